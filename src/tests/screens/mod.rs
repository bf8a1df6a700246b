//! The screen, rendered on a test backend: text snapshots for the layout, and assertions
//! on cell colours (which text snapshots do not see). A screen with words is tested in
//! each language by one test (its rstest cases), its snapshot in English named after the
//! test and in another language with the language's code after it (`name@zh.snap`).

use crate::tests::support;

use rstest::rstest;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};

use support::{game, text};
use tui2048_app::keymap::Action;
use tui2048_app::settings::{ColorMode, Language};
use tui2048_app::text::{English, Speaks};
use tui2048_app::{DEFAULT_PACE, Model, Msg, Overlay, Solver, update};
use tui2048_engine::game::{Board, Dir, GameIds, GameRng, GameState, Rules, SpawnRule, Status};
use tui2048_ui::theme::{CLASSIC, Rgb};
use tui2048_ui::{Look, geometry};

fn mid_game() -> GameState {
    game(
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

fn model(game: GameState) -> Model {
    let mut model = Model::new(game);
    model = support::rescored(model, |s| {
        s.best.insert(4, 30_000);
    });
    model = model.animated(false);
    model
}

/// The model of `game` in `language`.
fn model_in(language: Language, game: GameState) -> Model {
    model(game).in_language(language)
}

/// Asserts a snapshot as `insta::assert_snapshot!` does, in `$language`: English's under
/// its own name, another language's with the language's code after it (`name@zh`).
macro_rules! snapshot_in {
    ($language:expr, $($snapshot:tt)+) => {{
        let mut settings = insta::Settings::clone_current();
        if $language != Language::English {
            settings.set_snapshot_suffix(tui2048_app::settings::name_of($language));
        }
        settings.bind(|| insta::assert_snapshot!($($snapshot)+));
    }};
}

/// Whether `words` are on `screen`, each.
fn shows(screen: &str, words: &[&str]) {
    for words in words {
        assert!(screen.contains(words), "{words} in\n{screen}");
    }
}

/// The screen in true colour.
fn render(model: &Model, w: u16, h: u16) -> Buffer {
    render_in(model, Look::new(ColorMode::TrueColor), w, h)
}

fn render_in(model: &Model, look: Look, w: u16, h: u16) -> Buffer {
    support::render(model, look, w, h)
}

/// The top-left cell of tile (row, col) on screen.
fn tile_origin(buf: &Buffer, n: usize, row: usize, col: usize) -> (u16, u16) {
    let at = geometry(buf.area, n).expect("board fits");
    (
        at.board.x + 1 + col as u16 * (at.tile_w + 1),
        at.board.y + 1 + row as u16 * (at.tile_h + 1),
    )
}

/// How many times `needle` is on the screen.
fn buf_text_count(buf: &Buffer, needle: &str) -> usize {
    text(buf).matches(needle).count()
}

fn rgb(c: Rgb) -> Color {
    Color::Rgb(c.0, c.1, c.2)
}

#[rstest]
#[case::en(Language::English)]
#[case::zh(Language::Chinese)]
fn mid_game_layout(#[case] language: Language) {
    let (model, _) = update(
        model_in(language, mid_game()),
        Msg::Action(Action::Move(Dir::Right)),
    );
    let screen = text(&render(&model, 100, 36));
    shows(&screen, &["20512", "30000", "735"]);
    match language {
        Language::English => shows(
            &screen,
            &[
                "SCORE",
                "BEST",
                "MOVES",
                "Join the tiles, get to 8192!",
                "←↑→↓ move · u undo · r new · Tab hint · p auto · i stats · v replay · t theme · ? help · q quit",
            ],
        ),
        Language::Chinese => shows(
            &screen,
            &[
                "分数",
                "最高分",
                "步数",
                "合并方块，冲向 8192！",
                "方向键 移动  u 撤销  r 新局  Tab 提示  p 托管  i 统计  v 复盘  t 主题  ? 帮助  q 退出",
            ],
        ),
    }
    snapshot_in!(language, screen);
}

#[rstest]
#[case::en(Language::English)]
#[case::zh(Language::Chinese)]
fn no_color_draws_grid_and_no_colours(#[case] language: Language) {
    let look = Look::new(ColorMode::None);
    let buf = render_in(&model_in(language, mid_game()), look, 100, 36);
    assert!(
        buf.content()
            .iter()
            .all(|cell| cell.fg == Color::Reset && cell.bg == Color::Reset),
        "NO_COLOR: no colour anywhere"
    );
    let screen = text(&buf);
    assert!(screen.contains('┼') && screen.contains('┌') && screen.contains('┘'));
    assert!(screen.contains(language.texts().score()), "{screen}");
    snapshot_in!(language, screen);
}

#[rstest]
#[case::en(Language::English)]
#[case::zh(Language::Chinese)]
fn win_overlay(#[case] language: Language) {
    let won = game(
        &[[2048, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 2, 0]],
        20_000,
        900,
        Status::Won,
    );
    let screen = text(&render(&model_in(language, won), 100, 36));
    let t = language.texts();
    assert_eq!(screen.matches(t.you_win()).count(), 1, "{screen}");
    // Beside the board, which stays where it is, its buttons and facts stacked and folded
    // to the room there.
    match language {
        Language::English => shows(
            &screen,
            &[
                "[Keep going c]",
                "[New game r]",
                "│  largest tile  │",
                "best 30000",
            ],
        ),
        Language::Chinese => shows(
            &screen,
            &[
                "│ [ 继续  Enter ] │",
                "│  [ 新游戏  r ]  │",
                "│  最大方块 2048  │",
                "│  最高分 30000   │",
            ],
        ),
    }
    snapshot_in!(language, screen);
}

#[rstest]
#[case::en(Language::English)]
#[case::zh(Language::Chinese)]
fn game_over_overlay(#[case] language: Language) {
    let over = game(
        &[[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]],
        1_200,
        300,
        Status::Over,
    );
    let t = language.texts();
    let (try_again, undo) = match language {
        Language::English => ("[Try again r]", "Undo"),
        Language::Chinese => ("[ 再来一局  r ]", "[ 撤销  u ]"),
    };
    let mut m = model_in(language, over);
    // With nothing to undo, only a new game is offered.
    let alone = text(&render(&m, 100, 36));
    assert!(alone.contains(try_again), "{alone}");
    assert!(!alone.contains(undo), "{alone}");
    m = support::with_undo(m, vec![mid_game()]);
    let screen = text(&render(&m, 100, 36));
    assert_eq!(screen.matches(t.game_over()).count(), 1, "{screen}");
    match language {
        Language::English => shows(&screen, &["[Try again r]", "[Undo u]", "largest tile 4"]),
        Language::Chinese => shows(
            &screen,
            &[
                "[ 再来一局  r ]",
                "[ 撤销  u ]",
                "最大方块 4",
                "最高分 30000",
            ],
        ),
    }
    snapshot_in!(language, screen);
}

#[rstest]
#[case::en(Language::English)]
#[case::zh(Language::Chinese)]
fn help_overlay_lists_every_key(#[case] language: Language) {
    let m = model_in(language, mid_game()).with_overlay(Overlay::HELP);
    let screen = text(&render(&m, 100, 36));
    let t = language.texts();
    for binding in tui2048_app::keymap::KEYMAP {
        let words = (binding.help)(t);
        // The plain interface's reading keys are its alone: the full screen leaves them
        // out.
        if binding.action.plain_only() {
            assert!(
                !screen.contains(words),
                "help leaves out {words:?}:\n{screen}"
            );
            continue;
        }
        assert!(screen.contains(words), "help shows {words:?}:\n{screen}");
        assert!(screen.contains(&tui2048_app::keymap::keys_label(binding)));
    }
    assert!(screen.contains(t.keys_title()) && screen.contains(t.closes()));
    snapshot_in!(language, screen);
}

/// In 256 colours the help says how to get the original's palette, and only then.
#[rstest]
#[case::en(
    Language::English,
    "palette needs",
    ["theoriginal'spaletteneedstruecolour", "AcceptEnvCOLORTERM"]
)]
#[case::zh(Language::Chinese, "真彩色", ["原版配色要用真彩色", "AcceptEnvCOLORTERM"])]
fn in_256_colours_the_help_says_how_to_get_the_true_palette(
    #[case] language: Language,
    #[case] mark: &str,
    #[case] words: [&str; 2],
) {
    let m = model_in(language, mid_game()).with_overlay(Overlay::HELP);
    let buf = support::render(&m, Look::new(ColorMode::Ansi256), 100, 36);
    let said: String = text(&buf)
        .split(|c: char| c.is_whitespace() || c == '│')
        .collect();
    let how = [
        "--colorstruecolor",
        "colors=\"truecolor\"",
        "set-gaupdate-environmentCOLORTERM",
    ];
    for words in words.iter().chain(&how) {
        assert!(said.contains(words), "{words} in {said}");
    }
    let plain = support::render(&m, Look::new(ColorMode::TrueColor), 100, 36);
    assert!(!text(&plain).contains(mark));
}

