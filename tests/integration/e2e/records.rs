//! Records through the real program: the game in play exported after quitting and after
//! `kill -9`, a finished game's record kept and replayed from the game-over box, and the
//! daily game, the same for two players and apart from the ordinary game.

use std::fs;

use tui2048_engine::game::{Day, Dir, GameState, Origin, Record, Rules, Status, final_state};

use super::harness::*;

/// `tui2048 export <args>` in `home`: the record it prints, read back.
fn export(home: &Home, args: &[&str]) -> Record {
    let mut all = vec!["export"];
    all.extend_from_slice(args);
    let out = run_plain(home, &all);
    assert_eq!(out.status.code(), Some(0), "export {args:?}: {out:?}");
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(stdout.lines().count(), 1, "{stdout:?}");
    Record::decode(stdout.trim_end()).unwrap_or_else(|e| panic!("{e}: {stdout:?}"))
}

/// The record, played, ends at the game the state file holds.
fn assert_leads_to_saved(record: &Record, state: &serde_json::Value) {
    let end = final_state(record).expect("the record replays");
    assert_eq!(end.board().to_values(), board_in(state), "{record:?}");
    assert_eq!(Some(end.score()), state["game"]["score"].as_u64());
    assert_eq!(Some(end.moves()), state["game"]["moves"].as_u64());
}

#[test]
fn the_game_in_play_is_exported_as_saved_after_kill_and_after_quitting() {
    let home = Home::new();
    let mut t = Spawn::new().args(["--seed", "5"]).start(&home);
    t.wait_board("the first board", |_| true);
    let mut made = 0;
    for key in [
        Key::Left,
        Key::Up,
        Key::Right,
        Key::Down,
        Key::Left,
        Key::Up,
        Key::Right,
    ] {
        made += usize::from(t.play(&home, key));
    }
    assert!(made >= 5, "only {made} moves were made");
    // An undone move leaves the record and is counted.
    t.send_key(Key::Char('u'));
    let state = home.wait_state("the undo saved", |s| s["game"]["moves"] == made as u64 - 1);
    t.kill();
    let record = export(&home, &[]);
    assert_eq!(record, export(&home, &["current"]));
    assert_eq!(*record.origin(), Origin::Seed(5));
    assert_eq!(record.moves().len(), made - 1);
    assert_eq!(record.undos(), 1);
    assert!(!record.assisted());
    assert_leads_to_saved(&record, &state);

    // Resumed, the record goes on from where it was.
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    let mut more = 0;
    for key in [Key::Down, Key::Left, Key::Up] {
        more += usize::from(t.play(&home, key));
    }
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    let state = home.state();
    let again = export(&home, &[]);
    assert_eq!(again.moves().len(), made - 1 + more);
    assert_eq!(&again.moves()[..made - 1], record.moves());
    assert_eq!(again.undos(), 1);
    assert_leads_to_saved(&again, &state);
}

/// One move left (or right) and the board is full with no pair: whatever tile comes, the
/// game is over.
const LAST_MOVE: [[u64; 4]; 4] = [
    [8, 16, 8, 16],
    [16, 8, 16, 8],
    [8, 16, 8, 16],
    [256, 256, 32, 64],
];

