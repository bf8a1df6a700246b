//! A rendered screen as an SVG picture: one rectangle per stretch of equal background,
//! one line of monospace text per stretch of equal foreground and weight.

use std::collections::HashMap;
use std::fmt::Write;

use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};

use tui2048_ui::ansi::{ansi16_index, ansi256_rgb};
use tui2048_ui::theme::Rgb;

/// A cell's width in the picture, in pixels.
pub(crate) const CELL_W: u32 = 9;
/// A cell's height in the picture, in pixels.
pub(crate) const CELL_H: u32 = 18;
/// The font size: a monospace font's advance is about 0.6 em, so 15 px fills a 9 px cell.
const FONT_SIZE: u32 = 15;
/// From a cell's top to the text's baseline.
const BASELINE: u32 = 14;
const FONTS: &str = "DejaVu Sans Mono, Menlo, Consolas, Liberation Mono, monospace";

/// The colour a cell colour stands for; `Reset` is the terminal's own, `default`.
fn rgb_of(color: Color, default: Rgb) -> Rgb {
    match color {
        Color::Reset => default,
        Color::Rgb(r, g, b) => Rgb(r, g, b),
        Color::Indexed(n) => ansi256_rgb(n),
        named => ansi256_rgb(ansi16_index(named).unwrap_or(0)),
    }
}

fn hex(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c.0, c.1, c.2)
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
    out
}

/// How a cell's text is drawn.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Ink {
    fg: Rgb,
    bold: bool,
    italic: bool,
    underline: bool,
}

/// A cell's colours and ink, `REVERSED` applied.
fn cell_look(cell: &ratatui::buffer::Cell, default_fg: Rgb, default_bg: Rgb) -> (Rgb, Ink) {
    let mut fg = rgb_of(cell.fg, default_fg);
    let mut bg = rgb_of(cell.bg, default_bg);
    if cell.modifier.contains(Modifier::REVERSED) {
        std::mem::swap(&mut fg, &mut bg);
    }
    let ink = Ink {
        fg,
        bold: cell.modifier.contains(Modifier::BOLD),
        italic: cell.modifier.contains(Modifier::ITALIC),
        underline: cell.modifier.contains(Modifier::UNDERLINED),
    };
    (bg, ink)
}

/// The colours of a cell's four quarters: its background, except where a block
/// character (`█ ▀ ▄`, or a quadrant such as `▛ ▌ ▘`) fills a part with the foreground.
/// Those are drawn as rectangles, not text, so they meet their neighbours exactly whatever
/// the font. The quarters are top left, top right, bottom left, bottom right.
fn quarters(cell: &ratatui::buffer::Cell, default_fg: Rgb, default_bg: Rgb) -> [Rgb; 4] {
    let (bg, ink) = cell_look(cell, default_fg, default_bg);
    let lit = match cell.symbol() {
        "█" => [1, 1, 1, 1],
        "▀" => [1, 1, 0, 0],
        "▄" => [0, 0, 1, 1],
        "▌" => [1, 0, 1, 0],
        "▐" => [0, 1, 0, 1],
        "▘" => [1, 0, 0, 0],
        "▝" => [0, 1, 0, 0],
        "▖" => [0, 0, 1, 0],
        "▗" => [0, 0, 0, 1],
        "▛" => [1, 1, 1, 0],
        "▜" => [1, 1, 0, 1],
        "▙" => [1, 0, 1, 1],
        "▟" => [0, 1, 1, 1],
        "▚" => [1, 0, 0, 1],
        "▞" => [0, 1, 1, 0],
        _ => [0, 0, 0, 0],
    };
    lit.map(|on| if on == 1 { ink.fg } else { bg })
}

/// Whether a cell's symbol is drawn by [`quarters`] rather than as text.
fn is_block(symbol: &str) -> bool {
    let mut chars = symbol.chars();
    matches!((chars.next(), chars.next()), (Some(c), None) if tui2048_ui::digits::is_glyph(c))
}

/// A filled rectangle, in half cells.
struct Block {
    x: u16,
    y: u16,
    w: u16,
    h: u16,
    color: Rgb,
}

/// A line of text starting at a cell, `cells` wide.
struct Run {
    x: u16,
    ink: Ink,
    text: String,
    cells: u16,
    /// Cells up to and including the last visible one.
    visible: u16,
}

/// A run of a half row: its first cell, width and colour.
type RunKey = (u16, u16, (u8, u8, u8));

