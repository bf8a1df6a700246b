//! The endgame tables of a level for the lab's tools: read back from the folder the game
//! keeps them in (`$XDG_CACHE_HOME/tui2048`, else `~/.cache/tui2048`), or built and kept
//! there when it can be written, as the game does.

use std::path::PathBuf;

use tui2048_engine::Strength;
use tui2048_engine::ai::bench::TablesReport;
use tui2048_engine::ai::endgame::Endgame;

/// The game's cache folder, when there is a home to find it in.
fn folder() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")))?;
    Some(base.join("tui2048"))
}

/// The tables `strength` plays with, and how they were made ready.
pub fn endgame(strength: Strength) -> (Endgame, TablesReport) {
    let dir = folder();
    strength.endgame_tables(
        |name, limit| {
            let path = dir.as_ref()?.join(name);
            let len = std::fs::metadata(&path).ok()?.len();
            (len <= limit).then(|| std::fs::read(&path).ok()).flatten()
        },
        |name, bytes| {
            let Some(dir) = &dir else { return false };
            let temporary = dir.join(format!(".{name}.lab.tmp"));
            std::fs::create_dir_all(dir).is_ok()
                && std::fs::write(&temporary, bytes).is_ok()
                && std::fs::rename(&temporary, dir.join(name)).is_ok()
        },
        &|_, _| {},
    )
}
