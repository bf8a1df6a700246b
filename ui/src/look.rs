//! The style of every role on screen in the colour mode of the run.
//!
//! - True colour: the palette as it is.
//! - 256 colours: the palette's indices, chosen as a whole ([`Indexed`]).
//! - 16 colours: each theme's own table of the 16 ANSI colours ([`Palette16`]), with the
//!   grid lines of the colourless board.
//! - None (`NO_COLOR`): the grid lines and bold digits carry the board.
//!
//! Texts below the board (the status line, the footer) are written on the board's
//! colour, as the panels above it are, so that every text has a background it is known
//! to read on.

use ratatui::style::{Color, Modifier, Style};

use super::ansi::ansi16_index;
use super::colour::{Rgb, contrast};
use super::indexed::Indexed;
use super::theme::{Palette, Palette16, palette_of};
use tui2048_app::settings::{ColorMode, Settings, Theme};

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

/// The share of its time on screen the "+N" keeps its own colour before it fades (the
/// original's lasts 600 ms: here 450 ms in full colour, then 150 ms of fading).
pub const GAIN_HOLDS: f32 = 0.75;

impl Look {
    /// The classic theme in the given colour mode.
    #[cfg(any(test, feature = "testing"))]
    pub fn new(color: ColorMode) -> Look {
        Look::in_theme(color, Theme::Classic)
    }

    /// The look a run's settings start with.
    pub fn of(settings: &Settings) -> Look {
        Look::in_theme(settings.color, settings.theme)
    }

    /// A theme in the given colour mode.
    pub fn in_theme(color: ColorMode, theme: Theme) -> Look {
        Look::themed(color, palette_of(theme))
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

    /// A text colour: in 256 colours its index, read from `indexed`.
    fn ink(&self, rgb: Rgb, index: fn(&Indexed) -> u8, named: Color) -> Option<Color> {
        self.pick(rgb, index(&self.indexed), named)
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
                let rgb = |c: Rgb| self.pick(c, 0, Color::Reset);
                (rgb(fg), rgb(bg))
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
        let fg = self.ink(
            self.palette.panel_label,
            |i| i.panel_label,
            self.p16().panel_label,
        );
        style(fg, self.board_bg())
    }

    /// The value in a score panel.
    pub fn panel_value(&self) -> Style {
        let fg = self.ink(
            self.palette.panel_value,
            |i| i.panel_value,
            self.p16().panel_value,
        );
        self.strong(style(fg, self.board_bg()))
    }

    /// The "+N" beside the score.
    pub fn gain(&self) -> Style {
        let fg = self.ink(self.palette.gain, |i| i.gain, self.p16().gain);
        self.strong(style(fg, self.board_bg()))
    }

    /// The "+N" rising from the score, `progress` (0 to 1) of its time on screen: in its
    /// own colour, which reads, for the first `GAIN_HOLDS` of it, then fading into the
    /// panel; `None` where colours cannot fade (16 colours, or none).
    pub fn fading_gain(&self, progress: f32) -> Option<Style> {
        let t = ((progress - GAIN_HOLDS) / (1.0 - GAIN_HOLDS)).clamp(0.0, 1.0);
        let fg = match self.color {
            ColorMode::Ansi16 | ColorMode::None => return None,
            // The first steps in the gain's own index, which reads; then the nearest.
            ColorMode::Ansi256 if t < 0.25 => Color::Indexed(self.indexed.gain),
            ColorMode::Ansi256 => {
                let c = blend(self.palette.gain, self.palette.board, t);
                Color::Indexed(super::ansi::nearest_ansi256(c))
            }
            ColorMode::TrueColor => {
                let c = blend(self.palette.gain, self.palette.board, t);
                Color::Rgb(c.0, c.1, c.2)
            }
        };
        Some(self.strong(style(Some(fg), self.board_bg())))
    }

    /// An overlay box over the board.
    pub fn overlay(&self) -> Style {
        let p = self.palette;
        let fg = self.ink(p.overlay_fg, |i| i.overlay_fg, self.p16().overlay_fg);
        let bg = self.ink(p.overlay_bg, |i| i.overlay_bg, self.p16().overlay_bg);
        style(fg, bg)
    }

    /// The name of a key, in the footer.
    pub fn key(&self) -> Style {
        let fg = self.ink(self.palette.key, |i| i.key, self.p16().key);
        self.strong(style(fg, self.board_bg()))
    }

    /// Between the parts of a line on the board's colour (no text of its own).
    pub fn text(&self) -> Style {
        style(None, self.board_bg())
    }

    /// Quiet text (the goal, the footer's words).
    pub fn dim(&self) -> Style {
        let fg = self.ink(self.palette.dim, |i| i.dim, self.p16().dim);
        style(fg, self.board_bg())
    }

    /// A notice in the status line.
    pub fn notice(&self) -> Style {
        match self.ink(self.palette.notice, |i| i.notice, self.p16().notice) {
            Some(c) => Style::new().fg(c).patch(style(None, self.board_bg())),
            None => Style::new().add_modifier(Modifier::BOLD),
        }
    }

    /// What washes the board over with `toward`, `amount` (0 to 1) of the way (see
    /// `Washer`).
    ///
    /// The wash goes no further than leaves a digit colour reading on every tile.
    pub fn washer(&self, toward: Rgb, amount: f32) -> Washer {
        let p = self.palette;
        let ratio = p.text_ratio();
        let reads = |a: f32| {
            p.tiles.iter().all(|&tile| {
                let bg = blend(tile, toward, a);
                let best = contrast(p.dark_digits, bg).max(contrast(p.light_digits, bg));
                best >= ratio
            })
        };
        let amount = (0..=20)
            .map(|i| amount * (20 - i) as f32 / 20.0)
            .find(|&a| reads(a))
            .unwrap_or(0.0);
        Washer {
            color: self.color,
            toward,
            amount,
            digits: [p.dark_digits, p.light_digits],
            ratio,
        }
    }

    /// Whether the grid between tiles must be drawn with lines: without colour, and in
    /// 16 colours, where the board and the empty cells may share a colour.
    pub fn draws_grid_lines(&self) -> bool {
        matches!(self.color, ColorMode::None | ColorMode::Ansi16)
    }
}

/// `from` moved `amount` (0 to 1) of the way to `to`.
fn blend(from: Rgb, to: Rgb, amount: f32) -> Rgb {
    let mix = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * amount).round() as u8;
    Rgb(mix(from.0, to.0), mix(from.1, to.1), mix(from.2, to.2))
}

