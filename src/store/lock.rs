//! One program per state file: an advisory lock on `<state>.lock`, held while the game
//! runs and released by the operating system when the process ends, however it ends.

use std::fs::{File, OpenOptions, TryLockError};
use std::io;
use std::path::{Path, PathBuf};

/// Why the lock was not taken.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    /// Another program holds it.
    #[error("{} is in use by another tui2048", .0.display())]
    Busy(PathBuf),
    /// The lock file cannot be made (e.g. a read-only folder).
    #[error("cannot create the lock file {}: {source}", path.display())]
    Io { path: PathBuf, source: io::Error },
}

/// A held lock; dropping it releases the lock.
#[derive(Debug)]
pub struct Lock {
    _file: File,
}

/// The lock file beside a state file.
pub fn lock_path(state: &Path) -> PathBuf {
    let mut name = state.file_name().unwrap_or_default().to_os_string();
    name.push(".lock");
    state.with_file_name(name)
}

/// Takes the lock for `state`, without waiting.
pub fn acquire(state: &Path) -> Result<Lock, LockError> {
    let path = lock_path(state);
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(|source| LockError::Io {
            path: path.clone(),
            source,
        })?;
    match file.try_lock() {
        Ok(()) => Ok(Lock { _file: file }),
        Err(TryLockError::WouldBlock) => Err(LockError::Busy(state.to_path_buf())),
        Err(TryLockError::Error(source)) => Err(LockError::Io { path, source }),
    }
}
