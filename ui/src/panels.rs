//! The score panels above the board, the status line and the footer below it.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Layout as Split, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::layout::{Geometry, Header};
use super::look::Look;
use super::number::fit_number;
use super::width::{cells, draw_centred, draw_wrapped, head, line_cells, whole};
use tui2048_app::Model;
use tui2048_app::keymap::{Action, Key, Keymap};
use tui2048_app::text::{Texts, shown};

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

/// A panel: its label, its value, and what may be shown beside or beneath it (the gain
/// of the last move, the best of assisted games).
struct Panel {
    label: &'static str,
    value: u64,
    extra: Option<Extra>,
}

#[derive(Clone, Copy)]
enum Extra {
    Gain(u64),
    AssistedBest(u64),
}

/// SCORE (with its gain), BEST and MOVES. BEST is always the best of the player's own
/// games; while the game in play is assisted it says so ("YOUR BEST", or `short` where
/// room is short) and beside it, where it fits, the best of assisted games.
fn panels(model: &Model, short: bool) -> [Panel; 3] {
    let t = model.texts();
    let assisted = model.game().assisted();
    let best_label = match (assisted, short) {
        (false, _) => t.best(),
        (true, false) => t.your_best(),
        (true, true) => t.yours(),
    };
    [
        Panel {
            label: t.score(),
            value: model.game().score(),
            extra: model.last_move().gain.map(Extra::Gain),
        },
        Panel {
            label: best_label,
            value: model.best_score(),
            extra: assisted.then(|| Extra::AssistedBest(model.assisted_best_score())),
        },
        Panel {
            label: t.moves(),
            value: model.game().moves(),
            extra: None,
        },
    ]
}

