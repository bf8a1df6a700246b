//! The state file's bytes: written laid out for a person to read, read in one bounded
//! pass (and a second, lighter one to tell a bad file's version and salvage what it can,
//! in `salvage.rs`).

use std::io::{self, BufReader, Read, Seek, SeekFrom};

use serde::{Deserialize, Serialize};
use serde_json::Value;
use serde_json::ser::Formatter;

use super::salvage::salvage;
pub use super::salvage::{InPlay, Part, Salvage};
use super::schema::{FileV1, Saved, VERSION, game_from_file};
use crate::game::Record;

/// A state read from a file, and what reading it changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    pub saved: Saved,
    /// The saved board held no tile, so a new game of its rules took its place.
    pub new_game: bool,
}

/// Why bytes are not a state this program can use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Written by a newer program; not ours to touch.
    Newer { version: u64 },
    /// Not a usable state; `salvage` is what could still be read of it.
    Invalid {
        reason: String,
        salvage: Box<Salvage>,
    },
}

/// The file's bytes for a state: each field of the file and of its game on a line of its
/// own, each undo entry and finished game on one line, so a full history stays small.
pub fn to_bytes(saved: &Saved) -> Vec<u8> {
    let mut out = Vec::with_capacity(512 + 160 * saved.undo.len());
    let mut ser = serde_json::Serializer::with_formatter(&mut out, Layout::default());
    FileV1::of(saved)
        .serialize(&mut ser)
        .expect("a state always serialises");
    out.push(b'\n');
    out
}

/// Reads a state from the file's bytes. `fresh_seed` seeds a game whose generator is
/// missing from the file.
pub fn parse(bytes: &[u8], fresh_seed: &mut dyn FnMut() -> u64) -> Result<Saved, ParseError> {
    read(io::Cursor::new(bytes), fresh_seed).map(|parsed| parsed.saved)
}

/// Reads a state from a file (or anything that reads and seeks).
pub fn read<R: Read + Seek>(
    mut file: R,
    fresh_seed: &mut dyn FnMut() -> u64,
) -> Result<Parsed, ParseError> {
    let start = skip_byte_order_mark(&mut file).map_err(|e| invalid(e.to_string()))?;
    let error = match json_of::<FileV1, _>(&mut file) {
        Ok(file) => match version_of(file.version.as_ref()) {
            Version::Newer(version) => return Err(ParseError::Newer { version }),
            Version::One => return to_parsed(file, fresh_seed),
            Version::Bad => "no valid \"version\" field".to_string(),
        },
        Err(e) if e.is_eof() => format!("it is cut short: it ends at line {}", e.line()),
        Err(e) => e.to_string(),
    };
    // What the file still tells: its version first, then whatever comes before the damage.
    if file.seek(SeekFrom::Start(start)).is_err() {
        return Err(invalid(error));
    }
    let (version, salvage) = salvage(&mut file, fresh_seed);
    match version_of(version.as_ref()) {
        Version::Newer(version) => Err(ParseError::Newer { version }),
        _ => Err(ParseError::Invalid {
            reason: error,
            salvage: Box::new(salvage),
        }),
    }
}

/// The whole of a reader's JSON as `T` (nothing but white space may follow).
fn json_of<T: for<'de> Deserialize<'de>, R: Read>(file: R) -> serde_json::Result<T> {
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
enum Version {
    One,
    /// A later version: a whole number above 1 (`2` and `2.0` alike; beyond `u64`, the
    /// largest).
    Newer(u64),
    Bad,
}

fn version_of(value: Option<&Value>) -> Version {
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
        Some(VERSION) => Version::One,
        Some(v) if v > VERSION => Version::Newer(v),
        _ => Version::Bad,
    }
}

