//! The rules of 2048. Nothing here knows of terminals or files: a test or a benchmark can
//! play a thousand games without a screen.

mod board;
mod daily;
mod dir;
mod grade;
mod record;
mod rng;
mod rules;
mod state;
mod stats;
mod streak;

pub use board::{
    Board, BoardError, MAX_EXPONENT, MAX_SIZE, MIN_SIZE, Pos, Slid, Slide, exponent_of,
    is_valid_size, value_of,
};
pub use daily::{Day, DayError, daily_seed};
pub use dir::Dir;
pub use grade::Grade;
pub use record::{
    Help, Origin, PREFIX, Raced, Record, RecordError, ReplayError, Rival, TEXT_VERSION,
    final_state, replay,
};
pub use rng::{GameRng, splitmix64};
pub use rules::{Rules, SpawnRule, is_valid_target};
pub use state::{Assist, GameState, Motion, Status, spawn};
pub use stats::{
    BestScores, FinishedGame, HISTORY_LIMIT, Stats, Tally, raise_best, record_finished,
};
pub use streak::{Run, Streak};

/// How many earlier states of a game undo keeps (and the state file holds).
pub const UNDO_LIMIT: usize = 1000;
