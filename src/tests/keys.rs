//! The player's keys: the settings file's `[keys]` table over the key table, what a key
//! does with them, what of the table could not be used, and the footer they make.

use crate::tests::support::game;
use tui2048_app::keymap::{Action, KEYMAP, Key, KeyCode, Keymap, KeysProblem, KeysWrong};
use tui2048_app::text::{Chinese, English};
use tui2048_app::{Model, Msg, update};
use tui2048_engine::game::{Dir, Status};
use tui2048_store::config::KeyEntry;

fn entry(line: usize, action: &str, keys: &[&str]) -> KeyEntry {
    KeyEntry {
        line,
        action: action.to_string(),
        keys: keys.iter().map(|k| k.to_string()).collect(),
    }
}

fn problem(line: usize, what: KeysWrong) -> KeysProblem {
    KeysProblem { line, what }
}

fn ch(c: char) -> Key {
    Key::char(c)
}

fn named(code: KeyCode) -> Key {
    Key::new(code)
}

const LEFT: Action = Action::Move(Dir::Left);

#[test]
fn without_a_table_every_action_has_the_key_tables_keys() {
    let (keys, problems) = Keymap::of(&[]);
    assert_eq!(keys, Keymap::default());
    assert!(problems.is_empty());
    for b in KEYMAP {
        assert_eq!(keys.keys(b.action), b.keys, "{}", b.name);
    }
    // A table that gives an action its own keys is no change.
    let (same, problems) = Keymap::of(&[entry(2, "left", &["Left", "a", "h"])]);
    assert_eq!(same, Keymap::default());
    assert!(problems.is_empty());
}

#[test]
fn an_action_the_table_names_has_its_keys_in_place_of_its_own_and_the_others_keep_theirs() {
    let (keys, problems) = Keymap::of(&[entry(2, "left", &["x", "Left"])]);
    assert!(problems.is_empty());
    assert_eq!(keys.keys(LEFT), [ch('x'), named(KeyCode::Left)]);
    assert_eq!(keys.action_for(ch('x')), Some(LEFT));
    // Shift only changes a letter's case.
    assert_eq!(keys.action_for(ch('X')), Some(LEFT));
    assert_eq!(keys.action_for(named(KeyCode::Left)), Some(LEFT));
    // Its own a and h do nothing now.
    assert_eq!(keys.action_for(ch('a')), None);
    assert_eq!(keys.action_for(ch('h')), None);
    let right = [named(KeyCode::Right), ch('d'), ch('l')];
    assert_eq!(keys.keys(Action::Move(Dir::Right)), right);
    assert_eq!(keys.action_for(ch('u')), Some(Action::Undo));
    assert_eq!(keys.action_for(Key::ctrl('z')), Some(Action::Undo));
}

#[test]
fn a_remapped_key_moves_and_the_old_default_no_longer_does() {
    let board = [[0, 0, 0, 2], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];
    let (keys, _) = Keymap::of(&[entry(1, "left", &["x"])]);
    let m = Model::new(game(&board, 0, 0, Status::Playing))
        .animated(false)
        .with_keys(keys);
    let (m, cmds) = update(m, Msg::Key(named(KeyCode::Left)));
    assert!(cmds.is_empty());
    assert_eq!(m.game().moves(), 0);
    let (m, _) = update(m, Msg::Key(ch('x')));
    assert_eq!(m.game().moves(), 1);
    assert_eq!(m.game().board().to_values()[0][0], 2);
}

#[test]
fn a_key_the_table_gives_is_taken_from_the_action_that_had_it() {
    // u moves left: undo keeps its other keys.
    let (keys, problems) = Keymap::of(&[entry(3, "left", &["a", "u"])]);
    assert!(problems.is_empty());
    assert_eq!(keys.action_for(ch('u')), Some(LEFT));
    let undo = [ch('z'), named(KeyCode::Backspace), Key::ctrl('z')];
    assert_eq!(keys.keys(Action::Undo), undo);
    // Its only key taken, restart has none left: said on the line that took it.
    let (keys, problems) = Keymap::of(&[entry(4, "undo", &["r"])]);
    let no_key = KeysWrong::NoKeyLeft {
        action: "restart",
        key: "r".into(),
        taker: "undo",
    };
    assert_eq!(problems, [problem(4, no_key)]);
    assert_eq!(keys.keys(Action::Restart), []);
    assert_eq!(keys.action_for(ch('r')), Some(Action::Undo));
    assert_eq!(keys.action_for(ch('u')), None);
}

