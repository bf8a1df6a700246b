use super::*;

#[test]
fn boss_key_saves_shows_a_log_and_any_key_brings_the_game_back() {
    let start = game(&START, 40, Status::Playing);
    let mut m = model(start.clone());
    m = m.at_clock(1_795_000_000);
    let (m, cmds) = keys(m, &[press(KeyCode::Char('b'))]);
    // The game saved before the switch, and the terminal's title made plain.
    assert_eq!(cmds, [Cmd::PlainTitle(true), Cmd::Save]);
    assert!(m.boss().is_some());
    let t0 = std::time::Instant::now();
    let (m, _) = update(m, Msg::Tick(t0));
    let (m, _) = update(m, Msg::Tick(t0 + std::time::Duration::from_secs(9)));
    assert_eq!(m.boss().unwrap().lines, 10, "the log scrolls on");
    // Moves do not reach the game while the log is up; any key returns, and gives the
    // terminal its own title back.
    let (m, cmds) = keys(m, &[press(KeyCode::Left)]);
    assert_eq!(cmds, [Cmd::PlainTitle(false)]);
    assert!(m.boss().is_none());
    assert_eq!(*m.game(), start, "the game is exactly as it was");
}

#[test]
fn the_boss_screen_has_no_game_words() {
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    let mut m = model(game(&START, 40, Status::Playing));
    m = m.at_clock(1_795_000_000);
    let (m, _) = update(m, Msg::Action(Action::Boss));
    let area = Rect::new(0, 0, 100, 36);
    let mut buf = Buffer::empty(area);
    tui2048_ui::draw(
        &m,
        support::look(tui2048_app::settings::ColorMode::None),
        area,
        &mut buf,
    );
    let text: String = buf
        .content()
        .iter()
        .map(|c| c.symbol())
        .collect::<String>()
        .to_lowercase();
    for word in ["score", "best", "tile", "2048", "undo", "game", "move"] {
        assert!(!text.contains(word), "the log shows {word:?}");
    }
    assert!(text.contains("2026-11-18"), "timestamped from the clock");
    assert!(text.contains("info"));
    assert_eq!(tui2048_ui::timestamp(0), "1970-01-01 00:00:00");
    assert_eq!(tui2048_ui::timestamp(1_795_000_000), "2026-11-18 11:06:40");
}

#[test]
fn finished_games_go_into_the_history() {
    // Right leaves one hole at the bottom left, and a 2 or a 4 there is stuck.
    let nearly_over = game(
        &[[2, 4, 2, 4], [4, 2, 4, 2], [8, 4, 2, 4], [16, 32, 64, 0]],
        500,
        Status::Playing,
    );
    let mut m = model(nearly_over);
    m = m.at_clock(1_000);
    let (m, _) = keys(m, &[press(KeyCode::Right)]);
    assert_eq!(m.game().status(), Status::Over);
    assert_eq!(m.scores().history.len(), 1);
    assert_eq!(m.scores().history[0].score, 500);
    assert_eq!(m.scores().history[0].max_tile, 64);
    assert_eq!(m.scores().history[0].date, 1_000);
    // Undoing the game over takes its record back.
    let (m, _) = keys(m, &[press(KeyCode::Char('u'))]);
    assert!(m.scores().history.is_empty());
    // A new game over a game in play records the one left.
    let (m, _) = keys(m, &[press(KeyCode::Char('r'))]);
    assert_eq!(m.scores().history.len(), 1);
    assert_eq!(m.scores().history[0].moves, 10);
}

