//! The key tables, the game's and the replay screen's: each turns keys into actions, and
//! the footer and the help are drawn from it, so what the screen says is what the keys do.
//! Keys are the game's own values; the runtime turns the terminal's key events into them.
//! The game's table ([`KEYMAP`]) holds the default keys; the player's settings file may
//! give an action others (its `[keys]` table), and a run plays with the [`Keymap`] made of
//! both (`chosen.rs`), which reads keys by name (`names.rs`). The replay's keys stay as
//! they are.

use super::text::Texts;
use tui2048_engine::game::Dir;

mod chosen;
mod names;

pub use chosen::Keymap;
pub use chosen::{KeysProblem, KeysWrong};
pub use names::{folded, key_named, key_names};

/// What a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Move(Dir),
    Undo,
    Restart,
    KeepGoing,
    Help,
    Hint,
    Autoplay,
    Faster,
    Slower,
    Boss,
    Stats,
    Replay,
    Theme,
    Copy,
    Close,
    Quit,
    /// The plain interface's reading cursor, a cell over (it never moves a tile).
    Cursor(Dir),
    /// The plain interface reads the cell under the reading cursor.
    ReadCell,
    /// The plain interface reads the reading cursor's row.
    ReadRow,
    /// The plain interface reads the reading cursor's column.
    ReadColumn,
    /// The plain interface says the empty cells, the largest tile and the moves left.
    Summary,
    /// The plain interface says moves briefly, or in full (written to the settings file).
    Verbosity,
}

impl Action {
    /// Whether the action is the plain interface's alone: the full screen, which shows
    /// the board, does nothing with it.
    pub fn plain_only(self) -> bool {
        matches!(
            self,
            Action::Cursor(_)
                | Action::ReadCell
                | Action::ReadRow
                | Action::ReadColumn
                | Action::Summary
                | Action::Verbosity
        )
    }
}

/// A key without its modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KeyCode {
    Char(char),
    Left,
    Right,
    Up,
    Down,
    Enter,
    Esc,
    Backspace,
    Tab,
    Home,
    End,
    PageUp,
    PageDown,
    F(u8),
    /// Any key the game has no use for.
    Other,
}

/// A key press: the key, and whether Ctrl was held (Shift only changes a letter's case;
/// keys held with Alt or other modifiers never reach the game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Key {
    pub code: KeyCode,
    pub ctrl: bool,
}

impl Key {
    pub const fn new(code: KeyCode) -> Key {
        Key { code, ctrl: false }
    }

    pub const fn char(c: char) -> Key {
        Key::new(KeyCode::Char(c))
    }

    pub const fn ctrl(c: char) -> Key {
        Key {
            code: KeyCode::Char(c),
            ctrl: true,
        }
    }
}

/// A text of the key table, in the language it is asked in.
pub type Words = fn(&Texts) -> &'static str;

/// Where a binding shows in the footer: its word, and how soon it gives way when the line
/// is short (the lowest rank goes last).
#[derive(Debug)]
pub struct Footer {
    pub word: Words,
    pub rank: u8,
}

/// A row of the key table.
#[derive(Debug)]
pub struct Binding {
    /// The action's name in the settings file's `[keys]` table.
    pub name: &'static str,
    pub action: Action,
    pub keys: &'static [Key],
    /// What the help overlay says the keys do.
    pub help: Words,
    /// The footer's word, for the bindings the footer shows.
    pub footer: Option<Footer>,
}

const fn shown(word: Words, rank: u8) -> Option<Footer> {
    Some(Footer { word, rank })
}

