use super::*;
use tui2048_engine::game::GameIds;

#[test]
fn a_game_played_on_keeps_the_moves_before_as_its_start() {
    let record = kept_game(23, 30);
    let states = replay(&record).unwrap();
    let (on, game) = record.played_on(12).unwrap();
    assert_eq!(on.moves(), &record.moves()[..12]);
    assert_eq!(on.origin(), record.origin());
    assert_eq!(on.fixed(), 12);
    assert_eq!(game.board(), states[12].board());
    assert_eq!(game.score(), states[12].score());
    assert!(on.leads_to(&game));
    let line = on.encode();
    assert!(line.starts_with("tui2048-3:"), "{line}");
    assert_eq!(Record::decode(&line), Ok(on.clone()));
    // Undo does not take back the moves kept as its start.
    let mut again = on.clone();
    assert_eq!(again.undo(&states[11]), None);
    assert!(again.at_fixed_start());
    // The solver's moves before make it assisted; a daily game's is an ordinary one.
    let day = Day::new(2026, 1, 2).unwrap();
    let start = GameState::new(Rules::default(), day.seed());
    let mut daily = Record::starting(&start, Origin::Daily(day));
    let mut g = start;
    for _ in 0..3 {
        let dir = Dir::ALL
            .into_iter()
            .find(|&d| g.apply(d).is_some())
            .unwrap();
        g = g.apply(dir).unwrap().0;
        daily.push_helped(dir, Help::SOLVER);
    }
    let (on, game) = daily.played_on(2).unwrap();
    assert_eq!(on.origin(), &Origin::Seed(day.seed()));
    assert!(on.assisted() && game.assisted());
    assert_eq!(on.tries(), 1);
}

#[test]
fn enter_in_the_replay_plays_on_from_the_board_shown_and_u_brings_the_game_back() {
    let record = kept_game(31, 20);
    let replay = Replay::of(record.clone()).unwrap().at_end();
    let (replay, _) = update_replay(
        replay,
        ReplayMsg::Key(Key::new(tui2048_app::keymap::KeyCode::Left)),
    );
    let (replay, leave) = update_replay(
        replay,
        ReplayMsg::Key(Key::new(tui2048_app::keymap::KeyCode::Enter)),
    );
    assert_eq!(leave, [tui2048_app::ReplayCmd::Leave]);
    let (on, game) = replay.played_on().unwrap();
    assert_eq!(on.moves().len(), 19);
    // The game in play, two moves into a game of its own.
    let mine = GameState::new(Rules::default(), 99);
    let (mine_record, mine_game) =
        cycled(mine.clone(), Record::starting(&mine, Origin::Seed(99)), 2);
    let session = Session::resume(
        mine_game.clone(),
        vec![],
        Some(mine_record.clone()),
        GameIds::from_seed(112),
    );
    let model = Model::of(session, Scores::default());
    let (model, cmds) = update(model, Msg::PlayOn(Box::new((on.clone(), game.clone()))));
    assert_eq!(model.game(), &game);
    // The game played on is a new game, with a name of its own.
    let named = model.session().record();
    assert_eq!(named, &on.clone().with_id(named.id()));
    assert!(named.id().is_some() && named.id() != mine_record.id());
    assert_eq!(
        model.notice_words().as_deref(),
        Some(English.played_on(19).as_str())
    );
    assert!(
        matches!(&cmds[..], [Cmd::Save, Cmd::Keep(left)] if left.moves() == mine_record.moves())
    );
    // A move, its undo, then the game in play is back with its record.
    let dir = Dir::ALL
        .into_iter()
        .find(|&d| game.apply(d).is_some())
        .unwrap();
    let (model, _) = update(model, Msg::Action(Action::Move(dir)));
    let (model, _) = update(model, Msg::Action(Action::Undo));
    assert_eq!(model.game(), &game);
    // Said as what the next `u` does: no count of the states kept behind it.
    assert_eq!(
        model.notice_words().as_deref(),
        Some(English.undone_to_the_start())
    );
    let (model, _) = update(model, Msg::Action(Action::Undo));
    assert_eq!(model.game(), &mine_game);
    assert_eq!(model.session().record().moves(), mine_record.moves());
    assert_eq!(model.notice_words().as_deref(), Some(English.undone_game()));
}

#[test]
fn a_replay_of_the_daily_game_in_its_slot_says_where_to_play_on() {
    let replay = Replay::of(kept_game(1, 5)).unwrap().without_play_on();
    let (replay, leave) = update_replay(
        replay,
        ReplayMsg::Key(Key::new(tui2048_app::keymap::KeyCode::Enter)),
    );
    assert!(leave.is_empty());
    assert_eq!(replay.played_on(), None);
    assert_eq!(
        replay.notice_words().as_deref(),
        Some(English.replay_play_on_daily())
    );
}

