//! Every word the game shows a player, one table per language, so that they read alike
//! and every language has them all: the status line, the panels, the boxes over the
//! board, the help and the statistics, the replay screen, the key table's words, the
//! line to share and the line printed on quitting.
//!
//! The table is the trait [`Texts`] (`table.rs`, with [`FileTexts`] in `files.rs` for the
//! words of the files the game keeps, [`KeyTexts`] in `keys.rs` for the key table's and
//! [`RaceTexts`] in `race.rs` for the race's):
//! one method a text, none with a default, so a text
//! missing from a language does not build. To add one, declare it
//! beside the others of its screen in `table.rs`, then write it in `en.rs` and `zh.rs`;
//! `src/tests/texts.rs` checks that the Chinese one is Chinese and that no text
//! lives outside the table. The code asks for its words through the run's
//! [`Language`] (the model's, the replay's), never a global; values it fills in are
//! values (a direction, a grade, a number), their words the language's own. Text from
//! outside (a path, a value) is put on a terminal through [`shown`], which writes its
//! control characters as signs.

mod en;
mod files;
mod keys;
mod language;
pub(crate) use language::Speaks;
mod race;
mod table;
mod zh;

pub use en::English;
pub use files::FileTexts;
pub use keys::KeyTexts;
#[cfg(test)]
pub(crate) use race::RaceTexts;
pub use table::Texts;
pub(crate) use tui2048_store::shown::shown;
pub use zh::Chinese;
