//! The terminal as the game holds it: raw mode, the alternate screen, mouse reports, a
//! hidden cursor. Taken at start, given back at the end (however the program ends: a
//! panic, and a fault or an abort through `tui2048-guard`, which also keeps what standard
//! error says meanwhile and says it once the terminal is back), and given back and taken
//! again around a stop (Ctrl-Z from a shell's job control, `kill -TSTP`).

use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Once, OnceLock};
use std::thread;

use ratatui::Terminal;
use ratatui::backend::Backend;
use ratatui::crossterm::cursor::Show;
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::style::ResetColor;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::crossterm::{Command, execute};

/// The name of the solver's thread: it catches its own panics (and answers "no move"), so
/// the panic hook leaves the terminal alone for it.
pub(crate) const SOLVER_THREAD: &str = "solver";

/// What the loop asks of the terminal beyond drawing: to let it go before the program
/// stops, and to take it again when it goes on.
pub(crate) trait Pause {
    /// Gives the terminal back as it was found.
    fn release(&mut self);
    /// Takes the terminal again (the shell may have changed its modes meanwhile).
    fn reclaim(&mut self) -> io::Result<()>;
}

/// Nothing to give back: a loop drawing on a test backend.
impl Pause for () {
    fn release(&mut self) {}
    fn reclaim(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The real terminal, held until dropped.
pub(crate) struct Console {
    mouse: bool,
}

impl Console {
    /// Takes the terminal: raw mode, the alternate screen, and mouse reports when `mouse`.
    /// A panic from then on gives it back before the panic is printed.
    pub(crate) fn take(mouse: bool) -> io::Result<Console> {
        static HOOK: Once = Once::new();
        HOOK.call_once(|| {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                if !thread::current()
                    .name()
                    .is_some_and(|name| name.starts_with(SOLVER_THREAD))
                {
                    give_back(true);
                    previous(info);
                }
            }));
        });
        let mut console = Console { mouse };
        console.reclaim()?;
        Ok(console)
    }
}

impl Pause for Console {
    fn release(&mut self) {
        give_back(self.mouse);
    }

    fn reclaim(&mut self) -> io::Result<()> {
        // Raw mode is set afresh: after a stop the shell may have put the terminal back in
        // line mode while the program's own bookkeeping still says raw.
        let _ = disable_raw_mode();
        HELD.store(true, Ordering::SeqCst);
        // A fault or an abort from here on gives the terminal back as it is now, and what
        // standard error says meanwhile is said once it is back (on the alternate screen it
        // would be lost).
        let capture = io::stderr()
            .is_terminal()
            .then(|| tempfile::tempfile().ok())
            .flatten();
        let _ = tui2048_guard::arm(restore_bytes(self.mouse), "tui2048", capture);
        enable_raw_mode()?;
        let mut out = io::stdout();
        execute!(out, EnterAlternateScreen)?;
        if self.mouse {
            execute!(out, EnableMouseCapture)?;
        }
        out.flush()
    }
}

impl Drop for Console {
    fn drop(&mut self) {
        self.release();
    }
}

/// Lets go of the drawing terminal at the end: its cursor shown while the terminal is
/// there. Once it is gone (a closed window, a hang-up) nothing more is tried, and nothing
/// is said of it: the terminal would otherwise say on the way out that it could not show
/// the cursor.
pub(crate) fn let_go<B: Backend>(mut terminal: Terminal<B>) {
    if terminal.show_cursor().is_err() {
        std::mem::forget(terminal);
    }
}

/// Whether the terminal is held (so that it is given back once: by the panic hook, or
/// when the console is dropped, not both).
static HELD: AtomicBool = AtomicBool::new(false);

/// Mouse reports off, the main screen back, the cursor shown, line mode; then standard
/// error back, with what it said meanwhile.
fn give_back(mouse: bool) {
    if !HELD.swap(false, Ordering::SeqCst) {
        return;
    }
    let mut out = io::stdout();
    let _ = out.write_all(restore_bytes(mouse));
    let _ = out.write_all(super::title::title_back());
    let _ = disable_raw_mode();
    let _ = out.flush();
    tui2048_guard::disarm();
}

/// The bytes that give the screen back: colours reset, mouse reports off (when `mouse`),
/// the main screen back, the cursor shown. The same whether the program gives it back
/// itself or a crash does.
fn restore_bytes(mouse: bool) -> &'static [u8] {
    static BYTES: OnceLock<[String; 2]> = OnceLock::new();
    let [with_mouse, without] = BYTES.get_or_init(|| {
        let ansi = |with_mouse: bool| {
            let mut s = String::new();
            let _ = ResetColor.write_ansi(&mut s);
            if with_mouse {
                let _ = DisableMouseCapture.write_ansi(&mut s);
            }
            let _ = LeaveAlternateScreen.write_ansi(&mut s);
            let _ = Show.write_ansi(&mut s);
            s
        };
        [ansi(true), ansi(false)]
    });
    if mouse { with_mouse } else { without }.as_bytes()
}
