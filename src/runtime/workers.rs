//! The threads beside the loop: the terminal's reader (or a session's reader of any
//! bytes), the signal watcher, the solver's news and the saver. Each reports to its
//! session's loop through one channel of [`Input`]s; the solver's threads, shared by
//! every session, are `solvers.rs`.

use std::io::Read;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::Event;

use super::backend::Told;
use super::input::{CHUNK, Keyboard, Parser, read_events};
use tui2048_engine::game::Record;
use tui2048_engine::game::{Board, Dir};
use tui2048_store::{KeptNote, SaveError, SaveNote, Saved, Store};

/// Something for the loop to handle.
#[derive(Debug)]
pub(crate) enum Input {
    /// A terminal event.
    Terminal(Event),
    /// SIGTERM, SIGHUP, SIGINT or another signal that would end the program: leave
    /// cleanly.
    Signal,
    /// SIGTSTP: save, give the terminal back and stop.
    Suspend,
    /// SIGCONT: going on after a stop; take the terminal again and draw it all.
    Resume,
    /// Reading the terminal failed; leave.
    Closed,
    /// The solver's answer to a request.
    Solved { id: u64, dir: Option<Dir> },
    /// How a save went.
    Saved(Result<(), SaveError>),
    /// A message that waited in the loop itself (an Esc, to be sure it was one).
    Waited(tui2048_app::Msg),
    /// How keeping a finished game's record went.
    Kept(Result<KeptNote, SaveError>),
    /// Word for the replay screen (the review's progress, or the review).
    Replay(tui2048_app::ReplayMsg),
}

/// A request to the solver's threads.
#[derive(Debug)]
pub(crate) struct SolveRequest {
    pub id: u64,
    pub board: Board,
    /// Answer no sooner than this (the autoplay pace).
    pub not_before: Instant,
}

/// Reads the terminal for the rest of the program's run, each event for the loop; a
/// terminal that can no longer be read is [`Input::Closed`].
pub(crate) fn spawn_input_reader(tx: Sender<Input>) {
    thread::spawn(move || read_keyboard(&tx, None));
}

/// Reads the keyboard, each event for the loop, until it ends (then [`Input::Closed`]),
/// the loop has gone, or `stop` is set.
fn read_keyboard(tx: &Sender<Input>, stop: Option<&Arc<AtomicBool>>) {
    let read = Keyboard::open().and_then(|keyboard| {
        read_events(&keyboard, stop.map(|s| (s, READER_STOP)), |event| {
            tx.send(Input::Terminal(event)).is_ok()
        })
    });
    let stopped = stop.is_some_and(|s| s.load(Ordering::Relaxed));
    if read.is_err() || !stopped {
        let _ = tx.send(Input::Closed);
    }
}

