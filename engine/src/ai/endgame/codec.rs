//! Tables as bytes, for the store to keep on disk: a header (a magic string, the format
//! version, the layout, the number of entries and a checksum of them), then the entries,
//! two bytes each, little-endian. Reading checks all of it: a damaged or foreign file is
//! refused, never trusted.

use super::{Layout, Table};

/// The start of every table file.
const MAGIC: &[u8; 8] = b"t2048egt";

/// The version of the format and of the tables' meaning; a file of another version is
/// built again.
pub(crate) const VERSION: u32 = 1;

/// The header's length in bytes.
const HEADER: usize = 8 + 4 + 4 + 8 + 8;

/// Why bytes are not a table.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum CodecError {
    #[error("not a table file")]
    Magic,
    #[error("table format {0}, this program reads {VERSION}")]
    Version(u32),
    #[error("a table of another layout")]
    Layout,
    #[error("the file is cut short or too long")]
    Length,
    #[error("the checksum does not match")]
    Checksum,
}

/// FNV-1a, 64 bits: enough to tell a damaged file from a whole one.
pub(crate) fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn layout_bytes(layout: Layout) -> [u8; 4] {
    let [lo, hi] = layout.locked.to_le_bytes();
    [lo, hi, layout.anchor, layout.exp]
}

/// The file's bytes for a table.
pub(crate) fn encode(table: &Table) -> Vec<u8> {
    let payload: Vec<u8> = table
        .entries()
        .iter()
        .flat_map(|e| e.to_le_bytes())
        .collect();
    let mut bytes = Vec::with_capacity(HEADER + payload.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&VERSION.to_le_bytes());
    bytes.extend_from_slice(&layout_bytes(table.layout()));
    bytes.extend_from_slice(&(table.entries().len() as u64).to_le_bytes());
    bytes.extend_from_slice(&checksum(&payload).to_le_bytes());
    bytes.extend_from_slice(&payload);
    bytes
}

/// The table of `layout` in a file's bytes.
pub(crate) fn decode(bytes: &[u8], layout: Layout) -> Result<Table, CodecError> {
    if bytes.len() < HEADER {
        return Err(if bytes.starts_with(MAGIC) || MAGIC.starts_with(bytes) {
            CodecError::Length
        } else {
            CodecError::Magic
        });
    }
    let (header, payload) = bytes.split_at(HEADER);
    let word = |at: usize| u32::from_le_bytes(header[at..at + 4].try_into().expect("4 bytes"));
    let long = |at: usize| u64::from_le_bytes(header[at..at + 8].try_into().expect("8 bytes"));
    if &header[..8] != MAGIC {
        return Err(CodecError::Magic);
    }
    if word(8) != VERSION {
        return Err(CodecError::Version(word(8)));
    }
    if header[12..16] != layout_bytes(layout) {
        return Err(CodecError::Layout);
    }
    let count = long(16);
    if count != layout.positions() as u64 || payload.len() as u64 != 2 * count {
        return Err(CodecError::Length);
    }
    if checksum(payload) != long(24) {
        return Err(CodecError::Checksum);
    }
    let entries = payload
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect();
    Table::from_entries(layout, entries).ok_or(CodecError::Length)
}

/// The file name of a layout's table.
pub fn file_name(layout: Layout) -> String {
    format!(
        "endgame-v{VERSION}-{:04x}-{}-{}.bin",
        layout.locked, layout.anchor, layout.exp
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> Table {
        let layout = Layout {
            locked: 0x0FFF,
            anchor: 11,
            exp: 3,
        };
        let entries = (0..layout.positions() as u16).map(|i| i * 7).collect();
        Table::from_entries(layout, entries).unwrap()
    }

    #[test]
    fn a_table_reads_back_as_written() {
        let table = small();
        let bytes = encode(&table);
        let back = decode(&bytes, table.layout()).unwrap();
        assert_eq!(back.entries(), table.entries());
    }

    #[test]
    fn damaged_or_foreign_bytes_are_refused() {
        let table = small();
        let bytes = encode(&table);
        let layout = table.layout();
        assert_eq!(
            decode(&bytes[..bytes.len() - 1], layout).unwrap_err(),
            CodecError::Length
        );
        assert_eq!(
            decode(&bytes[..10], layout).unwrap_err(),
            CodecError::Length
        );
        assert_eq!(
            decode(b"{\"json\": 1}", layout).unwrap_err(),
            CodecError::Magic
        );
        assert_eq!(decode(b"", layout).unwrap_err(), CodecError::Length);
        let mut flipped = bytes.clone();
        *flipped.last_mut().unwrap() ^= 1;
        assert_eq!(decode(&flipped, layout).unwrap_err(), CodecError::Checksum);
        let mut newer = bytes.clone();
        newer[8] = 2;
        assert_eq!(decode(&newer, layout).unwrap_err(), CodecError::Version(2));
        let other = Layout { exp: 4, ..layout };
        assert_eq!(decode(&bytes, other).unwrap_err(), CodecError::Layout);
    }
}
