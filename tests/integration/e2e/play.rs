//! Playing a saved game: moves, undo, a new game and quitting, checked on screen and in
//! the state file; resuming after the program is killed; new games from the command line.

use std::fs;

use serde_json::Value;

use super::harness::*;

fn start_board() -> Vec<Vec<u64>> {
    vec![
        vec![2, 2, 0, 0],
        vec![0, 0, 0, 0],
        vec![0, 0, 0, 0],
        vec![0, 0, 0, 4],
    ]
}

/// The board after a Left on `start_board`, before the new tile.
fn slid_left() -> Vec<Vec<u64>> {
    vec![
        vec![4, 0, 0, 0],
        vec![0, 0, 0, 0],
        vec![0, 0, 0, 0],
        vec![4, 0, 0, 0],
    ]
}

/// Asserts that `after` is `before` plus exactly one new 2 or 4 on an empty cell.
fn assert_one_spawn(before: &[Vec<u64>], after: &[Vec<u64>]) {
    let mut new_tiles = Vec::new();
    for (r, (b, a)) in before.iter().zip(after).enumerate() {
        assert_eq!(b.len(), a.len(), "row {r} changed length");
        for (c, (&b, &a)) in b.iter().zip(a).enumerate() {
            if b != a {
                assert_eq!(b, 0, "tile at ({r},{c}) changed from {b} to {a}");
                new_tiles.push(a);
            }
        }
    }
    assert!(
        matches!(new_tiles[..], [2] | [4]),
        "expected one new 2 or 4, got {new_tiles:?}: {before:?} -> {after:?}"
    );
    assert!(matches!(tile_sum(after) - tile_sum(before), 2 | 4));
}

fn game(state: &Value) -> (Vec<Vec<u64>>, u64, u64) {
    (
        board_in(state),
        state["game"]["score"].as_u64().expect("game.score"),
        state["game"]["moves"].as_u64().expect("game.moves"),
    )
}

#[test]
fn move_undo_new_game_and_quit() {
    let home = Home::new();
    home.write_state(state_json(&start_board(), 100, 500).as_bytes());
    let mut t = Spawn::new().start(&home);

    t.wait_for("Welcome back: your game is as you left it");
    t.expect_board(&start_board());
    assert_eq!(t.header(), Some((100, 500, 0)), "{}", t.describe());

    // Left: the two 2s merge into a 4 at the wall, the 4 slides over, one tile appears.
    assert!(t.play(&home, Key::Left));
    let moved = home.state();
    let (board, score, moves) = game(&moved);
    assert_eq!((score, moves), (104, 1));
    assert_eq!(board[0][0], 4);
    assert_one_spawn(&slid_left(), &board);
    t.expect_board(&board);
    assert_eq!(t.header(), Some((104, 500, 1)), "{}", t.describe());
    assert!(t.screen().contains("+4"), "{}", t.describe());
    assert_eq!(moved["best"]["4"], 500, "best is the higher of 500 and 104");
    assert_eq!(moved["undo"].as_array().map(Vec::len), Some(1));

    // u: the exact previous game, in the file and on screen.
    t.send_key(Key::Char('u'));
    let undone = home.wait_state("undo back to move 0", |s| s["game"]["moves"] == 0);
    assert_eq!(game(&undone), (start_board(), 100, 0));
    assert_eq!(undone["undo"], serde_json::json!([]));
    t.wait_for("Undone — none left");
    t.expect_board(&start_board());
    assert_eq!(t.header(), Some((100, 500, 0)), "{}", t.describe());

    // The generator was restored too: the same move brings the same tile.
    assert!(t.play(&home, Key::Left));
    assert_eq!(game(&home.state()), (board.clone(), 104, 1));
    t.send_key(Key::Backspace);
    home.wait_state("undo with Backspace", |s| s["game"]["moves"] == 0);

    // r: a new game of two tiles, undoable.
    t.send_key(Key::Char('r'));
    let fresh = home.wait_state("a new game", |s| s["game"]["score"] == 0);
    let (new_board, _, new_moves) = game(&fresh);
    assert_eq!(new_moves, 0);
    assert_eq!(tile_count(&new_board), 2, "{new_board:?}");
    assert!(new_board.iter().flatten().all(|&v| matches!(v, 0 | 2 | 4)));
    let undo = fresh["undo"].as_array().expect("undo list");
    assert_eq!(undo.len(), 1);
    assert_eq!(undo[0]["board"], serde_json::json!(start_board()));
    assert_eq!(undo[0]["score"], 100);
    t.wait_for("New game — u brings the last one back");
    t.expect_board(&new_board);
    assert_eq!(t.header(), Some((0, 500, 0)), "{}", t.describe());

    // u brings the old game back.
    t.send_key(Key::Char('u'));
    let back = home.wait_state("the old game back", |s| s["game"]["score"] == 100);
    assert_eq!(game(&back), (start_board(), 100, 0));
    t.wait_board("the old board", |b| b == start_board());
    assert_eq!(t.header(), Some((100, 500, 0)), "{}", t.describe());

    let saved = home.state_bytes();
    t.send_key(Key::Char('q'));
    let status = t.wait_exit(WAIT);
    assert!(status.success(), "exit status {status:?}\n{}", t.describe());
    t.assert_restored();
    assert_eq!(home.state_bytes(), saved, "quitting changes nothing");
}

