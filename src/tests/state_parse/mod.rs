//! The state file's format: what it reads, what it writes, and what it refuses.

use std::collections::BTreeMap;

use crate::tests::support;

use proptest::prelude::*;
use rstest::rstest;

use crate::tests::support::board;
use tui2048_app::keymap::Action;

use crate::runtime::damage;
use tui2048_app::settings::Language;
use tui2048_app::text::English;
use tui2048_app::{Fresh, GameOptions, initial_model, saved_of};
use tui2048_app::{Model, Msg, Session, update};
use tui2048_engine::game::{
    Assist, BestScores, Board, Dir, GameIds, GameRng, GameState, Rules, SpawnRule, Stats, Status,
    Tally,
};
use tui2048_store::{Opened, ParseError, Saved, parse, to_bytes};

const FRESH: u64 = 0xF2E5;

fn parse_str(text: &str) -> Result<Saved, ParseError> {
    parse(text.as_bytes(), &mut || FRESH)
}

fn assert_invalid(text: &str) -> (String, BestScores, Stats) {
    match parse_str(text) {
        Err(ParseError::Invalid { reason, salvage }) => {
            let reason = damage(&English, &reason);
            assert!(!reason.is_empty());
            (reason, salvage.best, salvage.stats)
        }
        other => panic!("expected Invalid for {text}, got {other:?}"),
    }
}

/// A saved state with history: moves, a restart, a game of other rules in the undo stack.
fn played() -> Saved {
    let other = Rules {
        size: 3,
        target: 64,
        spawn: SpawnRule::Scaled,
    };
    let mut m = Model::new(GameState::new(other, 11));
    for d in [Dir::Left, Dir::Up, Dir::Right, Dir::Down, Dir::Left] {
        m = update(m, Msg::Action(Action::Move(d))).0;
    }
    // A game of the default rules takes over, with the small game under it.
    let mut undo: Vec<GameState> = m.session().undo_stack().iter().cloned().collect();
    undo.push(m.game().clone());
    m = m.with_session(Session::resume(
        GameState::new(Rules::default(), 12),
        undo,
        None,
        GameIds::from_seed(117),
    ));
    for d in [
        Dir::Up,
        Dir::Left,
        Dir::Down,
        Dir::Right,
        Dir::Up,
        Dir::Left,
    ] {
        m = update(m, Msg::Action(Action::Move(d))).0;
    }
    m = update(m, Msg::Action(Action::Restart)).0;
    for d in [Dir::Down, Dir::Right, Dir::Down] {
        m = update(m, Msg::Action(Action::Move(d))).0;
    }
    m = support::rescored(m, |s| {
        s.best.insert(3, 120);
        s.best.insert(5, 77_777);
        s.best.insert(8, 1);
    });
    m = support::rescored(m, |s| {
        s.stats = Stats {
            own: Tally {
                games: 9,
                wins: 2,
                moves: 4321,
                best_tile: 1024,
                hints: 0,
            },
            assisted: Tally::default(),
            daily: Default::default(),
        };
    });
    saved_of(&m)
}

// ---------------------------------------------------------------------------------------
// Round trips

#[test]
fn a_saved_state_round_trips() {
    let saved = played();
    assert!(saved.undo.len() >= 10, "{} undo entries", saved.undo.len());
    assert!(saved.undo.iter().any(|g| g.rules().size == 3));
    assert!(saved.best.len() >= 3);
    let bytes = to_bytes(&saved);
    let back = parse(&bytes, &mut || panic!("every game has its generator")).expect("parses");
    assert_eq!(back, saved);
    assert_eq!(to_bytes(&back), bytes);
}

#[test]
fn undo_entries_write_only_the_rules_that_differ() {
    let saved = played();
    let value: serde_json::Value = serde_json::from_slice(&to_bytes(&saved)).expect("JSON");
    assert_eq!(value["version"], 1);
    assert_eq!(value["game"]["size"], 4);
    assert_eq!(value["game"]["target"], 2048);
    assert_eq!(value["game"]["spawn"], "classic");
    let undo = value["undo"].as_array().expect("an undo list");
    let small = &undo[0];
    assert_eq!(small["size"], 3);
    assert_eq!(small["target"], 64);
    assert_eq!(small["spawn"], "scaled");
    let last = undo.last().expect("entries");
    assert!(last.get("size").is_none() && last.get("target").is_none());
    assert_eq!(value["best"]["5"], 77_777);
    // The file counts the game in play too.
    assert_eq!(value["stats"]["moves"], 4321 + saved.game.moves());
    assert_eq!(value["stats"]["games"], 10);
}

