//! The event loop on a test terminal, with the solver played by the test: what it saves
//! and when, and how often it draws.

use crate::tests::support;

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use ratatui::backend::{Backend, TestBackend};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};

use crate::runtime::{Input, LeanBackend, Saver, SolveRequest, Solvers, Wiring, run_loop};
use support::Sink;
use tui2048_app::Model;
use tui2048_app::settings::ColorMode;
use tui2048_engine::game::{Board, Dir, GameState, Rules};
use tui2048_files::StateFile;
use tui2048_store::parse;

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
    let model = Model::new(GameState::new(Rules::default(), 7));
    run_on(
        Terminal::new(TestBackend::new(80, 24)).unwrap(),
        model,
        script,
    )
}

/// [`run`] on a given terminal.
fn run_on<B: Backend + Send + 'static>(
    terminal: Terminal<B>,
    model: Model,
    script: impl FnOnce(&Sender<Input>, &Receiver<SolveRequest>),
) -> (Model, Vec<u8>)
where
    B::Error: std::fmt::Debug,
{
    let dir = tempfile::tempdir().unwrap();
    run_at(terminal, model, &dir.path().join("state.json"), script)
}

/// [`run_on`], saving in the state file at `path`.
fn run_at<B: Backend + Send + 'static>(
    mut terminal: Terminal<B>,
    model: Model,
    path: &Path,
    script: impl FnOnce(&Sender<Input>, &Receiver<SolveRequest>),
) -> (Model, Vec<u8>)
where
    B::Error: std::fmt::Debug,
{
    let (file, _) = StateFile::open(path).unwrap();
    let (inputs, input_rx) = channel();
    let (solver_tx, requests) = channel();
    let asker = Solvers::played_by(solver_tx).asker(inputs.clone());
    let saver = Saver::spawn(Some(Box::new(file)), inputs.clone());
    let looped = thread::spawn(move || {
        let wiring = Wiring {
            plain: None,
            color: ColorMode::None,
            config: None,
            saver: &saver,
            inputs: &input_rx,
            solver: &asker,
            pause: &mut (),
            review: None,
        };
        run_loop(&mut terminal, (model, vec![]), wiring)
    });
    script(&inputs, &requests);
    let model = looped.join().unwrap();
    let bytes = std::fs::read(path).unwrap_or_default();
    (model, bytes)
}

fn moves_saved(bytes: &[u8]) -> u64 {
    parse(bytes, &mut || 0)
        .expect("a whole state file")
        .game
        .moves()
}

