//! Which cells a network reads: its patterns (tuples of cells), each read on the eight
//! mirror images of the board, and where each reading's weight sits in the flat table.
//!
//! The 4×6-tuple network is read by code written for it ([`four_by_six`]): its cells are
//! runs of whole rows' nibbles on the board and on its images, so each of its 32 indices
//! is a shift or two and a mask, and only four images need computing (a pattern read on
//! an image turned upside down is read bottom up on the image). Other patterns are read
//! run by run. Both the trainer and the search read a network through [`Reading`]: one
//! type per way of reading, so the hot loops are compiled for each.

use crate::ai::bitboard::Bitboard;

/// The most patterns a network has; eight readings each.
pub(crate) const MAX_PATTERNS: usize = 8;
/// The most readings (features) of one board.
pub const MAX_FEATURES: usize = 8 * MAX_PATTERNS;

/// The 4×6-tuple network's patterns (cells numbered row by row).
pub const FOUR_BY_SIX: [&[u8]; 4] = [
    &[0, 1, 2, 3, 4, 5],
    &[4, 5, 6, 7, 8, 9],
    &[0, 1, 2, 4, 5, 6],
    &[4, 5, 6, 8, 9, 10],
];

/// The number of weights of the 4×6-tuple network.
pub const FOUR_BY_SIX_SIZE: usize = 4 << 24;

/// A small network of 4-tuples (an outer and an inner row, two squares), for tests.
#[cfg(feature = "research")]
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
    /// Whether these are the 4×6-tuple network's patterns, read by [`four_by_six`].
    four_by_six: bool,
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
            four_by_six: cells == FOUR_BY_SIX,
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

    /// Whether these are the 4×6-tuple network's patterns (read by [`four_by_six`]).
    pub fn is_four_by_six(&self) -> bool {
        self.four_by_six
    }

    /// The weights a board reads, one per pattern and mirror image, into `out`; returns
    /// how many ([`Patterns::features`]). The order is image by image (as [`images`]
    /// lists them), pattern by pattern within an image.
    #[inline]
    pub fn indices(&self, board: Bitboard, out: &mut [u32; MAX_FEATURES]) -> usize {
        if self.four_by_six {
            out[..32].copy_from_slice(&four_by_six(board));
            return 32;
        }
        let readings = Runs(self).read(board);
        let n = readings.as_ref().len();
        out[..n].copy_from_slice(readings.as_ref());
        n
    }
}

/// A way of reading the weights of a board: the trainer and the search are written once
/// over it and compiled for each.
pub trait Reading: Copy + Send + Sync {
    /// The indices of one board's weights.
    type Indices: Copy + Default + AsRef<[u32]>;

    /// The weights `board` reads, in the order of [`Patterns::indices`].
    fn read(self, board: Bitboard) -> Self::Indices;
}

/// The 4×6-tuple network's reading, [`four_by_six`].
#[derive(Clone, Copy, Debug)]
pub struct FourBySix;

impl Reading for FourBySix {
    type Indices = [u32; 32];

    #[inline(always)]
    fn read(self, board: Bitboard) -> [u32; 32] {
        four_by_six(board)
    }
}

/// Any patterns' reading, run by run.
#[derive(Clone, Copy, Debug)]
pub struct Runs<'a>(pub &'a Patterns);

/// The indices of a board read run by run: [`MAX_FEATURES`] places, the first `len` used.
#[derive(Clone, Copy, Debug)]
pub struct Readings {
    idx: [u32; MAX_FEATURES],
    len: usize,
}

impl Default for Readings {
    fn default() -> Self {
        Readings {
            idx: [0; MAX_FEATURES],
            len: 0,
        }
    }
}

impl AsRef<[u32]> for Readings {
    #[inline]
    fn as_ref(&self) -> &[u32] {
        &self.idx[..self.len]
    }
}

impl Reading for Runs<'_> {
    type Indices = Readings;

    #[inline]
    fn read(self, board: Bitboard) -> Readings {
        let mut out = Readings::default();
        for image in images(board) {
            for (runs, &base) in self.0.runs.iter().zip(&self.0.base) {
                let mut index = 0u64;
                for run in runs {
                    index |= ((image.0 >> run.from) & run.mask) << run.to;
                }
                out.idx[out.len] = (base as u64 + index) as u32;
                out.len += 1;
            }
        }
        out
    }
}

/// The 32 weights a board reads in the 4×6-tuple network ([`FOUR_BY_SIX`]), in the order
/// of [`Patterns::indices`]. Cell `c` of a board is the nibble at bit `4c`, so each
/// pattern is one or two runs of nibbles: cells 0-5 are the low 24 bits, cells 4-9 the
/// 24 above bit 16, cells 0-1-2 and 4-5-6 three nibbles of the first two rows. On a board
/// turned upside down the same cells are the bottom rows' nibbles, in the same order
/// within a row.
#[inline(always)]
pub fn four_by_six(board: Bitboard) -> [u32; 32] {
    const W: u64 = 1 << 24;
    const M24: u64 = 0xFF_FFFF;
    const M16: u64 = 0xFFFF;
    const M12: u64 = 0xFFF;
    const M8: u64 = 0xFF;
    // The patterns read on `y` as it stands.
    let upright = |y: u64| {
        [
            y & M24,
            W + ((y >> 16) & M24),
            2 * W + ((y & M12) | ((y >> 4) & (M12 << 12))),
            3 * W + (((y >> 16) & M12) | ((y >> 20) & (M12 << 12))),
        ]
    };
    // The patterns read on `y` turned upside down (rows 3, 2, 1 as rows 0, 1, 2).
    let flipped = |y: u64| {
        [
            (y >> 48) | (((y >> 32) & M8) << 16),
            W + (((y >> 32) & M16) | (((y >> 16) & M8) << 16)),
            2 * W + (((y >> 48) & M12) | (((y >> 32) & M12) << 12)),
            3 * W + (((y >> 32) & M12) | (((y >> 16) & M12) << 12)),
        ]
    };
    let t = board.transpose();
    let h = board.flip_h();
    let th = t.flip_h();
    // The images in the order of `images`: b, h, v(b), v(h), t, th, v(t), v(th).
    let parts = [
        upright(board.0),
        upright(h.0),
        flipped(board.0),
        flipped(h.0),
        upright(t.0),
        upright(th.0),
        flipped(t.0),
        flipped(th.0),
    ];
    std::array::from_fn(|n| parts[n / 4][n % 4] as u32)
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
