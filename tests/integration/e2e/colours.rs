//! The colour codes the real program sends, as the environment and `--colors` choose.

use super::harness::*;

/// A saved game with every tile from 2 to 4096 on the board.
fn every_tile(home: &Home) {
    let board = vec![
        vec![2, 4, 8, 16],
        vec![32, 64, 128, 256],
        vec![512, 1024, 2048, 4096],
        vec![0, 0, 0, 0],
    ];
    home.write_state(state_json(&board, 1000, 1000).as_bytes());
}

/// Everything the program sends for its first screen, until it quits.
fn output_of(spawn: Spawn) -> (String, Option<Vec<Vec<u64>>>) {
    let home = Home::new();
    every_tile(&home);
    let mut t = spawn.start(&home);
    // (A first run in guessed 256 colours says how to get true colour first.)
    t.wait_until("the first words", |s| {
        s.contains("Welcome back") || s.contains("256 colours guessed")
    });
    // The 4096 tile, in narrow digits at this size.
    let top = tui2048_ui::digits::Glyphs::Narrow.render("4096").unwrap()[0].clone();
    t.wait_for(&top);
    let board = t.board();
    t.send("q");
    let status = t.wait_exit(WAIT);
    assert!(status.success(), "{status:?}");
    t.assert_restored();
    (t.output(), board)
}

/// The colour parameters (30–49, 90–97, 100–107) of every SGR sequence in `text`.
fn colour_codes(text: &str) -> Vec<u16> {
    let mut codes = Vec::new();
    for part in text.split("\x1b[").skip(1) {
        let end = part
            .find(|c: char| !(c.is_ascii_digit() || c == ';'))
            .unwrap_or(part.len());
        if !part[end..].starts_with('m') {
            continue;
        }
        codes.extend(
            part[..end]
                .split(';')
                .filter_map(|p| p.parse::<u16>().ok())
                .filter(|p| matches!(p, 30..=49 | 90..=97 | 100..=107)),
        );
    }
    codes
}

const WIDE: [&str; 4] = ["38;5;", "48;5;", "38;2;", "48;2;"];

fn assert_sixteen_colours(out: &str, board: Option<Vec<Vec<u64>>>, how: &str) {
    for seq in WIDE {
        assert!(!out.contains(seq), "{how}: sent {seq:?}");
    }
    let codes = colour_codes(out);
    assert!(
        codes.iter().any(|c| (40..=47).contains(c))
            && codes.iter().any(|c| (100..=107).contains(c)),
        "{how}: no 16-colour backgrounds in {codes:?}"
    );
    // The grid lines are drawn, so the board reads as it does without colour.
    assert_eq!(board.map(|b| b[2][2]), Some(2048), "{how}");
}

#[test]
fn the_colors_flag_16_sends_only_16_colour_codes() {
    // NO_COLOR stays set: a flag on the command line wins over the environment.
    let (out, board) = output_of(Spawn::new().args(["--colors", "16"]));
    assert_sixteen_colours(&out, board, "--colors 16");
}

#[test]
fn the_linux_console_gets_16_colours() {
    let spawn = Spawn::new().unset("NO_COLOR").env("TERM", "linux");
    let (out, board) = output_of(spawn);
    assert_sixteen_colours(&out, board, "TERM=linux");
}

#[test]
fn a_256_colour_terminal_gets_256_colours() {
    let spawn = Spawn::new().unset("NO_COLOR").env("TERM", "xterm-256color");
    let (out, _) = output_of(spawn);
    assert!(out.contains("48;5;") && !out.contains("48;2;"));
    assert!(!colour_codes(&out).iter().any(|c| (100..=107).contains(c)));
}

#[test]
fn colorterm_truecolor_gets_true_colour() {
    let (out, _) = output_of(Spawn::new().colour());
    assert!(out.contains("48;2;") && out.contains("38;2;"));
    assert!(!out.contains("48;5;"));
}

#[test]
fn no_color_sends_no_colour_and_a_flag_overrides_it() {
    let (out, board) = output_of(Spawn::new().env("TERM", "linux"));
    let codes = colour_codes(&out);
    assert!(
        codes.iter().all(|&c| c == 39 || c == 49),
        "NO_COLOR: {codes:?}"
    );
    assert_eq!(board.map(|b| b[2][2]), Some(2048));
    let (out, _) = output_of(Spawn::new().args(["--colors", "256"]));
    assert!(out.contains("48;5;"), "--colors 256 under NO_COLOR");
}

/// The status line's words at the start of a run in `spawn`, and the settings file after.
fn first_words(home: &Home, spawn: Spawn) -> (String, String) {
    let mut t = spawn.start(home);
    let screen = t.wait_until("the first words", |s| {
        s.contains("Welcome back") || s.contains("256 colours guessed")
    });
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
    let config = std::fs::read_to_string(home.state_dir().join("config.toml")).unwrap_or_default();
    (screen, config)
}

