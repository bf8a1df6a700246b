//! The game's random number generator: PCG-XSH-RR with 64 bits of state and a stream,
//! seedable, and saved as a short text so that a game resumed from the state file draws
//! the same tiles it would have drawn. Seeding and drawing follow the `rand` crates' PCG32
//! and their uniform sampling exactly, so games saved by earlier versions replay the same.

/// The LCG multiplier of PCG32.
const MULTIPLIER: u64 = 6_364_136_223_846_793_005;

/// The generator that picks spawn cells and values. It lives inside the game state, so
/// `update` stays pure and a seed replays a game exactly.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameRng {
    state: u64,
    /// Odd, always.
    increment: u64,
}

const PREFIX: &str = "pcg32:";

impl GameRng {
    /// A generator seeded from one number: the 128 bits of state and stream are drawn
    /// from the number by a PCG of fixed stream, as `SeedableRng::seed_from_u64` does.
    pub fn from_seed(seed: u64) -> GameRng {
        const SEEDING_INCREMENT: u64 = 11_634_580_027_462_260_723;
        let mut s = seed;
        let mut word = || {
            s = s.wrapping_mul(MULTIPLIER).wrapping_add(SEEDING_INCREMENT);
            u64::from(output(s))
        };
        let (a, b, c, d) = (word(), word(), word(), word());
        GameRng::start(a | b << 32, c | d << 32 | 1)
    }

    /// A generator that starts from `state` on stream `increment` (odd), stepped once
    /// away from its starting value.
    fn start(state: u64, increment: u64) -> GameRng {
        let mut rng = GameRng {
            state: state.wrapping_add(increment),
            increment,
        };
        rng.step();
        rng
    }

    /// A generator for a text that is not one of ours (a hand-edited file): the text's
    /// bytes seed it, so the same text gives the same game.
    pub fn from_text(text: &str) -> GameRng {
        // FNV-1a: stable across releases, unlike `DefaultHasher`.
        let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        });
        GameRng::from_seed(hash)
    }

    /// The generator's exact state as text, e.g. `pcg32:0123456789abcdef:fedcba9876543211`.
    pub fn encode(&self) -> String {
        format!("{PREFIX}{:016x}:{:016x}", self.state, self.increment)
    }

    /// The generator written by [`GameRng::encode`]; `None` for any other text.
    pub fn decode(text: &str) -> Option<GameRng> {
        let rest = text.strip_prefix(PREFIX)?;
        let (state, increment) = rest.split_once(':')?;
        if state.len() != 16 || increment.len() != 16 {
            return None;
        }
        let state = u64::from_str_radix(state, 16).ok()?;
        let increment = u64::from_str_radix(increment, 16).ok()?;
        // PCG needs an odd increment; an even one cannot come from `encode`.
        (increment % 2 == 1).then_some(GameRng { state, increment })
    }

    fn step(&mut self) {
        self.state = self
            .state
            .wrapping_mul(MULTIPLIER)
            .wrapping_add(self.increment);
    }

    fn next_u32(&mut self) -> u32 {
        let old = self.state;
        self.step();
        output(old)
    }

    /// A fresh 64-bit number (seeds the next game): two draws, the first the low half.
    pub fn next_u64(&mut self) -> u64 {
        let low = u64::from(self.next_u32());
        low | u64::from(self.next_u32()) << 32
    }

    /// A uniform index below `n` (`n` > 0), by Canon's multiply-and-correct method on 32
    /// bits (64 bits for `n` beyond them), as `rand`'s `random_range(0..n)` draws it.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "below(0)");
        match u32::try_from(n) {
            Ok(range) => {
                let wide = |x: u32| u64::from(x) * u64::from(range);
                let product = wide(self.next_u32());
                let (mut result, low) = ((product >> 32) as u32, product as u32);
                if low > range.wrapping_neg() {
                    let carry = (wide(self.next_u32()) >> 32) as u32;
                    result += u32::from(low.checked_add(carry).is_none());
                }
                result as usize
            }
            Err(_) => {
                let range = n as u64;
                let wide = |x: u64| u128::from(x) * u128::from(range);
                let product = wide(self.next_u64());
                let (mut result, low) = ((product >> 64) as u64, product as u64);
                if low > range.wrapping_neg() {
                    let carry = (wide(self.next_u64()) >> 64) as u64;
                    result += u64::from(low.checked_add(carry).is_none());
                }
                result as usize
            }
        }
    }

    /// True with probability `p`: a draw of 53 bits, as a fraction of one, below `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        let fraction = (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64);
        fraction < p
    }
}

/// PCG's output function XSH RR: a xorshift of the high bits, then a random rotation.
fn output(state: u64) -> u32 {
    let xorshifted = (((state >> 18) ^ state) >> 27) as u32;
    xorshifted.rotate_right((state >> 59) as u32)
}

/// SplitMix64's mixing of one 64-bit number: a well-spread number for each input, for
/// anything that draws from a counter rather than a generator.
pub fn splitmix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
