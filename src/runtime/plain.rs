//! The plain interface's terminal: keys read one at a time (raw mode, nothing else), and
//! lines written in order, each ended as the terminal needs it. Not one escape sequence
//! is written: no alternate screen, no cursor moves, no colour, no title, no mouse
//! reports. Raw mode is given back however the program ends: on its way out, by the
//! panic hook, and through `tui2048-guard` on a fault or an abort.

use std::io::{self, Stdout, Write};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::terminal::{disable_raw_mode, enable_raw_mode};

use super::screen::Reader;
use super::terminal::{Pause, SOLVER_THREAD};
use super::workers::{
    Input, spawn_input_reader, spawn_signal_watcher, spawn_stoppable_input_reader,
};
use tui2048_app::plain::BELL;

/// The size of the screen the game's loop believes it has: nothing is drawn on it, but
/// every message that asks where a box would go gets an answer that fits.
const UNSEEN: (u16, u16) = (200, 60);

/// Whether raw mode is held, so that it is given back once.
static HELD: AtomicBool = AtomicBool::new(false);

/// The terminal in raw mode, held until dropped.
pub(super) struct PlainConsole;

impl PlainConsole {
    fn take() -> io::Result<PlainConsole> {
        static HOOK: Once = Once::new();
        HOOK.call_once(|| {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                let solver = std::thread::current()
                    .name()
                    .is_some_and(|name| name.starts_with(SOLVER_THREAD));
                if !solver {
                    give_back();
                }
                previous(info);
            }));
        });
        let mut console = PlainConsole;
        console.reclaim()?;
        Ok(console)
    }
}

impl Pause for PlainConsole {
    fn release(&mut self) {
        give_back();
    }

    fn reclaim(&mut self) -> io::Result<()> {
        let _ = disable_raw_mode();
        HELD.store(true, Ordering::SeqCst);
        // A fault or an abort gives the line modes back; there are no bytes to write.
        let _ = tui2048_guard::arm(b"", "tui2048", None);
        enable_raw_mode()?;
        lines_end_as_they_should();
        Ok(())
    }
}

impl Drop for PlainConsole {
    fn drop(&mut self) {
        self.release();
    }
}

/// Raw mode, but for the output: a newline still starts the next line at its left, so the
/// lines come out right whether they go to the terminal or through a pipe to it
/// (`tui2048 --plain | tee game.txt`).
fn lines_end_as_they_should() {
    use rustix::termios::{OptionalActions, OutputModes, tcgetattr, tcsetattr};
    let keys = io::stdin();
    if let Ok(mut modes) = tcgetattr(&keys) {
        modes.output_modes |= OutputModes::OPOST | OutputModes::ONLCR;
        let _ = tcsetattr(&keys, OptionalActions::Now, &modes);
    }
}

/// Line mode back, once.
fn give_back() {
    if HELD.swap(false, Ordering::SeqCst) {
        let _ = disable_raw_mode();
        tui2048_guard::disarm();
    }
}

/// Where the plain interface's lines go.
pub(crate) struct Speaker {
    out: Stdout,
    /// Lines told of a state that may not be written yet, said once it is.
    waiting: Vec<String>,
}

impl Speaker {
    pub(super) fn new() -> Speaker {
        Speaker {
            out: io::stdout(),
            waiting: Vec::new(),
        }
    }

    /// Keeps `lines` to be said with the next ones (by [`Speaker::speak`]): a line tells of
    /// a state only once that state is written.
    pub(crate) fn tell(&mut self, lines: Vec<String>) {
        self.waiting.extend(lines);
    }

    /// Whether lines wait to be said.
    pub(crate) fn has_waiting(&self) -> bool {
        !self.waiting.is_empty()
    }

    /// Says the lines that wait, in order.
    pub(crate) fn speak(&mut self) {
        if self.has_waiting() {
            let lines = std::mem::take(&mut self.waiting);
            self.say(&lines);
        }
    }

    /// Writes `lines`, each on a line of its own, through `shown`: whatever a line
    /// quotes from outside (a settings file's key, a state file's value, a path), no
    /// control character, escape sequence or mark of direction reaches the terminal. A
    /// reader gone away is no one to tell.
    pub(crate) fn say(&mut self, lines: &[String]) {
        write_lines(&mut self.out.lock(), lines);
    }
}

/// Writes `lines` on `out` as [`Speaker::say`] does, each through `shown`, and flushes.
pub(crate) fn write_lines(out: &mut dyn Write, lines: &[String]) {
    for line in lines {
        // The bell, where sounds are on: one byte, not a line.
        if line == BELL {
            let _ = out.write_all(BELL.as_bytes());
            continue;
        }
        let _ = writeln!(out, "{}", tui2048_store::shown::lines(line));
    }
    let _ = out.flush();
}

/// Runs `run` on the terminal in the plain interface: the signals watched, raw mode taken,
/// the keys' `reader` started, both reporting to `tx`; a drawing terminal that draws
/// nowhere for the loop. Raw mode is given back however `run` ends.
pub(super) fn in_plain<T>(
    reader: Reader,
    tx: &Sender<Input>,
    run: impl FnOnce(&mut Terminal<TestBackend>, &mut PlainConsole, Speaker) -> T,
) -> io::Result<T> {
    spawn_signal_watcher(tx.clone())?;
    let mut console = PlainConsole::take()?;
    let Ok(mut terminal) = Terminal::new(TestBackend::new(UNSEEN.0, UNSEEN.1));
    // Dropped as `run` ends, a stopped reader lets go of the terminal's input.
    let _reading = match reader {
        Reader::Kept => {
            spawn_input_reader(tx.clone());
            None
        }
        Reader::Stopped => Some(spawn_stoppable_input_reader(tx.clone())),
    };
    let result = run(&mut terminal, &mut console, Speaker::new());
    drop(console);
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::write_lines;

    /// Whatever a line holds, the bytes written hold no control character but the lines'
    /// ends, no escape, no C1 and no mark of direction: their signs instead.
    #[test]
    fn a_line_is_written_with_its_control_characters_and_marks_as_signs() {
        let lines = [
            "a \u{1b}]0;pwned\u{7} title".to_string(),
            "\u{1b}[2J\u{0}\u{9b}31m\u{202e}evil\u{2066}".to_string(),
            "one\ntwo".to_string(),
        ];
        let mut out = Vec::new();
        write_lines(&mut out, &lines);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "a \\e]0;pwned^G title\n\\e[2J^@\\x9b31m\\u{202e}evil\\u{2066}\none\ntwo\n"
        );
    }
}
