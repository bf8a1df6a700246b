//! Expectimax on the 4×4 bitboard. Move nodes take the best of the legal slides; chance
//! nodes average over every empty cell receiving a 2 (0.9) or a 4 (0.1). Branches whose
//! probability falls under [`PROB_CUTOFF`] are scored by the heuristic instead of being
//! searched: they barely move the average, and pruning them is most of the speed.

use crate::game::Dir;

use super::bitboard::Bitboard;
use super::cache::Cache;
use super::tables::{Tables, tables};

/// Below this probability of being reached, a chance node is not expanded. Ten times the
/// usual 1e-4: at the modest depths searched here it mostly drops the unlikely 4s deep in
/// the tree. Over 100 seeded games, 1e-2 was twice as fast but reached 8192 in 53 % of
/// games instead of 66 %.
pub const PROB_CUTOFF: f32 = 1e-3;

/// The probability of a new tile being a 2.
const P2: f32 = 0.9;
/// The probability of a new tile being a 4.
const P4: f32 = 0.1;

/// The heuristic value of a board: its rows plus its columns.
#[inline]
pub fn evaluate(board: Bitboard, t: &Tables) -> f32 {
    let tr = board.transpose();
    (0..4)
        .map(|r| t.heur[usize::from(board.row(r))] + t.heur[usize::from(tr.row(r))])
        .sum()
}

/// Boards with at most this many empty cells get one more ply.
pub const CROWDED: u32 = 4;

/// The number of moves searched (the move played included) for a board when no depth is
/// forced. Three plies on open boards, which are safe and branch widely; four on crowded
/// boards, where one wrong move loses and few spawns are possible, so a ply costs less.
pub fn adaptive_depth(board: Bitboard) -> u32 {
    if board.count_empty() <= CROWDED { 4 } else { 3 }
}

/// A searcher: the tables and a transposition cache kept between calls so it is
/// allocated once per thread.
pub struct Searcher {
    tables: &'static Tables,
    cache: Cache,
    /// Chance nodes less likely than this are not expanded.
    pub cutoff: f32,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(tables())
    }
}

impl Searcher {
    /// A searcher using the given tables (other tables serve to try other weights).
    pub fn new(tables: &'static Tables) -> Searcher {
        Searcher {
            tables,
            cache: Cache::new(),
            cutoff: PROB_CUTOFF,
        }
    }

    /// The best move and its expected value, searching `depth` moves deep (adaptive when
    /// `None`). `None` when no move is legal.
    pub fn best_move(&mut self, board: Bitboard, depth: Option<u32>) -> Option<(Dir, f32)> {
        let depth = depth.unwrap_or_else(|| adaptive_depth(board)).max(1);
        // One cache generation per decision: the cache is shared by the four root moves,
        // and a decision never depends on earlier ones, so games replay exactly.
        self.cache.next_generation();
        let t = self.tables;
        let tr = board.transpose();
        let mut best: Option<(Dir, f32)> = None;
        for dir in Dir::ALL {
            let moved = board.slide_with(tr, dir, t);
            if moved == board {
                continue;
            }
            let value = self.chance(moved, 1.0, depth - 1);
            if best.is_none_or(|(_, b)| value > b) {
                best = Some((dir, value));
            }
        }
        best
    }

    /// The expected value of a board about to receive a tile, with `left` moves still to
    /// search.
    fn chance(&mut self, board: Bitboard, prob: f32, left: u32) -> f32 {
        let t = self.tables;
        if left == 0 || prob < self.cutoff {
            return evaluate(board, t);
        }
        if let Some(value) = self.cache.get(board.0, left) {
            return value;
        }
        let mut empty = board.empty_mask();
        let n = empty.count_ones();
        if n == 0 {
            return evaluate(board, t);
        }
        let each = prob / n as f32;
        let mut total = 0.0f32;
        while empty != 0 {
            let bit = empty & empty.wrapping_neg();
            empty ^= bit;
            total += P2 * self.max_node(Bitboard(board.0 | bit), each * P2, left);
            total += P4 * self.max_node(Bitboard(board.0 | (bit << 1)), each * P4, left);
        }
        let value = total / n as f32;
        self.cache.put(board.0, left, value);
        value
    }

    /// The value of the best move from a board (0 when no move is left: a lost game).
    fn max_node(&mut self, board: Bitboard, prob: f32, left: u32) -> f32 {
        let t = self.tables;
        let tr = board.transpose();
        let mut best = 0.0f32;
        for dir in Dir::ALL {
            let moved = board.slide_with(tr, dir, t);
            if moved != board {
                best = best.max(self.chance(moved, prob, left - 1));
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Board;

    fn bb(rows: [[u64; 4]; 4]) -> Bitboard {
        Bitboard::from_board(&Board::from_values(&rows).unwrap()).unwrap()
    }

    #[test]
    fn no_move_on_a_dead_board() {
        let dead = bb([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]]);
        assert_eq!(Searcher::default().best_move(dead, Some(3)), None);
    }

    #[test]
    fn the_only_legal_move_is_chosen() {
        // Only the bottom row can change, and only by merging its two 2s sideways.
        let b = bb([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [8, 16, 2, 2]]);
        let (dir, _) = Searcher::default().best_move(b, None).unwrap();
        assert!(matches!(dir, Dir::Left | Dir::Right));
    }

    #[test]
    fn deeper_searches_stay_legal() {
        let b = bb([[0, 2, 4, 8], [0, 0, 2, 16], [0, 0, 0, 32], [2, 0, 0, 1024]]);
        let mut s = Searcher::default();
        for depth in 1..=4 {
            let (dir, _) = s.best_move(b, Some(depth)).unwrap();
            assert_ne!(b.slide(dir), b);
        }
    }
}

/// The cached bitboard search and the plain generic one are the same algorithm: they must
/// pick the same moves (up to rounding on near ties).
#[cfg(test)]
mod agreement {
    use super::*;
    use crate::ai::{generic, rng::FastRng};

    #[test]
    fn bitboard_and_generic_values_agree() {
        let mut rng = FastRng::new(3);
        let mut diffs = 0;
        for _ in 0..200 {
            let mut b = 0u64;
            for i in 0..16 {
                if rng.below(3) > 0 {
                    b |= u64::from(1 + rng.below(9)) << (4 * i);
                }
            }
            let board = Bitboard(b);
            let g = generic::best_move(&board.to_board(), Some(2));
            let s = Searcher::default().best_move(board, Some(2)).map(|m| m.0);
            if g != s {
                diffs += 1;
            }
            assert!((generic::evaluate(&board.to_board()) - evaluate(board, tables())).abs() < 1.0);
        }
        assert!(diffs < 5, "{diffs}");
    }
}
