//! The plain interface's core: what a screen reader says of the game, as lines in order.
//! The game is the same (the same model, fed by the same `update`); what changed from one
//! message to the next is said here, in the run's language: a move in one line (its
//! direction, what merged, where the new tile came, the score), a win, the game's end, an
//! undo, a new game, a hint, autoplay's start and end, every notice. The board is read on
//! a key: the whole board and the score, or one row, or one column, or by the reading
//! cursor (`cursor.rs`). The replay's lines are `replay.rs`'s. Pure: the runtime writes
//! the lines.

use tui2048_engine::game::{Board, Day, Dir, GameState, Motion, Pos, Status, Streak};

use super::keymap::{Action, KEYMAP, Key, KeyCode, Keymap};
use super::model::{Model, Overlay, Saving};
use super::notice::Notice;
use super::text::Texts;
use crate::settings::{Labels, ReplaySays, Verbosity};

/// The terminal's bell, said as a line of its own where sounds are on: the one control
/// character the plain interface writes (the speaker writes it as one byte).
pub const BELL: &str = "\u{7}";

mod answer;
mod cursor;
mod ear;
pub mod reading;
mod replay;

pub use cursor::verbosity_said;
use ear::key_said;
pub use ear::{for_ear, look_only};
pub use reading::Reading;
#[cfg(any(test, feature = "testing"))]
pub use reading::replay_key;
use reading::shown_cell;
pub use replay::{ReplayGlance, replay_read, replay_told, replay_welcome};

/// What a key does in the plain interface instead of playing: it reads the board by the
/// reading cursor (`Cursor`, with the cursor's action) or by the board's own keys
/// (`Board`), switches moves' lines between brief and verbose, or says that it changes
/// only the look (nothing is drawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlainRead {
    LookOnly(Key),
    Verbosity,
    Cursor(Action),
    Board(Reading),
}

/// What `key` reads in the plain interface, if it is a key that reads rather than plays.
pub fn plain_read(model: &Model, key: Key) -> Option<PlainRead> {
    match model.keymap().action_for(key) {
        Some(Action::Theme | Action::Boss) => Some(PlainRead::LookOnly(key)),
        Some(Action::Verbosity) => Some(PlainRead::Verbosity),
        Some(action) if action.plain_only() => Some(PlainRead::Cursor(action)),
        Some(_) => None,
        None => reading_of(model.keymap(), key, model.game().board().size()).map(PlainRead::Board),
    }
}

/// What `key` reads of a board of side `size`, if it is a reading key: Space the board,
/// 1 to `size` a row, Shift with 1 to `size` a column. A key the player's `keymap` gives
/// an action keeps its action.
pub fn reading_of(keymap: &Keymap, key: Key, size: usize) -> Option<Reading> {
    if key.ctrl || keymap.action_for(key).is_some() {
        return None;
    }
    let KeyCode::Char(c) = key.code else {
        return None;
    };
    if c == ' ' {
        return Some(Reading::Board);
    }
    shown_cell(c, size)
}

/// The name of a tile of `value`, or none for an empty cell.
fn tile(labels: Labels, value: u64) -> Option<String> {
    (value != 0).then(|| labels.of(value))
}

/// The cells of row `row`, left to right.
fn row_cells(board: &Board, labels: Labels, row: usize) -> Vec<Option<String>> {
    (0..board.size())
        .map(|col| tile(labels, board.value(Pos::new(row, col))))
        .collect()
}

/// The cells of column `col`, top to bottom.
fn column_cells(board: &Board, labels: Labels, col: usize) -> Vec<Option<String>> {
    (0..board.size())
        .map(|row| tile(labels, board.value(Pos::new(row, col))))
        .collect()
}

/// What `reading` says of the game in `model`.
pub fn read(model: &Model, labels: Labels, reading: Reading) -> Vec<String> {
    let t = model.texts();
    let score = t.plain_score(model.game().score(), model.best_score());
    let board = model.game().board();
    let mut lines = read_board(t, board, labels, reading, score);
    if reading == Reading::Board {
        lines.push(summary(t, board, labels));
    }
    lines
}

