//! `tui2048-server`: the game over ssh. It listens (127.0.0.1:2222 unless told), keeps its
//! database and host key in its data folder, and stops cleanly on SIGTERM or Ctrl-C with
//! every game saved.

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
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
    let db = Db::open(&data.join("tui2048.db"))
        .map_err(|e| format!("cannot open the database in {}: {e}", shown::path(&data)))?;
    let key_path = data.join("host_ed25519");
    let key = host_key::load_or_make(&key_path).map_err(|e| {
        format!(
            "cannot read or make the host key {}: {e}",
            shown::path(&key_path)
        )
    })?;
    let limits = Limits {
        connections: args.max_connections.max(1),
        per_address: args.max_per_address.max(1),
        login: Duration::from_secs(args.login_time.max(1)),
        idle: Duration::from_secs(args.idle_time.max(1)),
        input_rate: args.input_rate.max(64),
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
        let listening = Listening::new(served, key);
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
