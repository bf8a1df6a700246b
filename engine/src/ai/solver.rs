//! The solver as a value: a level of play and what it plays with beyond the search. The
//! endgame tables are made ready on a thread of their own the first time a board needs
//! them (from the first 4096 on) and played with once they are; until then the search
//! plays alone. The level's network is made ready (unpacked) on a thread of its own the
//! first time the game's solver is asked for a move, and that move waits for it (under a
//! second), so that every move the solver plays, and every move a review grades, is
//! valued with it; a player who never asks pays nothing for it. A [`Solver`] is a handle: its clones share the level, the tables and the
//! searchers, so the game's solver thread and the code that started it hold one solver.
//! Every move the program plays or grades comes from one: a hint or autoplay
//! ([`Solver::best_move`]), a headless game of `bench` ([`Solver::playing`]), and each
//! position of a review ([`Solver::move_values`]).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use super::{Evaluation, Strength};
use crate::game::{Board, Dir};

use super::bitboard::Bitboard;
use super::endgame::Endgame;
use super::expectimax::{SearchConfig, Searcher};
#[cfg(feature = "network")]
use super::ntuple::Network;
use super::{fit, generic, tables};

/// When a solver's network is made (never without the `network` feature).
#[cfg_attr(not(feature = "network"), expect(dead_code))]
enum Making {
    /// Never: the search plays with the heuristic.
    Never,
    /// Before the solver is.
    Now,
    /// Before the solver is, if there is memory for it (else the heuristic plays).
    NowIfMemory,
    /// The first time the solver is asked for a move, on a thread of this name.
    Later(String),
}

/// The network the levels play with, as the crate bundles it (packed, in two stages: the
/// first until 16384, the later one from there); none when there is no memory for it (the
/// search then plays with the heuristic).
#[cfg(feature = "network")]
fn bundled() -> Option<Network> {
    use super::ntuple::{BUNDLED, BUNDLED_LATE, LATE_FROM};
    let unpack = |bytes| match Network::unpack(bytes) {
        Ok(network) => Some(network),
        Err(e) if e.kind() == std::io::ErrorKind::OutOfMemory => None,
        Err(e) => panic!("the bundled network reads: {e}"),
    };
    Some(unpack(BUNDLED)?.staged(LATE_FROM, unpack(BUNDLED_LATE)?))
}

/// The largest tile from which the endgame tables are wanted.
pub(crate) const TABLES_FROM: u64 = 4096;

/// The solver: cheap to clone, every clone the same solver.
#[derive(Clone)]
pub struct Solver {
    shared: Arc<Shared>,
}

struct Shared {
    strength: Strength,
    /// The endgame tables.
    endgame: Ready<Endgame>,
    /// The level's network, made the first time a search wants it and handed to each
    /// searcher, and the settings the search uses with it ([`Strength::network_config`]).
    /// Until it is ready the level's heuristic search plays.
    #[cfg(feature = "network")]
    network: Ready<Network>,
    #[cfg(feature = "network")]
    network_config: SearchConfig,
    /// The heuristic's settings from the tile at which the network's hand over to it
    /// ([`SearchConfig::handover`]).
    #[cfg(feature = "network")]
    late_config: SearchConfig,
    /// Searchers not in use, each with its cache allocated: one per thread searching.
    searchers: Mutex<Vec<Searcher>>,
}

impl Solver {
    /// A solver at `strength` whose search plays alone, with the heuristic (no network,
    /// no tables): the same board always gets the same move, at no cost in memory. A
    /// review grades with [`Solver::judging`], as the hint plays.
    pub fn new(strength: Strength) -> Solver {
        Solver::of(strength, Ready::never(), Making::Never)
    }

    /// A solver at `strength` that plays with the endgame tables `make` gives, made on a
    /// thread named `thread` and `tables` (and its helpers, with a number) the first time
    /// a board needs them, and with the level's network, made on a thread named `thread`
    /// and `network` the first time the solver is asked for a move (that move waits for
    /// it). A `make` that fails (panics) leaves the search playing without what it made.
    pub fn with_endgame(
        strength: Strength,
        thread: &str,
        make: impl FnOnce() -> Endgame + Send + 'static,
    ) -> Solver {
        let tables = Ready::made_by(format!("{thread} tables"), Box::new(|| Some(make())));
        Solver::of(strength, tables, Making::Later(format!("{thread} network")))
    }

