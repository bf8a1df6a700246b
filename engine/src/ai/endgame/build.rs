//! Building a table: the value of every position of the free cells, by expectimax with
//! no depth limit. A move keeps the free tiles' sum and a new tile adds 2 or 4, so every
//! position leads only to positions of a larger sum: positions are valued from the
//! largest sum down, and those of one sum (which need only larger ones) in parallel.

use std::sync::atomic::{AtomicU32, Ordering};

use rayon::prelude::*;

use crate::ai::bitboard::Bitboard;
use crate::ai::tables::{Tables, tables};
use crate::game::Dir;

use super::layout::{Indexer, Layout, nibbles};
use super::{Table, entry};

/// The probability of a new tile being a 2.
const P2: f32 = 0.9;
/// The probability of a new tile being a 4.
const P4: f32 = 0.1;

/// The table of `layout`, built on the threads of the current rayon pool.
pub fn build(layout: Layout) -> Table {
    try_build(layout).expect("memory for the table")
}

/// [`build`], or none when there is no memory for the table's two largest lists.
pub(crate) fn try_build(layout: Layout) -> Option<Table> {
    let exp = layout.exp;
    // A new 4 must fit a free cell.
    assert!((3..=14).contains(&exp), "a layout's exponent is 3 to 14");
    let solver = Solver::new(layout);
    // Each value is the probability with the move in its two lowest bits.
    let mut values: Vec<AtomicU32> = Vec::new();
    values.try_reserve_exact(layout.positions()).ok()?;
    values.extend((0..layout.positions()).map(|_| AtomicU32::new(0)));
    let weights: Vec<u32> = solver
        .indexer
        .cells()
        .iter()
        .map(|&c| solver.indexer.weight(usize::from(c)))
        .collect();
    // The positions of each half of the free cells, by the sum of their tiles in 2s: a
    // position of a given sum is one of each half whose sums add up to it.
    let (low, high) = weights.split_at(weights.len() / 2);
    let (low, high) = (by_sum(low, exp), by_sum(high, exp));
    let mut level = Vec::new();
    for sum in (0..low.len() + high.len() - 1).rev() {
        level.clear();
        for (s, lows) in low.iter().enumerate().take(sum + 1) {
            let Some(highs) = high.get(sum - s) else {
                continue;
            };
            level.extend(lows.iter().flat_map(|&l| highs.iter().map(move |&h| l + h)));
        }
        level.par_iter().for_each(|&i| {
            let (prob, dir) = solver.solve(i as usize, &values);
            values[i as usize].store(prob.to_bits() & !3 | dir as u32, Ordering::Relaxed);
        });
    }
    let mut entries = Vec::new();
    entries.try_reserve_exact(values.len()).ok()?;
    entries.extend(values.into_iter().map(|v| {
        let v = v.into_inner();
        entry(f32::from_bits(v & !3), (v & 3) as usize)
    }));
    Some(Table::from_entries(layout, entries).expect("one entry per position"))
}

/// The numbers of every position of the cells of `weights` (each digit below `exp`),
/// grouped by the sum of their tiles counted in 2s.
fn by_sum(weights: &[u32], exp: u8) -> Vec<Vec<u32>> {
    let mut groups = vec![Vec::new(); (weights.len() << (exp - 2)) + 1];
    let mut digits = vec![0u32; weights.len()];
    loop {
        let (mut index, mut sum) = (0, 0);
        for (&d, &w) in digits.iter().zip(weights) {
            index += d * w;
            if d > 0 {
                sum += 1 << (d - 1);
            }
        }
        groups[sum].push(index);
        // The next digits, the first fastest.
        let Some(at) = digits.iter().position(|&d| d + 1 < u32::from(exp)) else {
            return groups;
        };
        digits[..at].fill(0);
        digits[at] += 1;
    }
}

/// What valuing a position needs.
struct Solver {
    indexer: Indexer,
    exp: u8,
    locked: Bitboard,
    locked_nibbles: u64,
    goal: Vec<usize>,
    rows: &'static Tables,
}

impl Solver {
    fn new(layout: Layout) -> Solver {
        let goal = (0..16).filter(|&c| layout.goal() >> c & 1 != 0).collect();
        Solver {
            indexer: Indexer::new(layout),
            exp: layout.exp,
            locked: layout.locked_board(),
            locked_nibbles: nibbles(layout.locked),
            goal,
            rows: tables(),
        }
    }

    /// The best probability of position `index` and its move (0 and any move when no
    /// move keeps the locked tiles).
    fn solve(&self, index: usize, values: &[AtomicU32]) -> (f32, usize) {
        let board = self.indexer.board(self.locked, self.exp, index);
        let tr = board.transpose();
        let mut best = (0.0f32, 0usize);
        for (k, dir) in Dir::ALL.into_iter().enumerate() {
            let moved = board.slide_with(tr, dir, self.rows);
            if moved == board || (moved.0 ^ board.0) & self.locked_nibbles != 0 {
                continue;
            }
            let prob = self.after(moved, values);
            if prob > best.0 {
                best = (prob, k);
            }
        }
        best
    }

    /// The probability of reaching the goal from a board a move has just left.
    fn after(&self, moved: Bitboard, values: &[AtomicU32]) -> f32 {
        if self.goal.iter().any(|&c| moved.cell(c) == self.exp) {
            return 1.0;
        }
        let cells = self.indexer.cells();
        if cells
            .iter()
            .any(|&c| moved.cell(usize::from(c)) >= self.exp)
        {
            return 0.0;
        }
        let index = self.indexer.index(moved);
        let value = |i: usize| f32::from_bits(values[i].load(Ordering::Relaxed) & !3);
        let (mut total, mut empty) = (0.0f32, 0u32);
        for &c in cells {
            if moved.cell(usize::from(c)) != 0 {
                continue;
            }
            let w = self.indexer.weight(usize::from(c)) as usize;
            total += P2 * value(index + w) + P4 * value(index + 2 * w);
            empty += 1;
        }
        // A move that changed the board emptied a free cell.
        total / empty as f32
    }
}
