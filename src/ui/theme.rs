//! Colours: one palette of roles, shown in true colour, as the nearest xterm-256 colours,
//! or not at all. Which one is picked once at start from `NO_COLOR` and `COLORTERM`.

use ratatui::style::{Color, Modifier, Style};

pub use super::ansi::{ansi256_rgb, contrast, luminance, nearest_ansi256};

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

/// A set of colours for every role on screen.
#[derive(Debug, PartialEq, Eq)]
pub struct Palette {
    pub name: &'static str,
    /// Behind the tiles, and the panels.
    pub board: Rgb,
    /// An empty cell.
    pub empty: Rgb,
    pub panel_label: Rgb,
    pub panel_value: Rgb,
    /// The "+N" beside the score.
    pub gain: Rgb,
    pub overlay_fg: Rgb,
    pub overlay_bg: Rgb,
    /// Key names in the footer.
    pub key: Rgb,
    /// Quiet text.
    pub dim: Rgb,
    /// The status line's notices.
    pub notice: Rgb,
    /// Tiles 2, 4, 8, … 2048, then one colour for every larger tile.
    pub tiles: [Rgb; 12],
    /// The two digit colours; each tile takes whichever reads better on it.
    pub dark_digits: Rgb,
    pub light_digits: Rgb,
    /// Bold digits and values (off for a theme that must look like a log).
    pub bold: bool,
}

impl Palette {
    /// The colour of a tile of exponent `exp` (0 for an empty cell).
    pub fn tile(&self, exp: u8) -> Rgb {
        match exp {
            0 => self.empty,
            e => self.tiles[usize::from(e - 1).min(self.tiles.len() - 1)],
        }
    }

    /// The digit colour on a tile colour: whichever of the two reads better.
    pub fn digits_on(&self, bg: Rgb) -> Rgb {
        if contrast(self.dark_digits, bg) >= contrast(self.light_digits, bg) {
            self.dark_digits
        } else {
            self.light_digits
        }
    }
}

/// The original game's colours, with digit colours chosen for contrast.
pub const CLASSIC: Palette = Palette {
    name: "classic",
    board: hex(0xbbada0),
    empty: hex(0xcdc1b4),
    panel_label: hex(0xeee4da),
    panel_value: hex(0xffffff),
    gain: hex(0x3c3a32),
    overlay_fg: hex(0x1f1b16),
    overlay_bg: hex(0xf9f6f2),
    key: hex(0xf2b179),
    dim: hex(0x9e948a),
    notice: hex(0xf59563),
    tiles: [
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
    ],
    dark_digits: hex(0x1f1b16),
    light_digits: hex(0xffffff),
    bold: true,
};

/// Deep tiles on a dark board, for dark terminals.
pub const DARK: Palette = Palette {
    name: "dark",
    board: hex(0x2a2723),
    empty: hex(0x3a3631),
    panel_label: hex(0xb8aea4),
    panel_value: hex(0xf2ede8),
    gain: hex(0xf2b179),
    overlay_fg: hex(0xf2ede8),
    overlay_bg: hex(0x4a453f),
    key: hex(0xf2b179),
    dim: hex(0x8a8178),
    notice: hex(0xf59563),
    tiles: [
        hex(0x5c554d),
        hex(0x6e6254),
        hex(0x9c5b2e),
        hex(0xa84b24),
        hex(0xb23a1e),
        hex(0xc02914),
        hex(0x85701a),
        hex(0x9a8316),
        hex(0xa68b10),
        hex(0xb2930a),
        hex(0xbf9b05),
        hex(0x1b4f72),
    ],
    dark_digits: hex(0x111111),
    light_digits: hex(0xffffff),
    bold: true,
};

/// Strong, clearly separated colours with black or white digits.
pub const HIGH_CONTRAST: Palette = Palette {
    name: "high-contrast",
    board: hex(0x000000),
    empty: hex(0x262626),
    panel_label: hex(0xffffff),
    panel_value: hex(0xffff00),
    gain: hex(0x00ff00),
    overlay_fg: hex(0x000000),
    overlay_bg: hex(0xffffff),
    key: hex(0xffff00),
    dim: hex(0xd0d0d0),
    notice: hex(0x00ffff),
    tiles: [
        hex(0xffffff),
        hex(0xd7d7d7),
        hex(0xffd700),
        hex(0xff8700),
        hex(0xff5f5f),
        hex(0xd70000),
        hex(0x00d7ff),
        hex(0x0087ff),
        hex(0x00d700),
        hex(0x008700),
        hex(0xd700d7),
        hex(0x5f00af),
    ],
    dark_digits: hex(0x000000),
    light_digits: hex(0xffffff),
    bold: true,
};