/// The fills that differ from `default_bg`, by half rows of half cells: runs of equal
/// colour, each stacked onto the same run of the half row above when there is one, so a
/// tile is a single rectangle.
fn blocks(buf: &Buffer, default_fg: Rgb, default_bg: Rgb) -> Vec<Block> {
    let area = buf.area;
    let mut blocks: Vec<Block> = Vec::new();
    // The previous half row's runs, to the block each extends.
    let mut open: HashMap<RunKey, usize> = HashMap::new();
    for y in 0..2 * area.height {
        let mut runs: Vec<(u16, u16, Rgb)> = Vec::new();
        for x in 0..2 * area.width {
            let cell = &buf[(area.x + x / 2, area.y + y / 2)];
            let bg = quarters(cell, default_fg, default_bg)[usize::from(2 * (y % 2) + x % 2)];
            match runs.last_mut() {
                Some((_, w, color)) if *color == bg => *w += 1,
                _ => runs.push((x, 1, bg)),
            }
        }
        let mut next = HashMap::new();
        for (x, w, color) in runs.into_iter().filter(|r| r.2 != default_bg) {
            let key = (x, w, (color.0, color.1, color.2));
            let index = match open.get(&key) {
                Some(&i) => {
                    blocks[i].h += 1;
                    i
                }
                None => {
                    blocks.push(Block {
                        x,
                        y,
                        w,
                        h: 1,
                        color,
                    });
                    blocks.len() - 1
                }
            };
            next.insert(key, index);
        }
        open = next;
    }
    blocks
}

/// The text of row `y`: runs of equal ink, blanks joining whichever run they follow,
/// blanks at either end dropped.
fn runs(buf: &Buffer, y: u16, default_fg: Rgb, default_bg: Rgb) -> Vec<Run> {
    let area = buf.area;
    let mut runs: Vec<Run> = Vec::new();
    let mut current: Option<Run> = None;
    for x in 0..area.width {
        let cell = &buf[(area.x + x, area.y + y)];
        let (_, ink) = cell_look(cell, default_fg, default_bg);
        let symbol = cell.symbol();
        let blank = (symbol.trim().is_empty() && !ink.underline) || is_block(symbol);
        if blank {
            if let Some(run) = current.as_mut() {
                run.text.push(' ');
                run.cells += 1;
            }
            continue;
        }
        if current.as_ref().is_some_and(|run| run.ink != ink) {
            runs.extend(current.take());
        }
        let run = current.get_or_insert_with(|| Run {
            x,
            ink,
            text: String::new(),
            cells: 0,
            visible: 0,
        });
        run.text
            .push_str(if symbol.is_empty() { " " } else { symbol });
        run.cells += 1;
        run.visible = run.cells;
    }
    runs.extend(current);
    for run in &mut runs {
        let blanks = usize::from(run.cells - run.visible);
        run.text.truncate(run.text.len() - blanks);
        run.cells = run.visible;
    }
    runs
}