#[test]
fn a_key_given_to_two_actions_stays_with_the_first_in_the_table() {
    let (keys, problems) = Keymap::of(&[
        entry(2, "left", &["x"]),
        entry(3, "right", &["X", "g"]),
        entry(4, "up", &["x"]),
        // Named twice for one action, a key is the same key.
        entry(5, "down", &["j", "J"]),
    ]);
    let twice = |then| KeysWrong::Twice {
        key: if then == "up" { "x" } else { "X" }.into(),
        first: "left",
        then,
    };
    assert_eq!(
        problems,
        [problem(3, twice("right")), problem(4, twice("up"))]
    );
    assert_eq!(keys.keys(LEFT), [ch('x')]);
    assert_eq!(keys.keys(Action::Move(Dir::Right)), [ch('g')]);
    // None of its keys could be used: up keeps its own.
    let up = [named(KeyCode::Up), ch('w'), ch('k')];
    assert_eq!(keys.keys(Action::Move(Dir::Up)), up);
    assert_eq!(keys.keys(Action::Move(Dir::Down)), [ch('j')]);
}

#[test]
fn an_unknown_action_or_key_costs_itself_alone() {
    let (keys, problems) = Keymap::of(&[
        entry(2, "lft", &["x"]),
        entry(3, "down", &["Dwn", "j"]),
        entry(4, "hint", &["Tabb"]),
    ]);
    let unknown = |action, key: &str| KeysWrong::UnknownKey {
        action,
        key: key.into(),
    };
    assert_eq!(
        problems,
        [
            problem(2, KeysWrong::UnknownAction("lft".into())),
            problem(3, unknown("down", "Dwn")),
            problem(4, unknown("hint", "Tabb")),
        ]
    );
    assert_eq!(keys.action_for(ch('x')), None);
    assert_eq!(keys.keys(Action::Move(Dir::Down)), [ch('j')]);
    assert_eq!(keys.keys(Action::Hint), [named(KeyCode::Tab)]);
}

/// A key no terminal sends as itself, or one that does not show, is refused with its
/// reason: the action keeps its own keys (the help lists none it cannot have), or the
/// others the table gave it.
#[test]
fn a_key_a_terminal_cannot_send_or_that_does_not_show_is_refused_and_the_default_stays() {
    let (keys, problems) = Keymap::of(&[
        entry(2, "left", &["Ctrl-I"]),
        entry(3, "right", &["Ctrl-1", "\u{202e}", "l"]),
        entry(4, "up", &["\u{ad}"]),
        entry(5, "down", &["Ctrl-M", "e\u{301}"]),
    ]);
    let sent_as = |action, key: &str, other| KeysWrong::SentAs {
        action,
        key: key.into(),
        other: named(other),
    };
    let invisible = |action, key: &str| KeysWrong::Invisible {
        action,
        key: key.into(),
    };
    let ctrl = KeysWrong::CtrlNotALetter {
        action: "right",
        key: "Ctrl-1".into(),
    };
    assert_eq!(
        problems,
        [
            problem(2, sent_as("left", "Ctrl-I", KeyCode::Tab)),
            problem(3, ctrl),
            problem(3, invisible("right", "\u{202e}")),
            problem(4, invisible("up", "\u{ad}")),
            problem(5, sent_as("down", "Ctrl-M", KeyCode::Enter)),
            problem(
                5,
                KeysWrong::UnknownKey {
                    action: "down",
                    key: "e\u{301}".into(),
                }
            ),
        ]
    );
    // Left, up and down keep the key table's keys; right has the one it could be given.
    for b in KEYMAP
        .iter()
        .filter(|b| ["left", "up", "down"].contains(&b.name))
    {
        assert_eq!(keys.keys(b.action), b.keys, "{}", b.name);
    }
    assert_eq!(keys.keys(Action::Move(Dir::Right)), [ch('l')]);
    // Tab is the hint's still: what the terminal sends for Ctrl-I asks for a hint.
    assert_eq!(keys.action_for(named(KeyCode::Tab)), Some(Action::Hint));
    assert_eq!(keys.action_for(Key::ctrl('i')), None);
}

#[test]
fn an_empty_list_leaves_an_action_no_key_on_purpose() {
    let (keys, problems) = Keymap::of(&[entry(2, "boss", &[])]);
    assert!(problems.is_empty());
    assert_eq!(keys.keys(Action::Boss), []);
    assert_eq!(keys.action_for(ch('b')), None);
}

