//! The state file's JSON shape (version 1) and its conversion to and from the game's
//! types. Parsing is pure: bytes in, a valid state or a reason out, never a panic.

use std::collections::BTreeMap;
use std::fmt::Write;

use serde::Deserialize;
use serde_json::Value;

use crate::game::{
    BestScores, Board, FinishedGame, GameRng, GameState, HISTORY_LIMIT, Rules, SpawnRule, Stats,
    Status, is_valid_target,
};

/// The format version this program writes and reads.
pub const VERSION: u64 = 1;

/// Everything the state file keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    pub best: BestScores,
    pub stats: Stats,
    pub game: GameState,
    /// Earlier states, oldest first.
    pub undo: Vec<GameState>,
    /// Finished games, oldest first.
    pub history: Vec<FinishedGame>,
}

/// Why bytes are not a state this program can use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Written by a newer program; not ours to touch.
    Newer { version: u64 },
    /// Not a usable state. `best` and `stats` are what could still be read of it.
    Invalid {
        reason: String,
        best: BestScores,
        stats: Stats,
    },
}

#[derive(Deserialize)]
struct FileV1 {
    #[serde(default)]
    best: BTreeMap<String, u64>,
    #[serde(default)]
    stats: StatsV1,
    game: GameV1,
    #[serde(default)]
    undo: Vec<GameV1>,
    #[serde(default)]
    history: Vec<FinishedV1>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct FinishedV1 {
    score: u64,
    max_tile: u64,
    moves: u64,
    size: usize,
    date: u64,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct StatsV1 {
    games: u64,
    wins: u64,
    moves: u64,
    best_tile: u64,
}

/// A game in the file. In `undo` entries the rules are written only where they differ
/// from the current game's (a game started with other flags); missing, they are the same.
#[derive(Deserialize)]
struct GameV1 {
    #[serde(default)]
    size: Option<usize>,
    #[serde(default)]
    target: Option<u64>,
    #[serde(default)]
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
}

/// The file's bytes for a state: the game laid out for a person to read (a board row per
/// line), each undo entry on one line so a full history stays small. Written by hand:
/// every string in it is a fixed name or hex digits, so nothing needs escaping.
pub fn to_bytes(saved: &Saved) -> Vec<u8> {
    let game = &saved.game;
    let rules = game.rules();
    let mut out = String::with_capacity(512 + 150 * saved.undo.len());
    let best: Vec<String> = saved
        .best
        .iter()
        .map(|(size, score)| format!("\"{size}\":{score}"))
        .collect();
    let st = saved.stats;
    let _ = write!(
        out,
        "{{\n  \"version\": {VERSION},\n  \"best\": {{{}}},\n  \"stats\": {{\"games\":{},\"wins\":{},\"moves\":{},\"best_tile\":{}}},\n",
        best.join(","),
        st.games,
        st.wins,
        st.moves,
        st.best_tile
    );
    let _ = write!(
        out,
        "  \"game\": {{\n    \"size\": {}, \"target\": {}, \"spawn\": \"{}\",\n    \"board\": [\n",
        rules.size, rules.target, rules.spawn
    );
    for (i, row) in game.board().to_values().iter().enumerate() {
        out.push_str(if i == 0 { "      " } else { ",\n      " });
        write_row(&mut out, row);
    }
    let _ = write!(
        out,
        "\n    ],\n    \"score\": {}, \"moves\": {}, \"status\": \"{}\",\n    \"rng\": \"{}\"\n  }},\n  \"undo\": [",
        game.score(),
        game.moves(),
        game.status(),
        game.rng().encode()
    );
    for (i, entry) in saved.undo.iter().enumerate() {
        out.push_str(if i == 0 { "\n    " } else { ",\n    " });
        write_entry(&mut out, entry, rules);
    }
    out.push_str(if saved.undo.is_empty() {
        "],\n"
    } else {
        "\n  ],\n"
    });
    out.push_str("  \"history\": [");
    for (i, h) in saved.history.iter().enumerate() {
        out.push_str(if i == 0 { "\n    " } else { ",\n    " });
        let _ = write!(
            out,
            "{{\"score\":{},\"max_tile\":{},\"moves\":{},\"size\":{},\"date\":{}}}",
            h.score, h.max_tile, h.moves, h.size, h.date
        );
    }
    out.push_str(if saved.history.is_empty() {
        "]\n}\n"
    } else {
        "\n  ]\n}\n"
    });
    out.into_bytes()
}

fn write_row(out: &mut String, row: &[u64]) {
    out.push('[');
    for (i, v) in row.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(out, "{v}");
    }
    out.push(']');
}

/// An undo entry on one line; its rules only where they differ from the current game's.
fn write_entry(out: &mut String, game: &GameState, current: Rules) {
    let rules = game.rules();
    out.push('{');
    if rules.size != current.size {
        let _ = write!(out, "\"size\":{},", rules.size);
    }
    if rules.target != current.target {
        let _ = write!(out, "\"target\":{},", rules.target);
    }
    if rules.spawn != current.spawn {
        let _ = write!(out, "\"spawn\":\"{}\",", rules.spawn);
    }
    out.push_str("\"board\":[");
    for (i, row) in game.board().to_values().iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_row(out, row);
    }
    let _ = write!(
        out,
        "],\"score\":{},\"moves\":{},\"status\":\"{}\",\"rng\":\"{}\"}}",
        game.score(),
        game.moves(),
        game.status(),
        game.rng().encode()
    );
}

