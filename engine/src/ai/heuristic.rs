//! How good a board looks, line by line. A board's value is the sum of the values of its
//! rows and columns, so on 4×4 boards the value of every possible row is tabled once.

/// The weights of the heuristic, all in one place. A line scores
/// `lost_penalty + empty·E + merges·M − monotonicity·min(mono←, mono→) − sum·Σ e^sum_power`,
/// where `e` are the exponents of its tiles, or with `oriented` `mono→` instead of the
/// minimum.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// A constant per line, so that any living board is worth more than a lost one (0).
    pub lost_penalty: f32,
    /// The exponent applied to tile exponents when measuring monotonicity.
    pub monotonicity_power: f32,
    /// The cost of a line that is not sorted in either direction.
    pub monotonicity: f32,
    /// The exponent applied to tile exponents when summing them.
    pub sum_power: f32,
    /// The cost of big tiles away from each other (penalises clutter).
    pub sum: f32,
    /// The value of each pair of equal neighbours (through empty cells).
    pub merges: f32,
    /// The value of each empty cell.
    pub empty: f32,
    /// Whether lines should fall away from their first cell (the left of a row, the top
    /// of a column): only rises towards the last cell cost, not falls. The search mirrors
    /// each board so that its largest tile is in the top-left quarter
    /// ([`crate::ai::SearchConfig::oriented`]); otherwise a line may fall either way.
    pub oriented: bool,
}

/// The weights every player uses (the measurements behind them are in
/// `docs/solver-notes.md`).
pub const WEIGHTS: Weights = Weights {
    lost_penalty: 200_000.0,
    monotonicity_power: 4.0,
    monotonicity: 24.0,
    sum_power: 3.5,
    sum: 11.0,
    merges: 700.0,
    empty: 540.0,
    oriented: true,
};

/// The weights of the search on the boards a network hands over to the heuristic (from
/// a 16384 with an 8192 beside it): big tiles cost half as much again, so merging two of
/// them is worth more, which made more 32768s from the same boards
/// (`docs/solver-notes.md`).
#[cfg_attr(not(any(feature = "network", feature = "research")), allow(dead_code))]
pub const LATE_WEIGHTS: Weights = Weights {
    sum: 16.0,
    ..WEIGHTS
};

/// The heuristic value of one line of exponents (0 = empty), of any length.
pub(crate) fn line_score(line: &[u8], w: &Weights) -> f32 {
    let mut sum = 0.0f32;
    let mut empty = 0u32;
    let mut merges = 0u32;
    let mut prev = 0u8;
    let mut run = 0u32;
    for &e in line {
        sum += f32::from(e).powf(w.sum_power);
        if e == 0 {
            empty += 1;
        } else {
            if prev == e {
                run += 1;
            } else if run > 0 {
                merges += 1 + run;
                run = 0;
            }
            prev = e;
        }
    }
    if run > 0 {
        merges += 1 + run;
    }
    let (mut mono_left, mut mono_right) = (0.0f32, 0.0f32);
    for pair in line.windows(2) {
        let a = f32::from(pair[0]).powf(w.monotonicity_power);
        let b = f32::from(pair[1]).powf(w.monotonicity_power);
        if pair[0] > pair[1] {
            mono_left += a - b;
        } else {
            mono_right += b - a;
        }
    }
    w.lost_penalty + w.empty * empty as f32 + w.merges * merges as f32
        - w.monotonicity
            * if w.oriented {
                mono_right
            } else {
                mono_left.min(mono_right)
            }
        - w.sum * sum
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_cells_and_merges_are_worth_more() {
        let w = &WEIGHTS;
        assert!(line_score(&[1, 0, 0, 0], w) > line_score(&[1, 2, 0, 0], w));
        assert!(line_score(&[1, 1, 0, 0], w) > line_score(&[1, 2, 0, 0], w));
    }

    #[test]
    fn sorted_lines_beat_zigzags() {
        let w = &Weights {
            oriented: false,
            ..WEIGHTS
        };
        assert!(line_score(&[5, 4, 3, 2], w) > line_score(&[5, 2, 4, 3], w));
        assert_eq!(line_score(&[5, 4, 3, 2], w), line_score(&[2, 3, 4, 5], w));
    }

    #[test]
    fn oriented_lines_fall_from_their_first_cell() {
        let w = &WEIGHTS;
        assert!(w.oriented);
        let falling = line_score(&[5, 4, 3, 2], w);
        assert_eq!(
            falling,
            line_score(
                &[5, 4, 3, 2],
                &Weights {
                    oriented: false,
                    ..WEIGHTS
                }
            )
        );
        // Rising from 2 to 5 costs every rise: (3⁴ − 2⁴) + (4⁴ − 3⁴) + (5⁴ − 4⁴).
        let rise = w.monotonicity * (625.0 - 16.0);
        assert_eq!(line_score(&[2, 3, 4, 5], w), falling - rise);
    }
}
