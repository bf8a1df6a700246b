//! The n-tuple network `tui2048-engine`'s solver values 2048 boards with until their
//! largest tile is 16384 (`tui2048-network-late` holds the stage after), as the bytes of
//! its packed form (the engine reads them back with `Network::unpack`): a crate of its own,
//! so that the engine's crate stays small and a program that never asks the solver builds
//! it only once. How it was trained and packed is in tui2048's `docs/solver.md`.

/// The packed network: a header (its patterns, its scale, a later stage's place), then
/// its weights, zstd-compressed.
pub const PACKED: &[u8] = include_bytes!("../network.bin");
