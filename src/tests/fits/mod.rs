//! Nothing overflows its area: every screen (the game and its status line with each kind
//! of notice, the win and game-over boxes, the help and the statistics at every page, the
//! replay, the race with its boards side by side, one above the other, a mini-board or a
//! line, its notices and its end box, the too-small message) in both languages, at every size from below the
//! smallest up, and again with the symbols of ambiguous width counted two cells wide, as
//! a terminal set up for Chinese draws them.
//!
//! What overflowing looks like on a rendered screen, and is looked for: a line of a box
//! reaching its border (the box was too narrow, and the line was cut), a box's title cut,
//! the footer reaching the screen's edge, a notice shown cut in the middle of a thought
//! rather than at the end of one, a warning that must be read whole shown less than whole
//! (on the rows under the board or in its box, its paths shortened in the middle but
//! each keeping its file's name), and, on Chinese screens, a symbol whose width terminals
//! disagree on.

use std::path::PathBuf;

use crate::tests::support;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::runtime::{fault, write_error};
use tui2048_app::keymap::Action;
use tui2048_app::keymap::{Key, KeyCode};
use tui2048_app::settings::{ColorMode, Language, Theme};
use tui2048_app::text::Speaks;
use tui2048_app::text::Texts;
use tui2048_app::{Model, Msg, Overlay, Race, RaceMsg, Replay, ReplayMsg, Solver, Verdict};
use tui2048_app::{update, update_race, update_replay};
use tui2048_engine::game::{
    Day, Dir, FinishedGame, GameState, Grade, Origin, Record, Rules, Stats,
};
use tui2048_engine::game::{ReplayError, Run, Status, Streak, Tally};
use tui2048_store::config::{Form, KeyProblem, KeyWrong, Problem, Unread, Untrusted, WriteError};
use tui2048_store::{Distrust, Fault, Why};
use tui2048_ui::width::ambiguous_as_wide;
use tui2048_ui::{Look, draw, draw_race, draw_replay, geometry, laid_out, race_laid_out};

const WIDTHS: [u16; 10] = [24, 33, 34, 36, 40, 47, 60, 80, 100, 130];
const HEIGHTS: [u16; 9] = [8, 11, 12, 13, 16, 20, 24, 36, 44];

/// What is drawn, and what it must say.
#[allow(clippy::large_enum_variant)]
enum Shown {
    Game {
        model: Model,
        /// The notice the status line shows (whole, or cut where a thought ends).
        notice: Option<String>,
    },
    Replay(Replay),
    /// A model whose notice is a warning to be read whole (the first of those waiting).
    Warning {
        model: Model,
        notice: String,
    },
    /// A race, and the notice its status line shows (`warning`: one to be read whole).
    Race {
        race: Race,
        notice: Option<String>,
        warning: bool,
    },
}

fn mid_game() -> GameState {
    support::game(
        &[
            [2, 4, 8, 16],
            [32, 64, 128, 256],
            [512, 1024, 2048, 4096],
            [0, 0, 2, 0],
        ],
        20_512,
        734,
        Status::KeepPlaying,
    )
}

/// Daily games finished twelve days in a row to 30 November 2026, the last five won; the
/// longest runs 40 and 9 days.
fn streak() -> Streak {
    let run = |days, longest| Run {
        days,
        last: Some(Day::new(2026, 11, 30).unwrap()),
        longest,
    };
    Streak {
        finished: run(12, 40),
        won: run(5, 9),
    }
}

fn base(game: GameState, language: Language) -> Model {
    let model = Model::new(game).in_language(language).animated(false);
    support::rescored(model, |s| {
        s.best.insert(4, 30_000);
        s.best.insert(5, 1204);
        s.best_assisted.insert(4, 301_204);
        s.stats = Stats {
            own: Tally {
                games: 8,
                wins: 2,
                moves: 4321,
                best_tile: 4096,
                hints: 3,
            },
            assisted: Tally {
                games: 2,
                wins: 2,
                moves: 9000,
                best_tile: 16384,
                hints: 0,
            },
            daily: streak(),
        };
        s.history = [
            64u64, 256, 2048, 128, 4096, 512, 1024, 32, 8192, 16, 2048, 1024,
        ]
        .iter()
        .map(|&max_tile| FinishedGame {
            score: max_tile * 9,
            max_tile,
            moves: 100,
            size: 4,
            ..Default::default()
        })
        .collect();
    })
    .with_settings_file(Some("/home/player/.config/tui2048/config.toml".into()))
}

