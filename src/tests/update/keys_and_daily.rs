use super::*;

#[test]
fn esc_closes_what_is_open_and_never_quits() {
    let m = model(game(&START, 0, Status::Playing));
    // On the bare board it only says how to quit.
    let (m, cmds) = keys(m, &[press(KeyCode::Esc)]);
    assert!(cmds.is_empty());
    assert_eq!(
        m.notice_words().as_deref(),
        Some("Nothing to close — q quits (the game is saved)")
    );
    // Twice over the help: it closes, then nothing.
    let (m, _) = keys(m, &[press(KeyCode::Char('?'))]);
    let (m, cmds) = keys(m, &[press(KeyCode::Esc), press(KeyCode::Esc)]);
    assert!(cmds.is_empty());
    assert_eq!(m.overlay(), Overlay::None);
    // The boss screen goes.
    let (m, _) = keys(m, &[press(KeyCode::Char('b'))]);
    assert!(m.boss().is_some());
    let (m, cmds) = keys(m, &[press(KeyCode::Esc)]);
    assert!(cmds == [Cmd::PlainTitle(false)] && m.boss().is_none());
    // The win box closes to play on.
    let won = game(
        &[[2048, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 2, 0]],
        20_000,
        Status::Won,
    );
    let (w, cmds) = keys(model(won), &[press(KeyCode::Esc)]);
    assert_eq!(w.game().status(), Status::KeepPlaying);
    assert_eq!(cmds, [Cmd::Save]);
    // Over the game-over box it says what the keys do.
    let over = game(
        &[[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]],
        100,
        Status::Over,
    );
    let (o, cmds) = keys(model(over), &[press(KeyCode::Esc)]);
    assert!(cmds.is_empty());
    assert_eq!(
        o.notice_words().as_deref(),
        Some("Game over! r tries again, u undoes, q quits")
    );
}

#[test]
fn t_goes_through_the_themes_and_asks_to_keep_each() {
    let mut m = model(game(&START, 0, Status::Playing));
    assert_eq!(m.theme(), Theme::Classic);
    for (theme, name) in [
        (Theme::Dark, "dark"),
        (Theme::HighContrast, "high-contrast"),
        (Theme::Stealth, "stealth"),
        (Theme::Classic, "classic"),
    ] {
        let (next, cmds) = keys(m, &[press(KeyCode::Char('t'))]);
        m = next;
        assert_eq!(cmds, [Cmd::Theme(theme)]);
        assert_eq!(m.theme(), theme);
        assert_eq!(
            m.notice_words().as_deref(),
            Some(format!("Theme: {name} — t for the next").as_str())
        );
    }
    assert_eq!(m.game().moves(), 10, "t is no move");
}

#[test]
fn after_the_target_the_goal_is_the_next_tile() {
    let playing = model(game(&START, 0, Status::Playing));
    assert_eq!(playing.goal(), 2048);
    let on = model(game(
        &[[2048, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 2, 0]],
        20_000,
        Status::KeepPlaying,
    ));
    assert_eq!(on.goal(), 4096);
    let far = model(game(
        &[[8192, 4, 0, 0], [2048, 0, 0, 0], [0, 0, 0, 0], [0, 0, 2, 0]],
        90_000,
        Status::KeepPlaying,
    ));
    assert_eq!(far.goal(), 16384);
}

#[test]
fn p_on_the_win_box_keeps_going_and_plays_on() {
    let won = game(
        &[[2048, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 2, 0]],
        20_000,
        Status::Won,
    );
    let (m, cmds) = keys(model(won), &[press(KeyCode::Char('p'))]);
    assert_eq!(m.game().status(), Status::KeepPlaying);
    assert!(m.solver().autoplay());
    assert!(
        matches!(cmds[..], [Cmd::Save, Cmd::Solve { id: 1, .. }]),
        "{cmds:?}"
    );
    // Over a game that is over, autoplay says what would help.
    let over = game(
        &[[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]],
        0,
        Status::Over,
    );
    let (m, cmds) = keys(model(over), &[press(KeyCode::Char('p'))]);
    assert!(cmds.is_empty() && !m.solver().autoplay());
    assert_eq!(
        m.notice_words().as_deref(),
        Some("Autoplay needs a game: r starts one")
    );
}

