//! The settings a player chooses, each said once: the colour theme, how many colours, how
//! hard the solver plays and the language, each an enum whose names its derives give:
//! strum's for the command line (the game hands them to clap) and serde's for the
//! settings file, both from the variant's name in kebab case unless an attribute says
//! otherwise (a test holds the two to the same names); and what a flag or the settings
//! file says of them ([`Choices`]). What a run plays with (a flag, then the file, then
//! the environment, then the default) is the game's to work out.
//!
//! What each setting does belongs to its layer: a theme's colours to the game's view, a
//! level's search to the engine, a language's words to the game's texts.

use serde::Deserialize;
use strum::{EnumString, IntoStaticStr, VariantArray, VariantNames};

/// The level of play, the engine's.
pub use tui2048_engine::Strength;
/// A player's name, the engine's: printable characters only.
pub use tui2048_engine::game::Name;

/// The name a value of a settings enum is given on the command line and in the file.
pub fn name_of<T: Into<&'static str>>(value: T) -> &'static str {
    value.into()
}

/// The colour themes, in the order the theme key goes through them.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    Deserialize,
    EnumString,
    IntoStaticStr,
    VariantArray,
    VariantNames,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Theme {
    /// The original game's colours.
    #[default]
    Classic,
    Dark,
    HighContrast,
    /// Muted greys that pass for a log viewer.
    Stealth,
}

impl Theme {
    /// The theme after this one (after the last, the first).
    pub fn next(self) -> Theme {
        let all = <Theme as VariantArray>::VARIANTS;
        let at = all.iter().position(|&t| t == self).unwrap_or(0);
        all[(at + 1) % all.len()]
    }
}

/// How many colours the terminal shows (`ui::mode` reads it from the environment).
#[derive(Clone, Copy, Debug, PartialEq, Eq, VariantArray)]
pub enum ColorMode {
    TrueColor,
    Ansi256,
    /// The 16 ANSI colours (the Linux console, older terminals).
    Ansi16,
    /// `NO_COLOR` is set: no colour at all, the grid and bold digits carry the board.
    None,
}

/// The colours a flag or the settings file asks for: a mode, or `auto`, the
/// environment's.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Deserialize,
    EnumString,
    IntoStaticStr,
    VariantArray,
    VariantNames,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Colors {
    #[default]
    Auto,
    #[serde(rename = "truecolor")]
    #[strum(serialize = "truecolor")]
    TrueColor,
    #[serde(rename = "256")]
    #[strum(serialize = "256")]
    Ansi256,
    #[serde(rename = "16")]
    #[strum(serialize = "16")]
    Ansi16,
    None,
}

impl Colors {
    /// The mode it names (`None`: auto).
    pub fn mode(self) -> Option<ColorMode> {
        match self {
            Colors::Auto => None,
            Colors::TrueColor => Some(ColorMode::TrueColor),
            Colors::Ansi256 => Some(ColorMode::Ansi256),
            Colors::Ansi16 => Some(ColorMode::Ansi16),
            Colors::None => Some(ColorMode::None),
        }
    }
}

/// A language of the screen (`app::text` has its words).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    Deserialize,
    EnumString,
    IntoStaticStr,
    VariantArray,
    VariantNames,
)]
pub enum Language {
    #[default]
    #[serde(rename = "en")]
    #[strum(serialize = "en")]
    English,
    /// Simplified Chinese, for every `zh` locale.
    #[serde(rename = "zh")]
    #[strum(serialize = "zh")]
    Chinese,
}

/// How the game is shown: the full screen (the board drawn, colours, the alternate
/// screen), or plain lines a screen reader or a Braille display reads in order, with no
/// escape sequence at all.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Deserialize,
    EnumString,
    IntoStaticStr,
    VariantArray,
    VariantNames,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Interface {
    #[default]
    Full,
    Plain,
}

impl Interface {
    /// The interface a terminal of type `term` gets when no flag or setting names one:
    /// plain on a dumb terminal (`TERM=dumb`, as Emacs' shell and some screen readers'
    /// consoles set it), which cannot draw a screen.
    pub fn of_term(term: Option<&str>) -> Interface {
        match term {
            Some("dumb") => Interface::Plain,
            _ => Interface::Full,
        }
    }
}

/// How tiles are named in words: by their numbers, or by letters (A is 2, B is 4, … K is
/// 2048; W, the one letter of several syllables, left out), shorter to hear.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Deserialize,
    EnumString,
    IntoStaticStr,
    VariantArray,
    VariantNames,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Labels {
    #[default]
    Numbers,
    Letters,
}

