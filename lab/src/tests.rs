use std::sync::atomic::AtomicBool;

use tui2048_engine::ai::Bitboard;
use tui2048_engine::ai::ntuple::patterns::{
    FOUR_BY_FOUR, FOUR_BY_SIX, FourBySix, MAX_FEATURES, Reading, Runs, four_by_six, images,
};
use tui2048_engine::ai::ntuple::{Network, Packing, Patterns, network};
use tui2048_engine::ai::rng::FastRng;

use crate::checkpoint;
use crate::train::{TrainConfig, Trainer};

/// Boards with every number of empty cells and exponents up to 15.
fn boards(n: usize) -> Vec<Bitboard> {
    let mut rng = FastRng::new(5);
    (0..n)
        .map(|_| {
            let keep = rng.next_u64() | rng.next_u64();
            let cells = rng.next_u64();
            let mut b = 0u64;
            for i in 0..16 {
                if keep >> (4 * i) & 1 == 1 {
                    b |= (cells >> (4 * i) & 0xF) << (4 * i);
                }
            }
            Bitboard(b)
        })
        .collect()
}

/// The cells of a board as a plain array, row by row.
fn cells(board: Bitboard) -> [u8; 16] {
    std::array::from_fn(|i| board.cell(i))
}

/// A map of (row, column) to (row, column).
type Symmetry = fn(usize, usize) -> (usize, usize);

/// The eight symmetries of the square.
fn symmetries() -> [Symmetry; 8] {
    [
        |r, c| (r, c),
        |r, c| (r, 3 - c),
        |r, c| (3 - r, c),
        |r, c| (3 - r, 3 - c),
        |r, c| (c, r),
        |r, c| (c, 3 - r),
        |r, c| (3 - c, r),
        |r, c| (3 - c, 3 - r),
    ]
}

/// The features of a board, computed plainly: each pattern's cells moved by each
/// symmetry, their exponents read as base-16 digits, first cell lowest.
fn reference_indices(patterns: &[&[u8]], board: Bitboard) -> Vec<u32> {
    let cells = cells(board);
    let mut out = Vec::new();
    for map in symmetries() {
        let mut base = 0u32;
        for pattern in patterns {
            let mut index = 0u32;
            for (j, &c) in pattern.iter().enumerate() {
                let (r, col) = map(usize::from(c) / 4, usize::from(c) % 4);
                index |= u32::from(cells[4 * r + col]) << (4 * j);
            }
            out.push(base + index);
            base += 1 << (4 * pattern.len());
        }
    }
    out.sort_unstable();
    out
}

#[test]
fn features_agree_with_a_plain_reading() {
    for cells in [
        &FOUR_BY_SIX[..],
        &FOUR_BY_FOUR[..],
        &[&[15u8, 0, 7, 3][..], &[9, 10]],
    ] {
        let patterns = Patterns::new(cells).unwrap();
        for board in boards(300) {
            let mut idx = [0u32; MAX_FEATURES];
            let n = patterns.indices(board, &mut idx);
            let mut got = idx[..n].to_vec();
            got.sort_unstable();
            assert_eq!(got, reference_indices(cells, board), "{board:?}");
        }
    }
}

/// The 4×6 network's compiled reading gives the weights the run-by-run reading gives,
/// in the same order, on every kind of board (the empty one and the full one too).
#[test]
fn the_compiled_reading_is_the_reading_by_runs() {
    let patterns = Patterns::four_by_six();
    assert!(patterns.is_four_by_six());
    assert!(!Patterns::new(&FOUR_BY_FOUR).unwrap().is_four_by_six());
    let mut all = boards(2000);
    all.extend([
        Bitboard(0),
        Bitboard(u64::MAX),
        Bitboard(0xFEDC_BA98_7654_3210),
    ]);
    for board in all {
        let compiled = four_by_six(board);
        assert_eq!(FourBySix.read(board), compiled);
        assert_eq!(
            Runs(&patterns).read(board).as_ref(),
            &compiled[..],
            "{board:?}"
        );
        let mut sorted = compiled.to_vec();
        sorted.sort_unstable();
        assert_eq!(sorted, reference_indices(&FOUR_BY_SIX, board), "{board:?}");
    }
    // Cells 0-5 of 0x…654321 read 1 2 3 4 5 6, first cell lowest. Upside down, the
    // first pattern reads cells 12-15 then 8-9 (all 0 but cell 8's 7), the last one
    // cells 8-10 (7 0 0) then 4-6 (5 6 0).
    let board = Bitboard(0x0000_0007_0065_4321);
    let idx = four_by_six(board);
    assert_eq!(idx[0], 0x65_4321);
    assert_eq!(idx[8], 0x07_0000);
    assert_eq!(idx[11], (3 << 24) + 0x6_5007);
}

