//! Numbers in a fixed room: whole when they fit, else shortened by one rule.

/// Units of a thousand to the power 1 to 6.
const UNITS: [char; 6] = ['k', 'M', 'G', 'T', 'P', 'E'];

/// `n` in at most `room` characters: all its digits when they fit, else three
/// significant figures (cut, never rounded up) and a unit of a power of a thousand: `k`,
/// `M`, `G`, `T`, `P` or `E` (10¹⁸), so 18446744073709551615 is `18.4E` and 1234567 is
/// `1.23M`. Never more than five characters then, and never the first digits alone.
pub fn fit_number(n: u64, room: usize) -> String {
    let digits = n.to_string();
    if digits.len() <= room || n < 1000 {
        return digits;
    }
    // The largest power of a thousand not above n (n has at least two digits here).
    let power = (digits.len() - 1) / 3;
    let unit = UNITS[power - 1];
    let whole = digits.len() - 3 * power;
    let (int, frac) = digits.split_at(whole);
    match whole {
        1 => format!("{int}.{}{unit}", &frac[..2]),
        2 => format!("{int}.{}{unit}", &frac[..1]),
        _ => format!("{int}{unit}"),
    }
}

#[cfg(test)]
mod tests {
    use super::fit_number;

    #[test]
    fn whole_numbers_when_they_fit_else_three_figures_and_a_unit() {
        assert_eq!(fit_number(12_345, 5), "12345");
        assert_eq!(fit_number(123_456, 5), "123k");
        assert_eq!(fit_number(1_234_567, 5), "1.23M");
        assert_eq!(fit_number(99_999_999, 7), "99.9M");
        assert_eq!(fit_number(u64::MAX, 16), "18.4E");
        assert_eq!(fit_number(1_000_000_000_000_000, 10), "1.00P");
        assert_eq!(fit_number(999_999_999_999_999_999, 17), "999P");
        assert_eq!(fit_number(1_234, 3), "1.23k");
        assert_eq!(fit_number(0, 0), "0");
    }
}
