use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;

use std::io::IsTerminal;
use std::sync::{Arc, Once, OnceLock};

use tui2048::ai::bench::TablesReport;
use tui2048::ai::endgame::{Endgame, prepare};
use tui2048::ai::{BenchConfig, Budget, Player, Strength, run_bench};
use tui2048::cli::{BenchArgs, Cli, ColorsArg, Command, PlayerArg, completions, manpage, one_line};
use tui2048::game::Day;
use tui2048::records_cli::verdicts;
use tui2048::runtime::{ConfigFile, Flags, GameOptions, SOLVER_THREAD, Settings, play, settings};
use tui2048::store::cache_file::CacheDir;
use tui2048::store::config::{Loaded, config_path, read_config};
use tui2048::store::{daily_path, default_path};
use tui2048::ui::ColorMode;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_exit(e),
    };
    match cli.command {
        Some(Command::Bench(args)) => bench(&args),
        Some(Command::Export(args)) => {
            tui2048::records_cli::run_export(&args, cli.state.as_deref())
        }
        Some(Command::Review(args)) => {
            tui2048::records_cli::run_review(&args, cli.state.as_deref())
        }
        Some(Command::Replay(ref args)) => {
            let (look, _) = run_settings(&cli);
            tui2048::records_cli::run_replay(args, cli.state.as_deref(), look.look())
        }
        Some(Command::Completions(args)) => match completions::shell_or_env(args.shell) {
            Ok(shell) => print(Ok(completions::completion_script(shell))),
            Err(e) => {
                eprintln!("tui2048: {e}");
                ExitCode::from(2)
            }
        },
        Some(Command::Man) => print(manpage::man_page().map(String::into_bytes)),
        None => {
            let (settings, config) = run_settings(&cli);
            let _ = STRENGTH.set(settings.strength);
            let options = GameOptions {
                size: cli.size,
                target: cli.target,
                spawn: cli.spawn.map(Into::into),
                seed: cli.seed,
                daily: cli
                    .daily
                    .then(|| Day::from_unix(tui2048::clock::unix_now())),
            };
            let state = cli.state.or_else(default_path);
            // Today's game has a slot of its own, beside the state file.
            let state = match (cli.daily, state) {
                (true, Some(path)) => Some(daily_path(&path)),
                (_, state) => state,
            };
            match play(state, options, settings, config, solver_move, verdicts) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("tui2048: {e}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}

/// The run's settings from the flags, the settings file beside the state file and the
/// environment; and that file, with what was wrong with it.
fn run_settings(cli: &Cli) -> (Settings, ConfigFile) {
    let path = cli
        .state
        .clone()
        .or_else(default_path)
        .map(|p| config_path(&p));
    let Loaded { config, problem } = path.as_deref().map(read_config).unwrap_or_default();
    let flags = Flags {
        theme: cli.theme.map(Into::into),
        colors: cli.colors.map(ColorsArg::mode),
        animation: cli.no_anim.then_some(false),
        mouse: cli.no_mouse.then_some(false),
        strength: cli.strength.map(Into::into),
    };
    let settings = settings(flags, &config, ColorMode::detect);
    (settings, ConfigFile { path, problem })
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

/// Writes generated text on stdout. A reader that stops early (`| head`) is no error.
fn print(text: std::io::Result<Vec<u8>>) -> ExitCode {
    use std::io::Write;
    let written = text.and_then(|bytes| {
        let mut out = std::io::stdout().lock();
        out.write_all(&bytes).and_then(|()| out.flush())
    });
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tui2048: cannot write the output: {e}");
            ExitCode::FAILURE
        }
    }
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
            eprintln!("tui2048: {}", one_line(&e));
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
