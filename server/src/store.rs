//! One player's game kept in the server's database: the [`Store`] a session saves
//! through, as the files are for a game played at a terminal. The bytes are the state
//! file's and the records file's own (`tui2048-store`'s formats), so a game moves between
//! a terminal and the server whole, and a damaged one is read as leniently.
//!
//! One session at a time holds an account's game (its hold, [`Holds`]); a second is told
//! and not let in, as a second program on one state file is.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tui2048_engine::game::{Origin, Record};
use tui2048_store::config::{Setting, WriteError, with_setting};
use tui2048_store::{
    Fault, Kept, KeptNote, NotKept, Opened, ParseError, RECORD_LIMIT, Records, RecordsError,
    SaveError, SaveNote, Saved, SettingsStore, Store, Why, records_of, records_to_bytes,
};

use crate::db::locks::{self, HoldState, Locks};
use crate::db::{Db, DbError};

/// Which of an account's games: the game in play, or today's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    Play,
    Daily,
}

impl Slot {
    fn name(self) -> &'static str {
        match self {
            Slot::Play => "play",
            Slot::Daily => "daily",
        }
    }
}

/// The games held by a session now, by account and slot: in this server, and on a
/// database several servers share, in the database too ([`Locks`]).
#[derive(Clone, Default)]
pub struct Holds {
    here: Arc<Mutex<HashSet<(i64, Slot)>>>,
    shared: Option<Arc<Locks>>,
}

/// A hold on one account's game, let go when dropped.
pub struct Hold {
    holds: Holds,
    key: (i64, Slot),
    /// The shared lock's state (none on a database of one server's).
    shared: Option<HoldState>,
}

/// The shared lock's number for `account`'s game in `slot`.
fn lock_key(account: i64, slot: Slot) -> i64 {
    account.wrapping_mul(2).wrapping_add(match slot {
        Slot::Play => 0,
        Slot::Daily => 1,
    })
}

impl Holds {
    /// The holds of a server on `db`: shared with the other servers when they can be.
    pub fn of(db: &Db) -> Holds {
        Holds {
            here: Arc::default(),
            shared: db.shared_locks(),
        }
    }

    /// Takes the hold on `account`'s game in `slot`; none when a session has it, here or
    /// on another server. When the database cannot be reached, the hold is taken unsure:
    /// [`DbStore::open`] says why it cannot open the game.
    pub fn take(&self, account: i64, slot: Slot) -> Option<Hold> {
        let mut held = self.here.lock().unwrap_or_else(|e| e.into_inner());
        if !held.insert((account, slot)) {
            return None;
        }
        drop(held);
        let mut hold = Hold {
            holds: self.clone(),
            key: (account, slot),
            shared: None,
        };
        if let Some(locks) = &self.shared {
            match locks.take(lock_key(account, slot)) {
                Ok(Some(state)) => hold.shared = Some(state),
                Ok(None) => return None,
                Err(_) => hold.shared = Some(Arc::new(AtomicU8::new(locks::UNSURE))),
            }
        }
        Some(hold)
    }
}

impl Hold {
    /// The hold's state: [`locks::HELD`], [`locks::UNSURE`] or [`locks::LOST`].
    fn state(&self) -> u8 {
        self.shared
            .as_ref()
            .map_or(locks::HELD, |state| state.load(Ordering::SeqCst))
    }

    /// Makes sure of an unsure hold: taken now, or why not (a hold lost stays lost).
    fn make_sure(&mut self) -> Result<(), DbError> {
        match self.state() {
            locks::HELD | locks::RETAKEN => return Ok(()),
            locks::LOST => return Err(DbError::HeldElsewhere),
            _ => {}
        }
        let Some(locks) = &self.holds.shared else {
            return Ok(());
        };
        match locks.take(lock_key(self.key.0, self.key.1))? {
            Some(state) => {
                self.shared = Some(state);
                Ok(())
            }
            None => Err(DbError::HeldElsewhere),
        }
    }

    /// Checks the shared lock's connection (taken back if it was broken); whether the
    /// hold has its lock now.
    fn check(&mut self) -> bool {
        let Some(locks) = &self.holds.shared else {
            return false;
        };
        locks.check();
        matches!(self.state(), locks::HELD | locks::RETAKEN)
    }

