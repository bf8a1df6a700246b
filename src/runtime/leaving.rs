//! What the program says on the normal screen as it leaves: each line folded to the
//! terminal's width where its parts meet, so that none is broken mid-word by the
//! terminal's own wrapping; and a record's line whole, however long, so that the
//! terminal's selection copies it as one word.

use std::io::Write;

use tui2048_store::shown::shown;
use tui2048_ui::width::fold;

/// Writes `lines` on standard output, each folded to the terminal's width (as it is where
/// there is no terminal to measure), then `whole`, each as it is (a record's line, which
/// a break would cut in two); each through `shown`, so that nothing from outside drives
/// the terminal. A terminal gone, or a reader gone away, is no one to tell.
pub(crate) fn say_on_leaving(lines: &[String], whole: &[String]) {
    let width = ratatui::crossterm::terminal::size()
        .ok()
        .map(|(w, _)| usize::from(w))
        .filter(|&w| w > 0);
    let mut out = std::io::stdout();
    for line in lines {
        let rows = width.map_or_else(|| vec![line.clone()], |w| fold(line, w));
        for row in rows {
            let _ = writeln!(out, "{}", shown(&row));
        }
    }
    for line in whole {
        let _ = writeln!(out, "{}", shown(line));
    }
}
