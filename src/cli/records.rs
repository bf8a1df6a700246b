//! Finding a game's record for `export`, `review` and `replay`: the game in play as saved
//! in the state file or the daily game's, read without taking the lock; a finished one
//! in the records file; or a file (or standard input) holding a record's line (its first
//! line, or the first record among other words: a line to share, a chat). Nothing is
//! written. `export` prints the line (with `--share`, the line to share above it); `review`
//! and `replay` take the record from here.

use std::io::{self, IsTerminal, Read};
use std::path::{Path, PathBuf};

use super::output::{self, warn};
use super::{Error, ExportArgs};
use tui2048_app::settings::Settings;
use tui2048_app::share_line;
use tui2048_app::text::Speaks;
use tui2048_engine::game::proof::{RECORDS_LIMIT, find as find_records};
use tui2048_engine::game::{Origin, Record, Rules, Streak, final_state};
use tui2048_files::{daily_path, default_path, locate, peek_record, read_records, records_path};
use tui2048_store::{RECENT_LIMIT, plain};

/// The largest file of a record that is read: a record of ten million moves is about
/// 3.4 MB.
const FILE_LIMIT: u64 = 64 << 20;

fn bad_argument(text: String) -> Error {
    Error::Usage(text)
}

fn failed(text: String) -> Error {
    Error::Failed(text)
}

/// Which game a command is about.
enum Game {
    /// The game in play, as saved.
    Current,
    /// Today's game (or the last daily game played), as saved in its slot while it has a
    /// move; else the last finished daily try.
    Daily,
    /// The last finished try of the daily game.
    DailyLast,
    Kept(Finished),
    File(PathBuf),
}

/// A game of the records file. `Last` and `Recent` count the player's own games: a race's
/// game is kept with them, and named apart by `Race`.
enum Finished {
    Last,
    Best,
    Recent(usize),
    Race,
}

/// The record of the game `arg` names (`files`: or a file holding a record), and how to
/// name it; `state` is the state file given on the command line.
pub(super) fn find(
    arg: Option<&str>,
    files: bool,
    state: Option<&Path>,
) -> Result<(Record, String), Error> {
    record_of(&which(arg, files)?, state)
}

/// `tui2048 export [GAME] [--share]`: the record's line; with `--share` (and the run's
/// `settings`), the game's line to share, and under it the record carrying its claim and
/// the player's name.
pub(crate) fn export(
    args: &ExportArgs,
    state: Option<&Path>,
    shared: Option<&Settings>,
) -> Result<(), Error> {
    let (record, _) = match args.try_number {
        Some(n) => daily_try(args.game.as_deref(), n, state)?,
        None => find(args.game.as_deref(), false, state)?,
    };
    let Some(settings) = shared else {
        return output::say_out(&format!("{}\n", record.encode()));
    };
    let texts = settings.language.texts();
    let end = final_state(&record).map_err(|e| failed(texts.record_does_not_replay(&e)))?;
    let name = settings.name.clone();
    let line = share_line(
        texts,
        (&record, &end),
        None,
        &Streak::default(),
        name.as_ref(),
    );
    let claimed = record
        .claimed(name)
        .map_err(|e| failed(texts.record_does_not_replay(&e)))?;
    output::say_out(&format!("{line}\n{}\n", claimed.encode()))
}

/// Try `n` of the last daily game played, `arg` naming the daily game (`daily` or
/// `daily-last`): the try in play, when it is that one and has a move, else a finished
/// one kept (the daily game's file keeps the last 20).
fn daily_try(arg: Option<&str>, n: u32, state: Option<&Path>) -> Result<(Record, String), Error> {
    if !matches!(arg, Some("daily" | "daily-last")) {
        return Err(bad_argument(
            "--try names a try of the daily game: give daily or daily-last".into(),
        ));
    }
    let path = match state {
        Some(path) => path.to_path_buf(),
        None => default_path()
            .ok_or_else(|| failed("no home folder for the state file; give --state PATH".into()))?,
    };
    let path = daily_path(&locate(&path).map_err(Error::from)?);
    let saved = peek_record(&path).ok().flatten();
    let records = read_records(&path)?;
    // The last daily game played: the one in the slot, else the last try kept.
    let last = saved
        .as_ref()
        .or_else(|| records.last().map(|k| &k.record))
        .ok_or_else(|| {
            failed(format!(
                "no daily game is saved in {} yet: tui2048 --daily plays today's",
                tui2048_store::shown::path(&path)
            ))
        })?;
    let Origin::Daily(day) = *last.origin() else {
        return Err(failed("the daily game's slot holds no daily game".into()));
    };
    let named = || format!("try {n} of the daily game of {day}");
    let of_the_day = |r: &Record| *r.origin() == Origin::Daily(day) && r.tries() == n;
    if let Some(record) = saved.filter(|r| !r.moves().is_empty() && of_the_day(r)) {
        return Ok((record, named()));
    }
    records
        .recent
        .iter()
        .rev()
        .map(|k| &k.record)
        .find(|r| of_the_day(r))
        .map(|r| (r.clone(), named()))
        .ok_or_else(|| {
            let kept: Vec<String> = records
                .recent
                .iter()
                .filter(|k| *k.record.origin() == Origin::Daily(day))
                .map(|k| k.record.tries().to_string())
                .collect();
            failed(format!(
                "no try {n} of the daily game of {day} is kept (kept: {})",
                if kept.is_empty() {
                    "none".into()
                } else {
                    kept.join(", ")
                }
            ))
        })
}

