//! A PostgreSQL of the tests' own: `initdb` on a temporary folder, the server on a free
//! loopback port (its socket in the same folder), with fsync on as in a real deployment.
//! Run as the `postgres` user when the tests run as root (PostgreSQL refuses root). One
//! cluster serves every test of a test binary, a database each; a test that stops and
//! starts the database has a cluster of its own.
//!
//! PostgreSQL must be installed (Debian's `postgresql`; `.ci/run` installs it): without it
//! these tests fail, saying so.

// The paths given to PostgreSQL's programs are the tests' own.
#![allow(dead_code, clippy::disallowed_methods)]

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A running PostgreSQL, its folder and port.
pub struct Cluster {
    bin: PathBuf,
    dir: tempfile::TempDir,
    port: u16,
    /// Stopped when dropped (the shared cluster, never dropped, is stopped by a watcher
    /// once the tests' process has ended).
    owned: bool,
}

/// The folder of PostgreSQL's programs: the newest under /usr/lib/postgresql, or where
/// `initdb` is on the PATH.
fn bin() -> PathBuf {
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .map(|version| version.path().join("bin"))
        .filter(|bin| bin.join("initdb").exists() && bin.join("pg_ctl").exists())
        .collect();
    found.sort_by_key(|bin| {
        let version = bin.parent().and_then(Path::file_name);
        version.and_then(|v| v.to_str()?.parse::<u32>().ok())
    });
    if let Some(bin) = found.pop() {
        return bin;
    }
    let on_path = Command::new("sh")
        .args(["-c", "command -v initdb"])
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()));
    match on_path.as_deref().and_then(Path::parent) {
        Some(bin) => bin.to_path_buf(),
        None => panic!(
            "PostgreSQL is not installed (no initdb or pg_ctl): install it \
             (Debian: apt-get install postgresql) to run these tests; .ci/run does"
        ),
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
}

/// `program` of PostgreSQL's, run as `postgres` when the tests run as root.
fn command(bin: &Path, program: &str) -> Command {
    if is_root() {
        let mut command = Command::new("runuser");
        command
            .args(["-u", "postgres", "--"])
            .arg(bin.join(program));
        command
    } else {
        Command::new(bin.join(program))
    }
}

fn run(mut command: Command, what: &str) {
    let out = command
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        out.status.success(),
        "{what}: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

static SHARED: OnceLock<Cluster> = OnceLock::new();
static DATABASES: AtomicUsize = AtomicUsize::new(0);

impl Cluster {
    /// The test binary's cluster, started on first use.
    pub fn shared() -> &'static Cluster {
        SHARED.get_or_init(|| {
            let mut cluster = Cluster::start();
            cluster.owned = false;
            cluster.stopped_after(std::process::id());
            cluster
        })
    }

    /// A cluster of the caller's own, stopped and removed when dropped.
    pub fn start() -> Cluster {
        let bin = bin();
        let dir = tempfile::Builder::new()
            .prefix("tui2048-pg")
            .tempdir()
            .unwrap();
        if is_root() {
            run(
                {
                    let mut chown = Command::new("chown");
                    chown.args(["postgres:postgres"]).arg(dir.path());
                    chown
                },
                "chown",
            );
        }
        let mut initdb = command(&bin, "initdb");
        initdb
            .args([
                "-A",
                "trust",
                "-U",
                "postgres",
                "-E",
                "UTF8",
                "--no-sync",
                "-D",
            ])
            .arg(dir.path().join("data"));
        run(initdb, "initdb");
        let cluster = Cluster {
            bin,
            dir,
            port: free_port(),
            owned: true,
        };
        cluster.start_again();
        cluster
    }

    /// Starts the server (stopped by [`Cluster::stop`]), and waits until it takes
    /// connections.
    pub fn start_again(&self) {
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200",
            self.port,
            self.dir.path().display()
        );
        let mut pg_ctl = command(&self.bin, "pg_ctl");
        pg_ctl
            .args(["-w", "-t", "60", "-D"])
            .arg(self.dir.path().join("data"))
            .arg("-l")
            .arg(self.dir.path().join("log"))
            .args(["-o", &options, "start"]);
        run(pg_ctl, "pg_ctl start");
    }

    /// Stops the server: `fast` ends its connections at once; else `immediate`, as a
    /// crash would (recovered from the WAL at the next start).
    pub fn stop(&self, fast: bool) {
        let mut pg_ctl = command(&self.bin, "pg_ctl");
        pg_ctl
            .args(["-w", "-D"])
            .arg(self.dir.path().join("data"))
            .args(["-m", if fast { "fast" } else { "immediate" }, "stop"]);
        run(pg_ctl, "pg_ctl stop");
    }

    /// Stops the cluster and removes its folder once the process `pid` has ended.
    fn stopped_after(&self, pid: u32) {
        let script = format!(
            "while kill -0 {pid} 2>/dev/null; do sleep 0.5; done; \
             {runas} '{ctl}' -D '{dir}/data' -m immediate stop >/dev/null 2>&1; rm -rf '{dir}'",
            runas = if is_root() {
                "runuser -u postgres --"
            } else {
                ""
            },
            ctl = self.bin.join("pg_ctl").display(),
            dir = self.dir.path().display(),
        );
        let _ = Command::new("setsid")
            .args(["sh", "-c", &script])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
    }

    /// The folder of the server's socket.
    pub fn socket_dir(&self) -> &Path {
        self.dir.path()
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The address of database `name`.
    pub fn url(&self, name: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{name}", self.port)
    }

    /// A new empty database: its address.
    pub fn database(&self) -> String {
        let name = format!(
            "t{}_{}",
            std::process::id(),
            DATABASES.fetch_add(1, Ordering::SeqCst)
        );
        let mut client = postgres::Client::connect(&self.url("postgres"), postgres::NoTls)
            .expect("the tests' PostgreSQL takes connections");
        client
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .unwrap();
        self.url(&name)
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        if self.owned {
            let mut pg_ctl = command(&self.bin, "pg_ctl");
            let _ = pg_ctl
                .args(["-w", "-D"])
                .arg(self.dir.path().join("data"))
                .args(["-m", "immediate", "stop"])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status();
        }
    }
}
