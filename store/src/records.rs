//! Finished games' records, in a file beside the state file (`state.json` keeps its
//! records in `state.records.json`): the last [`RECENT_LIMIT`] games and the best game of
//! each board size. It is written once per finished game, never with the state file, so a
//! save of the game costs the same however many records are kept. It follows the state
//! file's rules: only its lock's holder writes it, through a temporary file and a rename;
//! only a regular file is read, and at most [`RECORDS_FILE_LIMIT`] bytes of it; a damaged
//! file is moved aside as `<name>.corrupt-<unix time>`, and one from a newer program is
//! left alone. A game whose record is a line of a newer version is kept verbatim beside
//! the others, read for what it is worth (nothing) and written back as it was. Unlike the
//! state file's path, the records file's is not followed when it is a link. It is read as
//! the state file is (`versioned.rs`), the last games capped. It also counts the races,
//! apart from every other game (a race never writes the state file): each race once,
//! however often its game is kept again after an undo.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use serde_json::Value;
use serde_json::value::RawValue;

use super::fault::{Damage, KeptWrong, Place, RecordsError};
use super::schema::{Newest, RECORD_LIMIT};
use super::versioned::{self, Unusable, Versioned};
use crate::game::{Record, RecordError, Tally, final_state};

/// The version of the records file this program writes and reads.
pub const RECORDS_VERSION: u64 = 1;

/// How many of the last finished games are kept.
pub const RECENT_LIMIT: usize = 20;

/// The largest records file that is read (a larger one is damaged): more than twice the
/// largest this program writes, the last games and the best of each size with records at
/// [`RECORD_LIMIT`], about 26 MiB.
pub const RECORDS_FILE_LIMIT: u64 = 64 << 20;

/// A finished game's record and what it came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    /// When the game ended, in seconds since 1970 (0 when unknown).
    pub date: u64,
    pub size: usize,
    pub score: u64,
    pub max_tile: u64,
    /// The moves count at the end (the moves before the record began included).
    pub moves: u64,
    pub record: Record,
}

impl Kept {
    /// A finished game, its figures taken from replaying its record.
    pub fn of(record: &Record) -> Result<Kept, crate::game::ReplayError> {
        let end = final_state(record)?;
        Ok(Kept {
            date: record.finished().unwrap_or(0),
            size: end.board().size(),
            score: end.score(),
            max_tile: end.board().max_tile(),
            moves: end.moves(),
            record: record.clone(),
        })
    }
}

/// The finished games kept: those this version reads, and, kept verbatim beside them,
/// those whose record is a line of a newer version.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Records {
    /// The last finished games this version reads, oldest first.
    pub recent: Vec<Kept>,
    /// The best game (highest score, the earliest of equals) of each board size, of those
    /// this version reads.
    pub best: BTreeMap<usize, Kept>,
    /// The last games of a newer version, each as the file had it, with how many of
    /// `recent` come before it: they age out among the last games like any other.
    newer: Vec<(usize, Verbatim)>,
    /// The best game of a size, where it is of a newer version, as the file had it.
    newer_best: BTreeMap<usize, Verbatim>,
    /// The races counted: their games, those the player won (the race decided with the
    /// player ahead), their moves, hints and largest tile.
    pub races: Tally,
}

/// The counts of a race's kept game.
fn race_tally(k: &Kept) -> Tally {
    Tally {
        games: 1,
        wins: u64::from(k.record.raced().is_some_and(|r| r.won)),
        moves: k.moves,
        hints: k.record.hints(),
        best_tile: k.max_tile,
    }
}