/// The game an argument names (`files`: or a file holding a record). Words first: a file named `last` is `./last`.
fn which(arg: Option<&str>, files: bool) -> Result<Game, Error> {
    let choices = if files {
        "current, daily, daily-last, last, best, race-last, a number or a record's file"
    } else {
        "current, daily, daily-last, last, best, race-last or a number"
    };
    match arg {
        None | Some("current") => Ok(Game::Current),
        Some("daily") => Ok(Game::Daily),
        Some("daily-last") => Ok(Game::DailyLast),
        Some("last") => Ok(Game::Kept(Finished::Last)),
        Some("best") => Ok(Game::Kept(Finished::Best)),
        Some("race-last") => Ok(Game::Kept(Finished::Race)),
        Some(n) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => {
            match n.parse::<usize>() {
                Ok(n) if n >= 1 => Ok(Game::Kept(Finished::Recent(n))),
                _ => Err(bad_argument(format!(
                    "{n} is not a game: 1 is the last finished game, 2 the one before, …"
                ))),
            }
        }
        Some(path) if files && (path == "-" || Path::new(path).exists()) => {
            Ok(Game::File(PathBuf::from(path)))
        }
        Some(other) => Err(bad_argument(format!(
            "no game {other:?}{}: give {choices}",
            if files { " and no such file" } else { "" }
        ))),
    }
}

/// The record of a game, and how to name it.
fn record_of(game: &Game, state: Option<&Path>) -> Result<(Record, String), Error> {
    let state = || located_state(state);
    match game {
        Game::File(path) => {
            let name = if path == Path::new("-") {
                "the record read from standard input".to_string()
            } else {
                tui2048_store::shown::path(path)
            };
            Ok((read_file(path)?, name))
        }
        Game::Current => {
            let path = state()?;
            let missing = format!(
                "no game is saved in {} yet",
                tui2048_store::shown::path(&path)
            );
            saved_record(&path, "the game in play", missing)
        }
        Game::Daily => daily_record(&daily_path(&state()?)),
        Game::DailyLast => last_daily_try(&daily_path(&state()?)),
        Game::Kept(which) => kept_record(which, &state()?),
    }
}

/// The state file as the game finds it (`state`, else the default one): links followed,
/// never one of its own files.
fn located_state(state: Option<&Path>) -> Result<PathBuf, Error> {
    let path = match state {
        Some(path) => path.to_path_buf(),
        None => default_path()
            .ok_or_else(|| failed("no home folder for the state file; give --state PATH".into()))?,
    };
    locate(&path).map_err(Error::from)
}

/// The daily game saved at `path` while it has a move, else the last finished try.
fn daily_record(path: &Path) -> Result<(Record, String), Error> {
    let missing = format!(
        "no daily game is saved in {} yet: tui2048 --daily plays today's",
        tui2048_store::shown::path(path)
    );
    // A try just begun (after `r`) has nothing to show: the last one finished has.
    if let Ok(Some(record)) = peek_record(path)
        && record.moves().is_empty()
        && let Ok(records) = read_records(path)
        && let Some(kept) = records.last()
    {
        return Ok((kept.record.clone(), "the last finished daily try".into()));
    }
    saved_record(path, "the daily game", missing)
}

/// The last finished try of the daily game saved at `path`.
fn last_daily_try(path: &Path) -> Result<(Record, String), Error> {
    let records = read_records(path)?;
    records
        .last()
        .map(|k| (k.record.clone(), "the last finished daily try".to_string()))
        .ok_or_else(|| {
            failed(format!(
                "no finished daily try is kept yet in {}: tui2048 --daily plays today's",
                tui2048_store::shown::path(&records_path(path))
            ))
        })
}