#[test]
fn a_race_is_never_the_best_of_its_size_and_is_counted_once() {
    let record = kept_game(40, 30);
    let raced = |r: &Record, score| {
        r.clone().with_raced(Raced {
            rival: Rival::Solver { strong: false },
            score,
            moves: 30,
            won: false,
        })
    };
    let mut records = Records::default();
    records.add(Kept::of(&raced(&record, 10)).unwrap());
    assert_eq!(records.best(4), None);
    assert_eq!(records.last().unwrap().record.raced().unwrap().score, 10);
    assert_eq!((records.races.games, records.races.moves), (1, 30));
    // The same race kept again (after an undo and other moves) takes its place.
    let mut again = record.clone();
    let states = replay(&record).unwrap();
    again.undo(&states[29]);
    records.add(Kept::of(&raced(&again, 12)).unwrap());
    assert_eq!(records.recent.len(), 1);
    assert_eq!((records.races.games, records.races.moves), (1, 29));
    // Another race counts; an ordinary game is the best of its size.
    records.add(Kept::of(&raced(&kept_game(41, 5), 1)).unwrap());
    let own = record.clone().with_id(Some(GameIds::from_seed(1).draw()));
    records.add(Kept::of(&own).unwrap());
    assert_eq!(records.races.games, 2);
    assert_eq!(records.best(4).unwrap().record, own);
}

/// Esc and a move key while the race's box waits say what the race does (q ends it), in
/// the race's language, never that a game is saved; Esc over the help closes it.
#[test]
fn esc_and_a_move_that_waits_speak_of_the_race_not_of_a_save() {
    use tui2048_app::keymap::KeyCode;
    use tui2048_app::settings::Language;
    use tui2048_app::text::Chinese;
    let esc = || player(Msg::Key(Key::new(KeyCode::Esc)));
    let race = shadowed(&kept_game(2, 10), 3);
    let (after, cmds) = update_race(race.clone(), esc());
    assert!(cmds.is_empty());
    assert_eq!(
        after.player().notice_words().as_deref(),
        Some(English.race_close_nothing())
    );
    let zh = race.clone().in_language(Language::Chinese);
    let (after, _) = update_race(zh, esc());
    assert_eq!(
        after.player().notice_words().as_deref(),
        Some("没有可关闭的，按 q 结束比赛")
    );
    // Over the help, Esc closes it as in the game.
    let (help, _) = update_race(race.clone(), player(Msg::Action(Action::Help)));
    let (after, _) = update_race(help, esc());
    assert_eq!(after.player().overlay(), tui2048_app::Overlay::None);
    assert_eq!(after.player().notice_words().as_deref(), None);
    // The game over while the solver catches up: a move or Esc say how to undo or end
    // the race.
    let behind = crate::tests::support::races::race_behind(Language::English);
    assert!(behind.rival_behind());
    for msg in [esc(), mv(Dir::Left), player(Msg::Drag(Dir::Up))] {
        let (after, cmds) = update_race(behind.clone(), msg);
        assert!(cmds.is_empty(), "{cmds:?}");
        assert_eq!(
            after.player().notice_words().as_deref(),
            Some(English.race_waits_over())
        );
        assert_eq!(after.player().game(), behind.player().game());
    }
    let (after, _) = update_race(behind.in_language(Language::Chinese), esc());
    assert_eq!(
        after.player().notice_words().as_deref(),
        Some(Chinese.race_waits_over())
    );
    // At the race's end they say nothing over the result: the status line keeps it.
    let record = kept_game(13, 2000);
    let n = record.moves().len();
    let (over, _) = update_race(shadowed(&record, n - 1), mv(record.moves()[n - 1]));
    assert!(over.over());
    let over = over.with_warnings(Vec::new(), tui2048_app::notice::Notice::RaceWaitsOver);
    for msg in [esc(), mv(Dir::Left), player(Msg::Drag(Dir::Up))] {
        let (after, cmds) = update_race(over.clone(), msg);
        assert!(cmds.is_empty(), "{cmds:?}");
        assert_eq!(after.player().notice_words().as_deref(), None);
        assert_eq!(after.player().game(), over.player().game());
    }
    // A win: a move says Enter keeps going; Esc keeps going, as in the game.
    let rules = Rules {
        target: 8,
        ..Rules::default()
    };
    let mut won =
        Race::against_solver(rules, 4, Strength::Fast, GameIds::from_seed(111)).animated(false);
    while won.player().game().status() != Status::Won {
        let dir = legal(&won);
        won = update_race(won, mv(dir)).0;
    }
    let (after, _) = update_race(won.clone(), mv(Dir::Left));
    assert_eq!(
        after.player().notice_words().as_deref(),
        Some(English.race_waits_won())
    );
    let (after, _) = update_race(won, esc());
    assert_eq!(after.player().game().status(), Status::KeepPlaying);
}

