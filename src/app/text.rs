//! Every word the game shows a player, in one table, so that they read alike and can be
//! translated in one place: the status line, the panels, the boxes over the board, the
//! help and the statistics, the replay screen and the key table's words. Words are short
//! and plain, like the original game's ("You win!", "Keep going"); numbers are written
//! as the board writes them (2048, not 2,048).
//!
//! A text with nothing to fill in is a `const`; one with a value is a function that
//! returns the whole sentence, so its words stay in order here. To add one, put it
//! beside the others of its screen and use it from there; the tests of that screen say
//! what it reads.

use std::borrow::Cow;
use std::fmt::Display;

/// `text` as it may be shown on a terminal: a control character (from a path or a value
/// read from outside, which could otherwise drive the terminal: set its title, move its
/// cursor) is written as a sign instead, Esc as `\e`, the others as `^X` (`^[`, `^G`,
/// `^?`), and those above ASCII as `\x9b`.
pub fn shown(text: &str) -> Cow<'_, str> {
    if !text.chars().any(char::is_control) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\u{1b}' => out.push_str("\\e"),
            '\u{7f}' => out.push_str("^?"),
            c if (c as u32) < 0x20 => {
                out.push('^');
                out.push(char::from(b'@' + c as u8));
            }
            c if c.is_control() => out.push_str(&format!("\\x{:02x}", c as u32)),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

// ---------------------------------------------------------------------------------------
// The status line

/// A move key while the win box waits.
pub const WAITS_WON: &str = "You win! Enter keeps going, r starts a new game";
/// A move key while the game-over box waits.
pub const WAITS_OVER: &str = "Game over! r tries again, u undoes";
/// A move that moves nothing.
pub fn cant_move(dir: impl Display) -> String {
    format!("Can't move {dir}")
}
pub const NOTHING_TO_UNDO: &str = "Nothing to undo";
pub const UNDONE_GAME: &str = "Undone — your last game is back";
/// After an undo, with `left` more undos at hand.
pub fn undone(left: usize) -> String {
    match left {
        0 => "Undone — none left".to_string(),
        n => format!("Undone — {n} left"),
    }
}
pub const NEW_GAME: &str = "New game — u brings the last one back";
/// `r` in the daily game: today's first board again, as try number `tries`.
pub fn daily_again(tries: u32) -> String {
    format!("Today's game again, try {tries} — u brings the last one back")
}
pub const DAILY_ALREADY_FIRST: &str = "This is today's game from its first board already";
/// The theme `t` moved to.
pub fn theme(name: impl Display) -> String {
    format!("Theme: {name} — t for the next")
}
/// The theme holds for this run only: the settings file could not keep it, and why.
pub fn theme_not_kept(name: impl Display, why: impl Display) -> String {
    format!("Theme: {name}, for this run only: {why}")
}
pub const NO_CONFIG_FOLDER: &str = "there is no config folder to keep it in";
/// Esc on the game-over box, and on the bare board: neither quits.
pub const CLOSE_OVER: &str = "Game over! r tries again, u undoes, q quits";
pub const CLOSE_NOTHING: &str = "Nothing to close — q quits (the game is saved)";
pub const NEW_GAME_SAVED_BACK: &str = "New game — u brings the saved one back";
pub const KEEP_GOING: &str = "Keep going — how far can you get?";
pub const HINT_THINKING: &str = "Hint: thinking…";
pub const HINT_WAITS: &str = "No hint now: the game is waiting";
pub const HINT_NONE: &str = "Hint: no moves left";
/// The solver's move, `← left`.
pub fn hint(arrow: char, dir: impl Display) -> String {
    format!("Hint: {arrow} {dir}")
}
pub const AUTOPLAY_OFF: &str = "Autoplay off";
pub const AUTOPLAY_NEEDS_GAME: &str = "Autoplay needs a game: r starts one";
pub const AUTOPLAY_BOSS: &str = "Autoplay paused for the boss key — p plays on";
/// The pace after `+` or `-`; `end` when it is as fast (or slow) as it goes.
pub fn pace(moves_per_second: u32, end: Option<bool>) -> String {
    let pace = per_second(moves_per_second);
    match end {
        Some(true) => format!("Autoplay: {pace}, the fastest"),
        Some(false) => format!("Autoplay: {pace}, the slowest"),
        None => format!("Autoplay: {pace}"),
    }
}
/// What autoplay does, while it plays.
pub fn autoplaying(moves_per_second: u32) -> String {
    format!(
        "Autoplay: {} · + - pace · p stops",
        per_second(moves_per_second)
    )
}
/// A pace: `1 move/s`, `10 moves/s`.
pub fn per_second(moves: u32) -> String {
    if moves == 1 {
        "1 move/s".to_string()
    } else {
        format!("{moves} moves/s")
    }
}
pub const NOTHING_TO_REPLAY: &str = "Nothing to replay yet";
/// Why saving stopped.
pub fn saving_off(why: impl Display) -> String {
    format!("Saving is off: {why}")
}
pub const SAVING_AGAIN: &str = "Saving works again";
/// The save is another user's, who may not be disturbed: why saving is off.
pub fn save_not_yours(uid: u32) -> String {
    format!(
        "the save belongs to another user (uid {uid}), whose lock it is; this game is not saved"
    )
}
/// What the status line says with nothing else to say.
pub fn goal(target: u64) -> String {
    format!("Join the tiles, get to {target}!")
}
pub const ASSISTED: &str = "Assisted game: the solver moved, so it counts apart";
/// The room a screen lacks.
pub fn too_small(need: (u16, u16), have: (u16, u16)) -> [String; 2] {
    [
        "terminal too small:".to_string(),
        format!("need {}×{}, have {}×{}", need.0, need.1, have.0, have.1),
    ]
}

