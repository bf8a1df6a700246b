//! Models built for a test as the program builds them: through the core's constructors,
//! never by writing a field.

use tui2048_app::keymap::Action;
use tui2048_app::{LastMove, Model, Msg, Overlay, Scores, Session, update};
use tui2048_engine::game::{Day, Dir, GameIds, GameState, Origin, Rules, Status};

/// `model` with `undo` (oldest first) behind its game, its record kept.
pub(crate) fn with_undo(model: Model, undo: Vec<GameState>) -> Model {
    let session = model.session();
    let session = Session::resume(
        session.game().clone(),
        undo,
        Some(session.record().clone()),
        GameIds::from_seed(120),
    );
    model.with_session(session)
}

/// `model` with its scores as `change` leaves them.
pub(crate) fn rescored(model: Model, change: impl FnOnce(&mut Scores)) -> Model {
    let mut scores = model.scores().clone();
    change(&mut scores);
    model.with_scores(scores)
}

/// `model` with its last move drawn as `change` leaves it.
pub(crate) fn redrawn(model: Model, change: impl FnOnce(&mut LastMove)) -> Model {
    let mut last_move = model.last_move().clone();
    change(&mut last_move);
    model.with_last_move(last_move)
}

/// `model` playing `game` in place of its own, its undo list kept, the record from the
/// board.
pub(crate) fn playing(model: Model, game: GameState) -> Model {
    let undo = model.session().undo_stack().iter().cloned().collect();
    model.with_session(Session::resume(game, undo, None, GameIds::from_seed(119)))
}

/// `model` showing page `page` of its help or statistics.
pub(crate) fn on_page(model: Model, page: usize) -> Model {
    let overlay = match model.overlay() {
        Overlay::Help { .. } => Overlay::Help { page },
        Overlay::Stats { .. } => Overlay::Stats { page },
        other => panic!("{other:?} has no pages"),
    };
    model.with_overlay(overlay)
}

/// `model` playing the daily game of `day` under `rules` to `end` (a win, or a game over,
/// keeping on after a win), the first direction that moves each time, through `update`
/// (which counts its end in the daily streaks); then seen an hour into its day.
pub(crate) fn daily_played(model: Model, day: Day, rules: Rules, end: Status) -> Model {
    let start = GameState::new(rules, day.seed());
    let mut m = model.with_session(Session::starting(
        start,
        Origin::Daily(day),
        GameIds::from_seed(118),
    ));
    while m.game().status() != end {
        let dir = Dir::ALL
            .into_iter()
            .find(|&d| m.game().apply(d).is_some())
            .expect("a game that has not ended has a move");
        m = update(m, Msg::Action(Action::Move(dir))).0;
        if m.game().status() == Status::Won && end != Status::Won {
            m = update(m, Msg::Action(Action::KeepGoing)).0;
        }
    }
    m.at_clock(day.days() * 86_400 + 3_600)
}
