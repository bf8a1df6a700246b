//! The runtime: everything that touches the terminal or runs beside the loop. It opens the
//! state file, builds the first model, takes the terminal, starts the workers (input,
//! signals, solver, saver) and runs the loop until the player quits.

mod backend;
mod events;
mod leaving;
mod race;
mod replay;
mod run;
mod screen;
mod start;
mod terminal;
mod title;
mod workers;

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};

pub(crate) use crate::app::say::{config_notice, open_error, records_error};
#[cfg(test)]
pub(crate) use crate::app::say::{damage, fault, keep_error};
#[cfg(test)]
pub(crate) use backend::LeanBackend;
#[cfg(test)]
pub(crate) use events::{Events, key_of};
pub(crate) use race::run_race;
pub(crate) use replay::{PlayOn, show_replay};
pub use run::saved_of;
pub(crate) use run::{Wiring, earlier_of, run_loop};
pub(crate) use start::{Fresh, GameOptions, initial_model};
pub(crate) use terminal::SOLVER_THREAD;
pub(crate) use workers::Saver;
#[cfg(test)]
pub(crate) use workers::{Input, SolveRequest};

use screen::{Reader, on_the_terminal};
use workers::spawn_solver;

use crate::app::text::shown;
use crate::app::{Cmd, Model, Msg, Saving, update_in_place};
use crate::settings::{Settings, Tip, name_of};
use crate::ui::Look;
use tui2048_engine::ai::Solver;
use tui2048_engine::game::{GameState, Record};
use tui2048_store::clock::unix_now;
use tui2048_store::config::{Problem, TRUECOLOR_TIP, keep_setting};
use tui2048_store::{OpenError, Opened, StateFile, read_records};

/// Why the game could not run: a value, said in the run's language where a command's
/// failure becomes its line (`cli/error.rs`).
#[derive(Debug)]
pub enum RunError {
    /// Standard input or output is not a terminal.
    NotATerminal(Stream),
    /// The state file cannot be used.
    Open(OpenError),
    /// The terminal failed.
    Io(std::io::Error),
}

/// One end of the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    Input,
    Output,
}

impl From<OpenError> for RunError {
    fn from(e: OpenError) -> RunError {
        RunError::Open(e)
    }
}

impl From<std::io::Error> for RunError {
    fn from(e: std::io::Error) -> RunError {
        RunError::Io(e)
    }
}

/// Opens the state file (or, for the daily game, its slot beside it), builds the first
/// model and plays until the player quits, with `solver` behind the hint and autoplay.
/// Every error before the terminal is taken over leaves it untouched.
pub(crate) fn play(
    state: Option<PathBuf>,
    options: GameOptions,
    settings: Settings,
    problem: Option<Problem>,
    solver: (Solver, Receiver<String>),
) -> Result<(), RunError> {
    let save = state.map_or(Save::None, Save::At);
    play_with(save, options, None, settings, problem, solver)
}

/// [`play`] of the player's own save, taken already by the replay (none: there is no
/// save), with `on` (a replay's board and its record) played on in place of the saved
/// game, which `u` brings back.
pub(crate) fn play_on(
    (on, taken): PlayOn,
    settings: Settings,
    problem: Option<Problem>,
    solver: (Solver, Receiver<String>),
) -> Result<(), RunError> {
    let options = GameOptions::default();
    let save = taken.map_or(Save::None, |taken| Save::Taken(Box::new(taken)));
    play_with(save, options, Some(on), settings, problem, solver)
}

/// The save a game plays in.
enum Save {
    /// None: there is no home folder to keep it in.
    None,
    /// The state file at this path, to be opened.
    At(PathBuf),
    /// Opened already: its lock held, its file read.
    Taken(Box<(StateFile, Opened)>),
}

