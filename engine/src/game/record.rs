//! A game's record: where it started and the moves kept, enough to play it again exactly.
//! The generator lives in the game state, so the same start and the same moves give the
//! same tiles. An undone move leaves the record (undos are counted); answering a win with
//! "keep going" is no move, and replaying plays on past a win as the player did.
//! Each kept move says whether the solver made it and whether a hint was shown for its
//! board: a game is assisted while one of the solver's moves is kept, and a hint counts
//! while the move after it is kept, so undoing back past them takes them back.
//! A race's game names what it raced ([`Raced`]): the solver, or a kept game by its line's
//! checksum, with where that rival stood at the race's end.
//! A record shared to be checked carries its [`Claim`]: the score and largest tile its
//! moves reach, and the player's name; a replay says whether the claim is true.
//! The `text` module writes a record as one line and reads it back (`Record::encode`,
//! `Record::decode`).

mod bytes;
mod id;
mod letters;
mod packing;
mod race;
mod text;

use super::daily::Day;
use super::name::Name;
use super::{Assist, Dir, GameRng, GameState, Rules, Status};

pub use id::{GameId, GameIds};
pub use race::{Raced, Rival};
pub(crate) use text::PREFIX;
pub use text::{RecordError, TEXT_VERSION, record_starts};

/// Where a record starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A new game of the record's rules and this seed.
    Seed(u64),
    /// A new game of the record's rules and the day's seed.
    Daily(Day),
    /// This state, as it was (a game resumed, or begun from a board).
    Board(GameState),
    /// The daily game of a day as a server deals it: a new game of the default rules and
    /// the server's seed for the day, which the server keeps to itself until the day has
    /// closed (so that no one can search the day's tiles beforehand).
    Served(Day, u64),
}

impl Origin {
    /// The day of a daily game, the public one or a server's.
    pub fn day(&self) -> Option<Day> {
        match self {
            Origin::Daily(day) | Origin::Served(day, _) => Some(*day),
            _ => None,
        }
    }

    /// The seed a new game of this origin starts from (none for a board).
    pub fn seed(&self) -> Option<u64> {
        match self {
            Origin::Seed(seed) | Origin::Served(_, seed) => Some(*seed),
            Origin::Daily(day) => Some(day.seed()),
            Origin::Board(_) => None,
        }
    }
}

/// Where a record's moves start, as what it proves is said.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Began {
    /// A new game's first tiles: it proves its game from them.
    FirstTiles,
    /// A board it was given: it proves only its moves from there.
    Board,
    /// Move `n` (from 1) of another game it was played on from: it proves only its moves
    /// from there.
    PlayedOn(usize),
}

/// The help behind one kept move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Help {
    /// The solver made the move (autoplay).
    pub solver: bool,
    /// A hint was shown for the board the move was played on.
    pub hinted: bool,
}

impl Help {
    /// A move the solver made.
    pub const SOLVER: Help = Help {
        solver: true,
        hinted: false,
    };
}

/// What a shared record says its game reached, for a replay to prove or refute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Claim {
    /// The score at the end of the record.
    pub score: u64,
    /// The largest tile at the end of the record (0 on a board with none).
    pub tile: u64,
    /// The player's name, when they gave one.
    pub name: Option<Name>,
}

/// A game's record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    rules: Rules,
    origin: Origin,
    moves: Vec<Dir>,
    /// The help behind each kept move, one for each.
    helped: Vec<Help>,
    undos: u64,
    /// Hints counted before the record's start (a game resumed from its board).
    hints_before: u64,
    /// The solver made moves before the record's start.
    assisted_before: bool,
    kept_going: bool,
    finished: Option<u64>,
    /// Which start of its game this is: a daily game played again is its next try.
    tries: u32,
    /// What the game raced, when it is a race's.
    raced: Option<Raced>,
    /// The first moves that are the record's start, not the game's own: a game played on
    /// from a replay keeps the replayed game's moves up to there, and undo stops at them.
    fixed: usize,
    /// The game's name (none in a record an older version wrote).
    id: Option<GameId>,
    /// What the record claims its game reached, when it was shared to be checked.
    claim: Option<Claim>,
}

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The move changes nothing on its board, or comes after the game ended.
    #[error("move {index} of the record ({dir}) is not a move on its board")]
    NotAMove { index: usize, dir: Dir },
}

