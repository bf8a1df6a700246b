//! The race's words, in one language: its panels, its status line, its end box, the line
//! to share it by and the lines printed on leaving it, and its help's own. A part of the
//! table of texts (every [`Texts`](super::Texts) is one of these too), apart so that each
//! language's file stays short.

mod en;
mod zh;

use tui2048_engine::game::Rival;

/// The race's words, in one language: one method a text, none with a default.
pub trait RaceTexts: Sync {
    // -----------------------------------------------------------------------------------
    // The panels

    /// The player's panel.
    fn race_you(&self) -> &'static str;
    /// The panel of the lead at equal moves.
    fn race_lead(&self) -> &'static str;
    /// The rival's panel.
    fn rival_label(&self, rival: Rival) -> &'static str;
    /// The moves at which the scores are compared, under the lead.
    fn race_move(&self, at: usize) -> String;
    /// The rival's score above its mini-board (`score` as the panels write it).
    fn rival_mini(&self, rival: Rival, score: &str) -> String;
    /// The rival in one line above its board, or where its board does not fit.
    fn rival_summary(&self, rival: Rival, score: u64, tile: u64, moves: usize) -> String;

    // -----------------------------------------------------------------------------------
    // The status line

    /// As a race starts.
    fn race_start(&self, rival: Rival) -> String;
    /// A key for what a race has not (a new game, the replay, the statistics).
    fn race_not_now(&self) -> &'static str;
    /// Who leads at equal moves (`lead`: the player's points more, fewer when negative).
    fn race_lead_line(&self, rival: Rival, lead: i128, at: usize) -> String;
    /// Said after the lead once the rival makes no more moves.
    fn rival_stopped(&self, rival: Rival) -> &'static str;
    /// Said instead when a kept game's moves run out before its game ended (a game
    /// still in play, raced as `current`).
    fn ghost_moves_out(&self) -> &'static str;
    /// Esc on the bare boards: it does not end the race.
    fn race_close_nothing(&self) -> &'static str;
    /// A move key (or Esc) while the win box waits.
    fn race_waits_won(&self) -> &'static str;
    /// A move key (or Esc) while the game-over box waits.
    fn race_waits_over(&self) -> &'static str;
    /// The short form of each line above, for a status line too narrow for it (the
    /// narrowest is 32 cells): the start's, then the others'.
    fn race_start_short(&self, rival: Rival) -> &'static str;
    fn race_not_now_short(&self) -> &'static str;
    fn race_close_nothing_short(&self) -> &'static str;
    fn race_waits_won_short(&self) -> &'static str;
    fn race_waits_over_short(&self) -> &'static str;

    // -----------------------------------------------------------------------------------
    // The end box

    /// Its title at the end: who won (`lead` as above).
    fn race_winner(&self, rival: Rival, lead: i128) -> &'static str;
    /// The scores at equal moves.
    fn race_scores(&self, mine: u64, theirs: u64, at: usize) -> String;
    /// By how much, and since when the one ahead has been ahead (`None`: not known).
    fn race_margin(&self, lead: i128, ahead_from: Option<usize>) -> String;
    /// Under the margin, when a hint or the solver's move helped the player.
    fn race_assisted(&self) -> &'static str;
    /// While the solver catches up with the player's game over.
    fn race_waiting(&self, done: usize, total: usize) -> String;
    fn button_quit(&self) -> &'static str;
    /// The box's words on the status line, where there is no room for the box.
    fn race_end_line(&self, title: &str, lines: &[String]) -> String;
    /// Its shortest form, where the status line has no room for that: the title and the
    /// scores at equal moves.
    fn race_end_short(&self, title: &str, mine: u64, theirs: u64) -> String;

    // -----------------------------------------------------------------------------------
    // The line to share, and the lines printed on leaving

    /// The race's line to share: the rival, the board's size and seed, the scores at equal
    /// moves (`at`), who won and since when (or that the player left the race before it
    /// was decided), and whether a hint or the solver helped the player.
    fn race_share_line(
        &self,
        rival: Rival,
        board: (usize, Option<u64>),
        scores: [u64; 2],
        moves: (usize, Option<usize>),
        left: bool,
        assisted: bool,
    ) -> String;
    /// Printed on leaving a race: who won, the scores and the margin.
    fn race_left(&self, winner: &str, scores: &str, margin: &str) -> String;
    /// Printed on leaving a race before it was decided: the move, and the scores there.
    fn race_left_early(&self, at: usize, mine: u64, theirs: u64) -> String;
    /// Printed on leaving a race before its first move.
    fn race_left_unplayed(&self) -> &'static str;

    // -----------------------------------------------------------------------------------
    // The help and the statistics

    /// What q does in a race, as the help says it.
    fn race_help_quit(&self) -> &'static str;
    /// The statistics' heading of the races.
    fn races(&self) -> &'static str;
}
