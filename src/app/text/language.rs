//! The languages the game speaks, each one's table of texts. Which a run speaks (a flag,
//! the settings file, else the locale's) is the settings' to say.

use super::en::English;
use super::table::Texts;
use super::zh::Chinese;
use crate::settings::Language;

/// A language the game speaks.
pub(crate) trait Speaks {
    /// Its texts.
    fn texts(self) -> &'static dyn Texts;
}

impl Speaks for Language {
    fn texts(self) -> &'static dyn Texts {
        match self {
            Language::English => &English,
            Language::Chinese => &Chinese,
        }
    }
}
