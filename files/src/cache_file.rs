//! Files kept in the user's cache folder (the solver's endgame tables): read whole, up to a
//! size bound checked before anything is read, and written atomically. The cache yields
//! to the save: a file is written only when its disk keeps room for the save afterwards
//! (at least `MIN_ROOM`, and several times what the save's files take), and a save that
//! finds the disk full removes the tables (`CacheDir::give_up_for`). Temporaries of a
//! build that was killed are removed. What the bytes mean, and whether they can be
//! trusted, is the reader's business. A path that is not a regular file, or a folder
//! other users can write, is neither read nor written.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::atomic::{folder_of, is_temporary_of, remove_stale_temporaries, write_atomically};
use super::family::Family;
use super::fs::{make_private_dirs, read_bounded};
use super::system;
use super::trust::trusted_folder;

/// The least room a cache file leaves on its disk.
pub(crate) const MIN_ROOM: u64 = 64 << 20;

/// How many times the save's files' size a cache file leaves on their disk.
const SAVE_TIMES: u64 = 8;

/// The names of the files the cache holds: `endgame-v<version>-….bin`.
fn is_table(name: &str) -> bool {
    name.starts_with("endgame-v") && name.ends_with(".bin")
}

/// A folder of cache files.
#[derive(Clone, Debug)]
pub struct CacheDir {
    dir: PathBuf,
    /// The room a write leaves on the disk.
    room: u64,
}

impl CacheDir {
    /// The user's cache folder for tui2048 (`$XDG_CACHE_HOME/tui2048` on Linux); `None`
    /// when the system has no home folder to speak of.
    pub fn user() -> Option<CacheDir> {
        directories::ProjectDirs::from("", "", "tui2048").map(|d| CacheDir::at(d.cache_dir()))
    }

    /// The cache files in `dir`.
    pub fn at(dir: &Path) -> CacheDir {
        CacheDir {
            dir: dir.to_path_buf(),
            room: MIN_ROOM,
        }
    }

    /// The same folder, leaving room on its disk for `room` bytes at least.
    pub(crate) fn leaving(mut self, room: u64) -> CacheDir {
        self.room = room.max(MIN_ROOM);
        self
    }

    /// The same folder, leaving room for several times the files of the save at `state`
    /// when they are on its disk.
    pub fn leaving_room_for(self, state: &Path) -> CacheDir {
        let family = Family::of(state);
        let daily = Family::of(&family.daily());
        let files = family.spellings().into_iter().chain([
            family.records(),
            family.daily(),
            daily.records(),
        ]);
        let here = self.existing();
        let save: u64 = files
            .filter(|f| here.as_deref().is_some_and(|d| system::same_disk(f, d)))
            .filter_map(|f| fs::metadata(&f).ok())
            .map(|m| m.len())
            .sum();
        let room = save.saturating_mul(SAVE_TIMES);
        self.leaving(room)
    }

    /// The folder.
    pub fn path(&self) -> &Path {
        &self.dir
    }

    /// The folder, or the nearest folder above it that exists (where it would be made).
    fn existing(&self) -> Option<PathBuf> {
        self.dir
            .ancestors()
            .find(|d| d.is_dir())
            .and_then(|d| fs::canonicalize(d).ok())
    }

    /// Whether the folder may be used: it is not one other users can write.
    fn trusted(&self) -> bool {
        self.existing()
            .is_none_or(|d| trusted_folder(&d, system::user()).is_ok())
    }

    /// The bytes of the file `name`, when it is a regular file of at most `limit` bytes
    /// that can be read; `None` otherwise. A larger file is refused by its size alone.
    pub fn read(&self, name: &str, limit: u64) -> Option<Vec<u8>> {
        let path = self.dir.join(name);
        remove_stale_temporaries(&path, false);
        if !self.trusted() {
            return None;
        }
        let bytes = read_bounded(&path, true, limit).ok()??;
        (bytes.len() as u64 <= limit).then_some(bytes)
    }

