//! The README's keys and flags tables say what the code does: every key of the key table
//! and every flag the command line knows, and nothing else.

use std::collections::BTreeSet;

use clap::CommandFactory;

use tui2048::app::keymap::{KEYMAP, key_name, keys_label};
use tui2048::cli::Cli;

fn readme() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/README.md");
    std::fs::read_to_string(path).expect("README.md is readable")
}

/// The text of the section under the `## {title}` heading, up to the next `## ` heading.
fn section<'a>(text: &'a str, title: &str) -> &'a str {
    let heading = format!("## {title}\n");
    let start = text
        .find(&heading)
        .unwrap_or_else(|| panic!("README.md has no \"## {title}\" section"))
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
    let text = readme();
    let rows = table_rows(section(&text, "Keys"));
    assert!(!rows.is_empty(), "README.md's Keys section has no table");
    let mut problems = Vec::new();
    let mut matched = vec![false; rows.len()];
    for binding in KEYMAP {
        let names: BTreeSet<String> = binding.keys.iter().map(|&k| key_name(k)).collect();
        let found = rows.iter().position(|row| {
            let listed: BTreeSet<String> = code_spans(&row[0]).into_iter().collect();
            listed == names
        });
        let Some(i) = found else {
            problems.push(format!(
                "no row whose keys are exactly {} for \"{}\"",
                names
                    .iter()
                    .map(|n| format!("`{n}`"))
                    .collect::<Vec<_>>()
                    .join(" "),
                binding.help
            ));
            continue;
        };
        matched[i] = true;
        let action = rows[i]
            .get(1)
            .map(|c| c.replace('`', ""))
            .unwrap_or_default();
        if !action.contains(binding.help) {
            problems.push(format!(
                "the row of {} says \"{action}\", not the action \"{}\"",
                keys_label(binding),
                binding.help
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
        "README.md's keys table:\n{}",
        problems.join("\n")
    );
}

#[test]
fn flags_table_lists_every_flag() {
    let text = readme();
    let flags = section(&text, "Flags");
    // The game's flags come first; each subcommand has its own table, under a
    // "### `tui2048 NAME`" heading.
    let mut parts = flags.split("\n### ");
    let game = parts.next().unwrap_or_default();
    let mut command = Cli::command();
    command.build();
    compare("flags table", &flags_in(game), &long_flags(&command));
    let mut documented = BTreeSet::new();
    for part in parts {
        let heading = part.lines().next().unwrap_or_default();
        let name = code_spans(heading)
            .first()
            .and_then(|span| span.strip_prefix("tui2048 "))
            .and_then(|rest| rest.split_whitespace().next())
            .map(str::to_string)
            .unwrap_or_else(|| panic!("the Flags heading {heading:?} names no `tui2048 NAME`"));
        let subcommand = command
            .find_subcommand(&name)
            .unwrap_or_else(|| panic!("README.md's Flags section has {name:?}, no subcommand"));
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
        "README.md's Flags section has a \"### `tui2048 NAME`\" part for each subcommand"
    );
}

#[test]
fn the_smallest_terminal_of_each_board_size_is_the_one_documented() {
    use ratatui::layout::Rect;
    use tui2048::ui::{layout, minimum};
    let text = readme();
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
            layout(Rect::new(0, 0, w, h), n).is_some(),
            "{n}×{n} at {w}×{h}"
        );
        assert!(
            layout(Rect::new(0, 0, w - 1, h), n).is_none(),
            "{n}×{n} narrower"
        );
        assert!(
            layout(Rect::new(0, 0, w, h - 1), n).is_none(),
            "{n}×{n} shorter"
        );
    }
    // The opening line's promise for the usual board.
    assert!(text.contains("the 4×4 board from 34×12 up"));
}
