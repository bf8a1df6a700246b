//! State files that cannot be used: kept aside byte for byte, a new game instead, and the
//! best score saved when it can be read (a file cut short keeps what comes before the cut).
//! A file from a newer version is left alone.

use std::fs;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use super::harness::*;

/// The files named `state.json.corrupt-<digits>` in the state folder.
fn kept_files(home: &Home) -> Vec<String> {
    home.state_dir_names()
        .into_iter()
        .filter(|n| {
            n.strip_prefix("state.json.corrupt-")
                .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
        })
        .collect()
}

/// A state file as text, with `game` replaced by `game_json` and a best score of 777.
fn with_game(game_json: &str) -> Vec<u8> {
    format!(
        r#"{{"version":1,"best":{{"4":777}},"stats":{{"games":5,"wins":1,"moves":300,"best_tile":2048}},"game":{game_json},"undo":[]}}"#
    )
    .into_bytes()
}

/// Starts on a bad file and checks what happens; `best` is the best score that must
/// survive (0 when nothing of the file can be read). Returns the running program and
/// the kept file's path.
fn starts_afresh(bytes: &[u8], best: u64) -> (Home, Tty, PathBuf) {
    let home = Home::new();
    home.write_state(bytes);
    let mut t = Spawn::new().start(&home);
    // "could not be read", or "was cut short" for a file that ends in the middle.
    t.wait_for("The saved game ");

    let kept = kept_files(&home);
    assert_eq!(kept.len(), 1, "files: {:?}", home.state_dir_names());
    let kept = home.state_dir().join(&kept[0]);
    assert_eq!(
        fs::read(&kept).unwrap(),
        bytes,
        "the kept file is the original"
    );

    // A new game, saved in a new file.
    let state = home.wait_state("a new game", |s| s["game"]["moves"] == 0);
    assert_eq!(state["version"], 1);
    let board = board_in(&state);
    assert_eq!(board.len(), 4);
    assert_eq!(tile_count(&board), 2, "{board:?}");
    assert_eq!(state["game"]["score"], 0);
    if best > 0 {
        assert_eq!(state["best"]["4"], best, "the readable best score is kept");
    } else {
        assert!(state["best"]["4"].as_u64().unwrap_or(0) == 0, "{state:#}");
    }
    t.expect_board(&board);
    assert_eq!(t.header(), Some((0, best, 0)), "{}", t.describe());
    (home, t, kept)
}

fn quits(mut t: Tty) {
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    t.assert_restored();
}

#[test]
fn not_json() {
    let (_home, t, _) = starts_afresh(b"this is not JSON at all\n", 0);
    quits(t);
}

#[test]
fn truncated_json() {
    let full = state_json(
        &[vec![2, 0, 0, 0], vec![0; 4], vec![0; 4], vec![0; 4]],
        8,
        900,
    );
    // Cut in its game: the best score before the cut is kept, and the notice says so.
    let (_home, mut t, _) = starts_afresh(&full.as_bytes()[..full.len() / 2], 900);
    let screen = t.wait_for("The saved game was cut short");
    assert!(
        words_of(&screen).contains(
            "The saved game was cut short: kept best scores, lost stats, game and undo; it was kept as state.json.corrupt-"
        ),
        "{}",
        t.describe()
    );
    quits(t);
}

