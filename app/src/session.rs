//! The game in play and what must agree with it: the earlier states undo goes back to,
//! the game's record, the records of the games a new game took the place of (for `u`
//! after `r`), and the hint shown for the board. Its fields are private and every change
//! goes through one of its operations, each of which keeps them in step: the record
//! always replays to the game in play, the game's help marks are those of its record's
//! kept moves, and a hint is only ever shown for the board it was asked on.
//!
//! A game that ends (game over, or left for a new one) is counted in the player's scores
//! by the operation that ends it, and counted out by the undo that takes the end back.
//! Every game begun here is named from the session's generator of names, and keeps its
//! name through undos and resumes: two records are of one game only when it is the same
//! game.

use std::collections::VecDeque;

use super::scores::Scores;
use tui2048_engine::game::{
    Assist, Day, Dir, GameIds, GameState, Help, Motion, Origin, Record, Status, UNDO_LIMIT,
};

/// Earlier game states, newest last, holding at most a fixed number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UndoStack {
    states: VecDeque<GameState>,
    limit: usize,
}

impl UndoStack {
    pub fn new(limit: usize) -> UndoStack {
        UndoStack {
            states: VecDeque::new(),
            limit,
        }
    }

    /// A stack holding `states` (oldest first), keeping the newest `limit`.
    pub fn from_states(states: Vec<GameState>, limit: usize) -> UndoStack {
        let mut stack = UndoStack::new(limit);
        for s in states {
            stack.push(s);
        }
        stack
    }

    /// Adds a state, dropping the oldest when full.
    pub fn push(&mut self, state: GameState) {
        if self.limit == 0 {
            return;
        }
        if self.states.len() == self.limit {
            self.states.pop_front();
        }
        self.states.push_back(state);
    }

    pub fn pop(&mut self) -> Option<GameState> {
        self.states.pop_back()
    }

    pub fn len(&self) -> usize {
        self.states.len()
    }

    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    /// The states, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = &GameState> {
        self.states.iter()
    }
}

/// How many records of earlier games are kept for undoing new games.
pub const EARLIER_RECORDS: usize = 100;

/// Who makes a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    Player,
    /// The solver (autoplay): the game is assisted while its move is kept.
    Solver,
}

/// A move played.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// What moved, for drawing it.
    pub motion: Motion,
    /// The game's record, finished, when the move ended the game.
    pub ended: Option<Record>,
}

/// What an undo took back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undone {
    /// A move.
    Move,
    /// A new game: the game it took the place of is back.
    NewGame,
}

/// Why a new game did not start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoRestart {
    /// The daily game (of this day) is at its first board already.
    DailyAtStart(Day),
}

/// The game in play, its undo stack, its record, the earlier games' records and the hint
/// shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    game: GameState,
    undo: UndoStack,
    record: Record,
    earlier: Vec<Record>,
    hint: Option<Dir>,
    /// Where the names of the games begun here come from.
    ids: GameIds,
}

impl Session {
    /// A game with no history, its record from the game's board, its names from seed 0.
    pub fn new(game: GameState) -> Session {
        let record = Record::from_board(&game);
        Session::of(game, record, GameIds::from_seed(0))
    }

    /// A new game whose record starts from `origin` (its seed or day, when they give it),
    /// named from `ids`, as the games begun after it.
    pub fn starting(game: GameState, origin: Origin, ids: GameIds) -> Session {
        let record = Record::starting(&game, origin);
        Session::of(game, record, ids)
    }

    fn of(game: GameState, record: Record, mut ids: GameIds) -> Session {
        Session {
            record: record.with_id(Some(ids.draw())),
            game,
            undo: UndoStack::new(UNDO_LIMIT),
            earlier: Vec::new(),
            hint: None,
            ids,
        }
    }

    /// A game resumed from what was saved: its earlier states (oldest first, the newest
    /// `UNDO_LIMIT` kept) and its record, when there is one of this game (else one from
    /// its board); a record without a name (an older version's) is named from `ids`, as
    /// the games begun after it.
    pub fn resume(
        game: GameState,
        undo: Vec<GameState>,
        record: Option<Record>,
        mut ids: GameIds,
    ) -> Session {
        let record = record
            .filter(|record| record.leads_to(&game))
            .unwrap_or_else(|| Record::from_board(&game));
        let id = record.id().unwrap_or_else(|| ids.draw());
        Session {
            game,
            undo: UndoStack::from_states(undo, UNDO_LIMIT),
            record: record.with_id(Some(id)),
            earlier: Vec::new(),
            hint: None,
            ids,
        }
    }

