//! The files tui2048 keeps. The state file: where it lives, loading it (and keeping a
//! file that cannot be used, with what can still be read of it), saving it atomically,
//! and the lock that keeps one program per save; beside it the records of finished games
//! and the daily game, all named after it (`family.rs`), and the settings file
//! (`config.toml`, and the settings it holds, `settings`). Also the cache folder's files
//! (the solver's endgame tables), which yield to the save. The only code of tui2048 that
//! writes files; the wall clock (`clock`) and the way text from outside is shown
//! (`shown`) live here too, below the game.

// A path or an OS string becomes text only through `shown` (clippy.toml): the tests build
// the names they expect as they please.
#![cfg_attr(test, allow(clippy::disallowed_methods))]

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

pub mod clock;
pub mod settings;
pub mod shown;

use tui2048_engine::game;

pub use atomic::write_atomically;
pub use codec::{InPlay, Part};
pub use codec::{ParseError, Parsed, Salvage, read, to_bytes};
pub use codec::{parse, to_bytes_with};
pub use fault::plain;
pub use fault::{
    Damage, DataFile, Fault, FileKind, GameWrong, KeptWrong, NotKept, OpenError, OwnKind, Place,
    RecordsError, Why,
};
pub use file::{Opened, SIZE_LIMIT, SaveError, StateFile};
pub use file::{SaveNote, default_path, locate, peek_record};
pub use records::RECORDS_FILE_LIMIT;
pub use records::{Kept, KeptNote, Records, read_records};
pub use records::{RECENT_LIMIT, records_path};
pub use records::{RECORDS_VERSION, daily_path};
pub use schema::{EARLIER_SAVED, VERSION as STATE_VERSION};
pub use schema::{RECORD_LIMIT, Saved};
pub use trust::Distrust;
