//! The lock's file: its permissions (no wider than the save's, a wider one of this user's
//! narrowed, another user's left alone), what takes its place refused, and whose save it
//! is.

use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::Path;

use super::{LockError, acquire, lock_mode, lock_path, owned_by_another};
use crate::system;
use tui2048_store::{Fault, Why};

fn mode_of(path: &Path) -> u32 {
    fs::metadata(path).unwrap().mode() & 0o7777
}

fn chmod(path: &Path, mode: u32) {
    fs::set_permissions(path, fs::Permissions::from_mode(mode)).unwrap();
}

#[test]
fn a_lock_may_be_read_by_whom_the_save_may_and_always_by_its_owner() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    // No save yet: its owner's alone.
    assert_eq!(lock_mode(&state), 0o600);
    fs::write(&state, "{}").unwrap();
    for (save, lock) in [
        (0o600, 0o600),
        (0o644, 0o644),
        (0o640, 0o640),
        (0o400, 0o600),
        (0o755, 0o644),
        (0o4777, 0o666),
    ] {
        chmod(&state, save);
        assert_eq!(lock_mode(&state), lock, "a save of {save:o}");
    }
}

#[test]
fn a_wider_lock_of_this_user_is_narrowed_to_the_save_and_a_narrower_one_kept() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    fs::write(&state, "{}").unwrap();
    let lock = lock_path(&state);
    fs::write(&lock, "").unwrap();
    for (save, before, after) in [
        (0o600, 0o666, 0o600),
        (0o640, 0o604, 0o600),
        (0o644, 0o600, 0o600),
        (0o644, 0o640, 0o640),
    ] {
        chmod(&state, save);
        chmod(&lock, before);
        let held = acquire(&state).unwrap();
        assert_eq!(
            mode_of(&lock),
            after,
            "a lock of {before:o} by a save of {save:o}"
        );
        drop(held);
    }
}

/// Root may give a file to another user: a lock of another user's is not narrowed (it is
/// not this user's to change), and a save of another user's root can write is root's to
/// save.
#[test]
fn another_users_lock_is_left_as_it_is_and_a_save_root_can_write_is_its_own() {
    if !rustix::process::geteuid().is_root() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    fs::write(&state, "{}").unwrap();
    chmod(&state, 0o600);
    let lock = lock_path(&state);
    fs::write(&lock, "").unwrap();
    chmod(&lock, 0o666);
    let other = 4242;
    std::os::unix::fs::chown(&lock, Some(other), None).unwrap();
    drop(acquire(&state).unwrap());
    assert_eq!(mode_of(&lock), 0o666);
    std::os::unix::fs::chown(&state, Some(other), None).unwrap();
    chmod(&state, 0o444);
    assert_eq!(owned_by_another(&state), None);
}

#[test]
fn a_save_of_another_user_that_cannot_be_written_is_theirs() {
    // The system's list of users: root's, and written by root alone.
    let passwd = Path::new("/etc/passwd");
    if !passwd.exists() {
        return;
    }
    let expected = match system::user().uid {
        0 => None,
        _ => Some(0),
    };
    assert_eq!(owned_by_another(passwd), expected);
    // One's own, and none at all.
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    assert_eq!(owned_by_another(&state), None);
    fs::write(&state, "{}").unwrap();
    chmod(&state, 0o400);
    assert_eq!(owned_by_another(&state), None);
}

#[test]
fn a_folder_where_the_lock_goes_is_refused_and_said() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let lock = lock_path(&state);
    fs::create_dir(&lock).unwrap();
    match acquire(&state) {
        Err(LockError::Fault(Fault::Lock { path, why })) => {
            assert_eq!(path, lock);
            assert_eq!(why, Why::Folder);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_second_taker_finds_it_busy_until_the_first_lets_go() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let first = acquire(&state).unwrap();
    match acquire(&state) {
        Err(LockError::Busy(path)) => assert_eq!(path, state),
        other => panic!("{other:?}"),
    }
    first.check().unwrap();
    drop(first);
    let second = acquire(&state).unwrap();
    // Deleted under it, the lock is gone.
    fs::remove_file(lock_path(&state)).unwrap();
    assert!(matches!(second.check(), Err(Fault::LockGone { .. })));
}

/// A lock its owner may neither read nor write, though others may: root opens it all the
/// same and narrows it to the save's, so that no one else may take it; any other user
/// cannot open it, and saves nothing.
#[test]
fn a_lock_others_may_open_but_not_its_owner_is_narrowed_by_root_and_refused_to_others() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    fs::write(&state, "{}").unwrap();
    chmod(&state, 0o600);
    let lock = lock_path(&state);
    fs::write(&lock, "").unwrap();
    chmod(&lock, 0o066);
    let root = rustix::process::geteuid().is_root();
    match acquire(&state) {
        Ok(held) if root => {
            assert_eq!(mode_of(&lock), 0o000);
            drop(held);
        }
        Err(LockError::Fault(Fault::Lock { why, .. })) if !root => {
            assert_eq!(why, Why::Denied);
            assert_eq!(mode_of(&lock), 0o066);
        }
        other => panic!("{other:?}"),
    }
}

