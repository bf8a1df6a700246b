//! The cached bitboard search and the plain generic one are the same algorithm: they must
//! pick the same moves (up to rounding on near ties).

use super::tests::{symmetric_tables, unanchored};
use super::*;
use crate::ai::{generic, rng::FastRng};

/// A board with about two thirds of its cells filled with tiles from 2 to 512.
fn random_board(rng: &mut FastRng) -> Bitboard {
    let mut b = 0u64;
    for i in 0..16 {
        if rng.below(3) > 0 {
            b |= u64::from(1 + rng.below(9)) << (4 * i);
        }
    }
    Bitboard(b)
}

/// Expectimax written plainly: every move slid and every board valued in full. With an
/// anchor, only the moves keeping its tile in its corner, when any does.
fn plain_chance(board: Bitboard, prob: f32, left: u32, cutoff: f32, anchor: Option<Anchor>) -> f32 {
    let n = board.count_empty();
    if left == 0 || prob < cutoff || n == 0 {
        return evaluate(board, tables());
    }
    let each = prob / n as f32;
    let mut total = 0.0;
    for k in 0..n {
        for (exp, p) in [(1, P2), (2, P4)] {
            let next = board.with_tile_in_empty(k, exp);
            let best = plain_moves(next, anchor)
                .into_iter()
                .map(|m| plain_chance(m, each * p, left - 1, cutoff, anchor))
                .fold(0.0, f32::max);
            total += p * best;
        }
    }
    total / n as f32
}

/// The boards the legal moves leave; with an anchor, those keeping its tile in its
/// corner when there are any.
fn plain_moves(board: Bitboard, anchor: Option<Anchor>) -> Vec<Bitboard> {
    let legal: Vec<Bitboard> = Dir::ALL
        .into_iter()
        .map(|d| board.slide(d))
        .filter(|&m| m != board)
        .collect();
    let Some(a) = anchor else { return legal };
    let kept: Vec<Bitboard> = legal.iter().copied().filter(|&m| a.kept(m)).collect();
    if kept.is_empty() { legal } else { kept }
}

/// Three moves deep, every value the search caches is searched in full (only the first
/// chance level prunes), so the cached search must give the plain one's values exactly,
/// up to the order of the sums.
#[test]
fn the_search_values_boards_as_plain_expectimax_does() {
    let mut rng = FastRng::new(11);
    for cutoff in [SearchConfig::DEFAULT.cutoff, 0.02, 0.0] {
        for _ in 0..60 {
            let board = random_board(&mut rng);
            let config = SearchConfig {
                cutoff,
                late_cutoff: cutoff,
                ..unanchored()
            };
            let mut s = Searcher::with_config(tables(), config);
            let plain = plain_best(board, cutoff);
            let searched = s.best_move(board, Some(3)).map(|(_, v)| v);
            match (plain, searched) {
                (Some(p), Some(v)) => assert!((p - v).abs() <= p.abs() * 1e-5, "{p} {v}"),
                (p, v) => assert_eq!(p, v),
            }
        }
    }
}

/// The best value three moves deep by plain expectimax.
fn plain_best(board: Bitboard, cutoff: f32) -> Option<f32> {
    plain_best_anchored(board, cutoff, None)
}

/// The best value three moves deep by plain expectimax, keeping `anchor`'s tile.
fn plain_best_anchored(board: Bitboard, cutoff: f32, anchor: Option<Anchor>) -> Option<f32> {
    plain_moves(board, anchor)
        .into_iter()
        .map(|m| plain_chance(m, 1.0, 2, cutoff, anchor))
        .reduce(f32::max)
}

/// The same with the largest tile kept in its corner: the shortcuts of the last level
/// and of move nodes must leave out the same moves as plain expectimax does.
#[test]
fn the_anchored_search_values_boards_as_plain_expectimax_does() {
    let mut rng = FastRng::new(12);
    let (mut checked, mut restricted) = (0, 0);
    while checked < 120 {
        let board = random_board(&mut rng);
        if Anchor::of(board).is_none() {
            continue;
        }
        checked += 1;
        let mut s = Searcher::default();
        // The default searcher mirrors the board so that the anchor is top left.
        let (mirrored, _, _) = orient(board);
        let anchor = Anchor::of(mirrored);
        assert_eq!(mirrored.cell(0), mirrored.max_exponent());
        let plain = plain_best_anchored(mirrored, SearchConfig::DEFAULT.cutoff, anchor);
        if plain != plain_best(mirrored, SearchConfig::DEFAULT.cutoff) {
            restricted += 1;
        }
        let searched = s.best_move(board, Some(3)).map(|(_, v)| v);
        match (plain, searched) {
            (Some(p), Some(v)) => assert!((p - v).abs() <= p.abs() * 1e-5, "{p} {v}"),
            (p, v) => assert_eq!(p, v),
        }
    }
    // The anchor changed the value of enough of those boards for the test to tell.
    assert!(restricted >= 10, "{restricted}");
}

