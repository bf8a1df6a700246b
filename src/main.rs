//! The program: parse the command line, run it, and tell a failure in one line with its
//! exit code.

use std::process::ExitCode;

use clap::Parser;

use tui2048::cli::{self, Cli, Error, output};

fn main() -> ExitCode {
    output::bear_size_limits();
    match Cli::try_parse().map_err(Error::from).and_then(cli::run) {
        Ok(code) => code,
        Err(error) => exit(&error),
    }
}

/// What the user is told of a failure, and the exit code: the help or the version on
/// standard output; anything else in one line on standard error, except that a reader of
/// the output gone away ends the program as its signal would.
fn exit(error: &Error) -> ExitCode {
    if let Error::Help(text) = error {
        return match output::write_out(text.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => exit(&e),
        };
    }
    if error.reader_gone() {
        output::reader_gone();
    }
    output::warn(&error.to_string());
    ExitCode::from(error.exit_code())
}
