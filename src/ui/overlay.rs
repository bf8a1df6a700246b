//! Boxes drawn over the board: the win, game over, and the help listing every key.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget};

use super::theme::Look;
use crate::app::keymap::{Action, Binding, KEYMAP, keys_label};

fn binding(action: Action) -> &'static Binding {
    KEYMAP
        .iter()
        .find(|b| b.action == action)
        .expect("every action has a binding")
}

/// The keys of an action joined by '/', e.g. `Enter/c`.
fn keys_of(action: Action) -> String {
    keys_label(binding(action)).replace(' ', "/")
}

/// A centred box of `lines` inside `area`, clipped to it.
fn draw_box(look: Look, title: &str, lines: Vec<Line<'_>>, area: Rect, buf: &mut Buffer) {
    let inner_w = lines.iter().map(Line::width).max().unwrap_or(0) as u16;
    let w = (inner_w + 4)
        .max(title.chars().count() as u16 + 6)
        .min(area.width);
    let h = (lines.len() as u16 + 2).min(area.height);
    let rect = Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    );
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

fn choice(look: Look, keys: String, what: &str) -> Line<'static> {
    Line::from(vec![
        Span::styled(keys, look.overlay().add_modifier(Modifier::BOLD)),
        Span::styled(format!("  {what}"), look.overlay()),
    ])
}

/// "You win!" with keep going and new game.
pub fn draw_win(look: Look, target: u64, area: Rect, buf: &mut Buffer) {
    let lines = vec![
        Line::styled(format!("You made {target}!"), look.overlay()),
        choice(look, keys_of(Action::KeepGoing), "keep going"),
        choice(look, keys_of(Action::Restart), "new game"),
    ];
    draw_box(look, "You win!", lines, area, buf);
}

/// "Game over!" with new game and undo.
pub fn draw_game_over(look: Look, area: Rect, buf: &mut Buffer) {
    let lines = vec![
        Line::styled("No moves left.", look.overlay()),
        choice(look, keys_of(Action::Restart), "new game"),
        choice(look, "u".to_string(), "undo"),
    ];
    draw_box(look, "Game over!", lines, area, buf);
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
    lines.push(Line::styled("any key closes this help", look.overlay()));
    draw_box(look, "Keys", lines, area, buf);
}
