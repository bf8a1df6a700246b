//! Expectimax on the 4×4 bitboard. Move nodes take the best of the legal slides; chance
//! nodes average over every empty cell receiving a 2 (0.9) or a 4 (0.1). Branches whose
//! probability falls under [`PROB_CUTOFF`] are scored by the heuristic instead of being
//! searched: they barely move the average, and pruning them is most of the speed. The
//! cache is kept from one move of a game to the next: much of the tree searched for a move
//! is searched again for the next.
//!
//! Most of the time goes to the last level: valuing every board one move after every
//! possible new tile. `Leaves` values those boards from the slides of the board before
//! the tile, and the cache is asked about the four slides of a move node together so that
//! their waits on memory overlap. On the positions of two recorded games
//! (`examples/speed.rs`) the two took a search from 6.6–6.9 s to 4.8–5.0 s; in `cargo
//! bench --bench solver -- game/`, the opening from 144–160 ms to 111–114 ms, the end
//! (crowded boards, few new tiles to value) from 145–201 ms to 151–178 ms. Asking the
//! cache about all the grandchildren of a chance node before searching any was slower
//! (7.7–8.0 s), and so was letting `max_node` be inlined into `expand` (5.1–5.7 s).
//!
//! Tried and measured against the default of the time, which searched at most five moves
//! (100 games from seed 1001, 2 threads: 8192 in 84 % of games, 16384 in 36 %, 2,528 moves
//! a second), none kept:
//! - iterative deepening within a budget of chance nodes per move, so that crowded boards
//!   go deeper, with a 4 searched one move less deep than a 2: 3,000 nodes 85 % / 39 % at
//!   1,598 moves/s; with the 4s of the last level also left out: 3,000 nodes 79 % / 30 %
//!   at 2,394, 5,000 nodes 83 % / 41 % at 1,376. No stronger for their cost;
//! - this depth policy with a 4 searched one move less deep: 56 % / 12 % at 3,361 moves/s
//!   (and with one more move from eleven kinds of tiles: 70 % / 16 % at 2,545);
//! - a 4 kept searching as long as a 2 (its probability not counted for the cut-off):
//!   79 % / 31 % at 735 moves/s;
//! - a lost game valued far below any living board (−10⁷, −10⁸) instead of 0: 75 % / 19 %,
//!   66 % / 12 %: the fear of an unlikely loss costs more than it saves;
//! - the heuristic's lost-game constant at 100,000 or 400,000 (67 % / 28 %, 79 % / 34 %)
//!   and its sum weight at 5.5 or 22 (69 % / 12 %, 82 % / 33 %);
//! - one more move on boards with five empty cells, not only four: 79 % / 24 % at 2,065;
//!   a cache of 2²¹ entries instead of 2¹⁸: 86 % / 33 % at 2,022;
//! - five moves from eleven kinds of tiles: 85 % / 43 % at 1,971 moves/s (from seed 1:
//!   85 % / 41 % at 1,997, against 83 % / 29 %): stronger, but under 2,000 moves a second
//!   before the faster last level; with the cut-off at 2e-3 to pay for it: 85 % / 40 % at
//!   2,311 (seed 1: 82 % / 31 %). With the faster last level it is 81 % / 37 % at 2,641,
//!   and six moves from twelve kinds (the default before the anchor) 82 % / 42 % at 2,441 (seed 1: 81 % /
//!   43 % at 2,229);
//! - on top of that, another move on boards with at most two empty cells (two more than
//!   on open boards): over three times slower (stopped after 9 minutes, against 3).
//!
//! Measured against the default before the anchor (100 games from seed 1001: 92 % / 44 %
//! at 2,191 moves a second), none kept:
//! - four moves at least on every board (`DepthPolicy::min` 3): 88 % / 53 % at 676 moves
//!   a second: a third of the speed for nine points at 16384;
//! - line values learned by TD(0) from 257,000 games of one-move-ahead self-play (edge
//!   and inner lines apart, the points already scored added): alone, 8192 in 1 game of
//!   20; added to the heuristic at a tenth of its scale, 84 % / 42 % at 2,201;
//! - edge and inner lines valued apart (a table for each line of the board): big tiles in
//!   inner lines costing 11·Σe^3.5 more, 75 % / 33 %; 40·Σe^3.5, 45 % / 3 %; −4·Σe^3.5,
//!   85 % / 50 %; a pull towards one corner (γ·λ^(r+c)·e^3.5 per cell, λ ½), γ 10: 87 % /
//!   46 % at 2,071 moves a second, γ 40: 82 % / 45 %;
//! - right slides as mirrored left slides (a 128 KB table fewer in the processor's
//!   caches): a fifth slower, the last level is bound by its arithmetic, not by memory;
//!   valuing only the columns a new tile changes (a loop over the changed cells): 15–40 %
//!   slower;
//! - deepening close calls only: one move deeper picks another move in 19 % of
//!   positions; the two best moves are within 0.1 % of each other in 48 % of positions,
//!   which hold 81 % of those; searching them a move deeper costs 2.5 times the search.
//!
//! The present default keeps the largest tile in its corner ([`ANCHORED`]): when the
//! board's largest tile is in a corner, a move that takes it out is searched only when no
//! other move is legal, at every move node. That halves the search (`examples/speed.rs`:
//! 8.0 s → 4.0 s), and the time saved buys a move more from nine kinds of tiles on and
//! another from twelve ([`DEPTH`]), and the plain cut-off on every board
//! ([`LATE_CUTOFF`]). Over 100 games each (2 threads), with the default before it in
//! brackets:
//! - seed 1001: 8192 in 92 % of games, 16384 in 70 %, at 2,147 moves a second (92 % /
//!   44 % at 2,191);
//! - seed 1: 89 % / 69 % at 2,154 (81 % / 43 % at 2,220);
//! - seed 5001: 90 % / 56 % at 2,181 (77 % / 37 % at 2,135);
//! - seed 7001: 91 % / 65 % at 2,091 (85 % / 45 % at 2,116);
//! - seed 9001 (`tui2048 bench`): 87 % / 62 % at 1,997, 2048 in 98 %.
//!
//! Without the move from twelve kinds: 93 % / 60 % at 2,163, 89 % / 55 % at 2,114, 90 %
//! / 61 % at 2,228, 93 % / 65 % at 2,128.
//!
//! Settings around it, measured with the anchor over 100 games from seed 1001, none kept:
//! - the default depth of the time (one kind later), one more move on boards with six
//!   empty cells: 83 % / 42 % at 3,539 moves a second;
//! - four moves on every board (`DepthPolicy::min` 3) and the late cut-off at 5e-4 from
//!   eleven kinds: 90 % / 50 % at 1,541 (from seed 1: 91 % / 55 % at 1,524); with the
//!   cut-off under eleven kinds at 2e-3 as well: 84 % / 57 % at 1,927;
//! - the present depth with the late cut-off at 5e-4 from eleven kinds: 90 % / 63 % at
//!   1,603; with the cut-off under eleven kinds at 2e-3 as well: 81 % / 48 % at 2,323;
//!   with the late cut-off and the extra move only from three empty cells: 83 % / 49 %
//!   at 2,284.
//!
//! The heuristic now wants lines to fall away from the top and the left edges
//! ([`crate::ai::heuristic::Weights::oriented`]): each board is mirrored before the search
//! so that its largest tile is in the top-left quarter ([`Searcher::oriented`]), and only a
//! line's rises towards its last cell cost, where the symmetric heuristic charged the
//! smaller of its rises and its falls. Over 400 games (seeds 1, 1001, 5001, 7001; 100
//! each, 2 threads):
//! - symmetric (the default before): 8192 in 90.5 % of games, 16384 in 65 %, 32768 in
//!   1.5 %, mean score about 270,000, at 2,091–2,181 moves a second;
//! - oriented, monotonicity weight 47: 91.25 % / 67.5 % / 4 %, about 284,600, at
//!   2,020–2,128;
//! - oriented, weight 24 (the default): 92.75 % / 66.5 % / 3.5 %, about 285,500, at
//!   2,033–2,379;
//! - the same from seed 9001, a seed not used for any choice (`tui2048 bench`): 95 % /
//!   68 % / 2 %, 2048 in 99 %, mean score 285,099, at 2,466 (the default before it: 87 %
//!   / 62 % / 7 %, 264,789, at 1,997);
//! - from seeds 1001 and 1 only: weight 12, 89 / 68 % and 91 / 64 % at 2,374–2,495;
//!   weight 94, 89 / 53 % and 82 / 44 %; weight 24 with a move more from thirteen kinds
//!   (`DepthPolicy::max` 7), 94 / 65 % and 91 / 66 %.
//!
//! On top of it, the default values an empty cell twice as much (540), searches boards of
//! ten kinds of tiles and more to a cut-off of 7e-4 ([`LATE_CUTOFF`]), and keeps a cache of
//! 2¹⁵ entries instead of 2¹⁸ (`cache::BITS`), whose speed pays for the cut-off. Over
//! 100 games each (2 threads; 8192 / 16384 / 32768, with the oriented default before it in
//! brackets):
//! - seed 1001: 95 / 71 / 6 %, mean score 307,893, at 2,201 moves a second (94 / 65 / 3 %);
//! - seed 1: 92 / 75 / 7 %, 307,960, at 2,252 (91 / 67 / 4 %);
//! - seed 11001 (`tui2048 bench`, used for no choice): 91 / 65 / 5 %, 284,306, at 2,179
//!   moves a second, 2048 in 99 % (98 / 65 / 4 %, 290,383, 2048 in 100 %);
//! - seeds 5001 and 7001 (not used to choose these settings): 97 / 75 / 11 %, 322,128,
//!   and 98 / 80 / 10 %, 326,163 (91 / 65 / 5 % and 95 / 69 / 2 %);
//! - over the 500 games: 94.6 % / 73.2 % / 7.8 %, mean score about 310,000 (93.8 % /
//!   66.2 % / 3.6 %).
//!
//! On the way there, seeds 1001 and 1 (8192 / 16384):
//! - the empty-cell weight at 540 alone: 98 / 67 % and 92 / 66 % (seeds 5001, 7001 and
//!   9001: 95 / 65 %, 96 / 72 %, 93 / 67 %; over the 500 games 94.8 % / 67.4 %, against
//!   93.2 % / 66.8 %), at 2,375–2,551 moves a second;
//! - with it, the cut-off at 7e-4 on every board (cache 2¹⁸): 97 / 73 % and 94 / 73 % at
//!   1,889–1,901 moves a second; from ten kinds, 93 / 74 % and 97 / 75 % at 1,921–2,026;
//!   from eleven kinds, 95 / 66 % (seed 1001); on boards of ten kinds only, 92 / 59 %;
//!   8e-4 from ten kinds, 94 / 68 % at 1,890 (seed 1001); 7e-4 from ten kinds and 1.5e-3
//!   under ten, 96 / 65 % and 95 / 73 % at 2,151–2,364. Stronger play makes longer games,
//!   with more of the costly crowded boards, so the moves a second of a setting fall with
//!   its strength as well as with its cost;
//! - with the empty-cell weight at 540, the merge weight at 1,400: 96 / 66 % and 93 / 63 %;
//!   the sum weight at 22: 94 / 65 % and 94 / 72 %;
//! - the lines through the largest tile's corner (the first row and the first column)
//!   valued apart, at 2¹⁸: their monotonicity weight doubled, 92 / 57 % (seed 1001); their
//!   sum weight halved, drawing big tiles to them, 92 / 63 %.
//!
//! Measured before it, with the board mirrored the same way (seed 1001), none kept: a
//! corner heuristic after the one of macroxue/2048-ai, in which tiles weigh `e·2^e`, a
//! falling pair of neighbours adds both weights, a rising pair costs twelve times the
//! rise, equal neighbours add one weight more, empty cells count for nothing and a lost
//! game is worth −2·max(2^17, e·2^e) of the largest tile: 94 % / 59 % at 2,151 moves a
//! second; with the lost game at −8·: 93 % / 56 %; rises costing four times: 96 % / 54 %
//! at 2,452; added to the symmetric heuristic at a tenth or at its own scale: 86 % / 61 %,
//! 91 % / 59 %; used until 8192 only, the symmetric heuristic after: 94 % / 51 % (seed 1:
//! 94 % / 73 %). It reaches 8192 more often, 16384 no more.
//!
//! An earlier form of the anchor, which missed that vertical slides are searched
//! transposed, gave at the default depth of the time 80 % / 38 % at 3,990 moves a second,
//! and was no stronger than that default at the settings fast enough.
//!
//! Where the time went before the anchor (`examples/phases.rs`): boards with 7 to 9 kinds
//! of tiles were about 70 % of the moves and took 0.2–0.3 ms each; boards with 10 to 12
//! kinds were about 15 % of the moves and half the time (0.9–3.9 ms each).

