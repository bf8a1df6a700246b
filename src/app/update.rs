//! The pure heart of the app: a message and a model in, the next model and its effects
//! out. No I/O, no clock, no global randomness, so every behaviour is a unit test away.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, MouseButton, MouseEventKind,
};
use ratatui::layout::{Position, Rect};

use super::keymap::{Action, action_for};
use super::model::{
    ANIMATED_PACE_LIMIT, ANIMATION, Animation, BOSS_LINE_EVERY, Boss, GAIN_FLOAT, Model, PACES,
    Saving,
};
use super::msg::{Cmd, Msg};
use std::time::{Duration, Instant};

use crate::game::{Dir, FinishedGame, GameState, Status, raise_best, record_finished};

/// The message a terminal event stands for, given what is on screen.
pub fn msg_for_event(model: &Model, event: &Event) -> Option<Msg> {
    match event {
        Event::Key(key) => msg_for_key(model, key),
        Event::Resize(w, h) => Some(Msg::Resize(*w, *h)),
        Event::Mouse(mouse) if model.boss.is_none() => match mouse.kind {
            MouseEventKind::Down(MouseButton::Left) => {
                Some(Msg::MouseDown(mouse.column, mouse.row))
            }
            MouseEventKind::Up(MouseButton::Left) => Some(Msg::MouseUp(mouse.column, mouse.row)),
            _ => None,
        },
        _ => None,
    }
}

fn is_press(key: &KeyEvent) -> bool {
    matches!(key.kind, KeyEventKind::Press | KeyEventKind::Repeat)
}

fn msg_for_key(model: &Model, key: &KeyEvent) -> Option<Msg> {
    let action = action_for(key);
    if model.boss.is_some() {
        // Any key brings the game back, exactly as it was.
        return is_press(key).then_some(Msg::ToggleBoss);
    }
    if model.stats_open {
        return match action {
            Some(Action::Quit) if key.code != KeyCode::Esc => Some(Msg::Quit),
            _ => is_press(key).then_some(Msg::ToggleStats),
        };
    }
    if model.help {
        // Any key closes the help; the quit keys other than Esc still quit.
        return match action {
            Some(Action::Quit) if key.code != KeyCode::Esc => Some(Msg::Quit),
            Some(_) => Some(Msg::ToggleHelp),
            None => is_press(key).then_some(Msg::ToggleHelp),
        };
    }
    Some(msg_for_action(action?))
}

/// The message of a key's (or a button's) action.
fn msg_for_action(action: Action) -> Msg {
    match action {
        Action::Move(dir) => Msg::Move(dir),
        Action::Undo => Msg::Undo,
        Action::Restart => Msg::Restart,
        Action::KeepGoing => Msg::KeepGoing,
        Action::Help => Msg::ToggleHelp,
        Action::Hint => Msg::Hint,
        Action::Autoplay => Msg::ToggleAutoplay,
        Action::Faster => Msg::Faster,
        Action::Slower => Msg::Slower,
        Action::Boss => Msg::ToggleBoss,
        Action::Stats => Msg::ToggleStats,
        Action::Quit => Msg::Quit,
    }
}

/// The next model and what to do, for a message.
pub fn update(mut model: Model, msg: Msg) -> (Model, Vec<Cmd>) {
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
        Msg::Tick(_) | Msg::Saved(_) | Msg::SavingOff(_) | Msg::Clock(_)
    ) {
        model.animation = None;
    }
    let cmds = match msg {
        Msg::Move(dir) => play(&mut model, dir),
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
            if let Some(boss) = &mut model.boss
                && boss.started_clock == 0
            {
                boss.started_clock = secs;
            }
            vec![]
        }
        Msg::ToggleBoss => toggle_boss(&mut model),
        Msg::ToggleStats => {
            model.stats_open = !model.stats_open;
            model.help = false;
            vec![]
        }
        Msg::MouseDown(x, y) => {
            model.drag_from = Some((x, y));
            vec![]
        }
        Msg::MouseUp(x, y) => return mouse_up(model, x, y),
        Msg::KeepGoing => keep_going(&mut model),
        Msg::ToggleHelp => {
            model.help = !model.help;
            vec![]
        }
        Msg::Quit => {
            model.quitting = true;
            vec![Cmd::Quit]
        }
        Msg::Resize(w, h) => {
            model.screen = (w, h);
            vec![]
        }
        Msg::Saved(result) => {
            saved(&mut model, result);
            vec![]
        }
        Msg::SavingOff(why) => {
            if model.saving != Saving::Off(why.clone()) {
                model.notice = Some(format!("Saving is off: {why}"));
                model.saving = Saving::Off(why);
            }
            vec![]
        }
    };
    (model, cmds)
}

