//! The state file's shape (version 1), as serde types that both write it and read it,
//! and their conversion to and from the game's types. Reading is lenient where a fact can
//! be dropped alone (a bad best score, a bad statistic) and strict where a game would be
//! wrong; the undo list and the history keep only their newest entries as they are read.

use std::collections::{BTreeMap, VecDeque};
use std::fmt;
use std::marker::PhantomData;

use serde::de::{
    DeserializeOwned, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Unexpected,
    Visitor,
};
use serde::{Deserialize, Serialize, Serializer};
use serde_json::Value;

use super::fault::GameWrong;
use super::versioned::Versioned;

use crate::game::{
    Assist, BestScores, Board, Day, FinishedGame, GameRng, GameState, HISTORY_LIMIT, Record, Rules,
    Run, SpawnRule, Stats, Status, Streak, Tally, UNDO_LIMIT, is_valid_size, is_valid_target,
};

/// The format version this program writes and reads.
pub const VERSION: u64 = 1;

/// The longest record line a state file or the records file keeps: about 1.5 million
/// moves with the help behind each, 3 million without, where a 4×4 game ends within about
/// 120,000. A longer record is neither written nor read; its game is.
pub const RECORD_LIMIT: usize = 1 << 20;

/// How many of the games a new game took the place of (those `u` brings back) keep their
/// records in the state file: the newest, as many of them as fit in `EARLIER_BYTES`.
pub const EARLIER_SAVED: usize = 10;

/// The most the records of the games a new game took the place of take in the state file,
/// together.
pub(crate) const EARLIER_BYTES: usize = 2 << 20;

/// Everything the state file keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// The player's own best scores.
    pub best: BestScores,
    /// The best scores of assisted games.
    pub best_assisted: BestScores,
    /// The counts as the file holds them: the game in play among them.
    pub stats: Stats,
    pub game: GameState,
    /// Earlier states, oldest first.
    pub undo: Vec<GameState>,
    /// Finished games, oldest first.
    pub history: Vec<FinishedGame>,
    /// The record of the game in play, when the file holds one that leads to it.
    pub record: Option<Record>,
}

/// The file. `version` is any JSON value when read (a newer program's file must be told
/// apart before anything else of it is trusted).
#[derive(Serialize, Deserialize)]
pub(super) struct FileV1 {
    #[serde(default)]
    pub version: Option<Value>,
    #[serde(default)]
    pub best: Lenient<BestV1>,
    #[serde(default, skip_serializing_if = "Lenient::is_empty")]
    pub best_assisted: Lenient<BestV1>,
    #[serde(default)]
    pub stats: Lenient<StatsV1>,
    pub game: GameV1,
    /// The game's record, as its line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<String>,
    #[serde(default)]
    pub undo: Newest<GameV1, UNDO_LIMIT>,
    #[serde(default)]
    pub history: Newest<FinishedV1, HISTORY_LIMIT>,
    /// The records of the games a new game took the place of, as their lines, oldest
    /// first: undoing the new game brings the game back with its record.
    #[serde(default, skip_serializing_if = "Newest::is_empty")]
    pub earlier: Newest<String, EARLIER_SAVED>,
}

/// Best scores by board size. An entry that is not a playable size with a whole number is
/// dropped when read, the others kept.
#[derive(Default)]
pub(super) struct BestV1(pub BestScores);

/// The counts of the player's own games, the game in play included, and those of the
/// assisted games apart (missing in files of earlier versions: their games are the
/// player's own).
#[derive(Serialize, Deserialize, Default)]
pub(super) struct StatsV1 {
    #[serde(flatten)]
    own: TallyV1,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    assisted: Option<Lenient<TallyV1>>,
    /// The daily game's streaks (in the daily game's file; missing before they were kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    streak: Option<Lenient<StreakV1>>,
}

/// The daily game's two streaks.
#[derive(Serialize, Deserialize, Default)]
#[serde(default)]
pub(super) struct StreakV1 {
    finished: Lenient<RunV1>,
    won: Lenient<RunV1>,
}

