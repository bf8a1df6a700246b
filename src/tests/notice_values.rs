//! The model keeps what happened as values: the notices in their queue, whether each must
//! be read (of its kind), what the status line says and in which order, the keys that
//! read in the plain interface, and the lines on leaving a race. No words are compared
//! here but where the texts make them from those values.

use tui2048_app::keymap::{Action, Key};
use tui2048_app::leaving::race_leaving_lines;
use tui2048_app::notice::Notice;
use tui2048_app::plain::{PlainRead, Reading};
use tui2048_app::settings::Strength;
use tui2048_app::status::{RaceStatus, StatusLine};
use tui2048_app::text::{English, Texts};
use tui2048_app::{Cmd, Model, Msg, Off, Race, RaceMsg, Saving, update, update_race};
use tui2048_engine::game::{Dir, GameIds, Rules, Status};
use tui2048_store::{Fault, KeptNote, SaveError, Why};

use crate::tests::support::game;

const START: [[u64; 4]; 4] = [[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2]];
/// A board where nothing moves left or up.
const STUCK_LEFT: [[u64; 4]; 4] = [[2, 4, 0, 0], [4, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];

fn model() -> Model {
    Model::new(game(&START, 0, 0, Status::Playing))
}

fn key(m: Model, action: Action) -> Model {
    update(m, Msg::Action(action)).0
}

/// The notices the model has to say, in turn, each closed for the next: each with whether
/// it must be read.
fn in_turn(mut m: Model) -> Vec<(Notice, bool)> {
    let mut said = vec![];
    while let Some(notice) = m.notice().cloned() {
        said.push((notice, m.notice_must_be_read()));
        m = update(m, Msg::CloseNotice).0;
        assert!(said.len() < 10, "{said:?}");
    }
    said
}

fn full_disk() -> Fault {
    Fault::Write {
        path: "/s.json".into(),
        why: Why::Full,
    }
}

#[test]
fn warnings_come_first_then_the_games_notice_then_the_warnings_after_it() {
    let m = model()
        .with_notice(Some(Notice::WelcomeBack))
        .with_warnings(vec![Notice::PaletteTip { far: false }])
        .with_warnings_after(vec![Notice::NothingSaved(Off::NoHome)]);
    assert_eq!(m.notices_waiting(), 2);
    assert_eq!(
        in_turn(m),
        [
            (Notice::PaletteTip { far: false }, true),
            (Notice::WelcomeBack, false),
            (Notice::NothingSaved(Off::NoHome), true),
        ]
    );
}

#[test]
fn whether_a_notice_must_be_read_is_its_kinds() {
    let read = [
        Notice::PaletteTip { far: false },
        Notice::NothingSaved(Off::LeftInPlace),
        Notice::RecordNotKept(Fault::NotLocked),
        Notice::BuildingTables {
            mb: 64,
            folder: None,
        },
        Notice::CacheGivenUp { mb: 12 },
    ];
    assert!(read.iter().all(Notice::must_be_read));
    let not = [
        Notice::WelcomeBack,
        Notice::CantMove(Dir::Left),
        Notice::SavingOff(Off::Fault(full_disk())),
        Notice::TablesReady,
        Notice::RaceNotNow,
    ];
    assert!(!not.iter().any(Notice::must_be_read));
    // Only the tables being built give way to other notices while they show.
    assert!(
        Notice::BuildingTables {
            mb: 64,
            folder: None
        }
        .yields()
    );
    assert!(!Notice::RecordNotKept(Fault::NotLocked).yields());
}

#[test]
fn a_key_says_what_it_did_as_a_value() {
    let m = key(model(), Action::Undo);
    assert_eq!(m.notice(), Some(&Notice::NothingToUndo));
    let m = key(m, Action::Faster);
    assert_eq!(
        m.notice(),
        Some(&Notice::Pace {
            per_second: 20,
            end: None
        })
    );
    let stuck = Model::new(game(&STUCK_LEFT, 0, 0, Status::Playing));
    let m = key(stuck, Action::Move(Dir::Left));
    assert_eq!(m.notice(), Some(&Notice::CantMove(Dir::Left)));
    assert!(m.notice().is_some_and(Notice::refuses));
    // Its words are the texts', made from the value.
    assert_eq!(m.notice_words(), Some(English.cant_move(Dir::Left)));
}

#[test]
fn saving_keeps_its_reason_as_a_value_and_the_status_line_says_it_when_nothing_else_is() {
    let failed = Msg::Saved(Err(SaveError::Failed(full_disk())));
    let (m, _) = update(model(), failed.clone());
    assert_eq!(*m.saving(), Saving::Failing(full_disk()));
    assert_eq!(
        m.notice(),
        Some(&Notice::SavingOff(Off::Fault(full_disk())))
    );
    // The same failure again is no news.
    let m = update(m, Msg::CloseNotice).0;
    let (m, _) = update(m, failed);
    assert_eq!(m.notice(), None);
    assert_eq!(
        m.status(false),
        StatusLine::SavingOff(Off::Fault(full_disk()))
    );
    let (m, _) = update(m, Msg::Saved(Ok(())));
    assert_eq!(*m.saving(), Saving::On);
    assert_eq!(m.notice(), Some(&Notice::SavingAgain));
}

#[test]
fn the_status_line_says_the_notice_then_saving_then_autoplay_then_the_points_then_the_goal() {
    use tui2048_app::{LastMove, Solver};
    let m = model();
    assert_eq!(m.status(false), StatusLine::Goal(2048));
    let scored = m.clone().with_last_move(LastMove {
        gain: Some(8),
        ..LastMove::default()
    });
    // The points where the header has no room for them, else the goal.
    assert_eq!(scored.status(false), StatusLine::Gain(8));
    assert_eq!(scored.status(true), StatusLine::Goal(2048));
    let playing = scored.with_solver(Solver::playing(3));
    assert_eq!(
        playing.status(false),
        StatusLine::Autoplay { per_second: 10 }
    );
    let failing = playing.with_saving(Saving::Failing(full_disk()));
    assert_eq!(
        failing.status(false),
        StatusLine::SavingOff(Off::Fault(full_disk()))
    );
    let said = failing.with_notice(Some(Notice::HintThinking));
    assert_eq!(said.status(false), StatusLine::Notice(Notice::HintThinking));
    // A game over leaves the line to its box.
    let over = Model::new(game(&START, 0, 0, Status::Over));
    assert_eq!(over.status(false), StatusLine::Blank);
    // Each says its words in the texts, the longest form first.
    let t: &Texts = &English;
    assert_eq!(
        t.status(&StatusLine::Autoplay { per_second: 10 }),
        [t.autoplaying(10), t.autoplaying_short(10)]
    );
    assert_eq!(t.status(&StatusLine::Gain(8)), ["+8"]);
    assert_eq!(t.status(&StatusLine::Blank), [""]);
}

#[test]
fn news_from_outside_stays_until_a_key_comes_after_a_frame_that_showed_it() {
    let not_kept = Msg::Kept(Err(SaveError::Failed(Fault::NotLocked)));
    let (m, _) = update(model(), not_kept);
    let news = Notice::RecordNotKept(Fault::NotLocked);
    assert_eq!(m.notice(), Some(&news));
    assert!(m.notice_must_be_read());
    // A key before any frame showed it: it comes back over the key's word.
    let m = key(m, Action::Undo);
    let m = update(m, Msg::Key(Key::char('u'))).0;
    assert_eq!(m.notice(), Some(&news));
    let m = update(m, Msg::Drawn).0;
    let m = update(m, Msg::Key(Key::char('u'))).0;
    assert_eq!(m.notice(), Some(&Notice::NothingToUndo));
    // A game kept as it should be is no news.
    let (m, _) = update(m, Msg::Kept(Ok(KeptNote::Added)));
    assert_eq!(m.notice(), Some(&Notice::NothingToUndo));
}

#[test]
fn the_tables_being_built_give_way_and_then_are_ready() {
    let building = Msg::TablesBuilding {
        mb: 64,
        folder: None,
    };
    let (m, _) = update(model(), building);
    assert_eq!(
        m.notice(),
        Some(&Notice::BuildingTables {
            mb: 64,
            folder: None
        })
    );
    let m = key(m, Action::Hint);
    assert_eq!(m.notice(), Some(&Notice::HintThinking));
    let (m, _) = update(m, Msg::TablesDone { built: true });
    assert_eq!(m.notice(), Some(&Notice::HintThinking));
    let m = update(m, Msg::CloseNotice).0;
    let (m, _) = update(m, Msg::TablesDone { built: true });
    assert_eq!(m.notice(), Some(&Notice::TablesReady));
}

#[test]
fn a_race_refuses_what_it_has_not_with_a_notice_of_its_own() {
    let race = Race::against_solver(Rules::default(), 3, Strength::Fast, GameIds::from_seed(7))
        .animated(false);
    let rival = race.rival();
    let lead = RaceStatus::Lead {
        rival,
        lead: 0,
        at: 0,
        end: None,
    };
    assert_eq!(race.status(false), lead);
    assert_eq!(
        English.race_status(&lead),
        English.race_lead_line(rival, 0, 0)
    );
    let (race, cmds) = update_race(race, RaceMsg::Game(Msg::Action(Action::Restart)));
    assert!(cmds.is_empty());
    assert_eq!(race.player().notice(), Some(&Notice::RaceNotNow));
    assert!(!race.player().notice_must_be_read());
    let said = StatusLine::Notice(Notice::RaceNotNow);
    assert_eq!(race.status(false), RaceStatus::Player(said));
    let (race, _) = update_race(race, RaceMsg::Game(Msg::Action(Action::Close)));
    assert_eq!(race.player().notice(), Some(&Notice::RaceCloseNothing));
    // Left before a move: one line, how it ended; a game kept aside is said after it.
    assert_eq!(
        race_leaving_lines(&race, vec![Ok(KeptNote::Added)]),
        [English.race_left_unplayed()]
    );
    let not_kept = Err(SaveError::Failed(Fault::NotLocked));
    let lines = race_leaving_lines(&race, vec![not_kept.clone(), not_kept]);
    let said = English.notice(&Notice::RecordNotKept(Fault::NotLocked));
    assert_eq!(lines, [English.race_left_unplayed().to_string(), said]);
}

#[test]
fn the_plain_interfaces_reading_keys_go_through_update_and_change_nothing() {
    let m = model();
    let read = |key: Key| {
        let (after, cmds) = update(m.clone(), Msg::PlainKey(key));
        assert_eq!(after, m, "{key:?}");
        cmds
    };
    assert_eq!(
        read(Key::char(' ')),
        [Cmd::Read(PlainRead::Board(Reading::Board))]
    );
    assert_eq!(
        read(Key::char('2')),
        [Cmd::Read(PlainRead::Board(Reading::Row(1)))]
    );
    let verbosity = m.keymap().keys(Action::Verbosity)[0];
    assert_eq!(read(verbosity), [Cmd::Read(PlainRead::Verbosity)]);
    let summary = m.keymap().keys(Action::Summary)[0];
    assert_eq!(
        read(summary),
        [Cmd::Read(PlainRead::Cursor(Action::Summary))]
    );
    let theme = m.keymap().keys(Action::Theme)[0];
    assert_eq!(read(theme), [Cmd::Read(PlainRead::LookOnly(theme))]);
    // Any other key plays as it does on the full screen.
    let (after, cmds) = update(m.clone(), Msg::PlainKey(Key::char('u')));
    assert!(cmds.is_empty());
    assert_eq!(after.notice(), Some(&Notice::NothingToUndo));
}

#[test]
fn the_game_chooses_its_lines_on_the_way_out() {
    use tui2048_app::leaving::{leaving_lines, quit_line};
    let m = model();
    let said = leaving_lines(&m, None);
    assert_eq!(said.lines, [quit_line(&m, None)]);
    assert!(said.whole.is_empty() && said.after.is_empty());
    // A game over has its line to share, its record whole under it, and what they are for.
    let over = Model::new(game(&STUCK_LEFT, 0, 0, Status::Over));
    let shared = tui2048_app::Shared::of(over.session());
    let over = over.with_shared(Some(shared));
    let said = leaving_lines(&over, None);
    let line = over.shared().expect("a line to share");
    assert_eq!(said.lines, [quit_line(&over, None), line]);
    assert_eq!(said.whole.len(), 1);
    assert_eq!(said.after, [English.share_note()]);
}

#[test]
fn the_plain_replays_reading_keys_go_through_its_update_and_change_nothing() {
    use tui2048_app::{Replay, ReplayCmd, ReplayMsg, update_replay};
    use tui2048_engine::game::{GameState, Origin, Record};
    let state = GameState::new(Rules::default(), 5);
    let record = Record::starting(&state, Origin::Seed(5));
    let (record, _) = crate::tests::support::cycled(state, record, 12);
    let Ok(r) = Replay::of(record) else {
        panic!("a record of its own moves replays");
    };
    let (after, cmds) = update_replay(r.clone(), ReplayMsg::PlainKey(Key::char(' ')));
    assert_eq!(cmds, [ReplayCmd::Read(Reading::Board)]);
    assert_eq!(after.at(), r.at());
    let (_, cmds) = update_replay(r.clone(), ReplayMsg::PlainKey(Key::char('!')));
    assert_eq!(cmds, [ReplayCmd::Read(Reading::Column(0))]);
    // `p` plays or pauses, as Space does on the full screen; q leaves.
    let (after, cmds) = update_replay(r.clone(), ReplayMsg::PlainKey(Key::char('p')));
    assert!(cmds.is_empty());
    assert_ne!(after.playing(), r.playing());
    let (_, cmds) = update_replay(r, ReplayMsg::PlainKey(Key::char('q')));
    assert_eq!(cmds, [ReplayCmd::Leave]);
}
