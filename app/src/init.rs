//! The app's start (Elm's `init`): from what the runtime found (the state file, the
//! settings and their problem, why nothing will be saved, the clock, the system's
//! randomness), the first model and the commands it starts with. The game and the race
//! start here alike.

use super::keymap::Keymap;
use super::model::Shared;
use super::msg::Cmd;
use super::notice::{Notice, Off, SettingsRead, Unreadable};
use super::race::{Race, RaceCmd};
use super::say::settings_notice;
use super::text::Speaks;
use super::text::Texts;
use super::update::update_in_place;
use super::{Model, Msg, Saving, Scores, Session};
use crate::settings::{Language, Settings};
use tui2048_engine::game::{
    Day, GameIds, GameState, Origin, Record, Rules, SpawnRule, Stats, Status, Tally,
};
use tui2048_store::config::Problem;
use tui2048_store::{EARLIER_SAVED, InPlay, Opened, Salvage, Saved};

/// What the runtime found at start, for [`init`] and [`init_race`].
#[derive(Debug)]
pub struct Start {
    /// What the state file (or the daily slot) held.
    pub opened: Opened,
    /// Why nothing will be saved, when nothing will.
    pub off: Option<Off>,
    /// The races counted in the records file.
    pub races: Tally,
    /// The settings of the run.
    pub settings: Settings,
    /// What was wrong with the settings file, if anything.
    pub problem: Option<Problem>,
    /// What the command line asks of the game.
    pub options: GameOptions,
    /// The system's randomness, drawn for a new game.
    pub fresh: Fresh,
    /// The wall clock, in seconds since 1970.
    pub now: u64,
}

/// The game's first model, with `on` (a replay's board and its record) played on in place
/// of the saved game when given, and the commands it starts with: the state file written
/// at once when something in it is new, the games that ended here kept, the palette's tip
/// marked as seen. Every word the status line starts with is decided here, in its turn:
/// a settings file's problem first, then how to get the original's palette, then what the
/// game has to say (a damaged save, the welcome), then why the game is not saved.
pub fn init(start: Start, on: Option<(Record, GameState)>) -> (Model, Vec<Cmd>) {
    let Start {
        opened,
        off,
        races,
        settings,
        problem,
        options,
        fresh,
        now,
    } = start;
    let (mut model, fresh_state, finished) =
        initial_model(opened, options, settings.language, fresh, now);
    let mut cmds: Vec<Cmd> = finished
        .into_iter()
        .map(|record| Cmd::Keep(Box::new(record)))
        .collect();
    let mut save = fresh_state;
    if let Some(on) = on {
        for cmd in update_in_place(&mut model, Msg::PlayOn(Box::new(on))) {
            match cmd {
                Cmd::Save => save = true,
                cmd => cmds.push(cmd),
            }
        }
    }
    // The races are counted in the records file, apart from the games of the state file.
    let scores = model.scores().clone().with_races(races);
    let (keymap, said) = settings_read(settings.language.texts(), &settings, problem.as_ref());
    let model = dressed(model.with_scores(scores), &settings, keymap, now);
    let mut warnings = said;
    // The palette's tip is said once: the settings file keeps that it was seen (where it
    // cannot, a file that does not parse or a folder that cannot be written, it is said
    // again next time).
    if settings.palette_tip {
        warnings.push(Notice::PaletteTip { far: settings.far });
        if settings.file.is_some() || settings.far {
            cmds.push(Cmd::TipSeen);
        }
    }
    // A guest is told at once that nothing is kept (they came without a key); anyone else
    // when there is something to lose.
    if off == Some(Off::Guest) {
        warnings.insert(0, Notice::NothingSaved(Off::Guest));
    }
    let mut model = model.with_warnings(warnings);
    if let Some(off) = off {
        if off != Off::Guest {
            model = model.with_warnings_after(vec![Notice::NothingSaved(off.clone())]);
        }
        model = model.with_saving(Saving::Off(off));
    }
    if save {
        cmds.push(Cmd::Save);
    }
    (model, cmds)
}

