//! The run's settings, each said once: the colour theme, how many colours, how hard the
//! solver plays and the language, each an enum whose names the command line (clap's
//! `ValueEnum`) and the settings file (serde) both read from [`Named`]; what a flag or
//! the settings file says of them ([`Choices`]); and the settings a run plays with
//! ([`Settings`]): a flag, then the file, then the environment, then the default.
//!
//! What each setting does belongs to its layer: a theme's colours to `ui`, a level's
//! search to `ai`, a language's words to `app`. This module is below them all and uses
//! nothing of the crate.

use std::path::PathBuf;

use serde::{Deserialize, Deserializer};

/// An enum of a few values, each with the one name the command line and the settings
/// file give it.
pub(crate) trait Named: Copy + Eq + 'static {
    /// Every value, in the order the help lists them.
    const ALL: &'static [Self];

    /// Its name.
    fn name(self) -> &'static str;

    /// The value of a name.
    fn named(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.name() == name)
    }

    /// Every name, in order.
    fn names() -> Vec<&'static str> {
        Self::ALL.iter().map(|v| v.name()).collect()
    }
}

/// Derives clap's `ValueEnum` and serde's `Deserialize` of each type from its [`Named`]
/// names.
macro_rules! named_values {
    ($($named:ty),* $(,)?) => {$(
        impl ::clap::ValueEnum for $named {
            fn value_variants<'a>() -> &'a [Self] {
                <$named as $crate::settings::Named>::ALL
            }

            fn to_possible_value(&self) -> Option<::clap::builder::PossibleValue> {
                Some(::clap::builder::PossibleValue::new(
                    $crate::settings::Named::name(*self),
                ))
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $named {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                $crate::settings::by_name(d)
            }
        }
    )*};
}

pub(crate) use named_values;

/// A value read by its name; another name is an error that lists the names.
#[doc(hidden)]
pub(crate) fn by_name<'de, T: Named, D: Deserializer<'de>>(d: D) -> Result<T, D::Error> {
    let name = String::deserialize(d)?;
    T::named(&name).ok_or_else(|| {
        let names: Vec<String> = T::names().iter().map(|n| format!("`{n}`")).collect();
        serde::de::Error::custom(format!(
            "unknown value `{name}`, expected one of {}",
            names.join(", ")
        ))
    })
}

/// The colour themes, in the order the theme key goes through them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
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
    /// Every value, in the order the help lists them.
    pub(crate) const ALL: &'static [Theme] = &[
        Theme::Classic,
        Theme::Dark,
        Theme::HighContrast,
        Theme::Stealth,
    ];

    /// The theme after this one (after the last, the first).
    pub(crate) fn next(self) -> Theme {
        let all = Theme::ALL;
        let at = all.iter().position(|&t| t == self).unwrap_or(0);
        all[(at + 1) % all.len()]
    }
}

impl Named for Theme {
    const ALL: &'static [Theme] = Theme::ALL;

    fn name(self) -> &'static str {
        match self {
            Theme::Classic => "classic",
            Theme::Dark => "dark",
            Theme::HighContrast => "high-contrast",
            Theme::Stealth => "stealth",
        }
    }
}

/// How many colours the terminal shows (`ui::mode` reads it from the environment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorMode {
    TrueColor,
    Ansi256,
    /// The 16 ANSI colours (the Linux console, older terminals).
    Ansi16,
    /// `NO_COLOR` is set: no colour at all, the grid and bold digits carry the board.
    None,
}

impl ColorMode {
    /// Every value, in the order the help lists them.
    pub(crate) const ALL: &'static [ColorMode] = &[
        ColorMode::TrueColor,
        ColorMode::Ansi256,
        ColorMode::Ansi16,
        ColorMode::None,
    ];
}

impl Named for ColorMode {
    const ALL: &'static [ColorMode] = ColorMode::ALL;

    fn name(self) -> &'static str {
        match self {
            ColorMode::TrueColor => "truecolor",
            ColorMode::Ansi256 => "256",
            ColorMode::Ansi16 => "16",
            ColorMode::None => "none",
        }
    }
}

