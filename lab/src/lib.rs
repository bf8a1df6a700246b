//! The workshop of tui2048: what the game does not ship but its solver and its colours
//! were made with. The n-tuple network's trainer ([`train`]), its checkpoints
//! ([`checkpoint`]) and its tables on huge pages ([`huge`]), the packer's compressor
//! ([`pack`]), and the search that chose each theme's 256-colour look ([`indexed`]),
//! whose answers the game keeps as tables. The tools that drive them are its examples
//! (`cargo run -p tui2048-lab --release --example NAME`), listed in `docs/solver.md` and
//! `docs/colours.md`.
//!
//! It uses the game's library through a few seams: the bitboard, its row tables and the
//! searcher (`tui2048::ai`), the network's evaluation (`tui2048::ai::ntuple`, the game's
//! `network` feature) and the themes' true colours (`tui2048::ui::theme`).

pub mod checkpoint;
pub mod huge;
pub mod indexed;
pub mod pack;
pub mod train;
pub mod tuning;

#[cfg(test)]
mod tests;
