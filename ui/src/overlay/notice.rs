//! A notice that must be read whole (a warning: a file that could not be used, saving that
//! is off) and is too long for the status line, even with its long paths and values
//! shortened in the middle: a box over the board that the player reads and closes with
//! any key.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use super::{centred, draw_frame};
use crate::layout::{Geometry, geometry};
use crate::look::Look;
use crate::panels::status_rows;
use crate::width::{pad_right, whole, wrap};
use tui2048_app::Model;
use tui2048_app::text::shown;

/// The widest a notice's box is.
const BOX_WIDTH: u16 = 64;

/// Where the notice's box is, with the notice's lines, when the notice must be read whole
/// and does not fit in the status line of the screen `area`.
pub fn notice_box(model: &Model, area: Rect) -> Option<(Rect, Vec<String>)> {
    let at = geometry(area, model.game().board().size())?;
    notice_box_at(model, &at, area)
}

/// [`notice_box`] on a screen laid out as `at` (the race's, say).
pub fn notice_box_at(model: &Model, at: &Geometry, area: Rect) -> Option<(Rect, Vec<String>)> {
    if !model.notice_must_be_read() {
        return None;
    }
    let notice = shown(&model.notice_words()?).into_owned();
    let (status, _) = status_rows(model, at, area);
    let mark = model.texts().cut_mark();
    let fits_status = whole(
        &notice,
        usize::from(status.width),
        usize::from(status.height),
        mark,
    );
    if fits_status.is_some() {
        return None;
    }
    let width = area.width.min(BOX_WIDTH);
    // Borders, a cell of room each side, and the line that says how to close it.
    let inner = usize::from(width.saturating_sub(4)).max(1);
    let rows = usize::from(area.height.saturating_sub(3)).max(1);
    let fitted = whole(&notice, inner, rows, mark).unwrap_or(notice);
    let mut lines = wrap(&fitted, inner);
    lines.truncate(rows);
    let height = (lines.len() as u16 + 3).min(area.height);
    Some((centred(width, height, area), lines))
}

/// Draws the notice's box, when there is one.
pub fn draw_notice(model: &Model, look: Look, area: Rect, buf: &mut Buffer) {
    if let Some(at) = geometry(area, model.game().board().size()) {
        draw_notice_at(model, look, &at, area, buf);
    }
}

/// [`draw_notice`] on a screen laid out as `at`.
pub fn draw_notice_at(model: &Model, look: Look, at: &Geometry, area: Rect, buf: &mut Buffer) {
    let Some((rect, lines)) = notice_box_at(model, at, area) else {
        return;
    };
    let t = model.texts();
    let inner = usize::from(rect.width.saturating_sub(4));
    // Each line as wide as the box's inside (in cells), so that they start in one column.
    let mut body: Vec<Line> = lines
        .into_iter()
        .map(|l| Line::styled(pad_right(&l, inner), look.overlay()))
        .collect();
    body.push(Line::styled(
        t.notice_closes(model.notices_waiting()),
        look.dim(),
    ));
    draw_frame(look, t.notice_title(), body, rect, buf);
}
