//! Each published crate holds what a user needs to build, install and read about it, and
//! nothing else. The game (`tui2048`): its sources, the manifest and lock file, both READMEs, ARCHITECTURE, CHANGELOG, LICENSE
//! and the pictures and pages the README links to. The engine, the network's two stages,
//! the store, the files, the app (every language's messages too, `i18n/`), the view and the
//! guard: their sources and README (the engine its example too). None
//! holds tests, benchmarks, the lab (its trainer, its tools and the networks it keeps) or
//! a large file but each stage of the network's one, in a crate of its own.
//! `cargo package --list` says so; the crates' sizes, as `cargo package` makes them, are
//! `.ci/run`'s to check (making a crate resolves its dependencies anew, which a fresh
//! machine cannot do offline).
//!
//! Every command here needs only what `cargo test` itself fetched on a fresh machine (an
//! empty cargo home): the file list and the build's packages on this machine's target.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The largest file a crate may hold, but a network's.
const MAX_BYTES: u64 = 1024 * 1024;

/// The published crates and their folders.
const PUBLISHED: [(&str, &str); 10] = [
    ("tui2048", "."),
    ("tui2048-engine", "engine"),
    ("tui2048-network", "network"),
    ("tui2048-network-late", "network-late"),
    ("tui2048-store", "store"),
    ("tui2048-files", "files"),
    ("tui2048-app", "app"),
    ("tui2048-ui", "ui"),
    ("tui2048-server", "server"),
    ("tui2048-guard", "guard"),
];

/// The crates of the network's stages, in order.
const STAGES: [&str; 2] = ["tui2048-network", "tui2048-network-late"];

/// A stage of the network both levels play with, in its crate's folder: the one large
/// file of each.
const NETWORK: &str = "network.bin";

/// The files `cargo package` would put in the crate `name`, as it lists them.
fn package_list(name: &str) -> BTreeSet<String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(cargo)
        .args(["package", "--list", "--allow-dirty", "--quiet", "-p", name])
        .current_dir(ROOT)
        .output()
        .expect("run cargo package --list");
    assert!(
        out.status.success(),
        "cargo package --list -p {name}: {out:?}"
    );
    String::from_utf8(out.stdout)
        .expect("UTF-8 file list")
        .lines()
        .map(str::to_string)
        .collect()
}

