//! The race screen: the player's board and the rival's side by side where the screen is
//! wide enough, one above the other where it is tall enough, else the rival as a
//! mini-board beside or below the player's, else the rival in the header's one line; the
//! scores and who leads at equal moves above, the lead (or a notice) and the keys that
//! work in a race below, and the race's box beside or below the boards when the game
//! waits on the player. Every width is in cells (`width.rs`).

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::board::BoardView;
use super::layout::{Header, RaceGeometry, RivalPlace};
use super::look::Look;
use super::number::fit_number;
use super::width::{draw_centred, line_cells, wrap};
use super::{boss, overlay, panels};
use tui2048_app::keymap::Action;
use tui2048_app::status::RaceStatus;
use tui2048_app::{Overlay, Race, works_in_a_race};

/// Draws the race screen.
pub fn view_race(race: &Race, look: Look, frame: &mut Frame) {
    let area = frame.area();
    draw_race(race, look, area, frame.buffer_mut());
}

/// Draws the race screen into a buffer.
pub fn draw_race(race: &Race, look: Look, area: Rect, buf: &mut Buffer) {
    let model = race.player();
    let t = model.texts();
    if let Some(b) = model.boss() {
        boss::draw_boss(b, look, area, buf);
        return;
    }
    let n = model.game().board().size();
    let Some(at) = overlay::race_laid_out(race, area) else {
        super::draw_too_small(t, n, look, area, buf);
        return;
    };
    let you = &at.you;
    draw_header(race, look, &at, buf);
    draw_boards(race, look, &at, buf);
    draw_rival_label(race, look, &at, buf);
    draw_status_and_footer(race, look, &at, area, buf);
    overlay::draw_race_box(race, look, area, buf);
    if let Overlay::Help { page } = model.overlay() {
        let says = |b: &tui2048_app::keymap::Binding| match b.action {
            Action::Quit => Some(t.race_help_quit()),
            // The race is the full screen's alone: the plain interface's keys are not
            // listed.
            action if action.plain_only() => None,
            action if works_in_a_race(action) => Some((b.help)(t)),
            _ => None,
        };
        overlay::draw_help_of(model, look, (page, you, area), &says, buf);
    }
    overlay::draw_notice_at(model, look, you, area, buf);
}

/// The player's board, its last move moving and the hint on it, and the rival's, where
/// `at` has room for it.
fn draw_boards(race: &Race, look: Look, at: &RaceGeometry, buf: &mut Buffer) {
    let model = race.player();
    let t = model.texts();
    let you = &at.you;
    let shown = model.last_move();
    let animation = match (&shown.motion, shown.animation) {
        (Some(motion), Some(a)) if you.tile_h >= 2 => Some((motion, a.progress)),
        _ => None,
    };
    BoardView {
        board: model.game().board(),
        look,
        tile_w: you.tile_w,
        tile_h: you.tile_h,
        animation,
        hint: model.session().hint().map(|dir| (dir, t.hint_mark(dir))),
    }
    .render(you.board, buf);
    if let Some((rect, tile_w, tile_h)) = at.rival {
        BoardView {
            board: race.rival_game().board(),
            look,
            tile_w,
            tile_h,
            animation: race.rival_motion().filter(|_| tile_h >= 2),
            hint: None,
        }
        .render(rect, buf);
    }
}

/// The row naming the rival, where `at` has one: its score beside a mini-board, else its
/// score, largest tile and moves.
fn draw_rival_label(race: &Race, look: Look, at: &RaceGeometry, buf: &mut Buffer) {
    let t = race.player().texts();
    if let Some(label) = at.label {
        let rival = race.rival_game();
        let words = match at.place {
            RivalPlace::Mini => t.rival_mini(race.rival(), &fit_number(rival.score(), 7)),
            _ => t.rival_summary(
                race.rival(),
                rival.score(),
                rival.board().max_tile(),
                race.rival_moves(),
            ),
        };
        let width = usize::from(label.width);
        let words = panels::shorten(t, &words, width, width);
        panels::draw_band(look, vec![(label, Line::styled(words, look.dim()))], 0, buf);
    }
}

