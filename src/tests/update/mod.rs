//! `update` driven by key events, as the loop drives it.

use crate::tests::support;

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

use crate::runtime::{Events, key_of};
use support::{keys, msg_of, press, with};
use tui2048_app::keymap::Action;
use tui2048_app::settings::{ColorMode, Theme};
use tui2048_app::text::English;
use tui2048_app::{
    Cmd, Model, Msg, Overlay, Saving, Scores, Session, UNDO_LIMIT, msg_for_key, update,
};
use tui2048_engine::game::{Dir, GameIds, GameState, Rules, Status};

fn game(rows: &[[u64; 4]], score: u64, status: Status) -> GameState {
    support::game_seeded(rows, score, 10, status, 5)
}

fn model(game: GameState) -> Model {
    Model::new(game)
}

/// What a key event stands for, given what is shown.
fn key_msg(m: &Model, event: &Event) -> Option<Msg> {
    match event {
        Event::Key(key) => msg_for_key(m, key_of(key)?),
        _ => None,
    }
}

/// A press of the mouse at `from` and its release at `to`, on a 100×36 screen.
fn drag(m: Model, from: (u16, u16), to: (u16, u16)) -> (Model, Vec<Cmd>) {
    let area = Rect::new(0, 0, 100, 36);
    let mut events = Events::default();
    let at = |kind, (column, row): (u16, u16)| {
        Event::Mouse(MouseEvent {
            kind,
            column,
            row,
            modifiers: KeyModifiers::NONE,
        })
    };
    let down = events.msg(&m, area, &at(MouseEventKind::Down(MouseButton::Left), from));
    assert_eq!(down, None);
    match events.msg(&m, area, &at(MouseEventKind::Up(MouseButton::Left), to)) {
        Some(msg) => update(m, msg),
        None => (m, vec![]),
    }
}

const START: [[u64; 4]; 4] = [[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]];

#[test]
fn keys_map_to_messages() {
    let m = model(game(&START, 0, Status::Playing));
    let cases = [
        (
            press(KeyCode::Left),
            Some(Msg::Action(Action::Move(Dir::Left))),
        ),
        (
            press(KeyCode::Char('a')),
            Some(Msg::Action(Action::Move(Dir::Left))),
        ),
        (
            press(KeyCode::Char('h')),
            Some(Msg::Action(Action::Move(Dir::Left))),
        ),
        (
            press(KeyCode::Char('W')),
            Some(Msg::Action(Action::Move(Dir::Up))),
        ),
        (
            press(KeyCode::Char('k')),
            Some(Msg::Action(Action::Move(Dir::Up))),
        ),
        (
            press(KeyCode::Char('j')),
            Some(Msg::Action(Action::Move(Dir::Down))),
        ),
        (
            press(KeyCode::Char('l')),
            Some(Msg::Action(Action::Move(Dir::Right))),
        ),
        (press(KeyCode::Char('u')), Some(Msg::Action(Action::Undo))),
        (press(KeyCode::Backspace), Some(Msg::Action(Action::Undo))),
        (
            with(KeyCode::Char('z'), KeyModifiers::CONTROL),
            Some(Msg::Action(Action::Undo)),
        ),
        (
            press(KeyCode::Char('r')),
            Some(Msg::Action(Action::Restart)),
        ),
        (press(KeyCode::Enter), Some(Msg::Action(Action::KeepGoing))),
        (
            press(KeyCode::Char('c')),
            Some(Msg::Action(Action::KeepGoing)),
        ),
        (press(KeyCode::Char('?')), Some(Msg::Action(Action::Help))),
        (press(KeyCode::F(1)), Some(Msg::Action(Action::Help))),
        (press(KeyCode::Char('q')), Some(Msg::Action(Action::Quit))),
        (press(KeyCode::Esc), Some(Msg::Action(Action::Close))),
        (press(KeyCode::Char('t')), Some(Msg::Action(Action::Theme))),
        (
            with(KeyCode::Char('c'), KeyModifiers::CONTROL),
            Some(Msg::Action(Action::Quit)),
        ),
        // Alt and Ctrl (other than Ctrl-Z, Ctrl-C) do nothing.
        (with(KeyCode::Left, KeyModifiers::ALT), None),
        (with(KeyCode::Char('a'), KeyModifiers::CONTROL), None),
        (with(KeyCode::Char('r'), KeyModifiers::CONTROL), None),
        (with(KeyCode::Char('u'), KeyModifiers::ALT), None),
        (press(KeyCode::Char('x')), None),
        // The page keys turn the help's and the statistics' pages; here Space is nothing,
        // and Page Up and Page Down the plain interface's reading cursor (nothing here
        // either: see `act`).
        (press(KeyCode::Char(' ')), None),
        (
            press(KeyCode::PageDown),
            Some(Msg::Action(Action::Cursor(Dir::Down))),
        ),
        (
            press(KeyCode::PageUp),
            Some(Msg::Action(Action::Cursor(Dir::Up))),
        ),
        (Event::Resize(80, 24), None),
        (Event::FocusGained, None),
    ];
    for (event, expected) in cases {
        assert_eq!(key_msg(&m, &event), expected, "{event:?}");
    }
    // Key releases (Windows) never count; repeats do.
    let mut release = KeyEvent::new(KeyCode::Left, KeyModifiers::NONE);
    release.kind = KeyEventKind::Release;
    assert_eq!(msg_of(&Event::Key(release)), None);
    let mut repeat = release;
    repeat.kind = KeyEventKind::Repeat;
    assert_eq!(
        key_msg(&m, &Event::Key(repeat)),
        Some(Msg::Action(Action::Move(Dir::Left)))
    );
}

