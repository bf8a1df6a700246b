//! The screen never jumps when the box of the game's end comes: the board stays where it
//! was and the box goes beside it, a margin from the screen's edge, where it has the room;
//! where it has not, the board moves aside in sight, over a few frames, and the box comes
//! once it is there.

use std::time::{Duration, Instant};

use crate::tests::support::{self, look, render, text};

use tui2048_app::keymap::Action;
use tui2048_app::settings::{ColorMode, Language};
use tui2048_app::{Model, Msg, Overlay, update};
use tui2048_engine::game::{Dir, GameState, Rules, Status};
use tui2048_ui::{buttons, geometry, laid_out};

/// A game one move from its end, and the game after that move.
fn the_last_move(language: Language) -> (Model, Model) {
    let mut m = Model::new(GameState::new(Rules::default(), 3)).in_language(language);
    loop {
        let dir = Dir::ALL
            .into_iter()
            .find(|&d| m.game().apply(d).is_some())
            .expect("a move left");
        let next = update(m.clone(), Msg::Action(Action::Move(dir))).0;
        if next.game().status() == Status::Over {
            return (m, next);
        }
        m = next;
    }
}

/// Whether the screen shows the box titled `title`.
fn boxed(screen: &str, title: &str) -> bool {
    screen.lines().any(|l| l.contains(&format!("─ {title} ─")))
}

#[test]
fn at_the_usual_sizes_the_board_stays_where_it_was_when_the_box_comes() {
    for (language, title) in [
        (Language::English, "Game over!"),
        (Language::Chinese, "游戏结束！"),
    ] {
        let (before, after) = the_last_move(language);
        for (w, h) in [(80, 24), (100, 36), (100, 30), (120, 40), (200, 60)] {
            let area = ratatui::layout::Rect::new(0, 0, w, h);
            let was = laid_out(&before, area).unwrap();
            let now = laid_out(&after, area).unwrap();
            let buf = render(&after, look(ColorMode::TrueColor), w, h);
            let screen = text(&buf);
            assert_eq!(now.board, was.board, "{w}×{h}\n{screen}");
            assert_eq!(now.header, was.header, "{w}×{h}\n{screen}");
            assert!(boxed(&screen, title), "{w}×{h}: a box\n{screen}");
            // A margin between the box and the screen's edges.
            for y in 0..h {
                for x in [0, w - 1] {
                    let edge = buf[(x, y)].symbol();
                    assert!(!"╭╮╰╯│".contains(edge), "{w}×{h}: at {x},{y}\n{screen}");
                }
            }
            // Its buttons are where they are drawn.
            assert!(!buttons(&after, area).is_empty(), "{w}×{h}");
        }
    }
}

#[test]
fn where_the_box_has_no_room_beside_the_board_the_board_moves_aside_in_sight() {
    let (before, after) = the_last_move(Language::English);
    // Tiles of 15×7 leave 17 columns each side: too few for the box.
    let area = ratatui::layout::Rect::new(0, 0, 100, 40);
    let centred = geometry(area, 4).unwrap();
    assert_eq!(laid_out(&before, area).unwrap().board, centred.board);
    let shown = |m: &Model| text(&render(m, look(ColorMode::TrueColor), 100, 40));
    // The move's first frame: the board where it was, no box yet, no button to click.
    let first = laid_out(&after, area).unwrap();
    assert_eq!(first.board, centred.board);
    assert!(!boxed(&shown(&after), "Game over!"));
    assert!(buttons(&after, area).is_empty());
    // On its way, then aside with the box beside it.
    let t0 = Instant::now();
    let started = update(after, Msg::Tick(t0)).0;
    let midway = update(started.clone(), Msg::Tick(t0 + Duration::from_millis(100))).0;
    let x = laid_out(&midway, area).unwrap().board.x;
    let end = update(midway, Msg::Tick(t0 + Duration::from_millis(250))).0;
    let aside = laid_out(&end, area).unwrap();
    assert!(aside.board.x < x && x < centred.board.x, "{x} {aside:?}");
    assert_eq!(aside.board.width, centred.board.width);
    assert!(boxed(&shown(&end), "Game over!"), "{}", shown(&end));
    assert!(!buttons(&end, area).is_empty());
    // A key ends the move at once: the board is aside, the box there.
    let keyed = update(started, Msg::Action(Action::Move(Dir::Left))).0;
    assert_eq!(laid_out(&keyed, area).unwrap().board, aside.board);
    // Without animation it is aside at once.
    let (before, _) = the_last_move(Language::English);
    let still = before.animated(false);
    let dir = Dir::ALL
        .into_iter()
        .find(|&d| {
            update(still.clone(), Msg::Action(Action::Move(d)))
                .0
                .game()
                .status()
                == Status::Over
        })
        .unwrap();
    let over = update(still, Msg::Action(Action::Move(dir))).0;
    assert_eq!(laid_out(&over, area).unwrap().board, aside.board);
}

