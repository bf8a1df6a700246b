//! What went wrong with a file of the save, as values: the store says what happened and
//! the runtime says it in the player's language (`runtime/say.rs`).

use std::io;
use std::path::PathBuf;

use super::fs::plain;

/// What stopped a save, or saving for the rest of the run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// A file of the save could not be written.
    Write { path: PathBuf, why: Why },
    /// The state file is now something other than a regular file (`kind`, in words).
    NotAFile { path: PathBuf, kind: &'static str },
    /// The lock file could not be made or opened.
    Lock { path: PathBuf, why: Why },
    /// Something other than a regular file is where the lock file goes.
    LockNotAFile { path: PathBuf, kind: &'static str },
    /// The lock file was deleted or replaced while the game ran.
    LockGone { path: PathBuf },
    /// The program holds no lock on the state file.
    NotLocked,
    /// The unreadable state file could not be moved aside.
    NotMovedAside { why: Why },
    /// The save is another user's (uid), which this user cannot write: its lock is the
    /// owner's, and this game is not saved.
    NotYours { uid: u32 },
    /// Keeping a finished game failed, in the records' own words.
    Records(String),
}

/// A system error's reason: the usual ones by their kind, any other in the system's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    Denied,
    ReadOnly,
    Full,
    Missing,
    /// A folder where a file was to be.
    Folder,
    Other(String),
}

impl Why {
    /// The reason of an error of the system.
    pub fn of(e: &io::Error) -> Why {
        match e.kind() {
            io::ErrorKind::PermissionDenied => Why::Denied,
            io::ErrorKind::ReadOnlyFilesystem => Why::ReadOnly,
            io::ErrorKind::StorageFull => Why::Full,
            io::ErrorKind::NotFound => Why::Missing,
            io::ErrorKind::IsADirectory => Why::Folder,
            _ => Why::Other(plain(e)),
        }
    }
}
