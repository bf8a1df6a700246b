//! The solver's review: planted losing moves are blunders, the solver's own moves are
//! its best, and a known record gets a known review.

use std::sync::OnceLock;

use crate::ai::review::{Grade, review};
use crate::ai::{Bitboard, Searcher, Solver};
use crate::ai::{Evaluation, Strength};
use crate::game::{Board, Dir, GameRng, GameState, Origin, Record, Rules, SpawnRule, Status};

fn quiet(_: usize, _: usize) {}

/// The solver `tui2048 review` grades with by default, its network made once for the
/// tests that use it.
fn fast() -> Solver {
    static JUDGE: OnceLock<Solver> = OnceLock::new();
    JUDGE
        .get_or_init(|| Solver::judging(Strength::Fast, None))
        .clone()
}

fn from_board<R: AsRef<[u64]>>(rows: &[R]) -> GameState {
    let board = Board::from_values(rows).unwrap();
    let rules = Rules {
        size: board.size(),
        ..Rules::default()
    };
    GameState::from_parts(
        rules,
        board,
        1000,
        500,
        Status::Playing,
        GameRng::from_seed(3),
    )
}

#[test]
fn a_move_that_loses_whatever_comes_is_a_blunder() {
    // Right leaves the top-left cell empty between an 8 and a 16: whatever comes, no move
    // is left. Up leaves a cell beside a 4 and under a 2: it lives on.
    let start = from_board(&[
        [8, 16, 32, 0],
        [16, 32, 64, 128],
        [32, 64, 128, 256],
        [64, 128, 4, 2],
    ]);
    let mut record = Record::from_board(&start);
    record.push(Dir::Right);
    let judged = review(&record, &fast(), &quiet).unwrap();
    assert_eq!(judged.moves.len(), 1);
    let m = &judged.moves[0];
    assert_eq!(
        (m.n, m.dir, m.best, m.grade),
        (501, Dir::Right, Dir::Up, Grade::Blunder)
    );
    assert_eq!(m.loss, 1.0);
    assert_eq!(m.values.len(), 2);
    assert_eq!(m.values[1], (Dir::Right, 0.0));
    assert!(m.values[0].0 == Dir::Up && m.values[0].1 > 0.0);
    assert_eq!(judged.accuracy(), 0.0);
    assert_eq!(judged.last.status(), Status::Over);
    assert_eq!(judged.costliest(3).len(), 1);
}

#[test]
fn a_losing_move_on_a_small_board_is_a_blunder_too() {
    let start = from_board(&[[8, 16, 0], [16, 32, 64], [32, 4, 2]]);
    let mut record = Record::from_board(&start);
    record.push(Dir::Right);
    let judged = review(&record, &fast(), &quiet).unwrap();
    let m = &judged.moves[0];
    assert_eq!((m.best, m.grade, m.loss), (Dir::Up, Grade::Blunder, 1.0));
    // The safe move, played, is the best.
    let mut record = Record::from_board(&start);
    record.push(Dir::Up);
    let judged = review(&record, &fast(), &quiet).unwrap();
    assert_eq!(
        (judged.moves[0].grade, judged.moves[0].loss),
        (Grade::Best, 0.0)
    );
    assert_eq!(judged.accuracy(), 100.0);
}

/// A game of `moves` moves from `seed`, each chosen by `pick`.
fn solver_game(
    rules: Rules,
    seed: u64,
    moves: usize,
    mut pick: impl FnMut(&Board) -> Option<Dir>,
) -> Record {
    let mut game = GameState::new(rules, seed);
    let mut record = Record::starting(&game, Origin::Seed(seed));
    while record.moves().len() < moves {
        if let Some(on) = game.keep_going() {
            game = on;
            record.keep_going();
        }
        let Some(dir) = pick(game.board()) else { break };
        game = game.apply(dir).unwrap().0;
        record.push_solver(dir);
    }
    record
}

/// How many moves of a review have each grade, best first.
fn counts(judged: &crate::ai::review::Review) -> [usize; 5] {
    Grade::ALL.map(|g| judged.count(g))
}

#[cfg(feature = "network")]
#[test]
fn a_game_the_solver_played_alone_is_all_its_best() {
    use crate::ai::endgame::Endgame;
    use crate::ai::review::Judge;

    // The hint's and autoplay's solver, as the game makes it: its network made the first
    // time a move is asked for, and that move waits for it, so the moves are all its.
    let game = Solver::with_endgame(Strength::Fast, "review test", || Endgame::new(Vec::new()));
    assert_eq!(game.evaluation(), Evaluation::Heuristic);
    let record = solver_game(Rules::default(), 2027, 400, |board| game.best_move(board));
    assert_eq!(record.moves().len(), 400);
    assert_eq!(game.evaluation(), Evaluation::Network);
    let judged = review(&record, &fast(), &quiet).unwrap();
    assert_eq!(counts(&judged), [400, 0, 0, 0, 0]);
    assert!(
        judged
            .moves
            .iter()
            .all(|m| m.dir == m.best && m.loss == 0.0)
    );
    assert_eq!(judged.accuracy(), 100.0);
    assert_eq!(
        judged.judge,
        Judge {
            strength: Strength::Fast,
            evaluation: Evaluation::Network,
            tables: false,
        }
    );
    // Valued by the search that chose them: no other move is worth more.
    for m in &judged.moves {
        let own = m.values.iter().find(|(d, _)| *d == m.dir).unwrap().1;
        assert!(m.values.iter().all(|&(_, v)| v <= own), "{m:?}");
    }
    // The strong level judges the strong level's own moves alike, and the fast level's
    // otherwise: its deeper search values some of them below its own.
    let strong = Solver::judging(Strength::Strong, None);
    let own = solver_game(Rules::default(), 2029, 120, |board| strong.best_move(board));
    let judged = review(&own, &strong, &quiet).unwrap();
    assert_eq!(counts(&judged), [120, 0, 0, 0, 0]);
    assert_eq!(judged.judge.strength, Strength::Strong);
    let judged = review(&record, &strong, &quiet).unwrap();
    assert!(judged.count(Grade::Best) < 400, "{:?}", counts(&judged));
}

