//! A headless command's output (`bench`, `export`, `review`, `man`, `completions`, the
//! help and the version): written whole, or an [`Error::Output`] saying why not, which
//! `main` tells in one line with a failing exit code. A reader that stops early
//! (`| head -c1`) ends the program quietly, as it ends the system's own tools: by the
//! pipe's signal (the shell reports 141). Standard output closed (`>&-`) is told as such,
//! though the system has put its null device in its place.

use std::io::{self, IsTerminal, Write};

use super::Error;
use tui2048_app::settings::Interface;
use tui2048_app::text;

/// Writes `bytes` on standard output, whole and flushed.
pub fn write_out(bytes: &[u8]) -> Result<(), Error> {
    check_open()?;
    let mut out = io::stdout().lock();
    out.write_all(bytes)
        .and_then(|()| out.flush())
        .map_err(Error::Output)
}

/// Writes `text`, lines a command made for people, on standard output through `shown`:
/// whatever a line quotes from outside (a record's field, a path) reaches the terminal
/// with its control characters and marks of direction as signs, its line ends kept.
pub fn say_out(text: &str) -> Result<(), Error> {
    write_out(tui2048_store::shown::lines(text).as_bytes())
}

/// Writes `json` on standard output, every control character and mark of direction in its
/// strings escaped (`\u202e`), which reads back the same.
pub fn json_out(json: &str) -> Result<(), Error> {
    write_out(tui2048_store::shown::json(json).as_bytes())
}

/// Whether a progress line may be redrawn on standard error (a carriage return, then
/// `ESC[K` to erase the line): only on a terminal that can draw it, never into a pipe or
/// a file, nor on a dumb terminal (`TERM=dumb`: Emacs' shell, a screen reader's console),
/// which would show the escape as text. Elsewhere no progress line is written at all.
pub(crate) fn redraws_stderr() -> bool {
    io::stderr().is_terminal() && can_draw(std::env::var("TERM").ok().as_deref())
}

/// Whether a terminal of type `term` can draw: anything but a dumb one.
fn can_draw(term: Option<&str>) -> bool {
    Interface::of_term(term) == Interface::Full
}

/// Standard output, open: checked before a command's work as well as when it writes, so
/// that a long work is not done for nobody to read.
pub(crate) fn check_open() -> Result<(), Error> {
    if stdout_closed() {
        return Err(Error::Output(io::Error::other("standard output is closed")));
    }
    Ok(())
}

/// Ends the program as the system ends a tool whose reader has gone: by SIGPIPE.
pub fn reader_gone() -> ! {
    #[cfg(unix)]
    let _ = signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGPIPE);
    // Should the signal not end it, the code a shell gives a tool the signal ended.
    std::process::exit(128 + 13)
}

/// A limit on the size of files (`ulimit -f`) fails the write that would pass it, as a
/// full disk fails it: its signal (SIGXFSZ), whose default ends the program at once, is
/// caught for the whole run and nothing is done with it. The write then fails with "File
/// too large" and is told as any other: a save turns saving off and the game plays on; a
/// command's output ends the command with one line.
pub fn bear_size_limits() {
    #[cfg(unix)]
    {
        use std::sync::Arc;
        use std::sync::atomic::AtomicBool;
        let caught = Arc::new(AtomicBool::new(false));
        let _ = signal_hook::flag::register(signal_hook::consts::SIGXFSZ, caught);
    }
}

/// Says one line on standard error, as `tui2048: <line>`; nothing when it cannot. A
/// control character in it (from a path, say) is shown as a sign, never sent as it is.
/// The line goes out in one write, so a reader never sees half of it.
pub fn warn(line: &str) {
    let line = format!("tui2048: {}\n", text::shown(line));
    let _ = io::stderr().write_all(line.as_bytes());
}

/// Whether standard output was closed when the program started: the Rust runtime then
/// opens the null device in its place, for reading and writing, which a shell's `>`
/// never does.
#[cfg(unix)]
pub(crate) fn stdout_closed() -> bool {
    use std::os::fd::AsFd;
    use std::os::unix::fs::{FileTypeExt, MetadataExt};
    let out = io::stdout();
    let fd = out.as_fd();
    let Ok(flags) = rustix::fs::fcntl_getfl(fd) else {
        return true;
    };
    if flags & rustix::fs::OFlags::ACCMODE != rustix::fs::OFlags::RDWR {
        return false;
    }
    let here = fd
        .try_clone_to_owned()
        .map(std::fs::File::from)
        .and_then(|f| f.metadata());
    match (here, std::fs::metadata("/dev/null")) {
        (Ok(here), Ok(null)) => here.file_type().is_char_device() && here.rdev() == null.rdev(),
        _ => false,
    }
}

#[cfg(not(unix))]
pub(crate) fn stdout_closed() -> bool {
    false
}
