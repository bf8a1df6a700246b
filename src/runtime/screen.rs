//! The one loop every screen runs in (the game's, the replay's): it waits for input, turns
//! it into the screen's messages, feeds them to the screen's core and carries out every
//! command the core returns, and draws the newest state at most about sixty times a
//! second. It blocks while nothing happens: no polling, no idle redraws. Being stopped
//! from the shell and going on again (`kill -TSTP`, `fg`) and the frame rate are handled
//! here, for every screen; so is the real terminal every screen runs on, taken and given
//! back in one place ([`on_the_terminal`]).

use std::collections::VecDeque;
use std::io::{self, Stdout, Write};
use std::sync::mpsc::{Receiver, Sender};
use std::time::{Duration, Instant};

use ratatui::backend::Backend;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use ratatui::{Frame, Terminal};

use super::backend::{LeanBackend, Told};
use super::terminal::{Console, Pause, let_go};
use super::workers::{
    Input, next_input, spawn_input_reader, spawn_signal_watcher, spawn_stoppable_input_reader,
    stop_here,
};
use tui2048_app::FRAME;

/// The real terminal, as a screen draws on it.
pub(super) type Screenful = Terminal<LeanBackend<Stdout>>;

/// Who reads the terminal while a screen runs on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reader {
    /// A reader for the rest of the program's run: the game's, the race's.
    Kept,
    /// A reader that stops with the screen, for a screen after which the program takes
    /// the terminal again with a reader of its own (the replay before a game played on
    /// from it): no key that comes after is taken from it.
    Stopped,
}

/// Runs `run` on the real terminal, for any screen: [`holding_the_terminal`], drawn on
/// standard output at the terminal's size, cleared of whatever another program left on
/// it. However `run` ends, the terminal is given back as it was found.
pub(super) fn on_the_terminal<T>(
    mouse: bool,
    reader: Reader,
    tx: &Sender<Input>,
    run: impl FnOnce(&mut Screenful, &mut Console) -> T,
) -> io::Result<T> {
    holding_the_terminal(mouse, reader, tx, |console, size| {
        on_a_screen(io::stdout(), size, |terminal| run(terminal, console))
    })?
}

/// Runs `run` on a screen drawn on `out` at the size `told` says (the terminal's, or a
/// session's anywhere else), cleared first; its cursor shown again however `run` ends.
pub(super) fn on_a_screen<W: Write, T>(
    out: W,
    told: &Told,
    run: impl FnOnce(&mut Terminal<LeanBackend<W>>) -> T,
) -> io::Result<T> {
    let mut terminal = Terminal::new(LeanBackend::new(out).told(told.clone()))?;
    let result = terminal.clear().map(|()| run(&mut terminal));
    let_go(terminal);
    result
}

/// Runs `run` with the real terminal held, for a session whose bytes are the terminal's:
/// the signals watched, the terminal taken (raw mode, the alternate screen, mouse reports
/// when `mouse`, the panic hook that gives it back), its size read (and told again on
/// SIGWINCH), then the terminal's `reader` started, each reporting to `tx`. However `run`
/// ends, the terminal is given back as it was found.
pub(super) fn holding_the_terminal<T>(
    mouse: bool,
    reader: Reader,
    tx: &Sender<Input>,
    run: impl FnOnce(&mut Console, &Told) -> T,
) -> io::Result<T> {
    let size = Told::of_the_terminal();
    spawn_signal_watcher(tx.clone(), Some(size.clone()))?;
    let mut console = Console::take(mouse)?;
    let result = {
        // Dropped as `run` ends, a stopped reader lets go of the terminal's input.
        let _reading = match reader {
            Reader::Kept => {
                spawn_input_reader(tx.clone());
                None
            }
            Reader::Stopped => Some(spawn_stoppable_input_reader(tx.clone())),
        };
        run(&mut console, &size)
    };
    drop(console);
    Ok(result)
}

/// The least time between two frames: however fast the model changes (autoplay, a burst
/// of keys), the screen is drawn about sixty times a second at most, always the newest.
pub(crate) const MIN_FRAME: Duration = FRAME;

/// How long the screen stays still before the program gives back the pages of code and
/// read-only data it is not running (docs/performance.md): the kernel maps each again
/// when it is next needed, from memory, so a key after a rest is not slower to answer.
pub(crate) const REST: Duration = Duration::from_secs(1);

/// Gives back the pages of the program's code and read-only data, and of its libraries',
/// that hold only their files' bytes: at rest they no longer count as its memory.
fn give_back_idle_pages() {
    #[cfg(unix)]
    let _ = tui2048_guard::let_go_of_file_pages();
}

