//! What the status line says, decided in one place: the model's [`Model::status`] (and
//! the race's, [`Race::status`]) picks it as a value, the texts make its words
//! (`Texts::status`, `Texts::race_status`), and the view fits them to its width.

use super::model::{Model, Saving};
use super::notice::{Notice, Off};
use super::race::Race;
use tui2048_engine::game::Rival;

/// What the status line says.
#[derive(Clone, Debug, PartialEq)]
pub enum StatusLine {
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
    pub fn is_news(&self) -> bool {
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
    pub fn status(&self, header_shows_gain: bool) -> StatusLine {
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
    pub fn trouble(&self) -> Option<Off> {
        match self {
            Saving::On => None,
            Saving::Failing(fault) => Some(Off::Fault(fault.clone())),
            Saving::Off(off) => Some(off.clone()),
        }
    }
}

/// What the race's status line says.
#[derive(Clone, Debug, PartialEq)]
pub enum RaceStatus {
    /// The player's own status line: a notice, or autoplay.
    Player(StatusLine),
    /// The race's line to share, once it is over (its box says the result).
    Shared,
    /// Nothing: the race's box says what the game waits for.
    Blank,
    /// Who leads at equal moves (`lead`, the player's points ahead, at move `at`), and
    /// why the rival plays no more, once it does not.
    Lead {
        rival: Rival,
        lead: i128,
        at: usize,
        end: Option<RivalEnd>,
    },
}

/// Why the rival plays no more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RivalEnd {
    /// A kept game's moves ran out while its game went on.
    MovesOut,
    /// Its game ended.
    Stopped,
}

impl Race {
    /// What the race's status line says: the player's notice or autoplay, else, once the
    /// race is over, its line to share (unless its result takes the status line:
    /// `result_on_the_line`), else nothing while the player's game waits on its box, else
    /// who leads at equal moves.
    pub fn status(&self, result_on_the_line: bool) -> RaceStatus {
        let player = self.player();
        if player.notice().is_some() || player.solver().autoplay() {
            return RaceStatus::Player(player.status(true));
        }
        if self.over() && !result_on_the_line {
            return RaceStatus::Shared;
        }
        if !player.game().accepts_moves() {
            return RaceStatus::Blank;
        }
        let standing = self.standing();
        let end = self.rival_done().then(|| {
            let kept = matches!(self.rival(), Rival::Record { .. });
            if kept && self.rival_game().accepts_moves() {
                RivalEnd::MovesOut
            } else {
                RivalEnd::Stopped
            }
        });
        RaceStatus::Lead {
            rival: self.rival(),
            lead: standing.lead(),
            at: standing.at,
            end,
        }
    }
}
