//! The first model: the saved game resumed, or a new one, as the command line asks.

use crate::app::{Model, Saving, UNDO_LIMIT, UndoStack, share_line, text};
use crate::game::{
    Day, FinishedGame, GameState, Origin, Record, Rules, SpawnRule, Start, Status, record_finished,
};
use crate::store::{Opened, Saved};

/// What the command line asks of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameOptions {
    pub size: Option<usize>,
    pub target: Option<u64>,
    pub spawn: Option<SpawnRule>,
    pub seed: Option<u64>,
    /// Today's game (`--daily`): the day's seed and the default rules, in a slot of its own.
    pub daily: Option<Day>,
}

impl GameOptions {
    /// Whether the command line asks for a new game (any rule or a seed given).
    pub fn wants_new_game(&self) -> bool {
        self.size.is_some() || self.target.is_some() || self.spawn.is_some() || self.seed.is_some()
    }

    /// The game a new start begins with, and its record's start.
    fn new_game(&self, base: Rules, fresh_seed: u64) -> (GameState, Start) {
        match self.daily {
            Some(day) => (
                GameState::new(Rules::default(), day.seed()),
                Start::Daily(day),
            ),
            None => {
                let seed = self.seed.unwrap_or(fresh_seed);
                (
                    GameState::new(self.rules_over(base), seed),
                    Start::Seed(seed),
                )
            }
        }
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
/// should be written at once (something new), and the records of games that end here.
pub fn initial_model(
    opened: Opened,
    options: GameOptions,
    fresh_seed: u64,
    now: u64,
) -> (Model, bool, Vec<Record>) {
    match opened {
        Opened::Resumed { saved, new_game } => {
            let Saved {
                best,
                best_assisted,
                stats,
                game,
                undo,
                history,
                record,
            } = *saved;
            let mut model = Model::new(game);
            if let Some(record) = record {
                model.record = record;
            }
            model.scores.history = history;
            model.scores.best = best;
            model.scores.best_assisted = best_assisted;
            // The file counts the game in play; the model counts it when it ends.
            model.scores.stats = stats.without_game(&model.game);
            model.undo = UndoStack::from_states(undo, UNDO_LIMIT);
            let todays = |day: Day| *model.record.origin() == Origin::Daily(day);
            let resume = match options.daily {
                Some(day) => todays(day),
                None => !options.wants_new_game(),
            };
            if new_game && resume {
                // The saved board held no tile: its rules start a new game.
                model.notice = Some(text::EMPTY_BOARD.into());
                let (game, start) = options.new_game(model.game.rules(), fresh_seed);
                model.record = Record::starting(&game, start);
                model.game = game;
                return (model, true, Vec::new());
            }
            if resume {
                // A daily game that ended is shared again on the way out.
                if model.game.status() == Status::Over {
                    model.shared = share_line(&model.record, &model.game, None);
                }
                model.notice = Some(match options.daily {
                    Some(day) => text::welcome_back_daily(day),
                    None => text::WELCOME_BACK.into(),
                });
                return (model, false, Vec::new());
            }
            let (game, start) = options.new_game(model.game.rules(), fresh_seed);
            let old = std::mem::replace(&mut model.game, game);
            let mut record =
                std::mem::replace(&mut model.record, Record::starting(&model.game, start));
            // The saved game ends here, unless it had ended already.
            let mut finished = Vec::new();
            if old.status() != Status::Over && model.scores.stats.count_end(&old) {
                record_finished(&mut model.scores.history, FinishedGame::of(&old, now));
                record.finish(now);
                if !record.moves().is_empty() {
                    finished.push(record.clone());
                }
            }
            model.earlier.push(record);
            model.undo.push(old);
            model.notice = Some(match options.daily {
                Some(day) => text::daily_greeting(day),
                None => text::NEW_GAME_SAVED_BACK.into(),
            });
            (model, true, finished)
        }
        Opened::Fresh => {
            let (game, start) = options.new_game(Rules::default(), fresh_seed);
            let mut model = Model::new(game);
            model.record = Record::starting(&model.game, start);
            if let Some(day) = options.daily {
                model.notice = Some(text::daily_greeting(day));
            }
            (model, true, Vec::new())
        }
        Opened::Corrupt {
            reason,
            kept,
            best,
            stats,
        } => {
            let (game, start) = options.new_game(Rules::default(), fresh_seed);
            let mut model = Model::new(game);
            model.record = Record::starting(&model.game, start);
            model.scores.best = best;
            // What could be read counts the games that ended, the one lost among them.
            model.scores.stats = stats;
            model.notice = Some(match kept {
                Some(ref path) => text::unreadable_kept(
                    path.file_name().unwrap_or_default().to_string_lossy(),
                    path.parent()
                        .map(|p| p.display().to_string())
                        .unwrap_or_default(),
                    &reason,
                ),
                None => text::unreadable_left(&reason),
            });
            if kept.is_none() {
                model.saving = Saving::Off(text::UNREADABLE_KEPT_IN_PLACE.into());
            }
            (model, true, Vec::new())
        }
    }
}
