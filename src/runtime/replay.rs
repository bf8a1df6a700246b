//! The replay screen: on its own (`tui2048 replay`, the terminal taken as for a game) or
//! opened from the game, keys and time fed to the replay's core in the loop every screen
//! shares, and the review made on a thread of its own so that the screen never waits for
//! it. Leaving the screen stops its review: nobody waits for it any more.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread;
use std::time::{Duration, Instant};

use ratatui::backend::Backend;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use ratatui::{Frame, Terminal};

use super::events::key_of;
use super::plain::{Speaker, in_lines, in_plain};
use super::screen::{Ctx, Exit, Flow, Reader, Screen, on_the_terminal, run_screen};
use super::terminal::Pause;
use super::workers::Input;
use super::{RunError, needs_a_terminal};
use tui2048_app::keymap::Key;
use tui2048_app::plain::{ReplayGlance, replay_read, replay_told, replay_welcome};
use tui2048_app::settings::Interface;
use tui2048_app::settings::{Labels, ReplaySays};
use tui2048_app::{Replay, ReplayCmd, ReplayMsg, Verdict, update_replay_in_place};
use tui2048_engine::ai::Solver;
use tui2048_engine::ai::review::review_until;
use tui2048_engine::game::{GameState, Record};
use tui2048_files::StateFile;
use tui2048_store::Opened;
use tui2048_ui::{Look, view_replay};

/// The solver's word on each move of a record (its grade, the solver's move), telling its
/// progress as it goes; none once `stop` is set (nobody waits for it any more), or for a
/// record that does not replay.
pub(super) fn verdicts(
    record: &Record,
    solver: &Solver,
    progress: &(dyn Fn(usize, usize) + Sync),
    stop: &AtomicBool,
) -> Option<Vec<Verdict>> {
    let judged = review_until(record, solver, progress, stop).ok()??;
    let verdicts = judged.moves.iter().map(|m| Verdict {
        grade: m.grade,
        best: m.best,
    });
    Some(verdicts.collect())
}

/// The game to play on from a replay (its record and state), and the save it is played
/// in, taken already (none: there is no save to play in).
pub(crate) type PlayOn = ((Record, GameState), Option<(StateFile, Opened)>);

/// Shows `replay` until the player leaves it, each move graded by `solver`: the game to
/// play on, when the player chose to with Enter, in the save at `save` (taken before the
/// screen closes: one another program plays, or one that cannot be used, is said on the
/// replay's status line, which stays where it was). `plain`: in the plain interface,
/// tiles named so, saying that while it plays.
pub(crate) fn show_replay(
    replay: Replay,
    look: Look,
    solver: Solver,
    save: Option<PathBuf>,
    plain: Option<(Labels, ReplaySays)>,
) -> Result<Option<PlayOn>, RunError> {
    let interface = plain.map_or(Interface::Full, |_| Interface::Plain);
    needs_a_terminal(interface)?;
    let (tx, rx) = channel();
    let mut screen = ReplayScreen::new(replay, look, Some((solver, tx.clone())));
    screen.save = save.map(Saving::ToTake);
    // The reader stops with the screen: a game played on from it reads the keys after.
    Ok(match plain {
        None => on_the_terminal(false, Reader::Stopped, &tx, |terminal, console| {
            replay_on(screen, terminal, console, &rx)
        })?,
        Some((labels, says)) => in_plain(Reader::Stopped, &tx, |console| {
            in_lines(Box::new(std::io::stdout()), |terminal, speaker| {
                let screen = screen.in_plain(labels, says, speaker);
                replay_on(screen, terminal, console, &rx)
            })
        })?,
    })
}

/// Runs the replay's `screen` on `terminal` until the player leaves it: the game to play
/// on, and its save taken, when the player chose to.
fn replay_on<B: Backend, P: Pause>(
    mut screen: ReplayScreen,
    terminal: &mut Terminal<B>,
    pause: &mut P,
    inputs: &Receiver<Input>,
) -> Option<PlayOn> {
    let mut ctx = Ctx {
        terminal,
        inputs,
        pause,
        ahead: VecDeque::new(),
    };
    // A terminal gone while the screen runs (a closed window) ends it as a hang-up does:
    // quietly, and nothing is played on after a signal or a terminal gone.
    let closed = matches!(run_screen(&mut screen, &mut ctx), Ok(Exit::Closed));
    let taken = match screen.save.take() {
        Some(Saving::Taken(taken)) => Some(*taken),
        _ => None,
    };
    screen.played_on().filter(|_| closed).map(|on| (on, taken))
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
pub(super) fn spawn_review(record: Record, solver: Solver, tx: Sender<Input>) -> Reviewing {
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
        let verdicts = verdicts(&record, &solver, &progress, &stopped);
        if !stopped.load(Ordering::Relaxed) {
            let _ = tx.send(Input::Replay(ReplayMsg::Reviewed(verdicts)));
        }
    });
    Reviewing { stop }
}