/// Every notice of the status line a player can meet, long ones among them.
fn notices(t: &Texts) -> Vec<String> {
    let config_notice = |t: &Texts, p: &Problem| crate::runtime::config_notice(t, p).remove(0);
    let day = Day::new(2026, 11, 30).unwrap();
    let problem = t.config_not_one_of("language", "\"fr\"", &["en", "zh"]);
    vec![
        t.waits_won().into(),
        t.close_over().into(),
        t.close_nothing().into(),
        t.cant_move(Dir::Left),
        t.undone(12),
        t.undone_to_the_start().into(),
        t.undone_game().into(),
        t.new_game().into(),
        t.daily_again(tui2048_engine::game::Day::new(2026, 12, 31).unwrap(), 3),
        t.daily_already_first(tui2048_engine::game::Day::new(2026, 12, 31).unwrap()),
        t.theme(tui2048_app::settings::Theme::HighContrast),
        t.theme_not_written(tui2048_app::settings::Theme::Dark, t.no_config_folder()),
        t.new_game_saved_back().into(),
        t.keep_going().into(),
        t.hint_thinking().into(),
        t.hint_waits().into(),
        t.hint(Dir::Right),
        t.autoplay_needs_game().into(),
        t.autoplay_boss().into(),
        t.pace(1000, Some(true)),
        t.autoplaying(500),
        t.nothing_to_replay().into(),
        t.saving_off("cannot write /home/player/.config/tui2048/state.json: Permission denied"),
        t.saving_again().into(),
        t.assisted().into(),
        t.welcome_back().into(),
        t.welcome_back_daily(day),
        t.daily_greeting(day),
        t.empty_board().into(),
        t.unreadable(
            false,
            &[t.part_best(), t.part_stats()],
            &[t.part_game(), t.part_undo()],
            Some("state.json.corrupt-1796083200"),
            "expected value at line 1 column 1",
        ),
        t.unreadable(true, &[t.part_best()], &[], None, ""),
        t.records_kept_aside("it is cut short", "state.records.json.corrupt-1796083200"),
        t.cache_given_up(120),
        t.record_not_kept("its record of 100000 moves is longer than a record may be"),
        t.record_does_not_replay(&ReplayError::NotAMove {
            index: 12,
            dir: Dir::Up,
        }),
        t.config_problem_line(3, &problem),
        t.config_problems_in("/home/player/.config/tui2048/config.toml", 3),
        t.theme_not_written(
            tui2048_app::settings::Theme::Dark,
            &write_error(
                t,
                &WriteError::Form {
                    path: CONFIG.into(),
                    key: "theme".into(),
                    line: 4,
                    form: Form::Table,
                },
            ),
        ),
        t.saving_off(&fault(t, &Fault::NotYours { uid: 1001 })),
        config_notice(
            t,
            &Problem::Unread {
                path: CONFIG.into(),
                why: Unread::TooLarge(70_000),
            },
        ),
        t.share_line(
            (day, None),
            2048,
            ["36,512".into(), "1,234".into(), "3".into()],
            (1234, 3),
            2,
            Some(92.0),
            true,
            (12, 5),
        ),
        t.building_tables(128, Some("/home/player/.cache/tui2048")),
        t.building_tables(128, None),
        t.config_problems_in(DEEP, 2),
    ]
}

const CONFIG: &str = "/home/player/.config/tui2048/config.toml";
const DEEP: &str = "/home/player/a/rather/long/folder/of/games/and/settings/tui2048/config.toml";

