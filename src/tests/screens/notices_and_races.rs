use super::*;

fn words_of(screen: &str) -> String {
    screen.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn race_after(size: usize, same: usize, own: usize) -> tui2048_app::Race {
    support::races::race_after(size, same, own, Language::English)
}

/// The race in `language` after `same` moves of a kept game and `own` of the player's.
fn race_in(language: Language, size: usize, same: usize, own: usize) -> tui2048_app::Race {
    support::races::race_after(size, same, own, language)
}

use support::races::render_race;

/// Both boards side by side, one above the other, a mini-board, a line; the panels, who
/// leads and the keys in the player's words, the keys a race has not left out.
#[rstest]
#[case::en(
    Language::English,
    ["YOU", "LEAD", "GHOST", "The ghost leads by 4 at move 14", "←↑→↓ move", "q quit"],
    ["r new", "i stats", "v replay", "BEST"]
)]
#[case::zh(
    Language::Chinese,
    ["你", "领先", "影子", "第 14 步，影子领先 4 分", "方向键 移动", "q 退出"],
    ["r 新局", "i 统计", "v 复盘", "最高分"]
)]
fn race_screens_fit_every_size(
    #[case] language: Language,
    #[case] says: [&str; 6],
    #[case] gone: [&str; 4],
) {
    use support::races::boards_in_sight;
    use tui2048_ui::{RivalPlace, race_geometry};
    let race = race_in(language, 4, 8, 6);
    let look = Look::new(ColorMode::TrueColor);
    for (w, h, place) in [
        (100, 36, RivalPlace::Beside),
        (80, 24, RivalPlace::Beside),
        (60, 20, RivalPlace::Beside),
        (40, 30, RivalPlace::Below),
        (58, 14, RivalPlace::Mini),
        (34, 12, RivalPlace::Line),
    ] {
        let at = race_geometry(Rect::new(0, 0, w, h), 4).expect("fits");
        assert_eq!(at.place, place, "{w}×{h}");
        let screen = text(&render_race(&race, look, w, h));
        for words in says {
            assert!(screen.contains(words), "{words} at {w}×{h}:\n{screen}");
        }
        for words in gone {
            assert!(!screen.contains(words), "{words} at {w}×{h}:\n{screen}");
        }
        boards_in_sight(&render_race(&race, Look::new(ColorMode::None), w, h), &race)
            .unwrap_or_else(|e| panic!("{w}×{h}: {e}"));
        snapshot_in!(language, format!("race_{w}x{h}"), screen);
    }
    // Below the game's smallest screen, the screen says what it needs.
    let small = text(&render_race(&race, look, 33, 12));
    let [_, need] = language.texts().too_small((34, 12), (33, 12));
    assert!(small.contains(&need), "{small}");
}

#[test]
fn race_boards_are_the_players_and_the_rivals() {
    let race = race_after(4, 8, 6);
    let buf = render_race(&race, Look::new(ColorMode::None), 100, 36);
    let at = tui2048_ui::race_laid_out(&race, buf.area).unwrap();
    let rows: Vec<String> = text(&buf).lines().map(str::to_string).collect();
    let cut = |r: Rect| -> Vec<String> {
        rows[usize::from(r.y)..usize::from(r.bottom())]
            .iter()
            .map(|l| {
                l.chars()
                    .skip(usize::from(r.x))
                    .take(usize::from(r.width))
                    .collect()
            })
            .collect()
    };
    let values = |g: &GameState| {
        let b = g.board();
        (0..4)
            .map(|r| {
                (0..4)
                    .map(|c| b.value(tui2048_engine::game::Pos { row: r, col: c }))
                    .collect()
            })
            .collect::<Vec<Vec<u64>>>()
    };
    assert_eq!(
        support::screen::board_of(&cut(at.you.board)),
        Some(values(race.player().game()))
    );
    let (rival, _, _) = at.rival.unwrap();
    assert_eq!(
        support::screen::board_of(&cut(rival)),
        Some(values(race.rival_game()))
    );
    assert_ne!(race.player().game().board(), race.rival_game().board());
}

