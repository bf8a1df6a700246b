//! A learned evaluation: an n-tuple network. Each pattern (a tuple of cells) read on each
//! of the board's eight mirror images indexes a table of weights by the exponents in its
//! cells; a board's value is the sum of the weights it reads, an estimate of the points
//! still to score from it. The 4×6-tuple network ([`patterns::FOUR_BY_SIX`]) has
//! 4·16⁶ weights.
//!
//! Compiled with the `network` feature (on by default): the fast level plays with the
//! network the crate bundles ([`BUNDLED`]), given to its searchers by the
//! [`crate::ai::Solver`] ([`crate::ai::Searcher::set_network`]). The lab crate (`lab/`)
//! trains the weights, packs them ([`Network::pack`]) and tests this code; how it was
//! trained and what it reaches are in `docs/solver-notes.md`.

pub mod network;
pub mod patterns;

pub use network::Network;
#[cfg(feature = "research")]
pub use network::Packing;
#[cfg(feature = "research")]
pub use patterns::Patterns;

/// The packed network the fast level plays with (`data/network.bin`: the 4×6-tuple
/// network after 1,026,450 training games, its weights updated at least 64 times in the
/// sampled games kept at 12 bits).
pub(crate) const BUNDLED: &[u8] = tui2048_network::PACKED;
