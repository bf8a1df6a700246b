//! What a connection asks for, as values: who it is, what its channel asked, and what the
//! channel hears from its client once started.

use tui2048_engine::game::Day;
use tui2048_store::settings::Language;

use crate::db::Account;

/// Who a connection is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    /// No key: the game works, nothing is kept or ranked.
    Guest,
    /// A key's account.
    Player {
        account: Account,
        fingerprint: String,
    },
}

/// What a channel asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The game: the full screen, or the `plain` interface; the game in play, or today's
    /// (`daily`), which every player of the server plays on the same tiles.
    Game {
        plain: bool,
        daily: bool,
    },
    /// The board of a day's game (today's when none is given).
    Board(Option<Day>),
    Verify,
    AddKey,
}

/// A channel's request, with what the connection knows.
#[derive(Clone, Debug)]
pub struct Asked {
    pub who: Who,
    pub ask: Ask,
    /// The terminal's `TERM` and size, when a pty was asked for.
    pub term: Option<(String, u16, u16)>,
    pub lang: Option<String>,
    /// The colour hints the client sent (`COLORTERM`, `NO_COLOR`).
    pub colour: Vec<(String, String)>,
    /// Why the key was not taken as an account, when it was not.
    pub refused_name: Option<String>,
}

impl Asked {
    /// The language of the words: `LANG`'s, else English.
    pub fn language(&self) -> Language {
        self.lang
            .as_deref()
            .and_then(Language::of_locale)
            .unwrap_or_default()
    }
}

/// What a started channel hears from its client.
pub enum Event {
    Bytes(Vec<u8>),
    Resize(u16, u16),
    End,
}
