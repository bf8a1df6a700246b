//! What the store's values say, in the player's words: a settings file's problem, why a
//! choice was not kept in it, what stopped a save, why a state file or a records file
//! could not be used or read. The store says what happened; here its words are chosen,
//! once, in the run's language, for the screen and for the line a command fails with.
//! Every value the store read from outside (a key's name, a value as written, a field of
//! a state file, the system's words) goes into them through `shown`.

use std::path::Path;

use super::keymap::{KEYMAP, KeysProblem, KeysWrong, key_name, key_names};
use super::text::{Texts, shown};
use tui2048_engine::game::NAME_LIMIT;
use tui2048_store::config::{
    CONFIG_LIMIT, Form, KeyProblem, KeyWrong, Problem, Unread, Untrusted, WriteError, keys,
};
use tui2048_store::{
    Damage, DataFile, Distrust, Fault, FileKind, GameWrong, KeptWrong, NotKept, OpenError, OwnKind,
    Place, RECORDS_VERSION, RecordsError, STATE_VERSION, Why,
};
use tui2048_store::{KeptNote, SaveError};

/// A path, as the texts take it.
fn display(path: &Path) -> String {
    tui2048_store::shown::path(path)
}

/// What the player is told of a settings file's problem, in the words of `texts`: a line
/// each.
pub fn config_notice(texts: &Texts, problem: &Problem) -> Vec<String> {
    match problem {
        Problem::Unread { path, why } => {
            vec![texts.config_unreadable(&display(path), &unread(texts, path, why))]
        }
        Problem::Syntax {
            path,
            line,
            message,
        } => vec![texts.config_not_toml(&display(path), *line, &shown(message))],
        Problem::Keys { path, problems } => {
            let said = problems
                .iter()
                .map(|p| (store_severity(&p.what), p.line, key_problem(texts, p)))
                .collect();
            problem_lines(texts, path, said)
        }
    }
}

/// How serious a key's problem is, the most first: the `[keys]` table's (keys that do
/// not do what the player chose), then a value not taken, then a key not known.
fn store_severity(what: &KeyWrong) -> u8 {
    match what {
        KeyWrong::NotATable { .. } | KeyWrong::NotKeyNames { .. } => 0,
        KeyWrong::NotOneOf { .. }
        | KeyWrong::NotASwitch { .. }
        | KeyWrong::NotAName { .. }
        | KeyWrong::NameTooLong { .. } => 1,
        KeyWrong::Unknown => 2,
    }
}

/// The lines of a settings file's problems (each its seriousness, its line and its
/// words): each on a line of its own, the most serious first (then by line), the file's
/// path and their count last.
fn problem_lines(texts: &Texts, path: &Path, mut said: Vec<(u8, usize, String)>) -> Vec<String> {
    said.sort_by_key(|&(severity, line, _)| (severity, line));
    let count = said.len();
    let mut lines: Vec<String> = said
        .into_iter()
        .map(|(_, line, words)| texts.config_problem_line(line, &words))
        .collect();
    lines.push(texts.config_problems_in(&display(path), count));
    lines
}

/// Why a choice was not written to the settings file, in the words of `texts` (after "for
/// this run only: ").
pub fn write_error(texts: &Texts, error: &WriteError) -> String {
    match error {
        WriteError::Unread { path, why } => {
            texts.keep_unread(&display(path), &unread(texts, path, why))
        }
        WriteError::Syntax {
            path,
            line,
            message,
        } => texts.keep_not_toml(&display(path), *line, &shown(message)),
        WriteError::Form {
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
            texts.keep_form(&display(path), *line, &shown(key), &form)
        }
        WriteError::Links { path, links } => texts.keep_links(&display(path), *links),
        WriteError::TooLarge { path } => texts.keep_too_large(&display(path), CONFIG_LIMIT >> 10),
        WriteError::Write { path, why } => texts.fault_write(&display(path), &reason(texts, why)),
    }
}

/// Why nothing of the settings file at `path` was read, in words that follow its name.
fn unread(texts: &Texts, path: &Path, why: &Unread) -> String {
    match why {
        Unread::NotAFile(k) => texts.config_not_a_file(kind(texts, *k)),
        Unread::Io(why) => texts.config_cannot_read(&reason(texts, why)),
        Unread::TooLarge(len) => texts.config_too_large(len >> 10, CONFIG_LIMIT >> 10),
        Unread::NotText => texts.config_not_text().to_string(),
        Unread::Untrusted(why) => texts.config_untrusted(&untrusted(texts, path, why)),
        Unread::NotYours(uid) => texts.config_not_yours(*uid),
    }
}

