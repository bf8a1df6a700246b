//! `tui2048 completions`: a shell's completion script, generated from the command line's
//! definition, so that it offers every subcommand, flag and allowed value there is.

use clap::{CommandFactory, ValueEnum};
use clap_complete::Shell;

use super::Cli;

/// The shell named on the command line, else the one `$SHELL` names (PowerShell on
/// Windows when `$SHELL` is unset); an error saying what to type when there is none.
pub(crate) fn shell_or_env(named: Option<Shell>) -> Result<Shell, String> {
    named.or_else(Shell::from_env).ok_or_else(|| {
        let known = Shell::value_variants()
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        let why = match std::env::var_os("SHELL") {
            Some(path) => format!(
                "$SHELL is {}, not one of them",
                tui2048_store::shown::os(&path)
            ),
            None => "$SHELL is not set".to_string(),
        };
        format!("name the shell to complete in: {known} ({why}); see tui2048 completions --help")
    })
}

/// The completion script for `shell`.
pub(crate) fn completion_script(shell: Shell) -> Vec<u8> {
    let mut command = Cli::command();
    let name = command.get_name().to_string();
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, name, &mut script);
    script
}