#[test]
fn the_pace_says_its_ends_and_one_move_is_one_move() {
    let (m, _) = keys(
        model(game(&START, 0, Status::Playing)),
        &[press(KeyCode::Char('p'))],
    );
    let slower = |m: Model| keys(m, &[press(KeyCode::Char('-'))]).0;
    let faster = |m: Model| keys(m, &[press(KeyCode::Char('+'))]).0;
    let mut m = slower(slower(m));
    assert_eq!(m.notice_words().as_deref(), Some("Autoplay: 2 moves/s"));
    m = slower(m);
    assert_eq!(m.notice_words().as_deref(), Some("Autoplay: 1 move/s"));
    m = slower(m);
    assert_eq!(
        m.notice_words().as_deref(),
        Some("Autoplay: 1 move/s, the slowest")
    );
    for _ in 0..8 {
        m = faster(m);
    }
    assert_eq!(m.notice_words().as_deref(), Some("Autoplay: 500 moves/s"));
    m = faster(m);
    assert_eq!(m.notice_words().as_deref(), Some("Autoplay: 1000 moves/s"));
    m = faster(m);
    assert_eq!(
        m.notice_words().as_deref(),
        Some("Autoplay: 1000 moves/s, the fastest")
    );
}

#[test]
fn the_boss_key_stopping_autoplay_says_so_when_the_game_is_back() {
    let (m, _) = keys(
        model(game(&START, 0, Status::Playing)),
        &[press(KeyCode::Char('p')), press(KeyCode::Char('b'))],
    );
    assert!(!m.solver().autoplay());
    let (m, _) = keys(m, &[press(KeyCode::Char('x'))]);
    assert!(m.boss().is_none());
    assert_eq!(
        m.notice_words().as_deref(),
        Some("Autoplay paused for the boss key — p plays on")
    );
    // Without autoplay, the boss key says nothing of it.
    let (m, _) = keys(
        model(game(&START, 0, Status::Playing)),
        &[press(KeyCode::Char('b')), press(KeyCode::Char('x'))],
    );
    assert_eq!(m.notice_words().as_deref(), None);
}

#[test]
fn undoing_a_new_game_says_the_previous_game_is_back() {
    let start = game(&START, 300, Status::Playing);
    let (m, _) = keys(
        model(start.clone()),
        &[press(KeyCode::Left), press(KeyCode::Char('r'))],
    );
    let (m, _) = keys(m, &[press(KeyCode::Char('u'))]);
    assert_eq!(
        m.notice_words().as_deref(),
        Some("Undone — your last game is back")
    );
    let (m, _) = keys(m, &[press(KeyCode::Char('u'))]);
    assert_eq!(*m.game(), start);
    assert_eq!(m.notice_words().as_deref(), Some("Undone — none left"));
    // Two moves into the new game, undone: the count is of this game's moves, then the
    // next `u` is said to bring the last game back (z undoes as u does).
    let (m, _) = keys(
        m,
        &[
            press(KeyCode::Char('r')),
            press(KeyCode::Left),
            press(KeyCode::Right),
            press(KeyCode::Char('z')),
        ],
    );
    assert_eq!(m.notice_words().as_deref(), Some("Undone — 1 left"));
    let (m, _) = keys(m, &[press(KeyCode::Char('u'))]);
    assert_eq!(
        m.notice_words().as_deref(),
        Some("Undone — u once more brings back your last game")
    );
    let (m, _) = keys(m, &[press(KeyCode::Char('u'))]);
    assert_eq!(
        m.notice_words().as_deref(),
        Some("Undone — your last game is back")
    );
}

