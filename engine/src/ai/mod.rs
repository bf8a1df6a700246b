//! The solver: picks moves for a board. 4×4 boards that a packed bitboard plays exactly
//! (tiles up to 32768, or bigger ones shifted down) use it, with row tables and a cached
//! expectimax; other boards use a generic, shallower expectimax on `game::Board`. The
//! game, hints and autoplay ask a [`Solver`]: a level of play and the endgame tables it
//! plays with once they are ready, shared by its clones. [`bench`](mod@bench) plays headless games to
//! measure it, and [`review`](mod@review) grades the moves of a record.
//!
//! The search's insides (the bitboard, the searcher and its settings, the row tables, the
//! heuristic, the network's evaluation, the fast generator of headless games) are public
//! only with the `research` feature, for the lab that trains and tunes the solver and for
//! the benchmarks.

/// Modules of the solver's insides: public with the `research` feature, the crate's own
/// otherwise.
macro_rules! insides {
    ($($module:ident),* $(,)?) => {$(
        #[cfg(feature = "research")]
        pub mod $module;
        #[cfg(not(feature = "research"))]
        pub(crate) mod $module;
    )*};
}

pub mod bench;
mod cache;
pub mod endgame;
pub(crate) mod fit;
pub(crate) mod generic;
insides!(bitboard, expectimax, heuristic, rng, tables);
#[cfg(all(feature = "network", feature = "research"))]
pub mod ntuple;
#[cfg(all(feature = "network", not(feature = "research")))]
pub(crate) mod ntuple;
pub mod review;
mod solver;
mod strength;

pub use bench::{BenchConfig, BenchReport, GameResult, NetworkPlay, Player, run_bench};
#[cfg(any(test, feature = "research"))]
pub use bitboard::Bitboard;
#[cfg(any(test, feature = "research"))]
pub use expectimax::{SearchConfig, Searcher};
pub use solver::Solver;
pub use strength::{Evaluation, Strength};
