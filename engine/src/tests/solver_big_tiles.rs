//! The solver past 32768: the hint is a legal move whenever one exists, on every board
//! size and with tiles up to 2^17, and big-tile boards are played like small ones.

use proptest::prelude::*;

use crate::ai::Solver;
use crate::ai::Strength;
use crate::ai::fit::fit;
use crate::game::{Board, Dir, MAX_SIZE, MIN_SIZE, Pos};
use crate::strategies::board_of;
use crate::tests::board;

/// The hint on `board` at the adaptive depth.
fn hint(board: &Board) -> Option<Dir> {
    Solver::new(Strength::Fast).best_move(board)
}

#[test]
fn two_32768s_side_by_side_merge() {
    // Only Left and Right move anything: they merge the two 32768s into 65536.
    let b = board(&[
        &[32768, 32768, 2, 4],
        &[4, 2, 4, 2],
        &[2, 4, 2, 4],
        &[4, 2, 4, 2],
    ]);
    assert!(b.can_move());
    let dir = hint(&b).expect("a move is left");
    assert!(matches!(dir, Dir::Left | Dir::Right), "{dir:?}");
    assert_eq!(b.slide(dir).unwrap().board.max_tile(), 65536);
}

/// Boards whose two top rows are full and ordered from the largest tile, with room below:
/// Down would pull big tiles off the top edge. Before the solver knew tiles past 32768
/// it played Down on each of them.
const ORDERED: [[[u64; 4]; 4]; 4] = [
    [
        [65536, 32768, 16384, 8192],
        [4096, 2048, 1024, 512],
        [0, 0, 2, 8],
        [0, 0, 512, 0],
    ],
    [
        [65536, 32768, 16384, 8192],
        [256, 512, 1024, 4096],
        [32, 8, 128, 0],
        [256, 0, 256, 0],
    ],
    [
        [131072, 65536, 32768, 16384],
        [512, 1024, 4096, 8192],
        [0, 16, 8, 0],
        [0, 8, 0, 0],
    ],
    [
        [131072, 65536, 32768, 16384],
        [512, 1024, 4096, 8192],
        [4, 8, 32, 0],
        [32, 0, 0, 0],
    ],
];

#[test]
fn ordered_boards_with_65536_and_more_are_not_wrecked() {
    let mut exact = 0;
    for rows in ORDERED {
        let b = Board::from_values(&rows).expect("a valid board");
        // Played on the bitboard with its big tiles shifted down, or by the generic search.
        if fit(&b, 8).is_some() {
            exact += 1;
        }
        for depth in [None, Some(2), Some(3)] {
            let dir = Solver::new(Strength::Fast)
                .best_move_at(&b, depth)
                .expect("a move is left");
            assert_ne!(dir, Dir::Down, "{rows:?} at depth {depth:?}");
            assert!(b.slide(dir).is_some());
        }
    }
    // Both searches are tried.
    assert!((1..ORDERED.len()).contains(&exact), "{exact}");
}

/// A board of side 3 to 8 (4 half the time) with tiles up to 2^17: often the same few big
/// tiles, so that big equal neighbours are common, and a full board one time in four, so
/// that boards with no move come up too.
fn random_board() -> impl Strategy<Value = Board> {
    let size = prop_oneof![1 => MIN_SIZE..=MAX_SIZE, 1 => Just(4usize)];
    (size, proptest::bool::weighted(0.25)).prop_flat_map(|(n, full)| {
        let empty = if full { 0 } else { 3 };
        let cell = prop_oneof![empty => Just(0u8), 3 => 1u8..=17, 2 => 14u8..=17];
        proptest::collection::vec(cell, n * n).prop_map(move |cells| board_of(n, &cells))
    })
}

/// A full board of 2s and 4s in a checkerboard, where only one pair of equal big tiles
/// (8192 to 131072), side by side, can merge.
fn one_merge_left() -> impl Strategy<Value = Board> {
    let size = prop_oneof![1 => MIN_SIZE..=MAX_SIZE, 1 => Just(4usize)];
    size.prop_flat_map(|n| (Just(n), 0..n, 0..n - 1, any::<bool>(), 13u8..=17))
        .prop_map(|(n, line, at, across, e)| {
            let mut board = Board::empty(n);
            for p in board.positions() {
                board.set_exponent(p, 1 + ((p.row + p.col) % 2) as u8);
            }
            let (a, b) = if across {
                (Pos::new(line, at), Pos::new(line, at + 1))
            } else {
                (Pos::new(at, line), Pos::new(at + 1, line))
            };
            board.set_exponent(a, e);
            board.set_exponent(b, e);
            board
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// At the hint's own depth on 4×4 boards, and one or two moves deep on every size.
    #[test]
    fn the_hint_is_legal_whenever_a_move_is(
        board in prop_oneof![3 => random_board(), 1 => one_merge_left()],
        depth in 0u32..=2,
    ) {
        let depth = (depth > 0 || board.size() != 4).then_some(depth.max(1));
        let dir = Solver::new(Strength::Fast).best_move_at(&board, depth);
        match dir {
            Some(dir) => prop_assert!(board.slide(dir).is_some(), "{dir:?} on {board:?}"),
            // A board with empty cells may have no move (no tiles at all).
            None => prop_assert!(
                Dir::ALL.iter().all(|&d| board.slide(d).is_none()),
                "no hint on {board:?}"
            ),
        }
    }
}
