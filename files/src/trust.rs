//! The path a state path names, and whether its folder can be trusted with a save. A
//! folder that other users can write (without the sticky bit, which keeps them from
//! renaming what is not theirs), or that belongs to another user who is not root, is not
//! trusted: one of them could put a link or a file where the save goes, and the program
//! would write where they chose or move its user's own file aside. As ssh's StrictModes
//! and git's safe.directory do, the program then refuses, in one line. Links on the way
//! are followed one by one, each only when the user (or root) made it, in a folder that
//! is trusted.

use std::collections::VecDeque;
use std::ffi::OsString;
use std::fs;
use std::io;
use std::path::{Component, Path, PathBuf};

use super::system::{self, User};
use tui2048_store::Distrust;

/// Links followed from a path before giving up (as the system does).
const MAX_LINKS: usize = 40;

/// Why a path was not followed to its end.
#[derive(Debug)]
pub(crate) enum Resolve {
    Io(io::Error),
    /// Too many links, or links in a circle.
    Links,
    Untrusted(Distrust),
}

enum Part {
    Root(OsString),
    Up,
    Name(OsString),
}

fn parts(path: &Path) -> Vec<Part> {
    path.components()
        .filter_map(|c| match c {
            Component::Prefix(p) => Some(Part::Root(p.as_os_str().to_owned())),
            Component::RootDir => Some(Part::Root(c.as_os_str().to_owned())),
            Component::CurDir => None,
            Component::ParentDir => Some(Part::Up),
            Component::Normal(name) => Some(Part::Name(name.to_owned())),
        })
        .collect()
}

/// `given` made absolute, every link on the way followed (the last may name a file that
/// does not exist yet: that file is the one named), so that every name of one file gives
/// one path. Each link must be trusted, and so must the folder of the file named (or,
/// when that folder does not exist yet, the folder it would be made in). Nothing is
/// created.
pub(crate) fn resolve(given: &Path) -> Result<PathBuf, Resolve> {
    let me = system::user();
    let absolute = std::path::absolute(given).map_err(Resolve::Io)?;
    let mut todo: VecDeque<Part> = parts(&absolute).into();
    let mut done = PathBuf::new();
    let mut links = 0;
    while let Some(part) = todo.pop_front() {
        let name = match part {
            Part::Root(root) => {
                done = PathBuf::from(root);
                continue;
            }
            Part::Up => {
                done.pop();
                continue;
            }
            Part::Name(name) => name,
        };
        let next = done.join(&name);
        match fs::symlink_metadata(&next) {
            Ok(meta) if meta.file_type().is_symlink() => {
                links += 1;
                if links > MAX_LINKS {
                    return Err(Resolve::Links);
                }
                trusted_link(&done, &next, &meta, me).map_err(Resolve::Untrusted)?;
                let target = fs::read_link(&next).map_err(Resolve::Io)?;
                for part in parts(&target).into_iter().rev() {
                    todo.push_front(part);
                }
            }
            _ => done = next,
        }
    }
    let mut folder = done.parent();
    while let Some(dir) = folder {
        if fs::symlink_metadata(dir).is_ok() {
            if fs::metadata(dir).is_ok_and(|m| m.is_dir()) {
                trusted_folder(dir, me).map_err(Resolve::Untrusted)?;
            }
            break;
        }
        folder = dir.parent();
    }
    Ok(done)
}

/// Whether `dir` (a folder, links resolved) may hold a save of `me`'s.
pub(crate) fn trusted_folder(dir: &Path, me: User) -> Result<(), Distrust> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let Ok(meta) = fs::metadata(dir) else {
            return Ok(());
        };
        let (uid, mode) = (meta.uid(), meta.mode());
        if uid != me.uid && uid != 0 {
            return Err(Distrust::Owner {
                dir: dir.to_path_buf(),
                uid,
            });
        }
        // A folder's group is the user's own in most systems (a group of one); another
        // group's members are other users.
        let others = mode & 0o002 != 0 || (mode & 0o020 != 0 && meta.gid() != me.gid);
        if others && mode & 0o1000 == 0 {
            return Err(Distrust::Writable {
                dir: dir.to_path_buf(),
                mode,
            });
        }
    }
    let _ = (dir, me);
    Ok(())
}

