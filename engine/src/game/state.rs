//! One moment of a game: the board, the score, the status and the generator. Immutable:
//! a move makes a new state, so undo is keeping the old one.

use std::fmt;
use std::str::FromStr;

use super::Dir;
use super::board::{Board, Pos, Slide, value_of};
use super::rng::GameRng;
use super::rules::{Rules, SpawnRule, UnknownName};

/// Where a game stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Status {
    #[default]
    Playing,
    /// The target was just reached; the player chooses to keep going or start anew.
    Won,
    /// Won earlier, and playing on.
    KeepPlaying,
    /// No move changes the board.
    Over,
}

impl Status {
    /// Every status, in the order the state file's errors list them.
    pub const ALL: [Status; 4] = [
        Status::Playing,
        Status::Won,
        Status::KeepPlaying,
        Status::Over,
    ];

    /// The name used in the state file.
    pub fn name(self) -> &'static str {
        match self {
            Status::Playing => "playing",
            Status::Won => "won",
            Status::KeepPlaying => "keep_playing",
            Status::Over => "over",
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Status {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Status::ALL
            .into_iter()
            .find(|status| status.name() == s)
            .ok_or(UnknownName)
    }
}

/// Everything that happened in one move, for drawing it: each tile's slide, the merges,
/// the new tile and the points scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Motion {
    pub dir: Dir,
    pub slides: Vec<Slide>,
    pub merges: Vec<(Pos, u64)>,
    pub spawn: Option<(Pos, u64)>,
    pub gain: u64,
}

/// The help behind the moves that led to this moment of a game: a move keeps it and adds
/// its own, and undoing the move goes back to the state before it, with the help that
/// state had.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Assist {
    /// The solver made one of the moves (autoplay): the game counts apart from the
    /// player's own.
    pub solver_moved: bool,
    /// Hints shown for the boards the moves were played on.
    pub hints: u32,
}

/// One moment of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    rules: Rules,
    board: Board,
    score: u64,
    moves: u64,
    status: Status,
    rng: GameRng,
    assist: Assist,
}

impl GameState {
    /// A new game: an empty board with two tiles spawned by a generator seeded with `seed`.
    pub fn new(rules: Rules, seed: u64) -> GameState {
        GameState::with_rng(rules, GameRng::from_seed(seed))
    }

    /// A new game drawing its two first tiles from `rng`.
    pub fn with_rng(rules: Rules, mut rng: GameRng) -> GameState {
        let mut board = Board::empty(rules.size);
        for _ in 0..2 {
            spawn(&mut board, rules.spawn, &mut rng);
        }
        GameState {
            rules,
            board,
            score: 0,
            moves: 0,
            status: Status::Playing,
            rng,
            assist: Assist::default(),
        }
    }

    /// A state put together from saved parts. The board's size wins over `rules.size`.
    pub fn from_parts(
        rules: Rules,
        board: Board,
        score: u64,
        moves: u64,
        status: Status,
        rng: GameRng,
    ) -> GameState {
        let rules = Rules {
            size: board.size(),
            ..rules
        };
        GameState {
            rules,
            board,
            score,
            moves,
            status,
            rng,
            assist: Assist::default(),
        }
    }

    /// This state with the game's help set to `assist`.
    pub fn with_assist(self, assist: Assist) -> GameState {
        GameState { assist, ..self }
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }
    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn score(&self) -> u64 {
        self.score
    }
    pub fn moves(&self) -> u64 {
        self.moves
    }
    pub fn status(&self) -> Status {
        self.status
    }
    pub fn rng(&self) -> &GameRng {
        &self.rng
    }
    pub fn assist(&self) -> Assist {
        self.assist
    }

    /// Whether the solver made moves in this game.
    pub fn assisted(&self) -> bool {
        self.assist.solver_moved
    }

    /// Whether the game has reached its target (tiles never shrink, so once reached it
    /// stays reached, through keeping going and game over).
    pub fn has_won(&self) -> bool {
        self.board.max_tile() >= self.rules.target
    }

    /// Whether moves are taken now: not while the win is waiting for an answer, not
    /// after game over.
    pub fn accepts_moves(&self) -> bool {
        matches!(self.status, Status::Playing | Status::KeepPlaying)
    }

    /// Plays a move: slide, score, spawn one tile, then settle the status. `None` when the
    /// move changes nothing or the game takes no moves now.
    pub fn apply(&self, dir: Dir) -> Option<(GameState, Motion)> {
        if !self.accepts_moves() {
            return None;
        }
        let slid = self.board.slide(dir)?;
        let mut board = slid.board;
        let mut rng = self.rng.clone();
        let spawned = spawn(&mut board, self.rules.spawn, &mut rng);
        let status = match self.status {
            Status::Playing if board.max_tile() >= self.rules.target => Status::Won,
            _ if !board.can_move() => Status::Over,
            s => s,
        };
        let next = GameState {
            rules: self.rules,
            board,
            score: self.score.saturating_add(slid.gain),
            moves: self.moves.saturating_add(1),
            status,
            rng,
            assist: self.assist,
        };
        let motion = Motion {
            dir,
            slides: slid.slides,
            merges: slid.merges,
            spawn: spawned,
            gain: slid.gain,
        };
        Some((next, motion))
    }

    /// Answers the win with "keep going": play on (or game over when no move is left).
    /// `None` unless the game is waiting on a win.
    pub fn keep_going(&self) -> Option<GameState> {
        (self.status == Status::Won).then(|| GameState {
            status: if self.board.can_move() {
                Status::KeepPlaying
            } else {
                Status::Over
            },
            ..self.clone()
        })
    }

    /// A new game with the same rules, seeded from this game's generator so that a seeded
    /// session stays reproducible across restarts.
    pub fn restart(&self) -> GameState {
        GameState::new(self.rules, self.next_seed())
    }

    /// The seed of the game [`GameState::restart`] starts (a record of it starts there).
    pub fn next_seed(&self) -> u64 {
        self.rng.clone().next_u64()
    }
}

/// Puts one new tile on a uniformly chosen empty cell; `None` when the board is full.
pub fn spawn(board: &mut Board, rule: SpawnRule, rng: &mut GameRng) -> Option<(Pos, u64)> {
    let empty = board.empty_cells();
    if empty.is_empty() {
        return None;
    }
    let pos = empty[rng.below(empty.len())];
    let exp = match rule {
        SpawnRule::Classic => {
            if rng.chance(0.9) {
                1
            } else {
                2
            }
        }
        SpawnRule::Scaled => {
            // From 2 up to a quarter of the largest tile (at least 2).
            let top = board.max_exponent().saturating_sub(2).max(1);
            1 + rng.below(usize::from(top)) as u8
        }
    };
    board.set_exponent(pos, exp);
    Some((pos, value_of(exp)))
}
