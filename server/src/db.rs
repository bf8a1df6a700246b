//! The server's database: one SQLite file in the data folder, made on first start, its
//! schema brought up to date by numbered steps applied in one transaction (a newer schema
//! than this program knows is refused, never half applied). It holds the accounts and
//! their keys, each account's game in play (the state file's bytes, undo list and all),
//! its finished games, its settings (`config.toml`'s text) and the daily board.
//!
//! Every write is one transaction, committed before it returns, in WAL mode with full
//! syncs: a move the screen shows is on disk, whatever ends the server.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use rusqlite::{Connection, OptionalExtension, params};

/// The schema's steps, in order; the database's `user_version` says how many are applied.
const STEPS: [&str; 2] = [
    // 1: accounts, keys, games, records, settings.
    "CREATE TABLE accounts (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        created INTEGER NOT NULL
    );
    CREATE TABLE keys (
        fingerprint TEXT PRIMARY KEY,
        account INTEGER NOT NULL REFERENCES accounts(id),
        added INTEGER NOT NULL
    );
    CREATE TABLE games (
        account INTEGER NOT NULL REFERENCES accounts(id),
        slot TEXT NOT NULL,
        state BLOB NOT NULL,
        PRIMARY KEY (account, slot)
    );
    CREATE TABLE records (
        account INTEGER PRIMARY KEY REFERENCES accounts(id),
        bytes BLOB NOT NULL
    );
    CREATE TABLE settings (
        account INTEGER PRIMARY KEY REFERENCES accounts(id),
        text TEXT NOT NULL
    );",
    // 2: the server's secrets (the key the daily games' seeds are drawn with), and the
    // daily games finished, each game once (by its name), kept for the day's board.
    "CREATE TABLE secrets (
        name TEXT PRIMARY KEY,
        value BLOB NOT NULL
    );
    CREATE TABLE daily (
        day INTEGER NOT NULL,
        account INTEGER NOT NULL REFERENCES accounts(id),
        game INTEGER NOT NULL,
        line TEXT NOT NULL,
        PRIMARY KEY (day, account, game)
    );",
];

/// Why the database could not be used.
#[derive(Debug)]
pub enum DbError {
    /// SQLite's own error.
    Sql(rusqlite::Error),
    /// The database's schema is newer than this program's (its step count).
    Newer { found: i64, known: usize },
}

impl std::fmt::Display for DbError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DbError::Sql(e) => write!(f, "{e}"),
            DbError::Newer { found, known } => write!(
                f,
                "the database's schema is at step {found}, newer than this program's {known}: \
                 run a newer tui2048-server"
            ),
        }
    }
}

impl std::error::Error for DbError {}

impl From<rusqlite::Error> for DbError {
    fn from(e: rusqlite::Error) -> DbError {
        DbError::Sql(e)
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
    conn: Arc<Mutex<Connection>>,
    path: PathBuf,
}

impl Db {
    /// Opens (or makes) the database at `path` and brings its schema up to date.
    pub fn open(path: &Path) -> Result<Db, DbError> {
        let mut conn = Connection::open(path)?;
        conn.busy_timeout(Duration::from_secs(5))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        migrate(&mut conn)?;
        Ok(Db {
            conn: Arc::new(Mutex::new(conn)),
            path: path.to_path_buf(),
        })
    }

    /// The database's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn conn(&self) -> MutexGuard<'_, Connection> {
        // A session that panicked holding the connection left no transaction open: each
        // write commits or rolls back before it lets go.
        self.conn.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The account a key's fingerprint belongs to, if any.
    pub fn account_of_key(&self, fingerprint: &str) -> Result<Option<Account>, DbError> {
        let conn = self.conn();
        Ok(conn
            .query_row(
                "SELECT accounts.id, accounts.name FROM keys
                 JOIN accounts ON accounts.id = keys.account WHERE keys.fingerprint = ?1",
                params![fingerprint],
                |row| {
                    Ok(Account {
                        id: row.get(0)?,
                        name: row.get(1)?,
                    })
                },
            )
            .optional()?)
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
        let mut conn = self.conn();
        let tx = conn.transaction().map_err(|e| NewAccount::Db(e.into()))?;
        let taken: Option<i64> = tx
            .query_row(
                "SELECT id FROM accounts WHERE name_key = ?1",
                params![name_key],
                |row| row.get(0),
            )
            .optional()
            .map_err(|e| NewAccount::Db(e.into()))?;
        if taken.is_some() {
            return Err(NewAccount::NameTaken);
        }
        tx.execute(
            "INSERT INTO accounts (name, name_key, created) VALUES (?1, ?2, ?3)",
            params![name, name_key, now as i64],
        )
        .map_err(|e| NewAccount::Db(e.into()))?;
        let id = tx.last_insert_rowid();
        tx.execute(
            "INSERT INTO keys (fingerprint, account, added) VALUES (?1, ?2, ?3)",
            params![fingerprint, id, now as i64],
        )
        .map_err(|e| NewAccount::Db(e.into()))?;
        tx.commit().map_err(|e| NewAccount::Db(e.into()))?;
        Ok(Account {
            id,
            name: name.to_string(),
        })
    }

