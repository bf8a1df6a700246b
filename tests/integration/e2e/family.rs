//! A save is one family of files under one lock: both spellings of a state file's name
//! and every link to it take the same lock, a program removes only the temporaries no
//! live program can own, and the program's own files are never taken for a state file.

use std::fs;
use std::os::unix::fs::{MetadataExt, symlink};
use std::path::{Path, PathBuf};
use std::process::{Child, Command};

use super::harness::*;

/// One move left (or right) and the board is full with no pair: the game is over.
const LAST_MOVE: [[u64; 4]; 4] = [
    [8, 16, 8, 16],
    [16, 8, 16, 8],
    [8, 16, 8, 16],
    [256, 256, 32, 64],
];

fn last_move() -> Vec<Vec<u64>> {
    LAST_MOVE.iter().map(|r| r.to_vec()).collect()
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Starts a game on `state` (plus `args`) that must be refused as busy.
fn busy(home: &Home, state: &Path, args: &[&str]) {
    let mut t = Spawn::new()
        .arg("--state")
        .arg(state)
        .args(args)
        .start(home);
    let status = t.wait_exit(WAIT);
    let output = t.output();
    assert!(!status.success(), "{}: {output:?}", state.display());
    assert!(output.contains("in use by another tui2048"), "{output:?}");
    assert!(!t.ever_used_alternate_screen(), "{output:?}");
}

/// Finishes the game of LAST_MOVE on `state` and quits.
fn finish_and_quit(home: &Home, state: &Path) {
    let mut t = Spawn::new().arg("--state").arg(state).start(home);
    t.expect_board(&last_move());
    t.send_key(Key::Left);
    t.wait_for("Game over");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
}

#[test]
fn every_name_of_a_save_takes_its_one_lock() {
    let home = Home::new();
    let dir = home.path().join("saves");
    fs::create_dir(&dir).unwrap();
    let bare = dir.join("game");
    let json = dir.join("game.json");
    let text = state_json(&last_move(), 1000, 1000);
    fs::write(&json, &text).unwrap();
    // Another game (another generator), so that the two are two finished games.
    fs::write(&bare, text.replace("\"rng\": 7", "\"rng\": 8")).unwrap();
    symlink(&json, home.path().join("alias.json")).unwrap();
    symlink("saves/game", home.path().join("alias")).unwrap();

    let mut first = Spawn::new().arg("--state").arg(&bare).start(&home);
    first.wait_for("Welcome back");
    for other in [
        &json,
        &home.path().join("alias.json"),
        &home.path().join("alias"),
    ] {
        busy(&home, other, &[]);
    }
    first.send_key(Key::Char('q'));
    assert!(first.wait_exit(WAIT).success());
    // The daily game of either spelling is one game too.
    let mut daily = Spawn::new()
        .arg("--state")
        .arg(&json)
        .arg("--daily")
        .start(&home);
    daily.wait_for("the same tiles for everyone today");
    busy(&home, &bare, &["--daily"]);
    daily.send_key(Key::Char('q'));
    assert!(daily.wait_exit(WAIT).success());
    assert_eq!(
        names_in(&dir),
        [
            "game",
            "game.daily.json",
            "game.daily.json.lock",
            "game.json",
            "game.json.lock"
        ]
    );

    // A game finished under either name is kept with the other's: one records file,
    // read and written under the one lock.
    finish_and_quit(&home, &json);
    finish_and_quit(&home, &bare);
    let records: serde_json::Value =
        serde_json::from_slice(&fs::read(dir.join("game.records.json")).unwrap()).unwrap();
    let recent = records["recent"].as_array().unwrap();
    assert_eq!(recent.len(), 2, "{records:#}");
    assert!(recent.iter().all(|g| g["score"] == 1512), "{records:#}");
    assert_eq!(
        names_in(&dir),
        [
            "game",
            "game.daily.json",
            "game.daily.json.lock",
            "game.json",
            "game.json.lock",
            "game.records.json"
        ]
    );
}

/// A process that lives until it is dropped, to own a temporary file.
struct Living(Child);

impl Drop for Living {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn gone_pid() -> u32 {
    let mut child = Command::new("true").spawn().unwrap();
    let pid = child.id();
    child.wait().unwrap();
    pid
}

#[test]
fn only_temporaries_no_live_program_can_own_are_removed() {
    let home = Home::new();
    home.write_state(state_json(&last_move(), 12, 40).as_bytes());
    let dir = home.state_dir();
    let living = Living(Command::new("sleep").arg("60").spawn().unwrap());
    let (dead, live) = (gone_pid(), living.0.id());
    let removed = [
        format!(".state.json.{dead}-aaaaaa.tmp"),
        format!(".state.{dead}-aaaaab.tmp"),
        format!(".state.records.json.{dead}-cccccc.tmp"),
    ];
    let kept = [
        format!(".state.json.{live}-bbbbbb.tmp"),
        format!(".state.records.json.{live}-bbbbbc.tmp"),
        // The daily game's, a save of its own, under its own lock.
        format!(".state.daily.json.{dead}-dddddd.tmp"),
        format!(".state.json.lock.{dead}-eeeeee.tmp"),
        format!(".state.json.{dead}-ffffff.tmp.old"),
        format!("notes.{dead}-gggggg.tmp"),
    ];
    for name in removed.iter().chain(&kept) {
        fs::write(dir.join(name), b"half a save").unwrap();
    }
    let folder = format!(".state.json.{dead}-hhhhhh.tmp");
    fs::create_dir(dir.join(&folder)).unwrap();

    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    let mut expected: Vec<String> = kept.to_vec();
    expected.extend([folder, "state.json".into(), "state.json.lock".into()]);
    expected.sort();
    assert_eq!(home.state_dir_names(), expected);
    for name in &kept {
        assert_eq!(fs::read(dir.join(name)).unwrap(), b"half a save", "{name}");
    }
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());

    // The daily game cleans its own.
    let mut t = Spawn::new().arg("--daily").start(&home);
    t.wait_for("the same tiles for everyone today");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    assert!(
        !dir.join(format!(".state.daily.json.{dead}-dddddd.tmp"))
            .exists()
    );
    assert!(dir.join(format!(".state.json.{live}-bbbbbb.tmp")).exists());
}

/// What is at `path`: its bytes, or that it is missing; and its inode.
fn snapshot(path: &Path) -> (Option<Vec<u8>>, Option<u64>) {
    (
        fs::read(path).ok(),
        fs::symlink_metadata(path).ok().map(|m| m.ino()),
    )
}

/// Starts a game on `state` (through `--state`, or `TUI2048_STATE` when `by_env`) that
/// must be refused in one line, touching nothing, the line saying `what`.
fn refused_as_own(home: &Home, state: &Path, named: &Path, what: &str, by_env: bool) {
    let dir = named.parent().unwrap().to_path_buf();
    let before = (names_in(&dir), snapshot(named));
    let spawn = if by_env {
        Spawn::new().env("TUI2048_STATE", state)
    } else {
        Spawn::new().arg("--state").arg(state)
    };
    let mut t = spawn.start(home);
    let status = t.wait_exit(WAIT);
    let output = t.output();
    assert_eq!(status.exit_code(), 1, "{output:?}");
    assert_eq!(output.trim_end().lines().count(), 1, "{output:?}");
    let line = output.trim_end();
    assert_eq!(
        line,
        format!(
            "tui2048: {} is {what}, not a state file; it was left untouched. Give a state file's path with --state <PATH>",
            named.display()
        )
    );
    assert!(!t.ever_used_alternate_screen(), "{output:?}");
    assert_eq!(
        (names_in(&dir), snapshot(named)),
        before,
        "{}",
        state.display()
    );
}

#[test]
fn the_programs_own_files_are_not_taken_for_a_state_file() {
    let home = Home::new();
    home.write_state(state_json(&last_move(), 12, 40).as_bytes());
    let dir = fs::canonicalize(home.state_dir()).unwrap();
    let text = state_json(&last_move(), 12, 40);
    fs::write(dir.join("state.daily.json"), &text).unwrap();
    fs::write(dir.join("state.json.corrupt-1700000000"), &text).unwrap();
    fs::write(dir.join(".state.json.1-abcdef.tmp"), &text[..20]).unwrap();
    fs::write(
        dir.join("state.records.json"),
        br#"{"version":1,"recent":[],"best":{}}"#,
    )
    .unwrap();
    let cache = home.path().join(".cache/tui2048");
    fs::create_dir_all(&cache).unwrap();
    let cache = fs::canonicalize(cache).unwrap();
    fs::write(cache.join("endgame-v1-00ff-7-7.bin"), b"t2048egt").unwrap();
    fs::write(dir.join("config.toml"), "theme = \"dark\"\n").unwrap();

    // A game runs and holds the lock all along.
    let mut game = Spawn::new().start(&home);
    game.wait_for("Welcome back");
    let lock = dir.join("state.json.lock");
    let cases: [(PathBuf, &str); 7] = [
        (dir.join("config.toml"), "the settings file of tui2048"),
        (lock.clone(), "a lock file of tui2048"),
        (dir.join("state.records.json"), "a records file of tui2048"),
        (
            dir.join("state.daily.json"),
            "the daily game's file of tui2048 (tui2048 --daily plays it)",
        ),
        (
            dir.join("state.json.corrupt-1700000000"),
            "a file tui2048 kept aside (rename it to play it)",
        ),
        (
            dir.join(".state.json.1-abcdef.tmp"),
            "a temporary file of tui2048",
        ),
        (
            cache.join("endgame-v1-00ff-7-7.bin"),
            "a table of tui2048's cache",
        ),
    ];
    for (path, what) in &cases {
        refused_as_own(&home, path, path, what, false);
        refused_as_own(&home, path, path, what, true);
    }
    // Through a link, the file linked to is named.
    let innocent = home.path().join("innocent.json");
    symlink(&lock, &innocent).unwrap();
    refused_as_own(&home, &innocent, &lock, "a lock file of tui2048", false);

    // The game never noticed: it saves on, under its lock.
    assert!(game.play(&home, Key::Right) || game.play(&home, Key::Down));
    assert!(
        game.status_line()
            .is_none_or(|s| !s.contains("Saving is off"))
    );
    game.send_key(Key::Char('q'));
    assert!(game.wait_exit(WAIT).success());
}

#[test]
fn an_empty_path_and_a_folders_name_are_refused() {
    let home = Home::new();
    let out = run_plain(&home, &["--state", ""]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "tui2048: invalid value '' for '--state <PATH>': the path is empty: give a file's path; see tui2048 --help\n"
    );
    for args in [&["export"][..], &["review", "--json"]] {
        let mut all = vec!["--state", ""];
        all.extend_from_slice(args);
        let out = run_plain(&home, &all);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("the path is empty"));
    }
    // A trailing slash names a folder: nothing is made, neither a file nor a folder.
    let slash = format!("{}/newdir/", home.path().display());
    let mut t = Spawn::new().arg("--state").arg(&slash).start(&home);
    assert_eq!(t.wait_exit(WAIT).exit_code(), 1);
    assert_eq!(
        t.output().trim_end(),
        format!(
            "tui2048: {slash} ends with a slash, so it names a folder, not a file; give a file's path with --state <PATH>"
        )
    );
    assert!(!home.path().join("newdir").exists());
    let out = run_plain(&home, &["--state", &slash, "export"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("ends with a slash"));
    assert!(!home.path().join("newdir").exists());
    // So does a last `.` or `..`.
    for tail in [".", ".."] {
        let path = format!("{}/newdir/{tail}", home.path().display());
        let mut t = Spawn::new().arg("--state").arg(&path).start(&home);
        assert_eq!(t.wait_exit(WAIT).exit_code(), 1);
        assert_eq!(
            t.output().trim_end(),
            format!(
                "tui2048: {path} names a folder, not a file; give a file's path with --state <PATH>"
            )
        );
        assert!(!home.path().join("newdir").exists());
    }
}

/// The cache folder may be the config folder (`XDG_CACHE_HOME` the same as
/// `XDG_CONFIG_HOME`): the save and the tables then share `tui2048/`, and every command
/// plays, reads and writes the save as anywhere else. A table there is still no save.
#[test]
fn a_cache_folder_that_is_the_config_folder_holds_the_save_as_well() {
    let home = Home::new();
    let same = |spawn: Spawn| spawn.env("XDG_CACHE_HOME", home.path());
    let mut t = same(Spawn::new().args(["--seed", "3"])).start(&home);
    t.wait_for("SCORE");
    assert!(t.play(&home, Key::Left) || t.play(&home, Key::Right));
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    // The tables' folder is the save's.
    let dir = fs::canonicalize(home.state_dir()).unwrap();
    fs::write(dir.join("endgame-v1-00ff-7-7.bin"), b"t2048egt").unwrap();
    for args in [&[][..], &["--daily"], &["replay"], &["race"]] {
        let mut t = same(Spawn::new().args(args.iter().copied())).start(&home);
        let screen = t.wait_until("a screen", |s| {
            ["SCORE", "Replay", "LEAD"].iter().any(|w| s.contains(w))
        });
        assert!(!screen.contains("cache"), "{args:?}: {screen}");
        t.send_key(Key::Char('q'));
        assert!(t.wait_exit(WAIT).success(), "{args:?}: {}", t.describe());
    }
    for args in [&["export"][..], &["review", "--json"]] {
        let out = Command::new(binary())
            .args(args)
            .env_clear()
            .env("HOME", home.path())
            .env("XDG_CONFIG_HOME", home.path())
            .env("XDG_CACHE_HOME", home.path())
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}: {out:?}");
    }
    let table = dir.join("endgame-v1-00ff-7-7.bin");
    refused_as_own(&home, &table, &table, "a table of tui2048's cache", false);
}

