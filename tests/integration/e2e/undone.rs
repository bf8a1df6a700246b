//! A game left for a new one (`r`) comes back with `u` across a quit: with its record, out
//! of the finished games while it is in play, and one game when it ends; the daily game's
//! try brought back is the one the next start shows.

use std::process::{Command, Output};

use super::harness::*;

/// `tui2048 <args>` without a terminal, on the home's save.
fn run(home: &Home, args: &[&str]) -> Output {
    Command::new(binary())
        .args(args)
        .env_clear()
        .env("HOME", home.path())
        .env("XDG_CONFIG_HOME", home.path())
        .output()
        .unwrap()
}

fn out(output: &Output) -> String {
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn err(output: &Output) -> String {
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    String::from_utf8(output.stderr.clone()).unwrap()
}

/// Plays `n` moves, each the first of Left, Up, Right, Down that moves.
fn moves(t: &mut Tty, home: &Home, n: usize) {
    for _ in 0..n {
        let played = [Key::Left, Key::Up, Key::Right, Key::Down]
            .into_iter()
            .any(|k| t.play(home, k));
        assert!(played, "no move\n{}", t.describe());
    }
}

/// Plays moves on the screen alone (the daily game has a file of its own) until `n` are
/// made.
fn screen_moves(t: &mut Tty, n: u64) {
    let made = |t: &Tty| t.header().map_or(0, |(_, _, moves)| moves);
    for key in [Key::Left, Key::Up, Key::Right, Key::Down]
        .into_iter()
        .cycle()
        .take(40)
    {
        let before = made(t);
        if before >= n {
            return;
        }
        t.send_key(key);
        let start = std::time::Instant::now();
        while made(t) == before && !t.screen().contains("Can't move") {
            assert!(start.elapsed() < WAIT, "{}", t.describe());
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert!(made(t) >= n, "{}", t.describe());
}

fn quit(mut t: Tty) {
    t.send("q");
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
}

/// The records file's last games, as their lines.
fn recent(home: &Home) -> Vec<String> {
    let path = home.state_dir().join("state.records.json");
    let Ok(text) = std::fs::read_to_string(path) else {
        return Vec::new();
    };
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value["recent"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["record"].as_str().unwrap().to_string())
        .collect()
}

fn wait_recent(home: &Home, n: usize) -> Vec<String> {
    let start = std::time::Instant::now();
    loop {
        let got = recent(home);
        if got.len() == n {
            return got;
        }
        assert!(start.elapsed() < WAIT, "{got:?} is not {n} games");
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

/// Waits (a bounded while) for `export WHICH` to print `line`.
fn wait_export(home: &Home, which: &str, line: &str) {
    let start = std::time::Instant::now();
    loop {
        let got = out(&run(home, &["export", which]));
        if got == line {
            return;
        }
        assert!(
            start.elapsed() < WAIT,
            "export {which} is {got:?}, not {line:?}"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

#[test]
fn a_game_left_by_r_comes_back_after_a_quit_with_its_record_and_ends_once() {
    let home = Home::new();
    let mut t = Spawn::new().args(["--seed", "4"]).start(&home);
    t.wait_for("SCORE");
    moves(&mut t, &home, 6);
    let line = out(&run(&home, &["export"]));
    assert!(line.starts_with("tui2048-"), "{line}");
    t.send("r");
    t.wait_for("New game");
    home.wait_state("the new game", |s| s["game"]["moves"] == 0);
    // The game left is finished, and its record kept in the state file for `u`.
    assert_eq!(wait_recent(&home, 1).len(), 1);
    assert_eq!(home.state()["earlier"].as_array().map(Vec::len), Some(1));
    quit(t);

    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    t.send("u");
    t.wait_for("your last game is back");
    home.wait_state("the game back", |s| s["game"]["moves"] == 6);
    // With its record, not one from its board.
    assert_eq!(out(&run(&home, &["export"])), line);
    // In play, it is not among the finished games.
    wait_recent(&home, 0);
    let refused = err(&run(&home, &["export", "last"]));
    assert!(
        refused.starts_with("tui2048: no finished game is kept yet in"),
        "{refused}"
    );
    // Left again, it is one game among the finished.
    t.send("r");
    t.wait_for("New game");
    let kept = wait_recent(&home, 1);
    quit(t);
    assert_eq!(recent(&home), kept);
    let last = out(&run(&home, &["export", "last"]));
    assert_eq!(last.trim_end(), kept[0]);
}

#[test]
fn a_daily_try_brought_back_by_u_after_a_quit_is_the_one_the_next_start_shows() {
    let home = Home::new();
    let mut t = Spawn::new().arg("--daily").start(&home);
    t.wait_for("The game of");
    screen_moves(&mut t, 3);
    std::thread::sleep(std::time::Duration::from_millis(500));
    let board = t.board().expect("a board");
    let daily = || home.state_dir().join("state.daily.json");
    let line = out(&run(&home, &["export", "daily"]));
    t.send("r");
    t.wait_for("try 2");
    quit(t);

    let mut t = Spawn::new().arg("--daily").start(&home);
    t.wait_for("Welcome back to the game of");
    t.send("u");
    t.wait_for("your last game is back");
    t.expect_board(&board);
    // The save follows the screen on its own thread: the slot holds the try once it lands.
    wait_export(&home, "daily", &line);
    quit(t);
    assert!(daily().is_file());

    let mut t = Spawn::new().arg("--daily").start(&home);
    t.wait_for("Welcome back to the game of");
    t.expect_board(&board);
    quit(t);
    assert_eq!(out(&run(&home, &["export", "daily"])), line);
}

#[test]
fn the_daily_try_finished_before_r_is_still_exported_and_reviewed() {
    use tui2048_engine::game::Record;
    let home = Home::new();
    let none = err(&run(&home, &["export", "daily-last"]));
    assert!(
        none.contains("no finished daily try is kept yet in"),
        "{none}"
    );
    let mut t = Spawn::new().arg("--daily").start(&home);
    t.wait_for("The game of");
    screen_moves(&mut t, 3);
    std::thread::sleep(std::time::Duration::from_millis(500));
    let first = Record::decode(out(&run(&home, &["export", "daily"])).trim_end()).unwrap();
    assert_eq!(first.moves().len(), 3);
    t.send("r");
    t.wait_for("try 2");
    // Try 2 has no move: `daily` is the try just finished, as `daily-last` is.
    let start = std::time::Instant::now();
    let last = loop {
        let output = run(&home, &["export", "daily-last"]);
        if output.status.success() {
            break String::from_utf8(output.stdout).unwrap();
        }
        assert!(start.elapsed() < WAIT, "{output:?}");
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    let kept = Record::decode(last.trim_end()).unwrap();
    assert_eq!(kept.moves(), first.moves());
    assert_eq!(kept.origin(), first.origin());
    // The finished try is kept before the new one is saved: `daily` names the new try
    // once it is saved (until then, the try of three moves still in the file).
    let start = std::time::Instant::now();
    loop {
        let daily = out(&run(&home, &["export", "daily"]));
        if daily == last {
            break;
        }
        assert!(start.elapsed() < WAIT, "{daily} against {last}");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    // `review` and `replay` take the same words.
    let review = out(&run(&home, &["review", "daily-last"]));
    assert!(
        review.contains("accuracy") || review.contains("Accuracy"),
        "{review}"
    );
    // The ordinary game's records know nothing of it.
    let plain = err(&run(&home, &["export", "last"]));
    assert!(plain.contains("no finished game is kept yet"), "{plain}");
    // A move in try 2: `daily` is the try in play again; `daily-last` stays try 1.
    screen_moves(&mut t, 1);
    std::thread::sleep(std::time::Duration::from_millis(500));
    let second = Record::decode(out(&run(&home, &["export", "daily"])).trim_end()).unwrap();
    assert_eq!(second.moves().len(), 1);
    assert_eq!(out(&run(&home, &["export", "daily-last"])), last);
    quit(t);
    let help = out(&run(&home, &["export", "--help"]));
    assert!(help.contains("daily-last"), "{help}");
}
