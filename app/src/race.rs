//! A race: the player's game beside a rival's, both from the same start and the same seed
//! (the daily game's "same tiles": the same moves bring the same tiles, and the new tiles
//! part as the moves differ). The rival is the solver, which makes a move on its board for
//! each move the player makes, or a kept game, replayed a move for each of the player's
//! and left as it ended once it ends. The player's side is the game's own core (a
//! [`Model`] fed by `update`): undo, the hint, autoplay and the animation are the game's;
//! undo takes the rival's move back with the player's. Scores are compared at equal
//! moves. Pure like `update`: the runtime asks the solver and keeps the race's record.
//!
//! The race's game is the player's own only on its board: it never sets a best score, is
//! kept in the records with what it raced named in its record, and ends when the player
//! quits.

use std::time::{Duration, Instant};

use super::keymap::Action;
use super::model::{ANIMATED_PACE_LIMIT, ANIMATION, Animation, Model, Overlay};
use super::msg::{Cmd, Msg};
use super::notice::Notice;
use super::scores::Scores;
use super::session::Session;
use super::update::{advance, msg_for_key, update_in_place};
use crate::settings::{Language, Strength, Theme};
use tui2048_engine::game::{
    Board, Dir, GameIds, GameState, Motion, Origin, Raced, Record, ReplayError, Rival, Rules,
    Status, replay,
};
use tui2048_store::Saved;

/// The bit of a request's id that says it is for the rival's board (the player's hint
/// and autoplay count from 1 and never reach it).
pub const RIVAL_REQUEST: u64 = 1 << 63;

/// Something that happened to a race.
#[derive(Clone, Debug, PartialEq)]
pub enum RaceMsg {
    /// For the player's game: a key, the pointer, time, the player's solver's answer.
    Game(Msg),
    /// The solver's move on the rival's board for request `id` (`None`: none is left).
    Rival { id: u64, dir: Option<Dir> },
}

/// What a race asks the runtime to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RaceCmd {
    /// The player's hint or autoplay: the solver's move on the player's board.
    Solve {
        id: u64,
        board: Board,
        delay: Duration,
    },
    /// The solver's move on the rival's board.
    Rival { id: u64, board: Board },
    /// Keep the race's game with the finished games.
    Keep(Box<Record>),
    /// Write the state file as this (a save that could not be read, what could be read
    /// of it), with the records of the games new games took the place of.
    SaveHome(Box<(Saved, Vec<Record>)>),
    /// Show the race in this theme from now on, and keep the choice.
    Theme(Theme),
    /// A plain title on the terminal while the boss screen is up, or its own back.
    PlainTitle(bool),
    /// Leave (the race's game is kept first).
    Quit,
}

/// Where the race stands at equal moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The moves both have made (the rival's last, once it has ended).
    pub at: usize,
    pub mine: u64,
    pub theirs: u64,
    /// The move from which the one ahead now has been ahead ever since.
    pub ahead_from: Option<usize>,
}

impl Standing {
    /// The player's lead (negative: behind).
    pub fn lead(&self) -> i128 {
        i128::from(self.mine) - i128::from(self.theirs)
    }
}

/// The rival's board in the race.
#[derive(Clone, Debug, PartialEq)]
struct RivalGame {
    rival: Rival,
    /// Every state of the rival's from the start: a kept game's whole game, the solver's
    /// as far as it has played.
    states: Vec<GameState>,
    /// The move that led to each state after the first.
    dirs: Vec<Dir>,
    /// The state shown: the moves it has made in the race.
    at: usize,
    /// The solver has no move left on its board.
    stuck: bool,
    /// The solver's request whose answer is awaited.
    pending: Option<u64>,
    last_id: u64,
    /// The rival's last move, and its animation while it runs.
    motion: Option<Motion>,
    animation: Option<Animation>,
}

impl RivalGame {
    fn shown(&self) -> &GameState {
        &self.states[self.at]
    }

