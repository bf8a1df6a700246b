//! `tui2048 race`: the player's board beside the solver's, or beside a kept game's ghost
//! (found as `review` and `replay` find a record), on the same tiles, until the player
//! quits. A flag that disagrees with the kept game is refused before the terminal is
//! touched.

use std::sync::mpsc::channel;

use super::launch::{settings_over, solver};
use super::records::find;
use super::{Cli, Error, RaceArgs};
use crate::runtime::{RunError, keys_from_the_terminal, run_race};
use tui2048_app::Race;
use tui2048_app::settings::Interface;
use tui2048_engine::game::{GameIds, Rules};
use tui2048_files::default_path;

/// The word that names the solver as the rival; any other is a kept game.
const SOLVER: &str = "solver";

/// The name of standard input, where a record can come through a pipe.
pub(crate) const STDIN: &str = "-";

/// `tui2048 race [solver|GAME|FILE]`: the race, until the player quits it.
pub(crate) fn run(args: &RaceArgs, cli: &Cli) -> Result<(), Error> {
    let (settings, problem) = settings_over(cli, args.choices());
    if settings.interface == Interface::Plain {
        return Err(RunError::RaceNeedsTheScreen.into());
    }
    let race = match args.rival.as_deref() {
        None | Some(SOLVER) => {
            let defaults = Rules::default();
            let rules = Rules {
                size: args.size.unwrap_or(defaults.size),
                target: args.target.unwrap_or(defaults.target),
                ..defaults
            };
            Race::against_solver(
                rules,
                args.seed.unwrap_or_else(rand::random),
                settings.strength,
                GameIds::from_seed(rand::random()),
            )
        }
        Some(game) => {
            let (record, name) = find(Some(game), true, cli.state.as_deref())?;
            if game == STDIN {
                keys_from_the_terminal();
            }
            check_flags(args, &name, record.rules())?;
            Race::against_record(&record, GameIds::from_seed(rand::random()))
                .map_err(|e| Error::Failed(format!("{name} does not replay: {e}")))?
        }
    };
    let state = cli.state.clone().or_else(default_path);
    let (news, heard) = channel();
    let solver = solver(&settings, state.clone(), news);
    Ok(run_race(state, race, settings, problem, (solver, heard))?)
}

/// A kept game brings its own tiles and rules: a seed is refused, and a size or a target
/// only when it is the game's.
fn check_flags(args: &RaceArgs, name: &str, rules: Rules) -> Result<(), Error> {
    if args.seed.is_some() {
        return Err(Error::Usage(format!(
            "--seed is for a race against the solver: {name} has its own tiles"
        )));
    }
    let n = rules.size;
    if let Some(size) = args.size.filter(|&s| s != n) {
        // A name that says its size already ("the best 4×4 game") is not told it again.
        let is = if name.contains(&format!("{n}×{n}")) {
            String::new()
        } else {
            format!(" a {n}×{n} game,")
        };
        return Err(Error::Usage(format!(
            "{name} is{is} not {size}×{size}: leave out --size to race it"
        )));
    }
    if let Some(target) = args.target.filter(|&t| t != rules.target) {
        return Err(Error::Usage(format!(
            "{name} plays to {}, not {target}: leave out --target to race it",
            rules.target
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sized(size: usize) -> RaceArgs {
        RaceArgs {
            rival: None,
            seed: None,
            size: Some(size),
            target: None,
            strength: None,
            lang: None,
        }
    }

    #[test]
    fn a_size_that_disagrees_is_told_once() {
        let rules = Rules::default();
        let said = |name: &str| match check_flags(&sized(3), name, rules) {
            Err(Error::Usage(line)) => line,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            said("the best 4×4 game"),
            "the best 4×4 game is not 3×3: leave out --size to race it"
        );
        assert_eq!(
            said("g.txt"),
            "g.txt is a 4×4 game, not 3×3: leave out --size to race it"
        );
        assert!(check_flags(&sized(4), "g.txt", rules).is_ok());
    }
}
