//! Endgame tables kept in the cache folder: built once and read back after, a damaged or
//! foreign file built again and replaced (never trusted), and no cache folder at all
//! leaving the tables in memory. Small tables, so that this stays fast.

use std::fs;

use tui2048_engine::ai::endgame::{Layout, Prepared, build, codec, prepare};
use tui2048_files::cache_file::CacheDir;

/// Two small layouts: the bottom row free to build a 16, and five free cells for a 32.
const LAYOUTS: [Layout; 2] = [
    Layout {
        locked: 0x0FFF,
        anchor: 8,
        exp: 4,
    },
    Layout {
        locked: 0x07FF,
        anchor: 10,
        exp: 5,
    },
];

fn prepare_in(cache: Option<&CacheDir>) -> Prepared {
    prepare(
        &LAYOUTS,
        |name| cache?.read(name, 1 << 20),
        |name, bytes| cache.is_some_and(|c| c.write(name, bytes).is_ok()),
        |_| {},
    )
}

fn entries(p: &Prepared) -> Vec<Vec<u16>> {
    p.tables.iter().map(|t| t.entries().to_vec()).collect()
}

#[test]
fn tables_are_built_once_then_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let cache = CacheDir::at(&dir.path().join("tui2048"));
    let first = prepare_in(Some(&cache));
    assert_eq!((first.built, first.loaded), (2, 0));
    for layout in LAYOUTS {
        assert!(
            dir.path()
                .join("tui2048")
                .join(codec::file_name(layout))
                .is_file()
        );
    }
    let second = prepare_in(Some(&cache));
    assert_eq!((second.built, second.loaded), (0, 2));
    assert_eq!(entries(&first), entries(&second));
    assert_eq!(entries(&first)[0], build(LAYOUTS[0]).entries());
}

#[test]
fn a_damaged_or_foreign_file_is_built_again_and_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let cache = CacheDir::at(dir.path());
    let good = entries(&prepare_in(Some(&cache)));
    let path = |l: Layout| dir.path().join(codec::file_name(l));
    // One byte flipped in the first table's entries; the second cut short.
    let mut bytes = fs::read(path(LAYOUTS[0])).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x40;
    fs::write(path(LAYOUTS[0]), &bytes).unwrap();
    let bytes = fs::read(path(LAYOUTS[1])).unwrap();
    fs::write(path(LAYOUTS[1]), &bytes[..bytes.len() / 2]).unwrap();
    let again = prepare_in(Some(&cache));
    assert_eq!((again.built, again.loaded), (2, 0));
    assert_eq!(entries(&again), good);
    // Replaced whole: read back as they are now.
    let third = prepare_in(Some(&cache));
    assert_eq!((third.built, third.loaded), (0, 2));
    // A file of another version (or of something else entirely) is not trusted either.
    let mut other = fs::read(path(LAYOUTS[0])).unwrap();
    other[8] = other[8].wrapping_add(1);
    fs::write(path(LAYOUTS[0]), &other).unwrap();
    fs::write(path(LAYOUTS[1]), b"not a table").unwrap();
    let fourth = prepare_in(Some(&cache));
    assert_eq!((fourth.built, fourth.loaded), (2, 0));
    assert_eq!(entries(&fourth), good);
}

#[test]
fn without_a_cache_folder_the_tables_live_in_memory() {
    let none = prepare_in(None);
    assert_eq!((none.built, none.loaded), (2, 0));
    assert_eq!(none.tables.len(), 2);
    // A cache folder that cannot be written: the same, and nothing is left behind.
    let dir = tempfile::tempdir().unwrap();
    let blocked = dir.path().join("file");
    fs::write(&blocked, b"in the way").unwrap();
    let cache = CacheDir::at(&blocked.join("tui2048"));
    let unwritable = prepare_in(Some(&cache));
    assert_eq!(unwritable.built, 2);
    assert_eq!(entries(&unwritable), entries(&none));
    assert_eq!(fs::read(&blocked).unwrap(), b"in the way");
}

/// The peak memory of this process, in kB.
fn peak_kb() -> u64 {
    fs::read_to_string("/proc/self/status")
        .unwrap()
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM")
}