/// Every warning a player can be shown at start or after `t`, each to be read whole: the
/// settings file's problems, a damaged save, why the theme was not kept, why saving is off.
fn warnings(t: &Texts) -> Vec<String> {
    let deep = || PathBuf::from(DEEP);
    // Each line of a settings file's problems is a warning of its own: the first here,
    // the path's line below.
    let config_notice = |t: &Texts, p: &Problem| crate::runtime::config_notice(t, p).remove(0);
    let theme = |error: WriteError| {
        t.theme_not_written(
            tui2048_app::settings::Theme::HighContrast,
            &write_error(t, &error),
        )
    };
    vec![
        config_notice(
            t,
            &Problem::Keys {
                path: deep(),
                problems: vec![
                    KeyProblem {
                        line: 3,
                        key: "theme".into(),
                        what: KeyWrong::NotOneOf {
                            value: "\"purple\"".into(),
                            names: <Theme as strum::VariantNames>::VARIANTS.to_vec(),
                        },
                    },
                    KeyProblem {
                        line: 5,
                        key: "colour".into(),
                        what: KeyWrong::Unknown,
                    },
                ],
            },
        ),
        config_notice(
            t,
            &Problem::Syntax {
                path: deep(),
                line: 7,
                message: "invalid string: expected `\"`".into(),
            },
        ),
        config_notice(
            t,
            &Problem::Unread {
                path: deep(),
                why: Unread::NotYours(1001),
            },
        ),
        config_notice(
            t,
            &Problem::Unread {
                path: deep(),
                why: Unread::Io(Why::Denied),
            },
        ),
        config_notice(
            t,
            &Problem::Unread {
                path: deep(),
                why: Unread::Untrusted(Untrusted::Distrust(Distrust::LinkInWritable {
                    link: deep(),
                    dir: PathBuf::from("/tmp"),
                })),
            },
        ),
        config_notice(
            t,
            &Problem::Unread {
                path: deep(),
                why: Unread::NotText,
            },
        ),
        t.unreadable(
            false,
            &[t.part_best(), t.part_stats()],
            &[t.part_game(), t.part_undo(), t.part_history()],
            Some("state.json.corrupt-1796083200"),
            "expected value at line 1 column 1",
        ),
        t.unreadable(true, &[t.part_best()], &[t.part_game()], None, ""),
        theme(WriteError::Form {
            path: deep(),
            key: "theme".into(),
            line: 12,
            form: Form::Kind("integer"),
        }),
        theme(WriteError::Form {
            path: deep(),
            key: "theme".into(),
            line: 2,
            form: Form::Dotted,
        }),
        theme(WriteError::Links {
            path: deep(),
            links: 2,
        }),
        theme(WriteError::Write {
            path: deep(),
            why: Why::Full,
        }),
        theme(WriteError::Syntax {
            path: deep(),
            line: 1,
            message: "expected `=`".into(),
        }),
        t.saving_off(&fault(t, &Fault::NotYours { uid: 1001 })),
        t.saving_off(&fault(
            t,
            &Fault::Write {
                path: PathBuf::from(DEEP).with_file_name("state.json"),
                why: Why::ReadOnly,
            },
        )),
        t.cache_given_up(120),
        t.palette_tip().into(),
    ]
}

/// The daily game of 30 November 2026 played to its end (`end`: a win, with a target of
/// 8, or a game over) from `m`, its streaks counted on top of `m`'s.
fn daily(m: Model, end: Status) -> Model {
    let rules = match end {
        Status::Won => Rules {
            target: 8,
            ..Rules::default()
        },
        _ => Rules::default(),
    };
    support::daily_played(m, Day::new(2026, 11, 30).unwrap(), rules, end)
}

/// The hint of the solver for `m`, as the game shows it once the solver answers.
fn hinted(m: Model, dir: Dir) -> Model {
    let (m, _) = update(m, Msg::Action(Action::Hint));
    let (m, _) = update(
        m,
        Msg::SolverAnswer {
            id: 1,
            dir: Some(dir),
        },
    );
    m
}

/// The colours a screen is drawn in: the help in 256 colours says how to get the true
/// palette; the others have none.
fn colours_of(name: &str) -> ColorMode {
    if name.contains("in 256 colours") {
        ColorMode::Ansi256
    } else {
        ColorMode::None
    }
}