/// How many cells are empty, the largest tile and where (the first from the top left),
/// and the moves that do something.
fn summary(t: &Texts, board: &Board, labels: Labels) -> String {
    let largest = board.max_tile();
    let at = board
        .positions()
        .find(|&p| board.value(p) == largest)
        .unwrap_or(Pos::new(0, 0));
    let moves: Vec<String> = Dir::ALL
        .into_iter()
        .filter(|&d| board.slide(d).is_some())
        .map(|d| t.plain_dir_word(d))
        .collect();
    let moves = (!moves.is_empty()).then(|| t.plain_and(&moves));
    t.plain_summary(
        board.empty_cells().len(),
        &labels.of(largest),
        at.row + 1,
        at.col + 1,
        moves.as_deref(),
    )
}

/// What `reading` says of `board`; `last`, after the whole board.
fn read_board(
    t: &Texts,
    board: &Board,
    labels: Labels,
    reading: Reading,
    last: String,
) -> Vec<String> {
    let size = board.size();
    match reading {
        Reading::Board => {
            let mut lines: Vec<String> = (0..size)
                .map(|row| {
                    t.plain_board_row(row + 1, &t.plain_cells(&row_cells(board, labels, row)))
                })
                .collect();
            lines.push(last);
            lines
        }
        Reading::Row(row) if row < size => {
            vec![t.plain_row(row + 1, &t.plain_cells(&row_cells(board, labels, row)))]
        }
        Reading::Column(col) if col < size => {
            vec![t.plain_column(col + 1, &t.plain_cells(&column_cells(board, labels, col)))]
        }
        Reading::Row(_) | Reading::Column(_) => Vec::new(),
    }
}

/// Every tile of a board and where it is, as one list: a new game's first tiles.
fn tiles_at(t: &Texts, board: &Board, labels: Labels) -> String {
    let tiles: Vec<String> = board
        .positions()
        .filter_map(|pos| {
            tile(labels, board.value(pos))
                .map(|name| t.plain_tile_at(&name, pos.row + 1, pos.col + 1))
        })
        .collect();
    t.plain_and(&tiles)
}

/// The help, as lines: each action's keys and what they do, then the keys that read the board, then the letters when tiles
/// are named by them.
pub fn help(model: &Model, labels: Labels) -> Vec<String> {
    let t = model.texts();
    let size = model.game().board().size();
    let mut lines = vec![t.plain_keys().to_string()];
    // Nothing to hide, no colours: those keys are left out.
    let unplain = [Action::Boss, Action::Theme, Action::Copy];
    let keymap = model.keymap();
    for binding in KEYMAP.iter().filter(|b| !unplain.contains(&b.action)) {
        let keys: Vec<String> = keymap
            .keys(binding.action)
            .iter()
            .map(|&k| key_said(t, k))
            .collect();
        if !keys.is_empty() {
            let what = ear::help_words(t, binding.action)
                .map_or_else(|| for_ear(t, (binding.help)(t)), str::to_string);
            lines.push(t.plain_key_line(&keys.join(", "), &what));
        }
    }
    lines.push(t.plain_help_board().to_string());
    lines.push(t.plain_help_rows(size));
    lines.push(t.plain_help_columns(size));
    if labels == Labels::Letters {
        lines.push(t.plain_help_letters().to_string());
    }
    lines
}

