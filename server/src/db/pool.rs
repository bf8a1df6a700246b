//! A bounded pool of PostgreSQL connections: at most `bound` open at once, each lent to
//! one caller at a time; a broken one (the database restarted) is let go and a new one
//! made in its place.

use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::Duration;

use postgres::{Client, Config, NoTls};

use super::DbError;

/// How long a caller waits for a connection to come free before it is told the
/// database is busy.
const WAIT: Duration = Duration::from_secs(10);

pub(super) struct Pool {
    config: Config,
    bound: usize,
    state: Mutex<State>,
    freed: Condvar,
}

struct State {
    idle: Vec<Client>,
    /// Connections open, lent or idle.
    open: usize,
}

/// Whether an error says the connection is gone (closed, reset, or the database shutting
/// down), as opposed to the database refusing one statement.
pub(super) fn broken(e: &postgres::Error, client: &Client) -> bool {
    use postgres::error::SqlState;
    client.is_closed()
        || e.is_closed()
        || matches!(
            e.code(),
            Some(&SqlState::ADMIN_SHUTDOWN | &SqlState::CRASH_SHUTDOWN)
        )
        || (e.code().is_none() && e.as_db_error().is_none())
}

impl Pool {
    pub(super) fn new(config: Config, bound: usize, first: Client) -> Pool {
        Pool {
            config,
            bound: bound.max(1),
            state: Mutex::new(State {
                idle: vec![first],
                open: 1,
            }),
            freed: Condvar::new(),
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Connections open now, and the bound.
    pub(super) fn open(&self) -> (usize, usize) {
        (self.state().open, self.bound)
    }

    /// A connection: an idle one (newest first), or a new one while under the bound, or
    /// the first to come free.
    fn get(&self) -> Result<(Client, bool), DbError> {
        let mut state = self.state();
        loop {
            if let Some(client) = state.idle.pop() {
                if client.is_closed() {
                    state.open -= 1;
                    continue;
                }
                return Ok((client, true));
            }
            if state.open < self.bound {
                state.open += 1;
                drop(state);
                return match self.config.connect(NoTls) {
                    Ok(client) => Ok((client, false)),
                    Err(e) => {
                        self.give_back(None);
                        Err(e.into())
                    }
                };
            }
            let (next, waited) = self
                .freed
                .wait_timeout(state, WAIT)
                .unwrap_or_else(|e| e.into_inner());
            state = next;
            if waited.timed_out() && state.idle.is_empty() && state.open >= self.bound {
                return Err(DbError::Busy);
            }
        }
    }

    /// A connection back: kept while it works, let go (its place freed) when broken.
    fn give_back(&self, client: Option<Client>) {
        let mut state = self.state();
        match client {
            Some(client) if !client.is_closed() => state.idle.push(client),
            _ => state.open -= 1,
        }
        drop(state);
        self.freed.notify_one();
    }

    /// Runs `f` on a connection. When a connection that lay idle turns out broken (the
    /// database restarted since), `f` runs once more on a new one: it is one statement or
    /// one transaction, so a run that failed wrote nothing.
    pub(super) fn with<T>(
        &self,
        mut f: impl FnMut(&mut Client) -> Result<T, postgres::Error>,
    ) -> Result<T, DbError> {
        let (mut client, was_idle) = self.get()?;
        match f(&mut client) {
            Ok(answer) => {
                self.give_back(Some(client));
                Ok(answer)
            }
            Err(e) if was_idle && broken(&e, &client) => {
                drop(client);
                self.give_back(None);
                // The others that lay idle as long are broken too, most likely.
                self.forget_idle();
                let (mut client, _) = self.get()?;
                let answer = f(&mut client);
                self.settle(client, answer)
            }
            Err(e) => self.settle(client, Err(e)),
        }
    }

    /// Lets every idle connection go.
    fn forget_idle(&self) {
        let mut state = self.state();
        let idle = std::mem::take(&mut state.idle);
        state.open -= idle.len();
        drop(state);
        drop(idle);
        self.freed.notify_all();
    }

    /// Runs `f` on a connection, once (it cannot be run again: it consumes what it is
    /// given).
    pub(super) fn with_once<T>(
        &self,
        f: impl FnOnce(&mut Client) -> Result<T, DbError>,
    ) -> Result<T, DbError> {
        let (mut client, _) = self.get()?;
        let answer = f(&mut client);
        let keep = match &answer {
            Err(DbError::Pg(e)) => !broken(e, &client),
            _ => true,
        };
        self.give_back(keep.then_some(client));
        if !keep {
            self.forget_idle();
        }
        answer
    }

    fn settle<T>(&self, client: Client, answer: Result<T, postgres::Error>) -> Result<T, DbError> {
        let keep = match &answer {
            Err(e) => !broken(e, &client),
            Ok(_) => true,
        };
        self.give_back(keep.then_some(client));
        if !keep {
            self.forget_idle();
        }
        Ok(answer?)
    }
}
