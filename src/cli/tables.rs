//! The endgame tables of a level of play, for the game's solver and for `bench`: read from
//! the cache folder, or built and kept there, leaving room on its disk for the save.

use std::path::{Path, PathBuf};

use tui2048_app::settings::Strength;
use tui2048_engine::ai::bench::TablesReport;
use tui2048_engine::ai::endgame::{Endgame, Step};
use tui2048_files::cache_file::CacheDir;

/// The folder the tables are kept in, when there is one.
pub(crate) fn tables_folder() -> Option<PathBuf> {
    CacheDir::user().map(|c| c.path().to_path_buf())
}

/// The tables of `strength`, and how they were made ready; `step` hears of each table
/// (of how many) as it is begun. They stay in memory only when there is no cache folder,
/// or it cannot be written, or its disk has not the room to spare for the save at `save`.
/// A file larger than any table is not read.
pub fn endgame_tables(
    strength: Strength,
    save: Option<&Path>,
    step: &(dyn Fn(Step, usize) + Sync),
) -> (Endgame, TablesReport) {
    let cache = CacheDir::user().map(|c| match save {
        Some(save) => c.leaving_room_for(save),
        None => c,
    });
    strength.endgame_tables(
        |name, limit| cache.as_ref()?.read(name, limit),
        |name, bytes| cache.as_ref().is_some_and(|c| c.write(name, bytes).is_ok()),
        step,
    )
}
