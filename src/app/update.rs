//! The pure heart of the app: a message and a model in, the next model and its effects
//! out. No I/O, no clock, no global randomness, no terminal, so every behaviour is a unit
//! test away.

use std::time::{Duration, Instant};

use super::keymap::{Key, KeyCode, action_for};
use super::model::{
    ANIMATED_PACE_LIMIT, ANIMATION, Animation, BOSS_LINE_EVERY, Boss, GAIN_FLOAT, Model, Overlay,
    PACES, Saving,
};
use super::msg::{Cmd, Msg};
use super::replay::share_line;
use super::text;
use crate::game::{Assist, Dir, GameState, Help, Origin, Record, Start, Status};

/// Who makes a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mover {
    Player,
    Solver,
}

/// What a key does, given what is shown: over the boss screen any key brings the game
/// back; over the help or the statistics Ctrl-C quits, space and Page Down show the next
/// page and Page Up the one before (when they have more than one), and any other key (q
/// and Esc among them) closes them; else the key's action, if it has one (Esc on the
/// bare board never quits).
pub fn msg_for_key(model: &Model, key: Key) -> Option<Msg> {
    let boxed = matches!(model.overlay, Overlay::Help | Overlay::Stats);
    match key.code {
        _ if boxed && key == Key::ctrl('c') => return Some(Msg::Quit),
        KeyCode::Char(' ') | KeyCode::PageDown if boxed => return Some(Msg::NextPage),
        KeyCode::PageUp if boxed => return Some(Msg::PreviousPage),
        _ => {}
    }
    match model.overlay {
        Overlay::Boss(_) => Some(Msg::ToggleBoss),
        Overlay::Stats => Some(Msg::ToggleStats),
        Overlay::Help => Some(Msg::ToggleHelp),
        Overlay::None => action_for(key).map(Msg::of),
    }
}

/// The next model and what to do, for a message.
pub fn update(mut model: Model, msg: Msg) -> (Model, Vec<Cmd>) {
    // A key, a drag or a click stands for another message (or none).
    let msg = match msg {
        Msg::Key(key) => match msg_for_key(&model, key) {
            Some(msg) => msg,
            None => return (model, vec![]),
        },
        // Nothing under the help, the statistics or the boss screen can be dragged or
        // clicked.
        Msg::Drag(_) | Msg::Click(_) if model.overlay != Overlay::None => {
            return (model, vec![]);
        }
        Msg::Drag(dir) => Msg::Move(dir),
        Msg::Click(action) => Msg::of(action),
        msg => msg,
    };
    // A hint shown for the board counts with the move played on it.
    let hinted = model.solver.hint.is_some();
    // The player's own keys take control back from autoplay.
    if matches!(msg, Msg::Move(_) | Msg::Undo | Msg::Restart) {
        stop_autoplay(&mut model);
        // A hint still being worked out would be for a board that is gone.
        model.solver.pending = None;
        model.solver.hint = None;
    }
    // Input never waits for eye-candy: anything but time passing ends the animation.
    if !matches!(
        msg,
        Msg::Tick(_)
            | Msg::Saved(_)
            | Msg::SavingOff(_)
            | Msg::Clock(_)
            | Msg::Notice(_)
            | Msg::Shared(_)
    ) {
        model.last_move.animation = None;
    }
    let cmds = match msg {
        Msg::Move(dir) => play(&mut model, dir, Mover::Player, hinted),
        Msg::Undo => undo(&mut model),
        Msg::Restart => restart(&mut model),
        Msg::Hint => hint(&mut model),
        Msg::ToggleAutoplay => toggle_autoplay(&mut model),
        Msg::Faster | Msg::Slower => {
            pace(&mut model, msg == Msg::Faster);
            vec![]
        }
        Msg::SolverAnswer { id, dir } => answer(&mut model, id, dir),
        Msg::Tick(now) => {
            tick(&mut model, now);
            vec![]
        }
        Msg::Clock(secs) => {
            model.clock = secs;
            if let Overlay::Boss(boss) = &mut model.overlay
                && boss.started_clock == 0
            {
                boss.started_clock = secs;
            }
            vec![]
        }
        Msg::ToggleBoss => toggle_boss(&mut model),
        Msg::ToggleStats => {
            model.overlay = match model.overlay {
                Overlay::Stats => Overlay::None,
                _ => Overlay::Stats,
            };
            model.page = 0;
            vec![]
        }
        Msg::NextPage => {
            model.page = model.page.saturating_add(1);
            vec![]
        }
        Msg::PreviousPage => {
            model.page = model.page.saturating_sub(1);
            vec![]
        }
        Msg::KeepGoing => keep_going(&mut model),
        Msg::ToggleHelp => {
            model.overlay = match model.overlay {
                Overlay::Help => Overlay::None,
                _ => Overlay::Help,
            };
            model.page = 0;
            vec![]
        }
        Msg::Quit => vec![Cmd::Quit],
        Msg::NextTheme => {
            let theme = model.theme().next();
            model.set_theme(theme);
            model.notice = Some(text::theme(theme.name()));
            vec![Cmd::Theme(theme)]
        }
        Msg::Close => close(&mut model),
        Msg::Replay => replay_game(&mut model),
        Msg::Notice(text) => {
            model.notice = Some(text);
            vec![]
        }
        Msg::Shared(line) => {
            model.notice = Some(line.clone());
            model.shared = Some(line);
            vec![]
        }
        Msg::Saved(result) => {
            saved(&mut model, result);
            vec![]
        }
        Msg::SavingOff(why) => {
            if model.saving != Saving::Off(why.clone()) {
                model.notice = Some(text::saving_off(&why));
                model.saving = Saving::Off(why);
            }
            vec![]
        }
        Msg::Key(_) | Msg::Drag(_) | Msg::Click(_) => {
            unreachable!("turned into another message above")
        }
    };
    (model, cmds)
}

