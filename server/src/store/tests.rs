//! The store's tests: a game saved and opened, holds here and on another server sharing
//! the database, finished games kept once.

use tui2048_engine::game::{Dir, GameId, GameState, Origin, Rules};

use super::*;

fn db() -> (tempfile::TempDir, Db, i64) {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(&dir.path().join("server.db")).unwrap();
    let account = db.new_account("Ana", "ana", "SHA256:one", 1).unwrap().id;
    (dir, db, account)
}

/// A game of seed `seed`, named by it, played `moves` moves (each direction tried in turn),
/// finished.
fn finished(seed: u64, moves: usize) -> Record {
    let mut game = GameState::new(Rules::default(), seed);
    let mut record = Record::starting(&game, Origin::Seed(seed)).with_id(GameId::new(seed));
    let mut k = 0;
    while record.moves().len() < moves && game.accepts_moves() {
        let dir = Dir::ALL[k % 4];
        k += 1;
        if let Some((next, _)) = game.apply(dir) {
            game = next;
            record.push(dir);
        }
    }
    record.finish(1_796_000_000 + seed);
    record
}

#[test]
fn choices_are_written_into_the_accounts_settings_and_read_as_a_file_is() {
    let (_dir, db, account) = db();
    let choices = DbChoices {
        db: db.clone(),
        account,
    };
    choices.write_setting("theme", "dark".into()).unwrap();
    choices.write_setting("verbosity", "brief".into()).unwrap();
    choices.write_setting("theme", "classic".into()).unwrap();
    let text = db.settings(account).unwrap().unwrap();
    assert!(
        text.ends_with("theme = \"classic\"\nverbosity = \"brief\"\n"),
        "{text}"
    );
    let read = tui2048_store::config::config_from(Path::new("config.toml"), text);
    assert_eq!(read.problem, None);
    assert_eq!(
        read.choices.theme.map(tui2048_store::settings::name_of),
        Some("classic")
    );
}

#[test]
fn one_session_holds_an_accounts_game_until_it_lets_go() {
    let holds = Holds::default();
    let first = holds.take(1, Slot::Play).expect("the first takes it");
    assert!(holds.take(1, Slot::Play).is_none(), "a second is told");
    let daily = holds.take(1, Slot::Daily).expect("today's game is apart");
    let other = holds
        .take(2, Slot::Play)
        .expect("another account's is apart");
    drop(first);
    assert!(holds.take(1, Slot::Play).is_some(), "let go, it is free");
    drop((daily, other));
}

