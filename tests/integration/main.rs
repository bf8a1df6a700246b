//! The integration tests, linked once: each file of this folder is a module of one test
//! crate, `support` holds the fixtures they share, and `e2e` runs the real program.
//! `cargo test` runs them all; `cargo test e2e::` or `cargo test screens::` one part.

mod support;

mod bitboard_agrees;
mod bytes;
mod colours;
mod config;
mod e2e;
mod endgame_cache;
mod fits;
mod notices;
mod overlays;
mod package;
mod properties;
mod race;
mod readable;
mod readme;
mod records;
mod records_cli;
mod records_file;
mod replay;
mod review;
mod rng;
mod rules;
mod run_loop;
mod screens;
mod screens_zh;
mod screenshots;
mod shape;
mod solver_big_tiles;
mod solver_strength;
mod spawn_odds;
mod state_file;
mod state_parse;
mod statistics;
mod texts;
mod themes;
mod update;
mod update_props;
