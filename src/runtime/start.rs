//! The first model: the saved game resumed, or a new one, as the command line asks; and
//! the run's settings, from the command line, the settings file and the environment.

use std::path::{Path, PathBuf};

use super::Settings;
use crate::ai::Strength;
use crate::app::{Model, Saving, Theme, UNDO_LIMIT, UndoStack, share_line, text};
use crate::game::{Day, GameState, Origin, Record, Rules, SpawnRule, Start, Status};
use crate::store::config::Config;
use crate::store::{InPlay, Opened, Part, Salvage, Saved};
use crate::ui::ColorMode;

/// What the command line says of the look and feel; `None` where it says nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    pub theme: Option<Theme>,
    /// `Some(None)` is `--colors auto`: the environment decides.
    pub colors: Option<Option<ColorMode>>,
    pub animation: Option<bool>,
    pub mouse: Option<bool>,
    pub strength: Option<Strength>,
}

/// The run's settings: each from its flag, else the settings file, else (for the colours)
/// the environment's hints, else its default. So a flag or the file overrides `NO_COLOR`,
/// as no-color.org asks of a setting the user made. `env` reads the environment's colour
/// mode, only when it is needed.
pub fn settings(flags: Flags, file: &Config, env: impl FnOnce() -> ColorMode) -> Settings {
    let theme = flags
        .theme
        .or_else(|| file.theme.and_then(Theme::named))
        .unwrap_or_default();
    let colors = flags
        .colors
        .or_else(|| file.colors.map(color_mode))
        .flatten();
    let strength = flags
        .strength
        .or(match file.strength {
            Some("strong") => Some(Strength::Strong),
            Some("fast") => Some(Strength::Fast),
            _ => None,
        })
        .unwrap_or_default();
    Settings {
        theme,
        color: colors.unwrap_or_else(env),
        animate: flags.animation.or(file.animation).unwrap_or(true),
        mouse: flags.mouse.or(file.mouse).unwrap_or(true),
        strength,
    }
}

/// The colour mode of a name of the settings file (`None`: auto, the environment's).
fn color_mode(name: &str) -> Option<ColorMode> {
    match name {
        "truecolor" => Some(ColorMode::TrueColor),
        "256" => Some(ColorMode::Ansi256),
        "16" => Some(ColorMode::Ansi16),
        "none" => Some(ColorMode::None),
        _ => None,
    }
}

/// The settings file of a run: where a choice made in the game is kept (none: nowhere),
/// and what was wrong with the file when it was read, to be said once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConfigFile {
    pub path: Option<PathBuf>,
    pub problem: Option<String>,
}

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
            // Undo may take an ending back as it could before the program stopped.
            let endings = model.endings_in_reach();
            model.scores.retake(&endings);
            let todays = |day: Day| *model.record.origin() == Origin::Daily(day);
            // The daily slot holds only the day's game: another day's does not come back.
            if options.daily.is_some_and(|day| !todays(day)) {
                model.undo = UndoStack::new(UNDO_LIMIT);
            }
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
            if old.status() != Status::Over && model.scores.count_end(&old, now) {
                record.finish(now);
                if !record.moves().is_empty() {
                    finished.push(record.clone());
                }
            }
            // Another day's game is done with; any other comes back with undo.
            if options.daily.is_none() {
                model.earlier.push(record);
                model.undo.push(old);
            }
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
            salvage,
        } => {
            let notice = corrupt_notice(&reason, kept.as_deref(), &salvage);
            let Salvage {
                best,
                best_assisted,
                stats,
                history,
                game,
                ..
            } = *salvage;
            let (mut model, finished) = match game {
                // A file cut after its game: the game plays on.
                Some(in_play) => {
                    let InPlay { game, record, undo } = *in_play;
                    let saved = Saved {
                        best,
                        best_assisted,
                        stats,
                        game,
                        undo,
                        history,
                        record,
                    };
                    let resumed = Opened::Resumed {
                        saved: Box::new(saved),
                        new_game: false,
                    };
                    let (model, _, finished) = initial_model(resumed, options, fresh_seed, now);
                    (model, finished)
                }
                None => {
                    let (game, start) = options.new_game(Rules::default(), fresh_seed);
                    let mut model = Model::new(game);
                    model.record = Record::starting(&model.game, start);
                    model.scores.best = best;
                    model.scores.best_assisted = best_assisted;
                    model.scores.history = history;
                    // What could be read counts the games that ended, the one lost among
                    // them.
                    model.scores.stats = stats;
                    (model, Vec::new())
                }
            };
            model.notice = Some(notice);
            if kept.is_none() {
                model.saving = Saving::Off(text::UNREADABLE_KEPT_IN_PLACE.into());
            }
            (model, true, finished)
        }
    }
}

/// What the player is told of a state file that could not be used: what of it was kept
/// and what was lost, where the file went, and why.
fn corrupt_notice(reason: &str, kept: Option<&Path>, salvage: &Salvage) -> String {
    let words = |parts: &[Part]| -> Vec<&'static str> {
        // The recent games are part of the statistics, when both are in one list.
        let merged = parts.contains(&Part::Stats);
        parts
            .iter()
            .filter(|&&part| !(merged && part == Part::History))
            .map(|part| match part {
                Part::Best => text::PART_BEST,
                Part::Stats => text::PART_STATS,
                Part::Game => text::PART_GAME,
                Part::Undo => text::PART_UNDO,
                Part::History => text::PART_HISTORY,
            })
            .collect()
    };
    let kept_as = kept.map(|path| path.file_name().unwrap_or_default().to_string_lossy());
    text::unreadable(
        salvage.cut,
        &words(&salvage.kept),
        &words(&salvage.lost),
        kept_as.as_deref(),
        reason,
    )
}
