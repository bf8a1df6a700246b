//! The words of the files the game keeps, in one language: what stopped a save, what was
//! wrong with the settings file, why a choice was not kept in it, and why the state file
//! or the records file could not be used. A part of the table of texts (every
//! [`Texts`](super::Texts) is one of these too), apart so that each language's file stays
//! short; `runtime/say.rs` says the store's values in these words.

use tui2048_engine::game::{BoardError, RecordError};

mod en;
mod zh;

/// The words of the files, in one language: one method a text, none with a default.
pub trait FileTexts: Sync {
    // -----------------------------------------------------------------------------------
    // What stopped a save (said after "Saving is off: " or "not kept: "); `path` is a
    // file's, `why` the system's reason (from the `io_` texts, or its own words)

    fn fault_write(&self, path: &str, why: &str) -> String;
    /// The state file is now `kind` (from the `kind_` texts), not a regular file.
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
    /// Why nothing of the file was read, in words that follow its name: it is `kind` (from
    /// the `kind_` texts), not a regular file.
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
    /// The file with the choice written would hold more than `limit_kib` KiB, which the
    /// game does not read.
    fn keep_too_large(&self, file: &str, limit_kib: u64) -> String;

    // -----------------------------------------------------------------------------------
    // What a path names when it is not a regular file (after "is"), and the program's own
    // files, which are never taken for a state file

    fn kind_named_pipe(&self) -> &'static str;
    fn kind_socket(&self) -> &'static str;
    fn kind_char_device(&self) -> &'static str;
    fn kind_block_device(&self) -> &'static str;
    fn kind_folder(&self) -> &'static str;
    fn kind_link(&self) -> &'static str;
    fn kind_regular(&self) -> &'static str;
    fn kind_special(&self) -> &'static str;
    fn own_settings(&self) -> &'static str;
    fn own_lock(&self) -> &'static str;
    fn own_records(&self) -> &'static str;
    fn own_daily(&self) -> &'static str;
    /// A file kept aside as `<name>.corrupt-<time>`.
    fn own_kept_aside(&self) -> &'static str;
    fn own_temporary(&self) -> &'static str;
    /// A table of the solver's cache.
    fn own_table(&self) -> &'static str;
    /// Why a file that could not be used was not moved aside: it is no longer a regular
    /// file.
    fn aside_no_longer_a_file(&self) -> &'static str;
    /// A thousand files were kept aside already under its name.
    fn aside_too_many(&self) -> &'static str;

    // -----------------------------------------------------------------------------------
    // Why the game (or a command) cannot use the state file at `path`, the line a command
    // fails with; nothing was touched

    /// Another tui2048 holds the save's lock.
    fn state_busy(&self, path: &str) -> String;
    /// A newer program wrote the file, of state file `version`; this one reads `reads`.
    fn state_newer(&self, path: &str, version: u64, reads: u64) -> String;
    /// A file (or a folder on its way) could not be read (`why`: from the `io_` texts,
    /// the system's own words, or why the file cannot be used).
    fn cannot_read(&self, path: &str, why: &str) -> String;
    /// The path names `kind` (from the `kind_` texts), not a regular file.
    fn state_not_a_file(&self, path: &str, kind: &str) -> String;
    /// A file given by name that does not look like a state file.
    fn state_foreign(&self, path: &str) -> String;
    fn state_path_empty(&self) -> &'static str;
    /// The path ends with a slash: it names a folder.
    fn state_path_slash(&self, path: &str) -> String;
    /// The path ends in `.` or `..`: it names a folder.
    fn state_path_folder(&self, path: &str) -> String;
    /// The name is too long to leave room for the names of the files kept beside it; one
    /// of at most `most` bytes would.
    fn state_name_too_long(&self, path: &str, most: usize) -> String;
    /// The path names one of the program's own files (`kind`: from the `own_` texts).
    fn state_own(&self, path: &str, kind: &str) -> String;

    // -----------------------------------------------------------------------------------
    // Why the records file at `path` could not be read

    /// It is `kind` (from the `kind_` texts), not a regular file.
    fn not_a_regular_file(&self, path: &str, kind: &str) -> String;
    /// A newer program wrote it, of records file `version`; this one reads `reads`.
    fn records_newer(&self, path: &str, version: u64, reads: u64) -> String;
    /// It cannot be used (`reason`: from the `damage_` texts).
    fn records_damaged(&self, path: &str, reason: &str) -> String;
    /// It cannot be used (`reason`), and could not be moved aside (`why`).
    fn records_not_moved_aside(&self, path: &str, reason: &str, why: &str) -> String;

    // -----------------------------------------------------------------------------------
    // Why a file's bytes cannot be used: the `reason` of the texts above and of a saved
    // game that could not be read

    /// The state file holds `mib` MiB, more than the `limit_mib` it may.
    fn damage_state_too_large(&self, mib: u64, limit_mib: u64) -> String;
    /// The records file holds `mib` MiB, more than the `limit_mib` it may.
    fn damage_records_too_large(&self, mib: u64, limit_mib: u64) -> String;
    /// The file ends before its JSON does, at `line`.
    fn damage_cut_short(&self, line: usize) -> String;
    /// Its JSON does not read (`what`: the parser's words, which say where).
    fn damage_json(&self, what: &str) -> String;
    fn damage_no_version(&self) -> &'static str;
    /// The saved game is no game (`what`: from the `game_` texts).
    fn damage_game(&self, what: &str) -> String;
    /// An entry of the undo list (counted from 0) is no game.
    fn damage_undo(&self, entry: usize, what: &str) -> String;
    /// The `n`-th of the last finished games (from 1, the oldest) cannot be read.
    fn damage_recent(&self, n: usize, what: &str) -> String;
    /// The best game of a board `size` cannot be read.
    fn damage_best(&self, size: usize, what: &str) -> String;
    /// A game's `size` is not its board's, which has `rows` rows.
    fn game_size_mismatch(&self, size: usize, rows: usize) -> String;
    /// A game's target is not a power of two of at least 8.
    fn game_target(&self, target: u64) -> String;
    /// A game's spawn rule has no such name.
    fn game_spawn(&self, name: &str) -> String;
    /// A game's status has no such name.
    fn game_status(&self, name: &str) -> String;
    /// Why a grid of values is not a board.
    fn board_error(&self, why: &BoardError) -> String;
    /// A kept game's record is longer than a record may be.
    fn kept_record_too_long(&self) -> &'static str;
    /// Why a kept game's line is not a record this program reads.
    fn record_error(&self, why: &RecordError) -> String;
}