/// The status line (the race's notice, the game's, or who leads) and the footer's keys,
/// below the boards.
fn draw_status_and_footer(
    race: &Race,
    look: Look,
    at: &RaceGeometry,
    area: Rect,
    buf: &mut Buffer,
) {
    let model = race.player();
    let t = model.texts();
    let you = &at.you;
    let (status_rows, footer_row) = panels::status_rows(model, you, area);
    let said = race.status(overlay::race_box_in_lines(race, area));
    let status = if let Some(short) = short_notice(race, status_rows) {
        bottom_up(Line::styled(short, look.notice()), status_rows)
    } else if let RaceStatus::Player(_) = said {
        panels::status_line(model, look, false, status_rows)
    } else {
        let (said, style) = status_text(race, &said, look);
        let width = usize::from(status_rows.width);
        let room = width * usize::from(status_rows.height);
        bottom_up(
            Line::styled(panels::shorten(t, &said, room, width), style),
            status_rows,
        )
    };
    let mut lines = vec![status];
    lines.extend(footer_row.map(|row| {
        let hints = model.keymap().footer_hints_of(t, works_in_a_race);
        (row, panels::fit_footer(t, look, row.width, hints))
    }));
    let least = match at.rival {
        Some((rival, _, _)) if at.place == RivalPlace::Beside => rival.right() - you.board.x,
        _ => you.board.width,
    };
    panels::draw_band(look, lines, least, buf);
}

/// `line` on the last rows of `rows`, as many as it takes wrapped (at most all).
fn bottom_up(line: Line<'static>, rows: Rect) -> (Rect, Line<'static>) {
    let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
    let n = (wrap(&text, usize::from(rows.width)).len() as u16).clamp(1, rows.height);
    (Rect::new(rows.x, rows.bottom() - n, rows.width, n), line)
}

/// The short form of the race's notice shown, where its whole form does not fit the
/// status line's rows (each width counted in cells).
fn short_notice(race: &Race, rows: Rect) -> Option<&'static str> {
    let t = race.player().texts();
    let notice = race.player().notice()?;
    let short = t.notice_short(notice)?;
    let fits = wrap(&t.notice(notice), usize::from(rows.width)).len() <= usize::from(rows.height);
    (!fits).then_some(short)
}

/// The status line with nothing else to say, as the race says it ([`Race::status`]): the
/// line to share once the race is over (wrapped over the rows it needs where the screen
/// has them, else as many of its thoughts as fit: the race's box says the result), else
/// nothing, else who leads at equal moves.
fn status_text(race: &Race, status: &RaceStatus, look: Look) -> (String, Style) {
    let said = match status {
        RaceStatus::Shared => race.share_line(),
        status => race.player().texts().race_status(status),
    };
    (said, look.dim())
}

/// The lead as the panels write it: `+12`, `−40`, `0`.
fn lead_value(lead: i128, room: usize) -> String {
    let by = fit_number(u64::try_from(lead.unsigned_abs()).unwrap_or(u64::MAX), room);
    match lead.signum() {
        1 => format!("+{by}"),
        -1 => format!("-{by}"),
        _ => "0".to_string(),
    }
}