use crate::game::Dir;

use super::bitboard::Bitboard;
use super::cache::Cache;
use super::tables::{Tables, tables};

/// Below this probability of being reached, a chance node is not expanded. Ten times the
/// usual 1e-4: at the modest depths searched here it mostly drops the unlikely 4s deep in
/// the tree. Over 100 seeded games, 1e-2 was twice as fast but reached 8192 in 53 % of
/// games instead of 66 %.
pub const PROB_CUTOFF: f32 = 1e-3;

/// The cut-off on boards holding at least [`LATE_KINDS`] kinds of tiles (2 to 1024 and
/// more), where the deeper searches of the depth policy would otherwise be cut short. With
/// the oriented heuristic and a cache small enough to be fast (`cache::BITS`),
/// 7e-4 from ten kinds is the strongest setting measured above 2,000 moves a second (see
/// the notes at the top). The figures that follow are older: over
/// 100 games from seed 1001 it raised the games reaching 8192 from 82 % to 92 % (16384:
/// 42 % to 44 %) for a tenth fewer moves a second; from seed 1 it changed nothing
/// (81 % / 43 %), from seed 5001 it gave 77 % / 37 % against 83 % / 32 %. Over the 300
/// games: 8192 83 % against 82 %, 16384 41 % against 39 %, mean score 4 % higher, all
/// within the noise. 2.5e-4 from eleven kinds: 83 % / 44 % from seed 1, at 2,029 moves/s;
/// 2.5e-4 from twelve kinds: 82 % / 42 % from seed 1001. With the anchor and the
/// symmetric heuristic it was the plain cut-off: with six moves at most, 5e-4 from eleven
/// kinds reached 8192 in 90 % of 100 games and 16384 in 63 % at 1,603 moves a second
/// (seed 1001), against 93 % / 60 % at 2,163 without it.
pub const LATE_CUTOFF: f32 = 7e-4;

