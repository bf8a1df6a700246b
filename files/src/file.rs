//! Opening, reading and writing the state file on disk. Only regular files are read,
//! moved aside or replaced: a state path that names a device, a pipe, a socket or a folder
//! is refused before anything is opened, and so is one that names a file of the
//! program's own (a lock, a records file, a temporary, …) or lies in a folder that is not
//! trusted. Every read is bounded. A save that finds its disk full gives up the solver's
//! cache there first, and tries again.

use std::fs::{self, OpenOptions};
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::atomic::{
    folder_of, remove_stale_temporaries, write_atomically, write_atomically_locked,
};
use super::cache_file::CacheDir;
use super::family::{Family, NAME_MAX, own_kind};
use super::fs::{Refused, keep_corrupt, kind_of, make_private_dirs, open_flags, read_bounded};
use super::lock::{self, Lock, LockError};
use super::trust::{self, Resolve};
use tui2048_engine::game::Record;
use tui2048_store::Saved;
use tui2048_store::{self as codec, Opened, ParseError, Parsed, SIZE_LIMIT, SaveError, SaveNote};
use tui2048_store::{Damage, DataFile, Fault, OpenError, Why};

/// The environment variable that names the state file.
pub(crate) const STATE_ENV: &str = "TUI2048_STATE";

/// Where the state file lives when neither `--state` nor `TUI2048_STATE` says: the
/// config folder (`$XDG_CONFIG_HOME/tui2048/state.json` on Linux). `None` when the system
/// has no home folder to speak of.
pub fn default_path() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(STATE_ENV).filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(path));
    }
    directories::ProjectDirs::from("", "", "tui2048").map(|d| d.config_dir().join("state.json"))
}

/// The error of a state path that could not be followed to its file.
pub(crate) fn open_error_of(given: &Path, e: Resolve) -> OpenError {
    match e {
        Resolve::Io(e) => OpenError::Unreadable {
            path: given.to_path_buf(),
            why: Why::of(&e),
        },
        Resolve::Links => OpenError::Links(given.to_path_buf()),
        Resolve::Untrusted(why) => OpenError::Untrusted(why),
    }
}

/// An open state file: its path, the lock on it, and whether saving is allowed.
#[derive(Debug)]
pub struct StateFile {
    path: PathBuf,
    lock: Option<Lock>,
    /// Why saving must not happen at all (no lock, or an unreadable file that could not
    /// be moved aside).
    off: Option<Fault>,
    /// The owner of the save, when it is another user's that this one cannot write.
    foreign: Option<u32>,
    /// What the player should hear of the saves since last asked.
    notes: Mutex<Vec<SaveNote>>,
}

impl StateFile {
    /// Locks and reads the state file at `path`, following links to the file they name
    /// (created behind a link that names none yet). A file that cannot be used is moved
    /// aside; one from a newer program, anything but a regular file, a file of the
    /// program's own and a folder that is not trusted are left alone and are an error.
    /// Without the lock the game may be read but is never saved.
    pub fn open(path: &Path) -> Result<(StateFile, Opened), OpenError> {
        StateFile::open_at(locate(path)?)
    }

    /// [`StateFile::open`] for the daily game's file of the save at `state`.
    pub fn open_daily(state: &Path) -> Result<(StateFile, Opened), OpenError> {
        let daily = Family::of(&locate(state)?).daily();
        StateFile::open_at(trust::resolve(&daily).map_err(|e| open_error_of(&daily, e))?)
    }

    fn open_at(path: PathBuf) -> Result<(StateFile, Opened), OpenError> {
        refuse_special(&path)?;
        refuse_foreign(&path)?;
        // Best effort: a folder that cannot be made is reported by the lock or a save.
        let _ = make_private_dirs(folder_of(&path));
        let mut file = StateFile {
            lock: None,
            off: None,
            foreign: None,
            path,
            notes: Mutex::default(),
        };
        if let Some(uid) = lock::owned_by_another(&file.path) {
            // Another user's save that this one cannot write: its lock is its owner's.
            file.foreign = Some(uid);
            file.off = Some(Fault::NotYours { uid });
            let opened = file.read()?;
            return Ok((file, opened));
        }
        match lock::acquire(&file.path) {
            Ok(lock) => {
                // Under the lock no live program writes these files; a killed one may
                // have left its temporaries.
                let family = Family::of(&file.path);
                for name in family.spellings().iter().chain([&family.records()]) {
                    remove_stale_temporaries(name, true);
                }
                file.lock = Some(lock);
            }
            Err(LockError::Busy(p)) => return Err(OpenError::Busy(p)),
            Err(LockError::Fault(why)) => file.off = Some(why),
        }
        let opened = file.read()?;
        Ok((file, opened))
    }