// ---------------------------------------------------------------------------------------
// What the game says as it starts

/// The colours were guessed as 256: how to get the original's palette.
pub const PALETTE_TIP: &str =
    "256 colours guessed: for the original's palette, --colors truecolor (see ?)";
pub const EMPTY_BOARD: &str = "The saved board was empty: a new game starts";
pub const WELCOME_BACK: &str = "Welcome back: your game is as you left it";
/// A daily game resumed.
pub fn welcome_back_daily(day: impl Display) -> String {
    format!("Welcome back to the game of {day}")
}
/// A daily game begun.
pub fn daily_greeting(day: impl Display) -> String {
    format!("The game of {day}: the same tiles for everyone today")
}
/// A saved game that could not be used: `cut` when its file ends in the middle; what of
/// it was `kept` and what was `lost` (each of the `PART_` words); the name it was kept
/// under beside the new file (`None`: left where it was, and saving is off); and, for a
/// file that is not merely cut, why it could not be read.
pub fn unreadable(
    cut: bool,
    kept: &[&str],
    lost: &[&str],
    kept_as: Option<&str>,
    reason: &str,
) -> String {
    let list = |words: &[&str]| match words.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    };
    let mut text = if cut {
        "The saved game was cut short".to_string()
    } else {
        "The saved game could not be read".to_string()
    };
    let said: Vec<String> = [("kept", kept), ("lost", lost)]
        .into_iter()
        .filter(|(_, words)| !words.is_empty())
        .map(|(what, words)| format!("{what} {}", list(words)))
        .collect();
    if !said.is_empty() {
        text.push_str(&format!(": {}", said.join(", ")));
    }
    text.push_str(&match kept_as {
        Some(name) => format!("; it was kept as {name}"),
        None => "; it was left in place and saving is off".to_string(),
    });
    if !cut {
        text.push_str(&format!(" ({reason})"));
    }
    text
}
/// The parts of a saved game, as [`unreadable`] names them.
pub const PART_BEST: &str = "best scores";
pub const PART_STATS: &str = "stats";
pub const PART_GAME: &str = "game";
pub const PART_UNDO: &str = "undo";
pub const PART_HISTORY: &str = "recent games";
pub const UNREADABLE_KEPT_IN_PLACE: &str = "the unreadable file is kept in place";
/// The records file could not be read: kept aside as `name`, begun anew.
pub fn records_kept_aside(reason: impl Display, name: impl Display) -> String {
    format!("The finished games could not be read ({reason}); they were kept as {name}")
}
/// A save made once the solver's cache on a full disk was removed (`mb`: what it took).
pub fn cache_given_up(mb: u64) -> String {
    format!("The disk was full: the solver's cache ({mb} MB) was removed to save the game")
}
/// A finished game's record that could not be written.
pub fn record_not_kept(why: impl Display) -> String {
    format!("The finished game was not kept: {why}")
}
/// A record that does not lead to its game.
pub fn record_does_not_replay(why: impl Display) -> String {
    format!("This game's record does not replay: {why}")
}

