//! Why a command did not do what it was asked, as one type for every command: `main`
//! turns it into what the user reads and the exit code, in one place.

use std::fmt;
use std::io::{self, IsTerminal};

use clap::error::ErrorKind;

use super::usage::one_line;
use crate::runtime::RunError;
use crate::store::plain;

/// A command's failure, or clap's help and version (which clap reports as errors too).
#[derive(Debug)]
pub enum Error {
    /// The help or the version, asked for: clap's text, for standard output (exit code 0).
    Help(String),
    /// The command line asks for something that is not there: its line (exit code 2).
    Usage(String),
    /// What was asked could not be done: its line (exit code 1).
    Failed(String),
    /// The output could not be written (exit code 1). A reader that went away ends the
    /// program as the system's own tools end: by the pipe's signal.
    Output(io::Error),
}

impl Error {
    /// The exit code of the failure.
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::Help(_) => 0,
            Error::Usage(_) => 2,
            Error::Failed(_) | Error::Output(_) => 1,
        }
    }

    /// Whether the reader of standard output has gone (`| head -c1`).
    pub fn reader_gone(&self) -> bool {
        matches!(self, Error::Output(e) if e.kind() == io::ErrorKind::BrokenPipe)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Help(text) | Error::Usage(text) | Error::Failed(text) => f.write_str(text),
            Error::Output(e) => write!(f, "cannot write the output: {}", plain(e)),
        }
    }
}

impl std::error::Error for Error {}

/// Help and version are printed, styled on a terminal; a command line clap refuses is
/// told in one line, before the terminal is touched.
impl From<clap::Error> for Error {
    fn from(e: clap::Error) -> Error {
        match e.kind() {
            ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                let styled = e.render();
                Error::Help(if io::stdout().is_terminal() {
                    styled.ansi().to_string()
                } else {
                    styled.to_string()
                })
            }
            _ => Error::Usage(one_line(&e)),
        }
    }
}

impl From<RunError> for Error {
    fn from(e: RunError) -> Error {
        Error::Failed(e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_failure_has_its_exit_code_and_line() {
        let cases = [
            (Error::Help("usage".into()), 0, "usage"),
            (Error::Usage("no game \"x\"".into()), 2, "no game \"x\""),
            (
                Error::Failed("no game is saved".into()),
                1,
                "no game is saved",
            ),
            (
                Error::Output(io::Error::from_raw_os_error(28)),
                1,
                "cannot write the output: No space left on device",
            ),
        ];
        for (error, code, line) in cases {
            assert_eq!(error.exit_code(), code, "{error:?}");
            assert_eq!(error.to_string(), line);
            assert!(!error.reader_gone());
        }
        assert!(Error::Output(io::ErrorKind::BrokenPipe.into()).reader_gone());
    }
}