/// The statistics, as lines: the player's own games, then the assisted ones and the
/// races where there are any.
pub fn statistics(model: &Model) -> Vec<String> {
    let t = model.texts();
    let stats = model.stats_with_game();
    let rate = |wins: u64, games: u64| {
        let percent = if games == 0 {
            0
        } else {
            (100 * u128::from(wins) / u128::from(games)) as u64
        };
        t.wins(wins, percent)
    };
    let best_tile = |tile: u64| match tile {
        0 => t.none_yet().to_string(),
        tile => tile.to_string(),
    };
    let mut lines = vec![t.own_games().to_string()];
    let own = stats.own;
    lines.push(t.plain_stat(t.played(), &own.games.to_string()));
    lines.push(t.plain_stat(t.won(), &for_ear(t, &rate(own.wins, own.games))));
    lines.push(t.plain_stat(t.moves_made(), &own.moves.to_string()));
    lines.push(t.plain_stat(t.hints_used(), &own.hints.to_string()));
    lines.push(t.plain_stat(t.best_tile(), &best_tile(own.best_tile)));
    let size = model.game().board().size();
    let best = model.best_score();
    let best = match best {
        0 => t.none_yet().to_string(),
        best => t.plain_best(best, size),
    };
    lines.push(t.plain_stat(t.best_score(), &best));
    let helped = stats.assisted;
    if helped.games > 0 {
        lines.push(t.assisted_games().to_string());
        lines.push(t.plain_stat(t.played(), &helped.games.to_string()));
        lines.push(t.plain_stat(t.won(), &for_ear(t, &rate(helped.wins, helped.games))));
        lines.push(t.plain_stat(t.best_tile(), &best_tile(helped.best_tile)));
    }
    let races = model.scores().races();
    if races.games > 0 {
        lines.push(t.races().to_string());
        lines.push(t.plain_stat(t.played(), &races.games.to_string()));
        lines.push(t.plain_stat(t.won(), &for_ear(t, &rate(races.wins, races.games))));
    }
    // The daily game's streaks, as the full screen shows them.
    let streak = stats.daily;
    let daily = model.session().record().origin().day().is_some();
    if daily || streak != Streak::default() {
        let (finished, won) = streak.on(Day::from_unix(model.clock()));
        let longest = t.longest_streaks(streak.finished.longest, streak.won.longest);
        lines.push(t.daily_game().to_string());
        let words = format!("{}{longest}", t.streak_words(finished, won));
        lines.push(t.plain_stat(t.days_in_a_row(), &words));
    }
    lines
}

/// What is said of a model, taken before a message, to compare with the model after it.
#[derive(Clone, Debug)]
pub struct Glance {
    game: GameState,
    notice: Option<Notice>,
    overlay: Overlay,
    autoplay: bool,
    hint: Option<Dir>,
    shared: bool,
    saving: Saving,
    /// The direction of the game's last move, which an undo takes back.
    last_dir: Option<Dir>,
}

impl Glance {
    pub fn of(model: &Model) -> Glance {
        Glance {
            game: model.game().clone(),
            notice: model.notice().cloned(),
            overlay: model.overlay(),
            autoplay: model.solver().autoplay(),
            hint: model.session().hint(),
            shared: model.shared.is_some(),
            saving: model.saving().clone(),
            last_dir: model.session().record().moves().last().copied(),
        }
    }
}

/// What the plain interface says as the game goes: the lines of each change, and what it
/// keeps to say them (the tiles' names, the move autoplay started at).
#[derive(Clone, Debug)]
pub struct Narrator {
    labels: Labels,
    /// The game's move count when autoplay started, while it plays.
    autoplay_from: Option<u64>,
    /// Whether the game in play's line to share was said: once a game.
    shared_said: bool,
    /// The notices said with the welcome that the status line has yet to come to: each
    /// is not said again when it does.
    said_ahead: Vec<Notice>,
    /// How much a move's line says.
    verbosity: Verbosity,
    /// Whether the bell rings at a game over, a win and a key that does nothing.
    sounds: bool,
    /// The reading cursor's cell, from the top left: it starts there.
    cursor: Pos,
    /// What the replay says while it plays.
    replay_says: ReplaySays,
}

impl Narrator {
    pub fn new(labels: Labels) -> Narrator {
        Narrator {
            labels,
            autoplay_from: None,
            shared_said: false,
            said_ahead: Vec::new(),
            verbosity: Verbosity::Verbose,
            sounds: false,
            cursor: Pos::new(0, 0),
            replay_says: ReplaySays::Nothing,
        }
    }

