//! The game over ssh, played at a terminal: a game played, quit and resumed from another
//! key of the account; one account on two connections; the server killed with `kill -9`
//! mid-game, and stopped with SIGTERM.

use std::path::Path;
use std::time::{Duration, Instant};

use super::{Player, Server};

const LEFT: &[u8] = b"\x1b[D";
const RIGHT: &[u8] = b"\x1b[C";
const UP: &[u8] = b"\x1b[A";
const DOWN: &[u8] = b"\x1b[B";

/// The numbers under SCORE, BEST and MOVES at the top of the screen (a move's gain, `+8`
/// beside the score for a moment, left out).
fn header(screen: &[String]) -> (u64, u64, u64) {
    let at = screen
        .iter()
        .position(|row| row.contains("MOVES"))
        .unwrap_or_else(|| panic!("no header on\n{}", screen.join("\n")));
    let numbers: Vec<u64> = screen[at + 1]
        .split_whitespace()
        .filter(|n| !n.starts_with('+'))
        .map(|n| n.parse().unwrap())
        .collect();
    (numbers[0], numbers[1], numbers[2])
}

/// Waits until the header says `moves` moves; the header.
pub(super) fn wait_for_moves(player: &Player, moves: u64) -> (u64, u64, u64) {
    let start = Instant::now();
    loop {
        let screen = player.wait_for("MOVES");
        let numbers = header(&screen);
        if numbers.2 == moves {
            return numbers;
        }
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "{moves} moves never shown:\n{}",
            screen.join("\n")
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Plays moves until `moves` have moved the board (each direction tried in turn until the
/// header counts one more); the header then.
pub(super) fn play(player: &mut Player, moves: u64) -> (u64, u64, u64) {
    let mut done = header(&player.wait_for("MOVES"));
    let mut k = 0;
    while done.2 < moves {
        let before = done.2;
        player.send([LEFT, UP, RIGHT, DOWN][k % 4]);
        k += 1;
        let start = Instant::now();
        while start.elapsed() < Duration::from_millis(400) {
            done = header(&player.screen());
            if done.2 > before {
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(k < 200, "the board does not move");
    }
    done
}

fn public(key: &Path) -> Vec<u8> {
    std::fs::read(key.with_extension("pub")).unwrap()
}

#[test]
fn a_game_quit_is_resumed_from_another_key_of_the_account() {
    let server = Server::start(&[]);
    let (first, second) = (server.key("one"), server.key("two"));
    let mut ana = server.player("ana", &first);
    let played = play(&mut ana, 3);
    ana.send(b"q");
    assert_eq!(ana.end(), Some(0));
    let added = server.ssh("ana", Some(&first), "add-key", &public(&second));
    assert_eq!(added.status.code(), Some(0));
    let again = server.player("anyone", &second);
    assert_eq!(wait_for_moves(&again, played.2), played);
}

#[test]
fn a_theme_chosen_over_ssh_is_the_accounts_next_time() {
    let server = Server::start(&[]);
    let key = server.key("one");
    let mut ana = server.player("ana", &key);
    play(&mut ana, 1);
    ana.send(b"t");
    std::thread::sleep(Duration::from_millis(300));
    ana.send(b"q");
    assert_eq!(ana.end(), Some(0));
    let db = tui2048_server::db::Db::open(&server.dir.path().join("data/tui2048.db")).unwrap();
    let text = db.settings(1).unwrap().expect("settings written");
    assert!(text.contains("theme = \""), "{text}");
}

#[test]
fn todays_game_is_the_same_for_everyone_and_apart_from_the_game_in_play() {
    let server = Server::start(&[]);
    let (one, two) = (server.key("one"), server.key("two"));
    let mut ana = server.player("ana", &one);
    let played = play(&mut ana, 2);
    ana.send(b"q");
    assert_eq!(ana.end(), Some(0));
    // The board of today's first tiles: the screen but its status line and footer, once
    // the start has settled.
    let today = |user: &str, key: &Path| {
        let player = server.player_asking(user, key, "daily");
        player.wait_for("q quit");
        std::thread::sleep(Duration::from_millis(500));
        let mut screen = player.screen();
        assert_eq!(header(&screen), (0, 0, 0), "{}", screen.join("\n"));
        screen.truncate(screen.len() - 3);
        (player, screen)
    };
    let (mut ana_today, first) = today("ana", &one);
    ana_today.send(b"q");
    assert_eq!(ana_today.end(), Some(0));
    let (mut bo_today, second) = today("bo", &two);
    assert_eq!(first, second, "the same tiles for everyone");
    bo_today.send(b"q");
    assert_eq!(bo_today.end(), Some(0));
    // The game in play is as it was left.
    let again = server.player("ana", &one);
    assert_eq!(wait_for_moves(&again, played.2), played);
}

#[test]
fn one_account_on_two_connections_plays_one_game_and_the_second_is_told() {
    let server = Server::start(&[]);
    let key = server.key("one");
    let mut ana = server.player("ana", &key);
    play(&mut ana, 1);
    let second = server.ssh("ana", Some(&key), "", b"");
    let told = String::from_utf8_lossy(&second.stdout).into_owned();
    assert!(
        told.contains("ana is playing in another connection"),
        "{told}"
    );
    assert_eq!(second.status.code(), Some(1));
    ana.send(b"q");
    assert_eq!(ana.end(), Some(0));
}

#[test]
fn a_server_killed_mid_game_loses_no_move_it_showed() {
    let server = Server::start(&[]);
    let key = server.key("one");
    let mut ana = server.player("ana", &key);
    let shown = play(&mut ana, 4);
    let dir = server.kill();
    drop(ana);
    let server = Server::start_in(dir, &[]);
    let again = server.player("ana", &key);
    assert_eq!(wait_for_moves(&again, shown.2), shown);
}

#[test]
fn a_server_stopped_by_sigterm_ends_its_sessions_and_exits_cleanly() {
    let mut server = Server::start(&[]);
    let key = server.key("one");
    let mut ana = server.player("ana", &key);
    play(&mut ana, 2);
    let pid = server.child.id().to_string();
    let sent = std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap();
    assert!(sent.success());
    let start = Instant::now();
    let status = loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            break status;
        }
        assert!(start.elapsed() < Duration::from_secs(15), "still running");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(status.code(), Some(0));
    assert!(ana.end().is_some());
}

#[test]
fn the_palette_tip_names_the_ssh_client_once_and_colorterm_brings_true_colour() {
    let server = Server::start(&[]);
    let key = server.key("one");
    let tip = "ssh -o SetEnv=COLORTERM=truecolor";
    let first = server.player("ana", &key);
    first.wait_for(tip);
    assert_eq!(first.end(), Some(0));
    // Said once: the account keeps that it was seen.
    let again = server.player("ana", &key);
    again.wait_for("q quit");
    std::thread::sleep(Duration::from_millis(500));
    let screen = again.screen().join("\n");
    assert!(!screen.contains("256 colours"), "{screen}");
    let sgr_true = |player: &Player| {
        let seen = player.seen.lock().unwrap();
        seen.windows(5).any(|w| w == b"38;2;")
    };
    assert!(!sgr_true(&again), "256 colours, not true colour");
    assert_eq!(again.end(), Some(0));
    // COLORTERM sent: the original's palette, in true colour.
    let options = ["-o", "SetEnv=COLORTERM=truecolor"];
    let truecolor = server.player_with("ana", &key, "", &options);
    truecolor.wait_for("q quit");
    assert!(sgr_true(&truecolor));
    assert_eq!(truecolor.end(), Some(0));
}
