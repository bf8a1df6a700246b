//! Servers on one PostgreSQL, and players at their terminals through the real OpenSSH
//! client: throwaway keys and one `known_hosts` for the test, each server on a loopback
//! port of its own, every server given the same host key file.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A test's folder: its keys, its `known_hosts`, the servers' shared host key.
pub struct Place {
    pub dir: tempfile::TempDir,
    pub url: String,
}

impl Place {
    pub fn new(url: String) -> Place {
        Place {
            dir: tempfile::tempdir().unwrap(),
            url,
        }
    }

    /// A new ed25519 key, by name.
    pub fn key(&self, name: &str) -> PathBuf {
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

    /// A server on the place's database, named `name` (its data folder).
    pub fn server(&self, name: &str) -> Server {
        let mut child = self
            .server_command(name)
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
        std::thread::spawn(move || for _ in lines {});
        Server {
            child,
            port,
            fingerprint,
            known_hosts: self.dir.path().join("known_hosts"),
        }
    }

    /// The command that starts server `name` on the place's database.
    pub fn server_command(&self, name: &str) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_tui2048-server"));
        command
            .arg("--data")
            .arg(self.dir.path().join(name))
            .args(["--listen", "127.0.0.1:0", "--database", &self.url])
            .arg("--host-key")
            .arg(self.dir.path().join("host_ed25519"))
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        command
    }
}

/// A running server, killed when dropped.
pub struct Server {
    pub child: Child,
    pub port: u16,
    pub fingerprint: String,
    known_hosts: PathBuf,
}

impl Server {
    fn ssh_command(&self, key: &Path) -> Command {
        let mut ssh = Command::new("ssh");
        ssh.args(["-p", &self.port.to_string()])
            .arg("-o")
            .arg(format!("UserKnownHostsFile={}", self.known_hosts.display()))
            .args(["-o", "StrictHostKeyChecking=accept-new"])
            .args(["-o", "IdentitiesOnly=yes", "-o", "ConnectTimeout=10"])
            .args(["-o", "LogLevel=ERROR", "-F", "/dev/null"])
            .arg("-i")
            .arg(key);
        ssh
    }

    /// `ssh` to the server as `user` with `key`, running `command`, no input.
    pub fn ssh(&self, user: &str, key: &Path, command: &str) -> Output {
        self.ssh_command(key)
            .arg(format!("{user}@127.0.0.1"))
            .arg(command)
            .stdin(Stdio::null())
            .output()
            .expect("ssh runs")
    }

    /// `ssh -tt` as `user` with `key`, asking for `command` (none: the game).
    pub fn player(&self, user: &str, key: &Path, command: &str) -> Player {
        let mut ssh = self.ssh_command(key);
        ssh.arg("-tt")
            .arg(format!("{user}@127.0.0.1"))
            .args((!command.is_empty()).then_some(command))
            .env("TERM", "xterm-256color")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        let mut child = ssh.spawn().expect("ssh runs");
        let mut stdout = child.stdout.take().unwrap();
        let seen = Arc::new(Mutex::new(Vec::new()));
        let into = Arc::clone(&seen);
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 {
                    break;
                }
                into.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
        Player { child, seen }
    }

    /// Kills the server as `kill -9` does.
    pub fn kill(mut self) {
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

/// A player's ssh on a terminal: every byte it was shown.
pub struct Player {
    child: Child,
    seen: Arc<Mutex<Vec<u8>>>,
}

const KEYS: [&[u8]; 4] = [b"\x1b[D", b"\x1b[A", b"\x1b[C", b"\x1b[B"];

impl Player {
    pub fn send(&mut self, bytes: &[u8]) {
        let stdin = self.child.stdin.as_mut().unwrap();
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    /// The screen as an 80×24 terminal shows it, row by row.
    pub fn screen(&self) -> Vec<String> {
        let mut terminal = vt100::Parser::new(24, 80, 0);
        terminal.process(&self.seen.lock().unwrap());
        terminal
            .screen()
            .rows(0, 80)
            .map(|row| row.trim_end().to_string())
            .collect()
    }

    /// Waits until the screen shows `text`; the screen.
    pub fn wait_for(&self, text: &str) -> Vec<String> {
        self.wait_for_one_of(&[text])
    }

    /// Waits until the screen shows one of `texts`; the screen.
    pub fn wait_for_one_of(&self, texts: &[&str]) -> Vec<String> {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if screen
                .iter()
                .any(|row| texts.iter().any(|t| row.contains(t)))
            {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "none of {texts:?} on\n{}",
                screen.join("\n")
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// SCORE, BEST and MOVES at the top of the screen.
    pub fn header(&self) -> (u64, u64, u64) {
        let screen = self.wait_for("MOVES");
        let at = screen.iter().position(|row| row.contains("MOVES")).unwrap();
        let numbers: Vec<u64> = screen[at + 1]
            .split_whitespace()
            .filter(|n| !n.starts_with('+'))
            .map(|n| n.parse().unwrap())
            .collect();
        (numbers[0], numbers[1], numbers[2])
    }

    /// Waits until the header says `moves` moves; the header.
    pub fn wait_for_moves(&self, moves: u64) -> (u64, u64, u64) {
        let start = Instant::now();
        loop {
            let header = self.header();
            if header.2 == moves {
                return header;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "{moves} moves never shown:\n{}",
                self.screen().join("\n")
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Plays until `moves` have moved the board; the header then.
    pub fn play(&mut self, moves: u64) -> (u64, u64, u64) {
        let mut done = self.header();
        let mut k = 0;
        while done.2 < moves {
            let before = done.2;
            self.send(KEYS[k % 4]);
            k += 1;
            let start = Instant::now();
            while start.elapsed() < Duration::from_millis(400) {
                done = self.header();
                if done.2 > before {
                    break;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            assert!(k < 200, "the board does not move");
        }
        done
    }

    /// Quits (`q`) and waits for ssh to end; its exit code.
    pub fn quit(mut self) -> Option<i32> {
        self.send(b"q");
        self.end()
    }

    /// Waits for ssh to end (its input closed); its exit code.
    pub fn end(mut self) -> Option<i32> {
        drop(self.child.stdin.take());
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.code();
            }
            assert!(start.elapsed() < Duration::from_secs(20), "ssh did not end");
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
