//! `tui2048 export` and `tui2048 review` through the real program, without a terminal:
//! what they print, their one-line refusals and exit codes, and that they leave the
//! state folder as it was.

use crate::support;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use tui2048_app::settings::Strength;
use tui2048_engine::ai::Solver;
use tui2048_engine::ai::review::review as review_of;
use tui2048_engine::game::{Board, Dir, GameRng, GameState, Origin, Record, Rules, Status};
use tui2048_files::StateFile;

// A records file from a newer version, an interrupted review, and the review's settings.
mod later;

/// A home folder with a config folder, as the program finds its state file.
struct Home {
    dir: tempfile::TempDir,
}

impl Home {
    fn new() -> Home {
        Home {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    fn state_dir(&self) -> PathBuf {
        self.dir.path().join("tui2048")
    }

    fn state(&self) -> PathBuf {
        self.state_dir().join("state.json")
    }

    /// Keeps finished games as the game does, then lets go of the state file.
    fn keep(&self, state: &Path, records: &[Record]) {
        let (file, _) = StateFile::open(state).unwrap();
        for record in records {
            file.keep_finished(record).unwrap();
        }
    }

    /// The names in the state folder.
    fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(self.state_dir())
            .map(|d| {
                d.flatten()
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        names
    }

    fn run(&self, args: &[&str]) -> Output {
        self.run_with(args, None)
    }

    fn run_with(&self, args: &[&str], stdin: Option<&str>) -> Output {
        support::run_in(self.dir.path(), args, stdin.map(str::as_bytes))
    }
}

fn stdout(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(out.stderr.is_empty(), "{out:?}");
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// A refusal: one line on stderr, `tui2048: ` and `text`, nothing on stdout.
fn refused(out: &Output, code: i32, text: &str) {
    let stderr = String::from_utf8(out.stderr.clone()).unwrap();
    assert_eq!(out.status.code(), Some(code), "{stderr}");
    assert!(out.stdout.is_empty(), "{out:?}");
    assert_eq!(stderr, format!("tui2048: {text}\n"));
}

/// A finished game of `moves` moves tried in turn from `seed`.
fn game(size: usize, seed: u64, moves: usize) -> Record {
    let rules = Rules {
        size,
        ..Rules::default()
    };
    let state = GameState::new(rules, seed);
    let record = Record::starting(&state, Origin::Seed(seed));
    let (mut record, _) = support::cycled(state, record, moves);
    record.finish(1_796_083_200 + seed);
    record
}

#[test]
fn export_prints_the_line_of_the_game_asked_for() {
    let home = Home::new();
    let games = [game(4, 1, 40), game(5, 2, 30), game(4, 3, 10)];
    home.keep(&home.state(), &games);
    let before = home.names();
    assert_eq!(before, ["state.json.lock", "state.records.json"]);
    let line = |r: &Record| format!("{}\n", r.encode());
    assert_eq!(stdout(&home.run(&["export", "last"])), line(&games[2]));
    assert_eq!(stdout(&home.run(&["export", "1"])), line(&games[2]));
    assert_eq!(stdout(&home.run(&["export", "2"])), line(&games[1]));
    assert_eq!(stdout(&home.run(&["export", "3"])), line(&games[0]));
    // The best 4×4 game is the longer one.
    assert_eq!(stdout(&home.run(&["export", "best"])), line(&games[0]));
    assert_eq!(home.names(), before);
}

#[test]
fn past_the_twenty_kept_games_a_number_says_only_the_last_twenty_are_kept() {
    let home = Home::new();
    let games: Vec<Record> = (1..=25).map(|seed| game(4, seed, 5)).collect();
    home.keep(&home.state(), &games);
    refused(
        &home.run(&["export", "21"]),
        2,
        "only the last 20 finished games are kept: give a number from 1 to 20",
    );
    let line = format!("{}\n", games[5].encode());
    assert_eq!(stdout(&home.run(&["export", "20"])), line);
}

#[test]
fn export_refuses_what_it_cannot_give_in_one_line() {
    let home = Home::new();
    let records = home.state_dir().join("state.records.json");
    refused(
        &home.run(&["export", "last"]),
        1,
        &format!("no finished game is kept yet in {}", records.display()),
    );
    // Nothing was made for it.
    assert!(!home.state_dir().exists());
    home.keep(&home.state(), &[game(4, 1, 20), game(4, 2, 20)]);
    let state = home.state_dir().join("state.json");
    for args in [&["export"][..], &["export", "current"]] {
        refused(
            &home.run(args),
            1,
            &format!("no game is saved in {} yet", state.display()),
        );
    }
    let daily = home.state_dir().join("state.daily.json");
    refused(
        &home.run(&["export", "daily"]),
        1,
        &format!(
            "no daily game is saved in {} yet: tui2048 --daily plays today's",
            daily.display()
        ),
    );
    refused(
        &home.run(&["export", "3"]),
        2,
        "only 2 finished games so far: give a number from 1 to 2",
    );
    refused(
        &home.run(&["review", "5"]),
        2,
        "only 2 finished games so far: give a number from 1 to 2",
    );
    refused(
        &home.run(&["export", "0"]),
        2,
        "0 is not a game: 1 is the last finished game, 2 the one before, …",
    );
    refused(
        &home.run(&["export", "lsat"]),
        2,
        "no game \"lsat\": give current, daily, daily-last, last, best, race-last or a number",
    );
    let out = home.run(&["export", "last", "--json"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn the_state_flag_before_the_subcommand_names_the_state_file() {
    let home = Home::new();
    let elsewhere = home.dir.path().join("other.json");
    let record = game(3, 9, 12);
    home.keep(&elsewhere, std::slice::from_ref(&record));
    let path = elsewhere.to_str().unwrap();
    assert_eq!(
        stdout(&home.run(&["--state", path, "export", "last"])),
        format!("{}\n", record.encode())
    );
    assert!(!home.state_dir().exists());
    assert!(!elsewhere.exists(), "the state file was made");
}

/// The board of a game one move from the end: right loses whatever comes, up lives on.
fn planted() -> Record {
    let board = Board::from_values(&[
        [8, 16, 32, 0],
        [16, 32, 64, 128],
        [32, 64, 128, 256],
        [64, 128, 4, 2],
    ])
    .unwrap();
    let start = GameState::from_parts(
        Rules::default(),
        board,
        5000,
        500,
        Status::Playing,
        GameRng::from_seed(3),
    );
    let mut record = Record::from_board(&start);
    record.push(Dir::Right);
    record
}

#[test]
fn review_json_is_one_object_as_documented() {
    let home = Home::new();
    let file = home.dir.path().join("game.txt");
    fs::write(&file, format!("{}\n", planted().encode())).unwrap();
    let text = stdout(&home.run(&["review", "game.txt", "--json"]));
    let end = tui2048_engine::game::final_state(&planted()).unwrap();
    let board: Vec<String> = end
        .board()
        .to_values()
        .iter()
        .map(|row| {
            format!(
                "[{}]",
                row.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
            )
        })
        .collect();
    assert_eq!(
        text,
        format!(
            "{{\"judged\":{{\"strength\":\"fast\",\"evaluation\":\"network\",\"tables\":false}},\"solver_moves\":0,\"moves\":[{{\"n\":501,\"dir\":\"right\",\"best\":\"up\",\"grade\":\"blunder\",\"loss\":1.0}}],\"accuracy\":0.0,\"final\":{{\"board\":[{}],\"score\":5000}}}}\n",
            board.join(",")
        )
    );
    // The same from standard input.
    let again = home.run_with(&["review", "-", "--json"], Some(&planted().encode()));
    assert_eq!(stdout(&again), text);
    let table = home.run_with(&["review", "-"], Some(&planted().encode()));
    assert!(
        stdout(&table).starts_with(
            "Judged by the solver at the fast level, network evaluation, as its hint plays\n\
             Review of the record read from standard input: "
        ),
        "{}",
        stdout(&table)
    );
}

#[test]
fn review_prints_a_table_for_people() {
    let home = Home::new();
    let mut record = game(4, 5, 30);
    // The solver's move, played with a hint shown for its board.
    record.push_helped(
        Dir::ALL
            .into_iter()
            .find(|&d| {
                tui2048_engine::game::final_state(&record)
                    .unwrap()
                    .apply(d)
                    .is_some()
            })
            .unwrap(),
        tui2048_engine::game::Help {
            solver: true,
            hinted: true,
        },
    );
    home.keep(&home.state(), &[record.clone()]);
    let text = stdout(&home.run(&["review", "last"]));
    // What judged it, and the move the solver made, on top.
    let all: Vec<&str> = text.lines().collect();
    let (top, lines) = all.split_at(2);
    assert_eq!(
        top,
        [
            "Judged by the solver at the fast level, network evaluation, as its hint plays",
            "The solver made 1 of the 31 moves (autoplay): its own moves are its best",
        ]
    );
    assert_eq!(
        lines[0],
        "Review of the last finished game: 4×4, target 2048, seed 5"
    );
    assert_eq!(
        lines[1],
        "31 moves kept, 0 undone, 1 hint; assisted: the solver made moves"
    );
    assert_eq!(lines[3], "   move  dir    solver  grade          loss");
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.ends_with('%') && l.starts_with("  "))
            .count(),
        31
    );
    assert!(lines.iter().any(|l| l.starts_with("Accuracy ")), "{text}");
    // Under the table, what its loss is and the grades it gives.
    assert_eq!(
        lines[4 + 31..4 + 34],
        [
            "loss: the share of the value of the solver's move that the move gives away",
            "grades: best within 0.01 % (as good as the solver's), good up to 0.1 %, inaccuracy up to 0.5 %,",
            "mistake up to 3 %, blunder more",
        ]
    );
    let end = tui2048_engine::game::final_state(&record).unwrap();
    assert!(
        text.contains(&format!("\nFinal board: score {}", end.score())),
        "{text}"
    );
}

#[test]
fn review_refuses_damaged_cut_and_newer_records() {
    let home = Home::new();
    let line = planted().encode();
    let cut = &line[..line.len() - 4];
    fs::write(home.dir.path().join("cut.txt"), cut).unwrap();
    refused(
        &home.run(&["review", "cut.txt"]),
        1,
        "cut.txt: the record is damaged or cut short: its checksum does not match",
    );
    let newer = line.replacen("tui2048-1:", "tui2048-7:", 1);
    fs::write(home.dir.path().join("newer.txt"), newer).unwrap();
    refused(
        &home.run(&["review", "newer.txt", "--json"]),
        1,
        "newer.txt: the record is of version 7, newer than this tui2048 reads (6); a newer tui2048 reads it",
    );
    fs::write(home.dir.path().join("empty.txt"), "\n\n").unwrap();
    refused(
        &home.run(&["review", "empty.txt"]),
        1,
        "empty.txt holds no record",
    );
    refused(
        &home.run(&["review", "nothing.txt"]),
        2,
        "no game \"nothing.txt\" and no such file: give current, daily, daily-last, last, best, race-last, a number or a record's file",
    );
    refused(
        &home.run(&["review"]),
        1,
        &format!(
            "no game is saved in {} yet",
            home.state_dir().join("state.json").display()
        ),
    );
    // A record that decodes but does not replay.
    let mut bad = planted();
    bad.push(Dir::Up);
    fs::write(home.dir.path().join("bad.txt"), bad.encode()).unwrap();
    refused(
        &home.run(&["review", "bad.txt"]),
        1,
        "the record does not replay: move 2 of the record (up) is not a move on its board",
    );
    assert!(!home.state_dir().exists());
}

#[test]
fn a_records_file_that_cannot_be_read_is_one_line() {
    let home = Home::new();
    fs::create_dir_all(home.state_dir().join("state.records.json")).unwrap();
    refused(
        &home.run(&["review", "last"]),
        1,
        &format!(
            "{} is a folder, not a regular file",
            home.state_dir().join("state.records.json").display()
        ),
    );
    assert_eq!(home.names(), ["state.records.json"]);
}

#[test]
fn review_shows_its_progress_on_a_terminal_and_clears_it() {
    use portable_pty::{CommandBuilder, PtySize, native_pty_system};
    use std::io::Read;

    let home = Home::new();
    let file = home.dir.path().join("game.txt");
    fs::write(&file, game(4, 8, 30).encode()).unwrap();
    let pty = native_pty_system()
        .openpty(PtySize {
            rows: 24,
            cols: 80,
            pixel_width: 0,
            pixel_height: 0,
        })
        .unwrap();
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_tui2048"));
    cmd.args(["review", file.to_str().unwrap(), "--json"]);
    cmd.env_clear();
    cmd.env("HOME", home.dir.path());
    cmd.env("XDG_CONFIG_HOME", home.dir.path());
    let mut child = pty.slave.spawn_command(cmd).unwrap();
    drop(pty.slave);
    let mut reader = pty.master.try_clone_reader().unwrap();
    let mut output = Vec::new();
    let mut buf = [0u8; 4096];
    while let Ok(n) = reader.read(&mut buf) {
        if n == 0 {
            break;
        }
        output.extend_from_slice(&buf[..n]);
    }
    assert!(child.wait().unwrap().success());
    let output = String::from_utf8_lossy(&output);
    let shown = output.find("\rreviewing: move 30 of 30").expect(&output);
    let cleared = output.find("\r\x1b[K").expect(&output);
    assert!(shown < cleared, "{output:?}");
    assert!(output.contains("\"moves\":[{\"n\":1,"), "{output:?}");
}

#[test]
fn a_record_cut_anywhere_is_said_to_be_cut_short() {
    let home = Home::new();
    let line = planted().encode();
    for cut in "tui2048-".len()..line.len() {
        fs::write(home.dir.path().join("cut.txt"), &line[..cut]).unwrap();
        let out = home.run(&["review", "cut.txt"]);
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(1), "cut at {cut}: {stderr}");
        assert!(
            stderr.starts_with("tui2048: cut.txt: the record is ") && stderr.contains("cut short"),
            "cut at {cut}: {stderr}"
        );
        assert!(!stderr.contains("character"), "cut at {cut}: {stderr}");
    }
}

#[test]
fn standard_input_is_named_standard_input() {
    let home = Home::new();
    refused(
        &home.run_with(&["review", "-"], Some("hello\n")),
        1,
        // Every version it reads.
        "standard input: not a tui2048 record: a record starts with tui2048-1:, tui2048-2:, tui2048-3:, tui2048-4:, tui2048-5: or tui2048-6:",
    );
    refused(
        &home.run_with(&["review", "-"], Some("\n")),
        1,
        "standard input holds no record",
    );
    let line = planted().encode();
    let out = home.run_with(
        &["review", "-"],
        Some(&format!("{}\n", &line[..line.len() - 2])),
    );
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.starts_with("tui2048: standard input: the record is "),
        "{stderr}"
    );
    let text = stdout(&home.run_with(&["review", "-"], Some(&line)));
    assert!(
        text.lines()
            .nth(1)
            .is_some_and(|l| l.starts_with("Review of the record read from standard input: ")),
        "{text}"
    );
}

#[test]
fn a_record_without_a_move_claims_no_accuracy() {
    let home = Home::new();
    let start = GameState::new(Rules::default(), 4);
    let record = Record::starting(&start, Origin::Seed(4));
    fs::write(home.dir.path().join("none.txt"), record.encode()).unwrap();
    let text = stdout(&home.run(&["review", "none.txt"]));
    assert!(
        text.contains("\nNo move to review: the record holds none\n"),
        "{text}"
    );
    assert!(!text.contains("Accuracy"), "{text}");
    assert!(!text.contains('%'), "{text}");
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&home.run(&["review", "none.txt", "--json"]))).unwrap();
    assert_eq!(json["accuracy"], serde_json::Value::Null, "{json}");
    assert_eq!(json["moves"], serde_json::json!([]));
    // With moves, the accuracy is a number.
    fs::write(home.dir.path().join("one.txt"), planted().encode()).unwrap();
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&home.run(&["review", "one.txt", "--json"]))).unwrap();
    assert!(json["accuracy"].is_number(), "{json}");
}

