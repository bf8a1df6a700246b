//! What a state file that cannot be used still tells: its fields read one by one, in the
//! file's order, until the JSON breaks (by the store's one such reader,
//! `versioned::each_field`). A file cut short (not by this program, whose
//! writes are whole) keeps everything written before the cut: its best scores and
//! statistics, and when the cut falls after them (most of a file is its undo list), the
//! game in play and its record too. What was read and what was lost is told by part.

use serde::Deserialize;
use serde::de::{IgnoredAny, MapAccess};
use serde_json::Value;

use super::schema::{
    BestV1, FinishedV1, GameV1, Lenient, Newest, RECORD_LIMIT, StatsV1, game_from_file,
};
use super::versioned::{Fields, each_field};
use crate::game::{BestScores, FinishedGame, GameState, HISTORY_LIMIT, Record, Stats, UNDO_LIMIT};

/// A part of a state file, as a player knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Part {
    Best,
    Stats,
    Game,
    Undo,
    History,
}

impl Part {
    /// Every part, in the order a state file holds them.
    pub(crate) const ALL: [Part; 5] = [
        Part::Best,
        Part::Stats,
        Part::Game,
        Part::Undo,
        Part::History,
    ];
}

/// What could be read of a file that cannot be used whole.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Salvage {
    pub best: BestScores,
    pub best_assisted: BestScores,
    pub stats: Stats,
    /// Finished games, oldest first.
    pub history: Vec<FinishedGame>,
    /// The game in play, from a file cut short after it.
    pub game: Option<Box<InPlay>>,
    /// The parts read whole, and those the file held (or may have held, past a cut) that
    /// are lost.
    pub kept: Vec<Part>,
    pub lost: Vec<Part>,
    /// The file ends in the middle.
    pub cut: bool,
}

/// The game in play of a file, its record, and its undo list (oldest first) when whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InPlay {
    pub game: GameState,
    pub record: Option<Record>,
    pub undo: Vec<GameState>,
}

/// The fields found, each as far as it could be read.
#[derive(Default)]
struct Found {
    best: Option<BestScores>,
    best_assisted: Option<BestScores>,
    stats: Option<Stats>,
    game: Option<GameV1>,
    record: Option<String>,
    undo: Option<Vec<Value>>,
    history: Option<Vec<FinishedGame>>,
    /// The parts whose key was read.
    seen: Vec<Part>,
}

/// Reads what can be read of a state file's JSON (from where it starts).
pub(crate) fn salvage(json: &[u8], fresh_seed: &mut dyn FnMut() -> u64) -> Salvage {
    let mut found = Found::default();
    let read = each_field(json, &mut found);
    let cut = read.as_ref().is_err_and(serde_json::Error::is_eof);
    let mut salvage = Salvage {
        best: found.best.clone().unwrap_or_default(),
        best_assisted: found.best_assisted.clone().unwrap_or_default(),
        stats: found.stats.unwrap_or_default(),
        history: found.history.clone().unwrap_or_default(),
        cut,
        ..Salvage::default()
    };
    if cut {
        salvage.game = game_of(&found, fresh_seed);
    }
    let has = |part| match part {
        Part::Best => found.best.is_some(),
        Part::Stats => found.stats.is_some(),
        Part::Game => salvage.game.is_some(),
        Part::Undo => salvage.game.as_ref().is_some_and(|g| !g.undo.is_empty()),
        Part::History => found.history.is_some(),
    };
    for part in Part::ALL {
        if has(part) {
            salvage.kept.push(part);
        } else if cut || found.seen.contains(&part) {
            salvage.lost.push(part);
        }
    }
    salvage
}

/// The game in play as found, with its record and undo list when they are of it.
fn game_of(found: &Found, fresh_seed: &mut dyn FnMut() -> u64) -> Option<Box<InPlay>> {
    let (game, new_game) = game_from_file(found.game.as_ref()?, None, fresh_seed).ok()?;
    if new_game {
        return None;
    }
    let record = found
        .record
        .as_deref()
        .filter(|line| line.len() <= RECORD_LIMIT)
        .and_then(|line| Record::decode(line).ok())
        .filter(|record| record.leads_to(&game));
    // The undo list whole, or none of it.
    let undo = found
        .undo
        .iter()
        .flatten()
        .map(|v| {
            let g = GameV1::deserialize(v).ok()?;
            game_from_file(&g, Some(game.rules()), fresh_seed)
                .ok()
                .map(|(g, _)| g)
        })
        .collect::<Option<Vec<_>>>()
        .unwrap_or_default();
    Some(Box::new(InPlay { game, record, undo }))
}

/// Each field of the top-level object, noted as it is read.
impl Fields for Found {
    fn field<'de, A: MapAccess<'de>>(&mut self, key: &str, map: &mut A) -> Result<(), A::Error> {
        let part = match key {
            "best" | "best_assisted" => Some(Part::Best),
            "stats" => Some(Part::Stats),
            "game" | "record" => Some(Part::Game),
            "undo" => Some(Part::Undo),
            "history" => Some(Part::History),
            _ => None,
        };
        if let Some(part) = part
            && !self.seen.contains(&part)
        {
            self.seen.push(part);
        }
        match key {
            "best" => self.best = Some(map.next_value::<Lenient<BestV1>>()?.0.0),
            "best_assisted" => {
                self.best_assisted = Some(map.next_value::<Lenient<BestV1>>()?.0.0);
            }
            "stats" => self.stats = Some(map.next_value::<Lenient<StatsV1>>()?.0.stats()),
            "game" => self.game = GameV1::deserialize(map.next_value::<Value>()?).ok(),
            "record" => {
                self.record = map.next_value::<Value>()?.as_str().map(str::to_string);
            }
            "undo" => {
                let undo = map.next_value_seed(Newest::<Value, UNDO_LIMIT>::or_none())?;
                self.undo = Some(undo.0.into());
            }
            "history" => {
                let history = map.next_value_seed(Newest::<Value, HISTORY_LIMIT>::or_none())?;
                self.history = Some(
                    history
                        .0
                        .into_iter()
                        .filter_map(|v| FinishedV1::deserialize(v).ok())
                        .map(|h| h.finished())
                        .collect(),
                );
            }
            _ => {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok(())
    }
}
