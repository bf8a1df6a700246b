//! `tui2048 man`: the manual page, in roff. The synopsis and every option (the
//! subcommands' too) come from the command line's definition and the KEYS section from
//! the game's key table, so the page cannot fall behind either; the rest (description,
//! environment, files, exit status) is written here, after the README and `docs/`.
//!
//! It is one page in section 6 (games), with a part for each subcommand, rather than a
//! page per subcommand: `tui2048 man > tui2048.6` is all there is to install.

use std::io;

use clap::CommandFactory;
use clap_mangen::Man;
use clap_mangen::roff::{Inline, Roff, bold, italic, roman};

use super::Cli;
use tui2048_app::keymap::{KEYMAP, keys_label};
use tui2048_app::text::English;

/// The lines roff's writer puts before every piece it writes; the page has them once,
/// after the `.TH` line, as man pages start with `.TH`.
const PREAMBLE: [&str; 2] = [".ie \\n(.g .ds Aq \\(aq", ".el .ds Aq '"];

/// The manual page.
pub(crate) fn man_page() -> io::Result<String> {
    let mut command = Cli::command().disable_help_subcommand(true);
    command.build();
    let subcommands: Vec<&clap::Command> = command.get_subcommands().collect();
    let root = Man::new(command.clone());

    let mut page = format!(
        ".TH TUI2048 6 \"\" \"tui2048 {}\" \"Games\"\n",
        command.get_version().unwrap_or_default()
    );
    page.extend(PREAMBLE.map(|line| format!("{line}\n")));

    page += &piece(|w| root.render_name_section(w))?;
    let mut lines = Roff::new();
    lines.control("SH", ["SYNOPSIS"]);
    lines.text(synopsis(&command, "tui2048", !subcommands.is_empty()));
    for sub in &subcommands {
        lines.control("br", []);
        let name = format!("tui2048 {}", sub.get_name());
        lines.text(synopsis(sub, &name, false));
    }
    page += &roff(&lines)?;
    page += &piece(|w| root.render_description_section(w))?;
    page += &roff(&description())?;
    page += &piece(|w| root.render_options_section(w))?;

    page += ".SH COMMANDS\n";
    for sub in &subcommands {
        let man = Man::new((*sub).clone());
        let heading = format!("tui2048 {}", sub.get_name());
        page += &roff(Roff::new().control("SS", [heading.as_str()]))?;
        page += &without_heading(piece(|w| man.render_description_section(w))?);
        page += &without_heading(piece(|w| man.render_options_section(w))?);
    }

    page += &roff(&keys())?;
    page += &roff(&environment())?;
    page += &roff(&files())?;
    page += &roff(&exit_status())?;
    Ok(ascii(&page))
}

/// A command's line of the synopsis: its name, then every flag with its value, `[--size
/// N]`, the values of a flag that takes one of a few words written out, `[--spawn
/// classic|scaled]`, then its operands and, for the game, `[COMMAND]`.
fn synopsis(command: &clap::Command, name: &str, commands: bool) -> Vec<Inline> {
    let mut line = vec![bold(name)];
    let (flags, operands): (Vec<&clap::Arg>, Vec<&clap::Arg>) = command
        .get_arguments()
        .filter(|arg| !arg.is_hide_set())
        .partition(|arg| arg.get_long().is_some() || arg.get_short().is_some());
    for arg in flags {
        line.push(roman(" ["));
        let long = arg.get_long().map(|l| format!("--{l}"));
        let short = arg.get_short().map(|s| format!("-{s}"));
        match (short, long) {
            (Some(s), Some(l)) => line.extend([bold(s), roman("|"), bold(l)]),
            (Some(one), None) | (None, Some(one)) => line.push(bold(one)),
            (None, None) => {}
        }
        if arg.get_action().takes_values() {
            line.push(roman(" "));
            let values: Vec<String> = arg
                .get_possible_values()
                .iter()
                .filter(|v| !v.is_hide_set())
                .map(|v| v.get_name().to_string())
                .collect();
            if values.is_empty() {
                let names = arg.get_value_names().unwrap_or_default();
                let names: Vec<&str> = names.iter().map(|n| n.as_str()).collect();
                line.push(italic(names.join(" ")));
            } else {
                for (i, value) in values.into_iter().enumerate() {
                    if i > 0 {
                        line.push(roman("|"));
                    }
                    line.push(bold(value));
                }
            }
        }
        line.push(roman("]"));
    }
    for arg in operands {
        let names = arg.get_value_names().unwrap_or_default();
        let names: Vec<&str> = names.iter().map(|n| n.as_str()).collect();
        let name = if names.is_empty() {
            arg.get_id().as_str().to_uppercase()
        } else {
            names.join(" ")
        };
        if arg.is_required_set() {
            line.extend([roman(" "), italic(name)]);
        } else {
            line.extend([roman(" ["), italic(name), roman("]")]);
        }
    }
    if commands {
        line.extend([roman(" ["), italic("COMMAND"), roman("]")]);
    }
    line
}

