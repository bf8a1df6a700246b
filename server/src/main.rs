//! `tui2048-server`: the game over ssh. It listens (127.0.0.1:2222 unless told), keeps its
//! database and host key in its data folder (or its games in PostgreSQL, `--database`,
//! shared with other servers, and a host key they share, `--host-key`), and stops cleanly
//! on SIGTERM or Ctrl-C with every game saved.

use std::io::Write;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use clap::Parser;
use tokio::net::TcpListener;
use tui2048_server::db::Db;
use tui2048_server::host_key;
use tui2048_server::limits::Limits;
use tui2048_server::listen::{self, Listening};
use tui2048_server::served::Served;
use tui2048_store::shown;

/// tui2048 over ssh: the full game for anyone with an ssh client, each player's game kept.
#[derive(Parser, Debug)]
#[command(name = "tui2048-server", version, about, long_about = None)]
struct Args {
    /// Address and port to listen on
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:2222")]
    listen: SocketAddr,

    /// Folder of the database and the host key [default: the user's data folder]
    #[arg(long, value_name = "DIR")]
    data: Option<PathBuf>,

    /// The database: PostgreSQL at postgres://user@host:port/name, shared by any number of
    /// servers [default: SQLite, tui2048.db in the data folder]
    #[arg(
        long,
        value_name = "URL",
        env = "TUI2048_DATABASE",
        hide_env_values = true
    )]
    database: Option<String>,

    /// Connections to PostgreSQL at most, besides one for the holds on the games
    #[arg(long, value_name = "N", default_value_t = 8)]
    database_connections: usize,

    /// The host key's file, made there when missing (servers sharing a database share
    /// it) [default: host_ed25519 in the data folder]
    #[arg(long, value_name = "FILE")]
    host_key: Option<PathBuf>,

    /// Connections at once, in all
    #[arg(long, value_name = "N", default_value_t = Limits::default().connections)]
    max_connections: usize,

    /// Connections at once from one address
    #[arg(long, value_name = "N", default_value_t = Limits::default().per_address)]
    max_per_address: usize,

    /// Seconds to log in
    #[arg(long, value_name = "SECS", default_value_t = Limits::default().login.as_secs())]
    login_time: u64,

    /// Seconds a session may sit idle
    #[arg(long, value_name = "SECS", default_value_t = Limits::default().idle.as_secs())]
    idle_time: u64,

    /// Input bytes a session reads a second
    #[arg(long, value_name = "BYTES", default_value_t = Limits::default().input_rate)]
    input_rate: usize,

    /// Searches of the solver a session starts a second (hints, autoplay)
    #[arg(long, value_name = "N", default_value_t = Limits::default().solver_rate)]
    solver_rate: u32,
}

fn main() -> ExitCode {
    let args = Args::parse();
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(line) => {
            eprintln!("tui2048-server: {line}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: Args) -> Result<(), String> {
    let data = match args.data {
        Some(data) => data,
        None => directories::ProjectDirs::from("", "", "tui2048-server")
            .map(|d| d.data_dir().to_path_buf())
            .ok_or("no home folder: say where to keep the data with --data DIR")?,
    };
    std::fs::create_dir_all(&data)
        .map_err(|e| format!("cannot make the data folder {}: {e}", shown::path(&data)))?;
    let db = open_database(args.database.as_deref(), args.database_connections, &data)?;
    let key_path = args.host_key.unwrap_or_else(|| data.join("host_ed25519"));
    let key = host_key_at(&key_path)?;
    let limits = Limits {
        connections: args.max_connections.max(1),
        per_address: args.max_per_address.max(1),
        login: Duration::from_secs(args.login_time.max(1)),
        idle: Duration::from_secs(args.idle_time.max(1)),
        input_rate: args.input_rate.max(64),
        solver_rate: args.solver_rate.max(1),
    };
    let served = Arc::new(Served::new(db, limits));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start: {e}"))?;
    runtime.block_on(async {
        let listener = TcpListener::bind(args.listen)
            .await
            .map_err(|e| format!("cannot listen on {}: {e}", args.listen))?;
        let at = listener.local_addr().map_err(|e| e.to_string())?;
        say(&format!("listening on {at}"));
        say(&format!("host key {}", host_key::fingerprint(&key)));
        say(&format!("data in {}", shown::path(&data)));
        say(&format!("database {}", shown::path(served.db.path())));
        let listening = Listening::new(Arc::clone(&served), key);
        tokio::select! {
            r = listen::accept_loop(listener, listening.clone()) => r.map_err(|e| e.to_string()),
            () = stopped() => {
                listening.stop().await;
                say("stopped, every game saved");
                Ok(())
            }
        }
    })
}

/// The database: SQLite in the data folder, or PostgreSQL at the address given (a URL,
/// or libpq's `host=… dbname=…`).
fn open_database(url: Option<&str>, connections: usize, data: &Path) -> Result<Db, String> {
    let url = url.map(str::trim).filter(|url| !url.is_empty());
    match url {
        None => Db::open(&data.join("tui2048.db"))
            .map_err(|e| format!("cannot open the database in {}: {e}", shown::path(data))),
        Some(url)
            if url.starts_with("postgres://")
                || url.starts_with("postgresql://")
                || url.contains('=') =>
        {
            Db::open_pg(url, connections.max(1))
                .map_err(|e| format!("cannot open the database: {e}"))
        }
        Some(_) => Err(
            "--database takes a PostgreSQL address, postgres://user@host:port/name \
             (without it, the database is SQLite in the data folder)"
                .into(),
        ),
    }
}

/// The host key at `path`, made there when missing. A key others may read is refused, as
/// ssh refuses one. Servers starting together on one file: the second reads the first's.
fn host_key_at(path: &Path) -> Result<russh::keys::PrivateKey, String> {
    let said = |e: &dyn std::fmt::Display| {
        format!(
            "cannot read or make the host key {}: {e}",
            shown::path(path)
        )
    };
    let mut tries = 0;
    let key = loop {
        match host_key::load_or_make(path) {
            Ok(key) => break key,
            // Being written by another server this moment.
            Err(e) if tries < 20 && e.kind() != std::io::ErrorKind::PermissionDenied => {
                tries += 1;
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(e) => return Err(said(&e)),
        }
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(path)
            .map_err(|e| said(&e))?
            .permissions()
            .mode();
        if mode & 0o077 != 0 {
            return Err(format!(
                "the host key {} may be read by others (mode {:o}): chmod 600 it",
                shown::path(path),
                mode & 0o777
            ));
        }
    }
    Ok(key)
}

/// A line on standard output, for whoever reads it (a reader gone is no fault).
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "tui2048-server: {line}");
    let _ = out.flush();
}

/// SIGTERM, SIGINT or SIGHUP.
async fn stopped() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let mut term = signal(SignalKind::terminate()).expect("SIGTERM");
        let mut hup = signal(SignalKind::hangup()).expect("SIGHUP");
        tokio::select! {
            _ = term.recv() => {}
            _ = hup.recv() => {}
            _ = tokio::signal::ctrl_c() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
}
