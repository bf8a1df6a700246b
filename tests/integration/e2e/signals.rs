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

#[test]
fn every_signal_that_would_end_the_program_gives_the_terminal_back_and_saves() {
    for signal in [
        // (Not SIGXFSZ: a limit on the size of files fails a write, and quits nothing;
        // `limits.rs`.)
        "QUIT", "USR1", "USR2", "ALRM", "VTALRM", "PROF", "XCPU", "IO", "PWR", "RTMIN",
        // The last real-time signal, by its number (64 on Linux).
        "64",
    ] {
        let (home, mut t, saved) = after_one_move(Spawn::new());
        t.signal(signal);
        let status = t.wait_exit(WAIT);
        assert!(
            status.success(),
            "SIG{signal} gave {status:?}\n{}",
            t.describe()
        );
        t.assert_restored();
        let out = t.output();
        let last = |seq: &str| out.rfind(seq);
        assert!(
            last("\x1b[?1000h") < last("\x1b[?1000l"),
            "SIG{signal}: the mouse was left on"
        );
        assert_eq!(
            home.state_bytes(),
            saved,
            "SIG{signal}: the last move is saved"
        );
    }
}

/// Whether tmux is there to close a terminal under the program.
fn tmux() -> bool {
    std::process::Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn a_closed_terminal_saves_the_game_and_ends_quietly_with_one_status() {
    if !tmux() {
        eprintln!("skipped: closing a terminal under the program needs tmux");
        return;
    }
    for round in 0..3 {
        let home = Home::new();
        let board = vec![
            vec![0, 0, 0, 0],
            vec![2, 0, 0, 0],
            vec![2, 0, 0, 0],
            vec![8, 0, 0, 0],
        ];
        home.write_state(state_json(&board, 60, 60).as_bytes());
        let err = home.path().join("stderr");
        let code = home.path().join("code");
        let session = format!("tui2048-test-{}-{round}", std::process::id());
        // The shell stays to tell the exit status; the program is given the terminal.
        let script =
            "trap '' HUP; HOME=\"$1\" XDG_CONFIG_HOME=\"$1\" \"$0\" 2>\"$2\"; echo $? >\"$3\"";
        let started = std::process::Command::new("tmux")
            .args(["-L", &session, "new-session", "-d", "-x", "80", "-y", "24"])
            .args(["sh", "-c", script, binary()])
            .arg(home.path())
            .arg(&err)
            .arg(&code)
            .status()
            .unwrap();
        assert!(started.success());
        let tmux = |args: &[&str]| {
            std::process::Command::new("tmux")
                .args(["-L", &session])
                .args(args)
                .status()
                .unwrap()
        };
        home.wait_state("the game open", |s| s["game"]["moves"] == 0);
        std::thread::sleep(std::time::Duration::from_millis(300));
        tmux(&["send-keys", "Down"]);
        home.wait_state("the move saved", |s| s["game"]["moves"] == 1);
        // Closing the window at once, or after a moment.
        std::thread::sleep(std::time::Duration::from_millis(100 * round));
        tmux(&["kill-server"]);
        let start = std::time::Instant::now();
        while fs_text(&code).is_none() {
            assert!(start.elapsed() < WAIT, "the program did not end");
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
        assert_eq!(fs_text(&code).as_deref(), Some("0\n"), "round {round}");
        assert_eq!(std::fs::read_to_string(&err).unwrap(), "", "round {round}");
        let state = home.state();
        assert_eq!(state["game"]["moves"], 1);
        assert_eq!(board_in(&state)[3][0], 8);
    }
}

fn fs_text(path: &std::path::Path) -> Option<String> {
    std::fs::read_to_string(path).ok().filter(|t| !t.is_empty())
}

/// A fault or an abort runs no Rust code on its way out: the terminal is given back all
/// the same, the crash is named after it, on the main screen, and the program dies of the
/// signal (its exit status and core dump are the crash's). The game is as last saved.
#[test]
fn a_fault_or_an_abort_gives_the_terminal_back_and_says_what_it_was() {
    for (signal, name, said) in [
        ("ABRT", "Aborted", "SIGABRT (abort)"),
        (
            "FPE",
            "Floating point exception",
            "SIGFPE (arithmetic fault)",
        ),
        ("ILL", "Illegal instruction", "SIGILL (illegal instruction)"),
        ("TRAP", "Trace/breakpoint trap", "SIGTRAP (trap)"),
        ("SYS", "Bad system call", "SIGSYS (bad system call)"),
        ("SEGV", "Segmentation fault", "SIGSEGV (segmentation fault)"),
        ("BUS", "Bus error", "SIGBUS (bus error)"),
    ] {
        let (home, mut t, saved) = after_one_move(Spawn::new());
        t.signal(signal);
        let status = t.wait_exit(WAIT);
        assert_eq!(status.signal(), Some(name), "SIG{signal}: {status:?}");
        t.assert_restored();
        let out = t.output();
        let crashed = out
            .rfind(&format!("tui2048 crashed: {said}"))
            .unwrap_or_else(|| panic!("SIG{signal} is not said\n{}", t.describe()));
        let left = out
            .rfind("\x1b[?1049l")
            .expect("the alternate screen was left");
        assert!(
            left < crashed,
            "SIG{signal} was said on the alternate screen"
        );
        // The mouse reports that were turned on are off again.
        let last = |seq: &str| out.rfind(seq);
        assert!(
            last("\x1b[?1000h") < last("\x1b[?1000l"),
            "SIG{signal}: mouse"
        );
        assert_eq!(home.state_bytes(), saved, "the file holds the last move");
    }
}

/// What an abort prints on its way out (an allocation that failed says how much it
/// asked for) is written while the alternate screen is up; it is kept, and said again once
/// the terminal is back, before the crash is named.
#[test]
fn what_an_abort_prints_is_said_once_the_terminal_is_back() {
    if !cfg!(debug_assertions) {
        eprintln!("skipped: TUI2048_ABORT_ON_KEY is honoured by debug builds only");
        return;
    }
    let (home, mut t, saved) = after_one_move(Spawn::new().env("TUI2048_ABORT_ON_KEY", "%"));
    t.send("%");
    let status = t.wait_exit(WAIT);
    assert_eq!(status.signal(), Some("Aborted"), "{status:?}");
    t.assert_restored();
    let out = t.output();
    let left = out
        .rfind("\x1b[?1049l")
        .expect("the alternate screen was left");
    let message = out
        .rfind("abort on key '%', as TUI2048_ABORT_ON_KEY asked")
        .expect("the message is said");
    let crashed = out
        .rfind("tui2048 crashed: SIGABRT (abort)")
        .expect("the crash is named");
    assert!(left < message && message < crashed, "{}", t.describe());
    assert_eq!(home.state_bytes(), saved, "the file holds the last move");
}

/// A crash while the boss screen shows its plain title gives the terminal's own title back
/// with the rest.
#[test]
fn a_crash_under_the_boss_screen_gives_the_title_back() {
    let (_home, mut t, _) = after_one_move(Spawn::new());
    t.send_key(Key::Char('b'));
    let titled = "\x1b[22;0t\x1b]0;tail -f server.log\x07";
    t.wait_until("the plain title", |_| true);
    let start = std::time::Instant::now();
    while !t.output().contains(titled) {
        assert!(start.elapsed() < WAIT, "{:?}", t.output());
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    t.signal("ABRT");
    let status = t.wait_exit(WAIT);
    assert_eq!(status.signal(), Some("Aborted"));
    t.assert_restored();
    let out = t.output();
    assert!(out.rfind("\x1b[23;0t") > out.rfind(titled), "{out:?}");
}
