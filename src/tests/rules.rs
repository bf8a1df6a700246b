//! The rules of the game, case by case: how lines slide and merge in every direction, and
//! how a game's status, score and move count follow its moves.

use rstest::rstest;

use crate::tests::support::board;
use tui2048_engine::game::{
    Board, Dir, GameRng, GameState, Pos, Rules, Slide, SpawnRule, Status, spawn,
};

/// A 4×4 board holding `line` as line `k` read from the wall `dir` moves towards, every
/// other cell empty.
fn place(line: [u64; 4], dir: Dir, k: usize) -> Board {
    let mut rows = [[0u64; 4]; 4];
    for (i, &v) in line.iter().enumerate() {
        let (r, c) = match dir {
            Dir::Left => (k, i),
            Dir::Right => (k, 3 - i),
            Dir::Up => (i, k),
            Dir::Down => (3 - i, k),
        };
        rows[r][c] = v;
    }
    board(&rows)
}

fn tile_count(b: &Board) -> usize {
    b.positions().filter(|&p| b.value(p) != 0).count()
}

fn state(rows: &[[u64; 4]], status: Status, target: u64) -> GameState {
    let rules = Rules {
        size: 4,
        target,
        spawn: SpawnRule::Classic,
    };
    GameState::from_parts(rules, board(rows), 100, 7, status, GameRng::from_seed(5))
}

// ---------------------------------------------------------------------------------------
// Lines

#[rstest]
#[case::gap_then_pair([2, 0, 2, 4], Some(([4, 4, 0, 0], 4)))]
#[case::four_twos([2, 2, 2, 2], Some(([4, 4, 0, 0], 8)))]
#[case::no_equal_neighbours([2, 4, 8, 16], None)]
#[case::four_fours([4, 4, 4, 4], Some(([8, 8, 0, 0], 16)))]
#[case::merged_tile_does_not_merge_again([2, 2, 4, 0], Some(([4, 4, 0, 0], 4)))]
#[case::two_pairs([4, 4, 8, 8], Some(([8, 16, 0, 0], 24)))]
#[case::pair_nearest_the_wall_first([8, 8, 8, 0], Some(([16, 8, 0, 0], 16)))]
#[case::slide_without_merge([0, 2, 0, 4], Some(([2, 4, 0, 0], 0)))]
#[case::already_packed([2, 4, 0, 0], None)]
#[case::empty_line([0, 0, 0, 0], None)]
#[case::lone_tile_at_the_far_end([0, 0, 0, 2], Some(([2, 0, 0, 0], 0)))]
fn a_line_slides_and_merges(
    #[case] line: [u64; 4],
    #[case] expected: Option<([u64; 4], u64)>,
    #[values(Dir::Left, Dir::Right, Dir::Up, Dir::Down)] dir: Dir,
    #[values(0, 1, 2, 3)] k: usize,
) {
    let before = place(line, dir, k);
    let slid = before.slide(dir);
    match expected {
        None => assert_eq!(slid, None, "{line:?} moved {dir} is not a move"),
        Some((after, gain)) => {
            let slid = slid.unwrap_or_else(|| panic!("{line:?} moved {dir} should move"));
            assert_eq!(slid.board, place(after, dir, k), "{line:?} moved {dir}");
            assert_eq!(slid.gain, gain, "{line:?} moved {dir}");
        }
    }
}

#[rstest]
#[case(Dir::Left, [[4, 4, 0, 0], [4, 4, 0, 0], [2, 4, 8, 16], [16, 8, 0, 0]])]
#[case(Dir::Right, [[0, 0, 4, 4], [0, 0, 4, 4], [2, 4, 8, 16], [0, 0, 8, 16]])]
fn every_line_moves_at_once(#[case] dir: Dir, #[case] after: [[u64; 4]; 4]) {
    let before = board(&[[2, 0, 2, 4], [2, 2, 2, 2], [2, 4, 8, 16], [8, 8, 8, 0]]);
    let slid = before.slide(dir).expect("a move");
    assert_eq!(slid.board, board(&after));
    assert_eq!(slid.gain, 4 + 8 + 16);
    assert_eq!(slid.merges.len(), 4);
}