/// The race's first state, and the commands it starts with: the games that ended here
/// kept, and a state file that could not be read saved as what could be read of it (as
/// the game would save it; the race's own game is not the save's). The words come in the
/// game's order (a settings file's problem, a damaged save, why nothing is kept), then
/// the race's own.
pub fn init_race(start: Start, race: Race) -> (Race, Vec<RaceCmd>) {
    let Start {
        opened,
        off,
        settings,
        problem,
        fresh,
        now,
        ..
    } = start;
    let salvaged = matches!(opened, Opened::Corrupt { .. });
    let language = settings.language;
    let (home, _, finished) = initial_model(opened, GameOptions::default(), language, fresh, now);
    let t = language.texts();
    let (keymap, mut warnings) = settings_read(t, &settings, problem.as_ref());
    if salvaged {
        warnings.extend(home.notice().cloned());
    }
    warnings.extend(off.map(Notice::NothingSaved));
    let notice = Notice::RaceStart(race.rival());
    let race = race
        .in_language(language)
        .dressed(|player| dressed(player, &settings, keymap, now))
        .with_warnings(warnings, notice);
    let mut cmds: Vec<RaceCmd> = finished
        .into_iter()
        .map(|record| RaceCmd::Keep(Box::new(record)))
        .collect();
    if salvaged {
        cmds.push(RaceCmd::SaveHome(Box::new((
            saved_of(&home),
            earlier_of(&home),
        ))));
    }
    (race, cmds)
}

/// The keys of the run (the key table's with the settings file's `[keys]` over them),
/// and what the player is told of the settings file's problems (its `[keys]` table's
/// among them), a notice a line (counted in the words of `texts`).
fn settings_read(
    texts: &Texts,
    settings: &Settings,
    problem: Option<&Problem>,
) -> (Keymap, Vec<Notice>) {
    let (keymap, keys) = Keymap::of(&settings.keys);
    let lines = settings_notice(texts, problem, settings.file.as_deref(), &keys).len();
    let read = SettingsRead {
        problem: problem.cloned(),
        path: settings.file.clone(),
        keys,
    };
    let said = (0..lines)
        .map(|line| Notice::Settings {
            read: Box::new(read.clone()),
            line,
        })
        .collect();
    (keymap, said)
}

/// `model` as the settings, the keys and the clock of the run have it.
fn dressed(model: Model, settings: &Settings, keymap: Keymap, now: u64) -> Model {
    model
        .animated(settings.animate)
        .in_theme(settings.theme)
        .with_settings_file(settings.file.clone())
        .with_keys(keymap)
        .at_clock(now)
        .named(settings.name.clone())
}

/// The state file's content for a model.
pub fn saved_of(model: &Model) -> Saved {
    Saved {
        best: model.scores().best.clone(),
        best_assisted: model.scores().best_assisted.clone(),
        stats: stats_saved(model),
        game: model.game().clone(),
        undo: model.session().undo_stack().iter().cloned().collect(),
        history: model.scores().history.clone(),
        record: Some(model.session().record().clone()),
    }
}

/// The records of the games new games took the place of that the state file may keep
/// (oldest first): undo brings each back with its game.
pub fn earlier_of(model: &Model) -> Vec<Record> {
    let earlier = model.session().earlier();
    earlier[earlier.len().saturating_sub(EARLIER_SAVED)..].to_vec()
}

/// The counts the state file keeps: the game in play among them, but not among the
/// bests (which are of the games that ended; the game in play's are beside them).
fn stats_saved(model: &Model) -> Stats {
    let mut stats = model.stats_with_game();
    stats.own.best_tile = model.scores().stats.own.best_tile;
    stats.assisted.best_tile = model.scores().stats.assisted.best_tile;
    stats
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
    /// The seed a server deals today's game from, in place of the day's public one: kept
    /// by the server until the day has closed ([`Origin::Served`]).
    pub served: Option<u64>,
}

impl GameOptions {
    /// Whether the command line asks for a new game (any rule or a seed given).
    pub fn wants_new_game(&self) -> bool {
        self.size.is_some() || self.target.is_some() || self.spawn.is_some() || self.seed.is_some()
    }

