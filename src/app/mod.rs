//! The application: model, messages, the pure update, the keys and the event loop.

pub mod keymap;
mod model;
mod msg;
mod run;
mod start;
mod update;

pub use model::{
    ANIMATED_PACE_LIMIT, ANIMATION, Animation, BOSS_LINE_EVERY, Boss, DEFAULT_PACE, GAIN_FLOAT,
    Model, PACES, SLIDE_SHARE, Saving, Solver, UNDO_LIMIT, UndoStack,
};
pub use msg::{Cmd, Msg};
pub use run::{
    Input, RunError, SOLVER_THREAD, Saver, Settings, Solve, SolveRequest, play, run_loop, saved_of,
    spawn_solver,
};
pub use start::{GameOptions, initial_model};
pub use update::{msg_for_event, update};
