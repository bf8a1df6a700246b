//! The state file's format: what it reads, what it writes, and what it refuses.

use std::collections::BTreeMap;

use crate::support;

use proptest::prelude::*;
use rstest::rstest;

use crate::support::board;
use tui2048::app::keymap::Action;

use tui2048::app::{Model, Msg, Session, update};
use tui2048::game::{
    Assist, BestScores, Board, Dir, GameRng, GameState, Rules, SpawnRule, Stats, Status, Tally,
};
use tui2048::runtime::{GameOptions, initial_model, saved_of};
use tui2048::settings::Language;
use tui2048::store::{Opened, ParseError, Saved, parse, to_bytes};

const FRESH: u64 = 0xF2E5;

fn parse_str(text: &str) -> Result<Saved, ParseError> {
    parse(text.as_bytes(), &mut || FRESH)
}

fn assert_invalid(text: &str) -> (String, BestScores, Stats) {
    match parse_str(text) {
        Err(ParseError::Invalid { reason, salvage }) => {
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
    assert_eq!(next.board().value(tui2048::game::Pos::new(0, 0)), 4);
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
    initial_model(opened, GameOptions::default(), Language::English, FRESH, 0).0
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

/// A nesting far deeper than any file needs.
fn deep(depth: usize) -> String {
    format!("{}{}", "[".repeat(depth), "]".repeat(depth))
}

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
    use tui2048::game::{FinishedGame, HISTORY_LIMIT};
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
    use tui2048::game::UNDO_LIMIT;
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
    let parsed = tui2048::store::read(text.as_bytes(), &mut || FRESH).expect("parses");
    assert!(parsed.new_game);
    assert_eq!(parsed.saved.game.score(), 0);
    assert_eq!(tile_count(parsed.saved.game.board()), 2);
    let text = r#"{"version": 1, "game": {"board": [[0,0,0],[0,2,0],[0,0,0]], "rng": 5}}"#;
    let parsed = tui2048::store::read(text.as_bytes(), &mut || FRESH).expect("parses");
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
    use tui2048::game::{FinishedGame, Origin, Record, Tally};
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
            daily: tui2048::game::Streak {
                finished: tui2048::game::Run {
                    days: 3,
                    last: Some(tui2048::game::Day::new(2026, 11, 30).unwrap()),
                    longest: 5,
                },
                won: tui2048::game::Run {
                    days: 1,
                    last: Some(tui2048::game::Day::new(2026, 11, 29).unwrap()),
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
    use tui2048::game::{Origin, Record};
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
    use tui2048::game::{Day, Run};
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
