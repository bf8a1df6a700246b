//! The game of 2048 without a screen: its rules, records that replay a game exactly, the
//! daily game's seed, and a strong solver.
//!
//! - [`game`]: a [`Board`] of tiles, the [`Rules`] it is played by, a [`GameState`] that
//!   moves ([`GameState::apply`]) and draws its own tiles from a seedable generator, and a
//!   game's [`Record`] (where it started and its moves), written as one line of text and
//!   read back ([`Record::encode`], [`Record::decode`]).
//! - [`ai`]: the [`Solver`], which picks a move for a board at a [`Strength`] (an
//!   expectimax search over a bitboard, valuing boards with an n-tuple network, with exact
//!   endgame tables once they are made), and what is built on it: headless games to
//!   measure it ([`ai::run_bench`]) and the review of a record's moves.
//!
//! Nothing here reads a terminal, a file, a command line or a clock: bytes and values in,
//! bytes and values out. A seed replays a game exactly.
//!
//! ```
//! use tui2048_engine::{Dir, GameState, Rules, Solver, Strength};
//!
//! let mut game = GameState::new(Rules::default(), 42);
//! let solver = Solver::new(Strength::Fast);
//! for _ in 0..10 {
//!     let dir: Dir = solver.best_move(game.board()).expect("a move");
//!     game = game.apply(dir).expect("the solver's move moves").0;
//! }
//! assert_eq!(game.moves(), 10);
//! ```

pub mod ai;
pub mod game;
#[cfg(any(test, feature = "proptest"))]
pub mod strategies;

pub use ai::{Solver, Strength};
pub use game::{Board, Dir, GameState, Record, Rules, Status};

#[cfg(test)]
mod tests;
