//! The terminal's input, read by the game itself: every byte the terminal has sent is read
//! as soon as it is there (a level-triggered wait, so nothing sits unread behind a burst),
//! and turned into events by `termina`'s parser, one parser per reader. The game never asks
//! for bracketed paste, so a paste's markers are dropped and what was pasted reads as keys:
//! a paste whose end never comes cannot hold the keyboard, or Ctrl-C, back.

use std::fs::File;
use std::io;
use std::os::fd::{AsFd, BorrowedFd};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyEventState, KeyModifiers, MouseButton, MouseEvent,
    MouseEventKind,
};
use rustix::event::{PollFd, PollFlags, Timespec, poll};

/// How much is read at a time: a burst longer than this is read in several reads, back to
/// back.
pub(super) const CHUNK: usize = 4096;

/// Where the keys come from: standard input when it is the terminal, the process's
/// terminal (`/dev/tty`) when standard input is something else.
pub(crate) enum Keyboard {
    Stdin,
    Tty(File),
}

impl Keyboard {
    pub(crate) fn open() -> io::Result<Keyboard> {
        if rustix::termios::isatty(rustix::stdio::stdin()) {
            Ok(Keyboard::Stdin)
        } else {
            File::open("/dev/tty").map(Keyboard::Tty)
        }
    }

    fn fd(&self) -> BorrowedFd<'_> {
        match self {
            Keyboard::Stdin => rustix::stdio::stdin(),
            Keyboard::Tty(file) => file.as_fd(),
        }
    }
}

/// Reads the keyboard until it ends (an error or the end of input: `Err`/`Ok(())` after the
/// last event), `stop` is set (checked at least every `stop_every`, and before each read, so
/// that no byte is taken once it is set), or `each` answers false. Each event read is
/// handed to `each` in order.
pub(crate) fn read_events(
    keyboard: &Keyboard,
    stop: Option<(&Arc<AtomicBool>, Duration)>,
    mut each: impl FnMut(Event) -> bool,
) -> io::Result<()> {
    let fd = keyboard.fd();
    let mut parser = Parser::default();
    let mut buffer = vec![0u8; CHUNK];
    let timeout = stop.map(|(_, every)| Timespec::try_from(every).unwrap_or_default());
    let stopped = || stop.is_some_and(|(flag, _)| flag.load(Ordering::Relaxed));
    loop {
        if stopped() {
            return Ok(());
        }
        let mut fds = [PollFd::new(&fd, PollFlags::IN)];
        match poll(&mut fds, timeout.as_ref()) {
            Ok(0) => continue,
            Ok(_) => {}
            Err(rustix::io::Errno::INTR | rustix::io::Errno::AGAIN) => continue,
            Err(e) => return Err(e.into()),
        }
        if stopped() {
            return Ok(());
        }
        let read = match rustix::io::read(fd, &mut buffer) {
            Ok(0) => return Ok(()),
            Ok(read) => read,
            Err(rustix::io::Errno::INTR | rustix::io::Errno::AGAIN) => continue,
            Err(e) => return Err(e.into()),
        };
        // A full read may have cut a sequence; what is still to come completes it.
        for event in parser.feed(&buffer[..read], read == buffer.len()) {
            if !each(event) {
                return Ok(());
            }
        }
    }
}

/// Bytes to events: the paste markers dropped, the rest parsed.
#[derive(Default)]
pub(crate) struct Parser {
    parser: termina::Parser,
    unpaste: Unpaste,
}

impl Parser {
    /// The events `bytes` complete, `more` when the bytes may stop in a sequence's middle
    /// (a lone Esc then waits for what follows it; otherwise it is the Esc key).
    pub(crate) fn feed(&mut self, bytes: &[u8], more: bool) -> Vec<Event> {
        let bytes = self.unpaste.strip(bytes);
        self.parser.parse(&bytes, more);
        std::iter::from_fn(|| self.parser.pop())
            .filter_map(event_of)
            .collect()
    }
}

/// The start and the end of a bracketed paste.
const MARKERS: [&[u8]; 2] = [b"\x1b[200~", b"\x1b[201~"];

/// Drops bracketed paste's markers from a stream of bytes, one cut across two reads
/// included.
#[derive(Default)]
struct Unpaste {
    /// The end of the last read, when it may be the start of a marker (`ESC [`, at least:
    /// a lone Esc goes on at once, as the Esc key must; `ESC [` alone is no key either way).
    held: Vec<u8>,
}

