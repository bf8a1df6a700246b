//! The boxes at many screen sizes: the win and game-over boxes beside or below a washed
//! board (or their words on the status line), every tile in sight, saying their facts
//! once, with buttons that work; the help and the
//! statistics whole or in pages; and no box cutting a tile or leaving words cut beside it.

use crate::tests::support;

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::Color;

use support::{text, tile_text};
use tui2048_app::keymap::{Action, KEYMAP, keys_label};
use tui2048_app::settings::ColorMode;
use tui2048_app::text::English;
use tui2048_app::{Model, Msg, Overlay, update};
use tui2048_engine::game::{Board, GameRng, GameState, Rules, SpawnRule, Status};
use tui2048_ui::theme::CLASSIC;
use tui2048_ui::{Look, buttons, laid_out, minimum};

/// Screen sizes for a board of side `n`: the smallest, a few small ones, the usual and
/// the large.
fn sizes(n: usize) -> Vec<(u16, u16)> {
    let (w, h) = minimum(n);
    let mut all = vec![
        (w, h),
        (w + 7, h + 3),
        (60, 20),
        (80, 24),
        (100, 36),
        (200, 60),
    ];
    all.retain(|&(sw, sh)| sw >= w && sh >= h);
    all
}

/// A game on an n×n board with a 2048 (won) or full and stuck (over).
fn ending(n: usize, status: Status) -> Model {
    let rules = Rules {
        size: n,
        target: 2048,
        spawn: SpawnRule::Classic,
    };
    let rows: Vec<Vec<u64>> = (0..n)
        .map(|r| {
            (0..n)
                .map(|c| match status {
                    Status::Won if r == 0 && c == 0 => 2048,
                    Status::Won if (r + c) % 3 == 0 => 0,
                    Status::Won => [2u64, 4, 8, 16, 32, 64][(r * 2 + c * 3) % 6],
                    // A checkerboard of 2s and 4s, and a 2048 in a corner: stuck.
                    _ if r == n - 1 && c == n - 1 => 2048,
                    _ => [2u64, 4][(r + c) % 2],
                })
                .collect()
        })
        .collect();
    let board = Board::from_values(&rows).unwrap();
    assert_eq!(board.can_move(), status != Status::Over);
    let game = GameState::from_parts(rules, board, 20_048, 900, status, GameRng::from_seed(1));
    let mut m = Model::new(game);
    m = support::rescored(m, |s| {
        s.best.insert(n, 30_000);
    });
    m = support::with_undo(m, vec![GameState::new(rules, 2)]);
    m = m.animated(false);
    m
}

fn render(m: &Model, mode: ColorMode, w: u16, h: u16) -> Buffer {
    support::render(m, Look::new(mode), w, h)
}

/// The rectangle of the box drawn with rounded corners.
fn box_rect(buf: &Buffer) -> Rect {
    let area = buf.area;
    let cells: Vec<(u16, u16)> = (0..area.height)
        .flat_map(|y| (0..area.width).map(move |x| (x, y)))
        .collect();
    let mut cells = cells.into_iter();
    let (x0, y0) = cells
        .clone()
        .find(|&p| buf[p].symbol() == "╭")
        .expect("a box");
    let (x1, y1) = cells.rfind(|&p| buf[p].symbol() == "╯").expect("a box");
    Rect::new(x0, y0, x1 - x0 + 1, y1 - y0 + 1)
}

/// Every tile's rectangle on screen, with its value.
fn tiles(m: &Model, area: Rect) -> Vec<(Rect, u64)> {
    let at = laid_out(m, area).unwrap();
    m.game()
        .board()
        .positions()
        .map(|pos| {
            let x = at.board.x + 1 + pos.col as u16 * (at.tile_w + 1);
            let y = at.board.y + 1 + pos.row as u16 * (at.tile_h + 1);
            (
                Rect::new(x, y, at.tile_w, at.tile_h),
                m.game().board().value(pos),
            )
        })
        .collect()
}

