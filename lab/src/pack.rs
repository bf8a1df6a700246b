//! The packer's compressor: the reference zstd (a C library, the `zstd` feature) at a
//! high level with a window as long as the weights, about a tenth of the size of ruzstd's
//! one level on a network ([`tui2048::ai::ntuple::network::fastest`]). The packed file
//! reads back with ruzstd alone. Where the network lives: [`NETWORK`].

/// The packed 4×6-tuple network of 156,223 training games, which the game once shipped,
/// relative to the lab's folder (`cargo run -p tui2048-lab --release --features zstd
/// --example pack` makes it again from a checkpoint; `docs/solver.md` says how).
pub const NETWORK: &str = "data/network.bin";

/// The bytes of the packed network of [`NETWORK`], read from the lab's folder.
pub fn read_network() -> std::io::Result<Vec<u8>> {
    std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(NETWORK))
}

/// `bytes` as one zstd frame at `level` (up to 22), with long-distance matching and a
/// window of 128 MB.
#[cfg(feature = "zstd")]
pub fn compress(bytes: &[u8], level: i32) -> std::io::Result<Vec<u8>> {
    let mut out = Vec::new();
    let mut encoder = zstd::stream::Encoder::new(&mut out, level)?;
    encoder.long_distance_matching(true)?;
    encoder.window_log(27)?;
    std::io::Write::write_all(&mut encoder, bytes)?;
    encoder.finish()?;
    Ok(out)
}