/// The race's start says its warnings first, one after the other as the game does (each
/// key brings the next), then its own word.
#[test]
fn a_race_says_its_warnings_one_after_another_then_its_own_word() {
    let start = English.race_start(Rival::Solver { strong: false });
    let race = Race::against_solver(Rules::default(), 3, Strength::Fast, GameIds::from_seed(110))
        .animated(false)
        .with_warnings(
            crate::tests::support::warnings(["first", "second"]),
            tui2048_app::notice::Notice::RaceStart(Rival::Solver { strong: false }),
        );
    assert_eq!(race.player().notice_words().as_deref(), Some("first"));
    assert!(race.player().notice_must_be_read());
    assert_eq!(race.player().notices_waiting(), 2);
    let (race, _) = update_race(race, player(Msg::Key(Key::char('w'))));
    assert_eq!(race.player().notice_words().as_deref(), Some("second"));
    let (race, _) = update_race(race, player(Msg::CloseNotice));
    assert_eq!(
        race.player().notice_words().as_deref(),
        Some(start.as_str())
    );
    assert!(!race.player().notice_must_be_read());
}

/// The player's move with the solver's answers for the rival's board (its first move that
/// moves), as many as it asks for.
fn answered(race: Race, msg: RaceMsg) -> Race {
    let (mut race, mut cmds) = update_race(race, msg);
    while let Some(RaceCmd::Rival { id, .. }) = cmds.first().cloned() {
        let rival = race.rival_game().clone();
        let dir = Dir::ALL.into_iter().find(|&d| rival.apply(d).is_some());
        (race, cmds) = update_race(race, RaceMsg::Rival { id, dir });
    }
    race
}

/// A hint taken in a race makes it assisted wherever that is said: the share line, the
/// race's record and its line read back (review and the replay read it there); a hint in
/// an ordinary game still counts apart from the solver's moves.
#[test]
fn a_hint_alone_makes_the_race_assisted_everywhere_it_is_said() {
    let race = Race::against_solver(Rules::default(), 5, Strength::Fast, GameIds::from_seed(109))
        .animated(false);
    let (race, cmds) = update_race(race, player(Msg::Action(Action::Hint)));
    let [RaceCmd::Solve { id, .. }] = &cmds[..] else {
        panic!("{cmds:?}")
    };
    let dir = legal(&race);
    let race = answered(
        race,
        player(Msg::SolverAnswer {
            id: *id,
            dir: Some(dir),
        }),
    );
    assert!(
        !race.assisted(),
        "a hint shown but not yet followed by a move"
    );
    let mut race = answered(race, mv(dir));
    for _ in 0..3 {
        let dir = legal(&race);
        race = answered(race, mv(dir));
    }
    assert!(race.assisted());
    assert!(
        race.share_line().ends_with(" · assisted"),
        "{}",
        race.share_line()
    );
    let zh = race
        .clone()
        .in_language(tui2048_app::settings::Language::Chinese);
    assert!(
        zh.share_line().ends_with("，有 AI 协助"),
        "{}",
        zh.share_line()
    );
    let (_, cmds) = update_race(race, player(Msg::Action(Action::Quit)));
    let Some(RaceCmd::Keep(kept)) = cmds.first() else {
        panic!("{cmds:?}")
    };
    assert_eq!((kept.hints(), kept.assisted()), (1, true));
    assert!(kept.helped().iter().all(|h| !h.solver));
    let back = Record::decode(&kept.encode()).unwrap();
    assert!(back.assisted());
    // The game's own rule: a hint alone does not make an ordinary game assisted.
    let start = GameState::new(Rules::default(), 5);
    let mut game = Record::starting(&start, Origin::Seed(5));
    game.push_helped(
        dir,
        Help {
            solver: false,
            hinted: true,
        },
    );
    assert_eq!((game.hints(), game.assisted()), (1, false));
    // A race without help is not assisted.
    let plain = shadowed(&kept_game(6, 30), 4);
    assert!(!plain.assisted());
    assert!(!plain.share_line().contains("assisted"));
}

