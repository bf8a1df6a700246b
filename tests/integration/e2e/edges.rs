//! The rare paths: state paths that are not files, files too large, a lock that cannot be
//! taken or that disappears, links, a stop from the shell, and saved facts the board
//! contradicts.

use std::fs;
use std::os::unix::fs::FileTypeExt;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use serde_json::Value;

use super::harness::*;

fn board() -> Vec<Vec<u64>> {
    vec![
        vec![2, 0, 0, 2],
        vec![0, 0, 0, 0],
        vec![0, 4, 0, 0],
        vec![0, 0, 0, 0],
    ]
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

/// What a path is, for comparing before and after.
fn kind(path: &Path) -> String {
    match fs::symlink_metadata(path) {
        Err(_) => "missing".into(),
        Ok(m) => {
            let t = m.file_type();
            let what = if t.is_fifo() {
                "fifo"
            } else if t.is_socket() {
                "socket"
            } else if t.is_char_device() {
                "char device"
            } else if t.is_dir() {
                "folder"
            } else if t.is_symlink() {
                "link"
            } else {
                "file"
            };
            what.to_string()
        }
    }
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Starts on `path` (with `--state`) and checks the refusal: one line naming the path and
/// saying it is not a regular file, a failure status, the terminal untouched, and the
/// folder as it was.
fn refused(home: &Home, path: &Path, named: &Path) {
    let dir = path.parent().unwrap();
    let before = (kind(path), names_in(dir));
    let started = Instant::now();
    let mut t = Spawn::new().arg("--state").arg(path).start(home);
    let status = t.wait_exit(WAIT);
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{}: took {:?}",
        path.display(),
        started.elapsed()
    );
    assert!(!status.success(), "{}: {status:?}", path.display());
    let output = t.output();
    assert_eq!(output.trim_end().lines().count(), 1, "{output:?}");
    assert!(output.starts_with("tui2048: "), "{output:?}");
    assert!(output.contains("not a regular file"), "{output:?}");
    assert!(
        output.contains(&named.display().to_string()),
        "{output:?} names {}",
        named.display()
    );
    assert!(
        !output.contains('\x1b'),
        "the terminal was touched: {output:?}"
    );
    assert!(!t.ever_used_alternate_screen());
    assert_eq!((kind(path), names_in(dir)), before, "{}", path.display());
}

#[test]
fn paths_that_are_not_regular_files_are_refused_and_left_alone() {
    let home = Home::new();
    let dir = home.path().join("odd");
    fs::create_dir(&dir).unwrap();

    let folder = dir.join("folder");
    fs::create_dir(&folder).unwrap();
    refused(&home, &folder, &folder);

    let fifo = dir.join("fifo");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    refused(&home, &fifo, &fifo);
    // The same through a link: the message names what the link leads to.
    let link = dir.join("link-to-fifo");
    std::os::unix::fs::symlink(&fifo, &link).unwrap();
    refused(&home, &link, &fifo);

    let socket = dir.join("socket");
    let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
    refused(&home, &socket, &socket);

    if is_root() {
        // Devices like /dev/null and /dev/zero, made here so nothing of the machine's is at
        // risk should the program misbehave.
        for (name, minor) in [("null", "3"), ("zero", "5")] {
            let device = dir.join(name);
            let made = Command::new("mknod")
                .arg(&device)
                .args(["c", "1", minor])
                .status()
                .unwrap();
            assert!(made.success());
            refused(&home, &device, &device);
        }
    }
}

#[test]
fn a_state_file_over_the_size_limit_is_kept_aside() {
    let home = Home::new();
    fs::create_dir_all(home.state_dir()).unwrap();
    let big = fs::File::create(home.state_path()).unwrap();
    // A sparse file: over the limit without taking the disk.
    let len = tui2048_store::SIZE_LIMIT + 1;
    big.set_len(len).unwrap();
    drop(big);
    let mut t = Spawn::new().start(&home);
    let screen = t.wait_for("could not be read");
    assert!(words_of(&screen).contains("MiB"), "{}", t.describe());
    let kept: Vec<String> = home
        .state_dir_names()
        .into_iter()
        .filter(|n| n.starts_with("state.json.corrupt-"))
        .collect();
    assert_eq!(kept.len(), 1, "{:?}", home.state_dir_names());
    let kept_len = fs::metadata(home.state_dir().join(&kept[0])).unwrap().len();
    assert_eq!(kept_len, len);
    let state = home.wait_state("a new game", |s| s["game"]["moves"] == 0);
    assert_eq!(tile_count(&board_in(&state)), 2);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
}

/// A state file holding one game and `entries` undo entries, the i-th with score i.
fn with_undo(entries: usize) -> String {
    let mut text = String::with_capacity(entries * 120 + 512);
    text.push_str(
        r#"{"version":1,"best":{"4":99999},"game":{"board":[[2,0,0,2],[0,0,0,0],[0,4,0,0],[0,0,0,0]],"score":99999,"moves":99999,"rng":7},"undo":["#,
    );
    for i in 0..entries {
        if i > 0 {
            text.push(',');
        }
        text.push_str(&format!(
            r#"{{"board":[[2,0,0,0],[0,2,0,0],[0,4,0,0],[0,0,0,0]],"score":{i},"moves":{i},"rng":{i}}}"#
        ));
    }
    text.push_str("]}");
    text
}

/// The peak memory of a running process, in kB.
fn peak_memory(pid: u32) -> u64 {
    let status = fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM in /proc/<pid>/status")
}

#[test]
fn a_huge_undo_list_costs_the_memory_of_the_entries_kept() {
    let mut peaks = Vec::new();
    let mut sizes = Vec::new();
    for entries in [1_000, 120_000] {
        let home = Home::new();
        let text = with_undo(entries);
        sizes.push(text.len() as u64 / 1024);
        home.write_state(text.as_bytes());
        let mut t = Spawn::new().start(&home);
        t.wait_for("Welcome back");
        peaks.push(peak_memory(t.pid()));
        // The first save keeps the newest thousand.
        assert!(t.play(&home, Key::Left));
        let state = home.state();
        let undo = state["undo"].as_array().unwrap();
        assert_eq!(undo.len(), 1000);
        assert_eq!(undo[0]["score"], (entries - 999) as u64);
        assert_eq!(undo[998]["score"], (entries - 1) as u64);
        assert_eq!(undo[999]["score"], 99999, "the game before the move");
        t.send_key(Key::Char('q'));
        assert!(t.wait_exit(WAIT).success());
    }
    // The large file is about 11 MB, read whole within the limit: its bytes once, and
    // of its entries only those kept (every entry parsed would take several times more).
    assert!(
        peaks[1] < peaks[0] + (sizes[1] - sizes[0]) + 6 * 1024,
        "peak memory {} kB against {} kB, for files of {:?} kB",
        peaks[1],
        peaks[0],
        sizes
    );
}

fn moves_in(state: &Value) -> u64 {
    state["game"]["moves"].as_u64().unwrap()
}

/// Plays arrows until one moves tiles (the move count on screen goes up).
fn play_one(t: &mut Tty) {
    for (key, word) in [
        (Key::Left, "left"),
        (Key::Right, "right"),
        (Key::Up, "up"),
        (Key::Down, "down"),
    ] {
        let before = t.header().map(|h| h.2);
        t.send_key(key);
        let no_op = format!("Can't move {word}");
        let moved = t.wait_until("a move handled", |s| {
            s.contains(&no_op) || header_of(&lines(s)).map(|h| h.2) != before
        });
        if !moved.contains(&no_op) {
            return;
        }
    }
    panic!("no move could be made\n{}", t.describe());
}

fn lines(screen: &str) -> Vec<String> {
    screen.lines().map(str::to_string).collect()
}

#[test]
fn a_lock_that_cannot_be_taken_turns_saving_off() {
    for blocker in ["folder", "fifo"] {
        let home = Home::new();
        home.write_state(state_json(&board(), 12, 40).as_bytes());
        let lock = home.state_dir().join("state.json.lock");
        match blocker {
            "folder" => fs::create_dir(&lock).unwrap(),
            _ => assert!(
                Command::new("mkfifo")
                    .arg(&lock)
                    .status()
                    .unwrap()
                    .success()
            ),
        }
        let before = home.state_bytes();
        let mut t = Spawn::new().start(&home);
        t.wait_for("Welcome back");
        play_one(&mut t);
        let screen = t.wait_for("Saving is off");
        assert!(
            words_of(&screen).contains("cannot take the lock file"),
            "{blocker}: {}",
            t.describe()
        );
        t.send_key(Key::Char('q'));
        assert!(t.wait_exit(WAIT).success());
        t.assert_restored();
        assert_eq!(
            home.state_bytes(),
            before,
            "{blocker}: the file was written"
        );
        assert_eq!(
            kind(&lock),
            if blocker == "folder" {
                "folder"
            } else {
                "fifo"
            }
        );
    }
}

#[test]
fn a_lock_file_deleted_while_playing_stops_saving() {
    let home = Home::new();
    home.write_state(state_json(&board(), 12, 40).as_bytes());
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    assert!(t.play(&home, Key::Left));
    let after_one = home.state_bytes();
    fs::remove_file(home.state_dir().join("state.json.lock")).unwrap();
    play_one(&mut t);
    let screen = t.wait_for("Saving is off");
    assert!(
        words_of(&screen).contains("deleted or replaced"),
        "{}",
        t.describe()
    );
    assert_eq!(home.state_bytes(), after_one);
    // Another program may now take the file; the first never writes it again.
    let mut second = Spawn::new().start(&home);
    second.wait_for("Welcome back");
    assert!(second.play(&home, Key::Right) || second.play(&home, Key::Down));
    let seconds = home.state_bytes();
    play_one(&mut t);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    assert_eq!(home.state_bytes(), seconds);
    second.send_key(Key::Char('q'));
    assert!(second.wait_exit(WAIT).success());
}

fn link(target: &Path, at: &Path) {
    std::os::unix::fs::symlink(target, at).unwrap();
}

#[test]
fn a_state_file_behind_a_link_is_saved_behind_it_and_locked_there() {
    for dangling in [false, true] {
        let home = Home::new();
        let real_dir = home.path().join("real");
        fs::create_dir(&real_dir).unwrap();
        let target = real_dir.join("game.json");
        if !dangling {
            fs::write(&target, state_json(&board(), 12, 40)).unwrap();
        }
        let named = home.path().join("link.json");
        // A relative link, as people make them.
        link(Path::new("real/game.json"), &named);
        let mut t = Spawn::new().arg("--state").arg(&named).start(&home);
        t.wait_for("SCORE");
        play_one(&mut t);
        let wait_moves = |n: u64| {
            let start = Instant::now();
            loop {
                let v: Option<Value> = fs::read(&target)
                    .ok()
                    .and_then(|b| serde_json::from_slice(&b).ok());
                if v.as_ref().is_some_and(|v| moves_in(v) == n) {
                    return;
                }
                assert!(start.elapsed() < WAIT, "the target never held move {n}");
                std::thread::sleep(Duration::from_millis(10));
            }
        };
        wait_moves(1);
        assert_eq!(kind(&named), "link", "the link stays a link");
        assert_eq!(kind(&target), "file");
        // One file, one program, whatever name is given.
        for other in [&target, &named] {
            let mut second = Spawn::new().arg("--state").arg(other).start(&home);
            assert!(!second.wait_exit(WAIT).success());
            assert!(second.output().contains("in use"), "{}", second.output());
        }
        t.send_key(Key::Char('q'));
        assert!(t.wait_exit(WAIT).success());
        assert_eq!(names_in(home.path()), ["link.json", "real"]);
        assert_eq!(names_in(&real_dir), ["game.json", "game.json.lock"]);
    }
}

/// The pid of the running `tui2048` whose parent is `parent`.
fn child_named_tui2048(parent: u32) -> Option<u32> {
    fs::read_dir("/proc").ok()?.flatten().find_map(|e| {
        let pid: u32 = e.file_name().to_str()?.parse().ok()?;
        let stat = fs::read_to_string(e.path().join("stat")).ok()?;
        let (comm, rest) = stat.split_once(") ")?;
        let ppid: u32 = rest.split_whitespace().nth(1)?.parse().ok()?;
        (comm.ends_with("(tui2048") && ppid == parent).then_some(pid)
    })
}

fn shell_quote(path: &Path) -> String {
    format!("'{}'", path.display().to_string().replace('\'', r"'\''"))
}

#[test]
fn a_stop_from_the_shell_gives_the_terminal_back_and_fg_takes_it_again() {
    let home = Home::new();
    home.write_state(state_json(&board(), 12, 40).as_bytes());
    let mut sh = Spawn::new()
        .program("bash")
        .args(["--norc", "--noprofile", "-i"])
        .env("PS1", "ready$ ")
        .start(&home);
    sh.wait_for("ready$");
    sh.send(&format!("{}\r", shell_quote(Path::new(binary()))));
    sh.wait_for("Welcome back");
    let pid = {
        let start = Instant::now();
        loop {
            if let Some(pid) = child_named_tui2048(sh.pid()) {
                break pid;
            }
            assert!(start.elapsed() < WAIT, "no tui2048 under the shell");
            std::thread::sleep(Duration::from_millis(10));
        }
    };
    assert!(sh.play(&home, Key::Left));
    let saved = home.state_bytes();

    let status = Command::new("kill")
        .args(["-TSTP", &pid.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let screen = sh.wait_for("Stopped");
    assert!(screen.contains("ready$"), "{}", sh.describe());
    // (The shell's line editor sets the terminal's modes as it likes: only the screen is
    // checked here; the keys after `fg` show that raw mode is taken again.)
    sh.assert_screen_restored();
    assert_eq!(home.state_bytes(), saved);
    // The shell's own line mode works: a command and its output.
    sh.send("echo still-here\r");
    sh.wait_until("the command's output", |s| {
        s.lines().any(|l| l.trim() == "still-here")
    });

    sh.send("fg\r");
    let back = sh.wait_until("the game drawn again", |s| {
        s.contains("SCORE") && s.contains("MOVES") && !s.contains("Stopped")
    });
    assert!(
        !back.contains("ready$"),
        "the screen was not drawn anew\n{}",
        sh.describe()
    );
    let saved = board_in(&home.state());
    sh.expect_board(&saved);
    // Keys are read one by one again, not echoed as text.
    play_one(&mut sh);
    assert!(!sh.screen().contains("^["), "{}", sh.describe());
    sh.send_key(Key::Char('q'));
    sh.wait_until("the shell's prompt after quitting", |s| {
        s.lines().last().is_some_and(|l| l.starts_with("ready$"))
            || s.trim_end().ends_with("ready$")
    });
    sh.assert_screen_restored();
    assert_eq!(moves_in(&home.state()), 2);
    sh.send("exit\r");
    sh.wait_exit(WAIT);
}

#[test]
fn the_screen_is_cleared_before_the_first_frame() {
    let home = Home::new();
    let mut t = Spawn::new().start(&home);
    t.wait_for("SCORE");
    let out = t.output();
    let entered = out.find("\x1b[?1049h").expect("the alternate screen");
    let cleared = out[entered..].find("\x1b[2J").map(|i| i + entered);
    let drawn = out.find("SCORE").unwrap();
    assert!(
        cleared.is_some_and(|c| c < drawn),
        "no clear before the first frame: {:?}",
        &out[..drawn.min(200)]
    );
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn numbers_too_long_for_a_panel_are_shortened_by_one_rule() {
    for (rows, cols) in [(36, 100), (16, 40)] {
        let home = Home::new();
        let mut state: Value = serde_json::from_str(&state_json(&board(), 0, 0)).unwrap();
        state["game"]["score"] = u64::MAX.into();
        state["game"]["moves"] = 12_345_678_901_234_567_890u64.into();
        state["best"]["4"] = u64::MAX.into();
        home.write_state(state.to_string().as_bytes());
        let mut t = Spawn::new().size(rows, cols).start(&home);
        let screen = t.wait_for("MOVES");
        let words = words_of(&screen);
        assert!(words.contains("18.4E"), "{rows}x{cols}\n{}", t.describe());
        assert!(words.contains("12.3E"), "{rows}x{cols}\n{}", t.describe());
        assert!(!screen.contains("1844674"), "{}", t.describe());
        assert!(!screen.contains("1234567"), "{}", t.describe());
        t.send_key(Key::Char('q'));
        assert!(t.wait_exit(WAIT).success());
    }
}

fn game_file(status: &str, rows: &[[u64; 4]; 4]) -> String {
    let mut state: Value = serde_json::from_str(&state_json(&board(), 50, 50)).unwrap();
    state["game"]["board"] = serde_json::to_value(rows).unwrap();
    state["game"]["status"] = status.into();
    state.to_string()
}

#[test]
fn a_saved_win_without_its_target_is_not_believed() {
    for status in ["won", "keep_playing"] {
        let home = Home::new();
        let rows = [[1024, 0, 0, 2], [0, 0, 0, 0], [0, 4, 0, 0], [0, 0, 0, 0]];
        home.write_state(game_file(status, &rows).as_bytes());
        let mut t = Spawn::new().start(&home);
        t.wait_for("Welcome back");
        assert!(
            !t.screen().contains("You win"),
            "{status}\n{}",
            t.describe()
        );
        assert!(t.play(&home, Key::Left));
        assert_eq!(home.state()["game"]["status"], "playing", "{status}");
        t.send_key(Key::Char('q'));
        assert!(t.wait_exit(WAIT).success());
    }
}

#[test]
fn an_empty_saved_board_is_a_new_game_and_says_so() {
    let home = Home::new();
    home.write_state(game_file("playing", &[[0; 4]; 4]).as_bytes());
    let mut t = Spawn::new().start(&home);
    let screen = t.wait_for("SCORE");
    let screen = if screen.contains("board was empty") {
        screen
    } else {
        t.wait_for("board was empty")
    };
    assert!(!screen.contains("Welcome back"), "{}", t.describe());
    let state = home.wait_state("the new game saved", |s| tile_count(&board_in(s)) == 2);
    assert_eq!(state["game"]["moves"], 0);
    // The file's 3 games counted the empty one in play; the new game takes its place.
    assert_eq!(state["stats"]["games"], 3, "the new game is counted once");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn one_bad_best_score_drops_only_itself() {
    let home = Home::new();
    let mut state: Value = serde_json::from_str(&state_json(&board(), 12, 500)).unwrap();
    state["best"]["5"] = "lots".into();
    state["best"]["3"] = (-4).into();
    home.write_state(state.to_string().as_bytes());
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    assert_eq!(t.header(), Some((12, 500, 0)), "{}", t.describe());
    assert!(t.play(&home, Key::Left));
    let best = home.state()["best"].clone();
    assert_eq!(best, serde_json::json!({"4": 500}));
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn version_two_point_zero_is_a_newer_version() {
    let home = Home::new();
    let mut state: Value = serde_json::from_str(&state_json(&board(), 12, 500)).unwrap();
    state["version"] = serde_json::json!(2.0);
    let bytes = state.to_string().into_bytes();
    home.write_state(&bytes);
    let mut t = Spawn::new().start(&home);
    assert!(!t.wait_exit(WAIT).success());
    let output = t.output();
    assert!(
        output.contains("newer") && output.contains("version 2"),
        "{output:?}"
    );
    assert_eq!(home.state_bytes(), bytes);
    assert_eq!(home.state_dir_names(), ["state.json", "state.json.lock"]);
}

#[test]
fn error_lines_name_the_program_once() {
    let home = Home::new();
    let out = run_plain(&home, &[]);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr:?}");
    assert!(stderr.starts_with("tui2048: "), "{stderr:?}");
    assert_eq!(stderr.matches("tui2048").count(), 2, "{stderr:?}");
    assert!(stderr.contains("not a terminal"), "{stderr:?}");
}

#[test]
fn hints_and_autoplay_play_boards_past_32768() {
    // Only Left and Right change anything: they merge the two 32768s.
    let rows = [
        [32768, 32768, 2, 4],
        [4, 2, 4, 2],
        [2, 4, 2, 4],
        [4, 2, 4, 2],
    ];
    let home = Home::new();
    home.write_state(game_file("keep_playing", &rows).as_bytes());
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    // The first hint on a board this late starts the endgame tables, made once in this
    // test's own cache; their notice, when they are built, can come after the hint and
    // take the status line (the board keeps the hint's arrows). It comes once: a second
    // hint keeps the line.
    let hint = |s: &str| s.contains("Hint: ") && !s.contains("thinking");
    t.send_key(Key::Tab);
    let screen = t.wait_until("a hint or the tables' notice", |s| {
        hint(s) || s.contains("building its endgame tables")
    });
    let screen = if hint(&screen) {
        screen
    } else {
        t.send_key(Key::Tab);
        t.wait_until("a hint", hint)
    };
    assert!(
        screen.contains("Hint: ← left") || screen.contains("Hint: → right"),
        "{}",
        t.describe()
    );
    // Autoplay plays it rather than stopping without a word.
    t.send_key(Key::Char('p'));
    let state = home.wait_state("autoplay's moves", |s| moves_in(s) >= 1);
    assert!(
        board_in(&state).iter().flatten().any(|&v| v == 65536),
        "{state:#}"
    );
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn a_file_named_by_mistake_is_not_taken_for_a_state_file() {
    let home = Home::new();
    let dir = home.path().join("etc");
    fs::create_dir(&dir).unwrap();
    for (name, bytes) in [
        ("passwd", &b"root:x:0:0:root:/root:/bin/bash\n"[..]),
        ("package.json", &br#"{"name": "x", "version": "1.0.0"}"#[..]),
        ("notes.txt", &b"game board, to remember\n"[..]),
        // JSON that names one of the two keys every state file has, not both.
        ("games.json", &br#"{"game": "chess", "moves": 40}"#[..]),
        ("boards.json", &br#"{"board": [[1, 2], [3, 4]]}"#[..]),
    ] {
        let path = dir.join(name);
        fs::write(&path, bytes).unwrap();
        let mut t = Spawn::new().arg("--state").arg(&path).start(&home);
        assert!(!t.wait_exit(WAIT).success(), "{name}");
        let output = t.output();
        assert_eq!(output.trim_end().lines().count(), 1, "{output:?}");
        assert!(output.starts_with("tui2048: "), "{output:?}");
        assert!(
            output.contains("does not look like a tui2048 state file"),
            "{output:?}"
        );
        assert!(
            !output.contains('\x1b'),
            "the terminal was touched: {output:?}"
        );
        assert_eq!(fs::read(&path).unwrap(), bytes, "{name} changed");
    }
    // Nothing was made beside them: no lock, no kept copy.
    assert_eq!(
        names_in(&dir),
        [
            "boards.json",
            "games.json",
            "notes.txt",
            "package.json",
            "passwd"
        ]
    );
    // A damaged state file named on the command line is still one: kept aside.
    let damaged = dir.join("game.json");
    let text = state_json(&board(), 12, 40);
    fs::write(&damaged, &text.as_bytes()[..text.len() / 2]).unwrap();
    let mut t = Spawn::new().arg("--state").arg(&damaged).start(&home);
    t.wait_for("The saved game was cut short");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    assert!(
        names_in(&dir)
            .iter()
            .any(|n| n.starts_with("game.json.corrupt-")),
        "{:?}",
        names_in(&dir)
    );
}
