//! The published crate holds what a user needs to build, install and read about the
//! game (the sources, the manifest and lock file, both READMEs, ARCHITECTURE, CHANGELOG,
//! LICENSE, the pictures and pages the README links to, and the network the fast level
//! plays with) and nothing else: no tests, no benchmarks, no lab (its trainer, its tools
//! and the networks it keeps) and no other large file. `cargo package --list` says so.
//!
//! Every command here needs only what `cargo test` itself fetched on a fresh machine (an
//! empty cargo home): the file list and the build's packages on this machine's target.
//! The crate's size as `cargo package` makes it, under crates.io's 10 MB, is `.ci/run`'s
//! to check, since making the crate resolves its dependencies anew.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The largest file the crate may hold.
const MAX_BYTES: u64 = 1024 * 1024;

/// The network the fast level plays with, the one file larger than [`MAX_BYTES`].
const NETWORK: &str = "data/network.bin";

/// The files `cargo package` would put in the crate, as it lists them.
fn package_list() -> BTreeSet<String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(cargo)
        .args(["package", "--list", "--allow-dirty", "--quiet"])
        .current_dir(ROOT)
        .output()
        .expect("run cargo package --list");
    assert!(out.status.success(), "cargo package --list: {out:?}");
    String::from_utf8(out.stdout)
        .expect("UTF-8 file list")
        .lines()
        .map(str::to_string)
        .collect()
}

/// The files under `dir` (relative to the crate's root) whose names end with `ext`.
fn files_under(dir: &str, ext: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut folders = vec![Path::new(ROOT).join(dir)];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("read a source folder") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.to_string_lossy().ends_with(ext) {
                let relative = path.strip_prefix(ROOT).expect("under the root");
                found.push(relative.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    found
}

#[test]
fn the_crate_holds_what_a_user_needs() {
    let list = package_list();
    let mut wanted: Vec<String> = [
        "Cargo.toml",
        "Cargo.lock",
        "README.md",
        "README.zh-CN.md",
        "ARCHITECTURE.md",
        "CHANGELOG.md",
        "LICENSE",
        "src/main.rs",
        "src/lib.rs",
        NETWORK,
    ]
    .map(String::from)
    .into();
    // Every source file but the library's tests (`src/tests/`, built only by `cargo test`).
    wanted.extend(
        files_under("src", ".rs")
            .into_iter()
            .filter(|file| !file.starts_with("src/tests/")),
    );
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
            "the crate lacks {file}; it holds {list:#?}"
        );
    }
}

#[test]
fn the_crate_holds_no_tests_benchmarks_or_large_files() {
    let list = package_list();
    for file in &list {
        for folder in [
            "tests/",
            "src/tests/",
            "benches/",
            "examples/",
            "lab/",
            "target/",
            ".ci/",
        ] {
            assert!(!file.starts_with(folder), "the crate holds {file}");
        }
        // The pictures the README shows, and no data but the network.
        if file.starts_with("assets/") {
            assert!(file.ends_with(".svg"), "the crate holds {file}");
        }
        // Files cargo writes itself (.cargo_vcs_info.json, Cargo.toml.orig) are small.
        if let Ok(meta) = std::fs::metadata(Path::new(ROOT).join(file))
            && file != NETWORK
        {
            assert!(
                meta.len() <= MAX_BYTES,
                "{file} is {} bytes, over {MAX_BYTES}",
                meta.len()
            );
        }
    }
    let data: Vec<&String> = list.iter().filter(|f| f.ends_with(".bin")).collect();
    assert_eq!(data, [NETWORK], "the crate holds data");
}

/// The packages `cargo tree` finds in the game's build, its tests' included, on this
/// machine's target (the others' packages are not fetched by a build here).
fn game_build_packages() -> BTreeSet<String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "tree",
            "-p",
            "tui2048",
            "-e",
            "normal,build,dev",
            "--prefix",
            "none",
            "--locked",
            "--format",
            "{p}",
        ])
        .current_dir(ROOT)
        .output()
        .expect("run cargo tree");
    assert!(out.status.success(), "cargo tree: {out:?}");
    String::from_utf8(out.stdout)
        .expect("UTF-8 package list")
        .lines()
        .filter_map(|line| line.split(' ').next())
        .map(str::to_string)
        .collect()
}

/// The game builds, and builds its tests, with one network and nothing compiled from C:
/// one `include_bytes!` in its sources, of the network, which a feature on by default
/// brings in, and no criterion, zstd's C library or C compiler driver among its packages
/// (they are the lab's and the benchmarks' own); its packed network reads with ruzstd.
#[test]
fn the_game_ships_one_network_and_its_tests_build_no_c_or_criterion() {
    let mut included = Vec::new();
    for file in files_under("src", ".rs") {
        let text = std::fs::read_to_string(Path::new(ROOT).join(&file)).expect("a source file");
        if text.contains("include_bytes!") {
            included.push(file);
        }
    }
    assert_eq!(
        included,
        ["src/ai/ntuple/mod.rs"],
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
    assert_eq!(features["network"].as_array().map(Vec::len), Some(1));
    let packages = game_build_packages();
    assert!(packages.contains("ratatui"), "{packages:?}");
    assert!(packages.contains("ruzstd"), "{packages:?}");
    for unwanted in ["criterion", "zstd", "zstd-sys", "cc", "cmake"] {
        assert!(
            !packages.contains(unwanted),
            "the game's build holds {unwanted}"
        );
    }
}
