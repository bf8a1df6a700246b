//! Tries heuristic weights: plays seeded games with the expectimax player on tables built
//! from the given weights and prints how far they got.
//!
//! `cargo run -p tui2048-lab --release --example tune -- GAMES DEPTH [lost mono_pow mono sum_pow sum merges empty]`
//! (DEPTH 0 adapts; weights left out keep their defaults; environment: CUT=p the probability
//! cut-off, LCUT the cut-off from LKINDS kinds of tiles on, LESS/DMIN/DMAX/CROWD the depth
//! policy, KEEP=0 clears the cache at every move, BITS the cache size, SEED the first seed,
//! ANCHOR=0 lets the largest tile leave its corner, BLOCK the most tiles kept in place,
//! ORIENT=0 lets lines fall either way, NET=FILE values boards with the network of a
//! packed file or a training checkpoint instead of the heuristic.)

use rayon::prelude::*;
use tui2048_engine::ai::bench::{Player, play_game};
use tui2048_engine::ai::heuristic::{WEIGHTS, Weights};
use tui2048_engine::ai::tables::Tables;
use tui2048_engine::ai::{SearchConfig, Searcher};
use tui2048_lab::pack;
fn main() {
    let a: Vec<f64> = std::env::args()
        .skip(1)
        .map(|s| s.parse().unwrap())
        .collect();
    let games = a[0] as u64;
    let depth = if a[1] == 0.0 { None } else { Some(a[1] as u32) };
    let mut w: Weights = WEIGHTS;
    let f = |i: usize, d: f32| a.get(i).map_or(d, |&x| x as f32);
    w.lost_penalty = f(2, w.lost_penalty);
    w.monotonicity_power = f(3, w.monotonicity_power);
    w.monotonicity = f(4, w.monotonicity);
    w.sum_power = f(5, w.sum_power);
    w.sum = f(6, w.sum);
    w.merges = f(7, w.merges);
    w.empty = f(8, w.empty);
    w.oriented = std::env::var("ORIENT").map_or(w.oriented, |v| v != "0");
    let seed: u64 = std::env::var("SEED").map_or(1, |v| v.parse().unwrap());
    let t: &'static Tables = Box::leak(Box::new(Tables::build(&w)));
    let net = std::env::var("NET").ok().map(|p| {
        std::sync::Arc::new(pack::read_any(p.as_ref()).expect("a network or a checkpoint"))
    });
    let start = std::time::Instant::now();
    let res: Vec<_> = (0..games)
        .into_par_iter()
        .map(|i| {
            let env = |k: &str| std::env::var(k).ok().map(|v| v.parse::<u32>().unwrap());
            let float = |k: &str, d: f32| std::env::var(k).map_or(d, |v| v.parse().unwrap());
            let mut c = SearchConfig {
                oriented: t.oriented,
                ..SearchConfig::default()
            };
            c.cache_bits = env("BITS").unwrap_or(c.cache_bits);
            c.depth.less = env("LESS").unwrap_or(c.depth.less);
            c.depth.min = env("DMIN").unwrap_or(c.depth.min);
            c.depth.max = env("DMAX").unwrap_or(c.depth.max);
            c.depth.crowded = env("CROWD").unwrap_or(c.depth.crowded);
            c.cache_slack = env("SLACK").unwrap_or(c.cache_slack);
            c.late_cutoff = float("LCUT", c.late_cutoff);
            c.late_kinds = env("LKINDS").unwrap_or(c.late_kinds);
            c.keep_cache = env("KEEP").is_none_or(|k| k != 0);
            c.anchored = env("ANCHOR").map_or(c.anchored, |a| a != 0);
            c.block = env("BLOCK").unwrap_or(c.block);
            c.cutoff = float("CUT", c.cutoff);
            let mut s = Searcher::with_config(t, c);
            s.set_network(net.clone());
            play_game(seed + i, Player::Expectimax, depth, &mut s)
        })
        .collect();
    let n = res.len() as f64;
    let r = |x: u64| res.iter().filter(|g| g.max_tile >= x).count() as f64 / n * 100.0;
    let moves: u64 = res.iter().map(|g| g.moves).sum();
    let nanos: u64 = res.iter().map(|g| g.nanos).sum();
    println!(
        "{w:?}\n 2048 {:.0} 4096 {:.0} 8192 {:.0} 16384 {:.0} 32768 {:.0} | score {:.0} | {:.0} mv/s | {:.1}s",
        r(2048),
        r(4096),
        r(8192),
        r(16384),
        r(32768),
        res.iter().map(|g| g.score).sum::<u64>() as f64 / n,
        moves as f64 / (nanos as f64 / 1e9),
        start.elapsed().as_secs_f64()
    );
}