impl Record {
    /// A record of a game starting at `game`, whatever it is: its board, score, moves,
    /// status and generator.
    pub fn from_board(game: &GameState) -> Record {
        // The help given before the board is the game's own count, not part of the
        // record's start.
        Record::of(
            game,
            Origin::Board(game.clone().with_assist(Default::default())),
        )
    }

    /// A record of a game starting at `game`, a new game of `origin`'s seed or day. A seed
    /// (or day) that does not give `game` as its new game is not believed, and a board is
    /// `game`'s: the record then starts from `game`'s board ([`Record::from_board`]).
    pub fn starting(game: &GameState, origin: Origin) -> Record {
        let seeded = |seed| GameState::new(game.rules(), seed) == *game;
        match origin {
            Origin::Seed(seed) if seeded(seed) => Record::of(game, origin),
            Origin::Daily(day) if seeded(day.seed()) => Record::of(game, origin),
            Origin::Served(_, seed) if seeded(seed) => Record::of(game, origin),
            _ => Record::from_board(game),
        }
    }

    /// A record of `game` from `origin`, with no move yet.
    fn of(game: &GameState, origin: Origin) -> Record {
        let rules = game.rules();
        Record {
            rules,
            origin,
            moves: Vec::new(),
            helped: Vec::new(),
            undos: 0,
            // The help a game had before its record starts stays with it.
            hints_before: u64::from(game.assist().hints),
            assisted_before: game.assisted(),
            kept_going: false,
            finished: None,
            tries: 1,
            raced: None,
            fixed: 0,
            id: None,
            claim: None,
        }
    }

    /// This record as try `tries` of its game (the first is 1).
    pub fn with_tries(self, tries: u32) -> Record {
        Record {
            tries: tries.max(1),
            ..self
        }
    }

    /// A record put together from its parts (as read from its text). Undos, hints and the
    /// rest start at zero.
    fn from_parts(rules: Rules, origin: Origin, moves: Vec<Dir>) -> Record {
        let rules = match &origin {
            Origin::Board(state) => state.rules(),
            _ => rules,
        };
        Record {
            rules,
            origin,
            helped: vec![Help::default(); moves.len()],
            moves,
            undos: 0,
            hints_before: 0,
            assisted_before: false,
            kept_going: false,
            finished: None,
            tries: 1,
            raced: None,
            fixed: 0,
            id: None,
            claim: None,
        }
    }

    /// This record as a race's game, against `raced`'s rival.
    pub fn with_raced(self, raced: Raced) -> Record {
        Record {
            raced: Some(raced),
            ..self
        }
    }

    /// The record of a game played on from move `at` of this one, and the game there: the
    /// same start, the first `at` moves with the help behind them kept as its start (undo
    /// does not take them back; the new game is assisted if the solver made one of them),
    /// nothing undone, not finished, no race, no name yet (it is a new game). A daily game's becomes an ordinary game of the day's seed, not the day's.
    /// An error when the record does not replay that far.
    pub fn played_on(&self, at: usize) -> Result<(Record, GameState), ReplayError> {
        let at = at.min(self.moves.len());
        let origin = match &self.origin {
            Origin::Board(state) => Origin::Board(state.clone()),
            other => Origin::Seed(other.seed().unwrap_or_default()),
        };
        let mut record = Record {
            rules: self.rules,
            origin,
            moves: self.moves[..at].to_vec(),
            helped: self.helped[..at].to_vec(),
            undos: 0,
            hints_before: self.hints_before,
            assisted_before: self.assisted_before,
            kept_going: false,
            finished: None,
            tries: 1,
            raced: None,
            fixed: at,
            id: None,
            claim: None,
        };
        // The board shown by a replay answers a win that a move follows: so does the game
        // played on from it.
        let mut end = final_state(&record)?;
        if at < self.moves.len()
            && let Some(on) = end.keep_going()
        {
            record.kept_going = true;
            end = on;
        } else if at == self.moves.len() && self.kept_going {
            record.kept_going = true;
            end = final_state(&record)?;
        }
        let assist = Assist {
            solver_moved: record.assisted(),
            hints: u32::try_from(record.hints()).unwrap_or(u32::MAX),
        };
        Ok((record, end.with_assist(assist)))
    }