fn play_with(
    save: Save,
    options: GameOptions,
    on: Option<(Record, GameState)>,
    settings: Settings,
    problem: Option<Problem>,
    (solver, news): (Solver, Receiver<String>),
) -> Result<(), RunError> {
    needs_a_terminal()?;
    let (file, opened) = match save {
        Save::Taken(taken) => {
            let (file, opened) = *taken;
            (Some(file), opened)
        }
        // Today's game has a slot of its own, beside the state file.
        Save::At(path) => {
            let (file, opened) = match options.daily {
                Some(_) => StateFile::open_daily(&path)?,
                None => StateFile::open(&path)?,
            };
            (Some(file), opened)
        }
        Save::None => (None, Opened::Fresh),
    };
    let now = unix_now();
    let (mut model, mut fresh, mut finished) =
        initial_model(opened, options, settings.language, Fresh::random(), now);
    if let Some(on) = on {
        for cmd in update_in_place(&mut model, Msg::PlayOn(Box::new(on))) {
            match cmd {
                Cmd::Save => fresh = true,
                Cmd::Keep(record) => finished.push(*record),
                _ => {}
            }
        }
    }
    // The races are counted in the records file, apart from the games of the state file.
    let races = file
        .as_ref()
        .and_then(|f| read_records(f.path()).ok())
        .map(|records| records.races)
        .unwrap_or_default();
    let scores = model.scores().clone().with_races(races);
    let model = model.with_scores(scores);
    let mut model = model
        .animated(settings.animate)
        .in_theme(settings.theme)
        .with_settings_file(
            settings
                .file
                .as_ref()
                .map(|p| tui2048_store::shown::path(p)),
        )
        .at_clock(now);
    let off = match &file {
        None => Some(model.texts().no_home_folder().to_string()),
        Some(file) => file.off().map(|f| crate::app::say::fault(model.texts(), f)),
    };
    // Each in its turn: a settings file's problem first, then how to get the original's
    // palette (once: the settings file keeps that it was seen; where it cannot, a file
    // that does not parse or a folder that cannot be written, it is said again next
    // time), then what the game has to say (a damaged save, the welcome), then why the
    // game is not saved.
    let mut warnings: Vec<String> = problem
        .iter()
        .map(|problem| config_notice(model.texts(), problem))
        .collect();
    if settings.palette_tip {
        if let Some(path) = &settings.file {
            let _ = keep_setting(path, TRUECOLOR_TIP, name_of(Tip::Seen));
        }
        warnings.push(model.texts().palette_tip().to_string());
    }
    model = model.with_warnings(warnings);
    if let Some(why) = off {
        let said = model.texts().saving_off(&why);
        model = model
            .with_warnings_after(vec![said])
            .with_saving(Saving::Off(why));
    }

    let path = file.as_ref().map(|f| f.path().to_path_buf());
    let (tx, rx) = channel();
    // Another user's save is read, never written: its lock and its files are the owner's.
    let saver = Saver::spawn(file.filter(|f| f.foreign_owner().is_none()), tx.clone());
    for record in finished {
        saver.keep(record);
    }
    if fresh {
        saver.save(saved_of(&model), earlier_of(&model), true);
    }
    workers::spawn_news(news, tx.clone());
    let solver = spawn_solver(tx.clone(), solver);
    let review = Some((Solver::new(settings.strength), tx.clone()));
    let last = on_the_terminal(settings.mouse, Reader::Kept, &tx, |terminal, console| {
        let wiring = Wiring {
            look: Look::of(&settings),
            config: settings.file.clone(),
            saver: &saver,
            inputs: &rx,
            solver: &solver,
            pause: console,
            // The review grades with the search alone, as `tui2048 review` does.
            review,
        };
        run_loop(terminal, model, wiring)
    })?;
    // On the normal screen, what a player wants to know on the way out. The terminal may
    // be gone (a hang-up): then there is no one to tell.
    let mut lines = vec![quit_line(&last, path.as_deref())];
    lines.extend(last.shared().map(str::to_string));
    leaving::say_on_leaving(&lines);
    Ok(())
}

/// After a record came through a pipe on standard input (`-`), the keys come from the
/// terminal the program runs in, as `less` takes them: standard input becomes
/// `/dev/tty`. Nothing changes where standard input is a terminal or there is none (then
/// the screen refuses to start, as it would have).
pub(crate) fn keys_from_the_terminal() {
    #[cfg(unix)]
    if !std::io::stdin().is_terminal()
        && let Ok(tty) = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open("/dev/tty")
    {
        let _ = rustix::stdio::dup2_stdin(&tty);
    }
}

/// Both ends of the program must be a terminal for a screen to run on them: which is not.
fn needs_a_terminal() -> Result<(), RunError> {
    if !std::io::stdin().is_terminal() {
        return Err(RunError::NotATerminal(Stream::Input));
    }
    if !std::io::stdout().is_terminal() {
        return Err(RunError::NotATerminal(Stream::Output));
    }
    Ok(())
}

/// The line printed on quitting: the score, the best, and whether the game was saved
/// (where, or why not).
pub(crate) fn quit_line(model: &Model, saved_to: Option<&Path>) -> String {
    let t = model.texts();
    let score = model.game().score();
    let best = model.best_score();
    let saved = match (model.saving(), saved_to) {
        (Saving::On, Some(path)) => t.saved_in(&tui2048_store::shown::path(path)),
        (Saving::On, None) => t.saved().to_string(),
        (Saving::Failing(why) | Saving::Off(why), _) => t.not_saved(why),
    };
    // A path from outside never drives the terminal on the way out.
    shown(&t.quit_line(
        score,
        best,
        model.game().board().size(),
        score > 0 && score == best,
        model.game().assisted(),
        &saved,
    ))
    .into_owned()
}
