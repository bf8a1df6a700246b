//! `tui2048 export --share`, `tui2048 verify` and `tui2048 board` through the real program:
//! lines shared as the game shares them, pasted with a chat's noise around them into an
//! argument, a file and standard input; each way of lying about them caught with its
//! words; names with escape sequences shown without them; a huge paste read in a bounded
//! time; the exit statuses and every byte written.

use std::path::{Path, PathBuf};

use std::process::Output;

use tui2048_engine::game::{Day, GameIds, GameState, Name, Origin, Record, Rules, final_state};
use tui2048_files::StateFile;

use crate::support;

/// The day of the daily games here: past on any clock a test runs by.
const DAY: &str = "2024-03-15";

fn day() -> Day {
    DAY.parse().unwrap()
}

/// A home folder with a config folder, as the program finds its state file.
pub struct Home {
    dir: tempfile::TempDir,
}

impl Home {
    pub fn new() -> Home {
        Home {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    fn state_dir(&self) -> PathBuf {
        self.dir.path().join("tui2048")
    }

    /// Keeps finished daily games in the daily game's slot, as the game does.
    pub fn keep_daily(&self, records: &[Record]) {
        let state = self.state_dir().join("state.json");
        let (file, _) = StateFile::open_daily(&state).unwrap();
        for record in records {
            file.keep_finished(record).unwrap();
        }
    }

    /// Runs the program with `args`, `stdin` on its standard input (none: nothing).
    pub fn run(&self, args: &[&str], stdin: Option<&[u8]>) -> Output {
        support::run_in(self.dir.path(), args, stdin)
    }
}

/// Standard output of a run that ended with `code`, and nothing on standard error.
pub fn out(output: &Output, code: i32) -> String {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(code), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    String::from_utf8(output.stdout.clone()).unwrap()
}

/// A number with its thousands apart, as the lines to share write it.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The daily game of `day`, `moves` moves of it, finished that day.
pub fn daily_of(day: Day, moves: usize, seed: u64) -> Record {
    let state = GameState::new(Rules::default(), day.seed());
    let record =
        Record::starting(&state, Origin::Daily(day)).with_id(Some(GameIds::from_seed(seed).draw()));
    let (mut record, _) = support::cycled(state, record, moves);
    record.finish(day.days() * 86_400 + 3600);
    record
}

/// The line `export --share` writes for a daily game, and its record with its claim.
pub fn shared(record: &Record, name: Option<&str>) -> (String, String) {
    let end = final_state(record).unwrap();
    let by = name.map(|n| format!(" · {n}")).unwrap_or_default();
    let line = format!(
        "tui2048 daily {DAY}{by} · {} · {} points · {} moves · 0 undos · 1 try",
        end.board().max_tile(),
        grouped(end.score()),
        grouped(end.moves())
    );
    let claimed = record.claimed(name.and_then(Name::new)).unwrap();
    (line, claimed.encode())
}

/// What `verify` says of a true daily game on `line`.
pub fn proves(line: usize, record: &Record, name: Option<&str>) -> String {
    let end = final_state(record).unwrap();
    let by = name.map(|n| format!(" by {n}")).unwrap_or_default();
    format!(
        "line {line}: true: the daily game of {DAY} (4×4 to 2048){by}: {} points, largest tile {}, {} moves (no undo, no hint)\n",
        grouped(end.score()),
        end.board().max_tile(),
        grouped(end.moves())
    )
}

#[test]
fn export_share_prints_the_line_and_the_record_that_proves_it() {
    let home = Home::new();
    let record = daily_of(day(), 150, 1);
    home.keep_daily(std::slice::from_ref(&record));
    let (line, claimed) = shared(&record, Some("Ada"));
    let printed = out(
        &home.run(&["--name", "Ada", "export", "--share", "daily-last"], None),
        0,
    );
    assert_eq!(printed, format!("{line}\n{claimed}\n"));
    assert!(claimed.starts_with("tui2048-5:"), "{claimed}");
    // Without a name, and in Chinese.
    let (line, claimed) = shared(&record, None);
    let printed = out(&home.run(&["export", "--share", "daily-last"], None), 0);
    assert_eq!(printed, format!("{line}\n{claimed}\n"));
    let zh = out(
        &home.run(
            &[
                "--name",
                "小明",
                "export",
                "--share",
                "daily-last",
                "--lang",
                "zh",
            ],
            None,
        ),
        0,
    );
    assert!(
        zh.starts_with(&format!("tui2048 每日挑战 {DAY}，玩家 小明：")),
        "{zh}"
    );
    // The name after the subcommand, over the game's.
    let (line, claimed) = shared(&record, Some("Bo"));
    let printed = out(
        &home.run(
            &[
                "--name",
                "Ada",
                "export",
                "daily-last",
                "--share",
                "--name",
                "Bo",
            ],
            None,
        ),
        0,
    );
    assert_eq!(printed, format!("{line}\n{claimed}\n"));
    // Without --share, the record as it is kept.
    let plain = out(&home.run(&["export", "daily-last"], None), 0);
    assert_eq!(plain, format!("{}\n", record.encode()));
    // `review` and `replay` read the shared lines as a record's file.
    std::fs::write(home.path().join("shared.txt"), &printed).unwrap();
    let review = home.run(&["review", "shared.txt", "--json"], None);
    assert_eq!(review.status.code(), Some(0), "{review:?}");
}

#[test]
fn a_line_pasted_in_a_chat_is_true_from_an_argument_a_file_and_standard_input() {
    let home = Home::new();
    let record = daily_of(day(), 200, 2);
    let (line, claimed) = shared(&record, Some("Ada"));
    let chat = format!(
        "[09:14] bob: morning all\n[09:15] ada: {line}\n[09:15] ada: {claimed}\n\
         [09:16] bob: 🎉 nice one!\n"
    );
    let want = proves(3, &record, Some("Ada"));
    assert_eq!(out(&home.run(&["verify", &chat], None), 0), want);
    std::fs::write(home.path().join("chat.txt"), &chat).unwrap();
    assert_eq!(out(&home.run(&["verify", "chat.txt"], None), 0), want);
    assert_eq!(out(&home.run(&["verify"], Some(chat.as_bytes())), 0), want);
    assert_eq!(
        out(&home.run(&["verify", "-"], Some(chat.as_bytes())), 0),
        want
    );
    // The record after the line on one line, in a chat's quote, in backquotes.
    let one = format!("> {line} `{claimed}`.");
    assert_eq!(
        out(&home.run(&["verify", &one], None), 0),
        proves(1, &record, Some("Ada"))
    );
    // Broken at a terminal's width, as a copy without its soft wraps gives it.
    let wrapped: Vec<String> = claimed
        .as_bytes()
        .chunks(80)
        .map(|c| String::from_utf8(c.to_vec()).unwrap())
        .collect();
    let copied = format!("$ tui2048 --daily\n{line}\n{}\n$ ", wrapped.join("\r\n"));
    assert!(wrapped.len() > 1);
    assert_eq!(
        out(&home.run(&["verify", &copied], None), 0),
        proves(3, &record, Some("Ada"))
    );
    // A record alone proves what it proves; so does a record of an older version.
    let two = format!("{}\nand {}", claimed, record.clone().with_id(None).encode());
    assert_eq!(
        out(&home.run(&["verify", &two], None), 0),
        format!(
            "{}{}",
            proves(1, &record, Some("Ada")),
            proves(2, &record, None)
        )
    );
}

#[test]
fn each_lie_is_false_and_says_what_is_false() {
    let home = Home::new();
    let record = daily_of(day(), 200, 3);
    let end = final_state(&record).unwrap();
    let (line, claimed) = shared(&record, Some("Ada"));
    let score = grouped(end.score());
    let raised = line.replace(&format!("{score} points"), "65,536 points");
    assert_ne!(raised, line);
    let mut changed = claimed.clone().into_bytes();
    let at = claimed.len() / 2;
    changed[at] = if changed[at] == b'z' { b'y' } else { b'z' };
    let changed = String::from_utf8(changed).unwrap();
    let moved = line.replace(DAY, "2024-03-14");
    let later: Day = "9999-12-30".parse().unwrap();
    let future = daily_of(later, 5, 4).claimed(None).unwrap().encode();
    let five = {
        let rules = Rules {
            size: 5,
            ..Rules::default()
        };
        let state = GameState::new(rules, day().seed());
        let record = Record::starting(&state, Origin::Daily(day()));
        support::cycled(state, record, 5).0.encode()
    };
    let newer = claimed.replacen("tui2048-5:", "tui2048-7:", 1);
    let invalid = format!("{}O{}", &claimed[..20], &claimed[21..]);
    let chat = format!(
        "a: {raised}\n{claimed}\nb: {line}\n{changed}\nc: {moved}\n{claimed}\n\
         d: {future}\ne: {five}\nf: {newer}\ng: tui2048-5:{}\nh: {invalid}\n",
        &claimed["tui2048-5:".len()..40]
    );
    let said = out(&home.run(&["verify", &chat], None), 1);
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(
        lines,
        [
            format!("line 2: false: the line says 65,536 points; the replay makes {score}"),
            "line 4: false: the record is damaged or cut short: its checksum does not match"
                .into(),
            format!(
                "line 6: false: the line says the daily game of 2024-03-14; the record is the daily game of {DAY}"
            ),
            "line 7: false: its day, 9999-12-30, is still to come".into(),
            "line 8: false: the daily game is played on 4×4 to 2048; this record is of 5×5 to 2048"
                .into(),
            "line 9: cannot be checked here: the record is of version 7, newer than this tui2048 reads (6); a newer tui2048 reads it"
                .into(),
            "line 10: cannot be checked here: the record is cut short or damaged: it is incomplete"
                .into(),
            "line 11: false: the record is damaged: character 21 is not one a record is written in"
                .into(),
        ]
    );
    // One true record among them does not make them true.
    let mixed = format!("{line}\n{claimed}\n{raised}\n{claimed}\n");
    let said = out(&home.run(&["verify", &mixed], None), 1);
    assert!(said.starts_with("line 2: true: "), "{said}");
}

#[test]
fn no_record_is_status_2_said_on_standard_error() {
    let home = Home::new();
    for args in [
        &["verify", "nothing here, tui2048 daily 2024-03-15 · 4096"][..],
        &["board", "hi"],
    ] {
        let output = home.run(args, None);
        assert_eq!(output.status.code(), Some(2));
        assert!(output.stdout.is_empty());
        assert_eq!(
            String::from_utf8(output.stderr).unwrap(),
            "tui2048: no tui2048 record found: a record starts with tui2048-1:, tui2048-2:, \
             tui2048-3:, tui2048-4:, tui2048-5: or tui2048-6:\n"
        );
    }
    // With --json too, an empty array on standard output and the line on standard error.
    let output = home.run(&["verify", "--json"], Some(b""));
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "{\"true\":0,\"false\":0,\"unchecked\":0,\"records\":[]}\n"
    );
    assert!(
        String::from_utf8(output.stderr)
            .unwrap()
            .starts_with("tui2048: no tui2048 record found: ")
    );
    // A file that is not there is text: the name itself holds no record.
    let output = home.run(&["verify", "missing.txt"], None);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn json_has_the_same_keys_for_every_record() {
    let home = Home::new();
    let record = daily_of(day(), 100, 5);
    let end = final_state(&record).unwrap();
    let (line, claimed) = shared(&record, Some("Ada"));
    let raised = line.replace(" · 1 try", " · 2 tries");
    let text = format!("{line}\n{claimed}\n{raised}\n{claimed}\ntui2048-5:zz\n");
    let printed = out(&home.run(&["verify", "--json", &text], None), 1);
    let answers: serde_json::Value = serde_json::from_str(&printed).unwrap();
    // Each answer counted: the first record true, the same pasted with a false line, and
    // one cut short.
    assert_eq!(
        (&answers["true"], &answers["false"], &answers["unchecked"]),
        (&1.into(), &1.into(), &1.into())
    );
    let objects = answers["records"].as_array().unwrap();
    assert_eq!(objects.len(), 3);
    let id = format!("{:016x}", record.id().unwrap().get());
    assert_eq!(
        objects[0],
        serde_json::json!({
            "source": 1, "line": 2, "answer": "true", "valid": true, "start": "first-tiles", "problem": null, "why": null, "version": 5,
            "daily": DAY, "size": 4, "target": 2048, "spawn": "classic", "name": "Ada",
            "score": end.score(), "tile": end.board().max_tile(), "moves": end.moves(),
            "undos": 0, "hints": 0, "assisted": false, "tries": 1, "game": id,
        })
    );
    assert_eq!(objects[1]["problem"], "tries");
    assert_eq!(objects[1]["answer"], "false");
    assert_eq!(
        objects[1]["why"],
        "the line says try 2; the record is try 1"
    );
    assert_eq!(objects[1]["score"], serde_json::Value::Null);
    assert_eq!(objects[2]["problem"], "cut-short");
    assert_eq!(objects[2]["answer"], "unchecked");
    assert_eq!(objects[2]["valid"], false);
    assert_eq!(objects[2]["start"], "unknown");
    assert_eq!(objects[2]["name"], serde_json::Value::Null);
    let keys =
        |o: &serde_json::Value| -> Vec<String> { o.as_object().unwrap().keys().cloned().collect() };
    assert!(objects.iter().all(|o| keys(o) == keys(&objects[0])));
}

#[test]
fn a_name_is_shown_without_escape_sequences_or_control_characters() {
    let home = Home::new();
    let record = daily_of(day(), 60, 6);
    home.keep_daily(std::slice::from_ref(&record));
    let evil = "\u{1b}[31mEve\u{1b}]0;pwned\u{7}\u{202e}lyn\u{1b}[0m\u{7}";
    let printed = out(
        &home.run(&["--name", evil, "export", "--share", "daily-last"], None),
        0,
    );
    assert!(
        !printed.contains(['\u{1b}', '\u{7}', '\u{202e}']),
        "{printed:?}"
    );
    assert!(printed.contains(" · Evelyn · "), "{printed}");
    let said = out(&home.run(&["verify", &printed], None), 0);
    assert!(said.contains(" by Evelyn: "), "{said}");
    // From the settings file too.
    let config = home.path().join("tui2048").join("config.toml");
    std::fs::write(
        &config,
        "name = \"\\u001b[1m\\u0007Zed the Magnificent\\u202e\"\n",
    )
    .unwrap();
    let printed = out(&home.run(&["export", "--share", "daily-last"], None), 0);
    assert!(printed.contains(" · Zed the Magnificent · "), "{printed}");
    let board = out(&home.run(&["board", &printed], None), 0);
    assert!(!board.contains(['\u{1b}', '\u{7}']), "{board:?}");
    assert!(board.contains("1. Zed the Magnificent  "), "{board}");
    // One longer than 24 characters is not cut without a word: it is refused, said, and
    // the line goes without a name.
    std::fs::write(
        &config,
        "name = \"Zed the Magnificent, of the Northern Chats\"\n",
    )
    .unwrap();
    let output = home.run(&["export", "--share", "daily-last"], None);
    assert_eq!(output.status.code(), Some(0));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with("tui2048: line 1: name has 42 characters: a name is at most 24\n"),
        "{stderr}"
    );
    assert!(stderr.ends_with("; the rest was read\n"), "{stderr}");
    let printed = String::from_utf8_lossy(&output.stdout);
    assert!(!printed.contains("Zed"), "{printed}");
    // A name of nothing printable is refused on the command line.
    let output = home.run(&["--name", "\u{1b}[0m", "export"], None);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn a_huge_paste_is_read_in_a_bounded_time() {
    let home = Home::new();
    let record = daily_of(day(), 300, 7);
    let (line, claimed) = shared(&record, Some("Ada"));
    // Megabytes of chat with the line in its middle, a very long line, invalid bytes and
    // the same record pasted a thousand times over.
    let mut paste = Vec::new();
    for i in 0..40_000 {
        paste.extend_from_slice(format!("[{i}] someone: blah blah tui2048-\n").as_bytes());
    }
    paste.extend_from_slice(format!("{line}\n{claimed}\n").as_bytes());
    paste.extend_from_slice(&[0xff, 0xfe, b'\n']);
    paste.extend(std::iter::repeat_n(b'x', 2 << 20));
    paste.extend_from_slice(format!("\n{claimed} ").repeat(1200).as_bytes());
    let started = std::time::Instant::now();
    let output = home.run(&["verify"], Some(&paste));
    // A guard against a hang, not a measure: the work is bounded by the records checked.
    assert!(started.elapsed().as_secs() < 120);
    // One record pasted 1,201 times is one record: every copy is said, none left out.
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert_eq!(stderr, "");
    let said = String::from_utf8(output.stdout).unwrap();
    assert_eq!(said.lines().count(), 1201);
    assert_eq!(
        said.lines().next(),
        Some(proves(40_002, &record, Some("Ada")).trim_end())
    );
    // Past 16 MiB the rest is left unread, and said so.
    let mut more = vec![b'a'; 17 << 20];
    more.extend_from_slice(claimed.as_bytes());
    let output = home.run(&["verify"], Some(&more));
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8(output.stderr)
            .unwrap()
            .starts_with("tui2048: only the first 16 MiB of the text are read\n")
    );
}
