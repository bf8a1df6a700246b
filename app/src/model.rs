//! The application's state around the game: earlier states, scores, what is shown.

use std::path::PathBuf;
use std::time::Duration;

use super::keymap::Keymap;
use super::notice::Off;
use super::notice::{Notice, Notices};
use super::replay::share_line;
use super::scores::Scores;
use super::session::Session;
use super::text::Texts;
use crate::settings::Language;
use crate::settings::Theme;
use crate::text::Speaks;
use tui2048_engine::game::{BestScores, Day, GameState, Motion, Name, Origin, Record, Stats};
use tui2048_store::Fault;

/// How long a move's animation lasts: the slide, then the pop and grow-in.
pub const ANIMATION: Duration = Duration::from_millis(120);
/// The share of the animation spent sliding; the rest pops merged tiles and grows the
/// new one.
pub const SLIDE_SHARE: f32 = 0.65;
/// How long the "+N" of a scoring move shows (rising and fading, where it is animated),
/// as the original's.
pub const GAIN_FLOAT: Duration = Duration::from_millis(600);
/// How long the board takes to move aside for the box of the game's end.
pub const ENDING_SLIDE: Duration = Duration::from_millis(200);
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
    /// The "+N"'s time on screen: it is gone once that is up, animated or not.
    pub gain_float: Option<Animation>,
    /// The "+N" rises and fades, rather than staying still for its time.
    pub gain_floats: bool,
    /// The board moving aside for the box of the game's end, where the box has no room
    /// beside it where it stands.
    pub ending: Option<Animation>,
}

/// Autoplay paces, in moves per second.
pub const PACES: [u32; 10] = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
/// The pace autoplay starts at (an index into `PACES`).
pub const DEFAULT_PACE: usize = 3;

/// The solver at work for the player (the hint it gave is the session's, as it counts
/// with the move played on its board).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solver {
    /// The request whose answer is awaited; answers to any other are stale.
    pub(super) pending: Option<u64>,
    /// The id of the last request made.
    pub(super) last_id: u64,
    /// The solver plays.
    pub(super) autoplay: bool,
    /// An index into `PACES`.
    pub(super) pace: usize,
}

impl Default for Solver {
    fn default() -> Self {
        Solver {
            pending: None,
            last_id: 0,
            autoplay: false,
            pace: DEFAULT_PACE,
        }
    }
}

impl Solver {
    /// The solver playing at `pace` (an index into `PACES`), as autoplay runs.
    #[cfg(any(test, feature = "testing"))]
    pub fn playing(pace: usize) -> Solver {
        Solver {
            autoplay: true,
            pace: pace.min(PACES.len() - 1),
            ..Solver::default()
        }
    }

    /// Whether the solver plays (autoplay).
    pub fn autoplay(&self) -> bool {
        self.autoplay
    }

    /// Autoplay's pace in moves per second.
    pub fn moves_per_second(&self) -> u32 {
        // Every pace is set within the table (`playing`, and the keys' own bounds).
        PACES[self.pace]
    }
}

/// Whether saving works.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saving {
    On,
    /// Saving failed; the reason. Play goes on and every change tries again.
    Failing(Fault),
    /// Nothing is saved for the rest of the run (no home folder, no lock on the file, an
    /// unreadable file left in place); the reason.
    Off(Off),
}

/// The game whose line is shared, as it ended (or was won), and its moves' accuracy once
/// a review has graded them.
#[derive(Clone, Debug, PartialEq)]
pub struct Shared {
    pub record: Record,
    pub end: GameState,
    pub accuracy: Option<f64>,
}

impl Shared {
    /// The game in play's, as it stands.
    pub fn of(session: &Session) -> Shared {
        Shared {
            record: session.record().clone(),
            end: session.game().clone(),
            accuracy: None,
        }
    }
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

/// What covers the game, if anything: one at a time. The help and the statistics show
/// a page, counted from the first; the view takes it modulo the number of pages, which
/// depends on the screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Overlay {
    #[default]
    None,
    /// Every key.
    Help { page: usize },
    /// Games, wins and best scores.
    Stats { page: usize },
    /// The boss screen hides everything.
    Boss(Boss),
}

impl Overlay {
    /// The help, at its first page.
    pub const HELP: Overlay = Overlay::Help { page: 0 };
    /// The statistics, at their first page.
    pub const STATS: Overlay = Overlay::Stats { page: 0 };

    /// Whether it is the help or the statistics, which turn pages.
    pub fn has_pages(&self) -> bool {
        matches!(self, Overlay::Help { .. } | Overlay::Stats { .. })
    }
}

