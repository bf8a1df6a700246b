//! The boxes: the win and game-over boxes beside the board washed in a colour, and over
//! the board the help listing every key and the statistics.
//!
//! No box cuts a tile in half: where a box lies over the board, its edges are moved out
//! to the gaps between tiles ([`snap`]), so every tile is either wholly under it or wholly
//! beside it. The help and the statistics are cut into pages when the screen is short.

mod ending;
mod help;
mod notice;
mod race;
mod stats;

pub use ending::draw_ending;
pub use ending::{buttons, laid_out};
pub use help::{draw_help, draw_help_of, draw_replay_help};
pub use notice::notice_box;
pub use notice::{draw_notice, draw_notice_at, notice_box_at};
pub use race::race_laid_out;
pub use race::{draw_race_box, race_box_buttons, race_box_in_lines};
pub use stats::draw_stats;

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use super::layout::Geometry;
use super::look::Look;
use super::width::{cells, draw_centred, line_cells};
use tui2048_app::text::Texts;

/// Grows `rect` so that, where it lies over the board, its edges fall on the gaps between
/// tiles; then clips it to `area`.
pub fn snap(rect: Rect, at: &Geometry, area: Rect) -> Rect {
    let board = at.board;
    let (x0, x1) = snap_span(
        rect.x,
        rect.right().saturating_sub(1),
        board.x,
        board.right().saturating_sub(1),
        at.tile_w + 1,
    );
    let (y0, y1) = snap_span(
        rect.y,
        rect.bottom().saturating_sub(1),
        board.y,
        board.bottom().saturating_sub(1),
        at.tile_h + 1,
    );
    Rect::new(x0, y0, x1 + 1 - x0, y1 + 1 - y0).intersection(area)
}

/// The first and last line of a span, each moved outwards to the nearest gap line when it
/// falls inside the board (from `first` to `last`, gap lines every `step`).
fn snap_span(lo: u16, hi: u16, first: u16, last: u16, step: u16) -> (u16, u16) {
    let inside = |v: u16| v > first && v < last;
    let lo = if inside(lo) {
        first + (lo - first) / step * step
    } else {
        lo
    };
    let hi = if inside(hi) {
        first + (hi - first).div_ceil(step) * step
    } else {
        hi
    };
    (lo, hi)
}

/// A centred rectangle of `w`×`h` in `area` (clipped to it).
fn centred(w: u16, h: u16, area: Rect) -> Rect {
    let (w, h) = (w.min(area.width), h.min(area.height));
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

/// Blanks the rows `rect` crosses outside the board (the panels, the status line, the
/// footer), so that no word is left cut beside the box.
fn clear_lines_beside(rect: Rect, at: &Geometry, area: Rect, buf: &mut Buffer) {
    for y in rect.top()..rect.bottom() {
        if !(at.board.top()..at.board.bottom()).contains(&y) {
            Clear.render(Rect::new(area.x, y, area.width, 1), buf);
        }
    }
}

/// A framed box at `rect` with a title and lines, centred in it, over whatever was drawn.
fn draw_frame(look: Look, title: &str, lines: Vec<Line<'_>>, rect: Rect, buf: &mut Buffer) {
    Clear.render(rect, buf);
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .title(Line::from(format!(" {title} ")).alignment(Alignment::Center))
        .style(look.overlay());
    let inner = block.inner(rect);
    block.render(rect, buf);
    let top = inner.y + inner.height.saturating_sub(lines.len() as u16) / 2;
    buf.set_style(inner, look.overlay());
    for (i, line) in lines.iter().enumerate() {
        let y = top + i as u16;
        if y >= inner.bottom() {
            break;
        }
        draw_centred(line, Rect::new(inner.x, y, inner.width, 1), buf);
    }
}

/// The lines of `groups` cut into pages of at most `room` lines, a group kept on one page
/// unless it is longer than a page.
fn paginate<'a>(groups: Vec<Vec<Line<'a>>>, room: usize) -> Vec<Vec<Line<'a>>> {
    let mut pages: Vec<Vec<Line>> = vec![Vec::new()];
    for group in groups {
        let current = pages.last_mut().expect("a page");
        if !current.is_empty() && current.len() + group.len() > room {
            pages.push(Vec::new());
        }
        for line in group {
            if pages.last().is_some_and(|p| p.len() == room) {
                pages.push(Vec::new());
            }
            pages.last_mut().expect("a page").push(line);
        }
    }
    pages
}

/// A box of `groups` of lines centred on the screen, cut into pages when the screen is too
/// short, a group kept on one page where it can be (`page`, counted from the first, is
/// taken modulo their number); `last` is its last line, on every page, and says how to
/// close it.
#[allow(clippy::too_many_arguments)]
fn draw_paged(
    texts: &Texts,
    look: Look,
    title: &str,
    groups: Vec<Vec<Line<'_>>>,
    last: &str,
    page: usize,
    at: &Geometry,
    area: Rect,
    buf: &mut Buffer,
) {
    // Room for the lines of a page: the box's height less its borders and last line.
    let room = usize::from(area.height.saturating_sub(3)).max(1);
    // Every line as wide as the widest, so the lines stay aligned as a block.
    let block = groups.iter().flatten().map(line_cells).max().unwrap_or(0);
    let mut pages = paginate(groups, room);
    let count = pages.len();
    let page = page % count;
    let inner = block
        .max(cells(title) + 4)
        .min(usize::from(area.width.saturating_sub(4)));
    // The last line says the page and how to see the next when there are several, in
    // the longest form that fits.
    let forms = if count == 1 {
        vec![last.to_string(), texts.closes_short().to_string()]
    } else {
        texts.page_forms(page + 1, count, last).to_vec()
    };
    let widest = inner.max(40).min(usize::from(area.width.saturating_sub(4)));
    let footer = forms
        .iter()
        .find(|f| cells(f) <= widest)
        .unwrap_or(&forms[forms.len() - 1])
        .clone();
    let inner = inner.max(cells(&footer));
    let rows = if count == 1 { pages[0].len() } else { room };
    let mut shown: Vec<Line> = std::mem::take(&mut pages[page])
        .into_iter()
        .map(|mut line| {
            let pad = block.saturating_sub(line_cells(&line));
            line.spans
                .push(Span::styled(" ".repeat(pad), look.overlay()));
            line
        })
        .collect();
    // A short page is filled up, so the last line stays where it was.
    shown.resize(rows, Line::raw(""));
    shown.push(Line::styled(footer, look.overlay()));
    let rect = snap(centred(inner as u16 + 4, rows as u16 + 3, area), at, area);
    clear_lines_beside(rect, at, area, buf);
    draw_frame(look, title, shown, rect, buf);
}
