//! Every screen in Simplified Chinese, as text snapshots at the sizes of the English ones
//! (`screens/`), with the words a Chinese player reads on each.

use crate::tests::support;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::app::text::Chinese;
use crate::app::{Model, Overlay};
use crate::settings::{ColorMode, Language};
use crate::ui::Look;
use support::{game, text};
use tui2048_engine::game::{Dir, GameState, Status};

fn mid_game() -> GameState {
    game(
        &[
            [2, 4, 8, 16],
            [32, 64, 128, 256],
            [512, 1024, 2048, 4096],
            [0, 0, 2, 0],
        ],
        20_512,
        734,
        Status::KeepPlaying,
    )
}

/// The model of `game` in Chinese, as `screens/` has it in English.
fn model(game: GameState) -> Model {
    let model = Model::new(game).in_language(Language::Chinese);
    support::rescored(model, |s| {
        s.best.insert(4, 30_000);
    })
    .animated(false)
}

fn render(model: &Model, w: u16, h: u16) -> Buffer {
    support::render(model, Look::new(ColorMode::TrueColor), w, h)
}

/// The two warnings of a start with a broken settings file and a damaged save, in Chinese.
fn start_warnings() -> Vec<String> {
    use crate::runtime::config_notice;
    use crate::settings::Theme;
    use tui2048_store::config::{KeyProblem, KeyWrong, Problem};
    let t = &Chinese;
    let settings = config_notice(
        t,
        &Problem::Keys {
            path: "/home/player/a/rather/long/folder/of/settings/tui2048/config.toml".into(),
            first: KeyProblem {
                line: 3,
                key: "theme".into(),
                what: KeyWrong::NotOneOf {
                    value: "\"purple\"".into(),
                    names: <Theme as strum::VariantNames>::VARIANTS.to_vec(),
                },
            },
            more: 0,
        },
    );
    let save = t.unreadable(
        true,
        &[t.part_best(), t.part_stats()],
        &[t.part_game(), t.part_undo()],
        Some("state.json.corrupt-1796159227"),
        "",
    );
    vec![settings, save]
}

