//! Properties of the rules and the app that hold for every board, move and message.

use std::collections::BTreeMap;

use proptest::prelude::*;

use crate::tests::support::strategies::{board_from, board_of, dir};
use tui2048_app::keymap::Action;
use tui2048_app::{Cmd, Model, Msg, update};
use tui2048_engine::game::{
    Board, Dir, GameRng, GameState, MAX_EXPONENT, Pos, Rules, SpawnRule, Status, value_of,
};

/// A tile exponent: mostly empty cells and small tiles, now and then a large one or one of
/// the largest (which never merge).
fn exponent() -> impl Strategy<Value = u8> + Clone {
    prop_oneof![
        4 => Just(0u8),
        4 => 1u8..=4,
        2 => 5u8..=17,
        1 => (MAX_EXPONENT - 2)..=MAX_EXPONENT,
    ]
}

/// A board of side 3 to 8 with random tiles.
fn board() -> impl Strategy<Value = Board> {
    board_from(3usize..=8, exponent())
}

/// A full board of small tiles: often stuck, often not.
fn full_board() -> impl Strategy<Value = Board> {
    board_from(3usize..=5, 1u8..=4)
}

fn any_board() -> impl Strategy<Value = Board> {
    prop_oneof![3 => board(), 1 => full_board()]
}

fn values(b: &Board) -> Vec<u64> {
    b.positions().map(|p| b.value(p)).collect()
}

/// A game on `board` that takes moves and never reaches its target.
fn playing(board: Board, seed: u64) -> GameState {
    let rules = Rules {
        size: board.size(),
        target: 1 << 63,
        spawn: SpawnRule::Classic,
    };
    GameState::from_parts(
        rules,
        board,
        0,
        0,
        Status::Playing,
        GameRng::from_seed(seed),
    )
}

fn msg() -> impl Strategy<Value = Msg> {
    prop_oneof![
        8 => dir().prop_map(|d| Msg::Action(Action::Move(d))),
        1 => Just(Msg::Action(Action::Restart)),
        2 => Just(Msg::Action(Action::KeepGoing)),
    ]
}

fn msg_or_undo() -> impl Strategy<Value = Msg> {
    prop_oneof![
        8 => dir().prop_map(|d| Msg::Action(Action::Move(d))),
        1 => Just(Msg::Action(Action::Restart)),
        2 => Just(Msg::Action(Action::KeepGoing)),
        2 => Just(Msg::Action(Action::Undo)),
    ]
}

/// Small boards and low targets, so that wins, keeping going and game over all happen.
fn rules() -> impl Strategy<Value = Rules> {
    (
        3usize..=5,
        prop::sample::select(vec![8u64, 16, 32, 64, 2048]),
        prop::sample::select(vec![SpawnRule::Classic, SpawnRule::Scaled]),
    )
        .prop_map(|(size, target, spawn)| Rules {
            size,
            target,
            spawn,
        })
}

