//! `tui2048 review` and the records file, continued: a newer line in the records file, a
//! review interrupted, graded at the strength asked for, and the settings file's problems.

use super::*;

#[test]
fn a_newer_line_in_the_records_costs_no_command_anything() {
    let home = Home::new();
    let games = [game(4, 1, 40), game(4, 3, 10)];
    home.keep(&home.state(), &games);
    let path = home.state_dir().join("state.records.json");
    let text = fs::read_to_string(&path).unwrap();
    let newer = r#"{"date": 1, "size": 4, "score": 8, "max_tile": 4, "moves": 3, "record": "tui2048-7:AAAA"}"#;
    let text = text.replacen("\"recent\": [", &format!("\"recent\": [\n    {newer},"), 1);
    fs::write(&path, &text).unwrap();
    let line = |r: &Record| format!("{}\n", r.encode());
    assert_eq!(stdout(&home.run(&["export", "last"])), line(&games[1]));
    assert_eq!(stdout(&home.run(&["export", "2"])), line(&games[0]));
    assert_eq!(stdout(&home.run(&["export", "best"])), line(&games[0]));
    let review = stdout(&home.run(&["review", "last", "--json"]));
    assert!(review.starts_with('{'), "{review}");
    // A number past them says how many this version reads, and of the newer one.
    refused(
        &home.run(&["review", "5"]),
        2,
        "only 2 finished games this version reads (1 more of a newer version): give a number from 1 to 2",
    );
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
}

#[test]
fn an_interrupted_review_ends_its_progress_line_and_ends_by_the_signal() {
    use portable_pty::{CommandBuilder, PtySize, native_pty_system};
    use std::io::Read;

    let home = Home::new();
    let file = home.dir.path().join("game.txt");
    // A long game on the largest board: its review takes a while.
    fs::write(&file, game(8, 8, 3000).encode()).unwrap();
    let pty = native_pty_system()
        .openpty(PtySize {
            rows: 24,
            cols: 80,
            pixel_width: 0,
            pixel_height: 0,
        })
        .unwrap();
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_tui2048"));
    cmd.args(["review", file.to_str().unwrap()]);
    cmd.env_clear();
    cmd.env("HOME", home.dir.path());
    cmd.env("XDG_CONFIG_HOME", home.dir.path());
    let mut child = pty.slave.spawn_command(cmd).unwrap();
    drop(pty.slave);
    let pid = child.process_id().unwrap();
    let mut reader = pty.master.try_clone_reader().unwrap();
    let output = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let seen = output.clone();
    let reading = std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            seen.lock().unwrap().extend_from_slice(&buf[..n]);
        }
    });
    let start = std::time::Instant::now();
    while !String::from_utf8_lossy(&output.lock().unwrap()).contains("reviewing: move") {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(10),
            "no progress shown"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let killed = Command::new("kill")
        .args(["-INT", &pid.to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = child.wait().unwrap();
    assert!(!status.success(), "{status:?}");
    drop(pty.master);
    let _ = reading.join();
    let output = String::from_utf8_lossy(&output.lock().unwrap()).into_owned();
    let shown = output.rfind("reviewing: move").unwrap();
    let ended = output.rfind("\r\x1b[K").expect(&output);
    assert!(shown < ended, "{output:?}");
    assert!(!output.contains("Review of"), "{output:?}");
}

/// Each move's number, grade and loss in a review printed as JSON.
fn grades(json: &str) -> Vec<(u64, String, String)> {
    let value: serde_json::Value = serde_json::from_str(json).unwrap();
    value["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let grade = m["grade"].as_str().unwrap().to_string();
            (m["n"].as_u64().unwrap(), grade, m["loss"].to_string())
        })
        .collect()
}

#[test]
fn review_grades_at_the_strength_asked_for_then_the_settings_files() {
    let home = Home::new();
    let record = game(4, 7, 40);
    fs::write(home.dir.path().join("game.txt"), record.encode()).unwrap();
    let review = |args: &[&str]| {
        let mut all = vec!["review", "game.txt", "--json"];
        all.extend(args);
        stdout(&home.run(&all))
    };
    let fast = review(&["--strength", "fast"]);
    let strong = review(&["--strength", "strong"]);
    assert_eq!(review(&[]), fast, "fast is the default");
    // Each is the library's review at that level, move for move.
    for (text, strength) in [(&fast, Strength::Fast), (&strong, Strength::Strong)] {
        let judged = review_of(&record, &Solver::judging(strength, None), &|_, _| {}).unwrap();
        let want: Vec<(u64, String, String)> = judged
            .moves
            .iter()
            .map(|m| {
                let loss = (f64::from(m.loss) * 10_000.0).round() / 10_000.0;
                (m.n, m.grade.name().to_string(), format!("{loss:?}"))
            })
            .collect();
        assert_eq!(grades(text), want, "{strength:?}");
    }
    // The deeper search values the moves otherwise.
    assert_eq!(grades(&fast).len(), 40);
    assert_ne!(grades(&fast), grades(&strong));
    // Without the flag, the settings file's level; the flag wins over it.
    fs::create_dir_all(home.state_dir()).unwrap();
    fs::write(
        home.state_dir().join("config.toml"),
        "strength = \"strong\"\n",
    )
    .unwrap();
    assert_eq!(review(&[]), strong);
    assert_eq!(review(&["--strength", "fast"]), fast);
}

/// A settings file the review cannot use is said on standard error, once, in the run's
/// language; the review goes on at the default level.
#[test]
fn review_says_a_settings_files_problem_and_goes_on() {
    let home = Home::new();
    fs::create_dir_all(home.state_dir()).unwrap();
    let config = home.state_dir().join("config.toml");
    fs::write(&config, "strength = \"hard\"\n").unwrap();
    fs::write(home.dir.path().join("one.txt"), planted().encode()).unwrap();
    let out = home.run(&["review", "one.txt", "--json"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let stderr = String::from_utf8(out.stderr.clone()).unwrap();
    assert_eq!(
        stderr,
        format!(
            "tui2048: line 1: strength = \"hard\" is not one of fast, strong\n\
             tui2048: 1 problem in {}; the rest was read\n",
            config.display()
        )
    );
    // The same review as at the default level, with no settings file.
    let plain = Home::new();
    fs::write(plain.dir.path().join("one.txt"), planted().encode()).unwrap();
    assert_eq!(
        stdout(&plain.run(&["review", "one.txt", "--json"])),
        String::from_utf8(out.stdout.clone()).unwrap()
    );
    let chinese = Command::new(env!("CARGO_BIN_EXE_tui2048"))
        .args(["review", "one.txt", "--json"])
        .env_clear()
        .env("HOME", home.dir.path())
        .env("XDG_CONFIG_HOME", home.dir.path())
        .env("LANG", "zh_CN.UTF-8")
        .current_dir(home.dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(chinese.status.code(), Some(0), "{chinese:?}");
    let said = String::from_utf8(chinese.stderr).unwrap();
    assert!(
        said.starts_with("tui2048: ") && said.ends_with('\n'),
        "{said}"
    );
    // The problem, then the file's path and how many: a line each.
    assert_eq!(said.lines().count(), 2, "{said}");
    assert!(said.lines().all(|l| l.starts_with("tui2048: ")), "{said}");
    assert!(
        said.contains("config.toml") && said.contains("\"hard\""),
        "{said}"
    );
    assert!(
        said.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "{said}"
    );
    assert_eq!(chinese.stdout, out.stdout);
}
