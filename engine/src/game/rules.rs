//! The variant being played: board size, winning tile and how new tiles are chosen.

/// A name that is none of the values' (the state file's reader says which, and what
/// the names are).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownName;

/// How the value of a new tile is chosen. Its names (`classic`, `scaled`), as the command
/// line, the state file and records give them, are strum's (`FromStr`, `Display`).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    strum::EnumString,
    strum::Display,
    strum::IntoStaticStr,
    strum::VariantArray,
    strum::VariantNames,
)]
#[strum(serialize_all = "kebab-case")]
pub enum SpawnRule {
    /// The original game: 2 nine times in ten, else 4.
    #[default]
    Classic,
    /// A random power of two from 2 up to a quarter of the largest tile.
    Scaled,
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
pub fn is_valid_target(target: u64) -> bool {
    target >= 8 && target.is_power_of_two()
}
