//! The replay screen's loop: the terminal taken as for a game, keys and time fed to the
//! replay's core, and the review made on a thread of its own so that the screen never
//! waits for it. Leaving the screen stops its review: nobody waits for it any more.

use std::io::IsTerminal;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Sender, channel};
use std::thread;
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::Backend;
use ratatui::crossterm::event::{self, Event};

use super::backend::LeanBackend;
use super::events::key_of;
use super::terminal::{Console, Pause};
use super::workers::{self, Input, next_input, stop_here};
use super::{MIN_FRAME, RunError};
use crate::app::{Replay, ReplayMsg, Verdict, update_replay};
use crate::game::Record;
use crate::ui::{Look, view_replay};

/// What judges a record, move by move, telling its progress as it goes, until the flag
/// says to stop (`None` when it cannot, or stopped).
pub type Judge = fn(&Record, &(dyn Fn(usize, usize) + Sync), &AtomicBool) -> Option<Vec<Verdict>>;

/// Shows `replay` until the player leaves it.
pub fn show_replay(replay: Replay, look: Look, judge: Judge) -> Result<(), RunError> {
    if !std::io::stdin().is_terminal() {
        return Err(RunError::NotATerminal("standard input"));
    }
    if !std::io::stdout().is_terminal() {
        return Err(RunError::NotATerminal("standard output"));
    }
    let (tx, rx) = channel();
    workers::spawn_signal_watcher(tx.clone())?;
    let _review = spawn_review(replay.record.clone(), judge, tx.clone());
    let mut console = Console::take(false)?;
    let result = (|| {
        let mut terminal = Terminal::new(LeanBackend::new(std::io::stdout()))?;
        terminal.clear()?;
        let _ = event::poll(Duration::ZERO);
        workers::spawn_input_reader(tx);
        replay_loop(
            &mut terminal,
            replay,
            look,
            &rx,
            &mut console,
            &mut Vec::new(),
        )
        .map(|_| ())
    })();
    drop(console);
    result?;
    Ok(())
}

/// A review under way on its thread. Dropping it stops the review: the positions being
/// valued are finished, no other is begun, and nothing more is reported.
pub(super) struct Reviewing {
    stop: Arc<AtomicBool>,
}

impl Drop for Reviewing {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Judges the record on its own thread, reporting its progress now and then, until the
/// review ends or the handle is dropped.
pub(super) fn spawn_review(record: Record, judge: Judge, tx: Sender<Input>) -> Reviewing {
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = Arc::clone(&stop);
    thread::spawn(move || {
        let last = std::sync::Mutex::new(Instant::now());
        let progress = |done: usize, total: usize| {
            if let Ok(mut last) = last.try_lock()
                && last.elapsed() >= Duration::from_millis(200)
                && !stopped.load(Ordering::Relaxed)
            {
                *last = Instant::now();
                let _ = tx.send(Input::Replay(ReplayMsg::Progress(done, total)));
            }
        };
        let verdicts = judge(&record, &progress, &stopped);
        if !stopped.load(Ordering::Relaxed) {
            let _ = tx.send(Input::Replay(ReplayMsg::Reviewed(verdicts)));
        }
    });
    Reviewing { stop }
}

/// Feeds keys, time and the review to the replay, drawing the newest at a frame rate,
/// until the player leaves it; returns the replay and whether a signal asked the program
/// to quit. What comes meanwhile for the game under it (how a save or a kept record went,
/// a solver's answer) is put in `held`, in order. Generic over the backend so tests can
/// drive it.
pub fn replay_loop<B: Backend>(
    terminal: &mut Terminal<B>,
    mut replay: Replay,
    look: Look,
    inputs: &std::sync::mpsc::Receiver<Input>,
    pause: &mut impl Pause,
    held: &mut Vec<Input>,
) -> Result<(Replay, bool), B::Error> {
    terminal.draw(|frame| view_replay(&replay, look, frame))?;
    let mut quit = false;
    let mut drawn = Instant::now();
    let mut stale = false;
    let mut stopped = false;
    loop {
        let put_off = stale.then(|| (drawn + MIN_FRAME).saturating_duration_since(Instant::now()));
        let tick = replay.wake_after().filter(|_| !stopped);
        let timeout = [tick, put_off].into_iter().flatten().min();
        let Some(input) = next_input(inputs, timeout) else {
            break;
        };
        let msg = match input {
            None if tick.is_some() => Some(ReplayMsg::Tick(Instant::now())),
            None => None,
            Some(Input::Suspend) => {
                terminal.show_cursor()?;
                pause.release();
                stopped = true;
                stop_here();
                None
            }
            Some(Input::Resume) => {
                if pause.reclaim().is_err() {
                    break;
                }
                stopped = false;
                terminal.clear()?;
                terminal.hide_cursor()?;
                stale = true;
                None
            }
            Some(Input::Signal | Input::Closed) => {
                quit = true;
                break;
            }
            Some(Input::Terminal(_)) if stopped => None,
            Some(Input::Terminal(Event::Key(key))) => key_of(&key).map(ReplayMsg::Key),
            Some(Input::Terminal(Event::Resize(..))) => {
                stale = true;
                None
            }
            Some(Input::Replay(msg)) => Some(msg),
            Some(Input::Terminal(_)) => None,
            Some(other) => {
                held.push(other);
                None
            }
        };
        if let Some(msg) = msg {
            let (next, leave) = update_replay(replay, msg);
            replay = next;
            if leave {
                break;
            }
            stale = true;
        }
        if stale && !stopped && drawn.elapsed() >= MIN_FRAME {
            terminal.draw(|frame| view_replay(&replay, look, frame))?;
            drawn = Instant::now();
            stale = false;
        }
    }
    Ok((replay, quit))
}