    /// A solver at `strength` that plays with endgame tables made already (none: the
    /// search plays alone) and with the level's network, made here: every game of a
    /// `bench` is played alike.
    pub(crate) fn with_tables(strength: Strength, endgame: Option<Arc<Endgame>>) -> Solver {
        Solver::of(strength, Ready::made(endgame), Making::Now)
    }

    /// The solver a review grades with: the level of the hint and autoplay, with its
    /// network made here (the heuristic's search when there is no memory for it) and the
    /// endgame tables `endgame` (none: the search plays alone), so that it plays every
    /// board as the game's solver does once both are ready, and a review depends only on
    /// the record and the level.
    pub fn judging(strength: Strength, endgame: Option<Arc<Endgame>>) -> Solver {
        Solver::of(strength, Ready::made(endgame), Making::NowIfMemory)
    }

    /// A solver that values boards with `network`, searching with `config` (with `late`
    /// from the tile at which `config` hands over to the heuristic), and plays with the
    /// endgame tables `endgame` (none: the search plays alone): the lab's way to measure
    /// a network's play as a level would play it.
    #[cfg(feature = "research")]
    pub fn with_network(
        strength: Strength,
        endgame: Option<Arc<Endgame>>,
        network: Arc<Network>,
        config: SearchConfig,
        late: SearchConfig,
    ) -> Solver {
        Solver {
            shared: Arc::new(Shared {
                strength,
                endgame: Ready::made(endgame),
                network: Ready::made(Some(network)),
                network_config: config,
                late_config: late,
                searchers: Mutex::default(),
            }),
        }
    }

    /// A solver at `strength` with the endgame tables `endgame` and its network made as
    /// `making` says.
    fn of(strength: Strength, endgame: Ready<Endgame>, making: Making) -> Solver {
        #[cfg(feature = "network")]
        let network = match making {
            Making::Never => Ready::never(),
            Making::Now => Ready::made(Some(Arc::new(
                bundled().expect("memory for the bundled network"),
            ))),
            Making::NowIfMemory => Ready::made(bundled().map(Arc::new)),
            Making::Later(thread) => Ready::made_by(thread, Box::new(bundled)),
        };
        #[cfg(not(feature = "network"))]
        let _ = making;
        Solver {
            shared: Arc::new(Shared {
                strength,
                endgame,
                #[cfg(feature = "network")]
                network,
                #[cfg(feature = "network")]
                network_config: strength.network_config(),
                #[cfg(feature = "network")]
                late_config: strength.late_config(),
                searchers: Mutex::default(),
            }),
        }
    }

    /// The network the solver plays with, once it is ready.
    #[cfg(feature = "network")]
    fn network(&self) -> Option<Arc<Network>> {
        self.shared.network.get()
    }

    /// The settings the solver searches with: with its network's once that is ready.
    fn config(&self) -> SearchConfig {
        #[cfg(feature = "network")]
        if self.network().is_some() {
            return self.shared.network_config;
        }
        self.shared.strength.config()
    }

    /// Starts making the level's network, unless it was started before, and waits until
    /// it is made (or could not be): every move the solver plays is its network's.
    fn want_network(&self) {
        #[cfg(feature = "network")]
        let _ = self.shared.network.wait();
    }

    /// Makes ready what the solver plays with, and waits for it: its network, and its
    /// endgame tables when `tables` (a game that reaches the tile they are wanted from),
    /// so that a review grades every position as the solver plays it once they are.
    pub fn make_ready(&self, tables: bool) {
        self.want_network();
        if tables {
            let _ = self.shared.endgame.wait();
        }
    }

    /// The level of play.
    pub fn strength(&self) -> Strength {
        self.shared.strength
    }

    /// What the solver values the boards at the end of its search with now: the level's
    /// network once it is ready, the heuristic until then (on 4×4 boards; other sizes
    /// are always searched with the heuristic).
    pub fn evaluation(&self) -> Evaluation {
        #[cfg(feature = "network")]
        if self.network().is_some() {
            return Evaluation::Network;
        }
        Evaluation::Heuristic
    }

