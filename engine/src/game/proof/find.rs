//! Records found in any text: a chat's messages pasted whole, a file, a share line. A
//! record is `tui2048-`, a version's digits, `:` and the letters and digits after it (and
//! for versions 1 to 3, in base64url, `-` and `_`); what stands around it is the chat's. The words a
//! record was shared with are every `tui2048 ` (a space of any kind, not a dash) after the
//! record before it, each up to the next, on its line and at most four below (a line to
//! share folded to a narrow terminal), read as a person reads them ([`normalised`]). A
//! record broken at the ends of its lines (by a terminal's copy, a
//! mail's wrapping, a chat's messages) that does not read as it stands is put back
//! together with the pieces on the lines after it, when that reads ([`super::joined`]).

use std::borrow::Cow;
use std::collections::HashSet;

use super::joined::rejoined;
use crate::game::record::PREFIX;

/// The most records one text is checked for, each counted once however often it is
/// pasted; those after are counted, not read.
pub const RECORDS_LIMIT: usize = 1000;

/// How many lines after the one it starts on a share line's words may run on.
const LINES_BELOW: usize = 4;

/// Whether a byte is a letter of a record's version.
pub(super) type Letter = fn(&u8) -> bool;

/// The most digits a version is written in.
const VERSION_DIGITS: usize = 19;

/// A record found in a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found<'a> {
    /// The line of the text it is on, from 1.
    pub line: usize,
    /// The record as it stands in the text, `tui2048-5:…` (put back together when it was
    /// broken at the ends of its lines).
    pub text: Cow<'a, str>,
    /// The words it was shared with: each `tui2048 ` after the record before it, from
    /// there to the next (at most four lines after its own) or to the record,
    /// [`normalised`], in order: the last is the one right before the record.
    pub said: Vec<String>,
    /// When it does not read and could not be put back together, how many of the lines
    /// under it look like its pieces (0 when none do): a person can join them.
    pub pieces: usize,
}

/// The records in `text`, in order, at most `limit` different ones (a record pasted
/// again is found again and not counted); and how many different ones more there are
/// (counted as they stand, not put back together: a text of bounded length costs a
/// bounded time). `tui2048-`, a version and `:` with no letter after them is no record.
pub fn find(text: &str, limit: usize) -> (Vec<Found<'_>>, usize) {
    let mut found = Vec::new();
    let mut distinct: HashSet<Cow<'_, str>> = HashSet::new();
    let mut left_out: HashSet<&str> = HashSet::new();
    // Where the last record ended, and the line counted up to a place.
    let mut after = 0;
    let (mut counted, mut line) = (0, 1);
    for (at, _) in text.match_indices(PREFIX) {
        if at < after {
            continue;
        }
        let Some((end, letter)) = record_end(text, at) else {
            continue;
        };
        if distinct.len() == limit && !distinct.contains(&text[at..end]) {
            left_out.insert(&text[at..end]);
            after = end;
            continue;
        }
        let (record, end, pieces) = match rejoined(text, (at, end), letter) {
            Ok(Some((whole, end))) => (Cow::Owned(whole), end, 0),
            Ok(None) => (Cow::Borrowed(&text[at..end]), end, 0),
            Err(pieces) => (Cow::Borrowed(&text[at..end]), end, pieces),
        };
        if !distinct.contains(&record) {
            if distinct.len() == limit {
                left_out.insert(&text[at..end]);
                after = end;
                continue;
            }
            distinct.insert(record.clone());
        }
        line += text.as_bytes()[counted..at]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        counted = at;
        found.push(Found {
            line,
            text: record,
            said: said(text, after, at),
            pieces,
        });
        after = end;
    }
    (found, left_out.len())
}

/// Where the record starting at `at` ends, and what is a letter of it; `None` when
/// `tui2048-` there is not followed by a version and `:`.
fn record_end(text: &str, at: usize) -> Option<(usize, Letter)> {
    let rest = &text.as_bytes()[at + PREFIX.len()..];
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || digits > VERSION_DIGITS || rest.get(digits) != Some(&b':') {
        return None;
    }
    let old = std::str::from_utf8(&rest[..digits])
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .is_some_and(|v| v <= 3);
    // Base58's missing letters (`0 O I l`) are taken in, to be told as characters no
    // record is written in.
    let letter: Letter = if old {
        |b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_')
    } else {
        u8::is_ascii_alphanumeric
    };
    let body = rest[digits + 1..].iter().take_while(|b| letter(b)).count();
    // No letter a version writes in after the colon: words, not a record.
    (body > 0).then_some((at + PREFIX.len() + digits + 1 + body, letter))
}