/// Why a settings file's path was not followed, as the state file's would be told.
fn untrusted(texts: &Texts, path: &Path, why: &Untrusted) -> String {
    match why {
        Untrusted::Io(why) => texts.untrusted_io(&display(path), &reason(texts, why)),
        Untrusted::Links => texts.untrusted_links(&display(path)),
        Untrusted::Distrust(why) => distrust(texts, why),
    }
}

/// Why a path or its folder is not trusted with a save.
fn distrust(texts: &Texts, why: &Distrust) -> String {
    match why {
        Distrust::Writable { dir, mode } => texts.distrust_writable(&display(dir), mode & 0o7777),
        Distrust::Owner { dir, uid } => texts.distrust_owner(&display(dir), *uid),
        Distrust::LinkInWritable { link, dir } => {
            texts.distrust_link_in_writable(&display(link), &display(dir))
        }
        Distrust::LinkInOthers { link, dir, uid } => {
            texts.distrust_link_in_others(&display(link), &display(dir), *uid)
        }
        Distrust::LinkOwner { link, uid } => texts.distrust_link_owner(&display(link), *uid),
    }
}

/// What is wrong with a key of the settings file: its name and its value as written,
/// each through `shown` (a key's name may hold anything a quoted TOML key can).
fn key_problem(texts: &Texts, problem: &KeyProblem) -> String {
    let key = &shown(&problem.key);
    match &problem.what {
        KeyWrong::Unknown => texts.config_unknown_key(key, &keys()),
        KeyWrong::NotOneOf { value, names } => texts.config_not_one_of(key, &shown(value), names),
        KeyWrong::NotASwitch { value } => texts.config_not_a_switch(key, &shown(value)),
        KeyWrong::NotATable { value } => texts.keys_not_a_table(&shown(value)),
        KeyWrong::NotKeyNames { value } => texts.keys_not_names(key, &shown(value)),
        KeyWrong::NotAName { value } => texts.config_not_a_name(key, &shown(value)),
        KeyWrong::NameTooLong { chars } => texts.config_name_too_long(key, *chars, NAME_LIMIT),
    }
}

/// What the player is told of the settings file's problems: the store's `problem`, and
/// those of its `[keys]` table the key table found (`keys`, in the file at `path`): each
/// on a line of its own, the most serious first, the path last.
pub fn settings_notice(
    texts: &Texts,
    problem: Option<&Problem>,
    path: Option<&Path>,
    keys: &[KeysProblem],
) -> Vec<String> {
    let (path, mut said): (&Path, Vec<(u8, usize, String)>) = match (problem, path) {
        (Some(Problem::Keys { path, problems }), _) => {
            let said = problems
                .iter()
                .map(|p| (store_severity(&p.what), p.line, key_problem(texts, p)))
                .collect();
            (path.as_path(), said)
        }
        // Nothing of the file was read: its keys are the key table's.
        (Some(problem), _) => return config_notice(texts, problem),
        (None, Some(path)) if !keys.is_empty() => (path, Vec::new()),
        (None, _) => return Vec::new(),
    };
    // The table's keys that do not do what the player chose: as serious as any.
    said.extend(
        keys.iter()
            .map(|p| (0, p.line, keys_problem(texts, &p.what))),
    );
    problem_lines(texts, path, said)
}

/// What is wrong in the `[keys]` table, in the words of `texts`: the names of actions
/// and keys as written, through `shown`.
fn keys_problem(texts: &Texts, what: &KeysWrong) -> String {
    match what {
        KeysWrong::UnknownAction(action) => {
            let actions: Vec<&str> = KEYMAP.iter().map(|b| b.name).collect();
            texts.keys_unknown_action(&shown(action), &actions)
        }
        KeysWrong::UnknownKey { action, key } => {
            texts.keys_unknown_key(action, &shown(key), &key_names())
        }
        KeysWrong::Twice { key, first, then } => texts.keys_twice(&shown(key), first, then),
        KeysWrong::NoKeyLeft { action, key, taker } => {
            texts.keys_no_key_left(action, &shown(key), taker)
        }
        KeysWrong::CtrlC { action } => texts.keys_ctrl_c(action),
        KeysWrong::SentAs { action, key, other } => {
            texts.keys_sent_as(action, &shown(key), &key_name(*other))
        }
        KeysWrong::CtrlNotALetter { action, key } => {
            texts.keys_ctrl_not_a_letter(action, &shown(key))
        }
        KeysWrong::Invisible { action, key } => texts.keys_invisible(action, &codes(key)),
    }
}

