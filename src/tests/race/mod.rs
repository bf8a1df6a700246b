//! The race's core (pure, like `update`): the rival follows the player's moves and undos,
//! scores are compared at equal moves, and the race's game is kept once, naming what it
//! raced; the race's record line (version 3); and playing on from a replay's board.

use crate::tests::support::cycled;

use tui2048_app::keymap::{Action, Key};
use tui2048_app::settings::Strength;
use tui2048_app::text::English;
use tui2048_app::{
    Cmd, Model, Msg, RIVAL_REQUEST, Race, RaceCmd, RaceMsg, Replay, ReplayMsg, Scores, Session,
    update, update_race, update_replay,
};
use tui2048_engine::game::{
    Day, Dir, GameIds, GameState, Help, Origin, Raced, Record, RecordError, Rival, Rules, Status,
    final_state, replay,
};
use tui2048_store::{Kept, Records};

/// A kept game of `moves` moves from seed `seed`, its moves tried up, down, left, right,
/// named from the seed.
fn kept_game(seed: u64, moves: usize) -> Record {
    let start = GameState::new(Rules::default(), seed);
    let name = GameIds::from_seed(seed).draw();
    let record = Record::starting(&start, Origin::Seed(seed)).with_id(Some(name));
    cycled(start, record, moves).0
}

fn player(msg: Msg) -> RaceMsg {
    RaceMsg::Game(msg)
}

fn mv(dir: Dir) -> RaceMsg {
    player(Msg::Action(Action::Move(dir)))
}

/// The first direction that moves the player's board.
fn legal(race: &Race) -> Dir {
    let game = race.player().game();
    Dir::ALL
        .into_iter()
        .find(|&d| game.apply(d).is_some())
        .expect("a move")
}

/// A race against `record`, the player playing the ghost's own moves for `n` moves.
fn shadowed(record: &Record, n: usize) -> Race {
    let mut race = Race::against_record(record, GameIds::from_seed(107))
        .unwrap()
        .animated(false);
    for &dir in &record.moves()[..n] {
        let (next, cmds) = update_race(race, mv(dir));
        assert!(cmds.is_empty(), "{cmds:?}");
        race = next;
    }
    race
}

#[test]
fn the_ghost_plays_a_move_for_each_of_the_players_and_stays_as_it_ended() {
    let record = kept_game(11, 30);
    let states = replay(&record).unwrap();
    let mut race = Race::against_record(&record, GameIds::from_seed(106))
        .unwrap()
        .animated(false);
    // Both boards start alike.
    assert_eq!(race.player().game().board(), states[0].board());
    assert_eq!(race.rival_game(), &states[0]);
    assert_eq!(
        race.rival(),
        Rival::Record {
            crc: record.fingerprint()
        }
    );
    for k in 1..=40 {
        let dir = legal(&race);
        race = update_race(race, mv(dir)).0;
        if race.player().game().status() == Status::Over {
            break;
        }
        assert_eq!(race.moves(), k);
        let shown = k.min(30);
        assert_eq!(race.rival_game(), &states[shown], "move {k}");
        assert_eq!(race.rival_moves(), shown);
        assert_eq!(race.rival_done(), k >= 30);
    }
}

#[test]
fn the_same_moves_bring_the_same_tiles() {
    let record = kept_game(5, 25);
    let race = shadowed(&record, 25);
    let end = final_state(&record).unwrap();
    assert_eq!(race.player().game().board(), end.board());
    assert_eq!(race.player().game().score(), end.score());
    let s = race.standing();
    assert_eq!(
        (s.at, s.mine, s.theirs, s.lead(), s.ahead_from),
        (25, end.score(), end.score(), 0, None)
    );
}

#[test]
fn undo_takes_the_ghosts_move_back_with_the_players() {
    let record = kept_game(3, 20);
    let states = replay(&record).unwrap();
    let race = shadowed(&record, 12);
    let (race, cmds) = update_race(race, player(Msg::Action(Action::Undo)));
    assert!(cmds.is_empty(), "{cmds:?}");
    assert_eq!((race.moves(), race.rival_moves()), (11, 11));
    assert_eq!(race.rival_game(), &states[11]);
    assert_eq!(race.player().game().board(), states[11].board());
}

