//! What the command line asks, done: each subcommand handed to its own module, the game
//! when there is none.

use std::process::ExitCode;

use super::{
    Cli, Command, Error, bench, board, completions, launch, manpage, output, race, records, replay,
    review, verify,
};
use tui2048_app::settings::Language;

/// Runs what the command line asks. A command that does its work gives its exit code
/// (`bench` stopped by Ctrl-C gives 130); one that cannot, the error saying why, in the
/// run's language.
pub fn run(cli: Cli) -> Result<ExitCode, Error> {
    run_command(&cli).map_err(|error| error.said_in(|| language(&cli)))
}

/// The language the run speaks: a subcommand's own `--lang`, or the game's.
fn language(cli: &Cli) -> Language {
    let choices = cli
        .command
        .as_ref()
        .map(Command::choices)
        .unwrap_or_default();
    launch::settings_over(cli, choices).0.language
}

fn run_command(cli: &Cli) -> Result<ExitCode, Error> {
    let state = cli.state.as_deref();
    match &cli.command {
        Some(Command::Bench(args)) => return bench::run(args),
        Some(command @ Command::Export(args)) => {
            // The line to share is in the run's language, with the player's name.
            let settings = args
                .share
                .then(|| launch::settings_said_over(cli, command.choices()));
            records::export(args, state, settings.as_ref())?;
        }
        Some(command @ Command::Verify(args)) => {
            let settings = launch::settings_said_over(cli, command.choices());
            return verify::run(args, settings.language);
        }
        Some(command @ Command::Board(args)) => {
            let settings = launch::settings_said_over(cli, command.choices());
            return board::run(args, settings.language);
        }
        Some(Command::Review(args)) => {
            let settings = launch::settings_said(cli);
            let strength = args.strength.unwrap_or(settings.strength);
            review::run(args, state, strength, settings.language)?;
        }
        Some(Command::Replay(args)) => replay::run(args, cli)?,
        Some(Command::Race(args)) => race::run(args, cli)?,
        Some(Command::Completions(args)) => {
            let shell = completions::shell_or_env(args.shell).map_err(Error::Usage)?;
            output::write_out(&completions::completion_script(shell))?;
        }
        Some(Command::Man) => {
            let page = manpage::man_page().map_err(Error::Output)?;
            output::write_out(page.as_bytes())?;
        }
        None => launch::run(cli)?,
    }
    Ok(ExitCode::SUCCESS)
}
