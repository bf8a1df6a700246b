//! The names of a save's files. A save is a state file and the files named after it,
//! all from one stem, the state file's name without `.json`: `state.json` (or `state`)
//! has its lock `state.json.lock`, its finished games `state.records.json` and its daily
//! game `state.daily.json` (a save of its own, with its own lock). While a file is
//! written, a temporary `.<name>.<pid>-<random>.tmp` stands beside it, naming the process
//! that writes it; an unreadable file is kept aside as `<name>.corrupt-<unix time>`.
//! `state` and `state.json` share one stem, so one lock covers both and all they imply.
//! Names only: nothing here touches the disk.

use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};

use tui2048_store::OwnKind;

/// The settings file's name, in the state file's folder.
pub(crate) const SETTINGS_NAME: &str = "config.toml";

/// The files of the save whose state file is `state` (a path already resolved).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Family {
    dir: PathBuf,
    stem: OsString,
}

impl Family {
    /// The save `state` belongs to.
    pub(crate) fn of(state: &Path) -> Family {
        Family {
            dir: state.parent().map(Path::to_path_buf).unwrap_or_default(),
            stem: stem_of(state.file_name().unwrap_or_default()),
        }
    }

    /// A file of the save: `<stem><suffix>` beside the state file (`.records.json`).
    /// Another kind of companion file is named here, and listed in [`own_kind`].
    pub(crate) fn member(&self, suffix: &str) -> PathBuf {
        let mut name = self.stem.clone();
        name.push(suffix);
        self.dir.join(name)
    }

    /// The lock file: one for both spellings of the state file's name.
    pub(crate) fn lock(&self) -> PathBuf {
        self.member(".json.lock")
    }

    /// The finished games' file.
    pub(crate) fn records(&self) -> PathBuf {
        self.member(".records.json")
    }

    /// The daily game's state file (a save of its own).
    pub(crate) fn daily(&self) -> PathBuf {
        self.member(".daily.json")
    }

    /// The settings file, `config.toml` in the state file's folder (shared by the saves
    /// of one folder).
    pub(crate) fn config(&self) -> PathBuf {
        self.dir.join(SETTINGS_NAME)
    }

    /// The state file's two spellings, `<stem>` and `<stem>.json`: both are this save's.
    pub(crate) fn spellings(&self) -> [PathBuf; 2] {
        [self.member(""), self.member(".json")]
    }

    /// The length in bytes of the longest name the save may give a file: the temporary
    /// of its daily game's records file, `.<stem>.daily.records.json.<pid>-<random>.tmp`,
    /// or a file kept aside, `<name>.corrupt-<unix time>-<n>`, whichever is longer.
    pub(crate) fn longest_name(&self) -> usize {
        let daily = Family::of(&self.daily());
        let written = [
            self.member(".json"),
            self.records(),
            self.daily(),
            daily.records(),
        ];
        let longest = written
            .iter()
            .map(|p| p.file_name().unwrap_or_default().len())
            .max()
            .unwrap_or_default();
        // `.` `.<pid>-` (u32) `<random>` `.tmp`; `.corrupt-<secs>-<n>` (n up to 999).
        let temporary = 1 + 1 + 10 + 1 + TEMPORARY_RANDOM + TEMPORARY_SUFFIX.len();
        let kept_aside = ".corrupt-".len() + 10 + 1 + 3;
        longest + temporary.max(kept_aside)
    }
}

/// The longest name of a file that file systems commonly take (ext4, APFS, NTFS: 255).
pub(crate) const NAME_MAX: usize = 255;

/// A name without its `.json`.
#[cfg(unix)]
fn stem_of(name: &OsStr) -> OsString {
    use std::os::unix::ffi::OsStrExt;
    let bytes = name.as_bytes();
    OsStr::from_bytes(bytes.strip_suffix(b".json").unwrap_or(bytes)).to_owned()
}

#[cfg(not(unix))]
fn stem_of(name: &OsStr) -> OsString {
    let name = name.to_string_lossy();
    name.strip_suffix(".json").unwrap_or(&name).into()
}

/// Whose a temporary file is, from its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Writer {
    /// The process that wrote it.
    Pid(u32),
    /// Written by an earlier version, which did not say.
    Unknown,
}

/// How a temporary file of `name` starts: `.<name>.<pid>-`; the rest is random, then
/// `.tmp`.
pub(crate) fn temporary_prefix(name: &OsStr, pid: u32) -> OsString {
    let mut prefix = OsString::from(".");
    prefix.push(name);
    prefix.push(format!(".{pid}-"));
    prefix
}

/// The end of every temporary file's name.
pub(crate) const TEMPORARY_SUFFIX: &str = ".tmp";

/// Random characters in a temporary file's name.
pub(crate) const TEMPORARY_RANDOM: usize = 6;

/// When `entry` is the name of a temporary file of the file named `name`, who wrote it.
/// Only this file's own temporaries match: not another file's whose name starts alike.
pub(crate) fn temporary_of(entry: &OsStr, name: &OsStr) -> Option<Writer> {
    let entry = entry.as_encoded_bytes();
    let name = name.as_encoded_bytes();
    let rest = entry.strip_prefix(b".")?.strip_prefix(name)?;
    let middle = rest
        .strip_prefix(b".")?
        .strip_suffix(TEMPORARY_SUFFIX.as_bytes())?;
    let random = |b: &[u8]| b.len() == TEMPORARY_RANDOM && b.iter().all(u8::is_ascii_alphanumeric);
    match middle.iter().position(|&b| b == b'-') {
        Some(dash) => {
            let (pid, tail) = (&middle[..dash], &middle[dash + 1..]);
            let pid = std::str::from_utf8(pid).ok()?;
            let digits = !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit());
            (digits && random(tail))
                .then(|| pid.parse().ok().map(Writer::Pid))
                .flatten()
        }
        None => random(middle).then_some(Writer::Unknown),
    }
}

