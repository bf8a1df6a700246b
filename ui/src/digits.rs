//! Digits drawn in blocks, for tall tiles: two faces, each at a few scales, drawn on a
//! canvas of quadrant pixels (a cell holds two across and two down) and written with the
//! block characters that light them. The regular face is a 3×5 pixel font; the narrow
//! face, a 4×5 one drawn half as wide a pixel, is designed for four digits where three
//! regular ones fit. The sizes come in three heights, each in three widths: three rows
//! (medium, narrow, big), five (slim, tall, huge) and eight (slim giant, narrow giant,
//! giant). A board's numbers all take one height, the tallest its longest number fits
//! ([`Glyphs::rows_for`]), each in the widest size of that height it fits
//! ([`Glyphs::fitting`]): a longer number is drawn narrower, never shorter, so the tile
//! played for is never drawn smaller than the tiles it was made of.

/// The regular face: each digit five rows of three pixels, `#` lit.
const REGULAR: [[&str; 5]; 10] = [
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

/// The narrow face: each digit five rows of four pixels, its pixels half as wide as the
/// regular face's, so that a digit with the gap after it takes three quarters of the room.
const NARROW: [[&str; 5]; 10] = [
    ["####", "#..#", "#..#", "#..#", "####"],
    ["..#.", ".##.", "..#.", "..#.", ".###"],
    ["####", "...#", "####", "#...", "####"],
    ["####", "...#", ".###", "...#", "####"],
    ["#..#", "#..#", "####", "...#", "...#"],
    ["####", "#...", "####", "...#", "####"],
    ["####", "#...", "####", "#..#", "####"],
    ["####", "...#", "...#", "...#", "...#"],
    ["####", "#..#", "####", "#..#", "####"],
    ["####", "#..#", "####", "...#", "####"],
];

/// The quadrant blocks, by their lit quarters: top left, top right, bottom left, bottom
/// right (bits 3 to 0).
const QUADRANTS: [char; 16] = [
    ' ', '▗', '▖', '▄', '▝', '▐', '▞', '▟', '▘', '▚', '▌', '▙', '▀', '▜', '▛', '█',
];

/// Whether `c` is drawn by block digits of any size.
pub fn is_glyph(c: char) -> bool {
    c != ' ' && QUADRANTS.contains(&c)
}

/// How a number is drawn in a tile, the shortest first, and of one height the narrowest
/// first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Glyphs {
    /// One row of plain digits.
    Plain,
    /// Regular digits of quadrant pixels, two cells a digit, three rows.
    Medium,
    /// Narrow digits of quadrant pixels, two cells and a column between, three rows.
    Narrow,
    /// Regular digits of half blocks, three cells and a column between, three rows.
    Big,
    /// Regular digits of whole cells, three cells and a column between, five rows.
    Slim,
    /// Narrow digits of whole cells, four cells and a column between, five rows.
    Tall,
    /// Regular digits, six cells and two columns between, five rows.
    Huge,
    /// Regular digits, four cells and a half and a column and a half between, eight rows.
    SlimGiant,
    /// Narrow digits, six cells and three columns between, eight rows.
    NarrowGiant,
    /// Regular digits, nine cells and three columns between, eight rows.
    Giant,
}

/// A face at a scale: a pixel's width in half cells, its height in half rows, and the
/// gap between digits in half cells.
struct Scaled {
    face: &'static [[&'static str; 5]; 10],
    pixel_w: u16,
    pixel_h: u16,
    gap: u16,
}

impl Scaled {
    /// The columns of pixels of a digit.
    fn columns(&self) -> u16 {
        self.face[0][0].len() as u16
    }

    /// A digit's width in half cells.
    fn digit_w(&self) -> u16 {
        self.columns() * self.pixel_w
    }

    /// The width of `n` digits in half cells.
    fn half_cells(&self, n: u16) -> u16 {
        n * self.digit_w() + n.saturating_sub(1) * self.gap
    }
}

impl Glyphs {
    /// Every size, the smallest first.
    pub const ALL: [Glyphs; 10] = [
        Glyphs::Plain,
        Glyphs::Medium,
        Glyphs::Narrow,
        Glyphs::Big,
        Glyphs::Slim,
        Glyphs::Tall,
        Glyphs::Huge,
        Glyphs::SlimGiant,
        Glyphs::NarrowGiant,
        Glyphs::Giant,
    ];

