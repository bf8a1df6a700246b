//! The search that chose each theme's look in the xterm-256 colours as a whole rather
//! than colour by colour. The game keeps its answers as tables ([`super::TABLES`]);
//! `src/tests/themes.rs` checks that they are still its answers, and `cargo run --release
//! --example indexed` prints them.
//!
//! The backgrounds (the board, the empty cell, the tiles) are chosen together, among the
//! 240 colours of the cube and the grey ramp (the first 16 vary between terminals):
//! - every two of them at least [`MIN_APART`] apart (ΔE 1976), so no two tiles fold into
//!   one colour (two roles of one true colour share an index);
//! - along 2 → 64 and along 128 → 2048, where a theme's tiles grow steadily darker (as
//!   the original's do) or lighter, the same order;
//! - a grey only a grey, and every tile one on which a digit colour reads at the theme's
//!   ratio;
//! - of those, the assignment whose worst CIEDE2000 distance to its true colour is the
//!   smallest, then whose distances add up to the least.
//!
//! Each text then takes the index nearest to its colour (CIEDE2000) that reads on its
//! background's index at the theme's ratio.

use super::Indexed;
pub use super::MIN_APART;
use crate::ansi::ansi256_rgb;
use crate::colour::{Lab, Rgb, ciede2000_lab, contrast, lab, lab_distance};
use crate::theme::Palette;

/// How many steps the search may take before it settles for the best found (no theme
/// comes near it; it bounds the time a strange palette could take).
const SEARCH_STEPS: u64 = 5_000_000;

/// The indices of the cube and the grey ramp.
fn choices() -> impl Iterator<Item = u8> {
    16..=255u8
}

fn is_grey(c: Rgb) -> bool {
    c.0 == c.1 && c.1 == c.2
}

/// The indices of a palette, by the rules above.
pub fn work_out(palette: &Palette) -> Indexed {
    let labs: Vec<Lab> = (0..=255u8).map(|i| lab(ansi256_rgb(i))).collect();
    let nearest = |c: Rgb| nearest_readable(&labs, c, None, 1.0);
    let (dark_digits, light_digits) = (nearest(palette.dark_digits), nearest(palette.light_digits));
    let ratio = palette.text_ratio();
    let readable = |index: u8| {
        let bg = ansi256_rgb(index);
        let on = |digits: u8| contrast(ansi256_rgb(digits), bg);
        on(dark_digits).max(on(light_digits)) >= ratio
    };
    let mut colours = vec![palette.board, palette.empty];
    colours.extend(palette.tiles);
    let found = Search::new(&labs, &colours, |k, index| k < 2 || readable(index)).run();
    let text = |fg: Rgb, bg: u8| nearest_readable(&labs, fg, Some(bg), ratio);
    let board = found[0];
    let overlay_bg = nearest(palette.overlay_bg);
    let mut tiles = [0; 12];
    tiles.copy_from_slice(&found[2..]);
    Indexed {
        board,
        empty: found[1],
        tiles,
        dark_digits,
        light_digits,
        panel_label: text(palette.panel_label, board),
        panel_value: text(palette.panel_value, board),
        gain: text(palette.gain, board),
        key: text(palette.key, board),
        dim: text(palette.dim, board),
        notice: text(palette.notice, board),
        overlay_fg: text(palette.overlay_fg, overlay_bg),
        overlay_bg,
    }
}

/// The index nearest to `c` (CIEDE2000) that reads on the index `bg` at `ratio`, else
/// the nearest; without `bg`, the nearest.
fn nearest_readable(labs: &[Lab], c: Rgb, bg: Option<u8>, ratio: f64) -> u8 {
    let want = lab(c);
    let reads = |i: u8| bg.is_none_or(|bg| contrast(ansi256_rgb(i), ansi256_rgb(bg)) >= ratio);
    let by_distance = |a: &u8, b: &u8| {
        let d = |i: &u8| ciede2000_lab(want, labs[usize::from(*i)]);
        d(a).total_cmp(&d(b)).then(a.cmp(b))
    };
    let pool = || choices().filter(|&i| !is_grey(c) || is_grey(ansi256_rgb(i)));
    pool()
        .filter(|&i| reads(i))
        .min_by(by_distance)
        .or_else(|| pool().min_by(by_distance))
        .unwrap_or(16)
}

