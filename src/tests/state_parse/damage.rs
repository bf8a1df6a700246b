use super::*;

// ---------------------------------------------------------------------------------------
// Files that are refused

const GAME: &str = r#""game": {"board": [[2,0,0,0],[0,0,0,0],[0,0,4,0],[0,0,0,0]]}"#;

#[rstest]
#[case::not_json("this is not JSON")]
#[case::empty_file("")]
#[case::only_whitespace("  \n")]
#[case::truncated(r#"{"version": 1, "game": {"board": [[2,0,0,0],[0,0,0,0],[0,0"#)]
#[case::trailing_garbage(r#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]]}} x"#)]
#[case::top_level_array("[1, 2, 3]")]
#[case::top_level_number("1")]
#[case::ragged_rows(r#"{"version": 1, "game": {"board": [[2,0,0],[0,0],[0,0,0]]}}"#)]
#[case::a_long_row(r#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0,0],[0,0,0]]}}"#)]
#[case::size_2(r#"{"version": 1, "game": {"size": 2, "board": [[2,0],[0,0]]}}"#)]
#[case::two_rows(r#"{"version": 1, "game": {"board": [[2,0],[0,0]]}}"#)]
#[case::size_9(
    r#"{"version": 1, "game": {"size": 9, "board": [[2,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0]]}}"#
)]
#[case::empty_board_rows(r#"{"version": 1, "game": {"board": []}}"#)]
#[case::size_disagrees(
    r#"{"version": 1, "game": {"size": 5, "board": [[2,0,0,0],[0,0,0,0],[0,0,4,0],[0,0,0,0]]}}"#
)]
#[case::tile_3(r#"{"version": 1, "game": {"board": [[3,0,0],[0,0,0],[0,0,0]]}}"#)]
#[case::tile_1(r#"{"version": 1, "game": {"board": [[1,0,0],[0,0,0],[0,0,0]]}}"#)]
#[case::tile_6(r#"{"version": 1, "game": {"board": [[2,0,0],[0,6,0],[0,0,0]]}}"#)]
#[case::negative_tile(r#"{"version": 1, "game": {"board": [[-2,0,0],[0,0,0],[0,0,0]]}}"#)]
#[case::fractional_tile(r#"{"version": 1, "game": {"board": [[2.5,0,0],[0,0,0],[0,0,0]]}}"#)]
#[case::tile_as_string(r#"{"version": 1, "game": {"board": [["2",0,0],[0,0,0],[0,0,0]]}}"#)]
#[case::negative_score(
    r#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]], "score": -5}}"#
)]
#[case::score_as_string(
    r#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]], "score": "100"}}"#
)]
#[case::score_too_large(r#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]], "score": 18446744073709551616}}"#)]
#[case::unknown_status(
    r#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]], "status": "paused"}}"#
)]
#[case::status_as_number(
    r#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]], "status": 1}}"#
)]
#[case::unknown_spawn(
    r#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]], "spawn": "random"}}"#
)]
#[case::target_not_a_power_of_two(
    r#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]], "target": 1000}}"#
)]
#[case::target_4(r#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]], "target": 4}}"#)]
#[case::missing_version(r#"{"game": {"board": [[2,0,0],[0,0,0],[0,0,0]]}}"#)]
#[case::version_0(r#"{"version": 0, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]]}}"#)]
#[case::version_as_string(r#"{"version": "1", "game": {"board": [[2,0,0],[0,0,0],[0,0,0]]}}"#)]
#[case::version_negative(r#"{"version": -1, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]]}}"#)]
#[case::missing_game(r#"{"version": 1, "best": {"4": 10}}"#)]
#[case::game_as_array(r#"{"version": 1, "game": [[2,0,0],[0,0,0],[0,0,0]]}"#)]
#[case::missing_board(r#"{"version": 1, "game": {"size": 3, "score": 4}}"#)]
#[case::bad_undo_entry(r#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]]}, "undo": [{"board": [[3,0,0],[0,0,0],[0,0,0]]}]}"#)]
#[case::undo_as_object(
    r#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]]}, "undo": {}}"#
)]
fn a_bad_file_is_invalid(#[case] text: &str) {
    assert_invalid(text);
}

