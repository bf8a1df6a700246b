//! What the box of the game's end says, decided in one place as a value ([`EndBox`]): its
//! title, its facts and its buttons. The texts make its words (`Texts::end_*`); the view
//! lays them out in the form that fits.

use super::keymap::Action;
use super::model::Model;
use tui2048_engine::game::Status;

/// The box of the game's end, when the game waits on the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndBox {
    /// The game is won (else over).
    pub won: bool,
    /// The buttons, in their order.
    pub buttons: Vec<Action>,
    pub score: u64,
    /// The largest tile on the board.
    pub largest: u64,
    pub best: BestFact,
    /// A daily game's streaks on its day: games finished and won.
    pub streak: Option<(u32, u32)>,
    /// The game has a line to share (said under the score, where there is room).
    pub shares: bool,
}

/// What the box says of the best score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BestFact {
    /// The game was assisted: the best of assisted games.
    Assisted(u64),
    /// The score is a new best of the player's own games.
    New,
    /// The player's own best.
    Is(u64),
}

impl Model {
    /// The box of the game's end, when the game is won or over: Copy is offered where
    /// there is a line to share and its key is kept; after a game over, undo and replay
    /// only when there is something to undo or replay.
    pub fn end_box(&self) -> Option<EndBox> {
        let game = self.game();
        let shares = self.shared.is_some();
        let copies = shares && !self.keymap().keys(Action::Copy).is_empty();
        let (won, buttons): (bool, &[Action]) = match game.status() {
            Status::Won => (true, &[Action::KeepGoing, Action::Restart, Action::Copy]),
            Status::Over => (
                false,
                &[Action::Restart, Action::Replay, Action::Undo, Action::Copy],
            ),
            Status::Playing | Status::KeepPlaying => return None,
        };
        let buttons = buttons
            .iter()
            .copied()
            .filter(|&a| match a {
                Action::Undo => !self.session().undo_stack().is_empty(),
                Action::Replay => !self.session().record().moves().is_empty(),
                Action::Copy => copies,
                _ => true,
            })
            .collect();
        let score = game.score();
        let best = if game.assisted() {
            BestFact::Assisted(self.best_score())
        } else if score > 0 && score >= self.best_score() {
            BestFact::New
        } else {
            BestFact::Is(self.best_score())
        };
        let streak = self
            .session()
            .record()
            .origin()
            .day()
            .map(|day| self.scores().stats.daily.on(day));
        Some(EndBox {
            won,
            buttons,
            score,
            largest: game.board().max_tile(),
            best,
            streak,
            shares,
        })
    }
}
