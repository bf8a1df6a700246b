//! The server's database: SQLite, one file in the data folder made on first start (the
//! default, nothing to set up), or PostgreSQL (`--database postgres://…`), which any number
//! of servers share. Both have the same tables, brought up to date at start by the same
//! numbered steps applied in one transaction (a newer schema than this program knows is
//! refused, never half applied). It holds the accounts and their keys, each account's
//! game in play (the state file's bytes, undo list and all), its finished games, its
//! settings (`config.toml`'s text), the daily board and the server's secrets.
//!
//! Every write is one transaction, committed before it returns (SQLite in WAL mode with
//! full syncs; PostgreSQL with its own synchronous commit): a move the screen shows is on
//! disk, whatever ends the server.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

use rusqlite::{Connection, params};

pub mod locks;
pub mod pg;
mod pool;
mod sqlite;

/// How many steps the schema has: SQLite's and PostgreSQL's lists are both this long.
pub const STEP_COUNT: usize = 2;

/// Why the database could not be used.
#[derive(Debug)]
pub enum DbError {
    /// SQLite's own error.
    Sql(rusqlite::Error),
    /// PostgreSQL's own error (the server's words, or why it cannot be reached).
    Pg(postgres::Error),
    /// Every connection to PostgreSQL is busy, and none came free in time.
    Busy,
    /// The database's schema is newer than this program's (its step count).
    Newer { found: i64, known: usize },
    /// The game is held by another server on the same database.
    HeldElsewhere,
}

impl std::fmt::Display for DbError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DbError::Sql(e) => write!(f, "{e}"),
            DbError::Pg(e) => write!(f, "{}", pg::words(e)),
            DbError::Busy => write!(f, "every connection to the database is busy"),
            DbError::Newer { found, known } => write!(
                f,
                "the database's schema is at step {found}, newer than this program's {known}: \
                 run a newer tui2048-server"
            ),
            DbError::HeldElsewhere => write!(f, "the game is being played on another server"),
        }
    }
}

impl std::error::Error for DbError {}

impl From<rusqlite::Error> for DbError {
    fn from(e: rusqlite::Error) -> DbError {
        DbError::Sql(e)
    }
}

impl From<postgres::Error> for DbError {
    fn from(e: postgres::Error) -> DbError {
        DbError::Pg(e)
    }
}

/// An account: its number and the name its player chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Account {
    pub id: i64,
    pub name: String,
}

/// Why an account could not be made.
#[derive(Debug)]
pub enum NewAccount {
    /// Another account has this name (compared as names are: case and width folded).
    NameTaken,
    Db(DbError),
}

/// The database, shared by every session of the server.
#[derive(Clone)]
pub struct Db {
    backend: Backend,
    path: PathBuf,
}

#[derive(Clone)]
enum Backend {
    Sqlite(Arc<Mutex<Connection>>),
    Pg(Arc<pg::Pg>),
}

/// Runs `f`, which may block on the network, where blocking is allowed: as it is on a
/// thread of its own; on a worker of the server's runtime, with the worker handed over
/// to the runtime's other tasks meanwhile (PostgreSQL's client drives a runtime of its
/// own, which cannot run inside another's).
pub(crate) fn blocking<T>(f: impl FnOnce() -> T) -> T {
    use tokio::runtime::{Handle, RuntimeFlavor};
    match Handle::try_current() {
        Ok(handle) if handle.runtime_flavor() == RuntimeFlavor::MultiThread => {
            tokio::task::block_in_place(f)
        }
        _ => f(),
    }
}

impl Db {
    /// Opens (or makes) the SQLite database at `path` and brings its schema up to date.
    pub fn open(path: &Path) -> Result<Db, DbError> {
        let conn = sqlite::open(path)?;
        Ok(Db {
            backend: Backend::Sqlite(Arc::new(Mutex::new(conn))),
            path: path.to_path_buf(),
        })
    }

    /// Connects to the PostgreSQL database at `url` (`postgres://user@host:port/name`, or
    /// `host=… dbname=…`), at most `connections` connections at once (and one more for the
    /// holds on the games in play), and brings its schema up to date.
    pub fn open_pg(url: &str, connections: usize) -> Result<Db, DbError> {
        let pg = blocking(|| pg::Pg::open(url, connections))?;
        Ok(Db {
            path: PathBuf::from(pg.shown()),
            backend: Backend::Pg(Arc::new(pg)),
        })
    }