    /// Whether the solver plays with endgame tables now.
    pub fn has_tables(&self) -> bool {
        self.shared.endgame.get().is_some()
    }

    /// The endgame tables, once they are ready.
    pub(crate) fn endgame(&self) -> Option<Arc<Endgame>> {
        self.shared.endgame.get()
    }

    /// The move the solver plays on `board`, at the depth that adapts to the board; `None`
    /// when no move is legal.
    pub fn best_move(&self, board: &Board) -> Option<Dir> {
        self.best_move_at(board, None)
    }

    /// The move the solver plays on `board`, searching `depth` moves ahead (the move
    /// played included; `None` adapts to the board). Each position is searched afresh
    /// (nothing kept from earlier searches), so the same board always gets the same move
    /// from the same tables: a hint can be asked again, and a review of a game grades the
    /// solver's own moves as its best.
    pub(crate) fn best_move_at(&self, board: &Board, depth: Option<u32>) -> Option<Dir> {
        self.want_network();
        let shared = &self.shared;
        if board.max_tile() >= TABLES_FROM {
            shared.endgame.start();
        }
        let config = self.config();
        let moves = depth.unwrap_or_else(|| config.depth.most_moves());
        let Some(bits) = fit::fit(board, moves) else {
            return generic::best_move(board, depth);
        };
        let mut searcher = self.take();
        let dir = searcher.best_move(bits, depth).map(|m| m.0);
        self.give_back(searcher);
        dir
    }

    /// The move the solver plays on `board` ([`Solver::best_move`]'s, with the evaluation
    /// and tables the solver has now) and the value of every legal move there, in the
    /// order of `Dir::ALL` (empty when no move is legal): each move valued by that same
    /// search, at its root (see `review`). Nothing is kept from one position to the
    /// next, so a position's values depend on it alone.
    pub(crate) fn move_values(&self, board: &Board) -> (Option<Dir>, Vec<(Dir, f32)>) {
        let config = self.config();
        match fit::fit(board, config.depth.most_moves()) {
            Some(bits) => {
                let mut searcher = self.take();
                let valued = searcher.move_values(bits, None);
                self.give_back(searcher);
                valued
            }
            None => generic_values(board),
        }
    }

    /// A game for the solver to play through on the bitboard, as `bench` plays them; once
    /// `stop` is set, each search is given up within a few thousand nodes. Its searcher
    /// (and the cache's memory) is taken at its first move, so that a game never begun
    /// costs nothing.
    pub(crate) fn playing(&self, stop: Arc<AtomicBool>) -> Playing<'_> {
        Playing {
            solver: self,
            searcher: None,
            stop,
        }
    }

    /// A searcher not in use (one made at the solver's level when none is), its cache
    /// empty, playing with the tables as they are now.
    fn take(&self) -> Searcher {
        let shared = &self.shared;
        let idle = shared
            .searchers
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop();
        let config = self.config();
        let mut searcher = idle.unwrap_or_else(|| Searcher::with_config(tables::tables(), config));
        searcher.set_config(config);
        searcher.new_game();
        searcher.set_endgame(shared.endgame.get());
        #[cfg(feature = "network")]
        {
            searcher.set_network(self.network());
            // The levels never hand over (their row tables for it are not built).
            if config.hands_over() {
                searcher.set_heuristic(shared.late_config, shared.strength.late_tables());
            }
        }
        searcher
    }

    fn give_back(&self, mut searcher: Searcher) {
        searcher.set_stop(None);
        self.shared
            .searchers
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(searcher);
    }
}

/// A game the solver plays from its start to its end on the bitboard: one searcher of
/// the solver's, whose cache is kept from each move to the next as the game goes on, so
/// that a whole game costs what one search of each move does. Back with the solver when
/// dropped.
pub(crate) struct Playing<'a> {
    solver: &'a Solver,
    /// Taken at the first move.
    searcher: Option<Searcher>,
    stop: Arc<AtomicBool>,
}

