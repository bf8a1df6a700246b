//! The engine's tests beyond those beside the code: the rules against a plain model, the
//! records' lines, the generator, the solver's strength and its big tiles, the review.

mod bitboard_agrees;
mod records;
mod review;
mod rng;
mod solver_big_tiles;
mod solver_strength;
mod spawn_odds;

/// A board from rows of tile values (0 for empty).
pub(crate) fn board<R: AsRef<[u64]>>(rows: &[R]) -> crate::game::Board {
    crate::game::Board::from_values(rows).expect("a valid test board")
}
