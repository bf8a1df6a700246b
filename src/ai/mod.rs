//! The solver: picks moves for a board. 4×4 boards that a packed bitboard plays exactly
//! (tiles up to 32768, or bigger ones shifted down, [`fit`]) use it, with row tables and a
//! cached expectimax; other boards use a generic, shallower expectimax on `game::Board`.
//! `bench` plays headless games to measure it.

pub mod bench;
pub mod bitboard;
mod cache;
pub mod endgame;
pub mod expectimax;
pub mod fit;
pub mod generic;
pub mod heuristic;
pub mod ntuple;
pub mod review;
pub mod rng;
mod strength;
pub mod tables;

use std::cell::RefCell;
use std::sync::{Arc, RwLock};

use crate::game::{Board, Dir};

pub use bench::{BenchConfig, BenchReport, GameResult, Player, run_bench};
pub use bitboard::Bitboard;
use endgame::Endgame;
pub use expectimax::{SearchConfig, Searcher};
pub use strength::Strength;

/// How hard to think.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// Moves to search ahead, the move played included; `None` adapts to the board.
    pub depth: Option<u32>,
    /// The level of play.
    pub strength: Strength,
}

/// The endgame tables `best_move` plays with, once they are ready.
static ENDGAME: RwLock<Option<Arc<Endgame>>> = RwLock::new(None);

/// Gives `best_move`, on every thread, endgame tables to play with.
pub fn install_endgame(endgame: Arc<Endgame>) {
    *ENDGAME.write().unwrap_or_else(|e| e.into_inner()) = Some(endgame);
}

/// The endgame tables installed, if any.
pub fn installed_endgame() -> Option<Arc<Endgame>> {
    ENDGAME.read().unwrap_or_else(|e| e.into_inner()).clone()
}

thread_local! {
    /// One searcher per thread and level, so its cache is allocated once.
    static SEARCHERS: RefCell<Vec<(Strength, Searcher)>> = const { RefCell::new(Vec::new()) };
}

/// The move the solver plays on `board`; `None` when no move is legal. Each position is
/// searched afresh (nothing kept from earlier searches), so the same board always gets the
/// same move: a hint can be asked again, and a review of a game grades the solver's own
/// moves as its best.
pub fn best_move(board: &Board, budget: Budget) -> Option<Dir> {
    let config = budget.strength.config();
    let moves = budget.depth.unwrap_or_else(|| config.depth.most_moves());
    let Some(bits) = fit::fit(board, moves) else {
        return generic::best_move(board, budget.depth);
    };
    SEARCHERS.with(|searchers| {
        let mut searchers = searchers.borrow_mut();
        let at = match searchers.iter().position(|(s, _)| *s == budget.strength) {
            Some(at) => at,
            None => {
                let searcher = Searcher::with_config(tables::tables(), config);
                searchers.push((budget.strength, searcher));
                searchers.len() - 1
            }
        };
        let searcher = &mut searchers[at].1;
        searcher.new_game();
        searcher.set_endgame(installed_endgame());
        searcher.best_move(bits, budget.depth).map(|m| m.0)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn none_on_dead_boards_of_every_size() {
        let dead4 =
            Board::from_values(&[[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]]).unwrap();
        assert_eq!(best_move(&dead4, Budget::default()), None);
        let dead3 = Board::from_values(&[[2, 4, 2], [4, 2, 4], [2, 4, 2]]).unwrap();
        assert_eq!(best_move(&dead3, Budget::default()), None);
    }

    #[test]
    fn a_legal_move_otherwise() {
        let boards = [
            Board::from_values(&[[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 4, 0], [0, 0, 0, 0]]),
            Board::from_values(&[[65536, 2, 0, 0], [0; 4], [0; 4], [0; 4]]),
            Board::from_values(&[[2, 2, 0], [0, 4, 0], [0, 0, 8]]),
            Board::from_values(&[[2, 4, 8, 16, 32], [0; 5], [0; 5], [0; 5], [0, 0, 0, 0, 2]]),
        ];
        for board in boards {
            let board = board.unwrap();
            for depth in [None, Some(1), Some(2)] {
                let budget = Budget {
                    depth,
                    ..Budget::default()
                };
                let dir = best_move(&board, budget).unwrap();
                assert!(board.slide(dir).is_some(), "{board:?} {dir}");
            }
        }
    }
}
