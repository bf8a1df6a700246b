//! Lifetime statistics and best scores, kept across games.

use std::collections::BTreeMap;

use super::GameState;

/// Counts over every game played with this state file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Games started.
    pub games: u64,
    /// Games that reached their target.
    pub wins: u64,
    /// Moves made in all games.
    pub moves: u64,
    /// The largest tile ever made.
    pub best_tile: u64,
}

/// The best score for each board size, keyed by the side of the board.
pub type BestScores = BTreeMap<usize, u64>;

impl Stats {
    /// Counts a move that led to `after`; `won` when the move reached the target.
    pub fn record_move(&mut self, after: &GameState, won: bool) {
        self.moves = self.moves.saturating_add(1);
        self.best_tile = self.best_tile.max(after.board().max_tile());
        if won {
            self.wins = self.wins.saturating_add(1);
        }
    }

    /// Counts a game that starts with `game`.
    pub fn record_new_game(&mut self, game: &GameState) {
        self.games = self.games.saturating_add(1);
        self.best_tile = self.best_tile.max(game.board().max_tile());
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
