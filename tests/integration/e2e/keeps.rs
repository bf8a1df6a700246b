//! A save keeps what the file had: its mode, and (when root saves another user's file)
//! its owner. A file cut short (by something else: the program's own writes are whole)
//! keeps what can be read before the cut, and the notice says what was kept and what was
//! lost.

use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt, chown};
use std::path::Path;
use std::process::Command;

use tui2048_app::keymap::Action;
use tui2048_app::saved_of;
use tui2048_app::{Model, Msg, Scores, Session, update};
use tui2048_engine::game::{Day, Dir, GameIds, GameState, Origin, Record, Rules};
use tui2048_store::{Saved, to_bytes};

use super::harness::*;

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

fn mode(path: &Path) -> u32 {
    fs::metadata(path).unwrap().permissions().mode() & 0o7777
}

/// One move left (or right) and the board is full with no pair: the game is over.
const LAST_MOVE: [[u64; 4]; 4] = [
    [8, 16, 8, 16],
    [16, 8, 16, 8],
    [8, 16, 8, 16],
    [256, 256, 32, 64],
];

#[test]
fn a_save_keeps_the_files_mode_and_the_records_files() {
    let home = Home::new();
    let board: Vec<Vec<u64>> = LAST_MOVE.iter().map(|r| r.to_vec()).collect();
    home.write_state(state_json(&board, 1000, 1000).as_bytes());
    let records = home.state_dir().join("state.records.json");
    fs::write(&records, br#"{"version":1,"recent":[],"best":{}}"#).unwrap();
    fs::set_permissions(home.state_path(), fs::Permissions::from_mode(0o640)).unwrap();
    fs::set_permissions(&records, fs::Permissions::from_mode(0o644)).unwrap();
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    t.send_key(Key::Left);
    t.wait_for("Game over");
    home.wait_state("the end saved", |s| s["game"]["status"] == "over");
    let start = std::time::Instant::now();
    while fs::read(&records).map_or(0, |b| b.len()) < 100 {
        assert!(start.elapsed() < WAIT, "the game was not kept");
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    assert_eq!(mode(&home.state_path()), 0o640);
    assert_eq!(mode(&records), 0o644);
}

#[test]
fn root_saving_another_users_file_keeps_its_owner() {
    if !is_root() {
        eprintln!("skipped: only root can save a file that another user owns");
        return;
    }
    let home = Home::new();
    home.write_state(
        state_json(
            &[vec![2, 0, 0, 2], vec![0; 4], vec![0, 4, 0, 0], vec![0; 4]],
            12,
            40,
        )
        .as_bytes(),
    );
    chown(home.state_path(), Some(54_321), Some(54_322)).unwrap();
    fs::set_permissions(home.state_path(), fs::Permissions::from_mode(0o664)).unwrap();
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    assert!(t.play(&home, Key::Left));
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    let meta = fs::metadata(home.state_path()).unwrap();
    assert_eq!((meta.uid(), meta.gid()), (54_321, 54_322));
    assert_eq!(mode(&home.state_path()), 0o664);
    assert_eq!(home.state()["game"]["moves"], 1);
}

/// A game of `moves` moves from `start`, with a best score and counts of its own.
fn played(game: GameState, start: Origin, moves: usize) -> Saved {
    let mut scores = Scores::default();
    scores.best.insert(4, 99_999);
    scores.best.insert(5, 777);
    let mut model = Model::of(
        Session::starting(game, start, GameIds::from_seed(129)),
        scores,
    );
    let mut made = 0;
    for k in 0.. {
        if made == moves {
            break;
        }
        let before = model.game().moves();
        model = update(model, Msg::Action(Action::Move(Dir::ALL[k % 4]))).0;
        made += usize::from(model.game().moves() > before);
    }
    let mut saved = saved_of(&model);
    saved.stats.own.games = 9;
    saved.stats.own.wins = 2;
    saved
}

/// The bytes of `saved` cut in the middle of its undo list.
fn cut_in_undo(saved: &Saved) -> Vec<u8> {
    let bytes = to_bytes(saved);
    let text = String::from_utf8(bytes.clone()).unwrap();
    let undo = text.find("\"undo\"").unwrap();
    let history = text.find("\"history\"").unwrap();
    bytes[..(undo + history) / 2].to_vec()
}

/// The file kept aside in `dir`, with its name.
fn kept_aside(dir: &Path, name: &str) -> (String, Vec<u8>) {
    let kept: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(&format!("{name}.corrupt-")))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let bytes = fs::read(dir.join(&kept[0])).unwrap();
    (kept[0].clone(), bytes)
}

#[test]
fn a_state_file_cut_short_keeps_its_game_best_scores_and_statistics() {
    let home = Home::new();
    let saved = played(GameState::new(Rules::default(), 21), Origin::Seed(21), 40);
    let cut = cut_in_undo(&saved);
    home.write_state(&cut);
    let mut t = Spawn::new().start(&home);
    let screen = t.wait_for("cut short");
    t.expect_board(&saved.game.board().to_values());
    let (name, bytes) = kept_aside(&home.state_dir(), "state.json");
    assert_eq!(bytes, cut, "the file kept aside is the file as it was");
    assert!(
        words_of(&screen).contains(&format!(
            "The saved game was cut short: kept best scores, stats and game, lost undo and recent games; it was kept as {name}"
        )),
        "{}",
        t.describe()
    );
    assert_eq!(t.header(), Some((saved.game.score(), 99_999, 40)));
    // Written again at once, whole, with what was kept.
    let state = home.wait_state("the salvage saved", |s| s["game"]["moves"] == 40);
    assert_eq!(state["best"], serde_json::json!({"4": 99_999, "5": 777}));
    assert_eq!(state["stats"]["games"], 9);
    assert_eq!(state["stats"]["wins"], 2);
    assert_eq!(state["undo"], serde_json::json!([]));
    // Its record is the game's: the game plays on from it.
    assert!(t.play(&home, Key::Left) || t.play(&home, Key::Up) || t.play(&home, Key::Right));
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    let out = run_plain(&home, &["export"]);
    let record = Record::decode(String::from_utf8_lossy(&out.stdout).trim()).unwrap();
    assert_eq!(record.moves().len(), 41);
}

#[test]
fn a_state_file_cut_in_its_game_keeps_the_best_scores_and_statistics() {
    let home = Home::new();
    let saved = played(GameState::new(Rules::default(), 21), Origin::Seed(21), 10);
    let bytes = to_bytes(&saved);
    let game = String::from_utf8_lossy(&bytes).find("\"board\"").unwrap();
    home.write_state(&bytes[..game + 12]);
    let mut t = Spawn::new().start(&home);
    let screen = t.wait_for("cut short");
    assert!(
        words_of(&screen).contains(
            "The saved game was cut short: kept best scores and stats, lost game, undo and recent games; it was kept as state.json.corrupt-"
        ),
        "{}",
        t.describe()
    );
    assert_eq!(t.header(), Some((0, 99_999, 0)));
    let state = home.wait_state("a new game", |s| s["game"]["moves"] == 0);
    assert_eq!(state["best"]["4"], 99_999);
    // The nine games counted, the lost one among them, and the new one in play.
    assert_eq!(state["stats"]["games"], 10);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn the_daily_games_file_cut_short_keeps_todays_game() {
    let home = Home::new();
    let today = Day::from_unix(tui2048_store::clock::unix_now());
    let saved = played(
        GameState::new(Rules::default(), today.seed()),
        Origin::Daily(today),
        12,
    );
    let cut = cut_in_undo(&saved);
    fs::create_dir_all(home.state_dir()).unwrap();
    let daily = home.state_dir().join("state.daily.json");
    fs::write(&daily, &cut).unwrap();
    let mut t = Spawn::new().arg("--daily").start(&home);
    let screen = t.wait_for("cut short");
    assert!(
        words_of(&screen).contains(
            "The saved game was cut short: kept best scores, stats and game, lost undo and recent games; it was kept as state.daily.json.corrupt-"
        ),
        "{}",
        t.describe()
    );
    t.expect_board(&saved.game.board().to_values());
    assert_eq!(t.header(), Some((saved.game.score(), 99_999, 12)));
    let (_, bytes) = kept_aside(&home.state_dir(), "state.daily.json");
    assert_eq!(bytes, cut);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    let out = run_plain(&home, &["export", "daily"]);
    let record = Record::decode(String::from_utf8_lossy(&out.stdout).trim()).unwrap();
    assert_eq!(*record.origin(), tui2048_engine::game::Origin::Daily(today));
    assert!(!home.state_path().exists(), "the own game was not touched");
}

#[test]
fn a_game_over_leaves_its_line_and_its_record_for_verify() {
    let home = Home::new();
    let board: Vec<Vec<u64>> = LAST_MOVE.iter().map(|r| r.to_vec()).collect();
    home.write_state(state_json(&board, 1000, 1000).as_bytes());
    let mut t = Spawn::new()
        .args(["--name", "Ada \u{1b}[5mBlink"])
        .start(&home);
    t.wait_for("Welcome back");
    t.send_key(Key::Left);
    t.wait_for("Game over");
    t.wait_for("Ada Blink");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    // What the terminal got, drawing and all, pasted whole: one record, true, its line
    // read from the lines printed on leaving. The game began on the state file's board,
    // which no record traces to its first tiles: it proves its move from there, and says so.
    let printed = t.output();
    let after = &printed[printed.rfind("tui2048: score").expect("the quit line")..];
    let record = after
        .lines()
        .find(|l| l.starts_with("tui2048-5:"))
        .expect("the record under the line to share");
    let verified = run_plain(&home, &["verify", &printed]);
    assert_eq!(verified.status.code(), Some(0), "{verified:?}");
    assert_eq!(
        String::from_utf8(verified.stdout).unwrap(),
        "line 1: true from a board it was given, not from its first tiles: a 4×4 game to 2048 by Ada Blink: 1,512 points, largest tile 512, 1 move (no undo, no hint)\n"
            .replace("line 1", &format!("line {}", line_of(&printed, record)))
    );
    assert!(Record::decode(record).is_ok());
}

/// The line (from 1) of `text` that `what` is on.
fn line_of(text: &str, what: &str) -> usize {
    text[..text.find(what).unwrap()].matches('\n').count() + 1
}
