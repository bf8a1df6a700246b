//! What the plain interface's replay says of the moves it plays, where `replay_says` is
//! `"marks"`: each tile larger than any before it, each mistake and blunder once the
//! review is in. The rest go by unsaid, as a screen reader would say only the last line
//! of a burst.

use tui2048_engine::game::Grade;

use crate::app::replay::Replay;
use crate::settings::Labels;

/// What marks move `at` (from 1) of the replay, if anything does: a tile larger than any
/// before it, a mistake or a blunder (once the review is in).
pub(super) fn replay_mark(r: &Replay, at: usize, labels: Labels) -> Option<String> {
    let t = r.texts();
    let largest = |at: usize| r.state(at).map_or(0, |s| s.board().max_tile());
    let new =
        (largest(at) > largest(at - 1)).then(|| t.plain_replay_largest(&labels.of(largest(at))));
    let dir = r.record().moves().get(at - 1).copied();
    let wrong = r
        .verdict_at(at)
        .filter(|v| matches!(v.grade, Grade::Mistake | Grade::Blunder))
        .zip(dir)
        .map(|(v, dir)| t.plain_verdict(v.grade, v.best == dir, v.best));
    let what = match (new, wrong) {
        (None, None) => return None,
        (Some(new), None) => new,
        (None, Some(wrong)) => wrong,
        (Some(new), Some(wrong)) => format!("{new}. {wrong}"),
    };
    Some(t.plain_replay_move(at, r.moves(), &what))
}