#[test]
fn the_weights_sit_pattern_after_pattern() {
    let patterns = Patterns::four_by_six();
    assert_eq!(patterns.size(), 4 << 24);
    assert_eq!(patterns.features(), 32);
    let mut idx = [0u32; MAX_FEATURES];
    // 2 4 8 16 / 32 64 ...: the first reading of each pattern on the board itself.
    let board = Bitboard(0x0000_0000_0000_0000_0065_4321);
    patterns.indices(board, &mut idx);
    assert_eq!(
        &idx[..4],
        &[
            0x65_4321,
            (1 << 24) + 0x65,
            (2 << 24) + 0x06_5321,
            (3 << 24) + 0x6_5
        ]
    );
    assert!(Patterns::new(&[&[1, 1]]).is_none());
    assert!(Patterns::new(&[&[16]]).is_none());
    assert!(Patterns::new(&[&[0, 1, 2, 3, 4, 5, 6]]).is_none());
    assert!(Patterns::new(&[]).is_none());
}

/// A trainer whose weights are small whole numbers, so sums are exact in any order.
fn whole_weights(cells: &[&[u8]], config: TrainConfig) -> Trainer {
    let patterns = Patterns::new(cells).unwrap();
    let n = patterns.size();
    let mut trainer = Trainer::new(patterns, 0.0, 3, config);
    let weights: Vec<f32> = (0..n).map(|i| ((i * 7919) % 201) as f32 - 100.0).collect();
    trainer.restore(&weights, &vec![0; n], &[], &[]);
    trainer
}

#[test]
fn a_board_is_worth_the_sum_of_its_weights_alike_in_every_mirror() {
    let trainer = whole_weights(&FOUR_BY_FOUR, TrainConfig::default());
    let weights = trainer.weights();
    for board in boards(300) {
        let plain: f32 = reference_indices(&FOUR_BY_FOUR, board)
            .iter()
            .map(|&i| weights[i as usize])
            .sum();
        assert_eq!(trainer.value(board), plain);
        for image in images(board) {
            assert_eq!(trainer.value(image), plain, "{board:?} {image:?}");
        }
    }
}

#[test]
fn an_update_moves_each_weight_read_by_its_share_of_the_error() {
    for coherence in [false, true] {
        let config = TrainConfig {
            alpha: 0.5,
            coherence,
            ..TrainConfig::default()
        };
        let trainer = whole_weights(&FOUR_BY_FOUR, config);
        let mut weights = trainer.weights();
        let mut errors = vec![0f32; weights.len()];
        let mut sizes = vec![0f32; weights.len()];
        let mut visits = vec![0u8; weights.len()];
        for (k, board) in boards(200).into_iter().enumerate() {
            let target = (k % 13) as f32 * 50.0 - 100.0;
            let idx = reference_indices(&FOUR_BY_FOUR, board);
            let error = target - idx.iter().map(|&i| weights[i as usize]).sum::<f32>();
            // Each weight read adds its value after its own update: a weight read
            // twice adds its value after one update, then after two.
            let mut plain = 0.0f32;
            for &i in &idx {
                let i = i as usize;
                let mut step = 0.5 / 32.0 * error;
                if coherence && sizes[i] > 0.0 {
                    step *= errors[i].abs() / sizes[i];
                }
                errors[i] += error;
                sizes[i] += error.abs();
                weights[i] += step;
                visits[i] = visits[i].saturating_add(1);
                plain += weights[i];
            }
            let after = trainer.learn(board, target);
            assert!(
                (after - plain).abs() <= 1e-3 * plain.abs().max(1.0),
                "{after} {plain}"
            );
        }
        let got = trainer.weights();
        let worst = got
            .iter()
            .zip(&weights)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f32::max);
        assert!(worst < 1e-3, "coherence {coherence}: {worst}");
        assert_eq!(trainer.visits(), visits);
        assert!(trainer.visits().iter().filter(|&&v| v > 0).count() > 100);
    }
}

fn tiny(seed: u64) -> Trainer {
    let config = TrainConfig {
        alpha: 0.1,
        ..TrainConfig::default()
    };
    Trainer::new(Patterns::new(&FOUR_BY_FOUR).unwrap(), 0.0, seed, config)
}

