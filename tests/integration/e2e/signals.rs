//! Signals and keys that ask the program to stop: it leaves the terminal as it found it
//! and the game is saved.

use super::harness::*;

/// A saved game resumed by `spawn` and one move played (Down: the two 2s make a 4):
/// the home, the program, and the state file's bytes after the move.
fn after_one_move(spawn: Spawn) -> (Home, Tty, Vec<u8>) {
    let home = Home::new();
    let board = vec![
        vec![0, 0, 0, 0],
        vec![2, 0, 0, 0],
        vec![2, 0, 0, 0],
        vec![8, 0, 0, 0],
    ];
    home.write_state(state_json(&board, 60, 60).as_bytes());
    let mut t = spawn.start(&home);
    t.wait_for("Welcome back");
    assert!(t.play(&home, Key::Down));
    let saved = home.state_bytes();
    (home, t, saved)
}

fn quits_cleanly_on(signal: &str) {
    let (home, mut t, saved) = after_one_move(Spawn::new());
    let state = home.state();
    assert_eq!(state["game"]["moves"], 1);
    assert_eq!(state["game"]["score"], 64);
    assert_eq!(board_in(&state)[3][0], 8);
    assert_eq!(board_in(&state)[2][0], 4);
    t.expect_board(&board_in(&state));

    t.signal(signal);
    let status = t.wait_exit(WAIT);
    assert!(
        status.success(),
        "SIG{signal} gave {status:?}\n{}",
        t.describe()
    );
    t.assert_restored();
    assert_eq!(home.state_bytes(), saved, "the file holds the last move");
}

#[test]
fn sigterm_quits_cleanly() {
    quits_cleanly_on("TERM");
}

#[test]
fn sighup_quits_cleanly() {
    quits_cleanly_on("HUP");
}

#[test]
fn sigint_quits_cleanly() {
    quits_cleanly_on("INT");
}

fn quits_on_key(key: Key) {
    let home = Home::new();
    let mut t = Spawn::new().args(["--seed", "4"]).start(&home);
    t.wait_for("SCORE");
    let saved = home.wait_state("the first save", |s| s["game"]["moves"] == 0);
    t.send_key(key);
    let status = t.wait_exit(WAIT);
    assert!(
        status.success(),
        "{key:?} gave {status:?}\n{}",
        t.describe()
    );
    t.assert_restored();
    assert_eq!(home.state(), saved);
}

#[test]
fn esc_does_not_quit_but_q_does() {
    let home = Home::new();
    let mut t = Spawn::new().args(["--seed", "4"]).start(&home);
    t.wait_for("SCORE");
    t.send_key(Key::Esc);
    t.wait_for("q quits");
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert!(t.is_running(), "Esc ended the game\n{}", t.describe());
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
    t.assert_restored();
}

#[test]
fn ctrl_c_quits() {
    quits_on_key(Key::CtrlC);
}

#[test]
fn a_panic_gives_the_terminal_back_and_keeps_the_last_move() {
    // The switch that makes a key panic exists in debug builds only: no variable changes
    // what a release build does.
    if !cfg!(debug_assertions) {
        eprintln!("skipped: TUI2048_PANIC_ON_KEY is honoured by debug builds only");
        return;
    }
    let (home, mut t, saved) = after_one_move(Spawn::new().env("TUI2048_PANIC_ON_KEY", "%"));
    t.send("%");
    let status = t.wait_exit(WAIT);
    assert!(!status.success(), "a panic exits with failure");
    t.assert_restored();
    // The message comes after the terminal is restored, so it is on the normal screen.
    let output = t.output();
    let message = output
        .rfind("panic on key '%'")
        .expect("the panic message is printed");
    let left = output
        .rfind("\x1b[?1049l")
        .expect("the alternate screen was left");
    assert!(
        left < message,
        "the message came after the terminal was restored"
    );
    assert_eq!(home.state_bytes(), saved, "the file holds the last move");
}
