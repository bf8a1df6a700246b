//! The points of a move show for the original's 600 ms, then are gone, animated or not and
//! at any pace of autoplay; while autoplay plays, the status line says so, whole, and holds
//! still from move to move.

use std::time::{Duration, Instant};

use crate::tests::support::{self, look, render, text};

use tui2048_app::keymap::Action;
use tui2048_app::settings::{ColorMode, Language};
use tui2048_app::{Cmd, Model, Msg, update};
use tui2048_engine::game::{Dir, Status};

/// Two 2s side by side: Left merges them for 4 points.
fn scoring() -> Model {
    Model::new(support::game(
        &[[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]],
        100,
        7,
        Status::Playing,
    ))
}

/// Whether "+4" shows anywhere on the screen.
fn shows_the_points(m: &Model, w: u16, h: u16, mode: ColorMode) -> bool {
    text(&render(m, look(mode), w, h)).contains("+4")
}

#[test]
fn the_points_are_gone_after_their_time_animated_or_not() {
    for animate in [true, false] {
        for (w, h, mode) in [
            (100, 36, ColorMode::TrueColor),
            (100, 36, ColorMode::Ansi16),
            (80, 24, ColorMode::None),
            (34, 12, ColorMode::TrueColor),
        ] {
            let what = format!("animated {animate} at {w}×{h} in {mode:?}");
            let m = scoring().animated(animate);
            let (m, _) = update(m, Msg::Action(Action::Move(Dir::Left)));
            assert_eq!(m.last_move().gain, Some(4), "{what}");
            // The screen wakes for it, whatever the animation.
            assert!(m.wake_after().is_some(), "{what}");
            let t0 = Instant::now();
            let m = update(m, Msg::Tick(t0)).0;
            let m = update(m, Msg::Tick(t0 + Duration::from_millis(300))).0;
            assert!(shows_the_points(&m, w, h, mode), "{what}: in its time");
            let m = update(m, Msg::Tick(t0 + Duration::from_millis(600))).0;
            assert_eq!(m.last_move().gain, None, "{what}");
            assert!(!shows_the_points(&m, w, h, mode), "{what}: after its time");
            assert_eq!(m.wake_after(), None, "{what}: and nothing left to wake for");
        }
    }
}

#[test]
fn in_fast_autoplay_the_points_go_after_their_time_too() {
    let (m, cmds) = update(scoring(), Msg::Action(Action::Autoplay));
    let m = (0..6).fold(m, |m, _| update(m, Msg::Action(Action::Faster)).0);
    assert_eq!(m.solver().moves_per_second(), 1000);
    let [Cmd::Solve { id, .. }] = cmds[..] else {
        panic!("{cmds:?}");
    };
    let (m, _) = update(
        m,
        Msg::SolverAnswer {
            id,
            dir: Some(Dir::Left),
        },
    );
    assert_eq!(m.last_move().gain, Some(4));
    assert!(!m.last_move().gain_floats);
    let t0 = Instant::now();
    let m = update(m, Msg::Tick(t0)).0;
    assert!(shows_the_points(&m, 100, 36, ColorMode::TrueColor));
    let m = update(m, Msg::Tick(t0 + Duration::from_millis(650))).0;
    assert_eq!(m.last_move().gain, None);
    assert!(!shows_the_points(&m, 100, 36, ColorMode::TrueColor));
}

/// At 34×12 the status line says autoplay, with how to stop it, at every move, scoring
/// or not, in both languages.
#[test]
fn autoplay_holds_the_status_line_still_at_the_smallest_screen() {
    for language in [Language::English, Language::Chinese] {
        let m = Model::new(tui2048_engine::game::GameState::new(
            tui2048_engine::game::Rules::default(),
            5,
        ))
        .in_language(language);
        let (m, mut cmds) = update(m, Msg::Action(Action::Autoplay));
        let (mut m, _) = update(m, Msg::Action(Action::Faster));
        let mut said = Vec::new();
        for _ in 0..12 {
            let Some(id) = cmds.iter().find_map(|c| match c {
                Cmd::Solve { id, .. } => Some(*id),
                _ => None,
            }) else {
                panic!("autoplay asks the solver: {cmds:?}");
            };
            let dir = Dir::ALL
                .into_iter()
                .find(|&d| m.game().apply(d).is_some())
                .unwrap();
            (m, cmds) = update(m, Msg::SolverAnswer { id, dir: Some(dir) });
            let screen = text(&render(&m, look(ColorMode::TrueColor), 34, 12));
            said.push(screen.lines().nth(10).unwrap().trim().to_string());
        }
        let first = said[0].clone();
        assert!(said.iter().all(|s| *s == first), "{language:?}: {said:#?}");
        let stops = match language {
            Language::English => "Autoplay 20/s · p stops",
            Language::Chinese => "托管：每秒 20 步，p 停止",
        };
        assert_eq!(first, stops, "{language:?}");
    }
}
