//! What a channel runs once it asks: the game (full screen or plain), or one of the
//! commands `board`, `verify` and `add-key`, which read the channel's input to its end,
//! answer, and close with an exit status. Output goes out no faster than the client
//! reads it: a client that stops reading stops its own session, never grows the server.

use std::time::Duration;

use russh::ChannelId;
use russh::server::{Handle, Msg};
use russh::{Channel, ChannelWriteHalf};
use tokio::io::AsyncWriteExt;
use tokio::sync::mpsc;
use tui2048::cli::verify_text;
use tui2048_store::clock::unix_now;

use crate::asked::{Ask, Asked, Event, Who};
use crate::served::Served;

/// The most input a command reads (`verify`'s text, `add-key`'s key).
pub const COMMAND_INPUT_LIMIT: usize = 4 << 20;

/// Reads of the client's input waiting for their session, at most: past them, input is
/// dropped (a session stuck on a client that does not read what it draws).
const INPUT_WAITING: usize = 1024;

/// What the channel's input feeds.
enum Feed {
    /// Nothing started yet: the bytes wait (a command's input may come before it starts).
    Waiting(Vec<u8>),
    Started(mpsc::Sender<Event>),
    Ended,
}

/// A session channel: where its output goes, and where its input is fed.
pub struct Channelled {
    id: ChannelId,
    write: Option<ChannelWriteHalf<Msg>>,
    feed: Feed,
}

impl Channelled {
    pub fn new(channel: Channel<Msg>) -> Channelled {
        // The read half is let go: the handler hears the client's bytes, and a half no one
        // reads would hold up the connection once its buffer is full.
        let (read, write) = channel.split();
        drop(read);
        Channelled {
            id: write.id(),
            write: Some(write),
            feed: Feed::Waiting(Vec::new()),
        }
    }

    pub fn id(&self) -> ChannelId {
        self.id
    }

    /// Bytes from the client.
    pub fn input(&mut self, bytes: &[u8]) {
        match &mut self.feed {
            Feed::Waiting(early) => {
                if early.len() + bytes.len() <= COMMAND_INPUT_LIMIT {
                    early.extend_from_slice(bytes);
                }
            }
            Feed::Started(tx) => {
                // A session that cannot keep up (its client no longer reads what it draws)
                // loses input, never grows the server.
                let _ = tx.try_send(Event::Bytes(bytes.to_vec()));
            }
            Feed::Ended => {}
        }
    }

    /// The client's terminal has a new size.
    pub fn resize(&mut self, columns: u16, rows: u16) {
        if let Feed::Started(tx) = &self.feed {
            let _ = tx.try_send(Event::Resize(columns, rows));
        }
    }

    /// The client sends no more.
    pub fn input_ends(&mut self) {
        // Its sender let go, the session hears the end once it has what came before.
        self.feed = Feed::Ended;
    }

    /// Starts what was asked, once.
    pub fn start(&mut self, served: &std::sync::Arc<Served>, asked: Asked, handle: Handle) {
        let Some(write) = self.write.take() else {
            return;
        };
        let (tx, rx) = mpsc::channel(INPUT_WAITING);
        let early = match std::mem::replace(&mut self.feed, Feed::Started(tx.clone())) {
            Feed::Waiting(early) => early,
            Feed::Ended => {
                let _ = tx.try_send(Event::End);
                Vec::new()
            }
            Feed::Started(_) => Vec::new(),
        };
        if !early.is_empty() {
            let _ = tx.try_send(Event::Bytes(early));
        }
        let served = std::sync::Arc::clone(served);
        let id = self.id;
        tokio::spawn(async move {
            let code = match asked.ask {
                Ask::Game { plain, daily } => {
                    crate::session::play(&served, &asked, (plain, daily), write, rx).await
                }
                Ask::Board(_) | Ask::Verify | Ask::AddKey => {
                    command(&served, &asked, write, rx).await
                }
            };
            let _ = handle.exit_status_request(id, code).await;
            let _ = handle.eof(id).await;
            let _ = handle.close(id).await;
        });
    }
}

/// Reads the input to its end (at most [`COMMAND_INPUT_LIMIT`] bytes), or until the idle
/// time passes.
async fn read_all(rx: &mut mpsc::Receiver<Event>, idle: Duration) -> Option<Vec<u8>> {
    let mut bytes = Vec::new();
    loop {
        match tokio::time::timeout(idle, rx.recv()).await {
            Ok(Some(Event::Bytes(more))) => {
                if bytes.len() + more.len() > COMMAND_INPUT_LIMIT {
                    return None;
                }
                bytes.extend_from_slice(&more);
            }
            Ok(Some(Event::Resize(..))) => {}
            Ok(Some(Event::End) | None) | Err(_) => return Some(bytes),
        }
    }
}

/// Runs `board`, `verify` or `add-key`: its answer written out, its exit status.
async fn command(
    served: &Served,
    asked: &Asked,
    write: ChannelWriteHalf<Msg>,
    mut rx: mpsc::Receiver<Event>,
) -> u32 {
    let language = asked.language();
    let mut out = write.make_writer();
    let mut err = write.make_writer_ext(Some(1));
    let (said, warned, code) = match asked.ask {
        Ask::Board(day) => {
            // The database is read off the connections' threads.
            let db = served.db.clone();
            let board = move || crate::daily::board(&db, day, language);
            tokio::task::spawn_blocking(board)
                .await
                .unwrap_or_else(|_| {
                    (
                        String::new(),
                        "tui2048: the board could not be made\n".into(),
                        70,
                    )
                })
        }
        Ask::Verify => match read_all(&mut rx, served.limits.idle).await {
            Some(bytes) => {
                let answered = verify_text(String::from_utf8_lossy(&bytes).into_owned(), language);
                (answered.out, answered.err, u32::from(answered.code))
            }
            None => (
                String::new(),
                format!("tui2048: verify reads at most {COMMAND_INPUT_LIMIT} bytes\n"),
                74,
            ),
        },
        Ask::AddKey => match read_all(&mut rx, served.limits.idle).await {
            Some(bytes) => add_key(served, &asked.who, &bytes),
            None => (String::new(), "tui2048: that is not a key\n".into(), 2),
        },
        Ask::Game { .. } => (String::new(), String::new(), 0),
    };
    let _ = out.write_all(said.as_bytes()).await;
    let _ = out.flush().await;
    let _ = err.write_all(warned.as_bytes()).await;
    let _ = err.flush().await;
    code
}

/// Adds the public key in `bytes` (a line of `~/.ssh/id_ed25519.pub`) to the account of
/// the key that logged in.
fn add_key(served: &Served, who: &Who, bytes: &[u8]) -> (String, String, u32) {
    let Who::Player { account, .. } = who else {
        return (
            String::new(),
            "tui2048: a guest has no account to add a key to: log in with a key first\n".into(),
            2,
        );
    };
    let text = String::from_utf8_lossy(bytes);
    let Ok(key) = russh::keys::PublicKey::from_openssh(text.trim()) else {
        return (
            String::new(),
            "tui2048: that is not a public key\n".into(),
            2,
        );
    };
    let fingerprint = key.fingerprint(russh::keys::HashAlg::Sha256).to_string();
    match served.db.add_key(account.id, &fingerprint, unix_now()) {
        Ok(true) => (
            format!("Added {fingerprint} to {}.\n", account.name),
            String::new(),
            0,
        ),
        Ok(false) => (
            String::new(),
            format!("tui2048: {fingerprint} is another account's key\n"),
            1,
        ),
        Err(e) => (String::new(), format!("tui2048: {e}\n"), 74),
    }
}
