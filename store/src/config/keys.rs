//! The settings file's `[keys]` table, read for its shape alone: each action it names with
//! the names of its keys, one name or a list of them, in the file's order and with their
//! lines. Which actions and which keys the names mean is the game's to say (its key table
//! and its keys are its own), so that the store keeps no word of them; here a value that
//! is no name or list of names is a problem of the file, on its line, as a value of
//! another key would be.

use std::collections::BTreeMap;

use serde::Deserialize;
use toml::{Spanned, Value};

use super::{KeyProblem, KeyWrong, line_of};

/// The name of the table, `[keys]`.
pub const KEYS_TABLE: &str = "keys";

/// An action the `[keys]` table names, on its line, and the names of its keys as written
/// (`left = "x"` is a list of one). The names are not checked here: the game knows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyEntry {
    pub line: usize,
    pub action: String,
    pub keys: Vec<String>,
}

/// The table with each of its keys' spans, read again from the file's text: the first
/// reading keeps the spans of the file's top-level keys alone.
#[derive(Deserialize)]
struct WithKeys {
    keys: BTreeMap<Spanned<String>, Spanned<Value>>,
}

/// The `[keys]` table of the file's `text`, whose top-level `keys` holds `value` on `line`:
/// its entries in the file's order, and the problems of those that are no key's name or
/// list of names (each left out, so that its action keeps its keys).
pub(super) fn key_table(
    text: &str,
    line: usize,
    value: &Value,
) -> (Vec<KeyEntry>, Vec<KeyProblem>) {
    if !value.is_table() {
        let problem = KeyProblem {
            line,
            key: KEYS_TABLE.to_string(),
            what: KeyWrong::NotATable {
                value: value.to_string(),
            },
        };
        return (Vec::new(), vec![problem]);
    }
    // The text parsed once already, and `keys` is a table in it.
    let Ok(WithKeys { keys }) = toml::from_str::<WithKeys>(text) else {
        return (Vec::new(), Vec::new());
    };
    let mut named: Vec<(&Spanned<String>, &Spanned<Value>)> = keys.iter().collect();
    named.sort_by_key(|(action, _)| action.span().start);
    let mut entries = Vec::new();
    let mut problems = Vec::new();
    for (action, value) in named {
        let line = line_of(text, action.span().start);
        let action = action.get_ref().clone();
        match names(value.get_ref()) {
            Some(keys) => entries.push(KeyEntry { line, action, keys }),
            None => problems.push(KeyProblem {
                line,
                key: action,
                what: KeyWrong::NotKeyNames {
                    value: value.get_ref().to_string(),
                },
            }),
        }
    }
    (entries, problems)
}

