//! `tui2048 replay`: a game's record on the replay screen, with the solver's review of
//! each move worked out beside it, until the player leaves.

use std::path::Path;

use super::records::find;
use super::{Error, ReplayArgs};
use crate::ai::Solver;
use crate::app::Replay;
use crate::runtime::show_replay;
use crate::settings::Settings;
use crate::ui::Look;

/// `tui2048 replay [GAME|FILE]`: the replay screen, until the player leaves it.
pub fn run(args: &ReplayArgs, state: Option<&Path>, settings: &Settings) -> Result<(), Error> {
    let (record, name) = find(args.game.as_deref(), true, state)?;
    let replay = Replay::of(record)
        .map_err(|e| Error::Failed(format!("{name} does not replay: {e}")))?
        .in_language(settings.language);
    let look = Look::of(settings);
    Ok(show_replay(replay, look, Solver::new(settings.strength))?)
}