/// A state file's name leaves room for the names of the files kept beside it (the
/// longest, a temporary of the daily game's records file, is 42 bytes longer than its
/// stem): the longest name that does plays, saves and keeps its finished games; one byte
/// more is refused in one line that says why and how much shorter to make it, touching
/// nothing.
#[test]
fn a_state_files_name_leaves_room_for_the_files_beside_it() {
    let home = Home::new();
    let longest = "s".repeat(213) + ".json";
    let path = home.path().join(&longest);
    let mut t = Spawn::new().arg("--state").arg(&path).start(&home);
    t.wait_for("SCORE");
    // Of the four, one moves whatever the first tiles: the game left has moves to keep.
    for key in [Key::Left, Key::Up, Key::Right, Key::Down] {
        t.send_key(key);
    }
    t.send_key(Key::Char('r'));
    t.wait_for("New game");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
    let text = fs::read_to_string(&path).unwrap();
    assert!(text.contains("\"board\""), "{text}");
    assert!(
        home.path()
            .join("s".repeat(213) + ".records.json")
            .is_file()
    );
    let mut t = Spawn::new()
        .args(["--daily", "--state"])
        .arg(&path)
        .start(&home);
    t.wait_for("SCORE");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());

    let too_long = home.path().join("t".repeat(214) + ".json");
    let before = names_in(home.path());
    let mut t = Spawn::new().arg("--state").arg(&too_long).start(&home);
    assert_eq!(t.wait_exit(WAIT).exit_code(), 1);
    assert_eq!(
        t.output().trim_end(),
        format!(
            "tui2048: {}: the name is too long to leave room for the files kept beside it; give a name of at most 218 bytes with --state <PATH>",
            too_long.display()
        )
    );
    assert_eq!(names_in(home.path()), before);
}
