//! The ssh side: who connects (a key's fingerprint, or a guest), what they ask for (the
//! game on a terminal, the plain interface, `board`, `verify`, `add-key`), and the bytes
//! between their channel and their session. Only a session channel with a shell or one of
//! those commands is served: no other exec, no subsystem, no forwarding.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use russh::keys::HashAlg;
use russh::server::{Auth, Handler, Msg, Session};
use russh::{Channel, ChannelId, MethodKind, MethodSet, Pty};

use tui2048_engine::game::Day;
use tui2048_store::shown::shown;

use crate::asked::{Ask, Asked, Who};
use crate::limits::{Bucket, clamp_size};
use crate::play::Channelled;
use crate::served::Served;

/// One connection: who it is, once they have logged in, and its session channel.
pub struct Connection {
    served: Arc<Served>,
    who: Option<Who>,
    /// Why a key was not taken as an account, for the guest's screen.
    refused_name: Option<String>,
    channel: Option<Channelled>,
    /// The terminal asked for: its `TERM` and size; none until a pty is asked for.
    term: Option<(String, u16, u16)>,
    /// `LANG` (or `LC_ALL`), as `ssh -o SetEnv=LANG=…` sends it.
    lang: Option<String>,
    /// The colour hints sent: `COLORTERM`, `NO_COLOR`.
    colour: Vec<(String, String)>,
    bucket: Bucket,
    /// Set once someone has logged in: the login deadline lets the connection be.
    logged_in: Arc<AtomicBool>,
}

impl Connection {
    pub fn new(served: Arc<Served>, logged_in: Arc<AtomicBool>) -> Connection {
        let rate = served.limits.input_rate;
        Connection {
            served,
            who: None,
            refused_name: None,
            channel: None,
            term: None,
            lang: None,
            colour: Vec::new(),
            bucket: Bucket::new(rate, Instant::now()),
            logged_in,
        }
    }

    fn log_in(&mut self, who: Who) {
        self.who = Some(who);
        self.logged_in.store(true, Ordering::SeqCst);
    }

    fn methods() -> MethodSet {
        MethodSet::from(&[MethodKind::PublicKey, MethodKind::KeyboardInteractive][..])
    }

    fn reject() -> Auth {
        Auth::Reject {
            proceed_with_methods: Some(Connection::methods()),
            partial_success: false,
        }
    }

    /// Starts what the channel asked for, once: the game on its terminal, or a command.
    async fn start(&mut self, channel: ChannelId, ask: Ask, session: &mut Session) {
        let Some(who) = self.who.clone() else {
            let _ = session.channel_failure(channel);
            return;
        };
        let Some(channelled) = self.channel.as_mut().filter(|c| c.id() == channel) else {
            let _ = session.channel_failure(channel);
            return;
        };
        let _ = session.channel_success(channel);
        let asked = Asked {
            who,
            ask,
            term: self.term.clone(),
            lang: self.lang.clone(),
            colour: self.colour.clone(),
            refused_name: self.refused_name.clone(),
        };
        channelled.start(&self.served, asked, session.handle());
    }
}

/// Why an exec request's command is not run: in a line, and whether it is one of the
/// server's commands (asked wrongly).
struct Refused {
    words: String,
    known: bool,
}

/// What an exec request's command asks for; why not, when it asks for nothing the server
/// does.
fn ask_of(command: &[u8]) -> Result<Ask, Refused> {
    const COMMANDS: &str = "daily, plain, board [YYYY-MM-DD], verify, add-key";
    let unknown = || Refused {
        words: format!("tui2048: no such command ({COMMANDS})"),
        known: false,
    };
    let command = std::str::from_utf8(command).map_err(|_| unknown())?.trim();
    if let Some(date) = command.strip_prefix("board ") {
        return match date.trim().parse::<Day>() {
            Ok(day) => Ok(Ask::Board(Some(day))),
            Err(e) => Err(Refused {
                words: format!("tui2048: {}", shown(&e.to_string())),
                known: true,
            }),
        };
    }
    let ask = match command {
        "" => Some(Ask::Game {
            plain: false,
            daily: false,
        }),
        "plain" => Some(Ask::Game {
            plain: true,
            daily: false,
        }),
        "daily" => Some(Ask::Game {
            plain: false,
            daily: true,
        }),
        "daily plain" | "plain daily" => Some(Ask::Game {
            plain: true,
            daily: true,
        }),
        "board" => Some(Ask::Board(None)),
        "verify" => Some(Ask::Verify),
        "add-key" => Some(Ask::AddKey),
        _ => None,
    };
    ask.ok_or_else(unknown)
}

