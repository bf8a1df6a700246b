//! Words for the ear: what the full screen's words say with signs made into words and
//! commas (a screen reader set to read punctuation spells out `—`, `·`, `…`, `×`), the
//! notices that need sight said otherwise, the help's words for a player who hears it,
//! and the keys that change only the look.

use tui2048_engine::game::Dir;

use crate::keymap::{Action, Key, KeyCode, key_name};
use crate::model::Model;
use crate::notice::Notice;
use crate::text::Texts;

/// `line` with the signs a voice spells out made into words and commas: a dash or a dot
/// between words a pause, an ellipsis nothing, `×` between sizes the word for it, an
/// arrow or a cross nothing. Letters, digits, the language's own commas and a path's
/// slashes stay.
pub fn for_ear(t: &Texts, line: &str) -> String {
    let pause = t.plain_pause();
    let mut out = line
        .replace(" — ", pause)
        .replace("——", pause)
        .replace('—', pause)
        .replace(" · ", pause)
        .replace('·', pause)
        .replace('×', t.plain_by())
        .replace(" (", pause)
        .replace([')', '…'], "");
    for sign in ['←', '→', '↑', '↓', '✕'] {
        out = out.replace(&format!("{sign} "), "").replace(sign, "");
    }
    out
}

/// What a notice says to the ear (none: nothing, as its news comes in its own line).
pub(super) fn notice_said(after: &Model, n: &Notice) -> Option<String> {
    let t = after.texts();
    Some(match n {
        Notice::HintThinking => return None,
        Notice::CantMove(dir) => t.plain_no_move(*dir),
        Notice::Hint(Some(dir)) => t.plain_hint(*dir),
        Notice::Pace { per_second, end } => {
            t.plain_pace(*per_second, *end, after.solver().autoplay())
        }
        n => for_ear(t, &t.notice(n)),
    })
}

/// The help's words for `action` where the screen's need sight (a mark on the board, a
/// help shown or hidden).
pub(super) fn help_words(t: &Texts, action: Action) -> Option<&'static str> {
    Some(match action {
        Action::Hint => t.plain_help_hint(),
        Action::Autoplay => t.plain_help_autoplay(),
        Action::Help => t.plain_help_help(),
        Action::Stats => t.plain_help_stats(),
        Action::Close => t.plain_help_close(),
        Action::Cursor(dir) => t.plain_help_cursor(dir),
        Action::ReadCell => t.plain_help_read_cell(),
        Action::ReadRow => t.plain_help_read_row(),
        Action::ReadColumn => t.plain_help_read_column(),
        Action::Summary => t.plain_help_summary(),
        Action::Verbosity => t.plain_help_verbosity(),
        _ => return None,
    })
}

/// What a key that changes only the look says (the theme's, the boss key's), where it is
/// one: nothing is drawn, so nothing changes and nothing is kept.
pub fn look_only(model: &Model, key: Key) -> Option<String> {
    let action = model.keymap().action_for(key)?;
    matches!(action, Action::Theme | Action::Boss)
        .then(|| model.texts().plain_look_only(&key_said(model.texts(), key)))
}

/// A key's name as a voice says it: the arrows by name, the rest as the screen shows them.
pub(super) fn key_said(t: &Texts, key: Key) -> String {
    let arrow = match key.code {
        KeyCode::Left => Some(Dir::Left),
        KeyCode::Right => Some(Dir::Right),
        KeyCode::Up => Some(Dir::Up),
        KeyCode::Down => Some(Dir::Down),
        _ => None,
    };
    match arrow {
        Some(dir) => t.plain_arrow(dir).to_string(),
        // Said as words, not as the letters of `PgUp`.
        None if key.code == KeyCode::PageUp && !key.ctrl => "Page Up".to_string(),
        None if key.code == KeyCode::PageDown && !key.ctrl => "Page Down".to_string(),
        // A dash a voice would spell out: "Ctrl C".
        None => key_name(key).replace("Ctrl-", "Ctrl "),
    }
}
