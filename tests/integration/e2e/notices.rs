//! Notices through the real program: a broken settings file and a damaged save both said
//! at start, one after the other, whole at every size; and a path from outside that holds
//! control characters never drives the terminal.

use std::fs;
use std::process::Command;

use super::harness::*;

/// The words of a screen, a box's borders left out, as one line.
fn said(screen: &str) -> String {
    screen
        .split(|c: char| c.is_whitespace() || "│╭╮╰╯─".contains(c))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A broken settings file and a save cut short, in the home's config folder.
fn broken(home: &Home) {
    home.write_state(b"{\"version\": 1, \"best\": {\"4\": 500}, \"game\": {\"board\": [[2, 0");
    fs::write(
        home.state_dir().join("config.toml"),
        "theme = \"purple\"\nmouse = true\n",
    )
    .unwrap();
}

#[test]
fn a_broken_settings_file_and_a_damaged_save_are_each_shown_whole_at_every_size() {
    for (rows, cols) in [(36, 100), (24, 80), (12, 34)] {
        let home = Home::new();
        broken(&home);
        let mut t = Spawn::new().size(rows, cols).start(&home);
        let first = t.wait_for("purple");
        let said = said(&first);
        for part in ["config.toml", "is not one of", "the rest was read"] {
            assert!(said.contains(part), "{cols}×{rows}: {part}\n{first}");
        }
        t.send_key(Key::Left);
        let second = t.wait_for("kept as");
        let said = self::said(&second);
        assert!(
            said.contains("state.json.corrupt-"),
            "{cols}×{rows}\n{second}"
        );
        assert!(!said.contains("purple"), "{cols}×{rows}\n{second}");
        t.send_key(Key::Left);
        t.wait_until("the notices read", |s| {
            !s.contains("kept as") && !s.contains("Read me")
        });
        t.send("q");
        assert!(t.wait_exit(WAIT).success());
    }
}

#[test]
fn a_path_with_control_characters_is_shown_escaped_and_never_sent() {
    let home = Home::new();
    let dir = home.path().join("x\u{1b}]0;TITLE\u{7}y");
    fs::create_dir(&dir).unwrap();
    let state = dir.join("s.json");
    let mut t = Spawn::new().arg("--state").arg(&state).start(&home);
    t.wait_for("SCORE");
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
    let out = t.output();
    assert!(!out.contains("\u{1b}]0;TITLE"), "{out:?}");
    assert!(out.contains("x\\e]0;TITLE^Gy/s.json"), "{out:?}");
    // On standard error, as every command says it.
    let missing = dir.join("none.json");
    let export = Command::new(binary())
        .arg("--state")
        .arg(&missing)
        .arg("export")
        .env_clear()
        .env("HOME", home.path())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&export.stderr);
    assert_eq!(export.status.code(), Some(1), "{said}");
    assert!(!said.contains('\u{1b}'), "{said:?}");
    assert!(said.contains("x\\e]0;TITLE^Gy/none.json"), "{said:?}");
}
