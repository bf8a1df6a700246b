//! The grid of tiles and the slide-and-merge rule.

use std::fmt;

use super::Dir;

/// The smallest board side allowed.
pub const MIN_SIZE: usize = 3;
/// The largest board side allowed.
pub const MAX_SIZE: usize = 8;

/// Whether `n` is a board side a game can be played on.
pub fn is_valid_size(n: usize) -> bool {
    (MIN_SIZE..=MAX_SIZE).contains(&n)
}
/// The largest tile exponent a board may hold: 2^63 is the largest tile that fits a `u64`.
/// Two such tiles never merge, so no value ever overflows.
pub const MAX_EXPONENT: u8 = 63;

/// A cell of the board: row from the top, column from the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    pub row: usize,
    pub col: usize,
}

impl Pos {
    pub const fn new(row: usize, col: usize) -> Pos {
        Pos { row, col }
    }
}

/// Why a grid of values is not a board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    #[error("board size {0} is out of range ({MIN_SIZE} to {MAX_SIZE})")]
    Size(usize),
    #[error("row {row} has {len} cells, expected {size}")]
    Ragged { row: usize, len: usize, size: usize },
    #[error("tile {value} at row {row}, column {col} is not 0 or a power of two from 2 to 2^63")]
    Tile { row: usize, col: usize, value: u64 },
}

/// An N×N grid of tiles. A tile is kept as its exponent: 0 is an empty cell, `k` is the
/// tile 2^k.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    size: usize,
    cells: Vec<u8>,
}

/// One tile's journey in a move: where it was, where it ended, and its value before any
/// merge. Two slides that end in the same cell are a merge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slide {
    pub from: Pos,
    pub to: Pos,
    pub value: u64,
}

/// The result of sliding a board: the new board, what it scored and how each tile moved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slid {
    pub board: Board,
    pub gain: u64,
    pub slides: Vec<Slide>,
    /// The cells where a merge created a tile, with the new tile's value.
    pub merges: Vec<(Pos, u64)>,
}

impl Board {
    /// An empty board of side `size`.
    ///
    /// # Panics
    /// When `size` is outside `MIN_SIZE..=MAX_SIZE`; callers validate sizes first.
    pub fn empty(size: usize) -> Board {
        assert!(is_valid_size(size), "board size {size} out of range");
        Board {
            size,
            cells: vec![0; size * size],
        }
    }

    /// A board from rows of tile values (0 for empty), as a person writes it.
    pub fn from_values<R: AsRef<[u64]>>(rows: &[R]) -> Result<Board, BoardError> {
        let size = rows.len();
        if !is_valid_size(size) {
            return Err(BoardError::Size(size));
        }
        let mut board = Board::empty(size);
        for (row, cells) in rows.iter().enumerate() {
            let cells = cells.as_ref();
            if cells.len() != size {
                return Err(BoardError::Ragged {
                    row,
                    len: cells.len(),
                    size,
                });
            }
            for (col, &value) in cells.iter().enumerate() {
                let exp = exponent_of(value).ok_or(BoardError::Tile { row, col, value })?;
                board.cells[row * size + col] = exp;
            }
        }
        Ok(board)
    }

    /// The board as rows of tile values (0 for empty).
    pub fn to_values(&self) -> Vec<Vec<u64>> {
        self.cells
            .chunks(self.size)
            .map(|row| row.iter().map(|&e| value_of(e)).collect())
            .collect()
    }

    /// The side of the board.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The exponent at a cell (0 when empty).
    pub fn exponent(&self, pos: Pos) -> u8 {
        self.cells[pos.row * self.size + pos.col]
    }

    /// The tile value at a cell (0 when empty).
    pub fn value(&self, pos: Pos) -> u64 {
        value_of(self.exponent(pos))
    }

    /// Puts a tile of the given exponent (0 to clear) at a cell.
    pub fn set_exponent(&mut self, pos: Pos, exp: u8) {
        debug_assert!(exp <= MAX_EXPONENT);
        self.cells[pos.row * self.size + pos.col] = exp;
    }

