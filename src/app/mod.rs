//! The pure core of the app: the model, the messages, the pure `update` and the key
//! table. It knows no terminal, no files and no screen geometry: the runtime turns terminal
//! events into messages and carries out the commands `update` returns.

pub mod keymap;
mod model;
mod msg;
mod replay;
mod scores;
pub mod text;
mod update;

pub use model::{
    ANIMATED_PACE_LIMIT, ANIMATION, Animation, BOSS_LINE_EVERY, Boss, FRAME, GAIN_FLOAT, LastMove,
    Model, Overlay, PACES, SLIDE_SHARE, Saving, Solver, Theme, UNDO_LIMIT, UndoStack,
};
pub use msg::{Cmd, Msg};
pub use replay::{
    REPLAY_PACE, REPLAY_PACES, Replay, ReplayMsg, Verdict, accuracy_of, grouped, share_line,
    update_replay,
};
pub use scores::Scores;
pub use update::{msg_for_key, update};
