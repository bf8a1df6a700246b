//! Text from outside (a path, a value read from a file) as it may be put on a terminal:
//! signs, not words, the same in every language.

use std::borrow::Cow;

/// `text` as it may be shown on a terminal: a control character (from a path or a value
/// read from outside, which could otherwise drive the terminal: set its title, move its
/// cursor) is written as a sign instead, Esc as `\e`, the others as `^X` (`^[`, `^G`,
/// `^?`), and those above ASCII as `\x9b`.
pub(crate) fn shown(text: &str) -> Cow<'_, str> {
    if !text.chars().any(char::is_control) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\u{1b}' => out.push_str("\\e"),
            '\u{7f}' => out.push_str("^?"),
            c if (c as u32) < 0x20 => {
                out.push('^');
                out.push(char::from(b'@' + c as u8));
            }
            c if c.is_control() => out.push_str(&format!("\\x{:02x}", c as u32)),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}
