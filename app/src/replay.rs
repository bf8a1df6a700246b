//! A game played again from its record, a move at a time or at a pace, with the solver's
//! word on each move once its review is in; Enter leaves it to play on from the board
//! shown. Pure, like the game's own core: keys and time come in as messages; the runtime
//! draws it, does the reviewing and starts the game played on.

use std::time::{Duration, Instant};

use super::keymap::{Key, ReplayAction, replay_action_for};
use super::notice::Notice;
use super::plain::reading::{Reading, replay_key};
use super::text::Texts;
use crate::settings::Language;
use crate::text::Speaks;
use tui2048_engine::game::{Dir, GameState, Grade, Name, Record, ReplayError, Streak, replay};
use tui2048_store::OpenError;

/// Replay paces, in moves per second.
pub const REPLAY_PACES: [u32; 7] = [1, 2, 4, 8, 16, 32, 64];
/// The pace a replay starts at (an index into `REPLAY_PACES`).
pub const REPLAY_PACE: usize = 2;

/// The solver's word on one move of the game: its grade, and the move it plays there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub grade: Grade,
    pub best: Dir,
}

/// What the replay shows and where it stands.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    record: Record,
    /// Every state of the game, from its start (before the first move) to its end.
    states: Vec<GameState>,
    /// The state shown: 0 is the start, `states.len() - 1` the end.
    at: usize,
    /// Moving on by itself, at the pace.
    playing: bool,
    /// An index into [`REPLAY_PACES`].
    pace: usize,
    /// When the shown move was reached while playing (set by the first tick).
    stepped: Option<Instant>,
    /// The review, move by move, once it is in.
    verdicts: Option<Vec<Verdict>>,
    /// How far the review has got: (moves judged, moves).
    reviewing: Option<(usize, usize)>,
    /// Enter plays on from the board shown (not where the replay is of a daily game in
    /// its own slot, which holds only the day's game).
    can_play_on: bool,
    /// The player chose to play on from the board shown.
    played_on: bool,
    /// What the status line says instead of the move (a key refused).
    notice: Option<Notice>,
    /// The replay's keys shown over it, at this page.
    help: Option<usize>,
    /// The language its words are in.
    language: Language,
}

/// Something that happened to a replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayMsg {
    Key(Key),
    /// A key in the plain interface: one that reads the board shown (Space, a row's or a
    /// column's key) asks the loop to read out ([`ReplayCmd::Read`]) and changes nothing;
    /// any other is a [`ReplayMsg::Key`] (`p` standing for Space, which plays or pauses on
    /// the full screen).
    PlainKey(Key),
    Tick(Instant),
    /// The review has judged this many moves of this many.
    Progress(usize, usize),
    /// The review is in (`None`: it could not be made).
    Reviewed(Option<Vec<Verdict>>),
    /// Enter could not play on (the save is another program's, say), for this reason:
    /// the replay stays, where it was, and says why.
    Refused(OpenError),
}

impl Replay {
    /// A replay of `record`, shown at its start; an error when it does not replay.
    pub fn of(record: Record) -> Result<Replay, ReplayError> {
        let states = replay(&record)?;
        let reviewing = Some((0, record.moves().len()));
        Ok(Replay {
            record,
            states,
            at: 0,
            playing: false,
            pace: REPLAY_PACE,
            stepped: None,
            verdicts: None,
            reviewing,
            can_play_on: true,
            played_on: false,
            notice: None,
            help: None,
            language: Language::default(),
        })
    }

    /// The replay with Enter refused (it says where to play on instead).
    pub fn without_play_on(self) -> Replay {
        Replay {
            can_play_on: false,
            ..self
        }
    }

    /// The game to play on, when the player chose to: its record (the replayed one's
    /// start and its moves up to the board shown) and its state.
    pub fn played_on(&self) -> Option<(Record, GameState)> {
        if !self.played_on {
            return None;
        }
        self.record.played_on(self.at).ok()
    }

    /// The page of the replay's keys shown over it, while they are.
    pub fn help_page(&self) -> Option<usize> {
        self.help
    }

