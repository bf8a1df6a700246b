//! A game's record: where it started and the moves kept, enough to play it again exactly.
//! The generator lives in the game state, so the same start and the same moves give the
//! same tiles. An undone move leaves the record (undos are counted); answering a win with
//! "keep going" is no move, and replaying plays on past a win as the player did.
//! The `text` module writes a record as one line and reads it back.

mod text;

use super::daily::Day;
use super::{Dir, GameRng, GameState, Rules, Status};

pub use text::{PREFIX, RecordError, TEXT_VERSION};

/// What a new record starts from, besides the game's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// A new game of `GameState::new(rules, seed)`.
    Seed(u64),
    /// The daily game of a day: a new game seeded with [`Day::seed`].
    Daily(Day),
    /// Whatever the state is: its board, score, moves, status and generator.
    Board,
}

/// Where a record starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A new game of the record's rules and this seed.
    Seed(u64),
    /// A new game of the record's rules and the day's seed.
    Daily(Day),
    /// This state, as it was (a game resumed, or begun from a board).
    Board(GameState),
}

/// A game's record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    rules: Rules,
    origin: Origin,
    moves: Vec<Dir>,
    undos: u64,
    hints: u64,
    assisted: bool,
    kept_going: bool,
    finished: Option<u64>,
}

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The move changes nothing on its board, or comes after the game ended.
    #[error("move {index} of the record ({dir}) is not a move on its board")]
    NotAMove { index: usize, dir: Dir },
}

impl Record {
    /// A record of a game starting at `game`. A seed (or day) that does not give `game`
    /// as its new game is not believed: the record then starts from the board.
    pub fn starting(game: &GameState, start: Start) -> Record {
        let rules = game.rules();
        let seeded = |seed| GameState::new(rules, seed) == *game;
        let origin = match start {
            Start::Seed(seed) if seeded(seed) => Origin::Seed(seed),
            Start::Daily(day) if seeded(day.seed()) => Origin::Daily(day),
            // The board is where the record starts; the help given before it is the
            // game's own count, not part of the record's start.
            _ => Origin::Board(game.clone().with_assist(Default::default())),
        };
        Record {
            rules,
            origin,
            moves: Vec::new(),
            undos: 0,
            hints: 0,
            // A game the solver has played in is an assisted one, wherever its record starts.
            assisted: game.assisted(),
            kept_going: false,
            finished: None,
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
            moves,
            undos: 0,
            hints: 0,
            assisted: false,
            kept_going: false,
            finished: None,
        }
    }

    /// The state the record starts at.
    pub fn start(&self) -> GameState {
        match &self.origin {
            Origin::Seed(seed) => GameState::new(self.rules, *seed),
            Origin::Daily(day) => GameState::new(self.rules, day.seed()),
            Origin::Board(state) => state.clone(),
        }
    }

    /// A move made by the player.
    pub fn push(&mut self, dir: Dir) {
        self.moves.push(dir);
        self.kept_going = false;
    }

    /// A move made by the solver (autoplay): the game is assisted from now on.
    pub fn push_solver(&mut self, dir: Dir) {
        self.push(dir);
        self.assisted = true;
    }