#[test]
fn a_game_saved_is_the_game_opened_and_a_damaged_one_is_set_aside() {
    let (_dir, db, account) = db();
    let holds = Holds::default();
    let (mut store, opened) = DbStore::open(
        &db,
        account,
        Slot::Play,
        holds.take(account, Slot::Play).unwrap(),
        5,
    )
    .unwrap();
    assert!(matches!(opened, Opened::Fresh));
    let game = GameState::new(Rules::default(), 42);
    let saved = Saved {
        best: Default::default(),
        best_assisted: Default::default(),
        stats: Default::default(),
        game: game.clone(),
        undo: Vec::new(),
        history: Vec::new(),
        record: None,
    };
    store.save_with(&saved, &[]).unwrap();
    drop(store);
    let (store, opened) = DbStore::open(
        &db,
        account,
        Slot::Play,
        holds.take(account, Slot::Play).unwrap(),
        6,
    )
    .unwrap();
    match opened {
        Opened::Resumed { saved, .. } => assert_eq!(saved.game, game),
        other => panic!("{other:?}"),
    }
    drop(store);
    db.put_game(account, "play", b"{ not a game").unwrap();
    let (_store, opened) = DbStore::open(
        &db,
        account,
        Slot::Play,
        holds.take(account, Slot::Play).unwrap(),
        7,
    )
    .unwrap();
    match opened {
        Opened::Corrupt { kept, .. } => {
            assert_eq!(kept, Some(PathBuf::from("play.corrupt-7")));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        db.game(account, "play.corrupt-7").unwrap().as_deref(),
        Some(&b"{ not a game"[..])
    );
}

#[test]
fn finished_games_are_kept_and_a_game_back_in_play_is_taken_out() {
    let (_dir, db, account) = db();
    let holds = Holds::default();
    let (store, _) = DbStore::open(
        &db,
        account,
        Slot::Play,
        holds.take(account, Slot::Play).unwrap(),
        5,
    )
    .unwrap();
    let (first, second) = (finished(1, 60), finished(2, 20));
    assert_eq!(store.keep_finished(&first), Ok(KeptNote::Added));
    assert_eq!(store.keep_finished(&second), Ok(KeptNote::Added));
    assert_eq!(store.records().unwrap().recent.len(), 2);
    assert_eq!(store.take_back_finished(&first), Ok(()));
    let records = store.records().unwrap();
    assert_eq!(records.recent.len(), 1);
    assert_eq!(records.last().unwrap().record, second);
}

/// A database on the tests' PostgreSQL, opened twice as two servers would, with an account.
fn two_servers() -> (Db, Db, i64) {
    let url = crate::db::tests::cluster::Cluster::shared().database();
    let one = Db::open_pg(&url, 2).unwrap();
    let two = Db::open_pg(&url, 2).unwrap();
    let account = one.new_account("Ana", "ana", "SHA256:one", 1).unwrap().id;
    (one, two, account)
}

fn saved(seed: u64) -> Saved {
    Saved {
        best: Default::default(),
        best_assisted: Default::default(),
        stats: Default::default(),
        game: GameState::new(Rules::default(), seed),
        undo: Vec::new(),
        history: Vec::new(),
        record: None,
    }
}

#[test]
fn a_game_held_on_one_server_is_refused_on_another_until_let_go() {
    let (one, two, account) = two_servers();
    let (here, there) = (Holds::of(&one), Holds::of(&two));
    let held = here
        .take(account, Slot::Play)
        .expect("the first server takes it");
    assert!(here.take(account, Slot::Play).is_none(), "not twice here");
    assert!(there.take(account, Slot::Play).is_none(), "nor there");
    let daily = there
        .take(account, Slot::Daily)
        .expect("today's game is apart");
    drop(held);
    let again = there
        .take(account, Slot::Play)
        .expect("let go, the other takes it");
    assert!(here.take(account, Slot::Play).is_none());
    drop((daily, again));
}

#[test]
fn a_game_taken_up_on_another_server_is_never_written_over() {
    let (one, two, account) = two_servers();
    let (here, there) = (Holds::of(&one), Holds::of(&two));
    let hold = here.take(account, Slot::Play).unwrap();
    let (mut store, _) = DbStore::open(&one, account, Slot::Play, hold, 5).unwrap();
    assert_eq!(store.save_with(&saved(1), &[]), Ok(()));
    // The first server's lock connection ends (a network cut, a database restart): its
    // lock goes with it, and the second server takes the game up.
    assert_eq!(
        cut_lock_connections(&one),
        1,
        "the first server's lock connection (the second has none yet)"
    );
    let taken = take_soon(&there, account);
    let (mut other, opened) = DbStore::open(&two, account, Slot::Play, taken, 6).unwrap();
    assert!(matches!(opened, Opened::Resumed { .. }));
    assert_eq!(other.save_with(&saved(2), &[]), Ok(()));
    // The first server's session is told, and writes nothing more.
    let refused = store.save_with(&saved(3), &[]);
    assert!(matches!(refused, Err(SaveError::Off(_))), "{refused:?}");
    assert!(store.off().is_some());
    drop(store);
    let kept = one.game(account, "play").unwrap().unwrap();
    let kept = tui2048_store::read(&kept, &mut || 0).unwrap();
    assert_eq!(kept.saved.game, saved(2).game);
}

/// Ends the lock connections of the servers on `db`'s database (as a network cut or a
/// database restart does); how many.
fn cut_lock_connections(db: &Db) -> i64 {
    let mut admin = postgres::Client::connect(
        &crate::db::tests::cluster::Cluster::shared().url("postgres"),
        postgres::NoTls,
    )
    .unwrap();
    let name = db.path().to_str().unwrap().rsplit('/').next().unwrap();
    admin
        .query_one(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
             WHERE query LIKE 'SELECT pg_try_advisory_lock%' AND pid <> pg_backend_pid()
             AND datname = $1",
            &[&name],
        )
        .unwrap()
        .get(0)
}

/// Waits until `holds` takes `account`'s game.
fn take_soon(holds: &Holds, account: i64) -> Hold {
    let start = Instant::now();
    loop {
        if let Some(hold) = holds.take(account, Slot::Play) {
            return hold;
        }
        assert!(start.elapsed() < Duration::from_secs(10), "never freed");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_game_played_elsewhere_while_the_hold_was_away_is_not_written_over_once_back() {
    let (one, two, account) = two_servers();
    let (here, there) = (Holds::of(&one), Holds::of(&two));
    let hold = here.take(account, Slot::Play).unwrap();
    let (mut store, _) = DbStore::open(&one, account, Slot::Play, hold, 5).unwrap();
    assert_eq!(store.save_with(&saved(1), &[]), Ok(()));
    assert_eq!(cut_lock_connections(&one), 1);
    // Another server takes the game up, plays it, and lets it go...
    let taken = take_soon(&there, account);
    let (mut other, _) = DbStore::open(&two, account, Slot::Play, taken, 6).unwrap();
    assert_eq!(other.save_with(&saved(2), &[]), Ok(()));
    drop(other);
    // ...before the first server's keeper takes its lock back (within a second or two).
    std::thread::sleep(Duration::from_millis(2500));
    let refused = store.save_with(&saved(3), &[]);
    assert!(matches!(refused, Err(SaveError::Off(_))), "{refused:?}");
    drop(store);
    let kept = one.game(account, "play").unwrap().unwrap();
    let kept = tui2048_store::read(&kept, &mut || 0).unwrap();
    assert_eq!(kept.saved.game, saved(2).game);
}

#[test]
fn a_hold_taken_back_with_the_game_as_left_saves_on() {
    let (one, _, account) = two_servers();
    let here = Holds::of(&one);
    let hold = here.take(account, Slot::Play).unwrap();
    let (mut store, _) = DbStore::open(&one, account, Slot::Play, hold, 5).unwrap();
    assert_eq!(store.save_with(&saved(1), &[]), Ok(()));
    assert_eq!(cut_lock_connections(&one), 1);
    // The next save finds the lock connection gone, takes the lock back, and writes.
    assert_eq!(store.save_with(&saved(2), &[]), Ok(()));
    assert_eq!(store.save_with(&saved(3), &[]), Ok(()));
    drop(store);
    let kept = one.game(account, "play").unwrap().unwrap();
    let kept = tui2048_store::read(&kept, &mut || 0).unwrap();
    assert_eq!(kept.saved.game, saved(3).game);
}

#[test]
fn a_finished_game_kept_twice_is_kept_once_on_each_database() {
    let (_dir, sqlite, account) = db();
    let (pg, _, pg_account) = two_servers();
    for (db, account) in [(sqlite, account), (pg, pg_account)] {
        let holds = Holds::of(&db);
        let hold = holds.take(account, Slot::Play).unwrap();
        let (store, _) = DbStore::open(&db, account, Slot::Play, hold, 5).unwrap();
        let game = finished(3, 30);
        assert_eq!(store.keep_finished(&game), Ok(KeptNote::Added));
        assert_eq!(store.keep_finished(&game), Ok(KeptNote::Added));
        let records = store.records().unwrap();
        assert_eq!(records.recent.len(), 1);
        assert_eq!(records.last().unwrap().record, game);
    }
}

#[test]
fn what_could_not_be_written_while_the_database_was_away_is_written_once_it_is_back() {
    let cluster = crate::db::tests::cluster::Cluster::start();
    let db = Db::open_pg(&cluster.database(), 2).unwrap();
    let account = db.new_account("Ana", "ana", "SHA256:one", 1).unwrap().id;
    let holds = Holds::of(&db);
    let hold = holds.take(account, Slot::Play).unwrap();
    let (mut store, _) = DbStore::open(&db, account, Slot::Play, hold, 5).unwrap();
    assert_eq!(store.save_with(&saved(1), &[]), Ok(()));
    cluster.stop(true);
    let game = finished(4, 30);
    assert!(matches!(
        store.keep_finished(&game),
        Err(SaveError::Failed(Fault::Write { .. }))
    ));
    assert!(matches!(
        store.save_with(&saved(2), &[]),
        Err(SaveError::Failed(Fault::Write { .. }))
    ));
    cluster.start_again();
    // The next save writes the whole game, and the finished game is kept, once.
    assert_eq!(store.save_with(&saved(3), &[]), Ok(()));
    assert_eq!(store.records().unwrap().recent.len(), 1);
    assert_eq!(store.records().unwrap().last().unwrap().record, game);
    // Away again as the session ends: its last state is written once the database is
    // back, within the wait.
    cluster.stop(true);
    assert!(store.save_with(&saved(4), &[]).is_err());
    let ending = std::thread::spawn(move || drop(store));
    std::thread::sleep(Duration::from_millis(500));
    cluster.start_again();
    ending.join().unwrap();
    let kept = db.game(account, "play").unwrap().unwrap();
    let kept = tui2048_store::read(&kept, &mut || 0).unwrap();
    assert_eq!(kept.saved.game, saved(4).game);
    assert!(
        holds.take(account, Slot::Play).is_some(),
        "let go once written"
    );
}

#[test]
fn a_daily_game_ended_while_the_database_was_away_is_on_its_board_once_it_is_back() {
    let cluster = crate::db::tests::cluster::Cluster::start();
    let db = Db::open_pg(&cluster.database(), 2).unwrap();
    let account = db.new_account("Ana", "ana", "SHA256:one", 1).unwrap().id;
    let holds = Holds::of(&db);
    let hold = holds.take(account, Slot::Daily).unwrap();
    let (mut daily, _) = DbStore::open(&db, account, Slot::Daily, hold, 5).unwrap();
    let day = tui2048_engine::game::Day::from_unix(1_796_000_000);
    let seed = crate::daily::seed_of(&db, day).unwrap();
    let game = GameState::new(Rules::default(), seed);
    let mut record = Record::starting(&game, Origin::Served(day, seed)).with_id(GameId::new(77));
    record.finish(1_796_000_100);
    cluster.stop(true);
    assert!(daily.keep_finished(&record).is_err());
    cluster.start_again();
    assert_eq!(daily.save_with(&saved(1), &[]), Ok(()));
    assert_eq!(
        db.daily(day.days()).unwrap(),
        [("Ana".to_string(), record.encode())]
    );
    assert_eq!(daily.records().unwrap().recent.len(), 1);
    // Its end taken back (an undo), it leaves the board.
    assert_eq!(daily.take_back_finished(&record), Ok(()));
    assert_eq!(db.daily(day.days()).unwrap(), []);
}
