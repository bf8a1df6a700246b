//! How hard the solver plays: the search's settings, and the endgame tables it plays with
//! where one applies. How fast and how strong each plays is in `docs/solver.md`; the
//! measurements behind each setting are in `docs/solver-notes.md`.

use serde::{Deserialize, Serialize};

use super::bench::TablesReport;
use super::endgame::{self, Endgame, Layout, Require};
use super::expectimax::{DepthPolicy, SearchConfig};
#[cfg(feature = "network")]
use super::tables::Tables;

/// A named level of play for hints, autoplay, `bench` and `review`. Its names (`fast`,
/// `strong`) are the derives': serde's for a settings file, strum's for a command line.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::EnumString,
    strum::Display,
    strum::IntoStaticStr,
    strum::VariantArray,
    strum::VariantNames,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Strength {
    /// The quick setting: hints at once, autoplay at full pace.
    #[default]
    Fast,
    /// A search a move deeper than `Fast`'s with the network, about three times as slow
    /// (with the heuristic alone, much deeper on crowded late boards of many kinds of
    /// tiles).
    Strong,
}

/// What a search values the boards at its end with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evaluation {
    /// The hand-tuned heuristic (`expectimax::evaluate`): the tabled values of the
    /// board's rows and columns.
    Heuristic,
    /// A learned n-tuple network (`ntuple`), given to the searcher.
    #[cfg(feature = "network")]
    Network,
}

impl Evaluation {
    /// Its name, as `bench --json` and `review --json` write it.
    pub fn name(self) -> &'static str {
        match self {
            Evaluation::Heuristic => "heuristic",
            #[cfg(feature = "network")]
            Evaluation::Network => "network",
        }
    }
}

impl Strength {
    /// What this level values boards with: both levels with the bundled network (its
    /// later stage from 16384 on), got through the [`super::Solver`] that plays at it.
    pub(crate) fn evaluation(self) -> Evaluation {
        #[cfg(feature = "network")]
        {
            Evaluation::Network
        }
        #[cfg(not(feature = "network"))]
        {
            Evaluation::Heuristic
        }
    }

    /// The search's settings with the network, once it is ready: three moves ahead at
    /// the fast level, four at the strong one, one more on a board with two empty cells
    /// or fewer (from 16384 it made a 32768 from 44 % of 700 paired boards, against 37 %
    /// without), the largest tile free to move, the network playing to the end: its
    /// later stage values the boards from 16384 on, and makes more 32768s from there
    /// than the heuristic search the levels once handed over to (`docs/solver-notes.md`).
    #[cfg(feature = "network")]
    pub(crate) fn network_config(self) -> SearchConfig {
        let ahead = match self {
            Strength::Fast => 2,
            Strength::Strong => 3,
        };
        SearchConfig {
            anchored: false,
            depth: DepthPolicy {
                less: 0,
                min: ahead,
                max: ahead,
                crowded: 2,
            },
            ..SearchConfig::DEFAULT
        }
    }

    /// The heuristic search's settings on the boards where a network's settings hand
    /// over to it ([`SearchConfig::handover`]; the levels' do not, the lab's may): the
    /// fast level's at both levels, since the strong level's deeper search made no more
    /// 32768s from the same 16384s at a tenth of the pace.
    #[cfg(feature = "network")]
    #[doc(hidden)]
    pub fn late_config(self) -> SearchConfig {
        Strength::Fast.config()
    }

