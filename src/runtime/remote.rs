//! The game for a screen far away: a session over bytes that come from and go to anywhere
//! (an ssh channel of `tui2048-server`), its game kept by any [`Store`], the solver's
//! threads shared by every session of the process. What a server needs of the runtime,
//! and nothing of the terminal the process runs in.

use std::io::{Read, Write};
use std::sync::Arc;
use std::sync::mpsc::Sender;

use tui2048_app::GameOptions;
use tui2048_app::settings::Settings;
use tui2048_engine::ai::Solver;
use tui2048_store::{Opened, SettingsStore, Store};

use super::workers::{self, Input};
use super::{RunError, Save, Solvers, Told, open_up, play_session, resize, seat_of};

/// The solver's threads, started once for every session of a process.
#[derive(Clone)]
pub struct SharedSolver(Solvers);

impl SharedSolver {
    /// Threads that answer with `solver`, started at the first question.
    pub fn start(solver: Solver) -> SharedSolver {
        SharedSolver(Solvers::start(solver))
    }

    /// [`SharedSolver::start`], one session's searches starting at least `each` apart (a
    /// hint asked sooner, or autoplay's next move, waits for the session's turn), so that
    /// no player takes the threads from the others.
    pub fn paced(solver: Solver, each: std::time::Duration) -> SharedSolver {
        SharedSolver(Solvers::paced(solver, each))
    }
}

/// A session being played, as its server reaches it: to tell it a new size.
#[derive(Clone)]
pub struct Reach {
    told: Told,
    tx: Sender<Input>,
}

impl Reach {
    /// The far terminal's new size: the session draws at it.
    pub fn resize(&self, columns: u16, rows: u16) {
        resize(&self.told, &self.tx, columns, rows);
    }
}

/// Where a far player's game is kept: the store opened, what it found, and where the
/// player's choices are written.
pub type Kept = (Box<dyn Store>, Opened, Arc<dyn SettingsStore>);

/// Plays a game with `keys` in and its screen out at `size`, until the player quits or
/// the keys end (the game saved then, as on a hang-up). The game is `kept`'s (none:
/// nothing is kept, a guest's game), started with `options` (today's game, say). `ready`
/// is given the session's [`Reach`] as it starts.
pub fn play_far(
    keys: impl Read + Send + 'static,
    screen: impl Write + Send + 'static,
    (columns, rows): (u16, u16),
    kept: Option<Kept>,
    (options, settings): (GameOptions, Settings),
    solver: &SharedSolver,
    ready: impl FnOnce(Reach),
) -> Result<(), RunError> {
    let save = match kept {
        Some((store, opened, choices)) => Save::Kept(Box::new((store, opened, Some(choices)))),
        None => Save::Guest,
    };
    let told = Told::new(columns, rows);
    let seat = seat_of(open_up(save, options, settings, None)?, None);
    ready(Reach {
        told: told.clone(),
        tx: seat.tx.clone(),
    });
    workers::spawn_byte_reader(keys, seat.tx.clone());
    play_session(seat, screen, &told, &mut (), &solver.0)?;
    Ok(())
}
