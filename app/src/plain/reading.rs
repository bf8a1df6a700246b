//! What a key reads of the board in the plain interface, the game's and the replay's:
//! apart from the rest of the narrator, so that the replay's core can tell its reading
//! keys without the narrator's words.

use crate::keymap::{Key, KeyCode, replay_action_for};

/// What a key reads of the board, in the plain interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// Every row, then the score and the best.
    Board,
    /// A row, from 0 at the top.
    Row(usize),
    /// A column, from 0 at the left.
    Column(usize),
}

/// The keys Shift makes of 1 to 9 on most keyboards: the columns' keys.
const SHIFTED_DIGITS: [char; 9] = ['!', '@', '#', '$', '%', '^', '&', '*', '('];

/// The row a digit reads, or the column Shift with it reads, on a board of side `size`.
pub fn shown_cell(c: char, size: usize) -> Option<Reading> {
    if let Some(n) = c.to_digit(10).map(|n| n as usize) {
        return (1..=size).contains(&n).then(|| Reading::Row(n - 1));
    }
    let n = SHIFTED_DIGITS.iter().position(|&s| s == c)?;
    (n < size).then_some(Reading::Column(n))
}

/// What a key asks of the replay in the plain interface: Space reads the board there
/// too, and `p` plays or pauses (Space's work on the full screen); a digit reads a row,
/// Shift with it a column. `Err`: the key for the replay's own keys.
pub fn replay_key(key: Key, size: usize) -> Result<Reading, Key> {
    if key == Key::char('p') {
        return Err(Key::char(' '));
    }
    if key == Key::char(' ') {
        return Ok(Reading::Board);
    }
    if key.ctrl || replay_action_for(key).is_some() {
        return Err(key);
    }
    match key.code {
        KeyCode::Char(c) => shown_cell(c, size).ok_or(key),
        _ => Err(key),
    }
}
