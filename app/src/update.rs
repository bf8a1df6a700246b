//! The pure heart of the app: a message and a model in, the next model and its effects
//! out. No I/O, no clock, no global randomness, no terminal, so every behaviour is a unit
//! test away. What happens to the game in play is the session's to do; `update` decides
//! when, and what the screen says of it.

use std::time::{Duration, Instant};

use super::keymap::{Action, Key, KeyCode};
use super::model::{
    ANIMATED_PACE_LIMIT, ANIMATION, Animation, BOSS_LINE_EVERY, Boss, ENDING_SLIDE, GAIN_FLOAT,
    Model, Overlay, PACES, Saving, Shared,
};
use super::msg::{Cmd, Msg};
use super::notice::Notice;
use super::notice::Off;
use super::plain::plain_read;
use super::session::{Mover, NoRestart, Undone};
use tui2048_engine::game::{Dir, GameState, Record, Status, final_state};
use tui2048_store::{KeptNote, SaveError};

/// What a key does, given what is shown: over the boss screen any key brings the game
/// back; over the help or the statistics Ctrl-C quits, space and Page Down show the next
/// page and Page Up the one before (when they have more than one), and any other key (q
/// and Esc among them) closes them; else the key's action in the player's keys, if it
/// has one (Esc on the bare board never quits).
pub fn msg_for_key(model: &Model, key: Key) -> Option<Msg> {
    let boxed = model.overlay.has_pages();
    match key.code {
        _ if boxed && key == Key::ctrl('c') => return Some(Msg::Action(Action::Quit)),
        KeyCode::Char(' ') | KeyCode::PageDown if boxed => return Some(Msg::NextPage),
        KeyCode::PageUp if boxed => return Some(Msg::PreviousPage),
        _ => {}
    }
    let action = match model.overlay {
        Overlay::Boss(_) => Some(Action::Boss),
        Overlay::Stats { .. } => Some(Action::Stats),
        Overlay::Help { .. } => Some(Action::Help),
        Overlay::None => model.keymap.action_for(key),
    };
    action.map(Msg::Action)
}

/// The next model and what to do, for a message.
#[must_use = "the commands are to be carried out"]
pub fn update(mut model: Model, msg: Msg) -> (Model, Vec<Cmd>) {
    let cmds = update_in_place(&mut model, msg);
    (model, cmds)
}

/// [`update`] on a model held in place (the loop's, which owns it): what to do next.
#[must_use = "the commands are to be carried out"]
pub fn update_in_place(model: &mut Model, msg: Msg) -> Vec<Cmd> {
    // In the plain interface a key that reads changes nothing: the loop reads out.
    if let Msg::PlainKey(key) = msg {
        return match plain_read(model, key) {
            Some(what) => vec![Cmd::Read(what)],
            None => update_in_place(model, Msg::Key(key)),
        };
    }
    // A notice waiting its turn is shown once the player has had the one before, unless
    // what the player did has words of its own to say (they wait for the next key).
    let from_player = matches!(msg, Msg::Key(_) | Msg::Drag(_) | Msg::Click(_));
    let before = from_player.then(|| model.notice().cloned()).flatten();
    let cmds = handle(model, msg);
    // A score reached stays the best, whatever comes next (undo included).
    model.scores.reach(model.session.game());
    let n = &mut model.notices;
    if from_player && n.waiting_len() > 0 && (n.shown().is_none() || n.shown() == before.as_ref()) {
        n.next();
    }
    n.bring_back_warning(from_player);
    cmds
}