/// Plays some moves, cycling through the arrows; returns how many were made.
fn play_some(t: &mut Tty, home: &Home, count: usize) -> usize {
    let keys = [Key::Left, Key::Up, Key::Right, Key::Down];
    let mut made = 0;
    for key in keys.iter().cycle().take(count) {
        if t.play(home, *key) {
            made += 1;
        }
    }
    made
}

fn tmp_files(home: &Home) -> Vec<String> {
    home.state_dir_names()
        .into_iter()
        .filter(|n| n.starts_with(".state.json.") && n.ends_with(".tmp"))
        .collect()
}

#[test]
fn resumes_after_kill_9() {
    let home = Home::new();
    let mut t = Spawn::new().arg("--seed").arg("11").start(&home);
    t.wait_for("SCORE");
    home.wait_state("the first save", |s| s["game"]["moves"] == 0);
    let made = play_some(&mut t, &home, 8);
    assert!(made >= 3, "only {made} of 8 moves were made");
    let before = home.state_bytes();
    let state = home.state();
    let (board, score, moves) = game(&state);
    assert_eq!(moves, made as u64);
    t.expect_board(&board);

    t.kill();
    let status = t.wait_exit(WAIT);
    assert!(!status.success(), "killed, yet {status:?}");
    assert_eq!(home.state_bytes(), before, "the file is the last save");
    assert_eq!(tmp_files(&home), Vec::<String>::new());
    drop(t);

    // A temporary file as a save cut short would leave it.
    let stale = home.state_dir().join(".state.json.Xy12Ab.tmp");
    fs::write(&stale, &before[..before.len() / 2]).unwrap();
    // Files beside it that are not its temporaries: left alone.
    let others = ["notes.tmp", ".state.json.keep", ".other.json.Xy12Ab.tmp"];
    for name in others {
        fs::write(home.state_dir().join(name), b"not ours").unwrap();
    }

    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back: your game is as you left it");
    t.expect_board(&board);
    // BEST: the games that ended (none yet) and the one in play.
    let best = state["best"]["4"].as_u64().unwrap_or(0).max(score);
    assert_eq!(t.header(), Some((score, best, moves)), "{}", t.describe());
    assert_eq!(
        home.state_bytes(),
        before,
        "resuming does not rewrite the file"
    );
    assert_eq!(
        tmp_files(&home),
        Vec::<String>::new(),
        "stale temporary kept"
    );
    for name in others {
        assert_eq!(
            fs::read(home.state_dir().join(name)).unwrap(),
            b"not ours",
            "{name}"
        );
    }
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    t.assert_restored();
}

