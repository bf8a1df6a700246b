//! The plain interface's replay: what its keys read, its help, its first lines, and what
//! changed from one message to the next: a move stepped to, with the review's word on
//! it; a pause or the end, with where it stands; and, where `replay_says` is `"marks"`,
//! each new largest tile and each mistake and blunder of the moves it plays.

use crate::notice::Notice;
use tui2048_engine::game::{GameState, Grade};

use super::{Reading, ear::key_said, for_ear, move_words, read_board, summary};
use crate::keymap::{REPLAY_KEYMAP, ReplayAction};
use crate::replay::Replay;
use crate::settings::{Labels, ReplaySays};

/// What `reading` says of the board the replay shows.
pub fn replay_read(r: &Replay, labels: Labels, reading: Reading) -> Vec<String> {
    let t = r.texts();
    let shown = r.shown();
    let at = t.plain_replay_at(r.at(), r.moves(), shown.score());
    let mut lines = read_board(t, shown.board(), labels, reading, at);
    if reading == Reading::Board {
        lines.push(summary(t, shown.board(), labels));
    }
    lines
}

/// The replay's keys, as lines.
pub fn replay_help(r: &Replay) -> Vec<String> {
    let t = r.texts();
    let size = r.shown().board().size();
    let mut lines = vec![t.plain_keys().to_string()];
    for binding in REPLAY_KEYMAP {
        let (keys, what) = match binding.action {
            ReplayAction::Play => (vec!["p".to_string()], t.plain_replay_play().to_string()),
            _ => (
                binding.keys.iter().map(|&k| key_said(t, k)).collect(),
                for_ear(t, (binding.help)(t)),
            ),
        };
        lines.push(t.plain_key_line(&keys.join(", "), &what));
    }
    lines.push(t.plain_help_board().to_string());
    lines.push(t.plain_help_rows(size));
    lines.push(t.plain_help_columns(size));
    lines
}

/// What the replay shows, taken before a message, to compare with the replay after it.
#[derive(Clone, Debug)]
pub struct ReplayGlance {
    at: usize,
    playing: bool,
    pace: u32,
    notice: Option<Notice>,
    help: bool,
}

impl ReplayGlance {
    pub fn of(r: &Replay) -> ReplayGlance {
        ReplayGlance {
            at: r.at(),
            playing: r.playing(),
            pace: r.moves_per_second(),
            notice: r.notice().cloned(),
            help: r.shows_help(),
        }
    }
}

/// The lines to say first of a replay: what it is and its keys, and where it stands.
pub fn replay_welcome(r: &Replay) -> Vec<String> {
    let t = r.texts();
    let end = r.state(r.moves()).map_or(0, GameState::score);
    vec![
        t.plain_replay_welcome(r.moves(), end),
        t.plain_replay_at(r.at(), r.moves(), r.shown().score()),
    ]
}

/// What changed in the replay from `before`, as lines: a move stepped to (with the
/// review's word on it, once the review is in), a jump, playing (its moves unsaid: a
/// screen reader would say only the last of a burst), the pace changed, a pause or the
/// end with where it stands, a notice, the keys.
pub fn replay_told(
    before: &ReplayGlance,
    r: &Replay,
    labels: Labels,
    says: ReplaySays,
) -> Vec<String> {
    let t = r.texts();
    let mut lines = Vec::new();
    if r.playing() && !before.playing {
        lines.push(t.plain_replay_playing(r.moves_per_second()));
    } else if r.moves_per_second() != before.pace {
        lines.push(t.plain_replay_pace(r.moves_per_second()));
    }
    // Moved by playing (to its end too): the pause or the end says where; the marks of
    // the moves played, where they are asked for.
    let played = before.playing && r.at() > before.at && (r.playing() || r.at() == r.moves());
    if played && says == ReplaySays::Marks {
        lines.extend((before.at + 1..=r.at()).filter_map(|at| replay_mark(r, at, labels)));
    }
    if r.at() != before.at && !played {
        let motion = r
            .state(before.at)
            .zip(r.last_move())
            .filter(|_| r.at() == before.at + 1)
            .and_then(|(state, (_, dir))| state.apply(dir))
            .map(|(_, motion)| motion);
        lines.push(match motion {
            Some(motion) => {
                let mut what = move_words(t, &motion, r.shown().score(), labels);
                if let (Some(verdict), Some((_, dir))) = (r.verdict(), r.last_move()) {
                    // A move as good as the solver's is not told the solver's.
                    let best = verdict.grade == Grade::Best || verdict.best == dir;
                    let verdict = t.plain_verdict(verdict.grade, best, verdict.best);
                    what = format!("{what}. {verdict}");
                }
                t.plain_replay_move(r.at(), r.moves(), &what)
            }
            None => t.plain_replay_at(r.at(), r.moves(), r.shown().score()),
        });
    }
    if before.playing && !r.playing() {
        let shown = r.shown();
        let largest = labels.of(shown.board().max_tile());
        lines.push(t.plain_replay_paused(r.at(), r.moves(), shown.score(), &largest));
    }
    if let Some(n) = r.notice().filter(|&n| before.notice.as_ref() != Some(n)) {
        lines.push(for_ear(t, &t.notice(n)));
    }
    if r.shows_help() && !before.help {
        lines.extend(replay_help(r));
    }
    lines
}

/// What marks move `at` (from 1) of the replay, if anything does: a tile larger than any
/// before it, a mistake or a blunder (once the review is in).
fn replay_mark(r: &Replay, at: usize, labels: Labels) -> Option<String> {
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
