//! The one key table: it turns key presses into actions, and the footer and the help
//! overlay are drawn from it, so what the screen says is what the keys do.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

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
    Quit,
}

/// A key as the table names it: a code, and whether Ctrl is held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub ctrl: bool,
}

const fn key(code: KeyCode) -> Key {
    Key { code, ctrl: false }
}
const fn ch(c: char) -> Key {
    key(KeyCode::Char(c))
}
const fn ctrl(c: char) -> Key {
    Key {
        code: KeyCode::Char(c),
        ctrl: true,
    }
}

/// A row of the key table.
#[derive(Debug)]
pub struct Binding {
    pub action: Action,
    pub keys: &'static [Key],
    /// What the help overlay says the keys do.
    pub help: &'static str,
    /// The footer's short word, for the bindings the footer shows.
    pub footer: Option<&'static str>,
}

/// Every key of the game.
pub const KEYMAP: &[Binding] = &[
    Binding {
        action: Action::Move(Dir::Left),
        keys: &[key(KeyCode::Left), ch('a'), ch('h')],
        help: "move left",
        footer: None,
    },
    Binding {
        action: Action::Move(Dir::Right),
        keys: &[key(KeyCode::Right), ch('d'), ch('l')],
        help: "move right",
        footer: None,
    },
    Binding {
        action: Action::Move(Dir::Up),
        keys: &[key(KeyCode::Up), ch('w'), ch('k')],
        help: "move up",
        footer: None,
    },
    Binding {
        action: Action::Move(Dir::Down),
        keys: &[key(KeyCode::Down), ch('s'), ch('j')],
        help: "move down",
        footer: None,
    },
    Binding {
        action: Action::Undo,
        keys: &[ch('u'), key(KeyCode::Backspace), ctrl('z')],
        help: "undo the last move",
        footer: Some("undo"),
    },
    Binding {
        action: Action::Restart,
        keys: &[ch('r')],
        help: "new game (u brings the old one back)",
        footer: Some("new"),
    },
    Binding {
        action: Action::KeepGoing,
        keys: &[key(KeyCode::Enter), ch('c')],
        help: "keep going after a win",
        footer: None,
    },
    Binding {
        action: Action::Hint,
        keys: &[key(KeyCode::Tab)],
        help: "hint: the solver's move",
        footer: Some("hint"),
    },
    Binding {
        action: Action::Autoplay,
        keys: &[ch('p')],
        help: "autoplay on/off (any move key takes over)",
        footer: Some("auto"),
    },
    Binding {
        action: Action::Faster,
        keys: &[ch('+'), ch('=')],
        help: "autoplay faster",
        footer: None,
    },
    Binding {
        action: Action::Slower,
        keys: &[ch('-'), ch('_')],
        help: "autoplay slower",
        footer: None,
    },
    Binding {
        action: Action::Stats,
        keys: &[ch('i')],
        help: "statistics",
        footer: Some("stats"),
    },
    Binding {
        action: Action::Boss,
        keys: &[ch('b')],
        help: "boss key: a screen of log lines (any key returns)",
        footer: None,
    },
    Binding {
        action: Action::Help,
        keys: &[ch('?'), key(KeyCode::F(1))],
        help: "show or hide this help",
        footer: Some("help"),
    },
    Binding {
        action: Action::Quit,
        keys: &[ch('q'), key(KeyCode::Esc), ctrl('c')],
        help: "quit (the game is saved)",
        footer: Some("quit"),
    },
];

/// The action of a key event, if any. Only presses and repeats count (Windows also
/// reports releases); keys with Alt, or Ctrl other than Ctrl-Z and Ctrl-C, do nothing.
pub fn action_for(event: &KeyEvent) -> Option<Action> {
    if !matches!(event.kind, KeyEventKind::Press | KeyEventKind::Repeat) {
        return None;
    }
    let mods = event.modifiers;
    if mods.intersects(KeyModifiers::ALT | KeyModifiers::SUPER | KeyModifiers::META) {
        return None;
    }
    let ctrl = mods.contains(KeyModifiers::CONTROL);
    // Shift only changes the letter's case: W plays as w (caps lock on).
    let code = match event.code {
        KeyCode::Char(c) => KeyCode::Char(c.to_ascii_lowercase()),
        other => other,
    };
    KEYMAP
        .iter()
        .find(|b| b.keys.contains(&Key { code, ctrl }))
        .map(|b| b.action)
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
        KeyCode::F(n) => format!("F{n}"),
        KeyCode::Char(c) if k.ctrl => c.to_ascii_uppercase().to_string(),
        KeyCode::Char(c) => c.to_string(),
        other => format!("{other:?}"),
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

/// The footer: the moving keys, then the bindings that have a footer word.
pub fn footer_hints() -> Vec<(String, &'static str)> {
    let mut hints = vec![("←↑→↓".to_string(), "move")];
    hints.extend(
        KEYMAP
            .iter()
            .filter_map(|b| b.footer.map(|word| (key_name(b.keys[0]), word))),
    );
    hints
}
