//! Temporal-difference learning of a network's weights from games it plays against
//! itself: each move is the one whose afterstate (the board after the slide, before the
//! new tile) has the best reward plus value; at the end of a game its afterstates are
//! taught, last first, the reward of the next move plus the next afterstate's value
//! (TD(0), backward). Threads play games at once and share the weights without locks.
//!
//! Options from the published work: optimistic initial weights (every board starts out
//! worth `init`, so unseen ones get tried), temporal coherence (each weight's rate falls
//! as its errors cancel out), and restarts (after a game, another episode from the board
//! half-way through it, so late boards get more practice).

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU32, AtomicU64, Ordering::Relaxed};
use std::time::Instant;

use tui2048::ai::bench::{BenchReport, GameResult, Tally, spawn};
use tui2048::ai::ntuple::patterns::{MAX_FEATURES, Patterns};
use tui2048::ai::rng::FastRng;
use tui2048::ai::tables::{Tables, tables};
use tui2048::ai::{Bitboard, Evaluation};
use tui2048::game::{Dir, splitmix64};

/// How to learn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrainConfig {
    /// The learning rate of a board's value, shared out among its features.
    pub alpha: f32,
    /// Each weight's rate scaled by its temporal coherence.
    pub coherence: bool,
    /// Episodes restarted from the middle of the one before, after each game.
    pub restarts: u32,
    /// Threads playing at once.
    pub threads: usize,
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig {
            alpha: 0.1,
            coherence: false,
            restarts: 0,
            threads: 1,
        }
    }
}

/// One move of an episode: the board before it, after the slide, and its reward.
#[derive(Clone, Copy, Debug)]
struct Step {
    before: Bitboard,
    after: Bitboard,
    reward: u32,
}

/// Weights being learned, shared by the threads that learn them.
pub struct Trainer {
    patterns: Patterns,
    /// The value every board starts out with.
    init: f32,
    /// Each weight as the bits of an `f32`.
    weights: Vec<AtomicU32>,
    /// How many times each weight was updated, up to 255.
    visits: Vec<AtomicU8>,
    /// Temporal coherence: each weight's sum of errors and sum of their sizes, as `f32`
    /// bits. Empty unless it was ever used.
    errors: Vec<AtomicU32>,
    sizes: Vec<AtomicU32>,
    /// Training games over (a game is its first episode and its restarts).
    pub games: u64,
    /// Moves played in training.
    pub moves: u64,
    /// Game `i` draws its tiles from a generator seeded with `seed` and `i`.
    pub seed: u64,
    pub config: TrainConfig,
}

fn atomics(n: usize, value: f32) -> Vec<AtomicU32> {
    (0..n).map(|_| AtomicU32::new(value.to_bits())).collect()
}

impl Trainer {
    /// Fresh weights: every board worth `init`.
    pub fn new(patterns: Patterns, init: f32, seed: u64, config: TrainConfig) -> Trainer {
        let n = patterns.size();
        let weight = init / patterns.features() as f32;
        let mut trainer = Trainer {
            weights: atomics(n, weight),
            visits: (0..n).map(|_| AtomicU8::new(0)).collect(),
            errors: Vec::new(),
            sizes: Vec::new(),
            patterns,
            init,
            games: 0,
            moves: 0,
            seed,
            config,
        };
        trainer.set_config(config);
        trainer
    }

    /// Changes how to learn from now on (a resumed run may change its rate).
    pub fn set_config(&mut self, config: TrainConfig) {
        if config.coherence && self.errors.is_empty() {
            self.errors = atomics(self.patterns.size(), 0.0);
            self.sizes = atomics(self.patterns.size(), 0.0);
        }
        self.config = config;
    }

    pub fn patterns(&self) -> &Patterns {
        &self.patterns
    }

    /// The value every board started out with.
    pub fn init(&self) -> f32 {
        self.init
    }

    /// The weights as they are now.
    pub fn weights(&self) -> Vec<f32> {
        self.weights
            .iter()
            .map(|w| f32::from_bits(w.load(Relaxed)))
            .collect()
    }

    /// How many times each weight was updated, up to 255.
    pub fn visits(&self) -> Vec<u8> {
        self.visits.iter().map(|v| v.load(Relaxed)).collect()
    }

    /// The temporal coherence sums (errors, sizes); empty if never used.
    pub fn coherence(&self) -> (Vec<f32>, Vec<f32>) {
        let read = |v: &[AtomicU32]| v.iter().map(|w| f32::from_bits(w.load(Relaxed))).collect();
        (read(&self.errors), read(&self.sizes))
    }

    /// Puts back saved state; every slice must have one entry per weight (the
    /// coherence sums may be empty).
    pub fn restore(&mut self, weights: &[f32], visits: &[u8], errors: &[f32], sizes: &[f32]) {
        let store = |to: &mut Vec<AtomicU32>, from: &[f32]| {
            *to = from.iter().map(|&x| AtomicU32::new(x.to_bits())).collect();
        };
        store(&mut self.weights, weights);
        self.visits = visits.iter().map(|&v| AtomicU8::new(v)).collect();
        store(&mut self.errors, errors);
        store(&mut self.sizes, sizes);
        self.set_config(self.config);
    }

    /// The value of a board.
    #[inline]
    pub fn value(&self, board: Bitboard) -> f32 {
        let mut idx = [0u32; MAX_FEATURES];
        let n = self.patterns.indices(board, &mut idx);
        self.sum(&idx[..n])
    }

    #[inline]
    fn sum(&self, idx: &[u32]) -> f32 {
        idx.iter()
            .map(|&i| f32::from_bits(self.weights[i as usize].load(Relaxed)))
            .sum()
    }