#[test]
fn the_lead_is_at_equal_moves_and_says_since_when() {
    // The player makes the ghost's moves but for one, then the ghost's again where they
    // move: scores part, and the standing is worked out from each side's score at k.
    let record = kept_game(21, 60);
    let states = replay(&record).unwrap();
    let mut race = Race::against_record(&record, GameIds::from_seed(105))
        .unwrap()
        .animated(false);
    let mut mine = vec![race.player().game().score()];
    for k in 0..40 {
        let ghost = record.moves()[k];
        let game = race.player().game().clone();
        let dir = if k == 5 {
            Dir::ALL
                .into_iter()
                .find(|&d| d != ghost && game.apply(d).is_some())
        } else {
            Some(ghost).filter(|&d| game.apply(d).is_some())
        }
        .unwrap_or_else(|| legal(&race));
        race = update_race(race, mv(dir)).0;
        mine.push(race.player().game().score());
    }
    let sign = |k: usize| (i128::from(mine[k]) - i128::from(states[k].score())).signum();
    let now = sign(40);
    let expected_from = (now != 0).then(|| {
        let mut k = 40;
        while k > 1 && sign(k - 1) == now {
            k -= 1;
        }
        k
    });
    let s = race.standing();
    assert_eq!(s.at, 40);
    assert_eq!(s.mine, mine[40]);
    assert_eq!(s.theirs, states[40].score());
    assert_eq!(s.ahead_from, expected_from);
}

#[test]
fn the_solver_is_asked_for_one_move_at_a_time_and_answers_for_gone_boards_are_dropped() {
    let rules = Rules::default();
    let race =
        Race::against_solver(rules, 9, Strength::Fast, GameIds::from_seed(104)).animated(false);
    let start = GameState::new(rules, 9);
    assert_eq!(race.rival(), Rival::Solver { strong: false });
    let dir = legal(&race);
    let (race, cmds) = update_race(race, mv(dir));
    let id = RIVAL_REQUEST | 1;
    assert_eq!(
        cmds,
        vec![RaceCmd::Rival {
            id,
            board: start.board().clone()
        }]
    );
    assert!(race.rival_behind());
    // A second move while the solver thinks asks nothing more.
    let dir2 = legal(&race);
    let (race, cmds) = update_race(race, mv(dir2));
    assert!(cmds.is_empty(), "{cmds:?}");
    // An answer to another request is not for this board.
    let (race, _) = update_race(
        race,
        RaceMsg::Rival {
            id: id + 7,
            dir: Some(Dir::Left),
        },
    );
    assert_eq!(race.rival_moves(), 0);
    // Its answer moves its board, then it is asked for the next.
    let solver_dir = Dir::ALL
        .into_iter()
        .find(|&d| start.apply(d).is_some())
        .unwrap();
    let (race, cmds) = update_race(
        race,
        RaceMsg::Rival {
            id,
            dir: Some(solver_dir),
        },
    );
    let after = start.apply(solver_dir).unwrap().0;
    assert_eq!(race.rival_game(), &after);
    assert_eq!(
        cmds,
        vec![RaceCmd::Rival {
            id: RIVAL_REQUEST | 2,
            board: after.board().clone()
        }]
    );
    // Undo twice: the player is back at the start, the solver's move goes with it, and
    // the answer awaited is for a board that is gone.
    let (race, _) = update_race(race, player(Msg::Action(Action::Undo)));
    let (race, _) = update_race(race, player(Msg::Action(Action::Undo)));
    assert_eq!((race.moves(), race.rival_moves()), (0, 0));
    assert_eq!(race.rival_game(), &start);
    let (race, cmds) = update_race(
        race,
        RaceMsg::Rival {
            id: RIVAL_REQUEST | 2,
            dir: Some(Dir::Up),
        },
    );
    assert!(cmds.is_empty());
    assert_eq!(race.rival_game(), &start);
}

