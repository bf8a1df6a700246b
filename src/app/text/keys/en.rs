//! The key table's words, in English.

use super::super::English;
use super::KeyTexts;

impl KeyTexts for English {
    fn help_left(&self) -> &'static str {
        "move left"
    }
    fn help_right(&self) -> &'static str {
        "move right"
    }
    fn help_up(&self) -> &'static str {
        "move up"
    }
    fn help_down(&self) -> &'static str {
        "move down"
    }
    fn help_undo(&self) -> &'static str {
        "undo the last move"
    }
    fn help_restart(&self) -> &'static str {
        "new game (u brings the old one back)"
    }
    fn help_keep_going(&self) -> &'static str {
        "keep going after a win"
    }
    fn help_hint(&self) -> &'static str {
        "hint: the solver's move, marked on the board"
    }
    fn help_autoplay(&self) -> &'static str {
        "autoplay on/off (any move key takes over)"
    }
    fn help_faster(&self) -> &'static str {
        "autoplay faster"
    }
    fn help_slower(&self) -> &'static str {
        "autoplay slower"
    }
    fn help_stats(&self) -> &'static str {
        "statistics"
    }
    fn help_replay(&self) -> &'static str {
        "replay this game, each move graded"
    }
    fn help_replay_play_on(&self) -> &'static str {
        "in the replay: play on from the move shown"
    }
    fn help_boss(&self) -> &'static str {
        "boss key: a screen of log lines (any key returns)"
    }
    fn help_theme(&self) -> &'static str {
        "next colour theme (kept in config.toml)"
    }
    fn help_help(&self) -> &'static str {
        "show or hide this help"
    }
    fn help_close(&self) -> &'static str {
        "close what is open (never quits)"
    }
    fn help_quit(&self) -> &'static str {
        "quit (the game is saved)"
    }
    fn footer_move_keys(&self) -> &'static str {
        "←↑→↓"
    }
    fn footer_move(&self) -> &'static str {
        "move"
    }
    fn footer_undo(&self) -> &'static str {
        "undo"
    }
    fn footer_new(&self) -> &'static str {
        "new"
    }
    fn footer_new_long(&self) -> &'static str {
        "new (u brings it back)"
    }
    fn footer_hint(&self) -> &'static str {
        "hint"
    }
    fn footer_auto(&self) -> &'static str {
        "auto"
    }
    fn footer_stats(&self) -> &'static str {
        "stats"
    }
    fn footer_replay(&self) -> &'static str {
        "replay"
    }
    fn footer_theme(&self) -> &'static str {
        "theme"
    }
    fn footer_help(&self) -> &'static str {
        "help"
    }
    fn footer_quit(&self) -> &'static str {
        "quit"
    }
    fn footer_gap(&self) -> &'static str {
        " · "
    }
}