fn play(model: &mut Model, dir: Dir, mover: Mover, hinted: bool) -> Vec<Cmd> {
    match model.game.status() {
        Status::Won => {
            model.notice = Some(text::WAITS_WON.into());
            return vec![];
        }
        Status::Over => {
            model.notice = Some(text::WAITS_OVER.into());
            return vec![];
        }
        Status::Playing | Status::KeepPlaying => {}
    }
    let Some((next, motion)) = model.game.apply(dir) else {
        model.notice = Some(text::cant_move(dir));
        return vec![];
    };
    // The help is the game's up to this move: undoing the move takes its share back.
    let help = Help {
        solver: mover == Mover::Solver,
        hinted,
    };
    let assist = next.assist();
    let next = next.with_assist(Assist {
        solver_moved: assist.solver_moved || help.solver,
        hints: assist.hints.saturating_add(u32::from(help.hinted)),
    });
    let previous = std::mem::replace(&mut model.game, next);
    model.undo.push(previous);
    model.record.push_helped(dir, help);
    let motion_gain = motion.gain;
    model.last_move.gain = (motion.gain > 0).then_some(motion.gain);
    model.solver.hint = None;
    model.last_move.motion = Some(motion);
    let fast = model.solver.autoplay && model.solver.moves_per_second() > ANIMATED_PACE_LIMIT;
    let fresh = Animation {
        started: None,
        progress: 0.0,
    };
    model.last_move.animation = (model.animate && !fast).then_some(fresh);
    model.last_move.gain_floats = model.animate && !fast && motion_gain > 0;
    model.last_move.gain_float = model.last_move.gain_floats.then_some(fresh);
    let mut cmds = vec![Cmd::Save];
    let mut said = None;
    if model.game.status() == Status::Over {
        count_end(model);
        cmds.extend(keep_record(model));
        // A daily game's share line at once; the review adds its accuracy.
        said = daily_line(model);
    }
    // A win or a game over is said by the box over the board, once.
    model.notice = said;
    cmds
}

/// Moves the animation, or the boss screen's log, on to `now`.
fn tick(model: &mut Model, now: Instant) {
    if let Overlay::Boss(boss) = &mut model.overlay {
        let started = *boss.started.get_or_insert(now);
        boss.lines = (now.saturating_duration_since(started).as_millis()
            / BOSS_LINE_EVERY.as_millis()) as u64;
    }
    advance(&mut model.last_move.animation, now, ANIMATION);
    advance(&mut model.last_move.gain_float, now, GAIN_FLOAT);
}

/// Moves an animation of length `length` on to `now`; it ends when its time is up.
fn advance(animation: &mut Option<Animation>, now: Instant, length: Duration) {
    let Some(a) = animation else {
        return;
    };
    let started = *a.started.get_or_insert(now);
    let progress = now.saturating_duration_since(started).as_secs_f32() / length.as_secs_f32();
    if progress >= 1.0 {
        *animation = None;
    } else {
        a.progress = progress;
    }
}

/// Up goes the log screen (the game saved first), or back comes the game as it was.
fn toggle_boss(model: &mut Model) -> Vec<Cmd> {
    if let Overlay::Boss(_) = model.overlay {
        model.overlay = Overlay::None;
        return vec![];
    }
    if model.solver.autoplay {
        stop_autoplay(model);
        // Seen when the game comes back.
        model.notice = Some(text::AUTOPLAY_BOSS.into());
    }
    model.overlay = Overlay::Boss(Boss {
        seed: model.game.moves() ^ model.game.score().rotate_left(17) ^ model.clock,
        started: None,
        started_clock: model.clock,
        lines: 0,
    });
    vec![Cmd::Save]
}

