//! Temporal-difference learning of a network's weights from games it plays against
//! itself: each move is the one whose afterstate (the board after the slide, before the
//! new tile) has the best reward plus value; at the end of a game its afterstates are
//! taught, last first, the reward of the next move plus the next afterstate's value
//! (TD(0), backward; TD(λ) mixes in the return further on). Threads play games at once
//! and share the weights without locks.
//!
//! Options from the published work: optimistic initial weights (every board starts out
//! worth `init`, so unseen ones get tried), temporal coherence (each weight's rate falls
//! as its errors cancel out), and restarts (after a game, another episode from the board
//! half-way through it, so late boards get more practice).
//!
//! What makes it fast: the network's patterns are read by code compiled for them
//! ([`tui2048_engine::ai::ntuple::patterns::Reading`], the same the search reads a network
//! with); a move's indices, computed to choose it, are kept for its update, which moves
//! each weight and sums the new value in one pass; a weight's temporal coherence sums sit
//! beside it (one cache line for all three); visits are counted in one game of
//! [`VISIT_SAMPLE`] only; the tables are on huge pages ([`crate::huge`]).

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU32, AtomicU64, Ordering::Relaxed};
use std::time::Instant;

use tui2048_engine::ai::bench::{BenchReport, GameResult, Tally, spawn};
use tui2048_engine::ai::ntuple::Network;
use tui2048_engine::ai::ntuple::patterns::{
    FOUR_BY_SIX_SIZE, FourBySix, MAX_FEATURES, Patterns, Reading, Runs,
};
use tui2048_engine::ai::rng::FastRng;
use tui2048_engine::ai::tables::{Tables, tables};
use tui2048_engine::ai::{Bitboard, Evaluation};
use tui2048_engine::game::{Dir, splitmix64};

use crate::huge;

/// Visits are counted in training games whose number is a multiple of this, so the
/// count of a weight is about an eighth of its updates (the packer prunes by it).
pub const VISIT_SAMPLE: u64 = 8;

/// Steps ahead of the one learning whose weights the backward pass asks for.
const AHEAD: usize = 2;

/// A restart follows only an episode longer than this many moves.
const RESTART_MIN: usize = 10;

/// How to learn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrainConfig {
    /// The learning rate of a board's value, shared out among its features.
    pub alpha: f32,
    /// The weight of the return further on in a board's target (TD(λ)); 0 is TD(0).
    pub lambda: f32,
    /// Each weight's rate scaled by its temporal coherence.
    pub coherence: bool,
    /// The most episodes restarted from the middle of the one before, after each game
    /// (each only while the episode before it lasted more than ten moves).
    pub restarts: u32,
    /// Threads playing at once.
    pub threads: usize,
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig {
            alpha: 0.1,
            lambda: 0.0,
            coherence: false,
            restarts: 0,
            threads: 1,
        }
    }
}

/// One move of an episode: the board before it, the weights its afterstate reads
/// (computed to choose it) and its reward.
#[derive(Clone, Copy, Debug)]
struct Step<I> {
    before: Bitboard,
    reward: u32,
    idx: I,
}

/// A weight and its temporal coherence sums (its errors, and their sizes), each the bits
/// of an `f32`.
struct Coherent {
    weight: AtomicU32,
    errors: AtomicU32,
    sizes: AtomicU32,
}

/// The weights, with their temporal coherence sums when learning uses them.
enum Store {
    Plain(Vec<AtomicU32>),
    Coherent(Vec<Coherent>),
}

/// Weights that learn: read one, or move one by `step` for an `error`, giving its new
/// value.
trait Weights: Sync {
    fn weight(&self, i: u32) -> f32;
    /// Asks for the cache line of weight `i`, to be read soon.
    fn prefetch(&self, i: u32);
    fn learn(&self, i: u32, step: f32, error: f32) -> f32;
}

impl Weights for [AtomicU32] {
    #[inline(always)]
    fn prefetch(&self, i: u32) {
        crate::huge::prefetch(self.as_ptr().wrapping_add(i as usize));
    }

    #[inline(always)]
    fn weight(&self, i: u32) -> f32 {
        f32::from_bits(self[i as usize].load(Relaxed))
    }

    #[inline(always)]
    fn learn(&self, i: u32, step: f32, _: f32) -> f32 {
        let w = &self[i as usize];
        let new = f32::from_bits(w.load(Relaxed)) + step;
        w.store(new.to_bits(), Relaxed);
        new
    }
}