/// The letters tiles are named by, from 2 up: the alphabet without W.
const LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVXYZ";

impl Labels {
    /// The word of a tile of `value` (a power of two): its number, or its letter (the
    /// number past the last letter).
    pub fn of(self, value: u64) -> String {
        let exp = value.trailing_zeros() as usize;
        match self {
            Labels::Letters if value.is_power_of_two() && (1..=LETTERS.len()).contains(&exp) => {
                LETTERS[exp - 1..exp].to_string()
            }
            _ => value.to_string(),
        }
    }
}

/// How much the plain interface says of a move: everything (verbose), or the new tile and
/// the score first, in a Braille display's 40 cells (brief).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Deserialize,
    EnumString,
    IntoStaticStr,
    VariantArray,
    VariantNames,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Verbosity {
    #[default]
    Verbose,
    Brief,
}

/// What the plain interface's replay says while it plays: nothing (the pause or the end
/// says where it stands), or the marks of the game: each new largest tile, and each
/// mistake once the review is in.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Deserialize,
    EnumString,
    IntoStaticStr,
    VariantArray,
    VariantNames,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum ReplaySays {
    #[default]
    Nothing,
    Marks,
}

/// Whether the player has seen the word on getting the true palette, as the settings
/// file keeps it (`truecolor_tip`).
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Deserialize,
    EnumString,
    IntoStaticStr,
    VariantArray,
    VariantNames,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Tip {
    Show,
    Seen,
}

/// What the command line or the settings file says of the settings; `None` where it says
/// nothing. The command line's flags (`--no-anim`, `--no-mouse`) only turn things off.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choices {
    pub theme: Option<Theme>,
    pub colors: Option<Colors>,
    pub animation: Option<bool>,
    pub mouse: Option<bool>,
    pub strength: Option<Strength>,
    pub language: Option<Language>,
    pub interface: Option<Interface>,
    pub labels: Option<Labels>,
    /// How much the plain interface says of a move.
    pub verbosity: Option<Verbosity>,
    /// Whether the plain interface rings the terminal's bell (a game over, a win, a key
    /// that does nothing).
    pub sounds: Option<bool>,
    /// What the plain interface's replay says while it plays.
    pub replay_says: Option<ReplaySays>,
    /// The settings file's alone: whether the word on the true palette was seen.
    pub truecolor_tip: Option<Tip>,
    /// The player's name, in the lines they share.
    pub name: Option<Name>,
}

impl Choices {
    /// Each choice of `self`, else of `under`.
    pub fn over(self, under: Choices) -> Choices {
        Choices {
            theme: self.theme.or(under.theme),
            colors: self.colors.or(under.colors),
            animation: self.animation.or(under.animation),
            mouse: self.mouse.or(under.mouse),
            strength: self.strength.or(under.strength),
            language: self.language.or(under.language),
            interface: self.interface.or(under.interface),
            labels: self.labels.or(under.labels),
            verbosity: self.verbosity.or(under.verbosity),
            sounds: self.sounds.or(under.sounds),
            replay_says: self.replay_says.or(under.replay_says),
            truecolor_tip: self.truecolor_tip.or(under.truecolor_tip),
            name: self.name.or(under.name),
        }
    }
}

/// The locale's variables, in the order POSIX reads them for messages.
pub const LOCALE_VARIABLES: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

impl Language {
    /// The language of a locale such as `zh_CN.UTF-8` (`None`: not one the game speaks,
    /// so English).
    pub fn of_locale(locale: &str) -> Option<Language> {
        let name = locale.split(['.', '@']).next().unwrap_or_default();
        let lang = name.split(['_', '-']).next().unwrap_or_default();
        match lang.to_ascii_lowercase().as_str() {
            "zh" => Some(Language::Chinese),
            "en" => Some(Language::English),
            _ => None,
        }
    }

