//! The game's launch: the run's settings from the flags, the settings file beside the state
//! file and the environment; the solver at the chosen strength, its endgame tables made
//! ready from the cache folder once a game needs them; then the game, until the player
//! quits.

use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Sender, channel};

use super::output::warn;
use super::tables::{endgame_tables, tables_folder};
use super::{Cli, Error};
use crate::runtime::PlayOn;
use crate::runtime::{self, SOLVER_THREAD, config_notice, play};
use tui2048_app::GameOptions;
use tui2048_app::Msg;
use tui2048_app::settings::{Choices, Interface, Language, Settings};
use tui2048_app::text::Speaks;
use tui2048_engine::ai::Solver;
use tui2048_engine::ai::endgame::Step;
use tui2048_engine::game::Day;
use tui2048_files::config::{config_path, read_config, tidy};
use tui2048_files::{default_path, locate};
use tui2048_store::clock::unix_now;
use tui2048_store::config::{Config, Problem};

/// Plays the game the command line asks for.
pub(crate) fn run(cli: &Cli) -> Result<(), Error> {
    let (settings, problem) = run_settings(cli);
    // A write of the settings file that was killed left its temporary behind.
    if let Some(path) = &settings.file {
        tidy(path);
    }
    let options = GameOptions {
        size: cli.size,
        target: cli.target,
        spawn: cli.spawn,
        seed: cli.seed,
        daily: cli.daily.then(|| Day::from_unix(unix_now())),
        served: None,
    };
    let state = cli.state.clone().or_else(default_path);
    let (news, heard) = channel();
    let solver = solver(&settings, state.clone(), news);
    Ok(play(state, options, settings, problem, (solver, heard))?)
}

/// Plays on from a replay's board (its record and state) in the player's own save, taken
/// by the replay, the saved game kept for `u`.
pub(super) fn play_on(cli: &Cli, on: PlayOn) -> Result<(), Error> {
    let (settings, problem) = run_settings(cli);
    let state = cli.state.clone().or_else(default_path);
    let (news, heard) = channel();
    let solver = solver(&settings, state, news);
    Ok(runtime::play_on(on, settings, problem, (solver, heard))?)
}

/// The solver behind the hint and autoplay. Its endgame tables are made on a thread named
/// after the solver's, whose panics the game keeps off the screen: a build that fails ends
/// its thread and leaves the search playing alone. The cache leaves room for `save`. A
/// build (not a read from the cache) is told on `news`, once, for the status line, and
/// so is its end, made or failed, for that notice to give way.
pub(super) fn solver(settings: &Settings, save: Option<PathBuf>, news: Sender<Msg>) -> Solver {
    let strength = settings.strength;
    Solver::with_endgame(strength, SOLVER_THREAD, move || {
        let told = AtomicBool::new(false);
        let news = Mutex::new(news);
        let tell = |msg: Msg| {
            if let Ok(news) = news.lock() {
                let _ = news.send(msg);
            }
        };
        let step = |step: Step, _: usize| {
            if matches!(step, Step::Building(_)) && !told.swap(true, Ordering::Relaxed) {
                let mb = strength.tables_bytes().div_ceil(1 << 20);
                let folder = tables_folder().map(|f| tui2048_store::shown::path(&f));
                tell(Msg::TablesBuilding { mb, folder });
            }
        };
        let _end = BuildEnd {
            told: &told,
            tell: &tell,
        };
        endgame_tables(strength, save.as_deref(), &step).0
    })
}

/// The end of a build told of, on its way out of the build's thread: the tables made, or
/// the build failed (its thread unwinding from a panic).
struct BuildEnd<'a> {
    told: &'a AtomicBool,
    tell: &'a dyn Fn(Msg),
}

impl Drop for BuildEnd<'_> {
    fn drop(&mut self) {
        if self.told.load(Ordering::Relaxed) {
            (self.tell)(Msg::TablesDone {
                built: !std::thread::panicking(),
            });
        }
    }
}

/// The run's settings from the flags, the settings file beside the state file and the
/// environment; and what was wrong with that file.
pub(super) fn run_settings(cli: &Cli) -> (Settings, Option<Problem>) {
    settings_over(cli, Choices::default())
}

/// [`run_settings`] for a command that shows no game screen of its own to say a settings
/// file's problem on: the problem is said on standard error, in the run's language,
/// before the command goes on with the defaults.
pub(super) fn settings_said(cli: &Cli) -> Settings {
    settings_said_over(cli, Choices::default())
}

/// [`settings_said`], with a subcommand's own `choices` over the game's flags.
pub(super) fn settings_said_over(cli: &Cli, choices: Choices) -> Settings {
    let (settings, problem) = settings_over(cli, choices);
    if let Some(problem) = &problem {
        for line in config_notice(settings.language.texts(), problem) {
            warn(&line);
        }
    }
    settings
}

/// [`run_settings`], with a subcommand's own `choices` over the game's flags.
pub(super) fn settings_over(cli: &Cli, choices: Choices) -> (Settings, Option<Problem>) {
    let path = cli
        .state
        .clone()
        .or_else(default_path)
        // Beside the state file the game finds, links followed.
        .map(|p| config_path(&locate(&p).unwrap_or(p)));
    let Config {
        choices: file,
        keys,
        problem,
    } = path.as_deref().map(read_config).unwrap_or_default();
    let locale = || Language::of_environment(|name| std::env::var(name).ok());
    let settings = Settings::of(
        choices.over(cli.choices()),
        file,
        tui2048_ui::mode::detect,
        locale,
        || Interface::of_term(std::env::var("TERM").ok().as_deref()),
    );
    (settings.written_in(path).with_keys(keys), problem)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The messages a build's thread sends as it ends, the build `told` of or not and
    /// failing (panicking) or not.
    fn ends(told: bool, fails: bool) -> Vec<Msg> {
        let told = AtomicBool::new(told);
        let (news, heard) = channel();
        std::thread::scope(|s| {
            let build = s.spawn(|| {
                let tell = move |msg: Msg| {
                    let _ = news.send(msg);
                };
                let _end = BuildEnd {
                    told: &told,
                    tell: &tell,
                };
                assert!(!fails, "a build that fails");
            });
            assert_eq!(build.join().is_err(), fails);
        });
        heard.try_iter().collect()
    }

    #[test]
    fn a_build_told_of_tells_its_end_made_or_failed() {
        let said = |msgs: Vec<Msg>| -> Vec<Option<bool>> {
            msgs.into_iter()
                .map(|m| match m {
                    Msg::TablesDone { built } => Some(built),
                    _ => None,
                })
                .collect()
        };
        assert_eq!(said(ends(true, false)), [Some(true)]);
        assert_eq!(said(ends(true, true)), [Some(false)]);
        assert!(ends(false, false).is_empty());
        assert!(ends(false, true).is_empty());
    }
}
