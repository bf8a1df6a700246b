//! `update` driven by key events, as the loop drives it.

use crate::support;

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

use support::{keys, msg_of, press, with};
use tui2048::app::keymap::Action;
use tui2048::app::text::English;
use tui2048::app::{
    Cmd, Model, Msg, Overlay, Saving, Scores, Session, UNDO_LIMIT, msg_for_key, update,
};
use tui2048::game::{Dir, GameState, Rules, Status};
use tui2048::runtime::{Events, key_of};
use tui2048::settings::{ColorMode, Theme};

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
        // The page keys turn the help's and the statistics' pages, and are nothing here.
        (press(KeyCode::Char(' ')), None),
        (press(KeyCode::PageDown), None),
        (press(KeyCode::PageUp), None),
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
    assert_eq!(m.game().board().value(tui2048::game::Pos::new(0, 0)), 4);
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
    assert_eq!(m.notice(), Some("Can't move left"));
}

#[test]
fn undo_with_nothing_to_undo_says_so() {
    let (m, cmds) = keys(
        model(game(&START, 0, Status::Playing)),
        &[press(KeyCode::Char('u'))],
    );
    assert!(cmds.is_empty());
    assert_eq!(m.notice(), Some("Nothing to undo"));
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

#[test]
fn saving_trouble_is_reported_and_recovery_noticed() {
    let m = model(game(&START, 0, Status::Playing));
    let (m, _) = update(m, Msg::Saved(Err("disk full".into())));
    assert_eq!(*m.saving(), Saving::Failing("disk full".into()));
    assert_eq!(m.notice(), Some("Saving is off: disk full"));
    let (m, _) = update(m, Msg::Saved(Ok(())));
    assert_eq!(*m.saving(), Saving::On);
    assert_eq!(m.notice(), Some("Saving works again"));
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
    assert_eq!(m.notice(), Some("Hint: ← left"));
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
    assert_eq!(m.notice(), None);
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
    assert_eq!(m.notice(), Some("Autoplay: 20 moves/s"));
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

#[test]
fn boss_key_saves_shows_a_log_and_any_key_brings_the_game_back() {
    let start = game(&START, 40, Status::Playing);
    let mut m = model(start.clone());
    m = m.at_clock(1_795_000_000);
    let (m, cmds) = keys(m, &[press(KeyCode::Char('b'))]);
    assert_eq!(cmds, [Cmd::Save], "the game is saved before the switch");
    assert!(m.boss().is_some());
    let t0 = std::time::Instant::now();
    let (m, _) = update(m, Msg::Tick(t0));
    let (m, _) = update(m, Msg::Tick(t0 + std::time::Duration::from_secs(9)));
    assert_eq!(m.boss().unwrap().lines, 10, "the log scrolls on");
    // Moves do not reach the game while the log is up; any key returns.
    let (m, cmds) = keys(m, &[press(KeyCode::Left)]);
    assert!(cmds.is_empty());
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
    tui2048::ui::draw(
        &m,
        support::look(tui2048::settings::ColorMode::None),
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
    assert_eq!(tui2048::ui::timestamp(0), "1970-01-01 00:00:00");
    assert_eq!(tui2048::ui::timestamp(1_795_000_000), "2026-11-18 11:06:40");
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
    let board = tui2048::ui::geometry(ratatui::layout::Rect::new(0, 0, 100, 36), 4)
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
    let buttons = tui2048::ui::buttons(&w, ratatui::layout::Rect::new(0, 0, 100, 36));
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
    assert_eq!(m.notice(), None);
}

#[test]
fn a_daily_game_that_ends_says_its_share_line() {
    use tui2048::game::{Day, Origin};
    let day = Day::new(2026, 11, 30).unwrap();
    let start = GameState::new(Rules::default(), day.seed());
    let mut m = Model::of(
        Session::starting(start, Origin::Daily(day)),
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
    assert!(matches!(cmds[..], [Cmd::Save, Cmd::Keep(_)]), "{cmds:?}");
    let line = format!(
        "tui2048 daily 2026-11-30 · {} · {} points · {} moves · 0 undos · 1 try · streak 1 day \
         finished, {} won",
        m.game().board().max_tile(),
        m.game().score(),
        m.game().moves(),
        u32::from(m.game().has_won()),
    );
    assert_eq!(m.notice(), Some(line.as_str()));
    assert_eq!(m.shared(), Some(line.as_str()));
    // The review's line, with its accuracy, takes its place.
    let judged = format!("{line} · accuracy 100 %");
    let record = Box::new(m.session().record().clone());
    let (m, _) = update(
        m,
        Msg::Shared {
            record,
            line: judged.clone(),
        },
    );
    assert_eq!(m.notice(), Some(judged.as_str()));
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
    let (r, _) = tui2048::ui::buttons(&model(won.clone()), area)[0];
    for open in ["help", "stats"] {
        let m = model(won.clone()).with_overlay(if open == "help" {
            Overlay::HELP
        } else {
            Overlay::STATS
        });
        // The box is not drawn under them, and has no buttons there.
        assert!(tui2048::ui::buttons(&m, area).is_empty(), "{open}");
        let (m, cmds) = drag(m, (r.x + 3, r.y), (r.x + 3, r.y));
        assert!(cmds.is_empty(), "{open}");
        assert_eq!(m.game().status(), Status::Won, "{open}");
    }
}

#[test]
fn a_failing_save_says_so_once_and_other_notices_still_show() {
    let m = model(game(&START, 0, Status::Playing));
    let (m, _) = update(m, Msg::Saved(Err("disk full".into())));
    let (m, _) = keys(m, &[press(KeyCode::Char('u'))]);
    assert_eq!(m.notice(), Some("Nothing to undo"));
    let (m, _) = update(m, Msg::Saved(Err("disk full".into())));
    assert_eq!(
        m.notice(),
        Some("Nothing to undo"),
        "the same failure again"
    );
    let (m, _) = update(m, Msg::Saved(Err("read-only".into())));
    assert_eq!(
        m.notice(),
        Some("Saving is off: read-only"),
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
    let (m, cmds) = update(m, Msg::SavingOff("no lock".into()));
    assert!(cmds.is_empty());
    assert_eq!(*m.saving(), Saving::Off("no lock".into()));
    assert_eq!(m.notice(), Some("Saving is off: no lock"));
    // A later report of a save that worked does not turn it back on.
    let (m, _) = update(m, Msg::Saved(Ok(())));
    assert_eq!(*m.saving(), Saving::Off("no lock".into()));
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
    assert!(line.starts_with("tui2048-2:"), "{line}");
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
    let back = tui2048::game::Record::decode(&m.session().record().encode()).unwrap();
    assert!(!back.assisted());
}

#[test]
fn esc_closes_what_is_open_and_never_quits() {
    let m = model(game(&START, 0, Status::Playing));
    // On the bare board it only says how to quit.
    let (m, cmds) = keys(m, &[press(KeyCode::Esc)]);
    assert!(cmds.is_empty());
    assert_eq!(
        m.notice(),
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
    assert!(cmds.is_empty() && m.boss().is_none());
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
        o.notice(),
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
            m.notice(),
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
    assert_eq!(m.notice(), Some("Autoplay needs a game: r starts one"));
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
    assert_eq!(m.notice(), Some("Autoplay: 2 moves/s"));
    m = slower(m);
    assert_eq!(m.notice(), Some("Autoplay: 1 move/s"));
    m = slower(m);
    assert_eq!(m.notice(), Some("Autoplay: 1 move/s, the slowest"));
    for _ in 0..8 {
        m = faster(m);
    }
    assert_eq!(m.notice(), Some("Autoplay: 500 moves/s"));
    m = faster(m);
    assert_eq!(m.notice(), Some("Autoplay: 1000 moves/s"));
    m = faster(m);
    assert_eq!(m.notice(), Some("Autoplay: 1000 moves/s, the fastest"));
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
        m.notice(),
        Some("Autoplay paused for the boss key — p plays on")
    );
    // Without autoplay, the boss key says nothing of it.
    let (m, _) = keys(
        model(game(&START, 0, Status::Playing)),
        &[press(KeyCode::Char('b')), press(KeyCode::Char('x'))],
    );
    assert_eq!(m.notice(), None);
}

#[test]
fn undoing_a_new_game_says_the_previous_game_is_back() {
    let start = game(&START, 300, Status::Playing);
    let (m, _) = keys(
        model(start.clone()),
        &[press(KeyCode::Left), press(KeyCode::Char('r'))],
    );
    let (m, _) = keys(m, &[press(KeyCode::Char('u'))]);
    assert_eq!(m.notice(), Some("Undone — your last game is back"));
    let (m, _) = keys(m, &[press(KeyCode::Char('u'))]);
    assert_eq!(*m.game(), start);
    assert_eq!(m.notice(), Some("Undone — none left"));
}

#[test]
fn r_in_the_daily_game_starts_the_days_game_again_as_its_next_try() {
    use tui2048::app::share_line;
    use tui2048::game::{Day, Origin, Record};
    let day = Day::new(2026, 11, 30).unwrap();
    let first = GameState::new(Rules::default(), day.seed());
    let m = Model::of(
        Session::starting(first.clone(), Origin::Daily(day)),
        Scores::default(),
    );
    // r on the day's first board is no new try.
    let (m, cmds) = keys(m, &[press(KeyCode::Char('r'))]);
    assert!(cmds.is_empty());
    assert_eq!(
        m.notice(),
        Some("This is today's game from its first board already")
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
        m.notice(),
        Some("Today's game again, try 2 — u brings the last one back")
    );
    // The try left is counted and kept as any game left is.
    assert!(matches!(&cmds[..], [Cmd::Save, Cmd::Keep(r)] if r.tries() == 1));
    let line = share_line(
        &English,
        m.session().record(),
        m.game(),
        None,
        &m.scores().stats.daily,
    )
    .unwrap();
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
    use tui2048::game::{Day, Origin};
    let day = Day::new(2026, 11, 30).unwrap();
    let start = GameState::new(Rules::default(), day.seed());
    Model::of(
        Session::starting(start, Origin::Daily(day)),
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
fn daily_to_its_end(day: tui2048::game::Day, scores: Scores) -> Model {
    use tui2048::game::Origin;
    let start = GameState::new(Rules::default(), day.seed());
    let m = Model::of(Session::starting(start, Origin::Daily(day)), scores).animated(false);
    play_until(m, |m| m.game().status() == Status::Over)
}

#[test]
fn a_review_that_ends_after_its_try_was_given_up_shares_nothing() {
    let m = play_until(daily_model(), |m| m.game().moves() == 5);
    let (m, cmds) = update(m, Msg::Action(Action::Restart));
    let [Cmd::Save, Cmd::Keep(given_up)] = &cmds[..] else {
        panic!("{cmds:?}");
    };
    assert_eq!(m.shared(), None);
    let notice = m.notice().map(str::to_string);
    let (m, _) = update(
        m,
        Msg::Shared {
            record: given_up.clone(),
            line: "tui2048 daily 2026-11-30 · 8 · …".into(),
        },
    );
    assert_eq!(m.shared(), None);
    assert_eq!(m.notice().map(str::to_string), notice);
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
        Msg::Shared {
            record: given_up.clone(),
            line: "late".into(),
        },
    );
    assert_eq!(m.shared(), None);
}

#[test]
fn a_daily_try_over_and_brought_back_by_undo_is_shared_and_stays_finished() {
    let m = play_until(daily_model(), |m| m.game().status() == Status::Over);
    let line = m.shared().expect("a line to share").to_string();
    let (m, cmds) = update(m, Msg::Action(Action::Restart));
    // A game over was kept when it ended: nothing more to keep.
    assert_eq!(cmds, [Cmd::Save]);
    assert_eq!(m.shared(), None);
    let (m, cmds) = update(m, Msg::Action(Action::Undo));
    // Over, it stays among the finished, and its line is the one to share.
    assert_eq!(cmds, [Cmd::Save]);
    assert_eq!(m.shared(), Some(line.as_str()));
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
    use tui2048::game::{Day, Run};
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
    use tui2048::game::Day;
    use tui2048::ui::Look;
    let day = |d| Day::new(2026, 11, d).unwrap();
    let m = daily_to_its_end(day(10), Scores::default());
    let m = daily_to_its_end(day(11), m.scores().clone());
    let screen = crate::support::text(&crate::support::render(
        &m,
        Look::new(ColorMode::None),
        100,
        36,
    ));
    assert_eq!(
        screen
            .matches("daily streak: 2 days finished, 0 won")
            .count(),
        1,
        "{screen}"
    );
    let at_the_day = m.at_clock(day(11).days() * 86_400 + 3_600);
    let stats = at_the_day.with_overlay(tui2048::app::Overlay::STATS);
    let screen = crate::support::text(&crate::support::render(
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
    let screen = crate::support::text(&crate::support::render(
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
    use tui2048::game::{Day, Origin};
    let day = Day::new(2026, 11, 30).unwrap();
    let rules = Rules {
        target: 32,
        ..Rules::default()
    };
    let start = GameState::new(rules, day.seed());
    let mut m = Model::of(
        Session::starting(start, Origin::Daily(day)),
        Scores::default(),
    )
    .animated(false);
    let mut shared_before_the_win = None;
    while m.game().status() != Status::Won {
        shared_before_the_win = shared_before_the_win.or(m.shared().map(str::to_string));
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
    // Said on the status line with the win box.
    assert_eq!(m.notice(), Some(line.as_str()));
    // Kept going: said once (the status line moves on), still the line of the way out.
    let (m, _) = update(m, Msg::Action(Action::KeepGoing));
    assert_ne!(m.notice(), Some(line.as_str()));
    assert_eq!(m.shared(), Some(line.as_str()));
    // The win counted in the streaks.
    assert_eq!(m.scores().stats.daily.won.days, 1);
}