#[test]
fn a_move_scores_spawns_saves_and_is_undoable() {
    let start = game(&START, 100, Status::Playing);
    let (m, cmds) = keys(model(start.clone()), &[press(KeyCode::Left)]);
    assert_eq!(cmds, [Cmd::Save]);
    assert_eq!(m.game().score(), 104);
    assert_eq!(m.game().moves(), 11);
    assert_eq!(m.last_move().gain, Some(4));
    assert_eq!(
        m.game().board().value(tui2048_engine::game::Pos::new(0, 0)),
        4
    );
    let spawned = m.last_move().motion.as_ref().unwrap().spawn.unwrap().1;
    assert!(spawned == 2 || spawned == 4);
    assert_eq!(m.game().board().tile_sum(), 8 + u128::from(spawned));
    // BEST is the highest score reached, the game in play's included, and is kept.
    assert_eq!(m.best_score(), 104);
    assert_eq!(m.scores().best.get(&4), Some(&104));
    // The game in play counts its moves as it goes; it is counted once it ends.
    assert_eq!(m.stats_with_game().own.moves, 11);
    assert_eq!(m.scores().stats.own.games, 0);
    assert_eq!(m.scores().stats.own.moves, 0);
    let (m, cmds) = keys(m, &[press(KeyCode::Char('u'))]);
    assert_eq!(cmds, [Cmd::Save]);
    assert_eq!(*m.game(), start);
    assert_eq!(m.last_move().gain, None);
    // A score reached stays the best: undo takes the move back, not the best.
    assert_eq!(m.game().score(), 100);
    assert_eq!(m.best_score(), 104);
    assert_eq!(m.scores().best.get(&4), Some(&104));
    // Redoing the move brings the same spawn: the generator was restored too.
    let (again, _) = keys(m, &[press(KeyCode::Left)]);
    let (first, _) = keys(model(start), &[press(KeyCode::Left)]);
    assert_eq!(again.game(), first.game());
}

