//! The key table's words, in one language: what the help says each key does, and the
//! footer's word for it. A part of the table of texts (every [`Texts`](super::Texts) is
//! one of these too), apart so that each language's file stays short.

mod en;
mod zh;

/// The key table's words, in one language: one method a text, none with a default.
pub trait KeyTexts: Sync {
    fn help_left(&self) -> &'static str;
    fn help_right(&self) -> &'static str;
    fn help_up(&self) -> &'static str;
    fn help_down(&self) -> &'static str;
    fn help_undo(&self) -> &'static str;
    fn help_restart(&self) -> &'static str;
    fn help_keep_going(&self) -> &'static str;
    fn help_hint(&self) -> &'static str;
    fn help_autoplay(&self) -> &'static str;
    fn help_faster(&self) -> &'static str;
    fn help_slower(&self) -> &'static str;
    fn help_stats(&self) -> &'static str;
    fn help_replay(&self) -> &'static str;
    /// Under the replay's line: what Enter does in the replay.
    fn help_replay_play_on(&self) -> &'static str;
    fn help_boss(&self) -> &'static str;
    fn help_theme(&self) -> &'static str;
    fn help_help(&self) -> &'static str;
    fn help_close(&self) -> &'static str;
    fn help_quit(&self) -> &'static str;
    /// The footer's name of the arrow keys, and its word for them.
    fn footer_move_keys(&self) -> &'static str;
    fn footer_move(&self) -> &'static str;
    fn footer_undo(&self) -> &'static str;
    fn footer_new(&self) -> &'static str;
    /// The same where the footer has room for every key: that `u` brings the game back.
    fn footer_new_long(&self) -> &'static str;
    fn footer_hint(&self) -> &'static str;
    fn footer_auto(&self) -> &'static str;
    fn footer_stats(&self) -> &'static str;
    fn footer_replay(&self) -> &'static str;
    fn footer_theme(&self) -> &'static str;
    fn footer_help(&self) -> &'static str;
    fn footer_quit(&self) -> &'static str;
    /// Between two keys of the footer.
    fn footer_gap(&self) -> &'static str;
}