/// Days in a row: how many, the last (`YYYY-MM-DD`; a run without one is over), and the
/// most there ever were.
#[derive(Serialize, Deserialize, Default)]
pub(super) struct RunV1 {
    #[serde(default, deserialize_with = "whole_or_zero_u32")]
    days: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    last: Option<Value>,
    #[serde(default, deserialize_with = "whole_or_zero_u32")]
    longest: u32,
}

impl RunV1 {
    fn of(run: &Run) -> RunV1 {
        RunV1 {
            days: run.days,
            last: run.last.map(|d| Value::String(d.to_string())),
            longest: run.longest,
        }
    }

    fn run(&self) -> Run {
        let last = self
            .last
            .as_ref()
            .and_then(Value::as_str)
            .and_then(|s| s.parse::<Day>().ok());
        let days = if last.is_some() { self.days } else { 0 };
        Run {
            days,
            last,
            longest: self.longest.max(days),
        }
    }
}

#[derive(Serialize, Deserialize, Default)]
pub(super) struct TallyV1 {
    #[serde(default, deserialize_with = "whole_or_zero")]
    games: u64,
    #[serde(default, deserialize_with = "whole_or_zero")]
    wins: u64,
    #[serde(default, deserialize_with = "whole_or_zero")]
    moves: u64,
    #[serde(default, deserialize_with = "whole_or_zero")]
    best_tile: u64,
    #[serde(
        default,
        deserialize_with = "whole_or_zero",
        skip_serializing_if = "is_zero"
    )]
    hints: u64,
}

#[derive(Serialize, Deserialize, Default)]
#[serde(default)]
pub(super) struct FinishedV1 {
    score: u64,
    max_tile: u64,
    moves: u64,
    size: usize,
    date: u64,
    #[serde(skip_serializing_if = "is_false")]
    assisted: bool,
    #[serde(skip_serializing_if = "is_zero_u32")]
    hints: u32,
}

/// A game. In `undo` entries the rules are written only where they differ from the
/// current game's (a game started with other flags); missing, they are the same.
#[derive(Serialize, Deserialize)]
pub(super) struct GameV1 {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    size: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    target: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    spawn: Option<String>,
    board: Vec<Vec<u64>>,
    #[serde(default)]
    score: u64,
    #[serde(default)]
    moves: u64,
    #[serde(default)]
    status: Option<String>,
    #[serde(default)]
    rng: Option<Value>,
    /// The solver made moves in this game.
    #[serde(
        default,
        deserialize_with = "true_or_false",
        skip_serializing_if = "is_false"
    )]
    assisted: bool,
    /// Hints shown in this game.
    #[serde(
        default,
        deserialize_with = "whole_or_zero_u32",
        skip_serializing_if = "is_zero_u32"
    )]
    hints: u32,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

fn is_zero_u32(n: &u32) -> bool {
    *n == 0
}

/// `true` for JSON's `true`, anything else `false`.
fn true_or_false<'de, D: Deserializer<'de>>(deserializer: D) -> Result<bool, D::Error> {
    Ok(Value::deserialize(deserializer)? == Value::Bool(true))
}

fn whole_or_zero_u32<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u32, D::Error> {
    let n = Value::deserialize(deserializer)?.as_u64().unwrap_or(0);
    Ok(u32::try_from(n).unwrap_or(u32::MAX))
}

/// An object read leniently: anything but an object of the right shape is the default.
#[derive(Default)]
pub(super) struct Lenient<T>(pub T);

impl<'de, T: DeserializeOwned + Default> Deserialize<'de> for Lenient<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(deserializer)?;
        let read = match value {
            Value::Object(_) => T::deserialize(value).unwrap_or_default(),
            _ => T::default(),
        };
        Ok(Lenient(read))
    }
}

impl Lenient<BestV1> {
    fn is_empty(&self) -> bool {
        self.0.0.is_empty()
    }
}

