//! The replay screen's core and view: stepping, playing at a pace, the solver's word on
//! each move, and what the screen says.

use crate::tests::support;

use std::time::{Duration, Instant};

use tui2048_app::keymap::{Action, Key, KeyCode};
use tui2048_app::settings::{ColorMode, Language};
use tui2048_app::text::{Chinese, English};
use tui2048_app::{
    REPLAY_PACES, Replay, ReplayMsg, Verdict, accuracy_of, share_line, update_replay,
};
use tui2048_engine::game::{
    Day, Dir, GameIds, GameState, Grade, Name, Origin, Record, Rules, Streak, final_state, replay,
};
use tui2048_ui::{Look, draw_replay};

/// A game of `moves` moves of a fixed cycle of directions from a seed.
fn game(seed: u64, moves: usize) -> Record {
    let state = GameState::new(Rules::default(), seed);
    let record = Record::starting(&state, Origin::Seed(seed));
    support::cycled(state, record, moves).0
}

fn press(r: Replay, code: KeyCode) -> Replay {
    let (r, leave) = update_replay(r, ReplayMsg::Key(Key::new(code)));
    assert!(leave.is_empty());
    r
}

#[test]
fn keys_step_through_the_game_and_its_ends() {
    let record = game(3, 12);
    let states = replay(&record).unwrap();
    let r = Replay::of(record).unwrap();
    assert_eq!((r.at(), r.moves()), (0, 12));
    assert_eq!(r.shown(), &states[0]);
    let r = press(press(r, KeyCode::Right), KeyCode::Right);
    assert_eq!(r.at(), 2);
    assert_eq!(r.shown(), &states[2]);
    assert_eq!(r.last_move(), Some((2, r.record().moves()[1])));
    let r = press(r, KeyCode::Left);
    assert_eq!(r.at(), 1);
    let r = press(r, KeyCode::End);
    assert_eq!(r.at(), 12);
    assert_eq!(r.shown(), states.last().unwrap());
    // Past the end and before the start, nothing moves.
    let r = press(r, KeyCode::Right);
    assert_eq!(r.at(), 12);
    let r = press(r, KeyCode::Home);
    assert_eq!((r.at(), r.last_move()), (0, None));
    let r = press(r, KeyCode::Left);
    assert_eq!(r.at(), 0);
    for quit in [Key::char('q'), Key::new(KeyCode::Esc), Key::ctrl('c')] {
        let (_, cmds) = update_replay(r.clone(), ReplayMsg::Key(quit));
        assert_eq!(cmds, [tui2048_app::ReplayCmd::Leave], "{quit:?}");
    }
}

#[test]
fn space_plays_at_the_pace_and_stops_at_the_end() {
    let r = Replay::of(game(5, 10)).unwrap();
    assert_eq!(r.wake_after(), None);
    let r = press(r, KeyCode::Char(' '));
    assert!(r.playing());
    let pace = r.moves_per_second();
    assert_eq!(r.wake_after(), Some(Duration::from_secs(1) / pace));
    let t0 = Instant::now();
    let (r, _) = update_replay(r, ReplayMsg::Tick(t0));
    assert_eq!(r.at(), 0, "the first tick starts the clock");
    let step = Duration::from_secs(1) / pace;
    let (r, _) = update_replay(r, ReplayMsg::Tick(t0 + step));
    assert_eq!(r.at(), 1);
    // Ticks between steps wait for the step: the move comes a step after the last.
    let (r, _) = update_replay(r, ReplayMsg::Tick(t0 + step + step / 2));
    assert_eq!(r.at(), 1);
    let (r, _) = update_replay(r, ReplayMsg::Tick(t0 + step * 2));
    assert_eq!(r.at(), 2);
    // A late tick catches up, and the end stops the play.
    let (r, _) = update_replay(r, ReplayMsg::Tick(t0 + step * 4));
    assert_eq!(r.at(), 4);
    let (r, _) = update_replay(r, ReplayMsg::Tick(t0 + step * 40));
    assert_eq!((r.at(), r.playing()), (10, false));
    // Space at the end plays again from the start; a step by hand pauses.
    let r = press(r, KeyCode::Char(' '));
    assert_eq!((r.at(), r.playing()), (0, true));
    let r = press(r, KeyCode::Right);
    assert_eq!((r.at(), r.playing()), (1, false));
    // The pace goes up and down within its steps.
    let mut r = r;
    for _ in 0..20 {
        r = press(r, KeyCode::Char('+'));
    }
    assert_eq!(r.moves_per_second(), *REPLAY_PACES.last().unwrap());
    for _ in 0..20 {
        r = press(r, KeyCode::Char('-'));
    }
    assert_eq!(r.moves_per_second(), REPLAY_PACES[0]);
}