    /// This narrator's replay saying `says` while it plays.
    pub fn replaying(self, replay_says: ReplaySays) -> Narrator {
        Narrator {
            replay_says,
            ..self
        }
    }

    pub fn replay_says(&self) -> ReplaySays {
        self.replay_says
    }

    /// This narrator saying moves as `verbosity` asks, ringing the bell where `sounds`.
    pub fn speaking(self, verbosity: Verbosity, sounds: bool) -> Narrator {
        Narrator {
            verbosity,
            sounds,
            ..self
        }
    }

    pub fn labels(&self) -> Labels {
        self.labels
    }

    /// The lines to say first: the welcome, the board, and the notices the game starts
    /// with (every one, each on its line: a settings file's problems among them).
    pub fn welcome(&mut self, model: &Model) -> Vec<String> {
        let t = model.texts();
        let keymap = model.keymap();
        let moves = [Dir::Left, Dir::Right, Dir::Up, Dir::Down].map(Action::Move);
        let default = |a: Action| KEYMAP.iter().find(|b| b.action == a).map(|b| b.keys);
        let moving = if moves.iter().all(|&a| Some(keymap.keys(a)) == default(a)) {
            t.plain_default_moves().to_string()
        } else {
            // Each key with where it goes.
            let [left, right, up, down] = moves.map(|a| {
                keymap
                    .keys(a)
                    .first()
                    .map_or_else(|| "-".to_string(), |&k| key_said(t, k))
            });
            t.plain_moves_keys(&left, &right, &up, &down)
        };
        let first = |action| keymap.keys(action).first().map(|&k| key_said(t, k));
        let help = first(Action::Help).unwrap_or_default();
        let quit = first(Action::Quit).unwrap_or_default();
        let mut lines = vec![t.plain_welcome(&moving, &help, &quit)];
        // The board and the score; the summary waits for Space.
        let score = t.plain_score(model.game().score(), model.best_score());
        let board = model.game().board();
        lines.extend(read_board(t, board, self.labels, Reading::Board, score));
        lines.extend(model.notice().and_then(|n| ear::notice_said(model, n)));
        self.said_ahead = model.notices.waiting().cloned().collect();
        lines.extend(
            self.said_ahead
                .iter()
                .filter_map(|n| ear::notice_said(model, n)),
        );
        // A game resumed as it stands: over, won, or played in by the solver.
        let game = model.game();
        match game.status() {
            Status::Over => lines.push(t.plain_over(game.score())),
            Status::Won => lines.push(for_ear(t, t.waits_won())),
            Status::Playing | Status::KeepPlaying => {}
        }
        if game.assisted() {
            lines.push(for_ear(t, t.assisted()));
        }
        lines
    }

    /// What a key that reads says of the game in `model` (brief or verbose is the loop's
    /// to keep, then [`verbosity_said`]).
    pub fn read_out(&mut self, model: &Model, what: PlainRead) -> Vec<String> {
        match what {
            PlainRead::LookOnly(key) => look_only(model, key).into_iter().collect(),
            PlainRead::Cursor(action) => self.read_at_cursor(model, action).into_iter().collect(),
            PlainRead::Board(reading) => read(model, self.labels, reading),
            PlainRead::Verbosity => Vec::new(),
        }
    }

    /// What changed from `before` to `after`, as lines in the order a player needs them;
    /// `key`, the key that made the change, if one did: a key always has an answer.
    pub fn tell(&mut self, before: &Glance, after: &Model, key: Option<Key>) -> Vec<String> {
        let mut lines = self.changes(before, after);
        let mut nothing = false;
        if lines.is_empty()
            && let Some(key) = key
            && let Some(answer) = answer::answer(before.notice.as_ref(), after, key)
        {
            lines.push(answer);
            nothing = true;
        }
        // A key that did nothing rings, where sounds are on: a move that moves nothing,
        // an undo with none left, said the first time too.
        let refused = after.notice().is_some_and(Notice::refuses);
        nothing |= key.is_some() && *after.game() == before.game && refused;
        if self.sounds && nothing {
            lines.push(BELL.to_string());
        }
        lines
    }