#[test]
fn a_mouse_drag_on_the_board_moves_and_a_click_on_a_button_acts() {
    let start = game(&START, 0, Status::Playing);
    let m = model(start.clone());
    let board = tui2048_ui::geometry(ratatui::layout::Rect::new(0, 0, 100, 36), 4)
        .unwrap()
        .board;
    let (cx, cy) = (board.x + board.width / 2, board.y + board.height / 2);
    // Mostly sideways: left.
    let (m, cmds) = drag(m, (cx, cy), (cx - 12, cy + 2));
    assert_eq!(cmds, [Cmd::Save]);
    assert_eq!(*m.game(), start.apply(Dir::Left).unwrap().0);
    // Mostly down (a row is worth two columns).
    let (m, _) = drag(m, (cx, cy - 4), (cx + 5, cy + 4));
    assert_eq!(m.game().moves(), start.moves() + 2);
    assert_eq!(
        &m.session()
            .undo_stack()
            .iter()
            .last()
            .unwrap()
            .apply(Dir::Down)
            .unwrap()
            .0,
        m.game()
    );
    // A drag that starts off the board does nothing.
    let (m2, cmds) = drag(m.clone(), (1, 1), (30, 1));
    assert!(cmds.is_empty());
    assert_eq!(m2.game(), m.game());

    // Click "Keep going" on the win box.
    let won = game(
        &[[2048, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 2, 0]],
        0,
        Status::Won,
    );
    let w = model(won);
    let buttons = tui2048_ui::buttons(&w, ratatui::layout::Rect::new(0, 0, 100, 36));
    assert_eq!(buttons.len(), 2);
    let (r, _) = buttons[0];
    let (w, cmds) = drag(w, (r.x + 3, r.y), (r.x + 3, r.y));
    assert_eq!(cmds, [Cmd::Save]);
    assert_eq!(w.game().status(), Status::KeepPlaying);
}

#[test]
fn stats_open_with_i_and_any_key_closes_them() {
    let m = model(game(&START, 0, Status::Playing));
    let (m, _) = keys(m, &[press(KeyCode::Char('i'))]);
    assert_eq!(m.overlay(), Overlay::STATS);
    let (m, cmds) = keys(m, &[press(KeyCode::Left)]);
    assert_eq!(m.overlay(), Overlay::None);
    assert!(cmds.is_empty(), "the closing key does not move");
    for close in [KeyCode::Char('q'), KeyCode::Esc, KeyCode::Char('i')] {
        let (open, _) = keys(m.clone(), &[press(KeyCode::Char('i'))]);
        let (closed, cmds) = keys(open, &[press(close)]);
        assert_eq!(closed.overlay(), Overlay::None, "{close:?}");
        assert!(
            cmds.is_empty(),
            "{close:?} closes the statistics, it does not quit"
        );
    }
    let (open, _) = keys(m, &[press(KeyCode::Char('i'))]);
    let (_, cmds) = keys(open, &[with(KeyCode::Char('c'), KeyModifiers::CONTROL)]);
    assert_eq!(cmds, [Cmd::Quit]);
}

#[test]
fn a_win_undone_and_won_again_counts_once() {
    let start = game(
        &[[1024, 1024, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2]],
        0,
        Status::Playing,
    );
    let mut m = model(start);
    for _ in 0..3 {
        m = keys(m, &[press(KeyCode::Left)]).0;
        assert_eq!(m.game().status(), Status::Won);
        assert_eq!(m.stats_with_game().own.wins, 1);
        m = keys(m, &[press(KeyCode::Char('u'))]).0;
        assert_eq!(m.stats_with_game().own.wins, 0);
    }
}

#[test]
fn a_win_kept_going_then_undone_and_won_again_counts_once() {
    let start = game(
        &[[1024, 1024, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2]],
        0,
        Status::Playing,
    );
    let mut m = model(start);
    for _ in 0..3 {
        m = keys(m, &[press(KeyCode::Left)]).0;
        assert_eq!(m.game().status(), Status::Won);
        m = keys(m, &[press(KeyCode::Enter)]).0;
        assert_eq!(m.game().status(), Status::KeepPlaying);
        assert_eq!(m.stats_with_game().own.wins, 1);
        m = keys(m, &[press(KeyCode::Char('u'))]).0;
        assert_eq!(m.game().status(), Status::Playing);
        assert_eq!(
            m.stats_with_game().own.wins,
            0,
            "the win is taken back with the winning move"
        );
    }
    // A move after the win is undone without touching the win.
    m = keys(m, &[press(KeyCode::Left), press(KeyCode::Enter)]).0;
    let won_at = m.game().moves();
    let moved = keys(m, &[press(KeyCode::Down)]).0;
    assert_eq!(moved.game().moves(), won_at + 1);
    let undone = keys(moved, &[press(KeyCode::Char('u'))]).0;
    assert_eq!(undone.game().status(), Status::KeepPlaying);
    assert_eq!(undone.stats_with_game().own.wins, 1);
}