    /// The face and scale of block digits (none for plain text).
    fn scaled(self) -> Option<Scaled> {
        let (face, pixel_w, pixel_h, gap) = match self {
            Glyphs::Plain => return None,
            Glyphs::Medium => (&REGULAR, 1, 1, 1),
            Glyphs::Narrow => (&NARROW, 1, 1, 2),
            Glyphs::Big => (&REGULAR, 2, 1, 2),
            Glyphs::Slim => (&REGULAR, 2, 2, 2),
            Glyphs::Tall => (&NARROW, 2, 2, 2),
            Glyphs::Huge => (&REGULAR, 4, 2, 4),
            Glyphs::SlimGiant => (&REGULAR, 3, 3, 3),
            Glyphs::NarrowGiant => (&NARROW, 3, 3, 6),
            Glyphs::Giant => (&REGULAR, 6, 3, 6),
        };
        Some(Scaled {
            face,
            pixel_w,
            pixel_h,
            gap,
        })
    }

    /// The width in cells of `text` in these glyphs.
    pub fn width(self, text: &str) -> u16 {
        let n = text.chars().count() as u16;
        match self.scaled() {
            None => n,
            Some(s) => s.half_cells(n).div_ceil(2),
        }
    }

    /// Whether the glyphs of `text` end half a cell short of their last cell (to be
    /// centred on what is lit).
    pub fn leans(self, text: &str) -> bool {
        let n = text.chars().count() as u16;
        self.scaled().is_some_and(|s| s.half_cells(n) % 2 == 1)
    }

    /// The rows the glyphs take.
    pub fn height(self) -> u16 {
        match self.scaled() {
            None => 1,
            Some(s) => (5 * s.pixel_h).div_ceil(2),
        }
    }

    /// The largest glyphs of at most `rows` rows in which `label` fits a tile of `w`×`h`
    /// cells, with a blank column on each side and, for block digits, a blank row above
    /// and below: of the tallest height that fits, the widest size.
    pub fn fitting(label: &str, w: u16, h: u16, rows: u16) -> Glyphs {
        let digits = !label.is_empty() && label.chars().all(|c| c.is_ascii_digit());
        if !digits {
            return Glyphs::Plain;
        }
        Glyphs::ALL
            .into_iter()
            .rev()
            .find(|g| g.height() <= rows && g.width(label) + 2 <= w && g.height() + 2 <= h)
            .unwrap_or(Glyphs::Plain)
    }

    /// The rows every number of a board is drawn in, its tiles `w`×`h` cells and
    /// `labels` its numbers: the most in which each of them fits, so that none is drawn
    /// shorter than another (a longer number takes a narrower size of the same height).
    /// No number: any height.
    pub fn rows_for<'a>(labels: impl IntoIterator<Item = &'a str>, w: u16, h: u16) -> u16 {
        labels
            .into_iter()
            .map(|label| Glyphs::fitting(label, w, h, u16::MAX).height())
            .min()
            .unwrap_or(u16::MAX)
    }

    /// The rows of `text` in these glyphs; `None` if it holds anything but digits (plain
    /// text is one row of itself).
    pub fn render(self, text: &str) -> Option<Vec<String>> {
        let digits: Vec<usize> = text
            .chars()
            .map(|c| c.to_digit(10).map(|d| d as usize))
            .collect::<Option<_>>()?;
        let Some(s) = self.scaled() else {
            return Some(vec![text.to_string()]);
        };
        let n = digits.len() as u16;
        let (w, h) = (
            usize::from(s.half_cells(n).div_ceil(2) * 2),
            usize::from(self.height() * 2),
        );
        // The canvas of quadrant pixels, lit where a digit's pixel covers it.
        let mut lit = vec![vec![false; w]; h];
        for (i, &d) in digits.iter().enumerate() {
            let left = usize::from((s.digit_w() + s.gap) * i as u16);
            for (row, pixels) in s.face[d].iter().enumerate() {
                for (col, pixel) in pixels.bytes().enumerate() {
                    if pixel != b'#' {
                        continue;
                    }
                    let (pw, ph) = (usize::from(s.pixel_w), usize::from(s.pixel_h));
                    let across = left + col * pw..left + (col + 1) * pw;
                    for line in &mut lit[row * ph..(row + 1) * ph] {
                        line[across.clone()].fill(true);
                    }
                }
            }
        }
        let rows = (0..h / 2)
            .map(|r| {
                (0..w / 2)
                    .map(|c| {
                        let at = |y: usize, x: usize| u8::from(lit[2 * r + y][2 * c + x]);
                        let bits = at(0, 0) << 3 | at(0, 1) << 2 | at(1, 0) << 1 | at(1, 1);
                        QUADRANTS[usize::from(bits)]
                    })
                    .collect()
            })
            .collect();
        Some(rows)
    }
}

