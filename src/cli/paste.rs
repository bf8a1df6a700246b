//! The text `verify` and `board` read: each argument a file's name (`-` for standard
//! input; a FIFO or a shell's `<(…)` is a file too) or, when nothing but a folder has that
//! name, the text itself; standard input when there is none. Each is a text of its own,
//! its lines numbered from 1. At most [`INPUT_LIMIT`] bytes in all are read, whatever is
//! pasted: what is past it is left unread, and said so. Bytes that are not UTF-8 are read as the replacement
//! character, so that a chat's odd bytes cost nothing but themselves.

use std::io::{self, IsTerminal, Read};
use std::path::Path;

use super::Error;
use super::output::warn;
use tui2048_store::plain;

/// The most bytes read of all the text together: a chat's history of years.
pub(super) const INPUT_LIMIT: u64 = 16 << 20;

/// Where a text was read from, as its records' lines are numbered from 1 in each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum From {
    /// Standard input (`-`, or no argument).
    Stdin,
    /// A file, by its name as given.
    File(String),
    /// An argument that is the text itself, by its place among the arguments (from 1).
    Text(usize),
}

/// A text read, and where from.
pub(super) struct Source {
    pub from: From,
    pub text: String,
}

/// The texts of `args` (or of standard input, when there are none), one a source. Cut at
/// [`INPUT_LIMIT`] bytes in all, said on standard error.
pub(super) fn read(args: &[String]) -> Result<Vec<Source>, Error> {
    let stdin = ["-".to_string()];
    let sources = if args.is_empty() { &stdin[..] } else { args };
    let mut read: Vec<Source> = Vec::new();
    let mut total = 0u64;
    let mut cut = false;
    for (index, source) in sources.iter().enumerate() {
        let mut bytes = Vec::new();
        let left = INPUT_LIMIT.saturating_sub(total);
        let from;
        if source == "-" {
            from = From::Stdin;
            if io::stdin().is_terminal() {
                warn("reading standard input: paste the text, then press Ctrl-D");
            }
            io::stdin()
                .lock()
                .take(left + 1)
                .read_to_end(&mut bytes)
                .map_err(|e| failed("standard input", &e))?;
        } else if is_read(Path::new(source)) {
            from = From::File(source.clone());
            let path = Path::new(source);
            std::fs::File::open(path)
                .and_then(|f| f.take(left + 1).read_to_end(&mut bytes))
                .map_err(|e| failed(&tui2048_store::shown::path(path), &e))?;
        } else {
            from = From::Text(index + 1);
            let text = source.as_bytes();
            bytes.extend_from_slice(&text[..text.len().min(left as usize + 1)]);
        }
        if bytes.len() as u64 > left {
            bytes.truncate(left as usize);
            cut = true;
        }
        total += bytes.len() as u64;
        let text = String::from_utf8_lossy(&bytes).into_owned();
        read.push(Source { from, text });
        if cut {
            break;
        }
    }
    if cut {
        warn(&format!(
            "only the first {} MiB of the text are read",
            INPUT_LIMIT >> 20
        ));
    }
    Ok(read)
}

/// Whether `path` is a file to read: anything there but a folder (a regular file, a FIFO,
/// `<(cat chat.txt)`'s `/dev/fd/63`, a device).
fn is_read(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|meta| !meta.is_dir())
}

fn failed(name: &str, e: &io::Error) -> Error {
    Error::Failed(format!("cannot read {name}: {}", plain(e)))
}
