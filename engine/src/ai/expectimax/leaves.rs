//! The last level of the search: valuing every board one move after every possible new
//! tile, from the slides of the board before the tile.

use crate::ai::bitboard::Bitboard;
use crate::ai::tables::Tables;

use super::anchor::Anchor;
use super::value::rows_value;

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
    /// The tiles kept in place, if any.
    kept: Option<Kept>,
}

/// An [`Anchor`] as the last level sees it: for the block and its transpose, the
/// exponents each line must keep, and for each slide the lines where the slide alone
/// already fails to.
struct Kept {
    /// For each slide and each form of the block, a bit for every line short.
    short: [[u8; 2]; 4],
    /// For each form of the block and each line, its cells' exponents, a byte each.
    mins: [[u32; 4]; 2],
}

/// The four nibbles of a row, a byte each.
#[inline]
fn bytes(row: u16) -> u32 {
    let r = u32::from(row);
    r & 0xF | (r & 0xF0) << 4 | (r & 0xF00) << 8 | (r & 0xF000) << 12
}

/// Whether each cell of a row (a byte each) holds at least the exponent of `mins`.
#[inline]
fn at_least(row: u32, mins: u32) -> bool {
    ((row | 0x8080_8080) - mins) & 0x8080_8080 == 0x8080_8080
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
        let kept = anchor.map(|a| {
            let mins = a
                .mins()
                .map(|m| [0, 1, 2, 3].map(|r| bytes(Bitboard(m).row(r))));
            let short = [0, 1, 2, 3].map(|k| {
                [0, 1].map(|j| {
                    (0..4).fold(0u8, |short, r| {
                        let holds = at_least(bytes(slid[k].row(r)), mins[j][r]);
                        short | u8::from(!holds) << r
                    })
                })
            });
            Kept { short, mins }
        });
        Leaves {
            lines,
            columns: slid.map(|b| b.transpose().0),
            others,
            changed,
            kept,
        }
    }

    /// The value of the best move once a tile of exponent `exp` fills the empty cell
    /// `cell` (0 when no move is left), valuing the boards the moves leave.
    #[inline]
    pub(super) fn best(&self, cell: usize, exp: u16, t: &Tables) -> f32 {
        if self.kept.is_some() {
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

    /// Whether slide `k`, `line` becoming `moved`, keeps the anchor's tiles.
    #[inline]
    fn holds(&self, k: usize, line: usize, moved: u16) -> bool {
        let Some(Kept { short, mins }) = &self.kept else {
            return true;
        };
        (0..2).any(|j| short[k][j] & !(1 << line) == 0 && at_least(bytes(moved), mins[j][line]))
    }
}
