//! The app's start (`init`, `init_race`): from what the runtime found, the first model,
//! every word its status line starts with, in its turn, and the commands it starts with.

use std::path::PathBuf;

use tui2048_app::keymap::{Action, KEYMAP, Key};
use tui2048_app::settings::{
    ColorMode, Interface, Labels, Language, ReplaySays, Settings, Strength, Theme, Verbosity,
};
use tui2048_app::{
    Cmd, Fresh, GameOptions, Model, Msg, Off, RaceCmd, Saving, Start, init, init_race, saved_of,
    update,
};
use tui2048_app::{Race, Scores, Session};
use tui2048_engine::game::{Dir, GameIds, GameState, Origin, Record, Rival, Rules, Tally};
use tui2048_files::StateFile;
use tui2048_store::config::{KeyEntry, KeyProblem, KeyWrong, Problem};
use tui2048_store::{Fault, Opened};

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
        verbosity: Verbosity::Verbose,
        sounds: false,
        replay_says: ReplaySays::Nothing,
        palette_tip: false,
        file: None,
        far: false,
        keys: Vec::new(),
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
    while let Some(notice) = m.notice_words() {
        said.push(notice);
        m = update(m, Msg::CloseNotice).0;
        assert!(said.len() < 10, "{said:?}");
    }
    said
}

