//! The plain interface through the real program: lines a screen reader says, not one
//! escape sequence among the bytes written, the board read back as the state file has
//! it, a dumb terminal plain by itself, letters, Chinese, and the screens it has not.

use super::harness::*;

/// The lines written so far, their line ends taken off.
fn lines(t: &Tty) -> Vec<String> {
    t.output()
        .split('\n')
        .map(|l| l.trim_end_matches('\r').to_string())
        .collect()
}

/// Waits until a line written is `line`.
fn wait_line(t: &mut Tty, line: &str) {
    let start = std::time::Instant::now();
    while !lines(t).iter().any(|l| l == line) {
        assert!(
            start.elapsed() < WAIT,
            "no line {line:?} in\n{}",
            t.output()
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

/// The board as the lines after the last `1: ` say it, in numbers (blank is 0).
fn board_read(t: &Tty, size: usize) -> Vec<Vec<u64>> {
    let all = lines(t);
    let first = all
        .iter()
        .rposition(|l| l.starts_with("1: "))
        .expect("a board read");
    all[first..first + size]
        .iter()
        .map(|l| {
            let (_, cells) = l.split_once(": ").expect("a row");
            // "3 blank" is three blank cells.
            cells
                .split(", ")
                .flat_map(|c| match c.strip_suffix(" blank") {
                    Some(n) => vec![0; n.parse().expect("a count")],
                    None if c == "blank" => vec![0],
                    None => vec![c.parse().expect("a tile")],
                })
                .collect()
        })
        .collect()
}

fn no_escape(t: &Tty) {
    let out = t.output();
    assert!(
        !out.contains('\x1b'),
        "an escape sequence was written:\n{out:?}"
    );
    assert!(!t.ever_used_alternate_screen());
}

#[test]
fn a_plain_game_is_lines_with_no_escape_and_the_board_read_is_the_saved_one() {
    let home = Home::new();
    let mut t = Spawn::new()
        .colour()
        .args(["--plain", "--seed", "8"])
        .start(&home);
    wait_line(&mut t, "Score 0, best 0");
    assert_eq!(
        lines(&t)[0],
        "tui2048. Arrows or a, d, w, s move. Space reads the board, ? the keys, q quits."
    );
    t.send_key(Key::Left);
    t.send_key(Key::Up);
    let state = home.wait_state("two moves saved", |s| s["game"]["moves"] == 2);
    t.send(" ");
    wait_line(
        &mut t,
        &format!(
            "Score {}, best {}",
            state["game"]["score"], state["game"]["score"]
        ),
    );
    let saved: Vec<Vec<u64>> = serde_json::from_value(state["game"]["board"].clone()).unwrap();
    assert_eq!(board_read(&t, 4), saved);
    // Each move said in one line, its direction first.
    let said = lines(&t);
    assert!(said.iter().any(|l| l.starts_with("Left, new ")), "{said:?}");
    assert!(said.iter().any(|l| l.starts_with("Up, ")), "{said:?}");
    // A row and a column.
    t.send("2");
    t.send("@");
    let row: Vec<u64> = saved[1].clone();
    let column: Vec<u64> = saved.iter().map(|r| r[1]).collect();
    wait_line(&mut t, &format!("Row 2: {}", cells(&row)));
    wait_line(&mut t, &format!("Column 2: {}", cells(&column)));
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    no_escape(&t);
    // One short line on the way out: no path, no record.
    let said = lines(&t);
    let last = said.iter().rev().find(|l| !l.is_empty()).cloned();
    let last = last.unwrap_or_default();
    assert_eq!(
        last,
        format!("Saved. Score {0}, best {0}.", state["game"]["score"])
    );
}

/// Cells as a row is said: three blanks or more in a row as their count.
fn cells(values: &[u64]) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut blanks = 0;
    let flush = |blanks: &mut usize, words: &mut Vec<String>| {
        match *blanks {
            0 => {}
            n @ 1..=2 => words.extend((0..n).map(|_| "blank".to_string())),
            n => words.push(format!("{n} blank")),
        }
        *blanks = 0;
    };
    for &v in values {
        if v == 0 {
            blanks += 1;
        } else {
            flush(&mut blanks, &mut words);
            words.push(v.to_string());
        }
    }
    flush(&mut blanks, &mut words);
    words.join(", ")
}

#[test]
fn a_dumb_terminal_is_plain_by_itself_unless_told_otherwise() {
    let home = Home::new();
    let mut t = Spawn::new().env("TERM", "dumb").start(&home);
    wait_line(&mut t, "Score 0, best 0");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    no_escape(&t);
    let mut t = Spawn::new()
        .env("TERM", "dumb")
        .args(["--interface", "full"])
        .start(&home);
    t.wait_for("SCORE");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    assert!(t.ever_used_alternate_screen());
    // The settings file's choice, as a flag's.
    std::fs::write(
        home.state_dir().join("config.toml"),
        "interface = \"plain\"\n",
    )
    .unwrap();
    let mut t = Spawn::new().start(&home);
    wait_line(&mut t, "Score 0, best 0");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    no_escape(&t);
}

#[test]
fn letters_and_chinese() {
    let home = Home::new();
    let mut t = Spawn::new()
        .args([
            "--plain", "--labels", "letters", "--lang", "zh", "--seed", "8",
        ])
        .start(&home);
    wait_line(&mut t, "第 3 行：3 个空、A");
    t.send("?");
    wait_line(
        &mut t,
        "方块用字母：A 是 2，B 是 4，C 是 8，一直到 K 是 2048，然后是 L。没有 W。",
    );
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    no_escape(&t);
}

#[test]
fn the_race_needs_the_full_screen() {
    let home = Home::new();
    let mut t = Spawn::new().args(["--plain", "race"]).start(&home);
    assert!(!t.wait_exit(WAIT).success());
    let out = t.output();
    assert!(
        out.contains("the race needs the full screen: add --interface full"),
        "{out}"
    );
    no_escape(&t);
}

/// Waits until a line written starts with `start`.
fn wait_start(t: &mut Tty, start: &str) {
    let began = std::time::Instant::now();
    while !lines(t).iter().any(|l| l.starts_with(start)) {
        assert!(
            began.elapsed() < WAIT,
            "no line starting {start:?} in\n{}",
            t.output()
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

#[test]
fn the_replay_is_said_a_move_at_a_time() {
    let home = Home::new();
    let mut t = Spawn::new().args(["--plain", "--seed", "8"]).start(&home);
    wait_line(&mut t, "Score 0, best 0");
    t.send_key(Key::Left);
    t.send_key(Key::Up);
    let state = home.wait_state("two moves saved", |s| s["game"]["moves"] == 2);
    let score = state["game"]["score"].clone();
    t.send("v");
    wait_line(&mut t, &format!("Move 2 of 2, score {score}"));
    wait_start(&mut t, "Replay of 2 moves, score ");
    t.send_key(Key::Home);
    wait_line(&mut t, "Move 0 of 2, score 0");
    t.send_key(Key::Right);
    wait_start(&mut t, "Move 1 of 2: Left, new ");
    // Space reads the board shown, then where the replay stands.
    t.send(" ");
    wait_start(&mut t, "Move 1 of 2, score ");
    t.send_key(Key::Char('q'));
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    no_escape(&t);
}

/// The reading cursor through the real program: Home, End, Page Down and F2 as a
/// terminal sends them, the letters that read by it, and `f`, which says `Brief` and
/// keeps it in the settings file, so the next move is said brief.
#[test]
fn the_reading_cursor_reads_the_board_and_f_keeps_brief() {
    let home = Home::new();
    let mut t = Spawn::new().args(["--plain", "--seed", "8"]).start(&home);
    wait_line(&mut t, "Score 0, best 0");
    // Home, End three times, Page Down twice.
    t.send("\x1b[H\x1b[F\x1b[F\x1b[F\x1b[6~\x1b[6~");
    t.send("onm\x1bOQ");
    let said = [
        "Edge, row 1, column 1: blank",
        "Row 1, column 2: blank",
        "Row 1, column 3: blank",
        "Row 1, column 4: blank",
        "Row 2, column 4: blank",
        "Row 3, column 4: 2",
        "Row 3: 3 blank, 2",
        "Column 4: blank, blank, 2, 2",
        "14 empty cells, largest 2 at row 3 column 4, moves up, down and left",
        "Row 3, column 4: 2",
    ];
    wait_line(&mut t, said[said.len() - 2]);
    std::thread::sleep(std::time::Duration::from_millis(100));
    let all = lines(&t);
    let from = all.iter().position(|l| l == said[0]).expect("the cursor");
    assert_eq!(all[from..from + said.len()], said, "{all:?}");
    t.send("f");
    wait_line(&mut t, "Brief");
    let path = home.state_dir().join("config.toml");
    let kept = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(kept.contains("verbosity = \"brief\""), "{kept}");
    t.send_key(Key::Left);
    home.wait_state("a move saved", |s| s["game"]["moves"] == 1);
    std::thread::sleep(std::time::Duration::from_millis(200));
    let all = lines(&t);
    let moved = all.iter().find(|l| l.starts_with("Left, ")).cloned();
    let moved = moved.unwrap_or_default();
    assert!(
        moved.contains(" at ") && !moved.starts_with("Left, new") && moved.contains(", score "),
        "{all:?}"
    );
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    no_escape(&t);
}
