//! A record broken at the ends of its lines, put back together. A terminal's copy and a
//! mail's hard wrap break it where the line is full; a chat breaks a long message in
//! several, each with its prefix (IRC's `[18:40] <ada> `, Matrix's `ada: `, a mail's
//! quoting `> `), and a mail may leave a space before each break. The record's line
//! (after trailing blanks) must end with it; each next line gives its piece: after the
//! prefix the record's own line has (alike but for its digits: the time goes on), or the
//! whole line when it is letters alone, or its last word, after any prefix. The last
//! piece may be followed by words of its own (`…xyz, beat that`). The record is put back
//! together only where it then reads: a checksum in every record makes a wrong join
//! show.

use crate::game::Record;
use crate::game::record::PREFIX;

use super::find::Letter;

/// The most lines a record broken at its lines' ends is put back together from.
const JOINED_LINES: usize = 64;

/// The record from `at` to `end`, which does not read and ends its line, put back together
/// with the pieces on the lines after it, up to where it reads; and where it then ends.
/// `Ok(None)` when it reads as it stands, or does not end its line; `Err(lines)` when it
/// never reads, with how many lines under it seemed to hold its pieces.
pub(super) fn rejoined(
    text: &str,
    (at, end): (usize, usize),
    letter: Letter,
) -> Result<Option<(String, usize)>, usize> {
    let bytes = text.as_bytes();
    if next_line(bytes, end).is_none() || Record::decode(&text[at..end]).is_ok() {
        return Ok(None);
    }
    let line_start = text[..at].rfind('\n').map_or(0, |newline| newline + 1);
    let prefix = &bytes[line_start..at];
    let mut whole = text[at..end].to_string();
    let mut pos = end;
    // The lines under it that are a piece and nothing else (but a prefix).
    let (mut clean, mut gapless) = (0, true);
    for _ in 0..JOINED_LINES {
        let Some(next) = next_line(bytes, pos) else {
            return Err(clean);
        };
        let line = &bytes[next..line_end(bytes, next)];
        // Another record is no piece of this one.
        if line.windows(PREFIX.len()).any(|w| w == PREFIX.as_bytes()) {
            return Err(clean);
        }
        let run = |from: usize| line[from..].iter().take_while(|b| letter(b)).count();
        // A last piece, with words after it: after the prefix, or the line's start.
        let starts = [alike(prefix, line), Some(0), quoted(line)];
        for from in starts.into_iter().flatten() {
            let n = run(from);
            if n > 0 && n < line.len() - from {
                let last = format!("{whole}{}", &text[next + from..next + from + n]);
                if Record::decode(&last).is_ok() {
                    return Ok(Some((last, next + from + n)));
                }
            }
        }
        // A piece that ends its line.
        let Some(from) = piece(prefix, line, letter) else {
            return Err(clean);
        };
        // Counted while each line is a piece alone, one after the other.
        let alone = from == 0 || alike(prefix, line) == Some(from) || quoted(line) == Some(from);
        if alone && gapless {
            clean += 1;
        }
        gapless &= alone;
        let n = run(from);
        whole.push_str(&text[next + from..next + from + n]);
        pos = next + from + n;
        if Record::decode(&whole).is_ok() {
            return Ok(Some((whole, pos)));
        }
    }
    Err(clean)
}

/// Where the next line starts, when `pos` ends its line but for blanks.
fn next_line(bytes: &[u8], pos: usize) -> Option<usize> {
    let blanks = bytes[pos..]
        .iter()
        .take_while(|&&b| b == b' ' || b == b'\t')
        .count();
    match bytes.get(pos + blanks..) {
        Some([b'\r', b'\n', ..]) => Some(pos + blanks + 2),
        Some([b'\n', ..]) => Some(pos + blanks + 1),
        _ => None,
    }
}

