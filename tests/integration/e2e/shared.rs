//! The lines a game leaves for a friend, every way it ends: played to its end in a
//! pseudo-terminal from a state file, quit, and what was printed on the normal screen fed
//! to `tui2048 verify`, which says "true" and exits 0. The line to share describes the
//! record under it, whatever happened since the win: kept going, undone, quit mid-game.

use super::harness::*;
use crate::verify_cli::grouped;

/// One move left (or right) and 2048 is made.
const NEAR_A_WIN: [[u64; 4]; 4] = [[1024, 1024, 2, 4], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];

/// One move left and the game is over, whatever tile comes.
const LAST_MOVE: [[u64; 4]; 4] = [
    [8, 16, 8, 16],
    [16, 8, 16, 8],
    [8, 16, 8, 16],
    [256, 256, 32, 64],
];

/// A game from `board` played with `keys` (each waited for, where it changes the screen)
/// and quit; what it printed after its quit line.
fn printed_after(board: [[u64; 4]; 4], keys: &[(Key, &str)]) -> (Home, String) {
    let home = Home::new();
    let board: Vec<Vec<u64>> = board.iter().map(|r| r.to_vec()).collect();
    home.write_state(state_json(&board, 1000, 1000).as_bytes());
    let mut t = Spawn::new()
        .size(36, 100)
        .args(["--name", "Ada"])
        .start(&home);
    t.expect_board(&board);
    for &(key, then) in keys {
        let before = t.screen();
        t.send_key(key);
        if then.is_empty() {
            t.wait_change(&before);
        } else {
            t.wait_for(then);
        }
    }
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
    let output = t.output();
    let after = output[output.rfind("tui2048: score").expect("the quit line")..].to_string();
    (home, after)
}

/// What `verify` says the game in `home`'s state file proves, with `declared` its help.
fn figures(home: &Home, declared: &str) -> String {
    let state = home.state();
    let game = &state["game"];
    let (score, moves) = (
        game["score"].as_u64().unwrap(),
        game["moves"].as_u64().unwrap(),
    );
    let tile = board_in(&state).into_iter().flatten().max().unwrap();
    let s = if moves == 1 { "" } else { "s" };
    format!(
        "{} points, largest tile {tile}, {moves} move{s} ({declared})",
        grouped(score)
    )
}

/// `printed`'s line to share, its record and the note under them, and what `verify` says
/// of them: exit 0 and one line, true, with `figures`.
fn verified_true(home: &Home, printed: &str, figures: &str) {
    let lines: Vec<&str> = printed.lines().collect();
    assert_eq!(
        lines.last().map(|l| l.trim_end()),
        Some("To share: paste the line and the record above; `tui2048 verify` checks them."),
        "{printed}"
    );
    let record = lines
        .iter()
        .position(|l| l.starts_with("tui2048-5:"))
        .expect("the record");
    assert!(
        lines[1].starts_with("tui2048 4×4 to 2048 · Ada · "),
        "{printed}"
    );
    let verified = run_plain(home, &["verify", printed]);
    assert_eq!(
        String::from_utf8(verified.stdout).unwrap(),
        format!(
            // Each game starts from a board the test set in the state file: what its
            // record proves is its moves from there, and says so.
            "line {}: true from a board it was given, not from its first tiles: a 4×4 game to \
             2048 by Ada: {figures}\n",
            record + 1
        )
    );
    assert_eq!(verified.status.code(), Some(0));
}

#[test]
fn a_game_won_kept_going_and_quit_mid_game_leaves_its_final_line() {
    let (home, printed) = printed_after(
        NEAR_A_WIN,
        &[
            (Key::Left, "You win"),
            (Key::Char('c'), ""),
            (Key::Right, ""),
        ],
    );
    // The line says 2 moves, as the record makes them, not the win's 1.
    assert!(printed.contains(" points · 2 moves · 0 undos"), "{printed}");
    let figures = figures(&home, "no undo, no hint");
    assert!(figures.ends_with(", largest tile 2048, 2 moves (no undo, no hint)"));
    verified_true(&home, &printed, &figures);
}

#[test]
fn a_game_won_and_quit_at_its_win_leaves_its_line() {
    let (home, printed) = printed_after(NEAR_A_WIN, &[(Key::Left, "You win")]);
    assert!(printed.contains(" points · 1 move · 0 undos"), "{printed}");
    verified_true(&home, &printed, &figures(&home, "no undo, no hint"));
}

#[test]
fn a_game_over_leaves_its_line() {
    let (home, printed) = printed_after(LAST_MOVE, &[(Key::Left, "Game over")]);
    let figures = figures(&home, "no undo, no hint");
    assert_eq!(
        figures,
        "1,512 points, largest tile 512, 1 move (no undo, no hint)"
    );
    verified_true(&home, &printed, &figures);
}

#[test]
fn a_win_undone_and_made_again_leaves_its_line_with_its_undo() {
    let (home, printed) = printed_after(
        NEAR_A_WIN,
        &[
            (Key::Left, "You win"),
            (Key::Char('u'), ""),
            (Key::Right, "You win"),
            (Key::Char('c'), ""),
            (Key::Down, ""),
        ],
    );
    assert!(printed.contains(" points · 2 moves · 1 undo"), "{printed}");
    verified_true(&home, &printed, &figures(&home, "1 undo, no hint"));
}

#[test]
fn a_game_quit_before_its_end_leaves_no_line() {
    let (_, printed) = printed_after(NEAR_A_WIN, &[(Key::Down, "")]);
    assert_eq!(printed.lines().count(), 1, "{printed}");
}

/// `coded` from base64 (RFC 4648, padded).
fn from_base64(coded: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let mut out = Vec::new();
    for chunk in coded.as_bytes().chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .filter(|(_, c)| **c != b'=')
            .fold(0u32, |n, (i, &c)| n | u32::from(value(c)) << (18 - 6 * i));
        let bytes = chunk.iter().filter(|&&c| c != b'=').count() - 1;
        out.extend(&n.to_be_bytes()[1..=bytes]);
    }
    out
}

#[test]
fn y_copies_the_line_and_its_record_and_says_so() {
    let home = Home::new();
    let board: Vec<Vec<u64>> = LAST_MOVE.iter().map(|r| r.to_vec()).collect();
    home.write_state(state_json(&board, 1000, 1000).as_bytes());
    let mut t = Spawn::new()
        .size(36, 100)
        .args(["--name", "Ada"])
        .start(&home);
    t.expect_board(&board);
    t.send_key(Key::Char('y'));
    t.wait_for("Nothing to copy yet: a game won or over has a line to share");
    t.send_key(Key::Left);
    t.wait_for("Game over");
    t.send_key(Key::Char('y'));
    t.wait_for("Copied: paste it to a friend");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
    let output = t.output();
    let start = output.find("\x1b]52;c;").expect("OSC 52") + 7;
    let end = start + output[start..].find('\x07').expect("its end");
    let copied = String::from_utf8(from_base64(&output[start..end])).unwrap();
    // What was copied is what is printed on quitting: the line to share, its record.
    let after = &output[output.rfind("tui2048: score").unwrap()..];
    let printed: Vec<&str> = after.lines().skip(1).take(2).collect();
    assert_eq!(copied, format!("{}\n{}\n", printed[0], printed[1]));
    let verified = run_plain(&home, &["verify", &copied]);
    assert_eq!(verified.status.code(), Some(0), "{verified:?}");
}