#[test]
fn a_file_far_larger_than_any_table_is_refused_unread() {
    let dir = tempfile::tempdir().unwrap();
    let cache = CacheDir::at(dir.path());
    let name = codec::file_name(LAYOUTS[0]);
    // A sparse file of 1 GiB: it takes no room, but reading it would take 1 GiB.
    let big = fs::File::create(dir.path().join(&name)).unwrap();
    big.set_len(1 << 30).unwrap();
    drop(big);
    let before = peak_kb();
    assert_eq!(cache.read(&name, 1 << 20), None);
    assert!(
        peak_kb() < before + 64 * 1024,
        "{} kB against {before} kB",
        peak_kb()
    );
    // Refused, it is built again and replaced by the table.
    let prepared = prepare_in(Some(&cache));
    assert_eq!((prepared.built, prepared.loaded), (2, 0));
    assert!(fs::metadata(dir.path().join(&name)).unwrap().len() < 1 << 20);
}

#[test]
fn temporaries_of_a_build_that_was_killed_are_removed() {
    let dir = tempfile::tempdir().unwrap();
    let cache = CacheDir::at(dir.path());
    let mut gone = std::process::Command::new("true").spawn().unwrap();
    let dead = gone.id();
    gone.wait().unwrap();
    let name = codec::file_name(LAYOUTS[0]);
    let killed = format!(".{name}.{dead}-abcdef.tmp");
    let live = format!(".{name}.{}-abcdef.tmp", std::process::id());
    // A live one is another program's build under way (this process stands for it).
    fs::write(dir.path().join(&killed), vec![0u8; 1000]).unwrap();
    fs::write(dir.path().join(&live), vec![0u8; 1000]).unwrap();
    prepare_in(Some(&cache));
    assert!(!dir.path().join(&killed).exists());
    assert!(dir.path().join(&live).exists());
}

/// A tmpfs of `size` mounted on a temporary folder while it lives (root only).
struct Disk {
    dir: tempfile::TempDir,
}

impl Disk {
    fn mount(size: &str) -> Option<Disk> {
        let dir = tempfile::tempdir().unwrap();
        let mounted = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir.path())
            .status()
            .is_ok_and(|s| s.success());
        mounted.then_some(Disk { dir })
    }
}

impl Drop for Disk {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount")
            .arg(self.dir.path())
            .status();
    }
}

#[test]
fn a_file_is_not_cached_where_it_would_leave_the_save_too_little_room() {
    let Some(disk) = Disk::mount("120m") else {
        eprintln!("skipped: mounting a small disk (tmpfs) needs root");
        return;
    };
    let root = disk.dir.path();
    let cache = CacheDir::at(&root.join("cache"));
    // 50 MB would leave about 70 MiB: more than the 64 MiB kept for any save...
    cache
        .write("endgame-v1-a.bin", &vec![1u8; 50 << 20])
        .unwrap();
    fs::remove_file(root.join("cache/endgame-v1-a.bin")).unwrap();
    // ...but not eight times a save of 10 MiB on the same disk.
    let state = root.join("state.json");
    fs::File::create(&state).unwrap().set_len(10 << 20).unwrap();
    let err = cache
        .clone()
        .leaving_room_for(&state)
        .write("endgame-v1-a.bin", &vec![1u8; 50 << 20])
        .unwrap_err();
    assert_eq!(err.kind(), std::io::ErrorKind::StorageFull, "{err}");
    assert!(
        err.to_string()
            .contains("the cache leaves 80 MiB for the save"),
        "{err}"
    );
    // Nothing of it is left on the disk.
    assert_eq!(fs::read_dir(root.join("cache")).unwrap().count(), 0);
    // A save on another disk leaves this one's room as it is.
    let elsewhere = tempfile::tempdir().unwrap();
    let other = elsewhere.path().join("state.json");
    fs::File::create(&other).unwrap().set_len(10 << 20).unwrap();
    cache
        .leaving_room_for(&other)
        .write("endgame-v1-a.bin", &vec![1u8; 50 << 20])
        .unwrap();
}
