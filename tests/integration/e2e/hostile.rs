//! Text from outside never drives the terminal: hostile settings keys, `[keys]` actions
//! and keys, a state file's fields, flags' values, through the real program in both
//! interfaces and its commands, every byte written scanned. A control character (C0
//! other than a line's end, DEL, C1), an escape sequence or a mark of direction comes out
//! as its sign, never as itself; and a progress line is never redrawn with an erase on a
//! dumb terminal.

use std::fs;

use super::harness::*;
use tui2048_engine::game::{GameState, Origin, Record, Rules};

/// The characters found in `bytes` that may not reach a terminal: control characters but
/// a line's end (`\n`, and the `\r` the terminal adds before it), DEL, C1, the marks of
/// direction; and any byte that is not UTF-8.
fn hostile_in(bytes: &[u8]) -> Vec<String> {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return vec!["not UTF-8".to_string()];
    };
    text.chars()
        .filter(|&c| {
            let code = c as u32;
            (code < 0x20 && c != '\n' && c != '\r')
                || (0x7f..0xa0).contains(&code)
                || matches!(
                    c,
                    '\u{61c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}'
                        | '\u{2066}'..='\u{2069}'
                )
        })
        .map(|c| format!("U+{:04X}", c as u32))
        .collect()
}

/// A settings file of `text` in `home`'s config folder.
fn settings(home: &Home, text: &str) {
    fs::create_dir_all(home.state_dir()).unwrap();
    fs::write(home.state_dir().join("config.toml"), text).unwrap();
}

