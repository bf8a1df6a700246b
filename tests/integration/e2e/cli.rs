//! The command line, without a terminal: help, and bad flags refused before anything
//! else happens.

use super::harness::*;
use serde_json::json;

#[test]
fn help_lists_every_flag() {
    let home = Home::new();
    for flag in ["--help", "-h"] {
        let out = run_plain(&home, &[flag]);
        assert_eq!(out.status.code(), Some(0), "{flag}: {out:?}");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        for listed in [
            "--size",
            "--target",
            "--spawn",
            "--seed",
            "--state",
            "--colors",
            "--daily",
            "--strength",
            "--help",
        ] {
            assert!(
                text.contains(listed),
                "{flag} does not list {listed}:\n{text}"
            );
        }
        assert!(out.stderr.is_empty(), "{flag}: {out:?}");
    }
    assert!(!home.state_dir().exists(), "help created the state folder");
}

/// Runs with bad flags: exit code 2, one line on stderr containing every `needles`,
/// nothing on stdout, no state written.
pub(super) fn refused(args: &[&str], needles: &[&str]) {
    let home = Home::new();
    let out = run_plain(&home, args);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(
        out.stdout.is_empty(),
        "{args:?} printed on stdout: {:?}",
        out.stdout
    );
    assert_eq!(
        stderr.matches('\n').count(),
        1,
        "{args:?}: not exactly one line: {stderr:?}"
    );
    assert!(stderr.ends_with('\n'), "{stderr:?}");
    for needle in needles {
        assert!(
            stderr.contains(needle),
            "{args:?}: {stderr:?} lacks {needle:?}"
        );
    }
    assert!(
        !home.state_dir().exists(),
        "{args:?} created the state folder"
    );
}

#[test]
fn unknown_colour_mode() {
    refused(
        &["--colors", "88"],
        &["--colors", "auto", "truecolor", "256", "16", "none"],
    );
}

#[test]
fn size_out_of_range() {
    refused(&["--size", "9"], &["--size", "3", "8"]);
    refused(&["--size", "2"], &["--size", "3", "8"]);
}

#[test]
fn size_not_a_number() {
    refused(&["--size", "abc"], &["--size", "abc", "3", "8"]);
}

#[test]
fn target_not_a_power_of_two() {
    refused(&["--target", "6"], &["--target", "6", "power of two", "8"]);
    refused(&["--target", "4"], &["--target", "power of two", "8"]);
    // Said as a newcomer reads it, whatever is wrong with the number.
    for bad in ["100", "99999999999999999999", "0", "2048.0"] {
        let home = Home::new();
        let out = run_plain(&home, &["--target", bad]);
        assert_eq!(
            String::from_utf8(out.stderr).unwrap(),
            format!(
                "tui2048: invalid value '{bad}' for '--target <T>': must be a power of two \
                 from 8 up, such as 2048; see tui2048 --help\n"
            )
        );
    }
}

#[test]
fn unknown_spawn_rule() {
    refused(
        &["--spawn", "weird"],
        &["--spawn", "weird", "classic", "scaled"],
    );
}

#[test]
fn seed_not_a_number() {
    refused(&["--seed", "x"], &["--seed", "'x'"]);
}

#[test]
fn state_without_a_path() {
    refused(&["--state"], &["--state"]);
}

#[test]
fn unknown_flag() {
    refused(&["--bogus"], &["--bogus", "--help"]);
}

