//! The player's scores over every game: the best scores and best tiles of each kind of
//! game (the player's own, the assisted), the counts, and the finished games.
//!
//! A game raises the bests when it ends (game over, or left for a new one), with the
//! ending it has then; the game in play is added to them where they are shown. Undoing
//! the step that ended a game takes its count back and puts the bests back as they were
//! before it, so every best is the ending of a game that stands, of its kind, and a kind
//! with no game counted has none. What the bests were before each ending that undo may
//! still take back is kept, newest last; a resumed game works it out again from the
//! endings in its undo list and the finished games.

use crate::game::{
    BestScores, FinishedGame, GameState, Stats, Tally, UNDO_LIMIT, raise_best, record_finished,
};

/// The bests, as they stand at one moment.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Bests {
    best: BestScores,
    best_assisted: BestScores,
    own_tile: u64,
    assisted_tile: u64,
}

/// The player's scores over every game: best scores, statistics, finished games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scores {
    /// The best scores of the player's own games that ended.
    pub best: BestScores,
    /// The best scores of the ended games the solver made moves in.
    pub best_assisted: BestScores,
    /// Counts over the games that ended (the game in play is counted when it ends).
    pub stats: Stats,
    /// Finished games, oldest first.
    pub history: Vec<FinishedGame>,
    /// The bests before each ending that undo may still take back, oldest first.
    before: Vec<Bests>,
    /// The races, counted apart from every game here (the records file counts them).
    races: Tally,
}

impl Scores {
    /// The scores as a file kept them: the best scores of each kind, the counts and the
    /// finished games. What the bests were before each ending undo may take back is not
    /// kept: [`Scores::retake`] works it out.
    pub(crate) fn kept(
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
            before: Vec::new(),
            races: Tally::default(),
        }
    }

    /// These scores with the races counted as `races`.
    pub(crate) fn with_races(self, races: Tally) -> Scores {
        Scores { races, ..self }
    }

    /// The races' counts, apart from every other game.
    pub(crate) fn races(&self) -> Tally {
        self.races
    }

    fn bests(&self) -> Bests {
        Bests {
            best: self.best.clone(),
            best_assisted: self.best_assisted.clone(),
            own_tile: self.stats.own.best_tile,
            assisted_tile: self.stats.assisted.best_tile,
        }
    }

    fn set_bests(&mut self, bests: Bests) {
        self.best = bests.best;
        self.best_assisted = bests.best_assisted;
        self.stats.own.best_tile = bests.own_tile;
        self.stats.assisted.best_tile = bests.assisted_tile;
    }

    /// Counts a game that ends as `game` at `date` (seconds since 1970), once: its
    /// counts, its bests and its place among the finished games. A game left before its
    /// first move is no game. Whether it counted.
    pub(crate) fn count_end(&mut self, game: &GameState, date: u64) -> bool {
        let before = self.bests();
        if !self.stats.count_end(game) {
            return false;
        }
        if self.before.len() == UNDO_LIMIT {
            // An ending that far back can no longer be taken back.
            self.before.remove(0);
        }
        self.before.push(before);
        let best = if game.assisted() {
            &mut self.best_assisted
        } else {
            &mut self.best
        };
        raise_best(best, game);
        record_finished(&mut self.history, FinishedGame::of(game, date));
        true
    }

    /// Works out what the bests were before each of `endings` (the endings undo may take
    /// back, oldest first, each counted and the newest finished games), as a game resumed
    /// from its file has them. Where a best may be one of those endings, the finished games
    /// before them say what it was, when they are every game of its kind counted; else it
    /// is left as it is.
    pub(crate) fn retake(&mut self, endings: &[GameState]) {
        let Some(older) = self.history.len().checked_sub(endings.len()) else {
            return;
        };
        let theirs = endings
            .iter()
            .zip(&self.history[older..])
            .all(|(e, g)| FinishedGame::of(e, 0) == FinishedGame { date: 0, ..*g });
        if !theirs {
            return;
        }
        let older = &self.history[..older];
        for assisted in [false, true] {
            let kind = |g: &&FinishedGame| g.assisted == assisted;
            let counted = if assisted {
                self.stats.assisted.games
            } else {
                self.stats.own.games
            };
            if self.history.iter().filter(kind).count() as u64 != counted {
                continue;
            }
            let reach: Vec<FinishedGame> = endings
                .iter()
                .filter(|e| e.assisted() == assisted)
                .map(|e| FinishedGame::of(e, 0))
                .collect();
            let (best, tile) = if assisted {
                (&mut self.best_assisted, &mut self.stats.assisted.best_tile)
            } else {
                (&mut self.best, &mut self.stats.own.best_tile)
            };
            let top_tile = |games: &mut dyn Iterator<Item = &FinishedGame>| {
                games.map(|g| g.max_tile).max().unwrap_or(0)
            };
            if reach.iter().any(|g| g.max_tile >= *tile) {
                *tile = top_tile(&mut older.iter().filter(kind));
            }
            for size in reach.iter().map(|g| g.size) {
                let top = |games: &mut dyn Iterator<Item = &FinishedGame>| {
                    games.filter(|g| g.size == size).map(|g| g.score).max()
                };
                let known = best.get(&size).copied().unwrap_or(0);
                if top(&mut reach.iter()).is_some_and(|s| s >= known) {
                    match top(&mut older.iter().filter(kind)) {
                        Some(score) => best.insert(size, score),
                        None => best.remove(&size),
                    };
                }
            }
        }
        // Each ending again, with what the bests were before it.
        for ending in endings {
            self.before.push(self.bests());
            let best = if ending.assisted() {
                &mut self.best_assisted
            } else {
                &mut self.best
            };
            raise_best(best, ending);
            let tally = self.stats.tally_of(ending);
            tally.best_tile = tally.best_tile.max(ending.board().max_tile());
        }
    }

    /// Takes back the count of a game that had ended as `ended` and plays on: its counts,
    /// the bests it raised and its place among the finished games.
    pub(crate) fn uncount_end(&mut self, ended: &GameState) {
        if !self.stats.uncount_end(ended) {
            return;
        }
        if let Some(before) = self.before.pop() {
            self.set_bests(before);
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
