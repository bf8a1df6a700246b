//! The application's state around the game: earlier states, scores, what is shown.

use std::collections::VecDeque;
use std::time::Duration;

use super::scores::Scores;
use crate::game::{BestScores, Dir, GameState, Motion, Record, Start, Stats};

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
/// The time between frames of a move's animation (about 60 a second).
pub const FRAME: Duration = Duration::from_millis(16);
/// The time between frames of the rising "+N": it moves a row at a time, so a few frames
/// a second do.
pub const FLOAT_FRAME: Duration = Duration::from_millis(100);
/// A new log line comes this often on the boss screen.
pub const BOSS_LINE_EVERY: Duration = Duration::from_millis(900);

/// Something drawn over time: `progress` runs from 0 to 1 from its first tick.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Animation {
    /// When the first frame was drawn (set by the first tick).
    pub started: Option<std::time::Instant>,
    pub progress: f32,
}

/// The last move, as the screen draws it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LastMove {
    /// What moved, for drawing the slide.
    pub motion: Option<Motion>,
    /// Points it scored, shown as "+N" beside the score.
    pub gain: Option<u64>,
    /// The slide, pop and grow-in while they run.
    pub animation: Option<Animation>,
    /// The rising "+N" while it floats.
    pub gain_float: Option<Animation>,
    /// The "+N" rises and fades (and is gone once it has), rather than staying.
    pub gain_floats: bool,
}

/// Autoplay paces, in moves per second.
pub const PACES: [u32; 10] = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
/// The pace autoplay starts at (an index into `PACES`).
pub const DEFAULT_PACE: usize = 3;

/// The solver at work for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solver {
    /// The request whose answer is awaited; answers to any other are stale.
    pub(crate) pending: Option<u64>,
    /// The id of the last request made.
    pub(crate) last_id: u64,
    /// The suggested move, shown until the next move.
    pub hint: Option<Dir>,
    /// The solver plays.
    pub autoplay: bool,
    /// An index into `PACES`.
    pub pace: usize,
}

impl Default for Solver {
    fn default() -> Self {
        Solver {
            pending: None,
            last_id: 0,
            hint: None,
            autoplay: false,
            pace: DEFAULT_PACE,
        }
    }
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

/// The boss screen: a scrolling log, generated, with no game in sight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Boss {
    /// Picks the log's lines.
    pub seed: u64,
    /// When it came up (the loop's first tick), and the wall clock then.
    pub started: Option<std::time::Instant>,
    pub started_clock: u64,
    /// How many lines have scrolled by since.
    pub lines: u64,
}

/// What covers the game, if anything: one at a time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Overlay {
    #[default]
    None,
    /// Every key.
    Help,
    /// Games, wins and best scores.
    Stats,
    /// The boss screen hides everything.
    Boss(Boss),
}

/// The colour themes, in the order the theme key goes through them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// The original game's colours.
    #[default]
    Classic,
    Dark,
    HighContrast,
    /// Muted greys that pass for a log viewer.
    Stealth,
}

impl Theme {
    /// Every theme, in the order `t` goes through them.
    pub const ALL: [Theme; 4] = [
        Theme::Classic,
        Theme::Dark,
        Theme::HighContrast,
        Theme::Stealth,
    ];

    /// The theme's name, as the command line, the config file and the screen say it.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Classic => "classic",
            Theme::Dark => "dark",
            Theme::HighContrast => "high-contrast",
            Theme::Stealth => "stealth",
        }
    }

    /// The theme named `name`.
    pub fn named(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The theme after this one (after the last, the first).
    pub fn next(self) -> Theme {
        let at = Theme::ALL.iter().position(|&t| t == self).unwrap_or(0);
        Theme::ALL[(at + 1) % Theme::ALL.len()]
    }
}

/// Everything the screen shows and the keys change.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    pub game: GameState,
    pub undo: UndoStack,
    pub scores: Scores,
    pub overlay: Overlay,
    /// The page of the help or the statistics shown, counted from the first; the view
    /// takes it modulo the number of pages, which depends on the screen.
    pub page: usize,
    /// A one-line notice for the status line.
    pub notice: Option<String>,
    pub last_move: LastMove,
    /// Whether moves are animated at all (`--no-anim` turns it off).
    pub animate: bool,
    pub saving: Saving,
    /// Hints and autoplay.
    pub solver: Solver,
    /// The wall clock, in seconds since 1970, as last told by the loop.
    pub clock: u64,
    /// The record of the game in play: where it started and the moves kept.
    pub record: Record,
    /// The records of the games a new game took the place of, the newest last: undoing
    /// the new game brings its record back with the game.
    pub earlier: Vec<Record>,
    /// A daily game's line to share, once it is over.
    pub shared: Option<String>,
    /// The colour theme shown.
    theme: Theme,
    /// Where the settings file is, as the help names it (none: there is none).
    settings_file: Option<String>,
}