/// Every key of the game.
pub const KEYMAP: &[Binding] = &[
    Binding {
        name: "left",
        action: Action::Move(Dir::Left),
        keys: &[Key::new(KeyCode::Left), Key::char('a'), Key::char('h')],
        help: |t| t.help_left(),
        footer: None,
    },
    Binding {
        name: "right",
        action: Action::Move(Dir::Right),
        keys: &[Key::new(KeyCode::Right), Key::char('d'), Key::char('l')],
        help: |t| t.help_right(),
        footer: None,
    },
    Binding {
        name: "up",
        action: Action::Move(Dir::Up),
        keys: &[Key::new(KeyCode::Up), Key::char('w'), Key::char('k')],
        help: |t| t.help_up(),
        footer: None,
    },
    Binding {
        name: "down",
        action: Action::Move(Dir::Down),
        keys: &[Key::new(KeyCode::Down), Key::char('s'), Key::char('j')],
        help: |t| t.help_down(),
        footer: None,
    },
    Binding {
        name: "undo",
        action: Action::Undo,
        keys: &[
            Key::char('u'),
            Key::char('z'),
            Key::new(KeyCode::Backspace),
            Key::ctrl('z'),
        ],
        help: |t| t.help_undo(),
        footer: shown(|t| t.footer_undo(), 3),
    },
    Binding {
        name: "restart",
        action: Action::Restart,
        keys: &[Key::char('r')],
        help: |t| t.help_restart(),
        footer: shown(|t| t.footer_new(), 4),
    },
    Binding {
        name: "keep-going",
        action: Action::KeepGoing,
        keys: &[Key::new(KeyCode::Enter), Key::char('c')],
        help: |t| t.help_keep_going(),
        footer: None,
    },
    Binding {
        name: "hint",
        action: Action::Hint,
        keys: &[Key::new(KeyCode::Tab)],
        help: |t| t.help_hint(),
        footer: shown(|t| t.footer_hint(), 7),
    },
    Binding {
        name: "autoplay",
        action: Action::Autoplay,
        keys: &[Key::char('p')],
        help: |t| t.help_autoplay(),
        footer: shown(|t| t.footer_auto(), 5),
    },
    Binding {
        name: "faster",
        action: Action::Faster,
        keys: &[Key::char('+'), Key::char('=')],
        help: |t| t.help_faster(),
        footer: None,
    },
    Binding {
        name: "slower",
        action: Action::Slower,
        keys: &[Key::char('-'), Key::char('_')],
        help: |t| t.help_slower(),
        footer: None,
    },
    Binding {
        name: "stats",
        action: Action::Stats,
        keys: &[Key::char('i')],
        help: |t| t.help_stats(),
        footer: shown(|t| t.footer_stats(), 6),
    },
    Binding {
        name: "replay",
        action: Action::Replay,
        keys: &[Key::char('v')],
        help: |t| t.help_replay(),
        footer: shown(|t| t.footer_replay(), 8),
    },
    Binding {
        name: "boss",
        action: Action::Boss,
        keys: &[Key::char('b')],
        help: |t| t.help_boss(),
        footer: None,
    },
    Binding {
        name: "theme",
        action: Action::Theme,
        keys: &[Key::char('t')],
        help: |t| t.help_theme(),
        footer: shown(|t| t.footer_theme(), 9),
    },
    Binding {
        name: "copy",
        action: Action::Copy,
        keys: &[Key::char('y')],
        help: |t| t.help_copy(),
        footer: None,
    },
    Binding {
        name: "cursor-left",
        action: Action::Cursor(Dir::Left),
        keys: &[Key::new(KeyCode::Home)],
        help: |t| t.help_cursor_left(),
        footer: None,
    },
    Binding {
        name: "cursor-right",
        action: Action::Cursor(Dir::Right),
        keys: &[Key::new(KeyCode::End)],
        help: |t| t.help_cursor_right(),
        footer: None,
    },
    Binding {
        name: "cursor-up",
        action: Action::Cursor(Dir::Up),
        keys: &[Key::new(KeyCode::PageUp)],
        help: |t| t.help_cursor_up(),
        footer: None,
    },
    Binding {
        name: "cursor-down",
        action: Action::Cursor(Dir::Down),
        keys: &[Key::new(KeyCode::PageDown)],
        help: |t| t.help_cursor_down(),
        footer: None,
    },
    Binding {
        name: "read-cell",
        action: Action::ReadCell,
        keys: &[Key::char('e'), Key::new(KeyCode::F(2))],
        help: |t| t.help_read_cell(),
        footer: None,
    },
    Binding {
        name: "read-row",
        action: Action::ReadRow,
        keys: &[Key::char('o'), Key::new(KeyCode::F(3))],
        help: |t| t.help_read_row(),
        footer: None,
    },
    Binding {
        name: "read-column",
        action: Action::ReadColumn,
        keys: &[Key::char('n'), Key::new(KeyCode::F(4))],
        help: |t| t.help_read_column(),
        footer: None,
    },
    Binding {
        name: "summary",
        action: Action::Summary,
        keys: &[Key::char('m'), Key::new(KeyCode::F(5))],
        help: |t| t.help_summary(),
        footer: None,
    },
    Binding {
        name: "verbosity",
        action: Action::Verbosity,
        keys: &[Key::char('f'), Key::new(KeyCode::F(6))],
        help: |t| t.help_verbosity(),
        footer: None,
    },
    Binding {
        name: "help",
        action: Action::Help,
        keys: &[Key::char('?'), Key::new(KeyCode::F(1))],
        help: |t| t.help_help(),
        footer: shown(|t| t.footer_help(), 1),
    },
    Binding {
        name: "close",
        action: Action::Close,
        keys: &[Key::new(KeyCode::Esc)],
        help: |t| t.help_close(),
        footer: None,
    },
    Binding {
        name: "quit",
        action: Action::Quit,
        keys: &[Key::char('q'), Key::ctrl('c')],
        help: |t| t.help_quit(),
        footer: shown(|t| t.footer_quit(), 2),
    },
];