    /// What the status line says instead of the move, if anything.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// The words of the notice, if there is one.
    pub fn notice_words(&self) -> Option<String> {
        self.notice().map(|n| self.texts().notice(n))
    }

    /// The replay shown at its last move: where the game in play is.
    pub fn at_end(mut self) -> Replay {
        self.at = self.moves();
        self
    }

    /// The replay speaking `language`.
    pub fn in_language(self, language: Language) -> Replay {
        Replay { language, ..self }
    }

    /// The words of its language.
    pub fn texts(&self) -> &'static Texts {
        self.language.texts()
    }

    /// The record played again.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Where the replay stands: 0 is the start, [`Replay::moves`] the end.
    pub fn at(&self) -> usize {
        self.at
    }

    /// Whether it moves on by itself, at the pace.
    pub fn playing(&self) -> bool {
        self.playing
    }

    /// How far the review has got, while it is under way: (moves judged, moves).
    pub fn reviewing(&self) -> Option<(usize, usize)> {
        self.reviewing
    }

    /// The state shown.
    pub fn shown(&self) -> &GameState {
        &self.states[self.at]
    }

    /// The state after move `at` (0: the start).
    pub fn state(&self, at: usize) -> Option<&GameState> {
        self.states.get(at)
    }

    /// Whether the replay's keys are shown over it.
    pub fn shows_help(&self) -> bool {
        self.help.is_some()
    }

    /// The number of moves in the game.
    pub fn moves(&self) -> usize {
        self.states.len() - 1
    }

    /// The move that led to the state shown (none at the start), its number from 1.
    pub fn last_move(&self) -> Option<(usize, Dir)> {
        (self.at > 0).then(|| (self.at, self.record.moves()[self.at - 1]))
    }

    /// The solver's word on the move that led to the state shown.
    pub fn verdict(&self) -> Option<&Verdict> {
        self.verdict_at(self.at)
    }

    /// The solver's word on move `at` (from 1), once the review is in.
    pub fn verdict_at(&self, at: usize) -> Option<&Verdict> {
        let verdicts = self.verdicts.as_ref()?;
        verdicts.get(at.checked_sub(1)?)
    }

    /// The pace in moves per second (`pace` stays within the paces: the keys keep it there).
    pub fn moves_per_second(&self) -> u32 {
        REPLAY_PACES[self.pace]
    }

    /// How soon time alone changes the replay (while it plays).
    pub fn wake_after(&self) -> Option<Duration> {
        self.playing
            .then(|| Duration::from_secs(1) / self.moves_per_second())
    }
}

/// What a replay asks the loop to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayCmd {
    /// Leave the replay (to play on from the board shown, where the player chose to).
    Leave,
    /// Read out what a key of the plain interface reads of the board shown.
    Read(Reading),
}

/// The next replay for a message, and what to do.
#[cfg(any(test, feature = "testing"))]
#[must_use = "the commands are to be carried out"]
pub fn update_replay(mut r: Replay, msg: ReplayMsg) -> (Replay, Vec<ReplayCmd>) {
    let cmds = update_replay_in_place(&mut r, msg);
    (r, cmds)
}

/// `update_replay` on a replay held in place (the loop's): what to do next.
#[must_use = "the commands are to be carried out"]
pub fn update_replay_in_place(r: &mut Replay, msg: ReplayMsg) -> Vec<ReplayCmd> {
    if let ReplayMsg::PlainKey(key) = msg {
        return match replay_key(key, r.shown().board().size()) {
            Ok(reading) => vec![ReplayCmd::Read(reading)],
            Err(key) => update_replay_in_place(r, ReplayMsg::Key(key)),
        };
    }
    let leave = handle(r, msg);
    if leave {
        vec![ReplayCmd::Leave]
    } else {
        Vec::new()
    }
}

