//! Expectimax on the 4×4 bitboard.
//!
//! Move nodes take the best of the legal slides; chance nodes average over every empty
//! cell receiving a 2 (0.9) or a 4 (0.1). A chance node less likely to be reached than the
//! cut-off is valued by the heuristic ([`evaluate`]: the tabled values of its rows and
//! columns) instead of being searched: it barely moves the average, and pruning it is most
//! of the speed. Boards with many kinds of tiles get a lower cut-off.
//!
//! How deep: a [`DepthPolicy`] counts the kinds of tiles and the empty cells; a forced
//! depth overrides it. The cache ([`crate::ai::cache`]) maps a board and its depth left to
//! its value. A searcher may keep it from one move to the next, since much of the tree
//! searched for a move is searched again for the next (`bench`'s games do); the game's
//! [`crate::ai::Solver`] and the review clear it before each position ([`Searcher::new_game`]),
//! so that a board always gets the same move.
//!
//! The corner game: before the search each board is mirrored so that its largest tile is
//! in the top-left quarter ([`anchor::orient`]), where the oriented heuristic wants it, and
//! the move found is mirrored back. When the largest tile sits in a corner, move nodes
//! search only the moves that keep it there, unless none is legal ([`Anchor`]); that halves
//! the search.
//!
//! Vertical slides are searched transposed: a board and its transpose have the same value,
//! so no transposing back is needed, and the anchor counts the corner and its mirror
//! across the diagonal alike.
//!
//! Most of the time goes to the last level: valuing every board one move after every
//! possible new tile. [`leaves`] values those boards from the four slides of the board
//! before the tile (a new tile changes one line of each slide), and a move node asks the
//! cache about its four slides together so that their waits on memory overlap.
//!
//! Every knob is a field of [`SearchConfig`]; what each value was measured against is in
//! `docs/solver-notes.md`.

mod anchor;
mod config;
mod leaves;
mod value;

#[cfg(test)]
mod agreement;
#[cfg(test)]
mod tests;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::game::Dir;

use super::bitboard::Bitboard;
use super::cache::Cache;
use super::endgame::Endgame;
#[cfg(feature = "network")]
use super::ntuple::Network;
use super::tables::{Tables, tables};

pub(crate) use anchor::Anchor;
use anchor::{orient, to_search};
pub use config::{DepthPolicy, SearchConfig};
use leaves::Leaves;
pub(crate) use value::evaluate;

/// Without the `network` feature no searcher has a network: a type with no values stands
/// in for one, so that the search is written once.
#[cfg(not(feature = "network"))]
enum Network {}

#[cfg(not(feature = "network"))]
impl Network {
    fn value(&self, _: Bitboard) -> f32 {
        match *self {}
    }
}

/// The probability of a new tile being a 2.
const P2: f32 = 0.9;
/// The probability of a new tile being a 4.
const P4: f32 = 0.1;

/// A searcher: the tables and a transposition cache kept between calls so it is
/// allocated once per thread.
pub struct Searcher {
    tables: &'static Tables,
    cache: Cache,
    config: SearchConfig,
    /// Endgame tables, whose move is played where one applies.
    endgame: Option<Arc<Endgame>>,
    /// A learned evaluation instead of the heuristic: the search then maximises the
    /// points a move scores plus the expected value of what follows.
    #[cfg(feature = "network")]
    network: Option<Arc<Network>>,
    /// With a network, the settings of a search with the heuristic, on the boards where
    /// the network's settings hand over to it.
    #[cfg(feature = "network")]
    heuristic: SearchConfig,
    /// The tables (their heuristic's weights) of that search; while it plays, the
    /// searcher's own, which it goes back to.
    #[cfg(feature = "network")]
    heuristic_tables: &'static Tables,
    /// The network's settings while the search has handed over to the heuristic.
    #[cfg(feature = "network")]
    handed: Option<SearchConfig>,
    /// The cut-off of the search under way: `cutoff` or `late_cutoff`.
    cut: f32,
    /// The anchor of the search under way (when `anchored`).
    anchor: Option<Anchor>,
    /// Set, the search under way is given up: its values are no longer worked out, and
    /// its move is of no use (a bench stopped by Ctrl-C).
    stop: Option<Arc<AtomicBool>>,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(tables())
    }
}

