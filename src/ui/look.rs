//! How many colours the terminal shows, and the style of every role on screen in that many.
//!
//! - True colour: the palette as it is.
//! - 256 colours: the palette's backgrounds (board, empty cell, tiles) take xterm-256
//!   indices by one rule ([`distinct_indices`]): in that order, each takes the index
//!   nearest to its colour that is told apart from every one taken before it and on
//!   which the digits still read at 4.5:1. So tiles never fold into one colour. Text
//!   colours take the nearest index.
//! - 16 colours: each theme's own table of the 16 ANSI colours ([`Palette16`]), with the
//!   grid lines of the colourless board.
//! - None (`NO_COLOR`): the grid lines and bold digits carry the board.

use ratatui::style::{Color, Modifier, Style};

use super::ansi::{ansi16_index, ansi256_rgb, contrast, distinct_indices, nearest_ansi256};
use super::theme::{CLASSIC, DARK, HIGH_CONTRAST, Palette, Palette16, Rgb, STEALTH};
use crate::app::Theme;

/// How many colours the terminal shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorMode {
    TrueColor,
    Ansi256,
    /// The 16 ANSI colours (the Linux console, older terminals).
    Ansi16,
    /// `NO_COLOR` is set: no colour at all, the grid and bold digits carry the board.
    None,
}

/// Terminals (`TERM`) known to show 16 colours or fewer.
const SIXTEEN_COLOUR_TERMS: [&str; 10] = [
    "linux",
    "xterm-color",
    "vt100",
    "vt102",
    "vt220",
    "ansi",
    "cons25",
    "pcansi",
    "rxvt",
    "rxvt-unicode",
];

impl ColorMode {
    /// The mode the environment asks for, first match wins:
    /// - `NO_COLOR` set and not empty: no colour;
    /// - `COLORTERM=truecolor` or `24bit`, or a `TERM` ending in `-direct`: true colour;
    /// - `TERM=dumb`: no colour;
    /// - a `TERM` naming 256 colours (`xterm-256color`, `screen-256color`, …): 256;
    /// - the Linux console (`linux`, `linux-*`, `*.linux`), `*-16color`, `*-8color`,
    ///   `*-88color`, `xterm-color`, `vt100`, `vt102`, `vt220`, `ansi`, `cons25`,
    ///   `pcansi`, `rxvt`, `rxvt-unicode`: 16 colours;
    /// - anything else, unset included (plain `xterm`, `screen`, `tmux` show 256 today): 256.
    pub fn from_env_vars(
        no_color: Option<&str>,
        colorterm: Option<&str>,
        term: Option<&str>,
    ) -> ColorMode {
        if no_color.is_some_and(|v| !v.is_empty()) {
            return ColorMode::None;
        }
        let colorterm = colorterm.unwrap_or_default().to_ascii_lowercase();
        let term = term.unwrap_or_default().trim().to_ascii_lowercase();
        if matches!(colorterm.as_str(), "truecolor" | "24bit") || term.ends_with("-direct") {
            return ColorMode::TrueColor;
        }
        if term == "dumb" {
            return ColorMode::None;
        }
        if term.contains("256color") {
            return ColorMode::Ansi256;
        }
        let linux = term == "linux" || term.starts_with("linux-") || term.ends_with(".linux");
        let few = ["-16color", "-8color", "-88color"]
            .iter()
            .any(|tail| term.ends_with(tail));
        if linux || few || SIXTEEN_COLOUR_TERMS.contains(&term.as_str()) {
            ColorMode::Ansi16
        } else {
            ColorMode::Ansi256
        }
    }

    /// The mode of this process's environment (`NO_COLOR`, `COLORTERM`, `TERM`).
    pub fn detect() -> ColorMode {
        let var = |name| std::env::var(name).ok();
        let (no_color, colorterm, term) = (var("NO_COLOR"), var("COLORTERM"), var("TERM"));
        ColorMode::from_env_vars(no_color.as_deref(), colorterm.as_deref(), term.as_deref())
    }
}

/// A palette's backgrounds and digits as xterm-256 indices.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Indexed {
    pub board: u8,
    pub empty: u8,
    /// Tiles 2, 4, … 2048, then every larger tile.
    pub tiles: [u8; 12],
    pub dark_digits: u8,
    pub light_digits: u8,
}

impl Indexed {
    /// The indices of a palette: digits the nearest, backgrounds by [`distinct_indices`]
    /// over the board, the empty cell and the tiles, in that order, a tile taking only an
    /// index on which one of the two digit colours reads at 4.5:1 or better.
    pub fn of(palette: &Palette) -> Indexed {
        let dark_digits = nearest_ansi256(palette.dark_digits);
        let light_digits = nearest_ansi256(palette.light_digits);
        let readable = |index: u8| {
            let bg = ansi256_rgb(index);
            let ratio = |digits: u8| contrast(ansi256_rgb(digits), bg);
            ratio(dark_digits).max(ratio(light_digits)) >= 4.5
        };
        let mut colours = vec![palette.board, palette.empty];
        colours.extend(palette.tiles);
        let indices = distinct_indices(&colours, |i, index| i < 2 || readable(index));
        let mut tiles = [0; 12];
        tiles.copy_from_slice(&indices[2..]);
        Indexed {
            board: indices[0],
            empty: indices[1],
            tiles,
            dark_digits,
            light_digits,
        }
    }

