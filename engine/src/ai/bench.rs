//! Headless games for measuring a player: many 4×4 classic games on the bitboard, in
//! parallel, each replayable from its own seed whatever the number of threads; the
//! expectimax player's moves are a [`Solver`]'s, at the level asked for. The games
//! are added up as they end (counts, sums and each score's count for the median), so a
//! run takes the same memory for ten games or a billion; a stop asked for (Ctrl-C) ends
//! the games under way and reports those finished.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError, mpsc};
use std::time::{Duration, Instant};

use rayon::prelude::*;
use serde_json::json;

use crate::game::Dir;

use super::Strength;
use super::bitboard::Bitboard;
use super::endgame::Endgame;
use super::expectimax::{Searcher, evaluate};
use super::rng::FastRng;
use super::tables::{Tables, tables};
use super::{Evaluation, Solver};
use progress::{Progress, show_progress};

mod progress;

/// How often the run looks whether a stop was asked for while its games are played.
const STOP_LOOK: Duration = Duration::from_millis(20);

/// Who plays the bench games.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    strum::EnumString,
    strum::Display,
    strum::IntoStaticStr,
    strum::VariantArray,
    strum::VariantNames,
)]
#[strum(serialize_all = "kebab-case")]
pub enum Player {
    /// The expectimax search.
    Expectimax,
    /// The move whose board the heuristic likes best, one move ahead: a baseline.
    Greedy,
    /// A uniformly random legal move: measures the raw speed of the engine.
    Random,
}

impl Player {
    /// What the player values boards with when it plays at `strength`.
    pub(crate) fn evaluation(self, strength: Strength) -> Option<Evaluation> {
        match self {
            Player::Expectimax => Some(strength.evaluation()),
            Player::Greedy => Some(Evaluation::Heuristic),
            Player::Random => None,
        }
    }
}

/// What to play.
#[derive(Clone, Debug)]
pub struct BenchConfig {
    pub games: u64,
    /// Game `i` is played with seed `seed + i`.
    pub seed: u64,
    /// Threads; `None` for one per core.
    pub jobs: Option<usize>,
    /// Forced search depth of the expectimax player; `None` to adapt it to the board.
    pub depth: Option<u32>,
    pub player: Player,
    /// The level of play of the expectimax player.
    pub strength: Strength,
    /// Endgame tables for the expectimax player.
    pub endgame: Option<Arc<Endgame>>,
    /// A network the expectimax player values boards with instead of its level's
    /// evaluation, the settings it searches with, and the heuristic's from the tile at
    /// which those hand over to it (the lab's experiments). Always `None` without the
    /// `research` feature, where [`NetworkPlay`] has no value.
    pub network: Option<NetworkPlay>,
    /// Whether to draw a progress line on stderr.
    pub progress: bool,
}

/// How the endgame tables of a run were made ready.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TablesReport {
    pub tables: usize,
    /// Of which read back from the cache folder, and built.
    pub loaded: usize,
    pub built: usize,
    /// Memory they take, in bytes.
    pub bytes: usize,
    /// The time it took.
    pub seconds: f64,
}

/// How one game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub seed: u64,
    pub score: u64,
    pub moves: u64,
    pub max_tile: u64,
    /// Time spent playing it, in nanoseconds.
    pub nanos: u64,
}

/// The games played and what they add up to.
#[derive(Clone, Debug)]
pub struct BenchReport {
    /// The games finished, added up.
    pub games: Tally,
    /// The games asked for.
    pub asked: u64,
    /// A stop was asked for before they were all played.
    pub stopped: bool,
    pub threads: usize,
    /// Wall time of the whole run.
    pub seconds: f64,
    /// The endgame tables, when the player had some.
    pub tables: Option<TablesReport>,
    /// What the player valued boards with (none for the random player).
    pub evaluation: Option<Evaluation>,
}

