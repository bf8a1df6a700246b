//! What went wrong with a file of the save, as values: why a state file or a records file
//! could not be used, what stopped a save, and the kinds, numbers and paths of each. The
//! store says what happened; the runtime says it in the player's language
//! (`runtime/say.rs`), and the command layer the line a command fails with.

use std::io;
use std::path::PathBuf;

use crate::game::{BoardError, RecordError, ReplayError};

/// Why the game cannot start on this state file (or a command read it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// Another program holds the save's lock.
    Busy(PathBuf),
    /// The file was written by a newer program (this version of the state file); it was
    /// left untouched.
    Newer { path: PathBuf, version: u64 },
    /// The file, or a folder on its way, could not be read.
    Unreadable { path: PathBuf, why: Why },
    /// The file is there but cannot be used (read without the lock, so left as it was).
    Damaged { path: PathBuf, damage: Damage },
    /// The path names something other than a regular file, left untouched.
    NotAFile { path: PathBuf, kind: FileKind },
    /// Too many links on the way, or links in a circle.
    Links(PathBuf),
    /// A file given by name that is not a state file at all, left untouched.
    Foreign(PathBuf),
    /// The path is empty.
    Empty,
    /// The path ends with a slash: it names a folder.
    Slash(PathBuf),
    /// The path's last name is `.` or `..`: it names a folder.
    Folder(PathBuf),
    /// The name is too long to leave room for the names of the files kept beside it: a
    /// name of at most `most` bytes would.
    NameTooLong { path: PathBuf, most: usize },
    /// The path names one of the program's own files, left untouched.
    Own { path: PathBuf, kind: OwnKind },
    /// The path or its folder is not trusted with a save.
    Untrusted(Distrust),
}

/// Why the records file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordsError {
    NotAFile {
        path: PathBuf,
        kind: FileKind,
    },
    Unreadable {
        path: PathBuf,
        why: Why,
    },
    /// Written by a newer program: this version of the records file.
    Newer {
        path: PathBuf,
        version: u64,
    },
    Damaged {
        path: PathBuf,
        damage: Damage,
    },
    /// The state file's path, beside which the records are, was refused.
    Path(OpenError),
}

impl From<OpenError> for RecordsError {
    fn from(e: OpenError) -> RecordsError {
        RecordsError::Path(e)
    }
}

/// What stopped a save, or saving for the rest of the run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// A file of the save could not be written.
    Write { path: PathBuf, why: Why },
    /// The state file is now something other than a regular file.
    NotAFile { path: PathBuf, kind: FileKind },
    /// The lock file could not be made or opened.
    Lock { path: PathBuf, why: Why },
    /// Something other than a regular file is where the lock file goes.
    LockNotAFile { path: PathBuf, kind: FileKind },
    /// The lock file was deleted or replaced while the game ran.
    LockGone { path: PathBuf },
    /// The program holds no lock on the state file.
    NotLocked,
    /// The unreadable state file could not be moved aside.
    NotMovedAside { why: Why },
    /// The save is another user's (uid), which this user cannot write: its lock is the
    /// owner's, and this game is not saved.
    NotYours { uid: u32 },
    /// Keeping a finished game failed.
    Records(Box<NotKept>),
}

/// Why a finished game was not kept in the records file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotKept {
    /// Its record, of this many moves, is longer than a record may be.
    TooLong { moves: usize },
    /// Its record does not replay.
    DoesNotReplay(ReplayError),
    /// The records file at `path` is damaged and could not be moved aside.
    NotMovedAside {
        path: PathBuf,
        damage: Damage,
        why: Why,
    },
    /// The records file could not be read.
    Unread(RecordsError),
}

