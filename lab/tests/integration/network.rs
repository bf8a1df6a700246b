//! The packed network the lab keeps (`data/network.bin`, made by `--example pack`), read
//! by the game's own reader, against the heuristic's greedy player.

use tui2048::ai::bench::{BenchConfig, Player, run_bench};
use tui2048::ai::ntuple::{Network, Patterns};
use tui2048::ai::{Evaluation, Strength};
use tui2048_lab::pack;
use tui2048_lab::train::measure_greedy;

fn greedy() -> tui2048::ai::BenchReport {
    run_bench(&BenchConfig {
        games: 20,
        seed: 1,
        jobs: Some(2),
        depth: None,
        player: Player::Greedy,
        strength: Strength::Fast,
        endgame: None,
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
    let learned = measure_greedy(10, 1, 2, |b| network.value(b));
    let greedy = greedy();
    assert_eq!(learned.evaluation, Some(Evaluation::Network));
    assert_eq!(greedy.evaluation, Some(Evaluation::Heuristic));
    assert!(
        learned.score_mean() > 20_000.0 && learned.score_mean() > 4.0 * greedy.score_mean(),
        "network {} greedy {}",
        learned.score_mean(),
        greedy.score_mean()
    );
    for strength in Strength::ALL {
        let tables: usize = strength.layouts().iter().map(|l| 2 * l.positions()).sum();
        assert!(tables + network.bytes() <= 512 << 20, "{strength:?}");
    }
}
