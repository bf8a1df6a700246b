//! The help: every key of the key table and what it does, a binding a line when the
//! screen is wide enough, else the keys above their words; in pages when it is short.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

use super::super::layout::Geometry;
use super::super::look::Look;
use super::super::width::{cells, pad_left, pad_right, wrap};
use super::draw_paged;
use tui2048_app::Model;
use tui2048_app::keymap::{Action, Binding, KEYMAP, Key, KeyCode, REPLAY_KEYMAP, key_name};
use tui2048_app::settings::ColorMode;
use tui2048_app::text::Texts;
use tui2048_app::text::shown;

/// Every key, from the player's keys, and where the settings file is, on a screen of
/// `area`; `page` when it takes several.
pub fn draw_help(
    model: &Model,
    look: Look,
    page: usize,
    at: &Geometry,
    area: Rect,
    buf: &mut Buffer,
) {
    let t = model.texts();
    // The plain interface's reading keys read what this screen shows: not listed here.
    let says = |b: &Binding| (!b.action.plain_only()).then(|| (b.help)(t));
    draw_help_of(model, look, (page, at, area), &says, buf);
}

/// The help of the bindings `says` has words for (none: the key does nothing on this
/// screen), in those words, on a screen of `area` laid out as `at`, at `page`.
pub fn draw_help_of(
    model: &Model,
    look: Look,
    (page, at, area): (usize, &Geometry, Rect),
    says: &dyn Fn(&Binding) -> Option<&'static str>,
    buf: &mut Buffer,
) {
    let t = model.texts();
    let rows = help_rows(model, says);
    let key_w = rows.iter().map(|(k, _)| cells(k)).max().unwrap_or(0);
    let help_w = rows.iter().map(|(_, w)| cells(w)).max().unwrap_or(0);
    let room = usize::from(area.width.saturating_sub(4));
    // The words beside the keys, wrapped when they are long, while at least this many
    // columns are left for them.
    const WORDS_MIN: usize = 24;
    // A group of lines for each binding, kept on one page.
    let mut groups = if key_w + 2 + WORDS_MIN <= room {
        keys_beside_words(&rows, key_w, help_w.min(room - key_w - 2), look)
    } else {
        keys_above_words(&rows, room.saturating_sub(2), look)
    };
    if look.color == ColorMode::Ansi256 {
        // As wide as the keys' lines, where those are wide enough to read it.
        let keys_w = key_w + 2 + help_w;
        let width = if keys_w >= 40 { keys_w } else { room };
        groups.push(after_a_blank(
            t.palette_help(),
            width.min(room.saturating_sub(2)).max(1),
            look,
        ));
    }
    if let Some(path) = model.settings_file() {
        let words = t.settings_at(&shown(&path));
        groups.push(after_a_blank(&words, room.saturating_sub(2).max(1), look));
    }
    draw_paged(
        t,
        look,
        t.keys_title(),
        groups,
        t.closes(),
        page,
        at,
        area,
        buf,
    );
}

/// The player's keys of each binding `says` has words for, and those words (an action
/// left with no key is not shown); under the replay's, Enter in the replay.
fn help_rows(
    model: &Model,
    says: &dyn Fn(&Binding) -> Option<&'static str>,
) -> Vec<(String, String)> {
    let t = model.texts();
    let keymap = model.keymap();
    // The words of the new game's key name u, which brings the old game back: the player's
    // key for it where that is another.
    let undo = keymap.keys(Action::Undo);
    let restart = (!undo.contains(&Key::char('u')))
        .then(|| t.help_restart_undo(undo.first().map(|&k| key_name(k)).as_deref()));
    KEYMAP
        .iter()
        .filter_map(|b| says(b).map(|words| (b, keymap.label(b), words)))
        .filter(|(_, keys, _)| !keys.is_empty())
        .flat_map(|(b, keys, words)| {
            let words = match &restart {
                Some(restart) if words == t.help_restart() => restart.clone(),
                _ => words.to_string(),
            };
            let play_on = (b.action == Action::Replay).then(|| {
                let enter = key_name(Key::new(KeyCode::Enter));
                (enter, t.help_replay_play_on().to_string())
            });
            std::iter::once((keys, words)).chain(play_on)
        })
        .collect()
}

