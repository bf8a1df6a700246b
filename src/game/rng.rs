//! The game's random number generator: seedable, and saved as a short string so a game
//! resumed from the state file draws the same tiles it would have drawn.

use rand::{Rng, RngCore, SeedableRng};
use rand_pcg::Pcg32;
use std::sync::OnceLock;

/// The generator that picks spawn cells and values. It lives inside the game state, so
/// `update` stays pure and a seed replays a game exactly.
#[derive(Clone, Debug)]
pub struct GameRng {
    pcg: Pcg32,
    /// The generator as text, made at the first save: every state on the undo stack is
    /// written again at every save, and reading `Pcg32`'s state costs a serialisation.
    encoded: OnceLock<String>,
}

impl PartialEq for GameRng {
    fn eq(&self, other: &GameRng) -> bool {
        self.pcg == other.pcg
    }
}

impl Eq for GameRng {}

const PREFIX: &str = "pcg32:";

impl GameRng {
    /// A generator seeded from one number.
    pub fn from_seed(seed: u64) -> GameRng {
        GameRng::of(Pcg32::seed_from_u64(seed))
    }

    fn of(pcg: Pcg32) -> GameRng {
        GameRng {
            pcg,
            encoded: OnceLock::new(),
        }
    }

    /// The generator, to draw from: the cached text no longer holds.
    fn draw(&mut self) -> &mut Pcg32 {
        self.encoded.take();
        &mut self.pcg
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
        self.encoded
            .get_or_init(|| {
                let (state, increment) = self.parts();
                format!("{PREFIX}{state:016x}:{increment:016x}")
            })
            .clone()
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
        if increment.is_multiple_of(2) {
            return None;
        }
        let value = serde_json::json!({ "state": state, "increment": increment });
        serde_json::from_value(value).ok().map(GameRng::of)
    }

    fn parts(&self) -> (u64, u64) {
        // `Pcg32` shows its fields only through serde, as {"state":S,"increment":I}.
        let text = serde_json::to_string(&self.pcg).expect("a Pcg32 always serialises");
        let field = |name: &str| {
            let start = text.find(name).expect("Pcg32 has this field") + name.len();
            text[start..]
                .trim_start_matches(['"', ':'])
                .split(|c: char| !c.is_ascii_digit())
                .next()
                .and_then(|digits| digits.parse::<u64>().ok())
                .expect("Pcg32 fields are u64")
        };
        (field("\"state\""), field("\"increment\""))
    }

    /// A uniform index below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.draw().random_range(0..n)
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        self.draw().random::<f64>() < p
    }

    /// A fresh 64-bit number (seeds the next game).
    pub fn next_u64(&mut self) -> u64 {
        self.draw().next_u64()
    }
}