fn model(rules: Rules, seed: u64) -> Model {
    Model::new(GameState::new(rules, seed))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn a_slide_keeps_the_tile_sum(b in board(), d in dir()) {
        if let Some(slid) = b.slide(d) {
            prop_assert_eq!(slid.board.tile_sum(), b.tile_sum());
            prop_assert_eq!(slid.board.size(), b.size());
            prop_assert_ne!(&slid.board, &b);
        }
    }

    #[test]
    fn a_move_adds_2_or_4_to_the_tile_sum(b in board(), d in dir(), seed in any::<u64>()) {
        let game = playing(b.clone(), seed);
        match game.apply(d) {
            None => prop_assert!(b.slide(d).is_none()),
            Some((next, motion)) => {
                let added = next.board().tile_sum() - b.tile_sum();
                prop_assert!(added == 2 || added == 4, "added {}", added);
                let (pos, value) = motion.spawn.expect("a valid move leaves room");
                prop_assert_eq!(u128::from(value), added);
                prop_assert_eq!(next.board().value(pos), value);
                prop_assert_eq!(next.moves(), 1);
                prop_assert_eq!(next.score(), motion.gain);
            }
        }
    }

    #[test]
    fn the_gain_is_the_sum_of_the_merged_tiles(b in board(), d in dir()) {
        if let Some(slid) = b.slide(d) {
            // Two merges into 2^63 in one move exceed a u64: the gain saturates.
            let capped = |sum: u128| u64::try_from(sum).unwrap_or(u64::MAX);
            let from_merges: u128 = slid.merges.iter().map(|&(_, v)| u128::from(v)).sum();
            prop_assert_eq!(slid.gain, capped(from_merges));
            let on_board: u128 = slid
                .merges
                .iter()
                .map(|&(p, _)| u128::from(slid.board.value(p)))
                .sum();
            prop_assert_eq!(slid.gain, capped(on_board));
            for &(p, v) in &slid.merges {
                prop_assert_eq!(slid.board.value(p), v);
            }
            let mut cells: Vec<Pos> = slid.merges.iter().map(|&(p, _)| p).collect();
            cells.sort();
            cells.dedup();
            prop_assert_eq!(cells.len(), slid.merges.len(), "one merge per cell");
        }
    }

    #[test]
    fn no_tile_merges_twice(b in board(), d in dir()) {
        let Some(slid) = b.slide(d) else { return Ok(()); };
        // Every tile of the old board slides exactly once.
        let mut froms: Vec<Pos> = slid.slides.iter().map(|s| s.from).collect();
        froms.sort();
        let tiles: Vec<Pos> = b.positions().filter(|&p| b.value(p) != 0).collect();
        prop_assert_eq!(froms, tiles);
        let mut arrivals: BTreeMap<Pos, Vec<u64>> = BTreeMap::new();
        for s in &slid.slides {
            prop_assert_eq!(b.value(s.from), s.value);
            // A tile stays in its line and does not move away from the wall.
            match d {
                Dir::Left => prop_assert!(s.to.row == s.from.row && s.to.col <= s.from.col),
                Dir::Right => prop_assert!(s.to.row == s.from.row && s.to.col >= s.from.col),
                Dir::Up => prop_assert!(s.to.col == s.from.col && s.to.row <= s.from.row),
                Dir::Down => prop_assert!(s.to.col == s.from.col && s.to.row >= s.from.row),
            }
            arrivals.entry(s.to).or_default().push(s.value);
        }
        let mut merged = Vec::new();
        for (to, vals) in &arrivals {
            match vals.as_slice() {
                [v] => prop_assert_eq!(slid.board.value(*to), *v),
                [a, c] => {
                    prop_assert_eq!(a, c);
                    prop_assert_eq!(slid.board.value(*to), a * 2);
                    merged.push((*to, a * 2));
                }
                more => prop_assert!(false, "{} tiles end in {:?}", more.len(), to),
            }
        }
        let mut merges = slid.merges.clone();
        merges.sort();
        prop_assert_eq!(merges, merged);
        // Every tile of the new board came from some slide.
        let occupied: Vec<Pos> = slid.board.positions().filter(|&p| slid.board.value(p) != 0).collect();
        prop_assert_eq!(occupied, arrivals.keys().copied().collect::<Vec<_>>());
    }

    #[test]
    fn can_move_iff_some_direction_changes_the_board(b in any_board()) {
        // An empty board (never one of a game: it always holds a tile) has room to move
        // into and nothing to move.
        prop_assume!(b.positions().any(|p| b.value(p) != 0));
        let some_move = Dir::ALL.iter().any(|d| b.slide(*d).is_some());
        prop_assert_eq!(b.can_move(), some_move, "{:?}", b);
    }

    #[test]
    fn a_game_is_over_iff_no_direction_moves(b in any_board(), d in dir(), seed in any::<u64>()) {
        if let Some((next, _)) = playing(b, seed).apply(d) {
            let some_move = Dir::ALL.iter().any(|d| next.board().slide(*d).is_some());
            if next.board().max_tile() >= next.rules().target {
                // Made a 2^63 tile: the win shows, whether or not a move is left.
                prop_assert_eq!(next.status(), Status::Won);
                let going = next.keep_going().expect("keep going after a win");
                prop_assert_eq!(going.status() == Status::Over, !some_move);
            } else {
                prop_assert_eq!(next.status() == Status::Over, !some_move);
                prop_assert_eq!(next.status() == Status::Playing, some_move);
            }
        }
    }

    #[test]
    fn a_slide_in_one_direction_mirrors_the_opposite(b in board()) {
        // Moving right is moving left on the board mirrored left to right.
        let n = b.size();
        let mirror = |b: &Board| {
            let mut m = Board::empty(n);
            for p in b.positions() {
                m.set_exponent(Pos::new(p.row, n - 1 - p.col), b.exponent(p));
            }
            m
        };
        let transpose = |b: &Board| {
            let mut t = Board::empty(n);
            for p in b.positions() {
                t.set_exponent(Pos::new(p.col, p.row), b.exponent(p));
            }
            t
        };
        let left = b.slide(Dir::Left).map(|s| (s.board, s.gain));
        let right = mirror(&b).slide(Dir::Right).map(|s| (mirror(&s.board), s.gain));
        prop_assert_eq!(&left, &right);
        let up = transpose(&b).slide(Dir::Up).map(|s| (transpose(&s.board), s.gain));
        prop_assert_eq!(&left, &up);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn undo_brings_back_every_earlier_state(
        rules in rules(),
        seed in any::<u64>(),
        msgs in prop::collection::vec(msg(), 0..120),
    ) {
        let start = model(rules, seed);
        let mut m = start.clone();
        // The state before each message that moved or restarted the game.
        let mut earlier = Vec::new();
        for msg in msgs {
            let before = m.game().clone();
            let (next, cmds) = update(m, msg.clone());
            m = next;
            let changed = *m.game() != before;
            prop_assert_eq!(changed, cmds.contains(&Cmd::Save), "{:?}", msg);
            if changed && matches!(msg, Msg::Action(Action::Move(_)) | Msg::Action(Action::Restart)) {
                earlier.push(before);
            }
            prop_assert_eq!(m.session().undo_stack().len(), earlier.len());
        }
        while let Some(expected) = earlier.pop() {
            let was_over = m.game().status() == Status::Over;
            let new_game = m.game().moves() == 0;
            let (next, cmds) = update(m, Msg::Action(Action::Undo));
            m = next;
            prop_assert_eq!(m.game(), &expected);
            // A game that ended and is back in play is taken out of the finished games.
            let back_in_play = if new_game { m.game().status() != Status::Over } else { was_over };
            let mut want = vec![Cmd::Save];
            if back_in_play && !m.session().record().moves().is_empty() {
                want.push(Cmd::TakeBack(Box::new(m.session().record().clone())));
            }
            prop_assert_eq!(cmds, want);
        }
        prop_assert!(m.session().undo_stack().is_empty());
        // Back at the start, with nothing more to undo.
        let (last, cmds) = update(m, Msg::Action(Action::Undo));
        prop_assert!(cmds.is_empty());
        prop_assert_eq!(last.game(), start.game());
    }

    #[test]
    fn undo_then_the_same_move_brings_the_same_tile(
        rules in rules(),
        seed in any::<u64>(),
        msgs in prop::collection::vec(msg(), 1..60),
        d in dir(),
    ) {
        let mut m = model(rules, seed);
        for msg in msgs {
            m = update(m, msg).0;
        }
        // A game that takes a move: on from a win, anew after game over.
        m = update(m, Msg::Action(Action::KeepGoing)).0;
        if m.game().status() == Status::Over {
            m = update(m, Msg::Action(Action::Restart)).0;
        }
        // The given direction, or the next one that moves.
        let at = Dir::ALL.iter().position(|&x| x == d).unwrap_or(0);
        let d = (0..4)
            .map(|k| Dir::ALL[(at + k) % 4])
            .find(|&x| m.game().apply(x).is_some())
            .expect("a game in play has a move");
        let (moved, cmds) = update(m.clone(), Msg::Action(Action::Move(d)));
        // A move that ends the game also keeps its record among the finished games.
        let mut expected = vec![Cmd::Save];
        if moved.game().status() == Status::Over {
            expected.push(Cmd::Keep(Box::new(moved.session().record().clone())));
        }
        prop_assert_eq!(cmds, expected);
        let (undone, _) = update(moved.clone(), Msg::Action(Action::Undo));
        prop_assert_eq!(undone.game(), m.game());
        let (again, _) = update(undone, Msg::Action(Action::Move(d)));
        prop_assert_eq!(again.game(), moved.game());
        prop_assert_eq!(&again.last_move().motion, &moved.last_move().motion);
    }

    #[test]
    fn the_same_seed_and_moves_replay_the_same_game(
        rules in rules(),
        seed in any::<u64>(),
        msgs in prop::collection::vec(msg_or_undo(), 0..100),
    ) {
        let mut a = model(rules, seed);
        let mut b = model(rules, seed);
        for msg in &msgs {
            a = update(a, msg.clone()).0;
            b = update(b, msg.clone()).0;
            prop_assert_eq!(&a, &b);
        }
        // The game moves by its own rules whatever drives it: the moves (and answers to a
        // win) of the messages, played by the app and on the game alone, end alike.
        let mut app = model(rules, seed);
        let mut g = GameState::new(rules, seed);
        for msg in &msgs {
            match msg {
                Msg::Action(Action::Move(d)) => {
                    app = update(app, msg.clone()).0;
                    if let Some((next, _)) = g.apply(*d) {
                        g = next;
                    }
                }
                Msg::Action(Action::KeepGoing) => {
                    app = update(app, msg.clone()).0;
                    if let Some(next) = g.keep_going() {
                        g = next;
                    }
                }
                _ => {}
            }
            prop_assert_eq!(&g, app.game());
        }
    }

    #[test]
    fn the_best_score_goes_down_only_by_undo(
        rules in rules(),
        seed in any::<u64>(),
        msgs in prop::collection::vec(msg_or_undo(), 0..150),
    ) {
        let mut m = model(rules, seed);
        let mut best = m.scores().best.clone();
        let mut shown = m.best_score();
        for msg in msgs {
            let undo = msg == Msg::Action(Action::Undo);
            m = update(m, msg).0;
            // Undo takes back what the move undone raised; nothing else lowers a best.
            if !undo {
                for (size, score) in &best {
                    let now = m.scores().best.get(size).copied().unwrap_or(0);
                    prop_assert!(now >= *score, "best for size {} fell from {} to {}", size, score, now);
                }
                prop_assert!(m.best_score() >= shown);
            }
            prop_assert!(m.best_score() >= m.game().score());
            best = m.scores().best.clone();
            shown = m.best_score();
        }
    }

    #[test]
    fn the_rng_round_trips_through_text(seed in any::<u64>(), skip in 0usize..50) {
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..skip {
            rng.next_u64();
        }
        let text = rng.encode();
        let mut back = GameRng::decode(&text).expect("our own text decodes");
        prop_assert_eq!(&back, &rng);
        prop_assert_eq!(back.encode(), text);
        for _ in 0..20 {
            prop_assert_eq!(back.next_u64(), rng.next_u64());
            prop_assert_eq!(back.below(7), rng.below(7));
            prop_assert_eq!(back.chance(0.9), rng.chance(0.9));
        }
    }

    #[test]
    fn a_game_resumed_from_its_rng_text_spawns_the_same_tiles(
        rules in rules(),
        seed in any::<u64>(),
        dirs in prop::collection::vec(dir(), 1..40),
    ) {
        let game = GameState::new(rules, seed);
        let copy = GameState::from_parts(
            game.rules(),
            game.board().clone(),
            game.score(),
            game.moves(),
            game.status(),
            GameRng::decode(&game.rng().encode()).expect("decodes"),
        );
        prop_assert_eq!(&copy, &game);
        let (mut a, mut b) = (game, copy);
        for d in dirs {
            match (a.apply(d), b.apply(d)) {
                (Some((na, ma)), Some((nb, mb))) => {
                    prop_assert_eq!(&ma, &mb);
                    a = na;
                    b = nb;
                }
                (None, None) => {}
                _ => prop_assert!(false, "the copies disagree on whether {} moves", d),
            }
            prop_assert_eq!(&a, &b);
        }
    }
}

#[test]
fn rng_text_that_is_not_ours_does_not_decode() {
    let good = GameRng::from_seed(1).encode();
    assert!(good.starts_with("pcg32:"));
    assert_eq!(good.len(), "pcg32:".len() + 16 + 1 + 16);
    for bad in [
        "",
        "pcg32:",
        "pcg32:0123456789abcdef",
        "pcg32:0123456789abcdef:fedcba9876543210",
        "pcg32:0123456789abcdef:fedcba987654321",
        "pcg32:0123456789abcdeg:fedcba9876543211",
        "pcg64:0123456789abcdef:fedcba9876543211",
        "opaque string or number",
    ] {
        assert_eq!(GameRng::decode(bad), None, "{bad:?}");
    }
    assert!(GameRng::decode("pcg32:0123456789abcdef:fedcba9876543211").is_some());
}

/// Seeded games must replay the same from one version of the program to the next (saved
/// games resume with the tiles they would have drawn): the first tiles and the board
/// after a fixed line of moves, as this version draws them.
#[test]
fn a_seeded_game_draws_the_same_tiles_in_every_version() {
    let rules = Rules::default();
    let start = GameState::new(rules, 2048);
    assert_eq!(
        values(start.board()),
        GOLDEN_START,
        "{:?}",
        start.board().to_values()
    );
    let mut g = start;
    for k in 0..40 {
        if let Some((next, _)) = g.apply(Dir::ALL[k % 4]) {
            g = next;
        }
    }
    assert_eq!(values(g.board()), GOLDEN_END, "{:?}", g.board().to_values());
    assert_eq!((g.score(), g.moves()), GOLDEN_SCORE_MOVES);
}

#[test]
fn values_of_exponents() {
    assert_eq!(value_of(0), 0);
    assert_eq!(value_of(1), 2);
    assert_eq!(value_of(11), 2048);
    assert_eq!(value_of(MAX_EXPONENT), 1 << 63);
    let b = board_of(3, &[1, 0, 2, 0, 0, 0, 0, 0, 11]);
    assert_eq!(values(&b), vec![2, 0, 4, 0, 0, 0, 0, 0, 2048]);
}

#[test]
fn undo_restores_states_across_wins_keeping_going_and_game_over() {
    // The messages come from a seeded generator, so every status is sure to be met.
    let mut picker = GameRng::from_seed(2048);
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..60 {
        let rules = Rules {
            size: 3,
            target: 16,
            spawn: SpawnRule::Classic,
        };
        let start = model(rules, seed);
        let mut m = start.clone();
        let mut earlier = Vec::new();
        for _ in 0..200 {
            let msg = match picker.below(12) {
                0 => Msg::Action(Action::Restart),
                1 | 2 => Msg::Action(Action::KeepGoing),
                n => Msg::Action(Action::Move(Dir::ALL[n % 4])),
            };
            let before = m.game().clone();
            m = update(m, msg.clone()).0;
            seen.insert(m.game().status().name());
            if *m.game() != before
                && matches!(
                    msg,
                    Msg::Action(Action::Move(_)) | Msg::Action(Action::Restart)
                )
            {
                earlier.push(before);
            }
        }
        while let Some(expected) = earlier.pop() {
            m = update(m, Msg::Action(Action::Undo)).0;
            assert_eq!(*m.game(), expected);
        }
        assert_eq!(m.game(), start.game());
        assert!(m.session().undo_stack().is_empty());
    }
    assert_eq!(
        seen.into_iter().collect::<Vec<_>>(),
        vec!["keep_playing", "over", "playing", "won"]
    );
}

const GOLDEN_START: [u64; 16] = [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0];
const GOLDEN_END: [u64; 16] = [0, 0, 4, 2, 0, 2, 4, 4, 0, 8, 16, 4, 0, 8, 32, 8];
const GOLDEN_SCORE_MOVES: (u64, u64) = (224, 40);
