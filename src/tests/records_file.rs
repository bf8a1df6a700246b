//! The records file beside the state file: what it keeps, who may write it, and what
//! happens to one that is damaged, newer, or not a file.

use std::fs;
use std::os::unix::fs::MetadataExt;
use std::path::Path;

use crate::runtime::{fault, records_error};
use tui2048_app::text::English;
use tui2048_engine::game::{Dir, GameState, Origin, Record, Rules};
use tui2048_files::{StateFile, read_records, records_path};
use tui2048_store::{
    Fault, FileKind, KeptNote, RECENT_LIMIT, Records, RecordsError, SaveError, Saved,
};

/// What the player reads of a records file's error, in English.
fn said(error: &RecordsError) -> String {
    records_error(&English, error)
}

/// A finished game of `size` from `seed`: moves tried in turn until `moves` are made.
fn finished(size: usize, seed: u64, moves: usize, date: u64) -> Record {
    let rules = Rules {
        size,
        ..Rules::default()
    };
    let mut game = GameState::new(rules, seed);
    let mut record = Record::starting(&game, Origin::Seed(seed));
    let mut k = 0;
    while record.moves().len() < moves && game.accepts_moves() {
        let dir = Dir::ALL[k % 4];
        k += 1;
        if let Some((next, _)) = game.apply(dir) {
            game = next;
            record.push(dir);
        }
    }
    record.finish(date);
    record
}

fn open(path: &Path) -> StateFile {
    StateFile::open(path).expect("the state file opens").0
}

#[test]
fn the_records_file_is_named_after_the_state_file() {
    assert_eq!(
        records_path(Path::new("/a/state.json")),
        Path::new("/a/state.records.json")
    );
    assert_eq!(
        records_path(Path::new("/a/other")),
        Path::new("/a/other.records.json")
    );
}

#[test]
fn finished_games_are_kept_and_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let file = open(&state);
    assert_eq!(read_records(&state).unwrap(), Records::default());
    let first = finished(4, 1, 30, 1_796_000_000);
    let second = finished(5, 2, 50, 1_796_000_100);
    assert_eq!(file.keep_finished(&first), Ok(KeptNote::Added));
    assert_eq!(file.keep_finished(&second), Ok(KeptNote::Added));
    assert!(dir.path().join("state.records.json").is_file());
    let records = read_records(&state).unwrap();
    assert_eq!(records.recent.len(), 2);
    let last = records.last().unwrap();
    assert_eq!(last.record, second);
    assert_eq!((last.size, last.date, last.moves), (5, 1_796_000_100, 50));
    let end = tui2048_engine::game::final_state(&second).unwrap();
    assert_eq!(
        (last.score, last.max_tile),
        (end.score(), end.board().max_tile())
    );
    assert_eq!(records.nth_recent(2).unwrap().record, first);
    assert!(records.nth_recent(3).is_none());
    assert!(records.nth_recent(0).is_none());
    assert_eq!(records.best(4).unwrap().record, first);
    assert_eq!(records.best(5).unwrap().record, second);
    assert!(records.best(6).is_none());
}

#[test]
fn the_last_twenty_and_the_best_of_each_size_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let file = open(&state);
    // The first game is the longest, so the best; twenty-four shorter ones follow.
    let best = finished(4, 100, 200, 1);
    file.keep_finished(&best).unwrap();
    for i in 0..24 {
        file.keep_finished(&finished(4, i, 20, 2 + i)).unwrap();
    }
    let records = read_records(&state).unwrap();
    assert_eq!(records.recent.len(), RECENT_LIMIT);
    assert_eq!(records.recent[0].date, 6);
    assert_eq!(records.last().unwrap().date, 25);
    assert_eq!(records.nth_recent(20).unwrap().date, 6);
    assert_eq!(records.best(4).unwrap().record, best);
    assert_eq!(records.best.len(), 1);
}

