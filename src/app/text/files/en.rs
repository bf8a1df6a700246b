//! The words of the files, in English.

use super::super::English;
use super::FileTexts;
use strum::VariantNames;
use tui2048_engine::game::{BoardError, RecordError, SpawnRule, Status};

impl FileTexts for English {
    fn fault_write(&self, path: &str, why: &str) -> String {
        format!("cannot write {path}: {why}")
    }
    fn fault_not_a_file(&self, path: &str, kind: &str) -> String {
        format!("{path} is now {kind}, not a regular file")
    }
    fn fault_lock(&self, path: &str, why: &str) -> String {
        format!("cannot take the lock file {path}: {why}")
    }
    fn fault_lock_not_a_file(&self, path: &str, kind: &str) -> String {
        format!("cannot take the lock file {path}: it is {kind}, not a regular file")
    }
    fn fault_lock_gone(&self, path: &str) -> String {
        format!(
            "the lock file {path} was deleted or replaced while the game ran, so another tui2048 may be using the state file"
        )
    }
    fn fault_not_locked(&self) -> &'static str {
        "the state file is not locked"
    }
    fn fault_not_moved_aside(&self, why: &str) -> String {
        format!("the unreadable file could not be moved aside ({why})")
    }
    fn save_not_yours(&self, uid: u32) -> String {
        format!("the save belongs to another user (uid {uid}), whose lock it is")
    }
    fn io_denied(&self) -> &'static str {
        "Permission denied"
    }
    fn io_read_only(&self) -> &'static str {
        "Read-only file system"
    }
    fn io_full(&self) -> &'static str {
        "No space left on device"
    }
    fn io_missing(&self) -> &'static str {
        "No such file or directory"
    }
    fn io_folder(&self) -> &'static str {
        "Is a directory"
    }

    fn config_unreadable(&self, file: &str, why: &str) -> String {
        format!("{file} {why}; the defaults are used")
    }
    fn config_not_toml(&self, file: &str, line: usize, what: &str) -> String {
        format!("{file} line {line}: {what}; the defaults are used and the file is left as it is")
    }
    fn config_problems(&self, file: &str, line: usize, problem: &str, more: usize) -> String {
        let more = match more {
            0 => String::new(),
            1 => " (and 1 more problem)".to_string(),
            n => format!(" (and {n} more problems)"),
        };
        format!("{file} line {line}: {problem}{more}; the rest was read")
    }
    fn config_not_one_of(&self, key: &str, value: &str, names: &[&str]) -> String {
        format!("{key} = {value} is not one of {}", names.join(", "))
    }
    fn config_not_a_switch(&self, key: &str, value: &str) -> String {
        format!("{key} = {value} is not true or false")
    }
    fn config_unknown_key(&self, key: &str, keys: &[&str]) -> String {
        format!("unknown key \"{key}\" (the keys are {})", keys.join(", "))
    }
    fn config_not_a_file(&self, kind: &str) -> String {
        format!("is {kind}, not a regular file")
    }
    fn config_cannot_read(&self, why: &str) -> String {
        format!("cannot be read ({why})")
    }
    fn config_too_large(&self, kib: u64, limit_kib: u64) -> String {
        format!("holds {kib} KiB, more than the {limit_kib} KiB a settings file may")
    }
    fn config_not_text(&self) -> &'static str {
        "is not UTF-8 text"
    }
    fn config_not_yours(&self, uid: u32) -> String {
        format!(
            "was made by another user (uid {uid}) in a folder others can write, so it was not read"
        )
    }
    fn config_untrusted(&self, why: &str) -> String {
        format!("was not read: {why}")
    }
    fn untrusted_io(&self, path: &str, why: &str) -> String {
        format!("cannot read {path}: {why}")
    }
    fn untrusted_links(&self, path: &str) -> String {
        format!("{path}: too many links, or links in a circle")
    }
    fn distrust_writable(&self, dir: &str, mode: u32) -> String {
        format!(
            "other users can write {dir} (mode {mode:04o}, no sticky bit), so it is not trusted with a save; nothing was touched. Make it yours alone (chmod go-w {dir}) or give another path with --state <PATH>"
        )
    }
    fn distrust_owner(&self, dir: &str, uid: u32) -> String {
        format!(
            "{dir} belongs to another user (uid {uid}), so it is not trusted with a save; nothing was touched. Give a path of your own with --state <PATH>"
        )
    }
    fn distrust_link_in_writable(&self, link: &str, dir: &str) -> String {
        format!(
            "{link} is a link in {dir}, which other users can write, so it was not followed; nothing was touched. Give another path with --state <PATH>"
        )
    }
    fn distrust_link_in_others(&self, link: &str, dir: &str, uid: u32) -> String {
        format!(
            "{link} is a link in {dir}, which belongs to another user (uid {uid}), so it was not followed; nothing was touched. Give another path with --state <PATH>"
        )
    }
    fn distrust_link_owner(&self, link: &str, uid: u32) -> String {
        format!(
            "{link} is a link made by another user (uid {uid}), so it was not followed; nothing was touched. Give another path with --state <PATH>"
        )
    }

    fn keep_unread(&self, file: &str, why: &str) -> String {
        format!("{file} {why}")
    }
    fn keep_not_toml(&self, file: &str, line: usize, what: &str) -> String {
        format!("{file} does not parse (line {line}: {what})")
    }
    fn keep_form(&self, file: &str, line: usize, key: &str, form: &str) -> String {
        format!(
            "{file} line {line} holds {key} as {form}, which the game does not read; the file was left as it is"
        )
    }
    fn form_table(&self) -> &'static str {
        "a table"
    }
    fn form_dotted(&self) -> &'static str {
        "dotted keys"
    }
    fn form_inline_table(&self) -> &'static str {
        "an inline table"
    }
    fn form_kind(&self, kind: &str) -> String {
        format!("a value of another kind ({kind})")
    }
    fn keep_links(&self, file: &str, links: u64) -> String {
        format!(
            "{file} has {links} hard links, and writing it anew would part them; the file was left as it is"
        )
    }
    fn keep_too_large(&self, file: &str, limit_kib: u64) -> String {
        format!(
            "{file} would grow past the {limit_kib} KiB a settings file may hold; the file was left as it is"
        )
    }

    fn kind_named_pipe(&self) -> &'static str {
        "a named pipe"
    }
    fn kind_socket(&self) -> &'static str {
        "a socket"
    }
    fn kind_char_device(&self) -> &'static str {
        "a character device"
    }
    fn kind_block_device(&self) -> &'static str {
        "a block device"
    }
    fn kind_folder(&self) -> &'static str {
        "a folder"
    }
    fn kind_link(&self) -> &'static str {
        "a link"
    }
    fn kind_regular(&self) -> &'static str {
        "a regular file"
    }
    fn kind_special(&self) -> &'static str {
        "a special file"
    }
    fn own_settings(&self) -> &'static str {
        "the settings file of tui2048"
    }
    fn own_lock(&self) -> &'static str {
        "a lock file of tui2048"
    }
    fn own_records(&self) -> &'static str {
        "a records file of tui2048"
    }
    fn own_daily(&self) -> &'static str {
        "the daily game's file of tui2048 (tui2048 --daily plays it)"
    }
    fn own_kept_aside(&self) -> &'static str {
        "a file tui2048 kept aside (rename it to play it)"
    }
    fn own_temporary(&self) -> &'static str {
        "a temporary file of tui2048"
    }
    fn own_table(&self) -> &'static str {
        "a table of tui2048's cache"
    }
    fn aside_no_longer_a_file(&self) -> &'static str {
        "it is no longer a regular file"
    }
    fn aside_too_many(&self) -> &'static str {
        "too many kept corrupt files"
    }

    fn state_busy(&self, path: &str) -> String {
        format!(
            "{path} is in use by another tui2048; quit it first, or play a separate game with --state <PATH>"
        )
    }
    fn state_newer(&self, path: &str, version: u64, reads: u64) -> String {
        format!(
            "{path} was written by a newer tui2048 (state file version {version}; this program reads version {reads}); it was left untouched. Upgrade tui2048, or play a separate game with --state <PATH>"
        )
    }
    fn cannot_read(&self, path: &str, why: &str) -> String {
        format!("cannot read {path}: {why}")
    }
    fn state_not_a_file(&self, path: &str, kind: &str) -> String {
        format!(
            "{path} is {kind}, not a regular file; it was left untouched. Give a file's path with --state <PATH>"
        )
    }
    fn state_foreign(&self, path: &str) -> String {
        format!(
            "{path} does not look like a tui2048 state file; it was left untouched. Give a new file's path with --state <PATH>"
        )
    }
    fn state_path_empty(&self) -> &'static str {
        "the state file's path is empty; give a file's path with --state <PATH>"
    }
    fn state_path_slash(&self, path: &str) -> String {
        format!(
            "{path} ends with a slash, so it names a folder, not a file; give a file's path with --state <PATH>"
        )
    }
    fn state_path_folder(&self, path: &str) -> String {
        format!("{path} names a folder, not a file; give a file's path with --state <PATH>")
    }
    fn state_name_too_long(&self, path: &str, most: usize) -> String {
        format!(
            "{path}: the name is too long to leave room for the files kept beside it; give a name of at most {most} bytes with --state <PATH>"
        )
    }
    fn state_own(&self, path: &str, kind: &str) -> String {
        format!(
            "{path} is {kind}, not a state file; it was left untouched. Give a state file's path with --state <PATH>"
        )
    }

    fn not_a_regular_file(&self, path: &str, kind: &str) -> String {
        format!("{path} is {kind}, not a regular file")
    }
    fn records_newer(&self, path: &str, version: u64, reads: u64) -> String {
        format!(
            "{path} was written by a newer tui2048 (records file version {version}; this program reads version {reads})"
        )
    }
    fn records_damaged(&self, path: &str, reason: &str) -> String {
        format!("{path} is damaged: {reason}")
    }
    fn records_not_moved_aside(&self, path: &str, reason: &str, why: &str) -> String {
        format!("{path} is damaged ({reason}) and could not be moved aside: {why}")
    }

    fn damage_state_too_large(&self, mib: u64, limit_mib: u64) -> String {
        format!("it holds {mib} MiB, more than the {limit_mib} MiB a state file may")
    }
    fn damage_records_too_large(&self, mib: u64, limit_mib: u64) -> String {
        format!("it holds {mib} MiB, more than the {limit_mib} MiB a records file may")
    }
    fn damage_cut_short(&self, line: usize) -> String {
        format!("it is cut short: it ends at line {line}")
    }
    fn damage_json(&self, what: &str) -> String {
        what.to_string()
    }
    fn damage_no_version(&self) -> &'static str {
        "no valid \"version\" field"
    }
    fn damage_game(&self, what: &str) -> String {
        format!("game: {what}")
    }
    fn damage_undo(&self, entry: usize, what: &str) -> String {
        format!("undo entry {entry}: {what}")
    }
    fn damage_recent(&self, n: usize, what: &str) -> String {
        format!("recent game {n}: {what}")
    }
    fn damage_best(&self, size: usize, what: &str) -> String {
        format!("the best game of size {size}: {what}")
    }
    fn game_size_mismatch(&self, size: usize, rows: usize) -> String {
        format!("size is {size} but the board has {rows} rows")
    }
    fn game_target(&self, target: u64) -> String {
        format!("target {target} is not a power of two of at least 8")
    }
    fn game_spawn(&self, name: &str) -> String {
        format!(
            "unknown spawn rule '{name}' (expected {})",
            SpawnRule::VARIANTS.join(" or ")
        )
    }
    fn game_status(&self, name: &str) -> String {
        let names = Status::ALL.map(Status::name);
        format!(
            "unknown status '{name}' (expected {} or {})",
            names[..names.len() - 1].join(", "),
            names[names.len() - 1]
        )
    }
    fn board_error(&self, why: &BoardError) -> String {
        // The rules' own words.
        why.to_string()
    }
    fn kept_record_too_long(&self) -> &'static str {
        "its record is longer than a record may be"
    }
    fn record_error(&self, why: &RecordError) -> String {
        // The record's own words, as `export` and `replay` say them of a record's file.
        why.to_string()
    }
}
