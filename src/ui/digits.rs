//! Big block digits for tall tiles: a 3×5 pixel font drawn with half blocks, three cells
//! wide and three rows tall per digit.

/// Each digit as five rows of three pixels, `#` lit.
const FONT: [[&str; 5]; 10] = [
    ["###", "#.#", "#.#", "#.#", "###"],
    [".#.", "##.", ".#.", ".#.", "###"],
    ["###", "..#", "###", "#..", "###"],
    ["###", "..#", "###", "..#", "###"],
    ["#.#", "#.#", "###", "..#", "..#"],
    ["###", "#..", "###", "..#", "###"],
    ["###", "#..", "###", "#.#", "###"],
    ["###", "..#", "..#", "..#", "..#"],
    ["###", "#.#", "###", "#.#", "###"],
    ["###", "#.#", "###", "..#", "###"],
];

/// Rows a big number takes.
pub const HEIGHT: u16 = 3;

/// The width in cells of `text` in big digits (a blank column between digits).
pub fn width(text: &str) -> u16 {
    let n = text.chars().count() as u16;
    if n == 0 { 0 } else { 4 * n - 1 }
}

/// The three rows of `text` in big digits; `None` if it holds anything but digits.
pub fn render(text: &str) -> Option<[String; 3]> {
    let glyphs: Vec<&[&str; 5]> = text
        .chars()
        .map(|c| c.to_digit(10).map(|d| &FONT[d as usize]))
        .collect::<Option<_>>()?;
    let lit = |g: &[&str; 5], row: usize, col: usize| row < 5 && g[row].as_bytes()[col] == b'#';
    let mut rows: [String; 3] = Default::default();
    for (r, out) in rows.iter_mut().enumerate() {
        for (i, g) in glyphs.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            for col in 0..3 {
                out.push(match (lit(g, 2 * r, col), lit(g, 2 * r + 1, col)) {
                    (true, true) => '█',
                    (true, false) => '▀',
                    (false, true) => '▄',
                    (false, false) => ' ',
                });
            }
        }
    }
    Some(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_render_in_half_blocks() {
        assert_eq!(
            render("20").unwrap(),
            ["▀▀█ █▀█".to_string(), "█▀▀ █ █".into(), "▀▀▀ ▀▀▀".into()]
        );
        assert_eq!(width("2048"), 15);
        assert_eq!(render("1k"), None);
    }
}