/// No tile is cut by the box: each is wholly under it or wholly beside it; and no word is
/// left cut in the rows the box crosses outside the board.
fn assert_nothing_cut(m: &Model, buf: &Buffer, what: &str) {
    let rect = box_rect(buf);
    for (tile, _) in tiles(m, buf.area) {
        let common = tile.intersection(rect);
        assert!(
            common.is_empty() || common == tile,
            "{what}: the box {rect:?} cuts the tile at {tile:?}\n{}",
            text(buf)
        );
    }
    let board = laid_out(m, buf.area).unwrap().board;
    for y in rect.top()..rect.bottom() {
        for x in (0..buf.area.width).filter(|&x| !(rect.left()..rect.right()).contains(&x)) {
            if !board.contains(Position::new(x, y)) {
                assert_eq!(
                    buf[(x, y)].symbol(),
                    " ",
                    "{what}: something beside the box at {x},{y}\n{}",
                    text(buf)
                );
            }
        }
    }
}

/// The words in the box at `rect`, its rows joined by a space.
fn box_words(buf: &Buffer, rect: Rect) -> String {
    let rows: Vec<String> = (rect.y + 1..rect.bottom() - 1)
        .map(|y| {
            (rect.x + 1..rect.right() - 1)
                .map(|x| buf[(x, y)].symbol())
                .collect()
        })
        .collect();
    rows.join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The box of the game's end, if one is drawn (else its words are on the status line).
fn end_box(buf: &Buffer, title: &str) -> Option<Rect> {
    let screen = text(buf);
    screen
        .lines()
        .any(|l| l.contains(&format!("─ {title} ─")))
        .then(|| box_rect(buf))
}

#[test]
fn the_win_and_game_over_boxes_say_their_facts_once_and_leave_every_tile_in_sight() {
    for n in [3usize, 4, 5, 8] {
        for status in [Status::Won, Status::Over] {
            let m = ending(n, status);
            assert_eq!(m.game().status(), status, "{n}");
            for (w, h) in sizes(n) {
                let what = format!("{status:?} {n}×{n} at {w}×{h}");
                let buf = render(&m, ColorMode::TrueColor, w, h);
                let screen = text(&buf);
                let title = if status == Status::Won {
                    "You win!"
                } else {
                    "Game over!"
                };
                assert_eq!(screen.matches(title).count(), 1, "{what}\n{screen}");
                let at = laid_out(&m, buf.area).unwrap();
                let tile = m.game().board().max_tile();
                let boxed = end_box(&buf, title);
                if n == 4 && w >= 80 {
                    assert!(
                        boxed.is_some(),
                        "{what}: a box where there is room\n{screen}"
                    );
                }
                // At the usual sizes the board stays where it is without a box (where the
                // box has no room beside it, it moves aside in sight, over a few frames).
                let unboxed = tui2048_ui::geometry(buf.area, n).unwrap();
                if n == 4 && [(80, 24), (100, 36), (200, 60)].contains(&(w, h)) {
                    assert_eq!(at.board, unboxed.board, "{what}: the board moved\n{screen}");
                }
                if let Some(rect) = boxed {
                    // Its words, folded to its width, each said once.
                    let words = box_words(&buf, rect);
                    assert_eq!(
                        words.matches(&format!("largest tile {tile}")).count(),
                        1,
                        "{what}\n{screen}"
                    );
                    assert_eq!(words.matches("best 30000").count(), 1, "{what}\n{screen}");
                    assert_eq!(screen.matches("30000").count(), 2, "{what}\n{screen}");
                    // A margin from the screen's edges.
                    assert!(
                        rect.x > buf.area.x && rect.right() < buf.area.right(),
                        "{what}: a margin\n{screen}"
                    );
                    // The score: in big digits when there is room, else in words.
                    let inner = Rect::new(rect.x + 1, rect.y + 1, rect.width - 2, rect.height - 2);
                    let big = (inner.y..inner.bottom()).any(|y| {
                        let row = |y: u16| -> String {
                            (inner.x..inner.right())
                                .map(|x| buf[(x, y)].symbol())
                                .collect()
                        };
                        tui2048_ui::digits::read(&[&row(y), &row(y + 1), &row(y + 2)])
                            .is_some_and(|t| t == "20048")
                    });
                    assert!(
                        big || screen.contains("Score 20048"),
                        "{what}: the score\n{screen}"
                    );
                    if w >= 200 {
                        assert!(big, "{what}: large text when there is room\n{screen}");
                    }
                    // Beside or below the board, over none of it, and on the screen.
                    assert!(rect.intersection(at.board).is_empty(), "{what}\n{screen}");
                    assert_eq!(rect.intersection(buf.area), rect, "{what}");
                    assert!(
                        rect.intersection(at.header).is_empty()
                            && rect.intersection(at.status).is_empty()
                            && rect.intersection(at.footer).is_empty(),
                        "{what}: over the panels or the lines below\n{screen}"
                    );
                } else {
                    // No room for a box: its words on the status line, its buttons on the
                    // footer.
                    let status_line: String = (at.status.y..at.status.bottom())
                        .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect::<String>())
                        .collect();
                    assert!(
                        status_line.contains(&format!("{title} Score 20048")),
                        "{what}\n{screen}"
                    );
                }
                // The board whole and in sight, every tile washed: its number there, its
                // colour moved toward the box's.
                assert_eq!(at.board.intersection(buf.area), at.board, "{what}");
                for (tile, value) in tiles(&m, buf.area) {
                    let shown = tile_text(&buf, tile);
                    let expected = if value == 0 {
                        String::new()
                    } else {
                        value.to_string()
                    };
                    assert_eq!(shown, expected, "{what}: tile at {tile:?}\n{screen}");
                    let exp = value.max(1).trailing_zeros() as u8;
                    let exp = if value == 0 { 0 } else { exp };
                    let original = CLASSIC.tile(exp);
                    assert_ne!(
                        buf[(tile.x, tile.y)].bg,
                        Color::Rgb(original.0, original.1, original.2),
                        "{what}: tile {value} washed"
                    );
                }
                // The buttons are where the screen shows them, and a click does their deed.
                let found = buttons(&m, buf.area);
                assert_eq!(found.len(), 2, "{what}\n{screen}");
                for (r, action) in found {
                    let words: String = (r.x..r.right()).map(|x| buf[(x, r.y)].symbol()).collect();
                    assert!(
                        words.starts_with('[') && words.ends_with(']'),
                        "{what}: {words:?}"
                    );
                    let (after, _) = update(m.clone(), Msg::Click(action));
                    assert_ne!(after.game(), m.game(), "{what}: {words:?} does something");
                }
            }
        }
    }
}