    /// Every cell, row by row.
    pub fn positions(&self) -> impl Iterator<Item = Pos> + use<> {
        let size = self.size;
        (0..size * size).map(move |i| Pos::new(i / size, i % size))
    }

    /// The empty cells, row by row.
    pub fn empty_cells(&self) -> Vec<Pos> {
        self.positions()
            .filter(|&p| self.exponent(p) == 0)
            .collect()
    }

    /// The exponent of the largest tile (0 on an empty board).
    pub fn max_exponent(&self) -> u8 {
        self.cells.iter().copied().max().unwrap_or(0)
    }

    /// The value of the largest tile (0 on an empty board).
    pub fn max_tile(&self) -> u64 {
        value_of(self.max_exponent())
    }

    /// The sum of all tile values.
    pub fn tile_sum(&self) -> u128 {
        self.cells.iter().map(|&e| u128::from(value_of(e))).sum()
    }

    /// Whether any move would change the board: an empty cell or two equal neighbours.
    pub fn can_move(&self) -> bool {
        let n = self.size;
        self.positions().any(|p| {
            let e = self.exponent(p);
            e == 0
                || (p.col + 1 < n && mergeable(e, self.exponent(Pos::new(p.row, p.col + 1))))
                || (p.row + 1 < n && mergeable(e, self.exponent(Pos::new(p.row + 1, p.col))))
        })
    }

    /// The cell at position `i` (counted from the wall the tiles move towards) of line `k`.
    fn line_pos(&self, dir: Dir, k: usize, i: usize) -> Pos {
        let last = self.size - 1;
        match dir {
            Dir::Left => Pos::new(k, i),
            Dir::Right => Pos::new(k, last - i),
            Dir::Up => Pos::new(i, k),
            Dir::Down => Pos::new(last - i, k),
        }
    }

    /// Slides every tile towards `dir`, merging equal pairs nearest the wall first, each
    /// tile at most once. `None` when nothing would change.
    pub fn slide(&self, dir: Dir) -> Option<Slid> {
        let n = self.size;
        let mut board = Board::empty(n);
        let mut gain = 0u64;
        let mut slides = Vec::new();
        let mut merges = Vec::new();
        for k in 0..n {
            // `open` is the slot of the last placed tile while it may still take a merge.
            let mut placed = 0usize;
            let mut open: Option<usize> = None;
            for i in 0..n {
                let from = self.line_pos(dir, k, i);
                let e = self.exponent(from);
                if e == 0 {
                    continue;
                }
                let target = match open {
                    Some(j) if mergeable(board.exponent(self.line_pos(dir, k, j)), e) => {
                        let to = self.line_pos(dir, k, j);
                        board.set_exponent(to, e + 1);
                        let made = value_of(e + 1);
                        gain = gain.saturating_add(made);
                        merges.push((to, made));
                        open = None;
                        to
                    }
                    _ => {
                        let to = self.line_pos(dir, k, placed);
                        board.set_exponent(to, e);
                        open = Some(placed);
                        placed += 1;
                        to
                    }
                };
                slides.push(Slide {
                    from,
                    to: target,
                    value: value_of(e),
                });
            }
        }
        (board != *self).then_some(Slid {
            board,
            gain,
            slides,
            merges,
        })
    }
}

/// Whether two tiles merge: equal, present, and not already the largest tile there is.
fn mergeable(a: u8, b: u8) -> bool {
    a != 0 && a == b && a < MAX_EXPONENT
}

/// The value of a tile exponent (0 stays 0).
pub fn value_of(exp: u8) -> u64 {
    if exp == 0 { 0 } else { 1u64 << exp }
}

/// The exponent of a tile value: `Some(0)` for 0, `Some(k)` for 2^k with k ≥ 1, `None` for
/// anything else (1, 3, 6, …).
pub fn exponent_of(value: u64) -> Option<u8> {
    match value {
        0 => Some(0),
        v if v >= 2 && v.is_power_of_two() => Some(v.trailing_zeros() as u8),
        _ => None,
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board{:?}", self.to_values())
    }
}
