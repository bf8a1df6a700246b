//! The words of the files, in English.

use super::super::English;
use super::FileTexts;

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
}
