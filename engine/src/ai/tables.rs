//! Per-row lookup tables: every one of the 65,536 possible rows of a 4×4 bitboard,
//! slid left and right, with the points the slide scores and the row's heuristic value.
//! A move is then four lookups instead of sixteen cell visits.

use std::sync::OnceLock;

use super::heuristic::{LATE_WEIGHTS, WEIGHTS, Weights, line_score};

/// Number of distinct 16-bit rows.
pub(crate) const ROWS: usize = 1 << 16;

/// The largest exponent a 4-bit cell holds (the tile 32768). Two such tiles do not merge:
/// their sum would not fit the cell.
pub(crate) const MAX_NIBBLE: u8 = 15;

/// The row tables. Fixed-size arrays, so indexing by a `u16` needs no bounds check.
pub struct Tables {
    /// Each row slid towards its lowest nibble (the left of the board).
    pub left: Box<[u16; ROWS]>,
    /// Each row slid towards its highest nibble (the right of the board).
    pub right: Box<[u16; ROWS]>,
    /// Points scored by sliding the row (the same in both directions: a run of equal
    /// tiles merges into as many pairs from either end).
    pub gain: Box<[u32; ROWS]>,
    /// The heuristic value of the row read as a line of a board.
    pub heur: Box<[f32; ROWS]>,
    /// Whether `heur` wants lines to fall away from their first cell
    /// ([`Weights::oriented`]).
    pub oriented: bool,
}

fn boxed<T: Copy + Default>() -> Box<[T; ROWS]> {
    vec![T::default(); ROWS]
        .into_boxed_slice()
        .try_into()
        .unwrap_or_else(|_| unreachable!("the vector has ROWS elements"))
}

/// The four exponents of a row, lowest nibble first.
pub(crate) fn unpack_row(row: u16) -> [u8; 4] {
    [0, 1, 2, 3].map(|i| ((row >> (4 * i)) & 0xF) as u8)
}

/// A row from four exponents, lowest nibble first.
pub(crate) fn pack_row(cells: [u8; 4]) -> u16 {
    cells
        .iter()
        .enumerate()
        .fold(0, |row, (i, &e)| row | (u16::from(e & 0xF) << (4 * i)))
}

/// Slides four cells towards index 0, merging equal pairs nearest the wall first.
/// Returns the new cells and the points scored.
pub(crate) fn slide_line(cells: [u8; 4]) -> ([u8; 4], u32) {
    let mut out = [0u8; 4];
    let mut placed = 0;
    let mut open = false;
    let mut gain = 0u32;
    for e in cells.into_iter().filter(|&e| e != 0) {
        if open && out[placed - 1] == e && e < MAX_NIBBLE {
            out[placed - 1] = e + 1;
            gain += 1 << (e + 1);
            open = false;
        } else {
            out[placed] = e;
            placed += 1;
            open = true;
        }
    }
    (out, gain)
}

fn reverse(cells: [u8; 4]) -> [u8; 4] {
    [cells[3], cells[2], cells[1], cells[0]]
}

impl Tables {
    /// Builds every table with the given heuristic weights.
    pub fn build(weights: &Weights) -> Tables {
        let mut t = Tables {
            left: boxed(),
            right: boxed(),
            gain: boxed(),
            heur: boxed(),
            oriented: weights.oriented,
        };
        for row in 0..=u16::MAX {
            let cells = unpack_row(row);
            let (left, gain) = slide_line(cells);
            let (right, _) = slide_line(reverse(cells));
            let i = usize::from(row);
            t.left[i] = pack_row(left);
            t.right[i] = pack_row(reverse(right));
            t.gain[i] = gain;
            t.heur[i] = line_score(&cells, weights);
        }
        t
    }
}

/// The shared tables with the default weights, built on first use.
pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| Tables::build(&WEIGHTS))
}

/// The shared tables with the weights of the search a network hands over to
/// ([`LATE_WEIGHTS`]), built on first use.
#[cfg_attr(not(any(feature = "network", feature = "research")), allow(dead_code))]
pub fn late_tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| Tables::build(&LATE_WEIGHTS))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(cells: [u8; 4]) -> u16 {
        pack_row(cells)
    }

    #[test]
    fn pack_and_unpack_are_inverse() {
        for r in [0u16, 0x1234, 0xFFFF, 0x0F01] {
            assert_eq!(pack_row(unpack_row(r)), r);
        }
    }

    #[test]
    fn rows_slide_and_score_as_the_game_does() {
        let t = tables();
        // [2,2,2,2] → [4,4,_,_] scoring 8.
        let r = row([1, 1, 1, 1]);
        assert_eq!(t.left[usize::from(r)], row([2, 2, 0, 0]));
        assert_eq!(t.right[usize::from(r)], row([0, 0, 2, 2]));
        assert_eq!(t.gain[usize::from(r)], 8);
        // [2,_,2,4] → left [4,4,_,_]; right [_,_,4,4]: the pair nearest the wall merges.
        let r = row([1, 0, 1, 2]);
        assert_eq!(t.left[usize::from(r)], row([2, 2, 0, 0]));
        assert_eq!(t.right[usize::from(r)], row([0, 0, 2, 2]));
        assert_eq!(t.gain[usize::from(r)], 4);
        // [4,4,8,_] → left [8,8,_,_], not [16,…]: a new tile does not merge again.
        let r = row([2, 2, 3, 0]);
        assert_eq!(t.left[usize::from(r)], row([3, 3, 0, 0]));
        assert_eq!(t.right[usize::from(r)], row([0, 0, 3, 3]));
        // [2,2,2,_] → right [_,_,2,4].
        let r = row([1, 1, 1, 0]);
        assert_eq!(t.right[usize::from(r)], row([0, 0, 1, 2]));
        assert_eq!(t.left[usize::from(r)], row([2, 1, 0, 0]));
        // A stuck row stays.
        let r = row([1, 2, 3, 4]);
        assert_eq!(t.left[usize::from(r)], r);
        assert_eq!(t.right[usize::from(r)], r);
        assert_eq!(t.gain[usize::from(r)], 0);
        // Two 32768 tiles cannot merge in a nibble.
        let r = row([15, 15, 0, 0]);
        assert_eq!(t.left[usize::from(r)], r);
        assert_eq!(t.gain[usize::from(r)], 0);
        // Two 16384 tiles make 32768 and score it.
        let r = row([0, 14, 0, 14]);
        assert_eq!(t.left[usize::from(r)], row([15, 0, 0, 0]));
        assert_eq!(t.gain[usize::from(r)], 32768);
    }
}
