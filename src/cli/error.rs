//! Why a command did not do what it was asked, as one type for every command: `main`
//! turns it into what the user reads and the exit code, in one place. A failure the store
//! or the runtime gives as a value (the state file refused, the records unreadable, no
//! terminal) is said here, in the run's language ([`Error::said_in`]).

use std::fmt;
use std::io::{self, IsTerminal};

use clap::error::ErrorKind;

use super::usage::one_line;
use crate::runtime::{RunError, Stream, open_error, records_error};
use tui2048_app::settings::Language;
use tui2048_app::text::Speaks;
use tui2048_app::text::{English, Texts};
use tui2048_store::{OpenError, RecordsError, plain};

/// A command's failure, or clap's help and version (which clap reports as errors too).
#[derive(Debug)]
pub enum Error {
    /// The help or the version, asked for: clap's text, for standard output (exit code 0).
    Help(String),
    /// The command line asks for something that is not there: its line (exit code 2).
    Usage(String),
    /// What was asked could not be done: its line (exit code 1).
    Failed(String),
    /// The game could not run (exit code 1): its line is said in the run's language.
    Run(Box<RunError>),
    /// The state file refused a command (exit code 1), said in the run's language.
    Open(Box<OpenError>),
    /// The records file could not be read (exit code 1), said in the run's language.
    Records(Box<RecordsError>),
    /// The output could not be written (exit code 1). A reader that went away ends the
    /// program as the system's own tools end: by the pipe's signal.
    Output(io::Error),
    /// `verify` or `board` could not read its text or write its answer: its line (exit
    /// code 74, sysexits' `EX_IOERR`), never taken for a false record's 1.
    Io(String),
}

impl Error {
    /// The exit code of the failure.
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::Help(_) => 0,
            Error::Usage(_) => 2,
            Error::Failed(_)
            | Error::Run(_)
            | Error::Open(_)
            | Error::Records(_)
            | Error::Output(_) => 1,
            Error::Io(_) => 74,
        }
    }

    /// The failure as `verify` and `board` end with it: one that reads or writes their
    /// text is an [`Error::Io`] (a reader gone away still ends the program by its signal).
    pub(super) fn io(self) -> Error {
        match self {
            Error::Output(_) if self.reader_gone() => self,
            Error::Output(_) | Error::Failed(_) => Error::Io(self.to_string()),
            other => other,
        }
    }

    /// Whether the reader of standard output has gone (`| head -c1`).
    pub fn reader_gone(&self) -> bool {
        matches!(self, Error::Output(e) if e.kind() == io::ErrorKind::BrokenPipe)
    }

    /// The failure with its line said in the run's `language` (asked for only when the
    /// failure is a value of the store's or the runtime's, whose words are chosen here).
    pub(super) fn said_in(self, language: impl FnOnce() -> Language) -> Error {
        match self {
            Error::Run(_) | Error::Open(_) | Error::Records(_) => {
                Error::Failed(self.line(language().texts()).unwrap_or_default())
            }
            other => other,
        }
    }

    /// The line of a failure the store or the runtime gave as a value, in the words of
    /// `texts`.
    fn line(&self, texts: &Texts) -> Option<String> {
        Some(match self {
            Error::Run(e) => match &**e {
                RunError::NotATerminal(Stream::Input) => texts.input_not_a_terminal().into(),
                RunError::NotATerminal(Stream::Output) => texts.output_not_a_terminal().into(),
                RunError::Open(e) => open_error(texts, e),
                RunError::Io(e) => texts.terminal_error(&e.to_string()),
                RunError::RaceNeedsTheScreen => texts.race_needs_the_screen().into(),
            },
            Error::Open(e) => open_error(texts, e),
            Error::Records(e) => records_error(texts, e),
            _ => return None,
        })
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Help(text) | Error::Usage(text) | Error::Failed(text) | Error::Io(text) => {
                f.write_str(text)
            }
            Error::Output(e) => write!(f, "cannot write the output: {}", plain(e)),
            // Said in English until the run's language is known (`said_in`).
            _ => f.write_str(&self.line(&English).unwrap_or_default()),
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
        Error::Run(Box::new(e))
    }
}

impl From<OpenError> for Error {
    fn from(e: OpenError) -> Error {
        Error::Open(Box::new(e))
    }
}

impl From<RecordsError> for Error {
    fn from(e: RecordsError) -> Error {
        Error::Records(Box::new(e))
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

    #[test]
    fn a_failure_given_as_a_value_is_said_in_the_runs_language() {
        let busy = || Error::from(OpenError::Busy("/x/state.json".into()));
        assert_eq!(busy().exit_code(), 1);
        let english = "/x/state.json is in use by another tui2048; quit it first, or play a separate game with --state <PATH>";
        assert_eq!(busy().to_string(), english);
        assert_eq!(busy().said_in(|| Language::English).to_string(), english);
        let chinese = busy().said_in(|| Language::Chinese);
        assert!(matches!(chinese, Error::Failed(_)), "{chinese:?}");
        assert_eq!(
            chinese.to_string(),
            "/x/state.json 正被另一个 tui2048 使用：请先退出它，或用 --state <PATH> 另玩一局"
        );
        let no_terminal = |stream| Error::from(RunError::NotATerminal(stream));
        assert_eq!(
            no_terminal(Stream::Output)
                .said_in(|| Language::English)
                .to_string(),
            "standard output is not a terminal: the game is played in one (`tui2048 bench` needs none)"
        );
        assert_eq!(
            no_terminal(Stream::Input)
                .said_in(|| Language::Chinese)
                .to_string(),
            "标准输入不是终端：游戏要在终端里玩（`tui2048 bench` 不需要终端）"
        );
        let records = Error::from(RecordsError::Newer {
            path: "/x/state.records.json".into(),
            version: 2,
        });
        assert_eq!(
            records.said_in(|| Language::Chinese).to_string(),
            "/x/state.records.json 是新版 tui2048 写的（记录文件第 2 版，本程序只读第 1 版）"
        );
        // A failure in words already needs no language.
        let usage = Error::Usage("no game \"x\"".into());
        assert_eq!(
            usage.said_in(|| unreachable!()).to_string(),
            "no game \"x\""
        );
    }
}
