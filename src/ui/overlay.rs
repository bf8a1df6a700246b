//! Boxes drawn over the board: the win, game over, and the help listing every key.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget};

use super::look::{ColorMode, Look};
use crate::app::Model;
use crate::app::keymap::{Action, KEYMAP, binding, keys_label};
use crate::game::Status;

/// The keys of an action joined by '/', e.g. `Enter/c`.
fn keys_of(action: Action) -> String {
    keys_label(binding(action)).replace(' ', "/")
}

/// Where a centred box of `lines` (and a title) goes inside `area`, clipped to it.
fn box_rect(title: &str, lines: &[Line<'_>], area: Rect) -> Rect {
    let inner_w = lines.iter().map(Line::width).max().unwrap_or(0) as u16;
    let w = (inner_w + 4)
        .max(title.chars().count() as u16 + 6)
        .min(area.width);
    let h = (lines.len() as u16 + 2).min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

/// A centred box of `lines` inside `area`, clipped to it.
fn draw_box(look: Look, title: &str, lines: Vec<Line<'_>>, area: Rect, buf: &mut Buffer) {
    let rect = box_rect(title, &lines, area);
    Clear.render(rect, buf);
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .title(Line::from(format!(" {title} ")).alignment(Alignment::Center))
        .style(look.overlay());
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .block(block)
        .render(rect, buf);
}

/// A box's choices: what each does and the words on its button.
type Choices = Vec<(Action, &'static str)>;

/// The box over the board when the game waits on the player: its title, its message and
/// its choices (each a button: a click does what the key does).
fn status_box(model: &Model) -> Option<(&'static str, String, Choices)> {
    match model.game.status() {
        Status::Won => Some((
            "You win!",
            format!("You made {}!", model.game.rules().target),
            vec![
                (Action::KeepGoing, "Keep going"),
                (Action::Restart, "New game"),
            ],
        )),
        Status::Over => Some((
            "Game over!",
            "No moves left.".to_string(),
            // Undo is offered only when there is something to undo.
            [(Action::Restart, "New game"), (Action::Undo, "Undo")]
                .into_iter()
                .take(if model.undo.is_empty() { 1 } else { 2 })
                .collect(),
        )),
        Status::Playing | Status::KeepPlaying => None,
    }
}

fn status_lines(look: Look, message: String, choices: &[(Action, &str)]) -> Vec<Line<'static>> {
    let mut lines = vec![Line::styled(message, look.overlay())];
    lines.extend(choices.iter().map(|&(action, words)| {
        Line::from(vec![
            Span::styled(
                format!("[ {words} ]"),
                look.overlay().add_modifier(Modifier::BOLD),
            ),
            Span::styled(format!(" {}", keys_of(action)), look.overlay()),
        ])
    }));
    lines
}

/// The win or game-over box over the board, when the game waits on the player.
pub fn draw_status_box(model: &Model, look: Look, board: Rect, buf: &mut Buffer) {
    if let Some((title, message, choices)) = status_box(model) {
        draw_box(
            look,
            title,
            status_lines(look, message, &choices),
            board,
            buf,
        );
    }
}

/// The clickable rows of the box over the board, with what each does.
pub fn buttons(model: &Model, board: Rect) -> Vec<(Rect, Action)> {
    let Some((title, message, choices)) = status_box(model) else {
        return Vec::new();
    };
    // Where the box goes does not depend on its colours.
    let lines = status_lines(Look::new(ColorMode::None), message, &choices);
    let rect = box_rect(title, &lines, board);
    choices
        .iter()
        .enumerate()
        .map(|(i, &(action, _))| {
            let row = Rect::new(
                rect.x + 1,
                rect.y + 2 + i as u16,
                rect.width.saturating_sub(2),
                1,
            );
            (row.intersection(rect), action)
        })
        .collect()
}

/// Every key, from the key table.
pub fn draw_help(look: Look, area: Rect, buf: &mut Buffer) {
    let keys: Vec<String> = KEYMAP.iter().map(keys_label).collect();
    let key_w = keys.iter().map(|k| k.chars().count()).max().unwrap_or(0);
    let help_w = KEYMAP.iter().map(|b| b.help.len()).max().unwrap_or(0);
    let mut lines: Vec<Line> = KEYMAP
        .iter()
        .zip(keys)
        .map(|(b, k)| {
            Line::from(vec![
                Span::styled(
                    format!("{k:>key_w$}"),
                    look.overlay().add_modifier(Modifier::BOLD),
                ),
                Span::styled(format!("  {:<help_w$}", b.help), look.overlay()),
            ])
        })
        .collect();
    lines.push(Line::styled(
        "q, Esc or any other key closes this help",
        look.overlay(),
    ));
    draw_box(look, "Keys", lines, area, buf);
}

/// The statistics: the player's games, wins, moves, hints, best tile and scores, the
/// assisted games apart, and the highest tile of each of the last games as a bar chart.
pub fn draw_stats(model: &Model, look: Look, area: Rect, buf: &mut Buffer) {
    let stats = model.stats_with_game();
    let own = stats.own;
    let rate = |t: crate::game::Tally| {
        if t.games == 0 {
            0.0
        } else {
            100.0 * t.wins as f64 / t.games as f64
        }
    };
    let bests = |best: &crate::game::BestScores, current: u64| -> String {
        let mut best = best.clone();
        let size = model.game.board().size();
        if current > 0 {
            let entry = best.entry(size).or_insert(0);
            *entry = (*entry).max(current);
        }
        if best.is_empty() {
            return "none yet".into();
        }
        best.iter()
            .map(|(size, score)| format!("{size}×{size}: {score}"))
            .collect::<Vec<_>>()
            .join("  ")
    };
    let row = |label: &str, value: String| {
        Line::from(vec![
            Span::styled(format!("{label:<16}"), look.overlay()),
            Span::styled(
                format!("{value:<24}"),
                look.overlay().add_modifier(Modifier::BOLD),
            ),
        ])
    };
    let mut lines = vec![
        row("Games played", format!("{} (this one included)", own.games)),
        row("Games won", format!("{} ({:.0}%)", own.wins, rate(own))),
        row(
            "Moves made",
            format!("{} (undone ones left out)", own.moves),
        ),
        row("Hints used", own.hints.to_string()),
        row("Best tile", own.best_tile.to_string()),
        row("Best score", bests(&model.scores.best, model.best_score())),
    ];
    let assisted = stats.assisted;
    if assisted.games > 0 {
        lines.push(row(
            "Assisted games",
            format!(
                "{}, won {} (the solver moved)",
                assisted.games, assisted.wins
            ),
        ));
        lines.push(row(
            "Assisted best",
            bests(&model.scores.best_assisted, model.assisted_best_score()),
        ));
    }
    lines.push(Line::raw(""));
    let recent: Vec<&crate::game::FinishedGame> =
        model.scores.history.iter().rev().take(30).collect();
    if recent.is_empty() {
        lines.push(Line::styled("No finished games yet", look.overlay()));
    } else {
        lines.push(Line::styled(
            format!("Highest tile, last {} games (newest right)", recent.len()),
            look.overlay(),
        ));
        lines.extend(tile_bars(look, &recent));
    }
    lines.push(Line::styled(
        "q, Esc or any other key closes",
        look.overlay(),
    ));
    draw_box(look, "Statistics", lines, area, buf);
}

/// Four rows of bars, one column per game, as tall as the game's highest tile's exponent
/// (the 2048 tile reaches the top when nothing larger was made).
fn tile_bars(look: Look, games: &[&crate::game::FinishedGame]) -> Vec<Line<'static>> {
    const ROWS: u32 = 4;
    const BLOCKS: [&str; 9] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"];
    let exps: Vec<u32> = games
        .iter()
        .rev()
        .map(|g| g.max_tile.max(1).trailing_zeros())
        .collect();
    let top = exps.iter().copied().max().unwrap_or(1).max(11);
    (0..ROWS)
        .rev()
        .map(|r| {
            let text: String = exps
                .iter()
                .map(|&e| {
                    // Eighths of a row filled at row r.
                    let filled = (e * ROWS * 8 / top).saturating_sub(r * 8).min(8);
                    BLOCKS[filled as usize]
                })
                .collect();
            Line::styled(text, look.overlay())
        })
        .collect()
}
