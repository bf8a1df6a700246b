//! The solver's threads, started once and shared by every session of the process: each
//! session asks through its own [`Asker`], and its answers come back on its own channel.
//! A server gives each session a pace (the least time between the starts of its
//! searches), so that no player takes the threads from the others.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use super::terminal::SOLVER_THREAD;
use super::workers::{Input, SolveRequest};
use tui2048_engine::ai::Solver;

/// The solver's threads, shared by every session of the process. They start at the first
/// question asked of them, so that a game that asks none starts none.
#[derive(Clone)]
pub(crate) struct Solvers(Arc<Pool>);

struct Pool {
    /// Where the questions go, once the threads are started.
    jobs: OnceLock<Sender<Job>>,
    /// The solver itself, for the threads and for the work a session does beside the
    /// search (the replay's review, a finished daily game's accuracy); none where a test
    /// plays the solver.
    solver: Option<Solver>,
    /// The least time between the starts of one session's searches (zero: none).
    each: Duration,
}

/// One question for the solver's threads: a session's request, its number among that
/// session's, the number of the newest it asked, when the session's next search may start,
/// and where it wants the answer.
struct Job {
    request: SolveRequest,
    number: u64,
    newest: Arc<AtomicU64>,
    next_start: Arc<Mutex<Instant>>,
    report: Sender<Input>,
}

impl Solvers {
    /// The threads of `solver`, to be started at the first question.
    pub(crate) fn start(solver: Solver) -> Solvers {
        Solvers::paced(solver, Duration::ZERO)
    }

    /// The threads of `solver`, to be started at the first question; one session's
    /// searches start at least `each` apart (its newest question waits for its turn).
    pub(crate) fn paced(solver: Solver, each: Duration) -> Solvers {
        Solvers(Arc::new(Pool {
            jobs: OnceLock::new(),
            solver: Some(solver),
            each,
        }))
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
        Solvers(Arc::new(Pool {
            jobs: OnceLock::from(jobs),
            solver: None,
            each: Duration::ZERO,
        }))
    }

    /// A session's handle, its answers sent to `report`.
    pub(crate) fn asker(&self, report: Sender<Input>) -> Asker {
        Asker {
            solvers: self.clone(),
            newest: Arc::new(AtomicU64::new(0)),
            next_start: Arc::new(Mutex::new(Instant::now())),
            report,
        }
    }

    /// The solver, for the review of a session's replay (none: a test's).
    pub(crate) fn solver(&self) -> Option<Solver> {
        self.0.solver.clone()
    }

    /// Where the questions go: the threads, started now if they are not yet.
    fn jobs(&self) -> Option<&Sender<Job>> {
        let pool = &*self.0;
        match &pool.solver {
            Some(solver) => Some(pool.jobs.get_or_init(|| spawn_threads(solver, pool.each))),
            None => pool.jobs.get(),
        }
    }
}

/// `solver` on one thread per core (four at most), and one that holds each answer back
/// until its time (autoplay's pace), and each question until its session's turn (`each`
/// after its last search started), without holding up a search: a search never holds up
/// the screen, and quitting never waits for one (the threads end with the program). Where
/// the questions go.
fn spawn_threads(solver: &Solver, each: Duration) -> Sender<Job> {
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
        let again = jobs.clone();
        let spawned = thread::Builder::new()
            .name(format!("{SOLVER_THREAD} {n}"))
            .spawn(move || answer((&rx, &again), &solver, &paced, each));
        // Without the threads there are no hints; the game itself goes on.
        drop(spawned);
    }
    jobs
}

/// Answers the jobs that come, one at a time, until every session and the pool are gone.
/// Of one session's requests only its newest is answered: older ones were for boards gone
/// by. A job whose session's turn has not come goes back (`again`) at its turn.
fn answer(
    (jobs, again): (&Mutex<Receiver<Job>>, &Sender<Job>),
    solver: &Solver,
    paced: &Sender<Paced>,
    each: Duration,
) {
    loop {
        let job = jobs.lock().unwrap_or_else(PoisonError::into_inner).recv();
        let Ok(job) = job else {
            return;
        };
        if job.newest.load(Ordering::SeqCst) != job.number {
            continue;
        }
        if let Some(turn) = not_yet(&job, each) {
            let _ = paced.send((turn, Due::Job(again.clone(), job)));
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
                .send((at, Due::Answer(job.report.clone(), answer)))
                .or_else(|unpaced| match unpaced.0.1 {
                    Due::Answer(report, answer) => report.send(answer),
                    Due::Job(..) => Ok(()),
                }),
            false => job.report.send(answer),
        };
    }
}

