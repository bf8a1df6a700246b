//! What a record proves, through the real program: a game from a board says so first and
//! is never ranked among games from their first tiles; one game pasted under several
//! names is one entry; what this version cannot check is not false; a token that only
//! looks like a record is none; a file may be a FIFO; an output that cannot be written is
//! status 74.

use std::process::{Command, Stdio};

use tui2048_engine::game::{
    Board, Day, GameIds, GameRng, GameState, Name, Origin, Pos, Record, Rules, Status, final_state,
};

use crate::support;
use crate::verify_cli::{Home, daily_of, grouped, out};

/// 2024-03-15, a day past on any clock a test runs by.
fn day() -> Day {
    "2024-03-15".parse().unwrap()
}

/// A game begun on a board with a 16384, 4096 and 2048 at `score`, one move played, its
/// record shared by Mallory.
fn from_board(score: u64) -> (Record, String) {
    let mut board = Board::empty(4);
    board.set_exponent(Pos::new(0, 0), 14);
    board.set_exponent(Pos::new(0, 1), 12);
    board.set_exponent(Pos::new(1, 0), 11);
    let state = GameState::from_parts(
        Rules::default(),
        board,
        score,
        1_000,
        Status::KeepPlaying,
        GameRng::from_seed(9),
    );
    let record = Record::from_board(&state).with_id(Some(GameIds::from_seed(9).draw()));
    let (record, _) = support::cycled(state, record, 1);
    let line = record.claimed(Name::new("Mallory")).unwrap().encode();
    (record, line)
}

