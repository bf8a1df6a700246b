//! The screen, rendered on a test backend: text snapshots for the layout, and assertions
//! on cell colours (which text snapshots do not see).

use crate::support;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};

use support::{game, text};
use tui2048::app::keymap::Action;
use tui2048::app::text::English;
use tui2048::app::{DEFAULT_PACE, Model, Msg, Overlay, Solver, update};
use tui2048::game::{Board, Dir, GameRng, GameState, Rules, SpawnRule, Status};
use tui2048::settings::{ColorMode, Language};
use tui2048::ui::ansi::{ansi16_index, nearest_ansi256};
use tui2048::ui::indexed::Indexed;
use tui2048::ui::theme::{CLASSIC, Rgb};
use tui2048::ui::{Look, geometry};

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

fn model(game: GameState) -> Model {
    let mut model = Model::new(game);
    model = support::rescored(model, |s| {
        s.best.insert(4, 30_000);
    });
    model = model.animated(false);
    model
}

/// The screen in true colour.
fn render(model: &Model, w: u16, h: u16) -> Buffer {
    render_in(model, Look::new(ColorMode::TrueColor), w, h)
}

fn render_in(model: &Model, look: Look, w: u16, h: u16) -> Buffer {
    support::render(model, look, w, h)
}

/// The top-left cell of tile (row, col) on screen.
fn tile_origin(buf: &Buffer, n: usize, row: usize, col: usize) -> (u16, u16) {
    let at = geometry(buf.area, n).expect("board fits");
    (
        at.board.x + 1 + col as u16 * (at.tile_w + 1),
        at.board.y + 1 + row as u16 * (at.tile_h + 1),
    )
}

/// How many times `needle` is on the screen.
fn buf_text_count(buf: &Buffer, needle: &str) -> usize {
    text(buf).matches(needle).count()
}

fn rgb(c: Rgb) -> Color {
    Color::Rgb(c.0, c.1, c.2)
}

#[test]
fn mid_game_layout() {
    let (model, _) = update(model(mid_game()), Msg::Action(Action::Move(Dir::Right)));
    insta::assert_snapshot!(text(&render(&model, 100, 36)));
}

#[test]
fn mid_game_colours_in_true_colour() {
    let buf = render(&model(mid_game()), 100, 36);
    let values = [[2, 4, 8, 16], [32, 64, 128, 256], [512, 1024, 2048, 4096]];
    for (r, row) in values.iter().enumerate() {
        for (c, &value) in row.iter().enumerate() {
            let (x, y) = tile_origin(&buf, 4, r, c);
            let cell = &buf[(x, y)];
            let exp = (value as u64).trailing_zeros() as u8;
            assert_eq!(cell.bg, rgb(CLASSIC.tile(exp)), "tile {value} background");
        }
    }
    // The original's colours, named: 2 is #eee4da, 2048 is #edc22e, beyond is #3c3a32.
    let (x, y) = tile_origin(&buf, 4, 0, 0);
    assert_eq!(buf[(x, y)].bg, Color::Rgb(0xee, 0xe4, 0xda));
    let (x, y) = tile_origin(&buf, 4, 2, 2);
    assert_eq!(buf[(x, y)].bg, Color::Rgb(0xed, 0xc2, 0x2e));
    let (x, y) = tile_origin(&buf, 4, 2, 3);
    assert_eq!(buf[(x, y)].bg, Color::Rgb(0x3c, 0x3a, 0x32));
    // An empty cell and the gaps between tiles.
    let (x, y) = tile_origin(&buf, 4, 3, 0);
    assert_eq!(buf[(x, y)].bg, Color::Rgb(0xcd, 0xc1, 0xb4));
    assert_eq!(buf[(x - 1, y)].bg, Color::Rgb(0xbb, 0xad, 0xa0));
    // Digits: near-black on light tiles, white on the dark one, bold.
    let at = geometry(buf.area, 4).unwrap();
    // The first cell of a tile's number (big digits or plain).
    let digit_row = |r: usize, c: usize| {
        let (x, y) = tile_origin(&buf, 4, r, c);
        (y..y + at.tile_h)
            .flat_map(|y| (x..x + at.tile_w).map(move |x| (x, y)))
            .map(|p| buf[p].clone())
            .find(|cell| cell.symbol() != " ")
            .expect("the tile shows its number")
    };
    let two = digit_row(0, 0);
    assert_eq!(two.symbol(), "▀", "2 in big digits");
    assert_eq!(two.fg, Color::Rgb(0x1f, 0x1b, 0x16));
    assert!(two.modifier.contains(Modifier::BOLD));
    let big = digit_row(2, 3);
    assert_eq!(big.symbol(), "▌", "4096 in medium digits");
    assert_eq!(big.fg, Color::Rgb(0xff, 0xff, 0xff));
}

#[test]
fn colours_in_256_colour_mode_are_indexed() {
    let buf = render_in(&model(mid_game()), Look::new(ColorMode::Ansi256), 100, 36);
    for (r, c, value) in [(0, 0, 2u64), (1, 1, 64), (2, 2, 2048)] {
        let (x, y) = tile_origin(&buf, 4, r, c);
        let exp = value.trailing_zeros() as u8;
        assert_eq!(
            buf[(x, y)].bg,
            Color::Indexed(Indexed::of(&CLASSIC).tile(exp)),
            "tile {value}"
        );
    }
    assert!(
        buf.content()
            .iter()
            .all(|cell| !matches!(cell.bg, Color::Rgb(..)) && !matches!(cell.fg, Color::Rgb(..))),
        "no true colour in 256-colour mode"
    );
}

#[test]
fn nearest_ansi256_picks_cube_and_grey() {
    assert_eq!(nearest_ansi256(Rgb(0, 0, 0)), 16);
    assert_eq!(nearest_ansi256(Rgb(255, 255, 255)), 231);
    assert_eq!(nearest_ansi256(Rgb(255, 0, 0)), 196);
    assert_eq!(nearest_ansi256(Rgb(128, 128, 128)), 244);
    // The original 2048 tile, #edc22e, is nearest to the cube's (255, 175, 0).
    assert_eq!(nearest_ansi256(Rgb(0xed, 0xc2, 0x2e)), 214);
}

#[test]
fn no_color_draws_grid_and_no_colours() {
    let buf = render_in(&model(mid_game()), Look::new(ColorMode::None), 100, 36);
    assert!(
        buf.content()
            .iter()
            .all(|cell| cell.fg == Color::Reset && cell.bg == Color::Reset),
        "NO_COLOR: no colour anywhere"
    );
    let screen = text(&buf);
    assert!(screen.contains('┼') && screen.contains('┌') && screen.contains('┘'));
    insta::assert_snapshot!(screen);
}

#[test]
fn sixteen_colours_draw_the_grid_in_named_colours() {
    let buf = render_in(&model(mid_game()), Look::new(ColorMode::Ansi16), 100, 36);
    let named = |c: Color| c == Color::Reset || ansi16_index(c).is_some();
    assert!(
        buf.content()
            .iter()
            .all(|cell| named(cell.fg) && named(cell.bg)),
        "16 colours: only the named ones"
    );
    // The same layout as without colour, grid lines included.
    let plain = render_in(&model(mid_game()), Look::new(ColorMode::None), 100, 36);
    assert_eq!(text(&buf), text(&plain));
    // Tiles filled with their colour: 2 white and 4 light grey (the 2 the lighter, as in
    // the original) with black digits, 16 red with bright white bold ones.
    let (x, y) = tile_origin(&buf, 4, 0, 0);
    assert_eq!(
        (buf[(x, y)].bg, buf[(x, y)].fg),
        (Color::White, Color::Black)
    );
    let (x, y) = tile_origin(&buf, 4, 0, 1);
    assert_eq!(
        (buf[(x, y)].bg, buf[(x, y)].fg),
        (Color::Gray, Color::Black)
    );
    let (x, y) = tile_origin(&buf, 4, 0, 3);
    let cell = &buf[(x, y)];
    assert_eq!((cell.bg, cell.fg), (Color::Red, Color::White));
    assert!(cell.modifier.contains(Modifier::BOLD));
}