// ---------------------------------------------------------------------------------------
// The settings file, as the status line tells what was wrong with it

/// Nothing of the file was read (`why`: one of the `settings_…` reasons below).
pub fn settings_unread(path: impl Display, why: impl Display) -> String {
    format!("{path} {why}; the defaults are used")
}
/// The file is not TOML.
pub fn settings_syntax(path: impl Display, line: usize, what: impl Display) -> String {
    format!("{path} line {line}: {what}; the defaults are used and the file is left as it is")
}
/// Keys that could not be used: the first (one of the `settings_key_…`), and how many more.
pub fn settings_keys(path: impl Display, line: usize, first: impl Display, more: usize) -> String {
    let more = match more {
        0 => String::new(),
        1 => " (and 1 more problem)".to_string(),
        n => format!(" (and {n} more problems)"),
    };
    format!("{path} line {line}: {first}{more}; the rest was read")
}
pub fn settings_key_unknown(key: impl Display, keys: &[&str]) -> String {
    format!("unknown key \"{key}\" (the keys are {})", keys.join(", "))
}
pub fn settings_key_not_one_of(key: impl Display, value: impl Display, names: &[&str]) -> String {
    format!("{key} = {value} is not one of {}", names.join(", "))
}
pub fn settings_key_not_a_switch(key: impl Display, value: impl Display) -> String {
    format!("{key} = {value} is not true or false")
}
/// Why a file was not read, in words that follow its name.
pub fn settings_not_a_file(kind: impl Display) -> String {
    format!("is {kind}, not a regular file")
}
pub fn settings_cannot_read(why: impl Display) -> String {
    format!("cannot be read ({why})")
}
pub fn settings_too_large(kib: u64, limit_kib: u64) -> String {
    format!("holds {kib} KiB, more than the {limit_kib} KiB a settings file may")
}
pub const SETTINGS_NOT_TEXT: &str = "is not UTF-8 text";
/// Another user made the file in a folder others can write.
pub fn settings_not_yours(uid: u32) -> String {
    format!("was made by another user (uid {uid}) in a folder others can write, so it was not read")
}
/// The file's path is not trusted: why, as the state file's path would be told.
pub fn settings_untrusted(why: impl Display) -> String {
    format!("was not read: {why}")
}
/// Why a choice was not kept in the file, after "for this run only: ".
pub fn setting_not_kept_unread(path: impl Display, why: impl Display) -> String {
    format!("{path} {why}")
}
pub fn setting_not_kept_syntax(path: impl Display, line: usize, what: impl Display) -> String {
    format!("{path} does not parse (line {line}: {what})")
}
/// The key is written in a form the game does not read (one of the `FORM_` words).
pub fn setting_not_kept_form(
    path: impl Display,
    line: usize,
    key: impl Display,
    form: impl Display,
) -> String {
    format!(
        "{path} line {line} holds {key} as {form}, which the game does not read; the file was left as it is"
    )
}
pub const FORM_TABLE: &str = "a table";
pub const FORM_DOTTED: &str = "dotted keys";
pub const FORM_INLINE_TABLE: &str = "an inline table";
/// A value of another kind: its kind's name (`integer`).
pub fn form_kind(kind: impl Display) -> String {
    format!("a value of another kind ({kind})")
}
/// The file has other names: a new file in its place would part them.
pub fn setting_not_kept_links(path: impl Display, links: u64) -> String {
    format!(
        "{path} has {links} hard links, and writing it anew would part them; the file was left as it is"
    )
}
pub fn setting_not_kept_write(path: impl Display, why: impl Display) -> String {
    format!("cannot write {path}: {why}")
}

// ---------------------------------------------------------------------------------------
// The panels

pub const SCORE: &str = "SCORE";
pub const BEST: &str = "BEST";
/// BEST while the game in play is assisted: the best of the player's own games still.
pub const YOUR_BEST: &str = "YOUR BEST";
/// The same, where room is short.
pub const YOURS: &str = "YOURS";
/// Beneath or beside YOUR BEST: the best of assisted games.
pub fn assisted_best_under(best: &str) -> String {
    format!("assisted {best}")
}
pub const MOVES: &str = "MOVES";
pub const MOVE: &str = "MOVE";

