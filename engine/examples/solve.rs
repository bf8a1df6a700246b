//! A seeded game played to its end by the solver, then checked from its record: the same
//! seed and the same moves give the same game. `cargo run -p tui2048-engine --release
//! --example solve -- 7` plays seed 7.

use tui2048_engine::{GameState, Record, Rules, Solver, Strength, game};

fn main() {
    let seed = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let mut state = GameState::new(Rules::default(), seed);
    let mut record = Record::starting(&state, game::Origin::Seed(seed));
    let solver = Solver::new(Strength::Fast);
    while let Some(dir) = solver.best_move(state.board()) {
        let Some((next, _motion)) = state.apply(dir) else {
            break;
        };
        state = next.keep_going().unwrap_or(next);
        record.push(dir);
    }
    let line = record.encode();
    let again = game::final_state(&Record::decode(&line).expect("the line reads back"));
    println!(
        "seed {seed}: {} points, largest tile {}",
        state.score(),
        state.board().max_tile()
    );
    println!(
        "{} moves, replayed to the same score: {}",
        state.moves(),
        again.map(|s| s.score()) == Ok(state.score())
    );
}