/// Whether the search keeps the largest tile in its corner: when the board's largest tile
/// is in a corner, moves that take it out are searched only when no move that keeps it
/// is legal, at every move node of the search. It halves the search, and the time saved
/// buys depth (see [`DEPTH`] and the notes at the top).
pub const ANCHORED: bool = true;

/// The number of kinds of tiles from which [`LATE_CUTOFF`] applies.
pub const LATE_KINDS: u32 = 10;

/// A cached value searched at probability `p` serves boards up to `p · 2^CACHE_SLACK`
/// likely (one searched as an unlikely board was pruned more than a likely one would be);
/// 255 reuses values whatever the probability.
pub const CACHE_SLACK: u32 = super::cache::SLACK;

/// The probability of a new tile being a 2.
const P2: f32 = 0.9;
/// The probability of a new tile being a 4.
const P4: f32 = 0.1;

/// The heuristic value of a board: its rows plus its columns. The same for a board and
/// its transpose, and so is every value the search gives a board.
#[inline]
pub fn evaluate(board: Bitboard, t: &Tables) -> f32 {
    rows_value(board, t) + rows_value(board.transpose(), t)
}

/// The heuristic value of a board's four rows.
#[inline]
fn rows_value(board: Bitboard, t: &Tables) -> f32 {
    (0..4).map(|r| t.heur[usize::from(board.row(r))]).sum()
}

/// The four slides of a board, ready to value the boards one new tile away. A tile in
/// row `r` changes only row `r` of a horizontal slide and only column `c` of a vertical
/// one, so each such board costs one slide lookup and five value lookups instead of
/// sixteen. Vertical slides are kept transposed (columns as rows): a board and its
/// transpose have the same value.
struct Leaves {
    /// The board's rows (for horizontal slides) and columns (for vertical ones).
    lines: [Bitboard; 2],
    /// The board slid left and right, and its transpose slid left and right (up, down),
    /// each transposed.
    columns: [u64; 4],
    /// For each slide and line, the value of the slid board's rows but that line.
    others: [[f32; 4]; 4],
    /// For each slide, a bit for every line it changes.
    changed: [u8; 4],
    /// The corner the largest tile is kept in, if any.
    corner: Option<Corner>,
}

/// An [`Anchor`] as the last level sees it.
struct Corner {
    /// For each slide and each of the anchor's two cells, the line and the shift of the
    /// cell in the slide's lines, and the exponent the slide alone leaves there.
    at: [[(usize, u32, u8); 2]; 4],
    /// The exponent the corner must keep.
    min: u8,
}

/// A corner cell holding the board's largest tile, which moves should keep there. The
/// corner and its mirror across the main diagonal both count, so that a board and its
/// transpose keep or lose the tile together (vertical slides are searched transposed);
/// no single move takes a tile from one of the two to the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Anchor {
    /// The corner cell (0, 3, 12 or 15).
    pub cell: usize,
    /// The exponent the cell must keep (at least).
    pub min: u8,
}

