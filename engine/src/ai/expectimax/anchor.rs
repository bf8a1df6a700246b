//! Where the largest tile lives: the corner it is kept in ([`Anchor`]), the moves a move
//! node searches with it ([`to_search`]), and the mirroring that brings it top left
//! ([`orient`]).

use crate::ai::bitboard::Bitboard;
use crate::ai::endgame::{is_staircase, nibbles};

/// The tiles the search keeps in place: the board's largest tile in its corner, or a
/// wider block of the largest tiles ([`Anchor::block`]). A cell must keep at least the
/// exponent it holds. The block and its mirror across the main diagonal both count, so
/// that a board and its transpose keep or lose the tiles together (vertical slides are
/// searched transposed); no single move takes tiles from one of the two to the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Anchor {
    /// For each cell of the block, the exponent it must keep, a nibble each (0 outside).
    mins: u64,
    /// The same, transposed.
    mins_t: u64,
}

/// The low bit of every byte, and the high one.
const LOW_BYTES: u64 = 0x0101_0101_0101_0101;
const HIGH_BYTES: u64 = 0x8080_8080_8080_8080;

/// Whether every nibble of `board` is at least the nibble of `mins` in the same cell.
#[inline]
fn at_least(board: u64, mins: u64) -> bool {
    // Nibbles spread to bytes, so that each subtraction has room to borrow from the
    // byte's high bit alone.
    let low = 0x0F * LOW_BYTES;
    let even = (board & low | HIGH_BYTES) - (mins & low);
    let odd = (board >> 4 & low | HIGH_BYTES) - (mins >> 4 & low);
    even & odd & HIGH_BYTES == HIGH_BYTES
}

impl Anchor {
    /// The anchor of a board: its largest tile, if one is in a corner.
    pub(crate) fn of(board: Bitboard) -> Option<Anchor> {
        let min = board.max_exponent();
        [0, 3, 12, 15]
            .into_iter()
            .find(|&cell| board.cell(cell) == min)
            .map(|cell| Anchor::of_cells(board, 1 << cell))
    }

    /// The block of the board's `most` largest tiles at most, when they are all
    /// different and make a staircase in the top-left corner (each row's cells a prefix,
    /// no longer than the row above) falling away from it along rows and columns: the
    /// largest such block of at least two tiles, or else [`Anchor::of`].
    pub(crate) fn block(board: Bitboard, most: u32) -> Option<Anchor> {
        let mut cells: Vec<usize> = (0..16).filter(|&c| board.cell(c) > 0).collect();
        cells.sort_by_key(|&c| std::cmp::Reverse(board.cell(c)));
        let mut mask = 0u16;
        let mut best = None;
        for (n, &c) in cells.iter().enumerate().take(most as usize) {
            if n > 0 && board.cell(cells[n - 1]) == board.cell(c) {
                break;
            }
            mask |= 1 << c;
            // Grown a tile at a time, largest first, a staircase falls away from the
            // corner: the cells left of and above each tile came before it.
            if !is_staircase(mask) {
                break;
            }
            if n > 0 {
                best = Some(mask);
            }
        }
        match best {
            Some(mask) => Some(Anchor::of_cells(board, mask)),
            None => Anchor::of(board),
        }
    }

    /// The anchor keeping the tiles of `board` in the cells of `mask`.
    fn of_cells(board: Bitboard, mask: u16) -> Anchor {
        let mins = board.0 & nibbles(mask);
        Anchor {
            mins,
            mins_t: Bitboard(mins).transpose().0,
        }
    }

    /// The block's exponents, a nibble each, and the same transposed.
    pub(super) fn mins(self) -> [u64; 2] {
        [self.mins, self.mins_t]
    }

    /// Whether `board`, or its transpose, keeps the tiles in place.
    #[inline]
    pub(crate) fn kept(self, board: Bitboard) -> bool {
        at_least(board.0, self.mins) || at_least(board.0, self.mins_t)
    }
}

/// Which of four moves to search, given the boards they leave and which are legal: the
/// legal ones, or with an anchor those of them that keep its tile, when any does. (A
/// vertical move may be given as the slide of the transposed board: the anchor keeps or
/// loses its tile in a board and its transpose alike.)
#[inline]
pub(super) fn to_search(
    anchor: Option<Anchor>,
    moved: [Bitboard; 4],
    legal: [bool; 4],
) -> [bool; 4] {
    if let Some(a) = anchor {
        let kept = [0, 1, 2, 3].map(|k| legal[k] && a.kept(moved[k]));
        if kept.contains(&true) {
            return kept;
        }
    }
    legal
}

/// The board mirrored so that its largest tile is in its top-left quarter, and whether
/// it was mirrored left to right, and top to bottom. Of several largest tiles, one in a
/// corner decides, then the first in reading order.
pub(super) fn orient(board: Bitboard) -> (Bitboard, bool, bool) {
    let max = board.max_exponent();
    let at = [0, 3, 12, 15]
        .into_iter()
        .chain(0..16)
        .find(|&c| board.cell(c) == max)
        .unwrap_or(0);
    let (h, v) = (at % 4 >= 2, at / 4 >= 2);
    let mut mirrored = board;
    if h {
        mirrored = mirrored.flip_h();
    }
    if v {
        mirrored = mirrored.flip_v();
    }
    (mirrored, h, v)
}
