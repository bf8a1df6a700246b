//! Trains the n-tuple network by temporal-difference learning in self-play, in stretches:
//! each run goes on from the folder's checkpoint (`checkpoint.bin`), or, in a folder
//! without one, starts from weights at 0 with temporal coherence and restarts (`--recipe
//! tc` unless another is given: a network grown from a trained one never learned to make
//! a 32768, `docs/solver-notes.md` section 12). `--from-lab` starts instead from the lab's
//! packed TD(0) network (`lab/data/network.bin`, 156,223 training games), `--from FILE
//! --from-games N` from another packed network, such as the game's `network/network.bin`
//! of 1,026,450 games. It saves the whole run every `--save-minutes` (written aside, then
//! renamed over the last, so a crash or `kill -9` loses at most that much), and when
//! stopped (Ctrl-C, `kill`) or done.
//!
//! `nice -n 19 cargo run -p tui2048-lab --release --example train`
//!
//! Every `--eval-every` training games it plays `--eval-games` games one move ahead by the
//! weights (game k with seed 1,000,000,000 + k, as `tui2048 bench --seed 1000000000` draws
//! them) and appends a point of the training curve to `log.txt` in the folder: games,
//! hours of training, the mean score and the share of games reaching each tile. Each
//! option of learning is kept from the checkpoint unless given; `--recipe` sets them all
//! (`docs/solver-notes.md` lists them). One thread replays a run exactly; more threads
//! share the weights without locks, so their runs differ by the order of updates.

