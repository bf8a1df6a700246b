//! Tables against a plainly written expectimax, and the moves they give.

use std::collections::HashMap;

use super::*;
use crate::ai::rng::FastRng;

/// Small layouts: the bottom row free with a 16 to build (4^4 positions), and two
/// staircases with five free cells.
fn small_layouts() -> [Layout; 3] {
    [
        Layout {
            locked: 0x0FFF,
            anchor: 8,
            exp: 4,
        },
        Layout {
            locked: 0x17FF,
            anchor: 12,
            exp: 4,
        },
        Layout {
            locked: 0x07FF,
            anchor: 10,
            exp: 5,
        },
    ]
}

/// The chance of reaching the goal from `board`, a tile about to come, written plainly:
/// the best of the moves that keep the locked tiles.
fn plain_moves(layout: Layout, board: Bitboard, memo: &mut HashMap<u64, f64>) -> f64 {
    if let Some(&p) = memo.get(&board.0) {
        return p;
    }
    let best = Dir::ALL
        .into_iter()
        .filter_map(|dir| plain_move(layout, board, dir, memo))
        .fold(0.0, f64::max);
    memo.insert(board.0, best);
    best
}

/// The chance of reaching the goal by the move `dir`, with every new tile on every free
/// cell after it; `None` when the move changes nothing or moves a locked tile.
fn plain_move(
    layout: Layout,
    board: Bitboard,
    dir: Dir,
    memo: &mut HashMap<u64, f64>,
) -> Option<f64> {
    let moved = board.slide(dir);
    if moved == board || (moved.0 ^ board.0) & nibbles(layout.locked) != 0 {
        return None;
    }
    let goal = (0..16).any(|c| layout.goal() >> c & 1 != 0 && moved.cell(c) == layout.exp);
    if goal {
        return Some(1.0);
    }
    if (0..16).any(|c| layout.free() >> c & 1 != 0 && moved.cell(c) >= layout.exp) {
        return Some(0.0);
    }
    let empty: Vec<usize> = (0..16).filter(|&c| moved.cell(c) == 0).collect();
    let mut total = 0.0;
    for &c in &empty {
        for (e, q) in [(1u64, 0.9), (2, 0.1)] {
            total += q * plain_moves(layout, Bitboard(moved.0 | e << (4 * c)), memo);
        }
    }
    Some(total / empty.len() as f64)
}

/// The board whose symmetry `k` is `board`.
fn unsymmetry(board: Bitboard, k: usize) -> Bitboard {
    let mut b = board;
    if k & 4 != 0 {
        b = b.transpose();
    }
    if k & 2 != 0 {
        b = b.flip_v();
    }
    if k & 1 != 0 {
        b = b.flip_h();
    }
    b
}

#[test]
fn tables_agree_with_a_plain_expectimax_on_small_sub_games() {
    for layout in small_layouts() {
        let table = build(layout);
        let indexer = Indexer::new(layout);
        let mut memo = HashMap::new();
        let mut live = 0;
        for index in 0..layout.positions() {
            let board = indexer.board(layout.locked_board(), layout.exp, index);
            let plain = plain_moves(layout, board, &mut memo);
            let (dir, prob) = table.lookup(board);
            assert!(
                (f64::from(prob) - plain).abs() <= 1.0 / 16383.0,
                "{layout:?} {board:x?}: {prob} against {plain}"
            );
            if plain > 0.0 {
                live += 1;
                // The table's move is worth the best.
                let by_it = plain_move(layout, board, dir, &mut memo).expect("a kept move");
                assert!((by_it - plain).abs() < 1e-6, "{by_it} against {plain}");
            }
        }
        // Enough positions have a chance for the comparison to mean something.
        assert!(live * 4 > layout.positions(), "{layout:?}: {live}");
    }
}

#[test]
fn table_moves_are_legal_and_keep_the_locked_tiles_in_every_symmetry() {
    let layout = small_layouts()[2];
    let endgame = Endgame::new(vec![build(layout)]);
    let indexer = Indexer::new(layout);
    let mut rng = FastRng::new(21);
    let (mut played, mut tried) = (0, 0);
    while played < 300 && tried < 100_000 {
        tried += 1;
        let index = rng.below(layout.positions() as u32) as usize;
        // The layout's board with other large locked tiles, seen in one of its symmetries.
        let board = indexer.board(layout.locked_board(), layout.exp, index);
        let k = rng.below(8) as usize;
        let seen = symmetry(board, k);
        let Some((dir, prob)) = endgame.best_move(seen) else {
            continue;
        };
        if prob == 0.0 {
            continue;
        }
        played += 1;
        let moved = seen.slide(dir);
        assert_ne!(moved, seen, "{seen:x?} {dir:?}");
        // Back in the layout's own orientation, no locked tile moved.
        let locked = nibbles(layout.locked);
        assert_eq!(unsymmetry(seen, k), board);
        assert_eq!(unsymmetry(moved, k).0 & locked, board.0 & locked, "{dir:?}");
    }
    assert_eq!(played, 300);
}

#[test]
fn layouts_of_the_levels_are_staircases_with_their_anchor_at_a_corner() {
    for free in 6..=9 {
        for layout in all_layouts(free, 6) {
            assert!(is_staircase(layout.locked));
            assert_eq!(layout.free_count(), free);
            assert_ne!(layout.goal(), 0);
            assert!(layout.locked >> layout.anchor & 1 != 0);
            // A board of that layout is recognised as it.
            let board = layout.locked_board();
            assert_eq!(Layout::of(board, 6), Some(layout));
        }
    }
}

#[test]
fn moves_map_back_through_every_symmetry() {
    let mut rng = FastRng::new(5);
    for _ in 0..200 {
        let board = Bitboard(rng.next_u64() & 0x3333_3333_3333_3333);
        for k in 0..8 {
            let sym = symmetry(board, k);
            for dir in Dir::ALL {
                let back = dir_back(dir, k);
                assert_eq!(
                    symmetry(board.slide(back), k),
                    sym.slide(dir),
                    "{k} {dir:?}"
                );
            }
        }
    }
}

#[test]
fn entries_round_trip() {
    for (p, d) in [(0.0, 0), (1.0, 3), (0.5, 2), (0.123_45, 1)] {
        let e = entry(p, d);
        assert_eq!(usize::from(e & 3), d);
        assert!((f32::from(e >> 2) / SCALE - p).abs() <= 0.5 / SCALE);
    }
}