    /// What changed from `before` to `after`, as lines in the order a player needs them.
    fn changes(&mut self, before: &Glance, after: &Model) -> Vec<String> {
        let t = after.texts();
        let game = after.game();
        let mut lines = Vec::new();
        // The notice is said unless what is said of the change says it better.
        let mut notice = after
            .notice()
            .filter(|&n| before.notice.as_ref() != Some(n));
        // Said with the welcome already.
        if let Some(at) = notice.and_then(|n| self.said_ahead.iter().position(|s| s == n)) {
            self.said_ahead.remove(at);
            notice = None;
        }
        let autoplay = after.solver().autoplay();
        if autoplay && !before.autoplay {
            self.autoplay_from = Some(before.game.moves());
            lines.push(t.plain_autoplay_on(after.solver().moves_per_second()));
        }
        let stepped = self.board_said(before, after, &mut notice, &mut lines);
        if before.autoplay && !autoplay {
            let from = self.autoplay_from.take().unwrap_or(before.game.moves());
            let played = game.moves().saturating_sub(from);
            lines.push(t.plain_autoplay_off(played, game.score()));
            // The notice that it stopped says it again.
            notice = notice.filter(|&n| *n != Notice::AutoplayOff);
        }
        if game.status() != before.game.status() || (stepped && game.status() == Status::Over) {
            match game.status() {
                Status::Won => lines.push(for_ear(t, t.waits_won())),
                Status::Over => lines.push(t.plain_over(game.score())),
                Status::Playing | Status::KeepPlaying => {}
            }
            if self.sounds && matches!(game.status(), Status::Won | Status::Over) {
                lines.push(BELL.to_string());
            }
        }
        let hint = after.session().hint();
        if let Some(dir) = hint.filter(|_| hint != before.hint) {
            lines.push(t.plain_hint(dir));
            notice = notice.filter(|&n| *n != Notice::Hint(Some(dir)));
        }
        if let Some(n) = notice {
            lines.extend(ear::notice_said(after, n));
        }
        self.asides_said(before, after, stepped, &mut lines);
        lines
    }