impl Weights for [Coherent] {
    #[inline(always)]
    fn prefetch(&self, i: u32) {
        crate::huge::prefetch(self.as_ptr().wrapping_add(i as usize));
    }

    #[inline(always)]
    fn weight(&self, i: u32) -> f32 {
        f32::from_bits(self[i as usize].weight.load(Relaxed))
    }

    #[inline(always)]
    fn learn(&self, i: u32, mut step: f32, error: f32) -> f32 {
        let c = &self[i as usize];
        let e = f32::from_bits(c.errors.load(Relaxed));
        let a = f32::from_bits(c.sizes.load(Relaxed));
        if a > 0.0 {
            step *= e.abs() / a;
        }
        c.errors.store((e + error).to_bits(), Relaxed);
        c.sizes.store((a + error.abs()).to_bits(), Relaxed);
        let new = f32::from_bits(c.weight.load(Relaxed)) + step;
        c.weight.store(new.to_bits(), Relaxed);
        new
    }
}

/// Weights in a table of a fixed size, a power of two: an index taken modulo the size
/// needs no bounds check (the 4×6 network's indices are below it anyway).
impl<const N: usize> Weights for [AtomicU32; N] {
    #[inline(always)]
    fn prefetch(&self, i: u32) {
        crate::huge::prefetch(self.as_ptr().wrapping_add(i as usize % N));
    }

    #[inline(always)]
    fn weight(&self, i: u32) -> f32 {
        f32::from_bits(self[i as usize % N].load(Relaxed))
    }

    #[inline(always)]
    fn learn(&self, i: u32, step: f32, _: f32) -> f32 {
        let w = &self[i as usize % N];
        let new = f32::from_bits(w.load(Relaxed)) + step;
        w.store(new.to_bits(), Relaxed);
        new
    }
}

impl<const N: usize> Weights for [Coherent; N] {
    #[inline(always)]
    fn prefetch(&self, i: u32) {
        crate::huge::prefetch(self.as_ptr().wrapping_add(i as usize % N));
    }

    #[inline(always)]
    fn weight(&self, i: u32) -> f32 {
        f32::from_bits(self[i as usize % N].weight.load(Relaxed))
    }

    #[inline(always)]
    fn learn(&self, i: u32, step: f32, error: f32) -> f32 {
        self[..].learn((i as usize % N) as u32, step, error)
    }
}

/// The 4×6 network's table as one of its fixed size.
fn fixed<T>(table: &[T]) -> &[T; FOUR_BY_SIX_SIZE] {
    table
        .try_into()
        .unwrap_or_else(|_| unreachable!("a 4×6 network has 4·16⁶ weights"))
}

/// The sum of the weights `idx` reads (eight a pattern). Four sums at once, so that the
/// additions wait on one another four times less.
#[inline(always)]
fn sum<W: Weights + ?Sized>(weights: &W, idx: &[u32]) -> f32 {
    let mut acc = [0.0f32; 4];
    for four in idx.chunks_exact(4) {
        for (a, &i) in acc.iter_mut().zip(four) {
            *a += weights.weight(i);
        }
    }
    (acc[0] + acc[1]) + (acc[2] + acc[3])
}

/// Weights being learned, shared by the threads that learn them.
pub struct Trainer {
    patterns: Patterns,
    /// The value every board starts out with.
    init: f32,
    store: Store,
    /// How many times each weight was updated in the games that count visits (one in
    /// [`VISIT_SAMPLE`]), up to 255.
    visits: Vec<AtomicU8>,
    /// Training games over (a game is its first episode and its restarts).
    pub games: u64,
    /// Moves played in training.
    pub moves: u64,
    /// Hours of training so far, as the driver counts them (saved with the run).
    pub hours: f64,
    /// Game `i` draws its tiles from a generator seeded with `seed` and `i`.
    pub seed: u64,
    pub config: TrainConfig,
    /// Boards the training games start from, one drawn for each game (a later stage's
    /// network learns from boards of its stage); none: from the empty board.
    pub starts: Vec<Bitboard>,
}

fn plain(n: usize, weight: impl Fn(usize) -> f32) -> Store {
    Store::Plain(huge::vec(n, |i| AtomicU32::new(weight(i).to_bits())))
}

fn bits(x: f32) -> AtomicU32 {
    AtomicU32::new(x.to_bits())
}

