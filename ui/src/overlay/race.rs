//! The race's box when the player's game waits on the player: the win (keep going or
//! quit), the game over while the solver catches up, and the race's end (who won, by how
//! much and since when; undo or quit). As the game's own box, it never lies over a tile
//! and nothing jumps when it comes: the race is played with free rows kept under it where
//! the screen has them, and the box goes beside the boards or below them, which stay
//! where they are (the lines under them moving down); where neither fits, its words take
//! the status line and its buttons the footer. The player's board is washed in the box's
//! colour.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use super::super::layout::{RaceGeometry, RivalPlace, race_geometry};
use super::super::look::Look;
use super::super::panels;
use super::super::width::{broken, cells, wrap};
use super::ending::{
    GAP, Piece, WASH, draw_footer_buttons, draw_pieces, fit_buttons, in_a_row, in_frame, placed,
    spots, width,
};
use tui2048_app::keymap::Action;
use tui2048_app::{Overlay, Race};
use tui2048_engine::game::Status;

/// Where the box's words go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spot {
    /// A box beside or below the boards, at this rectangle.
    Boxed(Rect),
    /// No room for a box: the words take the status line, the buttons the footer.
    Lines,
}

/// The race's box as shown: the screen laid out around it, its place, its title and rows,
/// and the status line's and the footer's in place of a box.
struct Ending {
    at: RaceGeometry,
    spot: Spot,
    title: &'static str,
    rows: Vec<Vec<Piece>>,
    /// The status line's words, and their shortest form.
    line: String,
    short: String,
    footer: Vec<Piece>,
}

/// The box's title, its lines and its buttons, when the player's game waits.
fn contents(race: &Race) -> Option<(&'static str, Vec<String>, Vec<Action>)> {
    let t = race.player().texts();
    let standing = race.standing();
    let rival = race.rival();
    let undo = !race.player().session().undo_stack().is_empty();
    let over = [Action::Undo, Action::Quit]
        .into_iter()
        .filter(|&a| a != Action::Undo || undo)
        .collect();
    match race.player().game().status() {
        Status::Won => Some((
            t.you_win(),
            vec![t.race_lead_line(rival, standing.lead(), standing.at)],
            vec![Action::KeepGoing, Action::Quit],
        )),
        Status::Over if race.rival_behind() => Some((
            t.game_over(),
            vec![t.race_waiting(race.rival_moves(), race.moves())],
            over,
        )),
        Status::Over => Some((
            t.race_winner(rival, standing.lead()),
            [
                t.race_scores(standing.mine, standing.theirs, standing.at),
                t.race_margin(standing.lead(), standing.ahead_from),
            ]
            .into_iter()
            .chain(race.assisted().then(|| t.race_assisted().to_string()))
            .collect(),
            over,
        )),
        Status::Playing | Status::KeepPlaying => None,
    }
}

/// A button's words.
fn words(race: &Race, action: Action) -> &'static str {
    let t = race.player().texts();
    match action {
        Action::KeepGoing => t.button_keep_going(),
        Action::Undo => t.button_undo(),
        Action::Quit => t.button_quit(),
        _ => "",
    }
}

/// The forms of the box, the roomiest first: a blank row between the words and the
/// buttons side by side; then without it; then each button on a row of its own.
fn forms(race: &Race, lines: &[String], actions: &[Action]) -> Vec<Vec<Vec<Piece>>> {
    let keys = race.player().keymap();
    let framed: Vec<(String, Action)> = actions
        .iter()
        .map(|&a| (in_frame(words(race, a), &keys.first_name(a), false), a))
        .collect();
    let said: Vec<Vec<Piece>> = lines
        .iter()
        .map(|l| vec![(l.clone(), false, None)])
        .collect();
    let side_by_side = in_a_row(&framed, 3);
    let mut roomy = said.clone();
    roomy.push(Vec::new());
    roomy.push(side_by_side.clone());
    let mut close = said.clone();
    close.push(side_by_side);
    let mut stacked = said;
    stacked.extend(framed.into_iter().map(|(b, a)| vec![(b, true, Some(a))]));
    vec![roomy, close, stacked]
}

/// The size of the box that holds `rows` under `title`.
fn size(title: &str, rows: &[Vec<Piece>]) -> (u16, u16) {
    let w = rows.iter().map(|r| width(r)).max().unwrap_or(0) + 4;
    (w.max(cells(title) as u16 + 6), rows.len() as u16 + 2)
}

/// The rectangle the boards (and the rival's label beside its mini-board) take.
fn boards(at: &RaceGeometry) -> Rect {
    let mut all = at.you.board;
    if let Some((rival, _, _)) = at.rival {
        all = all.union(rival);
    }
    match at.label {
        Some(label) if at.place == RivalPlace::Mini && label.width < at.you.status.width => {
            all.union(label)
        }
        _ => all,
    }
}

/// Rows kept free under the footer while the race is played, where the screen has them,
/// for the race's box to come below the boards with nothing moving but the lines under
/// them.
const BOX_ROWS: u16 = 6;

