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