/// The screen's text.
fn screen(r: &Replay) -> String {
    let area = ratatui::layout::Rect::new(0, 0, 100, 36);
    let mut buf = ratatui::buffer::Buffer::empty(area);
    draw_replay(r, Look::new(ColorMode::None), area, &mut buf);
    support::text(&buf)
}

#[test]
fn the_screen_says_the_move_its_grade_and_the_solvers_move() {
    let record = game(7, 6);
    let moves = record.moves().to_vec();
    let r = Replay::of(record).unwrap();
    let text = screen(&r);
    assert!(text.contains("MOVE 0 / 6"), "{text}");
    assert!(text.contains("The start: no move yet"), "{text}");
    let r = press(press(r, KeyCode::Right), KeyCode::Right);
    let text = screen(&r);
    assert!(text.contains("MOVE 2 / 6"), "{text}");
    let dir = moves[1];
    let said = format!("Move 2: {} {dir} · reviewing, 0 %", dir.arrow());
    assert!(text.contains(&said), "{text}");
    // The review's progress as it comes.
    let (r, _) = update_replay(r, ReplayMsg::Progress(3, 6));
    let text = screen(&r);
    let said = format!("Move 2: {} {dir} · reviewing, 50 %", dir.arrow());
    assert!(text.contains(&said), "{text}");
    // The review comes in: the move's grade, and the solver's move when it differs.
    let other = Dir::ALL.into_iter().find(|&d| d != dir).unwrap();
    // The fourth move is graded best though not the solver's: as good, within the margin.
    let as_good = Dir::ALL.into_iter().find(|&d| d != moves[3]).unwrap();
    let verdicts: Vec<Verdict> = (0..6)
        .map(|i| Verdict {
            grade: if i == 1 { Grade::Mistake } else { Grade::Best },
            best: match i {
                1 => other,
                3 => as_good,
                _ => moves[i],
            },
        })
        .collect();
    let (r, _) = update_replay(r, ReplayMsg::Reviewed(Some(verdicts)));
    let text = screen(&r);
    let said = format!(
        "Move 2: {} {dir} · mistake (the solver: {} {other})",
        dir.arrow(),
        other.arrow()
    );
    assert!(text.contains(&said), "{text}");
    let r = press(r, KeyCode::Right);
    let dir = moves[2];
    let status = |r: &Replay| {
        screen(r)
            .lines()
            .find(|l| l.contains("Move "))
            .unwrap_or_default()
            .trim()
            .to_string()
    };
    assert_eq!(status(&r), format!("Move 3: {} {dir} · best", dir.arrow()));
    let four = press(r.clone(), KeyCode::Right);
    assert_eq!(
        status(&four),
        format!(
            "Move 4: {} {} · best, as good as the solver's {} {as_good}",
            moves[3].arrow(),
            moves[3],
            as_good.arrow()
        )
    );
    // The board shown is the game's after that move.
    let rows: Vec<String> = screen(&r).lines().map(str::to_owned).collect();
    let state = &replay(r.record()).unwrap()[3];
    assert_eq!(
        support::screen::board_of(&rows),
        Some(state.board().to_values())
    );
}

#[test]
fn the_game_in_play_is_shown_at_its_last_move() {
    let record = game(4, 9);
    let end = replay(&record).unwrap().pop().unwrap();
    let r = Replay::of(record).unwrap().at_end();
    assert_eq!(r.at(), 9);
    assert_eq!(r.shown(), &end);
    // Played from there, it starts again.
    let r = press(r, KeyCode::Char(' '));
    assert_eq!((r.at(), r.playing()), (0, true));
}

/// A daily game of `moves` moves from the day's seed.
fn daily(day: Day, moves: usize) -> (Record, GameState) {
    let state = GameState::new(Rules::default(), day.seed());
    let record = Record::starting(&state, Origin::Daily(day));
    support::cycled(state, record, moves)
}