impl Handler for Connection {
    type Error = russh::Error;

    async fn auth_none(&mut self, _user: &str) -> Result<Auth, Self::Error> {
        Ok(Connection::reject())
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: russh::server::VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        let fingerprint = key.public_key.fingerprint(HashAlg::Sha256).to_string();
        match self.served.player_of(user, &fingerprint) {
            Ok(who) => {
                self.log_in(who);
                Ok(Auth::Accept)
            }
            Err(why) => {
                // The client goes on to keyboard-interactive: a guest, told why.
                self.refused_name = Some(why);
                Ok(Connection::reject())
            }
        }
    }

    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        _user: &str,
        _submethods: &str,
        _response: Option<russh::server::Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        // No question to answer: a guest plays at once, and nothing of theirs is kept.
        self.log_in(Who::Guest);
        Ok(Auth::Accept)
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: russh::server::ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        // One session channel a connection: the game is one screen.
        if self.channel.is_some() || self.who.is_none() {
            reply
                .reject(russh::ChannelOpenFailure::AdministrativelyProhibited)
                .await;
            return Ok(());
        }
        self.channel = Some(Channelled::new(channel));
        reply.accept().await;
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        term: &str,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let (columns, rows) = clamp_size(col_width, row_height);
        let term: String = term.chars().take(64).collect();
        self.term = Some((term, columns, rows));
        let _ = session.channel_success(channel);
        Ok(())
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        variable_name: &str,
        variable_value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let value = || variable_value.chars().take(64).collect::<String>();
        if matches!(variable_name, "LANG" | "LC_ALL" | "LC_MESSAGES") {
            self.lang = Some(value());
            let _ = session.channel_success(channel);
        } else if matches!(variable_name, "COLORTERM" | "NO_COLOR") {
            self.colour.retain(|(name, _)| name != variable_name);
            self.colour.push((variable_name.to_string(), value()));
            let _ = session.channel_success(channel);
        } else {
            let _ = session.channel_failure(channel);
        }
        Ok(())
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let game = Ask::Game {
            plain: false,
            daily: false,
        };
        self.start(channel, game, session).await;
        Ok(())
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        match ask_of(data) {
            Ok(ask) => self.start(channel, ask, session).await,
            Err(Refused { words, known }) => {
                // A command of the server's, asked wrongly, is run and fails; any other
                // is refused.
                let _ = if known {
                    session.channel_success(channel)
                } else {
                    session.channel_failure(channel)
                };
                let words = format!("{words}\r\n").into_bytes();
                let _ = session.extended_data(channel, 1, words);
                let _ = session.exit_status_request(channel, 2);
                let _ = session.eof(channel);
                let _ = session.close(channel);
            }
        }
        Ok(())
    }

    async fn data(
        &mut self,
        channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        let wait = self.bucket.take(data.len(), Instant::now());
        if !wait.is_zero() {
            // Over the rate: this connection's input waits, and nothing else's.
            tokio::time::sleep(wait).await;
        }
        if let Some(channelled) = self.channel.as_mut().filter(|c| c.id() == channel) {
            channelled.input(data);
        }
        Ok(())
    }

    async fn channel_eof(
        &mut self,
        channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(channelled) = self.channel.as_mut().filter(|c| c.id() == channel) {
            channelled.input_ends();
        }
        Ok(())
    }

    async fn channel_close(
        &mut self,
        channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(channelled) = self.channel.as_mut().filter(|c| c.id() == channel) {
            channelled.input_ends();
        }
        Ok(())
    }

    async fn window_change_request(
        &mut self,
        channel: ChannelId,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        let (columns, rows) = clamp_size(col_width, row_height);
        if let Some((_, c, r)) = &mut self.term {
            (*c, *r) = (columns, rows);
        }
        if let Some(channelled) = self.channel.as_mut().filter(|c| c.id() == channel) {
            channelled.resize(columns, rows);
        }
        Ok(())
    }

    async fn tcpip_forward(
        &mut self,
        _address: &str,
        _port: &mut u32,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        if let Some(channelled) = self.channel.as_mut() {
            channelled.input_ends();
        }
    }
}
