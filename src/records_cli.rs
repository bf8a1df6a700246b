//! `tui2048 export` and `tui2048 review`: a finished game's record as its line, and the
//! solver's review of a record. Both read the records file beside the state file, or a
//! file holding a record's line; neither touches the state file nor the terminal. A bad
//! argument gets one line and exit code 2, a record that cannot be read one line and 1.

use std::fmt::Write as _;
use std::io::{self, IsTerminal, Read};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use serde::Serialize;

use crate::ai::review::{Grade, Review, review, review_until};
use crate::app::{Replay, Verdict, grouped};
use crate::cli::output::{self, plain, warn};
use crate::cli::{ExportArgs, ReplayArgs, ReviewArgs};
use crate::game::{Board, GameState, Origin, Pos, Record, Rules, SpawnRule};
use crate::runtime::show_replay;
use crate::store::{daily_path, default_path, locate, peek_record, read_records, records_path};
use crate::ui::Look;

/// The largest file of a record that is read: a record of ten million moves is about
/// 3.4 MB.
const FILE_LIMIT: u64 = 64 << 20;

/// A failure: its line, and the exit code.
struct Failure(String, u8);

fn bad_argument(text: String) -> Failure {
    Failure(text, 2)
}

fn failed(text: String) -> Failure {
    Failure(text, 1)
}

/// Which game a command is about.
enum Game {
    /// The game in play, as saved.
    Current,
    /// Today's game (or the last daily game played), as saved in its slot.
    Daily,
    Kept(Finished),
    File(PathBuf),
}

/// A game of the records file.
enum Finished {
    Last,
    Best,
    Recent(usize),
}

/// `tui2048 export [GAME]`.
pub fn run_export(args: &ExportArgs, state: Option<&Path>) -> ExitCode {
    finish(
        which(args.game.as_deref(), false)
            .and_then(|game| record_of(&game, state))
            .map(|(record, _)| format!("{}\n", record.encode())),
    )
}

/// `tui2048 replay [GAME|FILE]`: the replay screen, until the player leaves it.
pub fn run_replay(args: &ReplayArgs, state: Option<&Path>, look: Look) -> ExitCode {
    let shown = which(args.game.as_deref(), true)
        .and_then(|game| record_of(&game, state))
        .and_then(|(record, name)| {
            Replay::of(record).map_err(|e| failed(format!("{name} does not replay: {e}")))
        })
        .and_then(|replay| show_replay(replay, look, verdicts).map_err(|e| failed(e.to_string())));
    match shown {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(text, code)) => {
            warn(&text);
            ExitCode::from(code)
        }
    }
}

/// The solver's word on each move of a record, for the replay screen (none once `stop`
/// is set: nobody waits for it any more).
pub fn verdicts(
    record: &Record,
    progress: &(dyn Fn(usize, usize) + Sync),
    stop: &AtomicBool,
) -> Option<Vec<Verdict>> {
    let judged = review_until(record, progress, stop).ok()??;
    Some(
        judged
            .moves
            .iter()
            .map(|m| Verdict {
                grade: m.grade,
                best: m.best,
            })
            .collect(),
    )
}

/// `tui2048 review [GAME|FILE] [--json]`.
pub fn run_review(args: &ReviewArgs, state: Option<&Path>) -> ExitCode {
    // A review may take a while: not for nobody to read.
    if output::stdout_closed() {
        return output::failed(&output::closed());
    }
    let text = which(args.game.as_deref(), true)
        .and_then(|game| record_of(&game, state))
        .and_then(|(record, name)| {
            let judged = judge(&record)?;
            Ok(if args.json {
                json(&judged)
            } else {
                table(&record, &name, &judged)
            })
        });
    finish(text)
}

