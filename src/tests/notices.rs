//! Notices: several at start each shown in turn, a warning too long for its line shown
//! whole (wrapped, its long paths shortened in the middle, or in a box the player closes),
//! and text from outside never sent to the terminal as it is.

use tui2048_app::keymap::{Action, Key, KeyCode};
use tui2048_app::settings::ColorMode;
use tui2048_app::text::{English, shown};
use tui2048_app::{Model, Msg, update};
use tui2048_engine::game::Status;
use tui2048_ui::notice_box;

use crate::tests::support::{self, game, look};

const START: [[u64; 4]; 4] = [[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2]];

fn model() -> Model {
    Model::new(game(&START, 0, 0, Status::Playing))
}

fn screen(m: &Model, w: u16, h: u16) -> String {
    support::text(&support::render(m, look(ColorMode::TrueColor), w, h))
}

/// The words of a screen, without the box's borders, for reading a text through it.
fn words(screen: &str) -> String {
    screen
        .split(|c: char| c.is_whitespace() || "│╭╮╰╯─".contains(c))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

const SETTINGS: &str = "/home/someone/a/rather/long/folder/of/settings/tui2048/config.toml line 3: theme = \"purple\" is not one of classic, dark, high-contrast, stealth; the rest was read";
const SAVE: &str = "The saved game was cut short: kept best scores and stats, lost game and undo; it was kept as state.json.corrupt-1796159227";

#[test]
fn the_warnings_at_start_are_each_shown_in_turn_then_the_games_notice() {
    let m = model()
        .with_notice(Some(crate::tests::support::said("Welcome back")))
        .with_warnings(crate::tests::support::warnings([SETTINGS, SAVE]));
    assert_eq!(m.notice_words().as_deref(), Some(SETTINGS));
    assert!(m.notice_must_be_read());
    assert_eq!(m.notices_waiting(), 2);
    // Each key brings the next.
    let key = |m: Model| update(m, Msg::Key(Key::new(KeyCode::Char('?')))).0;
    let m = key(m);
    assert_eq!(m.notice_words().as_deref(), Some(SAVE));
    assert!(m.notice_must_be_read());
    let m = key(m);
    assert_eq!(m.notice_words().as_deref(), Some("Welcome back"));
    assert!(!m.notice_must_be_read());
    assert_eq!(m.notices_waiting(), 0);
    // Closing a box does the same.
    let m = model().with_warnings(crate::tests::support::warnings([SETTINGS, SAVE]));
    let m = update(m, Msg::CloseNotice).0;
    assert_eq!(m.notice_words().as_deref(), Some(SAVE));
    let m = update(m, Msg::CloseNotice).0;
    assert_eq!(m.notice_words().as_deref(), None);
    // A move with nothing waiting says what it says.
    let m = update(m, Msg::Action(Action::Undo)).0;
    assert_eq!(m.notice_words().as_deref(), Some(English.nothing_to_undo()));
}

#[test]
fn a_long_warning_wraps_whole_where_there_is_room_and_is_boxed_where_there_is_none() {
    let m = model().with_warnings(crate::tests::support::warnings([SETTINGS]));
    // At 100×36 it wraps over the two rows under the board, whole, its path shortened in
    // the middle if need be; no box.
    for (w, h) in [(100, 36), (80, 24)] {
        let shown = screen(&m, w, h);
        assert!(notice_box(&m, ratatui::layout::Rect::new(0, 0, w, h)).is_none());
        let said = words(&shown);
        assert!(
            said.contains("line 3: theme = \"purple\" is not one of classic, dark, high-contrast, stealth; the rest was read"),
            "{w}×{h}\n{shown}"
        );
        assert!(said.contains("config.toml"), "{w}×{h}\n{shown}");
    }
    // At 34×12 it is in a box, read whole, the file's name kept.
    let shown = screen(&m, 34, 12);
    assert!(notice_box(&m, ratatui::layout::Rect::new(0, 0, 34, 12)).is_some());
    let said = words(&shown);
    assert!(said.contains("config.toml line 3: theme = \"purple\" is not one of classic, dark, high-contrast, stealth; the rest was read"), "{shown}");
    assert!(said.contains("/home/"), "{shown}");
    assert!(shown.contains("any key closes"), "{shown}");
    // Closed, the game is there, and the status line says nothing of it.
    let m = update(m, Msg::CloseNotice).0;
    let shown = screen(&m, 34, 12);
    assert!(!shown.contains("config.toml"), "{shown}");
    assert!(!shown.contains("any key"), "{shown}");
}

#[test]
fn a_notice_that_is_not_a_warning_is_shortened_at_a_whole_thought() {
    let m = model().with_notice(Some(crate::tests::support::said(English.welcome_back())));
    assert!(notice_box(&m, ratatui::layout::Rect::new(0, 0, 34, 12)).is_none());
    assert!(screen(&m, 34, 12).contains("Welcome back"));
}

#[test]
fn a_long_path_is_shortened_in_its_middle_keeping_its_files_name() {
    use tui2048_ui::width::{middle, whole};
    assert_eq!(
        middle("/tmp/very/long/folder/name/config.toml", 24, "…"),
        "/tmp/very/l…/config.toml"
    );
    assert_eq!(middle("short", 24, "…"), "short");
    assert_eq!(middle("abcdefghijklmnopqrstuvwxyz", 11, "…"), "abcde…vwxyz");
    // The Chinese mark is three full stops (never a symbol of ambiguous width), and the
    // cut is counted in cells.
    assert_eq!(
        middle("abcdefghijklmnopqrstuvwxyz", 11, "..."),
        "abcd...wxyz"
    );
    let cut = middle("/张三李四王五/config.toml", 14, "...");
    assert_eq!(
        cut, "/张三....toml",
        "a wide character is kept whole or left out"
    );
    assert!(tui2048_ui::width::cells(&cut) <= 14);
    // Whole when it fits; shortened when that makes it fit; none when nothing does.
    assert_eq!(whole("a b c", 5, 1, "…").as_deref(), Some("a b c"));
    let long = "kept as /a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/state.json.corrupt-1 (x)";
    let fitted = whole(long, 40, 2, "…").expect("it fits shortened");
    assert!(fitted.ends_with("/state.json.corrupt-1 (x)"), "{fitted}");
    assert!(fitted.contains('…'), "{fitted}");
    assert_eq!(whole(long, 8, 1, "…"), None);
}

#[test]
fn a_chinese_warning_keeps_its_words_whole_and_shortens_only_its_path() {
    use tui2048_ui::width::{cells, whole, wrap};
    // A path runs into the Chinese words around it, with no space after it.
    let long = "无法写入 /home/player/a/rather/long/folder/of/saves/tui2048/state.json：没有权限";
    let fitted = whole(long, 30, 3, "...").expect("it fits shortened");
    assert!(fitted.starts_with("无法写入 /home/"), "{fitted}");
    assert!(fitted.ends_with("/state.json：没有权限"), "{fitted}");
    assert!(fitted.contains("..."), "{fitted}");
    let rows = wrap(&fitted, 30);
    assert!(rows.len() <= 3, "{rows:?}");
    assert!(rows.iter().all(|r| cells(r) <= 30), "{rows:?}");
    // The path is on one row, whole as shortened, its colon with it.
    assert!(rows.iter().any(|r| r.contains("/state.json：")), "{rows:?}");
    // Chinese wraps between its characters, never inside the path.
    let rows = wrap(
        "存档属于另一个用户（uid 0），锁归对方，本局不会保存；设置文件 /tmp/x/config.toml 无法使用",
        24,
    );
    assert!(rows.iter().all(|r| cells(r) <= 24), "{rows:?}");
    assert!(
        rows.iter().any(|r| r.contains("/tmp/x/config.toml")),
        "{rows:?}"
    );
    assert!(
        !rows
            .iter()
            .any(|r| r.starts_with('，') || r.starts_with('）')),
        "{rows:?}"
    );
    assert!(!rows.iter().any(|r| r.ends_with('（')), "{rows:?}");
}

#[test]
fn control_characters_from_outside_are_shown_as_signs() {
    assert_eq!(
        shown("a\u{1b}]0;pwned\u{7}b\u{7f}c\u{9b}d\te\nf"),
        "a\\e]0;pwned^Gb^?c\\x9bd^Ie^Jf"
    );
    assert_eq!(shown("plain /path"), "plain /path");
    // On the status line, a warning naming such a path shows the signs.
    let m = model().with_warnings(support::warnings([
        "/tmp/x\u{1b}]0;TITLE\u{7}/config.toml is not UTF-8 text; the defaults are used",
    ]));
    let shown = screen(&m, 100, 36);
    assert!(
        shown.contains("/tmp/x\\e]0;TITLE^G/config.toml is not UTF-8 text"),
        "{shown}"
    );
    assert!(!shown.contains('\u{1b}'));
}
