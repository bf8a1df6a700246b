//! Text from outside (a path, a file's name, a value read from a file, a flag or the
//! environment, a record's field) as it may be put on a terminal: its control characters
//! (C0, DEL, C1), which could drive the terminal (set its title, move its cursor, clear
//! the screen), and the marks that turn text right to left, which could make a line read
//! as another, written as signs, the same in every language. This is the one way text
//! from outside reaches a terminal: the plain interface's lines, the full screen's
//! notices, every command's output and error go through it. A path or an OS string
//! becomes text only here: clippy refuses `Path::display` and `to_string_lossy`
//! everywhere else (`clippy.toml`), so no path can reach the terminal raw.

use std::borrow::Cow;
use std::ffi::OsStr;
use std::path::Path;

/// `path` as it may be shown: its text (anything that is not UTF-8 replaced), control
/// characters as signs.
#[allow(clippy::disallowed_methods)]
pub fn path(path: &Path) -> String {
    shown(&path.display().to_string()).into_owned()
}

/// An OS string (a file's name, an environment variable) as it may be shown, as [`path`].
#[allow(clippy::disallowed_methods)]
pub fn os(text: &OsStr) -> String {
    shown(&text.to_string_lossy()).into_owned()
}

/// Whether `c` may not go to a terminal as it is: a control character (C0, DEL, C1; Esc
/// starts every escape sequence, U+009B is one on its own), a mark of the text's
/// direction (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069), or a line or
/// paragraph separator.
pub fn unsafe_char(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{61c}'
                | '\u{200e}'
                | '\u{200f}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
                | '\u{2028}'
                | '\u{2029}'
        )
}

/// `text` as it may be shown on a terminal, on one line: a character of [`unsafe_char`]
/// is written as a sign instead, Esc as `\e` (an escape sequence then reads as text:
/// `\e]0;title^G`), the other C0 characters and DEL as `^X` (`^[`, `^G`, `^J`, `^?`),
/// those above ASCII as `\x9b`, the marks of direction and the separators as `\u{202e}`.
/// What it returns holds none of them: shown again, it stays as it is.
pub fn shown(text: &str) -> Cow<'_, str> {
    if !text.chars().any(unsafe_char) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        sign(c, &mut out);
    }
    Cow::Owned(out)
}

/// `text` as [`shown`], line by line: its line ends (`\n`) kept, every other character
/// of [`unsafe_char`] as a sign. For a command's output of several lines.
pub fn lines(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| c != '\n' && unsafe_char(c)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if c == '\n' {
            out.push(c);
        } else {
            sign(c, &mut out);
        }
    }
    Cow::Owned(out)
}

/// JSON text as it may be put on a terminal: every character of [`unsafe_char`] JSON
/// writes as itself (DEL, C1, the marks of direction; those below Space it already
/// escapes) written as its `\uXXXX` escape, which reads back as the same character. They
/// can only be inside strings, where an escape means what the character did.
pub fn json(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| c != '\n' && unsafe_char(c)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if c != '\n' && unsafe_char(c) {
            out.push_str(&format!("\\u{:04x}", c as u32));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// `c` onto `out`, as a sign where it is of [`unsafe_char`].
fn sign(c: char, out: &mut String) {
    match c {
        '\u{1b}' => out.push_str("\\e"),
        '\u{7f}' => out.push_str("^?"),
        c if (c as u32) < 0x20 => {
            out.push('^');
            out.push(char::from(b'@' + c as u8));
        }
        c if c.is_control() => out.push_str(&format!("\\x{:02x}", c as u32)),
        c if unsafe_char(c) => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
        c => out.push(c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character a terminal could be driven by, or a line turned by.
    fn hostile() -> Vec<char> {
        let mut all: Vec<char> = (0..0x20u8).map(char::from).collect();
        all.push('\u{7f}');
        all.extend((0x80..0xa0u32).filter_map(char::from_u32));
        all.extend([
            '\u{61c}', '\u{200e}', '\u{200f}', '\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}',
            '\u{202e}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}', '\u{2028}', '\u{2029}',
        ]);
        all
    }

    #[test]
    fn every_control_character_and_mark_of_direction_is_written_as_a_sign() {
        for c in hostile() {
            let text = format!("a{c}b");
            let out = shown(&text);
            assert!(!out.chars().any(unsafe_char), "{c:?}: {out:?}");
            assert!(out.starts_with('a') && out.ends_with('b'), "{c:?}: {out:?}");
            assert_eq!(shown(&out), out, "{c:?}: shown twice");
        }
        assert_eq!(shown("\u{1b}]0;pwned\u{7}"), "\\e]0;pwned^G");
        assert_eq!(shown("\u{1b}[2J"), "\\e[2J");
        assert_eq!(shown("a\u{0}b\u{7f}c\u{9b}31m"), "a^@b^?c\\x9b31m");
        assert_eq!(shown("\u{202e}evil\u{202c}"), "\\u{202e}evil\\u{202c}");
        assert_eq!(shown("x\u{61c}\u{2066}y"), "x\\u{61c}\\u{2066}y");
        assert_eq!(shown("one\ntwo\tthree"), "one^Jtwo^Ithree");
        // Text with none is itself, other scripts and wide characters too.
        assert!(matches!(shown("小明 ← 2048"), Cow::Borrowed("小明 ← 2048")));
    }

    #[test]
    fn lines_keep_their_ends_and_nothing_else() {
        assert_eq!(lines("a\u{1b}[K\nb\u{202e}\n"), "a\\e[K\nb\\u{202e}\n");
        assert_eq!(lines("a\r\nb"), "a^M\nb");
        assert!(matches!(lines("a\nb\n"), Cow::Borrowed(_)));
    }

    #[test]
    fn json_escapes_read_back_as_the_same_characters() {
        for c in hostile() {
            let value = serde_json::Value::String(format!("a{c}b"));
            let text = serde_json::to_string(&value).unwrap();
            let safe = json(&text);
            assert!(!safe.chars().any(unsafe_char), "{c:?}: {safe:?}");
            let back: serde_json::Value = serde_json::from_str(&safe).unwrap();
            assert_eq!(back, value, "{c:?}");
        }
    }
}