impl Unpaste {
    fn strip(&mut self, bytes: &[u8]) -> Vec<u8> {
        let mut all = std::mem::take(&mut self.held);
        all.extend_from_slice(bytes);
        let mut out = Vec::with_capacity(all.len());
        let mut at = 0;
        while at < all.len() {
            let rest = &all[at..];
            if let Some(marker) = MARKERS.iter().find(|m| rest.starts_with(m)) {
                at += marker.len();
                continue;
            }
            if rest.len() >= 2 && rest.len() < 6 && MARKERS.iter().any(|m| m.starts_with(rest)) {
                self.held = rest.to_vec();
                break;
            }
            out.push(all[at]);
            at += 1;
        }
        out
    }
}

/// The game's terminal event for one of the parser's: keys, the mouse, focus; none for
/// the answers to queries the game never makes.
fn event_of(event: termina::Event) -> Option<Event> {
    use termina::Event as T;
    match event {
        T::Key(key) => Some(Event::Key(key_of(key)?)),
        T::Mouse(mouse) => Some(Event::Mouse(mouse_of(mouse)?)),
        T::FocusIn => Some(Event::FocusGained),
        T::FocusOut => Some(Event::FocusLost),
        T::Paste(text) => Some(Event::Paste(text)),
        _ => None,
    }
}

fn key_of(key: termina::event::KeyEvent) -> Option<KeyEvent> {
    use termina::event::{KeyCode as T, KeyEventKind as K};
    let code = match key.code {
        T::Char(c) => KeyCode::Char(c),
        T::Enter => KeyCode::Enter,
        T::Backspace => KeyCode::Backspace,
        T::Tab => KeyCode::Tab,
        T::BackTab => KeyCode::BackTab,
        T::Escape => KeyCode::Esc,
        T::Left => KeyCode::Left,
        T::Right => KeyCode::Right,
        T::Up => KeyCode::Up,
        T::Down => KeyCode::Down,
        T::Home => KeyCode::Home,
        T::End => KeyCode::End,
        T::PageUp => KeyCode::PageUp,
        T::PageDown => KeyCode::PageDown,
        T::Delete => KeyCode::Delete,
        T::Insert => KeyCode::Insert,
        T::Function(n) => KeyCode::F(n),
        _ => return None,
    };
    let kind = match key.kind {
        K::Press => KeyEventKind::Press,
        K::Repeat => KeyEventKind::Repeat,
        K::Release => KeyEventKind::Release,
    };
    Some(KeyEvent {
        code,
        modifiers: modifiers_of(key.modifiers),
        kind,
        state: KeyEventState::NONE,
    })
}

fn modifiers_of(mods: termina::event::Modifiers) -> KeyModifiers {
    use termina::event::Modifiers as M;
    let pairs = [
        (M::SHIFT, KeyModifiers::SHIFT),
        (M::CONTROL, KeyModifiers::CONTROL),
        (M::ALT, KeyModifiers::ALT),
        (M::SUPER, KeyModifiers::SUPER),
        (M::HYPER, KeyModifiers::HYPER),
        (M::META, KeyModifiers::META),
    ];
    pairs
        .into_iter()
        .filter(|(theirs, _)| mods.contains(*theirs))
        .fold(KeyModifiers::NONE, |all, (_, ours)| all | ours)
}

