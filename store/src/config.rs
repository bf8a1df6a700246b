//! The settings file, `config.toml`, in the state file's folder (the config folder, or
//! the folder of `--state PATH`): `theme`, `colors`, `animation`, `mouse`, `strength`,
//! `language`, `interface`, `labels` and `name`, each taking the values of its flag (a
//! name, any text: its printable characters are kept, refused when they are more than a
//! name may hold), and the `[keys]` table of the
//! player's keys (`keys.rs`, read as written: the game knows its actions and keys). It is
//! read with the `toml` crate into the settings' [`Choices`], each key's value by its type's
//! own serde names (those of `crate::settings`), and a choice made in the game is written
//! back with `toml_edit`, so the player's comments, order and other keys stay as they were.
//!
//! It keeps the state file's rules: only a regular file is read (links followed), at
//! most [`CONFIG_LIMIT`] bytes of it, and a write goes through a temporary file and a
//! rename. A file that is broken costs a warning, never a game: what can be read is used,
//! the rest takes its default, and the problem is told with its line (a [`Problem`], whose
//! words the runtime chooses in the player's language). A file that does not parse as
//! TOML is never written over.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::{Spanned, Value};

use super::fault::{Distrust, FileKind, Why};
use crate::settings::{Choices, Name};
use tui2048_engine::game::NameError;

mod keys;
pub use keys::{KEYS_TABLE, KeyEntry};

/// The largest settings file read: a few lines are all it needs.
pub const CONFIG_LIMIT: u64 = 64 << 10;

/// The key the game writes once the player has seen the status line's word on getting
/// the true palette (shown when the colours were guessed as 256).
pub const TRUECOLOR_TIP: &str = "truecolor_tip";

/// How a key's value is put in the settings, or why it cannot be.
type Take = fn(&mut Choices, &Value) -> Result<(), KeyWrong>;

/// The keys the file knows, in the order the documentation gives them (the game's own
/// [`TRUECOLOR_TIP`] last), and how each is read.
const KEYS: [(&str, Take); 13] = [
    ("theme", |c, v| {
        c.theme = Some(one_of(v)?);
        Ok(())
    }),
    ("colors", |c, v| {
        c.colors = Some(one_of(v)?);
        Ok(())
    }),
    ("animation", |c, v| {
        c.animation = Some(switch(v)?);
        Ok(())
    }),
    ("mouse", |c, v| {
        c.mouse = Some(switch(v)?);
        Ok(())
    }),
    ("strength", |c, v| {
        c.strength = Some(one_of(v)?);
        Ok(())
    }),
    ("language", |c, v| {
        c.language = Some(one_of(v)?);
        Ok(())
    }),
    ("interface", |c, v| {
        c.interface = Some(one_of(v)?);
        Ok(())
    }),
    ("labels", |c, v| {
        c.labels = Some(one_of(v)?);
        Ok(())
    }),
    ("verbosity", |c, v| {
        c.verbosity = Some(one_of(v)?);
        Ok(())
    }),
    ("sounds", |c, v| {
        c.sounds = Some(switch(v)?);
        Ok(())
    }),
    ("replay_says", |c, v| {
        c.replay_says = Some(one_of(v)?);
        Ok(())
    }),
    ("name", |c, v| {
        c.name = Some(name(v)?);
        Ok(())
    }),
    (TRUECOLOR_TIP, |c, v| {
        c.truecolor_tip = Some(one_of(v)?);
        Ok(())
    }),
];

/// The keys a player writes, in the order the documentation gives them, the `[keys]`
/// table last (written so).
pub fn keys() -> Vec<&'static str> {
    KEYS.iter()
        .map(|&(key, _)| key)
        .filter(|&key| key != TRUECOLOR_TIP)
        .chain(["[keys]"])
        .collect()
}

/// Why the file, or a part of it, was not read. The words are the caller's to choose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Nothing of the file was read: the defaults are used.
    Unread { path: PathBuf, why: Unread },
    /// The file is not TOML: the defaults are used and the file is never written over.
    Syntax {
        path: PathBuf,
        line: usize,
        message: String,
    },
    /// Some keys could not be used (each, in the file's order: never none); the rest was
    /// read.
    Keys {
        path: PathBuf,
        problems: Vec<KeyProblem>,
    },
}