/// When `job`'s session may next start a search, if not now (its last started less than
/// `each` ago); otherwise its turn is taken now.
fn not_yet(job: &Job, each: Duration) -> Option<Instant> {
    if each.is_zero() {
        return None;
    }
    let now = Instant::now();
    let mut next = job
        .next_start
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    if *next > now {
        return Some(*next);
    }
    *next = now + each;
    None
}

/// What is held back until its time: an answer, and the session it goes to; or a
/// question, and the queue it goes back to.
enum Due {
    Answer(Sender<Input>, Input),
    Job(Sender<Job>, Job),
}

/// Something held back until its time.
type Paced = (Instant, Due);

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
        // A session or a pool gone has no one to tell.
        for (_, due) in due {
            match due {
                Due::Answer(report, answer) => drop(report.send(answer)),
                Due::Job(queue, job) => drop(queue.send(job)),
            }
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
    solvers: Solvers,
    newest: Arc<AtomicU64>,
    /// When the session's next search may start, at the pool's pace.
    next_start: Arc<Mutex<Instant>>,
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
            next_start: Arc::clone(&self.next_start),
            report: self.report.clone(),
        };
        // The threads live as long as any session.
        if let Some(jobs) = self.solvers.jobs() {
            let _ = jobs.send(job);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tui2048_engine::ai::Strength;
    use tui2048_engine::game::{GameState, Rules};

    /// A session's searches start `each` apart: the second question, asked the moment the
    /// first is answered, waits for its turn; a pool without a pace answers at once.
    #[test]
    fn a_paced_pool_starts_one_sessions_searches_apart() {
        let board = GameState::new(Rules::default(), 3).board().clone();
        let ask = |solvers: &Solvers| {
            let (report, answers) = channel();
            let asker = solvers.asker(report);
            let start = Instant::now();
            let mut times = Vec::new();
            for id in 1..=3 {
                let not_before = Instant::now();
                asker.ask(SolveRequest {
                    id,
                    board: board.clone(),
                    not_before,
                });
                match answers.recv_timeout(Duration::from_secs(10)) {
                    Ok(Input::Solved { id: got, dir }) => {
                        assert_eq!((got, dir.is_some()), (id, true));
                    }
                    _ => panic!("no answer to question {id}"),
                }
                times.push(start.elapsed());
            }
            times
        };
        let each = Duration::from_millis(300);
        let paced = ask(&Solvers::paced(Solver::new(Strength::Fast), each));
        assert!(paced[1] >= each, "{paced:?}");
        assert!(paced[2] >= each * 2, "{paced:?}");
        // The turn is the session's own: another session starts at once.
        let pool = Solvers::paced(Solver::new(Strength::Fast), Duration::from_secs(60));
        assert!(ask_once(&pool, &board) < Duration::from_secs(30));
        assert!(ask_once(&pool, &board) < Duration::from_secs(30));
    }

    /// How long one new session waits for its first answer.
    fn ask_once(solvers: &Solvers, board: &tui2048_engine::game::Board) -> Duration {
        let (report, answers) = channel();
        let start = Instant::now();
        solvers.asker(report).ask(SolveRequest {
            id: 1,
            board: board.clone(),
            not_before: start,
        });
        assert!(matches!(
            answers.recv_timeout(Duration::from_secs(30)),
            Ok(Input::Solved { id: 1, .. })
        ));
        start.elapsed()
    }

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
        paced.send((later, Due::Answer(a, solved(1)))).unwrap();
        paced.send((sooner, Due::Answer(b, solved(2)))).unwrap();
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
