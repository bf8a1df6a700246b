//! The table every language fills: one method a text, none with a default, so that a
//! language missing a text does not build. A text with nothing to fill in returns a
//! `&'static str`; one with values returns the whole sentence, its words in that
//! language's order. The arguments are values, never words: a direction, a grade, a
//! number; the words of each are the language's own.

use super::files::FileTexts;
use super::keys::KeyTexts;
use super::race::RaceTexts;
use crate::settings::Theme;
use tui2048_engine::game::{Day, Dir, Grade, ReplayError};

/// Every word a player reads, in one language (those of the files the game keeps in
/// [`FileTexts`], the key table's in [`KeyTexts`], the race's in [`RaceTexts`]).
pub trait Texts: FileTexts + KeyTexts + RaceTexts + Sync {
    // -----------------------------------------------------------------------------------
    // Words of the game itself

    /// A direction, as the status line and the replay say it.
    fn direction(&self, dir: Dir) -> &'static str;
    /// A grade of the review, as the replay says it.
    fn grade(&self, grade: Grade) -> &'static str;
    /// A colour theme's name on the screen.
    fn theme_name(&self, theme: Theme) -> &'static str;
    /// A board's size, `4×4`.
    fn board_size(&self, size: usize) -> String;
    /// A pace: `1 move/s`, `10 moves/s`.
    fn per_second(&self, moves: u32) -> String;

    // -----------------------------------------------------------------------------------
    // The status line

    /// A move key while the win box waits.
    fn waits_won(&self) -> &'static str;
    /// A move key while the game-over box waits.
    fn waits_over(&self) -> &'static str;
    /// A move that moves nothing.
    fn cant_move(&self, dir: Dir) -> String;
    fn nothing_to_undo(&self) -> &'static str;
    /// An undo that brought the game `r` left back.
    fn undone_game(&self) -> &'static str;
    /// After an undo, with `left` more undos of this game's moves at hand.
    fn undone(&self, left: usize) -> String;
    /// After an undo back to the game's start, when the next brings the game before back.
    fn undone_to_the_start(&self) -> &'static str;
    fn new_game(&self) -> &'static str;
    /// `r` in the daily game: the first board of `day`'s game again, as try number
    /// `tries` (the day is named: past midnight, it is not today's).
    fn daily_again(&self, day: Day, tries: u32) -> String;
    /// `r` in the daily game of `day` at its first board.
    fn daily_already_first(&self, day: Day) -> String;
    /// The theme `t` moved to.
    fn theme(&self, theme: Theme) -> String;
    /// The theme holds for this run only: the settings file could not keep it, and why.
    fn theme_not_kept(&self, theme: Theme, why: &str) -> String;
    /// Why a theme is not kept, when there is no settings file at all.
    fn no_config_folder(&self) -> &'static str;
    /// Esc on the game-over box: it does not quit.
    fn close_over(&self) -> &'static str;
    /// Esc on the bare board: it does not quit.
    fn close_nothing(&self) -> &'static str;
    /// The command line asked for a new game; the saved one is an undo away.
    fn new_game_saved_back(&self) -> &'static str;
    fn keep_going(&self) -> &'static str;
    fn hint_thinking(&self) -> &'static str;
    fn hint_waits(&self) -> &'static str;
    fn hint_none(&self) -> &'static str;
    /// The solver's move.
    fn hint(&self, dir: Dir) -> String;
    fn autoplay_off(&self) -> &'static str;
    fn autoplay_needs_game(&self) -> &'static str;
    fn autoplay_boss(&self) -> &'static str;
    /// The pace after `+` or `-`; `end` when it is as fast (`true`) or slow as it goes.
    fn pace(&self, moves_per_second: u32, end: Option<bool>) -> String;
    /// What autoplay does, while it plays.
    fn autoplaying(&self, moves_per_second: u32) -> String;
    /// The same, shorter, where a line is short: the pace and how to stop.
    fn autoplaying_short(&self, moves_per_second: u32) -> String;
    fn nothing_to_replay(&self) -> &'static str;
    /// Why saving stopped (or fails).
    fn saving_off(&self, why: &str) -> String;
    fn saving_again(&self) -> &'static str;
    /// Why saving is off when there is no home folder for the state file.
    fn no_home_folder(&self) -> &'static str;
    /// A game played on from a replay's move `at`, in place of the game in play.
    fn played_on(&self, at: usize) -> String;
    /// What the status line says with nothing else to say.
    fn goal(&self, target: u64) -> String;
    /// The status line of an assisted game with nothing else to say.
    fn assisted(&self) -> &'static str;
    /// The solver's move marked on the board's edge, beside each row or column (a symbol
    /// a cell wide in every terminal set up for the language).
    fn hint_mark(&self, dir: Dir) -> &'static str;
    /// The solver builds its endgame tables, once: `mb` of them, kept in `folder` (none:
    /// in memory only).
    fn building_tables(&self, mb: u64, folder: Option<&str>) -> String;
    /// The room a screen lacks (`need` and `have`: columns and rows), in two lines.
    fn too_small(&self, need: (u16, u16), have: (u16, u16)) -> [String; 2];
    /// A notice's shortest form, once the screen has no room for its head: its first
    /// words and this mark.
    fn cut_mark(&self) -> &'static str;