/// A board whose largest tiles make a block in the top-left corner: 2048, 1024 and 512
/// in cells 0, 1 and 4, 256 in cell 2 or 5 (or nowhere), and smaller tiles elsewhere.
fn board_with_a_block(rng: &mut FastRng) -> Bitboard {
    let mut b = random_board(rng).0 & !0x00FF_0FFF;
    for i in 0..16 {
        // Smaller tiles than the block's (up to 128).
        if b >> (4 * i) & 0xF > 7 {
            b = b & !(0xF << (4 * i)) | 7 << (4 * i);
        }
    }
    b |= 11 | 10 << 4 | 9 << 16;
    match rng.below(3) {
        0 => b |= 8 << 8,
        1 => b |= 8 << 20,
        _ => {}
    }
    Bitboard(b)
}

/// The same with a block of the largest tiles kept in place: the last level and move
/// nodes must leave out the same moves as plain expectimax does.
#[test]
fn the_search_keeping_a_block_values_boards_as_plain_expectimax_does() {
    let mut rng = FastRng::new(13);
    let config = SearchConfig {
        block: 6,
        ..SearchConfig::DEFAULT
    };
    let (mut restricted, mut wide) = (0, 0);
    for _ in 0..80 {
        let board = board_with_a_block(&mut rng);
        let anchor = Anchor::block(board, 6);
        if anchor != Anchor::of(board) {
            wide += 1;
        }
        let cutoff = SearchConfig::DEFAULT.cutoff;
        let plain = plain_best_anchored(board, cutoff, anchor);
        if plain != plain_best_anchored(board, cutoff, Anchor::of(board)) {
            restricted += 1;
        }
        let searched = Searcher::with_config(tables(), config)
            .best_move(board, Some(3))
            .map(|(_, v)| v);
        match (plain, searched) {
            (Some(p), Some(v)) => assert!((p - v).abs() <= p.abs() * 1e-5, "{p} {v}"),
            (p, v) => assert_eq!(p, v),
        }
    }
    // Every board has a block of three or four, and keeping it changed enough values.
    assert_eq!(wide, 80);
    assert!(restricted >= 10, "{restricted}");
}

#[test]
fn boards_of_many_kinds_are_searched_with_the_late_cutoff() {
    // Tiles 2 to 1024 (ten kinds) and six empty cells: at a cut-off of 0.5 no new tile of
    // the first chance level (0.9 / 6 = 0.15 at most) is searched further; at 1e-3 they are.
    let board = Bitboard((1..=10).map(|e| e << (4 * (10 - e))).sum());
    assert_eq!(board.distinct_tiles(), SearchConfig::DEFAULT.late_kinds);
    let config = SearchConfig {
        late_cutoff: 0.5,
        ..unanchored()
    };
    let mut s = Searcher::with_config(tables(), config);
    let searched = s.best_move(board, Some(3)).unwrap().1;
    let late = plain_best(board, 0.5).unwrap();
    let early = plain_best(board, SearchConfig::DEFAULT.cutoff).unwrap();
    assert!((searched - late).abs() <= late * 1e-5, "{searched} {late}");
    assert!(
        (searched - early).abs() > early * 1e-4,
        "{searched} {early}"
    );
    // One kind fewer: the usual cut-off.
    let board = Bitboard(board.0 & !(0xF << 36));
    let searched = s.best_move(board, Some(3)).unwrap().1;
    let early = plain_best(board, SearchConfig::DEFAULT.cutoff).unwrap();
    assert!(
        (searched - early).abs() <= early * 1e-5,
        "{searched} {early}"
    );
}

#[test]
fn bitboard_and_generic_values_agree() {
    let mut rng = FastRng::new(3);
    let mut diffs = 0;
    for _ in 0..200 {
        let board = random_board(&mut rng);
        let g = generic::best_move(&board.to_board(), Some(2));
        let config = SearchConfig {
            anchored: false,
            oriented: false,
            ..SearchConfig::DEFAULT
        };
        let mut searcher = Searcher::with_config(symmetric_tables(), config);
        let s = searcher.best_move(board, Some(2)).map(|m| m.0);
        if g != s {
            diffs += 1;
        }
        let value = evaluate(board, symmetric_tables());
        assert!((generic::evaluate(&board.to_board()) - value).abs() < 1.0);
    }
    assert!(diffs < 5, "{diffs}");
}