    /// The index of a tile of exponent `exp` (0 for an empty cell).
    pub fn tile(&self, exp: u8) -> u8 {
        match exp {
            0 => self.empty,
            e => self.tiles[usize::from(e - 1).min(self.tiles.len() - 1)],
        }
    }

    /// The digits on a background index: whichever of the two reads better.
    pub fn digits_on(&self, bg: u8) -> u8 {
        let ratio = |digits: u8| contrast(ansi256_rgb(digits), ansi256_rgb(bg));
        if ratio(self.dark_digits) >= ratio(self.light_digits) {
            self.dark_digits
        } else {
            self.light_digits
        }
    }
}

/// How the screen looks: a theme in a colour mode (the theme key changes the theme).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub color: ColorMode,
    pub palette: &'static Palette,
    /// The palette in 256 colours (worked out in that mode only).
    indexed: Indexed,
}

/// A style of an optional foreground and background.
fn style(fg: Option<Color>, bg: Option<Color>) -> Style {
    let mut style = Style::new();
    if let Some(fg) = fg {
        style = style.fg(fg);
    }
    if let Some(bg) = bg {
        style = style.bg(bg);
    }
    style
}

/// Whether bold leaves a 16-colour foreground as it is: many terminals (xterm, the Linux
/// console, Terminal.app) show bold text in the normal eight colours in their bright
/// versions, which would turn black digits grey.
fn bold_keeps(fg: Color) -> bool {
    !matches!(ansi16_index(fg), Some(0..=7))
}

impl Look {
    /// The classic theme in the given colour mode.
    pub fn new(color: ColorMode) -> Look {
        Look::themed(color, &CLASSIC)
    }

    /// A theme in the given colour mode.
    pub fn in_theme(color: ColorMode, theme: Theme) -> Look {
        Look::themed(color, palette_of(theme))
    }

    /// This look in another theme, in the same colour mode.
    pub fn with_theme(self, theme: Theme) -> Look {
        Look::in_theme(self.color, theme)
    }

    /// A palette in the given colour mode.
    pub fn themed(color: ColorMode, palette: &'static Palette) -> Look {
        let indexed = match color {
            ColorMode::Ansi256 => Indexed::of(palette),
            _ => Indexed::default(),
        };
        Look {
            color,
            palette,
            indexed,
        }
    }

