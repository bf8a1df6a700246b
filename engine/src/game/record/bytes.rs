//! The bytes of a record's line: read in order (`Reader`, running out an error), varints
//! (LEB128) written and read, and the CRC-32 that ends every line.

/// Bytes read in order; running out is an error.
pub(super) struct Reader<'a> {
    pub(super) bytes: &'a [u8],
    pub(super) at: usize,
}

impl Reader<'_> {
    pub(super) fn byte(&mut self) -> Result<u8, String> {
        let b = *self.bytes.get(self.at).ok_or("it ends too soon")?;
        self.at += 1;
        Ok(b)
    }

    pub(super) fn u64(&mut self) -> Result<u64, String> {
        let mut le = [0u8; 8];
        for b in &mut le {
            *b = self.byte()?;
        }
        Ok(u64::from_le_bytes(le))
    }

    pub(super) fn varint(&mut self) -> Result<u64, String> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            let part = u64::from(b & 0x7F);
            if shift == 63 && part > 1 {
                break;
            }
            value |= part << shift;
            if b & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err("a number is too large".into())
    }
}

pub(super) fn put_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push(value as u8 | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// The CRC-32 of IEEE 802.3 (reflected, polynomial 0x04C11DB7), as zip and PNG use.
pub(crate) fn crc32(bytes: &[u8]) -> u32 {
    !bytes.iter().fold(!0u32, |crc, &b| {
        CRC_TABLE[usize::from(crc as u8 ^ b)] ^ (crc >> 8)
    })
}

const CRC_TABLE: [u32; 256] = {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_of_the_standard_check_string() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn varints_round_trip_and_refuse_overflow() {
        for value in [0, 1, 127, 128, 300, u64::from(u32::MAX), u64::MAX] {
            let mut out = Vec::new();
            put_varint(&mut out, value);
            let mut r = Reader { bytes: &out, at: 0 };
            assert_eq!(r.varint(), Ok(value));
            assert_eq!(r.at, out.len());
        }
        let mut r = Reader {
            bytes: &[0xFF; 10],
            at: 0,
        };
        assert!(r.varint().is_err());
        let mut r = Reader {
            bytes: &[0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02],
            at: 0,
        };
        assert!(r.varint().is_err());
    }
}
