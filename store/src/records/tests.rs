//! The finished games kept: which game is the best of its size when a game ends again or is
//! taken back (a best score is never lost to a lower one, a race's or another size's), a
//! race kept again counted once, the newer version's games where they stood, and the
//! records file's bounds.

use std::path::Path;

use super::*;
use crate::game::{Dir, GameId, GameState, Origin, Raced, Rival, Rules};

/// A finished game named `id` of `size` that scored `score`. Its figures are taken as
/// given: `Records` keeps what it is told.
fn game(id: u64, size: usize, score: u64) -> Kept {
    let rules = Rules {
        size,
        ..Rules::default()
    };
    let start = GameState::new(rules, id);
    let record = Record::starting(&start, Origin::Seed(id)).with_id(GameId::new(id));
    Kept {
        date: id,
        size,
        score,
        max_tile: 64,
        moves: 100,
        record,
    }
}

/// `kept`'s game ended again at `score` (an undo took its end back, and play went on).
fn ended_again(kept: &Kept, score: u64) -> Kept {
    Kept {
        score,
        ..kept.clone()
    }
}

/// A race's game named `id` on a 4×4 board, of `moves` moves, `won` or lost.
fn race(id: u64, score: u64, moves: u64, won: bool) -> Kept {
    let k = game(id, 4, score);
    Kept {
        moves,
        record: k.record.with_raced(Raced {
            rival: Rival::Solver { strong: true },
            score: 1_000,
            moves: 50,
            won,
        }),
        ..k
    }
}

/// A game of a newer version, as a newer program writes its entry.
fn newer(size: usize, score: u64, tag: &str) -> Verbatim {
    let entry = format!(
        "{{\"date\": 1796000000, \"size\": {size}, \"score\": {score}, \"max_tile\": 512, \"moves\": 300, \"record\": \"tui2048-9:{tag}\"}}"
    );
    Verbatim(RawValue::from_string(entry).unwrap())
}

/// The last games as the file has them, oldest first: each game's name, or a newer
/// version's game's tag.
fn written_order(records: &Records) -> Vec<String> {
    let value: Value = serde_json::from_slice(&records_to_bytes(records)).unwrap();
    value["recent"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["record"].as_str().unwrap())
        .map(|line| match line.strip_prefix("tui2048-9:") {
            Some(tag) => tag.to_string(),
            None => Record::decode(line)
                .unwrap()
                .id()
                .unwrap()
                .get()
                .to_string(),
        })
        .collect()
}

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

/// The records a records file holding `text` reads as.
fn read_text(text: &str) -> Result<Option<Records>, RecordsError> {
    records_of(Path::new("state.records.json"), text.as_bytes()).map(Some)
}

#[test]
fn a_race_kept_again_is_one_race_won_or_lost_as_it_ended_last() {
    let mut records = Records::default();
    records.add(race(1, 300, 10, true));
    records.add(race(2, 200, 20, false));
    let counts = |r: &Records| (r.races.games, r.races.wins, r.races.moves);
    assert_eq!(counts(&records), (2, 1, 30));
    // The race won, brought back by undo and won again: one race won.
    records.add(race(1, 320, 12, true));
    assert_eq!(counts(&records), (2, 1, 32));
    // Ended again lost: none won.
    records.add(race(1, 310, 11, false));
    assert_eq!(counts(&records), (2, 0, 31));
    // And won at last.
    records.add(race(1, 330, 13, true));
    assert_eq!(counts(&records), (2, 1, 33));
    assert_eq!(records.recent.len(), 2);
    assert_eq!(records.best(4), None);
}