#[test]
fn kill_9_in_a_burst_of_saves_leaves_a_whole_file() {
    let home = Home::new();
    let mut t = Spawn::new().arg("--seed").arg("5").start(&home);
    t.wait_for("SCORE");
    home.wait_state("the first save", |s| s["game"]["moves"] == 0);
    // Many moves without waiting, then kill while they are being saved.
    let burst: String = "\x1b[D\x1b[A\x1b[C\x1b[B".repeat(100);
    t.send(&burst);
    home.wait_state("a few saves", |s| s["game"]["moves"].as_u64() >= Some(3));
    t.kill();
    t.wait_exit(WAIT);
    drop(t);

    let state = home.state();
    assert_eq!(state["version"], 1);
    let board = board_in(&state);
    assert_eq!(board.len(), 4);

    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back: your game is as you left it");
    let (_, score, moves) = game(&state);
    t.wait_until("the saved score and moves", |s| {
        header_of(&s.lines().map(str::to_string).collect::<Vec<_>>())
            .is_some_and(|(sc, _, mv)| (sc, mv) == (score, moves))
    });
    // (A box over the board hides some tiles once the game is over.)
    if state["game"]["status"] == "playing" {
        t.expect_board(&board);
    }
    assert_eq!(tmp_files(&home), Vec::<String>::new());
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn size_and_seed_start_a_new_game_over_a_saved_one() {
    let home = Home::new();
    home.write_state(state_json(&start_board(), 100, 500).as_bytes());
    let mut t = Spawn::new()
        .args(["--size", "5", "--seed", "3"])
        .start(&home);
    t.wait_for("New game — u brings the saved one back");
    let state = home.wait_state("a 5×5 game", |s| s["game"]["size"] == 5);
    let board = board_in(&state);
    assert_eq!(board.len(), 5);
    assert!(board.iter().all(|r| r.len() == 5), "{board:?}");
    assert_eq!(tile_count(&board), 2);
    assert_eq!(state["game"]["score"], 0);
    let undo = state["undo"].as_array().expect("undo list");
    assert_eq!(undo.len(), 1, "the saved game is one undo away");
    assert_eq!(undo[0]["board"], serde_json::json!(start_board()));
    assert_eq!(undo[0]["score"], 100);
    assert_eq!(undo[0]["size"], 4);
    assert_eq!(state["best"]["4"], 500, "the 4×4 best is kept");
    t.expect_board(&board);

    t.send_key(Key::Char('u'));
    let back = home.wait_state("the 4×4 game back", |s| s["game"]["size"] == 4);
    assert_eq!(game(&back), (start_board(), 100, 0));
    t.wait_board("the 4×4 board", |b| b == start_board());
    assert_eq!(t.header(), Some((100, 500, 0)), "{}", t.describe());
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn the_same_seed_and_keys_give_the_same_game() {
    let keys = [
        Key::Left,
        Key::Down,
        Key::Right,
        Key::Up,
        Key::Left,
        Key::Down,
        Key::Down,
        Key::Right,
        Key::Left,
        Key::Up,
    ];
    let run = || {
        let home = Home::new();
        let mut t = Spawn::new()
            .args(["--size", "5", "--seed", "3"])
            .start(&home);
        t.wait_for("SCORE");
        let first = board_in(&home.wait_state("the first save", |s| s["game"]["size"] == 5));
        let made: Vec<bool> = keys.iter().map(|&k| t.play(&home, k)).collect();
        let state = home.state();
        t.send_key(Key::Char('q'));
        assert!(t.wait_exit(WAIT).success());
        (first, made, game(&state))
    };
    let (first_a, made_a, game_a) = run();
    let (first_b, made_b, game_b) = run();
    assert_eq!(first_a, first_b, "the same seed, the same first tiles");
    assert_eq!(made_a, made_b);
    assert!(game_a.2 >= 5, "only {} moves were made", game_a.2);
    assert_eq!(game_a, game_b, "the same keys, the same game");
}

#[test]
fn best_never_goes_down_on_undo_and_the_next_run_shows_it() {
    let home = Home::new();
    let mut t = Spawn::new().args(["--seed", "3"]).start(&home);
    t.wait_for("SCORE");
    let keys = [Key::Left, Key::Up, Key::Right, Key::Down];
    let mut made = 0;
    for key in keys.iter().cycle().take(40) {
        made += usize::from(t.play(&home, *key));
        if made >= 6 && t.header().is_some_and(|(score, _, _)| score >= 8) {
            break;
        }
    }
    let (peak, best, moves) = t.header().unwrap();
    assert_eq!(best, peak, "{}", t.describe());
    // Undo until the score is below what was reached: BEST stays.
    for undone in 1..=moves {
        t.send("u");
        t.wait_until("the move undone", |s| {
            header_of(&s.lines().map(String::from).collect::<Vec<_>>())
                .is_some_and(|(_, _, m)| m == moves - undone)
        });
        let (score, best, _) = t.header().unwrap();
        assert_eq!(
            best,
            peak,
            "after {undone} undone at {score}: {}",
            t.describe()
        );
        if score < peak {
            break;
        }
    }
    assert!(t.header().unwrap().0 < peak, "{}", t.describe());
    let state = home.wait_state("the undo saved", |s| s["best"]["4"] == peak);
    assert!(state["game"]["score"].as_u64().unwrap() < peak);
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
    assert!(
        t.screen().contains(&format!("best {peak}"))
            || t.output().contains(&format!("best {peak}")),
        "{}",
        t.output()
    );
    // The next run shows the best reached.
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    assert_eq!(
        t.header().map(|(_, best, _)| best),
        Some(peak),
        "{}",
        t.describe()
    );
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
}
