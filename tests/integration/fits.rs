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

use crate::support;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use tui2048::app::keymap::Action;
use tui2048::app::keymap::{Key, KeyCode};
use tui2048::app::text::Texts;
use tui2048::app::{Model, Msg, Overlay, Race, RaceMsg, Replay, ReplayMsg, Solver, Verdict};
use tui2048::app::{update, update_race, update_replay};
use tui2048::game::{Day, Dir, FinishedGame, GameState, Grade, Origin, Record, Rules, Stats};
use tui2048::game::{ReplayError, Run, Status, Streak, Tally};
use tui2048::runtime::{config_notice, fault, keep_error};
use tui2048::settings::{ColorMode, Language, Named, Theme};
use tui2048::store::config::{Form, KeepError, KeyProblem, KeyWrong, Problem, Unread, Untrusted};
use tui2048::store::{Distrust, Fault, Why};
use tui2048::ui::width::ambiguous_as_wide;
use tui2048::ui::{Look, draw, draw_race, draw_replay, geometry, laid_out, race_laid_out};

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
fn notices(t: &dyn Texts) -> Vec<String> {
    let day = Day::new(2026, 11, 30).unwrap();
    let problem = t.config_not_one_of("language", "\"fr\"", &["en", "zh"]);
    vec![
        t.waits_won().into(),
        t.close_over().into(),
        t.close_nothing().into(),
        t.cant_move(Dir::Left),
        t.undone(12),
        t.undone_game().into(),
        t.new_game().into(),
        t.daily_again(3),
        t.daily_already_first().into(),
        t.theme(tui2048::settings::Theme::HighContrast),
        t.theme_not_kept(tui2048::settings::Theme::Dark, t.no_config_folder()),
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
        t.config_problems("/home/player/.config/tui2048/config.toml", 3, &problem, 2),
        t.theme_not_kept(
            tui2048::settings::Theme::Dark,
            &keep_error(
                t,
                &KeepError::Form {
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
            day,
            2048,
            ["36,512".into(), "1,234".into(), "3".into()],
            3,
            2,
            Some(92.0),
            true,
            (12, 5),
        ),
        t.building_tables(128, Some("/home/player/.cache/tui2048")),
        t.building_tables(128, None),
    ]
}

const CONFIG: &str = "/home/player/.config/tui2048/config.toml";
const DEEP: &str = "/home/player/a/rather/long/folder/of/games/and/settings/tui2048/config.toml";

/// Every warning a player can be shown at start or after `t`, each to be read whole: the
/// settings file's problems, a damaged save, why the theme was not kept, why saving is off.
fn warnings(t: &dyn Texts) -> Vec<String> {
    let deep = || PathBuf::from(DEEP);
    let theme = |error: KeepError| {
        t.theme_not_kept(
            tui2048::settings::Theme::HighContrast,
            &keep_error(t, &error),
        )
    };
    vec![
        config_notice(
            t,
            &Problem::Keys {
                path: deep(),
                first: KeyProblem {
                    line: 3,
                    key: "theme".into(),
                    what: KeyWrong::NotOneOf {
                        value: "\"purple\"".into(),
                        names: Theme::names(),
                    },
                },
                more: 2,
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
        theme(KeepError::Form {
            path: deep(),
            key: "theme".into(),
            line: 12,
            form: Form::Kind("integer"),
        }),
        theme(KeepError::Form {
            path: deep(),
            key: "theme".into(),
            line: 2,
            form: Form::Dotted,
        }),
        theme(KeepError::Links {
            path: deep(),
            links: 2,
        }),
        theme(KeepError::Write {
            path: deep(),
            why: Why::Full,
        }),
        theme(KeepError::Syntax {
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
        let model = base(mid_game(), language).with_notice(Some(notice.clone()));
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
        over.clone().with_assist(tui2048::game::Assist {
            hints: 0,
            solver_moved: true,
        }),
        language,
    );
    all.push(("an assisted game over".into(), game(assisted)));
    // BEST while the game in play is assisted: YOUR BEST, the assisted best beside it.
    let helped = base(
        mid_game().with_assist(tui2048::game::Assist {
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
        let model = base(mid_game(), language).with_warnings(vec![warning.clone()]);
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
        .with_notice(Some(t.welcome_back().into()))
        .with_warnings(warnings(t)[..2].to_vec());
    all.push((
        "two warnings and a welcome".into(),
        Shown::Warning {
            notice: queued.notice().unwrap_or_default().to_string(),
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
    use crate::support::races::{race_after, race_behind, race_over, race_won};
    use tui2048::game::Rival;
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
            mid.clone().with_warnings(Vec::new(), notice.clone()),
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
        let race = mid
            .clone()
            .with_warnings(vec![warning.clone()], t.race_start(ghost));
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

/// Box drawing and block elements: a terminal that draws them two cells wide breaks every
/// full-screen program's frames, and is not what the ambiguous mode stands for.
fn is_frame(c: char) -> bool {
    ('\u{2500}'..='\u{259f}').contains(&c)
}

/// The cells a terminal gives a symbol: two for the ambiguous ones (frames aside) when
/// `wide`.
fn drawn_width(symbol: &str, wide: bool) -> usize {
    if wide && !symbol.chars().all(is_frame) {
        symbol.width_cjk()
    } else {
        symbol.width()
    }
}

/// A row as a terminal draws it: each symbol's cell in the buffer, where it starts and
/// ends on the terminal, and the symbol.
fn drawn_row(buf: &Buffer, y: u16, wide: bool) -> Vec<(u16, usize, usize, String)> {
    let mut out = Vec::new();
    let (mut x, mut at) = (0u16, 0usize);
    while x < buf.area.width {
        let symbol = buf[(x, y)].symbol().to_string();
        let cells = drawn_width(&symbol, wide).max(1);
        out.push((x, at, at + cells, symbol.clone()));
        at += cells;
        x += symbol.width().max(1) as u16;
    }
    out
}

fn blank(symbol: &str) -> bool {
    symbol.trim().is_empty()
}

/// The problems of one rendered screen.
fn problems_of(buf: &Buffer, shown: &Shown, language: Language, wide: bool) -> Vec<String> {
    let mut problems = Vec::new();
    let area = buf.area;
    let rows: Vec<Vec<(u16, usize, usize, String)>> =
        (0..area.height).map(|y| drawn_row(buf, y, wide)).collect();
    let cell = |x: u16, y: u16| buf[(x, y)].symbol();
    // The boxes over the board: each line inside, margins kept, drawn before its border.
    let mut boxes = Vec::new();
    for y0 in 0..area.height {
        for x0 in 0..area.width {
            if cell(x0, y0) != "╭" {
                continue;
            }
            let Some(x1) = (x0 + 1..area.width).find(|&x| cell(x, y0) == "╮") else {
                problems.push(format!("a box at ({x0}, {y0}) has no right corner"));
                continue;
            };
            let Some(y1) = (y0 + 1..area.height).find(|&y| cell(x0, y) == "╰") else {
                problems.push(format!("a box at ({x0}, {y0}) has no bottom corner"));
                continue;
            };
            boxes.push(Rect::new(x0, y0, x1 - x0 + 1, y1 - y0 + 1));
            for y in y0 + 1..y1 {
                if cell(x0, y) != "│" || cell(x1, y) != "│" {
                    problems.push(format!("row {y} of the box at ({x0}, {y0}) lost a border"));
                }
                for (x, _, end, symbol) in &rows[usize::from(y)] {
                    if *x <= x0 || *x >= x1 || blank(symbol) {
                        continue;
                    }
                    // Before the border, a cell of margin kept (a terminal drawing the
                    // ambiguous symbols wide may use the margin, never the border).
                    let limit = if wide {
                        usize::from(x1)
                    } else {
                        usize::from(x1) - 1
                    };
                    if *end > limit {
                        let line: String =
                            rows[usize::from(y)].iter().map(|c| c.3.as_str()).collect();
                        problems.push(format!("row {y} overflows its box: {}", line.trim_end()));
                        break;
                    }
                }
            }
        }
    }
    // Where the game or the replay has its layout: the footer never reaches an edge.
    let (n, covered_footer) = match shown {
        Shown::Game { model, .. } => (
            model.game().board().size(),
            model.overlay() != Overlay::None,
        ),
        // A long warning may take the footer's row until it is read.
        Shown::Warning { model, .. } => (model.game().board().size(), true),
        Shown::Replay(r) => (r.shown().board().size(), false),
        Shown::Race { race, warning, .. } => (
            race.player().game().board().size(),
            *warning || race.player().overlay() != Overlay::None,
        ),
    };
    // Laid out around the box of the game's end while it is shown.
    let laid = match shown {
        Shown::Game { model, .. } | Shown::Warning { model, .. } => laid_out(model, area),
        Shown::Replay(_) => geometry(area, n),
        Shown::Race { race, .. } => race_laid_out(race, area).map(|at| at.you),
    };
    if let Some(at) = laid {
        let y = at.footer.y;
        let boxed = covered_footer || boxes.iter().any(|b| (b.top()..b.bottom()).contains(&y));
        let used: Vec<&(u16, usize, usize, String)> = rows[usize::from(y)]
            .iter()
            .filter(|c| !blank(&c.3))
            .collect();
        if !boxed && used.is_empty() {
            problems.push("the footer is empty".into());
        }
        // The buttons of the game's end may take the row from end to end, each whole.
        let said: String = used.iter().map(|c| c.3.as_str()).collect();
        let buttons = said.starts_with('[') && said.ends_with(']');
        if !boxed
            && !buttons
            && let (Some(first), Some(last)) = (used.first(), used.last())
            && (first.1 == 0 || last.2 >= usize::from(area.width))
        {
            problems.push("the footer reaches the screen's edge".into());
        }
        // The status line shows its notice whole, or its head where a thought ends.
        let said_now = match shown {
            Shown::Game {
                notice: Some(notice),
                model,
            } => Some((notice, model)),
            Shown::Race {
                race,
                notice: Some(notice),
                warning: false,
            } => Some((notice, race.player())),
            _ => None,
        };
        if let Some((notice, model)) = said_now
            && model.overlay() == Overlay::None
            && model.game().accepts_moves()
        {
            let said: String = (at.status.top()..at.status.bottom())
                .map(|y| {
                    rows[usize::from(y)]
                        .iter()
                        .map(|c| c.3.as_str())
                        .collect::<String>()
                })
                .collect();
            if let Err(why) = said_well(&squash(&said), notice, language.texts()) {
                problems.push(format!("the status line says {said:?}: {why}"));
            }
        }
        // A warning is read whole: in a box of its own over the board, or on the rows
        // from the status line down.
        let warned = match shown {
            Shown::Warning { notice, model } => Some((notice, model)),
            Shown::Race {
                race,
                notice: Some(notice),
                warning: true,
            } => Some((notice, race.player())),
            _ => None,
        };
        if let Some((notice, model)) = warned {
            let title = model.texts().notice_title();
            let titled = |b: &&Rect| {
                let top: String = rows[usize::from(b.y)]
                    .iter()
                    .map(|c| c.3.as_str())
                    .collect();
                top.contains(title)
            };
            let (region, rows_of) = match boxes.iter().find(titled) {
                Some(b) => (
                    Rect::new(b.x + 1, b.y + 1, b.width - 2, b.height - 2),
                    "its box",
                ),
                None => (
                    Rect::new(
                        at.status.x,
                        at.status.y,
                        at.status.width,
                        area.bottom() - at.status.y,
                    ),
                    "the rows under the board",
                ),
            };
            let said: Vec<String> = (region.top()..region.bottom())
                .map(|y| {
                    rows[usize::from(y)]
                        .iter()
                        .filter(|c| c.0 >= region.x && c.0 < region.right())
                        .map(|c| c.3.as_str())
                        .collect()
                })
                .collect();
            let said = said.join(" ");
            let mark = model.texts().cut_mark();
            if !read_as(&said, mark).contains(&read_as(notice, mark)) {
                problems.push(format!("{rows_of} do not show {notice:?} whole: {said:?}"));
            }
        }
    }
    // A Chinese screen uses no symbol of ambiguous width but frames and the arrow keys'
    // names, and none on the board (the hint is marked there in narrow signs).
    let bare = match shown {
        Shown::Game { model, .. } => model.overlay() == Overlay::None,
        Shown::Race { race, .. } => race.player().overlay() == Overlay::None,
        _ => false,
    };
    if language == Language::Chinese {
        for (y, row) in rows.iter().enumerate() {
            for (x, _, _, symbol) in row {
                let on_board = bare
                    && laid.is_some_and(|at| {
                        at.board
                            .contains(ratatui::layout::Position::new(*x, y as u16))
                    });
                let odd = symbol.width() != symbol.width_cjk()
                    && !symbol
                        .chars()
                        .all(|c| is_frame(c) || (!on_board && "←↑→↓".contains(c)));
                if odd {
                    problems.push(format!(
                        "a symbol of ambiguous width on a Chinese screen: {symbol:?}"
                    ));
                }
            }
        }
    }
    problems
}

/// What a reader takes from a warning: its words with the spaces gone, each path (a run
/// of narrow characters with a `/` in it) as the file's name it ends with (the path may be
/// shortened in its middle, never its name).
fn read_as(text: &str, mark: &str) -> String {
    let mut out = String::new();
    for token in text.split_whitespace() {
        let mut run = String::new();
        let flush = |run: &mut String, out: &mut String| {
            if run.contains('/') || run.contains(mark) {
                let name = run.rsplit('/').next().unwrap_or_default();
                out.push_str(&format!("<{name}>"));
            } else {
                out.push_str(run);
            }
            run.clear();
        };
        for c in token.chars() {
            if c.width_cjk().unwrap_or(0) == 2 && c.width().unwrap_or(0) == 2 {
                flush(&mut run, &mut out);
                out.push(c);
            } else {
                run.push(c);
            }
        }
        flush(&mut run, &mut out);
    }
    out
}

/// Text with its spaces gone (rows of a wrapped line joined).
fn squash(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The race's lines with a short form of their own, for the narrow status lines.
fn short_forms(t: &dyn Texts) -> Vec<(String, &'static str)> {
    use tui2048::game::Rival;
    let mut forms = vec![
        (t.race_not_now().to_string(), t.race_not_now_short()),
        (
            t.race_close_nothing().to_string(),
            t.race_close_nothing_short(),
        ),
        (t.race_waits_won().to_string(), t.race_waits_won_short()),
        (t.race_waits_over().to_string(), t.race_waits_over_short()),
    ];
    for rival in [Rival::Solver { strong: false }, Rival::Record { crc: 0 }] {
        forms.push((t.race_start(rival), t.race_start_short(rival)));
    }
    forms
}

/// Whether `said` (squashed) is `notice` whole, or a head of it that ends where a thought
/// does (before a colon, a semicolon, a bracket, a dash or a full-width comma), or its
/// short form (the race's lines), or its first words and the language's cut mark.
fn said_well(said: &str, notice: &str, t: &dyn Texts) -> Result<(), String> {
    let full = squash(notice);
    if said == full {
        return Ok(());
    }
    if short_forms(t)
        .iter()
        .any(|(long, short)| long == notice && squash(short) == said)
    {
        return Ok(());
    }
    if let Some(rest) = full.strip_prefix(said)
        && !said.is_empty()
    {
        let ends = [":", ";", "(", "—", "·", "：", "；", "（", "，"];
        return match ends.iter().any(|e| rest.starts_with(e)) {
            true => Ok(()),
            false => Err(format!("cut in the middle of a thought, before {rest:?}")),
        };
    }
    if let Some(head) = said.strip_suffix(&squash(t.cut_mark()))
        && full.starts_with(head)
        && !head.is_empty()
    {
        return Ok(());
    }
    Err(format!("not a head of {full:?}"))
}

fn render(shown: &Shown, colours: ColorMode, w: u16, h: u16) -> Buffer {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    let look = Look::new(colours);
    match shown {
        Shown::Game { model, .. } | Shown::Warning { model, .. } => {
            draw(model, look, area, &mut buf)
        }
        Shown::Replay(replay) => draw_replay(replay, look, area, &mut buf),
        Shown::Race { race, .. } => draw_race(race, look, area, &mut buf),
    }
    buf
}

fn check_every_screen(wide: bool) {
    let mut problems = Vec::new();
    for &language in Language::ALL {
        for (name, shown) in screens(language) {
            for w in WIDTHS {
                for h in HEIGHTS {
                    // Laid out and read in the same mode as drawn.
                    let colours = colours_of(&name);
                    let found = if wide {
                        ambiguous_as_wide(|| {
                            problems_of(&render(&shown, colours, w, h), &shown, language, wide)
                        })
                    } else {
                        problems_of(&render(&shown, colours, w, h), &shown, language, wide)
                    };
                    for p in found {
                        problems.push(format!("{language:?}, {name}, {w}×{h}: {p}"));
                    }
                }
            }
        }
    }
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} problems, the first:\n{}",
        problems.len(),
        problems
            .iter()
            .take(30)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn every_screen_in_every_language_fits_at_every_size() {
    check_every_screen(false);
}

#[test]
fn every_screen_fits_when_the_terminal_draws_ambiguous_symbols_two_cells_wide() {
    check_every_screen(true);
}

/// The checks find what they are for: a notice cut in a thought's middle, a box's line
/// through its border.
#[test]
fn the_checks_see_a_cut_notice_and_a_line_through_a_border() {
    let t = Language::Chinese.texts();
    assert!(said_well("存档已停用", "存档已停用：无法写入", t).is_ok());
    assert!(said_well("存档已", "存档已停用：无法写入", t).is_err());
    assert!(said_well("存档已停用：无法写入", "存档已停用：无法写入", t).is_ok());
    let mut buf = Buffer::empty(Rect::new(0, 0, 10, 3));
    buf.set_string(0, 0, "╭────────╮", ratatui::style::Style::default());
    buf.set_string(0, 1, "│ 分数12 │", ratatui::style::Style::default());
    buf.set_string(0, 2, "╰────────╯", ratatui::style::Style::default());
    let shown = Shown::Game {
        model: Model::new(mid_game()),
        notice: None,
    };
    assert!(problems_of(&buf, &shown, Language::Chinese, false).is_empty());
    buf.set_string(0, 1, "│ 分数1234│", ratatui::style::Style::default());
    let found = problems_of(&buf, &shown, Language::Chinese, false);
    assert!(
        found.iter().any(|p| p.contains("overflows its box")),
        "{found:?}"
    );
    // A warning shown less than whole, or with its file's name cut, is seen.
    let t = Language::Chinese.texts();
    let warning = warnings(t).remove(0);
    let model = base(mid_game(), Language::Chinese).with_warnings(vec![warning.clone()]);
    let boxed = render(
        &Shown::Warning {
            model: model.clone(),
            notice: warning.clone(),
        },
        ColorMode::None,
        34,
        12,
    );
    let screen = support::text(&boxed);
    assert!(screen.contains(t.notice_title()), "{screen}");
    assert!(screen.contains("config.toml"), "{screen}");
    let more = Shown::Warning {
        model,
        notice: format!("{warning}，另有一句"),
    };
    let found = problems_of(&boxed, &more, Language::Chinese, false);
    assert!(found.iter().any(|p| p.contains("whole")), "{found:?}");
    assert_eq!(
        read_as("无法写入 /a/b/c/state.json：没有权限", "..."),
        read_as("无法写入 /a...c/state.json：没有权限", "...")
    );
    assert_ne!(
        read_as("无法写入 /a/b/c/state.json：没有权限", "..."),
        read_as("无法写入 /a/b/c/sta...：没有权限", "...")
    );
    // Wide enough where the symbols take a cell each; not where they take two.
    buf.set_string(0, 1, "│a·b·c·d │", ratatui::style::Style::default());
    assert!(problems_of(&buf, &shown, Language::English, false).is_empty());
    let found = problems_of(&buf, &shown, Language::English, true);
    assert!(
        found.iter().any(|p| p.contains("overflows its box")),
        "{found:?}"
    );
}
