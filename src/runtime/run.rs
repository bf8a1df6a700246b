//! The game's screen: inputs as the game's messages, `update` fed with them, and its
//! commands carried out (saves, the solver, the records, the theme, the replay screen).
//! It runs in the loop every screen shares (`screen.rs`).

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{Receiver, Sender};
use std::time::{Duration, Instant};

use ratatui::backend::Backend;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use ratatui::{Frame, Terminal};

use super::events::Events;
use super::replay::{ReplayScreen, verdicts};
use super::screen::{Ctx, Exit, Flow, Screen, feed, run_screen};
use super::terminal::Pause;
use super::title::plain_title;
use super::workers::{Input, Saver, SolveRequest};
use crate::app::keymap::Action;
use crate::app::say::{damage, fault, keep_error};
use crate::app::text::Texts;
use crate::app::{Cmd, Model, Msg, Replay, accuracy_of, share_line, update_in_place};
use crate::settings::{Theme, name_of};
use crate::ui::{Look, view};
use tui2048_engine::ai::Solver;
use tui2048_engine::game::{Origin, Record, Status, Streak, final_state};
use tui2048_store::clock::unix_now;
use tui2048_store::config::keep_setting;
use tui2048_store::{EARLIER_SAVED, KeptNote, SaveError, Saved};

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

/// The records of the games new games took the place of that the state file may keep
/// (oldest first): undo brings each back with its game.
pub(crate) fn earlier_of(model: &Model) -> Vec<Record> {
    let earlier = model.session().earlier();
    earlier[earlier.len().saturating_sub(EARLIER_SAVED)..].to_vec()
}

/// The counts the state file keeps: the game in play among them, but not among the
/// bests (which are of the games that ended; the game in play's are beside them).
fn stats_saved(model: &Model) -> tui2048_engine::game::Stats {
    let mut stats = model.stats_with_game();
    stats.own.best_tile = model.scores().stats.own.best_tile;
    stats.assisted.best_tile = model.scores().stats.assisted.best_tile;
    stats
}

/// What the loop works with besides the terminal and the model.
pub(crate) struct Wiring<'a, P: Pause> {
    /// The look the run starts in; the theme key changes its theme.
    pub look: Look,
    /// The settings file, where the theme key keeps its choice (none: nowhere).
    pub config: Option<PathBuf>,
    pub saver: &'a Saver,
    pub inputs: &'a Receiver<Input>,
    pub solver: &'a Sender<SolveRequest>,
    pub pause: &'a mut P,
    /// The solver that grades a game's moves for the replay screen and the daily game's
    /// share line, and where it reports (none: the replay screen shows no grades).
    pub review: Option<(Solver, Sender<Input>)>,
}

/// Handles inputs until the player quits (or a signal, or the terminal's end, quits for
/// them); returns the last model, saved. Generic over the backend so tests can drive it.
pub(crate) fn run_loop<B: Backend, P: Pause>(
    terminal: &mut Terminal<B>,
    model: Model,
    wiring: Wiring<'_, P>,
) -> Model {
    let Wiring {
        look,
        config,
        saver,
        inputs,
        solver,
        pause,
        review,
    } = wiring;
    let mut game = Game {
        model,
        look,
        config,
        saver,
        solver,
        review,
        events: Events::default(),
        warning: None,
        from_player: false,
    };
    let mut ctx = Ctx {
        terminal,
        inputs,
        pause,
        ahead: VecDeque::new(),
    };
    // However the loop ended, the program quits: a terminal that can no longer be drawn
    // on (a closed window) ends it as a hang-up does.
    let _ = run_screen(&mut game, &mut ctx);
    // Left from the boss screen (a signal): the terminal's own title back.
    if game.model.boss().is_some() {
        plain_title(false);
    }
    // The newest state asked for is written before the program goes; the model learns
    // how that went, for the line printed on the way out.
    if let Some(result) = saver.flush() {
        let msg = saved_msg(game.model.texts(), result);
        let _ = feed(&mut game, msg, &mut ctx);
    }
    game.model
}

/// The game's screen: the model, and what its commands are carried out with.
struct Game<'a> {
    model: Model,
    /// The look the game is drawn in; the theme key changes its theme.
    look: Look,
    config: Option<PathBuf>,
    saver: &'a Saver,
    solver: &'a Sender<SolveRequest>,
    review: Option<(Solver, Sender<Input>)>,
    events: Events,
    /// A warning the player has not seen yet (a finished game not kept).
    warning: Option<Warning>,
    /// The message being handled came from the player's keys or mouse.
    from_player: bool,
}