    // -----------------------------------------------------------------------------------
    // What the game says as it starts

    fn empty_board(&self) -> &'static str;
    fn welcome_back(&self) -> &'static str;
    /// A daily game resumed.
    fn welcome_back_daily(&self, day: Day) -> String;
    /// A daily game begun.
    fn daily_greeting(&self, day: Day) -> String;
    /// The colours were guessed as 256: how to get the original's palette (said once).
    fn palette_tip(&self) -> &'static str;
    /// A saved game that could not be used: `cut` when its file ends in the middle; what of
    /// it was `kept` and what was `lost` (each of the `part_` words); the name it was kept
    /// under beside the new file (`None`: left where it was, and saving is off); and, for a
    /// file that is not merely cut, why it could not be read (the reader's own words).
    fn unreadable(
        &self,
        cut: bool,
        kept: &[&str],
        lost: &[&str],
        kept_as: Option<&str>,
        reason: &str,
    ) -> String;
    /// The parts of a saved game, as [`Texts::unreadable`] names them.
    fn part_best(&self) -> &'static str;
    fn part_stats(&self) -> &'static str;
    fn part_game(&self) -> &'static str;
    fn part_undo(&self) -> &'static str;
    fn part_history(&self) -> &'static str;
    /// Why saving is off after an unreadable file stayed where it was.
    fn unreadable_kept_in_place(&self) -> &'static str;
    /// The records file could not be read (the reader's words): kept aside as `name`.
    fn records_kept_aside(&self, reason: &str, name: &str) -> String;
    /// A save made once the solver's cache on a full disk was removed (`mb`: what it took).
    fn cache_given_up(&self, mb: u64) -> String;
    /// A finished game's record that could not be written, and why.
    fn record_not_kept(&self, why: &str) -> String;
    /// A record that does not lead to its game.
    fn record_does_not_replay(&self, why: &ReplayError) -> String;
    /// Why a finished game was not kept (after [`Texts::record_not_kept`]): its record, of
    /// `moves` moves, is longer than a record may be.
    fn record_too_long(&self, moves: usize) -> String;
    /// Why a finished game was not kept: its record does not replay.
    fn record_not_replayed(&self, why: &ReplayError) -> String;

    // -----------------------------------------------------------------------------------
    // The panels

    fn score(&self) -> &'static str;
    fn best(&self) -> &'static str;
    /// BEST while the game in play is assisted (still the best of the player's own
    /// games), and the same where room is short.
    fn your_best(&self) -> &'static str;
    fn yours(&self) -> &'static str;
    /// The best of assisted games, beneath YOUR BEST, and beside it on the one-line
    /// header (with what parts them).
    fn assisted_best_under(&self, best: &str) -> String;
    fn assisted_best_beside(&self, best: &str) -> String;
    fn moves(&self) -> &'static str;
    /// The replay's move counter.
    fn move_label(&self) -> &'static str;

    // -----------------------------------------------------------------------------------
    // The boxes over the board

    fn you_win(&self) -> &'static str;
    fn game_over(&self) -> &'static str;
    fn button_keep_going(&self) -> &'static str;
    fn button_new_game(&self) -> &'static str;
    fn button_try_again(&self) -> &'static str;
    fn button_undo(&self) -> &'static str;
    fn button_replay(&self) -> &'static str;
    /// Above the score in big digits.
    fn score_word(&self) -> &'static str;
    fn score_is(&self, score: u64) -> String;
    fn largest_tile(&self, tile: u64) -> String;
    fn new_best(&self) -> &'static str;
    fn best_is(&self, best: u64) -> String;
    fn assisted_best(&self, best: u64) -> String;
    /// Two facts of the box on one line (the largest tile, the best).
    fn facts(&self, first: &str, second: &str) -> String;
    /// A game's end on the status line, where there is no room for its box: its title,
    /// the score, the largest tile and the best.
    fn end_line(&self, title: &str, score: u64, tile: &str, best: &str) -> String;
    /// The daily game's streaks in its end box: the days in a row finished, and won.
    fn daily_streak(&self, finished: u32, won: u32) -> String;
    fn keys_title(&self) -> &'static str;
    /// The box of a warning too long for the status line.
    fn notice_title(&self) -> &'static str;
    /// Its last line: any key closes it (and shows the next of the `waiting` notices).
    fn notice_closes(&self, waiting: usize) -> String;
    fn stats_title(&self) -> &'static str;
    /// The last line of the help and the statistics.
    fn closes(&self) -> &'static str;
    fn closes_short(&self) -> &'static str;
    /// A page's last line, in the longest form that fits first (`last`: the box's own
    /// last line).
    fn page_forms(&self, page: usize, pages: usize, last: &str) -> [String; 4];
    /// The help's last lines: where the settings file is.
    fn settings_at(&self, path: &str) -> String;
    /// The help's lines in 256 colours: how to get the original's palette.
    fn palette_help(&self) -> &'static str;

