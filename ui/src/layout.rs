//! Where everything goes: the largest tiles that fit, the panels above, the lines below.

use ratatui::layout::Rect;

mod race;

pub use race::{RaceGeometry, RivalPlace, race_geometry};

/// The narrowest one-line header, whatever the numbers: `SCORE 18.4E BEST 18.4E MOVES
/// 18.4E`. No screen narrower than this is played on.
pub const HEADER_MIN_WIDTH: u16 = 34;

/// The tallest tile, in rows: a board this large fills a terminal of about 170×90.
const TALLEST_TILE: u16 = 20;

/// Tile sizes in cells (width, height), largest first: as tall as the terminal allows, so
/// that the board fills it, each twice as wide as tall and a column more (terminal cells
/// are about twice as tall as wide, so the tile looks square), then two flatter ones for
/// the smallest screens.
const TILE_SIZES: [(u16, u16); TALLEST_TILE as usize] = {
    let mut sizes = [(6, 1); TALLEST_TILE as usize];
    let mut i = 0;
    while i + 2 < sizes.len() {
        let h = TALLEST_TILE - i as u16;
        sizes[i] = (2 * h + 1, h);
        i += 1;
    }
    sizes[sizes.len() - 2] = (6, 2);
    sizes
};

/// The score panels: three boxed panels, or one line when space is short.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Header {
    Boxed,
    Line,
}

impl Header {
    fn height(self) -> u16 {
        match self {
            Header::Boxed => 3,
            Header::Line => 1,
        }
    }
}

/// The places of the parts of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub header_kind: Header,
    pub header: Rect,
    pub board: Rect,
    pub tile_w: u16,
    pub tile_h: u16,
    pub status: Rect,
    pub footer: Rect,
}

/// The side of a board of `n` tiles of `tile` cells with one-cell gaps around them.
pub fn board_extent(n: u16, tile: u16) -> u16 {
    n * tile + n + 1
}

/// The smallest screen a board of side `n` can be drawn on (width, height): the board of
/// the smallest tiles, with room for the one-line header's every value.
pub fn minimum(n: usize) -> (u16, u16) {
    let n = n as u16;
    let (w, h) = TILE_SIZES[TILE_SIZES.len() - 1];
    (
        board_extent(n, w).max(HEADER_MIN_WIDTH),
        Header::Line.height() + board_extent(n, h) + 2,
    )
}

/// Lays out a board of side `n` in `area`: the largest tiles that fit, with boxed panels
/// and spacing when there is room. `None` when even the smallest tiles do not fit.
pub fn geometry(area: Rect, n: usize) -> Option<Geometry> {
    let n16 = n as u16;
    if area.width < HEADER_MIN_WIDTH {
        return None;
    }
    // Boxed panels with spacing while tiles are at least three rows tall; then the
    // compact one-line panels with every tile size, down to the smallest.
    let roomy = TILE_SIZES
        .iter()
        .filter(|(_, h)| *h >= 3)
        .map(|&t| (t, Header::Boxed, 1));
    let tight = TILE_SIZES.iter().map(|&t| (t, Header::Line, 0));
    for ((tile_w, tile_h), header_kind, spacing) in roomy.chain(tight) {
        let (bw, bh) = (board_extent(n16, tile_w), board_extent(n16, tile_h));
        let height = header_kind.height() + spacing + bh + spacing + 2;
        if bw > area.width || height > area.height {
            continue;
        }
        let top = area.y + (area.height - height) / 2;
        let left = area.x + (area.width - bw) / 2;
        // Panels may be wider than the board; the one-line header takes the whole width.
        let wide_w = match header_kind {
            Header::Boxed => area.width.min(bw.max(40)),
            Header::Line => area.width,
        };
        let wide_x = area.x + (area.width - wide_w) / 2;
        let header = Rect::new(wide_x, top, wide_w, header_kind.height());
        let board = Rect::new(left, header.bottom() + spacing, bw, bh);
        // The status line may use the spacing row above it for a long notice.
        let status = Rect::new(area.x, board.bottom(), area.width, spacing + 1);
        let footer = Rect::new(area.x, status.bottom(), area.width, 1);
        return Some(Geometry {
            header_kind,
            header,
            board,
            tile_w,
            tile_h,
            status,
            footer,
        });
    }
    None
}
