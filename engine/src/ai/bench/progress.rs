//! `bench`'s progress line: games over, the pace, and the time left.

use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// What the threads have played so far, of how many games, and how many moves a game is
/// taken to last before one is over.
#[derive(Default)]
pub(super) struct Progress {
    pub(super) games: u64,
    pub(super) typical_moves: f64,
    /// Games over.
    pub(super) done: AtomicU64,
    /// Moves of the games over.
    pub(super) done_moves: AtomicU64,
    /// Moves played, games under way included (counted in batches as they are played).
    pub(super) moves: AtomicU64,
}

/// The seconds left: the moves still to play at the rate so far. A game is expected to
/// last the mean of the games over, with the typical length counted as one more game.
fn eta(p: &Progress, elapsed: f64, done: u64, done_moves: u64, moves: u64) -> f64 {
    let per_game = (done_moves as f64 + p.typical_moves) / (done + 1) as f64;
    let left = (per_game * p.games as f64 - moves as f64).max(0.0);
    let rate = moves as f64 / elapsed.max(1e-9);
    if rate > 0.0 {
        left / rate
    } else {
        f64::INFINITY
    }
}

/// Redraws one line on stderr until the games are over.
pub(super) fn show_progress(start: Instant, p: &Progress, finished: &AtomicBool) {
    let mut err = std::io::stderr();
    let games = p.games;
    while !finished.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(100));
        let done = p.done.load(Ordering::Relaxed);
        let moves = p.moves.load(Ordering::Relaxed);
        let elapsed = start.elapsed().as_secs_f64();
        let rate = moves as f64 / elapsed.max(1e-9);
        let eta = eta(
            p,
            elapsed,
            done,
            p.done_moves.load(Ordering::Relaxed),
            moves,
        );
        let eta = if eta.is_finite() {
            format!("{eta:.0}s")
        } else {
            "?".to_string()
        };
        let _ = write!(
            err,
            "\r\x1b[K{done}/{games} games, {rate:.0} moves/s, ETA {eta}"
        );
        let _ = err.flush();
    }
    let _ = write!(err, "\r\x1b[K");
    let _ = err.flush();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_eta_is_known_before_any_game_is_over() {
        // 10 games of the random player, whose games last about 120 moves.
        let config = Progress {
            games: 10,
            typical_moves: 120.0,
            ..Progress::default()
        };
        // One second in, 60 moves played, no game over: 10 games of about 120 moves.
        let first = eta(&config, 1.0, 0, 0, 60);
        assert!((first - (1200.0 - 60.0) / 60.0).abs() < 1e-9, "{first}");
        // Five games over, of 200 moves each: the typical length weighs as one game.
        let later = eta(&config, 10.0, 5, 1000, 1100);
        let per_game = (1000.0 + 120.0) / 6.0;
        assert!((later - (per_game * 10.0 - 1100.0) / 110.0).abs() < 1e-9);
        assert!(eta(&config, 1.0, 0, 0, 0).is_infinite());
    }
}
