//! `tui2048 bench`: headless games of the solver, and their report on standard output.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

use super::tables::{endgame_tables, tables_folder};
use super::{BenchArgs, Error, output};
use tui2048_app::settings::Strength;
use tui2048_engine::ai::bench::{TablesReport, run_bench_until};
use tui2048_engine::ai::endgame::{Endgame, Step};
use tui2048_engine::ai::{BenchConfig, Player};
use tui2048_files::default_path;

/// The line while the tables are made ready: table `at` of `of`, read back or `building`,
/// `mb` of them in all kept in `folder` (none: in memory only), `secs` so far.
fn tables_progress(
    building: bool,
    at: usize,
    of: usize,
    mb: u64,
    folder: Option<impl std::fmt::Display>,
    secs: u64,
) -> String {
    let kept = match folder {
        Some(folder) => format!("{mb} MB kept in {folder}"),
        None => format!("{mb} MB, in memory only"),
    };
    match (building, at) {
        (_, 0) => format!("endgame tables: looking for them ({kept}) · {secs} s"),
        (false, _) => format!("endgame tables: reading {at} of {of} ({kept}) · {secs} s"),
        (true, _) => format!("endgame tables: building {at} of {of}, once ({kept}) · {secs} s"),
    }
}

/// What the thread making the tables tells: a table begun (of how many), then the tables.
enum Making {
    Step(Step, usize),
    Made(Box<(Endgame, TablesReport)>),
}

/// The endgame tables of `strength`, with a line on stderr (when `shown`) from the start;
/// none when `stop` is set before they are ready: the thread making them is then left to
/// end with the program (a table half written is a temporary the next run removes).
pub(super) fn tables_until(
    strength: Strength,
    shown: bool,
    stop: &AtomicBool,
) -> Option<(Endgame, TablesReport)> {
    let (tell, heard) = mpsc::channel();
    std::thread::spawn(move || {
        let step = |step, n| {
            let _ = tell.send(Making::Step(step, n));
        };
        let made = endgame_tables(strength, default_path().as_deref(), &step);
        let _ = tell.send(Making::Made(Box::new(made)));
    });
    let work = |step: &(dyn Fn(Step, usize) + Sync)| loop {
        match heard.recv_timeout(Duration::from_millis(20)) {
            Ok(Making::Step(at, of)) => step(at, of),
            Ok(Making::Made(made)) => return Some(*made),
            Err(mpsc::RecvTimeoutError::Timeout) if stop.load(Ordering::Relaxed) => return None,
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => panic!("the endgame tables were not made"),
        }
    };
    if !shown {
        return work(&|_, _| {});
    }
    let mb = strength.tables_bytes().div_ceil(1 << 20);
    let folder = tables_folder();
    with_line(&mut std::io::stderr(), mb, folder.as_deref(), work)
}

/// Does `work` with a line on `out` redrawn ten times a second from its start until it
/// is done, then wiped: which table of how many is being read or built, their size (`mb`)
/// and `folder`, and the time so far.
fn with_line<T>(
    out: &mut (dyn Write + Send),
    mb: u64,
    folder: Option<&Path>,
    work: impl FnOnce(&(dyn Fn(Step, usize) + Sync)) -> T,
) -> T {
    // The table begun (from 1), of how many, and whether it is being built.
    let at = AtomicUsize::new(0);
    let of = AtomicUsize::new(0);
    let building = AtomicBool::new(false);
    let done = AtomicBool::new(false);
    let step = |step: Step, n: usize| {
        let (i, built) = match step {
            Step::Reading(i) => (i, false),
            Step::Building(i) => (i, true),
        };
        of.store(n, Ordering::Relaxed);
        building.store(built, Ordering::Relaxed);
        at.store(i + 1, Ordering::Relaxed);
    };
    let start = Instant::now();
    std::thread::scope(|scope| {
        scope.spawn(|| {
            while !done.load(Ordering::Relaxed) {
                let line = tables_progress(
                    building.load(Ordering::Relaxed),
                    at.load(Ordering::Relaxed),
                    of.load(Ordering::Relaxed),
                    mb,
                    folder.map(tui2048_store::shown::path),
                    start.elapsed().as_secs(),
                );
                let _ = write!(out, "\r\x1b[K{line}");
                let _ = out.flush();
                std::thread::sleep(Duration::from_millis(100));
            }
            let _ = write!(out, "\r\x1b[K");
            let _ = out.flush();
        });
        let made = work(&step);
        done.store(true, Ordering::Relaxed);
        made
    })
}

