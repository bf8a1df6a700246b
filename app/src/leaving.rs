//! The lines printed on the normal screen on the way out of the game and the race.

use std::path::Path;

use super::race::Race;
use super::text::shown;
use super::{Model, Saving};

/// The line printed on quitting: the score, the best, and whether the game was saved
/// (where, or why not).
pub fn quit_line(model: &Model, saved_to: Option<&Path>) -> String {
    let t = model.texts();
    let score = model.game().score();
    let best = model.best_score();
    let saved = match (model.saving(), saved_to) {
        (Saving::On, Some(path)) => t.saved_in(&tui2048_store::shown::path(path)),
        (Saving::On, None) => t.saved().to_string(),
        (Saving::Failing(why) | Saving::Off(why), _) => t.not_saved(why),
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

/// The plain interface's one line on quitting: saved or not (and why), the score and the
/// best. No path, no record: `tui2048 export` gives the record when it is asked for.
pub fn plain_quit_line(model: &Model) -> String {
    let t = model.texts();
    let (score, best) = (model.game().score(), model.best_score());
    match model.saving() {
        Saving::On => t.plain_quit(score, best),
        Saving::Failing(why) | Saving::Off(why) => t.plain_quit_not_saved(why, score, best),
    }
}

/// What is printed on leaving the race.
pub fn race_left_line(race: &Race) -> String {
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