impl Anchor {
    /// The anchor of a board: its largest tile, if one is in a corner.
    pub fn of(board: Bitboard) -> Option<Anchor> {
        let min = board.max_exponent();
        [0, 3, 12, 15]
            .into_iter()
            .find(|&cell| board.cell(cell) == min)
            .map(|cell| Anchor { cell, min })
    }

    /// The corner and its mirror across the main diagonal (the same cell for 0 and 15).
    fn cells(self) -> [usize; 2] {
        [self.cell, self.cell % 4 * 4 + self.cell / 4]
    }

    /// Whether `board`, or its transpose, keeps the tile in the corner.
    #[inline]
    pub fn kept(self, board: Bitboard) -> bool {
        self.cells().iter().any(|&c| board.cell(c) >= self.min)
    }
}

/// Which of four moves to search, given the boards they leave and which are legal: the
/// legal ones, or with an anchor those of them that keep its tile, when any does. (A
/// vertical move may be given as the slide of the transposed board: the anchor keeps or
/// loses its tile in a board and its transpose alike.)
#[inline]
fn to_search(anchor: Option<Anchor>, moved: [Bitboard; 4], legal: [bool; 4]) -> [bool; 4] {
    if let Some(a) = anchor {
        let kept = [0, 1, 2, 3].map(|k| legal[k] && a.kept(moved[k]));
        if kept.contains(&true) {
            return kept;
        }
    }
    legal
}

/// The board mirrored so that its largest tile is in its top-left quarter, and whether
/// it was mirrored left to right, and top to bottom. Of several largest tiles, one in a
/// corner decides, then the first in reading order.
fn orient(board: Bitboard) -> (Bitboard, bool, bool) {
    let max = board.max_exponent();
    let at = [0, 3, 12, 15]
        .into_iter()
        .chain(0..16)
        .find(|&c| board.cell(c) == max)
        .unwrap_or(0);
    let (h, v) = (at % 4 >= 2, at / 4 >= 2);
    let mut mirrored = board;
    if h {
        mirrored = mirrored.flip_h();
    }
    if v {
        mirrored = mirrored.flip_v();
    }
    (mirrored, h, v)
}

/// The first column of a board.
const COLUMN: u64 = 0x000F_000F_000F_000F;

/// A row laid out as the first column.
#[inline]
fn spread(row: u16) -> u64 {
    let r = u64::from(row);
    r & 0xF | (r & 0xF0) << 12 | (r & 0xF00) << 24 | (r & 0xF000) << 36
}

impl Leaves {
    fn new(board: Bitboard, t: &Tables, anchor: Option<Anchor>) -> Leaves {
        let lines = [board, board.transpose()];
        let slid = [
            lines[0].map_rows(&t.left),
            lines[0].map_rows(&t.right),
            lines[1].map_rows(&t.left),
            lines[1].map_rows(&t.right),
        ];
        let mut others = [[0.0; 4]; 4];
        let mut changed = [0u8; 4];
        for k in 0..4 {
            let line = lines[k / 2];
            let values = [0, 1, 2, 3].map(|r| t.heur[usize::from(slid[k].row(r))]);
            let total: f32 = values.iter().sum();
            for r in 0..4 {
                others[k][r] = total - values[r];
                changed[k] |= u8::from(slid[k].row(r) != line.row(r)) << r;
            }
        }
        let corner = anchor.map(|a| {
            let at = |k: usize| {
                a.cells()
                    .map(|cell| (cell / 4, 4 * (cell % 4) as u32, slid[k].cell(cell)))
            };
            Corner {
                at: [at(0), at(1), at(2), at(3)],
                min: a.min,
            }
        });
        Leaves {
            lines,
            columns: slid.map(|b| b.transpose().0),
            others,
            changed,
            corner,
        }
    }

    /// The value of the best move once a tile of exponent `exp` fills the empty cell
    /// `cell` (0 when no move is left), valuing the boards the moves leave.
    #[inline]
    fn best(&self, cell: usize, exp: u16, t: &Tables) -> f32 {
        if self.corner.is_some() {
            self.best_of::<true>(cell, exp, t)
        } else {
            self.best_of::<false>(cell, exp, t)
        }
    }

    /// [`Leaves::best`], keeping the anchor's tile when `KEEP` (a constant, so that
    /// the search without an anchor pays nothing for it). With an anchor, the boards of
    /// moves that lose its tile are valued only when no legal move keeps it.
    #[inline]
    fn best_of<const KEEP: bool>(&self, cell: usize, exp: u16, t: &Tables) -> f32 {
        let mut best = 0.0f32;
        let mut kept = false;
        // The slides (a bit each) left aside for taking the anchor's tile out.
        let mut losing = 0u8;
        for k in 0..4 {
            let Some((line, moved)) = self.slide(k, cell, exp, t) else {
                continue;
            };
            if KEEP && !self.holds(k, line, moved) {
                losing |= 1 << k;
                continue;
            }
            kept = true;
            let value = self.value(k, line, moved, t);
            if value > best {
                best = value;
            }
        }
        if KEEP && !kept {
            for k in 0..4 {
                if losing & 1 << k != 0
                    && let Some((line, moved)) = self.slide(k, cell, exp, t)
                {
                    best = best.max(self.value(k, line, moved, t));
                }
            }
        }
        best
    }

    /// The line a tile of exponent `exp` in `cell` falls in for slide `k`, and that line
    /// slid; `None` when the slide moves nothing.
    #[inline]
    fn slide(&self, k: usize, cell: usize, exp: u16, t: &Tables) -> Option<(usize, u16)> {
        // Row and column of the tile in the lines this slide works on.
        let (line, at) = if k < 2 {
            (cell / 4, cell % 4)
        } else {
            (cell % 4, cell / 4)
        };
        let row = self.lines[k / 2].row(line) | exp << (4 * at);
        let table = if k.is_multiple_of(2) {
            &t.left
        } else {
            &t.right
        };
        let moved = table[usize::from(row)];
        (moved != row || self.changed[k] & !(1 << line) != 0).then_some((line, moved))
    }