#[test]
fn r_in_the_daily_game_starts_the_days_game_again_as_its_next_try() {
    use tui2048_app::share_line;
    use tui2048_engine::game::{Day, GameIds, Origin, Record};
    let day = Day::new(2026, 11, 30).unwrap();
    let first = GameState::new(Rules::default(), day.seed());
    let m = Model::of(
        Session::starting(first.clone(), Origin::Daily(day), GameIds::from_seed(128)),
        Scores::default(),
    );
    // r on the day's first board is no new try.
    let (m, cmds) = keys(m, &[press(KeyCode::Char('r'))]);
    assert!(cmds.is_empty());
    assert_eq!(
        m.notice_words().as_deref(),
        Some("This is the game of 2026-11-30 from its first board already")
    );
    let (m, _) = keys(
        m,
        &[
            press(KeyCode::Left),
            press(KeyCode::Up),
            press(KeyCode::Right),
            press(KeyCode::Down),
        ],
    );
    assert!(m.game().moves() > 0);
    let played = m.game().clone();
    let (m, cmds) = keys(m, &[press(KeyCode::Char('r'))]);
    assert_eq!(*m.game(), first, "the day's first board again");
    assert_eq!(m.session().record().origin(), &Origin::Daily(day));
    assert_eq!(m.session().record().tries(), 2);
    assert_eq!(
        m.notice_words().as_deref(),
        Some("The game of 2026-11-30 again, try 2 — u brings the last one back")
    );
    // The try left is counted and kept as any game left is.
    assert!(matches!(&cmds[..], [Cmd::Save, Cmd::Keep(r)] if r.tries() == 1));
    let line = share_line(
        &English,
        (m.session().record(), m.game()),
        None,
        &m.scores().stats.daily,
        None,
    );
    assert!(line.contains(" · 2 tries"), "{line}");
    // Its record says which try it is, in its line.
    let back = Record::decode(&m.session().record().encode()).unwrap();
    assert_eq!((back.tries(), back.origin()), (2, &Origin::Daily(day)));
    // A third try, then undo brings the second back, and again the first as it was.
    let dir = Dir::ALL
        .into_iter()
        .find(|&d| first.apply(d).is_some())
        .unwrap();
    let (m, _) = update(m, Msg::Action(Action::Move(dir)));
    let (m, _) = keys(m, &[press(KeyCode::Char('r'))]);
    assert_eq!(
        (m.game().clone(), m.session().record().tries()),
        (first.clone(), 3)
    );
    let (m, _) = keys(m, &[press(KeyCode::Char('u'))]);
    assert_eq!(m.session().record().tries(), 2);
    let (m, _) = keys(m, &[press(KeyCode::Char('u')), press(KeyCode::Char('u'))]);
    assert_eq!(*m.game(), played);
    assert_eq!(m.session().record().tries(), 1);
}

/// Today's game of 2026-11-30, and the record of its try given up after `moves` moves.
fn daily_model() -> Model {
    use tui2048_engine::game::{Day, Origin};
    let day = Day::new(2026, 11, 30).unwrap();
    let start = GameState::new(Rules::default(), day.seed());
    Model::of(
        Session::starting(start, Origin::Daily(day), GameIds::from_seed(127)),
        Scores::default(),
    )
}

/// Plays the first direction that moves, in a fixed order, until `done` holds.
fn play_until(mut m: Model, done: impl Fn(&Model) -> bool) -> Model {
    while !done(&m) {
        let dir = Dir::ALL
            .into_iter()
            .find(|&d| m.game().apply(d).is_some())
            .unwrap();
        m = update(m, Msg::Action(Action::Move(dir))).0;
        if m.game().status() == Status::Won {
            m = update(m, Msg::Action(Action::KeepGoing)).0;
        }
    }
    m
}

