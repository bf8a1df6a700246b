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
use super::fs::{kind_of, open_flags};
use super::system;

/// Why the lock was not taken.
#[derive(Debug)]
pub(crate) enum LockError {
    /// Another program holds it (the lock of the save at this path).
    Busy(PathBuf),
    /// It could not be taken (a read-only folder, no permission, something other than a
    /// regular file in its place, …): saving is off.
    Fault(Fault),
}

/// A held lock; dropping it releases the lock.
#[derive(Debug)]
pub(crate) struct Lock {
    file: File,
    path: PathBuf,
}

/// The lock file beside a state file.
pub(crate) fn lock_path(state: &Path) -> PathBuf {
    Family::of(state).lock()
}

/// The user who owns the save at `state` when it is another user's that this one cannot
/// write: its lock is the owner's, and is not taken (the game is played without saving).
/// The owner on a read-only disk, and root, take the lock as ever.
pub(crate) fn owned_by_another(state: &Path) -> Option<u32> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let meta = std::fs::metadata(state).ok()?;
        let me = system::user();
        let writable = rustix::fs::accessat(
            rustix::fs::CWD,
            state,
            rustix::fs::Access::WRITE_OK,
            rustix::fs::AtFlags::EACCESS,
        )
        .is_ok();
        (meta.uid() != me.uid && !writable).then_some(meta.uid())
    }
    #[cfg(not(unix))]
    {
        let _ = state;
        None
    }
}

/// The permissions a lock may have: no more than the save's (its owner's read and write
/// always), or the owner's alone when there is no save yet.
#[cfg(unix)]
fn lock_mode(state: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(state)
        .map(|m| m.permissions().mode() & 0o666 | 0o600)
        .unwrap_or(0o600)
}

/// Takes the lock for `state`, without waiting. A new lock file is no more readable than
/// the save; one made wider (by an earlier version) is narrowed when it is this user's.
pub(crate) fn acquire(state: &Path) -> Result<Lock, LockError> {
    let path = lock_path(state);
    let io_error = |e: io::Error| {
        LockError::Fault(Fault::Lock {
            path: path.clone(),
            why: Why::of(&e),
        })
    };
    let mut options = OpenOptions::new();
    options.create(true).truncate(false).write(true);
    #[cfg(unix)]
    let allowed = {
        use std::os::unix::fs::OpenOptionsExt;
        let allowed = lock_mode(state);
        options.mode(allowed);
        allowed
    };
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
        return Err(LockError::Fault(Fault::LockNotAFile {
            kind: kind_of(&meta.file_type()),
            path,
        }));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::{MetadataExt, PermissionsExt};
        let mode = meta.mode() & 0o7777;
        if meta.uid() == system::user().uid && mode & !allowed != 0 {
            let _ = file.set_permissions(std::fs::Permissions::from_mode(mode & allowed));
        }
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
    pub(crate) fn check(&self) -> Result<(), Fault> {
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

#[cfg(all(test, unix))]
mod tests;
