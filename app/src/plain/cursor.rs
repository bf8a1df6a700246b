//! The plain interface's reading cursor: a cell of the board, moved by keys of its own
//! (it never moves a tile), read alone, with its row or its column; the summary; and the
//! key that switches moves' lines between brief and verbose.

use tui2048_engine::game::{Dir, Pos};
use tui2048_store::config::WriteError;

use super::{Narrator, column_cells, for_ear, row_cells, summary, tile};
use crate::keymap::Action;
use crate::model::Model;
use crate::say;
use crate::settings::Verbosity;
use crate::text::Texts;

impl Narrator {
    /// Brief where it was verbose and verbose where it was brief: the verbosity now.
    pub fn switch_verbosity(&mut self) -> Verbosity {
        self.verbosity = match self.verbosity {
            Verbosity::Brief => Verbosity::Verbose,
            Verbosity::Verbose => Verbosity::Brief,
        };
        self.verbosity
    }

    /// What a reading key says of the game in `model` (none: `action` is not one): the
    /// reading cursor moved a cell (where it is and what is there; at an edge it stays,
    /// and says so) or read, its row, its column, the summary. Nothing else changes.
    pub fn read_at_cursor(&mut self, model: &Model, action: Action) -> Option<String> {
        let t = model.texts();
        let board = model.game().board();
        let last = board.size().saturating_sub(1);
        // A board of another size since: the cursor stays on it.
        let at = Pos::new(self.cursor.row.min(last), self.cursor.col.min(last));
        let (to, edge) = match action {
            Action::Cursor(dir) => {
                let to = match dir {
                    Dir::Left => at.col.checked_sub(1).map(|col| Pos::new(at.row, col)),
                    Dir::Right => (at.col < last).then(|| Pos::new(at.row, at.col + 1)),
                    Dir::Up => at.row.checked_sub(1).map(|row| Pos::new(row, at.col)),
                    Dir::Down => (at.row < last).then(|| Pos::new(at.row + 1, at.col)),
                };
                (to.unwrap_or(at), to.is_none())
            }
            Action::ReadCell => (at, false),
            Action::ReadRow => {
                let cells = t.plain_cells(&row_cells(board, self.labels, at.row));
                return Some(t.plain_row(at.row + 1, &cells));
            }
            Action::ReadColumn => {
                let cells = t.plain_cells(&column_cells(board, self.labels, at.col));
                return Some(t.plain_column(at.col + 1, &cells));
            }
            Action::Summary => return Some(summary(t, board, self.labels)),
            _ => return None,
        };
        self.cursor = to;
        let cell = tile(self.labels, board.value(to));
        let cell = cell.as_deref().unwrap_or(t.plain_blank());
        Some(t.plain_cell(to.row + 1, to.col + 1, cell, edge))
    }
}

/// What the key that switches brief and verbose says: the verbosity now, and, where it
/// could not be written to the settings file, why (`Some(None)`: there is no settings
/// folder), as the theme's key says it.
pub fn verbosity_said(
    t: &Texts,
    verbosity: Verbosity,
    not_kept: Option<Option<&WriteError>>,
) -> String {
    let what = t.plain_verbosity(verbosity == Verbosity::Brief);
    match not_kept {
        None => what.to_string(),
        Some(why) => {
            let why = match why {
                None => t.no_config_folder().to_string(),
                Some(e) => say::write_error(t, e),
            };
            for_ear(t, &t.plain_verbosity_not_written(what, &why))
        }
    }
}
