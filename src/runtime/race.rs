//! The race screen: `tui2048 race`, run in the loop every screen shares. The race takes
//! the save's lock and keeps its game with the finished games (where the races are
//! counted, apart from every other game); the state file is left as it was (but for one
//! that could not be read, which is kept aside and what could be read of it saved, as
//! the game does). A race is not resumed: quitting ends it. The solver plays the rival's board
//! on a thread of its own, beside the one that answers the player's hint and autoplay.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use ratatui::Frame;
use ratatui::backend::Backend;
use ratatui::layout::Rect;

use super::events::{Events, drag_or_click};
use super::run::{Choices, write_theme};
use super::screen::{Ctx, Flow, Reader, Screen, carry_out, on_the_terminal, run_screen};
use super::solvers::{Asker, Solvers};
use super::terminal::Pause;
use super::title::plain_title;
use super::workers::{self, Input, Saver, SolveRequest};
use super::{Found, RunError, Save, start_up};
use tui2048_app::keymap::Action;
use tui2048_app::leaving::race_leaving_lines;
use tui2048_app::settings::{ColorMode, Settings};
use tui2048_app::{GameOptions, Msg, RIVAL_REQUEST, Race, RaceCmd, RaceMsg, init_race};
use tui2048_app::{race_tick, update_race_in_place};
use tui2048_engine::ai::Solver;
use tui2048_store::clock::unix_now;
use tui2048_store::config::Problem;
use tui2048_ui::{Look, race_board, race_buttons, race_notice_boxed, view_race};

/// Runs `race` until the player quits it, with `solver` playing the rival's board (and
/// answering the hint and autoplay; word of its tables being built comes on `news`). The
/// save at `state` is locked for the race's time; its game is left as it was. On the way
/// out, who won and the line to share are printed.
pub(crate) fn run_race(
    state: Option<PathBuf>,
    race: Race,
    settings: Settings,
    problem: Option<Problem>,
    (solver, news): (Solver, Receiver<Msg>),
) -> Result<(), RunError> {
    let save = state.map_or(Save::None, Save::At);
    let Found {
        saver,
        tx,
        rx,
        start,
        choices: config,
        ..
    } = start_up(save, GameOptions::default(), settings, problem)?;
    let (mouse, color) = (start.settings.mouse, start.settings.color);
    let (race, first) = init_race(start, race);
    workers::spawn_news(news, tx.clone());
    // The player's hint and autoplay and the rival ask the same threads, each only its
    // newest question.
    let solvers = Solvers::start(solver);
    let player_solver = solvers.asker(tx.clone());
    let rival_solver = solvers.asker(tx.clone());
    let race = on_the_terminal(mouse, Reader::Kept, &tx, |terminal, console| {
        let mut screen = RaceScreen {
            race,
            color,
            config,
            saver: &saver,
            player_solver: &player_solver,
            rival_solver: &rival_solver,
            events: Events::default(),
        };
        let mut ctx = Ctx {
            terminal,
            inputs: &rx,
            pause: console,
            ahead: VecDeque::new(),
        };
        // A terminal gone while the race runs (a closed window) ends it as a hang-up does.
        let _ = match carry_out(&mut screen, first, &mut ctx) {
            Ok(false) => run_screen(&mut screen, &mut ctx).map(|_| ()),
            _ => Ok(()),
        };
        // Left from the boss screen (a signal): the terminal's own title back.
        if screen.race.player().boss().is_some() {
            plain_title(false);
        }
        // Whatever ended it (a key, a signal, the terminal's end), the race's game is
        // kept as it stands.
        if let Some(record) = screen.race.left() {
            saver.keep(record);
        }
        screen.race
    })?;
    saver.flush();
    // The terminal may be gone (a hang-up): then there is no one to tell. What became of
    // the race's game kept on the way out (a records file that could not be written) is
    // said after the race's lines, as the game says it on its status line.
    let kept = rx
        .try_iter()
        .filter_map(|input| match input {
            Input::Kept(result) => Some(result),
            _ => None,
        })
        .collect();
    super::leaving::say_on_leaving(&race_leaving_lines(&race, kept), &[]);
    Ok(())
}