/// The replay screen: keys, time and the review fed to the replay's core. Opened from
/// the game, it keeps what comes meanwhile for the game under it (how a save or a kept
/// record went, a solver's answer), in order, for the game to handle once it is closed.
pub(super) struct ReplayScreen {
    replay: Replay,
    look: Look,
    held: Vec<Input>,
    /// The review under way, stopped when the screen is dropped.
    _review: Option<Reviewing>,
    /// The save a game played on from the screen is played in, on its own (`tui2048
    /// replay`): taken before the screen closes. None when opened from the game.
    save: Option<Saving>,
    /// In the plain interface: how tiles are named, what is said while it plays, and
    /// where the lines go.
    plain: Option<(Labels, ReplaySays, Speaker)>,
}

/// The save of a game played on from the replay.
enum Saving {
    /// At this path, to be taken when the player plays on.
    ToTake(PathBuf),
    /// Taken: its lock held, its file read.
    Taken(Box<(StateFile, Opened)>),
}

impl ReplayScreen {
    /// The screen of `replay`, with its review by `review`'s solver, if there is one.
    pub(super) fn new(
        replay: Replay,
        look: Look,
        review: Option<(Solver, Sender<Input>)>,
    ) -> ReplayScreen {
        let review = review.map(|(solver, tx)| spawn_review(replay.record().clone(), solver, tx));
        ReplayScreen {
            replay,
            look,
            held: Vec::new(),
            _review: review,
            save: None,
            plain: None,
        }
    }

    /// The screen in the plain interface, tiles named by `labels`: it says what it is
    /// and where it stands.
    pub(super) fn in_plain(
        mut self,
        labels: Labels,
        says: ReplaySays,
        mut speaker: Speaker,
    ) -> ReplayScreen {
        speaker.say(&replay_welcome(&self.replay));
        self.plain = Some((labels, says, speaker));
        self
    }

    /// What came for the game under the screen, in order.
    pub(super) fn held(&mut self) -> Vec<Input> {
        std::mem::take(&mut self.held)
    }

    /// The game to play on, when the player chose to (Enter).
    pub(super) fn played_on(&self) -> Option<(Record, GameState)> {
        self.replay.played_on()
    }
}

impl Screen for ReplayScreen {
    type Msg = ReplayMsg;
    type Cmd = ReplayCmd;

    fn message(
        &mut self,
        input: Input,
        stopped: bool,
        _area: impl FnOnce() -> Rect,
    ) -> Option<ReplayMsg> {
        match input {
            Input::Terminal(_) if stopped => None,
            Input::Terminal(Event::Key(key)) => {
                let key = key_of(&key)?;
                Some(match self.plain {
                    Some(_) => ReplayMsg::PlainKey(key),
                    None => ReplayMsg::Key(key),
                })
            }
            Input::Terminal(_) => None,
            Input::Replay(msg) => Some(msg),
            // (The loop's own.)
            Input::Suspend | Input::Resume | Input::Signal | Input::Closed => None,
            other => {
                self.held.push(other);
                None
            }
        }
    }

    fn update(&mut self, msg: ReplayMsg) -> Vec<ReplayCmd> {
        let before = ReplayGlance::of(&self.replay);
        let cmds = update_replay_in_place(&mut self.replay, msg);
        // A key that reads changed nothing: what it reads is read out as it is carried out.
        if cmds.iter().any(|cmd| matches!(cmd, ReplayCmd::Read(_))) {
            return cmds;
        }
        if let Some((labels, says, speaker)) = &mut self.plain {
            speaker.say(&replay_told(&before, &self.replay, *labels, *says));
            // The keys are said, not shown: closed at once (any key but Space closes
            // them).
            if self.replay.shows_help() {
                let none = update_replay_in_place(&mut self.replay, ReplayMsg::Key(Key::char('x')));
                debug_assert!(none.is_empty(), "closing the keys asks nothing");
            }
        }
        cmds
    }

    fn carry_out<B: Backend, P: Pause>(
        &mut self,
        cmd: ReplayCmd,
        _ctx: &mut Ctx<'_, B, P>,
    ) -> Result<Flow<ReplayMsg>, B::Error> {
        if let ReplayCmd::Read(reading) = cmd {
            if let Some((labels, _, speaker)) = &mut self.plain {
                speaker.say(&replay_read(&self.replay, *labels, reading));
            }
            return Ok(Flow::Go);
        }
        // Playing on takes the save first: if it cannot be taken, the replay says why and
        // stays where it is.
        if self.replay.played_on().is_some()
            && let Some(Saving::ToTake(path)) = &self.save
        {
            match StateFile::open(path) {
                Ok(taken) => self.save = Some(Saving::Taken(Box::new(taken))),
                Err(e) => return Ok(Flow::Then(ReplayMsg::Refused(e))),
            }
        }
        Ok(Flow::Close)
    }

    fn view(&self, frame: &mut Frame) {
        if self.plain.is_some() {
            return;
        }
        view_replay(&self.replay, self.look, frame);
    }

    fn wake_after(&self) -> Option<Duration> {
        self.replay.wake_after()
    }

    fn tick(&self, now: Instant) -> ReplayMsg {
        ReplayMsg::Tick(now)
    }

    fn quit(&self) -> Option<ReplayMsg> {
        None
    }
}
