//! The game on a channel: a session of the game's own app and view (`tui2048::runtime::
//! remote`), fed the channel's bytes on a thread of its own, its screen written back no
//! faster than the client reads it, at the client's size. A player's game is their
//! account's, held by this session alone; a guest's is kept nowhere.

use std::io::{self, Read, Write};
use std::path::Path;
use std::sync::{Arc, mpsc};

use russh::ChannelWriteHalf;
use russh::server::Msg;
use tokio::io::AsyncWriteExt;
use tokio::sync::mpsc as tokio_mpsc;
use tui2048::runtime::remote::{Kept, Reach, play_far};
use tui2048_app::GameOptions;
use tui2048_app::settings::{Choices, Interface, Settings};
use tui2048_engine::game::Day;
use tui2048_store::clock::unix_now;
use tui2048_store::config::config_from;

use crate::asked::{Asked, Event, Who};
use crate::limits::UNKNOWN_SIZE;
use crate::served::Served;
use crate::store::{DbChoices, DbStore, Slot};

/// Frames waiting to go out, at most: past them the session waits for the client.
const FRAMES_WAITING: usize = 4;

/// Enters the alternate screen and hides the cursor; and the way back.
const SCREEN_ON: &[u8] = b"\x1b[?1049h\x1b[?25l\x1b[2J";
const SCREEN_OFF: &[u8] = b"\x1b[?25h\x1b[?1049l";

/// Plays the game on the channel until the player quits or the connection ends; the exit
/// status.
pub async fn play(
    served: &Served,
    asked: &Asked,
    (plain, daily): (bool, bool),
    write: ChannelWriteHalf<Msg>,
    mut rx: tokio_mpsc::Receiver<Event>,
) -> u32 {
    let mut out = write.make_writer();
    let slot = if daily { Slot::Daily } else { Slot::Play };
    let started = match options_of(served, daily) {
        Ok(options) => kept(served, &asked.who, slot).map(|kept| (options, kept)),
        Err(e) => Err(e),
    };
    let (options, kept) = match started {
        Ok(started) => started,
        Err(line) => {
            let _ = out.write_all(format!("{line}\r\n").as_bytes()).await;
            let _ = out.flush().await;
            return 1;
        }
    };
    let settings = settings_of(served, asked, plain);
    let full = settings.interface == Interface::Full;
    // The plain interface's lines on the client's terminal, which ssh holds raw: each
    // line's end returns the carriage too.
    let lines_on_a_terminal = !full && asked.term.is_some();
    let size = asked
        .term
        .as_ref()
        .map_or(UNKNOWN_SIZE, |(_, columns, rows)| (*columns, *rows));
    let (keys_tx, keys_rx) = mpsc::channel();
    let (frames_tx, mut frames_rx) = tokio_mpsc::channel(FRAMES_WAITING);
    let (reach_tx, reach_rx) = mpsc::channel();
    let solver = served.solver.clone();
    let _playing = served.playing();
    let session = tokio::task::spawn_blocking(move || {
        let keys = Keys {
            chunks: keys_rx,
            left: Vec::new(),
        };
        let screen = Frames {
            drawing: Vec::new(),
            out: frames_tx,
            lines_on_a_terminal,
        };
        play_far(
            keys,
            screen,
            size,
            kept,
            (options, settings),
            &solver,
            |reach| {
                let _ = reach_tx.send(reach);
            },
        )
    });
    if full {
        let _ = out.write_all(SCREEN_ON).await;
    }
    relay(&mut out, &mut rx, keys_tx, &mut frames_rx, reach_rx).await;
    let ended = session.await;
    if full {
        let _ = out.write_all(SCREEN_OFF).await;
    }
    let _ = out.flush().await;
    match ended {
        Ok(Ok(())) => 0,
        _ => 1,
    }
}

/// Carries the client's bytes and new sizes to the session, and its frames back to the
/// client, until the session ends (its last frame sent).
async fn relay(
    out: &mut (impl tokio::io::AsyncWrite + Unpin),
    rx: &mut tokio_mpsc::Receiver<Event>,
    keys_tx: mpsc::Sender<Vec<u8>>,
    frames_rx: &mut tokio_mpsc::Receiver<Vec<u8>>,
    reach_rx: mpsc::Receiver<Reach>,
) {
    let mut keys_tx = Some(keys_tx);
    let mut reach: Option<Reach> = None;
    loop {
        tokio::select! {
            // Once the keys have ended, only the frames are waited for.
            event = rx.recv(), if keys_tx.is_some() => match event {
                Some(Event::Bytes(bytes)) => {
                    if let Some(keys) = &keys_tx {
                        let _ = keys.send(bytes);
                    }
                }
                Some(Event::Resize(columns, rows)) => {
                    if reach.is_none() {
                        reach = reach_rx.try_recv().ok();
                    }
                    if let Some(reach) = &reach {
                        reach.resize(columns, rows);
                    }
                }
                // The client is gone: the keys end, and the session saves and ends.
                Some(Event::End) | None => keys_tx = None,
            },
            frame = frames_rx.recv() => match frame {
                Some(bytes) => {
                    if out.write_all(&bytes).await.is_err() {
                        keys_tx = None;
                    }
                }
                None => break,
            },
        }
    }
}

