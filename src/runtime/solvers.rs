//! The solver's threads, started once and shared by every session of the process: each
//! session asks through its own [`Asker`], and its answers come back on its own channel.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::thread;
use std::time::Instant;

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
    /// The threads of `solver`, to be started at the first question.
    pub(crate) fn start(solver: Solver) -> Solvers {
        Solvers(Arc::new(Pool {
            jobs: OnceLock::new(),
            solver: Some(solver),
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
        }))
    }

    /// A session's handle, its answers sent to `report`.
    pub(crate) fn asker(&self, report: Sender<Input>) -> Asker {
        Asker {
            solvers: self.clone(),
            newest: Arc::new(AtomicU64::new(0)),
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
            Some(solver) => Some(pool.jobs.get_or_init(|| spawn_threads(solver))),
            None => pool.jobs.get(),
        }
    }
}

/// `solver` on one thread per core (four at most), and one that holds each answer back
/// until its time (autoplay's pace) without holding up a search: a search never holds up
/// the screen, and quitting never waits for one (the threads end with the program). Where
/// the questions go.
fn spawn_threads(solver: &Solver) -> Sender<Job> {
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
    jobs
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
    solvers: Solvers,
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
        // The threads live as long as any session.
        if let Some(jobs) = self.solvers.jobs() {
            let _ = jobs.send(job);
        }
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
