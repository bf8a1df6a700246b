//! Two sessions in one process: each reads only its own keys and draws only on its own
//! screen, and the solver's threads, shared, answer each its own.

use super::*;

use tui2048_engine::ai::Solver;

#[test]
fn two_sessions_keep_to_their_own_keys_and_hints() {
    let solvers = Solvers::start(Solver::new(Strength::Fast));
    let english = settings(Interface::Full, Language::English);
    let state = state_json(&[[2, 2, 0, 0], [0; 4], [0; 4], [0, 0, 0, 4]], 100, 500);
    let mut a = Played::sharing(
        solvers.clone(),
        english.clone(),
        GameOptions::default(),
        Some(&state),
        (80, 24),
    );
    let options = GameOptions {
        seed: Some(3),
        ..GameOptions::default()
    };
    let mut b = Played::sharing(solvers, english, options, None, (100, 36));
    a.wait_for("Welcome back");
    let first_b = b.wait_for("SCORE");

    // A's keys move A's game only.
    a.send(LEFT);
    a.wait(
        "A's move",
        |p| header(&p.screen()),
        |h| *h == Some((104, 500, 1)),
    );
    assert_eq!(board(&b.screen()), board(&first_b));
    assert_eq!(header(&b.screen()).map(|h| h.2), Some(0));

    // Each asks the shared solver for a hint, and each hears its own.
    a.send(b"\t");
    b.send(b"\t");
    for p in [&a, &b] {
        p.wait("a hint", Played::screen, |s| {
            words(s).contains("Hint: ") && !words(s).contains("Hint: thinking")
        });
    }
    assert_eq!(a.quit().game().moves(), 1);
    assert_eq!(b.quit().game().moves(), 0);
}
