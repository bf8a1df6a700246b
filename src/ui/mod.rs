//! The view: draws the model, never changes it.

pub mod ansi;
mod board;
mod boss;
pub mod colour;
pub mod digits;
pub mod indexed;
mod layout;
mod look;
mod mode;
mod number;
mod overlay;
mod panels;
mod race;
mod replay;
pub mod theme;

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use board::BoardView;
pub use board::glyphs_of;
pub use boss::timestamp;
pub use layout::{Geometry, geometry, minimum};
pub use look::{Look, Washer};
pub use mode::ColorMode;
pub use number::fit_number;
pub use overlay::buttons;
pub use race::{RaceGeometry, RivalPlace, draw_race, race_buttons, race_geometry, view_race};
pub use replay::{draw_replay, view_replay};

use crate::app::{Model, Overlay, text};

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
    let Some(at) = geometry(area, n) else {
        draw_too_small(n, look, area, buf);
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
    }
    .render(at.board, buf);
    let gain = panels::gain_in_status(model, look, at.header_kind, at.header.width);
    let status = panels::status_line(model, look, gain, at.status);
    let footer = (at.footer, panels::footer_line(look, at.footer.width));
    panels::draw_band(look, vec![status, footer], at.board.width, buf);
    overlay::draw_ending(model, look, area, buf);
    match model.overlay() {
        Overlay::Stats { page } => overlay::draw_stats(model, look, page, &at, area, buf),
        Overlay::Help { page } => {
            overlay::draw_help(look, model.settings_file(), page, &at, area, buf)
        }
        Overlay::None | Overlay::Boss(_) => {}
    }
}

fn draw_too_small(n: usize, look: Look, area: Rect, buf: &mut Buffer) {
    let [head, need] = text::too_small(minimum(n), (area.width, area.height));
    let whole = format!("{head} {need}");
    // One line when it fits (with a cell each side), else split where a reader would.
    let lines = if whole.chars().count() + 2 <= usize::from(area.width) {
        vec![whole]
    } else {
        vec![head, need]
    };
    let style = look.notice();
    let fits = lines
        .iter()
        .all(|l| l.chars().count() <= usize::from(area.width));
    if !fits {
        // Narrower than the words: let them wrap.
        let y = area.y + area.height.saturating_sub(lines.len() as u16) / 2;
        let rect = Rect::new(area.x, y, area.width, area.bottom() - y);
        let lines: Vec<Line> = lines.into_iter().map(|l| Line::styled(l, style)).collect();
        Paragraph::new(lines)
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: true })
            .render(rect, buf);
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
