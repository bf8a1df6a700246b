//! The state file: where it lives, loading it (and keeping a file that cannot be used),
//! saving it atomically, and the lock that keeps one program per file; and beside it the
//! records of finished games, and the settings file (`config.toml`). Also the cache
//! folder's files (the solver's endgame tables).

pub mod cache_file;
mod codec;
pub mod config;
mod file;
mod lock;
mod records;
mod schema;
mod skim;

pub use codec::{ParseError, Parsed, parse, read, to_bytes};
pub use file::{
    OpenError, Opened, SIZE_LIMIT, SaveError, StateFile, default_path, peek_record,
    write_atomically,
};
pub use lock::LockError;
pub use records::{
    Kept, KeptNote, RECENT_LIMIT, RECORDS_VERSION, Records, RecordsError, daily_path, read_records,
    records_path,
};
pub use schema::{Saved, VERSION};
