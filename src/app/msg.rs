//! What can happen to the app (messages) and what it asks the loop to do (commands).

use std::time::{Duration, Instant};

use crate::game::{Board, Dir};

/// Something that happened: a key's action, the terminal, or the result of a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    Move(Dir),
    Undo,
    Restart,
    KeepGoing,
    ToggleHelp,
    Quit,
    /// The terminal changed size; the next frame lays out anew.
    Resize(u16, u16),
    /// How the last save went: done, or failed and why (the next one may work).
    Saved(Result<(), String>),
    /// Saving is off for the rest of the run, and why.
    SavingOff(String),
    /// Ask the solver for a move.
    Hint,
    /// Let the solver play, or take control back.
    ToggleAutoplay,
    /// Autoplay faster.
    Faster,
    /// Autoplay slower.
    Slower,
    /// The solver's move for request `id` (`None`: no move is left).
    SolverAnswer {
        id: u64,
        dir: Option<Dir>,
    },
    /// Time passed (drives animations and the boss screen's log).
    Tick(Instant),
    /// The wall clock, in seconds since 1970 (dates finished games).
    Clock(u64),
    /// Show the boss screen, or leave it.
    ToggleBoss,
    /// Show or hide the statistics.
    ToggleStats,
    /// A mouse button went down at a cell.
    MouseDown(u16, u16),
    /// A mouse button came up at a cell: the end of a drag or a click.
    MouseUp(u16, u16),
}

/// An effect for the loop to carry out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cmd {
    /// Write the state file.
    Save,
    /// Leave the program.
    Quit,
    /// Ask the solver for the best move on `board`, answering no sooner than `delay`
    /// from now (the autoplay pace).
    Solve {
        id: u64,
        board: Board,
        delay: Duration,
    },
}
