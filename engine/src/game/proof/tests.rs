//! Records checked as a friend checks them: a daily game's line true as shared, and each
//! way of lying about it caught, with what is false first.

use super::*;
use crate::game::{GameIds, Name, Rules};

/// 2026-11-30, and a clock at its noon.
fn day() -> Day {
    Day::new(2026, 11, 30).unwrap()
}
const NOON: u64 = 1_796_040_000;

/// The daily game of `day`, `n` moves of it played (the first that moves, in turn).
fn daily(day: Day, n: usize) -> Record {
    played(Origin::Daily(day), n)
}

/// A new game of `origin` (a day's, public or a server's), `n` moves of it played.
fn played(origin: Origin, n: usize) -> Record {
    let mut game = GameState::new(Rules::default(), origin.seed().unwrap());
    let mut record = Record::starting(&game, origin).with_id(Some(GameIds::from_seed(5).draw()));
    for i in 0..n {
        let Some(dir) = Dir::ALL
            .into_iter()
            .cycle()
            .skip(i % 3)
            .take(4)
            .find(|&d| game.apply(d).is_some())
        else {
            break;
        };
        game = game.apply(dir).unwrap().0;
        record.push(dir);
    }
    record
}

/// The share line's words for `record`, as the game writes them in English.
fn words(record: &Record) -> String {
    let end = final_state(record).unwrap();
    let day = record.origin().day().unwrap();
    let by = match record.claim().and_then(|c| c.name.as_ref()) {
        Some(name) => format!(" · {name}"),
        None => String::new(),
    };
    format!(
        "tui2048 daily {day}{by} · {} · {} points · {} moves · {} undos · 1 try",
        end.board().max_tile(),
        end.score(),
        end.moves(),
        record.undos()
    )
}

/// `text` checked as `verify` checks it: its first record.
fn first(text: &str) -> Checked {
    let (found, _) = find(text, RECORDS_LIMIT);
    check(&found[0], NOON)
}

fn shared(record: &Record) -> String {
    format!("[09:12] alice: {}\n{}\n", words(record), record.encode())
}

#[test]
fn a_daily_game_shared_is_true() {
    let name = Name::new("alice");
    let record = daily(day(), 300).claimed(name).unwrap();
    let line = record.encode();
    assert!(line.starts_with("tui2048-5:"), "{line}");
    let checked = first(&shared(&record));
    let end = checked.outcome.clone().unwrap();
    assert_eq!(checked.record.as_deref(), Some(&record));
    assert_eq!(end, final_state(&record).unwrap());
    assert_eq!(record.claim().unwrap().score, end.score());
    // The record alone proves as much, and so does an older record with no claim.
    assert!(first(&line).is_true());
    assert!(first(&daily(day(), 300).encode()).is_true());
    assert!(first(&daily(day(), 300).with_id(None).encode()).is_true());
}

#[test]
fn a_raised_score_is_caught_in_the_line_and_in_the_record() {
    let record = daily(day(), 300).claimed(None).unwrap();
    let end = final_state(&record).unwrap();
    let honest = shared(&record);
    let raised = honest.replace(
        &format!(" · {} points", end.score()),
        &format!(" · {} points", end.score() + 4),
    );
    assert_ne!(raised, honest);
    assert_eq!(
        first(&raised).outcome,
        Err(Falsehood::Differs {
            fact: Fact::Score,
            by: Claimant::Line,
            claimed: end.score() + 4,
            found: end.score(),
        })
    );
    // The record's own claim raised (and its checksum made again) is caught by the replay.
    let mut claim = record.claim().unwrap().clone();
    claim.score += 1000;
    let lying = record.clone().with_claim(Some(claim));
    assert_eq!(
        first(&lying.encode()).outcome,
        Err(Falsehood::Differs {
            fact: Fact::Score,
            by: Claimant::Record,
            claimed: end.score() + 1000,
            found: end.score(),
        })
    );
    // A larger tile, more moves, fewer undos.
    let tile = end.board().max_tile();
    let bigger = honest.replace(&format!(" · {tile} · "), &format!(" · {} · ", tile * 2));
    assert!(matches!(
        first(&bigger).outcome,
        Err(Falsehood::Differs {
            fact: Fact::Tile,
            ..
        })
    ));
}

#[test]
fn a_changed_character_is_caught() {
    let record = daily(day(), 200).claimed(Name::new("bob")).unwrap();
    let line = record.encode();
    let at = line.len() / 2;
    let mut bytes = line.clone().into_bytes();
    bytes[at] = if bytes[at] == b'2' { b'3' } else { b'2' };
    let changed = String::from_utf8(bytes).unwrap();
    assert!(matches!(
        first(&changed).outcome,
        Err(Falsehood::Unread(
            RecordError::Checksum | RecordError::Character(_)
        ))
    ));
    assert_eq!(first(&changed).record, None);
}

