//! The plain interface played through bytes: the scenarios of `e2e/plain.rs`, its lines
//! read back as written.

use super::*;

/// A new plain game of seed 8, tiles named by `labels`, in `language`.
fn plain(labels: Labels, language: Language) -> Played {
    let mut settings = settings(Interface::Plain, language);
    settings.labels = labels;
    let options = GameOptions {
        seed: Some(8),
        ..GameOptions::default()
    };
    Played::start(settings, options, None, (80, 24))
}

/// Not one escape sequence among the bytes written.
fn no_escape(p: &Played) {
    let bytes = p.bytes();
    assert!(!bytes.contains(&0x1b), "an escape: {:?}", p.lines());
}

#[test]
fn a_plain_game_is_lines_and_the_board_read_is_the_saved_one() {
    let mut p = plain(Labels::Numbers, Language::English);
    let lines = p.wait_line("Score 0, best 0");
    assert_eq!(
        lines,
        [
            "tui2048. Arrows or a, d, w, s move. Space reads the board, ? the keys, q quits.",
            "1: 4 blank",
            "2: 4 blank",
            "3: 3 blank, 2",
            "4: 3 blank, 2",
            "Score 0, best 0",
        ]
    );
    p.send(LEFT);
    p.send(UP);
    p.wait("two moves saved", |p| saved(&p.state_path()).2, |&m| m == 2);
    let (board, score, _) = saved(&p.state_path());
    p.send(b" ");
    p.send(b"3");
    p.send(b"#");
    let lines = p.wait("the column read", Played::lines, |l| {
        l.last().is_some_and(|l| l.starts_with("Column 3"))
    });
    assert_eq!(
        lines[6..],
        [
            "Left, new 4 at row 3 column 3, score 0",
            "Up, merged 4 at row 1 column 1, new 4 at row 3 column 3, score 4",
            "1: 4, blank, 4, blank",
            "2: 4 blank",
            "3: blank, blank, 4, blank",
            "4: 4 blank",
            "Score 4, best 4",
            "13 empty cells, largest 4 at row 1 column 1, moves up, down, left and right",
            "Row 3: blank, blank, 4, blank",
            "Column 3: 4, blank, 4, blank",
        ]
    );
    assert_eq!(
        board,
        [[4, 0, 4, 0], [0, 0, 0, 0], [0, 0, 4, 0], [0, 0, 0, 0]]
    );
    assert_eq!(score, 4);
    p.quit();
    // One short line on the way out: no path, no record.
    assert_eq!(
        p.lines().last().map(String::as_str),
        Some("Saved. Score 4, best 4.")
    );
    no_escape(&p);
}

#[test]
fn letters_and_chinese() {
    let mut p = plain(Labels::Letters, Language::Chinese);
    p.wait_line("第 3 行：3 个空、A");
    p.send(b"?");
    p.wait_line("方块用字母：A 是 2，B 是 4，C 是 8，一直到 K 是 2048，然后是 L。没有 W。");
    p.send(LEFT);
    p.wait("a move saved", |p| saved(&p.state_path()).2, |&m| m == 1);
    let model = p.quit();
    assert_eq!(model.game().moves(), 1);
    let lines = p.lines();
    assert_eq!(
        lines.last().map(String::as_str),
        Some("已保存。分数 0，最高分 0。")
    );
    no_escape(&p);
}
