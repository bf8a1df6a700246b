//! The full screen played through bytes: the scenarios of `e2e/play.rs`,
//! `e2e/language.rs` and `e2e/terminal.rs`, drawn into memory and read back.

use super::*;

const START: [[u64; 4]; 4] = [[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]];

fn rows(board: [[u64; 4]; 4]) -> Vec<Vec<u64>> {
    board.iter().map(|row| row.to_vec()).collect()
}

/// A saved game played on at 80×24 in English.
fn resumed() -> Played {
    let settings = settings(Interface::Full, Language::English);
    let state = state_json(&START, 100, 500);
    Played::start(settings, GameOptions::default(), Some(&state), (80, 24))
}

/// Waits until the header says `score`, `best`, `moves`; the screen then.
fn wait_header(p: &Played, score: u64, best: u64, moves: u64) -> Vec<String> {
    let want = Some((score, best, moves));
    p.wait(&format!("the header {want:?}"), Played::screen, |rows| {
        header(rows) == want
    })
}

/// The last row but one: the status line, its words.
fn status(rows: &[String]) -> String {
    words(&rows[rows.len() - 2..rows.len() - 1])
}

#[test]
fn move_undo_new_game_and_quit() {
    let mut p = resumed();
    let screen = p.wait_for("Welcome back");
    assert_eq!(status(&screen), "Welcome back: your game is as you left it");
    assert_eq!(board(&screen), Some(rows(START)));
    assert_eq!(header(&screen), Some((100, 500, 0)));
    assert_eq!(
        words(&screen[screen.len() - 1..]),
        "←↑→↓ move · u undo · r new · Tab hint · p auto · i stats · ? help · q quit"
    );

    // Left: the two 2s merge into a 4 at the wall, the 4 slides over, a 2 comes (the
    // saved generator's).
    p.send(LEFT);
    let moved = [[4, 0, 0, 0], [0, 0, 0, 0], [2, 0, 0, 0], [4, 0, 0, 0]];
    let screen = wait_header(&p, 104, 500, 1);
    assert_eq!(board(&screen), Some(rows(moved)));
    assert_eq!(words(&screen[2..3]), "+4");
    assert_eq!(saved(&p.state_path()), (rows(moved), 104, 1));

    // u: the game before, on screen and in the file.
    p.send(b"u");
    let screen = wait_header(&p, 100, 500, 0);
    assert_eq!(status(&screen), "Undone — none left");
    assert_eq!(board(&screen), Some(rows(START)));
    assert_eq!(saved(&p.state_path()), (rows(START), 100, 0));

    // The generator came back too: the same move brings the same tile. Backspace undoes.
    p.send(LEFT);
    let screen = wait_header(&p, 104, 500, 1);
    assert_eq!(board(&screen), Some(rows(moved)));
    p.send(b"\x7f");
    wait_header(&p, 100, 500, 0);

    // r: a new game of two tiles; u brings the old one back.
    p.send(b"r");
    let screen = wait_header(&p, 0, 500, 0);
    assert_eq!(status(&screen), "New game — u brings the last one back");
    let fresh = board(&screen).expect("a board");
    let tiles: Vec<u64> = fresh.iter().flatten().copied().filter(|&v| v > 0).collect();
    assert!(matches!(tiles[..], [2 | 4, 2 | 4]), "{fresh:?}");
    assert_eq!(saved(&p.state_path()), (fresh, 0, 0));
    p.send(b"u");
    let screen = wait_header(&p, 100, 500, 0);
    assert_eq!(board(&screen), Some(rows(START)));

    let model = p.quit();
    assert_eq!((model.game().score(), model.game().moves()), (100, 0));
    assert_eq!(saved(&p.state_path()), (rows(START), 100, 0));
}

#[test]
fn the_same_seed_and_keys_give_the_same_game() {
    let keys = [LEFT, DOWN, RIGHT, UP, LEFT, DOWN, DOWN, RIGHT, LEFT, UP];
    let play = || {
        let options = GameOptions {
            size: Some(5),
            seed: Some(3),
            ..GameOptions::default()
        };
        let settings = settings(Interface::Full, Language::English);
        let mut p = Played::start(settings, options, None, (100, 36));
        let first = board(&p.wait_for("SCORE")).expect("a board");
        for key in keys {
            p.send(key);
        }
        let model = p.quit();
        let last = board(&p.screen()).expect("a board");
        (first, last, model.game().score(), model.game().moves())
    };
    let (a, b) = (play(), play());
    assert_eq!(a.0.len(), 5, "{:?}", a.0);
    assert!(a.3 >= 5, "only {} moves were made", a.3);
    assert_eq!(a, b, "the same seed and keys, the same game");
}

#[test]
fn too_small_then_resized() {
    let mut p = resumed();
    p.wait_for("Welcome back");
    p.resize(20, 6);
    let too_small = "terminal too small: need 34×12, have 20×6";
    p.wait(too_small, Played::screen, |s| words(s) == too_small);
    // Keys still work on a screen too small to show the game.
    p.send(DOWN);
    p.wait(
        "a move saved",
        |p| saved(&p.state_path()).2,
        |&moves| moves == 1,
    );
    let (played, score, _) = saved(&p.state_path());
    assert_eq!(score, 100);
    assert_eq!(words(&p.screen()), too_small);

    p.resize(100, 36);
    let screen = wait_header(&p, 100, 500, 1);
    assert_eq!(board(&screen), Some(played.clone()));
    assert_eq!(screen.len(), 36);
    p.resize(100, 10);
    let too_small = "terminal too small: need 34×12, have 100×10";
    p.wait(too_small, Played::screen, |s| words(s) == too_small);
    p.resize(80, 24);
    let screen = wait_header(&p, 100, 500, 1);
    assert_eq!(board(&screen), Some(played));
    p.quit();
}

#[test]
fn the_keys_and_the_help_are_chinese() {
    let settings = settings(Interface::Full, Language::Chinese);
    let mut p = Played::start(settings, GameOptions::default(), None, (80, 24));
    let screen = p.wait_for("方向键 移动");
    assert_eq!(status(&screen), "合并方块，冲向 2048！");
    p.send(b"?");
    let help = words(&p.wait_for("按键"));
    assert!(help.contains("撤销上一步"), "{help}");
    // A lone Esc is the Esc key: the help closes.
    p.send(b"\x1b");
    p.wait("the help closed", Played::screen, |s| {
        !words(s).contains("按键")
    });
    p.send(b"u");
    let screen = p.wait_for("没有可撤销的步骤");
    assert_eq!(status(&screen), "没有可撤销的步骤");
    p.quit();
}