fn hint(model: &mut Model) -> Vec<Cmd> {
    if !model.game.accepts_moves() {
        model.notice = Some(text::HINT_WAITS.into());
        return vec![];
    }
    model.notice = Some(text::HINT_THINKING.into());
    vec![ask_solver(model, Duration::ZERO)]
}

/// A request to the solver for the current board; its answer is the only one awaited.
fn ask_solver(model: &mut Model, delay: Duration) -> Cmd {
    model.solver.last_id += 1;
    model.solver.pending = Some(model.solver.last_id);
    Cmd::Solve {
        id: model.solver.last_id,
        board: model.game.board().clone(),
        delay,
    }
}

fn autoplay_delay(model: &Model) -> Duration {
    Duration::from_secs(1) / model.solver.moves_per_second()
}

fn toggle_autoplay(model: &mut Model) -> Vec<Cmd> {
    if model.solver.autoplay {
        stop_autoplay(model);
        model.notice = Some(text::AUTOPLAY_OFF.into());
        return vec![];
    }
    // On the win box, p answers "keep going" and plays on.
    let mut cmds = if model.game.status() == Status::Won {
        keep_going(model)
    } else {
        vec![]
    };
    if !model.game.accepts_moves() {
        if cmds.is_empty() {
            model.notice = Some(text::AUTOPLAY_NEEDS_GAME.into());
        }
        return cmds;
    }
    model.solver.autoplay = true;
    if model.overlay == Overlay::Help {
        model.overlay = Overlay::None;
    }
    model.notice = None;
    cmds.push(ask_solver(model, Duration::ZERO));
    cmds
}

fn stop_autoplay(model: &mut Model) {
    if model.solver.autoplay {
        model.solver.autoplay = false;
        model.solver.pending = None;
    }
}

fn pace(model: &mut Model, faster: bool) {
    let s = &mut model.solver;
    let before = s.pace;
    s.pace = if faster {
        (s.pace + 1).min(PACES.len() - 1)
    } else {
        s.pace.saturating_sub(1)
    };
    let end = (s.pace == before).then_some(faster);
    model.notice = Some(text::pace(model.solver.moves_per_second(), end));
}

fn answer(model: &mut Model, id: u64, dir: Option<Dir>) -> Vec<Cmd> {
    if model.solver.pending != Some(id) {
        return vec![];
    }
    model.solver.pending = None;
    if !model.solver.autoplay {
        // Shown until the next move, with which it counts (once, however often asked).
        model.solver.hint = dir;
        model.notice = Some(match dir {
            Some(d) => text::hint(d.arrow(), d),
            None => text::HINT_NONE.to_string(),
        });
        return vec![];
    }
    let Some(dir) = dir else {
        stop_autoplay(model);
        return vec![];
    };
    let hinted = model.solver.hint.is_some();
    let mut cmds = play(model, dir, Mover::Solver, hinted);
    if cmds.is_empty() || !model.game.accepts_moves() {
        // Stopped by a win or game over (their notices stay), or a move that did nothing.
        stop_autoplay(model);
    } else {
        let delay = autoplay_delay(model);
        cmds.push(ask_solver(model, delay));
    }
    cmds
}

fn undo(model: &mut Model) -> Vec<Cmd> {
    let Some(previous) = model.undo.pop() else {
        model.notice = Some(text::NOTHING_TO_UNDO.into());
        return vec![];
    };
    // A state of no moves starts a game: the step undone was a new game.
    let new_game = model.game.moves() == 0;
    let previous = if new_game {
        // The game left comes back as it was left; if it was not over, it was counted
        // when it was left, and plays on now.
        if previous.status() != Status::Over {
            uncount_end(model, &previous);
        }
        // Its record comes back with it (one from its board, should none be at hand).
        model.record = model
            .earlier
            .pop()
            .filter(|record| record.leads_to(&previous))
            .unwrap_or_else(|| Record::starting(&previous, Start::Board));
        if previous.status() != Status::Over {
            model.record.reopen();
        }
        previous
    } else {
        if model.game.status() == Status::Over && previous.status() != Status::Over {
            // The move undone ended the game.
            let ended = model.game.clone();
            uncount_end(model, &ended);
        }
        // The help of the move undone goes with it: the state before it has its own.
        if model.record.undo(&previous).is_none() {
            // Back past the record's start (a game resumed from its board).
            model.record = Record::starting(&previous, Start::Board);
        }
        previous
    };
    model.game = previous;
    model.last_move = Default::default();
    model.shared = None;
    model.notice = Some(if new_game {
        text::UNDONE_GAME.to_string()
    } else {
        text::undone(model.undo.len())
    });
    vec![Cmd::Save]
}

/// Counts the game in play, which ends now (game over, or left for a new one), once.
fn count_end(model: &mut Model) {
    model.scores.count_end(&model.game, model.clock);
}

