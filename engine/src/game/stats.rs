//! Lifetime statistics and best scores, kept across games.
//!
//! A game is counted once, when it ends (game over, or left for a new one), from what the
//! game itself says: its moves (undone ones are no longer among them), whether it reached
//! its target, its hints. Undoing the step that ended it takes exactly that count back.
//! So undo, restart and resume cannot count a game twice, nor a win that is not on the
//! board. A game is assisted while a move the solver made is among its kept moves; the
//! games the solver made moves in are counted apart from the player's own, and the hints
//! counted are those shown for the board of a kept move.

use std::collections::BTreeMap;

use super::GameState;

/// Counts over one kind of game (the player's own, or the assisted ones).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games counted.
    pub games: u64,
    /// Those that reached their target (never more than `games`).
    pub wins: u64,
    /// Their moves, undone moves left out.
    pub moves: u64,
    /// Hints counted in them (shown for the board of a kept move).
    pub hints: u64,
    /// The largest tile ever made in a game of this kind.
    pub best_tile: u64,
}

impl Tally {
    /// The counts of one game.
    fn of(game: &GameState) -> Tally {
        Tally {
            games: 1,
            wins: u64::from(game.has_won()),
            moves: game.moves(),
            hints: u64::from(game.assist().hints),
            best_tile: game.board().max_tile(),
        }
    }

    fn add(&mut self, other: Tally) {
        self.games = self.games.saturating_add(other.games);
        self.wins = self.wins.saturating_add(other.wins);
        self.moves = self.moves.saturating_add(other.moves);
        self.hints = self.hints.saturating_add(other.hints);
        self.best_tile = self.best_tile.max(other.best_tile);
    }

    /// Takes `other`'s counts away (the best tile stays: whoever keeps the bests puts it
    /// back as it was).
    fn sub(&mut self, other: Tally) {
        self.games = self.games.saturating_sub(other.games);
        self.wins = self.wins.saturating_sub(other.wins);
        self.moves = self.moves.saturating_sub(other.moves);
        self.hints = self.hints.saturating_sub(other.hints);
        self.correct();
    }

    /// Makes the counts agree with each other: no more wins than games.
    pub fn correct(&mut self) {
        self.wins = self.wins.min(self.games);
    }
}

/// Counts over the games that ended, the player's own and the assisted ones apart.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub own: Tally,
    /// Games in which the solver made moves.
    pub assisted: Tally,
    /// The daily game's streaks (the daily game's counts only).
    pub daily: super::Streak,
}

/// The best score for each board size, keyed by the side of the board.
pub type BestScores = BTreeMap<usize, u64>;

impl Stats {
    /// The tally a game belongs to.
    pub fn tally_of(&mut self, game: &GameState) -> &mut Tally {
        if game.assisted() {
            &mut self.assisted
        } else {
            &mut self.own
        }
    }

    /// Counts a game that ends as `game`. A game left before its first move is no game.
    /// Whether it counted.
    pub fn count_end(&mut self, game: &GameState) -> bool {
        if game.moves() == 0 {
            return false;
        }
        self.tally_of(game).add(Tally::of(game));
        true
    }

    /// Takes back the count of a game that had ended as `game` and plays on.
    pub fn uncount_end(&mut self, game: &GameState) -> bool {
        if game.moves() == 0 {
            return false;
        }
        self.tally_of(game).sub(Tally::of(game));
        true
    }

    /// These counts with the game in play among them (a game over has been counted).
    pub fn with_game(&self, game: &GameState) -> Stats {
        let mut stats = *self;
        if game.status() != super::Status::Over {
            stats.tally_of(game).add(Tally::of(game));
        }
        stats
    }

    /// The counts of the games that ended, from counts that include the game in play
    /// (the state file's); a count that says more wins than games is corrected.
    pub fn without_game(&self, game: &GameState) -> Stats {
        let mut stats = *self;
        if game.status() != super::Status::Over {
            stats.tally_of(game).sub(Tally::of(game));
        }
        stats.own.correct();
        stats.assisted.correct();
        stats
    }
}

/// Raises the best score of the game's board size to its score, never lowering it.
pub fn raise_best(best: &mut BestScores, game: &GameState) {
    let entry = best.entry(game.board().size()).or_insert(0);
    *entry = (*entry).max(game.score());
}

/// How many finished games the history keeps.
pub const HISTORY_LIMIT: usize = 100;

/// A game that ended (game over, or left for a new one), for the statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FinishedGame {
    pub score: u64,
    pub max_tile: u64,
    pub moves: u64,
    pub size: usize,
    /// When it ended, in seconds since 1970 (0 when unknown).
    pub date: u64,
    /// The solver made moves in it.
    pub assisted: bool,
    /// Hints shown in it.
    pub hints: u32,
}

impl FinishedGame {
    /// The record of `game` ending at `date`.
    pub fn of(game: &GameState, date: u64) -> FinishedGame {
        FinishedGame {
            score: game.score(),
            max_tile: game.board().max_tile(),
            moves: game.moves(),
            size: game.board().size(),
            date,
            assisted: game.assisted(),
            hints: game.assist().hints,
        }
    }
}

/// Adds a finished game to the history, dropping the oldest past `HISTORY_LIMIT`.
pub fn record_finished(history: &mut Vec<FinishedGame>, game: FinishedGame) {
    history.push(game);
    if history.len() > HISTORY_LIMIT {
        let extra = history.len() - HISTORY_LIMIT;
        history.drain(..extra);
    }
}