#[test]
fn bench_prints_one_json_object_and_repeats_exactly() {
    let home = Home::new();
    let args = [
        "bench", "--games", "3", "--seed", "5", "--jobs", "2", "--depth", "1", "--json",
    ];
    let run = || {
        let out = run_plain(&home, &args);
        assert_eq!(out.status.code(), Some(0), "{out:?}");
        // The progress line is drawn only when stderr is a terminal.
        assert!(out.stderr.is_empty(), "{out:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        assert_eq!(text.lines().count(), 1, "{text}");
        serde_json::from_str::<serde_json::Value>(&text).unwrap()
    };
    let first = run();
    assert_eq!(first["games"], 3);
    let reached = first["reached"].as_object().unwrap();
    let tiles: Vec<&str> = reached.keys().map(String::as_str).collect();
    assert_eq!(tiles, ["16384", "2048", "32768", "4096", "8192"]);
    for key in ["mean", "median", "max"] {
        assert!(first["score"][key].as_f64().unwrap() > 0.0, "{first}");
    }
    assert!(first["moves"].as_f64().unwrap() > 0.0, "{first}");
    assert!(first["moves_per_sec"].as_f64().unwrap() > 0.0, "{first}");
    assert!(first["seconds"].as_f64().unwrap() > 0.0, "{first}");
    // Seeded games: the same run plays the same games, whatever the threads did.
    let second = run();
    for key in ["games", "reached", "score", "moves"] {
        assert_eq!(first[key], second[key], "{key}");
    }
    assert!(!home.state_dir().exists(), "bench created the state folder");
}

#[test]
fn bench_flags_out_of_range() {
    refused(
        &["bench", "--games", "0"],
        &["--games", "1..=1000000000", "tui2048 bench --help"],
    );
    // The game's own flags may come before `bench`; a file named "bench" is not it.
    refused(
        &["--seed", "3", "bench", "--games", "0"],
        &["--games", "tui2048 bench --help"],
    );
    refused(
        &["--state", "bench", "--size", "9"],
        &["--size", "see tui2048 --help"],
    );
    refused(&["bench", "--depth", "13"], &["--depth", "13", "1..=12"]);
    refused(
        &["bench", "--player", "wizard"],
        &["--player", "wizard", "expectimax", "greedy", "random"],
    );
    refused(&["bench", "--jobs", "0"], &["--jobs", "0"]);
}

#[test]
fn strength_is_fast_or_strong() {
    refused(
        &["--strength", "wizard"],
        &["--strength", "wizard", "fast", "strong"],
    );
    refused(
        &["bench", "--strength", "max"],
        &["--strength", "max", "fast", "strong"],
    );
    refused(&["--strength"], &["--strength"]);
    // Accepted by the game: it goes on to refuse a missing terminal, not the flag.
    for level in ["fast", "strong"] {
        let home = Home::new();
        let out = run_plain(&home, &["--strength", level]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{level}: {stderr}");
        assert!(stderr.contains("terminal"), "{level}: {stderr}");
    }
    // Accepted by bench: a forced depth plays without the endgame tables, so this is quick.
    for level in ["fast", "strong"] {
        let home = Home::new();
        let args = [
            "bench",
            "--strength",
            level,
            "--games",
            "1",
            "--depth",
            "1",
            "--json",
        ];
        let out = run_plain(&home, &args);
        assert_eq!(out.status.code(), Some(0), "{level}: {out:?}");
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(report["games"], 1, "{report}");
        assert!(report["tables"].is_null(), "{report}");
        // Each level says what it values boards with: both play with the bundled network.
        assert_eq!(report["evaluation"], "network", "{level}: {report}");
    }
    // The greedy player values boards with the heuristic; the random one with nothing.
    for (player, evaluation) in [("greedy", json!("heuristic")), ("random", json!(null))] {
        let home = Home::new();
        let args = ["bench", "--player", player, "--games", "1", "--json"];
        let out = run_plain(&home, &args);
        assert_eq!(out.status.code(), Some(0), "{player}: {out:?}");
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(report["evaluation"], evaluation, "{player}: {report}");
    }
    // docs/commands.md says what the program says.
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/commands.md"))
        .expect("docs/commands.md");
    let said = docs
        .split("`--json`'s object")
        .nth(1)
        .and_then(|t| t.split("\n\n").next())
        .expect("bench --json's paragraph")
        .replace('\n', " ");
    for words in [
        "`\"network\"` at both strengths",
        "`\"heuristic\"` for the greedy player",
        "`null` for the random one",
    ] {
        assert!(said.contains(words), "{words}: {said}");
    }
}