#[test]
fn a_newer_versions_best_of_a_size_gives_way_only_to_a_higher_score() {
    let mut records = Records::default();
    records.newer_best.insert(4, newer(4, 1_000, "BEST"));
    // Below it and equal to it: the newer version's game stays the best.
    records.add(game(1, 4, 999));
    records.add(game(2, 4, 1_000));
    assert_eq!(records.best(4), None);
    assert_eq!(records.newer_kept(), 1);
    assert!(
        String::from_utf8(records_to_bytes(&records))
            .unwrap()
            .contains("tui2048-9:BEST")
    );
    // Above it: this game is the best, and the newer one is not kept.
    records.add(game(3, 4, 1_001));
    assert_eq!(records.best(4).map(|k| (k.date, k.score)), Some((3, 1_001)));
    assert_eq!(records.newer_kept(), 0);
    assert!(
        !String::from_utf8(records_to_bytes(&records))
            .unwrap()
            .contains("tui2048-9:BEST")
    );
    // A newer version's best of another size is none of this size's business.
    records.newer_best.insert(5, newer(5, 50, "FIVE"));
    records.add(game(4, 4, 1_002));
    assert_eq!(records.best(4).map(|k| k.score), Some(1_002));
    assert_eq!(records.best(5), None);
    assert_eq!(records.newer_kept(), 1);
}

#[test]
fn a_best_ended_again_lower_gives_way_to_the_highest_last_game_of_its_size() {
    let mut records = Records::default();
    let best = game(2, 4, 500);
    for k in [
        game(1, 4, 100),
        best.clone(),
        game(3, 4, 300),
        // Higher, but a race's, and a game of another size: neither is a 4×4 best.
        race(4, 900, 40, true),
        game(5, 5, 1_000),
        game(6, 4, 300),
    ] {
        records.add(k);
    }
    assert_eq!(records.best(4).map(|k| (k.date, k.score)), Some((2, 500)));
    // The best game, brought back by undo, ends lower: the highest of the last 4×4 games
    // is the best now, the earlier of the two that scored 300.
    records.add(ended_again(&best, 200));
    assert_eq!(records.best(4).map(|k| (k.date, k.score)), Some((3, 300)));
    assert_eq!(records.best(5).map(|k| (k.date, k.score)), Some((5, 1_000)));
    assert_eq!(records.recent.len(), 6);
    assert_eq!(records.last().map(|k| (k.date, k.score)), Some((2, 200)));
    // Ended again higher than every other: it is the best again, at its new score.
    records.add(ended_again(&best, 700));
    assert_eq!(records.best(4).map(|k| (k.date, k.score)), Some((2, 700)));
    // Ended again equal to the highest other: the earlier game is the best.
    records.add(ended_again(&best, 300));
    assert_eq!(records.best(4).map(|k| (k.date, k.score)), Some((3, 300)));
}

#[test]
fn a_best_taken_back_gives_way_to_the_highest_last_game_of_its_size() {
    let mut records = Records::default();
    let best = game(1, 4, 500);
    for k in [
        best.clone(),
        game(2, 5, 1_000),
        game(3, 4, 300),
        game(4, 4, 100),
    ] {
        records.add(k);
    }
    assert!(records.take_back(&best.record));
    assert_eq!(records.best(4).map(|k| (k.date, k.score)), Some((3, 300)));
    assert_eq!(records.best(5).map(|k| (k.date, k.score)), Some((2, 1_000)));
    assert_eq!(records.recent.len(), 3);
    // A game that is not there is not taken back, and nothing changes.
    let before = records.clone();
    assert!(!records.take_back(&game(9, 4, 1).record));
    assert_eq!(records, before);
    // The last 4×4 games taken back: none is the best of that size.
    assert!(records.take_back(&game(3, 4, 300).record));
    assert!(records.take_back(&game(4, 4, 100).record));
    assert_eq!(records.best(4), None);
    assert_eq!(records.best(5).map(|k| k.score), Some(1_000));
}

#[test]
fn a_newer_game_keeps_its_place_among_the_last_when_one_before_or_after_it_goes() {
    let mut records = Records::default();
    for id in 1..=3 {
        records.add(game(id, 4, 10 * id));
    }
    // As a file read had them: 1, N, 2, 3, the newer game with one before it.
    records.newer.push((1, newer(4, 5, "N")));
    assert_eq!(written_order(&records), ["1", "N", "2", "3"]);
    assert_eq!(records.newer_games(), 1);
    // The game just after it taken back: it stays after the first.
    assert!(records.take_back(&game(2, 4, 20).record));
    assert_eq!(written_order(&records), ["1", "N", "3"]);
    assert_eq!(records.newer, [(1, newer(4, 5, "N"))]);
    // The game before it taken back: it is the first.
    assert!(records.take_back(&game(1, 4, 10).record));
    assert_eq!(written_order(&records), ["N", "3"]);
    assert_eq!(records.newer, [(0, newer(4, 5, "N"))]);
    // The first of those this version reads taken back: it stays the first.
    assert!(records.take_back(&game(3, 4, 30).record));
    assert_eq!(written_order(&records), ["N"]);
    assert_eq!(records.newer, [(0, newer(4, 5, "N"))]);
}

