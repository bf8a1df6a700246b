//! What the status line has to tell, as values: what happened (a [`Notice`], with its
//! data), whether it must be read whole and what it gives way to (both of its kind), and
//! the queue of them ([`Notices`]). No sentence is kept: the words are made from a notice
//! by the texts (`Texts::notice`) when it is drawn or said, so one model shows in any
//! language.

use std::collections::VecDeque;
use std::path::PathBuf;

use super::keymap::KeysProblem;
use crate::settings::Theme;
use tui2048_engine::game::{Day, Dir, ReplayError, Rival};
use tui2048_store::config::{Problem, WriteError};
use tui2048_store::{Damage, Fault, KeptNote, OpenError, Part};

/// Something that happened, said in the status line (or the box over the board, when it
/// must be read whole and is too long for the line).
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    // The start of a run.
    /// Today's daily game begins.
    DailyGreeting(Day),
    /// The saved game is back.
    WelcomeBack,
    /// The saved daily game is back.
    WelcomeBackDaily(Day),
    /// The saved board had no tile: a new game with its rules.
    EmptyBoard,
    /// A new game, the saved one an undo away.
    NewGameSavedBack,
    /// The state file could not be read whole.
    Unreadable(Box<Unreadable>),
    /// One line of what the settings file's problems are (`line`, counted from 0).
    Settings {
        read: Box<SettingsRead>,
        line: usize,
    },
    /// The palette's tip, said once: for an ssh client (`far`), or the command line's.
    PaletteTip {
        far: bool,
    },
    /// Nothing will be saved this run.
    NothingSaved(Off),
    /// A race begins.
    RaceStart(Rival),
    // What a key did.
    Theme(Theme),
    WaitsWon,
    WaitsOver,
    CantMove(Dir),
    AutoplayBoss,
    HintWaits,
    HintThinking,
    /// The solver's hint (`None`: no move is left).
    Hint(Option<Dir>),
    AutoplayOff,
    AutoplayNeedsGame,
    /// Autoplay's pace, in moves per second; `end`: the fastest (`true`) or slowest pace
    /// was already set.
    Pace {
        per_second: u32,
        end: Option<bool>,
    },
    NothingToUndo,
    UndoneGame,
    UndoneToTheStart,
    /// A move undone, with this many undos left in the game.
    Undone(usize),
    DailyAlreadyFirst(Day),
    DailyAgain {
        day: Day,
        tries: u32,
    },
    NewGame,
    CloseOver,
    CloseNothing,
    NothingToCopy,
    NothingToReplay,
    /// Played on from a replay's board, at this move.
    PlayedOn(usize),
    KeepGoing,
    /// The line to share went to the clipboard, or could not without the screen.
    Copied(bool),
    // Saving.
    /// Saving failed or is off, for this reason.
    SavingOff(Off),
    SavingAgain,
    // The race's own.
    RaceNotNow,
    RaceCloseNothing,
    RaceWaitsOver,
    RaceWaitsWon,
    // News from outside the game.
    /// The endgame tables are ready.
    TablesReady,
    /// The records file could not be read and was begun again.
    Kept(KeptNote),
    /// A finished game could not be kept.
    RecordNotKept(Fault),
    /// The endgame tables are being built (this many MB, in this folder).
    BuildingTables {
        mb: u64,
        folder: Option<String>,
    },
    /// The theme chosen could not be written in the settings file (`None`: there is no
    /// settings folder).
    ThemeNotWritten {
        theme: Theme,
        why: Option<WriteError>,
    },
    NoReplay(ReplayError),
    /// The solver's cache was removed to make room for a save.
    CacheGivenUp {
        mb: u64,
    },
    // The replay screen's.
    /// The record to replay could not be opened.
    NotOpened(OpenError),
    ReplayPlayOnDaily,
    /// A test's own words, standing for a notice of their length (read whole or not): no
    /// notice of the program is made of words.
    #[cfg(any(test, feature = "testing"))]
    Test {
        words: String,
        read: bool,
    },
}

/// Why nothing will be saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Off {
    /// There is no home folder to keep the game in.
    NoHome,
    /// A guest's game, on a server: nothing of it is kept.
    Guest,
    /// The state file cannot be written for the whole run.
    Fault(Fault),
    /// The state file could not be read and stays where it is, unread.
    LeftInPlace,
}

/// What of an unreadable state file was kept and lost, where it went, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Unreadable {
    /// The file was cut short.
    pub cut: bool,
    pub kept: Vec<Part>,
    pub lost: Vec<Part>,
    /// Where the file was set aside (none: it was left in place).
    pub kept_as: Option<PathBuf>,
    pub reason: Damage,
}

/// What was read of the settings file that the player must be told: the store's problem,
/// the file, and the `[keys]` table's problems.
#[derive(Clone, Debug, PartialEq)]
pub struct SettingsRead {
    pub problem: Option<Problem>,
    pub path: Option<PathBuf>,
    pub keys: Vec<KeysProblem>,
}

