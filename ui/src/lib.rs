//! The view: draws the model, never changes it.

pub mod ansi;
mod board;
mod boss;
pub mod colour;
pub mod digits;
pub mod indexed;
mod layout;
mod look;
pub mod mode;
mod number;
mod overlay;
mod panels;
mod race;
mod replay;
pub mod theme;
pub mod width;

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use board::BoardView;
#[cfg(any(test, feature = "testing"))]
pub use board::glyphs_of;
pub use boss::BOSS_TITLE;
#[cfg(any(test, feature = "testing"))]
pub use boss::timestamp;
pub use layout::{Geometry, geometry, minimum};
pub use layout::{RaceGeometry, RivalPlace, race_geometry};
#[cfg(any(test, feature = "testing"))]
pub use look::GAIN_HOLDS;
pub use look::Look;
#[cfg(any(test, feature = "testing"))]
pub use number::fit_number;
#[cfg(any(test, feature = "testing"))]
pub use overlay::race_laid_out;
pub use overlay::{buttons, laid_out, notice_box};
#[cfg(any(test, feature = "testing"))]
pub use race::draw_race;
pub use race::{race_board, race_buttons, race_notice_boxed, view_race};
#[cfg(any(test, feature = "testing"))]
pub use replay::draw_replay;
pub use replay::view_replay;

use tui2048_app::text::Texts;
use tui2048_app::{Model, Overlay};
use width::cells;

/// Draws the whole screen for `model`, in `look`.
pub fn view(model: &Model, look: Look, frame: &mut Frame) {
    let area = frame.area();
    draw(model, look, area, frame.buffer_mut());
}

/// Draws the screen into a buffer (the same as [`view`], without a terminal).
pub fn draw(model: &Model, look: Look, area: Rect, buf: &mut Buffer) {
    if let Some(boss) = model.boss() {
        boss::draw_boss(boss, look, area, buf);
        return;
    }
    let n = model.game().board().size();
    // Laid out around the box of the game's end while it is shown.
    let Some(at) = overlay::laid_out(model, area) else {
        draw_too_small(model.texts(), n, look, area, buf);
        return;
    };
    panels::draw_header(model, look, at.header_kind, at.header, buf);
    // Tiles one row tall are too small to show motion well; they jump.
    let shown = model.last_move();
    let animation = match (&shown.motion, shown.animation) {
        (Some(motion), Some(a)) if at.tile_h >= 2 => Some((motion, a.progress)),
        _ => None,
    };
    BoardView {
        board: model.game().board(),
        look,
        tile_w: at.tile_w,
        tile_h: at.tile_h,
        animation,
        hint: model
            .session()
            .hint()
            .map(|dir| (dir, model.texts().hint_mark(dir))),
    }
    .render(at.board, buf);
    let gain = panels::gain_in_status(model, look, at.header_kind, at.header.width);
    let (status_rows, footer_row) = panels::status_rows(model, &at, area);
    let status = panels::status_line(model, look, gain, status_rows);
    let mut lines = vec![status];
    lines.extend(footer_row.map(|row| {
        (
            row,
            panels::footer_line(model.texts(), model.keymap(), look, row.width),
        )
    }));
    panels::draw_band(look, lines, at.board.width, buf);
    overlay::draw_ending(model, look, area, buf);
    match model.overlay() {
        Overlay::Stats { page } => overlay::draw_stats(model, look, page, &at, area, buf),
        Overlay::Help { page } => overlay::draw_help(model, look, page, &at, area, buf),
        Overlay::None | Overlay::Boss(_) => {}
    }
    overlay::draw_notice(model, look, area, buf);
}

fn draw_too_small(texts: &Texts, n: usize, look: Look, area: Rect, buf: &mut Buffer) {
    let [head, need] = texts.too_small(minimum(n), (area.width, area.height));
    let whole = format!("{head} {need}");
    // One line when it fits (with a cell each side), else split where a reader would.
    let lines = if cells(&whole) + 2 <= usize::from(area.width) {
        vec![whole]
    } else {
        vec![head, need]
    };
    let style = look.notice();
    let fits = lines.iter().all(|l| cells(l) <= usize::from(area.width));
    if !fits {
        // Narrower than the words: let them wrap.
        let rows: Vec<String> = lines
            .iter()
            .flat_map(|l| width::wrap(l, usize::from(area.width)))
            .collect();
        let y = area.y + area.height.saturating_sub(rows.len() as u16) / 2;
        for (i, row) in rows.into_iter().enumerate() {
            let at = Rect::new(area.x, y + i as u16, area.width, 1);
            if at.y < area.bottom() {
                width::draw_centred(&Line::styled(row, style), at, buf);
            }
        }
        return;
    }
    let y = area.y + area.height.saturating_sub(lines.len() as u16) / 2;
    let rows = lines
        .into_iter()
        .enumerate()
        .filter(|(i, _)| y + (*i as u16) < area.bottom())
        .map(|(i, l)| {
            (
                Rect::new(area.x, y + i as u16, area.width, 1),
                Line::styled(l, style),
            )
        })
        .collect();
    panels::draw_band(look, rows, 0, buf);
}
