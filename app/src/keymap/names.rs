//! Keys by name, as the settings file's `[keys]` table writes them: a character (`"x"`,
//! `"+"`), a key's name (`"Left"`, `"PageUp"`, `"F5"`) or `Ctrl-` and a letter, the names
//! read without case. Every name the screen shows for a key (`←`, `PgUp`, `Ctrl-Z`) reads
//! back as that key, so a key copied from the help works in the table.
//!
//! A name is held to what a terminal can send: a Ctrl key a terminal sends as another
//! (Ctrl-I is Tab, Ctrl-M and Ctrl-J are Enter, Ctrl-H is Backspace on many terminals,
//! Ctrl-[ is Esc) and Ctrl with anything but a letter (which terminals send as another
//! key, or not at all) are refused, each with its reason ([`NotAKey`]); so is a character
//! that does not show (a control character, a blank other than Space, a mark of
//! direction, a soft hyphen, a zero-width character, a combining mark alone), which the
//! help could not show either.

use unicode_width::UnicodeWidthChar;

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
pub fn folded(c: char) -> char {
    let mut lower = c.to_lowercase();
    match (lower.next(), lower.next()) {
        (Some(l), None) => l,
        _ => c,
    }
}

/// The Ctrl keys a terminal sends as another key, and that key: the same byte comes in
/// for both (Ctrl-H only where Backspace sends it, as on many terminals; Ctrl-J where
/// Enter sends a line feed).
const SENT_AS: [(char, KeyCode); 5] = [
    ('i', KeyCode::Tab),
    ('m', KeyCode::Enter),
    ('j', KeyCode::Enter),
    ('h', KeyCode::Backspace),
    ('[', KeyCode::Esc),
];

/// Why a name of the `[keys]` table gives no key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAKey {
    /// No key has this name.
    Unknown,
    /// A Ctrl key that terminals send as this other key: the game cannot tell them apart.
    SentAs(Key),
    /// Ctrl with a key other than a letter (a digit, a sign, Space): terminals send it as
    /// another key, or not at all.
    CtrlNotALetter,
    /// A character that does not show on the screen.
    Invisible,
}

/// The key a name of the `[keys]` table means: one character that shows, a name of
/// `NAMED` or its other names, `F1` to `F12`, or `Ctrl-` (or `Ctrl+`) and a letter a
/// terminal can send as itself, every name read without case; else why it gives none. A
/// letter is the letter in either case.
pub fn key_named(name: &str) -> Result<Key, NotAKey> {
    let named = NAMED
        .iter()
        .chain(&ALSO)
        .find(|(n, _)| n.eq_ignore_ascii_case(name));
    if let Some(&(_, code)) = named {
        return Ok(Key::new(code));
    }
    if let Some(n) = strip_prefix_no_case(name, "f").and_then(|n| n.parse::<u8>().ok())
        && F_KEYS.contains(&n)
        && !name[1..].starts_with(['+', '0'])
    {
        return Ok(Key::new(KeyCode::F(n)));
    }
    let ctrl = strip_prefix_no_case(name, "ctrl-").or_else(|| strip_prefix_no_case(name, "ctrl+"));
    if let Some(rest) = ctrl {
        let c = match one_char(rest) {
            Some(c) => c.to_ascii_lowercase(),
            None if rest.eq_ignore_ascii_case("space") => ' ',
            None => return Err(NotAKey::Unknown),
        };
        if let Some(&(_, other)) = SENT_AS.iter().find(|&&(sent, _)| sent == c) {
            return Err(NotAKey::SentAs(Key::new(other)));
        }
        return match c {
            c if c.is_ascii_alphabetic() => Ok(Key::ctrl(c)),
            c if c.is_ascii_graphic() || c == ' ' => Err(NotAKey::CtrlNotALetter),
            _ => Err(NotAKey::Unknown),
        };
    }
    match one_char(name) {
        Some(c) if invisible(c) => Err(NotAKey::Invisible),
        Some(c) => Ok(Key::char(folded(c))),
        None => Err(NotAKey::Unknown),
    }
}

/// Whether `c` does not show as a key's name on the screen: a control character, a blank
/// other than Space, a mark of direction or a line separator (which `shown` writes as
/// signs), a format character (a soft hyphen, the zero-width ones, a word joiner, a
/// byte order mark, a tag), a variation selector, a Hangul filler, or a character of no
/// width (a combining mark alone).
pub fn invisible(c: char) -> bool {
    c.is_control()
        || (c.is_whitespace() && c != ' ')
        || tui2048_store::shown::unsafe_char(c)
        || matches!(c,
            '\u{ad}' | '\u{34f}' | '\u{115f}' | '\u{1160}' | '\u{180e}' | '\u{200b}'..='\u{200d}'
            | '\u{2060}'..='\u{2064}' | '\u{3164}' | '\u{fe00}'..='\u{fe0f}' | '\u{feff}'
            | '\u{ffa0}' | '\u{fff9}'..='\u{fffb}' | '\u{e0000}'..='\u{e0fff}')
        || c.width().is_none_or(|w| w == 0)
}

