//! The score panels above the board, the status line and the footer below it.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Layout as Split, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::layout::Header;
use super::number::fit_number;
use super::theme::Look;
use crate::app::keymap::footer_hints;
use crate::app::{Model, Saving, per_second};

/// The most digits a value of the one-line header shows in full.
const LINE_DIGITS: usize = 7;

/// Draws SCORE (with "+N" after a scoring move), BEST and MOVES. A number too long for
/// its panel is shortened ([`fit_number`]).
pub fn draw_header(model: &Model, look: Look, kind: Header, area: Rect, buf: &mut Buffer) {
    let panels = [
        ("SCORE", model.game.score(), model.last_move.gain),
        ("BEST", model.best_score(), None),
        ("MOVES", model.game.moves(), None),
    ];
    match kind {
        Header::Line => {
            // The roomiest form that fits: numbers whole up to seven digits, then
            // shortened, then closer together, then without the gain.
            let forms = [
                (LINE_DIGITS, 2, true),
                (4, 2, true),
                (4, 1, true),
                (4, 1, false),
            ];
            let line = forms
                .iter()
                .map(|&(digits, gap, with_gain)| line_header(look, &panels, digits, gap, with_gain))
                .find(|line| line.width() <= usize::from(area.width))
                .unwrap_or_else(|| line_header(look, &panels, 4, 1, false));
            Paragraph::new(line)
                .alignment(Alignment::Center)
                .render(area, buf);
        }
        Header::Boxed => {
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
            for ((label, value, extra), rect) in panels.iter().zip([a, b, c]) {
                let lines = vec![
                    Line::styled(*label, look.panel()),
                    Line::styled(
                        fit_number(*value, usize::from(rect.width)),
                        look.panel_value(),
                    ),
                    Line::styled(
                        extra
                            .map(|g| format!("+{}", fit_number(g, LINE_DIGITS)))
                            .unwrap_or_default(),
                        look.gain(),
                    ),
                ];
                Paragraph::new(lines)
                    .style(look.panel())
                    .alignment(Alignment::Center)
                    .render(rect, buf);
            }
            if let (Some(gain), Some(float)) = (model.last_move.gain, model.last_move.gain_float) {
                draw_float(look, gain, float.progress, a, buf);
            }
        }
    }
}

/// The one-line header: each label and value (and the gain), numbers shortened past
/// `digits` digits, panels `gap` cells apart.
fn line_header(
    look: Look,
    panels: &[(&str, u64, Option<u64>)],
    digits: usize,
    gap: usize,
    with_gain: bool,
) -> Line<'static> {
    let mut spans = Vec::new();
    for (i, &(label, value, gain)) in panels.iter().enumerate() {
        if i > 0 {
            spans.push(Span::styled(" ".repeat(gap), look.text()));
        }
        spans.push(Span::styled(format!(" {label} "), look.panel()));
        spans.push(Span::styled(
            format!("{} ", fit_number(value, digits)),
            look.panel_value(),
        ));
        if let Some(gain) = gain.filter(|_| with_gain) {
            spans.push(Span::styled(
                format!("+{} ", fit_number(gain, digits)),
                look.gain(),
            ));
        }
    }
    Line::from(spans)
}

/// The "+N" that rises from the score's row to the label's at the panel's right edge and
/// fades into the panel as it goes, where it does not cover the panel's own text.
fn draw_float(look: Look, gain: u64, progress: f32, panel: Rect, buf: &mut Buffer) {
    let text = format!("+{gain}");
    let width = text.len() as u16;
    let Some(style) = look.fading_gain(progress) else {
        return;
    };
    if panel.height < 2 || width + 1 > panel.width {
        return;
    }
    let row = if progress < 0.5 { 1 } else { 0 };
    let (x, y) = (panel.right() - width - 1, panel.y + row);
    let free = (x.saturating_sub(1)..x + width).all(|x| buf[(x, y)].symbol() == " ");
    if !free {
        return;
    }
    buf.set_string(x, y, &text, style);
}

/// The status line: the latest notice, else a saving problem, else the goal.
pub fn draw_status(model: &Model, look: Look, area: Rect, buf: &mut Buffer) {
    let saving_problem = match &model.saving {
        Saving::On => None,
        Saving::Failing(why) | Saving::Off(why) => Some(format!("Saving is off: {why}")),
    };
    let autoplay = model.solver.autoplay.then(|| {
        format!(
            "Autoplay: {} (+/- pace, p or a move key stops)",
            per_second(model.solver.moves_per_second())
        )
    });
    let line = match model.notice.clone().or(saving_problem).or(autoplay) {
        Some(text) => Line::styled(text, look.notice()),
        None if model.game.assisted() => Line::styled(
            "Assisted game: the solver moved, so it counts apart from yours",
            look.dim(),
        ),
        None => Line::styled(
            format!("Join the tiles, get to {}!", model.game.rules().target),
            look.dim(),
        ),
    };
    // A notice that fits sits on the last row; a longer one wraps upwards.
    let rows = (line.width().div_ceil(usize::from(area.width.max(1))) as u16).clamp(1, area.height);
    let area = Rect::new(area.x, area.bottom() - rows, area.width, rows);
    Paragraph::new(line)
        .alignment(Alignment::Center)
        .wrap(ratatui::widgets::Wrap { trim: true })
        .render(area, buf);
}

/// The footer: the main keys, as many as fit whole, the most needed kept (the key table
/// says which give way first).
pub fn draw_footer(look: Look, area: Rect, buf: &mut Buffer) {
    let hints = footer_hints();
    let width_of = |(keys, word, _): &(String, &str, u8)| keys.chars().count() + 1 + word.len() + 2;
    let mut by_rank: Vec<&(String, &str, u8)> = hints.iter().collect();
    by_rank.sort_by_key(|(_, _, rank)| *rank);
    let mut room = usize::from(area.width) + 2;
    let mut shown = Vec::new();
    for hint in by_rank {
        if width_of(hint) > room {
            break;
        }
        room -= width_of(hint);
        shown.push(hint.1);
    }
    let mut spans = Vec::new();
    for (keys, word, _) in hints.iter().filter(|(_, w, _)| shown.contains(w)) {
        if !spans.is_empty() {
            spans.push(Span::styled("  ", look.dim()));
        }
        spans.push(Span::styled(keys.clone(), look.key()));
        spans.push(Span::styled(format!(" {word}"), look.dim()));
    }
    Paragraph::new(Line::from(spans))
        .alignment(Alignment::Center)
        .render(area, buf);
}
