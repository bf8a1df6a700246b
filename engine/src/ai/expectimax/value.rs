//! The heuristic value of a board at the search's cut-off, from the row tables.

use crate::ai::bitboard::Bitboard;
use crate::ai::tables::Tables;

/// The heuristic value of a board: its rows plus its columns. The same for a board and
/// its transpose, and so is every value the search gives a board.
#[inline]
pub(crate) fn evaluate(board: Bitboard, t: &Tables) -> f32 {
    rows_value(board, t) + rows_value(board.transpose(), t)
}

/// The heuristic value of a board's four rows.
#[inline]
pub(super) fn rows_value(board: Bitboard, t: &Tables) -> f32 {
    (0..4).map(|r| t.heur[usize::from(board.row(r))]).sum()
}
