//! The boss screen: a believable log tail, generated line by line from a seed, with
//! nothing of the game in it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::look::Look;
use tui2048_app::settings::ColorMode;
use tui2048_app::{BOSS_LINE_EVERY, Boss};
use tui2048_engine::game::splitmix64;

/// The terminal's title while the boss screen shows: a log being followed.
pub const BOSS_TITLE: &str = "tail -f server.log";

/// Milliseconds between two generated log lines, on average.
const LINE_MS: u64 = BOSS_LINE_EVERY.as_millis() as u64;

const SERVICES: [&str; 8] = [
    "http",
    "worker",
    "db",
    "cache",
    "scheduler",
    "auth",
    "build",
    "queue",
];
const PATHS: [&str; 8] = [
    "/api/v2/orders",
    "/api/v2/customers",
    "/api/v1/invoices",
    "/healthz",
    "/api/v2/reports/daily",
    "/api/v1/sessions",
    "/metrics",
    "/api/v2/inventory",
];
const CRATES: [&str; 8] = [
    "serde_derive",
    "tokio",
    "hyper",
    "regex-syntax",
    "libc",
    "openssl-sys",
    "tracing-core",
    "prost",
];
const TABLES: [&str; 5] = ["invoices", "orders", "audit_log", "customers", "payments"];

/// A well-mixed number from a seed, an index and a salt.
fn mix(seed: u64, index: u64, salt: u64) -> u64 {
    splitmix64(
        seed.wrapping_add(index.wrapping_mul(0x9e37_79b9_7f4a_7c15))
            .wrapping_add(salt.wrapping_mul(0xbf58_476d_1ce4_e5b9)),
    )
}

/// The civil date and time of a Unix time in UTC, as `YYYY-MM-DD HH:MM:SS`.
pub fn timestamp(unix: u64) -> String {
    let days = (unix / 86_400) as i64;
    let secs = unix % 86_400;
    // Howard Hinnant's days-to-civil algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02}",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

/// Line `index` of the log whose line 0 was written at `start_ms` (Unix milliseconds):
/// its level and its text.
pub fn log_line(seed: u64, index: u64, start_ms: u64) -> (&'static str, String) {
    let r = |salt| mix(seed, index, salt);
    let at = start_ms + index * LINE_MS + r(1) % 300;
    let stamp = format!("{}.{:03}", timestamp(at / 1000), at % 1000);
    let pick = |list: &[&'static str], salt| list[(r(salt) % list.len() as u64) as usize];
    let (level, text) = match r(2) % 10 {
        0..=3 => (
            "INFO ",
            format!(
                "http: GET {}/{} 200 {}ms",
                pick(&PATHS, 3),
                r(4) % 90_000 + 1000,
                r(5) % 180 + 3
            ),
        ),
        4 => (
            "INFO ",
            format!(
                "worker[{}]: job {:08x} done in {}ms",
                r(3) % 8,
                r(4) as u32,
                r(5) % 900 + 20
            ),
        ),
        5 => (
            "DEBUG",
            format!(
                "cache: hit ratio 0.{:02} ({} entries)",
                r(3) % 30 + 70,
                r(4) % 50_000 + 1000
            ),
        ),
        6 => (
            "WARN ",
            format!(
                "db: slow query {}ms on table {}",
                r(3) % 1500 + 500,
                pick(&TABLES, 4)
            ),
        ),
        7 => (
            "INFO ",
            format!(
                "build: compiling {} v{}.{}.{}",
                pick(&CRATES, 3),
                r(4) % 3,
                r(5) % 40,
                r(6) % 12
            ),
        ),
        8 => (
            "INFO ",
            format!("scheduler: next run in {}s", r(3) % 600 + 5),
        ),
        _ => (
            "DEBUG",
            format!(
                "{}: heartbeat ok (latency {}ms)",
                pick(&SERVICES, 3),
                r(4) % 40 + 1
            ),
        ),
    };
    (level, format!("{stamp} {level} {text}"))
}

/// Draws the last lines of the log, newest at the bottom, as a terminal's `tail -f`.
pub fn draw_boss(boss: &Boss, look: Look, area: Rect, buf: &mut Buffer) {
    let height = u64::from(area.height);
    // The screen starts full, as if the log had been running for a while.
    let last = height + boss.lines;
    let start_ms = boss
        .started_clock
        .saturating_mul(1000)
        .saturating_sub(height * LINE_MS);
    let lines: Vec<Line> = (last.saturating_sub(height)..last)
        .map(|i| {
            let (level, text) = log_line(boss.seed, i, start_ms);
            let color = match level {
                _ if look.color == ColorMode::None => Color::Reset,
                "WARN " => Color::Yellow,
                "DEBUG" => Color::DarkGray,
                _ => Color::Reset,
            };
            Line::from(Span::styled(text, Style::new().fg(color)))
        })
        .collect();
    Paragraph::new(lines).render(area, buf);
}
