//! Every tile's number stays readable in every theme: a WCAG contrast ratio of at least
//! 4.5:1 between the digits and the tile, in true colour and in 256 colours.

use tui2048::ui::theme::{CLASSIC, Rgb, THEMES, ansi256_rgb, contrast, luminance, nearest_ansi256};

#[test]
fn contrast_formula_matches_known_values() {
    let black = Rgb(0, 0, 0);
    let white = Rgb(255, 255, 255);
    assert!((contrast(black, white) - 21.0).abs() < 1e-9);
    assert!((luminance(white) - 1.0).abs() < 1e-9);
    // The original's own digits fail: #776e65 on the 2 tile, white on the 128 tile.
    let two_ratio = contrast(Rgb(0x77, 0x6e, 0x65), Rgb(0xee, 0xe4, 0xda));
    assert!((two_ratio - 3.98).abs() < 0.01, "{two_ratio}");
    let gold_ratio = contrast(white, Rgb(0xed, 0xcf, 0x72));
    assert!(gold_ratio < 1.6, "{gold_ratio}");
}

#[test]
fn every_tile_is_readable_in_every_theme() {
    let mut failures = Vec::new();
    for theme in THEMES {
        for exp in 1..=20u8 {
            let bg = theme.tile(exp);
            let fg = theme.digits_on(bg);
            let true_colour = contrast(fg, bg);
            let indexed = contrast(
                ansi256_rgb(nearest_ansi256(fg)),
                ansi256_rgb(nearest_ansi256(bg)),
            );
            for (mode, ratio) in [("true colour", true_colour), ("256 colours", indexed)] {
                if ratio < 4.5 {
                    failures.push(format!(
                        "{} tile {} in {mode}: {ratio:.2}:1",
                        theme.name,
                        1u64 << exp
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn classic_keeps_the_original_tile_colours() {
    let original = [
        0xeee4da, 0xede0c8, 0xf2b179, 0xf59563, 0xf67c5f, 0xf65e3b, 0xedcf72, 0xedcc61, 0xedc850,
        0xedc53f, 0xedc22e, 0x3c3a32,
    ];
    for (i, rgb) in original.into_iter().enumerate() {
        let expected = Rgb((rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8);
        assert_eq!(CLASSIC.tile(i as u8 + 1), expected, "tile {}", 2u64 << i);
    }
    // Near-black on the light tiles, white on the dark one.
    assert_eq!(CLASSIC.digits_on(CLASSIC.tile(1)), CLASSIC.dark_digits);
    assert_eq!(CLASSIC.digits_on(CLASSIC.tile(7)), CLASSIC.dark_digits);
    assert_eq!(CLASSIC.digits_on(CLASSIC.tile(12)), CLASSIC.light_digits);
}

#[test]
fn ansi256_round_trip_of_the_cube() {
    for index in 16..=255u8 {
        assert_eq!(nearest_ansi256(ansi256_rgb(index)), index, "index {index}");
    }
}