/// Everything the screen shows and the keys change. Its fields are the core's: `update`
/// changes them, the rest of the program reads them through the methods below, and a
/// model is built with [`Model::of`] (or [`Model::new`]) and the `with_` methods.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    /// The game in play, its undo stack, its record and the hint shown.
    pub(super) session: Session,
    pub(super) scores: Scores,
    pub(super) overlay: Overlay,
    /// What the status line has to tell: the notice shown, those waiting their turn, the
    /// news that stays.
    pub(super) notices: Notices,
    pub(super) last_move: LastMove,
    /// Whether moves are animated at all (`--no-anim` turns it off).
    pub(super) animate: bool,
    pub(super) saving: Saving,
    /// Autoplay, and the solver's requests.
    pub(super) solver: Solver,
    /// The wall clock, in seconds since 1970, as last told by the loop.
    pub(super) clock: u64,
    /// The game whose line is shared, once it is won or over.
    pub(super) shared: Option<Shared>,
    /// The player's name, in the lines they share.
    pub(super) name: Option<Name>,
    /// The colour theme shown.
    pub(super) theme: Theme,
    /// Where the settings file is, as the help names it (none: there is none).
    pub(super) settings_file: Option<PathBuf>,
    /// The language every word is in.
    pub(super) language: Language,
    /// The keys of each action: the key table's, or the player's.
    pub(super) keymap: Keymap,
}

impl Model {
    /// A model around a game, with no history; its record starts from the game's board.
    pub fn new(game: GameState) -> Model {
        Model::of(Session::new(game), Scores::default())
    }

    /// A model of a session and the player's scores, nothing over the board, animated,
    /// saving, in the classic theme.
    pub fn of(session: Session, scores: Scores) -> Model {
        Model {
            session,
            scores,
            overlay: Overlay::None,
            notices: Notices::default(),
            last_move: LastMove::default(),
            animate: true,
            saving: Saving::On,
            solver: Solver::default(),
            clock: 0,
            shared: None,
            name: None,
            theme: Theme::default(),
            settings_file: None,
            language: Language::default(),
            keymap: Keymap::default(),
        }
    }

    /// This model saying `notice` in its status line.
    pub fn with_notice(mut self, notice: Option<Notice>) -> Model {
        self.notices.say(notice);
        self
    }

    /// This model saying `warnings` first, one after the other, then the notice it had.
    pub fn with_warnings(mut self, warnings: Vec<Notice>) -> Model {
        self.notices.first(warnings);
        self
    }

    /// This model saying `warnings` after every notice it has to say.
    pub fn with_warnings_after(mut self, warnings: Vec<Notice>) -> Model {
        self.notices.last(warnings);
        self
    }

    /// Says `notice` in the status line.
    pub(super) fn say(&mut self, notice: Notice) {
        self.notices.say(Some(notice));
    }

    /// This model with saving as `saving` says.
    pub fn with_saving(self, saving: Saving) -> Model {
        Model { saving, ..self }
    }

    /// This model animating moves, or not.
    pub fn animated(self, animate: bool) -> Model {
        Model { animate, ..self }
    }

    /// This model in `theme`.
    pub fn in_theme(self, theme: Theme) -> Model {
        Model { theme, ..self }
    }

    /// This model naming the settings file in the help.
    pub fn with_settings_file(self, settings_file: Option<PathBuf>) -> Model {
        Model {
            settings_file,
            ..self
        }
    }

    /// This model speaking `language`.
    pub fn in_language(self, language: Language) -> Model {
        Model { language, ..self }
    }

    /// This model playing with the keys of `keymap`.
    pub fn with_keys(self, keymap: Keymap) -> Model {
        Model { keymap, ..self }
    }

    /// This model at the wall clock `clock` (seconds since 1970).
    pub fn at_clock(self, clock: u64) -> Model {
        Model { clock, ..self }
    }

    /// This model with a line to share.
    pub fn with_shared(self, shared: Option<Shared>) -> Model {
        Model { shared, ..self }
    }

    /// This model's player named `name` in the lines they share (a line to share already
    /// there is of the game in play, as it stands, with it).
    pub fn named(self, name: Option<Name>) -> Model {
        let mut model = Model { name, ..self };
        if model.shared.is_some() {
            model.shared = Some(Shared::of(&model.session));
        }
        model
    }

    /// This model showing `overlay` over the game.
    #[cfg(any(test, feature = "testing"))]
    pub fn with_overlay(self, overlay: Overlay) -> Model {
        Model { overlay, ..self }
    }

    /// This model drawing `last_move` as the last move.
    #[cfg(any(test, feature = "testing"))]
    pub fn with_last_move(self, last_move: LastMove) -> Model {
        Model { last_move, ..self }
    }

