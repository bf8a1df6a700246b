//! Where the largest tile lives: the corner it is kept in ([`Anchor`]), the moves a move
//! node searches with it ([`to_search`]), and the mirroring that brings it top left
//! ([`orient`]).

use crate::ai::bitboard::Bitboard;

/// A corner cell holding the board's largest tile, which moves should keep there. The
/// corner and its mirror across the main diagonal both count, so that a board and its
/// transpose keep or lose the tile together (vertical slides are searched transposed);
/// no single move takes a tile from one of the two to the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Anchor {
    /// The corner cell (0, 3, 12 or 15).
    pub cell: usize,
    /// The exponent the cell must keep (at least).
    pub min: u8,
}

impl Anchor {
    /// The anchor of a board: its largest tile, if one is in a corner.
    pub fn of(board: Bitboard) -> Option<Anchor> {
        let min = board.max_exponent();
        [0, 3, 12, 15]
            .into_iter()
            .find(|&cell| board.cell(cell) == min)
            .map(|cell| Anchor { cell, min })
    }

    /// The corner and its mirror across the main diagonal (the same cell for 0 and 15).
    pub(super) fn cells(self) -> [usize; 2] {
        [self.cell, self.cell % 4 * 4 + self.cell / 4]
    }

    /// Whether `board`, or its transpose, keeps the tile in the corner.
    #[inline]
    pub fn kept(self, board: Bitboard) -> bool {
        self.cells().iter().any(|&c| board.cell(c) >= self.min)
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
