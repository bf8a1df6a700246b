//! The colours a terminal understands by number: the 16 ANSI colours and the xterm-256
//! table, and what they look like (xterm's defaults); the cube and the grey ramp, and the
//! nearest of them to a colour, are `anstyle-lossy`'s.

use anstyle::{Ansi256Color, RgbColor};
use anstyle_lossy::palette::Palette;
use ratatui::style::Color;

use super::colour::Rgb;

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

/// The xterm-256 colour nearest to `c`, by `anstyle-lossy`'s weighted distance: the
/// 6×6×6 cube or the grey ramp (the 16 system colours vary between terminals, so they are
/// never picked).
pub fn nearest_ansi256(c: Rgb) -> u8 {
    anstyle_lossy::rgb_to_xterm(RgbColor(c.0, c.1, c.2)).0
}

/// The colour an xterm-256 index stands for (cube and grey ramp; the 16 system colours,
/// which vary between terminals, as xterm's defaults).
pub fn ansi256_rgb(index: u8) -> Rgb {
    match index {
        0..=15 => XTERM16[usize::from(index)],
        _ => {
            let c = anstyle_lossy::xterm_to_rgb(Ansi256Color(index), XTERM);
            Rgb(c.r(), c.g(), c.b())
        }
    }
}

/// [`XTERM16`] as `anstyle-lossy` takes it.
const XTERM: Palette = Palette({
    let mut raw = [RgbColor(0, 0, 0); 16];
    let mut i = 0;
    while i < 16 {
        let c = XTERM16[i];
        raw[i] = RgbColor(c.0, c.1, c.2);
        i += 1;
    }
    raw
});
