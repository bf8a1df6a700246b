//! The race screen: `tui2048 race`, run in the loop every screen shares. The race takes
//! the save's lock and keeps its game with the finished games (where the races are
//! counted, apart from every other game); the state file is left as it was (but for one
//! that could not be read, which is kept aside and what could be read of it saved, as
//! the game does). A race is not resumed: quitting ends it. The solver plays the rival's board
//! on a thread of its own, beside the one that answers the player's hint and autoplay.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};

use ratatui::Frame;
use ratatui::backend::Backend;
use ratatui::layout::Rect;

use super::events::{Events, drag_or_click};
use super::run::{earlier_of, keep_theme, kept_note, saved_of};
use super::screen::{Ctx, Flow, Reader, Screen, on_the_terminal, run_screen};
use super::start::{Fresh, GameOptions, initial_model};
use super::terminal::Pause;
use super::title::plain_title;
use super::workers::{self, Input, Saver, SolveRequest, spawn_solver};
use super::{RunError, needs_a_terminal};
use crate::app::keymap::Action;
use crate::app::say::{config_notice, fault};
use crate::app::text::Speaks;
use crate::app::text::shown;
use crate::app::{Msg, RIVAL_REQUEST, Race, RaceCmd, RaceMsg, race_tick, update_race_in_place};
use crate::settings::Settings;
use crate::ui::{Look, race_board, race_buttons, race_notice_boxed, view_race};
use tui2048_engine::ai::Solver;
use tui2048_store::clock::unix_now;
use tui2048_store::config::Problem;
use tui2048_store::{Opened, StateFile};

/// Runs `race` until the player quits it, with `solver` playing the rival's board (and
/// answering the hint and autoplay; word of its tables being built comes on `news`). The
/// save at `state` is locked for the race's time; its game is left as it was. On the way
/// out, who won and the line to share are printed.
pub(crate) fn run_race(
    state: Option<PathBuf>,
    race: Race,
    settings: Settings,
    problem: Option<Problem>,
    (solver, news): (Solver, Receiver<String>),
) -> Result<(), RunError> {
    needs_a_terminal()?;
    let (file, opened) = match &state {
        Some(path) => {
            let (file, opened) = StateFile::open(path)?;
            (Some(file), opened)
        }
        None => (None, Opened::Fresh),
    };
    let now = unix_now();
    // A state file that could not be read has been kept aside: what could be read of it
    // is saved in its place, as the game would save it, and said.
    let salvaged = matches!(opened, Opened::Corrupt { .. });
    let language = settings.language;
    let (home, _, finished) = initial_model(
        opened,
        GameOptions::default(),
        language,
        Fresh::random(),
        now,
    );
    let t = language.texts();
    // Each in its turn, as the game says them: a broken settings file, a damaged save, why
    // nothing is kept; then the race's own word.
    let mut warnings: Vec<String> = problem
        .iter()
        .map(|problem| config_notice(t, problem))
        .collect();
    if salvaged {
        warnings.extend(home.notice().map(str::to_string));
    }
    let off = match &file {
        None => Some(t.no_home_folder().to_string()),
        Some(file) => file.off().map(|f| fault(t, f)),
    };
    warnings.extend(off.map(|why| t.saving_off(&why)));
    let start = t.race_start(race.rival());
    let race = race
        .in_language(language)
        .animated(settings.animate)
        .in_theme(settings.theme)
        .with_settings_file(
            settings
                .file
                .as_ref()
                .map(|p| tui2048_store::shown::path(p)),
        )
        .at_clock(now)
        .with_warnings(warnings, start);
    let (tx, rx) = channel();
    // Another user's save is read, never written: its lock and its files are the owner's.
    let saver = Saver::spawn(file.filter(|f| f.foreign_owner().is_none()), tx.clone());
    for record in finished {
        saver.keep(record);
    }
    if salvaged {
        saver.save(saved_of(&home), earlier_of(&home), true);
    }
    workers::spawn_news(news, tx.clone());
    let player_solver = spawn_solver(tx.clone(), solver.clone());
    let rival_solver = spawn_solver(tx.clone(), solver);
    let race = on_the_terminal(settings.mouse, Reader::Kept, &tx, |terminal, console| {
        let mut screen = RaceScreen {
            race,
            look: Look::of(&settings),
            config: settings.file.clone(),
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
        let _ = run_screen(&mut screen, &mut ctx);
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
    let texts = race.player().texts();
    let mut notes: Vec<String> = rx
        .try_iter()
        .filter_map(|input| match input {
            Input::Kept(result) => kept_note(texts, result),
            _ => None,
        })
        .map(|note| shown(&note).into_owned())
        .collect();
    notes.dedup();
    let mut lines = vec![shown(&left_line(&race)).into_owned()];
    if race.moves() > 0 {
        lines.push(race.share_line());
    }
    lines.extend(notes);
    super::leaving::say_on_leaving(&lines);
    Ok(())
}

/// What is printed on leaving the race.
fn left_line(race: &Race) -> String {
    let t = race.player().texts();
    if race.moves() == 0 {
        return t.race_left_unplayed().to_string();
    }
    let s = race.standing();
    if !race.decided() {
        return t.race_left_early(s.at, s.mine, s.theirs);
    }
    t.race_left(
        t.race_winner(race.rival(), s.lead()),
        &t.race_scores(s.mine, s.theirs, s.at),
        &t.race_margin(s.lead(), s.ahead_from),
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
            Input::Kept(result) => kept_note(self.race.player().texts(), result)
                .map(|text| RaceMsg::Game(Msg::Notice(text))),
            Input::News(text) => Some(RaceMsg::Game(Msg::Notice(text))),
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
                let texts = self.race.player().texts();
                if let Some(notice) = keep_theme(texts, self.config.as_deref(), theme) {
                    return Ok(Flow::Then(RaceMsg::Game(Msg::Notice(notice))));
                }
            }
            RaceCmd::PlainTitle(plain) => plain_title(plain),
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
