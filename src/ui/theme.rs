//! Colours: one palette of roles, shown in true colour, as the nearest xterm-256 colours,
//! or not at all. Which one is picked once at start from `NO_COLOR` and `COLORTERM`.

use ratatui::style::{Color, Modifier, Style};

/// How many colours the terminal shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorMode {
    TrueColor,
    Ansi256,
    /// `NO_COLOR` is set: no colour at all, the grid and bold digits carry the board.
    None,
}

impl ColorMode {
    /// The mode the environment asks for: `NO_COLOR` (non-empty) turns colour off,
    /// `COLORTERM=truecolor|24bit` turns on true colour, anything else gets 256 colours.
    pub fn from_env_vars(no_color: Option<&str>, colorterm: Option<&str>) -> ColorMode {
        if no_color.is_some_and(|v| !v.is_empty()) {
            return ColorMode::None;
        }
        match colorterm.map(str::to_ascii_lowercase).as_deref() {
            Some("truecolor" | "24bit") => ColorMode::TrueColor,
            _ => ColorMode::Ansi256,
        }
    }

    /// The mode of this process's environment.
    pub fn detect() -> ColorMode {
        let no_color = std::env::var("NO_COLOR").ok();
        let colorterm = std::env::var("COLORTERM").ok();
        ColorMode::from_env_vars(no_color.as_deref(), colorterm.as_deref())
    }
}

/// How the screen looks; fixed for a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub color: ColorMode,
}

impl Look {
    pub fn new(color: ColorMode) -> Look {
        Look { color }
    }

    /// A colour of the palette in this look's mode (`None` when colour is off).
    pub fn paint(&self, rgb: Rgb) -> Option<Color> {
        match self.color {
            ColorMode::TrueColor => Some(Color::Rgb(rgb.0, rgb.1, rgb.2)),
            ColorMode::Ansi256 => Some(Color::Indexed(nearest_ansi256(rgb))),
            ColorMode::None => None,
        }
    }

    /// A style with the given foreground and background from the palette.
    pub fn style(&self, fg: Rgb, bg: Rgb) -> Style {
        let mut style = Style::new();
        if let Some(fg) = self.paint(fg) {
            style = style.fg(fg);
        }
        if let Some(bg) = self.paint(bg) {
            style = style.bg(bg);
        }
        style
    }

    /// The style of a tile of exponent `exp` (0 for an empty cell).
    pub fn tile(&self, exp: u8) -> Style {
        let bg = tile_color(exp);
        self.style(digit_color(bg), bg).add_modifier(Modifier::BOLD)
    }

    /// The board's background, between the tiles.
    pub fn board(&self) -> Style {
        self.style(GRID_LINE, BOARD)
    }

    /// A score panel.
    pub fn panel(&self) -> Style {
        self.style(PANEL_LABEL, BOARD)
    }

    /// The value in a score panel.
    pub fn panel_value(&self) -> Style {
        self.style(WHITE, BOARD).add_modifier(Modifier::BOLD)
    }

    /// The "+N" beside the score.
    pub fn gain(&self) -> Style {
        self.style(GAIN, BOARD).add_modifier(Modifier::BOLD)
    }

    /// An overlay box over the board.
    pub fn overlay(&self) -> Style {
        self.style(TEXT, OVERLAY)
    }

    /// The word a key does, in the footer and the help.
    pub fn key(&self) -> Style {
        let style = Style::new().add_modifier(Modifier::BOLD);
        match self.paint(KEY) {
            Some(c) => style.fg(c),
            None => style,
        }
    }

    /// Plain text on the terminal's own background.
    pub fn text(&self) -> Style {
        Style::new()
    }

    /// Quiet text (hints, the footer).
    pub fn dim(&self) -> Style {
        match self.paint(DIM) {
            Some(c) => Style::new().fg(c),
            None => Style::new(),
        }
    }

