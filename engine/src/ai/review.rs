//! The solver's review of a game: at every position of a record, the value of each legal
//! move, the move the solver plays there, and a grade for the move played.
//!
//! The judge is the solver of the hint and autoplay, at the review's level: the same
//! search, valuing boards with the same evaluation (the level's network, [`Judge`]), and
//! playing the same endgame tables where one applies. Its move at a position is the one
//! [`Solver::best_move`] plays there, so the solver's own moves are graded `best`, by
//! construction (but for a move after which the game is over whatever tile comes, where
//! another lived on: a `blunder` whoever played it).
//!
//! A move's value is what that search gives it at its root: with the network, the points
//! the move scores and those the network expects to follow, searched as deep as the
//! solver searches the position; with the heuristic, close to the chance of staying
//! alive over the moves searched, weighed by how good the boards look. A lost board is
//! worth 0. A move's loss is the share of the solver's move's value it gives away:
//! `(best − played) / best`, from 0 (as good) to 1 (all of it). Where an endgame table
//! chooses the solver's move, the search still values every move.
//!
//! | grade | loss |
//! |---|---|
//! | `best` | the solver's move, or within 0.01 % of it |
//! | `good` | up to 0.1 % |
//! | `inaccuracy` | up to 0.5 % |
//! | `mistake` | up to 3 % |
//! | `blunder` | more, or a move after which the game is over whatever tile comes, where another move lived on |
//!
//! `docs/records.md` has the accuracies measured of players of several strengths.
//!
//! The values are the [`Solver`]'s, at its level of play (`Solver::move_values`), so
//! `review --strength strong` grades with the deeper search. Positions are valued on all
//! cores, each searched afresh, so a review depends only on the record, the level and
//! what the judge plays with ([`Solver::judging`]).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rayon::prelude::*;

pub use crate::game::Grade;
use crate::game::{Board, Dir, GameState, Record, ReplayError, SpawnRule, replay};

use super::solver::TABLES_FROM;
use super::{Evaluation, Solver, Strength};

/// One kept move, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// The move's number in the game: the moves count once it is made.
    pub n: u64,
    pub dir: Dir,
    /// The move the solver plays there.
    pub best: Dir,
    pub grade: Grade,
    /// The share of the solver's move's value the move gives away, from 0 to 1.
    pub loss: f32,
    /// The value of every legal move there, in the order of `Dir::ALL`.
    pub values: Vec<(Dir, f32)>,
}

/// What a review was judged with: the solver's level, what its search valued the boards
/// with, and whether it played with the endgame tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judge {
    pub strength: Strength,
    pub evaluation: Evaluation,
    pub tables: bool,
}

impl Judge {
    /// The judge `solver` is of a game on a board of `size`: the bitboard's evaluation on
    /// 4×4 boards, the heuristic's generic search on the others.
    pub fn of(solver: &Solver, size: usize) -> Judge {
        Judge {
            strength: solver.strength(),
            evaluation: if size == 4 {
                solver.evaluation()
            } else {
                Evaluation::Heuristic
            },
            tables: size == 4 && solver.has_tables(),
        }
    }
}

/// A record, judged move by move.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub moves: Vec<MoveReview>,
    /// The game after the last move.
    pub last: GameState,
    /// What judged it.
    pub judge: Judge,
}

impl Review {
    /// The share of moves graded `best` or `good`, from 0 to 100 (100 with no move).
    pub fn accuracy(&self) -> f64 {
        if self.moves.is_empty() {
            return 100.0;
        }
        let fine = self.moves.iter().filter(|m| m.grade.is_accurate()).count();
        100.0 * fine as f64 / self.moves.len() as f64
    }

    /// How many moves have `grade`.
    pub fn count(&self, grade: Grade) -> usize {
        self.moves.iter().filter(|m| m.grade == grade).count()
    }