fn handle(model: &mut Model, msg: Msg) -> Vec<Cmd> {
    match msg {
        // A key stands for another message (or none).
        Msg::PlainKey(key) => handle(model, Msg::Key(key)),
        Msg::Key(key) => match msg_for_key(model, key) {
            Some(msg) => handle(model, msg),
            None => vec![],
        },
        // Nothing under the help, the statistics or the boss screen can be dragged or
        // clicked.
        Msg::Drag(_) | Msg::Click(_) if model.overlay != Overlay::None => vec![],
        Msg::Drag(dir) => act(model, Action::Move(dir)),
        Msg::Click(action) | Msg::Action(action) => act(model, action),
        Msg::NextPage | Msg::PreviousPage => {
            model.last_move.animation = None;
            if let Overlay::Help { page } | Overlay::Stats { page } = &mut model.overlay {
                *page = if msg == Msg::NextPage {
                    page.saturating_add(1)
                } else {
                    page.saturating_sub(1)
                };
            }
            vec![]
        }
        Msg::SolverAnswer { id, dir } => {
            model.last_move.animation = None;
            answer(model, id, dir)
        }
        Msg::PlayOn(on) => {
            let (record, game) = *on;
            play_on(model, record, game)
        }
        // Time passing, and news from outside, leave the animation running.
        news => {
            hear(model, news);
            vec![]
        }
    }
}

/// Time passing and news from outside (a save, a record kept, the tables, a review): what
/// the model makes of them. None asks for a command.
fn hear(model: &mut Model, msg: Msg) {
    match msg {
        Msg::Tick(now) => {
            tick(model, now);
        }
        Msg::Clock(secs) => {
            model.clock = secs;
            if let Overlay::Boss(boss) = &mut model.overlay
                && boss.started_clock == 0
            {
                boss.started_clock = secs;
            }
        }
        Msg::Kept(result) => match result {
            Ok(KeptNote::Added) | Err(SaveError::Off(_)) => {}
            Ok(note) => model.notices.warn(Notice::Kept(note)),
            Err(SaveError::Failed(why)) => model.notices.warn(Notice::RecordNotKept(why)),
        },
        Msg::TablesBuilding { mb, folder } => {
            model.notices.warn(Notice::BuildingTables { mb, folder });
        }
        Msg::TablesDone { built } => {
            tables_done(model, built);
        }
        Msg::ThemeNotWritten(why) => {
            let theme = model.theme;
            model.say(Notice::ThemeNotWritten { theme, why });
        }
        Msg::NoReplay(e) => {
            model.say(Notice::NoReplay(e));
        }
        Msg::Drawn => {
            model.notices.drawn();
        }
        Msg::CacheGivenUp { mb } => {
            model.say(Notice::CacheGivenUp { mb });
        }
        Msg::Copied(copied) => {
            model.say(Notice::Copied(copied));
        }
        Msg::CloseNotice => {
            model.notices.next();
        }
        Msg::Judged { record, accuracy } => {
            // A review that ends after its game was left (a try given up, a new game)
            // shares nothing.
            if model.game().status() == Status::Over
                && model.session.record().same_game(&record)
                && let Ok(end) = final_state(&record)
            {
                model.shared = Some(Shared {
                    record: *record,
                    end,
                    accuracy,
                });
            }
        }
        Msg::Saved(result) => {
            saved(model, result);
        }
        // The player's messages are `handle`'s.
        Msg::Key(_)
        | Msg::PlainKey(_)
        | Msg::Drag(_)
        | Msg::Click(_)
        | Msg::Action(_)
        | Msg::NextPage
        | Msg::PreviousPage
        | Msg::SolverAnswer { .. }
        | Msg::PlayOn(_) => {}
    }
}

