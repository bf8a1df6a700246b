//! Expectimax on any `game::Board`, for the sizes and tiles the bitboard cannot hold.
//! Much slower per node than the bitboard, so it searches shallow; the heuristic is the
//! same line score as the bitboard's tables, summed over rows and columns, but symmetric,
//! as it was before the bitboard's was oriented ([`GENERIC_WEIGHTS`]).

use crate::game::{Board, Dir, Pos};

use super::expectimax::SearchConfig;
use super::heuristic::{WEIGHTS, Weights, line_score};

/// The weights of the generic search: the bitboard's, but lines may fall either way, as
/// boards are searched as they are, not mirrored to put their largest tile top left, and
/// with the monotonicity and empty-cell weights that were measured with that symmetric
/// heuristic.
pub(crate) const GENERIC_WEIGHTS: Weights = Weights {
    oriented: false,
    monotonicity: 47.0,
    empty: 270.0,
    ..WEIGHTS
};

/// The largest exponent the weights were chosen for (32768). Boards with bigger tiles are
/// valued as if every tile were smaller by as many doublings as the largest exceeds it
/// (the smallest tiles staying 2s): the heuristic's tile terms grow as `e^4`, and past
/// 32768 they would outweigh the constant that keeps every living board above a lost one.
pub(crate) const LARGEST_WEIGHED: u8 = 15;

/// The heuristic value of a board: its rows plus its columns.
pub(crate) fn evaluate(board: &Board) -> f32 {
    let n = board.size();
    let shift = board.max_exponent().saturating_sub(LARGEST_WEIGHED);
    let at = |pos: Pos| match board.exponent(pos) {
        0 => 0,
        e => e.saturating_sub(shift).max(1),
    };
    let mut line = Vec::with_capacity(n);
    let mut total = 0.0;
    for k in 0..n {
        line.clear();
        line.extend((0..n).map(|i| at(Pos::new(k, i))));
        total += line_score(&line, &GENERIC_WEIGHTS);
        line.clear();
        line.extend((0..n).map(|i| at(Pos::new(i, k))));
        total += line_score(&line, &GENERIC_WEIGHTS);
    }
    total
}

/// The value the search gives a living board of heuristic value `h`: `h` itself, or on
/// boards the heuristic values under 1 (crowded boards of big tiles on large sides can be
/// valued below zero), a value between 0 and 1 that still grows with `h`. A lost board is
/// worth 0, so the search never prefers losing to a bad board.
pub(crate) fn living_value(h: f32) -> f32 {
    if h >= 1.0 { h } else { 1.0 / (2.0 - h) }
}

/// Moves searched when no depth is forced: two, or three on a nearly full board where
/// few spawns are possible and the danger is near.
pub(crate) fn adaptive_depth(board: &Board) -> u32 {
    if board.empty_cells().len() <= 3 { 3 } else { 2 }
}

/// The best move searching `depth` moves deep (adaptive when `None`); `None` when no move
/// is legal.
pub(crate) fn best_move(board: &Board, depth: Option<u32>) -> Option<Dir> {
    let depth = depth.unwrap_or_else(|| adaptive_depth(board)).max(1);
    let mut best: Option<(Dir, f32)> = None;
    for dir in Dir::ALL {
        let Some(slid) = board.slide(dir) else {
            continue;
        };
        let value = chance(&slid.board, 1.0, depth - 1);
        if best.is_none_or(|(_, b)| value > b) {
            best = Some((dir, value));
        }
    }
    best.map(|(dir, _)| dir)
}

/// The expected value of a board about to receive a tile (a 2 or a 4, by their chances),
/// searched `left` moves deep; `prob` is the chance of reaching it, for the cut-off.
pub(crate) fn chance(board: &Board, prob: f32, left: u32) -> f32 {
    let empty = board.empty_cells();
    if left == 0 || prob < SearchConfig::DEFAULT.cutoff || empty.is_empty() {
        return living_value(evaluate(board));
    }
    let each = prob / empty.len() as f32;
    let mut total = 0.0;
    let mut next = board.clone();
    for &pos in &empty {
        for (exp, p) in [(1u8, 0.9f32), (2, 0.1)] {
            next.set_exponent(pos, exp);
            total += p * max_node(&next, each * p, left);
        }
        next.set_exponent(pos, 0);
    }
    total / empty.len() as f32
}

fn max_node(board: &Board, prob: f32, left: u32) -> f32 {
    Dir::ALL
        .iter()
        .filter_map(|&dir| board.slide(dir))
        .map(|slid| chance(&slid.board, prob, left - 1))
        .fold(0.0, f32::max)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dead_boards_have_no_move() {
        let dead = Board::from_values(&[[2, 4, 2], [4, 2, 4], [2, 4, 2]]).unwrap();
        assert_eq!(best_move(&dead, None), None);
    }

    #[test]
    fn finds_the_only_move_on_a_small_board() {
        let b = Board::from_values(&[[2, 4, 2], [4, 2, 4], [8, 8, 2]]).unwrap();
        let dir = best_move(&b, None).unwrap();
        assert!(matches!(dir, Dir::Left | Dir::Right));
    }

    #[test]
    fn a_bad_board_is_worth_more_than_a_lost_one() {
        for h in [-1e9, -5e5, -1.0, 0.0, 0.5, 1.0, 2.0, 1e6] {
            assert!(living_value(h) > 0.0, "{h}");
            assert!(living_value(h) < living_value(h + h.abs().max(1.0)), "{h}");
        }
        assert_eq!(living_value(1234.5), 1234.5);
    }

    #[test]
    fn a_move_that_loses_at_once_is_avoided_on_a_crowded_board() {
        // Up loses whatever tile comes next; Left does not. This crowded 5×5 board of
        // big tiles is valued below zero by the heuristic, and losing (0) looked better.
        let b = Board::from_values(&[
            [512, 128, 64, 8, 128],
            [0, 8, 256, 64, 512],
            [64, 512, 2, 256, 64],
            [8, 256, 32, 4, 32],
            [16, 512, 2, 64, 8],
        ])
        .unwrap();
        assert!(evaluate(&b) < 0.0);
        assert_eq!(best_move(&b, None), Some(Dir::Left));
    }

    #[test]
    fn plays_a_big_board() {
        let mut b = Board::empty(8);
        b.set_exponent(Pos::new(0, 0), 1);
        b.set_exponent(Pos::new(7, 7), 1);
        let dir = best_move(&b, None).unwrap();
        assert!(b.slide(dir).is_some());
    }
}
