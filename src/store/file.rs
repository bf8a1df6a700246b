//! Opening, reading and writing the state file on disk.

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use super::lock::{self, Lock, LockError};
use super::schema::{self, ParseError, Saved};
use crate::game::{BestScores, Stats};

/// The environment variable that names the state file.
pub const STATE_ENV: &str = "TUI2048_STATE";

/// Where the state file lives when neither `--state` nor `TUI2048_STATE` says: the
/// config folder (`$XDG_CONFIG_HOME/tui2048/state.json` on Linux). `None` when the system
/// has no home folder to speak of.
pub fn default_path() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(STATE_ENV).filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(path));
    }
    directories::ProjectDirs::from("", "", "tui2048").map(|d| d.config_dir().join("state.json"))
}

/// What was found at the state file's path.
#[derive(Debug)]
pub enum Opened {
    /// No file yet (or no folder for it): a first game.
    Fresh,
    /// A saved game and its history.
    Resumed(Saved),
    /// A file that could not be used. It was moved aside to `kept` (or left where it was
    /// when `kept` is `None`, and saving is then off so it is never overwritten).
    Corrupt {
        reason: String,
        kept: Option<PathBuf>,
        best: BestScores,
        stats: Stats,
    },
}

/// Why the game cannot start on this state file.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error(
        "{} is in use by another tui2048; quit it first, or play a separate game with --state <PATH>",
        .0.display()
    )]
    Busy(PathBuf),
    #[error(
        "{} was written by a newer tui2048 (state file version {version}; this program reads version {}); it was left untouched. Upgrade tui2048, or play a separate game with --state <PATH>",
        path.display(), schema::VERSION
    )]
    Newer { path: PathBuf, version: u64 },
    #[error("cannot read {}: {source}", path.display())]
    Unreadable { path: PathBuf, source: io::Error },
}

/// An open state file: its path, the lock on it, and whether saving is allowed.
#[derive(Debug)]
pub struct StateFile {
    path: PathBuf,
    _lock: Option<Lock>,
    /// Why saving must not happen at all (a corrupt file could not be moved aside).
    frozen: Option<String>,
}

impl StateFile {
    /// Locks and reads the state file at `path`. A file that cannot be used is moved
    /// aside; one from a newer program is left alone and is an error.
    pub fn open(path: &Path) -> Result<(StateFile, Opened), OpenError> {
        // A state file behind a link is saved where the link points (and locked there),
        // rather than replaced by a plain file.
        let resolved = fs::canonicalize(path).ok();
        let path = resolved.as_deref().unwrap_or(path);
        // Best effort: a folder that cannot be made is reported by the first save.
        if let Some(dir) = parent(path) {
            let _ = fs::create_dir_all(dir);
        }
        let lock = match lock::acquire(path) {
            Ok(lock) => Some(lock),
            Err(LockError::Busy(p)) => return Err(OpenError::Busy(p)),
            // Nothing can be written there, so no second program can clobber this one.
            Err(LockError::Io { .. }) => None,
        };
        if lock.is_some() {
            remove_stale_temporaries(path);
        }
        let mut file = StateFile {
            path: path.to_path_buf(),
            _lock: lock,
            frozen: None,
        };
        let bytes = match fs::read(path) {
            Ok(bytes) => bytes,
            Err(e) if is_absent(&e) => return Ok((file, Opened::Fresh)),
            Err(source) => {
                return Err(OpenError::Unreadable {
                    path: path.to_path_buf(),
                    source,
                });
            }
        };
        match schema::parse(&bytes, &mut rand::random::<u64>) {
            Ok(saved) => Ok((file, Opened::Resumed(saved))),
            Err(ParseError::Newer { version }) => Err(OpenError::Newer {
                path: path.to_path_buf(),
                version,
            }),
            Err(ParseError::Invalid {
                reason,
                best,
                stats,
            }) => {
                let kept = match keep_corrupt(path) {
                    Ok(kept) => Some(kept),
                    Err(e) => {
                        file.frozen = Some(format!(
                            "the unreadable file could not be moved aside ({e})"
                        ));
                        None
                    }
                };
                Ok((
                    file,
                    Opened::Corrupt {
                        reason,
                        kept,
                        best,
                        stats,
                    },
                ))
            }
        }
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes the state: a temporary file in the same folder, synced, renamed over the
    /// old one. A crash at any point leaves the old file or the new one, whole.
    pub fn save(&self, saved: &Saved) -> io::Result<()> {
        if let Some(why) = &self.frozen {
            return Err(io::Error::other(why.clone()));
        }
        write_atomically(&self.path, &schema::to_bytes(saved)).map_err(|e| {
            io::Error::new(
                e.kind(),
                format!("cannot write {}: {e}", self.path.display()),
            )
        })
    }
}

/// Replaces `path` with `bytes` so that a reader sees the old or the new content, whole.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = parent(path).unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let mut tmp = tempfile::Builder::new()
        .prefix(&temp_prefix(path))
        .suffix(".tmp")
        .tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    // The contents (and the length needed to read them) are on disk before the rename.
    tmp.as_file().sync_data()?;
    tmp.persist(path).map_err(|e| e.error)?;
    // Make the rename itself durable.
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

fn parent(path: &Path) -> Option<&Path> {
    path.parent().filter(|p| !p.as_os_str().is_empty())
}

fn temp_prefix(path: &Path) -> OsString {
    let mut prefix = OsString::from(".");
    prefix.push(path.file_name().unwrap_or_default());
    prefix.push(".");
    prefix
}

/// Deletes temporary files a killed program left behind. Only called with the lock held,
/// so none of them can belong to a live save.
fn remove_stale_temporaries(path: &Path) {
    let dir = parent(path).unwrap_or(Path::new("."));
    let prefix = temp_prefix(path);
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with(&*prefix.to_string_lossy()) && name.ends_with(".tmp") {
            let _ = fs::remove_file(entry.path());
        }
    }
}

fn is_absent(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
    )
}

/// Renames an unusable file to `<name>.corrupt-<unix time>` (never over another file).
fn keep_corrupt(path: &Path) -> io::Result<PathBuf> {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    for n in 0..1000 {
        let suffix = if n == 0 {
            format!("{name}.corrupt-{secs}")
        } else {
            format!("{name}.corrupt-{secs}-{n}")
        };
        let kept = path.with_file_name(suffix);
        if kept.exists() {
            continue;
        }
        fs::rename(path, &kept)?;
        return Ok(kept);
    }
    Err(io::Error::other("too many kept corrupt files"))
}
