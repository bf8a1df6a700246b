//! The README and the manual in `docs/` say what the code does: the README's keys and
//! flags tables every key of the key table and every flag of the game, the commands'
//! tables in `docs/commands.md` every flag of each command, and the smallest terminals in
//! `docs/screen.md` what the layout needs. The README stays a player's length, and every
//! link between these pages leads to a file and a heading that exist.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use clap::CommandFactory;

use tui2048::cli::Cli;
use tui2048_app::keymap::{KEYMAP, key_name, keys_label};
use tui2048_app::text::{Chinese, English, Texts};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// A page of the repository, by its path from the root.
fn page(path: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(path))
        .unwrap_or_else(|e| panic!("{path} is not readable: {e}"))
}

fn readme() -> String {
    page("README.md")
}

/// The text of the section under the `## {title}` heading, up to the next `## ` heading.
fn section<'a>(text: &'a str, title: &str) -> &'a str {
    let heading = format!("## {title}\n");
    let start = text
        .find(&heading)
        .unwrap_or_else(|| panic!("the page has no \"## {title}\" section"))
        + heading.len();
    let rest = &text[start..];
    let end = rest.find("\n## ").map_or(rest.len(), |i| i + 1);
    &rest[..end]
}

/// The cells of the table rows in `text`, header and separator rows left out.
fn table_rows(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut in_table = false;
    for line in text.lines() {
        let line = line.trim();
        if !line.starts_with('|') {
            in_table = false;
            continue;
        }
        if !in_table {
            // The header row.
            in_table = true;
            continue;
        }
        // Cells split at pipes, except escaped ones (`\|`).
        let inner = line.trim_matches('|').replace("\\|", "\u{0}");
        let cells: Vec<String> = inner
            .split('|')
            .map(|cell| cell.replace('\u{0}', "|").trim().to_string())
            .collect();
        if cells
            .iter()
            .all(|c| c.chars().all(|ch| matches!(ch, '-' | ':')))
        {
            continue;
        }
        rows.push(cells);
    }
    rows
}

/// The `code` spans of a cell.
fn code_spans(cell: &str) -> Vec<String> {
    cell.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// The flag names (`--size`) of a table's first column.
fn flags_in(text: &str) -> BTreeSet<String> {
    table_rows(text)
        .iter()
        .flat_map(|row| code_spans(&row[0]))
        .filter(|span| span.starts_with("--"))
        .map(|span| {
            span.split(|c: char| c.is_whitespace() || c == '=')
                .next()
                .unwrap_or_default()
                .to_string()
        })
        .collect()
}

/// The long flags of a command, `--help` and `--version` included.
fn long_flags(command: &clap::Command) -> BTreeSet<String> {
    command
        .get_arguments()
        .filter(|arg| !arg.is_hide_set())
        .filter_map(|arg| arg.get_long())
        .map(|long| format!("--{long}"))
        .collect()
}

fn compare(table: &str, documented: &BTreeSet<String>, known: &BTreeSet<String>) {
    let missing: Vec<&String> = known.difference(documented).collect();
    let extra: Vec<&String> = documented.difference(known).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "README.md's {table}: missing {missing:?}; listed but unknown to the command line {extra:?}"
    );
}

#[test]
fn keys_table_lists_every_binding() {
    keys_table_of("README.md", "Keys", &English);
}

#[test]
fn the_chinese_readme_lists_every_binding_in_the_games_chinese_words() {
    keys_table_of("README.zh-CN.md", "按键", &Chinese);
    let text = page("README.zh-CN.md");
    assert!(
        readme().starts_with("# tui2048\n\n[简体中文](README.zh-CN.md)\n"),
        "README.md links its Chinese twin at its top"
    );
    for part in [
        "## 安装",
        "## 按键",
        "## 设置",
        "language = \"zh\"",
        "--lang zh",
    ] {
        assert!(text.contains(part), "README.zh-CN.md says {part:?}");
    }
}