    /// Whether the rival makes no more moves: a kept game at its end, the solver stuck.
    fn done(&self) -> bool {
        match self.rival {
            Rival::Record { .. } => self.at + 1 == self.states.len(),
            Rival::Solver { .. } => self.stuck || !self.shown().accepts_moves(),
        }
    }

    /// Its score at move `k` of the race (where it stopped, past its end).
    fn score_at(&self, k: usize) -> u64 {
        self.states[k.min(self.at)].score()
    }
}

/// A race: the player's game, the rival's board, and the player's score at each move.
#[derive(Clone, Debug, PartialEq)]
pub struct Race {
    player: Model,
    rival: RivalGame,
    /// The player's score after each move of the race, from the start.
    scores: Vec<u64>,
    /// The moves the start had before the race.
    start_moves: u64,
    /// The race's game is kept as it stands.
    kept: bool,
}

impl Race {
    /// A race against the solver (at its strong level of play, or its fast one) on a new
    /// game of `rules` and `seed`, named from `ids`.
    pub fn against_solver(rules: Rules, seed: u64, strength: Strength, ids: GameIds) -> Race {
        let start = GameState::new(rules, seed);
        let rival = RivalGame {
            rival: Rival::Solver {
                strong: strength == Strength::Strong,
            },
            states: vec![start.clone()],
            dirs: Vec::new(),
            at: 0,
            stuck: false,
            pending: None,
            last_id: 0,
            motion: None,
            animation: None,
        };
        Race::of(Session::starting(start, Origin::Seed(seed), ids), rival)
    }

    /// A race against a kept game, from its start (a daily game's is an ordinary game of
    /// the day's seed), named from `ids`; an error when the record does not replay.
    pub fn against_record(record: &Record, ids: GameIds) -> Result<Race, ReplayError> {
        let mut states = replay(record)?;
        let start = states[0].clone();
        let start_from = match record.origin() {
            Origin::Board(state) => Origin::Board(state.clone()),
            other => Origin::Seed(other.seed().unwrap_or_default()),
        };
        // The ghost's board as the player's starts: no help counted before.
        for state in &mut states {
            *state = state.clone().with_assist(Default::default());
        }
        let rival = RivalGame {
            rival: Rival::Record {
                crc: record.fingerprint(),
            },
            states,
            dirs: record.moves().to_vec(),
            at: 0,
            stuck: false,
            pending: None,
            last_id: 0,
            motion: None,
            animation: None,
        };
        let start = start.with_assist(Default::default());
        Ok(Race::of(Session::starting(start, start_from, ids), rival))
    }

    fn of(session: Session, rival: RivalGame) -> Race {
        let start = session.game().clone();
        Race {
            player: Model::of(session, Scores::default()),
            rival,
            scores: vec![start.score()],
            start_moves: start.moves(),
            kept: false,
        }
    }

    /// This race animating moves, or not.
    #[cfg(any(test, feature = "testing"))]
    pub fn animated(self, animate: bool) -> Race {
        self.dressed(|player| player.animated(animate))
    }

    /// This race with its player's side as `dress` makes it (the settings of the run,
    /// the clock).
    pub fn dressed(self, dress: impl FnOnce(Model) -> Model) -> Race {
        Race {
            player: dress(self.player),
            ..self
        }
    }

    /// This race in `language`.
    pub fn in_language(self, language: Language) -> Race {
        Race {
            player: self.player.in_language(language),
            ..self
        }
    }

    /// This race saying `warnings` first, one after the other, each to be read whole,
    /// then `notice`.
    pub fn with_warnings(self, warnings: Vec<Notice>, notice: Notice) -> Race {
        Race {
            player: self
                .player
                .with_notice(Some(notice))
                .with_warnings(warnings),
            ..self
        }
    }

    /// The player's side: the game, its animation, what is shown over it.
    pub fn player(&self) -> &Model {
        &self.player
    }

