//! The grade of a move next to the solver's: the review (`ai`) gives it, the replay screen
//! and the share line (`app`) read it. The thresholds are a move's loss, the share of the
//! solver's move's value it gives away (`docs/records.md` has the table).

/// What a move is worth next to the solver's, from the best to the worst.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Grade {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Grade {
    pub const ALL: [Grade; 5] = [
        Grade::Best,
        Grade::Good,
        Grade::Inaccuracy,
        Grade::Mistake,
        Grade::Blunder,
    ];

    /// The grade of a move that is not the solver's, from its loss.
    pub(crate) fn of_loss(loss: f32) -> Grade {
        match loss {
            l if l <= 0.0001 => Grade::Best,
            l if l <= 0.001 => Grade::Good,
            l if l <= 0.005 => Grade::Inaccuracy,
            l if l <= 0.03 => Grade::Mistake,
            _ => Grade::Blunder,
        }
    }

    /// Whether a move of this grade counts towards the accuracy (`best` or `good`).
    pub fn is_accurate(self) -> bool {
        self <= Grade::Good
    }

    pub fn name(self) -> &'static str {
        match self {
            Grade::Best => "best",
            Grade::Good => "good",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }
}

impl std::fmt::Display for Grade {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
