//! The store's tests, each run on SQLite and on a real PostgreSQL (the tests' own cluster,
//! `server/tests/pg/cluster.rs`, a database a test).

use std::sync::Arc;

use rusqlite::Connection;

use super::*;

#[path = "../../tests/pg/cluster.rs"]
pub(crate) mod cluster;

/// Where a test's database is: opened as often as the test likes (as after a restart).
#[derive(Clone)]
enum Place {
    Sqlite(Arc<tempfile::TempDir>),
    Pg(String),
}

impl Place {
    fn sqlite() -> Place {
        Place::Sqlite(Arc::new(tempfile::tempdir().unwrap()))
    }

    fn pg() -> Place {
        Place::Pg(cluster::Cluster::shared().database())
    }

    fn open(&self) -> Db {
        self.try_open().unwrap()
    }

    fn try_open(&self) -> Result<Db, DbError> {
        match self {
            Place::Sqlite(dir) => Db::open(&dir.path().join("server.db")),
            Place::Pg(url) => Db::open_pg(url, 4),
        }
    }
}

/// Runs the test `$name(&Place)` on each database, as `$name::sqlite` and
/// `$name::postgres`.
macro_rules! on_both {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[test]
            fn sqlite() {
                super::$name(&super::Place::sqlite());
            }

            #[test]
            fn postgres() {
                super::$name(&super::Place::pg());
            }
        }
    )*};
}

on_both!(
    an_account_is_found_by_each_of_its_keys_and_a_name_is_one_accounts,
    games_records_and_settings_are_kept_apart_for_each_account_and_slot,
    a_secret_is_made_once_and_kept_across_starts,
    a_daily_game_is_kept_once_by_its_name_and_taken_back,
    records_changed_by_many_writers_at_once_lose_no_change,
    settings_changed_by_many_writers_at_once_lose_no_change,
    servers_started_together_apply_the_schema_once,
);

fn an_account_is_found_by_each_of_its_keys_and_a_name_is_one_accounts(place: &Place) {
    let db = place.open();
    let ana = db.new_account("Ana", "ana", "SHA256:one", 1).unwrap();
    assert_eq!(db.account_of_key("SHA256:one").unwrap(), Some(ana.clone()));
    assert_eq!(db.account_of_key("SHA256:two").unwrap(), None);
    assert!(db.add_key(ana.id, "SHA256:two", 2).unwrap());
    assert!(db.add_key(ana.id, "SHA256:two", 2).unwrap(), "added again");
    assert_eq!(db.account_of_key("SHA256:two").unwrap(), Some(ana.clone()));
    assert!(matches!(
        db.new_account("ANA", "ana", "SHA256:three", 3),
        Err(NewAccount::NameTaken)
    ));
    let bo = db.new_account("Bo", "bo", "SHA256:three", 3).unwrap();
    assert_eq!(bo.id, ana.id + 1, "no number is used up by a name refused");
    // A key is one account's.
    assert!(!db.add_key(bo.id, "SHA256:one", 4).unwrap());
    assert_eq!(db.account_of_key("SHA256:one").unwrap(), Some(ana));
}

fn games_records_and_settings_are_kept_apart_for_each_account_and_slot(place: &Place) {
    let db = place.open();
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
    let db = place.open();
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
    assert_eq!(db.every_records().unwrap(), vec![b"bo's games".to_vec()]);
}

fn a_secret_is_made_once_and_kept_across_starts(place: &Place) {
    let db = place.open();
    assert_eq!(db.secret("daily", b"first").unwrap(), b"first");
    assert_eq!(db.secret("daily", b"second").unwrap(), b"first");
    assert_eq!(db.secret("other", b"its own").unwrap(), b"its own");
    drop(db);
    let db = place.open();
    assert_eq!(db.secret("daily", b"third").unwrap(), b"first");
}