impl Records {
    /// Adds a finished game: it is the last game now, and the best of its size if no
    /// kept game of that size scored as much. A game ended again after an undo took its
    /// end back is one game (the same name, `Record::same_game`): its new ending takes the
    /// place of the old one, among the last games and as the best of its size (where a
    /// game of the last ones that scored more than the new ending takes the best's place
    /// instead). Any other game, from the same seed or not, is a game of its own. A
    /// race's game is among the last games, never the best of its size: that is the
    /// player's own.
    pub fn add(&mut self, kept: Kept) {
        let again = |k: &Kept| k.record.same_game(&kept.record);
        let size = kept.size;
        let race = kept.record.raced().is_some();
        if race {
            // A race's game kept again is the same race: its counts take the old ones' place.
            let t = &mut self.races;
            if let Some(old) = self.recent.iter().find(|k| again(k)).map(race_tally) {
                t.games -= old.games.min(t.games);
                t.wins -= old.wins.min(t.wins);
                t.moves -= old.moves.min(t.moves);
                t.hints -= old.hints.min(t.hints);
            }
            let new = race_tally(&kept);
            t.games = t.games.saturating_add(new.games);
            t.wins = t.wins.saturating_add(new.wins);
            t.moves = t.moves.saturating_add(new.moves);
            t.hints = t.hints.saturating_add(new.hints);
            t.best_tile = t.best_tile.max(new.best_tile);
        }
        while let Some(at) = self.recent.iter().position(again) {
            self.remove_recent(at);
        }
        // A race is never the best of its size, nor of the same game as one.
        let taken_back = self.best.get(&size).is_some_and(again);
        let beaten = !race
            && match (self.best.get(&size), self.newer_best.get(&size)) {
                (Some(best), _) => kept.score > best.score,
                (None, Some(newer)) => kept.score > newer.score(),
                (None, None) => true,
            };
        self.recent.push(kept.clone());
        while self.recent.len() + self.newer.len() > RECENT_LIMIT {
            // The oldest of them all: a newer game before every other, or the first.
            match self.newer.first() {
                Some((0, _)) => {
                    self.newer.remove(0);
                }
                _ => self.remove_recent(0),
            }
        }
        if taken_back {
            // The highest of the last games of its size, the earliest of equals.
            let top = self
                .recent
                .iter()
                .filter(|k| k.size == size && k.record.raced().is_none())
                .fold(None, |top: Option<&Kept>, k| match top {
                    Some(t) if t.score >= k.score => Some(t),
                    _ => Some(k),
                })
                .cloned()
                .unwrap_or(kept);
            self.best.insert(size, top);
        } else if beaten {
            self.newer_best.remove(&size);
            self.best.insert(size, kept);
        }
    }

    /// Takes a game out of the last games (`at` among those this version reads), the
    /// newer ones after it moved up.
    fn remove_recent(&mut self, at: usize) {
        self.recent.remove(at);
        for (before, _) in &mut self.newer {
            if *before > at {
                *before -= 1;
            }
        }
    }

    /// Takes a game that is back in play out of the finished ones (a game left for a new
    /// one, then brought back by undo): it is not among the last games, nor the best of
    /// its size, until it ends again. Whether it was there.
    pub fn take_back(&mut self, record: &Record) -> bool {
        let again = |k: &Kept| k.record.same_game(record);
        let mut found = false;
        while let Some(at) = self.recent.iter().position(again) {
            self.remove_recent(at);
            found = true;
        }
        let sizes: Vec<usize> = self
            .best
            .iter()
            .filter(|(_, k)| again(k))
            .map(|(&size, _)| size)
            .collect();
        for size in sizes {
            found = true;
            self.best.remove(&size);
            // The highest of the last games of its size, the earliest of equals.
            let top = self
                .recent
                .iter()
                .filter(|k| k.size == size)
                .fold(None, |top: Option<&Kept>, k| match top {
                    Some(t) if t.score >= k.score => Some(t),
                    _ => Some(k),
                })
                .cloned();
            if let Some(top) = top {
                self.best.insert(size, top);
            }
        }
        found
    }

    /// How many of the last games are of a newer version (kept, but not read).
    pub fn newer_kept(&self) -> usize {
        self.newer.len() + self.newer_best.len()
    }

