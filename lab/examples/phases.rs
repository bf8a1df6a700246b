//! Where the search spends its time and where games end: plays the bench's seeded games
//! with the default expectimax player, prints the share of moves and of search time by
//! the kinds of tiles on the board and by its largest tile, then the last board of every
//! game that did not reach TILE.
//!
//! `cargo run -p tui2048-lab --release --example phases -- GAMES [SEED] [TILE]` (defaults: seed 1,
//! tile 16384).

use std::time::Instant;

use rayon::prelude::*;
use tui2048_engine::ai::bench::spawn;
use tui2048_engine::ai::rng::FastRng;
use tui2048_engine::ai::{Bitboard, Searcher};

/// Moves and search seconds, by kinds of tiles and by the exponent of the largest tile.
#[derive(Default)]
struct Split {
    kinds: [(u64, f64); 17],
    largest: [(u64, f64); 17],
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap_or_else(|_| usage()))
        .collect();
    let games = *args.first().unwrap_or_else(|| usage());
    let seed = args.get(1).copied().unwrap_or(1);
    let tile = args.get(2).copied().unwrap_or(16384);
    let played: Vec<(u64, Split, Bitboard)> = (seed..seed + games)
        .into_par_iter()
        .map(|seed| {
            let mut s = Searcher::default();
            s.new_game();
            let mut rng = FastRng::new(seed);
            let mut board = spawn(spawn(Bitboard(0), &mut rng), &mut rng);
            let mut split = Split::default();
            loop {
                let start = Instant::now();
                let Some((dir, _)) = s.best_move(board, None) else {
                    break;
                };
                let took = start.elapsed().as_secs_f64();
                for (at, i) in [
                    (&mut split.kinds, board.distinct_tiles() as usize),
                    (&mut split.largest, usize::from(board.max_exponent())),
                ] {
                    at[i].0 += 1;
                    at[i].1 += took;
                }
                board = spawn(board.slide(dir), &mut rng);
            }
            (seed, split, board)
        })
        .collect();
    let mut all = Split::default();
    for (_, split, _) in &played {
        for i in 0..17 {
            all.kinds[i].0 += split.kinds[i].0;
            all.kinds[i].1 += split.kinds[i].1;
            all.largest[i].0 += split.largest[i].0;
            all.largest[i].1 += split.largest[i].1;
        }
    }
    let moves: u64 = all.kinds.iter().map(|k| k.0).sum();
    let secs: f64 = all.kinds.iter().map(|k| k.1).sum();
    println!(
        "{moves} moves, {secs:.1} s of search, {:.0} moves/s",
        moves as f64 / secs
    );
    for (name, rows) in [("kinds", &all.kinds), ("largest", &all.largest)] {
        for (i, &(n, t)) in rows.iter().enumerate().filter(|r| r.1.0 > 0) {
            let label = if name == "kinds" { i as u64 } else { 1 << i };
            println!(
                "{name} {label:>6}: {:5.1} % of moves, {:5.1} % of the time, {:.2} ms a move",
                n as f64 / moves as f64 * 100.0,
                t / secs * 100.0,
                t / n as f64 * 1e3
            );
        }
    }
    for (seed, _, board) in played {
        if 1u64 << board.max_exponent() < tile {
            println!("\nseed {seed} ended with {}:", 1u64 << board.max_exponent());
            for row in board.to_board().to_values() {
                println!(
                    "{}",
                    row.iter().map(|v| format!("{v:>6}")).collect::<String>()
                );
            }
        }
    }
}

fn usage() -> ! {
    eprintln!("usage: phases GAMES [SEED] [TILE]");
    std::process::exit(2)
}