fn play(model: &mut Model, dir: Dir) -> Vec<Cmd> {
    match model.game.status() {
        Status::Won => {
            model.notice = Some("You won! Enter or c keeps going, r starts a new game".into());
            return vec![];
        }
        Status::Over => {
            model.notice = Some("Game over: r starts a new game, u undoes".into());
            return vec![];
        }
        Status::Playing | Status::KeepPlaying => {}
    }
    let Some((next, motion)) = model.game.apply(dir) else {
        model.notice = Some(format!("Nothing moves {dir}: that is not a move"));
        return vec![];
    };
    let won = next.status() == Status::Won;
    let previous = std::mem::replace(&mut model.game, next);
    model.undo.push(previous);
    model.stats.record_move(&model.game, won);
    raise_best(&mut model.best, &model.game);
    let motion_gain = motion.gain;
    model.gain = (motion.gain > 0).then_some(motion.gain);
    model.solver.hint = None;
    model.motion = Some(motion);
    let fast = model.solver.autoplay && model.solver.moves_per_second() > ANIMATED_PACE_LIMIT;
    let fresh = Animation {
        started: None,
        progress: 0.0,
    };
    model.animation = (model.animate && !fast).then_some(fresh);
    model.gain_float = (model.animate && !fast && motion_gain > 0).then_some(fresh);
    if model.game.status() == Status::Over {
        record_end(model);
    }
    model.notice = match model.game.status() {
        Status::Won => Some(format!("You made {}!", model.game.rules().target)),
        Status::Over => Some("No moves left".into()),
        _ => None,
    };
    vec![Cmd::Save]
}

/// Moves the animation, or the boss screen's log, on to `now`.
fn tick(model: &mut Model, now: Instant) {
    if let Some(boss) = &mut model.boss {
        let started = *boss.started.get_or_insert(now);
        boss.lines = (now.saturating_duration_since(started).as_millis()
            / BOSS_LINE_EVERY.as_millis()) as u64;
    }
    advance(&mut model.animation, now, ANIMATION);
    advance(&mut model.gain_float, now, GAIN_FLOAT);
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
    if model.boss.take().is_some() {
        return vec![];
    }
    stop_autoplay(model);
    model.help = false;
    model.stats_open = false;
    model.boss = Some(Boss {
        seed: model.game.moves() ^ model.game.score().rotate_left(17) ^ model.clock,
        started: None,
        started_clock: model.clock,
        lines: 0,
    });
    vec![Cmd::Save]
}

/// A drag across the board plays the drag's main direction; a click on a button of the
/// box over the board does what its key does.
fn mouse_up(mut model: Model, x: u16, y: u16) -> (Model, Vec<Cmd>) {
    let Some((fx, fy)) = model.drag_from.take() else {
        return (model, vec![]);
    };
    // The help and the statistics cover the board and its buttons.
    if model.help || model.stats_open {
        return (model, vec![]);
    }
    let area = Rect::new(0, 0, model.screen.0, model.screen.1);
    let Some(board) = crate::ui::layout(area, model.game.board().size()).map(|at| at.board) else {
        return (model, vec![]);
    };
    let (dx, dy) = (i32::from(x) - i32::from(fx), i32::from(y) - i32::from(fy));
    if dx.abs() <= 1 && dy == 0 {
        let hit = crate::ui::buttons(&model, board)
            .into_iter()
            .find(|(r, _)| r.contains(Position::new(x, y)));
        return match hit {
            Some((_, action)) => update(model, msg_for_action(action)),
            None => (model, vec![]),
        };
    }
    if !board.contains(Position::new(fx, fy)) {
        return (model, vec![]);
    }
    // Cells are about twice as tall as wide: a row counts as two columns.
    let dir = if dx.abs() >= 2 * dy.abs() {
        if dx < 0 { Dir::Left } else { Dir::Right }
    } else if dy < 0 {
        Dir::Up
    } else {
        Dir::Down
    };
    update(model, Msg::Move(dir))
}

fn hint(model: &mut Model) -> Vec<Cmd> {
    if !model.game.accepts_moves() {
        model.notice = Some("No hint: the game takes no moves now".into());
        return vec![];
    }
    model.notice = Some("Hint: thinking…".into());
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
        model.notice = Some("Autoplay off".into());
        return vec![];
    }
    if !model.game.accepts_moves() {
        model.notice = Some("Autoplay needs a game in play".into());
        return vec![];
    }
    model.solver.autoplay = true;
    model.help = false;
    model.notice = None;
    vec![ask_solver(model, Duration::ZERO)]
}

