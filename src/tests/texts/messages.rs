//! The files of messages, read as Fluent: each parses whole; every language of the game
//! has one and every one is a language of the game; every language has every message of
//! English's, with the same values (but the few a language leaves out on purpose, named
//! here), so that no screen of it ever falls back to English; no English text has
//! Chinese in it and every Chinese one does; and the code holds no words, only the ids of
//! the messages and the keys their words are chosen by, every message asked for by a
//! method or used by another message.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::VariantKey;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use strum::VariantArray;

use super::{ROOT, is_chinese, source, without_comments};
use tui2048_app::settings::{Language, name_of};

/// What a message is made of.
#[derive(Default)]
struct Message {
    /// Its own text, every variant's.
    text: String,
    /// The values it uses itself.
    variables: BTreeSet<String>,
    /// The messages it uses.
    references: BTreeSet<String>,
    /// The keys its variants are chosen by.
    keys: BTreeSet<String>,
}

/// The messages of the language `code`, by id.
fn messages(code: &str) -> BTreeMap<String, Message> {
    let path = format!("app/i18n/{code}/tui2048_app.ftl");
    let text = source(&path);
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{path} does not parse: {errors:?}"));
    let mut found = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            Entry::Message(message) => {
                assert!(message.attributes.is_empty(), "{path}: attributes");
                let mut made = Message::default();
                if let Some(value) = &message.value {
                    pattern(value, &mut made);
                }
                let id = message.id.name.to_string();
                assert!(
                    found.insert(id.clone(), made).is_none(),
                    "{path}: {id} twice"
                );
            }
            Entry::Junk { content } => panic!("{path} does not parse: {content}"),
            _ => {}
        }
    }
    found
}

fn pattern(pattern: &Pattern<&str>, made: &mut Message) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => made.text.push_str(value),
            PatternElement::Placeable { expression } => self::expression(expression, made),
        }
    }
}

fn expression(expression: &Expression<&str>, made: &mut Message) {
    match expression {
        Expression::Select { selector, variants } => {
            inline(selector, made);
            for variant in variants {
                if let VariantKey::Identifier { name } = &variant.key {
                    made.keys.insert(name.to_string());
                }
                pattern(&variant.value, made);
            }
        }
        Expression::Inline(inline_expression) => inline(inline_expression, made),
    }
}

fn inline(expression: &InlineExpression<&str>, made: &mut Message) {
    match expression {
        InlineExpression::StringLiteral { value } => made.text.push_str(value),
        InlineExpression::VariableReference { id } => {
            made.variables.insert(id.name.to_string());
        }
        InlineExpression::MessageReference { id, .. } => {
            made.references.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline(argument, made);
            }
        }
        InlineExpression::Placeable { expression } => self::expression(expression, made),
        _ => {}
    }
}

/// The values `id` takes: its own and those of the messages it uses (as `fl!` counts
/// them: a message used is given the values of the one that uses it).
fn values(all: &BTreeMap<String, Message>, id: &str) -> BTreeSet<String> {
    let message = &all[id];
    let mut values = message.variables.clone();
    for used in &message.references {
        assert!(
            all.contains_key(used),
            "{id} uses {used}, which is no message"
        );
        values.extend(self::values(all, used));
    }
    values
}

/// The values a language leaves out of a message on purpose: the Chinese counts the
/// undos and the moves without telling one from many, says a file is no longer a regular file without
/// naming what it is, and says a line is no record without listing how records start or
/// which version this program reads.
const LEFT_OUT: [(&str, &str, &str); 13] = [
    ("zh", "share-line", "undos"),
    ("zh", "board-apart-row", "count"),
    ("zh", "share-game", "undos"),
    ("zh", "share-line", "made"),
    ("zh", "share-game", "made"),
    ("zh", "verify-true", "count"),
    ("zh", "board-row", "count"),
    ("zh", "fault-not-a-file", "kind"),
    ("zh", "fault-lock-not-a-file", "kind"),
    ("zh", "config-not-a-file", "kind"),
    ("zh", "record-error", "starts"),
    ("zh", "record-error", "reads"),
    ("zh", "review-solver-moves", "count"),
];

