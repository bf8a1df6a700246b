//! A record as one line: `tui2048-5:`, then the bytes below and their CRC-32 in base58
//! (versions 1 to 3, read too, are in base64url: `letters.rs`). Varints are LEB128; other
//! numbers are little-endian. Each record is written in the oldest version that holds it:
//! 6 for a server's daily game (origin 3, and only it), else 5 for a record shared with
//! its claim, else 4 for a named game (every game this version begins), else 3 for a
//! race's game or one played on from a replay (the parts byte), else 2 when flag bit 6 or
//! 7 is set, else 1. docs/records.md says each field at length.
//!
//! ```text
//! size, target    1 byte each: 3 to 8; the winning tile's exponent, 3 to 63
//! flags           1 byte: bit 0 scaled spawns, 1 assisted before the record's start,
//!                 2 a win at the end kept going, 3 a finish date follows, bits 4-5 the
//!                 origin (0 a seed, 1 a day, 2 a board, 3 a server's day), 6 a try
//!                 follows, 7 the moves' help follows (bits 6-7 are 0 in version 1)
//! undos, hints    varint each (hints: those counted before the record's start)
//! finish date     varint, seconds since 1970-01-01 UTC (flag bit 3)
//! try             varint, 2 or more: which start of its game (flag bit 6)
//! parts           versions 3 to 6, 1 byte: bit 0 a race follows, 1 a start's moves, 2 the
//!                 race was won, 3 the game's name, 4 a claim; version 3 has bit 0 or 1,
//!                 version 4 bit 3 and not 4, version 5 bit 4, version 6 any; the
//!                 others are 0
//! race            (bit 0) the rival (1 byte: 0 the solver, fast; 1 strong; 2 a kept game,
//!                 its line's CRC-32 in 4 bytes), its score and moves at the end (varints)
//! start's moves   (bit 1) varint, 1 or more: the first moves kept as the record's start
//! name            (bit 3) 8 bytes, not all 0: the game's name (`GameId`)
//! claim           (bit 4) the score (varint), the largest tile's exponent (1 byte), the
//!                 player's name: its bytes' count (1 byte, at most 96) and its UTF-8
//! origin          seed: 8 bytes; day: varint, days since 1970-01-01; a server's day:
//!                 the day's varint, then the server's seed for it, 8 bytes; board:
//!                 status (1 byte), score and moves (varints), the generator (PCG32 state and
//!                 increment, 8 bytes each), size × size tile exponents row by row
//! moves           varint count, then 2 bits a move, four to a byte, the first in the
//!                 low bits: 0 up, 1 down, 2 left, 3 right; unused bits are 0
//! help            (flag bit 7) 2 bits a move, bit 0 the solver's, bit 1 hinted: packed as
//!                 the moves; versions 5 and 6 a byte first, 0 then packed or 1 then in
//!                 runs, whichever is shorter (`packing.rs`)
//! checksum        CRC-32 (IEEE 802.3, as zip and PNG use) of every byte above, 4 bytes
//! ```
//!
//! A line is read whole or not at all: each way it can be wrong is refused, saying how.

use super::bytes::{Reader, crc32, put_varint};
use super::letters::{
    LetterError, base58, base64url, from_base58, from_base64url, is_base58, is_base64url,
};
use super::packing::{pack, put_help, read_help, unpack};
use super::{Claim, GameId, Help, Origin, Raced, Record, Rival, rng_of, rng_parts};
use crate::game::daily::Day;
use crate::game::name::Name;
use crate::game::{
    Board, Dir, GameState, MAX_EXPONENT, MAX_SIZE, MIN_SIZE, Pos, Rules, SpawnRule, Status,
    exponent_of, is_valid_size, value_of,
};

/// The newest version of the text this program writes and reads (it reads every older
/// one too).
pub const TEXT_VERSION: u64 = 6;

/// The first version written in base58.
const BASE58_SINCE: u64 = 4;

/// What every record's line starts with, before its version.
pub(crate) const PREFIX: &str = "tui2048-";

/// Why a line is not a record this program can read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("not a tui2048 record: a record starts with {}", starts())]
    NotARecord,
    #[error(
        "the record is of version {0}, newer than this tui2048 reads ({TEXT_VERSION}); a newer tui2048 reads it"
    )]
    Newer(u64),
    #[error("the record is damaged: character {0} is not one a record is written in")]
    Character(usize),
    #[error("the record is cut short or damaged: it is incomplete")]
    Length,
    #[error("the record is damaged or cut short: its checksum does not match")]
    Checksum,
    #[error("the record is invalid: {0}")]
    Invalid(String),
}

