//! A player's name, as their shared lines and records carry it. It comes from a settings
//! file, a command line or a record someone pasted into a chat, and it ends up on other
//! people's terminals: so it holds printable characters alone. Escape sequences are left
//! out whole (a colour, a title, a hyperlink: none of them shows), and so are control
//! characters, the marks that turn text right to left (which could make a line read as
//! another) and the invisible characters that hide text or stand for nothing (zero-width
//! joiners, Hangul fillers, the blank braille pattern, variation selectors); blanks run
//! together into one space, at most [`MARKS_LIMIT`] combining marks stand on one
//! character, and a name is at most [`NAME_LIMIT`] characters with at least one letter or
//! digit, so that it is visibly someone. A record holds a name only as [`Name::new`]
//! leaves it, so one read from a record is as clean as one typed. Names that look the
//! same once folded ([`Name::key`]: NFKC and lower case) are one player.

use std::fmt;

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// The most characters a name holds.
pub const NAME_LIMIT: usize = 24;

/// The most combining marks one character of a name carries (an accent and a tone mark:
/// `ệ`); those past it are left out, so that no letter is buried under marks.
pub const MARKS_LIMIT: usize = 2;

/// A player's name: printable characters, no blank at either end or two together, from 1
/// to [`NAME_LIMIT`] characters.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Name(String);

impl Name {
    /// `text` as a name: escape sequences, control characters, direction marks and
    /// invisible characters left out, blanks run together, cut at [`NAME_LIMIT`]
    /// characters. `None` when no letter or digit is left.
    pub fn new(text: &str) -> Option<Name> {
        let all = cleaned(text);
        let cut: String = all.chars().take(NAME_LIMIT).collect();
        let cut = cut.trim_end();
        visible(cut).then(|| Name(cut.to_string()))
    }

    /// `text` as a name, as [`Name::new`] makes it, but never cut: a name whose printable
    /// characters are more than [`NAME_LIMIT`] is refused, saying how many it has (a name
    /// typed on a command line or in a settings file, which the player can shorten).
    pub fn whole(text: &str) -> Result<Name, NameError> {
        let all = cleaned(text);
        match all.chars().count() {
            0 => Err(NameError::Empty),
            n if n > NAME_LIMIT => Err(NameError::TooLong(n)),
            _ if !visible(&all) => Err(NameError::NoLetter),
            _ => Ok(Name(all)),
        }
    }