    /// This session with `earlier` as the records of the games new games took the place
    /// of (oldest first, the newest `EARLIER_RECORDS` kept), as a file kept them: undo
    /// brings each back with its game.
    pub fn with_earlier(self, mut earlier: Vec<Record>) -> Session {
        let extra = earlier.len().saturating_sub(EARLIER_RECORDS);
        earlier.drain(..extra);
        Session { earlier, ..self }
    }

    /// The game in play.
    pub fn game(&self) -> &GameState {
        &self.game
    }

    /// The earlier states undo goes back to, oldest first.
    pub fn undo_stack(&self) -> &UndoStack {
        &self.undo
    }

    /// The record of the game in play: where it started and the moves kept.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// How many undos take back a move of the game in play before the next brings back
    /// the game it took the place of (or finds nothing more to undo): its moves since its
    /// start (or since the move a replay played it on from), as many as are kept.
    pub fn undos_in_game(&self) -> usize {
        let in_game = if self.record.fixed() > 0 {
            self.record
                .moves()
                .len()
                .saturating_sub(self.record.fixed())
        } else {
            usize::try_from(self.game.moves()).unwrap_or(usize::MAX)
        };
        in_game.min(self.undo.len())
    }

    /// The records of the games a new game took the place of, the newest last: undoing
    /// the new game brings its record back with the game.
    pub fn earlier(&self) -> &[Record] {
        &self.earlier
    }

    /// The solver's move shown for the board in play, which counts with the move played
    /// on it.
    pub fn hint(&self) -> Option<Dir> {
        self.hint
    }

    /// Shows the solver's move for the board in play (none: it has none).
    pub fn show_hint(&mut self, dir: Option<Dir>) {
        self.hint = dir;
    }

    /// Takes the hint shown away.
    pub fn forget_hint(&mut self) {
        self.hint = None;
    }

    /// Plays `dir`: the game moves on, the state before goes on the undo stack and the
    /// move, with the help behind it, into the record. A game that ends with it is
    /// counted in `scores` at `clock` and its record finished. `None` when the move moves
    /// nothing or the game takes no moves.
    pub fn play(
        &mut self,
        dir: Dir,
        mover: Mover,
        scores: &mut Scores,
        clock: u64,
    ) -> Option<Played> {
        if !self.game.accepts_moves() {
            return None;
        }
        let (next, motion) = self.game.apply(dir)?;
        // The help is the game's up to this move: undoing the move takes its share back.
        let help = Help {
            solver: mover == Mover::Solver,
            hinted: self.hint.take().is_some(),
        };
        let assist = next.assist();
        let next = next.with_assist(Assist {
            solver_moved: assist.solver_moved || help.solver,
            hints: assist.hints.saturating_add(u32::from(help.hinted)),
        });
        let previous = std::mem::replace(&mut self.game, next);
        self.undo.push(previous);
        self.record.push_helped(dir, help);
        let ended = (self.game.status() == Status::Over).then(|| self.end(scores, clock));
        Some(Played { motion, ended })
    }

    /// Takes the last step back: a move, or a new game (the game it took the place of
    /// comes back with its record, and plays on if it was not over). An end taken back is
    /// counted out of `scores`. `None` when there is nothing to undo.
    pub fn undo(&mut self, scores: &mut Scores) -> Option<Undone> {
        let previous = self.undo.pop()?;
        // A state of no moves starts a game, and so does a game played on from a replay at
        // the moves its record keeps as its start: the step undone was a new game.
        let undone = if self.game.moves() == 0 || self.record.at_fixed_start() {
            // The game left comes back as it was left; if it was not over, it was counted
            // when it was left, and plays on now.
            if previous.status() != Status::Over {
                scores.uncount_end(&previous);
            }
            // Its record comes back with it (one from its board, should none be at hand).
            self.record = match self.earlier.pop().filter(|r| r.leads_to(&previous)) {
                Some(record) => record,
                None => Record::from_board(&previous).with_id(Some(self.ids.draw())),
            };
            if previous.status() != Status::Over {
                self.record.reopen();
            }
            Undone::NewGame
        } else {
            if self.game.status() == Status::Over && previous.status() != Status::Over {
                // The move undone ended the game.
                scores.uncount_end(&self.game);
            }
            // The help of the move undone goes with it: the state before it has its own.
            if self.record.undo(&previous).is_none() {
                // Back past the record's start (a game resumed from its board): the
                // same game.
                self.record = Record::from_board(&previous).with_id(self.record.id());
            }
            Undone::Move
        };
        self.game = previous;
        self.hint = None;
        Some(undone)
    }

