//! The board: coloured tiles with their numbers centred, on the board's background, or
//! a grid of lines when there is no colour.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::theme::Look;
use crate::game::{Board, Pos, value_of};

/// The board drawn with tiles of a given size.
pub struct BoardView<'a> {
    pub board: &'a Board,
    pub look: Look,
    pub tile_w: u16,
    pub tile_h: u16,
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
        let lines = self.look.draws_grid_lines();
        buf.set_style(area, self.look.board());
        if lines {
            draw_grid(area, buf, n, self.tile_w, self.tile_h);
        }
        for pos in self.board.positions() {
            let x = area.x + 1 + pos.col as u16 * (self.tile_w + 1);
            let y = area.y + 1 + pos.row as u16 * (self.tile_h + 1);
            let tile = Rect::new(x, y, self.tile_w, self.tile_h).intersection(area);
            self.draw_tile(tile, buf, pos);
        }
    }
}

impl BoardView<'_> {
    fn draw_tile(&self, tile: Rect, buf: &mut Buffer, pos: Pos) {
        if tile.is_empty() {
            return;
        }
        let exp = self.board.exponent(pos);
        let style = self.look.tile(exp);
        for y in tile.top()..tile.bottom() {
            for x in tile.left()..tile.right() {
                buf[(x, y)].set_symbol(" ").set_style(style);
            }
        }
        if exp == 0 {
            return;
        }
        let label = tile_label(value_of(exp), self.tile_w);
        let x = tile.x + (tile.width.saturating_sub(label.len() as u16)) / 2;
        let y = tile.y + tile.height.saturating_sub(1) / 2;
        buf.set_stringn(x, y, &label, usize::from(tile.width), style);
    }
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
