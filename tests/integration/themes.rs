//! Every theme in every colour mode, as the terminal receives it: tiles told apart (after
//! quantising to 256 or 16 colours) and every tile's number readable, a WCAG contrast ratio
//! of at least 4.5:1 between the digits and the tile.

use std::collections::HashSet;

use ratatui::style::{Color, Modifier, Style};
use tui2048::ui::ansi::{XTERM16, ansi16_index, delta_e};
use tui2048::ui::theme::{
    CLASSIC, DARK, HIGH_CONTRAST, Indexed, Palette, Rgb, STEALTH, THEMES, ansi256_rgb, contrast,
    luminance, nearest_ansi256,
};
use tui2048::ui::{ColorMode, Look};

const MODES: [ColorMode; 3] = [ColorMode::TrueColor, ColorMode::Ansi256, ColorMode::Ansi16];

/// What a colour looks like on screen (xterm's defaults for the numbered colours).
fn shown(color: Option<Color>) -> Rgb {
    match color {
        Some(Color::Rgb(r, g, b)) => Rgb(r, g, b),
        Some(Color::Indexed(n)) => ansi256_rgb(n),
        Some(named) => XTERM16[usize::from(ansi16_index(named).expect("a named colour"))],
        None => panic!("no colour"),
    }
}

fn look(palette: &'static Palette, mode: ColorMode) -> Look {
    Look::themed(mode, palette)
}

fn value(exp: u8) -> u64 {
    1 << exp
}

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
fn cielab_distance_matches_known_values() {
    // Black to white is L* 0 to 100; equal colours are 0 apart.
    assert!((delta_e(Rgb(0, 0, 0), Rgb(255, 255, 255)) - 100.0).abs() < 0.01);
    assert_eq!(delta_e(Rgb(9, 99, 199), Rgb(9, 99, 199)), 0.0);
    // Two neighbouring greys of the xterm ramp are told apart, barely.
    let step = delta_e(ansi256_rgb(243), ansi256_rgb(244));
    assert!((3.0..4.5).contains(&step), "{step}");
}

