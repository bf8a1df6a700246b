//! The transposition cache of the search: a direct-mapped table of board values. The
//! same board is reached by many orders of moves and spawns; scoring it once saves most
//! of a search. Entries are tagged with a generation, so starting afresh costs nothing.

/// log2 of the number of entries (4 MiB per searcher).
const BITS: u32 = 18;

#[derive(Clone, Copy, Default)]
struct Entry {
    board: u64,
    value: f32,
    /// Generation in the high 24 bits, moves left to search in the low 8.
    tag: u32,
}

/// A fixed-size table from (board, depth left) to value.
pub struct Cache {
    entries: Vec<Entry>,
    generation: u32,
}

impl Default for Cache {
    fn default() -> Self {
        Cache::new()
    }
}

impl Cache {
    /// An empty cache; its memory is taken at the first search, so players that never
    /// search (and threads that never play) do not pay for it.
    pub fn new() -> Cache {
        Cache {
            entries: Vec::new(),
            generation: 0,
        }
    }

    /// Forgets every entry. Must be called before the first `get` or `put`.
    pub fn next_generation(&mut self) {
        if self.entries.is_empty() {
            self.entries = vec![Entry::default(); 1 << BITS];
        }
        self.generation = (self.generation + 1) & 0x00FF_FFFF;
        if self.generation == 0 {
            // Wrapped: old tags could match again, so clear for real.
            self.entries.fill(Entry::default());
            self.generation = 1;
        }
    }

    #[inline]
    fn slot(board: u64) -> usize {
        (board.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - BITS)) as usize
    }

    /// The value of a board searched at least `left` moves deep in this generation.
    #[inline]
    pub fn get(&self, board: u64, left: u32) -> Option<f32> {
        let e = self.entries[Self::slot(board)];
        (e.board == board && e.tag >> 8 == self.generation && e.tag & 0xFF >= left)
            .then_some(e.value)
    }

    /// Records the value of a board searched `left` moves deep.
    #[inline]
    pub fn put(&mut self, board: u64, left: u32, value: f32) {
        self.entries[Self::slot(board)] = Entry {
            board,
            value,
            tag: self.generation << 8 | left.min(0xFF),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_values_until_the_next_generation() {
        let mut c = Cache::new();
        c.next_generation();
        c.put(0x1234, 2, 5.0);
        assert_eq!(c.get(0x1234, 2), Some(5.0));
        assert_eq!(c.get(0x1234, 1), Some(5.0));
        assert_eq!(c.get(0x1234, 3), None);
        assert_eq!(c.get(0x1235, 1), None);
        c.next_generation();
        assert_eq!(c.get(0x1234, 1), None);
    }
}