#[test]
fn a_solver_with_no_move_stays_and_the_player_races_on_alone() {
    let race = Race::against_solver(
        Rules::default(),
        4,
        Strength::Strong,
        GameIds::from_seed(103),
    )
    .animated(false);
    let first = legal(&race);
    let (race, cmds) = update_race(race, mv(first));
    let second = legal(&race);
    let (race, _) = update_race(race, mv(second));
    let Some(RaceCmd::Rival { id, .. }) = cmds.first().cloned() else {
        panic!("{cmds:?}")
    };
    let (race, cmds) = update_race(race, RaceMsg::Rival { id, dir: None });
    assert!(cmds.is_empty());
    assert!(race.rival_done() && !race.rival_behind());
    assert_eq!(race.standing().at, 2);
}

#[test]
fn restart_replay_and_statistics_wait_until_the_race_ends() {
    let race = shadowed(&kept_game(2, 10), 3);
    for action in [Action::Restart, Action::Replay, Action::Stats] {
        let (after, cmds) = update_race(race.clone(), player(Msg::Action(action)));
        assert!(cmds.is_empty(), "{action:?}: {cmds:?}");
        assert_eq!(
            after.player().notice_words().as_deref(),
            Some(English.race_not_now())
        );
        assert_eq!(after.player().game(), race.player().game());
    }
    // The keys too.
    let (after, _) = update_race(race.clone(), player(Msg::Key(Key::char('r'))));
    assert_eq!(after.player().game(), race.player().game());
}

#[test]
fn quitting_keeps_the_races_game_naming_what_it_raced() {
    let record = kept_game(8, 40);
    let race = shadowed(&record, 7);
    let (_, cmds) = update_race(race.clone(), player(Msg::Key(Key::char('q'))));
    let [RaceCmd::Keep(kept), RaceCmd::Quit] = &cmds[..] else {
        panic!("{cmds:?}")
    };
    let states = replay(&record).unwrap();
    assert_eq!(
        kept.raced(),
        Some(&Raced {
            rival: Rival::Record {
                crc: record.fingerprint()
            },
            score: states[7].score(),
            moves: 7,
            won: false,
        })
    );
    assert_eq!(kept.moves(), &record.moves()[..7]);
    assert_eq!(kept.origin(), &Origin::Seed(8));
    assert!(kept.finished().is_some());
    assert_eq!(final_state(kept).unwrap().board(), states[7].board());
    // Before the first move there is nothing to keep.
    let fresh = Race::against_record(&record, GameIds::from_seed(102)).unwrap();
    let (_, cmds) = update_race(fresh, player(Msg::Action(Action::Quit)));
    assert_eq!(cmds, vec![RaceCmd::Quit]);
    // A signal quits the same way.
    let (_, cmds) = update_race(race, player(Msg::Action(Action::Quit)));
    assert!(matches!(&cmds[..], [RaceCmd::Keep(_), RaceCmd::Quit]));
}

#[test]
fn a_race_is_kept_once_when_it_is_over_and_again_only_when_it_changed() {
    let record = kept_game(13, 2000);
    let n = record.moves().len();
    assert_eq!(final_state(&record).unwrap().status(), Status::Over);
    let race = shadowed(&record, n - 1);
    let (race, cmds) = update_race(race, mv(record.moves()[n - 1]));
    assert!(race.over());
    let [RaceCmd::Keep(kept)] = &cmds[..] else {
        panic!("{cmds:?}")
    };
    assert_eq!(kept.moves().len(), n);
    let end = final_state(&record).unwrap();
    assert_eq!(race.standing().lead(), 0);
    // The line to share is the view's to show: no notice hides the race's end.
    assert_eq!(race.player().notice_words().as_deref(), None);
    assert_eq!(
        race.share_line(),
        format!(
            "tui2048 race 4×4 seed 13 vs the ghost · {} to {} at move {n} · a draw",
            end.score(),
            end.score()
        )
    );
    // Quitting now keeps nothing more; after an undo and a move, the race again.
    let (_, cmds) = update_race(race.clone(), player(Msg::Action(Action::Quit)));
    assert_eq!(cmds, vec![RaceCmd::Quit]);
    let (race, _) = update_race(race, player(Msg::Action(Action::Undo)));
    assert!(!race.over());
    let (_, cmds) = update_race(race, player(Msg::Action(Action::Quit)));
    assert!(matches!(&cmds[..], [RaceCmd::Keep(k), RaceCmd::Quit] if k.moves().len() == n - 1));
}

