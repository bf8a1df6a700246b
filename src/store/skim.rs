//! A quick first look at a state file's bytes, to read a long undo list (or history) at
//! the cost of the entries kept: it finds where the top-level lists start their entries,
//! and a reader then leaves out all but the newest. It knows only strings and brackets;
//! whatever it cannot follow, it leaves alone for the parser to judge.

use std::collections::VecDeque;
use std::io::{self, Read, Seek, SeekFrom};

/// Byte ranges of a file to leave out, in order.
pub type Gaps = Vec<(u64, u64)>;

/// The ranges that hold the older entries of the top-level lists named in `lists`, each
/// keeping its newest `keep` entries: from just after the list's `[` to the start of the
/// first entry kept (the comma before it included).
pub fn older_entries<R: Read>(file: R, lists: &[(&str, usize)]) -> io::Result<Gaps> {
    let mut skim = Skim::default();
    let mut bytes = io::BufReader::with_capacity(1 << 16, file);
    let mut at = 0u64;
    loop {
        let chunk = io::BufRead::fill_buf(&mut bytes)?;
        let n = chunk.len();
        if n == 0 {
            break;
        }
        let mut i = 0;
        while i < n {
            if skim.depth >= 3 {
                // Inside an entry (most of the bytes): only strings and brackets count.
                i += skim.entry_bytes(&chunk[i..]);
                continue;
            }
            skim.byte(at + i as u64, chunk[i], lists);
            i += 1;
        }
        at += n as u64;
        io::BufRead::consume(&mut bytes, n);
    }
    Ok(skim.gaps)
}

/// Where the skim is in the JSON text.
#[derive(Default)]
struct Skim {
    depth: u32,
    in_string: bool,
    escaped: bool,
    /// At the top level: the next string is a key.
    expect_key: bool,
    /// The key being read (at most a few bytes), and the last one read.
    key: Vec<u8>,
    last_key: Vec<u8>,
    /// A named list is next (its key and `:` were read), with the entries it keeps.
    list_next: Option<usize>,
    /// Inside a named list: the entries kept, where its entries start, whether the next
    /// non-blank byte starts one, and where its first entry starts.
    list: Option<List>,
    gaps: Gaps,
}

struct List {
    keep: usize,
    /// How many entries started.
    count: usize,
    starts: VecDeque<u64>,
    first: u64,
    entry_next: bool,
}

/// What a byte is to the skim: anything else, `"`, `\\`, an opening or a closing bracket.
const OTHER: u8 = 0;
const QUOTE: u8 = 1;
const BACKSLASH: u8 = 2;
const OPEN: u8 = 3;
const CLOSE: u8 = 4;
const CLASS: [u8; 256] = {
    let mut class = [OTHER; 256];
    class[b'"' as usize] = QUOTE;
    class[b'\\' as usize] = BACKSLASH;
    class[b'[' as usize] = OPEN;
    class[b'{' as usize] = OPEN;
    class[b']' as usize] = CLOSE;
    class[b'}' as usize] = CLOSE;
    class
};

/// Keys longer than this are none of the lists'.
const KEY_MAX: usize = 16;

impl Skim {
    /// Follows bytes deeper than the top-level lists' entries until the depth of an entry
    /// is back; how many were read.
    fn entry_bytes(&mut self, bytes: &[u8]) -> usize {
        for (i, &b) in bytes.iter().enumerate() {
            let class = CLASS[usize::from(b)];
            if class == OTHER {
                self.escaped = false;
                continue;
            }
            if self.in_string {
                if self.escaped {
                    self.escaped = false;
                } else if class == BACKSLASH {
                    self.escaped = true;
                } else if class == QUOTE {
                    self.in_string = false;
                }
                continue;
            }
            match class {
                QUOTE => self.in_string = true,
                OPEN => self.depth += 1,
                CLOSE => {
                    self.depth -= 1;
                    if self.depth < 3 {
                        return i + 1;
                    }
                }
                _ => {}
            }
        }
        bytes.len()
    }

