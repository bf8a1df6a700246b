//! What a run plays with, from the settings a player chooses (the store's `settings`,
//! whose enums and names this module hands on): a flag, then the settings file, then the
//! environment, then the default.

use std::path::PathBuf;

use tui2048_store::config::KeyEntry;
pub use tui2048_store::settings::{
    Choices, ColorMode, Colors, Interface, Labels, Language, Name, ReplaySays, Strength, Theme,
    Tip, Verbosity, name_of,
};

/// How the game looks and feels as a run starts (the theme key changes the theme), and
/// where a choice made in the game is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub theme: Theme,
    /// How many colours the terminal shows.
    pub color: ColorMode,
    /// Animate moves (never in the plain interface).
    pub animate: bool,
    /// Take mouse events (drags and clicks); off leaves the terminal's selection working.
    pub mouse: bool,
    /// How hard the hint, autoplay and the review think.
    pub strength: Strength,
    /// The language of every word on the screen.
    pub language: Language,
    /// The full screen, or plain lines for a screen reader.
    pub interface: Interface,
    /// Tiles named by their numbers or by letters, in the plain interface's words.
    pub labels: Labels,
    /// How much the plain interface says of a move.
    pub verbosity: Verbosity,
    /// Whether the plain interface rings the terminal's bell.
    pub sounds: bool,
    /// What the plain interface's replay says while it plays.
    pub replay_says: ReplaySays,
    /// The player's name, in the lines they share.
    pub name: Option<Name>,
    /// Whether the status line says how to get the original's palette: the colours were
    /// guessed as 256 from the environment (no flag or setting named them) and the
    /// settings file does not say the player has seen it.
    pub palette_tip: bool,
    /// The settings file, where `t` keeps the theme (none: nowhere).
    pub file: Option<PathBuf>,
    /// The game is played on a server, through an ssh client: its tips name what the
    /// client can do, not the command line's flags.
    pub far: bool,
    /// The settings file's `[keys]` table as written, which the key table reads.
    pub keys: Vec<KeyEntry>,
}

impl Settings {
    /// The settings of a run: each from the command line's `flags`, else the settings
    /// file's `file`, else (for the colours) the environment's hints, else its default. So
    /// a flag or the file overrides `NO_COLOR`, as no-color.org asks of a setting the user
    /// made. `env` reads the environment's colour mode, `locale` its language and
    /// `term` the interface its terminal asks for, each only when it is needed.
    pub fn of(
        flags: Choices,
        file: Choices,
        env: impl FnOnce() -> ColorMode,
        locale: impl FnOnce() -> Language,
        term: impl FnOnce() -> Interface,
    ) -> Settings {
        let tip = file.truecolor_tip;
        let chosen = flags.over(file);
        let named = chosen.colors.and_then(Colors::mode);
        let color = named.unwrap_or_else(env);
        let interface = chosen.interface.unwrap_or_else(term);
        Settings {
            theme: chosen.theme.unwrap_or_default(),
            color,
            // Nothing moves in plain lines.
            animate: chosen.animation.unwrap_or(true) && interface == Interface::Full,
            mouse: chosen.mouse.unwrap_or(true),
            strength: chosen.strength.unwrap_or_default(),
            language: chosen.language.unwrap_or_else(locale),
            interface,
            labels: chosen.labels.unwrap_or_default(),
            verbosity: chosen.verbosity.unwrap_or_default(),
            sounds: chosen.sounds.unwrap_or(false),
            replay_says: chosen.replay_says.unwrap_or_default(),
            name: chosen.name,
            palette_tip: named.is_none()
                && color == ColorMode::Ansi256
                && tip != Some(Tip::Seen)
                && interface == Interface::Full,
            file: None,
            far: false,
            keys: Vec::new(),
        }
    }

    /// These settings, for a game played on a server through an ssh client.
    pub fn played_far(self) -> Settings {
        Settings { far: true, ..self }
    }

    /// These settings, written to the settings file at `file`.
    pub fn written_in(self, file: Option<PathBuf>) -> Settings {
        Settings { file, ..self }
    }

    /// These settings, with the keys of the settings file's `[keys]` table.
    pub fn with_keys(self, keys: Vec<KeyEntry>) -> Settings {
        Settings { keys, ..self }
    }
}

#[cfg(test)]
mod tests {
    use std::str::FromStr;

    use super::*;

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
                || Interface::Full,
            )
            .language
        };
        assert_eq!(
            of(Some(Language::English), Some(Language::Chinese)),
            Language::English
        );
        assert_eq!(of(None, Some(Language::English)), Language::English);
        assert_eq!(of(None, None), Language::Chinese);
        assert_eq!(Language::from_str("zh").ok(), Some(Language::Chinese));
        assert!(Language::from_str("cn").is_err());
    }
}
