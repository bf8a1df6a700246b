//! Finished games' records, in a file beside the state file (`state.json` keeps its
//! records in `state.records.json`): the last [`RECENT_LIMIT`] games and the best game of
//! each board size. It is written once per finished game, never with the state file, so a
//! save of the game costs the same however many records are kept. It follows the state
//! file's rules: only its lock's holder writes it, through a temporary file and a rename;
//! only a regular file is read, and at most [`RECORDS_FILE_LIMIT`] bytes of it; a damaged
//! file is moved aside as `<name>.corrupt-<unix time>`, and one from a newer program is
//! left alone. A game whose record is a line of a newer version is kept verbatim beside
//! the others, read for what it is worth (nothing) and written back as it was. Unlike the
//! state file's path, the records file's is not followed when it is a link. It is read as
//! the state file is (`versioned.rs`), the last games capped. It also counts the races,
//! apart from every other game (a race never writes the state file): each race once,
//! however often its game is kept again after an undo.

use std::path::{Path, PathBuf};

use tui2048_engine::game::Record;
use tui2048_store::{
    Damage, DataFile, Fault, Kept, KeptNote, NotKept, RECORD_LIMIT, RECORDS_FILE_LIMIT, Records,
    RecordsError, SaveError, Why, records_of, records_to_bytes,
};

use super::atomic::remove_stale_temporaries;
use super::family::Family;
use super::file::{StateFile, open_error_of};
use super::fs::{Refused, keep_corrupt, kind_of, read_bounded};
use super::trust;

/// The records file that goes with a state file: `state.json` → `state.records.json`.
pub fn records_path(state: &Path) -> PathBuf {
    Family::of(state).records()
}

/// The state file of the daily game beside a state file: `state.daily.json` beside
/// `state.json`. Its game, statistics and finished games are apart from the others.
pub fn daily_path(state: &Path) -> PathBuf {
    Family::of(state).daily()
}

/// The records kept for the state file at `state` (a link is followed as the game
/// follows it); none when there is no records file. Nothing is locked, moved or written:
/// any program may read them while a game runs.
pub fn read_records(state: &Path) -> Result<Records, RecordsError> {
    let real = trust::resolve(state).map_err(|e| open_error_of(state, e))?;
    let path = records_path(&real);
    Ok(read_at(&path)?.unwrap_or_default())
}

impl StateFile {
    /// The records file beside this state file.
    pub fn records_path(&self) -> PathBuf {
        records_path(self.path())
    }

    /// Adds a finished game's record to the records file. Only the holder of the state
    /// file's lock writes it; a record that does not replay, or that is longer than
    /// [`RECORD_LIMIT`], is not kept.
    pub fn keep_finished(&self, record: &Record) -> Result<KeptNote, SaveError> {
        self.check_writable()?;
        let not_kept = |why| SaveError::Failed(Fault::Records(Box::new(why)));
        if record.encode().len() > RECORD_LIMIT {
            return Err(not_kept(NotKept::TooLong {
                moves: record.moves().len(),
            }));
        }
        let kept = Kept::of(record).map_err(|e| not_kept(NotKept::DoesNotReplay(e)))?;
        let path = self.records_path();
        remove_stale_temporaries(&path, true);
        let (mut records, note) = match read_at(&path) {
            Ok(found) => (found.unwrap_or_default(), KeptNote::Added),
            Err(RecordsError::Damaged { damage, .. }) => match keep_corrupt(&path) {
                Ok(moved) => (
                    Records::default(),
                    KeptNote::Restarted {
                        reason: damage,
                        kept: moved,
                    },
                ),
                Err(why) => {
                    return Err(not_kept(NotKept::NotMovedAside { path, damage, why }));
                }
            },
            Err(e) => return Err(not_kept(NotKept::Unread(e))),
        };
        records.add(kept);
        self.write(&path, &records_to_bytes(&records))?;
        Ok(note)
    }
}

impl StateFile {
    /// Takes a game that is back in play (a game left for a new one, brought back by
    /// undo) out of the finished games, so that the last finished game is one that ended.
    /// Only the holder of the state file's lock writes the records file; a file that
    /// cannot be read is left for the next finished game to deal with.
    pub fn take_back_finished(&self, record: &Record) -> Result<(), SaveError> {
        self.check_writable()?;
        let path = self.records_path();
        let Ok(Some(mut records)) = read_at(&path) else {
            return Ok(());
        };
        if records.take_back(record) {
            self.write(&path, &records_to_bytes(&records))?;
        }
        Ok(())
    }
}

/// The records at `path`; `None` when there is no file.
fn read_at(path: &Path) -> Result<Option<Records>, RecordsError> {
    let damaged = |damage: Damage| RecordsError::Damaged {
        path: path.to_path_buf(),
        damage,
    };
    let not_a_file = |kind| RecordsError::NotAFile {
        path: path.to_path_buf(),
        kind,
    };
    if let Ok(meta) = std::fs::symlink_metadata(path)
        && !meta.is_file()
    {
        return Err(not_a_file(kind_of(&meta.file_type())));
    }
    let bytes = match read_bounded(path, true, RECORDS_FILE_LIMIT) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return Ok(None),
        Err(Refused::Io(e)) => {
            return Err(RecordsError::Unreadable {
                path: path.to_path_buf(),
                why: Why::of(&e),
            });
        }
        Err(Refused::NotAFile(kind)) => return Err(not_a_file(kind)),
        Err(Refused::TooLarge(len)) => {
            return Err(damaged(Damage::TooLarge {
                len,
                limit: RECORDS_FILE_LIMIT,
                of: DataFile::Records,
            }));
        }
    };
    records_of(path, &bytes).map(Some)
}

#[cfg(test)]
mod tests;
