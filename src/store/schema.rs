//! The state file's JSON shape (version 1) and its conversion to and from the game's
//! types. Reading is bounded and never panics: bytes in, a valid state or a reason out.
//! The undo list and the history are cut to their limits while they are read, so a file
//! with a million undo entries costs the memory of the ones kept.

use std::collections::VecDeque;
use std::fmt::{self, Write};
use std::io::{self, BufReader, Read, Seek, SeekFrom};
use std::marker::PhantomData;

use serde::Deserialize;
use serde::de::{Deserializer, SeqAccess, Visitor};
use serde_json::Value;

use crate::game::{
    BestScores, Board, FinishedGame, GameRng, GameState, HISTORY_LIMIT, MAX_SIZE, MIN_SIZE, Rules,
    SpawnRule, Stats, Status, UNDO_LIMIT, is_valid_target,
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

/// A state read from a file, and what reading it changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    pub saved: Saved,
    /// The saved board held no tile, so a new game of its rules took its place.
    pub new_game: bool,
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
    version: Option<Value>,
    #[serde(default)]
    best: Option<Value>,
    #[serde(default)]
    stats: Option<Value>,
    game: GameV1,
    #[serde(default)]
    undo: Newest<GameV1, UNDO_LIMIT>,
    #[serde(default)]
    history: Newest<FinishedV1, HISTORY_LIMIT>,
}

/// What a file that is not a usable state may still tell: its version, and the best
/// scores and statistics, read leniently. Every other field is skipped unread.
#[derive(Deserialize)]
struct Probe {
    #[serde(default)]
    version: Option<Value>,
    #[serde(default)]
    best: Option<Value>,
    #[serde(default)]
    stats: Option<Value>,
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

/// The last `N` elements of a JSON array: older ones are dropped as they are read.
struct Newest<T, const N: usize>(VecDeque<T>);

impl<T, const N: usize> Default for Newest<T, N> {
    fn default() -> Self {
        Newest(VecDeque::new())
    }
}

impl<'de, T: Deserialize<'de>, const N: usize> Deserialize<'de> for Newest<T, N> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Last<T, const N: usize>(PhantomData<T>);
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
        }
        deserializer.deserialize_seq(Last(PhantomData))
    }
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
    read(io::Cursor::new(bytes), fresh_seed).map(|parsed| parsed.saved)
}

/// Reads a state from a file (or anything that reads and seeks), in one pass when the
/// file is good and a second, lighter one to tell its version and salvage what it can
/// when it is not.
pub fn read<R: Read + Seek>(
    mut file: R,
    fresh_seed: &mut dyn FnMut() -> u64,
) -> Result<Parsed, ParseError> {
    let start = skip_byte_order_mark(&mut file).map_err(|e| invalid(e.to_string()))?;
    let parsed = json_of::<FileV1, _>(&mut file);
    let error = match parsed {
        Ok(file) => match version_of(file.version.as_ref()) {
            Version::Newer(version) => return Err(ParseError::Newer { version }),
            Version::One => return to_parsed(file, fresh_seed),
            Version::Bad => "no valid \"version\" field".to_string(),
        },
        Err(e) => e.to_string(),
    };
    // What the file still tells: its version first, then its best scores and statistics.
    let probe = file
        .seek(SeekFrom::Start(start))
        .map_err(|e| e.to_string())
        .and_then(|_| json_of::<Probe, _>(&mut file).map_err(|e| e.to_string()));
    match probe {
        Ok(probe) => match version_of(probe.version.as_ref()) {
            Version::Newer(version) => Err(ParseError::Newer { version }),
            _ => Err(ParseError::Invalid {
                reason: error,
                best: best_of(probe.best.as_ref()),
                stats: stats_of(probe.stats.as_ref()),
            }),
        },
        Err(_) => Err(invalid(error)),
    }
}

/// The whole of a reader's JSON as `T` (nothing but white space may follow).
fn json_of<T: for<'de> Deserialize<'de>, R: Read>(file: R) -> serde_json::Result<T> {
    let mut de = serde_json::Deserializer::from_reader(BufReader::new(file));
    let value = T::deserialize(&mut de)?;
    de.end()?;
    Ok(value)
}