    /// The 16-colour table of the theme.
    fn p16(&self) -> &'static Palette16 {
        &self.palette.ansi16
    }

    /// A colour in this look's mode: `rgb` in true colour, `index` in 256 colours,
    /// `named` in 16; `None` when colour is off.
    fn pick(&self, rgb: Rgb, index: u8, named: Color) -> Option<Color> {
        match self.color {
            ColorMode::TrueColor => Some(Color::Rgb(rgb.0, rgb.1, rgb.2)),
            ColorMode::Ansi256 => Some(Color::Indexed(index)),
            ColorMode::Ansi16 => Some(named),
            ColorMode::None => None,
        }
    }

    /// A text colour: in 256 colours the nearest index.
    fn ink(&self, rgb: Rgb, named: Color) -> Option<Color> {
        self.pick(rgb, nearest_ansi256(rgb), named)
    }

    /// The board's colour, behind the tiles and the panels.
    fn board_bg(&self) -> Option<Color> {
        self.pick(self.palette.board, self.indexed.board, self.p16().board)
    }

    fn strong(&self, style: Style) -> Style {
        // Without colour, bold is what sets the digits apart; stealth stays plain.
        let bold = match self.color {
            ColorMode::None => true,
            ColorMode::Ansi16 => self.palette.bold && style.fg.is_none_or(bold_keeps),
            ColorMode::TrueColor | ColorMode::Ansi256 => self.palette.bold,
        };
        if bold {
            style.add_modifier(Modifier::BOLD)
        } else {
            style
        }
    }

    /// The style of a tile of exponent `exp` (0 for an empty cell).
    pub fn tile(&self, exp: u8) -> Style {
        let p = self.palette;
        let (fg, bg) = match self.color {
            ColorMode::Ansi256 => {
                let bg = self.indexed.tile(exp);
                let fg = self.indexed.digits_on(bg);
                (Some(Color::Indexed(fg)), Some(Color::Indexed(bg)))
            }
            ColorMode::Ansi16 => {
                let (bg, fg) = match exp {
                    0 => (self.p16().empty, self.p16().lines),
                    e => self.p16().tile(e),
                };
                (Some(fg), Some(bg))
            }
            ColorMode::TrueColor | ColorMode::None => {
                let bg = p.tile(exp);
                let fg = p.digits_on(bg);
                (self.ink(fg, Color::Reset), self.ink(bg, Color::Reset))
            }
        };
        self.strong(style(fg, bg))
    }

    /// The board's background, between the tiles (the grid lines, when drawn).
    pub fn board(&self) -> Style {
        // The same foreground and weight as the light tiles' digits: moving from a gap to
        // a tile then changes only the background, which keeps frames small.
        let p = self.palette;
        let fg = self.pick(p.dark_digits, self.indexed.dark_digits, self.p16().lines);
        self.strong(style(fg, self.board_bg()))
    }

    /// A score panel.
    pub fn panel(&self) -> Style {
        let fg = self.ink(self.palette.panel_label, self.p16().panel_label);
        style(fg, self.board_bg())
    }

    /// The value in a score panel.
    pub fn panel_value(&self) -> Style {
        let fg = self.ink(self.palette.panel_value, self.p16().panel_value);
        self.strong(style(fg, self.board_bg()))
    }

    /// The "+N" beside the score.
    pub fn gain(&self) -> Style {
        let fg = self.ink(self.palette.gain, self.p16().gain);
        self.strong(style(fg, self.board_bg()))
    }

    /// The "+N" rising from the score, `progress` (0 to 1) of the way to fading into the
    /// panel; `None` where colours cannot fade (16 colours, or none).
    pub fn fading_gain(&self, progress: f32) -> Option<Style> {
        if matches!(self.color, ColorMode::Ansi16 | ColorMode::None) {
            return None;
        }
        let (from, to) = (self.palette.notice, self.palette.board);
        let t = progress.clamp(0.0, 1.0);
        let mix = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * t).round() as u8;
        let colour = Rgb(mix(from.0, to.0), mix(from.1, to.1), mix(from.2, to.2));
        Some(style(self.ink(colour, Color::Reset), self.board_bg()))
    }

    /// An overlay box over the board.
    pub fn overlay(&self) -> Style {
        let p = self.palette;
        let fg = self.ink(p.overlay_fg, self.p16().overlay_fg);
        let bg = self.ink(p.overlay_bg, self.p16().overlay_bg);
        style(fg, bg)
    }

    /// The name of a key, in the footer.
    pub fn key(&self) -> Style {
        self.strong(style(self.ink(self.palette.key, self.p16().key), None))
    }

    /// Plain text on the terminal's own background.
    pub fn text(&self) -> Style {
        Style::new()
    }

    /// Quiet text (hints, the footer).
    pub fn dim(&self) -> Style {
        style(self.ink(self.palette.dim, self.p16().dim), None)
    }

    /// A notice in the status line.
    pub fn notice(&self) -> Style {
        match self.ink(self.palette.notice, self.p16().notice) {
            Some(c) => Style::new().fg(c),
            None => Style::new().add_modifier(Modifier::BOLD),
        }
    }

    /// What washes the board over with `toward`, `amount` (0 to 1) of the way (see
    /// [`Washer`]).
    pub fn washer(&self, toward: Rgb, amount: f32) -> Washer {
        Washer {
            color: self.color,
            toward,
            amount,
        }
    }

    /// Whether the grid between tiles must be drawn with lines: without colour, and in
    /// 16 colours, where the board and the empty cells may share a colour.
    pub fn draws_grid_lines(&self) -> bool {
        matches!(self.color, ColorMode::None | ColorMode::Ansi16)
    }
}

/// The palette of a theme.
pub fn palette_of(theme: Theme) -> &'static Palette {
    match theme {
        Theme::Classic => &CLASSIC,
        Theme::Dark => &DARK,
        Theme::HighContrast => &HIGH_CONTRAST,
        Theme::Stealth => &STEALTH,
    }
}

/// `from` moved `amount` (0 to 1) of the way to `to`.
fn blend(from: Rgb, to: Rgb, amount: f32) -> Rgb {
    let mix = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * amount).round() as u8;
    Rgb(mix(from.0, to.0), mix(from.1, to.1), mix(from.2, to.2))
}

/// Washes cells of the board over with a colour, as under the win and game-over boxes:
/// in true colour each of a cell's colours blended toward it. 256 colours are too coarse
/// for that (light blends fold into one index, or jump to another hue), so there, as in
/// 16 colours and none, a cell is made dim: its digits fade and its tile keeps its own
/// colour, so tiles stay told apart.
#[derive(Clone, Copy, Debug)]
pub struct Washer {
    color: ColorMode,
    toward: Rgb,
    amount: f32,
}

impl Washer {
    pub fn wash(&self, cell: &mut ratatui::buffer::Cell) {
        match (self.color, cell.fg, cell.bg) {
            (ColorMode::TrueColor, fg, bg) => {
                let mix = |c: Color| match c {
                    Color::Rgb(r, g, b) => {
                        let out = blend(Rgb(r, g, b), self.toward, self.amount);
                        Color::Rgb(out.0, out.1, out.2)
                    }
                    other => other,
                };
                cell.fg = mix(fg);
                cell.bg = mix(bg);
            }
            _ => {
                // Bold and dim share one switch in many terminals: dim wins.
                cell.modifier.remove(Modifier::BOLD);
                cell.modifier.insert(Modifier::DIM);
            }
        }
    }
}