#[rstest]
#[case::en(Language::English, "terminal too small: need 34×12, have 60×11", ["terminal too small:", "need 34×12, have 24×8"])]
#[case::zh(Language::Chinese, "终端窗口太小： 需要 34✕12，当前 60✕11", ["终端窗口太小：", "需要 34✕12，当前 24✕8"])]
fn too_small_says_what_it_needs(
    #[case] language: Language,
    #[case] on_one_line: &str,
    #[case] on_two: [&str; 2],
) {
    let m = model_in(language, mid_game());
    let short = text(&render(&m, 60, 11));
    assert!(short.contains(on_one_line), "{short}");
    let narrow = text(&render(&m, 24, 8));
    let lines: Vec<&str> = narrow
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(lines, on_two);
    snapshot_in!(language, narrow);
}

#[rstest]
#[case::en(Language::English, &["SCORE", "BEST", "MOVES"])]
#[case::zh(Language::Chinese, &["分数", "最高分", "步数", "方向键 移动", "? 帮助"])]
fn four_by_four_fits_forty_by_sixteen(#[case] language: Language, #[case] words: &[&str]) {
    let m = model_in(language, mid_game());
    let screen = text(&render(&m, 40, 16));
    let [too_small, _] = language.texts().too_small((34, 12), (40, 16));
    assert!(!screen.contains(too_small.as_str()), "{screen}");
    for label in words.iter().chain(&["2048", "4096", "1024"]) {
        assert!(
            screen.contains(label),
            "{label} on a 40×16 screen:\n{screen}"
        );
    }
    snapshot_in!(language, screen);
}

