use super::*;

#[test]
fn huge_and_deep_values_anywhere_never_panic() {
    let ten_mb = "x".repeat(10 * 1024 * 1024);
    let monsters = [
        quoted(&ten_mb),
        deep(100_000),
        format!("{}1{}", r#"{"a":"#.repeat(100_000), "}".repeat(100_000)),
        "[".repeat(100_000),
    ];
    let good_board = "[[2,0,0],[0,0,0],[0,0,4]]";
    for (which, monster) in monsters.iter().enumerate() {
        let texts = [
            monster.clone(),
            format!(r#"{{"version": 1, "game": {monster}}}"#),
            format!(r#"{{"version": 1, "game": {{"board": {monster}}}}}"#),
            format!(r#"{{"version": 1, "game": {{"board": [{monster}]}}}}"#),
            format!(r#"{{"version": 1, "game": {{"board": {good_board}, "rng": {monster}}}}}"#),
            format!(r#"{{"version": 1, "best": {monster}, "game": {{"board": {good_board}}}}}"#),
            format!(r#"{{"version": {monster}, "game": {{"board": {good_board}}}}}"#),
            format!(
                r#"{{"version": 1, "game": {{"board": {good_board}, "status": {monster}}}, "extra": {monster}}}"#
            ),
            format!(r#"{{"version": 2, "game": {monster}}}"#),
        ];
        for (slot, text) in texts.iter().enumerate() {
            let result = check(text.as_bytes())
                .unwrap_or_else(|e| panic!("payload {which} in slot {slot}: {e}"));
            match (which, slot) {
                // An unknown rng text, however long, seeds the game.
                (0, 4) => assert!(result.is_ok(), "{result:?}"),
                // A newer version is told before anything else is looked at, whatever
                // follows it: too deep for a game, or not JSON at all (it never ends).
                (_, 8) => assert_eq!(result, Err(ParseError::Newer { version: 2 })),
                (_, 4) => assert!(matches!(result, Err(ParseError::Invalid { .. }))),
                _ => {}
            }
        }
    }
}

#[test]
fn deep_nesting_is_invalid() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert_invalid(&deep);
    assert_invalid(&format!(r#"{{"version": 1, "game": {deep}}}"#));
}

#[test]
fn huge_numbers_are_invalid_where_counts_go() {
    for number in ["1e308", "18446744073709551616", "-1", "1.5"] {
        assert_invalid(&format!(
            r#"{{"version": 1, "game": {{"board": [[2,0,0],[0,0,0],[0,0,0]], "moves": {number}}}}}"#
        ));
        // A best score that is not a whole number is dropped; the game is fine.
        let saved = parse_str(&format!(
            r#"{{"version": 1, "best": {{"4": {number}, "3": 8}}, "game": {{"board": [[2,0,0],[0,0,0],[0,0,0]]}}}}"#
        ))
        .expect("the game is fine");
        assert_eq!(saved.best, BestScores::from([(3, 8)]), "{number}");
    }
    // A version beyond any number is a newer one (the file is left alone); one that is
    // not a whole number above zero is no version.
    for (number, version) in [("1e308", u64::MAX), ("18446744073709551616", u64::MAX)] {
        assert_eq!(
            parse_str(&format!(
                r#"{{"version": {number}, "game": {{"board": [[2,0,0],[0,0,0],[0,0,0]]}}}}"#
            )),
            Err(ParseError::Newer { version })
        );
    }
    for number in ["-1", "1.5", "0.0"] {
        assert_invalid(&format!(
            r#"{{"version": {number}, "game": {{"board": [[2,0,0],[0,0,0],[0,0,0]]}}}}"#
        ));
    }
    // A huge rng number is a text like any other.
    let saved =
        parse_str(r#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]], "rng": 1e308}}"#)
            .expect("parses");
    assert_ne!(saved.game.rng(), &GameRng::from_seed(FRESH));
    let again =
        parse_str(r#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]], "rng": 1e308}}"#)
            .expect("parses");
    assert_eq!(saved, again);
}

#[test]
fn the_history_of_finished_games_round_trips_and_is_bounded() {
    use tui2048_engine::game::{FinishedGame, HISTORY_LIMIT};
    let game = GameState::new(Rules::default(), 3);
    let history: Vec<FinishedGame> = (0..5)
        .map(|i| FinishedGame {
            score: 100 * i,
            max_tile: 2 << i,
            moves: 10 * i,
            size: 4,
            date: 1_700_000_000 + i,
            ..Default::default()
        })
        .collect();
    let saved = Saved {
        best: Default::default(),
        best_assisted: Default::default(),
        stats: Default::default(),
        game: game.clone(),
        undo: vec![],
        history: history.clone(),
        record: None,
    };
    let bytes = to_bytes(&saved);
    let text = String::from_utf8(bytes.clone()).unwrap();
    assert!(
        text.contains(
            "{\"score\":400,\"max_tile\":32,\"moves\":40,\"size\":4,\"date\":1700000004}"
        )
    );
    assert_eq!(parse(&bytes, &mut || 0).unwrap().history, history);
    // A file with more than the limit keeps the newest.
    let long: Vec<String> = (0..HISTORY_LIMIT + 7)
        .map(|i| format!("{{\"score\":{i},\"max_tile\":4,\"moves\":1,\"size\":4,\"date\":0}}"))
        .collect();
    let file = format!(
        "{{\"version\":1,\"game\":{{\"board\":[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]]}},\"history\":[{}]}}",
        long.join(",")
    );
    let loaded = parse(file.as_bytes(), &mut || 0).unwrap();
    assert_eq!(loaded.history.len(), HISTORY_LIMIT);
    assert_eq!(loaded.history[0].score, 7);
}

#[test]
fn best_scores_for_no_board_size_are_dropped_not_fatal() {
    let file = br#"{"version": 1, "best": {"four": 10, "9": 11, "2": 12, "3": 13},
        "game": {"board": [[2,0,0],[0,0,0],[0,0,0]]}}"#;
    let saved = parse(file, &mut || 0).expect("the game is fine");
    assert_eq!(saved.best, BestScores::from([(3, 13)]));
}

#[test]
fn a_byte_order_mark_is_not_corruption() {
    let mut file = b"\xEF\xBB\xBF".to_vec();
    file.extend_from_slice(br#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,4]]}}"#);
    let saved = parse(&file, &mut || 0).expect("a BOM is skipped");
    assert_eq!(
        saved.game.board().to_values(),
        [[2, 0, 0], [0, 0, 0], [0, 0, 4]]
    );
}

#[test]
fn a_playing_game_that_holds_its_target_is_past_its_win() {
    let file = br#"{"version": 1, "game": {"target": 16, "status": "playing",
        "board": [[16,0,0],[0,2,0],[0,0,0]]}}"#;
    let saved = parse(file, &mut || 0).unwrap();
    assert_eq!(saved.game.status(), Status::KeepPlaying);
}

#[test]
fn version_one_may_be_written_as_a_decimal() {
    let saved = parse_str(r#"{"version": 1.0, "game": {"board": [[2,0,0],[0,0,0],[0,0,4]]}}"#)
        .expect("1.0 is version 1");
    assert_eq!(
        saved.game.board().to_values(),
        [[2, 0, 0], [0, 0, 0], [0, 0, 4]]
    );
}

#[test]
fn a_bad_best_or_statistics_entry_drops_that_entry_only() {
    let saved = parse_str(
        r#"{"version": 1,
            "best": {"3": 500, "4": -10, "5": "ten", "6": 1.5, "7": null, "8": 64},
            "stats": {"games": 12, "wins": "three", "moves": -1, "best_tile": 4096},
            "game": {"board": [[2,0,0],[0,0,0],[0,0,4]], "rng": 1}}"#,
    )
    .expect("the game is fine");
    assert_eq!(saved.best, BestScores::from([(3, 500), (8, 64)]));
    assert_eq!(
        saved.stats,
        Stats {
            own: Tally {
                games: 12,
                wins: 0,
                moves: 0,
                best_tile: 4096,
                hints: 0,
            },
            assisted: Tally::default(),
            daily: Default::default(),
        }
    );
    // Best scores and statistics of the wrong shape altogether are dropped, not fatal.
    for (best, stats) in [("[10]", "\"many\""), ("7", "[1, 2]"), ("null", "{}")] {
        let saved = parse_str(&format!(
            r#"{{"version": 1, "best": {best}, "stats": {stats}, "game": {{"board": [[2,0,0],[0,0,0],[0,0,4]]}}}}"#
        ))
        .expect("the game is fine");
        assert_eq!(saved.best, BestScores::new());
        assert_eq!(saved.stats, Stats::default());
    }
    // Salvaged from a bad game the same way.
    let (_, best, _) = assert_invalid(
        r#"{"version": 1, "best": {"4": 20480, "5": "x"}, "game": {"board": [[3]]}}"#,
    );
    assert_eq!(best, BestScores::from([(4, 20480)]));
}

/// A state file whose undo list holds `entries` entries, the i-th with score i.
fn long_undo(entries: usize) -> String {
    let mut text = String::from(
        r#"{"version":1,"game":{"board":[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,4]],"score":7,"rng":1},"undo":["#,
    );
    for i in 0..entries {
        if i > 0 {
            text.push(',');
        }
        text.push_str(&format!(
            r#"{{"board":[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,2]],"score":{i},"moves":{i},"rng":{i}}}"#
        ));
    }
    text.push_str("]}");
    text
}

#[test]
fn undo_is_cut_to_its_limit_while_it_is_read() {
    use tui2048_engine::game::UNDO_LIMIT;
    assert_eq!(UNDO_LIMIT, 1000);
    let saved = parse_str(&long_undo(5_000)).expect("parses");
    assert_eq!(saved.undo.len(), 1000);
    // The newest are kept, oldest first.
    assert_eq!(saved.undo[0].score(), 4_000);
    assert_eq!(saved.undo[999].score(), 4_999);
    assert_eq!(saved.game.score(), 7);
    // Entries that are dropped are not checked beyond their shape.
    let first = r#"[0,0,0,2]],"score":0,"#;
    let bad = r#"[0,0,0,3]],"score":0,"#;
    let text = long_undo(1_001).replace(first, bad);
    assert_eq!(
        parse_str(&text)
            .expect("the bad entry is dropped")
            .undo
            .len(),
        1000
    );
    assert_invalid(&long_undo(1_000).replace(first, bad));
}

#[test]
fn an_empty_board_is_reported_as_a_new_game() {
    let text =
        r#"{"version": 1, "game": {"board": [[0,0,0],[0,0,0],[0,0,0]], "score": 9, "rng": 5}}"#;
    let parsed = tui2048_store::read(text.as_bytes(), &mut || FRESH).expect("parses");
    assert!(parsed.new_game);
    assert_eq!(parsed.saved.game.score(), 0);
    assert_eq!(tile_count(parsed.saved.game.board()), 2);
    let text = r#"{"version": 1, "game": {"board": [[0,0,0],[0,2,0],[0,0,0]], "rng": 5}}"#;
    let parsed = tui2048_store::read(text.as_bytes(), &mut || FRESH).expect("parses");
    assert!(!parsed.new_game);
}

fn tile_count(board: &Board) -> usize {
    board
        .to_values()
        .iter()
        .flatten()
        .filter(|&&v| v != 0)
        .count()
}

/// The file's exact layout: the fields of the file, of its best scores, statistics and
/// game each on a line of their own, indented by two spaces a level; each undo entry and
/// finished game on one line; empty lists and objects closed where they open.
#[test]
fn the_file_is_laid_out_for_a_person_to_read() {
    use tui2048_engine::game::{FinishedGame, Origin, Record, Tally};
    let rules = Rules {
        size: 3,
        target: 64,
        spawn: SpawnRule::Classic,
    };
    let game = GameState::from_parts(
        rules,
        board(&[[2, 0, 0], [0, 4, 0], [0, 0, 8]]),
        12,
        3,
        Status::Playing,
        GameRng::from_seed(7),
    );
    let older = GameState::from_parts(
        Rules::default(),
        board(&[[2, 0, 0, 0], [0; 4], [0; 4], [0, 0, 0, 2]]),
        0,
        0,
        Status::Playing,
        GameRng::from_seed(8),
    );
    let saved = Saved {
        best: BestScores::from([(3, 120), (4, 20480)]),
        best_assisted: BestScores::from([(4, 30000)]),
        stats: Stats {
            own: Tally {
                games: 2,
                wins: 1,
                moves: 30,
                hints: 4,
                best_tile: 128,
            },
            assisted: Tally {
                games: 1,
                wins: 0,
                moves: 9,
                hints: 0,
                best_tile: 32,
            },
            daily: tui2048_engine::game::Streak {
                finished: tui2048_engine::game::Run {
                    days: 3,
                    last: Some(tui2048_engine::game::Day::new(2026, 11, 30).unwrap()),
                    longest: 5,
                },
                won: tui2048_engine::game::Run {
                    days: 1,
                    last: Some(tui2048_engine::game::Day::new(2026, 11, 29).unwrap()),
                    longest: 2,
                },
            },
        },
        game: game.clone(),
        undo: vec![older],
        history: vec![FinishedGame {
            score: 500,
            max_tile: 64,
            moves: 40,
            size: 3,
            date: 1_700_000_000,
            assisted: true,
            hints: 2,
        }],
        record: Some(Record::starting(&game, Origin::Seed(7))),
    };
    let full = r#"{
  "version": 1,
  "best": {
    "3": 120,
    "4": 20480
  },
  "best_assisted": {
    "4": 30000
  },
  "stats": {
    "games": 2,
    "wins": 1,
    "moves": 30,
    "best_tile": 128,
    "hints": 4,
    "assisted": {"games":1,"wins":0,"moves":9,"best_tile":32},
    "streak": {"finished":{"days":3,"last":"2026-11-30","longest":5},"won":{"days":1,"last":"2026-11-29","longest":2}}
  },
  "game": {
    "size": 3,
    "target": 64,
    "spawn": "classic",
    "board": [[2,0,0],[0,4,0],[0,0,8]],
    "score": 12,
    "moves": 3,
    "status": "playing",
    "rng": "pcg32:ce992ab3a7319e0a:1e254ff26f3ba637"
  },
  "record": "tui2048-1:AwYgAAAADAMKnjGnsyqZzjemO2_yTyUeAQAAAAIAAAADAAKvq18",
  "undo": [
    {"size":4,"target":2048,"board":[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,2]],"score":0,"moves":0,"status":"playing","rng":"pcg32:722f2de0e37fd7ac:5a72833f9c003925"}
  ],
  "history": [
    {"score":500,"max_tile":64,"moves":40,"size":3,"date":1700000000,"assisted":true,"hints":2}
  ]
}
"#;
    assert_eq!(String::from_utf8(to_bytes(&saved)).unwrap(), full);
    let bare = Saved {
        best: BestScores::new(),
        best_assisted: BestScores::new(),
        stats: Stats::default(),
        game,
        undo: vec![],
        history: vec![],
        record: None,
    };
    let empty = r#"{
  "version": 1,
  "best": {},
  "stats": {
    "games": 0,
    "wins": 0,
    "moves": 0,
    "best_tile": 0
  },
  "game": {
    "size": 3,
    "target": 64,
    "spawn": "classic",
    "board": [[2,0,0],[0,4,0],[0,0,8]],
    "score": 12,
    "moves": 3,
    "status": "playing",
    "rng": "pcg32:ce992ab3a7319e0a:1e254ff26f3ba637"
  },
  "undo": [],
  "history": []
}
"#;
    assert_eq!(String::from_utf8(to_bytes(&bare)).unwrap(), empty);
}

/// The record saved with the game comes back when it leads to the game; a record of
/// another game, or a line that cannot be read, is dropped and the game still loads.
#[test]
fn the_saved_record_is_kept_only_when_it_leads_to_the_game() {
    use tui2048_engine::game::{Origin, Record};
    let played = |seed: u64| {
        let mut game = GameState::new(Rules::default(), seed);
        let mut record = Record::starting(&game, Origin::Seed(seed));
        for dir in [
            Dir::Left,
            Dir::Up,
            Dir::Right,
            Dir::Down,
            Dir::Left,
            Dir::Up,
        ] {
            if let Some((next, _)) = game.apply(dir) {
                game = next;
                record.push(dir);
            }
        }
        (game, record)
    };
    let (game, record) = played(5);
    let (_, other) = played(6);
    let saved = |record: Option<Record>| Saved {
        best: BestScores::new(),
        best_assisted: BestScores::new(),
        stats: Stats::default(),
        game: game.clone(),
        undo: vec![],
        history: vec![],
        record,
    };
    let back = parse(&to_bytes(&saved(Some(record.clone()))), &mut || FRESH).unwrap();
    assert_eq!(back.record, Some(record));
    assert_eq!(back.game, game);

    let back = parse(&to_bytes(&saved(Some(other))), &mut || FRESH).unwrap();
    assert_eq!(back.record, None);
    assert_eq!(back.game, game);

    let text = String::from_utf8(to_bytes(&saved(None))).unwrap();
    let spoilt = text.replacen(
        "\n  \"undo\"",
        "\n  \"record\": \"tui2048-1:AAAA\",\n  \"undo\"",
        1,
    );
    assert_ne!(spoilt, text);
    let back = parse_str(&spoilt).unwrap();
    assert_eq!(back.record, None);
    assert_eq!(back.game, game);
}

#[test]
fn the_daily_streaks_are_read_back_and_a_damaged_one_costs_only_itself() {
    use tui2048_engine::game::{Day, Run};
    let file = |streak: &str| {
        format!(
            r#"{{"version":1,"stats":{{"games":2,"wins":1,"moves":30,"best_tile":128,"streak":{streak}}},
               "game":{{"board":[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,2]],"score":4,"moves":2}}}}"#
        )
    };
    let day = |d| Day::new(2026, 11, d).unwrap();
    let good = parse_str(&file(
        r#"{"finished":{"days":3,"last":"2026-11-30","longest":5},"won":{"days":1,"last":"2026-11-29","longest":2}}"#,
    ))
    .unwrap();
    assert_eq!(
        good.stats.daily.finished,
        Run {
            days: 3,
            last: Some(day(30)),
            longest: 5
        }
    );
    assert_eq!(
        good.stats.daily.won,
        Run {
            days: 1,
            last: Some(day(29)),
            longest: 2
        }
    );
    // A day that is not one ends its run (the longest kept, never below the days); a value
    // of the wrong kind is none; the rest of the counts stand.
    let bad = parse_str(&file(
        r#"{"finished":{"days":4,"last":"2026-13-01","longest":2},"won":7}"#,
    ))
    .unwrap();
    assert_eq!(
        bad.stats.daily.finished,
        Run {
            days: 0,
            last: None,
            longest: 2
        }
    );
    assert_eq!(bad.stats.daily.won, Run::default());
    assert_eq!(bad.stats.own.games, 2);
    let odd = parse_str(&file(r#""three""#)).unwrap();
    assert_eq!(odd.stats.daily, Default::default());
    assert_eq!(odd.stats.own.wins, 1);
    // A file without streaks writes none.
    let text = String::from_utf8(to_bytes(&odd)).unwrap();
    assert!(!text.contains("streak"), "{text}");
}