#[test]
fn a_daily_game_is_shared_in_one_line_with_its_figures() {
    let day = Day::new(2026, 11, 30).unwrap();
    let none = Streak::default();
    let (mut record, end) = daily(day, 40);
    assert_eq!(
        share_line(&English, (&record, &end), Some(91.4), &none, None),
        format!(
            "tui2048 daily 2026-11-30 · {} · {} points · 40 moves · 0 undos · 1 try · accuracy 91 %",
            end.board().max_tile(),
            end.score()
        )
    );
    let before = replay(&record).unwrap()[39].clone();
    record.undo(&before);
    record.push(Dir::Left);
    record.push_solver(Dir::Up);
    let line = share_line(&English, (&record, &end), None, &none, None);
    assert!(line.ends_with(" · 1 undo · 1 try · assisted"), "{line}");
    // Thousands apart.
    let big = GameState::from_parts(
        Rules::default(),
        tui2048_engine::game::Board::from_values(&[
            vec![4096, 0, 0, 0],
            vec![0; 4],
            vec![0; 4],
            vec![0; 4],
        ])
        .unwrap(),
        36_512,
        1_841,
        tui2048_engine::game::Status::Playing,
        tui2048_engine::game::GameRng::from_seed(1),
    );
    assert_eq!(
        share_line(&English, (&record, &big), None, &none, None),
        "tui2048 daily 2026-11-30 · 4096 · 36,512 points · 1,841 moves · 1 undo · 1 try · assisted"
    );
    // The streaks as they stand on the game's day.
    let mut streak = Streak::default();
    for d in [27, 28, 29, 30] {
        streak.count_end(Day::new(2026, 11, d).unwrap(), d != 27);
    }
    assert!(
        share_line(&English, (&record, &big), None, &streak, None)
            .ends_with(" · 1 try · assisted · streak 4 days finished, 3 won")
    );
    // Another game's line says its board and target, and no tries or streak; the
    // player's name follows the game in both.
    let (other, end) = (game(1, 5), final_state(&game(1, 5)).unwrap());
    let alice = Name::new("alice");
    assert_eq!(
        share_line(&English, (&other, &end), None, &streak, alice.as_ref()),
        format!(
            "tui2048 4×4 to 2048 · alice · {} · {} points · 5 moves · 0 undos",
            end.board().max_tile(),
            end.score()
        )
    );
    assert_eq!(
        share_line(&English, (&record, &big), None, &none, alice.as_ref()),
        "tui2048 daily 2026-11-30 · alice · 4096 · 36,512 points · 1,841 moves · 1 undo · 1 try · assisted"
    );
    assert_eq!(
        share_line(&Chinese, (&other, &end), None, &streak, alice.as_ref()),
        format!(
            "tui2048 4✕4（目标 2048），玩家 alice：{}，{} 分，5 步，撤销 0 次",
            end.board().max_tile(),
            end.score()
        )
    );
}

/// The daily slot as a run starts on it: the day's game resumes that day; on the next day a
/// new game of that day's seed starts, and yesterday's ends and is kept.
#[test]
fn the_daily_game_resumes_on_its_day_and_a_new_day_brings_a_new_one() {
    use tui2048_app::{Fresh, GameOptions, initial_model, saved_of};
    use tui2048_app::{Model, Msg, Scores, Session, update};
    use tui2048_store::Opened;

    let today = Day::new(2026, 11, 30).unwrap();
    let tomorrow = Day::new(2026, 12, 1).unwrap();
    let start = GameState::new(Rules::default(), today.seed());
    let mut m = Model::of(
        Session::starting(start.clone(), Origin::Daily(today), GameIds::from_seed(113)),
        Scores::default(),
    );
    for dir in [Dir::Left, Dir::Up, Dir::Right, Dir::Down, Dir::Left] {
        m = update(m, Msg::Action(Action::Move(dir))).0;
    }
    let played = m.game().clone();
    let moves = m.session().record().moves().to_vec();
    assert!(!moves.is_empty());
    let open = || Opened::Resumed {
        saved: Box::new(saved_of(&m)),
        new_game: false,
        earlier: Vec::new(),
    };
    let daily = |day| GameOptions {
        daily: Some(day),
        ..GameOptions::default()
    };

    let (back, write, ended) = initial_model(
        open(),
        daily(today),
        Language::English,
        Fresh::seeded(99),
        1_796_083_200,
    );
    assert_eq!(*back.game(), played);
    assert_eq!(back.session().record().moves(), &moves[..]);
    assert!(!write);
    assert!(ended.is_empty());
    assert_eq!(
        back.notice_words().as_deref(),
        Some("Welcome back to the game of 2026-11-30")
    );

    let (next, write, ended) = initial_model(
        open(),
        daily(tomorrow),
        Language::English,
        Fresh::seeded(99),
        1_796_169_600,
    );
    assert_eq!(
        *next.game(),
        GameState::new(Rules::default(), tomorrow.seed())
    );
    assert_eq!(
        next.session().record().origin(),
        &tui2048_engine::game::Origin::Daily(tomorrow)
    );
    assert!(write);
    assert_eq!(ended.len(), 1);
    assert_eq!(ended[0].moves(), &moves[..]);
    assert_eq!(
        ended[0].origin(),
        &tui2048_engine::game::Origin::Daily(today)
    );
    assert_eq!(
        next.notice_words().as_deref(),
        Some("The game of 2026-12-01: the same tiles for everyone today")
    );
    // Yesterday's game does not come back: the slot holds only the day's game.
    assert!(next.session().undo_stack().is_empty());
    assert!(next.session().earlier().is_empty());
}

