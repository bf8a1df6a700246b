//! A theme in the xterm-256 colours, chosen as a whole rather than colour by colour, and
//! kept as one table per theme ([`TABLES`]).
//!
//! The backgrounds (the board, the empty cell, the tiles) were chosen together, among the
//! 240 colours of the cube and the grey ramp (the first 16 vary between terminals):
//! every two of them at least [`MIN_APART`] apart (ΔE 1976), so no two tiles fold into
//! one colour; along 2 → 64 and along 128 → 2048, where a theme's tiles grow steadily
//! darker (as the original's do) or lighter, the same order; a grey only a grey, and
//! every tile one on which a digit colour reads at the theme's ratio; of those, the
//! assignment nearest to the true colours (CIEDE2000). Each text takes the index nearest
//! to its colour that reads on its background's index at the theme's ratio.
//!
//! The search that found them is the lab's (`lab/src/indexed.rs`; `cargo run -p
//! tui2048-lab --example indexed` prints the tables to paste here when a palette
//! changes). `src/tests/themes.rs` checks every rule on the tables, and the lab's
//! tests that the search still gives them.

pub mod search;

use super::ansi::{ansi256_rgb, nearest_ansi256};
use super::colour::contrast;
use super::theme::Palette;
use tui2048_app::settings::Theme;

/// Backgrounds at least this far apart (ΔE 1976) count as told apart.
pub const MIN_APART: f64 = 3.0;

/// A palette's colours as xterm-256 indices.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Indexed {
    pub board: u8,
    pub empty: u8,
    /// Tiles 2, 4, … 2048, then every larger tile.
    pub tiles: [u8; 12],
    pub dark_digits: u8,
    pub light_digits: u8,
    pub panel_label: u8,
    pub panel_value: u8,
    pub gain: u8,
    pub key: u8,
    pub dim: u8,
    pub notice: u8,
    pub overlay_fg: u8,
    pub overlay_bg: u8,
}

/// Each theme's indices, in the order of `Theme::VARIANTS`.
pub const TABLES: [Indexed; <Theme as strum::VariantArray>::VARIANTS.len()] = [
    // classic
    Indexed {
        board: 145,
        empty: 251,
        tiles: [254, 187, 215, 209, 173, 202, 222, 221, 220, 179, 178, 237],
        dark_digits: 234,
        light_digits: 231,
        panel_label: 237,
        panel_value: 237,
        gain: 237,
        key: 88,
        dim: 237,
        notice: 88,
        overlay_fg: 234,
        overlay_bg: 255,
    },
    // dark
    Indexed {
        board: 235,
        empty: 237,
        tiles: [240, 241, 130, 160, 124, 196, 94, 100, 136, 142, 178, 24],
        dark_digits: 233,
        light_digits: 231,
        panel_label: 145,
        panel_value: 255,
        gain: 215,
        key: 215,
        dim: 246,
        notice: 209,
        overlay_fg: 255,
        overlay_bg: 238,
    },
    // high-contrast
    Indexed {
        board: 16,
        empty: 235,
        tiles: [231, 188, 220, 208, 203, 124, 45, 75, 40, 22, 207, 55],
        dark_digits: 16,
        light_digits: 231,
        panel_label: 231,
        panel_value: 226,
        gain: 46,
        key: 226,
        dim: 252,
        notice: 51,
        overlay_fg: 16,
        overlay_bg: 231,
    },
    // stealth
    Indexed {
        board: 234,
        empty: 234,
        tiles: [232, 233, 235, 236, 237, 238, 239, 240, 241, 243, 244, 245],
        dark_digits: 16,
        light_digits: 254,
        panel_label: 245,
        panel_value: 250,
        gain: 245,
        key: 248,
        dim: 102,
        notice: 248,
        overlay_fg: 250,
        overlay_bg: 235,
    },
];

impl Indexed {
    /// The indices of a palette: its theme's table, or for a palette that is no theme
    /// each colour's nearest index.
    pub fn of(palette: &Palette) -> Indexed {
        match palette.theme() {
            Some(theme) => {
                TABLES[<Theme as strum::VariantArray>::VARIANTS
                    .iter()
                    .position(|&t| t == theme)
                    .unwrap_or(0)]
            }
            None => Indexed::nearest(palette),
        }
    }

    /// Each colour's nearest index, alone.
    fn nearest(p: &Palette) -> Indexed {
        Indexed {
            board: nearest_ansi256(p.board),
            empty: nearest_ansi256(p.empty),
            tiles: p.tiles.map(nearest_ansi256),
            dark_digits: nearest_ansi256(p.dark_digits),
            light_digits: nearest_ansi256(p.light_digits),
            panel_label: nearest_ansi256(p.panel_label),
            panel_value: nearest_ansi256(p.panel_value),
            gain: nearest_ansi256(p.gain),
            key: nearest_ansi256(p.key),
            dim: nearest_ansi256(p.dim),
            notice: nearest_ansi256(p.notice),
            overlay_fg: nearest_ansi256(p.overlay_fg),
            overlay_bg: nearest_ansi256(p.overlay_bg),
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