/// What a message does to the replay: whether to leave it.
fn handle(r: &mut Replay, msg: ReplayMsg) -> bool {
    match msg {
        ReplayMsg::Key(key) | ReplayMsg::PlainKey(key) => return key_pressed(r, key),
        ReplayMsg::Tick(now) => {
            if let Some(step) = r.wake_after() {
                let since = *r.stepped.get_or_insert(now);
                let due = now.saturating_duration_since(since).as_nanos() / step.as_nanos();
                if due > 0 {
                    let due = usize::try_from(due).unwrap_or(usize::MAX);
                    r.at = r.at.saturating_add(due).min(r.moves());
                    r.stepped = Some(now);
                }
                if r.at == r.moves() {
                    r.playing = false;
                    r.stepped = None;
                }
            }
        }
        ReplayMsg::Progress(done, total) => r.reviewing = Some((done, total)),
        ReplayMsg::Reviewed(verdicts) => {
            r.verdicts = verdicts;
            r.reviewing = None;
        }
        ReplayMsg::Refused(why) => {
            r.played_on = false;
            r.notice = Some(Notice::NotOpened(why));
        }
    }
    false
}

fn key_pressed(r: &mut Replay, key: Key) -> bool {
    // Over the keys, space turns the page, Ctrl-C leaves, any other key closes them.
    if let Some(page) = r.help {
        r.help = match key {
            k if k == Key::char(' ') => Some(page + 1),
            k if k == Key::ctrl('c') => return true,
            _ => None,
        };
        return false;
    }
    let Some(action) = replay_action_for(key) else {
        return false;
    };
    r.notice = None;
    let end = r.moves();
    let step_by_hand = |r: &mut Replay, at: usize| {
        r.at = at;
        r.playing = false;
        r.stepped = None;
    };
    match action {
        ReplayAction::Leave => return true,
        ReplayAction::Help => r.help = Some(0),
        ReplayAction::PlayOn if r.can_play_on => {
            r.played_on = true;
            return true;
        }
        ReplayAction::PlayOn => r.notice = Some(Notice::ReplayPlayOnDaily),
        ReplayAction::Back => {
            let at = r.at.saturating_sub(1);
            step_by_hand(r, at);
        }
        ReplayAction::Forward => {
            let at = (r.at + 1).min(end);
            step_by_hand(r, at);
        }
        ReplayAction::First => step_by_hand(r, 0),
        ReplayAction::Last => step_by_hand(r, end),
        ReplayAction::Play => {
            if r.playing {
                r.playing = false;
            } else {
                // Played from the end, it starts again.
                if r.at == end {
                    r.at = 0;
                }
                r.playing = end > 0;
            }
            r.stepped = None;
        }
        ReplayAction::Faster => r.pace = (r.pace + 1).min(REPLAY_PACES.len() - 1),
        ReplayAction::Slower => r.pace = r.pace.saturating_sub(1),
    }
    false
}

/// The line a game is shared by, once it is won or over. A daily game's: the day, the
/// player's name, the largest tile, the points, the moves and undos, how many tries it
/// took, the accuracy once the review is in, whether the solver helped, and the streaks as
/// they stand on its day. Another game's: its board and target, the player's name, the
/// largest tile, the points, the moves and undos, and whether the solver helped.
pub fn share_line(
    texts: &Texts,
    (record, end): (&Record, &GameState),
    accuracy: Option<f64>,
    streak: &Streak,
    name: Option<&Name>,
) -> String {
    let counts = [end.score(), end.moves(), record.undos()].map(grouped);
    let tile = end.board().max_tile();
    let Some(day) = record.origin().day() else {
        return texts.share_game(
            record.rules(),
            name,
            tile,
            counts,
            (end.moves(), record.undos(), record.assisted()),
        );
    };
    texts.share_line(
        (day, name),
        tile,
        counts,
        (end.moves(), record.undos()),
        record.tries(),
        accuracy,
        record.assisted(),
        streak.on(day),
    )
}

/// A number with its thousands apart: `36,512`.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The share of verdicts that are `best` or `good`, from 0 to 100.
pub fn accuracy_of(verdicts: &[Verdict]) -> f64 {
    if verdicts.is_empty() {
        return 100.0;
    }
    let fine = verdicts.iter().filter(|v| v.grade.is_accurate()).count();
    100.0 * fine as f64 / verdicts.len() as f64
}