/// The plain interface started in `home`, the line that holds `sign` waited for, then
/// quit: every byte it wrote.
fn plain_output(home: &Home, sign: &str) -> String {
    let mut t = Spawn::new().arg("--plain").start(home);
    let start = std::time::Instant::now();
    while !t.output().contains(sign) {
        assert!(start.elapsed() < WAIT, "no {sign:?} in\n{}", t.output());
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
    t.output()
}

/// Each hostile text, each where the settings file can put it, and the sign the warning
/// shows instead.
const CASES: [(&str, &str); 12] = [
    // A key's name that sets the window's title.
    (
        r#""\u001b]0;pwned\u0007" = 1"#,
        r#"unknown key "\e]0;pwned^G""#,
    ),
    // NUL, BEL and an 8-bit CSI in a key's name.
    (r#""a\u0000b\u0007c\u009b2J" = 1"#, r#""a^@b^Gc\x9b2J""#),
    // A mark that turns the line right to left.
    (r#""\u202eevil" = 1"#, r#""\u{202e}evil""#),
    // An action named with a sequence that clears the screen.
    (
        "[keys]\n\"\\u001b[2J\" = \"x\"",
        r#"unknown action "\e[2J""#,
    ),
    // A key named so.
    ("[keys]\nleft = \"\\u001b[2J\"", r#""\e[2J" is not a key"#),
    // A key that is a control character, an 8-bit CSI, a mark of direction alone.
    ("[keys]\nleft = [\"\\u0000\"]", "left cannot have U+0000"),
    ("[keys]\nleft = \"\\u009b\"", "left cannot have U+009B"),
    ("[keys]\nleft = \"\\u202e\"", "left cannot have U+202E"),
    // One in a key given twice, one in a value.
    ("[keys]\nleft = \"x\\u202e\"", r#""x\u{202e}" is not a key"#),
    ("[keys]\nup = \"\\u200f\"", "up cannot have U+200F"),
    (r#"theme = "\u202e\u0007dark""#, "is not one of"),
    // A name too long is refused, not cut without a word.
    (
        r#"name = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx""#,
        "name has 30 characters: a name is at most 24",
    ),
];

#[test]
fn no_settings_key_action_or_key_reaches_the_plain_interface_raw() {
    for (text, sign) in CASES {
        let home = Home::new();
        settings(&home, text);
        let out = plain_output(&home, sign);
        assert_eq!(
            hostile_in(out.as_bytes()),
            Vec::<String>::new(),
            "{text}\n{out:?}"
        );
        assert!(out.contains(sign), "{text}\n{out:?}");
    }
}

/// The words of a screen, a box's borders left out, as one line.
fn said(screen: &str) -> String {
    screen
        .split(|c: char| c.is_whitespace() || "│╭╮╰╯─".contains(c))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn no_settings_key_reaches_the_full_screen_raw() {
    for (text, sign) in [CASES[0], CASES[2], CASES[4], CASES[7]] {
        let home = Home::new();
        settings(&home, text);
        let mut t = Spawn::new().size(30, 200).start(&home);
        t.wait_until(sign, |s| said(s).contains(sign));
        t.send("q");
        assert!(t.wait_exit(WAIT).success());
        let out = t.output();
        // The screen's own sequences are there; none of the file's.
        for raw in [
            "\u{1b}]0;pwned",
            "pwned\u{7}",
            "\u{1b}[2J\"",
            "\u{202e}",
            "\u{9b}",
        ] {
            assert!(!out.contains(raw), "{text}: {raw:?} in\n{out:?}");
        }
    }
}

/// A state file whose rule of spawns is a title's sequence and a mark of direction: the
/// game is kept aside, and the line that says why quotes it as signs.
#[test]
fn a_state_files_field_is_quoted_as_signs_where_the_game_is_kept_aside() {
    let board = vec![vec![2, 0, 0, 0], vec![0; 4], vec![0; 4], vec![0, 0, 0, 4]];
    let mut state: serde_json::Value = serde_json::from_str(&state_json(&board, 0, 0)).unwrap();
    state["game"]["spawn"] = "\u{1b}]0;pwned\u{7}\u{202e}".into();
    let home = Home::new();
    home.write_state(state.to_string().as_bytes());
    let out = plain_output(&home, "corrupt-");
    assert_eq!(hostile_in(out.as_bytes()), Vec::<String>::new(), "{out:?}");
    assert!(out.contains("\\e]0;pwned^G\\u{202e}"), "{out:?}");
}

#[test]
fn a_flags_value_and_a_name_too_long_are_refused_in_a_clean_line() {
    let home = Home::new();
    let run = |args: &[&str]| crate::support::run_in(home.path(), args, None);
    let out = run(&["--theme", "\u{1b}]0;pwned\u{7}\u{202e}\u{9b}"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(hostile_in(&out.stderr), Vec::<String>::new(), "{out:?}");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("'\\e]0;pwned^G\\u{202e}\\x9b'"), "{said}");
    let name = "x".repeat(30);
    for args in [
        vec!["--name", &name],
        vec!["export", "--share", "--name", &name],
    ] {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(
            said.contains("a name is at most 24 characters; this one has 30"),
            "{said}"
        );
    }
    // Up to the limit, a name is taken whole.
    let out = run(&["--name", &"x".repeat(24), "export"]);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(!said.contains("a name is at most"), "{said}");
    // Words pasted to `verify` with escape sequences in them: its words come out clean.
    let out = run(&["verify", "\u{1b}]0;pwned\u{7} \u{202e} tui2048-\u{9b}"]);
    assert_eq!(hostile_in(&out.stdout), Vec::<String>::new(), "{out:?}");
    assert_eq!(hostile_in(&out.stderr), Vec::<String>::new(), "{out:?}");
}

/// A dumb terminal (Emacs' shell, a screen reader's console) shows an erase as text:
/// `review` and `bench` write no progress line there, nor any other escape.
#[test]
fn review_and_bench_redraw_no_line_on_a_dumb_terminal() {
    let home = Home::new();
    let state = GameState::new(Rules::default(), 8);
    let record = Record::starting(&state, Origin::Seed(8));
    let (mut record, _) = crate::support::cycled(state, record, 30);
    record.finish(1_796_083_208);
    let file = home.path().join("game.txt");
    fs::write(&file, record.encode()).unwrap();
    let runs: [&[&str]; 2] = [
        &["review", "game.txt", "--json"],
        &["bench", "--games", "2", "--depth", "1"],
    ];
    for args in runs {
        let mut t = Spawn::new().env("TERM", "dumb").args(args).start(&home);
        assert!(t.wait_exit(WAIT).success(), "{args:?}\n{}", t.output());
        let out = t.output();
        assert!(!out.contains('\u{1b}'), "{args:?}: {out:?}");
        assert_eq!(
            hostile_in(out.as_bytes()),
            Vec::<String>::new(),
            "{args:?}: {out:?}"
        );
        assert!(
            out.contains('{') || out.contains("games"),
            "{args:?}: {out:?}"
        );
    }
}

/// With sounds on, the bell is the one control character the plain interface writes, one
/// byte a key that does nothing; a BEL from outside still comes out as its sign. With
/// sounds off, there is none.
#[test]
fn the_plain_interfaces_bell_is_its_own_and_only_with_sounds_on() {
    for (sounds, bells) in [("true", 1), ("false", 0)] {
        let home = Home::new();
        settings(&home, &format!("{}\nsounds = {sounds}\n", CASES[1].0));
        let mut t = Spawn::new().arg("--plain").start(&home);
        let start = std::time::Instant::now();
        while !t.output().contains(CASES[1].1) {
            assert!(start.elapsed() < WAIT, "no warning in\n{}", t.output());
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        t.send("x");
        while !t.output().contains("x: not a key of the game") {
            assert!(start.elapsed() < WAIT, "no answer in\n{}", t.output());
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        t.send("q");
        assert!(t.wait_exit(WAIT).success());
        let out = t.output();
        assert_eq!(
            hostile_in(out.as_bytes()),
            vec!["U+0007".to_string(); bells],
            "sounds = {sounds}\n{out:?}"
        );
    }
}
