//! Fixtures shared by the tests: games and models from rows of tiles, screens rendered to
//! a buffer or to text, keys pressed through the game's key table, pictures of screens,
//! and the proptest strategies the modules share (`strategies`). `models` builds models
//! as the program does.

pub(crate) mod models;
pub(crate) mod races;
pub(crate) mod screen;
pub(crate) use tui2048_engine::strategies;
/// The block digits' reader, for `screen`.
use tui2048_ui::digits;
pub(crate) mod svg;

pub(crate) use models::{daily_played, on_page, playing, redrawn, rescored, with_undo};

use std::io::Write;
use std::sync::{Arc, Mutex};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

use crate::runtime::key_of;
use tui2048_app::settings::ColorMode;
use tui2048_app::{Cmd, Model, Msg, update};
use tui2048_engine::game::{Board, Dir, GameRng, GameState, Record, Rules, Status};
use tui2048_ui::{Look, view};

/// A board from rows of tile values (0 for empty).
pub(crate) fn board<R: AsRef<[u64]>>(rows: &[R]) -> Board {
    Board::from_values(rows).expect("a valid test board")
}

/// A game of the default rules (its size the board's) on `rows`, its generator seeded
/// with `seed`.
pub(crate) fn game_seeded<R: AsRef<[u64]>>(
    rows: &[R],
    score: u64,
    moves: u64,
    status: Status,
    seed: u64,
) -> GameState {
    GameState::from_parts(
        Rules::default(),
        board(rows),
        score,
        moves,
        status,
        GameRng::from_seed(seed),
    )
}

/// [`game_seeded`] with the seed 1.
pub(crate) fn game<R: AsRef<[u64]>>(
    rows: &[R],
    score: u64,
    moves: u64,
    status: Status,
) -> GameState {
    game_seeded(rows, score, moves, status, 1)
}

/// The classic look in a colour mode.
pub(crate) fn look(mode: ColorMode) -> Look {
    Look::new(mode)
}

/// The screen of `model` drawn on a `w`×`h` terminal.
pub(crate) fn render(model: &Model, look: Look, w: u16, h: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|frame| view(model, look, frame)).unwrap();
    terminal.backend().buffer().clone()
}

/// A buffer's text as a terminal shows it: rows trimmed on the right and joined by
/// newlines, the cell a wide character covers after its own left out.
pub(crate) fn text(buf: &Buffer) -> String {
    let area = buf.area;
    (0..area.height)
        .map(|y| {
            let mut line = String::new();
            let mut x = 0;
            while x < area.width {
                let symbol = buf[(x, y)].symbol();
                line.push_str(symbol);
                x += unicode_width::UnicodeWidthStr::width(symbol).max(1) as u16;
            }
            line.trim_end().to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The number a tile shows in `rect` of the screen: its big digits read back, or its
/// plain text; empty for an empty cell.
pub(crate) fn tile_text(buf: &Buffer, rect: ratatui::layout::Rect) -> String {
    let rows: Vec<String> = (rect.y..rect.bottom())
        .map(|y| {
            (rect.x..rect.right())
                .map(|x| buf[(x, y)].symbol())
                .collect()
        })
        .collect();
    let big = |r: &String| r.chars().any(tui2048_ui::digits::is_glyph);
    if let Some(top) = rows.iter().position(big) {
        let below: Vec<&str> = rows[top..].iter().map(String::as_str).collect();
        return match tui2048_ui::digits::read(&below) {
            Some(text) => text,
            _ => format!("unreadable big digits: {rows:?}"),
        };
    }
    rows.iter().map(|r| r.trim()).collect()
}

/// A key pressed alone.
pub(crate) fn press(code: KeyCode) -> Event {
    Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

/// A key pressed with modifiers.
pub(crate) fn with(code: KeyCode, mods: KeyModifiers) -> Event {
    Event::Key(KeyEvent::new(code, mods))
}

/// The message a terminal key event sends the core, as the runtime turns it into one.
pub(crate) fn msg_of(event: &Event) -> Option<Msg> {
    match event {
        Event::Key(key) => key_of(key).map(Msg::Key),
        _ => None,
    }
}

/// Feeds key events through the runtime's key translation and `update`, returning the
/// model and every command.
pub(crate) fn keys(mut m: Model, events: &[Event]) -> (Model, Vec<Cmd>) {
    let mut all = Vec::new();
    for e in events {
        if let Some(msg) = msg_of(e) {
            let (next, cmds) = update(m, msg);
            m = next;
            all.extend(cmds);
        }
    }
    (m, all)
}

/// A writer whose bytes can be read from outside the terminal that owns it.
#[derive(Clone, Default)]
pub(crate) struct Sink(pub Arc<Mutex<Vec<u8>>>);

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// `state` played on for `moves` moves of `record`, trying the directions in turn (up,
/// down, left, right) and skipping those that move nothing: the record and where it ends.
pub(crate) fn cycled(
    mut state: GameState,
    mut record: Record,
    moves: usize,
) -> (Record, GameState) {
    let mut k = 0;
    while record.moves().len() < moves && state.accepts_moves() {
        if let Some((next, _)) = state.apply(Dir::ALL[k % 4]) {
            state = next;
            record.push(Dir::ALL[k % 4]);
        }
        k += 1;
    }
    (record, state)
}

/// A palette's theme's name, for a failing test's message.
pub(crate) fn theme_name(palette: &tui2048_ui::theme::Palette) -> &'static str {
    palette
        .theme()
        .map_or("another palette", tui2048_app::settings::name_of)
}

/// A notice of a test's own `words`, said in the status line like any other.
pub(crate) fn said(words: impl Into<String>) -> tui2048_app::notice::Notice {
    tui2048_app::notice::Notice::Test {
        words: words.into(),
        read: false,
    }
}

/// A warning of a test's own `words`, to be read whole.
pub(crate) fn warning(words: impl Into<String>) -> tui2048_app::notice::Notice {
    tui2048_app::notice::Notice::Test {
        words: words.into(),
        read: true,
    }
}

/// `words`, each a warning to be read whole.
pub(crate) fn warnings<S: Into<String>>(
    words: impl IntoIterator<Item = S>,
) -> Vec<tui2048_app::notice::Notice> {
    words.into_iter().map(warning).collect()
}
