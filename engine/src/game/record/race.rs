//! What a race's game names in its record: who it raced, and where the rival stood when
//! the race ended. The record's text writes it in its race part (version 3).

/// Who a race was run against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rival {
    /// The solver, at its fast or its strong level of play.
    Solver { strong: bool },
    /// A kept game, known by the CRC-32 of its record's line.
    Record { crc: u32 },
}

/// What a race's game raced, and where the rival stood when the race ended: its score and
/// moves at the player's last move (or at its own end, if it ended first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Raced {
    pub rival: Rival,
    pub score: u64,
    pub moves: u64,
    /// The player won the race: it was decided (the player's game over with the rival
    /// caught up, or the rival's over) with the player ahead.
    pub won: bool,
}
