//! The solver's workshop: what tui2048 does not ship but its solver was made with. The
//! n-tuple network's trainer ([`train`]), its checkpoints ([`checkpoint`]) and its tables
//! on huge pages ([`huge`]), the packer's compressor ([`pack`]) and files of boards
//! ([`boards`]). The tools that drive them are its examples (`cargo run -p tui2048-lab
//! --release --example NAME`), listed in `docs/solver.md`.
//!
//! It uses the engine alone (`tui2048-engine`): the bitboard, its row tables and the
//! searcher (`ai`), the network's evaluation (`ai::ntuple`, the engine's `network`
//! feature), headless games (`ai::bench`) and the endgame tables (`Strength::endgame_tables`).

pub mod boards;
pub mod checkpoint;
pub mod huge;
pub mod pack;
pub mod tables;
pub mod train;
pub mod tuning;

#[cfg(test)]
mod tests;