#[test]
fn a_finished_game_is_kept_replayed_from_the_game_over_box_and_exported() {
    let home = Home::new();
    let board: Vec<Vec<u64>> = LAST_MOVE.iter().map(|r| r.to_vec()).collect();
    home.write_state(state_json(&board, 1000, 1000).as_bytes());
    let mut t = Spawn::new().start(&home);
    t.expect_board(&board);
    t.send_key(Key::Left);
    t.wait_for("Game over");
    let state = home.wait_state("the end saved", |s| s["game"]["status"] == "over");
    let shown = board_in(&state);
    // The finished game's record, beside the state file.
    let records = home.state_dir().join("state.records.json");
    let start = std::time::Instant::now();
    while !records.exists() {
        assert!(start.elapsed() < WAIT, "no records file:\n{}", t.describe());
        std::thread::sleep(std::time::Duration::from_millis(10));
    }

    // The box offers the replay: `v` opens it on this game, `q` comes back.
    t.send_key(Key::Char('v'));
    t.wait_for("Replay of a 4×4 game");
    let screen = t.wait_for("MOVE 1 / 1");
    assert!(words_of(&screen).contains("SCORE 1512"), "{}", t.describe());
    t.expect_board(&shown);
    t.send_key(Key::Home);
    t.wait_for("MOVE 0 / 1");
    t.expect_board(&board);
    t.send_key(Key::Char('q'));
    let screen = t.wait_for("Game over");
    assert_eq!(header_of(&screen_rows(&screen)), Some((1512, 1512, 1)));
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());

    for game in ["last", "1", "best", "current"] {
        let record = export(&home, &[game]);
        let end = final_state(&record).unwrap();
        assert_eq!(end.board().to_values(), shown, "{game}");
        assert_eq!(end.score(), 1512, "{game}");
        assert_eq!(end.status(), Status::Over, "{game}");
        assert_eq!(record.moves().len(), 1, "{game}");
        match record.origin() {
            Origin::Board(start) => assert_eq!(start.board().to_values(), board, "{game}"),
            other => panic!("{game}: starts from {other:?}"),
        }
    }
    // Kept once, however often it was asked for.
    let out = run_plain(&home, &["export", "2"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
}

fn today() -> Day {
    Day::from_unix(tui2048_store::clock::unix_now())
}

#[test]
fn the_daily_game_is_the_same_for_two_players_and_leaves_the_own_game_alone() {
    let first = GameState::new(Rules::default(), today().seed());
    for _ in 0..2 {
        let home = Home::new();
        let mut t = Spawn::new().arg("--daily").start(&home);
        t.wait_for("the same tiles for everyone today");
        t.expect_board(&first.board().to_values());
        t.send_key(Key::Char('q'));
        assert!(t.wait_exit(WAIT).success());
        assert!(
            !home.state_path().exists(),
            "the daily game wrote the own state file"
        );
    }

    // A player with a game of their own: the daily game does not touch it.
    let home = Home::new();
    let own = vec![
        vec![2, 4, 8, 16],
        vec![0, 0, 0, 0],
        vec![0, 0, 2, 0],
        vec![0, 0, 0, 0],
    ];
    home.write_state(state_json(&own, 300, 500).as_bytes());
    let before = home.state_bytes();
    let mut t = Spawn::new().arg("--daily").start(&home);
    t.expect_board(&first.board().to_values());
    let (dir, key) = [
        (Dir::Left, Key::Left),
        (Dir::Right, Key::Right),
        (Dir::Up, Key::Up),
        (Dir::Down, Key::Down),
    ]
    .into_iter()
    .find(|(dir, _)| first.apply(*dir).is_some())
    .expect("a move on the daily board");
    t.send_key(key);
    t.wait_until("the move made", |s| {
        header_of(&screen_rows(s)).is_some_and(|(_, _, moves)| moves == 1)
    });
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    let output = t.output();
    assert_eq!(
        home.state_bytes(),
        before,
        "the own game was written by the daily game"
    );
    let daily: serde_json::Value =
        serde_json::from_slice(&fs::read(home.state_dir().join("state.daily.json")).unwrap())
            .unwrap();
    assert_eq!(daily["game"]["moves"], 1);
    let record = export(&home, &["daily"]);
    assert_eq!(*record.origin(), Origin::Daily(today()));
    assert_eq!(record.moves(), [dir]);
    assert_leads_to_saved(&record, &daily);
    assert!(
        output.contains("saved in ") && output.contains("state.daily.json"),
        "{output:?}"
    );

    // The next plain run brings the own game back as it was.
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    t.expect_board(&own);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    // The daily game the same day resumes.
    let mut t = Spawn::new().arg("--daily").start(&home);
    t.wait_for(&format!("Welcome back to the game of {}", today()));
    t.expect_board(&board_in(&daily));
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
}

fn screen_rows(screen: &str) -> Vec<String> {
    screen.lines().map(str::to_owned).collect()
}

/// Two games on one seed are two games, however the second's moves and undos line up with
/// the first's: `--seed 8`, 32 moves, `r`, `q`; then `--seed 8` again, a move and its undo
/// forty times, the move, `r`, `q`. Both are kept, and the first stays the best.
#[test]
fn two_games_on_one_seed_are_two_and_the_first_stays_the_best() {
    let home = Home::new();
    let mut t = Spawn::new().args(["--seed", "8"]).start(&home);
    t.wait_board("the first board", |_| true);
    let keys = [Key::Left, Key::Up, Key::Right, Key::Down];
    let (mut made, mut tried) = (0, 0);
    while made < 32 {
        assert!(tried < 400, "only {made} moves were made");
        made += usize::from(t.play(&home, keys[tried % 4]));
        tried += 1;
    }
    let score = home.state()["game"]["score"].as_u64().unwrap();
    assert!(score > 100, "{score}");
    t.send_key(Key::Char('r'));
    home.wait_state("the new game saved", |s| s["game"]["moves"] == 0);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    let records = tui2048_files::read_records(&home.state_path()).unwrap();
    assert_eq!(records.recent.len(), 1);
    assert_eq!(records.best.get(&4).map(|k| k.score), Some(score));

    let mut t = Spawn::new().args(["--seed", "8"]).start(&home);
    t.wait_board("the first board", |_| true);
    let first = *keys.iter().find(|&&key| t.play(&home, key)).unwrap();
    for _ in 0..40 {
        t.send_key(Key::Char('u'));
        home.wait_state("the undo saved", |s| s["game"]["moves"] == 0);
        assert!(t.play(&home, first));
    }
    t.send_key(Key::Char('r'));
    home.wait_state("the new game saved", |s| s["game"]["moves"] == 0);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    let records = tui2048_files::read_records(&home.state_path()).unwrap();
    assert_eq!(records.recent.len(), 2, "{:?}", records.recent);
    assert_eq!(records.recent[0].score, score);
    assert_eq!(records.recent[1].record.moves().len(), 1);
    assert_eq!(records.best.get(&4).map(|k| k.score), Some(score));
    assert_ne!(records.recent[0].record.id(), records.recent[1].record.id());
}
