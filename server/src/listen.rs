//! The server's own accept loop: russh has no bound on connections, so each socket is
//! counted (in all and by address) before it is handed to russh, and one that has not
//! logged in by the deadline is let go.

use std::collections::HashMap;
use std::io;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use russh::keys::PrivateKey;
use russh::server::{Config, Handle};
use russh::{Disconnect, MethodKind, MethodSet, SshId};
use tokio::net::TcpListener;

use crate::served::Served;
use crate::ssh::Connection;

/// What the accept loop hands each connection, and what stopping reaches.
#[derive(Clone)]
pub struct Listening {
    served: Arc<Served>,
    config: Arc<Config>,
    /// The connections running, by number.
    handles: Arc<Mutex<HashMap<u64, Handle>>>,
    next: Arc<AtomicU64>,
}

impl Listening {
    pub fn new(served: Arc<Served>, key: PrivateKey) -> Listening {
        let config = Config {
            server_id: SshId::Standard(
                format!("SSH-2.0-tui2048_{}", env!("CARGO_PKG_VERSION")).into(),
            ),
            methods: MethodSet::from(&[MethodKind::PublicKey, MethodKind::KeyboardInteractive][..]),
            keys: vec![key],
            auth_rejection_time: Duration::from_millis(300),
            auth_rejection_time_initial: Some(Duration::ZERO),
            max_auth_attempts: 6,
            inactivity_timeout: Some(served.limits.idle),
            keepalive_interval: Some(Duration::from_secs(60)),
            nodelay: true,
            ..Config::default()
        };
        Listening {
            served,
            config: Arc::new(config),
            handles: Arc::new(Mutex::new(HashMap::new())),
            next: Arc::new(AtomicU64::new(0)),
        }
    }

    /// Ends every connection: each session's game saved as its input ends.
    pub async fn stop(&self) {
        let handles: Vec<Handle> =
            std::mem::take(&mut *self.handles.lock().unwrap_or_else(|e| e.into_inner()))
                .into_values()
                .collect();
        for handle in handles {
            let _ = handle
                .disconnect(
                    Disconnect::ByApplication,
                    "the server is stopping".into(),
                    "en".into(),
                )
                .await;
        }
        // The sessions' threads save as they end.
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        while self.served.sessions() > 0 && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// Accepts connections for ever (or until the listener fails).
pub async fn accept_loop(listener: TcpListener, listening: Listening) -> io::Result<()> {
    loop {
        let (socket, address) = match listener.accept().await {
            Ok(accepted) => accepted,
            // Out of files or memory for a moment (EMFILE, ENOBUFS): the server waits
            // and goes on, and the sockets waiting stay in the queue.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Ok(counted) = listening
            .served
            .connections
            .admit(address.ip(), &listening.served.limits)
        else {
            // Over a limit: the socket is closed before a byte of ssh.
            drop(socket);
            continue;
        };
        let _ = socket.set_nodelay(true);
        let logged_in = Arc::new(AtomicBool::new(false));
        let handler = Connection::new(Arc::clone(&listening.served), Arc::clone(&logged_in));
        let config = Arc::clone(&listening.config);
        let login = listening.served.limits.login;
        let handles = Arc::clone(&listening.handles);
        let number = listening.next.fetch_add(1, Ordering::SeqCst);
        tokio::spawn(async move {
            let _counted = counted;
            // The client's first words (its name, the key exchange) come within the
            // login time too: a silent socket is let go.
            let started = Instant::now();
            let running =
                tokio::time::timeout(login, russh::server::run_stream(config, socket, handler));
            let Ok(Ok(running)) = running.await else {
                return;
            };
            let login = login.saturating_sub(started.elapsed());
            let handle = running.handle();
            handles
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .insert(number, handle.clone());
            let deadline = tokio::spawn(async move {
                tokio::time::sleep(login).await;
                if !logged_in.load(Ordering::SeqCst) {
                    let _ = handle
                        .disconnect(
                            Disconnect::ByApplication,
                            "too long to log in".into(),
                            "en".into(),
                        )
                        .await;
                }
            });
            let _ = running.await;
            deadline.abort();
            handles
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .remove(&number);
        });
    }
}