/// The text of block digits of any size read back from the rows they were drawn on, the
/// first of them lit (blank columns around them, and blank rows below, allowed); `None`
/// when the rows hold anything else.
pub fn read(rows: &[&str]) -> Option<String> {
    // The largest first: a smaller size's rows never read as a larger one's.
    Glyphs::ALL
        .into_iter()
        .rev()
        .find_map(|size| read_as(rows, size))
}

fn read_as(rows: &[&str], size: Glyphs) -> Option<String> {
    let s = size.scaled()?;
    let height = usize::from(size.height());
    let cells: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    let at = |r: usize, x: usize| {
        cells
            .get(r)
            .and_then(|row| row.get(x))
            .copied()
            .unwrap_or(' ')
    };
    let width = cells.iter().map(Vec::len).max()?;
    // The rows below the digits are blank.
    if (height..cells.len()).any(|r| cells[r].iter().any(|&c| c != ' ')) {
        return None;
    }
    let blank = |x: usize| (0..height).all(|r| at(r, x) == ' ');
    let first = (0..width).find(|&x| !blank(x))?;
    let last = (0..width).rfind(|&x| !blank(x))?;
    let digit_cells = usize::from(s.digit_w().div_ceil(2));
    let step = usize::from((s.digit_w() + s.gap) / 2);
    let glyphs: Vec<Vec<String>> = (0..10)
        .map(|d| size.render(&d.to_string()).expect("a digit"))
        .collect();
    // A digit may start with a blank column: its left end is at most a digit before the
    // first lit one.
    (first.saturating_sub(digit_cells - 1)..=first).find_map(|start| {
        let mut text = String::new();
        let mut x = start;
        while x <= last {
            let found: Vec<String> = (0..height)
                .map(|r| (x..x + digit_cells).map(|x| at(r, x)).collect())
                .collect();
            let digit = glyphs.iter().position(|g| *g == found)?;
            text.push(char::from(b'0' + digit as u8));
            x += step;
        }
        Some(text)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_render_in_each_face_and_scale() {
        assert_eq!(
            Glyphs::Big.render("20").unwrap(),
            ["▀▀█ █▀█", "█▀▀ █ █", "▀▀▀ ▀▀▀"]
        );
        assert_eq!(
            Glyphs::Medium.render("20").unwrap(),
            ["▀▌▛▌", "▛▘▌▌", "▀▘▀▘"]
        );
        assert_eq!(
            Glyphs::Narrow.render("2048").unwrap(),
            ["▀▜ ▛▜ ▌▐ ▛▜", "▛▀ ▌▐ ▀▜ ▛▜", "▀▀ ▀▀  ▝ ▀▀"]
        );
        assert_eq!(
            Glyphs::Tall.render("20").unwrap(),
            [
                "████ ████",
                "   █ █  █",
                "████ █  █",
                "█    █  █",
                "████ ████"
            ]
        );
        assert_eq!(
            Glyphs::Huge.render("7").unwrap(),
            ["██████", "    ██", "    ██", "    ██", "    ██"]
        );
        assert_eq!(
            Glyphs::Slim.render("20").unwrap(),
            ["███ ███", "  █ █ █", "███ █ █", "█   █ █", "███ ███"]
        );
        assert_eq!(
            Glyphs::SlimGiant.render("7").unwrap(),
            [
                "████▌",
                "▀▀▀█▌",
                "   █▌",
                "   █▌",
                "   █▌",
                "   █▌",
                "   █▌",
                "   ▀▘"
            ]
        );
        assert_eq!(Glyphs::Slim.width("2048"), 15);
        assert_eq!(Glyphs::SlimGiant.width("2048"), 23);
        assert!(Glyphs::SlimGiant.leans("2048"));
        assert_eq!(Glyphs::Big.width("2048"), 15);
        assert_eq!(Glyphs::Narrow.width("2048"), 11);
        assert_eq!(Glyphs::Medium.width("2048"), 8);
        assert_eq!(Glyphs::Tall.width("2048"), 19);
        assert_eq!(Glyphs::Huge.width("512"), 22);
        assert_eq!(Glyphs::NarrowGiant.width("2048"), 33);
        assert_eq!(Glyphs::Giant.width("512"), 33);
        let heights: Vec<u16> = Glyphs::ALL.iter().map(|g| g.height()).collect();
        assert_eq!(heights, [1, 3, 3, 3, 5, 5, 5, 8, 8, 8]);
        assert_eq!(Glyphs::Big.render("1k"), None);
    }

    #[test]
    fn the_largest_glyphs_that_fit() {
        let fitting = |labels: &[&str], w, h, rows| -> Vec<Glyphs> {
            labels
                .iter()
                .map(|l| Glyphs::fitting(l, w, h, rows))
                .collect()
        };
        // A tile of 13×6: three digits big, four narrow (as tall), five medium, six plain.
        let all = ["512", "2048", "16384", "131072"];
        assert_eq!(
            fitting(&all, 13, 6, u16::MAX),
            [Glyphs::Big, Glyphs::Narrow, Glyphs::Medium, Glyphs::Plain]
        );
        // A tile of 19×9: one digit huge, three tall, four slim (all five rows), five
        // narrow; and in three rows, one to four digits big.
        assert_eq!(
            fitting(&["2", "512", "2048", "16384"], 19, 9, u16::MAX),
            [Glyphs::Huge, Glyphs::Tall, Glyphs::Slim, Glyphs::Narrow]
        );
        assert_eq!(
            fitting(&["2", "2048", "16384"], 19, 9, 3),
            [Glyphs::Big, Glyphs::Big, Glyphs::Narrow]
        );
        // A tile of 25×12: two digits giant, three and four slim giant, five slim.
        assert_eq!(
            fitting(&["64", "512", "2048", "16384"], 25, 12, u16::MAX),
            [
                Glyphs::Giant,
                Glyphs::SlimGiant,
                Glyphs::SlimGiant,
                Glyphs::Slim
            ]
        );
        // Too short for block digits, or not digits at all: plain.
        assert_eq!(Glyphs::fitting("2", 17, 4, u16::MAX), Glyphs::Plain);
        assert_eq!(Glyphs::fitting("16k", 17, 8, u16::MAX), Glyphs::Plain);
        // A board's rows: the tallest its longest number fits.
        assert_eq!(Glyphs::rows_for(["512", "2"], 19, 9), 5);
        assert_eq!(Glyphs::rows_for(["2048", "2"], 19, 9), 5);
        assert_eq!(Glyphs::rows_for(["16384", "2"], 19, 9), 3);
        assert_eq!(Glyphs::rows_for(["131072", "2"], 13, 6), 1);
        assert_eq!(Glyphs::rows_for(["16k"], 19, 9), 1);
        assert_eq!(Glyphs::rows_for([], 19, 9), u16::MAX);
    }

    #[test]
    fn block_digits_read_back() {
        for size in Glyphs::ALL.into_iter().skip(1) {
            for n in [0u64, 1, 7, 16, 128, 1024, 9_876_543_210] {
                let text = n.to_string();
                let rows: Vec<String> = size
                    .render(&text)
                    .unwrap()
                    .into_iter()
                    .map(|r| format!("  {r} "))
                    .chain(["    ".to_string()])
                    .collect();
                let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
                assert_eq!(read(&rows), Some(text), "{size:?}");
            }
        }
        assert_eq!(read(&["▀▀█", "█▀█", "▀▀▀"]), None);
        assert_eq!(read(&["   ", "   ", "   "]), None);
    }
}