/// Answers `moves` of the solver's requests with a legal move each, at once, and waits for
/// the next request: it comes once the last move is made.
fn answer(inputs: &Sender<Input>, requests: &Receiver<SolveRequest>, moves: usize) {
    for _ in 0..moves {
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
    requests
        .recv_timeout(Duration::from_secs(5))
        .expect("the loop asks again after the last move");
}

#[test]
fn quitting_during_fast_autoplay_saves_the_last_move() {
    let (model, bytes) = run(|inputs, requests| {
        inputs.send(key('p')).unwrap();
        // Answered at once, whatever the pace: all six moves come within the time saves
        // are put off while autoplay runs.
        answer(inputs, requests, 6);
        inputs.send(key('q')).unwrap();
    });
    assert_eq!(model.game().moves(), 6);
    assert_eq!(moves_saved(&bytes), 6, "the last moves were not saved");
}

/// Answers `moves` requests of autoplay at its top pace as fast as they come, lets the
/// loop draw, runs `then`, and quits.
fn autoplay_burst(
    moves: usize,
    then: impl FnOnce(),
) -> impl FnOnce(&Sender<Input>, &Receiver<SolveRequest>) {
    move |inputs, requests| {
        inputs.send(key('p')).unwrap();
        for _ in 0..9 {
            inputs.send(key('+')).unwrap();
        }
        answer(inputs, requests, moves);
        thread::sleep(Duration::from_millis(100));
        then();
        inputs.send(key('q')).unwrap();
    }
}

#[test]
fn a_burst_of_moves_is_drawn_at_a_frame_rate_ending_on_the_last() {
    let sink = Sink::default();
    let options = TerminalOptions {
        viewport: Viewport::Fixed(Rect::new(0, 0, 80, 24)),
    };
    let terminal = Terminal::with_options(LeanBackend::new(sink.clone()), options).unwrap();
    // An 8×8 board lasts hundreds of moves even played badly.
    let rules = Rules {
        size: 8,
        ..Rules::default()
    };
    let model = Model::new(GameState::new(rules, 7));
    let started = Instant::now();
    let mut took = Duration::ZERO;
    let mut screen = String::new();
    let seen = sink.clone();
    let (model, _) = run_on(
        terminal,
        model,
        autoplay_burst(300, || {
            took = started.elapsed();
            let mut parser = vt100::Parser::new(24, 80, 0);
            parser.process(&seen.0.lock().unwrap());
            screen = parser.screen().contents();
        }),
    );
    assert_eq!(model.game().moves(), 300);
    // Every frame ends by hiding the cursor: at most one every 16 ms, and the first.
    let out = String::from_utf8_lossy(&sink.0.lock().unwrap()).into_owned();
    let frames = out.matches("\x1b[?25l").count();
    let most = 2 + took.as_millis() as usize / 16;
    assert!(frames <= most, "{frames} frames in {took:?}");
    assert!(frames >= 2, "{frames} frames");
    // A moment after the burst, the screen shows its last move.
    let header = screen
        .lines()
        .find(|l| l.contains("MOVES"))
        .unwrap_or_default();
    assert!(header.trim_end().ends_with("MOVES 300"), "{screen}");
}

#[test]
fn the_line_left_on_quitting_says_the_score_the_best_and_whether_it_was_saved() {
    use std::path::Path;
    use tui2048_app::Saving;
    use tui2048_app::leaving::quit_line;
    use tui2048_engine::game::Assist;
    let game = support::game(
        &[[2, 4, 0, 0], [0; 4], [0; 4], [0; 4]],
        1_234,
        50,
        tui2048_engine::game::Status::Playing,
    );
    let mut m = Model::new(game.clone());
    m = support::rescored(m, |s| {
        s.best.insert(4, 5_000);
    });
    let path = Path::new("/home/a/.config/tui2048/state.json");
    assert_eq!(
        quit_line(&m, Some(path)),
        "tui2048: score 1234, best 5000 on 4×4; saved in /home/a/.config/tui2048/state.json"
    );
    m = support::rescored(m, |s| {
        s.best.insert(4, 1_000);
    });
    m = m.with_saving(Saving::Failing(tui2048_store::Fault::Write {
        path: "/s.json".into(),
        why: tui2048_store::Why::Full,
    }));
    assert_eq!(
        quit_line(&m, Some(path)),
        "tui2048: score 1234, your best on 4×4; not saved: cannot write /s.json: No space left on device"
    );
    let mut m = Model::new(game.with_assist(Assist {
        solver_moved: true,
        hints: 0,
    }));
    m = support::rescored(m, |s| {
        s.best.insert(4, 900);
    });
    assert_eq!(
        quit_line(&m, None),
        "tui2048: score 1234 in a game the solver played in, your best 900 on 4×4; saved"
    );
}

/// How keeping a finished game failed, as the saver reports it.
fn not_kept() -> Input {
    use tui2048_store::{FileKind, NotKept, RecordsError};
    let folder = RecordsError::NotAFile {
        path: "/x/state.records.json".into(),
        kind: FileKind::Folder,
    };
    Input::Kept(Err(tui2048_store::SaveError::Failed(
        tui2048_store::Fault::Records(Box::new(NotKept::Unread(folder))),
    )))
}

/// News for the status line from outside the game that is no warning: a save's disk
/// found full, the solver's cache given up for room.
fn given_up() -> Input {
    Input::Waited(tui2048_app::Msg::CacheGivenUp { mb: 5 })
}

const WARNING: &str =
    "The finished game was not kept: /x/state.records.json is a folder, not a regular file";

#[test]
fn a_records_warning_stays_until_a_key_comes_after_it_was_shown() {
    let frame = Duration::from_millis(100);
    // Other news does not hide it, shown or not.
    let (model, _) = run(|inputs, _| {
        inputs.send(not_kept()).unwrap();
        inputs.send(given_up()).unwrap();
        thread::sleep(frame);
        inputs.send(given_up()).unwrap();
        thread::sleep(frame);
        inputs.send(Input::Terminal(Event::Resize(80, 24))).unwrap();
        thread::sleep(frame);
        inputs.send(Input::Signal).unwrap();
    });
    assert_eq!(model.notice_words().as_deref(), Some(WARNING));
    // A key after it was shown lets the next notice take its place.
    let (model, _) = run(|inputs, _| {
        inputs.send(not_kept()).unwrap();
        thread::sleep(frame);
        inputs.send(key('u')).unwrap();
        thread::sleep(frame);
        inputs.send(Input::Signal).unwrap();
    });
    assert_eq!(model.notice_words().as_deref(), Some("Nothing to undo"));
}

fn arrow(dir: Dir) -> Input {
    let code = match dir {
        Dir::Left => KeyCode::Left,
        Dir::Right => KeyCode::Right,
        Dir::Up => KeyCode::Up,
        Dir::Down => KeyCode::Down,
    };
    Input::Terminal(Event::Key(KeyEvent::new(code, KeyModifiers::NONE)))
}

/// The game of [`run`] and a move that moves its tiles.
fn first_move() -> Input {
    arrow(legal(GameState::new(Rules::default(), 7).board()))
}

/// How long the script lets the loop take what it was sent (the replay screen opening).
const SETTLE: Duration = Duration::from_millis(150);

#[test]
fn what_comes_for_the_game_while_the_replay_is_open_is_handled_after_it_in_order() {
    use tui2048_app::text::English;
    let (model, bytes) = run(|inputs, requests| {
        inputs.send(first_move()).unwrap();
        inputs
            .send(Input::Terminal(Event::Key(KeyEvent::new(
                KeyCode::Tab,
                KeyModifiers::NONE,
            ))))
            .unwrap();
        let request = requests
            .recv_timeout(Duration::from_secs(5))
            .expect("the hint asks the solver");
        inputs.send(key('v')).unwrap();
        thread::sleep(SETTLE);
        // For the game, while the replay is shown: the hint's answer, then a notice.
        inputs
            .send(Input::Solved {
                id: request.id,
                dir: Some(Dir::Up),
            })
            .unwrap();
        inputs.send(given_up()).unwrap();
        // The replay's keys: a move's key and leaving it; neither reaches the game.
        inputs.send(first_move()).unwrap();
        inputs.send(key('q')).unwrap();
        thread::sleep(SETTLE);
        inputs.send(key('q')).unwrap();
    });
    assert_eq!(
        model.game().moves(),
        1,
        "a key of the replay moved the game"
    );
    assert_eq!(moves_saved(&bytes), 1);
    // The answer came first (its hint is shown), then the notice took its place.
    assert_eq!(model.session().hint(), Some(Dir::Up));
    assert_eq!(
        model.notice_words().as_deref(),
        Some(English.cache_given_up(5).as_str())
    );
}

/// Keys typed ahead of the replay, read in one go with the key that opens it, are the
/// replay's until it closes, then the game's: none is lost, none reaches the wrong screen.
#[test]
fn keys_typed_ahead_of_the_replay_go_to_it_then_to_the_game() {
    let (model, bytes) = run(|inputs, _| {
        for input in [
            first_move(),
            key('v'),
            first_move(),
            key('q'),
            key('u'),
            key('q'),
        ] {
            inputs.send(input).unwrap();
        }
        // Had a key been lost, the replay (or the game) would still be waiting.
        thread::sleep(SETTLE);
        let _ = inputs.send(Input::Signal);
    });
    // The replay took the arrow and `q`; the game the undo, then quit.
    assert_eq!(model.game().moves(), 0);
    assert_eq!(moves_saved(&bytes), 0);
}

#[test]
fn a_signal_in_the_replay_quits_the_program() {
    let (model, bytes) = run(|inputs, _| {
        inputs.send(first_move()).unwrap();
        inputs.send(key('v')).unwrap();
        thread::sleep(SETTLE);
        inputs.send(Input::Signal).unwrap();
        thread::sleep(SETTLE);
        // Had the signal only closed the replay, the game would undo the move and quit.
        let _ = inputs.send(key('u'));
        let _ = inputs.send(key('q'));
    });
    assert_eq!(model.game().moves(), 1);
    assert_eq!(moves_saved(&bytes), 1);
}

#[test]
fn word_of_the_solvers_tables_being_built_stays_through_autoplay_until_a_key() {
    const NEWS: &str =
        "The solver is building its endgame tables, once: 128 MB, kept in /x/cache/tui2048";
    let building = || {
        Input::Waited(tui2048_app::Msg::TablesBuilding {
            mb: 128,
            folder: Some("/x/cache/tui2048".into()),
        })
    };
    let tab = || Input::Terminal(Event::Key(KeyEvent::new(KeyCode::Tab, KeyModifiers::NONE)));
    let frame = Duration::from_millis(100);
    let (model, _) = run(|inputs, requests| {
        inputs.send(key('p')).unwrap();
        inputs.send(building()).unwrap();
        // Autoplay's moves do not take it away.
        answer(inputs, requests, 3);
        thread::sleep(frame);
        inputs.send(Input::Signal).unwrap();
    });
    assert!(model.game().moves() >= 3);
    assert_eq!(model.notice_words().as_deref(), Some(NEWS));
    let (model, _) = run(|inputs, _| {
        inputs.send(building()).unwrap();
        thread::sleep(frame);
        inputs.send(key('u')).unwrap();
        thread::sleep(frame);
        inputs.send(Input::Signal).unwrap();
    });
    assert_eq!(model.notice_words().as_deref(), Some("Nothing to undo"));
    // Another notice (the hint the build came with) shows over it meanwhile.
    let (model, _) = run(|inputs, requests| {
        inputs.send(building()).unwrap();
        thread::sleep(frame);
        inputs.send(tab()).unwrap();
        let request = requests
            .recv_timeout(Duration::from_secs(5))
            .expect("the hint asks the solver");
        inputs
            .send(Input::Solved {
                id: request.id,
                dir: Some(Dir::Left),
            })
            .unwrap();
        thread::sleep(frame);
        inputs.send(Input::Signal).unwrap();
    });
    assert_eq!(model.notice_words().as_deref(), Some("Hint: ← left"));
}

/// A terminal that, as each frame reaches it, notes the moves the frame shows and the
/// moves the state file holds at that moment.
struct Witness {
    screen: vt100::Parser,
    state: PathBuf,
    /// (shown, saved), a pair a frame.
    frames: Arc<Mutex<Vec<(u64, u64)>>>,
}

impl std::io::Write for Witness {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.screen.process(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let screen = self.screen.screen().contents();
        let shown = screen
            .split_whitespace()
            .skip_while(|w| *w != "MOVES")
            .nth(1)
            .and_then(|n| n.parse().ok());
        if let Some(shown) = shown {
            let saved = std::fs::read(&self.state).map_or(0, |b| moves_saved(&b));
            self.frames.lock().unwrap().push((shown, saved));
        }
        Ok(())
    }
}

/// Runs `script` on an 8×8 game (it lasts hundreds of moves, even played badly) drawn on a
/// [`Witness`]: the moves each frame showed and the moves saved then, and the moves made.
fn witnessed(
    script: impl FnOnce(&Sender<Input>, &Receiver<SolveRequest>),
) -> (Vec<(u64, u64)>, u64) {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    let frames = Arc::new(Mutex::new(Vec::new()));
    let witness = Witness {
        screen: vt100::Parser::new(24, 80, 0),
        state: state.clone(),
        frames: Arc::clone(&frames),
    };
    let options = TerminalOptions {
        viewport: Viewport::Fixed(Rect::new(0, 0, 80, 24)),
    };
    let terminal = Terminal::with_options(LeanBackend::new(witness), options).unwrap();
    let rules = Rules {
        size: 8,
        ..Rules::default()
    };
    let (model, _) = run_at(
        terminal,
        Model::new(GameState::new(rules, 7)),
        &state,
        script,
    );
    let frames = frames.lock().unwrap().clone();
    (frames, model.game().moves())
}

/// No frame shows a move the state file does not hold yet: a program killed (`kill -9`)
/// just after it keeps every move it showed.
fn assert_every_move_shown_was_kept(frames: &[(u64, u64)], moves: u64) {
    let lost: Vec<_> = frames
        .iter()
        .filter(|(shown, saved)| shown > saved)
        .collect();
    assert!(
        lost.is_empty(),
        "frames showing moves not saved yet (shown, saved): {lost:?}"
    );
    // Frames showed moves (the last may come with the quit, unshown).
    assert!(frames.iter().any(|f| f.0 > 0), "{frames:?}");
    assert!(frames.iter().all(|f| f.0 <= moves), "{frames:?}");
}

#[test]
fn a_move_shown_is_a_move_kept_in_fast_autoplay() {
    let (frames, moves) = witnessed(autoplay_burst(300, || {}));
    assert_eq!(moves, 300);
    assert_every_move_shown_was_kept(&frames, moves);
}

#[test]
fn a_move_shown_is_a_move_kept_in_a_burst_of_keys() {
    let (frames, moves) = witnessed(|inputs, _| {
        // Keys as fast as they come, some of them moving nothing, some one at a time.
        for n in 0..120 {
            inputs.send(arrow(Dir::ALL[n % 4])).unwrap();
            if n % 10 == 0 {
                thread::sleep(Duration::from_millis(20));
            }
        }
        thread::sleep(Duration::from_millis(100));
        inputs.send(key('q')).unwrap();
    });
    assert!(moves > 60, "{moves}");
    assert_every_move_shown_was_kept(&frames, moves);
}