/// What an action (a key's, a button's) does.
fn act(model: &mut Model, action: Action) -> Vec<Cmd> {
    // The plain interface's reading keys: the full screen shows what they read.
    if action.plain_only() {
        return vec![];
    }
    // The player's own keys take control back from autoplay.
    if matches!(action, Action::Move(_) | Action::Undo | Action::Restart) {
        stop_autoplay(model);
        // A hint still being worked out would be for a board that is gone.
        model.solver.pending = None;
    }
    // Input never waits for eye-candy: it ends the animation.
    model.last_move.animation = None;
    model.last_move.ending = None;
    match action {
        Action::Move(dir) => {
            // A hint shown for the board counts with the move played on it; whatever
            // the key did, the hint is gone.
            let cmds = play(model, dir, Mover::Player);
            model.session.forget_hint();
            cmds
        }
        Action::Undo => {
            model.session.forget_hint();
            undo(model)
        }
        Action::Restart => {
            model.session.forget_hint();
            restart(model)
        }
        Action::KeepGoing => keep_going(model),
        Action::Help => toggle(model, Overlay::HELP),
        Action::Stats => toggle(model, Overlay::STATS),
        Action::Hint => hint(model),
        Action::Autoplay => toggle_autoplay(model),
        Action::Faster | Action::Slower => {
            pace(model, action == Action::Faster);
            vec![]
        }
        Action::Boss => toggle_boss(model),
        Action::Replay => replay_game(model),
        Action::Theme => {
            model.theme = model.theme.next();
            model.say(Notice::Theme(model.theme));
            vec![Cmd::Theme(model.theme)]
        }
        Action::Copy => copy(model),
        Action::Close => close(model),
        Action::Quit => vec![Cmd::Quit],
        Action::Cursor(_)
        | Action::ReadCell
        | Action::ReadRow
        | Action::ReadColumn
        | Action::Summary
        | Action::Verbosity => vec![],
    }
}

/// Shows the help or the statistics (`shown`, at its first page), or closes it.
fn toggle(model: &mut Model, shown: Overlay) -> Vec<Cmd> {
    let open = std::mem::discriminant(&model.overlay) == std::mem::discriminant(&shown);
    model.overlay = if open { Overlay::None } else { shown };
    vec![]
}

fn play(model: &mut Model, dir: Dir, mover: Mover) -> Vec<Cmd> {
    match model.game().status() {
        Status::Won => {
            model.say(Notice::WaitsWon);
            return vec![];
        }
        Status::Over => {
            model.say(Notice::WaitsOver);
            return vec![];
        }
        Status::Playing | Status::KeepPlaying => {}
    }
    let Some(played) = model
        .session
        .play(dir, mover, &mut model.scores, model.clock)
    else {
        model.say(Notice::CantMove(dir));
        return vec![];
    };
    let gain = played.motion.gain;
    model.last_move.gain = (gain > 0).then_some(gain);
    model.last_move.motion = Some(played.motion);
    let fast = model.solver.autoplay && model.solver.moves_per_second() > ANIMATED_PACE_LIMIT;
    let fresh = Animation {
        started: None,
        progress: 0.0,
    };
    model.last_move.animation = (model.animate && !fast).then_some(fresh);
    // The points show for their time, rising and fading where moves are animated.
    model.last_move.gain_floats = model.animate && !fast && gain > 0;
    model.last_move.gain_float = (gain > 0).then_some(fresh);
    // A move that ends the game (a win, or no move left) brings the box of its end: where
    // the board must move aside for it, it moves in sight.
    let ends = matches!(model.game().status(), Status::Won | Status::Over);
    model.last_move.ending = (model.animate && !fast && ends).then_some(fresh);
    count_daily_end(model);
    let mut cmds = vec![Cmd::Save];
    if let Some(record) = played.ended {
        // The game's line to share at once; a daily game's review adds its accuracy.
        cmds.extend(keep(model, record));
    } else if model.game().has_won() {
        // A game won is shared at the win, as one over is at its end; played on after
        // the win, its line follows each move, so that it says what its record proves.
        model.shared = Some(Shared::of(&model.session));
    }
    // A win or a game over is said by the box beside the board, once, with the game's line
    // to share, which stays there until the player leaves the game.
    model.notices.say(None);
    cmds
}

