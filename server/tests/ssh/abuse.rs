//! A server that stays up under abuse: a hostile name, a flood of input, many sessions at
//! once, sizes from nothing to the largest; its memory watched. On loopback only, bounded
//! in count and time.

use std::time::{Duration, Instant};

use super::game::{play, wait_for_moves};
use super::{Server, text};

/// The server's resident memory, in KB (Linux's `/proc`).
fn resident_kb(server: &Server) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{}/status", server.child.id()))
        .expect("the server's status");
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|kb| kb.parse().ok())
        .expect("VmRSS")
}

#[test]
fn a_hostile_name_is_kept_and_shown_without_escape_sequences() {
    let server = Server::start(&[]);
    let (key, other) = (server.key("one"), server.key("two"));
    let public = std::fs::read(other.with_extension("pub")).unwrap();
    // OpenSSH refuses control characters and shell's signs in a user name itself; marks
    // of direction and invisible characters it lets through.
    let added = server.ssh("ev\u{202e}i\u{200b}l", Some(&key), "add-key", &public);
    assert_eq!(added.status.code(), Some(0), "{}", text(&added.stderr));
    let said = text(&added.stdout);
    assert!(said.ends_with(" to evil.\n"), "{said:?}");
    assert!(!said.contains('\u{202e}') && !said.contains('\u{200b}'));
}

#[test]
fn a_flood_of_input_is_read_at_its_rate_and_the_game_goes_on() {
    let server = Server::start(&["--input-rate", "4096"]);
    let key = server.key("one");
    let mut ana = server.player("ana", &key);
    play(&mut ana, 1);
    let before = resident_kb(&server);
    // Half a megabyte of keys that move nothing (a letter with no action), as fast as
    // the client sends them.
    let flood = vec![b'z'; 512 * 1024];
    let start = Instant::now();
    // Written from a thread of its own: the client's input waits as the server holds it.
    let mut stdin = ana.child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        let _ = stdin.write_all(&flood);
    });
    // Read at 4 KB a second, it would take two minutes: the server holds it back (ssh's
    // window), and grows by no more than a few windows.
    std::thread::sleep(Duration::from_secs(2));
    let during = resident_kb(&server);
    assert!(
        during < before + 8 * 1024,
        "the server grew from {before} KB to {during} KB"
    );
    assert!(start.elapsed() < Duration::from_secs(10));
    drop(ana);
    let _ = writer.join();
    // The server still serves.
    let mut bo = server.player("bo", &server.key("two"));
    play(&mut bo, 1);
    bo.send(b"q");
    assert_eq!(bo.end(), Some(0));
}

#[test]
fn a_client_that_stops_reading_cannot_grow_the_server() {
    let server = Server::start(&[]);
    let key = server.key("one");
    let mut ana = server.player("ana", &key);
    play(&mut ana, 1);
    ana.stop_reading();
    // Autoplay draws frames as fast as the pace allows, for a reader that takes none.
    ana.send(b"p");
    std::thread::sleep(Duration::from_secs(2));
    let early = resident_kb(&server);
    std::thread::sleep(Duration::from_secs(6));
    let late = resident_kb(&server);
    // What the client does not read waits in its own ssh (its window, 2 MB for OpenSSH),
    // then in the server's queue of four frames: the server does not grow.
    assert!(
        late < early + 4 * 1024,
        "the server grew from {early} KB to {late} KB"
    );
    // Another player is served meanwhile.
    let mut bo = server.player("bo", &server.key("two"));
    play(&mut bo, 2);
    bo.send(b"q");
    assert_eq!(bo.end(), Some(0));
}

#[test]
fn many_sessions_at_once_each_play_their_own_game() {
    let server = Server::start(&["--max-per-address", "16"]);
    let mut players: Vec<_> = (0..12)
        .map(|i| {
            let key = server.key(&format!("k{i}"));
            server.player(&format!("p{i}"), &key)
        })
        .collect();
    let mut played = Vec::new();
    for player in &mut players {
        played.push(play(player, 2));
    }
    for (player, shown) in players.iter().zip(&played) {
        assert_eq!(wait_for_moves(player, shown.2), *shown);
    }
    for mut player in players {
        player.send(b"q");
        assert_eq!(player.end(), Some(0));
    }
}
