//! The words of the replay screen, the daily game's line to share, the line printed on
//! quitting and the line a command fails with when the game cannot run.

use i18n_embed_fl::fl;
use tui2048_engine::game::{Day, Dir, Grade, Name};

use super::Texts;
use super::table::yes;

impl Texts {
    // -----------------------------------------------------------------------------------
    // The replay screen

    /// What its keys do, as the key table says it (`docs/commands.md` says the same).
    pub fn replay_help_back(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-help-back"))
    }
    pub fn replay_help_on(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-help-on"))
    }
    pub fn replay_help_first(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-help-first"))
    }
    pub fn replay_help_last(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-help-last"))
    }
    pub fn replay_help_play(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-help-play"))
    }
    pub fn replay_help_faster(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-help-faster"))
    }
    pub fn replay_help_slower(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-help-slower"))
    }
    pub fn replay_help_play_on(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-help-play-on"))
    }
    pub fn replay_help_leave(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-help-leave"))
    }
    /// Its footer's words; the keys of the bindings that share one are shown together.
    pub fn replay_footer_step(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-footer-step"))
    }
    pub fn replay_footer_ends(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-footer-ends"))
    }
    pub fn replay_footer_play(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-footer-play"))
    }
    pub fn replay_footer_pace(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-footer-pace"))
    }
    pub fn replay_footer_play_on(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-footer-play-on"))
    }
    pub fn replay_footer_back(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-footer-back"))
    }
    /// Enter in the replay of a daily game in its own slot: where to play on from it.
    pub fn replay_play_on_daily(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-play-on-daily"))
    }
    pub fn replay_title(&self, size: usize, assisted: bool) -> String {
        fl!(
            self.loader,
            "replay-title",
            size = size,
            assisted = yes(assisted)
        )
    }
    pub fn replay_start(&self) -> &'static str {
        self.interned(fl!(self.loader, "replay-start"))
    }
    /// The move that led to the board shown.
    pub fn replay_move(&self, n: usize, dir: Dir) -> String {
        fl!(self.loader, "replay-move", n = n, dir = dir.name())
    }
    /// The solver's grade of a move, and its own move when it differs.
    pub fn replay_grade(&self, grade: Grade, best: Option<Dir>) -> String {
        match best {
            None => fl!(self.loader, "replay-grade", grade = grade.name()),
            Some(dir) => fl!(
                self.loader,
                "replay-grade-solver",
                grade = grade.name(),
                dir = dir.name()
            ),
        }
    }
    /// A move graded best that is not the solver's (`best`): within the margin that
    /// grades a move best, it is as good.
    pub fn replay_as_good(&self, grade: Grade, best: Dir) -> String {
        fl!(
            self.loader,
            "replay-as-good",
            grade = grade.name(),
            dir = best.name()
        )
    }
    pub fn replay_reviewing(&self, percent: usize) -> String {
        fl!(self.loader, "replay-reviewing", percent = percent)
    }
    pub fn replay_playing(&self, moves_per_second: u32) -> String {
        fl!(self.loader, "replay-playing", moves = moves_per_second)
    }

    // -----------------------------------------------------------------------------------
    // The top of `tui2048 review`

    /// What graded the moves: the solver's `level` (`fast`, `strong`), what it valued
    /// boards with (`network`, `heuristic`), and whether it played its endgame tables.
    pub fn review_judged(&self, level: &str, evaluation: &str, tables: bool) -> String {
        fl!(
            self.loader,
            "review-judged",
            level = level,
            evaluation = evaluation,
            tables = yes(tables)
        )
    }

    /// The solver made `moves` (written) of the game's `total` (written; `count` counts
    /// them) kept moves.
    pub fn review_solver_moves(&self, moves: &str, total: &str, count: u64) -> String {
        fl!(
            self.loader,
            "review-solver-moves",
            moves = moves,
            total = total,
            count = count
        )
    }

    // -----------------------------------------------------------------------------------
    // The daily game's line to share, and the line printed on quitting

    /// The line a finished daily game is shared by: the day and the player's name, the
    /// largest tile, the points, moves and undos (`counts`, with their thousands apart),
    /// the tries it took, the accuracy once the review is in, whether the solver helped,
    /// and the daily streaks as they stand on its day (the days in a row finished, and
    /// won; none while no run is alive).
    #[allow(clippy::too_many_arguments)]
    pub fn share_line(
        &self,
        (day, name): (Day, Option<&Name>),
        tile: u64,
        counts: [String; 3],
        (made, undos): (u64, u64),
        tries: u32,
        accuracy: Option<f64>,
        assisted: bool,
        (finished, won): (u32, u32),
    ) -> String {
        let [points, moves, undone] = counts;
        let mut line = fl!(
            self.loader,
            "share-line",
            date = day.to_string(),
            by = self.share_by(name),
            tile = tile.to_string(),
            points = points,
            moves = moves,
            made = made,
            undone = undone,
            undos = undos,
            tries = tries
        );
        if let Some(accuracy) = accuracy {
            let accuracy = format!("{accuracy:.0}");
            line.push_str(&fl!(self.loader, "share-accuracy", accuracy = accuracy));
        }
        if assisted {
            line.push_str(&fl!(self.loader, "share-assisted"));
        }
        if finished > 0 {
            line.push_str(&fl!(
                self.loader,
                "share-streak",
                finished = finished,
                won = won
            ));
        }
        line
    }
    /// The line printed on quitting: the score and the best on this board (`own`: the
    /// score is the player's new best; `assisted`: the solver played in it), then where
    /// the game was saved, or why not (`saved`: from the `saved_` texts).
    pub fn quit_line(
        &self,
        score: u64,
        best: u64,
        size: usize,
        own: bool,
        assisted: bool,
        saved: &str,
    ) -> String {
        let how = match (assisted, own) {
            (true, _) => "assisted",
            (false, true) => "own",
            (false, false) => "other",
        };
        fl!(
            self.loader,
            "quit-line",
            how = how,
            score = score.to_string(),
            best = best.to_string(),
            size = size,
            saved = saved
        )
    }
    /// Printed on quitting under the line to share and its record: what they are for.
    pub fn share_note(&self) -> String {
        fl!(self.loader, "share-note")
    }
    pub fn saved_in(&self, path: &str) -> String {
        fl!(self.loader, "saved-in", path = path)
    }
    pub fn saved(&self) -> &'static str {
        self.interned(fl!(self.loader, "saved"))
    }
    pub fn not_saved(&self, why: &str) -> String {
        fl!(self.loader, "not-saved", why = why)
    }

    // -----------------------------------------------------------------------------------
    // The line a command fails with when the game cannot run (the state file's, in
    // `files.rs`)

    /// The race asked for in the plain interface: its two boards are drawn.
    pub fn race_needs_the_screen(&self) -> &'static str {
        self.interned(fl!(self.loader, "race-needs-the-screen"))
    }
    pub fn input_not_a_terminal(&self) -> &'static str {
        self.interned(fl!(self.loader, "input-not-a-terminal"))
    }
    pub fn output_not_a_terminal(&self) -> &'static str {
        self.interned(fl!(self.loader, "output-not-a-terminal"))
    }
    /// The terminal failed (`what`: the system's words).
    pub fn terminal_error(&self, what: &str) -> String {
        fl!(self.loader, "terminal-error", what = what)
    }
}