#[test]
fn a_move_that_changes_nothing_is_not_a_move() {
    let start = game(
        &[[2, 4, 8, 16], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        50,
        Status::Playing,
    );
    let (m, cmds) = keys(model(start.clone()), &[press(KeyCode::Left)]);
    assert!(cmds.is_empty());
    assert_eq!(*m.game(), start);
    assert!(m.session().undo_stack().is_empty());
    assert_eq!(m.stats_with_game().own.moves, 10);
    assert_eq!(m.notice_words().as_deref(), Some("Can't move left"));
}

#[test]
fn undo_with_nothing_to_undo_says_so() {
    let (m, cmds) = keys(
        model(game(&START, 0, Status::Playing)),
        &[press(KeyCode::Char('u'))],
    );
    assert!(cmds.is_empty());
    assert_eq!(m.notice_words().as_deref(), Some("Nothing to undo"));
}

#[test]
fn winning_shows_once_and_keep_going_plays_on() {
    let start = game(
        &[[1024, 1024, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2]],
        0,
        Status::Playing,
    );
    let (m, _) = keys(model(start), &[press(KeyCode::Left)]);
    assert_eq!(m.game().status(), Status::Won);
    assert_eq!(m.stats_with_game().own.wins, 1);
    assert_eq!(m.stats_with_game().own.games, 1);
    // Moves wait for an answer.
    let (m, cmds) = keys(m, &[press(KeyCode::Down)]);
    assert!(cmds.is_empty());
    assert_eq!(m.game().status(), Status::Won);
    let (m, cmds) = keys(m, &[press(KeyCode::Enter)]);
    assert_eq!(cmds, [Cmd::Save]);
    assert_eq!(m.game().status(), Status::KeepPlaying);
    let moves = m.game().moves();
    let (m, _) = keys(m, &[press(KeyCode::Right)]);
    assert_eq!(m.game().moves(), moves + 1);
    assert_eq!(m.game().status(), Status::KeepPlaying);
}

#[test]
fn restart_is_undoable() {
    let start = game(&START, 300, Status::Playing);
    let before = model(start.clone());
    let old_record = before.session().record().clone();
    assert!(before.session().earlier().is_empty());
    let (m, cmds) = keys(before, &[press(KeyCode::Char('r'))]);
    assert_eq!(cmds, [Cmd::Save]);
    // The game left keeps its record, one undo away.
    let earlier = m.session().earlier();
    assert_eq!(earlier.len(), 1);
    assert_eq!(earlier[0].origin(), old_record.origin());
    assert_ne!(m.session().record().origin(), old_record.origin());
    assert_eq!(m.game().score(), 0);
    assert_eq!(m.game().moves(), 0);
    assert_eq!(m.game().board().empty_cells().len(), 14);
    // The game left is counted, with its 10 moves; the new one is in play.
    assert_eq!(m.scores().stats.own.games, 1);
    assert_eq!(m.scores().stats.own.moves, 10);
    assert_eq!(m.stats_with_game().own.games, 2);
    let (m, _) = keys(m, &[press(KeyCode::Char('u'))]);
    assert_eq!(*m.game(), start);
    assert_eq!(m.session().record().origin(), old_record.origin());
    assert!(m.session().earlier().is_empty());
    // Its count is taken back: it plays on.
    assert_eq!(m.scores().stats.own.games, 0);
    assert_eq!(m.scores().stats.own.moves, 0);
    assert_eq!(m.stats_with_game().own.games, 1);
}

#[test]
fn game_over_offers_undo_and_new_game() {
    let start = game(
        &[[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 0]],
        0,
        Status::Playing,
    );
    let over = game(
        &[[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]],
        0,
        Status::Over,
    );
    let mut m = model(over.clone());
    m = support::with_undo(m, vec![start.clone()]);
    let (m2, cmds) = keys(m.clone(), &[press(KeyCode::Left)]);
    assert!(cmds.is_empty());
    assert_eq!(*m2.game(), over);
    let (m3, _) = keys(m.clone(), &[press(KeyCode::Char('u'))]);
    assert_eq!(*m3.game(), start);
    let (m4, _) = keys(m, &[press(KeyCode::Char('r'))]);
    assert_eq!(m4.game().status(), Status::Playing);
}

#[test]
fn help_opens_and_any_key_q_and_esc_included_closes_it() {
    let m = model(game(&START, 0, Status::Playing));
    let (m, _) = keys(m, &[press(KeyCode::Char('?'))]);
    assert_eq!(m.overlay(), Overlay::HELP);
    // A move key closes the help without moving.
    let (m, cmds) = keys(m, &[press(KeyCode::Left)]);
    assert_eq!(m.overlay(), Overlay::None);
    assert!(cmds.is_empty());
    assert_eq!(m.game().moves(), 10);
    let (m, cmds) = keys(m, &[press(KeyCode::F(1)), press(KeyCode::Esc)]);
    assert_eq!(m.overlay(), Overlay::None);
    assert!(cmds.is_empty(), "Esc closes the help rather than quitting");
    let (m, cmds) = keys(m, &[press(KeyCode::F(1)), press(KeyCode::Char('q'))]);
    assert_eq!(m.overlay(), Overlay::None, "q closes the help");
    assert!(cmds.is_empty(), "q closes the help rather than quitting");
    let (m, cmds) = keys(
        m,
        &[
            press(KeyCode::F(1)),
            with(KeyCode::Char('c'), KeyModifiers::CONTROL),
        ],
    );
    assert_eq!(cmds, [Cmd::Quit], "Ctrl-C quits from the help");
    // On the game screen q quits.
    let (_, cmds) = keys(model(m.game().clone()), &[press(KeyCode::Char('q'))]);
    assert_eq!(cmds, [Cmd::Quit]);
}

#[test]
fn undo_stack_is_bounded() {
    let start = game(&START, 0, Status::Playing);
    let states = (0..UNDO_LIMIT + 5)
        .map(|i| GameState::new(Rules::default(), i as u64))
        .collect();
    // A game resumed with more keeps the newest.
    let m = support::with_undo(model(start.clone()), states);
    let undo = m.session().undo_stack();
    assert_eq!(undo.len(), UNDO_LIMIT);
    assert_eq!(
        undo.iter().next(),
        Some(&GameState::new(Rules::default(), 5))
    );
    // A move puts one more on and the oldest goes.
    let (m, _) = keys(m, &[press(KeyCode::Left)]);
    let undo = m.session().undo_stack();
    assert_eq!(undo.len(), UNDO_LIMIT);
    assert_eq!(
        undo.iter().next(),
        Some(&GameState::new(Rules::default(), 6))
    );
    assert_eq!(undo.iter().last(), Some(&start));
}

/// A save that failed for want of room on the disk at `path`, as the saver reports it.
pub(super) fn failed(path: &str, why: tui2048_store::Why) -> Msg {
    let fault = tui2048_store::Fault::Write {
        path: path.into(),
        why,
    };
    Msg::Saved(Err(tui2048_store::SaveError::Failed(fault)))
}

#[test]
fn saving_trouble_is_reported_and_recovery_noticed() {
    let m = model(game(&START, 0, Status::Playing));
    let (m, _) = update(m, failed("/s.json", tui2048_store::Why::Full));
    let words = "cannot write /s.json: No space left on device";
    let full = tui2048_store::Fault::Write {
        path: "/s.json".into(),
        why: tui2048_store::Why::Full,
    };
    assert_eq!(*m.saving(), Saving::Failing(full));
    assert_eq!(
        m.notice_words().as_deref(),
        Some(format!("Saving is off: {words}").as_str())
    );
    let (m, _) = update(m, Msg::Saved(Ok(())));
    assert_eq!(*m.saving(), Saving::On);
    assert_eq!(m.notice_words().as_deref(), Some("Saving works again"));
}

#[test]
fn hint_asks_the_solver_and_shows_its_answer_until_the_next_move() {
    let start = game(&START, 0, Status::Playing);
    let (m, cmds) = keys(model(start.clone()), &[press(KeyCode::Tab)]);
    assert_eq!(
        cmds,
        [Cmd::Solve {
            id: 1,
            board: start.board().clone(),
            delay: std::time::Duration::ZERO
        }]
    );
    // A stale answer is ignored.
    let (m, _) = update(
        m,
        Msg::SolverAnswer {
            id: 7,
            dir: Some(Dir::Up),
        },
    );
    assert_eq!(m.session().hint(), None);
    let (m, cmds) = update(
        m,
        Msg::SolverAnswer {
            id: 1,
            dir: Some(Dir::Left),
        },
    );
    // The hint is shown; it counts with the move played on its board, not before.
    assert!(cmds.is_empty());
    assert_eq!(m.session().hint(), Some(Dir::Left));
    assert_eq!(m.notice_words().as_deref(), Some("Hint: ← left"));
    assert_eq!(m.game().board(), start.board(), "a hint does not move");
    assert_eq!(m.game().assist().hints, 0);
    // Asked again on the same board, it is still one hint.
    let (m, _) = keys(m, &[press(KeyCode::Tab)]);
    let (m, cmds) = update(
        m,
        Msg::SolverAnswer {
            id: 2,
            dir: Some(Dir::Left),
        },
    );
    assert!(cmds.is_empty());
    let (m, _) = keys(m, &[press(KeyCode::Right)]);
    assert_eq!(m.session().hint(), None);
    assert_eq!(m.notice_words().as_deref(), None);
    assert_eq!(m.game().assist().hints, 1);
    assert_eq!(m.session().record().hints(), 1);
    // The next move, with no hint shown, adds none; undoing the hinted move takes it back.
    let (m, _) = keys(m, &[press(KeyCode::Left)]);
    assert_eq!(m.game().assist().hints, 1);
    let (m, _) = keys(m, &[press(KeyCode::Char('u')), press(KeyCode::Char('u'))]);
    assert_eq!(*m.game(), start);
    assert_eq!(
        (m.game().assist().hints, m.session().record().hints()),
        (0, 0)
    );
}

#[test]
fn autoplay_plays_at_its_pace_until_a_key_takes_over() {
    let start = game(&START, 0, Status::Playing);
    let (m, cmds) = keys(model(start.clone()), &[press(KeyCode::Char('p'))]);
    assert!(m.solver().autoplay());
    assert!(matches!(cmds[..], [Cmd::Solve { id: 1, delay, .. }] if delay.is_zero()));
    let (m, cmds) = update(
        m,
        Msg::SolverAnswer {
            id: 1,
            dir: Some(Dir::Left),
        },
    );
    assert_eq!(m.game().moves(), start.moves() + 1);
    assert_eq!(m.game().score(), 4);
    // Saved, then the next move asked for at the pace: 10 moves/s by default.
    assert_eq!(cmds.len(), 2);
    assert_eq!(cmds[0], Cmd::Save);
    assert!(matches!(
        cmds[1],
        Cmd::Solve { id: 2, delay, .. } if delay == std::time::Duration::from_millis(100)
    ));
    let (m, _) = keys(m, &[press(KeyCode::Char('+'))]);
    assert_eq!(m.solver().moves_per_second(), 20);
    assert_eq!(m.notice_words().as_deref(), Some("Autoplay: 20 moves/s"));
    let (m, _) = keys(m, &[press(KeyCode::Char('-')), press(KeyCode::Char('-'))]);
    assert_eq!(m.solver().moves_per_second(), 5);
    // A move key takes control back; the answer in flight is then ignored.
    let (m, _) = keys(m, &[press(KeyCode::Up)]);
    assert!(!m.solver().autoplay());
    let moves = m.game().moves();
    let (m, cmds) = update(
        m,
        Msg::SolverAnswer {
            id: 2,
            dir: Some(Dir::Down),
        },
    );
    assert!(cmds.is_empty());
    assert_eq!(m.game().moves(), moves);
}

#[test]
fn autoplay_stops_at_a_win() {
    let start = game(
        &[[1024, 1024, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2]],
        0,
        Status::Playing,
    );
    let (m, _) = keys(model(start), &[press(KeyCode::Char('p'))]);
    let (m, cmds) = update(
        m,
        Msg::SolverAnswer {
            id: 1,
            dir: Some(Dir::Left),
        },
    );
    assert_eq!(m.game().status(), Status::Won);
    assert!(!m.solver().autoplay());
    assert_eq!(cmds, [Cmd::Save]);
}

/// The notice that the endgame tables are building stays through autoplay's moves while
/// they build, and gives way once they are built: "Endgame tables ready" in its place,
/// once, which the next move takes away as it takes any notice. A build that fails takes
/// its notice away and says nothing.
#[test]
fn the_tables_notice_gives_way_when_they_are_built() {
    const BUILDING: &str =
        "The solver is building its endgame tables, once: 128 MB, kept in /x/cache/tui2048";
    let building = || Msg::TablesBuilding {
        mb: 128,
        folder: Some("/x/cache/tui2048".into()),
    };
    let start = game(
        &[[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2]],
        0,
        Status::Playing,
    );
    let answer =
        |m: Model, id: u64, dir: Dir| update(m, Msg::SolverAnswer { id, dir: Some(dir) }).0;
    let (m, _) = keys(model(start.clone()), &[press(KeyCode::Char('p'))]);
    let m = update(m, building()).0;
    let m = update(m, Msg::Drawn).0;
    assert_eq!(m.notice_words().as_deref(), Some(BUILDING));
    let moves = m.game().moves();
    let m = answer(m, 1, Dir::Down);
    let m = answer(m, 2, Dir::Up);
    assert_eq!(m.game().moves(), moves + 2);
    assert_eq!(m.notice_words().as_deref(), Some(BUILDING));
    let m = update(m, Msg::TablesDone { built: true }).0;
    assert_eq!(m.notice_words().as_deref(), Some("Endgame tables ready"));
    assert!(!m.notice_must_be_read());
    // The next move takes it away, and the old news does not come back.
    let m = answer(m, 3, Dir::Down);
    assert_eq!(m.game().moves(), moves + 3);
    assert_eq!(m.notice_words().as_deref(), None);
    let m = answer(m, 4, Dir::Up);
    assert_eq!(m.notice_words().as_deref(), None);
    // A notice of the player's over it (a hint's) stays; the building one is gone after.
    let m = update(model(start.clone()), building()).0;
    let m = m.with_notice(Some(crate::tests::support::said("Hint: up")));
    let m = update(m, Msg::TablesDone { built: true }).0;
    assert_eq!(m.notice_words().as_deref(), Some("Hint: up"));
    let m = update(m, Msg::Action(Action::Move(Dir::Down))).0;
    assert_eq!(m.notice_words().as_deref(), None);
    // The player has had its notice (a key after a frame that showed it): on a free status
    // line, that they are ready is said once.
    let m = update(model(start.clone()), building()).0;
    let m = update(m, Msg::Drawn).0;
    let (m, _) = keys(m, &[press(KeyCode::Down)]);
    assert_eq!(m.notice_words().as_deref(), None);
    let m = update(m, Msg::TablesDone { built: true }).0;
    assert_eq!(m.notice_words().as_deref(), Some("Endgame tables ready"));
    let (m, _) = keys(m, &[press(KeyCode::Up)]);
    assert_eq!(m.notice_words().as_deref(), None);
    // A build that failed: its notice leaves, and nothing more is said.
    let m = update(model(start.clone()), building()).0;
    let m = update(m, Msg::TablesDone { built: false }).0;
    assert_eq!(m.notice_words().as_deref(), None);
    let m = update(m, Msg::Action(Action::Move(Dir::Down))).0;
    assert_eq!(m.notice_words().as_deref(), None);
    let m = update(model(start), building()).0;
    let m = m.with_notice(Some(crate::tests::support::said("Hint: up")));
    let m = update(m, Msg::TablesDone { built: false }).0;
    assert_eq!(m.notice_words().as_deref(), Some("Hint: up"));
}

mod boss_stats_and_clicks;
mod keys_and_daily;