#[test]
fn where_no_box_fits_the_status_line_says_the_end_and_the_footer_holds_its_buttons() {
    let m = ending(4, Status::Over);
    let (w, h) = minimum(4);
    let buf = render(&m, ColorMode::TrueColor, w, h);
    let lines: Vec<String> = text(&buf).lines().map(|l| l.trim().to_string()).collect();
    assert_eq!(lines[10], "Game over! Score 20048", "{lines:#?}");
    assert_eq!(lines[11], "[ Try again  r ]   [ Undo  u ]", "{lines:#?}");
    let found = buttons(&m, buf.area);
    let at: Vec<(u16, u16, u16, String)> = found
        .iter()
        .map(|(r, _)| {
            let words = (r.x..r.right()).map(|x| buf[(x, r.y)].symbol()).collect();
            (r.x, r.y, r.width, words)
        })
        .collect();
    assert_eq!(
        at,
        [
            (2, 11, 16, "[ Try again  r ]".to_string()),
            (21, 11, 11, "[ Undo  u ]".to_string())
        ]
    );
    assert_eq!(
        found.iter().map(|(_, a)| *a).collect::<Vec<_>>(),
        [Action::Restart, Action::Undo]
    );
    // A notice takes the status line; the buttons stay.
    let (noticed, _) = update(m.clone(), Msg::Action(Action::Hint));
    let lines: Vec<String> = text(&render(&noticed, ColorMode::TrueColor, w, h))
        .lines()
        .map(|l| l.trim().to_string())
        .collect();
    assert_eq!(lines[10], "No hint now: the game is waiting");
    assert_eq!(lines[11], "[ Try again  r ]   [ Undo  u ]");
    // Three buttons (a game with moves to replay) come closer.
    let rows = [[2, 4, 2, 4], [4, 2, 4, 2], [32, 4, 2, 4], [16, 8, 16, 0]];
    let game = GameState::from_parts(
        Rules::default(),
        Board::from_values(&rows).unwrap(),
        500,
        40,
        Status::Playing,
        GameRng::from_seed(1),
    );
    let (three, _) = update(
        Model::new(game).animated(false),
        Msg::Action(Action::Move(tui2048_engine::game::Dir::Right)),
    );
    assert_eq!(three.game().status(), Status::Over);
    let lines: Vec<String> = text(&render(&three, ColorMode::TrueColor, w, h))
        .lines()
        .map(|l| l.trim().to_string())
        .collect();
    assert_eq!(lines[11], "[Try again r] [Replay v] [Undo u]");
    assert_eq!(buttons(&three, Rect::new(0, 0, w, h)).len(), 3);
}

