//! A move shown is a move kept: the program killed (`kill -9`, which no program can
//! catch) at any moment after a move is on the screen, or said by a plain line, has that
//! move in its state file. Each test kills the program many times, the moment the first
//! move shows, after a burst of keys of its own length.

use std::time::{Duration, Instant};

use super::harness::*;

/// How many times each test kills the program.
const RUNS: usize = 12;

/// The moves the state file holds (none: no file yet).
fn moves_saved(home: &Home) -> u64 {
    if !home.state_path().exists() {
        return 0;
    }
    home.state()["game"]["moves"]
        .as_u64()
        .expect("game.moves in the state file")
}

/// Keys for run `run`: one to four arrows, in turn from a direction of the run's own.
fn burst(run: usize) -> Vec<Key> {
    let all = [Key::Left, Key::Up, Key::Right, Key::Down];
    (0..=run % 4).map(|k| all[(run + k) % 4]).collect()
}

/// Waits (polling as fast as is reasonable) until `seen` holds, within `WAIT`.
fn poll(t: &mut Tty, what: &str, seen: impl Fn(&Tty) -> bool) {
    let start = Instant::now();
    while !seen(t) {
        assert!(
            start.elapsed() < WAIT,
            "timed out waiting for {what}\n{}",
            t.describe()
        );
        std::thread::sleep(Duration::from_millis(1));
    }
}

#[test]
fn a_move_shown_on_the_screen_is_in_the_state_file_whenever_the_program_is_killed() {
    for run in 0..RUNS {
        let home = Home::new();
        let seed = run.to_string();
        let mut t = Spawn::new().args(["--seed", &seed]).start(&home);
        t.wait_for("SCORE");
        for key in burst(run) {
            t.send_key(key);
        }
        poll(&mut t, "a move on the screen", |t| {
            t.header().is_some_and(|(_, _, moves)| moves > 0)
        });
        t.kill();
        // Whatever the screen came to show before the program died is kept.
        let shown = t.header().map_or(0, |(_, _, moves)| moves);
        assert!(shown > 0, "{}", t.describe());
        let saved = moves_saved(&home);
        assert!(
            saved >= shown,
            "run {run}: {shown} moves shown, {saved} kept\n{}",
            t.describe()
        );
    }
}

/// The plain interface's lines that tell of a move made.
fn move_lines(t: &Tty) -> usize {
    t.output()
        .split('\n')
        .filter(|l| {
            ["Left, ", "Right, ", "Up, ", "Down, "]
                .iter()
                .any(|w| l.starts_with(w))
        })
        .count()
}

#[test]
fn a_move_said_by_a_plain_line_is_in_the_state_file_whenever_the_program_is_killed() {
    for run in 0..RUNS {
        let home = Home::new();
        let seed = run.to_string();
        let mut t = Spawn::new().args(["--plain", "--seed", &seed]).start(&home);
        t.wait_for("Score 0, best 0");
        for key in burst(run) {
            t.send_key(key);
        }
        poll(&mut t, "a move's line", |t| move_lines(t) > 0);
        t.kill();
        // Every line written before the program died is kept.
        let said = move_lines(&t) as u64;
        let saved = moves_saved(&home);
        assert!(
            saved >= said,
            "run {run}: {said} moves said, {saved} kept\n{}",
            t.output()
        );
    }
}
