//! Scores anyone can check: a record replays exactly, so the score, the largest tile and
//! the moves it reaches are proved by playing it again, with no server and no account.
//! [`find`] finds the records in any text (a chat pasted whole) with the words each was
//! shared with; a [`Checker`] replays each and holds it to what it and its words claim:
//! the record's own claim (version 5: the score and the tile), the share line's day or
//! board and its numbers, and, for a daily game, that its day has come and that it is
//! played by the daily game's rules. The first thing that is false is the answer
//! ([`Falsehood`]). There are three answers ([`Answer`]): true, false, and cannot be
//! checked here (a newer version's record, one cut short, one of more moves than one
//! record may replay): a record this version cannot read is not called false. A record
//! pasted again is replayed once, and each record replays at most [`MOVES_LIMIT`] moves,
//! declared in its bytes before any is replayed, so that one long record takes nothing
//! from the others and any text (of bounded length) is checked in a bounded time.
//!
//! A record from a board (a state file's game the game could not trace to its first
//! tiles) or played on from another game's moves proves only its own moves from there:
//! [`Record::from_first_tiles`] tells them apart.
//!
//! What a replay cannot prove: that no undo was used beyond those the record declares
//! (a player can keep a record of their best try only), nor that a person and not a
//! program chose the moves. The record declares its undos, hints and the solver's moves;
//! they are shown as declared.

mod find;
mod joined;
mod said;

pub use find::{Found, RECORDS_LIMIT, find, normalised};

use std::collections::HashMap;
use std::sync::Arc;

use super::daily::Day;
use super::record::{Origin, Record, RecordError, ReplayError, final_state};
use super::{Dir, GameState, Rules};
use said::{Game, Said};

/// A fact a claim is held to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fact {
    /// The board's size.
    Size,
    /// The winning tile.
    Target,
    /// The largest tile at the end.
    Tile,
    /// The score at the end.
    Score,
    /// The moves made.
    Moves,
    /// The undos the record declares.
    Undos,
    /// Which try of the day's game it is.
    Tries,
}

/// Who claims a fact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Claimant {
    /// The record itself (its claim, version 5).
    Record,
    /// The share line's words before it.
    Line,
}

/// Where a record starts, as a share line's day is held to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Start {
    /// The daily game of a day (the public one or a server's).
    Daily(Day),
    /// A new game of a seed.
    Seed(u64),
    /// A board.
    Board,
}

/// The first thing that is false about a record found in a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Falsehood {
    /// The record cannot be read: damaged, cut short, of a newer version.
    Unread(RecordError),
    /// A move of the record moves nothing on its board (`index` from 1).
    NotAMove { index: usize, dir: Dir },
    /// A daily game played by other rules than the daily game's.
    DailyRules(Rules),
    /// A daily game of a day still to come.
    Future(Day),
    /// A game finished at a time still to come (seconds since 1970).
    FinishedLater(u64),
    /// A daily game finished before its day began (seconds since 1970).
    FinishedBefore { day: Day, at: u64 },
    /// A record from a board whose score is more than its tiles could have made (each
    /// tile of 2ⁿ makes at most (n − 1) × 2ⁿ points as it is built from 2s).
    BoardScore { score: u64, most: u64 },
    /// A fact claimed that is not the replay's (or the record's, for what it declares).
    Differs {
        fact: Fact,
        by: Claimant,
        claimed: u64,
        found: u64,
    },
    /// The share line names the daily game of a day the record is not of.
    OtherDay { claimed: Day, record: Start },
    /// Not replayed: its moves are more than the [`MOVES_LIMIT`] moves one record may
    /// replay. It cannot be checked here, which is not false.
    Unchecked { moves: u64 },
    /// It does not read, and the lines under it seem to hold its pieces, which could not be
    /// put back together (a chat client broke it): from line `first` to `last` of its text.
    /// It cannot be checked here until a person joins them, which is not false.
    InPieces { first: usize, last: usize },
}

impl Falsehood {
    /// Whether this says only that the record cannot be checked here, not that it is
    /// false: a newer version's record, one cut short, one too long to replay.
    pub fn is_unchecked(&self) -> bool {
        matches!(
            self,
            Falsehood::Unread(RecordError::Newer(_) | RecordError::Length)
                | Falsehood::Unchecked { .. }
                | Falsehood::InPieces { .. }
        )
    }
}

/// What a check says of a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// Its moves reach what it and its words claim.
    True,
    /// Something it or its words claim is false.
    False,
    /// It cannot be checked here: this version cannot read it, or it is too long.
    Unchecked,
}