    /// Moves a board's value towards `target`; returns its new value.
    pub fn learn(&self, board: Bitboard, target: f32) -> f32 {
        let mut idx = [0u32; MAX_FEATURES];
        let n = self.patterns.indices(board, &mut idx);
        let idx = &idx[..n];
        let error = target - self.sum(idx);
        let rate = self.config.alpha / n as f32;
        let coherence = self.config.coherence;
        for &i in idx {
            let i = i as usize;
            let mut step = rate * error;
            if coherence {
                let e = f32::from_bits(self.errors[i].load(Relaxed));
                let a = f32::from_bits(self.sizes[i].load(Relaxed));
                if a > 0.0 {
                    step *= e.abs() / a;
                }
                self.errors[i].store((e + error).to_bits(), Relaxed);
                self.sizes[i].store((a + error.abs()).to_bits(), Relaxed);
            }
            let w = f32::from_bits(self.weights[i].load(Relaxed));
            self.weights[i].store((w + step).to_bits(), Relaxed);
            let v = self.visits[i].load(Relaxed);
            self.visits[i].store(v.saturating_add(1), Relaxed);
        }
        self.sum(idx)
    }

    /// Plays training games until `games` are over or `stop` is set; returns the moves
    /// played. Game `i` is the same game whatever the number of threads; with one thread
    /// the whole run is.
    pub fn train(&mut self, games: u64, stop: &AtomicBool) -> u64 {
        let next = AtomicU64::new(self.games);
        let moves = AtomicU64::new(0);
        let this = &*self;
        std::thread::scope(|scope| {
            for _ in 0..this.config.threads.max(1) {
                scope.spawn(|| {
                    let mut path = Vec::new();
                    while !stop.load(Relaxed) {
                        let i = next.fetch_add(1, Relaxed);
                        if i >= games {
                            break;
                        }
                        moves.fetch_add(this.train_game(i, &mut path), Relaxed);
                    }
                });
            }
        });
        let played = moves.into_inner();
        self.games = next.into_inner().min(games);
        self.moves += played;
        played
    }

    /// Plays and learns from training game `i` and its restarts; returns its moves.
    fn train_game(&self, i: u64, path: &mut Vec<Step>) -> u64 {
        let t = tables();
        let mut rng = FastRng::new(splitmix64(self.seed ^ splitmix64(i)));
        let mut start = spawn(spawn(Bitboard(0), &mut rng), &mut rng);
        let mut moves = 0;
        for _ in 0..=self.config.restarts {
            path.clear();
            self.play(start, t, &mut rng, path);
            moves += path.len() as u64;
            let mut target = 0.0;
            for step in path.iter().rev() {
                target = step.reward as f32 + self.learn(step.after, target);
            }
            if path.len() < 2 {
                break;
            }
            start = path[path.len() / 2].before;
        }
        moves
    }

    /// Plays from `board` to the end by the current weights, recording each move.
    fn play(&self, mut board: Bitboard, t: &Tables, rng: &mut FastRng, path: &mut Vec<Step>) {
        while let Some((after, reward)) = best_afterstate(board, t, |b| self.value(b)) {
            path.push(Step {
                before: board,
                after,
                reward,
            });
            board = spawn(after, rng);
        }
    }

    /// Plays `games` games one move ahead by the current weights, game `k` with seed
    /// `seed + k` as `bench` does, on the configured threads.
    pub fn measure(&self, games: u64, seed: u64) -> BenchReport {
        measure_greedy(games, seed, self.config.threads, |b| self.value(b))
    }
}

/// The legal slide of `board` with the best reward plus value of its afterstate: the
/// afterstate and the reward. `None` when no slide is legal.
#[inline]
pub fn best_afterstate(
    board: Bitboard,
    t: &Tables,
    value: impl Fn(Bitboard) -> f32,
) -> Option<(Bitboard, u32)> {
    let mut best: Option<(f32, Bitboard, u32)> = None;
    for dir in Dir::ALL {
        let (after, gain) = board.slide_scored(dir, t);
        if after == board {
            continue;
        }
        let v = gain as f32 + value(after);
        if best.is_none_or(|(b, _, _)| v > b) {
            best = Some((v, after, gain as u32));
        }
    }
    best.map(|(_, after, reward)| (after, reward))
}

/// One game one move ahead by `value`, drawn as `bench` draws game `seed`.
pub fn greedy_game(seed: u64, value: impl Fn(Bitboard) -> f32) -> GameResult {
    let start = Instant::now();
    let t = tables();
    let mut rng = FastRng::new(seed);
    let mut board = spawn(spawn(Bitboard(0), &mut rng), &mut rng);
    let (mut score, mut moves) = (0u64, 0u64);
    while let Some((after, reward)) = best_afterstate(board, t, &value) {
        score += u64::from(reward);
        moves += 1;
        board = spawn(after, &mut rng);
    }
    GameResult {
        seed,
        score,
        moves,
        max_tile: 1u64 << board.max_exponent(),
        nanos: u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX),
    }
}

/// Games `seed..seed + games` one move ahead by `value`, on `threads` threads.
pub fn measure_greedy(
    games: u64,
    seed: u64,
    threads: usize,
    value: impl Fn(Bitboard) -> f32 + Sync,
) -> BenchReport {
    let start = Instant::now();
    let next = AtomicU64::new(0);
    let results: Vec<GameResult> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let k = next.fetch_add(1, Relaxed);
                        if k >= games {
                            break mine;
                        }
                        mine.push(greedy_game(seed + k, &value));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    BenchReport {
        games: Tally::of(&results),
        asked: games,
        stopped: false,
        threads: threads.max(1),
        seconds: start.elapsed().as_secs_f64(),
        tables: None,
        evaluation: Some(Evaluation::Network),
    }
}
