//! The trait of every place a player's game is kept: the files of today, a database
//! tomorrow. The runtime opens one at start and hands it to the thread that saves; nothing
//! above it knows where the game is kept.

use super::config::{Setting, WriteError};
use super::fault::{Fault, RecordsError};
use super::records::{KeptNote, Records};
use super::saves::{SaveError, SaveNote};
use super::schema::Saved;
use crate::game::Record;

/// One player's game where it is kept: the game in play with its undo list, the finished
/// games' records, and the hold on them that keeps one program at a time writing them.
/// What opening one finds is an [`Opened`](crate::Opened), given by each store's own
/// `open`, which takes the hold.
pub trait Store: Send {
    /// Why nothing is written (the hold could not be taken, a save that could not be
    /// read could not be set aside); `None`: saving is on.
    fn off(&self) -> Option<&Fault>;

    /// Whether the game is another player's, read and never written.
    fn read_only(&self) -> bool;

    /// Writes the game in play and its undo list, with the records of the games new
    /// games took the place of (`earlier`, oldest first).
    fn save_with(&mut self, saved: &Saved, earlier: &[Record]) -> Result<(), SaveError>;

    /// Adds a finished game's record to the finished games.
    fn keep_finished(&self, record: &Record) -> Result<KeptNote, SaveError>;

    /// Takes a game back in play out of the finished games.
    fn take_back_finished(&self, record: &Record) -> Result<(), SaveError>;

    /// What the saves since last asked had to do that the player should hear of.
    fn take_notes(&self) -> Vec<SaveNote>;

    /// The finished games kept, and the races counted.
    fn records(&self) -> Result<Records, RecordsError>;
}

/// Where a player's choices made in the game (a theme, the plain interface's verbosity, a
/// tip seen) are written: the settings file of today, a server's database. What the
/// game reads at start is the same text (`config.toml`'s, [`config_from`]).
///
/// [`config_from`]: crate::config::config_from
pub trait SettingsStore: Send + Sync {
    /// Writes `key = value` into the player's settings, changing nothing else.
    fn write_setting(&self, key: &str, value: Setting) -> Result<(), WriteError>;
}