#[rstest]
#[case(Status::Playing)]
#[case(Status::Won)]
#[case(Status::KeepPlaying)]
#[case(Status::Over)]
fn every_status_round_trips(#[case] status: Status) {
    let b = match status {
        // Full boards with no move left.
        Status::Over | Status::Won => board(&[[2, 4, 2], [4, 2048, 4], [2, 4, 2]]),
        Status::KeepPlaying => board(&[[2, 0, 0], [0, 4096, 0], [0, 0, 2]]),
        Status::Playing => board(&[[2, 0, 0], [0, 1024, 0], [0, 0, 2]]),
    };
    let rules = Rules {
        size: 3,
        target: 2048,
        spawn: SpawnRule::Classic,
    };
    let game = GameState::from_parts(rules, b, 31_000, 999, status, GameRng::from_seed(3));
    let saved = Saved {
        best: BestScores::from([(3, 31_000)]),
        best_assisted: BestScores::new(),
        stats: Stats::default(),
        game,
        undo: vec![],
        history: vec![],
        record: None,
    };
    let back = parse(&to_bytes(&saved), &mut || FRESH).expect("parses");
    assert_eq!(back, saved);
    assert_eq!(back.game.status(), status);
}

// ---------------------------------------------------------------------------------------
// Hand-written files

const DOCUMENTED: &str = r#"{
  "version": 1,
  "best": { "4": 20480, "5": 1204 },
  "stats": { "games": 12, "wins": 3, "moves": 8123, "best_tile": 4096 },
  "game": {
    "size": 4, "target": 2048, "spawn": "classic",
    "board": [[2,0,0,0],[0,0,0,0],[0,0,4,0],[0,0,0,0]],
    "score": 0, "moves": 0, "status": "playing",
    "rng": "opaque string or number"
  },
  "undo": [ { "board": [[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,4,0]], "score": 0, "moves": 0, "status": "playing", "rng": "…" } ]
}"#;

#[test]
fn the_documented_example_parses() {
    let saved = parse(DOCUMENTED.as_bytes(), &mut || {
        panic!("no fresh seed needed")
    })
    .expect("ok");
    assert_eq!(saved.best, BestScores::from([(4, 20480), (5, 1204)]));
    assert_eq!(
        saved.stats,
        Stats {
            own: Tally {
                games: 12,
                wins: 3,
                moves: 8123,
                best_tile: 4096,
                hints: 0,
            },
            assisted: Tally::default(),
            daily: Default::default(),
        }
    );
    assert_eq!(
        saved.game,
        GameState::from_parts(
            Rules::default(),
            board(&[[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 4, 0], [0, 0, 0, 0]]),
            0,
            0,
            Status::Playing,
            GameRng::from_text("opaque string or number"),
        )
    );
    assert_eq!(
        saved.undo,
        vec![GameState::from_parts(
            Rules::default(),
            board(&[[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 4, 0]]),
            0,
            0,
            Status::Playing,
            GameRng::from_text("…"),
        )]
    );
}

