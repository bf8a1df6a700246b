//! The finished games kept beside a state file: a record as long as a record may be, a
//! game back in play, the daily game's file.

use std::fs;
use std::path::Path;

use super::*;
use tui2048_engine::game::{Dir, GameId, GameState, Origin, ReplayError, Rules};
use tui2048_store::{Fault, NotKept};

/// A finished game of seed `seed` on a 4×4 board: moves tried in turn until `moves` are
/// made, named `seed`.
fn finished(seed: u64, moves: usize) -> Record {
    let mut game = GameState::new(Rules::default(), seed);
    let mut record = Record::starting(&game, Origin::Seed(seed)).with_id(GameId::new(seed));
    let mut k = 0;
    while record.moves().len() < moves && game.accepts_moves() {
        let dir = Dir::ALL[k % 4];
        k += 1;
        if let Some((next, _)) = game.apply(dir) {
            game = next;
            record.push(dir);
        }
    }
    record.finish(1_796_000_000 + seed);
    record
}

/// A named game's record of `moves` moves up, whether or not they move its board: a
/// record of any length, which does not replay.
fn ups(moves: usize) -> Record {
    let start = GameState::new(Rules::default(), 1);
    let mut record = Record::starting(&start, Origin::Seed(1)).with_id(GameId::new(1));
    for _ in 0..moves {
        record.push(Dir::Up);
    }
    record
}

/// As many moves up as make a record's line exactly [`RECORD_LIMIT`] long: the longest
/// that is kept.
const UPS_AT_LIMIT: usize = 3_050_249;

fn open(path: &Path) -> StateFile {
    StateFile::open(path).expect("the state file opens").0
}

#[test]
fn a_finished_record_as_long_as_a_record_may_be_is_not_refused_for_its_length() {
    let dir = tempfile::tempdir().unwrap();
    let file = open(&dir.path().join("state.json"));
    let refused = |record: &Record| match file.keep_finished(record) {
        Err(SaveError::Failed(Fault::Records(why))) => *why,
        other => panic!("{other:?}"),
    };
    // At the limit: replayed, and refused for a move that does not move the board.
    assert!(matches!(
        refused(&ups(UPS_AT_LIMIT)),
        NotKept::DoesNotReplay(ReplayError::NotAMove { dir: Dir::Up, .. })
    ));
    // One character over: refused unplayed.
    assert_eq!(
        refused(&ups(UPS_AT_LIMIT + 4)),
        NotKept::TooLong {
            moves: UPS_AT_LIMIT + 4
        }
    );
    assert!(!dir.path().join("state.records.json").exists());
}

#[test]
fn a_game_back_in_play_leaves_the_records_file_until_it_ends_again() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let file = open(&state);
    let (first, second) = (finished(1, 60), finished(2, 20));
    file.keep_finished(&first).unwrap();
    file.keep_finished(&second).unwrap();
    assert_eq!(read_records(&state).unwrap().recent.len(), 2);
    assert_eq!(file.take_back_finished(&first), Ok(()));
    let records = read_records(&state).unwrap();
    assert_eq!(records.recent.len(), 1);
    assert_eq!(records.last().unwrap().record, second);
    assert_eq!(records.best(4).unwrap().record, second);
    // Without the lock, nothing is taken back.
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("state.json.lock")).unwrap();
    let file = open(&dir.path().join("state.json"));
    assert!(matches!(
        file.take_back_finished(&second),
        Err(SaveError::Off(_))
    ));
}

#[test]
fn the_daily_game_is_saved_beside_the_state_file() {
    assert_eq!(
        daily_path(Path::new("/a/state.json")),
        Path::new("/a/state.daily.json")
    );
    assert_eq!(
        daily_path(Path::new("/a/other")),
        Path::new("/a/other.daily.json")
    );
}