    /// The game a new start begins with, and its record's start.
    fn new_game(&self, base: Rules, fresh_seed: u64) -> (GameState, Origin) {
        match self.daily_origin() {
            Some(origin) => (
                GameState::new(Rules::default(), origin.seed().unwrap_or_default()),
                origin,
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

    /// Where today's game starts, when it is asked for: the day's seed, or the server's.
    pub fn daily_origin(&self) -> Option<Origin> {
        let day = self.daily?;
        Some(match self.served {
            Some(seed) => Origin::Served(day, seed),
            None => Origin::Daily(day),
        })
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

/// What the runtime draws from the system's randomness for a start.
#[derive(Clone, Debug)]
pub struct Fresh {
    /// The seed of a new game when the command line gives none.
    pub seed: u64,
    /// The names of the games begun.
    pub ids: GameIds,
}

impl Fresh {
    /// Both from `seed`, for a test.
    #[cfg(any(test, feature = "testing"))]
    pub fn seeded(seed: u64) -> Fresh {
        Fresh {
            seed,
            ids: GameIds::from_seed(seed),
        }
    }

    /// Both from the system's randomness.
    pub fn random() -> Fresh {
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
pub fn initial_model(
    opened: Opened,
    options: GameOptions,
    language: Language,
    fresh: Fresh,
    now: u64,
) -> (Model, bool, Vec<Record>) {
    let (model, fresh, finished) = first_model(opened, options, fresh, now);
    (model.in_language(language), fresh, finished)
}

/// [`initial_model`], in no language yet.
fn first_model(
    opened: Opened,
    options: GameOptions,
    fresh: Fresh,
    now: u64,
) -> (Model, bool, Vec<Record>) {
    match opened {
        Opened::Resumed {
            saved,
            new_game,
            earlier,
        } => resumed(*saved, earlier, new_game, options, fresh, now),
        Opened::Fresh => {
            let (game, start) = options.new_game(Rules::default(), fresh.seed);
            let notice = options.daily.map(Notice::DailyGreeting);
            let model = Model::of(Session::starting(game, start, fresh.ids), Scores::default());
            (model.with_notice(notice), true, Vec::new())
        }
        Opened::Corrupt {
            reason,
            kept,
            salvage,
        } => {
            let notice = Notice::Unreadable(Box::new(Unreadable {
                cut: salvage.cut,
                kept: salvage.kept.clone(),
                lost: salvage.lost.clone(),
                kept_as: kept.clone(),
                reason,
            }));
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
                        resumed(saved, Vec::new(), false, options, fresh, now);
                    (model, finished)
                }
                None => {
                    let (game, start) = options.new_game(Rules::default(), fresh.seed);
                    // What could be read counts the games that ended, the one lost among
                    // them.
                    let scores = Scores::from_saved(best, best_assisted, stats, history);
                    (
                        Model::of(Session::starting(game, start, fresh.ids), scores),
                        Vec::new(),
                    )
                }
            };
            let mut model = model.with_notice(None).with_warnings(vec![notice]);
            if kept.is_none() {
                model = model.with_saving(Saving::Off(Off::LeftInPlace));
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
    let mut scores = Scores::from_saved(best, best_assisted, stats, history);
    // The game in play was reached: it is among the bests (a file an older version
    // wrote may not say so).
    scores.reach(session.game());
    let resume = match options.daily_origin() {
        Some(origin) => *session.record().origin() == origin,
        None => !options.wants_new_game(),
    };
    let rules = session.game().rules();
    if new_game && resume {
        // The saved board held no tile: its rules start a new game, its undo list kept.
        let (game, start) = options.new_game(rules, fresh_seed);
        let undo = session.undo_stack().iter().cloned().collect();
        let record = Record::starting(&game, start);
        let session = Session::resume(game, undo, Some(record), ids).with_earlier(earlier);
        let model = Model::of(session, scores).with_notice(Some(Notice::EmptyBoard));
        return (model, true, Vec::new());
    }
    if resume {
        // A game that ended or was won is shared again on the way out (with the player's
        // name once the settings give it: `Model::named`).
        let game = session.game();
        let shared =
            (game.status() == Status::Over || game.has_won()).then(|| Shared::of(&session));
        let notice = match options.daily {
            Some(day) => Notice::WelcomeBackDaily(day),
            None => Notice::WelcomeBack,
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
            (fresh, finished, Notice::DailyGreeting(day))
        }
        // Any other comes back with undo.
        None => {
            let finished = session.begin(game, start, &mut scores, now);
            (session, finished, Notice::NewGameSavedBack)
        }
    };
    let model = Model::of(session, scores).with_notice(Some(notice));
    (model, true, finished.into_iter().collect())
}