    /// A notice in the status line.
    pub fn notice(&self) -> Style {
        match self.paint(NOTICE) {
            Some(c) => Style::new().fg(c),
            None => Style::new().add_modifier(Modifier::BOLD),
        }
    }

    /// Whether the grid between tiles must be drawn with lines (no colour to show it).
    pub fn draws_grid_lines(&self) -> bool {
        self.color == ColorMode::None
    }
}

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

const fn hex(v: u32) -> Rgb {
    Rgb((v >> 16) as u8, (v >> 8) as u8, v as u8)
}

/// The board behind the tiles (the original's #bbada0).
pub const BOARD: Rgb = hex(0xbbada0);
/// An empty cell.
pub const EMPTY: Rgb = hex(0xcdc1b4);
const GRID_LINE: Rgb = hex(0x8f7a66);
const PANEL_LABEL: Rgb = hex(0xeee4da);
const WHITE: Rgb = hex(0xffffff);
const GAIN: Rgb = hex(0x3c3a32);
const TEXT: Rgb = hex(0x1f1b16);
const OVERLAY: Rgb = hex(0xf9f6f2);
const KEY: Rgb = hex(0xf2b179);
const DIM: Rgb = hex(0x9e948a);
const NOTICE: Rgb = hex(0xf59563);
/// Digits on light tiles: near-black, not the original's low-contrast grey.
pub const DARK_DIGITS: Rgb = hex(0x1f1b16);
/// Digits on dark tiles.
pub const LIGHT_DIGITS: Rgb = hex(0xffffff);

/// The original game's tile colours, from 2 to 2048; larger tiles share the last.
const TILES: [Rgb; 12] = [
    hex(0xeee4da), // 2
    hex(0xede0c8), // 4
    hex(0xf2b179), // 8
    hex(0xf59563), // 16
    hex(0xf67c5f), // 32
    hex(0xf65e3b), // 64
    hex(0xedcf72), // 128
    hex(0xedcc61), // 256
    hex(0xedc850), // 512
    hex(0xedc53f), // 1024
    hex(0xedc22e), // 2048
    hex(0x3c3a32), // 4096 and beyond
];

/// The colour of a tile of exponent `exp` (0 for an empty cell).
pub fn tile_color(exp: u8) -> Rgb {
    match exp {
        0 => EMPTY,
        e => TILES[usize::from(e - 1).min(TILES.len() - 1)],
    }
}

/// The digit colour for a tile colour: whichever of near-black and white reads better.
pub fn digit_color(bg: Rgb) -> Rgb {
    if contrast(DARK_DIGITS, bg) >= contrast(LIGHT_DIGITS, bg) {
        DARK_DIGITS
    } else {
        LIGHT_DIGITS
    }
}

/// WCAG relative luminance.
pub fn luminance(c: Rgb) -> f64 {
    let lin = |v: u8| {
        let s = f64::from(v) / 255.0;
        if s <= 0.039_28 {
            s / 12.92
        } else {
            ((s + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c.0) + 0.7152 * lin(c.1) + 0.0722 * lin(c.2)
}

/// WCAG contrast ratio of two colours (1 to 21).
pub fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The xterm-256 colour nearest to `c`: the 6×6×6 cube or the grey ramp, whichever is
/// closer (the 16 system colours vary between terminals, so they are never picked).
pub fn nearest_ansi256(c: Rgb) -> u8 {
    const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
    let nearest_level = |v: u8| {
        (0..6)
            .min_by_key(|&i| (i32::from(LEVELS[i]) - i32::from(v)).abs())
            .unwrap_or(0)
    };
    let dist = |a: Rgb, b: Rgb| {
        let d = |x: u8, y: u8| (i32::from(x) - i32::from(y)).pow(2);
        d(a.0, b.0) + d(a.1, b.1) + d(a.2, b.2)
    };
    let (r, g, b) = (nearest_level(c.0), nearest_level(c.1), nearest_level(c.2));
    let cube = Rgb(LEVELS[r], LEVELS[g], LEVELS[b]);
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