impl Playing<'_> {
    /// Begins a new game: nothing of the one before is kept.
    pub(crate) fn new_game(&mut self) {
        if let Some(searcher) = &mut self.searcher {
            searcher.new_game();
        }
    }

    /// The move on `board`, searching `depth` moves ahead (the move played included;
    /// `None` adapts to the board); `None` when no move is legal.
    pub(crate) fn best_move(&mut self, board: Bitboard, depth: Option<u32>) -> Option<Dir> {
        if self.searcher.is_none() && self.stop.load(std::sync::atomic::Ordering::Relaxed) {
            return None;
        }
        let searcher = self.searcher.get_or_insert_with(|| {
            let mut searcher = self.solver.take();
            searcher.set_stop(Some(Arc::clone(&self.stop)));
            searcher
        });
        searcher.best_move(board, depth).map(|(dir, _)| dir)
    }
}

impl Drop for Playing<'_> {
    fn drop(&mut self) {
        if let Some(searcher) = self.searcher.take() {
            self.solver.give_back(searcher);
        }
    }
}

/// The solver's move and the value of each legal move on a board the bitboard cannot
/// hold, valued as the generic search values them.
fn generic_values(board: &Board) -> (Option<Dir>, Vec<(Dir, f32)>) {
    let pick = generic::best_move(board, None);
    let depth = generic::adaptive_depth(board).max(1);
    let values = Dir::ALL
        .into_iter()
        .filter_map(|dir| {
            let slid = board.slide(dir)?;
            Some((dir, generic::chance(&slid.board, 1.0, depth - 1)))
        })
        .collect();
    (pick, values)
}

impl std::fmt::Debug for Solver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solver")
            .field("strength", &self.shared.strength)
            .field("endgame", &self.endgame().is_some())
            .finish()
    }
}

/// How to make a value (none: it cannot be made, and is never there), and the thread to
/// make it on.
type Maker<T> = (String, Box<dyn FnOnce() -> Option<T> + Send>);

/// A value made on a thread of its own the first time it is asked for, and there from
/// then on; nothing until it is made.
struct Ready<T> {
    /// Taken when the making starts: it starts once.
    maker: Mutex<Option<Maker<T>>>,
    value: Arc<OnceLock<Arc<T>>>,
    /// Set once the making has started.
    started: AtomicBool,
    /// Set once the making has ended, made or not (it failed, or panicked), and for a
    /// value made already.
    ended: Arc<AtomicBool>,
}

/// Sets its flag when dropped: when the making ends, even by a panic.
struct Ends(Arc<AtomicBool>);

impl Drop for Ends {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Release);
    }
}

