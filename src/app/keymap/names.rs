//! Keys by name, as the settings file's `[keys]` table writes them: a character (`"x"`,
//! `"+"`), a key's name (`"Left"`, `"PageUp"`, `"F5"`) or `Ctrl-` and a letter, the names
//! read without case. Every name the screen shows for a key (`←`, `PgUp`, `Ctrl-Z`) reads
//! back as that key, so a key copied from the help works in the table.

use super::{Key, KeyCode};

/// The keys with a name of their own, as the documentation writes them.
const NAMED: [(&str, KeyCode); 13] = [
    ("Left", KeyCode::Left),
    ("Right", KeyCode::Right),
    ("Up", KeyCode::Up),
    ("Down", KeyCode::Down),
    ("Enter", KeyCode::Enter),
    ("Esc", KeyCode::Esc),
    ("Backspace", KeyCode::Backspace),
    ("Tab", KeyCode::Tab),
    ("Home", KeyCode::Home),
    ("End", KeyCode::End),
    ("PageUp", KeyCode::PageUp),
    ("PageDown", KeyCode::PageDown),
    ("Space", KeyCode::Char(' ')),
];

/// Other names of the same keys: the screen's (the arrows, `PgUp`, `PgDn`) and the usual
/// long ones.
const ALSO: [(&str, KeyCode); 8] = [
    ("←", KeyCode::Left),
    ("→", KeyCode::Right),
    ("↑", KeyCode::Up),
    ("↓", KeyCode::Down),
    ("PgUp", KeyCode::PageUp),
    ("PgDn", KeyCode::PageDown),
    ("Escape", KeyCode::Esc),
    ("Return", KeyCode::Enter),
];

/// The function keys a name may give.
const F_KEYS: std::ops::RangeInclusive<u8> = 1..=12;

/// A character as the key tables match it: a letter in lower case, since Shift and caps
/// lock only change a letter's case (a letter whose lower case is more than one character
/// stays as it is).
pub(crate) fn folded(c: char) -> char {
    let mut lower = c.to_lowercase();
    match (lower.next(), lower.next()) {
        (Some(l), None) => l,
        _ => c,
    }
}

/// The key a name of the `[keys]` table means, if any: one character (not a control
/// character), a name of [`NAMED`] or its other names, `F1` to `F12`, or `Ctrl-` (or
/// `Ctrl+`) and a letter, every name read without case. A letter is the letter in either
/// case.
pub(crate) fn key_named(name: &str) -> Option<Key> {
    let named = NAMED
        .iter()
        .chain(&ALSO)
        .find(|(n, _)| n.eq_ignore_ascii_case(name));
    if let Some(&(_, code)) = named {
        return Some(Key::new(code));
    }
    if let Some(n) = strip_prefix_no_case(name, "f").and_then(|n| n.parse::<u8>().ok())
        && F_KEYS.contains(&n)
        && !name[1..].starts_with(['+', '0'])
    {
        return Some(Key::new(KeyCode::F(n)));
    }
    let ctrl = strip_prefix_no_case(name, "ctrl-").or_else(|| strip_prefix_no_case(name, "ctrl+"));
    if let Some(rest) = ctrl {
        return match one_char(rest) {
            Some(c) if c.is_ascii_alphabetic() => Some(Key::ctrl(c.to_ascii_lowercase())),
            _ => None,
        };
    }
    match one_char(name) {
        Some(c) if !c.is_control() => Some(Key::char(folded(c))),
        _ => None,
    }
}

/// The names a key may have besides a character and `Ctrl-` with a letter, as the
/// warning of a name that is no key lists them: `Left` … `Space`, `F1–F12`.
pub(crate) fn key_names() -> Vec<String> {
    NAMED
        .iter()
        .map(|(name, _)| name.to_string())
        .chain([format!("F{}–F{}", F_KEYS.start(), F_KEYS.end())])
        .collect()
}

/// `text` after `prefix`, the prefix matched without case.
fn strip_prefix_no_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

/// The one character of `text`, if it is one.
fn one_char(text: &str) -> Option<char> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{KEYMAP, REPLAY_KEYMAP, key_name};
    use super::*;

    #[test]
    fn every_key_the_screen_names_reads_back_by_that_name() {
        let keys = KEYMAP
            .iter()
            .flat_map(|b| b.keys)
            .chain(REPLAY_KEYMAP.iter().flat_map(|b| b.keys));
        for &key in keys {
            assert_eq!(key_named(&key_name(key)), Some(key), "{}", key_name(key));
        }
    }

    #[test]
    fn names_are_read_without_case_and_letters_in_either_case() {
        let left = Some(Key::new(KeyCode::Left));
        for name in ["Left", "left", "LEFT", "←"] {
            assert_eq!(key_named(name), left, "{name}");
        }
        assert_eq!(key_named("X"), Some(Key::char('x')));
        assert_eq!(key_named("x"), Some(Key::char('x')));
        assert_eq!(key_named("Ü"), Some(Key::char('ü')));
        assert_eq!(key_named("+"), Some(Key::char('+')));
        assert_eq!(key_named(" "), Some(Key::char(' ')));
        assert_eq!(key_named("space"), Some(Key::char(' ')));
        assert_eq!(key_named("pgdn"), Some(Key::new(KeyCode::PageDown)));
        assert_eq!(key_named("PageDown"), Some(Key::new(KeyCode::PageDown)));
        assert_eq!(key_named("escape"), Some(Key::new(KeyCode::Esc)));
        assert_eq!(key_named("f"), Some(Key::char('f')));
        assert_eq!(key_named("F5"), Some(Key::new(KeyCode::F(5))));
        assert_eq!(key_named("f12"), Some(Key::new(KeyCode::F(12))));
        assert_eq!(key_named("ctrl-z"), Some(Key::ctrl('z')));
        assert_eq!(key_named("Ctrl+K"), Some(Key::ctrl('k')));
        assert_eq!(key_named("CTRL-Z"), Some(Key::ctrl('z')));
    }

    #[test]
    fn a_name_that_is_no_key_is_none() {
        for name in [
            "",
            "Lft",
            "xy",
            "F0",
            "F13",
            "F05",
            "F+1",
            "Ctrl-",
            "Ctrl-1",
            "Ctrl-Left",
            "Ctrl-zz",
            "Shift-x",
            "\t",
            "\u{7f}",
            "Alt-x",
        ] {
            assert_eq!(key_named(name), None, "{name:?}");
        }
    }

    #[test]
    fn the_warning_lists_the_names_with_the_function_keys_as_a_range() {
        assert_eq!(
            key_names().join(", "),
            "Left, Right, Up, Down, Enter, Esc, Backspace, Tab, Home, End, PageUp, PageDown, \
             Space, F1–F12"
        );
    }
}