#[test]
fn a_save_of_the_game_does_not_touch_the_records() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let mut file = open(&state);
    let saved = Saved {
        best: Default::default(),
        best_assisted: Default::default(),
        stats: Default::default(),
        game: GameState::new(Rules::default(), 3),
        undo: Vec::new(),
        history: Vec::new(),
        record: None,
    };
    file.save(&saved).unwrap();
    let alone = fs::read(&state).unwrap();
    for i in 0..30 {
        file.keep_finished(&finished(4, i, 100, i)).unwrap();
    }
    let records = dir.path().join("state.records.json");
    let before = (
        fs::read(&records).unwrap(),
        fs::metadata(&records).unwrap().ino(),
    );
    for _ in 0..5 {
        file.save(&saved).unwrap();
    }
    assert_eq!(fs::read(&state).unwrap(), alone);
    let after = (
        fs::read(&records).unwrap(),
        fs::metadata(&records).unwrap().ino(),
    );
    assert_eq!(after, before);
}

#[test]
fn only_the_lock_holder_writes_records() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    // A folder where the lock file goes: the game is played but nothing is saved.
    fs::create_dir(dir.path().join("state.json.lock")).unwrap();
    let file = open(&state);
    assert!(file.off().is_some());
    let result = file.keep_finished(&finished(4, 1, 10, 1));
    assert!(matches!(result, Err(SaveError::Off(_))), "{result:?}");
    assert!(!dir.path().join("state.records.json").exists());
    // The lock file deleted under a running game: writing stops.
    let other = dir.path().join("other.json");
    let file = open(&other);
    fs::remove_file(dir.path().join("other.json.lock")).unwrap();
    let result = file.keep_finished(&finished(4, 1, 10, 1));
    assert!(matches!(result, Err(SaveError::Off(_))), "{result:?}");
    assert!(!dir.path().join("other.records.json").exists());
}

#[test]
fn a_damaged_records_file_is_kept_aside_and_begun_anew() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let records = dir.path().join("state.records.json");
    fs::write(&records, b"{\"version\": 1, \"recent\": [tru").unwrap();
    // Reading alone moves nothing.
    let error = read_records(&state).unwrap_err();
    assert!(matches!(error, RecordsError::Damaged { .. }), "{error:?}");
    assert!(said(&error).starts_with(&format!("{} is damaged: ", records.display())));
    assert!(records.is_file());
    let file = open(&state);
    let game = finished(4, 7, 40, 9);
    let note = file.keep_finished(&game).unwrap();
    let KeptNote::Restarted { kept, .. } = note else {
        panic!("{note:?}")
    };
    let name = kept.file_name().unwrap().to_string_lossy().into_owned();
    assert!(name.starts_with("state.records.json.corrupt-"), "{name}");
    assert_eq!(
        fs::read(&kept).unwrap(),
        b"{\"version\": 1, \"recent\": [tru"
    );
    let read = read_records(&state).unwrap();
    assert_eq!(read.recent.len(), 1);
    assert_eq!(read.last().unwrap().record, game);
}

#[test]
fn a_bad_record_inside_makes_the_file_damaged() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let file = open(&state);
    file.keep_finished(&finished(4, 7, 40, 9)).unwrap();
    let records = dir.path().join("state.records.json");
    let text = fs::read_to_string(&records).unwrap();
    let at = text.find("tui2048-1:").unwrap() + 12;
    let mut bytes = text.into_bytes();
    bytes[at] = if bytes[at] == b'A' { b'B' } else { b'A' };
    fs::write(&records, &bytes).unwrap();
    let error = said(&read_records(&state).unwrap_err());
    assert!(
        error.ends_with("is damaged: recent game 1: the record is damaged or cut short: its checksum does not match"),
        "{error}"
    );
}

#[test]
fn a_newer_records_file_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let records = dir.path().join("state.records.json");
    let newer = b"{\"version\": 2, \"games\": []}";
    fs::write(&records, newer).unwrap();
    let error = read_records(&state).unwrap_err();
    assert!(
        matches!(error, RecordsError::Newer { version: 2, .. }),
        "{error:?}"
    );
    let file = open(&state);
    let result = file.keep_finished(&finished(4, 1, 10, 1));
    let Err(SaveError::Failed(why @ Fault::Records(_))) = result else {
        panic!("{result:?}")
    };
    let why = fault(&English, &why);
    assert!(why.contains("newer tui2048"), "{why}");
    assert_eq!(fs::read(&records).unwrap(), newer);
}

