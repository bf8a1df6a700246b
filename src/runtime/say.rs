//! What the store's values say, in the player's words: a settings file's problem, why a
//! choice was not kept in it, and what stopped a save. The store says what happened;
//! here its words are chosen, once, in the run's language.

use std::path::Path;

use crate::app::text::Texts;
use crate::store::config::{
    CONFIG_LIMIT, Form, KeepError, KeyProblem, KeyWrong, Problem, Unread, Untrusted, keys,
};
use crate::store::{Distrust, Fault, Why};

/// What the player is told of a settings file's problem, in the words of `texts`.
pub(crate) fn config_notice(texts: &dyn Texts, problem: &Problem) -> String {
    match problem {
        Problem::Unread { path, why } => {
            texts.config_unreadable(&path.display().to_string(), &unread(texts, path, why))
        }
        Problem::Syntax {
            path,
            line,
            message,
        } => texts.config_not_toml(&path.display().to_string(), *line, message),
        Problem::Keys { path, first, more } => texts.config_problems(
            &path.display().to_string(),
            first.line,
            &key_problem(texts, first),
            *more,
        ),
    }
}

/// Why a choice was not kept in the settings file, in the words of `texts` (after "for
/// this run only: ").
pub(crate) fn keep_error(texts: &dyn Texts, error: &KeepError) -> String {
    match error {
        KeepError::Unread { path, why } => {
            texts.keep_unread(&path.display().to_string(), &unread(texts, path, why))
        }
        KeepError::Syntax {
            path,
            line,
            message,
        } => texts.keep_not_toml(&path.display().to_string(), *line, message),
        KeepError::Form {
            path,
            key,
            line,
            form,
        } => {
            let form = match form {
                Form::Table => texts.form_table().to_string(),
                Form::Dotted => texts.form_dotted().to_string(),
                Form::InlineTable => texts.form_inline_table().to_string(),
                Form::Kind(kind) => texts.form_kind(kind),
            };
            texts.keep_form(&path.display().to_string(), *line, key, &form)
        }
        KeepError::Links { path, links } => texts.keep_links(&path.display().to_string(), *links),
        KeepError::Write { path, why } => {
            texts.fault_write(&path.display().to_string(), &reason(texts, why))
        }
    }
}

/// Why nothing of the settings file at `path` was read, in words that follow its name.
fn unread(texts: &dyn Texts, path: &Path, why: &Unread) -> String {
    match why {
        Unread::NotAFile(kind) => texts.config_not_a_file(kind),
        Unread::Io(why) => texts.config_cannot_read(&reason(texts, why)),
        Unread::TooLarge(len) => texts.config_too_large(len >> 10, CONFIG_LIMIT >> 10),
        Unread::NotText => texts.config_not_text().to_string(),
        Unread::Untrusted(why) => texts.config_untrusted(&untrusted(texts, path, why)),
        Unread::NotYours(uid) => texts.config_not_yours(*uid),
    }
}

/// Why a settings file's path was not followed, as the state file's would be told.
fn untrusted(texts: &dyn Texts, path: &Path, why: &Untrusted) -> String {
    let shown = |path: &Path| path.display().to_string();
    match why {
        Untrusted::Io(why) => texts.untrusted_io(&shown(path), &reason(texts, why)),
        Untrusted::Links => texts.untrusted_links(&shown(path)),
        Untrusted::Distrust(distrust) => match distrust {
            Distrust::Writable { dir, mode } => texts.distrust_writable(&shown(dir), mode & 0o7777),
            Distrust::Owner { dir, uid } => texts.distrust_owner(&shown(dir), *uid),
            Distrust::LinkInWritable { link, dir } => {
                texts.distrust_link_in_writable(&shown(link), &shown(dir))
            }
            Distrust::LinkInOthers { link, dir, uid } => {
                texts.distrust_link_in_others(&shown(link), &shown(dir), *uid)
            }
            Distrust::LinkOwner { link, uid } => texts.distrust_link_owner(&shown(link), *uid),
        },
    }
}

fn key_problem(texts: &dyn Texts, problem: &KeyProblem) -> String {
    let key = &problem.key;
    match &problem.what {
        KeyWrong::Unknown => texts.config_unknown_key(key, &keys()),
        KeyWrong::NotOneOf { value, names } => texts.config_not_one_of(key, value, names),
        KeyWrong::NotASwitch { value } => texts.config_not_a_switch(key, value),
    }
}

/// A system error's reason: the usual ones in the words of `texts`, any other in the
/// system's.
fn reason(texts: &dyn Texts, why: &Why) -> String {
    match why {
        Why::Denied => texts.io_denied().to_string(),
        Why::ReadOnly => texts.io_read_only().to_string(),
        Why::Full => texts.io_full().to_string(),
        Why::Missing => texts.io_missing().to_string(),
        Why::Folder => texts.io_folder().to_string(),
        Why::Other(words) => words.clone(),
    }
}

/// What stopped a save, in the words of `texts` (after "Saving is off: ").
pub(crate) fn fault(texts: &dyn Texts, fault: &Fault) -> String {
    let why = |why: &Why| reason(texts, why);
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
        Fault::NotYours { uid } => texts.save_not_yours(*uid),
        Fault::Records(words) => words.clone(),
    }
}
