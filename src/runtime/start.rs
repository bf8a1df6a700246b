//! The first model: the saved game resumed, or a new one, as the command line asks.

use std::path::Path;

use crate::app::say::damage;
use crate::app::text::Speaks;
use crate::app::text::Texts;
use crate::app::{Model, Saving, Scores, Session, share_line};
use crate::settings::Language;
use tui2048_engine::game::{Day, GameIds, GameState, Origin, Record, Rules, SpawnRule, Status};
use tui2048_store::{InPlay, Opened, Part, Salvage, Saved};

/// What the command line asks of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct GameOptions {
    pub size: Option<usize>,
    pub target: Option<u64>,
    pub spawn: Option<SpawnRule>,
    pub seed: Option<u64>,
    /// Today's game (`--daily`): the day's seed and the default rules, in a slot of its own.
    pub daily: Option<Day>,
}

impl GameOptions {
    /// Whether the command line asks for a new game (any rule or a seed given).
    pub(crate) fn wants_new_game(&self) -> bool {
        self.size.is_some() || self.target.is_some() || self.spawn.is_some() || self.seed.is_some()
    }

    /// The game a new start begins with, and its record's start.
    fn new_game(&self, base: Rules, fresh_seed: u64) -> (GameState, Origin) {
        match self.daily {
            Some(day) => (
                GameState::new(Rules::default(), day.seed()),
                Origin::Daily(day),
            ),
            None => {
                let seed = self.seed.unwrap_or(fresh_seed);
                (
                    GameState::new(self.rules_over(base), seed),
                    Origin::Seed(seed),
                )
            }
        }
    }

    /// `base` with the given rules put over it.
    pub(crate) fn rules_over(&self, base: Rules) -> Rules {
        Rules {
            size: self.size.unwrap_or(base.size),
            target: self.target.unwrap_or(base.target),
            spawn: self.spawn.unwrap_or(base.spawn),
        }
    }
}

/// What the runtime draws from the system's randomness for a start.
#[derive(Clone, Debug)]
pub(crate) struct Fresh {
    /// The seed of a new game when the command line gives none.
    pub seed: u64,
    /// The names of the games begun.
    pub ids: GameIds,
}

impl Fresh {
    /// Both from `seed`, for a test.
    #[cfg(test)]
    pub(crate) fn seeded(seed: u64) -> Fresh {
        Fresh {
            seed,
            ids: GameIds::from_seed(seed),
        }
    }

    /// Both from the system's randomness.
    pub(crate) fn random() -> Fresh {
        Fresh {
            seed: rand::random(),
            ids: GameIds::from_seed(rand::random()),
        }
    }
}

/// The model to start with. `fresh` holds the seed of a new game when the command line
/// gives none and the names of the games begun; `now` is the wall clock (seconds since
/// 1970). Returns whether the state file should be written at once (something new), and
/// the records of games that end here.
pub(crate) fn initial_model(
    opened: Opened,
    options: GameOptions,
    language: Language,
    fresh: Fresh,
    now: u64,
) -> (Model, bool, Vec<Record>) {
    let (model, fresh, finished) = first_model(opened, options, language.texts(), fresh, now);
    (model.in_language(language), fresh, finished)
}

/// [`initial_model`], its words in `texts`.
fn first_model(
    opened: Opened,
    options: GameOptions,
    texts: &Texts,
    fresh: Fresh,
    now: u64,
) -> (Model, bool, Vec<Record>) {
    match opened {
        Opened::Resumed {
            saved,
            new_game,
            earlier,
        } => resumed(*saved, earlier, new_game, options, texts, fresh, now),
        Opened::Fresh => {
            let (game, start) = options.new_game(Rules::default(), fresh.seed);
            let notice = options.daily.map(|day| texts.daily_greeting(day));
            let model = Model::of(Session::starting(game, start, fresh.ids), Scores::default());
            (model.with_notice(notice), true, Vec::new())
        }
        Opened::Corrupt {
            reason,
            kept,
            salvage,
        } => {
            let notice = corrupt_notice(texts, &damage(texts, &reason), kept.as_deref(), &salvage);
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
                        resumed(saved, Vec::new(), false, options, texts, fresh, now);
                    (model, finished)
                }
                None => {
                    let (game, start) = options.new_game(Rules::default(), fresh.seed);
                    // What could be read counts the games that ended, the one lost among
                    // them.
                    let scores = Scores::kept(best, best_assisted, stats, history);
                    (
                        Model::of(Session::starting(game, start, fresh.ids), scores),
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
    texts: &Texts,
    fresh: Fresh,
    now: u64,
) -> (Model, bool, Vec<Record>) {
    let Fresh {
        seed: fresh_seed,
        mut ids,
    } = fresh;
    let Saved {
        best,
        best_assisted,
        stats,
        game,
        undo,
        history,
        record,
    } = saved;
    let mut session = Session::resume(game, undo, record, ids.fork()).with_earlier(earlier.clone());
    // The file counts the game in play; the model counts it when it ends.
    let stats = stats.without_game(session.game());
    let mut scores = Scores::kept(best, best_assisted, stats, history);
    // The game in play was reached: it is among the bests (a file an older version
    // wrote may not say so).
    scores.reach(session.game());
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
        let session = Session::resume(game, undo, Some(record), ids).with_earlier(earlier);
        let model = Model::of(session, scores).with_notice(Some(texts.empty_board().into()));
        return (model, true, Vec::new());
    }
    if resume {
        // A daily game that ended or was won is shared again on the way out.
        let game = session.game();
        let shared = (game.status() == Status::Over || game.has_won())
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
            let fresh = Session::starting(game, start, ids);
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
fn corrupt_notice(texts: &Texts, reason: &str, kept: Option<&Path>, salvage: &Salvage) -> String {
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
    let kept_as = kept.map(|path| tui2048_store::shown::os(path.file_name().unwrap_or_default()));
    texts.unreadable(
        salvage.cut,
        &words(&salvage.kept),
        &words(&salvage.lost),
        kept_as.as_deref(),
        reason,
    )
}
