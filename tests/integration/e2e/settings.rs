//! The settings file and the keys a player trusts, through the real program: the theme
//! key read from the screen's colours and kept for the next run, a flag against the file,
//! a file written by hand (commented, broken), Esc on the board, and `r` in the daily
//! game.

use std::fs;
use std::thread;
use std::time::{Duration, Instant};

use tui2048_ui::theme::{CLASSIC, DARK, HIGH_CONTRAST, Palette, Rgb, STEALTH};

use super::harness::*;

/// A saved game whose board has one 1024, the only one on the screen.
fn with_1024(home: &Home) {
    let board = vec![
        vec![1024, 2, 0, 0],
        vec![0, 0, 0, 0],
        vec![0, 0, 0, 0],
        vec![0, 0, 0, 0],
    ];
    home.write_state(state_json(&board, 0, 0).as_bytes());
}

/// The colour of the 1024 tile of a theme, in true colour.
fn tile_1024(palette: &Palette) -> vt100::Color {
    let Rgb(r, g, b) = palette.tiles[9];
    vt100::Color::Rgb(r, g, b)
}

/// Waits until the 1024 tile has the colour of `palette`.
fn wait_theme(t: &mut Tty, palette: &Palette) {
    let want = tile_1024(palette);
    let start = Instant::now();
    while t.background_of("1024") != Some(want) {
        assert!(
            start.elapsed() < WAIT,
            "the 1024 tile is {:?}, not {:?}'s {want:?}\n{}",
            t.background_of("1024"),
            palette.theme(),
            t.describe()
        );
        thread::sleep(Duration::from_millis(10));
    }
}

/// An 80×24 terminal, where every tile is written in plain digits (so its colour can be
/// read where its number is).
fn spawn() -> Spawn {
    Spawn::new().size(24, 80)
}

fn config(home: &Home) -> std::path::PathBuf {
    home.state_dir().join("config.toml")
}

