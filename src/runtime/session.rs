//! A session: one game played over a pair of byte streams, keys in and the screen out, at
//! a size it is told. The terminal is one such pair (standard input and output, its size
//! read from the tty and told again on SIGWINCH); a test is another (keys sent down a
//! channel, the screen kept in memory, the size set by the test). A session is its model,
//! its own input parser, its output and told size, its own channel of messages (keys,
//! ticks, the solver's answers, how saves went) and a handle to the solver's threads,
//! which every session of the process shares. Raw mode, the alternate screen, signals
//! and the guard are the terminal's, not the session's (`screen.rs`, `plain.rs`).

use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::Instant;

use ratatui::backend::{Backend, TestBackend};
use ratatui::crossterm::event::Event;
use ratatui::{Terminal, layout};

use super::backend::LeanBackend;
use super::input::Parser;
use super::plain::{Speaker, UNSEEN};
use super::run::{Plain, Wiring, run_loop};
use super::terminal::{Pause, SOLVER_THREAD, let_go};
use super::workers::{Input, Saver, SolveRequest};
use super::{Found, RunError, Save, open_up};
use crate::app::plain::Narrator;
use crate::app::{Cmd, GameOptions, Model, init};
use crate::settings::{Interface, Settings};
use tui2048_engine::ai::Solver;
use tui2048_engine::game::{GameState, Record};

/// The size a session draws at, as it was last told (the terminal's, read from the tty;
/// a test's, set by the test). Shared by the session's screen, which reads it as it
/// draws, and whoever tells it.
#[derive(Clone, Debug)]
pub(crate) struct Size(Arc<AtomicU32>);

impl Size {
    pub(crate) fn new(columns: u16, rows: u16) -> Size {
        Size(Arc::new(AtomicU32::new(packed(columns, rows))))
    }

    /// The real terminal's size (none known: 80×24, as a terminal starts).
    pub(crate) fn of_the_terminal() -> Size {
        let (columns, rows) = ratatui::crossterm::terminal::size().unwrap_or((80, 24));
        Size::new(columns, rows)
    }

    /// Tells the new size.
    pub(crate) fn tell(&self, columns: u16, rows: u16) {
        self.0.store(packed(columns, rows), Ordering::SeqCst);
    }

    pub(crate) fn get(&self) -> layout::Size {
        let both = self.0.load(Ordering::SeqCst);
        layout::Size::new((both >> 16) as u16, both as u16)
    }
}

fn packed(columns: u16, rows: u16) -> u32 {
    (u32::from(columns) << 16) | u32::from(rows)
}

/// The solver's threads, started once and shared by every session of the process: each
/// session asks through its own [`Asker`], and the answer comes back on that session's
/// channel.
#[derive(Clone)]
pub(crate) struct Solvers {
    jobs: Sender<Job>,
    /// The solver itself, for the work a session does beside the search (the replay's
    /// review, a finished daily game's accuracy); none where a test plays the solver.
    solver: Option<Solver>,
}

/// One question for the solver's threads: a session's request, its number among that
/// session's, the number of the newest it asked, and where it wants the answer.
struct Job {
    request: SolveRequest,
    number: u64,
    newest: Arc<AtomicU64>,
    report: Sender<Input>,
}

impl Solvers {
    /// `solver` on one thread per core (four at most), and one that holds each answer
    /// back until its time (autoplay's pace) without holding up a search: a search never
    /// holds up the screen, and quitting never waits for one (the threads end with the
    /// program).
    pub(crate) fn start(solver: Solver) -> Solvers {
        let (jobs, rx) = channel::<Job>();
        let rx = Arc::new(Mutex::new(rx));
        let (paced, answers) = channel::<Paced>();
        let spawned = thread::Builder::new()
            .name("tui2048 pace".into())
            .spawn(move || pace(&answers));
        // Without it an answer goes at once, unpaced.
        drop(spawned);
        let threads = thread::available_parallelism().map_or(1, |n| n.get().min(4));
        for n in 0..threads {
            let (rx, solver, paced) = (Arc::clone(&rx), solver.clone(), paced.clone());
            let spawned = thread::Builder::new()
                .name(format!("{SOLVER_THREAD} {n}"))
                .spawn(move || answer(&rx, &solver, &paced));
            // Without the threads there are no hints; the game itself goes on.
            drop(spawned);
        }
        Solvers {
            jobs,
            solver: Some(solver),
        }
    }

    /// The solver's threads played by a test: each request comes out on `requests`, and
    /// the test answers on the session's channel.
    #[cfg(test)]
    pub(crate) fn played_by(requests: Sender<SolveRequest>) -> Solvers {
        let (jobs, rx) = channel::<Job>();
        thread::spawn(move || {
            for job in rx {
                if requests.send(job.request).is_err() {
                    break;
                }
            }
        });
        Solvers { jobs, solver: None }
    }

    /// A session's handle, its answers sent to `report`.
    pub(crate) fn asker(&self, report: Sender<Input>) -> Asker {
        Asker {
            jobs: self.jobs.clone(),
            newest: Arc::new(AtomicU64::new(0)),
            report,
        }
    }

