//! The pure core of the app: the model, the session (the game in play and what must agree
//! with it), the messages, the pure `update` and the key tables. It knows no terminal, no
//! files and no screen geometry: the runtime turns terminal events into messages and
//! carries out the commands `update` returns. It keeps values, not sentences: what the
//! status line, the end box and the lines on leaving say is decided here as values
//! (`notice`, `status`, `ending`, `leaving`), and worded by the texts.

pub mod ending;
mod init;
pub mod keymap;
pub mod leaving;
mod model;
mod msg;
pub mod notice;
pub mod plain;
mod race;
mod replay;
pub mod say;
mod scores;
mod session;
pub mod settings;
pub mod status;
pub mod text;
mod update;

#[cfg(any(test, feature = "testing"))]
pub use init::initial_model;
pub use init::saved_of;
pub use init::{Fresh, GameOptions, Start, earlier_of, init, init_race};
#[cfg(any(test, feature = "testing"))]
pub use model::Shared;
pub use model::{BOSS_LINE_EVERY, FRAME, SLIDE_SHARE};
pub use model::{Boss, Overlay, Saving};
#[cfg(any(test, feature = "testing"))]
pub use model::{DEFAULT_PACE, LastMove};
pub use model::{Model, Solver};
pub use msg::{Cmd, Msg};
pub use notice::Off;
#[cfg(any(test, feature = "testing"))]
pub use race::update_race;
pub use race::{RIVAL_REQUEST, Race, RaceCmd, RaceMsg};
pub use race::{race_tick, update_race_in_place, works_in_a_race};
#[cfg(any(test, feature = "testing"))]
pub use replay::{REPLAY_PACES, update_replay};
pub use replay::{Replay, ReplayMsg, Verdict, accuracy_of, share_line};
pub use replay::{ReplayCmd, grouped, update_replay_in_place};
pub use scores::Scores;
pub use session::Session;
pub use tui2048_engine::game::UNDO_LIMIT;
#[cfg(any(test, feature = "testing"))]
pub use update::msg_for_key;
pub use update::update;
pub use update::update_in_place;
