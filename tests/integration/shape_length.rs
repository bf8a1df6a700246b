//! No function of the published crates' sources is longer than 80 lines, counted from its
//! `fn` line to its closing brace: a longer one is split into steps with names. The tests
//! are left out (`#[cfg(test)]` modules, inline or in files of their own), as are the
//! lab, the benchmarks, the examples and `tests/`.

use std::fs;
use std::path::{Path, PathBuf};

/// The most lines a function takes.
const LIMIT: usize = 80;

/// The functions longer than [`LIMIT`] allowed for now, by file and name, while they are
/// split: each is still long, or the test asks for it to be taken off the list.
const STILL_LONG: [(&str, &str); 0] = [];

/// The folders of the published crates' sources, from the repository's root.
fn source_folders(root: &Path) -> Vec<PathBuf> {
    let mut folders: Vec<PathBuf> = [
        "src", "app", "ui", "engine", "store", "files", "server", "guard",
    ]
    .iter()
    .map(|name| root.join(name))
    .collect();
    for entry in fs::read_dir(root).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() && name.starts_with("network") {
            folders.push(path);
        }
    }
    folders
        .into_iter()
        .map(|crate_root| match crate_root.file_name() {
            Some(name) if name == "src" => crate_root,
            _ => crate_root.join("src"),
        })
        .filter(|src| src.is_dir())
        .collect()
}

/// The `.rs` files under `dir`, each with its text.
fn rust_files(dir: &Path, found: &mut Vec<(PathBuf, String)>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).unwrap();
            found.push((path, text));
        }
    }
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The text with its comments, strings and characters blanked out, every line break kept
/// where it is, so that braces are code's alone and lines are the file's.
fn blanked(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    // Blanks `chars[from..to]`, keeping its line breaks.
    let blank = |out: &mut String, from: usize, to: usize| {
        let to = to.min(chars.len());
        out.extend(
            chars[from..to]
                .iter()
                .map(|&c| if c == '\n' { c } else { ' ' }),
        );
    };
    let mut i = 0;
    while i < chars.len() {
        let (c, next) = (chars[i], chars.get(i + 1).copied());
        let before = out.chars().next_back();
        let start = i;
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    (depth, i) = (depth + 1, i + 2);
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    (depth, i) = (depth - 1, i + 2);
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == 'r'
            && matches!(next, Some('"' | '#'))
            && (!before.is_some_and(is_ident)
                || before == Some('b') && !out.chars().nth_back(1).is_some_and(is_ident))
        {
            let hashes = chars[i + 1..].iter().take_while(|&&c| c == '#').count();
            if chars.get(i + 1 + hashes) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            i += hashes + 2;
            let close: Vec<char> = std::iter::once('"')
                .chain(std::iter::repeat_n('#', hashes))
                .collect();
            while i < chars.len() && !chars[i..].starts_with(&close) {
                i += 1;
            }
            i += close.len();
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
        } else if c == '\'' && (next == Some('\\') || chars.get(i + 2) == Some(&'\'')) {
            // A character ('x', '\n', '\''), not a lifetime.
            i += if next == Some('\\') { 3 } else { 2 };
            while i < chars.len() && chars[i] != '\'' {
                i += 1;
            }
            i += 1;
        } else {
            out.push(c);
            i += 1;
            continue;
        }
        blank(&mut out, start, i);
    }
    out
}

/// Where the block that starts at the brace `open` of `code` ends (its closing brace).
fn block_end(code: &[char], open: usize) -> usize {
    let mut depth = 0;
    for (i, &c) in code.iter().enumerate().skip(open) {
        match c {
            '{' => depth += 1,
            '}' if depth == 1 => return i,
            '}' => depth -= 1,
            _ => {}
        }
    }
    code.len().saturating_sub(1)
}

/// The word of `code` at `at` (letters, digits and `_`).
fn word_at(code: &[char], at: usize) -> String {
    code[at..].iter().take_while(|&&c| is_ident(c)).collect()
}