#[test]
fn in_256_colours_16_and_none_the_washed_board_keeps_its_tiles_apart() {
    let mut m = ending(4, Status::Won);
    // Light tiles and empty cells in sight above and below the box: washed by the
    // nearest index alone, the 4 and the empty cell would fold into one colour.
    let rows = [
        [2, 4, 8, 16],
        [32, 64, 128, 256],
        [512, 1024, 2048, 0],
        [4, 2, 0, 8],
    ];
    m = support::playing(
        m,
        GameState::from_parts(
            Rules::default(),
            Board::from_values(&rows).unwrap(),
            20_048,
            900,
            Status::Won,
            GameRng::from_seed(1),
        ),
    );
    for mode in [ColorMode::Ansi256, ColorMode::Ansi16, ColorMode::None] {
        let buf = render(&m, mode, 100, 36);
        let rect = box_rect(&buf);
        let plain = {
            let game = GameState::from_parts(
                m.game().rules(),
                m.game().board().clone(),
                0,
                0,
                Status::KeepPlaying,
                GameRng::from_seed(1),
            );
            render(&support::playing(m.clone(), game), mode, 100, 36)
        };
        let mut backgrounds = std::collections::BTreeMap::new();
        for (tile, value) in tiles(&m, buf.area) {
            if !tile.intersection(rect).is_empty() {
                continue;
            }
            let value_shown = tile_text(&buf, tile);
            let expected = if value == 0 {
                String::new()
            } else {
                value.to_string()
            };
            assert_eq!(value_shown, expected, "{mode:?}");
            let cell = &buf[(tile.x, tile.y)];
            let before = &plain[(tile.x, tile.y)];
            let dimmed =
                cell.bg != before.bg || cell.modifier.contains(ratatui::style::Modifier::DIM);
            assert!(dimmed, "{mode:?}: tile {value} dimmed");
            backgrounds.entry(value).or_insert(cell.bg);
        }
        if mode == ColorMode::Ansi256 {
            let distinct: std::collections::BTreeSet<_> =
                backgrounds.values().map(|c| format!("{c:?}")).collect();
            assert!(
                distinct.len() == backgrounds.len(),
                "{mode:?}: {backgrounds:?}"
            );
        }
    }
}

/// The text of the box of every page of the help or the statistics, border and blanks
/// trimmed, pages in order.
fn pages(m: &Model, w: u16, h: u16) -> Vec<Vec<String>> {
    let first = render(m, ColorMode::None, w, h);
    let count = (1..20)
        .find(|&p| {
            let mut next = m.clone();
            next = support::on_page(next, p);
            render(&next, ColorMode::None, w, h) == first
        })
        .unwrap();
    (0..count)
        .map(|p| {
            let mut shown = m.clone();
            shown = support::on_page(shown, p);
            let buf = render(&shown, ColorMode::None, w, h);
            assert_nothing_cut(
                &shown,
                &buf,
                &format!("{:?} page {p} at {w}×{h}", m.overlay()),
            );
            let rect = box_rect(&buf);
            (rect.y + 1..rect.bottom() - 1)
                .map(|y| {
                    let line: String = (rect.x + 1..rect.right() - 1)
                        .map(|x| buf[(x, y)].symbol())
                        .collect();
                    line.trim().to_string()
                })
                .collect()
        })
        .collect()
}