/// A record found and checked: what could be read of it, and its end as the replay
/// reaches it, or the first thing that is false.
#[derive(Clone, Debug, PartialEq)]
pub struct Checked {
    /// The record, when it could be read (one record pasted many times is held once).
    pub record: Option<Arc<Record>>,
    /// The game at the end of the record's moves, which it proves; or why it is false.
    pub outcome: Result<GameState, Falsehood>,
}

impl Checked {
    /// Whether the record is true.
    pub fn is_true(&self) -> bool {
        self.outcome.is_ok()
    }

    /// True, false, or not checked here.
    pub fn answer(&self) -> Answer {
        match &self.outcome {
            Ok(_) => Answer::True,
            Err(why) if why.is_unchecked() => Answer::Unchecked,
            Err(_) => Answer::False,
        }
    }
}

/// How long after the clock a day or a finish may be and not be still to come: clocks
/// differ, and a day starts at midnight UTC.
const CLOCKS_DIFFER: u64 = 3600;

/// The most moves one record replays (a few seconds' work): far more than any game played
/// by a person, as a record's moves are held to the bytes it holds.
pub const MOVES_LIMIT: u64 = 5_000_000;

/// A record's line read and replayed: the record, and its end or why it has none.
type Replayed = (Option<Arc<Record>>, Result<GameState, Falsehood>);

/// Checks the records of one text, at the clock `now` (seconds since 1970): each record
/// read, held to the daily game's rules and the clock, replayed (a record seen before,
/// once), and held to its claim and to its share line's words.
#[derive(Debug)]
pub struct Checker {
    now: u64,
    /// The most moves one record may replay.
    limit: u64,
    /// Each record's line read so far, and what it came to.
    seen: HashMap<String, Replayed>,
}

impl Checker {
    /// A checker at the clock `now`, replaying at most [`MOVES_LIMIT`] moves a record.
    pub fn new(now: u64) -> Checker {
        Checker::with_limit(now, MOVES_LIMIT)
    }

    /// A checker that replays at most `moves` moves of each record.
    pub fn with_limit(now: u64, moves: u64) -> Checker {
        Checker {
            now,
            limit: moves,
            seen: HashMap::new(),
        }
    }

    /// `found`, checked.
    pub fn check(&mut self, found: &Found<'_>) -> Checked {
        let (record, replayed) = match self.seen.get(found.text.as_ref()) {
            Some(seen) => seen.clone(),
            None => {
                let replayed = self.replay(&found.text);
                self.seen.insert(found.text.to_string(), replayed.clone());
                replayed
            }
        };
        let outcome = match (&record, replayed) {
            (Some(record), Ok(end)) => held(record, end, &found.said),
            (_, Err(Falsehood::Unread(_))) if found.pieces > 0 => Err(Falsehood::InPieces {
                first: found.line,
                last: found.line + found.pieces,
            }),
            (_, outcome) => outcome,
        };
        Checked { record, outcome }
    }

    /// A record's line read and replayed, within the moves one record may replay (its
    /// moves are as many as its bytes hold: the line is refused otherwise).
    fn replay(&mut self, text: &str) -> Replayed {
        let record = match Record::decode(text) {
            Ok(record) => record,
            Err(e) => return (None, Err(Falsehood::Unread(e))),
        };
        let moves = record.moves().len() as u64;
        let outcome = if moves > self.limit {
            Err(Falsehood::Unchecked { moves })
        } else {
            replayed(&record, self.now)
        };
        (Some(Arc::new(record)), outcome)
    }
}

/// The record `found`, checked on its own at the clock `now`.
pub fn check(found: &Found<'_>, now: u64) -> Checked {
    Checker::new(now).check(found)
}

