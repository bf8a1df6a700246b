//! The app's start (`init`, `init_race`): from what the runtime found, the first model,
//! every word its status line starts with, in its turn, and the commands it starts with.

use std::path::PathBuf;

use crate::app::{
    Cmd, Fresh, GameOptions, Model, Msg, Off, RaceCmd, Saving, Start, init, init_race, saved_of,
    update,
};
use crate::app::{Race, Scores, Session};
use crate::settings::{ColorMode, Interface, Labels, Language, Settings, Strength, Theme};
use tui2048_engine::game::{Dir, GameIds, GameState, Origin, Record, Rival, Rules, Tally};
use tui2048_store::config::{KeyProblem, KeyWrong, Problem};
use tui2048_store::{Fault, Opened, StateFile};

/// The seed of a new game at start, in every test here.
const FRESH: u64 = 5;

fn settings() -> Settings {
    Settings {
        theme: Theme::Classic,
        color: ColorMode::None,
        animate: false,
        mouse: true,
        strength: Strength::Fast,
        language: Language::English,
        interface: Interface::Full,
        labels: Labels::Numbers,
        palette_tip: false,
        file: None,
        name: None,
    }
}

fn start(opened: Opened, settings: Settings) -> Start {
    Start {
        opened,
        off: None,
        races: Tally::default(),
        settings,
        problem: None,
        options: GameOptions::default(),
        fresh: Fresh::seeded(FRESH),
        now: 1_800_000_000,
    }
}

/// Every notice the model has to say, in turn, each closed for the next.
fn said(mut m: Model) -> Vec<String> {
    let mut said = vec![];
    while let Some(notice) = m.notice() {
        said.push(notice.to_string());
        m = update(m, Msg::CloseNotice).0;
        assert!(said.len() < 10, "{said:?}");
    }
    said
}

fn problem() -> Problem {
    Problem::Keys {
        path: PathBuf::from("/cfg/config.toml"),
        first: KeyProblem {
            line: 2,
            key: "colour".into(),
            what: KeyWrong::Unknown,
        },
        more: 0,
    }
}

#[test]
fn a_first_start_says_each_thing_in_its_turn_and_asks_for_its_first_save() {
    let settings = Settings {
        palette_tip: true,
        file: Some(PathBuf::from("/cfg/config.toml")),
        ..settings()
    };
    let start = Start {
        problem: Some(problem()),
        off: Some(Off::NoHome),
        ..start(Opened::Fresh, settings)
    };
    let (m, cmds) = init(start, None);
    assert_eq!(
        said(m.clone()),
        [
            "/cfg/config.toml line 2: unknown key \"colour\" (the keys are theme, colors, \
         animation, mouse, strength, language, interface, labels, name); the rest was read",
            "256 colours guessed: for the original's palette, --colors truecolor (see ?)",
            "Saving is off: no home folder to keep the state file in (use --state)",
        ]
    );
    let why = "no home folder to keep the state file in (use --state)";
    assert_eq!(*m.saving(), Saving::Off(why.into()));
    // The tip is kept as seen; the new game is written at once.
    assert_eq!(cmds, [Cmd::TipSeen, Cmd::Save]);
    assert_eq!(*m.game(), GameState::new(Rules::default(), FRESH));
    assert_eq!(m.settings_file(), Some("/cfg/config.toml"));
    assert_eq!(m.clock(), 1_800_000_000);
}

#[test]
fn the_palette_tip_is_kept_as_seen_only_where_there_is_a_settings_file() {
    let settings = Settings {
        palette_tip: true,
        ..settings()
    };
    let (m, cmds) = init(start(Opened::Fresh, settings), None);
    assert_eq!(
        said(m),
        ["256 colours guessed: for the original's palette, --colors truecolor (see ?)"]
    );
    assert_eq!(cmds, [Cmd::Save]);
}

#[test]
fn a_save_that_fails_for_the_whole_run_is_said_last_and_turns_saving_off() {
    let start = Start {
        off: Some(Off::Fault(Fault::NotLocked)),
        ..start(Opened::Fresh, settings())
    };
    let (m, _) = init(start, None);
    let why = "the state file is not locked";
    assert_eq!(said(m.clone()), [format!("Saving is off: {why}")]);
    assert_eq!(*m.saving(), Saving::Off(why.into()));
}

