//! The replay screen through the real program: a record's file played again, stepped
//! through to its end, and left; a record that cannot be read refused in one line.

use std::fs;

use tui2048_engine::game::{Dir, GameIds, GameState, Origin, Record, Rules, replay};

use super::harness::*;

fn record(seed: u64, moves: usize, from_board: bool) -> Record {
    let start = GameState::new(Rules::default(), seed);
    let mut state = start.clone();
    let mut k = 0;
    // Some moves made before the record starts, when it starts from a board.
    if from_board {
        for d in [Dir::Left, Dir::Up, Dir::Right] {
            if let Some((next, _)) = state.apply(d) {
                state = next;
            }
        }
    }
    let mut record = Record::starting(
        &state,
        if from_board {
            Origin::Board(state.clone())
        } else {
            Origin::Seed(seed)
        },
    );
    while record.moves().len() < moves && state.accepts_moves() {
        if let Some((next, _)) = state.apply(Dir::ALL[k % 4]) {
            state = next;
            record.push(Dir::ALL[k % 4]);
        }
        k += 1;
    }
    record
}

#[test]
fn a_record_is_played_again_to_its_very_board_and_score() {
    for from_board in [false, true] {
        let home = Home::new();
        let rec = record(11, 25, from_board);
        let states = replay(&rec).unwrap();
        let file = home.path().join("game.txt");
        fs::write(&file, format!("{}\n", rec.encode())).unwrap();
        let mut t = Spawn::new().arg("replay").arg(&file).start(&home);
        t.wait_for("MOVE 0 / 25");
        t.expect_board(&states[0].board().to_values());
        t.send_key(Key::Right);
        t.wait_for("MOVE 1 / 25");
        t.expect_board(&states[1].board().to_values());
        t.send_bytes(b"\x1b[F"); // End
        let last = states.last().unwrap();
        let screen = t.wait_for("MOVE 25 / 25");
        assert!(
            words_of(&screen).contains(&format!("SCORE {}", last.score())),
            "{}",
            t.describe()
        );
        t.expect_board(&last.board().to_values());
        t.send_key(Key::Char('q'));
        assert!(t.wait_exit(WAIT).success());
        t.assert_restored();
        assert!(
            !home.state_dir().exists(),
            "replay touched the state folder"
        );
    }
}

#[test]
fn a_record_that_cannot_be_read_is_refused_in_one_line() {
    let home = Home::new();
    let line = record(3, 10, false).encode();
    let cut = &line[..line.len() - 3];
    let file = home.path().join("cut.txt");
    fs::write(&file, cut).unwrap();
    let mut t = Spawn::new().arg("replay").arg(&file).start(&home);
    let status = t.wait_exit(WAIT);
    assert!(!status.success());
    let output = t.output();
    assert_eq!(output.trim_end().lines().count(), 1, "{output:?}");
    assert!(output.starts_with("tui2048: "), "{output:?}");
    assert!(
        !output.contains('\x1b'),
        "the terminal was touched: {output:?}"
    );
}

/// The processor time a process has used so far, in seconds.
fn cpu_seconds(pid: u32) -> f64 {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    let fields: Vec<&str> = stat
        .rsplit_once(") ")
        .unwrap()
        .1
        .split_whitespace()
        .collect();
    // utime and stime: the 14th and 15th fields, the 12th and 13th after the name.
    let ticks: f64 = fields[11].parse::<f64>().unwrap() + fields[12].parse::<f64>().unwrap();
    let per_second: f64 = std::process::Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|o| String::from_utf8_lossy(&o.stdout).trim().parse().ok())
        .unwrap_or(100.0);
    ticks / per_second
}

#[test]
fn closing_the_replay_stops_its_review() {
    use tui2048_app::keymap::Action;
    use tui2048_app::saved_of;
    use tui2048_app::{Model, Msg, Scores, Session, update};
    use tui2048_store::to_bytes;

    let home = Home::new();
    let game = GameState::new(Rules::default(), 5);
    let mut model = Model::of(
        Session::starting(game, Origin::Seed(5), GameIds::from_seed(130)),
        Scores::default(),
    );
    // Down, then left, right or up: a corner kept, a long game.
    while model.session().record().moves().len() < 300 && model.game().accepts_moves() {
        let dir = [Dir::Down, Dir::Left, Dir::Right, Dir::Up]
            .into_iter()
            .find(|&d| model.game().apply(d).is_some())
            .expect("a move while the game takes moves");
        model = update(model, Msg::Action(Action::Move(dir))).0;
    }
    assert!(
        model.session().record().moves().len() > 150,
        "{}",
        model.session().record().moves().len()
    );
    home.write_state(&to_bytes(&saved_of(&model)));
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    for _ in 0..6 {
        t.send_key(Key::Char('v'));
        t.wait_for("Replay of a 4×4 game");
        t.send_key(Key::Char('q'));
        t.wait_until("the game again", |s| {
            !s.contains("Replay of") && s.contains("SCORE")
        });
    }
    // What was being valued when the screen closed is finished; then nothing runs.
    std::thread::sleep(std::time::Duration::from_secs(2));
    let before = cpu_seconds(t.pid());
    std::thread::sleep(std::time::Duration::from_secs(2));
    let used = cpu_seconds(t.pid()) - before;
    assert!(
        used < 0.2,
        "{used:.2} s of processor time in 2 s with nothing to do"
    );
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
}

/// Enter in `tui2048 replay` while another tui2048 plays the save: the replay says so on
/// its status line and stays where it was; once that program quits, Enter plays on.
#[test]
fn enter_while_another_program_plays_the_save_says_so_and_stays() {
    let home = Home::new();
    let rec = record(11, 25, false);
    let file = home.path().join("game.txt");
    fs::write(&file, format!("{}\n", rec.encode())).unwrap();
    let mut game = Spawn::new().start(&home);
    game.wait_for("SCORE");
    home.wait_state("the game's first save", |_| true);
    let mut t = Spawn::new().arg("replay").arg(&file).start(&home);
    t.wait_for("MOVE 0 / 25");
    for _ in 0..5 {
        t.send_key(Key::Right);
    }
    t.wait_for("MOVE 5 / 25");
    t.send("\r");
    let screen = t.wait_for("is in use by another tui2048");
    assert!(screen.contains("MOVE 5 / 25"), "{screen}");
    assert!(t.is_running());
    game.send_key(Key::Char('q'));
    assert!(game.wait_exit(WAIT).success());
    t.send("\r");
    t.wait_for("Playing on from move 5");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success(), "{}", t.describe());
}