impl Model {
    /// A model around a game, with no history; its record starts from the game's board.
    pub fn new(game: GameState) -> Model {
        Model {
            record: Record::starting(&game, Start::Board),
            earlier: Vec::new(),
            shared: None,
            game,
            undo: UndoStack::new(UNDO_LIMIT),
            scores: Scores::default(),
            overlay: Overlay::None,
            page: 0,
            notice: None,
            last_move: LastMove::default(),
            animate: true,
            saving: Saving::On,
            solver: Solver::default(),
            clock: 0,
            theme: Theme::default(),
            settings_file: None,
        }
    }

    /// Where the settings file is, as the help names it.
    pub fn settings_file(&self) -> Option<&str> {
        self.settings_file.as_deref()
    }

    /// Names the settings file for the help.
    pub fn set_settings_file(&mut self, path: Option<String>) {
        self.settings_file = path;
    }

    /// The colour theme shown.
    pub fn theme(&self) -> Theme {
        self.theme
    }

    /// Shows the game in `theme`.
    pub fn set_theme(&mut self, theme: Theme) {
        self.theme = theme;
    }

    /// The tile the player plays for: the target until it is reached, then the next tile
    /// above the largest on the board.
    pub fn goal(&self) -> u64 {
        let target = self.game.rules().target;
        let top = self.game.board().max_tile();
        if top < target {
            target
        } else {
            top.checked_mul(2).unwrap_or(top).max(target)
        }
    }

    /// The player's own best score for the current board size (an assisted game's score
    /// is not among them).
    pub fn best_score(&self) -> u64 {
        let best = self.best_of(&self.scores.best);
        if self.game.assisted() {
            best
        } else {
            best.max(self.game.score())
        }
    }

    /// The best score of assisted games for the current board size.
    pub fn assisted_best_score(&self) -> u64 {
        let best = self.best_of(&self.scores.best_assisted);
        if self.game.assisted() {
            best.max(self.game.score())
        } else {
            best
        }
    }

    fn best_of(&self, best: &BestScores) -> u64 {
        best.get(&self.game.board().size()).copied().unwrap_or(0)
    }

    /// The endings undo may still take back, oldest first: in the undo list and the game
    /// in play, cut into games where a state has no moves (a new game), the last state of
    /// each game left for a new one and a game over in play, each of at least one move.
    pub fn endings_in_reach(&self) -> Vec<GameState> {
        let states: Vec<&GameState> = self.undo.iter().chain([&self.game]).collect();
        let mut endings = Vec::new();
        for (i, state) in states.iter().enumerate() {
            let next = states.get(i + 1);
            let last_of_its_game = next.is_none_or(|n| n.moves() == 0);
            let ended = next.is_some() || state.status() == crate::game::Status::Over;
            if last_of_its_game && ended && state.moves() > 0 {
                endings.push((*state).clone());
            }
        }
        endings
    }

    /// The statistics with the game in play counted (as the statistics screen shows them).
    pub fn stats_with_game(&self) -> Stats {
        self.scores.stats.with_game(&self.game)
    }

    /// How soon the screen changes with time alone (a frame of an animation, the boss
    /// screen's next line); `None` when it only changes on input.
    pub fn wake_after(&self) -> Option<Duration> {
        if self.last_move.animation.is_some() {
            Some(FRAME)
        } else if self.last_move.gain_float.is_some() {
            Some(FLOAT_FRAME)
        } else if matches!(self.overlay, Overlay::Boss(_)) {
            Some(BOSS_LINE_EVERY)
        } else {
            None
        }
    }

    /// The boss screen, when it is up.
    pub fn boss(&self) -> Option<&Boss> {
        match &self.overlay {
            Overlay::Boss(boss) => Some(boss),
            _ => None,
        }
    }
}
