//! tui2048: a full-screen 2048 for the terminal.

//!
//! An item is `pub(crate)` unless the binary, the integration tests, the lab or the
//! benchmarks name it: `unreachable_pub` (an error under `clippy -D warnings`) refuses a
//! `pub` that no path from here reaches, and rustc's dead-code lint then sees every item
//! that is not public and reports those nothing in the crate uses.

#![warn(unreachable_pub)]
// A path or an OS string becomes text only through `shown` (clippy.toml): the tests build
// the lines they expect from paths as they please.
#![cfg_attr(test, allow(clippy::disallowed_methods))]

pub mod cli;
pub mod runtime;

#[cfg(test)]
mod tests;