/// A set of xterm-256 indices.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Set([u64; 4]);

impl Set {
    fn has(&self, i: u8) -> bool {
        self.0[usize::from(i / 64)] >> (i % 64) & 1 == 1
    }

    fn add(&mut self, i: u8) {
        self.0[usize::from(i / 64)] |= 1 << (i % 64);
    }

    fn and(self, other: Set) -> Set {
        Set(std::array::from_fn(|w| self.0[w] & other.0[w]))
    }

    fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
}

/// Where the runs of ordered lightness lie among [board, empty, 2, 4, … 4096]: 2 → 64
/// and 128 → 2048.
const RUNS: [std::ops::Range<usize>; 2] = [2..8, 8..13];

/// The search for the backgrounds: a search over every assignment with the bounds a
/// branch and bound keeps, each colour's choices cut as the colours before it take theirs.
struct Search<'a> {
    labs: &'a [Lab],
    /// For each colour, its candidates, nearest first: (CIEDE2000 distance, index).
    candidates: Vec<Vec<(f64, u8)>>,
    /// For each colour, an earlier one of the same true colour (it takes its index).
    same_as: Vec<Option<usize>>,
    /// For each colour, the one before it in its run and whether it must be lighter
    /// than that one (`true`) or darker.
    after: Vec<Option<(usize, bool)>>,
    /// For each index, the indices far enough from it.
    apart: Vec<Set>,
    steps: u64,
}