/// The names a value gives: a string is one, an array of strings each of them (an empty
/// one none); anything else gives no names.
fn names(value: &Value) -> Option<Vec<String>> {
    match value {
        Value::String(name) => Some(vec![name.clone()]),
        Value::Array(items) => items
            .iter()
            .map(|item| item.as_str().map(str::to_string))
            .collect(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::super::{Config, KeyProblem, KeyWrong, Problem, config_of};
    use super::KeyEntry;
    use crate::settings::Theme;

    fn read(text: &str) -> Config {
        config_of(Path::new("/cfg/config.toml"), text)
    }

    fn entry(line: usize, action: &str, keys: &[&str]) -> KeyEntry {
        KeyEntry {
            line,
            action: action.to_string(),
            keys: keys.iter().map(|k| k.to_string()).collect(),
        }
    }

    /// The first problem, and how many more.
    fn problem(line: usize, key: &str, what: KeyWrong, more: usize) -> Option<(KeyProblem, usize)> {
        let first = KeyProblem {
            line,
            key: key.to_string(),
            what,
        };
        Some((first, more))
    }

    /// The first problem of a file's `[keys]` (or other keys), and how many more.
    fn first(problem: Option<Problem>) -> Option<(KeyProblem, usize)> {
        match problem? {
            Problem::Keys { path, mut problems } => {
                assert_eq!(path, Path::new("/cfg/config.toml"));
                let more = problems.len() - 1;
                Some((problems.remove(0), more))
            }
            other => panic!("not a key's problem: {other:?}"),
        }
    }

    #[test]
    fn a_name_or_a_list_of_names_each_action_on_its_line_in_the_files_order() {
        let config = read(
            "theme = \"dark\"\n\n[keys]\n# the arrows for the screen reader\nundo = \"x\"\n\
             left = [\"h\", \"Left\"]\nboss = []\nright = [\n  \"l\",\n]\n",
        );
        assert_eq!(
            config.keys,
            [
                entry(5, "undo", &["x"]),
                entry(6, "left", &["h", "Left"]),
                entry(7, "boss", &[]),
                entry(8, "right", &["l"]),
            ]
        );
        assert_eq!(first(config.problem.clone()), None);
        assert_eq!(config.choices.theme, Some(Theme::Dark));
    }

    #[test]
    fn dotted_keys_and_an_inline_table_are_the_same_table() {
        let dotted = read("keys.left = \"x\"\ntheme = \"dark\"\nkeys.up = 'k'\n");
        assert_eq!(
            dotted.keys,
            [entry(1, "left", &["x"]), entry(3, "up", &["k"])]
        );
        assert_eq!(first(dotted.problem.clone()), None);
        let inline = read("keys = { down = [\"j\", \"Down\"] }\n");
        assert_eq!(inline.keys, [entry(1, "down", &["j", "Down"])]);
    }

    #[test]
    fn names_are_kept_as_written_for_the_game_to_judge() {
        let config = read("[keys]\nlft = \"Lft\"\nUP = [\"\", \"ctrl-k\"]\n");
        assert_eq!(
            config.keys,
            [entry(2, "lft", &["Lft"]), entry(3, "UP", &["", "ctrl-k"])]
        );
        assert_eq!(first(config.problem.clone()), None);
    }

    #[test]
    fn a_value_of_another_kind_costs_its_action_alone_told_by_its_line() {
        let config = read(
            "[keys]\ndown = \"j\"\nleft = 3\nright = [\"x\", 4]\nup = { k = true }\n\
             undo = \"z\"\n",
        );
        assert_eq!(
            config.keys,
            [entry(2, "down", &["j"]), entry(6, "undo", &["z"])]
        );
        let not_names = |value: &str| KeyWrong::NotKeyNames {
            value: value.to_string(),
        };
        assert_eq!(
            first(config.problem.clone()),
            problem(3, "left", not_names("3"), 2)
        );
        let right = read("[keys]\nright = [\"x\", 4]\n");
        assert_eq!(
            first(right.problem.clone()),
            problem(2, "right", not_names("[\"x\", 4]"), 0)
        );
        let table = read("[keys.up]\nk = true\n");
        assert_eq!(
            first(table.problem.clone()),
            problem(1, "up", not_names("{ k = true }"), 0)
        );
    }

    #[test]
    fn keys_that_is_not_a_table_is_a_problem_and_the_rest_is_read() {
        let config = read("keys = \"x\"\ntheme = \"dark\"\n");
        let what = KeyWrong::NotATable {
            value: "\"x\"".to_string(),
        };
        assert_eq!(first(config.problem.clone()), problem(1, "keys", what, 0));
        assert!(config.keys.is_empty());
        assert_eq!(config.choices.theme, Some(Theme::Dark));
    }

    #[test]
    fn the_tables_problems_and_the_other_keys_are_counted_together_first_by_line() {
        let config = read("[keys]\nleft = 1\nright = \"l\"\n");
        assert_eq!(
            first(config.problem.clone()),
            problem(2, "left", KeyWrong::NotKeyNames { value: "1".into() }, 0)
        );
        let config = read("colour = \"dark\"\n[keys]\nleft = 1\n");
        assert_eq!(
            first(config.problem.clone()),
            problem(1, "colour", KeyWrong::Unknown, 1)
        );
        assert!(config.keys.is_empty());
    }
}
