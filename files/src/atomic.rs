//! Writing a file whole or not at all: a temporary file beside it, named after it and
//! after the process writing it, synced, then renamed over it. The new file keeps the old
//! one's permissions and, where the system allows it (root saving another user's file),
//! its owner and group. A temporary is removed later only when the process that wrote it
//! is gone, so that no program deletes another's file under way.

use std::ffi::OsStr;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::Path;
use std::time::{Duration, SystemTime};

use super::family::{TEMPORARY_RANDOM, TEMPORARY_SUFFIX, Writer, temporary_of, temporary_prefix};
use super::fs::make_private_dirs;
use super::system;

/// Without a lock, a temporary file of an earlier version (which did not name its writer)
/// is taken for one left behind once it is this old: no write takes that long.
const UNKNOWN_WRITER_AGE: Duration = Duration::from_secs(600);

/// Replaces `path` with `bytes` so that a reader sees the old or the new content, whole.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_whole(path, bytes, false).map(drop)
}

/// [`write_atomically`], the new file locked (the advisory lock the save's lock takes)
/// before it takes the old one's place, and handed back open, so that it is never there
/// unlocked: the lock is held while the file is.
pub(crate) fn write_atomically_locked(path: &Path, bytes: &[u8]) -> io::Result<File> {
    write_whole(path, bytes, true)
}

fn write_whole(path: &Path, bytes: &[u8], lock: bool) -> io::Result<File> {
    let dir = folder_of(path);
    make_private_dirs(dir)?;
    let name = path.file_name().unwrap_or_default();
    let mut tmp = tempfile::Builder::new()
        .prefix(&temporary_prefix(name, std::process::id()))
        .suffix(TEMPORARY_SUFFIX)
        .rand_bytes(TEMPORARY_RANDOM)
        .tempfile_in(dir)?;
    keep_owner_and_mode(path, tmp.as_file());
    tmp.write_all(bytes)?;
    // The contents (and the length needed to read them) are on disk before the rename.
    tmp.as_file().sync_data()?;
    if lock {
        // A new file no one else has opened: it cannot be taken; a system without such
        // locks has none to take.
        let _ = tmp.as_file().try_lock();
    }
    let file = tmp.persist(path).map_err(|e| e.error)?;
    // Make the rename itself durable.
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(file)
}

/// Gives the new file the permissions of the regular file it replaces, and its owner and
/// group where the system lets this program give them (a new file keeps the temporary's
/// own: readable and writable by its owner only).
#[cfg(unix)]
fn keep_owner_and_mode(path: &Path, new: &File) {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let Ok(old) = fs::symlink_metadata(path) else {
        return;
    };
    if !old.is_file() {
        return;
    }
    let me = system::user();
    // Only root may give a file away; anyone may give it a group of theirs. (Changing the
    // owner may clear the mode's special bits, so the mode comes after.)
    let uid = (me.uid == 0 && old.uid() != me.uid).then_some(old.uid());
    let gid = (old.gid() != me.gid).then_some(old.gid());
    if uid.is_some() || gid.is_some() {
        let _ = std::os::unix::fs::fchown(new, uid, gid);
    }
    let _ = new.set_permissions(fs::Permissions::from_mode(old.mode() & 0o777));
}

#[cfg(not(unix))]
fn keep_owner_and_mode(path: &Path, new: &File) {
    if let Ok(old) = fs::metadata(path) {
        let _ = new.set_permissions(old.permissions());
    }
}

/// Deletes the temporary files of `path` whose writer is gone (a program killed while it
/// wrote), and no other file: only regular files named as this file's own temporaries.
/// Under the save's lock (`locked`), one of an earlier version, which did not name its
/// writer, is gone too: no live program can write the file without the lock.
pub(crate) fn remove_stale_temporaries(path: &Path, locked: bool) {
    remove_temporaries_where(path, |writer, meta| writer_gone(writer, meta, locked));
}

/// [`remove_stale_temporaries`] for a file written without a lock (the settings file):
/// only temporaries whose writer is gone and that are this user's own, so that nothing
/// another user made is touched.
pub(super) fn remove_own_stale_temporaries(path: &Path) {
    let me = system::user();
    remove_temporaries_where(path, |writer, meta| {
        mine(meta, me.uid) && writer_gone(writer, meta, false)
    });
}