/// The first of `marks` in `code` from `at` outside brackets and parentheses.
fn first_outside(code: &[char], at: usize, marks: &[char]) -> Option<usize> {
    let mut depth = 0i32;
    for (i, &c) in code.iter().enumerate().skip(at) {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            c if depth == 0 && marks.contains(&c) => return Some(i),
            _ => {}
        }
    }
    None
}

/// The blanked `code` without its `#[cfg(test)]` modules written inline, and the names of
/// those it declares to be in files of their own (`#[cfg(test)] mod tests;`).
fn without_test_modules(code: &str) -> (Vec<char>, Vec<String>) {
    let mut chars: Vec<char> = code.chars().collect();
    let mut in_files = Vec::new();
    let attribute: Vec<char> = "#[cfg(test)]".chars().collect();
    let mut at = 0;
    while let Some(found) = (at..chars.len()).find(|&i| chars[i..].starts_with(&attribute)) {
        at = found + attribute.len();
        let mut i = at;
        let skip_blanks = |i: &mut usize, chars: &[char]| {
            while chars.get(*i).is_some_and(|c| c.is_whitespace()) {
                *i += 1;
            }
        };
        skip_blanks(&mut i, &chars);
        if word_at(&chars, i).starts_with("pub") {
            i = first_outside(&chars, i + 3, &[' ', '\n']).unwrap_or(i);
            skip_blanks(&mut i, &chars);
        }
        if word_at(&chars, i) != "mod" {
            continue;
        }
        i += 3;
        skip_blanks(&mut i, &chars);
        let name = word_at(&chars, i);
        match first_outside(&chars, i, &['{', ';']) {
            Some(end) if chars[end] == ';' => in_files.push(name),
            Some(open) => {
                let close = block_end(&chars, open);
                for c in &mut chars[found..=close] {
                    if *c != '\n' {
                        *c = ' ';
                    }
                }
            }
            None => {}
        }
    }
    (chars, in_files)
}

/// Each function of `text` (a file's text, its test modules left out) longer than
/// [`LIMIT`] lines: its name and its lines; and the test modules it declares in files.
fn long_functions(text: &str) -> (Vec<(String, usize)>, Vec<String>) {
    let (code, in_files) = without_test_modules(&blanked(text));
    let line_of = |at: usize| code[..at].iter().filter(|&&c| c == '\n').count();
    let mut long = Vec::new();
    for at in 0..code.len() {
        let fn_word = code[at..].starts_with(&['f', 'n'])
            && !(at > 0 && is_ident(code[at - 1]))
            && code.get(at + 2).is_some_and(|c| c.is_whitespace());
        if !fn_word {
            continue;
        }
        let mut name_at = at + 2;
        while code.get(name_at).is_some_and(|c| c.is_whitespace()) {
            name_at += 1;
        }
        let name = word_at(&code, name_at);
        if name.is_empty() {
            continue;
        }
        let Some(open) = first_outside(&code, name_at, &['{', ';']) else {
            continue;
        };
        if code[open] == ';' {
            continue;
        }
        let lines = line_of(block_end(&code, open)) - line_of(at) + 1;
        if lines > LIMIT {
            long.push((name, lines));
        }
    }
    (long, in_files)
}

/// The files of the modules `file` declares as test-only, and their folders.
fn test_module_paths(file: &Path, modules: &[String]) -> Vec<PathBuf> {
    let dir = file.parent().unwrap();
    let stem = file.file_stem().unwrap().to_string_lossy();
    let home = match stem.as_ref() {
        "mod" | "lib" | "main" => dir.to_path_buf(),
        _ => dir.join(stem.as_ref()),
    };
    modules
        .iter()
        .flat_map(|m| [home.join(format!("{m}.rs")), home.join(m)])
        .collect()
}