    /// Reads what is at the path, moving an unusable file aside when the lock is held.
    fn read(&mut self) -> Result<Opened, OpenError> {
        let path = self.path.clone();
        let Some(parsed) = read_state(&path)? else {
            return Ok(Opened::Fresh);
        };
        match parsed {
            Ok(parsed) => Ok(Opened::Resumed {
                saved: Box::new(parsed.saved),
                new_game: parsed.new_game,
                earlier: parsed.earlier,
            }),
            Err(ParseError::Newer { version }) => Err(OpenError::Newer { path, version }),
            Err(ParseError::Invalid { reason, salvage }) => {
                // Only the lock's holder may move the file; without it, it stays put.
                let kept = match self.off {
                    Some(_) => None,
                    None => match keep_corrupt(&path) {
                        Ok(kept) => Some(kept),
                        Err(why) => {
                            self.off = Some(Fault::NotMovedAside { why });
                            None
                        }
                    },
                };
                Ok(Opened::Corrupt {
                    reason,
                    kept,
                    salvage,
                })
            }
        }
    }

    /// The file's path, links followed.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The user who owns the save, when it is another's that this user cannot write: the
    /// game is played without saving, and its lock left to its owner.
    pub fn foreign_owner(&self) -> Option<u32> {
        self.foreign
    }

    /// Why saving is off for the whole run, if it is.
    pub fn off(&self) -> Option<&Fault> {
        self.off.as_ref()
    }

    /// What the player should hear of the saves made since last asked, once.
    pub fn take_notes(&self) -> Vec<SaveNote> {
        self.notes
            .lock()
            .map(|mut notes| std::mem::take(&mut *notes))
            .unwrap_or_default()
    }

    /// Writes the state: a temporary file in the same folder, synced, renamed over the
    /// old one. A crash at any point leaves the old file or the new one, whole. Nothing
    /// is written without the lock, nor over anything but a regular file.
    pub fn save(&mut self, saved: &Saved) -> Result<(), SaveError> {
        self.save_with(saved, &[])
    }

    /// [`StateFile::save`], with the records of the games a new game took the place of
    /// (oldest first), for undo to bring back with them.
    pub fn save_with(&mut self, saved: &Saved, earlier: &[Record]) -> Result<(), SaveError> {
        if let Err(e) = self.check_writable() {
            if let SaveError::Off(why) = &e {
                // The lock file gone, another program may take the save: this one lets go
                // of it all, the state file's own lock too, and never writes it again.
                if matches!(why, Fault::LockGone { .. }) {
                    self.lock = None;
                }
                self.off = Some(why.clone());
            }
            return Err(e);
        }
        let path = &self.path;
        if let Ok(meta) = fs::symlink_metadata(path)
            && !meta.is_file()
        {
            return Err(SaveError::Failed(Fault::NotAFile {
                path: path.clone(),
                kind: kind_of(&meta.file_type()),
            }));
        }
        let bytes = codec::to_bytes_with(saved, earlier);
        // The new file is locked as the old one was: a hard link made to it is the same
        // save.
        let written = self.write_with(path, &bytes, write_atomically_locked)?;
        if let Some(lock) = &mut self.lock {
            lock.hold(written);
        }
        Ok(())
    }

    /// Writes a file of this save whole. When its disk is full, the solver's cache there is
    /// given up (its tables are built again when there is room) and the write tried again.
    pub(super) fn write(&self, path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
        self.write_with(path, bytes, write_atomically)
    }

    /// [`StateFile::write`] by `write`; what it gave.
    fn write_with<T>(
        &self,
        path: &Path,
        bytes: &[u8],
        write: impl Fn(&Path, &[u8]) -> io::Result<T>,
    ) -> Result<T, SaveError> {
        let mut written = write(path, bytes);
        if written.as_ref().is_err_and(out_of_room)
            && let Some(freed) = CacheDir::user().and_then(|c| c.give_up_for(path))
        {
            if let Ok(mut notes) = self.notes.lock() {
                notes.push(SaveNote::CacheGivenUp { bytes: freed });
            }
            written = write(path, bytes);
        }
        written.map_err(|e| {
            SaveError::Failed(Fault::Write {
                path: path.to_path_buf(),
                why: Why::of(&e),
            })
        })
    }
}

/// Whether a write failed for want of room on its disk (or of the user's quota).
fn out_of_room(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded
    )
}

impl StateFile {
    /// Whether this program may write the state file, or files beside it, now: it holds
    /// the lock, the lock file is still the one it locked, and saving is not off.
    pub(super) fn check_writable(&self) -> Result<(), SaveError> {
        if let Some(why) = &self.off {
            return Err(SaveError::Off(why.clone()));
        }
        match &self.lock {
            Some(lock) => lock.check().map_err(SaveError::Off),
            None => Err(SaveError::Off(Fault::NotLocked)),
        }
    }
}

