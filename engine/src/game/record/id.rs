//! A game's name, drawn when the game begins and kept with its record through undos, a
//! new game taken back, a replay played on and a resumed save: two records are of one
//! game only when they carry the same name. Names come from [`GameIds`], a generator the
//! session holds, seeded once a run from the system's randomness by whoever starts the
//! game, so that drawing one is no I/O and two runs on the same seed still name their
//! games apart.

use std::num::NonZeroU64;

use crate::game::splitmix64;

/// A game's name: 64 random bits, never zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(NonZeroU64);

impl GameId {
    /// The name written as `value` (none for 0, which names no game).
    pub fn new(value: u64) -> Option<GameId> {
        NonZeroU64::new(value).map(GameId)
    }

    /// The name's bits.
    pub fn get(self) -> u64 {
        self.0.get()
    }
}

/// Where the names of new games come from: a splitmix64 sequence from a seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameIds {
    state: u64,
}

impl GameIds {
    /// Names drawn in order from `seed`. The runtime seeds it from the system's
    /// randomness; a test, with a number of its own.
    pub fn from_seed(seed: u64) -> GameIds {
        GameIds { state: seed }
    }

    /// A generator of its own for another session, seeded from this one's next name: the
    /// two never draw the same names.
    pub fn fork(&mut self) -> GameIds {
        GameIds::from_seed(self.draw().get())
    }

    /// The next name.
    pub fn draw(&mut self) -> GameId {
        loop {
            self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            if let Some(id) = GameId::new(splitmix64(self.state)) {
                return id;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_their_seed_and_differ_between_seeds() {
        let mut a = GameIds::from_seed(7);
        let mut b = GameIds::from_seed(7);
        let mut c = GameIds::from_seed(8);
        let first = a.draw();
        assert_eq!(first, b.draw());
        assert_ne!(first, a.draw());
        assert_ne!(first, c.draw());
        assert_eq!(GameId::new(0), None);
        assert_eq!(GameId::new(5).map(GameId::get), Some(5));
    }
}
