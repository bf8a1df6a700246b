//! The keys a run plays with: the key table's, with the settings file's `[keys]` table over
//! them. An action the table names has the keys it gives, in its order (its first is the
//! one the footer and the boxes show), in place of its own; a key given to one action is
//! taken from any other that has it by default. What cannot be used costs itself alone
//! and is told (an unknown action or key, a key a terminal cannot send as itself or one
//! that does not show, a key given to two actions, whose first in the table keeps it, an
//! action left with no key by the keys the table took); an action none of whose keys can
//! be used keeps its own, and `[]` leaves it none on purpose. Ctrl-C always quits,
//! whatever the table says, so the game can always be left.

use std::sync::Arc;

use super::names::NotAKey;
use super::{Action, Binding, KEYMAP, Key, KeyCode, MOVE_RANK, folded, key_name, key_named};
use crate::text::Texts;
use tui2048_engine::game::Dir;
use tui2048_store::config::KeyEntry;

/// The key that always quits.
const QUIT_ALWAYS: Key = Key::ctrl('c');

/// The keys of every action, as a run has them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Keymap {
    /// Each binding's keys, in the key table's order, where the settings file changed
    /// them (none: the key table's own).
    chosen: Option<Arc<[Vec<Key>]>>,
}

/// Something of the `[keys]` table that could not be used, on its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeysProblem {
    pub line: usize,
    pub what: KeysWrong,
}

