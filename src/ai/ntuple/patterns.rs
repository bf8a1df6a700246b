//! Which cells a network reads: its patterns (tuples of cells), each read on the eight
//! mirror images of the board, and where each reading's weight sits in the flat table.

use crate::ai::bitboard::Bitboard;

/// The most patterns a network has; eight readings each.
pub const MAX_PATTERNS: usize = 8;
/// The most readings (features) of one board.
pub const MAX_FEATURES: usize = 8 * MAX_PATTERNS;

/// The 4×6-tuple network's patterns (cells numbered row by row).
pub const FOUR_BY_SIX: [&[u8]; 4] = [
    &[0, 1, 2, 3, 4, 5],
    &[4, 5, 6, 7, 8, 9],
    &[0, 1, 2, 4, 5, 6],
    &[4, 5, 6, 8, 9, 10],
];

/// A small network of 4-tuples (an outer and an inner row, two squares), for tests.
pub const FOUR_BY_FOUR: [&[u8]; 4] = [&[0, 1, 2, 3], &[4, 5, 6, 7], &[0, 1, 4, 5], &[4, 5, 8, 9]];

/// A stretch of a pattern's cells that lie next to one another on the board: one shift
/// and one mask read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Run {
    /// The bit of the board where the stretch starts.
    from: u32,
    /// Its bits, at the bottom.
    mask: u64,
    /// Where it goes in the pattern's index.
    to: u32,
}

/// A list of patterns and the layout of their weights.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Patterns {
    cells: Vec<Vec<u8>>,
    runs: Vec<Vec<Run>>,
    /// Where each pattern's weights start.
    base: Vec<usize>,
    size: usize,
}

impl Patterns {
    /// Patterns of distinct cells (0 to 15, row by row), at most 6 cells each and at most
    /// [`MAX_PATTERNS`] of them; `None` otherwise.
    pub fn new(cells: &[&[u8]]) -> Option<Patterns> {
        if cells.is_empty() || cells.len() > MAX_PATTERNS {
            return None;
        }
        let mut patterns = Patterns {
            cells: Vec::new(),
            runs: Vec::new(),
            base: Vec::new(),
            size: 0,
        };
        for pattern in cells {
            let distinct = pattern
                .iter()
                .all(|c| pattern.iter().filter(|&d| d == c).count() == 1);
            if pattern.is_empty()
                || pattern.len() > 6
                || !distinct
                || pattern.iter().any(|&c| c > 15)
            {
                return None;
            }
            let mut runs: Vec<Run> = Vec::new();
            for (j, &c) in pattern.iter().enumerate() {
                match runs.last_mut() {
                    Some(run) if run.from + run.mask.count_ones() == 4 * u32::from(c) => {
                        run.mask = (run.mask << 4) | 0xF;
                    }
                    _ => runs.push(Run {
                        from: 4 * u32::from(c),
                        mask: 0xF,
                        to: 4 * j as u32,
                    }),
                }
            }
            patterns.cells.push(pattern.to_vec());
            patterns.runs.push(runs);
            patterns.base.push(patterns.size);
            patterns.size += 1 << (4 * pattern.len());
        }
        Some(patterns)
    }

    /// The 4×6-tuple network's patterns.
    pub fn four_by_six() -> Patterns {
        Patterns::new(&FOUR_BY_SIX).unwrap_or_else(|| unreachable!("valid patterns"))
    }

    /// The cells of each pattern.
    pub fn cells(&self) -> &[Vec<u8>] {
        &self.cells
    }

    /// The number of weights.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The number of readings of a board: eight per pattern.
    pub fn features(&self) -> usize {
        8 * self.cells.len()
    }

    /// The weights a board reads, one per pattern and mirror image, into `out`; returns
    /// how many ([`Patterns::features`]).
    #[inline]
    pub fn indices(&self, board: Bitboard, out: &mut [u32; MAX_FEATURES]) -> usize {
        let mut n = 0;
        for image in images(board) {
            for (runs, &base) in self.runs.iter().zip(&self.base) {
                let mut index = 0u64;
                for run in runs {
                    index |= ((image.0 >> run.from) & run.mask) << run.to;
                }
                out[n] = (base as u64 + index) as u32;
                n += 1;
            }
        }
        n
    }
}

/// The eight mirror images of a board (the board itself first).
#[inline]
pub fn images(board: Bitboard) -> [Bitboard; 8] {
    let t = board.transpose();
    let h = board.flip_h();
    let th = t.flip_h();
    [
        board,
        h,
        board.flip_v(),
        h.flip_v(),
        t,
        th,
        t.flip_v(),
        th.flip_v(),
    ]
}
