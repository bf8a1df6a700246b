//! The board: coloured tiles with their numbers centred, on the board's background, or
//! a grid of lines when there is no colour.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::digits::Glyphs;
use super::look::Look;
use super::width::cells;
use tui2048_app::SLIDE_SHARE;
use tui2048_engine::game::{Board, Dir, Motion, Pos, exponent_of, value_of};

/// How many positions a slide is drawn at, its start included.
const SLIDE_STEPS: f32 = 2.0;

/// The board drawn with tiles of a given size, part-way through a move's animation when
/// `animation` is given.
pub struct BoardView<'a> {
    pub board: &'a Board,
    pub look: Look,
    pub tile_w: u16,
    pub tile_h: u16,
    /// The move and how far its animation has run (0 to 1).
    pub animation: Option<(&'a Motion, f32)>,
    /// The solver's move, marked on the edge the tiles would slide to, and its mark (an
    /// arrow, or a narrow sign where arrows may be drawn two cells wide).
    pub hint: Option<(Dir, &'a str)>,
}

/// The text of a tile in at most `width` cells: the number when it fits, else a
/// shorter form (`16k`, `2^40`).
pub fn tile_label(value: u64, width: u16) -> String {
    let width = usize::from(width);
    let full = value.to_string();
    if full.len() <= width {
        return full;
    }
    let exp = value.trailing_zeros();
    let short = [(30, "G"), (20, "M"), (10, "k")]
        .iter()
        .find(|(shift, _)| exp >= *shift)
        .map(|(shift, unit)| format!("{}{unit}", value >> shift));
    match short {
        Some(s) if s.len() <= width => s,
        _ => format!("2^{exp}"),
    }
}

impl Widget for &BoardView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        let n = self.board.size() as u16;
        // Every number of the board in one height, the tallest its longest fits.
        let rows = board_rows(self.board, self.tile_w, self.tile_h);
        buf.set_style(area, self.look.board());
        if self.look.draws_grid_lines() {
            draw_grid(area, buf, n, self.tile_w, self.tile_h);
        }
        match self.animation {
            Some((motion, progress)) if progress < SLIDE_SHARE => {
                self.draw_slide(area, buf, motion, progress / SLIDE_SHARE, rows);
            }
            Some((motion, progress)) => {
                let t = (progress - SLIDE_SHARE) / (1.0 - SLIDE_SHARE);
                self.draw_settle(area, buf, motion, t, rows);
            }
            None => {
                for pos in self.board.positions() {
                    let rect = self.cell(area, pos);
                    self.paint(rect, area, buf, self.board.exponent(pos), rows);
                }
            }
        }
        if let Some((dir, mark)) = self.hint {
            self.draw_hint(area, buf, dir, mark);
        }
    }
}