/// Every screen in `language`.
fn screens(language: Language) -> Vec<(String, Shown)> {
    let t = language.texts();
    let game = |model: Model| Shown::Game {
        model,
        notice: None,
    };
    let mut all = vec![("the game".to_string(), game(base(mid_game(), language)))];
    for (i, notice) in notices(t).into_iter().enumerate() {
        let model = base(mid_game(), language)
            .with_notice(Some(crate::tests::support::said(notice.clone())));
        all.push((
            format!("notice {i}"),
            Shown::Game {
                model,
                notice: Some(notice),
            },
        ));
    }
    let autoplay = base(mid_game(), language).with_solver(Solver::playing(9));
    all.push((
        "autoplay".into(),
        Shown::Game {
            model: autoplay,
            notice: Some(t.autoplaying(1000)),
        },
    ));
    let won = support::game(
        &[[2048, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 2, 0]],
        20_000,
        900,
        Status::Won,
    );
    all.push(("the win box".into(), game(base(won.clone(), language))));
    let over = support::game(
        &[[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]],
        123_456,
        300,
        Status::Over,
    );
    let over_model = support::with_undo(base(over.clone(), language), vec![mid_game()]);
    all.push(("the game-over box".into(), game(over_model)));
    let assisted = base(
        over.clone().with_assist(tui2048_engine::game::Assist {
            hints: 0,
            solver_moved: true,
        }),
        language,
    );
    all.push(("an assisted game over".into(), game(assisted)));
    // BEST while the game in play is assisted: YOUR BEST, the assisted best beside it.
    let helped = base(
        mid_game().with_assist(tui2048_engine::game::Assist {
            hints: 0,
            solver_moved: true,
        }),
        language,
    );
    all.push(("an assisted game in play".into(), game(helped)));
    // The daily game's end: its streaks in the box.
    let daily_won = daily(base(mid_game(), language), Status::Won);
    all.push(("the daily game won".into(), game(daily_won)));
    let daily_over = daily(base(mid_game(), language), Status::Over);
    all.push(("the daily game over".into(), game(daily_over)));
    for dir in Dir::ALL {
        let m = hinted(base(mid_game(), language), dir);
        all.push((format!("the hint {dir:?}"), game(m)));
    }
    for page in 0..4 {
        let help = base(mid_game(), language).with_overlay(Overlay::Help { page });
        all.push((format!("the help, page {page}"), game(help.clone())));
        all.push((format!("the help in 256 colours, page {page}"), game(help)));
        let stats = base(mid_game(), language).with_overlay(Overlay::Stats { page });
        all.push((format!("the statistics, page {page}"), game(stats)));
    }
    for (i, warning) in warnings(t).into_iter().enumerate() {
        let model = base(mid_game(), language)
            .with_warnings(crate::tests::support::warnings([warning.clone()]));
        all.push((
            format!("warning {i}"),
            Shown::Warning {
                model,
                notice: warning,
            },
        ));
    }
    // Two warnings and the game's own notice waiting: the first is shown, and says how
    // many wait.
    let queued = base(mid_game(), language)
        .with_notice(Some(crate::tests::support::said(t.welcome_back())))
        .with_warnings(crate::tests::support::warnings(warnings(t)[..2].to_vec()));
    all.push((
        "two warnings and a welcome".into(),
        Shown::Warning {
            notice: queued.notice_words().unwrap_or_default(),
            model: queued,
        },
    ));
    for (name, replay) in replays(language) {
        all.push((name, Shown::Replay(replay)));
    }
    all.extend(races(language));
    all
}

