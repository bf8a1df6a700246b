//! `tui2048 verify [TEXT|FILE|-]…`: every record in a text (a chat's messages pasted
//! whole, a file, standard input) found, replayed and held to what it and the words it was
//! shared with claim (the engine's `proof`), one line each in the run's language: what it
//! proves (and where its moves start, when it is not its game's first tiles), the first
//! thing that is false, or why it cannot be checked here. `--json` gives the same as one
//! object: the count of each answer, and the records as objects with fixed keys. The exit code says it all: 0 when every record that
//! could be checked is true and one was, 1 when one is false, 2 when none could be checked
//! (or none was found), 74 when the text could not be read or the answer written.

use std::process::ExitCode;

use std::collections::HashSet;

use serde::Serialize;

use super::output::{self, warn};
use super::paste::{From, Source};
use super::{Error, VerifyArgs, paste};
use tui2048_app::grouped;
use tui2048_app::settings::Language;
use tui2048_app::text::shown;
use tui2048_app::text::{Speaks, Texts};
use tui2048_engine::game::proof::{
    Answer, Checked, Checker, Fact, Falsehood, Found, MOVES_LIMIT, RECORDS_LIMIT, find,
};
use tui2048_engine::game::{Began, Day, Origin, Record, RecordError, SpawnRule};
use tui2048_store::clock::unix_now;

/// A record found and checked, with where it was found: its line in its source, and
/// where it was found in words.
pub(super) struct Seen<'a> {
    pub found: Found<'a>,
    /// Which source it was found in (from 0).
    pub source: usize,
    /// Where it was found, in words: its line, after its source's name when there were
    /// several.
    pub at: String,
    pub checked: Checked,
}

/// Every record of the `sources` checked at the clock, their lines numbered in each; and,
/// when there were more different ones than are checked, the first ones, said on standard
/// error in `texts`' words.
pub(super) fn seen<'a>(sources: &'a [Source], texts: &Texts) -> Vec<Seen<'a>> {
    let mut checker = Checker::new(unix_now());
    let (mut left, mut more) = (RECORDS_LIMIT, 0);
    let mut seen = Vec::new();
    for (i, source) in sources.iter().enumerate() {
        let (found, beyond) = find(&source.text, left);
        more += beyond;
        let distinct: HashSet<&str> = found.iter().map(|f| f.text.as_ref()).collect();
        left = left.saturating_sub(distinct.len());
        let name = match &source.from {
            From::File(path) => ("file", shown(path).into_owned(), 0),
            From::Stdin => ("stdin", String::new(), 0),
            From::Text(index) => ("text", String::new(), *index),
        };
        for found in found {
            let checked = checker.check(&found);
            let (kind, path, index) = &name;
            let named = (sources.len() > 1).then_some((*kind, path.as_str(), *index));
            let at = texts.verify_where(found.line, named);
            seen.push(Seen {
                found,
                source: i,
                at,
                checked,
            });
        }
    }
    if more > 0 {
        warn(&texts.verify_more(RECORDS_LIMIT, more));
    }
    seen
}