#[test]
fn a_hand_written_game_in_progress() {
    let text = r#"{
      "version": 1,
      "best": { "3": 600, "4": 36000, "8": 5 },
      "stats": { "games": 4, "wins": 1, "moves": 2000, "best_tile": 2048 },
      "game": {
        "size": 4, "target": 4096, "spawn": "scaled",
        "board": [[2048,0,0,0],[16,8,0,0],[4,0,0,0],[2,0,0,2]],
        "score": 36000, "moves": 1500, "status": "keep_playing",
        "rng": 42
      },
      "undo": [
        { "size": 3, "target": 8, "board": [[2,4,2],[4,2,4],[2,4,8]], "score": 60,
          "moves": 30, "status": "over", "rng": "pcg32:0123456789abcdef:fedcba9876543211" },
        { "board": [[2048,0,0,0],[16,8,0,0],[4,0,0,0],[2,2,0,0]], "score": 36000,
          "moves": 1499, "status": "keep_playing", "rng": 7 }
      ]
    }"#;
    let saved = parse_str(text).expect("parses");
    let rules = Rules {
        size: 4,
        target: 4096,
        spawn: SpawnRule::Scaled,
    };
    assert_eq!(saved.game.rules(), rules);
    assert_eq!(
        saved.game.board().to_values(),
        vec![
            vec![2048, 0, 0, 0],
            vec![16, 8, 0, 0],
            vec![4, 0, 0, 0],
            vec![2, 0, 0, 2]
        ]
    );
    assert_eq!(saved.game.score(), 36000);
    assert_eq!(saved.game.moves(), 1500);
    // "keep_playing" is not believed: the board does not hold its target, 4096.
    assert_eq!(saved.game.status(), Status::Playing);
    assert_eq!(saved.game.rng(), &GameRng::from_seed(42));
    assert_eq!(saved.best, BestScores::from([(3, 600), (4, 36000), (8, 5)]));
    assert_eq!(saved.stats.own.best_tile, 2048);
    assert_eq!(saved.undo.len(), 2);
    let small = &saved.undo[0];
    assert_eq!(
        small.rules(),
        Rules {
            size: 3,
            target: 8,
            spawn: SpawnRule::Scaled,
        }
    );
    assert_eq!(small.status(), Status::Over);
    assert_eq!(
        small.rng(),
        &GameRng::decode("pcg32:0123456789abcdef:fedcba9876543211").expect("decodes")
    );
    assert_eq!(saved.undo[1].rules(), rules);
    assert_eq!(saved.undo[1].moves(), 1499);
    assert_eq!(saved.undo[1].rng(), &GameRng::from_seed(7));
}

#[test]
fn missing_optional_fields_get_defaults() {
    let mut seeds = 0;
    let saved = parse(
        br#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,4]]}}"#,
        &mut || {
            seeds += 1;
            FRESH
        },
    )
    .expect("parses");
    assert_eq!(seeds, 1, "a missing rng is seeded afresh, once");
    assert_eq!(
        saved.game,
        GameState::from_parts(
            Rules {
                size: 3,
                target: 2048,
                spawn: SpawnRule::Classic
            },
            board(&[[2, 0, 0], [0, 0, 0], [0, 0, 4]]),
            0,
            0,
            Status::Playing,
            GameRng::from_seed(FRESH),
        )
    );
    assert_eq!(saved.best, BestScores::new());
    assert_eq!(saved.stats, Stats::default());
    assert!(saved.undo.is_empty());
}

#[test]
fn a_game_without_a_generator_still_plays() {
    let saved = parse_str(
        r#"{"version": 1, "game": {"board": [[2,2,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]], "rng": null},
            "undo": [{"board": [[2,0,0,0],[0,2,0,0],[0,0,0,0],[0,0,0,0]]}]}"#,
    )
    .expect("parses");
    let (next, _) = saved.game.apply(Dir::Left).expect("a move");
    assert_eq!(next.board().value(tui2048_engine::game::Pos::new(0, 0)), 4);
    assert_eq!(next.score(), 4);
    assert_eq!(saved.undo[0].rng(), &GameRng::from_seed(FRESH));
}

#[test]
fn an_empty_board_starts_that_variant_afresh() {
    let saved = parse_str(
        r#"{"version": 1, "game": {"size": 5, "target": 512, "board":
            [[0,0,0,0,0],[0,0,0,0,0],[0,0,0,0,0],[0,0,0,0,0],[0,0,0,0,0]], "rng": 5}}"#,
    )
    .expect("parses");
    let rules = Rules {
        size: 5,
        target: 512,
        spawn: SpawnRule::Classic,
    };
    assert_eq!(
        saved.game,
        GameState::with_rng(rules, GameRng::from_seed(5))
    );
    assert!(saved.game.board().can_move());
}