#[test]
fn a_few_thousand_games_learn_to_reach_2048() {
    let random = tiny(1).measure(100, 500);
    let mut trainer = tiny(1);
    trainer.train(3000, &AtomicBool::new(false));
    assert_eq!(trainer.games, 3000);
    let learned = trainer.measure(100, 500);
    // Play that knows nothing (every board worth 0: the slide scoring most) averages
    // about 3,000 points; the learned weights several times that.
    assert!(random.score_mean() < 4_000.0, "{}", random.score_mean());
    assert!(learned.score_mean() > 12_000.0, "{}", learned.score_mean());
    assert!(learned.reached(1024) > 0.5, "{}", learned.reached(1024));
}

#[test]
fn a_run_saved_and_read_back_goes_on_as_if_never_stopped() {
    let stop = AtomicBool::new(false);
    let mut whole = tiny(9);
    whole.set_config(TrainConfig {
        restarts: 3,
        coherence: true,
        lambda: 0.5,
        ..whole.config
    });
    whole.train(60, &stop);
    let mut first = tiny(9);
    first.set_config(whole.config);
    first.train(30, &stop);
    let mut bytes = Vec::new();
    checkpoint::write(&first, &mut bytes).unwrap();
    let mut second = checkpoint::read(&mut bytes.as_slice(), 1).unwrap();
    assert_eq!(second.games, 30);
    assert_eq!(second.config, first.config);
    assert_eq!(second.weights(), first.weights());
    second.train(60, &stop);
    assert_eq!(second.games, 60);
    assert_eq!(second.moves, whole.moves);
    assert_eq!(second.weights(), whole.weights());
    assert_eq!(second.visits(), whole.visits());
    assert_eq!(second.coherence(), whole.coherence());
    assert!(checkpoint::read(&mut &bytes[1..], 1).is_err());
}

#[test]
fn a_packed_network_reads_back_pruned_and_quantised() {
    let patterns = Patterns::new(&FOUR_BY_FOUR).unwrap();
    let n = patterns.size();
    let weights: Vec<f32> = (0..n)
        .map(|i| ((i * 7919) % 2001) as f32 * 0.37 - 370.0)
        .collect();
    let visits: Vec<u8> = (0..n).map(|i| (i % 5) as u8).collect();
    for (bits, top) in [(8, 127.0), (16, 32767.0)] {
        let packing = Packing {
            bits,
            min_visits: 2,
            default: 5.0,
        };
        let bytes = Network::pack(&patterns, &weights, &visits, packing, network::fastest);
        let network = Network::unpack(&bytes).unwrap();
        assert_eq!(network.patterns(), &patterns);
        let largest = 0.37 * 2000.0 - 370.0;
        for i in 0..n {
            let want = if visits[i] >= 2 { weights[i] } else { 5.0 };
            let step = largest / top;
            assert!(
                (network.weight(i) - want).abs() <= 0.5 * step + 1e-3,
                "{bits}: {i}"
            );
        }
        assert!(Network::unpack(&bytes[..bytes.len() - 9]).is_err());
        assert!(Network::unpack(&bytes[1..]).is_err());
    }
    let whole = Packing {
        bits: 16,
        min_visits: 0,
        default: 0.0,
    };
    let bytes = Network::pack(&patterns, &weights, &visits, whole, network::fastest);
    assert_eq!(
        Network::unpack(&bytes).unwrap(),
        Network::new(patterns, &weights)
    );
}

#[test]
fn visits_are_counted_in_one_game_of_eight() {
    let stop = AtomicBool::new(false);
    let mut trainer = tiny(4);
    // Game 0 counts its updates (32 weights each), games 1-7 none, game 8 again.
    assert!(trainer.train(1, &stop) > 0);
    let first = trainer.visits();
    let counted: u64 = first.iter().map(|&v| u64::from(v)).sum();
    assert!(counted > 32 * 50, "{counted}");
    let before = trainer.weights();
    assert!(trainer.train(8, &stop) > 0);
    assert_ne!(trainer.weights(), before);
    assert_eq!(trainer.visits(), first);
    assert!(trainer.train(9, &stop) > 0);
    let ninth = trainer.visits();
    assert!(ninth.iter().zip(&first).all(|(a, b)| a >= b));
    assert_ne!(ninth, first);
    assert!(trainer.train(10, &stop) > 0);
    assert_eq!(trainer.visits(), ninth);
}