impl Searcher {
    /// A searcher using the given tables (other tables serve to try other weights), with
    /// the default settings; boards are mirrored when the tables' heuristic wants it.
    pub(crate) fn new(tables: &'static Tables) -> Searcher {
        let config = SearchConfig {
            oriented: tables.oriented,
            ..SearchConfig::DEFAULT
        };
        Searcher::with_config(tables, config)
    }

    /// A searcher using the given tables and settings.
    pub fn with_config(tables: &'static Tables, config: SearchConfig) -> Searcher {
        let mut cache = Cache::with_bits(config.cache_bits);
        cache.slack = config.cache_slack;
        Searcher {
            tables,
            cache,
            config,
            cut: config.cutoff,
            anchor: None,
            stop: None,
            endgame: None,
            #[cfg(feature = "network")]
            network: None,
            #[cfg(feature = "network")]
            heuristic: SearchConfig::DEFAULT,
            #[cfg(feature = "network")]
            heuristic_tables: tables,
            #[cfg(feature = "network")]
            handed: None,
        }
    }

    /// The settings of the searcher.
    #[cfg(test)]
    pub(crate) fn config(&self) -> &SearchConfig {
        &self.config
    }

    /// Changes the settings. The cache is kept unless its size changes.
    pub(crate) fn set_config(&mut self, config: SearchConfig) {
        if config.cache_bits != self.config.cache_bits {
            self.cache = Cache::with_bits(config.cache_bits);
        }
        self.cache.slack = config.cache_slack;
        self.config = config;
    }

    /// Gives up every search once `stop` is set (none: never): the move it answers then
    /// is of no use, and the game it was for is to be left.
    pub(crate) fn set_stop(&mut self, stop: Option<Arc<AtomicBool>>) {
        self.stop = stop;
    }

    /// Whether the search under way is to be given up.
    #[inline]
    fn stopped(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
    }

    /// Gives the searcher endgame tables (or takes them away).
    pub fn set_endgame(&mut self, endgame: Option<Arc<Endgame>>) {
        self.endgame = endgame;
    }

    /// Values boards with a network instead of the heuristic (or goes back to it).
    #[cfg(feature = "network")]
    pub fn set_network(&mut self, network: Option<Arc<Network>>) {
        if self.network.as_ref().map(Arc::as_ptr) != network.as_ref().map(Arc::as_ptr) {
            self.cache.next_generation();
        }
        if let Some(own) = self.handed.take() {
            self.set_config(own);
            std::mem::swap(&mut self.tables, &mut self.heuristic_tables);
            self.cache.next_generation();
        }
        self.network = network;
    }

    /// The settings of a search with the heuristic, and the tables of its weights, where
    /// a network's settings hand over to it ([`SearchConfig::handover`]).
    #[cfg(feature = "network")]
    pub fn set_heuristic(&mut self, config: SearchConfig, tables: &'static Tables) {
        self.heuristic = config;
        match self.handed {
            Some(_) => {
                self.set_config(config);
                self.tables = tables;
            }
            None => self.heuristic_tables = tables,
        }
    }

    /// Goes over to the heuristic on a board from which the network's settings hand over
    /// to it (a tile of `2^handover` with a second of `2^handover_with` beside it, or a
    /// larger tile), and back on one before (a new game); each way, the cache starts
    /// afresh.
    #[cfg(feature = "network")]
    fn hand_over(&mut self, board: Bitboard) {
        let own = self.handed.unwrap_or(self.config);
        let max = board.max_exponent();
        let late = self.network.is_some()
            && own.hands_over()
            && max >= own.handover
            && (max > own.handover || board.second_exponent() >= own.handover_with);
        match (late, self.handed) {
            (true, None) => {
                self.handed = Some(self.config);
                self.set_config(self.heuristic);
                std::mem::swap(&mut self.tables, &mut self.heuristic_tables);
                self.cache.next_generation();
            }
            (false, Some(own)) => {
                self.handed = None;
                self.set_config(own);
                std::mem::swap(&mut self.tables, &mut self.heuristic_tables);
                self.cache.next_generation();
            }
            _ => {}
        }
    }