/// The reason a bad file gives names what was wrong and where.
#[test]
fn a_bad_list_says_a_list_was_expected() {
    for (list, found) in [("undo", "map"), ("history", "integer `7`")] {
        let text = format!(
            r#"{{"version": 1, "game": {{"board": [[2,0,0],[0,0,0],[0,0,0]]}}, "{list}": {}}}"#,
            if list == "undo" { "{}" } else { "7" }
        );
        let (reason, _, _) = assert_invalid(&text);
        assert!(
            reason.starts_with(&format!("invalid type: {found}, expected a list at line 1")),
            "{list}: {reason}"
        );
    }
}

#[test]
fn the_documented_example_cut_anywhere_is_invalid() {
    let bytes = DOCUMENTED.as_bytes();
    for cut in 0..bytes.len() - 1 {
        match parse(&bytes[..cut], &mut || FRESH) {
            Err(ParseError::Invalid { .. }) => {}
            other => panic!("cut at {cut}: {other:?}"),
        }
    }
    assert!(parse(bytes, &mut || FRESH).is_ok());
}

#[test]
fn best_scores_are_salvaged_from_a_bad_game() {
    let best = r#""best": {"3": 500, "4": 20480, "7": 9}"#;
    let stats = r#""stats": {"games": 12, "wins": 3, "moves": 8123, "best_tile": 4096}"#;
    let expected_best = BestScores::from([(3, 500), (4, 20480), (7, 9)]);
    let expected_stats = Stats {
        own: Tally {
            games: 12,
            wins: 3,
            moves: 8123,
            best_tile: 4096,
            hints: 0,
        },
        assisted: Tally::default(),
        daily: Default::default(),
    };
    for game in [
        r#""game": {"board": [[3,0,0],[0,0,0],[0,0,0]]}"#,
        r#""game": {"board": [[2,0,0],[0,0],[0,0,0]]}"#,
        r#""game": {"board": [[2,0,0],[0,0,0],[0,0,0]], "score": -1}"#,
        r#""game": {"board": [[2,0,0],[0,0,0],[0,0,0]], "status": "paused"}"#,
        r#""game": "garbage""#,
        r#""nogame": 1"#,
        r#""game": {"board": [[2,0,0],[0,0,0],[0,0,0]]}, "undo": [{"board": [[1]]}]"#,
    ] {
        let text = format!("{{\"version\": 1, {best}, {stats}, {game}}}");
        let (_, b, s) = assert_invalid(&text);
        assert_eq!(b, expected_best, "{text}");
        assert_eq!(s, expected_stats, "{text}");
    }
    // A missing version spoils the game, not the best scores.
    let (_, b, _) = assert_invalid(&format!("{{{best}, {GAME}}}"));
    assert_eq!(b, expected_best);
    // Only the sizes that can be played are kept from a best list.
    let (_, b, _) =
        assert_invalid(r#"{"version": 1, "best": {"4": 10, "x": 5, "9": 3}, "game": 1}"#);
    assert_eq!(b, BestScores::from([(4, 10)]));
    // A file cut short keeps what came before the cut.
    let (_, b, s) = assert_invalid(r#"{"version": 1, "best": {"4": 10}, "game": {"#);
    assert_eq!(b, BestScores::from([(4, 10)]));
    assert_eq!(s, Stats::default());
    // Nothing can be salvaged from bytes that are not JSON.
    let (_, b, s) = assert_invalid(r#"{"version": 1, "best" {"4": 10}}"#);
    assert_eq!(b, BestScores::new());
    assert_eq!(s, Stats::default());
    // A bad best list is not salvaged.
    let (_, b, s) = assert_invalid(&format!(
        r#"{{"version": 1, "best": {{"4": "ten"}}, {stats}, "game": 1}}"#
    ));
    assert_eq!(b, BestScores::new());
    assert_eq!(s, expected_stats);
}

#[rstest]
#[case(r#"{"version": 2, "game": "garbage"}"#, 2)]
#[case(r#"{"version": 2}"#, 2)]
#[case(
    r#"{"version": 2, "best": {"x": -1}, "game": {"board": [[3]]}, "undo": 7}"#,
    2
)]
#[case(r#"{"version": 2, "everything": ["changed"]}"#, 2)]
#[case(r#"{"version": 17, "game": null}"#, 17)]
#[case(r#"{"game": [], "version": 18446744073709551615}"#, u64::MAX)]
#[case(r#"{"version": 2.0, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]]}}"#, 2)]
#[case(r#"{"version": 3e0, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]]}}"#, 3)]
fn a_newer_file_is_left_alone(#[case] text: &str, #[case] version: u64) {
    assert_eq!(parse_str(text), Err(ParseError::Newer { version }));
}

// ---------------------------------------------------------------------------------------
// Anything at all: never a panic

/// A JSON number, among them the awkward ones.
fn number() -> impl Strategy<Value = String> {
    prop_oneof![
        (0u64..=5000).prop_map(|n| n.to_string()),
        (1u32..=63).prop_map(|k| (1u64 << k).to_string()),
        any::<u64>().prop_map(|n| n.to_string()),
        any::<i64>().prop_map(|n| n.to_string()),
        any::<f64>().prop_map(|f| f.to_string()),
        prop::sample::select(vec![
            "1e308",
            "-1e308",
            "1e400",
            "18446744073709551616",
            "18446744073709551615",
            "-9223372036854775809",
            "-0",
            "0.0",
            "1.0",
            "2.0",
            "1e1",
            "4E0",
        ])
        .prop_map(String::from),
    ]
}

fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "version",
            "game",
            "board",
            "size",
            "target",
            "spawn",
            "score",
            "moves",
            "status",
            "rng",
            "best",
            "stats",
            "undo",
            "games",
            "wins",
            "best_tile",
            "3",
            "4",
            "8",
            "9",
            "playing",
            "won",
            "keep_playing",
            "over",
            "classic",
            "scaled",
            "pcg32:0123456789abcdef:fedcba9876543211",
            "pcg32:0123456789abcdef:fedcba9876543210",
        ])
        .prop_map(String::from),
        any::<String>(),
    ]
}

