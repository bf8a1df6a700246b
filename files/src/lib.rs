//! The files tui2048 keeps, one store of a player's game among others. The state file:
//! where it lives, loading it (and keeping a file that cannot be used, with what can
//! still be read of it), saving it atomically, and the lock that keeps one program per
//! save; beside it the records of finished games and the daily game, all named after it
//! (`family.rs`), and the settings file (`config.toml`). Also the cache folder's files
//! (the solver's endgame tables), which yield to the save. The only code of tui2048 that
//! writes files; what the files hold, as values, is `tui2048-store`'s.

// A path or an OS string becomes text only through `shown` (clippy.toml): the tests build
// the names they expect as they please.
#![cfg_attr(test, allow(clippy::disallowed_methods))]

mod atomic;
pub mod cache_file;
pub mod config;
pub(crate) mod family;
mod file;
mod fs;
mod lock;
mod records;
mod system;
mod trust;

pub use atomic::write_atomically;
pub use file::{StateFile, default_path, locate, peek_record};
pub use records::{daily_path, read_records, records_path};
