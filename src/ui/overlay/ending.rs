//! The box of the game's end when it waits on the player: the win (keep going or start
//! anew) and game over (start anew or undo). Every tile stays in sight and readable, the
//! board washed in the box's colour: the box goes beside the board (which moves aside for
//! it) or below it, never over a tile; where there is no room for one, the board stays
//! whole and the box's words take the status line and its buttons the footer. The box
//! says the score, the largest tile and whether the score is a new best, once, and offers
//! its choices as buttons with their keys; where there is room the score is written in
//! big digits.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use super::super::colour::Rgb;
use super::super::digits::Glyphs;
use super::super::layout::{Geometry, geometry};
use super::super::look::Look;
use super::super::panels;
use super::super::width::{cells, line_cells};
use crate::app::keymap::{Action, binding, key_name};
use crate::app::{Model, Overlay};
use crate::game::{Origin, Status};

/// How far the board is washed toward the box's colour.
pub(super) const WASH: f32 = 0.55;

/// Cells between the board and a box beside it.
pub(super) const GAP: u16 = 2;

/// A piece of a row of the box: its text, whether it is strong, and the action of the
/// button it is, if it is one.
pub(super) type Piece = (String, bool, Option<Action>);

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
    line: String,
    footer: Vec<Piece>,
}

/// The first key of an action, e.g. `Enter`.
pub(super) fn key_of(action: Action) -> String {
    key_name(binding(action).keys[0])
}

fn plain(text: impl Into<String>) -> Vec<Piece> {
    vec![(text.into(), false, None)]
}

fn strong(text: impl Into<String>) -> Vec<Piece> {
    vec![(text.into(), true, None)]
}

/// The width of a row in terminal cells.
pub(super) fn width(row: &[Piece]) -> u16 {
    row.iter().map(|(t, _, _)| cells(t)).sum::<usize>() as u16
}

/// The title, the choices, and the facts of the box, when the game waits on the player.
fn choices(model: &Model) -> Option<(&'static str, Vec<Action>)> {
    let t = model.texts();
    match model.game().status() {
        Status::Won => Some((t.you_win(), vec![Action::KeepGoing, Action::Restart])),
        // Undo and replay are offered only when there is something to undo or replay.
        Status::Over => Some((
            t.game_over(),
            [Action::Restart, Action::Replay, Action::Undo]
                .into_iter()
                .filter(|&a| match a {
                    Action::Undo => !model.session().undo_stack().is_empty(),
                    Action::Replay => !model.session().record().moves().is_empty(),
                    _ => true,
                })
                .collect(),
        )),
        Status::Playing | Status::KeepPlaying => None,
    }
}

/// The words of a button: a new game after a game over is another try.
fn words(model: &Model, action: Action, status: Status) -> &'static str {
    let t = model.texts();
    match action {
        Action::KeepGoing => t.button_keep_going(),
        Action::Restart if status == Status::Over => t.button_try_again(),
        Action::Restart => t.button_new_game(),
        Action::Undo => t.button_undo(),
        Action::Replay => t.button_replay(),
        _ => "",
    }
}

/// A button: its words and its key.
fn button(model: &Model, action: Action, status: Status) -> String {
    format!("[ {}  {} ]", words(model, action, status), key_of(action))
}

/// A button where room is short.
fn button_close(model: &Model, action: Action, status: Status) -> String {
    format!("[{} {}]", words(model, action, status), key_of(action))
}

/// What the box says of the game's end: the largest tile, and whether the score is a new
/// best (the player's own games), or that the game was assisted.
fn best_words(model: &Model) -> String {
    let t = model.texts();
    let score = model.game().score();
    if model.game().assisted() {
        t.assisted_best(model.best_score())
    } else if score > 0 && score >= model.best_score() {
        t.new_best().to_string()
    } else {
        t.best_is(model.best_score())
    }
}

