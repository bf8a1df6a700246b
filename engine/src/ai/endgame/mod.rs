//! Endgame tables: exact play of sub-games where the largest tiles are locked in a corner.
//!
//! A [`Layout`] locks the tiles from `2^exp` up, a staircase of distinct tiles in the
//! top-left corner, the smallest (`2^exp`) in its anchor cell; the other cells are free and
//! hold smaller tiles. A [`Table`] holds, for every position of the free cells, the
//! probability of building a `2^exp` next to the anchor by moves that never move a locked
//! tile, with the new 2s (0.9) and 4s (0.1) on every free cell counted exactly, and the
//! move that achieves it: expectimax with no depth limit and no cut-off. A tile of `2^exp`
//! built anywhere else, or a position with no such move left, counts as a failure.
//!
//! The locked tiles never move nor merge, so their values do not matter beyond being
//! distinct and larger: one table serves every board with that layout. A board is tried
//! in its eight symmetries ([`symmetry`]) against every table held ([`Endgame`]).
//!
//! Tables are built by [`build`], and stored and read back by [`codec`] (the files
//! themselves are written by the store).

mod build;
pub mod codec;
mod layout;
mod prepare;
#[cfg(test)]
mod tests;

use crate::game::Dir;

use super::bitboard::Bitboard;

pub use build::build;
pub(crate) use build::try_build;
pub(crate) use layout::{Indexer, is_staircase, nibbles};
pub use layout::{Layout, all_layouts};
pub use prepare::Prepared;
pub use prepare::Step;
pub use prepare::prepare;

/// The probability resolution of an entry: 14 bits.
const SCALE: f32 = 16383.0;

/// The table of one layout: for each position of its free cells, the best move (2 bits,
/// an index into [`Dir::ALL`]) and its probability of reaching the goal (14 bits).
#[derive(Clone, Debug)]
pub struct Table {
    layout: Layout,
    indexer: Indexer,
    entries: Vec<u16>,
}

/// An entry from a probability and a move.
fn entry(prob: f32, dir: usize) -> u16 {
    ((prob.clamp(0.0, 1.0) * SCALE).round() as u16) << 2 | dir as u16
}

impl Table {
    /// A table from its entries (`layout.positions()` of them).
    pub(crate) fn from_entries(layout: Layout, entries: Vec<u16>) -> Option<Table> {
        (entries.len() == layout.positions()).then(|| Table {
            layout,
            indexer: Indexer::new(layout),
            entries,
        })
    }

    pub(crate) fn layout(&self) -> Layout {
        self.layout
    }

    pub fn entries(&self) -> &[u16] {
        &self.entries
    }

    /// The best move and its probability of reaching the goal on a board of this table's
    /// layout (whose free cells all hold tiles under `2^exp`).
    pub fn lookup(&self, board: Bitboard) -> (Dir, f32) {
        let e = self.entries[self.indexer.index(board)];
        (Dir::ALL[usize::from(e & 3)], f32::from(e >> 2) / SCALE)
    }
}

/// Board `k` of the eight symmetries of `board` (0 is the board itself): mirrored left to
/// right when bit 0 is set, then top to bottom for bit 1, then transposed for bit 2.
pub fn symmetry(board: Bitboard, k: usize) -> Bitboard {
    let mut b = board;
    if k & 1 != 0 {
        b = b.flip_h();
    }
    if k & 2 != 0 {
        b = b.flip_v();
    }
    if k & 4 != 0 {
        b = b.transpose();
    }
    b
}

/// The move on a board that is `dir` on its symmetry `k`.
pub(crate) fn dir_back(dir: Dir, k: usize) -> Dir {
    let mut d = dir;
    if k & 4 != 0 {
        d = match d {
            Dir::Up => Dir::Left,
            Dir::Left => Dir::Up,
            Dir::Down => Dir::Right,
            Dir::Right => Dir::Down,
        };
    }
    if k & 2 != 0 && matches!(d, Dir::Up | Dir::Down) {
        d = d.opposite();
    }
    if k & 1 != 0 && matches!(d, Dir::Left | Dir::Right) {
        d = d.opposite();
    }
    d
}

/// Which locked blocks a table is played on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Require {
    /// Any.
    #[default]
    Any,
    /// Blocks falling away from the corner (`Layout::is_ordered`).
    Ordered,
    /// Chains (`Layout::is_chain`).
    Chain,
}

/// The tables held.
#[derive(Clone, Debug, Default)]
pub struct Endgame {
    /// Sorted by layout.
    tables: Vec<Table>,
    /// The exponents of their layouts, each once.
    exps: Vec<u8>,
    /// Which blocks the tables are played on.
    pub require: Require,
    /// The smallest largest tile (exponent) of the boards the tables are played on.
    pub from: u8,
}

impl Endgame {
    pub fn new(mut tables: Vec<Table>) -> Endgame {
        tables.sort_by_key(|t| t.layout);
        tables.dedup_by_key(|t| t.layout);
        let mut exps: Vec<u8> = tables.iter().map(|t| t.layout.exp).collect();
        exps.sort_unstable();
        exps.dedup();
        Endgame {
            tables,
            exps,
            require: Require::Any,
            from: 0,
        }
    }

    /// The move of the table that gives `board` the best chance of its goal, over the
    /// board's symmetries, with that chance; `None` when no table has its layout.
    pub fn best_move(&self, board: Bitboard) -> Option<(Dir, f32)> {
        let mut best: Option<(Dir, f32)> = None;
        if board.max_exponent() < self.from {
            return None;
        }
        for k in 0..8 {
            let b = symmetry(board, k);
            for &exp in &self.exps {
                let Some(layout) = Layout::of(b, exp) else {
                    continue;
                };
                let Ok(at) = self.tables.binary_search_by_key(&layout, |t| t.layout) else {
                    continue;
                };
                let fits = match self.require {
                    Require::Any => true,
                    Require::Ordered => layout.is_ordered(b),
                    Require::Chain => layout.is_chain(b),
                };
                if !fits {
                    continue;
                }
                let (dir, prob) = self.tables[at].lookup(b);
                if best.is_none_or(|(_, p)| prob > p) {
                    best = Some((dir_back(dir, k), prob));
                }
            }
        }
        best
    }
}
