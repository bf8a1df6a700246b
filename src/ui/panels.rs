//! The score panels above the board, the status line and the footer below it.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Layout as Split, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::layout::Header;
use super::look::Look;
use super::number::fit_number;
use crate::app::keymap::footer_hints;
use crate::app::text;
use crate::app::{Model, Saving};

/// The most digits a value of the one-line header shows in full.
const LINE_DIGITS: usize = 7;

/// How the one-line header is written: numbers whole up to `digits` digits, panels `gap`
/// cells apart, labels padded or not, and the gain beside the score or not (then the
/// status line shows it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct LineForm {
    digits: usize,
    gap: usize,
    padded: bool,
    gain: bool,
}

/// The roomiest first: the gain goes first (to the status line), then numbers are
/// shortened, then panels close up; the last form always fits
/// [`HEADER_MIN_WIDTH`](super::layout::HEADER_MIN_WIDTH).
const LINE_FORMS: [LineForm; 6] = [
    LineForm {
        digits: LINE_DIGITS,
        gap: 2,
        padded: true,
        gain: true,
    },
    LineForm {
        digits: LINE_DIGITS,
        gap: 1,
        padded: true,
        gain: true,
    },
    LineForm {
        digits: LINE_DIGITS,
        gap: 2,
        padded: true,
        gain: false,
    },
    LineForm {
        digits: 4,
        gap: 2,
        padded: true,
        gain: false,
    },
    LineForm {
        digits: 4,
        gap: 1,
        padded: true,
        gain: false,
    },
    LineForm {
        digits: 4,
        gap: 1,
        padded: false,
        gain: false,
    },
];