    /// The database's file; PostgreSQL's address (without its password).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Several servers may share the database: PostgreSQL's holds on the games in play,
    /// taken there; none for SQLite, one server's alone.
    pub fn shared_locks(&self) -> Option<Arc<locks::Locks>> {
        match &self.backend {
            Backend::Sqlite(_) => None,
            Backend::Pg(pg) => Some(locks::Locks::start(pg.config().clone())),
        }
    }

    /// PostgreSQL's connections open now and their bound; none for SQLite.
    pub fn connections(&self) -> Option<(usize, usize)> {
        match &self.backend {
            Backend::Sqlite(_) => None,
            Backend::Pg(pg) => Some(pg.connections()),
        }
    }

    fn conn(conn: &Mutex<Connection>) -> MutexGuard<'_, Connection> {
        // A session that panicked holding the connection left no transaction open: each
        // write commits or rolls back before it lets go.
        conn.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The account a key's fingerprint belongs to, if any.
    pub fn account_of_key(&self, fingerprint: &str) -> Result<Option<Account>, DbError> {
        match &self.backend {
            Backend::Sqlite(c) => sqlite::account_of_key(&Db::conn(c), fingerprint),
            Backend::Pg(pg) => pg.account_of_key(fingerprint),
        }
    }

    /// Makes an account named `name` (its comparison key `name_key`) for the key
    /// `fingerprint`.
    pub fn new_account(
        &self,
        name: &str,
        name_key: &str,
        fingerprint: &str,
        now: u64,
    ) -> Result<Account, NewAccount> {
        match &self.backend {
            Backend::Sqlite(c) => {
                sqlite::new_account(&mut Db::conn(c), (name, name_key), fingerprint, now)
            }
            Backend::Pg(pg) => pg.new_account((name, name_key), fingerprint, now),
        }
    }

    /// Adds the key `fingerprint` to `account`; false when the key is another account's.
    pub fn add_key(&self, account: i64, fingerprint: &str, now: u64) -> Result<bool, DbError> {
        match &self.backend {
            Backend::Sqlite(c) => sqlite::add_key(&Db::conn(c), account, fingerprint, now),
            Backend::Pg(pg) => pg.add_key(account, fingerprint, now),
        }
    }

    /// The bytes of `account`'s game in `slot`, if one was saved.
    pub fn game(&self, account: i64, slot: &str) -> Result<Option<Vec<u8>>, DbError> {
        match &self.backend {
            Backend::Sqlite(c) => sqlite::one(
                &Db::conn(c),
                "SELECT state FROM games WHERE account = ?1 AND slot = ?2",
                params![account, slot],
            ),
            Backend::Pg(pg) => pg.one(
                "SELECT state FROM games WHERE account = $1 AND slot = $2",
                &[&account, &slot],
            ),
        }
    }

    /// Writes `account`'s game in `slot`.
    pub fn put_game(&self, account: i64, slot: &str, state: &[u8]) -> Result<(), DbError> {
        const PUT: &str = "INSERT INTO games (account, slot, state) VALUES ($1, $2, $3)
             ON CONFLICT (account, slot) DO UPDATE SET state = excluded.state";
        match &self.backend {
            Backend::Sqlite(c) => {
                Db::conn(c).execute(&PUT.replace('$', "?"), params![account, slot, state])?;
                Ok(())
            }
            Backend::Pg(pg) => pg.execute(PUT, &[&account, &slot, &state]),
        }
    }

    /// Writes `account`'s game in `slot` if `fence` holds (on PostgreSQL: the game's lock
    /// is still held by the server's lock connection, checked in the same statement);
    /// false, and nothing written, when it does not.
    pub fn put_game_held(
        &self,
        account: i64,
        slot: &str,
        state: &[u8],
        fence: Option<locks::Fence>,
    ) -> Result<bool, DbError> {
        match (&self.backend, fence) {
            (Backend::Pg(pg), Some(fence)) => pg.put_game_held(account, slot, state, fence),
            (Backend::Pg(_), None) => Ok(false),
            (Backend::Sqlite(_), _) => self.put_game(account, slot, state).map(|()| true),
        }
    }

    /// The bytes of `account`'s finished games, if any were kept.
    pub fn records(&self, account: i64) -> Result<Option<Vec<u8>>, DbError> {
        match &self.backend {
            Backend::Sqlite(c) => sqlite::one(
                &Db::conn(c),
                "SELECT bytes FROM records WHERE account = ?1",
                params![account],
            ),
            Backend::Pg(pg) => pg.one("SELECT bytes FROM records WHERE account = $1", &[&account]),
        }
    }

    /// Every account's finished games, as kept.
    pub fn every_records(&self) -> Result<Vec<Vec<u8>>, DbError> {
        match &self.backend {
            Backend::Sqlite(c) => sqlite::every_records(&Db::conn(c)),
            Backend::Pg(pg) => pg.every_records(),
        }
    }

