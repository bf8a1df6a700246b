//! The daily game: a calendar day (UTC) and the seed of that day's game, the same for
//! everyone and for ever.

use std::fmt;
use std::str::FromStr;

use super::splitmix64;

/// The first year a day may be in.
pub(crate) const FIRST_YEAR: i32 = 1970;
/// The last year a day may be in.
pub(crate) const LAST_YEAR: i32 = 9999;

/// Mixed into the day number before it is scrambled: "tui2048" in ASCII, so that the
/// daily seeds are not the plain SplitMix64 outputs other programs use.
const DAILY_SALT: u64 = 0x0074_7569_3230_3438;

/// A calendar day of the proleptic Gregorian calendar, from 1970-01-01 to 9999-12-31.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Day {
    year: i32,
    month: u8,
    day: u8,
}

/// Why numbers are not a day.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DayError {
    #[error("year {0} is out of range ({FIRST_YEAR} to {LAST_YEAR})")]
    Year(i32),
    #[error("month {0} is not from 1 to 12")]
    Month(u32),
    #[error("day {day} is not in month {month} of {year}")]
    Day { year: i32, month: u32, day: u32 },
    #[error("{0:?} is not a date written YYYY-MM-DD")]
    Text(String),
}

impl Day {
    /// The day `year-month-day`.
    pub fn new(year: i32, month: u32, day: u32) -> Result<Day, DayError> {
        if !(FIRST_YEAR..=LAST_YEAR).contains(&year) {
            return Err(DayError::Year(year));
        }
        if !(1..=12).contains(&month) {
            return Err(DayError::Month(month));
        }
        if day == 0 || day > days_in_month(year, month) {
            return Err(DayError::Day { year, month, day });
        }
        Ok(Day {
            year,
            month: month as u8,
            day: day as u8,
        })
    }

    /// The day (UTC) of a time given in seconds since 1970-01-01 00:00 UTC; the last day
    /// of 9999 for any later time.
    pub fn from_unix(secs: u64) -> Day {
        let last = Day {
            year: LAST_YEAR,
            month: 12,
            day: 31,
        };
        Day::from_days(secs / 86_400).unwrap_or(last)
    }

    /// The day `days` days after 1970-01-01; `None` after 9999-12-31.
    pub(crate) fn from_days(days: u64) -> Option<Day> {
        // Howard Hinnant's `civil_from_days`, for days on or after 1970-01-01.
        let z = i64::try_from(days).ok()?.checked_add(719_468)?;
        let era = z / 146_097;
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = yoe + era * 400 + i64::from(month <= 2);
        Day::new(i32::try_from(year).ok()?, month, day).ok()
    }

    /// The number of days since 1970-01-01 (0 for that day).
    pub fn days(self) -> u64 {
        // Howard Hinnant's `days_from_civil`.
        let (m, d) = (i64::from(self.month), i64::from(self.day));
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = y / 400;
        let yoe = y - era * 400;
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        (era * 146_097 + doe - 719_468) as u64
    }

    pub fn year(self) -> i32 {
        self.year
    }
    pub fn month(self) -> u32 {
        u32::from(self.month)
    }
    pub fn day(self) -> u32 {
        u32::from(self.day)
    }

    /// The seed of this day's game: SplitMix64's output function applied to the number of
    /// days since 1970-01-01 exclusive-or `0x0074_7569_3230_3438`. Part of the record
    /// format and of what players compare: it never changes.
    pub fn seed(self) -> u64 {
        splitmix64((self.days() ^ DAILY_SALT).wrapping_add(0x9E37_79B9_7F4A_7C15))
    }
}

fn is_leap(year: i32) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Day {
    type Err = DayError;
    fn from_str(s: &str) -> Result<Day, DayError> {
        let bad = || DayError::Text(s.to_string());
        let mut parts = s.split('-');
        let mut next = |len: usize| {
            parts
                .next()
                .filter(|p| p.len() == len && p.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|p| p.parse::<u32>().ok())
                .ok_or_else(bad)
        };
        let (year, month, day) = (next(4)?, next(2)?, next(2)?);
        if parts.next().is_some() {
            return Err(bad());
        }
        Day::new(year as i32, month, day)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_of_a_day_never_changes() {
        // Pinned: a changed seed would give everyone another daily game for past days.
        let seed = |year, month, day| Day::new(year, month, day).map(Day::seed);
        assert_eq!(seed(2026, 11, 30), Ok(0x706c_d15c_484e_14ac));
        assert_eq!(seed(1970, 1, 1), Ok(0xa1b6_9b15_ce66_cd4c));
        assert_eq!(seed(2026, 11, 30), seed(2026, 11, 30));
    }

    #[test]
    fn neighbouring_days_have_other_seeds() {
        let mut seeds = std::collections::HashSet::new();
        for days in 20_000..21_500 {
            let day = Day::from_days(days).unwrap();
            assert!(seeds.insert(day.seed()), "{day} repeats a seed");
        }
        let eve = Day::new(2026, 12, 31).unwrap();
        let new_year = Day::new(2027, 1, 1).unwrap();
        assert_ne!(eve.seed(), new_year.seed());
        assert_eq!(new_year.days(), eve.days() + 1);
    }

    #[test]
    fn days_count_from_1970() {
        assert_eq!(Day::new(1970, 1, 1).unwrap().days(), 0);
        assert_eq!(Day::new(2000, 3, 1).unwrap().days(), 11_017);
        assert_eq!(Day::new(2026, 11, 30).unwrap().days(), 20_787);
        assert_eq!(Day::from_unix(1_796_083_199).to_string(), "2026-11-30");
        assert_eq!(Day::from_unix(1_796_083_200).to_string(), "2026-12-01");
        for days in (0..2_932_897).step_by(997) {
            assert_eq!(Day::from_days(days).unwrap().days(), days);
        }
        assert_eq!(Day::from_days(2_932_896).unwrap().to_string(), "9999-12-31");
        assert_eq!(Day::from_days(2_932_897), None);
    }

    #[test]
    fn only_real_days() {
        assert_eq!(Day::new(2024, 2, 29).unwrap().to_string(), "2024-02-29");
        assert!(matches!(Day::new(2026, 2, 29), Err(DayError::Day { .. })));
        assert!(matches!(Day::new(1900, 2, 29), Err(DayError::Year(1900))));
        assert!(matches!(Day::new(2100, 2, 29), Err(DayError::Day { .. })));
        assert_eq!(Day::new(2026, 13, 1), Err(DayError::Month(13)));
        assert!(matches!(Day::new(2026, 4, 31), Err(DayError::Day { .. })));
        assert_eq!("2026-11-30".parse(), Day::new(2026, 11, 30));
        assert!(matches!("2026-1-30".parse::<Day>(), Err(DayError::Text(_))));
        assert!(matches!(
            "2026-11-30-1".parse::<Day>(),
            Err(DayError::Text(_))
        ));
    }
}
