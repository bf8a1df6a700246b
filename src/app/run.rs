//! The event loop: waits for input, feeds `update`, carries out its commands and draws.
//! It blocks while nothing happens: no polling, no idle redraws.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::thread;
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::Backend;
use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use ratatui::crossterm::execute;

use super::model::{BOSS_LINE_EVERY, Model, Saving};
use super::msg::{Cmd, Msg};
use super::start::{GameOptions, initial_model};
use super::update::{msg_for_event, update};
use crate::game::{Board, Dir};
use crate::store::{Opened, Saved, StateFile};
use crate::ui::{LeanBackend, Look, view};

/// While autoplay runs fast, the state file is written at most this often (and at once
/// when autoplay stops or the program quits).
const AUTOPLAY_SAVE_INTERVAL: Duration = Duration::from_millis(250);

/// The time between animation frames (about 60 per second).
const FRAME: Duration = Duration::from_millis(16);

/// The time between frames of the rising "+N": it moves a row at a time, so a few
/// frames a second do.
const FLOAT_FRAME: Duration = Duration::from_millis(100);

/// Something for the loop to handle.
#[derive(Debug)]
pub enum Input {
    /// A terminal event.
    Terminal(Event),
    /// SIGTERM, SIGHUP or SIGINT: leave cleanly.
    Signal,
    /// Reading the terminal failed; leave.
    Closed,
    /// The solver's answer to a request.
    Solved { id: u64, dir: Option<Dir> },
}

/// The move source behind hints and autoplay.
pub type Solve = fn(&Board) -> Option<Dir>;

/// A request to the solver thread.
#[derive(Debug)]
pub struct SolveRequest {
    pub id: u64,
    pub board: Board,
    /// Answer no sooner than this (the autoplay pace).
    pub not_before: Instant,
}

/// Why the game could not run.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error("tui2048 needs a terminal: {0} is not one")]
    NotATerminal(&'static str),
    #[error(transparent)]
    Open(#[from] crate::store::OpenError),
    #[error("terminal error: {0}")]
    Io(#[from] std::io::Error),
}

/// The state file's content for a model.
pub fn saved_of(model: &Model) -> Saved {
    Saved {
        best: model.best.clone(),
        stats: model.stats,
        game: model.game.clone(),
        undo: model.undo.iter().cloned().collect(),
        history: model.history.clone(),
    }
}

/// Opens the state file, builds the first model and plays until the player quits.
/// Every error before the terminal is taken over leaves it untouched.
pub fn play(
    state: Option<PathBuf>,
    options: GameOptions,
    settings: Settings,
    solve: Solve,
) -> Result<(), RunError> {
    if !std::io::stdin().is_terminal() {
        return Err(RunError::NotATerminal("standard input"));
    }
    if !std::io::stdout().is_terminal() {
        return Err(RunError::NotATerminal("standard output"));
    }
    let (store, opened) = match state {
        Some(path) => {
            let (file, opened) = StateFile::open(&path)?;
            (Some(file), opened)
        }
        None => (None, Opened::Fresh),
    };
    let now = unix_now();
    let (mut model, fresh) = initial_model(opened, options, settings.look, rand::random(), now);
    model.animate = settings.animate;
    model.clock = now;
    if store.is_none() {
        model.saving = Saving::Off("no home folder to keep the state file in (use --state)".into());
    }
    let mut saver = Saver::new(store);
    if fresh {
        model = saver.save(model);
    }

    let (tx, rx) = channel();
    spawn_signal_watcher(tx.clone())?;
    let solver = spawn_solver(tx.clone(), solve);
    // Raw mode, the alternate screen, and a panic hook that undoes both before the panic
    // is printed; the terminal ratatui makes is replaced by one on the leaner backend.
    drop(ratatui::try_init()?);
    quiet_solver_panics();
    let result = (|| {
        let mut terminal = Terminal::new(LeanBackend::new(std::io::stdout()))?;
        // The first poll makes crossterm watch for resizes; do it before the first frame
        // so a resize right after it is not missed. It must happen before the reader
        // thread starts, which then holds the event source.
        let _ = event::poll(Duration::ZERO);
        spawn_input_reader(tx);
        if settings.mouse {
            capture_mouse();
        }
        let result = run_loop(&mut terminal, model, &mut saver, &rx, &solver);
        if settings.mouse {
            let _ = execute!(std::io::stdout(), DisableMouseCapture);
        }
        result
    })();
    ratatui::restore();
    result?;
    Ok(())
}

/// How the game looks and feels, fixed for a run.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    pub look: Look,
    /// Animate moves.
    pub animate: bool,
    /// Take mouse events (drags and clicks); off leaves the terminal's selection working.
    pub mouse: bool,
}

/// The solver thread catches its own panics and answers "no move"; the hook that gives the
/// terminal back must not run for them, or the game would go on drawing on a restored
/// terminal. The same holds for the threads named after it (its helpers).
fn quiet_solver_panics() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let solver = thread::current()
            .name()
            .is_some_and(|name| name.starts_with(SOLVER_THREAD));
        if !solver {
            previous(info);
        }
    }));
}