    /// The value of the board slide `k` leaves, `line` becoming `moved`.
    #[inline]
    fn value(&self, k: usize, line: usize, moved: u16, t: &Tables) -> f32 {
        // The slid board's columns: its kept transpose with one column replaced.
        let columns = self.columns[k] & !(COLUMN << (4 * line)) | spread(moved) << (4 * line);
        self.others[k][line] + t.heur[usize::from(moved)] + rows_value(Bitboard(columns), t)
    }

    /// Whether slide `k`, `line` becoming `moved`, keeps the anchor's tile.
    #[inline]
    fn holds(&self, k: usize, line: usize, moved: u16) -> bool {
        let Some(Corner { at, min }) = &self.corner else {
            return true;
        };
        at[k].iter().any(|&(corner_line, shift, left)| {
            let there = if line == corner_line {
                (moved >> shift & 0xF) as u8
            } else {
                left
            };
            there >= *min
        })
    }
}

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

/// The depth policy every player uses: three moves, then one more for each kind of tile
/// from the ninth to the twelfth (seven moves with 2 to 4096 on the board), and one more
/// on boards with at most four empty cells. It was one kind later (from the tenth to the
/// twelfth) until [`ANCHORED`] halved the search. With the anchor, over 100 games from
/// seed 1001: one kind later (and one more move on boards with six empty cells) reached
/// 8192 in 83 % of games and 16384 in 42 % at 3,539 moves a second; one kind earlier but
/// six moves at most, 93 % / 60 % at 2,163 (over 400 games: 91 % / 60 %); now, 92 % /
/// 70 % at 2,147 (over 400 games: 90.5 % / 65 %, as fast); four moves on every board
/// (and the late cut-off at 5e-4), 90 % / 50 % at 1,541; the extra move on crowded
/// boards from five empty cells (six moves at most), 90 % / 59 % at 2,027; a move more
/// from thirteen kinds, 92 % / 70 % at 2,089.
///
/// Before the anchor, over 100 seeded games the extra move on boards of
/// ten kinds raised the games reaching 8192 from 65 % to 83 % and 16384 from 7 % to 29 %,
/// for about a quarter fewer moves a second; the moves for eleven and twelve kinds raised
/// 16384 from 36 % to 42 % (seed 1001) and from 29 % to 43 % (seed 1), paid for by the
/// faster valuing of the last level (2,451 moves a second against 2,528 before both).
/// Four moves from six kinds of tiles on was slower and no stronger than three.
pub const DEPTH: DepthPolicy = DepthPolicy {
    less: 6,
    min: 2,
    max: 6,
    crowded: 4,
};

impl DepthPolicy {
    /// The number of moves to search (the move played included) on `board`.
    pub fn moves(self, board: Bitboard) -> u32 {
        let levels = board
            .distinct_tiles()
            .saturating_sub(self.less)
            .clamp(self.min, self.max.max(self.min));
        levels + u32::from(board.count_empty() <= self.crowded) + 1
    }
}

/// The number of moves searched (the move played included) for a board when no depth is
/// forced, with the default policy.
pub fn adaptive_depth(board: Bitboard) -> u32 {
    DEPTH.moves(board)
}

/// A searcher: the tables and a transposition cache kept between calls so it is
/// allocated once per thread.
pub struct Searcher {
    tables: &'static Tables,
    cache: Cache,
    /// Chance nodes less likely than this are not expanded.
    pub cutoff: f32,
    /// The cut-off instead on boards with at least `late_kinds` kinds of tiles.
    pub late_cutoff: f32,
    pub late_kinds: u32,
    /// The cut-off of the search under way: one of the two above.
    cut: f32,
    /// Whether moves that take the largest tile out of its corner are searched only
    /// when no other move is legal ([`ANCHORED`] by default).
    pub anchored: bool,
    /// The anchor of the search under way (when `anchored`).
    anchor: Option<Anchor>,
    /// How deep to search when no depth is forced.
    pub depth: DepthPolicy,
    /// Whether the cache is kept from one decision to the next (it is always cleared by
    /// `new_game`). A cached value is only reused when it was searched at least as deep.
    pub keep_cache: bool,
    /// Whether boards are mirrored before the search so that their largest tile is in
    /// the top-left quarter, where a heuristic that values lines from their first cell
    /// wants it (by default, when the tables' heuristic does).
    pub oriented: bool,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(tables())
    }
}

impl Searcher {
    /// A searcher using the given tables (other tables serve to try other weights).
    pub fn new(tables: &'static Tables) -> Searcher {
        Searcher::with_cache_bits(tables, super::cache::BITS)
    }

    /// A searcher with a cache of `2^bits` entries.
    pub fn with_cache_bits(tables: &'static Tables, bits: u32) -> Searcher {
        Searcher {
            tables,
            cache: Cache::with_bits(bits),
            cutoff: PROB_CUTOFF,
            late_cutoff: LATE_CUTOFF,
            late_kinds: LATE_KINDS,
            cut: PROB_CUTOFF,
            anchored: ANCHORED,
            anchor: None,
            depth: DEPTH,
            keep_cache: true,
            oriented: tables.oriented,
        }
    }

    /// A cached value searched at probability `p` is reused for boards of probability
    /// up to `p · 2^slack` (by default [`CACHE_SLACK`]).
    pub fn set_cache_slack(&mut self, slack: u32) {
        self.cache.slack = slack;
    }

    /// Forgets what earlier searches found, so that the decisions of a game depend only
    /// on the game.
    pub fn new_game(&mut self) {
        self.cache.next_generation();
    }