    /// Replaces the file `name` with `bytes` (creating the folder if need be), so that a
    /// reader sees the old content or the new, whole. Refused when something other than a
    /// regular file is in the way, when the folder is not trusted, and when the disk would
    /// be left with less room than the save needs.
    pub fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        let path = self.dir.join(name);
        remove_stale_temporaries(&path, false);
        if !self.trusted() {
            return Err(io::Error::other(format!(
                "other users can write {}",
                tui2048_store::shown::path(&self.dir)
            )));
        }
        if let Ok(meta) = fs::symlink_metadata(&path)
            && !meta.is_file()
        {
            return Err(io::Error::other(format!(
                "{} is not a regular file",
                tui2048_store::shown::path(&path)
            )));
        }
        make_private_dirs(&self.dir)?;
        let old = fs::metadata(&path).map_or(0, |m| m.len());
        let needed = (bytes.len() as u64)
            .saturating_sub(old)
            .saturating_add(self.room);
        if let Some(free) = system::free_bytes(&self.dir)
            && free < needed
        {
            return Err(io::Error::new(
                io::ErrorKind::StorageFull,
                format!(
                    "{} MiB free on the disk of {}: the cache leaves {} MiB for the save",
                    free >> 20,
                    tui2048_store::shown::path(&self.dir),
                    self.room >> 20
                ),
            ));
        }
        write_atomically(&path, bytes)
    }

    /// Removes the cache's files (its tables and their temporaries) when they are on the
    /// disk of `path`, to make room there for the save; the bytes freed, or `None` when
    /// there was nothing of the cache there.
    pub(crate) fn give_up_for(&self, path: &Path) -> Option<u64> {
        if !self.dir.is_dir() || !system::same_disk(&self.dir, folder_of(path)) || !self.trusted() {
            return None;
        }
        let mut freed = 0;
        let mut removed = false;
        for entry in fs::read_dir(&self.dir).ok()?.flatten() {
            let name = entry.file_name();
            let Some(text) = name.to_str() else { continue };
            let temporary = text
                .strip_prefix('.')
                .and_then(|rest| rest.split_once(".bin."))
                .is_some_and(|(table, _)| {
                    let table = format!("{table}.bin");
                    is_table(&table) && is_temporary_of(&name, table.as_ref())
                });
            let ours = is_table(text) || temporary;
            let Ok(meta) = entry.metadata() else { continue };
            if ours && meta.is_file() && fs::remove_file(entry.path()).is_ok() {
                freed += meta.len();
                removed = true;
            }
        }
        removed.then_some(freed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_read_back_as_written_within_their_bound() {
        let dir = tempfile::tempdir().unwrap();
        let cache = CacheDir::at(&dir.path().join("deeper"));
        assert_eq!(cache.read("a.bin", 100), None);
        cache.write("a.bin", b"hello").unwrap();
        assert_eq!(cache.read("a.bin", 100).as_deref(), Some(&b"hello"[..]));
        assert_eq!(cache.read("a.bin", 4), None);
        cache.write("a.bin", b"bye").unwrap();
        assert_eq!(cache.read("a.bin", 100).as_deref(), Some(&b"bye"[..]));
        // Nothing but the file is left in the folder.
        let names: Vec<_> = fs::read_dir(cache.path()).unwrap().flatten().collect();
        assert_eq!(names.len(), 1);
        // The folder made and the file written are the user's alone.
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode(cache.path()), 0o700);
            assert_eq!(mode(&cache.path().join("a.bin")), 0o600);
        }
    }

    #[test]
    fn what_is_not_a_regular_file_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let cache = CacheDir::at(dir.path());
        fs::create_dir(dir.path().join("d.bin")).unwrap();
        assert_eq!(cache.read("d.bin", 100), None);
        assert!(cache.write("d.bin", b"x").is_err());
        assert!(dir.path().join("d.bin").is_dir());
    }

    #[test]
    fn a_write_that_would_leave_too_little_room_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let free = system::free_bytes(dir.path()).unwrap();
        let cache = CacheDir::at(dir.path()).leaving(free.saturating_add(1 << 40));
        let err = cache.write("endgame-v1-x.bin", b"table").unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::StorageFull);
        assert!(!dir.path().join("endgame-v1-x.bin").exists());
        CacheDir::at(dir.path())
            .write("endgame-v1-x.bin", b"table")
            .unwrap();
    }

    #[test]
    fn giving_up_removes_the_tables_and_their_temporaries_only() {
        let dir = tempfile::tempdir().unwrap();
        let cache = CacheDir::at(dir.path());
        let pid = std::process::id();
        for (name, len) in [
            ("endgame-v1-0033-0-15.bin", 1000),
            ("endgame-v1-0077-0-16.bin", 500),
            (&*format!(".endgame-v1-0033-0-15.bin.{pid}-abcdef.tmp"), 20),
            ("notes.txt", 7),
            (".notes.txt.1-abcdef.tmp", 3),
        ] {
            fs::write(dir.path().join(name), vec![0u8; len]).unwrap();
        }
        let save = dir.path().join("state.json");
        assert_eq!(cache.give_up_for(&save), Some(1520));
        let mut left: Vec<String> = fs::read_dir(dir.path())
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(left, [".notes.txt.1-abcdef.tmp", "notes.txt"]);
        assert_eq!(cache.give_up_for(&save), None);
    }
}