#[rstest]
// A board with no move left is over, whatever the file says (unless it waits on a win).
#[case("playing", [[2, 4, 2], [4, 2, 4], [2, 4, 2]], Status::Over)]
#[case("keep_playing", [[2, 4, 2], [4, 2, 4], [2, 4, 2]], Status::Over)]
#[case("won", [[2, 4, 2], [4, 2048, 4], [2, 4, 2]], Status::Won)]
// A board that can move is not over.
#[case("over", [[2, 0, 2], [0, 0, 0], [0, 0, 0]], Status::Playing)]
#[case("over", [[2048, 0, 2], [0, 0, 0], [0, 0, 0]], Status::KeepPlaying)]
#[case("won", [[2048, 0, 2], [0, 0, 0], [0, 0, 0]], Status::Won)]
// A win, or play after it, needs the target on the board.
#[case("won", [[1024, 0, 2], [0, 0, 0], [0, 0, 0]], Status::Playing)]
#[case("keep_playing", [[1024, 0, 2], [0, 0, 0], [0, 0, 0]], Status::Playing)]
#[case("won", [[2, 4, 2], [4, 2, 4], [2, 4, 1024]], Status::Over)]
#[case("keep_playing", [[4096, 0, 2], [0, 0, 0], [0, 0, 0]], Status::KeepPlaying)]
fn a_hand_written_status_follows_the_board(
    #[case] status: &str,
    #[case] rows: [[u64; 3]; 3],
    #[case] expected: Status,
) {
    let text = format!(
        r#"{{"version": 1, "game": {{"board": {}, "status": "{status}", "rng": 1}}}}"#,
        serde_json::to_string(&rows).expect("JSON")
    );
    assert_eq!(parse_str(&text).expect("parses").game.status(), expected);
}

#[test]
fn unknown_fields_are_ignored() {
    let text = r#"{
      "version": 1,
      "colour": "mauve",
      "future": {"deeply": [1, 2, {"nested": null}]},
      "best": {"4": 10},
      "stats": {"games": 2, "streak": 5},
      "game": {"board": [[2,0,0],[0,0,0],[0,0,4]], "rng": 3, "animation": true, "hint": "up"},
      "undo": [{"board": [[2,0,0],[0,0,0],[0,0,2]], "rng": 4, "when": 1700000000}]
    }"#;
    let saved = parse_str(text).expect("parses");
    let plain = parse_str(
        r#"{"version": 1, "best": {"4": 10}, "stats": {"games": 2},
            "game": {"board": [[2,0,0],[0,0,0],[0,0,4]], "rng": 3},
            "undo": [{"board": [[2,0,0],[0,0,0],[0,0,2]], "rng": 4}]}"#,
    )
    .expect("parses");
    assert_eq!(saved, plain);
    assert_eq!(saved.stats.own.games, 2);
    assert_eq!(saved.undo.len(), 1);
}

#[test]
fn the_largest_numbers_load_and_play_on() {
    let saved = parse_str(
        r#"{"version": 1, "best": {"4": 18446744073709551615},
            "stats": {"games": 18446744073709551615, "moves": 18446744073709551615},
            "game": {"target": 9223372036854775808,
                     "board": [[2,2,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,9223372036854775808]],
                     "score": 18446744073709551615, "moves": 18446744073709551615}}"#,
    )
    .expect("parses");
    assert_eq!(saved.game.rules().target, 1 << 63);
    let mut m = Model::new(saved.game.clone());
    m = support::rescored(m, |s| {
        s.best = saved.best.clone();
        s.stats = saved.stats;
    });
    let (m, _) = update(m, Msg::Action(Action::Move(Dir::Left)));
    assert_eq!(m.game().score(), u64::MAX);
    assert_eq!(m.game().moves(), u64::MAX);
    assert_eq!(m.scores().stats.own.moves, u64::MAX);
    assert_eq!(m.scores().best[&4], u64::MAX);
    let (m, _) = update(m, Msg::Action(Action::Restart));
    assert_eq!(m.scores().stats.own.games, u64::MAX);
}

// ---------------------------------------------------------------------------------------
// Statistics read back

/// The model a run starts with on `text`.
fn resumed(text: &str) -> Model {
    let opened = Opened::Resumed {
        saved: Box::new(parse_str(text).expect("parses")),
        new_game: false,
        earlier: Vec::new(),
    };
    initial_model(
        opened,
        GameOptions::default(),
        Language::English,
        Fresh::seeded(FRESH),
        0,
    )
    .0
}

#[rstest]
// More wins than games, even with no game at all.
#[case::no_games_three_wins(r#"{"games": 0, "wins": 3}"#, (1, 0))]
#[case::more_wins_than_games(r#"{"games": 3, "wins": 7}"#, (3, 2))]
// The game in play is one of the games, not more.
#[case::honest(r#"{"games": 3, "wins": 1}"#, (3, 1))]
fn counts_that_contradict_each_other_are_corrected_on_reading(
    #[case] stats: &str,
    #[case] shown: (u64, u64),
) {
    // The game in play has not won (2048 is not on its board).
    let m = resumed(&format!(
        r#"{{"version": 1, "stats": {stats},
            "game": {{"board": [[2,0,0,0],[0,0,0,0],[0,0,4,0],[0,0,0,0]], "moves": 5}}}}"#
    ));
    let own = m.stats_with_game().own;
    assert_eq!((own.games, own.wins), shown, "{stats}");
}