/// The header: the player's score (with its gain), the lead at equal moves and the
/// rival's score, as three boxed panels or one line.
fn draw_header(race: &Race, look: Look, at: &RaceGeometry, buf: &mut Buffer) {
    let model = race.player();
    let t = model.texts();
    let standing = race.standing();
    let rival = t.rival_label(race.rival());
    let gain = model.last_move().gain;
    let area = at.you.header;
    if at.you.header_kind == Header::Boxed {
        let width = (area.width.saturating_sub(2) / 3).min(16);
        let [a, b, c] = panels::three_across(area, width);
        // Each score above its board, where the boards are side by side and far enough apart.
        let over = |board: Rect| {
            let x = (board.x + board.width / 2).saturating_sub(width / 2);
            Rect::new(x.max(area.x), area.y, width, area.height)
        };
        let (a, c) = match at.rival {
            Some((rival, _, _)) if at.you.board.width >= 2 * width + 2 => {
                (over(at.you.board), over(rival))
            }
            _ => (a, c),
        };
        let room = usize::from(width);
        let panels = [
            (
                t.race_you(),
                fit_number(model.game().score(), room),
                gain.map(|g| format!("+{}", fit_number(g, 7)))
                    .unwrap_or_default(),
            ),
            (
                t.race_lead(),
                lead_value(standing.lead(), room.saturating_sub(1)),
                t.race_move(standing.at),
            ),
            (
                rival,
                fit_number(race.rival_game().score(), room),
                String::new(),
            ),
        ];
        for ((label, value, under), rect) in panels.into_iter().zip([a, b, c]) {
            buf.set_style(rect, look.panel());
            let lines = [
                Line::styled(label, look.panel()),
                Line::styled(value, look.panel_value()),
                Line::styled(under, look.gain()),
            ];
            for (i, line) in lines.iter().enumerate() {
                let row = Rect::new(rect.x, rect.y + i as u16, rect.width, 1);
                if row.y < rect.bottom() {
                    draw_centred(line, row.intersection(buf.area), buf);
                }
            }
        }
        return;
    }
    // One line: the roomiest form that fits.
    let line = [(7, 2, true), (7, 1, true), (4, 1, true), (4, 1, false)]
        .into_iter()
        .map(|(digits, gap, padded)| {
            line_header(
                race,
                look,
                rival,
                (digits, gap, padded),
                at.place == RivalPlace::Line,
            )
        })
        .find(|l| line_cells(l) <= usize::from(area.width))
        .unwrap_or_else(|| line_header(race, look, rival, (4, 1, false), false));
    draw_centred(&line, area.intersection(buf.area), buf);
}

/// The one-line header in a form: `digits` a number at most, panels `gap` apart, labels
/// padded or not; `moves` adds the rival's moves where its board is not shown.
fn line_header(
    race: &Race,
    look: Look,
    rival: &'static str,
    (digits, gap, padded): (usize, usize, bool),
    moves: bool,
) -> Line<'static> {
    let t = race.player().texts();
    let pad = if padded { " " } else { "" };
    let standing = race.standing();
    let panels = [
        (
            t.race_you(),
            fit_number(race.player().game().score(), digits),
        ),
        (t.race_lead(), lead_value(standing.lead(), digits)),
        (rival, fit_number(race.rival_game().score(), digits)),
    ];
    let mut spans = Vec::new();
    for (i, (label, value)) in panels.into_iter().enumerate() {
        if i > 0 {
            spans.push(Span::styled(" ".repeat(gap), look.text()));
        }
        spans.push(Span::styled(format!("{pad}{label} "), look.panel()));
        spans.push(Span::styled(value, look.panel_value()));
        spans.push(Span::styled(pad, look.panel()));
    }
    if moves {
        let extra = format!(" {}", t.race_move(standing.at));
        spans.push(Span::styled(extra, look.dim()));
    }
    Line::from(spans)
}

/// The buttons of the race's box on a screen of `area`, with what each does.
pub fn race_buttons(race: &Race, area: Rect) -> Vec<(Rect, Action)> {
    overlay::race_box_buttons(race, area)
}

/// Where the player's board is on a screen of `area` (for drags), with the race's box's
/// room made.
pub fn race_board(race: &Race, area: Rect) -> Option<Rect> {
    overlay::race_laid_out(race, area).map(|at| at.you.board)
}

/// Whether a notice to be read whole is shown in a box over the race (any key closes it).
pub fn race_notice_boxed(race: &Race, area: Rect) -> bool {
    overlay::race_laid_out(race, area)
        .is_some_and(|at| overlay::notice_box_at(race.player(), &at.you, area).is_some())
}
