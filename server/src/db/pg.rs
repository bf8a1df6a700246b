//! The PostgreSQL store: the same tables as SQLite's, shared by every server started on
//! the database. The schema's step count is kept in a table of its own, and the steps are
//! applied at start under a lock of the whole database, in one transaction: servers that
//! start together apply them once. Connections are made without TLS (a database on
//! loopback or a private network) and lent from a bounded pool.

use std::time::Duration;

use postgres::types::{FromSql, ToSql};
use postgres::{Client, Config, NoTls};

use super::locks::Fence;
use super::pool::Pool;
use super::{Account, DbError, NewAccount, STEP_COUNT, blocking};

/// The schema's steps, in order: step for step the same tables as SQLite's
/// ([`super::sqlite::STEPS`]), in PostgreSQL's types.
pub(super) const STEPS: [&str; STEP_COUNT] = [
    // 1: accounts, keys, games, records, settings.
    "CREATE TABLE accounts (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        created BIGINT NOT NULL
    );
    CREATE TABLE keys (
        fingerprint TEXT PRIMARY KEY,
        account BIGINT NOT NULL REFERENCES accounts(id),
        added BIGINT NOT NULL
    );
    CREATE TABLE games (
        account BIGINT NOT NULL REFERENCES accounts(id),
        slot TEXT NOT NULL,
        state BYTEA NOT NULL,
        PRIMARY KEY (account, slot)
    );
    CREATE TABLE records (
        account BIGINT PRIMARY KEY REFERENCES accounts(id),
        bytes BYTEA NOT NULL
    );
    CREATE TABLE settings (
        account BIGINT PRIMARY KEY REFERENCES accounts(id),
        text TEXT NOT NULL
    );",
    // 2: the server's secrets (the key the daily games' seeds are drawn with), and the
    // daily games finished, each game once (by its name), kept for the day's board.
    "CREATE TABLE secrets (
        name TEXT PRIMARY KEY,
        value BYTEA NOT NULL
    );
    CREATE TABLE daily (
        day BIGINT NOT NULL,
        account BIGINT NOT NULL REFERENCES accounts(id),
        game BIGINT NOT NULL,
        line TEXT NOT NULL,
        PRIMARY KEY (day, account, game)
    );",
];

/// The advisory lock the schema's steps are applied under (any number: this one is
/// "2048" and "schema" in the lock's 64 bits).
const SCHEMA_LOCK: i64 = 0x2048_5C4E_0000_0001;

/// The words of a PostgreSQL error: the server's message when it gave one, else why it
/// could not be reached.
pub fn words(e: &postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => format!("PostgreSQL: {}", db.message()),
        None => match std::error::Error::source(e) {
            Some(cause) => format!("PostgreSQL: {e}: {cause}"),
            None => format!("PostgreSQL: {e}"),
        },
    }
}

/// The database: its address and its connections.
pub struct Pg {
    config: Config,
    shown: String,
    pool: Pool,
}