/// Finished games added up: what the report needs of them, in memory that does not grow
/// with their number (the scores' counts grow only with the different scores, which the
/// game bounds).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub games: u64,
    /// How many games ended with each largest tile, by the tile's exponent.
    pub largest: BTreeMap<u32, u64>,
    pub score_total: u128,
    /// How many games ended on each score.
    pub scores: BTreeMap<u64, u64>,
    pub moves_total: u128,
    /// Time spent in games, in nanoseconds.
    pub nanos_total: u128,
}

impl Tally {
    /// The tally of these games.
    pub fn of<'a>(results: impl IntoIterator<Item = &'a GameResult>) -> Tally {
        results.into_iter().fold(Tally::default(), Tally::with)
    }

    /// This tally with one more game.
    pub(crate) fn with(mut self, r: &GameResult) -> Tally {
        self.games += 1;
        *self.largest.entry(r.max_tile.max(1).ilog2()).or_default() += 1;
        self.score_total += u128::from(r.score);
        *self.scores.entry(r.score).or_default() += 1;
        self.moves_total += u128::from(r.moves);
        self.nanos_total += u128::from(r.nanos);
        self
    }

    /// Games whose largest tile is `tile` or more.
    pub(crate) fn reached(&self, tile: u64) -> u64 {
        self.largest
            .iter()
            .filter(|&(&exp, _)| 1u64.checked_shl(exp).is_none_or(|t| t >= tile))
            .map(|(_, n)| n)
            .sum()
    }

    /// The `k`-th smallest score (from 0).
    fn kth_score(&self, k: u64) -> u64 {
        let mut seen = 0;
        for (&score, &n) in &self.scores {
            seen += n;
            if seen > k {
                return score;
            }
        }
        0
    }
}

/// The tiles whose reach the report counts.
pub(crate) const MILESTONES: [u64; 5] = [2048, 4096, 8192, 16384, 32768];

/// Plays the configured games and reports.
pub fn run_bench(config: &BenchConfig) -> BenchReport {
    run_bench_until(config, &Arc::new(AtomicBool::new(false)))
}

/// [`run_bench`], until `stop` is set: then no game starts, and the report adds up the
/// games finished, at once; the games under way are not counted and are left to give up
/// on their own (each search within a few thousand nodes), so a stop is as quick on a
/// thousand threads as on one. No more threads are started than there are games.
pub fn run_bench_until(config: &BenchConfig, stop: &Arc<AtomicBool>) -> BenchReport {
    let threads = config
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
        .min(usize::try_from(config.games).unwrap_or(usize::MAX))
        .max(1);
    let progress = Arc::new(Progress {
        games: config.games,
        typical_moves: typical_moves(config.player, config.depth),
        ..Progress::default()
    });
    let finished = Arc::new(AtomicBool::new(false));
    let tally = Arc::new(Mutex::new(Tally::default()));
    let start = Instant::now();
    let drawing = config.progress.then(|| {
        let (progress, finished) = (Arc::clone(&progress), Arc::clone(&finished));
        std::thread::spawn(move || show_progress(start, &progress, &finished))
    });
    let (over, all_over) = mpsc::channel();
    {
        let (config, stop) = (config.clone(), Arc::clone(stop));
        let (progress, tally) = (Arc::clone(&progress), Arc::clone(&tally));
        // The threads, the solver (its network unpacked) and the games are made on a
        // thread of their own, so that a stop is heard from the start.
        std::thread::spawn(move || {
            play_games(&config, threads, &stop, &progress, &tally);
            let _ = over.send(());
        });
    }
    while let Err(mpsc::RecvTimeoutError::Timeout) = all_over.recv_timeout(STOP_LOOK) {
        if stop.load(Ordering::Relaxed) {
            break;
        }
    }
    finished.store(true, Ordering::Relaxed);
    if let Some(drawing) = drawing {
        let _ = drawing.join();
    }
    let games = tally.lock().unwrap_or_else(PoisonError::into_inner).clone();
    BenchReport {
        stopped: games.games < config.games,
        games,
        asked: config.games,
        threads,
        seconds: start.elapsed().as_secs_f64(),
        tables: None,
        evaluation: match config.network.as_ref() {
            Some(_) if config.player == Player::Expectimax => Some(network_evaluation()),
            _ => config.player.evaluation(config.strength),
        },
    }
}