/// The characters of `text` by their codes, `U+202E`: what does not show, named so that
/// it can be found.
fn codes(text: &str) -> String {
    let codes: Vec<String> = text
        .chars()
        .map(|c| format!("U+{:04X}", c as u32))
        .collect();
    codes.join(" ")
}

/// A system error's reason: the usual ones in the words of `texts`, any other in the
/// system's.
fn reason(texts: &Texts, why: &Why) -> String {
    match why {
        Why::Denied => texts.io_denied().to_string(),
        Why::ReadOnly => texts.io_read_only().to_string(),
        Why::Full => texts.io_full().to_string(),
        Why::Quota => texts.io_quota().to_string(),
        Why::TooLarge => texts.io_too_large().to_string(),
        Why::Missing => texts.io_missing().to_string(),
        Why::Folder => texts.io_folder().to_string(),
        Why::NoLongerAFile => texts.aside_no_longer_a_file().to_string(),
        Why::TooManyKept => texts.aside_too_many().to_string(),
        Why::Other(words) => shown(words).into_owned(),
    }
}

/// What stopped a save, in the words of `texts` (after "Saving is off: ").
pub fn fault(texts: &Texts, fault: &Fault) -> String {
    let why = |why: &Why| reason(texts, why);
    match fault {
        Fault::Write { path, why: w } => texts.fault_write(&display(path), &why(w)),
        Fault::NotAFile { path, kind: k } => {
            texts.fault_not_a_file(&display(path), kind(texts, *k))
        }
        Fault::Lock { path, why: w } => texts.fault_lock(&display(path), &why(w)),
        Fault::LockNotAFile { path, kind: k } => {
            texts.fault_lock_not_a_file(&display(path), kind(texts, *k))
        }
        Fault::LockGone { path } => texts.fault_lock_gone(&display(path)),
        Fault::NotLocked => texts.fault_not_locked().to_string(),
        Fault::NotMovedAside { why: w } => texts.fault_not_moved_aside(&why(w)),
        Fault::NotYours { uid } => texts.save_not_yours(*uid),
        Fault::Records(not_kept) => match &**not_kept {
            NotKept::TooLong { moves } => texts.record_too_long(*moves),
            NotKept::DoesNotReplay(e) => texts.record_not_replayed(e),
            NotKept::NotMovedAside {
                path,
                damage: d,
                why: w,
            } => texts.records_not_moved_aside(&display(path), &damage(texts, d), &why(w)),
            NotKept::Unread(e) => records_error(texts, e),
        },
    }
}

/// Why the game cannot start on a state file, or a command read it, in the words of
/// `texts`: the line the command fails with.
pub fn open_error(texts: &Texts, error: &OpenError) -> String {
    match error {
        OpenError::Busy(path) => texts.state_busy(&display(path)),
        OpenError::Newer { path, version } => {
            texts.state_newer(&display(path), *version, STATE_VERSION)
        }
        OpenError::Unreadable { path, why } => {
            texts.cannot_read(&display(path), &reason(texts, why))
        }
        OpenError::Damaged { path, damage: d } => {
            texts.cannot_read(&display(path), &damage(texts, d))
        }
        OpenError::NotAFile { path, kind: k } => {
            texts.state_not_a_file(&display(path), kind(texts, *k))
        }
        OpenError::Links(path) => texts.untrusted_links(&display(path)),
        OpenError::Foreign(path) => texts.state_foreign(&display(path)),
        OpenError::Empty => texts.state_path_empty().to_string(),
        OpenError::Slash(path) => texts.state_path_slash(&display(path)),
        OpenError::Folder(path) => texts.state_path_folder(&display(path)),
        OpenError::NameTooLong { path, most } => texts.state_name_too_long(&display(path), *most),
        OpenError::Own { path, kind } => texts.state_own(&display(path), own(texts, *kind)),
        OpenError::Untrusted(why) => distrust(texts, why),
    }
}