#[test]
fn a_guess_of_256_colours_says_once_how_to_get_the_true_palette() {
    let tip = "256 colours guessed: for the original's palette, --colors truecolor (see ?)";
    let home = Home::new();
    every_tile(&home);
    let spawn = || Spawn::new().unset("NO_COLOR").env("TERM", "xterm-256color");
    let (screen, config) = first_words(&home, spawn());
    assert!(screen.contains(tip), "{screen}");
    // Kept with the settings, so the next run says it no more.
    assert!(config.ends_with("truecolor_tip = \"seen\"\n"), "{config}");
    let (screen, again) = first_words(&home, spawn());
    assert!(!screen.contains("256 colours"), "{screen}");
    assert!(screen.contains("Welcome back"), "{screen}");
    assert_eq!(again, config);
    // The help says how, while the colours are 256.
    let mut t = spawn().start(&home);
    t.wait_for("Welcome back");
    t.send("?");
    let help = t.wait_for("Keys");
    let words = help
        .lines()
        .map(|l| l.trim_matches(|c| c == '│' || c == ' '))
        .collect::<Vec<_>>()
        .join(" ");
    for said in [
        "--colors truecolor",
        "colors = \"truecolor\"",
        "set -as terminal-features ',*:RGB'",
        "set -ga update-environment COLORTERM",
        "SendEnv COLORTERM",
        "AcceptEnv COLORTERM",
    ] {
        assert!(words.contains(said), "{said}: {help}");
    }
    t.send("q");
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn no_word_of_the_true_palette_where_the_colours_were_not_guessed_as_256() {
    let cases = [
        ("true colour", Spawn::new().colour()),
        (
            "256 by the flag",
            Spawn::new().unset("NO_COLOR").args(["--colors", "256"]),
        ),
        (
            "16 colours",
            Spawn::new().unset("NO_COLOR").env("TERM", "linux"),
        ),
        ("no colour", Spawn::new()),
    ];
    for (what, spawn) in cases {
        let home = Home::new();
        every_tile(&home);
        let (screen, config) = first_words(&home, spawn);
        assert!(screen.contains("Welcome back"), "{what}: {screen}");
        assert!(!config.contains("truecolor_tip"), "{what}: {config}");
    }
    // Nor where the settings file names the colours.
    let home = Home::new();
    every_tile(&home);
    std::fs::write(home.state_dir().join("config.toml"), "colors = 256\n").unwrap();
    let spawn = Spawn::new().unset("NO_COLOR");
    let (screen, config) = first_words(&home, spawn);
    assert!(screen.contains("Welcome back"), "{screen}");
    assert_eq!(config, "colors = 256\n");
}

#[test]
fn the_palette_tip_follows_a_settings_warning_and_is_kept_as_seen_where_the_file_can_take_it() {
    let tip = "256colours guessed:fortheoriginal'spalette,--colorstruecolor(see?)".replace(' ', "");
    let spawn = || Spawn::new().unset("NO_COLOR").env("TERM", "xterm-256color");
    // An unknown key: the warning first, then the tip; "seen" is kept beside the key.
    let home = Home::new();
    every_tile(&home);
    let config = home.state_dir().join("config.toml");
    std::fs::write(&config, "colour = \"x\"\n").unwrap();
    let mut t = spawn().start(&home);
    t.wait_for("colour");
    let first = t.wait_for("unknown key");
    assert!(!first.contains("256 colours guessed"), "{first}");
    // The file's path and how many problems, then the tip.
    t.send("x");
    t.wait_for("config.toml");
    t.send("x");
    let second = t.wait_for("256 colours guessed");
    assert!(second.replace(' ', "").contains(&tip), "{second}");
    t.send("x");
    t.wait_for("Welcome back");
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
    assert_eq!(
        std::fs::read_to_string(&config).unwrap(),
        "colour = \"x\"\ntruecolor_tip = \"seen\"\n"
    );
    // Seen: the next run has the warning and the welcome, no tip.
    let mut t = spawn().start(&home);
    t.wait_for("unknown key");
    t.send("x");
    t.wait_for("config.toml");
    t.send("x");
    let next = t.wait_for("Welcome back");
    assert!(!next.contains("256 colours"), "{next}");
    t.send("q");
    assert!(t.wait_exit(WAIT).success());

    // A file that does not parse cannot keep it: the tip shows after the error on every
    // run, and the file is never touched.
    let home = Home::new();
    every_tile(&home);
    let config = home.state_dir().join("config.toml");
    std::fs::write(&config, "colors = \n").unwrap();
    for run in 0..2 {
        let mut t = spawn().start(&home);
        let first = t.wait_for("config.toml");
        assert!(!first.contains("256 colours guessed"), "run {run}: {first}");
        t.send("x");
        t.wait_for("256 colours guessed");
        t.send("x");
        t.wait_for("Welcome back");
        t.send("q");
        assert!(t.wait_exit(WAIT).success());
        assert_eq!(std::fs::read_to_string(&config).unwrap(), "colors = \n");
    }
}

#[test]
fn the_daily_game_with_a_settings_warning_says_the_warning_the_tip_then_the_daily_words() {
    let home = Home::new();
    let config = home.state_dir().join("config.toml");
    std::fs::create_dir_all(home.state_dir()).unwrap();
    std::fs::write(&config, "colour = \"x\"\n").unwrap();
    let spawn = Spawn::new()
        .unset("NO_COLOR")
        .env("TERM", "xterm-256color")
        .arg("--daily");
    let mut t = spawn.start(&home);
    let first = t.wait_for("unknown key");
    assert!(!first.contains("256 colours guessed"), "{first}");
    t.send("x");
    t.wait_for("config.toml");
    t.send("x");
    t.wait_for("256 colours guessed");
    t.send("x");
    let third = t.wait_until("the daily words", |s| {
        !s.contains("256 colours guessed") && !s.contains("config.toml")
    });
    t.send("q");
    assert!(t.wait_exit(WAIT).success(), "{third}");
    assert!(
        std::fs::read_to_string(&config)
            .unwrap()
            .contains("truecolor_tip = \"seen\"")
    );
}
