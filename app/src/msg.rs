//! What can happen to the app (messages) and what it asks the loop to do (commands). A
//! message carries values, never words: what the screen says of them is `update`'s to
//! choose, as a value too (a notice), and the texts' to word, in the run's language.

use std::time::{Duration, Instant};

use super::keymap::{Action, Key};
use super::plain::PlainRead;
use crate::settings::Theme;
use tui2048_engine::game::{Board, Dir, GameState, Record, ReplayError};
use tui2048_store::config::WriteError;
use tui2048_store::{KeptNote, SaveError};

/// Something that happened: a key, the pointer, time, or the result of a command.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// A key was pressed; what it does depends on what is shown.
    Key(Key),
    /// A key was pressed in the plain interface: one that reads rather than plays (the
    /// reading cursor, the board's reading keys, brief or verbose, a key of the look
    /// alone) asks the loop to read out ([`Cmd::Read`]) and changes nothing; any other is
    /// a [`Msg::Key`].
    PlainKey(Key),
    /// A drag across the board towards a direction.
    Drag(Dir),
    /// A click on a button of the box over the board.
    Click(Action),
    /// What a key or a button asks for, from the key table's actions.
    Action(Action),
    /// How the last save went: done, failed (the next one may work), or off for the rest
    /// of the run.
    Saved(Result<(), SaveError>),
    /// How keeping a finished game with the finished games went.
    Kept(Result<KeptNote, SaveError>),
    /// The theme chosen could not be written to the settings file (it holds for the run):
    /// why, or none when there is no settings folder.
    ThemeNotWritten(Option<WriteError>),
    /// The solver's move for request `id` (`None`: no move is left).
    SolverAnswer { id: u64, dir: Option<Dir> },
    /// Time passed (drives animations and the boss screen's log).
    Tick(Instant),
    /// The wall clock, in seconds since 1970 (dates finished games).
    Clock(u64),
    /// The solver's endgame tables are being built, once: `mb` of them, kept in `folder`
    /// (none: in memory only).
    TablesBuilding { mb: u64, folder: Option<String> },
    /// The build told of by [`Msg::TablesBuilding`] is over: its notice gives way, to a
    /// word that the tables are ready when they were `built` and the status line is free
    /// (a build that failed leaves the search playing alone, unsaid).
    TablesDone { built: bool },
    /// A record asked to be replayed does not replay.
    NoReplay(ReplayError),
    /// A frame was drawn: a warning it showed has been seen.
    Drawn,
    /// A save found its disk full and removed the solver's cache there (this many MB) to
    /// make room.
    CacheGivenUp { mb: u64 },
    /// The review of a finished daily game is in: its record and the accuracy of its
    /// moves (none: the review could not be made). The line to share is said with it,
    /// only while that game is in play, over.
    Judged {
        record: Box<Record>,
        accuracy: Option<f64>,
    },
    /// The player closed the notice shown in a box (or read it): the next one waiting
    /// takes its place.
    CloseNotice,
    /// The line to share and its record were sent to the terminal's clipboard (`true`),
    /// or not: the plain interface writes no escape sequence.
    Copied(bool),
    /// The next page of the help or the statistics (after the last, the first again).
    NextPage,
    /// The page before.
    PreviousPage,
    /// Play on from a replay's board: the game there and its record, in place of the game
    /// in play (which `u` brings back).
    PlayOn(Box<(Record, GameState)>),
}

/// An effect for the loop to carry out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cmd {
    /// Write the state file (while autoplay runs, the loop may put it off a little).
    Save,
    /// Leave the program (after the last save).
    Quit,
    /// Keep a finished game's record with the finished games (the records file).
    Keep(Box<Record>),
    /// Grade the moves of a daily game that ended (on a thread of their own): the
    /// accuracy comes back as [`Msg::Judged`].
    Judge(Box<Record>),
    /// Keep in the settings file that the palette's tip was seen.
    TipSeen,
    /// Take a game undo brought back into play out of the finished games: it is not one
    /// of them until it ends again.
    TakeBack(Box<Record>),
    /// Show the replay screen of a record, then come back to the game.
    Replay(Box<Record>),
    /// Send this text to the terminal's clipboard (OSC 52), in the full screen only; the
    /// answer is [`Msg::Copied`].
    Copy(String),
    /// Show the game in this theme from now on, and keep the choice in the config file.
    Theme(Theme),
    /// Give the terminal a plain title while the boss screen is up (`true`), or give it
    /// back the title it had (`false`).
    PlainTitle(bool),
    /// Read out what a key of the plain interface reads (the narrator's words).
    Read(PlainRead),
    /// Ask the solver for the best move on `board`, answering no sooner than `delay`
    /// from now (the autoplay pace).
    Solve {
        id: u64,
        board: Board,
        delay: Duration,
    },
}
