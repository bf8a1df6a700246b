//! Trains an n-tuple network by temporal-difference learning in self-play, saving the
//! whole run to a folder every few minutes so that it can go on after an interruption.
//!
//! `cargo run -p tui2048-lab --release --example train -- --dir train/4x6 --seed 1 --games 10000000`
//!
//! Run again with the same `--dir` to go on from its checkpoint (`--alpha`,
//! `--coherence` and `--restarts` may change on the way). Every `--eval-every` training
//! games it plays `--eval-games` games one move ahead by the weights (game k with seed
//! 1,000,000,000 + k, as `tui2048 bench --seed 1000000000` draws them) and prints their
//! score; the lines also go to `log.txt` in the folder. One thread replays a run exactly;
//! more threads share the weights without locks, so their runs differ by the order of
//! updates.

use std::fs::{self, File};
use std::io::{BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use clap::Parser;
use tui2048::ai::ntuple::Patterns;
use tui2048::ai::ntuple::patterns::{FOUR_BY_FOUR, FOUR_BY_SIX};
use tui2048_lab::checkpoint;
use tui2048_lab::train::{TrainConfig, Trainer};

/// The first seed of the games that measure progress.
const EVAL_SEED: u64 = 1_000_000_000;

#[derive(Parser)]
struct Args {
    /// The folder of the run: `checkpoint.bin` and `log.txt`.
    #[arg(long, default_value = "train/4x6")]
    dir: PathBuf,
    /// Training games in all (the run stops there).
    #[arg(long, default_value_t = 10_000_000)]
    games: u64,
    /// Seed of a new run.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Patterns of a new run: 4x6 or 4x4.
    #[arg(long, default_value = "4x6")]
    patterns: String,
    /// Value every board starts out with in a new run (above 0: optimistic
    /// initialisation, which pays only over millions of games; docs/solver-notes.md).
    #[arg(long, default_value_t = 0.0)]
    init: f32,
    /// Learning rate of a board's value (kept from the checkpoint if not given).
    #[arg(long)]
    alpha: Option<f32>,
    /// Temporal coherence on (1) or off (0) (kept from the checkpoint if not given).
    #[arg(long)]
    coherence: Option<u8>,
    /// Episodes restarted half-way through the one before, after each game.
    #[arg(long)]
    restarts: Option<u32>,
    #[arg(long, default_value_t = 1000)]
    eval_games: u64,
    #[arg(long, default_value_t = 100_000)]
    eval_every: u64,
    #[arg(long, default_value_t = 5.0)]
    save_minutes: f64,
    /// Also keep a copy of the checkpoint every this many games (0: never).
    #[arg(long, default_value_t = 0)]
    keep_every: u64,
}

fn log(dir: &Path, line: &str) {
    println!("{line}");
    let file = fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join("log.txt"));
    if let Ok(mut file) = file {
        let _ = writeln!(file, "{line}");
    }
}

fn save(trainer: &Trainer, path: &Path) -> std::io::Result<()> {
    let tmp = path.with_extension("tmp");
    let mut out = BufWriter::new(File::create(&tmp)?);
    checkpoint::write(trainer, &mut out)?;
    out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
    fs::rename(tmp, path)
}

fn open(args: &Args, path: &Path) -> std::io::Result<Trainer> {
    let mut trainer = if path.exists() {
        checkpoint::read(&mut BufReader::new(File::open(path)?), args.threads)?
    } else {
        let cells: &[&[u8]] = match args.patterns.as_str() {
            "4x4" => &FOUR_BY_FOUR,
            _ => &FOUR_BY_SIX,
        };
        let patterns = Patterns::new(cells).expect("valid patterns");
        Trainer::new(patterns, args.init, args.seed, TrainConfig::default())
    };
    let mut config = trainer.config;
    config.threads = args.threads;
    config.alpha = args.alpha.unwrap_or(config.alpha);
    config.coherence = args.coherence.map_or(config.coherence, |c| c != 0);
    config.restarts = args.restarts.unwrap_or(config.restarts);
    trainer.set_config(config);
    Ok(trainer)
}

fn main() -> std::io::Result<()> {
    let args = Args::parse();
    fs::create_dir_all(&args.dir)?;
    let path = args.dir.join("checkpoint.bin");
    let mut trainer = open(&args, &path)?;
    log(
        &args.dir,
        &format!(
            "start at {} games: seed {}, init {}, {:?}, patterns {:?}",
            trainer.games,
            trainer.seed,
            trainer.init(),
            trainer.config,
            trainer.patterns().cells()
        ),
    );
    let save_every = Duration::from_secs_f64(args.save_minutes * 60.0);
    let mut last_save = Instant::now();
    let (mut mark_time, mut mark_games, mut mark_moves) = (Instant::now(), trainer.games, 0u64);
    while trainer.games < args.games {
        let next = ((trainer.games / args.eval_every + 1) * args.eval_every).min(args.games);
        let stop = AtomicBool::new(false);
        let done = AtomicBool::new(false);
        let deadline = last_save + save_every;
        std::thread::scope(|scope| {
            scope.spawn(|| {
                while !done.load(Ordering::Relaxed) && Instant::now() < deadline {
                    std::thread::sleep(Duration::from_millis(200));
                }
                stop.store(true, Ordering::Relaxed);
            });
            mark_moves += trainer.train(next, &stop);
            done.store(true, Ordering::Relaxed);
        });
        if trainer.games == next && next % args.eval_every == 0 {
            let secs = mark_time.elapsed().as_secs_f64();
            let report = trainer.measure(args.eval_games, EVAL_SEED);
            log(
                &args.dir,
                &format!(
                    "games {} | {:.0} games/s {:.0} moves/s | 1-ply over {}: mean {:.0} \
                     2048 {:.1}% 4096 {:.1}% 8192 {:.1}% 16384 {:.1}% 32768 {:.1}% ({:.0} s)",
                    trainer.games,
                    (trainer.games - mark_games) as f64 / secs,
                    mark_moves as f64 / secs,
                    args.eval_games,
                    report.score_mean(),
                    100.0 * report.reached(2048),
                    100.0 * report.reached(4096),
                    100.0 * report.reached(8192),
                    100.0 * report.reached(16384),
                    100.0 * report.reached(32768),
                    report.seconds,
                ),
            );
            (mark_time, mark_games, mark_moves) = (Instant::now(), trainer.games, 0);
            if args.keep_every > 0 && trainer.games.is_multiple_of(args.keep_every) {
                save(
                    &trainer,
                    &args.dir.join(format!("checkpoint-{}.bin", trainer.games)),
                )?;
            }
        }
        if Instant::now() >= deadline || trainer.games >= args.games {
            save(&trainer, &path)?;
            last_save = Instant::now();
            log(&args.dir, &format!("saved at {} games", trainer.games));
        }
    }
    Ok(())
}