/// Any JSON value, as text.
fn json() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        5 => Just("null".to_string()),
        5 => Just("true".to_string()),
        5 => Just("false".to_string()),
        10 => number(),
        10 => word().prop_map(|w| quoted(&w)),
        1 => Just(deep(100_000)),
    ];
    leaf.prop_recursive(5, 64, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(|v| format!("[{}]", v.join(","))),
            prop::collection::vec((word(), inner), 0..6).prop_map(|kv| {
                let fields: Vec<String> = kv
                    .iter()
                    .map(|(k, v)| format!("{}:{v}", quoted(k)))
                    .collect();
                format!("{{{}}}", fields.join(","))
            }),
        ]
    })
}

/// A tile, mostly a good one.
fn tile() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => Just("0".to_string()),
        6 => (1u32..=12).prop_map(|k| (1u64 << k).to_string()),
        1 => (58u32..=63).prop_map(|k| (1u64 << k).to_string()),
        1 => number(),
        1 => json(),
    ]
}

/// A board of rows that mostly agree with each other.
fn board_text() -> impl Strategy<Value = String> {
    prop_oneof![
        8 => (2usize..=9).prop_flat_map(|n| {
            prop::collection::vec(prop::collection::vec(tile(), n), n)
        }),
        2 => prop::collection::vec(prop::collection::vec(tile(), 0..10), 0..10),
    ]
    .prop_map(|rows| {
        let rows: Vec<String> = rows.iter().map(|r| format!("[{}]", r.join(","))).collect();
        format!("[{}]", rows.join(","))
    })
}

/// `good` most of the time, else any JSON.
fn or_junk<S: Strategy<Value = String> + 'static>(good: S) -> impl Strategy<Value = String> {
    prop_oneof![4 => good, 1 => json()]
}

/// Optional fields: `Some` writes the field.
fn field(name: &'static str, value: BoxedStrategy<String>) -> BoxedStrategy<Option<String>> {
    prop::option::weighted(
        0.7,
        value.prop_map(move |v| format!("{}:{v}", quoted(name))),
    )
    .boxed()
}

