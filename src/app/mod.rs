//! The pure core of the app: the model, the session (the game in play and what must agree
//! with it), the messages, the pure `update` and the key tables. It knows no terminal, no
//! files and no screen geometry: the runtime turns terminal events into messages and
//! carries out the commands `update` returns.

pub mod keymap;
mod model;
mod msg;
mod race;
mod replay;
mod scores;
mod session;
pub mod text;
mod update;

pub use crate::game::UNDO_LIMIT;
pub use model::{
    ANIMATED_PACE_LIMIT, ANIMATION, Animation, BOSS_LINE_EVERY, Boss, DEFAULT_PACE, FRAME,
    GAIN_FLOAT, LastMove, Model, Overlay, PACES, SLIDE_SHARE, Saving, Solver,
};
pub use msg::{Cmd, Msg};
pub use race::{
    RIVAL_REQUEST, Race, RaceCmd, RaceMsg, Standing, race_tick, update_race, update_race_in_place,
    works_in_a_race,
};
pub use replay::{
    REPLAY_PACE, REPLAY_PACES, Replay, ReplayMsg, Verdict, accuracy_of, grouped, share_line,
    update_replay, update_replay_in_place,
};
pub use scores::Scores;
pub use session::{EARLIER_RECORDS, Mover, NoRestart, Played, Session, UndoStack, Undone};
pub use update::{msg_for_key, update, update_in_place};