#[test]
fn a_checkpoint_of_the_older_trainer_reads_with_its_visits_scaled() {
    let trainer = tiny(2);
    let n = trainer.patterns().size();
    let mut older = tiny(2);
    let visits: Vec<u8> = (0..n).map(|i| (i % 20) as u8).collect();
    older.restore(&trainer.weights(), &visits, &[], &[]);
    let mut bytes = Vec::new();
    checkpoint::write(&older, &mut bytes).unwrap();
    // The older header had no λ, no hours and no visit sample: every update counted.
    let len = u64::from_le_bytes(bytes[8..16].try_into().unwrap()) as usize;
    let mut header: serde_json::Value = serde_json::from_slice(&bytes[16..16 + len]).unwrap();
    for field in ["lambda", "hours", "visit_sample"] {
        assert!(
            header.as_object_mut().unwrap().remove(field).is_some(),
            "{field}"
        );
    }
    let header = serde_json::to_vec(&header).unwrap();
    let mut old = bytes[..8].to_vec();
    old.extend((header.len() as u64).to_le_bytes());
    old.extend(&header);
    old.extend(&bytes[16 + len..]);
    let read = checkpoint::read(&mut old.as_slice(), 1).unwrap();
    assert_eq!(read.config.lambda, 0.0);
    assert_eq!(read.hours, 0.0);
    let want: Vec<u8> = visits.iter().map(|&v| v.div_ceil(8)).collect();
    assert_eq!(read.visits(), want);
    assert_eq!(read.weights(), trainer.weights());
}

#[test]
fn coherence_turned_on_and_off_keeps_the_weights() {
    let stop = AtomicBool::new(false);
    let mut trainer = tiny(6);
    trainer.train(20, &stop);
    let weights = trainer.weights();
    trainer.set_config(TrainConfig {
        coherence: true,
        ..trainer.config
    });
    assert_eq!(trainer.weights(), weights);
    let (errors, sizes) = trainer.coherence();
    assert!(errors.iter().chain(&sizes).all(|&x| x == 0.0));
    assert_eq!(errors.len(), weights.len());
    trainer.train(30, &stop);
    let (_, sizes) = trainer.coherence();
    assert!(sizes.iter().any(|&x| x > 0.0));
    let learned = trainer.weights();
    assert_ne!(learned, weights);
    trainer.set_config(TrainConfig {
        coherence: false,
        ..trainer.config
    });
    assert_eq!(trainer.weights(), learned);
    assert_eq!(trainer.coherence(), (Vec::new(), Vec::new()));
}

/// The 4×6 network's trainer (its compiled reading and its table of fixed size) values
/// and updates boards as the plain reading says.
#[test]
fn the_four_by_six_trainer_values_and_learns_as_the_plain_reading_says() {
    for coherence in [false, true] {
        let config = TrainConfig {
            alpha: 0.5,
            coherence,
            ..TrainConfig::default()
        };
        let trainer = Trainer::new(Patterns::four_by_six(), 320.0, 3, config);
        // The weights read so far and their coherence sums; every other weight is 10.
        let mut seen: std::collections::HashMap<u32, (f32, f32, f32)> = Default::default();
        for (k, board) in boards(100).into_iter().enumerate() {
            let idx = reference_indices(&FOUR_BY_SIX, board);
            let weight = |seen: &std::collections::HashMap<_, _>, i| {
                seen.get(&i).map_or(10.0, |&(w, _, _)| w)
            };
            let before: f32 = idx.iter().map(|&i| weight(&seen, i)).sum();
            assert!((trainer.value(board) - before).abs() <= 1e-3 * before.abs().max(1.0));
            let target = (k % 7) as f32 * 100.0;
            let error = target - before;
            let mut plain = 0.0;
            for &i in &idx {
                let (w, e, a) = seen.get(&i).copied().unwrap_or((10.0, 0.0, 0.0));
                let mut step = 0.5 / 32.0 * error;
                if coherence && a > 0.0 {
                    step *= e.abs() / a;
                }
                seen.insert(i, (w + step, e + error, a + error.abs()));
                plain += w + step;
            }
            let after = trainer.learn(board, target);
            assert!(
                (after - plain).abs() <= 1e-3 * plain.abs().max(1.0),
                "{coherence}: {after} {plain}"
            );
            assert!((trainer.value(board) - after).abs() <= 1e-2 * after.abs().max(1.0));
        }
    }
}