impl Trainer {
    /// Fresh weights: every board worth `init`.
    pub fn new(patterns: Patterns, init: f32, seed: u64, config: TrainConfig) -> Trainer {
        let n = patterns.size();
        let weight = init / patterns.features() as f32;
        let store = if config.coherence {
            Store::Coherent(huge::vec(n, |_| Coherent {
                weight: bits(weight),
                errors: bits(0.0),
                sizes: bits(0.0),
            }))
        } else {
            plain(n, |_| weight)
        };
        let mut trainer = Trainer {
            store,
            visits: huge::vec(n, |_| AtomicU8::new(0)),
            patterns,
            init,
            games: 0,
            moves: 0,
            hours: 0.0,
            seed,
            config,
            starts: Vec::new(),
        };
        trainer.set_config(config);
        trainer
    }

    /// Goes on from a packed network, whose training run had played `games` games from
    /// weights at 0. A packed network keeps no visits: every weight it did not prune
    /// counts as visited once.
    pub fn from_network(network: &Network, games: u64, seed: u64, config: TrainConfig) -> Trainer {
        let patterns = network.patterns().clone();
        let n = patterns.size();
        let mut trainer = Trainer::new(patterns, 0.0, seed, config);
        trainer.store = plain(n, |i| network.weight(i));
        trainer.visits = huge::vec(n, |i| AtomicU8::new(u8::from(network.weight(i) != 0.0)));
        trainer.games = games;
        trainer.set_config(config);
        trainer
    }