/// What could not be used. Actions are named as the table names them, keys as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeysWrong {
    /// The key table has no action of this name.
    UnknownAction(String),
    /// A name of an action's that is no key.
    UnknownKey { action: &'static str, key: String },
    /// A key given to two actions: the first in the table keeps it.
    Twice {
        key: String,
        first: &'static str,
        then: &'static str,
    },
    /// An action with no key left: the table gave its keys to others (`key`, the first of
    /// them, went to `taker`).
    NoKeyLeft {
        action: &'static str,
        key: String,
        taker: &'static str,
    },
    /// Ctrl-C given to an action other than quit: it always quits.
    CtrlC { action: &'static str },
    /// A Ctrl key that terminals send as the `other` key, so the game cannot tell them
    /// apart (`Ctrl-I` is Tab).
    SentAs {
        action: &'static str,
        key: String,
        other: Key,
    },
    /// Ctrl with a key other than a letter, which terminals send as another key or not
    /// at all.
    CtrlNotALetter { action: &'static str, key: String },
    /// A character that does not show on the screen (a mark of direction, a soft hyphen,
    /// a combining mark alone): the help could not show it either.
    Invisible { action: &'static str, key: String },
}

impl Keymap {
    /// The key table's keys with the `[keys]` table's `entries` (in the file's order) over
    /// them, and what of those could not be used, by line.
    pub fn of(entries: &[KeyEntry]) -> (Keymap, Vec<KeysProblem>) {
        let mut problems = Vec::new();
        let (given, taken) = given(entries, &mut problems);
        let chosen = chosen(&given, &taken, &mut problems);
        problems.sort_by_key(|p| p.line);
        let same = KEYMAP.iter().zip(&chosen).all(|(b, keys)| b.keys == keys);
        let keymap = Keymap {
            chosen: (!same).then(|| chosen.into()),
        };
        (keymap, problems)
    }

    /// The keys of `action`, the first the one shown where one is (none: the action has
    /// no key).
    pub fn keys(&self, action: Action) -> &[Key] {
        let at = KEYMAP
            .iter()
            .position(|b| b.action == action)
            .expect("every action has a binding");
        self.keys_at(at)
    }

    fn keys_at(&self, at: usize) -> &[Key] {
        match &self.chosen {
            Some(chosen) => &chosen[at],
            None => KEYMAP[at].keys,
        }
    }

    /// The action of a key, if any. Shift only changes a letter's case (W plays as w,
    /// caps lock on); Ctrl is part of the key (Ctrl-Z undoes, other Ctrl keys do nothing).
    pub fn action_for(&self, key: Key) -> Option<Action> {
        let code = match key.code {
            KeyCode::Char(c) => KeyCode::Char(folded(c)),
            other => other,
        };
        let key = Key { code, ..key };
        (0..KEYMAP.len())
            .find(|&at| self.keys_at(at).contains(&key))
            .map(|at| KEYMAP[at].action)
    }

    /// The names of a binding's keys, e.g. `u Backspace Ctrl-Z` (empty: it has none).
    pub fn label(&self, binding: &Binding) -> String {
        self.keys(binding.action)
            .iter()
            .map(|&k| key_name(k))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The name of the first key of `action`, the one a button or the footer shows (empty:
    /// it has none).
    pub fn first_name(&self, action: Action) -> String {
        self.keys(action)
            .first()
            .map(|&k| key_name(k))
            .unwrap_or_default()
    }

    /// The footer in the words of `texts`: the moving keys, then the first key of each
    /// binding that has a footer word (and a key), each with the rank at which it gives
    /// way.
    pub fn footer_hints(&self, texts: &Texts) -> Vec<(String, &'static str, u8)> {
        self.footer_hints_of(texts, |_| true)
    }

    /// [`Keymap::footer_hints`] of the bindings whose action `shows` says are shown (a
    /// screen where some keys do nothing leaves them out).
    pub fn footer_hints_of(
        &self,
        texts: &Texts,
        shows: impl Fn(Action) -> bool,
    ) -> Vec<(String, &'static str, u8)> {
        let moving = self.moving_keys(texts);
        let mut hints = Vec::new();
        if !moving.is_empty() {
            hints.push((moving, texts.footer_move(), MOVE_RANK));
        }
        hints.extend(KEYMAP.iter().filter(|b| shows(b.action)).filter_map(|b| {
            let footer = b.footer.as_ref()?;
            let &key = self.keys(b.action).first()?;
            Some((key_name(key), (footer.word)(texts), footer.rank))
        }));
        hints
    }

    /// The footer's name of the moving keys: the first key of each way, left, up, right
    /// and down, as the arrows are written (the words' own, `←↑→↓`, where those are the
    /// keys), a space between them (`a , e o` reads as four keys).
    fn moving_keys(&self, texts: &Texts) -> String {
        let ways = [Dir::Left, Dir::Up, Dir::Right, Dir::Down];
        let firsts: Vec<Key> = ways
            .iter()
            .filter_map(|&dir| self.keys(Action::Move(dir)).first().copied())
            .collect();
        let arrows = [KeyCode::Left, KeyCode::Up, KeyCode::Right, KeyCode::Down].map(Key::new);
        if firsts == arrows {
            return texts.footer_move_keys().to_string();
        }
        let names: Vec<String> = firsts.into_iter().map(key_name).collect();
        names.join(" ")
    }
}

/// What the `[keys]` table gives each binding (by its place in the key table), where it
/// names it: the table's line and the keys that can be used.
type Given = Vec<Option<(usize, Vec<Key>)>>;

/// Each key the `[keys]` table gives, the binding it went to (the first to name it) and
/// its name there.
type Taken<'a> = Vec<(Key, usize, &'a str)>;

/// What the `[keys]` table's `entries` give each binding, and each key they give; what
/// cannot be used goes to `problems`.
fn given<'a>(entries: &'a [KeyEntry], problems: &mut Vec<KeysProblem>) -> (Given, Taken<'a>) {
    let mut said = |line: usize, what: KeysWrong| problems.push(KeysProblem { line, what });
    let mut given: Given = vec![None; KEYMAP.len()];
    let mut taken: Taken = Vec::new();
    for entry in entries {
        let Some(at) = KEYMAP.iter().position(|b| b.name == entry.action) else {
            said(entry.line, KeysWrong::UnknownAction(entry.action.clone()));
            continue;
        };
        let binding = &KEYMAP[at];
        let mut keys = Vec::new();
        for written in &entry.keys {
            let key = match usable_key(binding, written) {
                Ok(key) => key,
                Err(what) => {
                    said(entry.line, what);
                    continue;
                }
            };
            match taken.iter().find(|&&(k, _, _)| k == key) {
                // A key named twice for one action is the same key.
                Some(&(_, first, _)) if first == at => {}
                Some(&(_, first, _)) => said(
                    entry.line,
                    KeysWrong::Twice {
                        key: written.clone(),
                        first: KEYMAP[first].name,
                        then: binding.name,
                    },
                ),
                None => {
                    taken.push((key, at, written));
                    keys.push(key);
                }
            }
        }
        if !keys.is_empty() || entry.keys.is_empty() {
            given[at] = Some((entry.line, keys));
        }
    }
    (given, taken)
}

/// The key `written` names for `binding`, or why it cannot be used there.
fn usable_key(binding: &Binding, written: &str) -> Result<Key, KeysWrong> {
    let (action, key) = (binding.name, written.to_string());
    let found = key_named(written).map_err(|why| match why {
        NotAKey::Unknown => KeysWrong::UnknownKey { action, key },
        NotAKey::SentAs(other) => KeysWrong::SentAs { action, key, other },
        NotAKey::CtrlNotALetter => KeysWrong::CtrlNotALetter { action, key },
        NotAKey::Invisible => KeysWrong::Invisible { action, key },
    })?;
    if found == QUIT_ALWAYS && binding.action != Action::Quit {
        return Err(KeysWrong::CtrlC { action });
    }
    Ok(found)
}

/// Each binding's keys: those `given` it, else its own that no other was given (telling
/// `problems` of one left with none); quit's with Ctrl-C always.
fn chosen(
    given: &[Option<(usize, Vec<Key>)>],
    taken: &[(Key, usize, &str)],
    problems: &mut Vec<KeysProblem>,
) -> Vec<Vec<Key>> {
    let mut chosen: Vec<Vec<Key>> = Vec::with_capacity(KEYMAP.len());
    for (at, binding) in KEYMAP.iter().enumerate() {
        let mut keys = match &given[at] {
            Some((_, keys)) => keys.clone(),
            None => {
                let taker = |key: &Key| taken.iter().find(|(k, _, _)| k == key);
                let left: Vec<Key> = binding
                    .keys
                    .iter()
                    .copied()
                    .filter(|k| taker(k).is_none())
                    .collect();
                if let (true, Some(&(_, by, written))) =
                    (left.is_empty(), binding.keys.first().and_then(taker))
                    && let Some((line, _)) = given[by]
                {
                    let what = KeysWrong::NoKeyLeft {
                        action: binding.name,
                        key: written.to_string(),
                        taker: KEYMAP[by].name,
                    };
                    problems.push(KeysProblem { line, what });
                }
                left
            }
        };
        if binding.action == Action::Quit && !keys.contains(&QUIT_ALWAYS) {
            keys.push(QUIT_ALWAYS);
        }
        chosen.push(keys);
    }
    chosen
}
