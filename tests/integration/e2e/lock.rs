//! One program per state file, and play without a place to save.

use std::fs;
use std::time::{Duration, Instant};

use super::harness::*;

fn board() -> Vec<Vec<u64>> {
    vec![
        vec![2, 0, 0, 2],
        vec![0, 0, 0, 0],
        vec![0, 4, 0, 0],
        vec![0, 0, 0, 0],
    ]
}

#[test]
fn a_second_program_on_the_same_file_stops_at_once() {
    let home = Home::new();
    home.write_state(state_json(&board(), 12, 40).as_bytes());
    let mut first = Spawn::new().start(&home);
    first.wait_for("Welcome back");
    let before = home.state_bytes();

    let started = Instant::now();
    let mut second = Spawn::new().start(&home);
    let status = second.wait_exit(WAIT);
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "took {:?}",
        started.elapsed()
    );
    assert!(!status.success(), "exit status {status:?}");
    let output = second.output();
    let path = home.state_path().display().to_string();
    assert!(output.contains(&path), "names {path}: {output:?}");
    assert!(output.contains("in use"), "{output:?}");
    assert!(output.contains("--state"), "{output:?}");
    assert!(
        !output.contains('\x1b'),
        "the terminal was touched: {output:?}"
    );
    assert!(!second.ever_used_alternate_screen());
    second.assert_restored();
    assert_eq!(
        home.state_bytes(),
        before,
        "the second program touched the file"
    );

    // The first one plays on and saves.
    assert!(first.is_running());
    assert!(first.play(&home, Key::Left));
    let state = home.state();
    assert_eq!(state["game"]["moves"], 1);
    assert_eq!(state["game"]["score"], 16);
    assert_eq!(board_in(&state)[0][0], 4);
    first.expect_board(&board_in(&state));
    first.send_key(Key::Char('q'));
    assert!(first.wait_exit(WAIT).success());
    first.assert_restored();

    // Once the first has quit, the file is free again.
    let mut third = Spawn::new().start(&home);
    third.wait_for("Welcome back");
    third.send_key(Key::Char('q'));
    assert!(third.wait_exit(WAIT).success());
}

fn lines(screen: &str) -> Vec<String> {
    screen.lines().map(str::to_string).collect()
}

#[test]
fn a_folder_that_cannot_be_made_turns_saving_off() {
    let home = Home::new();
    // The state file's folder is a plain file: nothing can be saved under it.
    fs::write(home.state_dir(), b"in the way\n").unwrap();
    let mut t = Spawn::new().start(&home);
    t.wait_for("SCORE");
    let status = t.wait_until("the status line", |s| s.contains("Saving is off"));
    let line = status_of(&lines(&status)).expect("a status line");
    let why = line
        .strip_prefix("Saving is off: ")
        .unwrap_or_else(|| panic!("status line: {line:?}"));
    assert!(!why.trim().is_empty(), "no reason given: {line:?}");

    let before = t.board().expect("a board");
    assert_eq!(tile_count(&before), 2);
    assert_eq!(t.header(), Some((0, 0, 0)), "{}", t.describe());
    // Arrows until one moves the tiles: the move count goes up and the board changes.
    let mut moved = false;
    for (key, word) in [
        (Key::Left, "left"),
        (Key::Up, "up"),
        (Key::Right, "right"),
        (Key::Down, "down"),
    ] {
        t.send_key(key);
        let no_op = format!("Can't move {word}");
        let screen = t.wait_until("the move handled", |s| {
            s.contains(&no_op) || header_of(&lines(s)).is_some_and(|h| h.2 == 1)
        });
        if !screen.contains(&no_op) {
            moved = true;
            break;
        }
    }
    assert!(moved, "no move was made\n{}", t.describe());
    // Once the move's animation is over, the board holds one new tile.
    let grown = |b: &[Vec<u64>]| matches!(tile_sum(b).checked_sub(tile_sum(&before)), Some(2 | 4));
    t.wait_board("the board with a new tile", grown);
    assert_eq!(t.header().map(|h| h.2), Some(1), "{}", t.describe());
    assert!(
        t.status_line()
            .unwrap_or_default()
            .starts_with("Saving is off: "),
        "{}",
        t.describe()
    );
    assert_eq!(fs::read(home.state_dir()).unwrap(), b"in the way\n");

    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    t.assert_restored();
}

fn mode(path: &std::path::Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(path).unwrap().permissions().mode() & 0o7777
}

fn chmod(path: &std::path::Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(path, fs::Permissions::from_mode(mode)).unwrap();
}

#[test]
fn the_lock_is_no_more_readable_than_the_save() {
    let lock = |home: &Home| home.state_dir().join("state.json.lock");
    // A new save: both its owner's alone.
    let home = Home::new();
    let mut t = Spawn::new().start(&home);
    t.wait_for("SCORE");
    home.wait_state("the first save", |_| true);
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
    assert_eq!(
        (mode(&home.state_path()), mode(&lock(&home))),
        (0o600, 0o600)
    );
    // A save made readable by its group: a new lock is no more.
    for (save, old_lock, new_lock) in [
        (0o640, None, 0o640),
        (0o600, Some(0o644), 0o600),
        (0o640, Some(0o666), 0o640),
        (0o644, Some(0o600), 0o600),
    ] {
        let home = Home::new();
        home.write_state(state_json(&board(), 12, 40).as_bytes());
        chmod(&home.state_path(), save);
        if let Some(old) = old_lock {
            fs::write(lock(&home), b"").unwrap();
            chmod(&lock(&home), old);
        }
        let mut t = Spawn::new().start(&home);
        t.wait_for("Welcome back");
        t.send("q");
        assert!(t.wait_exit(WAIT).success());
        assert_eq!(
            mode(&lock(&home)),
            new_lock,
            "a {save:o} save with a {old_lock:?} lock"
        );
        assert_eq!(mode(&home.state_path()), save);
    }
}

