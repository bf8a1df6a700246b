//! The state file: where it lives, loading it (and keeping a file that cannot be used),
//! saving it atomically, and the lock that keeps one program per file. Also the cache
//! folder's files (the solver's endgame tables).

pub mod cache_file;
mod file;
mod lock;
mod schema;

pub use file::{OpenError, Opened, StateFile, default_path};
pub use lock::LockError;
pub use schema::{ParseError, Saved, VERSION, parse, to_bytes};
