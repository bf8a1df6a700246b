//! Every word the game shows a player, one file of messages per language, so that they
//! read alike and every language has them all: the status line, the panels, the boxes
//! over the board, the help and the statistics, the replay screen, the key table's words,
//! the line to share and the line printed on quitting.
//!
//! A language is a Fluent file, `app/i18n/<code>/tui2048_app.ftl` (English's is the reference,
//! with a note on each message), built into the program; a translator adds one without
//! writing Rust (and a variant to `Language`). [`Texts`] holds a language's messages and
//! has one method a message, written once (`table.rs`, and by screen `boxes.rs`,
//! `lines.rs`, `files.rs`, `keys.rs`, `race.rs`, `proof.rs`; a notice's and the status
//! line's words from their values in `notices.rs`); `fl!` checks as the crate builds that
//! each asks for a message English has, with the values its words use. To add a text,
//! write it in each `.ftl` file and its method beside the others of its screen;
//! `src/tests/texts.rs` checks that every language has every message with the same
//! values, that the Chinese ones are Chinese and that no text lives outside the table.
//! The code asks for its words through the run's `Language` (the model's, the
//! replay's), never a global; values it fills in are values (a direction, a grade, a
//! number), their words the language's own. Text from outside (a path, a value) is put
//! on a terminal through [`shown`], which writes its control characters as signs.

mod boxes;
mod files;
mod keys;
mod language;
pub use language::Speaks;
pub use language::{Chinese, English};
mod lines;
mod notices;
mod plain;
mod proof;
mod race;
mod table;

pub use table::Texts;
pub use tui2048_store::shown::shown;
