//! The late game alone. `collect` plays games as `netbench` does (a network, the search
//! settings the environment gives) and writes the board of each game when it first holds
//! the tile of `2^HANDOVER` (14 if unset), with the score and moves so far; `play` plays
//! each board of such a file to the end as the same settings would, so that the search
//! after the hand-over can be compared without playing every game's first half again.
//!
//! `cargo run -p tui2048-lab --release --example late -- collect NET GAMES SEED FILE`
//! `cargo run -p tui2048-lab --release --example late -- play NET FILE [SEED] [COUNT]`
//!
//! Environment as `netbench`'s (`JOBS`, `TABLES`, `STRENGTH`, `DEPTH`, `LATE` and `SPLIT`
//! for a second stage, the settings with the network and, after `H`, the heuristic's from
//! the hand-over). In `play`, the board
//! of line `k` draws its tiles with seed `SEED + k` (`SEED` 1 if unset); `COUNT` boards
//! from the first (all if unset); the late heuristic's weights may be others (`W_MONO`, ...,
//! see [`weights`]); `EACH=1` prints the largest tile each game ended with, `EACH=2` its
//! last board (in hexadecimal), the points it scored after the start and its moves.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use rayon::prelude::*;

use tui2048_engine::ai::bench::spawn;
use tui2048_engine::ai::heuristic::{LATE_WEIGHTS, Weights};
use tui2048_engine::ai::rng::FastRng;
use tui2048_engine::ai::tables::{Tables, late_tables, tables};
use tui2048_engine::ai::{Bitboard, SearchConfig, Searcher, Strength};
use tui2048_lab::tuning::{env, tuned};
use tui2048_lab::{boards, pack};

/// What one game from a board came to.
struct Played {
    board: Bitboard,
    score: u64,
    moves: u64,
    nanos: u64,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = || -> ! {
        eprintln!(
            "usage: late collect NET GAMES SEED FILE\n       late play NET FILE [SEED] [COUNT]"
        );
        std::process::exit(2)
    };
    let (mode, net) = match args.as_slice() {
        [mode, net, ..] => (mode.as_str(), net),
        _ => usage(),
    };
    // Before the endgame tables, whose building would start the global pool itself.
    rayon::ThreadPoolBuilder::new()
        .num_threads(env("JOBS").unwrap_or(2))
        .build_global()
        .expect("a thread pool");
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
            handover: 14,
            ..SearchConfig::DEFAULT
        },
    );
    let late = tuned("H", strength.late_config());
    let endgame = (env::<u32>("TABLES") != Some(0)).then(|| {
        let (endgame, _) = tui2048_lab::tables::endgame(strength);
        Arc::new(endgame)
    });
    let heuristic = weights();
    let searcher = || {
        let mut s = Searcher::with_config(tables(), search);
        s.set_endgame(endgame.clone());
        s.set_network(Some(Arc::clone(&network)));
        s.set_heuristic(late, heuristic);
        s
    };
    let depth: Option<u32> = env("DEPTH");
    let start = Instant::now();
    match (mode, &args[2..]) {
        ("collect", [games, seed, file]) => {
            let games: u64 = games.parse().expect("a number of games");
            let seed: u64 = seed.parse().expect("a seed");
            let tile = search.handover;
            let lines: Vec<String> = (0..games)
                .into_par_iter()
                .map_init(searcher, |s, k| {
                    s.new_game();
                    let mut rng = FastRng::new(seed + k);
                    let board = spawn(spawn(Bitboard(0), &mut rng), &mut rng);
                    let p = play(s, board, depth, &mut rng, |b| b.max_exponent() >= tile);
                    (p.board.max_exponent() >= tile)
                        .then(|| format!("{:016x} {} {}\n", p.board.0, p.score, p.moves))
                })
                .flatten()
                .collect();
            std::fs::write(file, lines.concat()).expect("the boards written");
            eprintln!(
                "{} boards of {games} games in {:.0} s",
                lines.len(),
                start.elapsed().as_secs_f64()
            );
        }
        ("play", [file, rest @ ..]) => {
            let seed: u64 = rest.first().map_or(1, |s| s.parse().expect("a seed"));
            let count = rest
                .get(1)
                .map_or(usize::MAX, |c| c.parse().expect("a count"));
            let mut boards = boards::read(std::path::Path::new(file)).expect("a file of boards");
            boards.truncate(count);
            let played: Vec<Played> = boards
                .par_iter()
                .enumerate()
                .map_init(searcher, |s, (k, &board)| {
                    s.new_game();
                    let mut rng = FastRng::new(seed + k as u64);
                    play(s, board, depth, &mut rng, |_| false)
                })
                .collect();
            match env::<u32>("EACH") {
                Some(1) => {
                    for (k, p) in played.iter().enumerate() {
                        println!(
                            "board {k}: {} after {} moves",
                            1u64 << p.board.max_exponent(),
                            p.moves
                        );
                    }
                }
                Some(2) => {
                    for (k, p) in played.iter().enumerate() {
                        println!("end {k}: {:016x} {} {}", p.board.0, p.score, p.moves);
                    }
                }
                _ => {}
            }
            report(&played, start.elapsed().as_secs_f64(), late);
        }
        _ => usage(),
    }
}

