//! The rules of 2048. Nothing here knows of terminals or files: a test or a benchmark can
//! play a thousand games without a screen.

mod board;
mod daily;
mod dir;
mod grade;
mod name;
pub mod proof;
mod record;
mod rng;
mod rules;
mod state;
mod stats;
mod streak;

pub use board::{Board, BoardError, MAX_SIZE, Pos, Slid, Slide};
pub use board::{MAX_EXPONENT, MIN_SIZE, value_of};
pub use board::{exponent_of, is_valid_size};
pub use daily::{Day, DayError};
pub use dir::Dir;
pub use grade::Grade;
pub use name::{NAME_LIMIT, Name, NameError};
pub use record::{
    Began, Claim, GameId, GameIds, Help, Origin, Raced, Record, RecordError, ReplayError, Rival,
    TEXT_VERSION, final_state, record_starts, replay,
};
pub use rng::{GameRng, splitmix64};
pub use rules::is_valid_target;
pub use rules::{Rules, SpawnRule, UnknownName};
pub use state::{Assist, GameState, Motion, Status, spawn};
pub use stats::BestScores;
pub use stats::{FinishedGame, HISTORY_LIMIT, Stats, Tally};
pub use stats::{raise_best, record_finished};
pub use streak::{Run, Streak};

/// How many earlier states of a game undo keeps (and the state file holds).
pub const UNDO_LIMIT: usize = 1000;
