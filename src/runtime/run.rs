//! The loop: waits for input, feeds `update`, carries out its commands, and draws the
//! newest model at most about sixty times a second. It blocks while nothing happens: no
//! polling, no idle redraws.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{Receiver, Sender};
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::Backend;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;

use super::events::Events;
use super::replay::{Judge, replay_loop, spawn_review};
use super::terminal::Pause;
use super::workers::{Input, Saver, SolveRequest, next_input, stop_here};
use crate::app::keymap::Action;
use crate::app::{Cmd, FRAME, Model, Msg, Replay, Theme, accuracy_of, share_line, text, update};
use crate::clock::unix_now;
use crate::game::{Record, final_state};
use crate::store::config::keep_setting;
use crate::store::{KeptNote, SaveError, Saved};
use crate::ui::{Look, view};

/// The least time between two frames: however fast the model changes (autoplay, a burst
/// of keys), the screen is drawn about sixty times a second at most, always the newest.
pub const MIN_FRAME: Duration = FRAME;

/// The state file's content for a model.
pub fn saved_of(model: &Model) -> Saved {
    Saved {
        best: model.scores().best.clone(),
        best_assisted: model.scores().best_assisted.clone(),
        stats: stats_saved(model),
        game: model.game().clone(),
        undo: model.session().undo_stack().iter().cloned().collect(),
        history: model.scores().history.clone(),
        record: Some(model.session().record().clone()),
    }
}

/// The counts the state file keeps: the game in play among them, but not among the
/// bests (which are of the games that ended; the game in play's are beside them).
fn stats_saved(model: &Model) -> crate::game::Stats {
    let mut stats = model.stats_with_game();
    stats.own.best_tile = model.scores().stats.own.best_tile;
    stats.assisted.best_tile = model.scores().stats.assisted.best_tile;
    stats
}

/// What the loop works with besides the terminal and the model.
pub struct Wiring<'a, P: Pause> {
    /// The look the run starts in; the theme key changes its theme.
    pub look: Look,
    /// The settings file, where the theme key keeps its choice (none: nowhere).
    pub config: Option<PathBuf>,
    pub saver: &'a Saver,
    pub inputs: &'a Receiver<Input>,
    pub solver: &'a Sender<SolveRequest>,
    pub pause: &'a mut P,
    /// What judges a game for the replay screen, and where it reports (none: the replay
    /// screen shows no grades).
    pub review: Option<(Judge, Sender<Input>)>,
}

