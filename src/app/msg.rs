//! What can happen to the app (messages) and what it asks the loop to do (commands).

use std::time::{Duration, Instant};

use super::keymap::{Action, Key};
use crate::settings::Theme;
use tui2048_engine::game::{Board, Dir, GameState, Record};

/// Something that happened: a key, the pointer, time, or the result of a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    /// A key was pressed; what it does depends on what is shown.
    Key(Key),
    /// A drag across the board towards a direction.
    Drag(Dir),
    /// A click on a button of the box over the board.
    Click(Action),
    /// What a key or a button asks for, from the key table's actions.
    Action(Action),
    /// How the last save went: done, or failed and why (the next one may work).
    Saved(Result<(), String>),
    /// Saving is off for the rest of the run, and why.
    SavingOff(String),
    /// The solver's move for request `id` (`None`: no move is left).
    SolverAnswer { id: u64, dir: Option<Dir> },
    /// Time passed (drives animations and the boss screen's log).
    Tick(Instant),
    /// The wall clock, in seconds since 1970 (dates finished games).
    Clock(u64),
    /// Something for the status line, from outside the game (keeping a finished game).
    Notice(String),
    /// A save found its disk full and removed the solver's cache there (this many MB) to
    /// make room.
    CacheGivenUp { mb: u64 },
    /// A daily game's line to share, with its accuracy now that the review is in, and the
    /// record it was worked out for: it is shared only while that game is in play, over.
    Shared { record: Box<Record>, line: String },
    /// The player closed the notice shown in a box (or read it): the next one waiting
    /// takes its place.
    CloseNotice,
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
    /// Take a game undo brought back into play out of the finished games: it is not one
    /// of them until it ends again.
    TakeBack(Box<Record>),
    /// Show the replay screen of a record, then come back to the game.
    Replay(Box<Record>),
    /// Show the game in this theme from now on, and keep the choice in the config file.
    Theme(Theme),
    /// Give the terminal a plain title while the boss screen is up (`true`), or give it
    /// back the title it had (`false`).
    PlainTitle(bool),
    /// Ask the solver for the best move on `board`, answering no sooner than `delay`
    /// from now (the autoplay pace).
    Solve {
        id: u64,
        board: Board,
        delay: Duration,
    },
}