/// The files under `dir` of `folder` (relative to `folder`) whose names end with `ext`.
fn files_under(folder: &str, dir: &str, ext: &str) -> Vec<String> {
    let base = Path::new(ROOT).join(folder);
    let mut found = Vec::new();
    let mut folders = vec![base.join(dir)];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("read a source folder") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.to_string_lossy().ends_with(ext) {
                let relative = path.strip_prefix(&base).expect("under the crate's root");
                found.push(relative.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    found
}

#[test]
fn each_crate_holds_what_a_user_needs() {
    for (name, folder) in PUBLISHED {
        let list = package_list(name);
        let mut wanted: Vec<String> = ["Cargo.toml", "README.md", "src/lib.rs"]
            .map(String::from)
            .into();
        // Every source file but a library's tests (`src/tests/`, built by `cargo test`).
        wanted.extend(
            files_under(folder, "src", ".rs")
                .into_iter()
                .filter(|file| !file.starts_with("src/tests/")),
        );
        if STAGES.contains(&name) {
            wanted.push(NETWORK.into());
        }
        if name == "tui2048-engine" {
            wanted.push("examples/solve.rs".into());
        }
        // Every language's messages, which the app builds into itself, and their
        // settings.
        if name == "tui2048-app" {
            wanted.push("i18n.toml".into());
            let messages = files_under(folder, "i18n", ".ftl");
            assert!(messages.len() >= 2, "the messages: {messages:?}");
            wanted.extend(messages);
        }
        for file in &wanted {
            assert!(
                list.contains(file),
                "{name} lacks {file}; it holds {list:#?}"
            );
        }
    }
}

#[test]
fn the_game_holds_its_pages_and_pictures() {
    let list = package_list("tui2048");
    let mut wanted: Vec<String> = [
        "Cargo.lock",
        "README.zh-CN.md",
        "ARCHITECTURE.md",
        "CHANGELOG.md",
        "LICENSE",
        "src/main.rs",
    ]
    .map(String::from)
    .into();
    // Every picture the README shows and every page it links to.
    let readme = std::fs::read_to_string(Path::new(ROOT).join("README.md")).expect("README");
    let targets: Vec<&str> = readme
        .split("](")
        .skip(1)
        .filter_map(|rest| rest.split([')', '#']).next())
        .collect();
    let pictures: Vec<String> = targets
        .iter()
        .filter(|target| target.starts_with("assets/"))
        .map(|target| target.to_string())
        .collect();
    assert!(pictures.len() >= 4, "the README shows {pictures:?}");
    let pages: Vec<String> = targets
        .iter()
        .filter(|target| target.starts_with("docs/"))
        .map(|target| target.to_string())
        .collect();
    assert!(pages.len() >= 5, "the README links to {pages:?}");
    wanted.extend(pictures);
    wanted.extend(pages);
    for file in &wanted {
        assert!(
            list.contains(file),
            "the game lacks {file}; it holds {list:#?}"
        );
    }
}

#[test]
fn no_crate_holds_tests_benchmarks_or_large_files() {
    for (name, folder) in PUBLISHED {
        let list = package_list(name);
        for file in &list {
            for dir in [
                "tests/",
                "src/tests/",
                "benches/",
                "lab/",
                "engine/",
                "store/",
                "files/",
                "app/",
                "ui/",
                "server/",
                "target/",
                ".ci/",
            ] {
                assert!(!file.starts_with(dir), "{name} holds {file}");
            }
            if name != "tui2048-engine" {
                assert!(!file.starts_with("examples/"), "{name} holds {file}");
            }
            // The pictures the README shows, and no data but each stage of the network in
            // its crate.
            if file.starts_with("assets/") {
                assert!(file.ends_with(".svg"), "{name} holds {file}");
            }
            if file.ends_with(".bin") {
                assert!(
                    STAGES.contains(&name) && file == NETWORK,
                    "{name} holds data: {file}"
                );
            }
            // Files cargo writes itself (.cargo_vcs_info.json, Cargo.toml.orig) are small.
            if let Ok(meta) = std::fs::metadata(Path::new(ROOT).join(folder).join(file))
                && file != NETWORK
            {
                assert!(
                    meta.len() <= MAX_BYTES,
                    "{name}'s {file} is {} bytes, over {MAX_BYTES}",
                    meta.len()
                );
            }
        }
    }
}

/// The packages `cargo tree` finds in the build of `name`, its tests' included (`dev`),
/// on this machine's target (the others' packages are not fetched by a build here).
fn build_packages(name: &str, dev: bool) -> BTreeSet<String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let edges = if dev {
        "normal,build,dev"
    } else {
        "normal,build"
    };
    let out = Command::new(cargo)
        .args(["tree", "-p", name, "-e", edges])
        .args(["--prefix", "none", "--locked", "--format", "{p}"])
        .current_dir(ROOT)
        .output()
        .expect("run cargo tree");
    assert!(out.status.success(), "cargo tree -p {name}: {out:?}");
    String::from_utf8(out.stdout)
        .expect("UTF-8 package list")
        .lines()
        .filter_map(|line| line.split(' ').next())
        .map(str::to_string)
        .collect()
}

/// The game ships one network, in two stages, and builds, with its tests, nothing compiled
/// from C: an `include_bytes!` in each stage's crate and nowhere else, which a feature on
/// by default brings in, and no criterion, zstd's C library or C compiler driver among
/// the packages (they are the lab's and the benchmarks' own); the packed network reads
/// with ruzstd.
#[test]
fn the_game_ships_one_network_and_its_tests_build_no_c_or_criterion() {
    let mut included = Vec::new();
    for (_, folder) in PUBLISHED {
        for file in files_under(folder, "src", ".rs") {
            let path = Path::new(ROOT).join(folder).join(&file);
            let text = std::fs::read_to_string(path).expect("a source file");
            if text.contains("include_bytes!") {
                included.push(format!("{folder}/{file}"));
            }
        }
    }
    assert_eq!(
        included,
        ["network/src/lib.rs", "network-late/src/lib.rs"],
        "files that build data in"
    );
    let manifest: toml::Table = std::fs::read_to_string(Path::new(ROOT).join("Cargo.toml"))
        .expect("the manifest")
        .parse()
        .expect("the manifest parses");
    let features = manifest["features"].as_table().expect("a features table");
    let default = features["default"].as_array().expect("default features");
    assert_eq!(default.len(), 1, "{features:?}");
    assert_eq!(default[0].as_str(), Some("network"));
    let packages = build_packages("tui2048", true);
    for wanted in [
        "ratatui",
        "ruzstd",
        "tui2048-network",
        "tui2048-network-late",
    ] {
        assert!(packages.contains(wanted), "{wanted} not in {packages:?}");
    }
    // Nor the server's: a player's install builds no ssh, no database.
    for unwanted in [
        "criterion",
        "zstd",
        "zstd-sys",
        "cc",
        "cmake",
        "tui2048-server",
        "russh",
        "rusqlite",
        "tokio",
    ] {
        assert!(
            !packages.contains(unwanted),
            "the game's build holds {unwanted}"
        );
    }
}

/// The engine is a library of rules and a solver: nothing of a terminal, a command line,
/// a settings file or folders is in its build; the store none of a terminal, a command
/// line or a file; the app none of a terminal, a view, signals, folders or files; the view
/// none of the terminal's runtime, folders or files.
#[test]
fn the_engine_the_store_and_the_app_build_without_the_terminal_or_the_command_line() {
    let engine = build_packages("tui2048-engine", false);
    let store = build_packages("tui2048-store", false);
    let app = build_packages("tui2048-app", false);
    let ui = build_packages("tui2048-ui", false);
    for unwanted in [
        "ratatui",
        "crossterm",
        "clap",
        "signal-hook",
        "directories",
        "tempfile",
        "rustix",
        "termina",
        "tui2048-files",
        "tui2048-ui",
        "tui2048-guard",
    ] {
        assert!(!app.contains(unwanted), "the app's build holds {unwanted}");
    }
    for unwanted in [
        "clap",
        "signal-hook",
        "directories",
        "tempfile",
        "rustix",
        "termina",
        "tui2048-files",
        "tui2048-guard",
    ] {
        assert!(!ui.contains(unwanted), "the view's build holds {unwanted}");
    }
    assert!(app.contains("tui2048-store") && app.contains("tui2048-engine"));
    assert!(ui.contains("tui2048-app") && ui.contains("ratatui"));
    for unwanted in [
        "ratatui",
        "crossterm",
        "clap",
        "toml",
        "toml_edit",
        "directories",
        "signal-hook",
    ] {
        assert!(
            !engine.contains(unwanted),
            "the engine's build holds {unwanted}"
        );
    }
    // The store is values: the files are `tui2048-files`'.
    for unwanted in [
        "ratatui",
        "crossterm",
        "clap",
        "signal-hook",
        "directories",
        "tempfile",
        "libc",
        "rustix",
        "tui2048-files",
    ] {
        assert!(
            !store.contains(unwanted),
            "the store's build holds {unwanted}"
        );
    }
    assert!(engine.contains("tui2048-network") && engine.contains("tui2048-network-late"));
    assert!(store.contains("tui2048-engine"));
}
