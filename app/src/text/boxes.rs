//! The words of the panels, of the boxes over the board (the game's end, the notices, the
//! help's and the statistics' frames) and of the statistics.

use i18n_embed_fl::fl;

use super::Texts;

impl Texts {
    // -----------------------------------------------------------------------------------
    // The panels

    pub fn score(&self) -> &'static str {
        self.interned(fl!(self.loader, "score"))
    }
    pub fn best(&self) -> &'static str {
        self.interned(fl!(self.loader, "best"))
    }
    /// BEST while the game in play is assisted (still the best of the player's own
    /// games), and the same where room is short.
    pub fn your_best(&self) -> &'static str {
        self.interned(fl!(self.loader, "your-best"))
    }
    pub fn yours(&self) -> &'static str {
        self.interned(fl!(self.loader, "yours"))
    }
    /// The best of assisted games, beneath YOUR BEST, and beside it on the one-line
    /// header (with what parts them).
    pub fn assisted_best_under(&self, best: &str) -> String {
        fl!(self.loader, "assisted-best-under", best = best)
    }
    pub fn assisted_best_beside(&self, best: &str) -> String {
        fl!(self.loader, "assisted-best-beside", best = best)
    }
    pub fn moves(&self) -> &'static str {
        self.interned(fl!(self.loader, "moves"))
    }
    /// The replay's move counter.
    pub fn move_label(&self) -> &'static str {
        self.interned(fl!(self.loader, "move-label"))
    }

    // -----------------------------------------------------------------------------------
    // The boxes over the board

    pub fn you_win(&self) -> &'static str {
        self.interned(fl!(self.loader, "you-win"))
    }
    pub fn game_over(&self) -> &'static str {
        self.interned(fl!(self.loader, "game-over"))
    }
    pub fn button_keep_going(&self) -> &'static str {
        self.interned(fl!(self.loader, "button-keep-going"))
    }
    pub fn button_new_game(&self) -> &'static str {
        self.interned(fl!(self.loader, "button-new-game"))
    }
    pub fn button_try_again(&self) -> &'static str {
        self.interned(fl!(self.loader, "button-try-again"))
    }
    pub fn button_undo(&self) -> &'static str {
        self.interned(fl!(self.loader, "button-undo"))
    }
    pub fn button_replay(&self) -> &'static str {
        self.interned(fl!(self.loader, "button-replay"))
    }
    /// The end box's button that copies the line to share and its record.
    pub fn button_copy(&self) -> &'static str {
        self.interned(fl!(self.loader, "button-copy"))
    }
    /// Above the score in big digits.
    pub fn score_word(&self) -> &'static str {
        self.interned(fl!(self.loader, "score-word"))
    }
    pub fn score_is(&self, score: u64) -> String {
        fl!(self.loader, "score-is", score = score.to_string())
    }
    pub fn largest_tile(&self, tile: u64) -> String {
        fl!(self.loader, "largest-tile", tile = tile.to_string())
    }
    pub fn new_best(&self) -> &'static str {
        self.interned(fl!(self.loader, "new-best"))
    }
    pub fn best_is(&self, best: u64) -> String {
        fl!(self.loader, "best-is", best = best.to_string())
    }
    pub fn assisted_best(&self, best: u64) -> String {
        fl!(self.loader, "assisted-best", best = best.to_string())
    }
    /// Two facts of the box on one line (the largest tile, the best).
    pub fn facts(&self, first: &str, second: &str) -> String {
        fl!(self.loader, "facts", first = first, second = second)
    }
    /// A game's end on the status line, where there is no room for its box: its title,
    /// the score, the largest tile and the best.
    pub fn end_line(&self, title: &str, score: u64, tile: &str, best: &str) -> String {
        fl!(
            self.loader,
            "end-line",
            title = title,
            score = score.to_string(),
            tile = tile,
            best = best
        )
    }
    /// The daily game's streaks in its end box: the days in a row finished, and won.
    pub fn daily_streak(&self, finished: u32, won: u32) -> String {
        fl!(self.loader, "daily-streak", finished = finished, won = won)
    }
    pub fn keys_title(&self) -> &'static str {
        self.interned(fl!(self.loader, "keys-title"))
    }
    /// The box of a warning too long for the status line.
    pub fn notice_title(&self) -> &'static str {
        self.interned(fl!(self.loader, "notice-title"))
    }
    /// Its last line: any key closes it (and shows the next of the `waiting` notices).
    pub fn notice_closes(&self, waiting: usize) -> String {
        fl!(self.loader, "notice-closes", waiting = waiting)
    }
    pub fn stats_title(&self) -> &'static str {
        self.interned(fl!(self.loader, "stats-title"))
    }
    /// The last line of the help and the statistics.
    pub fn closes(&self) -> &'static str {
        self.interned(fl!(self.loader, "closes"))
    }
    pub fn closes_short(&self) -> &'static str {
        self.interned(fl!(self.loader, "closes-short"))
    }
    /// A page's last line, in the longest form that fits first (`last`: the box's own
    /// last line).
    pub fn page_forms(&self, page: usize, pages: usize, last: &str) -> [String; 4] {
        [
            fl!(
                self.loader,
                "page-more",
                page = page,
                pages = pages,
                last = last
            ),
            fl!(self.loader, "page-more-closes", page = page, pages = pages),
            fl!(self.loader, "page-short", page = page, pages = pages),
            fl!(self.loader, "page-at", page = page, pages = pages),
        ]
    }
    /// The help's last lines: where the settings file is.
    pub fn settings_at(&self, path: &str) -> String {
        fl!(self.loader, "settings-at", path = path)
    }
    /// The help's lines in 256 colours: how to get the original's palette.
    pub fn palette_help(&self) -> &'static str {
        self.interned(fl!(self.loader, "palette-help"))
    }

    // -----------------------------------------------------------------------------------
    // The statistics

    pub fn own_games(&self) -> &'static str {
        self.interned(fl!(self.loader, "own-games"))
    }
    pub fn assisted_games(&self) -> &'static str {
        self.interned(fl!(self.loader, "assisted-games"))
    }
    pub fn played(&self) -> &'static str {
        self.interned(fl!(self.loader, "played"))
    }
    pub fn won(&self) -> &'static str {
        self.interned(fl!(self.loader, "won"))
    }
    /// Games won and their share of those played.
    pub fn wins(&self, wins: u64, percent: u64) -> String {
        fl!(
            self.loader,
            "wins",
            wins = wins.to_string(),
            percent = percent.to_string()
        )
    }
    pub fn moves_made(&self) -> &'static str {
        self.interned(fl!(self.loader, "moves-made"))
    }
    pub fn hints_used(&self) -> &'static str {
        self.interned(fl!(self.loader, "hints-used"))
    }
    pub fn best_tile(&self) -> &'static str {
        self.interned(fl!(self.loader, "best-tile"))
    }
    pub fn best_score(&self) -> &'static str {
        self.interned(fl!(self.loader, "best-score"))
    }
    /// After the player's own best score: what it counts.
    pub fn by_your_own_moves(&self) -> &'static str {
        self.interned(fl!(self.loader, "by-your-own-moves"))
    }
    pub fn none_yet(&self) -> &'static str {
        self.interned(fl!(self.loader, "none-yet"))
    }
    /// After the count of games, when the game in play is among them.
    pub fn this_one_included(&self) -> &'static str {
        self.interned(fl!(self.loader, "this-one-included"))
    }
    /// After the count of moves.
    pub fn undone_left_out(&self) -> &'static str {
        self.interned(fl!(self.loader, "undone-left-out"))
    }
    /// The chart's title for `games` games, in the longest form that fits first.
    pub fn chart_titles(&self, games: usize) -> Vec<String> {
        let mut titles = vec![
            fl!(self.loader, "chart-title-long", games = games),
            fl!(self.loader, "chart-title", games = games),
            fl!(self.loader, "chart-title-short", games = games),
        ];
        titles.dedup();
        titles
    }
    /// The daily game's heading, its streaks' label, the streaks (the days in a row
    /// finished, and won) and the longest of each.
    pub fn daily_game(&self) -> &'static str {
        self.interned(fl!(self.loader, "daily-game"))
    }
    pub fn days_in_a_row(&self) -> &'static str {
        self.interned(fl!(self.loader, "days-in-a-row"))
    }
    pub fn streak_words(&self, finished: u32, won: u32) -> String {
        fl!(self.loader, "streak-words", finished = finished, won = won)
    }
    pub fn longest_streaks(&self, finished: u32, won: u32) -> String {
        fl!(
            self.loader,
            "longest-streaks",
            finished = finished,
            won = won
        )
    }
}
