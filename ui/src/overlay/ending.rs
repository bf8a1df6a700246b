//! The box of the game's end when it waits on the player: the win (keep going or start
//! anew) and game over (start anew or undo). Every tile stays in sight and readable, the
//! board washed in the box's colour and never moved: the box goes beside the board, a gap
//! from it and a margin from the screen's edge, or below it (the lines under the board
//! moving down into free rows), never over a tile; where there is no room for one, the
//! board stays whole and the box's words take the status line and its buttons the footer.
//! The box says the score, the largest tile and whether the score is a new best, once, a
//! daily game's line to share, and offers its choices as buttons with their keys; where
//! there is room the score is written in big digits.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use super::super::colour::Rgb;
use super::super::layout::{Geometry, Header, geometry};
use super::super::look::Look;
use super::super::panels;
use super::super::width::{cells, line_cells};
use tui2048_app::keymap::Action;
use tui2048_app::{Model, Overlay};
use tui2048_engine::game::Status;

mod forms;

pub(super) use forms::{Piece, fit_buttons, in_a_row, in_frame, width};
use forms::{best_words, footer_buttons, forms, size};

/// How far the board is washed toward the box's colour.
pub(super) const WASH: f32 = 0.55;

/// Cells between the board and a box beside it.
pub(super) const GAP: u16 = 2;

/// Cells at least between a box and the screen's edge.
const MARGIN: u16 = 1;

/// Where the box's words go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spot {
    /// A box beside or below the board, at this rectangle.
    Boxed(Rect),
    /// No room for a box: the words take the status line, the buttons the footer.
    Lines,
}

/// The end of a game as shown: the screen laid out around it, its place, its title, the
/// rows of its box, and the status line's and the footer's in place of a box.
struct Ending {
    at: Geometry,
    spot: Spot,
    title: &'static str,
    rows: Vec<Vec<Piece>>,
    /// Whether the box holds a daily game's line to share.
    shares: bool,
    /// Whether the board is still on its way aside for the box (not yet drawn).
    sliding: bool,
    line: String,
    footer: Vec<Piece>,
}

/// The title and the choices of the box, when the game waits on the player (the app's
/// [`Model::end_box`] says what they are).
fn choices(model: &Model) -> Option<(&'static str, Vec<Action>)> {
    let end = model.end_box()?;
    Some((model.texts().end_title(end.won), end.buttons))
}

/// The widest box that goes beside the board where it is, on either side, a gap from it
/// and a margin from the screen's edge.
fn room_beside(at: &Geometry, area: Rect) -> u16 {
    let right = area.right().saturating_sub(at.board.right() + GAP + MARGIN);
    let left = at.board.x.saturating_sub(area.x + GAP + MARGIN);
    right.max(left)
}

/// Where a box of `w`×`h` goes beside the board, which stays where it is: on its right,
/// else on its left, a gap from it and a margin from the screen's edge, centred on its
/// rows; `None` when it fits on neither side.
fn beside(at: &Geometry, area: Rect, (w, h): (u16, u16)) -> Option<(Geometry, Rect)> {
    if h > at.board.height {
        return None;
    }
    let y = at.board.y + (at.board.height - h) / 2;
    let right = at.board.right() + GAP;
    let x = if right + w + MARGIN <= area.right() {
        right
    } else if area.x + MARGIN + w + GAP <= at.board.x {
        at.board.x - GAP - w
    } else {
        return None;
    };
    Some((*at, Rect::new(x, y, w, h)))
}

/// The screen with a box of `w`×`h` under the board, which stays where it is, and the
/// lines below it moved down for it into the free rows at the screen's foot; `None` when
/// there are not enough.
fn below(at: &Geometry, area: Rect, (w, h): (u16, u16)) -> Option<(Geometry, Rect)> {
    let under = area.bottom().saturating_sub(at.footer.bottom());
    if w + 2 * MARGIN > area.width || h > under {
        return None;
    }
    let mut moved = *at;
    moved.status.y += h;
    moved.footer.y += h;
    let x = area.x + (area.width - w) / 2;
    Some((moved, Rect::new(x, at.board.bottom(), w, h)))
}