/// SCORE (with its gain), BEST and MOVES.
fn panels(model: &Model) -> [(&'static str, u64, Option<u64>); 3] {
    [
        (text::SCORE, model.game().score(), model.last_move().gain),
        (text::BEST, model.best_score(), None),
        (text::MOVES, model.game().moves(), None),
    ]
}

/// The one-line header's form on a screen `width` cells wide.
fn line_form(model: &Model, look: Look, width: u16) -> (LineForm, Line<'static>) {
    let panels = panels(model);
    LINE_FORMS
        .iter()
        .map(|&form| (form, line_header(look, &panels, form)))
        .find(|(_, line)| line.width() <= usize::from(width))
        .unwrap_or_else(|| {
            let last = LINE_FORMS[LINE_FORMS.len() - 1];
            (last, line_header(look, &panels, last))
        })
}

/// Whether the gain of the last move is shown in the status line: when the one-line
/// header has no room for it.
pub fn gain_in_status(model: &Model, look: Look, kind: Header, width: u16) -> bool {
    model.last_move().gain.is_some()
        && kind == Header::Line
        && !line_form(model, look, width).0.gain
}

/// Draws SCORE (with "+N" after a scoring move), BEST and MOVES. A number too long for
/// its panel is shortened ([`fit_number`]). The points of a move show once: rising beside
/// the score while they float (in colours that can fade), else beneath it, or beside it
/// in the one-line header (or in the status line, when the header is short of room).
pub fn draw_header(model: &Model, look: Look, kind: Header, area: Rect, buf: &mut Buffer) {
    let panels = panels(model);
    match kind {
        Header::Line => {
            let (_, line) = line_form(model, look, area.width);
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
            let float = match (model.last_move().gain, model.last_move().gain_float) {
                (Some(gain), Some(float)) => look
                    .fading_gain(float.progress)
                    .map(|style| (gain, float.progress, style)),
                _ => None,
            };
            // Where colours cannot fade, the points stay beneath the score instead.
            let floats = model.last_move().gain_floats && look.fading_gain(0.0).is_some();
            for ((label, value, extra), rect) in panels.iter().zip([a, b, c]) {
                let under = extra.filter(|_| !floats);
                let lines = vec![
                    Line::styled(*label, look.panel()),
                    Line::styled(
                        fit_number(*value, usize::from(rect.width)),
                        look.panel_value(),
                    ),
                    Line::styled(
                        under
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
            if let Some((gain, progress, style)) = float {
                draw_float(gain, progress, style, a, buf);
            }
        }
    }
}

/// The one-line header in a form.
fn line_header(look: Look, panels: &[(&str, u64, Option<u64>)], form: LineForm) -> Line<'static> {
    let pad = if form.padded { " " } else { "" };
    let mut spans = Vec::new();
    for (i, &(label, value, gain)) in panels.iter().enumerate() {
        if i > 0 {
            spans.push(Span::styled(" ".repeat(form.gap), look.text()));
        }
        spans.push(Span::styled(format!("{pad}{label} "), look.panel()));
        spans.push(Span::styled(
            fit_number(value, form.digits),
            look.panel_value(),
        ));
        if let Some(gain) = gain.filter(|_| form.gain) {
            spans.push(Span::styled(
                format!(" +{}", fit_number(gain, form.digits)),
                look.gain(),
            ));
        }
        spans.push(Span::styled(pad, look.panel()));
    }
    Line::from(spans)
}

/// The "+N" that rises from the score's row to the label's at the panel's right edge and
/// fades into the panel as it goes (`style`), where it does not cover the panel's own text.
fn draw_float(gain: u64, progress: f32, style: Style, panel: Rect, buf: &mut Buffer) {
    let text = format!("+{gain}");
    let width = text.len() as u16;
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

/// The status line's text and style: the latest notice, else a saving problem, else the
/// points of the last move when the header has no room for them (`gain`), else what
/// autoplay does, else the goal.
fn status_text(model: &Model, look: Look, gain: bool) -> (String, Style) {
    let saving_problem = match model.saving() {
        Saving::On => None,
        Saving::Failing(why) | Saving::Off(why) => Some(text::saving_off(why)),
    };
    let autoplay = model
        .solver()
        .autoplay()
        .then(|| text::autoplaying(model.solver().moves_per_second()));
    let gain = model
        .last_move()
        .gain
        .filter(|_| gain)
        .map(|g| format!("+{g}"));
    match model.notice().map(str::to_string).or(saving_problem) {
        Some(text) => (text, look.notice()),
        None if gain.is_some() => (gain.unwrap_or_default(), look.notice()),
        None if autoplay.is_some() => (autoplay.unwrap_or_default(), look.notice()),
        // The box over the board says what the game waits for.
        None if !model.game().accepts_moves() => (String::new(), look.dim()),
        None if model.game().assisted() => (text::ASSISTED.to_string(), look.dim()),
        None => (text::goal(model.goal()), look.dim()),
    }
}

/// The status line in `area` (its last row, or more rows upwards for a long notice): its
/// rows and its line.
pub fn status_line(model: &Model, look: Look, gain: bool, area: Rect) -> (Rect, Line<'static>) {
    let (text, style) = status_text(model, look, gain);
    let room = usize::from(area.width) * usize::from(area.height);
    let line = Line::styled(shorten(&text, room, usize::from(area.width)), style);
    // A notice that fits sits on the last row; a longer one wraps upwards.
    let rows = (line.width().div_ceil(usize::from(area.width.max(1))) as u16).clamp(1, area.height);
    (
        Rect::new(area.x, area.bottom() - rows, area.width, rows),
        line,
    )
}

/// Lines below the board (or in place of it), each centred in its rows on a band of the
/// board's colour: as wide as the board (`least`), or as the widest line and a cell on
/// each side, so that every word has the board's colour behind it.
pub fn draw_band(look: Look, lines: Vec<(Rect, Line<'static>)>, least: u16, buf: &mut Buffer) {
    let widest = lines
        .iter()
        .map(|(_, l)| l.width() as u16 + 2)
        .max()
        .unwrap_or(0);
    for (rows, line) in lines {
        let width = least.max(widest).min(rows.width);
        let band = Rect::new(
            rows.x + (rows.width - width) / 2,
            rows.y,
            width,
            rows.height,
        );
        buf.set_style(band.intersection(buf.area), look.text());
        Paragraph::new(line)
            .alignment(Alignment::Center)
            .wrap(ratatui::widgets::Wrap { trim: true })
            .render(rows, buf);
    }
}

/// `text` when it fits in `room` cells, else its head (up to a ": ", "; " or " (" that ends a
/// whole thought) on one line of `width`, else its first words and "…".
pub fn shorten(text: &str, room: usize, width: usize) -> String {
    if text.chars().count() <= room {
        return text.to_string();
    }
    let heads = [": ", "; ", " (", " — ", " · "];
    let head = heads
        .iter()
        .flat_map(|sep| text.match_indices(sep).map(|(i, _)| &text[..i]))
        .filter(|head| head.chars().count() <= width)
        .max_by_key(|head| head.len());
    if let Some(head) = head {
        return head.to_string();
    }
    let mut out = String::new();
    for word in text.split_whitespace() {
        if out.chars().count() + word.chars().count() + 2 > width {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out.push('…');
    out
}

/// The footer: the main keys, as many as fit whole in `width`, the most needed kept (the
/// key table says which give way first).
pub fn footer_line(look: Look, width: u16) -> Line<'static> {
    fit_footer(look, width, footer_hints())
}

/// The footer of `hints` (keys, word, rank), as many as fit whole in `width`, the lowest
/// rank kept longest.
pub fn fit_footer(look: Look, width: u16, hints: Vec<(String, &'static str, u8)>) -> Line<'static> {
    let gap = text::FOOTER_GAP.chars().count();
    let width_of =
        |(keys, word, _): &(String, &str, u8)| keys.chars().count() + 1 + word.len() + gap;
    let mut by_rank: Vec<&(String, &str, u8)> = hints.iter().collect();
    by_rank.sort_by_key(|(_, _, rank)| *rank);
    // Room for the band's cell on each side.
    let mut room = usize::from(width).saturating_sub(2) + gap;
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
            spans.push(Span::styled(text::FOOTER_GAP, look.dim()));
        }
        spans.push(Span::styled(keys.clone(), look.key()));
        spans.push(Span::styled(format!(" {word}"), look.dim()));
    }
    Line::from(spans)
}
