//! The terminal around the game: sizes too small to play in, resizing, and a flood of
//! keys, escape sequences and pasted text.

use std::thread;
use std::time::Duration;

use super::harness::*;

/// A small, fixed pseudo-random sequence, so a failing run can be replayed.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

fn board() -> Vec<Vec<u64>> {
    vec![
        vec![2, 4, 8, 16],
        vec![0, 0, 0, 0],
        vec![0, 2, 0, 0],
        vec![0, 0, 0, 0],
    ]
}

#[test]
fn too_small_then_resized_then_a_storm() {
    let home = Home::new();
    home.write_state(state_json(&board(), 200, 300).as_bytes());
    let mut t = Spawn::new().size(6, 20).start(&home);
    let expected = "terminal too small: need 34×12, have 20×6";
    t.wait_until(expected, |s| words_of(s) == expected);

    // Keys still work (and show the program reads its input before any resize: see
    // `a_resize_right_after_the_first_frame_is_not_missed`).
    t.send_key(Key::Down);
    let state = home.wait_state("a move made on a tiny screen", |s| s["game"]["moves"] == 1);
    let played = board_in(&state);
    assert_eq!(played[3], vec![2, 2, 8, 16], "{played:?}");
    let score = state["game"]["score"].as_u64().unwrap();
    assert_eq!(score, 200);
    assert_eq!(words_of(&t.screen()), expected);

    t.resize(36, 100);
    t.wait_for("SCORE");
    t.wait_board("the saved board", |b| b == played);
    assert_eq!(t.header(), Some((200, 300, 1)), "{}", t.describe());
    assert!(t.is_running());

    t.resize(10, 100);
    let expected = "terminal too small: need 34×12, have 100×10";
    t.wait_until(expected, |s| words_of(s) == expected);

    let mut rng = Lcg(2048);
    for _ in 0..50 {
        let rows = 1 + rng.below(60) as u16;
        let cols = 1 + rng.below(200) as u16;
        t.resize(rows, cols);
        thread::sleep(Duration::from_millis(1 + rng.below(15)));
        assert!(t.is_running(), "died at {cols}×{rows}\n{}", t.describe());
    }

    // Back to a roomy size: the same game, drawn whole, and it still plays.
    t.resize(36, 100);
    t.wait_board("the saved board after the storm", |b| b == played);
    assert_eq!(t.header(), Some((200, 300, 1)), "{}", t.describe());
    assert!(t.play(&home, Key::Left));
    assert_eq!(t.header().map(|h| h.2), Some(2));
    t.send_key(Key::Char('q'));
    let status = t.wait_exit(WAIT);
    assert!(status.success(), "{status:?}");
    t.assert_restored();
}

#[test]
fn a_resize_right_after_the_first_frame_is_not_missed() {
    // A window manager resizes a new terminal window as soon as it appears. The race is
    // narrow, so try it many times.
    for attempt in 0..40 {
        let home = Home::new();
        let mut t = Spawn::new().size(6, 20).start(&home);
        t.wait_for("terminal too small");
        t.resize(36, 100);
        t.wait_until_within(
            Duration::from_secs(2),
            &format!("SCORE (attempt {attempt})"),
            |s| s.contains("SCORE"),
        );
    }
}

#[test]
fn compact_layout_in_a_small_terminal() {
    let home = Home::new();
    home.write_state(state_json(&board(), 200, 300).as_bytes());
    // Big enough for the smallest tiles, too small for the boxed panels.
    let mut t = Spawn::new().size(12, 40).start(&home);
    t.wait_board("the saved board, compact", |b| b == board());
    assert_eq!(t.header(), Some((200, 300, 0)), "{}", t.describe());
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    t.assert_restored();
}

/// Keys and sequences that change nothing in the game (and do not quit).
const NOISE: &[&str] = &[
    "\x1b[1;5A",
    "\x1b[1;3D",
    "\x1b[1;2C",
    "\x1b[1;6B", // arrows with modifiers
    "\x1bOP",
    "\x1bOQ",
    "\x1b[15~",
    "\x1b[24~", // F1, F2, F5, F12
    "\x1b[H",
    "\x1b[F",
    "\x1b[5~",
    "\x1b[6~",
    "\x1b[2~",
    "\x1b[3~", // Home, End, ...
    "\x1b[Z",  // Shift-Tab
    "\x1ba",
    "\x1bw",
    "\x1bq",
    "\x1b\x7f", // Alt-letters (not Alt-[: its ESC [ opens a sequence the next key ends)
    "\x1b[<0;10;5M",
    "\x1b[<0;30;5m",
    "\x1b[<64;3;3M",
    "\x1b[<35;50;20M",               // mouse
    "\x1b[200~pasted text\x1b[201~", // a bracketed paste
    "\x1b[I",
    "\x1b[O", // focus
    "\x1b[?1;2c",
    "\x1b[12;40R", // answers to queries nobody asked
    "\r",
    "\n",
    "\t",
    "\x08",
    "\x00",
    "\x1c",
    "\x11",
    "\x04",
    "\x12",
    "?",
    "c",
    "b",
    "p",
    "+",
    "-",
    " ",
    "0",
    "9",
    "é",
    "中",
    "🎮",
];