/// The end `record` reaches, or the first thing false about it on its own: the daily
/// game's rules, a day or a finish still to come, a move that moves nothing, its claim.
fn replayed(record: &Record, now: u64) -> Result<GameState, Falsehood> {
    if let Some(day) = &record.origin().day() {
        if record.rules() != Rules::default() {
            return Err(Falsehood::DailyRules(record.rules()));
        }
        if day.days() > (now + CLOCKS_DIFFER) / 86_400 {
            return Err(Falsehood::Future(*day));
        }
        let began = (day.days() * 86_400).saturating_sub(CLOCKS_DIFFER);
        if let Some(at) = record.finished().filter(|&at| at < began) {
            return Err(Falsehood::FinishedBefore { day: *day, at });
        }
    }
    if let Origin::Board(start) = record.origin() {
        let most = most_score(start.board());
        if start.score() > most {
            return Err(Falsehood::BoardScore {
                score: start.score(),
                most,
            });
        }
    }
    if let Some(at) = record.finished().filter(|&at| at > now + CLOCKS_DIFFER) {
        return Err(Falsehood::FinishedLater(at));
    }
    let end = final_state(record).map_err(|e| match e {
        ReplayError::NotAMove { index, dir } => Falsehood::NotAMove { index, dir },
    })?;
    if let Some(claim) = record.claim() {
        let tile = end.board().max_tile();
        let by = Claimant::Record;
        let wrong = differs(Fact::Score, by, claim.score, end.score())
            .or_else(|| differs(Fact::Tile, by, claim.tile, tile));
        if let Some(wrong) = wrong {
            return Err(wrong);
        }
    }
    Ok(end)
}

/// The most points the tiles of `board` can have made: a tile of 2ⁿ built from 2s makes
/// (n − 1) × 2ⁿ, and no tile ever leaves the board but into a larger one.
fn most_score(board: &super::Board) -> u64 {
    let most: u128 = board
        .positions()
        .map(|p| u32::from(board.exponent(p)))
        .filter(|&n| n >= 2)
        .map(|n| u128::from(n - 1) << n)
        .sum();
    u64::try_from(most).unwrap_or(u64::MAX)
}

/// A claim of `fact` that is not what was found.
fn differs(fact: Fact, by: Claimant, claimed: u64, found: u64) -> Option<Falsehood> {
    (claimed != found).then_some(Falsehood::Differs {
        fact,
        by,
        claimed,
        found,
    })
}

/// `end`, which `record` reaches, held to the share lines `said` before it: the one right
/// before it whole (its game and its numbers), and every other that names the same game
/// (its day, or its board) by its numbers, so that no line nearby claims other figures
/// for it.
fn held(record: &Record, end: GameState, said: &[String]) -> Result<GameState, Falsehood> {
    let name = record
        .claim()
        .and_then(|c| c.name.as_ref())
        .map(|n| normalised(n.as_str()));
    let lines: Vec<Said> = said
        .iter()
        .filter_map(|words| said::read(words, name.as_deref()))
        .collect();
    let Some((nearest, others)) = lines.split_last() else {
        return Ok(end);
    };
    held_to(record, &end, nearest)?;
    for other in others.iter().filter(|other| same_game(record, other.game)) {
        held_to(record, &end, other)?;
    }
    Ok(end)
}

/// Whether a share line naming `game` speaks of `record`'s game: its day, or its board.
fn same_game(record: &Record, game: Game) -> bool {
    match (game, record.origin()) {
        (Game::Daily(claimed), origin) => origin.day() == Some(claimed),
        (Game::Board(n, m), origin) => {
            let size = record.rules().size as u64;
            origin.day().is_none() && n == size && m == size
        }
    }
}

/// `end`, which `record` reaches, held to one share line's words `said`.
fn held_to(record: &Record, end: &GameState, said: &Said) -> Result<(), Falsehood> {
    let tile = end.board().max_tile();
    let Said { game, numbers } = said;
    let game = *game;
    let line = Claimant::Line;
    let mut facts = match game {
        Game::Daily(claimed) => {
            let start = match record.origin() {
                Origin::Daily(day) | Origin::Served(day, _) => Start::Daily(*day),
                Origin::Seed(seed) => Start::Seed(*seed),
                Origin::Board(_) => Start::Board,
            };
            if start != Start::Daily(claimed) {
                return Err(Falsehood::OtherDay {
                    claimed,
                    record: start,
                });
            }
            vec![]
        }
        Game::Board(n, m) => {
            let size = record.rules().size as u64;
            if let Some(wrong) =
                differs(Fact::Size, line, n, size).or_else(|| differs(Fact::Size, line, m, size))
            {
                return Err(wrong);
            }
            vec![(Fact::Target, record.rules().target)]
        }
    };
    facts.extend([
        (Fact::Tile, tile),
        (Fact::Score, end.score()),
        (Fact::Moves, end.moves()),
        (Fact::Undos, record.undos()),
    ]);
    if matches!(game, Game::Daily(_)) {
        facts.push((Fact::Tries, u64::from(record.tries())));
    }
    let wrong = facts
        .into_iter()
        .zip(numbers.iter().copied())
        .find_map(|((fact, found), claimed)| differs(fact, line, claimed, found));
    match wrong {
        Some(wrong) => Err(wrong),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests;
