//! The game's generator against the `rand` crates' PCG32, which saved games of earlier
//! versions were drawn with: the same state from the same seed, the same draws after.

use crate::game::GameRng;
use proptest::prelude::*;
use rand::{Rng, RngCore, SeedableRng};
use rand_pcg::Pcg32;

/// `Pcg32`'s state as our text form, from its serialised fields.
fn text_of(pcg: &Pcg32) -> String {
    let v = serde_json::to_value(pcg).unwrap();
    format!(
        "pcg32:{:016x}:{:016x}",
        v["state"].as_u64().unwrap(),
        v["increment"].as_u64().unwrap()
    )
}

#[derive(Clone, Debug)]
enum Draw {
    Below(usize),
    Chance(f64),
    U64,
}

fn draw() -> impl Strategy<Value = Draw> {
    prop_oneof![
        4 => (1usize..=64).prop_map(Draw::Below),
        1 => (1usize..=usize::MAX).prop_map(Draw::Below),
        1 => (1usize..=(u32::MAX as usize)).prop_map(Draw::Below),
        3 => (0.0f64..=1.0).prop_map(Draw::Chance),
        1 => Just(Draw::U64),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn the_same_seed_gives_the_same_generator_and_draws(
        seed in any::<u64>(),
        draws in prop::collection::vec(draw(), 0..200),
    ) {
        let mut ours = GameRng::from_seed(seed);
        let mut theirs = Pcg32::seed_from_u64(seed);
        prop_assert_eq!(ours.encode(), text_of(&theirs));
        for d in draws {
            match d {
                Draw::Below(n) => prop_assert_eq!(ours.below(n), theirs.random_range(0..n)),
                Draw::Chance(p) => prop_assert_eq!(ours.chance(p), theirs.random::<f64>() < p),
                Draw::U64 => prop_assert_eq!(ours.next_u64(), theirs.next_u64()),
            }
        }
        prop_assert_eq!(ours.encode(), text_of(&theirs));
        // A generator read back from its text goes on drawing the same.
        let mut back = GameRng::decode(&ours.encode()).unwrap();
        prop_assert_eq!(back.next_u64(), theirs.next_u64());
    }
}
