//! How hard the solver plays: the search's settings, and the endgame tables it plays with
//! where one applies. The measurements behind each setting are in `docs/solver-notes.md`.

use super::endgame::{self, Endgame, Layout, Require};
use super::expectimax::{DepthPolicy, SearchConfig};

/// A named level of play for hints, autoplay and `bench`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Strength {
    /// About 2,000 moves a second on one core: hints at once, autoplay at full pace.
    #[default]
    Fast,
    /// A deeper search with less pruning, about three times slower. On the seeds measured
    /// so far it reaches 32768 somewhat more often than `Fast`, and 16384 no more often
    /// (`docs/solver-notes.md`, section 8).
    Strong,
}

impl Strength {
    /// Both levels.
    pub const ALL: [Strength; 2] = [Strength::Fast, Strength::Strong];

    /// The search's settings.
    pub fn config(self) -> SearchConfig {
        match self {
            Strength::Fast => SearchConfig::DEFAULT,
            Strength::Strong => SearchConfig {
                cutoff: 2e-4,
                late_cutoff: 1e-4,
                depth: DepthPolicy {
                    min: 3,
                    ..DepthPolicy::DEFAULT
                },
                ..SearchConfig::DEFAULT
            },
        }
    }

    /// The layouts of the endgame tables this level plays with.
    pub fn layouts(self) -> Vec<Layout> {
        let mut layouts = Vec::new();
        for (free, exp) in TABLES {
            layouts.extend(endgame::all_layouts(free, exp));
        }
        layouts
    }

    /// The tables of [`Strength::layouts`] with the rules this level plays them by.
    pub fn endgame(self, tables: Vec<endgame::Table>) -> Endgame {
        let mut endgame = Endgame::new(tables);
        endgame.require = Require::Ordered;
        endgame
    }
}

/// The tables played with: (free cells, exponent of the tile they build). With eight free
/// cells, a 64 or a 128 next to a block of the eight largest tiles: from 8192 and 16384
/// on, the last step before the block merges into the next largest tile.
const TABLES: [(u32, u8); 2] = [(8, 6), (8, 7)];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_of_every_level_fit_in_512_mb() {
        for strength in Strength::ALL {
            let layouts = strength.layouts();
            assert!(!layouts.is_empty(), "{strength:?}");
            let bytes: usize = layouts.iter().map(|l| 2 * l.positions()).sum();
            assert!(bytes <= 512 << 20, "{strength:?}: {bytes} bytes");
        }
    }

    #[test]
    fn the_strong_level_searches_deeper_and_prunes_less() {
        let (fast, strong) = (Strength::Fast.config(), Strength::Strong.config());
        assert_eq!(fast, SearchConfig::DEFAULT);
        assert!(strong.depth.min >= fast.depth.min);
        assert!(strong.depth.most_moves() >= fast.depth.most_moves());
        assert!(strong.cutoff <= fast.cutoff && strong.late_cutoff <= fast.late_cutoff);
        assert_ne!(strong, fast);
    }
}
