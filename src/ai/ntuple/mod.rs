//! A learned evaluation: an n-tuple network. Each pattern (a tuple of cells) read on each
//! of the board's eight mirror images indexes a table of weights by the exponents in its
//! cells; a board's value is the sum of the weights it reads, an estimate of the points
//! still to score from it. The 4×6-tuple network ([`patterns::FOUR_BY_SIX`]) has
//! 4·16⁶ weights.
//!
//! [`train`] learns the weights by temporal-difference learning in self-play;
//! [`checkpoint`] saves a run so that it can go on. How it was trained and what it
//! reaches are in `docs/solver-notes.md`.

pub mod checkpoint;
pub mod network;
pub mod patterns;
mod shipped;
pub mod train;

#[cfg(test)]
mod tests;

pub use network::{Network, Packing};
pub use patterns::Patterns;
pub use shipped::{packed_bytes, shipped};
pub use train::{TrainConfig, Trainer};