    /// The solver, for the review of a session's replay (none: a test's).
    pub(crate) fn solver(&self) -> Option<Solver> {
        self.solver.clone()
    }
}

/// Answers the jobs that come, one at a time, until every session and the pool are gone.
/// Of one session's requests only its newest is answered: older ones were for boards gone
/// by.
fn answer(jobs: &Mutex<Receiver<Job>>, solver: &Solver, paced: &Sender<Paced>) {
    loop {
        let job = jobs.lock().unwrap_or_else(PoisonError::into_inner).recv();
        let Ok(job) = job else {
            return;
        };
        if job.newest.load(Ordering::SeqCst) != job.number {
            continue;
        }
        // A solver that fails answers "no move" rather than silencing autoplay.
        let board = job.request.board;
        let dir =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| solver.best_move(&board)))
                .unwrap_or(None);
        let answer = Input::Solved {
            id: job.request.id,
            dir,
        };
        let at = job.request.not_before;
        // A session gone has no one to tell.
        let _ = match at > Instant::now() {
            true => paced
                .send((at, job.report, answer))
                .or_else(|unpaced| unpaced.0.1.send(unpaced.0.2)),
            false => job.report.send(answer),
        };
    }
}

/// An answer held back until its time, and the session it goes to.
type Paced = (Instant, Sender<Input>, Input);

/// Holds each answer back until its time, then sends it, until no more can come and none
/// waits.
fn pace(answers: &Receiver<Paced>) {
    let mut waiting: Vec<Paced> = Vec::new();
    let mut open = true;
    loop {
        let now = Instant::now();
        let (due, later) = std::mem::take(&mut waiting)
            .into_iter()
            .partition::<Vec<_>, _>(|(at, ..)| *at <= now);
        waiting = later;
        for (_, report, answer) in due {
            let _ = report.send(answer);
        }
        let next = waiting.iter().map(|(at, ..)| *at).min();
        match (next, open) {
            (None, false) => return,
            (Some(at), false) => thread::sleep(at.saturating_duration_since(now)),
            (None, true) => match answers.recv() {
                Ok(paced) => waiting.push(paced),
                Err(_) => open = false,
            },
            (Some(at), true) => match answers.recv_timeout(at.saturating_duration_since(now)) {
                Ok(paced) => waiting.push(paced),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => open = false,
            },
        }
    }
}

/// A session's way to the shared solver's threads.
pub(crate) struct Asker {
    jobs: Sender<Job>,
    newest: Arc<AtomicU64>,
    report: Sender<Input>,
}

impl Asker {
    /// Asks for the best move of `request`'s board; the answer comes as
    /// [`Input::Solved`] on the session's channel. It takes the place of any request of
    /// this session not yet started.
    pub(crate) fn ask(&self, request: SolveRequest) {
        let number = self.newest.fetch_add(1, Ordering::SeqCst) + 1;
        let job = Job {
            request,
            number,
            newest: Arc::clone(&self.newest),
            report: self.report.clone(),
        };
        // The threads live as long as the program.
        let _ = self.jobs.send(job);
    }
}

/// Reads `bytes` until they end (then [`Input::Closed`], as a terminal that ends) or the
/// session has gone, each event parsed by the session's own parser and sent to `tx`.
pub(crate) fn spawn_byte_reader(mut bytes: impl Read + Send + 'static, tx: Sender<Input>) {
    thread::spawn(move || {
        let mut parser = Parser::default();
        let mut buffer = vec![0u8; super::input::CHUNK];
        loop {
            let read = match bytes.read(&mut buffer) {
                Ok(0) => break,
                Ok(read) => read,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(_) => break,
            };
            // A full read may have cut a sequence; what is still to come completes it.
            for event in parser.feed(&buffer[..read], read == buffer.len()) {
                if tx.send(Input::Terminal(event)).is_err() {
                    return;
                }
            }
        }
        let _ = tx.send(Input::Closed);
    });
}

/// A seat at the game: what one session starts from and answers to (its first model and
/// commands, its saver, its channel, its settings), before its bytes are chosen. (The
/// app's `Session` is the game in play, which a seat's model holds.)
pub(crate) struct Seat {
    pub(super) first: (Model, Vec<Cmd>),
    pub(super) saver: Saver,
    pub(super) tx: Sender<Input>,
    pub(super) rx: Receiver<Input>,
    pub(super) settings: Settings,
}

