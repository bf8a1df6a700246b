//! The transposition cache of the search: a direct-mapped table of board values. The
//! same board is reached by many orders of moves and spawns; scoring it once saves most
//! of a search. Entries are tagged with a generation, so starting afresh costs nothing.

/// log2 of the default number of entries (16 bytes each): 512 KB, the size of a core's
/// second-level cache on the machine the solver was tuned on. A larger table keeps more
/// boards, but most lookups then wait on memory (timings in `docs/solver-notes.md`).
pub(crate) const BITS: u32 = 15;

/// The default [`Cache::slack`]: any probability (a slack of 1 was slower and weaker;
/// see `docs/solver-notes.md`).
pub(crate) const SLACK: u32 = 255;

/// The biased binary exponent of a probability (larger for likelier boards).
#[inline]
fn exponent(prob: f32) -> u32 {
    (prob.to_bits() >> 23) & 0xFF
}

/// An entry: the board, then the value's bits in the high half of the second word and
/// its tag in the low half: the generation in the tag's high 16 bits, then the binary
/// exponent of the probability the board was searched at, then the moves left to search
/// in the low 8. All zeros is no entry (generation 0 is never searched in), so the table
/// is taken from the system as zeroed pages, which cost nothing until they are touched:
/// a search given up at once, or one that looks at few boards, pays for what it used.
type Entry = [u64; 2];

/// A fixed-size table from (board, depth left) to value.
pub(crate) struct Cache {
    entries: Vec<Entry>,
    generation: u32,
    bits: u32,
    /// A value searched at probability `p` serves boards of probability up to
    /// `p · 2^slack`: searched less likely, a board was pruned more.
    pub slack: u32,
}

impl Default for Cache {
    fn default() -> Self {
        Cache::new()
    }
}

impl Cache {
    /// An empty cache; its memory is taken at the first search, so players that never
    /// search (and threads that never play) do not pay for it.
    pub(crate) fn new() -> Cache {
        Cache::with_bits(BITS)
    }

    /// An empty cache of `2^bits` entries.
    pub(crate) fn with_bits(bits: u32) -> Cache {
        Cache {
            entries: Vec::new(),
            generation: 0,
            bits: bits.clamp(4, 30),
            slack: SLACK,
        }
    }

    /// Whether `next_generation` was ever called (and `get` and `put` may be).
    pub(crate) fn is_ready(&self) -> bool {
        !self.entries.is_empty()
    }

    /// Forgets every entry. Must be called before the first `get` or `put`.
    pub(crate) fn next_generation(&mut self) {
        if self.entries.is_empty() {
            self.entries = vec![[0; 2]; 1 << self.bits];
        }
        self.generation = (self.generation + 1) & 0xFFFF;
        if self.generation == 0 {
            // Wrapped: old tags could match again, so clear for real.
            self.entries.fill([0; 2]);
            self.generation = 1;
        }
    }

    #[inline]
    fn slot(&self, board: u64) -> usize {
        (board.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - self.bits)) as usize
    }

    /// The value of a board searched in this generation at least `left` moves deep and
    /// at a probability not much below `prob`.
    #[inline]
    pub(crate) fn get(&self, board: u64, left: u32, prob: f32) -> Option<f32> {
        let [entry_board, rest] = self.entries[self.slot(board)];
        let tag = rest as u32;
        (entry_board == board
            && tag >> 16 == self.generation
            && tag & 0xFF >= left
            && (tag >> 8 & 0xFF) + self.slack >= exponent(prob))
        .then_some(f32::from_bits((rest >> 32) as u32))
    }

    /// Records the value of a board searched `left` moves deep at probability `prob`.
    #[inline]
    pub(crate) fn put(&mut self, board: u64, left: u32, prob: f32, value: f32) {
        let i = self.slot(board);
        let tag = self.generation << 16 | exponent(prob) << 8 | left.min(0xFF);
        self.entries[i] = [board, u64::from(value.to_bits()) << 32 | u64::from(tag)];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_values_until_the_next_generation() {
        let mut c = Cache::new();
        c.next_generation();
        c.put(0x1234, 2, 0.25, 5.0);
        assert_eq!(c.get(0x1234, 2, 0.25), Some(5.0));
        assert_eq!(c.get(0x1234, 1, 0.25), Some(5.0));
        assert_eq!(c.get(0x1234, 1, 0.01), Some(5.0));
        assert_eq!(c.get(0x1234, 3, 0.25), None);
        assert_eq!(c.get(0x1235, 1, 0.25), None);
        c.slack = 0;
        assert_eq!(c.get(0x1234, 1, 0.6), None);
        c.slack = 1;
        assert_eq!(c.get(0x1234, 1, 0.6), Some(5.0));
        c.next_generation();
        assert_eq!(c.get(0x1234, 1, 0.25), None);
    }
}
