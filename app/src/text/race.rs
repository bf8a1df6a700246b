//! The race's words: its panels, its status line, its end box, the line to share it by
//! and the lines printed on leaving it, and its help's own.

use std::cmp::Ordering;

use i18n_embed_fl::fl;
use tui2048_engine::game::Rival;

use super::Texts;
use super::table::yes;

/// The rival, as a message selects its words by it.
fn rival_key(rival: Rival) -> &'static str {
    match rival {
        Rival::Solver { .. } => "solver",
        Rival::Record { .. } => "ghost",
    }
}

/// Who leads at equal moves (`lead`: the player's points more, fewer when negative).
fn leader(rival: Rival, lead: i128) -> &'static str {
    match lead.signum() {
        1 => "you",
        -1 => rival_key(rival),
        _ => "level",
    }
}

impl Texts {
    // -----------------------------------------------------------------------------------
    // The panels

    /// The player's panel.
    pub fn race_you(&self) -> &'static str {
        self.interned(fl!(self.loader, "race-you"))
    }
    /// The panel of the lead at equal moves.
    pub fn race_lead(&self) -> &'static str {
        self.interned(fl!(self.loader, "race-lead"))
    }
    /// The rival's panel.
    pub fn rival_label(&self, rival: Rival) -> &'static str {
        self.interned(fl!(self.loader, "rival-label", rival = rival_key(rival)))
    }
    /// The moves at which the scores are compared, under the lead.
    pub fn race_move(&self, at: usize) -> String {
        fl!(self.loader, "race-move", at = at)
    }
    /// The rival's score above its mini-board (`score` as the panels write it).
    pub fn rival_mini(&self, rival: Rival, score: &str) -> String {
        fl!(
            self.loader,
            "rival-mini",
            rival = rival_key(rival),
            score = score
        )
    }
    /// The rival in one line above its board, or where its board does not fit.
    pub fn rival_summary(&self, rival: Rival, score: u64, tile: u64, moves: usize) -> String {
        fl!(
            self.loader,
            "rival-summary",
            rival = rival_key(rival),
            score = score.to_string(),
            tile = tile.to_string(),
            moves = moves
        )
    }

    // -----------------------------------------------------------------------------------
    // The status line

    /// As a race starts.
    pub fn race_start(&self, rival: Rival) -> String {
        fl!(self.loader, "race-start", rival = rival_key(rival))
    }
    /// A key for what a race has not (a new game, the replay, the statistics).
    pub fn race_not_now(&self) -> &'static str {
        self.interned(fl!(self.loader, "race-not-now"))
    }
    /// Who leads at equal moves (`lead`: the player's points more, fewer when negative).
    pub fn race_lead_line(&self, rival: Rival, lead: i128, at: usize) -> String {
        fl!(
            self.loader,
            "race-lead-line",
            who = leader(rival, lead),
            by = lead.unsigned_abs().to_string(),
            at = at
        )
    }
    /// Said after the lead once the rival makes no more moves.
    pub fn rival_stopped(&self, rival: Rival) -> &'static str {
        self.interned(fl!(self.loader, "rival-stopped", rival = rival_key(rival)))
    }
    /// Said instead when a kept game's moves run out before its game ended (a game
    /// still in play, raced as `current`).
    pub fn ghost_moves_out(&self) -> &'static str {
        self.interned(fl!(self.loader, "ghost-moves-out"))
    }
    /// Esc on the bare boards: it does not end the race.
    pub fn race_close_nothing(&self) -> &'static str {
        self.interned(fl!(self.loader, "race-close-nothing"))
    }
    /// A move key (or Esc) while the win box waits.
    pub fn race_waits_won(&self) -> &'static str {
        self.interned(fl!(self.loader, "race-waits-won"))
    }
    /// A move key (or Esc) while the game-over box waits.
    pub fn race_waits_over(&self) -> &'static str {
        self.interned(fl!(self.loader, "race-waits-over"))
    }
    /// The short form of each line above, for a status line too narrow for it (the
    /// narrowest is 32 cells): the start's, then the others'.
    pub fn race_start_short(&self, rival: Rival) -> &'static str {
        self.interned(fl!(
            self.loader,
            "race-start-short",
            rival = rival_key(rival)
        ))
    }
    pub fn race_not_now_short(&self) -> &'static str {
        self.interned(fl!(self.loader, "race-not-now-short"))
    }
    pub fn race_close_nothing_short(&self) -> &'static str {
        self.interned(fl!(self.loader, "race-close-nothing-short"))
    }
    pub fn race_waits_won_short(&self) -> &'static str {
        self.interned(fl!(self.loader, "race-waits-won-short"))
    }
    pub fn race_waits_over_short(&self) -> &'static str {
        self.interned(fl!(self.loader, "race-waits-over-short"))
    }

    // -----------------------------------------------------------------------------------
    // The end box

    /// Its title at the end: who won (`lead` as above).
    pub fn race_winner(&self, rival: Rival, lead: i128) -> &'static str {
        self.interned(fl!(self.loader, "race-winner", who = leader(rival, lead)))
    }
    /// The scores at equal moves.
    pub fn race_scores(&self, mine: u64, theirs: u64, at: usize) -> String {
        fl!(
            self.loader,
            "race-scores",
            mine = mine.to_string(),
            theirs = theirs.to_string(),
            at = at
        )
    }
    /// By how much, and since when the one ahead has been ahead (`None`: not known).
    pub fn race_margin(&self, lead: i128, ahead_from: Option<usize>) -> String {
        let how = match (lead.signum(), ahead_from) {
            (1, Some(_)) => "ahead-from",
            (-1, Some(_)) => "behind-from",
            (0, _) => "level",
            (1, None) => "ahead",
            _ => "behind",
        };
        fl!(
            self.loader,
            "race-margin",
            how = how,
            by = lead.unsigned_abs().to_string(),
            from = ahead_from.unwrap_or(0)
        )
    }
    /// Under the margin, when a hint or the solver's move helped the player.
    pub fn race_assisted(&self) -> &'static str {
        self.interned(fl!(self.loader, "race-assisted"))
    }
    /// While the solver catches up with the player's game over.
    pub fn race_waiting(&self, done: usize, total: usize) -> String {
        fl!(self.loader, "race-waiting", done = done, total = total)
    }
    pub fn button_quit(&self) -> &'static str {
        self.interned(fl!(self.loader, "button-quit"))
    }
    /// The box's words on the status line, where there is no room for the box.
    pub fn race_end_line(&self, title: &str, lines: &[String]) -> String {
        let mut joined = String::new();
        if let Some((last, earlier)) = lines.split_last() {
            joined = last.clone();
            for line in earlier.iter().rev() {
                joined = fl!(
                    self.loader,
                    "race-end-lines",
                    first = line.as_str(),
                    rest = joined
                );
            }
        }
        fl!(self.loader, "race-end-line", title = title, lines = joined)
    }
    /// Its shortest form, where the status line has no room for that: the title and the
    /// scores at equal moves.
    pub fn race_end_short(&self, title: &str, mine: u64, theirs: u64) -> String {
        fl!(
            self.loader,
            "race-end-short",
            title = title,
            mine = mine.to_string(),
            theirs = theirs.to_string()
        )
    }

    // -----------------------------------------------------------------------------------
    // The line to share, and the lines printed on leaving

    /// The race's line to share: the rival, the board's size and seed, the scores at equal
    /// moves (`at`), who won and since when (or that the player left the race before it
    /// was decided), and whether a hint or the solver helped the player.
    pub fn race_share_line(
        &self,
        rival: Rival,
        (size, seed): (usize, Option<u64>),
        [mine, theirs]: [u64; 2],
        (at, ahead_from): (usize, Option<usize>),
        left: bool,
        assisted: bool,
    ) -> String {
        let seed = seed
            .map(|seed| fl!(self.loader, "race-seed", seed = seed.to_string()))
            .unwrap_or_default();
        let lead = i128::from(mine) - i128::from(theirs);
        let outcome = match (lead.signum(), ahead_from) {
            (1, _) if left => "left-ahead",
            (-1, _) if left => "left-behind",
            _ if left => "left-level",
            (1, Some(_)) => "won-from",
            (-1, Some(_)) => "lost-from",
            (1, None) => "won",
            (-1, None) => "lost",
            _ => "draw",
        };
        let rival = match rival {
            Rival::Solver { strong: false } => "solver",
            Rival::Solver { strong: true } => "strong",
            Rival::Record { .. } => "ghost",
        };
        fl!(
            self.loader,
            "race-share-line",
            size = size,
            seed = seed,
            rival = rival,
            mine = mine.to_string(),
            theirs = theirs.to_string(),
            at = at,
            outcome = outcome,
            by = lead.unsigned_abs().to_string(),
            from = ahead_from.unwrap_or(0),
            assisted = yes(assisted)
        )
    }
    /// Printed on leaving a race: who won, the scores and the margin.
    pub fn race_left(&self, winner: &str, scores: &str, margin: &str) -> String {
        fl!(
            self.loader,
            "race-left",
            winner = winner,
            scores = scores,
            margin = margin
        )
    }
    /// Printed on leaving a race before it was decided: the move, and the scores there.
    pub fn race_left_early(&self, at: usize, mine: u64, theirs: u64) -> String {
        let how = match mine.cmp(&theirs) {
            Ordering::Greater => "ahead",
            Ordering::Less => "behind",
            Ordering::Equal => "level",
        };
        fl!(
            self.loader,
            "race-left-early",
            at = at,
            how = how,
            mine = mine.to_string(),
            theirs = theirs.to_string()
        )
    }
    /// Printed on leaving a race before its first move.
    pub fn race_left_unplayed(&self) -> &'static str {
        self.interned(fl!(self.loader, "race-left-unplayed"))
    }

    // -----------------------------------------------------------------------------------
    // The help and the statistics

    /// What q does in a race, as the help says it.
    pub fn race_help_quit(&self) -> &'static str {
        self.interned(fl!(self.loader, "race-help-quit"))
    }
    /// The statistics' heading of the races.
    pub fn races(&self) -> &'static str {
        self.interned(fl!(self.loader, "races"))
    }
}
