//! The bounds of a server on the internet: how many connections at once, from one address
//! at once, how long to log in, how long a session may sit idle, how many input bytes a
//! second a session reads, how many searches a second a session's solver starts, and the
//! sizes a terminal may claim.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The server's bounds (the defaults are `docs/serve.md`'s).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Connections at once, in all.
    pub connections: usize,
    /// Connections at once from one address.
    pub per_address: usize,
    /// Time to log in, from the connection's first byte.
    pub login: Duration,
    /// Time a session may go without a byte from its player.
    pub idle: Duration,
    /// Input bytes a session reads a second (more waits).
    pub input_rate: usize,
    /// Searches of the solver a session starts a second, for its hints and autoplay
    /// (more wait their turn): no player takes the solver's threads from the others.
    pub solver_rate: u32,
}

impl Limits {
    /// The least time between the starts of one session's searches.
    pub fn solver_pace(&self) -> Duration {
        Duration::from_secs(1) / self.solver_rate.max(1)
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connections: 200,
            per_address: 8,
            login: Duration::from_secs(20),
            idle: Duration::from_secs(30 * 60),
            input_rate: 16 * 1024,
            solver_rate: 10,
        }
    }
}

/// The smallest and largest terminal a session draws on: a size outside is taken as the
/// nearest inside (0×0 and 65535² included).
pub const SIZES: ((u16, u16), (u16, u16)) = ((1, 1), (1000, 500));

/// The size taken when a client says none (0×0: ssh without a terminal of its own).
pub const UNKNOWN_SIZE: (u16, u16) = (80, 24);

/// A terminal's size as a session takes it.
pub fn clamp_size(columns: u32, rows: u32) -> (u16, u16) {
    if columns == 0 && rows == 0 {
        return UNKNOWN_SIZE;
    }
    let ((min_w, min_h), (max_w, max_h)) = SIZES;
    let clamp = |n: u32, lo: u16, hi: u16| n.clamp(u32::from(lo), u32::from(hi)) as u16;
    (clamp(columns, min_w, max_w), clamp(rows, min_h, max_h))
}

/// The connections open now, in all and by address.
#[derive(Clone, Default)]
pub struct Connections(Arc<Mutex<HashMap<IpAddr, usize>>>);

/// One connection counted, until dropped.
pub struct Counted {
    connections: Connections,
    address: IpAddr,
}

/// Why a connection was not let in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    Full,
    TooManyFromAddress,
}

impl Connections {
    /// Counts a connection from `address`, if the limits allow one more.
    pub fn admit(&self, address: IpAddr, limits: &Limits) -> Result<Counted, Refused> {
        let mut open = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let all: usize = open.values().sum();
        if all >= limits.connections {
            return Err(Refused::Full);
        }
        let from = open.entry(address).or_insert(0);
        if *from >= limits.per_address {
            return Err(Refused::TooManyFromAddress);
        }
        *from += 1;
        Ok(Counted {
            connections: self.clone(),
            address,
        })
    }

    /// The connections open now.
    pub fn open(&self) -> usize {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .values()
            .sum()
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        let mut open = self.connections.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = open.get_mut(&self.address) {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.address);
            }
        }
    }
}

/// A bucket of input bytes: `rate` a second, at most a second's worth at once.
#[derive(Debug)]
pub struct Bucket {
    rate: usize,
    left: f64,
    at: Instant,
}

impl Bucket {
    pub fn new(rate: usize, now: Instant) -> Bucket {
        Bucket {
            rate,
            left: rate as f64,
            at: now,
        }
    }

    /// How long to wait before `bytes` more may be read (nothing: at once); the bytes
    /// are counted either way.
    pub fn take(&mut self, bytes: usize, now: Instant) -> Duration {
        let gained = now.saturating_duration_since(self.at).as_secs_f64() * self.rate as f64;
        self.at = now;
        self.left = (self.left + gained).min(self.rate as f64) - bytes as f64;
        if self.left >= 0.0 {
            Duration::ZERO
        } else {
            Duration::from_secs_f64(-self.left / self.rate as f64)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_from_nothing_to_the_largest_are_drawn_within_bounds() {
        assert_eq!(clamp_size(0, 0), UNKNOWN_SIZE);
        assert_eq!(clamp_size(0, 30), (1, 30));
        assert_eq!(clamp_size(80, 24), (80, 24));
        assert_eq!(clamp_size(65535, 65535), (1000, 500));
        assert_eq!(clamp_size(u32::MAX, 3), (1000, 3));
    }

    #[test]
    fn a_sessions_searches_start_a_rates_share_of_a_second_apart() {
        let at = |solver_rate| {
            Limits {
                solver_rate,
                ..Limits::default()
            }
            .solver_pace()
        };
        assert_eq!(Limits::default().solver_pace(), Duration::from_millis(100));
        assert_eq!(at(4), Duration::from_millis(250));
        assert_eq!(at(0), Duration::from_secs(1));
    }

    #[test]
    fn connections_are_counted_in_all_and_by_address_and_let_go() {
        let limits = Limits {
            connections: 3,
            per_address: 2,
            ..Limits::default()
        };
        let open = Connections::default();
        let a: IpAddr = "127.0.0.1".parse().unwrap();
        let b: IpAddr = "127.0.0.2".parse().unwrap();
        let a1 = open.admit(a, &limits).unwrap();
        let _a2 = open.admit(a, &limits).unwrap();
        assert_eq!(
            open.admit(a, &limits).err(),
            Some(Refused::TooManyFromAddress)
        );
        let _b1 = open.admit(b, &limits).unwrap();
        assert_eq!(open.admit(b, &limits).err(), Some(Refused::Full));
        drop(a1);
        assert_eq!(open.open(), 2);
        assert!(open.admit(a, &limits).is_ok());
    }

    #[test]
    fn input_beyond_the_rate_waits_as_long_as_it_would_take() {
        let start = Instant::now();
        let mut bucket = Bucket::new(1000, start);
        assert_eq!(bucket.take(600, start), Duration::ZERO);
        assert_eq!(bucket.take(400, start), Duration::ZERO);
        assert_eq!(bucket.take(500, start), Duration::from_millis(500));
        // Half a second later the debt is paid, and nothing more was gained.
        let later = start + Duration::from_millis(500);
        assert_eq!(bucket.take(0, later), Duration::ZERO);
        assert_eq!(bucket.take(100, later), Duration::from_millis(100));
    }
}