impl Notice {
    /// Whether it must be read whole (a warning: a file that could not be used, saving
    /// that is off at the start, news from outside the game): too long for the status
    /// line, it is shown in a box the player closes.
    pub fn must_be_read(&self) -> bool {
        matches!(
            self,
            Notice::Unreadable(_)
                | Notice::Settings { .. }
                | Notice::PaletteTip { .. }
                | Notice::NothingSaved(_)
                | Notice::Kept(_)
                | Notice::RecordNotKept(_)
                | Notice::BuildingTables { .. }
                | Notice::ThemeNotWritten { .. }
                | Notice::NoReplay(_)
                | Notice::CacheGivenUp { .. }
        ) || self.read_in_test()
    }

    #[cfg(any(test, feature = "testing"))]
    fn read_in_test(&self) -> bool {
        matches!(self, Notice::Test { read: true, .. })
    }

    #[cfg(not(any(test, feature = "testing")))]
    fn read_in_test(&self) -> bool {
        false
    }

    /// Whether, as news that stays in the status line, it gives way to any other notice
    /// while that shows (word of work under way: the tables being built).
    pub fn yields(&self) -> bool {
        matches!(self, Notice::BuildingTables { .. })
    }

    /// Whether it says that a key did nothing (a move that moves nothing, an undo with none
    /// left).
    pub fn refuses(&self) -> bool {
        matches!(self, Notice::NothingToUndo | Notice::CantMove(_))
    }
}

/// News from outside the game that stays in the status line until the player has had it.
#[derive(Clone, Debug, PartialEq)]
struct Warning {
    notice: Notice,
    /// A frame has shown it.
    shown: bool,
}

/// The notice shown, those waiting their turn, and the news that stays.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Notices {
    /// The notice in the status line.
    shown: Option<Notice>,
    /// Notices waiting their turn, the next first: each is shown when the one before is
    /// closed or a key comes after it.
    waiting: VecDeque<Notice>,
    /// News from outside the game the player must see (a finished game not kept, the
    /// tables being built): it stays in the status line, whatever else is said, until a key
    /// comes after a frame that showed it (giving way to other notices while they show,
    /// when it [`yields`](Notice::yields)).
    warning: Option<Warning>,
}

impl Notices {
    /// The notice shown.
    pub fn shown(&self) -> Option<&Notice> {
        self.shown.as_ref()
    }

    /// The notices waiting their turn, the next first.
    pub fn waiting(&self) -> impl Iterator<Item = &Notice> {
        self.waiting.iter()
    }

    /// How many wait their turn.
    pub fn waiting_len(&self) -> usize {
        self.waiting.len()
    }

    /// Shows `notice` (none: the status line is free of notices).
    pub fn say(&mut self, notice: Option<Notice>) {
        self.shown = notice;
    }

    /// `first` to be said before everything, one after the other, then the notice shown
    /// and those waiting.
    pub fn first(&mut self, first: Vec<Notice>) {
        let mut queue: VecDeque<Notice> = first.into();
        queue.extend(self.shown.take());
        queue.extend(std::mem::take(&mut self.waiting));
        self.waiting = queue;
        self.next();
    }

    /// `last` to be said after every notice there is to say.
    pub fn last(&mut self, last: Vec<Notice>) {
        self.waiting.extend(last);
        if self.shown.is_none() {
            self.next();
        }
    }

    /// Shows the next notice waiting, if any (else none).
    pub fn next(&mut self) {
        self.shown = self.waiting.pop_front();
    }

    /// Says news from outside the game, to be read whole, and keeps saying it until a key
    /// comes after a frame that showed it; said once: the same news again is no news.
    pub fn warn(&mut self, notice: Notice) {
        if self.warning.as_ref().is_some_and(|w| w.notice == notice) {
            return;
        }
        self.shown = Some(notice.clone());
        self.warning = Some(Warning {
            notice,
            shown: false,
        });
    }

    /// After a message: the news comes back over what took its place, unless the player
    /// has had it (a key after a frame that showed it), or it yields to a notice.
    pub fn bring_back_warning(&mut self, from_player: bool) {
        let Some(w) = &self.warning else { return };
        if self.shown.as_ref() == Some(&w.notice) {
            return;
        }
        if from_player && w.shown {
            self.warning = None;
        } else if !(w.notice.yields() && self.shown.is_some()) {
            self.shown = Some(w.notice.clone());
        }
    }

    /// A frame was drawn: the news it showed has been seen.
    pub fn drawn(&mut self) {
        if let Some(w) = &mut self.warning {
            w.shown |= self.shown.as_ref() == Some(&w.notice);
        }
    }

    /// The news that yields (the tables being built) is old news: it leaves, and is
    /// given back.
    pub fn take_yielding(&mut self) -> Option<Notice> {
        self.warning
            .take_if(|w| w.notice.yields())
            .map(|w| w.notice)
    }
}
