//! A learned evaluation: an n-tuple network. Each pattern (a tuple of cells) read on each
//! of the board's eight mirror images indexes a table of weights by the exponents in its
//! cells; a board's value is the sum of the weights it reads, an estimate of the points
//! still to score from it. The 4×6-tuple network ([`patterns::FOUR_BY_SIX`]) has
//! 4·16⁶ weights.
//!
//! Compiled only with the `network` feature, off by default: no level of play uses a
//! network yet, so the game ships none. A searcher values boards with one given to it
//! ([`crate::ai::Searcher::set_network`]). The lab crate (`lab/`) trains the weights,
//! packs them ([`Network::pack`]) and tests this code; how it was trained and what it
//! reaches are in `docs/solver-notes.md`.

pub mod network;
pub mod patterns;

pub use network::{Network, Packing};
pub use patterns::Patterns;