/// A save of a game one move in, as the state file holds it.
fn saved_game() -> (Opened, Record) {
    let game = GameState::new(Rules::default(), 11);
    let session = Session::starting(game, Origin::Seed(11), GameIds::from_seed(3));
    let m = Model::of(session, Scores::default());
    let dir = Dir::ALL
        .into_iter()
        .find(|&d| m.game().apply(d).is_some())
        .unwrap();
    let m = update(m, Msg::Action(crate::app::keymap::Action::Move(dir))).0;
    let record = m.session().record().clone();
    let opened = Opened::Resumed {
        saved: Box::new(saved_of(&m)),
        new_game: false,
        earlier: vec![],
    };
    (opened, record)
}

#[test]
fn a_game_resumed_asks_nothing_and_a_new_one_over_it_keeps_the_game_it_ends() {
    let (opened, record) = saved_game();
    let (m, cmds) = init(start(opened, settings()), None);
    assert_eq!(
        said(m.clone()),
        ["Welcome back: your game is as you left it"]
    );
    assert_eq!(cmds, []);
    assert_eq!(m.game().moves(), 1);

    // A seed on the command line: a new game, the saved one kept with the finished games
    // and one undo away.
    let (opened, record_again) = saved_game();
    assert_eq!(record, record_again);
    let start = Start {
        options: GameOptions {
            seed: Some(9),
            ..GameOptions::default()
        },
        ..start(opened, settings())
    };
    let (m, cmds) = init(start, None);
    assert_eq!(said(m.clone()), ["New game — u brings the saved one back"]);
    assert_eq!(*m.game(), GameState::new(Rules::default(), 9));
    let [Cmd::Keep(kept), Cmd::Save] = &cmds[..] else {
        panic!("{cmds:?}");
    };
    assert!(kept.same_game(&record), "{kept:?}");
    assert_eq!(kept.moves(), record.moves());
}

#[test]
fn a_replays_board_played_on_takes_the_saved_games_place_and_is_saved() {
    let (opened, saved) = saved_game();
    let on = GameState::new(Rules::default(), 21);
    let record = Record::starting(&on, Origin::Seed(21));
    let (m, cmds) = init(start(opened, settings()), Some((record, on.clone())));
    assert_eq!(*m.game(), on);
    // The saved game ends here, one undo away: kept with the finished games.
    let [Cmd::Keep(kept), Cmd::Save] = &cmds[..] else {
        panic!("{cmds:?}");
    };
    assert!(kept.same_game(&saved), "{kept:?}");
}

#[test]
fn a_race_over_a_save_that_cannot_be_read_saves_what_could_be_read_and_says_so_first() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    std::fs::write(&path, r#"{"version":1,"game":{"board":[["#).unwrap();
    let (_file, opened) = StateFile::open(&path).unwrap();
    assert!(matches!(opened, Opened::Corrupt { .. }));
    let start = Start {
        problem: Some(problem()),
        ..start(opened, settings())
    };
    let race = Race::against_solver(Rules::default(), 3, Strength::Fast, GameIds::from_seed(4));
    let (race, cmds) = init_race(start, race);
    assert_eq!(race.rival(), Rival::Solver { strong: false });
    let said = said(race.player().clone());
    assert_eq!(said.len(), 3, "{said:?}");
    assert_eq!(
        said[0],
        "/cfg/config.toml line 2: unknown key \"colour\" (the keys are theme, colors, \
         animation, mouse, strength, language, interface, labels, name); the rest was read"
    );
    assert!(
        said[1].starts_with(
            "The saved game was cut short: lost best scores, stats, game and undo; it was \
             kept as state.json.corrupt-"
        ),
        "{said:?}"
    );
    assert_eq!(
        said[2],
        "Race! The solver moves when you do, on the same tiles"
    );
    // What could be read (nothing) is written in the file's place: a new game, no best.
    let [RaceCmd::SaveHome(home)] = &cmds[..] else {
        panic!("{cmds:?}");
    };
    let (saved, earlier) = &**home;
    assert_eq!(saved.game, GameState::new(Rules::default(), FRESH));
    assert!(earlier.is_empty());
}

#[test]
fn a_race_over_a_save_that_reads_leaves_it_as_it_was() {
    let (opened, _) = saved_game();
    let race = Race::against_solver(Rules::default(), 3, Strength::Fast, GameIds::from_seed(4));
    let (race, cmds) = init_race(start(opened, settings()), race);
    assert_eq!(cmds, []);
    assert_eq!(race.moves(), 0);
}