impl<T: Send + Sync + 'static> Ready<T> {
    /// Never made: there is nothing to make it with.
    fn never() -> Ready<T> {
        Ready {
            maker: Mutex::new(None),
            value: Arc::default(),
            started: AtomicBool::new(false),
            ended: Arc::default(),
        }
    }

    /// Made already (`None`: never).
    fn made(value: Option<Arc<T>>) -> Ready<T> {
        let ready = Ready::never();
        if let Some(value) = value {
            let _ = ready.value.set(value);
        }
        ready.ended.store(true, Ordering::Release);
        ready
    }

    fn made_by(thread: String, make: Box<dyn FnOnce() -> Option<T> + Send>) -> Ready<T> {
        Ready {
            maker: Mutex::new(Some((thread, make))),
            value: Arc::default(),
            started: AtomicBool::new(false),
            ended: Arc::default(),
        }
    }

    fn get(&self) -> Option<Arc<T>> {
        self.value.get().cloned()
    }

    /// Starts making the value, unless it was started before, then waits until the
    /// making has ended; the value, if it was made. Returns at once for a value never to
    /// be made.
    fn wait(&self) -> Option<Arc<T>> {
        self.start();
        if !self.started.load(Ordering::Acquire) {
            return self.get();
        }
        while self.get().is_none() && !self.ended.load(Ordering::Acquire) {
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        self.get()
    }

    /// Starts making the value, unless it was started before. The making uses a pool of
    /// threads named after its own, so that a panic in any of them is told apart.
    fn start(&self) {
        let maker = {
            let mut maker = self.maker.lock().unwrap_or_else(PoisonError::into_inner);
            let taken = maker.take();
            // Said under the lock, so that whoever finds the maker gone knows it started.
            if taken.is_some() {
                self.started.store(true, Ordering::Release);
            }
            taken
        };
        let Some((name, make)) = maker else {
            return;
        };
        let value = Arc::clone(&self.value);
        let ends = Ends(Arc::clone(&self.ended));
        let spawned = std::thread::Builder::new()
            .name(name.clone())
            .spawn(move || {
                let _ends = ends;
                let pool = rayon::ThreadPoolBuilder::new()
                    .thread_name(move |i| format!("{name} {i}"))
                    .build();
                let made = match pool {
                    Ok(pool) => pool.install(make),
                    Err(_) => make(),
                };
                if let Some(made) = made {
                    let _ = value.set(Arc::new(made));
                }
            });
        // Without a thread it is never made (the closure, and its flag, were dropped).
        drop(spawned);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::{Duration, Instant};

    use super::*;

    fn rows<R: AsRef<[u64]>>(rows: &[R]) -> Board {
        Board::from_values(rows).unwrap()
    }

    #[test]
    fn generic_values_agree_with_the_generic_search() {
        let boards = [
            rows(&[[2, 4, 0], [0, 2, 0], [0, 0, 8]]),
            rows(&[[2, 4, 8], [16, 2, 4], [0, 8, 0]]),
            rows(&[
                [2, 0, 0, 0, 4],
                [0; 5],
                [0, 8, 0, 0, 0],
                [0; 5],
                [2, 0, 0, 16, 0],
            ]),
            rows(&[
                [2, 4, 8, 16, 32],
                [4, 8, 16, 32, 64],
                [0, 2, 4, 0, 2],
                [0; 5],
                [0; 5],
            ]),
            rows(&[[65536, 4, 0, 2], [8, 0, 0, 0], [0, 2, 0, 0], [0, 0, 0, 4]]),
        ];
        for b in boards {
            let (pick, values) = generic_values(&b);
            let top = values
                .iter()
                .fold(None, |best: Option<(Dir, f32)>, &(d, v)| {
                    if best.is_none_or(|(_, bv)| v > bv) {
                        Some((d, v))
                    } else {
                        best
                    }
                });
            assert_eq!(pick, top.map(|(d, _)| d), "{b:?}: {values:?}");
        }
    }

    fn board<const N: usize>(rows: [[u64; N]; N]) -> Board {
        Board::from_values(&rows).unwrap()
    }

    #[test]
    fn none_on_dead_boards_of_every_size() {
        let solver = Solver::new(Strength::Fast);
        let dead4 = board([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]]);
        assert_eq!(solver.best_move(&dead4), None);
        let dead3 = board([[2, 4, 2], [4, 2, 4], [2, 4, 2]]);
        assert_eq!(solver.best_move(&dead3), None);
    }

    #[test]
    fn a_legal_move_otherwise() {
        let boards = [
            board([[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 4, 0], [0, 0, 0, 0]]),
            board([[65536, 2, 0, 0], [0; 4], [0; 4], [0; 4]]),
            board([[2, 2, 0], [0, 4, 0], [0, 0, 8]]),
            board([[2, 4, 8, 16, 32], [0; 5], [0; 5], [0; 5], [0, 0, 0, 0, 2]]),
        ];
        let solver = Solver::new(Strength::Fast);
        for board in boards {
            for depth in [None, Some(1), Some(2)] {
                let dir = solver.best_move_at(&board, depth).unwrap();
                assert!(board.slide(dir).is_some(), "{board:?} {dir}");
            }
        }
    }

    /// Waits until the solver's tables are there.
    fn tables_of(solver: &Solver) -> Arc<Endgame> {
        let start = Instant::now();
        loop {
            if let Some(endgame) = solver.endgame() {
                return endgame;
            }
            assert!(start.elapsed() < Duration::from_secs(30), "no tables");
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn the_tables_are_made_once_from_the_first_4096_and_shared_by_clones() {
        let made = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&made);
        let solver = Solver::with_endgame(Strength::Strong, "solver test", move || {
            counted.fetch_add(1, Ordering::SeqCst);
            let mut endgame = Endgame::new(Vec::new());
            endgame.from = 12;
            endgame
        });
        let small = board([[2048, 2, 0, 0], [0; 4], [0; 4], [0; 4]]);
        assert!(solver.best_move(&small).is_some());
        std::thread::sleep(Duration::from_millis(50));
        assert!(solver.endgame().is_none(), "made before a board needs them");
        assert_eq!(made.load(Ordering::SeqCst), 0);

        let clone = solver.clone();
        let big = board([[4096, 2, 0, 0], [0; 4], [0; 4], [0; 4]]);
        assert!(clone.best_move(&big).is_some());
        assert!(solver.best_move(&big).is_some());
        assert_eq!(tables_of(&solver).from, 12);
        assert_eq!(clone.endgame().map(|e| e.from), Some(12));
        assert_eq!(clone.strength(), Strength::Strong);
        assert!(clone.best_move(&big).is_some());
        assert_eq!(made.load(Ordering::SeqCst), 1);
    }

    /// A level searches with its network's settings from the first move asked for, which
    /// starts making the network and waits for it; a solver made to play alone never
    /// makes one.
    #[cfg(feature = "network")]
    #[test]
    fn the_fast_level_plays_its_network_once_the_first_move_asked_has_made_it() {
        let solver =
            Solver::with_endgame(Strength::Fast, "solver test", || Endgame::new(Vec::new()));
        let opening = board([[2, 0, 0, 0], [0; 4], [0; 4], [0, 0, 0, 2]]);
        std::thread::sleep(Duration::from_millis(50));
        assert!(
            solver.network().is_none(),
            "made before a move was asked for"
        );
        assert_eq!(solver.config(), Strength::Fast.config());
        // The first move waits for the network, and plays with it.
        assert!(solver.best_move(&opening).is_some());
        assert!(solver.network().is_some());
        assert_eq!(solver.evaluation(), Evaluation::Network);
        assert_eq!(solver.config(), Strength::Fast.network_config());
        // Two stages of 4·16⁶ weights of two bytes each, the later one from 16384.
        let network = solver.clone().network().expect("made");
        assert_eq!(network.bytes(), 2 * (2 << 26));
        assert_eq!(
            network.late().map(|(exp, late)| (exp, late.bytes())),
            Some((14, 2 << 26))
        );
        assert!(solver.best_move(&opening).is_some());
        for alone in [Solver::new(Strength::Fast), Solver::new(Strength::Strong)] {
            assert!(alone.best_move(&opening).is_some());
            std::thread::sleep(Duration::from_millis(50));
            assert!(alone.network().is_none());
            assert_eq!(alone.config(), alone.strength().config());
        }
    }

    /// Waiting for tables whose making fails (panics) ends: the solver plays without.
    #[test]
    fn waiting_for_tables_that_cannot_be_made_ends() {
        let solver = Solver::with_endgame(Strength::Fast, "solver test", || {
            panic!("no room for the tables")
        });
        solver.make_ready(true);
        assert!(!solver.has_tables());
        let big = board([[4096, 2, 0, 0], [0; 4], [0; 4], [0; 4]]);
        assert!(solver.best_move(&big).is_some());
        // Made: the wait is at once.
        let made = Solver::with_endgame(Strength::Fast, "solver test", || {
            let mut endgame = Endgame::new(Vec::new());
            endgame.from = 13;
            endgame
        });
        made.make_ready(true);
        assert_eq!(made.endgame().map(|e| e.from), Some(13));
        assert!(made.has_tables());
        // A solver made to play alone has nothing to wait for.
        let alone = Solver::new(Strength::Fast);
        alone.make_ready(true);
        assert!(!alone.has_tables());
        assert_eq!(alone.evaluation(), Evaluation::Heuristic);
    }

    #[test]
    fn a_solver_without_tables_never_has_any() {
        let solver = Solver::new(Strength::Fast);
        let big = board([[4096, 2, 0, 0], [0; 4], [0; 4], [0; 4]]);
        assert!(solver.best_move(&big).is_some());
        std::thread::sleep(Duration::from_millis(20));
        assert!(solver.endgame().is_none());
    }
}
