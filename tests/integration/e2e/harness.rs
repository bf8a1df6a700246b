//! Runs `tui2048` in a pseudo-terminal, feeds what it prints to a terminal emulator and
//! lets a test type keys, read the screen, resize the window and send signals.
//! Every wait is bounded, and the program is killed when the harness is dropped.

use std::ffi::OsString;
use std::fs;
use std::io::{Read, Write};
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, ExitStatus, MasterPty, PtySize, native_pty_system};
use serde_json::Value;

pub(crate) use crate::support::screen::board_of;

mod reading;
pub use reading::*;

/// How long any single wait may take before the test fails (generous: the tests must
/// pass on a machine whose cores are all busy).
pub const WAIT: Duration = Duration::from_secs(10);

/// The program under test.
pub fn binary() -> &'static str {
    env!("CARGO_BIN_EXE_tui2048")
}

/// A key the harness can type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Left,
    Right,
    Up,
    Down,
    Esc,
    Backspace,
    Tab,
    Home,
    CtrlC,
    Char(char),
}

impl Key {
    /// The bytes a terminal sends for the key.
    pub fn bytes(self) -> Vec<u8> {
        match self {
            Key::Left => b"\x1b[D".to_vec(),
            Key::Right => b"\x1b[C".to_vec(),
            Key::Up => b"\x1b[A".to_vec(),
            Key::Down => b"\x1b[B".to_vec(),
            Key::Esc => b"\x1b".to_vec(),
            Key::Backspace => b"\x7f".to_vec(),
            Key::Tab => b"\t".to_vec(),
            Key::Home => b"\x1b[H".to_vec(),
            Key::CtrlC => b"\x03".to_vec(),
            Key::Char(c) => c.to_string().into_bytes(),
        }
    }
}

/// A folder standing in for the home and config folders of one run.
pub struct Home {
    dir: tempfile::TempDir,
}

impl Home {
    pub fn new() -> Home {
        Home {
            dir: tempfile::tempdir().expect("a temporary folder"),
        }
    }

    /// `$HOME` and `$XDG_CONFIG_HOME`.
    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// The folder of the state file.
    pub fn state_dir(&self) -> PathBuf {
        self.path().join("tui2048")
    }

    /// The default state file.
    pub fn state_path(&self) -> PathBuf {
        self.state_dir().join("state.json")
    }

    /// Writes the state file (making its folder).
    pub fn write_state(&self, bytes: &[u8]) {
        fs::create_dir_all(self.state_dir()).expect("state folder");
        fs::write(self.state_path(), bytes).expect("write state file");
    }

    /// The state file's bytes.
    pub fn state_bytes(&self) -> Vec<u8> {
        fs::read(self.state_path())
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", self.state_path().display()))
    }

    /// The state file, parsed.
    pub fn state(&self) -> Value {
        let bytes = self.state_bytes();
        serde_json::from_slice(&bytes).unwrap_or_else(|e| {
            panic!(
                "state file is not JSON ({e}):\n{}",
                String::from_utf8_lossy(&bytes)
            )
        })
    }

