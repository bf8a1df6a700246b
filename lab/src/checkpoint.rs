//! A training run saved whole, so that it can go on later: the weights as `f32`, each
//! weight's visits, the temporal coherence sums if any, and what the run had done. The
//! caller reads and writes the bytes (`examples/train.rs` keeps them outside the
//! repository); the file is about five bytes a weight, 13 with coherence. Visits are
//! those of the games that count them (one in [`VISIT_SAMPLE`]); a checkpoint of an
//! older trainer, which counted every update, is read with its counts scaled down to
//! match.

use std::io::{self, Read, Write};

use serde::{Deserialize, Serialize};

use crate::train::{TrainConfig, Trainer, VISIT_SAMPLE};
use tui2048_engine::ai::ntuple::Patterns;

const MAGIC: &[u8; 8] = b"T2048NT\x01";

/// What a checkpoint says besides its weights.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Header {
    patterns: Vec<Vec<u8>>,
    init: f32,
    seed: u64,
    games: u64,
    moves: u64,
    #[serde(default)]
    hours: f64,
    alpha: f32,
    #[serde(default)]
    lambda: f32,
    coherence: bool,
    restarts: u32,
    /// Whether temporal coherence sums follow the visits.
    sums: bool,
    /// Visits were counted in one game of this many (every update before it was told).
    #[serde(default = "every_game")]
    visit_sample: u64,
}

fn every_game() -> u64 {
    1
}

fn bad(what: &str) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidData,
        format!("not a checkpoint: {what}"),
    )
}

fn write_floats(out: &mut impl Write, values: &[f32]) -> io::Result<()> {
    for chunk in values.chunks(1 << 16) {
        let bytes: Vec<u8> = chunk.iter().flat_map(|x| x.to_le_bytes()).collect();
        out.write_all(&bytes)?;
    }
    Ok(())
}

fn read_floats(input: &mut impl Read, n: usize) -> io::Result<Vec<f32>> {
    let mut values = Vec::with_capacity(n);
    let mut bytes = vec![0u8; 4 << 16];
    while values.len() < n {
        let take = (n - values.len()).min(1 << 16);
        input.read_exact(&mut bytes[..4 * take])?;
        values.extend(
            bytes[..4 * take]
                .chunks_exact(4)
                .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])),
        );
    }
    Ok(values)
}

/// Writes the whole state of a training run.
pub fn write(trainer: &Trainer, out: &mut impl Write) -> io::Result<()> {
    let (errors, sizes) = trainer.coherence();
    let header = Header {
        patterns: trainer.patterns().cells().to_vec(),
        init: trainer.init(),
        seed: trainer.seed,
        games: trainer.games,
        moves: trainer.moves,
        hours: trainer.hours,
        alpha: trainer.config.alpha,
        lambda: trainer.config.lambda,
        coherence: trainer.config.coherence,
        restarts: trainer.config.restarts,
        sums: !errors.is_empty(),
        visit_sample: VISIT_SAMPLE,
    };
    let text = serde_json::to_vec(&header).map_err(io::Error::other)?;
    out.write_all(MAGIC)?;
    out.write_all(&(text.len() as u64).to_le_bytes())?;
    out.write_all(&text)?;
    write_floats(out, &trainer.weights())?;
    out.write_all(&trainer.visits())?;
    write_floats(out, &errors)?;
    write_floats(out, &sizes)?;
    out.flush()
}

/// Reads a training run back; it learns on `threads` threads, as it did before.
pub fn read(input: &mut impl Read, threads: usize) -> io::Result<Trainer> {
    let mut magic = [0u8; 8];
    input.read_exact(&mut magic)?;
    if &magic != MAGIC {
        return Err(bad("wrong magic"));
    }
    let mut len = [0u8; 8];
    input.read_exact(&mut len)?;
    let len = usize::try_from(u64::from_le_bytes(len)).map_err(|_| bad("header length"))?;
    if len > 1 << 20 {
        return Err(bad("header length"));
    }
    let mut text = vec![0u8; len];
    input.read_exact(&mut text)?;
    let header: Header = serde_json::from_slice(&text).map_err(|e| bad(&e.to_string()))?;
    let cells: Vec<&[u8]> = header.patterns.iter().map(Vec::as_slice).collect();
    let patterns = Patterns::new(&cells).ok_or_else(|| bad("patterns"))?;
    let n = patterns.size();
    let weights = read_floats(input, n)?;
    let mut visits = vec![0u8; n];
    input.read_exact(&mut visits)?;
    if header.visit_sample == 0 {
        return Err(bad("visit sample"));
    }
    if header.visit_sample < VISIT_SAMPLE {
        let scale = VISIT_SAMPLE / header.visit_sample;
        for v in &mut visits {
            *v = v.div_ceil(scale as u8);
        }
    }
    let (errors, sizes) = if header.sums {
        (read_floats(input, n)?, read_floats(input, n)?)
    } else {
        (Vec::new(), Vec::new())
    };
    let config = TrainConfig {
        alpha: header.alpha,
        lambda: header.lambda,
        coherence: header.coherence,
        restarts: header.restarts,
        threads,
    };
    let mut trainer = Trainer::new(patterns, header.init, header.seed, config);
    trainer.restore(&weights, &visits, &errors, &sizes);
    trainer.games = header.games;
    trainer.moves = header.moves;
    trainer.hours = header.hours;
    Ok(trainer)
}