#[test]
fn autoplay_stops_at_game_over() {
    // Right leaves one hole, at the bottom left; whatever tile fills it, no move is left.
    let start = game(
        &[[2, 4, 2, 4], [4, 2, 4, 2], [8, 4, 2, 4], [16, 32, 16, 0]],
        0,
        Status::Playing,
    );
    let (m, cmds) = keys(model(start), &[press(KeyCode::Char('p'))]);
    assert!(m.solver().autoplay());
    assert!(matches!(cmds[..], [Cmd::Solve { id: 1, .. }]));
    let (m, cmds) = update(
        m,
        Msg::SolverAnswer {
            id: 1,
            dir: Some(Dir::Right),
        },
    );
    assert_eq!(m.game().status(), Status::Over);
    assert!(!m.solver().autoplay());
    // Saved, and the finished game's record kept; no further request to the solver.
    let [Cmd::Save, Cmd::Keep(record)] = &cmds[..] else {
        panic!("{cmds:?}");
    };
    assert_eq!(record.moves(), [Dir::Right]);
    assert!(record.assisted());
    assert_eq!(record.finished(), Some(m.clock()));
    // The game-over box says it; the status line does not repeat it.
    assert_eq!(m.notice_words().as_deref(), None);
}

#[test]
fn a_daily_game_that_ends_says_its_share_line() {
    use tui2048_engine::game::{Day, GameIds, Origin};
    let day = Day::new(2026, 11, 30).unwrap();
    let start = GameState::new(Rules::default(), day.seed());
    let mut m = Model::of(
        Session::starting(start, Origin::Daily(day), GameIds::from_seed(124)),
        Scores::default(),
    );
    // Played to its end: the first direction that moves, in a fixed order.
    let mut cmds = vec![];
    while m.game().status() != Status::Over {
        let dir = Dir::ALL
            .into_iter()
            .find(|&d| m.game().apply(d).is_some())
            .unwrap();
        (m, cmds) = update(m, Msg::Action(Action::Move(dir)));
        if m.game().status() == Status::Won {
            m = update(m, Msg::Action(Action::KeepGoing)).0;
        }
    }
    // Kept, and its moves graded for the line's accuracy.
    let ended = Box::new(m.session().record().clone());
    assert_eq!(
        cmds,
        [Cmd::Save, Cmd::Keep(ended.clone()), Cmd::Judge(ended)]
    );
    let line = format!(
        "tui2048 daily 2026-11-30 · {} · {} points · {} moves · 0 undos · 1 try · streak 1 day \
         finished, {} won",
        m.game().board().max_tile(),
        m.game().score(),
        m.game().moves(),
        u32::from(m.game().has_won()),
    );
    // Said in the box of the game's end, not the status line.
    assert_eq!(m.notice_words().as_deref(), None);
    assert_eq!(m.shared().as_deref(), Some(line.as_str()));
    // The review's line, with its accuracy, takes its place.
    let judged = line.replace(" · streak", " · accuracy 100 % · streak");
    let record = Box::new(m.session().record().clone());
    let accuracy = Some(100.0);
    let (m, _) = update(m, Msg::Judged { record, accuracy });
    assert_eq!(m.shared().as_deref(), Some(judged.as_str()));
    // A key after the end has its own words for the status line; the line to share stays
    // in the box, whole, broken where its parts meet, until the game is left.
    let (m, _) = update(m, Msg::Action(Action::Move(Dir::Left)));
    assert_eq!(m.shared().as_deref(), Some(judged.as_str()));
    let screen = crate::tests::support::text(&crate::tests::support::render(
        &m,
        crate::tests::support::look(tui2048_app::settings::ColorMode::None),
        100,
        36,
    ));
    let boxed: Vec<&str> = screen
        .lines()
        .filter_map(|l| Some(l.rsplit('│').nth(1)?.trim()))
        .collect();
    let shown = boxed.join(" ");
    assert!(shown.contains("tui2048 daily"), "{screen}");
    assert!(shown.contains("accuracy 100 %"), "{screen}");
    // (The box beside the board has 15 cells inside at this size.)
    for part in judged.split(" · ").filter(|p| p.len() <= 15) {
        assert!(
            boxed.iter().any(|row| row.contains(part)),
            "{part:?} whole on a row\n{screen}"
        );
    }
    let (m, _) = update(m, Msg::Action(Action::Restart));
    assert_eq!(m.shared().as_deref(), None);
}