fn problem() -> Problem {
    Problem::Keys {
        path: PathBuf::from("/cfg/config.toml"),
        problems: vec![KeyProblem {
            line: 2,
            key: "colour".into(),
            what: KeyWrong::Unknown,
        }],
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
            "line 2: unknown key \"colour\" (the keys are theme, colors, animation, mouse, \
             strength, language, interface, labels, verbosity, sounds, replay_says, name, [keys])",
            "1 problem in /cfg/config.toml; the rest was read",
            "256 colours guessed: for the original's palette, --colors truecolor (see ?)",
            "Saving is off: no home folder to keep the state file in (use --state)",
        ]
    );
    assert_eq!(*m.saving(), Saving::Off(tui2048_app::Off::NoHome));
    // The tip is kept as seen; the new game is written at once.
    assert_eq!(cmds, [Cmd::TipSeen, Cmd::Save]);
    assert_eq!(*m.game(), GameState::new(Rules::default(), FRESH));
    assert_eq!(m.settings_file().as_deref(), Some("/cfg/config.toml"));
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
fn on_a_server_the_palette_tip_names_the_ssh_client_and_is_kept_in_the_account() {
    let settings = Settings {
        palette_tip: true,
        ..settings()
    }
    .played_far();
    let (m, cmds) = init(start(Opened::Fresh, settings), None);
    assert_eq!(
        said(m),
        ["256 colours guessed: for the original's palette, ssh -o SetEnv=COLORTERM=truecolor"]
    );
    assert_eq!(cmds, [Cmd::TipSeen, Cmd::Save]);
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
    let not_locked = tui2048_app::Off::Fault(tui2048_store::Fault::NotLocked);
    assert_eq!(*m.saving(), Saving::Off(not_locked));
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
    let m = update(m, Msg::Action(tui2048_app::keymap::Action::Move(dir))).0;
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
    assert_eq!(said.len(), 4, "{said:?}");
    assert_eq!(
        said[..2],
        [
            "line 2: unknown key \"colour\" (the keys are theme, colors, animation, mouse, \
             strength, language, interface, labels, verbosity, sounds, replay_says, name, [keys])",
            "1 problem in /cfg/config.toml; the rest was read"
        ]
    );
    assert!(
        said[2].starts_with(
            "The saved game was cut short: lost best scores, stats, game and undo; it was \
             kept as state.json.corrupt-"
        ),
        "{said:?}"
    );
    assert_eq!(
        said[3],
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

/// An action of the `[keys]` table on its line, with its keys' names.
fn key_entry(line: usize, action: &str, keys: &[&str]) -> KeyEntry {
    KeyEntry {
        line,
        action: action.to_string(),
        keys: keys.iter().map(|k| k.to_string()).collect(),
    }
}

/// What a first start says first in `language`, its settings file (`/cfg/config.toml`)
/// holding the `[keys]` table `keys` and the store's `problem`; and the model.
fn said_with_keys(
    language: Language,
    keys: Vec<KeyEntry>,
    problem: Option<Problem>,
) -> (Vec<String>, Model) {
    let settings = Settings {
        language,
        file: Some(PathBuf::from("/cfg/config.toml")),
        keys,
        ..settings()
    };
    let start = Start {
        problem,
        ..start(Opened::Fresh, settings)
    };
    let (m, _) = init(start, None);
    (said(m.clone()), m)
}

#[test]
fn each_problem_of_the_keys_table_is_said_by_its_line_in_both_languages() {
    let actions = "left, right, up, down, undo, restart, keep-going, hint, autoplay, faster, \
                   slower, stats, replay, boss, theme, copy, cursor-left, cursor-right, cursor-up, \
                   cursor-down, read-cell, read-row, read-column, summary, verbosity, help, \
                   close, quit";
    let names = "Left, Right, Up, Down, Enter, Esc, Backspace, Tab, Home, End, PageUp, \
                 PageDown, Space, F1–F12";
    let cases = [
        (
            vec![key_entry(3, "lft", &["x"])],
            format!("line 3: unknown action \"lft\" in [keys] (the actions are {actions})"),
            format!(
                "第 3 行：[keys] 里没有 lft 这个动作（可设：{}）",
                actions.replace(", ", "、")
            ),
        ),
        (
            vec![key_entry(4, "left", &["x", "Lft"])],
            format!(
                "line 4: [keys] left: \"Lft\" is not a key (a key is a character, {names}, or \
                 Ctrl- and a letter)"
            ),
            format!(
                "第 4 行：[keys] left：“Lft”不是按键（按键可以是单个字符、{}，或 Ctrl- 加字母）",
                names.replace(", ", "、")
            ),
        ),
        (
            vec![key_entry(2, "left", &["x"]), key_entry(3, "right", &["x"])],
            "line 3: [keys] \"x\" is given to both left and right: left keeps it".to_string(),
            "第 3 行：[keys] “x”同时给了 left 和 right，归 left".to_string(),
        ),
        (
            vec![key_entry(5, "undo", &["r"])],
            "line 5: [keys] restart is left with no key: \"r\" went to undo".to_string(),
            "第 5 行：[keys] restart 没有按键了：“r”给了 undo".to_string(),
        ),
        (
            vec![key_entry(2, "undo", &["Ctrl-C", "z"])],
            "line 2: [keys] undo cannot have Ctrl-C: Ctrl-C always quits".to_string(),
            "第 2 行：[keys] undo 不能用 Ctrl-C：Ctrl-C 总是退出".to_string(),
        ),
        (
            vec![key_entry(2, "left", &["Ctrl-I"])],
            "line 2: [keys] left cannot have Ctrl-I: terminals send it as Tab".to_string(),
            "第 2 行：[keys] left 不能用 Ctrl-I：终端把它当作 Tab 发送".to_string(),
        ),
        (
            vec![key_entry(3, "undo", &["Ctrl-2"])],
            "line 3: [keys] undo cannot have Ctrl-2: terminals send Ctrl only with a letter"
                .to_string(),
            "第 3 行：[keys] undo 不能用 Ctrl-2：终端只能发送 Ctrl 加字母".to_string(),
        ),
        (
            vec![key_entry(4, "hint", &["\u{202e}"])],
            "line 4: [keys] hint cannot have U+202E: it does not show on the screen".to_string(),
            "第 4 行：[keys] hint 不能用 U+202E：它在屏幕上看不见".to_string(),
        ),
        (
            vec![
                key_entry(5, "\u{1b}[2J", &["x"]),
                key_entry(6, "up", &["\u{1b}[2J"]),
            ],
            format!("line 5: unknown action \"\\e[2J\" in [keys] (the actions are {actions})"),
            format!(
                "第 5 行：[keys] 里没有 \\e[2J 这个动作（可设：{}）",
                actions.replace(", ", "、")
            ),
        ),
    ];
    // Each problem on its line, then the file's path and how many.
    for (keys, english, chinese) in cases {
        let (said, _) = said_with_keys(Language::English, keys.clone(), None);
        let count = said.len() - 1;
        let problems = if count == 1 {
            "1 problem"
        } else {
            "2 problems"
        };
        assert_eq!(said[0], english, "{said:?}");
        assert_eq!(
            said[count],
            format!("{problems} in /cfg/config.toml; the rest was read")
        );
        let (said, _) = said_with_keys(Language::Chinese, keys, None);
        assert_eq!(said[0], chinese, "{said:?}");
        assert_eq!(
            said[count],
            format!("/cfg/config.toml 有 {count} 处问题；其余设置已读取")
        );
    }
}

#[test]
fn a_table_of_keys_of_another_kind_is_said_in_both_languages() {
    let store = |line, key: &str, what| {
        Some(Problem::Keys {
            path: PathBuf::from("/cfg/config.toml"),
            problems: vec![KeyProblem {
                line,
                key: key.into(),
                what,
            }],
        })
    };
    let not_a_table = || {
        let value = "\"x\"".into();
        store(1, "keys", KeyWrong::NotATable { value })
    };
    let not_names = || store(2, "left", KeyWrong::NotKeyNames { value: "3".into() });
    let told = |language, problem| said_with_keys(language, Vec::new(), problem).0;
    assert_eq!(
        told(Language::English, not_a_table()),
        [
            "line 1: keys = \"x\" is not a table: write [keys] on a line of its own, then a \
             line such as left = \"x\" for each action",
            "1 problem in /cfg/config.toml; the rest was read"
        ]
    );
    assert_eq!(
        told(Language::Chinese, not_a_table()),
        [
            "第 1 行：keys = \"x\" 不是表：先单独一行写 [keys]，再为每个动作写一行，\
             比如 left = \"x\"",
            "/cfg/config.toml 有 1 处问题；其余设置已读取"
        ]
    );
    assert_eq!(
        told(Language::English, not_names()),
        [
            "line 2: [keys] left = 3 is not a key's name or a list of names",
            "1 problem in /cfg/config.toml; the rest was read"
        ]
    );
    assert_eq!(
        told(Language::Chinese, not_names()),
        [
            "第 2 行：[keys] left = 3 既不是按键名，也不是按键名列表",
            "/cfg/config.toml 有 1 处问题；其余设置已读取"
        ]
    );
}

#[test]
fn the_files_problems_and_its_keys_are_each_a_line_the_most_serious_first_and_the_keys_play() {
    let keys = vec![
        key_entry(3, "lft", &["x"]),
        key_entry(4, "undo", &["r"]),
        key_entry(5, "left", &["x", "Lft"]),
    ];
    // The keys that do not do what was chosen first, by line; a key not known after them;
    // the path last.
    let (told, m) = said_with_keys(Language::English, keys.clone(), Some(problem()));
    let actions = KEYMAP.iter().map(|b| b.name).collect::<Vec<_>>();
    assert_eq!(
        told,
        [
            format!(
                "line 3: unknown action \"lft\" in [keys] (the actions are {})",
                actions.join(", ")
            ),
            "line 4: [keys] restart is left with no key: \"r\" went to undo".to_string(),
            "line 5: [keys] left: \"Lft\" is not a key (a key is a character, Left, Right, Up, \
             Down, Enter, Esc, Backspace, Tab, Home, End, PageUp, PageDown, Space, F1–F12, or \
             Ctrl- and a letter)"
                .to_string(),
            "line 2: unknown key \"colour\" (the keys are theme, colors, animation, mouse, \
             strength, language, interface, labels, verbosity, sounds, replay_says, name, [keys])"
                .to_string(),
            "4 problems in /cfg/config.toml; the rest was read".to_string(),
        ]
    );
    assert_eq!(m.keymap().action_for(Key::char('r')), Some(Action::Undo));
    assert_eq!(
        m.keymap().action_for(Key::char('x')),
        Some(Action::Move(Dir::Left))
    );
    let (told, _) = said_with_keys(Language::Chinese, keys.clone(), None);
    assert_eq!(
        [told[0].clone(), told[3].clone()],
        [
            format!(
                "第 3 行：[keys] 里没有 lft 这个动作（可设：{}）",
                actions.join("、")
            ),
            "/cfg/config.toml 有 3 处问题；其余设置已读取".to_string()
        ]
    );
    // The race plays with the same keys and says the same.
    let settings = Settings {
        file: Some(PathBuf::from("/cfg/config.toml")),
        keys,
        ..settings()
    };
    let race = Race::against_solver(Rules::default(), 3, Strength::Fast, GameIds::from_seed(4));
    let (race, _) = init_race(start(Opened::Fresh, settings), race);
    let told = said(race.player().clone());
    assert!(
        told[0].starts_with("line 3: unknown action \"lft\""),
        "{told:?}"
    );
    assert_eq!(told[3], "3 problems in /cfg/config.toml; the rest was read");
    let keys = race.player().keymap();
    assert_eq!(keys.action_for(Key::char('r')), Some(Action::Undo));
}