/// The footer's rank of the arrow keys, which always stay.
pub const MOVE_RANK: u8 = 0;

/// A key's name as the screen shows it.
pub fn key_name(k: Key) -> String {
    let base = match k.code {
        KeyCode::Left => "←".to_string(),
        KeyCode::Right => "→".to_string(),
        KeyCode::Up => "↑".to_string(),
        KeyCode::Down => "↓".to_string(),
        KeyCode::Enter => "Enter".to_string(),
        KeyCode::Esc => "Esc".to_string(),
        KeyCode::Backspace => "Backspace".to_string(),
        KeyCode::Tab => "Tab".to_string(),
        KeyCode::Home => "Home".to_string(),
        KeyCode::End => "End".to_string(),
        KeyCode::PageUp => "PgUp".to_string(),
        KeyCode::PageDown => "PgDn".to_string(),
        KeyCode::F(n) => format!("F{n}"),
        KeyCode::Char(' ') => "Space".to_string(),
        KeyCode::Char(c) if k.ctrl => c.to_ascii_uppercase().to_string(),
        KeyCode::Char(c) => c.to_string(),
        KeyCode::Other => "?".to_string(),
    };
    if k.ctrl { format!("Ctrl-{base}") } else { base }
}

/// The names of a binding's default keys, e.g. `u Backspace Ctrl-Z` (the player's are
/// [`Keymap::label`]'s).
pub fn keys_label(binding: &Binding) -> String {
    binding
        .keys
        .iter()
        .map(|&k| key_name(k))
        .collect::<Vec<_>>()
        .join(" ")
}

/// What a key asks of the replay screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayAction {
    /// A move back.
    Back,
    /// A move on.
    Forward,
    /// The start, before the first move.
    First,
    /// The end, after the last move.
    Last,
    /// Play at the pace, or pause.
    Play,
    Faster,
    Slower,
    /// Play on from the board shown, in the player's own save.
    PlayOn,
    /// Back to the game, or out of the program.
    Leave,
    /// Show the replay's keys, or hide them.
    Help,
}

/// A row of the replay screen's key table.
#[derive(Debug)]
pub struct ReplayBinding {
    pub action: ReplayAction,
    /// The keys, each as it is: no case folding, Ctrl part of the key.
    pub keys: &'static [Key],
    /// What the keys do.
    pub help: Words,
    /// The footer's word; the first keys of the bindings that share it show together.
    pub footer: Words,
}

