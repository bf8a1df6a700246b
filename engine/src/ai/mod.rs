//! The solver: picks moves for a board. 4×4 boards that a packed bitboard plays exactly
//! (tiles up to 32768, or bigger ones shifted down, [`fit`]) use it, with row tables and a
//! cached expectimax; other boards use a generic, shallower expectimax on `game::Board`.
//! The game, hints and autoplay ask a [`Solver`]: a level of play and the endgame tables it
//! plays with once they are ready, shared by its clones. `bench` plays headless games to
//! measure it, and `review` grades the moves of a record.

pub mod bench;
pub(crate) mod bitboard;
mod cache;
pub mod endgame;
pub mod expectimax;
pub(crate) mod fit;
pub(crate) mod generic;
pub mod heuristic;
#[cfg(feature = "network")]
pub mod ntuple;
pub mod review;
pub mod rng;
mod solver;
mod strength;
pub mod tables;

#[cfg(feature = "network")]
pub use bench::NetworkPlay;
pub use bench::{BenchConfig, BenchReport, GameResult, Player, run_bench};
pub use bitboard::Bitboard;
pub use expectimax::{SearchConfig, Searcher};
pub use solver::Solver;
pub use strength::{Evaluation, Strength};