    /// The network the searcher values boards with, if any.
    #[inline]
    fn network(&self) -> Option<&Network> {
        #[cfg(feature = "network")]
        return match self.handed {
            Some(_) => None,
            None => self.network.as_deref(),
        };
        #[cfg(not(feature = "network"))]
        None
    }

    /// The value of a board at the end of the search.
    #[inline]
    fn leaf(&self, board: Bitboard) -> f32 {
        match self.network() {
            Some(network) => self.network_value(network, board),
            None => evaluate(board, self.tables),
        }
    }

    /// The network's value of a board, its tiles downgraded ([`Bitboard::downgraded`])
    /// from [`SearchConfig::downgrade`] on.
    #[inline]
    fn network_value(&self, network: &Network, board: Bitboard) -> f32 {
        if self.config.downgrade < 16 {
            network.value(board.downgraded(self.config.downgrade))
        } else {
            network.value(board)
        }
    }

    /// Forgets what earlier searches found, so that the decisions of a game depend only
    /// on the game.
    pub fn new_game(&mut self) {
        self.cache.next_generation();
    }

    /// The best move and its expected value, searching `depth` moves deep (adaptive when
    /// `None`). `None` when no move is legal.
    pub fn best_move(&mut self, board: Bitboard, depth: Option<u32>) -> Option<(Dir, f32)> {
        #[cfg(feature = "network")]
        self.hand_over(board);
        if let Some(played) = self.table_move(board) {
            return Some(played);
        }
        if !self.config.oriented {
            return self.search(board, depth);
        }
        let (mirrored, h, v) = orient(board);
        let (dir, value) = self.search(mirrored, depth)?;
        Some((unmirror(dir, h, v), value))
    }

    /// The move of an endgame table that applies to `board`, and its chance of the
    /// table's goal.
    fn table_move(&self, board: Bitboard) -> Option<(Dir, f32)> {
        let (dir, prob) = self.endgame.as_ref()?.best_move(board)?;
        (prob > 0.0 && prob >= self.config.table_min).then_some((dir, prob))
    }

    /// The move [`Searcher::best_move`] plays on `board` (`None` when no move is legal),
    /// and the value of every legal move there in the order of `Dir::ALL`, as that search
    /// values it at its root: the points the move scores (with a network) and the
    /// expected value of what follows, searched as deep. The moves the search leaves out
    /// (those that take the largest tile out of its corner) are valued the same way
    /// after it, without changing its move. Where an endgame table plays, its move is the
    /// one played and the search values the moves.
    pub(crate) fn move_values(
        &mut self,
        board: Bitboard,
        depth: Option<u32>,
    ) -> (Option<Dir>, Vec<(Dir, f32)>) {
        #[cfg(feature = "network")]
        self.hand_over(board);
        let table = self.table_move(board).map(|(dir, _)| dir);
        let (mirrored, h, v) = if self.config.oriented {
            orient(board)
        } else {
            (board, false, false)
        };
        let (values, searched) = self.root(mirrored, depth, true);
        let pick = table.or_else(|| best_of(values, searched).map(|(d, _)| unmirror(d, h, v)));
        let mut valued: Vec<(Dir, f32)> = Dir::ALL
            .into_iter()
            .zip(values)
            .filter_map(|(d, value)| Some((unmirror(d, h, v), value?)))
            .collect();
        valued.sort_by_key(|&(d, _)| d as usize);
        (pick, valued)
    }

    /// [`Searcher::best_move`] on the board as it is.
    fn search(&mut self, board: Bitboard, depth: Option<u32>) -> Option<(Dir, f32)> {
        let (values, searched) = self.root(board, depth, false);
        best_of(values, searched)
    }