#[test]
fn records_that_are_not_files_are_refused_and_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let records = dir.path().join("state.records.json");
    fs::create_dir(&records).unwrap();
    let error = said(&read_records(&state).unwrap_err());
    assert_eq!(
        error,
        format!("{} is a folder, not a regular file", records.display())
    );
    let file = open(&state);
    assert!(matches!(
        file.keep_finished(&finished(4, 1, 10, 1)),
        Err(SaveError::Failed(_))
    ));
    assert!(records.is_dir());
    fs::remove_dir(&records).unwrap();
    std::os::unix::fs::symlink(dir.path().join("elsewhere.json"), &records).unwrap();
    assert!(matches!(
        read_records(&state),
        Err(RecordsError::NotAFile {
            kind: FileKind::Link,
            ..
        })
    ));
}

#[test]
fn a_records_file_over_the_size_limit_is_not_read() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let records = dir.path().join("state.records.json");
    // A sparse file: large, but costs no disk.
    let big = fs::File::create(&records).unwrap();
    big.set_len(tui2048_store::RECORDS_FILE_LIMIT + 1).unwrap();
    let error = said(&read_records(&state).unwrap_err());
    assert!(
        error.contains("more than the 64 MiB a records file may"),
        "{error}"
    );
}

#[test]
fn a_record_that_does_not_replay_is_not_kept() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let file = open(&state);
    let mut record = finished(4, 1, 0, 1);
    for _ in 0..6 {
        record.push(Dir::Up);
    }
    let result = file.keep_finished(&record);
    let Err(SaveError::Failed(why @ Fault::Records(_))) = result else {
        panic!("{result:?}")
    };
    let why = fault(&English, &why);
    assert!(
        why.starts_with("the finished game's record does not replay: move "),
        "{why}"
    );
    assert!(!dir.path().join("state.records.json").exists());
}

#[test]
fn a_linked_state_file_has_its_records_beside_the_file_it_names() {
    let dir = tempfile::tempdir().unwrap();
    let real = dir.path().join("real.json");
    let link = dir.path().join("link.json");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    let file = open(&link);
    file.keep_finished(&finished(4, 3, 10, 5)).unwrap();
    assert!(dir.path().join("real.records.json").is_file());
    assert_eq!(read_records(&link).unwrap().recent.len(), 1);
}

/// A kept game's entry whose record is a line of a version newer than any this program
/// reads, with a field this program does not know, as a newer program might write it.
fn newer_entry(score: u64, tag: &str) -> String {
    format!(
        "{{\"date\": 1796000000, \"size\": 4, \"score\": {score}, \"max_tile\": 512, \"moves\": 300, \"record\": \"tui2048-9:{tag}\", \"later\": [1, {{\"x\": true}}]}}"
    )
}

#[test]
fn a_newer_line_is_kept_verbatim_and_the_rest_read() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let records = dir.path().join("state.records.json");
    let file = open(&state);
    let first = finished(4, 1, 30, 1_796_000_000);
    file.keep_finished(&first).unwrap();
    // A newer program adds a game of its own, and a best of another size.
    let text = fs::read_to_string(&records).unwrap();
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    let ours = value["recent"][0].to_string();
    let newer = newer_entry(9_000, "AAAA");
    let newer_best = newer_entry(20_000, "BBBB").replace("\"size\": 4", "\"size\": 6");
    value["recent"] = serde_json::Value::Null;
    value["best"] = serde_json::Value::Null;
    let text = format!(
        "{{\"version\": 1, \"recent\": [{ours}, {newer}], \"best\": {{\"4\": {ours}, \"6\": {newer_best}}}}}\n"
    );
    fs::write(&records, &text).unwrap();
    // Read for what this version reads.
    let read = read_records(&state).unwrap();
    assert_eq!(read.recent.len(), 1);
    assert_eq!(read.last().unwrap().record, first);
    assert_eq!(read.best(4).unwrap().record, first);
    assert_eq!(read.best(6), None);
    assert_eq!(read.newer_kept(), 2);
    // A new game is added beside them; nothing is set aside.
    let second = finished(5, 2, 50, 1_796_000_100);
    assert_eq!(file.keep_finished(&second), Ok(KeptNote::Added));
    let after = fs::read_to_string(&records).unwrap();
    assert!(after.contains(&newer), "{after}");
    assert!(after.contains(&newer_best), "{after}");
    let value: serde_json::Value = serde_json::from_str(&after).unwrap();
    let tags: Vec<&str> = value["recent"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| &k["record"].as_str().unwrap()[..10])
        .collect();
    assert_eq!(tags, ["tui2048-1:", "tui2048-9:", "tui2048-1:"]);
    let names: Vec<String> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("corrupt"))
        .collect();
    assert!(names.is_empty(), "{names:?}");
    let read = read_records(&state).unwrap();
    assert_eq!(read.last().unwrap().record, second);
    assert_eq!(read.nth_recent(2).unwrap().record, first);
}

