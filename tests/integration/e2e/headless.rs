//! The commands without a screen end cleanly. A reader that has gone (`| head -c1`)
//! stops them quietly, as the system stops its own tools: by SIGPIPE, nothing said. A
//! full disk (`> /dev/full`) and a closed standard output (`>&-`) are told in one line,
//! with exit code 1. `bench` runs in memory that does not grow with its games, and
//! Ctrl-C stops it with the table of the games finished.

use std::fs;
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use tui2048_engine::game::{Dir, GameState, Origin, Record, Rules};

use super::harness::*;

/// A home with a saved game (for `export`) and a record's file (for `review`).
fn home() -> Home {
    let home = Home::new();
    home.write_state(
        state_json(
            &[vec![2, 0, 0, 2], vec![0; 4], vec![0, 4, 0, 0], vec![0; 4]],
            12,
            40,
        )
        .as_bytes(),
    );
    let mut game = GameState::new(Rules::default(), 3);
    let mut record = Record::starting(&game, Origin::Seed(3));
    for dir in [Dir::Left, Dir::Up, Dir::Right, Dir::Down, Dir::Left] {
        if let Some((next, _)) = game.apply(dir) {
            game = next;
            record.push(dir);
        }
    }
    fs::write(home.path().join("record.txt"), record.encode()).unwrap();
    home
}

/// Every command that prints without a screen, quick to run.
const COMMANDS: [&[&str]; 8] = [
    &[
        "bench", "--games", "2", "--depth", "1", "--player", "random",
    ],
    &[
        "bench", "--games", "2", "--depth", "1", "--player", "random", "--json",
    ],
    &["export"],
    &["review", "record.txt"],
    &["man"],
    &["completions", "bash"],
    &["--help"],
    &["--version"],
];

/// Runs the program in `home` with `stdout` as its standard output.
fn run(home: &Home, args: &[&str], stdout: Stdio) -> Output {
    let child = Command::new(binary())
        .args(args)
        .env_clear()
        .env("HOME", home.path())
        .env("XDG_CONFIG_HOME", home.path())
        .current_dir(home.path())
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn tui2048");
    child.wait_with_output().unwrap()
}

#[test]
fn a_reader_gone_stops_them_quietly() {
    let home = home();
    for args in COMMANDS {
        // The pipe's reader is gone before anything is written: every write fails.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = run(&home, args, writer.into());
        assert_eq!(out.status.signal(), Some(13), "{args:?}: {out:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args:?}");
    }
}

#[test]
fn a_full_disk_is_one_line_and_a_failure() {
    let home = home();
    for args in COMMANDS {
        let full = fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = run(&home, args, full.into());
        assert_eq!(out.status.code(), Some(1), "{args:?}: {out:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            "tui2048: cannot write the output: No space left on device\n",
            "{args:?}"
        );
    }
}

#[test]
fn a_closed_standard_output_is_one_line_and_a_failure() {
    let home = home();
    for args in COMMANDS {
        let mut all = vec!["-c", r#"exec "$0" "$@" >&-"#, binary()];
        all.extend_from_slice(args);
        let out = Command::new("sh")
            .args(&all)
            .env_clear()
            .env("HOME", home.path())
            .env("XDG_CONFIG_HOME", home.path())
            .current_dir(home.path())
            .stdin(Stdio::null())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}: {out:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            "tui2048: cannot write the output: standard output is closed\n",
            "{args:?}"
        );
    }
    // Output sent to the null device on purpose is written, and the command succeeds.
    let null = fs::OpenOptions::new()
        .write(true)
        .open("/dev/null")
        .unwrap();
    let out = run(&home, &["--version"], null.into());
    assert_eq!(out.status.code(), Some(0), "{out:?}");
}

/// The peak memory of a running process, in kB.
fn peak_kb(pid: u32) -> u64 {
    fs::read_to_string(format!("/proc/{pid}/status"))
        .unwrap()
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM")
}

#[test]
fn ctrl_c_stops_the_largest_bench_with_the_table_of_the_games_finished() {
    let home = Home::new();
    let mut t = Spawn::new()
        .args([
            "bench",
            "--games",
            "1000000000",
            "--player",
            "random",
            "--jobs",
            "2",
        ])
        .start(&home);
    t.wait_for("/1000000000 games");
    // Games are over by now, many of them; the memory is what a few games take.
    let start = Instant::now();
    while !t.screen().contains("ETA") || start.elapsed() < Duration::from_millis(500) {
        assert!(start.elapsed() < WAIT, "{}", t.describe());
        std::thread::sleep(Duration::from_millis(20));
    }
    let peak = peak_kb(t.pid());
    assert!(peak < 64 * 1024, "peak memory {peak} kB");
    t.send_key(Key::CtrlC);
    let status = t.wait_exit(WAIT);
    assert_eq!(status.exit_code(), 130, "{}", t.describe());
    let output = t.output();
    // The progress line is ended (cleared) before the table.
    let table = output.rfind("games             ").expect(&output);
    let cleared = output[..table].rfind("\r\x1b[K").expect(&output);
    assert!(!output[cleared..table].contains("ETA"), "{output:?}");
    let screen = t.screen();
    let games: u64 = screen
        .lines()
        .find_map(|l| l.strip_prefix("games"))
        .and_then(|n| n.trim().parse().ok())
        .expect(&screen);
    assert!(games > 0, "{screen}");
    assert!(
        screen.contains(&format!(
            "stopped           after {games} of 1000000000 games"
        )),
        "{screen}"
    );
    assert!(screen.contains("score median"), "{screen}");
}

/// A bench searching deep, on more threads than cores, stops soon after SIGTERM (each
/// search under way given up, not finished): with the table of the games finished (none
/// yet) and exit code 130.
#[test]
fn sigterm_stops_a_deep_bench_on_many_threads_at_once() {
    let home = Home::new();
    let mut t = Spawn::new()
        .args(["bench", "--games", "64", "--depth", "12", "--jobs", "16"])
        .start(&home);
    t.wait_for("/64 games");
    std::thread::sleep(Duration::from_millis(300));
    t.signal("TERM");
    let status = t.wait_exit(WAIT);
    assert_eq!(status.exit_code(), 130, "{}", t.describe());
    let screen = t.screen();
    assert!(
        screen.contains("stopped           after 0 of 64 games"),
        "{screen}"
    );
}

/// SIGTERM while the endgame tables are still being made (the first bench on a machine)
/// stops the bench at once, with no game played; the tables are made on a later run.
#[test]
fn sigterm_while_the_tables_are_made_stops_the_bench() {
    let home = Home::new();
    let mut t = Spawn::new()
        .args(["bench", "--games", "8"])
        .env("XDG_CACHE_HOME", home.path().join("cache"))
        .start(&home);
    t.wait_for("endgame tables:");
    t.signal("TERM");
    let status = t.wait_exit(WAIT);
    assert_eq!(status.exit_code(), 130, "{}", t.describe());
    assert!(
        t.screen().contains("stopped           after 0 of 8 games"),
        "{}",
        t.screen()
    );
}
