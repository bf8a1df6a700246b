//! What the harness reads back: a state file's board, the header and status line of a
//! screen, the plain interface's output of a command, and the screen's board.

use super::*;

/// The board of a state file's game, as tile values.
pub fn board_in(state: &Value) -> Vec<Vec<u64>> {
    serde_json::from_value(state["game"]["board"].clone()).expect("game.board is rows of numbers")
}

/// The sum of a board's tiles.
pub fn tile_sum(board: &[Vec<u64>]) -> u64 {
    board.iter().flatten().sum()
}

/// How many tiles a board holds.
pub fn tile_count(board: &[Vec<u64>]) -> usize {
    board.iter().flatten().filter(|&&v| v != 0).count()
}

/// A state file (version 1) holding one game, as the program writes it.
pub fn state_json(board: &[Vec<u64>], score: u64, best: u64) -> String {
    serde_json::to_string_pretty(&serde_json::json!({
        "version": 1,
        "best": { (board.len().to_string()): best },
        "stats": { "games": 3, "wins": 0, "moves": 40, "best_tile": 64 },
        "game": {
            "size": board.len(),
            "target": 2048,
            "spawn": "classic",
            "board": board,
            "score": score,
            "moves": 0,
            "status": "playing",
            "rng": 7
        },
        "undo": []
    }))
    .unwrap()
}

/// Runs the program without a terminal and collects what it prints.
pub fn run_plain(home: &Home, args: &[&str]) -> std::process::Output {
    let mut cmd = Command::new(binary());
    cmd.args(args)
        .env_clear()
        .env("HOME", home.path())
        .env("XDG_CONFIG_HOME", home.path())
        .env("TERM", "xterm-256color")
        .current_dir(home.path())
        .stdin(std::process::Stdio::null());
    if let Some(path) = std::env::var_os("PATH") {
        cmd.env("PATH", path);
    }
    let mut child = cmd
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn tui2048");
    let start = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        if start.elapsed() > WAIT {
            let _ = child.kill();
            panic!("tui2048 {args:?} did not exit within {WAIT:?}");
        }
        thread::sleep(Duration::from_millis(10));
    }
    child.wait_with_output().expect("collect output")
}

/// The SCORE, BEST and MOVES values shown above the board, in either header style
/// (three boxed panels, or one compact line).
pub fn header_of(rows: &[String]) -> Option<(u64, u64, u64)> {
    let at = rows
        .iter()
        .position(|r| r.contains("SCORE") && r.contains("BEST") && r.contains("MOVES"))?;
    let words: Vec<&str> = rows[at].split_whitespace().collect();
    let after = |label: &str| -> Option<u64> {
        let i = words.iter().position(|w| *w == label)?;
        words.get(i + 1)?.parse().ok()
    };
    if let (Some(s), Some(b), Some(m)) = (after("SCORE"), after("BEST"), after("MOVES")) {
        return Some((s, b, m));
    }
    let values: Vec<u64> = rows
        .get(at + 1)?
        .split_whitespace()
        .map(|w| w.parse().ok())
        .collect::<Option<_>>()?;
    match values[..] {
        [s, b, m] => Some((s, b, m)),
        _ => None,
    }
}

/// The status line under the board (boards drawn with lines only).
pub fn status_of(rows: &[String]) -> Option<String> {
    let bottom = rows.iter().position(|r| r.contains('└'))?;
    rows[bottom + 1..]
        .iter()
        .find(|r| !r.trim().is_empty())
        .map(|r| r.trim().to_string())
}

/// The screen's words joined by single spaces, whatever the line breaks.
pub fn words_of(screen: &str) -> String {
    screen.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl Tty {
    /// The SCORE, BEST and MOVES values on screen.
    pub fn header(&self) -> Option<(u64, u64, u64)> {
        header_of(&self.rows())
    }

    /// The status line on screen.
    pub fn status_line(&self) -> Option<String> {
        status_of(&self.rows())
    }

    /// Presses an arrow and waits until the program has handled it: either the move was
    /// made (the state file and the screen count one more move) or the status line says
    /// nothing moves that way. Returns whether tiles moved.
    pub fn play(&mut self, home: &Home, key: Key) -> bool {
        let word = match key {
            Key::Left => "left",
            Key::Right => "right",
            Key::Up => "up",
            Key::Down => "down",
            other => panic!("{other:?} is not a move"),
        };
        let before = home.wait_state("the state file", |_| true)["game"]["moves"]
            .as_u64()
            .expect("game.moves in the state file");
        self.send_key(key);
        let start = Instant::now();
        let no_op = format!("Can't move {word}");
        loop {
            let rows = self.rows();
            let screen = rows.join("\n");
            if let Some((_, _, moves)) = header_of(&rows)
                && moves == before + 1
            {
                // The file holds the move already: it is written before the screen
                // shows it (`shown.rs`).
                home.wait_state("the move saved", |s| s["game"]["moves"] == before + 1);
                return true;
            }
            if screen.contains(&no_op) {
                return false;
            }
            if start.elapsed() > WAIT {
                panic!(
                    "timed out waiting for the move {word} to be handled\n{}",
                    self.describe()
                );
            }
            thread::sleep(Duration::from_millis(10));
        }
    }
}
