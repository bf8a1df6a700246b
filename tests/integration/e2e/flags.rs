//! Every flag and variable of a game, one by one, checked where it shows: the file written
//! and the rules saved in it, the colours sent, the frames drawn.

use std::fs;
use std::path::Path;

use serde_json::Value;

use super::harness::*;

fn read_json(path: &Path) -> Value {
    serde_json::from_slice(&fs::read(path).expect("the state file")).expect("JSON")
}

/// Waits until the file at `path` exists and parses.
fn wait_file(path: &Path) -> Value {
    let start = std::time::Instant::now();
    loop {
        if let Ok(bytes) = fs::read(path) {
            return serde_json::from_slice(&bytes).expect("JSON");
        }
        assert!(
            start.elapsed() < WAIT,
            "{} was never written",
            path.display()
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

fn quit(mut t: Tty) {
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn state_flag_names_the_file() {
    let home = Home::new();
    let path = home.path().join("elsewhere").join("mine.json");
    let t = Spawn::new().arg("--state").arg(&path).start(&home);
    let state = wait_file(&path);
    assert_eq!(state["game"]["size"], 4);
    quit(t);
    assert!(!home.state_dir().exists(), "the default file was made too");
}

#[test]
fn state_variable_names_the_file_and_the_flag_wins_over_it() {
    let home = Home::new();
    let by_variable = home.path().join("var.json");
    let t = Spawn::new().env("TUI2048_STATE", &by_variable).start(&home);
    wait_file(&by_variable);
    quit(t);
    assert!(!home.state_dir().exists(), "the default file was made too");

    let by_flag = home.path().join("flag.json");
    let before = fs::read(&by_variable).unwrap();
    let t = Spawn::new()
        .env("TUI2048_STATE", &by_variable)
        .arg("--state")
        .arg(&by_flag)
        .args(["--size", "3"])
        .start(&home);
    assert_eq!(wait_file(&by_flag)["game"]["size"], 3);
    quit(t);
    assert_eq!(fs::read(&by_variable).unwrap(), before);
}

#[test]
fn target_flag_is_the_saved_target_and_the_goal_shown() {
    let home = Home::new();
    let mut t = Spawn::new().args(["--target", "64"]).start(&home);
    t.wait_for("get to 64!");
    let state = home.wait_state("the game saved", |s| s["game"].is_object());
    assert_eq!(state["game"]["target"], 64);
    assert_eq!(state["game"]["spawn"], "classic");
    quit(t);
}

#[test]
fn spawn_flag_is_the_saved_rule() {
    let home = Home::new();
    let t = Spawn::new().args(["--spawn", "scaled"]).start(&home);
    let state = home.wait_state("the game saved", |s| s["game"].is_object());
    assert_eq!(state["game"]["spawn"], "scaled");
    assert_eq!(state["game"]["target"], 2048);
    quit(t);
}

#[test]
fn size_flag_is_the_saved_size() {
    for size in [3u64, 6, 8] {
        let home = Home::new();
        let t = Spawn::new()
            .args(["--size", &size.to_string()])
            .start(&home);
        let state = home.wait_state("the game saved", |s| s["game"].is_object());
        assert_eq!(state["game"]["size"], size);
        assert_eq!(board_in(&state).len() as u64, size);
        quit(t);
    }
}

/// The output of a game started with `args` in true colour, once its first frame is up.
fn first_frame(args: &[&str]) -> String {
    let home = Home::new();
    let mut t = Spawn::new()
        .colour()
        .args(args.iter().copied())
        .start(&home);
    t.wait_for("SCORE");
    let out = t.output();
    quit(t);
    out
}

/// The true-colour background sequence of a colour.
fn bg(rgb: u32) -> String {
    format!("48;2;{};{};{}m", rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff)
}

#[test]
fn theme_flag_paints_the_board_in_that_theme() {
    // Each theme's board colour (behind the tiles), and none of the others'.
    let boards = [
        ("classic", 0xbbada0),
        ("dark", 0x2a2723),
        ("high-contrast", 0x000000),
        ("stealth", 0x1c1c1c),
    ];
    for (theme, colour) in boards {
        let out = first_frame(&["--theme", theme]);
        assert!(out.contains(&bg(colour)), "{theme}: no {}", bg(colour));
        for (other, c) in boards {
            if other != theme {
                assert!(!out.contains(&bg(c)), "{theme} drew {other}'s board");
            }
        }
    }
    // No flag: the classic theme.
    assert!(first_frame(&[]).contains(&bg(0xbbada0)));
}

#[test]
fn no_color_sends_no_colour_at_all() {
    let home = Home::new();
    // The harness's default terminal has NO_COLOR set, and COLORTERM too here.
    let mut t = Spawn::new().env("COLORTERM", "truecolor").start(&home);
    t.wait_for("SCORE");
    assert!(t.play(&home, Key::Left) || t.play(&home, Key::Right));
    let out = t.output();
    for seq in ["38;2;", "48;2;", "38;5;", "48;5;"] {
        assert!(!out.contains(seq), "{seq} sent under NO_COLOR");
    }
    quit(t);
}

/// How many frames the program drew after a move, until the screen settled.
fn frames_for_a_move(args: &[&str]) -> usize {
    let home = Home::new();
    home.write_state(
        state_json(
            &[
                vec![2, 2, 0, 0],
                vec![0, 0, 0, 0],
                vec![0, 0, 0, 0],
                vec![0, 0, 0, 4],
            ],
            0,
            0,
        )
        .as_bytes(),
    );
    let mut t = Spawn::new()
        .colour()
        .args(args.iter().copied())
        .start(&home);
    t.wait_for("Welcome back");
    // Past the first frame's own follow-ups.
    std::thread::sleep(std::time::Duration::from_millis(300));
    let before = t.output().len();
    assert!(t.play(&home, Key::Left));
    // Long past the animation's 120 ms and the rising gain's 600 ms.
    std::thread::sleep(std::time::Duration::from_millis(900));
    let out = t.output();
    quit(t);
    // Every frame with something to draw ends with one reset of the style.
    out[before..].matches("\x1b[0m").count()
}

#[test]
fn no_anim_draws_a_move_in_one_frame() {
    // The move in one frame, and its points gone after their 600 ms in one more.
    assert_eq!(frames_for_a_move(&["--no-anim"]), 2);
    // Animated, the slide, the pop and the rising gain take several.
    let animated = frames_for_a_move(&[]);
    assert!(animated >= 3, "{animated} frames");
}

#[test]
fn the_state_file_is_the_last_word_on_a_game_only_without_flags() {
    // A game saved with one target; a plain start resumes it, rules and all.
    let home = Home::new();
    let t = Spawn::new()
        .args(["--target", "128", "--size", "5"])
        .start(&home);
    home.wait_state("the game saved", |s| s["game"]["target"] == 128);
    quit(t);
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    assert!(t.play(&home, Key::Left) || t.play(&home, Key::Right) || t.play(&home, Key::Up));
    let state = read_json(&home.state_path());
    assert_eq!(state["game"]["size"], 5);
    assert_eq!(state["game"]["target"], 128);
    quit(t);
}
