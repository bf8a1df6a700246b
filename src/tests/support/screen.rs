//! A board read back from a screen's text: the box lines, and each cell's number in big
//! digits or plain text. One file for both test crates: the library's tests (`support`)
//! and the program's (`tests/integration/support`, by its path), each naming the game's
//! `digits` for it.

/// Reads a board drawn with box lines from the screen's rows: each band of rows between
/// two horizontal lines is a row of tiles, and each cell between two `│` holds one tile's
/// label (blank for an empty cell). `None` when no whole board is on screen.
pub(crate) fn board_of(rows: &[String]) -> Option<Vec<Vec<u64>>> {
    let chars: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    let top = chars.iter().position(|r| r.contains(&'┌'))?;
    let left = chars[top].iter().position(|&c| c == '┌')?;
    let right = chars[top].iter().position(|&c| c == '┐')?;
    let bottom = (top..chars.len()).find(|&y| chars[y].get(left) == Some(&'└'))?;
    // Columns of the vertical lines, from the top edge's corners and tees.
    let xs: Vec<usize> = (left..=right)
        .filter(|&x| matches!(chars[top].get(x), Some('┌' | '┬' | '┐')))
        .collect();
    // Rows of the horizontal lines, from the left edge.
    let ys: Vec<usize> = (top..=bottom)
        .filter(|&y| matches!(chars[y].get(left), Some('┌' | '├' | '└')))
        .collect();
    let n = xs.len().checked_sub(1)?;
    if n == 0 || ys.len() != n + 1 {
        return None;
    }
    let mut board = Vec::new();
    for band in ys.windows(2) {
        let mut row = Vec::new();
        for cols in xs.windows(2) {
            let lines: Vec<String> = chars[band[0] + 1..band[1]]
                .iter()
                .map(|line| {
                    line.get(cols[0] + 1..cols[1].min(line.len()))
                        .map(|s| s.iter().collect())
                        .unwrap_or_default()
                })
                .collect();
            let text = tile_text(&lines)?;
            row.push(if text.is_empty() {
                0
            } else {
                parse_label(&text)?
            });
        }
        board.push(row);
    }
    Some(board)
}

/// The number in a tile's lines: big block digits read back (the tile shows its number
/// once, in big digits when it is large enough), else the plain text.
fn tile_text(lines: &[String]) -> Option<String> {
    let big = |l: &String| l.chars().any(super::digits::is_glyph);
    match lines.iter().position(big) {
        Some(top) => {
            let below: Vec<&str> = lines[top..].iter().map(String::as_str).collect();
            super::digits::read(&below)
        }
        None => Some(lines.iter().map(|l| l.trim()).collect()),
    }
}

/// The value of a tile label: `2048`, `16k`, `2^40`.
fn parse_label(text: &str) -> Option<u64> {
    if let Some(exp) = text.strip_prefix("2^") {
        return Some(1u64 << exp.parse::<u32>().ok()?);
    }
    for (unit, shift) in [("k", 10), ("M", 20), ("G", 30)] {
        if let Some(n) = text.strip_suffix(unit) {
            return Some(n.parse::<u64>().ok()? << shift);
        }
    }
    text.parse().ok()
}
