//! The race screen: `tui2048 race`, run in the loop every screen shares. The race takes
//! the save's lock and keeps its game with the finished games (where the races are
//! counted, apart from every other game); the state file is left as it was (but for one
//! that could not be read, which is kept aside and what could be read of it saved, as
//! the game does). A race is not resumed: quitting ends it. The solver plays the rival's board
//! on a thread of its own, beside the one that answers the player's hint and autoplay.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::mpsc::{Sender, channel};
use std::time::{Duration, Instant};

use ratatui::backend::Backend;
use ratatui::crossterm::event::{self, Event};
use ratatui::layout::Rect;
use ratatui::{Frame, Terminal};

use super::backend::LeanBackend;
use super::events::{Events, drag_or_click};
use super::run::{keep_theme, kept_note, saved_of};
use super::screen::{Ctx, Flow, Screen, run_screen};
use super::start::{GameOptions, initial_model};
use super::terminal::{Console, Pause};
use super::workers::{self, Input, Saver, SolveRequest, spawn_solver};
use super::{ConfigFile, RunError, Settings};
use crate::ai::Solver;
use crate::app::keymap::Action;
use crate::app::{
    Msg, RIVAL_REQUEST, Race, RaceCmd, RaceMsg, race_tick, text, update_race_in_place,
};
use crate::clock::unix_now;
use crate::store::{Opened, StateFile};
use crate::ui::{Look, race_buttons, race_geometry, view_race};

/// Runs `race` until the player quits it, with `solver` playing the rival's board (and
/// answering the hint and autoplay). The save at `state` is locked for the race's time;
/// its game is left as it was. On the way out, who won and the line to share are printed.
pub fn run_race(
    state: Option<PathBuf>,
    race: Race,
    settings: Settings,
    config: ConfigFile,
    solver: Solver,
) -> Result<(), RunError> {
    if !std::io::stdin().is_terminal() {
        return Err(RunError::NotATerminal("standard input"));
    }
    if !std::io::stdout().is_terminal() {
        return Err(RunError::NotATerminal("standard output"));
    }
    let (file, opened) = match &state {
        Some(path) => {
            let (file, opened) = StateFile::open(path)?;
            (Some(file), opened)
        }
        None => (None, Opened::Fresh),
    };
    let now = unix_now();
    // A state file that could not be read has been kept aside: what could be read of it
    // is saved in its place, as the game would save it.
    let salvaged = matches!(opened, Opened::Corrupt { .. });
    let (home, _, finished) = initial_model(opened, GameOptions::default(), rand::random(), now);
    let notice = config
        .problem
        .clone()
        .or_else(|| Some(text::race_start(race.rival())));
    let race = race
        .animated(settings.animate)
        .in_theme(settings.theme)
        .at_clock(now)
        .with_notice(notice);
    let (tx, rx) = channel();
    let saver = Saver::spawn(file, tx.clone());
    for record in finished {
        saver.keep(record);
    }
    if salvaged {
        saver.save(saved_of(&home), true);
    }
    workers::spawn_signal_watcher(tx.clone())?;
    let player_solver = spawn_solver(tx.clone(), solver.clone());
    let rival_solver = spawn_solver(tx.clone(), solver);
    let mut console = Console::take(settings.mouse)?;
    let result = (|| {
        let mut terminal = Terminal::new(LeanBackend::new(std::io::stdout()))?;
        terminal.clear()?;
        let _ = event::poll(Duration::ZERO);
        workers::spawn_input_reader(tx.clone());
        let mut screen = RaceScreen {
            race,
            look: settings.look(),
            config: config.path.clone(),
            saver: &saver,
            player_solver: &player_solver,
            rival_solver: &rival_solver,
            events: Events::default(),
        };
        let mut ctx = Ctx {
            terminal: &mut terminal,
            inputs: &rx,
            pause: &mut console,
        };
        run_screen(&mut screen, &mut ctx)?;
        Ok::<Race, std::io::Error>(screen.race)
    })();
    drop(console);
    let race = result?;
    saver.flush();
    let mut out = std::io::stdout();
    let _ = writeln!(out, "{}", left_line(&race));
    if race.moves() > 0 {
        let _ = writeln!(out, "{}", race.share_line());
    }
    Ok(())
}

/// What is printed on leaving the race.
fn left_line(race: &Race) -> String {
    if race.moves() == 0 {
        return text::RACE_LEFT_UNPLAYED.to_string();
    }
    let s = race.standing();
    text::race_left(
        text::race_winner(race.rival(), s.lead()),
        &text::race_scores(s.mine, s.theirs, s.at),
        &text::race_margin(s.lead(), s.ahead_from),
    )
}

/// The race's screen: the race, and what its commands are carried out with.
struct RaceScreen<'a> {
    race: Race,
    look: Look,
    config: Option<PathBuf>,
    saver: &'a Saver,
    player_solver: &'a Sender<SolveRequest>,
    rival_solver: &'a Sender<SolveRequest>,
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
                let msg = match &event {
                    Event::Mouse(_) => {
                        let area = area();
                        self.events.msg_with(&event, |from, to| {
                            let n = race.player().game().board().size();
                            let board = race_geometry(area, n)?.you.board;
                            drag_or_click(board, || race_buttons(race, area), from, to)
                        })
                    }
                    _ => self.events.msg_with(&event, |_, _| None),
                };
                msg.map(RaceMsg::Game)
            }
            Input::Waited(msg) => Some(RaceMsg::Game(msg)),
            Input::Solved { id, dir } if id & RIVAL_REQUEST != 0 => {
                Some(RaceMsg::Rival { id, dir })
            }
            Input::Solved { id, dir } => Some(RaceMsg::Game(Msg::SolverAnswer { id, dir })),
            Input::Kept(result) => kept_note(result).map(|text| RaceMsg::Game(Msg::Notice(text))),
            Input::Saved(_) | Input::Replay(_) => None,
            Input::Suspend | Input::Resume | Input::Signal | Input::Closed => None,
        }
    }

    fn update(&mut self, msg: RaceMsg) -> Vec<RaceCmd> {
        update_race_in_place(&mut self.race, msg)
    }

    fn carry_out<B: Backend, P: Pause>(
        &mut self,
        cmd: RaceCmd,
        _ctx: &mut Ctx<'_, B, P>,
    ) -> Result<Flow<RaceMsg>, B::Error> {
        match cmd {
            RaceCmd::Solve { id, board, delay } => {
                let _ = self.player_solver.send(SolveRequest {
                    id,
                    board,
                    not_before: Instant::now() + delay,
                });
            }
            RaceCmd::Rival { id, board } => {
                let _ = self.rival_solver.send(SolveRequest {
                    id,
                    board,
                    not_before: Instant::now(),
                });
            }
            RaceCmd::Keep(record) => self.saver.keep(*record),
            RaceCmd::Theme(theme) => {
                self.look = self.look.with_theme(theme);
                if let Some(notice) = keep_theme(self.config.as_deref(), theme) {
                    return Ok(Flow::Then(RaceMsg::Game(Msg::Notice(notice))));
                }
            }
            RaceCmd::Quit => return Ok(Flow::Close),
        }
        Ok(Flow::Go)
    }

    fn view(&self, frame: &mut Frame) {
        view_race(&self.race, self.look, frame);
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
