//! What a 4×6-tuple network plays one move ahead, and what its weights have learned of
//! each tile: for each largest tile a weight reads, how many weights read it, how many
//! are not 0, and their mean size.
//!
//! `cargo run -p tui2048-lab --release --example weights -- checkpoint FILE [GAMES] [OUT]`
//! reads a training checkpoint, `... -- packed FILE ...` a packed network (`pack`'s, the
//! lab's `data/network.bin`, the game's); `... -- raw FILE [GAMES] [OUT]` reads the four tables as
//! bare little-endian `f32`s, 16⁶ a pattern, in the layout of trainers that number cells
//! from the board's top nibble (ziap/2048-tdl's `weights.bin`: a pattern's first cell is
//! the index's top nibble), and turns them into this project's (its first cell the
//! bottom nibble). GAMES games (1,000 unless given) are played one move ahead by the
//! weights, game k with seed 1,000,000,000 + k, the same games as the trainer's curve
//! (`train`'s `log.txt`), on two threads. With OUT, the weights are also written there as
//! a checkpoint (no visits, no coherence sums), for `ends` and `netbench`.

use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::Path;

use tui2048_engine::ai::ntuple::Patterns;
use tui2048_engine::ai::ntuple::patterns::FOUR_BY_SIX_SIZE;
use tui2048_lab::train::{TrainConfig, Trainer};
use tui2048_lab::{checkpoint, pack};

/// The first seed of the games measured, as in `train`.
const EVAL_SEED: u64 = 1_000_000_000;

/// A 6-cell index with its nibbles in the other order.
fn reversed(index: usize) -> usize {
    (0..6).fold(0, |acc, k| {
        acc | (((index >> (4 * k)) & 0xF) << (4 * (5 - k)))
    })
}

/// Bare `f32` tables in the top-nibble-first layout, in this project's layout.
fn read_raw(path: &str) -> std::io::Result<Vec<f32>> {
    let mut bytes = Vec::new();
    BufReader::new(File::open(path)?).read_to_end(&mut bytes)?;
    if bytes.len() < 4 * FOUR_BY_SIX_SIZE {
        return Err(std::io::Error::other(format!(
            "{path}: {} bytes, where four 6-tuples' weights take {}",
            bytes.len(),
            4 * FOUR_BY_SIX_SIZE
        )));
    }
    let theirs =
        |i: usize| f32::from_le_bytes(bytes[4 * i..4 * i + 4].try_into().unwrap_or([0; 4]));
    let size = 1 << 24;
    Ok((0..FOUR_BY_SIX_SIZE)
        .map(|i| {
            let (pattern, local) = (i / size, i % size);
            theirs(pattern * size + reversed(local))
        })
        .collect())
}

/// For each largest tile a weight reads (its exponent), the weights reading it, those
/// not 0, and the sum of their sizes.
fn by_largest(weights: &[f32]) -> [(u64, u64, f64); 16] {
    let mut rows = [(0u64, 0u64, 0f64); 16];
    for (i, &w) in weights.iter().enumerate() {
        let local = i % (1 << 24);
        let top = (0..6).map(|k| (local >> (4 * k)) & 0xF).max().unwrap_or(0);
        let row = &mut rows[top];
        row.0 += 1;
        if w != 0.0 {
            row.1 += 1;
            row.2 += f64::from(w.abs());
        }
    }
    rows
}

/// Learning settings that only say how many threads measure.
fn two_threads() -> TrainConfig {
    TrainConfig {
        threads: 2,
        ..TrainConfig::default()
    }
}

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [kind, path, rest @ ..] = args.as_slice() else {
        eprintln!("usage: weights checkpoint|packed|raw FILE [GAMES] [OUT]");
        std::process::exit(2);
    };
    let games: u64 = rest
        .first()
        .map_or(1000, |g| g.parse().expect("a number of games"));
    let trainer = match kind.as_str() {
        "checkpoint" => checkpoint::read(&mut BufReader::new(File::open(path)?), 2)?,
        "packed" => {
            let network = pack::read_any(Path::new(path))?;
            Trainer::from_network(&network, 0, 1, two_threads())
        }
        "raw" => {
            let weights = read_raw(path)?;
            let mut trainer = Trainer::new(Patterns::four_by_six(), 0.0, 1, two_threads());
            trainer.restore(&weights, &vec![0; weights.len()], &[], &[]);
            trainer
        }
        _ => {
            eprintln!("weights: `{kind}` is not `checkpoint`, `packed` or `raw`");
            std::process::exit(2);
        }
    };
    let weights = trainer.weights();
    println!("{path}: {} games of training", trainer.games);
    println!("largest tile read | weights | not 0 | mean size of those");
    for (exp, (all, set, sizes)) in by_largest(&weights).iter().enumerate().skip(10) {
        let mean = if *set > 0 { sizes / *set as f64 } else { 0.0 };
        println!("{:>6} | {all:>10} | {set:>10} | {mean:.1}", 1u32 << exp);
    }
    if games > 0 {
        let r = trainer.measure(games, EVAL_SEED);
        println!(
            "1-ply over {}: mean {:.0} 8192 {:.1}% 16384 {:.1}% 32768 {:.1}% ({:.0} s)",
            r.asked,
            r.score_mean(),
            100.0 * r.reached(8192),
            100.0 * r.reached(16384),
            100.0 * r.reached(32768),
            r.seconds
        );
    }
    if let Some(out) = rest.get(1) {
        let mut file = BufWriter::new(File::create(out)?);
        checkpoint::write(&trainer, &mut file)?;
        file.flush()?;
        println!("written to {out}");
    }
    Ok(())
}