/// A 4-tuple network whose every weight is `w`.
fn flat(w: f32) -> Network {
    let patterns = Patterns::new(&FOUR_BY_FOUR).unwrap();
    Network::new(patterns.clone(), &vec![w; patterns.size()])
}

#[test]
fn a_staged_network_values_a_board_by_its_largest_tile() {
    // 32 readings of a weight 1, and of a weight 10 from the 16384 on.
    let network = flat(1.0).staged(14, flat(10.0));
    let below = Bitboard(0x0000_0000_0000_00D1); // an 8192 and a 2
    let at = Bitboard(0x0000_0000_0000_00E1); // a 16384 and a 2
    let above = Bitboard(0xF000_0000_0000_0001); // a 32768 and a 2
    assert_eq!(network.value(below), 32.0);
    assert_eq!(network.value(at), 320.0);
    assert_eq!(network.value(above), 320.0);
    assert_eq!(network.late().map(|(exp, _)| exp), Some(14));
    assert_eq!(network.bytes(), 2 * flat(1.0).bytes());
}

#[test]
fn two_packed_networks_join_into_one_that_reads_back_staged() {
    let patterns = Patterns::new(&FOUR_BY_FOUR).unwrap();
    let n = patterns.size();
    let visits = vec![1u8; n];
    let packing = Packing {
        bits: 16,
        min_visits: 0,
        default: 0.0,
    };
    let early: Vec<f32> = (0..n).map(|i| (i % 101) as f32 - 50.0).collect();
    let late: Vec<f32> = (0..n).map(|i| (i % 37) as f32 * 3.0).collect();
    let pack = |w: &[f32]| Network::pack(&patterns, w, &visits, packing, network::fastest);
    let (early_bytes, late_bytes) = (pack(&early), pack(&late));
    let joined = Network::join(&early_bytes, 13, &late_bytes).unwrap();
    let want =
        Network::new(patterns.clone(), &early).staged(13, Network::new(patterns.clone(), &late));
    assert_eq!(Network::unpack(&joined).unwrap(), want);
    // A later stage of the early network is left out; a joined network joins again.
    let again = Network::join(&joined, 13, &late_bytes).unwrap();
    assert_eq!(Network::unpack(&again).unwrap(), want);
    let three = Network::join(&early_bytes, 12, &joined).unwrap();
    let three = Network::unpack(&three).unwrap();
    assert_eq!(
        three.late().map(|(exp, l)| (exp, l.late().map(|(e, _)| e))),
        Some((12, Some(13)))
    );
    // Cut short anywhere, it does not read.
    for cut in [
        joined.len() - 9,
        early_bytes.len() + 20,
        early_bytes.len() - 9,
    ] {
        assert!(Network::unpack(&joined[..cut]).is_err(), "{cut}");
    }
    // Four stages at most.
    let mut deep = late_bytes.clone();
    for _ in 0..3 {
        deep = Network::join(&early_bytes, 14, &deep).unwrap();
    }
    assert!(Network::unpack(&deep).is_ok());
    let deeper = Network::join(&early_bytes, 14, &deep).unwrap();
    assert!(Network::unpack(&deeper).is_err());
}

#[test]
fn training_games_start_from_the_boards_given() {
    // From boards that cannot move, every game is over before its first move.
    let mut trainer = tiny(3);
    trainer.starts = vec![Bitboard(0x1212_2121_1212_2121)];
    let moves = trainer.train(50, &AtomicBool::new(false));
    assert_eq!((trainer.games, moves), (50, 0));
    // From a full board but one cell, the games play on from it.
    trainer.starts = vec![Bitboard(0x1212_2121_1212_2110)];
    assert!(trainer.train(60, &AtomicBool::new(false)) >= 10);
    let report = trainer.measure_from(&[trainer.starts[0]; 3], 7);
    assert_eq!(report.games.games, 3);
    assert!(report.games.moves_total >= 3);
}

#[test]
fn a_file_of_boards_reads_the_first_word_of_each_line_and_names_a_bad_one() {
    let text = "133e011000300120 210172 7490\n\n  e200321043103000\n";
    assert_eq!(
        crate::boards::parse(text),
        Ok(vec![
            Bitboard(0x133e_0110_0030_0120),
            Bitboard(0xe200_3210_4310_3000)
        ])
    );
    assert_eq!(
        crate::boards::parse("133e011000300120\nnot a board 12\n"),
        Err("not a board 12")
    );
    assert_eq!(crate::boards::parse(""), Ok(vec![]));
}
