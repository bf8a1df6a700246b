//! The race screen: the player's board and the rival's side by side where the screen is
//! wide enough, one above the other where it is tall enough, else the rival as a
//! mini-board beside or below the player's, else the rival in the header's one line; the
//! scores and who leads at equal moves above, the lead (or a notice) and the keys below,
//! and the race's box over the player's board when the game waits on the player.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Layout as Split, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::board::BoardView;
use super::layout::{Geometry, HEADER_MIN_WIDTH, Header, TILE_SIZES, board_extent, geometry};
use super::look::Look;
use super::number::fit_number;
use super::{boss, overlay, panels};
use crate::app::keymap::{Action, footer_hints};
use crate::app::{Overlay, Race, text};

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
    let n16 = n as u16;
    let extent = |(w, h): (u16, u16)| (board_extent(n16, w), board_extent(n16, h));
    // Side by side, boxed panels while tiles are three rows tall or more.
    let roomy = TILE_SIZES
        .iter()
        .filter(|(_, h)| *h >= 3)
        .map(|&t| (t, Header::Boxed, 1, 4));
    let tight = TILE_SIZES.iter().map(|&t| (t, Header::Line, 0, 2));
    for (tile, kind, spacing, gap) in roomy.chain(tight) {
        let (bw, bh) = extent(tile);
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
    // One above the other, a row naming the rival between them.
    for &tile in &TILE_SIZES {
        let (bw, bh) = extent(tile);
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
    let (mw, mh) = extent(MINI_TILE);
    // A mini-board beside the player's board, or below it.
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
        let label = Rect::new(x, you.board.y, mw, 1);
        let rival = Rect::new(x, you.board.y + 1, mw, mh);
        return Some(RaceGeometry {
            place: RivalPlace::Mini,
            you,
            rival: Some((rival, MINI_TILE.0, MINI_TILE.1)),
            label: Some(label),
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
    geometry(area, n).map(|you| RaceGeometry {
        place: RivalPlace::Line,
        you,
        rival: None,
        label: None,
    })
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

/// Draws the race screen.
pub fn view_race(race: &Race, look: Look, frame: &mut Frame) {
    let area = frame.area();
    draw_race(race, look, area, frame.buffer_mut());
}

/// Draws the race screen into a buffer.
pub fn draw_race(race: &Race, look: Look, area: Rect, buf: &mut Buffer) {
    let model = race.player();
    if let Some(b) = model.boss() {
        boss::draw_boss(b, look, area, buf);
        return;
    }
    let n = model.game().board().size();
    let Some(at) = race_geometry(area, n) else {
        super::draw_too_small(n, look, area, buf);
        return;
    };
    let you = &at.you;
    draw_header(race, look, &at, buf);
    let shown = model.last_move();
    let animation = match (&shown.motion, shown.animation) {
        (Some(motion), Some(a)) if you.tile_h >= 2 => Some((motion, a.progress)),
        _ => None,
    };
    BoardView {
        board: model.game().board(),
        look,
        tile_w: you.tile_w,
        tile_h: you.tile_h,
        animation,
    }
    .render(you.board, buf);
    if let Some((rect, tile_w, tile_h)) = at.rival {
        BoardView {
            board: race.rival_game().board(),
            look,
            tile_w,
            tile_h,
            animation: race.rival_motion().filter(|_| tile_h >= 2),
        }
        .render(rect, buf);
    }
    if let Some(label) = at.label {
        let rival = race.rival_game();
        let words = match at.place {
            RivalPlace::Mini => format!(
                "{} {}",
                text::rival_label(race.rival()),
                fit_number(rival.score(), 7)
            ),
            _ => text::rival_summary(
                race.rival(),
                rival.score(),
                rival.board().max_tile(),
                race.rival_moves(),
            ),
        };
        let line = Line::styled(words, look.dim());
        panels::draw_band(look, vec![(label, line)], 0, buf);
    }
    let (status, style) = status_text(race);
    let status = Line::styled(
        panels::shorten(
            &status,
            usize::from(you.status.width),
            usize::from(you.status.width),
        ),
        style(look),
    );
    let status_row = Rect::new(you.status.x, you.status.bottom() - 1, you.status.width, 1);
    let hints = footer_hints()
        .into_iter()
        .filter(|(_, word, _)| ![text::FOOTER_NEW, text::FOOTER_STATS].contains(word))
        .collect();
    let footer = panels::fit_footer(look, you.footer.width, hints);
    let least = match at.rival {
        Some((rival, _, _)) if at.place == RivalPlace::Beside => rival.right() - you.board.x,
        _ => you.board.width,
    };
    panels::draw_band(
        look,
        vec![(status_row, status), (you.footer, footer)],
        least,
        buf,
    );
    overlay::draw_race_box(race, look, you, area, buf);
    if let Overlay::Help { page } = model.overlay() {
        overlay::draw_help(look, model.settings_file(), page, you, area, buf);
    }
}

/// The status line: a notice, else what autoplay does, else who leads at equal moves.
fn status_text(race: &Race) -> (String, fn(Look) -> ratatui::style::Style) {
    let model = race.player();
    if let Some(notice) = model.notice() {
        return (notice.to_string(), |l: Look| l.notice());
    }
    if model.solver().autoplay() {
        let words = text::autoplaying(model.solver().moves_per_second());
        return (words, |l: Look| l.notice());
    }
    let standing = race.standing();
    let mut line = text::race_lead(race.rival(), standing.lead(), standing.at);
    if race.rival_done() {
        line.push_str(text::rival_stopped(race.rival()));
    }
    (line, |l: Look| l.dim())
}

/// The lead as the panels write it: `+12`, `−40`, `0`.
fn lead_value(lead: i128, room: usize) -> String {
    let by = fit_number(u64::try_from(lead.unsigned_abs()).unwrap_or(u64::MAX), room);
    match lead.signum() {
        1 => format!("+{by}"),
        -1 => format!("−{by}"),
        _ => "0".to_string(),
    }
}

/// The header: the player's score (with its gain), the lead at equal moves and the
/// rival's score, as three boxed panels or one line.
fn draw_header(race: &Race, look: Look, at: &RaceGeometry, buf: &mut Buffer) {
    let model = race.player();
    let standing = race.standing();
    let rival = text::rival_label(race.rival());
    let gain = model.last_move().gain;
    let area = at.you.header;
    if at.you.header_kind == Header::Boxed {
        let width = (area.width.saturating_sub(2) / 3).min(16);
        let [_, a, b, c, _] = Split::horizontal([
            Constraint::Fill(1),
            Constraint::Length(width),
            Constraint::Length(width),
            Constraint::Length(width),
            Constraint::Fill(1),
        ])
        .spacing(1)
        .areas(area);
        // Each score above its board, where the boards are side by side and far enough apart.
        let over = |board: Rect| {
            let x = (board.x + board.width / 2).saturating_sub(width / 2);
            Rect::new(x.max(area.x), area.y, width, area.height)
        };
        let (a, c) = match at.rival {
            Some((rival, _, _)) if at.you.board.width >= 2 * width + 2 => {
                (over(at.you.board), over(rival))
            }
            _ => (a, c),
        };
        let room = usize::from(width);
        let panels = [
            (
                text::YOU,
                fit_number(model.game().score(), room),
                gain.map(|g| format!("+{}", fit_number(g, 7)))
                    .unwrap_or_default(),
            ),
            (
                text::LEAD,
                lead_value(standing.lead(), room.saturating_sub(1)),
                format!("{} {}", text::MOVE, standing.at),
            ),
            (
                rival,
                fit_number(race.rival_game().score(), room),
                String::new(),
            ),
        ];
        for ((label, value, under), rect) in panels.into_iter().zip([a, b, c]) {
            let lines = vec![
                Line::styled(label, look.panel()),
                Line::styled(value, look.panel_value()),
                Line::styled(under, look.gain()),
            ];
            Paragraph::new(lines)
                .style(look.panel())
                .alignment(Alignment::Center)
                .render(rect, buf);
        }
        return;
    }
    // One line: the roomiest form that fits.
    let line = [(7, 2, true), (7, 1, true), (4, 1, true), (4, 1, false)]
        .into_iter()
        .map(|(digits, gap, padded)| {
            line_header(
                race,
                look,
                rival,
                (digits, gap, padded),
                at.place == RivalPlace::Line,
            )
        })
        .find(|l| l.width() <= usize::from(area.width))
        .unwrap_or_else(|| line_header(race, look, rival, (4, 1, false), false));
    Paragraph::new(line)
        .alignment(Alignment::Center)
        .render(area, buf);
}

/// The one-line header in a form: `digits` a number at most, panels `gap` apart, labels
/// padded or not; `moves` adds the rival's moves where its board is not shown.
fn line_header(
    race: &Race,
    look: Look,
    rival: &'static str,
    (digits, gap, padded): (usize, usize, bool),
    moves: bool,
) -> Line<'static> {
    let pad = if padded { " " } else { "" };
    let standing = race.standing();
    let panels = [
        (text::YOU, fit_number(race.player().game().score(), digits)),
        (text::LEAD, lead_value(standing.lead(), digits)),
        (rival, fit_number(race.rival_game().score(), digits)),
    ];
    let mut spans = Vec::new();
    for (i, (label, value)) in panels.into_iter().enumerate() {
        if i > 0 {
            spans.push(Span::styled(" ".repeat(gap), look.text()));
        }
        spans.push(Span::styled(format!("{pad}{label} "), look.panel()));
        spans.push(Span::styled(value, look.panel_value()));
        spans.push(Span::styled(pad, look.panel()));
    }
    if moves {
        let extra = format!(" {} {}", text::MOVE, race.rival_moves());
        spans.push(Span::styled(extra, look.dim()));
    }
    Line::from(spans)
}

/// The buttons of the race's box on a screen of `area`, with what each does.
pub fn race_buttons(race: &Race, area: Rect) -> Vec<(Rect, Action)> {
    let n = race.player().game().board().size();
    match race_geometry(area, n) {
        Some(at) => overlay::race_box_buttons(race, &at.you, area),
        None => Vec::new(),
    }
}
