//! The statistics: the player's own games (the one in play among them), the assisted
//! games apart, and the highest tile of each of the player's last games as a labelled
//! bar chart.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use super::super::board::tile_label;
use super::super::layout::Geometry;
use super::super::look::Look;
use super::draw_paged;
use crate::app::{Model, text};
use crate::game::{BestScores, FinishedGame, Tally};

/// The width of a label in the table.
const LABEL_W: usize = 14;
/// The most games the chart shows.
const CHART_GAMES: usize = 30;

/// Rows of the table, as wide as `room` allows: a label, a value, and a note that goes
/// beside the value when it fits, else beneath it. Each row is a group of lines that a
/// page keeps together; a heading goes with the row after it.
struct Table {
    groups: Vec<Vec<Line<'static>>>,
    lines: Vec<Line<'static>>,
    room: usize,
    plain: Style,
    strong: Style,
}

impl Table {
    fn heading(&mut self, text: &str) {
        self.lines.push(Line::styled(text.to_string(), self.strong));
    }

    /// Ends a group of lines.
    fn group(&mut self) {
        let lines = std::mem::take(&mut self.lines);
        self.groups.push(lines);
    }

    fn row(&mut self, label: &str, value: String, note: &str) {
        self.line(label, value, note);
        self.group();
    }

    fn line(&mut self, label: &str, value: String, note: &str) {
        let head = format!("  {label:<LABEL_W$}");
        let beside = head.chars().count() + value.chars().count() + note.chars().count();
        let mut spans = vec![
            Span::styled(head, self.plain),
            Span::styled(value, self.strong),
        ];
        if beside <= self.room || note.is_empty() {
            spans.push(Span::styled(note.to_string(), self.plain));
            self.lines.push(Line::from(spans));
        } else {
            self.lines.push(Line::from(spans));
            let note = note.trim_start_matches(", ");
            // Beneath the value when it fits there, else less indented.
            let indent = if LABEL_W + 2 + note.chars().count() <= self.room {
                LABEL_W + 2
            } else {
                4
            };
            self.lines.push(Line::styled(
                format!("{}{note}", " ".repeat(indent)),
                self.plain,
            ));
        }
    }

    /// Best scores, a board size a line, the scores right-aligned.
    fn bests(&mut self, best: &BestScores) {
        if best.is_empty() {
            self.row(text::BEST_SCORE, text::NONE_YET.into(), "");
            return;
        }
        let score_w = best
            .values()
            .map(|s| s.to_string().len())
            .max()
            .unwrap_or(0);
        for (i, (size, score)) in best.iter().enumerate() {
            let label = if i == 0 { text::BEST_SCORE } else { "" };
            self.line(label, format!("{size}×{size}  {score:>score_w$}"), "");
        }
        self.group();
    }
}

fn rate(t: &Tally) -> String {
    let percent = if t.games == 0 {
        0
    } else {
        (100 * u128::from(t.wins) / u128::from(t.games)) as u64
    };
    format!("{} ({percent}%)", t.wins)
}

/// The best tile of a kind of game, or "none yet".
fn tile_or_none(t: &Tally) -> String {
    if t.games == 0 || t.best_tile == 0 {
        text::NONE_YET.to_string()
    } else {
        t.best_tile.to_string()
    }
}

/// The best scores of a kind of game: none when none of its games is counted, and no
/// score of 0.
fn counted(t: &Tally, mut best: BestScores) -> BestScores {
    if t.games == 0 {
        best.clear();
    }
    best.retain(|_, score| *score > 0);
    best
}

/// The best scores with the game in play's score among them.
fn with_current(best: &BestScores, size: usize, current: Option<u64>) -> BestScores {
    let mut best = best.clone();
    if let Some(score) = current.filter(|&s| s > 0) {
        let entry = best.entry(size).or_insert(0);
        *entry = (*entry).max(score);
    }
    best
}

