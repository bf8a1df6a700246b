//! The code's shape, read from `src/` as text: each top-level module uses only the modules
//! ARCHITECTURE.md's table of layers allows, and no file uses, through any chain of
//! others, a file that uses it back. A file "uses" another when it names one of the
//! other's items (by a `use`, or by a path such as `super::x::f` or `crate::x::y`). A
//! module's file that declares and re-exports its children (`mod x; pub use x::Y;`) does
//! not use them by that, and a name re-exported that way leads to the child that defines
//! it. `#[cfg(test)]` items are left out: a test may reach anywhere.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The top-level modules each top-level module may use.
type Layers = BTreeMap<String, BTreeSet<String>>;

/// A module's path from the crate's root (`["store", "fs"]`).
type ModPath = Vec<String>;

/// The crate's modules read from a `src/` folder.
struct Crate {
    /// Each module's file (relative to `src/`) and its text, tests and comments removed.
    modules: BTreeMap<ModPath, (String, String)>,
}

/// What the shape's rules find wrong with the crate in `src`, one line each.
fn problems(src: &Path, layers: &Layers) -> Vec<String> {
    let krate = Crate::read(src);
    let edges = krate.edges();
    let mut problems = Vec::new();
    for (from, tos) in &edges {
        for to in tos {
            let (a, b) = (top(from), top(to));
            if a != b && !layers.get(a).is_some_and(|allowed| allowed.contains(b)) {
                problems.push(format!("{from} uses {to}: {a} may not use {b}"));
            }
        }
    }
    for module in krate.modules.keys().filter(|m| m.len() == 1) {
        if !layers.contains_key(&module[0]) {
            problems.push(format!("{} is not in the table of layers", module[0]));
        }
    }
    for cycle in cycles(&edges) {
        problems.push(format!("an import circle: {}", cycle.join(" → ")));
    }
    problems
}

/// The top-level module of a file (`store` for `store/fs.rs`).
fn top(file: &str) -> &str {
    let first = file.split('/').next().unwrap_or(file);
    first.strip_suffix(".rs").unwrap_or(first)
}

impl Crate {
    fn read(src: &Path) -> Crate {
        let mut modules = BTreeMap::new();
        let lib = fs::read_to_string(src.join("lib.rs")).expect("src/lib.rs");
        read_module(src, Vec::new(), "lib.rs".into(), &lib, &mut modules);
        Crate { modules }
    }

    /// Which file uses which, by file name.
    fn edges(&self) -> BTreeMap<String, BTreeSet<String>> {
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (module, (file, text)) in &self.modules {
            let children = self.children(module);
            let mut uses = Vec::new();
            for (public, tree) in use_statements(text) {
                for path in expand(&tree) {
                    let Some(target) = absolute(module, &path, &children) else {
                        continue;
                    };
                    // A parent's re-export of its own children is not a use of them.
                    if public && target.len() > module.len() && target.starts_with(module) {
                        continue;
                    }
                    uses.push(target);
                }
            }
            for path in inline_paths(&without_uses(text)) {
                if let Some(target) = absolute(module, &path, &children) {
                    uses.push(target);
                }
            }
            for target in uses {
                if let Some(to) = self.file_of(&target, 0)
                    && to != *file
                {
                    edges.entry(file.clone()).or_default().insert(to);
                }
            }
        }
        edges
    }

    /// The names of a module's child modules.
    fn children(&self, module: &ModPath) -> BTreeSet<String> {
        self.modules
            .keys()
            .filter(|m| m.len() == module.len() + 1 && m.starts_with(module))
            .map(|m| m[module.len()].clone())
            .collect()
    }