/// Plays the bench games and prints the report. The endgame tables of the expectimax
/// player at its adaptive depth are made ready first. Ctrl-C (or SIGTERM or a hang-up)
/// ends the games and prints the report of those finished, with exit code 130; a second
/// one ends the program at once.
pub(crate) fn run(args: &BenchArgs) -> Result<ExitCode, Error> {
    // Games may take a while: not for nobody to read.
    output::check_open()?;
    let stop = Arc::new(AtomicBool::new(false));
    {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
        use signal_hook::flag;
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            let _ = flag::register_conditional_shutdown(signal, 128 + signal, Arc::clone(&stop));
            let _ = flag::register(signal, Arc::clone(&stop));
        }
    }
    let strength = args.strength;
    // A line redrawn only where the terminal can (not into a pipe, not on a dumb one).
    let progress = output::redraws_stderr();
    // Tables not made because a stop came first: the games then end at once, unplayed.
    let tables = (args.player == Player::Expectimax && args.depth.is_none())
        .then(|| tables_until(strength, progress, &stop))
        .flatten()
        .map(|(endgame, report)| (Arc::new(endgame), report));
    let config = BenchConfig {
        games: args.games,
        seed: args.seed,
        jobs: args.jobs.map(|j| usize::try_from(j).unwrap_or(usize::MAX)),
        depth: args.depth.map(|d| u32::try_from(d).unwrap_or(u32::MAX)),
        player: args.player,
        strength,
        endgame: tables.as_ref().map(|t| Arc::clone(&t.0)),
        network: None,
        progress,
    };
    let mut report = run_bench_until(&config, &stop);
    report.tables = tables.map(|t| t.1);
    if args.json {
        output::json_out(&format!("{}\n", report.json()))?;
    } else {
        output::say_out(&report.table())?;
    }
    Ok(if report.stopped {
        ExitCode::from(130)
    } else {
        ExitCode::SUCCESS
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_line_shows_at_once_and_follows_the_work_then_is_wiped() {
        let mut out = Vec::new();
        let folder = Path::new("/x/cache/tui2048");
        let answer = with_line(&mut out, 128, Some(folder), |step| {
            std::thread::sleep(Duration::from_millis(50));
            step(Step::Reading(0), 3);
            std::thread::sleep(Duration::from_millis(150));
            step(Step::Reading(1), 3);
            step(Step::Building(1), 3);
            std::thread::sleep(Duration::from_millis(150));
            42
        });
        assert_eq!(answer, 42);
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.split("\r\x1b[K").filter(|l| !l.is_empty()).collect();
        // The first line at once, before any table is begun.
        assert_eq!(
            lines[0],
            "endgame tables: looking for them (128 MB kept in /x/cache/tui2048) · 0 s"
        );
        assert!(
            lines.contains(
                &"endgame tables: reading 1 of 3 (128 MB kept in /x/cache/tui2048) · 0 s"
            )
        );
        assert!(lines.contains(
            &"endgame tables: building 2 of 3, once (128 MB kept in /x/cache/tui2048) · 0 s"
        ));
        assert!(text.ends_with("\r\x1b[K"), "{text:?}");
        assert_eq!(
            tables_progress(true, 5, 18, 128, None::<&str>, 12),
            "endgame tables: building 5 of 18, once (128 MB, in memory only) · 12 s"
        );
    }

    /// A cache folder whose name holds escape sequences (a title set, a bell) is shown
    /// with them as signs: the line's own erase is the only escape it writes.
    #[test]
    fn the_tables_line_shows_the_folder_without_its_control_characters() {
        let mut out = Vec::new();
        let folder = Path::new("/x/\u{1b}]2;owned\u{7}/tui2048");
        with_line(&mut out, 128, Some(folder), |_| {
            std::thread::sleep(Duration::from_millis(30))
        });
        let text = String::from_utf8(out).unwrap();
        assert_eq!(
            text.matches('\u{1b}').count(),
            text.matches("\r\u{1b}[K").count()
        );
        assert!(!text.contains('\u{7}'), "{text:?}");
        assert!(
            text.contains("kept in /x/\\e]2;owned^G/tui2048)"),
            "{text:?}"
        );
    }
}
