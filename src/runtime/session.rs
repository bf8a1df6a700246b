//! A session: one game played over a pair of byte streams, keys in and the screen out, at
//! a size it is told. The terminal is one such pair (standard input and output, its size
//! read from the tty and told again on SIGWINCH); a test is another (keys sent down a
//! channel, the screen kept in memory, the size set by the test). A session is its model,
//! its own input parser, its output and told size, its own channel of messages (keys,
//! ticks, the solver's answers, how saves went) and a handle to the solver's threads,
//! which every session of the process shares. Raw mode, the alternate screen, signals
//! and the guard are the terminal's, not the session's (`screen.rs`, `plain.rs`).

use std::io::{self, Write};
use std::sync::mpsc::{Receiver, Sender};

use ratatui::Terminal;
use ratatui::backend::Backend;
use ratatui::crossterm::event::Event;

use super::backend::Told;
use super::plain::{Speaker, in_lines};
use super::run::{Choices, Plain, Wiring, run_loop};
use super::screen::on_a_screen;
use super::solvers::Solvers;
use super::terminal::Pause;
use super::workers::{Input, Saver};
use tui2048_app::plain::Narrator;
use tui2048_app::settings::{Interface, Settings};
use tui2048_app::{Cmd, Model};

/// A seat at the game: what one session starts from and answers to (its first model and
/// commands, its saver, its channel, its settings), before its bytes are chosen. (The
/// app's `Session` is the game in play, which a seat's model holds.)
pub(crate) struct Seat {
    pub(super) first: (Model, Vec<Cmd>),
    pub(super) saver: Saver,
    pub(super) tx: Sender<Input>,
    pub(super) rx: Receiver<Input>,
    pub(super) settings: Settings,
    /// Where the player's choices are written (none: nowhere).
    pub(super) choices: Option<Choices>,
}

impl Seat {
    /// Plays the session on `terminal` (the full screen) or with `speaker` (the plain
    /// interface) until the player quits, a signal quits for them or its input ends; its
    /// last model, saved.
    fn run<B: Backend, P: Pause>(
        self,
        terminal: &mut Terminal<B>,
        pause: &mut P,
        solvers: &Solvers,
        speaker: Option<Speaker>,
    ) -> Model {
        let Seat {
            first,
            saver,
            tx,
            rx,
            settings,
            choices,
        } = self;
        let plain = speaker.map(|speaker| Plain {
            narrator: Narrator::new(settings.labels)
                .speaking(settings.verbosity, settings.sounds)
                .replaying(settings.replay_says),
            speaker,
        });
        let asker = solvers.asker(tx.clone());
        let wiring = Wiring {
            color: settings.color,
            config: choices,
            saver: &saver,
            inputs: &rx,
            solver: &asker,
            pause,
            // The replay's review grades with the hint's solver (its network, and its
            // tables for a game that reaches them), as `tui2048 review` does.
            review: solvers.solver().map(|solver| (solver, tx.clone())),
            plain,
        };
        run_loop(terminal, first, wiring)
    }
}

/// Plays the session of `seat` with its output on `out` until it ends: the full screen
/// drawn there at the size `told` says (cleared first), or the plain interface's lines
/// written there (its size unused: nothing is drawn). `pause` gives the terminal back
/// around a stop, where there is one. Its last model, saved.
pub(crate) fn play_session<P: Pause>(
    seat: Seat,
    out: impl Write + Send + 'static,
    told: &Told,
    pause: &mut P,
    solvers: &Solvers,
) -> io::Result<Model> {
    match seat.settings.interface {
        Interface::Full => on_a_screen(out, told, |terminal| {
            seat.run(terminal, pause, solvers, None)
        }),
        Interface::Plain => Ok(in_lines(Box::new(out), |terminal, speaker| {
            seat.run(terminal, pause, solvers, Some(speaker))
        })),
    }
}

/// A session's size told again: what the terminal's SIGWINCH does, and what a test does
/// to resize its screen. The session draws at the new size and hears of it.
pub(crate) fn resize(told: &Told, tx: &Sender<Input>, columns: u16, rows: u16) {
    told.tell(columns, rows);
    let _ = tx.send(Input::Terminal(Event::Resize(columns, rows)));
}
