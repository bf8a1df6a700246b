//! Lets the kernel take back the pages of code and read-only data a waiting program is not
//! running. A program's executable and libraries are mapped from files; the kernel maps
//! each page the program touches, and 64 KiB around it, into the process, and they stay
//! counted as the process's resident memory long after the start-up code that touched
//! them has run. [`let_go_of_file_pages`] drops those mappings: the pages stay in the page
//! cache, shared with every other process, and the next instruction that needs one maps it
//! again at the cost of a minor fault, with no read from the disk.
//!
//! Only mappings that hold nothing but the file's bytes are let go: read-only (never
//! writable, so no write can have changed a page of one), private, backed by a file, and
//! with no page of their own (`Anonymous: 0 kB` in `/proc/self/smaps`: a page the loader
//! relocated before making it read-only, as in `.data.rel.ro`, is the process's own and is
//! kept, since dropping it would bring back the file's bytes without the relocation).

use std::io;

/// One mapping that may be let go: its address and length.
struct Mapping {
    start: usize,
    len: usize,
}

/// Drops the process's mappings of file pages that hold only the file's bytes (code and
/// read-only data), so that they no longer count as its resident memory; what runs next
/// maps again what it needs. The number of bytes whose mappings were dropped. Linux only;
/// elsewhere nothing is done.
pub fn let_go_of_file_pages() -> io::Result<usize> {
    if !cfg!(target_os = "linux") {
        return Ok(0);
    }
    let smaps = std::fs::read_to_string("/proc/self/smaps")?;
    let mut dropped = 0;
    for mapping in clean_file_mappings(&smaps) {
        // SAFETY: the range is one whole mapping of the process, read-only, private and
        // backed by a file, with no anonymous (copied-on-write) page: every page of it
        // holds the file's bytes, which MADV_DONTNEED brings back unchanged on the next
        // access. No memory the program wrote is dropped, and no pointer into the range
        // is made invalid (the addresses stay mapped).
        let result = unsafe {
            libc::madvise(
                mapping.start as *mut libc::c_void,
                mapping.len,
                libc::MADV_DONTNEED,
            )
        };
        if result == 0 {
            dropped += mapping.len;
        }
    }
    Ok(dropped)
}

/// The mappings of `smaps` that hold only their file's bytes.
fn clean_file_mappings(smaps: &str) -> Vec<Mapping> {
    let mut found = Vec::new();
    let mut current: Option<Mapping> = None;
    for line in smaps.lines() {
        if let Some(mapping) = header(line) {
            current = mapping;
            continue;
        }
        let Some(rest) = line.strip_prefix("Anonymous:") else {
            continue;
        };
        let clean = rest.trim().strip_suffix("kB").map(str::trim) == Some("0");
        if let Some(mapping) = current.take()
            && clean
        {
            found.push(mapping);
        }
    }
    found
}

/// A mapping's first line: `Some(Some(..))` for a read-only private file mapping,
/// `Some(None)` for any other mapping, `None` for a line that is not a mapping's first.
fn header(line: &str) -> Option<Option<Mapping>> {
    let mut fields = line.split_ascii_whitespace();
    let range = fields.next()?;
    let (start, end) = range.split_once('-')?;
    let start = usize::from_str_radix(start, 16).ok()?;
    let end = usize::from_str_radix(end, 16).ok()?;
    let perms = fields.next()?;
    if perms.len() != 4 {
        return None;
    }
    let _offset = fields.next()?;
    let device = fields.next()?;
    let inode = fields.next()?;
    let path = fields.next();
    let read_only = perms.starts_with('r') && perms.as_bytes()[1] == b'-' && perms.ends_with('p');
    let file = inode != "0" && device != "00:00" && path.is_some_and(|p| p.starts_with('/'));
    Some((read_only && file && end > start).then_some(Mapping {
        start,
        len: end - start,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMAPS: &str = "\
55ba4cb9c000-55ba4dd07000 r--p 00000000 fe:00 5309462                    /usr/bin/game
Size:              18860 kB
Rss:                 592 kB
Anonymous:             0 kB
55ba4dd07000-55ba4e07c000 r-xp 0116a000 fe:00 5309462                    /usr/bin/game
Size:               3540 kB
Anonymous:             0 kB
55ba4e07c000-55ba4e08f000 r--p 014de000 fe:00 5309462                    /usr/bin/game
Anonymous:            76 kB
55ba4e08f000-55ba4e091000 rw-p 014f1000 fe:00 5309462                    /usr/bin/game
Anonymous:             8 kB
55ba6cf52000-55ba6d007000 rw-p 00000000 00:00 0                          [heap]
Anonymous:           600 kB
7f72c1933000-7f72c1a89000 r-xp 00026000 fe:00 326279                     /usr/lib/libc.so.6
Anonymous:             0 kB
7ffda1bf8000-7ffda1bfa000 r-xp 00000000 00:00 0                          [vdso]
Anonymous:             0 kB
";

    #[test]
    fn only_mappings_that_hold_their_files_bytes_alone_are_let_go() {
        let found: Vec<(usize, usize)> = clean_file_mappings(SMAPS)
            .into_iter()
            .map(|m| (m.start, m.len))
            .collect();
        assert_eq!(
            found,
            vec![
                (0x55ba4cb9c000, 0x55ba4dd07000 - 0x55ba4cb9c000),
                (0x55ba4dd07000, 0x55ba4e07c000 - 0x55ba4dd07000),
                (0x7f72c1933000, 0x7f72c1a89000 - 0x7f72c1933000),
            ]
        );
    }

    #[test]
    fn letting_go_keeps_the_program_running_and_its_data_whole() {
        static TABLE: [u64; 4096] = {
            let mut table = [0u64; 4096];
            let mut i = 0;
            while i < table.len() {
                table[i] = (i as u64) * 2_654_435_761;
                i += 1;
            }
            table
        };
        let before: u64 = TABLE.iter().fold(0, |a, b| a.wrapping_add(*b));
        let dropped = let_go_of_file_pages().expect("smaps read");
        if cfg!(target_os = "linux") {
            assert!(dropped > 0);
        }
        let after: u64 = TABLE.iter().fold(0, |a, b| a.wrapping_add(*b));
        assert_eq!(before, after);
        let heap = vec![7u8; 1 << 20];
        assert!(heap.iter().all(|b| *b == 7));
    }
}
