//! The key tables, the game's and the replay screen's: each turns keys into actions, and
//! the footer and the help are drawn from it, so what the screen says is what the keys do.
//! Keys are the game's own values; the runtime turns the terminal's key events into them.

use super::text;
use crate::game::Dir;

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
    Close,
    Quit,
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

/// Where a binding shows in the footer: its word, and how soon it gives way when the line
/// is short (the lowest rank goes last).
#[derive(Debug)]
pub struct Footer {
    pub word: &'static str,
    pub rank: u8,
}

/// A row of the key table.
#[derive(Debug)]
pub struct Binding {
    pub action: Action,
    pub keys: &'static [Key],
    /// What the help overlay says the keys do.
    pub help: &'static str,
    /// The footer's word, for the bindings the footer shows.
    pub footer: Option<Footer>,
}

const fn shown(word: &'static str, rank: u8) -> Option<Footer> {
    Some(Footer { word, rank })
}

/// Every key of the game.
pub const KEYMAP: &[Binding] = &[
    Binding {
        action: Action::Move(Dir::Left),
        keys: &[Key::new(KeyCode::Left), Key::char('a'), Key::char('h')],
        help: text::HELP_LEFT,
        footer: None,
    },
    Binding {
        action: Action::Move(Dir::Right),
        keys: &[Key::new(KeyCode::Right), Key::char('d'), Key::char('l')],
        help: text::HELP_RIGHT,
        footer: None,
    },
    Binding {
        action: Action::Move(Dir::Up),
        keys: &[Key::new(KeyCode::Up), Key::char('w'), Key::char('k')],
        help: text::HELP_UP,
        footer: None,
    },
    Binding {
        action: Action::Move(Dir::Down),
        keys: &[Key::new(KeyCode::Down), Key::char('s'), Key::char('j')],
        help: text::HELP_DOWN,
        footer: None,
    },
    Binding {
        action: Action::Undo,
        keys: &[Key::char('u'), Key::new(KeyCode::Backspace), Key::ctrl('z')],
        help: text::HELP_UNDO,
        footer: shown(text::FOOTER_UNDO, 3),
    },
    Binding {
        action: Action::Restart,
        keys: &[Key::char('r')],
        help: text::HELP_RESTART,
        footer: shown(text::FOOTER_NEW, 4),
    },
    Binding {
        action: Action::KeepGoing,
        keys: &[Key::new(KeyCode::Enter), Key::char('c')],
        help: text::HELP_KEEP_GOING,
        footer: None,
    },
    Binding {
        action: Action::Hint,
        keys: &[Key::new(KeyCode::Tab)],
        help: text::HELP_HINT,
        footer: shown(text::FOOTER_HINT, 5),
    },
    Binding {
        action: Action::Autoplay,
        keys: &[Key::char('p')],
        help: text::HELP_AUTOPLAY,
        footer: shown(text::FOOTER_AUTO, 6),
    },
    Binding {
        action: Action::Faster,
        keys: &[Key::char('+'), Key::char('=')],
        help: text::HELP_FASTER,
        footer: None,
    },
    Binding {
        action: Action::Slower,
        keys: &[Key::char('-'), Key::char('_')],
        help: text::HELP_SLOWER,
        footer: None,
    },
    Binding {
        action: Action::Stats,
        keys: &[Key::char('i')],
        help: text::HELP_STATS,
        footer: shown(text::FOOTER_STATS, 7),
    },
    Binding {
        action: Action::Replay,
        keys: &[Key::char('v')],
        help: text::HELP_REPLAY,
        footer: None,
    },
    Binding {
        action: Action::Boss,
        keys: &[Key::char('b')],
        help: text::HELP_BOSS,
        footer: None,
    },
    Binding {
        action: Action::Theme,
        keys: &[Key::char('t')],
        help: text::HELP_THEME,
        footer: shown(text::FOOTER_THEME, 8),
    },
    Binding {
        action: Action::Help,
        keys: &[Key::char('?'), Key::new(KeyCode::F(1))],
        help: text::HELP_HELP,
        footer: shown(text::FOOTER_HELP, 1),
    },
    Binding {
        action: Action::Close,
        keys: &[Key::new(KeyCode::Esc)],
        help: text::HELP_CLOSE,
        footer: None,
    },
    Binding {
        action: Action::Quit,
        keys: &[Key::char('q'), Key::ctrl('c')],
        help: text::HELP_QUIT,
        footer: shown(text::FOOTER_QUIT, 2),
    },
];

/// The footer's rank of the arrow keys, which always stay.
pub const MOVE_RANK: u8 = 0;

