//! The first model: the saved game resumed, or a new one, as the command line asks; and
//! the run's settings, from the command line, the settings file and the environment.

use std::path::{Path, PathBuf};

use super::Settings;
use crate::ai::Strength;
use crate::app::text::{Language, Texts};
use crate::app::{Model, Saving, Scores, Session, Theme, share_line};
use crate::game::{Day, GameState, Origin, Record, Rules, SpawnRule, Start, Status};
use crate::store::config::{Config, Problem};
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
    pub language: Option<Language>,
}

/// The run's settings: each from its flag, else the settings file, else (for the colours)
/// the environment's hints, else its default. So a flag or the file overrides `NO_COLOR`,
/// as no-color.org asks of a setting the user made. `env` reads the environment's colour
/// mode and `locale` its language, each only when it is needed.
pub fn settings(
    flags: Flags,
    file: &Config,
    env: impl FnOnce() -> ColorMode,
    locale: impl FnOnce() -> Language,
) -> Settings {
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
        language: Language::chosen(
            flags.language,
            file.language.and_then(Language::named),
            locale,
        ),
    }
}

/// Whether the status line says how to get the original's palette: when the colours were
/// guessed as 256 from the environment (no flag or setting named them) and the settings
/// file does not say the player has seen it.
pub fn palette_tip(flags: Flags, file: &Config, color: ColorMode) -> bool {
    let named = flags
        .colors
        .or_else(|| file.colors.map(color_mode))
        .flatten();
    named.is_none() && color == ColorMode::Ansi256 && file.truecolor_tip != Some("seen")
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
    pub problem: Option<Problem>,
    /// Whether to say how to get the original's palette ([`palette_tip`]).
    pub palette_tip: bool,
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
    language: Language,
    fresh_seed: u64,
    now: u64,
) -> (Model, bool, Vec<Record>) {
    let (model, fresh, finished) = first_model(opened, options, language.texts(), fresh_seed, now);
    (model.in_language(language), fresh, finished)
}

/// [`initial_model`], its words in `texts`.
fn first_model(
    opened: Opened,
    options: GameOptions,
    texts: &dyn Texts,
    fresh_seed: u64,
    now: u64,
) -> (Model, bool, Vec<Record>) {
    match opened {
        Opened::Resumed {
            saved,
            new_game,
            earlier,
        } => resumed(*saved, earlier, new_game, options, texts, fresh_seed, now),
        Opened::Fresh => {
            let (game, start) = options.new_game(Rules::default(), fresh_seed);
            let notice = options.daily.map(|day| texts.daily_greeting(day));
            let model = Model::of(Session::starting(game, start), Scores::default());
            (model.with_notice(notice), true, Vec::new())
        }
        Opened::Corrupt {
            reason,
            kept,
            salvage,
        } => {
            let notice = corrupt_notice(texts, &reason, kept.as_deref(), &salvage);
            let Salvage {
                best,
                best_assisted,
                stats,
                history,
                game,
                ..
            } = *salvage;
            let (model, finished) = match game {
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
                    let (model, _, finished) =
                        resumed(saved, Vec::new(), false, options, texts, fresh_seed, now);
                    (model, finished)
                }
                None => {
                    let (game, start) = options.new_game(Rules::default(), fresh_seed);
                    // What could be read counts the games that ended, the one lost among
                    // them.
                    let scores = Scores::kept(best, best_assisted, stats, history);
                    (
                        Model::of(Session::starting(game, start), scores),
                        Vec::new(),
                    )
                }
            };
            let mut model = model.with_notice(None).with_warnings(vec![notice]);
            if kept.is_none() {
                model = model.with_saving(Saving::Off(texts.unreadable_kept_in_place().into()));
            }
            (model, true, finished)
        }
    }
}

/// The model of a state file that was read: its game resumed, or a new one in its place as
/// the command line asks (the saved game then ends, and stays one undo away unless it is
/// another day's).
fn resumed(
    saved: Saved,
    earlier: Vec<Record>,
    new_game: bool,
    options: GameOptions,
    texts: &dyn Texts,
    fresh_seed: u64,
    now: u64,
) -> (Model, bool, Vec<Record>) {
    let Saved {
        best,
        best_assisted,
        stats,
        game,
        undo,
        history,
        record,
    } = saved;
    let mut session = Session::resume(game, undo, record).with_earlier(earlier.clone());
    // The file counts the game in play; the model counts it when it ends.
    let stats = stats.without_game(session.game());
    let mut scores = Scores::kept(best, best_assisted, stats, history);
    // Undo may take an ending back as it could before the program stopped.
    scores.retake(&session.endings_in_reach());
    let resume = match options.daily {
        Some(day) => *session.record().origin() == Origin::Daily(day),
        None => !options.wants_new_game(),
    };
    let rules = session.game().rules();
    if new_game && resume {
        // The saved board held no tile: its rules start a new game, its undo list kept.
        let (game, start) = options.new_game(rules, fresh_seed);
        let undo = session.undo_stack().iter().cloned().collect();
        let record = Record::starting(&game, start);
        let session = Session::resume(game, undo, Some(record)).with_earlier(earlier);
        let model = Model::of(session, scores).with_notice(Some(texts.empty_board().into()));
        return (model, true, Vec::new());
    }
    if resume {
        // A daily game that ended is shared again on the way out.
        let game = session.game();
        let shared = (game.status() == Status::Over)
            .then(|| share_line(texts, session.record(), game, None, &scores.stats.daily))
            .flatten();
        let notice = match options.daily {
            Some(day) => texts.welcome_back_daily(day),
            None => texts.welcome_back().into(),
        };
        let model = Model::of(session, scores)
            .with_shared(shared)
            .with_notice(Some(notice));
        return (model, false, Vec::new());
    }
    let (game, start) = options.new_game(rules, fresh_seed);
    let (session, finished, notice) = match options.daily {
        // The daily slot holds only the day's game: another day's is done with.
        Some(day) => {
            let finished = session.finish(&mut scores, now);
            let fresh = Session::starting(game, start);
            (fresh, finished, texts.daily_greeting(day))
        }
        // Any other comes back with undo.
        None => {
            let finished = session.begin(game, start, &mut scores, now);
            (session, finished, texts.new_game_saved_back().into())
        }
    };
    let model = Model::of(session, scores).with_notice(Some(notice));
    (model, true, finished.into_iter().collect())
}

/// What the player is told of a state file that could not be used: what of it was kept
/// and what was lost, where the file went, and why.
fn corrupt_notice(
    texts: &dyn Texts,
    reason: &str,
    kept: Option<&Path>,
    salvage: &Salvage,
) -> String {
    let words = |parts: &[Part]| -> Vec<&'static str> {
        // The recent games are part of the statistics, when both are in one list.
        let merged = parts.contains(&Part::Stats);
        parts
            .iter()
            .filter(|&&part| !(merged && part == Part::History))
            .map(|part| match part {
                Part::Best => texts.part_best(),
                Part::Stats => texts.part_stats(),
                Part::Game => texts.part_game(),
                Part::Undo => texts.part_undo(),
                Part::History => texts.part_history(),
            })
            .collect()
    };
    let kept_as = kept.map(|path| path.file_name().unwrap_or_default().to_string_lossy());
    texts.unreadable(
        salvage.cut,
        &words(&salvage.kept),
        &words(&salvage.lost),
        kept_as.as_deref(),
        reason,
    )
}