/// Takes back the count of a game that had ended as `ended` and comes back into play.
fn uncount_end(model: &mut Model, ended: &GameState) {
    model.scores.uncount_end(ended);
}

fn restart(model: &mut Model) -> Vec<Cmd> {
    if matches!(model.record.origin(), Origin::Daily(_)) && model.game.moves() == 0 {
        model.notice = Some(text::DAILY_ALREADY_FIRST.into());
        return vec![];
    }
    // A game left unfinished ends here; a game over was counted already.
    let mut cmds = vec![Cmd::Save];
    if model.game.status() != Status::Over {
        count_end(model);
        cmds.extend(keep_record(model));
    }
    let (next, record) = match *model.record.origin() {
        // A daily game starts again from the day's first board: its next try.
        Origin::Daily(day) => {
            let next = GameState::new(model.record.rules(), day.seed());
            let tries = model.record.tries().saturating_add(1);
            let record = Record::starting(&next, Start::Daily(day)).with_tries(tries);
            (next, record)
        }
        _ => {
            let next = model.game.restart();
            let record = Record::starting(&next, Start::Seed(model.game.next_seed()));
            (next, record)
        }
    };
    let daily = matches!(record.origin(), Origin::Daily(_));
    let previous = std::mem::replace(&mut model.game, next);
    model.undo.push(previous);
    model
        .earlier
        .push(std::mem::replace(&mut model.record, record));
    if model.earlier.len() > EARLIER_RECORDS {
        model.earlier.remove(0);
    }
    model.last_move = Default::default();
    // The line to share is of the game in play, once it is over.
    model.shared = None;
    if model.overlay == Overlay::Help {
        model.overlay = Overlay::None;
    }
    model.notice = Some(if daily {
        text::daily_again(model.record.tries())
    } else {
        text::NEW_GAME.into()
    });
    cmds
}

/// Esc: closes what is open (the win box answers "keep going"); the bare board only says
/// how to quit.
fn close(model: &mut Model) -> Vec<Cmd> {
    match model.overlay {
        Overlay::Help | Overlay::Stats => {
            model.overlay = Overlay::None;
            model.page = 0;
            return vec![];
        }
        Overlay::Boss(_) => return toggle_boss(model),
        Overlay::None => {}
    }
    match model.game.status() {
        Status::Won => keep_going(model),
        Status::Over => {
            model.notice = Some(text::CLOSE_OVER.into());
            vec![]
        }
        Status::Playing | Status::KeepPlaying => {
            model.notice = Some(text::CLOSE_NOTHING.into());
            vec![]
        }
    }
}

/// How many records of earlier games are kept for undoing new games.
const EARLIER_RECORDS: usize = 100;

/// The record of the game in play, which ends now, for the finished games (none for a
/// game without a move of its record).
fn keep_record(model: &mut Model) -> Option<Cmd> {
    model.record.finish(model.clock);
    if let Some(line) = share_line(&model.record, &model.game, None) {
        model.shared = Some(line);
    }
    (!model.record.moves().is_empty()).then(|| Cmd::Keep(Box::new(model.record.clone())))
}

/// The share line of the daily game in play, when it is one.
fn daily_line(model: &Model) -> Option<String> {
    share_line(&model.record, &model.game, None)
}

/// The replay screen of the game in play.
fn replay_game(model: &mut Model) -> Vec<Cmd> {
    if model.record.moves().is_empty() {
        model.notice = Some(text::NOTHING_TO_REPLAY.into());
        return vec![];
    }
    stop_autoplay(model);
    vec![Cmd::Replay(Box::new(model.record.clone()))]
}

fn keep_going(model: &mut Model) -> Vec<Cmd> {
    let Some(next) = model.game.keep_going() else {
        return vec![];
    };
    model.game = next;
    model.record.keep_going();
    let mut cmds = vec![Cmd::Save];
    if model.game.status() == Status::Over {
        // Won on the last move: the game ends here.
        count_end(model);
        cmds.extend(keep_record(model));
    }
    model.notice = match model.game.status() {
        // The game-over box says it; a daily game's share line is said with it.
        Status::Over => daily_line(model),
        _ => Some(text::KEEP_GOING.to_string()),
    };
    cmds
}

fn saved(model: &mut Model, result: Result<(), String>) {
    match (result, &model.saving) {
        (_, Saving::Off(_)) => {}
        (Ok(()), Saving::On) => {}
        (Ok(()), Saving::Failing(_)) => {
            model.saving = Saving::On;
            model.notice = Some(text::SAVING_AGAIN.into());
        }
        (Err(why), Saving::Failing(before)) if *before == why => {}
        (Err(why), _) => {
            // Said once; the status line keeps saying it when there is no other notice.
            model.notice = Some(text::saving_off(&why));
            model.saving = Saving::Failing(why);
        }
    }
}