    /// The tables of the heuristic's weights on those boards (`heuristic::LATE_WEIGHTS`).
    #[cfg(feature = "network")]
    #[doc(hidden)]
    pub fn late_tables(self) -> &'static Tables {
        super::tables::late_tables()
    }

    /// The search's settings.
    #[doc(hidden)]
    pub fn config(self) -> SearchConfig {
        match self {
            Strength::Fast => SearchConfig::DEFAULT,
            Strength::Strong => SearchConfig {
                depth: DepthPolicy {
                    less: 2,
                    min: 3,
                    max: 10,
                    crowded: 4,
                },
                cache_bits: 18,
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

    /// The room the tables of this level take, in bytes (their files', a little more).
    pub fn tables_bytes(self) -> u64 {
        self.layouts()
            .iter()
            .map(|l| 2 * l.positions() as u64)
            .sum()
    }

    /// The endgame tables this level plays with, and how they were made ready: each read
    /// back through `read` (a file's bytes by its name, none: there is none; a file
    /// larger than any table need not be read) when it decodes whole, else built and
    /// handed to `write` (which says whether it kept it). `step` hears of each table, of
    /// how many, as it is begun. Reading and writing files is the caller's.
    pub fn endgame_tables(
        self,
        read: impl Fn(&str, u64) -> Option<Vec<u8>>,
        write: impl Fn(&str, &[u8]) -> bool,
        step: &(dyn Fn(endgame::Step, usize) + Sync),
    ) -> (Endgame, TablesReport) {
        let layouts = self.layouts();
        // A table's file: a short header, then two bytes a position.
        let limit = layouts
            .iter()
            .map(|l| 2 * l.positions() as u64 + 4096)
            .max()
            .unwrap_or(0);
        let prepared = endgame::prepare(
            &layouts,
            |name| read(name, limit),
            write,
            |at| step(at, layouts.len()),
        );
        let report = TablesReport {
            tables: prepared.tables.len(),
            loaded: prepared.loaded,
            built: prepared.built,
            bytes: prepared.tables.iter().map(|t| 2 * t.entries().len()).sum(),
            seconds: prepared.seconds,
        };
        (self.endgame(prepared.tables), report)
    }
}

/// The tables played with: (free cells, exponent of the tile they build). With eight free
/// cells, a 64 or a 128 next to a block of the eight largest tiles: from 8192 and 16384
/// on, the last step before the block merges into the next largest tile.
const TABLES: [(u32, u8); 2] = [(8, 6), (8, 7)];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Bitboard;
    use crate::game::Board;

    #[test]
    fn the_tables_of_every_level_fit_in_512_mb() {
        for &strength in <Strength as strum::VariantArray>::VARIANTS {
            let layouts = strength.layouts();
            assert!(!layouts.is_empty(), "{strength:?}");
            let bytes: usize = layouts.iter().map(|l| 2 * l.positions()).sum();
            assert!(bytes <= 512 << 20, "{strength:?}: {bytes} bytes");
        }
    }

    #[test]
    fn the_strong_level_searches_deepest_where_the_game_is_decided() {
        let (fast, strong) = (Strength::Fast.config(), Strength::Strong.config());
        assert_eq!(fast, SearchConfig::DEFAULT);
        assert!(strong.cutoff <= fast.cutoff && strong.late_cutoff <= fast.late_cutoff);
        let bb = |rows: [[u64; 4]; 4]| {
            Bitboard::from_board(&Board::from_values(&rows).unwrap()).unwrap()
        };
        // An opening: three kinds, thirteen empty cells.
        let opening = bb([[2, 4, 8, 0], [0; 4], [0; 4], [0; 4]]);
        assert_eq!(
            (fast.depth.moves(opening), strong.depth.moves(opening)),
            (3, 4)
        );
        // A crowded late board: fourteen kinds, one empty cell.
        let late = bb([
            [16384, 8192, 4096, 2048],
            [64, 128, 256, 1024],
            [32, 16, 8, 512],
            [2, 4, 2, 0],
        ]);
        assert_eq!((fast.depth.moves(late), strong.depth.moves(late)), (8, 12));
    }

    #[cfg(feature = "network")]
    #[test]
    fn the_levels_look_three_and_four_moves_ahead_and_one_more_when_crowded() {
        let config = Strength::Fast.network_config();
        let strong = Strength::Strong.network_config();
        let bb = |rows: [[u64; 4]; 4]| {
            Bitboard::from_board(&Board::from_values(&rows).unwrap()).unwrap()
        };
        let opening = bb([[2, 4, 8, 0], [0; 4], [0; 4], [0; 4]]);
        let late = bb([
            [8192, 4096, 2048, 1024],
            [64, 128, 256, 512],
            [32, 16, 8, 4],
            [2, 4, 2, 0],
        ]);
        let roomy = bb([
            [8192, 4096, 2048, 1024],
            [64, 128, 256, 512],
            [32, 16, 0, 0],
            [2, 4, 2, 0],
        ]);
        let full = late.with_tile_in_empty(0, 1);
        assert_eq!(roomy.count_empty(), 3);
        assert_eq!(late.count_empty(), 1);
        for (board, fast, deep) in [(opening, 3, 4), (roomy, 3, 4), (late, 4, 5), (full, 4, 5)] {
            assert_eq!(config.depth.moves(board), fast);
            assert_eq!(strong.depth.moves(board), deep);
        }
        let two = roomy.with_tile_in_empty(0, 1);
        assert_eq!((two.count_empty(), config.depth.moves(two)), (2, 4));
        assert!(!config.anchored && !strong.anchored);
        // The network plays to the end: no hand-over, no board read downgraded.
        assert_eq!((config.handover, strong.handover), (16, 16));
        assert_eq!((config.downgrade, strong.downgrade), (16, 16));
        assert_eq!(Strength::Fast.late_config(), Strength::Fast.config());
        assert_eq!(Strength::Strong.late_config(), Strength::Fast.config());
    }
}