#[test]
fn panels_show_score_gain_best_and_moves() {
    let start = game(
        &[[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]],
        100,
        7,
        Status::Playing,
    );
    let (m, _) = update(model(start), Msg::Action(Action::Move(Dir::Left)));
    let screen = text(&render(&m, 100, 36));
    let header = screen.lines().find(|l| l.contains("SCORE")).unwrap();
    assert!(header.contains("BEST") && header.contains("MOVES"));
    let values = screen
        .lines()
        .skip_while(|l| !l.contains("SCORE"))
        .nth(1)
        .unwrap();
    let numbers: Vec<&str> = values.split_whitespace().collect();
    assert_eq!(numbers, ["104", "30000", "8"]);
    let gain = screen
        .lines()
        .skip_while(|l| !l.contains("SCORE"))
        .nth(2)
        .unwrap();
    assert_eq!(gain.trim(), "+4");
}

#[test]
fn tiles_grow_with_the_terminal() {
    let m = model(mid_game());
    let small = geometry(Rect::new(0, 0, 40, 16), 4).unwrap();
    let medium = geometry(Rect::new(0, 0, 100, 36), 4).unwrap();
    let large = geometry(Rect::new(0, 0, 200, 60), 4).unwrap();
    assert_eq!((small.tile_w, small.tile_h), (6, 2));
    assert_eq!((medium.tile_w, medium.tile_h), (13, 6));
    assert_eq!((large.tile_w, large.tile_h), (25, 12));
    // The board fills a large screen's height, its panels and lines around it.
    assert_eq!(large.board.height + 7, 60);
    // Numbers are centred in their tile: 4096 in narrow digits, eleven cells wide.
    let buf = render(&m, 100, 36);
    let (x, y) = tile_origin(&buf, 4, 2, 3);
    let row: String = (x..x + 13).map(|x| buf[(x, y + 2)].symbol()).collect();
    assert_eq!(row, " ▀▜ ▌▐ ▀▜ ▛▜ ");
}

