//! Colours as the eye sees them: sRGB, its WCAG luminance and contrast (is a text
//! readable on its background?), CIELAB and the two distances used here, ΔE 1976 (the
//! plain distance in CIELAB) and CIEDE2000 (closer to what the eye judges, used to pick
//! the 256-colour look). Nothing here knows a terminal or a theme.

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// The colour of a hex triple, `0xbbada0`.
    pub const fn hex(v: u32) -> Rgb {
        Rgb((v >> 16) as u8, (v >> 8) as u8, v as u8)
    }
}

/// A colour in CIELAB (D65 white): L* from 0 to 100, then a* and b*.
pub type Lab = [f64; 3];

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

/// A linear channel back in sRGB, `None` outside 0 to 1 (give or take the rounding of
/// the matrices, a thousandth).
fn encode(v: f64) -> Option<u8> {
    if !(-1e-3..=1.0 + 1e-3).contains(&v) {
        return None;
    }
    let v = v.clamp(0.0, 1.0);
    let s = if v <= 0.003_130_8 {
        12.92 * v
    } else {
        1.055 * v.powf(1.0 / 2.4) - 0.055
    };
    Some((s * 255.0).round() as u8)
}

/// WCAG contrast ratio of two colours (1 to 21).
pub fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

const WHITE: [f64; 3] = [0.950_47, 1.0, 1.088_83];
const EPSILON: f64 = 216.0 / 24_389.0;
const KAPPA: f64 = 24_389.0 / 27.0;

/// A colour in CIELAB.
pub fn lab(c: Rgb) -> Lab {
    let (r, g, b) = (linear(c.0), linear(c.1), linear(c.2));
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / WHITE[0];
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / WHITE[2];
    let f = |t: f64| {
        if t > EPSILON {
            t.cbrt()
        } else {
            (KAPPA * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The sRGB colour of a CIELAB one, `None` when no sRGB colour is it.
pub fn from_lab(c: Lab) -> Option<Rgb> {
    let fy = (c[0] + 16.0) / 116.0;
    let (fx, fz) = (fy + c[1] / 500.0, fy - c[2] / 200.0);
    let back = |t: f64| {
        if t.powi(3) > EPSILON {
            t.powi(3)
        } else {
            (116.0 * t - 16.0) / KAPPA
        }
    };
    let (x, y, z) = (back(fx) * WHITE[0], back(fy), back(fz) * WHITE[2]);
    let r = 3.2406 * x - 1.5372 * y - 0.4986 * z;
    let g = -0.9689 * x + 1.8758 * y + 0.0415 * z;
    let b = 0.0557 * x - 0.2040 * y + 1.0570 * z;
    Some(Rgb(encode(r)?, encode(g)?, encode(b)?))
}

/// How far apart two colours look: the CIELAB distance (ΔE 1976). About 2.3 is the
/// smallest difference an eye notices side by side.
pub fn delta_e(a: Rgb, b: Rgb) -> f64 {
    lab_distance(lab(a), lab(b))
}

/// The CIELAB distance of two CIELAB colours.
pub fn lab_distance(a: Lab, b: Lab) -> f64 {
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// How far apart two colours look by CIEDE2000 (Sharma, Wu and Dalal's formulation).
pub fn ciede2000(a: Rgb, b: Rgb) -> f64 {
    ciede2000_lab(lab(a), lab(b))
}

/// CIEDE2000 of two CIELAB colours.
pub fn ciede2000_lab(p: Lab, q: Lab) -> f64 {
    let [l1, a1, b1] = p;
    let [l2, a2, b2] = q;
    let c_mean = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let pow7 = |c: f64| c.powi(7);
    let g = 0.5 * (1.0 - (pow7(c_mean) / (pow7(c_mean) + pow7(25.0))).sqrt());
    let (a1, a2) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1, c2) = (a1.hypot(b1), a2.hypot(b2));
    let hue = |b: f64, a: f64| {
        if a == 0.0 && b == 0.0 {
            0.0
        } else {
            b.atan2(a).to_degrees().rem_euclid(360.0)
        }
    };
    let (h1, h2) = (hue(b1, a1), hue(b2, a2));
    let dl = l2 - l1;
    let dc = c2 - c1;
    let dh = if c1 * c2 == 0.0 {
        0.0
    } else if (h2 - h1).abs() <= 180.0 {
        h2 - h1
    } else if h2 <= h1 {
        h2 - h1 + 360.0
    } else {
        h2 - h1 - 360.0
    };
    let d_big_h = 2.0 * (c1 * c2).sqrt() * (dh / 2.0).to_radians().sin();
    let l_mean = (l1 + l2) / 2.0;
    let c_mean = (c1 + c2) / 2.0;
    let h_mean = if c1 * c2 == 0.0 {
        h1 + h2
    } else if (h1 - h2).abs() <= 180.0 {
        (h1 + h2) / 2.0
    } else if h1 + h2 < 360.0 {
        (h1 + h2 + 360.0) / 2.0
    } else {
        (h1 + h2 - 360.0) / 2.0
    };
    let cos = |deg: f64| deg.to_radians().cos();
    let t =
        1.0 - 0.17 * cos(h_mean - 30.0) + 0.24 * cos(2.0 * h_mean) + 0.32 * cos(3.0 * h_mean + 6.0)
            - 0.20 * cos(4.0 * h_mean - 63.0);
    let d_theta = 30.0 * (-((h_mean - 275.0) / 25.0).powi(2)).exp();
    let r_c = 2.0 * (pow7(c_mean) / (pow7(c_mean) + pow7(25.0))).sqrt();
    let s_l = 1.0 + 0.015 * (l_mean - 50.0).powi(2) / (20.0 + (l_mean - 50.0).powi(2)).sqrt();
    let s_c = 1.0 + 0.045 * c_mean;
    let s_h = 1.0 + 0.015 * c_mean * t;
    let r_t = -(2.0 * d_theta).to_radians().sin() * r_c;
    let (l, c, h) = (dl / s_l, dc / s_c, d_big_h / s_h);
    (l * l + c * c + h * h + r_t * c * h).sqrt()
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
