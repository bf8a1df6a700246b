//! The game's screen: inputs as the game's messages, `update` fed with them, and its
//! commands carried out (saves, the solver, the records, the theme, the replay screen).
//! It runs in the loop every screen shares (`screen.rs`).

use std::collections::VecDeque;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{Receiver, Sender};
use std::time::{Duration, Instant};

use ratatui::backend::Backend;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use ratatui::{Frame, Terminal};

use super::clipboard;
use super::events::{Events, key_of};
use super::plain::Speaker;
use super::replay::{ReplayScreen, verdicts};
use super::screen::{Ctx, Exit, Flow, MIN_FRAME, Screen, carry_out, feed, run_screen};
use super::solvers::Asker;
use super::terminal::Pause;
use super::title::plain_title;
use super::workers::{Input, Saver, SolveRequest};
use tui2048_app::keymap::Action;
use tui2048_app::leaving::plain_quit_line;
use tui2048_app::plain::{Glance, Narrator, PlainRead, verbosity_said};
use tui2048_app::settings::{ColorMode, Theme, Tip, Verbosity, name_of};
use tui2048_app::update_in_place;
use tui2048_app::{Cmd, Model, Msg, Overlay, Replay, accuracy_of, earlier_of, saved_of};
use tui2048_engine::ai::Solver;
use tui2048_engine::game::Record;
use tui2048_store::SettingsStore;
use tui2048_store::clock::unix_now;
use tui2048_store::config::{TRUECOLOR_TIP, WriteError};
use tui2048_ui::{Look, view};

/// What the loop works with besides the terminal and the model.
pub(crate) struct Wiring<'a, P: Pause> {
    /// How many colours the terminal shows (the theme is the model's).
    pub color: ColorMode,
    /// Where the player's choices are written (the theme key's, say; none: nowhere).
    pub config: Option<Choices>,
    pub saver: &'a Saver,
    pub inputs: &'a Receiver<Input>,
    /// The session's way to the solver's threads, which every session shares.
    pub solver: &'a Asker,
    pub pause: &'a mut P,
    /// The solver that grades a game's moves for the replay screen and the daily game's
    /// share line, and where it reports (none: the replay screen shows no grades).
    pub review: Option<(Solver, Sender<Input>)>,
    /// The plain interface's narrator and where it speaks (none: the full screen).
    pub plain: Option<Plain>,
}

/// The plain interface: what it says of the game, and where.
pub(crate) struct Plain {
    pub narrator: Narrator,
    pub speaker: Speaker,
}

/// Carries out the first commands of `model` (those [`init`](tui2048_app::init) returned),
/// then handles inputs until the player quits (or a signal, or the terminal's end, quits
/// for them); returns the last model, saved. Generic over the backend so tests can drive
/// it.
pub(crate) fn run_loop<B: Backend, P: Pause>(
    terminal: &mut Terminal<B>,
    (model, first): (Model, Vec<Cmd>),
    wiring: Wiring<'_, P>,
) -> Model {
    let Wiring {
        color,
        config,
        saver,
        inputs,
        solver,
        pause,
        review,
        plain,
    } = wiring;
    let mut game = Game {
        model,
        color,
        config,
        saver,
        solver,
        review,
        events: Events::default(),
        plain,
        waited: Duration::ZERO,
    };
    // Said with the first frame, once the first state is written.
    if let Some(plain) = &mut game.plain {
        plain.speaker.tell(plain.narrator.welcome(&game.model));
    }
    let mut ctx = Ctx {
        terminal,
        inputs,
        pause,
        ahead: VecDeque::new(),
    };
    // The first frame comes before the first commands are carried out (a tip seen kept in
    // the settings file waits on the disk): the board shows as soon as it can.
    let first_frame = ctx
        .terminal
        .draw(|frame| game.view(frame))
        .map(|_| game.drawn());
    // However the loop ended, the program quits: a terminal that can no longer be drawn
    // on (a closed window) ends it as a hang-up does.
    let _ = match first_frame.and_then(|()| carry_out(&mut game, first, &mut ctx)) {
        Ok(false) => run_screen(&mut game, &mut ctx).map(|_| ()),
        _ => Ok(()),
    };
    // Left from the boss screen (a signal): the terminal's own title back.
    if game.model.boss().is_some() {
        plain_title(false);
    }
    // The newest state asked for is written before the program goes; the model learns
    // how that went, for the line printed on the way out.
    if let Some(result) = saver.flush() {
        let _ = feed(&mut game, Msg::Saved(result), &mut ctx);
    }
    // The plain interface says one short line on the way out, unwrapped: the rest is
    // asked for.
    if let Some(plain) = &mut game.plain {
        plain.speaker.speak();
        plain.speaker.say(&[plain_quit_line(&game.model)]);
    }
    game.model
}

