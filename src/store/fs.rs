//! The store's ways with the file system, for every file it reads or moves: only a
//! regular file is opened (never waiting on a named pipe, never taking a terminal as the
//! controlling one), every read is bounded, a file that cannot be used is moved aside
//! rather than replaced, and an error is told in plain words.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use crate::clock::unix_now;

/// What a file type is, in words.
pub(super) fn kind_of(file_type: &fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "a named pipe";
        }
        if file_type.is_socket() {
            return "a socket";
        }
        if file_type.is_char_device() {
            return "a character device";
        }
        if file_type.is_block_device() {
            return "a block device";
        }
    }
    if file_type.is_dir() {
        "a folder"
    } else if file_type.is_symlink() {
        "a link"
    } else if file_type.is_file() {
        "a regular file"
    } else {
        "a special file"
    }
}

/// Why [`open_regular`] or [`read_bounded`] gave no file.
pub(super) enum Refused {
    Io(io::Error),
    /// The path is there but is not a regular file: what it is instead.
    NotAFile(&'static str),
    /// The file holds more than its kind of file may: this many bytes. It is not read.
    TooLarge(u64),
}

/// `path` opened for reading, with what it is: never blocking (a FIFO or a device is
/// opened without waiting, then refused), a last link not followed when `no_links`, and
/// `None` when nothing is there. Only a regular file is given back.
pub(super) fn open_regular(
    path: &Path,
    no_links: bool,
) -> Result<Option<(File, fs::Metadata)>, Refused> {
    let mut options = OpenOptions::new();
    options.read(true);
    open_flags(&mut options, no_links);
    let handle = match options.open(path) {
        Ok(handle) => handle,
        Err(e) if is_absent(&e) => return Ok(None),
        Err(e) => return Err(Refused::Io(e)),
    };
    let meta = handle.metadata().map_err(Refused::Io)?;
    if !meta.is_file() {
        return Err(Refused::NotAFile(kind_of(&meta.file_type())));
    }
    Ok(Some((handle, meta)))
}

/// The bytes of the regular file at `path` (as [`open_regular`] opens it), for a kind of
/// file that holds at most `limit` bytes: a larger file is refused by its size alone, and
/// the read stops one byte past the limit (so that a file that grew while it was read is
/// told from one that did not). `None` when nothing is there.
pub(super) fn read_bounded(
    path: &Path,
    no_links: bool,
    limit: u64,
) -> Result<Option<Vec<u8>>, Refused> {
    let Some((handle, meta)) = open_regular(path, no_links)? else {
        return Ok(None);
    };
    read_capped(handle, &meta, limit).map(Some)
}

/// The bytes of `file` (whose metadata is `meta`), read as [`read_bounded`] reads them.
pub(super) fn read_capped(file: File, meta: &fs::Metadata, limit: u64) -> Result<Vec<u8>, Refused> {
    if meta.len() > limit {
        return Err(Refused::TooLarge(meta.len()));
    }
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(Refused::Io)?;
    Ok(bytes)
}

/// Opening never waits (a named pipe with no writer would block an open for reading),
/// never takes a terminal as the controlling one, and, for the lock, never follows a link.
pub(super) fn open_flags(options: &mut OpenOptions, no_links: bool) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        let links = if no_links { libc::O_NOFOLLOW } else { 0 };
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY | links);
    }
    #[cfg(not(unix))]
    let _ = (options, no_links);
}

/// An error's words without the system's error number: "Is a directory", not "Is a
/// directory (os error 21)".
pub(crate) fn plain(e: &io::Error) -> String {
    let text = e.to_string();
    match text.rfind(" (os error ") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

/// Why a file too large is not read, in words that follow "it": `kind` names what it is
/// ("a state file").
pub(super) fn too_large(len: u64, limit: u64, kind: &str) -> String {
    format!(
        "it holds {} MiB, more than the {} MiB {kind} may",
        len >> 20,
        limit >> 20
    )
}

pub(super) fn is_absent(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
    )
}

/// Renames an unusable file to `<name>.corrupt-<unix time>` (never over another file).
pub(super) fn keep_corrupt(path: &Path) -> io::Result<PathBuf> {
    if !fs::symlink_metadata(path)?.is_file() {
        return Err(io::Error::other("it is no longer a regular file"));
    }
    let secs = unix_now();
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    for n in 0..1000 {
        let suffix = if n == 0 {
            format!("{name}.corrupt-{secs}")
        } else {
            format!("{name}.corrupt-{secs}-{n}")
        };
        let kept = path.with_file_name(suffix);
        if fs::symlink_metadata(&kept).is_ok() {
            continue;
        }
        fs::rename(path, &kept)?;
        return Ok(kept);
    }
    Err(io::Error::other("too many kept corrupt files"))
}
