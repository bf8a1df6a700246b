//! Bytes sent to the terminal per move: every frame of a move's animation rendered
//! through the game's own backend into memory, at 100×36.

use crate::tests::support;

use std::time::Instant;

use crate::runtime::LeanBackend;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};

use support::{Sink, game_seeded};
use tui2048_app::keymap::Action;
use tui2048_app::settings::ColorMode;
use tui2048_app::{Model, Msg, update};
use tui2048_engine::game::{Dir, Status};
use tui2048_ui::{Look, view};

/// The bytes written for each of `dirs`, every frame of its animations included.
fn bytes_per_move(mode: ColorMode, animate: bool, dirs: &[Dir]) -> Vec<usize> {
    let rows = [
        [2, 4, 8, 16],
        [0, 2, 128, 64],
        [4, 0, 2, 2048],
        [0, 2, 0, 4],
    ];
    let game = game_seeded(&rows, 5000, 300, Status::KeepPlaying, 9);
    let mut model = Model::new(game);
    model = model.animated(animate);
    let sink = Sink::default();
    let options = TerminalOptions {
        viewport: Viewport::Fixed(Rect::new(0, 0, 100, 36)),
    };
    let mut terminal = Terminal::with_options(LeanBackend::new(sink.clone()), options).unwrap();
    let look = Look::new(mode);
    terminal.draw(|f| view(&model, look, f)).unwrap();
    let mut sizes = Vec::new();
    for &dir in dirs {
        sink.0.lock().unwrap().clear();
        model = update(model, Msg::Action(Action::Move(dir))).0;
        let mut now = Instant::now();
        loop {
            model = update(model, Msg::Tick(now)).0;
            terminal.draw(|f| view(&model, look, f)).unwrap();
            // As the loop does: a frame whenever the model asks for one.
            let Some(next) = model.wake_after() else {
                break;
            };
            now += next;
        }
        sizes.push(sink.0.lock().unwrap().len());
    }
    sizes
}

const DIRS: [Dir; 6] = [
    Dir::Left,
    Dir::Up,
    Dir::Right,
    Dir::Down,
    Dir::Left,
    Dir::Up,
];

/// Measured on this board: true colour 2.5–5.7 KB per animated move (sideways moves cost
/// most), 256 colours 2.1–4.2 KB, 16 colours 1.9–3.9 KB; a move without animation
/// 1.0–2.2 KB.
#[test]
fn an_animated_move_stays_under_6_kb() {
    for mode in [ColorMode::TrueColor, ColorMode::Ansi256, ColorMode::Ansi16] {
        let sizes = bytes_per_move(mode, true, &DIRS);
        eprintln!("{mode:?} animated: {sizes:?}");
        assert!(sizes.iter().all(|&n| n < 6 * 1024), "{mode:?}: {sizes:?}");
    }
}

#[test]
fn an_instant_move_is_smaller_still() {
    let animated = bytes_per_move(ColorMode::TrueColor, true, &DIRS);
    let instant = bytes_per_move(ColorMode::TrueColor, false, &DIRS);
    eprintln!("instant: {instant:?}");
    assert!(instant.iter().zip(&animated).all(|(i, a)| i < a));
    assert!(instant.iter().all(|&n| n < 3 * 1024), "{instant:?}");
}