/// Cells at least between the race's box and the screen's edge.
const MARGIN: u16 = 1;

/// Cells kept free beside the boards for the race's box, where rows under them are not.
const BOX_COLUMNS: u16 = 34;

/// The race laid out as it is played, and as it stays when its box comes: where the
/// screen has [`BOX_ROWS`] rows to spare, moved up to leave them free under the footer;
/// where it has not, nor [`BOX_COLUMNS`] beside the boards, laid out in the rows left
/// over (a size smaller) when the rival keeps its place there; else as it is.
fn resting(area: Rect, n: usize) -> Option<RaceGeometry> {
    let at = race_geometry(area, n)?;
    let above = at.you.header.y.saturating_sub(area.y);
    let under = area.bottom().saturating_sub(at.you.footer.bottom());
    let block = boards(&at);
    let side = area
        .right()
        .saturating_sub(block.right())
        .max(block.x.saturating_sub(area.x));
    if above + under < BOX_ROWS && side < BOX_COLUMNS + GAP + MARGIN {
        let rows = Rect::new(
            area.x,
            area.y,
            area.width,
            area.height.saturating_sub(BOX_ROWS),
        );
        if let Some(smaller) = race_geometry(rows, n).filter(|s| s.place == at.place) {
            return Some(smaller);
        }
    }
    Some(raised(at, above.min(BOX_ROWS.saturating_sub(under))))
}

/// The race `up` rows higher.
fn raised(mut at: RaceGeometry, up: u16) -> RaceGeometry {
    let you = &mut at.you;
    for rect in [
        &mut you.header,
        &mut you.board,
        &mut you.status,
        &mut you.footer,
    ] {
        rect.y -= up;
    }
    if let Some((rival, _, _)) = &mut at.rival {
        rival.y -= up;
    }
    if let Some(label) = &mut at.label {
        label.y -= up;
    }
    at
}

/// Where a box of `w`×`h` goes beside the boards, which stay where they are: on their
/// right, else on their left, two cells from them and a margin from the screen's edge;
/// `None` when it fits on neither side.
fn beside(at: &RaceGeometry, area: Rect, (w, h): (u16, u16)) -> Option<(RaceGeometry, Rect)> {
    let block = boards(at);
    if h > block.height {
        return None;
    }
    let y = block.y + (block.height - h) / 2;
    let x = if block.right() + GAP + w + MARGIN <= area.right() {
        block.right() + GAP
    } else if area.x + MARGIN + w + GAP <= block.x {
        block.x - GAP - w
    } else {
        return None;
    };
    Some((*at, Rect::new(x, y, w, h)))
}

/// The race with a box of `w`×`h` below its boards, which stay where they are, the lines
/// under them moved down into the free rows at the screen's foot; `None` when there are
/// not enough.
fn below(at: &RaceGeometry, area: Rect, (w, h): (u16, u16)) -> Option<(RaceGeometry, Rect)> {
    let under = area.bottom().saturating_sub(at.you.footer.bottom());
    if w + 2 * MARGIN > area.width || h > under {
        return None;
    }
    let mut moved = *at;
    let bottom = boards(at).bottom().max(at.label.map_or(0, |l| l.bottom()));
    moved.you.status.y += h;
    moved.you.footer.y += h;
    Some((
        moved,
        Rect::new(area.x + (area.width - w) / 2, bottom, w, h),
    ))
}

/// The race's box on a screen of `area`: of the forms and places that fit, the one that
/// keeps the player's tiles largest (beside before below, the roomier form first), else
/// the status line and the footer.
fn ending(race: &Race, area: Rect) -> Option<Ending> {
    let (title, lines, actions) = contents(race)?;
    let n = race.player().game().board().size();
    let at = resting(area, n)?;
    let t = race.player().texts();
    let keys = race.player().keymap();
    let close: Vec<(String, Action)> = actions
        .iter()
        .map(|&a| (in_frame(words(race, a), &keys.first_name(a), true), a))
        .collect();
    let framed: Vec<(String, Action)> = actions
        .iter()
        .map(|&a| (in_frame(words(race, a), &keys.first_name(a), false), a))
        .collect();
    let mut ending = Ending {
        at,
        spot: Spot::Lines,
        title,
        line: t.race_end_line(title, &lines),
        short: match race.player().game().status() {
            Status::Over if !race.rival_behind() => {
                let s = race.standing();
                t.race_end_short(title, s.mine, s.theirs)
            }
            _ => title.to_string(),
        },
        footer: fit_buttons(&framed, &close, at.you.footer.width),
        rows: Vec::new(),
    };
    // The help is read over the washed board where it always is.
    if race.player().overlay() != Overlay::None {
        return Some(ending);
    }
    let found = forms(race, &lines, &actions).into_iter().find_map(|rows| {
        let wh = size(title, &rows);
        let placed = beside(&at, area, wh).or_else(|| below(&at, area, wh));
        placed.map(|(at, rect)| (at, rect, rows))
    });
    if let Some((at, rect, rows)) = found {
        ending.at = at;
        ending.spot = Spot::Boxed(rect);
        ending.rows = rows;
    }
    Some(ending)
}

