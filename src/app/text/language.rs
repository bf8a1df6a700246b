//! The languages the game speaks, and how a run picks one: the command line's choice,
//! else the settings file's, else the locale's (the first of `LC_ALL`, `LC_MESSAGES` and
//! `LANG` that is set and not empty, as POSIX orders them), else English.

use super::en::English;
use super::table::Texts;
use super::zh::Chinese;

/// A language of the screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    #[default]
    English,
    /// Simplified Chinese, for every `zh` locale.
    Chinese,
}

/// The locale's variables, in the order POSIX reads them for messages.
pub const LOCALE_VARIABLES: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

impl Language {
    /// Every language, in the order `--lang` lists them.
    pub const ALL: [Language; 2] = [Language::English, Language::Chinese];

    /// Its texts.
    pub fn texts(self) -> &'static dyn Texts {
        match self {
            Language::English => &English,
            Language::Chinese => &Chinese,
        }
    }

    /// Its name as `--lang` and `config.toml` say it.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Chinese => "zh",
        }
    }

    /// The language of a code of `--lang` or `config.toml`.
    pub fn named(code: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.code() == code)
    }

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

    /// The run's language: the command line's, else the settings file's, else the
    /// locale's (read by `locale` only when it is needed).
    pub fn chosen(
        flag: Option<Language>,
        file: Option<Language>,
        locale: impl FnOnce() -> Language,
    ) -> Language {
        flag.or(file).unwrap_or_else(locale)
    }
}

#[cfg(test)]
mod tests {
    use super::Language;

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

    #[test]
    fn the_flag_wins_then_the_file_then_the_locale() {
        let zh = || Language::Chinese;
        assert_eq!(
            Language::chosen(Some(Language::English), Some(Language::Chinese), zh),
            Language::English
        );
        assert_eq!(
            Language::chosen(None, Some(Language::English), zh),
            Language::English
        );
        assert_eq!(Language::chosen(None, None, zh), Language::Chinese);
        assert_eq!(Language::named("zh"), Some(Language::Chinese));
        assert_eq!(Language::named("en"), Some(Language::English));
        assert_eq!(Language::named("cn"), None);
    }
}