// ---------------------------------------------------------------------------------------
// The boxes over the board

pub const YOU_WIN: &str = "You win!";
pub const GAME_OVER: &str = "Game over!";
pub const BUTTON_KEEP_GOING: &str = "Keep going";
pub const BUTTON_NEW_GAME: &str = "New game";
pub const BUTTON_TRY_AGAIN: &str = "Try again";
pub const BUTTON_UNDO: &str = "Undo";
pub const BUTTON_REPLAY: &str = "Replay";
/// A button: its words and its key.
pub fn button(words: &str, key: &str) -> String {
    format!("[ {words}  {key} ]")
}
/// A button where room is short.
pub fn button_close(words: &str, key: &str) -> String {
    format!("[{words} {key}]")
}
/// Above the score in big digits.
pub const SCORE_WORD: &str = "score";
pub fn score_is(score: u64) -> String {
    format!("Score {score}")
}
pub fn largest_tile(tile: u64) -> String {
    format!("largest tile {tile}")
}
/// The facts of a game's end on one line: the largest tile, and the best.
pub fn end_facts(tile: &str, best: &str) -> String {
    format!("{tile} · {best}")
}
/// A game's end on the status line, where there is no room for its box.
pub fn end_line(title: &str, score: u64, tile: &str, best: &str) -> String {
    format!("{title} {} · {tile} · {best}", score_is(score))
}
pub const NEW_BEST: &str = "a new best!";
pub fn best_is(best: u64) -> String {
    format!("best {best}")
}
pub fn assisted_best(best: u64) -> String {
    format!("assisted game · your best {best}")
}
pub const KEYS_TITLE: &str = "Keys";
/// The box of a notice too long for the status line.
pub const NOTICE_TITLE: &str = "Read me";
/// Its last line: any key closes it (and shows the next of `waiting` notices).
pub fn notice_closes(waiting: usize) -> String {
    match waiting {
        0 => "any key closes".to_string(),
        1 => "any key: the next notice".to_string(),
        n => format!("any key: the next of {n} notices"),
    }
}
pub const STATS_TITLE: &str = "Statistics";
/// The last line of the help and the statistics.
pub const CLOSES: &str = "q or Esc closes, Ctrl-C quits";
pub const CLOSES_SHORT: &str = "q closes";
/// A page's last line, in the longest form that fits (`last`: the box's own last line).
pub fn page_forms(page: usize, pages: usize, last: &str) -> [String; 4] {
    let at = format!("{page}/{pages}");
    [
        format!("{at} · space: more · {last}"),
        format!("{at} · space: more · {CLOSES_SHORT}"),
        format!("{at} · space · {CLOSES_SHORT}"),
        at,
    ]
}

// ---------------------------------------------------------------------------------------
// The statistics

pub const OWN_GAMES: &str = "Your own games";
pub const ASSISTED_GAMES: &str = "Assisted games (the solver moved)";
pub const PLAYED: &str = "Played";
pub const WON: &str = "Won";
pub const MOVES_MADE: &str = "Moves made";
pub const HINTS_USED: &str = "Hints used";
pub const BEST_TILE: &str = "Best tile";
pub const BEST_SCORE: &str = "Best score";
pub const NONE_YET: &str = "none yet";
pub const THIS_ONE_INCLUDED: &str = ", this one included";
pub const UNDONE_LEFT_OUT: &str = ", undone ones left out";
/// The chart's title for `games` games, in the longest form that fits first.
pub fn chart_titles(games: usize) -> Vec<String> {
    match games {
        0 => vec![
            "No finished games of your own yet".to_string(),
            "No finished game yet".to_string(),
        ],
        1 => vec![
            "Highest tile of your last game".to_string(),
            "Highest tile, last game".to_string(),
        ],
        n => vec![
            format!("Highest tile of your last {n} games (newest right)"),
            format!("Highest tile of your last {n} games"),
            format!("Highest tile, last {n} games"),
        ],
    }
}

// ---------------------------------------------------------------------------------------
// The replay screen

