//! Times the expectimax search on a fixed list of positions (recorded once, then replayed
//! in order with the cache kept, as in a game), so that changes to the search's speed can
//! be compared without the noise of games that go differently.
//!
//! `cargo run -p tui2048-lab --release --example speed -- FILE [GAMES]`: records GAMES games (default 2)
//! into FILE when it does not exist, then times `best_move` over them three times.
//! Environment: DMIN and DMAX the shallowest and deepest adaptive depths, ANCHOR=0 lets
//! the largest tile leave its corner, BLOCK the most tiles kept in place, CUT the
//! probability cut-off, LCUT the cut-off from LKINDS kinds of tiles on, BITS the log2 of
//! the cache's entries.

use std::time::Instant;

use tui2048_engine::ai::bench::spawn;
use tui2048_engine::ai::rng::FastRng;
use tui2048_engine::ai::{Bitboard, SearchConfig, Searcher};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: speed FILE [GAMES]");
        std::process::exit(2);
    };
    let games: u64 = args.get(1).map_or(2, |g| g.parse().unwrap());
    let boards: Vec<Bitboard> = match std::fs::read(path) {
        Ok(bytes) => bytes
            .chunks_exact(8)
            .map(|c| Bitboard(u64::from_le_bytes(c.try_into().unwrap())))
            .collect(),
        Err(_) => {
            let mut s = Searcher::default();
            let mut all = Vec::new();
            for seed in 100..100 + games {
                s.new_game();
                let mut rng = FastRng::new(seed);
                let mut board = Bitboard(0);
                for _ in 0..2 {
                    board = spawn(board, &mut rng);
                }
                while let Some((dir, _)) = s.best_move(board, None) {
                    all.push(board);
                    board = spawn(board.slide(dir), &mut rng);
                }
            }
            let bytes: Vec<u8> = all.iter().flat_map(|b| b.0.to_le_bytes()).collect();
            std::fs::write(path, bytes).unwrap();
            all
        }
    };
    let mut c = SearchConfig::default();
    if let Ok(b) = std::env::var("BITS") {
        c.cache_bits = b.parse().unwrap();
    }
    if let Ok(d) = std::env::var("DMAX") {
        c.depth.max = d.parse().unwrap();
    }
    if let Ok(d) = std::env::var("DMIN") {
        c.depth.min = d.parse().unwrap();
    }
    if let Ok(a) = std::env::var("ANCHOR") {
        c.anchored = a != "0";
    }
    if let Ok(b) = std::env::var("BLOCK") {
        c.block = b.parse().unwrap();
    }
    if let Ok(v) = std::env::var("CUT") {
        c.cutoff = v.parse().unwrap();
    }
    if let Ok(v) = std::env::var("LCUT") {
        c.late_cutoff = v.parse().unwrap();
    }
    if let Ok(k) = std::env::var("LKINDS") {
        c.late_kinds = k.parse().unwrap();
    }
    if let Ok(k) = std::env::var("KEEP") {
        c.keep_cache = k != "0";
    }
    let depth: Option<u32> = std::env::var("DEPTH").ok().map(|d| d.parse().unwrap());
    let mut s = Searcher::with_config(tui2048_engine::ai::tables::tables(), c);
    if let Ok(path) = std::env::var("NET") {
        let network =
            tui2048_lab::pack::read_any(path.as_ref()).expect("a network or a checkpoint");
        s.set_network(Some(std::sync::Arc::new(network)));
    }
    let mut best = f64::MAX;
    let mut slowest = 0.0f64;
    let mut check = 0u64;
    for _ in 0..3 {
        s.new_game();
        let start = Instant::now();
        for &b in &boards {
            let one = Instant::now();
            if let Some((d, _)) = s.best_move(b, depth) {
                check = check.wrapping_mul(31).wrapping_add(d as u64);
            }
            slowest = slowest.max(one.elapsed().as_secs_f64());
        }
        best = best.min(start.elapsed().as_secs_f64());
    }
    println!(
        "{} positions, {:.3} s, {:.0} moves/s, slowest move {:.1} ms, check {check:x}",
        boards.len(),
        best,
        boards.len() as f64 / best,
        slowest * 1e3
    );
}
