//! The statistics stay honest whatever the player does: random sequences of moves,
//! undos, new games, keeping going, autoplay, hints and resuming from the state file,
//! checked after every step against what the game's own history says: the counts, the
//! bests of each kind of game, the help the game in play has had, and the finished games'
//! records kept as the records file keeps them.

use proptest::prelude::*;

use crate::tests::support::strategies::dir;

use tui2048_app::keymap::Action;

use tui2048_app::settings::Language;
use tui2048_app::{Cmd, Model, Msg, update};
use tui2048_app::{Fresh, GameOptions, earlier_of, initial_model, saved_of};
use tui2048_engine::game::{Dir, GameState, Rules, SpawnRule, Stats, Status, Tally, final_state};
use tui2048_store::{EARLIER_SAVED, Kept, Opened, RECENT_LIMIT, Records, read, to_bytes_with};

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
            model = model.animated(false);
            model
        })
}

/// What the counts of the games that ended must be, read from the game's own history:
/// the undo list and the game in play, cut into games where a state has no moves (a new
/// game). A game counts once, as it was when it ended: left for a new one, or over.
fn expected(model: &Model) -> Stats {
    let states: Vec<&GameState> = model
        .session()
        .undo_stack()
        .iter()
        .chain([model.game()])
        .collect();
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

/// A tally without its best tile.
fn counts(t: Tally) -> (u64, u64, u64, u64) {
    (t.games, t.wins, t.moves, t.hints)
}

/// The figures of the last finished game.
fn next_history_last(model: &Model) -> Option<(u64, u64, u64, usize)> {
    let g = model.scores().history.last()?;
    Some((g.score, g.moves, g.max_tile, g.size))
}

/// The program quits and starts again on the file it wrote, its names for new games drawn
/// from `run` (each run of the program draws its own).
fn resume(model: &Model, run: u64) -> Model {
    let bytes = to_bytes_with(&saved_of(model), &earlier_of(model));
    let parsed = read(&bytes, &mut || 0).expect("the file written reads back");
    let opened = Opened::Resumed {
        saved: Box::new(parsed.saved),
        new_game: false,
        earlier: parsed.earlier,
    };
    let (mut back, _, _) = initial_model(
        opened,
        GameOptions::default(),
        Language::English,
        Fresh::seeded(run),
        model.clock(),
    );
    back = back.animated(model.animate());
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
        // The program's runs so far, each resumed from the last one's file.
        let mut runs = 0;
        // The finished games' records, kept as the records file keeps them.
        let mut records = Records::default();
        // Once resumed with more games left for new ones than the state file keeps the
        // records of, a game brought back by undoing a new game may come back without its
        // record, and its ending again is counted without one.
        let mut resumed = false;
        // The program's model has reached the game in play, as the start and every
        // message make it (a start's 4 is the best tile before any move).
        let mut scores = model.scores().clone();
        scores.reach(model.game());
        model = model.with_scores(scores);
        // The highest each kind of game reached: own bests, own tile, assisted bests,
        // assisted tile.
        let mut reached = (
            model.scores().best.clone(),
            model.scores().stats.own.best_tile,
            model.scores().best_assisted.clone(),
            model.scores().stats.assisted.best_tile,
        );
        for step in steps {
            let msgs = match step {
                Step::Move(d) => vec![Msg::Action(Action::Move(d))],
                Step::Undo => vec![Msg::Action(Action::Undo)],
                Step::Restart => vec![Msg::Action(Action::Restart)],
                Step::KeepGoing => vec![Msg::Action(Action::KeepGoing)],
                Step::Autoplay => vec![Msg::Action(Action::Autoplay)],
                Step::Solver(dir) => vec![Msg::SolverAnswer { id: asked, dir: Some(dir) }],
                Step::Hint(dir) => vec![Msg::Action(Action::Hint), Msg::SolverAnswer { id: 0, dir: Some(dir) }],
                Step::Resume => {
                    runs += 1;
                    let back = resume(&model, runs);
                    prop_assert_eq!(back.game(), model.game());
                    prop_assert_eq!(back.session().record(), model.session().record(), "the record is saved with the game");
                    prop_assert_eq!(back.stats_with_game(), model.stats_with_game());
                    prop_assert_eq!(&back.scores().best, &model.scores().best);
                    prop_assert_eq!(&back.scores().best_assisted, &model.scores().best_assisted);
                    prop_assert_eq!(&back.scores().history, &model.scores().history);
                    prop_assert_eq!(counts(back.scores().stats.own), counts(model.scores().stats.own));
                    prop_assert_eq!(
                        counts(back.scores().stats.assisted),
                        counts(model.scores().stats.assisted)
                    );
                    // The records of the games left for new ones come back with them.
                    let earlier = model.session().earlier();
                    let kept = &earlier[earlier.len().saturating_sub(EARLIER_SAVED)..];
                    prop_assert_eq!(back.session().earlier(), kept);
                    resumed |= earlier.len() > EARLIER_SAVED;
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
                let game = model.game();
                let (best, tile) = if game.assisted() {
                    (&mut reached.2, &mut reached.3)
                } else {
                    (&mut reached.0, &mut reached.1)
                };
                if game.score() > 0 {
                    let entry = best.entry(game.board().size()).or_insert(0);
                    *entry = (*entry).max(game.score());
                }
                *tile = (*tile).max(game.board().max_tile());
                for cmd in cmds {
                    match cmd {
                        Cmd::Solve { id, .. } => asked = id,
                        // A finished game's record is kept: whole, finished, and of a game
                        // that ended.
                        Cmd::TakeBack(record) => {
                            prop_assert!(records.take_back(&record) || records.recent.len() == RECENT_LIMIT);
                        }
                        Cmd::Keep(record) => {
                            prop_assert!(record.finished().is_some());
                            let end = final_state(&record).expect("a kept record replays");
                            prop_assert!(end.moves() > 0);
                            let kept = Kept::of(&record).expect("a kept record replays");
                            // The record kept is of the ending counted.
                            let last = next_history_last(&model);
                            prop_assert_eq!(
                                Some((kept.score, kept.moves, kept.max_tile, kept.size)),
                                last
                            );
                            records.add(kept);
                        }
                        _ => {}
                    }
                }
            }
            // The record of the game in play always plays to it, whatever undo, new games,
            // the solver and resuming did.
            prop_assert!(model.session().record().leads_to(model.game()), "{:?}", model.session().record());
            // The game is assisted while a move of the solver's is kept, and its hints
            // are those shown for the boards of its kept moves: the record says the same.
            prop_assert_eq!(model.session().record().assisted(), model.game().assisted());
            prop_assert_eq!(model.session().record().hints(), u64::from(model.game().assist().hints));

            let shown = model.stats_with_game();
            for tally in [shown.own, shown.assisted, model.scores().stats.own, model.scores().stats.assisted] {
                prop_assert!(tally.wins <= tally.games, "{:?}", tally);
            }
            let want = expected(&model);
            prop_assert_eq!(counts(model.scores().stats.own), counts(want.own));
            prop_assert_eq!(counts(model.scores().stats.assisted), counts(want.assisted));
            let ended = want.own.games + want.assisted.games;
            prop_assert_eq!(model.scores().history.len() as u64, ended);
            // Each kind's bests are the highest its games reached, never lowered (undo
            // included), none of the other kind.
            let (own_best, own_tile, helped_best, helped_tile) = reached.clone();
            prop_assert_eq!(&model.scores().best, &own_best);
            prop_assert_eq!(&model.scores().best_assisted, &helped_best);
            prop_assert_eq!(model.scores().stats.own.best_tile, own_tile);
            prop_assert_eq!(model.scores().stats.assisted.best_tile, helped_tile);
            // BEST on screen adds the game in play, if it is the player's own.
            let size = model.game().board().size();
            let mut shown_best = own_best.get(&size).copied().unwrap_or(0);
            if !model.game().assisted() {
                shown_best = shown_best.max(model.game().score());
            }
            prop_assert_eq!(model.best_score(), shown_best);

            // The records kept: one for each game, every standing ending among them, and
            // the best of each size the highest of them.
            for (i, a) in records.recent.iter().enumerate() {
                for b in &records.recent[i + 1..] {
                    prop_assert!(!a.record.same_game(&b.record), "two records of one game");
                }
            }
            if records.recent.len() < RECENT_LIMIT {
                // The finished games are the games that ended, no more: one brought back
                // into play by undo is not among them.
                if !resumed {
                    prop_assert_eq!(records.recent.len(), model.scores().history.len());
                }
                for game in model.scores().history.iter().filter(|_| !resumed) {
                    prop_assert!(
                        records.recent.iter().any(|k| (k.score, k.moves, k.max_tile, k.size)
                            == (game.score, game.moves, game.max_tile, game.size)),
                        "{:?} has no record", game
                    );
                }
                for (size, best) in &records.best {
                    let top = records.recent.iter().filter(|k| k.size == *size).map(|k| k.score).max();
                    prop_assert_eq!(Some(best.score), top);
                }
            }
        }
    }
}

#[test]
fn an_ending_taken_back_after_a_restart_of_the_program_keeps_the_bests_it_reached() {
    let rules = Rules {
        size: 3,
        target: 2048,
        spawn: SpawnRule::Classic,
    };
    let mut model = Model::new(GameState::new(rules, 9));
    model = model.animated(false);
    // An earlier game of 4 moves, left for this one.
    for dir in Dir::ALL {
        model = update(model, Msg::Action(Action::Move(dir))).0;
    }
    model = update(model, Msg::Action(Action::Restart)).0;
    let earlier = model.scores().best.clone();
    assert_eq!(model.scores().history.len(), 1);
    while model.game().status() != Status::Over {
        let dir = Dir::ALL
            .into_iter()
            .find(|&d| model.game().apply(d).is_some())
            .unwrap();
        model = update(model, Msg::Action(Action::Move(dir))).0;
    }
    let ended = model.game().score();
    assert!(ended > earlier[&3], "{ended} and {earlier:?}");
    assert_eq!(model.scores().best[&3], ended);
    let back = resume(&model, 1);
    assert_eq!(back.scores().best[&3], ended);
    assert_eq!(back.scores().stats.own.games, 2);
    // Taken back: the game is counted no more, but the score it reached stays the best,
    // as if the program had not stopped.
    let back = update(back, Msg::Action(Action::Undo)).0;
    assert_eq!(back.scores().best[&3], ended);
    assert!(back.best_score() == ended && back.game().score() < ended);
    assert_eq!(back.scores().stats.own.games, 1);
    assert_eq!(
        back.scores().stats.own.best_tile,
        model.game().board().max_tile()
    );
    let was = update(model, Msg::Action(Action::Undo)).0;
    assert_eq!(was.scores(), back.scores());
}

/// A daily game over when the program quit has its line to share when the program comes
/// back to it, to say again on the way out.
#[test]
fn a_finished_daily_game_resumed_has_its_line_to_share() {
    use tui2048_engine::game::Day;
    let day = Day::new(2026, 11, 30).unwrap();
    let over = crate::tests::support::daily_played(
        Model::new(GameState::new(Rules::default(), 1)),
        day,
        Rules::default(),
        Status::Over,
    );
    let line = over
        .shared()
        .expect("a finished daily game has its line")
        .to_string();
    assert!(line.contains("2026-11-30"), "{line}");
    let bytes = to_bytes_with(&saved_of(&over), &earlier_of(&over));
    let parsed = read(&bytes, &mut || 0).expect("the file written reads back");
    let opened = Opened::Resumed {
        saved: Box::new(parsed.saved),
        new_game: false,
        earlier: parsed.earlier,
    };
    let options = GameOptions {
        daily: Some(day),
        ..GameOptions::default()
    };
    let (back, _, _) = initial_model(
        opened,
        options,
        Language::English,
        Fresh::seeded(0),
        over.clock(),
    );
    assert_eq!(back.game(), over.game());
    assert_eq!(back.shared().as_deref(), Some(line.as_str()));
}

/// The player's best is one number everywhere: a game played to its end by the player,
/// the last move undone, then moved on by the solver, shows the best its own moves
/// reached in the header, in the statistics (under the player's own games, though none
/// has ended there) and in the state file.
#[test]
fn one_best_everywhere_after_the_solver_moves() {
    use crate::tests::support::{look, render, text};
    use tui2048_app::settings::ColorMode;
    let mut model = Model::new(GameState::new(Rules::default(), 7)).animated(false);
    let dirs = [Dir::Down, Dir::Left, Dir::Down, Dir::Right, Dir::Up];
    for i in 0..5000 {
        if model.game().status() == Status::Over {
            break;
        }
        model = update(model, Msg::Action(Action::Move(dirs[i % dirs.len()]))).0;
    }
    assert_eq!(model.game().status(), Status::Over);
    let best = model.game().score();
    for _ in 0..6 {
        model = update(model, Msg::Action(Action::Undo)).0;
    }
    // The solver plays up to three moves, then stops.
    let (mut model, mut cmds) = update(model, Msg::Action(Action::Autoplay));
    for _ in 0..3 {
        let Some(&Cmd::Solve { id, ref board, .. }) =
            cmds.iter().find(|c| matches!(c, Cmd::Solve { .. }))
        else {
            break;
        };
        let dir = Dir::ALL
            .into_iter()
            .find(|&d| board.slide(d).is_some())
            .expect("a move left");
        (model, cmds) = update(model, Msg::SolverAnswer { id, dir: Some(dir) });
    }
    if model.solver().autoplay() {
        model = update(model, Msg::Action(Action::Autoplay)).0;
    }
    assert!(model.game().assisted());
    assert_eq!(model.game().status(), Status::Playing);
    assert_eq!(model.best_score(), best);
    let screen = text(&render(&model, look(ColorMode::None), 100, 36));
    let header: Vec<&str> = screen.lines().take(2).collect();
    assert!(header[0].contains("YOUR BEST"), "{screen}");
    assert!(header[1].contains(&format!(" {best} ")), "{screen}");
    let model = update(model, Msg::Action(Action::Stats)).0;
    let stats = text(&render(&model, look(ColorMode::None), 100, 36));
    let own =
        &stats[stats.find("Your own games").expect(&stats)..stats.find("Assisted").expect(&stats)];
    assert!(
        own.contains(&format!("Best score    4×4  {best}, by your own moves")),
        "{stats}"
    );
    assert!(!own.contains("none yet"), "{stats}");
    assert_eq!(saved_of(&model).best.get(&4), Some(&best));
}
