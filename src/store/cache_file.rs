//! Files kept in the user's cache folder (the solver's endgame tables): read whole, up to a
//! size bound, and written atomically (a temporary file in the same folder, renamed over
//! the old one). What the bytes mean, and whether they can be trusted, is the reader's
//! business. A path that is not a regular file is neither read nor replaced.

use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use super::file::write_atomically;

/// A folder of cache files.
#[derive(Clone, Debug)]
pub struct CacheDir {
    dir: PathBuf,
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
        }
    }

    /// The folder.
    pub fn path(&self) -> &Path {
        &self.dir
    }

    /// The bytes of the file `name`, when it is a regular file of at most `limit` bytes
    /// that can be read; `None` otherwise.
    pub fn read(&self, name: &str, limit: u64) -> Option<Vec<u8>> {
        let path = self.dir.join(name);
        let meta = fs::symlink_metadata(&path).ok()?;
        if !meta.is_file() || meta.len() > limit {
            return None;
        }
        let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).ok()?);
        fs::File::open(&path)
            .ok()?
            .take(limit + 1)
            .read_to_end(&mut bytes)
            .ok()?;
        (bytes.len() as u64 <= limit).then_some(bytes)
    }

    /// Replaces the file `name` with `bytes` (creating the folder if need be), so that a
    /// reader sees the old content or the new, whole. Refused when something other than a
    /// regular file is in the way.
    pub fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        let path = self.dir.join(name);
        match fs::symlink_metadata(&path) {
            Ok(meta) if !meta.is_file() => Err(io::Error::other(format!(
                "{} is not a regular file",
                path.display()
            ))),
            _ => write_atomically(&path, bytes),
        }
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
}
