//! The packer's compressor: the reference zstd (a C library, the `zstd` feature) at a
//! high level with a window as long as the weights, about a tenth of the size of ruzstd's
//! one level on a network ([`tui2048_engine::ai::ntuple::network::fastest`]). The packed file
//! reads back with ruzstd alone. Where the network lives: [`NETWORK`].

/// The packed 4×6-tuple network of 156,223 training games, which the game once shipped,
/// relative to the lab's folder (`cargo run -p tui2048-lab --release --features zstd
/// --example pack` makes it again from a checkpoint; `docs/solver.md` says how).
pub const NETWORK: &str = "data/network.bin";

/// The training games behind [`NETWORK`] (seed 1, TD(0) at rate 0.1, from weights at 0).
pub const NETWORK_GAMES: u64 = 156_223;

/// The bytes of the packed network of [`NETWORK`], read from the lab's folder.
pub fn read_network() -> std::io::Result<Vec<u8>> {
    std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(NETWORK))
}

/// The network of a packed file or of a training checkpoint (its weights at 16 bits).
pub fn read_any(path: &std::path::Path) -> std::io::Result<tui2048_engine::ai::ntuple::Network> {
    let bytes = std::fs::read(path)?;
    match tui2048_engine::ai::ntuple::Network::unpack(&bytes) {
        Ok(network) => Ok(network),
        Err(_) => {
            let trainer = crate::checkpoint::read(&mut bytes.as_slice(), 1)?;
            Ok(tui2048_engine::ai::ntuple::Network::new(
                trainer.patterns().clone(),
                &trainer.weights(),
            ))
        }
    }
}

/// The network of `path` ([`read_any`]), with a second stage read the same way from the
/// file `LATE` names, if set, for boards from the tile of `2^SPLIT` on (14 if unset): the
/// networks the experiments (`netbench`, `late`) play.
pub fn read_staged(path: &std::path::Path) -> std::io::Result<tui2048_engine::ai::ntuple::Network> {
    let network = read_any(path)?;
    match std::env::var_os("LATE") {
        Some(late) => {
            let late = read_any(std::path::Path::new(&late))?;
            Ok(network.staged(crate::tuning::env("SPLIT").unwrap_or(14), late))
        }
        None => Ok(network),
    }
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
