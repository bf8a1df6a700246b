//! The table of texts: [`Texts`], a language's messages, and one method a message,
//! written once for every language. `fl!` checks each message's id and the names of its
//! values against the English file as the crate builds, so a method cannot ask for a
//! message English lacks, nor give it other values than its words use. A text with
//! nothing to fill in (or only an enum's value, which it selects its words by) returns a
//! `&'static str`, formatted the first time it is asked for and kept for the run; one
//! with values returns the whole sentence, its words in that language's order. The
//! arguments are values, never words: a direction, a grade, a number; the words of each
//! are the language's own.

use std::collections::HashSet;
use std::sync::{Mutex, PoisonError};

use i18n_embed::fluent::FluentLanguageLoader;
use i18n_embed_fl::fl;
use tui2048_engine::game::{Day, Dir, Grade, ReplayError};

use crate::settings::{Theme, name_of};

/// Every word a player reads, in one language: its messages (`app/i18n/<code>/tui2048_app.ftl`)
/// and a method for each. The methods are spread over this file and its neighbours by
/// screen: the panels and boxes (`boxes.rs`), the replay and the lines printed
/// (`lines.rs`), the files the game keeps (`files.rs`), the key table (`keys.rs`), the
/// race (`race.rs`).
pub struct Texts {
    /// The language's messages, English's behind them (a test holds every language to
    /// English's messages, so none is ever wanted).
    pub(super) loader: FluentLanguageLoader,
    /// The texts of no values given out so far, each once.
    interned: Mutex<HashSet<&'static str>>,
}

/// How a list's last two words are joined: `a and b`, `a or b`, `a, b`.
#[derive(Clone, Copy)]
pub(super) enum Join {
    And,
    Or,
    Comma,
}

/// A flag, as a message selects its words by it.
pub(super) fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

impl Texts {
    /// The texts of the messages `loader` holds.
    pub(super) fn new(loader: FluentLanguageLoader) -> Texts {
        Texts {
            loader,
            interned: Mutex::new(HashSet::new()),
        }
    }