    /// The value of each move at the root of a search of `board` `depth` moves deep
    /// (adaptive when `None`), in the order of `Dir::ALL` (none for a move that is not
    /// legal, or that the search leaves out unless `all`), and whether the search itself
    /// searched it. The moves it left out are valued after those it searched.
    fn root(
        &mut self,
        board: Bitboard,
        depth: Option<u32>,
        all: bool,
    ) -> ([Option<f32>; 4], [bool; 4]) {
        let c = self.config;
        let depth = depth.unwrap_or_else(|| c.depth.moves(board)).max(1);
        self.cut = if board.distinct_tiles() >= c.late_kinds {
            c.late_cutoff
        } else {
            c.cutoff
        };
        let anchor = if !c.anchored {
            None
        } else if c.block > 1 {
            Anchor::block(board, c.block)
        } else {
            Anchor::of(board)
        };
        if !c.keep_cache || !self.cache.is_ready() || anchor != self.anchor {
            self.cache.next_generation();
        }
        self.anchor = anchor;
        let t = self.tables;
        let tr = board.transpose();
        let moved = Dir::ALL.map(|dir| board.slide_with(tr, dir, t));
        let legal = moved.map(|m| m != board);
        let search = to_search(anchor, moved, legal);
        let gains = self.gains(board, tr);
        let mut values = [None; 4];
        let wanted = if all { legal } else { search };
        let order = (0..4).filter(|&k| search[k]).chain((0..4).filter(|&k| !search[k]));
        for k in order {
            if !wanted[k] {
                continue;
            }
            let gain = match Dir::ALL[k] {
                Dir::Left | Dir::Right => gains[0],
                Dir::Up | Dir::Down => gains[1],
            };
            values[k] = Some(gain + self.chance(moved[k], 1.0, depth - 1));
        }
        (values, search)
    }

    /// The expected value of a board about to receive a tile, with `left` moves still to
    /// search.
    fn chance(&mut self, board: Bitboard, prob: f32, left: u32) -> f32 {
        if left == 0 || prob < self.cut {
            return self.leaf(board);
        }
        if let Some(value) = self.cache.get(board.0, left, prob) {
            return value;
        }
        self.expand(board, prob, left)
    }

    /// The expected value of a board about to receive a tile, searched `left` moves deep
    /// at probability `prob` (at least the cut-off) and not found in the cache.
    fn expand(&mut self, board: Bitboard, prob: f32, left: u32) -> f32 {
        // A search given up ends within a few thousand nodes, whatever its depth. Its
        // values are of no use: the game it was for is left, and the next game's search
        // starts the cache afresh.
        if left >= 2 && self.stopped() {
            return 0.0;
        }
        let t = self.tables;
        let mut empty = board.empty_mask();
        let n = empty.count_ones();
        if n == 0 {
            return self.leaf(board);
        }
        let each = prob / n as f32;
        // Whether the boards after a 2 (and a 4) are valued one move on without searching.
        let last2 = left == 1 || each * P2 < self.cut;
        let last4 = left == 1 || each * P4 < self.cut;
        let leaves = (self.network().is_none() && (last2 || last4))
            .then(|| Leaves::new(board, t, self.anchor));
        let mut total = 0.0f32;
        while empty != 0 {
            let bit = empty & empty.wrapping_neg();
            empty ^= bit;
            let cell = bit.trailing_zeros() as usize / 4;
            total += P2
                * match &leaves {
                    Some(leaves) if last2 => leaves.best(cell, 1, t),
                    _ if last2 => self.best_leaf(Bitboard(board.0 | bit)),
                    _ => self.max_node(Bitboard(board.0 | bit), each * P2, left - 1),
                };
            total += P4
                * match &leaves {
                    Some(leaves) if last4 => leaves.best(cell, 2, t),
                    _ if last4 => self.best_leaf(Bitboard(board.0 | bit << 1)),
                    _ => self.max_node(Bitboard(board.0 | bit << 1), each * P4, left - 1),
                };
        }
        let value = total / n as f32;
        self.cache.put(board.0, left, prob, value);
        value
    }

