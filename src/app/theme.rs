//! The colour themes, as the core knows them: their order and names (the view has their
//! colours).

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
    /// Every theme, in the order `t` goes through them.
    pub const ALL: [Theme; 4] = [
        Theme::Classic,
        Theme::Dark,
        Theme::HighContrast,
        Theme::Stealth,
    ];

    /// The theme's name, as the command line, the config file and the screen say it.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Classic => "classic",
            Theme::Dark => "dark",
            Theme::HighContrast => "high-contrast",
            Theme::Stealth => "stealth",
        }
    }

    /// The theme named `name`.
    pub fn named(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The theme after this one (after the last, the first).
    pub fn next(self) -> Theme {
        let at = Theme::ALL.iter().position(|&t| t == self).unwrap_or(0);
        Theme::ALL[(at + 1) % Theme::ALL.len()]
    }
}