#[test]
fn columns_move_up_and_down() {
    let before = board(&[[2, 2, 2, 8], [0, 2, 4, 8], [2, 2, 8, 8], [4, 2, 16, 0]]);
    let up = before.slide(Dir::Up).expect("a move");
    assert_eq!(
        up.board,
        board(&[[4, 4, 2, 16], [4, 4, 4, 8], [0, 0, 8, 0], [0, 0, 16, 0]])
    );
    assert_eq!(up.gain, 4 + 8 + 16);
    let down = before.slide(Dir::Down).expect("a move");
    assert_eq!(
        down.board,
        board(&[[0, 0, 2, 0], [0, 0, 4, 0], [4, 4, 8, 8], [4, 4, 16, 16]])
    );
    assert_eq!(down.gain, 4 + 8 + 16);
}

#[test]
fn the_largest_tiles_do_not_merge() {
    let top = 1u64 << 63;
    let before = board(&[[top, top, 0], [0, 0, 0], [0, 0, 0]]);
    assert_eq!(before.slide(Dir::Left), None);
    let slid = before.slide(Dir::Right).expect("the tiles slide");
    assert_eq!(slid.board, board(&[[0, top, top], [0, 0, 0], [0, 0, 0]]));
    assert_eq!(slid.gain, 0);
}

// ---------------------------------------------------------------------------------------
// Other sizes

#[rstest]
#[case(Dir::Left, [[4, 2, 0], [8, 0, 0], [16, 16, 0]], 28)]
#[case(Dir::Right, [[0, 2, 4], [0, 0, 8], [0, 16, 16]], 28)]
#[case(Dir::Up, [[2, 2, 2], [4, 8, 4], [8, 0, 16]], 0)]
#[case(Dir::Down, [[2, 0, 2], [4, 2, 4], [8, 8, 16]], 0)]
fn a_3x3_board(#[case] dir: Dir, #[case] after: [[u64; 3]; 3], #[case] gain: u64) {
    let before = board(&[[2, 2, 2], [4, 0, 4], [8, 8, 16]]);
    let slid = before.slide(dir).expect("a move");
    assert_eq!(slid.board, board(&after));
    assert_eq!(slid.gain, gain);
    assert_eq!(slid.board.size(), 3);
}

const BIG: [[u64; 8]; 8] = [
    [2, 2, 2, 2, 2, 2, 2, 2],
    [2, 0, 0, 0, 0, 0, 0, 2],
    [4, 4, 8, 8, 16, 16, 32, 32],
    [0, 0, 0, 0, 0, 0, 0, 0],
    [2, 4, 2, 4, 2, 4, 2, 4],
    [8, 8, 8, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 1024],
    [1024, 1024, 2048, 0, 0, 4, 4, 4],
];

#[rstest]
#[case(Dir::Left, [
    [4, 4, 4, 4, 0, 0, 0, 0],
    [4, 0, 0, 0, 0, 0, 0, 0],
    [8, 16, 32, 64, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0],
    [2, 4, 2, 4, 2, 4, 2, 4],
    [16, 8, 0, 0, 0, 0, 0, 0],
    [1024, 0, 0, 0, 0, 0, 0, 0],
    [2048, 2048, 8, 4, 0, 0, 0, 0],
])]
#[case(Dir::Right, [
    [0, 0, 0, 0, 4, 4, 4, 4],
    [0, 0, 0, 0, 0, 0, 0, 4],
    [0, 0, 0, 0, 8, 16, 32, 64],
    [0, 0, 0, 0, 0, 0, 0, 0],
    [2, 4, 2, 4, 2, 4, 2, 4],
    [0, 0, 0, 0, 0, 0, 8, 16],
    [0, 0, 0, 0, 0, 0, 0, 1024],
    [0, 0, 0, 0, 2048, 2048, 4, 8],
])]
fn an_8x8_board_by_rows(#[case] dir: Dir, #[case] after: [[u64; 8]; 8]) {
    let slid = board(&BIG).slide(dir).expect("a move");
    assert_eq!(slid.board, board(&after));
    assert_eq!(slid.gain, 16 + 4 + 120 + 16 + 2056);
}

