//! Endgame tables at work.
//!
//! `cargo run -p tui2048-lab --release --example endgame -- build LOCKED ANCHOR EXP`: builds the table of
//! a layout (LOCKED a hexadecimal cell mask) and says how long it took and what it holds.
//! `... census GAMES [SEED]`: plays the bench's games with the default search and counts,
//! over every board played, the layouts (in any symmetry, 5 to 9 free cells, tiles from
//! 32 to 512 anchoring them) that a table could play, with the share of games that then
//! reached the next tile up from their largest.
//! `... query LOCKED ANCHOR EXP BOARD`: the table's move and chance on a board (hexadecimal).
//! `... play GAMES [SEED]`: plays the bench's games with a set of tables (see `play` below).

use std::collections::HashMap;
use std::time::Instant;

use rayon::prelude::*;
use tui2048_engine::ai::bench::spawn;
use tui2048_engine::ai::endgame::{self, Layout, symmetry};
use tui2048_engine::ai::rng::FastRng;
use tui2048_engine::ai::{Bitboard, Searcher};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("build") if args.len() == 4 => {
            let layout = Layout {
                locked: u16::from_str_radix(&args[1], 16).unwrap(),
                anchor: args[2].parse().unwrap(),
                exp: args[3].parse().unwrap(),
            };
            let start = Instant::now();
            let table = endgame::build(layout);
            let took = start.elapsed().as_secs_f64();
            let probs: Vec<f32> = table
                .entries()
                .iter()
                .map(|e| f32::from(e >> 2) / 16383.0)
                .collect();
            let live = probs.iter().filter(|&&p| p > 0.0).count();
            println!(
                "{layout:?}: {} positions, built in {took:.1} s, {live} with a chance, mean chance {:.3}, empty free cells {:.3}",
                probs.len(),
                probs.iter().sum::<f32>() / probs.len() as f32,
                table.lookup(layout.locked_board()).1,
            );
        }
        Some("query") if args.len() == 5 => {
            let layout = Layout {
                locked: u16::from_str_radix(&args[1], 16).unwrap(),
                anchor: args[2].parse().unwrap(),
                exp: args[3].parse().unwrap(),
            };
            let board = Bitboard(u64::from_str_radix(&args[4], 16).unwrap());
            let table = endgame::build(layout);
            println!("{:?}", Layout::of(board, layout.exp));
            println!("{:?}", table.lookup(board));
        }
        Some("play") if args.len() >= 2 => play(
            args[1].parse().unwrap(),
            args.get(2).map_or(1, |s| s.parse().unwrap()),
        ),
        Some("census") if args.len() >= 2 => census(
            args[1].parse().unwrap(),
            args.get(2).map_or(1, |s| s.parse().unwrap()),
        ),
        _ => {
            eprintln!(
                "usage: endgame build LOCKED ANCHOR EXP | query LOCKED ANCHOR EXP BOARD | census GAMES [SEED] | play GAMES [SEED]"
            );
            std::process::exit(2);
        }
    }
}

/// The layouts a table could play on a board, each once, in the board's symmetries.
fn layouts(board: Bitboard) -> Vec<Layout> {
    let mut found = Vec::new();
    for k in 0..8 {
        let b = symmetry(board, k);
        for exp in 5..=9 {
            if let Some(l) = Layout::of(b, exp)
                && (5..=9).contains(&l.free_count())
                && !found.contains(&l)
            {
                found.push(l);
            }
        }
    }
    found
}

fn census(games: u64, seed: u64) {
    let played: Vec<(HashMap<Layout, u64>, bool)> = (seed..seed + games)
        .into_par_iter()
        .map(|seed| {
            let mut s = Searcher::default();
            s.new_game();
            let mut rng = FastRng::new(seed);
            let mut board = spawn(spawn(Bitboard(0), &mut rng), &mut rng);
            let mut seen: HashMap<Layout, u64> = HashMap::new();
            let mut top = 0;
            // Layouts met while 16384 is the largest tile.
            while let Some((dir, _)) = s.best_move(board, None) {
                top = top.max(board.max_exponent());
                if board.max_exponent() == 14 {
                    for l in layouts(board) {
                        *seen.entry(l).or_default() += 1;
                    }
                }
                board = spawn(board.slide(dir), &mut rng);
            }
            (seen, top.max(board.max_exponent()) >= 15)
        })
        .collect();
    let mut total: HashMap<Layout, (u64, u64, u64)> = HashMap::new();
    for (seen, won) in &played {
        for (&l, &n) in seen {
            let t = total.entry(l).or_default();
            t.0 += n;
            t.1 += 1;
            t.2 += u64::from(*won);
        }
    }
    let mut rows: Vec<_> = total.into_iter().collect();
    rows.sort_by_key(|(_, t)| std::cmp::Reverse(t.1));
    let reached = played.iter().filter(|p| p.1).count();
    println!("{games} games, {reached} reached 32768; layouts met while 16384 was the largest:");
    for (l, (boards, in_games, won)) in rows.iter().take(40) {
        println!(
            "{:04x} anchor {:2} exp {} free {}: {boards:6} boards in {in_games:3} games, {won:3} of them reached 32768",
            l.locked,
            l.anchor,
            l.exp,
            l.free_count()
        );
    }
}