/// The keys table of `path`'s section `title`: a row for each binding, its keys exactly
/// the binding's and its action the key table's words in `texts`.
fn keys_table_of(path: &str, title: &str, texts: &Texts) {
    let text = page(path);
    let rows = table_rows(section(&text, title));
    assert!(!rows.is_empty(), "{path}'s {title} section has no table");
    let mut problems = Vec::new();
    let mut matched = vec![false; rows.len()];
    for binding in KEYMAP {
        let help = (binding.help)(texts);
        let names: BTreeSet<String> = binding.keys.iter().map(|&k| key_name(k)).collect();
        let found = rows.iter().position(|row| {
            let listed: BTreeSet<String> = code_spans(&row[0]).into_iter().collect();
            listed == names
        });
        let Some(i) = found else {
            problems.push(format!(
                "no row whose keys are exactly {} for \"{help}\"",
                names
                    .iter()
                    .map(|n| format!("`{n}`"))
                    .collect::<Vec<_>>()
                    .join(" "),
            ));
            continue;
        };
        matched[i] = true;
        let action = rows[i]
            .get(1)
            .map(|c| c.replace('`', ""))
            .unwrap_or_default();
        if !action.contains(help) {
            problems.push(format!(
                "the row of {} says \"{action}\", not the action \"{help}\"",
                keys_label(binding),
            ));
        }
    }
    for (row, _) in rows.iter().zip(&matched).filter(|(_, m)| !**m) {
        problems.push(format!(
            "the row \"{}\" is no binding of the key table",
            row.join(" | ")
        ));
    }
    assert!(
        problems.is_empty(),
        "{path}'s keys table:\n{}",
        problems.join("\n")
    );
}

#[test]
fn flags_table_lists_every_flag() {
    let text = readme();
    let game = section(&text, "Flags");
    let mut command = Cli::command();
    command.build();
    compare("flags table", &flags_in(game), &long_flags(&command));
    // Each command has its own table in docs/commands.md, under a "## `tui2048 NAME`"
    // heading.
    let commands = page("docs/commands.md");
    let mut documented = BTreeSet::new();
    for part in commands
        .split("\n## ")
        .skip(1)
        .filter(|part| part.starts_with("`tui2048 "))
    {
        let heading = part.lines().next().unwrap_or_default();
        let name = code_spans(heading)
            .first()
            .and_then(|span| span.strip_prefix("tui2048 "))
            .and_then(|rest| rest.split_whitespace().next())
            .map(str::to_string)
            .unwrap_or_else(|| panic!("the heading {heading:?} names no `tui2048 NAME`"));
        let subcommand = command
            .find_subcommand(&name)
            .unwrap_or_else(|| panic!("docs/commands.md has {name:?}, no subcommand"));
        compare(
            &format!("{name} flags table"),
            &flags_in(part),
            &long_flags(subcommand),
        );
        documented.insert(name);
    }
    // clap's own `help` subcommand needs no table.
    let subcommands: BTreeSet<String> = command
        .get_subcommands()
        .filter(|sub| !sub.is_hide_set() && sub.get_name() != "help")
        .map(|sub| sub.get_name().to_string())
        .collect();
    assert_eq!(
        documented, subcommands,
        "docs/commands.md has a \"## `tui2048 NAME`\" part for each subcommand"
    );
}

#[test]
fn the_smallest_terminal_of_each_board_size_is_the_one_documented() {
    use ratatui::layout::Rect;
    use tui2048_ui::{geometry, minimum};
    let text = page("docs/screen.md");
    let rows = table_rows(section(&text, "Terminal sizes"));
    let documented: Vec<(usize, (u16, u16))> = rows
        .iter()
        .map(|row| {
            let n = row[0].split('×').next().unwrap().parse().unwrap();
            let (w, h) = row[1].split_once('×').unwrap();
            (n, (w.parse().unwrap(), h.parse().unwrap()))
        })
        .collect();
    let sizes: Vec<usize> = documented.iter().map(|(n, _)| *n).collect();
    assert_eq!(sizes, (3..=8).collect::<Vec<_>>());
    for (n, (w, h)) in documented {
        assert_eq!(minimum(n), (w, h), "{n}×{n}");
        assert!(
            geometry(Rect::new(0, 0, w, h), n).is_some(),
            "{n}×{n} at {w}×{h}"
        );
        assert!(
            geometry(Rect::new(0, 0, w - 1, h), n).is_none(),
            "{n}×{n} narrower"
        );
        assert!(
            geometry(Rect::new(0, 0, w, h - 1), n).is_none(),
            "{n}×{n} shorter"
        );
    }
    // The README's promise for the usual board.
    assert!(readme().contains("the 4×4 board from 34×12 up"));
}

