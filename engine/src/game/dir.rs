//! The four directions a move can take.

use std::fmt;

/// A direction of a move: every tile slides towards that wall.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
}

impl Dir {
    /// All four directions, in a fixed order (used by searches and tests).
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// The arrow drawn for this direction.
    pub fn arrow(self) -> char {
        match self {
            Dir::Up => '↑',
            Dir::Down => '↓',
            Dir::Left => '←',
            Dir::Right => '→',
        }
    }

    /// The direction facing this one.
    pub fn opposite(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            Dir::Left => Dir::Right,
            Dir::Right => Dir::Left,
        }
    }

    /// The lower-case word for this direction.
    pub fn name(self) -> &'static str {
        match self {
            Dir::Up => "up",
            Dir::Down => "down",
            Dir::Left => "left",
            Dir::Right => "right",
        }
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