    /// Who the rival is.
    pub fn rival(&self) -> Rival {
        self.rival.rival
    }

    /// The rival's board as it stands.
    pub fn rival_game(&self) -> &GameState {
        self.rival.shown()
    }

    /// The rival's last move and how far its animation has run, while it runs.
    pub fn rival_motion(&self) -> Option<(&Motion, f32)> {
        match (&self.rival.motion, self.rival.animation) {
            (Some(motion), Some(a)) => Some((motion, a.progress)),
            _ => None,
        }
    }

    /// The moves the player has made in the race.
    pub fn moves(&self) -> usize {
        self.scores.len() - 1
    }

    /// The moves the rival has made in the race.
    pub fn rival_moves(&self) -> usize {
        self.rival.at
    }

    /// Whether the rival makes no more moves (its game ended, or the kept game is over).
    pub fn rival_done(&self) -> bool {
        self.rival.done()
    }

    /// The solver is still to make moves the player has made.
    pub fn rival_behind(&self) -> bool {
        !self.rival.done() && self.rival.at < self.moves()
    }

    /// The race is over: the player's game is over and the rival has caught up.
    pub fn over(&self) -> bool {
        self.player.game().status() == Status::Over && !self.rival_behind()
    }

    /// Whether the race is decided: the player's game over with the rival caught up, or
    /// the rival's game over (its score is final; leaving then ends the race as it
    /// stands). A race left before then is left, neither won nor lost.
    pub fn decided(&self) -> bool {
        self.over() || self.rival_done()
    }

    /// Whether the player won the race: it is decided, with the player ahead.
    pub fn won(&self) -> bool {
        self.decided() && self.standing().lead() > 0
    }

    /// Whether the player's game in the race was helped: a hint taken for one of its
    /// moves, or a move of the solver's (in a race a hint counts as help, as the race's
    /// record says).
    pub fn assisted(&self) -> bool {
        let record = self.player.session().record();
        record.assisted() || record.hints() > 0
    }

    /// Where the race stands at equal moves: at the player's last move, or at the
    /// rival's while the solver is catching up.
    pub fn standing(&self) -> Standing {
        let at = if self.rival_behind() {
            self.rival.at
        } else {
            self.moves()
        };
        let sign =
            |k: usize| (i128::from(self.scores[k]) - i128::from(self.rival.score_at(k))).signum();
        let now = sign(at);
        let ahead_from = (now != 0).then(|| {
            (1..=at)
                .rev()
                .take_while(|&k| sign(k) == now)
                .last()
                .unwrap_or(at)
        });
        Standing {
            at,
            mine: self.scores[at],
            theirs: self.rival.score_at(at),
            ahead_from,
        }
    }

    /// How soon time alone changes the race (a frame of an animation).
    pub fn wake_after(&self) -> Option<Duration> {
        let rival = self.rival.animation.is_some().then_some(super::FRAME);
        [self.player.wake_after(), rival]
            .into_iter()
            .flatten()
            .min()
    }

    /// The race's game as it stands, finished and naming what it raced; none before the
    /// first move.
    pub fn record(&self) -> Option<Record> {
        if self.moves() == 0 {
            return None;
        }
        let session = self.player.session();
        let record = if session.record().finished().is_some() {
            session.record().clone()
        } else {
            let mut scratch = Scores::default();
            session.clone().finish(&mut scratch, self.player.clock())?
        };
        let standing = self.standing();
        Some(record.with_raced(Raced {
            rival: self.rival.rival,
            score: standing.theirs,
            moves: standing.at as u64,
            won: self.won(),
        }))
    }

    /// The race's game to keep as it is left (by a signal, a terminal gone), unless it is
    /// kept as it stands already.
    pub fn left(&mut self) -> Option<Record> {
        match keep(self)? {
            RaceCmd::Keep(record) => Some(*record),
            _ => None,
        }
    }