impl<T: Serialize> Serialize for Lenient<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

fn whole_or_zero<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
    Ok(Value::deserialize(deserializer)?.as_u64().unwrap_or(0))
}

impl<'de> Deserialize<'de> for BestV1 {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let map = BTreeMap::<String, Value>::deserialize(deserializer)?;
        Ok(BestV1(
            map.iter()
                .filter_map(|(size, score)| {
                    let size = size.parse().ok().filter(|&n| is_valid_size(n))?;
                    Some((size, score.as_u64()?))
                })
                .collect(),
        ))
    }
}

impl Serialize for BestV1 {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Sizes are the keys, as text ("4"), as JSON has it.
        serializer.collect_map(self.0.iter().map(|(size, score)| (size.to_string(), score)))
    }
}

/// The last `N` elements of a list: older ones are dropped as they are read, so that a
/// list longer than the program writes costs the time to read it and none of the memory.
pub(super) struct Newest<T, const N: usize>(pub VecDeque<T>);

impl<T, const N: usize> Default for Newest<T, N> {
    fn default() -> Self {
        Newest(VecDeque::new())
    }
}

impl<T, const N: usize> Newest<T, N> {
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Reads as [`Newest`] does, but anything other than a list as no entry (for what is
    /// read of a damaged file).
    pub(super) fn or_none() -> Last<T, N> {
        Last {
            lenient: true,
            kind: PhantomData,
        }
    }
}

impl<T: Serialize, const N: usize> Serialize for Newest<T, N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(&self.0)
    }
}

impl<'de, T: Deserialize<'de>, const N: usize> Deserialize<'de> for Newest<T, N> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let strict = Last {
            lenient: false,
            kind: PhantomData,
        };
        strict.deserialize(deserializer)
    }
}

/// How a [`Newest`] is read: a list, its newest `N` kept; anything else an error, or,
/// when `lenient`, no entry.
pub(super) struct Last<T, const N: usize> {
    lenient: bool,
    kind: PhantomData<T>,
}

impl<'de, T: Deserialize<'de>, const N: usize> DeserializeSeed<'de> for Last<T, N> {
    type Value = Newest<T, N>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Newest<T, N>, D::Error> {
        if self.lenient {
            deserializer.deserialize_any(self)
        } else {
            deserializer.deserialize_seq(self)
        }
    }
}

impl<T, const N: usize> Last<T, N> {
    /// No entry, for a value that is not a list (`what` it is instead).
    fn none<E: serde::de::Error>(&self, what: Unexpected) -> Result<Newest<T, N>, E> {
        if self.lenient {
            Ok(Newest::default())
        } else {
            Err(E::invalid_type(what, &"a list"))
        }
    }
}

impl<'de, T: Deserialize<'de>, const N: usize> Visitor<'de> for Last<T, N> {
    type Value = Newest<T, N>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut kept = VecDeque::with_capacity(N.min(64));
        while let Some(item) = seq.next_element()? {
            if kept.len() == N {
                kept.pop_front();
            }
            if N > 0 {
                kept.push_back(item);
            }
        }
        Ok(Newest(kept))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        if self.lenient {
            while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        }
        self.none(Unexpected::Map)
    }

    fn visit_bool<E: serde::de::Error>(self, v: bool) -> Result<Self::Value, E> {
        self.none(Unexpected::Bool(v))
    }

    fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Self::Value, E> {
        self.none(Unexpected::Signed(v))
    }

    fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Self::Value, E> {
        self.none(Unexpected::Unsigned(v))
    }

    fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<Self::Value, E> {
        self.none(Unexpected::Float(v))
    }

    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Self::Value, E> {
        self.none(Unexpected::Str(v))
    }

    fn visit_unit<E: serde::de::Error>(self) -> Result<Self::Value, E> {
        self.none(Unexpected::Unit)
    }
}

impl Versioned for FileV1 {
    fn version(&self) -> Option<&Value> {
        self.version.as_ref()
    }
}

