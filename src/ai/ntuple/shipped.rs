//! The network the game ships: packed into the program (`assets/network.bin`, made by
//! `examples/pack.rs`) and expanded the first time a search asks for it, on the thread
//! of that search, never before. Expanded, it takes [`Network::bytes`] of memory, once
//! for every thread.

use std::sync::{Arc, OnceLock};

use super::Network;

/// The packed network.
static PACKED: &[u8] = include_bytes!("../../../assets/network.bin");

/// The shipped network, expanded at the first call; `None` if it does not read.
pub fn shipped() -> Option<Arc<Network>> {
    static NETWORK: OnceLock<Option<Arc<Network>>> = OnceLock::new();
    NETWORK
        .get_or_init(|| Network::unpack(PACKED).ok().map(Arc::new))
        .clone()
}

/// The size of the packed network, in bytes.
pub fn packed_bytes() -> usize {
    PACKED.len()
}
