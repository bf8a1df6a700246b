//! Whole games played through bytes, with no terminal: keys sent as the terminal sends
//! them (arrows as `ESC [ D` and the like), the session's screen bytes read back by a
//! terminal emulator (`vt100`), and the exact text on it checked, for the full screen and
//! the plain interface, in English and in Chinese. The same scenarios the pseudo-terminal
//! tests of `tests/integration/e2e/` play through the real program, at a fraction of their
//! time.

mod full;
mod input;
mod plain;
mod shared;

use crate::tests::support;

use std::cell::RefCell;
use std::io::Read;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use crate::runtime::{Input, RunError, Solvers, play_over, resize};
use support::Sink;
use tui2048_app::settings::{
    ColorMode, Interface, Labels, Language, ReplaySays, Settings, Strength, Theme, Verbosity,
};
use tui2048_app::{GameOptions, Model};

/// How long a test waits for what it expects before it fails.
const WAIT: Duration = Duration::from_secs(10);

/// The arrows as a terminal sends them.
const LEFT: &[u8] = b"\x1b[D";
const RIGHT: &[u8] = b"\x1b[C";
const UP: &[u8] = b"\x1b[A";
const DOWN: &[u8] = b"\x1b[B";

/// The settings of a session in `interface` and `language`, nothing animated, no colour.
fn settings(interface: Interface, language: Language) -> Settings {
    Settings {
        theme: Theme::Classic,
        color: ColorMode::None,
        animate: false,
        mouse: true,
        strength: Strength::Fast,
        language,
        interface,
        labels: Labels::Numbers,
        verbosity: Verbosity::Verbose,
        sounds: false,
        replay_says: ReplaySays::Nothing,
        palette_tip: false,
        file: None,
        far: false,
        keys: Vec::new(),
        name: None,
    }
}

/// The keys a session reads: each chunk sent by the test is one read.
struct Keys {
    chunks: Receiver<Vec<u8>>,
    left: Vec<u8>,
}

impl Read for Keys {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.left.is_empty() {
            match self.chunks.recv() {
                Ok(chunk) => self.left = chunk,
                // The test let go of the keyboard: the input ends.
                Err(_) => return Ok(0),
            }
        }
        let n = self.left.len().min(buf.len());
        buf[..n].copy_from_slice(&self.left[..n]);
        self.left.drain(..n);
        Ok(n)
    }
}

/// A session's screen: what it writes, taken as shown once flushed, as a frame ends
/// (and the plain interface's lines are said), so that no half-drawn frame is read.
struct Frames {
    drawing: Vec<u8>,
    shown: Sink,
}

impl std::io::Write for Frames {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.drawing.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let drawn = std::mem::take(&mut self.drawing);
        self.shown.write_all(&drawn)
    }
}

/// A session being played: its keyboard, its screen, its size, its state folder.
struct Played {
    /// The keyboard (none: let go of, the input ended).
    keys: Option<Sender<Vec<u8>>>,
    out: Sink,
    size: crate::runtime::Told,
    tx: Sender<Input>,
    session: Option<JoinHandle<Result<Model, RunError>>>,
    dir: tempfile::TempDir,
    /// The terminal the screen is read back on, and how many of the bytes shown it has
    /// read.
    emulator: RefCell<(vt100::Parser, usize)>,
}

impl Played {
    /// A session at `columns`×`rows`, its state file holding `state` (none: no file yet),
    /// started with `options`.
    fn start(
        settings: Settings,
        options: GameOptions,
        state: Option<&str>,
        size: (u16, u16),
    ) -> Played {
        // No search is asked for in these games: the solver's threads answer nothing.
        let (requests, _) = channel();
        let solvers = Solvers::played_by(requests);
        Played::sharing(solvers, settings, options, state, size)
    }

    /// [`Played::start`], with the solver's threads of `solvers`.
    fn sharing(
        solvers: Solvers,
        settings: Settings,
        options: GameOptions,
        state: Option<&str>,
        (columns, rows): (u16, u16),
    ) -> Played {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("state.json");
        if let Some(state) = state {
            std::fs::write(&path, state).unwrap();
        }
        let (keys, chunks) = channel();
        let keyboard = Keys {
            chunks,
            left: Vec::new(),
        };
        let out = Sink::default();
        let size = crate::runtime::Told::new(columns, rows);
        let (ready, channel_of) = channel();
        let screen = Frames {
            drawing: Vec::new(),
            shown: out.clone(),
        };
        let told = size.clone();
        let session = thread::spawn(move || {
            let ends = (keyboard, screen, &told);
            play_over(ends, Some(path), (options, settings), &solvers, |tx| {
                let _ = ready.send(tx.clone());
            })
        });
        let tx = channel_of.recv_timeout(WAIT).expect("the session starts");
        Played {
            keys: Some(keys),
            out,
            size,
            tx,
            session: Some(session),
            dir,
            emulator: RefCell::new((vt100::Parser::new(rows, columns, 0), 0)),
        }
    }

    fn state_path(&self) -> PathBuf {
        self.dir.path().join("state.json")
    }