/// The words a record at `at` was shared with: each `tui2048 ` after `after` (the record
/// before it), up to the next one, the record, or the end of the [`LINES_BELOW`]th line
/// after its own.
fn said(text: &str, after: usize, at: usize) -> Vec<String> {
    let words = normalised(&uncoloured(&text[after..at]));
    let heads: Vec<usize> = words.match_indices("tui2048 ").map(|(i, _)| i).collect();
    heads
        .iter()
        .enumerate()
        .map(|(k, &head)| {
            let piece = &words[head..heads.get(k + 1).copied().unwrap_or(words.len())];
            let end = piece
                .match_indices('\n')
                .nth(LINES_BELOW)
                .map_or(piece.len(), |(newline, _)| newline);
            piece[..end].to_string()
        })
        // A terminal's drawing (the cursor moved about) is no words a person reads.
        .filter(|words| !words.contains(DRAWN))
        .collect()
}

/// What stands for an escape sequence other than colours: a terminal's drawing.
const DRAWN: char = '\u{1}';

/// `text` without its colours (`ESC [ … m`), as a terminal shows it; every other escape
/// sequence (the cursor moved, a title set) made [`DRAWN`].
fn uncoloured(text: &str) -> Cow<'_, str> {
    if !text.contains('\u{1b}') {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\u{1b}' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('[') => {
                let mut last = None;
                for c in chars.by_ref() {
                    if ('\u{40}'..='\u{7e}').contains(&c) {
                        last = Some(c);
                        break;
                    }
                }
                if last != Some('m') {
                    out.push(DRAWN);
                }
            }
            Some(']') => {
                while let Some(c) = chars.next() {
                    if c == '\u{7}' || (c == '\u{1b}' && chars.next_if_eq(&'\\').is_some()) {
                        break;
                    }
                }
                out.push(DRAWN);
            }
            _ => out.push(DRAWN),
        }
    }
    Cow::Owned(out)
}

/// `text` as a person reads it, so that what looks alike is read alike: Unicode's
/// compatibility form (NFKC: fullwidth digits and letters are ASCII's), every space a
/// plain one and never two together, the characters that show nothing (zero-width spaces
/// and joiners, marks of direction, soft hyphens) taken out, and in small letters. A
/// fullwidth comma, which NFKC makes a comma, is a semicolon, so that two numbers it
/// parts (`8，512`, the Chinese line's) are not read as one.
pub fn normalised(text: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    let shown = text
        .chars()
        .filter(|&c| !invisible(c))
        .map(|c| if c == '\u{FF0C}' { ';' } else { c })
        .nfkc();
    let mut out = String::with_capacity(text.len());
    for c in shown {
        let c = if c.is_whitespace() && c != '\n' {
            ' '
        } else {
            c
        };
        if c == ' ' && out.ends_with(' ') {
            continue;
        }
        out.extend(c.to_lowercase());
    }
    out
}