    /// The line to share the race by, as it stands.
    pub fn share_line(&self) -> String {
        let game = self.player.game();
        let size = game.board().size();
        let seed = self.player.session().record().origin().seed();
        let standing = self.standing();
        self.player.texts().race_share_line(
            self.rival.rival,
            (size, seed),
            [standing.mine, standing.theirs],
            (standing.at, standing.ahead_from),
            !self.decided(),
            self.assisted(),
        )
    }
}

/// The next race and what to do, for a message.
#[must_use = "the commands are to be carried out"]
#[cfg(any(test, feature = "testing"))]
pub fn update_race(mut race: Race, msg: RaceMsg) -> (Race, Vec<RaceCmd>) {
    let cmds = update_race_in_place(&mut race, msg);
    (race, cmds)
}

/// `update_race` on a race held in place (the loop's).
#[must_use = "the commands are to be carried out"]
pub fn update_race_in_place(race: &mut Race, msg: RaceMsg) -> Vec<RaceCmd> {
    let mut cmds = Vec::new();
    match msg {
        RaceMsg::Rival { id, dir } => rival_answer(race, id, dir),
        RaceMsg::Game(msg) => {
            if let Msg::Tick(now) = msg {
                advance(&mut race.rival.animation, now, ANIMATION);
            }
            let action = match &msg {
                Msg::Key(key) => match msg_for_key(&race.player, *key) {
                    Some(Msg::Action(a)) => Some(a),
                    _ => None,
                },
                Msg::Action(a) => Some(*a),
                Msg::Click(a) if race.player.overlay == Overlay::None => Some(*a),
                Msg::Drag(dir) if race.player.overlay == Overlay::None => Some(Action::Move(*dir)),
                _ => None,
            };
            if let Some(notice) = action.and_then(|a| refused(race, a)) {
                race.player.notices.say(notice);
                return cmds;
            }
            if action == Some(Action::Quit) {
                cmds.extend(keep(race));
                cmds.push(RaceCmd::Quit);
                return cmds;
            }
            let before = race.moves();
            for cmd in update_in_place(&mut race.player, msg) {
                match cmd {
                    Cmd::Solve { id, board, delay } => {
                        cmds.push(RaceCmd::Solve { id, board, delay })
                    }
                    Cmd::Theme(theme) => cmds.push(RaceCmd::Theme(theme)),
                    Cmd::PlainTitle(plain) => cmds.push(RaceCmd::PlainTitle(plain)),
                    Cmd::Quit => {
                        cmds.extend(keep(race));
                        cmds.push(RaceCmd::Quit);
                        return cmds;
                    }
                    // The race writes no save and keeps its game itself, once it is over;
                    // it has no replay, no daily game to grade, no tip of its own, no
                    // line to share from its player's game (the race's is on its screen).
                    Cmd::Save
                    | Cmd::Copy(_)
                    | Cmd::Keep(_)
                    | Cmd::Judge(_)
                    | Cmd::TakeBack(_)
                    | Cmd::Replay(_)
                    | Cmd::TipSeen
                    | Cmd::Read(_) => {}
                }
            }
            moved(race, before);
        }
    }
    cmds.extend(follow(race));
    cmds
}

/// Whether `action` does in a race what it does in the game: a race has one game of its
/// own, no replay, no statistics and no line to copy of its own.
pub fn works_in_a_race(action: Action) -> bool {
    !matches!(
        action,
        Action::Restart | Action::Replay | Action::Stats | Action::Copy
    )
}

/// What the status line says instead, when the race does not do what `action` does in
/// the game: the keys a race has not, and the words of the game's that speak of what a
/// race has not (a new game, the saved game); nothing at the race's end, where the
/// status line says the result.
fn refused(race: &Race, action: Action) -> Option<Option<Notice>> {
    let player = &race.player;
    let bare = player.overlay == Overlay::None;
    let words = match (action, player.game().status()) {
        _ if !works_in_a_race(action) => Some(Notice::RaceNotNow),
        (Action::Close | Action::Move(_), Status::Over) if bare && race.over() => {
            return Some(None);
        }
        (Action::Close, Status::Playing | Status::KeepPlaying) if bare => {
            Some(Notice::RaceCloseNothing)
        }
        (Action::Close | Action::Move(_), Status::Over) if bare => Some(Notice::RaceWaitsOver),
        (Action::Move(_), Status::Won) if bare => Some(Notice::RaceWaitsWon),
        _ => None,
    };
    words.map(Some)
}