    fn byte(&mut self, at: u64, b: u8, lists: &[(&str, usize)]) {
        if self.in_string {
            if self.escaped {
                self.escaped = false;
            } else if b == b'\\' {
                self.escaped = true;
                self.key.truncate(KEY_MAX + 1);
                self.key.push(b'\\');
            } else if b == b'"' {
                self.in_string = false;
                if self.expect_key {
                    self.last_key = std::mem::take(&mut self.key);
                    self.expect_key = false;
                }
            } else if self.expect_key && self.key.len() <= KEY_MAX {
                self.key.push(b);
            }
            return;
        }
        if b.is_ascii_whitespace() {
            return;
        }
        self.entry_starts(at, b);
        match b {
            b'"' => {
                self.in_string = true;
                self.key.clear();
            }
            b'{' | b'[' => {
                self.depth += 1;
                if self.depth == 1 {
                    self.expect_key = b == b'{';
                }
                if self.depth == 2
                    && b == b'['
                    && let Some(keep) = self.list_next.take()
                {
                    self.list = Some(List {
                        keep,
                        count: 0,
                        starts: VecDeque::new(),
                        first: at + 1,
                        entry_next: true,
                    });
                }
            }
            b'}' | b']' => {
                if self.depth == 2
                    && let Some(list) = self.list.take()
                {
                    self.close(list);
                }
                self.depth = self.depth.saturating_sub(1);
            }
            b',' => {
                if self.depth == 1 {
                    self.expect_key = true;
                }
                if self.depth == 2
                    && let Some(list) = &mut self.list
                {
                    list.entry_next = true;
                }
            }
            b':' if self.depth == 1 => {
                self.list_next = lists
                    .iter()
                    .find(|(name, _)| name.as_bytes() == self.last_key)
                    .map(|&(_, keep)| keep);
            }
            _ => {}
        }
        if self.depth == 1 && !matches!(b, b':' | b'"') {
            // Anything but the list itself after a list's key: not a list. (The list's
            // own `[` has taken the depth to 2.)
            self.list_next = None;
        }
    }

    /// Notes where an entry of the list being read starts.
    fn entry_starts(&mut self, at: u64, b: u8) {
        if self.depth != 2 || matches!(b, b']' | b',') {
            return;
        }
        if let Some(list) = &mut self.list
            && list.entry_next
        {
            list.entry_next = false;
            list.count += 1;
            if list.starts.len() == list.keep {
                list.starts.pop_front();
            }
            if list.keep > 0 {
                list.starts.push_back(at);
            } else {
                list.starts.clear();
            }
        }
    }

    /// A list ends: the bytes of its entries before those kept are a gap.
    fn close(&mut self, list: List) {
        if list.count > list.keep
            && let Some(&kept) = list.starts.front()
        {
            self.gaps.push((list.first, kept));
        }
    }
}

/// A file read with its gaps left out. Seeking is to places before the first gap only
/// (the start of the file), which is all the parser asks.
pub struct Spliced<R> {
    inner: R,
    gaps: Gaps,
    at: u64,
}

impl<R: Read + Seek> Spliced<R> {
    pub fn new(inner: R, gaps: Gaps) -> Spliced<R> {
        Spliced { inner, gaps, at: 0 }
    }
}

impl<R: Read + Seek> Read for Spliced<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let mut room = buf.len();
        for &(start, end) in &self.gaps {
            if self.at == start {
                self.at = self.inner.seek(SeekFrom::Start(end))?;
            } else if self.at < start {
                room = room.min(usize::try_from(start - self.at).unwrap_or(usize::MAX));
                break;
            }
        }
        let n = self.inner.read(&mut buf[..room])?;
        self.at += n as u64;
        Ok(n)
    }
}