/// Plays `config`'s games on `threads` threads, each counted in `progress` and `tally` as
/// it ends, until all are played or `stop` is set.
fn play_games(
    config: &BenchConfig,
    threads: usize,
    stop: &Arc<AtomicBool>,
    progress: &Progress,
    tally: &Mutex<Tally>,
) {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool can be built");
    let solver = solver_of(config);
    pool.install(|| {
        (0..config.games)
            .into_par_iter()
            .map_init(
                || solver.playing(Arc::clone(stop)),
                |game, i| {
                    game.new_game();
                    let result = play_until(
                        config.seed.wrapping_add(i),
                        config.player,
                        &mut |board| game.best_move(board, config.depth),
                        &progress.moves,
                        stop,
                    )?;
                    progress.done.fetch_add(1, Ordering::Relaxed);
                    progress
                        .done_moves
                        .fetch_add(result.moves, Ordering::Relaxed);
                    let mut tally = tally.lock().unwrap_or_else(PoisonError::into_inner);
                    *tally = std::mem::take(&mut *tally).with(&result);
                    Some(())
                },
            )
            .while_some()
            .for_each(|()| {});
    });
}

/// The solver `config`'s player asks: the expectimax player's moves are the solver's, at
/// its level and with its tables.
fn solver_of(config: &BenchConfig) -> Solver {
    match config.network.as_ref() {
        #[cfg(feature = "research")]
        Some((network, search, late)) => Solver::with_network(
            config.strength,
            config.endgame.clone(),
            Arc::clone(network),
            *search,
            *late,
        ),
        _ if config.player == Player::Expectimax => {
            Solver::with_tables(config.strength, config.endgame.clone())
        }
        // The other players ask no solver: nothing made for them.
        _ => Solver::new(config.strength),
    }
}

/// A network, the settings a search with it uses, and the heuristic search's settings
/// from the tile at which the first hand over ([`crate::ai::SearchConfig::handover`]).
#[cfg(feature = "research")]
pub type NetworkPlay = (
    Arc<crate::ai::ntuple::Network>,
    crate::ai::SearchConfig,
    crate::ai::SearchConfig,
);

/// No network is given but by the lab (the `research` feature): without it this type has
/// no value, so a [`BenchConfig`]'s `network` is always `None`.
#[cfg(not(feature = "research"))]
pub type NetworkPlay = std::convert::Infallible;

/// What a player given a network values boards with.
#[cfg(feature = "research")]
fn network_evaluation() -> Evaluation {
    Evaluation::Network
}

/// No player is given a network but by the lab (the `research` feature).
#[cfg(not(feature = "research"))]
fn network_evaluation() -> Evaluation {
    Evaluation::Heuristic
}

/// Moves a game usually lasts, before any game of the run is over, as `bench` runs have
/// measured them. Only the progress line's ETA uses it.
fn typical_moves(player: Player, depth: Option<u32>) -> f64 {
    match (player, depth) {
        (Player::Random, _) => 120.0,
        (Player::Greedy, _) => 450.0,
        (Player::Expectimax, Some(1)) => 400.0,
        (Player::Expectimax, Some(2)) => 2_000.0,
        (Player::Expectimax, Some(3)) => 4_000.0,
        (Player::Expectimax, _) => 13_000.0,
    }
}

/// Puts a 2 (nine times in ten) or a 4 on a random empty cell.
#[inline]
pub fn spawn(board: Bitboard, rng: &mut FastRng) -> Bitboard {
    let n = board.count_empty();
    if n == 0 {
        return board;
    }
    let r = rng.next_u64();
    let k = (((r & 0xFFFF_FFFF) * u64::from(n)) >> 32) as u32;
    let exp = if (r >> 32).is_multiple_of(10) { 2 } else { 1 };
    board.with_tile_in_empty(k, exp)
}