/// Whether the link `link`, in the folder `dir`, may be followed.
fn trusted_link(dir: &Path, link: &Path, meta: &fs::Metadata, me: User) -> Result<(), Distrust> {
    let link = link.to_path_buf();
    match trusted_folder(dir, me) {
        Ok(()) => {}
        Err(Distrust::Writable { dir, .. }) => return Err(Distrust::LinkInWritable { link, dir }),
        Err(Distrust::Owner { dir, uid }) => return Err(Distrust::LinkInOthers { link, dir, uid }),
        Err(other) => return Err(other),
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if meta.uid() != me.uid && meta.uid() != 0 {
            return Err(Distrust::LinkOwner {
                link,
                uid: meta.uid(),
            });
        }
    }
    let _ = meta;
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::{PermissionsExt, symlink};

    use super::*;

    fn chmod(path: &Path, mode: u32) {
        fs::set_permissions(path, fs::Permissions::from_mode(mode)).unwrap();
    }

    #[test]
    fn links_are_followed_one_by_one_to_the_file_they_name() {
        let dir = tempfile::tempdir().unwrap();
        let root = fs::canonicalize(dir.path()).unwrap();
        fs::create_dir_all(root.join("real/deep")).unwrap();
        symlink("real/deep", root.join("folder-link")).unwrap();
        symlink("../deep/../deep/game.json", root.join("real/deep/hop")).unwrap();
        symlink(root.join("folder-link/hop"), root.join("start")).unwrap();
        let got = resolve(&root.join("start")).unwrap();
        assert_eq!(got, root.join("real/deep/game.json"));
        assert_eq!(
            resolve(&root.join("real/./deep/../deep/x.json")).unwrap(),
            root.join("real/deep/x.json")
        );
        symlink("circle-b", root.join("circle-a")).unwrap();
        symlink("circle-a", root.join("circle-b")).unwrap();
        assert!(matches!(
            resolve(&root.join("circle-a")),
            Err(Resolve::Links)
        ));
    }

    #[test]
    fn a_folder_others_can_write_is_not_trusted_unless_sticky() {
        let dir = tempfile::tempdir().unwrap();
        let root = fs::canonicalize(dir.path()).unwrap();
        let shared = root.join("shared");
        fs::create_dir(&shared).unwrap();
        let me = system::user();
        for (mode, trusted) in [(0o700, true), (0o755, true), (0o777, false), (0o1777, true)] {
            chmod(&shared, mode);
            assert_eq!(trusted_folder(&shared, me).is_ok(), trusted, "{mode:o}");
            // A file there (or to be made there), and a folder to be made there.
            assert_eq!(resolve(&shared.join("s.json")).is_ok(), trusted, "{mode:o}");
            assert_eq!(
                resolve(&shared.join("new/s.json")).is_ok(),
                trusted,
                "{mode:o}"
            );
        }
        // A link in it is not followed, even to a trusted folder.
        chmod(&shared, 0o777);
        symlink(&root, shared.join("planted")).unwrap();
        let err = resolve(&shared.join("planted/s.json")).unwrap_err();
        assert!(matches!(
            err,
            Resolve::Untrusted(Distrust::LinkInWritable { .. })
        ));
        chmod(&shared, 0o1777);
        assert_eq!(
            resolve(&shared.join("planted/s.json")).unwrap(),
            root.join("s.json")
        );
        chmod(&shared, 0o700);
        // Another user's folder is not trusted, unless that user is root.
        let other = 54_321;
        let (owner, as_user) = if me.uid == 0 {
            std::os::unix::fs::chown(&shared, Some(other), None).unwrap();
            (other, me)
        } else {
            (
                me.uid,
                User {
                    uid: other,
                    gid: me.gid,
                },
            )
        };
        assert!(matches!(
            trusted_folder(&shared, as_user),
            Err(Distrust::Owner { uid, .. }) if uid == owner
        ));
        let root_owned = User {
            uid: other,
            gid: me.gid,
        };
        assert!(trusted_folder(&root, root_owned).is_ok() || me.uid != 0);
    }

    #[test]
    fn a_folder_its_group_can_write_is_trusted_only_in_the_users_own_group() {
        let dir = tempfile::tempdir().unwrap();
        let shared = fs::canonicalize(dir.path()).unwrap().join("shared");
        fs::create_dir(&shared).unwrap();
        let me = system::user();
        let elsewhere = User {
            uid: me.uid,
            gid: me.gid.wrapping_add(54_321),
        };
        for (mode, mine, others) in [
            (0o700, true, true),
            (0o750, true, true),
            (0o770, true, false),
            (0o775, true, false),
            (0o1770, true, true),
        ] {
            chmod(&shared, mode);
            assert_eq!(trusted_folder(&shared, me).is_ok(), mine, "{mode:o}");
            let got = trusted_folder(&shared, elsewhere);
            assert_eq!(got.is_ok(), others, "{mode:o}");
            if !others {
                assert_eq!(
                    got,
                    Err(Distrust::Writable {
                        dir: shared.clone(),
                        mode: mode | 0o040_000
                    })
                );
            }
        }
    }

    #[test]
    fn a_link_is_followed_when_the_user_or_root_made_it() {
        use std::os::unix::fs::MetadataExt;
        let dir = tempfile::tempdir().unwrap();
        let root = fs::canonicalize(dir.path()).unwrap();
        let link = root.join("link");
        symlink("target.json", &link).unwrap();
        let meta = fs::symlink_metadata(&link).unwrap();
        let me = system::user();
        let maker = meta.uid();
        assert_eq!(maker, me.uid);
        // The user who made it follows it, and so does everyone when root made it.
        assert_eq!(trusted_link(&root, &link, &meta, me), Ok(()));
        let other = User {
            uid: me.uid.wrapping_add(54_321),
            gid: me.gid,
        };
        assert_eq!(
            trusted_link(&root, &link, &meta, other).is_ok(),
            maker == 0,
            "a link of uid {maker} for uid {}",
            other.uid
        );
        if me.uid == 0 {
            // A link made by another user is not followed, even by root.
            std::os::unix::fs::lchown(&link, Some(54_321), None).unwrap();
            let meta = fs::symlink_metadata(&link).unwrap();
            assert_eq!(
                trusted_link(&root, &link, &meta, me),
                Err(Distrust::LinkOwner {
                    link: link.clone(),
                    uid: 54_321
                })
            );
            assert!(matches!(
                resolve(&link),
                Err(Resolve::Untrusted(Distrust::LinkOwner { uid: 54_321, .. }))
            ));
        }
    }
}
