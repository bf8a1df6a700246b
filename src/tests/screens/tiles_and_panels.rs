use super::*;

#[test]
fn large_tiles_draw_their_number_once_in_big_digits() {
    // At 200×60 the board fills the height, and the 2048 tile's four digits are as tall as
    // one, two or three: eight rows, regular digits a cell and a half to a pixel (the board's
    // longest number has four digits).
    let m = model(mid_game());
    let buf = render(&m, 200, 60);
    let at = geometry(buf.area, 4).unwrap();
    assert_eq!((at.tile_w, at.tile_h), (25, 12));
    assert_eq!((at.board.width, at.board.height), (105, 53));
    let (x, y) = tile_origin(&buf, 4, 2, 2);
    let rows: Vec<String> = (y..y + at.tile_h)
        .map(|y| (x..x + at.tile_w).map(|x| buf[(x, y)].symbol()).collect())
        .collect();
    let blank = " ".repeat(25);
    assert_eq!(
        rows,
        [
            blank.as_str(),
            &blank,
            " ████▌ ████▌ █▌ █▌ ████▌ ",
            " ▀▀▀█▌ █▛▀█▌ █▌ █▌ █▛▀█▌ ",
            "    █▌ █▌ █▌ █▌ █▌ █▌ █▌ ",
            " ████▌ █▌ █▌ ████▌ ████▌ ",
            " █▛▀▀▘ █▌ █▌ ▀▀▀█▌ █▛▀█▌ ",
            " █▌    █▌ █▌    █▌ █▌ █▌ ",
            " ████▌ ████▌    █▌ ████▌ ",
            " ▀▀▀▀▘ ▀▀▀▀▘    ▀▘ ▀▀▀▀▘ ",
            &blank,
            &blank,
        ]
    );
    let block = &buf[(x + 3, y + 3)];
    assert_eq!(block.fg, Color::Rgb(0x1f, 0x1b, 0x16));
    assert!(block.modifier.contains(Modifier::BOLD));
    // Every tile of 4 digits or fewer in block digits, and never a plain number beside them.
    for r in 0..3 {
        for c in 0..4 {
            let (x, y) = tile_origin(&buf, 4, r, c);
            let rect = Rect::new(x, y, at.tile_w, at.tile_h);
            let plain = (y..y + at.tile_h)
                .flat_map(|y| (x..x + at.tile_w).map(move |x| (x, y)))
                .any(|p| {
                    buf[p].symbol().chars().all(|ch| ch.is_ascii_digit()) && buf[p].symbol() != " "
                });
            assert!(!plain, "tile {r},{c} prints a plain number");
            let value = mid_game()
                .board()
                .value(tui2048_engine::game::Pos::new(r, c));
            assert_eq!(support::tile_text(&buf, rect), value.to_string());
        }
    }
}

