//! The state file's bytes: written laid out for a person to read, read as every versioned
//! file is (`versioned.rs`), and for a damaged file, what can still be read of it
//! (`salvage.rs`).

use std::io;

use serde::Serialize;
use serde_json::ser::Formatter;

use super::fault::{Damage, GameWrong};
pub use super::salvage::Salvage;
use super::salvage::salvage;
pub use super::salvage::{InPlay, Part};
use super::schema::{FileV1, RECORD_LIMIT, Saved, VERSION, game_from_file};
use super::versioned::{self, Unusable};
use crate::game::Record;

/// A state read from a file, and what reading it changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    pub saved: Saved,
    /// The records of the games a new game took the place of, oldest first (those that
    /// could be read).
    pub earlier: Vec<Record>,
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
        reason: Damage,
        salvage: Box<Salvage>,
    },
}

/// The file's bytes for a state: each field of the file and of its game on a line of its
/// own, each undo entry and finished game on one line, so a full history stays small.
pub fn to_bytes(saved: &Saved) -> Vec<u8> {
    to_bytes_with(saved, &[])
}

/// [`to_bytes`], with the records of the games a new game took the place of (oldest
/// first), for undo to bring back with them.
pub fn to_bytes_with(saved: &Saved, earlier: &[Record]) -> Vec<u8> {
    let mut out = Vec::with_capacity(512 + 160 * saved.undo.len());
    let mut ser = serde_json::Serializer::with_formatter(&mut out, Layout::default());
    FileV1::of(saved, earlier)
        .serialize(&mut ser)
        .expect("a state always serialises");
    out.push(b'\n');
    out
}

/// Reads a state from the file's bytes. `fresh_seed` seeds a game whose generator is
/// missing from the file.
pub fn parse(bytes: &[u8], fresh_seed: &mut dyn FnMut() -> u64) -> Result<Saved, ParseError> {
    read(bytes, fresh_seed).map(|parsed| parsed.saved)
}

/// Reads a state from a file's bytes: the one read of a versioned file, then, for a file
/// that is damaged, what can still be read of it.
pub fn read(bytes: &[u8], fresh_seed: &mut dyn FnMut() -> u64) -> Result<Parsed, ParseError> {
    match versioned::read::<FileV1>(bytes, VERSION) {
        Ok(parsed) => to_parsed(parsed, fresh_seed),
        Err(Unusable::Newer(version)) => Err(ParseError::Newer { version }),
        Err(Unusable::Damaged { reason, start }) => Err(ParseError::Invalid {
            reason,
            salvage: Box::new(salvage(&bytes[start..], fresh_seed)),
        }),
    }
}

fn to_parsed(file: FileV1, fresh_seed: &mut dyn FnMut() -> u64) -> Result<Parsed, ParseError> {
    let best = file.best.0.0;
    let best_assisted = file.best_assisted.0.0;
    let stats = file.stats.0.stats();
    let history: Vec<_> = file.history.0.iter().map(|h| h.finished()).collect();
    let spoilt = |undo: Option<usize>, wrong: GameWrong| ParseError::Invalid {
        reason: Damage::Game { undo, wrong },
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
        game_from_file(&file.game, None, fresh_seed).map_err(|e| spoilt(None, e))?;
    let undo = file
        .undo
        .0
        .iter()
        .enumerate()
        .map(|(i, g)| {
            game_from_file(g, Some(game.rules()), fresh_seed)
                .map(|(g, _)| g)
                .map_err(|e| spoilt(Some(i), e))
        })
        .collect::<Result<Vec<_>, _>>()?;
    // A record that cannot be read, or that is not of this game, is dropped: the game is
    // what counts, and a new record starts from its board.
    let record = file
        .record
        .as_deref()
        .filter(|line| line.len() <= RECORD_LIMIT)
        .and_then(|line| Record::decode(line).ok())
        .filter(|record| !new_game && record.leads_to(&game));
    let earlier = file
        .earlier
        .0
        .iter()
        .filter(|line| line.len() <= RECORD_LIMIT)
        .filter_map(|line| Record::decode(line).ok())
        .collect();
    Ok(Parsed {
        earlier,
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
