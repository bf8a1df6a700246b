//! The cost of saving: serialising the state and writing it atomically, with a full undo
//! stack of 1000 states on a 4×4 board.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};

use tui2048_engine::game::UNDO_LIMIT;
use tui2048_engine::game::{Dir, FinishedGame, GameState, HISTORY_LIMIT, Rules, Stats};
use tui2048_files::StateFile;
use tui2048_store::{Saved, to_bytes};

/// A game played for `UNDO_LIMIT + 1` moves by cycling directions (restarting when stuck),
/// with every earlier state on the undo stack.
fn full_stack() -> Saved {
    let mut game = GameState::new(Rules::default(), 7);
    let mut undo = Vec::new();
    let mut i = 0;
    while undo.len() < UNDO_LIMIT {
        let next = Dir::ALL
            .iter()
            .cycle()
            .skip(i % 4)
            .take(4)
            .find_map(|&d| game.apply(d))
            .map(|(next, _)| next)
            .unwrap_or_else(|| game.restart());
        undo.push(std::mem::replace(&mut game, next));
        i += 1;
    }
    Saved {
        best: [(4, game.score())].into(),
        best_assisted: Default::default(),
        stats: Stats::default(),
        history: (0..HISTORY_LIMIT as u64)
            .map(|i| FinishedGame {
                score: 20_000 + i,
                max_tile: 2048,
                moves: 1000 + i,
                size: 4,
                date: 1_790_000_000 + i,
                ..Default::default()
            })
            .collect(),
        game,
        undo,
        record: None,
    }
}

fn save(c: &mut Criterion) {
    let saved = full_stack();
    let bytes = to_bytes(&saved);
    eprintln!(
        "state file with {} undo states: {} bytes",
        saved.undo.len(),
        bytes.len()
    );
    let dir = tempfile::tempdir().unwrap();
    let (mut file, _) = StateFile::open(&dir.path().join("state.json")).unwrap();
    c.bench_function("serialise full undo stack", |b| {
        b.iter(|| to_bytes(black_box(&saved)))
    });
    c.bench_function("save full undo stack (atomic, synced)", |b| {
        b.iter(|| file.save(black_box(&saved)).unwrap())
    });
}

criterion_group!(benches, save);
criterion_main!(benches);