#[rstest]
#[case::en(Language::English)]
#[case::zh(Language::Chinese)]
fn a_large_board_races_a_mini_board(#[case] language: Language) {
    let race = race_in(language, 8, 3, 2);
    let plain = render_race(&race, Look::new(ColorMode::None), 100, 36);
    support::races::boards_in_sight(&plain, &race).unwrap();
    let at = tui2048_ui::race_laid_out(&race, plain.area).unwrap();
    assert_eq!(at.place, tui2048_ui::RivalPlace::Mini);
    let look = Look::new(ColorMode::Ansi256);
    let screen = text(&render_race(&race, look, 100, 36));
    snapshot_in!(language, "race_8x8_100x36", screen);
}

/// The race's boxes (the win, the game over while the solver catches up, the end) stand
/// beside or below the boards at every size, every tile of both boards in sight; where
/// no box fits, the status line says its words and the footer holds its buttons.
#[rstest]
#[case::en(Language::English, "tui2048 race 3×3 seed 5 vs the ghost")]
#[case::zh(Language::Chinese, "tui2048 比赛 3✕3，种子 5，对阵影子")]
fn the_race_box_leaves_every_tile_in_sight_and_says_who_won(
    #[case] language: Language,
    #[case] shared: &str,
) {
    use support::races::{boards_in_sight, race_behind, race_over, race_won};
    let t = language.texts();
    let look = Look::new(ColorMode::None);
    let over = race_over(language);
    let s = over.standing();
    let said = [
        t.race_winner(over.rival(), s.lead()).to_string(),
        t.race_scores(s.mine, s.theirs, s.at),
        t.race_margin(s.lead(), Some(23)),
    ];
    let won = race_won(language);
    let behind = race_behind(language);
    let framed = |keys: [(&str, &str); 2]| keys.map(|(w, k)| format!("[ {w}  {k} ]"));
    let tight = |keys: [(&str, &str); 2]| keys.map(|(w, k)| format!("[{w} {k}]"));
    let undo_quit = [(t.button_undo(), "u"), (t.button_quit(), "q")];
    let on_quit = [(t.button_keep_going(), "Enter"), (t.button_quit(), "q")];
    for (w, h) in [(100, 36), (80, 24), (60, 20), (40, 30), (58, 14), (34, 12)] {
        for (race, keys) in [(&over, undo_quit), (&won, on_quit), (&behind, undo_quit)] {
            let buf = render_race(race, look, w, h);
            let screen = text(&buf);
            boards_in_sight(&buf, race).unwrap_or_else(|e| panic!("{w}×{h}: {e}\n{screen}"));
            assert!(
                framed(keys).iter().all(|b| screen.contains(b))
                    || tight(keys).iter().all(|b| screen.contains(b)),
                "{w}×{h}:\n{screen}"
            );
        }
        let screen = text(&render_race(&over, look, w, h));
        assert_eq!(
            screen.matches(said[0].as_str()).count(),
            1,
            "{w}×{h}:\n{screen}"
        );
        let scores = t.race_end_short("", s.mine, s.theirs);
        assert!(screen.contains(scores.trim()), "{w}×{h}:\n{screen}");
        let boxed = screen.contains('╭');
        // Boxed at every size the boards leave the room for one, a size smaller if need be.
        assert_eq!(
            boxed,
            !matches!((w, h), (58, 14) | (34, 12)),
            "{w}×{h}:\n{screen}"
        );
        if boxed {
            assert!(screen.contains(&said[1]), "{w}×{h}:\n{screen}");
            assert!(screen.contains(&said[2]), "{w}×{h}:\n{screen}");
            // The line to share under the box.
            assert!(screen.contains(shared), "{screen}");
        }
        // No best score in a race: it never sets one.
        assert!(!screen.contains(t.best()), "{screen}");
    }
    snapshot_in!(
        language,
        "race_over_80x24",
        text(&render_race(&over, look, 80, 24))
    );
    snapshot_in!(
        language,
        "race_over_34x12",
        text(&render_race(&over, look, 34, 12))
    );
    let screen = text(&render_race(&behind, look, 60, 20));
    assert!(screen.contains(t.game_over()), "{screen}");
    assert!(screen.contains(&t.race_waiting(0, 32)), "{screen}");
    snapshot_in!(language, "race_behind_60x20", screen);
    let screen = text(&render_race(&won, look, 80, 24));
    assert!(screen.contains(t.you_win()), "{screen}");
    assert!(screen.contains(&framed(on_quit).join("   ")), "{screen}");
}

