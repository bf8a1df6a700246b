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
use super::super::width::{cells, pad_right, wrap};
use super::draw_paged;
use tui2048_app::Model;
use tui2048_app::text::Texts;
use tui2048_engine::game::{BestScores, Day, FinishedGame, Streak, Tally};

/// The width of a label in the table.
const LABEL_W: usize = 14;
/// The most games the chart shows.
const CHART_GAMES: usize = 30;

/// Rows of the table, as wide as `room` allows: a label, a value, and a note that goes
/// beside the value when it fits, else beneath it. Each row is a group of lines that a
/// page keeps together; a heading goes with the row after it.
struct Table {
    texts: &'static Texts,
    groups: Vec<Vec<Line<'static>>>,
    lines: Vec<Line<'static>>,
    room: usize,
    plain: Style,
    strong: Style,
}

impl Table {
    /// A heading, its head alone (before its bracket) when the box has no room for all.
    fn heading(&mut self, text: &str) {
        let text = super::super::panels::shorten(self.texts, text, self.room, self.room);
        self.lines.push(Line::styled(text, self.strong));
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
        let head = format!("  {}", pad_right(label, LABEL_W));
        if cells(&head) + cells(&value) > self.room {
            self.beneath(label, &value, note);
            return;
        }
        let beside = cells(&head) + cells(&value) + cells(note);
        let mut spans = vec![
            Span::styled(head, self.plain),
            Span::styled(value, self.strong),
        ];
        if beside <= self.room || note.is_empty() {
            spans.push(Span::styled(note.to_string(), self.plain));
            self.lines.push(Line::from(spans));
        } else {
            self.lines.push(Line::from(spans));
            let note = note.trim_start_matches(", ").trim_start_matches('，');
            // Beneath the value when it fits there, else less indented.
            let indent = if LABEL_W + 2 + cells(note) <= self.room {
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

    /// A row whose value has no room beside its label: the label, then the value and the
    /// note beneath it, less indented, each wrapped to the box.
    fn beneath(&mut self, label: &str, value: &str, note: &str) {
        self.lines
            .push(Line::styled(format!("  {label}"), self.plain));
        let note = note.trim_start_matches(", ").trim_start_matches('，');
        let width = self.room.saturating_sub(4);
        for (words, style) in [(value, self.strong), (note, self.plain)] {
            for row in wrap(words, width).into_iter().filter(|r| !r.is_empty()) {
                self.lines.push(Line::styled(format!("    {row}"), style));
            }
        }
    }

    /// Best scores, a board size a line, the scores right-aligned, `note` beside the
    /// first.
    fn bests(&mut self, best: &BestScores, note: &str) {
        if best.is_empty() {
            let t = self.texts;
            self.row(t.best_score(), t.none_yet().into(), "");
            return;
        }
        let score_w = best
            .values()
            .map(|s| s.to_string().len())
            .max()
            .unwrap_or(0);
        for (i, (size, score)) in best.iter().enumerate() {
            let label = if i == 0 { self.texts.best_score() } else { "" };
            let size = self.texts.board_size(*size);
            let note = if i == 0 { note } else { "" };
            self.line(label, format!("{size}  {score:>score_w$}"), note);
        }
        self.group();
    }
}

fn rate(texts: &Texts, t: &Tally) -> String {
    let percent = if t.games == 0 {
        0
    } else {
        (100 * u128::from(t.wins) / u128::from(t.games)) as u64
    };
    texts.wins(t.wins, percent)
}

/// The best tile of a kind of game, or "none yet". A tile reached is reached, whether or
/// not a game of the kind has ended yet (the game in play may have gone on assisted).
fn tile_or_none(texts: &Texts, t: &Tally) -> String {
    if t.best_tile == 0 {
        texts.none_yet().to_string()
    } else {
        t.best_tile.to_string()
    }
}

/// The best scores reached, no score of 0 among them: the player's own are those the
/// header's BEST shows, however the games that reached them were counted since.
fn reached(mut best: BestScores) -> BestScores {
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
    let w = model.texts();
    let mut t = Table {
        texts: w,
        groups: Vec::new(),
        lines: Vec::new(),
        room: usize::from(area.width.saturating_sub(4)),
        plain: look.overlay(),
        strong: look.overlay().add_modifier(Modifier::BOLD),
    };
    t.own_games(model, &stats.own);
    t.assisted_games(model, &stats.assisted);
    t.races(model);
    t.daily(model, stats.daily);
    t.lines.push(Line::raw(""));
    t.chart(model, look, if area.height >= 30 { 6 } else { 4 });
    t.group();
    draw_paged(
        w,
        look,
        w.stats_title(),
        t.groups,
        w.closes(),
        page,
        at,
        area,
        buf,
    );
}

impl Table {
    /// The player's own games, `own`, the game in play among them unless it is assisted.
    fn own_games(&mut self, model: &Model, own: &Tally) {
        let w = self.texts;
        let assisted_game = model.game().assisted();
        // The game in play is counted among its kind, and that row says so.
        let own_note = if assisted_game {
            ""
        } else {
            w.this_one_included()
        };
        self.heading(w.own_games());
        self.row(w.played(), own.games.to_string(), own_note);
        self.row(w.won(), rate(w, own), "");
        self.row(w.moves_made(), own.moves.to_string(), w.undone_left_out());
        self.row(w.hints_used(), own.hints.to_string(), "");
        // The player's best is one number: the highest score their own moves reached, as
        // the header, the end boxes and the state file have it.
        let own_current = (!assisted_game).then(|| model.game().score());
        let size = model.game().board().size();
        let own_best = with_current(&model.scores().best, size, own_current);
        self.row(w.best_tile(), tile_or_none(w, own), "");
        self.bests(&reached(own_best), w.by_your_own_moves());
    }

    /// The assisted games, `helped`, the game in play among them if it is assisted; none
    /// when there are none.
    fn assisted_games(&mut self, model: &Model, helped: &Tally) {
        if helped.games == 0 {
            return;
        }
        let w = self.texts;
        let assisted_game = model.game().assisted();
        let helped_note = if assisted_game {
            w.this_one_included()
        } else {
            ""
        };
        self.heading(w.assisted_games());
        self.row(w.played(), helped.games.to_string(), helped_note);
        self.row(w.won(), rate(w, helped), "");
        self.row(w.hints_used(), helped.hints.to_string(), "");
        self.row(w.best_tile(), tile_or_none(w, helped), "");
        let current = assisted_game.then(|| model.game().score());
        let size = model.game().board().size();
        let best = with_current(&model.scores().best_assisted, size, current);
        self.bests(&reached(best), "");
    }

    /// The races, when there were some.
    fn races(&mut self, model: &Model) {
        let w = self.texts;
        let races = model.scores().races();
        if races.games > 0 {
            self.heading(w.races());
            self.row(w.played(), races.games.to_string(), "");
            self.row(w.won(), rate(w, &races), "");
            self.row(w.best_tile(), tile_or_none(w, &races), "");
        }
    }

    /// The daily game's streaks, `streak`, where its counts are shown.
    fn daily(&mut self, model: &Model, streak: Streak) {
        let w = self.texts;
        let daily = model.session().record().origin().day().is_some();
        if daily || streak != Streak::default() {
            let (finished, won) = streak.on(Day::from_unix(model.clock()));
            let longest = w.longest_streaks(streak.finished.longest, streak.won.longest);
            self.heading(w.daily_game());
            self.row(w.days_in_a_row(), w.streak_words(finished, won), &longest);
        }
    }

    /// The chart of the player's own last games, as many as the box has room for, `rows`
    /// tall, under its title.
    fn chart(&mut self, model: &Model, look: Look, rows: u32) {
        let own_games: Vec<&FinishedGame> = model
            .scores()
            .history
            .iter()
            .filter(|g| !g.assisted)
            .collect();
        let fit = (self.room + 1) / 4;
        let shown: Vec<&FinishedGame> = own_games
            .iter()
            .rev()
            .take(CHART_GAMES.min(fit).max(1))
            .rev()
            .copied()
            .collect();
        let titles = self.texts.chart_titles(shown.len());
        let title = titles
            .iter()
            .find(|title| cells(title) <= self.room)
            .unwrap_or(&titles[titles.len() - 1]);
        self.lines.push(Line::styled(title.clone(), self.plain));
        self.lines.extend(tile_bars(look, &shown, rows));
    }
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