#[rstest]
#[case(Dir::Up)]
#[case(Dir::Down)]
fn an_8x8_board_by_columns(#[case] dir: Dir) {
    // The transposed board moved up/down is the transposed result of left/right.
    let transpose = |rows: &[[u64; 8]; 8]| {
        let mut t = [[0u64; 8]; 8];
        for (r, row) in rows.iter().enumerate() {
            for (c, &v) in row.iter().enumerate() {
                t[c][r] = v;
            }
        }
        t
    };
    let (expected_rows, row_dir) = match dir {
        Dir::Up => (
            [
                [4, 4, 4, 4, 0, 0, 0, 0],
                [4, 0, 0, 0, 0, 0, 0, 0],
                [8, 16, 32, 64, 0, 0, 0, 0],
                [0, 0, 0, 0, 0, 0, 0, 0],
                [2, 4, 2, 4, 2, 4, 2, 4],
                [16, 8, 0, 0, 0, 0, 0, 0],
                [1024, 0, 0, 0, 0, 0, 0, 0],
                [2048, 2048, 8, 4, 0, 0, 0, 0],
            ],
            Dir::Left,
        ),
        _ => (
            [
                [0, 0, 0, 0, 4, 4, 4, 4],
                [0, 0, 0, 0, 0, 0, 0, 4],
                [0, 0, 0, 0, 8, 16, 32, 64],
                [0, 0, 0, 0, 0, 0, 0, 0],
                [2, 4, 2, 4, 2, 4, 2, 4],
                [0, 0, 0, 0, 0, 0, 8, 16],
                [0, 0, 0, 0, 0, 0, 0, 1024],
                [0, 0, 0, 0, 2048, 2048, 4, 8],
            ],
            Dir::Right,
        ),
    };
    let slid = board(&transpose(&BIG)).slide(dir).expect("a move");
    assert_eq!(slid.board, board(&transpose(&expected_rows)));
    assert_eq!(slid.gain, 2212);
    let by_rows = board(&BIG).slide(row_dir).expect("a move");
    assert_eq!(slid.gain, by_rows.gain);
}

// ---------------------------------------------------------------------------------------
// What a slide reports

#[test]
fn slides_and_merges_of_one_move() {
    let before = board(&[[2, 0, 2, 4], [0, 0, 0, 0], [0, 8, 0, 0], [0, 0, 0, 0]]);
    let slid = before.slide(Dir::Left).expect("a move");
    assert_eq!(
        slid.board,
        board(&[[4, 4, 0, 0], [0, 0, 0, 0], [8, 0, 0, 0], [0, 0, 0, 0]])
    );
    let mut slides = slid.slides.clone();
    slides.sort_by_key(|s| s.from);
    assert_eq!(
        slides,
        vec![
            Slide {
                from: Pos::new(0, 0),
                to: Pos::new(0, 0),
                value: 2
            },
            Slide {
                from: Pos::new(0, 2),
                to: Pos::new(0, 0),
                value: 2
            },
            Slide {
                from: Pos::new(0, 3),
                to: Pos::new(0, 1),
                value: 4
            },
            Slide {
                from: Pos::new(2, 1),
                to: Pos::new(2, 0),
                value: 8
            },
        ]
    );
    assert_eq!(slid.merges, vec![(Pos::new(0, 0), 4)]);
    assert_eq!(slid.gain, 4);
}

#[test]
fn merges_of_a_move_right_name_the_cells_nearest_the_wall() {
    let before = board(&[[8, 8, 8, 0], [4, 4, 8, 8], [0, 0, 0, 0], [0, 0, 0, 0]]);
    let slid = before.slide(Dir::Right).expect("a move");
    assert_eq!(
        slid.board,
        board(&[[0, 0, 8, 16], [0, 0, 8, 16], [0, 0, 0, 0], [0, 0, 0, 0]])
    );
    let mut merges = slid.merges.clone();
    merges.sort();
    assert_eq!(
        merges,
        vec![
            (Pos::new(0, 3), 16),
            (Pos::new(1, 2), 8),
            (Pos::new(1, 3), 16)
        ]
    );
    assert_eq!(slid.gain, 40);
    assert_eq!(slid.slides.len(), 7);
}

// ---------------------------------------------------------------------------------------
// A game's moves