/// Handles inputs until the player quits; returns the last model, saved. Generic over the
/// backend so tests can drive it.
pub fn run_loop<B: Backend, P: Pause>(
    terminal: &mut Terminal<B>,
    mut model: Model,
    wiring: Wiring<'_, P>,
) -> Result<Model, B::Error> {
    let Wiring {
        mut look,
        config,
        saver,
        inputs,
        solver,
        pause,
        review,
    } = wiring;
    let mut events = Events::default();
    // A warning the player has not seen yet (a finished game not kept).
    let mut warning: Option<Warning> = None;
    terminal.draw(|frame| view(&model, look, frame))?;
    let mut drawn = Instant::now();
    // The model changed since the screen was drawn.
    let mut stale = false;
    // Stopped (or about to be): nothing is drawn until the terminal is ours again.
    let mut stopped = false;
    loop {
        // Sleep until something happens, the model's next tick, a frame put off, or an
        // Esc that waited.
        let now = Instant::now();
        let put_off = stale.then(|| (drawn + MIN_FRAME).saturating_duration_since(now));
        let esc = events.esc_due().map(|at| at.saturating_duration_since(now));
        let tick = model.wake_after().filter(|_| !stopped);
        let timeout = [tick, put_off, esc].into_iter().flatten().min();
        let Some(first) = next_input(inputs, timeout) else {
            break;
        };
        if first.is_none() && tick.is_some() {
            model = update(model, Msg::Tick(Instant::now())).0;
            stale = true;
        }
        // Everything that came meanwhile, then one frame.
        let mut quit = false;
        let mut batch: VecDeque<Input> = first.into_iter().collect();
        batch.extend(std::iter::from_fn(|| inputs.try_recv().ok()));
        while let Some(input) = batch.pop_front().or_else(|| {
            let waited = events.due_esc(Instant::now());
            waited.map(Input::Waited)
        }) {
            let from_player = matches!(input, Input::Terminal(Event::Key(_) | Event::Mouse(_)));
            let msg = match input {
                Input::Suspend => {
                    saver.flush();
                    terminal.show_cursor()?;
                    pause.release();
                    stopped = true;
                    stop_here();
                    continue;
                }
                Input::Resume => {
                    if pause.reclaim().is_err() {
                        quit = true;
                        break;
                    }
                    stopped = false;
                    // Everything is drawn anew: the screen may hold anything by now.
                    terminal.clear()?;
                    terminal.hide_cursor()?;
                    stale = true;
                    continue;
                }
                Input::Signal | Input::Closed => Some(Msg::Action(Action::Quit)),
                _ if stopped => continue,
                Input::Terminal(event) => {
                    panic_if_asked(&event);
                    if matches!(event, Event::Resize(..)) {
                        stale = true;
                    }
                    let area = terminal.size().map_or(Rect::default(), Rect::from);
                    events.msg(&model, area, &event)
                }
                Input::Waited(msg) => Some(msg),
                // (The replay screen's: none come to the game's loop.)
                Input::Replay(_) => None,
                Input::Solved { id, dir } => Some(Msg::SolverAnswer { id, dir }),
                Input::Saved(result) => Some(saved_msg(result)),
                Input::Kept(result) => match kept_note(result) {
                    // Said once: the same words again are not news.
                    Some(text) if warning.as_ref().is_some_and(|w| w.text == text) => None,
                    Some(text) => {
                        warning = Some(Warning {
                            text: text.clone(),
                            shown: false,
                        });
                        Some(Msg::Notice(text))
                    }
                    None => None,
                },
            };
            let Some(msg) = msg else { continue };
            let secs = unix_now();
            if secs != model.clock() {
                model = update(model, Msg::Clock(secs)).0;
            }
            let (next, effects) = dispatch(model, msg, saver, solver, review.as_ref());
            model = next;
            if let Some(theme) = effects.theme {
                look = look.with_theme(theme);
                if let Some(notice) = keep_theme(config.as_deref(), theme) {
                    model = update(model, Msg::Notice(notice)).0;
                }
            }
            let mut quits = effects.quits;
            if let Some(record) = effects.replay {
                // The replay screen, on the same terminal and inputs, at the board in
                // play; then the game again.
                match Replay::of(*record).map(Replay::at_end) {
                    Ok(replay) => {
                        // The review stops when the replay screen closes.
                        let _reviewing = review.as_ref().map(|(judge, tx)| {
                            spawn_review(replay.record.clone(), *judge, tx.clone())
                        });
                        let mut held = Vec::new();
                        quits |= replay_loop(terminal, replay, look, inputs, pause, &mut held)?.1;
                        // What came for the game meanwhile, before anything after.
                        for input in held.into_iter().rev() {
                            batch.push_front(input);
                        }
                    }
                    Err(e) => {
                        let notice = text::record_does_not_replay(e);
                        model = update(model, Msg::Notice(notice)).0;
                    }
                }
            }
            if model.wake_after().is_some() {
                // Whatever started moving starts now.
                model = update(model, Msg::Tick(Instant::now())).0;
            }
            // A warning stays until a key comes after it was shown.
            if let Some(w) = &warning
                && model.notice() != Some(w.text.as_str())
            {
                if from_player && w.shown {
                    warning = None;
                } else {
                    model = update(model, Msg::Notice(w.text.clone())).0;
                }
            }
            stale = true;
            if quits {
                quit = true;
                break;
            }
        }
        if quit {
            break;
        }
        if stale && !stopped && drawn.elapsed() >= MIN_FRAME {
            terminal.draw(|frame| view(&model, look, frame))?;
            drawn = Instant::now();
            stale = false;
            if let Some(w) = &mut warning {
                w.shown |= model.notice() == Some(w.text.as_str());
            }
        }
    }
    // The newest state asked for is written before the program goes; the model learns
    // how that went, for the line printed on the way out.
    if let Some(result) = saver.flush() {
        model = update(model, saved_msg(result)).0;
    }
    Ok(model)
}