/// The hint is marked on the player's board alone; the help and the footer list only the
/// keys that work in a race, and `q` ends the race (the game in play is not this one).
#[rstest]
#[case::en(Language::English, ["u undo", "q quit"], ["r new", "i stats", "v replay"])]
#[case::zh(Language::Chinese, ["u 撤销", "q 退出"], ["r 新局", "i 统计", "v 复盘"])]
fn a_race_marks_the_hint_on_the_players_board_and_its_help_lists_what_works_there(
    #[case] language: Language,
    #[case] footer_says: [&str; 2],
    #[case] footer_gone: [&str; 3],
) {
    use tui2048_app::{RaceMsg, update_race};
    let t = language.texts();
    let mark = t.hint_mark(Dir::Left);
    let race = race_in(language, 4, 8, 6);
    let (race, _) = update_race(race, RaceMsg::Game(Msg::Action(Action::Hint)));
    let (race, _) = update_race(
        race,
        RaceMsg::Game(Msg::SolverAnswer {
            id: 1,
            dir: Some(Dir::Left),
        }),
    );
    let buf = render_race(&race, Look::new(ColorMode::None), 100, 36);
    let at = tui2048_ui::race_laid_out(&race, buf.area).unwrap();
    // Three marks beside each row of 4-row tiles, on the edge the tiles slide to.
    assert_eq!(at.you.tile_h, 4);
    assert_eq!(
        cells_with(&buf, at.you.board, mark).len(),
        12,
        "{}",
        text(&buf)
    );
    assert_eq!(
        cells_with(&buf, at.rival.unwrap().0, mark).len(),
        0,
        "{}",
        text(&buf)
    );
    let footer = text(&buf);
    for says in footer_says {
        assert!(footer.contains(says), "{says} in\n{footer}");
    }
    for gone in footer_gone {
        assert!(!footer.contains(gone), "{gone} in\n{footer}");
    }
    let (help, _) = update_race(race, RaceMsg::Game(Msg::Action(Action::Help)));
    let help = text(&render_race(&help, Look::new(ColorMode::None), 100, 44));
    let screen = words_of(&help);
    for says in [
        t.keys_title(),
        t.help_undo(),
        t.help_hint(),
        t.help_theme(),
        t.race_help_quit(),
    ] {
        assert!(screen.contains(&words_of(says)), "{says} in\n{screen}");
    }
    for gone in [
        t.help_restart(),
        t.help_replay(),
        t.help_stats(),
        t.help_quit(),
    ] {
        assert!(!screen.contains(&words_of(gone)), "{gone} in\n{screen}");
    }
    // The help of a race without a hint, whole.
    let race = race_in(language, 4, 8, 6);
    let (help, _) = update_race(race, RaceMsg::Game(Msg::Action(Action::Help)));
    let help = text(&render_race(&help, Look::new(ColorMode::None), 100, 44));
    snapshot_in!(language, "race_help", help);
}

/// The cells of the board's area holding `symbol`.
fn cells_with(buf: &Buffer, area: Rect, symbol: &str) -> Vec<(u16, u16)> {
    (area.y..area.bottom())
        .flat_map(|y| (area.x..area.right()).map(move |x| (x, y)))
        .filter(|&p| buf[p].symbol() == symbol)
        .collect()
}