impl FileV1 {
    /// The file of a state, with the records of the games a new game took the place of
    /// (oldest first; the newest [`EARLIER_SAVED`] that fit in [`EARLIER_BYTES`] are kept).
    pub(crate) fn of(saved: &Saved, earlier: &[Record]) -> FileV1 {
        let rules = saved.game.rules();
        FileV1 {
            version: Some(VERSION.into()),
            best: Lenient(BestV1(saved.best.clone())),
            best_assisted: Lenient(BestV1(saved.best_assisted.clone())),
            stats: Lenient(StatsV1::of(&saved.stats)),
            game: GameV1::of(&saved.game, None),
            // A record too long to keep is left out: the game is what counts.
            record: saved
                .record
                .as_ref()
                .map(Record::encode)
                .filter(|line| line.len() <= RECORD_LIMIT),
            undo: Newest(
                saved
                    .undo
                    .iter()
                    .map(|g| GameV1::of(g, Some(rules)))
                    .collect(),
            ),
            history: Newest(saved.history.iter().map(FinishedV1::of).collect()),
            earlier: Newest(earlier_lines(earlier)),
        }
    }
}

/// The lines of the newest of `earlier` that the file keeps, oldest first.
fn earlier_lines(earlier: &[Record]) -> VecDeque<String> {
    let mut lines = VecDeque::new();
    let mut bytes = 0;
    for line in earlier.iter().rev().map(Record::encode) {
        if lines.len() == EARLIER_SAVED || bytes + line.len() > EARLIER_BYTES {
            break;
        }
        bytes += line.len();
        lines.push_front(line);
    }
    lines
}

impl GameV1 {
    /// A game of the file; its rules left out where they are `current`'s.
    fn of(game: &GameState, current: Option<Rules>) -> GameV1 {
        let rules = game.rules();
        let differs = |same: bool| current.is_none() || !same;
        let current = current.unwrap_or(rules);
        GameV1 {
            size: differs(rules.size == current.size).then_some(rules.size),
            target: differs(rules.target == current.target).then_some(rules.target),
            spawn: differs(rules.spawn == current.spawn).then(|| rules.spawn.to_string()),
            board: game.board().to_values(),
            score: game.score(),
            moves: game.moves(),
            status: Some(game.status().name().to_string()),
            rng: Some(Value::String(game.rng().encode())),
            assisted: game.assisted(),
            hints: game.assist().hints,
        }
    }
}

impl FinishedV1 {
    fn of(g: &FinishedGame) -> FinishedV1 {
        FinishedV1 {
            score: g.score,
            max_tile: g.max_tile,
            moves: g.moves,
            size: g.size,
            date: g.date,
            assisted: g.assisted,
            hints: g.hints,
        }
    }

    pub(crate) fn finished(&self) -> FinishedGame {
        FinishedGame {
            score: self.score,
            max_tile: self.max_tile,
            moves: self.moves,
            size: self.size,
            date: self.date,
            assisted: self.assisted,
            hints: self.hints,
        }
    }
}

impl StatsV1 {
    fn of(stats: &Stats) -> StatsV1 {
        let assisted = stats.assisted;
        let streak = stats.daily;
        StatsV1 {
            own: TallyV1::of(&stats.own),
            assisted: (assisted != Tally::default()).then(|| Lenient(TallyV1::of(&assisted))),
            streak: (streak != Streak::default()).then(|| {
                Lenient(StreakV1 {
                    finished: Lenient(RunV1::of(&streak.finished)),
                    won: Lenient(RunV1::of(&streak.won)),
                })
            }),
        }
    }

    /// The counts as written, the game in play included; more wins than games corrected.
    pub(crate) fn stats(&self) -> Stats {
        let mut stats = Stats {
            own: self.own.tally(),
            assisted: self
                .assisted
                .as_ref()
                .map(|a| a.0.tally())
                .unwrap_or_default(),
            daily: self
                .streak
                .as_ref()
                .map(|s| Streak {
                    finished: s.0.finished.0.run(),
                    won: s.0.won.0.run(),
                })
                .unwrap_or_default(),
        };
        stats.own.correct();
        stats.assisted.correct();
        stats
    }
}