/// Why the records file could not be read, in the words of `texts`.
pub fn records_error(texts: &Texts, error: &RecordsError) -> String {
    match error {
        RecordsError::NotAFile { path, kind: k } => {
            texts.not_a_regular_file(&display(path), kind(texts, *k))
        }
        RecordsError::Unreadable { path, why } => {
            texts.cannot_read(&display(path), &reason(texts, why))
        }
        RecordsError::Newer { path, version } => {
            texts.records_newer(&display(path), *version, RECORDS_VERSION)
        }
        RecordsError::Damaged { path, damage: d } => {
            texts.records_damaged(&display(path), &damage(texts, d))
        }
        RecordsError::Path(e) => open_error(texts, e),
    }
}

/// Why a file's bytes could not be used, in the words of `texts`.
pub fn damage(texts: &Texts, damage: &Damage) -> String {
    match damage {
        Damage::TooLarge { len, limit, of } => match of {
            DataFile::State => texts.damage_state_too_large(len >> 20, limit >> 20),
            DataFile::Records => texts.damage_records_too_large(len >> 20, limit >> 20),
        },
        Damage::CutShort { line } => texts.damage_cut_short(*line),
        Damage::Json(words) => texts.damage_json(&shown(words)),
        Damage::NoVersion => texts.damage_no_version().to_string(),
        Damage::Game { undo, wrong } => {
            let what = game_wrong(texts, wrong);
            match undo {
                None => texts.damage_game(&what),
                Some(entry) => texts.damage_undo(*entry, &what),
            }
        }
        Damage::Kept { place, wrong } => {
            let what = match wrong {
                KeptWrong::Json(words) => texts.damage_json(&shown(words)),
                KeptWrong::TooLong => texts.kept_record_too_long().to_string(),
                KeptWrong::Record(e) => texts.record_error(e),
            };
            match place {
                Place::Recent(n) => texts.damage_recent(*n, &what),
                Place::Best(size) => texts.damage_best(*size, &what),
            }
        }
    }
}

fn game_wrong(texts: &Texts, wrong: &GameWrong) -> String {
    match wrong {
        GameWrong::Board(e) => texts.board_error(e),
        GameWrong::Size { size, rows } => texts.game_size_mismatch(*size, *rows),
        GameWrong::Target(target) => texts.game_target(*target),
        GameWrong::Spawn(name) => texts.game_spawn(&shown(name)),
        GameWrong::Status(name) => texts.game_status(&shown(name)),
    }
}

/// What a path names instead of a regular file.
fn kind(texts: &Texts, kind: FileKind) -> &'static str {
    match kind {
        FileKind::NamedPipe => texts.kind_named_pipe(),
        FileKind::Socket => texts.kind_socket(),
        FileKind::CharDevice => texts.kind_char_device(),
        FileKind::BlockDevice => texts.kind_block_device(),
        FileKind::Folder => texts.kind_folder(),
        FileKind::Link => texts.kind_link(),
        FileKind::Regular => texts.kind_regular(),
        FileKind::Special => texts.kind_special(),
    }
}

/// One of the program's own files.
fn own(texts: &Texts, kind: OwnKind) -> &'static str {
    match kind {
        OwnKind::Settings => texts.own_settings(),
        OwnKind::Lock => texts.own_lock(),
        OwnKind::Records => texts.own_records(),
        OwnKind::Daily => texts.own_daily(),
        OwnKind::KeptAside => texts.own_kept_aside(),
        OwnKind::Temporary => texts.own_temporary(),
        OwnKind::Table => texts.own_table(),
    }
}

/// What the status line says of keeping a finished game, if anything.
pub fn kept_note(texts: &Texts, result: Result<KeptNote, SaveError>) -> Option<String> {
    match result {
        Ok(KeptNote::Added) | Err(SaveError::Off(_)) => None,
        Ok(KeptNote::Restarted { reason, kept }) => Some(texts.records_kept_aside(
            &damage(texts, &reason),
            &tui2048_store::shown::os(kept.file_name().unwrap_or_default()),
        )),
        Err(SaveError::Failed(why)) => Some(texts.record_not_kept(&fault(texts, &why))),
    }
}
