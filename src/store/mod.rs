//! The state file: where it lives, loading it (and keeping a file that cannot be used),
//! saving it atomically, and the lock that keeps one program per file.

mod codec;
mod file;
mod lock;
mod schema;
mod skim;

pub use codec::{ParseError, Parsed, parse, read, to_bytes};
pub use file::{
    OpenError, Opened, SIZE_LIMIT, SaveError, StateFile, default_path, write_atomically,
};
pub use lock::LockError;
pub use schema::{Saved, VERSION};
