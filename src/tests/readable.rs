//! Every number and word on screen readable: every tile of a board drawn as tall as every
//! other, a longer number narrower, never shorter, at every terminal size; and every text
//! cell of every screen reads on its own background in true colour.

use crate::tests::support;

use ratatui::buffer::{Buffer, Cell};
use ratatui::layout::Rect;
use ratatui::style::Color;

use support::{game, render, theme_name, tile_text};
use tui2048_app::keymap::{Action, Key, KeyCode};
use tui2048_app::settings::ColorMode;
use tui2048_app::{Model, Msg, Overlay, Replay, ReplayMsg, Verdict, update, update_replay};
use tui2048_engine::game::{Dir, GameState, Grade, Origin, Record, Rules, Status};
use tui2048_ui::colour::{Rgb, contrast};
use tui2048_ui::digits::{self, Glyphs};
use tui2048_ui::theme::{Palette, palettes};
use tui2048_ui::{Look, draw, draw_replay, geometry, glyphs_of};

/// At every terminal size, on every board, every tile up to the board's largest (from 2
/// up to 131072) is drawn exactly as tall as the largest: a tile never shrinks as it
/// grows, and the tile played for is never the smallest on the board. Boards up to 4×4
/// have their largest tiles at 300×100; larger boards reach theirs on larger screens,
/// where the tile sizes are those checked here.
#[test]
fn no_tile_is_drawn_shorter_than_a_smaller_one_at_any_terminal_size() {
    let mut tiles = std::collections::BTreeSet::new();
    for n in 3..=8usize {
        let mut largest = (0, 0);
        for w in 1..=300u16 {
            for h in 1..=100u16 {
                let Some(at) = geometry(Rect::new(0, 0, w, h), n) else {
                    continue;
                };
                largest = largest.max((at.tile_w, at.tile_h));
                tiles.insert((at.tile_w, at.tile_h));
            }
        }
        if n <= 4 {
            assert_eq!(largest, (41, 20), "{n}×{n}");
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    for &(tile_w, tile_h) in &tiles {
        for top in 1..=17 {
            let largest = 1u64 << top;
            let rows = glyphs_of(largest, largest, tile_w, tile_h).height();
            for e in 1..=top {
                let value = 1u64 << e;
                let glyphs = glyphs_of(value, largest, tile_w, tile_h);
                assert_eq!(
                    glyphs.height(),
                    rows,
                    "tiles {tile_w}×{tile_h}, largest {largest}: {value} in {glyphs:?}"
                );
                seen.insert(glyphs);
            }
        }
    }
    assert_eq!(
        seen.len(),
        Glyphs::ALL.len(),
        "every size is used somewhere: {seen:?}"
    );
}

/// Drawn, at sizes from 20×10 to 260×80, on boards of every side: every tile of a board
/// whose tiles run down from its largest (32, 2048, 16384 or 131072) by halves takes as
/// many rows as every other.
#[test]
fn every_tile_of_a_drawn_board_is_as_tall_as_every_other() {
    for n in 3..=8usize {
        for top in [5u32, 11, 14, 17] {
            let mut values: Vec<u64> = (1..=top).rev().map(|e| 1u64 << e).collect();
            values.resize(n * n, 0);
            let rows: Vec<Vec<u64>> = values.chunks(n).map(<[u64]>::to_vec).collect();
            let status = if top >= 11 {
                Status::KeepPlaying
            } else {
                Status::Playing
            };
            let model = Model::new(game(&rows, 1_000, 100, status)).animated(false);
            for w in (20..=260u16).step_by(30) {
                for h in (10..=80u16).step_by(10) {
                    let Some(at) = geometry(Rect::new(0, 0, w, h), n) else {
                        continue;
                    };
                    let buf = render(&model, Look::new(ColorMode::TrueColor), w, h);
                    let heights: Vec<(u64, usize)> = values
                        .iter()
                        .enumerate()
                        .filter(|&(_, &v)| v > 0)
                        .map(|(i, &v)| {
                            let (r, c) = ((i / n) as u16, (i % n) as u16);
                            let x = at.board.x + 1 + c * (at.tile_w + 1);
                            let y = at.board.y + 1 + r * (at.tile_h + 1);
                            (v, glyph_rows(&buf, Rect::new(x, y, at.tile_w, at.tile_h)))
                        })
                        .collect();
                    assert!(
                        heights
                            .iter()
                            .all(|&(_, rows)| rows == heights[0].1 && rows > 0),
                        "{n}×{n} at {w}×{h}: {heights:?}"
                    );
                }
            }
        }
    }
}

/// A board of every tile from 2 to 32768 and an empty cell.
fn every_tile() -> GameState {
    game(
        &[
            [2, 4, 8, 16],
            [256, 128, 64, 32],
            [512, 1024, 2048, 4096],
            [0, 32768, 16384, 8192],
        ],
        400_000,
        20_000,
        Status::KeepPlaying,
    )
}

/// The glyphs a tile of `value` was drawn in, read from the screen: the size whose
/// rendering of the value is among the tile's rows, else plain text.
fn drawn_glyphs(buf: &Buffer, rect: Rect, value: u64) -> Glyphs {
    let rows: Vec<String> = (rect.y..rect.bottom())
        .map(|y| {
            (rect.x..rect.right())
                .map(|x| buf[(x, y)].symbol())
                .collect()
        })
        .collect();
    let text = rows.concat();
    // The largest first: a larger size's rows hold a smaller one's.
    Glyphs::ALL
        .into_iter()
        .skip(1)
        .rev()
        .find(|g| {
            let drawn = g.render(&value.to_string()).unwrap();
            rows.windows(drawn.len()).any(|w| {
                w.iter()
                    .zip(&drawn)
                    .all(|(row, d)| row.contains(d.as_str()))
            })
        })
        .filter(|_| text.chars().any(digits::is_glyph))
        .unwrap_or(Glyphs::Plain)
}

/// The rows of a tile holding glyphs.
fn glyph_rows(buf: &Buffer, rect: Rect) -> usize {
    (rect.y..rect.bottom())
        .filter(|&y| {
            (rect.x..rect.right()).any(|x| {
                buf[(x, y)]
                    .symbol()
                    .chars()
                    .any(|c| c.is_ascii_digit() || digits::is_glyph(c))
            })
        })
        .count()
}

/// A board whose largest tile is 2048, the tile played for, with every tile below it.
fn up_to_2048() -> GameState {
    game(
        &[
            [2, 4, 8, 16],
            [256, 128, 64, 32],
            [512, 1024, 2048, 0],
            [0, 0, 0, 0],
        ],
        20_000,
        1_000,
        Status::KeepPlaying,
    )
}

/// At the usual sizes every tile of a board reads back as its number, drawn in the
/// glyphs the sizes call for, all of them as tall: a longer number narrower, never
/// shorter.
#[test]
fn every_tile_at_the_usual_sizes_is_as_tall_as_the_largest() {
    use Glyphs::{Big as B, Giant as G, Huge as H, Medium as M, Narrow as N, NarrowGiant as NG};
    use Glyphs::{Plain as P, Slim as S, SlimGiant as SG, Tall as T};
    // (screen, the board's largest tile, tile size, the glyphs of 2, 4, … to the largest)
    type Size = (u16, u16);
    let expected: [(Size, u64, Size, &[Glyphs]); 10] = [
        ((80, 24), 32768, (7, 3), &[P; 15]),
        (
            (100, 36),
            32768,
            (13, 6),
            &[B, B, B, B, B, B, B, B, B, N, N, N, N, M, M],
        ),
        ((100, 36), 2048, (13, 6), &[B, B, B, B, B, B, B, B, B, N, N]),
        (
            (160, 50),
            32768,
            (19, 9),
            &[B, B, B, B, B, B, B, B, B, B, B, B, B, N, N],
        ),
        ((160, 50), 2048, (19, 9), &[H, H, H, H, H, H, T, T, T, S, S]),
        (
            (200, 60),
            32768,
            (25, 12),
            &[H, H, H, H, H, H, H, H, H, T, T, T, T, S, S],
        ),
        (
            (200, 60),
            2048,
            (25, 12),
            &[G, G, G, G, G, G, SG, SG, SG, SG, SG],
        ),
        (
            (250, 80),
            32768,
            (35, 17),
            &[G, G, G, G, G, G, G, G, G, NG, NG, NG, NG, SG, SG],
        ),
        (
            (250, 80),
            2048,
            (35, 17),
            &[G, G, G, G, G, G, G, G, G, NG, NG],
        ),
        ((60, 20), 2048, (7, 3), &[P; 11]),
    ];
    for ((w, h), largest, tile, glyphs) in expected {
        let state = if largest == 2048 {
            up_to_2048()
        } else {
            every_tile()
        };
        let model = Model::new(state.clone()).animated(false);
        let board = state.board().clone();
        let buf = render(&model, Look::new(ColorMode::TrueColor), w, h);
        let at = geometry(buf.area, 4).unwrap();
        assert_eq!((at.tile_w, at.tile_h), tile, "{w}×{h}");
        let mut drawn = vec![Glyphs::Plain; glyphs.len()];
        for pos in board.positions() {
            let value = board.value(pos);
            if value == 0 {
                continue;
            }
            let x = at.board.x + 1 + pos.col as u16 * (at.tile_w + 1);
            let y = at.board.y + 1 + pos.row as u16 * (at.tile_h + 1);
            let rect = Rect::new(x, y, at.tile_w, at.tile_h);
            let e = value.trailing_zeros() as usize - 1;
            drawn[e] = drawn_glyphs(&buf, rect, value);
            assert_eq!(tile_text(&buf, rect), value.to_string(), "{w}×{h}: {value}");
            let rows = glyph_rows(&buf, rect);
            assert_eq!(
                rows,
                drawn[e].height() as usize,
                "{w}×{h}: {value} in {rows} rows"
            );
        }
        assert_eq!(drawn, glyphs, "{w}×{h}, up to {largest}");
        let tallest = drawn.iter().map(|g| g.height()).max();
        assert!(
            drawn.iter().all(|g| Some(g.height()) == tallest),
            "{w}×{h}: {drawn:?}"
        );
    }
}

/// The least contrast a cell's text must keep in a theme: block digits 3:1, other text
/// the theme's ratio (high-contrast 7:1 for everything).
fn least_for(theme: &Palette, cell: &Cell) -> f64 {
    let glyph = cell.symbol().chars().all(digits::is_glyph);
    if glyph && !theme.strict {
        3.0
    } else {
        theme.text_ratio()
    }
}

/// Every cell with text on it (a symbol other than a space) has a true colour of its own
/// and of its background, and reads on it.
fn check_text_cells(theme: &Palette, what: &str, buf: &Buffer, failures: &mut Vec<String>) {
    let area = buf.area;
    for y in 0..area.height {
        for x in 0..area.width {
            let cell = &buf[(x, y)];
            if cell.symbol().trim().is_empty() {
                continue;
            }
            let (Color::Rgb(r, g, b), Color::Rgb(br, bg, bb)) = (cell.fg, cell.bg) else {
                failures.push(format!(
                    "{} {what} ({x}, {y}) {:?}: {:?} on {:?}",
                    theme_name(theme),
                    cell.symbol(),
                    cell.fg,
                    cell.bg
                ));
                continue;
            };
            let ratio = contrast(Rgb(r, g, b), Rgb(br, bg, bb));
            let least = least_for(theme, cell);
            if ratio < least {
                failures.push(format!(
                    "{} {what} ({x}, {y}) {:?}: {ratio:.2}:1, under {least}",
                    theme_name(theme),
                    cell.symbol()
                ));
            }
        }
    }
}

/// The screens of a game worth reading, each with its name.
fn screens() -> Vec<(&'static str, Model)> {
    let plain = |game: GameState| {
        let mut m = Model::new(game);
        m = m.animated(false);
        m = support::rescored(m, |s| {
            s.best.insert(4, 30_000);
        });
        m
    };
    let mut screens = vec![("every tile", plain(every_tile()))];
    // Points just gained, rising at their full colour.
    let mut gained = plain(game(
        &[[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]],
        100,
        7,
        Status::Playing,
    ));
    gained = gained.animated(true);
    let (mut gained, _) = update(gained, Msg::Action(Action::Move(Dir::Left)));
    gained = support::redrawn(gained, |l| l.animation = None);
    screens.push(("points gained", gained.clone()));
    // And beneath the score, where they do not rise.
    let mut still = gained.clone();
    still = support::redrawn(still, |l| l.gain_float = None);
    still = support::redrawn(still, |l| l.gain_floats = false);
    screens.push(("points beneath", still));
    let mut notice = plain(every_tile());
    notice = notice.with_notice(Some(crate::tests::support::said("Can't move up")));
    screens.push(("notice", notice));
    let mut help = plain(every_tile());
    help = help.with_overlay(Overlay::HELP);
    screens.push(("help", help));
    let mut stats = plain(every_tile());
    stats = stats.with_overlay(Overlay::STATS);
    screens.push(("statistics", stats));
    let won = game(
        &[
            [2048, 256, 32, 4],
            [128, 64, 8, 2],
            [16, 8, 4, 0],
            [4, 2, 0, 0],
        ],
        20_764,
        1_032,
        Status::Won,
    );
    screens.push(("win box", plain(won)));
    let over = game(
        &[[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 4096]],
        60_000,
        3_000,
        Status::Over,
    );
    let mut over = plain(over);
    over = support::with_undo(over, vec![GameState::new(Rules::default(), 2)]);
    screens.push(("game-over box", over));
    screens
}

/// The replay screen at its fifth move, graded.
fn replay() -> Replay {
    let mut state = GameState::new(Rules::default(), 99);
    let mut record = Record::starting(&state, Origin::Seed(99));
    let mut k = 0;
    while record.moves().len() < 12 {
        if let Some((next, _)) = state.apply(Dir::ALL[k % 4]) {
            state = next;
            record.push(Dir::ALL[k % 4]);
        }
        k += 1;
    }
    let verdicts = record
        .moves()
        .iter()
        .map(|&d| Verdict {
            grade: Grade::Mistake,
            best: d.opposite(),
        })
        .collect();
    let mut r = Replay::of(record).unwrap();
    r = update_replay(r, ReplayMsg::Reviewed(Some(verdicts))).0;
    for _ in 0..5 {
        r = update_replay(r, ReplayMsg::Key(Key::new(KeyCode::Right))).0;
    }
    r
}

/// In every theme, at three sizes, every text cell of the game's screens, the boxes, the
/// help, the statistics, the replay and the too-small screen reads on its own background
/// in true colour: 4.5:1 (block digits 3:1; high-contrast 7:1 for all).
#[test]
fn every_text_cell_reads_on_its_background_in_true_colour() {
    let mut failures = Vec::new();
    for theme in palettes() {
        let look = Look::themed(ColorMode::TrueColor, theme);
        for (w, h) in [(80, 24), (100, 36), (200, 60)] {
            let area = Rect::new(0, 0, w, h);
            for (name, model) in screens() {
                let mut buf = Buffer::empty(area);
                draw(&model, look, area, &mut buf);
                check_text_cells(theme, &format!("{name} at {w}×{h}"), &buf, &mut failures);
            }
            let mut buf = Buffer::empty(area);
            draw_replay(&replay(), look, area, &mut buf);
            check_text_cells(theme, &format!("replay at {w}×{h}"), &buf, &mut failures);
        }
        let small = Rect::new(0, 0, 30, 8);
        let mut buf = Buffer::empty(small);
        draw(&screens().remove(0).1, look, small, &mut buf);
        check_text_cells(theme, "too small", &buf, &mut failures);
    }
    assert!(
        failures.is_empty(),
        "{} cells: {failures:#?}",
        failures.len()
    );
}