#[test]
fn big_digits_for_every_number_that_fits_and_the_same_whatever_the_board() {
    // At 100×36 tiles are 13×6: numbers of up to three digits in big digits (11 wide and
    // a column on each side), four in narrow ones (as tall: quadrants, two cells a digit
    // and a column between) and five in medium ones (two cells a digit): narrower as they
    // grow longer, never shorter.
    let m = model(mid_game());
    let buf = render(&m, 100, 36);
    let at = geometry(buf.area, 4).unwrap();
    assert_eq!((at.tile_w, at.tile_h), (13, 6));
    for (r, c, big) in [
        (0, 0, true),
        (1, 2, true),
        (1, 3, true),
        (2, 0, true),
        (2, 1, false),
        (2, 2, false),
    ] {
        let (x, y) = tile_origin(&buf, 4, r, c);
        let symbols: String = (y..y + at.tile_h)
            .flat_map(|y| (x..x + at.tile_w).map(move |x| (x, y)))
            .map(|p| buf[p].symbol().to_string())
            .collect();
        let quadrants = symbols.chars().any(|ch| "▘▝▖▗▌▐▛▜▙▟▚▞".contains(ch));
        let blocks = symbols.chars().any(|ch| "▀▄█".contains(ch));
        assert_eq!(
            (blocks || quadrants, !quadrants),
            (true, big),
            "tile {r},{c}"
        );
        assert!(
            !symbols.chars().any(|ch| ch.is_ascii_digit()),
            "tile {r},{c}"
        );
    }
    // The tile played for reads as tall as 512 beside it, on the same rows.
    let rows_of = |c: usize| -> Vec<String> {
        let (x, y) = tile_origin(&buf, 4, 2, c);
        (y..y + at.tile_h)
            .map(|y| (x..x + at.tile_w).map(|x| buf[(x, y)].symbol()).collect())
            .collect()
    };
    let blank = " ".repeat(13);
    assert_eq!(
        rows_of(2),
        [
            blank.as_str(),
            " ▀▜ ▛▜ ▌▐ ▛▜ ",
            " ▛▀ ▌▐ ▀▜ ▛▜ ",
            " ▀▀ ▀▀  ▝ ▀▀ ",
            &blank,
            &blank,
        ]
    );
    assert_eq!(
        rows_of(0),
        [
            blank.as_str(),
            " █▀▀ ▄█  ▀▀█ ",
            " ▀▀█  █  █▀▀ ",
            " ▀▀▀ ▀▀▀ ▀▀▀ ",
            &blank,
            &blank,
        ]
    );
    // A tile of a size looks the same on every board that uses that size.
    let tile = |n: usize, w: u16, h: u16| {
        let rules = Rules {
            size: n,
            target: 2048,
            spawn: SpawnRule::Classic,
        };
        let mut rows = vec![vec![0u64; n]; n];
        rows[0][0] = 128;
        let game = GameState::from_parts(
            rules,
            Board::from_values(&rows).unwrap(),
            0,
            0,
            Status::Playing,
            GameRng::from_seed(1),
        );
        let buf = render(&Model::new(game), w, h);
        let at = geometry(buf.area, n).unwrap();
        let (x, y) = (at.board.x + 1, at.board.y + 1);
        let cells: Vec<String> = (y..y + at.tile_h)
            .map(|y| (x..x + at.tile_w).map(|x| buf[(x, y)].symbol()).collect())
            .collect();
        ((at.tile_w, at.tile_h), cells)
    };
    let (size3, three) = tile(3, 100, 30);
    let (size5, five) = tile(5, 100, 43);
    assert_eq!(size3, (13, 6));
    assert_eq!(size5, (13, 6));
    assert_eq!(three, five);
    assert!(three.iter().any(|r| r.contains('█')), "{three:?}");
}

