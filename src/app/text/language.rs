//! The languages the game speaks: each one's table of texts, and the locale's language (the
//! first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty, as POSIX orders
//! them), which a run speaks when neither the command line nor the settings file chooses
//! (`settings::Settings::of`).

use super::en::English;
use super::table::Texts;
use super::zh::Chinese;
use crate::settings::Language;

/// The locale's variables, in the order POSIX reads them for messages.
pub(crate) const LOCALE_VARIABLES: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

impl Language {
    /// Its texts.
    pub(crate) fn texts(self) -> &'static dyn Texts {
        match self {
            Language::English => &English,
            Language::Chinese => &Chinese,
        }
    }

    /// The language of a locale such as `zh_CN.UTF-8` (`None`: not one the game speaks,
    /// so English).
    pub(crate) fn of_locale(locale: &str) -> Option<Language> {
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
    pub(crate) fn of_environment(var: impl Fn(&str) -> Option<String>) -> Language {
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
    use crate::settings::Language;

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
