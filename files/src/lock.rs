//! One program per save: an advisory lock on `<stem>.json.lock` (`state.json.lock` for
//! `state.json` and for `state`), held while the game runs and released by the operating
//! system when the process ends, however it ends. It covers the state file and every file
//! named after it. A link (to the file or to a folder on its way) is followed before the
//! lock's name is made, so every path to one file names one lock file.
//! The lock file must be a regular file; before each save the holder checks that the file
//! at the lock's path is still the one it locked (one deleted or replaced would let a
//! second program in).
//! A file has more names than its links: a hard link is a second name in a folder of its
//! own choosing, with a lock file of its own. So the state file is locked too, by the
//! same advisory lock on the file itself: the file as it was opened, and each file a save
//! put in its place, for as long as any name is left to it. A second program on another
//! name of one of them finds it taken, as it finds the lock file taken.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, ErrorKind};
use std::path::{Path, PathBuf};

use super::family::Family;
use super::fs::{kind_of, open_flags};
use super::system;
use tui2048_store::{Fault, Why};

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
    /// The state file's own locks: the file as it was opened, then each file a save put in
    /// its place, while a name is left to it.
    held: Vec<File>,
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
    let busy = || LockError::Busy(state.to_path_buf());
    match file.try_lock() {
        Ok(()) => {}
        Err(TryLockError::WouldBlock) => return Err(busy()),
        Err(TryLockError::Error(source)) => return Err(io_error(source)),
    }
    // Another name of the file (a hard link) has a lock file of its own: the file itself
    // says whether a program holds it.
    let held = match hold_the_file(state) {
        Held::Taken => return Err(busy()),
        Held::Locked(held) => vec![held],
        Held::Nothing => Vec::new(),
    };
    Ok(Lock { file, path, held })
}

/// What locking the state file itself found.
enum Held {
    /// Another program holds it.
    Taken,
    /// Held now, by this program.
    Locked(File),
    /// Nothing to hold: no file yet, or one that cannot be opened or locked (its reading
    /// says why, if it matters).
    Nothing,
}

/// Takes the advisory lock of the state file at `state` itself, without waiting.
fn hold_the_file(state: &Path) -> Held {
    let mut options = OpenOptions::new();
    options.read(true);
    open_flags(&mut options, true);
    let Ok(file) = options.open(state) else {
        return Held::Nothing;
    };
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        return Held::Nothing;
    }
    match file.try_lock() {
        Ok(()) => Held::Locked(file),
        Err(TryLockError::WouldBlock) => Held::Taken,
        Err(TryLockError::Error(_)) => Held::Nothing,
    }
}

impl Lock {
    /// Holds `written`, the file a save just put in the state file's place (locked before
    /// it took the place), and lets go of those held before that no name is left to.
    pub(crate) fn hold(&mut self, written: File) {
        self.held.retain(has_a_name);
        self.held.push(written);
    }

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

/// Whether a file held open still has a name in a folder (a file replaced by a save has
/// none, unless a hard link was made to it).
#[cfg(unix)]
fn has_a_name(file: &File) -> bool {
    use std::os::unix::fs::MetadataExt;
    file.metadata().is_ok_and(|m| m.nlink() > 0)
}

#[cfg(not(unix))]
fn has_a_name(_: &File) -> bool {
    true
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
