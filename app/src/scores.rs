//! The player's scores over every game: the best scores and best tiles of each kind of
//! game (the player's own, the assisted), the counts, and the finished games.
//!
//! A best is the highest a game of its kind reached: each step raises it (the player's
//! own bests by the player's moves, the assisted ones by a game the solver moved in), and
//! nothing lowers it, undo included: a score the player reached was reached. A game that
//! ends (game over, or left for a new one) is counted once, and undoing the step that
//! ended it takes its count back, never its bests.

use tui2048_engine::game::{
    BestScores, FinishedGame, GameState, Stats, Tally, raise_best, record_finished,
};

/// The player's scores over every game: best scores, statistics, finished games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scores {
    /// The best scores the player's own games reached.
    pub best: BestScores,
    /// The best scores the games the solver made moves in reached.
    pub best_assisted: BestScores,
    /// Counts over the games that ended (the game in play is counted when it ends).
    pub stats: Stats,
    /// Finished games, oldest first.
    pub history: Vec<FinishedGame>,
    /// The races, counted apart from every game here (the records file counts them).
    races: Tally,
}

impl Scores {
    /// The scores as a file kept them: the best scores of each kind, the counts and the
    /// finished games.
    pub fn from_saved(
        best: BestScores,
        best_assisted: BestScores,
        stats: Stats,
        history: Vec<FinishedGame>,
    ) -> Scores {
        Scores {
            best,
            best_assisted,
            stats,
            history,
            races: Tally::default(),
        }
    }

    /// These scores with the races counted as `races`.
    pub fn with_races(self, races: Tally) -> Scores {
        Scores { races, ..self }
    }

    /// The races' counts, apart from every other game.
    pub fn races(&self) -> Tally {
        self.races
    }

    /// Raises the bests of `game`'s kind to what it has reached: its score for its board
    /// size, and its highest tile. Nothing here is ever lowered.
    pub fn reach(&mut self, game: &GameState) {
        let best = if game.assisted() {
            &mut self.best_assisted
        } else {
            &mut self.best
        };
        // A score of nothing is no best.
        if game.score() > 0 {
            raise_best(best, game);
        }
        let tally = self.stats.tally_of(game);
        tally.best_tile = tally.best_tile.max(game.board().max_tile());
    }

    /// Counts a game that ends as `game` at `date` (seconds since 1970), once: its
    /// counts, its bests and its place among the finished games. A game left before its
    /// first move is no game. Whether it counted.
    pub fn count_end(&mut self, game: &GameState, date: u64) -> bool {
        if !self.stats.count_end(game) {
            return false;
        }
        self.reach(game);
        record_finished(&mut self.history, FinishedGame::of(game, date));
        true
    }

    /// Takes back the count of a game that had ended as `ended` and plays on: its counts
    /// and its place among the finished games (the bests it reached stay: they were
    /// reached).
    pub fn uncount_end(&mut self, ended: &GameState) {
        if !self.stats.uncount_end(ended) {
            return;
        }
        let record = FinishedGame::of(ended, 0);
        if self
            .history
            .last()
            .is_some_and(|last| FinishedGame { date: 0, ..*last } == record)
        {
            self.history.pop();
        }
    }
}