    /// The last finished game.
    pub fn last(&self) -> Option<&Kept> {
        self.recent.last()
    }

    /// How many of the last finished games are of a newer version (kept, not read).
    pub fn newer_games(&self) -> usize {
        self.newer.len()
    }

    /// The `n`-th most recent finished game (1 is the last).
    pub fn nth_recent(&self, n: usize) -> Option<&Kept> {
        n.checked_sub(1)
            .and_then(|back| self.recent.len().checked_sub(back + 1))
            .map(|i| &self.recent[i])
    }

    /// The best game of a board size.
    pub fn best(&self, size: usize) -> Option<&Kept> {
        self.best.get(&size)
    }
}

/// What became of the records file when a finished game was kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeptNote {
    /// The game was added.
    Added,
    /// The records file could not be read (`reason`); it was moved to `kept` and a new one
    /// begun with this game.
    Restarted { reason: Damage, kept: PathBuf },
}

/// The records a records file's `bytes` hold (`path` names the file in errors).
pub fn records_of(path: &Path, bytes: &[u8]) -> Result<Records, RecordsError> {
    let damaged = |damage: Damage| RecordsError::Damaged {
        path: path.to_path_buf(),
        damage,
    };
    let file = match versioned::read::<FileV1>(bytes, RECORDS_VERSION) {
        Ok(file) => file,
        Err(Unusable::Newer(version)) => {
            return Err(RecordsError::Newer {
                path: path.to_path_buf(),
                version,
            });
        }
        Err(Unusable::Damaged { reason, .. }) => return Err(damaged(reason)),
    };
    let kept =
        |entry: Box<RawValue>, place: Place| -> Result<Result<Kept, Verbatim>, RecordsError> {
            let wrong = |wrong| damaged(Damage::Kept { place, wrong });
            let k: KeptV1 = match serde_json::from_str(entry.get()) {
                Ok(k) => k,
                Err(_) if newer_line(&entry) => return Ok(Err(Verbatim(entry))),
                Err(e) => return Err(wrong(KeptWrong::Json(e.to_string()))),
            };
            if newer_line(&entry) {
                return Ok(Err(Verbatim(entry)));
            }
            if k.record.len() > RECORD_LIMIT {
                return Err(wrong(KeptWrong::TooLong));
            }
            let record = Record::decode(&k.record).map_err(|e| wrong(KeptWrong::Record(e)))?;
            Ok(Ok(Kept {
                date: k.date,
                size: k.size,
                score: k.score,
                max_tile: k.max_tile,
                moves: k.moves,
                record,
            }))
        };
    let mut records = Records::default();
    if let Some(r) = file.races {
        records.races = Tally {
            games: r.games,
            wins: r.won.min(r.games),
            moves: r.moves,
            hints: r.hints,
            best_tile: r.best_tile,
        };
    }
    for (i, entry) in file.recent.0.into_iter().enumerate() {
        match kept(entry, Place::Recent(i + 1))? {
            Ok(k) => records.recent.push(k),
            Err(newer) => records.newer.push((records.recent.len(), newer)),
        }
    }
    for (size, entry) in file.best {
        match kept(entry, Place::Best(size))? {
            Ok(k) => {
                records.best.insert(size, k);
            }
            Err(newer) => {
                records.newer_best.insert(size, newer);
            }
        }
    }
    Ok(records)
}

/// Whether a kept game's record is a line of a newer version than this program reads
/// (`tui2048-4:…`): such a game is kept as it is, whatever else its entry holds.
fn newer_line(entry: &RawValue) -> bool {
    #[derive(Deserialize)]
    struct Line {
        record: String,
    }
    serde_json::from_str::<Line>(entry.get())
        .is_ok_and(|l| matches!(Record::decode(&l.record), Err(RecordError::Newer(_))))
}

