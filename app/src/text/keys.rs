//! The key table's words: what the help says each key does, and the footer's word for
//! it.

use i18n_embed_fl::fl;

use super::Texts;
use super::table::Join;

impl Texts {
    pub fn help_left(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-left"))
    }
    pub fn help_right(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-right"))
    }
    pub fn help_up(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-up"))
    }
    pub fn help_down(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-down"))
    }
    pub fn help_undo(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-undo"))
    }
    pub fn help_restart(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-restart"))
    }
    /// [`Texts::help_restart`] where the player's keys undo with another key than `u`
    /// (`undo`, its name; none: no key undoes).
    pub fn help_restart_undo(&self, undo: Option<&str>) -> String {
        fl!(
            self.loader,
            "help-restart-undo",
            undo = undo.unwrap_or("none")
        )
    }
    pub fn help_keep_going(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-keep-going"))
    }
    pub fn help_hint(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-hint"))
    }
    pub fn help_autoplay(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-autoplay"))
    }
    pub fn help_faster(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-faster"))
    }
    pub fn help_slower(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-slower"))
    }
    pub fn help_stats(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-stats"))
    }
    pub fn help_replay(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-replay"))
    }
    /// Under the replay's line: what Enter does in the replay.
    pub fn help_replay_play_on(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-replay-play-on"))
    }
    pub fn help_boss(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-boss"))
    }
    pub fn help_theme(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-theme"))
    }
    pub fn help_copy(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-copy"))
    }
    pub fn help_help(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-help"))
    }
    pub fn help_close(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-close"))
    }
    pub fn help_cursor_left(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-cursor-left"))
    }
    pub fn help_cursor_right(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-cursor-right"))
    }
    pub fn help_cursor_up(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-cursor-up"))
    }
    pub fn help_cursor_down(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-cursor-down"))
    }
    pub fn help_read_cell(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-read-cell"))
    }
    pub fn help_read_row(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-read-row"))
    }
    pub fn help_read_column(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-read-column"))
    }
    pub fn help_summary(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-summary"))
    }
    pub fn help_verbosity(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-verbosity"))
    }
    pub fn help_quit(&self) -> &'static str {
        self.interned(fl!(self.loader, "help-quit"))
    }
    /// The footer's name of the arrow keys, and its word for them.
    pub fn footer_move_keys(&self) -> &'static str {
        self.interned(fl!(self.loader, "footer-move-keys"))
    }
    pub fn footer_move(&self) -> &'static str {
        self.interned(fl!(self.loader, "footer-move"))
    }
    pub fn footer_undo(&self) -> &'static str {
        self.interned(fl!(self.loader, "footer-undo"))
    }
    pub fn footer_new(&self) -> &'static str {
        self.interned(fl!(self.loader, "footer-new"))
    }
    /// The same where the footer has room for every key: that `u` brings the game back.
    pub fn footer_new_long(&self) -> &'static str {
        self.interned(fl!(self.loader, "footer-new-long"))
    }
    pub fn footer_hint(&self) -> &'static str {
        self.interned(fl!(self.loader, "footer-hint"))
    }
    pub fn footer_auto(&self) -> &'static str {
        self.interned(fl!(self.loader, "footer-auto"))
    }
    pub fn footer_stats(&self) -> &'static str {
        self.interned(fl!(self.loader, "footer-stats"))
    }
    pub fn footer_replay(&self) -> &'static str {
        self.interned(fl!(self.loader, "footer-replay"))
    }
    pub fn footer_theme(&self) -> &'static str {
        self.interned(fl!(self.loader, "footer-theme"))
    }
    pub fn footer_help(&self) -> &'static str {
        self.interned(fl!(self.loader, "footer-help"))
    }
    pub fn footer_quit(&self) -> &'static str {
        self.interned(fl!(self.loader, "footer-quit"))
    }
    /// Between two keys of the footer.
    pub fn footer_gap(&self) -> &'static str {
        self.interned(fl!(self.loader, "footer-gap"))
    }

    // -----------------------------------------------------------------------------------
    // The settings file's `[keys]` table, said as `config_problems` says a key's problem:
    // `action` is an action's name and `key` a key's, as the table writes them

    /// `keys` is not a table (`value` as written).
    pub fn keys_not_a_table(&self, value: &str) -> String {
        fl!(self.loader, "keys-not-a-table", value = value)
    }
    /// The value of `action` is neither a key's name nor a list of names (`value` as
    /// written).
    pub fn keys_not_names(&self, action: &str, value: &str) -> String {
        fl!(
            self.loader,
            "keys-not-names",
            action = action,
            value = value
        )
    }
    /// An action the key table does not have; `actions` are those it has.
    pub fn keys_unknown_action(&self, action: &str, actions: &[&str]) -> String {
        fl!(
            self.loader,
            "keys-unknown-action",
            action = action,
            actions = self.list(Join::Comma, actions)
        )
    }
    /// A name of `action`'s that is no key; `names` are the keys' names besides a
    /// character.
    pub fn keys_unknown_key(&self, action: &str, key: &str, names: &[String]) -> String {
        fl!(
            self.loader,
            "keys-unknown-key",
            action = action,
            key = key,
            names = self.list(Join::Comma, names)
        )
    }
    /// `key` was given to two actions: the first in the table, `first`, keeps it.
    pub fn keys_twice(&self, key: &str, first: &str, then: &str) -> String {
        fl!(
            self.loader,
            "keys-twice",
            key = key,
            first = first,
            then = then
        )
    }
    /// The table gave every key of `action` to other actions: `key`, the first, went to
    /// `taker`.
    pub fn keys_no_key_left(&self, action: &str, key: &str, taker: &str) -> String {
        fl!(
            self.loader,
            "keys-no-key-left",
            action = action,
            key = key,
            taker = taker
        )
    }
    /// Ctrl-C was given to `action`: it always quits.
    pub fn keys_ctrl_c(&self, action: &str) -> String {
        fl!(self.loader, "keys-ctrl-c", action = action)
    }
    /// `key`, given to `action`, is a Ctrl key terminals send as the key `other` (its
    /// name): the game cannot tell them apart.
    pub fn keys_sent_as(&self, action: &str, key: &str, other: &str) -> String {
        fl!(
            self.loader,
            "keys-sent-as",
            action = action,
            key = key,
            other = other
        )
    }
    /// `key`, given to `action`, is Ctrl with a key other than a letter.
    pub fn keys_ctrl_not_a_letter(&self, action: &str, key: &str) -> String {
        fl!(
            self.loader,
            "keys-ctrl-not-a-letter",
            action = action,
            key = key
        )
    }
    /// The key given to `action` does not show on the screen; `code` is its code
    /// (`U+202E`).
    pub fn keys_invisible(&self, action: &str, code: &str) -> String {
        fl!(self.loader, "keys-invisible", action = action, code = code)
    }
}