    /// The best move and its expected value, searching `depth` moves deep (adaptive when
    /// `None`). `None` when no move is legal.
    pub fn best_move(&mut self, board: Bitboard, depth: Option<u32>) -> Option<(Dir, f32)> {
        if !self.oriented {
            return self.search(board, depth);
        }
        let (mirrored, h, v) = orient(board);
        let (dir, value) = self.search(mirrored, depth)?;
        let dir = match dir {
            Dir::Left | Dir::Right if h => dir.opposite(),
            Dir::Up | Dir::Down if v => dir.opposite(),
            _ => dir,
        };
        Some((dir, value))
    }

    /// [`Searcher::best_move`] on the board as it is.
    fn search(&mut self, board: Bitboard, depth: Option<u32>) -> Option<(Dir, f32)> {
        let depth = depth.unwrap_or_else(|| self.depth.moves(board)).max(1);
        self.cut = if board.distinct_tiles() >= self.late_kinds {
            self.late_cutoff
        } else {
            self.cutoff
        };
        let anchor = Anchor::of(board).filter(|_| self.anchored);
        if !self.keep_cache || !self.cache.is_ready() || anchor != self.anchor {
            self.cache.next_generation();
        }
        self.anchor = anchor;
        let t = self.tables;
        let tr = board.transpose();
        let moved = Dir::ALL.map(|dir| board.slide_with(tr, dir, t));
        let search = to_search(anchor, moved, moved.map(|m| m != board));
        let mut best: Option<(Dir, f32)> = None;
        for (k, dir) in Dir::ALL.into_iter().enumerate() {
            if !search[k] {
                continue;
            }
            let value = self.chance(moved[k], 1.0, depth - 1);
            if best.is_none_or(|(_, b)| value > b) {
                best = Some((dir, value));
            }
        }
        best
    }

    /// The expected value of a board about to receive a tile, with `left` moves still to
    /// search.
    fn chance(&mut self, board: Bitboard, prob: f32, left: u32) -> f32 {
        let t = self.tables;
        if left == 0 || prob < self.cut {
            return evaluate(board, t);
        }
        if let Some(value) = self.cache.get(board.0, left, prob) {
            return value;
        }
        self.expand(board, prob, left)
    }

