//! A folder other users can write (without the sticky bit), or that belongs to another
//! user who is not root, is not trusted with a save: the program says why in one line and
//! touches nothing, follows no link there, and so can be made to write nowhere else. The
//! tests that need a second user need root (to give a file away); they skip, saying so,
//! when not run as root.

use std::fs;
use std::os::unix::fs::{PermissionsExt, chown, lchown, symlink};
use std::path::Path;
use std::process::Command;

use super::harness::*;

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

/// A user id that is nobody's on the test machine.
const OTHER: u32 = 54_321;

fn chmod(path: &Path, mode: u32) {
    fs::set_permissions(path, fs::Permissions::from_mode(mode)).unwrap();
}

fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Starts the game with `config` as the config folder; it must stop with `line`, touching
/// nothing in `watched`. `export` must say the same.
fn refused(home: &Home, config: &Path, watched: &Path, line: &str) {
    let before = listing(watched);
    let mut t = Spawn::new().env("XDG_CONFIG_HOME", config).start(home);
    let status = t.wait_exit(WAIT);
    let output = t.output();
    assert_eq!(status.exit_code(), 1, "{output:?}");
    assert_eq!(output.trim_end(), format!("tui2048: {line}"));
    assert!(!t.ever_used_alternate_screen());
    assert_eq!(listing(watched), before);
    let mut export = Command::new(binary());
    export
        .arg("export")
        .env_clear()
        .env("HOME", home.path())
        .env("XDG_CONFIG_HOME", config);
    let out = export.output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!("tui2048: {line}\n")
    );
    assert_eq!(listing(watched), before);
}

fn writable(dir: &Path, mode: u32) -> String {
    format!(
        "other users can write {} (mode {mode:04o}, no sticky bit), so it is not trusted with a save; nothing was touched. Make it yours alone (chmod go-w {0}) or give another path with --state <PATH>",
        dir.display()
    )
}

#[test]
fn a_folder_others_can_write_is_not_trusted_unless_sticky() {
    let home = Home::new();
    let shared = fs::canonicalize(home.path()).unwrap().join("shared");
    fs::create_dir(&shared).unwrap();
    chmod(&shared, 0o777);
    // The config folder others can write: the save's folder would be made there.
    refused(&home, &shared, &shared, &writable(&shared, 0o777));
    // The save's own folder others can write (by its group, too).
    let folder = shared.join("tui2048");
    fs::create_dir(&folder).unwrap();
    chmod(&shared, 0o755);
    for mode in [0o777, 0o733] {
        chmod(&folder, mode);
        refused(&home, &shared, &folder, &writable(&folder, mode));
    }

    // A link planted there to the victim's files: never followed, nothing made or moved.
    chmod(&folder, 0o777);
    let victim = fs::canonicalize(home.path()).unwrap();
    fs::write(
        victim.join("notes.json"),
        br#"{"game": "chess", "board": "8x8"}"#,
    )
    .unwrap();
    let planted = format!(
        "{} is a link in {}, which other users can write, so it was not followed; nothing was touched. Give another path with --state <PATH>",
        folder.join("state.json").display(),
        folder.display()
    );
    symlink(victim.join(".profile"), folder.join("state.json")).unwrap();
    refused(&home, &shared, &folder, &planted);
    fs::remove_file(folder.join("state.json")).unwrap();
    symlink(victim.join("notes.json"), folder.join("state.json")).unwrap();
    refused(&home, &shared, &folder, &planted);
    assert!(!victim.join(".profile").exists());
    assert_eq!(
        fs::read(victim.join("notes.json")).unwrap(),
        br#"{"game": "chess", "board": "8x8"}"#
    );
    assert_eq!(
        listing(&victim)
            .iter()
            .filter(|n| n.contains("corrupt"))
            .count(),
        0
    );

    // A link on the way through a folder others can write is not followed either.
    fs::remove_file(folder.join("state.json")).unwrap();
    chmod(&folder, 0o700);
    let drop_box = victim.join("drop");
    fs::create_dir(&drop_box).unwrap();
    chmod(&drop_box, 0o777);
    symlink(&folder, drop_box.join("cfg")).unwrap();
    let mut t = Spawn::new()
        .arg("--state")
        .arg(drop_box.join("cfg/state.json"))
        .start(&home);
    assert_eq!(t.wait_exit(WAIT).exit_code(), 1);
    assert_eq!(
        t.output().trim_end(),
        format!(
            "tui2048: {} is a link in {}, which other users can write, so it was not followed; nothing was touched. Give another path with --state <PATH>",
            drop_box.join("cfg").display(),
            drop_box.display()
        )
    );
    assert_eq!(listing(&folder), Vec::<String>::new());

    // With the sticky bit, others cannot rename what is not theirs: the game plays.
    chmod(&folder, 0o1777);
    let mut t = Spawn::new().env("XDG_CONFIG_HOME", &shared).start(&home);
    t.wait_for("SCORE");
    home_state_saved(&folder.join("state.json"));
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    assert_eq!(listing(&folder), ["state.json", "state.json.lock"]);
}