impl Seat {
    /// Plays the session on `terminal` (the full screen) or with `speaker` (the plain
    /// interface) until the player quits, a signal quits for them or its input ends; its
    /// last model, saved.
    fn run<B: Backend, P: Pause>(
        self,
        terminal: &mut Terminal<B>,
        pause: &mut P,
        solvers: &Solvers,
        speaker: Option<Speaker>,
    ) -> Model {
        let Seat {
            first,
            saver,
            tx,
            rx,
            settings,
        } = self;
        let plain = speaker.map(|speaker| Plain {
            narrator: Narrator::new(settings.labels)
                .speaking(settings.verbosity, settings.sounds)
                .replaying(settings.replay_says),
            speaker,
        });
        let asker = solvers.asker(tx.clone());
        let wiring = Wiring {
            color: settings.color,
            config: settings.file.clone(),
            saver: &saver,
            inputs: &rx,
            solver: &asker,
            pause,
            // The replay's review grades with the hint's solver (its network, and its
            // tables for a game that reaches them), as `tui2048 review` does.
            review: solvers.solver().map(|solver| (solver, tx.clone())),
            plain,
        };
        run_loop(terminal, first, wiring)
    }
}

/// A session's size told again: what the terminal's SIGWINCH does, and what a test does
/// to resize its screen. The session draws at the new size and hears of it.
#[cfg_attr(
    not(test),
    expect(
        dead_code,
        reason = "a session over any bytes: the tests' today, an ssh channel's next"
    )
)]
pub(crate) fn resize(size: &Size, tx: &Sender<Input>, columns: u16, rows: u16) {
    size.tell(columns, rows);
    let _ = tx.send(Input::Terminal(Event::Resize(columns, rows)));
}

/// Plays a session over `keys` and `screen` at the told `size`, in the interface the
/// settings choose, saved in the state file at `state` (none: nowhere), with the shared
/// `solvers`: a full screen drawn on `screen`, or the plain interface's lines written on
/// it. Nothing here touches a terminal; `ready` is handed the session's channel (for a
/// new size, [`resize`]) before it starts. Its last model.
#[cfg_attr(
    not(test),
    expect(
        dead_code,
        reason = "a session over any bytes: the tests' today, an ssh channel's next"
    )
)]
pub(crate) fn play_over(
    (keys, screen, size): (
        impl Read + Send + 'static,
        impl Write + Send + 'static,
        &Size,
    ),
    state: Option<PathBuf>,
    (options, settings): (GameOptions, Settings),
    solvers: &Solvers,
    ready: impl FnOnce(&Sender<Input>),
) -> Result<Model, RunError> {
    let save = state.map_or(Save::None, Save::At);
    let seat = seat_of(open_up(save, options, settings, None)?, None);
    ready(&seat.tx);
    spawn_byte_reader(keys, seat.tx.clone());
    Ok(play_session(seat, screen, size, &mut (), solvers)?)
}

/// Plays the session of `seat` with its output on `out` until it ends: the full screen
/// drawn there at the told `size` (cleared first), or the plain interface's lines written
/// there (its size unused: nothing is drawn). `pause` gives the terminal back around a stop, where
/// there is one. Its last model, saved.
pub(crate) fn play_session<P: Pause>(
    seat: Seat,
    out: impl Write + Send + 'static,
    size: &Size,
    pause: &mut P,
    solvers: &Solvers,
) -> io::Result<Model> {
    Ok(match seat.settings.interface {
        Interface::Full => {
            let mut terminal = Terminal::new(LeanBackend::new(out).told(size.clone()))?;
            terminal.clear()?;
            let last = seat.run(&mut terminal, pause, solvers, None);
            let_go(terminal);
            last
        }
        Interface::Plain => {
            let Ok(mut terminal) = Terminal::new(TestBackend::new(UNSEEN.0, UNSEEN.1));
            let speaker = Speaker::to(Box::new(out));
            seat.run(&mut terminal, pause, solvers, Some(speaker))
        }
    })
}

/// The seat a start found: `init` of what it found (or of `on`, a replay's board played
/// on).
pub(super) fn seat_of(found: Found, on: Option<(Record, GameState)>) -> Seat {
    let Found {
        saver,
        tx,
        rx,
        start,
        ..
    } = found;
    let settings = start.settings.clone();
    Seat {
        first: init(start, on),
        saver,
        tx,
        rx,
        settings,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// Answers held back go in the order of their time, none before it, each to its own
    /// session.
    #[test]
    fn paced_answers_go_at_their_time_each_to_its_session() {
        let (paced, answers) = channel::<Paced>();
        let pacer = thread::spawn(move || pace(&answers));
        let (a, from_a) = channel();
        let (b, from_b) = channel();
        let start = Instant::now();
        let later = start + Duration::from_millis(60);
        let sooner = start + Duration::from_millis(20);
        let solved = |id| Input::Solved { id, dir: None };
        paced.send((later, a, solved(1))).unwrap();
        paced.send((sooner, b, solved(2))).unwrap();
        drop(paced);
        let wait = Duration::from_secs(5);
        assert!(matches!(
            from_b.recv_timeout(wait),
            Ok(Input::Solved { id: 2, .. })
        ));
        assert!(start.elapsed() >= Duration::from_millis(20));
        assert!(matches!(
            from_a.recv_timeout(wait),
            Ok(Input::Solved { id: 1, .. })
        ));
        assert!(start.elapsed() >= Duration::from_millis(60));
        // Nothing more waits and nothing more can come: the pacer ends.
        pacer.join().unwrap();
    }
}