/// The end of the game for `model` on a screen of `area`: the roomiest box that fits
/// beside the board, else below it, else the status line and the footer.
fn ending(model: &Model, area: Rect) -> Option<Ending> {
    let (title, actions) = choices(model)?;
    let at = geometry(area, model.game().board().size())?;
    // The help and the statistics are read over the washed board where it always is.
    let covered = model.overlay() != Overlay::None;
    let status = model.game().status();
    let t = model.texts();
    let facts = t.end_line(
        title,
        model.game().score(),
        &t.largest_tile(model.game().board().max_tile()),
        &best_words(model),
    );
    // The footer, where no box fits, leaves copying to its key: the status line holds the
    // line to share, if anything does.
    let keyed: Vec<(Action, Status)> = actions
        .iter()
        .filter(|&&a| a != Action::Copy)
        .map(|&a| (a, status))
        .collect();
    let mut ending = Ending {
        at,
        spot: Spot::Lines,
        title,
        rows: Vec::new(),
        shares: false,
        sliding: false,
        line: facts,
        footer: footer_buttons(model, &keyed, at.footer.width),
    };
    if covered {
        return Some(ending);
    }
    // The board where it is, else moved aside in sight (as the move that ended the game
    // is drawn, over a few frames), else the status line and the footer.
    let in_place = forms(model, &actions, room_beside(&at, area), at.status.width)
        .into_iter()
        .find_map(|(rows, shares)| {
            let wh = size(title, &rows);
            let placed = beside(&at, area, wh).or_else(|| below(&at, area, wh));
            placed.map(|(at, rect)| (at, rect, rows, shares, None))
        });
    let room_aside = area.width.saturating_sub(at.board.width + GAP + 2 * MARGIN);
    let moved = || {
        forms(model, &actions, room_aside, at.status.width)
            .into_iter()
            .find_map(|(rows, shares)| {
                let wh = size(title, &rows);
                let placed = aside(&at, area, wh).or_else(|| opened(&at, area, wh));
                let sliding = model.last_move().ending.map(|a| a.progress);
                placed.map(|(to, rect)| (to, rect, rows, shares, sliding))
            })
    };
    if let Some((to, rect, rows, shares, sliding)) = in_place.or_else(moved) {
        ending.at = match sliding {
            Some(progress) => between(&at, &to, 1.0 - (1.0 - progress) * (1.0 - progress)),
            None => to,
        };
        ending.spot = Spot::Boxed(rect);
        ending.sliding = sliding.is_some();
        ending.rows = rows;
        ending.shares = shares;
    }
    Some(ending)
}

/// The screen with the board (and boxed panels, which go with it) moved aside for a box
/// of `w`×`h` beside it, the two centred together, and where the box goes; `None` when
/// they do not fit.
fn aside(at: &Geometry, area: Rect, (w, h): (u16, u16)) -> Option<(Geometry, Rect)> {
    let total = at.board.width + GAP + w;
    if total + 2 * MARGIN > area.width || h > at.board.height {
        return None;
    }
    let left = area.x + (area.width - total) / 2;
    let shift = at.board.x.saturating_sub(left);
    let mut moved = *at;
    moved.board.x -= shift;
    if moved.header_kind == Header::Boxed {
        moved.header.x = moved.header.x.saturating_sub(shift).max(area.x);
    }
    let y = moved.board.y + (moved.board.height - h) / 2;
    Some((moved, Rect::new(moved.board.right() + GAP, y, w, h)))
}

/// The screen with a box of `w`×`h` under the board, the board and the panels moved up and
/// the lines below it down for it, the free rows shared as they were; `None` when the
/// screen has not the rows.
fn opened(at: &Geometry, area: Rect, (w, h): (u16, u16)) -> Option<(Geometry, Rect)> {
    let above = at.header.y - area.y;
    let under = area.bottom().saturating_sub(at.footer.bottom());
    if w + 2 * MARGIN > area.width || h > above + under {
        return None;
    }
    let up = (above - (above + under - h) / 2).min(h);
    let mut moved = *at;
    moved.header.y -= up;
    moved.board.y -= up;
    moved.status.y += h - up;
    moved.footer.y += h - up;
    let x = area.x + (area.width - w) / 2;
    Some((moved, Rect::new(x, moved.board.bottom(), w, h)))
}

