//! Every limit on a save's room is a full disk: a limit on the size of files (`ulimit -f`,
//! whose signal would end the program), a full disk and a read-only one each turn saving
//! off, say why on the status line, and the game plays on; a command's output past the
//! limit ends the command with one line. (A quota cannot be made here: its reason's words
//! are checked with the others' in the game's own tests.) A small disk needs a tmpfs,
//! which needs root to mount: those tests skip, saying so, when it cannot be mounted.

use std::fs;
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

    /// Mounts it again, read-only.
    fn read_only(&self) {
        let status = Command::new("mount")
            .args(["-o", "remount,ro"])
            .arg(self.path())
            .status()
            .unwrap();
        assert!(status.success(), "remount read-only");
    }
}

impl Drop for Disk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(self.dir.path()).status();
    }
}

fn board() -> Vec<Vec<u64>> {
    vec![
        vec![2, 0, 0, 2],
        vec![0, 0, 0, 0],
        vec![0, 4, 0, 0],
        vec![0, 0, 0, 0],
    ]
}

/// The moves the state file at `path` holds.
fn moves_in(path: &Path) -> u64 {
    let state: serde_json::Value = serde_json::from_slice(&fs::read(path).unwrap()).unwrap();
    state["game"]["moves"].as_u64().unwrap()
}

/// Arrows in turn until the game has made `moves` moves in all (the header says so).
fn play_to(t: &mut Tty, moves: u64) {
    let keys = [Key::Left, Key::Up, Key::Right, Key::Down];
    for n in 0..200 {
        if t.header().is_some_and(|h| h.2 >= moves) {
            return;
        }
        t.send_key(keys[n % 4]);
        std::thread::sleep(std::time::Duration::from_millis(60));
    }
    panic!("{moves} moves were not made\n{}", t.describe());
}

/// Plays on after saving was turned off for `why`: the status line said so, the game
/// goes on (a move more is made and shown), and `q` leaves as ever, saying it did not
/// save. The state file at `state` holds the moves it held before, whole.
fn plays_on_without_saving(t: &mut Tty, state: &Path, why: &str) {
    let screen = t.wait_for("Saving is off");
    let said = format!("Saving is off: cannot write {}: {why}", state.display());
    assert!(words_of(&screen).contains(&said), "{}", t.describe());
    let kept = moves_in(state);
    let moves = t.header().unwrap().2;
    play_to(t, moves + 1);
    assert!(t.is_running());
    assert_eq!(moves_in(state), kept);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
    let out = words_of(&t.output());
    assert!(out.contains("not saved: cannot write"), "{out}");
    assert!(out.contains(why), "{out}");
}

#[test]
fn a_file_size_limit_turns_saving_off_and_the_game_plays_on() {
    let home = Home::new();
    home.write_state(state_json(&board(), 12, 40).as_bytes());
    // 512 bytes in a POSIX shell's blocks: the game resumed fits, a few moves more do not.
    let limited = format!("ulimit -f 1; exec {}", binary());
    let mut t = Spawn::new()
        .program("sh")
        .args(["-c", &limited])
        .start(&home);
    t.wait_for("Welcome back");
    play_to(&mut t, 6);
    plays_on_without_saving(&mut t, &home.state_path(), "File too large");
}

#[test]
fn the_file_size_limits_signal_sent_by_hand_quits_nothing() {
    let home = Home::new();
    home.write_state(state_json(&board(), 12, 40).as_bytes());
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    t.signal("XFSZ");
    assert!(t.play(&home, Key::Left));
    assert!(t.is_running(), "{}", t.describe());
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    assert_eq!(home.state()["game"]["moves"], 1);
}

#[test]
fn a_commands_output_past_a_file_size_limit_ends_it_in_one_line() {
    let home = Home::new();
    let out = home.path().join("tui2048.1");
    let limited = format!("ulimit -f 1; exec {} man > {}", binary(), out.display());
    let run = Command::new("sh").args(["-c", &limited]).output().unwrap();
    assert_eq!(run.status.code(), Some(1), "{run:?}");
    assert_eq!(
        String::from_utf8_lossy(&run.stderr),
        "tui2048: cannot write the output: File too large\n"
    );
    assert_eq!(fs::metadata(&out).unwrap().len(), 512);
}

#[test]
fn a_full_disk_turns_saving_off_and_the_game_plays_on() {
    let Some(disk) = Disk::mount("1m") else {
        eprintln!("skipped: mounting a small disk (tmpfs) needs root");
        return;
    };
    let home = Home::new();
    let state = disk.path().join("state.json");
    fs::write(&state, state_json(&board(), 12, 40)).unwrap();
    // The disk filled by a file of the player's, which no save gives up.
    let mut filler = fs::File::create(disk.path().join("filler")).unwrap();
    let chunk = vec![7u8; 4096];
    while std::io::Write::write_all(&mut filler, &chunk).is_ok() {}
    drop(filler);
    let mut t = Spawn::new().arg("--state").arg(&state).start(&home);
    t.wait_for("Welcome back");
    play_to(&mut t, 1);
    plays_on_without_saving(&mut t, &state, "No space left on device");
}

#[test]
fn a_read_only_disk_turns_saving_off_and_the_game_plays_on() {
    let Some(disk) = Disk::mount("1m") else {
        eprintln!("skipped: mounting a small disk (tmpfs) needs root");
        return;
    };
    let home = Home::new();
    let state = disk.path().join("state.json");
    fs::write(&state, state_json(&board(), 12, 40)).unwrap();
    // The lock file made while it could be: the lock is taken, the save fails.
    fs::write(disk.path().join("state.json.lock"), b"").unwrap();
    disk.read_only();
    let mut t = Spawn::new().arg("--state").arg(&state).start(&home);
    t.wait_for("Welcome back");
    play_to(&mut t, 1);
    plays_on_without_saving(&mut t, &state, "Read-only file system");
}
