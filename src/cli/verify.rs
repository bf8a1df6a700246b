//! `tui2048 verify [TEXT|FILE|-]…`: every record in a text (a chat's messages pasted
//! whole, a file, standard input) found, replayed and held to what it and the words it was
//! shared with claim (the engine's `proof`), one line each in the run's language: what it
//! proves, or the first thing that is false. `--json` gives the same as an array of
//! objects with fixed keys. The exit code says it all: 0 when every record found is true,
//! 1 when one is false, 2 when there is none.

use std::process::ExitCode;

use serde::Serialize;

use super::output::{self, warn};
use super::{Error, VerifyArgs, paste};
use crate::app::grouped;
use crate::app::text::shown;
use crate::app::text::{Speaks, Texts};
use crate::settings::Language;
use tui2048_engine::game::proof::{
    Checked, Checker, Fact, Falsehood, Found, MOVES_LIMIT, RECORDS_LIMIT, find,
};
use tui2048_engine::game::{Day, Origin, Record, RecordError, SpawnRule};
use tui2048_store::clock::unix_now;

/// A record found and checked, with where it was found.
pub(super) struct Seen<'a> {
    pub found: Found<'a>,
    pub checked: Checked,
}

/// Every record of `text` checked at the clock; and, when there were more than are
/// checked, the first ones, said on standard error in `texts`' words.
pub(super) fn seen<'a>(text: &'a str, texts: &Texts) -> Vec<Seen<'a>> {
    let (found, more) = find(text, RECORDS_LIMIT);
    if more > 0 {
        warn(&texts.verify_more(RECORDS_LIMIT, more));
    }
    let mut checker = Checker::new(unix_now());
    found
        .into_iter()
        .map(|found| {
            let checked = checker.check(&found);
            Seen { found, checked }
        })
        .collect()
}