/// The daily game's streaks as they stand on its day, for a daily game.
fn streak_words(model: &Model) -> Option<String> {
    let Origin::Daily(day) = model.session().record().origin() else {
        return None;
    };
    let (finished, won) = model.scores().stats.daily.on(*day);
    Some(model.texts().daily_streak(finished, won))
}

/// The buttons side by side, `gap` apart.
pub(super) fn in_a_row(buttons: &[(String, Action)], gap: usize) -> Vec<Piece> {
    buttons
        .iter()
        .enumerate()
        .flat_map(|(i, (b, a))| {
            let gap = (i > 0).then(|| (" ".repeat(gap), false, None));
            gap.into_iter().chain([(b.clone(), true, Some(*a))])
        })
        .collect()
}

/// The forms of the box, the roomiest first: big digits with the buttons side by side,
/// then stacked; the facts on a line with the buttons side by side; each fact and each
/// button on a line of its own.
fn forms(model: &Model, actions: &[Action]) -> Vec<Vec<Vec<Piece>>> {
    let t = model.texts();
    let score = model.game().score();
    let tile = t.largest_tile(model.game().board().max_tile());
    let best = best_words(model);
    let status = model.game().status();
    let buttons: Vec<(String, Action)> = actions
        .iter()
        .map(|&a| (button(model, a, status), a))
        .collect();
    let side_by_side = in_a_row(&buttons, 3);
    let stacked: Vec<Vec<Piece>> = buttons
        .iter()
        .map(|(b, a)| vec![(b.clone(), true, Some(*a))])
        .collect();
    let streak: Vec<Vec<Piece>> = streak_words(model).into_iter().map(plain).collect();
    let mut forms = Vec::new();
    if let Some(big) = Glyphs::Big.render(&score.to_string()) {
        let mut head = vec![plain(t.score_word())];
        head.extend(big.into_iter().map(strong));
        head.push(plain(""));
        let mut wide = head.clone();
        wide.push(plain(t.facts(&tile, &best)));
        wide.extend(streak.iter().cloned());
        wide.push(plain(""));
        wide.push(side_by_side.clone());
        forms.push(wide);
        let mut tall = head;
        tall.extend([plain(tile.clone()), plain(best.clone())]);
        tall.extend(streak.iter().cloned());
        tall.push(plain(""));
        tall.extend(stacked.iter().cloned());
        forms.push(tall);
    }
    let mut roomy = vec![strong(t.score_is(score)), plain(t.facts(&tile, &best))];
    roomy.extend(streak.iter().cloned());
    roomy.push(side_by_side);
    forms.push(roomy);
    let mut narrow = vec![strong(t.score_is(score)), plain(tile), plain(best)];
    narrow.extend(streak);
    narrow.extend(stacked);
    forms.push(narrow);
    forms
}

/// The size of the box that holds `rows` under `title`.
fn size(title: &str, rows: &[Vec<Piece>]) -> (u16, u16) {
    let w = rows.iter().map(|r| width(r)).max().unwrap_or(0) + 4;
    (w.max(cells(title) as u16 + 6), rows.len() as u16 + 2)
}

/// The screen with a box of `w`×`h` beside the board, the two centred together, and
/// where the box goes; `None` when it does not fit beside the board's rows.
fn beside(at: &Geometry, area: Rect, (w, h): (u16, u16)) -> Option<(Geometry, Rect)> {
    let total = at.board.width + GAP + w;
    if total > area.width || h > at.board.height {
        return None;
    }
    let left = area.x + (area.width - total) / 2;
    let moved = at.moved_left(at.board.x - left, area);
    let y = moved.board.y + (moved.board.height - h) / 2;
    let rect = Rect::new(moved.board.right() + GAP, y, w, h);
    Some((moved, rect))
}

/// The screen with a box of `w`×`h` under the board, the lines below moved down for it;
/// `None` when the screen has not the rows.
fn below(at: &Geometry, area: Rect, (w, h): (u16, u16)) -> Option<(Geometry, Rect)> {
    let above = at.header.y - area.y;
    let under = area.bottom() - at.footer.bottom();
    if w > area.width || h > above + under {
        return None;
    }
    // What is left free is shared above and below, as it was.
    let up = above - (above + under - h) / 2;
    let up = up.min(h);
    let moved = at.opened_below(up, h - up);
    let x = area.x + (area.width - w) / 2;
    Some((moved, Rect::new(x, moved.board.bottom(), w, h)))
}