#[test]
fn a_review_that_could_not_be_made_leaves_the_moves_ungraded() {
    let record = game(7, 6);
    let dir = record.moves()[0];
    let r = press(Replay::of(record).unwrap(), KeyCode::Right);
    let (r, _) = update_replay(r, ReplayMsg::Reviewed(None));
    assert_eq!(r.reviewing(), None);
    let text = screen(&r);
    let said = format!("Move 1: {} {dir}", dir.arrow());
    assert!(text.contains(&said), "{text}");
    assert!(!text.contains("reviewing"), "{text}");
    assert!(!text.contains("the solver:"), "{text}");
}

#[test]
fn a_game_of_no_moves_has_nothing_to_play() {
    let r = Replay::of(game(3, 0)).unwrap();
    assert_eq!(r.moves(), 0);
    let r = press(r, KeyCode::Char(' '));
    assert_eq!((r.at(), r.playing(), r.wake_after()), (0, false, None));
    let (r, _) = update_replay(r, ReplayMsg::Tick(Instant::now()));
    assert_eq!((r.at(), r.playing()), (0, false));
}

#[test]
fn accuracy_is_the_share_of_best_and_good_moves() {
    let of = |grades: &[Grade]| {
        let verdicts: Vec<Verdict> = grades
            .iter()
            .map(|&grade| Verdict {
                grade,
                best: Dir::Up,
            })
            .collect();
        accuracy_of(&verdicts)
    };
    assert_eq!(of(&[]), 100.0);
    assert_eq!(
        of(&[Grade::Best, Grade::Good, Grade::Mistake, Grade::Blunder]),
        50.0
    );
    assert_eq!(
        of(&[Grade::Inaccuracy, Grade::Best, Grade::Best]),
        200.0 / 3.0
    );
    assert_eq!(of(&[Grade::Good]), 100.0);
    assert_eq!(of(&[Grade::Inaccuracy]), 0.0);
}

/// Enter plays on from the board shown; when the save cannot be taken, the replay stays
/// where it was and says why, in the run's words, and Enter no longer plays on.
#[test]
fn playing_on_refused_says_why_and_stays() {
    let r = Replay::of(game(3, 12)).unwrap();
    let r = press(r, KeyCode::Left);
    let (r, leave) = update_replay(r, ReplayMsg::Key(Key::new(KeyCode::Enter)));
    assert_eq!(leave, [tui2048_app::ReplayCmd::Leave]);
    let at = r.at();
    assert!(r.played_on().is_some(), "Enter plays on");
    let busy = tui2048_store::OpenError::Busy("/home/someone/state.json".into());
    let (r, leave) = update_replay(r, ReplayMsg::Refused(busy));
    assert!(leave.is_empty());
    assert_eq!(r.played_on(), None);
    assert_eq!(r.at(), at);
    assert_eq!(
        r.notice_words().as_deref(),
        Some(
            "/home/someone/state.json is in use by another tui2048; quit it first, or play a \
             separate game with --state <PATH>"
        )
    );
}
