//! The box over the board when the game waits on the player: the win (keep going or
//! start anew) and game over (start anew or undo). The board stays in sight, washed in
//! the box's colour; the box says the score, the largest tile and whether the score is a
//! new best, once, and offers its choices as buttons with their keys. On a large board
//! the score is written in big digits.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use super::super::colour::Rgb;
use super::super::digits::Glyphs;
use super::super::layout::{Geometry, geometry};
use super::super::look::Look;
use super::super::width::cells;
use super::{centred, snap};
use crate::app::Model;
use crate::app::keymap::{Action, binding, key_name};
use crate::game::Status;

/// How far the board is washed toward the box's colour.
const WASH: f32 = 0.55;

/// A piece of a row of the box: its text, whether it is strong, and the action of the
/// button it is, if it is one.
type Piece = (String, bool, Option<Action>);

/// The box: where it goes, its title and its rows (each row is centred).
struct Ending {
    rect: Rect,
    title: &'static str,
    rows: Vec<Vec<Piece>>,
}

/// The first key of an action, e.g. `Enter`.
fn key_of(action: Action) -> String {
    key_name(binding(action).keys[0])
}

fn plain(text: impl Into<String>) -> Vec<Piece> {
    vec![(text.into(), false, None)]
}

fn strong(text: impl Into<String>) -> Vec<Piece> {
    vec![(text.into(), true, None)]
}

fn width(row: &[Piece]) -> u16 {
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
fn button(model: &Model, action: Action, status: Status) -> String {
    let t = model.texts();
    let words = match action {
        Action::KeepGoing => t.button_keep_going(),
        Action::Restart if status == Status::Over => t.button_try_again(),
        Action::Restart => t.button_new_game(),
        Action::Undo => t.button_undo(),
        Action::Replay => t.button_replay(),
        _ => "",
    };
    format!("[ {words}  {} ]", key_of(action))
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

/// The box for `model` on a screen of `area` laid out as `at`: the roomiest rows that fit
/// the board (big digits first), wider than the board only when nothing else fits.
fn ending(model: &Model, at: &Geometry, area: Rect) -> Option<Ending> {
    let (title, actions) = choices(model)?;
    let t = model.texts();
    let score = model.game().score().to_string();
    let tile = t.largest_tile(model.game().board().max_tile());
    let best = best_words(model);
    let status = model.game().status();
    let buttons: Vec<String> = actions.iter().map(|&a| button(model, a, status)).collect();
    let side_by_side: Vec<Piece> = actions
        .iter()
        .zip(&buttons)
        .enumerate()
        .flat_map(|(i, (&a, b))| {
            let gap = (i > 0).then(|| ("   ".to_string(), false, None));
            gap.into_iter().chain([(b.clone(), true, Some(a))])
        })
        .collect();
    let stacked: Vec<Vec<Piece>> = actions
        .iter()
        .zip(&buttons)
        .map(|(&a, b)| vec![(b.clone(), true, Some(a))])
        .collect();

    let mut forms: Vec<Vec<Vec<Piece>>> = Vec::new();
    if let Some(big) = Glyphs::Big.render(&score) {
        let mut rows = vec![plain(t.score_word())];
        rows.extend(big.into_iter().map(strong));
        rows.extend([plain(""), plain(t.facts(&tile, &best)), plain("")]);
        rows.push(side_by_side.clone());
        forms.push(rows);
    }
    let facts = [
        strong(t.score_is(model.game().score())),
        plain(t.facts(&tile, &best)),
    ];
    let mut roomy = facts.to_vec();
    roomy.push(side_by_side);
    forms.push(roomy);
    let mut narrow = vec![
        strong(t.score_is(model.game().score())),
        plain(tile),
        plain(best),
    ];
    narrow.extend(stacked);
    forms.push(narrow);

    let size = |rows: &Vec<Vec<Piece>>| {
        let w = rows.iter().map(|r| width(r)).max().unwrap_or(0) + 4;
        (w.max(cells(title) as u16 + 6), rows.len() as u16 + 2)
    };
    // Best a box that leaves a row of tiles in sight above and below it; else one over
    // the whole board; else the smallest.
    let leaves_tiles = |rows: &Vec<Vec<Piece>>| {
        let (w, h) = size(rows);
        w <= at.board.width && h + 2 * (at.tile_h + 1) <= at.board.height
    };
    let fits = |rows: &Vec<Vec<Piece>>| {
        let (w, h) = size(rows);
        w <= at.board.width && h <= at.board.height
    };
    let chosen = forms
        .iter()
        .position(leaves_tiles)
        .or_else(|| forms.iter().position(fits));
    let rows = match chosen {
        Some(i) => forms.swap_remove(i),
        None => forms.pop().unwrap_or_default(),
    };
    let (w, h) = size(&rows);
    // Centred on the board; wider than it (then over the whole board) only when needed.
    let over = Rect::new(
        area.x + area.width.saturating_sub(w.max(at.board.width)) / 2,
        at.board.y,
        w.max(at.board.width).min(area.width),
        at.board.height,
    );
    let rect = snap(centred(w, h, over), at, area);
    Some(Ending { rect, title, rows })
}

/// Where each row of the box goes: its left end and its line.
fn placed(e: &Ending) -> impl Iterator<Item = (u16, u16, &Vec<Piece>)> {
    let inner = Block::bordered().inner(e.rect);
    let top = inner.y + inner.height.saturating_sub(e.rows.len() as u16) / 2;
    e.rows.iter().enumerate().filter_map(move |(i, row)| {
        let y = top + i as u16;
        (y < inner.bottom()).then(|| {
            let x = inner.x + inner.width.saturating_sub(width(row)) / 2;
            (x, y, row)
        })
    })
}

/// The win or game-over box, over the board washed in its colour, when the game waits on
/// the player.
pub fn draw_ending(model: &Model, look: Look, area: Rect, buf: &mut Buffer) {
    let Some(at) = geometry(area, model.game().board().size()) else {
        return;
    };
    let Some(e) = ending(model, &at, area) else {
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
    let board = at.board.intersection(buf.area);
    for y in board.top()..board.bottom() {
        for x in board.left()..board.right() {
            washer.wash(&mut buf[(x, y)]);
        }
    }
    super::clear_lines_beside(e.rect, &at, area, buf);
    Clear.render(e.rect, buf);
    Block::bordered()
        .border_type(BorderType::Rounded)
        .title(format!(" {} ", e.title))
        .title_alignment(ratatui::layout::Alignment::Center)
        .style(look.overlay())
        .render(e.rect, buf);
    let base = look.overlay();
    for (x, y, row) in placed(&e) {
        let mut x = x;
        for (text, bold, action) in row {
            let style = piece_style(base, *bold, action.is_some());
            let room = e.rect.right().saturating_sub(x + 1);
            buf.set_stringn(x, y, text, usize::from(room), style);
            x += cells(text) as u16;
        }
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

/// The buttons of the box over the board on a screen of `area`, with what each does.
pub fn buttons(model: &Model, area: Rect) -> Vec<(Rect, Action)> {
    let Some(at) = geometry(area, model.game().board().size()) else {
        return Vec::new();
    };
    let Some(e) = ending(model, &at, area) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for (x, y, row) in placed(&e) {
        let mut x = x;
        for (text, _, action) in row {
            let w = cells(text) as u16;
            if let Some(action) = action {
                found.push((Rect::new(x, y, w, 1).intersection(e.rect), *action));
            }
            x += w;
        }
    }
    found
}
