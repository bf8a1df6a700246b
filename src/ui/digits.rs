//! Digits drawn in blocks, for tall tiles, in two sizes of one 3×5 pixel font, three rows
//! tall: big, a pixel a half block (three cells a digit and a blank column between
//! digits), and medium, a pixel a quadrant block (two cells a digit, the gap inside).
//! As the original writes longer numbers in a smaller font, a tile takes the largest size
//! its number fits ([`Glyphs::fitting`]): big, then medium, then plain text, so a tile
//! twice as large is drawn at most one size smaller.

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

/// Rows a number in block digits takes.
pub(crate) const HEIGHT: u16 = 3;

/// The quadrant blocks, by their lit quarters: top left, top right, bottom left, bottom
/// right (bits 3 to 0).
const QUADRANTS: [char; 16] = [
    ' ', '▗', '▖', '▄', '▝', '▐', '▞', '▟', '▘', '▚', '▌', '▙', '▀', '▜', '▛', '█',
];

/// Whether `c` is drawn by block digits of either size.
pub fn is_glyph(c: char) -> bool {
    c != ' ' && QUADRANTS.contains(&c)
}

/// How a number is drawn in a tile, the smallest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Glyphs {
    /// One row of plain digits.
    Plain,
    /// Quadrant blocks, two cells a digit.
    Medium,
    /// Half blocks, three cells a digit and a column between.
    Big,
}

impl Glyphs {
    /// The width in cells of `text` in these glyphs.
    pub(crate) fn width(self, text: &str) -> u16 {
        let n = text.chars().count() as u16;
        match self {
            _ if n == 0 => 0,
            Glyphs::Plain => n,
            Glyphs::Medium => 2 * n,
            Glyphs::Big => 4 * n - 1,
        }
    }

    /// The rows the glyphs take.
    pub(crate) fn height(self) -> u16 {
        match self {
            Glyphs::Plain => 1,
            Glyphs::Medium | Glyphs::Big => HEIGHT,
        }
    }

    /// The largest glyphs in which `label` fits a tile of `w`×`h` cells, with a blank
    /// column on each side and, for block digits, a blank row above and below.
    pub(crate) fn fitting(label: &str, w: u16, h: u16) -> Glyphs {
        let digits = !label.is_empty() && label.chars().all(|c| c.is_ascii_digit());
        [Glyphs::Big, Glyphs::Medium]
            .into_iter()
            .find(|g| digits && g.width(label) + 2 <= w && g.height() + 2 <= h)
            .unwrap_or(Glyphs::Plain)
    }

    /// The rows of `text` in these glyphs; `None` if it holds anything but digits (plain
    /// text is one row of itself).
    pub fn render(self, text: &str) -> Option<Vec<String>> {
        let glyphs: Vec<&[&str; 5]> = text
            .chars()
            .map(|c| c.to_digit(10).map(|d| &FONT[d as usize]))
            .collect::<Option<_>>()?;
        Some(match self {
            Glyphs::Plain => vec![text.to_string()],
            Glyphs::Big => render_big(&glyphs),
            Glyphs::Medium => render_medium(&glyphs),
        })
    }
}

fn lit(g: &[&str; 5], row: usize, col: usize) -> bool {
    row < 5 && col < 3 && g[row].as_bytes()[col] == b'#'
}

fn render_big(glyphs: &[&[&str; 5]]) -> Vec<String> {
    let mut rows = vec![String::new(); 3];
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
    rows
}

fn render_medium(glyphs: &[&[&str; 5]]) -> Vec<String> {
    let mut rows = vec![String::new(); 3];
    for (r, out) in rows.iter_mut().enumerate() {
        for g in glyphs {
            // Pixels 0 and 1 of the digit, then pixel 2 and the gap.
            for cell in 0..2 {
                let (left, right) = (2 * cell, 2 * cell + 1);
                let bits = u8::from(lit(g, 2 * r, left)) << 3
                    | u8::from(lit(g, 2 * r, right)) << 2
                    | u8::from(lit(g, 2 * r + 1, left)) << 1
                    | u8::from(lit(g, 2 * r + 1, right));
                out.push(QUADRANTS[usize::from(bits)]);
            }
        }
    }
    rows
}

/// The text of block digits of either size read back from the three rows they were
/// drawn on (blank columns around them allowed); `None` when the rows hold anything else.
pub fn read(rows: [&str; 3]) -> Option<String> {
    read_as(rows, Glyphs::Big).or_else(|| read_as(rows, Glyphs::Medium))
}

fn read_as(rows: [&str; 3], size: Glyphs) -> Option<String> {
    let cells: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    let width = cells.iter().map(Vec::len).max()?;
    let at = |r: usize, x: usize| cells[r].get(x).copied().unwrap_or(' ');
    let blank = |x: usize| (0..3).all(|r| at(r, x) == ' ');
    let first = (0..width).find(|&x| !blank(x))?;
    let last = (0..width).rfind(|&x| !blank(x))?;
    let (cells_per, step) = match size {
        Glyphs::Big => (3, 4),
        Glyphs::Medium | Glyphs::Plain => (2, 2),
    };
    let glyphs: Vec<Vec<String>> = (0..10)
        .map(|d| size.render(&d.to_string()).expect("a digit"))
        .collect();
    let mut text = String::new();
    let mut x = first;
    while x <= last {
        let cell = |r: usize| (x..x + cells_per).map(|x| at(r, x)).collect::<String>();
        let found = [cell(0), cell(1), cell(2)];
        let digit = glyphs.iter().position(|g| *g == found)?;
        text.push(char::from(b'0' + digit as u8));
        x += step;
    }
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_render_in_half_blocks_and_in_quadrants() {
        assert_eq!(
            Glyphs::Big.render("20").unwrap(),
            ["▀▀█ █▀█", "█▀▀ █ █", "▀▀▀ ▀▀▀"]
        );
        assert_eq!(
            Glyphs::Medium.render("20").unwrap(),
            ["▀▌▛▌", "▛▘▌▌", "▀▘▀▘"]
        );
        assert_eq!(Glyphs::Big.width("2048"), 15);
        assert_eq!(Glyphs::Medium.width("2048"), 8);
        assert_eq!(Glyphs::Big.render("1k"), None);
    }

    #[test]
    fn the_largest_glyphs_that_fit() {
        // A tile of 13×6: three digits big, four and five medium, six plain.
        let sizes: Vec<Glyphs> = ["512", "1024", "16384", "131072"]
            .iter()
            .map(|l| Glyphs::fitting(l, 13, 6))
            .collect();
        assert_eq!(
            sizes,
            [Glyphs::Big, Glyphs::Medium, Glyphs::Medium, Glyphs::Plain]
        );
        // Too short for block digits, or not digits at all: plain.
        assert_eq!(Glyphs::fitting("2", 17, 4), Glyphs::Plain);
        assert_eq!(Glyphs::fitting("16k", 17, 8), Glyphs::Plain);
    }

    #[test]
    fn block_digits_read_back() {
        for size in [Glyphs::Big, Glyphs::Medium] {
            for n in [0u64, 7, 16, 128, 1024, 9_876_543_210] {
                let text = n.to_string();
                let rows: Vec<String> = size
                    .render(&text)
                    .unwrap()
                    .into_iter()
                    .map(|r| format!("  {r} "))
                    .collect();
                assert_eq!(read([&rows[0], &rows[1], &rows[2]]), Some(text), "{size:?}");
            }
        }
        assert_eq!(read(["▀▀█", "█▀█", "▀▀▀"]), None);
        assert_eq!(read(["   ", "   ", "   "]), None);
    }
}