/// What its keys do, as the key table says it (`docs/commands.md` says the same).
pub const REPLAY_HELP_BACK: &str = "a move back";
pub const REPLAY_HELP_ON: &str = "a move on";
pub const REPLAY_HELP_FIRST: &str = "the start";
pub const REPLAY_HELP_LAST: &str = "the end";
pub const REPLAY_HELP_PLAY: &str = "play or pause";
pub const REPLAY_HELP_FASTER: &str = "faster";
pub const REPLAY_HELP_SLOWER: &str = "slower";
pub const REPLAY_HELP_LEAVE: &str = "leave";
/// Its footer's words; the keys of the bindings that share one are shown together.
pub const REPLAY_FOOTER_STEP: &str = "step";
pub const REPLAY_FOOTER_ENDS: &str = "first/last";
pub const REPLAY_FOOTER_PLAY: &str = "play";
pub const REPLAY_FOOTER_PACE: &str = "pace";
pub const REPLAY_FOOTER_BACK: &str = "back";
pub fn replay_title(size: usize) -> String {
    format!("Replay of a {size}×{size} game")
}
pub const REPLAY_ASSISTED: &str = " · assisted by the solver";
pub const REPLAY_START: &str = "The start: no move yet";
/// The move that led to the board shown.
pub fn replay_move(n: usize, arrow: char, dir: impl Display) -> String {
    format!("Move {n}: {arrow} {dir}")
}
/// The solver's grade of a move, and its own move when it differs.
pub fn replay_grade(grade: impl Display, best: Option<(char, String)>) -> String {
    match best {
        None => format!(" · {grade}"),
        Some((arrow, dir)) => format!(" · {grade} (the solver: {arrow} {dir})"),
    }
}
/// A move graded best that is not the solver's: within the margin that grades a move
/// best, it is as good.
pub fn replay_as_good(grade: impl Display, arrow: char, dir: impl Display) -> String {
    format!(" · {grade}, as good as the solver's {arrow} {dir}")
}
/// Under the review's table: what its loss is, and the grades it gives (two lines).
pub const REVIEW_LOSS: &str = "loss: the share of the value of the solver's move that the move gives away\n\
grades: best within 0.01 % (as good as the solver's), good up to 0.1 %, inaccuracy up to 0.5 %,\n\
mistake up to 3 %, blunder more";
pub fn replay_reviewing(percent: usize) -> String {
    format!(" · reviewing, {percent} %")
}
pub fn replay_playing(moves_per_second: u32) -> String {
    format!(" · playing, {}", per_second(moves_per_second))
}

/// The line a finished daily game is shared by: the day, the largest tile, the points,
/// moves and undos (`counts`, written as they are shared), the tries it took, the
/// accuracy once the review is in, and whether the solver helped.
#[allow(clippy::too_many_arguments)]
pub fn share_line(
    day: impl Display,
    tile: u64,
    counts: [String; 3],
    one_undo: bool,
    tries: u32,
    accuracy: Option<f64>,
    assisted: bool,
    (finished, won): (u32, u32),
) -> String {
    let [points, moves, undos] = counts;
    let s = if one_undo { "" } else { "s" };
    let mut line =
        format!("tui2048 daily {day} · {tile} · {points} points · {moves} moves · {undos} undo{s}");
    line.push_str(&match tries {
        1 => " · 1 try".to_string(),
        n => format!(" · {n} tries"),
    });
    if let Some(accuracy) = accuracy {
        line.push_str(&format!(" · accuracy {accuracy:.0} %"));
    }
    if assisted {
        line.push_str(" · assisted");
    }
    if finished > 0 {
        line.push_str(&format!(" · streak {}", streak_words(finished, won)));
    }
    line
}

/// The daily streaks: the days in a row finished, and won.
pub fn streak_words(finished: u32, won: u32) -> String {
    let days = if finished == 1 { "day" } else { "days" };
    format!("{finished} {days} finished, {won} won")
}
/// The daily streaks in the game's end box.
pub fn daily_streak(finished: u32, won: u32) -> String {
    format!("daily streak: {}", streak_words(finished, won))
}
/// The statistics' heading of the daily game's streaks, their row, and its note: the
/// longest runs.
pub const DAILY_GAME: &str = "The daily game";
pub const DAILY_STREAK: &str = "Days in a row";
pub fn longest_streaks(finished: u32, won: u32) -> String {
    format!(", longest {finished} and {won}")
}

