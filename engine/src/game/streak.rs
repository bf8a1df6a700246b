//! The daily game's streaks: the days in a row its game was finished (its end reached: a
//! win, or a game over) and the days in a row it was won. A game belongs to the UTC day
//! it started (its record's day); a day counts once however often it is played, and a
//! run lives on while its last day is today or yesterday. They are counters of their
//! own, kept with the daily game's counts: the finished games kept are too few to hold a
//! long streak.

use super::Day;

/// Days in a row: how many up to the last, and the most there ever were.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Run {
    pub days: u32,
    pub last: Option<Day>,
    pub longest: u32,
}

impl Run {
    /// Counts `day`: once, and never an older day than the last.
    pub(crate) fn count(&mut self, day: Day) {
        match self.last {
            Some(last) if last >= day => return,
            Some(last) if last.days() + 1 == day.days() => {
                self.days = self.days.saturating_add(1);
            }
            _ => self.days = 1,
        }
        self.last = Some(day);
        self.longest = self.longest.max(self.days);
    }

    /// The run as it stands on `today`: its days while its last is today or yesterday,
    /// else none.
    pub(crate) fn on(&self, today: Day) -> u32 {
        match self.last {
            Some(last) if last.days() + 1 >= today.days() => self.days,
            _ => 0,
        }
    }
}

/// The daily game's two streaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streak {
    /// Days in a row the day's game was finished.
    pub finished: Run,
    /// Days in a row it was won.
    pub won: Run,
}

impl Streak {
    /// Counts the end of the game of `day` (a win, or a game over), `won` or not.
    pub fn count_end(&mut self, day: Day, won: bool) {
        self.finished.count(day);
        if won {
            self.won.count(day);
        }
    }

    /// The two streaks as they stand on `today`: finished, won.
    pub fn on(&self, today: Day) -> (u32, u32) {
        (self.finished.on(today), self.won.on(today))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32) -> Day {
        Day::new(2025, 12, d).unwrap()
    }

    #[test]
    fn days_in_a_row_count_once_each_and_a_gap_begins_anew() {
        let mut s = Streak::default();
        s.count_end(day(1), true);
        s.count_end(day(1), false);
        s.count_end(day(2), false);
        assert_eq!(s.on(day(2)), (2, 1));
        // The won run ended on the 1st: alive on the 2nd, gone on the 3rd.
        assert_eq!(s.on(day(3)), (2, 0));
        s.count_end(day(3), true);
        assert_eq!(s.on(day(3)), (3, 1));
        // An older day never breaks or adds to a newer run.
        s.count_end(day(2), true);
        assert_eq!(s.on(day(3)), (3, 1));
        // A day missed: the next begins anew, the longest kept.
        s.count_end(day(5), true);
        assert_eq!(s.on(day(5)), (1, 1));
        assert_eq!((s.finished.longest, s.won.longest), (3, 1));
        assert_eq!(s.on(day(7)), (0, 0));
        // Across a month's end and a year's.
        let mut r = Run::default();
        r.count(Day::new(2024, 2, 28).unwrap());
        r.count(Day::new(2024, 2, 29).unwrap());
        r.count(Day::new(2024, 3, 1).unwrap());
        assert_eq!(r.days, 3);
        let mut r = Run::default();
        r.count(Day::new(2024, 12, 31).unwrap());
        r.count(Day::new(2025, 1, 1).unwrap());
        assert_eq!((r.days, r.longest), (2, 2));
    }
}