/// The endgame tables' build is over: the notice of their building (the warning that
/// yields, word of work under way) is old news and leaves. When they were `built`, the
/// status line it held, or a free one, says once that they are ready, a notice like any
/// other (the next move takes it away); else the line it held is cleared.
fn tables_done(model: &mut Model, built: bool) {
    let building = model.notices.take_yielding();
    let shown = model.notice().cloned();
    if built && (shown.is_none() || shown == building) {
        model.say(Notice::TablesReady);
    } else if shown.is_some() && shown == building {
        model.notices.next();
    }
}

/// Moves the animation, or the boss screen's log, on to `now`.
fn tick(model: &mut Model, now: Instant) {
    if let Overlay::Boss(boss) = &mut model.overlay {
        let started = *boss.started.get_or_insert(now);
        boss.lines = (now.saturating_duration_since(started).as_millis()
            / BOSS_LINE_EVERY.as_millis()) as u64;
    }
    advance(&mut model.last_move.animation, now, ANIMATION);
    advance(&mut model.last_move.ending, now, ENDING_SLIDE);
    // The points of the last move are gone once their time is up.
    if model.last_move.gain_float.is_some() {
        advance(&mut model.last_move.gain_float, now, GAIN_FLOAT);
        if model.last_move.gain_float.is_none() {
            model.last_move.gain = None;
        }
    }
}

/// Moves an animation of length `length` on to `now`; it ends when its time is up.
pub(super) fn advance(animation: &mut Option<Animation>, now: Instant, length: Duration) {
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
        return vec![Cmd::PlainTitle(false)];
    }
    if model.solver.autoplay {
        stop_autoplay(model);
        // Seen when the game comes back.
        model.say(Notice::AutoplayBoss);
    }
    model.overlay = Overlay::Boss(Boss {
        seed: model.game().moves() ^ model.game().score().rotate_left(17) ^ model.clock,
        started: None,
        started_clock: model.clock,
        lines: 0,
    });
    // The terminal's title says nothing of the game while the log shows.
    vec![Cmd::PlainTitle(true), Cmd::Save]
}

fn hint(model: &mut Model) -> Vec<Cmd> {
    if !model.game().accepts_moves() {
        model.say(Notice::HintWaits);
        return vec![];
    }
    model.say(Notice::HintThinking);
    vec![ask_solver(model, Duration::ZERO)]
}

/// A request to the solver for the current board; its answer is the only one awaited.
fn ask_solver(model: &mut Model, delay: Duration) -> Cmd {
    model.solver.last_id += 1;
    model.solver.pending = Some(model.solver.last_id);
    Cmd::Solve {
        id: model.solver.last_id,
        board: model.game().board().clone(),
        delay,
    }
}

fn autoplay_delay(model: &Model) -> Duration {
    Duration::from_secs(1) / model.solver.moves_per_second()
}

fn toggle_autoplay(model: &mut Model) -> Vec<Cmd> {
    if model.solver.autoplay {
        stop_autoplay(model);
        model.say(Notice::AutoplayOff);
        return vec![];
    }
    // On the win box, p answers "keep going" and plays on.
    let mut cmds = if model.game().status() == Status::Won {
        keep_going(model)
    } else {
        vec![]
    };
    if !model.game().accepts_moves() {
        if cmds.is_empty() {
            model.say(Notice::AutoplayNeedsGame);
        }
        return cmds;
    }
    model.solver.autoplay = true;
    if let Overlay::Help { .. } = model.overlay {
        model.overlay = Overlay::None;
    }
    model.notices.say(None);
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
    let per_second = model.solver.moves_per_second();
    model.say(Notice::Pace { per_second, end });
}

fn answer(model: &mut Model, id: u64, dir: Option<Dir>) -> Vec<Cmd> {
    if model.solver.pending != Some(id) {
        return vec![];
    }
    model.solver.pending = None;
    if !model.solver.autoplay {
        // Shown until the next move, with which it counts (once, however often asked).
        model.session.show_hint(dir);
        model.say(Notice::Hint(dir));
        return vec![];
    }
    let Some(dir) = dir else {
        stop_autoplay(model);
        return vec![];
    };
    let mut cmds = play(model, dir, Mover::Solver);
    if cmds.is_empty() || !model.game().accepts_moves() {
        // Stopped by a win or game over (their notices stay), or a move that did nothing.
        stop_autoplay(model);
    } else {
        let delay = autoplay_delay(model);
        cmds.push(ask_solver(model, delay));
    }
    cmds
}

