//! The settings file, `config.toml`, in the state file's folder (the config folder, or
//! the folder of `--state PATH`): `theme`, `colors`, `animation`, `mouse` and `strength`,
//! each taking the values of its flag. It is read with serde and the `toml` crate, and a
//! choice made in the game is written back with `toml_edit`, so the player's comments,
//! order and other keys stay as they were.
//!
//! It keeps the state file's rules: only a regular file is read (links followed), at
//! most [`CONFIG_LIMIT`] bytes of it, and a write goes through a temporary file and a
//! rename. A file that is broken costs a warning, never a game: what can be read is used,
//! the rest takes its default, and the problem is told with its line. A file that does not
//! parse as TOML is never written over.

use std::collections::BTreeMap;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

use toml::{Spanned, Value};

use super::atomic::write_atomically;
use super::family::Family;
use super::file::OpenError;
use super::fs::{Refused, kind_of, open_bounded, plain};
use super::trust;

/// The settings file's name, beside the state file.
pub const CONFIG_NAME: &str = super::family::SETTINGS_NAME;

/// The largest settings file read: a few lines are all it needs.
pub const CONFIG_LIMIT: u64 = 64 << 10;

/// The keys the file knows, in the order the documentation gives them.
pub const KEYS: [&str; 5] = ["theme", "colors", "animation", "mouse", "strength"];

/// The themes' names.
pub const THEMES: [&str; 4] = ["classic", "dark", "high-contrast", "stealth"];
/// The colour modes' names.
pub const COLORS: [&str; 5] = ["auto", "truecolor", "256", "16", "none"];
/// The levels of play.
pub const STRENGTHS: [&str; 2] = ["fast", "strong"];
/// The key the game writes once the player has seen the status line's word on getting
/// the true palette (shown when the colours were guessed as 256), and its values.
pub const TRUECOLOR_TIP: &str = "truecolor_tip";
pub const TIP_STATES: [&str; 2] = ["show", "seen"];

/// The settings file that goes with a state file: `config.toml` in its folder.
pub fn config_path(state: &Path) -> PathBuf {
    Family::of(state).config()
}

/// What the file says; `None` for what it does not say (or says wrongly). Names are
/// those of [`THEMES`], [`COLORS`] and [`STRENGTHS`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Config {
    pub theme: Option<&'static str>,
    pub colors: Option<&'static str>,
    pub animation: Option<bool>,
    pub mouse: Option<bool>,
    pub strength: Option<&'static str>,
    /// Whether the word on getting the true palette was seen (of [`TIP_STATES`]).
    pub truecolor_tip: Option<&'static str>,
}

/// The settings file as found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Loaded {
    /// What could be read.
    pub config: Config,
    /// What was wrong with the file, in one line naming it and the line, if anything.
    pub problem: Option<String>,
}

/// Reads the settings file at `path`; no file is no setting and no problem.
pub fn read_config(path: &Path) -> Loaded {
    let named = path.display();
    let text = match read_text(path) {
        Ok(Some(text)) => text,
        Ok(None) => return Loaded::default(),
        Err(why) => {
            return Loaded {
                problem: Some(format!("{named} {why}; the defaults are used")),
                ..Loaded::default()
            };
        }
    };
    let entries: BTreeMap<Spanned<String>, Spanned<Value>> = match toml::from_str(&text) {
        Ok(entries) => entries,
        Err(e) => {
            let at = e.span().map(|s| line_of(&text, s.start)).unwrap_or(1);
            let what = e.message().trim().to_string();
            return Loaded {
                problem: Some(format!(
                    "{named} line {at}: {what}; the defaults are used and the file is left as it is"
                )),
                ..Loaded::default()
            };
        }
    };
    let mut config = Config::default();
    let mut problems = Vec::new();
    for (key, value) in &entries {
        let at = line_of(&text, key.span().start);
        if let Err(why) = take(&mut config, key.get_ref(), value.get_ref()) {
            problems.push((at, format!("line {at}: {why}")));
        }
    }
    problems.sort();
    let problems: Vec<String> = problems.into_iter().map(|(_, p)| p).collect();
    let problem = problems.first().map(|first| {
        let more = match problems.len() - 1 {
            0 => String::new(),
            1 => " (and 1 more problem)".to_string(),
            n => format!(" (and {n} more problems)"),
        };
        format!("{named} {first}{more}; the rest was read")
    });
    Loaded { config, problem }
}

