// The tests build the paths they give ssh as they please.
#![allow(clippy::disallowed_methods)]

//! The server through the real OpenSSH client: throwaway keys, a private `known_hosts`,
//! the server on a loopback port of its own. Each test starts its own server.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

#[path = "ssh/abuse.rs"]
mod abuse;
#[path = "ssh/daily.rs"]
mod daily;
#[path = "ssh/game.rs"]
mod game;
#[path = "ssh/resize.rs"]
mod resize;

/// A server running on a data folder of its own, stopped when dropped.
struct Server {
    child: Child,
    port: u16,
    dir: tempfile::TempDir,
    fingerprint: String,
}

impl Server {
    fn start(args: &[&str]) -> Server {
        Server::start_in(tempfile::tempdir().unwrap(), args)
    }

    /// A server on the data folder of `dir` (a server started there before, stopped).
    fn start_in(dir: tempfile::TempDir, args: &[&str]) -> Server {
        Server::start_with(dir, args, &[])
    }

    /// [`Server::start_in`], the server's environment with `env` in it.
    fn start_with(dir: tempfile::TempDir, args: &[&str], env: &[(&str, &str)]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tui2048-server"))
            .envs(env.iter().copied())
            .arg("--data")
            .arg(dir.path().join("data"))
            .args(["--listen", "127.0.0.1:0"])
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the server starts");
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let mut said = |what: &str| {
            let line = lines.next().expect("a line").expect("text");
            line.strip_prefix(&format!("tui2048-server: {what} "))
                .unwrap_or_else(|| panic!("{line}"))
                .to_string()
        };
        let at = said("listening on");
        let port = at.rsplit(':').next().unwrap().parse().unwrap();
        let fingerprint = said("host key");
        Server {
            child,
            port,
            dir,
            fingerprint,
        }
    }

    /// A new ed25519 key in the test's folder, by name.
    fn key(&self, name: &str) -> PathBuf {
        let path = self.dir.path().join(name);
        let made = Command::new("ssh-keygen")
            .args(["-q", "-t", "ed25519", "-N", ""])
            .arg("-f")
            .arg(&path)
            .status()
            .expect("ssh-keygen runs");
        assert!(made.success());
        path
    }

    /// `ssh` to the server as `user` with `key` (none: a guest), running `command` with
    /// `input` on its standard input.
    fn ssh(&self, user: &str, key: Option<&Path>, command: &str, input: &[u8]) -> Output {
        let mut ssh = Command::new("ssh");
        ssh.args(["-p", &self.port.to_string()])
            .arg("-o")
            .arg(format!(
                "UserKnownHostsFile={}",
                self.dir.path().join("known_hosts").display()
            ))
            .args(["-o", "StrictHostKeyChecking=accept-new"])
            .args(["-o", "IdentitiesOnly=yes", "-o", "ConnectTimeout=10"])
            .args(["-o", "LogLevel=ERROR", "-F", "/dev/null"]);
        match key {
            Some(key) => {
                ssh.arg("-i").arg(key);
            }
            None => {
                ssh.args(["-o", "PubkeyAuthentication=no"]);
            }
        }
        ssh.arg(format!("{user}@127.0.0.1")).arg(command);
        let mut child = ssh
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("ssh runs");
        child.stdin.take().unwrap().write_all(input).unwrap();
        child.wait_with_output().unwrap()
    }
}

impl Server {
    /// `ssh -tt` to the server as `user` with `key`, its terminal's bytes read as they
    /// come: a player at a terminal.
    fn player(&self, user: &str, key: &Path) -> Player {
        self.player_asking(user, key, "")
    }

    /// [`Server::player`], asking for `command` (`daily`, `plain`).
    fn player_asking(&self, user: &str, key: &Path, command: &str) -> Player {
        self.player_with(user, key, command, &[])
    }

    /// [`Server::player_asking`], with more of ssh's `options`.
    fn player_with(&self, user: &str, key: &Path, command: &str, options: &[&str]) -> Player {
        let mut ssh = Command::new("ssh");
        ssh.args(["-tt", "-p", &self.port.to_string()])
            .args(options)
            .arg("-o")
            .arg(format!(
                "UserKnownHostsFile={}",
                self.dir.path().join("known_hosts").display()
            ))
            .args(["-o", "StrictHostKeyChecking=accept-new"])
            .args([
                "-o",
                "IdentitiesOnly=yes",
                "-o",
                "LogLevel=ERROR",
                "-F",
                "/dev/null",
            ])
            .arg("-i")
            .arg(key)
            .arg(format!("{user}@127.0.0.1"))
            .args((!command.is_empty()).then_some(command))
            .env("TERM", "xterm-256color")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        let mut child = ssh.spawn().expect("ssh runs");
        let mut stdout = child.stdout.take().unwrap();
        let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let into = std::sync::Arc::clone(&seen);
        let deaf = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let stops = std::sync::Arc::clone(&deaf);
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 {
                    break;
                }
                into.lock().unwrap().extend_from_slice(&buf[..n]);
                // A client that stops reading: its output held open, never read again.
                while stops.load(std::sync::atomic::Ordering::SeqCst) {
                    std::thread::sleep(Duration::from_millis(100));
                }
            }
        });
        Player { child, seen, deaf }
    }

    /// Kills the server as `kill -9` does, and gives back its folder.
    fn kill(mut self) -> tempfile::TempDir {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let dir = tempfile::tempdir().unwrap();
        std::mem::replace(&mut self.dir, dir)
    }
}