/// The names a key may have besides a character and `Ctrl-` with a letter, as the
/// warning of a name that is no key lists them: `Left` … `Space`, `F1–F12`.
pub fn key_names() -> Vec<String> {
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
            assert_eq!(key_named(&key_name(key)), Ok(key), "{}", key_name(key));
        }
    }

    #[test]
    fn names_are_read_without_case_and_letters_in_either_case() {
        let left = Ok(Key::new(KeyCode::Left));
        for name in ["Left", "left", "LEFT", "←"] {
            assert_eq!(key_named(name), left, "{name}");
        }
        assert_eq!(key_named("X"), Ok(Key::char('x')));
        assert_eq!(key_named("x"), Ok(Key::char('x')));
        assert_eq!(key_named("Ü"), Ok(Key::char('ü')));
        assert_eq!(key_named("+"), Ok(Key::char('+')));
        assert_eq!(key_named(" "), Ok(Key::char(' ')));
        assert_eq!(key_named("space"), Ok(Key::char(' ')));
        assert_eq!(key_named("pgdn"), Ok(Key::new(KeyCode::PageDown)));
        assert_eq!(key_named("PageDown"), Ok(Key::new(KeyCode::PageDown)));
        assert_eq!(key_named("escape"), Ok(Key::new(KeyCode::Esc)));
        assert_eq!(key_named("f"), Ok(Key::char('f')));
        assert_eq!(key_named("F5"), Ok(Key::new(KeyCode::F(5))));
        assert_eq!(key_named("f12"), Ok(Key::new(KeyCode::F(12))));
        assert_eq!(key_named("ctrl-z"), Ok(Key::ctrl('z')));
        assert_eq!(key_named("Ctrl+K"), Ok(Key::ctrl('k')));
        assert_eq!(key_named("CTRL-Z"), Ok(Key::ctrl('z')));
    }

    #[test]
    fn a_name_that_is_no_key_is_unknown() {
        for name in [
            "",
            "Lft",
            "xy",
            "F0",
            "F13",
            "F05",
            "F+1",
            "Ctrl-",
            "Ctrl-Left",
            "Ctrl-zz",
            "Shift-x",
            "Alt-x",
            "Ctrl-é",
        ] {
            assert_eq!(key_named(name), Err(NotAKey::Unknown), "{name:?}");
        }
    }

    #[test]
    fn a_ctrl_key_a_terminal_sends_as_another_is_refused_with_that_key() {
        let cases = [
            ("Ctrl-I", KeyCode::Tab),
            ("ctrl+i", KeyCode::Tab),
            ("Ctrl-M", KeyCode::Enter),
            ("Ctrl-J", KeyCode::Enter),
            ("Ctrl-H", KeyCode::Backspace),
            ("Ctrl-[", KeyCode::Esc),
        ];
        for (name, other) in cases {
            assert_eq!(
                key_named(name),
                Err(NotAKey::SentAs(Key::new(other))),
                "{name}"
            );
        }
        for name in [
            "Ctrl-1",
            "Ctrl-@",
            "Ctrl- ",
            "Ctrl-Space",
            "Ctrl-/",
            "Ctrl-]",
            "Ctrl-6",
        ] {
            assert_eq!(key_named(name), Err(NotAKey::CtrlNotALetter), "{name:?}");
        }
        // The Ctrl letters a terminal sends as themselves, Ctrl-Z, Ctrl-S and Ctrl-Q too
        // (the game reads its keys raw: no signal, no flow control).
        for c in ['a', 'k', 'z', 's', 'q', 'c'] {
            assert_eq!(key_named(&format!("Ctrl-{c}")), Ok(Key::ctrl(c)), "{c}");
        }
    }

    #[test]
    fn a_character_that_does_not_show_is_refused() {
        for name in [
            "\t",
            "\n",
            "\u{7f}",
            "\u{0}",
            "\u{9b}",
            "\u{1b}",
            "\u{202e}",
            "\u{200f}",
            "\u{2066}",
            "\u{61c}",
            "\u{ad}",
            "\u{200b}",
            "\u{200d}",
            "\u{2060}",
            "\u{feff}",
            "\u{301}",
            "\u{20dd}",
            "\u{fe0f}",
            "\u{a0}",
            "\u{3000}",
            "\u{2003}",
            "\u{2028}",
            "\u{e0041}",
            "\u{3164}",
        ] {
            assert_eq!(key_named(name), Err(NotAKey::Invisible), "{name:?}");
        }
        // A character that shows is a key, whatever its script or width.
        for c in ['é', '小', 'ж', '+', '€', '→'] {
            assert!(key_named(&c.to_string()).is_ok(), "{c}");
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
