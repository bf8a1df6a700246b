//! The SQLite store: one file in the data folder, its schema's step count in the
//! database's `user_version`, every write one transaction in WAL mode with full syncs.

use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, OptionalExtension, params};

use super::{Account, DbError, NewAccount, STEP_COUNT};

/// The schema's steps, in order; the database's `user_version` says how many are applied.
/// Step for step the same tables as PostgreSQL's ([`super::pg`]).
pub(super) const STEPS: [&str; STEP_COUNT] = [
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

/// Opens (or makes) the database at `path` and brings its schema up to date.
pub(super) fn open(path: &Path) -> Result<Connection, DbError> {
    let mut conn = Connection::open(path)?;
    conn.busy_timeout(Duration::from_secs(5))?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    migrate(&mut conn)?;
    Ok(conn)
}

/// Applies the steps the database has not had, all in one transaction (IMMEDIATE: the
/// write lock taken first, so programs that open the file together apply them once).
fn migrate(conn: &mut Connection) -> Result<(), DbError> {
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
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

pub(super) fn account_of_key(
    conn: &Connection,
    fingerprint: &str,
) -> Result<Option<Account>, DbError> {
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

pub(super) fn new_account(
    conn: &mut Connection,
    (name, name_key): (&str, &str),
    fingerprint: &str,
    now: u64,
) -> Result<Account, NewAccount> {
    let db = |e: rusqlite::Error| NewAccount::Db(e.into());
    let tx = conn.transaction().map_err(db)?;
    let taken: Option<i64> = tx
        .query_row(
            "SELECT id FROM accounts WHERE name_key = ?1",
            params![name_key],
            |row| row.get(0),
        )
        .optional()
        .map_err(db)?;
    if taken.is_some() {
        return Err(NewAccount::NameTaken);
    }
    tx.execute(
        "INSERT INTO accounts (name, name_key, created) VALUES (?1, ?2, ?3)",
        params![name, name_key, now as i64],
    )
    .map_err(db)?;
    let id = tx.last_insert_rowid();
    tx.execute(
        "INSERT INTO keys (fingerprint, account, added) VALUES (?1, ?2, ?3)",
        params![fingerprint, id, now as i64],
    )
    .map_err(db)?;
    tx.commit().map_err(db)?;
    Ok(Account {
        id,
        name: name.to_string(),
    })
}

pub(super) fn add_key(
    conn: &Connection,
    account: i64,
    fingerprint: &str,
    now: u64,
) -> Result<bool, DbError> {
    conn.execute(
        "INSERT INTO keys (fingerprint, account, added) VALUES (?1, ?2, ?3)
         ON CONFLICT (fingerprint) DO NOTHING",
        params![fingerprint, account, now as i64],
    )?;
    let owner: i64 = conn.query_row(
        "SELECT account FROM keys WHERE fingerprint = ?1",
        params![fingerprint],
        |row| row.get(0),
    )?;
    Ok(owner == account)
}

/// One value of one row, if there is the row.
pub(super) fn one<T: rusqlite::types::FromSql>(
    conn: &Connection,
    query: &str,
    params: impl rusqlite::Params,
) -> Result<Option<T>, DbError> {
    Ok(conn.query_row(query, params, |row| row.get(0)).optional()?)
}

pub(super) fn every_records(conn: &Connection) -> Result<Vec<Vec<u8>>, DbError> {
    let mut query = conn.prepare("SELECT bytes FROM records ORDER BY account")?;
    let rows = query.query_map([], |row| row.get(0))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Changes `account`'s row of `table` (its one value `column`) by `change`, in one
/// transaction.
pub(super) fn change<V, T>(
    conn: &mut Connection,
    (table, column): (&str, &str),
    account: i64,
    change: impl FnOnce(Option<V>) -> (Option<V>, T),
) -> Result<T, DbError>
where
    V: rusqlite::types::FromSql + rusqlite::ToSql,
{
    // IMMEDIATE: the write lock is taken before the read, so no other writer comes
    // between them.
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let found: Option<V> = tx
        .query_row(
            &format!("SELECT {column} FROM {table} WHERE account = ?1"),
            params![account],
            |row| row.get(0),
        )
        .optional()?;
    let (new, answer) = change(found);
    if let Some(value) = new {
        tx.execute(
            &format!(
                "INSERT INTO {table} (account, {column}) VALUES (?1, ?2)
                 ON CONFLICT (account) DO UPDATE SET {column} = excluded.{column}"
            ),
            params![account, value],
        )?;
    }
    tx.commit()?;
    Ok(answer)
}

pub(super) fn secret(conn: &Connection, name: &str, made: &[u8]) -> Result<Vec<u8>, DbError> {
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

pub(super) fn daily(conn: &Connection, day: i64) -> Result<Vec<(String, String)>, DbError> {
    let mut query = conn.prepare(
        "SELECT accounts.name, daily.line FROM daily
         JOIN accounts ON accounts.id = daily.account
         WHERE daily.day = ?1 ORDER BY daily.account, daily.game",
    )?;
    let rows = query.query_map(params![day], |row| Ok((row.get(0)?, row.get(1)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}