/// What every screen shares: the terminal, the inputs and the terminal's holder.
pub(super) struct Ctx<'a, B: Backend, P: Pause> {
    pub(super) terminal: &'a mut Terminal<B>,
    pub(super) inputs: &'a Receiver<Input>,
    pub(super) pause: &'a mut P,
    /// Inputs read but not yet handled, in order: a screen opened by a command (the
    /// replay, from the game) takes them first, so that a key typed ahead of it is its
    /// own, and what it leaves goes back to the screen under it.
    pub(super) ahead: VecDeque<Input>,
}

/// What the loop does after a command.
pub(super) enum Flow<M> {
    /// Goes on.
    Go,
    /// Goes on, with this message for the screen's core after the others.
    Then(M),
    /// Goes on, handling these inputs (in order) before any other.
    First(Vec<Input>),
    /// Closes the screen.
    Close,
}

/// How a screen's loop ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Exit {
    /// The screen closed.
    Closed,
    /// A signal (or the terminal's end) asked the program to quit, and the screen had no
    /// message of its own for it.
    Signal,
    /// No input can come any more, or the terminal could not be taken back after a stop.
    Lost,
}

/// A screen: a core fed messages that answers with commands, and its view.
pub(super) trait Screen {
    type Msg;
    type Cmd;

    /// What an input means to the screen (none: nothing now); `stopped` while the
    /// program is stopped and nothing is drawn. `area` is the terminal's size.
    fn message(
        &mut self,
        input: Input,
        stopped: bool,
        area: impl FnOnce() -> Rect,
    ) -> Option<Self::Msg>;
    /// Feeds the core; the commands it returns, which the loop carries out.
    fn update(&mut self, msg: Self::Msg) -> Vec<Self::Cmd>;
    /// Carries out one command.
    fn carry_out<B: Backend, P: Pause>(
        &mut self,
        cmd: Self::Cmd,
        ctx: &mut Ctx<'_, B, P>,
    ) -> Result<Flow<Self::Msg>, B::Error>;
    fn view(&self, frame: &mut Frame);
    /// How soon time alone changes the screen.
    fn wake_after(&self) -> Option<Duration>;
    /// The message of time passing.
    fn tick(&self, now: Instant) -> Self::Msg;
    /// The message a signal stands for (none: the screen closes at once, and says so).
    fn quit(&self) -> Option<Self::Msg>;
    /// When an input the screen holds back is due (an Esc that waits).
    fn due_at(&self) -> Option<Instant> {
        None
    }
    /// The input held back, once due.
    fn due(&mut self, _now: Instant) -> Option<Input> {
        None
    }
    /// A message to feed before each one from an input (the game's clock).
    fn before(&mut self) -> Option<Self::Msg> {
        None
    }
    /// Messages to feed once an input's message and its commands are done.
    fn after(&mut self) -> Vec<Self::Msg> {
        Vec::new()
    }
    /// Just before the program stops.
    fn stopping(&mut self) {}
    /// Just before a frame shows the screen's state: what it shows is made to last first
    /// (the game's state written), and what waits to be said is said.
    fn show(&mut self) {}
    /// Whether something waits to be shown though the screen's state has not changed (a
    /// line to say).
    fn unshown(&self) -> bool {
        false
    }
    /// The least time between two frames ([`MIN_FRAME`], or more while showing waits
    /// long for what it must do first).
    fn frame_gap(&self) -> Duration {
        MIN_FRAME
    }
    /// A frame was drawn.
    fn drawn(&mut self) {}
}

/// Runs `screen` until it closes, a signal quits it or its inputs end.
pub(super) fn run_screen<S: Screen, B: Backend, P: Pause>(
    screen: &mut S,
    ctx: &mut Ctx<'_, B, P>,
) -> Result<Exit, B::Error> {
    screen.show();
    ctx.terminal.draw(|frame| screen.view(frame))?;
    screen.drawn();
    let drawn = Instant::now();
    let mut pace = Pace {
        drawn,
        rest_at: Some(drawn + REST),
        stale: false,
        stopped: false,
    };
    loop {
        // Sleep until something happens, the screen's next tick, a frame put off, or an
        // input held back.
        let now = Instant::now();
        let put_off = pace
            .stale
            .then(|| (pace.drawn + screen.frame_gap()).saturating_duration_since(now));
        let held = screen.due_at().map(|at| at.saturating_duration_since(now));
        let tick = screen.wake_after().filter(|_| !pace.stopped);
        let rest = match tick {
            None => pace.rest_at.map(|at| at.saturating_duration_since(now)),
            Some(_) => None,
        };
        let timeout = [tick, put_off, held, rest].into_iter().flatten().min();
        // Inputs read ahead are handled before any wait.
        let first = match ctx.ahead.is_empty() {
            true => match next_input(ctx.inputs, timeout) {
                Some(first) => first,
                None => return Ok(Exit::Lost),
            },
            false => None,
        };
        if first.is_none() && ctx.ahead.is_empty() && tick.is_some() {
            let msg = screen.tick(Instant::now());
            if feed(screen, msg, ctx)? {
                return Ok(Exit::Closed);
            }
            pace.stale = true;
        }
        if first.is_none() && tick.is_none() && pace.rest_at.is_some_and(|at| at <= Instant::now())
        {
            pace.rest_at = None;
            give_back_idle_pages();
        }
        // Everything that came meanwhile, then one frame.
        ctx.ahead.extend(first);
        ctx.ahead
            .extend(std::iter::from_fn(|| ctx.inputs.try_recv().ok()));
        if let Some(exit) = handle_inputs(screen, ctx, &mut pace)? {
            return Ok(exit);
        }
        pace.stale |= screen.unshown();
        if pace.stale && !pace.stopped && pace.drawn.elapsed() >= screen.frame_gap() {
            screen.show();
            ctx.terminal.draw(|frame| screen.view(frame))?;
            pace.drawn = Instant::now();
            pace.rest_at = Some(pace.drawn + REST);
            pace.stale = false;
            screen.drawn();
        }
    }
}