fn is_root() -> bool {
    std::process::Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

/// A second user of the machine (made when there is none): its uid and gid.
fn second_user() -> Option<(u32, u32)> {
    let id = |flag: &str| -> Option<u32> {
        let out = std::process::Command::new("id")
            .args([flag, "tuitest2"])
            .output()
            .ok()?;
        String::from_utf8(out.stdout).ok()?.trim().parse().ok()
    };
    if id("-u").is_none() {
        let _ = std::process::Command::new("useradd")
            .args(["-M", "-s", "/bin/sh", "tuitest2"])
            .status();
    }
    Some((id("-u")?, id("-g")?))
}

#[test]
fn a_user_who_cannot_write_a_save_leaves_its_lock_to_its_owner() {
    if !is_root() {
        eprintln!("skipped: playing as a second user needs root");
        return;
    }
    let Some((uid, gid)) = second_user() else {
        eprintln!("skipped: no second user could be made (useradd)");
        return;
    };
    let home = Home::new();
    // A folder everyone can read, root's: the save in it is root's, readable by all.
    let shared = tempfile::Builder::new()
        .prefix("tui2048-shared")
        .tempdir_in("/tmp")
        .unwrap();
    chmod(shared.path(), 0o755);
    let state = shared.path().join("state.json");
    fs::write(&state, state_json(&board(), 12, 40)).unwrap();
    chmod(&state, 0o644);
    let before = fs::read(&state).unwrap();
    let mut other = Spawn::new()
        .program("setpriv")
        .args([
            format!("--reuid={uid}"),
            format!("--regid={gid}"),
            "--clear-groups".to_string(),
            binary().to_string(),
            "--state".to_string(),
        ])
        .arg(&state)
        .start(&home);
    // Said after the welcome, with the next key.
    other.wait_for("Welcome back");
    other.send_key(Key::Right);
    other.wait_for("Saving is off: the save belongs to another user (uid 0), whose lock it is");
    // The lock was not taken, nor made: the owner plays meanwhile.
    assert!(!shared.path().join("state.json.lock").exists());
    let mut owner = Spawn::new().arg("--state").arg(&state).start(&home);
    owner.wait_for("Welcome back");
    owner.send("q");
    assert!(owner.wait_exit(WAIT).success());
    other.send("q");
    assert!(other.wait_exit(WAIT).success());
    // The line on the way out is broken where its parts meet, at the terminal's width.
    let said = words_of(&other.output());
    assert!(
        said.contains("not saved: the save belongs to another user (uid 0), whose lock it is")
            && said.matches("not saved").count() == 1,
        "{said}"
    );
    assert_eq!(fs::read(&state).unwrap(), before);
}

/// A second program on `state` (another name of a save in play) is told the save is in
/// use, names it (a link: the file it names), and leaves the terminal and the file as
/// they were.
fn told_in_use(home: &Home, state: &std::path::Path) {
    let named = fs::canonicalize(state).unwrap();
    let before = fs::read(state).unwrap();
    let mut t = Spawn::new().arg("--state").arg(state).start(home);
    let status = t.wait_exit(WAIT);
    let output = t.output();
    assert!(!status.success(), "{}: {output:?}", state.display());
    assert!(output.contains("in use by another tui2048"), "{output:?}");
    assert!(output.contains(&named.display().to_string()), "{output:?}");
    assert!(!t.ever_used_alternate_screen(), "{output:?}");
    assert_eq!(fs::read(state).unwrap(), before);
}

/// Every name of one file is one save: a hard link to it (in another folder, with a lock
/// file of its own) and a link to it are told it is in use, as its own path is; so is a
/// hard link to the file as it was when the game opened it, while the game runs, though
/// its saves have put other files in its place; once it has quit, any of them plays.
#[test]
fn a_hard_link_or_a_link_to_a_save_in_play_is_told_it_is_in_use() {
    let home = Home::new();
    home.write_state(state_json(&board(), 12, 40).as_bytes());
    let elsewhere = home.path().join("elsewhere");
    fs::create_dir(&elsewhere).unwrap();
    let before = elsewhere.join("before.json");
    fs::hard_link(home.state_path(), &before).unwrap();
    let mut first = Spawn::new().start(&home);
    first.wait_for("Welcome back");
    assert!(first.play(&home, Key::Left));
    // Made now, to the file the move's save put in place.
    let hard = elsewhere.join("hard.json");
    fs::hard_link(home.state_path(), &hard).unwrap();
    let link = elsewhere.join("link.json");
    std::os::unix::fs::symlink(home.state_path(), &link).unwrap();
    for other in [&hard, &before, &link] {
        told_in_use(&home, other);
    }
    // The first plays on, and saves.
    assert!(first.play(&home, Key::Right) || first.play(&home, Key::Up));
    told_in_use(&home, &before);
    first.send_key(Key::Char('q'));
    assert!(first.wait_exit(WAIT).success());
    // Let go: each name plays (the saves made the three names three files by now).
    for name in [&hard, &before] {
        let mut next = Spawn::new().arg("--state").arg(name).start(&home);
        next.wait_for("Welcome back");
        next.send_key(Key::Char('q'));
        assert!(next.wait_exit(WAIT).success());
    }
}