/// The words of a page as a reader counts them: its text, code included, without the
/// pictures' addresses and descriptions, HTML comments or table rules.
fn words(text: &str) -> usize {
    let mut rest = text.to_string();
    while let Some(start) = rest.find("<!--") {
        let end = rest[start..]
            .find("-->")
            .map_or(rest.len(), |e| start + e + 3);
        rest.replace_range(start..end, "");
    }
    rest.lines()
        .filter(|line| !line.trim_start().starts_with("![") && !line.starts_with("|---"))
        .flat_map(str::split_whitespace)
        .filter(|word| word.chars().any(char::is_alphanumeric))
        .count()
}

/// The README is for players: about 1,800 words at most, with what it is, a picture,
/// the install line, play and the keys, the flags, where the game is saved, and a
/// paragraph each on the solver, records and the daily game, the language, themes and
/// colours; the rest of the manual is in docs/, linked from it.
#[test]
fn the_readme_is_a_players_length_and_links_to_the_manual() {
    let text = readme();
    let count = words(&text);
    assert!(count <= 1800, "README.md has {count} words");
    let headings: Vec<&str> = text.lines().filter(|l| l.starts_with("## ")).collect();
    assert_eq!(
        headings,
        [
            "## Install",
            "## Play",
            "## Keys",
            "## Flags",
            "## Where the game is saved",
            "## The solver",
            "## Records and the daily game",
            "## Language",
            "## Playing without the screen",
            "## Themes and colours",
            "## More",
        ]
    );
    assert!(text.contains("](assets/"), "a picture");
    // One install line, the same here and in the manual.
    let install = "cargo install --locked --path .";
    assert!(section(&text, "Install").contains(install));
    for (path, body) in pages() {
        // Lines that install the game, not the tools of its tests.
        let installs = |l: &&str| l.contains("cargo install") && !l.contains("cargo-");
        for line in body.lines().filter(installs) {
            assert!(line.contains(install), "{path}: {line}");
        }
    }
    for doc in [
        "docs/commands.md",
        "docs/screen.md",
        "docs/colours.md",
        "docs/state-file.md",
        "docs/records.md",
        "docs/solver.md",
        "docs/plain.md",
    ] {
        assert!(text.contains(&format!("]({doc})")), "README.md links {doc}");
    }
    // What moved to the manual is not in the README.
    for detail in ["LEB128", "SplitMix64", "/dev/null", "2e-4", "CIEDE2000"] {
        assert!(!text.contains(detail), "README.md still explains {detail}");
    }
}

/// The README, ARCHITECTURE.md and every page in docs/.
fn pages() -> Vec<(String, String)> {
    let mut paths = vec![
        "README.md".to_string(),
        "README.zh-CN.md".to_string(),
        "ARCHITECTURE.md".to_string(),
    ];
    let mut docs: Vec<String> = std::fs::read_dir(Path::new(ROOT).join("docs"))
        .expect("docs/")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    docs.sort();
    paths.extend(docs);
    paths.into_iter().map(|p| (p.clone(), page(&p))).collect()
}

/// The anchor GitHub gives a heading: lower case, spaces as hyphens, punctuation gone.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The targets of a page's links: `[words](target)`.
fn links(text: &str) -> Vec<String> {
    text.split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .map(str::to_string)
        .collect()
}

/// Every link from the README, ARCHITECTURE.md and docs/ to a page of the repository
/// leads to a file that exists, and to a heading of it that exists.
#[test]
fn every_link_between_the_pages_leads_somewhere() {
    let mut broken = Vec::new();
    for (path, body) in pages() {
        let dir = Path::new(&path)
            .parent()
            .unwrap_or(Path::new(""))
            .to_path_buf();
        for target in links(&body) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, fragment) = match target.split_once('#') {
                Some((file, fragment)) => (file, Some(fragment)),
                None => (target.as_str(), None),
            };
            let file: PathBuf = if file.is_empty() {
                PathBuf::from(&path)
            } else {
                dir.join(file)
            };
            let Ok(linked) = std::fs::read_to_string(Path::new(ROOT).join(&file)) else {
                broken.push(format!("{path}: {target} (no file)"));
                continue;
            };
            if let Some(fragment) = fragment {
                let found = linked
                    .lines()
                    .filter(|l| l.starts_with('#'))
                    .any(|l| anchor(l.trim_start_matches('#')) == fragment);
                if !found {
                    broken.push(format!("{path}: {target} (no such heading)"));
                }
            }
        }
    }
    assert!(broken.is_empty(), "{broken:#?}");
}