/// A Chinese game with a best of 30000, as `screens_zh` has it.
fn chinese() -> Model {
    let game = support::game(
        &[
            [2, 4, 8, 16],
            [32, 64, 128, 256],
            [512, 1024, 2048, 4096],
            [0, 0, 2, 0],
        ],
        20_512,
        734,
        Status::KeepPlaying,
    );
    let model = Model::new(game).in_language(Language::Chinese);
    support::rescored(model, |s| {
        s.best.insert(4, 30_000);
    })
    .animated(false)
}

fn zh(model: &Model, w: u16, h: u16) -> ratatui::buffer::Buffer {
    render(model, look(ColorMode::TrueColor), w, h)
}

/// The daily game of 26 November 2026 played to its end (`status`: a win, with a target
/// of 8), by a player who finished it each day from the 23rd and won it on the 25th.
fn daily_end(status: Status) -> Model {
    use tui2048_engine::game::Day;
    let day = |d| Day::new(2026, 11, d).unwrap();
    let m = support::rescored(chinese(), |s| {
        for d in 23..=25 {
            s.stats.daily.count_end(day(d), d == 25);
        }
    });
    let rules = match status {
        Status::Won => Rules {
            target: 8,
            ..Rules::default()
        },
        _ => Rules::default(),
    };
    support::daily_played(m, day(26), rules, status)
}

/// The words of the box at the right of the screen, its rows run together.
fn in_the_box(screen: &str) -> String {
    let rows = screen
        .lines()
        .filter_map(|l| Some(l.rsplit('│').nth(1)?.trim()));
    rows.collect()
}

#[test]
fn the_end_boxes_stand_beside_the_board_and_say_the_daily_streaks_in_chinese() {
    let won = daily_end(Status::Won);
    let screen = text(&zh(&won, 80, 24));
    assert_eq!(screen.matches("你赢了！").count(), 1, "{screen}");
    // The line to share in the box, folded where its parts meet, its streaks among them.
    let boxed = in_the_box(&screen);
    assert_eq!(
        boxed.matches("连续完成 4 天，连胜 2 天").count(),
        1,
        "{screen}"
    );
    assert!(boxed.contains("tui2048 每日挑战"), "{screen}");
    // Beside the board, to its right, a margin from the edge: the board stays where it
    // was, whole.
    let buf = zh(&won, 80, 24);
    let board = tui2048_ui::laid_out(&won, buf.area).unwrap().board;
    let corner = (0..24)
        .flat_map(|y| (0..80).map(move |x| (x, y)))
        .find(|&(x, y)| buf[(x, y)].symbol() == "╭")
        .unwrap();
    assert!(corner.0 >= board.right(), "{corner:?} {board:?}\n{screen}");
    assert_eq!(board, tui2048_ui::geometry(buf.area, 4).unwrap().board);
    insta::assert_snapshot!("daily_win_box_in_chinese_80x24", screen);
    let over = daily_end(Status::Over);
    let screen = text(&zh(&over, 80, 24));
    assert_eq!(screen.matches("游戏结束！").count(), 1, "{screen}");
    assert!(
        in_the_box(&screen).contains("连续完成 4 天，连胜 1 天"),
        "{screen}"
    );
    insta::assert_snapshot!("daily_game_over_box_in_chinese_80x24", screen);
    // The statistics say them with the longest runs.
    let stats = won.with_overlay(Overlay::STATS);
    let said = text(&zh(&stats, 100, 36))
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(said.contains("每日挑战"), "{said}");
    assert!(
        said.contains("连续天数 完成 4 天，获胜 2 天，最长 4 天和 2 天"),
        "{said}"
    );
    // At the smallest size the status line says the end, the footer holds the buttons.
    let small = text(&zh(&over, 34, 12));
    let lines: Vec<&str> = small.lines().map(str::trim).collect();
    let (score, tile) = (over.game().score(), over.game().board().max_tile());
    // As much of it as fits, to the end of a thought.
    assert_eq!(
        lines[10],
        format!("游戏结束！分数 {score}，最大方块 {tile}"),
        "{small}"
    );
    assert_eq!(lines[11], "[再来一局 r] [复盘 v] [撤销 u]", "{small}");
}

/// The race does not jump when its box comes: the boards, the header and the rival stay
/// where the race was played, at every size, in both languages.
#[test]
fn the_race_stays_where_it_was_played_when_its_box_comes() {
    use tui2048_app::{RaceMsg, update_race};
    use tui2048_ui::race_laid_out;
    for language in [Language::English, Language::Chinese] {
        let over = support::races::race_over(language);
        let played = update_race(over.clone(), RaceMsg::Game(Msg::Action(Action::Undo))).0;
        assert!(!played.over() && played.player().game().status() != Status::Over);
        for (w, h) in [
            (34, 12),
            (58, 14),
            (60, 20),
            (80, 24),
            (100, 36),
            (130, 44),
            (200, 60),
        ] {
            let area = ratatui::layout::Rect::new(0, 0, w, h);
            let (was, now) = (
                race_laid_out(&played, area).unwrap(),
                race_laid_out(&over, area).unwrap(),
            );
            let what = format!("{language:?} at {w}×{h}");
            assert_eq!(now.you.board, was.you.board, "{what}");
            assert_eq!(now.you.header, was.you.header, "{what}");
            assert_eq!(now.rival, was.rival, "{what}");
            assert_eq!(now.label, was.label, "{what}");
        }
    }
}