impl Pg {
    /// Connects, applies the steps the database has not had, and keeps the connection as
    /// the pool's first.
    pub(super) fn open(url: &str, connections: usize) -> Result<Pg, DbError> {
        let mut config: Config = url.parse()?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(Duration::from_secs(5));
        }
        // A dead peer is noticed within about a minute, not the system's two hours.
        config
            .keepalives(true)
            .keepalives_idle(Duration::from_secs(30));
        if config.get_application_name().is_none() {
            config.application_name("tui2048-server");
        }
        let shown = shown(&config);
        let mut first = config.connect(NoTls)?;
        migrate(&mut first)?;
        Ok(Pg {
            pool: Pool::new(config.clone(), connections, first),
            config,
            shown,
        })
    }

    pub(super) fn config(&self) -> &Config {
        &self.config
    }

    pub(super) fn shown(&self) -> &str {
        &self.shown
    }

    pub(super) fn connections(&self) -> (usize, usize) {
        self.pool.open()
    }

    /// One value of one row, if there is the row.
    pub(super) fn one<T>(
        &self,
        query: &str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Option<T>, DbError>
    where
        T: for<'a> FromSql<'a>,
    {
        blocking(|| {
            self.pool.with(|client| {
                let row = client.query_opt(query, params)?;
                row.map(|row| row.try_get(0)).transpose()
            })
        })
    }

    pub(super) fn execute(
        &self,
        query: &str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<(), DbError> {
        blocking(|| {
            self.pool
                .with(|client| client.execute(query, params).map(drop))
        })
    }

    pub(super) fn put_game_held(
        &self,
        account: i64,
        slot: &str,
        state: &[u8],
        fence: Fence,
    ) -> Result<bool, DbError> {
        // pg_locks shows a lock on a bigint key as its high and low halves.
        let high = (fence.key as u64 >> 32) as u32;
        let low = fence.key as u64 as u32;
        blocking(|| {
            self.pool.with(|client| {
                let written = client.execute(
                    "INSERT INTO games (account, slot, state)
                     SELECT $1, $2, $3 WHERE EXISTS (
                        SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
                        AND database = (SELECT oid FROM pg_database
                                        WHERE datname = current_database())
                        AND pid = $4 AND classid = $5 AND objid = $6 AND objsubid = 1)
                     ON CONFLICT (account, slot) DO UPDATE SET state = excluded.state",
                    &[&account, &slot, &state, &fence.pid, &high, &low],
                )?;
                Ok(written == 1)
            })
        })
    }

    pub(super) fn account_of_key(&self, fingerprint: &str) -> Result<Option<Account>, DbError> {
        blocking(|| {
            self.pool.with(|client| {
                let row = client.query_opt(
                    "SELECT accounts.id, accounts.name FROM keys
                     JOIN accounts ON accounts.id = keys.account WHERE keys.fingerprint = $1",
                    &[&fingerprint],
                )?;
                row.map(|row| {
                    Ok(Account {
                        id: row.try_get(0)?,
                        name: row.try_get(1)?,
                    })
                })
                .transpose()
            })
        })
    }

    pub(super) fn new_account(
        &self,
        (name, name_key): (&str, &str),
        fingerprint: &str,
        now: u64,
    ) -> Result<Account, NewAccount> {
        let now = now as i64;
        let made = blocking(|| {
            self.pool.with(|client| {
                let mut tx = client.transaction()?;
                let taken = "SELECT id FROM accounts WHERE name_key = $1";
                if tx.query_opt(taken, &[&name_key])?.is_some() {
                    return Ok(None);
                }
                // A name taken by a server making it at this moment is no account either.
                let Some(row) = tx.query_opt(
                    "INSERT INTO accounts (name, name_key, created) VALUES ($1, $2, $3)
                     ON CONFLICT (name_key) DO NOTHING RETURNING id",
                    &[&name, &name_key, &now],
                )?
                else {
                    return Ok(None);
                };
                let id: i64 = row.try_get(0)?;
                tx.execute(
                    "INSERT INTO keys (fingerprint, account, added) VALUES ($1, $2, $3)",
                    &[&fingerprint, &id, &now],
                )?;
                tx.commit()?;
                Ok(Some(id))
            })
        });
        match made {
            Ok(Some(id)) => Ok(Account {
                id,
                name: name.to_string(),
            }),
            Ok(None) => Err(NewAccount::NameTaken),
            Err(e) => Err(NewAccount::Db(e)),
        }
    }

    pub(super) fn add_key(
        &self,
        account: i64,
        fingerprint: &str,
        now: u64,
    ) -> Result<bool, DbError> {
        let now = now as i64;
        blocking(|| {
            self.pool.with(|client| {
                client.execute(
                    "INSERT INTO keys (fingerprint, account, added) VALUES ($1, $2, $3)
                     ON CONFLICT (fingerprint) DO NOTHING",
                    &[&fingerprint, &account, &now],
                )?;
                let owner: i64 = client
                    .query_one(
                        "SELECT account FROM keys WHERE fingerprint = $1",
                        &[&fingerprint],
                    )?
                    .try_get(0)?;
                Ok(owner == account)
            })
        })
    }

    pub(super) fn every_records(&self) -> Result<Vec<Vec<u8>>, DbError> {
        blocking(|| {
            self.pool.with(|client| {
                client
                    .query("SELECT bytes FROM records ORDER BY account", &[])?
                    .iter()
                    .map(|row| row.try_get(0))
                    .collect()
            })
        })
    }

    /// Changes `account`'s row of `table` (its one value `column`) by `change`, in one
    /// transaction.
    pub(super) fn change<V, T>(
        &self,
        (table, column): (&str, &str),
        account: i64,
        change: impl FnOnce(Option<V>) -> (Option<V>, T),
    ) -> Result<T, DbError>
    where
        V: for<'a> FromSql<'a> + ToSql + Sync,
    {
        blocking(|| {
            self.pool.with_once(|client| {
                let mut tx = client.transaction()?;
                // The account's row, locked to the end of the transaction: a second writer
                // of this row, on any server, waits here until this one commits.
                tx.execute(
                    "SELECT id FROM accounts WHERE id = $1 FOR NO KEY UPDATE",
                    &[&account],
                )?;
                let found: Option<V> = tx
                    .query_opt(
                        &format!("SELECT {column} FROM {table} WHERE account = $1"),
                        &[&account],
                    )?
                    .map(|row| row.try_get(0))
                    .transpose()?;
                let (new, answer) = change(found);
                if let Some(value) = new {
                    tx.execute(
                        &format!(
                            "INSERT INTO {table} (account, {column}) VALUES ($1, $2)
                             ON CONFLICT (account) DO UPDATE SET {column} = excluded.{column}"
                        ),
                        &[&account, &value],
                    )?;
                }
                tx.commit()?;
                Ok(answer)
            })
        })
    }

    pub(super) fn daily(&self, day: i64) -> Result<Vec<(String, String)>, DbError> {
        blocking(|| {
            self.pool.with(|client| {
                client
                    .query(
                        "SELECT accounts.name, daily.line FROM daily
                         JOIN accounts ON accounts.id = daily.account
                         WHERE daily.day = $1 ORDER BY daily.account, daily.game",
                        &[&day],
                    )?
                    .iter()
                    .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
                    .collect()
            })
        })
    }

    pub(super) fn secret(&self, name: &str, made: &[u8]) -> Result<Vec<u8>, DbError> {
        blocking(|| {
            self.pool.with(|client| {
                client.execute(
                    "INSERT INTO secrets (name, value) VALUES ($1, $2)
                     ON CONFLICT (name) DO NOTHING",
                    &[&name, &made],
                )?;
                client
                    .query_one("SELECT value FROM secrets WHERE name = $1", &[&name])?
                    .try_get(0)
            })
        })
    }
}

/// The database's address as it may be shown: user, hosts, ports and name, no password.
fn shown(config: &Config) -> String {
    use postgres::config::Host;
    let hosts: Vec<String> = config
        .get_hosts()
        .iter()
        .enumerate()
        .map(|(i, host)| {
            let host = match host {
                Host::Tcp(name) => name.clone(),
                #[cfg(unix)]
                Host::Unix(path) => tui2048_store::shown::path(path),
            };
            match config.get_ports().get(i).or(config.get_ports().first()) {
                Some(port) => format!("{host}:{port}"),
                None => host,
            }
        })
        .collect();
    let user = config
        .get_user()
        .map(|u| format!("{u}@"))
        .unwrap_or_default();
    let name = config.get_dbname().unwrap_or_default();
    format!("postgres://{user}{}/{name}", hosts.join(","))
}

/// Applies the steps the database has not had, all in one transaction, under the schema's
/// lock: a second server starting at the same moment waits, then finds them applied.
fn migrate(client: &mut Client) -> Result<(), DbError> {
    let mut tx = client.transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&SCHEMA_LOCK])?;
    tx.batch_execute("CREATE TABLE IF NOT EXISTS tui2048_schema (steps BIGINT NOT NULL)")?;
    let at: Option<i64> = tx
        .query_opt("SELECT steps FROM tui2048_schema", &[])?
        .map(|row| row.try_get(0))
        .transpose()?;
    let at = at.unwrap_or(0);
    if at > STEPS.len() as i64 {
        // Rolled back as it is dropped: nothing of this start is kept.
        return Err(DbError::Newer {
            found: at,
            known: STEPS.len(),
        });
    }
    for step in &STEPS[at.max(0) as usize..] {
        tx.batch_execute(step)?;
    }
    tx.execute("DELETE FROM tui2048_schema", &[])?;
    tx.execute(
        "INSERT INTO tui2048_schema (steps) VALUES ($1)",
        &[&(STEPS.len() as i64)],
    )?;
    tx.commit()?;
    Ok(())
}
