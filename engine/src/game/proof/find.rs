//! Records found in any text: a chat's messages pasted whole, a file, a share line. A
//! record is `tui2048-`, a version's digits, `:` and the letters and digits after it (and
//! for versions 1 to 3, in base64url, `-` and `_`); what stands around it is the chat's. The words a
//! record was shared with are the last `tui2048 ` (a space, not a dash) before it, on its
//! line or one of the four above (a line to share folded to a narrow terminal), and after
//! the record before it. A record broken at the ends of its lines (by a terminal's copy, a
//! mail's wrapping) that does not read as it stands is put back together with the lines
//! after it that are its letters alone, when that reads.

use std::borrow::Cow;
use std::collections::HashSet;

use crate::game::Record;
use crate::game::record::PREFIX;

/// The most records one text is checked for, each counted once however often it is
/// pasted; those after are counted, not read.
pub const RECORDS_LIMIT: usize = 1000;

/// How far before a record its words are looked for, in bytes.
const SAID_REACH: usize = 1000;

/// How many lines above a record its words may start on.
const LINES_ABOVE: usize = 4;

/// The most lines a record broken at its lines' ends is put back together from.
const JOINED_LINES: usize = 64;

/// Whether a byte is a letter of a record's version.
type Letter = fn(&u8) -> bool;

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
    /// The words it was shared with, from `tui2048 ` up to the record, when there are
    /// some.
    pub said: Option<&'a str>,
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
        let (record, end) = match rejoined(text, (at, end), letter) {
            Some((whole, end)) => (Cow::Owned(whole), end),
            None => (Cow::Borrowed(&text[at..end]), end),
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

/// The record from `at` to `end`, which ends at a line's end and does not read, put back
/// together with the lines after it that are its letters alone, up to where it reads;
/// and where it then ends. `None` when it reads as it stands, or never does.
fn rejoined(text: &str, (at, end): (usize, usize), letter: Letter) -> Option<(String, usize)> {
    let bytes = text.as_bytes();
    let line_end = |pos: usize| match bytes.get(pos..) {
        Some([b'\r', b'\n', ..]) => Some(pos + 2),
        Some([b'\n', ..]) => Some(pos + 1),
        _ => None,
    };
    line_end(end)?;
    if Record::decode(&text[at..end]).is_ok() {
        return None;
    }
    let mut whole = text[at..end].to_string();
    let mut pos = end;
    for _ in 0..JOINED_LINES {
        let next = line_end(pos)?;
        let run = bytes[next..].iter().take_while(|b| letter(b)).count();
        if run == 0 {
            return None;
        }
        whole.push_str(&text[next..next + run]);
        pos = next + run;
        if Record::decode(&whole).is_ok() {
            return Some((whole, pos));
        }
    }
    None
}

/// The words a record at `at` was shared with: from the last `tui2048 ` after `after`
/// (the record before it), on the record's line or one of the [`LINES_ABOVE`] lines above.
fn said(text: &str, after: usize, at: usize) -> Option<&str> {
    let mut from = after.max(at.saturating_sub(SAID_REACH));
    while !text.is_char_boundary(from) {
        from += 1;
    }
    let before = &text[from..at];
    // The start of the farthest line above the record's that is looked at.
    let start = before
        .rmatch_indices('\n')
        .nth(LINES_ABOVE)
        .map_or(0, |(newline, _)| newline + 1);
    let words = &before[start..];
    words.rfind("tui2048 ").map(|head| &words[head..])
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
            Some("tui2048 daily 2026-11-30 · 4096 · 36,512 points\n[10:42] alice: ")
        );
        // Version 1 to 3 in base64url, dashes and underlines in it; said with no words.
        assert_eq!(found[1].line, 4);
        assert_eq!(found[1].text, "tui2048-1:BAsA-_x");
        assert_eq!(found[1].said, None);
    }

    #[test]
    fn only_a_version_and_a_colon_make_a_record() {
        let text = "tui2048-4 is out; tui2048-:x tui2048-x:y tui2048 daily · tui2048-9:a";
        let (found, _) = find(text, RECORDS_LIMIT);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].text, "tui2048-9:a");
        assert_eq!(found[0].said, Some("tui2048 daily · "));
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
    fn words_are_looked_for_four_lines_up_and_not_past_the_record_before() {
        let text = "tui2048 daily 2026-11-30 · 8\na\nb\nc\nd\ntui2048-5:x";
        assert_eq!(find(text, 9).0[0].said, None);
        let text = "tui2048 daily 2026-11-30 · 8\nb\nc\nd\ntui2048-5:x";
        assert!(find(text, 9).0[0].said.is_some());
        let text = "tui2048 daily 2026-11-30 · 8\ntui2048-5:x\ntui2048-5:y";
        let (found, _) = find(text, 9);
        assert!(found[0].said.is_some());
        assert_eq!(found[1].said, None);
        // Far before it on a long line, and across characters of several bytes.
        let text = format!("tui2048 daily {}tui2048-5:x", "长".repeat(400));
        assert_eq!(find(&text, 9).0[0].said, None);
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
        use crate::game::{GameIds, GameState, Origin, Rules};
        let game = GameState::new(Rules::default(), 3);
        let mut record =
            Record::starting(&game, Origin::Seed(3)).with_id(Some(GameIds::from_seed(3).draw()));
        let mut state = game;
        for i in 0..300 {
            let Some(dir) = crate::game::Dir::ALL
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
        let line = record.encode();
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
            assert_eq!(found[0].said, Some("tui2048 daily · x\n"));
        }
        // A record that reads takes no line after it; one broken with words before its
        // next part is not put together.
        let text = format!("{line}\nabc");
        let (found, _) = find(&text, 9);
        assert_eq!(found[0].text, line);
        let text = format!("{}\nbob: {}", &line[..40], &line[40..]);
        let (found, _) = find(&text, 9);
        assert_eq!(found[0].text, &line[..40]);
    }
}