#[test]
fn a_review_with_the_heuristic_grades_the_heuristics_moves_best() {
    // A solver that plays alone, with the heuristic (the search before its network is
    // made), judges its own moves so too.
    let mut searcher = Searcher::default();
    let record = solver_game(Rules::default(), 11, 120, |board| {
        searcher.new_game();
        searcher
            .best_move(Bitboard::from_board(board)?, None)
            .map(|(dir, _)| dir)
    });
    assert_eq!(record.moves().len(), 120);
    let heuristic = Solver::new(Strength::Fast);
    let judged = review(&record, &heuristic, &quiet).unwrap();
    assert_eq!(judged.judge.evaluation, Evaluation::Heuristic);
    let not_best: Vec<_> = judged
        .moves
        .iter()
        .filter(|m| m.grade != Grade::Best || m.dir != m.best || m.loss != 0.0)
        .collect();
    assert!(not_best.is_empty(), "{not_best:?}");
    assert_eq!(judged.accuracy(), 100.0);
    assert!(judged.costliest(3).is_empty());
    // Other sizes have no memory to forget: the hint's own function.
    let rules = Rules {
        size: 5,
        target: 64,
        spawn: SpawnRule::Classic,
    };
    let solver = Solver::new(Strength::Fast);
    let record = solver_game(rules, 5, 40, |board| solver.best_move(board));
    let judged = review(&record, &fast(), &quiet).unwrap();
    // Judged by the generic search, with the heuristic, whatever the judge plays 4×4
    // boards with.
    assert_eq!(
        (judged.judge.evaluation, judged.judge.tables),
        (Evaluation::Heuristic, false)
    );
    assert!(
        judged
            .moves
            .iter()
            .all(|m| m.grade == Grade::Best && m.dir == m.best)
    );
}

#[test]
fn a_known_record_gets_a_known_review() {
    // Up, left, down, right over and over from seed 2026: a poor way to play.
    let mut game = GameState::new(Rules::default(), 2026);
    let mut record = Record::starting(&game, Origin::Seed(2026));
    for i in 0..60 {
        let dir = [Dir::Up, Dir::Left, Dir::Down, Dir::Right][i % 4];
        if let Some((next, _)) = game.apply(dir) {
            game = next;
            record.push(dir);
        }
    }
    let judged = review(&record, &fast(), &quiet).unwrap();
    assert_eq!(judged.moves.len(), record.moves().len());
    assert_eq!(counts(&judged), [24, 3, 13, 14, 4]);
    assert_eq!(judged.accuracy(), 100.0 * 27.0 / 58.0);
    let costliest: Vec<(u64, Dir, Dir, Grade, String)> = judged
        .costliest(3)
        .iter()
        .map(|m| (m.n, m.dir, m.best, m.grade, format!("{:.4}", m.loss)))
        .collect();
    let expected = [
        (53, Dir::Down, Dir::Up, Grade::Blunder, "0.0562"),
        (50, Dir::Right, Dir::Up, Grade::Blunder, "0.0416"),
        (55, Dir::Up, Dir::Left, Grade::Blunder, "0.0348"),
    ]
    .map(|(n, dir, best, grade, loss)| (n, dir, best, grade, loss.to_string()));
    assert_eq!(costliest, expected);
    assert_eq!(judged.last, game);
    // The same review whatever the threads did.
    assert_eq!(review(&record, &fast(), &quiet).unwrap(), judged);
}

#[test]
fn values_are_given_for_the_legal_moves_only() {
    let board = Board::from_values(&[[2, 0, 0, 0], [0; 4], [0; 4], [0; 4]]).unwrap();
    let values = fast().move_values(&board).1;
    let dirs: Vec<Dir> = values.iter().map(|&(d, _)| d).collect();
    assert_eq!(dirs, [Dir::Down, Dir::Right]);
    assert!(values.iter().all(|&(_, v)| v > 0.0));
    let dead = Board::from_values(&[[2, 4, 2], [4, 2, 4], [2, 4, 2]]).unwrap();
    assert!(fast().move_values(&dead).1.is_empty());
}

#[test]
fn progress_is_told_for_every_move() {
    let solver = Solver::new(Strength::Fast);
    let record = solver_game(Rules::default(), 3, 20, |board| solver.best_move(board));
    let seen = std::sync::Mutex::new(Vec::new());
    let judged = review(&record, &solver, &|done, total| {
        seen.lock().unwrap().push((done, total))
    })
    .unwrap();
    let mut seen = seen.into_inner().unwrap();
    seen.sort();
    assert_eq!(seen, (1..=20).map(|d| (d, 20)).collect::<Vec<_>>());
    assert_eq!(judged.moves.len(), 20);
}