    /// The `k` moves that gave the most away (those that gave nothing left out), the
    /// costliest first; of equal losses, the earlier move first.
    pub fn costliest(&self, k: usize) -> Vec<&MoveReview> {
        let mut costly: Vec<&MoveReview> = self
            .moves
            .iter()
            .filter(|m| m.loss > 0.0 || m.grade > Grade::Best)
            .collect();
        costly.sort_by(|a, b| {
            (b.grade, b.loss)
                .partial_cmp(&(a.grade, a.loss))
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(a.n.cmp(&b.n))
        });
        costly.truncate(k);
        costly
    }
}

/// Reviews every kept move of a record with `solver`, once what it plays with is ready
/// ([`Solver::make_ready`]: its network, and its endgame tables for a game that reaches
/// the tile they are wanted from). `progress` hears (positions done,
/// positions) as the work goes, from any thread. Fails when the record does not replay.
pub fn review(
    record: &Record,
    solver: &Solver,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Review, ReplayError> {
    review_until(record, solver, progress, &AtomicBool::new(false)).map(|r| r.expect("not stopped"))
}

/// [`review`], given up (`Ok(None)`) once `stop` is set: no position is begun after it.
pub fn review_until(
    record: &Record,
    solver: &Solver,
    progress: &(dyn Fn(usize, usize) + Sync),
    stop: &AtomicBool,
) -> Result<Option<Review>, ReplayError> {
    let states = replay(record)?;
    let last = states.last().cloned().unwrap_or_else(|| record.start());
    solver.make_ready(wants_tables_at(&last));
    let spawn = record.rules().spawn;
    let total = record.moves().len();
    let done = AtomicUsize::new(0);
    let moves: Option<Vec<MoveReview>> = (0..total)
        .into_par_iter()
        .map(|i| {
            if stop.load(Ordering::Relaxed) {
                return None;
            }
            let judged = judge(solver, &states[i], &states[i + 1], record.moves()[i], spawn);
            progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
            Some(judged)
        })
        .collect();
    let judge = Judge::of(solver, record.rules().size);
    Ok(moves.map(|moves| Review { moves, last, judge }))
}

/// Whether a review of `record` wants the endgame tables: its game reaches the tile from
/// which the solver plays with them. Fails when the record does not replay.
pub fn wants_tables(record: &Record) -> Result<bool, ReplayError> {
    let states = replay(record)?;
    Ok(wants_tables_at(states.last().unwrap_or(&record.start())))
}

/// Whether a game that ends at `last` reaches the tile the tables are wanted from (tiles
/// never shrink).
fn wants_tables_at(last: &GameState) -> bool {
    last.board().size() == 4 && last.board().max_tile() >= TABLES_FROM
}

/// The review of `dir` played at `before`, which led to `after`.
fn judge(
    solver: &Solver,
    before: &GameState,
    after: &GameState,
    dir: Dir,
    spawn: SpawnRule,
) -> MoveReview {
    let board = before.board();
    let (pick, values) = solver.move_values(board);
    let best = pick.unwrap_or(dir);
    let dead_end = lost_whatever_comes(board, dir, spawn)
        && values
            .iter()
            .any(|&(d, _)| d != dir && !lost_whatever_comes(board, d, spawn));
    let (grade, loss) = graded(dir, best, &values, dead_end);
    MoveReview {
        n: after.moves(),
        dir,
        best,
        grade,
        loss,
        values,
    }
}

/// The grade and loss of `dir` where the solver plays `best`, each legal move valued as
/// in `values`; `dead_end`: the game is over after `dir` whatever tile comes, where
/// another move lived on.
fn graded(dir: Dir, best: Dir, values: &[(Dir, f32)], dead_end: bool) -> (Grade, f32) {
    let value_of = |d: Dir| values.iter().find(|(v, _)| *v == d).map(|&(_, v)| v);
    let top = value_of(best).unwrap_or(0.0);
    let played = value_of(dir).unwrap_or(0.0);
    let loss = if top > 0.0 {
        ((top - played) / top).clamp(0.0, 1.0)
    } else if played < top {
        // The solver's move is worth nothing more (or less: a network may value a board
        // below 0), and this one less again: all of it is given away.
        1.0
    } else {
        0.0
    };
    if dead_end {
        (Grade::Blunder, loss)
    } else if dir == best {
        (Grade::Best, 0.0)
    } else {
        (Grade::of_loss(loss), loss)
    }
}

/// Whether the game is over after `dir` on `board` whatever tile comes next (`false`
/// when `dir` is no move).
fn lost_whatever_comes(board: &Board, dir: Dir, spawn: SpawnRule) -> bool {
    let Some(slid) = board.slide(dir) else {
        return false;
    };
    let empty = slid.board.empty_cells();
    // With two empty cells, one stays empty whatever comes.
    if empty.len() != 1 {
        return empty.is_empty();
    }
    let tiles = match spawn {
        SpawnRule::Classic => 1..=2,
        SpawnRule::Scaled => 1..=slid.board.max_exponent().saturating_sub(2).max(1),
    };
    let mut next = slid.board;
    tiles.into_iter().all(|exp| {
        next.set_exponent(empty[0], exp);
        !next.can_move()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board<R: AsRef<[u64]>>(rows: &[R]) -> Board {
        Board::from_values(rows).unwrap()
    }

    #[test]
    fn grades_follow_the_loss() {
        assert_eq!(Grade::of_loss(0.0), Grade::Best);
        assert_eq!(Grade::of_loss(0.0001), Grade::Best);
        assert_eq!(Grade::of_loss(0.0005), Grade::Good);
        assert_eq!(Grade::of_loss(0.002), Grade::Inaccuracy);
        assert_eq!(Grade::of_loss(0.02), Grade::Mistake);
        assert_eq!(Grade::of_loss(0.031), Grade::Blunder);
        assert_eq!(Grade::of_loss(1.0), Grade::Blunder);
        assert_eq!(Grade::Inaccuracy.to_string(), "inaccuracy");
    }

    #[test]
    fn the_loss_is_the_share_of_the_solvers_value_given_away() {
        use Dir::{Down, Left, Right, Up};
        let open = [(Up, 1000.0), (Left, 999.5), (Right, 990.0), (Down, 960.0)];
        assert_eq!(graded(Up, Up, &open, false), (Grade::Best, 0.0));
        assert_eq!(graded(Left, Up, &open, false), (Grade::Good, 0.0005));
        assert_eq!(graded(Right, Up, &open, false), (Grade::Mistake, 0.01));
        assert_eq!(graded(Down, Up, &open, false), (Grade::Blunder, 0.04));
        // A move a table chose over one the search values more: the other gives nothing
        // away.
        let table = [(Up, 100.0), (Left, 120.0)];
        assert_eq!(graded(Left, Up, &table, false), (Grade::Best, 0.0));
        // Nothing more to come by the solver's move (a network may value a board below
        // 0): a move worth less gives all of it away; one worth as much, nothing.
        let late = [(Up, -5.0), (Left, -20.0), (Right, -5.0)];
        assert_eq!(graded(Left, Up, &late, false), (Grade::Blunder, 1.0));
        assert_eq!(graded(Right, Up, &late, false), (Grade::Best, 0.0));
        // Into a dead end where another move lived on: a blunder, whoever played it.
        assert_eq!(graded(Up, Up, &open, true), (Grade::Blunder, 0.0));
        assert_eq!(graded(Down, Up, &open, true), (Grade::Blunder, 0.04));
    }

    #[test]
    fn a_move_into_a_dead_end_is_lost_whatever_comes() {
        // Right leaves the top-left cell empty between an 8 and a 16: nothing merges
        // with the 2 or the 4 that comes. Up leaves the bottom-right cell empty beside a
        // 4 and under a 2: either tile merges.
        let b = board(&[
            [8, 16, 32, 0],
            [16, 32, 64, 128],
            [32, 64, 128, 256],
            [64, 128, 4, 2],
        ]);
        assert!(lost_whatever_comes(&b, Dir::Right, SpawnRule::Classic));
        assert!(!lost_whatever_comes(&b, Dir::Up, SpawnRule::Classic));
        assert!(!lost_whatever_comes(&b, Dir::Left, SpawnRule::Classic));
        // Scaled spawns may bring an 8 or a 16 there (up to a quarter of 256), which
        // merges.
        assert!(!lost_whatever_comes(&b, Dir::Right, SpawnRule::Scaled));
    }
}