/// Why nothing of the file was read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unread {
    /// It is not a regular file: what it is.
    NotAFile(FileKind),
    /// It could not be read: the system's reason.
    Io(Why),
    /// It holds this many bytes, more than [`CONFIG_LIMIT`].
    TooLarge(u64),
    NotText,
    /// Its path is not trusted (a link in a folder others can write, say), as the state
    /// file's would not be.
    Untrusted(Untrusted),
    /// Another user made it (uid), in a folder others can write: anyone there could have.
    NotYours(u32),
}

/// Why the settings file's path was not followed to the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Untrusted {
    /// A folder or a link on the way could not be read: the system's reason.
    Io(Why),
    /// Too many links, or links in a circle.
    Links,
    /// A folder or a link on the way that another user could have changed.
    Distrust(Distrust),
}

/// A key of the file that could not be used, on its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyProblem {
    pub line: usize,
    pub key: String,
    pub what: KeyWrong,
}

/// What is wrong with a key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyWrong {
    /// The file's keys are [`keys`].
    Unknown,
    /// Its value (as written) is not one of these names.
    NotOneOf {
        value: String,
        names: Vec<&'static str>,
    },
    /// Its value (as written) is not `true` or `false`.
    NotASwitch { value: String },
    /// `keys` is not a table (its value as written): the key table keeps its keys.
    NotATable { value: String },
    /// An action of the `[keys]` table (the problem's key) whose value (as written) is
    /// neither a key's name nor a list of names: the action keeps its keys.
    NotKeyNames { value: String },
    /// Its value (as written) is not text with a printable character.
    NotAName { value: String },
    /// A name of this many printable characters, more than `NAME_LIMIT`: not cut.
    NameTooLong { chars: usize },
}

/// What the settings file says: its choices, its `[keys]` table as written (the actions in
/// the file's order), and what was wrong with it, if anything.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Config {
    pub choices: Choices,
    pub keys: Vec<KeyEntry>,
    pub problem: Option<Problem>,
}

/// What a settings file's `raw` text says (`path` names the file in problems).
pub fn config_from(path: &Path, raw: String) -> Config {
    config_of(path, &Text::of(raw).text)
}

/// What the text of the settings file at `path` says.
fn config_of(path: &Path, text: &str) -> Config {
    let entries: BTreeMap<Spanned<String>, Spanned<Value>> = match toml::from_str(text) {
        Ok(entries) => entries,
        Err(e) => {
            let line = e.span().map(|s| line_of(text, s.start)).unwrap_or(1);
            let problem = Problem::Syntax {
                path: path.to_path_buf(),
                line,
                message: e.message().trim().to_string(),
            };
            return Config {
                problem: Some(problem),
                ..Config::default()
            };
        }
    };
    let mut config = Config::default();
    let mut problems = Vec::new();
    for (key, value) in &entries {
        let line = line_of(text, key.span().start);
        if key.get_ref() == KEYS_TABLE {
            let (keys, wrong) = keys::key_table(text, line, value.get_ref());
            config.keys = keys;
            problems.extend(wrong);
            continue;
        }
        let take = KEYS.iter().find(|&&(k, _)| k == key.get_ref());
        let taken = match take {
            Some((_, take)) => take(&mut config.choices, value.get_ref()),
            None => Err(KeyWrong::Unknown),
        };
        if let Err(what) = taken {
            problems.push(KeyProblem {
                line,
                key: key.get_ref().clone(),
                what,
            });
        }
    }
    problems.sort_by_key(|p| p.line);
    config.problem = (!problems.is_empty()).then(|| Problem::Keys {
        path: path.to_path_buf(),
        problems,
    });
    config
}

/// A value of one of `T`'s names (`colors = 256` means what `colors = "256"` does).
fn one_of<T: strum::VariantNames + for<'de> Deserialize<'de>>(
    value: &Value,
) -> Result<T, KeyWrong> {
    let named = match value {
        Value::Integer(n) => Value::String(n.to_string()),
        other => other.clone(),
    };
    T::deserialize(named).map_err(|_| KeyWrong::NotOneOf {
        value: value.to_string(),
        names: T::VARIANTS.to_vec(),
    })
}

/// A player's name: text, its printable characters kept, refused (not cut) when they are
/// more than a name may hold (`Name::whole`).
fn name(value: &Value) -> Result<Name, KeyWrong> {
    let wrong = || KeyWrong::NotAName {
        value: value.to_string(),
    };
    match value {
        Value::String(text) => Name::whole(text).map_err(|e| match e {
            NameError::Empty | NameError::NoLetter => wrong(),
            NameError::TooLong(chars) => KeyWrong::NameTooLong { chars },
        }),
        _ => Err(wrong()),
    }
}