fn undo(model: &mut Model) -> Vec<Cmd> {
    let was_over = model.game().status() == Status::Over;
    let Some(undone) = model.session.undo(&mut model.scores) else {
        model.say(Notice::NothingToUndo);
        return vec![];
    };
    model.last_move = Default::default();
    // The line to share is of a game that is over or won: one brought back so keeps it,
    // with its figures as they are now.
    model.shared = over_line(model);
    model.say(match undone {
        Undone::NewGame => Notice::UndoneGame,
        // Said as what the next `u` does: a move of this game, or the game before back.
        Undone::Move => match model.session.undos_in_game() {
            0 if !model.session.undo_stack().is_empty() => Notice::UndoneToTheStart,
            left => Notice::Undone(left),
        },
    });
    let mut cmds = vec![Cmd::Save];
    // A game that ended (left for a new one, or over) was kept as finished; back in
    // play, it is not.
    let record = model.session.record();
    let back_in_play = match undone {
        Undone::NewGame => model.game().status() != Status::Over,
        Undone::Move => was_over,
    };
    if back_in_play && !record.moves().is_empty() {
        cmds.push(Cmd::TakeBack(Box::new(record.clone())));
    }
    cmds
}

/// The line to share of the game in play, when it is over or won.
fn over_line(model: &Model) -> Option<Shared> {
    (model.game().status() == Status::Over || model.game().has_won())
        .then(|| Shared::of(&model.session))
}

fn restart(model: &mut Model) -> Vec<Cmd> {
    let ended = match model.session.restart(&mut model.scores, model.clock) {
        Ok(ended) => ended,
        Err(NoRestart::DailyAtStart(day)) => {
            model.say(Notice::DailyAlreadyFirst(day));
            return vec![];
        }
    };
    // A game left unfinished ends here (a game over was counted already).
    let mut cmds = vec![Cmd::Save];
    cmds.extend(ended.map(|record| Cmd::Keep(Box::new(record))));
    model.last_move = Default::default();
    // The line to share is of the game in play, once it is over.
    model.shared = None;
    if let Overlay::Help { .. } = model.overlay {
        model.overlay = Overlay::None;
    }
    let record = model.session.record();
    let notice = match record.origin().day() {
        // The game's own day, which is not today's once midnight (UTC) has passed.
        Some(day) => Notice::DailyAgain {
            day,
            tries: record.tries(),
        },
        None => Notice::NewGame,
    };
    model.say(notice);
    cmds
}

/// Esc: closes what is open (the win box answers "keep going"); the bare board only says
/// how to quit.
fn close(model: &mut Model) -> Vec<Cmd> {
    match model.overlay {
        Overlay::Help { .. } | Overlay::Stats { .. } => {
            model.overlay = Overlay::None;
            return vec![];
        }
        Overlay::Boss(_) => return toggle_boss(model),
        Overlay::None => {}
    }
    match model.game().status() {
        Status::Won => keep_going(model),
        Status::Over => {
            model.say(Notice::CloseOver);
            vec![]
        }
        Status::Playing | Status::KeepPlaying => {
            model.say(Notice::CloseNothing);
            vec![]
        }
    }
}

/// A finished game's record for the finished games (none for a game without a move of
/// its record); its line to share is the model's to say from now on.
fn keep(model: &mut Model, record: Record) -> Vec<Cmd> {
    let mut cmds = vec![];
    model.shared = Some(Shared {
        record: record.clone(),
        end: model.game().clone(),
        accuracy: None,
    });
    // A daily game over (not won and left): its moves are graded, for the line's accuracy.
    let daily = record.origin().day().is_some();
    if daily && model.game().status() == Status::Over {
        cmds.push(Cmd::Judge(Box::new(record.clone())));
    }
    if !record.moves().is_empty() {
        cmds.insert(0, Cmd::Keep(Box::new(record)));
    }
    cmds
}

