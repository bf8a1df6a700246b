//! The race through the real program: against the solver and against a kept game's ghost,
//! the saved game's bytes the same before and after, the race's game kept naming what it
//! raced; bad input refused in one line; and `Enter` in the replay playing on in the save,
//! `u` bringing the game back.

use std::fs;

use tui2048_engine::game::{Dir, GameState, Origin, Record, Rival, Rules, final_state, replay};
use tui2048_files::{StateFile, read_records};

use super::harness::*;

fn key_of(dir: Dir) -> Key {
    match dir {
        Dir::Left => Key::Left,
        Dir::Right => Key::Right,
        Dir::Up => Key::Up,
        Dir::Down => Key::Down,
    }
}

/// Plays `n` moves in a race, the player's board followed in `mine` (so every key moves
/// tiles), waiting after each until the status line counts it at equal moves.
fn race_moves(t: &mut Tty, mine: &mut GameState, n: usize, pick: impl Fn(usize) -> Vec<Dir>) {
    race_moves_saying(t, mine, n, pick, |k| format!("at move {k}"));
}

/// [`race_moves`], the status line counting the moves in `at`'s words.
fn race_moves_saying(
    t: &mut Tty,
    mine: &mut GameState,
    n: usize,
    pick: impl Fn(usize) -> Vec<Dir>,
    at: impl Fn(usize) -> String,
) {
    for k in 1..=n {
        let dir = pick(k - 1)
            .into_iter()
            .chain(Dir::ALL)
            .find(|&d| mine.apply(d).is_some())
            .expect("a move");
        *mine = mine.apply(dir).unwrap().0;
        t.send_key(key_of(dir));
        t.wait_for(&at(k));
    }
}

/// Plays a few moves of an ordinary game in `home` and quits: its state file's bytes.
fn a_saved_game(home: &Home) -> Vec<u8> {
    let mut t = Spawn::new().args(["--seed", "3"]).start(home);
    t.wait_board("the first board", |_| true);
    for key in [Key::Left, Key::Up, Key::Right, Key::Down] {
        t.play(home, key);
    }
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    home.state_bytes()
}

/// A finished game of the player's own, 8 moves from seed 9, kept as the game keeps one.
fn a_finished_game(home: &Home) -> Record {
    let start = GameState::new(Rules::default(), 9);
    let (mut record, _) =
        crate::support::cycled(start.clone(), Record::starting(&start, Origin::Seed(9)), 8);
    record.finish(1_796_083_200);
    let (file, _) = StateFile::open(&home.state_path()).unwrap();
    file.keep_finished(&record).unwrap();
    record
}