/// Moves past a byte order mark (some editors start a file with one; it is not part of
/// the JSON); where the JSON starts.
fn skip_byte_order_mark<R: Read + Seek>(file: &mut R) -> io::Result<u64> {
    let mut head = [0u8; 3];
    let mut got = 0;
    while got < head.len() {
        match file.read(&mut head[got..])? {
            0 => break,
            n => got += n,
        }
    }
    let start = if head[..got] == *b"\xEF\xBB\xBF" {
        3
    } else {
        0
    };
    file.seek(SeekFrom::Start(start))?;
    Ok(start)
}

/// What a file's `version` says.
enum Version {
    One,
    /// A later version: a whole number above 1 (`2` and `2.0` alike; beyond `u64`, the
    /// largest).
    Newer(u64),
    Bad,
}

fn version_of(value: Option<&Value>) -> Version {
    let Some(Value::Number(n)) = value else {
        return Version::Bad;
    };
    let whole = match (n.as_u64(), n.as_f64()) {
        (Some(v), _) => Some(v),
        (None, Some(f)) if f.fract() == 0.0 && f >= 1.0 => Some(if f >= u64::MAX as f64 {
            u64::MAX
        } else {
            f as u64
        }),
        _ => None,
    };
    match whole {
        Some(VERSION) => Version::One,
        Some(v) if v > VERSION => Version::Newer(v),
        _ => Version::Bad,
    }
}

fn to_parsed(file: FileV1, fresh_seed: &mut dyn FnMut() -> u64) -> Result<Parsed, ParseError> {
    let best = best_of(file.best.as_ref());
    let stats = stats_of(file.stats.as_ref());
    let spoilt = |reason: String| ParseError::Invalid {
        reason,
        best: best.clone(),
        stats,
    };
    let (game, new_game) =
        game_from_file(&file.game, None, fresh_seed).map_err(|e| spoilt(format!("game: {e}")))?;
    let undo = file
        .undo
        .0
        .iter()
        .enumerate()
        .map(|(i, g)| {
            game_from_file(g, Some(game.rules()), fresh_seed)
                .map(|(g, _)| g)
                .map_err(|e| spoilt(format!("undo entry {i}: {e}")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let history = file
        .history
        .0
        .iter()
        .map(|h| FinishedGame {
            score: h.score,
            max_tile: h.max_tile,
            moves: h.moves,
            size: h.size,
            date: h.date,
        })
        .collect();
    Ok(Parsed {
        saved: Saved {
            best,
            stats,
            game,
            undo,
            history,
        },
        new_game,
    })
}

fn invalid(reason: String) -> ParseError {
    ParseError::Invalid {
        reason,
        best: BestScores::new(),
        stats: Stats::default(),
    }
}

/// The best scores of a file, one by one: an entry that is not a board size with a whole
/// number is dropped, the others kept.
fn best_of(value: Option<&Value>) -> BestScores {
    let Some(Value::Object(map)) = value else {
        return BestScores::new();
    };
    map.iter()
        .filter_map(|(size, score)| {
            let size = size
                .parse::<usize>()
                .ok()
                .filter(|n| (MIN_SIZE..=MAX_SIZE).contains(n))?;
            Some((size, score.as_u64()?))
        })
        .collect()
}

/// The statistics of a file, field by field: one that is not a whole number counts as 0.
fn stats_of(value: Option<&Value>) -> Stats {
    let Some(Value::Object(map)) = value else {
        return Stats::default();
    };
    let field = |name: &str| map.get(name).and_then(Value::as_u64).unwrap_or(0);
    Stats {
        games: field("games"),
        wins: field("wins"),
        moves: field("moves"),
        best_tile: field("best_tile"),
    }
}

/// A game of the file, and whether its board was empty (a new game took its place).
fn game_from_file(
    g: &GameV1,
    current: Option<Rules>,
    fresh_seed: &mut dyn FnMut() -> u64,
) -> Result<(GameState, bool), String> {
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
        return Ok((GameState::with_rng(rules, rng), true));
    }
    let status = settle(status, &board, target);
    Ok((
        GameState::from_parts(rules, board, g.score, g.moves, status, rng),
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