/// The page with every character beyond ASCII (the arrow keys) written as a roff
/// escape, as `preconv` would: groff reads no UTF-8 without it, and mandoc reads both.
fn ascii(page: &str) -> String {
    page.chars()
        .map(|c| {
            if c.is_ascii() {
                c.to_string()
            } else {
                format!("\\[u{:04X}]", u32::from(c))
            }
        })
        .collect()
}

/// What `render` writes, without roff's preamble.
fn piece(render: impl FnOnce(&mut Vec<u8>) -> io::Result<()>) -> io::Result<String> {
    let mut bytes = Vec::new();
    render(&mut bytes)?;
    let text = String::from_utf8(bytes).map_err(io::Error::other)?;
    Ok(text
        .lines()
        .filter(|line| !PREAMBLE.contains(line))
        .map(|line| format!("{line}\n"))
        .collect())
}

/// A piece of our own, without roff's preamble.
fn roff(roff: &Roff) -> io::Result<String> {
    piece(|w| roff.to_writer(w))
}

/// A piece without its `.SH` line, to go under another heading.
fn without_heading(text: String) -> String {
    text.lines()
        .filter(|line| !line.starts_with(".SH "))
        .map(|line| format!("{line}\n"))
        .collect()
}

/// Paragraphs after the one-line summary.
fn description() -> Roff {
    let mut roff = Roff::new();
    for text in [
        "Slide the tiles with the arrow keys, WASD or HJKL; two equal tiles that meet \
         merge into one, and the score gains its value. After every move that changes \
         the board a 2 (nine times in ten) or a 4 appears on an empty cell. Reach the \
         target tile (2048 unless --target says otherwise) to win, then keep going or \
         start anew; with no empty cell and no equal neighbours the game is over.",
        "The game is saved after every move, and the saved game resumes at the next \
         start. With --size, --target, --spawn or --seed a new game starts instead, and \
         u brings the saved one back. --theme, --no-anim and --no-mouse hold for one \
         run. A bad value gets a one-line error and exit status 2.",
        "Tab shows the built-in solver's move, p lets it play, and tui2048 bench \
         plays many games with it, without a screen.",
    ] {
        roff.control("PP", []);
        roff.text([roman(text)]);
    }
    roff
}

/// The key table, a row per binding, in the order of the in-game help.
fn keys() -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["KEYS"]);
    for binding in KEYMAP {
        roff.control("TP", []);
        roff.text([bold(keys_label(binding))]);
        roff.text([roman((binding.help)(&English))]);
    }
    roff.control("PP", []);
    roff.text([roman(
        "Letters work with Shift or caps lock too. Keys held with Alt, or with Ctrl other \
         than Ctrl-Z and Ctrl-C, do nothing. With the mouse, drag across the board to move \
         that way, and click the buttons of the win and game-over boxes.",
    )]);
    roff.control("PP", []);
    roff.text([roman(
        "These are the default keys. The [keys] table of config.toml gives an action other \
         keys, in place of its own (left = [\"x\", \"Left\"]); the help and the key bar \
         show them. A key a terminal cannot send as itself (Ctrl-I is Tab, Ctrl-M is \
         Enter) or one that does not show is refused with a warning, and the action keeps \
         its keys. Ctrl-C always quits, whatever the table says.",
    )]);
    roff
}

/// A tagged paragraph: `tag` in bold, then `text`.
fn item(roff: &mut Roff, tag: &str, text: &str) {
    roff.control("TP", []);
    roff.text([bold(tag)]);
    roff.text([roman(text)]);
}

fn environment() -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["ENVIRONMENT"]);
    item(
        &mut roff,
        "TUI2048_STATE",
        "The state file to use, when --state is not given.",
    );
    item(
        &mut roff,
        "XDG_CONFIG_HOME",
        "On Linux, the folder the tui2048 folder of the state file is in (~/.config \
         when unset).",
    );
    item(
        &mut roff,
        "COLORTERM",
        "truecolor or 24bit: draw in true colour (so does a TERM ending in -direct, and \
         outside tmux and screen TERM_PROGRAM=iTerm.app); else in 256 colours chosen as \
         a whole to look like the true ones.",
    );
    item(
        &mut roff,
        "NO_COLOR",
        "When set, draw no colour at all (unless --colors or config.toml's colors names \
         a mode); the grid lines and bold digits keep the board readable.",
    );
    roff
}