fn stop_autoplay(model: &mut Model) {
    if model.solver.autoplay {
        model.solver.autoplay = false;
        model.solver.pending = None;
    }
}

fn pace(model: &mut Model, faster: bool) {
    let s = &mut model.solver;
    s.pace = if faster {
        (s.pace + 1).min(PACES.len() - 1)
    } else {
        s.pace.saturating_sub(1)
    };
    model.notice = Some(format!(
        "Autoplay pace: {} moves/s",
        model.solver.moves_per_second()
    ));
}

fn answer(model: &mut Model, id: u64, dir: Option<Dir>) -> Vec<Cmd> {
    if model.solver.pending != Some(id) {
        return vec![];
    }
    model.solver.pending = None;
    if !model.solver.autoplay {
        model.solver.hint = dir;
        model.notice = Some(match dir {
            Some(d) => format!("Hint: {} {d}", d.arrow()),
            None => "Hint: no move is left".to_string(),
        });
        return vec![];
    }
    let Some(dir) = dir else {
        stop_autoplay(model);
        return vec![];
    };
    let mut cmds = play(model, dir);
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
        model.notice = Some("Nothing to undo".into());
        return vec![];
    };
    take_back_bookkeeping(model, &previous);
    model.game = previous;
    model.gain = None;
    model.gain_float = None;
    model.motion = None;
    model.notice = Some(match model.undo.len() {
        1 => "Undone: 1 more undo left".to_string(),
        n => format!("Undone: {n} more undos left"),
    });
    vec![Cmd::Save]
}

/// Undo takes back what the undone step counted: a win, a game over's record, or a new
/// game (and the record of the game it ended).
fn take_back_bookkeeping(model: &mut Model, previous: &GameState) {
    let current = &model.game;
    // The step undone made the win (the game may have been kept going since).
    if has_won(current) && !has_won(previous) {
        model.stats.wins = model.stats.wins.saturating_sub(1);
    }
    let new_game = current.moves() == 0;
    if new_game {
        model.stats.games = model.stats.games.saturating_sub(1);
    }
    let ended = if new_game { previous } else { current };
    let ended_here = new_game || current.status() == Status::Over;
    let record = FinishedGame::of(ended, 0);
    if ended_here
        && model
            .history
            .last()
            .is_some_and(|last| FinishedGame { date: 0, ..*last } == record)
    {
        model.history.pop();
    }
}

/// Whether a game has reached its target: waiting on the win, played on past it, or over
/// with the target on the board.
fn has_won(game: &GameState) -> bool {
    match game.status() {
        Status::Won | Status::KeepPlaying => true,
        Status::Over => game.board().max_tile() >= game.rules().target,
        Status::Playing => false,
    }
}

/// Records a game that ends now (game over, or left for a new one), once.
fn record_end(model: &mut Model) {
    let game = &model.game;
    if game.moves() > 0 {
        record_finished(&mut model.history, FinishedGame::of(game, model.clock));
    }
}

fn restart(model: &mut Model) -> Vec<Cmd> {
    // A game left unfinished counts as finished here; a game over was counted already.
    if model.game.status() != Status::Over {
        record_end(model);
    }
    let next = model.game.restart();
    let previous = std::mem::replace(&mut model.game, next);
    model.undo.push(previous);
    model.stats.record_new_game(&model.game);
    model.gain = None;
    model.gain_float = None;
    model.motion = None;
    model.help = false;
    model.notice = Some("New game: u brings the old one back".into());
    vec![Cmd::Save]
}

fn keep_going(model: &mut Model) -> Vec<Cmd> {
    let Some(next) = model.game.keep_going() else {
        return vec![];
    };
    model.game = next;
    if model.game.status() == Status::Over {
        // Won on the last move: the game ends here.
        record_end(model);
    }
    model.notice = Some(match model.game.status() {
        Status::Over => "No moves left".to_string(),
        _ => "Keep going: how far can you get?".to_string(),
    });
    vec![Cmd::Save]
}

fn saved(model: &mut Model, result: Result<(), String>) {
    match (result, &model.saving) {
        (_, Saving::Off(_)) => {}
        (Ok(()), Saving::On) => {}
        (Ok(()), Saving::Failing(_)) => {
            model.saving = Saving::On;
            model.notice = Some("Saving works again".into());
        }
        (Err(why), Saving::Failing(before)) if *before == why => {}
        (Err(why), _) => {
            // Said once; the status line keeps saying it when there is no other notice.
            model.notice = Some(format!("Saving is off: {why}"));
            model.saving = Saving::Failing(why);
        }
    }
}
