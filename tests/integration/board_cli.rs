//! `tui2048 board` through the real program: a chat's records ranked, each day's daily
//! games and then the other games by board, each player's best once, a record pasted
//! twice counted once, the false ones apart with why, the limits said once; `--day`, and
//! both languages.

use tui2048_engine::game::{Day, GameIds, GameState, Name, Origin, Record, Rules, final_state};

use crate::support;
use crate::verify_cli::{Home, daily_of, grouped, out};

/// A game shared by `name`: its record with its claim.
fn claimed(record: &Record, name: Option<&str>) -> String {
    record.claimed(name.and_then(Name::new)).unwrap().encode()
}

/// An ordinary game of `rules` from `seed`, `moves` moves of it.
fn game(rules: Rules, seed: u64, moves: usize) -> Record {
    let state = GameState::new(rules, seed);
    let record =
        Record::starting(&state, Origin::Seed(seed)).with_id(Some(GameIds::from_seed(seed).draw()));
    support::cycled(state, record, moves).0
}

fn score(record: &Record) -> u64 {
    final_state(record).unwrap().score()
}

#[test]
fn a_chat_is_ranked_by_day_and_by_board() {
    let home = Home::new();
    let day: Day = "2024-03-15".parse().unwrap();
    let before: Day = "2024-03-14".parse().unwrap();
    // Three players on the day (Ada twice, her better try counts), one the day before,
    // one of them anonymous; a 5×5 game; one false record.
    let mut games: Vec<Record> = (0..4)
        .map(|i| daily_of(day, 20 + 25 * i, 10 + i as u64))
        .collect();
    games.sort_by_key(score);
    let [low, mid, high, top] = [&games[0], &games[1], &games[2], &games[3]];
    let yesterday = daily_of(before, 80, 20);
    let five = game(
        Rules {
            size: 5,
            ..Rules::default()
        },
        3,
        50,
    );
    let chat = format!(
        "ada: {}\nbo: {}\nada: {}\n{}\nsomeone: {}\nbo: {}\ncy: {}\n\
         ada: tui2048 daily 2024-03-15 · Ada · 2 · 999,999 points\n{}\n",
        claimed(mid, Some("Ada")),
        claimed(high, Some("Bo")),
        claimed(top, Some("Ada")),
        claimed(top, Some("Ada")),
        claimed(low, None),
        claimed(&yesterday, Some("Bo")),
        claimed(&five, Some("Cy")),
        claimed(top, Some("Ada")),
    );
    let board = out(&home.run(&["board", &chat], None), 1);
    let end = |r: &Record| final_state(r).unwrap();
    let row = |rank: &str, name: &str, r: &Record, width: usize| {
        format!(
            "  {rank}. {name}  {:>width$} points · tile {} · {} moves · no undo, no hint{}",
            grouped(score(r)),
            end(r).board().max_tile(),
            grouped(end(r).moves()),
            if name == "Cy" { "" } else { " · try 1" }
        )
    };
    let width = grouped(score(top)).len();
    let expected = [
        "Daily game of 2024-03-15 · 3 players".to_string(),
        row("1", "Ada      ", top, width),
        row("2", "Bo       ", high, width),
        row("3", "anonymous", low, width),
        String::new(),
        "Daily game of 2024-03-14 · 1 player".into(),
        row("1", "Bo", &yesterday, 0),
        String::new(),
        "5×5 to 2048 · 1 player".into(),
        row("1", "Cy", &five, 0),
        String::new(),
        "False, not ranked: 1".into(),
        format!(
            "  line 9 by Ada: the line says the largest tile 2; the replay's is {}",
            end(top).board().max_tile()
        ),
        String::new(),
        "1 record pasted again is counted once".into(),
        String::new(),
        "A replay proves that the moves reach the score from the game's tiles. It cannot \
         prove that no undo was used beyond those a record declares, nor that a person and \
         not a program chose the moves, nor who played: a name and the help a record \
         declares are as whoever wrote it says."
            .into(),
    ];
    assert_eq!(board.lines().collect::<Vec<_>>(), expected);
    // One day alone.
    let one = out(&home.run(&["board", "--day", "2024-03-14", &chat], None), 1);
    assert!(
        one.starts_with("Daily game of 2024-03-14 · 1 player\n"),
        "{one}"
    );
    assert!(!one.contains("2024-03-15 ·"), "{one}");
    let none = out(&home.run(&["board", "--day", "2020-01-01", &chat], None), 1);
    assert!(
        none.starts_with("no daily game of 2020-01-01 among the records\n"),
        "{none}"
    );
    // All true: status 0; in Chinese.
    let true_ones = format!("{}\n{}\n", claimed(top, Some("Ada")), claimed(low, None));
    let zh = out(&home.run(&["board", "--lang", "zh", &true_ones], None), 0);
    assert!(
        zh.starts_with("2024-03-15 的每日挑战 · 2 位玩家\n  1. Ada   "),
        "{zh}"
    );
    assert!(zh.contains("\n  2. 匿名  "), "{zh}");
    assert!(
        zh.ends_with("也不能证明是谁玩的：名字和记录声明的帮助都由写下记录的人说了算。\n"),
        "{zh}"
    );
    // A bad day is a usage error.
    let output = home.run(&["board", "--day", "2024-13-01", "x"], None);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn a_daily_game_ranks_each_players_first_try_with_their_best_beside_it() {
    let home = Home::new();
    let day: Day = "2024-03-15".parse().unwrap();
    let mut games: Vec<Record> = (0..3)
        .map(|i| daily_of(day, 30 + 40 * i, 40 + i as u64))
        .collect();
    games.sort_by_key(score);
    let [low, mid, high] = [&games[0], &games[1], &games[2]];
    // Ada's first try is her lowest; her second, shared after it, her best. Bo tried once.
    let first = low.clone();
    let second = high.clone().with_tries(2);
    let chat = format!(
        "ada: {}\nada: {}\nbo: {}\n",
        claimed(&second, Some("Ada")),
        claimed(&first, Some("Ada")),
        claimed(mid, Some("Bo")),
    );
    let board = out(&home.run(&["board", &chat], None), 0);
    let end = |r: &Record| final_state(r).unwrap();
    let width = grouped(score(mid)).len();
    let row = |rank: &str, name: &str, r: &Record| {
        format!(
            "  {rank}. {name}  {:>width$} points · tile {} · {} moves · no undo, no hint · try {}",
            grouped(score(r)),
            end(r).board().max_tile(),
            grouped(end(r).moves()),
            r.tries()
        )
    };
    let lines: Vec<&str> = board.lines().take(3).collect();
    assert_eq!(
        lines,
        [
            "Daily game of 2024-03-15 · 2 players".to_string(),
            row("1", "Bo ", mid),
            format!(
                "{} · best {} points on try 2",
                row("2", "Ada", &first),
                grouped(score(&second))
            ),
        ]
    );
    // In Chinese, the same.
    let zh = out(&home.run(&["board", "--lang", "zh", &chat], None), 0);
    assert!(
        zh.contains(&format!(
            " · 第 1 次尝试 · 最好的一次是第 2 次：{} 分\n",
            grouped(score(&second))
        )),
        "{zh}"
    );
}

#[test]
fn export_shares_any_try_of_the_daily_game() {
    let home = Home::new();
    let day: Day = "2024-03-15".parse().unwrap();
    let first = daily_of(day, 40, 50);
    let second = daily_of(day, 120, 51).with_tries(2);
    assert!(score(&second) > score(&first));
    home.keep_daily(&[first.clone(), second.clone()]);
    let share = |n: &str| home.run(&["export", "daily", "--try", n, "--share"], None);
    let (line, record) = crate::verify_cli::shared(&first, None);
    assert_eq!(out(&share("1"), 0), format!("{line}\n{record}\n"));
    let printed = out(&share("2"), 0);
    assert!(
        printed.ends_with(&format!(" · 2 tries\n{}\n", claimed(&second, None))),
        "{printed}"
    );
    // Without --share, the record as kept; daily-last names the same day.
    let plain = home.run(&["export", "daily-last", "--try", "1"], None);
    assert_eq!(out(&plain, 0), format!("{}\n", first.encode()));
    // A try not kept, and --try with a game that is not the daily one.
    let none = home.run(&["export", "daily", "--try", "3"], None);
    assert_eq!(
        String::from_utf8(none.stderr).unwrap(),
        "tui2048: no try 3 of the daily game of 2024-03-15 is kept (kept: 1, 2)\n"
    );
    assert_eq!(none.status.code(), Some(1));
    let last = home.run(&["export", "last", "--try", "1"], None);
    assert_eq!(
        String::from_utf8(last.stderr).unwrap(),
        "tui2048: --try names a try of the daily game: give daily or daily-last\n"
    );
    assert_eq!(last.status.code(), Some(2));
    // The pasted lines of both tries: true, each with its try.
    let both = format!("{printed}{line}\n{record}\n");
    let board = out(&home.run(&["board", &both], None), 0);
    assert!(board.contains(" · try 1 · best "), "{board}");
}