/// A character that shows nothing.
fn invisible(c: char) -> bool {
    matches!(c, '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{180E}' | '\u{200B}'..='\u{200F}'
        | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{FEFF}')
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = "tui2048-5:2b4F9xYz";

    #[test]
    fn records_are_found_among_a_chats_words() {
        let chat = format!(
            "[10:42] alice: look!\n[10:42] alice: tui2048 daily 2026-11-30 · 4096 · 36,512 points\n\
             [10:42] alice: {LINE}, beat that\nbob: `tui2048-1:BAsA-_x` (old)\n"
        );
        let (found, more) = find(&chat, RECORDS_LIMIT);
        assert_eq!(more, 0);
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].line, 3);
        assert_eq!(found[0].text, LINE);
        assert_eq!(
            found[0].said,
            ["tui2048 daily 2026-11-30 · 4096 · 36,512 points\n[10:42] alice: "]
        );
        // Version 1 to 3 in base64url, dashes and underlines in it; said with no words.
        assert_eq!(found[1].line, 4);
        assert_eq!(found[1].text, "tui2048-1:BAsA-_x");
        assert!(found[1].said.is_empty());
    }

    #[test]
    fn only_a_version_and_a_colon_make_a_record() {
        let text = "tui2048-4 is out; tui2048-:x tui2048-x:y tui2048 daily · tui2048-9:a";
        let (found, _) = find(text, RECORDS_LIMIT);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].text, "tui2048-9:a");
        assert_eq!(found[0].said, ["tui2048 daily · "]);
        // With no letter a record is written in after the colon, it is not one.
        for not in [
            "tui2048-9:@@@",
            "tui2048-5:",
            "tui2048-5: hi",
            "tui2048-2:…",
        ] {
            assert_eq!(find(not, RECORDS_LIMIT), (vec![], 0), "{not}");
        }
        // A letter base58 lacks is the record's, to be told; a dash ends it from version
        // 4 on; a version of more digits than a number has is no record.
        let (found, _) = find("tui2048-4:abcOdef-x tui2048-12345678901234567890:a", 9);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].text, "tui2048-4:abcOdef");
    }

    #[test]
    fn every_line_since_the_record_before_is_looked_at_each_to_the_next() {
        // Five lines up and more: the share line right before the record, however far.
        let text = "tui2048 daily 2026-11-30 · 8\na\nb\nc\nd\ntui2048-5:x";
        assert_eq!(
            find(text, 9).0[0].said,
            ["tui2048 daily 2026-11-30 · 8\na\nb\nc\nd"]
        );
        let text = "tui2048 daily 2026-11-30 · 8\ntui2048-5:x\ntui2048-5:y";
        let (found, _) = find(text, 9);
        assert_eq!(found[0].said, ["tui2048 daily 2026-11-30 · 8\n"]);
        assert!(found[1].said.is_empty());
        // Each `tui2048 ` up to the next: the line that lies is among them.
        let text = "tui2048 4×4 · 9\nx: tui2048 hi\ntui2048 again tui2048-5:x";
        let said = &find(text, 9).0[0].said;
        assert_eq!(
            said,
            &["tui2048 4×4 · 9\nx: ", "tui2048 hi\n", "tui2048 again "]
        );
        // Far before it on a long line, and across characters of several bytes.
        let text = format!("tui2048 daily {}tui2048-5:x", "长".repeat(400));
        assert_eq!(find(&text, 9).0[0].said.len(), 1);
    }

    #[test]
    fn colours_are_taken_out_and_a_drawing_says_nothing() {
        let text = "tui2048\u{1b}[1m 4×4\u{1b}[0m · 9\ntui2048-5:x";
        assert_eq!(find(text, 9).0[0].said, ["tui2048 4×4 · 9\n"]);
        for drawn in [
            "\u{1b}[3;4H",
            "\u{1b}]0;title\u{7}",
            "\u{1b}]0;t\u{1b}\\",
            "\u{1b}7",
        ] {
            let text = format!("tui2048 4×4 ·{drawn} 9\ntui2048 5×5 · 1\ntui2048-5:x");
            assert_eq!(find(&text, 9).0[0].said, ["tui2048 5×5 · 1\n"], "{drawn:?}");
        }
    }

    #[test]
    fn words_are_read_as_a_person_reads_them() {
        assert_eq!(
            normalised(
                "TUI2048\u{a0}Daily\u{200b} ２０２６-１１-３０\u{3000}·\u{2009}\u{2068}9\u{2069}"
            ),
            "tui2048 daily 2026-11-30 · 9"
        );
        // The Chinese line's fullwidth commas part numbers; its colon is a colon.
        assert_eq!(normalised("：8，512 分"), ":8;512 分");
        assert_eq!(normalised("a\r\n  b"), "a \n b");
    }

    #[test]
    fn a_huge_paste_is_read_up_to_the_limit_of_different_records() {
        // One record pasted again and again is one record: every copy is found.
        let text = format!("{LINE} ").repeat(5000);
        let (found, more) = find(&text, 100);
        assert_eq!((found.len(), more), (5000, 0));
        assert_eq!(found[4999].line, 1);
        // 3,000 different records: the first 1,000 found, the 2,000 others counted,
        // each once however often it is pasted after the limit.
        let records: Vec<String> = (0..3000).map(|i| format!("tui2048-5:x{i}")).collect();
        let text = format!("{} {}", records.join("\n"), records[2999]);
        let (found, more) = find(&text, RECORDS_LIMIT);
        assert_eq!((found.len(), more), (1000, 2000));
        assert_eq!(found[999].text, "tui2048-5:x999");
        assert_eq!(found[999].line, 1000);
        // A copy of a record among the first, after the limit, is found.
        let text = format!("{}\n{}", records.join("\n"), records[5]);
        let (found, more) = find(&text, RECORDS_LIMIT);
        assert_eq!((found.len(), more), (1001, 2000));
        assert_eq!(
            (found[1000].line, found[1000].text.as_ref()),
            (3001, "tui2048-5:x5")
        );
    }

    #[test]
    fn a_record_broken_at_its_lines_ends_is_put_back_together() {
        let line = super::super::joined::tests::long_line();
        assert!(line.len() > 60, "{line}");
        for end in ["\n", "\r\n"] {
            let broken: Vec<&str> = line
                .as_bytes()
                .chunks(30)
                .map(|c| std::str::from_utf8(c).unwrap())
                .collect();
            let text = format!("tui2048 daily · x\n{}{end}next: hi", broken.join(end));
            let (found, _) = find(&text, 9);
            assert_eq!(found.len(), 1);
            assert_eq!(found[0].text, line);
            assert_eq!(found[0].line, 2);
            assert_eq!(found[0].said, ["tui2048 daily · x\n"]);
        }
        // A record that reads takes no line after it; one broken with a chat's words
        // before its next part is put together (its checksum says it is whole).
        let text = format!("{line}\nabc");
        let (found, _) = find(&text, 9);
        assert_eq!(found[0].text, line);
        let text = format!("{}\nbob: {}", &line[..40], &line[40..]);
        let (found, _) = find(&text, 9);
        assert_eq!(found[0].text, line);
    }
}
