//! The shape of a sub-game: which cells are locked, which tile the free cells build, and
//! how a position of the free cells is numbered.

use crate::ai::bitboard::Bitboard;

/// A sub-game of the 4×4 board: the tiles from `2^exp` up are locked in a staircase in the
/// top-left corner (each row's locked cells a prefix of it, no longer than the row above),
/// all different, the smallest one, `2^exp` itself, in `anchor`. Every other cell is free
/// and holds a smaller tile. The goal is a tile of `2^exp` in a free cell next to the
/// anchor, where the next move can merge the two.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Layout {
    /// The locked cells, bit `i` for cell `i` (row-major).
    pub locked: u16,
    /// The cell of the smallest locked tile.
    pub anchor: u8,
    /// The exponent of the smallest locked tile.
    pub exp: u8,
}

/// The four nibbles of a cell mask: `0xF` in every cell whose bit is set.
pub(crate) fn nibbles(mask: u16) -> u64 {
    (0..16)
        .filter(|&i| mask >> i & 1 != 0)
        .map(|i| 0xFu64 << (4 * i))
        .sum()
}

impl Layout {
    /// The layout of `board` whose smallest locked tile is `2^exp`, if the board has one:
    /// the tiles of at least `2^exp` form a staircase in the top-left corner, all
    /// different, and `2^exp` is among them with a free cell next to it.
    pub fn of(board: Bitboard, exp: u8) -> Option<Layout> {
        let mut locked = 0u16;
        let mut seen = 0u32;
        let mut anchor = None;
        for i in 0..16 {
            let e = board.cell(i);
            if e >= exp {
                if seen >> e & 1 != 0 {
                    return None;
                }
                seen |= 1 << e;
                locked |= 1 << i;
                if e == exp {
                    anchor = Some(i as u8);
                }
            }
        }
        let layout = Layout {
            locked,
            anchor: anchor?,
            exp,
        };
        (is_staircase(locked) && layout.goal() != 0).then_some(layout)
    }

    /// Whether the locked tiles of `board` (of this layout) make a chain: `2^exp`,
    /// `2^(exp+1)` and so on with no gap, each next to the one twice its size, so that a
    /// tile of `2^exp` built next to the anchor can merge them all into one.
    pub(crate) fn is_chain(self, board: Bitboard) -> bool {
        let count = self.locked.count_ones() as u8;
        (0..16usize).all(|i| {
            if self.locked >> i & 1 == 0 {
                return true;
            }
            let e = board.cell(i);
            if e >= self.exp + count {
                return false;
            }
            e == self.exp + count - 1 || neighbours(i).any(|n| board.cell(n) == e + 1)
        })
    }

    /// Whether the locked tiles of `board` (of this layout) fall away from the corner:
    /// each larger than the locked tiles right of it and below it.
    pub(crate) fn is_ordered(self, board: Bitboard) -> bool {
        (0..16usize).all(|i| {
            let locked = |j: usize| self.locked >> j & 1 != 0;
            !locked(i)
                || ((i % 4 == 3 || !locked(i + 1) || board.cell(i + 1) < board.cell(i))
                    && (i / 4 == 3 || !locked(i + 4) || board.cell(i + 4) < board.cell(i)))
        })
    }

    /// The free cells, a bit each.
    pub(crate) fn free(self) -> u16 {
        !self.locked
    }

    /// The number of free cells.
    pub fn free_count(self) -> u32 {
        self.free().count_ones()
    }

    /// The free cells next to the anchor, a bit each.
    pub(crate) fn goal(self) -> u16 {
        let a = usize::from(self.anchor);
        let (r, c) = (a / 4, a % 4);
        let mut near = 0u16;
        if r > 0 {
            near |= 1 << (a - 4);
        }
        if r < 3 {
            near |= 1 << (a + 4);
        }
        if c > 0 {
            near |= 1 << (a - 1);
        }
        if c < 3 {
            near |= 1 << (a + 1);
        }
        near & self.free()
    }