#[test]
fn every_size_draws_a_whole_board_or_says_it_is_too_small() {
    for n in 3..=8 {
        let rules = Rules {
            size: n,
            target: 2048,
            spawn: SpawnRule::Classic,
        };
        let mut m = Model::new(GameState::new(rules, n as u64));
        if n % 2 == 0 {
            m = m.with_overlay(Overlay::HELP);
        }
        let sizes = (1..=130)
            .step_by(7)
            .flat_map(|w| (1..=50).step_by(3).map(move |h| (w, h)));
        for (w, h) in sizes.chain([(1, 1)]) {
            let buf = render(&m, w, h);
            let shown = text(&buf);
            let Some(at) = geometry(buf.area, n) else {
                // One word at least of the message, as much as the width allows.
                if w >= 20 {
                    assert!(shown.contains("too small"), "{n} {w}x{h}\n{shown}");
                }
                continue;
            };
            if m.overlay() == Overlay::HELP {
                if w >= 60 && h >= 22 {
                    assert!(shown.contains(" Keys "), "{n} {w}x{h}\n{shown}");
                }
                continue;
            }
            assert!(shown.contains("SCORE"), "{n} {w}x{h}\n{shown}");
            // Every tile of the game, in its own cell of the board, once.
            for pos in m.game().board().positions() {
                let value = m.game().board().value(pos);
                let x = at.board.x + 1 + pos.col as u16 * (at.tile_w + 1);
                let y = at.board.y + 1 + pos.row as u16 * (at.tile_h + 1);
                let cell = support::tile_text(&buf, Rect::new(x, y, at.tile_w, at.tile_h));
                let expected = if value == 0 {
                    String::new()
                } else {
                    value.to_string()
                };
                assert_eq!(cell, expected, "{n} {w}x{h} {pos:?}\n{shown}");
            }
        }
    }
}

/// The plain digits of tile row `row`, column by column: every row of the band merged,
/// blanks read as spaces.
fn tile_row_text(buf: &Buffer, row: usize) -> String {
    let (_, top) = tile_origin(buf, 4, row, 0);
    let at = geometry(buf.area, 4).unwrap();
    (at.board.x..at.board.right())
        .map(|x| {
            (top..top + at.tile_h)
                .map(|y| buf[(x, y)].symbol())
                .find(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()))
                .unwrap_or(" ")
                .to_string()
        })
        .collect()
}