/// `true` or `false`.
fn switch(value: &Value) -> Result<bool, KeyWrong> {
    match value {
        Value::Boolean(on) => Ok(*on),
        _ => Err(KeyWrong::NotASwitch {
            value: value.to_string(),
        }),
    }
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

/// A settings file's text as read, and the form to write it back in.
struct Text {
    /// The text, without its byte order mark, every line end made `\n`.
    text: String,
    /// It started with a byte order mark.
    mark: bool,
    /// How each line ended, in order: `\r\n`, `\n`, or nothing (a last line without
    /// a line end).
    ends: Vec<&'static str>,
}

impl Text {
    fn of(raw: String) -> Text {
        let (mark, raw) = match raw.strip_prefix('\u{feff}') {
            Some(rest) => (true, rest),
            None => (false, raw.as_str()),
        };
        let mut text = String::with_capacity(raw.len());
        let mut ends = Vec::new();
        for line in raw.split_inclusive('\n') {
            let (body, end) = if let Some(body) = line.strip_suffix("\r\n") {
                (body, "\r\n")
            } else if let Some(body) = line.strip_suffix('\n') {
                (body, "\n")
            } else {
                (line, "")
            };
            text.push_str(body);
            if !end.is_empty() {
                text.push('\n');
            }
            ends.push(end);
        }
        Text { text, mark, ends }
    }

    /// `new` (this text changed, with `\n` line ends) in this text's form: every line
    /// the change left keeps its own line end, a line changed keeps the end it had, a
    /// line added takes the end of the line before it (the file's own where there is
    /// none), and a file whose last line had no line end still has none.
    fn in_form(&self, new: &str) -> String {
        let old: Vec<&str> = self.text.split_inclusive('\n').collect();
        let lines: Vec<&str> = new.split_inclusive('\n').collect();
        let body = |line: &str| line.strip_suffix('\n').unwrap_or(line).to_string();
        let same = |i: usize, j: usize| body(old[i]) == body(lines[j]);
        let start = (0..old.len().min(lines.len()))
            .take_while(|&i| same(i, i))
            .count();
        let tail = (0..old.len().min(lines.len()) - start)
            .take_while(|&k| same(old.len() - 1 - k, lines.len() - 1 - k))
            .count();
        // The end a line takes where none is its own: the last one the file has.
        let usual = self
            .ends
            .iter()
            .rev()
            .find(|end| !end.is_empty())
            .copied()
            .unwrap_or("\n");
        let changed = old.len() - tail;
        let mut ends: Vec<&'static str> = Vec::with_capacity(lines.len());
        for j in 0..lines.len() {
            let end = if j < start {
                self.ends[j]
            } else if j >= lines.len() - tail {
                self.ends[j + old.len() - lines.len()]
            } else if j < changed {
                self.ends[j]
            } else {
                ends.last()
                    .copied()
                    .filter(|e| !e.is_empty())
                    .unwrap_or(usual)
            };
            ends.push(end);
        }
        // Only the last line may go without a line end, and only where it did. The one
        // line without an end is the file's last: taken elsewhere, it takes the end of
        // the line before it in the file, which is the file's last end (`usual`).
        let open = self.ends.last().is_some_and(|end| end.is_empty());
        for end in &mut ends {
            if end.is_empty() {
                *end = usual;
            }
        }
        if open && let Some(last) = ends.last_mut() {
            *last = "";
        }
        let mut out = String::with_capacity(new.len() + 8);
        if self.mark {
            out.push('\u{feff}');
        }
        for (line, end) in lines.iter().zip(ends) {
            out.push_str(&body(line));
            out.push_str(end);
        }
        out
    }
}

/// What a new settings file starts with.
const HEADER: &str = "# tui2048's settings: theme, colors, animation, mouse, strength and language\n\
# take the values of the flags of the same names (see tui2048 --help); a flag wins for\n\
# its run.\n";

/// A value written back into the settings file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setting {
    /// `key = "text"`.
    Text(String),
    /// `key = true` or `key = false`.
    Switch(bool),
}

impl From<&str> for Setting {
    fn from(text: &str) -> Setting {
        Setting::Text(text.to_string())
    }
}

impl From<bool> for Setting {
    fn from(on: bool) -> Setting {
        Setting::Switch(on)
    }
}