impl BoardView<'_> {
    /// The screen rectangle of a cell.
    fn cell(&self, area: Rect, pos: Pos) -> Rect {
        let (x, y) = self.origin(area, pos);
        Rect::new(x as u16, y as u16, self.tile_w, self.tile_h)
    }

    fn origin(&self, area: Rect, pos: Pos) -> (f32, f32) {
        (
            f32::from(area.x) + 1.0 + pos.col as f32 * f32::from(self.tile_w + 1),
            f32::from(area.y) + 1.0 + pos.row as f32 * f32::from(self.tile_h + 1),
        )
    }

    /// The hint: `mark`s on the board's edge on the side `dir` slides the tiles to, beside
    /// every row of tiles (left, right) or above or below every column (up, down). Each
    /// has a cell of the edge: a mark wider than that is not drawn (the status line says
    /// the hint too).
    fn draw_hint(&self, area: Rect, buf: &mut Buffer, dir: Dir, mark: &str) {
        if cells(mark) != 1 {
            return;
        }
        let n = self.board.size() as u16;
        let style = self.look.key();
        let (right, bottom) = (
            area.x + n * (self.tile_w + 1),
            area.y + n * (self.tile_h + 1),
        );
        let mut cells = Vec::new();
        for i in 0..n {
            match dir {
                Dir::Left | Dir::Right => {
                    let x = if dir == Dir::Left { area.x } else { right };
                    // Three rows about the tile's middle (fewer on shorter tiles).
                    let top = area.y + 1 + i * (self.tile_h + 1);
                    let mid = top + self.tile_h / 2;
                    let rows = mid.saturating_sub(1).max(top)..(mid + 2).min(top + self.tile_h);
                    cells.extend(rows.map(|y| (x, y)));
                }
                Dir::Up | Dir::Down => {
                    let y = if dir == Dir::Up { area.y } else { bottom };
                    let left = area.x + 1 + i * (self.tile_w + 1);
                    // Three, a cell apart, about the tile's middle.
                    let mid = left + self.tile_w / 2;
                    let xs = [mid.saturating_sub(2), mid, mid + 2];
                    cells.extend(
                        xs.into_iter()
                            .filter(|&x| x >= left && x < left + self.tile_w)
                            .map(|x| (x, y)),
                    );
                }
            }
        }
        for (x, y) in cells {
            if area.contains(ratatui::layout::Position::new(x, y)) {
                buf[(x, y)].set_symbol(mark).set_style(style);
            }
        }
    }

    /// The slide: empty cells, and every tile on its way from its old cell to its new one.
    fn draw_slide(&self, area: Rect, buf: &mut Buffer, motion: &Motion, t: f32, rows: u16) {
        for pos in self.board.positions() {
            self.paint(self.cell(area, pos), area, buf, 0, rows);
        }
        // Eased, then held at a few steps: every position drawn costs bytes on the wire, and
        // three are enough for the eye to follow a slide.
        let eased = 1.0 - (1.0 - t) * (1.0 - t);
        let eased = (eased * SLIDE_STEPS).floor() / SLIDE_STEPS;
        for slide in &motion.slides {
            let (fx, fy) = self.origin(area, slide.from);
            let (tx, ty) = self.origin(area, slide.to);
            let x = (fx + (tx - fx) * eased).round() as u16;
            let y = (fy + (ty - fy) * eased).round() as u16;
            let exp = exponent_of(slide.value).unwrap_or(0);
            // Plain digits in motion (fewer cells change from frame to frame); a tile still
            // where it was keeps its look.
            let resting = (x, y) == (fx.round() as u16, fy.round() as u16);
            let rect = Rect::new(x, y, self.tile_w, self.tile_h);
            self.paint_as(rect, area, buf, (exp, rows), resting);
        }
    }

    /// After the slide: merged tiles pop (drawn a size larger, then back) and the new tile
    /// grows in from a small block.
    fn draw_settle(&self, area: Rect, buf: &mut Buffer, motion: &Motion, t: f32, rows: u16) {
        let spawn = motion.spawn.map(|(pos, _)| pos);
        for pos in self.board.positions() {
            let exp = if Some(pos) == spawn {
                0
            } else {
                self.board.exponent(pos)
            };
            self.paint(self.cell(area, pos), area, buf, exp, rows);
        }
        if t < 0.5 {
            let grow_y = u16::from(self.tile_h >= 3);
            for &(pos, _) in &motion.merges {
                let r = self.cell(area, pos);
                let popped = Rect::new(r.x - 1, r.y - grow_y, r.width + 2, r.height + 2 * grow_y);
                self.paint(popped, area, buf, self.board.exponent(pos), rows);
            }
        }
        if let Some(pos) = spawn {
            let r = self.cell(area, pos);
            let scale = 0.3 + 0.7 * t;
            let w = ((f32::from(r.width) * scale).round() as u16).clamp(1, r.width);
            let h = ((f32::from(r.height) * scale).round() as u16).clamp(1, r.height);
            let grown = Rect::new(r.x + (r.width - w) / 2, r.y + (r.height - h) / 2, w, h);
            self.paint(grown, area, buf, self.board.exponent(pos), rows);
        }
    }

    /// Fills `rect` (clipped to the board) as a tile of exponent `exp`, its number centred,
    /// in the largest glyphs of at most `rows` rows it fits on the board's tiles
    /// ([`Glyphs::fitting`]: the choice depends on the tile's size, the number and the
    /// rows, never on the board's size).
    fn paint(&self, rect: Rect, area: Rect, buf: &mut Buffer, exp: u8, rows: u16) {
        self.paint_as(rect, area, buf, (exp, rows), true);
    }

    fn paint_as(&self, rect: Rect, area: Rect, buf: &mut Buffer, tile: (u8, u16), big: bool) {
        let (exp, rows) = tile;
        let tile = rect.intersection(area);
        if tile.is_empty() {
            return;
        }
        let style = self.look.tile(exp);
        for y in tile.top()..tile.bottom() {
            for x in tile.left()..tile.right() {
                buf[(x, y)].set_symbol(" ").set_style(style);
            }
        }
        if exp == 0 {
            return;
        }
        let label = tile_label(value_of(exp), tile.width);
        if label.len() > usize::from(tile.width) {
            return;
        }
        // The board's tiles decide the glyphs; the rectangle being drawn (a growing or
        // popping tile is smaller or larger) must hold them too, else the number is plain.
        let glyphs = Some(Glyphs::fitting(&label, self.tile_w, self.tile_h, rows))
            .filter(|g| big && g.width(&label) + 2 <= tile.width && g.height() + 2 <= tile.height)
            .unwrap_or(Glyphs::Plain);
        // The number once: the e2e harness and a reader of the screen's text read block
        // digits back with `digits::read`.
        let lines = glyphs.render(&label).unwrap_or_else(|| vec![label.clone()]);
        // Some digits end in half a cell of gap: centred on what is lit.
        let lean = u16::from(glyphs.leans(&label));
        let x = tile.x + (tile.width.saturating_sub(glyphs.width(&label)) + lean) / 2;
        let y = tile.y + tile.height.saturating_sub(glyphs.height()) / 2;
        for (i, row) in lines.iter().enumerate() {
            buf.set_stringn(x, y + i as u16, row, usize::from(tile.width), style);
        }
    }
}

