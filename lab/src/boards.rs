//! Files of boards, one a line: the board in hexadecimal, then anything (`late collect`
//! writes the score and moves so far after it; `ends` writes the board alone). The
//! starts of a later stage's training (`train --starts`), of its visits when packed
//! (`pack --stage-starts`) and of the late game's paired tests (`late play`).

use std::path::Path;

use tui2048_engine::ai::Bitboard;

/// The boards of the file at `path`, blank lines skipped.
pub fn read(path: &Path) -> std::io::Result<Vec<Bitboard>> {
    parse(&std::fs::read_to_string(path)?).map_err(|line| {
        std::io::Error::other(format!("{}: `{line}` is not a board", path.display()))
    })
}

/// The boards of `text`, or the first line that does not start with one.
pub fn parse(text: &str) -> Result<Vec<Bitboard>, &str> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let hex = l.split_whitespace().next().unwrap_or_default();
            u64::from_str_radix(hex, 16).map(Bitboard).map_err(|_| l)
        })
        .collect()
}
