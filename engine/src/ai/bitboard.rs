//! The 4×4 board as one `u64`: sixteen 4-bit cells holding tile exponents, row `r` in
//! bits `16r..16r+16`, column `c` of a row in its nibble `c`. A move is four table
//! lookups (columns go through a transpose), so millions of moves take a fraction of a
//! second, which is what a deep search needs.

use crate::game::{Board, Dir, Pos};

use super::tables::{MAX_NIBBLE, Tables, tables};

/// One nibble set in every cell.
const LOW_NIBBLES: u64 = 0x1111_1111_1111_1111;

/// A 4×4 board packed in a `u64`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// The packed board of a 4×4 `game::Board`; `None` for another size or for a tile above
    /// 32768, which a nibble cannot hold.
    pub fn from_board(board: &Board) -> Option<Bitboard> {
        if board.size() != 4 {
            return None;
        }
        let mut bits = 0u64;
        for (i, pos) in board.positions().enumerate() {
            let e = board.exponent(pos);
            if e > MAX_NIBBLE {
                return None;
            }
            bits |= u64::from(e) << (4 * i);
        }
        Some(Bitboard(bits))
    }

    /// The same board as a `game::Board`.
    pub fn to_board(self) -> Board {
        let mut board = Board::empty(4);
        for i in 0..16 {
            board.set_exponent(Pos::new(i / 4, i % 4), self.cell(i));
        }
        board
    }

    /// The exponent in cell `i` (row-major, 0 to 15).
    #[inline]
    pub fn cell(self, i: usize) -> u8 {
        ((self.0 >> (4 * i)) & 0xF) as u8
    }

    /// Row `r` as 16 bits.
    #[inline]
    pub fn row(self, r: usize) -> u16 {
        (self.0 >> (16 * r)) as u16
    }

    /// The board mirrored on its main diagonal: columns become rows.
    #[inline]
    pub fn transpose(self) -> Bitboard {
        let x = self.0;
        let a1 = x & 0xF0F0_0F0F_F0F0_0F0F;
        let a2 = x & 0x0000_F0F0_0000_F0F0;
        let a3 = x & 0x0F0F_0000_0F0F_0000;
        let a = a1 | (a2 << 12) | (a3 >> 12);
        let b1 = a & 0xFF00_FF00_00FF_00FF;
        let b2 = a & 0x00FF_00FF_0000_0000;
        let b3 = a & 0x0000_0000_FF00_FF00;
        Bitboard(b1 | (b2 >> 24) | (b3 << 24))
    }

    /// The board mirrored left to right.
    #[inline]
    pub(crate) fn flip_h(self) -> Bitboard {
        let x = self.0;
        let x = (x & 0x0F0F_0F0F_0F0F_0F0F) << 4 | (x >> 4) & 0x0F0F_0F0F_0F0F_0F0F;
        Bitboard((x & 0x00FF_00FF_00FF_00FF) << 8 | (x >> 8) & 0x00FF_00FF_00FF_00FF)
    }

    /// The board mirrored top to bottom.
    #[inline]
    pub(crate) fn flip_v(self) -> Bitboard {
        let x = self.0;
        let x = (x & 0x0000_FFFF_0000_FFFF) << 16 | (x >> 16) & 0x0000_FFFF_0000_FFFF;
        Bitboard(x.rotate_left(32))
    }

    /// Applies a row table to all four rows: `map_rows(&tables.left)` slides left.
    #[inline]
    pub fn map_rows(self, table: &[u16; 1 << 16]) -> Bitboard {
        let mut out = 0u64;
        for r in 0..4 {
            out |= u64::from(table[usize::from(self.row(r))]) << (16 * r);
        }
        Bitboard(out)
    }

    /// The board after sliding towards `dir` (unchanged when the move is not legal).
    /// `transposed` must be `self.transpose()`; searches compute it once for four moves.
    #[inline]
    pub(crate) fn slide_with(self, transposed: Bitboard, dir: Dir, t: &Tables) -> Bitboard {
        match dir {
            Dir::Left => self.map_rows(&t.left),
            Dir::Right => self.map_rows(&t.right),
            Dir::Up => transposed.map_rows(&t.left).transpose(),
            Dir::Down => transposed.map_rows(&t.right).transpose(),
        }
    }

    /// The board after sliding towards `dir` (unchanged when the move is not legal).
    #[inline]
    pub fn slide(self, dir: Dir) -> Bitboard {
        self.slide_with(self.transpose(), dir, tables())
    }

    /// The board after sliding towards `dir` and the points the slide scores.
    #[inline]
    pub fn slide_scored(self, dir: Dir, t: &Tables) -> (Bitboard, u64) {
        let lines = match dir {
            Dir::Left | Dir::Right => self,
            Dir::Up | Dir::Down => self.transpose(),
        };
        let table = match dir {
            Dir::Left | Dir::Up => &t.left,
            Dir::Right | Dir::Down => &t.right,
        };
        let mut moved = 0u64;
        let mut gain = 0u64;
        for r in 0..4 {
            let row = usize::from(lines.row(r));
            moved |= u64::from(table[row]) << (16 * r);
            gain += u64::from(t.gain[row]);
        }
        let moved = match dir {
            Dir::Left | Dir::Right => Bitboard(moved),
            Dir::Up | Dir::Down => Bitboard(moved).transpose(),
        };
        (moved, gain)
    }

    /// The points a slide towards `dir` scores.
    #[cfg(test)]
    pub(crate) fn gain(self, dir: Dir) -> u64 {
        let t = tables();
        let lines = match dir {
            Dir::Left | Dir::Right => self,
            Dir::Up | Dir::Down => self.transpose(),
        };
        (0..4)
            .map(|r| u64::from(t.gain[usize::from(lines.row(r))]))
            .sum()
    }

    /// A mask with the lowest bit of every empty cell set.
    #[inline]
    pub(crate) fn empty_mask(self) -> u64 {
        let mut x = self.0;
        x |= x >> 2;
        x |= x >> 1;
        !x & LOW_NIBBLES
    }

    /// The number of empty cells.
    #[inline]
    pub fn count_empty(self) -> u32 {
        let mask = self.empty_mask();
        if mask == LOW_NIBBLES {
            return 16;
        }
        // The product sums every cell's bit into the top nibble (at most 15: no carry).
        (mask.wrapping_mul(LOW_NIBBLES) >> 60) as u32
    }

    /// Whether any move changes the board.
    pub fn can_move(self) -> bool {
        let t = tables();
        let tr = self.transpose();
        Dir::ALL.iter().any(|&d| self.slide_with(tr, d, t) != self)
    }

    /// The board with a tile of exponent `exp` in the `k`-th empty cell (row-major).
    /// `k` must be below `count_empty()`. Branch-free: nibble `j` of `mask × 0x1111…`
    /// counts the empty cells up to `j`, and the cell sought is the empty one where that
    /// count is `k + 1`.
    #[inline]
    pub fn with_tile_in_empty(self, k: u32, exp: u8) -> Bitboard {
        let mask = self.empty_mask();
        let bit = if mask == LOW_NIBBLES {
            1u64 << (4 * k)
        } else {
            let prefix = mask.wrapping_mul(LOW_NIBBLES);
            let x = prefix ^ u64::from(k + 1).wrapping_mul(LOW_NIBBLES);
            let nonzero = x | (x >> 1) | (x >> 2) | (x >> 3);
            !nonzero & mask
        };
        Bitboard(self.0 | (bit * u64::from(exp)))
    }

    /// The exponent of the largest tile.
    pub fn max_exponent(self) -> u8 {
        (0..16).map(|i| self.cell(i)).max().unwrap_or(0)
    }

    /// The exponent of the second largest tile (the largest again when it is there
    /// twice); 0 on a board of fewer than two tiles.
    pub fn second_exponent(self) -> u8 {
        let (mut first, mut second) = (0, 0);
        for i in 0..16 {
            let e = self.cell(i);
            if e > first {
                second = first;
                first = e;
            } else if e > second {
                second = e;
            }
        }
        second
    }

    /// Whether some tile is `2^exp` or more (`exp` at most 16).
    #[inline]
    pub fn holds_at_least(self, exp: u8) -> bool {
        const LOW: u64 = 0x0F0F_0F0F_0F0F_0F0F;
        const CARRY: u64 = 0x1010_1010_1010_1010;
        const ONES: u64 = 0x0101_0101_0101_0101;
        // Each nibble in a byte of its own, 16 added: bit 4 of a byte stays set after
        // taking `exp` away exactly when the nibble is `exp` or more.
        let at_least = |half: u64| ((half | CARRY) - u64::from(exp) * ONES) & CARRY != 0;
        at_least(self.0 & LOW) || at_least(self.0 >> 4 & LOW)
    }

    /// The board as a network trained on smaller tiles reads it: while its largest tile is
    /// `2^from` or more and some smaller tile is missing, every tile above the largest
    /// missing one is halved (16384, 4096 and 2048 with no 8192 read as 8192, 4096 and
    /// 2048).
    #[inline]
    pub fn downgraded(self, from: u8) -> Bitboard {
        if !self.holds_at_least(from) {
            return self;
        }
        let mut b = self.0;
        loop {
            let seen = u32::from(Bitboard(b).kinds());
            let max = 31 - seen.leading_zeros();
            let missing = !seen & ((1 << max) - 1) & !1;
            if max < u32::from(from) || missing == 0 {
                return Bitboard(b);
            }
            let m = 31 - missing.leading_zeros();
            for i in 0..16 {
                if (b >> (4 * i) & 0xF) as u32 > m {
                    b -= 1 << (4 * i);
                }
            }
        }
    }

    /// The number of distinct tile values on the board.
    pub fn distinct_tiles(self) -> u32 {
        (self.kinds() & !1).count_ones()
    }

    /// The exponents on the board, bit `e` set when a cell holds `e` (bit 0: an empty
    /// cell).
    #[inline]
    fn kinds(self) -> u16 {
        let mut seen = 0u16;
        for i in 0..16 {
            seen |= 1 << self.cell(i);
        }
        seen
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bb(rows: [[u64; 4]; 4]) -> Bitboard {
        Bitboard::from_board(&Board::from_values(&rows).unwrap()).unwrap()
    }

    #[test]
    fn layout_is_row_major_low_nibble_first() {
        let b = bb([[2, 4, 0, 0], [0; 4], [0; 4], [0, 0, 0, 32768]]);
        assert_eq!(b.0, 0xF000_0000_0000_0021);
        assert_eq!(b.cell(0), 1);
        assert_eq!(b.cell(1), 2);
        assert_eq!(b.cell(15), 15);
    }

    #[test]
    fn transpose_swaps_rows_and_columns() {
        let b = Bitboard(0xFEDC_BA98_7654_3210);
        let t = b.transpose();
        for r in 0..4 {
            for c in 0..4 {
                assert_eq!(t.cell(4 * r + c), b.cell(4 * c + r));
            }
        }
        assert_eq!(t.0, 0xFB73_EA62_D951_C840);
        assert_eq!(t.transpose(), b);
    }

    #[test]
    fn round_trip_through_game_board() {
        let rows = [
            [2, 4, 8, 16],
            [0, 0, 2, 0],
            [32768, 1024, 0, 2],
            [0, 0, 0, 4],
        ];
        let board = Board::from_values(&rows).unwrap();
        assert_eq!(Bitboard::from_board(&board).unwrap().to_board(), board);
    }

    #[test]
    fn unfit_boards_are_refused() {
        assert!(Bitboard::from_board(&Board::empty(5)).is_none());
        let big = Board::from_values(&[[65536, 0, 0, 0], [0; 4], [0; 4], [0; 4]]).unwrap();
        assert!(Bitboard::from_board(&big).is_none());
    }

    #[test]
    fn moves_on_a_known_board() {
        let b = bb([[2, 2, 4, 0], [0, 4, 0, 4], [8, 0, 8, 8], [2, 4, 2, 4]]);
        assert_eq!(
            b.slide(Dir::Left),
            bb([[4, 4, 0, 0], [8, 0, 0, 0], [16, 8, 0, 0], [2, 4, 2, 4]])
        );
        assert_eq!(b.gain(Dir::Left), 4 + 8 + 16);
        assert_eq!(
            b.slide(Dir::Right),
            bb([[0, 0, 4, 4], [0, 0, 0, 8], [0, 0, 8, 16], [2, 4, 2, 4]])
        );
        assert_eq!(
            b.slide(Dir::Up),
            bb([[2, 2, 4, 4], [8, 8, 8, 8], [2, 0, 2, 4], [0, 0, 0, 0]])
        );
        assert_eq!(
            b.slide(Dir::Down),
            bb([[0, 0, 0, 0], [2, 0, 4, 4], [8, 2, 8, 8], [2, 8, 2, 4]])
        );
        assert_eq!(b.gain(Dir::Down), 8);
        for dir in Dir::ALL {
            assert_eq!(b.slide_scored(dir, tables()), (b.slide(dir), b.gain(dir)));
        }
    }

    #[test]
    fn mirrors() {
        let b = bb([[2, 4, 8, 16], [0, 0, 2, 0], [32, 64, 0, 2], [0, 0, 0, 4]]);
        assert_eq!(
            b.flip_h(),
            bb([[16, 8, 4, 2], [0, 2, 0, 0], [2, 0, 64, 32], [4, 0, 0, 0]])
        );
        assert_eq!(
            b.flip_v(),
            bb([[0, 0, 0, 4], [32, 64, 0, 2], [0, 0, 2, 0], [2, 4, 8, 16]])
        );
        assert_eq!(b.flip_h().flip_h(), b);
        assert_eq!(b.flip_v().flip_v(), b);
        // Sliding a mirrored board is mirroring the opposite slide.
        for dir in Dir::ALL {
            let (h, v) = match dir {
                Dir::Left | Dir::Right => (dir.opposite(), dir),
                Dir::Up | Dir::Down => (dir, dir.opposite()),
            };
            assert_eq!(b.flip_h().slide(dir), b.slide(h).flip_h());
            assert_eq!(b.flip_v().slide(dir), b.slide(v).flip_v());
        }
    }

    #[test]
    fn empties_spawns_and_legality() {
        let full = bb([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]]);
        assert_eq!(full.count_empty(), 0);
        assert!(!full.can_move());
        let b = bb([[2, 0, 4, 0], [0; 4], [0; 4], [0; 4]]);
        assert_eq!(b.count_empty(), 14);
        assert!(b.can_move());
        assert_eq!(
            b.with_tile_in_empty(0, 2),
            bb([[2, 4, 4, 0], [0; 4], [0; 4], [0; 4]])
        );
        assert_eq!(
            b.with_tile_in_empty(1, 1),
            bb([[2, 0, 4, 2], [0; 4], [0; 4], [0; 4]])
        );
        assert_eq!(
            b.with_tile_in_empty(13, 1),
            bb([[2, 0, 4, 0], [0; 4], [0; 4], [0, 0, 0, 2]])
        );
        assert_eq!(b.distinct_tiles(), 2);
        assert_eq!(b.max_exponent(), 2);
        assert_eq!(Bitboard(0).count_empty(), 16);
        assert_eq!(
            Bitboard(0).with_tile_in_empty(15, 1),
            Bitboard(0x1000_0000_0000_0000)
        );
    }

    /// 2,000 words from a xorshift generator started at `x`.
    fn words(mut x: u64) -> impl Iterator<Item = u64> {
        (0..2000).map(move |_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        })
    }

    #[test]
    fn spawn_cells_match_a_plain_count() {
        for x in words(0x9E37_79B9_7F4A_7C15) {
            // Keep about half the cells, so boards have every number of empty cells.
            let b = Bitboard(x & (x >> 1) & 0x7777_7777_7777_7777);
            let empty: Vec<usize> = (0..16).filter(|&i| b.cell(i) == 0).collect();
            assert_eq!(b.count_empty() as usize, empty.len());
            for (k, &i) in empty.iter().enumerate() {
                let spawned = b.with_tile_in_empty(k as u32, 2);
                assert_eq!(spawned.0, b.0 | (2 << (4 * i)));
            }
        }
    }

    #[test]
    fn whether_a_tile_is_at_least_a_size() {
        for x in words(0x2545_F491_4F6C_DD1D) {
            let b = Bitboard(x);
            let max = b.max_exponent();
            for exp in 0..=16 {
                assert_eq!(b.holds_at_least(exp), max >= exp, "{b:?} {exp}");
            }
        }
        assert!(!Bitboard(0).holds_at_least(1));
    }

    #[test]
    fn a_board_past_the_network_reads_as_one_of_smaller_tiles() {
        let cases = [
            // No 8192: the 16384 reads as one, and then nothing larger than 8192 is left.
            (
                [[16384, 4096, 16, 4], [2, 0, 0, 0], [0; 4], [0, 0, 0, 2]],
                [[8192, 4096, 16, 4], [2, 0, 0, 0], [0; 4], [0, 0, 0, 2]],
            ),
            // Two 8192s and a 16384, no 4096: all three halved.
            (
                [
                    [16384, 8192, 8192, 2048],
                    [2, 4, 8, 16],
                    [32, 64, 128, 256],
                    [512, 1024, 2, 2],
                ],
                [
                    [8192, 4096, 4096, 2048],
                    [2, 4, 8, 16],
                    [32, 64, 128, 256],
                    [512, 1024, 2, 2],
                ],
            ),
        ];
        for (board, want) in cases {
            assert_eq!(bb(board).downgraded(14), bb(want), "{board:?}");
        }
        // Every smaller tile there: nothing to halve. Below the tile given: unchanged.
        let full = bb([
            [16384, 8192, 4096, 2048],
            [128, 256, 512, 1024],
            [64, 32, 16, 8],
            [2, 4, 0, 0],
        ]);
        assert_eq!(full.downgraded(14), full);
        let small = bb([[8192, 2, 0, 0], [0; 4], [0; 4], [0; 4]]);
        assert_eq!(small.downgraded(14), small);
        assert_eq!(
            small.downgraded(13),
            bb([[4096, 2, 0, 0], [0; 4], [0; 4], [0; 4]])
        );
    }

    #[test]
    fn the_second_largest_tile() {
        let b = bb([[16384, 2, 0, 0], [8192, 0, 0, 0], [0; 4], [4096, 0, 0, 0]]);
        assert_eq!((b.max_exponent(), b.second_exponent()), (14, 13));
        let twice = bb([[16384, 16384, 0, 0], [8192, 0, 0, 0], [0; 4], [0; 4]]);
        assert_eq!(twice.second_exponent(), 14);
        assert_eq!(
            bb([[2, 0, 0, 0], [0; 4], [0; 4], [0; 4]]).second_exponent(),
            0
        );
    }
}