#[test]
fn a_new_game_undone_leaves_no_trace_in_the_statistics() {
    let mut m = model(game(&START, 80, Status::Playing));
    m = support::rescored(m, |s| {
        s.stats.own.games = 5;
    });
    for _ in 0..3 {
        m = keys(m, &[press(KeyCode::Char('r'))]).0;
        assert_eq!(m.scores().stats.own.games, 6);
        assert_eq!(m.stats_with_game().own.games, 7);
        assert_eq!(m.scores().history.len(), 1, "the game left is recorded");
        m = keys(m, &[press(KeyCode::Char('u'))]).0;
        assert_eq!(m.scores().stats.own.games, 5);
        assert_eq!(m.stats_with_game().own.games, 6);
        assert!(
            m.scores().history.is_empty(),
            "and taken back with the new game"
        );
    }
}

#[test]
fn a_win_on_the_last_move_then_keep_going_ends_and_is_recorded() {
    // Left merges the 1024s into 2048; the new tile fills the one hole and no move is left.
    let start = game(
        &[
            [1024, 1024, 4, 8],
            [4, 8, 16, 32],
            [8, 16, 32, 64],
            [16, 32, 64, 128],
        ],
        0,
        Status::Playing,
    );
    let (m, _) = keys(model(start), &[press(KeyCode::Left)]);
    assert_eq!(m.game().status(), Status::Won);
    assert!(!m.game().board().can_move(), "{:?}", m.game().board());
    let (m, _) = keys(m, &[press(KeyCode::Char('c'))]);
    assert_eq!(m.game().status(), Status::Over);
    assert_eq!(m.scores().history.len(), 1);
    assert_eq!(m.scores().history[0].max_tile, 2048);
}

#[test]
fn clicks_do_not_reach_buttons_under_the_help_or_the_statistics() {
    let won = game(
        &[[2048, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 2, 0]],
        0,
        Status::Won,
    );
    let area = ratatui::layout::Rect::new(0, 0, 100, 36);
    let (r, _) = tui2048_ui::buttons(&model(won.clone()), area)[0];
    for open in ["help", "stats"] {
        let m = model(won.clone()).with_overlay(if open == "help" {
            Overlay::HELP
        } else {
            Overlay::STATS
        });
        // The box is not drawn under them, and has no buttons there.
        assert!(tui2048_ui::buttons(&m, area).is_empty(), "{open}");
        let (m, cmds) = drag(m, (r.x + 3, r.y), (r.x + 3, r.y));
        assert!(cmds.is_empty(), "{open}");
        assert_eq!(m.game().status(), Status::Won, "{open}");
    }
}

#[test]
fn a_failing_save_says_so_once_and_other_notices_still_show() {
    let m = model(game(&START, 0, Status::Playing));
    use tui2048_store::Why;
    let failed = super::failed;
    let (m, _) = update(m, failed("/s.json", Why::Full));
    let (m, _) = keys(m, &[press(KeyCode::Char('u'))]);
    assert_eq!(m.notice_words().as_deref(), Some("Nothing to undo"));
    let (m, _) = update(m, failed("/s.json", Why::Full));
    assert_eq!(
        m.notice_words().as_deref(),
        Some("Nothing to undo"),
        "the same failure again"
    );
    let (m, _) = update(m, failed("/s.json", Why::ReadOnly));
    assert_eq!(
        m.notice_words().as_deref(),
        Some("Saving is off: cannot write /s.json: Read-only file system"),
        "a new failure"
    );
}

#[test]
fn saving_off_for_good_is_said_once_and_stays_off() {
    let m = model(game(
        &[[2, 0, 0, 0], [0; 4], [0; 4], [0; 4]],
        0,
        Status::Playing,
    ));
    let off = tui2048_store::SaveError::Off(tui2048_store::Fault::NotLocked);
    let (m, cmds) = update(m, Msg::Saved(Err(off)));
    assert!(cmds.is_empty());
    let why = "the state file is not locked";
    let not_locked = tui2048_app::Off::Fault(tui2048_store::Fault::NotLocked);
    assert_eq!(*m.saving(), Saving::Off(not_locked.clone()));
    assert_eq!(
        m.notice_words().as_deref(),
        Some(format!("Saving is off: {why}").as_str())
    );
    // A later report of a save that worked does not turn it back on.
    let (m, _) = update(m, Msg::Saved(Ok(())));
    assert_eq!(*m.saving(), Saving::Off(not_locked));
}

