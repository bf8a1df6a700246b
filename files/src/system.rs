//! What the system says of the user and of the disks: who runs the program, whether a
//! process still lives, how much room a disk has left, and whether two paths share one.
//! Where a system cannot tell, the answer is the one that touches nothing.

use std::path::Path;

/// The user the program runs as (its effective ids).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct User {
    pub uid: u32,
    pub gid: u32,
}

/// The user the program runs as.
#[cfg(unix)]
pub(crate) fn user() -> User {
    User {
        uid: rustix::process::geteuid().as_raw(),
        gid: rustix::process::getegid().as_raw(),
    }
}

#[cfg(not(unix))]
pub(crate) fn user() -> User {
    User { uid: 0, gid: 0 }
}

/// Whether a process of this id runs (as any user). A process that cannot be asked is
/// taken to run.
#[cfg(unix)]
pub(crate) fn alive(pid: u32) -> bool {
    let Some(pid) = i32::try_from(pid)
        .ok()
        .and_then(rustix::process::Pid::from_raw)
    else {
        return false;
    };
    !matches!(
        rustix::process::test_kill_process(pid),
        Err(rustix::io::Errno::SRCH)
    )
}

#[cfg(not(unix))]
pub(crate) fn alive(_pid: u32) -> bool {
    true
}

/// The bytes a program not run by root may still write on the disk of `path`; `None`
/// when the system does not say.
#[cfg(unix)]
pub(crate) fn free_bytes(path: &Path) -> Option<u64> {
    let vfs = rustix::fs::statvfs(path).ok()?;
    Some(vfs.f_bavail.saturating_mul(vfs.f_frsize))
}

#[cfg(not(unix))]
pub(crate) fn free_bytes(_path: &Path) -> Option<u64> {
    None
}

/// Whether two existing paths are on one disk (`false` when either cannot be asked).
pub(crate) fn same_disk(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (std::fs::metadata(a), std::fs::metadata(b)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = (a, b);
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn this_process_lives_and_a_finished_one_does_not() {
        assert!(alive(std::process::id()));
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let pid = child.id();
        child.wait().unwrap();
        assert!(!alive(pid));
        assert!(!alive(0));
        assert!(!alive(u32::MAX));
    }

    #[test]
    fn a_disk_says_its_room_and_a_folder_shares_its_files_disk() {
        let dir = tempfile::tempdir().unwrap();
        assert!(free_bytes(dir.path()).is_some_and(|n| n > 0));
        assert_eq!(free_bytes(&dir.path().join("missing")), None);
        std::fs::write(dir.path().join("f"), b"x").unwrap();
        assert!(same_disk(dir.path(), &dir.path().join("f")));
        assert!(!same_disk(dir.path(), &dir.path().join("missing")));
    }
}