#[test]
fn the_help_fits_or_pages_from_the_smallest_screen_and_says_how_to_close_it() {
    for n in 3..=8 {
        for (w, h) in sizes(n) {
            let mut m = ending(n, Status::Won);
            m = m.with_overlay(Overlay::HELP);
            let all = pages(&m, w, h);
            if w >= 100 && h >= 36 {
                assert_eq!(all.len(), 1, "{n} {w}×{h}");
            }
            for page in &all {
                let last = page.iter().rev().find(|l| !l.is_empty()).unwrap();
                assert!(
                    last.contains("q or Esc closes") || last.contains("q closes"),
                    "{n} {w}×{h}: {page:#?}"
                );
                if all.len() > 1 {
                    assert!(last.contains("space"), "{n} {w}×{h}: {last}");
                }
            }
            // Every binding whole, its keys and its words, in order.
            let joined = all
                .iter()
                .flat_map(|p| p.iter().take(p.len() - 1))
                .filter(|l| !l.is_empty())
                .cloned()
                .collect::<Vec<_>>()
                .join(" ");
            let words = joined.split_whitespace().collect::<Vec<_>>().join(" ");
            // The plain interface's reading keys are its alone.
            for b in KEYMAP.iter().filter(|b| !b.action.plain_only()) {
                assert!(
                    words.contains((b.help)(&English)),
                    "{n} {w}×{h}: {:?} in {words}",
                    (b.help)(&English)
                );
                assert!(
                    words.contains(&keys_label(b)),
                    "{n} {w}×{h}: {}",
                    keys_label(b)
                );
            }
        }
    }
}

#[test]
fn the_statistics_fit_or_page_from_the_smallest_screen() {
    for n in [3usize, 4, 8] {
        for (w, h) in sizes(n) {
            let mut m = ending(n, Status::Won);
            m = support::rescored(m, |s| {
                s.best.insert(5, 1204);
            });
            m = m.with_overlay(Overlay::STATS);
            let all = pages(&m, w, h);
            let words = all.iter().flatten().cloned().collect::<Vec<_>>().join(" ");
            for expected in [
                "Played",
                "Won",
                "Moves made",
                "Hints used",
                "Best tile",
                "Best score",
                "30000",
                "1204",
            ] {
                assert!(
                    words.contains(expected),
                    "{n} {w}×{h}: {expected} in {all:#?}"
                );
            }
            for page in &all {
                let last = page.iter().rev().find(|l| !l.is_empty()).unwrap();
                assert!(last.contains("closes"), "{n} {w}×{h}: {page:#?}");
            }
        }
    }
}

#[test]
fn space_and_page_keys_turn_the_pages_and_q_closes() {
    use ratatui::crossterm::event::KeyCode;
    let m = ending(4, Status::Won).with_overlay(Overlay::HELP);
    let (m, cmds) = support::keys(m, &[support::press(KeyCode::Char(' '))]);
    assert!(cmds.is_empty());
    assert_eq!(m.overlay(), Overlay::Help { page: 1 });
    let (m, _) = support::keys(m, &[support::press(KeyCode::PageDown)]);
    assert_eq!(m.overlay(), Overlay::Help { page: 2 });
    let (m, _) = support::keys(m, &[support::press(KeyCode::PageUp)]);
    assert_eq!(m.overlay(), Overlay::Help { page: 1 });
    let (m, cmds) = support::keys(m, &[support::press(KeyCode::Char('q'))]);
    assert!(cmds.is_empty());
    assert_eq!(m.overlay(), Overlay::None);
    // Opened again, the help shows its first page.
    let (m, _) = support::keys(m, &[support::press(KeyCode::Char('?'))]);
    assert_eq!(m.overlay(), Overlay::HELP);
    // At the smallest screen the second page of the help is another page.
    let mut small = ending(4, Status::Won).with_overlay(Overlay::HELP);
    let (w, h) = minimum(4);
    let first = text(&render(&small, ColorMode::None, w, h));
    small = support::on_page(small, 1);
    let second = text(&render(&small, ColorMode::None, w, h));
    assert_ne!(first, second);
    assert!(
        first.contains("1/") && second.contains("2/"),
        "{first}\n{second}"
    );
}

