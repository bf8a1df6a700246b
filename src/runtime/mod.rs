//! The runtime: everything that touches the terminal or runs beside the loop. It opens the
//! state file, builds the first model, takes the terminal, starts the workers (input,
//! signals, solver, saver) and runs the loop until the player quits.

mod backend;
mod clipboard;
mod events;
mod input;
mod leaving;
mod plain;
mod race;
mod replay;
mod run;
mod screen;
mod terminal;
mod title;
mod workers;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};

#[cfg(test)]
pub(crate) use backend::LeanBackend;
#[cfg(test)]
pub(crate) use events::{Events, key_of};
pub(crate) use race::run_race;
pub(crate) use replay::{PlayOn, show_replay};
#[cfg(test)]
pub(crate) use run::keep_verbosity;
pub(crate) use run::{Plain, Wiring, run_loop};
pub(crate) use terminal::SOLVER_THREAD;
use tui2048_app::leaving::{leaving_lines, plain_quit_line};
pub(crate) use tui2048_app::say::{config_notice, open_error, records_error};
#[cfg(test)]
pub(crate) use tui2048_app::say::{damage, fault, keep_error};
pub(crate) use workers::Input;
pub(crate) use workers::Saver;
#[cfg(test)]
pub(crate) use workers::SolveRequest;

use screen::{Reader, on_the_terminal};
use workers::spawn_solver;

use tui2048_app::plain::Narrator;
use tui2048_app::settings::{Interface, Settings};
use tui2048_app::{Fresh, GameOptions, Msg, Off, Start, init};

use tui2048_engine::ai::Solver;
use tui2048_engine::game::{GameState, Record};
use tui2048_files::{StateFile, read_records};
use tui2048_store::clock::unix_now;
use tui2048_store::config::Problem;
use tui2048_store::{OpenError, Opened};

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
    /// The race was asked for in the plain interface: its two boards are drawn.
    RaceNeedsTheScreen,
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
    solver: (Solver, Receiver<Msg>),
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
    solver: (Solver, Receiver<Msg>),
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
    (solver, news): (Solver, Receiver<Msg>),
) -> Result<(), RunError> {
    let found = start_up(save, options, settings, problem)?;
    let Found {
        path,
        saver,
        tx,
        rx,
        start,
    } = found;
    let (mouse, color) = (start.settings.mouse, start.settings.color);
    let (interface, labels) = (start.settings.interface, start.settings.labels);
    let (verbosity, sounds) = (start.settings.verbosity, start.settings.sounds);
    let replay_says = start.settings.replay_says;
    let config = start.settings.file.clone();
    let first = init(start, on);
    workers::spawn_news(news, tx.clone());
    // The replay's review grades with the hint's solver (its network, and its tables for
    // a game that reaches them), as `tui2048 review` does.
    let review = Some((solver.clone(), tx.clone()));
    let solver = spawn_solver(tx.clone(), solver);
    let (saver, inputs, solver) = (&saver, &rx, &solver);
    let last = match interface {
        Interface::Full => on_the_terminal(mouse, Reader::Kept, &tx, |terminal, console| {
            let wiring = Wiring {
                color,
                config,
                saver,
                inputs,
                solver,
                pause: console,
                review,
                plain: None,
            };
            run_loop(terminal, first, wiring)
        })?,
        Interface::Plain => plain::in_plain(Reader::Kept, &tx, |terminal, console, speaker| {
            let narrator = Narrator::new(labels)
                .speaking(verbosity, sounds)
                .replaying(replay_says);
            let wiring = Wiring {
                color,
                config,
                saver,
                inputs,
                solver,
                pause: console,
                review,
                plain: Some(Plain { narrator, speaker }),
            };
            run_loop(terminal, first, wiring)
        })?,
    };
    // The plain interface says one short line, unwrapped: the rest is asked for.
    if interface == Interface::Plain {
        plain::write_lines(&mut std::io::stdout(), &[plain_quit_line(&last)]);
        return Ok(());
    }
    // On the normal screen, what a player wants to know on the way out. The terminal may
    // be gone (a hang-up): then there is no one to tell.
    let said = leaving_lines(&last, path.as_deref());
    leaving::say_on_leaving(&said.lines, &said.whole);
    leaving::say_on_leaving(&said.after, &[]);
    Ok(())
}

/// What a screen over the save starts from, found alike for the game and the race.
struct Found {
    /// The state file's path (none: there is no home folder), for the line on the way out.
    path: Option<PathBuf>,
    /// What writes the save's files, on a thread of its own.
    saver: Saver,
    /// Where the workers report, and where the loop reads it.
    tx: Sender<Input>,
    rx: Receiver<Input>,
    /// What the app starts from.
    start: Start,
}

/// Both ends a terminal, the save opened (its lock taken: the daily slot for today's
/// game), the races counted, the saver started, the clock and the system's randomness
/// read: what `init` needs, and what carries out its commands. Every error here leaves
/// the terminal untouched.
fn start_up(
    save: Save,
    options: GameOptions,
    settings: Settings,
    problem: Option<Problem>,
) -> Result<Found, RunError> {
    needs_a_terminal(settings.interface)?;
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
    // The races are counted in the records file, apart from the games of the state file.
    let races = file
        .as_ref()
        .and_then(|f| read_records(f.path()).ok())
        .map(|records| records.races)
        .unwrap_or_default();
    let off = match &file {
        None => Some(Off::NoHome),
        Some(file) => file.off().cloned().map(Off::Fault),
    };
    let path = file.as_ref().map(|f| f.path().to_path_buf());
    let (tx, rx) = channel();
    // Another user's save is read, never written: its lock and its files are the owner's.
    let saver = Saver::spawn(file.filter(|f| f.foreign_owner().is_none()), tx.clone());
    let start = Start {
        opened,
        off,
        races,
        settings,
        problem,
        options,
        fresh: Fresh::random(),
        now: unix_now(),
    };
    Ok(Found {
        path,
        saver,
        tx,
        rx,
        start,
    })
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

/// Both ends of the program must be a terminal for a screen to run on them (the plain
/// interface's lines may go to a file or a pipe: only its keys need one): which is not.
fn needs_a_terminal(interface: Interface) -> Result<(), RunError> {
    if !std::io::stdin().is_terminal() {
        return Err(RunError::NotATerminal(Stream::Input));
    }
    if interface == Interface::Full && !std::io::stdout().is_terminal() {
        return Err(RunError::NotATerminal(Stream::Output));
    }
    Ok(())
}