/// The row tables of the late heuristic's weights ([`LATE_WEIGHTS`]), save those the
/// environment gives: `W_LOST`, `W_MONOPOW`, `W_MONO`, `W_SUMPOW`, `W_SUM`, `W_MERGES`,
/// `W_EMPTY`.
fn weights() -> &'static Tables {
    let d = LATE_WEIGHTS;
    let w = Weights {
        lost_penalty: env("W_LOST").unwrap_or(d.lost_penalty),
        monotonicity_power: env("W_MONOPOW").unwrap_or(d.monotonicity_power),
        monotonicity: env("W_MONO").unwrap_or(d.monotonicity),
        sum_power: env("W_SUMPOW").unwrap_or(d.sum_power),
        sum: env("W_SUM").unwrap_or(d.sum),
        merges: env("W_MERGES").unwrap_or(d.merges),
        empty: env("W_EMPTY").unwrap_or(d.empty),
        oriented: d.oriented,
    };
    if w == d {
        return late_tables();
    }
    eprintln!("weights: {w:?}");
    Box::leak(Box::new(Tables::build(&w)))
}

/// Plays from `board` (a new tile already on it) until no move is left or `stop` holds.
fn play(
    s: &mut Searcher,
    mut board: Bitboard,
    depth: Option<u32>,
    rng: &mut FastRng,
    stop: impl Fn(Bitboard) -> bool,
) -> Played {
    let t = tables();
    let start = Instant::now();
    let (mut score, mut moves) = (0, 0);
    while !stop(board) {
        let Some((dir, _)) = s.best_move(board, depth) else {
            break;
        };
        let (moved, gain) = board.slide_scored(dir, t);
        score += gain;
        moves += 1;
        board = spawn(moved, rng);
    }
    Played {
        board,
        score,
        moves,
        nanos: start.elapsed().as_nanos() as u64,
    }
}

/// Prints how often the games reached each large tile, their points and pace, and the two
/// largest tiles each ended with.
fn report(played: &[Played], seconds: f64, late: SearchConfig) {
    let n = played.len().max(1) as f64;
    let share = |e: u8| {
        100.0
            * played
                .iter()
                .filter(|p| p.board.max_exponent() >= e)
                .count() as f64
            / n
    };
    let moves: u64 = played.iter().map(|p| p.moves).sum();
    let nanos: u64 = played.iter().map(|p| p.nanos).sum();
    let points: u64 = played.iter().map(|p| p.score).sum();
    println!(
        "{} boards | 32768 {:.1}% 65536 {:.1}% | points after {:.0} | moves {:.0} | {:.0} moves/s a thread | {seconds:.0} s",
        played.len(),
        share(15),
        share(16),
        points as f64 / n,
        moves as f64 / n,
        moves as f64 / (nanos as f64 / 1e9).max(1e-9),
    );
    println!("late: {late:?}");
    let mut ends = std::collections::BTreeMap::<(u8, u8), u32>::new();
    for p in played {
        let mut cells: Vec<u8> = (0..16).map(|i| p.board.cell(i)).collect();
        cells.sort_unstable_by(|a, b| b.cmp(a));
        *ends.entry((cells[0], cells[1])).or_default() += 1;
    }
    let ends: Vec<String> = ends
        .iter()
        .rev()
        .map(|(&(a, b), n)| format!("{}+{}: {n}", 1u64 << a, 1u64 << b))
        .collect();
    println!("ended with: {}", ends.join(", "));
}