#[test]
fn a_won_game_in_play_is_one_of_the_wins_the_file_counts() {
    let m = resumed(
        r#"{"version": 1, "stats": {"games": 3, "wins": 3, "moves": 900},
            "game": {"board": [[2048,0,0,0],[0,0,0,0],[0,0,4,0],[0,0,0,0]], "moves": 500,
                     "status": "keep_playing"}}"#,
    );
    assert_eq!(m.scores().stats.own.games, 2);
    assert_eq!(m.scores().stats.own.wins, 2);
    assert_eq!(m.scores().stats.own.moves, 400);
    // Undone and won again, it is still one win.
    let shown = m.stats_with_game().own;
    assert_eq!((shown.games, shown.wins, shown.moves), (3, 3, 900));
}

#[test]
fn assisted_games_hints_and_their_bests_round_trip_and_old_files_are_the_players() {
    let mut m = Model::new(GameState::new(Rules::default(), 5).with_assist(Assist {
        solver_moved: true,
        hints: 2,
    }));
    m = update(m, Msg::Action(Action::Move(Dir::Left))).0;
    m = update(m, Msg::Action(Action::Move(Dir::Up))).0;
    m = support::rescored(m, |s| {
        s.best.insert(4, 3_144);
        s.best_assisted.insert(4, 20_224);
        s.stats.assisted.games = 4;
        s.stats.assisted.wins = 4;
    });
    let saved = saved_of(&m);
    let bytes = to_bytes(&saved);
    let value: serde_json::Value = serde_json::from_slice(&bytes).expect("JSON");
    assert_eq!(value["game"]["assisted"], true);
    assert_eq!(value["game"]["hints"], 2);
    assert_eq!(value["best"]["4"], 3_144);
    assert_eq!(value["best_assisted"]["4"], 20_224);
    // The game in play is among the assisted games the file counts.
    assert_eq!(value["stats"]["assisted"]["games"], 5);
    assert_eq!(value["stats"]["games"], 0);
    assert_eq!(parse(&bytes, &mut || FRESH).expect("parses"), saved);
    // A file without the new fields: every game is the player's own.
    let old = resumed(
        r#"{"version": 1, "best": {"4": 500}, "stats": {"games": 2, "wins": 1, "moves": 80},
            "game": {"board": [[2,0,0,0],[0,0,0,0],[0,0,4,0],[0,0,0,0]], "moves": 30},
            "history": [{"score": 900, "max_tile": 128, "moves": 50, "size": 4}]}"#,
    );
    assert!(!old.game().assisted());
    assert_eq!(old.game().assist().hints, 0);
    assert!(!old.scores().history[0].assisted);
    assert_eq!(old.scores().best_assisted, BestScores::new());
    let own = old.stats_with_game().own;
    assert_eq!((own.games, own.wins, own.moves), (2, 1, 80));
    assert_eq!(old.stats_with_game().assisted, Tally::default());
}

/// Parses `bytes` and checks what came out: a loaded state saves and loads back the same,
/// and no size out of range slips through.
fn check(bytes: &[u8]) -> Result<Result<Saved, ParseError>, TestCaseError> {
    let mut seed = 0u64;
    let result = parse(bytes, &mut || {
        seed += 1;
        seed
    });
    match &result {
        Ok(saved) => {
            // What loads saves and loads back the same.
            let again = parse(&to_bytes(saved), &mut || 0);
            prop_assert_eq!(again.as_ref(), Ok(saved));
            for size in saved.best.keys() {
                prop_assert!((3..=8).contains(size));
            }
        }
        Err(ParseError::Newer { version }) => prop_assert!(*version > 1),
        Err(ParseError::Invalid { salvage, .. }) => {
            for size in salvage.best.keys() {
                prop_assert!((3..=8).contains(size));
            }
        }
    }
    Ok(result)
}

/// [`check`], for a proptest body.
fn checked(bytes: &[u8]) -> Result<(), TestCaseError> {
    check(bytes).map(drop)
}

fn quoted(s: &str) -> String {
    serde_json::to_string(s).expect("a string serialises")
}

/// A nesting far deeper than any file needs.
fn deep(depth: usize) -> String {
    format!("{}{}", "[".repeat(depth), "]".repeat(depth))
}

mod damage;
mod limits;
