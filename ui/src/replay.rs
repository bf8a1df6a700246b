//! The replay screen: the board as it stood after a move of a recorded game, the move's
//! number and score, the move and the solver's word on it, and the keys.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::board::BoardView;
use super::layout::geometry;
use super::look::Look;
use super::number::fit_number;
use super::panels;
use super::width::{cells, draw_centred};
use tui2048_app::Replay;
use tui2048_app::keymap::replay_footer;
use tui2048_app::text::shown;
use tui2048_engine::game::Grade;

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
        super::draw_too_small(replay.texts(), n, look, area, buf);
        return;
    };
    // Above the board: what is shown, and where in the game.
    let t = replay.texts();
    let title = t.replay_title(n, replay.record().assisted());
    let values = Line::from(vec![
        Span::styled(format!(" {} ", t.move_label()), look.panel()),
        Span::styled(
            format!(
                "{} / {} ",
                fit_number(replay.at() as u64, 7),
                fit_number(replay.moves() as u64, 7)
            ),
            look.panel_value(),
        ),
        Span::styled("  ", look.text()),
        Span::styled(format!(" {} ", t.score()), look.panel()),
        Span::styled(
            format!("{} ", fit_number(game.score(), 7)),
            look.panel_value(),
        ),
    ]);
    // The title above the values where there is room, on a band of the board's colour.
    let header = at.header;
    let room = usize::from(header.width).saturating_sub(2);
    let fitted = panels::shorten(t, &title, room, room);
    let row = |y: u16| Rect::new(header.x, y, header.width, 1);
    let values_at = if header.height >= 2 {
        panels::draw_band(
            look,
            vec![(row(header.y), Line::styled(fitted, look.dim()))],
            0,
            buf,
        );
        header.y + 1
    } else {
        header.y
    };
    draw_centred(&values, row(values_at), buf);
    BoardView {
        board: game.board(),
        look,
        tile_w: at.tile_w,
        tile_h: at.tile_h,
        animation: None,
        hint: None,
    }
    .render(at.board, buf);
    let width = usize::from(at.status.width);
    let said = panels::shorten(t, &status(replay), width, width);
    let status = Line::styled(said, look.notice());
    let lines = vec![
        (last_row(at.status), status),
        (at.footer, footer(replay, look, at.footer.width)),
    ];
    panels::draw_band(look, lines, at.board.width, buf);
    if let Some(page) = replay.help_page() {
        super::overlay::draw_replay_help(t, look, (page, &at, area), buf);
    }
}

/// The order in which the footer's words give way on a narrow screen, the last first (the
/// groups of the replay's key table: step, ends, play, pace, play on, back): the step
/// keys, the way back and Enter to play on stay longest.
const FOOTER_KEPT: [usize; 6] = [0, 5, 4, 2, 1, 3];

/// The replay's keys, as many as fit whole in `width` (with a cell each side).
fn footer(replay: &Replay, look: Look, width: u16) -> Line<'static> {
    let t = replay.texts();
    let all = replay_footer(t);
    let gap = cells(t.footer_gap());
    let room = usize::from(width).saturating_sub(2);
    let width_of = |shown: &[usize]| -> usize {
        let words: usize = shown
            .iter()
            .map(|&i| cells(&all[i].0) + 1 + cells(all[i].1))
            .sum();
        words + gap * shown.len().saturating_sub(1)
    };
    let mut shown: Vec<usize> = Vec::new();
    for &i in FOOTER_KEPT.iter().filter(|&&i| i < all.len()) {
        let mut more = shown.clone();
        more.push(i);
        if width_of(&more) > room {
            break;
        }
        shown = more;
    }
    shown.sort_unstable();
    let mut spans = Vec::new();
    for i in shown {
        if !spans.is_empty() {
            spans.push(Span::styled(t.footer_gap(), look.dim()));
        }
        let (keys, what) = &all[i];
        spans.push(Span::styled(keys.clone(), look.key()));
        spans.push(Span::styled(format!(" {what}"), look.dim()));
    }
    Line::from(spans)
}

/// The status line: the move that led here and the solver's word on it, the review's
/// progress, and the pace while playing.
fn status(replay: &Replay) -> String {
    if let Some(notice) = replay.notice_words() {
        return shown(&notice).into_owned();
    }
    let t = replay.texts();
    let mut line = match replay.last_move() {
        None => t.replay_start().to_string(),
        Some((n, dir)) => t.replay_move(n, dir),
    };
    if replay.last_move().is_some() {
        match (replay.verdict(), replay.reviewing()) {
            (Some(v), _) if v.best == replay.record().moves()[replay.at() - 1] => {
                line.push_str(&t.replay_grade(v.grade, None));
            }
            (Some(v), _) if v.grade == Grade::Best => {
                line.push_str(&t.replay_as_good(v.grade, v.best));
            }
            (Some(v), _) => line.push_str(&t.replay_grade(v.grade, Some(v.best))),
            (None, Some((done, total))) if total > 0 => {
                line.push_str(&t.replay_reviewing(done * 100 / total));
            }
            (None, _) => {}
        }
    }
    if replay.playing() {
        line.push_str(&t.replay_playing(replay.moves_per_second()));
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