fn files() -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["FILES"]);
    roff.text([roman(
        "Best scores, statistics, the current game and its undo history live in one JSON \
         file, written through a temporary file and a rename after every change. Unless \
         --state or TUI2048_STATE names another, it is:",
    )]);
    item(
        &mut roff,
        "$XDG_CONFIG_HOME/tui2048/state.json",
        "on Linux (~/.config/tui2048/state.json when XDG_CONFIG_HOME is unset)",
    );
    item(
        &mut roff,
        "~/Library/Application Support/tui2048/state.json",
        "on macOS",
    );
    item(
        &mut roff,
        "%APPDATA%\\tui2048\\config\\state.json",
        "on Windows",
    );
    item(
        &mut roff,
        "state.json.lock",
        "beside it, held while a game is played on the file, so that one tui2048 at a time \
         uses it",
    );
    item(
        &mut roff,
        "state.json.corrupt-<unix time>",
        "a state file that could not be read, moved aside (never overwritten) before a \
         new game starts",
    );
    item(
        &mut roff,
        "state.records.json",
        "beside it, the records of the last 20 finished games and of the best game of \
         each board size, read by tui2048 export and tui2048 review",
    );
    item(
        &mut roff,
        "config.toml",
        "beside it (in the state file's folder, also with --state), the settings: theme, \
         colors, animation, mouse, strength, language, interface, labels, verbosity, sounds, replay_says and name, with \
         the values of the flags of those names, and a [keys] table of the player's own keys \
         (see KEYS). A flag wins for its run, then the file, then the environment's colour \
         hints (NO_COLOR included), then the defaults. The t key writes the theme there, \
         keeping the file's comments and other keys; a file that does not parse is used \
         as the defaults, said on the status line, and never written over.",
    );
    roff
}

fn exit_status() -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["EXIT STATUS"]);
    item(
        &mut roff,
        "0",
        "The game was quit, or the subcommand did its work (for verify and board: a \
         record is true and none is false).",
    );
    item(
        &mut roff,
        "1",
        "An error: the terminal could not be used, the state file is busy or written \
         by a newer version, a record could not be read, or the output could not be \
         written. For verify and board: a record found is false.",
    );
    item(
        &mut roff,
        "2",
        "A bad command line. For verify and board: the text holds no record, or none \
         that can be checked here (a newer version's, one cut short).",
    );
    item(
        &mut roff,
        "74",
        "For verify and board: the text could not be read or the answer written.",
    );
    roff
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The synopsis as a reader sees it: font changes gone, `\-` a hyphen.
    fn synopsis_text() -> String {
        let page = man_page().expect("a page");
        let start = page.find(".SH SYNOPSIS\n").expect("a synopsis") + 13;
        let end = start + page[start..].find(".SH ").expect("a section after it");
        page[start..end]
            .replace("\\fB", "")
            .replace("\\fI", "")
            .replace("\\fR", "")
            .replace("\\-", "-")
            .replace(".br\n", "")
    }

    #[test]
    fn the_synopsis_shows_each_flags_value() {
        let text = synopsis_text();
        for wanted in [
            "tui2048 [--size N] [--target T] [--spawn classic|scaled] [--seed S] [--state PATH]",
            "[--colors auto|truecolor|256|16|none] [--no-anim]",
            "[--strength fast|strong] [--lang en|zh] [--plain] [--interface full|plain]",
            "[--labels numbers|letters] [--verbosity verbose|brief] [--sounds]",
            "[--replay-says nothing|marks] [--name NAME]",
            "tui2048 bench [--games N] [--seed S] [--jobs J] [--depth D]",
            "tui2048 review [--json] [--strength fast|strong] [-h|--help] [GAME|FILE]",
        ] {
            assert!(text.contains(wanted), "{wanted:?} not in\n{text}");
        }
        // Every flag that takes a value shows one.
        let mut command = Cli::command();
        command.build();
        for cmd in std::iter::once(&command).chain(command.get_subcommands()) {
            for arg in cmd
                .get_arguments()
                .filter(|a| a.get_action().takes_values())
            {
                if let Some(long) = arg.get_long() {
                    let bare = format!("[--{long}]");
                    assert!(!text.contains(&bare), "{bare} without its value");
                    assert!(text.contains(&format!("[--{long} ")), "--{long}");
                }
            }
        }
    }
}