/// A game one move (left) from its 2048.
fn nearly_won() -> GameState {
    game(
        &[[1024, 1024, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2]],
        0,
        Status::Playing,
    )
}

#[test]
fn a_win_undone_and_the_game_left_is_a_game_not_a_win() {
    let m = keys(model(nearly_won()), &[press(KeyCode::Left)]).0;
    assert_eq!(m.stats_with_game().own.wins, 1);
    let m = keys(m, &[press(KeyCode::Char('u')), press(KeyCode::Char('r'))]).0;
    assert_eq!(m.scores().stats.own.games, 1);
    assert_eq!(m.scores().stats.own.wins, 0);
    assert_eq!(m.stats_with_game().own.games, 2);
    assert_eq!(m.stats_with_game().own.wins, 0);
}

#[test]
fn a_won_game_left_brought_back_and_left_again_counts_once() {
    let m = keys(
        model(nearly_won()),
        &[press(KeyCode::Left), press(KeyCode::Enter)],
    )
    .0;
    let mut m = m;
    for _ in 0..3 {
        m = keys(m, &[press(KeyCode::Char('r'))]).0;
        assert_eq!(
            (m.scores().stats.own.games, m.scores().stats.own.wins),
            (1, 1)
        );
        assert_eq!(m.scores().stats.own.moves, 11);
        m = keys(m, &[press(KeyCode::Char('u'))]).0;
        assert_eq!(m.game().status(), Status::KeepPlaying);
        assert_eq!(
            (m.scores().stats.own.games, m.scores().stats.own.wins),
            (0, 0)
        );
        let shown = m.stats_with_game().own;
        assert_eq!((shown.games, shown.wins, shown.moves), (1, 1, 11));
    }
}

#[test]
fn the_solvers_moves_make_the_game_assisted_and_keep_it_off_the_players_records() {
    let mut start = model(game(&START, 100, Status::Playing));
    start = support::rescored(start, |s| {
        s.best.insert(4, 120);
    });
    let (m, _) = keys(start, &[press(KeyCode::Left)]);
    assert_eq!(m.best_score(), 120);
    assert!(!m.game().assisted());
    let (m, _) = keys(m, &[press(KeyCode::Char('p'))]);
    assert!(!m.game().assisted(), "not before the solver's first move");
    let (m, _) = update(
        m,
        Msg::SolverAnswer {
            id: 1,
            dir: Some(Dir::Right),
        },
    );
    assert!(m.game().assisted());
    // The solver's score does not raise the player's best; it has a best of its own.
    assert_eq!(m.best_score(), 120);
    assert_eq!(m.scores().best.get(&4), Some(&120));
    assert_eq!(m.assisted_best_score(), m.game().score());
    // Its end is counted apart.
    let (ended, _) = keys(m.clone(), &[press(KeyCode::Char('r'))]);
    assert_eq!(ended.scores().stats.own.games, 0);
    assert_eq!(ended.scores().stats.assisted.games, 1);
    assert!(ended.scores().history[0].assisted);
    assert!(!ended.game().assisted(), "a new game is the player's");
    // Undoing the solver's move makes the game the player's own again.
    let (m, _) = keys(m, &[press(KeyCode::Char('u'))]);
    assert!(!m.game().assisted());
    assert!(!m.session().record().assisted());
    let (m, _) = keys(m, &[press(KeyCode::Char('r'))]);
    assert_eq!(m.scores().stats.own.games, 1);
    assert_eq!(m.scores().stats.assisted.games, 0);
    assert!(!m.scores().history[0].assisted);
}

