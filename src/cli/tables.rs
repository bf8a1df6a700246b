//! The endgame tables of a level of play, for the game's solver and for `bench`: read from
//! the cache folder, or built and kept there, leaving room on its disk for the save.

use std::path::{Path, PathBuf};

use crate::ai::bench::TablesReport;
use crate::ai::endgame::{Endgame, Step, prepare};
use crate::settings::Strength;
use crate::store::cache_file::CacheDir;

/// The room the tables of `strength` take, in bytes (their files', a little more).
pub(crate) fn tables_bytes(strength: Strength) -> u64 {
    strength
        .layouts()
        .iter()
        .map(|l| 2 * l.positions() as u64)
        .sum()
}

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
    let layouts = strength.layouts();
    // A table's file: a short header, then two bytes a position.
    let limit = layouts
        .iter()
        .map(|l| 2 * l.positions() as u64 + 4096)
        .max()
        .unwrap_or(0);
    let prepared = prepare(
        &layouts,
        |name| cache.as_ref()?.read(name, limit),
        |name, bytes| cache.as_ref().is_some_and(|c| c.write(name, bytes).is_ok()),
        |at| step(at, layouts.len()),
    );
    let report = TablesReport {
        tables: prepared.tables.len(),
        loaded: prepared.loaded,
        built: prepared.built,
        bytes: prepared.tables.iter().map(|t| 2 * t.entries().len()).sum(),
        seconds: prepared.seconds,
    };
    (strength.endgame(prepared.tables), report)
}