/// Plays one game until no move is left.
pub fn play_game(
    seed: u64,
    player: Player,
    depth: Option<u32>,
    searcher: &mut Searcher,
) -> GameResult {
    play_game_counted(seed, player, depth, searcher, &AtomicU64::new(0))
}

/// Moves are added to the shared count in batches of this many, so that fast players do
/// not wait on one another for it.
const COUNT_EVERY: u64 = 64;

/// [`play_game`], adding its moves to `counter` as they are played.
pub(crate) fn play_game_counted(
    seed: u64,
    player: Player,
    depth: Option<u32>,
    searcher: &mut Searcher,
    counter: &AtomicU64,
) -> GameResult {
    searcher.new_game();
    let mut expectimax = |board| searcher.best_move(board, depth).map(|(d, _)| d);
    play_until(
        seed,
        player,
        &mut expectimax,
        counter,
        &AtomicBool::new(false),
    )
    .expect("a game not stopped ends")
}

/// [`play_game_counted`] with the expectimax player's moves from `expectimax`, given up
/// (`None`) when `stop` is set.
fn play_until(
    seed: u64,
    player: Player,
    expectimax: &mut dyn FnMut(Bitboard) -> Option<Dir>,
    counter: &AtomicU64,
    stop: &AtomicBool,
) -> Option<GameResult> {
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    let start = Instant::now();
    let t = tables();
    let mut rng = FastRng::new(seed);
    let mut board = spawn(spawn(Bitboard(0), &mut rng), &mut rng);
    let mut score = 0u64;
    let mut moves = 0u64;
    loop {
        let dir = match player {
            Player::Expectimax => expectimax(board),
            Player::Greedy => greedy_move(board, t),
            Player::Random => random_move(board, t, &mut rng),
        };
        // No move: the game is over, unless the search was given up.
        let Some(dir) = dir else {
            if stop.load(Ordering::Relaxed) {
                return None;
            }
            break;
        };
        let (moved, gain) = board.slide_scored(dir, t);
        score += gain;
        board = spawn(moved, &mut rng);
        moves += 1;
        if moves.is_multiple_of(COUNT_EVERY) {
            counter.fetch_add(COUNT_EVERY, Ordering::Relaxed);
        }
        // A move of a search given up is no move: the game is left.
        if stop.load(Ordering::Relaxed) {
            return None;
        }
    }
    counter.fetch_add(moves % COUNT_EVERY, Ordering::Relaxed);
    Some(GameResult {
        seed,
        score,
        moves,
        max_tile: 1u64 << board.max_exponent(),
        nanos: u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX),
    })
}

fn greedy_move(board: Bitboard, t: &Tables) -> Option<Dir> {
    let tr = board.transpose();
    Dir::ALL
        .into_iter()
        .filter_map(|d| {
            let moved = board.slide_with(tr, d, t);
            (moved != board).then(|| (d, evaluate(moved, t)))
        })
        .fold(None, |best: Option<(Dir, f32)>, (d, v)| match best {
            Some((_, b)) if b >= v => best,
            _ => Some((d, v)),
        })
        .map(|(d, _)| d)
}

/// A uniformly random legal move. Directions are drawn until a legal one comes up
/// (uniform over the legal ones), so a move usually costs one slide, not four.
#[inline]
fn random_move(board: Bitboard, t: &Tables, rng: &mut FastRng) -> Option<Dir> {
    let mut tried = 0u8;
    let mut bits = rng.next_u64();
    while tried != 0b1111 {
        let i = (bits & 3) as usize;
        bits >>= 2;
        if bits == 0 {
            bits = rng.next_u64();
        }
        if tried & (1 << i) != 0 {
            continue;
        }
        tried |= 1 << i;
        let dir = Dir::ALL[i];
        let moved = match dir {
            Dir::Left | Dir::Right => board.slide_with(board, dir, t),
            Dir::Up | Dir::Down => board.slide_with(board.transpose(), dir, t),
        };
        if moved != board {
            return Some(dir);
        }
    }
    None
}