/// The race: mid-race on each size of board, with each of its notices, the hint, the
/// help, a warning at its start, and its boxes (the win, the game over while the solver
/// catches up, the end).
fn races(language: Language) -> Vec<(String, Shown)> {
    use crate::tests::support::races::{race_after, race_behind, race_over, race_won};
    use tui2048_engine::game::Rival;
    let t = language.texts();
    let shown = |race: Race| Shown::Race {
        race,
        notice: None,
        warning: false,
    };
    let mut all = Vec::new();
    for n in [3, 4, 5, 8] {
        all.push((
            format!("a race of {n}×{n}"),
            shown(race_after(n, 8, 6, language)),
        ));
    }
    let mid = race_after(4, 8, 6, language);
    let ghost = Rival::Record { crc: 1 };
    let solver = Rival::Solver { strong: true };
    let lead = format!(
        "{}{}",
        t.race_lead_line(solver, -123_456, 2_345),
        t.rival_stopped(solver)
    );
    let said = [
        t.race_start(solver),
        t.race_start(ghost),
        t.race_not_now().to_string(),
        t.race_close_nothing().to_string(),
        t.race_waits_won().to_string(),
        t.race_waits_over().to_string(),
        lead,
        t.played_on(1234),
    ];
    for (i, notice) in said.into_iter().enumerate() {
        // Said as the race says its own words: on the status line, not a warning.
        let (race, _) = update_race(
            mid.clone()
                .with_warnings(Vec::new(), crate::tests::support::said(notice.clone())),
            RaceMsg::Game(Msg::Tick(std::time::Instant::now())),
        );
        all.push((
            format!("race notice {i}"),
            Shown::Race {
                race,
                notice: Some(notice),
                warning: false,
            },
        ));
    }
    let (hinted, _) = update_race(mid.clone(), RaceMsg::Game(Msg::Action(Action::Hint)));
    let (hinted, _) = update_race(
        hinted,
        RaceMsg::Game(Msg::SolverAnswer {
            id: 1,
            dir: Some(Dir::Down),
        }),
    );
    all.push(("a race's hint".into(), shown(hinted)));
    for page in 0..3 {
        let mut help = update_race(mid.clone(), RaceMsg::Game(Msg::Action(Action::Help))).0;
        for _ in 0..page {
            help = update_race(help, RaceMsg::Game(Msg::NextPage)).0;
        }
        all.push((format!("a race's help, page {page}"), shown(help)));
    }
    for (i, warning) in warnings(t).into_iter().take(3).enumerate() {
        let race = mid.clone().with_warnings(
            crate::tests::support::warnings([warning.clone()]),
            tui2048_app::notice::Notice::RaceStart(ghost),
        );
        all.push((
            format!("a race's warning {i}"),
            Shown::Race {
                race,
                notice: Some(warning),
                warning: true,
            },
        ));
    }
    all.push(("a race won".into(), shown(race_won(language))));
    all.push((
        "a race's solver behind".into(),
        shown(race_behind(language)),
    ));
    all.push(("a race over".into(), shown(race_over(language))));
    all
}

/// The replay at its start, at a graded move the solver would not have played, while
/// the review is under way, and playing.
fn replays(language: Language) -> Vec<(String, Replay)> {
    let state = GameState::new(Rules::default(), 7);
    let record = Record::starting(&state, Origin::Daily(Day::new(2026, 11, 30).unwrap()));
    let (record, _) = support::cycled(state, record, 30);
    let moves = record.moves().to_vec();
    let verdicts: Vec<Verdict> = moves
        .iter()
        .enumerate()
        .map(|(i, &dir)| Verdict {
            grade: Grade::ALL[i % 5],
            best: if i % 5 == 0 { dir } else { dir.opposite() },
        })
        .collect();
    // Every move best, none of them the solver's: each as good as its own.
    let as_good: Vec<Verdict> = moves
        .iter()
        .map(|&dir| Verdict {
            grade: Grade::Best,
            best: dir.opposite(),
        })
        .collect();
    let start = Replay::of(record).unwrap().in_language(language);
    let right = ReplayMsg::Key(Key::new(KeyCode::Right));
    let (on, _) = update_replay(start.clone(), right.clone());
    let (on, _) = update_replay(on, right.clone());
    let (reviewing, _) = update_replay(on.clone(), ReplayMsg::Progress(7, 30));
    let (graded, _) = update_replay(on.clone(), ReplayMsg::Reviewed(Some(verdicts)));
    let (as_good, _) = update_replay(on, ReplayMsg::Reviewed(Some(as_good)));
    let (playing, _) = update_replay(graded.clone(), ReplayMsg::Key(Key::char(' ')));
    vec![
        ("the replay's start".into(), start),
        ("a graded move".into(), graded),
        ("a move as good as the solver's".into(), as_good),
        ("the review under way".into(), reviewing),
        ("the replay playing".into(), playing),
    ]
}

mod every_screen;
