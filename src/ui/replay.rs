//! The replay screen: the board as it stood after a move of a recorded game, the move's
//! number and score, the move and the solver's word on it, and the keys.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::board::BoardView;
use super::layout::geometry;
use super::look::Look;
use super::number::fit_number;
use super::panels;
use crate::app::Replay;
use crate::app::keymap::replay_footer;
use crate::app::text;

/// Draws the replay screen.
pub fn view_replay(replay: &Replay, look: Look, frame: &mut Frame) {
    let area = frame.area();
    draw_replay(replay, look, area, frame.buffer_mut());
}

/// Draws the replay screen into a buffer.
pub fn draw_replay(replay: &Replay, look: Look, area: Rect, buf: &mut Buffer) {
    let game = replay.shown();
    let n = game.board().size();
    let Some(at) = geometry(area, n) else {
        super::draw_too_small(n, look, area, buf);
        return;
    };
    // Above the board: what is shown, and where in the game.
    let mut title = text::replay_title(n);
    if replay.record().assisted() {
        title.push_str(text::REPLAY_ASSISTED);
    }
    let values = Line::from(vec![
        Span::styled(format!(" {} ", text::MOVE), look.panel()),
        Span::styled(
            format!(
                "{} / {} ",
                fit_number(replay.at() as u64, 7),
                fit_number(replay.moves() as u64, 7)
            ),
            look.panel_value(),
        ),
        Span::styled("  ", look.text()),
        Span::styled(format!(" {} ", text::SCORE), look.panel()),
        Span::styled(
            format!("{} ", fit_number(game.score(), 7)),
            look.panel_value(),
        ),
    ]);
    // The title above the values where there is room, on a band of the board's colour.
    let header = at.header;
    let row = |y: u16| Rect::new(header.x, y, header.width, 1);
    let values_at = if header.height >= 2 {
        panels::draw_band(
            look,
            vec![(row(header.y), Line::styled(title, look.dim()))],
            0,
            buf,
        );
        header.y + 1
    } else {
        header.y
    };
    Paragraph::new(values)
        .alignment(Alignment::Center)
        .render(row(values_at), buf);
    BoardView {
        board: game.board(),
        look,
        tile_w: at.tile_w,
        tile_h: at.tile_h,
        animation: None,
    }
    .render(at.board, buf);
    let status = Line::styled(status(replay), look.notice());
    let mut footer = Vec::new();
    for (keys, what) in replay_footer() {
        if !footer.is_empty() {
            footer.push(Span::styled(text::FOOTER_GAP, look.dim()));
        }
        footer.push(Span::styled(keys, look.key()));
        footer.push(Span::styled(format!(" {what}"), look.dim()));
    }
    let lines = vec![
        (last_row(at.status), status),
        (at.footer, Line::from(footer)),
    ];
    panels::draw_band(look, lines, at.board.width, buf);
}

/// The status line: the move that led here and the solver's word on it, the review's
/// progress, and the pace while playing.
fn status(replay: &Replay) -> String {
    if let Some(notice) = replay.notice() {
        return notice.to_string();
    }
    let mut line = match replay.last_move() {
        None => text::REPLAY_START.to_string(),
        Some((n, dir)) => text::replay_move(n, dir.arrow(), dir),
    };
    if replay.last_move().is_some() {
        match (replay.verdict(), replay.reviewing()) {
            (Some(v), _) if v.best == replay.record().moves()[replay.at() - 1] => {
                line.push_str(&text::replay_grade(v.grade, None));
            }
            (Some(v), _) => {
                let best = (v.best.arrow(), v.best.to_string());
                line.push_str(&text::replay_grade(v.grade, Some(best)));
            }
            (None, Some((done, total))) if total > 0 => {
                line.push_str(&text::replay_reviewing(done * 100 / total));
            }
            (None, _) => {}
        }
    }
    if replay.playing() {
        line.push_str(&text::replay_playing(replay.moves_per_second()));
    }
    line
}

fn last_row(area: Rect) -> Rect {
    Rect::new(
        area.x,
        area.bottom().saturating_sub(1),
        area.width,
        area.height.min(1),
    )
}