/// Washes cells of the board over with a colour, as under the win and game-over boxes:
/// in true colour a cell's colours blended toward it, where a digit is as far as it still
/// reads (the theme's other digit colour taken where that reads better). 256
/// colours are too coarse for that (light blends fold into one index, or jump to another
/// hue), so there, as in 16 colours and none, a cell is made dim: its digits fade and its
/// tile keeps its own colour, so tiles stay told apart.
#[derive(Clone, Copy, Debug)]
pub struct Washer {
    color: ColorMode,
    toward: Rgb,
    amount: f32,
    /// The theme's two digit colours.
    digits: [Rgb; 2],
    /// The contrast its digits keep.
    ratio: f64,
}

impl Washer {
    /// A text's colours washed: the background as far as every cell's, the text as
    /// far as it reads on it (the theme's other digit colour, where that reads better).
    fn washed(&self, fg: Rgb, bg: Rgb) -> (Rgb, Rgb) {
        let back = blend(bg, self.toward, self.amount);
        let steps = 10;
        let share = |j: i32| self.amount * (steps - j) as f32 / steps as f32;
        for ink in [fg, self.digits[0], self.digits[1]] {
            for j in 0..=steps {
                let front = blend(ink, self.toward, share(j));
                if contrast(front, back) >= self.ratio {
                    return (front, back);
                }
            }
        }
        (fg, back)
    }

    pub fn wash(&self, cell: &mut ratatui::buffer::Cell) {
        match (self.color, cell.fg, cell.bg) {
            (ColorMode::TrueColor, Color::Rgb(r, g, b), Color::Rgb(br, bg, bb))
                if !cell.symbol().trim().is_empty() =>
            {
                let (ink, back) = self.washed(Rgb(r, g, b), Rgb(br, bg, bb));
                cell.fg = Color::Rgb(ink.0, ink.1, ink.2);
                cell.bg = Color::Rgb(back.0, back.1, back.2);
            }
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
