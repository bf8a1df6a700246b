//! `tui2048 replay`: a game's record on the replay screen, with the solver's review of
//! each move worked out beside it, until the player leaves; Enter there plays on from the
//! board shown, in the player's own save (the saved game kept for `u`).

use std::sync::mpsc::channel;

use super::launch;
use super::race::STDIN;
use super::records::find;
use super::{Cli, Error, ReplayArgs};
use crate::runtime::{keys_from_the_terminal, show_replay};
use tui2048_app::Replay;
use tui2048_app::settings::Interface;
use tui2048_files::default_path;
use tui2048_ui::Look;

/// `tui2048 replay [GAME|FILE]`: the replay screen, until the player leaves it; then the
/// game played on from it, when the player chose to.
pub(crate) fn run(args: &ReplayArgs, cli: &Cli) -> Result<(), Error> {
    let settings = launch::settings_said(cli);
    let (record, name) = find(args.game.as_deref(), true, cli.state.as_deref())?;
    if args.game.as_deref() == Some(STDIN) {
        keys_from_the_terminal();
    }
    let replay = Replay::of(record)
        .map_err(|e| Error::Failed(format!("{name} does not replay: {e}")))?
        .in_language(settings.language);
    let look = Look::of(&settings);
    // Enter plays on in the player's own save (the one `--state` names, or the default).
    let save = cli.state.clone().or_else(default_path);
    let plain =
        (settings.interface == Interface::Plain).then_some((settings.labels, settings.replay_says));
    // The review grades with the hint's solver: its network, and its endgame tables for
    // a game that reaches them (the replay screen says how far the review got meanwhile).
    let (news, _) = channel();
    let solver = launch::solver(&settings, save.clone(), news);
    match show_replay(replay, look, solver, save, plain)? {
        Some(on) => launch::play_on(cli, on),
        None => Ok(()),
    }
}
