//! The runtime: everything that touches the terminal or runs beside the loop. It opens the
//! state file, builds the first model, takes the terminal, starts the workers (input,
//! signals, solver, saver) and runs the loop until the player quits: a session
//! (`session.rs`) over the terminal's bytes, or, for the tests, over any others
//! ([`play_over`]).

mod backend;
mod clipboard;
mod events;
mod input;
mod leaving;
mod plain;
mod race;
pub mod remote;
mod replay;
mod run;
mod screen;
mod session;
mod solvers;
mod terminal;
mod title;
mod workers;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};

#[cfg(test)]
pub(crate) use backend::LeanBackend;
#[cfg(test)]
pub(crate) use events::{Events, key_of};
pub(crate) use race::run_race;
pub(crate) use replay::{PlayOn, show_replay};
pub(crate) use run::Choices;
#[cfg(test)]
pub(crate) use run::write_verbosity;
#[cfg(test)]
pub(crate) use run::{Wiring, run_loop};
pub(crate) use terminal::SOLVER_THREAD;
use tui2048_app::leaving::leaving_lines;
pub(crate) use tui2048_app::say::{config_notice, open_error, records_error};
#[cfg(test)]
pub(crate) use tui2048_app::say::{damage, fault, write_error};
pub(crate) use workers::Input;
pub(crate) use workers::Saver;
#[cfg(test)]
pub(crate) use workers::SolveRequest;

pub(crate) use backend::Told;
use screen::{Reader, holding_the_terminal};
pub(crate) use session::resize;
pub(crate) use session::{Seat, play_session};
pub(crate) use solvers::Solvers;

use tui2048_app::settings::{Interface, Settings};
use tui2048_app::{Fresh, GameOptions, Model, Msg, Off, Start, init};

use tui2048_engine::ai::Solver;
use tui2048_engine::game::{GameState, Record};
use tui2048_files::StateFile;
use tui2048_files::config::ConfigFile;
use tui2048_store::clock::unix_now;
use tui2048_store::config::Problem;
use tui2048_store::{OpenError, Opened, Store};

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

/// The bytes of a frame the screen's writer holds before it writes: a whole frame of a
/// large terminal, so that each goes out in one write.
const FRAME_BYTES: usize = 1 << 16;

/// The save a game plays in.
enum Save {
    /// None: there is no home folder to keep it in.
    None,
    /// The state file at this path, to be opened.
    At(PathBuf),
    /// Opened already: its lock held, its file read.
    Taken(Box<(StateFile, Opened)>),
    /// Kept elsewhere (a server's database), opened already, its hold taken.
    Kept(Box<(Box<dyn Store>, Opened, Option<Choices>)>),
    /// Nothing kept: a guest's game on a server.
    Guest,
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
    let path = found.path.clone();
    let seat = seat_of(found, on);
    let (mouse, interface) = (seat.settings.mouse, seat.settings.interface);
    let tx = seat.tx.clone();
    workers::spawn_news(news, tx.clone());
    // One process, one session today: the solver's threads are started for it, and
    // would serve any other.
    let solvers = Solvers::start(solver);
    // The terminal's own bytes: keys from it, the screen or the lines on standard output.
    let last = match interface {
        Interface::Full => holding_the_terminal(mouse, Reader::Kept, &tx, |console, size| {
            // A frame in one write (standard output alone writes 1 KB at a time): the
            // terminal takes it whole, and sooner.
            let out = std::io::BufWriter::with_capacity(FRAME_BYTES, std::io::stdout());
            play_session(seat, out, size, console, &solvers)
        })??,
        // Nothing is drawn: no size is asked of the terminal.
        Interface::Plain => plain::in_plain(Reader::Kept, &tx, |console| {
            let unseen = Told::new(0, 0);
            play_session(seat, std::io::stdout(), &unseen, console, &solvers)
        })??,
    };
    // The plain interface said its one short line on the way out: the rest is asked for.
    if interface == Interface::Plain {
        return Ok(());
    }
    // On the normal screen, what a player wants to know on the way out. The terminal may
    // be gone (a hang-up): then there is no one to tell.
    let said = leaving_lines(&last, path.as_deref());
    leaving::say_on_leaving(&said.lines, &said.whole);
    leaving::say_on_leaving(&said.after, &[]);
    Ok(())
}