/// The action of a key, if any. Shift only changes a letter's case (W plays as w, caps
/// lock on); Ctrl is part of the key (Ctrl-Z undoes, other Ctrl keys do nothing).
pub fn action_for(key: Key) -> Option<Action> {
    let code = match key.code {
        KeyCode::Char(c) => KeyCode::Char(c.to_ascii_lowercase()),
        other => other,
    };
    let key = Key { code, ..key };
    KEYMAP
        .iter()
        .find(|b| b.keys.contains(&key))
        .map(|b| b.action)
}

/// The binding of an action.
pub fn binding(action: Action) -> &'static Binding {
    KEYMAP
        .iter()
        .find(|b| b.action == action)
        .expect("every action has a binding")
}

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

/// The names of a binding's keys, e.g. `u Backspace Ctrl-Z`.
pub fn keys_label(binding: &Binding) -> String {
    binding
        .keys
        .iter()
        .map(|&k| key_name(k))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The footer: the moving keys, then the bindings that have a footer word, each with the
/// rank at which it gives way.
pub fn footer_hints() -> Vec<(String, &'static str, u8)> {
    let mut hints = vec![("←↑→↓".to_string(), text::FOOTER_MOVE, MOVE_RANK)];
    hints.extend(KEYMAP.iter().filter_map(|b| {
        b.footer
            .as_ref()
            .map(|f| (key_name(b.keys[0]), f.word, f.rank))
    }));
    hints
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
}

/// A row of the replay screen's key table.
#[derive(Debug)]
pub struct ReplayBinding {
    pub action: ReplayAction,
    /// The keys, each as it is: no case folding, Ctrl part of the key.
    pub keys: &'static [Key],
    /// What the keys do.
    pub help: &'static str,
    /// The footer's word; the first keys of the bindings that share it show together.
    pub footer: &'static str,
}

/// Every key of the replay screen.
pub const REPLAY_KEYMAP: &[ReplayBinding] = &[
    ReplayBinding {
        action: ReplayAction::Back,
        keys: &[Key::new(KeyCode::Left), Key::char('h'), Key::char('a')],
        help: text::REPLAY_HELP_BACK,
        footer: text::REPLAY_FOOTER_STEP,
    },
    ReplayBinding {
        action: ReplayAction::Forward,
        keys: &[Key::new(KeyCode::Right), Key::char('l'), Key::char('d')],
        help: text::REPLAY_HELP_ON,
        footer: text::REPLAY_FOOTER_STEP,
    },
    ReplayBinding {
        action: ReplayAction::First,
        keys: &[Key::new(KeyCode::Home)],
        help: text::REPLAY_HELP_FIRST,
        footer: text::REPLAY_FOOTER_ENDS,
    },
    ReplayBinding {
        action: ReplayAction::Last,
        keys: &[Key::new(KeyCode::End)],
        help: text::REPLAY_HELP_LAST,
        footer: text::REPLAY_FOOTER_ENDS,
    },
    ReplayBinding {
        action: ReplayAction::Play,
        keys: &[Key::char(' ')],
        help: text::REPLAY_HELP_PLAY,
        footer: text::REPLAY_FOOTER_PLAY,
    },
    ReplayBinding {
        action: ReplayAction::Faster,
        keys: &[Key::char('+'), Key::char('=')],
        help: text::REPLAY_HELP_FASTER,
        footer: text::REPLAY_FOOTER_PACE,
    },
    ReplayBinding {
        action: ReplayAction::Slower,
        keys: &[Key::char('-'), Key::char('_')],
        help: text::REPLAY_HELP_SLOWER,
        footer: text::REPLAY_FOOTER_PACE,
    },
    ReplayBinding {
        action: ReplayAction::PlayOn,
        keys: &[Key::new(KeyCode::Enter)],
        help: text::REPLAY_HELP_PLAY_ON,
        footer: text::REPLAY_FOOTER_PLAY_ON,
    },
    ReplayBinding {
        action: ReplayAction::Leave,
        keys: &[Key::char('q'), Key::new(KeyCode::Esc), Key::ctrl('c')],
        help: text::REPLAY_HELP_LEAVE,
        footer: text::REPLAY_FOOTER_BACK,
    },
];

/// The replay screen's action of a key, if any.
pub fn replay_action_for(key: Key) -> Option<ReplayAction> {
    REPLAY_KEYMAP
        .iter()
        .find(|b| b.keys.contains(&key))
        .map(|b| b.action)
}

/// The replay screen's footer: for each footer word, in the table's order, the first
/// keys of its bindings (e.g. `← →` and `step`).
pub fn replay_footer() -> Vec<(String, &'static str)> {
    let mut footer: Vec<(String, &'static str)> = Vec::new();
    for b in REPLAY_KEYMAP {
        let key = key_name(b.keys[0]);
        match footer.iter_mut().find(|(_, word)| *word == b.footer) {
            Some((keys, _)) => {
                keys.push(' ');
                keys.push_str(&key);
            }
            None => footer.push((key, b.footer)),
        }
    }
    footer
}