/// Where the line starting at `from` ends, before its break and its trailing blanks.
fn line_end(bytes: &[u8], from: usize) -> usize {
    let end = bytes[from..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(bytes.len(), |n| from + n);
    from + bytes[from..end]
        .iter()
        .rposition(|&b| !matches!(b, b' ' | b'\t' | b'\r'))
        .map_or(0, |n| n + 1)
}

/// Where a line starts after the record's line's `prefix`, when it starts with one alike
/// (digits for digits).
fn alike(prefix: &[u8], line: &[u8]) -> Option<usize> {
    let same = !prefix.is_empty()
        && line.len() > prefix.len()
        && prefix
            .iter()
            .zip(line)
            .all(|(a, b)| a == b || (a.is_ascii_digit() && b.is_ascii_digit()));
    same.then_some(prefix.len())
}

/// Where a mail's quoted line starts after its `>`s and spaces.
fn quoted(line: &[u8]) -> Option<usize> {
    let n = line.iter().take_while(|&&b| b == b'>' || b == b' ').count();
    (n > 0 && line[..n].contains(&b'>')).then_some(n)
}

/// Where the piece of a line that ends with it starts: after the record's line's prefix,
/// at the line's start, or its last word; `None` when the line does not end with letters.
fn piece(prefix: &[u8], line: &[u8], letter: Letter) -> Option<usize> {
    let tail = line.iter().rev().take_while(|b| letter(b)).count();
    if tail == 0 {
        return None;
    }
    let word = line.len() - tail;
    let from = alike(prefix, line)
        .filter(|&from| from <= word)
        .unwrap_or(word);
    // After a prefix alike, its letters are all the piece's (a prefix may end in a
    // letter's neighbour, `ada:`); elsewhere, a word stands after a blank or a sign.
    Some(if from < word && line[from..word].iter().all(letter) {
        from
    } else {
        word
    })
}

#[cfg(test)]
pub(super) mod tests {
    use super::super::find::find;
    use crate::game::{Dir, GameIds, GameState, Origin, Record, Rules};

    /// A record of 300 moves, long enough to be broken in many pieces.
    pub(in crate::game::proof) fn long_line() -> String {
        let mut state = GameState::new(Rules::default(), 3);
        let mut record =
            Record::starting(&state, Origin::Seed(3)).with_id(Some(GameIds::from_seed(3).draw()));
        for i in 0..300 {
            let Some(dir) = Dir::ALL
                .into_iter()
                .cycle()
                .skip(i % 4)
                .take(4)
                .find(|&d| state.apply(d).is_some())
            else {
                break;
            };
            state = state.apply(dir).unwrap().0;
            record.push(dir);
        }
        record.encode()
    }

    /// How a chat writes the `n`th piece of a record on its line.
    type Each = dyn Fn(usize, &str) -> String;

    /// `line` in pieces of 20 letters, the `n`th piece's line made by `each`.
    fn broken(line: &str, each: impl Fn(usize, &str) -> String) -> String {
        line.as_bytes()
            .chunks(20)
            .enumerate()
            .map(|(n, c)| each(n, std::str::from_utf8(c).unwrap()))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn a_record_in_a_chats_pieces_is_put_back_together() {
        let line = long_line();
        assert!(line.len() > 80, "{line}");
        let chats: [(&str, &Each); 8] = [
            ("a terminal", &|_, p| p.to_string()),
            ("IRC", &|n, p| format!("[18:{:02}] <ada> {p}", 40 + n % 3)),
            ("Matrix", &|_, p| format!("ada: {p}")),
            ("a mail's quoting", &|_, p| format!("> {p}")),
            ("a quote quoted", &|_, p| format!("> > {p}")),
            ("a space before each break", &|_, p| format!("{p} ")),
            ("a quote and a space", &|_, p| format!(">{p} \r")),
            ("a chat with times of its own", &|n, p| {
                format!("{}:{:02} ada {p}", 9 + n, n * 7)
            }),
        ];
        for (chat, each) in chats {
            let text = format!("tui2048 4×4 · x\n{}\nbob: nice", broken(&line, each));
            let (found, _) = find(&text, 9);
            assert_eq!(found.len(), 1, "{chat}");
            assert_eq!(found[0].text, line, "{chat}: {text}");
            assert_eq!(found[0].line, 2, "{chat}");
            assert_eq!(found[0].pieces, 0, "{chat}");
        }
        // The last piece followed by words of its own.
        let text = format!(
            "{}, beat that\n",
            broken(&line, |_, p| format!("<ada> {p}"))
        );
        assert_eq!(find(&text, 9).0[0].text, line);
    }

    #[test]
    fn a_record_that_cannot_be_put_back_together_says_where_its_pieces_are() {
        let line = long_line();
        // A piece lost: the lines that look like its pieces are counted.
        let pieces: Vec<&str> = line
            .as_bytes()
            .chunks(20)
            .map(|c| std::str::from_utf8(c).unwrap())
            .collect();
        let mut kept = pieces.clone();
        kept.remove(2);
        let text = format!("{}\n\nbob: what?", kept.join("\n"));
        let (found, _) = find(&text, 9);
        assert_eq!(found[0].text, pieces[0]);
        assert_eq!(found[0].pieces, kept.len() - 1);
        // A record that reads, or one in the middle of its line, has none.
        assert_eq!(find(&format!("{line}\nabc"), 9).0[0].pieces, 0);
        assert_eq!(find(&format!("{} x\nabc", pieces[0]), 9).0[0].pieces, 0);
    }

    proptest::proptest! {
        /// Any text, however broken, is read without a panic.
        #[test]
        fn any_text_is_read(
            parts in proptest::collection::vec(
                "(tui2048-5:|tui2048 |\n|> |\u{1b}\\[1m|\u{a0}|[a-zA-Z0-9·×,: ]{0,12}|[^\u{0}]{0,3})",
                0..40,
            )
        ) {
            let text = parts.concat();
            let (found, _) = find(&text, 50);
            for f in &found {
                let _ = super::super::check(f, 2_000_000_000);
            }
        }
    }
}