/// Builds the tables of FREE (free cells, comma-separated, default 8) and EXPS (default
/// 5,6,7), or of SET (free:exp pairs), then plays the bench's games with them and prints
/// how far the games got. TMIN: the least chance a table's move needs; REQUIRE=ordered or
/// chain: the blocks played; FROM: the smallest largest tile (exponent) played; STRONG=1:
/// the strong level's search.
fn play(games: u64, seed: u64) {
    let list = |k: &str, d: &str| -> Vec<u32> {
        std::env::var(k)
            .unwrap_or(d.to_string())
            .split(',')
            .map(|x| x.parse().unwrap())
            .collect()
    };
    let start = Instant::now();
    // SET lists free:exp pairs (every layout of them) and exp:locked:anchor triples (one
    // layout); without it, every FREE with every EXPS.
    let mut layouts = Vec::new();
    match std::env::var("SET") {
        Ok(set) => {
            for item in set.split(',') {
                let parts: Vec<&str> = item.split(':').collect();
                if let [e, locked, anchor] = parts[..] {
                    layouts.push(Layout {
                        locked: u16::from_str_radix(locked, 16).unwrap(),
                        anchor: anchor.parse().unwrap(),
                        exp: e.parse().unwrap(),
                    });
                } else {
                    let (f, e) = (parts[0].parse().unwrap(), parts[1].parse().unwrap());
                    layouts.extend(endgame::all_layouts(f, e));
                }
            }
        }
        Err(_) => {
            for free in list("FREE", "8") {
                for exp in list("EXPS", "5,6,7") {
                    layouts.extend(endgame::all_layouts(free, exp as u8));
                }
            }
        }
    }
    let tables: Vec<_> = layouts.iter().map(|&l| endgame::build(l)).collect();
    let bytes: usize = tables.iter().map(|t| 2 * t.entries().len()).sum();
    println!(
        "{} tables, {:.0} MB, built in {:.1} s",
        tables.len(),
        bytes as f64 / 1e6,
        start.elapsed().as_secs_f64()
    );
    let mut eg = endgame::Endgame::new(tables);
    eg.require = match std::env::var("REQUIRE").as_deref() {
        Ok("ordered") => endgame::Require::Ordered,
        Ok("chain") => endgame::Require::Chain,
        _ => endgame::Require::Any,
    };
    eg.from = std::env::var("FROM").map_or(0, |v| v.parse().unwrap());
    let eg = std::sync::Arc::new(eg);
    let table_min: f32 = std::env::var("TMIN").map_or(0.0, |v| v.parse().unwrap());
    let start = Instant::now();
    let res: Vec<(u8, u64, u64, f64, u64)> = (seed..seed + games)
        .into_par_iter()
        .map(|seed| {
            let strength = if std::env::var("STRONG").is_ok_and(|v| v == "1") {
                tui2048_engine::ai::Strength::Strong
            } else {
                tui2048_engine::ai::Strength::Fast
            };
            let config = tui2048_engine::ai::SearchConfig {
                table_min,
                ..strength.config()
            };
            let mut s = Searcher::with_config(tui2048_engine::ai::tables::tables(), config);
            s.set_endgame(Some(eg.clone()));
            s.new_game();
            let mut rng = FastRng::new(seed);
            let mut board = spawn(spawn(Bitboard(0), &mut rng), &mut rng);
            let (mut moves, mut from_tables, mut score) = (0u64, 0u64, 0u64);
            let t0 = Instant::now();
            while let Some((dir, _)) = s.best_move(board, None) {
                if eg
                    .best_move(board)
                    .is_some_and(|(_, p)| p > 0.0 && p >= table_min)
                {
                    from_tables += 1;
                }
                let (moved, gain) = board.slide_scored(dir, tui2048_engine::ai::tables::tables());
                score += gain;
                board = spawn(moved, &mut rng);
                moves += 1;
            }
            (
                board.max_exponent(),
                moves,
                from_tables,
                t0.elapsed().as_secs_f64(),
                score,
            )
        })
        .collect();
    let n = res.len() as f64;
    let r = |e: u8| 100.0 * res.iter().filter(|g| g.0 >= e).count() as f64 / n;
    let moves: u64 = res.iter().map(|g| g.1).sum();
    let tabled: u64 = res.iter().map(|g| g.2).sum();
    let secs: f64 = res.iter().map(|g| g.3).sum();
    println!(
        " 2048 {:.0} 4096 {:.0} 8192 {:.0} 16384 {:.0} 32768 {:.0} | score {:.0} | {:.0} mv/s | {:.1} % from tables | {:.0} s",
        r(11),
        r(12),
        r(13),
        r(14),
        r(15),
        res.iter().map(|g| g.4).sum::<u64>() as f64 / n,
        moves as f64 / secs,
        100.0 * tabled as f64 / moves as f64,
        start.elapsed().as_secs_f64()
    );
}
