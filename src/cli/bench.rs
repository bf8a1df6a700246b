//! `tui2048 bench`: headless games of the solver, and their report on standard output.

use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::tables::endgame_tables;
use super::{BenchArgs, Error, PlayerArg, output};
use crate::ai::bench::run_bench_until;
use crate::ai::{BenchConfig, Player, Strength};
use crate::store::default_path;

/// Plays the bench games and prints the report. The endgame tables of the expectimax
/// player at its adaptive depth are made ready first. Ctrl-C (or SIGTERM or a hang-up)
/// ends the games and prints the report of those finished, with exit code 130; a second
/// one ends the program at once.
pub fn run(args: &BenchArgs) -> Result<ExitCode, Error> {
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
    let strength = Strength::from(args.strength);
    let progress = std::io::stderr().is_terminal();
    let tables = (args.player == PlayerArg::Expectimax && args.depth.is_none()).then(|| {
        if progress {
            eprint!("endgame tables: reading or building them…");
        }
        let (endgame, report) = endgame_tables(strength, default_path().as_deref());
        if progress {
            eprint!("\r\x1b[K");
        }
        (Arc::new(endgame), report)
    });
    let config = BenchConfig {
        games: args.games,
        seed: args.seed,
        jobs: args.jobs.map(|j| usize::try_from(j).unwrap_or(usize::MAX)),
        depth: args.depth.map(|d| u32::try_from(d).unwrap_or(u32::MAX)),
        player: match args.player {
            PlayerArg::Expectimax => Player::Expectimax,
            PlayerArg::Greedy => Player::Greedy,
            PlayerArg::Random => Player::Random,
        },
        strength,
        endgame: tables.as_ref().map(|t| Arc::clone(&t.0)),
        progress,
    };
    let mut report = run_bench_until(&config, &stop);
    report.tables = tables.map(|t| t.1);
    let text = if args.json {
        format!("{}\n", report.json())
    } else {
        report.table()
    };
    output::write_out(text.as_bytes())?;
    Ok(if report.stopped {
        ExitCode::from(130)
    } else {
        ExitCode::SUCCESS
    })
}
