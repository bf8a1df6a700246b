//! The languages the game speaks, each one's table of texts: its file of messages
//! (`app/i18n/<code>/tui2048_app.ftl`, built into the program), read the first time the language
//! is spoken and kept for the run. Which a run speaks (a flag, the settings file, else the
//! locale's) is the settings' to say.

use std::ops::Deref;
use std::sync::OnceLock;

use fluent::FluentValue;
use i18n_embed::LanguageLoader;
use i18n_embed::fluent::{FluentLanguageLoader, fluent_language_loader};
use i18n_embed::unic_langid::LanguageIdentifier;
use rust_embed::RustEmbed;
use strum::VariantArray;

use super::table::Texts;
use crate::settings::{Language, name_of};

/// Every language's file of messages, as the program holds them.
#[derive(RustEmbed)]
#[folder = "i18n/"]
struct Messages;

/// A language the game speaks.
pub trait Speaks {
    /// Its texts.
    fn texts(self) -> &'static Texts;
}

impl Speaks for Language {
    fn texts(self) -> &'static Texts {
        static TABLES: [OnceLock<Texts>; Language::VARIANTS.len()] =
            [const { OnceLock::new() }; Language::VARIANTS.len()];
        TABLES[self as usize].get_or_init(|| Texts::new(loader(self)))
    }
}

/// The messages of `language`, English's behind them; values written as they come (no
/// marks around them to isolate their direction: every language here is written left to
/// right, and the screen measures each character).
fn loader(language: Language) -> FluentLanguageLoader {
    let code: LanguageIdentifier = name_of(language)
        .parse()
        .expect("a language's code is a language identifier");
    let loader: FluentLanguageLoader = fluent_language_loader!();
    loader
        .load_languages(&Messages, &[code])
        .expect("every language's messages are built into the program");
    loader.set_use_isolating(false);
    loader.with_bundles_mut(|bundle| {
        bundle
            .add_builtins()
            .expect("NUMBER is added once to each bundle");
        bundle.set_formatter(Some(numbers));
    });
    loader
}

/// A number as `NUMBER($n, minimumIntegerDigits: 2)` asks (`05`), which Fluent reads but
/// does not write; every other value as Fluent writes it (a number as Rust does: 2048).
fn numbers<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let digits = number.options.minimum_integer_digits?;
    let written = number.as_string();
    let integer = written.find('.').unwrap_or(written.len());
    Some(format!(
        "{}{written}",
        "0".repeat(digits.saturating_sub(integer))
    ))
}

/// The English table, by name: for what is said in English whatever the run's language
/// (the manual page, a command's failure before the run's language is known) and for the
/// tests.
#[derive(Clone, Copy, Debug)]
pub struct English;

impl Deref for English {
    type Target = Texts;
    fn deref(&self) -> &Texts {
        Language::English.texts()
    }
}

/// The Chinese table, by name, as [`English`] is.
#[derive(Clone, Copy, Debug)]
pub struct Chinese;

impl Deref for Chinese {
    type Target = Texts;
    fn deref(&self) -> &Texts {
        Language::Chinese.texts()
    }
}
