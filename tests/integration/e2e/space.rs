//! The solver's cache yields to the save. On a small disk that the cache has filled, a
//! save that finds no room removes the cache's tables there, says so, and is saved, in
//! this run and the next. A small disk needs a tmpfs, which needs root to mount: the
//! tests skip, saying so, when it cannot be mounted.

use std::fs;
use std::io::Write;
use std::path::Path;
use std::process::Command;

use super::harness::*;

/// A tmpfs of `size` mounted on a temporary folder while it lives.
struct Disk {
    dir: tempfile::TempDir,
}

impl Disk {
    fn mount(size: &str) -> Option<Disk> {
        let dir = tempfile::tempdir().unwrap();
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir.path())
            .status()
            .is_ok_and(|s| s.success());
        mounted.then_some(Disk { dir })
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }
}

impl Drop for Disk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(self.dir.path()).status();
    }
}

/// Fills the disk of `dir` with table files of the cache, to the last byte; their sizes.
fn fill_with_tables(dir: &Path) -> u64 {
    let chunk = vec![7u8; 64 << 10];
    let mut total = 0;
    for n in 0.. {
        let name = format!("endgame-v1-00ff-{n}-7.bin");
        let mut file = fs::File::create(dir.join(name)).unwrap();
        for _ in 0..16 {
            match file.write(&chunk) {
                Ok(k) if k > 0 => total += k as u64,
                _ => return total,
            }
        }
    }
    unreachable!("a disk is not endless")
}

/// The moves the state file at `path` holds, once it is whole.
fn moves_in(path: &Path) -> Option<u64> {
    let bytes = fs::read(path).ok()?;
    let state: serde_json::Value = serde_json::from_slice(&bytes).ok()?;
    state["game"]["moves"].as_u64()
}

#[test]
fn a_save_on_a_full_disk_gives_up_the_cache_and_is_saved() {
    let Some(disk) = Disk::mount("4m") else {
        eprintln!("skipped: mounting a small disk (tmpfs) needs root");
        return;
    };
    let home = Home::new();
    let config = disk.path().join("config");
    let cache = disk.path().join("cache/tui2048");
    fs::create_dir_all(config.join("tui2048")).unwrap();
    let state = config.join("tui2048/state.json");
    fs::write(
        &state,
        state_json(
            &[vec![2, 0, 0, 2], vec![0; 4], vec![0, 4, 0, 0], vec![0; 4]],
            12,
            40,
        ),
    )
    .unwrap();
    fs::create_dir_all(&cache).unwrap();
    fs::write(cache.join("notes.txt"), b"mine").unwrap();
    let filled = fill_with_tables(&cache);
    assert!(filled > 3 << 20, "{filled}");

    let start = |home: &Home| {
        Spawn::new()
            .env("XDG_CONFIG_HOME", &config)
            .env("XDG_CACHE_HOME", disk.path().join("cache"))
            .start(home)
    };
    let mut t = start(&home);
    t.wait_for("Welcome back");
    t.send_key(Key::Left);
    let screen = t.wait_for("The disk was full");
    let mb = filled.div_ceil(1_000_000);
    assert!(
        words_of(&screen).contains(&format!(
            "The disk was full: the solver's cache ({mb} MB) was removed to save the game"
        )),
        "{}",
        t.describe()
    );
    assert_eq!(moves_in(&state), Some(1));
    // Only the cache's own files went.
    let left: Vec<String> = fs::read_dir(&cache)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(left, ["notes.txt"]);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    assert!(t.output().contains("saved in "), "{}", t.output());

    // The next run saves as any other.
    let mut t = start(&home);
    t.wait_for("Welcome back");
    for key in [Key::Right, Key::Down, Key::Up, Key::Left] {
        t.send_key(key);
        std::thread::sleep(std::time::Duration::from_millis(300));
        if moves_in(&state) == Some(2) {
            break;
        }
    }
    assert_eq!(moves_in(&state), Some(2), "{}", t.describe());
    assert!(!t.screen().contains("Saving is off"), "{}", t.describe());
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
}