#[test]
fn autoplay_undone_back_to_the_start_leaves_the_players_own_game() {
    let start = GameState::new(Rules::default(), 77);
    let (mut m, _) = keys(model(start.clone()), &[press(KeyCode::Char('p'))]);
    for id in 1..=12 {
        let dir = Dir::ALL
            .into_iter()
            .find(|&d| m.game().apply(d).is_some())
            .unwrap();
        let (next, cmds) = update(m, Msg::SolverAnswer { id, dir: Some(dir) });
        m = next;
        assert!(matches!(cmds.last(), Some(Cmd::Solve { .. })), "{cmds:?}");
    }
    assert_eq!(m.game().moves(), 12);
    assert!(m.game().assisted() && m.session().record().assisted());
    let line = m.session().record().encode();
    assert!(line.starts_with("tui2048-4:"), "{line}");
    for _ in 0..12 {
        m = keys(m, &[press(KeyCode::Char('u'))]).0;
    }
    assert_eq!(*m.game(), start);
    assert!(!m.game().assisted());
    assert!(!m.session().record().assisted());
    assert_eq!(m.session().record().undos(), 12);
    assert_eq!(m.stats_with_game().own.games, 1);
    assert_eq!(m.stats_with_game().assisted.games, 0);
    // Its record says the same wherever it goes.
    let back = tui2048_engine::game::Record::decode(&m.session().record().encode()).unwrap();
    assert!(!back.assisted());
}

/// A drag or a click that reaches `update` while the help, the statistics or the boss
/// screen is up does nothing: the game, its score and the box stay as they are.
#[test]
fn a_drag_or_a_click_under_a_box_does_nothing() {
    let start = game(&START, 40, Status::Playing);
    let boss = update(model(start.clone()), Msg::Action(Action::Boss)).0;
    for (name, m) in [
        ("help", model(start.clone()).with_overlay(Overlay::HELP)),
        ("stats", model(start.clone()).with_overlay(Overlay::STATS)),
        ("boss", boss),
    ] {
        for msg in [
            Msg::Drag(Dir::Left),
            Msg::Click(Action::Move(Dir::Right)),
            Msg::Click(Action::Restart),
        ] {
            let (after, cmds) = update(m.clone(), msg.clone());
            assert_eq!(cmds, [], "{name} {msg:?}");
            assert_eq!(*after.game(), start, "{name} {msg:?}");
            assert_eq!(after.overlay(), m.overlay(), "{name} {msg:?}");
        }
    }
    // On the bare board the same drag moves.
    let (moved, _) = update(model(start.clone()), Msg::Drag(Dir::Left));
    assert_eq!(
        moved
            .game()
            .board()
            .value(tui2048_engine::game::Pos { row: 0, col: 0 }),
        4
    );
}

/// The boss screen's log is dated from the first clock it hears when it opened before the
/// clock was known, and keeps that date as the clock goes on.
#[test]
fn the_boss_screen_takes_the_first_clock_it_hears() {
    let m = model(game(&START, 40, Status::Playing)).at_clock(0);
    let (m, _) = update(m, Msg::Action(Action::Boss));
    assert_eq!(m.boss().unwrap().started_clock, 0);
    let (m, _) = update(m, Msg::Clock(1_795_000_000));
    assert_eq!(m.boss().unwrap().started_clock, 1_795_000_000);
    let (m, _) = update(m, Msg::Clock(1_795_000_060));
    assert_eq!(m.boss().unwrap().started_clock, 1_795_000_000);
    assert_eq!(m.clock(), 1_795_000_060);
    // Opened with the clock known, it is dated from then.
    let (m, _) = update(m.at_clock(1_795_000_100), Msg::Action(Action::Boss));
    let (m, _) = update(m, Msg::Action(Action::Boss));
    assert_eq!(m.boss().unwrap().started_clock, 1_795_000_100);
    let (m, _) = update(m, Msg::Clock(1_795_000_200));
    assert_eq!(m.boss().unwrap().started_clock, 1_795_000_100);
}

/// The "+N" floats up and fades only for a move that scored, with the animations on and
/// autoplay no faster than the eye follows; otherwise it stays (or there is none).
#[test]
fn the_points_float_only_after_a_move_that_scored_with_animations_on() {
    let start = game(&START, 40, Status::Playing);
    let floats = |m: Model, dir: Dir| {
        let (m, _) = update(m, Msg::Action(Action::Move(dir)));
        (m.last_move().gain, m.last_move().gain_floats)
    };
    // Left merges the two 2s: 4 points.
    assert_eq!(
        floats(model(start.clone()).animated(true), Dir::Left),
        (Some(4), true)
    );
    assert_eq!(
        floats(model(start.clone()).animated(false), Dir::Left),
        (Some(4), false)
    );
    // Down merges nothing: no points, nothing floats.
    assert_eq!(
        floats(model(start.clone()).animated(true), Dir::Down),
        (None, false)
    );
    assert_eq!(
        floats(model(start).animated(false), Dir::Down),
        (None, false)
    );
}

