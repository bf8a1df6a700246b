//! The words of the files the game keeps: what stopped a save, what was wrong with the
//! settings file, why a choice was not written to it, and why the state file or the records
//! file could not be used. `app/say.rs` says the store's values in these words.

use i18n_embed_fl::fl;
use strum::VariantNames;
use tui2048_engine::game::TEXT_VERSION;
use tui2048_engine::game::{
    BoardError, MAX_SIZE, MIN_SIZE, RecordError, SpawnRule, Status, record_starts,
};

use super::Texts;
use super::table::Join;

impl Texts {
    // -----------------------------------------------------------------------------------
    // What stopped a save (said after "Saving is off: " or "not kept: "); `path` is a
    // file's, `why` the system's reason (from the `io_` texts, or its own words)

    pub fn fault_write(&self, path: &str, why: &str) -> String {
        fl!(self.loader, "fault-write", path = path, why = why)
    }
    /// The state file is now `kind` (from the `kind_` texts), not a regular file.
    pub fn fault_not_a_file(&self, path: &str, kind: &str) -> String {
        fl!(self.loader, "fault-not-a-file", path = path, kind = kind)
    }
    pub fn fault_lock(&self, path: &str, why: &str) -> String {
        fl!(self.loader, "fault-lock", path = path, why = why)
    }
    pub fn fault_lock_not_a_file(&self, path: &str, kind: &str) -> String {
        fl!(
            self.loader,
            "fault-lock-not-a-file",
            path = path,
            kind = kind
        )
    }
    pub fn fault_lock_gone(&self, path: &str) -> String {
        fl!(self.loader, "fault-lock-gone", path = path)
    }
    pub fn fault_not_locked(&self) -> &'static str {
        self.interned(fl!(self.loader, "fault-not-locked"))
    }
    pub fn fault_not_moved_aside(&self, why: &str) -> String {
        fl!(self.loader, "fault-not-moved-aside", why = why)
    }
    /// Why saving is off when the save is another user's (`uid`), which this one cannot
    /// write: its lock is left to its owner.
    pub fn save_not_yours(&self, uid: u32) -> String {
        fl!(self.loader, "save-not-yours", uid = uid)
    }
    pub fn io_denied(&self) -> &'static str {
        self.interned(fl!(self.loader, "io-denied"))
    }
    pub fn io_read_only(&self) -> &'static str {
        self.interned(fl!(self.loader, "io-read-only"))
    }
    pub fn io_full(&self) -> &'static str {
        self.interned(fl!(self.loader, "io-full"))
    }
    /// A quota on the user's disk space is used up.
    pub fn io_quota(&self) -> &'static str {
        self.interned(fl!(self.loader, "io-quota"))
    }
    /// The file would grow past a limit on the size of files (`ulimit -f`).
    pub fn io_too_large(&self) -> &'static str {
        self.interned(fl!(self.loader, "io-too-large"))
    }
    pub fn io_missing(&self) -> &'static str {
        self.interned(fl!(self.loader, "io-missing"))
    }
    pub fn io_folder(&self) -> &'static str {
        self.interned(fl!(self.loader, "io-folder"))
    }

    // -----------------------------------------------------------------------------------
    // The settings file's problems, said once as the game starts (`file`: its path)

    /// Nothing of the file was read (`why`: one of the reasons below, said after its
    /// name); the defaults hold.
    pub fn config_unreadable(&self, file: &str, why: &str) -> String {
        fl!(self.loader, "config-unreadable", file = file, why = why)
    }
    /// The file is not TOML (`what`: the parser's words) at `line`; the defaults hold and
    /// the file is left as it is.
    pub fn config_not_toml(&self, file: &str, line: usize, what: &str) -> String {
        fl!(
            self.loader,
            "config-not-toml",
            file = file,
            line = line,
            what = what
        )
    }
    /// A key of the file that could not be used, on its `line` (`problem`, from the
    /// `config_` texts below).
    pub fn config_problem_line(&self, line: usize, problem: &str) -> String {
        fl!(
            self.loader,
            "config-problem-line",
            line = line,
            problem = problem
        )
    }
    /// After the problems, each on a line of its own: the file, how many, and that the
    /// rest was read.
    pub fn config_problems_in(&self, file: &str, count: usize) -> String {
        fl!(
            self.loader,
            "config-problems-in",
            file = file,
            count = count
        )
    }
    /// `key = value` is none of `names`.
    pub fn config_not_one_of(&self, key: &str, value: &str, names: &[&str]) -> String {
        fl!(
            self.loader,
            "config-not-one-of",
            key = key,
            value = value,
            names = self.list(Join::Comma, names)
        )
    }
    /// `key = value` is not `true` or `false`.
    pub fn config_not_a_switch(&self, key: &str, value: &str) -> String {
        fl!(self.loader, "config-not-a-switch", key = key, value = value)
    }
    /// A key the file does not know; `keys` are those it does.
    pub fn config_unknown_key(&self, key: &str, keys: &[&str]) -> String {
        fl!(
            self.loader,
            "config-unknown-key",
            key = key,
            keys = self.list(Join::Comma, keys)
        )
    }
    /// Why nothing of the file was read, in words that follow its name: it is `kind` (from
    /// the `kind_` texts), not a regular file.
    pub fn config_not_a_file(&self, kind: &str) -> String {
        fl!(self.loader, "config-not-a-file", kind = kind)
    }
    /// It could not be read (`why`: from the `io_` texts, or the system's own words).
    pub fn config_cannot_read(&self, why: &str) -> String {
        fl!(self.loader, "config-cannot-read", why = why)
    }
    /// It holds `kib` KiB, more than the `limit_kib` a settings file may.
    pub fn config_too_large(&self, kib: u64, limit_kib: u64) -> String {
        fl!(
            self.loader,
            "config-too-large",
            kib = kib.to_string(),
            limit_kib = limit_kib.to_string()
        )
    }
    pub fn config_not_text(&self) -> &'static str {
        self.interned(fl!(self.loader, "config-not-text"))
    }
    /// Another user (`uid`) made it in a folder others can write.
    pub fn config_not_yours(&self, uid: u32) -> String {
        fl!(self.loader, "config-not-yours", uid = uid)
    }
    /// Its path is not trusted (`why`: as the state file's path would be told).
    pub fn config_untrusted(&self, why: &str) -> String {
        fl!(self.loader, "config-untrusted", why = why)
    }
    /// The path could not be followed: a folder on the way could not be read (`why`).
    pub fn untrusted_io(&self, path: &str, why: &str) -> String {
        fl!(self.loader, "untrusted-io", path = path, why = why)
    }
    /// The path could not be followed: too many links, or links in a circle.
    pub fn untrusted_links(&self, path: &str) -> String {
        fl!(self.loader, "untrusted-links", path = path)
    }
    /// Other users can write the folder `dir` (its `mode`), which has no sticky bit.
    pub fn distrust_writable(&self, dir: &str, mode: u32) -> String {
        let mode = format!("{mode:04o}");
        fl!(self.loader, "distrust-writable", dir = dir, mode = mode)
    }
    /// The folder `dir` belongs to another user (`uid`).
    pub fn distrust_owner(&self, dir: &str, uid: u32) -> String {
        fl!(self.loader, "distrust-owner", dir = dir, uid = uid)
    }
    /// `link` is a link in `dir`, which other users can write.
    pub fn distrust_link_in_writable(&self, link: &str, dir: &str) -> String {
        fl!(
            self.loader,
            "distrust-link-in-writable",
            link = link,
            dir = dir
        )
    }
    /// `link` is a link in `dir`, which belongs to another user (`uid`).
    pub fn distrust_link_in_others(&self, link: &str, dir: &str, uid: u32) -> String {
        fl!(
            self.loader,
            "distrust-link-in-others",
            link = link,
            dir = dir,
            uid = uid
        )
    }
    /// `link` is a link another user (`uid`) made.
    pub fn distrust_link_owner(&self, link: &str, uid: u32) -> String {
        fl!(self.loader, "distrust-link-owner", link = link, uid = uid)
    }

    // -----------------------------------------------------------------------------------
    // Why a choice (the theme `t` moved to) was not written to the settings file, after
    // "for this run only: "; the file was left as it was (`file`: its path)

    /// The file was not read (`why`: from the `config_` reasons above).
    pub fn keep_unread(&self, file: &str, why: &str) -> String {
        fl!(self.loader, "keep-unread", file = file, why = why)
    }
    /// The file is not TOML (`what`: the parser's words) at `line`.
    pub fn keep_not_toml(&self, file: &str, line: usize, what: &str) -> String {
        fl!(
            self.loader,
            "keep-not-toml",
            file = file,
            line = line,
            what = what
        )
    }
    /// The file holds `key` at `line` in a form the game does not read (`form`: from the
    /// `form_` texts).
    pub fn keep_form(&self, file: &str, line: usize, key: &str, form: &str) -> String {
        fl!(
            self.loader,
            "keep-form",
            file = file,
            line = line,
            key = key,
            form = form
        )
    }
    /// `[key]` or `[[key]]`.
    pub fn form_table(&self) -> &'static str {
        self.interned(fl!(self.loader, "form-table"))
    }
    /// `key.part = …`.
    pub fn form_dotted(&self) -> &'static str {
        self.interned(fl!(self.loader, "form-dotted"))
    }
    /// `key = { … }`.
    pub fn form_inline_table(&self) -> &'static str {
        self.interned(fl!(self.loader, "form-inline-table"))
    }
    /// A value of another kind (`kind`: TOML's name of it, `integer`).
    pub fn form_kind(&self, kind: &str) -> String {
        fl!(self.loader, "form-kind", kind = kind)
    }
    /// The file has `links` hard links: writing it anew would part them.
    pub fn keep_links(&self, file: &str, links: u64) -> String {
        fl!(
            self.loader,
            "keep-links",
            file = file,
            links = links.to_string()
        )
    }
    /// The file with the choice written would hold more than `limit_kib` KiB, which the
    /// game does not read.
    pub fn keep_too_large(&self, file: &str, limit_kib: u64) -> String {
        fl!(
            self.loader,
            "keep-too-large",
            file = file,
            limit_kib = limit_kib.to_string()
        )
    }

    // -----------------------------------------------------------------------------------
    // What a path names when it is not a regular file (after "is"), and the program's own
    // files, which are never taken for a state file

    pub fn kind_named_pipe(&self) -> &'static str {
        self.interned(fl!(self.loader, "kind-named-pipe"))
    }
    pub fn kind_socket(&self) -> &'static str {
        self.interned(fl!(self.loader, "kind-socket"))
    }
    pub fn kind_char_device(&self) -> &'static str {
        self.interned(fl!(self.loader, "kind-char-device"))
    }
    pub fn kind_block_device(&self) -> &'static str {
        self.interned(fl!(self.loader, "kind-block-device"))
    }
    pub fn kind_folder(&self) -> &'static str {
        self.interned(fl!(self.loader, "kind-folder"))
    }
    pub fn kind_link(&self) -> &'static str {
        self.interned(fl!(self.loader, "kind-link"))
    }
    pub fn kind_regular(&self) -> &'static str {
        self.interned(fl!(self.loader, "kind-regular"))
    }
    pub fn kind_special(&self) -> &'static str {
        self.interned(fl!(self.loader, "kind-special"))
    }
    pub fn own_settings(&self) -> &'static str {
        self.interned(fl!(self.loader, "own-settings"))
    }
    pub fn own_lock(&self) -> &'static str {
        self.interned(fl!(self.loader, "own-lock"))
    }
    pub fn own_records(&self) -> &'static str {
        self.interned(fl!(self.loader, "own-records"))
    }
    pub fn own_daily(&self) -> &'static str {
        self.interned(fl!(self.loader, "own-daily"))
    }
    /// A file kept aside as `<name>.corrupt-<time>`.
    pub fn own_kept_aside(&self) -> &'static str {
        self.interned(fl!(self.loader, "own-kept-aside"))
    }
    pub fn own_temporary(&self) -> &'static str {
        self.interned(fl!(self.loader, "own-temporary"))
    }
    /// A table of the solver's cache.
    pub fn own_table(&self) -> &'static str {
        self.interned(fl!(self.loader, "own-table"))
    }
    /// Why a file that could not be used was not moved aside: it is no longer a regular
    /// file.
    pub fn aside_no_longer_a_file(&self) -> &'static str {
        self.interned(fl!(self.loader, "aside-no-longer-a-file"))
    }
    /// A thousand files were kept aside already under its name.
    pub fn aside_too_many(&self) -> &'static str {
        self.interned(fl!(self.loader, "aside-too-many"))
    }

    // -----------------------------------------------------------------------------------
    // Why the game (or a command) cannot use the state file at `path`, the line a command
    // fails with; nothing was touched

    /// Another tui2048 holds the save's lock.
    pub fn state_busy(&self, path: &str) -> String {
        fl!(self.loader, "state-busy", path = path)
    }
    /// A newer program wrote the file, of state file `version`; this one reads `reads`.
    pub fn state_newer(&self, path: &str, version: u64, reads: u64) -> String {
        fl!(
            self.loader,
            "state-newer",
            path = path,
            version = version.to_string(),
            reads = reads.to_string()
        )
    }
    /// A file (or a folder on its way) could not be read (`why`: from the `io_` texts,
    /// the system's own words, or why the file cannot be used).
    pub fn cannot_read(&self, path: &str, why: &str) -> String {
        fl!(self.loader, "cannot-read", path = path, why = why)
    }
    /// The path names `kind` (from the `kind_` texts), not a regular file.
    pub fn state_not_a_file(&self, path: &str, kind: &str) -> String {
        fl!(self.loader, "state-not-a-file", path = path, kind = kind)
    }
    /// A file given by name that does not look like a state file.
    pub fn state_foreign(&self, path: &str) -> String {
        fl!(self.loader, "state-foreign", path = path)
    }
    pub fn state_path_empty(&self) -> &'static str {
        self.interned(fl!(self.loader, "state-path-empty"))
    }
    /// The path ends with a slash: it names a folder.
    pub fn state_path_slash(&self, path: &str) -> String {
        fl!(self.loader, "state-path-slash", path = path)
    }
    /// The path ends in `.` or `..`: it names a folder.
    pub fn state_path_folder(&self, path: &str) -> String {
        fl!(self.loader, "state-path-folder", path = path)
    }
    /// The name is too long to leave room for the names of the files kept beside it; one
    /// of at most `most` bytes would.
    pub fn state_name_too_long(&self, path: &str, most: usize) -> String {
        fl!(self.loader, "state-name-too-long", path = path, most = most)
    }
    /// The path names one of the program's own files (`kind`: from the `own_` texts).
    pub fn state_own(&self, path: &str, kind: &str) -> String {
        fl!(self.loader, "state-own", path = path, kind = kind)
    }

    // -----------------------------------------------------------------------------------
    // Why the records file at `path` could not be read

    /// It is `kind` (from the `kind_` texts), not a regular file.
    pub fn not_a_regular_file(&self, path: &str, kind: &str) -> String {
        fl!(self.loader, "not-a-regular-file", path = path, kind = kind)
    }
    /// A newer program wrote it, of records file `version`; this one reads `reads`.
    pub fn records_newer(&self, path: &str, version: u64, reads: u64) -> String {
        fl!(
            self.loader,
            "records-newer",
            path = path,
            version = version.to_string(),
            reads = reads.to_string()
        )
    }
    /// It cannot be used (`reason`: from the `damage_` texts).
    pub fn records_damaged(&self, path: &str, reason: &str) -> String {
        fl!(self.loader, "records-damaged", path = path, reason = reason)
    }
    /// It cannot be used (`reason`), and could not be moved aside (`why`).
    pub fn records_not_moved_aside(&self, path: &str, reason: &str, why: &str) -> String {
        fl!(
            self.loader,
            "records-not-moved-aside",
            path = path,
            reason = reason,
            why = why
        )
    }

    // -----------------------------------------------------------------------------------
    // Why a file's bytes cannot be used: the `reason` of the texts above and of a saved
    // game that could not be read

    /// The state file holds `mib` MiB, more than the `limit_mib` it may.
    pub fn damage_state_too_large(&self, mib: u64, limit_mib: u64) -> String {
        fl!(
            self.loader,
            "damage-state-too-large",
            mib = mib.to_string(),
            limit_mib = limit_mib.to_string()
        )
    }
    /// The records file holds `mib` MiB, more than the `limit_mib` it may.
    pub fn damage_records_too_large(&self, mib: u64, limit_mib: u64) -> String {
        fl!(
            self.loader,
            "damage-records-too-large",
            mib = mib.to_string(),
            limit_mib = limit_mib.to_string()
        )
    }
    /// The file ends before its JSON does, at `line`.
    pub fn damage_cut_short(&self, line: usize) -> String {
        fl!(self.loader, "damage-cut-short", line = line)
    }
    /// Its JSON does not read (`what`: the parser's words, which say where).
    pub fn damage_json(&self, what: &str) -> String {
        fl!(self.loader, "damage-json", what = what)
    }
    pub fn damage_no_version(&self) -> &'static str {
        self.interned(fl!(self.loader, "damage-no-version"))
    }
    /// The saved game is no game (`what`: from the `game_` texts).
    pub fn damage_game(&self, what: &str) -> String {
        fl!(self.loader, "damage-game", what = what)
    }
    /// An entry of the undo list (counted from 0) is no game.
    pub fn damage_undo(&self, entry: usize, what: &str) -> String {
        fl!(self.loader, "damage-undo", entry = entry, what = what)
    }
    /// The `n`-th of the last finished games (from 1, the oldest) cannot be read.
    pub fn damage_recent(&self, n: usize, what: &str) -> String {
        fl!(self.loader, "damage-recent", n = n, what = what)
    }
    /// The best game of a board `size` cannot be read.
    pub fn damage_best(&self, size: usize, what: &str) -> String {
        fl!(self.loader, "damage-best", size = size, what = what)
    }
    /// A game's `size` is not its board's, which has `rows` rows.
    pub fn game_size_mismatch(&self, size: usize, rows: usize) -> String {
        fl!(self.loader, "game-size-mismatch", size = size, rows = rows)
    }
    /// A game's target is not a power of two of at least 8.
    pub fn game_target(&self, target: u64) -> String {
        fl!(self.loader, "game-target", target = target.to_string())
    }
    /// A game's spawn rule has no such name.
    pub fn game_spawn(&self, name: &str) -> String {
        let names = self.list(Join::Or, SpawnRule::VARIANTS);
        fl!(self.loader, "game-spawn", name = name, names = names)
    }
    /// A game's status has no such name.
    pub fn game_status(&self, name: &str) -> String {
        let names = self.list(Join::Or, &Status::ALL.map(Status::name));
        fl!(self.loader, "game-status", name = name, names = names)
    }
    /// Why a grid of values is not a board.
    pub fn board_error(&self, why: &BoardError) -> String {
        let (error, size, (row, col, len), value) = match *why {
            BoardError::Size(size) => ("size", size, (0, 0, 0), 0),
            BoardError::Ragged { row, len, size } => ("ragged", size, (row, 0, len), 0),
            BoardError::Tile { row, col, value } => ("tile", 0, (row, col, 0), value),
        };
        fl!(
            self.loader,
            "board-error",
            error = error,
            size = size,
            min = MIN_SIZE,
            max = MAX_SIZE,
            row = row,
            col = col,
            len = len,
            value = value.to_string()
        )
    }
    /// A kept game's record is longer than a record may be.
    pub fn kept_record_too_long(&self) -> &'static str {
        self.interned(fl!(self.loader, "kept-record-too-long"))
    }
    /// Why a kept game's line is not a record this program reads.
    pub fn record_error(&self, why: &RecordError) -> String {
        let (error, version, at, what) = match why {
            RecordError::NotARecord => ("not-a-record", 0, 0, ""),
            RecordError::Newer(version) => ("newer", *version, 0, ""),
            RecordError::Character(at) => ("character", 0, *at, ""),
            RecordError::Length => ("length", 0, 0, ""),
            RecordError::Checksum => ("checksum", 0, 0, ""),
            RecordError::Invalid(what) => ("invalid", 0, 0, what.as_str()),
        };
        fl!(
            self.loader,
            "record-error",
            error = error,
            starts = self.list(Join::Or, &record_starts()),
            version = version.to_string(),
            reads = TEXT_VERSION.to_string(),
            at = at,
            what = what
        )
    }
}
