//! A terminal resized under the game: the ssh client on a pseudo-terminal of its own, as a
//! player's terminal is, told its new size (and `SIGWINCH`, as a terminal sends it), tells
//! the server, which draws the game at the new size.

use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rustix::fs::OFlags;
use rustix::pty::{OpenptFlags, grantpt, openpt, ptsname, unlockpt};
use rustix::termios::{Winsize, tcsetwinsize};

use super::Server;

/// The screen of a `rows` × `columns` terminal that has shown `bytes`, row by row.
fn screen(bytes: &[u8], rows: u16, columns: u16) -> Vec<String> {
    let mut terminal = vt100::Parser::new(rows, columns, 0);
    terminal.process(bytes);
    terminal
        .screen()
        .rows(0, columns)
        .map(|row| row.trim().to_string())
        .collect()
}

/// Waits until what was shown since byte `from`, on a `rows` × `columns` terminal, has a
/// row that is `row`; the screen.
fn wait_for_row(seen: &Mutex<Vec<u8>>, from: usize, (rows, columns): (u16, u16), row: &str) {
    let start = Instant::now();
    loop {
        let shown = screen(&seen.lock().unwrap()[from..], rows, columns);
        if shown.iter().any(|r| r == row) {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "no row {row:?} at {columns}×{rows} on\n{}",
            shown.join("\n")
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn size(columns: u16, rows: u16) -> Winsize {
    Winsize {
        ws_row: rows,
        ws_col: columns,
        ws_xpixel: 0,
        ws_ypixel: 0,
    }
}

#[test]
fn a_terminal_resized_under_the_game_is_drawn_at_its_new_size() {
    let server = Server::start(&[]);
    let key = server.key("ana");
    let master = openpt(OpenptFlags::RDWR | OpenptFlags::NOCTTY).unwrap();
    grantpt(&master).unwrap();
    unlockpt(&master).unwrap();
    let name = ptsname(&master, Vec::new()).unwrap();
    let slave = OpenOptions::new()
        .read(true)
        .write(true)
        .custom_flags(OFlags::NOCTTY.bits() as i32)
        .open(name.to_str().unwrap())
        .unwrap();
    tcsetwinsize(&master, size(100, 30)).unwrap();
    let mut ssh = Command::new("ssh");
    ssh.args(["-tt", "-p", &server.port.to_string()])
        .arg("-o")
        .arg(format!(
            "UserKnownHostsFile={}",
            server.dir.path().join("known_hosts").display()
        ))
        .args([
            "-o",
            "StrictHostKeyChecking=accept-new",
            "-o",
            "IdentitiesOnly=yes",
        ])
        .args(["-o", "LogLevel=ERROR", "-F", "/dev/null", "-i"])
        .arg(&key)
        .arg("ana@127.0.0.1")
        .env("TERM", "xterm-256color")
        .stdin(slave.try_clone().unwrap())
        .stdout(slave)
        .stderr(Stdio::null());
    let mut child = ssh.spawn().expect("ssh runs");
    let mut master = File::from(master);
    let mut reading = master.try_clone().unwrap();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let into = Arc::clone(&seen);
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = reading.read(&mut buf) {
            if n == 0 {
                break;
            }
            into.lock().unwrap().extend_from_slice(&buf[..n]);
        }
    });
    // At 100 columns the scores stand in three columns over the board.
    wait_for_row(&seen, 0, (30, 100), "SCORE        BEST          MOVES");
    // The terminal made 60×20: the scores go on one line.
    let from = seen.lock().unwrap().len();
    tcsetwinsize(&master, size(60, 20)).unwrap();
    let pid = rustix::process::Pid::from_child(&child);
    rustix::process::kill_process(pid, rustix::process::Signal::WINCH).unwrap();
    wait_for_row(&seen, from, (20, 60), "SCORE 0    BEST 0    MOVES 0");
    // And back: three columns again.
    let from = seen.lock().unwrap().len();
    tcsetwinsize(&master, size(100, 30)).unwrap();
    rustix::process::kill_process(pid, rustix::process::Signal::WINCH).unwrap();
    wait_for_row(&seen, from, (30, 100), "SCORE        BEST          MOVES");
    master.write_all(b"q").unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        assert!(start.elapsed() < Duration::from_secs(15), "ssh did not end");
        std::thread::sleep(Duration::from_millis(50));
    }
}
