use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Once, OnceLock};

use tui2048::ai::bench::{TablesReport, run_bench_until};
use tui2048::ai::endgame::{Endgame, prepare};
use tui2048::ai::{BenchConfig, Budget, Player, Strength};
use tui2048::cli::output::{self, warn};
use tui2048::cli::{BenchArgs, Cli, ColorsArg, Command, PlayerArg, completions, manpage, one_line};
use tui2048::game::Day;
use tui2048::records_cli::verdicts;
use tui2048::runtime::{ConfigFile, Flags, GameOptions, SOLVER_THREAD, Settings, play, settings};
use tui2048::store::cache_file::CacheDir;
use tui2048::store::config::{Loaded, config_path, read_config};
use tui2048::store::{default_path, locate};
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
            Ok(shell) => output::print(&completions::completion_script(shell)),
            Err(e) => {
                warn(&e.to_string());
                ExitCode::from(2)
            }
        },
        Some(Command::Man) => match manpage::man_page() {
            Ok(page) => output::print(page.as_bytes()),
            Err(e) => output::failed(&e),
        },
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
            if let Some(path) = &state {
                let _ = SAVE.set(path.clone());
            }
            match play(state, options, settings, config, solver_move, verdicts) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    warn(&e.to_string());
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
        // Beside the state file the game finds, links followed.
        .map(|p| config_path(&locate(&p).unwrap_or(p)));
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
/// expectimax player at its adaptive depth are made ready first. Ctrl-C (or SIGTERM or a
/// hang-up) ends the games and prints the report of those finished, with exit code 130;
/// a second one ends the program at once.
fn bench(args: &BenchArgs) -> ExitCode {
    if output::stdout_closed() {
        return output::failed(&output::closed());
    }
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
    let mut report = run_bench_until(&config, &stop);
    report.tables = tables.map(|t| t.1);
    let text = if args.json {
        format!("{}\n", report.json())
    } else {
        report.table()
    };
    match output::write_out(text.as_bytes()) {
        Err(e) => output::failed(&e),
        Ok(()) if report.stopped => ExitCode::from(130),
        Ok(()) => ExitCode::SUCCESS,
    }
}

/// Help and version go to stdout with success; a bad flag gets one line on stderr and
/// exit code 2, before the terminal is touched.
fn clap_exit(e: clap::Error) -> ExitCode {
    match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let styled = e.render();
            let text = if std::io::stdout().is_terminal() {
                styled.ansi().to_string()
            } else {
                styled.to_string()
            };
            output::print(text.as_bytes())
        }
        _ => {
            warn(&one_line(&e));
            ExitCode::from(2)
        }
    }
}

/// The save the game plays on, for the cache to leave room for.
static SAVE: OnceLock<PathBuf> = OnceLock::new();

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
/// there (in memory only when there is no cache folder, or it cannot be written, or its
/// disk has not the room to spare for the save). A file larger than any table is not read.
fn endgame_tables(strength: Strength) -> (Arc<Endgame>, TablesReport) {
    let save = SAVE.get().cloned().or_else(default_path);
    let cache = CacheDir::user().map(|c| match &save {
        Some(save) => c.leaving_room_for(save),
        None => c,
    });
    let layouts = strength.layouts();
    // A table's file: a short header, then two bytes a position.
    let limit = layouts
        .iter()
        .map(|l| 2 * l.positions() as u64 + 4096)
        .max()
        .unwrap_or(0);
    let prepared = prepare(
        &layouts,
        |name| cache.as_ref()?.read(name, limit),
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