fn a_daily_game_is_kept_once_by_its_name_and_taken_back(place: &Place) {
    let db = place.open();
    let ana = db.new_account("Ana", "ana", "SHA256:one", 1).unwrap();
    let bo = db.new_account("Bo", "bo", "SHA256:two", 1).unwrap();
    db.put_daily(20_000, ana.id, 7, "first end").unwrap();
    db.put_daily(20_000, ana.id, 7, "ended again").unwrap();
    db.put_daily(20_000, bo.id, 8, "bo's").unwrap();
    db.put_daily(20_001, bo.id, 9, "the next day's").unwrap();
    let pair = |name: &str, line: &str| (name.to_string(), line.to_string());
    assert_eq!(
        db.daily(20_000).unwrap(),
        [pair("Ana", "ended again"), pair("Bo", "bo's")]
    );
    db.take_back_daily(bo.id, 8).unwrap();
    assert_eq!(db.daily(20_000).unwrap(), [pair("Ana", "ended again")]);
    assert_eq!(db.daily(20_001).unwrap(), [pair("Bo", "the next day's")]);
    assert_eq!(db.daily(19_999).unwrap(), []);
}

/// Eight writers, as on several servers (a database opened apart for each), each adding
/// to one account's records 25 times: every addition is there.
fn records_changed_by_many_writers_at_once_lose_no_change(place: &Place) {
    let account = place.open().new_account("Ana", "ana", "k", 1).unwrap().id;
    let writers: Vec<_> = (0..8)
        .map(|_| {
            let db = place.open();
            std::thread::spawn(move || {
                for _ in 0..25 {
                    db.change_records(account, |found| {
                        let mut bytes = found.unwrap_or_default();
                        bytes.push(b'x');
                        (Some(bytes), ())
                    })
                    .unwrap();
                }
            })
        })
        .collect();
    for writer in writers {
        writer.join().unwrap();
    }
    let kept = place.open().records(account).unwrap().unwrap();
    assert_eq!(kept.len(), 200);
}

/// The same for settings: eight writers, 25 changes each, every change there.
fn settings_changed_by_many_writers_at_once_lose_no_change(place: &Place) {
    let account = place.open().new_account("Ana", "ana", "k", 1).unwrap().id;
    let writers: Vec<_> = (0..8)
        .map(|_| {
            let db = place.open();
            std::thread::spawn(move || {
                for _ in 0..25 {
                    db.change_settings(account, |found| {
                        (Some(found.unwrap_or_default() + "x"), ())
                    })
                    .unwrap();
                }
            })
        })
        .collect();
    for writer in writers {
        writer.join().unwrap();
    }
    let kept = place.open().settings(account).unwrap().unwrap();
    assert_eq!(kept, "x".repeat(200));
}

/// Four servers starting at once on an empty database: each starts, and the schema is
/// made once.
fn servers_started_together_apply_the_schema_once(place: &Place) {
    let place = Arc::new(place.clone());
    let starts: Vec<_> = (0..4)
        .map(|_| {
            let place = Arc::clone(&place);
            std::thread::spawn(move || place.try_open().map(drop))
        })
        .collect();
    for start in starts {
        start.join().unwrap().unwrap();
    }
    let db = place.open();
    let ana = db.new_account("Ana", "ana", "k", 1).unwrap();
    assert_eq!(ana.id, 1);
}

#[test]
fn both_databases_have_the_same_steps() {
    assert_eq!(sqlite::STEPS.len(), STEP_COUNT);
    for (step, sql) in sqlite::STEPS.iter().enumerate() {
        let pg = pg::STEPS[step];
        let tables = |sql: &str| sql.matches("CREATE TABLE").count();
        assert_eq!(tables(sql), tables(pg), "step {}", step + 1);
    }
}