    /// Adds the key `fingerprint` to `account`; false when the key is another account's.
    pub fn add_key(&self, account: i64, fingerprint: &str, now: u64) -> Result<bool, DbError> {
        let conn = self.conn();
        let owner: Option<i64> = conn
            .query_row(
                "SELECT account FROM keys WHERE fingerprint = ?1",
                params![fingerprint],
                |row| row.get(0),
            )
            .optional()?;
        match owner {
            Some(owner) => Ok(owner == account),
            None => {
                conn.execute(
                    "INSERT INTO keys (fingerprint, account, added) VALUES (?1, ?2, ?3)",
                    params![fingerprint, account, now as i64],
                )?;
                Ok(true)
            }
        }
    }

    /// The bytes of `account`'s game in `slot`, if one was saved.
    pub fn game(&self, account: i64, slot: &str) -> Result<Option<Vec<u8>>, DbError> {
        let conn = self.conn();
        Ok(conn
            .query_row(
                "SELECT state FROM games WHERE account = ?1 AND slot = ?2",
                params![account, slot],
                |row| row.get(0),
            )
            .optional()?)
    }

    /// Writes `account`'s game in `slot`.
    pub fn put_game(&self, account: i64, slot: &str, state: &[u8]) -> Result<(), DbError> {
        let conn = self.conn();
        conn.execute(
            "INSERT INTO games (account, slot, state) VALUES (?1, ?2, ?3)
             ON CONFLICT (account, slot) DO UPDATE SET state = excluded.state",
            params![account, slot, state],
        )?;
        Ok(())
    }

    /// The bytes of `account`'s finished games, if any were kept.
    pub fn records(&self, account: i64) -> Result<Option<Vec<u8>>, DbError> {
        let conn = self.conn();
        Ok(conn
            .query_row(
                "SELECT bytes FROM records WHERE account = ?1",
                params![account],
                |row| row.get(0),
            )
            .optional()?)
    }

