//! Text from outside (a path, a file's name, a value read from a file or the
//! environment) as it may be put on a terminal: its control characters, which could drive
//! the terminal (set its title, move its cursor), written as signs, the same in every
//! language. A path or an OS string becomes text only here: clippy refuses
//! `Path::display` and `to_string_lossy` everywhere else (`clippy.toml`), so no path can
//! reach the terminal raw.

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

/// `text` as it may be shown on a terminal: a control character (from a path or a value
/// read from outside, which could otherwise drive the terminal: set its title, move its
/// cursor) is written as a sign instead, Esc as `\e`, the others as `^X` (`^[`, `^G`,
/// `^?`), and those above ASCII as `\x9b`.
pub fn shown(text: &str) -> Cow<'_, str> {
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