use std::fs::{self, File};
use std::io::{BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use clap::{Parser, ValueEnum};
use tui2048_engine::ai::ntuple::patterns::{FOUR_BY_FOUR, FOUR_BY_SIX};
use tui2048_engine::ai::ntuple::{Network, Patterns};
use tui2048_lab::train::{TrainConfig, Trainer};
use tui2048_lab::{boards, checkpoint, pack};

/// The first seed of the games that measure progress.
const EVAL_SEED: u64 = 1_000_000_000;

#[derive(Clone, Copy, PartialEq, ValueEnum)]
enum Recipe {
    /// TD(0), rate 0.1, no coherence, no restarts: the run of the training curve.
    Td,
    /// Temporal coherence at rate 1.0, λ 0.5, restarts from half-way through each
    /// episode while it lasted more than ten moves.
    Tc,
}

#[derive(Parser)]
#[command(about = "Trains the 4×6-tuple network in stretches, going on from its checkpoint")]
struct Args {
    /// The folder of the run: `checkpoint.bin` and `log.txt` (created if missing).
    #[arg(long, default_value = "/work/train/zero-tc")]
    dir: PathBuf,
    /// Stop once the run has played this many training games in all.
    #[arg(long, default_value_t = 100_000_000)]
    games: u64,
    /// Stop after this many hours of this stretch (0: no limit).
    #[arg(long, default_value_t = 0.0)]
    hours: f64,
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// In a folder without a checkpoint, start from weights at 0: the default, kept so
    /// that the commands of earlier notes still run.
    #[arg(long, conflicts_with_all = ["from", "from_lab"])]
    fresh: bool,
    /// In a folder without a checkpoint, start from the lab's packed TD(0) network
    /// (156,223 games), as every run did before section 12 of `docs/solver-notes.md`.
    #[arg(long, conflicts_with = "from")]
    from_lab: bool,
    /// In a folder without a checkpoint, start from this packed network instead of the
    /// lab's (the game's `network/network.bin`, say). With `--recipe tc` give `--alpha 0.1`:
    /// at 1.0 the coherence sums, starting at 0, wreck a trained network.
    #[arg(long, value_name = "FILE", requires = "from_games")]
    from: Option<PathBuf>,
    /// The training games behind `--from`'s network, where its count goes on from.
    #[arg(long, value_name = "N", requires = "from")]
    from_games: Option<u64>,
    /// Seed of a fresh run (a run from the packed network keeps seed 1, its own).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Patterns of a fresh run: 4x6 or 4x4.
    #[arg(long, default_value = "4x6")]
    patterns: String,
    /// Value every board starts out with in a fresh run (above 0: optimistic
    /// initialisation, which pays only over millions of games; docs/solver-notes.md).
    #[arg(long, default_value_t = 0.0)]
    init: f32,
    /// How to learn: sets the rate, λ, coherence and restarts (the options below
    /// override it).
    #[arg(long, value_enum)]
    recipe: Option<Recipe>,
    /// Learning rate of a board's value, shared among its 32 weights.
    #[arg(long)]
    alpha: Option<f32>,
    /// Rates by training games: `GAMES:ALPHA,...`, each rate from that many games on
    /// (e.g. `0:1.0,2000000:0.5`); overrides `--alpha` where it says.
    #[arg(long, value_parser = parse_schedule)]
    schedule: Option<Schedule>,
    /// λ of TD(λ): the weight of the return further on (0: TD(0)).
    #[arg(long)]
    lambda: Option<f32>,
    /// Temporal coherence on (1) or off (0).
    #[arg(long)]
    coherence: Option<u8>,
    /// The most episodes restarted half-way through the one before, after each game.
    #[arg(long)]
    restarts: Option<u32>,
    /// Games of each point of the curve (0: none).
    #[arg(long, default_value_t = 1000)]
    eval_games: u64,
    /// Training games between points of the curve.
    #[arg(long, default_value_t = 100_000)]
    eval_every: u64,
    /// Minutes between checkpoints (0: none at all, for timing runs).
    #[arg(long, default_value_t = 10.0)]
    save_minutes: f64,
    /// Also keep a copy of the checkpoint every this many games (0: never).
    #[arg(long, default_value_t = 0)]
    keep_every: u64,
    /// Boards to start training games from, one a line in hexadecimal (a later stage's
    /// network: `ends` writes them): the first `--eval-games` measure the curve from
    /// where they stand, the rest start training games.
    #[arg(long)]
    starts: Option<PathBuf>,
}

/// Learning rates by training games, in order.
#[derive(Clone, Debug)]
struct Schedule(Vec<(u64, f32)>);

fn parse_schedule(text: &str) -> Result<Schedule, String> {
    let mut steps = Vec::new();
    for part in text.split(',') {
        let (games, alpha) = part
            .split_once(':')
            .ok_or_else(|| format!("`{part}` is not GAMES:ALPHA"))?;
        let games: u64 = games
            .trim()
            .parse()
            .map_err(|_| format!("`{games}` is not a number of games"))?;
        let alpha: f32 = alpha
            .trim()
            .parse()
            .map_err(|_| format!("`{alpha}` is not a rate"))?;
        if !(alpha > 0.0 && alpha.is_finite()) {
            return Err(format!("the rate {alpha} is not above 0"));
        }
        if steps.last().is_some_and(|&(g, _)| g >= games) {
            return Err("the games of a schedule must increase".into());
        }
        steps.push((games, alpha));
    }
    Ok(Schedule(steps))
}

impl Schedule {
    /// The rate at `games`, if the schedule says one.
    fn alpha(&self, games: u64) -> Option<f32> {
        self.0
            .iter()
            .rev()
            .find(|&&(g, _)| g <= games)
            .map(|&(_, a)| a)
    }

    /// The first change of rate after `games`.
    fn next(&self, games: u64) -> Option<u64> {
        self.0.iter().map(|&(g, _)| g).find(|&g| g > games)
    }
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

/// Writes the run beside `path`, makes it durable, then renames it over `path`.
fn save(trainer: &Trainer, path: &Path) -> std::io::Result<()> {
    let tmp = path.with_extension("tmp");
    let mut out = BufWriter::new(File::create(&tmp)?);
    checkpoint::write(trainer, &mut out)?;
    out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
    fs::rename(&tmp, path)?;
    if let Some(dir) = path.parent() {
        File::open(dir)?.sync_all()?;
    }
    Ok(())
}

/// Temporal coherence at rate 1.0, λ 0.5, restarts (`--recipe tc`).
fn tc(threads: usize) -> TrainConfig {
    TrainConfig {
        alpha: 1.0,
        lambda: 0.5,
        coherence: true,
        restarts: 1000,
        threads,
    }
}

/// The run of the folder, where it was saved, or where it starts; and where that is.
fn open(args: &Args) -> std::io::Result<(Trainer, String)> {
    let path = args.dir.join("checkpoint.bin");
    let (mut trainer, from) = if path.exists() {
        let trainer = File::open(&path)
            .and_then(|file| checkpoint::read(&mut BufReader::new(file), args.threads))
            .map_err(|e| {
                let e = if e.kind() == std::io::ErrorKind::UnexpectedEof {
                    "not a checkpoint: too short".to_string()
                } else {
                    e.to_string()
                };
                std::io::Error::other(format!("{}: {e}", path.display()))
            })?;
        (trainer, path.display().to_string())
    } else if !args.from_lab && args.from.is_none() {
        let cells: &[&[u8]] = match args.patterns.as_str() {
            "4x4" => &FOUR_BY_FOUR,
            "4x6" => &FOUR_BY_SIX,
            other => {
                return Err(std::io::Error::other(format!(
                    "patterns `{other}`: 4x6 or 4x4"
                )));
            }
        };
        let patterns = Patterns::new(cells).expect("valid patterns");
        let config = match args.recipe {
            None => tc(args.threads),
            Some(_) => TrainConfig::default(),
        };
        let trainer = Trainer::new(patterns, args.init, args.seed, config);
        (trainer, "weights at 0".to_string())
    } else if let (Some(from), Some(games)) = (&args.from, args.from_games) {
        let network = pack::read_any(from)
            .map_err(|e| std::io::Error::other(format!("{}: {e}", from.display())))?;
        let trainer = Trainer::from_network(&network, games, 1, TrainConfig::default());
        (trainer, from.display().to_string())
    } else {
        let network = Network::unpack(&pack::read_network()?)?;
        let trainer =
            Trainer::from_network(&network, pack::NETWORK_GAMES, 1, TrainConfig::default());
        (trainer, format!("lab/{}", pack::NETWORK))
    };
    let mut config = trainer.config;
    config.threads = args.threads;
    match args.recipe {
        Some(Recipe::Td) => {
            config = TrainConfig {
                threads: args.threads,
                ..TrainConfig::default()
            }
        }
        Some(Recipe::Tc) => config = tc(args.threads),
        None => {}
    }
    config.alpha = args.alpha.unwrap_or(config.alpha);
    config.lambda = args.lambda.unwrap_or(config.lambda);
    config.coherence = args.coherence.map_or(config.coherence, |c| c != 0);
    config.restarts = args.restarts.unwrap_or(config.restarts);
    trainer.set_config(config);
    Ok((trainer, from))
}

fn main() {
    if let Err(e) = run(Args::parse()) {
        eprintln!("train: {e}");
        std::process::exit(1);
    }
}

fn run(args: Args) -> std::io::Result<()> {
    if args.eval_every == 0 {
        eprintln!("--eval-every must be above 0");
        std::process::exit(2);
    }
    fs::create_dir_all(&args.dir)?;
    let signalled = Arc::new(AtomicBool::new(false));
    // The first Ctrl-C or `kill` saves and stops; a second one stops at once.
    for signal in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
        signal_hook::flag::register_conditional_shutdown(signal, 1, signalled.clone())?;
        signal_hook::flag::register(signal, signalled.clone())?;
    }
    let (mut trainer, from) = open(&args)?;
    let mut held = Vec::new();
    if let Some(path) = &args.starts {
        let mut starts = boards::read(path)?;
        let keep = (args.eval_games as usize).min(starts.len() / 2);
        held = starts.drain(..keep).collect();
        log(
            &args.dir,
            &format!(
                "from the boards of {}: {} to train, {} to measure",
                path.display(),
                starts.len(),
                held.len()
            ),
        );
        trainer.starts = starts;
    }
    log(
        &args.dir,
        &format!(
            "start from {from} at {} games, {:.3} hours: seed {}, init {}, {:?}, schedule {:?}",
            trainer.games,
            trainer.hours,
            trainer.seed,
            trainer.init(),
            trainer.config,
            args.schedule,
        ),
    );
    let saving = args.save_minutes > 0.0;
    let save_every = Duration::from_secs_f64(if saving {
        args.save_minutes * 60.0
    } else {
        1e9
    });
    let stretch = Instant::now();
    let (first_games, first_moves) = (trainer.games, trainer.moves);
    let mut last_save = Instant::now();
    let (mut mark_time, mut mark_games, mut mark_moves) = (0.0f64, trainer.games, 0u64);
    while trainer.games < args.games && !signalled.load(Ordering::Relaxed) {
        if let Some(alpha) = args.schedule.as_ref().and_then(|s| s.alpha(trainer.games))
            && alpha != trainer.config.alpha
        {
            trainer.set_config(TrainConfig {
                alpha,
                ..trainer.config
            });
            log(
                &args.dir,
                &format!("rate {alpha} from {} games", trainer.games),
            );
        }
        let mut next = ((trainer.games / args.eval_every + 1) * args.eval_every).min(args.games);
        if let Some(change) = args.schedule.as_ref().and_then(|s| s.next(trainer.games)) {
            next = next.min(change);
        }
        let deadline = last_save + save_every;
        let end =
            (args.hours > 0.0).then(|| stretch + Duration::from_secs_f64(args.hours * 3600.0));
        let stop = AtomicBool::new(false);
        let done = AtomicBool::new(false);
        let start = Instant::now();
        std::thread::scope(|scope| {
            scope.spawn(|| {
                while !done.load(Ordering::Relaxed)
                    && Instant::now() < deadline
                    && end.is_none_or(|end| Instant::now() < end)
                    && !signalled.load(Ordering::Relaxed)
                {
                    std::thread::sleep(Duration::from_millis(100));
                }
                stop.store(true, Ordering::Relaxed);
            });
            mark_moves += trainer.train(next, &stop);
            done.store(true, Ordering::Relaxed);
        });
        let secs = start.elapsed().as_secs_f64();
        trainer.hours += secs / 3600.0;
        mark_time += secs;
        if trainer.games == next && next.is_multiple_of(args.eval_every) {
            let mut line = format!(
                "games {} | hours {:.3} | {:.0} games/s {:.0} moves/s",
                trainer.games,
                trainer.hours,
                (trainer.games - mark_games) as f64 / mark_time,
                mark_moves as f64 / mark_time,
            );
            if args.eval_games > 0 {
                let r = if held.is_empty() {
                    trainer.measure(args.eval_games, EVAL_SEED)
                } else {
                    trainer.measure_from(&held, EVAL_SEED)
                };
                line += &format!(
                    " | 1-ply over {}: mean {:.0} 2048 {:.1}% 4096 {:.1}% 8192 {:.1}% \
                     16384 {:.1}% 32768 {:.1}% ({:.0} s)",
                    r.asked,
                    r.score_mean(),
                    100.0 * r.reached(2048),
                    100.0 * r.reached(4096),
                    100.0 * r.reached(8192),
                    100.0 * r.reached(16384),
                    100.0 * r.reached(32768),
                    r.seconds,
                );
            }
            log(&args.dir, &line);
            (mark_time, mark_games, mark_moves) = (0.0, trainer.games, 0);
            if args.keep_every > 0 && trainer.games.is_multiple_of(args.keep_every) {
                let name = format!("checkpoint-{}.bin", trainer.games);
                save(&trainer, &args.dir.join(name))?;
            }
        }
        let finished = trainer.games >= args.games
            || end.is_some_and(|end| Instant::now() >= end)
            || signalled.load(Ordering::Relaxed);
        if saving && (Instant::now() >= deadline || finished) {
            save(&trainer, &args.dir.join("checkpoint.bin"))?;
            last_save = Instant::now();
            log(
                &args.dir,
                &format!(
                    "saved at {} games, {:.3} hours",
                    trainer.games, trainer.hours
                ),
            );
        }
        if end.is_some_and(|end| Instant::now() >= end) {
            break;
        }
    }
    log(
        &args.dir,
        &format!(
            "stopped at {} games: {} games, {} moves in {:.1} s",
            trainer.games,
            trainer.games - first_games,
            trainer.moves - first_moves,
            stretch.elapsed().as_secs_f64()
        ),
    );
    Ok(())
}