    /// Changes how to learn from now on (a resumed run may change its rate). Turning
    /// temporal coherence on starts its sums at 0; turning it off drops them.
    pub fn set_config(&mut self, config: TrainConfig) {
        let n = self.patterns.size();
        match (&self.store, config.coherence) {
            (Store::Plain(w), true) => {
                let store = Store::Coherent(huge::vec(n, |i| Coherent {
                    weight: AtomicU32::new(w[i].load(Relaxed)),
                    errors: bits(0.0),
                    sizes: bits(0.0),
                }));
                self.store = store;
            }
            (Store::Coherent(c), false) => {
                let store =
                    Store::Plain(huge::vec(n, |i| AtomicU32::new(c[i].weight.load(Relaxed))));
                self.store = store;
            }
            _ => {}
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
        let n = self.patterns.size();
        match &self.store {
            Store::Plain(w) => (0..n).map(|i| w.weight(i as u32)).collect(),
            Store::Coherent(c) => (0..n).map(|i| c.weight(i as u32)).collect(),
        }
    }

    /// How many times each weight was updated in the games that count visits (one in
    /// [`VISIT_SAMPLE`]), up to 255.
    pub fn visits(&self) -> Vec<u8> {
        self.visits.iter().map(|v| v.load(Relaxed)).collect()
    }

    /// The temporal coherence sums (errors, sizes); empty without coherence.
    pub fn coherence(&self) -> (Vec<f32>, Vec<f32>) {
        match &self.store {
            Store::Plain(_) => (Vec::new(), Vec::new()),
            Store::Coherent(c) => {
                let read = |a: &AtomicU32| f32::from_bits(a.load(Relaxed));
                (
                    c.iter().map(|c| read(&c.errors)).collect(),
                    c.iter().map(|c| read(&c.sizes)).collect(),
                )
            }
        }
    }

    /// Puts back saved state; every slice must have one entry per weight (the
    /// coherence sums may be empty: then they start at 0 if coherence is on).
    pub fn restore(&mut self, weights: &[f32], visits: &[u8], errors: &[f32], sizes: &[f32]) {
        let n = weights.len();
        self.store = if errors.len() == n && sizes.len() == n {
            Store::Coherent(huge::vec(n, |i| Coherent {
                weight: bits(weights[i]),
                errors: bits(errors[i]),
                sizes: bits(sizes[i]),
            }))
        } else {
            plain(n, |i| weights[i])
        };
        self.visits = huge::vec(n, |i| AtomicU8::new(visits[i]));
        self.set_config(self.config);
    }

    /// The value of a board.
    #[inline]
    pub fn value(&self, board: Bitboard) -> f32 {
        match (&self.store, self.patterns.is_four_by_six()) {
            (Store::Plain(w), true) => sum(fixed(w), FourBySix.read(board).as_ref()),
            (Store::Plain(w), false) => sum(&w[..], Runs(&self.patterns).read(board).as_ref()),
            (Store::Coherent(c), true) => sum(fixed(c), FourBySix.read(board).as_ref()),
            (Store::Coherent(c), false) => sum(&c[..], Runs(&self.patterns).read(board).as_ref()),
        }
    }

    /// Moves a board's value towards `target`; returns its new value (each weight read
    /// added as it stands after its update, so a weight read twice adds its value after
    /// one update, then after two).
    pub fn learn(&self, board: Bitboard, target: f32) -> f32 {
        let mut idx = [0u32; MAX_FEATURES];
        let n = self.patterns.indices(board, &mut idx);
        let (idx, visits) = (&idx[..n], &self.visits[..]);
        let rate = self.config.alpha / n as f32;
        match (&self.store, self.patterns.is_four_by_six()) {
            (Store::Plain(w), true) => learn::<_, true>(fixed(w), visits, idx, rate, target),
            (Store::Plain(w), false) => learn::<_, true>(&w[..], visits, idx, rate, target),
            (Store::Coherent(c), true) => learn::<_, true>(fixed(c), visits, idx, rate, target),
            (Store::Coherent(c), false) => learn::<_, true>(&c[..], visits, idx, rate, target),
        }
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
                    let played = match (&this.store, this.patterns.is_four_by_six()) {
                        (Store::Plain(w), true) => {
                            this.games_of(FourBySix, fixed(w), &next, games, stop)
                        }
                        (Store::Plain(w), false) => {
                            this.games_of(Runs(&this.patterns), &w[..], &next, games, stop)
                        }
                        (Store::Coherent(c), true) => {
                            this.games_of(FourBySix, fixed(c), &next, games, stop)
                        }
                        (Store::Coherent(c), false) => {
                            this.games_of(Runs(&this.patterns), &c[..], &next, games, stop)
                        }
                    };
                    moves.fetch_add(played, Relaxed);
                });
            }
        });
        let played = moves.into_inner();
        self.games = next.into_inner().min(games);
        self.moves += played;
        played
    }

    /// One thread's share of [`Trainer::train`]: games taken from `next` until `games`
    /// or `stop`; returns the moves played.
    fn games_of<R: Reading, W: Weights + ?Sized>(
        &self,
        reading: R,
        weights: &W,
        next: &AtomicU64,
        games: u64,
        stop: &AtomicBool,
    ) -> u64 {
        let mut path = Vec::new();
        let mut moves = 0;
        while !stop.load(Relaxed) {
            let i = next.fetch_add(1, Relaxed);
            if i >= games {
                break;
            }
            moves += if i.is_multiple_of(VISIT_SAMPLE) {
                self.train_game::<R, W, true>(reading, weights, i, &mut path)
            } else {
                self.train_game::<R, W, false>(reading, weights, i, &mut path)
            };
        }
        moves
    }

    /// Plays and learns from training game `i` and its restarts (counting visits if
    /// `COUNT`); returns its moves.
    fn train_game<R: Reading, W: Weights + ?Sized, const COUNT: bool>(
        &self,
        reading: R,
        weights: &W,
        i: u64,
        path: &mut Vec<Step<R::Indices>>,
    ) -> u64 {
        let t = tables();
        let TrainConfig { alpha, lambda, .. } = self.config;
        let mut rng = FastRng::new(splitmix64(self.seed ^ splitmix64(i)));
        let mut start = match self.starts.len() as u64 {
            0 => spawn(spawn(Bitboard(0), &mut rng), &mut rng),
            n => self.starts[(splitmix64(!i ^ self.seed) % n) as usize],
        };
        let mut moves = 0;
        for _ in 0..=self.config.restarts {
            path.clear();
            play(reading, weights, start, t, &mut rng, path);
            moves += path.len() as u64;
            let mut target = 0.0;
            for (j, step) in path.iter().enumerate().rev() {
                if j >= AHEAD {
                    for &i in path[j - AHEAD].idx.as_ref() {
                        weights.prefetch(i);
                    }
                }
                let idx = step.idx.as_ref();
                let rate = alpha / idx.len() as f32;
                let new = learn::<W, COUNT>(weights, &self.visits, idx, rate, target);
                target = step.reward as f32
                    + if lambda == 0.0 {
                        new
                    } else {
                        lambda * target + (1.0 - lambda) * new
                    };
            }
            if path.len() <= RESTART_MIN {
                break;
            }
            start = path[path.len() / 2].before;
        }
        moves
    }

    /// Plays `games` games one move ahead by the current weights, game `k` with seed
    /// `seed + k` as `bench` does, on the configured threads.
    pub fn measure(&self, games: u64, seed: u64) -> BenchReport {
        measure_greedy(games, seed, self.config.threads, None, |b| self.value(b))
    }

    /// Plays a game from each of `starts` one move ahead by the current weights (the
    /// one from `starts[k]` drawing its tiles with seed `seed + k`); scores count from
    /// the start.
    pub fn measure_from(&self, starts: &[Bitboard], seed: u64) -> BenchReport {
        let n = starts.len() as u64;
        measure_greedy(n, seed, self.config.threads, Some(starts), |b| {
            self.value(b)
        })
    }
}