/// Keys that play: they move tiles, undo or start anew, and each of these is saved.
const PLAY: &[&str] = &[
    "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D", // arrows
    "\x1bOA", "\x1bOB", "\x1bOC", "\x1bOD", // arrows, application mode
    "w", "a", "s", "d", "h", "j", "k", "l", "W", "A", "S", "D", "u", "u", "u", "\x7f",
    "\x1a", // undo
];

/// Printable text (no q: that quits; no v: that opens the replay screen, where q only
/// leaves it), as typed or pasted.
fn text(rng: &mut Lcg, len: u64) -> Vec<u8> {
    (0..len)
        .map(|_| match 0x20 + rng.below(0x5f) as u8 {
            b'q' | b'Q' | b'v' | b'V' => b'x',
            c => c,
        })
        .collect()
}

/// One input a player (or a cat on the keyboard) may produce, none of which quits.
/// Most of them change nothing, so that the flood stays quick: every move is saved.
fn random_input(rng: &mut Lcg) -> Vec<u8> {
    match rng.below(100) {
        0..=7 => rng.pick(PLAY).as_bytes().to_vec(),
        8 => b"r".to_vec(),
        9 => {
            let len = 5 + rng.below(20);
            text(rng, len)
        }
        10..=14 => text(rng, 1),
        _ => rng.pick(NOISE).as_bytes().to_vec(),
    }
}

#[test]
fn a_flood_of_keys_then_q() {
    let home = Home::new();
    let mut t = Spawn::new().colour().args(["--seed", "99"]).start(&home);
    t.wait_for("SCORE");
    home.wait_state("the first save", |s| s["game"]["moves"] == 0);

    let mut rng = Lcg(7);
    for i in 0..2000 {
        let bytes = random_input(&mut rng);
        t.send_bytes(&bytes);
        if i % 200 == 199 {
            // Let the program catch up now and then, and check it is still there.
            thread::sleep(Duration::from_millis(20));
            assert!(
                t.is_running(),
                "ended after {} inputs, the last {:?}\n{}",
                i + 1,
                String::from_utf8_lossy(&bytes),
                t.describe()
            );
        }
    }
    thread::sleep(Duration::from_millis(100));
    assert!(t.is_running(), "ended by the flood\n{}", t.describe());
    t.send_key(Key::Char('q'));
    let status = t.wait_exit(Duration::from_secs(10));
    assert!(status.success(), "{status:?}\n{}", t.describe());
    t.assert_restored();

    let state = home.state();
    assert_eq!(state["version"], 1);
    let board = board_in(&state);
    assert_eq!(board.len(), 4);
    assert!(
        board
            .iter()
            .flatten()
            .all(|&v| v == 0 || (v >= 2 && v.is_power_of_two())),
        "{board:?}"
    );
    assert!(
        state["stats"]["moves"].as_u64() > Some(0),
        "no move was made"
    );
    drop(t);

    // And the program takes its own file back.
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    t.expect_board(&board);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn stray_bytes_that_are_not_utf8_do_not_end_the_game() {
    let home = Home::new();
    let mut t = Spawn::new().args(["--seed", "1"]).start(&home);
    t.wait_for("SCORE");
    for bytes in [&b"\xff"[..], b"\xc3", b"\xe4\xb8", b"\x80\x80", b"\xfe\xfe"] {
        t.send_bytes(bytes);
        thread::sleep(Duration::from_millis(50));
        assert!(
            t.is_running(),
            "the byte(s) {bytes:02x?} ended the game\n{}",
            t.describe()
        );
    }
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    t.assert_restored();
}

#[test]
fn a_paste_of_a_hundred_thousand_keys_then_q_quits_at_once() {
    let home = Home::new();
    home.write_state(state_json(&board(), 200, 300).as_bytes());
    let mut t = Spawn::new().start(&home);
    t.wait_board("the saved board", |b| b == board());
    // All at once, as a paste comes: every byte sits in the terminal's queue together.
    let burst = "\x1b[A\x1b[B\x1b[D\x1b[C".repeat(25_000);
    t.send(&burst);
    t.send_key(Key::Char('q'));
    // Waiting on the terminal while bytes sit unread would hold the q back until more
    // keys came, for ever.
    let status = t.wait_exit(Duration::from_secs(30));
    assert!(status.success(), "{status:?}\n{}", t.describe());
    t.assert_restored();
    let state = home.state();
    assert!(state["game"]["moves"].as_u64().unwrap() > 0, "{state}");
}

#[test]
fn a_paste_that_never_ends_holds_back_no_key() {
    let home = Home::new();
    home.write_state(state_json(&board(), 200, 300).as_bytes());
    let mut t = Spawn::new().start(&home);
    t.wait_board("the saved board", |b| b == board());
    // The game never asks for bracketed paste: its start marker, with no end marker after
    // it, is dropped, and what follows reads as keys.
    t.send("\x1b[200~");
    t.send_key(Key::Down);
    let state = home.wait_state("the move after the marker", |s| s["game"]["moves"] == 1);
    assert_eq!(board_in(&state)[3], vec![2, 2, 8, 16], "{state}");
    t.send("\x1b[200~\x03");
    let status = t.wait_exit(Duration::from_secs(10));
    assert!(status.success(), "{status:?}\n{}", t.describe());
    t.assert_restored();
}