#[test]
fn the_statistics_say_which_kind_of_game_the_game_in_play_is_counted_with() {
    use tui2048_engine::game::Assist;
    for assisted in [false, true] {
        let m = ending(4, Status::Won);
        let game = m.game().clone().with_assist(Assist {
            solver_moved: assisted,
            hints: 2,
        });
        let mut m = support::playing(m, game);
        m = m.with_overlay(Overlay::STATS);
        let screen = text(&render(&m, ColorMode::None, 100, 36));
        let played: Vec<&str> = screen
            .lines()
            .filter(|l| l.contains("Played"))
            .map(|l| l.trim_matches(|c| c == '│' || c == ' '))
            .collect();
        let (own, helped) = if assisted {
            (
                vec!["Played        0", "Played        1, this one included"],
                3,
            )
        } else {
            (vec!["Played        1, this one included"], 0)
        };
        assert_eq!(played, own, "{screen}");
        let hints = screen
            .lines()
            .filter(|l| l.contains("Hints used    2"))
            .count();
        assert_eq!(hints, 1, "{screen}");
        assert_eq!(
            screen
                .lines()
                .filter(|l| l.contains("Assisted games"))
                .count(),
            usize::from(helped > 0),
            "{screen}"
        );
    }
}

#[test]
fn a_page_of_the_help_starts_with_a_key_never_with_the_rest_of_one() {
    // Enter in the replay has a line of its own under v.
    let labels: Vec<String> = KEYMAP
        .iter()
        .filter(|b| !b.action.plain_only())
        .map(keys_label)
        .chain(["Enter".to_string()])
        .collect();
    for n in [3usize, 4, 6] {
        let (w, h) = minimum(n);
        let mut m = ending(n, Status::Won);
        m = m.with_overlay(Overlay::HELP);
        let all = pages(&m, w, h);
        assert!(all.len() > 1, "{n}: the help pages at {w}×{h}");
        for page in &all {
            let first = page.iter().find(|l| !l.is_empty()).unwrap();
            assert!(
                labels.iter().any(|k| first.starts_with(k.as_str())),
                "{n} {w}×{h}: a page starts with {first:?}\n{page:#?}"
            );
        }
    }
}

/// The box says a new best when the score is the best (the best raised as it was made),
/// and says an assisted game is one, with the player's own best beside it.
#[test]
fn the_box_says_a_new_best_once_and_an_assisted_game_says_so() {
    for status in [Status::Won, Status::Over] {
        let mut m = ending(4, status);
        m = support::rescored(m, |s| {
            s.best.insert(4, 20_048);
        });
        let screen = text(&render(&m, ColorMode::TrueColor, 100, 36));
        assert_eq!(screen.matches("a new best!").count(), 1, "{screen}");
        assert!(!screen.contains("best 20048"), "{screen}");

        let assisted = m.game().clone().with_assist(tui2048_engine::game::Assist {
            solver_moved: true,
            hints: 0,
        });
        m = support::playing(m, assisted);
        m = support::rescored(m, |s| {
            s.best.insert(4, 3_144);
        });
        let buf = render(&m, ColorMode::TrueColor, 100, 36);
        let screen = text(&buf);
        assert!(!screen.contains("a new best"), "{screen}");
        // Folded where its parts meet, in the box beside the board.
        assert_eq!(
            box_words(&buf, box_rect(&buf))
                .matches("assisted game your best 3144")
                .count(),
            1,
            "{screen}"
        );
        let wide = render(&m, ColorMode::TrueColor, 200, 60);
        assert_eq!(
            text(&wide)
                .matches("assisted game · your best 3144")
                .count(),
            1,
            "{}",
            text(&wide)
        );
    }
}

#[test]
fn the_statistics_count_the_races_apart_once_there_are_some() {
    use tui2048_engine::game::Tally;
    let m = ending(4, Status::Won).with_overlay(Overlay::STATS);
    let none = pages(&m, 100, 36).concat().join("\n");
    assert!(!none.contains("Races"), "{none}");
    let raced = Tally {
        games: 4,
        wins: 1,
        moves: 900,
        best_tile: 2048,
        hints: 0,
    };
    let m = support::rescored(m, |s| *s = s.clone().with_races(raced));
    assert_eq!(m.scores().races(), raced);
    let screen = pages(&m, 100, 36).concat().join("\n");
    let races = &screen[screen.find("Races").expect(&screen)..];
    for expected in [
        "Played        4",
        "Won           1 (25%)",
        "Best tile     2048",
    ] {
        assert!(races.contains(expected), "{expected} in {races}");
    }
}