    /// An undo that brought back `restored`: the last move leaves the record and is
    /// counted as undone. `None` (and nothing counted) when the record has no move left,
    /// the undo going back past its start.
    pub fn undo(&mut self, restored: &GameState) -> Option<Dir> {
        let dir = self.moves.pop()?;
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

    /// The player asked for a hint.
    pub fn hint(&mut self) {
        self.hints = self.hints.saturating_add(1);
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
    pub fn undos(&self) -> u64 {
        self.undos
    }
    pub fn hints(&self) -> u64 {
        self.hints
    }
    /// Whether the solver made any of the moves.
    pub fn assisted(&self) -> bool {
        self.assisted
    }
    /// Whether a win at the end of the record was answered with "keep going".
    pub fn kept_going(&self) -> bool {
        self.kept_going
    }
    /// When the game ended (seconds since 1970-01-01 UTC), if it did.
    pub fn finished(&self) -> Option<u64> {
        self.finished
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

    /// Whether `other` is a record of the same game, further on or further back (the same
    /// start, and the moves of one begin the moves of the other).
    pub fn same_game(&self, other: &Record) -> bool {
        self.rules == other.rules
            && self.origin == other.origin
            && (self.moves.starts_with(&other.moves) || other.moves.starts_with(&self.moves))
    }

    /// The record as one line of text: `tui2048-1:` and base64url bytes with a checksum.
    pub fn encode(&self) -> String {
        text::encode(self)
    }

    /// A record read from its line; a damaged, cut or newer line is refused whole.
    pub fn decode(line: &str) -> Result<Record, RecordError> {
        text::decode(line)
    }
}

impl std::fmt::Display for Record {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.encode())
    }
}

impl std::str::FromStr for Record {
    type Err = RecordError;
    fn from_str(s: &str) -> Result<Record, RecordError> {
        Record::decode(s)
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
mod tests {
    use super::*;
    use crate::game::{Board, SpawnRule};

    fn rules(size: usize) -> Rules {
        Rules {
            size,
            ..Rules::default()
        }
    }

    /// Plays `dirs` from `game`, skipping those that are not moves; the moves made.
    fn play(game: &mut GameState, record: &mut Record, dirs: &[Dir]) {
        for &dir in dirs {
            if let Some(on) = game.keep_going() {
                *game = on;
            }
            if let Some((next, _)) = game.apply(dir) {
                *game = next;
                record.push(dir);
            }
        }
    }

    #[test]
    fn a_seeded_game_replays_to_the_same_board_and_score() {
        let mut game = GameState::new(rules(4), 42);
        let mut record = Record::starting(&game, Start::Seed(42));
        assert_eq!(record.origin(), &Origin::Seed(42));
        let dirs: Vec<Dir> = (0..400).map(|i| Dir::ALL[(i * 7 + i / 3) % 4]).collect();
        play(&mut game, &mut record, &dirs);
        let states = replay(&record).unwrap();
        assert_eq!(states.len(), record.moves().len() + 1);
        assert_eq!(states.last(), Some(&game));
        assert_eq!(states[0], GameState::new(rules(4), 42));
        assert_eq!(final_state(&record).unwrap(), game);
    }

    #[test]
    fn a_seed_that_does_not_make_the_game_is_not_believed() {
        let game = GameState::new(rules(5), 1);
        let record = Record::starting(&game, Start::Seed(2));
        assert_eq!(record.origin(), &Origin::Board(game.clone()));
        assert_eq!(record.start(), game);
        let day = Day::new(2026, 11, 30).unwrap();
        let daily = GameState::new(rules(4), day.seed());
        let record = Record::starting(&daily, Start::Daily(day));
        assert_eq!(record.origin(), &Origin::Daily(day));
        assert_eq!(record.start(), daily);
    }

    #[test]
    fn the_next_game_starts_at_the_seed_restart_uses() {
        let game = GameState::new(rules(4), 9);
        let next = game.restart();
        let record = Record::starting(&next, Start::Seed(game.next_seed()));
        assert_eq!(record.origin(), &Origin::Seed(game.next_seed()));
    }

    #[test]
    fn a_game_from_a_board_replays_with_its_score_moves_and_generator() {
        let board = Board::from_values(&[[2, 2, 0], [0, 4, 0], [0, 0, 8]]).unwrap();
        let rules = Rules {
            size: 3,
            target: 16,
            spawn: SpawnRule::Scaled,
        };
        let start = GameState::from_parts(
            rules,
            board,
            120,
            33,
            Status::Playing,
            GameRng::from_seed(3),
        );
        let mut game = start.clone();
        let mut record = Record::starting(&game, Start::Board);
        play(
            &mut game,
            &mut record,
            &[Dir::Left, Dir::Up, Dir::Right, Dir::Down],
        );
        assert_eq!(record.moves().len(), 4);
        assert_eq!(game.moves(), 37);
        assert_eq!(final_state(&record).unwrap(), game);
    }

    #[test]
    fn undo_takes_the_move_out_and_counts_it() {
        let mut game = GameState::new(rules(4), 5);
        let mut record = Record::starting(&game, Start::Seed(5));
        play(
            &mut game,
            &mut record,
            &[Dir::Left, Dir::Right, Dir::Up, Dir::Down],
        );
        let kept = record.moves().to_vec();
        assert!(kept.len() >= 2, "{kept:?}");
        let states = replay(&record).unwrap();
        let n = kept.len();
        assert_eq!(record.undo(&states[n - 1]), Some(kept[n - 1]));
        assert_eq!(record.undos(), 1);
        assert_eq!(record.moves(), &kept[..n - 1]);
        assert_eq!(final_state(&record).unwrap(), states[n - 1]);
        for i in (0..n - 1).rev() {
            assert_eq!(record.undo(&states[i]), Some(kept[i]));
        }
        assert_eq!(record.undo(&states[0]), None);
        assert_eq!(record.undos(), n as u64);
        assert!(record.moves().is_empty());
    }

    #[test]
    fn a_move_that_does_not_apply_is_an_error() {
        let board = Board::from_values(&[[2, 0, 0], [0, 0, 0], [0, 0, 0]]).unwrap();
        let start = GameState::from_parts(
            rules(3),
            board,
            0,
            0,
            Status::Playing,
            GameRng::from_seed(1),
        );
        let mut record = Record::starting(&start, Start::Board);
        record.push(Dir::Up);
        assert_eq!(
            replay(&record),
            Err(ReplayError::NotAMove {
                index: 1,
                dir: Dir::Up
            })
        );
        assert_eq!(
            ReplayError::NotAMove {
                index: 1,
                dir: Dir::Up
            }
            .to_string(),
            "move 1 of the record (up) is not a move on its board"
        );
    }

    #[test]
    fn keeping_going_after_a_win_replays_as_played() {
        // One move from the target: a left merge makes 16.
        let board = Board::from_values(&[[8, 8, 0], [0, 0, 0], [2, 0, 0]]).unwrap();
        let rules = Rules {
            size: 3,
            target: 16,
            spawn: SpawnRule::Classic,
        };
        let start =
            GameState::from_parts(rules, board, 0, 0, Status::Playing, GameRng::from_seed(4));
        let mut record = Record::starting(&start, Start::Board);
        let (won, _) = start.apply(Dir::Left).unwrap();
        assert_eq!(won.status(), Status::Won);
        record.push(Dir::Left);
        assert_eq!(final_state(&record).unwrap(), won);
        record.keep_going();
        let on = won.keep_going().unwrap();
        assert_eq!(final_state(&record).unwrap(), on);
        // A move after the win plays on; undoing it leaves the win answered.
        let dir = Dir::ALL
            .into_iter()
            .find(|&d| on.apply(d).is_some())
            .unwrap();
        let (after, _) = on.apply(dir).unwrap();
        record.push(dir);
        assert_eq!(final_state(&record).unwrap(), after);
        record.undo(&on);
        assert_eq!(final_state(&record).unwrap(), on);
        // Undoing the winning move leaves no win to answer.
        record.undo(&start);
        record.push(Dir::Left);
        assert_eq!(final_state(&record).unwrap(), won);
    }

    #[test]
    fn hints_solver_moves_and_the_end_are_kept() {
        let game = GameState::new(rules(4), 8);
        let mut record = Record::starting(&game, Start::Seed(8));
        record.hint();
        record.hint();
        assert!(!record.assisted());
        record.push_solver(Dir::Left);
        record.finish(1_796_083_200);
        assert_eq!(record.hints(), 2);
        assert!(record.assisted());
        assert_eq!(record.finished(), Some(1_796_083_200));
    }

    #[test]
    fn generator_parts_round_trip() {
        let mut rng = GameRng::from_seed(77);
        rng.next_u64();
        let (state, increment) = rng_parts(&rng);
        assert_eq!(rng_of(state, increment), Some(rng));
        assert_eq!(rng_of(state, 2), None);
    }
}