impl Screen for Game<'_> {
    type Msg = Msg;
    type Cmd = Cmd;

    fn message(&mut self, input: Input, stopped: bool, area: impl FnOnce() -> Rect) -> Option<Msg> {
        let from_player = matches!(input, Input::Terminal(Event::Key(_) | Event::Mouse(_)));
        let msg = match input {
            // While stopped, nothing but the stop's end and signals counts.
            _ if stopped => None,
            Input::Terminal(event) => {
                panic_if_asked(&event);
                self.events.msg(&self.model, area(), &event)
            }
            Input::Waited(msg) => Some(msg),
            // (The replay screen's: none come to the game's.)
            Input::Replay(_) => None,
            Input::Solved { id, dir } => Some(Msg::SolverAnswer { id, dir }),
            Input::Saved(result) => Some(saved_msg(self.model.texts(), result)),
            Input::Kept(result) => {
                kept_note(self.model.texts(), result).and_then(|text| self.warn(text, false))
            }
            Input::News(text) => self.warn(text, true),
            // (The loop's own.)
            Input::Suspend | Input::Resume | Input::Signal | Input::Closed => None,
        };
        self.from_player = from_player && msg.is_some();
        msg
    }

    fn update(&mut self, msg: Msg) -> Vec<Cmd> {
        update_in_place(&mut self.model, msg)
    }

    fn carry_out<B: Backend, P: Pause>(
        &mut self,
        cmd: Cmd,
        ctx: &mut Ctx<'_, B, P>,
    ) -> Result<Flow<Msg>, B::Error> {
        let model = &self.model;
        match cmd {
            // Autoplay's many moves may wait a little; the player's own never do.
            Cmd::Save => self.saver.save(
                saved_of(model),
                earlier_of(model),
                !model.solver().autoplay(),
            ),
            Cmd::Quit => return Ok(Flow::Close),
            Cmd::Keep(record) => {
                if let Some((solver, tx)) = &self.review {
                    let streak = model.scores().stats.daily;
                    share_when_judged(model.texts(), &record, streak, solver.clone(), tx.clone());
                }
                self.saver.keep(*record);
            }
            Cmd::TakeBack(record) => self.saver.take_back(*record),
            Cmd::PlainTitle(plain) => plain_title(plain),
            Cmd::Replay(record) => return self.replay(*record, ctx),
            Cmd::Theme(theme) => {
                self.look = self.look.with_theme(theme);
                if let Some(notice) = keep_theme(self.model.texts(), self.config.as_deref(), theme)
                {
                    return Ok(Flow::Then(Msg::Notice(notice)));
                }
            }
            Cmd::Solve { id, board, delay } => {
                let request = SolveRequest {
                    id,
                    board,
                    not_before: Instant::now() + delay,
                };
                // The solver thread lives as long as the program.
                let _ = self.solver.send(request);
            }
        }
        Ok(Flow::Go)
    }

    fn view(&self, frame: &mut Frame) {
        view(&self.model, self.look, frame);
    }

    fn wake_after(&self) -> Option<Duration> {
        self.model.wake_after()
    }

    fn tick(&self, now: Instant) -> Msg {
        Msg::Tick(now)
    }

    fn quit(&self) -> Option<Msg> {
        Some(Msg::Action(Action::Quit))
    }

    fn due_at(&self) -> Option<Instant> {
        self.events.esc_due()
    }

    fn due(&mut self, now: Instant) -> Option<Input> {
        self.events.due_esc(now).map(Input::Waited)
    }

    fn before(&mut self) -> Option<Msg> {
        let secs = unix_now();
        (secs != self.model.clock()).then_some(Msg::Clock(secs))
    }

    fn after(&mut self) -> Vec<Msg> {
        let mut msgs = Vec::new();
        if self.model.wake_after().is_some() {
            // Whatever started moving starts now.
            msgs.push(Msg::Tick(Instant::now()));
        }
        // A warning stays until a key comes after it was shown.
        let from_player = std::mem::take(&mut self.from_player);
        if let Some(w) = &self.warning
            && self.model.notice() != Some(w.text.as_str())
        {
            if from_player && w.shown {
                self.warning = None;
            } else if !(w.yields && self.model.notice().is_some()) {
                msgs.push(Msg::Notice(w.text.clone()));
            }
        }
        msgs
    }

    fn stopping(&mut self) {
        self.saver.flush();
    }

    fn drawn(&mut self) {
        if let Some(w) = &mut self.warning {
            w.shown |= self.model.notice() == Some(w.text.as_str());
        }
    }
}

