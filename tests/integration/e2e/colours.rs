//! The colour codes the real program sends, as the environment and `--colors` choose.

use super::harness::*;

/// A saved game with every tile from 2 to 4096 on the board.
fn every_tile(home: &Home) {
    let board = vec![
        vec![2, 4, 8, 16],
        vec![32, 64, 128, 256],
        vec![512, 1024, 2048, 4096],
        vec![0, 0, 0, 0],
    ];
    home.write_state(state_json(&board, 1000, 1000).as_bytes());
}

/// Everything the program sends for its first screen, until it quits.
fn output_of(spawn: Spawn) -> (String, Option<Vec<Vec<u64>>>) {
    let home = Home::new();
    every_tile(&home);
    let mut t = spawn.start(&home);
    t.wait_for("Welcome back");
    // The 4096 tile, in medium digits at this size.
    let top = tui2048::ui::digits::Glyphs::Medium.render("4096").unwrap()[0].clone();
    t.wait_for(&top);
    let board = t.board();
    t.send("q");
    let status = t.wait_exit(WAIT);
    assert!(status.success(), "{status:?}");
    t.assert_restored();
    (t.output(), board)
}

/// The colour parameters (30–49, 90–97, 100–107) of every SGR sequence in `text`.
fn colour_codes(text: &str) -> Vec<u16> {
    let mut codes = Vec::new();
    for part in text.split("\x1b[").skip(1) {
        let end = part
            .find(|c: char| !(c.is_ascii_digit() || c == ';'))
            .unwrap_or(part.len());
        if !part[end..].starts_with('m') {
            continue;
        }
        codes.extend(
            part[..end]
                .split(';')
                .filter_map(|p| p.parse::<u16>().ok())
                .filter(|p| matches!(p, 30..=49 | 90..=97 | 100..=107)),
        );
    }
    codes
}

const WIDE: [&str; 4] = ["38;5;", "48;5;", "38;2;", "48;2;"];

fn assert_sixteen_colours(out: &str, board: Option<Vec<Vec<u64>>>, how: &str) {
    for seq in WIDE {
        assert!(!out.contains(seq), "{how}: sent {seq:?}");
    }
    let codes = colour_codes(out);
    assert!(
        codes.iter().any(|c| (40..=47).contains(c))
            && codes.iter().any(|c| (100..=107).contains(c)),
        "{how}: no 16-colour backgrounds in {codes:?}"
    );
    // The grid lines are drawn, so the board reads as it does without colour.
    assert_eq!(board.map(|b| b[2][2]), Some(2048), "{how}");
}

#[test]
fn the_colors_flag_16_sends_only_16_colour_codes() {
    // NO_COLOR stays set: a flag on the command line wins over the environment.
    let (out, board) = output_of(Spawn::new().args(["--colors", "16"]));
    assert_sixteen_colours(&out, board, "--colors 16");
}

#[test]
fn the_linux_console_gets_16_colours() {
    let spawn = Spawn::new().unset("NO_COLOR").env("TERM", "linux");
    let (out, board) = output_of(spawn);
    assert_sixteen_colours(&out, board, "TERM=linux");
}

#[test]
fn a_256_colour_terminal_gets_256_colours() {
    let spawn = Spawn::new().unset("NO_COLOR").env("TERM", "xterm-256color");
    let (out, _) = output_of(spawn);
    assert!(out.contains("48;5;") && !out.contains("48;2;"));
    assert!(!colour_codes(&out).iter().any(|c| (100..=107).contains(c)));
}

#[test]
fn colorterm_truecolor_gets_true_colour() {
    let (out, _) = output_of(Spawn::new().colour());
    assert!(out.contains("48;2;") && out.contains("38;2;"));
    assert!(!out.contains("48;5;"));
}

#[test]
fn no_color_sends_no_colour_and_a_flag_overrides_it() {
    let (out, board) = output_of(Spawn::new().env("TERM", "linux"));
    let codes = colour_codes(&out);
    assert!(
        codes.iter().all(|&c| c == 39 || c == 49),
        "NO_COLOR: {codes:?}"
    );
    assert_eq!(board.map(|b| b[2][2]), Some(2048));
    let (out, _) = output_of(Spawn::new().args(["--colors", "256"]));
    assert!(out.contains("48;5;"), "--colors 256 under NO_COLOR");
}
