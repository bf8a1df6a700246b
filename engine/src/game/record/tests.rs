//! The record's own tests: replays, undos, help and names.

use super::*;
use crate::game::{Board, SpawnRule};

fn rules(size: usize) -> Rules {
    Rules {
        size,
        ..Rules::default()
    }
}

/// Plays `dirs` from `game`, skipping those that are not moves; the moves made.
fn play(game: &mut GameState, record: &mut Record, dirs: &[Dir]) {
    for &dir in dirs {
        if let Some(on) = game.keep_going() {
            *game = on;
        }
        if let Some((next, _)) = game.apply(dir) {
            *game = next;
            record.push(dir);
        }
    }
}

#[test]
fn a_seeded_game_replays_to_the_same_board_and_score() {
    let mut game = GameState::new(rules(4), 42);
    let mut record = Record::starting(&game, Origin::Seed(42));
    assert_eq!(record.origin(), &Origin::Seed(42));
    let dirs: Vec<Dir> = (0..400).map(|i| Dir::ALL[(i * 7 + i / 3) % 4]).collect();
    play(&mut game, &mut record, &dirs);
    let states = replay(&record).unwrap();
    assert_eq!(states.len(), record.moves().len() + 1);
    assert_eq!(states.last(), Some(&game));
    assert_eq!(states[0], GameState::new(rules(4), 42));
    assert_eq!(final_state(&record).unwrap(), game);
}

#[test]
fn a_seed_that_does_not_make_the_game_is_not_believed() {
    let game = GameState::new(rules(5), 1);
    let record = Record::starting(&game, Origin::Seed(2));
    assert_eq!(record.origin(), &Origin::Board(game.clone()));
    assert_eq!(record.start(), game);
    let day = Day::new(2026, 11, 30).unwrap();
    let daily = GameState::new(rules(4), day.seed());
    let record = Record::starting(&daily, Origin::Daily(day));
    assert_eq!(record.origin(), &Origin::Daily(day));
    assert_eq!(record.start(), daily);
}

#[test]
fn the_next_game_starts_at_the_seed_restart_uses() {
    let game = GameState::new(rules(4), 9);
    let next = game.restart();
    let record = Record::starting(&next, Origin::Seed(game.next_seed()));
    assert_eq!(record.origin(), &Origin::Seed(game.next_seed()));
}

#[test]
fn a_game_from_a_board_replays_with_its_score_moves_and_generator() {
    let board = Board::from_values(&[[2, 2, 0], [0, 4, 0], [0, 0, 8]]).unwrap();
    let rules = Rules {
        size: 3,
        target: 16,
        spawn: SpawnRule::Scaled,
    };
    let start = GameState::from_parts(
        rules,
        board,
        120,
        33,
        Status::Playing,
        GameRng::from_seed(3),
    );
    let mut game = start.clone();
    let mut record = Record::from_board(&game);
    play(
        &mut game,
        &mut record,
        &[Dir::Left, Dir::Up, Dir::Right, Dir::Down],
    );
    assert_eq!(record.moves().len(), 4);
    assert_eq!(game.moves(), 37);
    assert_eq!(final_state(&record).unwrap(), game);
}

#[test]
fn undo_takes_the_move_out_and_counts_it() {
    let mut game = GameState::new(rules(4), 5);
    let mut record = Record::starting(&game, Origin::Seed(5));
    play(
        &mut game,
        &mut record,
        &[Dir::Left, Dir::Right, Dir::Up, Dir::Down],
    );
    let kept = record.moves().to_vec();
    assert!(kept.len() >= 2, "{kept:?}");
    let states = replay(&record).unwrap();
    let n = kept.len();
    assert_eq!(record.undo(&states[n - 1]), Some(kept[n - 1]));
    assert_eq!(record.undos(), 1);
    assert_eq!(record.moves(), &kept[..n - 1]);
    assert_eq!(final_state(&record).unwrap(), states[n - 1]);
    for i in (0..n - 1).rev() {
        assert_eq!(record.undo(&states[i]), Some(kept[i]));
    }
    assert_eq!(record.undo(&states[0]), None);
    assert_eq!(record.undos(), n as u64);
    assert!(record.moves().is_empty());
}

#[test]
fn a_move_that_does_not_apply_is_an_error() {
    let board = Board::from_values(&[[2, 0, 0], [0, 0, 0], [0, 0, 0]]).unwrap();
    let start = GameState::from_parts(
        rules(3),
        board,
        0,
        0,
        Status::Playing,
        GameRng::from_seed(1),
    );
    let mut record = Record::from_board(&start);
    record.push(Dir::Up);
    assert_eq!(
        replay(&record),
        Err(ReplayError::NotAMove {
            index: 1,
            dir: Dir::Up
        })
    );
    assert_eq!(
        ReplayError::NotAMove {
            index: 1,
            dir: Dir::Up
        }
        .to_string(),
        "move 1 of the record (up) is not a move on its board"
    );
}

