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
    let lines = vec![
        (last_row(at.status), status),
        (at.footer, footer_line(look, at.footer.width)),
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

/// The footer: the replay's keys, as many as fit whole in `width` (with a cell each side):
/// the pace given up first, then the ends, play, step and play on; the way back never.
fn footer_line(look: Look, width: u16) -> Line<'static> {
    let all = replay_footer();
    let line = |shown: &[usize]| {
        let mut spans = Vec::new();
        for (i, (keys, what)) in all.iter().enumerate() {
            if !shown.contains(&i) {
                continue;
            }
            if !spans.is_empty() {
                spans.push(Span::styled(text::FOOTER_GAP, look.dim()));
            }
            spans.push(Span::styled(keys.clone(), look.key()));
            spans.push(Span::styled(format!(" {what}"), look.dim()));
        }
        Line::from(spans)
    };
    let mut shown: Vec<usize> = (0..all.len()).collect();
    let given_up = [
        text::REPLAY_FOOTER_PACE,
        text::REPLAY_FOOTER_ENDS,
        text::REPLAY_FOOTER_PLAY,
        text::REPLAY_FOOTER_STEP,
        text::REPLAY_FOOTER_PLAY_ON,
    ];
    let order = given_up
        .iter()
        .filter_map(|word| all.iter().position(|(_, w)| w == word));
    for drop in order {
        if line(&shown).width() + 2 <= usize::from(width) {
            break;
        }
        shown.retain(|&i| i != drop);
    }
    line(&shown)
}

fn last_row(area: Rect) -> Rect {
    Rect::new(
        area.x,
        area.bottom().saturating_sub(1),
        area.width,
        area.height.min(1),
    )
}