/// The race's screen: the race, and what its commands are carried out with.
struct RaceScreen<'a> {
    race: Race,
    /// How many colours the terminal shows (the theme is the player's model's).
    color: ColorMode,
    /// Where the player's choices are written (none: nowhere).
    config: Option<Choices>,
    saver: &'a Saver,
    player_solver: &'a Asker,
    rival_solver: &'a Asker,
    events: Events,
}

impl Screen for RaceScreen<'_> {
    type Msg = RaceMsg;
    type Cmd = RaceCmd;

    fn message(
        &mut self,
        input: Input,
        stopped: bool,
        area: impl FnOnce() -> Rect,
    ) -> Option<RaceMsg> {
        match input {
            _ if stopped => None,
            Input::Terminal(event) => {
                let race = &self.race;
                let area = area();
                let boxed = race_notice_boxed(race, area);
                let msg = self.events.msg_with(&event, boxed, |from, to| {
                    let board = race_board(race, area)?;
                    drag_or_click(board, || race_buttons(race, area), from, to)
                });
                msg.map(RaceMsg::Game)
            }
            Input::Waited(msg) => Some(RaceMsg::Game(msg)),
            Input::Solved { id, dir } if id & RIVAL_REQUEST != 0 => {
                Some(RaceMsg::Rival { id, dir })
            }
            Input::Solved { id, dir } => Some(RaceMsg::Game(Msg::SolverAnswer { id, dir })),
            Input::Kept(result) => Some(RaceMsg::Game(Msg::Kept(result))),
            Input::Saved(_) | Input::Replay(_) => None,
            Input::Suspend | Input::Resume | Input::Signal | Input::Closed => None,
        }
    }

    fn update(&mut self, msg: RaceMsg) -> Vec<RaceCmd> {
        update_race_in_place(&mut self.race, msg)
    }

    fn drawn(&mut self) {
        let none = update_race_in_place(&mut self.race, RaceMsg::Game(Msg::Drawn));
        debug_assert!(none.is_empty(), "a frame drawn asks nothing");
    }

    fn carry_out<B: Backend, P: Pause>(
        &mut self,
        cmd: RaceCmd,
        _ctx: &mut Ctx<'_, B, P>,
    ) -> Result<Flow<RaceMsg>, B::Error> {
        match cmd {
            RaceCmd::Solve { id, board, delay } => {
                self.player_solver.ask(SolveRequest {
                    id,
                    board,
                    not_before: Instant::now() + delay,
                });
            }
            RaceCmd::Rival { id, board } => {
                self.rival_solver.ask(SolveRequest {
                    id,
                    board,
                    not_before: Instant::now(),
                });
            }
            RaceCmd::Keep(record) => self.saver.keep(*record),
            RaceCmd::SaveHome(home) => {
                let (saved, earlier) = *home;
                self.saver.save(saved, earlier, true);
            }
            RaceCmd::Theme(theme) => {
                if let Some(not_kept) = write_theme(self.config.as_deref(), theme) {
                    return Ok(Flow::Then(RaceMsg::Game(not_kept)));
                }
            }
            RaceCmd::PlainTitle(plain) => plain_title(plain),
            RaceCmd::Quit => return Ok(Flow::Close),
        }
        Ok(Flow::Go)
    }

    fn view(&self, frame: &mut Frame) {
        let look = Look::in_theme(self.color, self.race.player().theme());
        view_race(&self.race, look, frame);
    }

    fn wake_after(&self) -> Option<Duration> {
        self.race.wake_after()
    }

    fn tick(&self, now: Instant) -> RaceMsg {
        race_tick(now)
    }

    fn quit(&self) -> Option<RaceMsg> {
        Some(RaceMsg::Game(Msg::Action(Action::Quit)))
    }

    fn due_at(&self) -> Option<Instant> {
        self.events.esc_due()
    }

    fn due(&mut self, now: Instant) -> Option<Input> {
        self.events.due_esc(now).map(Input::Waited)
    }

    fn before(&mut self) -> Option<RaceMsg> {
        let secs = unix_now();
        (secs != self.race.player().clock()).then_some(RaceMsg::Game(Msg::Clock(secs)))
    }

    fn after(&mut self) -> Vec<RaceMsg> {
        if self.race.wake_after().is_some() {
            vec![race_tick(Instant::now())]
        } else {
            Vec::new()
        }
    }

    fn stopping(&mut self) {
        self.saver.flush();
    }
}