/// The finished game `which` of the records of the state file `state`.
fn kept_record(which: &Finished, state: &Path) -> Result<(Record, String), Error> {
    let records = read_records(state)?;
    let path = records_path(state);
    // The player's own games, the last last: a race's game is not one of them.
    let own: Vec<&Record> = records
        .recent
        .iter()
        .map(|k| &k.record)
        .filter(|r| r.raced().is_none())
        .collect();
    let raced = own.len() < records.recent.len();
    let none = || {
        let shown = tui2048_store::shown::path(&path);
        failed(if raced {
            format!(
                "no finished game of your own is kept yet in {shown} (race-last is the last race's)"
            )
        } else {
            format!("no finished game is kept yet in {shown}")
        })
    };
    match which {
        Finished::Last => own
            .last()
            .map(|&r| (r.clone(), "the last finished game".to_string()))
            .ok_or_else(none),
        Finished::Race => records
            .recent
            .iter()
            .rev()
            .find(|k| k.record.raced().is_some())
            .map(|k| (k.record.clone(), "the last race's game".to_string()))
            .ok_or_else(|| {
                failed(format!(
                    "no race's game is kept yet in {}: tui2048 race plays one",
                    tui2048_store::shown::path(&path)
                ))
            }),
        Finished::Best => {
            let size = Rules::default().size;
            records
                .best(size)
                .map(|k| (k.record.clone(), format!("the best {size}×{size} game")))
                .ok_or_else(|| {
                    failed(format!(
                        "no finished {size}×{size} game is kept yet in {}",
                        tui2048_store::shown::path(&path)
                    ))
                })
        }
        Finished::Recent(n) => match n
            .checked_sub(1)
            .and_then(|back| own.len().checked_sub(back + 1))
        {
            Some(i) => Ok((own[i].clone(), format!("finished game {n}"))),
            None if own.is_empty() => Err(none()),
            None => Err(bad_argument(only_finished(
                own.len(),
                records.newer_games(),
                records.recent.len() + records.newer_games() >= RECENT_LIMIT,
            ))),
        },
    }
}

/// A finished game asked for by a number past the `n` there are: as many as were played
/// so far, or, when the records are `full`, the last ones kept, or, where `newer` of them
/// are of a newer version, those this version reads.
fn only_finished(n: usize, newer: usize, full: bool) -> String {
    let give = match n {
        1 => "give 1".to_string(),
        n => format!("give a number from 1 to {n}"),
    };
    let games = if n == 1 { "game" } else { "games" };
    match (newer, full) {
        (0, true) => format!("only the last {n} finished {games} are kept: {give}"),
        (0, false) => format!("only {n} finished {games} so far: {give}"),
        (newer, _) => format!(
            "only {n} finished {games} this version reads ({newer} more of a newer version): {give}"
        ),
    }
}

/// The record of the game saved in a state file, read without taking it over.
/// `missing` says what is wrong when no file is there.
fn saved_record(path: &Path, name: &str, missing: String) -> Result<(Record, String), Error> {
    match peek_record(path) {
        Ok(Some(record)) => Ok((record, name.to_string())),
        Ok(None) => Err(failed(missing)),
        Err(e) => Err(e.into()),
    }
}

/// The record in a file (or on standard input for `-`): its first line that is not blank.
fn read_file(path: &Path) -> Result<Record, Error> {
    let stdin = path == Path::new("-");
    let name = if stdin {
        "standard input".to_string()
    } else {
        tui2048_store::shown::path(path)
    };
    let mut bytes = Vec::new();
    let read = if stdin {
        if io::stdin().is_terminal() {
            warn("waiting for a record on standard input: paste its line, then press Ctrl-D");
        }
        io::stdin()
            .lock()
            .take(FILE_LIMIT + 1)
            .read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|f| f.take(FILE_LIMIT + 1).read_to_end(&mut bytes))
    };
    read.map_err(|e| failed(format!("cannot read {name}: {}", plain(&e))))?;
    if bytes.len() as u64 > FILE_LIMIT {
        return Err(failed(format!(
            "{name} holds more than {} MiB: no record is that long",
            FILE_LIMIT >> 20
        )));
    }
    let text = String::from_utf8(bytes).map_err(|_| failed(format!("{name} is not text")))?;
    let line = text
        .lines()
        .find(|l| !l.trim().is_empty())
        .ok_or_else(|| failed(format!("{name} holds no record")))?;
    let first = Record::decode(line);
    // A line to share above its record, or a chat's words around it: the first record
    // in the text.
    let (found, _) = find_records(&text, RECORDS_LIMIT);
    let record = match (&first, found.first()) {
        (Err(_), Some(found)) if !line.trim_start().starts_with("tui2048-") => {
            Record::decode(&found.text)
        }
        _ => first,
    };
    record.map_err(|e| failed(format!("{name}: {e}")))
}