#[test]
fn ragged_rows() {
    let bytes =
        with_game(r#"{"size":4,"board":[[2,0,0,0],[0,0,0],[0,0,0,0],[0,0,0,0]],"score":4}"#);
    let (_home, t, _) = starts_afresh(&bytes, 777);
    quits(t);
}

#[test]
fn size_nine() {
    let row = "[2,0,0,0,0,0,0,0,0]";
    let board = [row; 9].join(",");
    let bytes = with_game(&format!(r#"{{"size":9,"board":[{board}],"score":4}}"#));
    let (_home, t, _) = starts_afresh(&bytes, 777);
    quits(t);
}

#[test]
fn tile_three() {
    let bytes =
        with_game(r#"{"size":4,"board":[[3,0,0,0],[0,0,0,0],[0,0,2,0],[0,0,0,0]],"score":4}"#);
    let (_home, t, _) = starts_afresh(&bytes, 777);
    quits(t);
}

#[test]
fn negative_score() {
    let bytes =
        with_game(r#"{"size":4,"board":[[2,0,0,0],[0,0,0,0],[0,0,2,0],[0,0,0,0]],"score":-5}"#);
    let (_home, t, _) = starts_afresh(&bytes, 777);
    quits(t);
}

#[test]
fn the_new_game_after_a_bad_file_plays_and_saves() {
    let bytes = with_game(r#"{"size":4,"board":[[3,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]]}"#);
    let (home, mut t, kept) = starts_afresh(&bytes, 777);
    let moved = [Key::Left, Key::Up, Key::Right, Key::Down]
        .into_iter()
        .any(|k| t.play(&home, k));
    assert!(moved);
    assert_eq!(
        fs::read(&kept).unwrap(),
        bytes,
        "the kept file is never touched"
    );
    assert_eq!(home.state()["best"]["4"], 777);
    quits(t);
}

#[test]
fn the_notice_names_the_kept_file() {
    let bytes = with_game(r#"{"size":4,"board":[[3,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]]}"#);
    let (_home, mut t, kept) = starts_afresh(&bytes, 777);
    let name = kept.file_name().unwrap().to_string_lossy().into_owned();
    let screen = t.wait_for("The saved game could not be read");
    assert!(
        words_of(&screen).contains(&name),
        "the screen does not name {name}\n{}",
        t.describe()
    );
    quits(t);
}

#[test]
fn a_newer_version_is_left_alone() {
    let home = Home::new();
    let bytes = br#"{"version":99,"best":{"4":5},"game":{"board":[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]]},"future":true}"#;
    home.write_state(bytes);
    let started = Instant::now();
    let mut t = Spawn::new().start(&home);
    let status = t.wait_exit(WAIT);
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "took {:?}",
        started.elapsed()
    );
    assert!(!status.success(), "exit status {status:?}");
    let output = t.output();
    assert!(
        !output.contains('\x1b'),
        "the terminal was touched: {output:?}"
    );
    assert_eq!(output.trim_end().lines().count(), 1, "one line: {output:?}");
    let path = home.state_path().display().to_string();
    assert!(
        output.contains(&path),
        "the message names {path}: {output:?}"
    );
    assert!(output.contains("version 99"), "{output:?}");
    assert!(output.contains("newer"), "{output:?}");
    assert_eq!(
        home.state_bytes(),
        bytes,
        "the file is byte for byte unchanged"
    );
    assert_eq!(kept_files(&home), Vec::<String>::new());
    assert!(
        !t.ever_used_alternate_screen(),
        "the screen was taken over: {output:?}"
    );
    t.assert_restored();
}

/// Takes a folder's immutable flag back off when dropped (even when a test fails).
struct Frozen(PathBuf);

impl Drop for Frozen {
    fn drop(&mut self) {
        let _ = std::process::Command::new("chattr")
            .arg("-i")
            .arg(&self.0)
            .status();
    }
}

#[test]
fn a_bad_file_that_cannot_be_moved_aside_turns_saving_off() {
    let home = Home::new();
    let bytes = with_game(r#"{"size":4,"board":[[3,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]]}"#);
    home.write_state(&bytes);
    // The lock file may be opened, but nothing in the folder may be renamed: an immutable
    // folder, which even the superuser cannot change.
    fs::write(home.state_dir().join("state.json.lock"), b"").unwrap();
    let frozen = std::process::Command::new("chattr")
        .arg("+i")
        .arg(home.state_dir())
        .status()
        .is_ok_and(|s| s.success());
    if !frozen {
        eprintln!("skipped: this file system or user cannot make a folder immutable");
        return;
    }
    let _thaw = Frozen(home.state_dir());
    let mut t = Spawn::new().start(&home);
    let screen = t.wait_for("could not be read");
    let words = words_of(&screen);
    assert!(
        words.contains("left in place and saving is off"),
        "{}",
        t.describe()
    );
    let moved = [Key::Left, Key::Up, Key::Right, Key::Down]
        .into_iter()
        .any(|k| {
            t.send_key(k);
            std::thread::sleep(Duration::from_millis(100));
            t.header().is_some_and(|h| h.2 == 1)
        });
    assert!(moved, "{}", t.describe());
    let status = t.wait_for("Saving is off");
    assert!(
        words_of(&status).contains("could not be moved aside"),
        "{}",
        t.describe()
    );
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    assert_eq!(
        home.state_bytes(),
        bytes,
        "the unreadable file was overwritten"
    );
    assert_eq!(kept_files(&home), Vec::<String>::new());
}