impl Setting {
    fn value(&self) -> toml_edit::Value {
        match self {
            Setting::Text(text) => text.as_str().into(),
            Setting::Switch(on) => (*on).into(),
        }
    }

    /// Whether the file's `value` is of this setting's kind (a string for a text), so
    /// that writing over it changes only what the game reads.
    fn same_kind(&self, value: &toml_edit::Value) -> bool {
        match self {
            Setting::Text(_) => value.is_str(),
            Setting::Switch(_) => value.is_bool(),
        }
    }
}

/// Why a choice was not kept in the settings file; the file was left as it was. The
/// words are the caller's to choose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteError {
    /// The file could not be read, or the game would not read it.
    Unread { path: PathBuf, why: Unread },
    /// The file is not TOML.
    Syntax {
        path: PathBuf,
        line: usize,
        message: String,
    },
    /// The key is there in a form the game does not read (a table, dotted keys, a value
    /// of another kind), on this line: writing over it would lose it.
    Form {
        path: PathBuf,
        key: String,
        line: usize,
        form: Form,
    },
    /// The file has this many hard links: a new file renamed in its place would leave
    /// the others with the old one.
    Links { path: PathBuf, links: u64 },
    /// The file with the choice written would be larger than [`CONFIG_LIMIT`], and the
    /// next run would read none of it.
    TooLarge { path: PathBuf },
    /// The new file could not be written: the system's reason.
    Write { path: PathBuf, why: Why },
}

/// The forms of a key the game does not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// `[key]`, or `[[key]]`.
    Table,
    /// `key.part = …`.
    Dotted,
    /// `key = { … }`.
    InlineTable,
    /// A value of another kind (`theme = 3`): its kind's name.
    Kind(&'static str),
}

/// `raw` (the settings file's text; `None`: there is no file yet) with `key = value`
/// written into it, changing nothing else: comments, order, other keys, the comment on
/// the key's own line, a byte order mark, `\r\n` line ends and a last line without one
/// stay as they were. A text that does not parse, whose key is written in a form the game
/// does not read, or that would grow past what the game reads ([`CONFIG_LIMIT`]) is an
/// error that says why (`path` names the file).
pub fn with_setting(
    path: &Path,
    raw: Option<String>,
    key: &str,
    value: &Setting,
) -> Result<String, WriteError> {
    let named = || path.to_path_buf();
    let fresh = raw.is_none();
    let text = Text::of(raw.unwrap_or_default());
    let mut doc: toml_edit::DocumentMut =
        text.text.parse().map_err(|e: toml_edit::TomlError| {
            let line = e.span().map(|s| line_of(&text.text, s.start)).unwrap_or(1);
            WriteError::Syntax {
                path: named(),
                line,
                message: e.message().trim().to_string(),
            }
        })?;
    let mut new = value.value();
    if let Some(item) = doc.as_table().get(key) {
        let line = key_line(&text.text, key);
        let form = match item {
            toml_edit::Item::Value(old) if value.same_kind(old) => None,
            toml_edit::Item::Value(toml_edit::Value::InlineTable(_)) => Some(Form::InlineTable),
            toml_edit::Item::Value(old) => Some(Form::Kind(old.type_name())),
            toml_edit::Item::Table(t) if t.is_dotted() => Some(Form::Dotted),
            _ => Some(Form::Table),
        };
        if let Some(form) = form {
            return Err(WriteError::Form {
                path: named(),
                key: key.to_string(),
                line,
                form,
            });
        }
        if let Some(old) = item.as_value() {
            *new.decor_mut() = old.decor().clone();
        }
    }
    doc[key] = toml_edit::Item::Value(new);
    if fresh && let Some(mut made) = doc.as_table_mut().key_mut(key) {
        made.leaf_decor_mut().set_prefix(HEADER);
    }
    let bytes = text.in_form(&doc.to_string());
    // Nothing is written that the next run would refuse to read.
    if bytes.len() as u64 > CONFIG_LIMIT {
        return Err(WriteError::TooLarge { path: named() });
    }
    Ok(bytes)
}

/// The line (from 1) on which the file's top-level `key` is first written.
fn key_line(text: &str, key: &str) -> usize {
    toml::from_str::<BTreeMap<Spanned<String>, Spanned<Value>>>(text)
        .ok()
        .and_then(|entries| {
            entries
                .keys()
                .find(|k| k.get_ref() == key)
                .map(|k| line_of(text, k.span().start))
        })
        .unwrap_or(1)
}

#[cfg(test)]
mod tests;
