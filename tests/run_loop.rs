//! The event loop on a test terminal, with the solver played by the test: what it saves,
//! and when.

use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread;
use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

use tui2048::app::{Input, Model, Saver, SolveRequest, run_loop};
use tui2048::game::{Board, Dir, GameState, Rules};
use tui2048::store::{StateFile, parse};
use tui2048::ui::{ColorMode, Look};

fn key(c: char) -> Input {
    Input::Terminal(Event::Key(KeyEvent::new(
        KeyCode::Char(c),
        KeyModifiers::NONE,
    )))
}

/// The first direction that moves tiles on `board`.
fn legal(board: &Board) -> Dir {
    Dir::ALL
        .into_iter()
        .find(|&d| board.slide(d).is_some())
        .expect("a legal move")
}

/// Runs the loop on a fresh game saved in a temporary folder; `script` drives it through
/// the input channel and answers the solver's requests. Returns the model the loop ended
/// with and the state file's bytes afterwards.
fn run(script: impl FnOnce(&Sender<Input>, &Receiver<SolveRequest>)) -> (Model, Vec<u8>) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    let (file, _) = StateFile::open(&path).unwrap();
    let model = Model::new(
        GameState::new(Rules::default(), 7),
        Look::new(ColorMode::None),
    );
    let (inputs, input_rx) = channel();
    let (solver_tx, requests) = channel();
    let looped = thread::spawn(move || {
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        let mut saver = Saver::new(Some(file));
        run_loop(
            &mut terminal,
            model,
            &mut saver,
            &input_rx,
            &solver_tx,
            &mut (),
        )
        .unwrap()
    });
    script(&inputs, &requests);
    let model = looped.join().unwrap();
    let bytes = std::fs::read(&path).unwrap_or_default();
    (model, bytes)
}

fn moves_saved(bytes: &[u8]) -> u64 {
    parse(bytes, &mut || 0)
        .expect("a whole state file")
        .game
        .moves()
}

#[test]
fn quitting_during_fast_autoplay_saves_the_last_move() {
    let (model, bytes) = run(|inputs, requests| {
        inputs.send(key('p')).unwrap();
        for _ in 0..6 {
            // Answered at once, whatever the pace: all six moves come within the time
            // saves are put off while autoplay runs.
            let request = requests
                .recv_timeout(Duration::from_secs(5))
                .expect("the loop asks the solver");
            let dir = Some(legal(&request.board));
            inputs
                .send(Input::Solved {
                    id: request.id,
                    dir,
                })
                .unwrap();
        }
        // The seventh request comes after the sixth move; then quit.
        requests.recv_timeout(Duration::from_secs(5)).unwrap();
        inputs.send(key('q')).unwrap();
    });
    assert_eq!(model.game.moves(), 6);
    assert_eq!(moves_saved(&bytes), 6, "the last moves were not saved");
}
