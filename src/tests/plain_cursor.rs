//! The plain interface's reading cursor: it starts at the top left, moves a cell a key and
//! never past the board's edge, reads the cell under it, its row and its column, on
//! boards of 3, 4 and 8; the summary; the key that switches brief and verbose, kept in
//! the settings file. In the full screen the keys do nothing.

use super::support::game;
use crate::runtime::write_verbosity;
use tui2048_app::keymap::{Action, Key, KeyCode};
use tui2048_app::plain::{Glance, Narrator, help, verbosity_said};
use tui2048_app::settings::{Labels, Language, Verbosity};
use tui2048_app::text::Speaks;
use tui2048_app::{Model, Msg, update};
use tui2048_engine::game::Status;

fn model<R: AsRef<[u64]>>(rows: &[R]) -> Model {
    Model::new(game(rows, 0, 1, Status::Playing)).animated(false)
}

/// What each key says in turn, taken as the plain interface takes it: a reading key is
/// the narrator's, any other the game's.
fn said(narrator: &mut Narrator, mut m: Model, keys: &[Key]) -> Vec<String> {
    let mut lines = Vec::new();
    for &key in keys {
        match m.keymap().action_for(key) {
            Some(action) if action.plain_only() => {
                let line = narrator.read_at_cursor(&m, action);
                lines.push(line.unwrap_or_else(|| format!("nothing for {action:?}")));
            }
            _ => {
                let before = Glance::of(&m);
                let (next, _) = update(m, Msg::Key(key));
                lines.extend(narrator.tell(&before, &next, Some(key)));
                m = next;
            }
        }
    }
    lines
}

const LEFT: Key = Key::new(KeyCode::Home);
const RIGHT: Key = Key::new(KeyCode::End);
const UP: Key = Key::new(KeyCode::PageUp);
const DOWN: Key = Key::new(KeyCode::PageDown);
const CELL: Key = Key::char('e');
const ROW: Key = Key::char('o');
const COLUMN: Key = Key::char('n');
const SUMMARY: Key = Key::char('m');

const FOUR: [[u64; 4]; 4] = [
    [2, 0, 0, 4],
    [0, 8, 0, 0],
    [0, 0, 2048, 0],
    [16, 0, 0, 131_072],
];

#[test]
fn on_a_board_of_4_the_cursor_starts_at_the_top_left_and_stays_on_the_board() {
    let mut narrator = Narrator::new(Labels::Numbers);
    let keys = [
        CELL, LEFT, UP, RIGHT, DOWN, ROW, COLUMN, SUMMARY, RIGHT, RIGHT, RIGHT, DOWN, DOWN, DOWN,
        CELL,
    ];
    assert_eq!(
        said(&mut narrator, model(&FOUR), &keys),
        [
            "Row 1, column 1: 2",
            "Edge, row 1, column 1: 2",
            "Edge, row 1, column 1: 2",
            "Row 1, column 2: blank",
            "Row 2, column 2: 8",
            "Row 2: blank, 8, blank, blank",
            "Column 2: blank, 8, blank, blank",
            "10 empty cells, largest 131072 at row 4 column 4, moves up, down, left and right",
            "Row 2, column 3: blank",
            "Row 2, column 4: blank",
            "Edge, row 2, column 4: blank",
            "Row 3, column 4: blank",
            "Row 4, column 4: 131072",
            "Edge, row 4, column 4: 131072",
            "Row 4, column 4: 131072",
        ]
    );
}

#[test]
fn on_a_board_of_3_with_no_move_left_the_summary_says_so() {
    let rows = [[2, 4, 8], [16, 32, 64], [128, 256, 512]];
    let mut narrator = Narrator::new(Labels::Numbers);
    let keys = [
        DOWN, DOWN, DOWN, ROW, COLUMN, RIGHT, RIGHT, RIGHT, UP, CELL, SUMMARY,
    ];
    assert_eq!(
        said(&mut narrator, model(&rows), &keys),
        [
            "Row 2, column 1: 16",
            "Row 3, column 1: 128",
            "Edge, row 3, column 1: 128",
            "Row 3: 128, 256, 512",
            "Column 1: 2, 16, 128",
            "Row 3, column 2: 256",
            "Row 3, column 3: 512",
            "Edge, row 3, column 3: 512",
            "Row 2, column 3: 64",
            "Row 2, column 3: 64",
            "No empty cell, largest 512 at row 3 column 3, no move left",
        ]
    );
}

#[test]
fn on_a_board_of_8_the_cursor_reads_the_eighth_column_and_row() {
    let mut rows = [[0u64; 8]; 8];
    rows[0][7] = 2;
    rows[7][7] = 256;
    rows[7][0] = 4;
    let mut narrator = Narrator::new(Labels::Numbers);
    let mut keys = vec![RIGHT; 8];
    keys.extend([COLUMN]);
    keys.extend(vec![DOWN; 7]);
    keys.extend([ROW, SUMMARY]);
    let lines = said(&mut narrator, model(&rows), &keys);
    assert_eq!(
        lines[5..],
        [
            "Row 1, column 7: blank",
            "Row 1, column 8: 2",
            "Edge, row 1, column 8: 2",
            "Column 8: 2, 6 blank, 256",
            "Row 2, column 8: blank",
            "Row 3, column 8: blank",
            "Row 4, column 8: blank",
            "Row 5, column 8: blank",
            "Row 6, column 8: blank",
            "Row 7, column 8: blank",
            "Row 8, column 8: 256",
            "Row 8: 4, 6 blank, 256",
            "61 empty cells, largest 256 at row 8 column 8, moves up, down, left and right",
        ]
    );
    assert_eq!(lines[0], "Row 1, column 2: blank");
}