/// Reads a state from the file's bytes. `fresh_seed` seeds a game whose generator is
/// missing from the file.
pub fn parse(bytes: &[u8], fresh_seed: &mut dyn FnMut() -> u64) -> Result<Saved, ParseError> {
    // Some editors start a file with a byte order mark; it is not part of the JSON.
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let value: Value = serde_json::from_slice(bytes).map_err(|e| invalid(format!("{e}"), None))?;
    let version = match value.get("version") {
        Some(Value::Number(n)) => n.as_u64(),
        _ => None,
    };
    match version {
        Some(v) if v > VERSION => return Err(ParseError::Newer { version: v }),
        Some(VERSION) => {}
        _ => return Err(invalid("no valid \"version\" field".into(), Some(&value))),
    }
    let file: FileV1 =
        FileV1::deserialize(&value).map_err(|e| invalid(e.to_string(), Some(&value)))?;
    let best = best_from_file(&file.best);
    let stats = stats_from_file(&file.stats);
    let game = game_from_file(&file.game, None, fresh_seed)
        .map_err(|e| invalid(format!("game: {e}"), Some(&value)))?;
    let undo = file
        .undo
        .iter()
        .enumerate()
        .map(|(i, g)| {
            game_from_file(g, Some(game.rules()), fresh_seed)
                .map_err(|e| invalid(format!("undo entry {i}: {e}"), Some(&value)))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let history = file.history.iter().map(|h| FinishedGame {
        score: h.score,
        max_tile: h.max_tile,
        moves: h.moves,
        size: h.size,
        date: h.date,
    });
    let skip = file.history.len().saturating_sub(HISTORY_LIMIT);
    Ok(Saved {
        best,
        stats,
        game,
        undo,
        history: history.skip(skip).collect(),
    })
}

fn invalid(reason: String, value: Option<&Value>) -> ParseError {
    let (best, stats) = value.map(salvage).unwrap_or_default();
    ParseError::Invalid {
        reason,
        best,
        stats,
    }
}

/// The parts of an unusable file that can still be trusted: best scores and statistics,
/// when their own shapes are right.
fn salvage(value: &Value) -> (BestScores, Stats) {
    let best = value
        .get("best")
        .and_then(|b| BTreeMap::<String, u64>::deserialize(b).ok())
        .map(|b| best_from_file(&b))
        .unwrap_or_default();
    let stats = value
        .get("stats")
        .and_then(|s| StatsV1::deserialize(s).ok())
        .map(|s| stats_from_file(&s))
        .unwrap_or_default();
    (best, stats)
}

fn valid_size_key(key: &str) -> Option<usize> {
    key.parse::<usize>()
        .ok()
        .filter(|n| (crate::game::MIN_SIZE..=crate::game::MAX_SIZE).contains(n))
}

fn best_from_file(best: &BTreeMap<String, u64>) -> BestScores {
    // A key that is not a board size is dropped, not a reason to lose the game.
    best.iter()
        .filter_map(|(k, v)| Some((valid_size_key(k)?, *v)))
        .collect()
}

fn stats_from_file(s: &StatsV1) -> Stats {
    Stats {
        games: s.games,
        wins: s.wins,
        moves: s.moves,
        best_tile: s.best_tile,
    }
}

fn game_from_file(
    g: &GameV1,
    current: Option<Rules>,
    fresh_seed: &mut dyn FnMut() -> u64,
) -> Result<GameState, String> {
    let board = Board::from_values(&g.board).map_err(|e| e.to_string())?;
    let base = current.unwrap_or_default();
    let size = g.size.unwrap_or(board.size());
    if size != board.size() {
        return Err(format!(
            "size is {size} but the board has {} rows",
            board.size()
        ));
    }
    let target = g.target.unwrap_or(base.target);
    if !is_valid_target(target) {
        return Err(format!(
            "target {target} is not a power of two of at least 8"
        ));
    }
    let spawn = match &g.spawn {
        Some(s) => s.parse::<SpawnRule>()?,
        None => base.spawn,
    };
    let status = match &g.status {
        Some(s) => s.parse::<Status>()?,
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
        return Ok(GameState::with_rng(rules, rng));
    }
    let status = settle(status, &board, target);
    Ok(GameState::from_parts(
        rules, board, g.score, g.moves, status, rng,
    ))
}

/// Makes a hand-written status agree with the board: a game with no move left is over
/// (unless it waits on a win), a game that can move is not, and a game that already has
/// its target is past its win.
fn settle(status: Status, board: &Board, target: u64) -> Status {
    match status {
        Status::Won => Status::Won,
        _ if !board.can_move() => Status::Over,
        Status::Over if board.max_tile() >= target => Status::KeepPlaying,
        Status::Over => Status::Playing,
        // The target is on the board already: that win is behind, not ahead.
        Status::Playing if board.max_tile() >= target => Status::KeepPlaying,
        s => s,
    }
}
