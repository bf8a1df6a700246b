//! The state file: where it lives, loading it (and keeping a file that cannot be used,
//! with what can still be read of it), saving it atomically, and the lock that keeps one
//! program per save; beside it the records of finished games and the daily game, all
//! named after it (`family.rs`), and the settings file (`config.toml`). Also the cache
//! folder's files (the solver's endgame tables), which yield to the save.

mod atomic;
pub(crate) mod cache_file;
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

#[cfg(test)]
pub(crate) use atomic::write_atomically;
pub(crate) use codec::{InPlay, Part};
pub use codec::{ParseError, Parsed, Salvage, read, to_bytes};
#[cfg(test)]
pub(crate) use codec::{parse, to_bytes_with};
pub(crate) use fault::plain;
pub use fault::{
    Damage, DataFile, Fault, FileKind, GameWrong, KeptWrong, NotKept, OpenError, OwnKind, Place,
    RecordsError, Why,
};
pub use file::{Opened, SIZE_LIMIT, SaveError, StateFile};
pub(crate) use file::{SaveNote, default_path, locate, peek_record};
#[cfg(test)]
pub(crate) use records::RECORDS_FILE_LIMIT;
pub use records::{Kept, KeptNote, Records, read_records};
pub(crate) use records::{RECENT_LIMIT, records_path};
pub(crate) use records::{RECORDS_VERSION, daily_path};
pub(crate) use schema::{EARLIER_SAVED, VERSION as STATE_VERSION};
pub use schema::{RECORD_LIMIT, Saved};
pub use trust::Distrust;
