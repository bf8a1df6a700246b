//! The colours a terminal understands by number: the 16 ANSI colours and the xterm-256
//! table, and what they look like (xterm's defaults).

use ratatui::style::Color;

use super::colour::Rgb;

/// The six levels of each channel in the xterm-256 colour cube.
const CUBE_LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];

/// xterm's default look of the 16 ANSI colours: black, red, green, yellow, blue, magenta,
/// cyan, white, then their bright versions. Terminals vary; contrast is checked on these.
pub const XTERM16: [Rgb; 16] = [
    Rgb(0x00, 0x00, 0x00),
    Rgb(0xcd, 0x00, 0x00),
    Rgb(0x00, 0xcd, 0x00),
    Rgb(0xcd, 0xcd, 0x00),
    Rgb(0x00, 0x00, 0xee),
    Rgb(0xcd, 0x00, 0xcd),
    Rgb(0x00, 0xcd, 0xcd),
    Rgb(0xe5, 0xe5, 0xe5),
    Rgb(0x7f, 0x7f, 0x7f),
    Rgb(0xff, 0x00, 0x00),
    Rgb(0x00, 0xff, 0x00),
    Rgb(0xff, 0xff, 0x00),
    Rgb(0x5c, 0x5c, 0xff),
    Rgb(0xff, 0x00, 0xff),
    Rgb(0x00, 0xff, 0xff),
    Rgb(0xff, 0xff, 0xff),
];

/// The number (0 to 15) of one of ratatui's named colours: `Black` to `Gray` are the
/// normal eight, `DarkGray` to `White` the bright ones. `None` for any other colour.
pub fn ansi16_index(color: Color) -> Option<u8> {
    Some(match color {
        Color::Black => 0,
        Color::Red => 1,
        Color::Green => 2,
        Color::Yellow => 3,
        Color::Blue => 4,
        Color::Magenta => 5,
        Color::Cyan => 6,
        Color::Gray => 7,
        Color::DarkGray => 8,
        Color::LightRed => 9,
        Color::LightGreen => 10,
        Color::LightYellow => 11,
        Color::LightBlue => 12,
        Color::LightMagenta => 13,
        Color::LightCyan => 14,
        Color::White => 15,
        _ => return None,
    })
}

/// The xterm-256 colour nearest to `c`: the 6×6×6 cube or the grey ramp, whichever is
/// closer (the 16 system colours vary between terminals, so they are never picked).
pub fn nearest_ansi256(c: Rgb) -> u8 {
    let nearest_level = |v: u8| {
        (0..6)
            .min_by_key(|&i| (i32::from(CUBE_LEVELS[i]) - i32::from(v)).abs())
            .unwrap_or(0)
    };
    let dist = |a: Rgb, b: Rgb| {
        let d = |x: u8, y: u8| (i32::from(x) - i32::from(y)).pow(2);
        d(a.0, b.0) + d(a.1, b.1) + d(a.2, b.2)
    };
    let (r, g, b) = (nearest_level(c.0), nearest_level(c.1), nearest_level(c.2));
    let cube = Rgb(CUBE_LEVELS[r], CUBE_LEVELS[g], CUBE_LEVELS[b]);
    let cube_index = 16 + 36 * r + 6 * g + b;
    let avg = (u32::from(c.0) + u32::from(c.1) + u32::from(c.2)) / 3;
    let grey_step = ((avg.saturating_sub(3)) / 10).min(23) as u8;
    let grey_level = 8 + 10 * grey_step;
    let grey = Rgb(grey_level, grey_level, grey_level);
    if dist(grey, c) < dist(cube, c) {
        232 + grey_step
    } else {
        cube_index as u8
    }
}

/// The colour an xterm-256 index stands for (cube and grey ramp; the 16 system colours,
/// which vary between terminals, as xterm's defaults).
pub fn ansi256_rgb(index: u8) -> Rgb {
    match index {
        0..=15 => XTERM16[usize::from(index)],
        16..=231 => {
            let i = usize::from(index - 16);
            Rgb(
                CUBE_LEVELS[i / 36],
                CUBE_LEVELS[(i / 6) % 6],
                CUBE_LEVELS[i % 6],
            )
        }
        _ => {
            let level = 8 + 10 * (index - 232);
            Rgb(level, level, level)
        }
    }
}
