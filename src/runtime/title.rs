//! The terminal's title while the boss screen shows: a plain one, the terminal's own title
//! kept on its stack of titles meanwhile and given back after, as full-screen editors do.

use std::io::{IsTerminal, Write};

use crate::ui::BOSS_TITLE;

/// A plain title on the terminal (`true`: the one it had pushed on its stack of titles
/// first), or the title it had back (`false`). Nothing is written where the output is no
/// terminal; a terminal gone is no one to tell.
pub(crate) fn plain_title(plain: bool) {
    let mut out = std::io::stdout();
    if !out.is_terminal() {
        return;
    }
    let bytes = if plain {
        // Push the window title and the icon's, then set both.
        format!("\x1b[22;0t\x1b]0;{BOSS_TITLE}\x07")
    } else {
        "\x1b[23;0t".to_string()
    };
    let _ = out.write_all(bytes.as_bytes());
    let _ = out.flush();
}