/// The one-line header's form on a screen `width` cells wide: the roomiest that fits,
/// the best of assisted games dropped first, the points of the move next.
fn line_form(model: &Model, look: Look, width: u16) -> (LineForm, Line<'static>) {
    let assisted = model.game().assisted();
    let tries = [(false, true), (false, false), (true, false)]
        .into_iter()
        .filter(|&(short, with_best)| assisted || (!short && !with_best))
        .flat_map(|(short, with_best)| LINE_FORMS.iter().map(move |&f| (short, with_best, f)));
    let mut last = None;
    for (short, with_best, form) in tries {
        let line = line_header(model.texts(), look, &panels(model, short), form, with_best);
        if line_cells(&line) <= usize::from(width) {
            return (form, line);
        }
        last = Some((form, line));
    }
    last.expect("a form of the line")
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
    match kind {
        Header::Line => {
            let (_, line) = line_form(model, look, area.width);
            draw_centred(&line, area, buf);
        }
        Header::Boxed => {
            let width = (area.width.saturating_sub(2) / 3).min(16);
            // YOUR BEST where the panel has room for it, else its short form.
            let short = cells(model.texts().your_best()) > usize::from(width);
            let panels = panels(model, short);
            let [a, b, c] = three_across(area, width);
            let shown = model.last_move();
            let float = match (shown.gain, shown.gain_float) {
                (Some(gain), Some(float)) if shown.gain_floats => look
                    .fading_gain(float.progress)
                    .map(|style| (gain, float.progress, style)),
                _ => None,
            };
            // Where colours cannot fade, the points stay beneath the score instead.
            let floats = model.last_move().gain_floats && look.fading_gain(0.0).is_some();
            for (panel, rect) in panels.iter().zip([a, b, c]) {
                let room = usize::from(rect.width);
                let under = match panel.extra {
                    Some(Extra::Gain(g)) if !floats => {
                        Line::styled(format!("+{}", fit_number(g, LINE_DIGITS)), look.gain())
                    }
                    Some(Extra::AssistedBest(best)) => Line::styled(
                        model
                            .texts()
                            .assisted_best_under(&fit_number(best, LINE_DIGITS)),
                        look.panel(),
                    ),
                    _ => Line::raw(""),
                };
                let under = if line_cells(&under) <= room {
                    under
                } else {
                    Line::raw("")
                };
                let lines = vec![
                    Line::styled(panel.label, look.panel()),
                    Line::styled(fit_number(panel.value, room), look.panel_value()),
                    under,
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

/// The one-line header in a form, with the best of assisted games or not.
fn line_header(
    texts: &Texts,
    look: Look,
    panels: &[Panel],
    form: LineForm,
    with_best: bool,
) -> Line<'static> {
    let pad = if form.padded { " " } else { "" };
    let mut spans = Vec::new();
    for (i, panel) in panels.iter().enumerate() {
        if i > 0 {
            spans.push(Span::styled(" ".repeat(form.gap), look.text()));
        }
        spans.push(Span::styled(format!("{pad}{} ", panel.label), look.panel()));
        spans.push(Span::styled(
            fit_number(panel.value, form.digits),
            look.panel_value(),
        ));
        match panel.extra {
            Some(Extra::Gain(gain)) if form.gain => spans.push(Span::styled(
                format!(" +{}", fit_number(gain, form.digits)),
                look.gain(),
            )),
            Some(Extra::AssistedBest(best)) if with_best => spans.push(Span::styled(
                texts.assisted_best_beside(&fit_number(best, form.digits)),
                look.panel(),
            )),
            _ => {}
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

/// The status line's text and style on a line `width` cells wide: what the model says it
/// shows ([`Model::status`]; `gain`: the header has no room for the last move's points),
/// in the first of its forms that fits (a cell free at each end, on the band of the
/// board's colour), else its shortest.
fn status_text(model: &Model, look: Look, gain: bool, width: usize) -> (String, Style) {
    let line = model.status(!gain);
    let style = if line.is_news() {
        look.notice()
    } else {
        look.dim()
    };
    let mut forms = model.texts().status(&line);
    let fits = forms.iter().position(|form| cells(form) + 2 <= width);
    let at = fits.unwrap_or(forms.len().saturating_sub(1));
    let said = if at < forms.len() {
        forms.swap_remove(at)
    } else {
        String::new()
    };
    (said, style)
}

/// Where the status line and the footer go on the screen `area`: where the layout puts
/// them, or, for a warning that must be read whole and needs more rows than the status
/// line has, the status line down to the screen's last row but one and the footer on the
/// last (the rows below the footer are free), or, when even that is too few, the footer's
/// row as well (the footer is then not drawn until the warning goes).
pub fn status_rows(model: &Model, at: &Geometry, area: Rect) -> (Rect, Option<Rect>) {
    let laid = (at.status, Some(at.footer));
    if !model.notice_must_be_read() {
        return laid;
    }
    let Some(notice) = model.notice_words() else {
        return laid;
    };
    let notice = shown(&notice);
    let width = usize::from(at.status.width);
    let mark = model.texts().cut_mark();
    let fits = |rows: u16| whole(&notice, width, usize::from(rows), mark).is_some();
    if fits(at.status.height) {
        return laid;
    }
    let last = area.bottom().saturating_sub(1).max(at.footer.y);
    let above = last - at.status.y;
    if above > at.status.height && fits(above) {
        return (
            Rect::new(at.status.x, at.status.y, at.status.width, above),
            Some(Rect::new(at.footer.x, last, at.footer.width, 1)),
        );
    }
    (
        Rect::new(at.status.x, at.status.y, at.status.width, above + 1),
        None,
    )
}

/// The status line in `area` (its last row, or more rows upwards for a long notice): its
/// rows and its line.
pub fn status_line(model: &Model, look: Look, gain: bool, area: Rect) -> (Rect, Line<'static>) {
    let (said, style) = status_text(model, look, gain, usize::from(area.width));
    // What came from outside (a path, a value) never drives the terminal.
    let said = shown(&said).into_owned();
    let t = model.texts();
    let (width, height) = (usize::from(area.width), usize::from(area.height));
    let warning = model.notice_must_be_read()
        && model
            .notice_words()
            .is_some_and(|n| shown(&n) == said.as_str());
    let fitted = if warning {
        // Whole, or (when it cannot be) in a box of its own over the board.
        whole(&said, width, height, t.cut_mark()).unwrap_or_default()
    } else {
        shorten(t, &said, width * height, width)
    };
    let line = Line::styled(fitted, style);
    // A notice that fits sits on the last row; a longer one wraps upwards (a cell or so
    // of each row may go unused where a word or a wide character did not fit).
    let rows = wrapped_rows(&line, width, height).clamp(1, area.height);
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
        .map(|(_, l)| line_cells(l) as u16 + 2)
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
        draw_wrapped(&line, rows.intersection(buf.area), buf);
    }
}

/// How many rows of `width` a line takes in at most `rows` (more where even wrapped it
/// needs more), broken as the status line breaks it: where its parts meet, else wrapped.
fn wrapped_rows(line: &Line<'_>, width: usize, rows: usize) -> u16 {
    let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
    super::width::broken(&text, width, rows).len() as u16
}

/// `text` when it fits in `room` cells (on rows of `width`), else its longest head that
/// fits (up to a mark that ends a whole thought: ": ", "; ", " (", or their full-width
/// forms in Chinese), else its first words on one row (or, in a language written without
/// spaces, its first characters) and the language's cut mark.
pub fn shorten(texts: &Texts, text: &str, room: usize, width: usize) -> String {
    let rows = room / width.max(1);
    let fits = |text: &str| super::width::wrap(text, width).len() <= rows;
    if fits(text) {
        return text.to_string();
    }
    let heads = [": ", "; ", " (", " — ", " · ", "：", "；", "（", "，"];
    let head_of = heads
        .iter()
        .flat_map(|sep| text.match_indices(sep).map(|(i, _)| &text[..i]))
        .filter(|head| !head.is_empty() && fits(head))
        .max_by_key(|head| head.len());
    if let Some(found) = head_of {
        return found.to_string();
    }
    let mark = texts.cut_mark();
    let room = width.saturating_sub(cells(mark));
    let mut out = String::new();
    for word in text.split_whitespace() {
        let gap = usize::from(!out.is_empty());
        if cells(&out) + gap + cells(word) > room {
            if out.is_empty() {
                out.push_str(head(word, room));
            }
            break;
        }
        if gap > 0 {
            out.push(' ');
        }
        out.push_str(word);
    }
    out.push_str(mark);
    out
}

/// The footer: the main keys of `keymap`, as many as fit whole in `width`, the most
/// needed kept (the key table says which give way first), in the words of `texts`.
pub fn footer_line(texts: &Texts, keymap: &Keymap, look: Look, width: u16) -> Line<'static> {
    let hints = keymap.footer_hints(texts);
    // Where every key fits with room to spare, `r` says that `u` brings the game back (as
    // the default keys have it: the words name `u`).
    let undoes = keymap.keys(Action::Undo).contains(&Key::char('u'));
    let long: Vec<(String, &'static str, u8)> = hints
        .iter()
        .map(|(keys, word, rank)| {
            let word = if *word == texts.footer_new() && undoes {
                texts.footer_new_long()
            } else {
                word
            };
            (keys.clone(), word, *rank)
        })
        .collect();
    let all = hints.len();
    match fit_footer_shown(texts, look, width, long) {
        (line, shown) if shown == all => line,
        _ => fit_footer(texts, look, width, hints),
    }
}

/// The footer of `hints` (keys, word, rank), as many as fit whole in `width`, the lowest
/// rank kept longest, in the words of `texts`.
pub fn fit_footer(
    texts: &Texts,
    look: Look,
    width: u16,
    hints: Vec<(String, &'static str, u8)>,
) -> Line<'static> {
    fit_footer_shown(texts, look, width, hints).0
}

/// [`fit_footer`]'s line, and how many of the hints it shows.
fn fit_footer_shown(
    texts: &Texts,
    look: Look,
    width: u16,
    hints: Vec<(String, &'static str, u8)>,
) -> (Line<'static>, usize) {
    let gap_text = texts.footer_gap();
    let gap = cells(gap_text);
    let width_of = |(keys, word, _): &(String, &str, u8)| cells(keys) + 1 + cells(word) + gap;
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
            spans.push(Span::styled(gap_text, look.dim()));
        }
        spans.push(Span::styled(keys.clone(), look.key()));
        spans.push(Span::styled(format!(" {word}"), look.dim()));
    }
    let count = shown.len();
    (Line::from(spans), count)
}

/// Three panels of `width` side by side, one cell apart, in the middle of `area`.
pub(super) fn three_across(area: Rect, width: u16) -> [Rect; 3] {
    let [_, a, b, c, _] = Split::horizontal([
        Constraint::Fill(1),
        Constraint::Length(width),
        Constraint::Length(width),
        Constraint::Length(width),
        Constraint::Fill(1),
    ])
    .spacing(1)
    .areas(area);
    [a, b, c]
}
