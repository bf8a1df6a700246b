//! Speed of the solver: raw bitboard moves, random playouts, searches of fixed depth on a
//! few mid-game boards, and the default search over the opening and the end of a game.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use tui2048_engine::ai::bench::{Player, play_game};
use tui2048_engine::ai::expectimax::DepthPolicy;
use tui2048_engine::ai::tables::tables;
use tui2048_engine::ai::{Bitboard, SearchConfig, Searcher};
use tui2048_engine::game::{Board, Dir};

fn bitboard(rows: [[u64; 4]; 4]) -> Bitboard {
    Bitboard::from_board(&Board::from_values(&rows).expect("a valid board"))
        .expect("a board that fits the bitboard")
}

/// Mid-game boards: open, half full, and crowded.
fn boards() -> [(&'static str, Bitboard); 3] {
    [
        (
            "open",
            bitboard([[0, 0, 2, 4], [0, 0, 4, 16], [0, 2, 8, 64], [2, 8, 32, 512]]),
        ),
        (
            "half",
            bitboard([
                [2, 0, 0, 4],
                [4, 8, 2, 16],
                [16, 32, 64, 128],
                [2048, 1024, 512, 256],
            ]),
        ),
        (
            "crowded",
            bitboard([
                [2, 4, 2, 8],
                [8, 16, 4, 2],
                [32, 64, 128, 0],
                [4096, 2048, 512, 0],
            ]),
        ),
    ]
}

fn raw_moves(c: &mut Criterion) {
    let all: Vec<Bitboard> = boards().iter().map(|&(_, b)| b).collect();
    c.bench_function("bitboard/4 moves x 3 boards", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for &board in &all {
                for dir in Dir::ALL {
                    acc ^= black_box(board).slide(dir).0;
                }
            }
            acc
        })
    });
}

fn playouts(c: &mut Criterion) {
    let mut searcher = Searcher::default();
    let mut seed = 0u64;
    c.bench_function("bitboard/random playout", |b| {
        b.iter(|| {
            seed += 1;
            play_game(seed, Player::Random, None, &mut searcher).moves
        })
    });
}

fn searches(c: &mut Criterion) {
    let mut group = c.benchmark_group("best_move");
    group.sample_size(10);
    // Each search from scratch, or the first would answer all the others from its cache.
    let config = SearchConfig {
        keep_cache: false,
        ..SearchConfig::default()
    };
    let mut searcher = Searcher::with_config(tables(), config);
    for (name, board) in boards() {
        for depth in 2..=6 {
            group.bench_with_input(BenchmarkId::new(name, depth), &depth, |b, &depth| {
                b.iter(|| searcher.best_move(black_box(board), Some(depth)))
            });
        }
    }
    group.finish();
}

/// The opening and the end of a recorded game (`boards.txt`).
fn recorded_game() -> [Vec<Bitboard>; 2] {
    let mut parts = [Vec::new(), Vec::new()];
    let mut part = 0;
    for line in include_str!("boards.txt").lines() {
        if line == "# last 500" {
            part = 1;
        } else if !line.starts_with('#') {
            let bits = u64::from_str_radix(line, 16).expect("a board in hexadecimal");
            parts[part].push(Bitboard(bits));
        }
    }
    parts
}

/// The default search over the first and the last 500 boards of a game, as in play: one
/// board after the other, the cache kept.
fn game_searches(c: &mut Criterion) {
    let [first, last] = recorded_game();
    let mut group = c.benchmark_group("game");
    group.sample_size(10);
    // The default, and four moves at most from ten kinds of tiles on (five when crowded).
    let shallow = DepthPolicy {
        max: 3,
        ..DepthPolicy::DEFAULT
    };
    for (name, part, depth) in [
        ("first 500", &first, DepthPolicy::DEFAULT),
        ("last 500, at most five moves", &last, shallow),
        ("last 500", &last, DepthPolicy::DEFAULT),
    ] {
        let config = SearchConfig {
            depth,
            ..SearchConfig::default()
        };
        let mut searcher = Searcher::with_config(tables(), config);
        group.bench_function(name, |b| {
            b.iter(|| {
                searcher.new_game();
                part.iter()
                    .filter_map(|&board| searcher.best_move(board, None))
                    .count()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, raw_moves, playouts, searches, game_searches);
criterion_main!(benches);