/// A race left before it is decided (the rival's game still going) is left, neither won
/// nor lost: the share line and the record say so. Once the rival's game has ended, or
/// the player's is over with the rival caught up, it is decided, and won with the player
/// ahead.
#[test]
fn a_race_left_before_it_is_decided_is_left_and_one_decided_ahead_is_won() {
    let record = kept_game(21, 43);
    assert_eq!(record.moves().len(), 43);
    // Two moves of the player's own, ahead or not: left.
    let mut race = Race::against_record(&record, GameIds::from_seed(108))
        .unwrap()
        .animated(false);
    for _ in 0..2 {
        let dir = legal(&race);
        race = update_race(race, mv(dir)).0;
    }
    assert!(!race.decided() && !race.won());
    assert!(
        race.share_line().contains(" at move 2 · left "),
        "{}",
        race.share_line()
    );
    let (_, cmds) = update_race(race, player(Msg::Action(Action::Quit)));
    let Some(RaceCmd::Keep(kept)) = cmds.first() else {
        panic!("{cmds:?}")
    };
    assert!(!kept.raced().unwrap().won);
    // The ghost's own moves to its end, then on alone until the player is ahead.
    let mut race = shadowed(&record, 43);
    assert!(race.rival_done() && race.decided() && !race.won());
    while race.standing().lead() <= 0 {
        let dir = legal(&race);
        race = update_race(race, mv(dir)).0;
    }
    assert!(race.decided() && race.won());
    assert!(
        race.share_line().contains(" · won by "),
        "{}",
        race.share_line()
    );
    let (_, cmds) = update_race(race, player(Msg::Action(Action::Quit)));
    let Some(RaceCmd::Keep(kept)) = cmds.first() else {
        panic!("{cmds:?}")
    };
    assert!(kept.raced().unwrap().won);
    assert!(Record::decode(&kept.encode()).unwrap().raced().unwrap().won);
    // The records count it won; a race lost that reached its target is not.
    let mut records = Records::default();
    records.add(Kept::of(kept).unwrap());
    assert_eq!((records.races.games, records.races.wins), (1, 1));
}

/// `?` in the replay shows its keys (Enter among them, to play on), space turns their
/// page, any other key closes them without doing what it does, Ctrl-C leaves; drawn over
/// the replay at every size from the smallest, in both languages.
#[test]
fn question_mark_in_the_replay_shows_its_keys() {
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    use tui2048_app::keymap::KeyCode;
    use tui2048_app::settings::{ColorMode, Language};
    use tui2048_ui::{Look, draw_replay};
    let replay = Replay::of(kept_game(3, 20)).unwrap();
    let key = |r: Replay, k: Key| update_replay(r, ReplayMsg::Key(k));
    let (open, leave) = key(replay.clone(), Key::char('?'));
    assert!(leave.is_empty());
    assert_eq!(open.help_page(), Some(0));
    let (next, _) = key(open.clone(), Key::char(' '));
    assert_eq!(next.help_page(), Some(1));
    // Right closes the keys and does not step.
    let (closed, leave) = key(open.clone(), Key::new(KeyCode::Right));
    assert!(leave.is_empty());
    assert_eq!((closed.help_page(), closed.at()), (None, 0));
    let (_, leave) = key(open.clone(), Key::ctrl('c'));
    assert_eq!(leave, [tui2048_app::ReplayCmd::Leave]);
    for (language, words) in [
        (Language::English, "play on"),
        (Language::Chinese, "从这一步"),
    ] {
        let shown = open.clone().in_language(language);
        for (w, h) in [(100, 36), (80, 24), (34, 12)] {
            let area = Rect::new(0, 0, w, h);
            let mut buf = Buffer::empty(area);
            draw_replay(&shown, Look::new(ColorMode::None), area, &mut buf);
            let screen = crate::tests::support::text(&buf);
            let all: String = screen.split_whitespace().collect();
            let on_a_page = |page: usize| {
                let mut buf = Buffer::empty(area);
                let paged = (0..page).fold(shown.clone(), |r, _| key(r, Key::char(' ')).0);
                draw_replay(&paged, Look::new(ColorMode::None), area, &mut buf);
                crate::tests::support::text(&buf)
                    .split_whitespace()
                    .collect::<String>()
            };
            let found = (0..3).any(|p| {
                let page = on_a_page(p);
                page.contains("Enter") && page.contains(&words.replace(' ', ""))
            });
            assert!(found, "{w}×{h}:\n{screen}");
            assert!(all.contains('╭'), "{w}×{h}:\n{screen}");
        }
    }
}