    /// Sets a shared hold's state (a hold taken back, looked at: held, or lost).
    fn settle(&self, state: u8) {
        if let Some(shared) = &self.shared {
            shared.store(state, Ordering::SeqCst);
        }
    }

    /// What a write of the game is fenced by (none on a database of one server's).
    fn fence(&self) -> Option<locks::Fence> {
        let locks = self.holds.shared.as_ref()?;
        locks.fence(lock_key(self.key.0, self.key.1))
    }
}

impl Drop for Hold {
    fn drop(&mut self) {
        if let Some(locks) = &self.holds.shared {
            locks.release(lock_key(self.key.0, self.key.1));
        }
        let mut held = self.holds.here.lock().unwrap_or_else(|e| e.into_inner());
        held.remove(&self.key);
    }
}

/// An account's game in the database, held.
pub struct DbStore {
    db: Db,
    account: i64,
    slot: Slot,
    hold: Hold,
    off: Option<Fault>,
    /// The newest state not written (the database out of reach): written by the next
    /// save, or as the session ends.
    pending: Option<Vec<u8>>,
    /// The game as this session last read or wrote it (a hash of its bytes; none when
    /// there was none): a hold taken back writes only over that, or over `tried`.
    last: Option<u64>,
    /// The game this session last tried to write (a write whose answer was lost may have
    /// been made).
    tried: Option<u64>,
    /// Finished games not kept (the database out of reach): kept once a save goes
    /// through, or as the session ends. Kept twice, a game is one game in the records.
    unkept: Mutex<Vec<Record>>,
}

fn hash(bytes: &[u8]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut hasher);
    hasher.finish()
}

/// How long a session that ends waits for the database to write its newest state.
const LAST_SAVE_WAIT: Duration = Duration::from_secs(10);

/// A database error as a save's fault: the database's file (or address) and its words.
fn fault(db: &Db, e: &DbError) -> Fault {
    Fault::Write {
        path: db.path().to_path_buf(),
        why: Why::Other(e.to_string()),
    }
}

impl DbStore {
    /// Opens `account`'s game in `slot` under `hold`: what was saved, a first game, or a
    /// game that could not be read (set aside under a name of its own, what could be read
    /// of it kept).
    pub fn open(
        db: &Db,
        account: i64,
        slot: Slot,
        mut hold: Hold,
        now: u64,
    ) -> Result<(DbStore, Opened), DbError> {
        hold.make_sure()?;
        let mut store = DbStore {
            db: db.clone(),
            account,
            slot,
            hold,
            off: None,
            pending: None,
            last: None,
            tried: None,
            unkept: Mutex::default(),
        };
        let Some(bytes) = db.game(account, slot.name())? else {
            return Ok((store, Opened::Fresh));
        };
        store.last = Some(hash(&bytes));
        let opened = match tui2048_store::read(&bytes, &mut rand::random::<u64>) {
            Ok(parsed) => Opened::Resumed {
                saved: Box::new(parsed.saved),
                new_game: parsed.new_game,
                earlier: parsed.earlier,
            },
            Err(ParseError::Newer { version }) => {
                // A newer server's game: played here without saving, never written over.
                store.off = Some(Fault::Write {
                    path: PathBuf::from(slot.name()),
                    why: Why::Other(format!("saved by a newer server (version {version})")),
                });
                return Ok((store, Opened::Fresh));
            }
            Err(ParseError::Invalid { reason, salvage }) => {
                let aside = format!("{}.corrupt-{now}", slot.name());
                db.put_game(account, &aside, &bytes)?;
                Opened::Corrupt {
                    reason,
                    kept: Some(PathBuf::from(aside)),
                    salvage,
                }
            }
        };
        Ok((store, opened))
    }

    fn records_at(&self) -> &Path {
        Path::new("records")
    }

