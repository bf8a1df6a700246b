//! The one way the store's versioned JSON files are read (the state file, the daily game's,
//! the records file): their bytes, read whole within their kind's size, parsed into serde
//! types whose lists keep only their newest entries; and a newer program's file told apart
//! from a damaged one by its `version`, as far as its text reads, whatever follows. That
//! last read, a field at a time until the text breaks, is the store's one reader of what
//! comes before the damage ([`each_field`]), which the salvage of a state file uses too.
//! Whether a file is read at all (a regular file, within its kind's size) is `fs.rs`'s.

use std::fmt;

use serde::de::{DeserializeOwned, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, Visitor};
use serde_json::Value;

use super::fault::Damage;

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
    Damaged { reason: Damage, start: usize },
}

/// Reads a file of version `current` from its bytes.
pub(super) fn read<T: Versioned>(bytes: &[u8], current: u64) -> Result<T, Unusable> {
    // Some editors start a file with a byte order mark; it is not part of the JSON.
    let start = if bytes.starts_with(b"\xEF\xBB\xBF") {
        3
    } else {
        0
    };
    let json = &bytes[start..];
    let reason = match serde_json::from_slice::<T>(json) {
        Ok(parsed) => {
            return match version_of(parsed.version(), current) {
                Version::Current => Ok(parsed),
                Version::Newer(version) => Err(Unusable::Newer(version)),
                Version::Bad => Err(Unusable::Damaged {
                    reason: Damage::NoVersion,
                    start,
                }),
            };
        }
        Err(e) if e.is_eof() => Damage::CutShort { line: e.line() },
        Err(e) => Damage::Json(e.to_string()),
    };
    // What the file still tells of its version, before the damage.
    let mut version = VersionField(None);
    let _ = each_field(json, &mut version);
    match version_of(version.0.as_ref(), current) {
        Version::Newer(version) => Err(Unusable::Newer(version)),
        _ => Err(Unusable::Damaged { reason, start }),
    }
}

/// What is taken of each field of an object read a field at a time.
pub(super) trait Fields {
    /// Takes (or passes over) the value of the field `key`, next in `map`.
    fn field<'de, A: MapAccess<'de>>(&mut self, key: &str, map: &mut A) -> Result<(), A::Error>;
}

/// Reads the JSON object of `json` a field at a time, in the file's order, each given to
/// `fields` as it comes, until the object ends or its text breaks: whatever was taken
/// before the break stays taken. The error says where it broke (`is_eof`: cut short).
pub(super) fn each_field(json: &[u8], fields: &mut impl Fields) -> serde_json::Result<()> {
    let mut de = serde_json::Deserializer::from_slice(json);
    Walk(fields).deserialize(&mut de)
}

struct Walk<'a, F>(&'a mut F);

impl<'de, F: Fields> DeserializeSeed<'de> for Walk<'_, F> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de, F: Fields> Visitor<'de> for Walk<'_, F> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            self.0.field(&key, &mut map)?;
        }
        Ok(())
    }
}

/// The last `version` an object's text gives; nothing else of it is kept.
struct VersionField(Option<Value>);

impl Fields for VersionField {
    fn field<'de, A: MapAccess<'de>>(&mut self, key: &str, map: &mut A) -> Result<(), A::Error> {
        if key == "version" {
            self.0 = Some(map.next_value()?);
        } else {
            map.next_value::<IgnoredAny>()?;
        }
        Ok(())
    }
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
        read(text.as_bytes(), 3)
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
        let damaged = |reason: Damage, start| Err(Unusable::Damaged { reason, start });
        let json = |words: &str| Damage::Json(words.into());
        assert_eq!(
            read_str("\u{feff}{\"version\":3,\"list\":[1,"),
            damaged(Damage::CutShort { line: 1 }, 3)
        );
        assert_eq!(
            read_str(r#"{"version":2,"list":[]}"#),
            damaged(Damage::NoVersion, 0)
        );
        assert_eq!(
            read_str(r#"{"version":"3","list":[]}"#),
            damaged(Damage::NoVersion, 0)
        );
        assert_eq!(
            read_str(r#"{"version":3,"list":[1]} x"#),
            damaged(json("trailing characters at line 1 column 26"), 0)
        );
        // A version after the damage is not read.
        assert_eq!(
            read_str(r#"{"list":[1,,"version":9}"#),
            damaged(json("expected value at line 1 column 12"), 0)
        );
    }
}