/// Where the race screen's parts go on a screen of `area`: laid out around the race's box
/// while it is shown.
pub fn race_laid_out(race: &Race, area: Rect) -> Option<RaceGeometry> {
    let Some(e) = ending(race, area) else {
        return resting(area, race.player().game().board().size());
    };
    let mut at = e.at;
    if e.spot != Spot::Lines && race.over() && race.player().notice().is_none() {
        share_rows(&mut at, &race.share_line(), area);
    }
    Some(at)
}

/// At the race's end, where the line to share needs more rows than the status line has
/// and the rows below the footer are free: the status line down to the screen's last row
/// but one, the footer on the last.
fn share_rows(at: &mut RaceGeometry, share: &str, area: Rect) {
    let (status, footer) = (&mut at.you.status, &mut at.you.footer);
    let needs = wrap(share, usize::from(status.width)).len() as u16;
    if needs <= status.height || footer.bottom() >= area.bottom() {
        return;
    }
    let last = area.bottom() - 1;
    status.height = last - status.y;
    footer.y = last;
}

/// Whether the race's box takes the status line (there is no room for it as a box).
pub fn race_box_in_lines(race: &Race, area: Rect) -> bool {
    ending(race, area).is_some_and(|e| e.spot == Spot::Lines)
}

/// The race's box beside or below the boards, the player's board washed in its colour, or
/// its words on the status line and its buttons on the footer, when the game waits on the
/// player.
pub fn draw_race_box(race: &Race, look: Look, area: Rect, buf: &mut Buffer) {
    let Some(e) = ending(race, area) else {
        return;
    };
    let washer = look.washer(look.palette.overlay_bg, WASH);
    let board = e.at.you.board.intersection(buf.area);
    for y in board.top()..board.bottom() {
        for x in board.left()..board.right() {
            washer.wash(&mut buf[(x, y)]);
        }
    }
    if race.player().overlay() != Overlay::None {
        return;
    }
    match e.spot {
        Spot::Boxed(rect) => {
            Clear.render(rect, buf);
            Block::bordered()
                .border_type(BorderType::Rounded)
                .title(format!(" {} ", e.title))
                .title_alignment(Alignment::Center)
                .style(look.overlay())
                .render(rect, buf);
            let base = look.overlay();
            for (x, y, row) in placed(rect, &e.rows) {
                let right = rect.right().saturating_sub(1);
                draw_pieces(row, (x, y), right, [base, base], buf);
            }
        }
        Spot::Lines => draw_lines(race, &e, look, buf),
    }
}

/// The words on the status line (unless a notice is there) and the buttons on the
/// footer.
fn draw_lines(race: &Race, e: &Ending, look: Look, buf: &mut Buffer) {
    let model = race.player();
    let mut rows = Vec::new();
    if model.notice().is_none() {
        let status = e.at.you.status;
        let width = usize::from(status.width);
        let room = width * usize::from(status.height);
        let rows_of = |words: &str| wrap(words, width).len() * width;
        let words = [&e.line, &e.short]
            .into_iter()
            .find(|words| rows_of(words) <= room)
            .cloned()
            .unwrap_or_else(|| panels::shorten(model.texts(), &e.line, room, width));
        Clear.render(status, buf);
        let lines = (broken(&words, width, usize::from(status.height)).len() as u16)
            .clamp(1, status.height);
        let line = Line::styled(words, look.notice());
        let rect = Rect::new(status.x, status.bottom() - lines, status.width, lines);
        rows.push((rect, line));
    }
    let footer = e.at.you.footer;
    Clear.render(footer, buf);
    panels::draw_band(look, rows, e.at.you.board.width, buf);
    draw_footer_buttons(
        &e.footer,
        footer,
        e.at.you.board.width,
        placed_footer(e),
        look,
        buf,
    );
}

/// Where the footer's row of buttons goes: its left end and its row.
fn placed_footer(e: &Ending) -> (u16, u16) {
    let f = e.at.you.footer;
    (f.x + f.width.saturating_sub(width(&e.footer)) / 2, f.y)
}

/// The buttons of the race's box on a screen of `area`, with what each does: in its box,
/// or on the footer.
pub fn race_box_buttons(race: &Race, area: Rect) -> Vec<(Rect, Action)> {
    let Some(e) = ending(race, area).filter(|_| race.player().overlay() == Overlay::None) else {
        return Vec::new();
    };
    let (rows, clip) = match e.spot {
        Spot::Boxed(rect) => (
            placed(rect, &e.rows)
                .map(|(x, y, row)| (x, y, row.clone()))
                .collect::<Vec<_>>(),
            rect,
        ),
        Spot::Lines => {
            let (x, y) = placed_footer(&e);
            (vec![(x, y, e.footer.clone())], e.at.you.footer)
        }
    };
    spots(rows, clip)
}
