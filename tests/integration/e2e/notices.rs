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
        assert!(said.contains("is not one of"), "{cols}×{rows}\n{first}");
        // The file's path and how many problems it has come after its problems.
        t.send("x");
        let path = t.wait_for("the rest was read");
        assert!(
            self::said(&path).contains("config.toml"),
            "{cols}×{rows}\n{path}"
        );
        // A key bound to nothing brings the next: a move that cannot be made would say
        // so first.
        t.send("x");
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

#[test]
fn under_a_chinese_locale_the_two_warnings_are_each_shown_whole_in_chinese_at_every_size() {
    for (rows, cols) in [(36, 100), (24, 80), (12, 34)] {
        let home = Home::new();
        broken(&home);
        let mut t = Spawn::new()
            .size(rows, cols)
            .env("LANG", "zh_CN.UTF-8")
            .start(&home);
        let first = t.wait_for("purple");
        let said: String = said(&first).split(' ').collect();
        let part = "第1行：theme=\"purple\"无效，可选classic、dark、high-contrast、stealth";
        assert!(said.contains(part), "{cols}×{rows}: {part}\n{first}");
        assert_eq!(
            first.contains("注意"),
            cols == 34,
            "a box only where the rows under the board are too few: {cols}×{rows}\n{first}"
        );
        // A key bound to nothing brings the next: a move that cannot be made would say
        // so first.
        t.send("x");
        let path = t.wait_for("其余设置已读取");
        assert!(
            self::said(&path).contains("config.toml"),
            "{cols}×{rows}\n{path}"
        );
        t.send("x");
        let second = t.wait_for("corrupt-");
        let said: String = self::said(&second).split(' ').collect();
        assert!(
            said.contains("存档不完整：保留了最高分，丢失了统计、当前对局和撤销记录；原文件已另存为state.json.corrupt-"),
            "{cols}×{rows}\n{second}"
        );
        assert!(!said.contains("purple"), "{cols}×{rows}\n{second}");
        t.send_key(Key::Left);
        t.wait_until("the notices read", |s| {
            !s.contains("corrupt-") && !s.contains("注意")
        });
        t.send("q");
        assert!(t.wait_exit(WAIT).success());
        assert!(t.output().contains("tui2048：分数"), "{}", t.output());
    }
}

#[test]
fn t_on_a_theme_table_says_in_chinese_why_the_file_was_left_as_it_is() {
    let home = Home::new();
    let config = home.state_dir().join("config.toml");
    fs::create_dir_all(home.state_dir()).unwrap();
    let text = "# mine\n[theme]\nname = \"dark\" # the night one\n";
    fs::write(&config, text).unwrap();
    let mut t = Spawn::new()
        .size(24, 80)
        .env("LANG", "zh_CN.UTF-8")
        .start(&home);
    t.wait_for("分数");
    t.send("t");
    let screen = t.wait_for("仅本次有效");
    let said: String = said(&screen).split(' ').collect();
    assert!(
        said.contains("第2行把theme写成了表，游戏读不了，文件保持原样"),
        "{screen}"
    );
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
    assert_eq!(fs::read_to_string(&config).unwrap(), text);
}
