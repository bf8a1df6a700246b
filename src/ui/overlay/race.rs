//! The box over the player's board in a race when the game waits on the player: the win
//! (keep going or quit), the game over while the solver catches up, and the race's end
//! (who won, by how much and since when; undo or quit). The board stays in sight,
//! washed in the box's colour, as the game's own boxes leave it.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Modifier;
use ratatui::widgets::{Block, BorderType, Clear, Widget};
use unicode_width::UnicodeWidthStr;

use super::super::layout::Geometry;
use super::super::look::Look;
use super::{centred, clear_lines_beside, snap};
use crate::app::keymap::{Action, binding, key_name};
use crate::app::{Race, text};
use crate::game::Status;

/// How far the board is washed toward the box's colour.
const WASH: f32 = 0.55;

/// The box: its title, its lines, and its buttons with what each does.
struct RaceBox {
    title: String,
    lines: Vec<String>,
    buttons: Vec<(String, Action)>,
}

fn button(words: &str, action: Action) -> (String, Action) {
    let key = key_name(binding(action).keys[0]);
    (format!("[ {words}  {key} ]"), action)
}

/// The box for the race as it stands, when the player's game waits.
fn race_box(race: &Race) -> Option<RaceBox> {
    let standing = race.standing();
    let rival = race.rival();
    let quit = button(text::BUTTON_QUIT, Action::Quit);
    let undo = button(text::BUTTON_UNDO, Action::Undo);
    match race.player().game().status() {
        Status::Won => Some(RaceBox {
            title: text::YOU_WIN.to_string(),
            lines: vec![text::race_lead(rival, standing.lead(), standing.at)],
            buttons: vec![button(text::BUTTON_KEEP_GOING, Action::KeepGoing), quit],
        }),
        Status::Over if race.rival_behind() => Some(RaceBox {
            title: text::GAME_OVER.to_string(),
            lines: vec![text::race_waiting(race.rival_moves(), race.moves())],
            buttons: vec![undo, quit],
        }),
        Status::Over => Some(RaceBox {
            title: text::race_winner(rival, standing.lead()).to_string(),
            lines: vec![
                text::race_scores(standing.mine, standing.theirs, standing.at),
                text::race_margin(standing.lead(), standing.ahead_from),
            ],
            buttons: vec![undo, quit],
        }),
        Status::Playing | Status::KeepPlaying => None,
    }
}

/// Where the box goes and where each of its rows goes: (x, y, text, button's action).
type Placed = (Rect, Vec<(u16, u16, String, Option<Action>)>);

/// The box placed over the player's board (wider than it only when its words need it),
/// its buttons side by side when they fit, else one above the other.
fn place(b: &RaceBox, at: &Geometry, area: Rect) -> Placed {
    let gap = "   ";
    let side: u16 = b.buttons.iter().map(|(t, _)| t.width() as u16).sum::<u16>()
        + gap.width() as u16 * b.buttons.len().saturating_sub(1) as u16;
    let widest_line = b.lines.iter().map(|l| l.width() as u16).max().unwrap_or(0);
    let title_w = b.title.width() as u16 + 6;
    let beside = side.max(widest_line) + 4 <= at.board.width.max(title_w);
    let button_rows = if beside { 1 } else { b.buttons.len() as u16 };
    let button_w = if beside {
        side
    } else {
        b.buttons
            .iter()
            .map(|(t, _)| t.width() as u16)
            .max()
            .unwrap_or(0)
    };
    let w = (widest_line.max(button_w) + 4).max(title_w);
    // A blank row between the words and the buttons where the board has room for it.
    let blank = u16::from(b.lines.len() as u16 + button_rows + 3 <= at.board.height);
    let h = b.lines.len() as u16 + blank + button_rows + 2;
    let over = Rect::new(
        area.x + area.width.saturating_sub(w.max(at.board.width)) / 2,
        at.board.y,
        w.max(at.board.width).min(area.width),
        at.board.height,
    );
    let over = if w > at.board.width { over } else { at.board };
    let rect = snap(centred(w, h, over), at, area);
    let inner = Block::bordered().inner(rect);
    let rows = b.lines.len() as u16 + blank + button_rows;
    let top = inner.y + inner.height.saturating_sub(rows) / 2;
    let mut placed = Vec::new();
    let mid = |w: u16| inner.x + inner.width.saturating_sub(w) / 2;
    for (i, line) in b.lines.iter().enumerate() {
        placed.push((mid(line.width() as u16), top + i as u16, line.clone(), None));
    }
    let y = top + b.lines.len() as u16 + blank;
    if beside {
        let mut x = mid(side);
        for (i, (t, action)) in b.buttons.iter().enumerate() {
            if i > 0 {
                x += gap.width() as u16;
            }
            placed.push((x, y, t.clone(), Some(*action)));
            x += t.width() as u16;
        }
    } else {
        for (i, (t, action)) in b.buttons.iter().enumerate() {
            placed.push((
                mid(t.width() as u16),
                y + i as u16,
                t.clone(),
                Some(*action),
            ));
        }
    }
    let placed = placed
        .into_iter()
        .filter(|(_, y, _, _)| *y < inner.bottom())
        .collect();
    (rect, placed)
}

/// The race's box over the player's board (laid out as `at`), when the game waits on the
/// player.
pub fn draw_race_box(race: &Race, look: Look, at: &Geometry, area: Rect, buf: &mut Buffer) {
    let Some(b) = race_box(race) else {
        return;
    };
    let washer = look.washer(look.palette.overlay_bg, WASH);
    let board = at.board.intersection(buf.area);
    for y in board.top()..board.bottom() {
        for x in board.left()..board.right() {
            washer.wash(&mut buf[(x, y)]);
        }
    }
    let (rect, rows) = place(&b, at, area);
    clear_lines_beside(rect, at, area, buf);
    Clear.render(rect, buf);
    Block::bordered()
        .border_type(BorderType::Rounded)
        .title(format!(" {} ", b.title))
        .title_alignment(Alignment::Center)
        .style(look.overlay())
        .render(rect, buf);
    for (x, y, t, action) in rows {
        let style = match action {
            Some(_) => look
                .overlay()
                .add_modifier(Modifier::BOLD | Modifier::REVERSED),
            None => look.overlay(),
        };
        let room = rect.right().saturating_sub(x + 1);
        buf.set_stringn(x, y, &t, usize::from(room), style);
    }
}

/// The buttons of the race's box, with what each does.
pub fn race_box_buttons(race: &Race, at: &Geometry, area: Rect) -> Vec<(Rect, Action)> {
    let Some(b) = race_box(race) else {
        return Vec::new();
    };
    let (rect, rows) = place(&b, at, area);
    rows.into_iter()
        .filter_map(|(x, y, t, action)| {
            Some((
                Rect::new(x, y, t.width() as u16, 1).intersection(rect),
                action?,
            ))
        })
        .collect()
}
