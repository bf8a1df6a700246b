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

/// The text of big digits read back from the three rows they were drawn on (blank
/// columns around them allowed); `None` when the rows hold anything else.
pub fn read(rows: [&str; 3]) -> Option<String> {
    let cells: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    let width = cells.iter().map(Vec::len).max()?;
    let at = |r: usize, x: usize| cells[r].get(x).copied().unwrap_or(' ');
    let blank = |x: usize| (0..3).all(|r| at(r, x) == ' ');
    let first = (0..width).find(|&x| !blank(x))?;
    let last = (0..width).rfind(|&x| !blank(x))?;
    let glyphs: Vec<[String; 3]> = (0..10)
        .map(|d| render(&d.to_string()).expect("a digit"))
        .collect();
    let mut text = String::new();
    let mut x = first;
    while x <= last {
        let cell = |r: usize| (x..x + 3).map(|x| at(r, x)).collect::<String>();
        let found = [cell(0), cell(1), cell(2)];
        let digit = glyphs.iter().position(|g| *g == found)?;
        text.push(char::from(b'0' + digit as u8));
        x += 4;
    }
    Some(text)
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

    #[test]
    fn big_digits_read_back() {
        for n in [0u64, 7, 16, 128, 1024, 9_876_543_210] {
            let text = n.to_string();
            let rows = render(&text).unwrap().map(|r| format!("  {r} "));
            assert_eq!(read([&rows[0], &rows[1], &rows[2]]), Some(text));
        }
        assert_eq!(read(["▀▀█", "█▀█", "▀▀▀"]), None);
        assert_eq!(read(["   ", "   ", "   "]), None);
    }
}