/// Waits until the state file at `path` holds a game.
fn home_state_saved(path: &Path) {
    let start = std::time::Instant::now();
    let whole = || {
        fs::read(path)
            .ok()
            .is_some_and(|b| serde_json::from_slice::<serde_json::Value>(&b).is_ok())
    };
    while !whole() {
        assert!(start.elapsed() < WAIT, "{} was never saved", path.display());
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

#[test]
fn another_users_folder_or_link_is_not_trusted() {
    if !is_root() {
        eprintln!("skipped: giving a folder to another user needs root");
        return;
    }
    let home = Home::new();
    let root = fs::canonicalize(home.path()).unwrap();
    let config = root.join("config");
    let folder = config.join("tui2048");
    fs::create_dir_all(&folder).unwrap();
    fs::write(
        folder.join("state.json"),
        state_json(
            &[vec![2, 0, 0, 0], vec![0; 4], vec![0; 4], vec![0; 4]],
            0,
            0,
        ),
    )
    .unwrap();
    chown(&folder, Some(OTHER), None).unwrap();
    refused(
        &home,
        &config,
        &folder,
        &format!(
            "{} belongs to another user (uid {OTHER}), so it is not trusted with a save; nothing was touched. Give a path of your own with --state <PATH>",
            folder.display()
        ),
    );
    chown(&folder, Some(0), None).unwrap();

    // A link another user made, even in a folder of one's own that others may not write.
    let mine = root.join("mine");
    fs::create_dir(&mine).unwrap();
    symlink(folder.join("state.json"), mine.join("state.json")).unwrap();
    lchown(mine.join("state.json"), Some(OTHER), None).unwrap();
    let mut t = Spawn::new()
        .arg("--state")
        .arg(mine.join("state.json"))
        .start(&home);
    assert_eq!(t.wait_exit(WAIT).exit_code(), 1);
    assert_eq!(
        t.output().trim_end(),
        format!(
            "tui2048: {} is a link made by another user (uid {OTHER}), so it was not followed; nothing was touched. Give another path with --state <PATH>",
            mine.join("state.json").display()
        )
    );
    // The same link made by root is followed.
    lchown(mine.join("state.json"), Some(0), None).unwrap();
    let mut t = Spawn::new()
        .arg("--state")
        .arg(mine.join("state.json"))
        .start(&home);
    t.wait_for("Welcome back");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    assert_eq!(listing(&folder), ["state.json", "state.json.lock"]);
}

#[test]
fn a_settings_link_another_user_planted_in_a_shared_folder_is_not_read() {
    if !is_root() {
        eprintln!("skipped: giving a link to another user needs root");
        return;
    }
    let home = Home::new();
    let root = fs::canonicalize(home.path()).unwrap();
    let shared = root.join("shared");
    fs::create_dir(&shared).unwrap();
    chmod(&shared, 0o1777);
    let secret = root.join("secret.toml");
    fs::write(&secret, "theme = \"dark\"\nhunter2 = 1\n").unwrap();
    symlink(&secret, shared.join("config.toml")).unwrap();
    lchown(shared.join("config.toml"), Some(OTHER), None).unwrap();
    let mut t = Spawn::new()
        .size(36, 100)
        .arg("--state")
        .arg(shared.join("s.json"))
        .start(&home);
    t.wait_for("was not read");
    assert!(!t.screen().contains("hunter2"), "{}", t.screen());
    // The theme is the default, not the file's: the next after classic is dark.
    t.send("t");
    t.wait_for("for this run only");
    assert!(t.screen().contains("Theme: dark"), "{}", t.screen());
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
    assert!(!t.output().contains("hunter2"));
    assert_eq!(
        fs::read_to_string(&secret).unwrap(),
        "theme = \"dark\"\nhunter2 = 1\n"
    );
}

/// Under a umask that takes nothing away, the folders the program makes (the config
/// folder and `tui2048/` in it) are its user's alone, and so are the files it writes
/// there; the next run trusts them, saves, and keeps the theme chosen with `t`.
#[test]
fn folders_and_files_it_makes_are_private_whatever_the_umask() {
    let home = Home::new();
    let config = home.path().join("made/config");
    let run = || {
        Spawn::new()
            .program("sh")
            .args(["-c", "umask 000; exec \"$0\""])
            .arg(binary())
            .env("XDG_CONFIG_HOME", &config)
            .start(&home)
    };
    let state = config.join("tui2048/state.json");
    let mode = |path: &Path| fs::metadata(path).unwrap().permissions().mode() & 0o777;
    let mut t = run();
    t.wait_for("SCORE");
    for key in [Key::Left, Key::Up, Key::Right, Key::Down] {
        t.send_key(key);
    }
    t.send_key(Key::Char('t'));
    t.wait_for("Theme");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
    for folder in ["made", "made/config", "made/config/tui2048"] {
        assert_eq!(mode(&home.path().join(folder)), 0o700, "{folder}");
    }
    for file in ["state.json", "config.toml"] {
        assert_eq!(mode(&config.join("tui2048").join(file)), 0o600, "{file}");
    }
    let saved = fs::read_to_string(&state).unwrap();
    // The next run, under the same umask, trusts what it made: no word of other users.
    let mut t = run();
    let screen = t.wait_for("Welcome back");
    assert!(!screen.contains("other users"), "{screen}");
    t.send_key(Key::Char('t'));
    let screen = t.wait_for("Theme");
    assert!(!screen.contains("other users"), "{screen}");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    assert!(saved.contains("\"moves\""));
}