/// Every key of the replay screen.
pub const REPLAY_KEYMAP: &[ReplayBinding] = &[
    ReplayBinding {
        action: ReplayAction::Back,
        keys: &[Key::new(KeyCode::Left), Key::char('h'), Key::char('a')],
        help: |t| t.replay_help_back(),
        footer: |t| t.replay_footer_step(),
    },
    ReplayBinding {
        action: ReplayAction::Forward,
        keys: &[Key::new(KeyCode::Right), Key::char('l'), Key::char('d')],
        help: |t| t.replay_help_on(),
        footer: |t| t.replay_footer_step(),
    },
    ReplayBinding {
        action: ReplayAction::First,
        keys: &[Key::new(KeyCode::Home)],
        help: |t| t.replay_help_first(),
        footer: |t| t.replay_footer_ends(),
    },
    ReplayBinding {
        action: ReplayAction::Last,
        keys: &[Key::new(KeyCode::End)],
        help: |t| t.replay_help_last(),
        footer: |t| t.replay_footer_ends(),
    },
    ReplayBinding {
        action: ReplayAction::Play,
        keys: &[Key::char(' ')],
        help: |t| t.replay_help_play(),
        footer: |t| t.replay_footer_play(),
    },
    ReplayBinding {
        action: ReplayAction::Faster,
        keys: &[Key::char('+'), Key::char('=')],
        help: |t| t.replay_help_faster(),
        footer: |t| t.replay_footer_pace(),
    },
    ReplayBinding {
        action: ReplayAction::Slower,
        keys: &[Key::char('-'), Key::char('_')],
        help: |t| t.replay_help_slower(),
        footer: |t| t.replay_footer_pace(),
    },
    ReplayBinding {
        action: ReplayAction::PlayOn,
        keys: &[Key::new(KeyCode::Enter)],
        help: |t| t.replay_help_play_on(),
        footer: |t| t.replay_footer_play_on(),
    },
    ReplayBinding {
        action: ReplayAction::Leave,
        keys: &[Key::char('q'), Key::new(KeyCode::Esc), Key::ctrl('c')],
        help: |t| t.replay_help_leave(),
        footer: |t| t.replay_footer_back(),
    },
    ReplayBinding {
        action: ReplayAction::Help,
        keys: &[Key::char('?')],
        help: |t| t.help_help(),
        footer: |t| t.footer_help(),
    },
];

/// The replay screen's action of a key, if any.
pub fn replay_action_for(key: Key) -> Option<ReplayAction> {
    REPLAY_KEYMAP
        .iter()
        .find(|b| b.keys.contains(&key))
        .map(|b| b.action)
}

/// The replay screen's footer in the words of `texts`: for each footer word, in the
/// table's order, the first keys of its bindings (e.g. `← →` and `step`).
pub fn replay_footer(texts: &Texts) -> Vec<(String, &'static str)> {
    let mut footer: Vec<(String, &'static str)> = Vec::new();
    for b in REPLAY_KEYMAP {
        let key = key_name(b.keys[0]);
        let word = (b.footer)(texts);
        match footer.iter_mut().find(|(_, w)| *w == word) {
            Some((keys, _)) => {
                keys.push(' ');
                keys.push_str(&key);
            }
            None => footer.push((key, word)),
        }
    }
    footer
}

/// The words of a button of the game's end, in `texts`' language: a new game after a game
/// `over` is another try.
pub fn button_words(texts: &Texts, action: Action, over: bool) -> &'static str {
    match action {
        Action::KeepGoing => texts.button_keep_going(),
        Action::Restart if over => texts.button_try_again(),
        Action::Restart => texts.button_new_game(),
        Action::Undo => texts.button_undo(),
        Action::Replay => texts.button_replay(),
        Action::Copy => texts.button_copy(),
        _ => "",
    }
}