/// The hint's marks: arrows in English, narrow signs in Chinese (many Chinese terminals
/// draw arrows two cells wide), and no other.
#[rstest]
#[case::en(Language::English)]
#[case::zh(Language::Chinese)]
fn the_hint_is_marked_on_the_edge_the_tiles_slide_to_until_the_next_key(
    #[case] language: Language,
) {
    let t = language.texts();
    let start = game(
        &[[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]],
        0,
        2,
        Status::Playing,
    );
    for dir in [Dir::Left, Dir::Up, Dir::Right, Dir::Down] {
        let arrow = t.hint_mark(dir);
        let (m, _) = update(model_in(language, start.clone()), Msg::Action(Action::Hint));
        let (m, _) = update(
            m,
            Msg::SolverAnswer {
                id: 1,
                dir: Some(dir),
            },
        );
        for mode in [
            ColorMode::TrueColor,
            ColorMode::Ansi256,
            ColorMode::Ansi16,
            ColorMode::None,
        ] {
            for (w, h) in [(100, 36), (80, 24), (34, 12)] {
                let look = Look::new(mode);
                let buf = render_in(&m, look, w, h);
                let at = geometry(buf.area, 4).unwrap();
                let b = at.board;
                let (tw, th) = (at.tile_w, at.tile_h);
                // Three marks beside each row or column of tiles (fewer on tiles one or
                // two rows tall), on the board's edge.
                let mut expected: Vec<(u16, u16)> = Vec::new();
                for i in 0..4u16 {
                    match dir {
                        Dir::Left | Dir::Right => {
                            let x = if dir == Dir::Left { b.x } else { b.right() - 1 };
                            let top = b.y + 1 + i * (th + 1);
                            let mid = top + th / 2;
                            for y in mid.saturating_sub(1).max(top)..(mid + 2).min(top + th) {
                                expected.push((x, y));
                            }
                        }
                        Dir::Up | Dir::Down => {
                            let y = if dir == Dir::Up { b.y } else { b.bottom() - 1 };
                            let mid = b.x + 1 + i * (tw + 1) + tw / 2;
                            expected.extend([(mid - 2, y), (mid, y), (mid + 2, y)]);
                        }
                    }
                }
                expected.sort_by_key(|&(x, y)| (y, x));
                let found = cells_with(&buf, b, arrow);
                assert_eq!(found, expected, "{dir:?} {mode:?} {w}×{h}\n{}", text(&buf));
                // In the keys' colour, on the board's.
                let cell = &buf[expected[0]];
                assert_eq!(cell.fg, look.key().fg.unwrap_or(Color::Reset), "{mode:?}");
                assert!(text(&buf).contains(&t.hint(dir)), "{mode:?} {w}×{h}");
                // No other arrow on the board.
                for other in ["←", "↑", "→", "↓"].into_iter().filter(|&a| a != arrow) {
                    assert!(cells_with(&buf, b, other).is_empty(), "{other} {w}×{h}");
                }
            }
        }
        // The next key takes it away.
        let (m, _) = update(m, Msg::Action(Action::Move(dir.opposite())));
        let buf = render(&m, 100, 36);
        let b = geometry(buf.area, 4).unwrap().board;
        assert!(
            cells_with(&buf, b, arrow).is_empty(),
            "{dir:?}\n{}",
            text(&buf)
        );
    }
}

