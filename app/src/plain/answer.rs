//! Every key answers, every time: a key whose work said nothing new (a move that moves
//! nothing again, an undo with nothing left again, a second Esc) says its notice again,
//! in the fewest words that still say it; a key the game does not use says so.

use super::ear::{key_said, notice_said};
use crate::keymap::{Action, Key};
use crate::model::Model;
use crate::notice::Notice;

/// What a key says when what it did said nothing: `before_notice`, the notice before it.
pub(super) fn answer(before_notice: Option<&Notice>, after: &Model, key: Key) -> Option<String> {
    let t = after.texts();
    let Some(action) = after.keymap().action_for(key) else {
        let help = after
            .keymap()
            .keys(Action::Help)
            .first()
            .map(|&k| key_said(t, k))
            .unwrap_or_default();
        return Some(t.plain_unbound(&key_said(t, key), &help));
    };
    match action {
        // Quitting is said on the way out; the replay says its own first words.
        Action::Quit => None,
        Action::Replay if !after.session().record().moves().is_empty() => None,
        // Enter outside a win changes nothing, not even the notice, which is older.
        Action::KeepGoing => Some(t.plain_nothing_now(&key_said(t, key))),
        _ => match after.notice() {
            // The same move that moved nothing: said short.
            Some(n) if before_notice == Some(n) && matches!(n, Notice::CantMove(_)) => {
                Some(t.plain_no_move_again().to_string())
            }
            Some(n) => notice_said(after, n),
            None => Some(t.plain_nothing_now(&key_said(t, key))),
        },
    }
}
