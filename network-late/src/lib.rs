//! The late stage of the n-tuple network `tui2048-engine`'s solver values 2048 boards
//! with: the network for boards that hold a 16384 or a larger tile, as the bytes of its
//! packed form (the engine reads them back with `Network::unpack` and puts this stage
//! after the one `tui2048-network` holds). A crate of its own because the two stages
//! together are larger than one crate may be. How it was trained and packed is in
//! tui2048's `docs/solver.md`.

/// The packed network: a header (its patterns and its scale), then its weights,
/// zstd-compressed.
pub const PACKED: &[u8] = include_bytes!("../network.bin");