#[test]
fn a_move_that_changes_nothing_is_no_move() {
    let game = state(
        &[[2, 4, 8, 16], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        Status::Playing,
        2048,
    );
    assert_eq!(game.apply(Dir::Left), None);
    assert_eq!(game.apply(Dir::Up), None);
    assert_eq!(game.score(), 100);
    assert_eq!(game.moves(), 7);
    // Through the app: no undo entry, no save, the same game.
    let model = tui2048_app::Model::new(game.clone());
    let (after, cmds) = tui2048_app::update(
        model,
        tui2048_app::Msg::Action(tui2048_app::keymap::Action::Move(Dir::Left)),
    );
    assert_eq!(*after.game(), game);
    assert!(after.session().undo_stack().is_empty());
    assert!(cmds.is_empty());
    assert_eq!(
        after.stats_with_game().own.moves,
        7,
        "the game in play, unchanged"
    );
}

#[rstest]
#[case(1)]
#[case(2)]
#[case(3)]
#[case(99)]
#[case(12345)]
fn a_move_adds_one_new_tile_of_2_or_4(#[case] seed: u64) {
    let rows = [[2, 0, 2, 4], [0, 0, 0, 0], [0, 8, 0, 0], [0, 0, 0, 16]];
    let rules = Rules::default();
    let game = GameState::from_parts(
        rules,
        board(&rows),
        10,
        3,
        Status::Playing,
        GameRng::from_seed(seed),
    );
    let (next, motion) = game.apply(Dir::Left).expect("a move");
    let slid = board(&rows).slide(Dir::Left).expect("a move");
    assert_eq!(next.score(), 14);
    assert_eq!(next.moves(), 4);
    assert_eq!(motion.gain, 4);
    assert_eq!(next.status(), Status::Playing);
    let changed: Vec<Pos> = next
        .board()
        .positions()
        .filter(|&p| next.board().value(p) != slid.board.value(p))
        .collect();
    assert_eq!(changed.len(), 1, "exactly one new tile");
    let pos = changed[0];
    assert_eq!(
        slid.board.value(pos),
        0,
        "the new tile lands on an empty cell"
    );
    let value = next.board().value(pos);
    assert!(value == 2 || value == 4, "new tile {value}");
    assert_eq!(motion.spawn, Some((pos, value)));
    assert_eq!(tile_count(next.board()), tile_count(&slid.board) + 1);
    assert_eq!(next.rules(), rules);
}

#[test]
fn reaching_the_target_wins() {
    let game = state(
        &[[1024, 1024, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        Status::Playing,
        2048,
    );
    let (next, motion) = game.apply(Dir::Left).expect("a move");
    assert_eq!(next.status(), Status::Won);
    assert_eq!(next.score(), 100 + 2048);
    assert_eq!(next.board().value(Pos::new(0, 0)), 2048);
    assert_eq!(motion.merges, vec![(Pos::new(0, 0), 2048)]);
    // No moves while the win waits for an answer.
    assert!(!next.accepts_moves());
    assert_eq!(next.apply(Dir::Right), None);
    assert_eq!(next.apply(Dir::Down), None);
    let going = next.keep_going().expect("keep going after a win");
    assert_eq!(going.status(), Status::KeepPlaying);
    assert_eq!(going.board(), next.board());
    assert_eq!(going.score(), next.score());
    assert_eq!(going.moves(), next.moves());
}

#[test]
fn a_smaller_target_wins_sooner() {
    let game = state(
        &[[4, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        Status::Playing,
        8,
    );
    let (next, _) = game.apply(Dir::Right).expect("a move");
    assert_eq!(next.status(), Status::Won);
    let game = state(
        &[[4, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        Status::Playing,
        16,
    );
    let (next, _) = game.apply(Dir::Right).expect("a move");
    assert_eq!(next.status(), Status::Playing);
}

/// After moving left, row 0 is `[top, 32, 8, _]` and the new tile (2 or 4) fills the last
/// empty cell: a full board with no equal neighbours.
fn last_move(top_half: u64, target: u64) -> GameState {
    state(
        &[
            [top_half, top_half, 32, 8],
            [4, 8, 16, 32],
            [8, 16, 32, 64],
            [4, 8, 16, 32],
        ],
        Status::Playing,
        target,
    )
}

#[rstest]
#[case(1)]
#[case(2)]
#[case(7)]
#[case(1000)]
fn a_win_on_the_last_possible_move_is_a_win(#[case] seed: u64) {
    let game = GameState::from_parts(
        Rules::default(),
        last_move(1024, 2048).board().clone(),
        0,
        0,
        Status::Playing,
        GameRng::from_seed(seed),
    );
    let (next, motion) = game.apply(Dir::Left).expect("a move");
    assert!(next.board().empty_cells().is_empty());
    assert!(!next.board().can_move());
    assert_eq!(motion.spawn.map(|s| s.0), Some(Pos::new(0, 3)));
    assert_eq!(next.status(), Status::Won, "the win shows, not game over");
    let after = next.keep_going().expect("keep going");
    assert_eq!(after.status(), Status::Over);
    assert_eq!(after.keep_going(), None);
}

#[test]
fn a_full_board_without_equal_neighbours_is_over() {
    let game = last_move(512, 2048);
    let (next, _) = game.apply(Dir::Left).expect("a move");
    assert_eq!(next.board().value(Pos::new(0, 0)), 1024);
    assert_eq!(next.status(), Status::Over);
    assert!(!next.accepts_moves());
    for dir in Dir::ALL {
        assert_eq!(next.apply(dir), None);
    }
    assert_eq!(next.keep_going(), None);
}

#[test]
fn a_full_board_with_equal_neighbours_is_not_over() {
    let b = board(&[[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 4]]);
    assert!(b.can_move());
    let b = board(&[[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]]);
    assert!(!b.can_move());
    let b = board(&[[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 2], [4, 2, 4, 8]]);
    assert!(b.can_move());
    let b = board(&[[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 8], [4, 2, 4, 8]]);
    assert!(b.can_move());
}

#[rstest]
#[case(Status::Playing)]
#[case(Status::KeepPlaying)]
#[case(Status::Over)]
fn keep_going_needs_a_win(#[case] status: Status) {
    let game = state(
        &[[2, 4, 8, 16], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        status,
        2048,
    );
    assert_eq!(game.keep_going(), None);
}

#[test]
fn a_game_that_keeps_going_does_not_win_again() {
    let game = state(
        &[
            [2048, 2048, 0, 0],
            [1024, 1024, 0, 0],
            [0, 0, 0, 0],
            [0, 0, 0, 0],
        ],
        Status::KeepPlaying,
        2048,
    );
    let (next, _) = game.apply(Dir::Left).expect("a move");
    assert_eq!(next.board().value(Pos::new(0, 0)), 4096);
    assert_eq!(next.board().value(Pos::new(1, 0)), 2048);
    assert_eq!(next.status(), Status::KeepPlaying);
    assert_eq!(next.score(), 100 + 4096 + 2048);
    let (again, _) = next.apply(Dir::Down).expect("a move");
    assert_eq!(again.status(), Status::KeepPlaying);
}

#[test]
fn a_game_that_keeps_going_can_still_end() {
    let game = GameState::from_parts(
        Rules::default(),
        last_move(1024, 2048).board().clone(),
        0,
        0,
        Status::KeepPlaying,
        GameRng::from_seed(3),
    );
    let (next, _) = game.apply(Dir::Left).expect("a move");
    assert_eq!(next.status(), Status::Over);
}

#[test]
fn the_largest_move_count_does_not_overflow() {
    let game = GameState::from_parts(
        Rules::default(),
        board(&[[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]),
        u64::MAX - 1,
        u64::MAX,
        Status::Playing,
        GameRng::from_seed(1),
    );
    let (next, _) = game.apply(Dir::Left).expect("a move");
    assert_eq!(next.moves(), u64::MAX);
    assert_eq!(next.score(), u64::MAX);
}

// ---------------------------------------------------------------------------------------
// New games, restarts, spawns

#[rstest]
#[case(3)]
#[case(4)]
#[case(8)]
fn a_new_game_has_two_small_tiles(#[case] size: usize) {
    for seed in 0..50 {
        let game = GameState::new(
            Rules {
                size,
                ..Rules::default()
            },
            seed,
        );
        assert_eq!(game.board().size(), size);
        assert_eq!(tile_count(game.board()), 2);
        let values: Vec<u64> = game
            .board()
            .positions()
            .map(|p| game.board().value(p))
            .filter(|&v| v != 0)
            .collect();
        assert!(values.iter().all(|&v| v == 2 || v == 4), "{values:?}");
        assert_eq!(game.score(), 0);
        assert_eq!(game.moves(), 0);
        assert_eq!(game.status(), Status::Playing);
        assert_eq!(game, GameState::new(game.rules(), seed));
    }
}

#[test]
fn restart_is_deterministic_from_the_state() {
    let rules = Rules {
        size: 5,
        target: 256,
        spawn: SpawnRule::Scaled,
    };
    let game = GameState::new(rules, 77);
    let (played, _) = game
        .apply(Dir::Left)
        .or_else(|| game.apply(Dir::Right))
        .expect("a move");
    let a = played.restart();
    let b = played.clone().restart();
    assert_eq!(a, b);
    assert_eq!(a.rules(), rules);
    assert_eq!(a.moves(), 0);
    assert_eq!(a.score(), 0);
    assert_eq!(a.status(), Status::Playing);
    assert_eq!(tile_count(a.board()), 2);
    // A restart is a game of its own: restarting it again gives yet another game.
    let c = a.restart();
    assert_ne!(c, a);
    assert_eq!(c, b.restart());
    // Another generator gives another restart.
    let other = GameState::from_parts(
        played.rules(),
        played.board().clone(),
        played.score(),
        played.moves(),
        played.status(),
        GameRng::from_seed(78),
    );
    assert_ne!(other.restart(), a);
}

#[test]
fn scaled_spawns_are_powers_of_two_up_to_a_quarter_of_the_largest_tile() {
    let mut rng = GameRng::from_seed(2024);
    for (max, allowed) in [
        (2u64, vec![2u64]),
        (4, vec![2]),
        (8, vec![2]),
        (16, vec![2, 4]),
        (256, vec![2, 4, 8, 16, 32, 64]),
        (2048, vec![2, 4, 8, 16, 32, 64, 128, 256, 512]),
    ] {
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..3000 {
            let mut b = board(&[[max, 0, 0, 0], [0; 4], [0; 4], [0; 4]]);
            let (pos, value) = spawn(&mut b, SpawnRule::Scaled, &mut rng).expect("room");
            assert_ne!(pos, Pos::new(0, 0));
            assert_eq!(b.value(pos), value);
            seen.insert(value);
        }
        assert_eq!(seen.into_iter().collect::<Vec<_>>(), allowed, "max {max}");
    }
}

#[test]
fn a_scaled_game_spawns_from_the_board_after_the_slide() {
    let rules = Rules {
        size: 4,
        target: 1 << 20,
        spawn: SpawnRule::Scaled,
    };
    // 128 + 128 make 256 in the move: the new tile may be up to 64.
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..600 {
        let game = GameState::from_parts(
            rules,
            board(&[[128, 128, 0, 0], [0; 4], [0; 4], [0; 4]]),
            0,
            0,
            Status::Playing,
            GameRng::from_seed(seed),
        );
        let (_, motion) = game.apply(Dir::Left).expect("a move");
        seen.insert(motion.spawn.expect("a new tile").1);
    }
    assert_eq!(
        seen.into_iter().collect::<Vec<_>>(),
        vec![2, 4, 8, 16, 32, 64]
    );
    // A new scaled game starts with two 2s.
    for seed in 0..20 {
        let game = GameState::new(rules, seed);
        let values: Vec<u64> = game
            .board()
            .positions()
            .map(|p| game.board().value(p))
            .filter(|&v| v != 0)
            .collect();
        assert_eq!(values, vec![2, 2]);
    }
}

#[test]
fn classic_spawns_are_2_or_4_whatever_the_largest_tile() {
    let mut rng = GameRng::from_seed(9);
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..500 {
        let mut b = board(&[[4096, 0, 0], [0; 3], [0; 3]]);
        seen.insert(spawn(&mut b, SpawnRule::Classic, &mut rng).expect("room").1);
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), vec![2, 4]);
}

#[test]
fn no_spawn_on_a_full_board() {
    let mut b = board(&[[2, 4, 2], [4, 2, 4], [2, 4, 2]]);
    let before = b.clone();
    let mut rng = GameRng::from_seed(1);
    assert_eq!(spawn(&mut b, SpawnRule::Classic, &mut rng), None);
    assert_eq!(b, before);
}