#[test]
fn a_daily_game_moved_to_another_day_is_caught() {
    let record = daily(day(), 300).claimed(None).unwrap();
    let other = Day::new(2026, 11, 29).unwrap();
    // The line's date changed.
    let moved = shared(&record).replace("2026-11-30", "2026-11-29");
    assert_eq!(
        first(&moved).outcome,
        Err(Falsehood::OtherDay {
            claimed: other,
            record: Start::Daily(day()),
        })
    );
    // The record made again on the other day: its moves are not that day's game.
    let game = GameState::new(Rules::default(), other.seed());
    let mut again = Record::starting(&game, Origin::Daily(other));
    for &dir in record.moves() {
        again.push(dir);
    }
    let again = again.with_claim(record.claim().cloned());
    let outcome = first(&again.encode()).outcome;
    assert!(
        matches!(
            outcome,
            Err(Falsehood::NotAMove { .. } | Falsehood::Differs { .. })
        ),
        "{outcome:?}"
    );
    // An ordinary game of another seed shared as the day's.
    let seeded = GameState::new(Rules::default(), 77);
    let mut ordinary = Record::starting(&seeded, Origin::Seed(77));
    ordinary.push(
        Dir::ALL
            .into_iter()
            .find(|&d| seeded.apply(d).is_some())
            .unwrap(),
    );
    let text = format!(
        "tui2048 daily 2026-11-30 · 4 · 0 points\n{}",
        ordinary.encode()
    );
    assert_eq!(
        first(&text).outcome,
        Err(Falsehood::OtherDay {
            claimed: day(),
            record: Start::Seed(77),
        })
    );
}

#[test]
fn a_day_to_come_and_other_rules_are_false() {
    let later = Day::new(2027, 1, 1).unwrap();
    let record = daily(later, 10);
    assert_eq!(
        first(&record.encode()).outcome,
        Err(Falsehood::Future(later))
    );
    // The next day is still to come until its midnight is an hour away.
    let tomorrow = daily(Day::new(2026, 12, 1).unwrap(), 10).encode();
    let (found, _) = find(&tomorrow, 1);
    assert!(!check(&found[0], NOON).is_true());
    assert!(check(&found[0], NOON + 12 * 3600 - 3600).is_true());
    let mut finished = daily(day(), 10);
    finished.finish(NOON + 86_400);
    assert_eq!(
        first(&finished.encode()).outcome,
        Err(Falsehood::FinishedLater(NOON + 86_400))
    );
    // Finished before its day began (an hour's grace): false too.
    let midnight = day().days() * 86_400;
    for (at, true_) in [
        (0, false),
        (midnight - 3601, false),
        (midnight - 3600, true),
    ] {
        let mut early = daily(day(), 10);
        early.finish(at);
        let checked = first(&early.encode());
        if true_ {
            assert!(checked.is_true(), "{at}");
        } else {
            assert_eq!(
                checked.outcome,
                Err(Falsehood::FinishedBefore { day: day(), at })
            );
            assert_eq!(checked.answer(), Answer::False);
        }
    }
    let rules = Rules {
        size: 5,
        ..Rules::default()
    };
    let five = GameState::new(rules, day().seed());
    let odd = Record::starting(&five, Origin::Daily(day()));
    assert_eq!(
        first(&odd.encode()).outcome,
        Err(Falsehood::DailyRules(rules))
    );
}

#[test]
fn another_boards_line_is_held_to_its_size_and_target() {
    let rules = Rules {
        size: 5,
        target: 4096,
        ..Rules::default()
    };
    let mut game = GameState::new(rules, 3);
    let mut record = Record::starting(&game, Origin::Seed(3));
    for dir in [Dir::Left, Dir::Up, Dir::Right, Dir::Down] {
        if let Some((next, _)) = game.apply(dir) {
            game = next;
            record.push(dir);
        }
    }
    let record = record.claimed(Name::new("5×5 2048")).unwrap();
    let line = |size: &str, target: u64| {
        format!(
            "tui2048 {size} to {target} · 5×5 2048 · {} · {} points · {} moves · 0 undos {}",
            game.board().max_tile(),
            game.score(),
            game.moves(),
            record.encode()
        )
    };
    assert!(first(&line("5×5", 4096)).is_true());
    let wrong = |fact, claimed, found| {
        Err(Falsehood::Differs {
            fact,
            by: Claimant::Line,
            claimed,
            found,
        })
    };
    assert_eq!(first(&line("4×4", 4096)).outcome, wrong(Fact::Size, 4, 5));
    assert_eq!(
        first(&line("5×5", 2048)).outcome,
        wrong(Fact::Target, 2048, 4096)
    );
}

