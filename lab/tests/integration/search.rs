//! The game's search with a network as its evaluation (the `network` feature), against
//! a plain expectimax and against the trainer's greedy player.

use std::sync::Arc;

use tui2048_engine::ai::bench::spawn;
use tui2048_engine::ai::ntuple::patterns::FOUR_BY_FOUR;
use tui2048_engine::ai::ntuple::{Network, Patterns};
use tui2048_engine::ai::rng::FastRng;
use tui2048_engine::ai::tables::{late_tables, tables};
use tui2048_engine::ai::{Bitboard, SearchConfig, Searcher};
use tui2048_engine::game::Dir;
use tui2048_lab::train::best_afterstate;

/// The chances of a new tile being a 2 and a 4.
const P2: f32 = 0.9;
const P4: f32 = 0.1;

/// A network of 4-tuples with weights from -2000 to 2000.
fn network() -> Arc<Network> {
    let patterns = Patterns::new(&FOUR_BY_FOUR).unwrap();
    let mut rng = FastRng::new(11);
    let weights: Vec<f32> = (0..patterns.size())
        .map(|_| rng.below(4001) as f32 - 2000.0)
        .collect();
    Arc::new(Network::new(patterns, &weights))
}

/// Boards of a game played at random from seed 3.
fn boards() -> Vec<Bitboard> {
    let t = tables();
    let mut rng = FastRng::new(3);
    let mut board = spawn(Bitboard(0), &mut rng);
    let mut out = Vec::new();
    while board.can_move() && out.len() < 400 {
        board = spawn(board, &mut rng);
        out.push(board);
        let legal: Vec<Bitboard> = Dir::ALL
            .map(|d| board.slide(d))
            .into_iter()
            .filter(|&m| m != board)
            .collect();
        if legal.is_empty() {
            break;
        }
        board = legal[rng.below(legal.len() as u32) as usize];
        let _ = t;
    }
    out
}

/// The best move and its value, searched plainly `moves` moves deep: each move's points
/// plus the average over every new tile of the best move after it, the network's value
/// of the board at the end.
fn plain(board: Bitboard, moves: u32, net: &Network) -> Option<(Dir, f32)> {
    plain_by(board, moves, &|b| net.value(b))
}

/// [`plain`], valuing the boards at the end by `value`.
fn plain_by(board: Bitboard, moves: u32, value: &dyn Fn(Bitboard) -> f32) -> Option<(Dir, f32)> {
    let mut best: Option<(Dir, f32)> = None;
    for dir in Dir::ALL {
        let (after, gain) = board.slide_scored(dir, tables());
        if after == board {
            continue;
        }
        let value = gain as f32 + plain_chance(after, moves - 1, value);
        if best.is_none_or(|(_, b)| value > b) {
            best = Some((dir, value));
        }
    }
    best
}

fn plain_chance(after: Bitboard, left: u32, value: &dyn Fn(Bitboard) -> f32) -> f32 {
    if left == 0 {
        return value(after);
    }
    let n = after.count_empty();
    let mut total = 0.0;
    for k in 0..n {
        for (exp, p) in [(1, P2), (2, P4)] {
            let next = after.with_tile_in_empty(k, exp);
            total += p * plain_by(next, left, value).map_or(0.0, |(_, v)| v);
        }
    }
    total / n as f32
}

fn searcher(net: &Arc<Network>) -> Searcher {
    searcher_handing_over(net, 16)
}

/// [`searcher`], going over to the heuristic from a tile of `2^handover`.
fn searcher_handing_over(net: &Arc<Network>, handover: u8) -> Searcher {
    searcher_with(
        net,
        SearchConfig {
            handover,
            ..SearchConfig::DEFAULT
        },
    )
}

/// A searcher with the network and `config`, searching every board to its depth, as
/// [`plain`] does.
fn searcher_with(net: &Arc<Network>, config: SearchConfig) -> Searcher {
    let config = SearchConfig {
        cutoff: 0.0,
        late_cutoff: 0.0,
        anchored: false,
        oriented: false,
        keep_cache: false,
        ..config
    };
    let mut s = Searcher::with_config(tables(), config);
    s.set_network(Some(net.clone()));
    s
}

