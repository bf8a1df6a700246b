//! Proptest strategies for the tests of the engine and of crates built on it: a
//! direction, and boards of a side from a strategy, each cell's exponent from another.

use proptest::prelude::*;

use crate::game::{Board, Dir, Pos};

/// Any of the four directions.
pub fn dir() -> impl Strategy<Value = Dir> + Clone {
    prop::sample::select(Dir::ALL.to_vec())
}

/// The board of side `size` whose cells, row by row, hold the exponents `exps` (0 for an
/// empty cell).
pub fn board_of(size: usize, exps: &[u8]) -> Board {
    let mut board = Board::empty(size);
    for (i, &e) in exps.iter().enumerate() {
        board.set_exponent(Pos::new(i / size, i % size), e);
    }
    board
}

/// Boards of a side drawn from `size`, every cell's exponent drawn from `cell`.
pub fn board_from(
    size: impl Strategy<Value = usize>,
    cell: impl Strategy<Value = u8> + Clone,
) -> impl Strategy<Value = Board> {
    size.prop_flat_map(move |n| {
        prop::collection::vec(cell.clone(), n * n).prop_map(move |exps| board_of(n, &exps))
    })
}
