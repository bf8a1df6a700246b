//! `tui2048 review` of a game the solver played alone, through the real program: the
//! solver of the hint judges it, so every move is its best, and the review says on top
//! what judged it and how many moves the solver made, in the run's language.

use std::fs;
use std::process::{Command, Stdio};

use tui2048_engine::ai::{Solver, Strength};
use tui2048_engine::game::{GameState, Origin, Record, Rules};

use super::support;

/// A game of `moves` moves from `seed`, each made by the hint's solver at the fast level
/// (autoplay).
fn solver_game(seed: u64, moves: usize) -> Record {
    let solver = Solver::judging(Strength::Fast, None);
    let mut game = GameState::new(Rules::default(), seed);
    let mut record = Record::starting(&game, Origin::Seed(seed));
    while record.moves().len() < moves {
        let dir = solver.best_move(game.board()).expect("a move");
        game = game.apply(dir).expect("a legal move").0;
        record.push_solver(dir);
    }
    record
}

#[test]
fn a_game_the_solver_played_is_all_its_best_and_says_so_on_top() {
    let home = tempfile::tempdir().unwrap();
    fs::write(
        home.path().join("game.txt"),
        solver_game(2028, 300).encode(),
    )
    .unwrap();
    let out = support::run_in(home.path(), &["review", "game.txt"], None);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[..3],
        [
            "Judged by the solver at the fast level, network evaluation, as its hint plays",
            "The solver made 300 of the 300 moves (autoplay): its own moves are its best",
            "Review of game.txt: 4×4, target 2048, seed 2028",
        ]
    );
    assert!(
        text.contains(
            "\nAccuracy 100.0 % (300 best, 0 good, 0 inaccuracies, 0 mistakes, 0 blunders)\n"
        ),
        "{text}"
    );
    assert!(!text.contains("Costliest"), "{text}");

    let out = support::run_in(home.path(), &["review", "game.txt", "--json"], None);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        json["judged"],
        serde_json::json!({"strength": "fast", "evaluation": "network", "tables": false})
    );
    assert_eq!(json["solver_moves"], 300);
    let moves = json["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 300);
    assert!(
        moves
            .iter()
            .all(|m| m["grade"] == "best" && m["dir"] == m["best"] && m["loss"] == 0.0),
        "{json}"
    );
    assert_eq!(json["accuracy"], 100.0);

    // In Chinese, and at the strong level, which judges with a deeper search.
    let chinese = Command::new(env!("CARGO_BIN_EXE_tui2048"))
        .args(["review", "game.txt", "--strength", "strong"])
        .env_clear()
        .env("HOME", home.path())
        .env("XDG_CONFIG_HOME", home.path())
        .env("LANG", "zh_CN.UTF-8")
        .current_dir(home.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(chinese.status.code(), Some(0), "{chinese:?}");
    let text = String::from_utf8(chinese.stdout).unwrap();
    assert_eq!(
        text.lines().take(2).collect::<Vec<_>>(),
        [
            "评判：AI 强力档，神经网络估值，与提示的走法相同",
            "300 步中有 300 步是 AI 走的（托管）：AI 自己的走法都是最佳",
        ]
    );
}