fn game_text() -> impl Strategy<Value = String> {
    let fields = vec![
        field(
            "size",
            or_junk((2usize..=9).prop_map(|n| n.to_string())).boxed(),
        ),
        field(
            "target",
            or_junk((2u32..=63).prop_map(|k| (1u64 << k).to_string())).boxed(),
        ),
        field(
            "spawn",
            or_junk(prop::sample::select(vec!["\"classic\"", "\"scaled\""]).prop_map(String::from))
                .boxed(),
        ),
        field("board", or_junk(board_text()).boxed()),
        field("score", or_junk(number()).boxed()),
        field("moves", or_junk(number()).boxed()),
        field(
            "status",
            or_junk(
                prop::sample::select(vec![
                    "\"playing\"",
                    "\"won\"",
                    "\"keep_playing\"",
                    "\"over\"",
                ])
                .prop_map(String::from),
            )
            .boxed(),
        ),
        field(
            "rng",
            or_junk(prop_oneof![
                any::<u64>().prop_map(|s| quoted(&GameRng::from_seed(s).encode())),
                any::<u64>().prop_map(|s| s.to_string()),
                word().prop_map(|w| quoted(&w)),
            ])
            .boxed(),
        ),
        field("extra", json().boxed()),
    ];
    fields.prop_map(|fs| {
        format!(
            "{{{}}}",
            fs.into_iter().flatten().collect::<Vec<_>>().join(",")
        )
    })
}

/// A file shaped like a state file, each part good or not.
fn file_text() -> impl Strategy<Value = String> {
    let best = prop::collection::btree_map(
        prop_oneof![4 => (3usize..=8).prop_map(|n| n.to_string()), 1 => word()],
        or_junk(number()),
        0..5,
    )
    .prop_map(|m: BTreeMap<String, String>| {
        let fields: Vec<String> = m
            .iter()
            .map(|(k, v)| format!("{}:{v}", quoted(k)))
            .collect();
        format!("{{{}}}", fields.join(","))
    });
    let stats = prop::collection::vec(
        (
            prop::sample::select(vec!["games", "wins", "moves", "best_tile", "other"]),
            or_junk(number()),
        ),
        0..5,
    )
    .prop_map(|kv| {
        let fields: Vec<String> = kv
            .iter()
            .map(|(k, v)| format!("{}:{v}", quoted(k)))
            .collect();
        format!("{{{}}}", fields.join(","))
    });
    let fields = vec![
        field(
            "version",
            prop_oneof![8 => Just("1".to_string()), 1 => Just("2".to_string()), 1 => number(), 1 => json()]
                .boxed(),
        ),
        field("best", or_junk(best).boxed()),
        field("stats", or_junk(stats).boxed()),
        field("game", or_junk(game_text()).boxed()),
        field(
            "undo",
            or_junk(prop::collection::vec(game_text(), 0..4).prop_map(|g| format!("[{}]", g.join(","))))
                .boxed(),
        ),
    ];
    fields.prop_map(|fs| {
        format!(
            "{{{}}}",
            fs.into_iter().flatten().collect::<Vec<_>>().join(",")
        )
    })
}