/// The game's screen: the model, and what its commands are carried out with.
struct Game<'a> {
    model: Model,
    /// How many colours the terminal shows (the theme is the model's).
    color: ColorMode,
    config: Option<Choices>,
    saver: &'a Saver,
    solver: &'a Asker,
    review: Option<(Solver, Sender<Input>)>,
    events: Events,
    plain: Option<Plain>,
    /// How long the last frame waited for its state to be written.
    waited: Duration,
}

impl Screen for Game<'_> {
    type Msg = Msg;
    type Cmd = Cmd;

    fn message(&mut self, input: Input, stopped: bool, area: impl FnOnce() -> Rect) -> Option<Msg> {
        match input {
            // While stopped, nothing but the stop's end and signals counts.
            _ if stopped => None,
            Input::Terminal(event) => {
                panic_if_asked(&event);
                match &mut self.plain {
                    Some(_) => plain_msg(&event),
                    None => self.events.msg(&self.model, area(), &event),
                }
            }
            Input::Waited(msg) => Some(msg),
            // (The replay screen's: none come to the game's.)
            Input::Replay(_) => None,
            Input::Solved { id, dir } => Some(Msg::SolverAnswer { id, dir }),
            Input::Saved(result) => Some(Msg::Saved(result)),
            Input::Kept(result) => Some(Msg::Kept(result)),
            // (The loop's own.)
            Input::Suspend | Input::Resume | Input::Signal | Input::Closed => None,
        }
    }

    fn update(&mut self, msg: Msg) -> Vec<Cmd> {
        let Some(plain) = &mut self.plain else {
            return update_in_place(&mut self.model, msg);
        };
        let before = Glance::of(&self.model);
        let key = match msg {
            Msg::Key(key) | Msg::PlainKey(key) => Some(key),
            _ => None,
        };
        let mut cmds = update_in_place(&mut self.model, msg);
        // A key that reads changed nothing: what it reads is read out as it is carried out.
        if cmds.iter().any(|cmd| matches!(cmd, Cmd::Read(_))) {
            return cmds;
        }
        // Said once the state it tells of is written (`show`).
        plain
            .speaker
            .tell(plain.narrator.tell(&before, &self.model, key));
        // The help and the statistics are said, not shown; the boss screen has nothing
        // to hide: each is closed at once.
        if self.model.overlay() != Overlay::None {
            cmds.extend(update_in_place(&mut self.model, Msg::Action(Action::Close)));
        }
        cmds
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
            Cmd::Keep(record) => self.saver.keep(*record),
            Cmd::Judge(record) => {
                if let Some((solver, tx)) = &self.review {
                    judge(*record, solver.clone(), tx.clone());
                }
            }
            Cmd::TipSeen => {
                if let Some(choices) = &self.config {
                    // Not written, it is said again next time.
                    let _ = choices.write_setting(TRUECOLOR_TIP, name_of(Tip::Seen).into());
                }
            }
            Cmd::TakeBack(record) => self.saver.take_back(*record),
            // No title is set in the plain interface: not one escape sequence.
            Cmd::PlainTitle(_) if self.plain.is_some() => {}
            Cmd::Read(what) => self.read_out(what),
            Cmd::PlainTitle(plain) => plain_title(plain),
            Cmd::Replay(record) => return self.replay(*record, ctx),
            // The plain interface writes no escape sequence.
            Cmd::Copy(_) if self.plain.is_some() => return Ok(Flow::Then(Msg::Copied(false))),
            Cmd::Copy(text) => {
                clipboard::copy(&text);
                return Ok(Flow::Then(Msg::Copied(true)));
            }
            Cmd::Theme(theme) => {
                if let Some(not_kept) = write_theme(self.config.as_deref(), theme) {
                    return Ok(Flow::Then(not_kept));
                }
            }
            Cmd::Solve { id, board, delay } => {
                let request = SolveRequest {
                    id,
                    board,
                    not_before: Instant::now() + delay,
                };
                self.solver.ask(request);
            }
        }
        Ok(Flow::Go)
    }

    fn view(&self, frame: &mut Frame) {
        if self.plain.is_some() {
            return;
        }
        view(
            &self.model,
            Look::in_theme(self.color, self.model.theme()),
            frame,
        );
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
        // Whatever started moving starts now.
        let moving = self.model.wake_after().is_some();
        moving
            .then(|| Msg::Tick(Instant::now()))
            .into_iter()
            .collect()
    }

    fn stopping(&mut self) {
        self.saver.flush();
        if let Some(plain) = &mut self.plain {
            plain.speaker.speak();
        }
    }

    /// A move shown is a move kept: the state a frame shows (or a line tells of) is
    /// written before it is shown. Keys are handled meanwhile; a burst of them is written
    /// once, its last state, before the frame that shows it.
    fn show(&mut self) {
        let started = Instant::now();
        self.saver.settle();
        self.waited = started.elapsed();
        if let Some(plain) = &mut self.plain {
            plain.speaker.speak();
        }
    }

    fn unshown(&self) -> bool {
        self.plain.as_ref().is_some_and(|p| p.speaker.has_waiting())
    }

    /// Frames wait for saves at most a third of the time: after a frame that waited `w`,
    /// the next comes `2w` later at the soonest. A key after a pause shows at once (the
    /// gap has passed); fast autoplay on a slow disk plays on between frames, and is saved
    /// with each.
    fn frame_gap(&self) -> Duration {
        MIN_FRAME.max(self.waited * 2)
    }

    fn drawn(&mut self) {
        let none = update_in_place(&mut self.model, Msg::Drawn);
        debug_assert!(none.is_empty(), "a frame drawn asks nothing");
    }
}