/// At the race's end, after a move key pressed there too, the line to share is on screen
/// whole where the screen has the rows for it (wrapped, the rows below the footer taken),
/// else as many of its thoughts as fit beside the box that says the result; where no box
/// fits, the status line says who won and the scores; in both languages.
#[test]
fn the_race_end_shows_the_share_line_whole_or_the_result_at_every_size() {
    use support::races::{race_over, render_race};
    use tui2048_app::text::{Chinese, Texts};
    use tui2048_app::{RaceMsg, update_race};
    let look = Look::new(ColorMode::None);
    for language in [Language::English, Language::Chinese] {
        let t: &Texts = match language {
            Language::English => &English,
            Language::Chinese => &Chinese,
        };
        let over = race_over(language);
        let (over, _) = update_race(over, RaceMsg::Game(Msg::Action(Action::Move(Dir::Left))));
        assert_eq!(over.player().notice_words().as_deref(), None);
        let share = over.share_line();
        let s = over.standing();
        let short = t.race_end_short(t.race_winner(over.rival(), s.lead()), s.mine, s.theirs);
        let joined = |screen: &str| screen.lines().map(str::trim).collect::<Vec<_>>().join("");
        let bare = |line: &str| line.replace(' ', "");
        for (w, h, whole) in [
            (100, 36, true),
            (80, 24, false),
            (60, 20, false),
            (40, 30, false),
            (58, 14, false),
            (34, 12, false),
        ] {
            let screen = text(&render_race(&over, look, w, h));
            let all = bare(&joined(&screen));
            if screen.contains('╭') {
                let heads: Vec<&str> = share
                    .match_indices([' ', '，'])
                    .map(|(i, _)| &share[..i])
                    .chain([share.as_str()])
                    .filter(|head| all.contains(&bare(head)))
                    .collect();
                let longest = heads.iter().map(|h| h.len()).max().unwrap_or(0);
                if whole {
                    assert!(all.contains(&bare(&share)), "{w}×{h}:\n{screen}");
                } else {
                    assert!(longest > 0, "{w}×{h}:\n{screen}");
                }
                assert!(!screen.contains('…'), "{w}×{h}:\n{screen}");
            } else {
                assert!(screen.contains(&short), "{w}×{h}: {short}\n{screen}");
            }
        }
    }
}

/// At the smallest size the race's status lines are said in their short forms, whole,
/// never cut with a mark.
#[test]
fn the_race_says_its_lines_in_short_forms_at_the_smallest_size() {
    use support::races::{race_behind, render_race};
    use tui2048_app::settings::Strength;
    use tui2048_app::text::{Chinese, Texts};
    use tui2048_app::{Race, RaceMsg, update_race};
    use tui2048_engine::game::Rival;
    let look = Look::new(ColorMode::None);
    for language in [Language::English, Language::Chinese] {
        let t: &Texts = match language {
            Language::English => &English,
            Language::Chinese => &Chinese,
        };
        let solver =
            Race::against_solver(Rules::default(), 5, Strength::Fast, GameIds::from_seed(115))
                .animated(false)
                .in_language(language);
        let ghost = race_after(4, 2, 0);
        let ghost = ghost.in_language(language);
        let behind = race_behind(language);
        let (behind, _) = update_race(behind, RaceMsg::Game(Msg::Action(Action::Move(Dir::Left))));
        let cases = [
            (
                solver.clone().with_warnings(
                    Vec::new(),
                    tui2048_app::notice::Notice::RaceStart(solver.rival()),
                ),
                t.race_start_short(Rival::Solver { strong: false }),
            ),
            (
                ghost.clone().with_warnings(
                    Vec::new(),
                    tui2048_app::notice::Notice::RaceStart(ghost.rival()),
                ),
                t.race_start_short(ghost.rival()),
            ),
            (
                update_race(ghost.clone(), RaceMsg::Game(Msg::Action(Action::Restart))).0,
                t.race_not_now_short(),
            ),
            (
                update_race(ghost, RaceMsg::Game(Msg::Action(Action::Close))).0,
                t.race_close_nothing_short(),
            ),
            (behind, t.race_waits_over_short()),
        ];
        for (race, short) in cases {
            assert!(
                tui2048_ui::width::cells(short) <= 32,
                "{short} is wider than the narrowest status line"
            );
            // The whole line where it fits the status line, else its short form.
            let screen = text(&render_race(&race, look, 34, 12));
            let notice = race.player().notice_words().unwrap();
            let notice = notice.as_str();
            let fits = tui2048_ui::width::cells(notice) <= 34;
            let said = if fits { notice } else { short };
            assert!(screen.contains(said), "{said}\n{screen}");
            assert!(!screen.contains('…'), "{screen}");
            let wide = text(&render_race(&race, look, 100, 36));
            assert!(wide.contains(notice), "{notice}\n{wide}");
        }
    }
}

