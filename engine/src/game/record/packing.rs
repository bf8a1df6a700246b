//! The moves of a record and the help behind them, two bits each: packed four to a byte,
//! the first in the low bits; and, for the help of a record shared (version 5), in runs of
//! the same help where that is shorter: a game the solver played has one run of its
//! moves, which packed would take as many bytes as the moves.

use super::bytes::{Reader, put_varint};

/// Two-bit values, four to a byte, the first in the low bits.
pub(super) fn pack(out: &mut Vec<u8>, values: impl Iterator<Item = u8>) {
    let values: Vec<u8> = values.collect();
    for four in values.chunks(4) {
        let byte = four
            .iter()
            .enumerate()
            .fold(0u8, |b, (k, &v)| b | v << (2 * k));
        out.push(byte);
    }
}

/// `count` two-bit values packed by [`pack`] at the reader's place; the bits after the
/// last must be 0.
pub(super) fn unpack(r: &mut Reader, count: usize, what: &str) -> Result<Vec<u8>, String> {
    let len = count.div_ceil(4);
    let packed = r
        .bytes
        .get(r.at..r.at + len)
        .ok_or_else(|| format!("{count} {what} do not fit in what is left"))?;
    r.at += len;
    let used = count % 4;
    if used != 0 && packed.last().is_some_and(|&b| b >> (2 * used) != 0) {
        return Err(format!("bits after the last of the {what} are not 0"));
    }
    Ok((0..count)
        .map(|k| packed[k / 4] >> (2 * (k % 4)) & 3)
        .collect())
}

/// The help written packed, after version 5's byte for it.
const PACKED: u8 = 0;
/// The help written in runs, after version 5's byte for it.
const RUNS: u8 = 1;

/// The two bits of each move's help: packed, or (`shared`: version 5) its byte, then packed
/// or in runs, whichever is shorter.
pub(super) fn put_help(out: &mut Vec<u8>, bits: &[u8], shared: bool) {
    if !shared {
        pack(out, bits.iter().copied());
        return;
    }
    let mut packed = vec![PACKED];
    pack(&mut packed, bits.iter().copied());
    let mut runs = vec![RUNS];
    let mut each: Vec<(u8, u64)> = Vec::new();
    for &b in bits {
        match each.last_mut() {
            Some((v, n)) if *v == b => *n += 1,
            _ => each.push((b, 1)),
        }
    }
    put_varint(&mut runs, each.len() as u64);
    for (v, n) in each {
        runs.push(v);
        put_varint(&mut runs, n);
    }
    out.extend(if runs.len() < packed.len() {
        runs
    } else {
        packed
    });
}

/// The help of `count` moves as [`put_help`] wrote it, and only as it writes it.
pub(super) fn read_help(r: &mut Reader, count: usize, shared: bool) -> Result<Vec<u8>, String> {
    const WHAT: &str = "moves' help";
    if !shared {
        return unpack(r, count, WHAT);
    }
    let start = r.at;
    let bits = match r.byte()? {
        PACKED => unpack(r, count, WHAT)?,
        RUNS => {
            let runs = r.varint()?;
            if runs > count as u64 {
                return Err(format!("{runs} runs of help for {count} moves"));
            }
            let mut bits = Vec::with_capacity(count);
            for _ in 0..runs {
                let v = r.byte()?;
                let n = r.varint()?;
                let left = (count - bits.len()) as u64;
                if v > 3 || n == 0 || n > left {
                    return Err(format!("a run of {n} moves' help {v} does not fit"));
                }
                bits.extend(std::iter::repeat_n(v, n as usize));
            }
            if bits.len() != count {
                return Err(format!("runs of help for {} of {count} moves", bits.len()));
            }
            bits
        }
        other => return Err(format!("unknown form of the moves' help {other}")),
    };
    let mut again = Vec::new();
    put_help(&mut again, &bits, true);
    if r.bytes[start..r.at] != again[..] {
        return Err("the moves' help is not written as it is written".into());
    }
    Ok(bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(bytes: &[u8], count: usize) -> Result<Vec<u8>, String> {
        let mut r = Reader { bytes, at: 0 };
        let bits = read_help(&mut r, count, true)?;
        assert_eq!(r.at, bytes.len());
        Ok(bits)
    }

    #[test]
    fn help_in_runs_where_that_is_shorter_and_only_then() {
        // The solver's game: one run.
        let solver = vec![1u8; 1000];
        let mut out = Vec::new();
        put_help(&mut out, &solver, true);
        assert_eq!(out, [RUNS, 1, 1, 0xE8, 0x07]);
        assert_eq!(read(&out, 1000), Ok(solver));
        // Help that changes at every move: packed.
        let busy: Vec<u8> = (0..40).map(|i| (i % 4) as u8).collect();
        let mut out = Vec::new();
        put_help(&mut out, &busy, true);
        assert_eq!(out.len(), 11);
        assert_eq!(out[0], PACKED);
        assert_eq!(read(&out, 40), Ok(busy.clone()));
        // Before version 5, packed alone, with no byte before.
        let mut old = Vec::new();
        put_help(&mut old, &busy, false);
        assert_eq!(old, out[1..]);
        // The other way of writing the same help, a run of none, runs of the same help
        // one after the other, and runs past the moves are refused.
        let mut packed = vec![PACKED];
        pack(&mut packed, [1u8; 100].into_iter());
        assert!(read(&packed, 100).is_err());
        let few = [1u8; 8];
        let mut out = Vec::new();
        put_help(&mut out, &few, true);
        assert_eq!(out, [PACKED, 0x55, 0x55]);
        assert!(read(&[RUNS, 1, 1, 8], 8).is_err());
        for bad in [
            &[RUNS, 2, 1, 0, 1, 8][..],
            &[RUNS, 2, 1, 4, 1, 4],
            &[RUNS, 1, 1, 9],
            &[RUNS, 1, 4, 8],
            &[RUNS, 9],
            &[2, 0],
        ] {
            assert!(read(bad, 8).is_err(), "{bad:?}");
        }
    }
}
