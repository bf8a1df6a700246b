//! The letters a record's bytes are written in. Versions 1 to 3 use base64url (RFC 4648
//! §5, no padding), whose `-` and `_` chats rewrite (`--` into a dash, `_` around a word
//! into italics). Version 4 on uses base58 (the digits and letters but `0`, `O`, `I` and
//! `l`, which read alike), in chunks: each 8 bytes, as a big-endian number, in 11 digits,
//! and a last chunk of 1 to 7 bytes in 2, 3, 5, 6, 7, 9 or 10; a line of them has no
//! character a chat changes and reads back from a screenshot. Each way of writing bytes is
//! the only one accepted.

/// Why text is not bytes in an alphabet.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum LetterError {
    /// The character at this index (from 0) is not in the alphabet, or makes a number no
    /// bytes give.
    Character(usize),
    /// The text's length is one no bytes give.
    Length,
}

const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Bytes in base64url without padding.
pub(super) fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (k, &b)| n | u32::from(b) << (16 - 8 * k));
        for k in 0..=chunk.len() {
            out.push(char::from(BASE64URL[(n >> (18 - 6 * k) & 63) as usize]));
        }
    }
    out
}

/// The bytes of base64url text without padding.
pub(super) fn from_base64url(text: &str) -> Result<Vec<u8>, LetterError> {
    let chars = text.as_bytes();
    if chars.len() % 4 == 1 {
        return Err(LetterError::Length);
    }
    let mut out = Vec::with_capacity(chars.len() / 4 * 3 + 2);
    for (c, chunk) in chars.chunks(4).enumerate() {
        let mut n = 0u32;
        for (k, &ch) in chunk.iter().enumerate() {
            let v = sextet(ch).ok_or(LetterError::Character(4 * c + k))?;
            n |= u32::from(v) << (18 - 6 * k);
        }
        let whole = chunk.len() - 1;
        // Bits past the last whole byte must be 0.
        if n & (0x00FF_FFFF >> (8 * whole)) != 0 {
            return Err(LetterError::Character(4 * c + whole));
        }
        out.extend((0..whole).map(|k| (n >> (16 - 8 * k)) as u8));
    }
    Ok(out)
}

/// Whether `ch` is a letter of base64url.
pub(super) fn is_base64url(ch: u8) -> bool {
    sextet(ch).is_some()
}

fn sextet(ch: u8) -> Option<u8> {
    match ch {
        b'A'..=b'Z' => Some(ch - b'A'),
        b'a'..=b'z' => Some(ch - b'a' + 26),
        b'0'..=b'9' => Some(ch - b'0' + 52),
        b'-' => Some(62),
        b'_' => Some(63),
        _ => None,
    }
}

const BASE58: &[u8; 58] = b"123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/// How many base58 digits a chunk of `k` bytes takes (index `k`, 1 to 8): the fewest whose
/// numbers reach 256^k.
const WIDTH: [usize; 9] = [0, 2, 3, 5, 6, 7, 9, 10, 11];

/// Bytes in base58, 8 bytes to 11 digits.
pub(super) fn base58(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(8) * 11);
    for chunk in bytes.chunks(8) {
        let mut n = chunk.iter().fold(0u64, |n, &b| n << 8 | u64::from(b));
        let width = WIDTH[chunk.len()];
        let mut digits = [0u8; 11];
        for digit in digits[..width].iter_mut().rev() {
            *digit = BASE58[(n % 58) as usize];
            n /= 58;
        }
        out.extend(digits[..width].iter().map(|&d| char::from(d)));
    }
    out
}

/// The bytes of text in base58 chunks.
pub(super) fn from_base58(text: &str) -> Result<Vec<u8>, LetterError> {
    let chars = text.as_bytes();
    let last = chars.len() % 11;
    if last != 0 && !WIDTH.contains(&last) {
        return Err(LetterError::Length);
    }
    let mut out = Vec::with_capacity(chars.len() / 11 * 8 + 7);
    for (c, chunk) in chars.chunks(11).enumerate() {
        let bytes = WIDTH.iter().position(|&w| w == chunk.len()).unwrap_or(8);
        let mut n = 0u128;
        for (k, &ch) in chunk.iter().enumerate() {
            let v = digit58(ch).ok_or(LetterError::Character(11 * c + k))?;
            n = n * 58 + u128::from(v);
        }
        if n >> (8 * bytes) != 0 {
            return Err(LetterError::Character(11 * c + chunk.len() - 1));
        }
        out.extend((0..bytes).rev().map(|k| (n >> (8 * k)) as u8));
    }
    Ok(out)
}

/// Whether `ch` is a digit of base58.
pub(super) fn is_base58(ch: u8) -> bool {
    digit58(ch).is_some()
}

fn digit58(ch: u8) -> Option<u8> {
    BASE58.iter().position(|&d| d == ch).map(|v| v as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_as_rfc_4648_writes_it() {
        let cases: [(&[u8], &str); 7] = [
            (b"", ""),
            (b"f", "Zg"),
            (b"fo", "Zm8"),
            (b"foo", "Zm9v"),
            (b"foob", "Zm9vYg"),
            (b"fooba", "Zm9vYmE"),
            (&[0xfb, 0xff, 0xbf], "-_-_"),
        ];
        for (bytes, text) in cases {
            assert_eq!(base64url(bytes), text);
            assert_eq!(from_base64url(text).ok(), Some(bytes.to_vec()));
        }
        // "Zh" holds the same byte as "Zg" with a stray bit: not the one way to write it.
        assert_eq!(from_base64url("Zh"), Err(LetterError::Character(1)));
        assert_eq!(from_base64url("Zm9="), Err(LetterError::Character(3)));
        assert_eq!(from_base64url("Zm9vY"), Err(LetterError::Length));
    }

    #[test]
    fn base58_in_chunks_of_eight_bytes() {
        let cases: [(&[u8], &str); 6] = [
            (b"", ""),
            (&[0], "11"),
            (&[255], "5Q"),
            (&[0, 0, 0, 0, 0, 0, 0, 1], "11111111112"),
            (&[255; 8], "jpXCZedGfVQ"),
            (&[255; 9], "jpXCZedGfVQ5Q"),
        ];
        for (bytes, text) in cases {
            assert_eq!(base58(bytes), text, "{bytes:?}");
            assert_eq!(from_base58(text), Ok(bytes.to_vec()), "{text}");
        }
        // Every length of last chunk, and random bytes, come back.
        let bytes: Vec<u8> = (0..=255u8).map(|b| b.wrapping_mul(167) ^ 0x5A).collect();
        for len in 0..40 {
            let text = base58(&bytes[..len]);
            assert!(text.bytes().all(is_base58) && !text.contains(['0', 'O', 'I', 'l']));
            assert_eq!(from_base58(&text), Ok(bytes[..len].to_vec()));
        }
        // Digits past what the bytes of a chunk hold, letters outside the alphabet and
        // lengths no chunk has are refused.
        assert_eq!(from_base58("5R"), Err(LetterError::Character(1)));
        assert_eq!(from_base58("jpXCZedGfVR"), Err(LetterError::Character(10)));
        assert_eq!(from_base58("1O"), Err(LetterError::Character(1)));
        assert_eq!(from_base58("1-"), Err(LetterError::Character(1)));
        for len in [1, 4, 8, 12, 15, 19] {
            assert_eq!(
                from_base58(&"1".repeat(len)),
                Err(LetterError::Length),
                "{len}"
            );
        }
    }
}