#[test]
fn the_gain_rises_beside_the_score_and_fades() {
    let start = game(
        &[[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]],
        100,
        7,
        Status::Playing,
    );
    let mut m = model(start);
    m = m.animated(true);
    let (m, _) = update(m, Msg::Action(Action::Move(Dir::Left)));
    let t0 = std::time::Instant::now();
    let (m, _) = update(m, Msg::Tick(t0));
    let at = |ms: u64| {
        update(
            m.clone(),
            Msg::Tick(t0 + std::time::Duration::from_millis(ms)),
        )
        .0
    };
    let row_of = |buf: &Buffer, y: u16| -> String {
        (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect()
    };
    // Rising: beside the value first, then beside the label, fainter as it goes.
    let early = render(&at(100), 100, 36);
    assert!(
        row_of(&early, 1).contains("104   +4"),
        "{}",
        row_of(&early, 1)
    );
    let late = render(&at(450), 100, 36);
    assert!(
        row_of(&late, 0).contains("SCORE  +4"),
        "{}",
        row_of(&late, 0)
    );
    // In its own colour for three quarters of its 600 ms, then fading.
    let x = row_of(&late, 0).find("+4").unwrap() as u16;
    let end = render(&at(560), 100, 36);
    let (Color::Rgb(r1, ..), Color::Rgb(r2, ..), Color::Rgb(r3, ..)) =
        (early[(x, 1)].fg, late[(x, 0)].fg, end[(x, 0)].fg)
    else {
        panic!("true colour");
    };
    assert_eq!(r1, r2, "the same colour at 100 ms and 450 ms");
    let board_red = tui2048_ui::theme::CLASSIC.board.0;
    assert!(r3.abs_diff(board_red) < r2.abs_diff(board_red), "it fades");
    // The points show once: while they rise, not beneath the score too.
    for (ms, buf) in [(100, &early), (450, &late), (560, &end)] {
        assert_eq!(buf_text_count(buf, "+4"), 1, "{ms} ms");
        assert_eq!(row_of(buf, 2).trim(), "", "{ms} ms");
    }
    // Done: gone, as in the original.
    let done = at(700);
    assert_eq!(done.last_move().gain_float, None);
    let buf = render(&done, 100, 36);
    assert_eq!(buf_text_count(&buf, "+4"), 0, "{}", text(&buf));
    // Without animation, or in colours that cannot fade, the points stay beneath the
    // score, once.
    let mut still = m.clone();
    still = support::redrawn(still, |l| l.gain_float = None);
    still = support::redrawn(still, |l| l.gain_floats = false);
    let buf = render(&still, 100, 36);
    assert_eq!(row_of(&buf, 2).trim(), "+4");
    assert_eq!(buf_text_count(&buf, "+4"), 1);
    for mode in [ColorMode::Ansi16, ColorMode::None] {
        let buf = render_in(&at(100), Look::new(mode), 100, 36);
        assert_eq!(row_of(&buf, 2).trim(), "+4", "{mode:?}");
        assert_eq!(buf_text_count(&buf, "+4"), 1, "{mode:?}");
    }
}

#[test]
fn every_theme_paints_its_own_tiles() {
    use tui2048_ui::theme::palettes;
    for palette in palettes() {
        let m = Model::new(mid_game());
        let buf = render_in(&m, Look::themed(ColorMode::TrueColor, palette), 100, 36);
        for (r, c, exp) in [(0, 0, 1u8), (1, 2, 7), (2, 3, 12)] {
            let (x, y) = tile_origin(&buf, 4, r, c);
            assert_eq!(
                buf[(x, y)].bg,
                rgb(palette.tile(exp)),
                "{:?} tile 2^{exp}",
                palette.theme()
            );
        }
        // Stealth looks like a log: no bold anywhere.
        let bold = buf
            .content()
            .iter()
            .any(|c| c.modifier.contains(Modifier::BOLD));
        assert_eq!(bold, palette.bold, "{:?}", palette.theme());
    }
}

#[test]
fn every_frame_of_every_move_stays_on_the_board_and_ends_on_the_game() {
    // Big-digit tiles (17×8) and every other size, through every step of every animation.
    for (w, h) in [(200, 60), (73, 44), (40, 16)] {
        for n in [3usize, 4, 8] {
            let rules = Rules {
                size: n,
                target: 2048,
                spawn: SpawnRule::Classic,
            };
            let mut m = Model::new(GameState::new(rules, n as u64));
            let Some(at) = geometry(Rect::new(0, 0, w, h), n) else {
                continue;
            };
            let board_or_header = |x: u16, y: u16| {
                let p = ratatui::layout::Position::new(x, y);
                at.board.contains(p) || at.header.contains(p)
            };
            for i in 0..12 {
                let (next, _) = update(m, Msg::Action(Action::Move(Dir::ALL[i % 4])));
                let t0 = std::time::Instant::now();
                let (next, _) = update(next, Msg::Tick(t0));
                m = next;
                // The screen once the move is drawn: the animation over, the gain still up.
                let end = update(
                    m.clone(),
                    Msg::Tick(t0 + std::time::Duration::from_millis(121)),
                )
                .0;
                assert!(end.last_move().animation.is_none());
                let last = render(&end, w, h);
                let mut still = end.clone();
                still = support::redrawn(still, |l| l.animation = None);
                assert_eq!(last, render(&still, w, h), "{n} {w}x{h}");
                for ms in (0..=130).step_by(10) {
                    let (frame, _) = update(
                        m.clone(),
                        Msg::Tick(t0 + std::time::Duration::from_millis(ms)),
                    );
                    let buf = render(&frame, w, h);
                    // Nothing of a move is drawn beyond the board (and the gain beyond the
                    // score's panel).
                    for y in 0..h {
                        for x in 0..w {
                            if !board_or_header(x, y) {
                                assert_eq!(buf[(x, y)], last[(x, y)], "{n} {w}x{h} {ms} ms");
                            }
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn an_assisted_game_says_so_and_its_score_stays_off_best() {
    let mut m = model(mid_game().with_assist(tui2048_engine::game::Assist {
        solver_moved: true,
        hints: 0,
    }));
    m = support::rescored(m, |s| {
        s.best.insert(4, 3_144);
    });
    let screen = text(&render(&m, 100, 36));
    assert!(
        screen.contains("Assisted game: the solver moved, so it counts apart"),
        "{screen}"
    );
    let values = screen
        .lines()
        .skip_while(|l| !l.contains("SCORE"))
        .nth(1)
        .unwrap();
    assert_eq!(
        values.split_whitespace().collect::<Vec<_>>(),
        ["20512", "3144", "734"]
    );
    let header: Vec<&str> = screen.lines().take(3).collect();
    assert_eq!(
        header[0].split_whitespace().collect::<Vec<_>>(),
        ["SCORE", "YOUR", "BEST", "MOVES"],
        "{screen}"
    );
    assert_eq!(header[2].trim(), "assisted 20512", "{screen}");
}

/// The words of the header's rows of a screen.
fn header_words(m: &Model, w: u16, h: u16) -> Vec<String> {
    let screen = text(&render(m, w, h));
    let at = geometry(Rect::new(0, 0, w, h), m.game().board().size()).unwrap();
    screen
        .lines()
        .skip(usize::from(at.header.y))
        .take(usize::from(at.header.height))
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

/// `en` in English, `zh` in Chinese.
fn pick<T>(language: Language, en: T, zh: T) -> T {
    match language {
        Language::English => en,
        Language::Chinese => zh,
    }
}

#[rstest]
#[case::en(Language::English)]
#[case::zh(Language::Chinese)]
fn best_stays_the_players_own_and_says_so_when_the_solver_moves(#[case] language: Language) {
    let start = game(
        &[[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]],
        76,
        12,
        Status::Playing,
    );
    let mut m = Model::new(start.clone())
        .in_language(language)
        .animated(false);
    let header = |m: &Model, w, h, en: &[&str], zh: &[&str]| {
        assert_eq!(header_words(m, w, h), pick(language, en, zh), "{w}×{h}");
    };
    // The player's own game: BEST is live with its score.
    header(
        &m,
        100,
        36,
        &["SCORE BEST MOVES", "76 76 12", ""],
        &["分数 最高分 步数", "76 76 12", ""],
    );
    header(
        &m,
        34,
        12,
        &["SCORE 76 BEST 76 MOVES 12"],
        &["分数 76 最高分 76 步数 12"],
    );
    // The solver plays a move: the game is assisted, BEST is still the player's own
    // (the 76 they reached stays), and the panels say so, with the best of assisted
    // games.
    (m, _) = update(m, Msg::Action(Action::Autoplay));
    (m, _) = update(
        m,
        Msg::SolverAnswer {
            id: 1,
            dir: Some(Dir::Left),
        },
    );
    (m, _) = update(m, Msg::Action(Action::Autoplay));
    assert!(m.game().assisted());
    m = support::redrawn(m, |l| l.gain = None);
    header(
        &m,
        100,
        36,
        &["SCORE YOUR BEST MOVES", "80 76 13", "assisted 80"],
        &["分数 你的最高分 步数", "80 76 13", "托管最高 80"],
    );
    header(
        &m,
        60,
        20,
        &["SCORE 80 YOUR BEST 76 · assisted 80 MOVES 13"],
        &["分数 80 你的最高分 76（托管最高 80） 步数 13"],
    );
    header(
        &m,
        34,
        12,
        &["SCORE 80 YOUR BEST 76 MOVES 13"],
        &["分数 80 你的最高分 76 步数 13"],
    );
    // Where the panel is narrower than the assisted best's words, they are left out.
    let wide = support::rescored(model_in(language, assisted(start)), |s| {
        s.best_assisted.insert(4, 301_204);
    });
    header(
        &wide,
        100,
        36,
        &["SCORE YOUR BEST MOVES", "76 30000 12", "assisted 301204"],
        &["分数 你的最高分 步数", "76 30000 12", "托管最高 301204"],
    );
    header(
        &wide,
        80,
        24,
        &["SCORE YOUR BEST MOVES", "76 30000 12", ""],
        &["分数 你的最高分 步数", "76 30000 12", ""],
    );
    header(
        &wide,
        60,
        20,
        &["SCORE 76 YOUR BEST 30000 · assisted 301204 MOVES 12"],
        &["分数 76 你的最高分 30000（托管最高 301204） 步数 12"],
    );
    header(
        &wide,
        34,
        12,
        &["SCORE 76 YOUR BEST 30.0k MOVES 12"],
        &["分数 76 你的最高分 30.0k 步数 12"],
    );
    // Where even that is too wide, the label is shorter but still says whose, and the
    // line keeps within the screen.
    m = support::rescored(m, |s| {
        s.best.insert(4, 123_456);
    });
    let m = support::playing(
        m.clone(),
        GameState::from_parts(
            m.game().rules(),
            m.game().board().clone(),
            2_345_678,
            45_678,
            Status::Playing,
            GameRng::from_seed(1),
        )
        .with_assist(tui2048_engine::game::Assist {
            solver_moved: true,
            hints: 0,
        }),
    );
    header(
        &m,
        34,
        12,
        &["SCORE 2.34M YOURS 123k MOVES 45.6k"],
        &["分数 2.34M 你最高 123k 步数 45.6k"],
    );
    let row = text(&render(&m, 34, 12))
        .lines()
        .next()
        .unwrap()
        .to_string();
    assert!(tui2048_ui::width::cells(&row) <= 34, "{row:?}");
}

/// `game` as one the solver made moves in.
fn assisted(game: GameState) -> GameState {
    game.with_assist(tui2048_engine::game::Assist {
        solver_moved: true,
        hints: 0,
    })
}

#[test]
fn the_autoplay_line_says_one_move_a_second() {
    let m = model(mid_game()).with_solver(Solver::playing(0));
    let screen = text(&render(&m, 100, 36));
    assert!(
        screen.contains("Autoplay: 1 move/s · + - pace · p stops"),
        "{screen}"
    );
}

#[test]
fn from_the_smallest_screen_up_every_panel_keeps_its_value_and_the_points_show_once() {
    use tui2048_ui::{fit_number, minimum};
    let cases = [
        (20_048, 20_048, 801, Some(2_048)),
        (123_456_789, 987_654_321, 12_345, Some(65_536)),
        (u64::MAX, u64::MAX, u64::MAX, Some(u64::MAX)),
        (4, 4, 1, Some(4)),
        (0, 0, 0, None),
    ];
    for n in 3..=8 {
        let (mw, mh) = minimum(n);
        let sizes = [
            (mw, mh),
            (mw + 3, mh),
            (mw, mh + 4),
            (60, 20),
            (60, 24),
            (80, 24),
        ];
        for (w, h) in sizes {
            if w < mw || h < mh {
                continue;
            }
            for (score, best, moves, gain) in cases {
                let m = numbers(n, score, best, moves, gain);
                let screen = text(&render(&m, w, h));
                let at = geometry(Rect::new(0, 0, w, h), n).unwrap();
                let header: String = screen
                    .lines()
                    .skip(usize::from(at.header.y))
                    .take(usize::from(at.header.height))
                    .collect::<Vec<_>>()
                    .join("\n");
                let words: Vec<&str> = header.split_whitespace().collect();
                for (label, value) in [("SCORE", score), ("BEST", best), ("MOVES", moves)] {
                    assert!(words.contains(&label), "{label} {n} {w}x{h}\n{screen}");
                    let shown = [
                        fit_number(value, 16),
                        fit_number(value, 7),
                        fit_number(value, 4),
                    ];
                    assert!(
                        shown.iter().any(|v| words.contains(&v.as_str())),
                        "the value {value} of {label} at {n} {w}x{h}\n{screen}"
                    );
                }
                if let Some(g) = gain {
                    let points = [
                        format!("+{g}"),
                        format!("+{}", fit_number(g, 7)),
                        format!("+{}", fit_number(g, 4)),
                    ];
                    let count = screen
                        .split_whitespace()
                        .filter(|w| points.iter().any(|p| p == w))
                        .count();
                    assert_eq!(count, 1, "+{g} once at {n} {w}x{h}\n{screen}");
                }
            }
        }
    }
}

#[test]
fn at_sixty_by_twenty_a_five_digit_score_and_its_gain_keep_moves_in_the_header() {
    let m = numbers(4, 20_048, 20_048, 801, Some(2_048));
    let screen = text(&render(&m, 60, 20));
    let header = screen.lines().find(|l| l.contains("SCORE")).unwrap();
    assert_eq!(
        header.split_whitespace().collect::<Vec<_>>(),
        ["SCORE", "20048", "+2048", "BEST", "20048", "MOVES", "801"],
        "{screen}"
    );
    // At the smallest 4×4 screen the points go to the status line.
    let screen = text(&render(&m, 34, 12));
    let lines: Vec<&str> = screen.lines().collect();
    assert_eq!(
        lines[0].split_whitespace().collect::<Vec<_>>(),
        ["SCORE", "20.0k", "BEST", "20.0k", "MOVES", "801"],
        "{screen}"
    );
    assert_eq!(lines[10].trim(), "+2048", "{screen}");
}

/// The key bar keeps what a newcomer needs first (autoplay and the statistics at 80×24),
/// and where every key fits with room to spare, `r` says that `u` brings the game back.
#[test]
fn the_key_bar_keeps_what_a_newcomer_needs_and_says_u_brings_a_game_back() {
    let m = model(mid_game());
    let last = |w: u16, h: u16| -> String {
        let screen = text(&render(&m, w, h));
        screen.lines().last().unwrap().trim().to_string()
    };
    assert_eq!(
        last(80, 24),
        "←↑→↓ move · u undo · r new · Tab hint · p auto · i stats · ? help · q quit"
    );
    assert_eq!(
        last(100, 36),
        "←↑→↓ move · u undo · r new · Tab hint · p auto · i stats · v replay · t theme · ? help · q quit"
    );
    assert_eq!(
        last(200, 60),
        "←↑→↓ move · u undo · r new (u brings it back) · Tab hint · p auto · i stats · v replay · t theme · ? help · q quit"
    );
}