    /// What is said of the board's change (a move, an undo, a new game), into `lines`;
    /// the notice said with it taken. Whether the board took one step.
    fn board_said<'a>(
        &mut self,
        before: &Glance,
        after: &'a Model,
        notice: &mut Option<&'a Notice>,
        lines: &mut Vec<String>,
    ) -> bool {
        let t = after.texts();
        let game = after.game();
        let autoplay = after.solver().autoplay();
        let stepped = game.moves() == before.game.moves() + 1 && *game != before.game;
        if *game != before.game {
            if stepped {
                // Autoplay's moves go by unsaid: its end says how far it went.
                if !(autoplay && before.autoplay) {
                    lines.extend(self.move_line(t, after));
                }
            } else if game.board() == before.game.board() && game.moves() == before.game.moves() {
                // The same board, gone on from (keep going after a win): the notice says it.
            } else if let Some(line) = self.undone(before, after) {
                notice.take();
                lines.push(line);
            } else if game.moves() == 0 {
                self.shared_said = false;
                let what = notice.take().map(|n| t.notice(n)).unwrap_or_default();
                let what = for_ear(t, &what);
                lines.push(t.plain_new_game(&what, &tiles_at(t, game.board(), self.labels)));
            } else {
                let what = notice.take().map(|n| t.notice(n)).unwrap_or_default();
                let what = for_ear(t, &what);
                lines.push(t.plain_undone(&what, game.score()));
            }
        }
        stepped
    }

    /// What is said beside the move: a help or the statistics opened, saving's trouble
    /// when its reason changes, the line to share once a game; into `lines`.
    fn asides_said(
        &mut self,
        before: &Glance,
        after: &Model,
        stepped: bool,
        lines: &mut Vec<String>,
    ) {
        let t = after.texts();
        let game = after.game();
        match after.overlay() {
            Overlay::Help { .. } if !matches!(before.overlay, Overlay::Help { .. }) => {
                lines.extend(help(after, self.labels));
            }
            Overlay::Stats { .. } if !matches!(before.overlay, Overlay::Stats { .. }) => {
                lines.extend(statistics(after));
            }
            _ => {}
        }
        // Said when the reason changes, once: saving failing, then turned off for the same
        // reason, is one line, and the notice that says it is not said again.
        if let Some(now) = after.saving().trouble()
            && before.saving.trouble() != Some(now.clone())
        {
            let line = for_ear(t, &t.saving_off(&t.unsaved(&now)));
            if !lines.contains(&line) {
                lines.push(line);
            }
        }
        // The line to share, once a game: as it ends (or wins), never again as an undo or
        // a review brings it back with other figures, or as it ends again after an undo
        // (`tui2048 export` says it on asking).
        let ended = stepped || game.board() == before.game.board();
        if let Some(shared) = after
            .shared()
            .filter(|_| !before.shared && ended && !self.shared_said)
        {
            self.shared_said = true;
            lines.push(shared);
        }
    }

    /// The line of a move undone: its direction, the tile that goes, the score, and what
    /// the next undo does. None when what was undone is not the last move (a game back).
    fn undone(&self, before: &Glance, after: &Model) -> Option<String> {
        let t = after.texts();
        let game = after.game();
        let dir = before
            .last_dir
            .filter(|_| game.moves() + 1 == before.game.moves())?;
        // The move played again makes the board it took back: an undo, not a new game.
        let (again, motion) = game.apply(dir)?;
        if again.board() != before.game.board() {
            return None;
        }
        let gone = motion
            .spawn
            .map(|(pos, value)| t.plain_tile_at(&self.labels.of(value), pos.row + 1, pos.col + 1));
        let session = after.session();
        let next = match session.undos_in_game() {
            0 if !session.undo_stack().is_empty() => t.plain_undo_brings_back().to_string(),
            left => t.plain_undos_left(left),
        };
        Some(t.plain_undone_move(dir, gone.as_deref(), game.score(), &next))
    }

    /// The line of the move just played: its direction, what merged, the new tile and
    /// where, the score.
    fn move_line(&self, t: &Texts, after: &Model) -> Option<String> {
        let motion = after.last_move().motion.as_ref()?;
        let score = after.game().score();
        Some(match self.verbosity {
            Verbosity::Verbose => move_words(t, motion, score, self.labels),
            Verbosity::Brief => brief_words(t, motion, score, self.labels),
        })
    }
}

/// A move's line in brief: its direction, the new tile and where (row and column), the
/// score, all in a Braille display's 40 cells; then what merged.
fn brief_words(t: &Texts, motion: &Motion, score: u64, labels: Labels) -> String {
    let merged: Vec<String> = motion.merges.iter().map(|&(_, v)| labels.of(v)).collect();
    let merged = (!merged.is_empty()).then(|| t.plain_and(&merged));
    let new = match motion.spawn {
        Some((pos, value)) => t.plain_tile_at_brief(&labels.of(value), pos.row + 1, pos.col + 1),
        None => String::new(),
    };
    t.plain_move_brief(motion.dir, merged.as_deref(), &new, score)
}

/// A move's line: its direction, what merged, the new tile and where, the score after it.
fn move_words(t: &Texts, motion: &Motion, score: u64, labels: Labels) -> String {
    let name = |value: u64| labels.of(value);
    // Each merge with its place.
    let merged: Vec<String> = motion
        .merges
        .iter()
        .map(|&(pos, value)| t.plain_tile_at(&name(value), pos.row + 1, pos.col + 1))
        .collect();
    let merged = (!merged.is_empty()).then(|| t.plain_and(&merged));
    let new = match motion.spawn {
        Some((pos, value)) => t.plain_tile_at(&name(value), pos.row + 1, pos.col + 1),
        None => String::new(),
    };
    t.plain_move(motion.dir, merged.as_deref(), &new, score)
}