    /// The number of positions of the free cells: `exp` values each (0 for empty, then the
    /// exponents below `exp`).
    pub fn positions(self) -> usize {
        usize::from(self.exp).pow(self.free_count())
    }

    /// The board the sub-game is played on: the locked cells hold `exp` in the anchor and
    /// distinct larger exponents elsewhere (which ones does not matter: they never move
    /// nor merge), the free cells are empty.
    pub fn locked_board(self) -> Bitboard {
        let mut bits = 0u64;
        let mut next = 15u64;
        for i in 0..16 {
            if self.locked >> i & 1 == 0 {
                continue;
            }
            let e = if i == usize::from(self.anchor) {
                u64::from(self.exp)
            } else {
                let e = next;
                next -= 1;
                e
            };
            bits |= e << (4 * i);
        }
        Bitboard(bits)
    }
}

/// The cells next to `cell`.
fn neighbours(cell: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (cell / 4, cell % 4);
    [
        (r > 0).then(|| cell - 4),
        (r < 3).then(|| cell + 4),
        (c > 0).then(|| cell - 1),
        (c < 3).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
}

/// The layout transposed (its rows as columns).
pub(crate) fn transposed(layout: Layout) -> Layout {
    let mut locked = 0u16;
    for i in 0..16 {
        if layout.locked >> i & 1 != 0 {
            locked |= 1 << (i % 4 * 4 + i / 4);
        }
    }
    let a = usize::from(layout.anchor);
    Layout {
        locked,
        anchor: (a % 4 * 4 + a / 4) as u8,
        exp: layout.exp,
    }
}

/// Every layout with `free` free cells whose smallest locked tile is `2^exp`, one of each
/// pair of transposed layouts (a board is tried transposed too).
pub fn all_layouts(free: u32, exp: u8) -> Vec<Layout> {
    let mut found = Vec::new();
    for locked in 0..=u16::MAX {
        if locked.count_zeros() != free || !is_staircase(locked) {
            continue;
        }
        for anchor in 0..16u8 {
            let layout = Layout {
                locked,
                anchor,
                exp,
            };
            if locked >> anchor & 1 == 0 || layout.goal() == 0 || !is_corner(locked, anchor) {
                continue;
            }
            let canonical = layout.min(transposed(layout));
            if !found.contains(&canonical) {
                found.push(canonical);
            }
        }
    }
    found.sort();
    found
}

/// Whether `cell` is an outer corner of the staircase `locked`: the last cell of its row,
/// with no locked cell below it.
fn is_corner(locked: u16, cell: u8) -> bool {
    let (r, c) = (cell / 4, cell % 4);
    let right = c < 3 && locked >> (cell + 1) & 1 != 0;
    let below = r < 3 && locked >> (cell + 4) & 1 != 0;
    !right && !below
}

/// Whether the cells of `mask` form a staircase in the top-left corner: in each row a
/// prefix, each no longer than the one above.
pub(crate) fn is_staircase(mask: u16) -> bool {
    let mut above = 4;
    for r in 0..4 {
        let row = (mask >> (4 * r)) & 0xF;
        let len = row.trailing_ones();
        if row != (1 << len) - 1 || len > above {
            return false;
        }
        above = len;
    }
    true
}

/// Numbers the positions of a layout's free cells: the exponents of the free cells,
/// read in cell order, as the digits of a number in base `exp`.
#[derive(Clone, Debug)]
pub(crate) struct Indexer {
    /// The free cells in order.
    cells: Vec<u8>,
    /// The weight of each free cell's digit.
    weights: Vec<u32>,
    /// The weight of every cell, 0 for locked ones.
    by_cell: [u32; 16],
}

impl Indexer {
    pub(crate) fn new(layout: Layout) -> Indexer {
        let cells: Vec<u8> = (0..16u8).filter(|&i| layout.free() >> i & 1 != 0).collect();
        let mut weights = Vec::with_capacity(cells.len());
        let mut by_cell = [0u32; 16];
        let mut w = 1u32;
        for &c in &cells {
            weights.push(w);
            by_cell[usize::from(c)] = w;
            w *= u32::from(layout.exp);
        }
        Indexer {
            cells,
            weights,
            by_cell,
        }
    }

    /// The free cells in order.
    pub(crate) fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The weight of a cell's digit (0 for a locked cell).
    #[inline]
    pub(crate) fn weight(&self, cell: usize) -> u32 {
        self.by_cell[cell]
    }

    /// The number of a board's free cells (each below `exp`).
    #[inline]
    pub(crate) fn index(&self, board: Bitboard) -> usize {
        self.cells
            .iter()
            .zip(&self.weights)
            .map(|(&c, &w)| u32::from(board.cell(usize::from(c))) * w)
            .sum::<u32>() as usize
    }

    /// The free cells of a numbered position, laid on `locked`.
    pub(crate) fn board(&self, locked: Bitboard, exp: u8, mut index: usize) -> Bitboard {
        let mut bits = locked.0;
        for &c in &self.cells {
            let digit = (index % usize::from(exp)) as u64;
            index /= usize::from(exp);
            bits |= digit << (4 * c);
        }
        Bitboard(bits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Board;

    fn bb(rows: [[u64; 4]; 4]) -> Bitboard {
        Bitboard::from_board(&Board::from_values(&rows).unwrap()).unwrap()
    }

    #[test]
    fn staircases() {
        assert!(is_staircase(0x0000));
        assert!(is_staircase(0x0377)); // rows 3, 3, 2
        assert!(is_staircase(0x00FF));
        assert!(is_staircase(0x1111)); // a column
        assert!(!is_staircase(0x0370)); // the first row empty
        assert!(!is_staircase(0x0735)); // a row with a hole
        assert!(!is_staircase(0x0F07)); // a longer row under a shorter one
    }

    #[test]
    fn a_block_of_the_largest_tiles_is_a_layout() {
        let b = bb([
            [16384, 4096, 1024, 2],
            [8192, 2048, 512, 4],
            [256, 128, 64, 32],
            [4, 2, 8, 2],
        ]);
        let layout = Layout::of(b, 7).unwrap();
        assert_eq!(layout.locked, 0x0377);
        assert_eq!(layout.anchor, 9);
        assert_eq!(layout.free_count(), 8);
        // Next to the 128: the 64 right of it and the 2 below.
        assert_eq!(layout.goal(), 1 << 10 | 1 << 13);
        assert_eq!(layout.positions(), 7usize.pow(8));
        // From 64 up, rows of 3, 3 and 3, anchored at the 64.
        assert_eq!(Layout::of(b, 6).map(|l| l.anchor), Some(10));
        // From 2048 up, a 2×2 square; from 4096 up, rows of 2 and 1.
        assert_eq!(Layout::of(b, 11).map(|l| l.locked), Some(0x0033));
        assert_eq!(
            Layout::of(b, 12).map(|l| (l.locked, l.anchor)),
            Some((0x0013, 1))
        );
        // Two equal tiles (the 2s) among the locked ones: none.
        assert_eq!(Layout::of(b, 1), None);
        // No tile of exactly 2^15: none.
        assert_eq!(Layout::of(b, 15), None);
    }

    #[test]
    fn positions_are_numbered_one_to_one() {
        let layout = Layout {
            locked: 0x0377,
            anchor: 9,
            exp: 7,
        };
        let indexer = Indexer::new(layout);
        let locked = layout.locked_board();
        for index in [0, 1, 6, 7, 12345, layout.positions() - 1] {
            let board = indexer.board(locked, layout.exp, index);
            assert_eq!(indexer.index(board), index);
            assert_eq!(board.0 & nibbles(layout.locked), locked.0);
        }
        assert_eq!(locked.cell(9), 7);
        assert_eq!(locked.cell(0), 15);
    }
}
