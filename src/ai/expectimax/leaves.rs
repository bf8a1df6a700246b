//! The last level of the search: valuing every board one move after every possible new
//! tile, from the slides of the board before the tile.

use crate::ai::bitboard::Bitboard;
use crate::ai::tables::Tables;

use super::anchor::Anchor;
use super::rows_value;

/// The four slides of a board, ready to value the boards one new tile away. A tile in
/// row `r` changes only row `r` of a horizontal slide and only column `c` of a vertical
/// one, so each such board costs one slide lookup and five value lookups instead of
/// sixteen. Vertical slides are kept transposed (columns as rows): a board and its
/// transpose have the same value.
pub(super) struct Leaves {
    /// The board's rows (for horizontal slides) and columns (for vertical ones).
    lines: [Bitboard; 2],
    /// The board slid left and right, and its transpose slid left and right (up, down),
    /// each transposed.
    columns: [u64; 4],
    /// For each slide and line, the value of the slid board's rows but that line.
    others: [[f32; 4]; 4],
    /// For each slide, a bit for every line it changes.
    changed: [u8; 4],
    /// The corner the largest tile is kept in, if any.
    corner: Option<Corner>,
}

/// An [`Anchor`] as the last level sees it.
struct Corner {
    /// For each slide and each of the anchor's two cells, the line and the shift of the
    /// cell in the slide's lines, and the exponent the slide alone leaves there.
    at: [[(usize, u32, u8); 2]; 4],
    /// The exponent the corner must keep.
    min: u8,
}

/// The first column of a board.
const COLUMN: u64 = 0x000F_000F_000F_000F;

/// A row laid out as the first column.
#[inline]
fn spread(row: u16) -> u64 {
    let r = u64::from(row);
    r & 0xF | (r & 0xF0) << 12 | (r & 0xF00) << 24 | (r & 0xF000) << 36
}

impl Leaves {
    pub(super) fn new(board: Bitboard, t: &Tables, anchor: Option<Anchor>) -> Leaves {
        let lines = [board, board.transpose()];
        let slid = [
            lines[0].map_rows(&t.left),
            lines[0].map_rows(&t.right),
            lines[1].map_rows(&t.left),
            lines[1].map_rows(&t.right),
        ];
        let mut others = [[0.0; 4]; 4];
        let mut changed = [0u8; 4];
        for k in 0..4 {
            let line = lines[k / 2];
            let values = [0, 1, 2, 3].map(|r| t.heur[usize::from(slid[k].row(r))]);
            let total: f32 = values.iter().sum();
            for r in 0..4 {
                others[k][r] = total - values[r];
                changed[k] |= u8::from(slid[k].row(r) != line.row(r)) << r;
            }
        }
        let corner = anchor.map(|a| {
            let at = |k: usize| {
                a.cells()
                    .map(|cell| (cell / 4, 4 * (cell % 4) as u32, slid[k].cell(cell)))
            };
            Corner {
                at: [at(0), at(1), at(2), at(3)],
                min: a.min,
            }
        });
        Leaves {
            lines,
            columns: slid.map(|b| b.transpose().0),
            others,
            changed,
            corner,
        }
    }

    /// The value of the best move once a tile of exponent `exp` fills the empty cell
    /// `cell` (0 when no move is left), valuing the boards the moves leave.
    #[inline]
    pub(super) fn best(&self, cell: usize, exp: u16, t: &Tables) -> f32 {
        if self.corner.is_some() {
            self.best_of::<true>(cell, exp, t)
        } else {
            self.best_of::<false>(cell, exp, t)
        }
    }

    /// [`Leaves::best`], keeping the anchor's tile when `KEEP` (a constant, so that
    /// the search without an anchor pays nothing for it). With an anchor, the boards of
    /// moves that lose its tile are valued only when no legal move keeps it.
    #[inline]
    fn best_of<const KEEP: bool>(&self, cell: usize, exp: u16, t: &Tables) -> f32 {
        let mut best = 0.0f32;
        let mut kept = false;
        // The slides (a bit each) left aside for taking the anchor's tile out.
        let mut losing = 0u8;
        for k in 0..4 {
            let Some((line, moved)) = self.slide(k, cell, exp, t) else {
                continue;
            };
            if KEEP && !self.holds(k, line, moved) {
                losing |= 1 << k;
                continue;
            }
            kept = true;
            let value = self.value(k, line, moved, t);
            if value > best {
                best = value;
            }
        }
        if KEEP && !kept {
            for k in 0..4 {
                if losing & 1 << k != 0
                    && let Some((line, moved)) = self.slide(k, cell, exp, t)
                {
                    best = best.max(self.value(k, line, moved, t));
                }
            }
        }
        best
    }

    /// The line a tile of exponent `exp` in `cell` falls in for slide `k`, and that line
    /// slid; `None` when the slide moves nothing.
    #[inline]
    fn slide(&self, k: usize, cell: usize, exp: u16, t: &Tables) -> Option<(usize, u16)> {
        // Row and column of the tile in the lines this slide works on.
        let (line, at) = if k < 2 {
            (cell / 4, cell % 4)
        } else {
            (cell % 4, cell / 4)
        };
        let row = self.lines[k / 2].row(line) | exp << (4 * at);
        let table = if k.is_multiple_of(2) {
            &t.left
        } else {
            &t.right
        };
        let moved = table[usize::from(row)];
        (moved != row || self.changed[k] & !(1 << line) != 0).then_some((line, moved))
    }

    /// The value of the board slide `k` leaves, `line` becoming `moved`.
    #[inline]
    fn value(&self, k: usize, line: usize, moved: u16, t: &Tables) -> f32 {
        // The slid board's columns: its kept transpose with one column replaced.
        let columns = self.columns[k] & !(COLUMN << (4 * line)) | spread(moved) << (4 * line);
        self.others[k][line] + t.heur[usize::from(moved)] + rows_value(Bitboard(columns), t)
    }

    /// Whether slide `k`, `line` becoming `moved`, keeps the anchor's tile.
    #[inline]
    fn holds(&self, k: usize, line: usize, moved: u16) -> bool {
        let Some(Corner { at, min }) = &self.corner else {
            return true;
        };
        at[k].iter().any(|&(corner_line, shift, left)| {
            let there = if line == corner_line {
                (moved >> shift & 0xF) as u8
            } else {
                left
            };
            there >= *min
        })
    }
}
