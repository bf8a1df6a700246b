//! A session's input through bytes: a paste that is read as keys, one that never ends,
//! and input that ends (a closed connection), as `e2e/terminal.rs` and `e2e/signals.rs`
//! try them on the terminal.

use super::*;

const START: [[u64; 4]; 4] = [[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]];

fn resumed() -> Played {
    let settings = settings(Interface::Full, Language::English);
    let state = state_json(&START, 100, 500);
    Played::start(settings, GameOptions::default(), Some(&state), (80, 24))
}

#[test]
fn a_paste_of_ten_thousand_keys_is_played_and_q_after_it_quits() {
    let mut p = resumed();
    p.wait_for("Welcome back");
    let mut paste = b"\x1b[200~".to_vec();
    for _ in 0..5_000 {
        paste.extend_from_slice(LEFT);
        paste.extend_from_slice(RIGHT);
    }
    paste.extend_from_slice(b"\x1b[201~");
    p.send(&paste);
    // Every key was read and its end drawn: the game slid left and right until neither
    // moved a tile (the saved generator's tiles, the same every time). Then q quits.
    let last = vec![
        vec![2, 8, 4, 2],
        vec![2, 4, 8, 2],
        vec![2, 4, 2, 4],
        vec![2, 8, 4, 2],
    ];
    p.wait(
        "the last board",
        |p| board(&p.screen()),
        |b| *b == Some(last.clone()),
    );
    let model = p.quit();
    assert_eq!((model.game().score(), model.game().moves()), (160, 25));
    assert_eq!(saved(&p.state_path()), (last, 160, 25));
}

#[test]
fn a_paste_that_never_ends_holds_back_no_key() {
    let mut p = resumed();
    p.wait_for("Welcome back");
    p.send(b"\x1b[200~");
    p.send(LEFT);
    p.wait(
        "the move",
        |p| header(&p.screen()),
        |h| *h == Some((104, 500, 1)),
    );
    // And Ctrl-C, within the paste, quits as always.
    p.send(b"\x03");
    assert_eq!(p.end().game().moves(), 1);
}

#[test]
fn input_that_ends_ends_the_session_with_the_game_saved() {
    let mut p = resumed();
    p.wait_for("Welcome back");
    p.send(LEFT);
    p.wait(
        "the move",
        |p| header(&p.screen()),
        |h| *h == Some((104, 500, 1)),
    );
    let model = p.hang_up();
    assert_eq!((model.game().score(), model.game().moves()), (104, 1));
    let moved = vec![
        vec![4, 0, 0, 0],
        vec![0; 4],
        vec![2, 0, 0, 0],
        vec![4, 0, 0, 0],
    ];
    assert_eq!(saved(&p.state_path()), (moved, 104, 1));
}
