//! Which 4×4 boards the bitboard plays exactly. A nibble holds exponents up to 15 (32768),
//! and two 15s do not merge, so a board with bigger tiles, or one whose search could meet
//! two 32768s, is not the game on the bitboard as it is.
//!
//! Moves depend only on which tiles are equal, so the bitboard may hold other exponents
//! than the board's, as long as equal stays equal for as long as the search looks ahead.
//! [`fit`] splits the tiles at an exponent `T`: those below keep their exponents, those
//! from `T` up are shifted down by `s`. It is exact when
//! - the small tiles can never reach the shifted big ones: all of them together, with a
//!   4 for every move searched, sum to less than `2^(T − s)`, so none of them (nor any tile
//!   they merge into) grows to `T − s`; and so they never equal a big tile either;
//! - the big tiles, which then merge only among themselves, never outgrow a nibble: their
//!   sum is under `2^(16 + s)`, so no big tile exceeds `2^(15 + s)` and two such never meet.
//!
//! The shifted board is also valued as a board with those smaller big tiles, which keeps
//! the heuristic in the range its weights were chosen for.

use crate::game::Board;

use super::bitboard::Bitboard;

/// The bitboard on which the bitboard search plays `board` exactly for `moves` moves (each
/// followed by a new tile of at most 4), or `None` when there is none (another size, or
/// big tiles that no shift can fit).
pub(crate) fn fit(board: &Board, moves: u32) -> Option<Bitboard> {
    if board.size() != 4 {
        return None;
    }
    let cells: Vec<u8> = board.positions().map(|p| board.exponent(p)).collect();
    let value = |e: u8| if e == 0 { 0 } else { 1u128 << e };
    let total: u128 = cells.iter().map(|&e| value(e)).sum();
    let spawned = 4 * u128::from(moves);
    let mut splits: Vec<u8> = cells.iter().copied().filter(|&e| e > 0).collect();
    splits.sort_unstable();
    splits.dedup();
    // No big tiles at all first (the board as it is), then fewer big tiles first.
    let largest = splits.last().copied().unwrap_or(0);
    splits.push(largest + 1);
    splits.reverse();
    for split in splits {
        let big: u128 = cells
            .iter()
            .filter(|&&e| e >= split)
            .map(|&e| value(e))
            .sum();
        let shift = if big == 0 {
            0
        } else {
            floor_log2(big).saturating_sub(15)
        };
        let small = total - big + spawned;
        let lowest_big = u32::from(split).saturating_sub(shift);
        let fits = if big == 0 {
            small < 1 << 16
        } else {
            lowest_big >= 1 && small < 1u128 << lowest_big
        };
        if fits {
            let shift = u8::try_from(shift).ok()?;
            let mut bits = 0u64;
            for (i, &e) in cells.iter().enumerate() {
                let e = if e >= split { e - shift } else { e };
                bits |= u64::from(e) << (4 * i);
            }
            return Some(Bitboard(bits));
        }
    }
    None
}

/// The exponent of the highest bit of `x` (`x` > 0).
fn floor_log2(x: u128) -> u32 {
    127 - x.leading_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Dir, Pos};

    fn exponents(board: Bitboard) -> Vec<u8> {
        (0..16).map(|i| board.cell(i)).collect()
    }

    fn board(rows: [[u64; 4]; 4]) -> Board {
        Board::from_values(&rows).unwrap()
    }

    #[test]
    fn small_boards_are_kept_as_they_are() {
        let b = board([[2, 4, 0, 0], [0; 4], [0, 1024, 0, 0], [0, 0, 0, 32768]]);
        assert_eq!(fit(&b, 8), Bitboard::from_board(&b));
    }

    #[test]
    fn two_32768s_are_shifted_so_they_merge() {
        let b = board([
            [32768, 32768, 2, 4],
            [4, 2, 4, 2],
            [2, 4, 2, 4],
            [4, 2, 4, 2],
        ]);
        let bits = fit(&b, 8).unwrap();
        assert_eq!(&exponents(bits)[..4], &[14, 14, 1, 2]);
        assert_eq!(bits.slide(Dir::Left).cell(0), 15);
    }

    #[test]
    fn a_board_near_65536_is_not_played_as_is() {
        // 32768 and a chain summing to nearly as much: a second 32768 may be built.
        let b = board([
            [32768, 16384, 8192, 4096],
            [128, 256, 512, 2048],
            [64, 32, 16, 1024],
            [2, 4, 8, 2],
        ]);
        assert!(b.tile_sum() + 32 >= 65536);
        let bits = fit(&b, 8);
        assert_ne!(bits, Bitboard::from_board(&b));
        if let Some(bits) = bits {
            // Whatever was shifted, equal tiles stay equal and unequal ones unequal.
            let e = exponents(bits);
            for i in 0..16 {
                for j in 0..16 {
                    let (a, c) = (
                        b.exponent(Pos::new(i / 4, i % 4)),
                        b.exponent(Pos::new(j / 4, j % 4)),
                    );
                    assert_eq!(a == c, e[i] == e[j]);
                }
            }
        }
    }

    #[test]
    fn big_tiles_are_shifted_above_the_small_ones() {
        let b = board([
            [65536, 32768, 16384, 8192],
            [256, 512, 1024, 4096],
            [2, 16, 32, 2],
            [0; 4],
        ]);
        let bits = fit(&b, 8).unwrap();
        assert_eq!(
            exponents(bits),
            [15, 14, 13, 12, 8, 9, 10, 11, 1, 4, 5, 1, 0, 0, 0, 0]
        );
        // A chain with no gap to shift through has no exact bitboard.
        let full = board([
            [65536, 32768, 16384, 8192],
            [256, 512, 1024, 4096],
            [128, 64, 32, 16],
            [2, 4, 8, 2],
        ]);
        assert_eq!(fit(&full, 8), None);
        assert_eq!(fit(&Board::empty(5), 8), None);
    }
}