#[test]
fn every_tile_is_readable_in_every_theme_and_mode() {
    let mut failures = Vec::new();
    for theme in THEMES {
        for mode in MODES {
            for exp in 1..=20u8 {
                let style = look(theme, mode).tile(exp);
                let ratio = contrast(shown(style.fg), shown(style.bg));
                if ratio < 4.5 {
                    failures.push(format!(
                        "{} tile {} in {mode:?}: {ratio:.2}:1",
                        theme.name,
                        value(exp)
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn tiles_up_to_2048_have_their_own_background_in_every_mode() {
    for theme in THEMES {
        for mode in [ColorMode::TrueColor, ColorMode::Ansi256] {
            let look = look(theme, mode);
            let bg = |exp: u8| look.tile(exp).bg.expect("a background");
            let seen: HashSet<Color> = (1..=11).map(bg).collect();
            assert_eq!(seen.len(), 11, "{} in {mode:?}", theme.name);
            assert_ne!(bg(12), bg(11), "{} 4096 in {mode:?}", theme.name);
            assert_eq!(bg(13), bg(12), "{} 8192 in {mode:?}", theme.name);
        }
    }
}

/// In 256 colours the backgrounds are not only different numbers but look different: every
/// two of the board, the empty cell and the tiles are at least ΔE 3 apart (stealth's board
/// and empty cell are one colour in true colour too).
#[test]
fn backgrounds_in_256_colours_look_different() {
    for theme in THEMES {
        let look = look(theme, ColorMode::Ansi256);
        let mut backgrounds = vec![("board", look.board().bg)];
        backgrounds.extend((0..=12u8).map(|exp| ("tile", look.tile(exp).bg)));
        for (i, &(name_a, a)) in backgrounds.iter().enumerate() {
            for (j, &(name_b, b)) in backgrounds.iter().enumerate().skip(i + 1) {
                if theme.name == "stealth" && i == 0 && j == 1 {
                    assert_eq!(a, b, "stealth's board and empty cell are one colour");
                    continue;
                }
                let apart = delta_e(shown(a), shown(b));
                assert!(
                    apart >= 3.0,
                    "{}: {name_a} {i} and {name_b} {j} are {apart:.1} apart",
                    theme.name
                );
            }
        }
    }
}

/// The indices the rule gives each theme, pinned: a change to the rule or to a palette
/// shows up here, to be looked at.
#[test]
fn the_256_colour_rule_picks_these_indices() {
    let expected = [
        (
            &CLASSIC,
            (145, 251),
            [254, 187, 216, 209, 210, 203, 222, 221, 178, 220, 214, 237],
        ),
        (
            &DARK,
            (235, 237),
            [240, 241, 173, 130, 88, 124, 94, 136, 100, 178, 142, 24],
        ),
        (
            &HIGH_CONTRAST,
            (16, 235),
            [231, 188, 220, 208, 203, 160, 45, 33, 40, 28, 164, 55],
        ),
        (
            &STEALTH,
            (234, 234),
            [235, 236, 237, 238, 239, 240, 241, 243, 244, 245, 246, 247],
        ),
    ];
    for (theme, (board, empty), tiles) in expected {
        let indexed = Indexed::of(theme);
        assert_eq!(
            (indexed.board, indexed.empty, indexed.tiles),
            (board, empty, tiles),
            "{}",
            theme.name
        );
    }
}

/// Where plain nearest-match kept tiles apart, the rule changes nothing; and every tile
/// stays near its true colour.
#[test]
fn the_256_colour_look_stays_near_the_true_colours() {
    for theme in THEMES {
        let indexed = Indexed::of(theme);
        assert_eq!(
            indexed.board,
            nearest_ansi256(theme.board),
            "{}",
            theme.name
        );
        for (i, (&index, &rgb)) in indexed.tiles.iter().zip(&theme.tiles).enumerate() {
            let apart = delta_e(ansi256_rgb(index), rgb);
            assert!(apart < 20.0, "{} tile {}: {apart:.1}", theme.name, 2 << i);
        }
    }
    // high-contrast was already told apart by nearest-match: the same indices.
    let nearest: Vec<u8> = HIGH_CONTRAST
        .tiles
        .iter()
        .map(|&c| nearest_ansi256(c))
        .collect();
    assert_eq!(Indexed::of(&HIGH_CONTRAST).tiles.to_vec(), nearest);
}

/// The colour roles that must be told apart stay apart after quantising: the empty cell
/// from the board and from the 2 tile, and text from what it is written on.
#[test]
fn roles_stay_apart_in_every_mode() {
    for theme in THEMES {
        for mode in MODES {
            let look = look(theme, mode);
            let empty = look.tile(0).bg;
            if theme.board != theme.empty && mode != ColorMode::Ansi16 {
                assert_ne!(look.board().bg, empty, "{} {mode:?}", theme.name);
            }
            assert_ne!(
                (empty, look.tile(0).fg),
                (look.tile(1).bg, look.tile(1).fg),
                "{} {mode:?}: empty cell and 2",
                theme.name
            );
            let text_on = |style: Style| {
                let own = style.fg == Some(Color::Reset) && style.bg == Some(Color::Reset);
                assert!(
                    own || style.fg != style.bg,
                    "{} {mode:?}: {style:?}",
                    theme.name
                );
            };
            for style in [
                look.panel(),
                look.panel_value(),
                look.gain(),
                look.overlay(),
            ] {
                text_on(style);
            }
        }
    }
}

/// The 16 ANSI colours as the Linux console shows them.
const LINUX16: [Rgb; 16] = [
    Rgb(0x00, 0x00, 0x00),
    Rgb(0xaa, 0x00, 0x00),
    Rgb(0x00, 0xaa, 0x00),
    Rgb(0xaa, 0x55, 0x00),
    Rgb(0x00, 0x00, 0xaa),
    Rgb(0xaa, 0x00, 0xaa),
    Rgb(0x00, 0xaa, 0xaa),
    Rgb(0xaa, 0xaa, 0xaa),
    Rgb(0x55, 0x55, 0x55),
    Rgb(0xff, 0x55, 0x55),
    Rgb(0x55, 0xff, 0x55),
    Rgb(0xff, 0xff, 0x55),
    Rgb(0x55, 0x55, 0xff),
    Rgb(0xff, 0x55, 0xff),
    Rgb(0x55, 0xff, 0xff),
    Rgb(0xff, 0xff, 0xff),
];

fn index16(color: Option<Color>) -> u8 {
    ansi16_index(color.expect("a colour")).expect("one of the 16 named colours")
}

/// The 16-colour rule, for every theme:
/// - only the 16 named colours (and the terminal's own) are used;
/// - every tile 2 to 2048 has its own pair of background and digit colour, and 4096 has
///   another background than 2048;
/// - in the coloured themes every tile 2 to 2048 has its own background, and at least six
///   of them stay apart where bright backgrounds show as normal ones (the Linux console);
///   stealth keeps its tiles black and tells them apart by their digits alone;
/// - the 2 tile is not the empty cell.
#[test]
fn sixteen_colour_tiles_are_told_apart() {
    for theme in THEMES {
        let look = look(theme, ColorMode::Ansi16);
        let pair = |exp: u8| (index16(look.tile(exp).bg), index16(look.tile(exp).fg));
        let pairs: HashSet<(u8, u8)> = (1..=11).map(pair).collect();
        assert_eq!(pairs.len(), 11, "{}", theme.name);
        assert_ne!(pair(12).0, pair(11).0, "{}: 4096 and 2048", theme.name);
        let backgrounds: HashSet<u8> = (1..=11).map(|e| pair(e).0).collect();
        let folded: HashSet<u8> = backgrounds.iter().map(|bg| bg % 8).collect();
        let digits: HashSet<u8> = (1..=11).map(|e| pair(e).1).collect();
        if theme.name == "stealth" {
            assert_eq!(
                (1..=10).map(|e| pair(e).0).collect::<HashSet<_>>(),
                HashSet::from([0])
            );
            assert_eq!(digits.len(), 11, "{digits:?}");
        } else {
            assert_eq!(backgrounds.len(), 11, "{}: {backgrounds:?}", theme.name);
            assert!(folded.len() >= 6, "{}: {folded:?}", theme.name);
            assert_ne!(look.tile(0).bg, look.tile(1).bg, "{}", theme.name);
        }
        for style in [look.board(), look.panel(), look.overlay(), look.dim()] {
            for color in [style.fg, style.bg].into_iter().flatten() {
                assert!(
                    color == Color::Reset || ansi16_index(color).is_some(),
                    "{}: {color:?}",
                    theme.name
                );
            }
        }
    }
}

/// Digits in 16 colours: black on light tiles, never bold (many terminals show bold black
/// as grey); bright white on dark tiles, bold in the themes with bold digits. On the Linux
/// console, with its own colours and its bright backgrounds shown as normal ones, every
/// tile's digits still read at 3:1 or better.
#[test]
fn sixteen_colour_digits_read_on_the_linux_console_too() {
    for theme in THEMES {
        let look = look(theme, ColorMode::Ansi16);
        for exp in 1..=12u8 {
            let style = look.tile(exp);
            let (bg, fg) = (index16(style.bg), index16(style.fg));
            let bold = style.add_modifier.contains(Modifier::BOLD);
            let name = format!("{} tile {}", theme.name, value(exp));
            if fg < 8 {
                assert!(!bold, "{name}: bold on a normal colour");
            } else {
                assert_eq!(bold, theme.bold, "{name}");
            }
            if theme.name != "stealth" {
                assert!(fg == 0 || fg == 15, "{name}: digits black or bright white");
            }
            let shown_fg = LINUX16[usize::from(if bold && fg < 8 { fg + 8 } else { fg })];
            let ratio = contrast(shown_fg, LINUX16[usize::from(bg % 8)]);
            assert!(ratio >= 3.0, "{name}: {ratio:.2}:1 on the Linux console");
        }
    }
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

/// Nearest-match alone folds tiles into one colour: the reason for the rule.
#[test]
fn nearest_match_alone_would_fold_tiles() {
    let folds = |theme: &Palette| {
        let nearest: HashSet<u8> = theme.tiles[..11]
            .iter()
            .map(|&c| nearest_ansi256(c))
            .collect();
        11 - nearest.len()
    };
    assert_eq!(
        [
            folds(&CLASSIC),
            folds(&DARK),
            folds(&HIGH_CONTRAST),
            folds(&STEALTH)
        ],
        [4, 4, 0, 3],
    );
}
