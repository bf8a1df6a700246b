//! Widths in terminal cells, never in `char`s or bytes: a Chinese character takes two
//! cells, an accent none. Every width the view measures, pads, centres, cuts or wraps by
//! goes through here, so that no line overflows its area and no character is cut in half.
//!
//! Symbols of East Asian *ambiguous* width (`·`, `—`, `…`, `×`, arrows, box drawing, block
//! elements) are one cell wide by Unicode's default and two in many terminals set up for
//! Chinese. The view measures them as one; `ambiguous_as_wide` measures them as two for
//! as long as it runs on its thread, so tests lay every screen out as such a terminal
//! would draw it and check that it still fits.

use std::cell::Cell;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

thread_local! {
    static AMBIGUOUS_WIDE: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f` with symbols of ambiguous width measured as two cells (on this thread).
#[cfg(any(test, feature = "testing"))]
pub fn ambiguous_as_wide<T>(f: impl FnOnce() -> T) -> T {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            AMBIGUOUS_WIDE.with(|wide| wide.set(self.0));
        }
    }
    let _restore = Restore(AMBIGUOUS_WIDE.with(|wide| wide.replace(true)));
    f()
}

/// Whether symbols of ambiguous width are measured as two cells now.
pub fn ambiguous_wide() -> bool {
    AMBIGUOUS_WIDE.with(Cell::get)
}

/// The cells `text` takes.
pub fn cells(text: &str) -> usize {
    if ambiguous_wide() {
        text.width_cjk()
    } else {
        text.width()
    }
}

/// The cells a character takes (a control character none).
pub fn char_cells(c: char) -> usize {
    let width = if ambiguous_wide() {
        c.width_cjk()
    } else {
        c.width()
    };
    width.unwrap_or(0)
}

/// The cells a line of spans takes.
pub fn line_cells(line: &Line<'_>) -> usize {
    line.spans.iter().map(|span| cells(&span.content)).sum()
}

/// Draws `line` centred in the first row of `area` by its width in cells, cut at the
/// row's end.
pub fn draw_centred(line: &Line<'_>, area: Rect, buf: &mut Buffer) {
    if area.is_empty() {
        return;
    }
    // As ratatui centres: half the room less half the line, each rounded down.
    let width = (line_cells(line).min(usize::from(area.width))) as u16;
    let x = area.x + (area.width / 2).saturating_sub(width / 2);
    buf.set_line(x, area.y, line, area.right() - x);
}

/// Draws `line` in `area`, each of its rows centred: on one row when it fits, else (a
/// line of one style) broken as [`broken`] breaks it, as many rows as there are.
pub fn draw_wrapped(line: &Line<'_>, area: Rect, buf: &mut Buffer) {
    if line_cells(line) <= usize::from(area.width) {
        draw_centred(line, area, buf);
        return;
    }
    let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
    let style = line
        .spans
        .first()
        .map_or(line.style, |span| line.style.patch(span.style));
    let rows = broken(&text, usize::from(area.width), usize::from(area.height));
    for (i, row) in rows.into_iter().enumerate() {
        let y = area.y + i as u16;
        if y >= area.bottom() {
            break;
        }
        let row = Line::styled(row, style);
        draw_centred(&row, Rect::new(area.x, y, area.width, 1), buf);
    }
}

/// `text` and spaces after it, `width` cells in all (or `text` alone when it is wider).
pub fn pad_right(text: &str, width: usize) -> String {
    let pad = width.saturating_sub(cells(text));
    format!("{text}{}", " ".repeat(pad))
}

/// Spaces, then `text`, `width` cells in all (or `text` alone when it is wider).
pub fn pad_left(text: &str, width: usize) -> String {
    let pad = width.saturating_sub(cells(text));
    format!("{}{text}", " ".repeat(pad))
}

/// The longest head of `text` that takes at most `width` cells: whole characters only.
pub fn head(text: &str, width: usize) -> &str {
    let mut used = 0;
    for (at, c) in text.char_indices() {
        used += char_cells(c);
        if used > width {
            return &text[..at];
        }
    }
    text
}

/// `text` cut into lines of at most `width` cells: at spaces where it has them, else
/// (Chinese runs on without them) between two characters where a Chinese line may end —
/// never before a full-width mark that closes or ends (it stays with the character
/// before it), never after one that opens, never inside a run of letters and digits (a
/// path, a number and the word that counts it) — and only where there is no such place,
/// after the last character that fits.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(2);
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in words(text) {
        let word = word.as_str();
        let used = cells(&line);
        if used > 0 && used + 1 + cells(word) > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
        while cells(&line) > width {
            let cut = cut_at(&line, width);
            let rest = line[cut..].trim_start().to_string();
            lines.push(line[..cut].trim_end().to_string());
            line = rest;
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// Where a line made of parts may break, as (the separator, what it becomes between two
/// parts on one line, what ends a line broken there): ` · ` goes at a break, a comma, a
/// colon or a semicolon stays at the end of its line.
const JOINS: [(&str, &str, &str); 8] = [
    (" · ", " · ", ""),
    (": ", ": ", ":"),
    ("; ", "; ", ";"),
    (", ", ", ", ","),
    ("，", "，", "，"),
    ("：", "：", "："),
    ("；", "；", "；"),
    ("、", "、", "、"),
];

/// `text` in lines of at most `width` cells, broken first where its parts meet (at ` · `,
/// a comma, a colon or a semicolon, as `JOINS` says), each part kept whole on a line
/// where it fits one, and only a part longer than a line cut as [`wrap`] cuts it.
pub fn fold(text: &str, width: usize) -> Vec<String> {
    // The parts, each with the join after it (none after the last).
    let mut parts: Vec<(&str, Option<(&'static str, &'static str)>)> = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < text.len() {
        let join = JOINS.iter().find(|(sep, _, _)| text[i..].starts_with(sep));
        match join {
            Some(&(sep, between, at_end)) if i > start => {
                parts.push((&text[start..i], Some((between, at_end))));
                i += sep.len();
                start = i;
            }
            _ => i += text[i..].chars().next().map_or(1, char::len_utf8),
        }
    }
    parts.push((&text[start..], None));
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut before: Option<(&'static str, &'static str)> = None;
    for (part, after) in parts {
        if !line.is_empty() {
            let between = before.map_or("", |(between, _)| between);
            let joined = format!("{line}{between}{part}");
            if cells(&joined) + cells(end_of(after)) <= width {
                line = joined;
                before = after;
                continue;
            }
            lines.push(format!("{line}{}", end_of(before)));
            line.clear();
        }
        let mut rows = wrap(&format!("{part}{}", end_of(after)), width);
        let last = rows.pop().unwrap_or_default();
        lines.extend(rows);
        // The mark that ends this part comes again when the line ends here.
        line = last
            .strip_suffix(end_of(after))
            .unwrap_or(&last)
            .to_string();
        before = after;
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// `text` in lines of `width` cells for `rows` rows: broken where its parts meet
/// ([`fold`]) when that takes no more rows than there are, else wrapped ([`wrap`]).
pub fn broken(text: &str, width: usize, rows: usize) -> Vec<String> {
    let folded = fold(text, width);
    if folded.len() <= rows {
        folded
    } else {
        wrap(text, width)
    }
}

/// What ends a line broken at `join`.
fn end_of(join: Option<(&'static str, &'static str)>) -> &'static str {
    join.map_or("", |(_, at_end)| at_end)
}

/// Where a line wider than `width` is cut (a byte offset, after at least one character).
fn cut_at(line: &str, width: usize) -> usize {
    let fits = head(line, width).len();
    let mut chars = line.char_indices().peekable();
    let mut found = None;
    while let Some((_, before)) = chars.next() {
        let Some(&(at, after)) = chars.peek() else {
            break;
        };
        if at > fits {
            break;
        }
        if breaks_between(before, after) {
            found = Some(at);
        }
    }
    found.unwrap_or_else(|| {
        let mut cut = fits;
        // A closing mark goes with what it closes: one character back.
        let next = line[cut..].chars().next();
        if next.is_some_and(closes) && cut > 0 {
            cut = line[..cut].char_indices().last().map_or(cut, |(at, _)| at);
        }
        if cut == 0 {
            cut = line.chars().next().map_or(line.len(), char::len_utf8);
        }
        cut
    })
}

/// Whether a Chinese line may end between `before` and `after`: beside a wide character
/// (an ideograph, a full-width mark), not before a closing mark, not after an opening one,
/// and not between a number and the word that counts it.
fn breaks_between(before: char, after: char) -> bool {
    let (wide_before, wide_after) = (wide(before), wide(after));
    if !(wide_before || wide_after) || closes(after) || opens(before) {
        return false;
    }
    // `3 次`, `3次`, `50%的`: the count and its word stay together.
    !(wide_after && (before.is_ascii_digit() || before == '%' || before == ' '))
}

/// A character drawn two cells wide in every terminal (an ideograph, a full-width mark),
/// whatever the ambiguous symbols are counted as.
fn wide(c: char) -> bool {
    c.width() == Some(2)
}

/// The words of `text`, split at spaces, a number kept with the Chinese word that
/// counts it (`1 次`, `3 步`) and with the `第` that makes it an ordinal (`第 3 行`): a
/// line never ends between them.
fn words(text: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        let counted = words.last().is_some_and(|w| {
            (w.ends_with(|c: char| c.is_ascii_digit() || c == '%')
                && word.starts_with(|c: char| char_cells(c) == 2))
                || (w.ends_with('第') && word.starts_with(|c: char| c.is_ascii_digit()))
        });
        match words.last_mut() {
            Some(last) if counted => {
                last.push(' ');
                last.push_str(word);
            }
            _ => words.push(word.to_string()),
        }
    }
    words
}

/// Whether a line must not start with `c`: full-width punctuation that closes or ends.
fn closes(c: char) -> bool {
    matches!(
        c,
        '，' | '。' | '、' | '；' | '：' | '！' | '？' | '）' | '」' | '』' | '》' | '”' | '’'
    )
}

/// Whether a line must not end with `c`: full-width punctuation that opens.
fn opens(c: char) -> bool {
    matches!(c, '（' | '「' | '『' | '《' | '“' | '‘')
}

/// A word longer than this many cells is a value that may be shortened in its middle.
const LONG_VALUE: usize = 40;

/// `text` in at most `rows` rows of `width` cells, for a notice that must be read whole:
/// as it is when it fits, else with its paths and long values shortened in the middle
/// (`mark` where they were cut), each keeping its start and its end (a file's name), its
/// other words whole; `None` when even then it does not fit. A path or a value is a run
/// of narrow characters (a Chinese text runs its words on around them): it is never
/// broken over two rows.
pub fn whole(text: &str, width: usize, rows: usize, mark: &str) -> Option<String> {
    let fits =
        |t: &str| segments(t).iter().all(|r| cells(r) <= width) && wrap(t, width).len() <= rows;
    if fits(text) {
        return Some(text.to_string());
    }
    let longest = runs(text).iter().map(|r| cells(r)).max()?;
    // Shorten the longest runs a little more each time, down to one that still says
    // where it starts and what it ends with.
    let mut most = longest;
    while most > 12 {
        most = (most * 3 / 4).max(12).min(width);
        let shortened = shorten_runs(text, |run| {
            // Only a path or a long value: a file's name, what is wrong and what was done
            // are said whole. A path keeps its file's name, and a head that says where
            // it starts.
            if run.contains('/') {
                let name = cells(&run[name_at(run).unwrap_or(0)..]);
                middle(run, most.max(name + cells(mark) + 4), mark)
            } else if cells(run) > LONG_VALUE {
                middle(run, most, mark)
            } else {
                run.to_string()
            }
        });
        if fits(&shortened) {
            return Some(shortened);
        }
    }
    None
}

/// The pieces of `text` that [`wrap`] never cuts while they fit a row: its words, each
/// cut where a Chinese line may end.
fn segments(text: &str) -> Vec<String> {
    let mut pieces = Vec::new();
    for word in words(text) {
        let mut from = 0;
        let mut before = None;
        for (at, c) in word.char_indices() {
            if before.is_some_and(|b| breaks_between(b, c)) {
                pieces.push(word[from..at].to_string());
                from = at;
            }
            before = Some(c);
        }
        pieces.push(word[from..].to_string());
    }
    pieces
}

/// The runs of narrow characters of `text` that a row must hold whole: its words, each
/// cut where a wide character stands.
fn runs(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() || wide(c))
        .filter(|run| !run.is_empty())
        .collect()
}

/// `text` with each run of [`runs`] put through `f`, the rest as it was.
fn shorten_runs(text: &str, f: impl Fn(&str) -> String) -> String {
    let mut out = String::with_capacity(text.len());
    let mut run_from = None;
    for (at, c) in text.char_indices() {
        let breaks = c.is_whitespace() || wide(c);
        match (run_from, breaks) {
            (None, false) => run_from = Some(at),
            (Some(from), true) => {
                out.push_str(&f(&text[from..at]));
                run_from = None;
            }
            _ => {}
        }
        if breaks {
            out.push(c);
        }
    }
    if let Some(from) = run_from {
        out.push_str(&f(&text[from..]));
    }
    out
}

/// `word` in at most `most` cells: its start, `mark` and its end, the end a path's last
/// part (the file's name) where the word is a path and there is room for it.
pub fn middle(word: &str, most: usize, mark: &str) -> String {
    let marked = cells(mark);
    if cells(word) <= most || most < marked + 2 {
        return word.to_string();
    }
    let room = most - marked;
    let name = name_at(word)
        .map(|at| cells(&word[at..]))
        .filter(|&n| n + 4 <= room);
    let tail = name.unwrap_or(room / 2);
    let start = head(word, room - tail);
    let end = tail_of(word, tail);
    format!("{start}{mark}{end}")
}

/// Where the last part of a path (its file's name, from its `/`) starts in `word`.
fn name_at(word: &str) -> Option<usize> {
    word.trim_end_matches(|c: char| !c.is_alphanumeric())
        .rfind('/')
}

/// The longest end of `text` that takes at most `width` cells: whole characters only.
fn tail_of(text: &str, width: usize) -> &str {
    let mut used = 0;
    for (at, c) in text.char_indices().rev() {
        used += char_cells(c);
        if used > width {
            return &text[at + c.len_utf8()..];
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_of_parts_breaks_where_its_parts_meet() {
        let line =
            "tui2048 daily 2026-12-06 · 2048 · 20,480 points · 1,203 moves · 0 undos · 1 try";
        assert_eq!(
            fold(line, 40),
            [
                "tui2048 daily 2026-12-06 · 2048",
                "20,480 points · 1,203 moves · 0 undos",
                "1 try"
            ]
        );
        assert_eq!(
            fold(
                "lost by 18, behind from move 190; your game is as you left it",
                32
            ),
            [
                "lost by 18,",
                "behind from move 190;",
                "your game is as you left it"
            ]
        );
        assert_eq!(
            fold("tui2048 每日挑战 2026-12-06：2048，20,480 分，1,203 步", 24),
            [
                "tui2048 每日挑战",
                "2026-12-06：2048，",
                "20,480 分，1,203 步"
            ]
        );
        assert_eq!(fold("short", 40), ["short"]);
    }

    #[test]
    fn chinese_takes_two_cells_a_character_and_ambiguous_symbols_one_or_two() {
        assert_eq!(cells("分数 1234"), 9);
        assert_eq!(cells("a·b"), 3);
        assert_eq!(char_cells('分'), 2);
        ambiguous_as_wide(|| {
            assert_eq!(cells("a·b"), 4);
            assert_eq!(cells("←↑→↓"), 8);
            assert_eq!(cells("分数"), 4);
        });
        assert_eq!(cells("←↑→↓"), 4, "the mode ends with its closure");
    }

    #[test]
    fn padding_and_heads_count_cells_and_never_cut_a_character() {
        assert_eq!(pad_right("分数", 6), "分数  ");
        assert_eq!(pad_left("分数", 5), " 分数");
        assert_eq!(pad_right("最高分数", 4), "最高分数");
        assert_eq!(head("最高分", 5), "最高");
        assert_eq!(head("最高分", 6), "最高分");
        assert_eq!(head("ab分", 3), "ab");
    }

    #[test]
    fn chinese_wraps_between_characters_and_keeps_its_commas() {
        // The closing bracket goes with the character before it, not alone.
        assert_eq!(
            wrap("新游戏（按 u 可找回上一局）", 12),
            ["新游戏（按 u", "可找回上一", "局）"]
        );
        assert_eq!(
            wrap("撤销上一步，再来一局", 10),
            ["撤销上一", "步，再来一", "局"]
        );
        for line in wrap("老板键：换成满屏日志（按任意键回来）", 7) {
            assert!(cells(&line) <= 7, "{line}");
        }
        // A number stays with the word that counts it.
        assert_eq!(
            wrap("撤销 3 次，尝试 1 次", 11),
            ["撤销", "3 次，尝试", "1 次"]
        );
        // An ordinal stays whole: `第 1 行`, never `第` at a line's end.
        assert_eq!(
            wrap("/x/config.toml 第 1 行：theme", 17),
            ["/x/config.toml", "第 1 行：theme"]
        );
        assert_eq!(wrap("move left", 20), ["move left"]);
        assert_eq!(
            wrap("new game (u brings the old one back)", 12),
            ["new game (u", "brings the", "old one", "back)"]
        );
    }
}
