//! The colours a terminal understands by number: the 16 ANSI colours and the xterm-256
//! table, what they look like (xterm's defaults), and how far apart two colours look
//! (WCAG contrast for digits on a tile, CIELAB distance for telling tiles apart).

use ratatui::style::Color;

use super::theme::Rgb;

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

/// WCAG relative luminance.
pub fn luminance(c: Rgb) -> f64 {
    0.2126 * linear(c.0) + 0.7152 * linear(c.1) + 0.0722 * linear(c.2)
}

/// An sRGB channel, linear (WCAG's form of the sRGB curve).
fn linear(v: u8) -> f64 {
    let s = f64::from(v) / 255.0;
    if s <= 0.039_28 {
        s / 12.92
    } else {
        ((s + 0.055) / 1.055).powf(2.4)
    }
}

/// WCAG contrast ratio of two colours (1 to 21).
pub fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// A colour in CIELAB (D65 white): L* from 0 to 100, then a* and b*.
pub fn lab(c: Rgb) -> [f64; 3] {
    let (r, g, b) = (linear(c.0), linear(c.1), linear(c.2));
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83;
    let f = |t: f64| {
        if t > 216.0 / 24_389.0 {
            t.cbrt()
        } else {
            (24_389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// How far apart two colours look: the CIELAB distance (ΔE 1976). About 2.3 is the
/// smallest difference an eye notices side by side.
pub fn delta_e(a: Rgb, b: Rgb) -> f64 {
    lab_distance(lab(a), lab(b))
}

fn lab_distance(a: [f64; 3], b: [f64; 3]) -> f64 {
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
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

/// Backgrounds this far apart (ΔE) or more count as told apart in 256 colours.
pub const MIN_DELTA_E: f64 = 3.0;

/// Gives each of `colours` an xterm-256 index, in order, by one rule: each takes the
/// index nearest to it (CIELAB) among the cube and the grey ramp that is at least
/// [`MIN_DELTA_E`] from every index taken before it and for which `fits` holds; a grey
/// takes only a grey. A colour equal to an earlier one shares its index.
pub fn distinct_indices(colours: &[Rgb], fits: impl Fn(usize, u8) -> bool) -> Vec<u8> {
    let is_grey = |c: Rgb| c.0 == c.1 && c.1 == c.2;
    let labs: Vec<[f64; 3]> = (0..=255u8).map(|i| lab(ansi256_rgb(i))).collect();
    let at = |index: u8| labs[usize::from(index)];
    let mut taken: Vec<(Rgb, u8)> = Vec::new();
    for (i, &c) in colours.iter().enumerate() {
        if let Some(&(_, index)) = taken.iter().find(|(t, _)| *t == c) {
            taken.push((c, index));
            continue;
        }
        let want = lab(c);
        let far_enough = |index: u8| {
            taken
                .iter()
                .all(|&(_, t)| lab_distance(at(t), at(index)) >= MIN_DELTA_E)
        };
        let index = (16..=255u8)
            .filter(|&index| !is_grey(c) || is_grey(ansi256_rgb(index)))
            .filter(|&index| far_enough(index) && fits(i, index))
            .min_by(|&a, &b| {
                let (da, db) = (lab_distance(want, at(a)), lab_distance(want, at(b)));
                da.total_cmp(&db).then(a.cmp(&b))
            })
            .unwrap_or_else(|| nearest_ansi256(c));
        taken.push((c, index));
    }
    taken.into_iter().map(|(_, index)| index).collect()
}
