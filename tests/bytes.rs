//! Bytes sent to the terminal per move: every frame of a move's animation rendered
//! through the game's own backend into memory, at 100×36.

use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use tui2048::ui::LeanBackend;

use tui2048::app::{Model, Msg, update};
use tui2048::game::{Board, Dir, GameRng, GameState, Rules, Status};
use tui2048::ui::{ColorMode, Look, view};

/// A writer whose bytes can be counted from outside the terminal that owns it.
#[derive(Clone, Default)]
struct Sink(Arc<Mutex<Vec<u8>>>);

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The bytes written for each of `dirs`, every frame of its animations included.
fn bytes_per_move(mode: ColorMode, animate: bool, dirs: &[Dir]) -> Vec<usize> {
    let board = Board::from_values(&[
        [2, 4, 8, 16],
        [0, 2, 128, 64],
        [4, 0, 2, 2048],
        [0, 2, 0, 4],
    ])
    .unwrap();
    let game = GameState::from_parts(
        Rules::default(),
        board,
        5000,
        300,
        Status::KeepPlaying,
        GameRng::from_seed(9),
    );
    let mut model = Model::new(game, Look::new(mode));
    model.animate = animate;
    let sink = Sink::default();
    let options = TerminalOptions {
        viewport: Viewport::Fixed(Rect::new(0, 0, 100, 36)),
    };
    let mut terminal = Terminal::with_options(LeanBackend::new(sink.clone()), options).unwrap();
    terminal.draw(|f| view(&model, f)).unwrap();
    let mut sizes = Vec::new();
    for &dir in dirs {
        sink.0.lock().unwrap().clear();
        model = update(model, Msg::Move(dir)).0;
        let mut now = Instant::now();
        loop {
            model = update(model, Msg::Tick(now)).0;
            terminal.draw(|f| view(&model, f)).unwrap();
            if model.animation.is_none() && model.gain_float.is_none() {
                break;
            }
            // As the loop does: 60 frames a second for the move, 10 for the rising "+N".
            now += Duration::from_millis(if model.animation.is_some() { 16 } else { 100 });
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
