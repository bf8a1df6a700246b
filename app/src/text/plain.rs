//! The plain interface's words: the board, a move, the game's turns and the keys, as
//! lines a screen reader says in order.

use i18n_embed_fl::fl;
use tui2048_engine::game::{Dir, Grade};

use super::Texts;
use super::table::Join;

impl Texts {
    /// Said first, once: the game's name and the keys to begin with: those that move
    /// (left, right, up, down), help and quit.
    pub fn plain_welcome(&self, moves: &str, help: &str, quit: &str) -> String {
        fl!(
            self.loader,
            "plain-welcome",
            moves = moves,
            help = help,
            quit = quit
        )
    }
    /// The keys that move, as they are unless the player chose others.
    pub fn plain_default_moves(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-default-moves"))
    }
    /// The player's own keys that move, each with where it goes.
    pub fn plain_moves_keys(&self, left: &str, right: &str, up: &str, down: &str) -> String {
        fl!(
            self.loader,
            "plain-moves-keys",
            left = left,
            right = right,
            up = up,
            down = down
        )
    }
    /// A cell with no tile.
    pub fn plain_blank(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-blank"))
    }
    /// The cells of a row or a column, each its tile's name or the word for none.
    /// Three blank cells or more in a row are said as their count: an 8 by 8 board's
    /// blanks are not said 61 times.
    pub fn plain_cells(&self, cells: &[Option<String>]) -> String {
        let mut words: Vec<String> = Vec::new();
        let mut blanks = 0;
        let flush = |blanks: &mut usize, words: &mut Vec<String>| {
            match *blanks {
                0 => {}
                n @ 1..=2 => words.extend((0..n).map(|_| self.plain_blank().to_string())),
                n => words.push(fl!(self.loader, "plain-blanks", count = n)),
            }
            *blanks = 0;
        };
        for cell in cells {
            match cell {
                None => blanks += 1,
                Some(tile) => {
                    flush(&mut blanks, &mut words);
                    words.push(tile.clone());
                }
            }
        }
        flush(&mut blanks, &mut words);
        words.join(self.plain_comma())
    }
    /// After the board: how many cells are empty, the largest tile and where, and the
    /// moves that do something (`moves`, a list; none: none does).
    pub fn plain_summary(
        &self,
        empty: usize,
        largest: &str,
        row: usize,
        column: usize,
        moves: Option<&str>,
    ) -> String {
        fl!(
            self.loader,
            "plain-summary",
            empty = empty,
            largest = largest,
            row = row,
            column = column,
            moves = moves.unwrap_or("none")
        )
    }
    /// A direction, in a list of the moves that do something.
    pub fn plain_dir_word(&self, dir: Dir) -> String {
        fl!(self.loader, "direction", dir = dir.name())
    }
    /// What separates cells and tiles in a list said aloud.
    fn plain_comma(&self) -> &'static str {
        // The language's own comma, as its list of two words has it.
        self.interned(self.list(Join::Comma, &["", ""]))
    }
    /// A row of the board read whole (`row` from 1).
    pub fn plain_board_row(&self, row: usize, cells: &str) -> String {
        fl!(self.loader, "plain-board-row", row = row, cells = cells)
    }
    /// A row read alone.
    pub fn plain_row(&self, row: usize, cells: &str) -> String {
        fl!(self.loader, "plain-row", row = row, cells = cells)
    }
    /// A column read alone.
    pub fn plain_column(&self, column: usize, cells: &str) -> String {
        fl!(self.loader, "plain-column", column = column, cells = cells)
    }
    /// The score and the best, after the board.
    pub fn plain_score(&self, score: u64, best: u64) -> String {
        fl!(self.loader, "plain-score", score = score, best = best)
    }
    /// A tile and where it is (`row`, `column` from 1).
    pub fn plain_tile_at(&self, tile: &str, row: usize, column: usize) -> String {
        fl!(
            self.loader,
            "plain-tile-at",
            tile = tile,
            row = row,
            column = column
        )
    }
    /// A list of tiles (or tiles and where), `a and b`, `a, b and c`.
    pub fn plain_and(&self, words: &[String]) -> String {
        self.list(Join::And, words)
    }
    /// A move: its direction, the tiles its merges made (none: it merged nothing), the
    /// new tile and where, the score.
    pub fn plain_move(&self, dir: Dir, merged: Option<&str>, tile: &str, score: u64) -> String {
        match merged {
            None => fl!(
                self.loader,
                "plain-move",
                dir = dir.name(),
                tile = tile,
                score = score
            ),
            Some(tiles) => fl!(
                self.loader,
                "plain-move-merged",
                dir = dir.name(),
                tiles = tiles,
                tile = tile,
                score = score
            ),
        }
    }
    /// A new tile and where, in brief: its row and column, by number.
    pub fn plain_tile_at_brief(&self, tile: &str, row: usize, column: usize) -> String {
        fl!(
            self.loader,
            "plain-tile-at-brief",
            tile = tile,
            row = row,
            column = column
        )
    }
    /// A move in brief: its direction, the new tile and where, the score, then what merged.
    pub fn plain_move_brief(
        &self,
        dir: Dir,
        merged: Option<&str>,
        tile: &str,
        score: u64,
    ) -> String {
        match merged {
            None => fl!(
                self.loader,
                "plain-move-brief",
                dir = dir.name(),
                tile = tile,
                score = score
            ),
            Some(tiles) => fl!(
                self.loader,
                "plain-move-brief-merged",
                dir = dir.name(),
                tiles = tiles,
                tile = tile,
                score = score
            ),
        }
    }
    /// A move key that moves nothing.
    pub fn plain_no_move(&self, dir: Dir) -> String {
        fl!(self.loader, "plain-no-move", dir = dir.name())
    }
    /// The same move key again, moving nothing again.
    pub fn plain_no_move_again(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-no-move-again"))
    }
    /// A key the game does not use (`key`, as said), and the key of the help.
    pub fn plain_unbound(&self, key: &str, help: &str) -> String {
        fl!(self.loader, "plain-unbound", key = key, help = help)
    }
    /// A key of the game that has nothing to do now (Enter outside a win).
    pub fn plain_nothing_now(&self, key: &str) -> String {
        fl!(self.loader, "plain-nothing-now", key = key)
    }
    /// A move undone: its direction, the tile that goes and where (none: no tile came),
    /// the score, and what the next undo does.
    pub fn plain_undone_move(
        &self,
        dir: Dir,
        gone: Option<&str>,
        score: u64,
        next: &str,
    ) -> String {
        match gone {
            Some(tile) => fl!(
                self.loader,
                "plain-undone-move",
                dir = dir.name(),
                tile = tile,
                score = score,
                next = next
            ),
            None => fl!(
                self.loader,
                "plain-undone-move-only",
                dir = dir.name(),
                score = score,
                next = next
            ),
        }
    }
    /// How many more moves of this game an undo can take back.
    pub fn plain_undos_left(&self, left: usize) -> String {
        fl!(self.loader, "plain-undos-left", left = left)
    }
    /// The next undo brings the game before back.
    pub fn plain_undo_brings_back(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-undo-brings-back"))
    }
    /// Said on quitting, once the game is saved: the score and the best.
    pub fn plain_quit(&self, score: u64, best: u64) -> String {
        fl!(self.loader, "plain-quit", score = score, best = best)
    }
    /// Said on quitting when the game could not be saved, and why.
    pub fn plain_quit_not_saved(&self, why: &str, score: u64, best: u64) -> String {
        fl!(
            self.loader,
            "plain-quit-not-saved",
            why = why,
            score = score,
            best = best
        )
    }
    /// A pause between two parts of a line, where the screen has a dash or a dot.
    pub fn plain_pause(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-pause"))
    }
    /// The word between a board's two sides, where the screen has `×`.
    pub fn plain_by(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-by"))
    }
    /// The word between two choices, where the screen has `/`.
    pub fn plain_or(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-or"))
    }
    /// Autoplay's pace after `+` or `-` (`end`: the fastest, the slowest), said as for
    /// later where autoplay is off.
    pub fn plain_pace(&self, moves: u32, end: Option<bool>, on: bool) -> String {
        let end = match end {
            Some(true) => "fastest",
            Some(false) => "slowest",
            None => "none",
        };
        let on = if on { "yes" } else { "no" };
        fl!(self.loader, "plain-pace", moves = moves, end = end, on = on)
    }
    /// A key that changes only the full screen's look.
    pub fn plain_look_only(&self, key: &str) -> String {
        fl!(self.loader, "plain-look-only", key = key)
    }
    pub fn plain_help_hint(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-help-hint"))
    }
    pub fn plain_help_autoplay(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-help-autoplay"))
    }
    pub fn plain_help_help(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-help-help"))
    }
    pub fn plain_help_stats(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-help-stats"))
    }
    pub fn plain_help_close(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-help-close"))
    }
    /// The replay left: the game again, its score and the best.
    pub fn plain_back(&self, score: u64, best: u64) -> String {
        fl!(self.loader, "plain-back", score = score, best = best)
    }
    /// The solver's move.
    pub fn plain_hint(&self, dir: Dir) -> String {
        fl!(self.loader, "plain-hint", dir = dir.name())
    }
    /// The game is over.
    pub fn plain_over(&self, score: u64) -> String {
        fl!(self.loader, "plain-over", score = score)
    }
    /// A new game (or the last one back): what the status line says, then its tiles.
    pub fn plain_new_game(&self, what: &str, tiles: &str) -> String {
        fl!(self.loader, "plain-new-game", what = what, tiles = tiles)
    }
    /// After an undo: what the status line says, and the score.
    pub fn plain_undone(&self, what: &str, score: u64) -> String {
        fl!(self.loader, "plain-undone", what = what, score = score)
    }
    pub fn plain_autoplay_on(&self, moves: u32) -> String {
        fl!(self.loader, "plain-autoplay-on", moves = moves)
    }
    pub fn plain_autoplay_off(&self, moves: u64, score: u64) -> String {
        fl!(
            self.loader,
            "plain-autoplay-off",
            moves = moves,
            score = score
        )
    }
    /// The help's title.
    pub fn plain_keys(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-keys"))
    }
    /// A line of the help: the keys, and what they do.
    pub fn plain_key_line(&self, keys: &str, what: &str) -> String {
        fl!(self.loader, "plain-key-line", keys = keys, what = what)
    }
    /// An arrow key, by name.
    pub fn plain_arrow(&self, dir: Dir) -> &'static str {
        self.interned(fl!(self.loader, "plain-arrow", dir = dir.name()))
    }
    pub fn plain_help_board(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-help-board"))
    }
    /// The keys that read a row: 1 to `last`.
    pub fn plain_help_rows(&self, last: usize) -> String {
        fl!(self.loader, "plain-help-rows", last = last)
    }
    /// The keys that read a column: Shift with 1 to `last`.
    pub fn plain_help_columns(&self, last: usize) -> String {
        fl!(self.loader, "plain-help-columns", last = last)
    }
    /// The reading cursor's keys and what they do, in the plain interface's help.
    pub fn plain_help_cursor(&self, dir: Dir) -> &'static str {
        self.interned(match dir {
            Dir::Left => fl!(self.loader, "plain-help-cursor-left"),
            Dir::Right => fl!(self.loader, "plain-help-cursor-right"),
            Dir::Up => fl!(self.loader, "plain-help-cursor-up"),
            Dir::Down => fl!(self.loader, "plain-help-cursor-down"),
        })
    }
    pub fn plain_help_read_cell(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-help-read-cell"))
    }
    pub fn plain_help_read_row(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-help-read-row"))
    }
    pub fn plain_help_read_column(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-help-read-column"))
    }
    pub fn plain_help_summary(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-help-summary"))
    }
    pub fn plain_help_verbosity(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-help-verbosity"))
    }
    /// The cell under the reading cursor (`row`, `column` from 1): its tile, or the word
    /// for none; `edge`, where the cursor could go no further.
    pub fn plain_cell(&self, row: usize, column: usize, cell: &str, edge: bool) -> String {
        if edge {
            fl!(
                self.loader,
                "plain-cell-edge",
                row = row,
                column = column,
                cell = cell
            )
        } else {
            fl!(
                self.loader,
                "plain-cell",
                row = row,
                column = column,
                cell = cell
            )
        }
    }
    /// How much a move's line says, brief or verbose.
    pub fn plain_verbosity(&self, brief: bool) -> &'static str {
        self.interned(if brief {
            fl!(self.loader, "plain-brief")
        } else {
            fl!(self.loader, "plain-verbose")
        })
    }
    /// That choice, when it could not be written to the settings file.
    pub fn plain_verbosity_not_written(&self, what: &str, why: &str) -> String {
        fl!(
            self.loader,
            "plain-verbosity-not-kept",
            what = what,
            why = why
        )
    }
    /// The letters tiles are named by, said once in the help.
    pub fn plain_help_letters(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-help-letters"))
    }
    /// A line of the statistics.
    pub fn plain_stat(&self, what: &str, value: &str) -> String {
        fl!(self.loader, "plain-stat", what = what, value = value)
    }
    /// A best score, and the size of board it was made on.
    pub fn plain_best(&self, score: u64, size: usize) -> String {
        fl!(self.loader, "plain-best", score = score, size = size)
    }
}

