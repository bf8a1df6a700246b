//! Colours as the eye sees them, worked out by the `palette` crate: sRGB, its WCAG 2.1
//! luminance and contrast (is a text readable on its background?), CIELAB (D65) and the
//! two distances used here, ΔE 1976 (the plain distance in CIELAB) and CIEDE2000 (closer
//! to what the eye judges, which chose the 256-colour look). Nothing here knows a
//! terminal or a theme.

use palette::color_difference::{Ciede2000, EuclideanDistance, Wcag21RelativeContrast};
use palette::convert::FromColorUnclamped;
use palette::white_point::D65;
use palette::{FromColor, LinSrgb, Srgb};

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// The colour of a hex triple, `0xbbada0`.
    pub const fn hex(v: u32) -> Rgb {
        Rgb((v >> 16) as u8, (v >> 8) as u8, v as u8)
    }

    fn srgb(self) -> Srgb<f64> {
        Srgb::new(self.0, self.1, self.2).into_format()
    }
}

/// A colour in CIELAB (D65 white): L* from 0 to 100, then a* and b*.
pub type Lab = [f64; 3];

type PaletteLab = palette::Lab<D65, f64>;

fn to_palette(c: Lab) -> PaletteLab {
    PaletteLab::new(c[0], c[1], c[2])
}

/// WCAG relative luminance.
#[cfg(any(test, feature = "testing"))]
pub fn luminance(c: Rgb) -> f64 {
    c.srgb().relative_luminance().luma
}

/// WCAG contrast ratio of two colours (1 to 21).
pub fn contrast(a: Rgb, b: Rgb) -> f64 {
    a.srgb().relative_contrast(b.srgb())
}

/// A colour in CIELAB.
pub fn lab(c: Rgb) -> Lab {
    let lab = PaletteLab::from_color(c.srgb());
    [lab.l, lab.a, lab.b]
}

/// The sRGB colour of a CIELAB one, `None` when no sRGB colour is it (give or take the
/// rounding of the conversion, a thousandth of a linear channel).
pub fn from_lab(c: Lab) -> Option<Rgb> {
    let linear = LinSrgb::<f64>::from_color_unclamped(to_palette(c));
    let channels = [linear.red, linear.green, linear.blue];
    if channels.iter().any(|v| !(-1e-3..=1.0 + 1e-3).contains(v)) {
        return None;
    }
    let [r, g, b] = channels.map(|v| v.clamp(0.0, 1.0));
    let encoded: Srgb<u8> = Srgb::<f64>::from_linear(LinSrgb::new(r, g, b)).into_format();
    Some(Rgb(encoded.red, encoded.green, encoded.blue))
}

/// How far apart two colours look: the CIELAB distance (ΔE 1976). About 2.3 is the
/// smallest difference an eye notices side by side.
#[cfg(any(test, feature = "testing"))]
pub fn delta_e(a: Rgb, b: Rgb) -> f64 {
    lab_distance(lab(a), lab(b))
}

/// The CIELAB distance of two CIELAB colours.
pub fn lab_distance(a: Lab, b: Lab) -> f64 {
    to_palette(a).distance(to_palette(b))
}

/// How far apart two colours look by CIEDE2000.
pub fn ciede2000(a: Rgb, b: Rgb) -> f64 {
    ciede2000_lab(lab(a), lab(b))
}

/// CIEDE2000 of two CIELAB colours.
pub fn ciede2000_lab(p: Lab, q: Lab) -> f64 {
    to_palette(p).difference(to_palette(q))
}

/// The colour nearest to `fg` (CIEDE2000) that reads on `bg` at `ratio` or better: `fg`
/// itself when it does, else `fg` made lighter or darker, its hue kept (its chroma cut
/// only where sRGB has no such colour), by the least that passes.
pub fn least_readable(fg: Rgb, bg: Rgb, ratio: f64) -> Rgb {
    if contrast(fg, bg) >= ratio {
        return fg;
    }
    let [l, a, b] = lab(fg);
    let mut best: Option<(f64, Rgb)> = None;
    for sign in [-1.0, 1.0] {
        // Tenths of a unit of L*, away from the colour.
        for step in 1..=1000 {
            let lightness = l + sign * f64::from(step) / 10.0;
            if !(0.0..=100.0).contains(&lightness) {
                break;
            }
            let Some(found) = (0..=50)
                .map(|cut| 1.0 - f64::from(cut) / 50.0)
                .find_map(|k| from_lab([lightness, a * k, b * k]))
            else {
                continue;
            };
            if contrast(found, bg) >= ratio {
                let apart = ciede2000(fg, found);
                if best.is_none_or(|(d, _)| apart < d) {
                    best = Some((apart, found));
                }
                break;
            }
        }
    }
    best.map_or(fg, |(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sharma, Wu and Dalal's test pairs, a few of the hardest.
    #[test]
    fn ciede2000_matches_the_published_pairs() {
        let pairs = [
            ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
            ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
            ([50.0, 2.49, -0.001], [50.0, -2.49, 0.0011], 7.2195),
            ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
            (
                [60.2574, -34.0099, 36.2677],
                [60.4626, -34.1751, 39.4387],
                1.2644,
            ),
            ([2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082),
        ];
        for (p, q, want) in pairs {
            let got = ciede2000_lab(p, q);
            assert!((got - want).abs() < 1e-4, "{p:?} {q:?}: {got} not {want}");
        }
    }

    #[test]
    fn lab_round_trips() {
        for c in [
            Rgb(0, 0, 0),
            Rgb(255, 255, 255),
            Rgb::hex(0xbbada0),
            Rgb(9, 99, 199),
        ] {
            assert_eq!(from_lab(lab(c)), Some(c));
        }
        assert_eq!(from_lab([50.0, 200.0, 0.0]), None);
    }

    #[test]
    fn the_least_move_that_reads() {
        let board = Rgb::hex(0xbbada0);
        assert_eq!(
            least_readable(Rgb::hex(0x3c3a32), board, 4.5),
            Rgb::hex(0x3c3a32)
        );
        let moved = least_readable(Rgb::hex(0xeee4da), board, 4.5);
        assert!(contrast(moved, board) >= 4.5);
        assert!(
            lab(moved)[0] < lab(board)[0],
            "{moved:?}: darker, as no light colour reads"
        );
    }
}
