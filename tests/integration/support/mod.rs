//! Fixtures the tests of the program share: games played on from a record, and boards read
//! back from a screen (`screen`).

/// The library's own reader of boards on a screen (`src/tests/support/screen.rs`).
#[path = "../../../src/tests/support/screen.rs"]
pub mod screen;
/// The block digits' reader, for `screen`.
use tui2048::ui::digits;

use tui2048_engine::game::{Dir, GameState, Record};

/// `state` played on for `moves` moves of `record`, trying the directions in turn (up,
/// down, left, right) and skipping those that move nothing: the record and where it ends.
pub fn cycled(mut state: GameState, mut record: Record, moves: usize) -> (Record, GameState) {
    let mut k = 0;
    while record.moves().len() < moves && state.accepts_moves() {
        if let Some((next, _)) = state.apply(Dir::ALL[k % 4]) {
            state = next;
            record.push(Dir::ALL[k % 4]);
        }
        k += 1;
    }
    (record, state)
}
