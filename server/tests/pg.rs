// The tests build the paths they give ssh as they please.
#![allow(clippy::disallowed_methods)]

//! Several servers on one PostgreSQL, through the real OpenSSH client: a game moved
//! between servers, a server killed (`kill -9`), one account on two servers, today's
//! game and board seen from both, the database stopped and started mid-game, and a
//! database out of reach at start.

use std::time::{Duration, Instant};

#[path = "pg/cluster.rs"]
mod cluster;
#[path = "pg/servers.rs"]
mod servers;

use cluster::Cluster;
use servers::Place;

/// A test's place on a database of its own in the binary's cluster.
fn place() -> Place {
    Place::new(Cluster::shared().database())
}

#[test]
fn a_game_left_on_one_server_is_resumed_on_another_who_shows_the_same_host_key() {
    let place = place();
    // Started at the same moment on an empty database, with no host key yet: one schema,
    // one key.
    let (one, two) = std::thread::scope(|s| {
        let one = s.spawn(|| place.server("one"));
        let two = s.spawn(|| place.server("two"));
        (one.join().unwrap(), two.join().unwrap())
    });
    assert_eq!(one.fingerprint, two.fingerprint, "one host key for both");
    let key = place.key("ana");
    let mut ana = one.player("ana", &key, "");
    let played = ana.play(3);
    assert_eq!(ana.quit(), Some(0));
    let mut again = two.player("ana", &key, "");
    assert_eq!(again.wait_for_moves(played.2), played);
    let more = again.play(played.2 + 2);
    assert_eq!(again.quit(), Some(0));
    let back = one.player("anyone", &key, "");
    assert_eq!(back.wait_for_moves(more.2), more);
}

#[test]
fn a_server_killed_mid_game_frees_the_game_for_another_with_every_move_shown() {
    let place = place();
    let (one, two) = (place.server("one"), place.server("two"));
    let key = place.key("ana");
    let mut ana = one.player("ana", &key, "");
    let shown = ana.play(4);
    one.kill();
    drop(ana);
    // At once: the killed server's hold ended with its connection.
    let again = two.player("ana", &key, "");
    assert_eq!(again.wait_for_moves(shown.2), shown);
}

#[test]
fn one_account_on_two_servers_plays_one_game_and_the_second_is_told() {
    let place = place();
    let (one, two) = (place.server("one"), place.server("two"));
    let key = place.key("ana");
    let mut ana = one.player("ana", &key, "");
    ana.play(1);
    let second = two.ssh("ana", &key, "");
    let told = String::from_utf8_lossy(&second.stdout).into_owned();
    assert!(
        told.contains("ana is playing in another connection"),
        "{told}"
    );
    assert_eq!(second.status.code(), Some(1));
    // Today's game is apart: the same account plays it on the other server meanwhile.
    let today = two.player("ana", &key, "daily");
    today.wait_for("MOVES");
    assert_eq!(today.quit(), Some(0));
    assert_eq!(ana.quit(), Some(0));
}

#[test]
fn todays_game_and_board_are_the_same_from_every_server() {
    let place = place();
    let (one, two) = (place.server("one"), place.server("two"));
    let (ana, bo) = (place.key("ana"), place.key("bo"));
    // The board of today's first tiles: the screen but its status line and footer.
    let today = |server: &servers::Server, user: &str, key| {
        let player = server.player(user, key, "daily");
        player.wait_for("q quit");
        std::thread::sleep(Duration::from_millis(500));
        let mut screen = player.screen();
        assert_eq!(player.header(), (0, 0, 0), "{}", screen.join("\n"));
        screen.truncate(screen.len() - 3);
        assert_eq!(player.quit(), Some(0));
        screen
    };
    assert_eq!(today(&one, "ana", &ana), today(&two, "bo", &bo));
    let (board_one, board_two) = (one.ssh("ana", &ana, "board"), two.ssh("bo", &bo, "board"));
    assert_eq!(board_one.status.code(), board_two.status.code());
    assert_eq!(board_one.stdout, board_two.stdout);
    assert_eq!(board_one.stderr, board_two.stderr);
}

#[test]
fn a_database_out_of_reach_at_start_is_said_and_the_server_exits() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let place = Place::new(format!(
        "postgres://tui2048:secret@127.0.0.1:{port}/tui2048"
    ));
    let start = Instant::now();
    let out = place
        .server_command("one")
        .stderr(std::process::Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.starts_with(
            "tui2048-server: cannot open the database: PostgreSQL: error connecting to server"
        ),
        "{said}"
    );
    assert!(!said.contains("secret"), "{said}");
    assert!(start.elapsed() < Duration::from_secs(10));
}

#[test]
fn the_database_restarted_and_crashed_mid_game_is_said_and_nothing_is_lost() {
    let cluster = Cluster::start();
    let place = Place::new(cluster.database());
    let one = place.server("one");
    let key = place.key("ana");
    let mut ana = one.player("ana", &key, "");
    ana.play(2);
    cluster.stop(true);
    // Played on while the database is away: the player is told saving fails.
    ana.play(4);
    ana.wait_for("Saving is off");
    cluster.start_again();
    // Back: the next move saves the whole game, and the player is told.
    ana.play(5);
    ana.wait_for("Saving works again");
    // Once more, the database crashing (stopped at once, recovered from its log).
    cluster.stop(false);
    ana.play(6);
    ana.wait_for("Saving is off");
    cluster.start_again();
    ana.play(7);
    ana.wait_for("Saving works again");
    // A player who leaves while the database is away: their last moves are written once
    // it is back (the session waits for it a while).
    cluster.stop(true);
    let shown = ana.play(9);
    ana.wait_for("Saving is off");
    ana.send(b"q");
    std::thread::sleep(Duration::from_millis(500));
    cluster.start_again();
    assert_eq!(ana.end(), Some(0));
    // The game is let go once its last state is written, a moment after.
    let start = Instant::now();
    let again = loop {
        let again = one.player("ana", &key, "");
        let told = "playing in another connection";
        let screen = again.wait_for_one_of(&["MOVES", told]);
        if !screen.join("\n").contains(told) {
            break again;
        }
        assert!(start.elapsed() < Duration::from_secs(10), "never let go");
        std::thread::sleep(Duration::from_millis(200));
    };
    assert_eq!(again.wait_for_moves(shown.2), shown);
}

#[test]
fn a_shared_host_key_others_may_read_is_refused() {
    let place = place();
    let key = place.dir.path().join("host_ed25519");
    drop(place.server("one"));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o644)).unwrap();
    }
    let out = place
        .server_command("two")
        .stderr(std::process::Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("may be read by others (mode 644): chmod 600 it"),
        "{said}"
    );
}