/// The game an argument names. Words first: a file named `last` is `./last`.
fn which(arg: Option<&str>, files: bool) -> Result<Game, Failure> {
    let choices = if files {
        "current, daily, last, best, a number or a record's file"
    } else {
        "current, daily, last, best or a number"
    };
    match arg {
        None | Some("current") => Ok(Game::Current),
        Some("daily") => Ok(Game::Daily),
        Some("last") => Ok(Game::Kept(Finished::Last)),
        Some("best") => Ok(Game::Kept(Finished::Best)),
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
fn record_of(game: &Game, state: Option<&Path>) -> Result<(Record, String), Failure> {
    // The state file as the game finds it: links followed, never one of its own files.
    let state = || {
        let path = match state {
            Some(path) => path.to_path_buf(),
            None => default_path().ok_or_else(|| {
                failed("no home folder for the state file; give --state PATH".into())
            })?,
        };
        locate(&path).map_err(|e| failed(e.to_string()))
    };
    let which = match game {
        Game::File(path) => {
            let name = if path == Path::new("-") {
                "the record read from standard input".to_string()
            } else {
                path.display().to_string()
            };
            return Ok((read_file(path)?, name));
        }
        Game::Current => {
            let path = state()?;
            let missing = format!("no game is saved in {} yet", path.display());
            return saved_record(&path, "the game in play", missing);
        }
        Game::Daily => {
            let path = daily_path(&state()?);
            let missing = format!(
                "no daily game is saved in {} yet: tui2048 --daily plays today's",
                path.display()
            );
            return saved_record(&path, "the daily game", missing);
        }
        Game::Kept(which) => which,
    };
    let state = state()?;
    let records = read_records(&state).map_err(|e| failed(e.to_string()))?;
    let path = records_path(&state);
    let none = || {
        failed(format!(
            "no finished game is kept yet in {}",
            path.display()
        ))
    };
    match which {
        Finished::Last => records
            .last()
            .map(|k| (k.record.clone(), "the last finished game".to_string()))
            .ok_or_else(none),
        Finished::Best => {
            let size = Rules::default().size;
            records
                .best(size)
                .map(|k| (k.record.clone(), format!("the best {size}×{size} game")))
                .ok_or_else(|| {
                    failed(format!(
                        "no finished {size}×{size} game is kept yet in {}",
                        path.display()
                    ))
                })
        }
        Finished::Recent(n) => match records.nth_recent(*n) {
            Some(k) => Ok((k.record.clone(), format!("finished game {n}"))),
            None if records.recent.is_empty() => Err(none()),
            None => Err(bad_argument(match records.recent.len() {
                1 => "only 1 finished game is kept: give 1".to_string(),
                n => format!("only {n} finished games are kept: give a number from 1 to {n}"),
            })),
        },
    }
}

/// The record of the game saved in a state file, read without taking it over.
/// `missing` says what is wrong when no file is there.
fn saved_record(path: &Path, name: &str, missing: String) -> Result<(Record, String), Failure> {
    match peek_record(path) {
        Ok(Some(record)) => Ok((record, name.to_string())),
        Ok(None) => Err(failed(missing)),
        Err(e) => Err(failed(e.to_string())),
    }
}

/// The record in a file (or on standard input for `-`): its first line that is not blank.
fn read_file(path: &Path) -> Result<Record, Failure> {
    let stdin = path == Path::new("-");
    let name = if stdin {
        "standard input".to_string()
    } else {
        path.display().to_string()
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
    Record::decode(line).map_err(|e| failed(format!("{name}: {e}")))
}

/// The review, with a progress line on a terminal.
fn judge(record: &Record) -> Result<Review, Failure> {
    let shown = io::stderr().is_terminal();
    let last = Mutex::new(Instant::now());
    let progress = |done: usize, total: usize| {
        if !shown {
            return;
        }
        // Workers do not wait on each other to say how far they are, but the last word
        // is always said.
        let guard = if done == total {
            last.lock().ok()
        } else {
            last.try_lock().ok()
        };
        let Some(mut last) = guard else {
            return;
        };
        if last.elapsed() >= Duration::from_millis(100) || done == total {
            *last = Instant::now();
            eprint!(
                "\rreviewing: move {} of {}",
                grouped(done as u64),
                grouped(total as u64)
            );
        }
    };
    let judged = review(record, &progress);
    if shown && !record.moves().is_empty() {
        eprint!("\r\x1b[K");
    }
    judged.map_err(|e| failed(format!("the record does not replay: {e}")))
}

#[derive(Serialize)]
struct JsonReview {
    moves: Vec<JsonMove>,
    /// None for a record with no move: there is nothing to be accurate about.
    accuracy: Option<f64>,
    #[serde(rename = "final")]
    last: JsonFinal,
}

#[derive(Serialize)]
struct JsonMove {
    n: u64,
    dir: &'static str,
    best: &'static str,
    grade: &'static str,
    loss: f64,
}

#[derive(Serialize)]
struct JsonFinal {
    board: Vec<Vec<u64>>,
    score: u64,
}

/// The review as one JSON object.
fn json(judged: &Review) -> String {
    let object = JsonReview {
        moves: judged
            .moves
            .iter()
            .map(|m| JsonMove {
                n: m.n,
                dir: m.dir.name(),
                best: m.best.name(),
                grade: m.grade.name(),
                loss: (f64::from(m.loss) * 10_000.0).round() / 10_000.0,
            })
            .collect(),
        accuracy: (!judged.moves.is_empty()).then(|| (judged.accuracy() * 10.0).round() / 10.0),
        last: JsonFinal {
            board: judged.last.board().to_values(),
            score: judged.last.score(),
        },
    };
    let mut text = serde_json::to_string(&object).expect("a review serialises");
    text.push('\n');
    text
}

/// The review as a table for people.
fn table(record: &Record, name: &str, judged: &Review) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "Review of {name}: {}", describe(record));
    let _ = writeln!(
        out,
        "{} kept, {} undone, {}{}",
        counted(record.moves().len() as u64, "move", "moves"),
        grouped(record.undos()),
        counted(record.hints(), "hint", "hints"),
        if record.assisted() {
            "; assisted: the solver made moves"
        } else {
            ""
        }
    );
    if !judged.moves.is_empty() {
        let _ = writeln!(
            out,
            "\n{:>7}  {:<5}  {:<6}  {:<10}  {:>7}",
            "move", "dir", "solver", "grade", "loss"
        );
        for m in &judged.moves {
            let _ = writeln!(
                out,
                "{:>7}  {:<5}  {:<6}  {:<10}  {:>6.2}%",
                grouped(m.n),
                m.dir.name(),
                m.best.name(),
                m.grade.name(),
                100.0 * m.loss
            );
        }
    }
    let counts: Vec<String> = Grade::ALL
        .iter()
        .map(|&g| {
            let n = judged.count(g);
            let name = match g {
                Grade::Best | Grade::Good => g.name().to_string(),
                Grade::Inaccuracy if n != 1 => "inaccuracies".to_string(),
                _ if n != 1 => format!("{g}s"),
                _ => g.name().to_string(),
            };
            format!("{} {name}", grouped(n as u64))
        })
        .collect();
    if judged.moves.is_empty() {
        let _ = writeln!(out, "\nNo move to review: the record holds none");
    } else {
        let _ = writeln!(
            out,
            "\nAccuracy {:.1} % ({})",
            judged.accuracy(),
            counts.join(", ")
        );
    }
    let costly: Vec<String> = judged
        .costliest(3)
        .iter()
        .map(|m| {
            format!(
                "move {} {} (solver: {}), {}, {:.2} %",
                grouped(m.n),
                m.dir,
                m.best,
                m.grade,
                100.0 * m.loss
            )
        })
        .collect();
    if !costly.is_empty() {
        let _ = writeln!(out, "Costliest: {}", costly.join("; "));
    }
    let end = &judged.last;
    let _ = writeln!(
        out,
        "\nFinal board: score {}, {} moves, largest tile {}",
        grouped(end.score()),
        grouped(end.moves()),
        end.board().max_tile()
    );
    out.push_str(&board_text(end.board()));
    out
}

/// The rules and the origin, in words.
fn describe(record: &Record) -> String {
    let rules = record.rules();
    let spawn = match rules.spawn {
        SpawnRule::Classic => "",
        SpawnRule::Scaled => ", scaled spawns",
    };
    let origin = match record.origin() {
        Origin::Seed(seed) => format!("seed {seed}"),
        Origin::Daily(day) => format!("the daily game of {day}"),
        Origin::Board(state) => from_board(state),
    };
    format!(
        "{n}×{n}, target {}{spawn}, {origin}",
        rules.target,
        n = rules.size
    )
}

fn from_board(state: &GameState) -> String {
    format!(
        "from a saved board at move {} (score {})",
        grouped(state.moves()),
        grouped(state.score())
    )
}

/// The board as rows of right-aligned numbers (`.` for an empty cell).
fn board_text(board: &Board) -> String {
    let width = board.max_tile().to_string().len().max(4);
    let mut out = String::new();
    for row in 0..board.size() {
        for col in 0..board.size() {
            let v = board.value(Pos::new(row, col));
            let cell = if v == 0 {
                ".".to_string()
            } else {
                v.to_string()
            };
            let _ = write!(out, " {cell:>width$}");
        }
        out.push('\n');
    }
    out
}

/// `n` and the word for one or for many.
fn counted(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", grouped(n), if n == 1 { one } else { many })
}

/// Prints the text, or the failure's one line; a reader that stops early ends the
/// program quietly.
fn finish(result: Result<String, Failure>) -> ExitCode {
    match result {
        Ok(text) => output::print(text.as_bytes()),
        Err(Failure(text, code)) => {
            warn(&text);
            ExitCode::from(code)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped_by_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(36_512), "36,512");
        assert_eq!(grouped(1_234_567), "1,234,567");
    }

    #[test]
    fn boards_are_written_as_rows() {
        let b = Board::from_values(&[[2, 0, 0], [0, 2048, 0], [4, 0, 8]]).unwrap();
        assert_eq!(
            board_text(&b),
            "    2    .    .\n    . 2048    .\n    4    .    8\n"
        );
    }
}