#[test]
fn ctrl_c_always_quits_whatever_the_table_says() {
    let (keys, problems) =
        Keymap::of(&[entry(2, "quit", &["x"]), entry(3, "undo", &["Ctrl-C", "z"])]);
    let ctrl_c = KeysWrong::CtrlC { action: "undo" };
    assert_eq!(problems, [problem(3, ctrl_c)]);
    assert_eq!(keys.keys(Action::Quit), [ch('x'), Key::ctrl('c')]);
    assert_eq!(keys.keys(Action::Undo), [ch('z')]);
    assert_eq!(keys.action_for(Key::ctrl('c')), Some(Action::Quit));
    assert_eq!(keys.action_for(ch('q')), None);
    let (keys, problems) = Keymap::of(&[entry(2, "quit", &[])]);
    assert!(problems.is_empty());
    assert_eq!(keys.keys(Action::Quit), [Key::ctrl('c')]);
}

#[test]
fn the_footer_shows_the_first_key_of_each_action() {
    let hints = |keys: &Keymap, t| -> Vec<(String, &str)> {
        keys.footer_hints(t)
            .into_iter()
            .map(|(keys, word, _)| (keys, word))
            .collect()
    };
    let (keys, _) = Keymap::of(&[
        entry(1, "left", &["x", "Left"]),
        entry(2, "undo", &["Backspace", "u"]),
        entry(3, "hint", &[]),
    ]);
    let shown = hints(&keys, &English);
    assert_eq!(shown[0], ("x ↑ → ↓".to_string(), "move"));
    assert_eq!(shown[1], ("Backspace".to_string(), "undo"));
    assert!(shown.iter().all(|(_, word)| *word != "hint"), "{shown:?}");
    // The default arrows are the words' own.
    assert_eq!(hints(&Keymap::default(), &Chinese)[0].0, "方向键");
    assert_eq!(hints(&Keymap::default(), &English)[0].0, "←↑→↓");
    let (keys, _) = Keymap::of(&[entry(1, "left", &["Ctrl-K"]), entry(2, "up", &[])]);
    assert_eq!(hints(&keys, &English)[0].0, "Ctrl-K → ↓");
}

/// The tables docs/config.md gives: the arrows freed for a screen reader, and WASD where
/// Dvorak has it.
#[test]
fn the_documented_tables_are_read_without_a_problem() {
    let reader = [
        entry(2, "left", &["h", "a"]),
        entry(3, "down", &["j", "s"]),
        entry(4, "up", &["k", "w"]),
        entry(5, "right", &["l", "d"]),
    ];
    let (keys, problems) = Keymap::of(&reader);
    assert!(problems.is_empty(), "{problems:?}");
    for arrow in [KeyCode::Left, KeyCode::Right, KeyCode::Up, KeyCode::Down] {
        assert_eq!(keys.action_for(named(arrow)), None);
    }
    assert_eq!(keys.action_for(ch('h')), Some(LEFT));
    let dvorak = [
        entry(2, "up", &[",", "Up"]),
        entry(3, "left", &["a", "Left"]),
        entry(4, "down", &["o", "Down"]),
        entry(5, "right", &["e", "Right"]),
    ];
    let (keys, problems) = Keymap::of(&dvorak);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(keys.action_for(ch(',')), Some(Action::Move(Dir::Up)));
    assert_eq!(keys.action_for(ch('o')), Some(Action::Move(Dir::Down)));
    assert_eq!(keys.action_for(ch('e')), Some(Action::Move(Dir::Right)));
    assert_eq!(keys.action_for(ch('d')), None);
    assert_eq!(keys.footer_hints(&English)[0].0, "a , e o");
    // The cursor on the letters h j k l, as docs/plain.md gives it: taken from the moves,
    // which keep the arrows and a d w s, with no problem said.
    let letters = [
        entry(2, "cursor-left", &["h"]),
        entry(3, "cursor-down", &["j"]),
        entry(4, "cursor-up", &["k"]),
        entry(5, "cursor-right", &["l"]),
    ];
    let (keys, problems) = Keymap::of(&letters);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(keys.action_for(ch('h')), Some(Action::Cursor(Dir::Left)));
    assert_eq!(keys.action_for(ch('j')), Some(Action::Cursor(Dir::Down)));
    assert_eq!(keys.keys(LEFT), [named(KeyCode::Left), ch('a')]);
    assert_eq!(
        keys.keys(Action::Move(Dir::Down)),
        [named(KeyCode::Down), ch('s')]
    );
    assert_eq!(keys.action_for(named(KeyCode::Home)), None);
}