#[test]
fn a_game_from_a_board_proves_only_its_moves_from_there() {
    let home = Home::new();
    // A 16384, a 4096 and a 2048 make at most 13 × 16384 + 11 × 4096 + 10 × 2048 points.
    let most = 13 * 16384 + 11 * 4096 + 10 * 2048;
    let (record, line) = from_board(200_000);
    let end = final_state(&record).unwrap();
    let said = out(&home.run(&["verify", &line], None), 0);
    assert_eq!(
        said,
        format!(
            "line 1: true from a board it was given, not from its first tiles: a 4×4 game to \
             2048 by Mallory: {} points, largest tile 16384, 1,001 moves (no undo, no hint)\n",
            grouped(end.score())
        )
    );
    let json = out(&home.run(&["verify", "--json", &line], None), 0);
    assert!(json.contains(r#""start":"board""#), "{json}");
    // A board's score its tiles could not have made is false.
    let (_, raised) = from_board(400_000);
    let said = out(&home.run(&["verify", &raised], None), 1);
    assert_eq!(
        said,
        format!(
            "line 1: false: its board's 400,000 points are more than its tiles could have made \
             ({} at most)\n",
            grouped(most)
        )
    );
    // On the board it is listed apart, under the games from their first tiles.
    let ada = daily_of(day(), 60, 1).claimed(Name::new("Ada")).unwrap();
    let chat = format!("{}\n{line}\n", ada.encode());
    let board = out(&home.run(&["board", &chat], None), 0);
    let ada_end = final_state(&ada).unwrap();
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(
        lines[..6],
        [
            "Daily game of 2024-03-15 · 1 player".to_string(),
            format!(
                "  1. Ada  {} points · tile {} · 60 moves · no undo, no hint · try 1",
                grouped(ada_end.score()),
                ada_end.board().max_tile()
            ),
            String::new(),
            "From a board, not ranked: 1".into(),
            format!(
                "  line 2 by Mallory: from a board it was given · {} points · tile 16384 · \
                 1,001 moves",
                grouped(end.score())
            ),
            String::new(),
        ]
    );
    let zh = out(&home.run(&["board", "--lang", "zh", &chat], None), 0);
    assert!(
        zh.contains(&format!(
            "\n从给定棋盘开始，不排名：1 份\n  第 2 行，玩家 Mallory：从给定的棋盘起 · {} 分 · 最大方块 16384 · 1,001 步\n",
            grouped(end.score())
        )),
        "{zh}"
    );
    let zh = out(&home.run(&["verify", "--lang", "zh", &line], None), 0);
    assert!(
        zh.starts_with("第 1 行：从给定的棋盘起属实，并非从开局的方块起：4✕4、目标 2048 的一局"),
        "{zh}"
    );
    // The game marks a state whose record does not lead back to its first tiles as a game
    // from a board, whatever seed it names.
    let seeded = GameState::new(Rules::default(), 7);
    assert!(Record::starting(&seeded, Origin::Seed(7)).from_first_tiles());
    let edited = GameState::from_parts(
        Rules::default(),
        Board::empty(4),
        0,
        0,
        Status::Playing,
        GameRng::from_seed(7),
    );
    assert!(!Record::starting(&edited, Origin::Seed(7)).from_first_tiles());
}

#[test]
fn one_game_under_several_names_is_one_entry() {
    let home = Home::new();
    let game = daily_of(day(), 150, 2);
    let other = daily_of(day(), 40, 3);
    let claimed = |record: &Record, name: &str| record.claimed(Name::new(name)).unwrap().encode();
    let chat = [
        claimed(&game, "Ada"),
        claimed(&game, "Mallory"),
        claimed(&game, "ＡＤＡ"),
        claimed(&game, "Eve"),
        claimed(&other, "Bo"),
        claimed(&other, "bo"),
        // Another game of a name that looks the same: the same player, whose best counts.
        claimed(&daily_of(day(), 10, 9), "ada"),
    ]
    .join("\n");
    let board = out(&home.run(&["board", &chat], None), 0);
    let row = |rank: &str, name: &str, record: &Record, width: usize| {
        let end = final_state(record).unwrap();
        format!(
            "  {rank}. {name}  {:>width$} points · tile {} · {} moves · no undo, no hint · try 1",
            grouped(end.score()),
            end.board().max_tile(),
            grouped(end.moves())
        )
    };
    let width = grouped(final_state(&game).unwrap().score()).len();
    let first = "Ada (also claimed as Mallory and Eve)";
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(
        lines[..4],
        [
            "Daily game of 2024-03-15 · 2 players".to_string(),
            row("1", first, &game, width),
            row(
                "2",
                &format!("{:<w$}", "Bo", w = first.len()),
                &other,
                width
            ),
            String::new(),
        ]
    );
    assert!(
        board.contains(
            "nor who played: a name and the help a record declares are as whoever wrote it says."
        ),
        "{board}"
    );
}

#[test]
fn what_cannot_be_checked_here_is_not_false() {
    let home = Home::new();
    let true_one = daily_of(day(), 30, 4).claimed(None).unwrap().encode();
    let newer = true_one.replacen("tui2048-5:", "tui2048-7:", 1);
    let cut = &true_one[..true_one.len() - 4];
    let newer_said = "cannot be checked here: the record is of version 7, newer than this \
                      tui2048 reads (6); a newer tui2048 reads it";
    // A token with no letter a record is written in is no record at all.
    let chat = format!("{true_one}\n{newer}\ntui2048-9:@@@ tui2048-5:\n");
    let said = out(&home.run(&["verify", &chat], None), 0);
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines.len(), 2, "{said}");
    assert!(lines[0].starts_with("line 1: true: "), "{said}");
    assert_eq!(lines[1], format!("line 2: {newer_said}"));
    // Nothing checkable: status 2, each said.
    let said = out(&home.run(&["verify", &format!("{newer}\n{cut}")], None), 2);
    assert_eq!(
        said,
        format!(
            "line 1: {newer_said}\nline 2: cannot be checked here: the record is cut short or \
             damaged: it is incomplete\n"
        )
    );
    let json = out(&home.run(&["verify", "--json", &newer], None), 2);
    assert!(json.contains(r#""answer":"unchecked""#), "{json}");
    assert!(
        json.starts_with(r#"{"true":0,"false":0,"unchecked":1,"#),
        "{json}"
    );
    assert!(json.contains(r#""problem":"newer""#), "{json}");
    // The board lists them apart, neither ranked nor false.
    let board = out(
        &home.run(&["board", &format!("{true_one}\n{newer}")], None),
        0,
    );
    assert!(
        board.contains(
            "\nCannot be checked here, not ranked: 1\n  line 2: the record is of version 7"
        ),
        "{board}"
    );
    assert!(!board.contains("False"), "{board}");
    // In Chinese too.
    let zh = out(&home.run(&["verify", "--lang", "zh", &newer], None), 2);
    assert!(zh.starts_with("第 1 行：这里无法核验："), "{zh}");
}

#[test]
fn a_finish_still_to_come_says_when() {
    let home = Home::new();
    let mut record = daily_of(day(), 10, 5);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let at = now + 3 * 3600;
    record.finish(at);
    let said = out(&home.run(&["verify", &record.encode()], None), 1);
    let time = at % 86_400;
    assert_eq!(
        said,
        format!(
            "line 1: false: it says it finished at {} {:02}:{:02} UTC, still to come\n",
            Day::from_unix(at),
            time / 3600,
            time % 3600 / 60
        )
    );
    record.finish(0);
    let said = out(&home.run(&["verify", &record.encode()], None), 1);
    assert_eq!(
        said,
        "line 1: false: it says it finished on 1970-01-01, before its day, 2024-03-15\n"
    );
}

#[test]
fn a_fifo_is_read_as_a_file_and_a_failed_write_is_status_74() {
    let home = Home::new();
    let record = daily_of(day(), 20, 6).claimed(None).unwrap().encode();
    let fifo = home.path().join("chat.fifo");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let writer = {
        let (fifo, record) = (fifo.clone(), record.clone());
        std::thread::spawn(move || std::fs::write(fifo, format!("look: {record}\n")).unwrap())
    };
    let said = out(&home.run(&["verify", fifo.to_str().unwrap()], None), 0);
    writer.join().unwrap();
    assert!(said.starts_with("line 1: true: "), "{said}");
    // A full disk under standard output: not a false record's 1, but 74.
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_tui2048"))
        .args(["verify", &record])
        .env_clear()
        .env("HOME", home.path())
        .env("XDG_CONFIG_HOME", home.path())
        .current_dir(home.path())
        .stdin(Stdio::null())
        .stdout(full)
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(74));
    assert!(
        String::from_utf8(output.stderr)
            .unwrap()
            .starts_with("tui2048: cannot write the output: "),
    );
}

#[test]
fn lines_are_numbered_in_each_source_named_when_there_are_several() {
    let home = Home::new();
    let first = daily_of(day(), 20, 7).claimed(None).unwrap().encode();
    let second = daily_of(day(), 25, 8).claimed(None).unwrap().encode();
    std::fs::write(home.path().join("a.txt"), format!("hi\n{first}\n")).unwrap();
    std::fs::write(home.path().join("b.txt"), format!("\n\n{second}\n")).unwrap();
    let said = out(&home.run(&["verify", "a.txt", "b.txt", "x\ny"], None), 0);
    let starts: Vec<&str> = said
        .lines()
        .map(|l| &l[..l.find(": true").unwrap()])
        .collect();
    assert_eq!(starts, ["a.txt, line 2", "b.txt, line 3"]);
    let said = out(
        &home.run(
            &["verify", &format!("\n{first}"), "-"],
            Some(second.as_bytes()),
        ),
        0,
    );
    let starts: Vec<&str> = said
        .lines()
        .map(|l| &l[..l.find(": true").unwrap()])
        .collect();
    assert_eq!(starts, ["argument 1, line 2", "standard input, line 1"]);
    let json = out(&home.run(&["verify", "--json", "a.txt", "b.txt"], None), 0);
    assert!(
        json.starts_with(r#"{"true":2,"false":0,"unchecked":0,"records":[{"source":1,"line":2,"#),
        "{json}"
    );
    assert!(json.contains(r#"{"source":2,"line":3,"#), "{json}");
    // One source: its line alone, as always.
    let said = out(&home.run(&["verify", "b.txt"], None), 0);
    assert!(said.starts_with("line 3: true: "), "{said}");
    let zh = out(
        &home.run(&["verify", "--lang", "zh", "a.txt", "b.txt"], None),
        0,
    );
    assert!(zh.contains("\nb.txt 第 3 行：属实："), "{zh}");
}
