//! The lines printed on the normal screen on the way out of the game and the race.

use std::path::Path;

use super::Model;
use super::race::Race;
use super::say::kept_note;
use super::text::shown;
use tui2048_store::{KeptNote, SaveError};

/// The line printed on quitting: the score, the best, and whether the game was saved
/// (where, or why not).
pub fn quit_line(model: &Model, saved_to: Option<&Path>) -> String {
    let t = model.texts();
    let score = model.game().score();
    let best = model.best_score();
    let saved = match (model.saving().trouble(), saved_to) {
        (Some(off), _) => t.not_saved(&t.unsaved(&off)),
        (None, Some(path)) => t.saved_in(&tui2048_store::shown::path(path)),
        (None, None) => t.saved().to_string(),
    };
    // A path from outside never drives the terminal on the way out.
    shown(&t.quit_line(
        score,
        best,
        model.game().board().size(),
        score > 0 && score == best,
        model.game().assisted(),
        &saved,
    ))
    .into_owned()
}

/// What the game says on the normal screen on the way out: `lines` (folded to the
/// terminal's width), then `whole` (a record's line, never broken), then `after`.
pub struct Leaving {
    pub lines: Vec<String>,
    pub whole: Vec<String>,
    pub after: Vec<String>,
}

/// The lines printed on leaving the game (the state file saved to `saved_to`): the quit
/// line; the line to share and under it its record, whole, for anyone to check (`tui2048
/// verify`); and what the two are for.
pub fn leaving_lines(model: &Model, saved_to: Option<&Path>) -> Leaving {
    let mut lines = vec![quit_line(model, saved_to)];
    lines.extend(model.shared());
    let whole: Vec<String> = model.shared_record().into_iter().collect();
    let after = if whole.is_empty() {
        Vec::new()
    } else {
        vec![model.texts().share_note()]
    };
    Leaving {
        lines,
        whole,
        after,
    }
}

/// The plain interface's one line on quitting: saved or not (and why), the score and the
/// best. No path, no record: `tui2048 export` gives the record when it is asked for.
pub fn plain_quit_line(model: &Model) -> String {
    let t = model.texts();
    let (score, best) = (model.game().score(), model.best_score());
    match model.saving().trouble() {
        None => t.plain_quit(score, best),
        Some(off) => t.plain_quit_not_saved(&t.unsaved(&off), score, best),
    }
}

/// The lines printed on leaving the race, in order: how it ended, the race's line to
/// share (once a move was played), then what became of its game kept on the way out
/// (`kept`: the records file's answers; a file that could not be written is said once),
/// as the game says it on its status line.
pub fn race_leaving_lines(race: &Race, kept: Vec<Result<KeptNote, SaveError>>) -> Vec<String> {
    let texts = race.player().texts();
    let mut notes: Vec<String> = kept
        .into_iter()
        .filter_map(|result| kept_note(texts, result))
        .map(|note| shown(&note).into_owned())
        .collect();
    notes.dedup();
    let mut lines = vec![shown(&race_left_line(race)).into_owned()];
    if race.moves() > 0 {
        lines.push(race.share_line());
    }
    lines.extend(notes);
    lines
}

/// What is printed on leaving the race: how it ended.
fn race_left_line(race: &Race) -> String {
    let t = race.player().texts();
    if race.moves() == 0 {
        return t.race_left_unplayed().to_string();
    }
    let s = race.standing();
    if !race.decided() {
        return t.race_left_early(s.at, s.mine, s.theirs);
    }
    t.race_left(
        t.race_winner(race.rival(), s.lead()),
        &t.race_scores(s.mine, s.theirs, s.at),
        &t.race_margin(s.lead(), s.ahead_from),
    )
}