/// Counts the end of the daily game in play in its streaks, when it has just come (a win,
/// or a game over): for the day it started, once a day.
fn count_daily_end(model: &mut Model) {
    let game = model.session.game();
    if !matches!(game.status(), Status::Won | Status::Over) {
        return;
    }
    if let Some(day) = model.session.record().origin().day() {
        let won = game.has_won();
        model.scores.stats.daily.count_end(day, won);
    }
}

/// The line to share and its record, to the terminal's clipboard (the runtime says how
/// it went with [`Msg::Copied`]); nothing before the game has them. A server's daily game
/// of a day still open has its line alone.
fn copy(model: &mut Model) -> Vec<Cmd> {
    match (model.shared(), model.shared_record()) {
        (Some(line), Some(record)) => vec![Cmd::Copy(format!("{line}\n{record}\n"))],
        (Some(line), None) => vec![Cmd::Copy(format!("{line}\n"))],
        _ => {
            model.say(Notice::NothingToCopy);
            vec![]
        }
    }
}

/// The replay screen of the game in play.
fn replay_game(model: &mut Model) -> Vec<Cmd> {
    let record = model.session.record();
    if record.moves().is_empty() {
        model.say(Notice::NothingToReplay);
        return vec![];
    }
    let cmd = Cmd::Replay(Box::new(record.clone()));
    stop_autoplay(model);
    vec![cmd]
}

/// The game played on from a replay's board in place of the game in play, which `u`
/// brings back as after `r`.
fn play_on(model: &mut Model, record: Record, game: GameState) -> Vec<Cmd> {
    stop_autoplay(model);
    let at = record.moves().len();
    let ended = model
        .session
        .play_on(game, record, &mut model.scores, model.clock);
    let mut cmds = vec![Cmd::Save];
    cmds.extend(ended.map(|record| Cmd::Keep(Box::new(record))));
    model.last_move = Default::default();
    model.shared = None;
    model.overlay = Overlay::None;
    model.say(Notice::PlayedOn(at));
    cmds
}

fn keep_going(model: &mut Model) -> Vec<Cmd> {
    let Some(ended) = model.session.keep_going(&mut model.scores, model.clock) else {
        return vec![];
    };
    count_daily_end(model);
    let mut cmds = vec![Cmd::Save];
    if let Some(record) = ended {
        cmds.extend(keep(model, record));
    }
    model.notices.say(match model.game().status() {
        // The game-over box says it, a daily game's share line with it.
        Status::Over => None,
        _ => Some(Notice::KeepGoing),
    });
    cmds
}

fn saved(model: &mut Model, result: Result<(), SaveError>) {
    let result = match result {
        Ok(()) => Ok(()),
        Err(SaveError::Failed(fault)) => Err(fault),
        Err(SaveError::Off(fault)) => {
            let off = Off::Fault(fault);
            if model.saving != Saving::Off(off.clone()) {
                model.say(Notice::SavingOff(off.clone()));
                model.saving = Saving::Off(off);
            }
            return;
        }
    };
    match (result, &model.saving) {
        (_, Saving::Off(_)) => {}
        (Ok(()), Saving::On) => {}
        (Ok(()), Saving::Failing(_)) => {
            model.saving = Saving::On;
            model.say(Notice::SavingAgain);
        }
        (Err(why), Saving::Failing(before)) if *before == why => {}
        (Err(why), _) => {
            // Said once; the status line keeps saying it when there is no other notice.
            model.say(Notice::SavingOff(Off::Fault(why.clone())));
            model.saving = Saving::Failing(why);
        }
    }
}