fn to_parsed(file: FileV1, fresh_seed: &mut dyn FnMut() -> u64) -> Result<Parsed, ParseError> {
    let best = file.best.0.0;
    let best_assisted = file.best_assisted.0.0;
    let stats = file.stats.0.stats();
    let history: Vec<_> = file.history.0.iter().map(|h| h.finished()).collect();
    let spoilt = |reason: String| ParseError::Invalid {
        reason,
        salvage: Box::new(Salvage {
            best: best.clone(),
            best_assisted: best_assisted.clone(),
            stats,
            history: history.clone(),
            kept: vec![Part::Best, Part::Stats, Part::History],
            lost: if file.undo.0.is_empty() {
                vec![Part::Game]
            } else {
                vec![Part::Game, Part::Undo]
            },
            ..Salvage::default()
        }),
    };
    let (game, new_game) =
        game_from_file(&file.game, None, fresh_seed).map_err(|e| spoilt(format!("game: {e}")))?;
    let undo = file
        .undo
        .0
        .iter()
        .enumerate()
        .map(|(i, g)| {
            game_from_file(g, Some(game.rules()), fresh_seed)
                .map(|(g, _)| g)
                .map_err(|e| spoilt(format!("undo entry {i}: {e}")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    // A record that cannot be read, or that is not of this game, is dropped: the game is
    // what counts, and a new record starts from its board.
    let record = file
        .record
        .as_deref()
        .and_then(|line| Record::decode(line).ok())
        .filter(|record| !new_game && record.leads_to(&game));
    Ok(Parsed {
        saved: Saved {
            best,
            best_assisted,
            stats,
            game,
            undo,
            history,
            record,
        },
        new_game,
    })
}

fn invalid(reason: String) -> ParseError {
    ParseError::Invalid {
        reason,
        salvage: Box::default(),
    }
}

/// JSON laid out for a person: the entries of a list or an object nested at most two deep
/// each on a line of their own, anything deeper on one line.
#[derive(Default)]
struct Layout {
    /// For each list or object open, whether its entries go on lines of their own.
    open: Vec<bool>,
    has_value: bool,
}

/// How deep lists and objects still put their entries on lines of their own.
const SPREAD: usize = 2;

impl Layout {
    fn spread(&self) -> bool {
        self.open.last().copied().unwrap_or(false)
    }

    fn begin<W: ?Sized + io::Write>(&mut self, w: &mut W, bracket: &[u8]) -> io::Result<()> {
        self.open.push(self.open.len() < SPREAD);
        self.has_value = false;
        w.write_all(bracket)
    }

    fn end<W: ?Sized + io::Write>(&mut self, w: &mut W, bracket: &[u8]) -> io::Result<()> {
        let spread = self.open.pop().unwrap_or(false);
        if spread && self.has_value {
            self.new_line(w)?;
        }
        w.write_all(bracket)
    }

    fn entry<W: ?Sized + io::Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        if !first {
            w.write_all(b",")?;
        }
        if self.spread() {
            self.new_line(w)
        } else {
            Ok(())
        }
    }

    fn new_line<W: ?Sized + io::Write>(&self, w: &mut W) -> io::Result<()> {
        w.write_all(b"\n")?;
        for _ in 0..self.open.len() {
            w.write_all(b"  ")?;
        }
        Ok(())
    }
}

impl Formatter for Layout {
    fn begin_array<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.begin(w, b"[")
    }
    fn end_array<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.end(w, b"]")
    }
    fn begin_array_value<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.entry(w, first)
    }
    fn end_array_value<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.has_value = true;
        Ok(())
    }
    fn begin_object<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.begin(w, b"{")
    }
    fn end_object<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.end(w, b"}")
    }
    fn begin_object_key<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.entry(w, first)
    }
    fn begin_object_value<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        w.write_all(if self.spread() { b": " } else { b":" })
    }
    fn end_object_value<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.has_value = true;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use serde::Serialize;

    use super::Layout;

    fn laid_out(value: &impl Serialize) -> String {
        let mut out = Vec::new();
        let mut ser = serde_json::Serializer::with_formatter(&mut out, Layout::default());
        value.serialize(&mut ser).expect("serialises");
        String::from_utf8(out).expect("JSON is text")
    }

    #[test]
    fn two_levels_are_spread_over_lines_and_deeper_ones_stay_on_one() {
        assert_eq!(laid_out(&vec![1, 2]), "[\n  1,\n  2\n]");
        assert_eq!(laid_out(&Vec::<u8>::new()), "[]");
        assert_eq!(
            laid_out(&vec![vec![1, 2], vec![]]),
            "[\n  [\n    1,\n    2\n  ],\n  []\n]"
        );
        assert_eq!(
            laid_out(&vec![vec![vec![1, 2]]]),
            "[\n  [\n    [1,2]\n  ]\n]"
        );
    }
}
