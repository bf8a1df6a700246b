//! What tui2048 keeps of a player, as values, and the trait every place that keeps it
//! implements. The state file's format (the game in play, its undo list, the best scores)
//! read leniently and written byte for byte, the finished games' records and their
//! format, the settings (`config.toml`'s keys read from its text, a choice written back
//! into it), what opening and saving come to and why they fail, the wall clock (`clock`)
//! and the way text from outside is shown (`shown`). No file is opened here: the files
//! of today are `tui2048-files`, one [`Store`] among others.

// A path or an OS string becomes text only through `shown` (clippy.toml): the tests build
// the names they expect as they please.
#![cfg_attr(test, allow(clippy::disallowed_methods))]

mod codec;
pub mod config;
mod fault;
mod records;
mod salvage;
mod saves;
mod schema;
mod store;
mod versioned;

pub mod clock;
pub mod settings;
pub mod shown;

use tui2048_engine::game;

pub use codec::{InPlay, Part};
pub use codec::{ParseError, Parsed, Salvage, read, to_bytes};
pub use codec::{parse, to_bytes_with};
pub use fault::plain;
pub use fault::{
    Damage, DataFile, Distrust, Fault, FileKind, GameWrong, KeptWrong, NotKept, OpenError, OwnKind,
    Place, RecordsError, Why,
};
pub use records::RECORDS_FILE_LIMIT;
pub use records::{Kept, KeptNote, Records, Verbatim, records_of, records_to_bytes};
pub use records::{RECENT_LIMIT, RECORDS_VERSION};
pub use saves::{Opened, SIZE_LIMIT, SaveError, SaveNote};
pub use schema::{EARLIER_SAVED, VERSION as STATE_VERSION};
pub use schema::{RECORD_LIMIT, Saved};
pub use store::{SettingsStore, Store};
