//! The first model: the saved game resumed, or a new one, as the command line asks.

use crate::app::{Model, Saving, UNDO_LIMIT, UndoStack};
use crate::game::{FinishedGame, GameState, Rules, SpawnRule, Status, record_finished};
use crate::store::{Opened, Saved};

/// What the command line asks of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameOptions {
    pub size: Option<usize>,
    pub target: Option<u64>,
    pub spawn: Option<SpawnRule>,
    pub seed: Option<u64>,
}

impl GameOptions {
    /// Whether the command line asks for a new game (any rule or a seed given).
    pub fn wants_new_game(&self) -> bool {
        self.size.is_some() || self.target.is_some() || self.spawn.is_some() || self.seed.is_some()
    }

    /// `base` with the given rules put over it.
    pub fn rules_over(&self, base: Rules) -> Rules {
        Rules {
            size: self.size.unwrap_or(base.size),
            target: self.target.unwrap_or(base.target),
            spawn: self.spawn.unwrap_or(base.spawn),
        }
    }
}

/// The model to start with. `fresh_seed` is the seed of a new game when the command line
/// gives none; `now` is the wall clock (seconds since 1970). Returns whether the state file
/// should be written at once (something new).
pub fn initial_model(
    opened: Opened,
    options: GameOptions,
    fresh_seed: u64,
    now: u64,
) -> (Model, bool) {
    let seed = options.seed.unwrap_or(fresh_seed);
    match opened {
        Opened::Resumed {
            saved:
                Saved {
                    best,
                    best_assisted,
                    stats,
                    game,
                    undo,
                    history,
                },
            new_game,
        } => {
            let mut model = Model::new(game);
            model.scores.history = history;
            model.scores.best = best;
            model.scores.best_assisted = best_assisted;
            // The file counts the game in play; the model counts it when it ends.
            model.scores.stats = stats.without_game(&model.game);
            model.undo = UndoStack::from_states(undo, UNDO_LIMIT);
            if new_game && !options.wants_new_game() {
                // The saved board held no tile: its rules start a new game.
                model.notice = Some("The saved board was empty: a new game starts".into());
                return (model, true);
            }
            if !options.wants_new_game() {
                model.notice = Some("Welcome back: your game is as you left it".into());
                return (model, false);
            }
            let rules = options.rules_over(model.game.rules());
            let old = std::mem::replace(&mut model.game, GameState::new(rules, seed));
            // The saved game ends here, unless it had ended already.
            if old.status() != Status::Over && model.scores.stats.count_end(&old) {
                record_finished(&mut model.scores.history, FinishedGame::of(&old, now));
            }
            model.undo.push(old);
            model.notice = Some("New game: u brings the saved one back".into());
            (model, true)
        }
        Opened::Fresh => {
            let model = Model::new(GameState::new(options.rules_over(Rules::default()), seed));
            (model, true)
        }
        Opened::Corrupt {
            reason,
            kept,
            best,
            stats,
        } => {
            let mut model = Model::new(GameState::new(options.rules_over(Rules::default()), seed));
            model.scores.best = best;
            // What could be read counts the games that ended, the one lost among them.
            model.scores.stats = stats;
            model.notice = Some(match kept {
                Some(ref path) => format!(
                    "The saved game could not be read; it was kept as {} in {} ({reason})",
                    path.file_name().unwrap_or_default().to_string_lossy(),
                    path.parent()
                        .map(|p| p.display().to_string())
                        .unwrap_or_default()
                ),
                None => format!(
                    "The saved game could not be read; it was left in place and saving is off ({reason})"
                ),
            });
            if kept.is_none() {
                model.saving = Saving::Off("the unreadable file is kept in place".into());
            }
            (model, true)
        }
    }
}