/// Damage to a file: cut it short, change bytes, or splice in other bytes.
fn damage(bytes: Vec<u8>) -> impl Strategy<Value = Vec<u8>> {
    let len = bytes.len();
    prop_oneof![
        (0..=len).prop_map({
            let bytes = bytes.clone();
            move |cut| bytes[..cut].to_vec()
        }),
        prop::collection::vec((0..len.max(1), any::<u8>()), 1..4).prop_map({
            let bytes = bytes.clone();
            move |edits| {
                let mut b = bytes.clone();
                for (i, v) in edits {
                    if let Some(x) = b.get_mut(i) {
                        *x = v;
                    }
                }
                b
            }
        }),
        (0..=len, prop::collection::vec(any::<u8>(), 0..16)).prop_map(move |(at, extra)| {
            let mut b = bytes.clone();
            b.splice(at..at, extra);
            b
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        checked(&bytes)?;
    }

    #[test]
    fn arbitrary_json_never_panics(text in json()) {
        checked(text.as_bytes())?;
        // The same value where the game or the whole file should be.
        checked(format!(r#"{{"version": 1, "game": {text}}}"#).as_bytes())?;
        checked(format!(r#"{{"version": 1, "best": {text}, "game": {text}, "undo": [{text}]}}"#).as_bytes())?;
    }

    #[test]
    fn files_of_the_right_shape_never_panic(text in file_text()) {
        checked(text.as_bytes())?;
    }

    #[test]
    fn a_damaged_state_file_never_panics(bytes in damage(to_bytes(&played()))) {
        checked(&bytes)?;
    }
}

#[test]
fn the_assisted_bests_are_salvaged_beside_the_players_own() {
    let text = r#"{"version": 1, "best": {"4": 10}, "best_assisted": {"4": 20480}, "game": {"#;
    match parse_str(text) {
        Err(ParseError::Invalid { salvage, .. }) => {
            assert_eq!(salvage.best, BestScores::from([(4, 10)]));
            assert_eq!(salvage.best_assisted, BestScores::from([(4, 20480)]));
        }
        other => panic!("expected Invalid for {text}, got {other:?}"),
    }
}

/// A file cut short keeps each part before the cut: cut inside its finished games, the
/// game in play with its record and undo list too; cut inside the game, only the bests
/// and the counts. The parts kept and lost say so.
#[test]
fn a_file_cut_short_keeps_each_part_before_the_cut() {
    use tui2048_store::Part;
    let saved = played();
    assert!(!saved.history.is_empty() && !saved.undo.is_empty() && saved.record.is_some());
    let bytes = to_bytes(&saved);
    let text = String::from_utf8(bytes.clone()).unwrap();
    let salvage_at = |cut: usize| match parse(&bytes[..cut], &mut || FRESH) {
        Err(ParseError::Invalid { salvage, .. }) => salvage,
        other => panic!("cut at {cut}: {other:?}"),
    };
    let history = text.find("\"history\"").expect(&text);
    let s = salvage_at(history + "\"history\": [".len() + 3);
    assert!(s.cut);
    assert_eq!((&s.best, &s.stats), (&saved.best, &saved.stats));
    let game = s.game.expect("the game before the cut");
    assert_eq!(game.game, saved.game);
    assert_eq!(game.record, saved.record);
    assert_eq!(game.undo, saved.undo);
    assert!(s.history.is_empty());
    assert_eq!(s.kept, [Part::Best, Part::Stats, Part::Game, Part::Undo]);
    assert_eq!(s.lost, [Part::History]);
    // Cut inside the game: the bests and the counts alone.
    let s = salvage_at(text.find("\"game\"").unwrap() + "\"game\": {".len() + 3);
    assert!(s.cut && s.game.is_none());
    assert_eq!((&s.best, &s.stats), (&saved.best, &saved.stats));
    assert_eq!(s.kept, [Part::Best, Part::Stats]);
    assert_eq!(s.lost, [Part::Game, Part::Undo, Part::History]);
    // Whole but for a bad game, it is not cut: it keeps its finished games, and loses the
    // game and the undo list it held.
    let bad = text.replacen("\"board\"", "\"bored\"", 1);
    let s = match parse(bad.as_bytes(), &mut || FRESH) {
        Err(ParseError::Invalid { salvage, .. }) => salvage,
        other => panic!("{other:?}"),
    };
    assert!(!s.cut && s.game.is_none());
    assert_eq!(s.history, saved.history);
    assert_eq!(s.kept, [Part::Best, Part::Stats, Part::History]);
    assert_eq!(s.lost, [Part::Game, Part::Undo]);
}

/// A part whose JSON breaks in the middle of a whole file is among the parts lost.
#[test]
fn a_part_broken_in_a_whole_file_is_lost() {
    use tui2048_store::Part;
    for (text, lost) in [
        (
            r#"{"version": 1, "best": {"4": 10,, "5": 3}, "game": 1}"#,
            Part::Best,
        ),
        (
            r#"{"version": 1, "best": {"4": 10}, "stats": {"games": 2,,}, "game": 1}"#,
            Part::Stats,
        ),
        (
            r#"{"version": 1, "game": 1, "history": [{"score": 4},, 2]}"#,
            Part::History,
        ),
    ] {
        match parse_str(text) {
            Err(ParseError::Invalid { salvage, .. }) => {
                assert!(!salvage.cut, "{text}");
                assert!(salvage.lost.contains(&lost), "{text}: {:?}", salvage.lost);
                assert!(!salvage.kept.contains(&lost), "{text}: {:?}", salvage.kept);
            }
            other => panic!("expected Invalid for {text}, got {other:?}"),
        }
    }
}
