//! What the store's values say, in the player's words: a settings file's problem, and
//! what stopped a save. The store says what happened; here its words are chosen, once,
//! in the run's language.

use crate::app::text::Texts;
use crate::store::config::{KEYS, KeyProblem, Problem};
use crate::store::{Fault, Why};

/// What the player is told of a settings file's problem, in the words of `texts`.
pub fn config_notice(texts: &dyn Texts, problem: &Problem) -> String {
    match problem {
        Problem::Unreadable { file, why } => {
            texts.config_unreadable(&file.display().to_string(), why)
        }
        Problem::NotToml { file, line, what } => {
            texts.config_not_toml(&file.display().to_string(), *line, what)
        }
        Problem::Keys {
            file,
            line,
            first,
            more,
        } => {
            let first = match first {
                KeyProblem::NotOneOf { key, value, names } => {
                    texts.config_not_one_of(key, value, names)
                }
                KeyProblem::NotASwitch { key, value } => texts.config_not_a_switch(key, value),
                KeyProblem::Unknown { key } => texts.config_unknown_key(key, &KEYS),
            };
            texts.config_problems(&file.display().to_string(), *line, &first, *more)
        }
    }
}

/// What stopped a save, in the words of `texts` (after "Saving is off: ").
pub fn fault(texts: &dyn Texts, fault: &Fault) -> String {
    let why = |why: &Why| match why {
        Why::Denied => texts.io_denied().to_string(),
        Why::ReadOnly => texts.io_read_only().to_string(),
        Why::Full => texts.io_full().to_string(),
        Why::Missing => texts.io_missing().to_string(),
        Why::Folder => texts.io_folder().to_string(),
        Why::Other(words) => words.clone(),
    };
    match fault {
        Fault::Write { path, why: w } => texts.fault_write(&path.display().to_string(), &why(w)),
        Fault::NotAFile { path, kind } => texts.fault_not_a_file(&path.display().to_string(), kind),
        Fault::Lock { path, why: w } => texts.fault_lock(&path.display().to_string(), &why(w)),
        Fault::LockNotAFile { path, kind } => {
            texts.fault_lock_not_a_file(&path.display().to_string(), kind)
        }
        Fault::LockGone { path } => texts.fault_lock_gone(&path.display().to_string()),
        Fault::NotLocked => texts.fault_not_locked().to_string(),
        Fault::NotMovedAside { why: w } => texts.fault_not_moved_aside(&why(w)),
        Fault::Records(words) => words.clone(),
    }
}