/// Greys and plain weight: from across the room it passes for a log viewer.
pub const STEALTH: Palette = Palette {
    name: "stealth",
    board: hex(0x1c1c1c),
    empty: hex(0x1c1c1c),
    panel_label: hex(0x8a8a8a),
    panel_value: hex(0xbcbcbc),
    gain: hex(0x8a8a8a),
    overlay_fg: hex(0xbcbcbc),
    overlay_bg: hex(0x262626),
    key: hex(0xa8a8a8),
    dim: hex(0x767676),
    notice: hex(0xa8a8a8),
    tiles: [
        hex(0x262626),
        hex(0x2c2c2c),
        hex(0x323232),
        hex(0x383838),
        hex(0x3e3e3e),
        hex(0x444444),
        hex(0x4a4a4a),
        hex(0x505050),
        hex(0x565656),
        hex(0x5c5c5c),
        hex(0x626262),
        hex(0x808080),
    ],
    dark_digits: hex(0x000000),
    light_digits: hex(0xe4e4e4),
    bold: false,
};

/// Every theme.
pub const THEMES: [&Palette; 4] = [&CLASSIC, &DARK, &HIGH_CONTRAST, &STEALTH];

/// How the screen looks; fixed for a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub color: ColorMode,
    pub palette: &'static Palette,
}

impl Look {
    /// The classic theme in the given colour mode.
    pub fn new(color: ColorMode) -> Look {
        Look {
            color,
            palette: &CLASSIC,
        }
    }

    /// A theme in the given colour mode.
    pub fn themed(color: ColorMode, palette: &'static Palette) -> Look {
        Look { color, palette }
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

    fn strong(&self, style: Style) -> Style {
        // Without colour, bold is what sets the digits apart; stealth stays plain.
        if self.palette.bold || self.color == ColorMode::None {
            style.add_modifier(Modifier::BOLD)
        } else {
            style
        }
    }

    fn fg(&self, rgb: Rgb) -> Style {
        match self.paint(rgb) {
            Some(c) => Style::new().fg(c),
            None => Style::new(),
        }
    }

    /// The style of a tile of exponent `exp` (0 for an empty cell).
    pub fn tile(&self, exp: u8) -> Style {
        let bg = self.palette.tile(exp);
        self.strong(self.style(self.palette.digits_on(bg), bg))
    }

    /// The board's background, between the tiles.
    pub fn board(&self) -> Style {
        // The same foreground and weight as the light tiles' digits: moving from a gap to
        // a tile then changes only the background, which keeps frames small.
        self.strong(self.style(self.palette.dark_digits, self.palette.board))
    }

    /// A score panel.
    pub fn panel(&self) -> Style {
        self.style(self.palette.panel_label, self.palette.board)
    }

    /// The value in a score panel.
    pub fn panel_value(&self) -> Style {
        self.strong(self.style(self.palette.panel_value, self.palette.board))
    }

    /// The "+N" beside the score.
    pub fn gain(&self) -> Style {
        self.strong(self.style(self.palette.gain, self.palette.board))
    }

    /// An overlay box over the board.
    pub fn overlay(&self) -> Style {
        self.style(self.palette.overlay_fg, self.palette.overlay_bg)
    }

    /// The name of a key, in the footer.
    pub fn key(&self) -> Style {
        self.strong(self.fg(self.palette.key))
    }

    /// Plain text on the terminal's own background.
    pub fn text(&self) -> Style {
        Style::new()
    }

    /// Quiet text (hints, the footer).
    pub fn dim(&self) -> Style {
        self.fg(self.palette.dim)
    }

    /// A notice in the status line.
    pub fn notice(&self) -> Style {
        match self.paint(self.palette.notice) {
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

/// The classic colour of a tile of exponent `exp` (0 for an empty cell).
pub fn tile_color(exp: u8) -> Rgb {
    CLASSIC.tile(exp)
}