    /// A text of no values (or only an enum's): one of a few, kept for the run and given
    /// out again each time.
    pub(super) fn interned(&self, text: String) -> &'static str {
        let mut interned = self.interned.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(&text) = interned.get(text.as_str()) {
            return text;
        }
        let text: &'static str = Box::leak(text.into_boxed_str());
        interned.insert(text);
        text
    }

    /// `words` as a list: `a`, `a and b`, `a, b and c`, in the language's words.
    pub(super) fn list(&self, join: Join, words: &[impl AsRef<str>]) -> String {
        let words: Vec<&str> = words.iter().map(AsRef::as_ref).collect();
        let Some((&last, rest)) = words.split_last() else {
            return String::new();
        };
        let Some((&first, earlier)) = rest.split_last() else {
            return last.to_string();
        };
        let mut list = match join {
            Join::And => fl!(self.loader, "list-and", first = first, last = last),
            Join::Or => fl!(self.loader, "list-or", first = first, last = last),
            Join::Comma => fl!(self.loader, "list-comma", first = first, last = last),
        };
        for &word in earlier.iter().rev() {
            list = fl!(self.loader, "list-more", first = word, rest = list);
        }
        list
    }

    // -----------------------------------------------------------------------------------
    // Words of the game itself

    /// A direction, as the status line and the replay say it.
    pub fn direction(&self, dir: Dir) -> &'static str {
        self.interned(fl!(self.loader, "direction", dir = dir.name()))
    }
    /// A grade of the review, as the replay says it.
    pub fn grade(&self, grade: Grade) -> &'static str {
        self.interned(fl!(self.loader, "grade", grade = grade.name()))
    }
    /// A colour theme's name on the screen.
    pub fn theme_name(&self, theme: Theme) -> &'static str {
        self.interned(fl!(self.loader, "theme-name", theme = name_of(theme)))
    }
    /// A board's size, `4×4`.
    pub fn board_size(&self, size: usize) -> String {
        fl!(self.loader, "board-size", size = size)
    }
    /// A pace: `1 move/s`, `10 moves/s`.
    pub fn per_second(&self, moves: u32) -> String {
        fl!(self.loader, "per-second", moves = moves)
    }

    // -----------------------------------------------------------------------------------
    // The status line

    /// A move key while the win box waits.
    pub fn waits_won(&self) -> &'static str {
        self.interned(fl!(self.loader, "waits-won"))
    }
    /// A move key while the game-over box waits.
    pub fn waits_over(&self) -> &'static str {
        self.interned(fl!(self.loader, "waits-over"))
    }
    /// A move that moves nothing.
    pub fn cant_move(&self, dir: Dir) -> String {
        fl!(self.loader, "cant-move", dir = dir.name())
    }
    pub fn nothing_to_undo(&self) -> &'static str {
        self.interned(fl!(self.loader, "nothing-to-undo"))
    }
    /// An undo that brought the game `r` left back.
    pub fn undone_game(&self) -> &'static str {
        self.interned(fl!(self.loader, "undone-game"))
    }
    /// After an undo, with `left` more undos of this game's moves at hand.
    pub fn undone(&self, left: usize) -> String {
        fl!(self.loader, "undone", left = left)
    }
    /// After an undo back to the game's start, when the next brings the game before back.
    pub fn undone_to_the_start(&self) -> &'static str {
        self.interned(fl!(self.loader, "undone-to-the-start"))
    }
    pub fn new_game(&self) -> &'static str {
        self.interned(fl!(self.loader, "new-game"))
    }
    /// `r` in the daily game: the first board of `day`'s game again, as try number
    /// `tries` (the day is named: past midnight, it is not today's).
    pub fn daily_again(&self, day: Day, tries: u32) -> String {
        fl!(
            self.loader,
            "daily-again",
            year = day.year(),
            month = day.month(),
            day = day.day(),
            tries = tries
        )
    }
    /// `r` in the daily game of `day` at its first board.
    pub fn daily_already_first(&self, day: Day) -> String {
        fl!(
            self.loader,
            "daily-already-first",
            year = day.year(),
            month = day.month(),
            day = day.day()
        )
    }
    /// The theme `t` moved to.
    pub fn theme(&self, theme: Theme) -> String {
        fl!(self.loader, "theme", theme = name_of(theme))
    }
    /// The theme holds for this run only: the settings file could not keep it, and why.
    pub fn theme_not_written(&self, theme: Theme, why: &str) -> String {
        fl!(
            self.loader,
            "theme-not-kept",
            theme = name_of(theme),
            why = why
        )
    }
    /// Why a theme is not kept, when there is no settings file at all.
    pub fn no_config_folder(&self) -> &'static str {
        self.interned(fl!(self.loader, "no-config-folder"))
    }
    /// Esc on the game-over box: it does not quit.
    pub fn close_over(&self) -> &'static str {
        self.interned(fl!(self.loader, "close-over"))
    }
    /// Esc on the bare board: it does not quit.
    pub fn close_nothing(&self) -> &'static str {
        self.interned(fl!(self.loader, "close-nothing"))
    }
    /// The command line asked for a new game; the saved one is an undo away.
    pub fn new_game_saved_back(&self) -> &'static str {
        self.interned(fl!(self.loader, "new-game-saved-back"))
    }
    pub fn keep_going(&self) -> &'static str {
        self.interned(fl!(self.loader, "keep-going"))
    }
    pub fn hint_thinking(&self) -> &'static str {
        self.interned(fl!(self.loader, "hint-thinking"))
    }
    pub fn hint_waits(&self) -> &'static str {
        self.interned(fl!(self.loader, "hint-waits"))
    }
    pub fn hint_none(&self) -> &'static str {
        self.interned(fl!(self.loader, "hint-none"))
    }
    /// The solver's move.
    pub fn hint(&self, dir: Dir) -> String {
        fl!(self.loader, "hint", dir = dir.name())
    }
    pub fn autoplay_off(&self) -> &'static str {
        self.interned(fl!(self.loader, "autoplay-off"))
    }
    pub fn autoplay_needs_game(&self) -> &'static str {
        self.interned(fl!(self.loader, "autoplay-needs-game"))
    }
    pub fn autoplay_boss(&self) -> &'static str {
        self.interned(fl!(self.loader, "autoplay-boss"))
    }
    /// The pace after `+` or `-`; `end` when it is as fast (`true`) or slow as it goes.
    pub fn pace(&self, moves_per_second: u32, end: Option<bool>) -> String {
        let end = match end {
            Some(true) => "fastest",
            Some(false) => "slowest",
            None => "none",
        };
        fl!(self.loader, "pace", moves = moves_per_second, end = end)
    }
    /// What autoplay does, while it plays.
    pub fn autoplaying(&self, moves_per_second: u32) -> String {
        fl!(self.loader, "autoplaying", moves = moves_per_second)
    }
    /// The same, shorter, where a line is short: the pace and how to stop.
    pub fn autoplaying_short(&self, moves_per_second: u32) -> String {
        fl!(self.loader, "autoplaying-short", moves = moves_per_second)
    }
    pub fn nothing_to_replay(&self) -> &'static str {
        self.interned(fl!(self.loader, "nothing-to-replay"))
    }
    /// The line to share and its record were sent to the terminal's clipboard.
    pub fn copied(&self) -> &'static str {
        self.interned(fl!(self.loader, "copied"))
    }
    /// The copy key before the game has a line to share.
    pub fn nothing_to_copy(&self) -> &'static str {
        self.interned(fl!(self.loader, "nothing-to-copy"))
    }
    /// The copy key in the plain interface, which writes no escape sequence.
    pub fn copy_needs_the_screen(&self) -> &'static str {
        self.interned(fl!(self.loader, "copy-needs-the-screen"))
    }
    /// Why saving stopped (or fails).
    pub fn saving_off(&self, why: &str) -> String {
        fl!(self.loader, "saving-off", why = why)
    }
    pub fn saving_again(&self) -> &'static str {
        self.interned(fl!(self.loader, "saving-again"))
    }
    /// Why saving is off when there is no home folder for the state file.
    pub fn no_home_folder(&self) -> &'static str {
        self.interned(fl!(self.loader, "no-home-folder"))
    }
    /// Why saving is off for a player without an ssh key on a server.
    pub fn guest_not_kept(&self) -> &'static str {
        self.interned(fl!(self.loader, "guest-not-kept"))
    }
    /// A game played on from a replay's move `at`, in place of the game in play.
    pub fn played_on(&self, at: usize) -> String {
        fl!(self.loader, "played-on", at = at)
    }
    /// What the status line says with nothing else to say.
    pub fn goal(&self, target: u64) -> String {
        fl!(self.loader, "goal", target = target.to_string())
    }
    /// The status line of an assisted game with nothing else to say.
    pub fn assisted(&self) -> &'static str {
        self.interned(fl!(self.loader, "assisted"))
    }
    /// The solver's move marked on the board's edge, beside each row or column (a symbol
    /// a cell wide in every terminal set up for the language).
    pub fn hint_mark(&self, dir: Dir) -> &'static str {
        self.interned(fl!(self.loader, "hint-mark", dir = dir.name()))
    }
    /// The solver builds its endgame tables, once: `mb` of them, kept in `folder` (none:
    /// in memory only).
    pub fn building_tables(&self, mb: u64, folder: Option<&str>) -> String {
        let mb = mb.to_string();
        match folder {
            Some(folder) => fl!(self.loader, "building-tables", mb = mb, folder = folder),
            None => fl!(self.loader, "building-tables-in-memory", mb = mb),
        }
    }
    /// The endgame tables are built (said in place of [`Self::building_tables`]).
    pub fn tables_ready(&self) -> &'static str {
        self.interned(fl!(self.loader, "tables-ready"))
    }
    /// The room a screen lacks (`need` and `have`: columns and rows), in two lines.
    pub fn too_small(&self, need: (u16, u16), have: (u16, u16)) -> [String; 2] {
        [
            fl!(self.loader, "too-small"),
            fl!(
                self.loader,
                "too-small-sizes",
                need_width = need.0,
                need_height = need.1,
                width = have.0,
                height = have.1
            ),
        ]
    }
    /// A notice's shortest form, once the screen has no room for its head: its first
    /// words and this mark.
    pub fn cut_mark(&self) -> &'static str {
        self.interned(fl!(self.loader, "cut-mark"))
    }

    // -----------------------------------------------------------------------------------
    // What the game says as it starts

    pub fn empty_board(&self) -> &'static str {
        self.interned(fl!(self.loader, "empty-board"))
    }
    pub fn welcome_back(&self) -> &'static str {
        self.interned(fl!(self.loader, "welcome-back"))
    }
    /// A daily game resumed.
    pub fn welcome_back_daily(&self, day: Day) -> String {
        fl!(
            self.loader,
            "welcome-back-daily",
            year = day.year(),
            month = day.month(),
            day = day.day()
        )
    }
    /// A daily game begun.
    pub fn daily_greeting(&self, day: Day) -> String {
        fl!(
            self.loader,
            "daily-greeting",
            year = day.year(),
            month = day.month(),
            day = day.day()
        )
    }
    /// The colours were guessed as 256: how to get the original's palette (said once).
    pub fn palette_tip(&self) -> &'static str {
        self.interned(fl!(self.loader, "palette-tip"))
    }
    /// The colours were guessed as 256 on a server: how an ssh client asks for the
    /// original's palette (said once).
    pub fn palette_tip_far(&self) -> &'static str {
        self.interned(fl!(self.loader, "palette-tip-far"))
    }
    /// A saved game that could not be used: `cut` when its file ends in the middle; what of
    /// it was `kept` and what was `lost` (each of the `part_` words); the name it was kept
    /// under beside the new file (`None`: left where it was, and saving is off); and, for a
    /// file that is not merely cut, why it could not be read (the reader's own words).
    pub fn unreadable(
        &self,
        cut: bool,
        kept: &[&str],
        lost: &[&str],
        kept_as: Option<&str>,
        reason: &str,
    ) -> String {
        let said = match (kept.is_empty(), lost.is_empty()) {
            (false, false) => "both",
            (false, true) => "kept",
            (true, false) => "lost",
            (true, true) => "none",
        };
        let said = fl!(
            self.loader,
            "unreadable-said",
            said = said,
            kept = self.list(Join::And, kept),
            lost = self.list(Join::And, lost)
        );
        let place = match kept_as {
            Some(name) => fl!(self.loader, "unreadable-kept-as", name = name),
            None => fl!(self.loader, "unreadable-left-in-place"),
        };
        fl!(
            self.loader,
            "unreadable",
            cut = yes(cut),
            said = said,
            place = place,
            reason = reason
        )
    }
    /// The parts of a saved game, as [`Texts::unreadable`] names them.
    pub fn part_best(&self) -> &'static str {
        self.interned(fl!(self.loader, "part-best"))
    }
    pub fn part_stats(&self) -> &'static str {
        self.interned(fl!(self.loader, "part-stats"))
    }
    pub fn part_game(&self) -> &'static str {
        self.interned(fl!(self.loader, "part-game"))
    }
    pub fn part_undo(&self) -> &'static str {
        self.interned(fl!(self.loader, "part-undo"))
    }
    pub fn part_history(&self) -> &'static str {
        self.interned(fl!(self.loader, "part-history"))
    }
    /// Why saving is off after an unreadable file stayed where it was.
    pub fn unreadable_kept_in_place(&self) -> &'static str {
        self.interned(fl!(self.loader, "unreadable-kept-in-place"))
    }
    /// The records file could not be read (the reader's words): kept aside as `name`.
    pub fn records_kept_aside(&self, reason: &str, name: &str) -> String {
        fl!(
            self.loader,
            "records-kept-aside",
            reason = reason,
            name = name
        )
    }
    /// A save made once the solver's cache on a full disk was removed (`mb`: what it took).
    pub fn cache_given_up(&self, mb: u64) -> String {
        fl!(self.loader, "cache-given-up", mb = mb.to_string())
    }
    /// A finished game's record that could not be written, and why.
    pub fn record_not_kept(&self, why: &str) -> String {
        fl!(self.loader, "record-not-kept", why = why)
    }
    /// A record that does not lead to its game.
    pub fn record_does_not_replay(&self, why: &ReplayError) -> String {
        let ReplayError::NotAMove { index, dir } = *why;
        fl!(
            self.loader,
            "record-does-not-replay",
            index = index,
            dir = dir.name()
        )
    }
    /// Why a finished game was not kept (after [`Texts::record_not_kept`]): its record, of
    /// `moves` moves, is longer than a record may be.
    pub fn record_too_long(&self, moves: usize) -> String {
        fl!(self.loader, "record-too-long", moves = moves)
    }
    /// Why a finished game was not kept: its record does not replay.
    pub fn record_not_replayed(&self, why: &ReplayError) -> String {
        let ReplayError::NotAMove { index, dir } = *why;
        fl!(
            self.loader,
            "record-not-replayed",
            index = index,
            dir = dir.name()
        )
    }
}
