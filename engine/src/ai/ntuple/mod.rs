//! A learned evaluation: an n-tuple network. Each pattern (a tuple of cells) read on each
//! of the board's eight mirror images indexes a table of weights by the exponents in its
//! cells; a board's value is the sum of the weights it reads, an estimate of the points
//! still to score from it. The 4×6-tuple network ([`patterns::FOUR_BY_SIX`]) has
//! 4·16⁶ weights.
//!
//! Compiled with the `network` feature (on by default): both levels play with the
//! network the crate bundles, in two stages ([`BUNDLED`] until 16384, [`BUNDLED_LATE`]
//! from there), given to its searchers by the
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

/// The packed network both levels play with until the largest tile is 16384
/// (`tui2048-network`: the 4×6-tuple network after 1,026,450 training games, its weights
/// updated at least 64 times in the sampled games kept at 12 bits).
pub(crate) const BUNDLED: &[u8] = tui2048_network::PACKED;

/// The packed network of the later stage, for boards holding a tile of `2^LATE_FROM` or
/// more (`tui2048-network-late`: the 4×6-tuple network trained from weights at 0 with
/// temporal coherence, which values boards past 16384; `docs/solver.md`).
pub(crate) const BUNDLED_LATE: &[u8] = tui2048_network_late::PACKED;

/// The exponent of the tile from which [`BUNDLED_LATE`] values boards: 16384.
pub(crate) const LATE_FROM: u8 = 14;