#[test]
fn win_overlay() {
    let won = game(
        &[[2048, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 2, 0]],
        20_000,
        900,
        Status::Won,
    );
    let screen = text(&render(&model(won), 100, 36));
    assert_eq!(screen.matches("You win!").count(), 1, "{screen}");
    // Beside the board, in big digits, its buttons and facts stacked.
    assert!(screen.contains("[ Keep going  Enter ]"), "{screen}");
    assert!(screen.contains("[ New game  r ]"), "{screen}");
    assert!(screen.contains("largest tile 2048"), "{screen}");
    assert!(screen.contains("best 30000"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn game_over_overlay() {
    let over = game(
        &[[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]],
        1_200,
        300,
        Status::Over,
    );
    let mut m = model(over);
    // With nothing to undo, only a new game is offered.
    let alone = text(&render(&m, 100, 36));
    assert!(alone.contains("[ Try again  r ]"));
    assert!(!alone.contains("Undo"));
    m = support::with_undo(m, vec![mid_game()]);
    let screen = text(&render(&m, 100, 36));
    assert_eq!(screen.matches("Game over!").count(), 1, "{screen}");
    assert!(screen.contains("[ Try again  r ]"), "{screen}");
    assert!(screen.contains("[ Undo  u ]"), "{screen}");
    assert!(screen.contains("largest tile 4"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn help_overlay_lists_every_key() {
    let mut m = model(mid_game());
    m = m.with_overlay(Overlay::HELP);
    let screen = text(&render(&m, 100, 36));
    for binding in tui2048::app::keymap::KEYMAP {
        assert!(
            screen.contains((binding.help)(&English)),
            "help shows {:?}",
            (binding.help)(&English)
        );
        assert!(screen.contains(&tui2048::app::keymap::keys_label(binding)));
    }
    insta::assert_snapshot!(screen);
}

#[test]
fn too_small_says_what_it_needs() {
    let m = model(mid_game());
    let short = text(&render(&m, 60, 11));
    assert!(
        short.contains("terminal too small: need 34×12, have 60×11"),
        "{short}"
    );
    let narrow = text(&render(&m, 24, 8));
    let lines: Vec<&str> = narrow
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(lines, ["terminal too small:", "need 34×12, have 24×8"]);
    insta::assert_snapshot!(narrow);
}

#[test]
fn four_by_four_fits_forty_by_sixteen() {
    let m = model(mid_game());
    let screen = text(&render(&m, 40, 16));
    assert!(!screen.contains("too small"));
    for label in ["SCORE", "BEST", "MOVES", "2048", "4096", "1024"] {
        assert!(
            screen.contains(label),
            "{label} on a 40×16 screen:\n{screen}"
        );
    }
    insta::assert_snapshot!(screen);
}

#[test]
fn panels_show_score_gain_best_and_moves() {
    let start = game(
        &[[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]],
        100,
        7,
        Status::Playing,
    );
    let (m, _) = update(model(start), Msg::Action(Action::Move(Dir::Left)));
    let screen = text(&render(&m, 100, 36));
    let header = screen.lines().find(|l| l.contains("SCORE")).unwrap();
    assert!(header.contains("BEST") && header.contains("MOVES"));
    let values = screen
        .lines()
        .skip_while(|l| !l.contains("SCORE"))
        .nth(1)
        .unwrap();
    let numbers: Vec<&str> = values.split_whitespace().collect();
    assert_eq!(numbers, ["104", "30000", "8"]);
    let gain = screen
        .lines()
        .skip_while(|l| !l.contains("SCORE"))
        .nth(2)
        .unwrap();
    assert_eq!(gain.trim(), "+4");
}

#[test]
fn tiles_grow_with_the_terminal() {
    let m = model(mid_game());
    let small = geometry(Rect::new(0, 0, 40, 16), 4).unwrap();
    let medium = geometry(Rect::new(0, 0, 100, 36), 4).unwrap();
    let large = geometry(Rect::new(0, 0, 200, 60), 4).unwrap();
    assert_eq!((small.tile_w, small.tile_h), (6, 2));
    assert_eq!((medium.tile_w, medium.tile_h), (13, 6));
    assert_eq!((large.tile_w, large.tile_h), (17, 8));
    // Numbers are centred in their tile: 2048 in medium digits, eight cells wide.
    let buf = render(&m, 100, 36);
    let (x, y) = tile_origin(&buf, 4, 2, 2);
    let row: String = (x..x + 13).map(|x| buf[(x, y + 2)].symbol()).collect();
    assert_eq!(row, "   ▛▘▌▌▀▌▛▌  ");
}

#[test]
fn every_size_draws_a_whole_board_or_says_it_is_too_small() {
    for n in 3..=8 {
        let rules = Rules {
            size: n,
            target: 2048,
            spawn: SpawnRule::Classic,
        };
        let mut m = Model::new(GameState::new(rules, n as u64));
        if n % 2 == 0 {
            m = m.with_overlay(Overlay::HELP);
        }
        let sizes = (1..=130)
            .step_by(7)
            .flat_map(|w| (1..=50).step_by(3).map(move |h| (w, h)));
        for (w, h) in sizes.chain([(1, 1)]) {
            let buf = render(&m, w, h);
            let shown = text(&buf);
            let Some(at) = geometry(buf.area, n) else {
                // One word at least of the message, as much as the width allows.
                if w >= 20 {
                    assert!(shown.contains("too small"), "{n} {w}x{h}\n{shown}");
                }
                continue;
            };
            if m.overlay() == Overlay::HELP {
                if w >= 60 && h >= 22 {
                    assert!(shown.contains(" Keys "), "{n} {w}x{h}\n{shown}");
                }
                continue;
            }
            assert!(shown.contains("SCORE"), "{n} {w}x{h}\n{shown}");
            // Every tile of the game, in its own cell of the board, once.
            for pos in m.game().board().positions() {
                let value = m.game().board().value(pos);
                let x = at.board.x + 1 + pos.col as u16 * (at.tile_w + 1);
                let y = at.board.y + 1 + pos.row as u16 * (at.tile_h + 1);
                let cell = support::tile_text(&buf, Rect::new(x, y, at.tile_w, at.tile_h));
                let expected = if value == 0 {
                    String::new()
                } else {
                    value.to_string()
                };
                assert_eq!(cell, expected, "{n} {w}x{h} {pos:?}\n{shown}");
            }
        }
    }
}

/// The plain digits of tile row `row`, column by column: every row of the band merged,
/// blanks read as spaces.
fn tile_row_text(buf: &Buffer, row: usize) -> String {
    let (_, top) = tile_origin(buf, 4, row, 0);
    let at = geometry(buf.area, 4).unwrap();
    (at.board.x..at.board.right())
        .map(|x| {
            (top..top + at.tile_h)
                .map(|y| buf[(x, y)].symbol())
                .find(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()))
                .unwrap_or(" ")
                .to_string()
        })
        .collect()
}

/// Two 2s at the right of the top row, moved left (they merge), with animation on.
fn two_twos_moved_left() -> Model {
    let start = game(
        &[[0, 0, 2, 2], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        0,
        0,
        Status::Playing,
    );
    let mut m = model(start);
    m = m.animated(true);
    update(m, Msg::Action(Action::Move(Dir::Left))).0
}

#[test]
fn a_move_animates_slide_then_pop_and_grow() {
    let m = two_twos_moved_left();
    let t0 = std::time::Instant::now();
    let (m, _) = update(m, Msg::Tick(t0));
    let at = |ms: u64| {
        let (frame, _) = update(
            m.clone(),
            Msg::Tick(t0 + std::time::Duration::from_millis(ms)),
        );
        frame
    };
    // On tiles of 9×4 cells, where numbers are plain. The start of the slide: the two 2s
    // where they were.
    let first = render(&at(0), 60, 28);
    let row = tile_row_text(&first, 0);
    assert_eq!(row.split_whitespace().collect::<Vec<_>>(), ["2", "2"]);
    assert!(row.find('2').unwrap() > 20, "{row}");
    // Mid-slide: a tile between cells (not at any cell's centre).
    let mid = render(&at(25), 60, 28);
    let row = tile_row_text(&mid, 0);
    let centres: Vec<usize> = (0..4).map(|c| 1 + c * 10 + 4).collect();
    let twos: Vec<usize> = row.match_indices('2').map(|(i, _)| i).collect();
    assert!(twos.iter().any(|i| !centres.contains(i)), "{row}");
    // Settling: the merged 4 pops out over the gap beside it.
    let pop = render(&at(85), 60, 28);
    let (x, y) = tile_origin(&pop, 4, 0, 0);
    assert_eq!(
        pop[(x - 1, y)].bg,
        rgb(CLASSIC.tile(2)),
        "the merged tile is drawn larger"
    );
    // Done: the animation ends and the board is the game's.
    let done = at(130);
    assert_eq!(done.last_move().animation, None);
    let buf = render(&done, 60, 28);
    let (x, y) = tile_origin(&buf, 4, 0, 0);
    assert_eq!(buf[(x - 1, y)].bg, rgb(tui2048::ui::theme::CLASSIC.board));
    assert_eq!(
        tile_row_text(&buf, 0).trim_start().chars().next(),
        Some('4')
    );
}

#[test]
fn a_key_mid_animation_finishes_it_at_once() {
    let m = two_twos_moved_left();
    let (m, _) = update(m, Msg::Tick(std::time::Instant::now()));
    assert!(m.last_move().animation.is_some());
    let before = m.game().clone();
    let (m, _) = update(m, Msg::Action(Action::Move(Dir::Down)));
    assert_ne!(*m.game(), before, "the key was handled at once");
    let (m, _) = update(m, Msg::Action(Action::Help));
    assert_eq!(m.last_move().animation, None);
}

#[test]
fn statistics_overlay() {
    use tui2048::game::{FinishedGame, Stats, Tally};
    let mut m = model(mid_game());
    m = support::rescored(m, |s| {
        s.stats = Stats {
            own: Tally {
                games: 8,
                wins: 2,
                moves: 4321,
                best_tile: 4096,
                hints: 3,
            },
            assisted: Tally {
                games: 2,
                wins: 2,
                moves: 9000,
                best_tile: 16384,
                hints: 0,
            },
            daily: Default::default(),
        };
    });
    m = support::rescored(m, |s| {
        s.best.insert(5, 1204);
        s.best_assisted.insert(4, 301_204);
    });
    m = support::rescored(m, |s| {
        s.history = [64u64, 256, 2048, 128, 4096, 512, 1024, 32]
            .iter()
            .map(|&max_tile| FinishedGame {
                score: max_tile * 9,
                max_tile,
                moves: 100,
                size: 4,
                date: 0,
                ..Default::default()
            })
            .collect();
        // An assisted game: not in the chart.
        s.history.insert(
            3,
            FinishedGame {
                max_tile: 16384,
                assisted: true,
                ..Default::default()
            },
        );
    });
    m = m.with_overlay(Overlay::STATS);
    let screen = text(&render(&m, 100, 36));
    for expected in [
        // The game in play is one of the games, and its moves among the moves.
        "Played        9, this one included",
        "Won           3 (33%)",
        "Moves made    5055, undone ones left out",
        "Hints used    3",
        "Best tile     4096",
        // Rows align when several board sizes have a best.
        "Best score    4×4  30000\n",
        "              5×5   1204\n",
        "Assisted games (the solver moved)",
        "Played        2",
        "Best tile     16384",
        "Best score    4×4  301204",
        "Highest tile of your last 8 games (newest right)",
        // Every bar labelled with its tile.
        "64  256 2k  128 4k  512 1k  32",
    ] {
        let lines: String = screen
            .lines()
            .map(|l| l.trim_matches(|c| c == '│' || c == ' ').to_string() + "\n")
            .collect();
        let found = lines.contains(expected.trim_start())
            || screen.contains(expected.trim_end_matches('\n'));
        assert!(found, "{expected:?} in\n{screen}");
    }
    insta::assert_snapshot!(screen);
    // 2048 and 32 do not look alike: their bars differ in height by more than a row.
    let height = |col: usize| {
        screen
            .lines()
            .filter(|l| l.chars().nth(col).is_some_and(|c| "▁▂▃▄▅▆▇█".contains(c)))
            .count()
    };
    let labels = screen.lines().find(|l| l.contains("64  256 2k")).unwrap();
    let col_of = |label: &str| {
        labels
            .char_indices()
            .find(|(i, _)| labels[*i..].starts_with(label))
            .map(|(i, _)| labels[..i].chars().count())
            .unwrap()
    };
    assert!(height(col_of("2k")) >= height(col_of("32")) + 2, "{screen}");
    // One game: "last game", not "last 1 games".
    m = support::rescored(m, |s| {
        s.history.truncate(1);
    });
    let screen = text(&render(&m, 100, 36));
    assert!(
        screen.contains("Highest tile of your last game"),
        "{screen}"
    );
    assert!(!screen.contains("1 games"));
}

#[test]
fn large_tiles_draw_their_number_once_in_big_digits() {
    let m = model(mid_game());
    let buf = render(&m, 200, 60);
    let at = geometry(buf.area, 4).unwrap();
    assert_eq!((at.tile_w, at.tile_h), (17, 8));
    let (x, y) = tile_origin(&buf, 4, 2, 2);
    let rows: Vec<String> = (y..y + at.tile_h)
        .map(|y| (x..x + at.tile_w).map(|x| buf[(x, y)].symbol()).collect())
        .collect();
    assert_eq!(
        rows,
        [
            "                 ",
            "                 ",
            " ▀▀█ █▀█ █ █ █▀█ ",
            " █▀▀ █ █ ▀▀█ █▀█ ",
            " ▀▀▀ ▀▀▀   ▀ ▀▀▀ ",
            "                 ",
            "                 ",
            "                 ",
        ]
    );
    let block = &buf[(x + 3, y + 2)];
    assert_eq!(block.fg, Color::Rgb(0x1f, 0x1b, 0x16));
    assert!(block.modifier.contains(Modifier::BOLD));
    // Every tile of 4 digits or fewer in big digits, and never a plain number beside them.
    for r in 0..3 {
        for c in 0..4 {
            let (x, y) = tile_origin(&buf, 4, r, c);
            let rect = Rect::new(x, y, at.tile_w, at.tile_h);
            let plain = (y..y + at.tile_h)
                .flat_map(|y| (x..x + at.tile_w).map(move |x| (x, y)))
                .any(|p| {
                    buf[p].symbol().chars().all(|ch| ch.is_ascii_digit()) && buf[p].symbol() != " "
                });
            assert!(!plain, "tile {r},{c} prints a plain number");
            let value = mid_game().board().value(tui2048::game::Pos::new(r, c));
            assert_eq!(support::tile_text(&buf, rect), value.to_string());
        }
    }
}

#[test]
fn big_digits_for_every_number_that_fits_and_the_same_whatever_the_board() {
    // At 100×36 tiles are 13×6: numbers of up to three digits in big digits (11 wide and
    // a column on each side), four and five digits in medium ones (quadrants, two cells a
    // digit), as the original writes longer numbers a size smaller.
    let m = model(mid_game());
    let buf = render(&m, 100, 36);
    let at = geometry(buf.area, 4).unwrap();
    assert_eq!((at.tile_w, at.tile_h), (13, 6));
    for (r, c, big) in [
        (0, 0, true),
        (1, 2, true),
        (1, 3, true),
        (2, 0, true),
        (2, 1, false),
        (2, 2, false),
    ] {
        let (x, y) = tile_origin(&buf, 4, r, c);
        let symbols: String = (y..y + at.tile_h)
            .flat_map(|y| (x..x + at.tile_w).map(move |x| (x, y)))
            .map(|p| buf[p].symbol().to_string())
            .collect();
        let quadrants = symbols.chars().any(|ch| "▘▝▖▗▌▐▛▜▙▟▚▞".contains(ch));
        let blocks = symbols.chars().any(|ch| "▀▄█".contains(ch));
        assert_eq!(
            (blocks || quadrants, !quadrants),
            (true, big),
            "tile {r},{c}"
        );
        assert!(
            !symbols.chars().any(|ch| ch.is_ascii_digit()),
            "tile {r},{c}"
        );
    }
    // A tile of a size looks the same on every board that uses that size.
    let tile = |n: usize, w: u16, h: u16| {
        let rules = Rules {
            size: n,
            target: 2048,
            spawn: SpawnRule::Classic,
        };
        let mut rows = vec![vec![0u64; n]; n];
        rows[0][0] = 128;
        let game = GameState::from_parts(
            rules,
            Board::from_values(&rows).unwrap(),
            0,
            0,
            Status::Playing,
            GameRng::from_seed(1),
        );
        let buf = render(&Model::new(game), w, h);
        let at = geometry(buf.area, n).unwrap();
        let (x, y) = (at.board.x + 1, at.board.y + 1);
        let cells: Vec<String> = (y..y + at.tile_h)
            .map(|y| (x..x + at.tile_w).map(|x| buf[(x, y)].symbol()).collect())
            .collect();
        ((at.tile_w, at.tile_h), cells)
    };
    let (size3, three) = tile(3, 100, 30);
    let (size5, five) = tile(5, 100, 43);
    assert_eq!(size3, (13, 6));
    assert_eq!(size5, (13, 6));
    assert_eq!(three, five);
    assert!(three.iter().any(|r| r.contains('█')), "{three:?}");
}

#[test]
fn the_gain_rises_beside_the_score_and_fades() {
    let start = game(
        &[[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]],
        100,
        7,
        Status::Playing,
    );
    let mut m = model(start);
    m = m.animated(true);
    let (m, _) = update(m, Msg::Action(Action::Move(Dir::Left)));
    let t0 = std::time::Instant::now();
    let (m, _) = update(m, Msg::Tick(t0));
    let at = |ms: u64| {
        update(
            m.clone(),
            Msg::Tick(t0 + std::time::Duration::from_millis(ms)),
        )
        .0
    };
    let row_of = |buf: &Buffer, y: u16| -> String {
        (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect()
    };
    // Rising: beside the value first, then beside the label, fainter as it goes.
    let early = render(&at(100), 100, 36);
    assert!(
        row_of(&early, 1).contains("104   +4"),
        "{}",
        row_of(&early, 1)
    );
    let late = render(&at(450), 100, 36);
    assert!(
        row_of(&late, 0).contains("SCORE  +4"),
        "{}",
        row_of(&late, 0)
    );
    // In its own colour for three quarters of its 600 ms, then fading.
    let x = row_of(&late, 0).find("+4").unwrap() as u16;
    let end = render(&at(560), 100, 36);
    let (Color::Rgb(r1, ..), Color::Rgb(r2, ..), Color::Rgb(r3, ..)) =
        (early[(x, 1)].fg, late[(x, 0)].fg, end[(x, 0)].fg)
    else {
        panic!("true colour");
    };
    assert_eq!(r1, r2, "the same colour at 100 ms and 450 ms");
    let board_red = tui2048::ui::theme::CLASSIC.board.0;
    assert!(r3.abs_diff(board_red) < r2.abs_diff(board_red), "it fades");
    // The points show once: while they rise, not beneath the score too.
    for (ms, buf) in [(100, &early), (450, &late), (560, &end)] {
        assert_eq!(buf_text_count(buf, "+4"), 1, "{ms} ms");
        assert_eq!(row_of(buf, 2).trim(), "", "{ms} ms");
    }
    // Done: gone, as in the original.
    let done = at(700);
    assert_eq!(done.last_move().gain_float, None);
    let buf = render(&done, 100, 36);
    assert_eq!(buf_text_count(&buf, "+4"), 0, "{}", text(&buf));
    // Without animation, or in colours that cannot fade, the points stay beneath the
    // score, once.
    let mut still = m.clone();
    still = support::redrawn(still, |l| l.gain_float = None);
    still = support::redrawn(still, |l| l.gain_floats = false);
    let buf = render(&still, 100, 36);
    assert_eq!(row_of(&buf, 2).trim(), "+4");
    assert_eq!(buf_text_count(&buf, "+4"), 1);
    for mode in [ColorMode::Ansi16, ColorMode::None] {
        let buf = render_in(&at(100), Look::new(mode), 100, 36);
        assert_eq!(row_of(&buf, 2).trim(), "+4", "{mode:?}");
        assert_eq!(buf_text_count(&buf, "+4"), 1, "{mode:?}");
    }
}

#[test]
fn every_theme_paints_its_own_tiles() {
    use tui2048::ui::theme::THEMES;
    for palette in THEMES {
        let m = Model::new(mid_game());
        let buf = render_in(&m, Look::themed(ColorMode::TrueColor, palette), 100, 36);
        for (r, c, exp) in [(0, 0, 1u8), (1, 2, 7), (2, 3, 12)] {
            let (x, y) = tile_origin(&buf, 4, r, c);
            assert_eq!(
                buf[(x, y)].bg,
                rgb(palette.tile(exp)),
                "{} tile 2^{exp}",
                palette.name
            );
        }
        // Stealth looks like a log: no bold anywhere.
        let bold = buf
            .content()
            .iter()
            .any(|c| c.modifier.contains(Modifier::BOLD));
        assert_eq!(bold, palette.bold, "{}", palette.name);
    }
}

#[test]
fn every_frame_of_every_move_stays_on_the_board_and_ends_on_the_game() {
    // Big-digit tiles (17×8) and every other size, through every step of every animation.
    for (w, h) in [(200, 60), (73, 44), (40, 16)] {
        for n in [3usize, 4, 8] {
            let rules = Rules {
                size: n,
                target: 2048,
                spawn: SpawnRule::Classic,
            };
            let mut m = Model::new(GameState::new(rules, n as u64));
            let Some(at) = geometry(Rect::new(0, 0, w, h), n) else {
                continue;
            };
            let board_or_header = |x: u16, y: u16| {
                let p = ratatui::layout::Position::new(x, y);
                at.board.contains(p) || at.header.contains(p)
            };
            for i in 0..12 {
                let (next, _) = update(m, Msg::Action(Action::Move(Dir::ALL[i % 4])));
                let t0 = std::time::Instant::now();
                let (next, _) = update(next, Msg::Tick(t0));
                m = next;
                // The screen once the move is drawn: the animation over, the gain still up.
                let end = update(
                    m.clone(),
                    Msg::Tick(t0 + std::time::Duration::from_millis(121)),
                )
                .0;
                assert!(end.last_move().animation.is_none());
                let last = render(&end, w, h);
                let mut still = end.clone();
                still = support::redrawn(still, |l| l.animation = None);
                assert_eq!(last, render(&still, w, h), "{n} {w}x{h}");
                for ms in (0..=130).step_by(10) {
                    let (frame, _) = update(
                        m.clone(),
                        Msg::Tick(t0 + std::time::Duration::from_millis(ms)),
                    );
                    let buf = render(&frame, w, h);
                    // Nothing of a move is drawn beyond the board (and the gain beyond the
                    // score's panel).
                    for y in 0..h {
                        for x in 0..w {
                            if !board_or_header(x, y) {
                                assert_eq!(buf[(x, y)], last[(x, y)], "{n} {w}x{h} {ms} ms");
                            }
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn an_assisted_game_says_so_and_its_score_stays_off_best() {
    let mut m = model(mid_game().with_assist(tui2048::game::Assist {
        solver_moved: true,
        hints: 0,
    }));
    m = support::rescored(m, |s| {
        s.best.insert(4, 3_144);
    });
    let screen = text(&render(&m, 100, 36));
    assert!(
        screen.contains("Assisted game: the solver moved, so it counts apart"),
        "{screen}"
    );
    let values = screen
        .lines()
        .skip_while(|l| !l.contains("SCORE"))
        .nth(1)
        .unwrap();
    assert_eq!(
        values.split_whitespace().collect::<Vec<_>>(),
        ["20512", "3144", "734"]
    );
    let header: Vec<&str> = screen.lines().take(3).collect();
    assert_eq!(
        header[0].split_whitespace().collect::<Vec<_>>(),
        ["SCORE", "YOUR", "BEST", "MOVES"],
        "{screen}"
    );
    assert_eq!(header[2].trim(), "assisted 20512", "{screen}");
}

/// The words of the header's rows of a screen.
fn header_words(m: &Model, w: u16, h: u16) -> Vec<String> {
    let screen = text(&render(m, w, h));
    let at = geometry(Rect::new(0, 0, w, h), m.game().board().size()).unwrap();
    screen
        .lines()
        .skip(usize::from(at.header.y))
        .take(usize::from(at.header.height))
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

#[test]
fn best_stays_the_players_own_and_says_so_when_the_solver_moves() {
    let start = game(
        &[[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]],
        76,
        12,
        Status::Playing,
    );
    let mut m = Model::new(start).animated(false);
    // The player's own game: BEST is live with its score.
    assert_eq!(
        header_words(&m, 100, 36),
        ["SCORE BEST MOVES", "76 76 12", ""]
    );
    assert_eq!(header_words(&m, 34, 12), ["SCORE 76 BEST 76 MOVES 12"]);
    // The solver plays a move: the game is assisted, BEST is still the player's own
    // (the 76 they reached stays), and the panels say so, with the best of assisted
    // games.
    (m, _) = update(m, Msg::Action(Action::Autoplay));
    (m, _) = update(
        m,
        Msg::SolverAnswer {
            id: 1,
            dir: Some(Dir::Left),
        },
    );
    (m, _) = update(m, Msg::Action(Action::Autoplay));
    assert!(m.game().assisted());
    m = support::redrawn(m, |l| l.gain = None);
    assert_eq!(
        header_words(&m, 100, 36),
        ["SCORE YOUR BEST MOVES", "80 76 13", "assisted 80"]
    );
    assert_eq!(
        header_words(&m, 60, 20),
        ["SCORE 80 YOUR BEST 76 · assisted 80 MOVES 13"]
    );
    assert_eq!(header_words(&m, 34, 12), ["SCORE 80 YOUR BEST 76 MOVES 13"]);
    // Where even that is too wide, the label is shorter but still says whose.
    m = support::rescored(m, |s| {
        s.best.insert(4, 123_456);
    });
    let m = support::playing(
        m.clone(),
        GameState::from_parts(
            m.game().rules(),
            m.game().board().clone(),
            2_345_678,
            45_678,
            Status::Playing,
            GameRng::from_seed(1),
        )
        .with_assist(tui2048::game::Assist {
            solver_moved: true,
            hints: 0,
        }),
    );
    assert_eq!(
        header_words(&m, 34, 12),
        ["SCORE 2.34M YOURS 123k MOVES 45.6k"]
    );
}

#[test]
fn the_autoplay_line_says_one_move_a_second() {
    let m = model(mid_game()).with_solver(Solver::playing(0));
    let screen = text(&render(&m, 100, 36));
    assert!(
        screen.contains("Autoplay: 1 move/s · + - pace · p stops"),
        "{screen}"
    );
}

/// A game on an n×n board with these numbers, the last move having scored `gain`.
fn numbers(n: usize, score: u64, best: u64, moves: u64, gain: Option<u64>) -> Model {
    let rules = Rules {
        size: n,
        target: 2048,
        spawn: SpawnRule::Classic,
    };
    let mut rows = vec![vec![0u64; n]; n];
    rows[0][0] = 2;
    rows[n - 1][n - 1] = 4;
    let game = GameState::from_parts(
        rules,
        Board::from_values(&rows).unwrap(),
        score,
        moves,
        Status::Playing,
        GameRng::from_seed(1),
    );
    let mut m = Model::new(game);
    m = support::rescored(m, |s| {
        s.best.insert(n, best);
    });
    m = m.animated(false);
    m = support::redrawn(m, |l| l.gain = gain);
    m
}

#[test]
fn from_the_smallest_screen_up_every_panel_keeps_its_value_and_the_points_show_once() {
    use tui2048::ui::{fit_number, minimum};
    let cases = [
        (20_048, 20_048, 801, Some(2_048)),
        (123_456_789, 987_654_321, 12_345, Some(65_536)),
        (u64::MAX, u64::MAX, u64::MAX, Some(u64::MAX)),
        (4, 4, 1, Some(4)),
        (0, 0, 0, None),
    ];
    for n in 3..=8 {
        let (mw, mh) = minimum(n);
        let sizes = [
            (mw, mh),
            (mw + 3, mh),
            (mw, mh + 4),
            (60, 20),
            (60, 24),
            (80, 24),
        ];
        for (w, h) in sizes {
            if w < mw || h < mh {
                continue;
            }
            for (score, best, moves, gain) in cases {
                let m = numbers(n, score, best, moves, gain);
                let screen = text(&render(&m, w, h));
                let at = geometry(Rect::new(0, 0, w, h), n).unwrap();
                let header: String = screen
                    .lines()
                    .skip(usize::from(at.header.y))
                    .take(usize::from(at.header.height))
                    .collect::<Vec<_>>()
                    .join("\n");
                let words: Vec<&str> = header.split_whitespace().collect();
                for (label, value) in [("SCORE", score), ("BEST", best), ("MOVES", moves)] {
                    assert!(words.contains(&label), "{label} {n} {w}x{h}\n{screen}");
                    let shown = [
                        fit_number(value, 16),
                        fit_number(value, 7),
                        fit_number(value, 4),
                    ];
                    assert!(
                        shown.iter().any(|v| words.contains(&v.as_str())),
                        "the value {value} of {label} at {n} {w}x{h}\n{screen}"
                    );
                }
                if let Some(g) = gain {
                    let points = [
                        format!("+{g}"),
                        format!("+{}", fit_number(g, 7)),
                        format!("+{}", fit_number(g, 4)),
                    ];
                    let count = screen
                        .split_whitespace()
                        .filter(|w| points.iter().any(|p| p == w))
                        .count();
                    assert_eq!(count, 1, "+{g} once at {n} {w}x{h}\n{screen}");
                }
            }
        }
    }
}

#[test]
fn at_sixty_by_twenty_a_five_digit_score_and_its_gain_keep_moves_in_the_header() {
    let m = numbers(4, 20_048, 20_048, 801, Some(2_048));
    let screen = text(&render(&m, 60, 20));
    let header = screen.lines().find(|l| l.contains("SCORE")).unwrap();
    assert_eq!(
        header.split_whitespace().collect::<Vec<_>>(),
        ["SCORE", "20048", "+2048", "BEST", "20048", "MOVES", "801"],
        "{screen}"
    );
    // At the smallest 4×4 screen the points go to the status line.
    let screen = text(&render(&m, 34, 12));
    let lines: Vec<&str> = screen.lines().collect();
    assert_eq!(
        lines[0].split_whitespace().collect::<Vec<_>>(),
        ["SCORE", "20.0k", "BEST", "20.0k", "MOVES", "801"],
        "{screen}"
    );
    assert_eq!(lines[10].trim(), "+2048", "{screen}");
}

#[test]
fn a_long_notice_on_a_narrow_screen_is_shortened_where_a_thought_ends() {
    let cases = [
        ("Welcome back: your game is as you left it", "Welcome back"),
        (
            "Autoplay paused for the boss key — p plays on",
            "Autoplay paused for the boss key",
        ),
        (
            "The saved game could not be read; it was kept as state.json.corrupt-1 in /tmp",
            "The saved game could not be read",
        ),
        ("New game — u brings the last one back", "New game"),
        (
            "A notice with no place to stop at all, made of many words",
            "A notice with no place to stop at…",
        ),
    ];
    for (notice, shown) in cases {
        let mut m = numbers(4, 100, 100, 5, None);
        m = m.with_notice(Some(notice.to_string()));
        let screen = text(&render(&m, 34, 12));
        let status = screen.lines().nth(10).unwrap().trim();
        assert_eq!(status, shown, "{screen}");
        // Where there is room, the whole notice.
        let wide = text(&render(&m, 100, 36));
        assert!(words_of(&wide).contains(notice), "{wide}");
    }
    let m = numbers(4, 100, 100, 5, None).with_solver(Solver::playing(DEFAULT_PACE));
    let screen = text(&render(&m, 34, 12));
    assert_eq!(
        screen.lines().nth(10).unwrap().trim(),
        "Autoplay: 10 moves/s · + - pace"
    );
}

fn words_of(screen: &str) -> String {
    screen.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn race_after(size: usize, same: usize, own: usize) -> tui2048::app::Race {
    support::races::race_after(size, same, own, Language::English)
}

use support::races::render_race;

#[test]
fn race_screens_fit_every_size() {
    use tui2048::ui::{RivalPlace, race_geometry};
    let race = race_after(4, 8, 6);
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
        insta::assert_snapshot!(
            format!("race_{w}x{h}"),
            text(&render_race(&race, look, w, h))
        );
    }
    // Below the game's smallest screen, the screen says what it needs.
    let small = text(&render_race(&race, look, 33, 12));
    assert!(small.contains("need 34×12, have 33×12"), "{small}");
}

#[test]
fn race_boards_are_the_players_and_the_rivals() {
    use tui2048::ui::race_geometry;
    let race = race_after(4, 8, 6);
    let buf = render_race(&race, Look::new(ColorMode::None), 100, 36);
    let at = race_geometry(buf.area, 4).unwrap();
    let rows: Vec<String> = text(&buf).lines().map(str::to_string).collect();
    let cut = |r: Rect| -> Vec<String> {
        rows[usize::from(r.y)..usize::from(r.bottom())]
            .iter()
            .map(|l| {
                l.chars()
                    .skip(usize::from(r.x))
                    .take(usize::from(r.width))
                    .collect()
            })
            .collect()
    };
    let values = |g: &GameState| {
        let b = g.board();
        (0..4)
            .map(|r| {
                (0..4)
                    .map(|c| b.value(tui2048::game::Pos { row: r, col: c }))
                    .collect()
            })
            .collect::<Vec<Vec<u64>>>()
    };
    assert_eq!(
        support::screen::board_of(&cut(at.you.board)),
        Some(values(race.player().game()))
    );
    let (rival, _, _) = at.rival.unwrap();
    assert_eq!(
        support::screen::board_of(&cut(rival)),
        Some(values(race.rival_game()))
    );
    assert_ne!(race.player().game().board(), race.rival_game().board());
}

#[test]
fn a_large_board_races_a_mini_board() {
    let race = race_after(8, 3, 2);
    let plain = render_race(&race, Look::new(ColorMode::None), 100, 36);
    support::races::boards_in_sight(&plain, &race).unwrap();
    let at = tui2048::ui::race_laid_out(&race, plain.area).unwrap();
    assert_eq!(at.place, tui2048::ui::RivalPlace::Mini);
    let look = Look::new(ColorMode::Ansi256);
    insta::assert_snapshot!("race_8x8_100x36", text(&render_race(&race, look, 100, 36)));
}

/// The race's boxes (the win, the game over while the solver catches up, the end) stand
/// beside or below the boards at every size, every tile of both boards in sight; where
/// no box fits, the status line says its words and the footer holds its buttons.
#[test]
fn the_race_box_leaves_every_tile_in_sight_and_says_who_won() {
    use support::races::{boards_in_sight, race_behind, race_over, race_won};
    use tui2048::app::text::{English, RaceTexts};
    let look = Look::new(ColorMode::None);
    let over = race_over(Language::English);
    let s = over.standing();
    let said = [
        English.race_winner(over.rival(), s.lead()).to_string(),
        English.race_scores(s.mine, s.theirs, s.at),
    ];
    let won = race_won(Language::English);
    let behind = race_behind(Language::English);
    for (w, h) in [(100, 36), (80, 24), (60, 20), (40, 30), (58, 14), (34, 12)] {
        for (race, buttons) in [
            (&over, ["[ Undo  u ]", "[ Quit  q ]"]),
            (&won, ["[ Keep going  Enter ]", "[ Quit  q ]"]),
            (&behind, ["[ Undo  u ]", "[ Quit  q ]"]),
        ] {
            let buf = render_race(race, look, w, h);
            let screen = text(&buf);
            boards_in_sight(&buf, race).unwrap_or_else(|e| panic!("{w}×{h}: {e}\n{screen}"));
            let tight = ["[Undo u]", "[Quit q]"];
            assert!(
                buttons.iter().all(|b| screen.contains(b))
                    || tight.iter().all(|b| screen.contains(b))
                    || screen.contains("[Keep going Enter] [Quit q]"),
                "{w}×{h}:\n{screen}"
            );
        }
        let screen = text(&render_race(&over, look, w, h));
        assert_eq!(
            screen.matches(said[0].as_str()).count(),
            1,
            "{w}×{h}:\n{screen}"
        );
        let boxed = screen.contains('╭');
        // Boxed at every size the boards leave the room for one, a size smaller if need be.
        assert_eq!(
            boxed,
            !matches!((w, h), (58, 14) | (34, 12)),
            "{w}×{h}:\n{screen}"
        );
        if boxed {
            assert!(screen.contains(&said[1]), "{w}×{h}:\n{screen}");
            // The line to share under the box.
            assert!(
                screen.contains("tui2048 race 3×3 seed 5 vs the ghost"),
                "{screen}"
            );
        }
        // No best score in a race: it never sets one.
        assert!(!screen.contains("BEST"), "{screen}");
    }
    insta::assert_snapshot!("race_over_80x24", text(&render_race(&over, look, 80, 24)));
    insta::assert_snapshot!("race_over_34x12", text(&render_race(&over, look, 34, 12)));
    insta::assert_snapshot!(
        "race_behind_60x20",
        text(&render_race(&behind, look, 60, 20))
    );
}

/// The hint is marked on the player's board alone; the help and the footer list only the
/// keys that work in a race, and `q` ends the race (the game in play is not this one).
#[test]
fn a_race_marks_the_hint_on_the_players_board_and_its_help_lists_what_works_there() {
    use tui2048::app::text::{English, KeyTexts, RaceTexts};
    use tui2048::app::{RaceMsg, update_race};
    let race = race_after(4, 8, 6);
    let (race, _) = update_race(race, RaceMsg::Game(Msg::Action(Action::Hint)));
    let (race, _) = update_race(
        race,
        RaceMsg::Game(Msg::SolverAnswer {
            id: 1,
            dir: Some(Dir::Left),
        }),
    );
    let buf = render_race(&race, Look::new(ColorMode::None), 100, 36);
    let at = tui2048::ui::race_laid_out(&race, buf.area).unwrap();
    // Three marks beside each row of 4-row tiles, on the edge the tiles slide to.
    assert_eq!(at.you.tile_h, 4);
    assert_eq!(
        cells_with(&buf, at.you.board, "←").len(),
        12,
        "{}",
        text(&buf)
    );
    assert_eq!(
        cells_with(&buf, at.rival.unwrap().0, "←").len(),
        0,
        "{}",
        text(&buf)
    );
    let footer = text(&buf);
    assert!(
        footer.contains("u undo") && footer.contains("q quit"),
        "{footer}"
    );
    for gone in ["r new", "i stats", "v replay"] {
        assert!(!footer.contains(gone), "{gone} in\n{footer}");
    }
    let (help, _) = update_race(race, RaceMsg::Game(Msg::Action(Action::Help)));
    let screen = words_of(&text(&render_race(
        &help,
        Look::new(ColorMode::None),
        100,
        44,
    )));
    for says in [
        English.help_undo(),
        English.help_hint(),
        English.help_theme(),
        English.race_help_quit(),
    ] {
        assert!(screen.contains(&words_of(says)), "{says} in\n{screen}");
    }
    for gone in [
        English.help_restart(),
        English.help_replay(),
        English.help_stats(),
        English.help_quit(),
    ] {
        assert!(!screen.contains(&words_of(gone)), "{gone} in\n{screen}");
    }
}

/// The cells of the board's area holding `symbol`.
fn cells_with(buf: &Buffer, area: Rect, symbol: &str) -> Vec<(u16, u16)> {
    (area.y..area.bottom())
        .flat_map(|y| (area.x..area.right()).map(move |x| (x, y)))
        .filter(|&p| buf[p].symbol() == symbol)
        .collect()
}

#[test]
fn the_hint_is_marked_on_the_edge_the_tiles_slide_to_until_the_next_key() {
    let start = game(
        &[[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]],
        0,
        2,
        Status::Playing,
    );
    for (dir, arrow) in [
        (Dir::Left, "←"),
        (Dir::Up, "↑"),
        (Dir::Right, "→"),
        (Dir::Down, "↓"),
    ] {
        let (m, _) = update(model(start.clone()), Msg::Action(Action::Hint));
        let (m, _) = update(
            m,
            Msg::SolverAnswer {
                id: 1,
                dir: Some(dir),
            },
        );
        for mode in [
            ColorMode::TrueColor,
            ColorMode::Ansi256,
            ColorMode::Ansi16,
            ColorMode::None,
        ] {
            for (w, h) in [(100, 36), (80, 24), (34, 12)] {
                let look = Look::new(mode);
                let buf = render_in(&m, look, w, h);
                let at = geometry(buf.area, 4).unwrap();
                let b = at.board;
                let (tw, th) = (at.tile_w, at.tile_h);
                // Three marks beside each row or column of tiles (fewer on tiles one or
                // two rows tall), on the board's edge.
                let mut expected: Vec<(u16, u16)> = Vec::new();
                for i in 0..4u16 {
                    match dir {
                        Dir::Left | Dir::Right => {
                            let x = if dir == Dir::Left { b.x } else { b.right() - 1 };
                            let top = b.y + 1 + i * (th + 1);
                            let mid = top + th / 2;
                            for y in mid.saturating_sub(1).max(top)..(mid + 2).min(top + th) {
                                expected.push((x, y));
                            }
                        }
                        Dir::Up | Dir::Down => {
                            let y = if dir == Dir::Up { b.y } else { b.bottom() - 1 };
                            let mid = b.x + 1 + i * (tw + 1) + tw / 2;
                            expected.extend([(mid - 2, y), (mid, y), (mid + 2, y)]);
                        }
                    }
                }
                expected.sort_by_key(|&(x, y)| (y, x));
                let found = cells_with(&buf, b, arrow);
                assert_eq!(found, expected, "{dir:?} {mode:?} {w}×{h}\n{}", text(&buf));
                // In the keys' colour, on the board's.
                let cell = &buf[expected[0]];
                assert_eq!(cell.fg, look.key().fg.unwrap_or(Color::Reset), "{mode:?}");
                assert!(
                    text(&buf).contains(&format!("Hint: {arrow}")),
                    "{mode:?} {w}×{h}"
                );
            }
        }
        // The next key takes it away.
        let (m, _) = update(m, Msg::Action(Action::Move(dir.opposite())));
        let buf = render(&m, 100, 36);
        let b = geometry(buf.area, 4).unwrap().board;
        assert!(
            cells_with(&buf, b, arrow).is_empty(),
            "{dir:?}\n{}",
            text(&buf)
        );
    }
}

/// At the race's end, after a move key pressed there too, the line to share is on screen
/// whole where the screen has the rows for it (wrapped, the rows below the footer taken),
/// else as many of its thoughts as fit beside the box that says the result; where no box
/// fits, the status line says who won and the scores; in both languages.
#[test]
fn the_race_end_shows_the_share_line_whole_or_the_result_at_every_size() {
    use support::races::{race_over, render_race};
    use tui2048::app::text::{Chinese, Texts};
    use tui2048::app::{RaceMsg, update_race};
    let look = Look::new(ColorMode::None);
    for language in [Language::English, Language::Chinese] {
        let t: &dyn Texts = match language {
            Language::English => &English,
            Language::Chinese => &Chinese,
        };
        let over = race_over(language);
        let (over, _) = update_race(over, RaceMsg::Game(Msg::Action(Action::Move(Dir::Left))));
        assert_eq!(over.player().notice(), None);
        let share = over.share_line();
        let s = over.standing();
        let short = t.race_end_short(t.race_winner(over.rival(), s.lead()), s.mine, s.theirs);
        let joined = |screen: &str| screen.lines().map(str::trim).collect::<Vec<_>>().join("");
        let bare = |line: &str| line.replace(' ', "");
        for (w, h, whole) in [
            (100, 36, true),
            (80, 24, false),
            (60, 20, false),
            (40, 30, false),
            (58, 14, false),
            (34, 12, false),
        ] {
            let screen = text(&render_race(&over, look, w, h));
            let all = bare(&joined(&screen));
            if screen.contains('╭') {
                let heads: Vec<&str> = share
                    .match_indices([' ', '，'])
                    .map(|(i, _)| &share[..i])
                    .chain([share.as_str()])
                    .filter(|head| all.contains(&bare(head)))
                    .collect();
                let longest = heads.iter().map(|h| h.len()).max().unwrap_or(0);
                if whole {
                    assert!(all.contains(&bare(&share)), "{w}×{h}:\n{screen}");
                } else {
                    assert!(longest > 0, "{w}×{h}:\n{screen}");
                }
                assert!(!screen.contains('…'), "{w}×{h}:\n{screen}");
            } else {
                assert!(screen.contains(&short), "{w}×{h}: {short}\n{screen}");
            }
        }
    }
}

/// At the smallest size the race's status lines are said in their short forms, whole,
/// never cut with a mark.
#[test]
fn the_race_says_its_lines_in_short_forms_at_the_smallest_size() {
    use support::races::{race_behind, render_race};
    use tui2048::app::text::{Chinese, Texts};
    use tui2048::app::{Race, RaceMsg, update_race};
    use tui2048::game::Rival;
    use tui2048::settings::Strength;
    let look = Look::new(ColorMode::None);
    for language in [Language::English, Language::Chinese] {
        let t: &dyn Texts = match language {
            Language::English => &English,
            Language::Chinese => &Chinese,
        };
        let solver = Race::against_solver(Rules::default(), 5, Strength::Fast)
            .animated(false)
            .in_language(language);
        let ghost = race_after(4, 2, 0);
        let ghost = ghost.in_language(language);
        let behind = race_behind(language);
        let (behind, _) = update_race(behind, RaceMsg::Game(Msg::Action(Action::Move(Dir::Left))));
        let cases = [
            (
                solver
                    .clone()
                    .with_warnings(Vec::new(), t.race_start(solver.rival())),
                t.race_start_short(Rival::Solver { strong: false }),
            ),
            (
                ghost
                    .clone()
                    .with_warnings(Vec::new(), t.race_start(ghost.rival())),
                t.race_start_short(ghost.rival()),
            ),
            (
                update_race(ghost.clone(), RaceMsg::Game(Msg::Action(Action::Restart))).0,
                t.race_not_now_short(),
            ),
            (
                update_race(ghost, RaceMsg::Game(Msg::Action(Action::Close))).0,
                t.race_close_nothing_short(),
            ),
            (behind, t.race_waits_over_short()),
        ];
        for (race, short) in cases {
            assert!(
                tui2048::ui::width::cells(short) <= 32,
                "{short} is wider than the narrowest status line"
            );
            // The whole line where it fits the status line, else its short form.
            let screen = text(&render_race(&race, look, 34, 12));
            let notice = race.player().notice().unwrap();
            let fits = tui2048::ui::width::cells(notice) <= 34;
            let said = if fits { notice } else { short };
            assert!(screen.contains(said), "{said}\n{screen}");
            assert!(!screen.contains('…'), "{screen}");
            let wide = text(&render_race(&race, look, 100, 36));
            assert!(wide.contains(notice), "{notice}\n{wide}");
        }
    }
}

/// Once a kept game's moves run out, the status line says whether its game ended there
/// or its kept moves just run out (a game still in play, raced as `current`).
#[test]
fn the_status_line_says_whether_the_ghosts_game_ended_or_its_moves_ran_out() {
    use support::races::render_race;
    use tui2048::app::{Race, RaceMsg, update_race};
    use tui2048::game::{Origin, Record};
    let look = Look::new(ColorMode::None);
    let play =
        |race: Race, dir: Dir| update_race(race, RaceMsg::Game(Msg::Action(Action::Move(dir)))).0;
    let legal = |race: &Race| {
        let game = race.player().game();
        Dir::ALL
            .into_iter()
            .find(|&d| game.apply(d).is_some())
            .unwrap()
    };
    for (moves, ended) in [(5, false), (5000, true)] {
        let start = GameState::new(Rules::default(), 13);
        let (record, end) = support::cycled(
            start.clone(),
            Record::starting(&start, Origin::Seed(13)),
            moves,
        );
        assert_eq!(end.accepts_moves(), !ended);
        let n = record.moves().len();
        let mut race = Race::against_record(&record).unwrap().animated(false);
        for &dir in &record.moves()[..n - 1] {
            race = play(race, dir);
        }
        // The last move another way where there is one, so the player's game goes on.
        let last = record.moves()[n - 1];
        let other = Dir::ALL
            .into_iter()
            .find(|&d| d != last && race.player().game().apply(d).is_some())
            .unwrap_or(last);
        race = play(race, other);
        assert!(!race.over(), "{moves}");
        let dir = legal(&race);
        race = play(race, dir);
        assert!(race.rival_done() && !race.over());
        let screen = text(&render_race(&race, look, 100, 36));
        let said = if ended {
            "the ghost's game has ended"
        } else {
            "the ghost's moves run out here"
        };
        assert!(screen.contains(said), "{said}\n{screen}");
    }
}

/// A race helped by a hint says so in its end box and its line to share, in both
/// languages.
#[test]
fn the_race_end_box_says_a_hint_made_it_assisted() {
    use support::races::render_race;
    use tui2048::app::{RaceMsg, update_race};
    let look = Look::new(ColorMode::None);
    for (language, assisted, share) in [
        (
            Language::English,
            "Assisted: the solver helped",
            " · assisted",
        ),
        (Language::Chinese, "有 AI 协助", "，有 AI 协助"),
    ] {
        let race = support::races::race_after(3, 0, 0, language);
        let (race, _) = update_race(race, RaceMsg::Game(Msg::Action(Action::Hint)));
        let game = race.player().game().clone();
        let dir = Dir::ALL.into_iter().find(|&d| game.apply(d).is_some());
        let (mut race, _) = update_race(race, RaceMsg::Game(Msg::SolverAnswer { id: 1, dir }));
        for k in 0..500 {
            let game = race.player().game().clone();
            if game.status() == Status::Won {
                race = update_race(race, RaceMsg::Game(Msg::Action(Action::KeepGoing))).0;
                continue;
            }
            let Some(dir) = (0..4)
                .map(|i| Dir::ALL[(k + i) % 4])
                .find(|&d| game.apply(d).is_some())
            else {
                break;
            };
            race = update_race(race, RaceMsg::Game(Msg::Action(Action::Move(dir)))).0;
        }
        assert!(race.over() && race.assisted());
        assert!(race.share_line().ends_with(share), "{}", race.share_line());
        let screen = text(&render_race(&race, look, 100, 36));
        assert!(screen.contains(assisted), "{screen}");
        let plain = text(&render_race(
            &support::races::race_over(language),
            look,
            100,
            36,
        ));
        assert!(!plain.contains(assisted), "{plain}");
    }
}