#[test]
fn the_newer_versions_games_are_counted_apart() {
    assert_eq!(Records::default().newer_games(), 0);
    let text = format!(
        "{{\"version\": 1, \"recent\": [{}, {}], \"best\": {{\"6\": {}}}}}",
        newer(4, 1, "A").0,
        newer(4, 2, "B").0,
        newer(6, 3, "C").0
    );
    let records = read_text(&text).unwrap().unwrap();
    assert!(records.recent.is_empty());
    assert_eq!(records.newer_games(), 2);
    assert_eq!(records.newer_kept(), 3);
}

#[test]
fn a_newer_entry_is_kept_whatever_its_fields_and_any_other_bad_one_is_damage() {
    // A newer program's entry whose fields this version does not read: kept as it is.
    let odd = r#"{"size": "large", "record": "tui2048-9:ODD"}"#;
    let text = format!(r#"{{"version": 1, "recent": [{odd}], "best": {{}}}}"#);
    let records = read_text(&text).unwrap().unwrap();
    assert_eq!(records.newer_games(), 1);
    assert!(
        String::from_utf8(records_to_bytes(&records))
            .unwrap()
            .contains(odd)
    );
    // Such an entry with a record of this version is damaged, and says where.
    let line = finished(1, 10).encode();
    let good = format!(
        r#"{{"date": 1, "size": 4, "score": 4, "max_tile": 4, "moves": 10, "record": "{line}"}}"#
    );
    let bad = format!(r#"{{"size": "large", "record": "{line}"}}"#);
    let text = format!(r#"{{"version": 1, "recent": [{good}, {bad}], "best": {{}}}}"#);
    match read_text(&text) {
        Err(RecordsError::Damaged {
            damage:
                Damage::Kept {
                    place: Place::Recent(2),
                    wrong: KeptWrong::Json(_),
                },
            ..
        }) => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn records_read_from_one_file_are_equal_and_a_different_newer_game_is_not() {
    let text = |tag: &str| {
        format!(
            "{{\"version\": 1, \"recent\": [{}], \"best\": {{}}}}",
            newer(4, 1, tag).0
        )
    };
    let a = read_text(&text("A")).unwrap().unwrap();
    assert_eq!(a, read_text(&text("A")).unwrap().unwrap());
    assert_ne!(a, read_text(&text("B")).unwrap().unwrap());
}

#[test]
fn a_record_as_long_as_a_record_may_be_is_read_and_a_longer_one_is_damage() {
    let at_limit = ups(UPS_AT_LIMIT);
    let line = at_limit.encode();
    assert_eq!(line.len(), RECORD_LIMIT);
    let file = |line: &str| {
        format!(
            r#"{{"version": 1, "recent": [{{"date": 1, "size": 4, "score": 0, "max_tile": 4, "moves": 0, "record": "{line}"}}], "best": {{}}}}"#
        )
    };
    let records = read_text(&file(&line)).unwrap().unwrap();
    assert_eq!(records.recent.len(), 1);
    assert_eq!(records.recent[0].record.moves().len(), UPS_AT_LIMIT);
    let longer = ups(UPS_AT_LIMIT + 4).encode();
    assert_eq!(longer.len(), RECORD_LIMIT + 1);
    match read_text(&file(&longer)) {
        Err(RecordsError::Damaged {
            damage:
                Damage::Kept {
                    place: Place::Recent(1),
                    wrong: KeptWrong::TooLong,
                },
            ..
        }) => {}
        other => panic!("{other:?}"),
    }
}