/// The help's lines in 256 colours: how to get the original's palette.
pub const PALETTE_HELP: &str = "In 256 colours the board is grey and the golds dull: the \
original's palette needs true colour, which most terminals show. Run with --colors \
truecolor, or put colors = \"truecolor\" in config.toml. In tmux: set -as \
terminal-features ',*:RGB' and set -ga update-environment COLORTERM. Over ssh: SendEnv \
COLORTERM in ~/.ssh/config and AcceptEnv COLORTERM on the server, or COLORTERM=truecolor \
in the server's shell profile.";
// ---------------------------------------------------------------------------------------
// The command line

/// What `--target` takes.
pub const TARGET_IS: &str = "must be a power of two from 8 up, such as 2048";
/// A finished game asked for by a number past the `n` there are: as many as were played
/// so far, or, when the records are `full`, the last ones kept.
pub fn only_finished(n: usize, full: bool) -> String {
    match (n, full) {
        (n, true) => {
            format!("only the last {n} finished games are kept: give a number from 1 to {n}")
        }
        (1, false) => "only 1 finished game so far: give 1".to_string(),
        (n, false) => format!("only {n} finished games so far: give a number from 1 to {n}"),
    }
}

// ---------------------------------------------------------------------------------------
// The solver's endgame tables

/// `bench`'s line while the tables are made ready: table `at` of `of`, read back or
/// `building`, `mb` of them in all kept in `folder` (none: in memory only), `secs` so far.
pub fn tables_progress(
    building: bool,
    at: usize,
    of: usize,
    mb: u64,
    folder: Option<impl Display>,
    secs: u64,
) -> String {
    let kept = match folder {
        Some(folder) => format!("{mb} MB kept in {folder}"),
        None => format!("{mb} MB, in memory only"),
    };
    match (building, at) {
        (_, 0) => format!("endgame tables: looking for them ({kept}) · {secs} s"),
        (false, _) => format!("endgame tables: reading {at} of {of} ({kept}) · {secs} s"),
        (true, _) => format!("endgame tables: building {at} of {of}, once ({kept}) · {secs} s"),
    }
}
/// The status line when the game's solver first builds its tables: `mb` of them, kept
/// in `folder` (none: in memory only).
pub fn building_tables(mb: u64, folder: Option<impl Display>) -> String {
    match folder {
        Some(folder) => {
            format!("The solver is building its endgame tables, once: {mb} MB, kept in {folder}")
        }
        None => format!("The solver is building its endgame tables: {mb} MB, in memory only"),
    }
}

/// The help's last lines: where the settings file is.
pub fn settings_at(path: impl Display) -> String {
    format!("Settings (t keeps the theme there): {path}")
}

// ---------------------------------------------------------------------------------------
// The key table's words: what the help says a key does, and the footer's word

pub const HELP_LEFT: &str = "move left";
pub const HELP_RIGHT: &str = "move right";
pub const HELP_UP: &str = "move up";
pub const HELP_DOWN: &str = "move down";
pub const HELP_UNDO: &str = "undo the last move";
pub const HELP_RESTART: &str = "new game (u brings the old one back)";
pub const HELP_KEEP_GOING: &str = "keep going after a win";
pub const HELP_HINT: &str = "hint: the solver's move, marked on the board";
pub const HELP_AUTOPLAY: &str = "autoplay on/off (any move key takes over)";
pub const HELP_FASTER: &str = "autoplay faster";
pub const HELP_SLOWER: &str = "autoplay slower";
pub const HELP_STATS: &str = "statistics";
pub const HELP_REPLAY: &str = "replay this game, each move graded";
pub const HELP_BOSS: &str = "boss key: a screen of log lines (any key returns)";
pub const HELP_THEME: &str = "next colour theme (kept in config.toml)";
pub const HELP_HELP: &str = "show or hide this help";
pub const HELP_CLOSE: &str = "close what is open (never quits)";
pub const HELP_QUIT: &str = "quit (the game is saved)";
pub const FOOTER_MOVE: &str = "move";
pub const FOOTER_UNDO: &str = "undo";
pub const FOOTER_NEW: &str = "new";
pub const FOOTER_HINT: &str = "hint";
pub const FOOTER_AUTO: &str = "auto";
pub const FOOTER_STATS: &str = "stats";
pub const FOOTER_THEME: &str = "theme";
pub const FOOTER_REPLAY: &str = "replay";
pub const FOOTER_HELP: &str = "help";
pub const FOOTER_QUIT: &str = "quit";
/// Between two keys of the footer.
pub const FOOTER_GAP: &str = " · ";
