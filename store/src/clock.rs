//! The wall clock, read in one place.

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since 1970 by the wall clock (0 should the clock read earlier).
pub fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}
