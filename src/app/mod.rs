//! The pure core of the app: the model, the session (the game in play and what must agree
//! with it), the messages, the pure `update` and the key tables. It knows no terminal, no
//! files and no screen geometry: the runtime turns terminal events into messages and
//! carries out the commands `update` returns. It keeps values, not sentences: what the
//! status line, the end box and the lines on leaving say is decided here as values
//! (`notice`, `status`, `ending`, `leaving`), and worded by the texts.

pub(crate) mod ending;
mod init;
pub mod keymap;
pub(crate) mod leaving;
mod model;
mod msg;
pub(crate) mod notice;
pub(crate) mod plain;
mod race;
mod replay;
pub(crate) mod say;
mod scores;
mod session;
pub(crate) mod status;
pub mod text;
mod update;

#[cfg(test)]
pub(crate) use init::initial_model;
pub use init::saved_of;
pub(crate) use init::{Fresh, GameOptions, Start, earlier_of, init, init_race};
#[cfg(test)]
pub(crate) use model::Shared;
pub(crate) use model::{BOSS_LINE_EVERY, FRAME, SLIDE_SHARE};
pub(crate) use model::{Boss, Overlay, Saving};
#[cfg(test)]
pub(crate) use model::{DEFAULT_PACE, LastMove};
pub use model::{Model, Solver};
pub use msg::{Cmd, Msg};
pub(crate) use notice::Off;
#[cfg(test)]
pub(crate) use race::update_race;
pub(crate) use race::{RIVAL_REQUEST, Race, RaceCmd, RaceMsg};
pub(crate) use race::{race_tick, update_race_in_place, works_in_a_race};
#[cfg(test)]
pub(crate) use replay::{REPLAY_PACES, update_replay};
pub(crate) use replay::{Replay, ReplayMsg, Verdict, accuracy_of, share_line};
pub(crate) use replay::{ReplayCmd, grouped, update_replay_in_place};
pub use scores::Scores;
pub use session::Session;
pub use tui2048_engine::game::UNDO_LIMIT;
#[cfg(test)]
pub(crate) use update::msg_for_key;
pub use update::update;
pub(crate) use update::update_in_place;