/// The game asked for: the game in play, or today's, dealt from the server's seed of the
/// day (a line for the player when the database cannot give it).
fn options_of(served: &Served, daily: bool) -> Result<GameOptions, String> {
    if !daily {
        return Ok(GameOptions::default());
    }
    let today = Day::from_unix(unix_now());
    let seed = crate::daily::seed_of(&served.db, today)
        .map_err(|e| format!("The server could not deal today's game: {e}"))?;
    Ok(GameOptions {
        daily: Some(today),
        served: Some(seed),
        ..GameOptions::default()
    })
}

/// The game a player plays: their account's, held (today's game's ends kept for the
/// day's board too); a guest's, kept nowhere. Why not, in a line, when another
/// connection holds it or the database cannot be read.
fn kept(served: &Served, who: &Who, slot: Slot) -> Result<Option<Kept>, String> {
    let Who::Player { account, .. } = who else {
        return Ok(None);
    };
    let Some(hold) = served.holds.take(account.id, slot) else {
        return Err(format!(
            "{} is playing in another connection: one game at a time.",
            account.name
        ));
    };
    let (store, opened) = DbStore::open(&served.db, account.id, slot, hold, unix_now())
        .map_err(|e| format!("The server could not read the game: {e}"))?;
    let choices = DbChoices {
        db: served.db.clone(),
        account: account.id,
    };
    Ok(Some((Box::new(store), opened, Arc::new(choices))))
}

/// The player's settings: their account's (a `config.toml`'s text, kept by the server),
/// the language of `LANG`, the colours of `TERM`, the plain interface where asked for
/// (`plain`, or `TERM=dumb`).
fn settings_of(served: &Served, asked: &Asked, plain: bool) -> Settings {
    let text = match &asked.who {
        Who::Player { account, .. } => served.db.settings(account.id).ok().flatten(),
        Who::Guest => None,
    };
    let config = text
        .map(|text| config_from(Path::new("config.toml"), text))
        .unwrap_or_default();
    let term = asked.term.as_ref().map(|(term, ..)| term.clone());
    let flags = Choices {
        interface: plain.then_some(Interface::Plain),
        ..Choices::default()
    };
    let language = asked.language();
    let env_term = term.clone();
    let colour = asked.colour.clone();
    Settings::of(
        flags,
        config.choices,
        move || {
            tui2048_ui::mode::from_env(|name| match name {
                "TERM" => env_term.clone(),
                _ => colour
                    .iter()
                    .find(|(sent, _)| sent == name)
                    .map(|(_, value)| value.clone()),
            })
        },
        move || language,
        move || Interface::of_term(term.as_deref()),
    )
    .with_keys(config.keys)
    .played_far()
}

/// The keys a session reads: each chunk the client sent is one read; none more when the
/// client is gone.
struct Keys {
    chunks: mpsc::Receiver<Vec<u8>>,
    left: Vec<u8>,
}

impl Read for Keys {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.left.is_empty() {
            match self.chunks.recv() {
                Ok(chunk) => self.left = chunk,
                Err(_) => return Ok(0),
            }
        }
        let n = self.left.len().min(buf.len());
        buf[..n].copy_from_slice(&self.left[..n]);
        self.left.drain(..n);
        Ok(n)
    }
}

/// A session's screen: a frame goes out whole when it is flushed, and waits while
/// [`FRAMES_WAITING`] frames are still on their way to a client that reads slowly.
struct Frames {
    drawing: Vec<u8>,
    out: tokio_mpsc::Sender<Vec<u8>>,
    /// Lines written to a terminal held raw: `\n` goes out as `\r\n`.
    lines_on_a_terminal: bool,
}

impl Write for Frames {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.drawing.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.drawing.is_empty() {
            return Ok(());
        }
        let mut frame = std::mem::take(&mut self.drawing);
        if self.lines_on_a_terminal {
            frame = with_carriage_returns(&frame);
        }
        self.out
            .blocking_send(frame)
            .map_err(|_| io::Error::from(io::ErrorKind::BrokenPipe))
    }
}

/// `bytes` with each line end that returns no carriage (`\n` alone) made `\r\n`.
fn with_carriage_returns(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len() + bytes.len() / 32);
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'\n' && (i == 0 || bytes[i - 1] != b'\r') {
            out.push(b'\r');
        }
        out.push(b);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::with_carriage_returns;

    #[test]
    fn a_line_end_returns_the_carriage_once() {
        assert_eq!(with_carriage_returns(b"a\nb\r\nc\n"), b"a\r\nb\r\nc\r\n");
        assert_eq!(with_carriage_returns(b"\n\n"), b"\r\n\r\n");
        assert_eq!(with_carriage_returns(b""), b"");
    }
}
