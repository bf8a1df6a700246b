//! Terminal events as the game's messages: keys as the game's own keys, a drag across the
//! board as a move, a click on a button of the box over the board as its action. Drags and
//! clicks need the screen's layout, which the view knows and the core does not.

use ratatui::crossterm::event::{
    Event, KeyCode as TermKey, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};
use std::time::{Duration, Instant};

use ratatui::layout::{Position, Rect};

use tui2048_app::keymap::{Action, Key, KeyCode};
use tui2048_app::{Model, Msg};
use tui2048_engine::game::Dir;
use tui2048_ui as ui;

/// How long an Esc waits for what may follow it: an escape sequence that a slow link
/// splits after its Esc (or an Alt-key) must not read as Esc, which closes what is open.
pub(crate) const ESC_WAIT: Duration = Duration::from_millis(25);

/// Turns terminal events into messages; remembers where a drag began, and an Esc that
/// waits to be sure it is one.
#[derive(Debug, Default)]
pub(crate) struct Events {
    drag_from: Option<(u16, u16)>,
    esc: Option<Instant>,
}

impl Events {
    /// The message an event stands for, on a screen of `area` showing `model`.
    pub(crate) fn msg(&mut self, model: &Model, area: Rect, event: &Event) -> Option<Msg> {
        let boxed = tui2048_ui::notice_box(model, area).is_some();
        self.msg_with(event, boxed, |from, to| pointer(model, area, from, to))
    }

    /// The message an event stands for, `boxed` when a notice in a box is over the board
    /// (any key closes it, the pointer does nothing), `pointer` saying what a press and
    /// release of the mouse from one cell to another does.
    pub(crate) fn msg_with(
        &mut self,
        event: &Event,
        boxed: bool,
        pointer: impl FnOnce((u16, u16), (u16, u16)) -> Option<Msg>,
    ) -> Option<Msg> {
        match event {
            Event::Key(key) => {
                let key = key_of(key)?;
                // A notice in a box over the board: any key closes it (Ctrl-C quits).
                if boxed && key != Key::ctrl('c') {
                    self.esc = None;
                    return Some(Msg::CloseNotice);
                }
                if self.esc.take().is_some() {
                    // Esc and a key at once: one sequence cut in two, neither a key.
                    return None;
                }
                if key == Key::new(KeyCode::Esc) {
                    self.esc = Some(Instant::now());
                    return None;
                }
                Some(Msg::Key(key))
            }
            Event::Mouse(mouse) => match mouse.kind {
                MouseEventKind::Down(MouseButton::Left) => {
                    self.drag_from = Some((mouse.column, mouse.row));
                    None
                }
                MouseEventKind::Up(MouseButton::Left) => {
                    let from = self.drag_from.take()?;
                    if boxed {
                        return None;
                    }
                    pointer(from, (mouse.column, mouse.row))
                }
                _ => None,
            },
            _ => None,
        }
    }
}

impl Events {
    /// When an Esc that waits is due.
    pub(crate) fn esc_due(&self) -> Option<Instant> {
        self.esc.map(|at| at + ESC_WAIT)
    }

    /// The Esc that waited, once nothing came after it.
    pub(crate) fn due_esc(&mut self, now: Instant) -> Option<Msg> {
        let due = self.esc_due().is_some_and(|at| now >= at);
        due.then(|| {
            self.esc = None;
            Msg::Key(Key::new(KeyCode::Esc))
        })
    }
}

/// The game's key for a terminal key event: presses and repeats only (Windows also
/// reports releases), none for keys held with Alt (or Super, Meta); Shift only changes a
/// letter's case, which the key table ignores.
pub(crate) fn key_of(event: &KeyEvent) -> Option<Key> {
    if !matches!(event.kind, KeyEventKind::Press | KeyEventKind::Repeat) {
        return None;
    }
    let mods = event.modifiers;
    if mods.intersects(KeyModifiers::ALT | KeyModifiers::SUPER | KeyModifiers::META) {
        return None;
    }
    let code = match event.code {
        TermKey::Char(c) => KeyCode::Char(c),
        TermKey::Left => KeyCode::Left,
        TermKey::Right => KeyCode::Right,
        TermKey::Up => KeyCode::Up,
        TermKey::Down => KeyCode::Down,
        TermKey::Enter => KeyCode::Enter,
        TermKey::Esc => KeyCode::Esc,
        TermKey::Backspace => KeyCode::Backspace,
        TermKey::Tab => KeyCode::Tab,
        TermKey::Home => KeyCode::Home,
        TermKey::End => KeyCode::End,
        TermKey::PageUp => KeyCode::PageUp,
        TermKey::PageDown => KeyCode::PageDown,
        TermKey::F(n) => KeyCode::F(n),
        _ => KeyCode::Other,
    };
    Some(Key {
        code,
        ctrl: mods.contains(KeyModifiers::CONTROL),
    })
}

/// A press and release of the mouse: a click on a button of the box over the board, or a
/// drag from the board in its main direction.
fn pointer(model: &Model, area: Rect, from: (u16, u16), to: (u16, u16)) -> Option<Msg> {
    let board = ui::laid_out(model, area)?.board;
    drag_or_click(board, || ui::buttons(model, area), from, to)
}

/// A press at `from` and release at `to`: a click on one of the `buttons` (where it
/// ends), or a drag from the `board` in its main direction.
pub(crate) fn drag_or_click(
    board: Rect,
    buttons: impl FnOnce() -> Vec<(Rect, Action)>,
    from: (u16, u16),
    to: (u16, u16),
) -> Option<Msg> {
    let (dx, dy) = (
        i32::from(to.0) - i32::from(from.0),
        i32::from(to.1) - i32::from(from.1),
    );
    if dx.abs() <= 1 && dy == 0 {
        let at = Position::new(to.0, to.1);
        return buttons()
            .into_iter()
            .find(|(r, _)| r.contains(at))
            .map(|(_, action)| Msg::Click(action));
    }
    if !board.contains(Position::new(from.0, from.1)) {
        return None;
    }
    // Cells are about twice as tall as wide: a row counts as two columns.
    let dir = if dx.abs() >= 2 * dy.abs() {
        if dx < 0 { Dir::Left } else { Dir::Right }
    } else if dy < 0 {
        Dir::Up
    } else {
        Dir::Down
    };
    Some(Msg::Drag(dir))
}
