//! What the plain interface's replay says while it plays: nothing but where it stops, or,
//! with `replay_says = "marks"`, each new largest tile and each mistake and blunder once
//! the review is in, a line a move, then where it stops.

use std::time::{Duration, Instant};

use tui2048_app::keymap::Key;
use tui2048_app::plain::{ReplayGlance, replay_told};
use tui2048_app::settings::{Labels, ReplaySays};
use tui2048_app::{Replay, ReplayMsg, Verdict, update_replay};
use tui2048_engine::game::{Dir, GameState, Grade, Origin, Record, Rules, replay};

/// A game of `moves` moves of a fixed cycle of directions from a seed.
fn recorded(seed: u64, moves: usize) -> Record {
    let state = GameState::new(Rules::default(), seed);
    let record = Record::starting(&state, Origin::Seed(seed));
    super::support::cycled(state, record, moves).0
}

/// Everything the replay says from playing at its start to its end, saying `says`.
fn played_through(r: Replay, says: ReplaySays, labels: Labels) -> Vec<String> {
    let mut lines = Vec::new();
    let mut r = r;
    let start = Instant::now();
    for msg in [
        ReplayMsg::Key(Key::char(' ')),
        ReplayMsg::Tick(start),
        ReplayMsg::Tick(start + Duration::from_secs(60)),
    ] {
        let before = ReplayGlance::of(&r);
        r = update_replay(r, msg).0;
        lines.extend(replay_told(&before, &r, labels, says));
    }
    lines
}

fn name(dir: Dir) -> &'static str {
    match dir {
        Dir::Up => "up",
        Dir::Down => "down",
        Dir::Left => "left",
        Dir::Right => "right",
    }
}

#[test]
fn with_marks_the_replay_says_each_new_largest_tile_and_each_mistake_and_blunder() {
    let moves = 12;
    let record = recorded(3, moves);
    let states = replay(&record).unwrap();
    let largest = |at: usize| states[at].board().max_tile();
    let end = format!(
        "End at move {moves} of {moves}, score {}, largest tile {}",
        states[moves].score(),
        largest(moves)
    );
    // Said as today: nothing of the moves played.
    let r = Replay::of(record.clone()).unwrap();
    assert_eq!(
        played_through(r.clone(), ReplaySays::Nothing, Labels::Numbers),
        ["Playing, 4 moves a second".to_string(), end.clone()]
    );
    // Before the review is in: the new largest tiles.
    let new_largest: Vec<usize> = (1..=moves)
        .filter(|&at| largest(at) > largest(at - 1))
        .collect();
    assert!(!new_largest.is_empty());
    let mut expected = vec!["Playing, 4 moves a second".to_string()];
    expected.extend(
        new_largest
            .iter()
            .map(|&at| format!("Move {at} of {moves}: New largest tile {}", largest(at))),
    );
    expected.push(end.clone());
    assert_eq!(
        played_through(r.clone(), ReplaySays::Marks, Labels::Numbers),
        expected
    );
    // Once the review is in: move 3 a mistake (the solver plays another way), move 5 a
    // blunder the solver would have played too (said without its move), move 4 an
    // inaccuracy (not said).
    let dir = |at: usize| record.moves()[at - 1];
    let other = |at: usize| Dir::ALL.into_iter().find(|&d| d != dir(at)).unwrap();
    let mut verdicts: Vec<Verdict> = (1..=moves)
        .map(|at| Verdict {
            grade: Grade::Best,
            best: dir(at),
        })
        .collect();
    verdicts[2] = Verdict {
        grade: Grade::Mistake,
        best: other(3),
    };
    verdicts[3] = Verdict {
        grade: Grade::Inaccuracy,
        best: other(4),
    };
    verdicts[4] = Verdict {
        grade: Grade::Blunder,
        best: dir(5),
    };
    let reviewed = update_replay(r, ReplayMsg::Reviewed(Some(verdicts))).0;
    let said = played_through(reviewed, ReplaySays::Marks, Labels::Letters);
    let marked = |at: usize| {
        let new = (largest(at) > largest(at - 1))
            .then(|| format!("New largest tile {}", Labels::Letters.of(largest(at))));
        let wrong = match at {
            3 => Some(format!(
                "Review: mistake, the solver plays {}",
                name(other(3))
            )),
            5 => Some("Review: blunder".to_string()),
            _ => None,
        };
        let what = match (new, wrong) {
            (Some(n), Some(w)) => format!("{n}. {w}"),
            (n, w) => n.or(w)?,
        };
        Some(format!("Move {at} of {moves}: {what}"))
    };
    let mut expected = vec!["Playing, 4 moves a second".to_string()];
    expected.extend((1..=moves).filter_map(marked));
    expected.push(end.replace(
        &format!("largest tile {}", largest(moves)),
        &format!("largest tile {}", Labels::Letters.of(largest(moves))),
    ));
    assert_eq!(said, expected);
    assert!(
        said.iter()
            .any(|l| l.starts_with("Move 3 of 12: ") && l.contains("mistake"))
    );
    assert!(
        said.iter()
            .any(|l| l.starts_with("Move 5 of 12: ") && l.ends_with("blunder"))
    );
    assert!(!said.iter().any(|l| l.starts_with("Move 4 of 12: Review")));
}