impl Texts {
    /// The replay, said first: its moves and score, and its keys.
    pub fn plain_replay_welcome(&self, moves: usize, score: u64) -> String {
        fl!(
            self.loader,
            "plain-replay-welcome",
            moves = moves,
            score = score
        )
    }
    /// Where the replay stands.
    pub fn plain_replay_at(&self, at: usize, moves: usize, score: u64) -> String {
        fl!(
            self.loader,
            "plain-replay-at",
            at = at,
            moves = moves,
            score = score
        )
    }
    /// A tile larger than any before it, reached in the replay.
    pub fn plain_replay_largest(&self, tile: &str) -> String {
        fl!(self.loader, "plain-replay-largest", tile = tile)
    }
    /// A move of the replay: where, then the move's own line.
    pub fn plain_replay_move(&self, at: usize, moves: usize, what: &str) -> String {
        fl!(
            self.loader,
            "plain-replay-move",
            at = at,
            moves = moves,
            what = what
        )
    }
    /// The review's word on a move: its grade, and the solver's move where it differs.
    pub fn plain_verdict(&self, grade: Grade, best: bool, dir: Dir) -> String {
        fl!(
            self.loader,
            "plain-verdict",
            grade = grade.name(),
            best = super::table::yes(best),
            dir = dir.name()
        )
    }
    pub fn plain_replay_playing(&self, moves: u32) -> String {
        fl!(self.loader, "plain-replay-playing", moves = moves)
    }
    /// The replay's pace changed.
    pub fn plain_replay_pace(&self, moves: u32) -> String {
        fl!(self.loader, "plain-replay-pace", moves = moves)
    }
    /// The replay paused or at its end: where, the score and the largest tile.
    pub fn plain_replay_paused(
        &self,
        at: usize,
        moves: usize,
        score: u64,
        largest: &str,
    ) -> String {
        fl!(
            self.loader,
            "plain-replay-paused",
            end = if at == moves { "yes" } else { "no" },
            at = at,
            moves = moves,
            score = score,
            largest = largest
        )
    }
    /// What `p` does in the replay.
    pub fn plain_replay_play(&self) -> &'static str {
        self.interned(fl!(self.loader, "plain-replay-play"))
    }
}
