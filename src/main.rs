use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};

use std::io::IsTerminal;

use std::sync::{Arc, Once, OnceLock};

use tui2048::ai::bench::TablesReport;
use tui2048::ai::endgame::{Endgame, prepare};
use tui2048::ai::{BenchConfig, Budget, Player, Strength, run_bench};
use tui2048::app::{GameOptions, SOLVER_THREAD, Settings, play};
use tui2048::cli::{BenchArgs, Cli, Command, PlayerArg};
use tui2048::store::cache_file::CacheDir;
use tui2048::store::default_path;
use tui2048::ui::{ColorMode, Look};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_exit(e),
    };
    match cli.command {
        Some(Command::Bench(args)) => bench(&args),
        None => {
            let _ = STRENGTH.set(cli.strength.into());
            let options = GameOptions {
                size: cli.size,
                target: cli.target,
                spawn: cli.spawn.map(Into::into),
                seed: cli.seed,
            };
            let state = cli.state.or_else(default_path);
            let look = Look::themed(ColorMode::detect(), cli.theme.palette());
            let settings = Settings {
                look,
                animate: !cli.no_anim,
                mouse: !cli.no_mouse,
            };
            match play(state, options, settings, solver_move) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("tui2048: {e}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}

/// Plays the bench games and prints the report on stdout. The endgame tables of the
/// expectimax player at its adaptive depth are made ready first.
fn bench(args: &BenchArgs) -> ExitCode {
    let strength = Strength::from(args.strength);
    let progress = std::io::stderr().is_terminal();
    let tables = (args.player == PlayerArg::Expectimax && args.depth.is_none()).then(|| {
        if progress {
            eprint!("endgame tables: reading or building them…");
        }
        let ready = endgame_tables(strength);
        if progress {
            eprint!("\r\x1b[K");
        }
        ready
    });
    let mut config = BenchConfig {
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
        endgame: None,
        progress,
    };
    config.endgame = tables.as_ref().map(|t| t.0.clone());
    let mut report = run_bench(&config);
    report.tables = tables.map(|t| t.1);
    if args.json {
        println!("{}", report.json());
    } else {
        print!("{}", report.table());
    }
    ExitCode::SUCCESS
}

/// Help and version go to stdout with success; a bad flag gets one line on stderr and
/// exit code 2, before the terminal is touched.
fn clap_exit(e: clap::Error) -> ExitCode {
    match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = e.print();
            ExitCode::SUCCESS
        }
        _ => {
            let text = e.render().to_string();
            let line = text.lines().next().unwrap_or("error: bad command line");
            let line = line.strip_prefix("error: ").unwrap_or(line);
            // clap lists the allowed values on a later line; keep them on this one.
            let allowed = text
                .lines()
                .find_map(|l| l.trim().strip_prefix("[possible values: "))
                .and_then(|l| l.strip_suffix(']'))
                .map(|values| format!(" (allowed: {values})"))
                .unwrap_or_default();
            // A bad `bench` flag points at bench's own help, wherever `bench` stood on the
            // command line: parsing again while ignoring errors still finds the subcommand.
            let in_bench = Cli::command()
                .ignore_errors(true)
                .try_get_matches()
                .is_ok_and(|m| m.subcommand_name() == Some("bench"));
            let help = if in_bench {
                "tui2048 bench --help"
            } else {
                "tui2048 --help"
            };
            eprintln!("tui2048: {line}{allowed}; see {help}");
            ExitCode::from(2)
        }
    }
}

/// The level of play of the hint and autoplay (`--strength`).
static STRENGTH: OnceLock<Strength> = OnceLock::new();

/// The move source behind the hint and autoplay: the solver at its adaptive depth. From
/// the first 4096 on, the endgame tables are made ready on a thread of their own, and
/// played with once they are; until then the search plays alone.
fn solver_move(board: &tui2048::game::Board) -> Option<tui2048::game::Dir> {
    let strength = STRENGTH.get().copied().unwrap_or_default();
    if board.max_tile() >= 4096 {
        static STARTED: Once = Once::new();
        STARTED.call_once(|| {
            // Named after the solver, whose panics the game keeps off the screen; a build
            // that fails ends its thread and leaves the search playing alone.
            let name = format!("{SOLVER_THREAD} tables");
            let _ = std::thread::Builder::new()
                .name(name.clone())
                .spawn(move || {
                    let pool = rayon::ThreadPoolBuilder::new()
                        .thread_name(move |i| format!("{name} {i}"))
                        .build();
                    let endgame = match pool {
                        Ok(pool) => pool.install(|| endgame_tables(strength).0),
                        Err(_) => endgame_tables(strength).0,
                    };
                    tui2048::ai::install_endgame(endgame);
                });
        });
    }
    tui2048::ai::best_move(
        board,
        Budget {
            depth: None,
            strength,
        },
    )
}

/// The endgame tables of a level of play, read from the cache folder, or built and kept
/// there (in memory only when there is no cache folder or it cannot be written).
fn endgame_tables(strength: Strength) -> (Arc<Endgame>, TablesReport) {
    let cache = CacheDir::user();
    let prepared = prepare(
        &strength.layouts(),
        |name| cache.as_ref()?.read(name, 1 << 30),
        |name, bytes| cache.as_ref().is_some_and(|c| c.write(name, bytes).is_ok()),
    );
    let report = TablesReport {
        tables: prepared.tables.len(),
        loaded: prepared.loaded,
        built: prepared.built,
        bytes: prepared.tables.iter().map(|t| 2 * t.entries().len()).sum(),
        seconds: prepared.seconds,
    };
    (Arc::new(strength.endgame(prepared.tables)), report)
}
