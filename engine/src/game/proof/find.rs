//! Records found in any text: a chat's messages pasted whole, a file, a share line. A
//! record is `tui2048-`, a version's digits, `:` and the letters and digits after it (and
//! for versions 1 to 3, in base64url, `-` and `_`); what stands around it is the chat's. The words a
//! record was shared with are the last `tui2048 ` (a space, not a dash) before it, on its
//! line or one of the two above, and after the record before it.

use crate::game::record::PREFIX;

/// The most records one text is checked for; those after are counted, not read.
pub const RECORDS_LIMIT: usize = 1000;

/// How far before a record its words are looked for, in bytes.
const SAID_REACH: usize = 1000;

/// The most digits a version is written in.
const VERSION_DIGITS: usize = 19;

/// A record found in a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found<'a> {
    /// The line of the text it is on, from 1.
    pub line: usize,
    /// The record as it stands in the text: `tui2048-5:…`.
    pub text: &'a str,
    /// The words it was shared with, from `tui2048 ` up to the record, when there are
    /// some.
    pub said: Option<&'a str>,
}

/// The records in `text`, in order, at most `limit` of them; and how many more there are
/// (counted up to a second `limit`, so that a huge paste costs a bounded time).
pub fn find(text: &str, limit: usize) -> (Vec<Found<'_>>, usize) {
    let mut found = Vec::new();
    let mut more = 0;
    // Where the last record ended, and the line counted up to a place.
    let mut after = 0;
    let (mut counted, mut line) = (0, 1);
    for (at, _) in text.match_indices(PREFIX) {
        if at < after {
            continue;
        }
        let Some(end) = record_end(text, at) else {
            continue;
        };
        if found.len() == limit {
            more += 1;
            if more == limit {
                break;
            }
            after = end;
            continue;
        }
        line += text.as_bytes()[counted..at]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        counted = at;
        found.push(Found {
            line,
            text: &text[at..end],
            said: said(text, after, at),
        });
        after = end;
    }
    (found, more)
}

/// Where the record starting at `at` ends; `None` when `tui2048-` there is not followed by
/// a version and `:`.
fn record_end(text: &str, at: usize) -> Option<usize> {
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
    let letter = |b: &u8| b.is_ascii_alphanumeric() || old && matches!(b, b'-' | b'_');
    let body = rest[digits + 1..].iter().take_while(|b| letter(b)).count();
    Some(at + PREFIX.len() + digits + 1 + body)
}

/// The words a record at `at` was shared with: from the last `tui2048 ` after `after`
/// (the record before it), on the record's line or one of the two lines above.
fn said(text: &str, after: usize, at: usize) -> Option<&str> {
    let mut from = after.max(at.saturating_sub(SAID_REACH));
    while !text.is_char_boundary(from) {
        from += 1;
    }
    let before = &text[from..at];
    // The start of the line two above the record's.
    let start = before
        .rmatch_indices('\n')
        .nth(2)
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
        let text = "tui2048-4 is out; tui2048-:x tui2048-x:y tui2048 daily · tui2048-9:";
        let (found, _) = find(text, RECORDS_LIMIT);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].text, "tui2048-9:");
        assert_eq!(found[0].said, Some("tui2048 daily · "));
        // A letter base58 lacks is the record's, to be told; a dash ends it from version
        // 4 on; a version of more digits than a number has is no record.
        let (found, _) = find("tui2048-4:abcOdef-x tui2048-12345678901234567890:a", 9);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].text, "tui2048-4:abcOdef");
    }

    #[test]
    fn words_are_looked_for_two_lines_up_and_not_past_the_record_before() {
        let text = "tui2048 daily 2026-11-30 · 8\na\nb\ntui2048-5:x";
        assert_eq!(find(text, 9).0[0].said, None);
        let text = "tui2048 daily 2026-11-30 · 8\nb\ntui2048-5:x";
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
    fn a_huge_paste_is_read_up_to_the_limit() {
        let text = format!("{LINE} ").repeat(5000);
        let (found, more) = find(&text, 100);
        assert_eq!((found.len(), more), (100, 100));
        let (found, more) = find(&text, RECORDS_LIMIT);
        assert_eq!((found.len(), more), (1000, 1000));
        assert_eq!(found[999].line, 1);
    }
}
