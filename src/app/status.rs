//! What the status line says, decided in one place: the model's [`Model::status`] picks
//! it as a value, the texts make its words (`Texts::status`), and the view fits them to
//! its width.

use super::model::{Model, Saving};
use super::notice::Notice;
use super::notice::Off;

/// What the status line says.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum StatusLine {
    /// The latest notice.
    Notice(Notice),
    /// Saving fails or is off, for this reason (when no notice is up).
    SavingOff(Off),
    /// Autoplay plays at this pace (moves per second); said in a short form where the
    /// long one does not fit, so that it stays still while autoplay plays.
    Autoplay { per_second: u32 },
    /// The points of the last move, when the header has no room for them.
    Gain(u64),
    /// Nothing: the box over the board says what the game waits for.
    Blank,
    /// The game in play is assisted.
    Assisted,
    /// The tile the player plays for.
    Goal(u64),
}

impl StatusLine {
    /// Whether it is news (said in the notice's style), rather than the game's standing
    /// (dimmed).
    pub(crate) fn is_news(&self) -> bool {
        matches!(
            self,
            StatusLine::Notice(_)
                | StatusLine::SavingOff(_)
                | StatusLine::Autoplay { .. }
                | StatusLine::Gain(_)
        )
    }
}

impl Model {
    /// What the status line says: the latest notice, else a saving problem, else what
    /// autoplay does, else the points of the last move when the header has no room for
    /// them (`gain_elsewhere` false), else nothing while the game waits on its box, else
    /// that the game is assisted, else the goal.
    pub(crate) fn status(&self, header_shows_gain: bool) -> StatusLine {
        if let Some(notice) = self.notice() {
            return StatusLine::Notice(notice.clone());
        }
        if let Some(off) = self.saving().trouble() {
            return StatusLine::SavingOff(off);
        }
        if self.solver().autoplay() {
            return StatusLine::Autoplay {
                per_second: self.solver().moves_per_second(),
            };
        }
        match self.last_move().gain.filter(|_| !header_shows_gain) {
            Some(gain) => StatusLine::Gain(gain),
            None if !self.game().accepts_moves() => StatusLine::Blank,
            None if self.game().assisted() => StatusLine::Assisted,
            None => StatusLine::Goal(self.goal()),
        }
    }
}

impl Saving {
    /// Why saving fails or is off, if it does.
    pub(crate) fn trouble(&self) -> Option<Off> {
        match self {
            Saving::On => None,
            Saving::Failing(fault) => Some(Off::Fault(fault.clone())),
            Saving::Off(off) => Some(off.clone()),
        }
    }
}
