//! The tables of a level of play made ready: each read back from its file's bytes when
//! they decode whole, else built and handed back to be kept. The files themselves are the
//! caller's.

use super::{Layout, Table, codec, try_build};

/// What [`prepare`] is at: reading back or building the table of this index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Reading(usize),
    Building(usize),
}

/// What [`prepare`] did.
#[derive(Debug)]
pub struct Prepared {
    pub tables: Vec<Table>,
    /// Tables read back whole from their files.
    pub loaded: usize,
    /// Tables built (none of their file, or a damaged one, or of another version).
    pub built: usize,
    /// The time it all took.
    pub seconds: f64,
}

/// The tables of `layouts`: each read back through `read` (its file's bytes, by the name
/// [`codec::file_name`] gives it) when they decode whole, else built and handed to `write`
/// (which says whether it kept them); `step` hears of each table as it is begun. Reading
/// and writing files is the caller's: this module touches none.
pub fn prepare(
    layouts: &[Layout],
    read: impl Fn(&str) -> Option<Vec<u8>>,
    write: impl Fn(&str, &[u8]) -> bool,
    step: impl Fn(Step),
) -> Prepared {
    let start = std::time::Instant::now();
    let (mut loaded, mut built) = (0, 0);
    let mut tables = Vec::with_capacity(layouts.len());
    for (i, &layout) in layouts.iter().enumerate() {
        let name = codec::file_name(layout);
        step(Step::Reading(i));
        if let Some(table) = read(&name).and_then(|b| codec::decode(&b, layout).ok()) {
            loaded += 1;
            tables.push(table);
            continue;
        }
        step(Step::Building(i));
        // Without the memory for a table, the search plays without it.
        let Some(table) = try_build(layout) else {
            continue;
        };
        built += 1;
        // A table whose file cannot be written is used all the same, from memory.
        let _ = write(&name, &codec::encode(&table));
        tables.push(table);
    }
    Prepared {
        tables,
        loaded,
        built,
        seconds: start.elapsed().as_secs_f64(),
    }
}
