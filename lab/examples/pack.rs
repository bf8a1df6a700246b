//! Packs a training checkpoint into a network file (the lab keeps the one the game once
//! shipped in `lab/data/network.bin`): weights visited fewer than `--min-visits` times in
//! training pruned to one default value, the rest quantised to `--bits` bits, all
//! compressed by the reference zstd at `--level` with a window as long as the weights (it
//! reads back with ruzstd alone). With `--measure GAMES` it also plays that many games
//! one move ahead by the packed network (game k with seed 1,000,000,000 + k) and prints
//! their score, so that sizes can be weighed against strength.
//!
//! `cargo run -p tui2048-lab --release --features zstd --example pack -- CHECKPOINT OUT
//! [--bits 8] [--min-visits 1] [--late CHECKPOINT [--split 14]] [--stage-sample GAMES
//! [--stage-starts FILE]]`:
//! with `--late`, a second checkpoint packed the same way values the boards holding a tile
//! of `2^split` or more. With `--stage-sample`, the network packed is such a later stage
//! alone, its visits counted anew on the boards it values (see [`stage_visits`]).

use std::fs::File;
use std::io::BufReader;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU8, Ordering::Relaxed};

use clap::Parser;
use tui2048_engine::ai::Bitboard;
use tui2048_engine::ai::ntuple::patterns::{Reading, Runs};
use tui2048_engine::ai::ntuple::{Network, Packing, Patterns};
use tui2048_lab::train::measure_greedy;
use tui2048_lab::{boards, checkpoint, pack};

#[derive(Parser)]
struct Args {
    checkpoint: PathBuf,
    out: PathBuf,
    #[arg(long, default_value_t = 16)]
    bits: u32,
    #[arg(long, default_value_t = 1)]
    min_visits: u8,
    /// The value of a pruned weight: a number, or `init` for the run's initial value.
    #[arg(long, default_value = "0")]
    default: String,
    #[arg(long, default_value_t = 19)]
    level: i32,
    #[arg(long, default_value_t = 0)]
    measure: u64,
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// The checkpoint of a later stage.
    #[arg(long)]
    late: Option<PathBuf>,
    /// The exponent of the tile that starts the later stage.
    #[arg(long, default_value_t = 14)]
    split: u8,
    /// Weights that read a tile of `2^EXP` or more are pruned too (a network that hands
    /// over to the heuristic from 16384 never values a board holding a 32768).
    #[arg(long)]
    below: Option<u8>,
    /// Visits counted anew for a later stage from `2^split` (the checkpoint's own are
    /// those of every board): in this many games one move ahead by the checkpoint's
    /// network, a visit each time a board holding such a tile reads a weight.
    #[arg(long)]
    stage_sample: Option<u64>,
    /// With `--stage-sample`, start the sample's games from the boards of this file (game
    /// k from line k, round again when they run out) rather than from new games: the
    /// boards where the stage begins, as the first stage leaves them (`ends` with
    /// `STARTS`), so that a network trained on them alone is counted where it plays.
    #[arg(long, value_name = "FILE", requires = "stage_sample")]
    stage_starts: Option<PathBuf>,
}

/// How many times (up to 255) each weight of `network` is read on the boards holding a
/// tile of `2^exp` or more that `games` games one move ahead by it value (the games of
/// seeds 2,000,000,000 on, from new games or from `starts` in turn; every move's
/// after-state is valued).
fn stage_visits(
    network: &Network,
    games: u64,
    starts: Option<&[Bitboard]>,
    exp: u8,
    threads: usize,
) -> Vec<u8> {
    let patterns = network.patterns();
    let counts: Vec<AtomicU8> = (0..patterns.size()).map(|_| AtomicU8::new(0)).collect();
    let starts: Option<Vec<Bitboard>> =
        starts.map(|s| s.iter().copied().cycle().take(games as usize).collect());
    let report = measure_greedy(games, 2_000_000_000, threads, starts.as_deref(), |board| {
        if board.max_exponent() >= exp {
            for &i in Runs(patterns).read(board).as_ref() {
                let count = &counts[i as usize];
                let _ = count.fetch_update(Relaxed, Relaxed, |c| c.checked_add(1));
            }
        }
        network.value(board)
    });
    eprintln!(
        "stage visits from 2^{exp}: {games} games one move ahead, {:.1} % reached 2^{exp}",
        100.0 * report.reached(1 << exp)
    );
    counts.into_iter().map(AtomicU8::into_inner).collect()
}

