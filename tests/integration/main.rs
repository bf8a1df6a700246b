//! The integration tests, linked once: each file of this folder is a module of one test
//! crate that drives the program (`e2e`, `records_cli`, `races_cli`, `review_cli`,
//! `verify_cli`, `verify_pasted`, `board_cli`, `proof_cli`) or reads the repository
//! (`readme`, `package`, `shape`, `shape_length`), and `support` holds the fixtures they
//! share; some make a fixture (a game saved several moves in) with the library's public
//! seams. The tests of the code inside are unit tests (`src/tests`). `cargo test e2e::`
//! runs one part.

// The game shows a path only through `shown` (clippy.toml); the tests build the lines they
// expect from paths as they please.
#![allow(clippy::disallowed_methods)]

mod support;

mod board_cli;
mod e2e;
mod package;
mod proof_cli;
mod races_cli;
mod readme;
mod records_cli;
mod review_cli;
mod shape;
mod shape_length;
mod verify_cli;
mod verify_pasted;