#[test]
fn the_hint_and_autoplay_are_the_players_and_make_the_race_assisted() {
    let race = shadowed(&kept_game(6, 30), 2);
    let (race, cmds) = update_race(race, player(Msg::Action(Action::Hint)));
    let [RaceCmd::Solve { id, board, .. }] = &cmds[..] else {
        panic!("{cmds:?}")
    };
    assert_eq!(board, race.player().game().board());
    assert_eq!(id & RIVAL_REQUEST, 0);
    let dir = legal(&race);
    let (race, _) = update_race(
        race,
        player(Msg::SolverAnswer {
            id: *id,
            dir: Some(dir),
        }),
    );
    let (race, _) = update_race(race.clone(), mv(dir));
    assert_eq!(race.moves(), 3);
    let (_, cmds) = update_race(race, player(Msg::Action(Action::Quit)));
    let Some(RaceCmd::Keep(kept)) = cmds.first() else {
        panic!("{cmds:?}")
    };
    assert_eq!(kept.hints(), 1);
    assert!(kept.encode().starts_with("tui2048-4:"));
    assert_eq!(Record::decode(&kept.encode()).as_ref(), Ok(&**kept));
}

#[test]
fn a_race_against_a_daily_game_is_an_ordinary_game_of_its_seed() {
    let day = Day::new(2026, 11, 30).unwrap();
    let start = GameState::new(Rules::default(), day.seed());
    let (record, _) = cycled(
        start.clone(),
        Record::starting(&start, Origin::Daily(day)),
        10,
    );
    let race = shadowed(&record, 4);
    let (_, cmds) = update_race(race, player(Msg::Action(Action::Quit)));
    let Some(RaceCmd::Keep(kept)) = cmds.first() else {
        panic!("{cmds:?}")
    };
    assert_eq!(kept.origin(), &Origin::Seed(day.seed()));
}

#[test]
fn race_lines_round_trip_and_refuse_what_no_race_writes() {
    let named = kept_game(17, 50);
    // An older version's game, without a name.
    let base = named.clone().with_id(None);
    for (rival, won) in [
        (Rival::Solver { strong: false }, false),
        (Rival::Solver { strong: true }, true),
        (Rival::Record { crc: 0xdead_beef }, true),
        (Rival::Record { crc: 7 }, false),
    ] {
        let raced = Raced {
            rival,
            score: 123_456,
            moves: 49,
            won,
        };
        for (record, version) in [
            (base.clone().with_raced(raced), "tui2048-3:"),
            (named.clone().with_raced(raced), "tui2048-4:"),
        ] {
            let line = record.encode();
            assert!(line.starts_with(version), "{line}");
            let back = Record::decode(&line).unwrap();
            assert_eq!(back, record);
            assert_eq!(back.raced(), Some(&raced));
        }
    }
    // The same game without the race is version 1 (version 4 with its name).
    assert!(base.encode().starts_with("tui2048-1:"));
    assert!(named.encode().starts_with("tui2048-4:"));
    // A version-1 line read as version 3 lacks its parts byte.
    let as_three = base.encode().replacen("tui2048-1:", "tui2048-3:", 1);
    assert!(matches!(
        Record::decode(&as_three),
        Err(RecordError::Invalid(_))
    ));
}

mod play_on;

/// The ghost's move slides on the board when the race animates, and jumps when it does
/// not (`--no-anim`), as the player's own moves do.
#[test]
fn the_ghosts_move_slides_only_when_the_race_animates() {
    let record = kept_game(11, 30);
    for animate in [true, false] {
        let race = Race::against_record(&record, GameIds::from_seed(101))
            .unwrap()
            .animated(animate);
        let dir = legal(&race);
        let (race, _) = update_race(race, mv(dir));
        assert_eq!(race.rival_moves(), 1, "{animate}");
        assert_eq!(race.rival_motion().is_some(), animate, "{animate}");
        assert_eq!(
            race.player().last_move().animation.is_some(),
            animate,
            "{animate}"
        );
    }
}
