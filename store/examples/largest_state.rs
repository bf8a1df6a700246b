//! The largest state file the game writes, for the size limit's sum in
//! `docs/state-file.md`, and files up to the limit to measure reading them.
//!
//! `cargo run -p tui2048-store --release --example largest_state -- OUT` writes to OUT the largest state
//! file the game writes: the largest board (8×8) with every tile, score and count at its
//! largest, a full undo list of such boards under other rules, a full history, a record's
//! line at its longest. `-- OUT BYTES` writes as many more undo entries as make the file
//! about BYTES long (the game keeps the newest 1,000 of them).

use std::collections::BTreeMap;

use tui2048_engine::game::{
    Assist, Board, Day, FinishedGame, GameRng, GameState, HISTORY_LIMIT, MAX_SIZE, Rules, Run,
    SpawnRule, Stats, Status, Streak, Tally, UNDO_LIMIT,
};
use tui2048_store::{RECORD_LIMIT, Saved, to_bytes};

fn main() {
    let mut args = std::env::args().skip(1);
    let out = args.next().expect("usage: largest_state OUT [BYTES]");
    let want: Option<usize> = args.next().map(|b| b.parse().expect("BYTES is a number"));

    let top = 1u64 << 63;
    let board = Board::from_values(&vec![vec![top; MAX_SIZE]; MAX_SIZE]).unwrap();
    let game = |rules: Rules| {
        GameState::from_parts(
            rules,
            board.clone(),
            u64::MAX,
            u64::MAX,
            Status::KeepPlaying,
            GameRng::from_seed(u64::MAX),
        )
        .with_assist(Assist {
            solver_moved: true,
            hints: u32::MAX,
        })
    };
    let now = Rules {
        size: MAX_SIZE,
        target: 1 << 62,
        spawn: SpawnRule::Classic,
    };
    let earlier = Rules {
        size: MAX_SIZE,
        target: top,
        spawn: SpawnRule::Scaled,
    };
    let best: BTreeMap<usize, u64> = (3..=MAX_SIZE).map(|n| (n, u64::MAX)).collect();
    let tally = Tally {
        games: u64::MAX,
        wins: u64::MAX,
        moves: u64::MAX,
        hints: u64::MAX,
        best_tile: top,
    };
    let finished = FinishedGame {
        score: u64::MAX,
        max_tile: top,
        moves: u64::MAX,
        size: MAX_SIZE,
        date: u64::MAX,
        assisted: true,
        hints: u32::MAX,
    };
    let longest_run = Run {
        days: u32::MAX,
        last: Some(Day::new(9999, 12, 31).unwrap()),
        longest: u32::MAX,
    };
    let mut saved = Saved {
        best: best.clone(),
        best_assisted: best,
        stats: Stats {
            own: tally,
            assisted: tally,
            daily: Streak {
                finished: longest_run,
                won: longest_run,
            },
        },
        game: game(now),
        undo: vec![game(earlier); UNDO_LIMIT],
        history: vec![finished; HISTORY_LIMIT],
        record: None,
    };
    let entry = {
        let one = to_bytes(&saved).len();
        saved.undo.push(game(earlier));
        to_bytes(&saved).len() - one
    };
    saved.undo.pop();
    let written = to_bytes(&saved).len() + RECORD_LIMIT + 16;
    if let Some(want) = want {
        let more = want.saturating_sub(written) / entry;
        saved.undo.extend(std::iter::repeat_n(game(earlier), more));
    }
    // The record's line at its longest: in the place and form the game writes it.
    let bytes = to_bytes(&saved);
    let text = String::from_utf8(bytes).unwrap();
    let line = format!("tui2048-2:{}", "A".repeat(RECORD_LIMIT - 10));
    let text = text.replacen(
        "\n  \"undo\"",
        &format!("\n  \"record\": \"{line}\",\n  \"undo\""),
        1,
    );
    std::fs::write(&out, &text).unwrap();
    println!(
        "{out}: {} bytes; an undo entry {entry} bytes, {} of them; the record {} bytes",
        text.len(),
        saved.undo.len(),
        line.len()
    );
}