#[test]
fn a_long_warning_wraps_under_the_board_in_chinese() {
    let m = model(mid_game()).with_warnings(start_warnings());
    let screen = text(&render(&m, 100, 36));
    let said: String = screen.split_whitespace().collect();
    assert!(
        said.contains(
            "第3行：theme=\"purple\"无效，可选classic、dark、high-contrast、stealth；其余设置已读取"
        ),
        "{screen}"
    );
    assert!(said.contains("/config.toml"), "{screen}");
    assert!(!screen.contains("注意"), "no box where it fits:\n{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn a_warning_too_long_for_the_smallest_screen_is_read_in_a_box_in_chinese() {
    let m = model(mid_game()).with_warnings(start_warnings());
    let screen = text(&render(&m, 34, 12));
    let said: String = screen
        .split(|c: char| c.is_whitespace() || "│╭╮╰╯─".contains(c))
        .collect();
    for words in [
        "注意",
        "第3行：theme=\"purple\"无效",
        "其余设置已读取",
        "/config.toml",
        "按任意键看下一条",
    ] {
        assert!(said.contains(words), "{words} in\n{screen}");
    }
    insta::assert_snapshot!(screen);
    // Closed, the damaged save's warning comes next, whole, the kept file's name in it.
    let (m, _) = crate::app::update(m, crate::app::Msg::CloseNotice);
    let screen = text(&render(&m, 34, 12));
    let said: String = screen
        .split(|c: char| c.is_whitespace() || "│╭╮╰╯─".contains(c))
        .collect();
    assert!(
        said.contains("存档不完整：保留了最高分和统计，丢失了当前对局和撤销记录；原文件已另存为state.json.corrupt-1796159227"),
        "{screen}"
    );
    assert!(said.contains("按任意键关闭"), "{screen}");
}

/// The rows of the panels above the board, their words apart by one space.
fn header_words(m: &Model, w: u16, h: u16) -> Vec<String> {
    let screen = text(&render(m, w, h));
    let at = crate::ui::geometry(Rect::new(0, 0, w, h), m.game().board().size()).unwrap();
    screen
        .lines()
        .skip(usize::from(at.header.y))
        .take(usize::from(at.header.height))
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

/// `game` as one the solver made moves in.
fn assisted(game: GameState) -> GameState {
    game.with_assist(tui2048_engine::game::Assist {
        solver_moved: true,
        hints: 0,
    })
}

#[test]
fn best_is_the_players_own_and_says_so_in_chinese_while_the_solver_plays() {
    let start = game(
        &[[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]],
        80,
        13,
        Status::Playing,
    );
    let own = model(start.clone());
    assert_eq!(
        header_words(&own, 100, 36),
        ["分数 最高分 步数", "80 30000 13", ""]
    );
    let m = support::rescored(model(assisted(start)), |s| {
        s.best_assisted.insert(4, 301_204);
    });
    assert_eq!(
        header_words(&m, 100, 36),
        ["分数 你的最高分 步数", "80 30000 13", "托管最高 301204"]
    );
    // Where the panel is narrower than the assisted best's words, they are left out.
    assert_eq!(
        header_words(&m, 80, 24),
        ["分数 你的最高分 步数", "80 30000 13", ""]
    );
    assert_eq!(
        header_words(&m, 60, 20),
        ["分数 80 你的最高分 30000（托管最高 301204） 步数 13"]
    );
    assert_eq!(
        header_words(&m, 34, 12),
        ["分数 80 你的最高分 30.0k 步数 13"]
    );
    // Where even that is too wide, the label is shorter but still says whose, and the
    // line keeps within the screen with the ambiguous symbols two cells wide too.
    let big = game(
        &[[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]],
        2_345_678,
        45_678,
        Status::Playing,
    );
    let m = support::rescored(model(assisted(big)), |s| {
        s.best.insert(4, 123_456);
    });
    assert_eq!(
        header_words(&m, 34, 12),
        ["分数 2.34M 你最高 123k 步数 45.6k"]
    );
    let row = &text(&render(&m, 34, 12))
        .lines()
        .next()
        .unwrap()
        .to_string();
    assert!(crate::ui::width::cells(row) <= 34, "{row:?}");
}

#[test]
fn the_hint_is_marked_in_narrow_signs_on_a_chinese_board() {
    use crate::app::keymap::Action;
    use crate::app::{Msg, update};
    let start = game(
        &[[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]],
        0,
        2,
        Status::Playing,
    );
    for (dir, mark) in [
        (Dir::Left, "<"),
        (Dir::Up, "^"),
        (Dir::Right, ">"),
        (Dir::Down, "v"),
    ] {
        let (m, _) = update(model(start.clone()), Msg::Action(Action::Hint));
        let (m, _) = update(
            m,
            Msg::SolverAnswer {
                id: 1,
                dir: Some(dir),
            },
        );
        for (w, h) in [(100, 36), (80, 24), (34, 12)] {
            let buf = render(&m, w, h);
            let at = crate::ui::geometry(buf.area, 4).unwrap();
            let b = at.board;
            let marks: Vec<(u16, u16)> = (b.top()..b.bottom())
                .flat_map(|y| (b.left()..b.right()).map(move |x| (x, y)))
                .filter(|&(x, y)| buf[(x, y)].symbol() == mark)
                .collect();
            // On the edge the tiles slide to, three (or as many as the tiles are rows
            // tall) beside each of the four rows or columns; no arrow on the board.
            let on_edge = |&(x, y): &(u16, u16)| match dir {
                Dir::Left => x == b.x,
                Dir::Right => x == b.right() - 1,
                Dir::Up => y == b.y,
                Dir::Down => y == b.bottom() - 1,
            };
            let per_line = match dir {
                Dir::Left | Dir::Right => at.tile_h.min(3),
                Dir::Up | Dir::Down => 3.min(at.tile_w.div_ceil(2)),
            };
            assert_eq!(
                marks.len(),
                usize::from(4 * per_line),
                "{dir:?} at {w}×{h}:\n{}",
                text(&buf)
            );
            assert!(marks.iter().all(on_edge), "{dir:?} at {w}×{h}: {marks:?}");
            let arrows = (b.top()..b.bottom())
                .flat_map(|y| (b.left()..b.right()).map(move |x| (x, y)))
                .filter(|&(x, y)| "←↑→↓".contains(buf[(x, y)].symbol()))
                .count();
            assert_eq!(arrows, 0, "{dir:?} at {w}×{h}");
            let status = text(&buf);
            assert!(
                status.contains(&format!("提示：向{}", Chinese.direction(dir))),
                "{status}"
            );
        }
    }
}

#[test]
fn in_256_colours_the_chinese_help_says_how_to_get_the_true_palette() {
    let m = model(mid_game()).with_overlay(Overlay::HELP);
    let buf = support::render(&m, Look::new(ColorMode::Ansi256), 100, 36);
    let said: String = text(&buf)
        .split(|c: char| c.is_whitespace() || c == '│')
        .collect();
    for words in [
        "原版配色要用真彩色",
        "--colorstruecolor",
        "colors=\"truecolor\"",
        "set-ga update-environmentCOLORTERM"
            .replace(' ', "")
            .as_str(),
        "AcceptEnvCOLORTERM",
    ] {
        assert!(said.contains(words), "{words} in {said}");
    }
    let plain = support::render(&m, Look::new(ColorMode::TrueColor), 100, 36);
    assert!(!text(&plain).contains("真彩色"));
}

/// The race in Chinese at the sizes of the English race's screens: both boards side by
/// side, one above the other, a mini-board, a line; the panels, who leads and the keys in
/// a Chinese player's words.
#[test]
fn race_screens_in_chinese() {
    use crate::ui::{RivalPlace, race_geometry};
    use support::races::{boards_in_sight, race_after, render_race};
    let race = race_after(4, 8, 6, Language::Chinese);
    let look = Look::new(ColorMode::TrueColor);
    for (w, h, place) in [
        (100, 36, RivalPlace::Beside),
        (80, 24, RivalPlace::Beside),
        (60, 20, RivalPlace::Beside),
        (40, 30, RivalPlace::Below),
        (58, 14, RivalPlace::Mini),
        (34, 12, RivalPlace::Line),
    ] {
        let at = race_geometry(Rect::new(0, 0, w, h), 4).expect("fits");
        assert_eq!(at.place, place, "{w}×{h}");
        let screen = text(&render_race(&race, look, w, h));
        for words in [
            "你",
            "领先",
            "影子",
            "第 14 步，影子领先 4 分",
            "方向键 移动",
            "q 退出",
        ] {
            assert!(screen.contains(words), "{words} at {w}×{h}:\n{screen}");
        }
        for gone in ["r 新局", "i 统计", "v 复盘", "最高分"] {
            assert!(!screen.contains(gone), "{gone} at {w}×{h}:\n{screen}");
        }
        boards_in_sight(&render_race(&race, Look::new(ColorMode::None), w, h), &race)
            .unwrap_or_else(|e| panic!("{w}×{h}: {e}"));
        insta::assert_snapshot!(format!("race_{w}x{h}_in_chinese"), screen);
    }
    let small = text(&render_race(&race, look, 33, 12));
    assert!(small.contains("需要 34✕12，当前 33✕12"), "{small}");
    let large = race_after(8, 3, 2, Language::Chinese);
    insta::assert_snapshot!(
        "race_8x8_100x36_in_chinese",
        text(&render_race(&large, Look::new(ColorMode::Ansi256), 100, 36))
    );
}

/// The race's end in Chinese: who won, by how much and since when, in a box beside or
/// below the boards, or on the status line with its buttons on the footer at 34×12; the
/// line to share under the box.
#[test]
fn the_race_box_says_who_won_in_chinese() {
    use support::races::{boards_in_sight, race_behind, race_over, race_won, render_race};
    let look = Look::new(ColorMode::None);
    let over = race_over(Language::Chinese);
    for (w, h) in [(100, 36), (80, 24), (60, 20), (40, 30), (58, 14), (34, 12)] {
        let buf = render_race(&over, look, w, h);
        boards_in_sight(&buf, &over).unwrap_or_else(|e| panic!("{w}×{h}: {e}"));
        let screen = text(&buf);
        assert_eq!(
            screen.matches("你赢了这场比赛！").count(),
            1,
            "{w}×{h}:\n{screen}"
        );
        assert!(screen.contains("104 比 92"), "{w}×{h}:\n{screen}");
        assert!(
            screen.contains("[ 撤销  u ]   [ 退出  q ]"),
            "{w}×{h}:\n{screen}"
        );
        if screen.contains('╭') {
            assert!(screen.contains("第 24 步时 104 比 92"), "{screen}");
            assert!(
                screen.contains("多 12 分，从第 23 步起一直领先"),
                "{screen}"
            );
            assert!(
                screen.contains("tui2048 比赛 3✕3，种子 5，对阵影子"),
                "{screen}"
            );
        }
    }
    insta::assert_snapshot!(
        "race_over_80x24_in_chinese",
        text(&render_race(&over, look, 80, 24))
    );
    insta::assert_snapshot!(
        "race_over_34x12_in_chinese",
        text(&render_race(&over, look, 34, 12))
    );
    let behind = text(&render_race(&race_behind(Language::Chinese), look, 60, 20));
    assert!(
        behind.contains("游戏结束！") && behind.contains("AI 正在追赶：第 0 步，共 32 步"),
        "{behind}"
    );
    insta::assert_snapshot!("race_behind_60x20_in_chinese", behind);
    let won = text(&render_race(&race_won(Language::Chinese), look, 80, 24));
    assert!(
        won.contains("你赢了！") && won.contains("[ 继续  Enter ]   [ 退出  q ]"),
        "{won}"
    );
}

/// The race's help in Chinese lists only the keys that work in a race, and q ends it.
#[test]
fn the_race_help_lists_what_works_there_in_chinese() {
    use crate::app::keymap::Action;
    use crate::app::{Msg, RaceMsg, update_race};
    use support::races::{race_after, render_race};
    let race = race_after(4, 8, 6, Language::Chinese);
    let (help, _) = update_race(race, RaceMsg::Game(Msg::Action(Action::Help)));
    let screen = text(&render_race(&help, Look::new(ColorMode::None), 100, 44));
    for says in ["撤销上一步", "结束比赛（你自己的那局保持原样）", "按键"] {
        assert!(screen.contains(says), "{says} in\n{screen}");
    }
    for gone in [
        Chinese.help_restart(),
        Chinese.help_replay(),
        Chinese.help_stats(),
        Chinese.help_quit(),
    ] {
        assert!(!screen.contains(gone), "{gone} in\n{screen}");
    }
    insta::assert_snapshot!("race_help_in_chinese", screen);
}