/// Autoplay's moves slide on the board up to 10 moves a second and jump beyond; the
/// player's own moves always slide, whatever pace autoplay was left at.
#[test]
fn autoplay_animates_up_to_ten_moves_a_second_and_the_players_moves_always() {
    // Two 2s side by side: Left merges them, Right slides them back.
    let start = game(&START, 0, Status::Playing);
    let solver_move = |m: Model, dir: Dir| {
        let (m, cmds) = update(m, Msg::Action(Action::Autoplay));
        let [Cmd::Solve { id, .. }] = cmds[..] else {
            panic!("{cmds:?}");
        };
        assert!(m.solver().autoplay());
        let (m, _) = update(m, Msg::SolverAnswer { id, dir: Some(dir) });
        assert_eq!(
            m.game().moves(),
            start.moves() + 1,
            "the solver's move was played"
        );
        m
    };
    let paced = |steps: i32| {
        let mut m = model(start.clone()).animated(true);
        for _ in 0..steps.abs() {
            let action = if steps > 0 {
                Action::Faster
            } else {
                Action::Slower
            };
            m = update(m, Msg::Action(action)).0;
        }
        m
    };
    // The default pace, 10 moves a second, slides; 20 jumps; 5 slides.
    for (steps, pace, slides) in [(0, 10, true), (1, 20, false), (-1, 5, true)] {
        let m = paced(steps);
        assert_eq!(m.solver().moves_per_second(), pace);
        let m = solver_move(m, Dir::Left);
        assert_eq!(m.last_move().animation.is_some(), slides, "{pace} moves/s");
    }
    // Autoplay stopped at 20 moves a second: the player's move slides.
    let m = paced(1);
    let (m, _) = update(m, Msg::Action(Action::Move(Dir::Left)));
    assert_eq!(m.solver().moves_per_second(), 20);
    assert!(m.last_move().animation.is_some());
}

/// The screen is woken by time alone only while something moves: each frame of a slide,
/// the rising points more slowly once the slide is over, the boss screen's next line;
/// otherwise it waits for input.
#[test]
fn the_screen_wakes_only_while_something_moves() {
    use std::time::{Duration, Instant};
    let m = model(game(&START, 40, Status::Playing)).animated(true);
    assert_eq!(m.wake_after(), None);
    let (m, _) = update(m, Msg::Action(Action::Move(Dir::Left)));
    assert_eq!(m.wake_after(), Some(tui2048_app::FRAME));
    let t0 = Instant::now();
    let (m, _) = update(m, Msg::Tick(t0));
    // The slide takes 120 ms; the "+4" rises for 600.
    let (m, _) = update(m, Msg::Tick(t0 + Duration::from_millis(200)));
    assert_eq!(m.wake_after(), Some(Duration::from_millis(100)));
    let (m, _) = update(m, Msg::Tick(t0 + Duration::from_secs(1)));
    assert_eq!(m.wake_after(), None);
    let (m, _) = update(m, Msg::Action(Action::Boss));
    assert_eq!(m.wake_after(), Some(tui2048_app::BOSS_LINE_EVERY));
}

/// `t` goes on from the theme the model was given, and the help names the settings file
/// the model was given (where `t` keeps it).
#[test]
fn t_goes_on_from_the_models_theme_and_the_help_names_its_settings_file() {
    let m = model(game(&START, 40, Status::Playing)).in_theme(Theme::Dark);
    assert_eq!(m.theme(), Theme::Dark);
    let (m, cmds) = update(m, Msg::Action(Action::Theme));
    assert_eq!(cmds, [Cmd::Theme(Theme::HighContrast)]);
    assert_eq!(m.theme(), Theme::HighContrast);

    let help = |m: Model| {
        let m = m.with_overlay(Overlay::HELP);
        support::text(&support::render(
            &m,
            support::look(ColorMode::TrueColor),
            100,
            36,
        ))
    };
    let plain = model(game(&START, 40, Status::Playing));
    assert!(!help(plain.clone()).contains("/home/p/"));
    let named = plain.with_settings_file(Some("/home/p/.config/tui2048/config.toml".into()));
    assert!(
        help(named).contains("/home/p/.config/tui2048/config.toml"),
        "the help names the settings file"
    );
}
