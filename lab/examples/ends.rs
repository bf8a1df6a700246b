//! Where a network's greedy games end: plays games one move ahead by a network (a packed
//! file or a checkpoint) and prints, for each game that reached TILE, the board when it
//! first did, the moves after, and the last board.
//!
//! `cargo run -p tui2048-lab --release --example ends -- NET GAMES [SEED] [TILE]`; with
//! `DEPTH` set, each move comes from the search with the network, that many moves deep.
//! With `STARTS=FILE` it prints nothing but writes to FILE (hexadecimal, a line each) the
//! board of each game when it first held TILE: the starts of a later stage's training.

use std::path::PathBuf;
use std::sync::Arc;

use rayon::prelude::*;

use tui2048_engine::ai::bench::spawn;
use tui2048_engine::ai::rng::FastRng;
use tui2048_engine::ai::tables::tables;
use tui2048_engine::ai::{Bitboard, SearchConfig, Searcher};
use tui2048_lab::pack;
use tui2048_lab::train::best_afterstate;

fn show(board: Bitboard) -> String {
    (0..4)
        .map(|r| {
            (0..4)
                .map(|c| match board.cell(4 * r + c) {
                    0 => format!("{:>6}", "."),
                    e => format!("{:>6}", 1u64 << e),
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let net = pack::read_any(&PathBuf::from(&args[0])).expect("a network");
    let games: u64 = args[1].parse().unwrap();
    let seed: u64 = args.get(2).map_or(1, |s| s.parse().unwrap());
    let tile: u8 = args
        .get(3)
        .map_or(14, |s| s.parse::<u64>().unwrap().trailing_zeros() as u8);
    let t = tables();
    let depth: Option<u32> = std::env::var("DEPTH").ok().map(|d| d.parse().unwrap());
    let net = Arc::new(net);
    let mut searcher = Searcher::with_config(
        t,
        SearchConfig {
            anchored: false,
            ..SearchConfig::DEFAULT
        },
    );
    searcher.set_network(Some(Arc::clone(&net)));
    if let Ok(out) = std::env::var("STARTS") {
        let boards: Vec<String> = (0..games)
            .into_par_iter()
            .filter_map(|k| {
                let mut rng = FastRng::new(seed + k);
                let mut board = spawn(spawn(Bitboard(0), &mut rng), &mut rng);
                while let Some((after, _)) = best_afterstate(board, t, |b| net.value(b)) {
                    board = spawn(after, &mut rng);
                    if board.max_exponent() >= tile {
                        return Some(format!("{:016x}\n", board.0));
                    }
                }
                None
            })
            .collect();
        std::fs::write(&out, boards.concat()).expect("the starts written");
        eprintln!("{} boards of {games} games", boards.len());
        return;
    }
    for k in 0..games {
        searcher.new_game();
        let mut rng = FastRng::new(seed + k);
        let mut board = spawn(spawn(Bitboard(0), &mut rng), &mut rng);
        let mut at: Option<(Bitboard, u64)> = None;
        let mut moves = 0u64;
        loop {
            let after = match depth {
                None => best_afterstate(board, t, |b| net.value(b)).map(|(a, _)| a),
                Some(d) => searcher
                    .best_move(board, Some(d))
                    .map(|(dir, _)| board.slide(dir)),
            };
            let Some(after) = after else { break };
            moves += 1;
            board = spawn(after, &mut rng);
            if at.is_none() && board.max_exponent() >= tile {
                at = Some((board, moves));
            }
        }
        if let Some((first, when)) = at {
            println!(
                "game {} reached at move {when}, value {:.0}:\n{}\nended at move {moves} ({} after):\n{}\n",
                seed + k,
                net.value(first),
                show(first),
                moves - when,
                show(board)
            );
        }
    }
}
