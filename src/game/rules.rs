//! The variant being played: board size, winning tile and how new tiles are chosen.

use std::fmt;
use std::str::FromStr;

/// A name that is none of the values' (the state file's reader says which, and what
/// the names are).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownName;

/// How the value of a new tile is chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SpawnRule {
    /// The original game: 2 nine times in ten, else 4.
    #[default]
    Classic,
    /// A random power of two from 2 up to a quarter of the largest tile.
    Scaled,
}

impl SpawnRule {
    /// Every rule, in the order the help lists them.
    pub(crate) const ALL: [SpawnRule; 2] = [SpawnRule::Classic, SpawnRule::Scaled];

    /// Its name, as the command line, the state file and records give it.
    pub(crate) fn name(self) -> &'static str {
        match self {
            SpawnRule::Classic => "classic",
            SpawnRule::Scaled => "scaled",
        }
    }
}

impl fmt::Display for SpawnRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for SpawnRule {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        SpawnRule::ALL
            .into_iter()
            .find(|rule| rule.name() == s)
            .ok_or(UnknownName)
    }
}

/// The variant of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub size: usize,
    /// The winning tile, a power of two ≥ 8.
    pub target: u64,
    pub spawn: SpawnRule,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            size: 4,
            target: 2048,
            spawn: SpawnRule::Classic,
        }
    }
}

/// Whether a value can be a winning tile: a power of two of at least 8.
pub(crate) fn is_valid_target(target: u64) -> bool {
    target >= 8 && target.is_power_of_two()
}
