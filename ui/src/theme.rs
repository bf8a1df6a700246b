//! The themes: for every role on screen a true colour, from which the 256-colour look is
//! worked out (`indexed.rs`), and a hand-picked table of the 16 ANSI colours. How they are
//! shown in each colour mode is `Look`'s business (`look.rs`).
//!
//! Every text reads on its own background at 4.5:1 or better (7:1 in high-contrast),
//! tiles' digits included: where the original's colour does not, it is moved by the
//! least that passes (`colour::least_readable`), and the comment beside it says so.

use ratatui::style::Color;

use tui2048_app::settings::Theme;

pub use super::colour::Rgb;
use super::colour::contrast;

/// A set of colours for every role on screen.
#[derive(Debug, PartialEq, Eq)]
pub struct Palette {
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
    /// Texts read at 7:1 (WCAG's AAA) rather than 4.5:1.
    pub strict: bool,
    /// The theme in the 16 ANSI colours.
    pub ansi16: Palette16,
}

impl Palette {
    /// The contrast every text of the theme reads at, or better.
    pub fn text_ratio(&self) -> f64 {
        if self.strict { 7.0 } else { 4.5 }
    }

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

/// A theme in the 16 ANSI colours, for terminals that show no more. Named colours only:
/// `Color::Black` to `Color::Gray` are the normal eight (SGR 30–37, 40–47),
/// `Color::DarkGray` to `Color::White` the bright ones (90–97, 100–107), `Color::Reset` the
/// terminal's own. The board is drawn with grid lines, as without colour.
///
/// What every table keeps (checked in `src/tests/themes.rs`): each tile 2 to 2048 has its
/// own pair of background and digits, 4096 and beyond another background than 2048, and
/// digits read at 4.5:1 or better in xterm's default colours. The coloured themes give
/// each tile 2 to 2048 its own background, black digits on light ones and bright white on
/// dark ones, and at least six stay apart on the Linux console, which shows bright
/// backgrounds as normal ones (and there digits still read at 3:1); stealth keeps its
/// tiles black and tells them apart by the digits' colour.
#[derive(Debug, PartialEq, Eq)]
pub struct Palette16 {
    /// Behind the panels and the grid lines.
    pub board: Color,
    /// The grid lines between the tiles.
    pub lines: Color,
    /// An empty cell.
    pub empty: Color,
    pub panel_label: Color,
    pub panel_value: Color,
    pub gain: Color,
    pub overlay_fg: Color,
    pub overlay_bg: Color,
    pub key: Color,
    pub dim: Color,
    pub notice: Color,
    /// The background and the digits of tiles 2, 4, … 2048, then of every larger tile.
    pub tiles: [(Color, Color); 12],
}

impl Palette16 {
    /// The background and digits of a tile of exponent `exp` (at least 1).
    pub fn tile(&self, exp: u8) -> (Color, Color) {
        self.tiles[usize::from(exp.max(1) - 1).min(self.tiles.len() - 1)]
    }
}

// Short names for the 16 colours' tables.
const K: Color = Color::Black;
const W: Color = Color::White;

/// The original game's colours, with digit colours chosen for contrast. Its texts on the
/// board's colour are moved by the least that reads at 4.5:1 (no light colour does on
/// the board's beige, so each goes dark, its hue kept): the panel labels from the
/// original's #eee4da, the values from its white, the keys from the 8 tile's #f2b179, the
/// quiet text from #9e948a and the notices from the 16 tile's #f59563.
pub const CLASSIC: Palette = Palette {
    board: hex(0xbbada0),
    empty: hex(0xcdc1b4),
    panel_label: hex(0x4a423a),
    panel_value: hex(0x434343),
    gain: hex(0x3c3a32),
    overlay_fg: hex(0x1f1b16),
    overlay_bg: hex(0xf9f6f2),
    key: hex(0x673702),
    dim: hex(0x4a4239),
    notice: hex(0x762c00),
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
    strict: false,
    ansi16: Palette16 {
        board: Color::Reset,
        lines: Color::Reset,
        empty: Color::Reset,
        panel_label: Color::Reset,
        panel_value: Color::Reset,
        gain: Color::Reset,
        overlay_fg: K,
        overlay_bg: W,
        key: Color::Reset,
        dim: Color::DarkGray,
        notice: Color::Magenta,
        tiles: [
            // The original's order: the 2 lighter than the 4, which is of another hue (white
            // and the grey beside it are nearly one in most terminals' tables, so no tile
            // takes that grey).
            (W, K),                   // 2
            (Color::LightCyan, K),    // 4
            (Color::Yellow, K),       // 8
            (Color::Red, W),          // 16
            (Color::Magenta, W),      // 32
            (Color::LightMagenta, K), // 64
            (Color::LightGreen, K),   // 128
            (Color::Green, K),        // 256
            (Color::LightBlue, W),    // 512
            (Color::Cyan, K),         // 1024
            (Color::LightYellow, K),  // 2048
            (Color::Blue, W),         // 4096 and beyond
        ],
    },
};

/// Deep tiles on a dark board, for dark terminals. Its quiet text is moved from #8a8178 by
/// the least that reads at 4.5:1 on the board.
pub const DARK: Palette = Palette {
    board: hex(0x2a2723),
    empty: hex(0x3a3631),
    panel_label: hex(0xb8aea4),
    panel_value: hex(0xf2ede8),
    gain: hex(0xf2b179),
    overlay_fg: hex(0xf2ede8),
    overlay_bg: hex(0x4a453f),
    key: hex(0xf2b179),
    dim: hex(0x968d83),
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
    strict: false,
    ansi16: Palette16 {
        board: K,
        lines: Color::DarkGray,
        empty: K,
        panel_label: Color::Gray,
        panel_value: W,
        gain: Color::LightYellow,
        overlay_fg: W,
        overlay_bg: K,
        key: Color::LightYellow,
        dim: Color::DarkGray,
        notice: Color::Yellow,
        tiles: [
            (Color::Blue, W),
            (Color::LightBlue, W),
            (Color::Yellow, K),
            (Color::Red, W),
            (Color::Magenta, W),
            (Color::LightMagenta, K),
            (Color::Green, K),
            (Color::LightGreen, K),
            (Color::Cyan, K),
            (Color::LightCyan, K),
            (Color::LightYellow, K),
            (Color::Gray, K),
        ],
    },
};

/// Strong, clearly separated colours with black or white digits, every text at 7:1 or
/// better. The tiles 64, 256, 1024 and 2048 are moved from the xterm colours #d70000,
/// #0087ff, #008700 and #d700d7 by the least that gives their digits 7:1.
pub const HIGH_CONTRAST: Palette = Palette {
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
        hex(0xb60201),
        hex(0x00d7ff),
        hex(0x5094ff),
        hex(0x00d700),
        hex(0x006800),
        hex(0xf840f6),
        hex(0x5f00af),
    ],
    dark_digits: hex(0x000000),
    light_digits: hex(0xffffff),
    bold: true,
    strict: true,
    ansi16: Palette16 {
        board: K,
        lines: W,
        empty: K,
        panel_label: W,
        panel_value: Color::LightYellow,
        gain: Color::LightGreen,
        overlay_fg: K,
        overlay_bg: W,
        key: Color::LightYellow,
        dim: Color::Gray,
        notice: Color::LightCyan,
        tiles: [
            (W, K),
            (Color::Cyan, K),
            (Color::LightYellow, K),
            (Color::Yellow, K),
            (Color::LightMagenta, K),
            (Color::Red, W),
            (Color::LightCyan, K),
            (Color::LightBlue, W),
            (Color::LightGreen, K),
            (Color::Green, K),
            (Color::Magenta, W),
            (Color::Blue, W),
        ],
    },
};