/// Every function longer than [`LIMIT`] lines in the sources under `root`: the file (from
/// `root`, with `/`), its name and its lines.
fn every_long_function(root: &Path) -> Vec<(String, String, usize)> {
    let mut files = Vec::new();
    for folder in source_folders(root) {
        rust_files(&folder, &mut files);
    }
    let scanned: Vec<_> = files
        .iter()
        .map(|(path, text)| (path, long_functions(text)))
        .collect();
    let tests: Vec<PathBuf> = scanned
        .iter()
        .flat_map(|(path, (_, in_files))| test_module_paths(path, in_files))
        .collect();
    let mut long = Vec::new();
    for (path, (found, _)) in scanned {
        if tests.iter().any(|t| path.starts_with(t)) {
            continue;
        }
        let name = path.strip_prefix(root).unwrap().to_string_lossy();
        let name = name.replace('\\', "/");
        long.extend(found.into_iter().map(|(f, n)| (name.clone(), f, n)));
    }
    long
}

/// What is wrong with the long functions `long` for a list of those allowed: each long
/// one not on it, and each on it that is no longer long.
fn problems(long: &[(String, String, usize)], allowed: &[(&str, &str)]) -> Vec<String> {
    let mut wrong: Vec<String> = long
        .iter()
        .filter(|(file, name, _)| !allowed.contains(&(file.as_str(), name.as_str())))
        .map(|(file, name, lines)| {
            format!("{file}: fn {name} is {lines} lines long, more than {LIMIT}")
        })
        .collect();
    wrong.extend(
        allowed
            .iter()
            .filter(|&&(file, name)| !long.iter().any(|(f, n, _)| f == file && n == name))
            .map(|(file, name)| {
                format!("{file}: fn {name} is no longer over {LIMIT} lines: take it off STILL_LONG")
            }),
    );
    wrong
}

#[test]
fn no_function_is_longer_than_80_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let wrong = problems(&every_long_function(root), &STILL_LONG);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A function of `lines` lines named `name`, its body the lines `body` gives.
fn planted_fn(name: &str, lines: usize, body: &str) -> String {
    let mut text = format!("pub fn {name}(x: [u8; 2]) -> u8 {{\n");
    for _ in 0..lines - 2 {
        text.push_str(body);
        text.push('\n');
    }
    text + "}\n"
}

#[test]
fn a_planted_long_function_is_found_and_its_lines_counted_as_written() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("engine/src");
    fs::create_dir_all(src.join("game/tests")).unwrap();
    // Braces, `fn` and line breaks in strings, characters and comments are not code.
    let tricky = r##"    let _ = ("{ fn a() {", '{', b'}', r#"}"#, br"\", /* { */ "}\n"); // }"##;
    let game = [
        planted_fn("long", 81, tricky),
        planted_fn("just_short", 80, "    let _ = '}';"),
        "trait T {\n    fn declared(&self);\n}\n".to_string(),
        format!(
            "#[cfg(test)]\nmod tests {{\n{}}}\n",
            planted_fn("a_long_test", 90, "")
        ),
        "#[cfg(test)]\nmod tests;\n".to_string(),
        planted_fn("allowed", 85, "    /* { */"),
    ]
    .concat();
    fs::write(src.join("game.rs"), game).unwrap();
    fs::write(src.join("game/tests.rs"), planted_fn("in_tests", 99, "")).unwrap();
    fs::write(src.join("game/tests/more.rs"), planted_fn("deeper", 99, "")).unwrap();
    fs::write(src.join("lib.rs"), planted_fn("fine", 3, "")).unwrap();
    let long = every_long_function(dir.path());
    let at = |name: &str, lines| ("engine/src/game.rs".to_string(), name.to_string(), lines);
    assert_eq!(long, [at("long", 81), at("allowed", 85)]);
    assert_eq!(
        problems(
            &long,
            &[
                ("engine/src/game.rs", "allowed"),
                ("engine/src/lib.rs", "fine")
            ]
        ),
        [
            "engine/src/game.rs: fn long is 81 lines long, more than 80",
            "engine/src/lib.rs: fn fine is no longer over 80 lines: take it off STILL_LONG",
        ]
    );
}