/// Plays a session over `keys` and `screen` at the size `told` says, in the interface the
/// settings choose, saved in the state file at `state` (none: nowhere), with the shared
/// `solvers`: a full screen drawn on `screen`, or the plain interface's lines written on
/// it. Nothing here touches a terminal: the keys are parsed by the session's own reader,
/// and `ready` is handed the session's channel (for a new size, [`resize`]) before it
/// starts. Its last model.
#[cfg_attr(
    not(test),
    expect(
        dead_code,
        reason = "a session over any bytes: the tests' today, an ssh channel's next"
    )
)]
pub(crate) fn play_over(
    (keys, screen, told): (
        impl std::io::Read + Send + 'static,
        impl std::io::Write + Send + 'static,
        &Told,
    ),
    state: Option<PathBuf>,
    (options, settings): (GameOptions, Settings),
    solvers: &Solvers,
    ready: impl FnOnce(&Sender<Input>),
) -> Result<Model, RunError> {
    let save = state.map_or(Save::None, Save::At);
    let seat = seat_of(open_up(save, options, settings, None)?, None);
    ready(&seat.tx);
    workers::spawn_byte_reader(keys, seat.tx.clone());
    Ok(play_session(seat, screen, told, &mut (), solvers)?)
}

/// The seat a start found: `init` of what it found (or of `on`, a replay's board played
/// on).
fn seat_of(found: Found, on: Option<(Record, GameState)>) -> Seat {
    let Found {
        saver,
        tx,
        rx,
        start,
        choices,
        ..
    } = found;
    let settings = start.settings.clone();
    Seat {
        first: init(start, on),
        saver,
        tx,
        rx,
        settings,
        choices,
    }
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
    /// Where the player's choices are written (none: nowhere).
    choices: Option<Choices>,
}

/// Both ends a terminal, then [`open_up`].
fn start_up(
    save: Save,
    options: GameOptions,
    settings: Settings,
    problem: Option<Problem>,
) -> Result<Found, RunError> {
    needs_a_terminal(settings.interface)?;
    open_up(save, options, settings, problem)
}

/// The save opened (its lock taken: the daily slot for today's game), the races counted,
/// the saver started, the clock and the system's randomness read: what `init` needs, and
/// what carries out its commands, wherever the session's bytes go. Every error here
/// leaves the terminal untouched.
fn open_up(
    save: Save,
    options: GameOptions,
    settings: Settings,
    problem: Option<Problem>,
) -> Result<Found, RunError> {
    let files = |(file, opened): (StateFile, Opened)| {
        let path = Some(file.path().to_path_buf());
        (path, Some(Box::new(file) as Box<dyn Store>), opened)
    };
    let guest = matches!(save, Save::Guest);
    // The player's choices go to the settings file the launch read, or where the store's
    // owner says.
    let mut given: Option<Option<Choices>> = None;
    // From here on, the game is the store's, wherever it keeps it.
    let (path, store, opened) = match save {
        Save::Taken(taken) => files(*taken),
        // Today's game has a slot of its own, beside the state file.
        Save::At(path) => files(match options.daily {
            Some(_) => StateFile::open_daily(&path)?,
            None => StateFile::open(&path)?,
        }),
        Save::Kept(kept) => {
            let (store, opened, choices) = *kept;
            given = Some(choices);
            (None, Some(store), opened)
        }
        Save::None | Save::Guest => (None, None, Opened::Fresh),
    };
    // The races are counted with the finished games, apart from the game in play.
    let races = store
        .as_ref()
        .and_then(|s| s.records().ok())
        .map(|records| records.races)
        .unwrap_or_default();
    let off = match &store {
        None if guest => Some(Off::Guest),
        None => Some(Off::NoHome),
        Some(store) => store.off().cloned().map(Off::Fault),
    };
    let (tx, rx) = channel();
    // Another user's save is read, never written: its lock and its files are the owner's.
    let saver = Saver::spawn(store.filter(|s| !s.read_only()), tx.clone());
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
    let choices = given.unwrap_or_else(|| {
        let file = start.settings.file.clone();
        file.map(|path| Arc::new(ConfigFile(path)) as Choices)
    });
    Ok(Found {
        path,
        saver,
        tx,
        rx,
        start,
        choices,
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