#[test]
fn every_version_and_a_future_one() {
    let record = daily(day(), 40);
    let v1 = record.clone().with_id(None);
    assert!(v1.encode().starts_with("tui2048-1:"));
    assert!(first(&v1.encode()).is_true());
    let v4 = record.encode();
    assert!(v4.starts_with("tui2048-4:"));
    assert!(first(&v4).is_true());
    let future = v4.replacen("tui2048-4:", "tui2048-7:", 1);
    let checked = first(&future);
    assert_eq!(
        checked.outcome,
        Err(Falsehood::Unread(RecordError::Newer(7)))
    );
    // A newer version's record, or one cut short, cannot be checked here: not false.
    assert_eq!(checked.answer(), Answer::Unchecked);
    assert_eq!(first(&v4[..v4.len() - 3]).answer(), Answer::Unchecked);
    let changed = v4.replacen(&v4[20..21], if &v4[20..21] == "x" { "y" } else { "x" }, 1);
    assert_eq!(first(&changed).answer(), Answer::False);
}

#[test]
fn a_record_pasted_again_is_replayed_once_and_each_record_is_bounded_alone() {
    let record = daily(day(), 100);
    let moves = record.moves().len() as u64;
    let text = format!("{} ", record.encode()).repeat(50);
    let (found, _) = find(&text, RECORDS_LIMIT);
    assert_eq!(found.len(), 50);
    let mut checker = Checker::with_limit(NOON, moves);
    assert!(found.iter().all(|f| checker.check(f).is_true()));
    // A record longer than one record may replay cannot be checked here; it takes
    // nothing from the records after it.
    let long = daily(day(), 101).encode();
    let (long, _) = find(&long, 1);
    let checked = checker.check(&long[0]);
    assert_eq!(
        checked.outcome,
        Err(Falsehood::Unchecked { moves: moves + 1 })
    );
    assert_eq!(checked.answer(), Answer::Unchecked);
    assert!(checked.record.is_some());
    let short = daily(day(), 20).encode();
    let (short, _) = find(&short, 1);
    assert!(checker.check(&short[0]).is_true());
}

#[test]
fn a_board_whose_score_its_tiles_could_not_make_is_false() {
    use crate::game::{Board, GameRng, Pos, Status};
    let rules = Rules::default();
    let mut board = Board::empty(4);
    board.set_exponent(Pos::new(0, 0), 3);
    board.set_exponent(Pos::new(0, 1), 2);
    // An 8 makes at most 16 points, a 4 at most 4: 20 in all.
    let at = |score| {
        let state = GameState::from_parts(
            rules,
            board.clone(),
            score,
            3,
            Status::Playing,
            GameRng::from_seed(1),
        );
        first(&Record::from_board(&state).encode())
    };
    assert!(at(20).is_true());
    let checked = at(21);
    assert_eq!(
        checked.outcome,
        Err(Falsehood::BoardScore {
            score: 21,
            most: 20
        })
    );
    assert_eq!(checked.answer(), Answer::False);
    assert!(!Record::from_board(&GameState::new(rules, 1)).from_first_tiles());
}

/// `record`'s game over by a score raised to 65,536 in its share line.
fn raised(record: &Record) -> Result<GameState, Falsehood> {
    Err(Falsehood::Differs {
        fact: Fact::Score,
        by: Claimant::Line,
        claimed: 65_536,
        found: final_state(record).unwrap().score(),
    })
}

#[test]
fn a_line_that_lies_is_false_however_it_is_written() {
    let record = daily(day(), 300).claimed(Name::new("ada")).unwrap();
    let score = final_state(&record).unwrap().score();
    let honest = words(&record);
    let lie = honest.replace(&format!(" · {score} points"), " · 65,536 points");
    assert_ne!(lie, honest);
    let rec = record.encode();
    for text in [
        // Spaces of other kinds, letters and digits of another width, other case.
        format!("{}\n{rec}", lie.replacen("tui2048 ", "tui2048\u{a0}", 1)),
        format!("{}\n{rec}", lie.replacen("tui2048 ", "tui2048\u{3000}", 1)),
        format!("{}\n{rec}", lie.replace("65,536", "６５,５３６")),
        format!("{}\n{rec}", lie.replace("tui2048", "ＴＵＩ２０４８")),
        format!(
            "{}\n{rec}",
            lie.replace("tui2048 daily", "TUI2048\u{200b} DAILY")
        ),
        // A line of other words between the share line and the record.
        format!("{lie}\ntui2048 is fun\n{rec}"),
        format!("{lie}\nbob: tui2048 rocks\n[18:40] <ada> {rec}"),
        // Five lines above, and more.
        format!("{lie}\na\nb\nc\nd\ne\n{rec}"),
        format!("{lie}\n{}{rec}", "chat\n".repeat(40)),
        // The true line right before it, the lie nearby.
        format!("{lie}\n{honest}\n{rec}"),
        format!("{honest}\n{lie}\n{rec}"),
    ] {
        assert_eq!(first(&text).outcome, raised(&record), "{text}");
    }
    // Digits of another script are no figure of the game.
    let arabic = format!("{}\n{rec}", lie.replace("65,536", "٦٥,٥٣٦"));
    assert!(matches!(
        first(&arabic).outcome,
        Err(Falsehood::Differs {
            fact: Fact::Score,
            claimed: u64::MAX,
            ..
        })
    ));
    // Words of another game nearby say nothing of this one.
    let other = format!("tui2048 daily 2026-11-29 · 8 · 1 points\n{honest}\n{rec}");
    assert!(first(&other).is_true());
    let other = format!("tui2048 5×5 to 2048 · 8 · 1 points\n{honest}\n{rec}");
    assert!(first(&other).is_true());
}

