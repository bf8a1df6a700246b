//! What opening and saving a game come to, as values: what was found where the game is
//! kept, what a save had to do, and why a save did not happen. Every store gives these.

use std::path::PathBuf;

use super::codec::Salvage;
use super::fault::{Damage, Fault};
use super::schema::Saved;
use crate::game::Record;

/// The largest state file that is read (a larger one is kept aside as unreadable): more
/// than six times the largest this program writes, a full undo list of the largest board
/// with its tiles at their largest and a record at `RECORD_LIMIT`, about 2.6 MB
/// (`docs/state-file.md` has the sum).
pub const SIZE_LIMIT: u64 = 16 << 20;

/// What was found at the state file's path.
#[derive(Debug)]
pub enum Opened {
    /// No file yet (or no folder for it): a first game.
    Fresh,
    /// A saved game and its history; `new_game` when the saved board was empty and a new
    /// game of its rules took its place.
    Resumed {
        saved: Box<Saved>,
        new_game: bool,
        /// The records of the games a new game took the place of, oldest first.
        earlier: Vec<Record>,
    },
    /// A file that could not be used. It was moved aside to `kept` (or left where it was
    /// when `kept` is `None`, and saving is then off so it is never overwritten);
    /// `salvage` is what could still be read of it.
    Corrupt {
        reason: Damage,
        kept: Option<PathBuf>,
        salvage: Box<Salvage>,
    },
}

/// Something a save had to do that the player should hear of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveNote {
    /// The disk was full: the solver's cache there (this many bytes) was removed, and the
    /// save made.
    CacheGivenUp { bytes: u64 },
}

/// Why a save did not happen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// This save failed (a full disk, a read-only folder); the next one may work.
    Failed(Fault),
    /// Saving is off for the rest of the run, and why.
    Off(Fault),
}