/// The Chinese texts that are rightly the same in every script: a board's size written
/// `4✕4` (a multiplication sign one cell wide in every terminal), the arrows and the
/// hint's narrow signs on the board's edge (`<`, `^`), three full stops that mark a cut,
/// a gap of spaces, a page's number, and the race's end put together from its parts.
const SAME_IN_ANY_SCRIPT: [&str; 7] = [
    "board-size",
    "arrow",
    "hint-mark",
    "cut-mark",
    "footer-gap",
    "page-at",
    "race-end-line",
];

#[test]
fn every_language_of_the_game_has_its_file_of_messages_and_no_other_has_one() {
    let codes: BTreeSet<String> = Language::VARIANTS
        .iter()
        .map(|&l| name_of(l).to_string())
        .collect();
    let folders: BTreeSet<String> = std::fs::read_dir(Path::new(ROOT).join("app/i18n"))
        .expect("the folder of messages")
        .map(|entry| {
            entry
                .expect("a folder")
                .file_name()
                .to_string_lossy()
                .into()
        })
        .collect();
    assert_eq!(folders, codes);
}

#[test]
fn every_language_has_every_message_with_the_same_values() {
    let english = messages("en");
    assert!(
        english.len() > 250,
        "English has {} messages",
        english.len()
    );
    let mut problems = Vec::new();
    for &language in Language::VARIANTS {
        let code = name_of(language);
        let theirs = messages(code);
        for id in english.keys().filter(|id| !theirs.contains_key(*id)) {
            problems.push(format!("{code}: {id} is missing (English would show)"));
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{code}: {id} is no message of English's"));
        }
        for id in english.keys().filter(|id| theirs.contains_key(*id)) {
            let (wanted, used) = (values(&english, id), values(&theirs, id));
            for value in used.difference(&wanted) {
                problems.push(format!("{code}: {id} uses ${value}, which it is not given"));
            }
            for value in wanted.difference(&used) {
                if !LEFT_OUT.contains(&(code, id.as_str(), value.as_str())) {
                    problems.push(format!("{code}: {id} leaves out ${value}"));
                }
            }
        }
    }
    for (code, id, value) in LEFT_OUT {
        if values(&messages(code), id).contains(value) {
            problems.push(format!("{code}: {id} uses ${value}, said to be left out"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_english_texts_are_english_and_the_chinese_chinese() {
    let (english, chinese) = (messages("en"), messages("zh"));
    let mut problems = Vec::new();
    for (id, message) in &english {
        if message.text.chars().any(is_chinese) {
            problems.push(format!("en: {id} has Chinese in it"));
        }
    }
    for (id, message) in &chinese {
        if SAME_IN_ANY_SCRIPT.contains(&id.as_str()) {
            continue;
        }
        if !message.text.chars().any(is_chinese) && message.references.is_empty() {
            problems.push(format!("zh: {id} has no Chinese in it: {}", message.text));
        }
        if message.text == english[id].text && !message.text.is_empty() {
            problems.push(format!("zh: {id} is the English one"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The string literals of a source file, comments aside.
fn literals(text: &str) -> Vec<String> {
    let code = without_comments(text);
    let mut found = Vec::new();
    for line in code.lines() {
        let mut parts = line.split('"');
        parts.next();
        while let (Some(literal), Some(_)) = (parts.next(), parts.next()) {
            found.push(literal.to_string());
        }
    }
    found
}

#[test]
fn the_code_of_the_table_holds_ids_and_keys_and_every_message_is_asked_for() {
    let english = messages("en");
    let keys: BTreeSet<&String> = english.values().flat_map(|m| &m.keys).collect();
    let used: BTreeSet<&String> = english.values().flat_map(|m| &m.references).collect();
    let mut asked = BTreeSet::new();
    let mut problems = Vec::new();
    for file in [
        "table", "boxes", "lines", "files", "keys", "race", "plain", "proof",
    ] {
        for literal in literals(&source(&format!("app/src/text/{file}.rs"))) {
            let outside_braces: String = literal
                .split('{')
                .map(|part| part.split_once('}').map_or(part, |(_, after)| after))
                .collect();
            if english.contains_key(&literal) {
                asked.insert(literal);
            } else if !keys.contains(&literal) && outside_braces.chars().any(char::is_alphabetic) {
                problems.push(format!("app/src/text/{file}.rs holds words: \"{literal}\""));
            }
        }
    }
    for id in english.keys() {
        if !asked.contains(id) && !used.contains(id) {
            problems.push(format!(
                "{id}: no method asks for it and no message uses it"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
