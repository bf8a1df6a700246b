//! The text `verify` and `board` read: each argument a file's name (`-` for standard
//! input; a FIFO or a shell's `<(…)` is a file too) or, when nothing but a folder has that
//! name, the text itself; standard input when there is
//! none. At most [`INPUT_LIMIT`] bytes in all are read, whatever is pasted: what is past
//! it is left unread, and said so. Bytes that are not UTF-8 are read as the replacement
//! character, so that a chat's odd bytes cost nothing but themselves.

use std::io::{self, IsTerminal, Read};
use std::path::Path;

use super::Error;
use super::output::warn;
use tui2048_store::plain;

/// The most bytes read of all the text together: a chat's history of years.
pub(super) const INPUT_LIMIT: u64 = 16 << 20;

/// The text of `args` (or of standard input, when there are none), the sources one after
/// the other, a line's end between two. Cut at [`INPUT_LIMIT`] bytes, said on standard
/// error.
pub(super) fn read(args: &[String]) -> Result<String, Error> {
    let stdin = ["-".to_string()];
    let sources = if args.is_empty() { &stdin[..] } else { args };
    let mut bytes = Vec::new();
    let mut cut = false;
    for source in sources {
        if !bytes.is_empty() {
            bytes.push(b'\n');
        }
        let left = INPUT_LIMIT.saturating_sub(bytes.len() as u64);
        let before = bytes.len();
        if source == "-" {
            if io::stdin().is_terminal() {
                warn("reading standard input: paste the text, then press Ctrl-D");
            }
            io::stdin()
                .lock()
                .take(left + 1)
                .read_to_end(&mut bytes)
                .map_err(|e| failed("standard input", &e))?;
        } else if is_read(Path::new(source)) {
            let path = Path::new(source);
            std::fs::File::open(path)
                .and_then(|f| f.take(left + 1).read_to_end(&mut bytes))
                .map_err(|e| failed(&tui2048_store::shown::path(path), &e))?;
        } else {
            let text = source.as_bytes();
            bytes.extend_from_slice(&text[..text.len().min(left as usize + 1)]);
        }
        if (bytes.len() - before) as u64 > left {
            bytes.truncate(INPUT_LIMIT as usize);
            cut = true;
            break;
        }
    }
    if cut {
        warn(&format!(
            "only the first {} MiB of the text are read",
            INPUT_LIMIT >> 20
        ));
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Whether `path` is a file to read: anything there but a folder (a regular file, a FIFO,
/// `<(cat chat.txt)`'s `/dev/fd/63`, a device).
fn is_read(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|meta| !meta.is_dir())
}

fn failed(name: &str, e: &io::Error) -> Error {
    Error::Failed(format!("cannot read {name}: {}", plain(e)))
}