    /// The language of the locale whose variables `var` reads: the first of
    /// [`LOCALE_VARIABLES`] that is set and not empty decides (English when it names
    /// none the game speaks, or none is set).
    pub fn of_environment(var: impl Fn(&str) -> Option<String>) -> Language {
        LOCALE_VARIABLES
            .iter()
            .filter_map(|name| var(name))
            .find(|value| !value.is_empty())
            .and_then(|locale| Language::of_locale(&locale))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use std::str::FromStr;

    use super::*;

    /// Each name is read back as its value by strum (the command line) and by serde (the
    /// settings file) alike: the two derives give every value the same name.
    fn reads_back<T>()
    where
        T: VariantArray + Copy + Eq + std::fmt::Debug + Into<&'static str> + FromStr,
        T: for<'de> Deserialize<'de>,
    {
        for &value in T::VARIANTS {
            let name = name_of(value);
            assert_eq!(T::from_str(name).ok(), Some(value), "{name}");
            let toml: toml::Value = toml::Value::String(name.to_string());
            assert_eq!(T::deserialize(toml).ok(), Some(value), "{name}");
        }
        assert!(T::deserialize(toml::Value::String("no-such-name".into())).is_err());
        assert!(T::from_str("no-such-name").is_err());
    }

    #[test]
    fn every_name_reads_back_on_the_command_line_and_in_the_file() {
        reads_back::<Theme>();
        reads_back::<Colors>();
        reads_back::<Strength>();
        reads_back::<Language>();
        reads_back::<Tip>();
        reads_back::<Interface>();
        reads_back::<Labels>();
        reads_back::<Verbosity>();
        reads_back::<ReplaySays>();
        assert_eq!(
            <Theme as VariantNames>::VARIANTS,
            ["classic", "dark", "high-contrast", "stealth"]
        );
        assert_eq!(
            <Colors as VariantNames>::VARIANTS,
            ["auto", "truecolor", "256", "16", "none"]
        );
    }

    #[test]
    fn letters_name_tiles_from_a_for_2_without_w() {
        let letters: Vec<String> = (1..=26).map(|e| Labels::Letters.of(1 << e)).collect();
        assert_eq!(letters.join(""), "ABCDEFGHIJKLMNOPQRSTUVXYZ67108864");
        assert_eq!(Labels::Letters.of(2048), "K");
        assert_eq!(Labels::Letters.of(131_072), "Q");
        assert_eq!(Labels::Numbers.of(2048), "2048");
    }

    #[test]
    fn only_a_dumb_terminal_is_plain_by_itself() {
        assert_eq!(Interface::of_term(Some("dumb")), Interface::Plain);
        for term in [Some("xterm-256color"), Some("linux"), Some(""), None] {
            assert_eq!(Interface::of_term(term), Interface::Full, "{term:?}");
        }
    }

    #[test]
    fn the_theme_key_goes_through_every_theme_in_turn() {
        let mut theme = Theme::Classic;
        let mut seen = Vec::new();
        let all = <Theme as VariantArray>::VARIANTS;
        for _ in 0..all.len() {
            seen.push(theme);
            theme = theme.next();
        }
        assert_eq!(seen, all);
        assert_eq!(theme, Theme::Classic);
    }

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        |name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn every_zh_locale_is_simplified_chinese_and_others_english() {
        for zh in [
            "zh_CN.UTF-8",
            "zh_TW.UTF-8",
            "zh_HK",
            "zh",
            "zh_SG.GB2312",
            "zh-Hans",
            "ZH_cn.utf8",
        ] {
            assert_eq!(Language::of_locale(zh), Some(Language::Chinese), "{zh}");
        }
        for en in ["en_US.UTF-8", "en_GB", "en"] {
            assert_eq!(Language::of_locale(en), Some(Language::English), "{en}");
        }
        for other in [
            "C",
            "POSIX",
            "C.UTF-8",
            "fr_FR.UTF-8",
            "",
            "zhx_CN",
            "de_DE@euro",
        ] {
            assert_eq!(Language::of_locale(other), None, "{other}");
        }
    }

    #[test]
    fn the_first_locale_variable_set_and_not_empty_decides() {
        let of = |vars: &[(&str, &str)]| Language::of_environment(env(vars));
        assert_eq!(of(&[("LANG", "zh_CN.UTF-8")]), Language::Chinese);
        assert_eq!(
            of(&[("LC_MESSAGES", "zh_CN.UTF-8"), ("LANG", "en_US.UTF-8")]),
            Language::Chinese
        );
        assert_eq!(
            of(&[("LC_ALL", "en_US.UTF-8"), ("LC_MESSAGES", "zh_CN")]),
            Language::English
        );
        assert_eq!(
            of(&[("LC_ALL", ""), ("LC_MESSAGES", ""), ("LANG", "zh_CN")]),
            Language::Chinese
        );
        // A locale the game does not speak is English, not the next variable's.
        assert_eq!(
            of(&[("LC_ALL", "fr_FR.UTF-8"), ("LANG", "zh_CN")]),
            Language::English
        );
        assert_eq!(of(&[("LC_ALL", "C"), ("LANG", "zh_CN")]), Language::English);
        assert_eq!(of(&[]), Language::English);
    }
}