/// The cells of `buf` as an SVG picture, `CELL_W` × `CELL_H` pixels a cell. Colours are
/// used as they are, 256-colour indices as xterm shows them, and `Reset` as the
/// terminal's own colours `default_fg` and `default_bg`. Every cell is taken to be one
/// column wide.
pub(crate) fn buffer_to_svg(buf: &Buffer, default_fg: Rgb, default_bg: Rgb) -> String {
    let area = buf.area;
    let (width, height) = (
        u32::from(area.width) * CELL_W,
        u32::from(area.height) * CELL_H,
    );
    let mut svg = String::new();
    // Writing to a String cannot fail.
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">"#
    );
    let _ = writeln!(
        svg,
        r#"<rect width="{width}" height="{height}" fill="{}"/>"#,
        hex(default_bg)
    );
    let _ = writeln!(svg, r#"<g shape-rendering="crispEdges">"#);
    for b in blocks(buf, default_fg, default_bg) {
        let _ = writeln!(
            svg,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{}"/>"#,
            f64::from(b.x) * f64::from(CELL_W) / 2.0,
            u32::from(b.y) * CELL_H / 2,
            f64::from(b.w) * f64::from(CELL_W) / 2.0,
            u32::from(b.h) * CELL_H / 2,
            hex(b.color)
        );
    }
    let _ = writeln!(svg, "</g>");
    let _ = writeln!(svg, r#"<g font-family="{FONTS}" font-size="{FONT_SIZE}">"#);
    for y in 0..area.height {
        for run in runs(buf, y, default_fg, default_bg) {
            let mut extra = String::new();
            if run.ink.bold {
                extra.push_str(r#" font-weight="bold""#);
            }
            if run.ink.italic {
                extra.push_str(r#" font-style="italic""#);
            }
            if run.ink.underline {
                extra.push_str(r#" text-decoration="underline""#);
            }
            // The length pins every glyph to its cell even when a fallback font is wider.
            let _ = writeln!(
                svg,
                r#"<text x="{}" y="{}" textLength="{}" fill="{}"{extra} xml:space="preserve">{}</text>"#,
                u32::from(run.x) * CELL_W,
                u32::from(y) * CELL_H + BASELINE,
                u32::from(run.cells) * CELL_W,
                hex(run.ink.fg),
                escape(&run.text)
            );
        }
    }
    let _ = writeln!(svg, "</g>");
    let _ = writeln!(svg, "</svg>");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;
    use ratatui::style::Style;

    const FG: Rgb = Rgb(0xdd, 0xdd, 0xdd);
    const BG: Rgb = Rgb(0x11, 0x11, 0x11);

    #[test]
    fn three_cells() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 3, 1));
        let red_on_blue = Style::new()
            .fg(Color::Rgb(255, 0, 0))
            .bg(Color::Indexed(21))
            .add_modifier(Modifier::BOLD);
        buf.set_string(0, 0, "&<", red_on_blue);
        buf.set_string(2, 0, ">", Style::new());
        let expected = r##"<svg xmlns="http://www.w3.org/2000/svg" width="27" height="18" viewBox="0 0 27 18">
<rect width="27" height="18" fill="#111111"/>
<g shape-rendering="crispEdges">
<rect x="0" y="0" width="18" height="18" fill="#0000ff"/>
</g>
<g font-family="DejaVu Sans Mono, Menlo, Consolas, Liberation Mono, monospace" font-size="15">
<text x="0" y="14" textLength="18" fill="#ff0000" font-weight="bold" xml:space="preserve">&amp;&lt;</text>
<text x="18" y="14" textLength="9" fill="#dddddd" xml:space="preserve">&gt;</text>
</g>
</svg>
"##;
        assert_eq!(buffer_to_svg(&buf, FG, BG), expected);
    }

    #[test]
    fn equal_runs_stack_into_one_rectangle() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 4, 3));
        let tile = Style::new().bg(Color::Rgb(1, 2, 3));
        buf.set_style(Rect::new(1, 0, 2, 3), tile);
        let svg = buffer_to_svg(&buf, FG, BG);
        assert_eq!(svg.matches("<rect").count(), 2, "{svg}");
        assert!(svg.contains(r##"<rect x="9" y="0" width="18" height="54" fill="#010203"/>"##));
        assert!(!svg.contains("<text"), "blank cells draw no text");
    }

    #[test]
    fn blanks_join_runs_and_ends_are_trimmed() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 8, 1));
        buf.set_string(1, 0, "a  b", Style::new());
        buf.set_string(6, 0, "c", Style::new().fg(Color::Red));
        let svg = buffer_to_svg(&buf, FG, BG);
        assert!(svg.contains(r##"<text x="9" y="14" textLength="36" fill="#dddddd" xml:space="preserve">a  b</text>"##));
        assert!(svg.contains(
            r##"<text x="54" y="14" textLength="9" fill="#cd0000" xml:space="preserve">c</text>"##
        ));
    }

    #[test]
    fn block_characters_are_rectangles() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 2, 2));
        let ink = Style::new().fg(Color::Rgb(0, 0, 0)).bg(Color::Rgb(9, 9, 9));
        buf.set_string(0, 0, "▀█", ink);
        buf.set_string(0, 1, "▄▀", ink);
        let svg = buffer_to_svg(&buf, FG, BG);
        assert!(!svg.contains("<text"), "{svg}");
        let rects: Vec<&str> = svg.lines().filter(|l| l.starts_with("<rect x")).collect();
        assert_eq!(
            rects,
            [
                r##"<rect x="0" y="0" width="18" height="9" fill="#000000"/>"##,
                r##"<rect x="0" y="9" width="9" height="18" fill="#090909"/>"##,
                r##"<rect x="9" y="9" width="9" height="18" fill="#000000"/>"##,
                r##"<rect x="0" y="27" width="9" height="9" fill="#000000"/>"##,
                r##"<rect x="9" y="27" width="9" height="9" fill="#090909"/>"##,
            ],
            "{svg}"
        );
    }

    #[test]
    fn reversed_swaps_the_colours() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 1, 1));
        buf.set_string(0, 0, "x", Style::new().add_modifier(Modifier::REVERSED));
        let svg = buffer_to_svg(&buf, FG, BG);
        assert!(
            svg.contains(r##"width="9" height="18" fill="#dddddd"/>"##),
            "{svg}"
        );
        assert!(
            svg.contains(r##"fill="#111111" xml:space="preserve">x</text>"##),
            "{svg}"
        );
    }
}