/// The rows every number of `board` is drawn in on tiles of `tile_w`×`tile_h` cells
/// ([`Glyphs::rows_for`]).
fn board_rows(board: &Board, tile_w: u16, tile_h: u16) -> u16 {
    let labels: Vec<String> = board
        .positions()
        .map(|pos| board.exponent(pos))
        .filter(|&exp| exp > 0)
        .map(|exp| tile_label(value_of(exp), tile_w))
        .collect();
    Glyphs::rows_for(labels.iter().map(String::as_str), tile_w, tile_h)
}

/// The glyphs a tile of `value` is drawn in on a board of `tile_w`×`tile_h` tiles whose
/// largest tile is `largest` (its longest number).
#[cfg(any(test, feature = "testing"))]
pub fn glyphs_of(value: u64, largest: u64, tile_w: u16, tile_h: u16) -> Glyphs {
    let label = |v: u64| tile_label(v, tile_w);
    let rows = Glyphs::rows_for([label(largest).as_str()], tile_w, tile_h);
    Glyphs::fitting(&label(value), tile_w, tile_h, rows)
}

/// Box-drawing lines between and around the tiles.
fn draw_grid(area: Rect, buf: &mut Buffer, n: u16, tile_w: u16, tile_h: u16) {
    let is_line_x = |dx: u16| dx.is_multiple_of(tile_w + 1);
    let is_line_y = |dy: u16| dy.is_multiple_of(tile_h + 1);
    let (last_x, last_y) = (n * (tile_w + 1), n * (tile_h + 1));
    for y in area.top()..area.bottom() {
        let dy = y - area.y;
        for x in area.left()..area.right() {
            let dx = x - area.x;
            let symbol = match (is_line_x(dx), is_line_y(dy)) {
                (false, false) => continue,
                (false, true) => "─",
                (true, false) => "│",
                (true, true) => match (dx == 0, dx == last_x, dy == 0, dy == last_y) {
                    (true, _, true, _) => "┌",
                    (_, true, true, _) => "┐",
                    (true, _, _, true) => "└",
                    (_, true, _, true) => "┘",
                    (_, _, true, _) => "┬",
                    (_, _, _, true) => "┴",
                    (true, _, _, _) => "├",
                    (_, true, _, _) => "┤",
                    _ => "┼",
                },
            };
            buf[(x, y)].set_symbol(symbol);
        }
    }
}