    /// Waits until the state file exists and `pred` holds for it; returns it. A state file
    /// that exists but does not parse fails the test at once: saves are atomic, so a
    /// reader never sees a file half written.
    pub fn wait_state(&self, what: &str, pred: impl Fn(&Value) -> bool) -> Value {
        let start = Instant::now();
        loop {
            let current = fs::read(self.state_path()).ok().map(|bytes| {
                serde_json::from_slice::<Value>(&bytes).unwrap_or_else(|e| {
                    panic!(
                        "the state file does not parse ({e}): a torn write?\n{}",
                        String::from_utf8_lossy(&bytes)
                    )
                })
            });
            if let Some(v) = &current
                && pred(v)
            {
                return v.clone();
            }
            if start.elapsed() > WAIT {
                panic!("timed out waiting for the state file: {what}\nlast seen: {current:#?}");
            }
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// The names of the files in the state folder, sorted.
    pub fn state_dir_names(&self) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(self.state_dir())
            .map(|entries| {
                entries
                    .flatten()
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        names
    }
}

/// How to start the program.
pub struct Spawn {
    rows: u16,
    cols: u16,
    /// The program to run, when not tui2048 itself (a shell, say).
    program: Option<OsString>,
    args: Vec<OsString>,
    env: Vec<(OsString, OsString)>,
}

impl Spawn {
    /// A 100×36 terminal, no colour (the board is drawn with lines, so the screen's text
    /// shows every cell), no flags.
    pub fn new() -> Spawn {
        Spawn {
            rows: 36,
            cols: 100,
            program: None,
            args: Vec::new(),
            env: vec![("NO_COLOR".into(), "1".into())],
        }
    }

    pub fn size(mut self, rows: u16, cols: u16) -> Spawn {
        self.rows = rows;
        self.cols = cols;
        self
    }

    /// Runs another program in the terminal (e.g. a shell that then starts tui2048).
    pub fn program(mut self, program: impl Into<OsString>) -> Spawn {
        self.program = Some(program.into());
        self
    }

    pub fn arg(mut self, arg: impl Into<OsString>) -> Spawn {
        self.args.push(arg.into());
        self
    }

    pub fn args<I, S>(mut self, args: I) -> Spawn
    where
        I: IntoIterator<Item = S>,
        S: Into<OsString>,
    {
        self.args.extend(args.into_iter().map(Into::into));
        self
    }

    pub fn env(mut self, key: impl Into<OsString>, value: impl Into<OsString>) -> Spawn {
        let key = key.into();
        self.env.retain(|(k, _)| *k != key);
        self.env.push((key, value.into()));
        self
    }

    /// Leaves `key` out of the environment (`NO_COLOR`, set by default).
    pub fn unset(mut self, key: &str) -> Spawn {
        self.env.retain(|(k, _)| k != key);
        self
    }

    /// Colour on (true colour), as in a modern terminal.
    pub fn colour(mut self) -> Spawn {
        self.env.retain(|(k, _)| k != "NO_COLOR");
        self.env("COLORTERM", "truecolor")
    }

    /// Starts the program with `home` as its home and config folder.
    pub fn start(self, home: &Home) -> Tty {
        let pty = native_pty_system()
            .openpty(PtySize {
                rows: self.rows,
                cols: self.cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("open a pseudo-terminal");
        let program = self.program.clone().unwrap_or_else(|| binary().into());
        let mut cmd = CommandBuilder::new(program);
        cmd.args(&self.args);
        cmd.env_clear();
        if let Some(path) = std::env::var_os("PATH") {
            cmd.env("PATH", path);
        }
        cmd.env("HOME", home.path());
        cmd.env("XDG_CONFIG_HOME", home.path());
        cmd.env("TERM", "xterm-256color");
        cmd.env("LANG", "C.UTF-8");
        for (k, v) in &self.env {
            cmd.env(k, v);
        }
        cmd.cwd(home.path());
        let child = pty.slave.spawn_command(cmd).expect("spawn tui2048");
        // Only the child holds the terminal's other end: its exit ends the reader.
        drop(pty.slave);
        let pid = child.process_id().expect("child pid");
        let term = Arc::new(Mutex::new(Term::new(emulated_rows(self.rows), self.cols)));
        let raw = Arc::new(Mutex::new(Vec::new()));
        let done = Arc::new(AtomicBool::new(false));
        let resets = Arc::new(AtomicUsize::new(0));
        let mut reader = pty.master.try_clone_reader().expect("pty reader");
        {
            let (term, raw, done) = (term.clone(), raw.clone(), done.clone());
            let resets = resets.clone();
            thread::spawn(move || {
                let mut buf = [0u8; 8192];
                // The terminal says it was hung up as soon as the program closes it,
                // which may be before the system has handed over the last bytes the
                // program wrote: a hang-up is believed only when it repeats.
                let mut hung_up = 0;
                loop {
                    match reader.read(&mut buf) {
                        Ok(0) => break,
                        Err(_) => {
                            hung_up += 1;
                            if hung_up == 5 {
                                break;
                            }
                            thread::sleep(Duration::from_millis(10));
                        }
                        Ok(n) => {
                            hung_up = 0;
                            raw.lock().unwrap().extend_from_slice(&buf[..n]);
                            let mut term = term.lock().unwrap();
                            if term.feed(&buf[..n]) {
                                resets.fetch_add(1, Ordering::SeqCst);
                            }
                        }
                    }
                }
                done.store(true, Ordering::SeqCst);
            });
        }
        let writer = pty.master.take_writer().expect("pty writer");
        Tty {
            master: pty.master,
            writer,
            child,
            pid,
            term,
            raw,
            done,
            resets,
            status: None,
        }
    }
}

/// Every frame the program draws ends with the cursor hidden.
const FRAME_END: &[u8] = b"\x1b[?25l";

/// Output that has stopped this long is whole, frame or not (a shell's prompt, say).
const QUIET: Duration = Duration::from_millis(40);

/// The emulated terminal, and the screen as the last whole frame left it: a frame reaches
/// the terminal in several writes, and a test must not read one half drawn.
struct Term {
    parser: vt100::Parser,
    frame: Option<vt100::Screen>,
    /// Whether the output so far ends with a whole frame.
    at_frame_end: bool,
    last_output: Instant,
    /// How much of `FRAME_END` the output's tail holds.
    matched: usize,
}

impl Term {
    fn new(rows: u16, cols: u16) -> Term {
        Term {
            parser: vt100::Parser::new(rows, cols, 0),
            frame: None,
            at_frame_end: false,
            last_output: Instant::now(),
            matched: 0,
        }
    }

    /// Feeds output to the emulator, keeping the screen at each frame's end. Returns
    /// whether the emulator had to be started afresh.
    fn feed(&mut self, bytes: &[u8]) -> bool {
        let mut reset = false;
        let mut from = 0;
        for (i, &b) in bytes.iter().enumerate() {
            self.matched = if b == FRAME_END[self.matched] {
                self.matched + 1
            } else {
                usize::from(b == FRAME_END[0])
            };
            if self.matched == FRAME_END.len() {
                self.matched = 0;
                reset |= self.process(&bytes[from..=i]);
                from = i + 1;
                self.frame = Some(self.parser.screen().clone());
            }
        }
        reset |= self.process(&bytes[from..]);
        self.at_frame_end = from == bytes.len();
        self.last_output = Instant::now();
        reset
    }

    fn process(&mut self, bytes: &[u8]) -> bool {
        // Should the emulator trip over its own arithmetic, start it afresh (the raw log
        // keeps everything) and say so.
        let fed = panic::catch_unwind(AssertUnwindSafe(|| self.parser.process(bytes)));
        if fed.is_err() {
            let (rows, cols) = self.parser.screen().size();
            self.parser = vt100::Parser::new(rows, cols, 0);
            self.frame = None;
        }
        fed.is_err()
    }

    /// The screen as a reader should see it: as it is when the output ends with a whole
    /// frame or has stopped, else as the last whole frame left it.
    fn settled(&self) -> &vt100::Screen {
        if self.at_frame_end || self.last_output.elapsed() >= QUIET {
            self.parser.screen()
        } else {
            self.frame.as_ref().unwrap_or(self.parser.screen())
        }
    }
}

/// A running (or finished) program in a pseudo-terminal.
pub struct Tty {
    master: Box<dyn MasterPty + Send>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    pid: u32,
    term: Arc<Mutex<Term>>,
    raw: Arc<Mutex<Vec<u8>>>,
    done: Arc<AtomicBool>,
    /// How many times the emulator was started afresh.
    resets: Arc<AtomicUsize>,
    status: Option<ExitStatus>,
}

impl Tty {
    pub fn pid(&self) -> u32 {
        self.pid
    }

    /// Types raw bytes.
    pub fn send_bytes(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).expect("write to the terminal");
        self.writer.flush().expect("flush the terminal");
    }

    /// Types text (or escape sequences).
    pub fn send(&mut self, text: &str) {
        self.send_bytes(text.as_bytes());
    }

    pub fn send_key(&mut self, key: Key) {
        self.send_bytes(&key.bytes());
    }

    /// The screen's text, rows joined by newlines (never a frame half drawn).
    pub fn screen(&self) -> String {
        self.term.lock().unwrap().settled().contents()
    }

    /// The screen's rows, trailing blanks trimmed (never a frame half drawn).
    pub fn rows(&self) -> Vec<String> {
        let term = self.term.lock().unwrap();
        let screen = term.settled();
        let (_, cols) = screen.size();
        screen
            .rows(0, cols)
            .map(|r| r.trim_end().to_string())
            .collect()
    }

    /// The background colour of the first cell of the first place the screen shows
    /// `text` on one row (never a frame half drawn).
    pub fn background_of(&self, text: &str) -> Option<vt100::Color> {
        let term = self.term.lock().unwrap();
        let screen = term.settled();
        let (rows, cols) = screen.size();
        let want: Vec<String> = text.chars().map(String::from).collect();
        for row in 0..rows {
            let cells: Vec<String> = (0..cols)
                .map(|col| {
                    screen
                        .cell(row, col)
                        .map_or(String::new(), |c| c.contents().to_string())
                })
                .collect();
            let at = cells
                .windows(want.len())
                .position(|w| w.iter().zip(&want).all(|(a, b)| a == b));
            if let Some(col) = at {
                return screen.cell(row, col as u16).map(|c| c.bgcolor());
            }
        }
        None
    }

    /// Everything the program wrote, as text.
    pub fn output(&self) -> String {
        String::from_utf8_lossy(&self.raw.lock().unwrap()).into_owned()
    }

    /// Whether the program ever switched to the alternate screen.
    pub fn ever_used_alternate_screen(&self) -> bool {
        let raw = self.raw.lock().unwrap();
        [&b"\x1b[?1049h"[..], b"\x1b[?1047h", b"\x1b[?47h"]
            .iter()
            .any(|seq| raw.windows(seq.len()).any(|w| w == *seq))
    }

    /// Waits until `pred` holds for the screen's text; returns that text.
    pub fn wait_until(&mut self, what: &str, pred: impl Fn(&str) -> bool) -> String {
        self.wait_until_within(WAIT, what, pred)
    }

    /// [`Tty::wait_until`] with another timeout.
    pub fn wait_until_within(
        &mut self,
        timeout: Duration,
        what: &str,
        pred: impl Fn(&str) -> bool,
    ) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if pred(&screen) {
                return screen;
            }
            if start.elapsed() > timeout {
                panic!(
                    "timed out waiting for {what}\n{}",
                    self.describe_with(&screen)
                );
            }
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// Waits until the screen shows `text`; returns the screen.
    pub fn wait_for(&mut self, text: &str) -> String {
        self.wait_until(&format!("{text:?} on screen"), |s| s.contains(text))
    }

    /// Waits until the screen differs from `before`; returns it.
    pub fn wait_change(&mut self, before: &str) -> String {
        let before = before.to_string();
        self.wait_until("the screen to change", move |s| s != before)
    }

    /// The board drawn on screen (needs the lines drawn without colour), as tile values.
    pub fn board(&self) -> Option<Vec<Vec<u64>>> {
        board_of(&self.rows())
    }

    /// Waits until the screen shows a board for which `pred` holds; returns it.
    pub fn wait_board(&mut self, what: &str, pred: impl Fn(&[Vec<u64>]) -> bool) -> Vec<Vec<u64>> {
        let start = Instant::now();
        loop {
            if let Some(board) = self.board()
                && pred(&board)
            {
                return board;
            }
            if start.elapsed() > WAIT {
                panic!(
                    "timed out waiting for the board: {what}\n{}",
                    self.describe()
                );
            }
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// Waits until the screen shows `expected` (a move's animation ends first).
    pub fn expect_board(&mut self, expected: &[Vec<u64>]) {
        self.wait_board(&format!("{expected:?}"), |b| b == expected);
    }

    /// Resizes the terminal, as a window manager would.
    pub fn resize(&mut self, rows: u16, cols: u16) {
        // Held across both steps, so that what the program draws for the new size is
        // read at the new size.
        let mut term = self.term.lock().unwrap();
        self.master
            .resize(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("resize the pseudo-terminal");
        term.parser.screen_mut().set_size(emulated_rows(rows), cols);
        term.frame = None;
    }

    /// Sends a signal by name (`TERM`, `HUP`, `KILL`, ...).
    pub fn signal(&mut self, name: &str) {
        let status = Command::new("kill")
            .args([format!("-{name}"), self.pid.to_string()])
            .status()
            .expect("run kill");
        assert!(status.success(), "kill -{name} {} failed", self.pid);
    }

    /// `kill -9`, and the wait for the program to be gone (with it, its lock): a program
    /// started next must not find the lock still held.
    pub fn kill(&mut self) {
        self.signal("KILL");
        self.wait_exit(WAIT);
    }

    /// The exit status, if the program has ended.
    pub fn try_status(&mut self) -> Option<ExitStatus> {
        if self.status.is_none() {
            self.status = self.child.try_wait().expect("wait for the child");
        }
        self.status.clone()
    }

    /// Whether the program still runs.
    pub fn is_running(&mut self) -> bool {
        self.try_status().is_none()
    }

    /// Waits until the program ends and its last output has been read; its status.
    pub fn wait_exit(&mut self, timeout: Duration) -> ExitStatus {
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.try_status() {
                break status;
            }
            if start.elapsed() > timeout {
                let screen = self.describe();
                let _ = self.child.kill();
                panic!("the program did not exit within {timeout:?}\n{screen}");
            }
            thread::sleep(Duration::from_millis(10));
        };
        while !self.done.load(Ordering::SeqCst) && start.elapsed() < timeout + WAIT {
            thread::sleep(Duration::from_millis(5));
        }
        status
    }

    /// Asserts that the terminal is as the program found it: main screen, cursor shown,
    /// line mode.
    pub fn assert_restored(&self) {
        self.assert_screen_restored();
        if let Some(termios) = self.termios() {
            assert!(
                termios.split_whitespace().any(|w| w == "icanon")
                    && termios.split_whitespace().any(|w| w == "echo"),
                "the terminal was left in raw mode: {termios}"
            );
        }
    }

    /// Asserts that the screen is as the program found it: main screen, cursor shown.
    pub fn assert_screen_restored(&self) {
        let term = self.term.lock().unwrap();
        let screen = term.parser.screen();
        assert!(
            !screen.alternate_screen(),
            "still on the alternate screen\n{}",
            screen.contents()
        );
        assert!(
            !screen.hide_cursor(),
            "the cursor is still hidden\n{}",
            screen.contents()
        );
        drop(term);
        // The same from the raw output, should the emulator have been started afresh.
        let raw = self.raw.lock().unwrap();
        let last = |seq: &[u8]| raw.windows(seq.len()).rposition(|w| w == seq);
        assert!(
            last(b"\x1b[?1049h") <= last(b"\x1b[?1049l"),
            "the alternate screen was entered last, not left"
        );
        assert!(
            last(b"\x1b[?25l") <= last(b"\x1b[?25h"),
            "the cursor was hidden last, not shown"
        );
    }

    /// The terminal's line settings as `stty -a` prints them, when they can be read.
    pub fn termios(&self) -> Option<String> {
        let tty = self.master.tty_name()?;
        let out = Command::new("stty")
            .arg("-a")
            .arg("-F")
            .arg(&tty)
            .output()
            .ok()?;
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
    }

    /// The screen and some context, for a failure message.
    pub fn describe(&self) -> String {
        self.describe_with(&self.screen())
    }

    fn describe_with(&self, screen: &str) -> String {
        let term = self.term.lock().unwrap();
        let (rows, cols) = term.parser.screen().size();
        let resets = match self.resets.load(Ordering::SeqCst) {
            0 => String::new(),
            n => format!(", emulator restarted {n} times"),
        };
        format!(
            "--- screen {cols}x{rows} (alternate: {}{resets}) ---\n{screen}\n--- end of screen ---",
            term.parser.screen().alternate_screen()
        )
    }
}

impl Drop for Tty {
    fn drop(&mut self) {
        if self.try_status().is_none() {
            let _ = self.child.kill();
            let start = Instant::now();
            while self.try_status().is_none() && start.elapsed() < WAIT {
                thread::sleep(Duration::from_millis(5));
            }
        }
    }
}

/// The emulator's height for a terminal of `rows` rows: at least two, as the emulator
/// cannot scroll a one-row screen (the program sees the real size either way).
fn emulated_rows(rows: u16) -> u16 {
    rows.max(2)
}