/// The screen `t` of the way (0 to 1) from `from` to `to`.
fn between(from: &Geometry, to: &Geometry, t: f32) -> Geometry {
    let step = |a: u16, b: u16| (f32::from(a) + (f32::from(b) - f32::from(a)) * t).round() as u16;
    let rect = |a: Rect, b: Rect| Rect::new(step(a.x, b.x), step(a.y, b.y), b.width, b.height);
    Geometry {
        header: rect(from.header, to.header),
        board: rect(from.board, to.board),
        status: rect(from.status, to.status),
        footer: rect(from.footer, to.footer),
        ..*to
    }
}

/// Where the screen's parts go for `model` on a screen of `area`: moved aside for the
/// box of the game's end while it is shown.
pub fn laid_out(model: &Model, area: Rect) -> Option<Geometry> {
    ending(model, area)
        .map(|e| e.at)
        .or_else(|| geometry(area, model.game().board().size()))
}

/// Where each row of the box goes: its left end and its line.
pub(super) fn placed(
    rect: Rect,
    rows: &[Vec<Piece>],
) -> impl Iterator<Item = (u16, u16, &Vec<Piece>)> {
    let inner = Block::bordered().inner(rect);
    let top = inner.y + inner.height.saturating_sub(rows.len() as u16) / 2;
    rows.iter().enumerate().filter_map(move |(i, row)| {
        let y = top + i as u16;
        (y < inner.bottom()).then(|| {
            let x = inner.x + inner.width.saturating_sub(width(row)) / 2;
            (x, y, row)
        })
    })
}

/// Where the footer's row of buttons goes: its left end and its line.
fn placed_footer(e: &Ending) -> (u16, u16) {
    let f = e.at.footer;
    (f.x + f.width.saturating_sub(width(&e.footer)) / 2, f.y)
}

/// The win or game-over box, beside or below the board washed in its colour, or its
/// words on the status line and its buttons on the footer, when the game waits on the
/// player.
pub fn draw_ending(model: &Model, look: Look, area: Rect, buf: &mut Buffer) {
    let Some(e) = ending(model, area) else {
        return;
    };
    // Washed toward the box's colour, and for a win toward a pale gold, halfway to the
    // 2048 tile's (the original washes a win in gold): never a tile's own colour, so
    // every tile fades.
    let p = look.palette;
    let toward = match model.game().status() {
        Status::Won => {
            let (a, b) = (p.overlay_bg, p.tile(11));
            let mid = |x: u8, y: u8| ((u16::from(x) + u16::from(y)) / 2) as u8;
            Rgb(mid(a.0, b.0), mid(a.1, b.1), mid(a.2, b.2))
        }
        _ => p.overlay_bg,
    };
    let washer = look.washer(toward, WASH);
    let board = e.at.board.intersection(buf.area);
    for y in board.top()..board.bottom() {
        for x in board.left()..board.right() {
            washer.wash(&mut buf[(x, y)]);
        }
    }
    if model.overlay() != Overlay::None {
        return;
    }
    match e.spot {
        // The box comes once the board is aside.
        Spot::Boxed(_) if e.sliding => {}
        Spot::Boxed(rect) => {
            draw_box(&e, rect, look, buf);
            // A line to share the box has no room for goes on the status line.
            if let Some(line) = model.shared().filter(|_| !e.shares) {
                draw_status(model, &e, &line, look, buf);
            }
        }
        Spot::Lines => draw_lines(model, &e, look, buf),
    }
}

/// `words` on the status line (unless a notice is there), shortened to its rows.
fn draw_status(model: &Model, e: &Ending, words: &str, look: Look, buf: &mut Buffer) {
    if model.notice().is_some() {
        return;
    }
    let status = e.at.status;
    let room = usize::from(status.width) * usize::from(status.height);
    let words = panels::shorten(model.texts(), words, room, usize::from(status.width));
    Clear.render(status, buf);
    let line = ratatui::text::Line::styled(words, look.notice());
    let lines = (line_cells(&line).div_ceil(usize::from(status.width.max(1))) as u16)
        .clamp(1, status.height);
    let rect = Rect::new(status.x, status.bottom() - lines, status.width, lines);
    panels::draw_band(look, vec![(rect, line)], e.at.board.width, buf);
}

