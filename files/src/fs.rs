//! The store's ways with the file system, for every file it reads or moves: only a
//! regular file is opened (never waiting on a named pipe, never taking a terminal as the
//! controlling one), every read is bounded, a file that cannot be used is moved aside
//! rather than replaced, and a folder it makes is its user's alone, whatever the umask.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use tui2048_store::clock::unix_now;
use tui2048_store::{FileKind, Why};

/// Makes `dir` and the folders above it that are missing, each readable, writable and
/// searchable by its owner alone (as ssh and git make theirs): a umask can take from a
/// mode, never add to it, so no umask opens them to other users. Folders that are there
/// are left as they are.
pub(super) fn make_private_dirs(dir: &Path) -> io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// What a file type is.
pub(super) fn kind_of(file_type: &fs::FileType) -> FileKind {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return FileKind::NamedPipe;
        }
        if file_type.is_socket() {
            return FileKind::Socket;
        }
        if file_type.is_char_device() {
            return FileKind::CharDevice;
        }
        if file_type.is_block_device() {
            return FileKind::BlockDevice;
        }
    }
    if file_type.is_dir() {
        FileKind::Folder
    } else if file_type.is_symlink() {
        FileKind::Link
    } else if file_type.is_file() {
        FileKind::Regular
    } else {
        FileKind::Special
    }
}

/// Why [`open_regular`] or [`read_bounded`] gave no file.
pub(super) enum Refused {
    Io(io::Error),
    /// The path is there but is not a regular file: what it is instead.
    NotAFile(FileKind),
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

pub(super) fn is_absent(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
    )
}

/// Renames an unusable file to `<name>.corrupt-<unix time>` (never over another file).
pub(super) fn keep_corrupt(path: &Path) -> Result<PathBuf, Why> {
    let meta = fs::symlink_metadata(path).map_err(|e| Why::of(&e))?;
    if !meta.is_file() {
        return Err(Why::NoLongerAFile);
    }
    let secs = unix_now();
    let name = path.file_name().unwrap_or_default();
    for n in 0..1000 {
        let mut suffix = name.to_os_string();
        suffix.push(if n == 0 {
            format!(".corrupt-{secs}")
        } else {
            format!(".corrupt-{secs}-{n}")
        });
        let kept = path.with_file_name(suffix);
        if fs::symlink_metadata(&kept).is_ok() {
            continue;
        }
        fs::rename(path, &kept).map_err(|e| Why::of(&e))?;
        return Ok(kept);
    }
    Err(Why::TooManyKept)
}