    /// The file that defines what `path` names: the deepest module on the path, or, for a
    /// name that module re-exports from another, the file that one leads to.
    fn file_of(&self, path: &[String], depth: usize) -> Option<String> {
        let at = (0..=path.len())
            .rev()
            .find(|&n| self.modules.contains_key(&path[..n]))?;
        let module = path[..at].to_vec();
        let (file, text) = &self.modules[&module];
        if let Some(name) = path.get(at)
            && depth < 8
        {
            let children = self.children(&module);
            for (public, tree) in use_statements(text) {
                if !public {
                    continue;
                }
                for used in expand(&tree) {
                    if used.last() == Some(name)
                        && let Some(target) = absolute(&module, &used, &children)
                        && target != path
                    {
                        return self.file_of(&target, depth + 1);
                    }
                }
            }
        }
        Some(file.clone())
    }
}

/// Reads the module at `path` of `file` and the modules it declares, but not those of
/// tests.
fn read_module(
    src: &Path,
    path: ModPath,
    file: String,
    raw: &str,
    modules: &mut BTreeMap<ModPath, (String, String)>,
) {
    let text = without_tests(&code_only(raw));
    // A child's file is beside a `mod.rs` or `lib.rs`, else in the folder named after it.
    let folder = match file.rsplit_once('/') {
        _ if file == "lib.rs" => String::new(),
        Some((dir, "mod.rs")) => format!("{dir}/"),
        _ => format!("{}/", file.trim_end_matches(".rs")),
    };
    let children: Vec<String> = words_after(&text, "mod")
        .into_iter()
        .filter(|(_, next)| *next == ';')
        .map(|(name, _)| name)
        .collect();
    modules.insert(path.clone(), (file, text));
    for child in children {
        for candidate in [
            format!("{folder}{child}.rs"),
            format!("{folder}{child}/mod.rs"),
        ] {
            if let Ok(raw) = fs::read_to_string(src.join(&candidate)) {
                let mut child_path = path.clone();
                child_path.push(child.clone());
                read_module(src, child_path, candidate, &raw, modules);
                break;
            }
        }
    }
}

/// Each identifier that follows the keyword `word`, and the character after it.
fn words_after(text: &str, word: &str) -> Vec<(String, char)> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        let before = rest[..at].chars().next_back();
        let after = &rest[at + word.len()..];
        rest = after;
        if before.is_some_and(is_ident) || !after.starts_with(char::is_whitespace) {
            continue;
        }
        let after = after.trim_start();
        let name: String = after.chars().take_while(|&c| is_ident(c)).collect();
        let next = after[name.len()..]
            .trim_start()
            .chars()
            .next()
            .unwrap_or(' ');
        if !name.is_empty() {
            found.push((name, next));
        }
    }
    found
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The text with comments, strings and characters blanked out (their quotes kept).
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == 'r'
            && matches!(next, Some('"' | '#'))
            && !out.chars().next_back().is_some_and(is_ident)
        {
            let hashes = chars[i + 1..].iter().take_while(|&&c| c == '#').count();
            if chars.get(i + 1 + hashes) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            i += hashes + 2;
            let close: String = std::iter::once('"')
                .chain(std::iter::repeat_n('#', hashes))
                .collect();
            let close: Vec<char> = close.chars().collect();
            while i < chars.len() && !chars[i..].starts_with(&close) {
                i += 1;
            }
            i += close.len();
            out.push_str("\"\"");
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' && (next == Some('\\') || chars.get(i + 2) == Some(&'\'')) {
            // A character ('x', '\n', '\''), not a lifetime.
            i += 2;
            while i < chars.len() && chars[i] != '\'' {
                i += 1;
            }
            i += 1;
            out.push_str("' '");
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The text without its `#[cfg(test)]` items.
fn without_tests(text: &str) -> String {
    let mut out = text.to_string();
    while let Some(at) = out.find("#[cfg(test)]") {
        let rest = &out[at..];
        let semi = rest.find(';');
        let brace = rest.find('{');
        let end = match (semi, brace) {
            (Some(s), Some(b)) if s < b => s + 1,
            (Some(s), None) => s + 1,
            (_, Some(b)) => b + matching(&rest[b..]),
            (None, None) => rest.len(),
        };
        out.replace_range(at..at + end, "");
    }
    out
}

/// The length of the block that `text` starts with, up to its closing brace.
fn matching(text: &str) -> usize {
    let mut depth = 0;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
    }
    text.len()
}

