//! The screen, rendered on a test backend: text snapshots for the layout, and assertions
//! on cell colours (which text snapshots do not see).

use crate::tests::support;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};

use crate::app::keymap::Action;
use crate::app::text::English;
use crate::app::{DEFAULT_PACE, Model, Msg, Overlay, Solver, update};
use crate::settings::{ColorMode, Language};
use crate::ui::ansi::{ansi16_index, nearest_ansi256};
use crate::ui::indexed::Indexed;
use crate::ui::theme::{CLASSIC, Rgb};
use crate::ui::{Look, geometry};
use support::{game, text};
use tui2048_engine::game::{Board, Dir, GameIds, GameRng, GameState, Rules, SpawnRule, Status};

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
    assert_eq!(big.symbol(), "▌", "4096 in narrow digits");
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
        (Color::LightCyan, Color::Black)
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
    // Beside the board, which stays where it is, its buttons and facts stacked and folded
    // to the room there.
    assert!(screen.contains("[Keep going c]"), "{screen}");
    assert!(screen.contains("[New game r]"), "{screen}");
    assert!(screen.contains("│  largest tile  │"), "{screen}");
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
    assert!(alone.contains("[Try again r]"), "{alone}");
    assert!(!alone.contains("Undo"), "{alone}");
    m = support::with_undo(m, vec![mid_game()]);
    let screen = text(&render(&m, 100, 36));
    assert_eq!(screen.matches("Game over!").count(), 1, "{screen}");
    assert!(screen.contains("[Try again r]"), "{screen}");
    assert!(screen.contains("[Undo u]"), "{screen}");
    assert!(screen.contains("largest tile 4"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn help_overlay_lists_every_key() {
    let mut m = model(mid_game());
    m = m.with_overlay(Overlay::HELP);
    let screen = text(&render(&m, 100, 36));
    for binding in crate::app::keymap::KEYMAP {
        assert!(
            screen.contains((binding.help)(&English)),
            "help shows {:?}",
            (binding.help)(&English)
        );
        assert!(screen.contains(&crate::app::keymap::keys_label(binding)));
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
    assert_eq!((large.tile_w, large.tile_h), (25, 12));
    // The board fills a large screen's height, its panels and lines around it.
    assert_eq!(large.board.height + 7, 60);
    // Numbers are centred in their tile: 4096 in narrow digits, eleven cells wide.
    let buf = render(&m, 100, 36);
    let (x, y) = tile_origin(&buf, 4, 2, 3);
    let row: String = (x..x + 13).map(|x| buf[(x, y + 2)].symbol()).collect();
    assert_eq!(row, " ▀▜ ▌▐ ▀▜ ▛▜ ");
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
    assert_eq!(buf[(x - 1, y)].bg, rgb(crate::ui::theme::CLASSIC.board));
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
    use tui2048_engine::game::{FinishedGame, Stats, Tally};
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

mod notices_and_races;
mod tiles_and_panels;
