//! The application: model, messages, the pure update, the keys and the event loop.

pub mod keymap;
mod model;
mod msg;
mod run;
mod start;
mod update;

pub use model::{Model, Saving, UNDO_LIMIT, UndoStack};
pub use msg::{Cmd, Msg};
pub use run::{RunError, play, run_loop, saved_of};
pub use start::{GameOptions, initial_model};
pub use update::{msg_for_event, update};