/// Each `use` of the text: whether it is public (a re-export), and its tree.
fn use_statements(text: &str) -> Vec<(bool, String)> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices("use") {
        let before = text[..at].trim_end();
        if text[..at].chars().next_back().is_some_and(is_ident)
            || !text[at + 3..].starts_with(char::is_whitespace)
            || !(before.is_empty() || before.ends_with([';', '{', '}', ']']) || is_pub(before))
        {
            continue;
        }
        let Some(len) = text[at..].find(';') else {
            continue;
        };
        found.push((is_pub(before), text[at + 3..at + len].trim().to_string()));
    }
    found
}

fn is_pub(before: &str) -> bool {
    before.ends_with("pub") || (before.ends_with(')') && before.contains("pub("))
}

/// The text without its `use` statements.
fn without_uses(text: &str) -> String {
    let mut out = String::new();
    for piece in text.split_inclusive(';') {
        let trimmed = piece.trim_start();
        let body = trimmed
            .strip_prefix("pub(crate)")
            .or_else(|| trimmed.strip_prefix("pub(super)"))
            .or_else(|| trimmed.strip_prefix("pub"))
            .unwrap_or(trimmed)
            .trim_start();
        if !body.starts_with("use ") {
            out.push_str(piece);
        }
    }
    out
}

/// Every path a use tree names (`a::{b, c::d as e}` names `a::b` and `a::c::d`), without
/// `self` leaves or globs.
fn expand(tree: &str) -> Vec<Vec<String>> {
    let mut tree = tree.split_whitespace().collect::<Vec<_>>().join(" ");
    for sign in ["::", "{", "}", ","] {
        tree = tree
            .replace(&format!(" {sign}"), sign)
            .replace(&format!("{sign} "), sign);
    }
    let mut paths = Vec::new();
    expand_into(&[], &tree, &mut paths);
    paths
}

fn expand_into(prefix: &[String], tree: &str, paths: &mut Vec<Vec<String>>) {
    for part in split_top(tree) {
        let mut path = prefix.to_vec();
        let (head, group) = match part.find('{') {
            Some(at) => (&part[..at], Some(&part[at + 1..part.len() - 1])),
            None => (part.split(" as ").next().unwrap_or(part), None),
        };
        path.extend(
            head.split("::")
                .filter(|s| !s.is_empty() && *s != "*")
                .map(str::to_string),
        );
        match group {
            Some(group) => expand_into(&path, group, paths),
            None => {
                if path.last().is_some_and(|s| s == "self") {
                    path.pop();
                }
                if !path.is_empty() {
                    paths.push(path);
                }
            }
        }
    }
}

/// The parts of a list separated by commas outside braces.
fn split_top(list: &str) -> Vec<&str> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in list.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&list[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&list[start..]);
    parts.into_iter().filter(|p| !p.is_empty()).collect()
}

/// The paths of the code (`super::x::f`, `crate::a::B`, `child::g`): each run of
/// `name::` segments, with the name after the last.
fn inline_paths(text: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if !is_ident(chars[i]) || (i > 0 && (is_ident(chars[i - 1]) || chars[i - 1] == ':')) {
            i += 1;
            continue;
        }
        let mut path = Vec::new();
        let mut j = i;
        loop {
            let start = j;
            while j < chars.len() && is_ident(chars[j]) {
                j += 1;
            }
            path.push(chars[start..j].iter().collect::<String>());
            if chars.get(j) == Some(&':')
                && chars.get(j + 1) == Some(&':')
                && chars.get(j + 2).copied().is_some_and(is_ident)
            {
                j += 2;
            } else {
                break;
            }
        }
        if path.len() > 1 {
            paths.push(path);
        }
        i = j.max(i + 1);
    }
    paths
}