/// Where a screen's loop stands between two waits.
struct Pace {
    /// When the last frame was drawn.
    drawn: Instant,
    /// When the program, waiting with nothing to do, gives back the pages it is not
    /// running.
    rest_at: Option<Instant>,
    /// The screen changed since it was drawn.
    stale: bool,
    /// Stopped (or about to be): nothing is drawn until the terminal is ours again.
    stopped: bool,
}

/// Handles the inputs read ahead and those the screen holds due, in order: each turned
/// into the screen's messages and fed to its core. How the loop ends, when it does.
fn handle_inputs<S: Screen, B: Backend, P: Pause>(
    screen: &mut S,
    ctx: &mut Ctx<'_, B, P>,
    pace: &mut Pace,
) -> Result<Option<Exit>, B::Error> {
    while let Some(input) = ctx.ahead.pop_front().or_else(|| screen.due(Instant::now())) {
        let msg = match input {
            Input::Suspend => {
                screen.stopping();
                ctx.terminal.show_cursor()?;
                ctx.pause.release();
                pace.stopped = true;
                stop_here();
                continue;
            }
            Input::Resume => {
                if ctx.pause.reclaim().is_err() {
                    return Ok(Some(Exit::Lost));
                }
                pace.stopped = false;
                // Everything is drawn anew: the screen may hold anything by now.
                ctx.terminal.clear()?;
                ctx.terminal.hide_cursor()?;
                pace.stale = true;
                continue;
            }
            Input::Signal | Input::Closed => match screen.quit() {
                Some(msg) => msg,
                None => return Ok(Some(Exit::Signal)),
            },
            input => {
                if !pace.stopped && matches!(input, Input::Terminal(Event::Resize(..))) {
                    pace.stale = true;
                }
                let terminal = &*ctx.terminal;
                let area = || terminal.size().map_or(Rect::default(), Rect::from);
                match screen.message(input, pace.stopped, area) {
                    Some(msg) => msg,
                    None => continue,
                }
            }
        };
        let mut close = false;
        if let Some(before) = screen.before() {
            close |= feed(screen, before, ctx)?;
        }
        close |= feed(screen, msg, ctx)?;
        for after in screen.after() {
            close |= feed(screen, after, ctx)?;
        }
        pace.stale = true;
        if close {
            return Ok(Some(Exit::Closed));
        }
    }
    Ok(None)
}

/// Feeds `msg` to the screen's core and carries out every command it returns (and those
/// of the messages they give rise to); whether one of them closes the screen. The inputs
/// a command hands back go before those read ahead.
pub(super) fn feed<S: Screen, B: Backend, P: Pause>(
    screen: &mut S,
    msg: S::Msg,
    ctx: &mut Ctx<'_, B, P>,
) -> Result<bool, B::Error> {
    let cmds = screen.update(msg);
    carry_out(screen, cmds, ctx)
}

/// Carries out `cmds` (a screen's first, or those `update` returned), then feeds the
/// messages they give rise to; whether one of them closes the screen.
pub(super) fn carry_out<S: Screen, B: Backend, P: Pause>(
    screen: &mut S,
    cmds: Vec<S::Cmd>,
    ctx: &mut Ctx<'_, B, P>,
) -> Result<bool, B::Error> {
    let mut close = false;
    let mut msgs = VecDeque::new();
    let mut cmds = cmds;
    loop {
        for cmd in cmds {
            match screen.carry_out(cmd, ctx)? {
                Flow::Go => {}
                Flow::Then(msg) => msgs.push_back(msg),
                Flow::First(inputs) => {
                    for input in inputs.into_iter().rev() {
                        ctx.ahead.push_front(input);
                    }
                }
                Flow::Close => close = true,
            }
        }
        match msgs.pop_front() {
            Some(msg) => cmds = screen.update(msg),
            None => return Ok(close),
        }
    }
}