/// After the player's game changed: its score at the new move, or a move taken back.
fn moved(race: &mut Race, before: usize) {
    let now = race.player.game().moves().saturating_sub(race.start_moves) as usize;
    if now == before {
        return;
    }
    race.kept = false;
    if now > before {
        race.scores.push(race.player.game().score());
    } else {
        race.scores.truncate(now + 1);
    }
}

/// The rival follows the player: a kept game shown at the player's move (or its end), the
/// solver's moves taken back with the player's, or asked for, one at a time; the race's
/// game kept once the race is over.
fn follow(race: &mut Race) -> Vec<RaceCmd> {
    let m = race.moves();
    let animate = race.player.animate()
        && !(race.player.solver().autoplay()
            && race.player.solver().moves_per_second() > ANIMATED_PACE_LIMIT);
    let rival = &mut race.rival;
    let mut cmds = Vec::new();
    match rival.rival {
        Rival::Record { .. } => {
            let at = m.min(rival.states.len() - 1);
            if at == rival.at + 1 {
                // The ghost's move, drawn as the game draws one.
                let mut from = rival.states[rival.at].clone();
                if let Some(on) = from.keep_going() {
                    from = on;
                }
                rival.motion = from.apply(rival.dirs[rival.at]).map(|(_, motion)| motion);
                rival.animation = animate.then(Animation::default);
            } else if at != rival.at {
                rival.motion = None;
                rival.animation = None;
            }
            rival.at = at;
        }
        Rival::Solver { .. } => {
            if rival.at > m {
                rival.states.truncate(m + 1);
                rival.dirs.truncate(m);
                rival.at = m;
                rival.stuck = false;
                rival.pending = None;
                rival.motion = None;
                rival.animation = None;
            }
            if rival.at < m && rival.pending.is_none() && !rival.done() {
                rival.last_id += 1;
                let id = RIVAL_REQUEST | rival.last_id;
                rival.pending = Some(id);
                cmds.push(RaceCmd::Rival {
                    id,
                    board: rival.shown().board().clone(),
                });
            }
        }
    }
    if race.over() {
        cmds.extend(keep(race));
    }
    cmds
}

/// The solver's move on the rival's board, for the request awaited.
fn rival_answer(race: &mut Race, id: u64, dir: Option<Dir>) {
    let rival = &mut race.rival;
    if rival.pending != Some(id) {
        return;
    }
    rival.pending = None;
    let played = dir.and_then(|dir| Some((dir, rival.shown().apply(dir)?)));
    let Some((dir, (next, motion))) = played else {
        rival.stuck = true;
        return;
    };
    // The solver plays on past its win.
    let next = next.keep_going().unwrap_or(next);
    rival.states.push(next);
    rival.dirs.push(dir);
    rival.at += 1;
    let fast = race.player.solver().autoplay()
        && race.player.solver().moves_per_second() > ANIMATED_PACE_LIMIT;
    rival.animation = (race.player.animate() && !fast).then(Animation::default);
    rival.motion = Some(motion);
}

/// The race's game for the finished games, unless it is kept as it stands already.
fn keep(race: &mut Race) -> Option<RaceCmd> {
    if race.kept {
        return None;
    }
    let record = race.record()?;
    race.kept = true;
    Some(RaceCmd::Keep(Box::new(record)))
}

/// The message of a tick at `now`, for a race.
pub fn race_tick(now: Instant) -> RaceMsg {
    RaceMsg::Game(Msg::Tick(now))
}
