//! Fixtures the tests of the program share: games played on from a record, and boards read
//! back from a screen (`screen`).

/// The library's own reader of boards on a screen (`src/tests/support/screen.rs`).
#[path = "../../../src/tests/support/screen.rs"]
pub mod screen;
/// The block digits' reader, for `screen`.
use tui2048_ui::digits;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use tui2048_engine::game::{Dir, GameState, Record};

/// Runs the program with `args` in `home` (its home, config folder and working folder,
/// nothing else in its environment), `stdin` on its standard input (none: nothing).
pub fn run_in(home: &Path, args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tui2048"))
        .args(args)
        .env_clear()
        .env("HOME", home)
        .env("XDG_CONFIG_HOME", home)
        .current_dir(home)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(bytes) = stdin {
        let mut input = child.stdin.take().unwrap();
        // A reader that stops early (the program cuts a huge paste) is no error here.
        let _ = input.write_all(bytes);
    }
    child.wait_with_output().unwrap()
}

/// `state` played on for `moves` moves of `record`, trying the directions in turn (up,
/// down, left, right) and skipping those that move nothing: the record and where it ends.
pub fn cycled(mut state: GameState, mut record: Record, moves: usize) -> (Record, GameState) {
    let mut k = 0;
    while record.moves().len() < moves && state.accepts_moves() {
        if let Some((next, _)) = state.apply(Dir::ALL[k % 4]) {
            state = next;
            record.push(Dir::ALL[k % 4]);
        }
        k += 1;
    }
    (record, state)
}