/// How the line of each version this program reads starts: `tui2048-1:`, `tui2048-2:`, ….
pub fn record_starts() -> Vec<String> {
    (1..=TEXT_VERSION)
        .map(|v| format!("{PREFIX}{v}:"))
        .collect()
}

/// How every version this program reads starts: `tui2048-1:, tui2048-2: or tui2048-3:`.
fn starts() -> String {
    let all = record_starts();
    match all.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

impl Record {
    /// The record as one line of text: `tui2048-1:` and base64url bytes with a checksum.
    pub fn encode(&self) -> String {
        encode(self)
    }

    /// A record read from its line; a damaged, cut or newer line is refused whole.
    pub fn decode(line: &str) -> Result<Record, RecordError> {
        decode(line)
    }

    /// The CRC-32 of the record's line: what a race's game calls the kept game it raced.
    pub fn fingerprint(&self) -> u32 {
        crc32(self.encode().as_bytes())
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

const ORIGIN_SEED: u8 = 0;
const ORIGIN_DAY: u8 = 1;
const ORIGIN_BOARD: u8 = 2;
const ORIGIN_SERVED: u8 = 3;

/// The version a server's daily game is written in, and the only one that holds it.
const SERVED_VERSION: u64 = 6;

/// The rival of a race's game that is a kept game (0 and 1 are the solver's levels).
const RIVAL_RECORD: u8 = 2;

/// The most bytes a claim's name takes: [`NAME_LIMIT`](crate::game::NAME_LIMIT) characters
/// of at most 4 bytes each.
const NAME_BYTES: usize = 96;

/// The record's line.
pub(crate) fn encode(record: &Record) -> String {
    let rules = record.rules;
    let mut out = Vec::with_capacity(32 + record.moves.len() / 4);
    out.push(rules.size as u8);
    out.push(rules.target.trailing_zeros() as u8);
    let tried = record.tries > 1;
    let helped = record.helped.iter().any(|h| *h != Help::default());
    out.push(flags_byte(record, tried, helped));
    put_varint(&mut out, record.undos);
    put_varint(&mut out, record.hints_before);
    if let Some(date) = record.finished {
        put_varint(&mut out, date);
    }
    if tried {
        put_varint(&mut out, u64::from(record.tries));
    }
    let parts = put_parts(&mut out, record);
    put_origin(&mut out, &record.origin);
    put_varint(&mut out, record.moves.len() as u64);
    pack(&mut out, record.moves.iter().map(|&d| dir_bits(d)));
    if helped {
        let bits = |h: &Help| u8::from(h.solver) | u8::from(h.hinted) << 1;
        let bits: Vec<u8> = record.helped.iter().map(bits).collect();
        let shared = record.claim.is_some() || served(record);
        put_help(&mut out, &bits, shared);
    }
    let crc = crc32(&out);
    out.extend_from_slice(&crc.to_le_bytes());
    let version = match (record.id.is_some(), parts != 0, tried || helped) {
        _ if served(record) => SERVED_VERSION,
        _ if record.claim.is_some() => 5,
        (true, _, _) => 4,
        (false, true, _) => 3,
        (false, false, true) => 2,
        (false, false, false) => 1,
    };
    let body = if version >= BASE58_SINCE {
        base58(&out)
    } else {
        base64url(&out)
    };
    format!("{PREFIX}{version}:{body}")
}

/// Whether `record` is of a server's daily game (written in version 6 alone).
fn served(record: &Record) -> bool {
    matches!(record.origin, Origin::Served(..))
}

/// The flags byte of a record, with a try (`tried`) or the moves' help (`helped`).
fn flags_byte(record: &Record, tried: bool, helped: bool) -> u8 {
    let origin = match record.origin {
        Origin::Seed(_) => ORIGIN_SEED,
        Origin::Daily(_) => ORIGIN_DAY,
        Origin::Board(_) => ORIGIN_BOARD,
        Origin::Served(..) => ORIGIN_SERVED,
    };
    u8::from(record.rules.spawn == SpawnRule::Scaled)
        | u8::from(record.assisted_before) << 1
        | u8::from(record.kept_going) << 2
        | u8::from(record.finished.is_some()) << 3
        | origin << 4
        | u8::from(tried) << 6
        | u8::from(helped) << 7
}

/// Writes the parts byte (none when it is 0) and the parts it says follow; returns it.
fn put_parts(out: &mut Vec<u8>, record: &Record) -> u8 {
    let parts = u8::from(record.raced.is_some())
        | u8::from(record.fixed > 0) << 1
        | u8::from(record.raced.is_some_and(|r| r.won)) << 2
        | u8::from(record.id.is_some()) << 3
        | u8::from(record.claim.is_some()) << 4;
    if parts != 0 {
        out.push(parts);
    }
    if let Some(raced) = &record.raced {
        match raced.rival {
            Rival::Solver { strong } => out.push(u8::from(strong)),
            Rival::Record { crc } => {
                out.push(RIVAL_RECORD);
                out.extend_from_slice(&crc.to_le_bytes());
            }
        }
        put_varint(out, raced.score);
        put_varint(out, raced.moves);
    }
    if record.fixed > 0 {
        put_varint(out, record.fixed as u64);
    }
    if let Some(id) = record.id {
        out.extend_from_slice(&id.get().to_le_bytes());
    }
    if let Some(claim) = &record.claim {
        put_varint(out, claim.score);
        out.push(exponent_of(claim.tile).unwrap_or(0));
        let name = claim.name.as_ref().map_or("", Name::as_str);
        out.push(name.len() as u8);
        out.extend_from_slice(name.as_bytes());
    }
    parts
}

/// Writes where the game starts: its seed, its day or its board.
fn put_origin(out: &mut Vec<u8>, origin: &Origin) {
    match origin {
        Origin::Seed(seed) => out.extend_from_slice(&seed.to_le_bytes()),
        Origin::Daily(day) => put_varint(out, day.days()),
        Origin::Served(day, seed) => {
            put_varint(out, day.days());
            out.extend_from_slice(&seed.to_le_bytes());
        }
        Origin::Board(state) => {
            out.push(status_byte(state.status()));
            put_varint(out, state.score());
            put_varint(out, state.moves());
            let (s, i) = rng_parts(state.rng());
            out.extend_from_slice(&s.to_le_bytes());
            out.extend_from_slice(&i.to_le_bytes());
            let board = state.board();
            out.extend(board.positions().map(|p| board.exponent(p)));
        }
    }
}

/// The record of a line (blanks around it are ignored).
pub(crate) fn decode(line: &str) -> Result<Record, RecordError> {
    let line = line.trim();
    // The program's name, a dash and a version's digits, no more: a record cut short.
    if let Some(digits) = line.strip_prefix(PREFIX)
        && digits.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(RecordError::Length);
    }
    let rest = line.strip_prefix(PREFIX).ok_or(RecordError::NotARecord)?;
    let (version, body) = rest.split_once(':').ok_or(RecordError::NotARecord)?;
    let version_ok = !version.is_empty() && version.len() <= 19;
    let version: u64 = version
        .parse()
        .ok()
        .filter(|_| version_ok && version.bytes().all(|b| b.is_ascii_digit()))
        .ok_or(RecordError::NotARecord)?;
    if version > TEXT_VERSION {
        return Err(RecordError::Newer(version));
    }
    if version == 0 {
        return Err(RecordError::NotARecord);
    }
    let offset = line.len() - body.len();
    let letters = if version >= BASE58_SINCE {
        from_base58(body)
    } else {
        from_base64url(body)
    };
    // The last letter of a short last chunk holding more than its bytes can: the text
    // was cut (in base64url, bits past the last byte; in base58, a number too large).
    let cut = |at: usize| {
        let last = body.as_bytes()[at];
        at + 1 == body.len()
            && if version < BASE58_SINCE {
                body.len() % 4 != 0 && is_base64url(last)
            } else {
                body.len() % 11 != 0 && is_base58(last)
            }
    };
    let bytes = letters.map_err(|e| match e {
        LetterError::Character(at) if cut(at) => RecordError::Length,
        LetterError::Character(at) => RecordError::Character(offset + at + 1),
        LetterError::Length => RecordError::Length,
    })?;
    if bytes.len() < 4 {
        return Err(RecordError::Length);
    }
    let (content, sum) = bytes.split_at(bytes.len() - 4);
    if crc32(content).to_le_bytes() != sum {
        return Err(RecordError::Checksum);
    }
    parse(content, version).map_err(RecordError::Invalid)
}

/// The record in checked bytes of a version, or what is wrong with them.
fn parse(bytes: &[u8], version: u64) -> Result<Record, String> {
    let mut r = Reader { bytes, at: 0 };
    let (rules, flags) = rules_and_flags(&mut r, version)?;
    let undos = r.varint()?;
    let hints = r.varint()?;
    let finished = (flags & 1 << 3 != 0).then(|| r.varint()).transpose()?;
    let tries = (flags & 1 << 6 != 0).then(|| tries(&mut r)).transpose()?;
    let parts = parts(&mut r, version)?;
    let raced = (parts & 1 != 0).then(|| raced(&mut r, parts & 4 != 0));
    let raced = raced.transpose()?;
    let fixed = if parts & 2 != 0 {
        match r.varint()? {
            0 => return Err("a start of 0 moves is written as none".into()),
            n => n,
        }
    } else {
        0
    };
    let id = if parts & 8 != 0 {
        Some(GameId::new(r.u64()?).ok_or("the game's name is 0")?)
    } else {
        None
    };
    let claim = (parts & 16 != 0).then(|| claim(&mut r)).transpose()?;
    let kind = flags >> 4 & 3;
    if (kind == ORIGIN_SERVED) != (version == SERVED_VERSION) {
        return Err(format!("origin {kind} is not one of version {version}"));
    }
    let origin = origin(&mut r, kind, rules)?;
    let (moves, helped) = moves_and_help(&mut r, flags & 1 << 7 != 0, version)?;
    let count = moves.len();
    let mut record = Record::from_parts(rules, origin, moves);
    if let Some(helped) = helped {
        record.helped = helped;
    }
    if r.at != r.bytes.len() {
        return Err("bytes are left after the moves' help".into());
    }
    record.undos = undos;
    record.hints_before = hints;
    record.assisted_before = flags & 1 << 1 != 0;
    record.kept_going = flags & 1 << 2 != 0;
    record.finished = finished;
    record.tries = tries.unwrap_or(1);
    record.raced = raced;
    if fixed > count as u64 {
        return Err(format!(
            "a start of {fixed} moves is longer than the {count} moves"
        ));
    }
    record.fixed = fixed as usize;
    record.id = id;
    record.claim = claim;
    Ok(record)
}

/// The rules and the flags byte a record of a version opens with.
fn rules_and_flags(r: &mut Reader, version: u64) -> Result<(Rules, u8), String> {
    let size = usize::from(r.byte()?);
    let target_exp = r.byte()?;
    if !(3..=MAX_EXPONENT).contains(&target_exp) {
        return Err(format!("target exponent {target_exp} is not from 3 to 63"));
    }
    let flags = r.byte()?;
    // Each record has one way of being written: version 1 unless it needs more.
    if version == 1 && flags >> 6 != 0 {
        return Err(format!("unknown flags {flags:#04x}"));
    }
    if version == 2 && flags >> 6 == 0 {
        return Err("a record of version 2 holds a try or the moves' help".into());
    }
    let spawn = if flags & 1 != 0 {
        SpawnRule::Scaled
    } else {
        SpawnRule::Classic
    };
    if !is_valid_size(size) {
        return Err(format!(
            "board size {size} is out of range ({MIN_SIZE} to {MAX_SIZE})"
        ));
    }
    let rules = Rules {
        size,
        target: 1u64 << target_exp,
        spawn,
    };
    Ok((rules, flags))
}

/// Which start of its game a record is: 2 or more.
fn tries(r: &mut Reader) -> Result<u32, String> {
    let tries = r.varint()?;
    match u32::try_from(tries) {
        Ok(n) if n >= 2 => Ok(n),
        _ => Err(format!("try {tries} is not from 2 to {}", u32::MAX)),
    }
}

/// The parts byte of a version (0 before version 3), holding what the version may hold.
fn parts(r: &mut Reader, version: u64) -> Result<u8, String> {
    let parts = if version >= 3 { r.byte()? } else { 0 };
    let parts_ok = match version {
        3 => parts & 3 != 0 && parts >> 3 == 0,
        4 => parts & 8 != 0 && parts >> 4 == 0,
        5 => parts & 16 != 0 && parts >> 5 == 0,
        SERVED_VERSION => parts >> 5 == 0,
        _ => true,
    };
    if !parts_ok || parts & 5 == 4 {
        return Err(format!("unknown parts {parts:#04x}"));
    }
    Ok(parts)
}

/// The race a race's game was, `won` or not.
fn raced(r: &mut Reader, won: bool) -> Result<Raced, String> {
    let rival = match r.byte()? {
        0 => Rival::Solver { strong: false },
        1 => Rival::Solver { strong: true },
        RIVAL_RECORD => {
            let mut crc = [0u8; 4];
            for b in &mut crc {
                *b = r.byte()?;
            }
            Rival::Record {
                crc: u32::from_le_bytes(crc),
            }
        }
        other => return Err(format!("unknown rival {other}")),
    };
    Ok(Raced {
        rival,
        score: r.varint()?,
        moves: r.varint()?,
        won,
    })
}

/// Where the game starts, of the kind `kind` (the flags' origin bits).
fn origin(r: &mut Reader, kind: u8, rules: Rules) -> Result<Origin, String> {
    Ok(match kind {
        ORIGIN_SEED => Origin::Seed(r.u64()?),
        ORIGIN_DAY => Origin::Daily(day(r)?),
        ORIGIN_SERVED => Origin::Served(day(r)?, r.u64()?),
        ORIGIN_BOARD => Origin::Board(board_state(r, rules)?),
        other => return Err(format!("unknown origin {other}")),
    })
}

/// A day, written as the days since 1970-01-01.
fn day(r: &mut Reader) -> Result<Day, String> {
    let days = r.varint()?;
    Day::from_days(days).ok_or(format!("day {days} is past 9999"))
}

/// The moves and, when the record is `helped`, their help, which must fill what is left.
fn moves_and_help(
    r: &mut Reader,
    helped: bool,
    version: u64,
) -> Result<(Vec<Dir>, Option<Vec<Help>>), String> {
    let count = r.varint()?;
    let room = (r.bytes.len() - r.at) as u64;
    // Version 5's help takes a byte saying how it is written, and then what it takes.
    let fits = match (helped, version >= 5) {
        (true, true) => count.div_ceil(4) < room,
        (true, false) => count.div_ceil(4).checked_mul(2) == Some(room),
        (false, _) => count.div_ceil(4) == room,
    };
    if !fits {
        return Err(format!("{count} moves do not fit in {room} bytes"));
    }
    let count = count as usize;
    let moves: Vec<Dir> = unpack(r, count, "moves")?
        .into_iter()
        .map(|bits| DIRS[usize::from(bits)])
        .collect();
    if !helped {
        return Ok((moves, None));
    }
    let help = |bits: u8| Help {
        solver: bits & 1 != 0,
        hinted: bits & 2 != 0,
    };
    let help = read_help(r, count, version >= 5)?.into_iter().map(help);
    Ok((moves, Some(help.collect())))
}

/// A claim, as [`encode`] writes it.
fn claim(r: &mut Reader) -> Result<Claim, String> {
    let score = r.varint()?;
    let exp = r.byte()?;
    if exp > MAX_EXPONENT {
        return Err(format!("tile exponent {exp} is above 63"));
    }
    let len = usize::from(r.byte()?);
    if len > NAME_BYTES {
        return Err(format!(
            "a name of {len} bytes is longer than a name may be"
        ));
    }
    let bytes = r
        .bytes
        .get(r.at..r.at + len)
        .ok_or("the player's name does not fit in what is left")?;
    r.at += len;
    let name = match std::str::from_utf8(bytes).ok() {
        _ if len == 0 => None,
        Some(text) => Some(Name::exact(text).ok_or("the player's name is not one a name may be")?),
        None => return Err("the player's name is not text".into()),
    };
    Ok(Claim {
        score,
        tile: value_of(exp),
        name,
    })
}

/// The state a record from a board starts at.
fn board_state(r: &mut Reader, rules: Rules) -> Result<GameState, String> {
    let status = match r.byte()? {
        0 => Status::Playing,
        1 => Status::Won,
        2 => Status::KeepPlaying,
        3 => Status::Over,
        other => return Err(format!("unknown status {other}")),
    };
    let score = r.varint()?;
    let moves = r.varint()?;
    let (state, increment) = (r.u64()?, r.u64()?);
    let rng = rng_of(state, increment).ok_or("the generator's increment is even")?;
    let mut board = Board::empty(rules.size);
    for i in 0..rules.size * rules.size {
        let exp = r.byte()?;
        if exp > MAX_EXPONENT {
            return Err(format!("tile exponent {exp} is above 63"));
        }
        board.set_exponent(Pos::new(i / rules.size, i % rules.size), exp);
    }
    Ok(GameState::from_parts(
        rules, board, score, moves, status, rng,
    ))
}

fn status_byte(status: Status) -> u8 {
    match status {
        Status::Playing => 0,
        Status::Won => 1,
        Status::KeepPlaying => 2,
        Status::Over => 3,
    }
}

const DIRS: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

fn dir_bits(dir: Dir) -> u8 {
    match dir {
        Dir::Up => 0,
        Dir::Down => 1,
        Dir::Left => 2,
        Dir::Right => 3,
    }
}

#[cfg(test)]
mod tests;