/// What a state file holds, read with every bound (`None`: no file there). Nothing is
/// locked, moved or written.
fn read_state(path: &Path) -> Result<Option<Result<Parsed, ParseError>>, OpenError> {
    let bytes = match read_bounded(path, true, SIZE_LIMIT) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return Ok(None),
        Err(Refused::Io(e)) => {
            return Err(OpenError::Unreadable {
                path: path.to_path_buf(),
                why: Why::of(&e),
            });
        }
        Err(Refused::NotAFile(kind)) => {
            return Err(OpenError::NotAFile {
                kind,
                path: path.to_path_buf(),
            });
        }
        Err(Refused::TooLarge(len)) => {
            return Ok(Some(Err(ParseError::Invalid {
                reason: Damage::TooLarge {
                    len,
                    limit: SIZE_LIMIT,
                    of: DataFile::State,
                },
                salvage: Box::default(),
            })));
        }
    };
    Ok(Some(codec::read(&bytes, &mut rand::random::<u64>)))
}

/// The record of the game saved at `path` (a path [`locate`] gave, or the daily game's
/// file beside it), read without a lock (a game may be running on the file) and without
/// touching anything: the saved record when it is of the saved game, else one that
/// starts at the game's board. `None` when no file is there.
pub fn peek_record(path: &Path) -> Result<Option<Record>, OpenError> {
    let path = trust::resolve(path).map_err(|e| open_error_of(path, e))?;
    refuse_special(&path)?;
    match read_state(&path)? {
        None => Ok(None),
        Some(Ok(parsed)) => {
            let saved = parsed.saved;
            Ok(Some(
                saved
                    .record
                    .unwrap_or_else(|| Record::from_board(&saved.game)),
            ))
        }
        Some(Err(ParseError::Newer { version })) => Err(OpenError::Newer { path, version }),
        Some(Err(ParseError::Invalid { reason, .. })) => Err(OpenError::Damaged {
            path,
            damage: reason,
        }),
    }
}

/// The state file a state path names, checked before anything is opened: not empty, not
/// a folder's name, links followed (each only from a folder that is trusted), its folder
/// trusted, and not one of the program's own files (a lock, a records file, the daily
/// game's file, a file kept aside, a temporary, a table of the cache), each told by what
/// it is, whatever folder holds it: the cache folder may be the config folder.
pub fn locate(given: &Path) -> Result<PathBuf, OpenError> {
    if given.as_os_str().is_empty() {
        return Err(OpenError::Empty);
    }
    let bytes = given.as_os_str().as_encoded_bytes();
    if bytes.ends_with(b"/") {
        return Err(OpenError::Slash(given.to_path_buf()));
    }
    let last = bytes.rsplit(|&b| b == b'/').next().unwrap_or_default();
    if last == b"." || last == b".." {
        return Err(OpenError::Folder(given.to_path_buf()));
    }
    let path = trust::resolve(given).map_err(|e| open_error_of(given, e))?;
    let over = Family::of(&path).longest_name().saturating_sub(NAME_MAX);
    if over > 0 {
        let most = path
            .file_name()
            .unwrap_or_default()
            .len()
            .saturating_sub(over);
        return Err(OpenError::NameTooLong { path, most });
    }
    match own_kind(path.file_name().unwrap_or_default()) {
        Some(kind) => Err(OpenError::Own { path, kind }),
        None => Ok(path),
    }
}

/// Refuses a path that exists and is not a regular file, before anything opens it.
fn refuse_special(path: &Path) -> Result<(), OpenError> {
    match fs::symlink_metadata(path) {
        Ok(meta) if !meta.is_file() => Err(OpenError::NotAFile {
            path: path.to_path_buf(),
            kind: kind_of(&meta.file_type()),
        }),
        _ => Ok(()),
    }
}

/// How much of a file is looked at to tell whether it is a state file.
const PEEK: u64 = 64 << 10;

/// Refuses a file given by name that is not a state file at all (a mistyped path that
/// names `/etc/passwd` must not be moved aside and replaced): outside the config folder,
/// a file is taken for a (perhaps damaged) state file only when it is empty or its start
/// names a game and a board, as every state file's does.
fn refuse_foreign(path: &Path) -> Result<(), OpenError> {
    if in_own_folder(path) {
        return Ok(());
    }
    let mut options = OpenOptions::new();
    options.read(true);
    open_flags(&mut options, false);
    let Ok(file) = options.open(path) else {
        return Ok(());
    };
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        return Ok(());
    }
    let mut head = Vec::new();
    if file.take(PEEK).read_to_end(&mut head).is_err() {
        return Ok(());
    }
    let has = |word: &[u8]| head.windows(word.len()).any(|w| w == word);
    if head.is_empty() || (has(b"\"game\"") && has(b"\"board\"")) {
        Ok(())
    } else {
        Err(OpenError::Foreign(path.to_path_buf()))
    }
}

/// Whether `path` (links followed) is in the config folder, where any file is the
/// program's own.
fn in_own_folder(path: &Path) -> bool {
    let Some(dirs) = directories::ProjectDirs::from("", "", "tui2048") else {
        return false;
    };
    match (fs::canonicalize(dirs.config_dir()), path.parent()) {
        (Ok(dir), Some(parent)) => dir == parent,
        _ => false,
    }
}