    /// The expected value of a board about to receive a tile, searched `left` moves deep
    /// at probability `prob` (at least the cut-off) and not found in the cache.
    fn expand(&mut self, board: Bitboard, prob: f32, left: u32) -> f32 {
        let t = self.tables;
        let mut empty = board.empty_mask();
        let n = empty.count_ones();
        if n == 0 {
            return evaluate(board, t);
        }
        let each = prob / n as f32;
        // Whether the boards after a 2 (and a 4) are valued one move on without searching.
        let last2 = left == 1 || each * P2 < self.cut;
        let last4 = left == 1 || each * P4 < self.cut;
        let leaves = (last2 || last4).then(|| Leaves::new(board, t, self.anchor));
        let mut total = 0.0f32;
        while empty != 0 {
            let bit = empty & empty.wrapping_neg();
            empty ^= bit;
            let cell = bit.trailing_zeros() as usize / 4;
            total += P2
                * match &leaves {
                    Some(leaves) if last2 => leaves.best(cell, 1, t),
                    _ => self.max_node(Bitboard(board.0 | bit), each * P2, left - 1),
                };
            total += P4
                * match &leaves {
                    Some(leaves) if last4 => leaves.best(cell, 2, t),
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
    /// out of `expand`: inlined there, the search was about a tenth slower.
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
        let mut best = 0.0f32;
        for k in 0..4 {
            if search[k] {
                let value = match found[k] {
                    Some(value) => value,
                    None => self.expand(moved[k], prob, left),
                };
                best = best.max(value);
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Board;

    fn bb(rows: [[u64; 4]; 4]) -> Bitboard {
        Bitboard::from_board(&Board::from_values(&rows).unwrap()).unwrap()
    }

    #[test]
    fn no_move_on_a_dead_board() {
        let dead = bb([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]]);
        assert_eq!(Searcher::default().best_move(dead, Some(3)), None);
    }

    #[test]
    fn the_only_legal_move_is_chosen() {
        // Only the bottom row can change, and only by merging its two 2s sideways.
        let b = bb([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [8, 16, 2, 2]]);
        let (dir, _) = Searcher::default().best_move(b, None).unwrap();
        assert!(matches!(dir, Dir::Left | Dir::Right));
    }

    #[test]
    fn the_depth_grows_with_the_kinds_of_tiles_and_the_crowding() {
        // Eight kinds, eight empty cells: three moves.
        let open = bb([[2, 4, 8, 16], [32, 64, 128, 256], [0; 4], [0, 0, 0, 0]]);
        assert_eq!(adaptive_depth(open), 3);
        // Nine kinds (2 to 512), seven empty: four moves.
        let nine = bb([[2, 4, 8, 16], [32, 64, 128, 256], [512, 0, 0, 0], [0; 4]]);
        assert_eq!(adaptive_depth(nine), 4);
        // Ten kinds (2 to 1024), six empty: five moves.
        let ten = bb([[2, 4, 8, 16], [32, 64, 128, 256], [512, 1024, 0, 0], [0; 4]]);
        assert_eq!(adaptive_depth(ten), 5);
        // Eleven kinds, five empty: six moves.
        let eleven = bb([
            [2, 4, 8, 16],
            [32, 64, 128, 256],
            [512, 1024, 2048, 0],
            [0; 4],
        ]);
        assert_eq!(adaptive_depth(eleven), 6);
        // Twelve kinds, four empty: seven moves, and one for the crowding.
        let twelve = bb([
            [2, 4, 8, 16],
            [32, 64, 128, 256],
            [512, 1024, 2048, 4096],
            [0; 4],
        ]);
        assert_eq!(adaptive_depth(twelve), 8);
        // Thirteen kinds (2 to 8192) and three empty: no deeper than twelve.
        let full = bb([
            [2, 4, 8, 16],
            [32, 64, 128, 256],
            [512, 1024, 2048, 4096],
            [8192, 0, 0, 0],
        ]);
        assert_eq!(adaptive_depth(full), 8);
        // Few kinds but crowded: three moves and one more.
        let crowded = bb([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [8, 0, 0, 0]]);
        assert_eq!(adaptive_depth(crowded), 4);
    }

    #[test]
    fn deeper_searches_stay_legal() {
        let b = bb([[0, 2, 4, 8], [0, 0, 2, 16], [0, 0, 0, 32], [2, 0, 0, 1024]]);
        let mut s = Searcher::default();
        for depth in 1..=4 {
            let (dir, _) = s.best_move(b, Some(depth)).unwrap();
            assert_ne!(b.slide(dir), b);
        }
    }

    #[test]
    fn the_anchor_is_the_largest_tile_in_a_corner() {
        let b = bb([[2, 0, 0, 4], [0, 8, 0, 0], [0, 0, 0, 0], [16, 0, 0, 1024]]);
        assert_eq!(Anchor::of(b), Some(Anchor { cell: 15, min: 10 }));
        let b = bb([[2, 0, 0, 4], [0, 1024, 0, 0], [0, 0, 0, 0], [16, 0, 0, 512]]);
        assert_eq!(Anchor::of(b), None);
    }

    #[test]
    fn boards_are_searched_with_their_largest_tile_top_left() {
        let b = bb([[2, 0, 0, 4], [0, 8, 0, 0], [0, 0, 0, 0], [16, 0, 0, 1024]]);
        let top_left = bb([[1024, 0, 0, 16], [0, 0, 0, 0], [0, 0, 8, 0], [4, 0, 0, 2]]);
        assert_eq!(orient(b), (top_left, true, true));
        assert_eq!(orient(top_left), (top_left, false, false));
        // No corner holds the largest tile: the first one read decides.
        let b = bb([[2, 0, 0, 4], [0, 0, 64, 0], [0, 64, 0, 0], [16, 0, 0, 32]]);
        assert_eq!(orient(b), (b.flip_h(), true, false));
        // A board and its mirrors get mirrored moves of the same value.
        let b = bb([[0, 2, 4, 8], [0, 0, 2, 16], [0, 2, 0, 32], [2, 0, 4, 1024]]);
        let (dir, value) = Searcher::default().best_move(b, Some(3)).unwrap();
        let (h, hv) = Searcher::default().best_move(b.flip_h(), Some(3)).unwrap();
        let (v, vv) = Searcher::default().best_move(b.flip_v(), Some(3)).unwrap();
        assert_eq!((value, hv, vv), (value, value, value));
        let flip = |d: Dir, horizontal: bool| match d {
            Dir::Left | Dir::Right if horizontal => d.opposite(),
            Dir::Up | Dir::Down if !horizontal => d.opposite(),
            _ => d,
        };
        assert_eq!((h, v), (flip(dir, true), flip(dir, false)));
    }

    /// A searcher that may take the largest tile out of its corner, and searches boards
    /// as they are.
    pub(super) fn unanchored() -> Searcher {
        Searcher {
            anchored: false,
            oriented: false,
            ..Searcher::default()
        }
    }

    /// Tables whose heuristic lets lines fall either way (the generic search's), so
    /// that only the anchor keeps the largest tile in its corner.
    pub(super) fn symmetric_tables() -> &'static Tables {
        static TABLES: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();
        TABLES.get_or_init(|| Tables::build(&crate::ai::generic::GENERIC_WEIGHTS))
    }

    #[test]
    fn anchored_moves_keep_the_corner_unless_none_can() {
        // With a heuristic that does not mind where the big tiles are, the search slides
        // the 1024 down, out of its corner, unless the anchor keeps it there.
        let b = bb([[1024, 8, 16, 32], [0; 4], [0, 2, 0, 0], [0, 64, 0, 16]]);
        let mut s = Searcher::default();
        assert!(s.anchored);
        for depth in [1, 2, 3] {
            let mut free = Searcher::new(symmetric_tables());
            assert!(!free.oriented);
            free.anchored = false;
            let (moved, _) = free.best_move(b, Some(depth)).unwrap();
            assert_ne!(b.slide(moved).cell(0), 10, "{moved:?}");
            free.anchored = true;
            let (kept, _) = free.best_move(b, Some(depth)).unwrap();
            assert_eq!(b.slide(kept).cell(0), 10, "{kept:?}");
            let (dir, _) = s.best_move(b, Some(depth)).unwrap();
            assert_eq!(b.slide(dir).cell(0), 10, "{dir:?}");
        }
        // Only right is legal, and it moves the 1024: it is still played.
        let b = bb([[1024, 2, 0, 0], [4, 8, 0, 0], [2, 4, 0, 0], [8, 2, 0, 0]]);
        assert_eq!(s.best_move(b, Some(3)).map(|(d, _)| d), Some(Dir::Right));
    }
}

/// The cached bitboard search and the plain generic one are the same algorithm: they must
/// pick the same moves (up to rounding on near ties).
#[cfg(test)]
mod agreement {
    use super::tests::{symmetric_tables, unanchored};
    use super::*;
    use crate::ai::{generic, rng::FastRng};

    /// A board with about two thirds of its cells filled with tiles from 2 to 512.
    fn random_board(rng: &mut FastRng) -> Bitboard {
        let mut b = 0u64;
        for i in 0..16 {
            if rng.below(3) > 0 {
                b |= u64::from(1 + rng.below(9)) << (4 * i);
            }
        }
        Bitboard(b)
    }

    /// Expectimax written plainly: every move slid and every board valued in full. With an
    /// anchor, only the moves keeping its tile in its corner, when any does.
    fn plain_chance(
        board: Bitboard,
        prob: f32,
        left: u32,
        cutoff: f32,
        anchor: Option<Anchor>,
    ) -> f32 {
        let n = board.count_empty();
        if left == 0 || prob < cutoff || n == 0 {
            return evaluate(board, tables());
        }
        let each = prob / n as f32;
        let mut total = 0.0;
        for k in 0..n {
            for (exp, p) in [(1, P2), (2, P4)] {
                let next = board.with_tile_in_empty(k, exp);
                let best = plain_moves(next, anchor)
                    .into_iter()
                    .map(|m| plain_chance(m, each * p, left - 1, cutoff, anchor))
                    .fold(0.0, f32::max);
                total += p * best;
            }
        }
        total / n as f32
    }

    /// The boards the legal moves leave; with an anchor, those keeping its tile in its
    /// corner when there are any.
    fn plain_moves(board: Bitboard, anchor: Option<Anchor>) -> Vec<Bitboard> {
        let legal: Vec<Bitboard> = Dir::ALL
            .into_iter()
            .map(|d| board.slide(d))
            .filter(|&m| m != board)
            .collect();
        let Some(a) = anchor else { return legal };
        let kept: Vec<Bitboard> = legal.iter().copied().filter(|&m| a.kept(m)).collect();
        if kept.is_empty() { legal } else { kept }
    }

    /// Three moves deep, every value the search caches is searched in full (only the first
    /// chance level prunes), so the cached search must give the plain one's values exactly,
    /// up to the order of the sums.
    #[test]
    fn the_search_values_boards_as_plain_expectimax_does() {
        let mut rng = FastRng::new(11);
        for cutoff in [PROB_CUTOFF, 0.02, 0.0] {
            for _ in 0..60 {
                let board = random_board(&mut rng);
                let mut s = Searcher {
                    cutoff,
                    late_cutoff: cutoff,
                    ..unanchored()
                };
                let plain = plain_best(board, cutoff);
                let searched = s.best_move(board, Some(3)).map(|(_, v)| v);
                match (plain, searched) {
                    (Some(p), Some(v)) => assert!((p - v).abs() <= p.abs() * 1e-5, "{p} {v}"),
                    (p, v) => assert_eq!(p, v),
                }
            }
        }
    }

    /// The best value three moves deep by plain expectimax.
    fn plain_best(board: Bitboard, cutoff: f32) -> Option<f32> {
        plain_best_anchored(board, cutoff, None)
    }

    /// The best value three moves deep by plain expectimax, keeping `anchor`'s tile.
    fn plain_best_anchored(board: Bitboard, cutoff: f32, anchor: Option<Anchor>) -> Option<f32> {
        plain_moves(board, anchor)
            .into_iter()
            .map(|m| plain_chance(m, 1.0, 2, cutoff, anchor))
            .reduce(f32::max)
    }

    /// The same with the largest tile kept in its corner: the shortcuts of the last level
    /// and of move nodes must leave out the same moves as plain expectimax does.
    #[test]
    fn the_anchored_search_values_boards_as_plain_expectimax_does() {
        let mut rng = FastRng::new(12);
        let (mut checked, mut restricted) = (0, 0);
        while checked < 120 {
            let board = random_board(&mut rng);
            if Anchor::of(board).is_none() {
                continue;
            }
            checked += 1;
            let mut s = Searcher::default();
            // The default searcher mirrors the board so that the anchor is top left.
            let (mirrored, _, _) = orient(board);
            let anchor = Anchor::of(mirrored);
            assert_eq!(anchor.map(|a| a.cell), Some(0));
            let plain = plain_best_anchored(mirrored, PROB_CUTOFF, anchor);
            if plain != plain_best(mirrored, PROB_CUTOFF) {
                restricted += 1;
            }
            let searched = s.best_move(board, Some(3)).map(|(_, v)| v);
            match (plain, searched) {
                (Some(p), Some(v)) => assert!((p - v).abs() <= p.abs() * 1e-5, "{p} {v}"),
                (p, v) => assert_eq!(p, v),
            }
        }
        // The anchor changed the value of enough of those boards for the test to tell.
        assert!(restricted >= 10, "{restricted}");
    }

    #[test]
    fn boards_of_many_kinds_are_searched_with_the_late_cutoff() {
        // Tiles 2 to 1024 (ten kinds) and six empty cells: at a cut-off of 0.5 no new tile of
        // the first chance level (0.9 / 6 = 0.15 at most) is searched further; at 1e-3 they are.
        let board = Bitboard((1..=10).map(|e| e << (4 * (10 - e))).sum());
        assert_eq!(board.distinct_tiles(), LATE_KINDS);
        let mut s = Searcher {
            late_cutoff: 0.5,
            ..unanchored()
        };
        let searched = s.best_move(board, Some(3)).unwrap().1;
        let late = plain_best(board, 0.5).unwrap();
        let early = plain_best(board, PROB_CUTOFF).unwrap();
        assert!((searched - late).abs() <= late * 1e-5, "{searched} {late}");
        assert!(
            (searched - early).abs() > early * 1e-4,
            "{searched} {early}"
        );
        // One kind fewer: the usual cut-off.
        let board = Bitboard(board.0 & !(0xF << 36));
        let searched = s.best_move(board, Some(3)).unwrap().1;
        let early = plain_best(board, PROB_CUTOFF).unwrap();
        assert!(
            (searched - early).abs() <= early * 1e-5,
            "{searched} {early}"
        );
    }

    #[test]
    fn bitboard_and_generic_values_agree() {
        let mut rng = FastRng::new(3);
        let mut diffs = 0;
        for _ in 0..200 {
            let board = random_board(&mut rng);
            let g = generic::best_move(&board.to_board(), Some(2));
            let mut searcher = Searcher {
                anchored: false,
                ..Searcher::new(symmetric_tables())
            };
            let s = searcher.best_move(board, Some(2)).map(|m| m.0);
            if g != s {
                diffs += 1;
            }
            let value = evaluate(board, symmetric_tables());
            assert!((generic::evaluate(&board.to_board()) - value).abs() < 1.0);
        }
        assert!(diffs < 5, "{diffs}");
    }
}