impl TallyV1 {
    fn of(t: &Tally) -> TallyV1 {
        TallyV1 {
            games: t.games,
            wins: t.wins,
            moves: t.moves,
            best_tile: t.best_tile,
            hints: t.hints,
        }
    }

    fn tally(&self) -> Tally {
        Tally {
            games: self.games,
            wins: self.wins,
            moves: self.moves,
            hints: self.hints,
            best_tile: self.best_tile,
        }
    }
}

/// A game of the file, and whether its board was empty (a new game took its place).
pub(super) fn game_from_file(
    g: &GameV1,
    current: Option<Rules>,
    fresh_seed: &mut dyn FnMut() -> u64,
) -> Result<(GameState, bool), GameWrong> {
    let board = Board::from_values(&g.board).map_err(GameWrong::Board)?;
    let base = current.unwrap_or_default();
    let size = g.size.unwrap_or(board.size());
    if size != board.size() {
        return Err(GameWrong::Size {
            size,
            rows: board.size(),
        });
    }
    let target = g.target.unwrap_or(base.target);
    if !is_valid_target(target) {
        return Err(GameWrong::Target(target));
    }
    let spawn = match &g.spawn {
        Some(s) => s
            .parse::<SpawnRule>()
            .map_err(|_| GameWrong::Spawn(s.clone()))?,
        None => base.spawn,
    };
    let status = match &g.status {
        Some(s) => s
            .parse::<Status>()
            .map_err(|_| GameWrong::Status(s.clone()))?,
        None => Status::Playing,
    };
    let rng = match &g.rng {
        Some(Value::String(s)) => GameRng::decode(s).unwrap_or_else(|| GameRng::from_text(s)),
        Some(Value::Number(n)) => match n.as_u64() {
            Some(seed) => GameRng::from_seed(seed),
            None => GameRng::from_text(&n.to_string()),
        },
        _ => GameRng::from_seed(fresh_seed()),
    };
    let rules = Rules {
        size,
        target,
        spawn,
    };
    if board.max_tile() == 0 {
        // Nothing to play with: start this variant afresh rather than a game no move can change.
        return Ok((GameState::with_rng(rules, rng), true));
    }
    let status = settle(status, &board, target);
    let assist = Assist {
        solver_moved: g.assisted,
        hints: g.hints,
    };
    Ok((
        GameState::from_parts(rules, board, g.score, g.moves, status, rng).with_assist(assist),
        false,
    ))
}

/// Makes a saved status agree with the board: a game with no move left is over (unless
/// it waits on a win), a game that can move is not, a win needs its target on the board,
/// and a game that already has its target is past its win.
fn settle(status: Status, board: &Board, target: u64) -> Status {
    let reached = board.max_tile() >= target;
    match status {
        Status::Won if reached => Status::Won,
        _ if !board.can_move() => Status::Over,
        _ if reached && status != Status::Won => Status::KeepPlaying,
        _ => Status::Playing,
    }
}

#[cfg(test)]
mod tests {
    use super::Newest;

    fn newest<const N: usize>(text: &str) -> Vec<u32> {
        let kept: Newest<u32, N> = serde_json::from_str(text).expect("a list of numbers");
        kept.0.into_iter().collect()
    }

    #[test]
    fn a_list_read_keeps_its_newest_n_entries_in_order() {
        assert_eq!(newest::<3>("[1,2,3,4,5]"), [3, 4, 5]);
        assert_eq!(newest::<3>("[1,2]"), [1, 2]);
        assert_eq!(newest::<1>("[7,8,9]"), [9]);
        assert_eq!(newest::<0>("[1,2]"), Vec::<u32>::new());
        assert_eq!(newest::<0>("[]"), Vec::<u32>::new());
    }
}