/// Moves the value of the board whose weights `idx` reads towards `target`, each weight
/// by `rate` times the error (and its visits by one if `COUNT`); returns the new value,
/// summed in the same pass.
#[inline(always)]
fn learn<W: Weights + ?Sized, const COUNT: bool>(
    weights: &W,
    visits: &[AtomicU8],
    idx: &[u32],
    rate: f32,
    target: f32,
) -> f32 {
    let error = target - sum(weights, idx);
    let step = rate * error;
    let mut acc = [0.0f32; 4];
    for four in idx.chunks_exact(4) {
        for (a, &i) in acc.iter_mut().zip(four) {
            *a += weights.learn(i, step, error);
            if COUNT {
                let v = &visits[i as usize];
                v.store(v.load(Relaxed).saturating_add(1), Relaxed);
            }
        }
    }
    (acc[0] + acc[1]) + (acc[2] + acc[3])
}

/// Plays from `board` to the end by `weights`, recording each move: its board, the
/// weights its afterstate reads and its reward. Ties go to the first of up, down, left
/// and right, as in [`best_afterstate`]. A vertical slide is valued on the transposed
/// board, which reads the same weights.
#[inline(always)]
fn play<R: Reading, W: Weights + ?Sized>(
    reading: R,
    weights: &W,
    mut board: Bitboard,
    t: &Tables,
    rng: &mut FastRng,
    path: &mut Vec<Step<R::Indices>>,
) {
    loop {
        let tr = board.transpose();
        // Up, down (on the transpose), left, right.
        let lines = [tr, tr, board, board];
        let moved = [
            tr.map_rows(&t.left),
            tr.map_rows(&t.right),
            board.map_rows(&t.left),
            board.map_rows(&t.right),
        ];
        let gain = |b: Bitboard| (0..4).map(|r| t.gain[usize::from(b.row(r))]).sum::<u32>();
        let gains = [gain(tr), gain(board)];
        // Every weight the legal moves read is asked for first, so that all their cache
        // misses are under way at once.
        let legal = [0, 1, 2, 3].map(|k| moved[k] != lines[k]);
        let mut idx: [R::Indices; 4] = Default::default();
        for k in 0..4 {
            if legal[k] {
                idx[k] = reading.read(moved[k]);
                for &i in idx[k].as_ref() {
                    weights.prefetch(i);
                }
            }
        }
        let mut best: Option<(f32, usize)> = None;
        for k in 0..4 {
            if !legal[k] {
                continue;
            }
            let v = gains[k / 2] as f32 + sum(weights, idx[k].as_ref());
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, k));
            }
        }
        let Some((_, k)) = best else {
            return;
        };
        let after = if k < 2 {
            moved[k].transpose()
        } else {
            moved[k]
        };
        path.push(Step {
            before: board,
            reward: gains[k / 2],
            idx: idx[k],
        });
        board = spawn(after, rng);
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

/// One game one move ahead by `value`, drawn as `bench` draws game `seed` (from `from`
/// instead of the empty board if given).
pub fn greedy_game(
    seed: u64,
    from: Option<Bitboard>,
    value: impl Fn(Bitboard) -> f32,
) -> GameResult {
    let start = Instant::now();
    let t = tables();
    let mut rng = FastRng::new(seed);
    let mut board = from.unwrap_or_else(|| spawn(spawn(Bitboard(0), &mut rng), &mut rng));
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

/// Games `seed..seed + games` one move ahead by `value`, on `threads` threads; game `k`
/// from `starts[k]` when given.
pub fn measure_greedy(
    games: u64,
    seed: u64,
    threads: usize,
    starts: Option<&[Bitboard]>,
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
                        let from = starts.map(|s| s[k as usize]);
                        mine.push(greedy_game(seed + k, from, &value));
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
