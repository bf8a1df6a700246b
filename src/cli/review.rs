//! `tui2048 review`: the solver's review of a record, at the level of play asked for, as a
//! table for people or one JSON object.

use std::fmt::Write as _;
use std::path::Path;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

#[cfg(unix)]
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use std::time::{Duration, Instant};

use serde::Serialize;

use super::bench::tables_until;
use super::records::find;
use super::{Error, ReviewArgs, output};
use tui2048_app::settings::{Language, Strength};
use tui2048_app::text::{Speaks, Texts};
use tui2048_app::{grouped, text};
use tui2048_engine::ai::Solver;
use tui2048_engine::ai::review::{Grade, Judge, Review, review_until, wants_tables};
use tui2048_engine::game::{Board, GameState, Origin, Pos, Record, SpawnRule};

/// `tui2048 review [GAME|FILE] [--json] [--strength LEVEL]`, graded at `strength` as the
/// hint plays: with the level's network, and its endgame tables once the game reaches
/// the tile they are wanted from (made ready first, with a line on a terminal). The
/// table's top is in `language`.
pub(crate) fn run(
    args: &ReviewArgs,
    state: Option<&Path>,
    strength: Strength,
    language: Language,
) -> Result<(), Error> {
    // A review may take a while: not for nobody to read.
    output::check_open()?;
    let (record, name) = find(args.game.as_deref(), true, state)?;
    let wanted = wants_tables(&record)
        .map_err(|e| Error::Failed(format!("the record does not replay: {e}")))?;
    let tables = if wanted {
        let stop = AtomicBool::new(false);
        tables_until(strength, output::redraws_stderr(), &stop).map(|(tables, _)| Arc::new(tables))
    } else {
        None
    };
    let judged = judge(&record, &Solver::judging(strength, tables))?;
    if args.json {
        output::json_out(&json(&record, &judged))
    } else {
        output::say_out(&table(&record, &name, &judged, language.texts()))
    }
}

/// The review, with a progress line on a terminal that can redraw one.
fn judge(record: &Record, solver: &Solver) -> Result<Review, Error> {
    let shown = output::redraws_stderr();
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
    // Ctrl-C (or SIGTERM, or a hang-up) stops the review where it is: its progress line
    // is ended, then the program ends by that signal, as it would have.
    let signal = Arc::new(AtomicUsize::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    #[cfg(unix)]
    for sig in [SIGINT, SIGTERM, SIGHUP] {
        let _ = signal_hook::flag::register_usize(sig, Arc::clone(&signal), sig as usize);
        let _ = signal_hook::flag::register(sig, Arc::clone(&stop));
    }
    let judged = review_until(record, solver, &progress, &stop);
    if shown && !record.moves().is_empty() {
        eprint!("\r\x1b[K");
    }
    let sig = signal.load(Ordering::SeqCst);
    if sig != 0 {
        #[cfg(unix)]
        let _ = signal_hook::low_level::emulate_default_handler(sig as i32);
        std::process::exit(128 + sig as i32);
    }
    match judged {
        Ok(Some(judged)) => Ok(judged),
        Ok(None) => Err(Error::Failed("the review was stopped".into())),
        Err(e) => Err(Error::Failed(format!("the record does not replay: {e}"))),
    }
}

#[derive(Serialize)]
struct JsonReview {
    judged: JsonJudge,
    /// How many of the moves the solver made (autoplay).
    solver_moves: usize,
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

/// What graded the moves.
#[derive(Serialize)]
struct JsonJudge {
    strength: &'static str,
    evaluation: &'static str,
    tables: bool,
}

#[derive(Serialize)]
struct JsonFinal {
    board: Vec<Vec<u64>>,
    score: u64,
}

/// The review as one JSON object.
fn json(record: &Record, judged: &Review) -> String {
    let judge = judged.judge;
    let object = JsonReview {
        judged: JsonJudge {
            strength: judge.strength.into(),
            evaluation: judge.evaluation.name(),
            tables: judge.tables,
        },
        solver_moves: solver_moves(record),
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

/// Under the review's table: what its loss is, and the grades it gives (two lines).
const LOSS_EXPLAINED: &str = "loss: the share of the value of the solver's move that the move gives away\n\
grades: best within 0.01 % (as good as the solver's), good up to 0.1 %, inaccuracy up to 0.5 %,\n\
mistake up to 3 %, blunder more";

/// How many kept moves of `record` the solver made.
fn solver_moves(record: &Record) -> usize {
    record.helped().iter().filter(|h| h.solver).count()
}

/// The top of the review, in `texts`' language: what judged it, and how many of the
/// moves the solver made, when it made any.
fn top(record: &Record, judge: Judge, texts: &Texts) -> String {
    let mut out = texts.review_judged(judge.strength.into(), judge.evaluation.name(), judge.tables);
    out.push('\n');
    let solver = solver_moves(record) as u64;
    if solver > 0 {
        let total = record.moves().len() as u64;
        out.push_str(&texts.review_solver_moves(&grouped(solver), &grouped(total), total));
        out.push('\n');
    }
    out
}

/// The review as a table for people, its top in `texts`' language.
fn table(record: &Record, name: &str, judged: &Review, texts: &Texts) -> String {
    let mut out = top(record, judged.judge, texts);
    let _ = writeln!(out, "Review of {}: {}", text::shown(name), describe(record));
    let _ = writeln!(
        out,
        "{} kept, {} undone, {}{}",
        counted(record.moves().len() as u64, "move", "moves"),
        grouped(record.undos()),
        counted(record.hints(), "hint", "hints"),
        match (record.assisted(), record.helped().iter().any(|h| h.solver)) {
            (true, false) if record.raced().is_some() => "; assisted: a hint in a race",
            (true, _) => "; assisted: the solver made moves",
            (false, _) => "",
        }
    );
    moves_table(&mut out, judged);
    summary(&mut out, judged);
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

/// Each move reviewed, a line each, and what its loss means; nothing when there are none.
fn moves_table(out: &mut String, judged: &Review) {
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
        let _ = writeln!(out, "{LOSS_EXPLAINED}");
    }
}

/// The accuracy and how many moves of each grade, and the costliest moves.
fn summary(out: &mut String, judged: &Review) {
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
        Origin::Served(day, seed) => {
            format!("the daily game of {day} served with seed {seed:016x}")
        }
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