    /// A name as a record holds it: as [`Name::new`] writes one, or as an older version
    /// wrote one (with characters that show as nothing, or more marks on a character,
    /// which it kept), read without them: `Ada` and `Ada` with a zero-width joiner are one
    /// name. A name with anything else a name is not (a control character, an escape, a
    /// mark of direction, a blank at an end or two together, too many characters, no
    /// letter) is refused.
    pub fn exact(text: &str) -> Option<Name> {
        let name = Name::new(text)?;
        let older = text.chars().count() <= NAME_LIMIT
            && text
                .split(' ')
                .all(|word| !word.is_empty() && !word.contains(char::is_whitespace))
            && text.chars().all(|c| !hidden(c) || shows_nothing(c));
        (name.0 == text || older).then_some(name)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The player a name stands for: its compatibility form (NFKC: `Ａｄａ` is `Ada`) in
    /// lower case, so that names that look the same are one player.
    pub fn key(&self) -> String {
        let folded: String = self.0.nfkc().flat_map(char::to_lowercase).collect();
        folded.nfkc().collect()
    }
}

/// Whether `name` has a letter or a digit: a name of marks and signs alone is no one.
fn visible(name: &str) -> bool {
    name.chars().any(char::is_alphanumeric)
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Why a text is not a name, cut at nothing ([`Name::whole`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameError {
    /// It has no printable character.
    Empty,
    /// It has printable characters but no letter or digit.
    NoLetter,
    /// It has this many printable characters, more than [`NAME_LIMIT`].
    TooLong(usize),
}

/// The printable characters of `text`, blanks run together into one space, none at
/// either end, at most [`MARKS_LIMIT`] combining marks on a character and none on nothing.
fn cleaned(text: &str) -> String {
    let mut out = String::new();
    let mut blank = false;
    // The marks on the last character, or `None` where a mark has nothing to stand on.
    let mut marks: Option<usize> = None;
    for c in printable(text) {
        if c.is_whitespace() {
            blank = !out.is_empty();
            marks = None;
            continue;
        }
        if is_combining_mark(c) {
            match &mut marks {
                Some(n) if *n < MARKS_LIMIT && !blank => {
                    *n += 1;
                    out.push(c);
                }
                _ => {}
            }
            continue;
        }
        if blank {
            out.push(' ');
            blank = false;
        }
        out.push(c);
        marks = Some(0);
    }
    out
}

/// The characters of `text` a terminal shows as themselves: escape sequences (ECMA-48's
/// control sequences and control strings, 7-bit and 8-bit) left out whole, the other
/// characters that are not shown left out one by one.
fn printable(text: &str) -> impl Iterator<Item = char> + '_ {
    let mut chars = text.chars().peekable();
    std::iter::from_fn(move || {
        loop {
            let c = chars.next()?;
            match c {
                '\u{1b}' => match chars.next() {
                    Some('[') => control_sequence(&mut chars),
                    Some(']' | 'P' | 'X' | '^' | '_') => control_string(&mut chars),
                    // An escape and its intermediates, then its final character.
                    Some(' '..='/') => {
                        while chars.next_if(|c| matches!(c, ' '..='/')).is_some() {}
                        chars.next();
                    }
                    _ => {}
                },
                '\u{9b}' => control_sequence(&mut chars),
                '\u{90}' | '\u{98}' | '\u{9d}' | '\u{9e}' | '\u{9f}' => control_string(&mut chars),
                c if hidden(c) => {}
                c => return Some(c),
            }
        }
    })
}

/// Skips a control sequence's parameters and intermediates and its final character.
fn control_sequence(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) {
    while chars
        .next_if(|c| matches!(c, '0'..='?' | ' '..='/'))
        .is_some()
    {}
    chars.next_if(|c| matches!(c, '@'..='~'));
}

/// Skips a control string up to its end (BEL, ESC \ or ST), or the text's.
fn control_string(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) {
    while let Some(c) = chars.next() {
        match c {
            '\u{7}' | '\u{9c}' => return,
            '\u{1b}' => {
                chars.next_if_eq(&'\\');
                return;
            }
            _ => {}
        }
    }
}

/// Whether `c` is not shown as itself: a control character, a mark of the text's
/// direction, an invisible character that could hide text, or one that shows as nothing
/// (a filler, a blank pattern, a selector of another character's form).
fn hidden(c: char) -> bool {
    c.is_control()
        || matches!(c,
        '\u{61c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        | '\u{ad}' | '\u{200b}' | '\u{2060}'..='\u{2064}' | '\u{feff}'
        | '\u{fff9}'..='\u{fffb}' | '\u{2028}' | '\u{2029}' | '\u{e0000}'..='\u{e007f}'
        )
        || shows_nothing(c)
}

/// Whether `c` shows as nothing and an older version kept it in a name: a zero-width
/// non-joiner or joiner, the invisible operator U+2065, a filler (Hangul's, the
/// halfwidth one, the blank braille pattern), the combining grapheme joiner, Mongolian's
/// selectors and vowel separator, Khmer's inherent vowels, a variation selector.
fn shows_nothing(c: char) -> bool {
    matches!(c,
        '\u{200c}' | '\u{200d}' | '\u{2065}'
        | '\u{115f}' | '\u{1160}' | '\u{3164}' | '\u{ffa0}' | '\u{2800}'
        | '\u{34f}' | '\u{180b}'..='\u{180f}' | '\u{17b4}' | '\u{17b5}'
        | '\u{fe00}'..='\u{fe0f}' | '\u{e0100}'..='\u{e01ef}')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(text: &str) -> Option<String> {
        Name::new(text).map(|n| n.as_str().to_string())
    }

    #[test]
    fn a_name_is_its_printable_characters() {
        assert_eq!(name("alice"), Some("alice".into()));
        assert_eq!(name("  Ada   Lovelace \t"), Some("Ada Lovelace".into()));
        assert_eq!(name("小明"), Some("小明".into()));
        assert_eq!(name(""), None);
        assert_eq!(name(" \n\t "), None);
        // Escape sequences go whole: a colour, a title, a hyperlink, a cursor's move.
        assert_eq!(name("\u{1b}[31;1mred\u{1b}[0m"), Some("red".into()));
        assert_eq!(name("\u{1b}]0;pwned\u{7}eve"), Some("eve".into()));
        assert_eq!(
            name("\u{1b}]8;;https://x.example\u{1b}\\link\u{1b}]8;;\u{1b}\\"),
            Some("link".into())
        );
        assert_eq!(name("a\u{1b}[2Jb\u{1b}7c\u{1b}(Bd"), Some("abcd".into()));
        assert_eq!(name("\u{9b}31mx\u{9d}title\u{9c}y"), Some("xy".into()));
        assert_eq!(name("\u{1b}[31m"), None);
        // Controls, direction marks and invisible characters one by one.
        assert_eq!(name("b\u{7}e\u{8}l\u{0}l"), Some("bell".into()));
        assert_eq!(name("\u{202e}evil\u{202c}"), Some("evil".into()));
        assert_eq!(name("in\u{200b}vis\u{feff}ible"), Some("invisible".into()));
        assert_eq!(name("a\u{e0041}b"), Some("ab".into()));
    }

    #[test]
    fn a_name_is_cut_at_its_limit() {
        let long = "x".repeat(100);
        assert_eq!(name(&long).map(|n| n.chars().count()), Some(NAME_LIMIT));
        let words = "abcdefghij abcdefghij abcdefghij";
        assert_eq!(name(words), Some("abcdefghij abcdefghij ab".into()));
        // A blank never ends it.
        let spaced = format!("{} b", "a".repeat(NAME_LIMIT - 1));
        assert_eq!(name(&spaced), Some("a".repeat(NAME_LIMIT - 1)));
        assert_eq!(name(&"长".repeat(30)).map(|n| n.chars().count()), Some(24));
    }

    #[test]
    fn a_whole_name_is_never_cut_and_one_too_long_says_how_long() {
        let whole = |text: &str| Name::whole(text).map(|n| n.as_str().to_string());
        assert_eq!(whole("  Ada   Lovelace "), Ok("Ada Lovelace".into()));
        assert_eq!(whole(&"x".repeat(NAME_LIMIT)), Ok("x".repeat(NAME_LIMIT)));
        assert_eq!(whole(&"x".repeat(30)), Err(NameError::TooLong(30)));
        assert_eq!(whole(&"长".repeat(25)), Err(NameError::TooLong(25)));
        // Counted as printed: escape sequences and marks are not characters of it.
        let dressed = format!("\u{1b}[1m{}\u{1b}[0m\u{202e}", "x".repeat(NAME_LIMIT));
        assert_eq!(whole(&dressed), Ok("x".repeat(NAME_LIMIT)));
        assert_eq!(whole(" \u{1b}[31m "), Err(NameError::Empty));
    }

    #[test]
    fn a_name_is_visibly_someone() {
        // Characters that show as nothing are left out: "Ada" with them is "Ada".
        for hiding in [
            "\u{200b}",
            "\u{200c}",
            "\u{200d}",
            "\u{2060}",
            "\u{feff}",
            "\u{3164}",
            "\u{115f}",
            "\u{1160}",
            "\u{ffa0}",
            "\u{2800}",
            "\u{fe0f}",
            "\u{e0100}",
            "\u{34f}",
            "\u{202e}",
        ] {
            assert_eq!(
                name(&format!("Ada{hiding}")),
                Some("Ada".into()),
                "{hiding:?}"
            );
            assert_eq!(
                name(&format!("A{hiding}da")),
                Some("Ada".into()),
                "{hiding:?}"
            );
            assert_eq!(name(hiding), None, "{hiding:?}");
            assert_eq!(Name::whole(hiding), Err(NameError::Empty), "{hiding:?}");
        }
        // A name needs a letter or a digit.
        assert_eq!(name("!!!"), None);
        assert_eq!(Name::whole("- * -"), Err(NameError::NoLetter));
        assert_eq!(name("7"), Some("7".into()));
        assert_eq!(name("李"), Some("李".into()));
        // Two marks on a character at most; none on nothing.
        let buried = format!("a{}", "\u{301}".repeat(23));
        assert_eq!(name(&buried), Some("a\u{301}\u{301}".into()));
        assert_eq!(name("ệ"), Some("ệ".into()));
        assert_eq!(name("e\u{323}\u{302}"), Some("e\u{323}\u{302}".into()));
        assert_eq!(name("\u{301}\u{301}"), None);
        assert_eq!(name("a \u{301}b"), Some("a b".into()));
        // A record an older version wrote with them is read without them.
        assert_eq!(Name::exact(&buried), Name::new("a\u{301}\u{301}"));
        assert_eq!(Name::exact("Ada\u{200d}"), Name::new("Ada"));
        assert_eq!(Name::exact("A\u{3164}da"), Name::new("Ada"));
        assert_eq!(Name::exact("\u{3164}"), None);
        assert_eq!(Name::exact("- * -"), None);
    }

    #[test]
    fn names_that_look_the_same_are_one_player() {
        let key = |text: &str| Name::new(text).unwrap().key();
        assert_eq!(key("Ada"), "ada");
        for same in ["ada", "ADA", "Ａｄａ", "Ada\u{200d}", "Ada\u{3164}"] {
            assert_eq!(key(same), key("Ada"), "{same:?}");
        }
        // Composed and decomposed letters, and compatibility forms, are one.
        assert_eq!(key("Zoë"), key("Zoe\u{308}"));
        assert_eq!(key("ﬁona"), key("fiona"));
        assert_ne!(key("Ada"), key("Adam"));
    }

    #[test]
    fn a_record_holds_a_name_only_as_it_is_written() {
        assert!(Name::exact("alice").is_some());
        assert!(Name::exact("Ada Lovelace").is_some());
        for not in [
            "",
            " alice",
            "alice ",
            "a  b",
            "a\u{1b}[1mb",
            "a\u{202e}",
            &"x".repeat(25),
        ] {
            assert_eq!(Name::exact(not), None, "{not:?}");
        }
    }
}