/// Greys and plain weight: from across the room it passes for a log viewer. Its quiet text
/// is moved from #767676 by the least that reads at 4.5:1 on the board.
pub const STEALTH: Palette = Palette {
    board: hex(0x1c1c1c),
    empty: hex(0x1c1c1c),
    panel_label: hex(0x8a8a8a),
    panel_value: hex(0xbcbcbc),
    gain: hex(0x8a8a8a),
    overlay_fg: hex(0xbcbcbc),
    overlay_bg: hex(0x262626),
    key: hex(0xa8a8a8),
    dim: hex(0x848484),
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
    strict: false,
    // Black tiles told apart by their digits' colour, like the lines of a coloured log:
    // a new hue at every doubling, the normal colours first, then the bright ones.
    ansi16: Palette16 {
        board: K,
        lines: Color::DarkGray,
        empty: K,
        panel_label: Color::DarkGray,
        panel_value: Color::Gray,
        gain: Color::DarkGray,
        overlay_fg: Color::Gray,
        overlay_bg: K,
        key: Color::Gray,
        dim: Color::DarkGray,
        notice: Color::Gray,
        tiles: [
            (K, Color::Gray),
            (K, Color::Cyan),
            (K, Color::Green),
            (K, Color::Yellow),
            (K, W),
            (K, Color::LightCyan),
            (K, Color::LightGreen),
            (K, Color::LightYellow),
            (K, Color::LightMagenta),
            (K, Color::LightRed),
            (Color::Gray, K),
            (Color::Cyan, K),
        ],
    },
};

/// The palette of a theme.
pub fn palette_of(theme: Theme) -> &'static Palette {
    match theme {
        Theme::Classic => &CLASSIC,
        Theme::Dark => &DARK,
        Theme::HighContrast => &HIGH_CONTRAST,
        Theme::Stealth => &STEALTH,
    }
}

/// Every theme's palette, in the order of `Theme::VARIANTS`.
pub fn palettes() -> impl Iterator<Item = &'static Palette> {
    <Theme as strum::VariantArray>::VARIANTS
        .iter()
        .map(|&theme| palette_of(theme))
}

impl Palette {
    /// The theme whose palette this is, if it is one.
    pub fn theme(&self) -> Option<Theme> {
        <Theme as strum::VariantArray>::VARIANTS
            .iter()
            .copied()
            .find(|&t| palette_of(t) == self)
    }
}

const fn hex(v: u32) -> Rgb {
    Rgb::hex(v)
}