/// A path of the module `module` made absolute; `None` for one that leaves the crate or
/// names something local.
fn absolute(module: &ModPath, path: &[String], children: &BTreeSet<String>) -> Option<ModPath> {
    let mut at = module.clone();
    let mut rest = path;
    match path.first()?.as_str() {
        "crate" => {
            at.clear();
            rest = &path[1..];
        }
        "self" => rest = &path[1..],
        "super" => {
            while rest.first().is_some_and(|s| s == "super") {
                at.pop();
                rest = &rest[1..];
            }
        }
        first if children.contains(first) => {}
        _ => return None,
    }
    at.extend(rest.iter().cloned());
    Some(at)
}

/// The circles of the graph, each once, as the files along it (the first again at the
/// end).
fn cycles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut in_a_cycle = BTreeSet::new();
    for start in edges.keys() {
        if in_a_cycle.contains(start) {
            continue;
        }
        if let Some(cycle) = path_back(edges, start) {
            in_a_cycle.extend(cycle.iter().cloned());
            let mut cycle = cycle;
            cycle.push(start.clone());
            found.push(cycle);
        }
    }
    found
}

/// The shortest chain of uses from `start` back to itself (`start` first), if any.
fn path_back(edges: &BTreeMap<String, BTreeSet<String>>, start: &String) -> Option<Vec<String>> {
    let mut came_from: BTreeMap<&String, &String> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(at) = queue.pop_front() {
        for next in edges.get(at).into_iter().flatten() {
            if next == start {
                let mut chain = vec![at.clone()];
                let mut back = at;
                while back != start {
                    back = came_from[back];
                    chain.push(back.clone());
                }
                chain.reverse();
                return Some(chain);
            }
            if !came_from.contains_key(next) {
                came_from.insert(next, at);
                queue.push_back(next);
            }
        }
    }
    None
}

