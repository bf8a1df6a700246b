//! Two games are one only when they are the same game: the play `u` brings back after `r`,
//! or the game in play resumed from its save. Two games from one seed, however their
//! moves and undos line up, are two, and neither takes the other's place among the
//! finished games or as the best of its size; nor do two races on one seed.

use tui2048_app::keymap::Action;
use tui2048_app::settings::Language;
use tui2048_app::{Cmd, Model, Msg, Scores, Session, update};
use tui2048_app::{Fresh, GameOptions, earlier_of, initial_model, saved_of};
use tui2048_engine::game::{Dir, GameIds, GameState, Origin, Raced, Record, Rival, Rules};
use tui2048_store::{Kept, Opened, Records, read};

/// A new game of seed `seed` in a program whose names come from `run`.
fn seeded(seed: u64, run: u64) -> Model {
    let game = GameState::new(Rules::default(), seed);
    Model::of(
        Session::starting(game, Origin::Seed(seed), GameIds::from_seed(run)),
        Scores::default(),
    )
}

/// `actions` through `update`, each finished game's record kept as the saver keeps it.
fn play(mut model: Model, actions: &[Action], records: &mut Records) -> Model {
    for &action in actions {
        let (next, cmds) = update(model, Msg::Action(action));
        model = next;
        for cmd in cmds {
            match cmd {
                Cmd::Keep(record) => records.add(Kept::of(&record).unwrap()),
                Cmd::TakeBack(record) => {
                    records.take_back(&record);
                }
                _ => {}
            }
        }
    }
    model
}

/// `n` moves, each the first of left, up, right, down that moves the board.
fn moves(model: &Model, n: usize) -> Vec<Action> {
    let mut game = model.game().clone();
    let mut out = Vec::new();
    for _ in 0..n {
        let Some(dir) = Dir::ALL.into_iter().find(|&d| game.apply(d).is_some()) else {
            break;
        };
        game = game.apply(dir).unwrap().0;
        out.push(Action::Move(dir));
    }
    out
}

/// The program quits and starts again on the file `model`'s program wrote, its names for
/// new games from `run`.
fn resumed(model: &Model, run: u64) -> Model {
    let bytes = tui2048_store::to_bytes_with(&saved_of(model), &earlier_of(model));
    let parsed = read(&bytes, &mut || 0).expect("the file written reads back");
    let opened = Opened::Resumed {
        saved: Box::new(parsed.saved),
        new_game: false,
        earlier: parsed.earlier,
    };
    let options = GameOptions::default();
    let fresh = Fresh::seeded(run);
    initial_model(opened, options, Language::English, fresh, model.clock()).0
}

#[test]
fn two_games_from_one_seed_are_two_games_and_the_best_stays() {
    let mut records = Records::default();
    // Seed 8, 32 moves, `r`: the game is kept, the best of its size.
    let first = seeded(8, 1);
    let first = play(first.clone(), &moves(&first, 32), &mut records);
    let score = first.game().score();
    assert!(score > 100, "{score}");
    play(first, &[Action::Restart], &mut records);
    assert_eq!(records.recent.len(), 1);
    assert_eq!(records.best(4).map(|k| k.score), Some(score));
    // Seed 8 again in another run: the same first move and forty undos, the move again,
    // `r`. Its one move begins the first game's moves and the undos cover the rest.
    let second = seeded(8, 2);
    let up = moves(&second, 1);
    let mut actions = Vec::new();
    for _ in 0..40 {
        actions.extend(&up);
        actions.push(Action::Undo);
    }
    actions.extend(&up);
    actions.push(Action::Restart);
    play(second, &actions, &mut records);
    assert_eq!(records.recent.len(), 2, "{:?}", records.recent);
    assert_eq!(records.recent[0].score, score);
    assert_eq!(records.best(4).map(|k| k.score), Some(score));
}