    // -----------------------------------------------------------------------------------
    // The statistics

    fn own_games(&self) -> &'static str;
    fn assisted_games(&self) -> &'static str;
    fn played(&self) -> &'static str;
    fn won(&self) -> &'static str;
    /// Games won and their share of those played.
    fn wins(&self, wins: u64, percent: u64) -> String;
    fn moves_made(&self) -> &'static str;
    fn hints_used(&self) -> &'static str;
    fn best_tile(&self) -> &'static str;
    fn best_score(&self) -> &'static str;
    /// After the player's own best score: what it counts.
    fn by_your_own_moves(&self) -> &'static str;
    fn none_yet(&self) -> &'static str;
    /// After the count of games, when the game in play is among them.
    fn this_one_included(&self) -> &'static str;
    /// After the count of moves.
    fn undone_left_out(&self) -> &'static str;
    /// The chart's title for `games` games, in the longest form that fits first.
    fn chart_titles(&self, games: usize) -> Vec<String>;
    /// The daily game's heading, its streaks' label, the streaks (the days in a row
    /// finished, and won) and the longest of each.
    fn daily_game(&self) -> &'static str;
    fn days_in_a_row(&self) -> &'static str;
    fn streak_words(&self, finished: u32, won: u32) -> String;
    fn longest_streaks(&self, finished: u32, won: u32) -> String;

    // -----------------------------------------------------------------------------------
    // The replay screen

    /// What its keys do, as the key table says it (`docs/commands.md` says the same).
    fn replay_help_back(&self) -> &'static str;
    fn replay_help_on(&self) -> &'static str;
    fn replay_help_first(&self) -> &'static str;
    fn replay_help_last(&self) -> &'static str;
    fn replay_help_play(&self) -> &'static str;
    fn replay_help_faster(&self) -> &'static str;
    fn replay_help_slower(&self) -> &'static str;
    fn replay_help_play_on(&self) -> &'static str;
    fn replay_help_leave(&self) -> &'static str;
    /// Its footer's words; the keys of the bindings that share one are shown together.
    fn replay_footer_step(&self) -> &'static str;
    fn replay_footer_ends(&self) -> &'static str;
    fn replay_footer_play(&self) -> &'static str;
    fn replay_footer_pace(&self) -> &'static str;
    fn replay_footer_play_on(&self) -> &'static str;
    fn replay_footer_back(&self) -> &'static str;
    /// Enter in the replay of a daily game in its own slot: where to play on from it.
    fn replay_play_on_daily(&self) -> &'static str;
    fn replay_title(&self, size: usize, assisted: bool) -> String;
    fn replay_start(&self) -> &'static str;
    /// The move that led to the board shown.
    fn replay_move(&self, n: usize, dir: Dir) -> String;
    /// The solver's grade of a move, and its own move when it differs.
    fn replay_grade(&self, grade: Grade, best: Option<Dir>) -> String;
    /// A move graded best that is not the solver's (`best`): within the margin that
    /// grades a move best, it is as good.
    fn replay_as_good(&self, grade: Grade, best: Dir) -> String;
    fn replay_reviewing(&self, percent: usize) -> String;
    fn replay_playing(&self, moves_per_second: u32) -> String;

    // -----------------------------------------------------------------------------------
    // The daily game's line to share, and the line printed on quitting

    /// The line a finished daily game is shared by: the day, the largest tile, the points,
    /// moves and undos (`counts`, with their thousands apart), the tries it took, the
    /// accuracy once the review is in, whether the solver helped, and the daily streaks
    /// as they stand on its day (the days in a row finished, and won; none while no run
    /// is alive).
    #[allow(clippy::too_many_arguments)]
    fn share_line(
        &self,
        day: Day,
        tile: u64,
        counts: [String; 3],
        undos: u64,
        tries: u32,
        accuracy: Option<f64>,
        assisted: bool,
        streak: (u32, u32),
    ) -> String;
    /// The line printed on quitting: the score and the best on this board (`own`: the
    /// score is the player's new best; `assisted`: the solver played in it), then where
    /// the game was saved, or why not (`saved`: from the `saved_` texts).
    fn quit_line(
        &self,
        score: u64,
        best: u64,
        size: usize,
        own: bool,
        assisted: bool,
        saved: &str,
    ) -> String;
    fn saved_in(&self, path: &str) -> String;
    fn saved(&self) -> &'static str;
    fn not_saved(&self, why: &str) -> String;

    // -----------------------------------------------------------------------------------
    // The line a command fails with when the game cannot run (the state file's, in
    // `FileTexts`)

    fn input_not_a_terminal(&self) -> &'static str;
    fn output_not_a_terminal(&self) -> &'static str;
    /// The terminal failed (`what`: the system's words).
    fn terminal_error(&self, what: &str) -> String;
}
