//! The application's state around the game: history, scores, what is shown.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use crate::game::{BestScores, FinishedGame, GameState, Motion, Stats};
use crate::ui::Look;

pub use crate::game::UNDO_LIMIT;

/// Earlier game states, newest last, holding at most a fixed number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UndoStack {
    states: VecDeque<GameState>,
    limit: usize,
}

impl UndoStack {
    pub fn new(limit: usize) -> UndoStack {
        UndoStack {
            states: VecDeque::new(),
            limit,
        }
    }

    /// A stack holding `states` (oldest first), keeping the newest `limit`.
    pub fn from_states(states: Vec<GameState>, limit: usize) -> UndoStack {
        let mut stack = UndoStack::new(limit);
        for s in states {
            stack.push(s);
        }
        stack
    }

    /// Adds a state, dropping the oldest when full.
    pub fn push(&mut self, state: GameState) {
        if self.limit == 0 {
            return;
        }
        if self.states.len() == self.limit {
            self.states.pop_front();
        }
        self.states.push_back(state);
    }

    pub fn pop(&mut self) -> Option<GameState> {
        self.states.pop_back()
    }

    pub fn len(&self) -> usize {
        self.states.len()
    }

    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    /// The states, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = &GameState> {
        self.states.iter()
    }
}

/// How long a move's animation lasts: the slide, then the pop and grow-in.
pub const ANIMATION: Duration = Duration::from_millis(120);
/// The share of the animation spent sliding; the rest pops merged tiles and grows the
/// new one.
pub const SLIDE_SHARE: f32 = 0.65;
/// How long the "+N" of a scoring move takes to rise and fade.
pub const GAIN_FLOAT: Duration = Duration::from_millis(600);
/// Autoplay faster than this many moves per second does not animate.
pub const ANIMATED_PACE_LIMIT: u32 = 10;

/// A move being drawn: `motion` is what moved, `progress` runs from 0 to 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Animation {
    /// When the first frame was drawn (set by the first tick).
    pub started: Option<Instant>,
    pub progress: f32,
}

/// Autoplay paces, in moves per second.
pub const PACES: [u32; 10] = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
/// The pace autoplay starts at (an index into `PACES`).
pub const DEFAULT_PACE: usize = 3;

/// The solver at work for the player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Solver {
    /// The request whose answer is awaited; answers to any other are stale.
    pub pending: Option<u64>,
    /// The id of the last request made.
    pub last_id: u64,
    /// The suggested move, shown until the next move.
    pub hint: Option<crate::game::Dir>,
    /// The solver plays.
    pub autoplay: bool,
    /// An index into `PACES`.
    pub pace: usize,
}

impl Solver {
    /// Autoplay's pace in moves per second.
    pub fn moves_per_second(&self) -> u32 {
        PACES[self.pace.min(PACES.len() - 1)]
    }
}

/// Whether saving works.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saving {
    On,
    /// Saving failed; the reason. Play goes on and every change tries again.
    Failing(String),
    /// Nothing is saved for the rest of the run (no home folder, no lock on the file, an
    /// unreadable file left in place); the reason.
    Off(String),
}

/// Everything the screen shows and the keys change.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    pub game: GameState,
    pub undo: UndoStack,
    pub best: BestScores,
    pub stats: Stats,
    /// The help overlay is open.
    pub help: bool,
    /// A one-line notice for the status line.
    pub notice: Option<String>,
    /// Points scored by the last move, shown as "+N" beside the score.
    pub gain: Option<u64>,
    /// How the last move went, for drawing it.
    pub motion: Option<Motion>,
    /// The last move's animation while it runs.
    pub animation: Option<Animation>,
    /// The rising "+N" of the last scoring move while it floats.
    pub gain_float: Option<Animation>,
    /// Whether moves are animated at all (`--no-anim` turns it off).
    pub animate: bool,
    pub saving: Saving,
    /// Colours and such, fixed at start.
    pub look: Look,
    /// Set once the player asked to quit.
    pub quitting: bool,
    /// Hints and autoplay.
    pub solver: Solver,
    /// Finished games, oldest first (for the statistics).
    pub history: Vec<FinishedGame>,
    /// The statistics overlay is open.
    pub stats_open: bool,
    /// The boss screen is up.
    pub boss: Option<Boss>,
    /// The wall clock, in seconds since 1970, as last told by the loop.
    pub clock: u64,
    /// The terminal's size, as last told.
    pub screen: (u16, u16),
    /// Where a mouse drag began.
    pub drag_from: Option<(u16, u16)>,
}

/// The boss screen: a scrolling log, generated, with no game in sight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Boss {
    /// Picks the log's lines.
    pub seed: u64,
    /// When it came up (the loop's first tick), and the wall clock then.
    pub started: Option<Instant>,
    pub started_clock: u64,
    /// How many lines have scrolled by since.
    pub lines: u64,
}

/// A new log line comes this often on the boss screen.
pub const BOSS_LINE_EVERY: Duration = Duration::from_millis(900);

impl Model {
    /// A model around a game, with no history.
    pub fn new(game: GameState, look: Look) -> Model {
        Model {
            game,
            undo: UndoStack::new(UNDO_LIMIT),
            best: BestScores::new(),
            stats: Stats::default(),
            help: false,
            notice: None,
            gain: None,
            motion: None,
            animation: None,
            gain_float: None,
            animate: true,
            saving: Saving::On,
            look,
            quitting: false,
            solver: Solver {
                pace: DEFAULT_PACE,
                ..Solver::default()
            },
            history: Vec::new(),
            stats_open: false,
            boss: None,
            clock: 0,
            screen: (80, 24),
            drag_from: None,
        }
    }

    /// The best score for the current board size.
    pub fn best_score(&self) -> u64 {
        self.best
            .get(&self.game.board().size())
            .copied()
            .unwrap_or(0)
            .max(self.game.score())
    }
}
