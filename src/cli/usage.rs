//! A command line clap refuses, told in one line from the error's own context: what was
//! wrong, the allowed values or a suggestion when clap has them, and whose help to read.

use clap::error::{ContextKind, ContextValue, ErrorKind};

/// The one line (without the program's name) for a command line clap refused.
pub(crate) fn one_line(e: &clap::Error) -> String {
    let text = |kind| e.get(kind).map(value_text);
    let arg = text(ContextKind::InvalidArg).unwrap_or_default();
    let value = text(ContextKind::InvalidValue).unwrap_or_default();
    let mut line = match e.kind() {
        ErrorKind::InvalidValue if value.is_empty() => {
            format!("a value is required for '{arg}' but none was given")
        }
        ErrorKind::InvalidValue => format!("invalid value '{value}' for '{arg}'"),
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(e)
                .map(|s| format!(": {s}"))
                .unwrap_or_default();
            format!("invalid value '{value}' for '{arg}'{why}")
        }
        ErrorKind::UnknownArgument => format!("unexpected argument '{arg}'"),
        ErrorKind::InvalidSubcommand => format!(
            "unrecognized subcommand '{}'",
            text(ContextKind::InvalidSubcommand).unwrap_or_default()
        ),
        ErrorKind::MissingRequiredArgument => format!("missing {arg}"),
        ErrorKind::ArgumentConflict => match text(ContextKind::PriorArg) {
            Some(prior) if prior != arg => format!("'{arg}' cannot be used with '{prior}'"),
            _ => format!("'{arg}' cannot be given more than once"),
        },
        ErrorKind::TooManyValues => format!("unexpected value '{value}' for '{arg}'"),
        kind => kind.as_str().unwrap_or("bad command line").to_string(),
    };
    if let Some(values) = text(ContextKind::ValidValue) {
        line.push_str(&format!(" (allowed: {values})"));
    }
    let suggested = [
        ContextKind::SuggestedArg,
        ContextKind::SuggestedValue,
        ContextKind::SuggestedSubcommand,
    ]
    .into_iter()
    .find_map(text);
    if let Some(suggestion) = suggested {
        line.push_str(&format!(" (did you mean '{suggestion}'?)"));
    }
    line.push_str(&format!("; see {} --help", command_of(e)));
    line
}

fn value_text(value: &ContextValue) -> String {
    match value {
        ContextValue::String(s) => s.clone(),
        ContextValue::Strings(v) => v.join(", "),
        ContextValue::StyledStr(s) => s.to_string(),
        ContextValue::Number(n) => n.to_string(),
        ContextValue::Bool(b) => b.to_string(),
        ContextValue::StyledStrs(v) => v
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", "),
        ContextValue::None => String::new(),
        _ => String::new(),
    }
}

/// Whose help to read: the command whose usage the error gives, else the command named
/// on the command line when it has the argument (`race --seed`), else the program's when
/// it defines the argument named (`--seed`, `--size`), else the commands that define it
/// (`--games` is `bench`'s), else the program's.
fn command_of(e: &clap::Error) -> String {
    use clap::CommandFactory;
    let usage = e
        .get(ContextKind::Usage)
        .map(value_text)
        .unwrap_or_default();
    let words: Vec<&str> = usage
        .split_whitespace()
        .skip_while(|w| w.ends_with(':'))
        .take_while(|w| !w.starts_with(['[', '<', '-']))
        .collect();
    if words.len() > 1 {
        return words.join(" ");
    }
    let arg = e
        .get(ContextKind::InvalidArg)
        .map(value_text)
        .unwrap_or_default();
    let long = arg.split_whitespace().next().unwrap_or_default();
    let defines = |cmd: &clap::Command| {
        cmd.get_arguments()
            .any(|a| a.get_long().is_some_and(|l| format!("--{l}") == long))
    };
    let root = super::Cli::command();
    // The command named on the command line, where it has the argument: its own help.
    let named = std::env::args()
        .skip(1)
        .take_while(|w| w != "--")
        .find_map(|w| root.find_subcommand(&w).cloned());
    if let Some(sub) = named.filter(|sub| defines(sub)) {
        return format!("tui2048 {}", sub.get_name());
    }
    // The program's help names its own flags.
    if defines(&root) {
        return "tui2048".to_string();
    }
    let owners: Vec<String> = root
        .get_subcommands()
        .filter(|sub| defines(sub))
        .map(|sub| format!("tui2048 {}", sub.get_name()))
        .collect();
    if owners.is_empty() {
        "tui2048".to_string()
    } else {
        owners.join(" --help or ")
    }
}
