//! What can happen to the app (messages) and what it asks the loop to do (commands).

use crate::game::Dir;

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
    /// How the last save went.
    Saved(Result<(), String>),
}

/// An effect for the loop to carry out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cmd {
    /// Write the state file.
    Save,
    /// Leave the program.
    Quit,
}