#[test]
fn a_board_written_with_spaces_is_read() {
    let mut game = GameState::new(Rules::default(), 9);
    let mut record = Record::starting(&game, Origin::Seed(9));
    for dir in [Dir::Left, Dir::Up, Dir::Right, Dir::Down, Dir::Left] {
        if let Some((next, _)) = game.apply(dir) {
            game = next;
            record.push(dir);
        }
    }
    let record = record.claimed(Name::new("ada")).unwrap();
    let line = |board: &str, score: &str| {
        format!(
            "tui2048 {board} to 2048 · ada · {} · {score} points · {} moves · 0 undos\n{}",
            game.board().max_tile(),
            game.moves(),
            record.encode()
        )
    };
    let score = game.score().to_string();
    for board in ["4×4", "4 × 4", "4\u{a0}×\u{a0}4", "４×４", "4 x 4"] {
        assert!(first(&line(board, &score)).is_true(), "{board}");
        assert_eq!(
            first(&line(board, "65,536")).outcome,
            raised(&record),
            "{board}"
        );
    }
}

#[test]
fn a_number_in_a_name_passes_for_no_figure() {
    let record = daily(day(), 30).claimed(Name::new("1,000,")).unwrap();
    let end = final_state(&record).unwrap();
    let score = end.score();
    assert!((100..1000).contains(&score), "{score}");
    let rec = record.encode();
    // Where the game writes it, the name is the player's.
    assert!(first(&format!("{}\n{rec}", words(&record))).is_true());
    // Anywhere else it is read as it stands: 1,000,SCORE points are not SCORE.
    let moved = format!(
        "tui2048 daily {} · {} · 1,000,{score} points · {} moves · 0 undos · 1 try\n{rec}",
        day(),
        end.board().max_tile(),
        end.moves()
    );
    assert_eq!(
        first(&moved).outcome,
        Err(Falsehood::Differs {
            fact: Fact::Score,
            by: Claimant::Line,
            claimed: 1_000_000 + score,
            found: score,
        })
    );
    // The Chinese line, its name after 玩家 and before its colon.
    let zh = format!(
        "tui2048 每日挑战 {}，玩家 1,000,：{}，{score} 分，{} 步，撤销 0 次，尝试 1 次\n{rec}",
        day(),
        end.board().max_tile(),
        end.moves()
    );
    assert!(first(&zh).is_true(), "{zh}");
    let zh_lie = zh.replace(&format!("，{score} 分"), "，65,536 分");
    assert_eq!(first(&zh_lie).outcome, raised(&record));
}

#[test]
fn a_servers_daily_game_is_held_to_the_daily_games_rules_and_its_day() {
    let seed = 0x005e_ed0f_da11;
    let record = played(Origin::Served(day(), seed), 60);
    assert_eq!(record.origin(), &Origin::Served(day(), seed));
    // True as shared, with the daily game's line of its day.
    let checked = first(&shared(&record));
    assert!(checked.is_true(), "{:?}", checked.outcome);
    assert_eq!(checked.outcome, Ok(final_state(&record).unwrap()));
    // Its tiles are its seed's, not the public daily game's.
    assert_ne!(
        record.start(),
        GameState::new(Rules::default(), day().seed())
    );
    // A line naming another day is false.
    let other = Day::new(2026, 11, 29).unwrap();
    let words = words(&record).replace(&day().to_string(), &other.to_string());
    let text = format!("{words}\n{}\n", record.encode());
    assert_eq!(
        first(&text).outcome,
        Err(Falsehood::OtherDay {
            claimed: other,
            record: Start::Daily(day()),
        })
    );
    // A day still to come is false, as the public daily game's is.
    let later = Day::new(2026, 12, 2).unwrap();
    let record = played(Origin::Served(later, seed), 10);
    assert_eq!(
        first(&record.encode()).outcome,
        Err(Falsehood::Future(later))
    );
}
