//! The tuning knobs of the search, in one place. What each value was chosen against is in
//! `docs/solver-notes.md`.

use crate::ai::bitboard::Bitboard;
use crate::ai::cache;

/// How deep to search when no depth is forced, in chance levels after the move played
/// (so the number of moves searched is one more): the number of distinct tiles on the
/// board less `less`, kept within `min..=max`, and one more on boards with at most
/// `crowded` empty cells, where one wrong move loses and few spawns are possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DepthPolicy {
    pub less: u32,
    pub min: u32,
    pub max: u32,
    pub crowded: u32,
}

impl DepthPolicy {
    /// Three moves, then one more for each kind of tile from the ninth to the twelfth
    /// (seven moves with 2 to 4096 on the board), and one more on boards with at most
    /// four empty cells.
    pub const DEFAULT: DepthPolicy = DepthPolicy {
        less: 6,
        min: 2,
        max: 6,
        crowded: 4,
    };

    /// The most moves the policy searches, on any board.
    pub(crate) fn most_moves(self) -> u32 {
        self.max.max(self.min) + 2
    }

    /// The number of moves to search (the move played included) on `board`.
    pub(crate) fn moves(self, board: Bitboard) -> u32 {
        let levels = board
            .distinct_tiles()
            .saturating_sub(self.less)
            .clamp(self.min, self.max.max(self.min));
        levels + u32::from(board.count_empty() <= self.crowded) + 1
    }
}

impl Default for DepthPolicy {
    fn default() -> Self {
        DepthPolicy::DEFAULT
    }
}

/// Everything that tunes a [`super::Searcher`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    /// Chance nodes less likely than this to be reached are valued by the heuristic
    /// instead of being searched.
    pub cutoff: f32,
    /// The cut-off instead on boards holding at least `late_kinds` kinds of tiles, where
    /// the deeper searches of the depth policy would otherwise be cut short.
    pub late_cutoff: f32,
    /// The number of kinds of tiles from which `late_cutoff` applies.
    pub late_kinds: u32,
    /// Whether the largest tile is kept in its corner: when the board's largest tile is
    /// in a corner, moves that take it out are searched only when no move that keeps it
    /// is legal, at every move node of the search.
    pub anchored: bool,
    /// With `anchored`, the most tiles kept in place: when the largest tiles make a
    /// regular block in the corner ([`super::Anchor::block`]), up to this many of them
    /// are kept, not only the largest. 1 keeps the largest tile alone.
    pub block: u32,
    /// How deep to search when no depth is forced.
    pub depth: DepthPolicy,
    /// Whether the cache is kept from one decision to the next (it is always cleared by
    /// `new_game`). A cached value is only reused when it was searched at least as deep.
    pub keep_cache: bool,
    /// Whether boards are mirrored before the search so that their largest tile is in
    /// the top-left quarter, where a heuristic that values lines from their first cell
    /// wants it. It should match the tables' heuristic ([`crate::ai::tables::Tables::oriented`]).
    pub oriented: bool,
    /// log2 of the number of entries of the cache.
    pub cache_bits: u32,
    /// A cached value searched at probability `p` serves boards up to `p · 2^cache_slack`
    /// likely (one searched as an unlikely board was pruned more than a likely one would
    /// be); 255 reuses values whatever the probability.
    pub cache_slack: u32,
    /// With endgame tables, the move of a table that applies is played when its chance
    /// of reaching its goal is at least this.
    pub table_min: f32,
    /// With a network, boards holding a tile of `2^handover` or more are searched with
    /// the heuristic instead ([`super::Searcher::set_heuristic`]'s settings); 16: never.
    pub handover: u8,
    /// With `handover`, on boards whose largest tile is `2^handover` the hand-over waits
    /// for a second tile of `2^handover_with` or more; 0: it does not wait.
    pub handover_with: u8,
    /// With a network, boards whose largest tile is `2^downgrade` or more are valued with
    /// their tiles downgraded ([`Bitboard::downgraded`]); 16: never.
    pub downgrade: u8,
}

impl SearchConfig {
    /// The settings every player uses.
    pub const DEFAULT: SearchConfig = SearchConfig {
        cutoff: 1e-3,
        late_cutoff: 7e-4,
        late_kinds: 10,
        anchored: true,
        block: 1,
        depth: DepthPolicy::DEFAULT,
        keep_cache: true,
        oriented: true,
        cache_bits: cache::BITS,
        cache_slack: cache::SLACK,
        table_min: 0.0,
        handover: 16,
        handover_with: 0,
        downgrade: 16,
    };

    /// Whether a network's search hands over to the heuristic at some tile
    /// ([`SearchConfig::handover`] below 16).
    pub const fn hands_over(&self) -> bool {
        self.handover < 16
    }
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig::DEFAULT
    }
}
