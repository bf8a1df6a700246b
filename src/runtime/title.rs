//! The terminal's title while the boss screen shows: a plain one, the terminal's own title
//! kept on its stack of titles meanwhile and given back after, as full-screen editors do.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};

use tui2048_ui::BOSS_TITLE;

/// Gives the title pushed back.
static POP: &[u8] = b"\x1b[23;0t";

/// Whether a plain title stands, the terminal's own pushed under it.
static PUSHED: AtomicBool = AtomicBool::new(false);

/// A plain title on the terminal (`true`: the one it had pushed on its stack of titles
/// first), or the title it had back (`false`). Nothing is written where the output is no
/// terminal; a terminal gone is no one to tell.
pub(crate) fn plain_title(plain: bool) {
    let mut out = std::io::stdout();
    if !out.is_terminal() {
        return;
    }
    let _ = if plain {
        // Push the window title and the icon's, then set both.
        write!(out, "\x1b[22;0t\x1b]0;{BOSS_TITLE}\x07")
    } else {
        out.write_all(POP)
    };
    let _ = out.flush();
    // A panic or a crash meanwhile gives the title back too.
    PUSHED.store(plain, Ordering::SeqCst);
    tui2048_guard::also_restore(plain.then_some(&POP));
}

/// The bytes that give the terminal's own title back, while a plain title stands (a
/// panic's way out writes them).
pub(crate) fn title_back() -> &'static [u8] {
    if PUSHED.swap(false, Ordering::SeqCst) {
        POP
    } else {
        b""
    }
}
