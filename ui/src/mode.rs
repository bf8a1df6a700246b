//! How many colours the terminal shows, as its environment tells.

use tui2048_app::settings::ColorMode;

/// Terminals (`TERM`) known to show 16 colours or fewer.
const SIXTEEN_COLOUR_TERMS: [&str; 10] = [
    "linux",
    "xterm-color",
    "vt100",
    "vt102",
    "vt220",
    "ansi",
    "cons25",
    "pcansi",
    "rxvt",
    "rxvt-unicode",
];

/// Terminals (`TERM_PROGRAM`) that show true colour without saying so in `COLORTERM`.
const TRUE_COLOUR_PROGRAMS: [&str; 1] = ["iTerm.app"];

/// The mode an environment asks for (`var` reads a variable), first match wins:
/// - `NO_COLOR` set and not empty: no colour;
/// - `COLORTERM=truecolor` or `24bit`, or a `TERM` ending in `-direct` or
///   `truecolor`: true colour;
/// - `TERM=dumb`: no colour;
/// - outside tmux and screen (no `TMUX`, no `STY`, a `TERM` not of theirs), where
///   what the terminal set is still true: `TERM_PROGRAM=iTerm.app`, or
///   `FORCE_COLOR=3`: true colour;
/// - a `TERM` naming 256 colours (`xterm-256color`, `screen-256color`, …): 256;
/// - the Linux console (`linux`, `linux-*`, `*.linux`), `*-16color`, `*-8color`,
///   `*-88color`, `xterm-color`, `vt100`, `vt102`, `vt220`, `ansi`, `cons25`,
///   `pcansi`, `rxvt`, `rxvt-unicode`: 16 colours;
/// - anything else, unset included (plain `xterm`, `screen`, `tmux` show 256 today): 256.
pub fn from_env(var: impl Fn(&str) -> Option<String>) -> ColorMode {
    let set = |name: &str| var(name).filter(|v| !v.is_empty());
    if set("NO_COLOR").is_some() {
        return ColorMode::None;
    }
    let colorterm = set("COLORTERM").unwrap_or_default().to_ascii_lowercase();
    let term = set("TERM").unwrap_or_default().trim().to_ascii_lowercase();
    let direct = term.ends_with("-direct") || term.ends_with("truecolor");
    if matches!(colorterm.as_str(), "truecolor" | "24bit") || direct {
        return ColorMode::TrueColor;
    }
    if term == "dumb" {
        return ColorMode::None;
    }
    // A multiplexer passes on the variables of the terminal it was started from,
    // which may not be the one it draws on now, and may not pass true colour on.
    let multiplexed = set("TMUX").is_some()
        || set("STY").is_some()
        || term.starts_with("tmux")
        || term.starts_with("screen");
    let program = set("TERM_PROGRAM").unwrap_or_default();
    let forced = set("FORCE_COLOR").is_some_and(|v| v.trim() == "3");
    if !multiplexed && (TRUE_COLOUR_PROGRAMS.contains(&program.as_str()) || forced) {
        return ColorMode::TrueColor;
    }
    if term.contains("256color") {
        return ColorMode::Ansi256;
    }
    let linux = term == "linux" || term.starts_with("linux-") || term.ends_with(".linux");
    let few = ["-16color", "-8color", "-88color"]
        .iter()
        .any(|tail| term.ends_with(tail));
    if linux || few || SIXTEEN_COLOUR_TERMS.contains(&term.as_str()) {
        ColorMode::Ansi16
    } else {
        ColorMode::Ansi256
    }
}

/// The mode of this process's environment.
pub fn detect() -> ColorMode {
    from_env(|name| std::env::var(name).ok())
}
