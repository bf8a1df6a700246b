//! Records: random games of every variant, played as the game plays them (moves, undos,
//! hints, keep going), come back whole from their line and replay to the same states;
//! damaged, cut and newer lines are refused.

use proptest::prelude::*;

use crate::game::{
    Board, Dir, GameIds, GameRng, GameState, Help, Name, Origin, Pos, Record, RecordError,
    ReplayError, Rules, SpawnRule, Status, final_state, replay,
};
use crate::strategies::dir;

/// What a player does.
#[derive(Clone, Copy, Debug)]
enum Act {
    Move(Dir),
    Solver(Dir),
    Undo,
    Hint,
    KeepGoing,
}

fn act() -> impl Strategy<Value = Act> {
    prop_oneof![
        12 => dir().prop_map(Act::Move),
        3 => dir().prop_map(Act::Solver),
        2 => Just(Act::Undo),
        1 => Just(Act::Hint),
        2 => Just(Act::KeepGoing),
    ]
}

fn rules() -> impl Strategy<Value = Rules> {
    (3usize..=8, 3u32..=12, any::<bool>()).prop_map(|(size, exp, scaled)| Rules {
        size,
        target: 1 << exp,
        spawn: if scaled {
            SpawnRule::Scaled
        } else {
            SpawnRule::Classic
        },
    })
}

/// The first state of a game: a new one from a seed, or a saved board.
fn start() -> impl Strategy<Value = (GameState, Origin)> {
    let seeded = (rules(), any::<u64>())
        .prop_map(|(rules, seed)| (GameState::new(rules, seed), Origin::Seed(seed)));
    let board = (
        rules(),
        prop::collection::vec(prop_oneof![3 => Just(0u8), 3 => 1u8..=6, 1 => 7u8..=63], 64),
        any::<u64>(),
        0u64..1_000_000,
        prop::sample::select(vec![
            Status::Playing,
            Status::Won,
            Status::KeepPlaying,
            Status::Over,
        ]),
        any::<u64>(),
    )
        .prop_map(|(rules, cells, score, moves, status, seed)| {
            let mut board = Board::empty(rules.size);
            for (i, pos) in board
                .positions()
                .collect::<Vec<Pos>>()
                .into_iter()
                .enumerate()
            {
                board.set_exponent(pos, cells[i]);
            }
            let mut rng = GameRng::from_seed(seed);
            rng.next_u64();
            let state = GameState::from_parts(rules, board, score, moves, status, rng);
            (state.clone(), Origin::Board(state))
        });
    prop_oneof![seeded, board]
}