    /// The state the record starts at.
    pub fn start(&self) -> GameState {
        match &self.origin {
            Origin::Board(state) => state.clone(),
            other => GameState::new(self.rules, other.seed().unwrap_or_default()),
        }
    }

    /// A move made by the player, with no hint shown for its board.
    pub fn push(&mut self, dir: Dir) {
        self.push_helped(dir, Help::default());
    }

    /// A move made by the solver (autoplay): the game is assisted while it is kept.
    pub fn push_solver(&mut self, dir: Dir) {
        self.push_helped(dir, Help::SOLVER);
    }

    /// A move, and the help behind it.
    pub fn push_helped(&mut self, dir: Dir, help: Help) {
        self.moves.push(dir);
        self.helped.push(help);
        self.kept_going = false;
    }

    /// An undo that brought back `restored`: the last move leaves the record and is
    /// counted as undone. `None` (and nothing counted) when the record has no move left,
    /// the undo going back past its start.
    pub fn undo(&mut self, restored: &GameState) -> Option<Dir> {
        if self.moves.len() <= self.fixed {
            return None;
        }
        let dir = self.moves.pop()?;
        self.helped.pop();
        self.undos = self.undos.saturating_add(1);
        // A game taken back from its end plays on.
        self.finished = None;
        // A win answered before the undone move stays answered.
        self.kept_going = restored.status() != Status::Won;
        Some(dir)
    }

    /// The win at the end of the record was answered with "keep going".
    pub fn keep_going(&mut self) {
        self.kept_going = true;
    }

    /// The game ended at `date` (seconds since 1970-01-01 UTC).
    pub fn finish(&mut self, date: u64) {
        self.finished = Some(date);
    }

    /// The game's end was taken back: it plays on.
    pub fn reopen(&mut self) {
        self.finished = None;
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }
    pub fn origin(&self) -> &Origin {
        &self.origin
    }
    /// The moves kept, in order.
    pub fn moves(&self) -> &[Dir] {
        &self.moves
    }
    /// The help behind each kept move, in order.
    pub fn helped(&self) -> &[Help] {
        &self.helped
    }
    pub fn undos(&self) -> u64 {
        self.undos
    }
    /// The hints that count: those shown for the board of a kept move (and any counted
    /// before the record's start).
    pub fn hints(&self) -> u64 {
        let kept = self.helped.iter().filter(|h| h.hinted).count() as u64;
        self.hints_before.saturating_add(kept)
    }
    /// Whether the solver made one of the kept moves (or moves before the record's start);
    /// in a race's game, a hint counted helps too.
    pub fn assisted(&self) -> bool {
        self.assisted_before
            || self.helped.iter().any(|h| h.solver)
            || (self.raced.is_some() && self.hints() > 0)
    }
    /// Which start of its game this is (a daily game played again: 2 for the second).
    pub fn tries(&self) -> u32 {
        self.tries
    }
    /// When the game ended (seconds since 1970-01-01 UTC), if it did.
    pub fn finished(&self) -> Option<u64> {
        self.finished
    }
    /// What the game raced, when it is a race's.
    pub fn raced(&self) -> Option<&Raced> {
        self.raced.as_ref()
    }
    /// How many of the first moves are the record's start (a game played on from a
    /// replay): undo does not take them back.
    pub fn fixed(&self) -> usize {
        self.fixed
    }
    /// Whether undo has no move of the game's own left to take back, the record being at
    /// the moves it keeps as its start (and not at its first board).
    pub fn at_fixed_start(&self) -> bool {
        self.fixed > 0 && self.moves.len() == self.fixed
    }

    /// Where the record's moves start: a new game's first tiles (a seed's or a day's), a
    /// board it was given (a state file's game that could not be traced to its first
    /// tiles), or a move of another game it was played on from.
    pub fn began(&self) -> Began {
        match self.origin {
            Origin::Board(_) => Began::Board,
            _ if self.fixed > 0 => Began::PlayedOn(self.fixed),
            _ => Began::FirstTiles,
        }
    }

