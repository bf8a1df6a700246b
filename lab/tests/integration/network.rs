//! The packed network the lab keeps (`data/network.bin`, made by `--example pack`), read
//! by the game's own reader, against the heuristic's greedy player.

use tui2048_engine::ai::bench::{BenchConfig, Player, run_bench};
use tui2048_engine::ai::ntuple::{Network, Patterns};
use tui2048_engine::ai::{Evaluation, Strength};
use tui2048_lab::pack;
use tui2048_lab::train::measure_greedy;

fn greedy() -> tui2048_engine::ai::BenchReport {
    run_bench(&BenchConfig {
        games: 20,
        seed: 1,
        jobs: Some(2),
        depth: None,
        player: Player::Greedy,
        strength: Strength::Fast,
        endgame: None,
        network: None,
        progress: false,
    })
}

/// The network the game once shipped reads back whole, plays far above the heuristic's greedy
/// player one move ahead (at 156,223 training games its 1-ply mean score was about
/// 83,000 over 1,000 games), and fits in memory with the endgame tables.
#[test]
fn the_packed_network_plays_well_one_move_ahead_and_fits_with_the_tables() {
    let bytes = pack::read_network().expect("the packed network is in the lab's folder");
    let network = Network::unpack(&bytes).expect("the packed network reads");
    assert_eq!(network.patterns(), &Patterns::four_by_six());
    assert_eq!(network.bytes(), 2 * (4 << 24));
    let learned = measure_greedy(10, 1, 2, None, |b| network.value(b));
    let greedy = greedy();
    assert_eq!(learned.evaluation, Some(Evaluation::Network));
    assert_eq!(greedy.evaluation, Some(Evaluation::Heuristic));
    assert!(
        learned.score_mean() > 20_000.0 && learned.score_mean() > 4.0 * greedy.score_mean(),
        "network {} greedy {}",
        learned.score_mean(),
        greedy.score_mean()
    );
    for strength in <Strength as strum::VariantArray>::VARIANTS {
        let tables: usize = strength.layouts().iter().map(|l| 2 * l.positions()).sum();
        assert!(tables + network.bytes() <= 512 << 20, "{strength:?}");
    }
}

/// Training goes on from the packed network where its run stopped: its weights as it
/// plays them, the weights it kept (not 0) counted as visited once, and a few more games
/// that keep it playing well one move ahead.
#[test]
fn training_goes_on_from_the_packed_network() {
    use std::sync::atomic::AtomicBool;
    use tui2048_engine::ai::Bitboard;
    use tui2048_lab::train::{TrainConfig, Trainer};

    let bytes = pack::read_network().expect("the packed network is in the lab's folder");
    let network = Network::unpack(&bytes).expect("the packed network reads");
    let mut trainer =
        Trainer::from_network(&network, pack::NETWORK_GAMES, 1, TrainConfig::default());
    assert_eq!(trainer.games, 156_223);
    assert_eq!(trainer.patterns(), &Patterns::four_by_six());
    let weights = trainer.weights();
    let visits = trainer.visits();
    for i in (0..weights.len()).step_by(9973) {
        assert_eq!(weights[i], network.weight(i), "{i}");
        assert_eq!(visits[i], u8::from(network.weight(i) != 0.0), "{i}");
    }
    // 6,630,780 weights were kept; those whose level rounded to 0 read as pruned.
    let kept = visits.iter().filter(|&&v| v == 1).count();
    assert_eq!(kept, 5_616_103);
    for board in [
        0x0000_0000_0012_1231u64,
        0x1234_5678_9ABC_0000,
        0x0123_4321_0000_1100,
    ] {
        let (a, b) = (
            trainer.value(Bitboard(board)),
            network.value(Bitboard(board)),
        );
        assert!(
            (a - b).abs() <= 1e-3 * b.abs().max(1.0),
            "{board:x}: {a} {b}"
        );
    }
    let played = trainer.train(pack::NETWORK_GAMES + 2, &AtomicBool::new(false));
    assert_eq!(trainer.games, pack::NETWORK_GAMES + 2);
    assert!(played > 1000, "{played}");
    assert_ne!(trainer.weights(), weights);
    let learned = trainer.measure(10, 1);
    assert!(learned.score_mean() > 20_000.0, "{}", learned.score_mean());
}
