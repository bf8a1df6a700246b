//! The player's keys on the screen: the help lists them, a binding left with no key is not
//! there, and the footer and the boxes show the first key of each action.

use super::*;
use tui2048_app::keymap::Keymap;
use tui2048_store::config::KeyEntry;

/// Keys of the player's: x moves left, Backspace undoes first, n starts a new game, F1
/// alone shows the help, and the hint has no key.
fn players_keys() -> Keymap {
    let table = [
        ("left", &["x", "Left"][..]),
        ("undo", &["Backspace", "u"]),
        ("restart", &["n"]),
        ("hint", &[]),
        ("help", &["F1"]),
    ];
    let entries: Vec<KeyEntry> = table
        .iter()
        .enumerate()
        .map(|(at, (action, keys))| KeyEntry {
            line: at + 2,
            action: action.to_string(),
            keys: keys.iter().map(|k| k.to_string()).collect(),
        })
        .collect();
    let (keys, problems) = Keymap::of(&entries);
    assert!(problems.is_empty(), "{problems:?}");
    keys
}

#[rstest]
#[case::en(Language::English, "x ↑ → ↓ move · Backspace undo · n new")]
#[case::zh(Language::Chinese, "x ↑ → ↓ 移动  Backspace 撤销  n 新局")]
fn the_help_and_the_footer_show_the_players_keys(#[case] language: Language, #[case] footer: &str) {
    let m = model_in(language, mid_game()).with_keys(players_keys());
    let t = language.texts();
    let board = text(&render(&m, 100, 36));
    shows(&board, &[footer, "F1 "]);
    assert!(
        !board.contains(&format!("Tab {}", t.footer_hint())),
        "{board}"
    );
    let m = m.with_overlay(Overlay::HELP);
    let screen = text(&render(&m, 100, 36));
    let rows: Vec<&str> = screen.lines().map(str::trim).collect();
    let row_of = |words: &str| {
        rows.iter()
            .find(|row| row.contains(words))
            .unwrap_or_else(|| panic!("{words} in\n{screen}"))
            .to_string()
    };
    assert!(row_of(t.help_left()).contains("x ←"), "{screen}");
    assert!(row_of(t.help_undo()).contains("Backspace u"), "{screen}");
    assert!(row_of(t.help_restart()).contains(" n  "), "{screen}");
    assert!(row_of(t.help_help()).contains("F1"), "{screen}");
    assert!(!row_of(t.help_help()).contains('?'), "{screen}");
    assert!(row_of(t.help_right()).contains("→ d l"), "{screen}");
    assert!(!screen.contains(t.help_hint()), "{screen}");
    snapshot_in!(language, screen);
}

/// The buttons of the box of the game's end name the player's keys, and a button whose
/// action has no key is its words alone (a click still presses it).
#[test]
fn the_end_boxs_buttons_name_the_players_keys() {
    let won = game(
        &[[2048, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 2, 0]],
        20_000,
        900,
        Status::Won,
    );
    let entries = [
        KeyEntry {
            line: 2,
            action: "keep-going".into(),
            keys: vec!["g".into()],
        },
        KeyEntry {
            line: 3,
            action: "restart".into(),
            keys: vec![],
        },
    ];
    let (keys, _) = Keymap::of(&entries);
    let m = model_in(Language::English, won).with_keys(keys);
    let screen = text(&render(&m, 100, 36));
    shows(&screen, &["[Keep going g]", "[New game]"]);
}

/// The help's words for the new game say which key brings the old game back: the player's
/// undo key where u no longer undoes, and nothing where no key does.
#[rstest]
#[case::en(
    Language::English,
    ["new game (Backspace brings the old one back)", "new game"]
)]
#[case::zh(Language::Chinese, ["新游戏（按 Backspace 可找回上一局）", "新游戏"])]
fn the_helps_new_game_names_the_players_undo_key(
    #[case] language: Language,
    #[case] words: [&str; 2],
) {
    for (undo, words) in [
        (vec!["Backspace".to_string()], words[0]),
        (vec![], words[1]),
    ] {
        let entries = [KeyEntry {
            line: 2,
            action: "undo".into(),
            keys: undo,
        }];
        let (keys, _) = Keymap::of(&entries);
        let m = model_in(language, mid_game())
            .with_keys(keys)
            .with_overlay(Overlay::HELP);
        let screen = text(&render(&m, 100, 36));
        let row = screen
            .lines()
            .find(|row| row.contains("│") && row.contains(" r  "))
            .unwrap_or_else(|| panic!("{screen}"));
        let said: String = row.replace('│', "").trim().to_string();
        assert_eq!(said, format!("r  {words}"), "{screen}");
    }
}