/// A game played as the game plays it, with its record kept alongside; the states before
/// each kept move (the undo stack) and the last.
fn play(first: &GameState, how: Origin, acts: &[Act]) -> (Record, Vec<GameState>, GameState) {
    let mut record = Record::starting(first, how);
    let mut game = first.clone();
    let mut undo: Vec<GameState> = Vec::new();
    // A hint shown for the board in play, counted with the move played on it.
    let mut hinted = false;
    for &a in acts {
        match a {
            Act::Move(dir) | Act::Solver(dir) => {
                if let Some((next, _)) = game.apply(dir) {
                    undo.push(std::mem::replace(&mut game, next));
                    let solver = matches!(a, Act::Solver(_));
                    record.push_helped(dir, Help { solver, hinted });
                    hinted = false;
                }
            }
            Act::Undo => {
                if let Some(previous) = undo.pop() {
                    assert!(record.undo(&previous).is_some());
                    game = previous;
                }
                hinted = false;
            }
            Act::Hint => hinted = true,
            Act::KeepGoing => {
                if let Some(on) = game.keep_going() {
                    game = on;
                    record.keep_going();
                }
            }
        }
    }
    (record, undo, game)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn records_come_back_from_their_line_and_replay_the_game(
        (first, how) in start(),
        acts in prop::collection::vec(act(), 0..400),
        finished in prop::option::of(any::<u64>()),
        name in prop::option::of(any::<u64>()),
        player in prop::option::of(prop::option::of(".{0,40}")),
    ) {
        let (mut record, undo, game) = play(&first, how, &acts);
        if let Some(date) = finished {
            record.finish(date);
        }
        // A game this version begins has a name; an older version's record has none.
        let record = record.with_id(name.map(|seed| GameIds::from_seed(seed).draw()));
        // Shared to be checked, it carries its claim and the player's name.
        let record = match &player {
            Some(player) => record.claimed(player.as_deref().and_then(Name::new)).unwrap(),
            None => record,
        };
        let line = record.encode();
        // Version 5 for a claim, 4 for a named game, else 1 unless the record needs what
        // version 2 adds (the moves' help).
        let helped = record.helped().iter().any(|h| *h != Help::default());
        let version = match (player.is_some(), name, helped) {
            (true, _, _) => "tui2048-5:",
            (false, Some(_), _) => "tui2048-4:",
            (false, None, true) => "tui2048-2:",
            (false, None, false) => "tui2048-1:",
        };
        prop_assert!(line.starts_with(version), "{line}");
        prop_assert!(!line.contains(char::is_whitespace));
        prop_assert_eq!(Record::decode(&line), Ok(record.clone()));
        prop_assert_eq!(line.parse::<Record>(), Ok(record.clone()));
        // A third of a character per move (two thirds with the moves' help), plus a
        // header (the board's when it starts from one, the game's name's and the claim's).
        let header = match record.origin() {
            Origin::Board(_) => 200,
            _ => 60,
        } + if name.is_some() { 20 } else { 0 }
            + if player.is_some() { 160 } else { 0 };
        let per_move = if helped { 3 } else { 6 };
        prop_assert!(line.len() <= header + 2 * record.moves().len().div_ceil(per_move), "{} bytes", line.len());
        let states = replay(&record).unwrap();
        prop_assert_eq!(states.len(), record.moves().len() + 1);
        prop_assert_eq!(&states[..undo.len()], &undo[..]);
        prop_assert_eq!(states.last(), Some(&game));
        prop_assert_eq!(final_state(&record), Ok(game.clone()));
        if let Some(claim) = record.claim() {
            prop_assert_eq!(claim.score, game.score());
            prop_assert_eq!(claim.tile, game.board().max_tile());
        }
        let undos = acts.iter().filter(|a| matches!(a, Act::Undo)).count() as u64;
        prop_assert!(record.undos() <= undos);
        // The hints that count are those shown for the board of a kept move; the game is
        // assisted while a move of the solver's is kept.
        let kept_hints = record.helped().iter().filter(|h| h.hinted).count() as u64;
        prop_assert_eq!(record.hints(), kept_hints + u64::from(first.assist().hints));
        prop_assert_eq!(
            record.assisted(),
            record.helped().iter().any(|h| h.solver) || first.assisted()
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_cut_and_every_changed_character_is_refused(
        (first, how) in start(),
        acts in prop::collection::vec(act(), 0..60),
        name in prop::option::of(any::<u64>()),
        shared in any::<bool>(),
    ) {
        let (record, _, _) = play(&first, how, &acts);
        let record = record.with_id(name.map(|seed| GameIds::from_seed(seed).draw()));
        let record = if shared {
            record.claimed(Name::new("Ada 2048")).unwrap()
        } else {
            record
        };
        let line = record.encode();
        for cut in 0..line.len() {
            prop_assert!(Record::decode(&line[..cut]).is_err(), "cut at {cut}: {}", &line[..cut]);
        }
        // Wherever the cut falls past the program's name, the error says the record is
        // cut short, never that a character is wrong.
        for cut in "tui2048-".len()..line.len() {
            let said = Record::decode(&line[..cut]).unwrap_err().to_string();
            prop_assert!(said.contains("cut short"), "cut at {cut}: {said}");
        }
        let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_:.= ";
        for at in 0..line.len() {
            for &other in alphabet {
                if other == line.as_bytes()[at] {
                    continue;
                }
                let mut bytes = line.clone().into_bytes();
                bytes[at] = other;
                let damaged = String::from_utf8(bytes).unwrap();
                prop_assert!(
                    Record::decode(&damaged).is_err(),
                    "{damaged} was read, changed at {at}"
                );
            }
        }
    }
}

fn a_record() -> Record {
    let first = GameState::new(Rules::default(), 2026);
    let (record, _, _) = play(
        &first,
        Origin::Seed(2026),
        &[
            Act::Move(Dir::Left),
            Act::Move(Dir::Up),
            Act::Move(Dir::Right),
        ],
    );
    record
}

#[test]
fn a_known_game_has_a_known_line() {
    let first = GameState::new(Rules::default(), 7);
    let mut record = Record::starting(&first, Origin::Seed(7));
    let mut game = first;
    for dir in [Dir::Left, Dir::Up, Dir::Right, Dir::Down, Dir::Left] {
        if let Some((next, _)) = game.apply(dir) {
            game = next;
            record.push(dir);
        }
    }
    let line = record.encode();
    assert_eq!(line, "tui2048-1:BAsAAAAHAAAAAAAAAAVyAhwMiTo");
    let back = Record::decode(&line).unwrap();
    assert_eq!(back.origin(), &Origin::Seed(7));
    assert_eq!(final_state(&back).unwrap(), game);
    // The same game with a name, as this version begins every game: docs/records.md's.
    let named = record.with_id(Some(GameIds::from_seed(7).draw()));
    let line = named.encode();
    assert_eq!(line, "tui2048-4:1gDsLoZ7Uya9RUDSTmycvK111111111R31FAHm56");
    assert_eq!(Record::decode(&line), Ok(named));
    let docs = include_str!("../../../docs/records.md");
    assert!(
        docs.contains(&format!("\n{line}\n")),
        "docs/records.md shows another line"
    );
}

#[test]
fn a_newer_version_is_refused_with_its_number() {
    let line = a_record().encode();
    let newer = line.replacen("tui2048-1:", "tui2048-7:", 1);
    assert_eq!(Record::decode(&newer), Err(RecordError::Newer(7)));
    assert_eq!(
        RecordError::Newer(7).to_string(),
        "the record is of version 7, newer than this tui2048 reads (6); a newer tui2048 reads it"
    );
    // A record that needs nothing of version 2 or 3 is version 1, and only that.
    let two = line.replacen("tui2048-1:", "tui2048-2:", 1);
    assert!(matches!(Record::decode(&two), Err(RecordError::Invalid(_))));
    let three = line.replacen("tui2048-1:", "tui2048-3:", 1);
    assert!(matches!(
        Record::decode(&three),
        Err(RecordError::Invalid(_))
    ));
    let far = line.replacen("tui2048-1:", "tui2048-40:", 1);
    assert_eq!(Record::decode(&far), Err(RecordError::Newer(40)));
    for not in [
        "",
        "tui2048",
        "tui2048-:AAAA",
        "tui2048-0:AAAA",
        "tui2048-x:AA",
        "hello",
    ] {
        assert_eq!(Record::decode(not), Err(RecordError::NotARecord), "{not}");
    }
}

#[test]
fn each_damage_says_what_is_wrong() {
    let line = a_record().encode();
    let mut bad = line.clone().into_bytes();
    bad[12] = b'*';
    assert_eq!(
        Record::decode(std::str::from_utf8(&bad).unwrap()),
        Err(RecordError::Character(13))
    );
    assert_eq!(
        RecordError::Character(13).to_string(),
        "the record is damaged: character 13 is not one a record is written in"
    );
    let flipped = line.replacen("tui2048-1:B", "tui2048-1:C", 1);
    assert_eq!(Record::decode(&flipped), Err(RecordError::Checksum));
    assert_eq!(
        RecordError::Checksum.to_string(),
        "the record is damaged or cut short: its checksum does not match"
    );
    assert_eq!(Record::decode("tui2048-1:AAA"), Err(RecordError::Length));
    assert_eq!(
        RecordError::Length.to_string(),
        "the record is cut short or damaged: it is incomplete"
    );
    for head in ["tui2048-", "tui2048-1", "tui2048-1:"] {
        assert_eq!(Record::decode(head), Err(RecordError::Length), "{head}");
    }
    // Blanks around the line are no damage.
    assert_eq!(Record::decode(&format!("  {line}\n")), Ok(a_record()));
}

#[test]
fn a_record_whose_move_does_not_apply_does_not_replay() {
    // A board with one tile in the top-left corner: up changes nothing.
    let board = Board::from_values(&[[2, 0, 0], [0, 0, 0], [0, 0, 0]]).unwrap();
    let first = GameState::from_parts(
        Rules {
            size: 3,
            ..Rules::default()
        },
        board,
        0,
        0,
        Status::Playing,
        GameRng::from_seed(1),
    );
    let mut record = Record::from_board(&first);
    record.push(Dir::Right);
    record.push(Dir::Up);
    record.push(Dir::Up);
    let back = Record::decode(&record.encode()).unwrap();
    let error = replay(&back).unwrap_err();
    assert!(
        matches!(
            error,
            ReplayError::NotAMove {
                index: 2 | 3,
                dir: Dir::Up
            }
        ),
        "{error:?}"
    );
}