#[test]
fn review_from_a_terminal_says_it_waits_for_a_record() {
    use portable_pty::{CommandBuilder, PtySize, native_pty_system};
    use std::io::Read;
    use std::time::{Duration, Instant};

    let home = Home::new();
    let pty = native_pty_system()
        .openpty(PtySize {
            rows: 24,
            cols: 200,
            pixel_width: 0,
            pixel_height: 0,
        })
        .unwrap();
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_tui2048"));
    cmd.args(["review", "-"]);
    cmd.env_clear();
    cmd.env("HOME", home.dir.path());
    cmd.env("XDG_CONFIG_HOME", home.dir.path());
    let mut child = pty.slave.spawn_command(cmd).unwrap();
    drop(pty.slave);
    let mut reader = pty.master.try_clone_reader().unwrap();
    let mut writer = pty.master.take_writer().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let mut output = Vec::new();
    let wait_for = |text: &str, output: &mut Vec<u8>| {
        let start = Instant::now();
        while !String::from_utf8_lossy(output).contains(text) {
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "no {text:?} in {:?}",
                String::from_utf8_lossy(output)
            );
            if let Ok(bytes) = rx.recv_timeout(Duration::from_millis(50)) {
                output.extend(bytes);
            }
        }
    };
    wait_for(
        "tui2048: waiting for a record on standard input: paste its line, then press Ctrl-D",
        &mut output,
    );
    writer
        .write_all(format!("{}\n\x04", planted().encode()).as_bytes())
        .unwrap();
    wait_for("Review of the record read from standard input", &mut output);
    assert!(child.wait().unwrap().success());
}