impl Game<'_> {
    /// Reads out what a key of the plain interface reads; brief or verbose is kept in the
    /// settings file as the theme is.
    fn read_out(&mut self, what: PlainRead) {
        let Some(plain) = &mut self.plain else {
            return;
        };
        let lines = match what {
            PlainRead::Verbosity => {
                let verbosity = plain.narrator.switch_verbosity();
                let why = write_verbosity(self.config.as_deref(), verbosity);
                let t = self.model.texts();
                vec![verbosity_said(
                    t,
                    verbosity,
                    why.as_ref().map(Option::as_ref),
                )]
            }
            what => plain.narrator.read_out(&self.model, what),
        };
        // Said in its turn, after what the keys before it told.
        plain.speaker.tell(lines);
    }

    /// The replay screen, on the same terminal and inputs, at the board in play; then the
    /// game again, with what came for it meanwhile before anything after.
    fn replay<B: Backend, P: Pause>(
        &mut self,
        record: Record,
        ctx: &mut Ctx<'_, B, P>,
    ) -> Result<Flow<Msg>, B::Error> {
        // What the game had to say comes before the replay's first word.
        self.show();
        let daily = record.origin().day().is_some();
        let language = self.model.language();
        let replay = match Replay::of(record).map(|r| r.at_end().in_language(language)) {
            // The daily slot holds only the day's game: nothing is played on in it.
            Ok(replay) if daily => replay.without_play_on(),
            Ok(replay) => replay,
            Err(e) => return Ok(Flow::Then(Msg::NoReplay(e))),
        };
        let look = Look::in_theme(self.color, self.model.theme());
        let mut screen = ReplayScreen::new(replay, look, self.review.clone());
        if let Some(plain) = &self.plain {
            let (labels, says) = (plain.narrator.labels(), plain.narrator.replay_says());
            screen = screen.in_plain(labels, says, plain.speaker.beside());
        }
        // A signal in the replay quits the program; else the game goes on (played on from
        // the board shown, when the player chose to).
        Ok(match run_screen(&mut screen, ctx)? {
            Exit::Signal => Flow::Close,
            exit => {
                let mut first = screen.held();
                match screen.played_on().filter(|_| exit == Exit::Closed) {
                    Some(on) => first.push(Input::Waited(Msg::PlayOn(Box::new(on)))),
                    // Left: what is shown now is the game, as it was.
                    None => {
                        if let Some(plain) = &mut self.plain {
                            let m = &self.model;
                            let back = m.texts().plain_back(m.game().score(), m.best_score());
                            plain.speaker.say(&[back]);
                        }
                    }
                }
                Flow::First(first)
            }
        })
    }
}

/// The message of a terminal event in the plain interface: every key is the plain
/// interface's ([`Msg::PlainKey`]), whose reading keys `update` tells apart.
fn plain_msg(event: &Event) -> Option<Msg> {
    let Event::Key(key) = event else {
        return None;
    };
    key_of(key).map(Msg::PlainKey)
}

/// Writes the theme chosen to the settings file; the message of why it could not be written
/// (the choice then holds for the run), if it was not.
pub(super) fn write_theme(config: Option<&dyn SettingsStore>, theme: Theme) -> Option<Msg> {
    let why = match config {
        None => None,
        Some(choices) => Some(
            choices
                .write_setting("theme", name_of(theme).into())
                .err()?,
        ),
    };
    Some(Msg::ThemeNotWritten(why))
}

/// Writes the plain interface's verbosity where the player's choices go (`config`); why
/// it could not be written (`Some(None)`: there is no settings folder), if it was not.
pub(crate) fn write_verbosity(
    config: Option<&dyn SettingsStore>,
    verbosity: Verbosity,
) -> Option<Option<WriteError>> {
    match config {
        None => Some(None),
        Some(choices) => choices
            .write_setting("verbosity", name_of(verbosity).into())
            .err()
            .map(Some),
    }
}

/// Where a player's choices are written, shared by the screens of a run.
pub(crate) type Choices = std::sync::Arc<dyn SettingsStore>;

/// The accuracy of a finished game's moves, worked out on a thread of its own and told
/// to the game, which shares its line.
fn judge(record: Record, solver: Solver, tx: Sender<Input>) {
    std::thread::spawn(move || {
        let accuracy = verdicts(&record, &solver, &|_, _| {}, &AtomicBool::new(false))
            .map(|verdicts| accuracy_of(&verdicts));
        let record = Box::new(record);
        let _ = tx.send(Input::Waited(Msg::Judged { record, accuracy }));
    });
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
