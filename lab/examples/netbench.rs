//! Plays `tui2048 bench`'s games with a network as a level would play it: the game's
//! `Solver` valuing boards with the network of a packed file or a training checkpoint,
//! with the endgame tables of a level (made ready as `bench` makes them), searching with
//! the settings the environment gives. It prints a line as `bench` counts the games, then
//! how many games ended with each largest tile.
//!
//! `cargo run -p tui2048-lab --release --example netbench -- NET GAMES [SEED]`
//!
//! Environment (each optional): `JOBS` threads (2); `TABLES=0` plays without the endgame
//! tables; `STRENGTH=strong` takes the strong level's tables; `DEPTH` a forced number of
//! moves searched (none: the depth policy); the depth policy `LESS`, `DMIN`, `DMAX`,
//! `CROWD`; the cut-offs `CUT`, `LCUT` (from `LKINDS` kinds of tiles); `ANCHOR=1` keeps the
//! largest tile in its corner, `BLOCK` up to that many tiles; `BITS` the cache's size;
//! `KEEP=0` clears the cache at every move; `TMIN` the least chance of a table's move;
//! `LATE` a second network (a file) for boards holding a tile of `2^SPLIT` (14) or more;
//! `HANDOVER` the exponent of the tile from which the level's heuristic search plays,
//! with the level's settings for it ([`Strength::late_config`]) save those the same names
//! after `H` give (`HDMIN`, `HCUT`, ...).

use std::path::PathBuf;
use std::sync::Arc;

use tui2048_engine::ai::{BenchConfig, Player, SearchConfig, Strength, run_bench};
use tui2048_lab::pack;
use tui2048_lab::tuning::{env, tuned};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [net, games, rest @ ..] = args.as_slice() else {
        eprintln!("usage: netbench NET GAMES [SEED]");
        std::process::exit(2);
    };
    let games: u64 = games.parse().expect("a number of games");
    let seed: u64 = rest.first().map_or(1, |s| s.parse().expect("a seed"));
    let strength = match std::env::var("STRENGTH").as_deref() {
        Ok("strong") => Strength::Strong,
        _ => Strength::Fast,
    };
    let network =
        Arc::new(pack::read_staged(&PathBuf::from(net)).expect("a network or a checkpoint"));
    let search = tuned(
        "",
        SearchConfig {
            anchored: false,
            ..SearchConfig::DEFAULT
        },
    );
    let late = tuned("H", strength.late_config());
    let tables = (env::<u32>("TABLES") != Some(0)).then(|| {
        let (endgame, report) = tui2048_lab::tables::endgame(strength);
        eprintln!(
            "tables: {} ({} read, {} built) in {:.1} s, {} MB",
            report.tables,
            report.loaded,
            report.built,
            report.seconds,
            report.bytes >> 20
        );
        Arc::new(endgame)
    });
    let config = BenchConfig {
        games,
        seed,
        jobs: Some(env("JOBS").unwrap_or(2)),
        depth: env("DEPTH"),
        player: Player::Expectimax,
        strength,
        endgame: tables,
        network: Some((network, search, late)),
        progress: true,
    };
    let report = run_bench(&config);
    let g = &report.games;
    let share = |tile: u64| {
        let reached: u64 = g
            .largest
            .iter()
            .filter(|&(&exp, _)| 1u64 << exp >= tile)
            .map(|(_, n)| n)
            .sum();
        100.0 * reached as f64 / g.games.max(1) as f64
    };
    println!(
        "{net} seed {seed} games {} | 8192 {:.1}% 16384 {:.1}% 32768 {:.1}% | mean {:.0} | {:.0} moves/s a thread | {:?}",
        g.games,
        share(8192),
        share(16384),
        share(32768),
        g.score_total as f64 / g.games.max(1) as f64,
        g.moves_total as f64 / (g.nanos_total as f64 / 1e9).max(1e-9),
        search
    );
    if search.handover < 16 {
        println!("from 2^{}: {late:?}", search.handover);
    }
    let ends: Vec<String> = g
        .largest
        .iter()
        .map(|(&exp, n)| format!("{} {n}", 1u64 << exp))
        .collect();
    println!("largest tiles: {}", ends.join(", "));
}