#[test]
fn a_race_against_the_solver_leaves_the_saved_game_alone_and_keeps_its_own() {
    let home = Home::new();
    let own = a_finished_game(&home);
    let saved = a_saved_game(&home);
    let mut t = Spawn::new()
        .args(["race", "solver", "--seed", "42"])
        .start(&home);
    let screen = t.wait_for("Race! The solver moves when you do");
    assert!(
        words_of(&screen).contains("YOU LEAD SOLVER 0 0 0 MOVE 0"),
        "{}",
        t.describe()
    );
    // Both boards start alike: the player's is the seed's first board.
    let mut mine = GameState::new(Rules::default(), 42);
    t.expect_board(&mine.board().to_values());
    race_moves(&mut t, &mut mine, 5, |_| vec![]);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
    t.assert_restored();
    assert_eq!(home.state_bytes(), saved, "the race changed the state file");
    let out = words_of(&t.output());
    assert!(
        out.contains("tui2048 race 4×4 seed 42 vs the solver"),
        "{out}"
    );
    assert!(out.contains("your own game is as you left it"), "{out}");
    let records = read_records(&home.state_path()).unwrap();
    let kept = records.last().expect("the race's game is kept");
    let raced = kept.record.raced().expect("its record names what it raced");
    assert_eq!(raced.rival, Rival::Solver { strong: false });
    assert_eq!(raced.moves, 5);
    assert_eq!(final_state(&kept.record).unwrap().board(), mine.board());
    assert_eq!(kept.record.encode().get(..10), Some("tui2048-4:"));
    assert_eq!(records.races.games, 1);
    assert_eq!(
        records.best(4).map(|k| k.record.encode()),
        Some(own.encode()),
        "a race set the best game"
    );
    // The game's statistics count it apart.
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    t.send_key(Key::Char('i'));
    let screen = t.wait_for("Races (apart from your games)");
    assert!(words_of(&screen).contains("Played 1"), "{}", t.describe());
    t.send_key(Key::CtrlC);
    assert!(t.wait_exit(WAIT).success());
    // A race left after five moves is not the player's last game: `last` and `1` name the
    // player's own, `race-last` the race's.
    let export = |game: &str| {
        let out = run_plain(&home, &["export", game]);
        assert_eq!(out.status.code(), Some(0), "{game}: {out:?}");
        String::from_utf8(out.stdout).unwrap().trim().to_string()
    };
    assert_eq!(export("last"), own.encode());
    assert_eq!(export("1"), own.encode());
    assert_eq!(export("race-last"), kept.record.encode());
    let out = run_plain(&home, &["export", "2"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "tui2048: only 1 finished game so far: give 1\n"
    );
    // `review last` grades the player's own eight moves, not the race's five.
    let out = run_plain(&home, &["review", "last", "--json"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let review: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        review["moves"].as_array().map(Vec::len),
        Some(8),
        "{review}"
    );
    let end = final_state(&own).unwrap();
    assert_eq!(review["final"]["score"], end.score(), "{review}");
}

#[test]
fn a_ghost_replays_the_kept_game_a_move_for_each_of_the_players() {
    let home = Home::new();
    let start = GameState::new(Rules::default(), 77);
    let (record, _) = crate::support::cycled(
        start.clone(),
        Record::starting(&start, Origin::Seed(77)),
        12,
    );
    let states = replay(&record).unwrap();
    let file = home.path().join("friend.txt");
    fs::write(&file, format!("{}\n", record.encode())).unwrap();
    let mut t = Spawn::new().arg("race").arg(&file).start(&home);
    t.wait_for("Race! The ghost replays its game");
    let mut mine = start.clone();
    // The ghost's own moves: level all the way, then the ghost stops at its end.
    race_moves(&mut t, &mut mine, 12, |k| vec![record.moves()[k]]);
    let end = states.last().unwrap();
    let screen = t.wait_for("Level at move 12");
    let header = format!("YOU LEAD GHOST {} 0 {}", end.score(), end.score());
    assert!(words_of(&screen).contains(&header), "{}", t.describe());
    race_moves(&mut t, &mut mine, 1, |_| vec![]);
    // The kept game was still in play: its moves run out, its game did not end.
    t.wait_for("the ghost's moves run out here");
    t.send_key(Key::Char('u'));
    t.wait_for("Level at move 12");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
    assert!(!home.state_path().exists(), "the race wrote a state file");
    let records = read_records(&home.state_path()).unwrap();
    let kept = &records.last().unwrap().record;
    assert_eq!(kept.moves(), record.moves());
    assert_eq!(
        kept.raced().map(|r| r.rival),
        Some(Rival::Record {
            crc: record.fingerprint()
        })
    );
}

#[test]
fn a_record_through_a_pipe_is_raced_and_replayed_with_the_keys_from_the_terminal() {
    let home = Home::new();
    let start = GameState::new(Rules::default(), 78);
    let (record, _) =
        crate::support::cycled(start.clone(), Record::starting(&start, Origin::Seed(78)), 6);
    let states = replay(&record).unwrap();
    let file = home.path().join("friend.txt");
    fs::write(&file, format!("{}\n", record.encode())).unwrap();
    let piped = |command: &str| {
        let line = format!("cat '{}' | exec '{}' {command} -", file.display(), binary());
        Spawn::new().program("sh").args(["-c", &line]).start(&home)
    };
    let mut t = piped("race");
    t.wait_for("Race! The ghost replays its game");
    let mut mine = start.clone();
    race_moves(&mut t, &mut mine, 6, |k| vec![record.moves()[k]]);
    let end = states.last().unwrap();
    let screen = t.wait_for("Level at move 6");
    let header = format!("YOU LEAD GHOST {} 0 {}", end.score(), end.score());
    assert!(words_of(&screen).contains(&header), "{}", t.describe());
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
    t.assert_restored();
    assert!(t.output().contains("a draw"), "{}", t.output());

    // The replay through a pipe: its keys step back, and Enter plays on from there.
    let mut t = piped("replay");
    t.wait_for("MOVE 0 / 6");
    t.send_bytes(b"\x1b[F");
    t.wait_for("MOVE 6 / 6");
    t.send_key(Key::Left);
    t.wait_for("MOVE 5 / 6");
    t.send_bytes(b"\r");
    t.wait_for("Playing on from move 5");
    let on = home.wait_state("the game played on saved", |s| s["game"]["moves"] == 5);
    assert_eq!(board_in(&on), states[5].board().to_values());
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
    t.assert_restored();
}

#[test]
fn bad_input_gets_one_line_before_the_terminal_is_touched() {
    let home = Home::new();
    let start = GameState::new(Rules::default(), 1);
    let (record, _) =
        crate::support::cycled(start.clone(), Record::starting(&start, Origin::Seed(1)), 4);
    fs::write(home.path().join("g.txt"), record.encode()).unwrap();
    fs::write(home.path().join("cut.txt"), &record.encode()[..12]).unwrap();
    for (args, code, needle) in [
        (
            &["race", "g.txt", "--size", "5"][..],
            2,
            "g.txt is a 4×4 game, not 5×5",
        ),
        (
            &["race", "g.txt", "--target", "512"][..],
            2,
            "g.txt plays to 2048, not 512",
        ),
        (
            &["race", "g.txt", "--seed", "3"][..],
            2,
            "--seed is for a race against the solver",
        ),
        (&["race", "cut.txt"][..], 1, "cut.txt: the record is"),
        (&["race", "solver", "--seed", "-1"][..], 2, "'-1'"),
        (
            &["race", "solver", "--seed", "18446744073709551616"][..],
            2,
            "for '--seed <S>': number too large to fit in target type; see tui2048 race --help",
        ),
        (
            &["race", "solver", "--size", "9"][..],
            2,
            "--size <N>': must be a whole number from 3 to 8; see tui2048 race --help",
        ),
        (&["race", "nosuch"][..], 2, "no game \"nosuch\""),
        (&["race", "last"][..], 1, "no finished game is kept yet"),
        (&["race", "race-last"][..], 1, "no race's game is kept yet"),
    ] {
        let out = run_plain(&home, args);
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(code), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr:?}");
        assert!(stderr.contains(needle), "{args:?}: {stderr:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    assert!(
        !home.state_dir().exists(),
        "a refused race touched the save"
    );
}

#[test]
fn a_race_waits_for_the_save_another_program_plays() {
    let home = Home::new();
    let mut game = Spawn::new().start(&home);
    game.wait_board("the first board", |_| true);
    let mut race = Spawn::new().args(["race", "solver"]).start(&home);
    let status = race.wait_exit(WAIT);
    assert!(!status.success(), "{}", race.describe());
    assert!(
        race.output().contains("is in use by another tui2048"),
        "{}",
        race.describe()
    );
    game.send_key(Key::Char('q'));
    assert!(game.wait_exit(WAIT).success());
}

#[test]
fn enter_in_the_replay_plays_on_from_the_move_shown_and_u_brings_the_game_back() {
    let home = Home::new();
    let mut t = Spawn::new().args(["--seed", "7"]).start(&home);
    t.wait_board("the first board", |_| true);
    let mut made = 0;
    for key in [
        Key::Left,
        Key::Up,
        Key::Right,
        Key::Down,
        Key::Left,
        Key::Up,
    ] {
        made += usize::from(t.play(&home, key));
    }
    let before = home.state();
    t.send_key(Key::Char('v'));
    t.wait_for(&format!("MOVE {made} / {made}"));
    t.send_key(Key::Left);
    t.send_key(Key::Left);
    t.wait_for(&format!("MOVE {} / {made}", made - 2));
    t.send_bytes(b"\r");
    t.wait_for(&format!("Playing on from move {}", made - 2));
    let on = home.wait_state("the game played on saved", |s| {
        s["game"]["moves"] == (made - 2) as u64
    });
    let record = Record::decode(on["record"].as_str().unwrap()).unwrap();
    assert_eq!(record.fixed(), made - 2);
    let at =
        &replay(&Record::decode(before["record"].as_str().unwrap()).unwrap()).unwrap()[made - 2];
    assert_eq!(board_in(&on), at.board().to_values());
    t.send_key(Key::Char('u'));
    t.wait_for("your last game is back");
    home.wait_state("the game back", |s| s["game"] == before["game"]);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    let after = home.state();
    assert_eq!(after["game"], before["game"]);
    assert_eq!(after["undo"], before["undo"]);
    assert_eq!(after["record"], before["record"]);
}

#[test]
fn a_drag_on_the_players_board_moves_as_in_the_game() {
    let home = Home::new();
    let mut t = Spawn::new()
        .args(["race", "solver", "--seed", "42"])
        .start(&home);
    t.wait_for("Race!");
    let at = tui2048_ui::race_geometry(ratatui::layout::Rect::new(0, 0, 100, 36), 4).unwrap();
    let mine = GameState::new(Rules::default(), 42);
    let dir = Dir::ALL
        .into_iter()
        .find(|&d| mine.apply(d).is_some())
        .unwrap();
    let board = at.you.board;
    let (cx, cy) = (board.x + board.width / 2, board.y + board.height / 2);
    let to = match dir {
        Dir::Left => (cx - 10, cy),
        Dir::Right => (cx + 10, cy),
        Dir::Up => (cx, cy - 5),
        Dir::Down => (cx, cy + 5),
    };
    t.send(&format!(
        "\x1b[<0;{};{}M\x1b[<0;{};{}m",
        cx + 1,
        cy + 1,
        to.0 + 1,
        to.1 + 1
    ));
    t.wait_for("at move 1");
    t.expect_board(&mine.apply(dir).unwrap().0.board().to_values());
    // A drag that starts on the rival's board moves nothing.
    let (rival, _, _) = at.rival.unwrap();
    let (rx, ry) = (rival.x + rival.width / 2, rival.y + rival.height / 2);
    t.send(&format!(
        "\x1b[<0;{};{}M\x1b[<0;{};{}m",
        rx + 1,
        ry + 1,
        rx - 9,
        ry + 1
    ));
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    let records = read_records(&home.state_path()).unwrap();
    assert_eq!(records.last().unwrap().record.moves(), &[dir]);
}

/// Under a Chinese locale every word of the race is Chinese (the panels, the status line,
/// the keys it refuses, Esc, the help, the lines printed on leaving); `--lang en` after
/// `race`, or before it, puts it back in English. The saved game's bytes stay the same.
#[test]
fn a_race_speaks_the_locales_language_and_the_flag_wins() {
    let home = Home::new();
    let saved = a_saved_game(&home);
    let mut t = Spawn::new()
        .env("LANG", "zh_CN.UTF-8")
        .args(["race", "solver", "--seed", "42"])
        .start(&home);
    let screen = t.wait_for("比赛开始！你走一步，AI 也走一步，方块一模一样");
    assert!(
        words_of(&screen).contains("你 领先 AI 0 0 0 第 0 步"),
        "{}",
        t.describe()
    );
    assert!(
        screen.contains("方向键 移动") && !screen.contains("r 新局"),
        "{screen}"
    );
    let mut mine = GameState::new(Rules::default(), 42);
    race_moves_saying(&mut t, &mut mine, 3, |_| vec![], |k| format!("第 {k} 步，"));
    for key in [Key::Char('r'), Key::Char('v'), Key::Char('i')] {
        t.send_key(key);
        t.wait_for("比赛中不能用：按 q 结束比赛，你自己的那局保持原样");
        t.send_key(Key::Char('w'));
        t.wait_until("the notice gone", |s| !s.contains("比赛中不能用"));
    }
    t.send_key(Key::Esc);
    t.wait_for("没有可关闭的，按 q 结束比赛");
    t.send_key(Key::Char('?'));
    let help = t.wait_for("结束比赛（你自己的那局保持原样）");
    assert!(!help.contains("新游戏（按 u 可找回上一局）"), "{help}");
    assert!(!help.contains("游戏已保存"), "{help}");
    t.send_key(Key::Char('?'));
    t.wait_until("the help closed", |s| !s.contains("结束比赛（"));
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
    t.assert_restored();
    assert_eq!(home.state_bytes(), saved, "the race changed the state file");
    let out = t.output();
    assert!(out.contains("；你自己的那局保持原样"), "{out}");
    assert!(
        out.contains("tui2048 比赛 4✕4，种子 42，对阵 AI：第 "),
        "{out}"
    );
    // The flag, after `race` or before it, over the locale.
    for args in [
        &["race", "--lang", "en", "solver", "--seed", "42"][..],
        &["--lang", "en", "race", "solver", "--seed", "42"][..],
    ] {
        let mut t = Spawn::new()
            .env("LANG", "zh_CN.UTF-8")
            .args(args.iter().copied())
            .start(&home);
        t.wait_for("Race! The solver moves when you do");
        t.send_key(Key::Char('q'));
        assert!(t.wait_exit(WAIT).success(), "{args:?}");
        assert!(
            t.output().contains("the race ended before its first move"),
            "{args:?}"
        );
    }
    assert_eq!(home.state_bytes(), saved, "a race changed the state file");
}

/// Any signal that would end the program ends a race as `q` does: the terminal given
/// back, the race's game kept, the saved game untouched, status 0.
#[test]
fn a_signal_ends_the_race_gives_the_terminal_back_and_keeps_its_game() {
    for signal in ["TERM", "HUP", "INT", "QUIT", "USR1", "ALRM", "RTMIN"] {
        let home = Home::new();
        let saved = a_saved_game(&home);
        let mut t = Spawn::new()
            .args(["race", "solver", "--seed", "9"])
            .start(&home);
        t.wait_for("Race!");
        let mut mine = GameState::new(Rules::default(), 9);
        race_moves(&mut t, &mut mine, 2, |_| vec![]);
        t.signal(signal);
        let status = t.wait_exit(WAIT);
        assert!(
            status.success(),
            "SIG{signal}: {status:?}\n{}",
            t.describe()
        );
        t.assert_restored();
        let out = t.output();
        let last = |seq: &str| out.rfind(seq);
        assert!(
            last("\x1b[?1000h") < last("\x1b[?1000l"),
            "SIG{signal}: the mouse was left on"
        );
        assert_eq!(
            home.state_bytes(),
            saved,
            "SIG{signal}: the state file changed"
        );
        let records = read_records(&home.state_path()).unwrap();
        let kept = records.last().expect("the race's game is kept");
        assert_eq!(kept.record.moves().len(), 2, "SIG{signal}");
        assert!(kept.record.raced().is_some(), "SIG{signal}");
        assert_eq!(records.races.games, 1, "SIG{signal}");
    }
}

/// Played on with `Enter`, the game left is among the earlier games the state file keeps:
/// after the program ends and starts again, `u` brings it back (the replay command's
/// `Enter` too).
#[test]
fn the_game_left_by_enter_comes_back_with_u_after_a_restart() {
    let home = Home::new();
    let mut t = Spawn::new().args(["--seed", "11"]).start(&home);
    t.wait_board("the first board", |_| true);
    let mut made = 0;
    for key in [Key::Left, Key::Up, Key::Right, Key::Down, Key::Left] {
        made += usize::from(t.play(&home, key));
    }
    let before = home.state();
    t.send_key(Key::Char('v'));
    t.wait_for(&format!("MOVE {made} / {made}"));
    t.send_key(Key::Home);
    t.wait_for(&format!("MOVE 0 / {made}"));
    t.send_key(Key::Right);
    t.wait_for(&format!("MOVE 1 / {made}"));
    t.send_bytes(b"\r");
    t.wait_for("Playing on from move 1");
    home.wait_state("the game played on", |s| s["game"]["moves"] == 1);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    let on = home.state();
    let earlier = on["earlier"].as_array().expect("the game left is kept");
    let moves_of = |line: &serde_json::Value| {
        Record::decode(line.as_str().unwrap())
            .unwrap()
            .moves()
            .to_vec()
    };
    assert_eq!(
        earlier.last().map(moves_of),
        Some(moves_of(&before["record"])),
        "{on}"
    );
    // Started again: u brings it back, its record with it.
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    t.send_key(Key::Char('u'));
    t.wait_for("your last game is back");
    let back = home.wait_state("the game back", |s| s["game"] == before["game"]);
    assert_eq!(back["record"], before["record"]);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    // `tui2048 replay current`, Enter at its start, in Chinese: the game starts in the
    // save, the one in play kept for u.
    let mut r = Spawn::new()
        .env("LANG", "zh_CN.UTF-8")
        .args(["replay", "current"])
        .start(&home);
    let screen = r.wait_for("Enter 接着玩");
    assert!(screen.contains("q 返回"), "{screen}");
    r.send_key(Key::Home);
    r.wait_for("开局：还没走第一步");
    r.send_bytes(b"\r");
    r.wait_for("从第 0 步接着玩，按 u 可找回原来那局");
    home.wait_state("the start played on", |s| s["game"]["moves"] == 0);
    r.send_key(Key::Char('u'));
    r.wait_for("已撤销，上一局回来了");
    home.wait_state("the game back again", |s| s["game"] == before["game"]);
    r.send_key(Key::Char('q'));
    assert!(r.wait_exit(WAIT).success());
}

/// A race takes its settings as the game does: `config.toml`'s strength, language and
/// colours over the environment's (`NO_COLOR` here), and the race's own `--strength` and
/// `--lang` (or the game's `--colors`) over the file. The level is the rival's: its record
/// names it, and so does the line to share.
#[test]
fn a_race_takes_the_settings_files_strength_language_and_colours_and_its_flags_over_them() {
    let home = Home::new();
    let config = home.state_dir().join("config.toml");
    fs::create_dir_all(home.state_dir()).unwrap();
    fs::write(
        &config,
        "strength = \"strong\"\nlanguage = \"zh\"\ncolors = 256\n",
    )
    .unwrap();
    let mut t = Spawn::new()
        .args(["race", "solver", "--seed", "42"])
        .start(&home);
    t.wait_for("比赛开始！你走一步，AI 也走一步，方块一模一样");
    let mut mine = GameState::new(Rules::default(), 42);
    race_moves_saying(&mut t, &mut mine, 2, |_| vec![], |k| format!("第 {k} 步，"));
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
    let out = t.output();
    assert!(
        out.contains("48;5;"),
        "colors = 256 under NO_COLOR drew no 256 colours"
    );
    assert!(
        out.contains("tui2048 比赛 4✕4，种子 42，对阵强力 AI：第 2 步时"),
        "{out}"
    );
    let records = read_records(&home.state_path()).unwrap();
    let raced = records.last().unwrap().record.raced().copied().unwrap();
    assert_eq!(raced.rival, Rival::Solver { strong: true });
    // The flags win for their run; the file is left as it was.
    let mut t = Spawn::new()
        .args([
            "--colors",
            "none",
            "race",
            "--strength",
            "fast",
            "--lang",
            "en",
        ])
        .args(["solver", "--seed", "42"])
        .start(&home);
    t.wait_for("Race! The solver moves when you do");
    let mut mine = GameState::new(Rules::default(), 42);
    race_moves(&mut t, &mut mine, 2, |_| vec![]);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
    let out = t.output();
    assert!(
        !out.contains("48;5;") && !out.contains("48;2;") && !out.contains("38;5;"),
        "--colors none drew colours"
    );
    assert!(
        out.contains("tui2048 race 4×4 seed 42 vs the solver · "),
        "{out}"
    );
    let records = read_records(&home.state_path()).unwrap();
    let raced = records.last().unwrap().record.raced().copied().unwrap();
    assert_eq!(raced.rival, Rival::Solver { strong: false });
    assert_eq!(records.races.games, 2);
    assert_eq!(
        fs::read_to_string(&config).unwrap(),
        "strength = \"strong\"\nlanguage = \"zh\"\ncolors = 256\n"
    );
}

/// A hint taken in a race makes it assisted in the line printed on leaving and in the
/// review of its game; a race left while the solver still plays is said to be left.
#[test]
fn a_hint_makes_the_race_assisted_and_leaving_early_is_said() {
    let home = Home::new();
    let mut t = Spawn::new()
        .args(["race", "solver", "--seed", "5"])
        .start(&home);
    t.wait_for("Race! The solver moves when you do");
    t.send_key(Key::Tab);
    t.wait_until("the hint shown", |s| {
        s.contains("Hint: ") && !s.contains("thinking")
    });
    let mut mine = GameState::new(Rules::default(), 5);
    race_moves(&mut t, &mut mine, 3, |_| {
        vec![Dir::Left, Dir::Down, Dir::Right]
    });
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
    let out = t.output();
    assert!(
        out.contains("tui2048: You left the race at move 3, "),
        "{out}"
    );
    assert!(out.contains(" at move 3 · left "), "{out}");
    assert!(out.trim_end().ends_with(" · assisted"), "{out}");
    let review = run_plain(&home, &["review", "race-last"]);
    let said = String::from_utf8(review.stdout).unwrap();
    assert!(
        said.contains("1 hint; assisted: a hint in a race"),
        "{said}"
    );
}

/// A race whose game cannot be kept (its records file is a folder) says so on the way
/// out, after the race's own line, as the game says it of a finished game.
#[test]
fn a_race_whose_game_cannot_be_kept_says_so() {
    let home = Home::new();
    a_saved_game(&home);
    std::fs::create_dir(home.state_dir().join("state.records.json")).unwrap();
    let mut t = Spawn::new()
        .args(["race", "solver", "--seed", "42"])
        .start(&home);
    t.wait_for("Race! The solver moves when you do");
    let mut mine = GameState::new(Rules::default(), 42);
    race_moves(&mut t, &mut mine, 2, |_| vec![]);
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
    let out = words_of(&t.output());
    let race = out.find("tui2048 race 4×4 seed 42").expect(&out);
    let note = out.find("The finished game was not kept:").expect(&out);
    assert!(race < note, "{out}");
}
