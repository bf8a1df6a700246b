//! One program per save: an advisory lock on `<stem>.json.lock` (`state.json.lock` for
//! `state.json` and for `state`), held while the game runs and released by the operating
//! system when the process ends, however it ends. It covers the state file and every file
//! named after it.
//! The lock file must be a regular file; before each save the holder checks that the file
//! at the lock's path is still the one it locked (one deleted or replaced would let a
//! second program in).

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, ErrorKind};
use std::path::{Path, PathBuf};

use super::family::Family;
use super::fault::{Fault, Why};
use super::fs::{kind_of, open_flags, plain};

/// Why the lock was not taken.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    /// Another program holds it.
    #[error("{} is in use by another tui2048", .0.display())]
    Busy(PathBuf),
    /// The lock file cannot be made or opened (a read-only folder, no permission, …).
    #[error("cannot take the lock file {}: {}", path.display(), plain(source))]
    Io { path: PathBuf, source: io::Error },
    /// Something other than a regular file is in the lock file's place.
    #[error("cannot take the lock file {}: it is {kind}, not a regular file", path.display())]
    NotAFile { path: PathBuf, kind: &'static str },
}

impl LockError {
    /// What this error stops: saving, for a lock that could not be taken.
    pub fn fault(&self) -> Fault {
        match self {
            LockError::Busy(path) => Fault::Lock {
                path: path.clone(),
                why: Why::Other(self.to_string()),
            },
            LockError::Io { path, source } => Fault::Lock {
                path: path.clone(),
                why: Why::of(source),
            },
            LockError::NotAFile { path, kind } => Fault::LockNotAFile {
                path: path.clone(),
                kind,
            },
        }
    }
}

/// A held lock; dropping it releases the lock.
#[derive(Debug)]
pub struct Lock {
    file: File,
    path: PathBuf,
}

/// The lock file beside a state file.
pub fn lock_path(state: &Path) -> PathBuf {
    Family::of(state).lock()
}

/// Takes the lock for `state`, without waiting.
pub fn acquire(state: &Path) -> Result<Lock, LockError> {
    let path = lock_path(state);
    let io_error = |source| LockError::Io {
        path: path.clone(),
        source,
    };
    let mut options = OpenOptions::new();
    options.create(true).truncate(false).write(true);
    open_flags(&mut options, true);
    let file = match options.open(&path) {
        Ok(file) => file,
        // A lock needs no write access: an existing lock file in a folder that cannot be
        // written is opened to read.
        Err(e)
            if matches!(
                e.kind(),
                ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem
            ) =>
        {
            let mut read = OpenOptions::new();
            read.read(true);
            open_flags(&mut read, true);
            read.open(&path).map_err(|_| io_error(e))?
        }
        Err(e) => return Err(io_error(e)),
    };
    let meta = file.metadata().map_err(io_error)?;
    if !meta.is_file() {
        return Err(LockError::NotAFile {
            kind: kind_of(&meta.file_type()),
            path,
        });
    }
    match file.try_lock() {
        Ok(()) => Ok(Lock { file, path }),
        Err(TryLockError::WouldBlock) => Err(LockError::Busy(state.to_path_buf())),
        Err(TryLockError::Error(source)) => Err(io_error(source)),
    }
}

impl Lock {
    /// Whether the file at the lock's path is still the one locked: not deleted, not
    /// replaced.
    pub fn check(&self) -> Result<(), Fault> {
        let gone = || Fault::LockGone {
            path: self.path.clone(),
        };
        let there = std::fs::symlink_metadata(&self.path).map_err(|_| gone())?;
        let held = self.file.metadata().map_err(|_| gone())?;
        if same_file(&there, &held) {
            Ok(())
        } else {
            Err(gone())
        }
    }
}

#[cfg(unix)]
fn same_file(a: &std::fs::Metadata, b: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    a.is_file() && a.dev() == b.dev() && a.ino() == b.ino() && b.nlink() > 0
}

#[cfg(not(unix))]
fn same_file(a: &std::fs::Metadata, _: &std::fs::Metadata) -> bool {
    a.is_file()
}