/// The footer's buttons in the longest form that fits `room` cells with a cell free at
/// each end: framed words and keys, then closer, then (all of them rather than the free
/// cells) closer from end to end, then fewer (the last ones first: the status line and
/// the help say them).
fn footer_buttons(model: &Model, buttons: &[(Action, Status)], room: u16) -> Vec<Piece> {
    let framed: Vec<(String, Action)> = buttons
        .iter()
        .map(|&(a, s)| (button(model, a, s), a))
        .collect();
    let close: Vec<(String, Action)> = buttons
        .iter()
        .map(|&(a, s)| (button_close(model, a, s), a))
        .collect();
    fit_buttons(&framed, &close, room)
}

/// The buttons, `framed` (`[ Undo  u ]`) or `close` (`[Undo u]`), in the longest form that
/// fits `room` cells with a cell free at each end, as [`footer_buttons`] says.
pub(super) fn fit_buttons(
    framed: &[(String, Action)],
    close: &[(String, Action)],
    room: u16,
) -> Vec<Piece> {
    let inside = room.saturating_sub(2);
    let mut tries = vec![
        (in_a_row(framed, 3), inside),
        (in_a_row(close, 1), inside),
        (in_a_row(close, 1), room),
    ];
    for n in (1..close.len()).rev() {
        tries.push((in_a_row(&close[..n], 1), inside));
    }
    let last = tries.last().map(|t| t.0.clone()).unwrap_or_default();
    tries
        .into_iter()
        .find(|(row, room)| width(row) <= *room)
        .map_or(last, |t| t.0)
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
    let keyed: Vec<(Action, Status)> = actions.iter().map(|&a| (a, status)).collect();
    let mut ending = Ending {
        at,
        spot: Spot::Lines,
        title,
        rows: Vec::new(),
        line: facts,
        footer: footer_buttons(model, &keyed, at.footer.width),
    };
    for rows in forms(model, &actions).into_iter().filter(|_| !covered) {
        let wh = size(title, &rows);
        if let Some((moved, rect)) = beside(&at, area, wh).or_else(|| below(&at, area, wh)) {
            ending.at = moved;
            ending.spot = Spot::Boxed(rect);
            ending.rows = rows;
            break;
        }
    }
    Some(ending)
}

/// Where the screen's parts go for `model` on a screen of `area`: moved aside for the
/// box of the game's end while it is shown.
pub(crate) fn laid_out(model: &Model, area: Rect) -> Option<Geometry> {
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
pub(crate) fn draw_ending(model: &Model, look: Look, area: Rect, buf: &mut Buffer) {
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
        Spot::Boxed(rect) => draw_box(&e, rect, look, buf),
        Spot::Lines => draw_lines(model, &e, look, buf),
    }
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
    let mut rows = Vec::new();
    if model.notice().is_none() {
        let status = e.at.status;
        let room = usize::from(status.width) * usize::from(status.height);
        let words = panels::shorten(model.texts(), &e.line, room, usize::from(status.width));
        Clear.render(status, buf);
        let line = ratatui::text::Line::styled(words, look.notice());
        let lines = (line_cells(&line).div_ceil(usize::from(status.width.max(1))) as u16)
            .clamp(1, status.height);
        let rect = Rect::new(status.x, status.bottom() - lines, status.width, lines);
        rows.push((rect, line));
    }
    Clear.render(e.at.footer, buf);
    panels::draw_band(look, rows, e.at.board.width, buf);
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
pub(crate) fn buttons(model: &Model, area: Rect) -> Vec<(Rect, Action)> {
    let Some(e) = ending(model, area).filter(|_| model.overlay() == Overlay::None) else {
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
