//! The state file: where it lives, loading it (and keeping a file that cannot be used,
//! with what can still be read of it), saving it atomically, and the lock that keeps one
//! program per save; beside it the records of finished games and the daily game, all
//! named after it (`family.rs`), and the settings file (`config.toml`). Also the cache
//! folder's files (the solver's endgame tables), which yield to the save.

mod atomic;
pub mod cache_file;
mod codec;
pub mod config;
pub(crate) mod family;
mod fault;
mod file;
mod fs;
mod lock;
mod records;
mod salvage;
mod schema;
mod system;
mod trust;
mod versioned;

pub use atomic::write_atomically;
pub use codec::{InPlay, ParseError, Parsed, Part, Salvage, parse, read, to_bytes, to_bytes_with};
pub use fault::{Fault, Why};
pub use file::{
    OpenError, Opened, SIZE_LIMIT, SaveError, SaveNote, StateFile, default_path, locate,
    peek_record,
};
pub(crate) use fs::plain;
pub use lock::LockError;
pub use records::{
    Kept, KeptNote, RECENT_LIMIT, RECORDS_FILE_LIMIT, RECORDS_VERSION, Records, RecordsError,
    daily_path, read_records, records_path,
};
pub use schema::{EARLIER_BYTES, EARLIER_SAVED, RECORD_LIMIT, Saved, VERSION};
pub use trust::Distrust;