fn draw_box(e: &Ending, rect: Rect, look: Look, buf: &mut Buffer) {
    Clear.render(rect, buf);
    Block::bordered()
        .border_type(BorderType::Rounded)
        .title(format!(" {} ", e.title))
        .title_alignment(ratatui::layout::Alignment::Center)
        .style(look.overlay())
        .render(rect, buf);
    let base = look.overlay();
    for (x, y, row) in placed(rect, &e.rows) {
        draw_pieces(
            row,
            (x, y),
            rect.right().saturating_sub(1),
            [base, base],
            buf,
        );
    }
}

/// The words on the status line (unless a notice is there) and the buttons on the
/// footer.
fn draw_lines(model: &Model, e: &Ending, look: Look, buf: &mut Buffer) {
    draw_status(model, e, &e.line, look, buf);
    Clear.render(e.at.footer, buf);
    draw_footer_buttons(
        &e.footer,
        e.at.footer,
        e.at.board.width,
        placed_footer(e),
        look,
        buf,
    );
}

/// The row of buttons on the footer, at `at`, on a band as wide as the board (or the
/// buttons, should they be wider).
pub(super) fn draw_footer_buttons(
    pieces: &[Piece],
    footer: Rect,
    board_width: u16,
    at: (u16, u16),
    look: Look,
    buf: &mut Buffer,
) {
    let band = (width(pieces) + 2).max(board_width).min(footer.width);
    let band = Rect::new(footer.x + (footer.width - band) / 2, footer.y, band, 1);
    buf.set_style(band.intersection(buf.area), look.text());
    draw_pieces(
        pieces,
        at,
        footer.right(),
        [look.overlay(), look.text()],
        buf,
    );
}

/// A row of pieces from `(x, y)`, cut at `right`: the buttons in the first style, the
/// rest in the second.
pub(super) fn draw_pieces(
    row: &[Piece],
    (x, y): (u16, u16),
    right: u16,
    styles: [Style; 2],
    buf: &mut Buffer,
) {
    let mut x = x;
    for (text, bold, action) in row {
        let room = right.saturating_sub(x);
        let style = match action {
            Some(_) => piece_style(styles[0], *bold, true),
            None => piece_style(styles[1], *bold, false),
        };
        buf.set_stringn(x, y, text, usize::from(room), style);
        x += cells(text) as u16;
    }
}

fn piece_style(base: Style, bold: bool, button: bool) -> Style {
    let style = if bold {
        base.add_modifier(Modifier::BOLD)
    } else {
        base
    };
    if button {
        // A button stands out of the box as the original's do: its colours swapped.
        style.add_modifier(Modifier::REVERSED)
    } else {
        style
    }
}

/// The buttons of the game's end on a screen of `area`, with what each does: in its box,
/// or on the footer.
pub fn buttons(model: &Model, area: Rect) -> Vec<(Rect, Action)> {
    let Some(e) = ending(model, area).filter(|e| model.overlay() == Overlay::None && !e.sliding)
    else {
        return Vec::new();
    };
    let (rows, clip) = match e.spot {
        Spot::Boxed(rect) => (
            placed(rect, &e.rows)
                .map(|(x, y, row)| (x, y, row.clone()))
                .collect(),
            rect,
        ),
        Spot::Lines => {
            let (x, y) = placed_footer(&e);
            (vec![(x, y, e.footer.clone())], e.at.footer)
        }
    };
    spots(rows, clip)
}

/// Where each button of `rows` (each row with its left end and its line) lies, within
/// `clip`, and what it does.
pub(super) fn spots(rows: Vec<(u16, u16, Vec<Piece>)>, clip: Rect) -> Vec<(Rect, Action)> {
    let mut found = Vec::new();
    for (x, y, row) in rows {
        let mut x = x;
        for (text, _, action) in &row {
            let w = cells(text) as u16;
            if let Some(action) = action {
                found.push((Rect::new(x, y, w, 1).intersection(clip), *action));
            }
            x += w;
        }
    }
    found
}