/// The colours a flag or the settings file asks for: a mode, or `auto`, the
/// environment's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Colors {
    #[default]
    Auto,
    Mode(ColorMode),
}

impl Colors {
    /// Every value, in the order the help lists them: `auto`, then every mode.
    pub(crate) const ALL: &'static [Colors] = &{
        let mut all = [Colors::Auto; ColorMode::ALL.len() + 1];
        let mut i = 0;
        while i < ColorMode::ALL.len() {
            all[i + 1] = Colors::Mode(ColorMode::ALL[i]);
            i += 1;
        }
        all
    };
}

impl Named for Colors {
    const ALL: &'static [Colors] = Colors::ALL;

    fn name(self) -> &'static str {
        match self {
            Colors::Auto => "auto",
            Colors::Mode(mode) => mode.name(),
        }
    }
}

impl Colors {
    /// The mode it names (`None`: auto).
    pub(crate) fn mode(self) -> Option<ColorMode> {
        match self {
            Colors::Auto => None,
            Colors::Mode(mode) => Some(mode),
        }
    }
}

/// A named level of play for hints, autoplay, `bench` and `review` (`ai::strength` has
/// what each searches with).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Strength {
    /// The quick setting: hints at once, autoplay at full pace.
    #[default]
    Fast,
    /// A search a move deeper than `Fast`'s with the network, about three times as slow
    /// (with the heuristic alone, much deeper on crowded late boards of many kinds of
    /// tiles).
    Strong,
}

impl Strength {
    /// Every value, in the order the help lists them.
    pub const ALL: &'static [Strength] = &[Strength::Fast, Strength::Strong];
}

impl Named for Strength {
    const ALL: &'static [Strength] = Strength::ALL;

    fn name(self) -> &'static str {
        match self {
            Strength::Fast => "fast",
            Strength::Strong => "strong",
        }
    }
}

/// A language of the screen (`app::text` has its words).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    #[default]
    English,
    /// Simplified Chinese, for every `zh` locale.
    Chinese,
}

impl Language {
    /// Every value, in the order the help lists them.
    pub(crate) const ALL: &'static [Language] = &[Language::English, Language::Chinese];
}

impl Named for Language {
    const ALL: &'static [Language] = Language::ALL;

    fn name(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Chinese => "zh",
        }
    }
}

/// Whether the player has seen the word on getting the true palette, as the settings
/// file keeps it (`truecolor_tip`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tip {
    Show,
    Seen,
}

impl Tip {
    /// Every value, in the order the help lists them.
    pub(crate) const ALL: &'static [Tip] = &[Tip::Show, Tip::Seen];
}

impl Named for Tip {
    const ALL: &'static [Tip] = Tip::ALL;

    fn name(self) -> &'static str {
        match self {
            Tip::Show => "show",
            Tip::Seen => "seen",
        }
    }
}

named_values!(Theme, ColorMode, Colors, Strength, Language, Tip);

/// What the command line or the settings file says of the settings; `None` where it says
/// nothing. The command line's flags (`--no-anim`, `--no-mouse`) only turn things off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Choices {
    pub theme: Option<Theme>,
    pub colors: Option<Colors>,
    pub animation: Option<bool>,
    pub mouse: Option<bool>,
    pub strength: Option<Strength>,
    pub language: Option<Language>,
    /// The settings file's alone: whether the word on the true palette was seen.
    pub truecolor_tip: Option<Tip>,
}

impl Choices {
    /// Each choice of `self`, else of `under`.
    pub(crate) fn over(self, under: Choices) -> Choices {
        Choices {
            theme: self.theme.or(under.theme),
            colors: self.colors.or(under.colors),
            animation: self.animation.or(under.animation),
            mouse: self.mouse.or(under.mouse),
            strength: self.strength.or(under.strength),
            language: self.language.or(under.language),
            truecolor_tip: self.truecolor_tip.or(under.truecolor_tip),
        }
    }
}