/// A player's ssh on a terminal: what it sends, and every byte it was shown.
struct Player {
    child: Child,
    seen: std::sync::Arc<std::sync::Mutex<Vec<u8>>>,
    /// Set, the player's terminal reads nothing more.
    deaf: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Player {
    /// The player's side stops reading what the server sends (its ssh then stops taking
    /// the connection's bytes).
    fn stop_reading(&self) {
        self.deaf.store(true, std::sync::atomic::Ordering::SeqCst);
    }

    fn send(&mut self, bytes: &[u8]) {
        let stdin = self.child.stdin.as_mut().unwrap();
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    /// The screen as an 80×24 terminal shows what was sent so far, row by row.
    fn screen(&self) -> Vec<String> {
        let mut terminal = vt100::Parser::new(24, 80, 0);
        terminal.process(&self.seen.lock().unwrap());
        terminal
            .screen()
            .rows(0, 80)
            .map(|row| row.trim_end().to_string())
            .collect()
    }

    /// Waits until the screen shows `text` on a row; the screen.
    fn wait_for(&self, text: &str) -> Vec<String> {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if screen.iter().any(|row| row.contains(text)) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "no {text:?} on\n{}",
                screen.join("\n")
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits for ssh to end; its exit code.
    fn end(mut self) -> Option<i32> {
        drop(self.child.stdin.take());
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.code();
            }
            assert!(start.elapsed() < Duration::from_secs(15), "ssh did not end");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A record of a short true game, as a player shares it (docs/records.md's).
const RECORD: &str = "tui2048-4:1gDsLoZ7Uya9RUDSTmycvK111111111R31FAHm56";

#[test]
fn verify_over_ssh_answers_as_tui2048_verify_does() {
    let server = Server::start(&[]);
    let key = server.key("ana");
    let true_one = server.ssh(
        "ana",
        Some(&key),
        "verify",
        format!("look: {RECORD}\n").as_bytes(),
    );
    assert_eq!(
        text(&true_one.stdout),
        "line 1: true: a 4×4 game to 2048: 8 points, largest tile 4, 5 moves (no undo, no hint)\n"
    );
    assert_eq!(true_one.status.code(), Some(0));
    let none = server.ssh("ana", Some(&key), "verify", b"nothing here\n");
    assert_eq!(text(&none.stdout), "");
    assert!(
        text(&none.stderr).starts_with("no tui2048 record found"),
        "{}",
        text(&none.stderr)
    );
    assert_eq!(none.status.code(), Some(2));
    // The same from a guest, in the language the client asks for.
    let guest = server.ssh("bo", None, "verify", format!("{RECORD}\n").as_bytes());
    assert_eq!(guest.status.code(), Some(0));
}

#[test]
fn a_second_key_joins_its_account_and_a_taken_name_is_a_guest() {
    let server = Server::start(&[]);
    let (first, second, third) = (server.key("one"), server.key("two"), server.key("three"));
    let public = |key: &Path| std::fs::read(key.with_extension("pub")).unwrap();
    // The first visit names the account.
    let added = server.ssh("ana", Some(&first), "add-key", &public(&second));
    assert_eq!(added.status.code(), Some(0), "{}", text(&added.stderr));
    assert!(
        text(&added.stdout).ends_with(" to ana.\n"),
        "{}",
        text(&added.stdout)
    );
    // The second key is ana, whatever name it gives.
    let again = server.ssh("someone", Some(&second), "add-key", &public(&second));
    assert_eq!(again.status.code(), Some(0));
    assert!(text(&again.stdout).ends_with(" to ana.\n"));
    // A new key asking for ana's name plays as a guest, who has no account.
    let guest = server.ssh("ana", Some(&third), "add-key", &public(&third));
    assert_eq!(guest.status.code(), Some(2));
    assert!(text(&guest.stderr).contains("a guest has no account"));
    // So does a client with no key at all.
    let keyless = server.ssh("bo", None, "add-key", &public(&third));
    assert_eq!(keyless.status.code(), Some(2));
}

#[test]
fn the_server_says_its_host_key_as_ssh_keygen_does_and_keeps_it() {
    let server = Server::start(&[]);
    let key = server.dir.path().join("data/host_ed25519");
    let listed = Command::new("ssh-keygen")
        .arg("-lf")
        .arg(&key)
        .output()
        .unwrap();
    assert!(
        text(&listed.stdout).contains(&server.fingerprint),
        "{} / {}",
        text(&listed.stdout),
        server.fingerprint
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&key).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
}

#[test]
fn no_command_but_the_games_is_run() {
    let server = Server::start(&[]);
    let key = server.key("ana");
    let refused = server.ssh("ana", Some(&key), "cat /etc/passwd", b"");
    assert_ne!(refused.status.code(), Some(0));
    assert!(!text(&refused.stdout).contains("root:"));
}

#[test]
fn a_socket_that_does_not_log_in_is_let_go_and_one_address_has_its_bound() {
    let server = Server::start(&["--login-time", "1", "--max-per-address", "2"]);
    let connect = || TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    let mut silent = connect();
    silent
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let _second = connect();
    // A third from the same address is closed before a byte of ssh.
    let mut third = connect();
    third
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let mut buf = [0u8; 256];
    assert_eq!(third.read(&mut buf).unwrap_or(0), 0, "the third is closed");
    // The silent one hears the server's name, then is closed after the login time.
    let start = Instant::now();
    let mut heard = Vec::new();
    loop {
        match silent.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => heard.extend_from_slice(&buf[..n]),
        }
    }
    assert!(
        text(&heard).starts_with("SSH-2.0-tui2048_"),
        "{}",
        text(&heard)
    );
    assert!(
        start.elapsed() < Duration::from_secs(8),
        "{:?}",
        start.elapsed()
    );
}
