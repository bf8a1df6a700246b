//! The screen's colours in each colour mode: the original's in true colour, the nearest
//! of the 256, the named 16, none at all.

use ratatui::style::{Color, Modifier};

use super::{mid_game, model, render, render_in, rgb, tile_origin};
use crate::tests::support::text;
use tui2048_app::settings::ColorMode;
use tui2048_ui::ansi::{ansi16_index, nearest_ansi256};
use tui2048_ui::indexed::Indexed;
use tui2048_ui::theme::{CLASSIC, Rgb};
use tui2048_ui::{Look, geometry};

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