/// Once a kept game's moves run out, the status line says whether its game ended there
/// or its kept moves just run out (a game still in play, raced as `current`).
#[test]
fn the_status_line_says_whether_the_ghosts_game_ended_or_its_moves_ran_out() {
    use support::races::render_race;
    use tui2048_app::{Race, RaceMsg, update_race};
    use tui2048_engine::game::{GameIds, Origin, Record};
    let look = Look::new(ColorMode::None);
    let play =
        |race: Race, dir: Dir| update_race(race, RaceMsg::Game(Msg::Action(Action::Move(dir)))).0;
    let legal = |race: &Race| {
        let game = race.player().game();
        Dir::ALL
            .into_iter()
            .find(|&d| game.apply(d).is_some())
            .unwrap()
    };
    for (moves, ended) in [(5, false), (5000, true)] {
        let start = GameState::new(Rules::default(), 13);
        let (record, end) = support::cycled(
            start.clone(),
            Record::starting(&start, Origin::Seed(13)),
            moves,
        );
        assert_eq!(end.accepts_moves(), !ended);
        let n = record.moves().len();
        let mut race = Race::against_record(&record, GameIds::from_seed(114))
            .unwrap()
            .animated(false);
        for &dir in &record.moves()[..n - 1] {
            race = play(race, dir);
        }
        // The last move another way where there is one, so the player's game goes on.
        let last = record.moves()[n - 1];
        let other = Dir::ALL
            .into_iter()
            .find(|&d| d != last && race.player().game().apply(d).is_some())
            .unwrap_or(last);
        race = play(race, other);
        assert!(!race.over(), "{moves}");
        let dir = legal(&race);
        race = play(race, dir);
        assert!(race.rival_done() && !race.over());
        let screen = text(&render_race(&race, look, 100, 36));
        let said = if ended {
            "the ghost's game has ended"
        } else {
            "the ghost's moves run out here"
        };
        assert!(screen.contains(said), "{said}\n{screen}");
    }
}

/// A race helped by a hint says so in its end box and its line to share, in both
/// languages.
#[test]
fn the_race_end_box_says_a_hint_made_it_assisted() {
    use support::races::render_race;
    use tui2048_app::{RaceMsg, update_race};
    let look = Look::new(ColorMode::None);
    for (language, assisted, share) in [
        (
            Language::English,
            "Assisted: the solver helped",
            " · assisted",
        ),
        (Language::Chinese, "有 AI 协助", "，有 AI 协助"),
    ] {
        let race = support::races::race_after(3, 0, 0, language);
        let (race, _) = update_race(race, RaceMsg::Game(Msg::Action(Action::Hint)));
        let game = race.player().game().clone();
        let dir = Dir::ALL.into_iter().find(|&d| game.apply(d).is_some());
        let (mut race, _) = update_race(race, RaceMsg::Game(Msg::SolverAnswer { id: 1, dir }));
        for k in 0..500 {
            let game = race.player().game().clone();
            if game.status() == Status::Won {
                race = update_race(race, RaceMsg::Game(Msg::Action(Action::KeepGoing))).0;
                continue;
            }
            let Some(dir) = (0..4)
                .map(|i| Dir::ALL[(k + i) % 4])
                .find(|&d| game.apply(d).is_some())
            else {
                break;
            };
            race = update_race(race, RaceMsg::Game(Msg::Action(Action::Move(dir)))).0;
        }
        assert!(race.over() && race.assisted());
        assert!(race.share_line().ends_with(share), "{}", race.share_line());
        let screen = text(&render_race(&race, look, 100, 36));
        assert!(screen.contains(assisted), "{screen}");
        let plain = text(&render_race(
            &support::races::race_over(language),
            look,
            100,
            36,
        ));
        assert!(!plain.contains(assisted), "{plain}");
    }
}