    /// This model playing `session`.
    #[cfg(any(test, feature = "testing"))]
    pub fn with_session(self, session: Session) -> Model {
        Model { session, ..self }
    }

    /// This model with the player's scores as `scores` says.
    pub fn with_scores(self, scores: Scores) -> Model {
        Model { scores, ..self }
    }

    /// This model with the solver as `solver` says (autoplay running, at a pace).
    #[cfg(any(test, feature = "testing"))]
    pub fn with_solver(self, solver: Solver) -> Model {
        Model { solver, ..self }
    }

    /// The keys of each action.
    pub fn keymap(&self) -> &Keymap {
        &self.keymap
    }

    /// The game in play, its undo stack and its record.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The game in play.
    pub fn game(&self) -> &GameState {
        self.session.game()
    }

    /// The player's scores over every game.
    pub fn scores(&self) -> &Scores {
        &self.scores
    }

    /// What covers the game.
    pub fn overlay(&self) -> Overlay {
        self.overlay
    }

    /// The notice in the status line.
    pub fn notice(&self) -> Option<&Notice> {
        self.notices.shown()
    }

    /// The words of the notice in the status line.
    pub fn notice_words(&self) -> Option<String> {
        self.notice().map(|n| self.texts().notice(n))
    }

    /// Whether the notice shown must be read whole (a warning): one too long for the
    /// status line is shown in a box the player closes.
    pub fn notice_must_be_read(&self) -> bool {
        self.notice().is_some_and(Notice::must_be_read)
    }

    /// How many notices wait their turn after the one shown.
    pub fn notices_waiting(&self) -> usize {
        self.notices.waiting_len()
    }

    /// The last move, as the screen draws it.
    pub fn last_move(&self) -> &LastMove {
        &self.last_move
    }

    /// Whether moves are animated.
    pub fn animate(&self) -> bool {
        self.animate
    }

    /// Whether saving works.
    pub fn saving(&self) -> &Saving {
        &self.saving
    }

    /// Autoplay and its pace.
    pub fn solver(&self) -> &Solver {
        &self.solver
    }

    /// The wall clock as last told (seconds since 1970).
    pub fn clock(&self) -> u64 {
        self.clock
    }

    /// The game's line to share, once it is over or won.
    pub fn shared(&self) -> Option<String> {
        let shared = self.shared.as_ref()?;
        Some(share_line(
            self.texts(),
            (&shared.record, &shared.end),
            shared.accuracy,
            &self.scores.stats.daily,
            self.name.as_ref(),
        ))
    }

    /// The record of the game in play as it is shared with its line: carrying its claim
    /// and the player's name, for anyone to check. `None` while there is no line to share,
    /// and while a server's daily game's day is open (its record holds the day's seed,
    /// which the server gives once the day has closed).
    pub fn shared_record(&self) -> Option<String> {
        self.shared.as_ref()?;
        if let Origin::Served(day, _) = self.session.record().origin()
            && Day::from_unix(self.clock) <= *day
        {
            return None;
        }
        let record = self.session.record().claimed(self.name.clone()).ok()?;
        Some(record.encode())
    }

    /// Where the settings file is, as the help names it.
    pub fn settings_file(&self) -> Option<String> {
        self.settings_file
            .as_deref()
            .map(tui2048_store::shown::path)
    }

    /// The colour theme shown.
    pub fn theme(&self) -> Theme {
        self.theme
    }

    /// The language every word is in.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The words of its language.
    pub fn texts(&self) -> &'static Texts {
        self.language.texts()
    }

    /// The tile the player plays for: the target until it is reached, then the next tile
    /// above the largest on the board.
    pub fn goal(&self) -> u64 {
        let target = self.game().rules().target;
        let top = self.game().board().max_tile();
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
        if self.game().assisted() {
            best
        } else {
            best.max(self.game().score())
        }
    }

    /// The best score of assisted games for the current board size.
    pub fn assisted_best_score(&self) -> u64 {
        let best = self.best_of(&self.scores.best_assisted);
        if self.game().assisted() {
            best.max(self.game().score())
        } else {
            best
        }
    }

    fn best_of(&self, best: &BestScores) -> u64 {
        best.get(&self.game().board().size()).copied().unwrap_or(0)
    }

    /// The statistics with the game in play counted (as the statistics screen shows them).
    pub fn stats_with_game(&self) -> Stats {
        self.scores.stats.with_game(self.game())
    }

    /// How soon the screen changes with time alone (a frame of an animation, the boss
    /// screen's next line); `None` when it only changes on input.
    pub fn wake_after(&self) -> Option<Duration> {
        if self.last_move.animation.is_some() || self.last_move.ending.is_some() {
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
