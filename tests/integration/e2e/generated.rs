//! `tui2048 completions` and `tui2048 man`, without a terminal: what they print follows
//! the command line's definition and the key table, and they touch no state.

use std::collections::BTreeSet;
use std::io::Read;
use std::process::{Command, Output, Stdio};

use clap::CommandFactory;
use tui2048::cli::Cli;
use tui2048_app::keymap::{KEYMAP, keys_label};
use tui2048_app::text::English;

use super::harness::*;

const SHELLS: [&str; 5] = ["bash", "elvish", "fish", "powershell", "zsh"];

/// The command line as the manual page shows it: built, without clap's `help` subcommand.
fn cli() -> clap::Command {
    let mut command = Cli::command().disable_help_subcommand(true);
    command.build();
    command
}

/// Every long flag of the command line, its subcommands' included.
fn every_long_flag() -> BTreeSet<String> {
    let command = cli();
    let mut flags = BTreeSet::new();
    for cmd in std::iter::once(&command).chain(command.get_subcommands()) {
        flags.extend(
            cmd.get_arguments()
                .filter_map(|a| a.get_long())
                .map(|l| format!("--{l}")),
        );
    }
    flags
}

/// Runs the program without a terminal, in an empty home, and checks that it printed
/// nothing on stderr, no escape sequence on stdout, and made no state folder.
fn printed(args: &[&str]) -> String {
    let home = Home::new();
    let out = run_plain(&home, args);
    assert_eq!(out.status.code(), Some(0), "{args:?}: {out:?}");
    assert!(out.stderr.is_empty(), "{args:?}: {out:?}");
    assert!(
        !out.stdout.contains(&0x1b),
        "{args:?} printed an escape sequence"
    );
    assert!(
        !home.state_dir().exists(),
        "{args:?} created the state folder"
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

// Completions.

/// What the bash completion of `words` (the last one being completed) offers, with the
/// script sourced in a real, non-interactive bash as a user's shell does.
fn bash_completes(words: &[&str]) -> Vec<String> {
    let home = Home::new();
    let script = r#"
source <("$TUI2048_BIN" completions bash) || exit 3
spec=$(complete -p tui2048) || exit 4
function=$(sed -n 's/.* -F \([^ ]*\) .*/\1/p' <<<"$spec")
COMP_WORDS=("$@")
COMP_CWORD=$(( $# - 1 ))
COMP_LINE="$*"
COMP_POINT=${#COMP_LINE}
COMPREPLY=()
"$function" tui2048 "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}" 2>/dev/null
printf '%s\n' "${COMPREPLY[@]}"
"#;
    let out = Command::new("bash")
        .args(["--norc", "--noprofile", "-c", script, "bash"])
        .args(words)
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", home.path())
        .env("XDG_CONFIG_HOME", home.path())
        .env("TUI2048_BIN", binary())
        .stdin(Stdio::null())
        .output()
        .expect("run bash");
    assert!(out.status.success(), "bash for {words:?}: {out:?}");
    assert!(
        !home.state_dir().exists(),
        "completing created the state folder"
    );
    let mut offered: Vec<String> = String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect();
    offered.sort();
    offered
}

#[test]
fn bash_completes_flags_subcommands_and_values() {
    assert_eq!(bash_completes(&["tui2048", "--th"]), ["--theme"]);
    assert_eq!(
        bash_completes(&["tui2048", "--theme", ""]),
        ["classic", "dark", "high-contrast", "stealth"]
    );
    assert_eq!(
        bash_completes(&["tui2048", "--theme", "h"]),
        ["high-contrast"]
    );
    assert_eq!(
        bash_completes(&["tui2048", "--spawn", ""]),
        ["classic", "scaled"]
    );
    assert_eq!(
        bash_completes(&["tui2048", "--no-"]),
        ["--no-anim", "--no-mouse"]
    );
    assert_eq!(bash_completes(&["tui2048", "co"]), ["completions"]);
    assert_eq!(
        bash_completes(&["tui2048", "completions", ""]),
        [
            "--help",
            "-h",
            "bash",
            "elvish",
            "fish",
            "powershell",
            "zsh"
        ]
    );
    assert_eq!(
        bash_completes(&["tui2048", "--seed", "3", "bench", "--player", ""]),
        ["expectimax", "greedy", "random"]
    );
    // A number is not a file name: nothing but what was typed.
    assert_eq!(bash_completes(&["tui2048", "--size", "5"]), ["5"]);
}

#[test]
fn every_shell_gets_every_subcommand_and_flag() {
    let flags = every_long_flag();
    for shell in SHELLS {
        let script = printed(&["completions", shell]);
        for flag in &flags {
            // fish names a flag `-l theme`.
            let needle = match shell {
                "fish" => format!("-l {}", &flag[2..]),
                _ => flag.clone(),
            };
            assert!(
                script.contains(&needle),
                "the {shell} script lacks {needle:?}"
            );
        }
        for subcommand in ["bench", "completions", "man"] {
            assert!(
                script.contains(subcommand),
                "the {shell} script lacks {subcommand}"
            );
        }
    }
}

/// zsh completes every allowed value, fish every flag's (clap_complete's fish script
/// leaves out the shell names after `completions`, and its elvish and PowerShell
/// scripts complete no values; bash is tried above).
#[test]
fn zsh_and_fish_complete_allowed_values() {
    let zsh = printed(&["completions", "zsh"]);
    let fish = printed(&["completions", "fish"]);
    let command = cli();
    let mut checked = 0;
    for cmd in std::iter::once(&command).chain(command.get_subcommands()) {
        for arg in cmd.get_arguments() {
            let values: Vec<String> = arg
                .get_possible_values()
                .iter()
                .map(|v| v.get_name().to_string())
                .collect();
            if values.is_empty() {
                continue;
            }
            checked += 1;
            let choice = format!("({})", values.join(" "));
            assert!(zsh.contains(&choice), "zsh lacks {choice}");
            if arg.is_positional() {
                continue;
            }
            for value in &values {
                let item = format!("{value}\\t''");
                assert!(fish.contains(&item), "fish lacks {item}");
            }
        }
    }
    // --spawn, --theme, --colors, --strength, --lang, --interface, --labels, --verbosity,
    // --replay-says, bench's --player and --strength, review's --strength, race's
    // --strength and --lang, export's, verify's and board's --lang, and the shell of
    // completions.
    assert_eq!(checked, 18);
}

#[test]
fn the_shell_defaults_to_the_one_shell_names() {
    let run = |shell: Option<&str>| -> Output {
        let home = Home::new();
        let mut cmd = Command::new(binary());
        cmd.arg("completions")
            .env_clear()
            .env("HOME", home.path())
            .env("XDG_CONFIG_HOME", home.path());
        if let Some(shell) = shell {
            cmd.env("SHELL", shell);
        }
        let out = cmd.stdin(Stdio::null()).output().expect("run tui2048");
        assert!(
            !home.state_dir().exists(),
            "completions created the state folder"
        );
        out
    };
    let zsh = run(Some("/usr/bin/zsh"));
    assert_eq!(zsh.status.code(), Some(0), "{zsh:?}");
    assert_eq!(zsh.stdout, printed(&["completions", "zsh"]).into_bytes());

    for shell in [None, Some("/bin/tcsh")] {
        let out = run(shell);
        assert_eq!(out.status.code(), Some(2), "{shell:?}: {out:?}");
        assert!(out.stdout.is_empty(), "{shell:?}: {out:?}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{stderr:?}");
        assert!(stderr.starts_with("tui2048: name the shell"), "{stderr:?}");
        for name in SHELLS {
            assert!(stderr.contains(name), "{stderr:?} lacks {name}");
        }
        assert!(stderr.contains("tui2048 completions --help"), "{stderr:?}");
    }
}

#[test]
fn an_unknown_shell_is_refused() {
    super::cli::refused(
        &["completions", "tcsh"],
        &["'tcsh'", "bash, elvish, fish, powershell, zsh", "--help"],
    );
    super::cli::refused(&["man", "extra"], &["'extra'", "--help"]);
}

// The manual page.

/// `text` as roff's writer escapes it in the page.
fn roff(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\\' => "\\\\".to_string(),
            '-' => "\\-".to_string(),
            '\'' => "\\*(Aq".to_string(),
            c if !c.is_ascii() => format!("\\[u{:04X}]", u32::from(c)),
            c => c.to_string(),
        })
        .collect()
}

/// The part of `page` from the line `start` up to the next line starting with one of
/// `ends` (or the end of the page).
fn part<'a>(page: &'a str, start: &str, ends: &[&str]) -> &'a str {
    let from = page
        .find(&format!("\n{start}\n"))
        .unwrap_or_else(|| panic!("the page has no line {start:?}"))
        + start.len()
        + 2;
    let rest = &page[from..];
    let to = rest
        .match_indices('\n')
        .map(|(i, _)| i + 1)
        .find(|&i| ends.iter().any(|end| rest[i..].starts_with(end)))
        .unwrap_or(rest.len());
    &rest[..to]
}

#[test]
fn man_page_is_roff_with_every_section() {
    let page = printed(&["man"]);
    let mut lines = page.lines();
    assert_eq!(
        lines.next(),
        Some(
            format!(
                ".TH TUI2048 6 \"\" \"tui2048 {}\" \"Games\"",
                env!("CARGO_PKG_VERSION")
            )
            .as_str()
        )
    );
    // The string \*(Aq (an apostrophe) is defined once, before any use.
    assert_eq!(lines.next(), Some(".ie \\n(.g .ds Aq \\(aq"));
    assert_eq!(lines.next(), Some(".el .ds Aq '"));
    assert_eq!(page.matches(".ds Aq").count(), 2);
    assert!(page.is_ascii(), "groff reads no UTF-8 without preconv");
    let headings: Vec<&str> = page.lines().filter(|l| l.starts_with(".SH ")).collect();
    assert_eq!(
        headings,
        [
            ".SH NAME",
            ".SH SYNOPSIS",
            ".SH DESCRIPTION",
            ".SH OPTIONS",
            ".SH COMMANDS",
            ".SH KEYS",
            ".SH ENVIRONMENT",
            ".SH FILES",
            ".SH \"EXIT STATUS\"",
        ]
    );
}

#[test]
fn man_page_documents_every_flag_and_value() {
    let page = printed(&["man"]);
    let command = cli();
    let parts = std::iter::once((command.clone(), part(&page, ".SH OPTIONS", &[".SH "]))).chain(
        command.get_subcommands().map(|sub| {
            let heading = format!(".SS \"tui2048 {}\"", sub.get_name());
            (sub.clone(), part(&page, &heading, &[".SS ", ".SH "]))
        }),
    );
    let mut checked = 0;
    for (cmd, text) in parts {
        let bin_name = cmd.get_bin_name().unwrap_or(cmd.get_name());
        let synopsis = format!("\\fB{}\\fR", roff(bin_name));
        assert!(
            part(&page, ".SH SYNOPSIS", &[".SH "]).contains(&synopsis),
            "the synopsis lacks {synopsis}"
        );
        for arg in cmd.get_arguments() {
            let name = match arg.get_long() {
                Some(long) => format!("\\fB{}\\fR", roff(&format!("--{long}"))),
                None => {
                    let value_names = arg.get_value_names().unwrap_or_default();
                    let names: Vec<&str> = value_names.iter().map(|n| n.as_str()).collect();
                    format!("\\fI{}\\fR", roff(&names.join(" ")))
                }
            };
            assert!(
                text.contains(&name),
                "{}: no {name} in\n{text}",
                cmd.get_name()
            );
            for value in arg.get_possible_values() {
                let item = format!(".IP \\(bu 2\n{}\n", roff(value.get_name()));
                assert!(
                    text.contains(&item),
                    "{}: no value {item:?}",
                    cmd.get_name()
                );
            }
            checked += 1;
        }
    }
    assert!(
        checked >= every_long_flag().len(),
        "only {checked} arguments checked"
    );
}

#[test]
fn man_page_lists_the_keys_and_the_state_file() {
    let page = printed(&["man"]);
    let keys = part(&page, ".SH KEYS", &[".SH "]);
    for binding in KEYMAP {
        let item = format!(
            ".TP\n\\fB{}\\fR\n{}\n",
            roff(&keys_label(binding)),
            roff((binding.help)(&English))
        );
        assert!(keys.contains(&item), "KEYS lacks {item:?}:\n{keys}");
    }
    assert_eq!(keys.matches(".TP\n").count(), KEYMAP.len());
    let files = part(&page, ".SH FILES", &[".SH "]);
    for path in [
        "$XDG_CONFIG_HOME/tui2048/state.json",
        "~/.config/tui2048/state.json",
        "~/Library/Application Support/tui2048/state.json",
        "%APPDATA%\\\\tui2048\\\\config\\\\state.json",
        "state.json.lock",
    ] {
        assert!(files.contains(path), "FILES lacks {path}:\n{files}");
    }
    let environment = part(&page, ".SH ENVIRONMENT", &[".SH "]);
    for name in ["TUI2048_STATE", "XDG_CONFIG_HOME", "COLORTERM", "NO_COLOR"] {
        assert!(environment.contains(&format!("\\fB{name}\\fR")), "{name}");
    }
}

/// groff, where there is one, formats the page without a warning.
#[test]
fn groff_formats_the_man_page_cleanly() {
    let page = printed(&["man"]);
    let Ok(mut groff) = Command::new("groff")
        .args(["-man", "-Tutf8", "-ww", "-z"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
    else {
        eprintln!("no groff here: the page was not formatted");
        return;
    };
    use std::io::Write;
    groff
        .stdin
        .take()
        .expect("groff's stdin")
        .write_all(page.as_bytes())
        .expect("write to groff");
    let mut warnings = String::new();
    groff
        .stderr
        .take()
        .expect("groff's stderr")
        .read_to_string(&mut warnings)
        .expect("read groff's warnings");
    assert!(groff.wait().expect("groff").success());
    assert_eq!(warnings, "", "groff's warnings");
}

/// A reader that goes away early (`tui2048 man | head -1`) is no error: the program ends
/// quietly, by SIGPIPE as the system's tools do when it writes after the reader has gone.
#[test]
fn a_closed_pipe_is_no_error() {
    for args in [&["man"][..], &["completions", "bash"]] {
        let home = Home::new();
        let mut child = Command::new(binary())
            .args(args)
            .env_clear()
            .env("HOME", home.path())
            .env("XDG_CONFIG_HOME", home.path())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn tui2048");
        drop(child.stdout.take());
        let out = child.wait_with_output().expect("wait");
        use std::os::unix::process::ExitStatusExt;
        let quiet = out.status.code() == Some(0) || out.status.signal() == Some(13);
        assert!(quiet, "{args:?}: {out:?}");
        assert!(out.stderr.is_empty(), "{args:?}: {out:?}");
    }
}