impl<'a> Search<'a> {
    fn new(labs: &'a [Lab], colours: &[Rgb], fits: impl Fn(usize, u8) -> bool) -> Search<'a> {
        let candidates = colours
            .iter()
            .enumerate()
            .map(|(k, &c)| {
                let want = lab(c);
                let mut list: Vec<(f64, u8)> = choices()
                    .filter(|&i| !is_grey(c) || is_grey(ansi256_rgb(i)))
                    .filter(|&i| fits(k, i))
                    .map(|i| (ciede2000_lab(want, labs[usize::from(i)]), i))
                    .collect();
                list.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
                list
            })
            .collect();
        let same_as = (0..colours.len())
            .map(|k| (0..k).find(|&j| colours[j] == colours[k]))
            .collect();
        // A run whose true colours grow steadily lighter, or darker, keeps that order.
        let mut after = vec![None; colours.len()];
        for run in RUNS {
            let run = run.start..run.end.min(colours.len());
            let steps: Vec<f64> = run
                .clone()
                .skip(1)
                .map(|k| lab(colours[k])[0] - lab(colours[k - 1])[0])
                .collect();
            let lighter = steps.iter().all(|&d| d > 0.0);
            if lighter || steps.iter().all(|&d| d < 0.0) {
                for k in run.skip(1) {
                    after[k] = Some((k - 1, lighter));
                }
            }
        }
        let apart = (0..=255u8)
            .map(|i| {
                let mut set = Set::default();
                for j in choices() {
                    if lab_distance(labs[usize::from(i)], labs[usize::from(j)]) >= MIN_APART {
                        set.add(j);
                    }
                }
                set
            })
            .collect();
        Search {
            labs,
            candidates,
            same_as,
            after,
            apart,
            steps: 0,
        }
    }

    /// The chosen indices: the smallest worst distance, then the least sum.
    fn run(mut self) -> Vec<u8> {
        let mut limits: Vec<f64> = self.candidates.iter().flatten().map(|c| c.0).collect();
        limits.sort_by(f64::total_cmp);
        limits.dedup();
        let Some(&most) = limits.last() else {
            return self.nearest();
        };
        if self.solve(most, true).is_none() {
            return self.nearest();
        }
        // The smallest limit under which an assignment exists.
        let (mut lo, mut hi) = (0, limits.len() - 1);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.solve(limits[mid], true).is_some() {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        self.solve(limits[lo], false)
            .unwrap_or_else(|| self.nearest())
    }

    /// Each colour's nearest index, the fallback of a search that finds nothing.
    fn nearest(&self) -> Vec<u8> {
        self.candidates
            .iter()
            .map(|c| c.first().map_or(16, |c| c.1))
            .collect()
    }

    /// An assignment with every colour within `limit`: the first found, or (`first`
    /// false) the one whose distances add up to the least.
    fn solve(&mut self, limit: f64, first: bool) -> Option<Vec<u8>> {
        self.steps = 0;
        let domains: Vec<Set> = self
            .candidates
            .iter()
            .map(|list| {
                let mut set = Set::default();
                for &(d, i) in list.iter().take_while(|(d, _)| *d <= limit) {
                    let _ = d;
                    set.add(i);
                }
                set
            })
            .collect();
        let mut found = None;
        let mut chosen = Vec::new();
        self.visit(&domains, &mut chosen, 0.0, &mut found, first);
        found.map(|(_, indices)| indices)
    }

    /// The distance of colour `k` to `index`.
    fn distance(&self, k: usize, index: u8) -> f64 {
        self.candidates[k]
            .iter()
            .find(|c| c.1 == index)
            .map_or(f64::INFINITY, |c| c.0)
    }

    /// The nearest candidate of colour `k` left in `domain`.
    fn nearest_in(&self, k: usize, domain: Set) -> Option<(f64, u8)> {
        self.candidates[k].iter().copied().find(|c| domain.has(c.1))
    }

    /// Tries every index left for the next colour, cutting the choices of the colours
    /// after it to those far enough from it.
    fn visit(
        &mut self,
        domains: &[Set],
        chosen: &mut Vec<u8>,
        sum: f64,
        found: &mut Option<(f64, Vec<u8>)>,
        first: bool,
    ) {
        let k = chosen.len();
        if k == self.candidates.len() {
            if found.as_ref().is_none_or(|(best, _)| sum < *best) {
                *found = Some((sum, chosen.clone()));
            }
            return;
        }
        if (first && found.is_some()) || self.steps > SEARCH_STEPS {
            return;
        }
        // Every colour still to come adds at least its nearest choice left.
        let mut rest = 0.0;
        for (j, &domain) in domains.iter().enumerate().skip(k) {
            match (self.same_as[j], self.nearest_in(j, domain)) {
                (Some(_), _) => {}
                (None, Some((d, _))) => rest += d,
                (None, None) => return,
            }
        }
        if found.as_ref().is_some_and(|(best, _)| sum + rest >= *best) {
            return;
        }
        let options: Vec<u8> = match self.same_as[k] {
            Some(j) => vec![chosen[j]],
            None => self.candidates[k]
                .iter()
                .map(|c| c.1)
                .filter(|&i| domains[k].has(i))
                .collect(),
        };
        for index in options {
            self.steps += 1;
            if !self.in_order(k, index, chosen) {
                continue;
            }
            let next: Vec<Set> = domains
                .iter()
                .enumerate()
                .map(|(j, &d)| {
                    // A colour that shares this one's index is not set apart from it.
                    if j <= k || self.same_as[j] == Some(k) {
                        d
                    } else {
                        d.and(self.apart[usize::from(index)])
                    }
                })
                .collect();
            if next[k + 1..].iter().enumerate().any(|(o, d)| {
                let j = k + 1 + o;
                self.same_as[j].is_none() && d.is_empty()
            }) {
                continue;
            }
            chosen.push(index);
            let d = self.distance(k, index);
            self.visit(&next, chosen, sum + d, found, first);
            chosen.pop();
            if first && found.is_some() {
                return;
            }
        }
    }

    /// Whether colour `k` taking `index` keeps its run's order of lightness.
    fn in_order(&self, k: usize, index: u8, chosen: &[u8]) -> bool {
        let Some((before, lighter)) = self.after[k] else {
            return true;
        };
        let (here, was) = (
            self.labs[usize::from(index)][0],
            self.labs[usize::from(chosen[before])][0],
        );
        here != was && (here > was) == lighter
    }
}
