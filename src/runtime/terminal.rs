//! The terminal as the game holds it: raw mode, the alternate screen, mouse reports, a
//! hidden cursor. Taken at start, given back at the end (however the program ends, a panic
//! included), and given back and taken again around a stop (Ctrl-Z from a shell's job
//! control, `kill -TSTP`).

use std::io::{self, Write};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;

use ratatui::Terminal;
use ratatui::backend::Backend;
use ratatui::crossterm::cursor::Show;
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};

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

/// Mouse reports off, the main screen back, the cursor shown, line mode.
fn give_back(mouse: bool) {
    if !HELD.swap(false, Ordering::SeqCst) {
        return;
    }
    let mut out = io::stdout();
    if mouse {
        let _ = execute!(out, DisableMouseCapture);
    }
    let _ = execute!(out, LeaveAlternateScreen, Show);
    let _ = disable_raw_mode();
    let _ = out.flush();
}