    /// Answers a win with "keep going". A game with no move left ends there: it is
    /// counted in `scores` and its finished record returned in `Some(Some(..))`. `None`
    /// when the game is not at a win.
    pub fn keep_going(&mut self, scores: &mut Scores, clock: u64) -> Option<Option<Record>> {
        let next = self.game.keep_going()?;
        self.game = next;
        self.record.keep_going();
        // Won on the last move: the game ends here.
        Some((self.game.status() == Status::Over).then(|| self.end(scores, clock)))
    }

    /// A new game in place of this one, undoable: a daily game starts again from the
    /// day's first board as its next try, any other from the next seed of its generator.
    /// The game left, unless it was over, is counted in `scores` at `clock` and its
    /// finished record returned.
    pub fn restart(
        &mut self,
        scores: &mut Scores,
        clock: u64,
    ) -> Result<Option<Record>, NoRestart> {
        let origin = self.record.origin().clone();
        let (next, record) = match origin.day() {
            Some(day) if self.game.moves() == 0 => {
                return Err(NoRestart::DailyAtStart(day));
            }
            Some(_) => {
                let next = GameState::new(self.record.rules(), origin.seed().unwrap_or_default());
                let tries = self.record.tries().saturating_add(1);
                let record = Record::starting(&next, origin).with_tries(tries);
                (next, record)
            }
            _ => {
                let next = self.game.restart();
                let record = Record::starting(&next, Origin::Seed(self.game.next_seed()));
                (next, record)
            }
        };
        Ok(self.replace(next, record, scores, clock))
    }

    /// `next` (whose record starts from `start`, its seed or day) in place of this game, undoable, as
    /// [`Session::restart`] leaves a game.
    pub fn begin(
        &mut self,
        next: GameState,
        start: Origin,
        scores: &mut Scores,
        clock: u64,
    ) -> Option<Record> {
        let record = Record::starting(&next, start);
        self.replace(next, record, scores, clock)
    }

    /// `next`, played on from a replay with its `record` (which leads to it, else one from
    /// its board), in place of this game, undoable, as [`Session::restart`] leaves a game:
    /// undo goes back through the moves played since, then brings the game left back.
    pub fn play_on(
        &mut self,
        next: GameState,
        record: Record,
        scores: &mut Scores,
        clock: u64,
    ) -> Option<Record> {
        let record = Some(record)
            .filter(|record| record.leads_to(&next))
            .unwrap_or_else(|| Record::from_board(&next));
        self.replace(next, record, scores, clock)
    }

    /// The session ends here: the game, unless it was over, is counted in `scores` at
    /// `clock`; its finished record, when it has a move to keep.
    pub fn finish(mut self, scores: &mut Scores, clock: u64) -> Option<Record> {
        if self.game.status() == Status::Over {
            return None;
        }
        Some(self.end(scores, clock)).filter(|record| !record.moves().is_empty())
    }

    /// Leaves the game in play for `next` and its `record`, a new game with a new name: the
    /// game left, unless it was over, ends (its finished record returned); it and its
    /// record stay one undo away.
    fn replace(
        &mut self,
        next: GameState,
        record: Record,
        scores: &mut Scores,
        clock: u64,
    ) -> Option<Record> {
        let record = record.with_id(Some(self.ids.draw()));
        let ended = if self.game.status() == Status::Over {
            None
        } else {
            Some(self.end(scores, clock))
        };
        let previous = std::mem::replace(&mut self.game, next);
        self.undo.push(previous);
        self.earlier
            .push(std::mem::replace(&mut self.record, record));
        if self.earlier.len() > EARLIER_RECORDS {
            self.earlier.remove(0);
        }
        self.hint = None;
        ended.filter(|record| !record.moves().is_empty())
    }

    /// Counts the game in play, which ends now, and finishes its record: the record.
    fn end(&mut self, scores: &mut Scores, clock: u64) -> Record {
        scores.count_end(&self.game, clock);
        self.record.finish(clock);
        self.record.clone()
    }
}
