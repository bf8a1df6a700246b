//! The key table's words: what the help says each key does, and the footer's word for
//! it.

use i18n_embed_fl::fl;

use super::Texts;

impl Texts {
    pub fn help_left(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-left"))
    }
    pub fn help_right(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-right"))
    }
    pub fn help_up(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-up"))
    }
    pub fn help_down(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-down"))
    }
    pub fn help_undo(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-undo"))
    }
    pub fn help_restart(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-restart"))
    }
    pub fn help_keep_going(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-keep-going"))
    }
    pub fn help_hint(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-hint"))
    }
    pub fn help_autoplay(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-autoplay"))
    }
    pub fn help_faster(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-faster"))
    }
    pub fn help_slower(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-slower"))
    }
    pub fn help_stats(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-stats"))
    }
    pub fn help_replay(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-replay"))
    }
    /// Under the replay's line: what Enter does in the replay.
    pub fn help_replay_play_on(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-replay-play-on"))
    }
    pub fn help_boss(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-boss"))
    }
    pub fn help_theme(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-theme"))
    }
    pub fn help_help(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-help"))
    }
    pub fn help_close(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-close"))
    }
    pub fn help_quit(&self) -> &'static str {
        self.kept(fl!(self.loader, "help-quit"))
    }
    /// The footer's name of the arrow keys, and its word for them.
    pub fn footer_move_keys(&self) -> &'static str {
        self.kept(fl!(self.loader, "footer-move-keys"))
    }
    pub fn footer_move(&self) -> &'static str {
        self.kept(fl!(self.loader, "footer-move"))
    }
    pub fn footer_undo(&self) -> &'static str {
        self.kept(fl!(self.loader, "footer-undo"))
    }
    pub fn footer_new(&self) -> &'static str {
        self.kept(fl!(self.loader, "footer-new"))
    }
    /// The same where the footer has room for every key: that `u` brings the game back.
    pub fn footer_new_long(&self) -> &'static str {
        self.kept(fl!(self.loader, "footer-new-long"))
    }
    pub fn footer_hint(&self) -> &'static str {
        self.kept(fl!(self.loader, "footer-hint"))
    }
    pub fn footer_auto(&self) -> &'static str {
        self.kept(fl!(self.loader, "footer-auto"))
    }
    pub fn footer_stats(&self) -> &'static str {
        self.kept(fl!(self.loader, "footer-stats"))
    }
    pub fn footer_replay(&self) -> &'static str {
        self.kept(fl!(self.loader, "footer-replay"))
    }
    pub fn footer_theme(&self) -> &'static str {
        self.kept(fl!(self.loader, "footer-theme"))
    }
    pub fn footer_help(&self) -> &'static str {
        self.kept(fl!(self.loader, "footer-help"))
    }
    pub fn footer_quit(&self) -> &'static str {
        self.kept(fl!(self.loader, "footer-quit"))
    }
    /// Between two keys of the footer.
    pub fn footer_gap(&self) -> &'static str {
        self.kept(fl!(self.loader, "footer-gap"))
    }
}