/// The exit code of records checked: 0 when all are true, 1 when one is false, 2 when
/// there is none.
pub(super) fn verdict(seen: &[Seen<'_>]) -> ExitCode {
    if seen.is_empty() {
        ExitCode::from(2)
    } else if seen.iter().all(|s| s.checked.is_true()) {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// `tui2048 verify`.
pub(crate) fn run(args: &VerifyArgs, language: Language) -> Result<ExitCode, Error> {
    output::check_open()?;
    let texts = language.texts();
    let text = paste::read(&args.text)?;
    let seen = seen(&text, texts);
    if seen.is_empty() && !args.json {
        warn(&texts.verify_none());
        return Ok(verdict(&seen));
    }
    if args.json {
        let objects: Vec<Object> = seen.iter().map(|s| object(s, texts)).collect();
        let mut json = serde_json::to_string(&objects).expect("records serialise");
        json.push('\n');
        output::json_out(&json)?;
    } else {
        let lines: String = seen.iter().map(|s| line(s, texts) + "\n").collect();
        output::say_out(&lines)?;
    }
    Ok(verdict(&seen))
}

/// What a record checked proves, or the first thing false about it, on the line it was
/// found on.
fn line(seen: &Seen<'_>, texts: &Texts) -> String {
    let at = seen.found.line;
    match (&seen.checked.record, &seen.checked.outcome) {
        (Some(record), Ok(end)) => {
            let game = game(record, texts);
            let by = texts.verify_by(player(record).as_deref());
            let figures = [
                grouped(end.score()),
                end.board().max_tile().to_string(),
                grouped(end.moves()),
            ];
            let figures = (figures, end.moves());
            texts.verify_true(at, (&game, &by), figures, &declared(record, texts))
        }
        (_, Err(why)) => texts.verify_false(at, &why_false(seen, why, texts)),
        (None, Ok(_)) => unreachable!("a record proves nothing unread"),
    }
}

/// Why a record found is false, in words: where its pieces are, for one that does not
/// read and seems broken in pieces that could not be put back together.
pub(super) fn why_false(seen: &Seen<'_>, why: &Falsehood, texts: &Texts) -> String {
    match (why, seen.found.pieces) {
        (Falsehood::Unread(_), pieces) if pieces > 0 => {
            texts.verify_in_pieces(seen.found.line, seen.found.line + pieces)
        }
        _ => said(why, texts),
    }
}

/// The game a record is of, in words.
pub(super) fn game(record: &Record, texts: &Texts) -> String {
    texts.verify_game(record.rules(), day(record))
}

/// The day of a daily game's record.
pub(super) fn day(record: &Record) -> Option<Day> {
    match record.origin() {
        Origin::Daily(day) => Some(*day),
        _ => None,
    }
}

/// The player's name a record carries, as it may be shown.
pub(super) fn player(record: &Record) -> Option<String> {
    let name = record.claim()?.name.as_ref()?;
    Some(shown(name.as_str()).into_owned())
}

/// What a record declares of its help, in words.
pub(super) fn declared(record: &Record, texts: &Texts) -> String {
    texts.verify_declared(record.undos(), record.hints(), record.assisted())
}

/// The first thing false about a record, in words.
pub(super) fn said(why: &Falsehood, texts: &Texts) -> String {
    match why {
        Falsehood::Unread(e) => texts.record_error(e),
        Falsehood::NotAMove { index, dir } => texts.verify_not_a_move(*index, *dir),
        Falsehood::DailyRules(rules) => texts.verify_daily_rules(*rules),
        Falsehood::Future(day) => texts.verify_future(*day),
        Falsehood::FinishedLater(at) => texts.verify_finished_later(Day::from_unix(*at)),
        Falsehood::Differs {
            fact,
            by,
            claimed,
            found,
        } => {
            // Points and moves as the lines to share write them.
            let written = |n: u64| match fact {
                Fact::Score | Fact::Moves => grouped(n),
                _ => n.to_string(),
            };
            texts.verify_differs((*by, *fact), &written(*claimed), &written(*found))
        }
        Falsehood::OtherDay { claimed, record } => texts.verify_other_day(*claimed, *record),
        Falsehood::Unchecked { moves } => texts.verify_unchecked(*moves, MOVES_LIMIT),
    }
}

/// A record checked as `--json` gives it: the same keys for every record, `null` where a
/// false record has no value (an unread one has none but its line).
#[derive(Serialize)]
struct Object {
    line: usize,
    valid: bool,
    problem: Option<&'static str>,
    why: Option<String>,
    version: Option<u64>,
    daily: Option<String>,
    size: Option<usize>,
    target: Option<u64>,
    spawn: Option<&'static str>,
    name: Option<String>,
    score: Option<u64>,
    tile: Option<u64>,
    moves: Option<u64>,
    undos: Option<u64>,
    hints: Option<u64>,
    assisted: Option<bool>,
    tries: Option<u32>,
    game: Option<String>,
}

fn object(seen: &Seen<'_>, texts: &Texts) -> Object {
    let record = seen.checked.record.as_deref();
    let end = seen.checked.outcome.as_ref().ok();
    let why = seen.checked.outcome.as_ref().err();
    let version = seen
        .found
        .text
        .strip_prefix("tui2048-")
        .and_then(|rest| rest.split(':').next())
        .and_then(|v| v.parse().ok());
    Object {
        line: seen.found.line,
        valid: end.is_some(),
        problem: why.map(problem),
        why: why.map(|why| why_false(seen, why, texts)),
        version,
        daily: record.and_then(day).map(|day| day.to_string()),
        size: record.map(|r| r.rules().size),
        target: record.map(|r| r.rules().target),
        spawn: record.map(|r| match r.rules().spawn {
            SpawnRule::Classic => "classic",
            SpawnRule::Scaled => "scaled",
        }),
        name: record.and_then(player),
        score: end.map(|end| end.score()),
        tile: end.map(|end| end.board().max_tile()),
        moves: end.map(|end| end.moves()),
        undos: record.map(Record::undos),
        hints: record.map(Record::hints),
        assisted: record.map(Record::assisted),
        tries: record.map(Record::tries),
        game: record
            .and_then(Record::id)
            .map(|id| format!("{:016x}", id.get())),
    }
}

/// A falsehood's name for scripts.
fn problem(why: &Falsehood) -> &'static str {
    match why {
        Falsehood::Unread(RecordError::Newer(_)) => "newer",
        Falsehood::Unread(_) => "damaged",
        Falsehood::NotAMove { .. } => "not-a-move",
        Falsehood::DailyRules(_) => "daily-rules",
        Falsehood::Future(_) => "future",
        Falsehood::FinishedLater(_) => "finished-later",
        Falsehood::Differs { fact, .. } => match fact {
            Fact::Size => "size",
            Fact::Target => "target",
            Fact::Tile => "tile",
            Fact::Score => "score",
            Fact::Moves => "moves",
            Fact::Undos => "undos",
            Fact::Tries => "tries",
        },
        Falsehood::OtherDay { .. } => "other-day",
        Falsehood::Unchecked { .. } => "unchecked",
    }
}