#[cfg(unix)]
fn mine(meta: &fs::Metadata, uid: u32) -> bool {
    use std::os::unix::fs::MetadataExt;
    meta.uid() == uid
}

#[cfg(not(unix))]
fn mine(_: &fs::Metadata, _: u32) -> bool {
    true
}

fn remove_temporaries_where(path: &Path, gone: impl Fn(Writer, &fs::Metadata) -> bool) {
    let name = path.file_name().unwrap_or_default();
    let Ok(entries) = fs::read_dir(folder_of(path)) else {
        return;
    };
    for entry in entries.flatten() {
        let Some(writer) = temporary_of(&entry.file_name(), name) else {
            continue;
        };
        let Ok(meta) = entry.metadata() else {
            continue;
        };
        if meta.is_file() && gone(writer, &meta) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

fn writer_gone(writer: Writer, meta: &fs::Metadata, locked: bool) -> bool {
    match writer {
        Writer::Pid(pid) => pid != std::process::id() && !system::alive(pid),
        Writer::Unknown if locked => true,
        Writer::Unknown => meta
            .modified()
            .ok()
            .and_then(|at| SystemTime::now().duration_since(at).ok())
            .is_some_and(|age| age >= UNKNOWN_WRITER_AGE),
    }
}

/// The folder a file is in (`.` for a bare name).
pub(super) fn folder_of(path: &Path) -> &Path {
    path.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// Whether `entry` is a temporary file of `name` (whoever wrote it).
pub(super) fn is_temporary_of(entry: &OsStr, name: &OsStr) -> bool {
    temporary_of(entry, name).is_some()
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_save_keeps_the_files_permissions() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("state.json");
        write_atomically(&path, b"one").unwrap();
        let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&path), 0o600, "a new file is its owner's alone");
        for kept in [0o640, 0o644, 0o604, 0o600] {
            fs::set_permissions(&path, fs::Permissions::from_mode(kept)).unwrap();
            write_atomically(&path, b"two").unwrap();
            assert_eq!(mode(&path), kept);
        }
        assert_eq!(fs::read(&path).unwrap(), b"two");
        assert_eq!(names(dir.path()), ["state.json"]);
    }

    #[test]
    fn only_temporaries_whose_writer_is_gone_are_removed() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("state.json");
        let mut gone = std::process::Command::new("true").spawn().unwrap();
        let dead = gone.id();
        gone.wait().unwrap();
        let live = std::process::id();
        let files = [
            format!(".state.json.{dead}-aaaaaa.tmp"),
            format!(".state.json.{live}-bbbbbb.tmp"),
            // Another file's temporaries, and files that only look alike.
            format!(".state.records.json.{dead}-cccccc.tmp"),
            format!(".state.daily.json.{dead}-dddddd.tmp"),
            format!(".state.json.{dead}-eeeeee.tmp.kept"),
            // An earlier version's, new: it may be under way.
            ".state.json.ffffff.tmp".to_string(),
        ];
        for f in &files {
            fs::write(dir.path().join(f), b"x").unwrap();
        }
        fs::create_dir(dir.path().join(format!(".state.json.{dead}-gggggg.tmp"))).unwrap();
        remove_stale_temporaries(&path, false);
        let mut left = names(dir.path());
        left.sort();
        let mut expected = vec![
            format!(".state.json.{live}-bbbbbb.tmp"),
            format!(".state.records.json.{dead}-cccccc.tmp"),
            format!(".state.daily.json.{dead}-dddddd.tmp"),
            format!(".state.json.{dead}-eeeeee.tmp.kept"),
            ".state.json.ffffff.tmp".to_string(),
            format!(".state.json.{dead}-gggggg.tmp"),
        ];
        expected.sort();
        assert_eq!(left, expected);
        // An earlier version's temporary, old enough, was left by a program killed.
        let old = dir.path().join(".state.json.ffffff.tmp");
        let f = File::options().write(true).open(&old).unwrap();
        f.set_modified(SystemTime::now() - UNKNOWN_WRITER_AGE - Duration::from_secs(1))
            .unwrap();
        drop(f);
        remove_stale_temporaries(&path, false);
        assert!(!old.exists());
        // Under the lock, an earlier version's is left by a program killed, however new.
        fs::write(&old, b"x").unwrap();
        remove_stale_temporaries(&path, true);
        assert!(!old.exists());
        assert!(
            dir.path()
                .join(format!(".state.json.{live}-bbbbbb.tmp"))
                .exists()
        );
    }

    #[test]
    fn a_temporary_names_its_file_and_its_writer() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.json");
        // A file that cannot be written keeps its temporary from being renamed: the
        // folder holds the temporary then, named as the store names them.
        let blocker = dir.path().join("s.json");
        fs::create_dir(&blocker).unwrap();
        assert!(write_atomically(&path, b"x").is_err());
        assert_eq!(
            names(dir.path()),
            ["s.json"],
            "the temporary was cleaned up"
        );
        let prefix = temporary_prefix(OsStr::new("s.json"), std::process::id());
        assert!(prefix.to_string_lossy().starts_with(".s.json."));
        assert!(is_temporary_of(
            OsStr::new(&format!("{}abcdef.tmp", prefix.to_string_lossy())),
            OsStr::new("s.json")
        ));
    }

    /// Root replacing a file keeps its owner and its group, both or either.
    #[test]
    fn a_save_by_root_keeps_the_files_owner_and_group() {
        use std::os::unix::fs::MetadataExt;
        if system::user().uid != 0 {
            eprintln!("skipped: giving a file away takes root");
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("state.json");
        for (uid, gid) in [(1234, 1234), (0, 1234), (1234, 0)] {
            write_atomically(&path, b"one").unwrap();
            std::os::unix::fs::chown(&path, Some(uid), Some(gid)).unwrap();
            write_atomically(&path, b"two").unwrap();
            let meta = fs::metadata(&path).unwrap();
            assert_eq!((meta.uid(), meta.gid()), (uid, gid));
            fs::remove_file(&path).unwrap();
        }
    }

    /// Of the temporaries killed writers left, the clean-up without the lock (the settings
    /// file's) removes its own user's and no other user's.
    #[test]
    fn without_the_lock_only_this_users_stale_temporaries_are_removed() {
        if system::user().uid != 0 {
            eprintln!("skipped: a file of another user takes root to make");
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        let dead = 4_000_000;
        assert!(!system::alive(dead));
        let prefix = temporary_prefix(OsStr::new("config.toml"), dead);
        let name = |tag: &str| format!("{}{tag}.tmp", prefix.to_string_lossy());
        fs::write(dir.path().join(name("abcdef")), b"mine").unwrap();
        fs::write(dir.path().join(name("ghijkl")), b"theirs").unwrap();
        std::os::unix::fs::chown(dir.path().join(name("ghijkl")), Some(1234), None).unwrap();
        remove_own_stale_temporaries(&path);
        assert_eq!(names(dir.path()), [name("ghijkl")]);
    }

    /// A temporary of a writer still at work (here the first process, which never ends)
    /// stays; one of a writer gone does not.
    #[test]
    fn a_live_writers_temporary_stays_and_a_dead_ones_goes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.json");
        let (live, dead) = (1, 4_000_000);
        assert!(system::alive(live) && !system::alive(dead));
        let name = |pid: u32| {
            let prefix = temporary_prefix(OsStr::new("s.json"), pid);
            format!("{}abcdef.tmp", prefix.to_string_lossy())
        };
        for pid in [live, dead] {
            fs::write(dir.path().join(name(pid)), b"half").unwrap();
        }
        remove_stale_temporaries(&path, false);
        assert_eq!(names(dir.path()), [name(live)]);
        // Neither the file itself nor another file's temporary is one of its temporaries.
        assert!(!is_temporary_of(OsStr::new("s.json"), OsStr::new("s.json")));
        assert!(!is_temporary_of(
            OsStr::new(&name(live)),
            OsStr::new("t.json")
        ));
    }
}
