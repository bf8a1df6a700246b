//! The words of the files the game keeps, in one language: what stopped a save, what was
//! wrong with the settings file, and why a choice was not kept in it. A part of the table
//! of texts (every [`Texts`](super::Texts) is one of these too), apart so that each
//! language's file stays short; `runtime/say.rs` says the store's values in these words.

mod en;
mod zh;

/// The words of the files, in one language: one method a text, none with a default.
pub trait FileTexts: Sync {
    // -----------------------------------------------------------------------------------
    // What stopped a save (said after "Saving is off: " or "not kept: "); `path` is a
    // file's, `why` the system's reason (from the `io_` texts, or its own words)

    fn fault_write(&self, path: &str, why: &str) -> String;
    /// The state file is now `kind` (in the system's words), not a regular file.
    fn fault_not_a_file(&self, path: &str, kind: &str) -> String;
    fn fault_lock(&self, path: &str, why: &str) -> String;
    fn fault_lock_not_a_file(&self, path: &str, kind: &str) -> String;
    fn fault_lock_gone(&self, path: &str) -> String;
    fn fault_not_locked(&self) -> &'static str;
    fn fault_not_moved_aside(&self, why: &str) -> String;
    /// Why saving is off when the save is another user's (`uid`), which this one cannot
    /// write: its lock is left to its owner.
    fn save_not_yours(&self, uid: u32) -> String;
    fn io_denied(&self) -> &'static str;
    fn io_read_only(&self) -> &'static str;
    fn io_full(&self) -> &'static str;
    fn io_missing(&self) -> &'static str;
    fn io_folder(&self) -> &'static str;

    // -----------------------------------------------------------------------------------
    // The settings file's problems, said once as the game starts (`file`: its path)

    /// Nothing of the file was read (`why`: one of the reasons below, said after its
    /// name); the defaults hold.
    fn config_unreadable(&self, file: &str, why: &str) -> String;
    /// The file is not TOML (`what`: the parser's words) at `line`; the defaults hold and
    /// the file is left as it is.
    fn config_not_toml(&self, file: &str, line: usize, what: &str) -> String;
    /// The first key of the file that could not be used (`problem`, from the `config_`
    /// texts below) and how many `more` there are; the rest was read.
    fn config_problems(&self, file: &str, line: usize, problem: &str, more: usize) -> String;
    /// `key = value` is none of `names`.
    fn config_not_one_of(&self, key: &str, value: &str, names: &[&str]) -> String;
    /// `key = value` is not `true` or `false`.
    fn config_not_a_switch(&self, key: &str, value: &str) -> String;
    /// A key the file does not know; `keys` are those it does.
    fn config_unknown_key(&self, key: &str, keys: &[&str]) -> String;
    /// Why nothing of the file was read, in words that follow its name: it is `kind` (in
    /// the system's words), not a regular file.
    fn config_not_a_file(&self, kind: &str) -> String;
    /// It could not be read (`why`: from the `io_` texts, or the system's own words).
    fn config_cannot_read(&self, why: &str) -> String;
    /// It holds `kib` KiB, more than the `limit_kib` a settings file may.
    fn config_too_large(&self, kib: u64, limit_kib: u64) -> String;
    fn config_not_text(&self) -> &'static str;
    /// Another user (`uid`) made it in a folder others can write.
    fn config_not_yours(&self, uid: u32) -> String;
    /// Its path is not trusted (`why`: as the state file's path would be told).
    fn config_untrusted(&self, why: &str) -> String;
    /// The path could not be followed: a folder on the way could not be read (`why`).
    fn untrusted_io(&self, path: &str, why: &str) -> String;
    /// The path could not be followed: too many links, or links in a circle.
    fn untrusted_links(&self, path: &str) -> String;
    /// Other users can write the folder `dir` (its `mode`), which has no sticky bit.
    fn distrust_writable(&self, dir: &str, mode: u32) -> String;
    /// The folder `dir` belongs to another user (`uid`).
    fn distrust_owner(&self, dir: &str, uid: u32) -> String;
    /// `link` is a link in `dir`, which other users can write.
    fn distrust_link_in_writable(&self, link: &str, dir: &str) -> String;
    /// `link` is a link in `dir`, which belongs to another user (`uid`).
    fn distrust_link_in_others(&self, link: &str, dir: &str, uid: u32) -> String;
    /// `link` is a link another user (`uid`) made.
    fn distrust_link_owner(&self, link: &str, uid: u32) -> String;

    // -----------------------------------------------------------------------------------
    // Why a choice (the theme `t` moved to) was not kept in the settings file, after
    // "for this run only: "; the file was left as it was (`file`: its path)

    /// The file was not read (`why`: from the `config_` reasons above).
    fn keep_unread(&self, file: &str, why: &str) -> String;
    /// The file is not TOML (`what`: the parser's words) at `line`.
    fn keep_not_toml(&self, file: &str, line: usize, what: &str) -> String;
    /// The file holds `key` at `line` in a form the game does not read (`form`: from the
    /// `form_` texts).
    fn keep_form(&self, file: &str, line: usize, key: &str, form: &str) -> String;
    /// `[key]` or `[[key]]`.
    fn form_table(&self) -> &'static str;
    /// `key.part = …`.
    fn form_dotted(&self) -> &'static str;
    /// `key = { … }`.
    fn form_inline_table(&self) -> &'static str;
    /// A value of another kind (`kind`: TOML's name of it, `integer`).
    fn form_kind(&self, kind: &str) -> String;
    /// The file has `links` hard links: writing it anew would part them.
    fn keep_links(&self, file: &str, links: u64) -> String;
}