/// A binding a group: its keys right-aligned in `key_w` columns, its words beside them,
/// wrapped in `words_w`.
fn keys_beside_words(
    rows: &[(String, String)],
    key_w: usize,
    words_w: usize,
    look: Look,
) -> Vec<Vec<Line<'static>>> {
    let strong = look.overlay().add_modifier(Modifier::BOLD);
    rows.iter()
        .map(|(k, words)| {
            wrap(words, words_w)
                .into_iter()
                .enumerate()
                .map(|(i, words)| {
                    let keys = if i == 0 { k.as_str() } else { "" };
                    Line::from(vec![
                        Span::styled(pad_left(keys, key_w), strong),
                        Span::styled(format!("  {}", pad_right(&words, words_w)), look.overlay()),
                    ])
                })
                .collect()
        })
        .collect()
}

/// A binding a group: its keys on a line, its words beneath, indented, wrapped in
/// `words_w`, every line as wide as the widest.
fn keys_above_words(
    rows: &[(String, String)],
    words_w: usize,
    look: Look,
) -> Vec<Vec<Line<'static>>> {
    let strong = look.overlay().add_modifier(Modifier::BOLD);
    let block_w = rows
        .iter()
        .flat_map(|(_, words)| wrap(words, words_w))
        .map(|l| cells(&l) + 2)
        .chain(rows.iter().map(|(k, _)| cells(k)))
        .max()
        .unwrap_or(0);
    rows.iter()
        .map(|(k, words)| {
            let mut lines = vec![Line::styled(pad_right(k, block_w), strong)];
            lines.extend(wrap(words, words_w).into_iter().map(|w| {
                Line::styled(format!("  {}", pad_right(&w, block_w - 2)), look.overlay())
            }));
            lines
        })
        .collect()
}

/// A blank line, then `words` wrapped in `width`.
fn after_a_blank(words: &str, width: usize, look: Look) -> Vec<Line<'static>> {
    let mut group = vec![Line::raw("")];
    group.extend(
        wrap(words, width)
            .into_iter()
            .map(|l| Line::styled(l, look.overlay())),
    );
    group
}

/// The replay's keys, from its key table, a binding a line, over the replay laid out as
/// `at` on a screen of `area`, at `page`.
pub fn draw_replay_help(
    t: &Texts,
    look: Look,
    (page, at, area): (usize, &Geometry, Rect),
    buf: &mut Buffer,
) {
    let rows: Vec<(String, &str)> = REPLAY_KEYMAP
        .iter()
        .map(|b| {
            let keys: Vec<String> = b.keys.iter().map(|&k| key_name(k)).collect();
            (keys.join(" "), (b.help)(t))
        })
        .collect();
    let key_w = rows.iter().map(|(k, _)| cells(k)).max().unwrap_or(0);
    let room = usize::from(area.width.saturating_sub(4));
    let words_w = room.saturating_sub(key_w + 2).max(1);
    let strong = look.overlay().add_modifier(Modifier::BOLD);
    let groups = rows
        .iter()
        .map(|(keys, words)| {
            wrap(words, words_w)
                .into_iter()
                .enumerate()
                .map(|(i, words)| {
                    let keys = if i == 0 { keys.as_str() } else { "" };
                    Line::from(vec![
                        Span::styled(pad_left(keys, key_w), strong),
                        Span::styled(format!("  {words}"), look.overlay()),
                    ])
                })
                .collect()
        })
        .collect();
    draw_paged(
        t,
        look,
        t.keys_title(),
        groups,
        t.closes(),
        page,
        at,
        area,
        buf,
    );
}