    fn send(&self, bytes: &[u8]) {
        let keys = self.keys.as_ref().expect("a keyboard");
        keys.send(bytes.to_vec()).unwrap();
    }

    /// Every byte shown so far.
    fn bytes(&self) -> Vec<u8> {
        self.out.0.lock().unwrap().clone()
    }

    /// The screen as a terminal of the session's size shows the bytes written so far,
    /// row by row, each row's end spaces taken off.
    fn screen(&self) -> Vec<String> {
        let mut emulator = self.emulator.borrow_mut();
        let (terminal, read) = &mut *emulator;
        let shown = self.out.0.lock().unwrap();
        terminal.process(&shown[*read..]);
        *read = shown.len();
        let columns = terminal.screen().size().1;
        let rows = terminal.screen().rows(0, columns).collect::<Vec<_>>();
        rows.into_iter()
            .map(|row| row.trim_end().to_string())
            .collect()
    }

    /// The lines written so far (the plain interface's), their ends taken off.
    fn lines(&self) -> Vec<String> {
        let text = String::from_utf8(self.bytes()).expect("lines in UTF-8");
        text.lines().map(str::to_string).collect()
    }

    /// Waits until `ready` holds of what `look` reads; what it read then.
    fn wait<T>(&self, what: &str, look: impl Fn(&Played) -> T, ready: impl Fn(&T) -> bool) -> T {
        let start = Instant::now();
        loop {
            let seen = look(self);
            if ready(&seen) {
                return seen;
            }
            if start.elapsed() > WAIT {
                let screen = self.screen().join("\n");
                panic!("waited for {what}; the screen:\n{screen}");
            }
            thread::sleep(Duration::from_millis(2));
        }
    }

    /// Waits until the screen shows `text`; the screen then.
    fn wait_for(&self, text: &str) -> Vec<String> {
        self.wait(text, Played::screen, |rows| {
            rows.iter().any(|row| row.contains(text))
        })
    }

    /// Waits until a line written is `line`; the lines then.
    fn wait_line(&self, line: &str) -> Vec<String> {
        self.wait(line, Played::lines, |lines| lines.iter().any(|l| l == line))
    }

    /// Tells the session its screen is now `columns`×`rows`.
    fn resize(&self, columns: u16, rows: u16) {
        // What was drawn at the old size is read at it, as a terminal would have.
        self.screen();
        self.emulator
            .borrow_mut()
            .0
            .screen_mut()
            .set_size(rows, columns);
        resize(&self.size, &self.tx, columns, rows);
    }

    /// Sends `q` and waits for the session to end; its last model.
    fn quit(&mut self) -> Model {
        self.send(b"q");
        self.end()
    }

    /// Lets go of the keyboard, as a closed connection does, and waits for the session
    /// to end; its last model.
    fn hang_up(&mut self) -> Model {
        self.keys = None;
        self.end()
    }

    /// Waits for the session to end; its last model.
    fn end(&mut self) -> Model {
        let session = self.session.take().expect("a session still running");
        let start = Instant::now();
        while !session.is_finished() {
            assert!(start.elapsed() < WAIT, "the session did not end");
            thread::sleep(Duration::from_millis(2));
        }
        session.join().unwrap().expect("the session ran")
    }
}

/// A saved game of `board` at `score`, the best `best`, its generator at 7.
fn state_json(board: &[[u64; 4]; 4], score: u64, best: u64) -> String {
    serde_json::to_string_pretty(&serde_json::json!({
        "version": 1,
        "best": { "4": best },
        "stats": { "games": 3, "wins": 0, "moves": 40, "best_tile": 64 },
        "game": {
            "size": 4,
            "target": 2048,
            "spawn": "classic",
            "board": board,
            "score": score,
            "moves": 0,
            "status": "playing",
            "rng": 7
        },
        "undo": []
    }))
    .unwrap()
}

/// The words on a screen, one space between each: what it says, wherever it stands.
fn words(rows: &[String]) -> String {
    rows.iter()
        .flat_map(|row| row.split_whitespace())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The score, the best and the moves under the header's words.
fn header(rows: &[String]) -> Option<(u64, u64, u64)> {
    let at = rows.iter().position(|row| row.contains("SCORE"))?;
    let numbers: Vec<u64> = rows
        .get(at + 1)?
        .split_whitespace()
        .map(|n| n.parse().ok())
        .collect::<Option<_>>()?;
    match numbers[..] {
        [score, best, moves] => Some((score, best, moves)),
        _ => None,
    }
}

/// The board on a screen, in numbers (0 for an empty cell).
fn board(rows: &[String]) -> Option<Vec<Vec<u64>>> {
    support::screen::board_of(rows)
}

/// The game saved in the state file at `path`: its board, score and moves.
fn saved(path: &std::path::Path) -> (Vec<Vec<u64>>, u64, u64) {
    let bytes = std::fs::read(path).expect("a state file");
    let state = tui2048_store::parse(&bytes, &mut || 0).expect("a whole state file");
    let game = &state.game;
    (support::races::values(game), game.score(), game.moves())
}