impl<R: Read + Seek> Seek for Spliced<R> {
    fn seek(&mut self, pos: SeekFrom) -> io::Result<u64> {
        match pos {
            SeekFrom::Start(to) if self.gaps.first().is_none_or(|&(start, _)| to <= start) => {
                self.at = self.inner.seek(pos)?;
                Ok(self.at)
            }
            _ => Err(io::Error::other(
                "a spliced file is only read from its start",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spliced(text: &str, lists: &[(&str, usize)]) -> String {
        let gaps = older_entries(text.as_bytes(), lists).unwrap();
        let mut out = String::new();
        Spliced::new(io::Cursor::new(text.as_bytes()), gaps)
            .read_to_string(&mut out)
            .unwrap();
        out
    }

    #[test]
    fn older_entries_of_the_named_lists_are_left_out() {
        let text = r#"{"version":1, "undo": [ {"a":[1,2]}, "x,]", [3], 4 ,5], "history":[1,2,3], "other":[1,2,3]}"#;
        assert_eq!(
            spliced(text, &[("undo", 2), ("history", 1)]),
            r#"{"version":1, "undo": [4 ,5], "history":[3], "other":[1,2,3]}"#
        );
        // Lists no longer than their limit, and lists not at the top level, are whole.
        assert_eq!(spliced(text, &[("undo", 5), ("history", 3)]), text);
        let nested = r#"{"game": {"undo": [1, 2, 3]}, "undo": 7}"#;
        assert_eq!(spliced(nested, &[("undo", 1)]), nested);
        // A key is a key only where a key stands, and escaped names are not matched.
        let value = r#"{"a": "undo", "b": [1, 2, 3], "und\u006f": [1, 2]}"#;
        assert_eq!(spliced(value, &[("undo", 1)]), value);
    }

    #[test]
    fn bytes_that_are_not_json_are_left_for_the_parser() {
        for text in [
            "",
            "[[[[",
            "}}}]]]",
            r#"{"undo": [1, 2, 3"#,
            r#"{"undo": "[1, 2"}"#,
            // A list after another value of the same key is not that key's list.
            r#"{"undo": 5 [1, 2, 3]}"#,
            r#"{"undo": null, [1, 2, 3]}"#,
        ] {
            assert_eq!(spliced(text, &[("undo", 1)]), text, "{text}");
        }
        // Commas with no entry after them stay for the parser to refuse.
        assert_eq!(
            spliced(r#"{"undo": [1, 2, ]}"#, &[("undo", 1)]),
            r#"{"undo": [2, ]}"#
        );
        assert_eq!(
            spliced(r#"{"undo": [1, 2, 3, ,]}"#, &[("undo", 2)]),
            r#"{"undo": [2, 3, ,]}"#
        );
    }

    #[test]
    fn a_spliced_file_seeks_only_to_places_before_its_first_gap() {
        let text = "0123456789";
        let mut file = Spliced::new(io::Cursor::new(text.as_bytes()), vec![(4, 7)]);
        let mut out = String::new();
        file.read_to_string(&mut out).unwrap();
        assert_eq!(out, "0123789");
        assert_eq!(file.seek(SeekFrom::Start(4)).unwrap(), 4);
        out.clear();
        file.read_to_string(&mut out).unwrap();
        assert_eq!(out, "789");
        assert_eq!(file.seek(SeekFrom::Start(1)).unwrap(), 1);
        for past in [SeekFrom::Start(5), SeekFrom::Current(0), SeekFrom::End(0)] {
            assert!(file.seek(past).is_err(), "{past:?}");
        }
        // Without gaps, any place from the start.
        let mut whole = Spliced::new(io::Cursor::new(text.as_bytes()), vec![]);
        assert_eq!(whole.seek(SeekFrom::Start(8)).unwrap(), 8);
        out.clear();
        whole.read_to_string(&mut out).unwrap();
        assert_eq!(out, "89");
    }

    fn json() -> impl proptest::strategy::Strategy<Value = serde_json::Value> {
        use proptest::prelude::*;
        use serde_json::Value;
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<i64>().prop_map(Value::from),
            "[a-z\\\\\"\\[\\]{},: ]{0,6}".prop_map(Value::from),
        ];
        leaf.prop_recursive(4, 40, 6, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(Value::from),
                prop::collection::btree_map("(undo|history|[a-z]{1,3})", inner, 0..4)
                    .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    proptest::proptest! {
        /// Whatever the JSON around them, the spliced text is the text with the older
        /// entries of the top-level lists dropped, and nothing else changed.
        #[test]
        fn splicing_drops_exactly_the_older_entries(
            top in proptest::collection::btree_map("(undo|history|[a-z]{1,3})", json(), 0..5),
            keep in 0usize..4,
            pretty: bool,
        ) {
            use serde_json::Value;
            let value = Value::Object(top.into_iter().collect());
            let text = if pretty {
                serde_json::to_string_pretty(&value).unwrap()
            } else {
                serde_json::to_string(&value).unwrap()
            };
            let mut expected = value.clone();
            for name in ["undo", "history"] {
                if let Some(Value::Array(list)) = expected.get_mut(name) {
                    let extra = list.len().saturating_sub(keep.max(1));
                    list.drain(..extra);
                }
            }
            let out = spliced(&text, &[("undo", keep.max(1)), ("history", keep.max(1))]);
            let back: Value = serde_json::from_str(&out).unwrap();
            proptest::prop_assert_eq!(back, expected);
        }
    }
}