/// A system error's reason: the usual ones by their kind, any other in the system's words;
/// and why a file that could not be used was not moved aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    Denied,
    ReadOnly,
    Full,
    /// The user's disk quota is used up.
    Quota,
    /// A file would grow past the size a limit allows (`ulimit -f`).
    TooLarge,
    Missing,
    /// A folder where a file was to be.
    Folder,
    /// The file to move aside is no longer a regular file.
    NoLongerAFile,
    /// A thousand files were already kept aside under the name it would be kept as.
    TooManyKept,
    Other(String),
}

impl Why {
    /// The reason of an error of the system.
    pub fn of(e: &io::Error) -> Why {
        match e.kind() {
            io::ErrorKind::PermissionDenied => Why::Denied,
            io::ErrorKind::ReadOnlyFilesystem => Why::ReadOnly,
            io::ErrorKind::StorageFull => Why::Full,
            io::ErrorKind::QuotaExceeded => Why::Quota,
            io::ErrorKind::FileTooLarge => Why::TooLarge,
            io::ErrorKind::NotFound => Why::Missing,
            io::ErrorKind::IsADirectory => Why::Folder,
            _ => Why::Other(plain(e)),
        }
    }
}

/// An error's words without the system's error number: "Is a directory", not "Is a
/// directory (os error 21)".
pub fn plain(e: &io::Error) -> String {
    let text = e.to_string();
    match text.rfind(" (os error ") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

/// What a path names, when it is not the regular file it should be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    NamedPipe,
    Socket,
    CharDevice,
    BlockDevice,
    Folder,
    Link,
    Regular,
    Special,
}

/// One of the program's own files, never to be taken for a state file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnKind {
    Settings,
    Lock,
    Records,
    Daily,
    KeptAside,
    Temporary,
    /// A table of the solver's cache.
    Table,
}

/// Why the bytes of a versioned file (`of`) are not a file this program can use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// It holds `len` bytes, more than the `limit` its kind of file may.
    TooLarge { len: u64, limit: u64, of: DataFile },
    /// Its JSON ends before it is whole, at this line.
    CutShort { line: usize },
    /// Its JSON does not read, in the parser's words (which say where).
    Json(String),
    /// It has no `version` of a version this program reads.
    NoVersion,
    /// A state file's game (`undo`: or this entry of its undo list, from 0) is no game.
    Game {
        undo: Option<usize>,
        wrong: GameWrong,
    },
    /// A records file's kept game (the `n`-th of the last games, or the best of a size)
    /// cannot be read.
    Kept { place: Place, wrong: KeptWrong },
}

/// The kinds of versioned file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataFile {
    State,
    Records,
}

/// What is wrong with a saved game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameWrong {
    Board(BoardError),
    /// Its `size` is not its board's (of this many rows).
    Size {
        size: usize,
        rows: usize,
    },
    /// Its target is not a power of two of at least 8.
    Target(u64),
    /// A spawn rule of no such name.
    Spawn(String),
    /// A status of no such name.
    Status(String),
}

/// Where a kept game is in the records file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The `n`-th of the last games, from 1 (the oldest).
    Recent(usize),
    /// The best game of a board size.
    Best(usize),
}

/// What is wrong with a kept game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeptWrong {
    /// Its entry does not read, in the parser's words.
    Json(String),
    /// Its record is longer than a record may be.
    TooLong,
    Record(RecordError),
}

/// What is not trusted, and why (said in the player's words by `runtime/say.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Distrust {
    /// Other users can write the folder `dir` (its `mode`), which has no sticky bit.
    Writable { dir: PathBuf, mode: u32 },
    /// The folder `dir` belongs to another user (`uid`) who is not root.
    Owner { dir: PathBuf, uid: u32 },
    /// `link` is a link in `dir`, which other users can write.
    LinkInWritable { link: PathBuf, dir: PathBuf },
    /// `link` is a link in `dir`, which belongs to another user (`uid`).
    LinkInOthers {
        link: PathBuf,
        dir: PathBuf,
        uid: u32,
    },
    /// `link` is a link another user (`uid`) made.
    LinkOwner { link: PathBuf, uid: u32 },
}