#[test]
fn a_game_brought_back_by_u_after_r_and_ended_again_is_one_game() {
    let mut records = Records::default();
    let model = seeded(3, 1);
    let model = play(model.clone(), &moves(&model, 20), &mut records);
    let model = play(model, &[Action::Restart], &mut records);
    assert_eq!(records.recent.len(), 1);
    let left = records.recent[0].score;
    // `u` brings it back: it is no finished game until it ends again.
    let model = play(model, &[Action::Undo], &mut records);
    assert!(records.recent.is_empty());
    assert_eq!(records.best(4), None);
    // Three more moves, then `r`: one game, ending where it ends now.
    let model = play(model.clone(), &moves(&model, 3), &mut records);
    let now = model.game().score();
    play(model, &[Action::Restart], &mut records);
    assert_eq!(records.recent.len(), 1);
    assert_eq!(records.recent[0].score, now);
    assert!(now >= left);
}

#[test]
fn a_game_resumed_from_its_save_is_the_same_game_and_a_new_seeded_game_is_not() {
    let mut records = Records::default();
    let model = seeded(5, 1);
    let model = play(model.clone(), &moves(&model, 15), &mut records);
    let model = play(model, &[Action::Restart], &mut records);
    assert_eq!(records.recent.len(), 1);
    // Quit and start again: `u` brings the game left back with its name, as it was.
    let back = resumed(&model, 2);
    let name = records.recent[0].record.id();
    assert!(name.is_some());
    let back = play(back, &[Action::Undo], &mut records);
    assert_eq!(back.session().record().id(), name);
    assert!(records.recent.is_empty());
    let back = play(back.clone(), &moves(&back, 2), &mut records);
    play(back, &[Action::Restart], &mut records);
    assert_eq!(records.recent.len(), 1);
    assert_eq!(records.recent[0].record.id(), name);
}

/// A race's game against the solver on seed `seed`, of `n` moves, named from `run`.
fn race_game(seed: u64, run: u64, n: usize, hints: bool) -> Record {
    let start = GameState::new(Rules::default(), seed);
    let mut record = Record::starting(&start, Origin::Seed(seed))
        .with_id(Some(GameIds::from_seed(run).draw()))
        .with_raced(Raced {
            rival: Rival::Solver { strong: true },
            score: 40,
            moves: n as u64,
            won: false,
        });
    let mut game = start;
    for _ in 0..n {
        let dir = Dir::ALL
            .into_iter()
            .find(|&d| game.apply(d).is_some())
            .unwrap();
        game = game.apply(dir).unwrap().0;
        let help = tui2048_engine::game::Help {
            solver: false,
            hinted: hints,
        };
        record.push_helped(dir, help);
    }
    record
}

#[test]
fn races_on_one_seed_are_counted_each_and_one_race_kept_again_once() {
    let mut records = Records::default();
    for run in 1..=3 {
        records.add(Kept::of(&race_game(42, run, 10, false)).unwrap());
    }
    assert_eq!(records.recent.len(), 3);
    assert_eq!((records.races.games, records.races.moves), (3, 30));
    // The third race kept again after an undo and a hint: its counts take the old
    // ones' place, its hints among them.
    let again = race_game(42, 3, 12, true);
    records.add(Kept::of(&again).unwrap());
    assert_eq!(records.recent.len(), 3);
    assert_eq!(
        (
            records.races.games,
            records.races.moves,
            records.races.hints
        ),
        (3, 32, 12)
    );
    let fewer = race_game(42, 3, 5, true);
    records.add(Kept::of(&fewer).unwrap());
    assert_eq!(
        (
            records.races.games,
            records.races.moves,
            records.races.hints
        ),
        (3, 25, 5)
    );
    assert_eq!(
        records.best(4),
        None,
        "a race is never the best of its size"
    );
}

#[test]
fn a_game_that_ties_the_best_leaves_the_earlier_one_the_best() {
    let mut records = Records::default();
    let game = |run| {
        let model = seeded(11, run);
        let mut kept = Records::default();
        let model = play(model.clone(), &moves(&model, 12), &mut kept);
        play(model, &[Action::Restart], &mut kept);
        kept.recent.remove(0)
    };
    let (a, b) = (game(1), game(2));
    assert_eq!(a.score, b.score);
    assert_ne!(a.record.id(), b.record.id());
    records.add(a.clone());
    records.add(b.clone());
    assert_eq!(records.best(4).unwrap().record.id(), a.record.id());
    assert_eq!(records.recent.len(), 2);
}