/// The table of layers in ARCHITECTURE.md: the lines of its block that follows
/// "Layers, as the shape test reads them", each `module: the modules it may use`.
fn layers_of(architecture: &str) -> Layers {
    let (_, after) = architecture
        .split_once("Layers, as the shape test reads them")
        .expect("ARCHITECTURE.md has the table of layers");
    let block = after
        .split("```")
        .nth(1)
        .expect("the table of layers is a fenced block");
    block
        .lines()
        .filter_map(|line| line.split_once(':'))
        .map(|(module, uses)| {
            let uses = uses
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect();
            (module.trim().to_string(), uses)
        })
        .collect()
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_crate_keeps_its_layers_and_has_no_import_circle() {
    let architecture = fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let layers = layers_of(&architecture);
    assert!(
        layers.contains_key("runtime") && layers.contains_key("cli"),
        "{layers:?}"
    );
    let problems = problems(&root().join("src"), &layers);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn main_is_parse_run_and_exit() {
    let main = code_only(&fs::read_to_string(root().join("src/main.rs")).unwrap());
    let used: BTreeSet<String> = main
        .match_indices("tui2048::")
        .map(|(at, _)| {
            main[at + 9..]
                .chars()
                .take_while(|&c| is_ident(c))
                .collect()
        })
        .chain(use_statements(&main).into_iter().flat_map(|(_, tree)| {
            expand(&tree)
                .into_iter()
                .filter(|p| p[0] == "tui2048" && p.len() > 1)
                .map(|p| p[1].clone())
        }))
        .filter(|s: &String| !s.is_empty())
        .collect();
    assert_eq!(used, BTreeSet::from(["cli".to_string()]));
    assert!(!main.contains("static "), "main.rs holds no global");
}

/// Writes a crate of `files` (path under `src/`, text) in a folder of its own.
fn planted(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (path, text) in files {
        let path = dir.path().join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    dir
}

fn fixture_layers() -> Layers {
    layers_of("Layers, as the shape test reads them:\n```\nlow:\nhigh: low\n```\n")
}

#[test]
fn a_planted_circle_is_found_and_a_parents_re_exports_are_not_one() {
    let dir = planted(&[
        ("lib.rs", "pub mod low;\npub mod high;\n"),
        // low/mod.rs re-exports its children, which use what it defines: no circle.
        (
            "low/mod.rs",
            "mod a;\nmod b;\nmod c;\npub use a::A;\npub use b::{B, self as bee};\n\
             pub struct Low;\n#[cfg(test)]\nmod tests { use super::c::C; }\n",
        ),
        ("low/a.rs", "use super::Low;\npub struct A(Low);\n"),
        // b and c use each other, c through the parent's re-export of b: a circle.
        (
            "low/b.rs",
            "// use super::a::A; is only a comment\npub struct B(super::c::C);\n",
        ),
        (
            "low/c.rs",
            "use super::B;\nconst S: &str = \"crate::high::H\";\npub struct C(Box<B>);\n",
        ),
        (
            "high.rs",
            "use crate::low::{A, Low};\npub struct H(A, Low);\n",
        ),
    ]);
    assert_eq!(
        problems(dir.path(), &fixture_layers()),
        ["an import circle: low/b.rs → low/c.rs → low/b.rs"]
    );
}

#[test]
fn a_longer_circle_and_a_layer_crossed_the_wrong_way_are_found() {
    let dir = planted(&[
        ("lib.rs", "mod low;\nmod high;\n"),
        ("low.rs", "mod x;\nmod y;\nmod z;\n"),
        ("low/x.rs", "pub fn f() { super::y::g() }\n"),
        ("low/y.rs", "pub fn g() { crate::low::z::h() }\n"),
        (
            "low/z.rs",
            "use super::x;\npub fn h() { x::f(); crate::high::k() }\n",
        ),
        (
            "high.rs",
            "pub fn k() {}\n#[cfg(test)]\nuse crate::low::x;\n",
        ),
    ]);
    assert_eq!(
        problems(dir.path(), &fixture_layers()),
        [
            "low/z.rs uses high.rs: low may not use high",
            "an import circle: low/x.rs → low/y.rs → low/z.rs → low/x.rs",
        ]
    );
}

/// The `.rs` files under `dir` (relative to it), each with its text, but for the
/// library's tests (`src/tests/`, built only by `cargo test`).
fn sources(dir: &Path, under: &Path, found: &mut Vec<(String, String)>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() && path == under.join("tests") {
            continue;
        } else if path.is_dir() {
            sources(&path, under, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path.strip_prefix(under).unwrap().display().to_string();
            found.push((name, fs::read_to_string(&path).unwrap()));
        }
    }
}

/// Every screen (the game's, the replay's, the race's) runs on the terminal taken in one
/// place: the signals watched, raw mode and the alternate screen taken, the terminal made,
/// the input read and the terminal given back are each called in `runtime/screen.rs`
/// alone, once. The plain interface holds the terminal its own way (raw mode alone,
/// nothing drawn), in `runtime/plain.rs` alone: the signals watched, its terminal made,
/// the input read, once each there (by the game's own reader, never crossterm's).
#[test]
fn the_terminal_is_taken_and_given_back_in_one_place_for_every_screen() {
    let src = root().join("src");
    let mut files = Vec::new();
    sources(&src, &src, &mut files);
    let both = ["runtime/plain.rs", "runtime/screen.rs"];
    let screen = ["runtime/screen.rs"];
    for (call, places) in [
        ("Console::take(", &screen[..]),
        ("Terminal::new(", &both),
        ("spawn_signal_watcher(", &both),
        ("spawn_input_reader(", &both),
        ("spawn_stoppable_input_reader(", &both),
        ("let_go(", &screen),
        ("event::read(", &[]),
    ] {
        let mut at: Vec<String> = Vec::new();
        for (name, text) in &files {
            let code = code_only(&without_tests(text));
            let calls = code
                .match_indices(call)
                .filter(|(i, _)| {
                    let before = &code[..*i];
                    !before.ends_with("fn ") && !before.chars().next_back().is_some_and(is_ident)
                })
                .count();
            at.extend(std::iter::repeat_n(name.clone(), calls));
        }
        at.sort();
        assert_eq!(at, places, "{call}");
    }
}