/// A checkpoint's network packed as `args` says, with a line on what it kept.
fn pack_one(path: &PathBuf, args: &Args) -> std::io::Result<(Vec<u8>, String)> {
    let trainer = checkpoint::read(&mut BufReader::new(File::open(path)?), 1)?;
    let patterns = trainer.patterns().clone();
    let default = match args.default.as_str() {
        "init" => trainer.init() / patterns.features() as f32,
        x => x.parse().expect("a number or init"),
    };
    let packing = Packing {
        bits: args.bits,
        min_visits: args.min_visits,
        default,
    };
    let mut visits = match args.stage_sample {
        Some(games) => {
            let network = Network::new(patterns.clone(), &trainer.weights());
            let starts = args.stage_starts.as_deref().map(boards::read).transpose()?;
            if starts.as_ref().is_some_and(Vec::is_empty) {
                return Err(std::io::Error::other(
                    "--stage-starts: no boards in the file",
                ));
            }
            stage_visits(&network, games, starts.as_deref(), args.split, args.threads)
        }
        None => trainer.visits(),
    };
    if let Some(exp) = args.below {
        prune_from(&patterns, &mut visits, exp);
    }
    let kept = visits.iter().filter(|&&v| v >= args.min_visits).count();
    let compress = |body: &[u8]| pack::compress(body, args.level).expect("compressed");
    let bytes = Network::pack(&patterns, &trainer.weights(), &visits, packing, compress);
    let line = format!(
        "{} games | {} bits, min visits {}, default {default}: {kept} of {} weights kept ({:.2} %), {} bytes ({:.2} a kept weight)",
        trainer.games,
        args.bits,
        args.min_visits,
        visits.len(),
        100.0 * kept as f64 / visits.len() as f64,
        bytes.len(),
        bytes.len() as f64 / kept.max(1) as f64,
    );
    Ok((bytes, line))
}

/// Marks unvisited every weight of `patterns` that reads a tile of `2^exp` or more.
fn prune_from(patterns: &Patterns, visits: &mut [u8], exp: u8) {
    let mut at = 0;
    for cells in patterns.cells() {
        let n = 1usize << (4 * cells.len());
        for (i, v) in visits[at..at + n].iter_mut().enumerate() {
            if (0..cells.len()).any(|k| (i >> (4 * k)) & 0xF >= usize::from(exp)) {
                *v = 0;
            }
        }
        at += n;
    }
}

fn main() -> std::io::Result<()> {
    let args = Args::parse();
    let (mut bytes, mut line) = pack_one(&args.checkpoint, &args)?;
    if let Some(late) = &args.late {
        let (late, late_line) = pack_one(late, &args)?;
        bytes = Network::join(&bytes, args.split, &late)?;
        line += &format!(
            " | later stage from 2^{}: {late_line} | {} bytes in all",
            args.split,
            bytes.len()
        );
    }
    std::fs::write(&args.out, &bytes)?;
    let network = Network::unpack(&bytes)?;
    if args.measure > 0 {
        let r = measure_greedy(args.measure, 1_000_000_000, args.threads, None, |b| {
            network.value(b)
        });
        line += &format!(
            " | 1-ply over {}: mean {:.0} 2048 {:.1}% 4096 {:.1}% 8192 {:.1}% 16384 {:.1}%",
            args.measure,
            r.score_mean(),
            100.0 * r.reached(2048),
            100.0 * r.reached(4096),
            100.0 * r.reached(8192),
            100.0 * r.reached(16384),
        );
    }
    println!("{line}");
    Ok(())
}