#[test]
fn one_move_deep_it_plays_the_network_greedily() {
    let net = network();
    let mut s = searcher(&net);
    for board in boards() {
        let greedy = best_afterstate(board, tables(), |b| net.value(b)).map(|(a, _)| a);
        let searched = s.best_move(board, Some(1)).map(|(d, _)| board.slide(d));
        assert_eq!(searched, greedy, "{board:?}");
    }
}

/// Asserts that the search's move and value are the plain expectimax's (up to rounding,
/// and either of two moves that leave the same board).
fn assert_agrees(board: Bitboard, got: Option<(Dir, f32)>, want: Option<(Dir, f32)>) {
    let (Some((d, v)), Some((dw, vw))) = (got, want) else {
        assert_eq!(got, want, "{board:?}");
        return;
    };
    assert!(
        (v - vw).abs() <= 1e-3 * vw.abs().max(1.0),
        "{board:?}: {v} {vw}"
    );
    assert!(d == dw || board.slide(d) == board.slide(dw), "{board:?}");
}

#[test]
fn deeper_it_agrees_with_a_plain_expectimax() {
    let net = network();
    let mut s = searcher(&net);
    for (i, board) in boards().into_iter().enumerate().step_by(7) {
        let moves = if i % 2 == 0 { 2 } else { 3 };
        let want = plain(board, moves, &net);
        s.new_game();
        assert_agrees(board, s.best_move(board, Some(moves)), want);
    }
}

/// The heuristic's search past the hand-over in these tests.
const LATE: SearchConfig = SearchConfig {
    anchored: false,
    ..SearchConfig::DEFAULT
};

#[test]
fn from_the_tile_it_hands_over_at_it_searches_with_the_late_heuristic() {
    // Random play reaches 32 to 128: hand over from 64.
    let net = network();
    let handover = 6;
    let mut with = searcher_handing_over(&net, handover);
    // With the late weights, whose values the searcher's own tables would not give.
    with.set_heuristic(LATE, late_tables());
    let mut alone = Searcher::with_config(late_tables(), LATE);
    let mut netted = searcher(&net);
    let (mut early, mut late) = (0, 0);
    for board in boards() {
        for s in [&mut with, &mut alone, &mut netted] {
            s.new_game();
        }
        let got = with.best_move(board, Some(2));
        let want = if board.max_exponent() >= handover {
            late += 1;
            alone.best_move(board, Some(2))
        } else {
            early += 1;
            netted.best_move(board, Some(2))
        };
        assert_eq!(got, want, "{board:?}");
    }
    assert!(early > 20 && late > 20, "{early} {late}");
}

#[test]
fn past_the_tile_it_downgrades_the_network_reads_smaller_tiles_until_the_second_one() {
    // Random play reaches 32 to 128: the network reads boards from 64 on downgraded, and
    // hands over to the heuristic once a 32 or more stands beside the 64 (or a 128 is
    // made).
    let net = network();
    let config = SearchConfig {
        handover: 6,
        handover_with: 5,
        downgrade: 6,
        ..SearchConfig::DEFAULT
    };
    let mut with = searcher_with(&net, config);
    with.set_heuristic(LATE, late_tables());
    let mut alone = Searcher::with_config(late_tables(), LATE);
    let (mut early, mut downgraded, mut late) = (0, 0, 0);
    for board in boards() {
        with.new_game();
        alone.new_game();
        let got = with.best_move(board, Some(2));
        let max = board.max_exponent();
        if max > 6 || (max == 6 && board.second_exponent() >= 5) {
            late += 1;
            assert_eq!(got, alone.best_move(board, Some(2)), "{board:?}");
            continue;
        }
        assert_agrees(
            board,
            got,
            plain_by(board, 2, &|b| net.value(b.downgraded(6))),
        );
        if max >= 6 {
            downgraded += 1;
        } else {
            early += 1;
        }
    }
    assert!(
        early > 20 && downgraded > 5 && late > 5,
        "{early} {downgraded} {late}"
    );
}
