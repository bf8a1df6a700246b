//! The odds of a new tile: 2 nine times in ten, else 4, on a uniformly chosen empty cell.

use crate::game::{Board, GameRng, GameState, Pos, Rules, SpawnRule, spawn};

const DRAWS: usize = 100_000;

/// The chi-square statistic of observed counts against equal expected counts.
fn chi_square(counts: &[usize]) -> f64 {
    let total: usize = counts.iter().sum();
    let expected = total as f64 / counts.len() as f64;
    counts
        .iter()
        .map(|&c| (c as f64 - expected).powi(2) / expected)
        .sum()
}

/// Spawns `DRAWS` tiles, each on a fresh copy of `board`: how often each cell was chosen
/// and how many of the tiles were 4s.
fn draw(board: &Board, seed: u64) -> (Vec<usize>, usize) {
    let n = board.size();
    let mut rng = GameRng::from_seed(seed);
    let mut cells = vec![0usize; n * n];
    let mut fours = 0;
    for _ in 0..DRAWS {
        let mut b = board.clone();
        let (pos, value) = spawn(&mut b, SpawnRule::Classic, &mut rng).expect("room");
        assert_eq!(board.value(pos), 0, "a tile lands on an empty cell");
        assert_eq!(b.value(pos), value);
        match value {
            2 => {}
            4 => fours += 1,
            v => panic!("a classic spawn made {v}"),
        }
        cells[pos.row * n + pos.col] += 1;
    }
    (cells, fours)
}

fn assert_four_share(fours: usize) {
    let share = fours as f64 / DRAWS as f64;
    assert!(
        (0.095..=0.105).contains(&share),
        "4s were {:.3}% of the spawns",
        share * 100.0
    );
}

#[test]
fn a_tenth_of_the_spawns_are_4s_and_every_cell_is_as_likely() {
    let (cells, fours) = draw(&Board::empty(4), 20_480);
    assert_four_share(fours);
    assert_eq!(cells.len(), 16);
    let expected = DRAWS as f64 / 16.0;
    for (i, &c) in cells.iter().enumerate() {
        let off = (c as f64 - expected).abs() / expected;
        assert!(
            off <= 0.05,
            "cell {i} chosen {c} times, expected about {expected}"
        );
    }
    // 15 degrees of freedom: 37.70 is the 99.9th percentile.
    let chi = chi_square(&cells);
    assert!(chi < 37.70, "chi-square {chi:.2} over {cells:?}");
}

#[test]
fn the_odds_hold_for_other_seeds() {
    for seed in [0, 1, u64::MAX] {
        let (cells, fours) = draw(&Board::empty(4), seed);
        assert_four_share(fours);
        let chi = chi_square(&cells);
        assert!(
            chi < 37.70,
            "seed {seed}: chi-square {chi:.2} over {cells:?}"
        );
    }
}

#[test]
fn only_empty_cells_are_chosen_and_each_as_likely() {
    // Six tiles on the board leave ten empty cells.
    let board = Board::from_values(&[[2, 0, 0, 4], [0, 8, 0, 0], [0, 0, 16, 0], [32, 0, 0, 64]])
        .expect("a board");
    let (cells, fours) = draw(&board, 7);
    assert_four_share(fours);
    let empty: Vec<usize> = board
        .positions()
        .filter(|&p| board.value(p) == 0)
        .map(|p| p.row * 4 + p.col)
        .collect();
    assert_eq!(empty.len(), 10);
    for (i, &c) in cells.iter().enumerate() {
        if !empty.contains(&i) {
            assert_eq!(c, 0, "the occupied cell {i} was chosen");
        }
    }
    let chosen: Vec<usize> = empty.iter().map(|&i| cells[i]).collect();
    // 9 degrees of freedom: 27.88 is the 99.9th percentile.
    let chi = chi_square(&chosen);
    assert!(chi < 27.88, "chi-square {chi:.2} over {chosen:?}");
}

#[test]
fn every_cell_of_a_3x3_and_an_8x8_board_is_as_likely() {
    // 8 and 63 degrees of freedom: 26.12 and 103.4 are the 99.9th percentiles.
    for (size, bound) in [(3, 26.12), (8, 103.4)] {
        let (cells, fours) = draw(&Board::empty(size), size as u64);
        assert_four_share(fours);
        assert!(cells.iter().all(|&c| c > 0));
        let chi = chi_square(&cells);
        assert!(chi < bound, "{size}x{size}: chi-square {chi:.2}");
    }
}

#[test]
fn new_games_start_with_two_tiles_on_two_cells_chosen_alike() {
    let mut cells = [0usize; 16];
    let mut fours = 0usize;
    let games = DRAWS / 2;
    for seed in 0..games as u64 {
        let game = GameState::new(Rules::default(), seed);
        let b = game.board();
        let tiles: Vec<Pos> = b.positions().filter(|&p| b.value(p) != 0).collect();
        assert_eq!(tiles.len(), 2, "seed {seed}");
        for p in tiles {
            cells[p.row * 4 + p.col] += 1;
            if b.value(p) == 4 {
                fours += 1;
            }
        }
    }
    assert_four_share(fours);
    let chi = chi_square(&cells);
    assert!(chi < 37.70, "chi-square {chi:.2} over {cells:?}");
}