    /// Writes `bytes` as the game, if this server still holds it: another server that
    /// took the game meanwhile (the database restarted) is never written over.
    fn write(&mut self, bytes: Vec<u8>) -> Result<(), SaveError> {
        let mut written = self.try_write(&bytes);
        if matches!(written, Err(ref e) if !matches!(e, Some(DbError::HeldElsewhere)))
            && self.hold.check()
        {
            // The lock's connection was broken and is back: once more.
            written = self.try_write(&bytes);
        }
        if self.hold.state() == locks::LOST || matches!(written, Err(Some(DbError::HeldElsewhere)))
        {
            let off = Fault::Write {
                path: self.db.path().to_path_buf(),
                why: Why::Other("the game was taken up on another server".into()),
            };
            self.pending = None;
            self.off = Some(off.clone());
            return Err(SaveError::Off(off));
        }
        self.pending = written.is_err().then_some(bytes);
        written.map_err(|e| match e {
            Some(e) => SaveError::Failed(fault(&self.db, &e)),
            None => SaveError::Failed(Fault::Write {
                path: self.db.path().to_path_buf(),
                why: Why::Other("the game's hold is being taken back".into()),
            }),
        })
    }
}

impl DbStore {
    fn unkept(&self) -> std::sync::MutexGuard<'_, Vec<Record>> {
        self.unkept.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Keeps the finished games that could not be kept before (each one not kept now
    /// waits again), a daily game's on its day's board too.
    fn keep_unkept(&self) {
        let unkept = std::mem::take(&mut *self.unkept());
        for record in unkept {
            // Not kept, it waits again.
            let _ = self.keep_finished(&record);
        }
    }

    /// Puts a server's daily game's end on its day's board (in place of its earlier end,
    /// a game ended again after an undo); nothing for any other game.
    fn on_the_board(&self, record: &Record) -> Result<(), DbError> {
        match (self.slot, record.origin(), record.id()) {
            (Slot::Daily, Origin::Served(day, _), Some(id)) => {
                let line = record.encode();
                self.db.put_daily(day.days(), self.account, id.get(), &line)
            }
            _ => Ok(()),
        }
    }

    /// Writes the game under the hold's fence, the hold made sure of first (unsure: taken
    /// now; taken back: the game looked at, written only when no other server wrote it
    /// meanwhile). The database's error, or none when the fence did not hold.
    fn try_write(&mut self, bytes: &[u8]) -> Result<(), Option<DbError>> {
        self.hold.make_sure().map_err(Some)?;
        if self.hold.state() == locks::RETAKEN {
            let now = self.db.game(self.account, self.slot.name()).map_err(Some)?;
            let now = now.as_deref().map(hash);
            if now != self.last && (now.is_none() || now != self.tried) {
                self.hold.settle(locks::LOST);
                return Err(Some(DbError::HeldElsewhere));
            }
            self.hold.settle(locks::HELD);
        }
        let fence = self.hold.fence();
        self.tried = Some(hash(bytes));
        match self
            .db
            .put_game_held(self.account, self.slot.name(), bytes, fence)
        {
            Ok(true) => {
                self.last = Some(hash(bytes));
                self.keep_unkept();
                Ok(())
            }
            Ok(false) => Err(None),
            Err(e) => Err(Some(e)),
        }
    }
}

impl Drop for DbStore {
    /// The newest state and the finished games, if they could not be written, are tried
    /// again for a while: the database may be back.
    fn drop(&mut self) {
        let start = Instant::now();
        let waiting = |store: &DbStore| store.pending.is_some() || !store.unkept().is_empty();
        while waiting(self) {
            match self.pending.take() {
                Some(bytes) => {
                    let _ = self.write(bytes);
                }
                None => self.keep_unkept(),
            }
            if !waiting(self) || start.elapsed() > LAST_SAVE_WAIT {
                return;
            }
            std::thread::sleep(Duration::from_millis(250));
        }
    }
}

impl Store for DbStore {
    fn off(&self) -> Option<&Fault> {
        self.off.as_ref()
    }

    fn read_only(&self) -> bool {
        false
    }

    fn save_with(&mut self, saved: &Saved, earlier: &[Record]) -> Result<(), SaveError> {
        if let Some(off) = &self.off {
            return Err(SaveError::Off(off.clone()));
        }
        self.write(tui2048_store::to_bytes_with(saved, earlier))
    }