    /// The value of the best move from a board (0 when no move is left: a lost game)
    /// whose slides are searched `left` moves deep at probability `prob` (`left` at least
    /// 1 and `prob` at least the cut-off: `expand` values shallower boards itself).
    /// Vertical slides are searched transposed, which saves transposing them back. Kept
    /// out of `expand`: inlined there, the search was slower.
    #[inline(never)]
    fn max_node(&mut self, board: Bitboard, prob: f32, left: u32) -> f32 {
        let t = self.tables;
        let tr = board.transpose();
        let lines = [board, board, tr, tr];
        let moved = [
            board.map_rows(&t.left),
            board.map_rows(&t.right),
            tr.map_rows(&t.left),
            tr.map_rows(&t.right),
        ];
        // The moves to search are looked up in the cache together, so that the waits on
        // memory overlap, then those not found are searched.
        let search = to_search(
            self.anchor,
            moved,
            [0, 1, 2, 3].map(|k| moved[k] != lines[k]),
        );
        let found = [0, 1, 2, 3].map(|k| {
            if search[k] {
                self.cache.get(moved[k].0, left, prob)
            } else {
                None
            }
        });
        let gains = self.gains(board, tr);
        let mut best = self.floor();
        for k in 0..4 {
            if search[k] {
                let value = match found[k] {
                    Some(value) => value,
                    None => self.expand(moved[k], prob, left),
                };
                best = best.max(gains[k / 2] + value);
            }
        }
        lost_is_zero(best)
    }

    /// Where the best of a move node's values starts: a network's values may be below
    /// 0, the value of a lost game; the heuristic's are not.
    #[inline]
    fn floor(&self) -> f32 {
        if self.network().is_some() {
            f32::NEG_INFINITY
        } else {
            0.0
        }
    }

    /// The points the horizontal slides of `board` score, and the vertical ones (its
    /// transpose `tr`'s); none with the heuristic, which values boards alone.
    #[inline]
    fn gains(&self, board: Bitboard, tr: Bitboard) -> [f32; 2] {
        if self.network().is_none() {
            return [0.0; 2];
        }
        let t = self.tables;
        let gain = |b: Bitboard| (0..4).map(|r| t.gain[usize::from(b.row(r))]).sum::<u32>();
        [gain(board) as f32, gain(tr) as f32]
    }

    /// The value of the best move from a board valued by the network one move on (0 when
    /// no move is left): the last level of a search with a network.
    fn best_leaf(&self, board: Bitboard) -> f32 {
        let Some(network) = self.network() else {
            return 0.0;
        };
        let t = self.tables;
        let tr = board.transpose();
        let lines = [board, board, tr, tr];
        let moved = [
            board.map_rows(&t.left),
            board.map_rows(&t.right),
            tr.map_rows(&t.left),
            tr.map_rows(&t.right),
        ];
        let search = to_search(
            self.anchor,
            moved,
            [0, 1, 2, 3].map(|k| moved[k] != lines[k]),
        );
        let gains = self.gains(board, tr);
        let mut best = f32::NEG_INFINITY;
        for k in 0..4 {
            if search[k] {
                best = best.max(gains[k / 2] + self.network_value(network, moved[k]));
            }
        }
        lost_is_zero(best)
    }
}

/// The first move of the highest value among those searched (`values` in the order of
/// `Dir::ALL`).
fn best_of(values: [Option<f32>; 4], searched: [bool; 4]) -> Option<(Dir, f32)> {
    let mut best: Option<(Dir, f32)> = None;
    for (k, dir) in Dir::ALL.into_iter().enumerate() {
        if let (true, Some(value)) = (searched[k], values[k])
            && best.is_none_or(|(_, b)| value > b)
        {
            best = Some((dir, value));
        }
    }
    best
}

/// A move found on a board mirrored left to right (`h`) and top to bottom (`v`), on the
/// board as it was.
fn unmirror(dir: Dir, h: bool, v: bool) -> Dir {
    match dir {
        Dir::Left | Dir::Right if h => dir.opposite(),
        Dir::Up | Dir::Down if v => dir.opposite(),
        _ => dir,
    }
}

/// A move node's best value, 0 when no move was legal.
#[inline]
fn lost_is_zero(best: f32) -> f32 {
    if best == f32::NEG_INFINITY { 0.0 } else { best }
}