    /// Every account's finished games, as kept.
    pub fn every_records(&self) -> Result<Vec<Vec<u8>>, DbError> {
        let conn = self.conn();
        let mut query = conn.prepare("SELECT bytes FROM records ORDER BY account")?;
        let rows = query.query_map([], |row| row.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Changes `account`'s finished games by `change` (given the bytes kept, none when
    /// none were) in one transaction: no other writer comes between reading and writing.
    pub fn change_records<T>(
        &self,
        account: i64,
        change: impl FnOnce(Option<Vec<u8>>) -> (Option<Vec<u8>>, T),
    ) -> Result<T, DbError> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        let found: Option<Vec<u8>> = tx
            .query_row(
                "SELECT bytes FROM records WHERE account = ?1",
                params![account],
                |row| row.get(0),
            )
            .optional()?;
        let (new, answer) = change(found);
        if let Some(bytes) = new {
            tx.execute(
                "INSERT INTO records (account, bytes) VALUES (?1, ?2)
                 ON CONFLICT (account) DO UPDATE SET bytes = excluded.bytes",
                params![account, bytes],
            )?;
        }
        tx.commit()?;
        Ok(answer)
    }

    /// The server's secret `name`: the one kept, or `made` kept now when there is none
    /// (the first writer wins: servers that start together on one database agree).
    pub fn secret(&self, name: &str, made: &[u8]) -> Result<Vec<u8>, DbError> {
        let conn = self.conn();
        conn.execute(
            "INSERT INTO secrets (name, value) VALUES (?1, ?2) ON CONFLICT (name) DO NOTHING",
            params![name, made],
        )?;
        Ok(conn.query_row(
            "SELECT value FROM secrets WHERE name = ?1",
            params![name],
            |row| row.get(0),
        )?)
    }

    /// Keeps `account`'s daily game `game` of `day` (days since 1970) as the record's
    /// `line`, in place of what it was when it ended before.
    pub fn put_daily(&self, day: u64, account: i64, game: u64, line: &str) -> Result<(), DbError> {
        let conn = self.conn();
        conn.execute(
            "INSERT INTO daily (day, account, game, line) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (day, account, game) DO UPDATE SET line = excluded.line",
            params![day as i64, account, game as i64, line],
        )?;
        Ok(())
    }

    /// Takes `account`'s daily game `game` off its day's board (its end taken back).
    pub fn take_back_daily(&self, account: i64, game: u64) -> Result<(), DbError> {
        let conn = self.conn();
        conn.execute(
            "DELETE FROM daily WHERE account = ?1 AND game = ?2",
            params![account, game as i64],
        )?;
        Ok(())
    }

    /// The daily games of `day` kept: each with its player's name.
    pub fn daily(&self, day: u64) -> Result<Vec<(String, String)>, DbError> {
        let conn = self.conn();
        let mut query = conn.prepare(
            "SELECT accounts.name, daily.line FROM daily
             JOIN accounts ON accounts.id = daily.account
             WHERE daily.day = ?1 ORDER BY daily.account, daily.game",
        )?;
        let rows = query.query_map(params![day as i64], |row| Ok((row.get(0)?, row.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// `account`'s settings (the text of a `config.toml`), if any were written.
    pub fn settings(&self, account: i64) -> Result<Option<String>, DbError> {
        let conn = self.conn();
        Ok(conn
            .query_row(
                "SELECT text FROM settings WHERE account = ?1",
                params![account],
                |row| row.get(0),
            )
            .optional()?)
    }

    /// Writes `account`'s settings.
    pub fn put_settings(&self, account: i64, text: &str) -> Result<(), DbError> {
        let conn = self.conn();
        conn.execute(
            "INSERT INTO settings (account, text) VALUES (?1, ?2)
             ON CONFLICT (account) DO UPDATE SET text = excluded.text",
            params![account, text],
        )?;
        Ok(())
    }
}

/// Applies the steps the database has not had, all in one transaction.
fn migrate(conn: &mut Connection) -> Result<(), DbError> {
    let tx = conn.transaction()?;
    let at: i64 = tx.query_row("PRAGMA user_version", [], |row| row.get(0))?;
    if at > STEPS.len() as i64 {
        return Err(DbError::Newer {
            found: at,
            known: STEPS.len(),
        });
    }
    for step in &STEPS[at.max(0) as usize..] {
        tx.execute_batch(step)?;
    }
    tx.pragma_update(None, "user_version", STEPS.len() as i64)?;
    tx.commit()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn db() -> (tempfile::TempDir, Db) {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("server.db")).unwrap();
        (dir, db)
    }

    #[test]
    fn an_account_is_found_by_each_of_its_keys_and_a_name_is_one_accounts() {
        let (_dir, db) = db();
        let ana = db.new_account("Ana", "ana", "SHA256:one", 1).unwrap();
        assert_eq!(db.account_of_key("SHA256:one").unwrap(), Some(ana.clone()));
        assert_eq!(db.account_of_key("SHA256:two").unwrap(), None);
        assert!(db.add_key(ana.id, "SHA256:two", 2).unwrap());
        assert_eq!(db.account_of_key("SHA256:two").unwrap(), Some(ana.clone()));
        assert!(matches!(
            db.new_account("ANA", "ana", "SHA256:three", 3),
            Err(NewAccount::NameTaken)
        ));
        let bo = db.new_account("Bo", "bo", "SHA256:three", 3).unwrap();
        // A key is one account's.
        assert!(!db.add_key(bo.id, "SHA256:one", 4).unwrap());
        assert_eq!(db.account_of_key("SHA256:one").unwrap(), Some(ana));
    }

    #[test]
    fn games_records_and_settings_are_kept_apart_for_each_account_and_slot() {
        let (dir, db) = db();
        let ana = db.new_account("Ana", "ana", "SHA256:one", 1).unwrap();
        let bo = db.new_account("Bo", "bo", "SHA256:two", 1).unwrap();
        db.put_game(ana.id, "play", b"ana's game").unwrap();
        db.put_game(ana.id, "daily", b"ana's day").unwrap();
        db.put_game(ana.id, "play", b"ana's game, later").unwrap();
        db.put_settings(bo.id, "theme = \"dark\"\n").unwrap();
        let kept: u8 = db
            .change_records(bo.id, |found| {
                assert_eq!(found, None);
                (Some(b"bo's games".to_vec()), 7)
            })
            .unwrap();
        assert_eq!(kept, 7);
        // Opened again, as after a restart.
        drop(db);
        let db = Db::open(&dir.path().join("server.db")).unwrap();
        assert_eq!(
            db.game(ana.id, "play").unwrap().as_deref(),
            Some(&b"ana's game, later"[..])
        );
        assert_eq!(
            db.game(ana.id, "daily").unwrap().as_deref(),
            Some(&b"ana's day"[..])
        );
        assert_eq!(db.game(bo.id, "play").unwrap(), None);
        assert_eq!(
            db.settings(bo.id).unwrap().as_deref(),
            Some("theme = \"dark\"\n")
        );
        assert_eq!(db.settings(ana.id).unwrap(), None);
        assert_eq!(
            db.records(bo.id).unwrap().as_deref(),
            Some(&b"bo's games"[..])
        );
        assert_eq!(db.records(ana.id).unwrap(), None);
    }

    #[test]
    fn a_secret_is_made_once_and_kept_across_starts() {
        let (dir, db) = db();
        assert_eq!(db.secret("daily", b"first").unwrap(), b"first");
        assert_eq!(db.secret("daily", b"second").unwrap(), b"first");
        assert_eq!(db.secret("other", b"its own").unwrap(), b"its own");
        drop(db);
        let db = Db::open(&dir.path().join("server.db")).unwrap();
        assert_eq!(db.secret("daily", b"third").unwrap(), b"first");
    }

    #[test]
    fn a_daily_game_is_kept_once_by_its_name_and_taken_back() {
        let (_dir, db) = db();
        let ana = db.new_account("Ana", "ana", "SHA256:one", 1).unwrap();
        let bo = db.new_account("Bo", "bo", "SHA256:two", 1).unwrap();
        db.put_daily(20_000, ana.id, 7, "first end").unwrap();
        db.put_daily(20_000, ana.id, 7, "ended again").unwrap();
        db.put_daily(20_000, bo.id, 8, "bo's").unwrap();
        db.put_daily(20_001, bo.id, 9, "the next day's").unwrap();
        let names = |v: Vec<(String, String)>| v;
        assert_eq!(
            names(db.daily(20_000).unwrap()),
            [
                ("Ana".to_string(), "ended again".to_string()),
                ("Bo".to_string(), "bo's".to_string())
            ]
        );
        db.take_back_daily(bo.id, 8).unwrap();
        assert_eq!(
            db.daily(20_000).unwrap(),
            [("Ana".to_string(), "ended again".to_string())]
        );
        assert_eq!(db.daily(20_001).unwrap().len(), 1);
    }

    #[test]
    fn a_newer_schema_is_refused_and_left_as_it_was() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("server.db");
        {
            let conn = Connection::open(&path).unwrap();
            conn.pragma_update(None, "user_version", 99).unwrap();
        }
        match Db::open(&path) {
            Err(DbError::Newer { found: 99, known }) => assert_eq!(known, STEPS.len()),
            Err(other) => panic!("{other}"),
            Ok(_) => panic!("a newer schema was opened"),
        }
        let conn = Connection::open(&path).unwrap();
        let at: i64 = conn
            .query_row("PRAGMA user_version", [], |row| row.get(0))
            .unwrap();
        assert_eq!(at, 99);
        let tables: i64 = conn
            .query_row("SELECT count(*) FROM sqlite_master", [], |row| row.get(0))
            .unwrap();
        assert_eq!(tables, 0, "nothing of the schema was applied");
    }
}
