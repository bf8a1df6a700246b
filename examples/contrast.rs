//! What every text of every theme reads at, in true colour and in 256 colours, and how
//! far the 256-colour look is from the true one (CIEDE2000), tile by tile.
//!
//! `cargo run --example contrast` prints a table per theme; `--least FG BG RATIO`
//! (hex colours) prints the least move of FG that reads on BG at RATIO, the rule the
//! themes' moved colours follow.

use tui2048_ui::ansi::ansi256_rgb;
use tui2048_ui::colour::{Rgb, ciede2000, contrast, lab, least_readable};
use tui2048_ui::indexed::search::work_out;
use tui2048_ui::theme::palettes;

fn hex(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c.0, c.1, c.2)
}

fn parse(text: &str) -> Rgb {
    let v = u32::from_str_radix(text.trim_start_matches('#'), 16).expect("a hex colour");
    Rgb::hex(v)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--least") {
        let (fg, bg) = (parse(&args[1]), parse(&args[2]));
        let ratio: f64 = args[3].parse().expect("a ratio");
        let moved = least_readable(fg, bg, ratio);
        println!(
            "{} on {}: {:.2}:1 → {} {:.2}:1 (CIEDE2000 {:.1})",
            hex(fg),
            hex(bg),
            contrast(fg, bg),
            hex(moved),
            contrast(moved, bg),
            ciede2000(fg, moved)
        );
        return;
    }
    for theme in palettes() {
        let started = std::time::Instant::now();
        let ix = work_out(theme);
        let took = started.elapsed();
        let c = ansi256_rgb;
        println!(
            "{:?} (texts at {}:1 or better)",
            theme.theme(),
            theme.text_ratio()
        );
        let roles = [
            (
                "panel label",
                theme.panel_label,
                theme.board,
                ix.panel_label,
                ix.board,
            ),
            (
                "panel value",
                theme.panel_value,
                theme.board,
                ix.panel_value,
                ix.board,
            ),
            ("gain", theme.gain, theme.board, ix.gain, ix.board),
            ("key", theme.key, theme.board, ix.key, ix.board),
            ("dim", theme.dim, theme.board, ix.dim, ix.board),
            ("notice", theme.notice, theme.board, ix.notice, ix.board),
            (
                "box",
                theme.overlay_fg,
                theme.overlay_bg,
                ix.overlay_fg,
                ix.overlay_bg,
            ),
        ];
        for (name, fg, bg, ifg, ibg) in roles {
            println!(
                "  {name:<12} {} on {}  {:5.2}:1   256: {ifg:>3} on {ibg:>3} {:5.2}:1",
                hex(fg),
                hex(bg),
                contrast(fg, bg),
                contrast(c(ifg), c(ibg))
            );
        }
        let mut worst: f64 = 0.0;
        for (i, &tile) in theme.tiles.iter().enumerate() {
            let index = ix.tiles[i];
            let apart = ciede2000(tile, c(index));
            worst = worst.max(apart);
            let digits = c(ix.digits_on(index));
            println!(
                "  tile {:<6} {} L* {:5.1}   256: {index:>3} {} L* {:5.1}  ΔE00 {apart:4.1}  digits {:5.2}:1",
                2u64 << i,
                hex(tile),
                lab(tile)[0],
                hex(c(index)),
                lab(c(index))[0],
                contrast(digits, c(index))
            );
        }
        let board = ciede2000(theme.board, c(ix.board));
        let empty = ciede2000(theme.empty, c(ix.empty));
        println!("  board ΔE00 {board:.1}, empty cell ΔE00 {empty:.1}, worst tile {worst:.1}");
        println!("  worked out in {:.1} ms\n", took.as_secs_f64() * 1000.0);
    }
}