/// The exit code of records checked: 1 when one is false; else 0 when one is true (the
/// others not checkable here); 2 when none could be checked, or there is none.
pub(super) fn verdict(seen: &[Seen<'_>]) -> ExitCode {
    ExitCode::from(verdict_code(seen))
}

/// [`verdict`] as a number.
pub(super) fn verdict_code(seen: &[Seen<'_>]) -> u8 {
    let answered = |answer| seen.iter().any(|s| s.checked.answer() == answer);
    if answered(Answer::False) {
        1
    } else if answered(Answer::True) {
        0
    } else {
        2
    }
}

/// What a command over the text of a stream answers: its lines, what it says beside them
/// (standard error's), and its exit code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answered {
    pub out: String,
    pub err: String,
    pub code: u8,
}

/// What `tui2048 verify -` answers of `text` in `language` (its lines, not its JSON):
/// for a server's `verify`, which reads a stream as `tui2048 verify` reads standard input.
pub fn answer_text(text: String, language: Language) -> Answered {
    let texts = language.texts();
    let sources = [Source {
        from: From::Stdin,
        text,
    }];
    let seen = seen(&sources, texts);
    let err = if seen.is_empty() {
        format!("{}\n", texts.verify_none())
    } else {
        String::new()
    };
    Answered {
        out: seen.iter().map(|s| line(s, texts) + "\n").collect(),
        err,
        code: verdict_code(&seen),
    }
}

/// `tui2048 verify`.
pub(crate) fn run(args: &VerifyArgs, language: Language) -> Result<ExitCode, Error> {
    answer(args, language).map_err(Error::io)
}

fn answer(args: &VerifyArgs, language: Language) -> Result<ExitCode, Error> {
    output::check_open()?;
    let texts = language.texts();
    let sources = paste::read(&args.text)?;
    let seen = seen(&sources, texts);
    if seen.is_empty() {
        warn(&texts.verify_none());
    }
    if seen.is_empty() && !args.json {
        return Ok(verdict(&seen));
    }
    if args.json {
        let records: Vec<Object> = seen.iter().map(|s| object(s, texts)).collect();
        let count = |answer| seen.iter().filter(|s| s.checked.answer() == answer).count();
        let answers = Answers {
            true_: count(Answer::True),
            false_: count(Answer::False),
            unchecked: count(Answer::Unchecked),
            records,
        };
        let mut json = serde_json::to_string(&answers).expect("records serialise");
        json.push('\n');
        output::json_out(&json)?;
    } else {
        let lines: String = seen.iter().map(|s| line(s, texts) + "\n").collect();
        output::say_out(&lines)?;
    }
    Ok(verdict(&seen))
}

/// What a record checked proves, the first thing false about it, or why it cannot be
/// checked here, on the line it was found on.
fn line(seen: &Seen<'_>, texts: &Texts) -> String {
    let at = seen.at.as_str();
    match (&seen.checked.record, &seen.checked.outcome) {
        (_, Err(why)) if why.is_unchecked() => texts.verify_unknown(at, &said(why, texts)),
        (Some(record), Ok(end)) => {
            let game = game(record, texts);
            let by = texts.verify_by(player(record).as_deref());
            let figures = [
                grouped(end.score()),
                end.board().max_tile().to_string(),
                grouped(end.moves()),
            ];
            let figures = (figures, end.moves());
            let start = (at, record.began());
            texts.verify_true(start, (&game, &by), figures, &declared(record, texts))
        }
        (_, Err(why)) => texts.verify_false(at, &said(why, texts)),
        (None, Ok(_)) => unreachable!("a record proves nothing unread"),
    }
}

/// The game a record is of, in words.
pub(super) fn game(record: &Record, texts: &Texts) -> String {
    texts.verify_game(record.rules(), record.origin())
}

/// The day of a daily game's record (the public daily game's, or a server's).
pub(super) fn day(record: &Record) -> Option<Day> {
    record.origin().day()
}

/// The seed a server dealt a daily game's record from; none for any other record.
pub(super) fn served(record: &Record) -> Option<u64> {
    match record.origin() {
        Origin::Served(_, seed) => Some(*seed),
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
        Falsehood::FinishedLater(at) => texts.verify_finished_later(*at),
        Falsehood::FinishedBefore { day, at } => texts.verify_finished_before(*day, *at),
        Falsehood::BoardScore { score, most } => {
            texts.verify_board_score(&grouped(*score), &grouped(*most))
        }
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
        Falsehood::InPieces { first, last } => texts.verify_in_pieces(*first, *last),
    }
}

/// What `--json` prints: how many records are true, false and cannot be checked here,
/// then each record.
#[derive(Serialize)]
struct Answers {
    #[serde(rename = "true")]
    true_: usize,
    #[serde(rename = "false")]
    false_: usize,
    unchecked: usize,
    records: Vec<Object>,
}

/// A record checked as `--json` gives it: the same keys for every record, `null` where a
/// false record has no value (an unread one has none but its line).
#[derive(Serialize)]
struct Object {
    source: usize,
    line: usize,
    answer: &'static str,
    valid: bool,
    start: &'static str,
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
        source: seen.source + 1,
        line: seen.found.line,
        answer: match seen.checked.answer() {
            Answer::True => "true",
            Answer::False => "false",
            Answer::Unchecked => "unchecked",
        },
        valid: end.is_some(),
        start: match record.map(Record::began) {
            None => "unknown",
            Some(Began::FirstTiles) => "first-tiles",
            Some(Began::Board) => "board",
            Some(Began::PlayedOn(_)) => "replay",
        },
        problem: why.map(problem),
        why: why.map(|why| said(why, texts)),
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
        Falsehood::Unread(RecordError::Length) => "cut-short",
        Falsehood::Unread(_) => "damaged",
        Falsehood::NotAMove { .. } => "not-a-move",
        Falsehood::DailyRules(_) => "daily-rules",
        Falsehood::Future(_) => "future",
        Falsehood::FinishedLater(_) => "finished-later",
        Falsehood::FinishedBefore { .. } => "finished-before",
        Falsehood::BoardScore { .. } => "board-score",
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
        Falsehood::InPieces { .. } => "in-pieces",
    }
}
