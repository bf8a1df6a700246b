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

use std::fmt::Display;

use crate::game::Rival;

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
// The panels

pub const SCORE: &str = "SCORE";
pub const BEST: &str = "BEST";
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
/// Above the score in big digits.
pub const SCORE_WORD: &str = "score";
pub fn score_is(score: u64) -> String {
    format!("Score {score}")
}
pub fn largest_tile(tile: u64) -> String {
    format!("largest tile {tile}")
}
pub const NEW_BEST: &str = "a new best!";
pub fn best_is(best: u64) -> String {
    format!("best {best}")
}
pub fn assisted_best(best: u64) -> String {
    format!("assisted game · your best {best}")
}
pub const KEYS_TITLE: &str = "Keys";
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
pub const RACES: &str = "Races (apart from your games)";
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
pub const REPLAY_HELP_PLAY_ON: &str = "play on from here (your game is kept for u)";
pub const REPLAY_HELP_LEAVE: &str = "leave";
/// Its footer's words; the keys of the bindings that share one are shown together.
pub const REPLAY_FOOTER_STEP: &str = "step";
pub const REPLAY_FOOTER_ENDS: &str = "first/last";
pub const REPLAY_FOOTER_PLAY: &str = "play";
pub const REPLAY_FOOTER_PACE: &str = "pace";
pub const REPLAY_FOOTER_PLAY_ON: &str = "play on";
pub const REPLAY_FOOTER_BACK: &str = "back";
/// Enter in the replay of a daily game played in its slot.
pub const REPLAY_PLAY_ON_DAILY: &str = "Play on from the daily game with: tui2048 replay daily";
/// The game played on from a replay's move `at`.
pub fn played_on(at: usize) -> String {
    format!("Playing on from move {at} — u brings your game back")
}
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
pub fn replay_reviewing(percent: usize) -> String {
    format!(" · reviewing, {percent} %")
}
pub fn replay_playing(moves_per_second: u32) -> String {
    format!(" · playing, {}", per_second(moves_per_second))
}

/// The line a finished daily game is shared by: the day, the largest tile, the points,
/// moves and undos (`counts`, written as they are shared), the tries it took, the
/// accuracy once the review is in, and whether the solver helped.
pub fn share_line(
    day: impl Display,
    tile: u64,
    counts: [String; 3],
    one_undo: bool,
    tries: u32,
    accuracy: Option<f64>,
    assisted: bool,
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
    line
}

// ---------------------------------------------------------------------------------------
// The race

/// The rival's label in the panels.
pub fn rival_label(rival: Rival) -> &'static str {
    match rival {
        Rival::Solver { .. } => "SOLVER",
        Rival::Record { .. } => "GHOST",
    }
}
/// The player's label in the panels.
pub const YOU: &str = "YOU";
pub const LEAD: &str = "LEAD";
/// The rival as a sentence names it.
pub fn rival_name(rival: Rival) -> &'static str {
    match rival {
        Rival::Solver { strong: false } => "the solver",
        Rival::Solver { strong: true } => "the strong solver",
        Rival::Record { .. } => "the ghost",
    }
}
/// What the status line says as a race starts.
pub fn race_start(rival: Rival) -> String {
    match rival {
        Rival::Solver { .. } => "Race! The solver moves when you do, on the same tiles".to_string(),
        Rival::Record { .. } => {
            "Race! The ghost replays its game a move for each of yours".to_string()
        }
    }
}
/// `r`, `v` or `i` in a race.
pub const RACE_NOT_NOW: &str = "Not in a race — q ends it (your own game is kept)";
/// Who leads at equal moves (`lead`: the player's points more, or fewer when negative).
pub fn race_lead(rival: Rival, lead: i128, at: usize) -> String {
    let by = lead.unsigned_abs();
    match lead.signum() {
        1 => format!("You lead by {by} at move {at}"),
        -1 => match rival {
            Rival::Solver { .. } => format!("The solver leads by {by} at move {at}"),
            Rival::Record { .. } => format!("The ghost leads by {by} at move {at}"),
        },
        _ => format!("Level at move {at}"),
    }
}
/// Said after the lead once the rival makes no more moves.
pub fn rival_stopped(rival: Rival) -> &'static str {
    match rival {
        Rival::Solver { .. } => " · the solver's game is over",
        Rival::Record { .. } => " · the ghost's game has ended",
    }
}
/// The race box's title at the end.
pub fn race_winner(rival: Rival, lead: i128) -> &'static str {
    match (lead.signum(), rival) {
        (1, _) => "You win the race!",
        (-1, Rival::Solver { .. }) => "The solver wins!",
        (-1, Rival::Record { .. }) => "The ghost wins!",
        _ => "A draw!",
    }
}
/// The scores at equal moves.
pub fn race_scores(mine: u64, theirs: u64, at: usize) -> String {
    format!("{mine} to {theirs} at move {at}")
}
/// By how much, and since when the one ahead has been ahead (`None`: level).
pub fn race_margin(lead: i128, ahead_from: Option<usize>) -> String {
    let by = lead.unsigned_abs();
    match (lead.signum(), ahead_from) {
        (1, Some(k)) => format!("by {by} · ahead from move {k}"),
        (-1, Some(k)) => format!("by {by} · behind from move {k}"),
        (0, _) => "level on points".to_string(),
        _ => format!("by {by}"),
    }
}
/// While the solver catches up with the player's game over.
pub fn race_waiting(done: usize, total: usize) -> String {
    format!("The solver catches up: move {done} of {total}")
}
pub const BUTTON_QUIT: &str = "Quit";
/// The race's line to share: the rival, the board and its seed, the scores at equal
/// moves, who won and since when, and whether the solver helped.
pub fn race_share_line(
    rival: Rival,
    board: (usize, Option<u64>),
    scores: [u64; 2],
    moves: (usize, Option<usize>),
    assisted: bool,
) -> String {
    let (size, seed) = board;
    let [mine, theirs] = scores;
    let (at, ahead_from) = moves;
    let seed = match seed {
        Some(seed) => format!(" seed {seed}"),
        None => String::new(),
    };
    let lead = i128::from(mine) - i128::from(theirs);
    let by = lead.unsigned_abs();
    let outcome = match (lead.signum(), ahead_from) {
        (1, Some(k)) => format!("won by {by}, ahead from move {k}"),
        (-1, Some(k)) => format!("lost by {by}, behind from move {k}"),
        (1, None) => format!("won by {by}"),
        (-1, None) => format!("lost by {by}"),
        _ => "a draw".to_string(),
    };
    let mut line = format!(
        "tui2048 race {size}×{size}{seed} vs {} · {mine} to {theirs} at move {at} · {outcome}",
        rival_name(rival)
    );
    if assisted {
        line.push_str(" · assisted");
    }
    line
}
/// Printed on leaving a race: who won, the scores and the margin.
pub fn race_left(winner: &str, scores: &str, margin: &str) -> String {
    format!("tui2048: {winner} {scores}, {margin}; your own game is as you left it")
}
/// Printed on leaving a race before its first move.
pub const RACE_LEFT_UNPLAYED: &str =
    "tui2048: the race ended before its first move; your own game is as you left it";
/// The rival in one line, where its board does not fit.
pub fn rival_summary(rival: Rival, score: u64, tile: u64, moves: usize) -> String {
    format!("{} {score} · top {tile} · move {moves}", rival_label(rival))
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
pub const HELP_HINT: &str = "hint: the solver's move";
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
pub const FOOTER_HELP: &str = "help";
pub const FOOTER_QUIT: &str = "quit";
/// Between two keys of the footer.
pub const FOOTER_GAP: &str = " · ";