/// The name of the solver's thread, and the start of its helpers' names.
pub const SOLVER_THREAD: &str = "solver";

/// Turns mouse reporting on, and makes sure a panic turns it off again along with the
/// rest of the terminal's state.
fn capture_mouse() {
    let _ = execute!(std::io::stdout(), EnableMouseCapture);
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(std::io::stdout(), DisableMouseCapture);
        previous(info);
    }));
}

/// In debug builds, `TUI2048_PANIC_ON_KEY=<char>` makes that key panic, so tests can check
/// that a panic gives the terminal back and leaves the state file whole.
fn panic_if_asked(event: &Event) {
    if !cfg!(debug_assertions) {
        return;
    }
    let Some(trigger) = std::env::var("TUI2048_PANIC_ON_KEY")
        .ok()
        .and_then(|v| v.chars().next())
    else {
        return;
    };
    if let Event::Key(key) = event
        && key.code == event::KeyCode::Char(trigger)
    {
        panic!("panic on key {trigger:?}, as TUI2048_PANIC_ON_KEY asked");
    }
}

/// Seconds since 1970 by the wall clock.
fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// Writes the state file, no more often than every `AUTOPLAY_SAVE_INTERVAL` while
/// autoplay runs.
pub struct Saver {
    store: Option<StateFile>,
    last: Option<Instant>,
    dirty: bool,
}

impl Saver {
    pub fn new(store: Option<StateFile>) -> Saver {
        Saver {
            store,
            last: None,
            dirty: false,
        }
    }

    /// Saves now, feeding the result back into the model.
    pub fn save(&mut self, model: Model) -> Model {
        let Some(store) = &self.store else {
            return model;
        };
        let result = store.save(&saved_of(&model)).map_err(|e| e.to_string());
        self.last = Some(Instant::now());
        self.dirty = false;
        update(model, Msg::Saved(result)).0
    }

    /// Saves, or only notes that a save is due while autoplay runs fast.
    fn request(&mut self, model: Model) -> Model {
        let recent = self
            .last
            .is_some_and(|t| t.elapsed() < AUTOPLAY_SAVE_INTERVAL);
        if model.solver.autoplay && recent {
            self.dirty = true;
            model
        } else {
            self.save(model)
        }
    }

    /// Writes a save that was put off.
    fn flush(&mut self, model: Model) -> Model {
        if self.dirty { self.save(model) } else { model }
    }
}