/// Puts one key of the file in `config`, or says what is wrong with it.
fn take(config: &mut Config, key: &str, value: &Value) -> Result<(), String> {
    let name = |names: &[&'static str]| -> Result<&'static str, String> {
        let text = match value {
            Value::String(s) => s.clone(),
            // `colors = 256` means what `colors = "256"` does.
            Value::Integer(n) => n.to_string(),
            other => other.to_string(),
        };
        names
            .iter()
            .find(|&&n| n == text)
            .copied()
            .ok_or_else(|| format!("{key} = {value} is not one of {}", names.join(", ")))
    };
    let switch = || match value {
        Value::Boolean(b) => Ok(*b),
        _ => Err(format!("{key} = {value} is not true or false")),
    };
    match key {
        "theme" => config.theme = Some(name(&THEMES)?),
        "colors" => config.colors = Some(name(&COLORS)?),
        "strength" => config.strength = Some(name(&STRENGTHS)?),
        "animation" => config.animation = Some(switch()?),
        "mouse" => config.mouse = Some(switch()?),
        TRUECOLOR_TIP => config.truecolor_tip = Some(name(&TIP_STATES)?),
        _ => {
            return Err(format!(
                "unknown key \"{key}\" (the keys are {})",
                KEYS.join(", ")
            ));
        }
    }
    Ok(())
}

/// The line (from 1) of a byte offset in `text`.
fn line_of(text: &str, at: usize) -> usize {
    let at = at.min(text.len());
    text.as_bytes()[..at]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// The file's text, read bounded; `None` when there is none. The error says what the
/// path is instead, in words that follow its name.
fn read_text(path: &Path) -> Result<Option<String>, String> {
    let too_large = |len: u64| {
        format!(
            "holds {} KiB, more than the {} KiB a settings file may",
            len >> 10,
            CONFIG_LIMIT >> 10
        )
    };
    let mut handle = match open_bounded(path, false, CONFIG_LIMIT) {
        Ok(Some(handle)) => handle,
        Ok(None) => return Ok(None),
        Err(Refused::NotAFile(kind)) => return Err(format!("is {kind}, not a regular file")),
        Err(Refused::Io(e)) => return Err(format!("cannot be read ({})", plain(&e))),
        Err(Refused::TooLarge(len)) => return Err(too_large(len)),
    };
    let mut bytes = Vec::new();
    handle
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot be read ({})", plain(&e)))?;
    if bytes.len() as u64 > CONFIG_LIMIT {
        return Err(format!(
            "holds more than the {} KiB a settings file may",
            CONFIG_LIMIT >> 10
        ));
    }
    let text = String::from_utf8(bytes).map_err(|_| "is not UTF-8 text".to_string())?;
    // A byte order mark is no part of the settings.
    Ok(Some(text.trim_start_matches('\u{feff}').to_string()))
}

/// What a new settings file starts with.
const HEADER: &str = "# tui2048's settings: theme, colors, animation, mouse and strength take the\n\
# values of the flags of the same names (see tui2048 --help); a flag wins for its run.\n";

/// Writes `key = "value"` into the settings file at `path` (a link followed to the file
/// it names), keeping everything else in it as it is: comments, order, other keys, and
/// the comment on the key's own line. A file that does not parse, or that is not a
/// regular file, is left as it is: the error says why, in words that follow "not kept: ".
pub fn keep_setting(path: &Path, key: &str, value: &str) -> Result<(), String> {
    // Links followed as for the state file: only from folders that are trusted.
    let target = trust::resolve(path).map_err(|e| OpenError::of_resolve(path, e).to_string())?;
    if let Ok(meta) = fs::symlink_metadata(&target)
        && !meta.is_file()
    {
        return Err(format!(
            "{} is {}, not a regular file",
            target.display(),
            kind_of(&meta.file_type())
        ));
    }
    let named = target.display();
    let found = read_text(&target).map_err(|why| format!("{named} {why}"))?;
    let fresh = found.is_none();
    let text = found.unwrap_or_default();
    let mut doc: toml_edit::DocumentMut = text.parse().map_err(|e: toml_edit::TomlError| {
        let at = e.span().map(|s| line_of(&text, s.start)).unwrap_or(1);
        format!("{named} does not parse (line {at}: {})", e.message().trim())
    })?;
    let mut new = toml_edit::Value::from(value);
    if let Some(old) = doc.get(key).and_then(toml_edit::Item::as_value) {
        *new.decor_mut() = old.decor().clone();
    }
    doc[key] = toml_edit::Item::Value(new);
    if fresh && let Some(mut made) = doc.as_table_mut().key_mut(key) {
        made.leaf_decor_mut().set_prefix(HEADER);
    }
    write_atomically(&target, doc.to_string().as_bytes())
        .map_err(|e| format!("cannot write {named}: {}", plain(&e)))
}

#[cfg(test)]
mod tests {
    use super::line_of;

    #[test]
    fn lines_count_from_one() {
        assert_eq!(line_of("a\nb\nc", 0), 1);
        assert_eq!(line_of("a\nb\nc", 2), 2);
        assert_eq!(line_of("a\nb\nc", 99), 3);
    }
}