/// A lock needs no write access: a lock file this user may only read is opened to read,
/// taken, and left as it is.
#[test]
fn a_lock_that_may_only_be_read_is_taken_all_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    fs::write(&state, "{}").unwrap();
    chmod(&state, 0o600);
    let lock = lock_path(&state);
    fs::write(&lock, "").unwrap();
    chmod(&lock, 0o400);
    let held = acquire(&state).unwrap();
    held.check().unwrap();
    assert!(matches!(acquire(&state), Err(LockError::Busy(_))));
    assert_eq!(mode_of(&lock), 0o400);
}

/// The lock file moved aside, or replaced, while the game runs: the file at its path is
/// another, and the lock is gone.
#[test]
fn a_lock_moved_aside_or_replaced_is_gone() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let lock = lock_path(&state);
    let held = acquire(&state).unwrap();
    // Moved aside, a new file in its place: the one locked is still there, elsewhere.
    fs::rename(&lock, dir.path().join("aside")).unwrap();
    fs::write(&lock, "").unwrap();
    assert!(matches!(held.check(), Err(Fault::LockGone { .. })));
    drop(held);
    // Replaced by a rename over it: the one locked is gone.
    let held = acquire(&state).unwrap();
    held.check().unwrap();
    let other = dir.path().join("other");
    fs::write(&other, "").unwrap();
    fs::rename(&other, &lock).unwrap();
    assert!(matches!(held.check(), Err(Fault::LockGone { .. })));
}

/// Every name of one file is one save: a hard link to the state file (in the same folder
/// or another, with a lock file of its own) finds it taken, and so do a link to it and a
/// path through a link to its folder.
#[test]
fn another_name_of_the_state_file_finds_it_taken() {
    let dir = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    fs::write(&state, "{}").unwrap();
    let hard = dir.path().join("hard.json");
    let far = elsewhere.path().join("far.json");
    fs::hard_link(&state, &hard).unwrap();
    fs::hard_link(&state, &far).unwrap();
    let link = elsewhere.path().join("link.json");
    std::os::unix::fs::symlink(&state, &link).unwrap();
    let first = acquire(&state).unwrap();
    for other in [&hard, &far] {
        match acquire(other) {
            Err(LockError::Busy(path)) => assert_eq!(&path, other),
            other => panic!("{other:?}"),
        }
        // Refused, it holds nothing: its lock file is free again.
        let lock = fs::File::open(lock_path(other)).unwrap();
        lock.try_lock().unwrap();
    }
    // A link is followed to the file it names, whose lock is the same; so is a link to
    // its folder on the way.
    let folder = elsewhere.path().join("folder");
    std::os::unix::fs::symlink(dir.path(), &folder).unwrap();
    for other in [&link, &folder.join("state.json")] {
        let named = crate::file::locate(other).unwrap();
        assert_eq!(named, fs::canonicalize(&state).unwrap());
        assert!(matches!(acquire(&named), Err(LockError::Busy(_))));
    }
    drop(first);
    // Once let go, any name takes it, and then the others find it taken.
    let second = acquire(&far).unwrap();
    assert!(matches!(acquire(&state), Err(LockError::Busy(_))));
    assert!(matches!(acquire(&hard), Err(LockError::Busy(_))));
    drop(second);
    drop(acquire(&hard).unwrap());
}

/// A save puts a new file in the state file's place: it is locked before it is there, and
/// the file as it was opened stays locked while another name is left to it.
#[test]
fn a_saved_file_is_locked_and_the_file_opened_while_it_has_a_name() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    fs::write(&state, "{}").unwrap();
    let before = dir.path().join("before.json");
    fs::hard_link(&state, &before).unwrap();
    let mut held = acquire(&state).unwrap();
    for n in 0..3 {
        let written = crate::atomic::write_atomically_locked(&state, b"{\"n\": 1}").unwrap();
        held.hold(written);
        // The file saved, linked to another name now: that name finds it taken.
        let after = dir.path().join(format!("after-{n}.json"));
        fs::hard_link(&state, &after).unwrap();
        assert!(matches!(acquire(&after), Err(LockError::Busy(_))), "{n}");
        // The file as it was opened still has a name, and is held too.
        assert!(matches!(acquire(&before), Err(LockError::Busy(_))), "{n}");
    }
    // The files a save replaced are let go once no name is left to them, on the next save.
    fs::remove_file(&before).unwrap();
    for n in 0..3 {
        fs::remove_file(dir.path().join(format!("after-{n}.json"))).unwrap();
    }
    let written = crate::atomic::write_atomically_locked(&state, b"{}").unwrap();
    held.hold(written);
    assert_eq!(held.held.len(), 1);
    drop(held);
    drop(acquire(&state).unwrap());
}

/// No state file yet: the lock file alone keeps the save, and the file a first save makes
/// is held from then on.
#[test]
fn a_save_not_made_yet_is_held_by_its_lock_file_then_by_itself() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let mut held = acquire(&state).unwrap();
    assert!(held.held.is_empty());
    assert!(matches!(acquire(&state), Err(LockError::Busy(_))));
    held.hold(crate::atomic::write_atomically_locked(&state, b"{}").unwrap());
    let hard = dir.path().join("hard.json");
    fs::hard_link(&state, &hard).unwrap();
    assert!(matches!(acquire(&hard), Err(LockError::Busy(_))));
}