/// The message of a save's result.
fn saved_msg(result: Result<(), SaveError>) -> Msg {
    match result {
        Ok(()) => Msg::Saved(Ok(())),
        Err(SaveError::Failed(why)) => Msg::Saved(Err(why)),
        Err(SaveError::Off(why)) => Msg::SavingOff(why),
    }
}

/// Runs `update` and carries out its commands; whether one of them is to quit.
/// What the loop itself must do after a message: leave, or show a replay.
#[derive(Default)]
struct Effects {
    quits: bool,
    replay: Option<Box<Record>>,
    /// The theme to show from now on.
    theme: Option<Theme>,
}

fn dispatch(
    model: Model,
    msg: Msg,
    saver: &Saver,
    solver: &Sender<SolveRequest>,
    review: Option<&(Judge, Sender<Input>)>,
) -> (Model, Effects) {
    let (model, cmds) = update(model, msg);
    let mut effects = Effects::default();
    for cmd in cmds {
        match cmd {
            // Autoplay's many moves may wait a little; the player's own never do.
            Cmd::Save => saver.save(saved_of(&model), !model.solver().autoplay()),
            Cmd::Quit => effects.quits = true,
            Cmd::Keep(record) => {
                if let Some((judge, tx)) = review {
                    share_when_judged(&record, *judge, tx.clone());
                }
                saver.keep(*record);
            }
            Cmd::Replay(record) => effects.replay = Some(record),
            Cmd::Theme(theme) => effects.theme = Some(theme),
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
    (model, effects)
}

/// Keeps the theme chosen in the settings file; what the status line says when it could
/// not be kept (the choice then holds for the run).
fn keep_theme(config: Option<&Path>, theme: Theme) -> Option<String> {
    let why = match config {
        None => text::NO_CONFIG_FOLDER.to_string(),
        Some(path) => keep_setting(path, "theme", theme.name()).err()?,
    };
    Some(text::theme_not_kept(theme.name(), why))
}

/// For a daily game that ended, its share line with its accuracy, once the review (on a
/// thread of its own) is in.
fn share_when_judged(record: &Record, judge: Judge, tx: Sender<Input>) {
    if share_line(record, &record.start(), None).is_none() {
        return;
    }
    let record = record.clone();
    std::thread::spawn(move || {
        let Ok(end) = final_state(&record) else {
            return;
        };
        let accuracy = judge(&record, &|_, _| {}, &AtomicBool::new(false))
            .map(|verdicts| accuracy_of(&verdicts));
        if let Some(line) = share_line(&record, &end, accuracy) {
            let _ = tx.send(Input::Waited(Msg::Shared(line)));
        }
    });
}

/// What the status line says of keeping a finished game, if anything.
fn kept_note(result: Result<KeptNote, SaveError>) -> Option<String> {
    match result {
        Ok(KeptNote::Added) | Err(SaveError::Off(_)) => None,
        Ok(KeptNote::Restarted { reason, kept }) => Some(text::records_kept_aside(
            reason,
            kept.file_name().unwrap_or_default().to_string_lossy(),
        )),
        Err(SaveError::Failed(why)) => Some(text::record_not_kept(why)),
    }
}

/// A notice the player must see: it stays in the status line, whatever else is said,
/// until a key comes after a frame that showed it.
struct Warning {
    text: String,
    shown: bool,
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
        && key.code == ratatui::crossterm::event::KeyCode::Char(trigger)
    {
        panic!("panic on key {trigger:?}, as TUI2048_PANIC_ON_KEY asked");
    }
}
