//! The texts in English: short and plain, like the original game's ("You win!", "Keep
//! going"); numbers written as the board writes them (2048, not 2,048).

use super::table::Texts;
use crate::settings::{Theme, name_of};
use tui2048_engine::game::{Day, Dir, Grade, ReplayError};

/// English.
pub struct English;

/// `a`, `a and b`, `a, b and c`.
fn list(words: &[&str]) -> String {
    match words.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

impl Texts for English {
    fn direction(&self, dir: Dir) -> &'static str {
        match dir {
            Dir::Up => "up",
            Dir::Down => "down",
            Dir::Left => "left",
            Dir::Right => "right",
        }
    }
    fn grade(&self, grade: Grade) -> &'static str {
        match grade {
            Grade::Best => "best",
            Grade::Good => "good",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }
    fn theme_name(&self, theme: Theme) -> &'static str {
        name_of(theme)
    }
    fn board_size(&self, size: usize) -> String {
        format!("{size}×{size}")
    }
    fn per_second(&self, moves: u32) -> String {
        match moves {
            1 => "1 move/s".to_string(),
            n => format!("{n} moves/s"),
        }
    }

    fn waits_won(&self) -> &'static str {
        "You win! Enter keeps going, r starts a new game (u brings this one back)"
    }
    fn waits_over(&self) -> &'static str {
        "Game over! r tries again, u undoes"
    }
    fn cant_move(&self, dir: Dir) -> String {
        format!("Can't move {}", self.direction(dir))
    }
    fn nothing_to_undo(&self) -> &'static str {
        "Nothing to undo"
    }
    fn undone_game(&self) -> &'static str {
        "Undone — your last game is back"
    }
    fn undone(&self, left: usize) -> String {
        match left {
            0 => "Undone — none left".to_string(),
            n => format!("Undone — {n} left"),
        }
    }
    fn undone_to_the_start(&self) -> &'static str {
        "Undone — u once more brings back your last game"
    }
    fn new_game(&self) -> &'static str {
        "New game — u brings the last one back"
    }
    fn daily_again(&self, day: Day, tries: u32) -> String {
        format!("The game of {day} again, try {tries} — u brings the last one back")
    }
    fn daily_already_first(&self, day: Day) -> String {
        format!("This is the game of {day} from its first board already")
    }
    fn theme(&self, theme: Theme) -> String {
        format!("Theme: {} — t for the next", self.theme_name(theme))
    }
    fn theme_not_kept(&self, theme: Theme, why: &str) -> String {
        format!(
            "Theme: {}, for this run only: {why}",
            self.theme_name(theme)
        )
    }
    fn no_config_folder(&self) -> &'static str {
        "there is no config folder to keep it in"
    }
    fn close_over(&self) -> &'static str {
        "Game over! r tries again, u undoes, q quits"
    }
    fn close_nothing(&self) -> &'static str {
        "Nothing to close — q quits (the game is saved)"
    }
    fn new_game_saved_back(&self) -> &'static str {
        "New game — u brings the saved one back"
    }
    fn keep_going(&self) -> &'static str {
        "Keep going — how far can you get?"
    }
    fn hint_thinking(&self) -> &'static str {
        "Hint: thinking…"
    }
    fn hint_waits(&self) -> &'static str {
        "No hint now: the game is waiting"
    }
    fn hint_none(&self) -> &'static str {
        "Hint: no moves left"
    }
    fn hint(&self, dir: Dir) -> String {
        format!("Hint: {} {}", dir.arrow(), self.direction(dir))
    }
    fn autoplay_off(&self) -> &'static str {
        "Autoplay off"
    }
    fn autoplay_needs_game(&self) -> &'static str {
        "Autoplay needs a game: r starts one"
    }
    fn autoplay_boss(&self) -> &'static str {
        "Autoplay paused for the boss key — p plays on"
    }
    fn pace(&self, moves_per_second: u32, end: Option<bool>) -> String {
        let pace = self.per_second(moves_per_second);
        match end {
            Some(true) => format!("Autoplay: {pace}, the fastest"),
            Some(false) => format!("Autoplay: {pace}, the slowest"),
            None => format!("Autoplay: {pace}"),
        }
    }
    fn autoplaying(&self, moves_per_second: u32) -> String {
        let pace = self.per_second(moves_per_second);
        format!("Autoplay: {pace} · + - pace · p stops")
    }
    fn autoplaying_short(&self, moves_per_second: u32) -> String {
        format!("Autoplay {moves_per_second}/s · p stops")
    }
    fn nothing_to_replay(&self) -> &'static str {
        "Nothing to replay yet"
    }
    fn saving_off(&self, why: &str) -> String {
        format!("Saving is off: {why}")
    }
    fn saving_again(&self) -> &'static str {
        "Saving works again"
    }
    fn no_home_folder(&self) -> &'static str {
        "no home folder to keep the state file in (use --state)"
    }
    fn played_on(&self, at: usize) -> String {
        format!("Playing on from move {at} — u brings your game back")
    }
    fn goal(&self, target: u64) -> String {
        format!("Join the tiles, get to {target}!")
    }
    fn assisted(&self) -> &'static str {
        "Assisted game: the solver moved, so it counts apart"
    }
    fn hint_mark(&self, dir: Dir) -> &'static str {
        match dir {
            Dir::Up => "↑",
            Dir::Down => "↓",
            Dir::Left => "←",
            Dir::Right => "→",
        }
    }
    fn building_tables(&self, mb: u64, folder: Option<&str>) -> String {
        match folder {
            Some(folder) => {
                format!(
                    "The solver is building its endgame tables, once: {mb} MB, kept in {folder}"
                )
            }
            None => format!("The solver is building its endgame tables: {mb} MB, in memory only"),
        }
    }
    fn too_small(&self, need: (u16, u16), have: (u16, u16)) -> [String; 2] {
        [
            "terminal too small:".to_string(),
            format!("need {}×{}, have {}×{}", need.0, need.1, have.0, have.1),
        ]
    }
    fn cut_mark(&self) -> &'static str {
        "…"
    }

    fn empty_board(&self) -> &'static str {
        "The saved board was empty: a new game starts"
    }
    fn welcome_back(&self) -> &'static str {
        "Welcome back: your game is as you left it"
    }
    fn welcome_back_daily(&self, day: Day) -> String {
        format!("Welcome back to the game of {day}")
    }
    fn daily_greeting(&self, day: Day) -> String {
        format!("The game of {day}: the same tiles for everyone today")
    }
    fn palette_tip(&self) -> &'static str {
        "256 colours guessed: for the original's palette, --colors truecolor (see ?)"
    }
    fn unreadable(
        &self,
        cut: bool,
        kept: &[&str],
        lost: &[&str],
        kept_as: Option<&str>,
        reason: &str,
    ) -> String {
        let mut text = if cut {
            "The saved game was cut short".to_string()
        } else {
            "The saved game could not be read".to_string()
        };
        let said: Vec<String> = [("kept", kept), ("lost", lost)]
            .into_iter()
            .filter(|(_, words)| !words.is_empty())
            .map(|(what, words)| format!("{what} {}", list(words)))
            .collect();
        if !said.is_empty() {
            text.push_str(&format!(": {}", said.join(", ")));
        }
        text.push_str(&match kept_as {
            Some(name) => format!("; it was kept as {name}"),
            None => "; it was left in place and saving is off".to_string(),
        });
        if !cut {
            text.push_str(&format!(" ({reason})"));
        }
        text
    }
    fn part_best(&self) -> &'static str {
        "best scores"
    }
    fn part_stats(&self) -> &'static str {
        "stats"
    }
    fn part_game(&self) -> &'static str {
        "game"
    }
    fn part_undo(&self) -> &'static str {
        "undo"
    }
    fn part_history(&self) -> &'static str {
        "recent games"
    }
    fn unreadable_kept_in_place(&self) -> &'static str {
        "the unreadable file is kept in place"
    }
    fn records_kept_aside(&self, reason: &str, name: &str) -> String {
        format!("The finished games could not be read ({reason}); they were kept as {name}")
    }
    fn cache_given_up(&self, mb: u64) -> String {
        format!("The disk was full: the solver's cache ({mb} MB) was removed to save the game")
    }
    fn record_not_kept(&self, why: &str) -> String {
        format!("The finished game was not kept: {why}")
    }
    fn record_does_not_replay(&self, why: &ReplayError) -> String {
        let ReplayError::NotAMove { index, dir } = why;
        format!(
            "This game's record does not replay: move {index} of the record ({}) is not a move on its board",
            self.direction(*dir)
        )
    }
    fn record_too_long(&self, moves: usize) -> String {
        format!("its record of {moves} moves is longer than a record may be")
    }
    fn record_not_replayed(&self, why: &ReplayError) -> String {
        let ReplayError::NotAMove { index, dir } = why;
        format!(
            "the finished game's record does not replay: move {index} of the record ({}) is not a move on its board",
            self.direction(*dir)
        )
    }

    fn score(&self) -> &'static str {
        "SCORE"
    }
    fn best(&self) -> &'static str {
        "BEST"
    }
    fn your_best(&self) -> &'static str {
        "YOUR BEST"
    }
    fn yours(&self) -> &'static str {
        "YOURS"
    }
    fn assisted_best_under(&self, best: &str) -> String {
        format!("assisted {best}")
    }
    fn assisted_best_beside(&self, best: &str) -> String {
        format!(" · assisted {best}")
    }
    fn moves(&self) -> &'static str {
        "MOVES"
    }
    fn move_label(&self) -> &'static str {
        "MOVE"
    }

    fn you_win(&self) -> &'static str {
        "You win!"
    }
    fn game_over(&self) -> &'static str {
        "Game over!"
    }
    fn button_keep_going(&self) -> &'static str {
        "Keep going"
    }
    fn button_new_game(&self) -> &'static str {
        "New game"
    }
    fn button_try_again(&self) -> &'static str {
        "Try again"
    }
    fn button_undo(&self) -> &'static str {
        "Undo"
    }
    fn button_replay(&self) -> &'static str {
        "Replay"
    }
    fn score_word(&self) -> &'static str {
        "score"
    }
    fn score_is(&self, score: u64) -> String {
        format!("Score {score}")
    }
    fn largest_tile(&self, tile: u64) -> String {
        format!("largest tile {tile}")
    }
    fn new_best(&self) -> &'static str {
        "a new best!"
    }
    fn best_is(&self, best: u64) -> String {
        format!("best {best}")
    }
    fn assisted_best(&self, best: u64) -> String {
        format!("assisted game · your best {best}")
    }
    fn facts(&self, first: &str, second: &str) -> String {
        format!("{first} · {second}")
    }
    fn end_line(&self, title: &str, score: u64, tile: &str, best: &str) -> String {
        format!("{title} {} · {tile} · {best}", self.score_is(score))
    }
    fn daily_streak(&self, finished: u32, won: u32) -> String {
        format!("daily streak: {}", self.streak_words(finished, won))
    }
    fn keys_title(&self) -> &'static str {
        "Keys"
    }
    fn notice_title(&self) -> &'static str {
        "Read me"
    }
    fn notice_closes(&self, waiting: usize) -> String {
        match waiting {
            0 => "any key closes".to_string(),
            1 => "any key: the next notice".to_string(),
            n => format!("any key: the next of {n} notices"),
        }
    }
    fn stats_title(&self) -> &'static str {
        "Statistics"
    }
    fn closes(&self) -> &'static str {
        "q or Esc closes, Ctrl-C quits"
    }
    fn closes_short(&self) -> &'static str {
        "q closes"
    }
    fn page_forms(&self, page: usize, pages: usize, last: &str) -> [String; 4] {
        let at = format!("{page}/{pages}");
        [
            format!("{at} · space: more · {last}"),
            format!("{at} · space: more · {}", self.closes_short()),
            format!("{at} · space · {}", self.closes_short()),
            at,
        ]
    }
    fn settings_at(&self, path: &str) -> String {
        format!("Settings (t keeps the theme there): {path}")
    }
    fn palette_help(&self) -> &'static str {
        "In 256 colours the board is grey and the golds dull: the original's palette needs \
         true colour, which most terminals show. Run with --colors truecolor, or put \
         colors = \"truecolor\" in config.toml. In tmux: set -as terminal-features ',*:RGB' \
         and set -ga update-environment COLORTERM. Over ssh: SendEnv COLORTERM in \
         ~/.ssh/config and AcceptEnv COLORTERM on the server, or COLORTERM=truecolor in the \
         server's shell profile."
    }

    fn own_games(&self) -> &'static str {
        "Your own games"
    }
    fn assisted_games(&self) -> &'static str {
        "Assisted games (the solver moved)"
    }
    fn played(&self) -> &'static str {
        "Played"
    }
    fn won(&self) -> &'static str {
        "Won"
    }
    fn wins(&self, wins: u64, percent: u64) -> String {
        format!("{wins} ({percent}%)")
    }
    fn moves_made(&self) -> &'static str {
        "Moves made"
    }
    fn hints_used(&self) -> &'static str {
        "Hints used"
    }
    fn best_tile(&self) -> &'static str {
        "Best tile"
    }
    fn best_score(&self) -> &'static str {
        "Best score"
    }
    fn by_your_own_moves(&self) -> &'static str {
        ", by your own moves"
    }
    fn none_yet(&self) -> &'static str {
        "none yet"
    }
    fn this_one_included(&self) -> &'static str {
        ", this one included"
    }
    fn undone_left_out(&self) -> &'static str {
        ", undone ones left out"
    }
    fn chart_titles(&self, games: usize) -> Vec<String> {
        match games {
            0 => vec![
                "No finished games of your own yet".to_string(),
                "No finished game yet".to_string(),
            ],
            1 => vec![
                "Highest tile of your last game".to_string(),
                "Highest tile, last game".to_string(),
            ],
            n => vec![
                format!("Highest tile of your last {n} games (newest right)"),
                format!("Highest tile of your last {n} games"),
                format!("Highest tile, last {n} games"),
            ],
        }
    }
    fn daily_game(&self) -> &'static str {
        "The daily game"
    }
    fn days_in_a_row(&self) -> &'static str {
        "Days in a row"
    }
    fn streak_words(&self, finished: u32, won: u32) -> String {
        let days = if finished == 1 { "day" } else { "days" };
        format!("{finished} {days} finished, {won} won")
    }
    fn longest_streaks(&self, finished: u32, won: u32) -> String {
        format!(", longest {finished} and {won}")
    }

    fn replay_help_back(&self) -> &'static str {
        "a move back"
    }
    fn replay_help_on(&self) -> &'static str {
        "a move on"
    }
    fn replay_help_first(&self) -> &'static str {
        "the start"
    }
    fn replay_help_last(&self) -> &'static str {
        "the end"
    }
    fn replay_help_play(&self) -> &'static str {
        "play or pause"
    }
    fn replay_help_faster(&self) -> &'static str {
        "faster"
    }
    fn replay_help_slower(&self) -> &'static str {
        "slower"
    }
    fn replay_help_play_on(&self) -> &'static str {
        "play on from here (your game is kept for u)"
    }
    fn replay_help_leave(&self) -> &'static str {
        "leave"
    }
    fn replay_footer_step(&self) -> &'static str {
        "step"
    }
    fn replay_footer_ends(&self) -> &'static str {
        "first/last"
    }
    fn replay_footer_play(&self) -> &'static str {
        "play"
    }
    fn replay_footer_pace(&self) -> &'static str {
        "pace"
    }
    fn replay_footer_play_on(&self) -> &'static str {
        "play on"
    }
    fn replay_footer_back(&self) -> &'static str {
        "back"
    }
    fn replay_play_on_daily(&self) -> &'static str {
        "Play on from the daily game with: tui2048 replay daily"
    }
    fn replay_title(&self, size: usize, assisted: bool) -> String {
        let by = if assisted {
            " · assisted by the solver"
        } else {
            ""
        };
        format!("Replay of a {} game{by}", self.board_size(size))
    }
    fn replay_start(&self) -> &'static str {
        "The start: no move yet"
    }
    fn replay_move(&self, n: usize, dir: Dir) -> String {
        format!("Move {n}: {} {}", dir.arrow(), self.direction(dir))
    }
    fn replay_grade(&self, grade: Grade, best: Option<Dir>) -> String {
        let grade = self.grade(grade);
        match best {
            None => format!(" · {grade}"),
            Some(dir) => format!(
                " · {grade} (the solver: {} {})",
                dir.arrow(),
                self.direction(dir)
            ),
        }
    }
    fn replay_as_good(&self, grade: Grade, best: Dir) -> String {
        format!(
            " · {}, as good as the solver's {} {}",
            self.grade(grade),
            best.arrow(),
            self.direction(best)
        )
    }
    fn replay_reviewing(&self, percent: usize) -> String {
        format!(" · reviewing, {percent} %")
    }
    fn replay_playing(&self, moves_per_second: u32) -> String {
        format!(" · playing, {}", self.per_second(moves_per_second))
    }

    fn share_line(
        &self,
        day: Day,
        tile: u64,
        counts: [String; 3],
        undos: u64,
        tries: u32,
        accuracy: Option<f64>,
        assisted: bool,
        (finished, won): (u32, u32),
    ) -> String {
        let [points, moves, undone] = counts;
        let s = if undos == 1 { "" } else { "s" };
        let mut line = format!(
            "tui2048 daily {day} · {tile} · {points} points · {moves} moves · {undone} undo{s}"
        );
        line.push_str(&match tries {
            1 => " · 1 try".to_string(),
            n => format!(" · {n} tries"),
        });
        if let Some(accuracy) = accuracy {
            line.push_str(&format!(" · accuracy {accuracy:.0} %"));
        }
        if assisted {
            line.push_str(" · assisted");
        }
        if finished > 0 {
            line.push_str(&format!(" · streak {}", self.streak_words(finished, won)));
        }
        line
    }
    fn quit_line(
        &self,
        score: u64,
        best: u64,
        size: usize,
        own: bool,
        assisted: bool,
        saved: &str,
    ) -> String {
        let n = self.board_size(size);
        let scores = if assisted {
            format!("score {score} in a game the solver played in, your best {best} on {n}")
        } else if own {
            format!("score {score}, your best on {n}")
        } else {
            format!("score {score}, best {best} on {n}")
        };
        format!("tui2048: {scores}; {saved}")
    }
    fn saved_in(&self, path: &str) -> String {
        format!("saved in {path}")
    }
    fn saved(&self) -> &'static str {
        "saved"
    }
    fn not_saved(&self, why: &str) -> String {
        format!("not saved: {why}")
    }

    fn input_not_a_terminal(&self) -> &'static str {
        "standard input is not a terminal: the game is played in one (`tui2048 bench` needs none)"
    }
    fn output_not_a_terminal(&self) -> &'static str {
        "standard output is not a terminal: the game is played in one (`tui2048 bench` needs none)"
    }
    fn terminal_error(&self, what: &str) -> String {
        format!("terminal error: {what}")
    }
}