    /// Changes `account`'s finished games by `change` (given the bytes kept, none when
    /// none were) in one transaction: no other writer, of this server or another, comes
    /// between reading and writing.
    pub fn change_records<T>(
        &self,
        account: i64,
        change: impl FnOnce(Option<Vec<u8>>) -> (Option<Vec<u8>>, T),
    ) -> Result<T, DbError> {
        self.change(("records", "bytes"), account, change)
    }

    /// Changes `account`'s settings by `change` (given the text kept, none when none
    /// was) in one transaction, as [`Db::change_records`] does.
    pub fn change_settings<T>(
        &self,
        account: i64,
        change: impl FnOnce(Option<String>) -> (Option<String>, T),
    ) -> Result<T, DbError> {
        self.change(("settings", "text"), account, change)
    }

    fn change<V, T>(
        &self,
        row: (&str, &str),
        account: i64,
        change: impl FnOnce(Option<V>) -> (Option<V>, T),
    ) -> Result<T, DbError>
    where
        V: rusqlite::types::FromSql + rusqlite::ToSql,
        V: for<'a> postgres::types::FromSql<'a> + postgres::types::ToSql + Sync,
    {
        match &self.backend {
            Backend::Sqlite(c) => sqlite::change(&mut Db::conn(c), row, account, change),
            Backend::Pg(pg) => pg.change(row, account, change),
        }
    }

    /// The server's secret `name`: the one kept, or `made` kept now when there is none
    /// (the first writer wins: servers that start together on one database agree).
    pub fn secret(&self, name: &str, made: &[u8]) -> Result<Vec<u8>, DbError> {
        match &self.backend {
            Backend::Sqlite(c) => sqlite::secret(&Db::conn(c), name, made),
            Backend::Pg(pg) => pg.secret(name, made),
        }
    }

    /// Keeps `account`'s daily game `game` of `day` (days since 1970) as the record's
    /// `line`, in place of what it was when it ended before.
    pub fn put_daily(&self, day: u64, account: i64, game: u64, line: &str) -> Result<(), DbError> {
        const PUT: &str = "INSERT INTO daily (day, account, game, line) VALUES ($1, $2, $3, $4)
             ON CONFLICT (day, account, game) DO UPDATE SET line = excluded.line";
        let (day, game) = (day as i64, game as i64);
        match &self.backend {
            Backend::Sqlite(c) => {
                Db::conn(c).execute(&PUT.replace('$', "?"), params![day, account, game, line])?;
                Ok(())
            }
            Backend::Pg(pg) => pg.execute(PUT, &[&day, &account, &game, &line]),
        }
    }

    /// Takes `account`'s daily game `game` off its day's board (its end taken back).
    pub fn take_back_daily(&self, account: i64, game: u64) -> Result<(), DbError> {
        const TAKE: &str = "DELETE FROM daily WHERE account = $1 AND game = $2";
        let game = game as i64;
        match &self.backend {
            Backend::Sqlite(c) => {
                Db::conn(c).execute(&TAKE.replace('$', "?"), params![account, game])?;
                Ok(())
            }
            Backend::Pg(pg) => pg.execute(TAKE, &[&account, &game]),
        }
    }

    /// The daily games of `day` kept: each with its player's name.
    pub fn daily(&self, day: u64) -> Result<Vec<(String, String)>, DbError> {
        match &self.backend {
            Backend::Sqlite(c) => sqlite::daily(&Db::conn(c), day as i64),
            Backend::Pg(pg) => pg.daily(day as i64),
        }
    }

    /// `account`'s settings (the text of a `config.toml`), if any were written.
    pub fn settings(&self, account: i64) -> Result<Option<String>, DbError> {
        match &self.backend {
            Backend::Sqlite(c) => sqlite::one(
                &Db::conn(c),
                "SELECT text FROM settings WHERE account = ?1",
                params![account],
            ),
            Backend::Pg(pg) => pg.one("SELECT text FROM settings WHERE account = $1", &[&account]),
        }
    }

    /// Writes `account`'s settings.
    pub fn put_settings(&self, account: i64, text: &str) -> Result<(), DbError> {
        const PUT: &str = "INSERT INTO settings (account, text) VALUES ($1, $2)
             ON CONFLICT (account) DO UPDATE SET text = excluded.text";
        match &self.backend {
            Backend::Sqlite(c) => {
                Db::conn(c).execute(&PUT.replace('$', "?"), params![account, text])?;
                Ok(())
            }
            Backend::Pg(pg) => pg.execute(PUT, &[&account, &text]),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;