fn quit(mut t: Tty) {
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn the_theme_key_changes_the_colours_at_once_and_the_next_run_keeps_them() {
    let home = Home::new();
    with_1024(&home);
    let mut t = spawn().colour().start(&home);
    t.wait_for("Welcome back");
    wait_theme(&mut t, &CLASSIC);
    for (palette, name) in [(&DARK, "dark"), (&HIGH_CONTRAST, "high-contrast")] {
        t.send("t");
        t.wait_for(&format!("Theme: {name}"));
        wait_theme(&mut t, palette);
    }
    quit(t);
    let kept = fs::read_to_string(config(&home)).unwrap();
    assert!(kept.starts_with("# tui2048's settings"), "{kept}");
    assert!(kept.ends_with("\ntheme = \"high-contrast\"\n"), "{kept}");

    // The next run starts in it.
    let mut t = spawn().colour().start(&home);
    t.wait_for("Welcome back");
    wait_theme(&mut t, &HIGH_CONTRAST);
    quit(t);
    // A flag wins for its run, and leaves the file as it was.
    let mut t = spawn().colour().args(["--theme", "stealth"]).start(&home);
    t.wait_for("Welcome back");
    wait_theme(&mut t, &STEALTH);
    quit(t);
    assert_eq!(fs::read_to_string(config(&home)).unwrap(), kept);
}

#[test]
fn a_commented_file_is_read_and_written_back_with_its_comments() {
    let home = Home::new();
    with_1024(&home);
    fs::create_dir_all(home.state_dir()).unwrap();
    let text = "# my look\ntheme = \"stealth\"  # at work\n\n# the rest\nmouse = false\nmine = 1\n";
    fs::write(config(&home), text).unwrap();
    let mut t = spawn().colour().start(&home);
    t.wait_for("1024");
    // An unknown key costs a line on the status line, naming its line; the file's path
    // comes in the next. (The warning is folded over rows where its parts meet.)
    t.wait_for("line 6:");
    t.wait_for("unknown key \"mine\"");
    wait_theme(&mut t, &STEALTH);
    t.send("t");
    t.wait_for("Theme: classic");
    wait_theme(&mut t, &CLASSIC);
    quit(t);
    assert_eq!(
        fs::read_to_string(config(&home)).unwrap(),
        "# my look\ntheme = \"classic\"  # at work\n\n# the rest\nmouse = false\nmine = 1\n"
    );
}

#[test]
fn a_broken_file_costs_a_warning_and_is_left_byte_for_byte() {
    let home = Home::new();
    with_1024(&home);
    fs::create_dir_all(home.state_dir()).unwrap();
    let broken = b"theme = \"stealth\"\ncolors truecolor\nmouse = false\n";
    fs::write(config(&home), broken).unwrap();
    let mut t = spawn().colour().size(30, 120).start(&home);
    // The game starts, with the defaults, and says what is wrong where.
    let screen = words_of(&t.wait_for("1024"));
    let screen = if screen.contains("config.toml line") {
        screen
    } else {
        words_of(&t.wait_for("config.toml line"))
    };
    assert!(screen.contains("config.toml line 2:"), "{screen}");
    wait_theme(&mut t, &CLASSIC);
    // A choice made in the game holds for the run, and the status says why it was not kept.
    t.send("t");
    let screen = words_of(&t.wait_for("for this run only"));
    assert!(
        screen.contains("Theme: dark, for this run only"),
        "{screen}"
    );
    assert!(screen.contains("does not parse"), "{screen}");
    wait_theme(&mut t, &DARK);
    quit(t);
    assert_eq!(fs::read(config(&home)).unwrap(), broken);
    let names = home.state_dir_names();
    assert!(
        names.iter().all(|n| !n.contains("config.toml.")),
        "nothing beside it: {names:?}"
    );
}

#[test]
fn the_file_names_the_colours_over_no_color_and_a_flag_over_the_file() {
    let home = Home::new();
    with_1024(&home);
    fs::create_dir_all(home.state_dir()).unwrap();
    fs::write(config(&home), "colors = \"truecolor\"\ntheme = \"dark\"\n").unwrap();
    // NO_COLOR is set (the harness sets it): the file wins over it.
    let mut t = spawn().start(&home);
    t.wait_for("Welcome back");
    wait_theme(&mut t, &DARK);
    quit(t);
    // `--colors none` wins over the file.
    let mut t = spawn().args(["--colors", "none"]).start(&home);
    t.wait_for("Welcome back");
    assert_eq!(t.background_of("1024"), Some(vt100::Color::Default));
    quit(t);
}

#[test]
fn esc_on_the_board_never_quits() {
    let home = Home::new();
    with_1024(&home);
    let mut t = spawn().start(&home);
    t.wait_for("Welcome back");
    t.send_key(Key::Esc);
    t.wait_for("q quits");
    // The help, closed with Esc twice over: the game is still there.
    t.send("?");
    t.wait_for("Keys");
    t.send_key(Key::Esc);
    thread::sleep(Duration::from_millis(200));
    t.send_key(Key::Esc);
    t.wait_for("Nothing to close — q quits");
    thread::sleep(Duration::from_millis(300));
    assert!(t.is_running(), "Esc ended the game\n{}", t.describe());
    quit(t);
}

#[test]
fn r_in_the_daily_game_plays_the_days_game_again_and_the_slot_keeps_it() {
    let home = Home::new();
    let mut t = spawn().arg("--daily").start(&home);
    t.wait_for("The game of");
    let daily = home.state_dir().join("state.daily.json");
    let first = loop {
        if let Ok(bytes) = fs::read(&daily)
            && let Ok(v) = serde_json::from_slice::<serde_json::Value>(&bytes)
        {
            break v["game"]["board"].clone();
        }
        thread::sleep(Duration::from_millis(10));
    };
    let mut moved = false;
    for key in [Key::Left, Key::Up, Key::Right, Key::Down] {
        t.send_key(key);
        thread::sleep(Duration::from_millis(150));
        moved |= fs::read(&daily)
            .ok()
            .and_then(|b| serde_json::from_slice::<serde_json::Value>(&b).ok())
            .is_some_and(|v| v["game"]["moves"].as_u64() > Some(0));
    }
    assert!(moved, "no move was made\n{}", t.describe());
    t.send("r");
    t.wait_for("try 2");
    quit(t);
    let saved: serde_json::Value = serde_json::from_slice(&fs::read(&daily).unwrap()).unwrap();
    assert_eq!(saved["game"]["board"], first, "the day's first board again");
    assert_eq!(saved["game"]["moves"], 0);
    // export daily sees today's game: while its second try has no move, the first try,
    // finished.
    let out = run_plain(&home, &["export", "daily"]);
    assert!(out.status.success(), "{out:?}");
    let line = String::from_utf8(out.stdout).unwrap();
    let record = tui2048_engine::game::Record::decode(line.trim()).unwrap();
    assert!(matches!(
        record.origin(),
        tui2048_engine::game::Origin::Daily(_)
    ));
    assert_eq!(record.tries(), 1);
    assert!(!record.moves().is_empty());
    let out = run_plain(&home, &["export", "daily-last"]);
    assert_eq!(String::from_utf8(out.stdout).unwrap(), line);
    // And --daily comes back to it.
    let mut t = spawn().arg("--daily").start(&home);
    t.wait_for("Welcome back to the game of");
    quit(t);
}

#[test]
fn autoplay_undone_back_to_the_first_board_is_the_players_own_game_again() {
    let home = Home::new();
    let mut t = spawn().args(["--seed", "21"]).start(&home);
    t.wait_for("SCORE");
    let first = home.wait_state("the first save", |s| s["game"]["moves"] == 0);
    t.send("p");
    let played = home.wait_state("some moves of the solver's", |s| {
        s["game"]["moves"].as_u64() >= Some(4)
    });
    assert_eq!(played["game"]["assisted"], true, "{played:#}");
    t.send("p");
    t.wait_for("Autoplay off");
    let moves = home.wait_state("autoplay stopped", |_| true)["game"]["moves"]
        .as_u64()
        .unwrap();
    // The last save may be a few moves behind: undo more than it says, the last few
    // finding nothing to undo.
    for _ in 0..moves + 20 {
        t.send("u");
        thread::sleep(Duration::from_millis(20));
    }
    let back = home.wait_state("back at the first board", |s| s["game"]["moves"] == 0);
    assert_eq!(back["game"]["board"], first["game"]["board"]);
    assert!(back["game"].get("assisted").is_none(), "{back:#}");
    // The status line no longer calls it assisted, and its record says the same.
    t.wait_for("Nothing to undo");
    quit(t);
    let out = run_plain(&home, &["export"]);
    assert!(out.status.success(), "{out:?}");
    let line = String::from_utf8(out.stdout).unwrap();
    let record = tui2048_engine::game::Record::decode(line.trim()).unwrap();
    assert!(!record.assisted());
    assert!(record.moves().is_empty());
    assert!(record.undos() >= 4);
}

#[test]
fn t_on_a_theme_the_game_does_not_read_holds_for_the_run_and_leaves_the_file() {
    let home = Home::new();
    with_1024(&home);
    let text = "# mine\n[theme]\nname = \"dark\" # the night one\n";
    fs::write(config(&home), text).unwrap();
    let mut t = spawn().colour().start(&home);
    t.wait_for("SCORE");
    t.send("t");
    t.wait_for("for this run only");
    wait_theme(&mut t, &DARK);
    quit(t);
    assert_eq!(fs::read_to_string(config(&home)).unwrap(), text);
    assert_eq!(
        home.state_dir_names(),
        ["config.toml", "state.json", "state.json.lock"]
    );
}

#[test]
fn t_keeps_a_byte_order_mark_crlf_and_an_open_last_line() {
    let home = Home::new();
    with_1024(&home);
    fs::write(
        config(&home),
        "\u{feff}# mine\r\nmouse = true\r\ntheme = \"classic\"",
    )
    .unwrap();
    let mut t = spawn().start(&home);
    t.wait_for("Welcome back");
    t.send("t");
    t.wait_for("Theme: dark");
    quit(t);
    assert_eq!(
        fs::read_to_string(config(&home)).unwrap(),
        "\u{feff}# mine\r\nmouse = true\r\ntheme = \"dark\""
    );
}

#[test]
fn t_on_a_file_of_mixed_line_ends_keeps_each_untouched_line_byte_for_byte() {
    for (before, after) in [
        (
            "mouse = true\r\ncolors = \"auto\"\n",
            "mouse = true\r\ncolors = \"auto\"\ntheme = \"dark\"\n",
        ),
        (
            "# mine\ntheme = \"classic\"\r\nmouse = true\n",
            "# mine\ntheme = \"dark\"\r\nmouse = true\n",
        ),
        (
            "\u{feff}mouse = true\ncolors = \"auto\"\r\n# end",
            // The new key goes before the comment that ends the file.
            "\u{feff}mouse = true\ncolors = \"auto\"\r\ntheme = \"dark\"\r\n# end",
        ),
    ] {
        let home = Home::new();
        with_1024(&home);
        fs::write(config(&home), before).unwrap();
        let mut t = spawn().start(&home);
        t.wait_for("Welcome back");
        t.send("t");
        t.wait_for("Theme: dark");
        quit(t);
        assert_eq!(
            fs::read(config(&home)).unwrap(),
            after.as_bytes(),
            "{before:?}"
        );
    }
}

#[cfg(unix)]
#[test]
fn t_on_a_file_with_another_hard_link_holds_for_the_run_and_parts_nothing() {
    use std::os::unix::fs::MetadataExt;
    let home = Home::new();
    with_1024(&home);
    fs::write(config(&home), "mouse = true\n").unwrap();
    let other = home.path().join("dotfiles.toml");
    fs::hard_link(config(&home), &other).unwrap();
    let inode = fs::metadata(config(&home)).unwrap().ino();
    let mut t = spawn().start(&home);
    t.wait_for("Welcome back");
    t.send("t");
    t.wait_for("for this run only");
    quit(t);
    assert_eq!(fs::metadata(config(&home)).unwrap().ino(), inode);
    assert_eq!(fs::metadata(&other).unwrap().nlink(), 2);
    assert_eq!(fs::read_to_string(&other).unwrap(), "mouse = true\n");
}

#[test]
fn a_settings_temporary_left_by_a_killed_writer_is_removed_at_start() {
    let home = Home::new();
    with_1024(&home);
    let mut gone = std::process::Command::new("true").spawn().unwrap();
    let dead = gone.id();
    gone.wait().unwrap();
    let left = home
        .state_dir()
        .join(format!(".config.toml.{dead}-abcdef.tmp"));
    fs::write(&left, "theme = \"dark\"\n").unwrap();
    let mut t = spawn().start(&home);
    t.wait_for("Welcome back");
    assert!(!left.exists(), "{:?}", home.state_dir_names());
    quit(t);
}
