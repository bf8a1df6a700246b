//! The event loop: waits for input, feeds `update`, carries out its commands and draws.
//! It blocks while nothing happens: no polling, no idle redraws.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread;

use ratatui::Terminal;
use ratatui::backend::Backend;
use ratatui::crossterm::event::{self, Event};

use super::model::{Model, Saving};
use super::msg::{Cmd, Msg};
use super::start::{GameOptions, initial_model};
use super::update::{msg_for_event, update};
use crate::store::{Opened, Saved, StateFile};
use crate::ui::{Look, view};

/// Something for the loop to handle.
#[derive(Debug)]
pub enum Input {
    /// A terminal event.
    Terminal(Event),
    /// SIGTERM, SIGHUP or SIGINT: leave cleanly.
    Signal,
    /// Reading the terminal failed; leave.
    Closed,
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
    }
}

/// Opens the state file, builds the first model and plays until the player quits.
/// Every error before the terminal is taken over leaves it untouched.
pub fn play(state: Option<PathBuf>, options: GameOptions, look: Look) -> Result<(), RunError> {
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
    let (mut model, fresh) = initial_model(opened, options, look, rand::random());
    if store.is_none() {
        model.saving = Saving::Off("no home folder to keep the state file in (use --state)".into());
    }
    if fresh {
        model = save(model, store.as_ref());
    }

    let (tx, rx) = channel();
    spawn_input_reader(tx.clone());
    spawn_signal_watcher(tx)?;
    ratatui::run(|terminal| run_loop(terminal, model, store.as_ref(), &rx))?;
    Ok(())
}

/// Handles inputs until the player quits. Generic over the backend so tests can drive it.
pub fn run_loop<B: Backend>(
    terminal: &mut Terminal<B>,
    mut model: Model,
    store: Option<&StateFile>,
    inputs: &Receiver<Input>,
) -> Result<Model, B::Error> {
    terminal.draw(|frame| view(&model, frame))?;
    while let Ok(input) = inputs.recv() {
        let msg = match input {
            Input::Terminal(event) => msg_for_event(&model, &event),
            Input::Signal | Input::Closed => Some(Msg::Quit),
        };
        let Some(msg) = msg else { continue };
        let redraw = !matches!(msg, Msg::Quit);
        model = dispatch(model, msg, store);
        if model.quitting {
            break;
        }
        if redraw {
            terminal.draw(|frame| view(&model, frame))?;
        }
    }
    Ok(model)
}

/// Runs `update` and carries out its commands, feeding their results back.
fn dispatch(model: Model, msg: Msg, store: Option<&StateFile>) -> Model {
    let (mut model, cmds) = update(model, msg);
    for cmd in cmds {
        match cmd {
            Cmd::Save => model = save(model, store),
            Cmd::Quit => model.quitting = true,
        }
    }
    model
}

fn save(model: Model, store: Option<&StateFile>) -> Model {
    let Some(store) = store else { return model };
    let result = store.save(&saved_of(&model)).map_err(|e| e.to_string());
    update(model, Msg::Saved(result)).0
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