    /// Whether the record's moves are all its game's own from a new game's first tiles.
    pub fn from_first_tiles(&self) -> bool {
        self.began() == Began::FirstTiles
    }

    /// Whether the record, played, ends at `game` (its board, score, moves, status and
    /// generator): the record is of that game.
    pub fn leads_to(&self, game: &GameState) -> bool {
        final_state(self).is_ok_and(|end| {
            end.rules() == game.rules()
                && end.board() == game.board()
                && end.score() == game.score()
                && end.moves() == game.moves()
                && end.status() == game.status()
                && end.rng() == game.rng()
        })
    }

    /// Whether `other` is a record of the same game, further on or further back: both
    /// carry the same name. A record without one (an older version's) is of no game but
    /// its own.
    pub fn same_game(&self, other: &Record) -> bool {
        self.id.is_some() && self.id == other.id
    }

    /// The game's name, when the record has one.
    pub fn id(&self) -> Option<GameId> {
        self.id
    }

    /// This record named `id`: a new game's, or a record of the same game made again
    /// (from a board the game came back to).
    pub fn with_id(self, id: Option<GameId>) -> Record {
        Record { id, ..self }
    }

    /// What the record claims its game reached, when it carries a claim.
    pub fn claim(&self) -> Option<&Claim> {
        self.claim.as_ref()
    }

    /// This record as it is shared to be checked: carrying, as its claim, the score and
    /// largest tile its moves reach and the player's `name`. An error when it does not
    /// replay.
    pub fn claimed(&self, name: Option<Name>) -> Result<Record, ReplayError> {
        let end = final_state(self)?;
        let claim = Claim {
            score: end.score(),
            tile: end.board().max_tile(),
            name,
        };
        Ok(self.clone().with_claim(Some(claim)))
    }

    /// This record carrying `claim` as it is, true or not (a record read from its line).
    pub fn with_claim(self, claim: Option<Claim>) -> Record {
        Record { claim, ..self }
    }
}

/// Every state of the game, from the start to the end of the record: one more than there
/// are moves. Each is the game as the next move found it, so a win that a move follows is
/// answered with "keep going"; the last is answered when the record says so.
pub fn replay(record: &Record) -> Result<Vec<GameState>, ReplayError> {
    let mut states = Vec::with_capacity(record.moves.len() + 1);
    let end = replay_with(record, |state| states.push(state.clone()))?;
    states.push(end);
    Ok(states)
}

/// The state at the end of the record, without keeping the others.
pub fn final_state(record: &Record) -> Result<GameState, ReplayError> {
    replay_with(record, |_| {})
}

/// Plays the record, showing `each` every state before a move; returns the last.
fn replay_with(
    record: &Record,
    mut each: impl FnMut(&GameState),
) -> Result<GameState, ReplayError> {
    let mut state = record.start();
    for (i, &dir) in record.moves.iter().enumerate() {
        // A move follows a win only once the player chose to keep going.
        if let Some(on) = state.keep_going() {
            state = on;
        }
        each(&state);
        state = match state.apply(dir) {
            Some((next, _)) => next,
            None => return Err(ReplayError::NotAMove { index: i + 1, dir }),
        };
    }
    if record.kept_going
        && let Some(on) = state.keep_going()
    {
        state = on;
    }
    Ok(state)
}

/// The parts of a generator, as [`GameRng::encode`] writes them: state and increment.
fn rng_parts(rng: &GameRng) -> (u64, u64) {
    let text = rng.encode();
    let mut parts = text.rsplit(':');
    let increment = parts.next().and_then(|h| u64::from_str_radix(h, 16).ok());
    let state = parts.next().and_then(|h| u64::from_str_radix(h, 16).ok());
    match (state, increment) {
        (Some(s), Some(i)) => (s, i),
        _ => unreachable!("GameRng::encode writes two hex numbers: {text}"),
    }
}

/// The generator of the given parts; `None` when they cannot be one (an even increment).
fn rng_of(state: u64, increment: u64) -> Option<GameRng> {
    GameRng::decode(&format!("pcg32:{state:016x}:{increment:016x}"))
}

#[cfg(test)]
mod tests;