#[test]
fn the_cursor_reads_letters_and_chinese_and_moves_no_tile() {
    let m = model(&FOUR);
    let mut narrator = Narrator::new(Labels::Letters);
    assert_eq!(
        said(&mut narrator, m.clone(), &[DOWN, RIGHT, CELL]),
        [
            "Row 2, column 1: blank",
            "Row 2, column 2: C",
            "Row 2, column 2: C"
        ]
    );
    let zh = m.clone().in_language(Language::Chinese);
    let mut narrator = Narrator::new(Labels::Numbers);
    assert_eq!(
        said(&mut narrator, zh, &[CELL, LEFT, DOWN, ROW, COLUMN]),
        [
            "第 1 行第 1 列：2",
            "到边了，第 1 行第 1 列：2",
            "第 2 行第 1 列：空",
            "第 2 行：空、8、空、空",
            "第 1 列：2、空、空、16",
        ]
    );
    // In the full screen the keys do nothing: the game, the notice and the commands as
    // they were.
    for key in [
        LEFT,
        RIGHT,
        UP,
        DOWN,
        CELL,
        ROW,
        COLUMN,
        SUMMARY,
        Key::char('f'),
    ] {
        let (after, cmds) = update(m.clone(), Msg::Key(key));
        assert_eq!(after.game(), m.game(), "{key:?}");
        assert_eq!(after.notice_words().as_deref(), None, "{key:?}");
        assert!(cmds.is_empty(), "{key:?}");
    }
}

#[test]
fn a_board_smaller_than_the_cursors_cell_keeps_the_cursor_on_it() {
    let mut narrator = Narrator::new(Labels::Numbers);
    said(
        &mut narrator,
        model(&FOUR),
        &[RIGHT, RIGHT, RIGHT, DOWN, DOWN, DOWN],
    );
    let three = [[2, 0, 0], [0, 0, 0], [0, 0, 4]];
    assert_eq!(
        said(&mut narrator, model(&three), &[CELL, RIGHT]),
        ["Row 3, column 3: 4", "Edge, row 3, column 3: 4"]
    );
}

#[test]
fn the_help_says_the_cursors_keys_in_words() {
    let lines = help(&model(&FOUR), Labels::Numbers);
    for line in [
        "Home: reading cursor left, tiles stay",
        "End: reading cursor right, tiles stay",
        "Page Up: reading cursor up, tiles stay",
        "Page Down: reading cursor down, tiles stay",
        "e, F2: read the cell under the reading cursor",
        "o, F3: read the reading cursor's row",
        "n, F4: read the reading cursor's column",
        "m, F5: say the empty cells, the largest tile and the moves left",
        "f, F6: say moves brief or verbose, kept in config.toml",
    ] {
        assert!(lines.iter().any(|l| l == line), "{line:?} in {lines:#?}");
    }
}

#[test]
fn the_verbosity_key_switches_brief_and_verbose_and_keeps_it() {
    let mut narrator = Narrator::new(Labels::Numbers);
    let t = Language::English.texts();
    assert_eq!(narrator.switch_verbosity(), Verbosity::Brief);
    assert_eq!(verbosity_said(t, Verbosity::Brief, None), "Brief");
    // A move is said brief from then on.
    let rows = [[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];
    let line = said(&mut narrator, model(&rows), &[Key::char('a')]);
    assert!(line[0].starts_with("Left, 2 at ") || line[0].starts_with("Left, 4 at "));
    assert!(line[0].ends_with(", score 4, merged 4"), "{line:?}");
    assert_eq!(narrator.switch_verbosity(), Verbosity::Verbose);
    assert_eq!(verbosity_said(t, Verbosity::Verbose, None), "Verbose");
    assert_eq!(
        verbosity_said(t, Verbosity::Brief, Some(None)),
        "Brief, for this run only: there is no config folder to keep it in"
    );
    let zh = Language::Chinese.texts();
    assert_eq!(verbosity_said(zh, Verbosity::Brief, None), "简短");
    assert_eq!(verbosity_said(zh, Verbosity::Verbose, None), "详细");

    // Kept in config.toml, the rest of the file as it was.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.toml");
    std::fs::write(&path, "# mine\ntheme = \"dark\"\n").unwrap();
    let file = tui2048_files::config::ConfigFile(path.clone());
    assert!(write_verbosity(Some(&file), Verbosity::Brief).is_none());
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "# mine\ntheme = \"dark\"\nverbosity = \"brief\"\n"
    );
    assert!(write_verbosity(Some(&file), Verbosity::Verbose).is_none());
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "# mine\ntheme = \"dark\"\nverbosity = \"verbose\"\n"
    );
    assert!(matches!(
        write_verbosity(None, Verbosity::Brief),
        Some(None)
    ));
    // Reading keys are plain-only; the verbosity's is one of them.
    assert!(Action::Verbosity.plain_only() && !Action::Undo.plain_only());
}