/// What one of the program's own files is, from its name: files that are never to be
/// taken for a state file. `None` for any other name.
pub(crate) fn own_kind(name: &OsStr) -> Option<OwnKind> {
    let name = name.as_encoded_bytes();
    let ends = |suffix: &str| name.ends_with(suffix.as_bytes());
    let kept_aside = name
        .windows(b".corrupt-".len() + 1)
        .any(|w| w.starts_with(b".corrupt-") && w[w.len() - 1].is_ascii_digit());
    if name == SETTINGS_NAME.as_bytes() {
        Some(OwnKind::Settings)
    } else if ends(".lock") {
        Some(OwnKind::Lock)
    } else if ends(".records.json") {
        Some(OwnKind::Records)
    } else if ends(".daily.json") {
        Some(OwnKind::Daily)
    } else if kept_aside {
        Some(OwnKind::KeptAside)
    } else if name.starts_with(b".") && ends(TEMPORARY_SUFFIX) {
        Some(OwnKind::Temporary)
    } else if name.starts_with(b"endgame-v") && ends(".bin") {
        Some(OwnKind::Table)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(state: &str) -> Vec<String> {
        let f = Family::of(Path::new(state));
        let [a, b] = f.spellings();
        [f.lock(), f.records(), f.daily(), a, b]
            .iter()
            .map(|p| p.display().to_string())
            .collect()
    }

    #[test]
    fn the_longest_name_is_a_temporary_of_the_daily_records() {
        // `.state.daily.records.json.4294967295-abcdef.tmp`
        assert_eq!(Family::of(Path::new("/d/state.json")).longest_name(), 47);
        assert_eq!(Family::of(Path::new("/d/state")).longest_name(), 47);
        let name = "s".repeat(213) + ".json";
        assert_eq!(Family::of(Path::new(&name)).longest_name(), NAME_MAX);
    }

    #[test]
    fn both_spellings_of_a_name_are_one_save() {
        let of_json = names("/d/state.json");
        assert_eq!(
            of_json,
            [
                "/d/state.json.lock",
                "/d/state.records.json",
                "/d/state.daily.json",
                "/d/state",
                "/d/state.json"
            ]
        );
        assert_eq!(names("/d/state"), of_json);
        // The daily game is a save of its own, whose files are named after it.
        assert_eq!(
            names("/d/state.daily.json")[..3],
            [
                "/d/state.daily.json.lock",
                "/d/state.daily.records.json",
                "/d/state.daily.daily.json"
            ]
        );
        // A state file named `state.daily` is the daily game's save: one lock for both.
        assert_eq!(names("/d/state.daily")[0], "/d/state.daily.json.lock");
        assert_eq!(names("/d/x.json.json")[0], "/d/x.json.json.lock");
        assert_eq!(
            Family::of(Path::new("/d/x.json.json")).records(),
            Path::new("/d/x.json.records.json")
        );
    }

    #[test]
    fn only_a_files_own_temporaries_are_its() {
        let name = OsStr::new("state.json");
        let prefix = temporary_prefix(name, 4242);
        let mut entry = prefix.clone();
        entry.push("aB3xY9.tmp");
        assert_eq!(temporary_of(&entry, name), Some(Writer::Pid(4242)));
        assert_eq!(
            temporary_of(OsStr::new(".state.json.Qw3rty.tmp"), name),
            Some(Writer::Unknown)
        );
        for other in [
            ".state.json.lock.123-aB3xY9.tmp",
            ".state.daily.json.123-aB3xY9.tmp",
            ".state.json.123-aB3xY.tmp",
            ".state.json.-aB3xY9.tmp",
            ".state.json.12a-aB3xY9.tmp",
            // A number as Rust reads one, with its sign, is not a writer's number.
            ".state.json.+12-aB3xY9.tmp",
            ".state.json.123-aB3xY9.tmpx",
            "state.json.123-aB3xY9.tmp",
            ".state.json.123-aB3.Y9.tmp",
            ".state.jsonx123-aB3xY9.tmp",
            ".state.json.Qw3rt.tmp",
        ] {
            assert_eq!(temporary_of(OsStr::new(other), name), None, "{other}");
        }
        // The records file's temporaries are not the state file's, nor the other way.
        let records = OsStr::new("state.records.json");
        assert_eq!(temporary_of(&entry, records), None);
    }

    #[test]
    fn the_programs_own_files_are_told_by_their_names() {
        for (name, kind) in [
            ("state.json.lock", OwnKind::Lock),
            ("x.lock", OwnKind::Lock),
            ("state.records.json", OwnKind::Records),
            ("state.daily.records.json", OwnKind::Records),
            ("state.daily.json", OwnKind::Daily),
            ("state.json.corrupt-1700000000", OwnKind::KeptAside),
            ("state.records.json.corrupt-17-2", OwnKind::KeptAside),
            (".state.json.77-abcdef.tmp", OwnKind::Temporary),
            ("endgame-v1-0033-0-15.bin", OwnKind::Table),
            ("config.toml", OwnKind::Settings),
        ] {
            assert_eq!(own_kind(OsStr::new(name)), Some(kind), "{name}");
        }
        for name in [
            "state.json",
            "state",
            "my.game.json",
            "records.json",
            "daily",
            "x.corrupt-",
            "x.corrupt-a",
            "game.tmp",
            "locks.json",
            "my.config.toml",
        ] {
            assert_eq!(own_kind(OsStr::new(name)), None, "{name}");
        }
    }
}
