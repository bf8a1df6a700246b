//! Text to the terminal's clipboard: OSC 52 (`ESC ] 52 ; c ; <base64> BEL`), which most
//! terminals and tmux (with `set-clipboard`) take, and others pass over without a mark.

use std::io::{IsTerminal, Write};

/// The escape sequence that puts `text` on the terminal's clipboard.
pub(super) fn sequence(text: &str) -> String {
    format!("\x1b]52;c;{}\x07", base64(text.as_bytes()))
}

/// Writes `text` to the terminal's clipboard; where standard output is no terminal, or
/// is gone, nothing.
pub(super) fn copy(text: &str) {
    let mut out = std::io::stdout();
    if !out.is_terminal() {
        return;
    }
    let _ = out.write_all(sequence(text).as_bytes());
    let _ = out.flush();
}

/// `bytes` in base64 (RFC 4648, with its padding), as OSC 52 takes them.
fn base64(bytes: &[u8]) -> String {
    const LETTERS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(LETTERS[(n >> (18 - 6 * i) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_as_rfc_4648_writes_it() {
        for (text, coded) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(text.as_bytes()), coded);
        }
        assert_eq!(sequence("a·\n"), "\x1b]52;c;YcK3Cg==\x07");
    }
}