/// The daily game of `day` played to its end (the first direction that moves, keeping on
/// after a win) from `scores`.
fn daily_to_its_end(day: tui2048_engine::game::Day, scores: Scores) -> Model {
    use tui2048_engine::game::Origin;
    let start = GameState::new(Rules::default(), day.seed());
    let m = Model::of(
        Session::starting(start, Origin::Daily(day), GameIds::from_seed(126)),
        scores,
    )
    .animated(false);
    play_until(m, |m| m.game().status() == Status::Over)
}

#[test]
fn a_review_that_ends_after_its_try_was_given_up_shares_nothing() {
    let m = play_until(daily_model(), |m| m.game().moves() == 5);
    let (m, cmds) = update(m, Msg::Action(Action::Restart));
    let [Cmd::Save, Cmd::Keep(given_up)] = &cmds[..] else {
        panic!("{cmds:?}");
    };
    assert_eq!(m.shared().as_deref(), None);
    let notice = m.notice_words();
    let (m, _) = update(
        m,
        Msg::Judged {
            record: given_up.clone(),
            accuracy: Some(90.0),
        },
    );
    assert_eq!(m.shared().as_deref(), None);
    assert_eq!(m.notice_words(), notice);
    // Nor for a game in play that is not over: brought back, it plays on.
    let (m, cmds) = update(m, Msg::Action(Action::Undo));
    assert_eq!(
        cmds,
        [
            Cmd::Save,
            Cmd::TakeBack(Box::new(m.session().record().clone()))
        ]
    );
    let (m, _) = update(
        m,
        Msg::Judged {
            record: given_up.clone(),
            accuracy: Some(80.0),
        },
    );
    assert_eq!(m.shared().as_deref(), None);
}

#[test]
fn a_daily_try_over_and_brought_back_by_undo_is_shared_and_stays_finished() {
    let m = play_until(daily_model(), |m| m.game().status() == Status::Over);
    let line = m.shared().expect("a line to share").to_string();
    let (m, cmds) = update(m, Msg::Action(Action::Restart));
    // A game over was kept when it ended: nothing more to keep.
    assert_eq!(cmds, [Cmd::Save]);
    assert_eq!(m.shared().as_deref(), None);
    let (m, cmds) = update(m, Msg::Action(Action::Undo));
    // Over, it stays among the finished, and its line is the one to share.
    assert_eq!(cmds, [Cmd::Save]);
    assert_eq!(m.shared().as_deref(), Some(line.as_str()));
}

#[test]
fn undoing_a_game_over_takes_it_back_out_of_the_finished() {
    let over = play_until(model(game(&START, 0, Status::Playing)), |m| {
        m.game().status() == Status::Over
    });
    let (m, cmds) = update(over, Msg::Action(Action::Undo));
    assert_eq!(
        cmds,
        [
            Cmd::Save,
            Cmd::TakeBack(Box::new(m.session().record().clone()))
        ]
    );
    assert_ne!(m.game().status(), Status::Over);
}

#[test]
fn the_daily_streak_counts_each_day_once_and_a_day_missed_begins_it_anew() {
    use tui2048_engine::game::{Day, Run};
    let day = |d| Day::new(2026, 11, d).unwrap();
    let m = daily_to_its_end(day(10), Scores::default());
    let one = Run {
        days: 1,
        last: Some(day(10)),
        longest: 1,
    };
    assert_eq!(m.scores().stats.daily.finished, one);
    // Not won by this play: no won run.
    assert!(!m.game().has_won());
    assert_eq!(m.scores().stats.daily.won, Run::default());
    // Another try the same day counts no more.
    let (m, _) = update(m, Msg::Action(Action::Restart));
    let m = daily_to_its_end(day(10), m.scores().clone());
    assert_eq!(m.scores().stats.daily.finished, one);
    // The next day, two in a row; a day missed, one again, the longest kept.
    let m = daily_to_its_end(day(11), m.scores().clone());
    assert_eq!(m.scores().stats.daily.finished.days, 2);
    let m = daily_to_its_end(day(13), m.scores().clone());
    let run = m.scores().stats.daily.finished;
    assert_eq!((run.days, run.longest, run.last), (1, 2, Some(day(13))));
    // Other games leave it alone.
    let before = m.scores().stats.daily;
    let mut other = model(game(
        &[[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 0, 8]],
        100,
        Status::Playing,
    ));
    other = other.with_scores(m.scores().clone());
    let (other, _) = keys(other, &[press(KeyCode::Right), press(KeyCode::Left)]);
    assert_eq!(other.scores().stats.daily, before);
}