/// Two 2s at the right of the top row, moved left (they merge), with animation on.
fn two_twos_moved_left() -> Model {
    let start = game(
        &[[0, 0, 2, 2], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        0,
        0,
        Status::Playing,
    );
    let mut m = model(start);
    m = m.animated(true);
    update(m, Msg::Action(Action::Move(Dir::Left))).0
}

#[test]
fn a_move_animates_slide_then_pop_and_grow() {
    let m = two_twos_moved_left();
    let t0 = std::time::Instant::now();
    let (m, _) = update(m, Msg::Tick(t0));
    let at = |ms: u64| {
        let (frame, _) = update(
            m.clone(),
            Msg::Tick(t0 + std::time::Duration::from_millis(ms)),
        );
        frame
    };
    // On tiles of 9×4 cells, where numbers are plain. The start of the slide: the two 2s
    // where they were.
    let first = render(&at(0), 60, 28);
    let row = tile_row_text(&first, 0);
    assert_eq!(row.split_whitespace().collect::<Vec<_>>(), ["2", "2"]);
    assert!(row.find('2').unwrap() > 20, "{row}");
    // Mid-slide: a tile between cells (not at any cell's centre).
    let mid = render(&at(25), 60, 28);
    let row = tile_row_text(&mid, 0);
    let centres: Vec<usize> = (0..4).map(|c| 1 + c * 10 + 4).collect();
    let twos: Vec<usize> = row.match_indices('2').map(|(i, _)| i).collect();
    assert!(twos.iter().any(|i| !centres.contains(i)), "{row}");
    // Settling: the merged 4 pops out over the gap beside it.
    let pop = render(&at(85), 60, 28);
    let (x, y) = tile_origin(&pop, 4, 0, 0);
    assert_eq!(
        pop[(x - 1, y)].bg,
        rgb(CLASSIC.tile(2)),
        "the merged tile is drawn larger"
    );
    // Done: the animation ends and the board is the game's.
    let done = at(130);
    assert_eq!(done.last_move().animation, None);
    let buf = render(&done, 60, 28);
    let (x, y) = tile_origin(&buf, 4, 0, 0);
    assert_eq!(buf[(x - 1, y)].bg, rgb(tui2048_ui::theme::CLASSIC.board));
    assert_eq!(
        tile_row_text(&buf, 0).trim_start().chars().next(),
        Some('4')
    );
}

#[test]
fn a_key_mid_animation_finishes_it_at_once() {
    let m = two_twos_moved_left();
    let (m, _) = update(m, Msg::Tick(std::time::Instant::now()));
    assert!(m.last_move().animation.is_some());
    let before = m.game().clone();
    let (m, _) = update(m, Msg::Action(Action::Move(Dir::Down)));
    assert_ne!(*m.game(), before, "the key was handled at once");
    let (m, _) = update(m, Msg::Action(Action::Help));
    assert_eq!(m.last_move().animation, None);
}

#[rstest]
#[case::en(Language::English)]
#[case::zh(Language::Chinese)]
fn statistics_overlay(#[case] language: Language) {
    use tui2048_engine::game::{FinishedGame, Stats, Tally};
    let mut m = model_in(language, mid_game());
    m = support::rescored(m, |s| {
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
            daily: Default::default(),
        };
    });
    m = support::rescored(m, |s| {
        s.best.insert(5, 1204);
        s.best_assisted.insert(4, 301_204);
    });
    m = support::rescored(m, |s| {
        s.history = [64u64, 256, 2048, 128, 4096, 512, 1024, 32]
            .iter()
            .map(|&max_tile| FinishedGame {
                score: max_tile * 9,
                max_tile,
                moves: 100,
                size: 4,
                date: 0,
                ..Default::default()
            })
            .collect();
        // An assisted game: not in the chart.
        s.history.insert(
            3,
            FinishedGame {
                max_tile: 16384,
                assisted: true,
                ..Default::default()
            },
        );
    });
    m = m.with_overlay(Overlay::STATS);
    let screen = text(&render(&m, 100, 36));
    let said: &[&str] = match language {
        Language::English => &[
            // The game in play is one of the games, and its moves among the moves.
            "Played        9, this one included",
            "Won           3 (33%)",
            "Moves made    5055, undone ones left out",
            "Hints used    3",
            "Best tile     4096",
            // Rows align when several board sizes have a best.
            "Best score    4×4  30000\n",
            "              5×5   1204\n",
            "Assisted games (the solver moved)",
            "Played        2",
            "Best tile     16384",
            "Best score    4×4  301204",
            "Highest tile of your last 8 games (newest right)",
        ],
        Language::Chinese => &[
            "对局数        9，含本局",
            "胜局          3（胜率 33%）",
            "总步数        5055，撤销的不算",
            "提示次数      3",
            "最大方块      4096",
            "最高分        4✕4  30000",
            "5✕5   1204",
            "AI 代走过的对局",
            "你最近 8 局的最大方块（最右是最新）",
        ],
    };
    // Every bar labelled with its tile.
    for expected in said.iter().chain(&["64  256 2k  128 4k  512 1k  32"]) {
        let lines: String = screen
            .lines()
            .map(|l| l.trim_matches(|c| c == '│' || c == ' ').to_string() + "\n")
            .collect();
        let found = lines.contains(expected.trim_start())
            || screen.contains(expected.trim_end_matches('\n'));
        assert!(found, "{expected:?} in\n{screen}");
    }
    snapshot_in!(language, screen);
    // 2048 and 32 do not look alike: their bars differ in height by more than a row.
    let height = |col: usize| {
        screen
            .lines()
            .filter(|l| l.chars().nth(col).is_some_and(|c| "▁▂▃▄▅▆▇█".contains(c)))
            .count()
    };
    let labels = screen.lines().find(|l| l.contains("64  256 2k")).unwrap();
    let col_of = |label: &str| {
        labels
            .char_indices()
            .find(|(i, _)| labels[*i..].starts_with(label))
            .map(|(i, _)| labels[..i].chars().count())
            .unwrap()
    };
    assert!(height(col_of("2k")) >= height(col_of("32")) + 2, "{screen}");
    // One game: "last game", not "last 1 games".
    m = support::rescored(m, |s| {
        s.history.truncate(1);
    });
    let screen = text(&render(&m, 100, 36));
    let one = match language {
        Language::English => "Highest tile of your last game",
        Language::Chinese => "你上一局的最大方块",
    };
    assert!(screen.contains(one), "{screen}");
    assert!(!screen.contains("1 games") && !screen.contains("最近 1 局"));
}

/// A game on an n×n board with these numbers, the last move having scored `gain`.
fn numbers(n: usize, score: u64, best: u64, moves: u64, gain: Option<u64>) -> Model {
    let rules = Rules {
        size: n,
        target: 2048,
        spawn: SpawnRule::Classic,
    };
    let mut rows = vec![vec![0u64; n]; n];
    rows[0][0] = 2;
    rows[n - 1][n - 1] = 4;
    let game = GameState::from_parts(
        rules,
        Board::from_values(&rows).unwrap(),
        score,
        moves,
        Status::Playing,
        GameRng::from_seed(1),
    );
    let mut m = Model::new(game);
    m = support::rescored(m, |s| {
        s.best.insert(n, best);
    });
    m = m.animated(false);
    m = support::redrawn(m, |l| l.gain = gain);
    m
}

mod colours;
mod keys;
mod notices;
mod notices_and_races;
mod replay;
mod tiles_and_panels;
