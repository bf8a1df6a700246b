//! Expectimax on the 4×4 bitboard. Move nodes take the best of the legal slides; chance
//! nodes average over every empty cell receiving a 2 (0.9) or a 4 (0.1). Branches whose
//! probability falls under [`PROB_CUTOFF`] are scored by the heuristic instead of being
//! searched: they barely move the average, and pruning them is most of the speed. The
//! cache is kept from one move of a game to the next: much of the tree searched for a move
//! is searched again for the next.
//!
//! Tried and measured against the default (100 games from seed 1001, 2 threads: 8192 in
//! 84 % of games, 16384 in 36 %, 2,528 moves a second), none kept:
//! - iterative deepening within a budget of chance nodes per move, so that crowded boards
//!   go deeper, with a 4 searched one move less deep than a 2: 3,000 nodes 85 % / 39 % at
//!   1,598 moves/s; with the 4s of the last level also left out: 3,000 nodes 79 % / 30 %
//!   at 2,394, 5,000 nodes 83 % / 41 % at 1,376. No stronger for their cost;
//! - this depth policy with a 4 searched one move less deep: 56 % / 12 % at 3,361 moves/s
//!   (and with one more move from eleven kinds of tiles: 70 % / 16 % at 2,545);
//! - a 4 kept searching as long as a 2 (its probability not counted for the cut-off):
//!   79 % / 31 % at 735 moves/s;
//! - a lost game valued far below any living board (−10⁷, −10⁸) instead of 0: 75 % / 19 %,
//!   66 % / 12 %: the fear of an unlikely loss costs more than it saves;
//! - the heuristic's lost-game constant at 100,000 or 400,000 (67 % / 28 %, 79 % / 34 %)
//!   and its sum weight at 5.5 or 22 (69 % / 12 %, 82 % / 33 %);
//! - one more move on boards with five empty cells, not only four: 79 % / 24 % at 2,065;
//!   a cache of 2²¹ entries instead of 2¹⁸: 86 % / 33 % at 2,022;
//! - five moves from eleven kinds of tiles: 85 % / 43 % at 1,971 moves/s (from seed 1:
//!   85 % / 41 % at 1,997, against 83 % / 29 %): stronger, but under 2,000 moves a second;
//!   with the cut-off at 2e-3 to pay for it: 85 % / 40 % at 2,311 (seed 1: 82 % / 31 %).

use crate::game::Dir;

use super::bitboard::Bitboard;
use super::cache::Cache;
use super::tables::{Tables, tables};

/// Below this probability of being reached, a chance node is not expanded. Ten times the
/// usual 1e-4: at the modest depths searched here it mostly drops the unlikely 4s deep in
/// the tree. Over 100 seeded games, 1e-2 was twice as fast but reached 8192 in 53 % of
/// games instead of 66 %.
pub const PROB_CUTOFF: f32 = 1e-3;

/// A cached value searched at probability `p` serves boards up to `p · 2^CACHE_SLACK`
/// likely (one searched as an unlikely board was pruned more than a likely one would be);
/// 255 reuses values whatever the probability.
pub const CACHE_SLACK: u32 = super::cache::SLACK;

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

/// How deep to search when no depth is forced, in chance levels after the move played
/// (so the number of moves searched is one more): the number of distinct tiles on the
/// board less `less`, kept within `min..=max`, and one more on boards with at most
/// `crowded` empty cells, where one wrong move loses and few spawns are possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DepthPolicy {
    pub less: u32,
    pub min: u32,
    pub max: u32,
    pub crowded: u32,
}

/// The depth policy every player uses: three moves, four once the board holds ten kinds
/// of tiles, and one more on boards with at most four empty cells. Over 100 seeded games
/// the extra move on boards of ten kinds raised the games reaching 8192 from 65 % to 83 %
/// and 16384 from 7 % to 29 %, for about a quarter fewer moves a second. Four moves from
/// six kinds of tiles on was slower and no stronger than three.
pub const DEPTH: DepthPolicy = DepthPolicy {
    less: 7,
    min: 2,
    max: 3,
    crowded: 4,
};

impl DepthPolicy {
    /// The number of moves to search (the move played included) on `board`.
    pub fn moves(self, board: Bitboard) -> u32 {
        let levels = board
            .distinct_tiles()
            .saturating_sub(self.less)
            .clamp(self.min, self.max.max(self.min));
        levels + u32::from(board.count_empty() <= self.crowded) + 1
    }
}

/// The number of moves searched (the move played included) for a board when no depth is
/// forced, with the default policy.
pub fn adaptive_depth(board: Bitboard) -> u32 {
    DEPTH.moves(board)
}

/// A searcher: the tables and a transposition cache kept between calls so it is
/// allocated once per thread.
pub struct Searcher {
    tables: &'static Tables,
    cache: Cache,
    /// Chance nodes less likely than this are not expanded.
    pub cutoff: f32,
    /// How deep to search when no depth is forced.
    pub depth: DepthPolicy,
    /// Whether the cache is kept from one decision to the next (it is always cleared by
    /// `new_game`). A cached value is only reused when it was searched at least as deep.
    pub keep_cache: bool,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(tables())
    }
}

impl Searcher {
    /// A searcher using the given tables (other tables serve to try other weights).
    pub fn new(tables: &'static Tables) -> Searcher {
        Searcher::with_cache_bits(tables, super::cache::BITS)
    }

    /// A searcher with a cache of `2^bits` entries.
    pub fn with_cache_bits(tables: &'static Tables, bits: u32) -> Searcher {
        Searcher {
            tables,
            cache: Cache::with_bits(bits),
            cutoff: PROB_CUTOFF,
            depth: DEPTH,
            keep_cache: true,
        }
    }

    /// A cached value searched at probability `p` is reused for boards of probability
    /// up to `p · 2^slack` (by default [`CACHE_SLACK`]).
    pub fn set_cache_slack(&mut self, slack: u32) {
        self.cache.slack = slack;
    }

    /// Forgets what earlier searches found, so that the decisions of a game depend only
    /// on the game.
    pub fn new_game(&mut self) {
        self.cache.next_generation();
    }

    /// The best move and its expected value, searching `depth` moves deep (adaptive when
    /// `None`). `None` when no move is legal.
    pub fn best_move(&mut self, board: Bitboard, depth: Option<u32>) -> Option<(Dir, f32)> {
        let depth = depth.unwrap_or_else(|| self.depth.moves(board)).max(1);
        if !self.keep_cache || !self.cache.is_ready() {
            self.cache.next_generation();
        }
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
        if let Some(value) = self.cache.get(board.0, left, prob) {
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
        self.cache.put(board.0, left, prob, value);
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