#[test]
fn keeping_going_after_a_win_replays_as_played() {
    // One move from the target: a left merge makes 16.
    let board = Board::from_values(&[[8, 8, 0], [0, 0, 0], [2, 0, 0]]).unwrap();
    let rules = Rules {
        size: 3,
        target: 16,
        spawn: SpawnRule::Classic,
    };
    let start = GameState::from_parts(rules, board, 0, 0, Status::Playing, GameRng::from_seed(4));
    let mut record = Record::from_board(&start);
    let (won, _) = start.apply(Dir::Left).unwrap();
    assert_eq!(won.status(), Status::Won);
    record.push(Dir::Left);
    assert_eq!(final_state(&record).unwrap(), won);
    record.keep_going();
    let on = won.keep_going().unwrap();
    assert_eq!(final_state(&record).unwrap(), on);
    // A move after the win plays on; undoing it leaves the win answered.
    let dir = Dir::ALL
        .into_iter()
        .find(|&d| on.apply(d).is_some())
        .unwrap();
    let (after, _) = on.apply(dir).unwrap();
    record.push(dir);
    assert_eq!(final_state(&record).unwrap(), after);
    record.undo(&on);
    assert_eq!(final_state(&record).unwrap(), on);
    // Undoing the winning move leaves no win to answer.
    record.undo(&start);
    record.push(Dir::Left);
    assert_eq!(final_state(&record).unwrap(), won);
}

#[test]
fn help_counts_while_its_move_is_kept() {
    let mut game = GameState::new(rules(4), 8);
    let mut record = Record::starting(&game, Origin::Seed(8));
    let mut states = vec![game.clone()];
    let hinted = Help {
        solver: false,
        hinted: true,
    };
    for help in [Help::default(), hinted, Help::SOLVER, hinted] {
        let dir = Dir::ALL
            .into_iter()
            .find(|&d| game.apply(d).is_some())
            .unwrap();
        game = game.apply(dir).unwrap().0;
        states.push(game.clone());
        record.push_helped(dir, help);
    }
    assert_eq!((record.hints(), record.assisted()), (2, true));
    record.finish(1_796_083_200);
    assert_eq!(record.finished(), Some(1_796_083_200));
    // Undone, the last move's hint no longer counts; then the solver's move goes.
    record.undo(&states[3]);
    assert_eq!((record.hints(), record.assisted()), (1, true));
    record.undo(&states[2]);
    assert_eq!((record.hints(), record.assisted()), (1, false));
    assert_eq!(record.helped(), &[Help::default(), hinted]);
    record.undo(&states[1]);
    assert_eq!((record.hints(), record.assisted()), (0, false));
    assert_eq!(record.finished(), None);
}

#[test]
fn help_before_the_record_starts_stays() {
    let game = GameState::new(rules(4), 8).with_assist(crate::game::Assist {
        solver_moved: true,
        hints: 3,
    });
    let record = Record::from_board(&game);
    assert_eq!((record.hints(), record.assisted()), (3, true));
}

#[test]
fn a_game_is_one_game_by_its_name_alone() {
    let mut ids = GameIds::from_seed(1);
    let mut game = GameState::new(rules(4), 3);
    let name = Some(ids.draw());
    let mut first = Record::starting(&game, Origin::Seed(3)).with_id(name);
    let mut states = vec![game.clone()];
    for i in 0..12 {
        let dir = Dir::ALL
            .into_iter()
            .cycle()
            .skip(i)
            .find(|&d| game.apply(d).is_some())
            .unwrap();
        game = game.apply(dir).unwrap().0;
        states.push(game.clone());
        first.push(dir);
    }
    // Taken back and played on another way: still the one game.
    let mut again = first.clone();
    for back in (8..12).rev() {
        again.undo(&states[back]);
    }
    let mut on = states[8].clone();
    for _ in 0..6 {
        let dir = Dir::ALL
            .into_iter()
            .rev()
            .find(|&d| on.apply(d).is_some())
            .unwrap();
        on = on.apply(dir).unwrap().0;
        again.push(dir);
    }
    assert!(again.same_game(&first) && first.same_game(&again));
    // Another game from the same seed, its first move the same and as many undos as
    // it differs by, is another game.
    let mut other = Record::starting(&states[0], Origin::Seed(3)).with_id(Some(ids.draw()));
    for _ in 0..40 {
        other.push(first.moves()[0]);
        other.undo(&states[0]);
    }
    other.push(first.moves()[0]);
    assert!(!other.same_game(&first) && !first.same_game(&other));
    // A record with no name is of no other game, even one move for move the same.
    let unnamed = first.clone().with_id(None);
    assert!(!unnamed.same_game(&first) && !first.same_game(&unnamed));
    assert!(!unnamed.same_game(&unnamed.clone()));
}

#[test]
fn generator_parts_round_trip() {
    let mut rng = GameRng::from_seed(77);
    rng.next_u64();
    let (state, increment) = rng_parts(&rng);
    assert_eq!(rng_of(state, increment), Some(rng));
    assert_eq!(rng_of(state, 2), None);
}
