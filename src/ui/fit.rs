//! Fitting words into rows: wrapped at word boundaries, and, for a text that must be read
//! whole, its long paths and values shortened in the middle, never its other words.

/// `text` cut into lines of at most `width` characters, at spaces where it can be.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let len = line.chars().count();
        if len > 0 && len + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
        while line.chars().count() > width {
            let rest: String = line.chars().skip(width).collect();
            lines.push(line.chars().take(width).collect());
            line = rest;
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// A word longer than this is a value that may be shortened in its middle.
const LONG_VALUE: usize = 40;

/// `text` in at most `rows` rows of `width`: whole when it fits, else with its longest
/// words (paths, values) shortened in the middle, each keeping its start and its end (a
/// file's name); `None` when even then it does not fit.
pub fn whole(text: &str, width: usize, rows: usize) -> Option<String> {
    // Every word whole on its row, and no more rows than there are.
    let fits = |t: &str| {
        t.split_whitespace().all(|w| w.chars().count() <= width) && wrap(t, width).len() <= rows
    };
    if fits(text) {
        return Some(text.to_string());
    }
    let longest = text.split_whitespace().map(|w| w.chars().count()).max()?;
    // Shorten the longest words a little more each time, down to a word that still says
    // where it starts and what it ends with.
    let mut most = longest;
    while most > 12 {
        most = (most * 3 / 4).max(12).min(width);
        // Only a path or a long value: a file's name, what is wrong and what was done
        // are said whole.
        let shortened: Vec<String> = text
            .split(' ')
            .map(|word| {
                if word.contains('/') || word.chars().count() > LONG_VALUE {
                    middle(word, most)
                } else {
                    word.to_string()
                }
            })
            .collect();
        let shortened = shortened.join(" ");
        if fits(&shortened) {
            return Some(shortened);
        }
    }
    None
}

/// `word` in at most `most` characters: its start, "…" and its end, the end a path's last
/// part (the file's name) where the word is a path and there is room for it.
pub fn middle(word: &str, most: usize) -> String {
    let chars: Vec<char> = word.chars().collect();
    if chars.len() <= most || most < 3 {
        return word.to_string();
    }
    let room = most - 1;
    let name = word
        .trim_end_matches(|c: char| !c.is_alphanumeric())
        .rfind('/')
        .map(|at| word[at..].chars().count())
        .filter(|&n| n + 4 <= room);
    let tail = name.unwrap_or(room / 2);
    let head = room - tail;
    let mut out: String = chars[..head].iter().collect();
    out.push('…');
    out.extend(&chars[chars.len() - tail..]);
    out
}