    fn keep_finished(&self, record: &Record) -> Result<KeptNote, SaveError> {
        let not_kept = |why| SaveError::Failed(Fault::Records(Box::new(why)));
        if record.encode().len() > RECORD_LIMIT {
            return Err(not_kept(NotKept::TooLong {
                moves: record.moves().len(),
            }));
        }
        let kept = Kept::of(record).map_err(|e| not_kept(NotKept::DoesNotReplay(e)))?;
        let at = self.records_at().to_path_buf();
        self.db
            .change_records(self.account, |found| {
                // Damaged records begin again with this game (the damaged ones are
                // replaced: the database keeps no file aside).
                let (mut records, note) = match found.map(|bytes| records_of(&at, &bytes)) {
                    None => (Records::default(), KeptNote::Added),
                    Some(Ok(records)) => (records, KeptNote::Added),
                    Some(Err(RecordsError::Damaged { damage, .. })) => (
                        Records::default(),
                        KeptNote::Restarted {
                            reason: damage,
                            kept: at.clone(),
                        },
                    ),
                    Some(Err(e)) => return (None, Err(not_kept(NotKept::Unread(e)))),
                };
                records.add(kept);
                (Some(records_to_bytes(&records)), Ok(note))
            })
            .and_then(|kept| match kept {
                Ok(note) => self.on_the_board(record).map(|()| Ok(note)),
                Err(not_kept) => Ok(Err(not_kept)),
            })
            .map_err(|e| {
                self.unkept().push(record.clone());
                SaveError::Failed(fault(&self.db, &e))
            })?
    }

    fn take_back_finished(&self, record: &Record) -> Result<(), SaveError> {
        self.unkept().retain(|unkept| unkept != record);
        if let (Slot::Daily, Some(id)) = (self.slot, record.id()) {
            self.db
                .take_back_daily(self.account, id.get())
                .map_err(|e| SaveError::Failed(fault(&self.db, &e)))?;
        }
        let at = self.records_at().to_path_buf();
        self.db
            .change_records(self.account, |found| {
                let Some(Ok(mut records)) = found.map(|bytes| records_of(&at, &bytes)) else {
                    return (None, ());
                };
                if records.take_back(record) {
                    (Some(records_to_bytes(&records)), ())
                } else {
                    (None, ())
                }
            })
            .map_err(|e| SaveError::Failed(fault(&self.db, &e)))
    }

    fn take_notes(&self) -> Vec<SaveNote> {
        Vec::new()
    }

    fn records(&self) -> Result<Records, RecordsError> {
        let at = self.records_at();
        match self.db.records(self.account) {
            Ok(Some(bytes)) => records_of(at, &bytes),
            Ok(None) => Ok(Records::default()),
            Err(e) => Err(RecordsError::Unreadable {
                path: self.db.path().to_path_buf(),
                why: Why::Other(e.to_string()),
            }),
        }
    }
}

/// Where an account's choices made in the game are written: its settings in the
/// database, a `config.toml`'s text as a file would hold it.
pub struct DbChoices {
    pub db: Db,
    pub account: i64,
}

impl SettingsStore for DbChoices {
    fn write_setting(&self, key: &str, value: Setting) -> Result<(), WriteError> {
        let named = PathBuf::from("config.toml");
        let failed = |e: DbError| WriteError::Write {
            path: named.clone(),
            why: Why::Other(e.to_string()),
        };
        // Read and written in one transaction: a choice made at the same moment in
        // another session of the account (on any server) is not lost.
        self.db
            .change_settings(self.account, |found| {
                match with_setting(&named, found, key, &value) {
                    Ok(text) => (Some(text), Ok(())),
                    Err(e) => (None, Err(e)),
                }
            })
            .map_err(failed)?
    }
}

/// The line of every finished game the server keeps, each account's last games and best
/// of each size (a game that is both, once).
pub fn every_record(db: &Db) -> Result<Vec<String>, DbError> {
    let mut lines = Vec::new();
    for bytes in db.every_records()? {
        let Ok(records) = records_of(Path::new("records"), &bytes) else {
            continue;
        };
        let mut seen = HashSet::new();
        let kept = records.recent.iter().chain(records.best.values());
        for line in kept.map(|k| k.record.encode()) {
            if seen.insert(line.clone()) {
                lines.push(line);
            }
        }
    }
    Ok(lines)
}

#[cfg(test)]
mod tests;
