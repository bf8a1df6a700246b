//! Today's game over ssh, dealt from the server's secret seed of the day: played to its
//! end on a day (the server's clock set a day back with libfaketime), ranked on that
//! day's board with its undo and without its record; then, the day closed, the same board
//! gives the day's seed and the record, which `tui2048 verify` finds true.

use tui2048_app::settings::Language;
use tui2048_engine::game::{Day, Origin, Record};

use super::{Server, text};

/// libfaketime, which sets the server's clock back a day (Debian's `faketime`).
const FAKETIME: &str = "/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1";

/// The moves of a game played to its end at once: up, right, down, left, over and over
/// (a game ends long before), one undo after the third; then `q`.
fn a_whole_game() -> Vec<u8> {
    let mut keys = Vec::new();
    let arrows: [&[u8]; 4] = [b"\x1b[A", b"\x1b[C", b"\x1b[B", b"\x1b[D"];
    for i in 0..4000 {
        keys.extend_from_slice(arrows[i % 4]);
        if i == 2 {
            keys.push(b'u');
        }
    }
    keys.push(b'q');
    keys
}

#[test]
fn a_daily_game_is_ranked_the_day_it_is_played_and_its_record_is_true_once_the_day_closed() {
    assert!(
        std::path::Path::new(FAKETIME).exists(),
        "this test sets the server's clock back with libfaketime: apt-get install faketime"
    );
    let env = [
        ("LD_PRELOAD", FAKETIME),
        ("FAKETIME", "-1d"),
        ("FAKETIME_DONT_FAKE_MONOTONIC", "1"),
    ];
    let args = ["--input-rate", "1000000"];
    let server = Server::start_with(tempfile::tempdir().unwrap(), &args, &env);
    let now = tui2048_store::clock::unix_now();
    let yesterday = Day::from_unix(now - 86_400);
    let key = server.key("ana");
    let played = server.ssh("ana", Some(&key), "daily plain", &a_whole_game());
    let said = text(&played.stdout);
    assert!(said.contains("Game over, score"), "{said}");
    assert_eq!(played.status.code(), Some(0), "{said}");
    // The day's board: ana's first try, its undo beside its score; no record, no seed.
    let board = server.ssh("ana", Some(&key), "board", b"");
    let shown = text(&board.stdout);
    assert_eq!(board.status.code(), Some(0), "{shown}");
    let heading = format!("Daily game of {yesterday} on a server · 1 player");
    assert!(shown.contains(&heading), "{shown}");
    assert!(shown.contains("ana") && shown.contains("1 undo"), "{shown}");
    assert!(!shown.contains("tui2048-6:"), "{shown}");
    assert!(shown.contains("once the day has closed"), "{shown}");
    assert!(shown.contains("This server saw every move"), "{shown}");
    // The same board asked for by its date.
    let by_date = server.ssh("ana", Some(&key), &format!("board {yesterday}"), b"");
    assert_eq!(text(&by_date.stdout), shown);
    // The server's clock right again: the day has closed.
    let dir = server.kill();
    let server = Server::start_in(dir, &[]);
    let closed = server.ssh("bo", None, &format!("board {yesterday}"), b"");
    let shown = text(&closed.stdout);
    assert_eq!(closed.status.code(), Some(0), "{shown}");
    assert!(shown.contains(&heading), "{shown}");
    let lines: Vec<&str> = shown
        .lines()
        .filter(|line| line.starts_with("tui2048-6:"))
        .collect();
    assert_eq!(lines.len(), 1, "{shown}");
    let record = Record::decode(lines[0]).unwrap();
    let Origin::Served(day, seed) = *record.origin() else {
        panic!("{:?}", record.origin())
    };
    assert_eq!(day, yesterday);
    assert!(
        shown.contains(&format!("its seed was {seed:016x}")),
        "{shown}"
    );
    assert_eq!(record.undos(), 1);
    assert_eq!(
        record.claim().unwrap().name.as_ref().unwrap().as_str(),
        "ana"
    );
    // Not the public daily game's tiles.
    assert_ne!(seed, yesterday.seed());
    // `tui2048 verify` finds it true, offline.
    let checked = tui2048::cli::verify_text(shown.clone(), Language::English);
    assert_eq!(checked.code, 0, "{}{}", checked.out, checked.err);
    assert!(
        checked.out.contains(&format!(
            "true: a server's daily game of {yesterday}, seed {seed:016x}"
        )),
        "{}",
        checked.out
    );
    // Today's board has no game yet; a day to come has none.
    let today = server.ssh("bo", None, "board", b"");
    assert!(text(&today.stdout).starts_with("No one has finished the daily game of"));
    let later = Day::from_unix(now + 3 * 86_400);
    let future = server.ssh("bo", None, &format!("board {later}"), b"");
    assert_eq!(future.status.code(), Some(2));
    assert!(text(&future.stderr).contains("has not come yet"));
    let wrong = server.ssh("bo", None, "board 2026-13-01", b"");
    assert_eq!(wrong.status.code(), Some(2));
    assert!(
        text(&wrong.stderr).contains("month 13"),
        "{}",
        text(&wrong.stderr)
    );
}
