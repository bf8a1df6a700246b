//! Reading and writing the settings file, `config.toml`, in the state file's folder (what
//! it says and how a choice is written into it are the store's `config`). It keeps the
//! state file's rules: only a regular file is read (links followed, as far as they are
//! trusted), at most [`CONFIG_LIMIT`] bytes of it, and a write goes through a temporary
//! file and a rename. A file that does not parse as TOML is never written over.

use std::fs;
use std::path::{Path, PathBuf};

use tui2048_store::Why;
use tui2048_store::config::{
    CONFIG_LIMIT, Config, Problem, Setting, Unread, Untrusted, WriteError, config_from,
    with_setting,
};

use super::atomic::write_atomically;
use super::family::Family;
use super::fs::{Refused, open_regular, read_capped};
use super::{system, trust};

/// The settings file that goes with a state file: `config.toml` in its folder.
pub fn config_path(state: &Path) -> PathBuf {
    Family::of(state).config()
}

/// Why a path was not followed, as the settings file's problem says it.
fn untrusted(e: trust::Resolve) -> Untrusted {
    match e {
        trust::Resolve::Io(e) => Untrusted::Io(Why::of(&e)),
        trust::Resolve::Links => Untrusted::Links,
        trust::Resolve::Untrusted(why) => Untrusted::Distrust(why),
    }
}

/// Reads the settings file at `path`; no file is no setting and no problem. A file that
/// the game would not write (one its path does not trust, or one another user made in a
/// folder others can write) is not read either: nothing of it is used.
pub fn read_config(path: &Path) -> Config {
    let unread = |why| Config {
        problem: Some(Problem::Unread {
            path: path.to_path_buf(),
            why,
        }),
        ..Config::default()
    };
    match trusted_text(path) {
        Ok(Some((raw, _))) => config_from(path, raw),
        Ok(None) => Config::default(),
        Err(why) => unread(why),
    }
}

/// The settings file at `path`, read as the game would write it: its path followed only
/// through what is trusted, and refused when another user made it in a folder others can
/// write. Its text and the file it is (none: nothing there yet).
fn trusted_text(path: &Path) -> Result<Option<(String, PathBuf)>, Unread> {
    let target = trust::resolve(path).map_err(|e| Unread::Untrusted(untrusted(e)))?;
    let refused = |refused| match refused {
        Refused::NotAFile(kind) => Unread::NotAFile(kind),
        Refused::Io(e) => Unread::Io(Why::of(&e)),
        Refused::TooLarge(len) => Unread::TooLarge(len),
    };
    let Some((handle, meta)) = open_regular(&target, false).map_err(refused)? else {
        return Ok(None);
    };
    if meta.len() > CONFIG_LIMIT {
        return Err(Unread::TooLarge(meta.len()));
    }
    if let Some(uid) = planted(&target, &meta) {
        return Err(Unread::NotYours(uid));
    }
    let bytes = read_capped(handle, &meta, CONFIG_LIMIT).map_err(refused)?;
    if bytes.len() as u64 > CONFIG_LIMIT {
        return Err(Unread::TooLarge(bytes.len() as u64));
    }
    let raw = String::from_utf8(bytes).map_err(|_| Unread::NotText)?;
    Ok(Some((raw, target)))
}

/// The user who made `file` when that is another user (neither this one nor root) and its
/// folder is one others can write: anyone could have put it there.
fn planted(file: &Path, meta: &fs::Metadata) -> Option<u32> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let me = system::user();
        let dir = super::atomic::folder_of(file);
        let shared = fs::metadata(dir)
            .is_ok_and(|d| d.mode() & 0o002 != 0 || (d.mode() & 0o020 != 0 && d.gid() != me.gid));
        (shared && meta.uid() != me.uid && meta.uid() != 0).then_some(meta.uid())
    }
    #[cfg(not(unix))]
    {
        let _ = (file, meta);
        None
    }
}

/// Writes `key = value` into the settings file at `path` (a link followed to the file it
/// names, as far as it is trusted), changing nothing else: comments, order, other keys,
/// the comment on the key's own line, a byte order mark, `\r\n` line ends and a last line
/// without one stay as they were. A file that does not parse, that is not a regular file,
/// that has other hard links, whose key is written in a form the game does not read, or
/// that would grow past what the game reads ([`CONFIG_LIMIT`]), is left as it is, and the
/// error says why.
pub fn write_setting(path: &Path, key: &str, value: impl Into<Setting>) -> Result<(), WriteError> {
    let value = value.into();
    let unread = |why| WriteError::Unread {
        path: path.to_path_buf(),
        why,
    };
    let (found, target) = match trusted_text(path) {
        Ok(Some((text, target))) => (Some(text), target),
        Ok(None) => {
            let target =
                trust::resolve(path).map_err(|e| unread(Unread::Untrusted(untrusted(e))))?;
            (None, target)
        }
        Err(why) => return Err(unread(why)),
    };
    let named = || target.clone();
    tidy_at(&target);
    if let Some(links) = hard_links(&target).filter(|&n| n > 1) {
        return Err(WriteError::Links {
            path: named(),
            links,
        });
    }
    let bytes = with_setting(&named(), found, key, &value)?;
    write_atomically(&target, bytes.as_bytes()).map_err(|e| WriteError::Write {
        path: named(),
        why: Why::of(&e),
    })
}

/// How many names the file at `path` has (none: there is no file).
fn hard_links(path: &Path) -> Option<u64> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        fs::symlink_metadata(path).ok().map(|m| m.nlink())
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        None
    }
}

/// Removes the temporaries a writer of the settings file at `path` left when it was
/// killed (those whose writer is gone, and that are this user's), where the path is
/// trusted. Nothing else is touched.
pub fn tidy(path: &Path) {
    if let Ok(target) = trust::resolve(path) {
        tidy_at(&target);
    }
}

fn tidy_at(target: &Path) {
    super::atomic::remove_own_stale_temporaries(target);
}

/// The settings file at a path, as the place a player's choices are written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigFile(pub PathBuf);

impl tui2048_store::SettingsStore for ConfigFile {
    fn write_setting(&self, key: &str, value: Setting) -> Result<(), WriteError> {
        write_setting(&self.0, key, value)
    }
}