#[test]
fn newer_lines_age_out_with_the_last_games() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let records = dir.path().join("state.records.json");
    let file = open(&state);
    let games: Vec<Record> = (0..RECENT_LIMIT as u64 - 2)
        .map(|i| finished(4, 100 + i, 5, 1_796_000_000 + i))
        .collect();
    for g in &games {
        file.keep_finished(g).unwrap();
    }
    // The oldest and one in the middle are of a newer version: 20 in all.
    let value: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(&records).unwrap()).unwrap();
    let mut recent: Vec<String> = value["recent"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k.to_string())
        .collect();
    recent.insert(0, newer_entry(1, "OLDEST"));
    recent.insert(9, newer_entry(2, "MIDDLE"));
    let text = format!(
        "{{\"version\": 1, \"recent\": [{}], \"best\": {}}}",
        recent.join(", "),
        value["best"]
    );
    fs::write(&records, &text).unwrap();
    assert_eq!(read_records(&state).unwrap().recent.len(), RECENT_LIMIT - 2);
    // One more game: the oldest of all goes, the one in the middle stays in its place.
    file.keep_finished(&finished(4, 999, 5, 1_797_000_000))
        .unwrap();
    let after = fs::read_to_string(&records).unwrap();
    assert!(!after.contains("OLDEST"), "{after}");
    let value: serde_json::Value = serde_json::from_str(&after).unwrap();
    let list = value["recent"].as_array().unwrap();
    assert_eq!(list.len(), RECENT_LIMIT);
    assert_eq!(list[8]["record"], "tui2048-9:MIDDLE");
    // Eight more: the middle one is the oldest by then, and goes too.
    for i in 0..9 {
        file.keep_finished(&finished(4, 2000 + i, 5, 1_798_000_000 + i))
            .unwrap();
    }
    let after = fs::read_to_string(&records).unwrap();
    assert!(!after.contains("MIDDLE"), "{after}");
    assert_eq!(read_records(&state).unwrap().recent.len(), RECENT_LIMIT);
}

/// The races' counts say how many races the player won (a race decided with the player
/// ahead), not how many reached their target; a file of an earlier build, whose `wins`
/// counted games that reached it, is read with none won and written without it.
#[test]
fn the_races_count_the_races_won_and_an_earlier_count_is_read_as_none_won() {
    use tui2048_engine::game::{Raced, Rival};
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let file = open(&state);
    let small = Rules {
        target: 8,
        ..Rules::default()
    };
    let race = |seed: u64, won: bool| {
        let mut game = GameState::new(small, seed);
        let mut record = Record::starting(&game, Origin::Seed(seed));
        let mut k = 0;
        while game.board().max_tile() < 8 {
            if let Some((next, _)) = game.apply(Dir::ALL[k % 4]) {
                game = next.keep_going().unwrap_or(next);
                record.push(Dir::ALL[k % 4]);
            }
            k += 1;
        }
        record.finish(1_796_000_000 + seed);
        let moves = record.moves().len() as u64;
        record.with_raced(Raced {
            rival: Rival::Solver { strong: false },
            score: 1,
            moves,
            won,
        })
    };
    // Two races that reached 8, one of them won.
    file.keep_finished(&race(1, true)).unwrap();
    file.keep_finished(&race(2, false)).unwrap();
    let races = read_records(&state).unwrap().races;
    assert_eq!((races.games, races.wins), (2, 1));
    let text = fs::read_to_string(records_path(&state)).unwrap();
    assert!(text.contains("\"won\": 1"), "{text}");
    assert!(!text.contains("\"wins\""), "{text}");
    // An earlier file's count of games that reached their target.
    let earlier = text.replace("\"won\": 1", "\"wins\": 2");
    fs::write(records_path(&state), &earlier).unwrap();
    let races = read_records(&state).unwrap().races;
    assert_eq!((races.games, races.wins), (2, 0));
    file.keep_finished(&race(3, true)).unwrap();
    let text = fs::read_to_string(records_path(&state)).unwrap();
    assert!(
        text.contains("\"won\": 1") && !text.contains("\"wins\""),
        "{text}"
    );
}
