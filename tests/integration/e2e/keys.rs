//! The settings file's `[keys]` table through the real program: a key the table gives an
//! action plays it and the key it replaced no longer does, the footer and the help show
//! the player's keys, and a table that cannot be used costs a warning, never a game.

use std::fs;

use super::harness::*;

/// A saved game that moves left and right: the 2s go to the left edge on a move left.
fn saved(home: &Home) {
    let board = vec![
        vec![0, 0, 0, 2],
        vec![0, 0, 0, 0],
        vec![0, 0, 0, 0],
        vec![0, 2, 0, 0],
    ];
    home.write_state(state_json(&board, 0, 0).as_bytes());
}

/// Writes `text` as the settings file beside the state file.
fn config(home: &Home, text: &str) {
    fs::create_dir_all(home.state_dir()).unwrap();
    fs::write(home.state_dir().join("config.toml"), text).unwrap();
}

/// The moves the state file counts.
fn moves(home: &Home) -> u64 {
    home.state()["game"]["moves"].as_u64().unwrap()
}

#[test]
fn a_key_the_table_gives_moves_and_the_arrow_it_replaced_no_longer_does() {
    let home = Home::new();
    saved(&home);
    config(&home, "theme = \"dark\"\n\n[keys]\nleft = [\"x\"]\n");
    let mut t = Spawn::new().size(30, 100).start(&home);
    let screen = t.wait_for("Welcome back");
    assert!(words_of(&screen).contains("x ↑ → ↓ move"), "{screen}");
    // The arrow first, then x: once x has moved, the arrow before it was read too.
    t.send_key(Key::Left);
    t.send("x");
    home.wait_state("a move", |s| s["game"]["moves"] == 1);
    t.wait_board("the tiles moved left", |b| b[0][0] == 2 && b[3][0] == 2);
    assert_eq!(moves(&home), 1);
    assert_eq!(t.header().map(|(_, _, m)| m), Some(1));
    // Shift only changes a letter's case; a, the left key the table replaced, is nothing.
    t.send("a");
    t.send_key(Key::Right);
    home.wait_state("a move right", |s| s["game"]["moves"] == 2);
    t.send("A");
    t.send("X");
    home.wait_state("a move left with Shift", |s| s["game"]["moves"] == 3);
    // The help lists x with the arrow gone.
    t.send("?");
    let help = t.wait_for("move left");
    let row = help.lines().find(|l| l.contains("move left")).unwrap();
    assert_eq!(
        words_of(row).replace('│', "").trim(),
        "x move left",
        "{help}"
    );
    // Over the help, q closes it; then q quits.
    t.send("q");
    t.wait_until("the help closed", |s| !s.contains("move left"));
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
    assert_eq!(moves(&home), 3);
}

#[test]
fn a_table_that_cannot_be_used_costs_a_warning_and_the_game_plays_on_its_own_keys() {
    let home = Home::new();
    saved(&home);
    config(
        &home,
        "[keys]\nlft = \"x\"\nundo = [\"Ctrl-C\"]\ndown = \"Dwn\"\n",
    );
    let mut t = Spawn::new().size(30, 120).start(&home);
    let screen = words_of(&t.wait_for("unknown action"));
    // Each problem is a warning of its own, the first by line first; the path after them.
    assert!(
        screen.contains(
            "line 2: unknown action \"lft\" in [keys] (the actions are left, right, up, down, \
             undo, restart, keep-going, hint, autoplay, faster, slower, stats, replay, boss, \
             theme, copy, cursor-left, cursor-right, cursor-up, cursor-down, read-cell, \
             read-row, read-column, summary, verbosity, help, close, quit)"
        ),
        "{screen}"
    );
    // Every action keeps its own keys: the arrows play, and Ctrl-C still quits.
    assert!(t.play(&home, Key::Left));
    t.send_key(Key::CtrlC);
    assert!(t.wait_exit(WAIT).success());
    assert_eq!(moves(&home), 1);
}