/// How the game looks and feels as a run starts (the theme key changes the theme), and
/// where a choice made in the game is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Settings {
    pub theme: Theme,
    /// How many colours the terminal shows.
    pub color: ColorMode,
    /// Animate moves.
    pub animate: bool,
    /// Take mouse events (drags and clicks); off leaves the terminal's selection working.
    pub mouse: bool,
    /// How hard the hint, autoplay and the review think.
    pub strength: Strength,
    /// The language of every word on the screen.
    pub language: Language,
    /// Whether the status line says how to get the original's palette: the colours were
    /// guessed as 256 from the environment (no flag or setting named them) and the
    /// settings file does not say the player has seen it.
    pub palette_tip: bool,
    /// The settings file, where `t` keeps the theme (none: nowhere).
    pub file: Option<PathBuf>,
}

impl Settings {
    /// The settings of a run: each from the command line's `flags`, else the settings
    /// file's `file`, else (for the colours) the environment's hints, else its default. So
    /// a flag or the file overrides `NO_COLOR`, as no-color.org asks of a setting the user
    /// made. `env` reads the environment's colour mode and `locale` its language, each
    /// only when it is needed.
    pub(crate) fn of(
        flags: Choices,
        file: Choices,
        env: impl FnOnce() -> ColorMode,
        locale: impl FnOnce() -> Language,
    ) -> Settings {
        let tip = file.truecolor_tip;
        let chosen = flags.over(file);
        let named = chosen.colors.and_then(Colors::mode);
        let color = named.unwrap_or_else(env);
        Settings {
            theme: chosen.theme.unwrap_or_default(),
            color,
            animate: chosen.animation.unwrap_or(true),
            mouse: chosen.mouse.unwrap_or(true),
            strength: chosen.strength.unwrap_or_default(),
            language: chosen.language.unwrap_or_else(locale),
            palette_tip: named.is_none() && color == ColorMode::Ansi256 && tip != Some(Tip::Seen),
            file: None,
        }
    }

    /// These settings, kept in the settings file at `file`.
    pub(crate) fn kept_in(self, file: Option<PathBuf>) -> Settings {
        Settings { file, ..self }
    }
}

#[cfg(test)]
mod tests {
    use clap::ValueEnum;

    use super::*;

    /// Each name is read back as its value by clap and by serde alike.
    fn reads_back<T: Named + ValueEnum + std::fmt::Debug + for<'de> Deserialize<'de>>() {
        for &value in T::ALL {
            let name = value.name();
            assert_eq!(T::from_str(name, false), Ok(value), "{name}");
            let toml: toml::Value = toml::Value::String(name.to_string());
            assert_eq!(T::deserialize(toml).ok(), Some(value), "{name}");
        }
        assert!(T::deserialize(toml::Value::String("nothing".into())).is_err());
        assert!(T::from_str("nothing", false).is_err());
    }

    #[test]
    fn every_name_reads_back_on_the_command_line_and_in_the_file() {
        reads_back::<Theme>();
        reads_back::<Colors>();
        reads_back::<ColorMode>();
        reads_back::<Strength>();
        reads_back::<Language>();
        reads_back::<Tip>();
        assert_eq!(
            Theme::names(),
            ["classic", "dark", "high-contrast", "stealth"]
        );
        assert_eq!(Colors::names(), ["auto", "truecolor", "256", "16", "none"]);
    }

    #[test]
    fn a_flag_wins_then_the_file_then_the_locale() {
        let flag = |language| Choices {
            language,
            ..Choices::default()
        };
        let of = |flags, file| {
            Settings::of(
                flag(flags),
                flag(file),
                || ColorMode::None,
                || Language::Chinese,
            )
            .language
        };
        assert_eq!(
            of(Some(Language::English), Some(Language::Chinese)),
            Language::English
        );
        assert_eq!(of(None, Some(Language::English)), Language::English);
        assert_eq!(of(None, None), Language::Chinese);
        assert_eq!(Language::named("zh"), Some(Language::Chinese));
        assert_eq!(Language::named("cn"), None);
    }

    #[test]
    fn the_theme_key_goes_through_every_theme_in_turn() {
        let mut theme = Theme::Classic;
        let mut seen = Vec::new();
        for _ in 0..Theme::ALL.len() {
            seen.push(theme);
            theme = theme.next();
        }
        assert_eq!(seen, Theme::ALL);
        assert_eq!(theme, Theme::Classic);
    }
}
