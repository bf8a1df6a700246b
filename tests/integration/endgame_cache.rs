//! Endgame tables kept in the cache folder: built once and read back after, a damaged or
//! foreign file built again and replaced (never trusted), and no cache folder at all
//! leaving the tables in memory. Small tables, so that this stays fast.

use std::fs;

use tui2048::ai::endgame::{Layout, Prepared, build, codec, prepare};
use tui2048::store::cache_file::CacheDir;

/// Two small layouts: the bottom row free to build a 16, and five free cells for a 32.
const LAYOUTS: [Layout; 2] = [
    Layout {
        locked: 0x0FFF,
        anchor: 8,
        exp: 4,
    },
    Layout {
        locked: 0x07FF,
        anchor: 10,
        exp: 5,
    },
];

fn prepare_in(cache: Option<&CacheDir>) -> Prepared {
    prepare(
        &LAYOUTS,
        |name| cache?.read(name, 1 << 20),
        |name, bytes| cache.is_some_and(|c| c.write(name, bytes).is_ok()),
    )
}

fn entries(p: &Prepared) -> Vec<Vec<u16>> {
    p.tables.iter().map(|t| t.entries().to_vec()).collect()
}

#[test]
fn tables_are_built_once_then_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let cache = CacheDir::at(&dir.path().join("tui2048"));
    let first = prepare_in(Some(&cache));
    assert_eq!((first.built, first.loaded, first.unsaved), (2, 0, 0));
    let second = prepare_in(Some(&cache));
    assert_eq!((second.built, second.loaded), (0, 2));
    assert_eq!(entries(&first), entries(&second));
    assert_eq!(entries(&first)[0], build(LAYOUTS[0]).entries());
}

#[test]
fn a_damaged_or_foreign_file_is_built_again_and_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let cache = CacheDir::at(dir.path());
    let good = entries(&prepare_in(Some(&cache)));
    let path = |l: Layout| dir.path().join(codec::file_name(l));
    // One byte flipped in the first table's entries; the second cut short.
    let mut bytes = fs::read(path(LAYOUTS[0])).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x40;
    fs::write(path(LAYOUTS[0]), &bytes).unwrap();
    let bytes = fs::read(path(LAYOUTS[1])).unwrap();
    fs::write(path(LAYOUTS[1]), &bytes[..bytes.len() / 2]).unwrap();
    let again = prepare_in(Some(&cache));
    assert_eq!((again.built, again.loaded), (2, 0));
    assert_eq!(entries(&again), good);
    // Replaced whole: read back as they are now.
    let third = prepare_in(Some(&cache));
    assert_eq!((third.built, third.loaded), (0, 2));
    // A file of another version (or of something else entirely) is not trusted either.
    let mut other = fs::read(path(LAYOUTS[0])).unwrap();
    other[8] = other[8].wrapping_add(1);
    fs::write(path(LAYOUTS[0]), &other).unwrap();
    fs::write(path(LAYOUTS[1]), b"not a table").unwrap();
    let fourth = prepare_in(Some(&cache));
    assert_eq!((fourth.built, fourth.loaded), (2, 0));
    assert_eq!(entries(&fourth), good);
}

#[test]
fn without_a_cache_folder_the_tables_live_in_memory() {
    let none = prepare_in(None);
    assert_eq!((none.built, none.loaded, none.unsaved), (2, 0, 2));
    assert_eq!(none.tables.len(), 2);
    // A cache folder that cannot be written: the same, and nothing is left behind.
    let dir = tempfile::tempdir().unwrap();
    let blocked = dir.path().join("file");
    fs::write(&blocked, b"in the way").unwrap();
    let cache = CacheDir::at(&blocked.join("tui2048"));
    let unwritable = prepare_in(Some(&cache));
    assert_eq!((unwritable.built, unwritable.unsaved), (2, 2));
    assert_eq!(entries(&unwritable), entries(&none));
    assert_eq!(fs::read(&blocked).unwrap(), b"in the way");
}
