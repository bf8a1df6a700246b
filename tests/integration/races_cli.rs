//! The games `export`, `review` and `replay` name when races are kept among the finished
//! games: `last` and the numbers count the player's own games only, `race-last` the last
//! race's, whatever order they were kept in.

use crate::support;

use std::process::Output;

use tui2048_engine::game::{GameState, Origin, Raced, Record, Rival, Rules};
use tui2048_files::StateFile;

/// A finished game of `moves` moves from `seed`, a race's when `raced`.
fn game(seed: u64, moves: usize, raced: bool) -> Record {
    let state = GameState::new(Rules::default(), seed);
    let record = Record::starting(&state, Origin::Seed(seed));
    let (mut record, _) = support::cycled(state, record, moves);
    record.finish(1_796_083_200 + seed);
    if raced {
        record = record.with_raced(Raced {
            rival: Rival::Solver { strong: false },
            score: 0,
            moves: moves as u64,
            won: false,
        });
    }
    record
}

/// What the program prints for `args` in `home`: its exit code, standard output and error.
fn run(home: &std::path::Path, args: &[&str]) -> (Option<i32>, String, String) {
    let Output {
        status,
        stdout,
        stderr,
    } = support::run_in(home, args, None);
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (status.code(), text(stdout), text(stderr))
}

#[test]
fn last_and_the_numbers_name_the_players_own_games_and_race_last_the_race() {
    let home = tempfile::tempdir().unwrap();
    let state = home.path().join("tui2048").join("state.json");
    let records = home.path().join("tui2048").join("state.records.json");
    let keep = |games: &[&Record]| {
        let (file, _) = StateFile::open(&state).unwrap();
        for record in games {
            file.keep_finished(record).unwrap();
        }
    };
    // Only a race so far (one left after two moves): no game of the player's own.
    let first_race = game(1, 2, true);
    keep(&[&first_race]);
    let none = format!(
        "tui2048: no finished game of your own is kept yet in {} (race-last is the last race's)\n",
        records.display()
    );
    for args in [
        &["export", "last"][..],
        &["export", "1"],
        &["review", "last"],
    ] {
        assert_eq!(
            run(home.path(), args),
            (Some(1), String::new(), none.clone())
        );
    }
    let line = |r: &Record| format!("{}\n", r.encode());
    let ok = |r: &Record| (Some(0), line(r), String::new());
    assert_eq!(run(home.path(), &["export", "race-last"]), ok(&first_race));
    // Own games and races kept in turn: the last race comes last.
    let (own_1, own_2, race) = (game(2, 12, false), game(3, 9, false), game(4, 2, true));
    keep(&[&own_1, &own_2, &race]);
    assert_eq!(run(home.path(), &["export", "last"]), ok(&own_2));
    assert_eq!(run(home.path(), &["export", "1"]), ok(&own_2));
    assert_eq!(run(home.path(), &["export", "2"]), ok(&own_1));
    assert_eq!(
        run(home.path(), &["export", "3"]),
        (
            Some(2),
            String::new(),
            "tui2048: only 2 finished games so far: give a number from 1 to 2\n".into()
        )
    );
    assert_eq!(run(home.path(), &["export", "race-last"]), ok(&race));
}

#[test]
fn race_last_with_no_race_kept_says_so() {
    let home = tempfile::tempdir().unwrap();
    let state = home.path().join("tui2048").join("state.json");
    let records = home.path().join("tui2048").join("state.records.json");
    let (file, _) = StateFile::open(&state).unwrap();
    file.keep_finished(&game(5, 6, false)).unwrap();
    drop(file);
    let said = format!(
        "tui2048: no race's game is kept yet in {}: tui2048 race plays one\n",
        records.display()
    );
    assert_eq!(
        run(home.path(), &["export", "race-last"]),
        (Some(1), String::new(), said)
    );
}
