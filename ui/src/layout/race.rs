//! Where the race's parts go: the player's board and the rival's side by side where the
//! screen is wide enough, one above the other where it is tall enough, else the rival as a
//! mini-board beside or below the player's, else the rival in the header's one line.

use ratatui::layout::Rect;

use super::{Geometry, HEADER_MIN_WIDTH, Header, TILE_SIZES, board_extent, geometry};

/// The mini-board's tiles (width, height): a number of up to four characters a tile.
const MINI_TILE: (u16, u16) = (4, 1);

/// Where the rival's board is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RivalPlace {
    /// Beside the player's, as large.
    Beside,
    /// Below the player's, as large.
    Below,
    /// A small board beside or below the player's.
    Mini,
    /// No board: the header's line says its score.
    Line,
}

/// The places of the parts of the race screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RaceGeometry {
    pub place: RivalPlace,
    /// The player's board, the header, the status line and the footer, as the game's
    /// screen has them.
    pub you: Geometry,
    /// The rival's board and the size of its tiles.
    pub rival: Option<(Rect, u16, u16)>,
    /// The row that names the rival above or beside its board.
    pub label: Option<Rect>,
}

/// Lays out a race of boards of side `n` in `area`; `None` when even the game's smallest
/// screen does not fit.
pub fn race_geometry(area: Rect, n: usize) -> Option<RaceGeometry> {
    if area.width < HEADER_MIN_WIDTH {
        return None;
    }
    side_by_side(area, n)
        .or_else(|| one_above_the_other(area, n))
        .or_else(|| with_a_mini_board(area, n))
        .or_else(|| {
            geometry(area, n).map(|you| RaceGeometry {
                place: RivalPlace::Line,
                you,
                rival: None,
                label: None,
            })
        })
}

/// The width and height of a board of side `n` with tiles of `(w, h)`.
fn extent(n: usize, (w, h): (u16, u16)) -> (u16, u16) {
    (board_extent(n as u16, w), board_extent(n as u16, h))
}

/// Both boards side by side, with the largest tiles that fit, boxed panels while tiles are
/// three rows tall or more.
fn side_by_side(area: Rect, n: usize) -> Option<RaceGeometry> {
    let roomy = TILE_SIZES
        .iter()
        .filter(|(_, h)| *h >= 3)
        .map(|&t| (t, Header::Boxed, 1, 4));
    let tight = TILE_SIZES.iter().map(|&t| (t, Header::Line, 0, 2));
    for (tile, kind, spacing, gap) in roomy.chain(tight) {
        let (bw, bh) = extent(n, tile);
        let header_h = if kind == Header::Boxed { 3 } else { 1 };
        let (w, h) = (2 * bw + gap, header_h + spacing + bh + spacing + 2);
        if w > area.width || h > area.height {
            continue;
        }
        let top = area.y + (area.height - h) / 2;
        let left = area.x + (area.width - w) / 2;
        let header_w = match kind {
            Header::Boxed => w,
            Header::Line => area.width,
        };
        let header = Rect::new(
            area.x + (area.width - header_w) / 2,
            top,
            header_w,
            header_h,
        );
        let board = Rect::new(left, header.bottom() + spacing, bw, bh);
        let rival = Rect::new(left + bw + gap, board.y, bw, bh);
        return Some(RaceGeometry {
            place: RivalPlace::Beside,
            you: around(area, kind, header, board, tile, spacing),
            rival: Some((rival, tile.0, tile.1)),
            label: None,
        });
    }
    None
}

/// One board above the other, a row naming the rival between them.
fn one_above_the_other(area: Rect, n: usize) -> Option<RaceGeometry> {
    for &tile in &TILE_SIZES {
        let (bw, bh) = extent(n, tile);
        let h = 1 + bh + 1 + bh + 2;
        if bw > area.width || h > area.height {
            continue;
        }
        let top = area.y + (area.height - h) / 2;
        let left = area.x + (area.width - bw) / 2;
        let header = Rect::new(area.x, top, area.width, 1);
        let board = Rect::new(left, header.bottom(), bw, bh);
        let label = Rect::new(area.x, board.bottom(), area.width, 1);
        let rival = Rect::new(left, label.bottom(), bw, bh);
        let mut you = around(area, Header::Line, header, board, tile, 0);
        you.status.y = rival.bottom();
        you.footer.y = you.status.bottom();
        return Some(RaceGeometry {
            place: RivalPlace::Below,
            you,
            rival: Some((rival, tile.0, tile.1)),
            label: Some(label),
        });
    }
    None
}

/// The rival as a mini-board beside the player's board, or below it: where the player's
/// tiles are larger.
fn with_a_mini_board(area: Rect, n: usize) -> Option<RaceGeometry> {
    let (mw, mh) = extent(n, MINI_TILE);
    let right = (area.width > mw + 2)
        .then(|| {
            geometry(
                Rect::new(area.x, area.y, area.width - mw - 2, area.height),
                n,
            )
        })
        .flatten();
    let below = (area.height > mh + 1)
        .then(|| {
            geometry(
                Rect::new(area.x, area.y, area.width, area.height - mh - 1),
                n,
            )
        })
        .flatten();
    let beside_first = match (right, below) {
        (Some(r), Some(b)) => r.tile_w >= b.tile_w,
        (r, _) => r.is_some(),
    };
    if let (Some(mut you), true) = (right, beside_first) {
        let w = you.board.width + 2 + mw;
        let left = area.x + (area.width - w) / 2;
        you.board.x = left;
        you.status.width = area.width;
        you.footer.width = area.width;
        you.header.x = area.x + (area.width.saturating_sub(you.header.width)) / 2;
        if you.header_kind == Header::Line {
            you.header = Rect::new(area.x, you.header.y, area.width, 1);
        }
        let x = you.board.right() + 2;
        // Its name above it where the player's board is taller than it; else the header
        // names it alone.
        let named = mh < you.board.height;
        let label = named.then(|| Rect::new(x, you.board.y, mw, 1));
        let rival = Rect::new(x, you.board.y + u16::from(named), mw, mh);
        return Some(RaceGeometry {
            place: RivalPlace::Mini,
            you,
            rival: Some((rival, MINI_TILE.0, MINI_TILE.1)),
            label,
        });
    }
    if let Some(mut you) = below {
        let label = Rect::new(area.x, you.board.bottom(), area.width, 1);
        let rival = Rect::new(area.x + (area.width - mw) / 2, label.bottom(), mw, mh);
        you.status.y += mh + 1;
        you.footer.y += mh + 1;
        return Some(RaceGeometry {
            place: RivalPlace::Mini,
            you,
            rival: Some((rival, MINI_TILE.0, MINI_TILE.1)),
            label: Some(label),
        });
    }
    None
}

/// The game's geometry of a board at `board` with `tile`, the header at `header` and the
/// status line and footer below the board.
fn around(
    area: Rect,
    header_kind: Header,
    header: Rect,
    board: Rect,
    tile: (u16, u16),
    spacing: u16,
) -> Geometry {
    let status = Rect::new(area.x, board.bottom(), area.width, spacing + 1);
    let footer = Rect::new(area.x, status.bottom(), area.width, 1);
    Geometry {
        header_kind,
        header,
        board,
        tile_w: tile.0,
        tile_h: tile.1,
        status,
        footer,
    }
}