/// A kept game's entry as the file had it, byte for byte.
#[derive(Debug)]
pub struct Verbatim(Box<RawValue>);

impl Verbatim {
    /// Its score, as the entry gives it (0 when it does not).
    fn score(&self) -> u64 {
        serde_json::from_str::<Value>(self.0.get())
            .ok()
            .and_then(|v| v.get("score").and_then(Value::as_u64))
            .unwrap_or(0)
    }
}

impl Clone for Verbatim {
    fn clone(&self) -> Verbatim {
        Verbatim(self.0.clone())
    }
}

impl PartialEq for Verbatim {
    fn eq(&self, other: &Verbatim) -> bool {
        self.0.get() == other.0.get()
    }
}

impl Eq for Verbatim {}

/// An entry as it is written: a game this version reads, or one kept verbatim.
#[derive(Serialize)]
#[serde(untagged)]
enum Entry<'a> {
    Kept(KeptV1),
    Verbatim(&'a RawValue),
}

#[derive(Serialize, Deserialize)]
struct FileV1 {
    #[serde(default)]
    version: Option<Value>,
    recent: Newest<Box<RawValue>, RECENT_LIMIT>,
    best: BTreeMap<usize, Box<RawValue>>,
    /// Missing in files that count no race.
    #[serde(default)]
    races: Option<RacesV1>,
}

/// The file as it is written.
#[derive(Serialize)]
struct FileOut<'a> {
    version: u64,
    recent: Vec<Entry<'a>>,
    best: BTreeMap<usize, Entry<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    races: Option<RacesV1>,
}

/// The races' counts. `won` counts the races the player won; a file of an earlier build
/// counted in `wins` the races whose game reached its target, which says nothing of who
/// won: it is read as none won, and not written again.
#[derive(Serialize, Deserialize, Default)]
#[serde(default)]
struct RacesV1 {
    games: u64,
    won: u64,
    moves: u64,
    hints: u64,
    best_tile: u64,
}

impl Versioned for FileV1 {
    fn version(&self) -> Option<&Value> {
        self.version.as_ref()
    }
}

#[derive(Serialize, Deserialize)]
struct KeptV1 {
    date: u64,
    size: usize,
    score: u64,
    max_tile: u64,
    moves: u64,
    record: String,
}

/// A records file's bytes, as they are written.
pub fn records_to_bytes(records: &Records) -> Vec<u8> {
    let v1 = |k: &Kept| {
        Entry::Kept(KeptV1 {
            date: k.date,
            size: k.size,
            score: k.score,
            max_tile: k.max_tile,
            moves: k.moves,
            record: k.record.encode(),
        })
    };
    // The last games in their order, the newer ones where they stood.
    let mut recent = Vec::with_capacity(records.recent.len() + records.newer.len());
    let mut newer = records.newer.iter().peekable();
    for (i, k) in records.recent.iter().enumerate() {
        while let Some((_, entry)) = newer.next_if(|(before, _)| *before <= i) {
            recent.push(Entry::Verbatim(&entry.0));
        }
        recent.push(v1(k));
    }
    recent.extend(newer.map(|(_, entry)| Entry::Verbatim(&entry.0)));
    let mut best: BTreeMap<usize, Entry> = records
        .newer_best
        .iter()
        .map(|(&s, entry)| (s, Entry::Verbatim(&entry.0)))
        .collect();
    best.extend(records.best.iter().map(|(&s, k)| (s, v1(k))));
    let file = FileOut {
        version: RECORDS_VERSION,
        recent,
        best,
        races: (records.races != Tally::default()).then_some(RacesV1 {
            games: records.races.games,
            won: records.races.wins,
            moves: records.races.moves,
            hints: records.races.hints,
            best_tile: records.races.best_tile,
        }),
    };
    let mut bytes = serde_json::to_vec_pretty(&file).expect("records serialise");
    bytes.push(b'\n');
    bytes
}
#[cfg(test)]
mod tests;