/// Handles inputs until the player quits. Generic over the backend so tests can drive it.
pub fn run_loop<B: Backend>(
    terminal: &mut Terminal<B>,
    mut model: Model,
    saver: &mut Saver,
    inputs: &Receiver<Input>,
    solver: &Sender<SolveRequest>,
) -> Result<Model, B::Error> {
    if let Ok(size) = terminal.size() {
        model = update(model, Msg::Resize(size.width, size.height)).0;
    }
    terminal.draw(|frame| view(&model, frame))?;
    loop {
        // Block until something happens; wake for the next animation frame, the boss
        // screen's next log line, or a put-off save while autoplay runs.
        let timeout = if model.animation.is_some() {
            Some(FRAME)
        } else if model.gain_float.is_some() {
            Some(FLOAT_FRAME)
        } else if model.boss.is_some() {
            Some(BOSS_LINE_EVERY)
        } else if saver.dirty {
            Some(AUTOPLAY_SAVE_INTERVAL)
        } else {
            None
        };
        let input = match timeout {
            Some(timeout) => match inputs.recv_timeout(timeout) {
                Ok(input) => Some(input),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => break,
            },
            None => match inputs.recv() {
                Ok(input) => Some(input),
                Err(_) => break,
            },
        };
        let msg = match input {
            None if model.animation.is_some()
                || model.gain_float.is_some()
                || model.boss.is_some() =>
            {
                Some(Msg::Tick(Instant::now()))
            }
            None => {
                model = saver.flush(model);
                continue;
            }
            Some(Input::Terminal(event)) => {
                panic_if_asked(&event);
                msg_for_event(&model, &event)
            }
            Some(Input::Signal | Input::Closed) => Some(Msg::Quit),
            Some(Input::Solved { id, dir }) => Some(Msg::SolverAnswer { id, dir }),
        };
        let Some(msg) = msg else { continue };
        let secs = unix_now();
        if secs != model.clock {
            model = update(model, Msg::Clock(secs)).0;
        }
        model = dispatch(model, msg, saver, solver);
        let unstarted = model.animation.is_some_and(|a| a.started.is_none())
            || model.gain_float.is_some_and(|a| a.started.is_none())
            || model.boss.is_some_and(|b| b.started.is_none());
        if unstarted {
            // The first frame is now.
            model = update(model, Msg::Tick(Instant::now())).0;
        }
        if !model.solver.autoplay {
            model = saver.flush(model);
        }
        if model.quitting {
            break;
        }
        terminal.draw(|frame| view(&model, frame))?;
    }
    Ok(saver.flush(model))
}

/// Runs `update` and carries out its commands, feeding their results back.
fn dispatch(model: Model, msg: Msg, saver: &mut Saver, solver: &Sender<SolveRequest>) -> Model {
    let (mut model, cmds) = update(model, msg);
    for cmd in cmds {
        match cmd {
            Cmd::Save => model = saver.request(model),
            Cmd::Quit => model.quitting = true,
            Cmd::Solve { id, board, delay } => {
                let request = SolveRequest {
                    id,
                    board,
                    not_before: Instant::now() + delay,
                };
                // The solver thread lives as long as the program.
                let _ = solver.send(request);
            }
        }
    }
    model
}

fn spawn_input_reader(tx: Sender<Input>) {
    thread::spawn(move || {
        loop {
            let input = match event::read() {
                Ok(event) => Input::Terminal(event),
                Err(_) => Input::Closed,
            };
            let closed = matches!(input, Input::Closed);
            if tx.send(input).is_err() || closed {
                break;
            }
        }
    });
}

fn spawn_signal_watcher(tx: Sender<Input>) -> std::io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT])?;
    thread::spawn(move || {
        if signals.forever().next().is_some() {
            let _ = tx.send(Input::Signal);
        }
    });
    Ok(())
}

/// The solver's own thread: the screen never waits for a search, and quitting never
/// waits for one either (the thread ends with the program).
pub fn spawn_solver(tx: Sender<Input>, solve: Solve) -> Sender<SolveRequest> {
    let (requests, rx) = channel::<SolveRequest>();
    let spawned = thread::Builder::new()
        .name(SOLVER_THREAD.into())
        .spawn(move || {
            while let Ok(mut request) = rx.recv() {
                // Only the newest request matters; older ones were for boards gone by.
                while let Ok(newer) = rx.try_recv() {
                    request = newer;
                }
                // A solver that fails answers "no move" rather than silencing autoplay.
                let board = request.board;
                let dir = std::panic::catch_unwind(move || solve(&board)).unwrap_or(None);
                let wait = request.not_before.saturating_duration_since(Instant::now());
                if !wait.is_zero() {
                    thread::sleep(wait);
                }
                if tx
                    .send(Input::Solved {
                        id: request.id,
                        dir,
                    })
                    .is_err()
                {
                    break;
                }
            }
        });
    // Without a thread there are no hints; the game itself goes on.
    drop(spawned);
    requests
}
