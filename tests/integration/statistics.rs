//! The statistics stay honest whatever the player does: random sequences of moves,
//! undos, new games, keeping going, autoplay, hints and resuming from the state file,
//! checked after every step against what the game's own history says.

use std::collections::BTreeMap;

use proptest::prelude::*;

use tui2048::app::{Cmd, Model, Msg, update};
use tui2048::game::{Dir, GameState, Rules, SpawnRule, Stats, Status, Tally, final_state};
use tui2048::runtime::{GameOptions, initial_model, saved_of};
use tui2048::store::{Opened, parse, to_bytes};

#[derive(Clone, Debug)]
enum Step {
    Move(Dir),
    Undo,
    Restart,
    KeepGoing,
    /// `p`: autoplay on or off.
    Autoplay,
    /// The solver answers the last request with a move.
    Solver(Dir),
    /// Tab, and the solver's answer.
    Hint(Dir),
    /// Quit and start again on the state file.
    Resume,
}

fn step() -> impl Strategy<Value = Step> {
    let dir = || prop::sample::select(Dir::ALL.to_vec());
    prop_oneof![
        8 => dir().prop_map(Step::Move),
        3 => Just(Step::Undo),
        1 => Just(Step::Restart),
        2 => Just(Step::KeepGoing),
        1 => Just(Step::Autoplay),
        3 => dir().prop_map(Step::Solver),
        1 => dir().prop_map(Step::Hint),
        1 => Just(Step::Resume),
    ]
}

fn start() -> impl Strategy<Value = Model> {
    (
        3usize..=4,
        prop::sample::select(vec![8u64, 16, 32]),
        any::<bool>(),
        any::<u64>(),
    )
        .prop_map(|(size, target, scaled, seed)| {
            let spawn = if scaled {
                SpawnRule::Scaled
            } else {
                SpawnRule::Classic
            };
            let rules = Rules {
                size,
                target,
                spawn,
            };
            let mut model = Model::new(GameState::new(rules, seed));
            model.animate = false;
            model
        })
}

/// What the counts of the games that ended must be, read from the game's own history:
/// the undo list and the game in play, cut into games where a state has no moves (a new
/// game). A game counts once, as it was when it ended: left for a new one, or over.
fn expected(model: &Model) -> Stats {
    let states: Vec<&GameState> = model.undo.iter().chain([&model.game]).collect();
    let mut stats = Stats::default();
    for (i, state) in states.iter().enumerate() {
        let last_of_its_game = states.get(i + 1).is_none_or(|next| next.moves() == 0);
        let in_play = i + 1 == states.len();
        let ended = !in_play || state.status() == Status::Over;
        if !last_of_its_game || !ended || state.moves() == 0 {
            continue;
        }
        let tally = if state.assisted() {
            &mut stats.assisted
        } else {
            &mut stats.own
        };
        tally.games += 1;
        tally.wins += u64::from(state.board().max_tile() >= state.rules().target);
        tally.moves += state.moves();
        tally.hints += u64::from(state.assist().hints);
    }
    stats
}

/// A tally without its best tile (which is raised as play goes and never lowered).
fn counts(t: Tally) -> (u64, u64, u64, u64) {
    (t.games, t.wins, t.moves, t.hints)
}

/// The program quits and starts again on the file it wrote.
fn resume(model: &Model) -> Model {
    let bytes = to_bytes(&saved_of(model));
    let saved = parse(&bytes, &mut || 0).expect("the file written reads back");
    let opened = Opened::Resumed {
        saved: Box::new(saved),
        new_game: false,
    };
    let (mut back, _, _) = initial_model(opened, GameOptions::default(), 0, model.clock);
    back.animate = model.animate;
    back
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_game_counts_once_and_wins_never_outnumber_games(
        mut model in start(),
        steps in prop::collection::vec(step(), 1..250),
    ) {
        // The request the solver answers next.
        let mut asked = 0;
        // The highest score each board size reached in the player's own games.
        let mut own_best: BTreeMap<usize, u64> = BTreeMap::new();
        for step in steps {
            let msgs = match step {
                Step::Move(d) => vec![Msg::Move(d)],
                Step::Undo => vec![Msg::Undo],
                Step::Restart => vec![Msg::Restart],
                Step::KeepGoing => vec![Msg::KeepGoing],
                Step::Autoplay => vec![Msg::ToggleAutoplay],
                Step::Solver(dir) => vec![Msg::SolverAnswer { id: asked, dir: Some(dir) }],
                Step::Hint(dir) => vec![Msg::Hint, Msg::SolverAnswer { id: 0, dir: Some(dir) }],
                Step::Resume => {
                    let back = resume(&model);
                    prop_assert_eq!(&back.game, &model.game);
                    prop_assert_eq!(&back.record, &model.record, "the record is saved with the game");
                    prop_assert_eq!(back.stats_with_game(), model.stats_with_game());
                    prop_assert_eq!(&back.scores.best, &model.scores.best);
                    prop_assert_eq!(&back.scores.best_assisted, &model.scores.best_assisted);
                    prop_assert_eq!(&back.scores.history, &model.scores.history);
                    prop_assert_eq!(counts(back.scores.stats.own), counts(model.scores.stats.own));
                    prop_assert_eq!(
                        counts(back.scores.stats.assisted),
                        counts(model.scores.stats.assisted)
                    );
                    model = back;
                    asked = 0;
                    continue;
                }
            };
            for mut msg in msgs {
                if let Msg::SolverAnswer { id: 0, dir } = msg {
                    msg = Msg::SolverAnswer { id: asked, dir };
                }
                let (next, cmds) = update(model, msg);
                model = next;
                for cmd in cmds {
                    match cmd {
                        Cmd::Solve { id, .. } => asked = id,
                        // A finished game's record is kept: whole, finished, and of a game
                        // that ended.
                        Cmd::Keep(record) => {
                            prop_assert!(record.finished().is_some());
                            let end = final_state(&record).expect("a kept record replays");
                            prop_assert!(end.moves() > 0);
                        }
                        _ => {}
                    }
                }
            }
            // The record of the game in play always plays to it, whatever undo, new games,
            // the solver and resuming did.
            prop_assert!(model.record.leads_to(&model.game), "{:?}", model.record);
            if model.game.assisted() {
                prop_assert!(model.record.assisted() || model.record.moves().is_empty());
            }
            if !model.game.assisted() {
                let best = own_best.entry(model.game.board().size()).or_insert(0);
                *best = (*best).max(model.game.score());
            }

            let shown = model.stats_with_game();
            for tally in [shown.own, shown.assisted, model.scores.stats.own, model.scores.stats.assisted] {
                prop_assert!(tally.wins <= tally.games, "{:?}", tally);
            }
            let want = expected(&model);
            prop_assert_eq!(counts(model.scores.stats.own), counts(want.own));
            prop_assert_eq!(counts(model.scores.stats.assisted), counts(want.assisted));
            let ended = want.own.games + want.assisted.games;
            prop_assert_eq!(model.scores.history.len() as u64, ended);
            // BEST is the player's own: no score of an assisted game is in it.
            for (size, best) in &model.scores.best {
                prop_assert_eq!(*best, own_best.get(size).copied().unwrap_or(0));
            }
            prop_assert_eq!(model.best_score(), own_best.get(&model.game.board().size()).copied().unwrap_or(0));
        }
    }
}