impl BenchReport {
    /// The fraction of games (0 to 1) whose largest tile reached `tile`.
    pub fn reached(&self, tile: u64) -> f64 {
        self.games.reached(tile) as f64 / self.games.games.max(1) as f64
    }

    pub fn score_mean(&self) -> f64 {
        self.games.score_total as f64 / self.games.games.max(1) as f64
    }

    pub(crate) fn score_median(&self) -> f64 {
        match self.games.games {
            0 => 0.0,
            n if n % 2 == 1 => self.games.kth_score(n / 2) as f64,
            n => (self.games.kth_score(n / 2 - 1) + self.games.kth_score(n / 2)) as f64 / 2.0,
        }
    }

    pub(crate) fn score_max(&self) -> u64 {
        self.games.scores.keys().next_back().copied().unwrap_or(0)
    }

    /// Mean moves per game.
    pub(crate) fn moves_mean(&self) -> f64 {
        self.games.moves_total as f64 / self.games.games.max(1) as f64
    }

    /// Moves per second on one thread: all moves over the time spent in games.
    pub(crate) fn moves_per_sec(&self) -> f64 {
        self.games.moves_total as f64 / (self.games.nanos_total as f64 / 1e9).max(1e-9)
    }

    /// The report as a table for people.
    pub fn table(&self) -> String {
        let mut lines = vec![format!("{:<18}{}", "games", self.games.games)];
        if self.stopped {
            lines.push(format!(
                "{:<18}after {} of {} games",
                "stopped", self.games.games, self.asked
            ));
        }
        for tile in MILESTONES {
            lines.push(format!(
                "{:<18}{:.1} %",
                format!("reached {tile}"),
                100.0 * self.reached(tile)
            ));
        }
        lines.extend([
            format!("{:<18}{:.0}", "score mean", self.score_mean()),
            format!("{:<18}{:.0}", "score median", self.score_median()),
            format!("{:<18}{}", "score max", self.score_max()),
            format!("{:<18}{:.1}", "moves per game", self.moves_mean()),
            format!("{:<18}{:.0}", "moves/s/thread", self.moves_per_sec()),
            format!("{:<18}{}", "threads", self.threads),
            format!("{:<18}{:.2} s", "wall time", self.seconds),
        ]);
        if let Some(t) = self.tables {
            lines.push(format!(
                "{:<18}{} ({} read, {} built), {:.0} MB, ready in {:.1} s",
                "endgame tables",
                t.tables,
                t.loaded,
                t.built,
                t.bytes as f64 / 1e6,
                t.seconds
            ));
        }
        lines.join("\n") + "\n"
    }

    /// The report as one JSON object.
    pub fn json(&self) -> serde_json::Value {
        let reached: serde_json::Map<String, serde_json::Value> = MILESTONES
            .iter()
            .map(|&tile| (tile.to_string(), json!(self.reached(tile))))
            .collect();
        json!({
            "games": self.games.games,
            "stopped": self.stopped,
            "reached": reached,
            "score": {
                "mean": self.score_mean(),
                "median": self.score_median(),
                "max": self.score_max(),
            },
            "moves": self.moves_mean(),
            "moves_per_sec": self.moves_per_sec(),
            "seconds": self.seconds,
            "evaluation": self.evaluation.map(Evaluation::name),
            "tables": self.tables.map(|t| json!({
                "tables": t.tables,
                "loaded": t.loaded,
                "built": t.built,
                "bytes": t.bytes,
                "seconds": t.seconds,
            })),
        })
    }
}

#[cfg(test)]
mod tests;