fn mouse_of(mouse: termina::event::MouseEvent) -> Option<MouseEvent> {
    use termina::event::{MouseButton as B, MouseEventKind as T};
    let button = |b: B| match b {
        B::Left => MouseButton::Left,
        B::Right => MouseButton::Right,
        B::Middle => MouseButton::Middle,
    };
    let kind = match mouse.kind {
        T::Down(b) => MouseEventKind::Down(button(b)),
        T::Up(b) => MouseEventKind::Up(button(b)),
        T::Drag(b) => MouseEventKind::Drag(button(b)),
        T::Moved => MouseEventKind::Moved,
        T::ScrollDown => MouseEventKind::ScrollDown,
        T::ScrollUp => MouseEventKind::ScrollUp,
        T::ScrollLeft => MouseEventKind::ScrollLeft,
        T::ScrollRight => MouseEventKind::ScrollRight,
    };
    Some(MouseEvent {
        kind,
        column: mouse.column,
        row: mouse.row,
        modifiers: modifiers_of(mouse.modifiers),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(parser: &mut Parser, bytes: &[u8], more: bool) -> Vec<Event> {
        parser.feed(bytes, more)
    }

    fn press(code: KeyCode, modifiers: KeyModifiers) -> Event {
        Event::Key(KeyEvent {
            code,
            modifiers,
            kind: KeyEventKind::Press,
            state: KeyEventState::NONE,
        })
    }

    #[test]
    fn keys_arrows_and_control_keys_read_as_the_terminal_sends_them() {
        let mut parser = Parser::default();
        let events = keys(&mut parser, b"a\x1b[D\x1bOA\x03\r\t\x7fQ", false);
        assert_eq!(
            events,
            vec![
                press(KeyCode::Char('a'), KeyModifiers::NONE),
                press(KeyCode::Left, KeyModifiers::NONE),
                press(KeyCode::Up, KeyModifiers::NONE),
                press(KeyCode::Char('c'), KeyModifiers::CONTROL),
                press(KeyCode::Enter, KeyModifiers::NONE),
                press(KeyCode::Tab, KeyModifiers::NONE),
                press(KeyCode::Backspace, KeyModifiers::NONE),
                press(KeyCode::Char('Q'), KeyModifiers::SHIFT),
            ]
        );
    }

    #[test]
    fn a_lone_esc_is_the_esc_key_unless_more_may_follow() {
        let mut parser = Parser::default();
        assert_eq!(
            keys(&mut parser, b"\x1b", false),
            vec![press(KeyCode::Esc, KeyModifiers::NONE)]
        );
        assert_eq!(
            keys(&mut parser, b"x\x1b", true),
            vec![press(KeyCode::Char('x'), KeyModifiers::NONE)]
        );
        assert_eq!(
            keys(&mut parser, b"[C", false),
            vec![press(KeyCode::Right, KeyModifiers::NONE)]
        );
    }

    #[test]
    fn a_sequence_cut_between_two_reads_is_one_key() {
        let mut parser = Parser::default();
        assert_eq!(keys(&mut parser, b"\x1b[", false), vec![]);
        assert_eq!(
            keys(&mut parser, b"B", false),
            vec![press(KeyCode::Down, KeyModifiers::NONE)]
        );
    }

    #[test]
    fn a_paste_reads_as_keys_and_one_that_never_ends_holds_nothing_back() {
        let mut parser = Parser::default();
        assert_eq!(
            keys(&mut parser, b"\x1b[200~hj\x1b[201~q", false),
            vec![
                press(KeyCode::Char('h'), KeyModifiers::NONE),
                press(KeyCode::Char('j'), KeyModifiers::NONE),
                press(KeyCode::Char('q'), KeyModifiers::NONE),
            ]
        );
        // No end marker: the keys and Ctrl-C come through all the same.
        assert_eq!(
            keys(&mut parser, b"\x1b[200~k\x03", false),
            vec![
                press(KeyCode::Char('k'), KeyModifiers::NONE),
                press(KeyCode::Char('c'), KeyModifiers::CONTROL),
            ]
        );
    }

    #[test]
    fn a_paste_marker_cut_between_two_reads_is_still_dropped() {
        let mut parser = Parser::default();
        // Cut after its Esc, the marker is the Esc key and five others, as the bytes say;
        // cut anywhere else, it is dropped whole.
        for cut in 2..6 {
            let (first, second) = b"\x1b[200~l".split_at(cut);
            let mut events = keys(&mut parser, first, false);
            events.extend(keys(&mut parser, second, false));
            assert_eq!(
                events,
                vec![press(KeyCode::Char('l'), KeyModifiers::NONE)],
                "cut after {cut} bytes"
            );
        }
    }

    #[test]
    fn a_burst_of_keys_reads_to_its_end() {
        let mut parser = Parser::default();
        let burst: Vec<u8> = "\x1b[A\x1b[B".repeat(50_000).into_bytes();
        let mut events = Vec::new();
        for chunk in burst.chunks(CHUNK) {
            events.extend(keys(&mut parser, chunk, chunk.len() == CHUNK));
        }
        events.extend(keys(&mut parser, b"q", false));
        assert_eq!(events.len(), 100_001);
        assert_eq!(
            events.last(),
            Some(&press(KeyCode::Char('q'), KeyModifiers::NONE))
        );
    }

    #[test]
    fn mouse_reports_read_as_presses_and_releases() {
        let mut parser = Parser::default();
        let events = keys(&mut parser, b"\x1b[<0;10;5M\x1b[<0;12;5m", false);
        assert_eq!(
            events,
            vec![
                Event::Mouse(MouseEvent {
                    kind: MouseEventKind::Down(MouseButton::Left),
                    column: 9,
                    row: 4,
                    modifiers: KeyModifiers::NONE,
                }),
                Event::Mouse(MouseEvent {
                    kind: MouseEventKind::Up(MouseButton::Left),
                    column: 11,
                    row: 4,
                    modifiers: KeyModifiers::NONE,
                }),
            ]
        );
    }
}