#[test]
fn the_daily_streaks_show_in_the_end_box_and_the_statistics() {
    use tui2048_engine::game::Day;
    use tui2048_ui::Look;
    let day = |d| Day::new(2026, 11, d).unwrap();
    let m = daily_to_its_end(day(10), Scores::default());
    let m = daily_to_its_end(day(11), m.scores().clone());
    let screen = crate::tests::support::text(&crate::tests::support::render(
        &m,
        Look::new(ColorMode::None),
        100,
        36,
    ));
    // In the box beside the board, in the line to share, folded to its width.
    let boxed = screen
        .lines()
        .filter_map(|l| Some(l.rsplit('│').nth(1)?.trim()))
        .collect::<Vec<_>>()
        .join(" ");
    assert_eq!(
        boxed.matches("streak 2 days finished, 0 won").count(),
        1,
        "{screen}"
    );
    let at_the_day = m.at_clock(day(11).days() * 86_400 + 3_600);
    let stats = at_the_day.with_overlay(tui2048_app::Overlay::STATS);
    let screen = crate::tests::support::text(&crate::tests::support::render(
        &stats,
        Look::new(ColorMode::None),
        100,
        36,
    ));
    let words = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("The daily game"), "{screen}");
    assert!(
        words.contains("Days in a row 2 days finished, 0 won, longest 2 and 0"),
        "{screen}"
    );
    // Two days on, the run is over, the longest kept.
    let later = stats.at_clock(day(13).days() * 86_400);
    let screen = crate::tests::support::text(&crate::tests::support::render(
        &later,
        Look::new(ColorMode::None),
        100,
        36,
    ));
    let words = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("Days in a row 0 days finished, 0 won, longest 2 and 0"),
        "{screen}"
    );
}

#[test]
fn a_daily_game_won_is_shared_at_the_win_once() {
    use tui2048_engine::game::{Day, Origin};
    let day = Day::new(2026, 11, 30).unwrap();
    let rules = Rules {
        target: 32,
        ..Rules::default()
    };
    let start = GameState::new(rules, day.seed());
    let mut m = Model::of(
        Session::starting(start, Origin::Daily(day), GameIds::from_seed(125)),
        Scores::default(),
    )
    .animated(false);
    let mut shared_before_the_win = None;
    while m.game().status() != Status::Won {
        shared_before_the_win = shared_before_the_win.or(m.shared());
        let dir = Dir::ALL
            .into_iter()
            .find(|&d| m.game().apply(d).is_some())
            .unwrap();
        m = update(m, Msg::Action(Action::Move(dir))).0;
    }
    assert_eq!(shared_before_the_win, None);
    let line = m.shared().expect("a line to share at the win").to_string();
    assert!(line.starts_with("tui2048 daily 2026-11-30"), "{line}");
    assert!(line.contains(&format!("{}", m.game().score())), "{line}");
    // Said in the win box, not on the status line.
    assert_eq!(m.notice_words().as_deref(), None);
    // Kept going: said once (the status line moves on), still the line of the way out.
    let (m, _) = update(m, Msg::Action(Action::KeepGoing));
    assert_ne!(m.notice_words().as_deref(), Some(line.as_str()));
    assert_eq!(m.shared().as_deref(), Some(line.as_str()));
    // The win counted in the streaks.
    assert_eq!(m.scores().stats.daily.won.days, 1);
}