/// Reads `bytes` until they end (then [`Input::Closed`], as a terminal that ends) or the
/// session has gone, each event parsed by the session's own parser and sent to `tx`.
pub(crate) fn spawn_byte_reader(mut bytes: impl Read + Send + 'static, tx: Sender<Input>) {
    thread::spawn(move || {
        let mut parser = Parser::default();
        let mut buffer = vec![0u8; CHUNK];
        loop {
            let read = match bytes.read(&mut buffer) {
                Ok(0) => break,
                Ok(read) => read,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
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

/// Ends the reader of [`spawn_stoppable_input_reader`] when dropped: within
/// [`READER_STOP`], and without taking a key that comes after.
pub(crate) struct StopReading(Arc<AtomicBool>);

impl Drop for StopReading {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// How soon a stoppable reader notices it is to stop.
pub(crate) const READER_STOP: Duration = Duration::from_millis(50);

/// An input reader that stops when its handle is dropped, for a screen after which the
/// program takes the terminal again with a reader of its own (the replay before a game
/// played on from it): it waits for input at most [`READER_STOP`] at a time, and never
/// reads once told to stop.
pub(crate) fn spawn_stoppable_input_reader(tx: Sender<Input>) -> StopReading {
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = Arc::clone(&stop);
    thread::spawn(move || read_keyboard(&tx, Some(&stopped)));
    StopReading(stop)
}

/// Watches the signals for the program's one terminal, each reported to `tx`; a new size
/// of the terminal is told to `size` (none: nothing draws at it) as it is reported.
pub(crate) fn spawn_signal_watcher(tx: Sender<Input>, size: Option<Told>) -> std::io::Result<()> {
    use signal_hook::consts::{SIGCONT, SIGTSTP, SIGWINCH};
    let signals = signal_hook::iterator::Signals::new([SIGTSTP, SIGCONT, SIGWINCH])?;
    for signal in quitting_signals() {
        signals.add_signal(signal)?;
    }
    let mut signals = signals;
    thread::spawn(move || {
        for signal in signals.forever() {
            let input = match signal {
                SIGTSTP => Input::Suspend,
                SIGCONT => Input::Resume,
                // The terminal's new size (none: it cannot be told, nothing to do).
                SIGWINCH => match ratatui::crossterm::terminal::size() {
                    Ok((columns, rows)) => {
                        if let Some(size) = &size {
                            size.tell(columns, rows);
                        }
                        Input::Terminal(Event::Resize(columns, rows))
                    }
                    Err(_) => continue,
                },
                _ => Input::Signal,
            };
            if tx.send(input).is_err() {
                break;
            }
        }
    });
    Ok(())
}

/// Every signal another program (or the terminal, or a limit) sends that would end the
/// program at once by default: each is caught, and the program quits as `q` quits, the
/// terminal given back and the game saved. Faults (SIGSEGV, SIGBUS, SIGILL, SIGFPE,
/// SIGTRAP, SIGSYS) and SIGABRT are the program's own undoing, not asked of it; SIGKILL
/// cannot be caught; SIGPIPE is ignored by the Rust runtime already. SIGXFSZ (a write past
/// a limit on the size of files) quits nothing: it is caught for the whole run
/// (`cli::output::bear_size_limits`), and the write fails as on a full disk.
fn quitting_signals() -> Vec<i32> {
    use signal_hook::consts::*;
    let mut signals = vec![
        SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
        SIGIO,
    ];
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        signals.extend([libc::SIGPWR, libc::SIGSTKFLT]);
        // The real-time signals, whose default ends the program too.
        signals.extend(libc::SIGRTMIN()..=libc::SIGRTMAX());
    }
    signals
        .into_iter()
        .filter(|s| !signal_hook::consts::FORBIDDEN.contains(s))
        .collect()
}

/// Stops the process as SIGTSTP would have, had it not been caught; it goes on from here
/// when continued (and SIGCONT is then reported as [`Input::Resume`]).
pub(crate) fn stop_here() {
    let _ = signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGTSTP);
}

/// Passes each word of `news` on to the loop, until there is no more to come.
pub(crate) fn spawn_news(news: Receiver<tui2048_app::Msg>, tx: Sender<Input>) {
    let spawned = thread::Builder::new()
        .name("tui2048 news".into())
        .spawn(move || {
            for msg in news {
                if tx.send(Input::Waited(msg)).is_err() {
                    break;
                }
            }
        });
    // Without it the work is not told; the game goes on.
    drop(spawned);
}

/// While autoplay runs, the state file is written at most this often by itself (and at
/// once when autoplay stops, a stop comes, the program quits, or a frame is to show a
/// state not yet written: see [`Saver::settle`]).
pub(crate) const AUTOPLAY_SAVE_INTERVAL: Duration = Duration::from_millis(250);

/// What the saver thread is asked.
enum Job {
    /// Write the newest state, which waits in the saver's [`Newest`].
    Save,
    /// Write the newest state now (if one waits) and say when it is written, with how the
    /// last write went (none: nothing was written).
    Flush(Sender<Option<Result<(), SaveError>>>),
    /// Keep a finished game's record with the finished games.
    Keep(Box<Record>),
    /// Take a game back into play out of the finished games.
    TakeBack(Box<Record>),
}

/// The newest state asked to be written, not yet taken by the saver thread: the state,
/// the records of the games new games took the place of, and whether it is to be written
/// at once. A state asked for after it takes its place, so that however far behind the
/// writes fall (a slow disk, a flood of keys), one state at most waits in memory.
#[derive(Default)]
struct Newest(Mutex<Option<Pending>>);

/// A state to write, the records of the games new games took the place of, whether it is
/// to be written at once, and its number (the states asked for are numbered from 1).
type Pending = (Box<Saved>, Vec<Record>, bool, u64);

impl Newest {
    fn put(&self, saved: Saved, earlier: Vec<Record>, soon: bool, number: u64) {
        let mut slot = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        // A state written at once stays so when a later one may wait.
        let soon = soon || slot.as_ref().is_some_and(|(_, _, soon, _)| *soon);
        *slot = Some((Box::new(saved), earlier, soon, number));
    }

    fn take(&self) -> Option<Pending> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).take()
    }
}

/// The state file's writer, on a thread of its own. It keeps only the newest state asked
/// for, writes the player's changes at once and autoplay's at most every
/// [`AUTOPLAY_SAVE_INTERVAL`], and reports how each save went. The loop handles keys while
/// a save is made; what it shows waits for the save ([`Saver::settle`]), so that a move
/// shown is a move kept, whatever ends the program (`kill -9`, a power cut).
pub(crate) struct Saver {
    jobs: Option<Sender<Job>>,
    newest: Arc<Newest>,
    /// The number of the newest state asked for (0: none yet).
    asked: AtomicU64,
    /// The number of the newest state the saver thread has written (or tried to).
    written: Arc<AtomicU64>,
}

impl Saver {
    /// A saver for the game kept in `file` (none: nothing is saved), reporting to
    /// `report`.
    pub(crate) fn spawn(file: Option<Box<dyn Store>>, report: Sender<Input>) -> Saver {
        let newest = Arc::new(Newest::default());
        let written = Arc::new(AtomicU64::new(0));
        let Some(file) = file else {
            return Saver {
                jobs: None,
                newest,
                asked: AtomicU64::new(0),
                written,
            };
        };
        let (jobs, rx) = channel();
        let waiting = Arc::clone(&newest);
        let done = Arc::clone(&written);
        thread::spawn(move || save_loop(file, &rx, &waiting, &done, &report));
        Saver {
            jobs: Some(jobs),
            newest,
            asked: AtomicU64::new(0),
            written,
        }
    }

    /// Asks for `saved` to be written, with the records of the games new games took the
    /// place of (`earlier`, oldest first), at once when `soon`.
    pub(crate) fn save(&self, saved: Saved, earlier: Vec<Record>, soon: bool) {
        if let Some(jobs) = &self.jobs {
            let number = self.asked.fetch_add(1, Ordering::SeqCst) + 1;
            self.newest.put(saved, earlier, soon, number);
            let _ = jobs.send(Job::Save);
        }
    }

    /// Before the newest state asked for is shown (a frame drawn, a line said): waits
    /// until it is written, if it is not yet. A state written already (or none asked for)
    /// costs nothing; a burst of keys costs one write, of the last of them.
    pub(crate) fn settle(&self) {
        if self.written.load(Ordering::SeqCst) < self.asked.load(Ordering::SeqCst) {
            self.flush();
        }
    }

    /// Asks for a finished game's record to be kept with the finished games.
    pub(crate) fn keep(&self, record: Record) {
        if let Some(jobs) = &self.jobs {
            let _ = jobs.send(Job::Keep(Box::new(record)));
        }
    }

    /// Asks for a game back in play to be taken out of the finished games.
    pub(crate) fn take_back(&self, record: Record) {
        if let Some(jobs) = &self.jobs {
            let _ = jobs.send(Job::TakeBack(Box::new(record)));
        }
    }

    /// Waits until the newest state asked for is written (or could not be); how the last
    /// write went, if there was one.
    pub(crate) fn flush(&self) -> Option<Result<(), SaveError>> {
        let jobs = self.jobs.as_ref()?;
        let (done, wait) = channel();
        jobs.send(Job::Flush(done)).ok()?;
        wait.recv().ok().flatten()
    }
}

/// The next job, waiting at most until `due` (for ever without it): `Some(None)` when the
/// time came first, `None` when no job can come any more (the game has gone).
fn next_job(jobs: &Receiver<Job>, due: Option<Instant>) -> Option<Option<Job>> {
    match due {
        Some(at) => match jobs.recv_timeout(at.saturating_duration_since(Instant::now())) {
            Ok(job) => Some(Some(job)),
            Err(RecvTimeoutError::Timeout) => Some(None),
            Err(RecvTimeoutError::Disconnected) => None,
        },
        None => jobs.recv().ok().map(Some),
    }
}

fn save_loop(
    mut file: Box<dyn Store>,
    jobs: &Receiver<Job>,
    newest: &Newest,
    written: &AtomicU64,
    report: &Sender<Input>,
) {
    let mut waiting: Option<(Box<Saved>, Vec<Record>, u64)> = None;
    let mut due: Option<Instant> = None;
    let mut last_write: Option<Instant> = None;
    let mut last_result: Option<Result<(), SaveError>> = None;
    let mut flushes = Vec::new();
    loop {
        let Some(first) = next_job(jobs, due) else {
            break;
        };
        // Everything asked meanwhile at once: only the newest state is written.
        for job in first
            .into_iter()
            .chain(std::iter::from_fn(|| jobs.try_recv().ok()))
        {
            let now = Instant::now();
            let earliest = match job {
                Job::Save => {
                    // Taken by an earlier word already: nothing new.
                    let Some((saved, earlier, soon, number)) = newest.take() else {
                        continue;
                    };
                    waiting = Some((saved, earlier, number));
                    match (soon, last_write) {
                        (false, Some(at)) => at + AUTOPLAY_SAVE_INTERVAL,
                        _ => now,
                    }
                }
                Job::Flush(done) => {
                    flushes.push(done);
                    now
                }
                Job::Keep(record) => {
                    let _ = report.send(Input::Kept(file.keep_finished(&record)));
                    tell_notes(file.as_ref(), report);
                    continue;
                }
                Job::TakeBack(record) => {
                    if let Err(e) = file.take_back_finished(&record) {
                        let _ = report.send(Input::Kept(Err(e)));
                    }
                    tell_notes(file.as_ref(), report);
                    continue;
                }
            };
            due = Some(due.map_or(earliest, |d| d.min(earliest)));
        }
        if due.is_some_and(|at| at <= Instant::now()) {
            if let Some((saved, earlier, number)) = waiting.take() {
                let result = file.save_with(&saved, &earlier);
                written.store(number, Ordering::SeqCst);
                last_write = Some(Instant::now());
                last_result = Some(result.clone());
                let _ = report.send(Input::Saved(result));
                tell_notes(file.as_ref(), report);
            }
            due = None;
            for done in flushes.drain(..) {
                let _ = done.send(last_result.clone());
            }
        }
    }
    // The loop has gone: write what still waits.
    if let Some((saved, earlier, number)) = newest.take().map(|(s, e, _, n)| (s, e, n)).or(waiting)
    {
        let _ = file.save_with(&saved, &earlier);
        written.store(number, Ordering::SeqCst);
    }
}

/// Passes on what the saves had to do that the player should hear (the solver's cache
/// given up for room, say).
fn tell_notes(file: &dyn Store, report: &Sender<Input>) {
    for note in file.take_notes() {
        let msg = match note {
            SaveNote::CacheGivenUp { bytes } => tui2048_app::Msg::CacheGivenUp {
                mb: bytes.div_ceil(1_000_000),
            },
        };
        let _ = report.send(Input::Waited(msg));
    }
}

/// The next input, waiting at most `timeout` (for ever without one): `Some(None)` when the
/// time ran out first, `None` when no input can come any more.
pub(super) fn next_input(
    inputs: &Receiver<Input>,
    timeout: Option<Duration>,
) -> Option<Option<Input>> {
    match timeout {
        Some(timeout) => match inputs.recv_timeout(timeout) {
            Ok(input) => Some(Some(input)),
            Err(RecvTimeoutError::Timeout) => Some(None),
            Err(RecvTimeoutError::Disconnected) => None,
        },
        None => inputs.recv().ok().map(Some),
    }
}
