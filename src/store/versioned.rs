//! The one way the store's versioned JSON files are read (the state file, the daily game's,
//! the records file): parsed as they are read, into serde types whose lists keep only
//! their newest entries, and a newer program's file told apart from a damaged one by its
//! `version`, as far as its text reads, whatever follows. Whether a file is read at all
//! (a regular file, within its kind's size) is `fs.rs`'s.

use std::fmt;
use std::io::{self, BufReader, Read, Seek, SeekFrom};

use serde::de::{DeserializeOwned, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, Visitor};
use serde_json::Value;

/// A file's serde type, which holds its `version` as any JSON value.
pub(super) trait Versioned: DeserializeOwned {
    fn version(&self) -> Option<&Value>;
}

/// Why a file's bytes are not of the version this program reads.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Unusable {
    /// Written by a newer program: this version.
    Newer(u64),
    /// Not a file of this version: why, and where its JSON starts (after a byte order
    /// mark), for whatever reads what it can of it.
    Damaged { reason: String, start: u64 },
}

/// Reads a file of version `current` whole from `file`.
pub(super) fn read<T: Versioned, R: Read + Seek>(
    file: &mut R,
    current: u64,
) -> Result<T, Unusable> {
    let damaged = |reason: String, start| Unusable::Damaged { reason, start };
    let start = skip_byte_order_mark(file).map_err(|e| damaged(e.to_string(), 0))?;
    let reason = match json_of::<T, _>(&mut *file) {
        Ok(parsed) => {
            return match version_of(parsed.version(), current) {
                Version::Current => Ok(parsed),
                Version::Newer(version) => Err(Unusable::Newer(version)),
                Version::Bad => Err(damaged("no valid \"version\" field".into(), start)),
            };
        }
        Err(e) if e.is_eof() => format!("it is cut short: it ends at line {}", e.line()),
        Err(e) => e.to_string(),
    };
    // What the file still tells of its version, before the damage.
    if file.seek(SeekFrom::Start(start)).is_ok()
        && let Version::Newer(version) = version_of(version_in(&mut *file).as_ref(), current)
    {
        return Err(Unusable::Newer(version));
    }
    Err(damaged(reason, start))
}

/// The whole of a reader's JSON as `T` (nothing but white space may follow).
fn json_of<T: DeserializeOwned, R: Read>(file: R) -> serde_json::Result<T> {
    let mut de = serde_json::Deserializer::from_reader(BufReader::new(file));
    let value = T::deserialize(&mut de)?;
    de.end()?;
    Ok(value)
}

/// Moves past a byte order mark (some editors start a file with one; it is not part of
/// the JSON); where the JSON starts.
fn skip_byte_order_mark<R: Read + Seek>(file: &mut R) -> io::Result<u64> {
    let mut head = [0u8; 3];
    let mut got = 0;
    while got < head.len() {
        match file.read(&mut head[got..])? {
            0 => break,
            n => got += n,
        }
    }
    let start = if head[..got] == *b"\xEF\xBB\xBF" {
        3
    } else {
        0
    };
    file.seek(SeekFrom::Start(start))?;
    Ok(start)
}

/// What a file's `version` says.
#[derive(Debug, PartialEq, Eq)]
enum Version {
    Current,
    /// A later version: a whole number above the current one (`2` and `2.0` alike;
    /// beyond `u64`, the largest).
    Newer(u64),
    Bad,
}

fn version_of(value: Option<&Value>, current: u64) -> Version {
    let Some(Value::Number(n)) = value else {
        return Version::Bad;
    };
    let whole = match (n.as_u64(), n.as_f64()) {
        (Some(v), _) => Some(v),
        (None, Some(f)) if f.fract() == 0.0 && f >= 1.0 => Some(if f >= u64::MAX as f64 {
            u64::MAX
        } else {
            f as u64
        }),
        _ => None,
    };
    match whole {
        Some(v) if v == current => Version::Current,
        Some(v) if v > current => Version::Newer(v),
        _ => Version::Bad,
    }
}

/// The last `version` a JSON object's text gives before it ends or is damaged; nothing
/// else of it is kept.
fn version_in<R: Read>(file: R) -> Option<Value> {
    let mut version = None;
    let mut de = serde_json::Deserializer::from_reader(BufReader::new(file));
    let _ = Probe(&mut version).deserialize(&mut de);
    version
}

struct Probe<'a>(&'a mut Option<Value>);

impl<'de> DeserializeSeed<'de> for Probe<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Probe<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            if key == "version" {
                *self.0 = Some(map.next_value()?);
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    use super::*;

    #[derive(Deserialize, Debug, PartialEq)]
    struct File {
        version: Option<Value>,
        list: Vec<u8>,
    }

    impl Versioned for File {
        fn version(&self) -> Option<&Value> {
            self.version.as_ref()
        }
    }

    fn read_str(text: &str) -> Result<File, Unusable> {
        read(&mut io::Cursor::new(text.as_bytes()), 3)
    }

    #[test]
    fn a_file_of_the_version_is_read_a_newer_one_refused_however_damaged() {
        let file = read_str("\u{feff}{\"version\":3,\"list\":[1,2]}").unwrap();
        assert_eq!(file.list, [1, 2]);
        assert_eq!(
            read_str(r#"{"version":4,"list":[]}"#),
            Err(Unusable::Newer(4))
        );
        assert_eq!(
            read_str(r#"{"version":4.0,"list":"#),
            Err(Unusable::Newer(4))
        );
        assert_eq!(
            read_str(r#"{"list":"x","version":1e30}"#),
            Err(Unusable::Newer(u64::MAX))
        );
        assert_eq!(
            read_str(r#"{"version":9,"list":[1,}"#),
            Err(Unusable::Newer(9))
        );
    }

    #[test]
    fn a_damaged_file_says_why_and_where_it_starts() {
        let damaged = |reason: &str, start| {
            Err(Unusable::Damaged {
                reason: reason.into(),
                start,
            })
        };
        assert_eq!(
            read_str("\u{feff}{\"version\":3,\"list\":[1,"),
            damaged("it is cut short: it ends at line 1", 3)
        );
        assert_eq!(
            read_str(r#"{"version":2,"list":[]}"#),
            damaged("no valid \"version\" field", 0)
        );
        assert_eq!(
            read_str(r#"{"version":"3","list":[]}"#),
            damaged("no valid \"version\" field", 0)
        );
        assert_eq!(
            read_str(r#"{"version":3,"list":[1]} x"#),
            damaged("trailing characters at line 1 column 26", 0)
        );
        // A version after the damage is not read.
        assert_eq!(
            read_str(r#"{"list":[1,,"version":9}"#),
            damaged("expected value at line 1 column 12", 0)
        );
    }
}