impl Game<'_> {
    /// A warning for the status line, kept there until a key comes after it was shown
    /// (giving way to other notices while they show, when it `yields`); said once: the
    /// same words again are not news.
    fn warn(&mut self, text: String, yields: bool) -> Option<Msg> {
        if self.warning.as_ref().is_some_and(|w| w.text == text) {
            return None;
        }
        self.warning = Some(Warning {
            text: text.clone(),
            shown: false,
            yields,
        });
        Some(Msg::Notice(text))
    }

    /// The replay screen, on the same terminal and inputs, at the board in play; then the
    /// game again, with what came for it meanwhile before anything after.
    fn replay<B: Backend, P: Pause>(
        &mut self,
        record: Record,
        ctx: &mut Ctx<'_, B, P>,
    ) -> Result<Flow<Msg>, B::Error> {
        let daily = matches!(record.origin(), Origin::Daily(_));
        let language = self.model.language();
        let replay = match Replay::of(record).map(|r| r.at_end().in_language(language)) {
            // The daily slot holds only the day's game: nothing is played on in it.
            Ok(replay) if daily => replay.without_play_on(),
            Ok(replay) => replay,
            Err(e) => {
                let notice = self.model.texts().record_does_not_replay(&e);
                return Ok(Flow::Then(Msg::Notice(notice)));
            }
        };
        let mut screen = ReplayScreen::new(replay, self.look, self.review.clone());
        // A signal in the replay quits the program; else the game goes on (played on from
        // the board shown, when the player chose to).
        Ok(match run_screen(&mut screen, ctx)? {
            Exit::Signal => Flow::Close,
            exit => {
                let mut first = screen.held();
                if let Some(on) = screen.played_on().filter(|_| exit == Exit::Closed) {
                    first.push(Input::Waited(Msg::PlayOn(Box::new(on))));
                }
                Flow::First(first)
            }
        })
    }
}

/// The message of a save's result.
fn saved_msg(texts: &Texts, result: Result<(), SaveError>) -> Msg {
    match result {
        Ok(()) => Msg::Saved(Ok(())),
        Err(SaveError::Failed(why)) => Msg::Saved(Err(fault(texts, &why))),
        Err(SaveError::Off(why)) => Msg::SavingOff(fault(texts, &why)),
    }
}

/// Keeps the theme chosen in the settings file; what the status line says when it could
/// not be kept (the choice then holds for the run).
pub(super) fn keep_theme(texts: &Texts, config: Option<&Path>, theme: Theme) -> Option<String> {
    let why = match config {
        None => texts.no_config_folder().to_string(),
        Some(path) => keep_error(texts, &keep_setting(path, "theme", name_of(theme)).err()?),
    };
    Some(texts.theme_not_kept(theme, &why))
}

/// For a daily game that ended, its share line with its accuracy, once the review (on a
/// thread of its own) is in.
fn share_when_judged(
    texts: &'static Texts,
    record: &Record,
    streak: Streak,
    solver: Solver,
    tx: Sender<Input>,
) {
    if share_line(texts, record, &record.start(), None, &streak).is_none() {
        return;
    }
    // A try given up (left for a new one) is not shared.
    let Ok(end) = final_state(record) else {
        return;
    };
    if end.status() != Status::Over {
        return;
    }
    let record = record.clone();
    std::thread::spawn(move || {
        let accuracy = verdicts(&record, &solver, &|_, _| {}, &AtomicBool::new(false))
            .map(|verdicts| accuracy_of(&verdicts));
        if let Some(line) = share_line(texts, &record, &end, accuracy, &streak) {
            let record = Box::new(record);
            let _ = tx.send(Input::Waited(Msg::Shared { record, line }));
        }
    });
}

/// What the status line says of keeping a finished game, if anything.
pub(super) fn kept_note(texts: &Texts, result: Result<KeptNote, SaveError>) -> Option<String> {
    match result {
        Ok(KeptNote::Added) | Err(SaveError::Off(_)) => None,
        Ok(KeptNote::Restarted { reason, kept }) => Some(texts.records_kept_aside(
            &damage(texts, &reason),
            &tui2048_store::shown::os(kept.file_name().unwrap_or_default()),
        )),
        Err(SaveError::Failed(why)) => Some(texts.record_not_kept(&fault(texts, &why))),
    }
}

/// A notice the player must see: it stays in the status line, whatever else is said,
/// until a key comes after a frame that showed it.
struct Warning {
    text: String,
    shown: bool,
    /// Word of work under way: another notice (a hint, say) shows over it meanwhile.
    yields: bool,
}

/// In debug builds, `TUI2048_PANIC_ON_KEY=<char>` makes that key panic, and
/// `TUI2048_ABORT_ON_KEY=<char>` makes it say so on standard error and abort (as an
/// allocation that fails does), so tests can check that either gives the terminal back,
/// says what happened and leaves the state file whole.
fn panic_if_asked(event: &Event) {
    if !cfg!(debug_assertions) {
        return;
    }
    let asked = |name: &str| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.chars().next())
            .filter(|&trigger| {
                matches!(event, Event::Key(key)
                if key.code == ratatui::crossterm::event::KeyCode::Char(trigger))
            })
    };
    if let Some(trigger) = asked("TUI2048_PANIC_ON_KEY") {
        panic!("panic on key {trigger:?}, as TUI2048_PANIC_ON_KEY asked");
    }
    if let Some(trigger) = asked("TUI2048_ABORT_ON_KEY") {
        eprintln!("abort on key {trigger:?}, as TUI2048_ABORT_ON_KEY asked");
        std::process::abort();
    }
}