#[test]
fn a_newer_sqlite_schema_is_refused_and_left_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("server.db");
    {
        let conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "user_version", 99).unwrap();
    }
    match Db::open(&path) {
        Err(DbError::Newer { found: 99, known }) => assert_eq!(known, STEP_COUNT),
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

#[test]
fn a_newer_postgres_schema_is_refused_and_left_as_it_was() {
    let url = cluster::Cluster::shared().database();
    let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    client
        .batch_execute(
            "CREATE TABLE tui2048_schema (steps BIGINT NOT NULL);
             INSERT INTO tui2048_schema VALUES (99);",
        )
        .unwrap();
    match Db::open_pg(&url, 2) {
        Err(e @ DbError::Newer { found: 99, known }) => {
            assert_eq!(known, STEP_COUNT);
            assert_eq!(
                e.to_string(),
                "the database's schema is at step 99, newer than this program's 2: \
                 run a newer tui2048-server"
            );
        }
        Err(other) => panic!("{other}"),
        Ok(_) => panic!("a newer schema was opened"),
    }
    let steps: i64 = client
        .query_one("SELECT steps FROM tui2048_schema", &[])
        .unwrap()
        .get(0);
    assert_eq!(steps, 99);
    let tables: i64 = client
        .query_one(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'",
            &[],
        )
        .unwrap()
        .get(0);
    assert_eq!(tables, 1, "nothing of the schema was applied");
}

#[test]
fn an_unreachable_postgres_is_a_clear_error() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("postgres://nobody:secret@127.0.0.1:{port}/none");
    let Err(e) = Db::open_pg(&url, 2) else {
        panic!("connected to nothing");
    };
    let said = e.to_string();
    assert!(
        said.starts_with("PostgreSQL: error connecting to server"),
        "{said}"
    );
    assert!(!said.contains("secret"), "{said}");
}

#[test]
fn postgres_connections_are_bounded_by_the_pool() {
    let db = Db::open_pg(&cluster::Cluster::shared().database(), 3).unwrap();
    let account = db.new_account("Ana", "ana", "k", 1).unwrap().id;
    let players: Vec<_> = (0..12)
        .map(|i| {
            let db = db.clone();
            std::thread::spawn(move || {
                for n in 0..20u8 {
                    db.put_game(account, &format!("slot{i}"), &[n]).unwrap();
                    assert_eq!(
                        db.game(account, &format!("slot{i}")).unwrap(),
                        Some(vec![n])
                    );
                }
            })
        })
        .collect();
    for player in players {
        player.join().unwrap();
    }
    let (open, bound) = db.connections().unwrap();
    assert_eq!(bound, 3);
    assert!((1..=3).contains(&open), "{open} connections open");
    let port = cluster::Cluster::shared().port();
    let shown = db.path().to_str().unwrap();
    assert!(
        shown.starts_with(&format!("postgres://postgres@127.0.0.1:{port}/t")),
        "{shown}"
    );
}

#[test]
fn postgres_is_reached_by_its_socket_too() {
    let cluster = cluster::Cluster::shared();
    let url = cluster.database();
    let name = url.rsplit('/').next().unwrap();
    let socket = format!(
        "postgresql:///{name}?user=postgres&host={}&port={}",
        cluster.socket_dir().to_str().unwrap(),
        cluster.port()
    );
    let db = Db::open_pg(&socket, 2).unwrap();
    let ana = db.new_account("Ana", "ana", "k", 1).unwrap();
    let by_port = Db::open_pg(&url, 2).unwrap();
    assert_eq!(by_port.account_of_key("k").unwrap(), Some(ana));
    let shown = db.path().to_str().unwrap();
    assert!(shown.starts_with("postgres://postgres@/"), "{shown}");
    assert!(
        shown.ends_with(&format!(":{}/{name}", cluster.port())),
        "{shown}"
    );
}

#[test]
fn postgres_restarted_is_used_again_at_once_with_no_broken_connection_kept() {
    let cluster = cluster::Cluster::start();
    let db = Db::open_pg(&cluster.database(), 4).unwrap();
    let account = db.new_account("Ana", "ana", "k", 1).unwrap().id;
    // Four connections open and idle.
    let barrier = Arc::new(std::sync::Barrier::new(4));
    let users: Vec<_> = (0..4)
        .map(|_| {
            let (db, barrier) = (db.clone(), Arc::clone(&barrier));
            std::thread::spawn(move || {
                barrier.wait();
                db.change_records(account, |found| {
                    std::thread::sleep(std::time::Duration::from_millis(100));
                    (None, found)
                })
                .unwrap();
            })
        })
        .collect();
    for user in users {
        user.join().unwrap();
    }
    assert_eq!(db.connections(), Some((4, 4)));
    cluster.stop(true);
    assert!(db.game(account, "play").is_err(), "the database is away");
    cluster.start_again();
    db.put_game(account, "play", b"back").unwrap();
    assert_eq!(db.game(account, "play").unwrap(), Some(b"back".to_vec()));
    assert_eq!(db.connections(), Some((1, 4)));
}