/// The statistics on a screen of `area`; `page` when they take several.
pub fn draw_stats(
    model: &Model,
    look: Look,
    page: usize,
    at: &Geometry,
    area: Rect,
    buf: &mut Buffer,
) {
    let stats = model.stats_with_game();
    let size = model.game().board().size();
    let assisted_game = model.game().assisted();
    let room = usize::from(area.width.saturating_sub(4));
    let mut t = Table {
        groups: Vec::new(),
        lines: Vec::new(),
        room,
        plain: look.overlay(),
        strong: look.overlay().add_modifier(Modifier::BOLD),
    };
    let own = stats.own;
    // The game in play is counted among its kind, and that row says so.
    let (own_note, helped_note) = if assisted_game {
        ("", text::THIS_ONE_INCLUDED)
    } else {
        (text::THIS_ONE_INCLUDED, "")
    };
    t.heading(text::OWN_GAMES);
    t.row(text::PLAYED, own.games.to_string(), own_note);
    t.row(text::WON, rate(&own), "");
    t.row(
        text::MOVES_MADE,
        own.moves.to_string(),
        text::UNDONE_LEFT_OUT,
    );
    t.row(text::HINTS_USED, own.hints.to_string(), "");
    // A kind with no game counted has no best, whatever an older file says.
    let own_current = (!assisted_game).then(|| model.game().score());
    let own_best = with_current(&model.scores().best, size, own_current);
    t.row(text::BEST_TILE, tile_or_none(&own), "");
    t.bests(&counted(&own, own_best));
    let helped = stats.assisted;
    if helped.games > 0 {
        t.heading(text::ASSISTED_GAMES);
        t.row(text::PLAYED, helped.games.to_string(), helped_note);
        t.row(text::WON, rate(&helped), "");
        t.row(text::HINTS_USED, helped.hints.to_string(), "");
        t.row(text::BEST_TILE, tile_or_none(&helped), "");
        let current = assisted_game.then(|| model.game().score());
        let best = with_current(&model.scores().best_assisted, size, current);
        t.bests(&counted(&helped, best));
    }
    let races = model.scores().races();
    if races.games > 0 {
        t.heading(text::RACES);
        t.row(text::PLAYED, races.games.to_string(), "");
        t.row(text::WON, rate(&races), "");
        t.row(text::BEST_TILE, tile_or_none(&races), "");
    }
    t.lines.push(Line::raw(""));
    let own_games: Vec<&FinishedGame> = model
        .scores()
        .history
        .iter()
        .filter(|g| !g.assisted)
        .collect();
    let fit = (room + 1) / 4;
    let shown: Vec<&FinishedGame> = own_games
        .iter()
        .rev()
        .take(CHART_GAMES.min(fit).max(1))
        .rev()
        .copied()
        .collect();
    let titles = text::chart_titles(shown.len());
    let title = titles
        .iter()
        .find(|title| title.chars().count() <= room)
        .unwrap_or(&titles[titles.len() - 1]);
    t.lines.push(Line::styled(title.clone(), t.plain));
    let rows = if area.height >= 30 { 6 } else { 4 };
    t.lines.extend(tile_bars(look, &shown, rows));
    t.group();
    draw_paged(
        look,
        text::STATS_TITLE,
        t.groups,
        text::CLOSES,
        page,
        at,
        area,
        buf,
    );
}

/// Bars three cells wide, one per game, oldest left, as tall as the game's highest tile's
/// exponent (the 2048 tile reaches the top when nothing larger was made), `rows` tall, and
/// the tile beneath each.
fn tile_bars(look: Look, games: &[&FinishedGame], rows: u32) -> Vec<Line<'static>> {
    const BLOCKS: [&str; 9] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"];
    if games.is_empty() {
        return Vec::new();
    }
    let exps: Vec<u32> = games
        .iter()
        .map(|g| g.max_tile.max(1).trailing_zeros())
        .collect();
    let top = exps.iter().copied().max().unwrap_or(1).max(11);
    let style = look.overlay();
    let mut lines: Vec<Line<'static>> = (0..rows)
        .rev()
        .map(|r| {
            let text = exps
                .iter()
                .map(|&e| {
                    // Eighths of a row filled at row r.
                    let filled = (e * rows * 8 / top).saturating_sub(r * 8).min(8);
                    BLOCKS[filled as usize].repeat(3)
                })
                .collect::<Vec<_>>()
                .join(" ");
            Line::styled(text, style)
        })
        .collect();
    let labels = games
        .iter()
        .map(|g| format!("{:^3}", tile_label(g.max_tile, 3)))
        .collect::<Vec<_>>()
        .join(" ");
    lines.push(Line::styled(labels, style.add_modifier(Modifier::BOLD)));
    lines
}
