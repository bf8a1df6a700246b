//! Holds on the games in play that every server on one PostgreSQL database sees: a
//! session-level advisory lock a game, taken on one connection of the server's own. The
//! database lets them go the moment that connection ends, so a server killed (`kill -9`)
//! frees its players' games at once for another server.
//!
//! When the connection breaks (the database restarted), every hold is unsure until a
//! keeper thread, which checks the connection each second, connects again and takes the
//! locks back; one that another server took meanwhile is lost, and its session no longer
//! writes the game.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::Duration;

use postgres::{Client, Config, NoTls};

use super::{DbError, blocking};

/// A hold's state: this server has the game's lock.
pub const HELD: u8 = 0;
/// The lock's connection broke: not known until it is taken back.
pub const UNSURE: u8 = 1;
/// Another server took the game's lock: this one must not write the game.
pub const LOST: u8 = 2;
/// Taken back after the connection broke: held, but another server may have played the
/// game meanwhile (taken it and let it go): its session looks before it writes.
pub const RETAKEN: u8 = 3;

/// Whether a hold in state `state` has its lock.
fn has_lock(state: u8) -> bool {
    state == HELD || state == RETAKEN
}

/// How often the keeper checks the connection.
const EVERY: Duration = Duration::from_secs(1);

/// A write's fence: the lock `key` held by the backend process `pid`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fence {
    pub pid: i32,
    pub key: i64,
}

/// The state of one hold, shared between the locks and the session holding it.
pub type HoldState = Arc<AtomicU8>;

/// One server's locks.
pub struct Locks {
    config: Config,
    state: Mutex<State>,
}

struct State {
    client: Option<Client>,
    /// The backend process of `client`, whose locks `pg_locks` shows.
    pid: i32,
    /// The locks taken, by key.
    held: HashMap<i64, HoldState>,
}

impl State {
    /// The connection broke: every lock it had is unsure.
    fn broken(&mut self) {
        self.client = None;
        for state in self.held.values() {
            state.store(UNSURE, Ordering::SeqCst);
        }
    }
}

fn try_lock(client: &mut Client, key: i64) -> Result<bool, postgres::Error> {
    client
        .query_one("SELECT pg_try_advisory_lock($1)", &[&key])?
        .try_get(0)
}

impl Locks {
    /// The locks, and their keeper thread (which ends when they are dropped).
    pub fn start(config: Config) -> Arc<Locks> {
        let locks = Arc::new(Locks {
            config,
            state: Mutex::new(State {
                client: None,
                pid: 0,
                held: HashMap::new(),
            }),
        });
        let weak: Weak<Locks> = Arc::downgrade(&locks);
        let _ = std::thread::Builder::new()
            .name("tui2048-locks".into())
            .spawn(move || {
                loop {
                    std::thread::sleep(EVERY);
                    let Some(locks) = weak.upgrade() else {
                        return;
                    };
                    locks.check();
                }
            });
        locks
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Takes the lock `key`: its state, or none when another server has it.
    pub fn take(&self, key: i64) -> Result<Option<HoldState>, DbError> {
        blocking(|| {
            let mut state = self.state();
            if state.client.as_ref().is_none_or(Client::is_closed) {
                self.reconnect(&mut state)?;
            }
            if let Some(held) = state.held.get(&key) {
                // This server's already (a hold made sure of again, once reconnected).
                return Ok(has_lock(held.load(Ordering::SeqCst)).then(|| Arc::clone(held)));
            }
            let Some(client) = state.client.as_mut() else {
                return Err(DbError::Busy);
            };
            match try_lock(client, key) {
                Ok(true) => {
                    let held = Arc::new(AtomicU8::new(HELD));
                    state.held.insert(key, Arc::clone(&held));
                    Ok(Some(held))
                }
                Ok(false) => Ok(None),
                Err(e) => {
                    state.broken();
                    Err(e.into())
                }
            }
        })
    }

    /// Lets the lock `key` go (nothing to do when it was lost, or the connection is gone:
    /// the database let it go then).
    pub fn release(&self, key: i64) {
        blocking(|| {
            let mut state = self.state();
            let Some(held) = state.held.remove(&key) else {
                return;
            };
            if !has_lock(held.load(Ordering::SeqCst)) {
                return;
            }
            if let Some(client) = state.client.as_mut()
                && client
                    .execute("SELECT pg_advisory_unlock($1)", &[&key])
                    .is_err()
            {
                state.broken();
            }
        })
    }

    /// What a write of the game `key` is fenced by: the backend process holding its lock,
    /// when this server holds it ([`super::Db::put_game_held`] writes only while that
    /// process still has the lock, as `pg_locks` shows).
    pub fn fence(&self, key: i64) -> Option<Fence> {
        let state = self.state();
        let held = state.held.get(&key)?;
        (state.client.is_some() && has_lock(held.load(Ordering::SeqCst))).then_some(Fence {
            pid: state.pid,
            key,
        })
    }

    /// Checks the connection; broken, connects again and takes back every lock. The
    /// keeper does it each second; a write the fence refused does it at once.
    pub fn check(&self) {
        let mut state = self.state();
        if state.held.is_empty() {
            return;
        }
        let alive = state
            .client
            .as_mut()
            .is_some_and(|client| client.is_valid(EVERY * 2).is_ok());
        if !alive {
            let _ = self.reconnect(&mut state);
        }
    }

    /// Connects again and takes back every lock held, each one another server took
    /// meanwhile lost (and forgotten). Broken again, every lock stays unsure.
    fn reconnect(&self, state: &mut State) -> Result<(), DbError> {
        state.broken();
        let mut client = self.config.connect(NoTls)?;
        let pid: i32 = client
            .query_one("SELECT pg_backend_pid()", &[])?
            .try_get(0)?;
        let mut taken = Vec::new();
        for (&key, held) in &state.held {
            taken.push((key, Arc::clone(held), try_lock(&mut client, key)?));
        }
        for (key, held, mine) in taken {
            if mine {
                held.store(RETAKEN, Ordering::SeqCst);
            } else {
                held.store(LOST, Ordering::SeqCst);
                state.held.remove(&key);
            }
        }
        state.client = Some(client);
        state.pid = pid;
        Ok(())
    }
}
