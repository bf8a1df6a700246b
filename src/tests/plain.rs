//! The plain interface's words: the board read in rows and columns, a move in one line,
//! the game's turns, the help, in numbers and in letters, in English and in Chinese.

use super::support::{game, game_seeded};
use tui2048_app::keymap::{Key, KeyCode, Keymap};
use tui2048_app::plain::{
    Glance, Narrator, Reading, ReplayGlance, help, read, reading_of, replay_key, replay_read,
    replay_told, replay_welcome,
};
use tui2048_app::settings::{Labels, Language, ReplaySays};
use tui2048_app::{Cmd, Model, Msg, Replay, ReplayMsg, Verdict, update, update_replay};
use tui2048_engine::game::{Dir, GameState, Grade, Origin, Record, Rules, Status, replay};
use tui2048_store::config::KeyEntry;

const ROWS: [[u64; 4]; 4] = [
    [2, 0, 0, 4],
    [0, 8, 0, 0],
    [0, 0, 2048, 0],
    [16, 0, 0, 131_072],
];

fn model(game: GameState) -> Model {
    Model::new(game).animated(false)
}

/// The lines said after `msg`, and the model it leaves.
fn told(narrator: &mut Narrator, m: Model, msg: Msg) -> (Model, Vec<String>) {
    let (m, lines, _) = asked(narrator, m, msg);
    (m, lines)
}

/// [`told`], and the id of the move it asked the solver for.
fn asked(narrator: &mut Narrator, m: Model, msg: Msg) -> (Model, Vec<String>, Option<u64>) {
    let before = Glance::of(&m);
    let key = match msg {
        Msg::Key(key) => Some(key),
        _ => None,
    };
    let (m, cmds) = update(m, msg);
    let lines = narrator.tell(&before, &m, key);
    let id = cmds.iter().find_map(|cmd| match cmd {
        Cmd::Solve { id, .. } => Some(*id),
        _ => None,
    });
    (m, lines, id)
}

fn key(c: char) -> Msg {
    Msg::Key(Key::char(c))
}

fn arrow(code: KeyCode) -> Msg {
    Msg::Key(Key::new(code))
}

#[test]
fn the_board_is_read_a_row_a_line_then_the_score() {
    let m = model(game(&ROWS, 1234, 50, Status::Playing));
    assert_eq!(
        read(&m, Labels::Numbers, Reading::Board),
        [
            "1: 2, blank, blank, 4",
            "2: blank, 8, blank, blank",
            "3: blank, blank, 2048, blank",
            "4: 16, blank, blank, 131072",
            "Score 1234, best 1234",
            "10 empty cells, largest 131072 at row 4 column 4, moves up, down, left and right",
        ]
    );
    assert_eq!(
        read(&m, Labels::Letters, Reading::Board),
        [
            "1: A, blank, blank, B",
            "2: blank, C, blank, blank",
            "3: blank, blank, K, blank",
            "4: D, blank, blank, Q",
            "Score 1234, best 1234",
            "10 empty cells, largest Q at row 4 column 4, moves up, down, left and right",
        ]
    );
    assert_eq!(
        read(&m, Labels::Numbers, Reading::Row(2)),
        ["Row 3: blank, blank, 2048, blank"]
    );
    assert_eq!(
        read(&m, Labels::Letters, Reading::Column(3)),
        ["Column 4: B, blank, blank, Q"]
    );
    // Past the board's side: nothing.
    assert!(read(&m, Labels::Numbers, Reading::Row(4)).is_empty());
}

#[test]
fn the_board_in_chinese_says_blank_as_kong() {
    let m = model(game(&ROWS, 1234, 50, Status::Playing)).in_language(Language::Chinese);
    assert_eq!(
        read(&m, Labels::Numbers, Reading::Board),
        [
            "第 1 行：2、空、空、4",
            "第 2 行：空、8、空、空",
            "第 3 行：空、空、2048、空",
            "第 4 行：16、空、空、131072",
            "分数 1234，最高分 1234",
            "10 个空格，最大 131072 在第 4 行第 4 列，可以向上、下、左和右移",
        ]
    );
    assert_eq!(
        read(&m, Labels::Letters, Reading::Column(0)),
        ["第 1 列：A、空、空、D"]
    );
}

#[test]
fn space_reads_the_board_digits_a_row_and_shifted_digits_a_column() {
    assert_eq!(
        reading_of(&Keymap::default(), Key::char(' '), 4),
        Some(Reading::Board)
    );
    assert_eq!(
        reading_of(&Keymap::default(), Key::char('1'), 4),
        Some(Reading::Row(0))
    );
    assert_eq!(
        reading_of(&Keymap::default(), Key::char('4'), 4),
        Some(Reading::Row(3))
    );
    assert_eq!(reading_of(&Keymap::default(), Key::char('5'), 4), None);
    assert_eq!(
        reading_of(&Keymap::default(), Key::char('5'), 5),
        Some(Reading::Row(4))
    );
    assert_eq!(reading_of(&Keymap::default(), Key::char('0'), 4), None);
    assert_eq!(
        reading_of(&Keymap::default(), Key::char('!'), 4),
        Some(Reading::Column(0))
    );
    assert_eq!(
        reading_of(&Keymap::default(), Key::char('$'), 4),
        Some(Reading::Column(3))
    );
    assert_eq!(reading_of(&Keymap::default(), Key::char('%'), 4), None);
    assert_eq!(
        reading_of(&Keymap::default(), Key::char('*'), 8),
        Some(Reading::Column(7))
    );
    // A key of the game keeps its action; Ctrl with a digit reads nothing.
    assert_eq!(reading_of(&Keymap::default(), Key::char('a'), 4), None);
    assert_eq!(reading_of(&Keymap::default(), Key::ctrl('1'), 4), None);
    assert_eq!(
        reading_of(&Keymap::default(), Key::new(KeyCode::Left), 4),
        None
    );
}

#[test]
fn a_move_is_one_line_its_direction_what_merged_the_new_tile_and_the_score() {
    let rows = [[2, 2, 4, 4], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 8]];
    let start = game_seeded(&rows, 100, 3, Status::Playing, 7);
    let (_, motion) = start.apply(Dir::Left).expect("left moves");
    let (pos, value) = motion.spawn.expect("a new tile");
    let mut narrator = Narrator::new(Labels::Numbers);
    let (_, lines) = told(&mut narrator, model(start.clone()), arrow(KeyCode::Left));
    assert_eq!(
        lines,
        [format!(
            "Left, merged 4 at row 1 column 1 and 8 at row 1 column 2, new {value} at row {} column {}, score 112",
            pos.row + 1,
            pos.col + 1
        )]
    );
    // In letters, and a move that merges nothing.
    let mut narrator = Narrator::new(Labels::Letters);
    let (_, motion) = start.apply(Dir::Down).expect("down moves");
    let (pos, value) = motion.spawn.expect("a new tile");
    let (_, lines) = told(&mut narrator, model(start), arrow(KeyCode::Down));
    let letter = if value == 2 { "A" } else { "B" };
    assert_eq!(
        lines,
        [format!(
            "Down, new {letter} at row {} column {}, score 100",
            pos.row + 1,
            pos.col + 1
        )]
    );
}

#[test]
fn a_move_that_moves_nothing_says_no_move() {
    let rows = [[2, 0, 0, 0], [4, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];
    let mut narrator = Narrator::new(Labels::Numbers);
    let (_, lines) = told(
        &mut narrator,
        model(game(&rows, 0, 1, Status::Playing)),
        key('a'),
    );
    assert_eq!(lines, ["Left: no move"]);
    let m = model(game(&rows, 0, 1, Status::Playing)).in_language(Language::Chinese);
    let (_, lines) = told(&mut narrator, m, arrow(KeyCode::Up));
    assert_eq!(lines, ["向上移不动"]);
}

#[test]
fn an_undo_a_new_game_and_the_end_each_have_a_line() {
    let rows = [[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];
    let mut narrator = Narrator::new(Labels::Numbers);
    let (m, _) = told(
        &mut narrator,
        model(game(&rows, 8, 2, Status::Playing)),
        key('a'),
    );
    let (m, lines) = told(&mut narrator, m, key('u'));
    assert_eq!(
        lines,
        ["Undone: Left, 2 at row 2 column 1 goes, score 8. No undo left."]
    );
    let (m, lines) = told(&mut narrator, m, key('r'));
    let board = m.game().board();
    let tiles: Vec<String> = board
        .positions()
        .filter(|&p| board.value(p) != 0)
        .map(|p| {
            format!(
                "{} at row {} column {}",
                board.value(p),
                p.row + 1,
                p.col + 1
            )
        })
        .collect();
    assert_eq!(tiles.len(), 2);
    assert_eq!(
        lines,
        [format!(
            "New game, u brings the last one back. {} and {}",
            tiles[0], tiles[1]
        )]
    );
    // The last move: the move's line, then the end, then the line to share.
    let full = [[2, 4, 2, 4], [4, 2, 4, 2], [8, 16, 8, 16], [32, 64, 32, 0]];
    let last = model(game(&full, 500, 90, Status::Playing));
    let (m, lines) = told(&mut narrator, last, key('d'));
    assert_eq!(m.game().status(), Status::Over);
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines[0].starts_with("Right, new "), "{lines:?}");
    assert_eq!(lines[1], "Game over, score 500. r tries again, u undoes.");
    assert_eq!(
        lines[2],
        "tui2048 4×4 to 2048 · 64 · 500 points · 91 moves · 0 undos"
    );
}

#[test]
fn a_win_says_what_the_keys_do_then() {
    let rows = [[1024, 1024, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];
    let mut narrator = Narrator::new(Labels::Letters);
    let (_, lines) = told(
        &mut narrator,
        model(game(&rows, 0, 9, Status::Playing)),
        key('a'),
    );
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(
        lines[0].starts_with("Left, merged K at row 1 column 1, new "),
        "{lines:?}"
    );
    assert_eq!(
        lines[1],
        "You win! Enter keeps going, r starts a new game, u brings this one back"
    );
    assert_eq!(
        lines[2],
        "tui2048 4×4 to 2048 · 2048 · 2,048 points · 10 moves · 0 undos"
    );
}

#[test]
fn a_hint_and_autoplay_say_a_line_each() {
    let rows = [[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];
    let mut narrator = Narrator::new(Labels::Numbers);
    let m = model(game(&rows, 0, 1, Status::Playing));
    let (m, lines, id) = asked(&mut narrator, m, Msg::Key(Key::new(KeyCode::Tab)));
    // One line for a hint: the thinking goes unsaid.
    assert!(lines.is_empty(), "{lines:?}");
    let id = id.expect("a hint asked for");
    let (m, lines) = told(
        &mut narrator,
        m,
        Msg::SolverAnswer {
            id,
            dir: Some(Dir::Left),
        },
    );
    assert_eq!(lines, ["Hint: left"]);
    let (m, lines, id) = asked(&mut narrator, m, key('p'));
    assert_eq!(
        lines,
        ["Autoplay on, 10 moves a second. p stops, plus and minus change the pace."]
    );
    // Autoplay's moves go by unsaid.
    let id = id.expect("autoplay asks for a move");
    let (m, lines) = told(
        &mut narrator,
        m,
        Msg::SolverAnswer {
            id,
            dir: Some(Dir::Left),
        },
    );
    assert!(lines.is_empty(), "{lines:?}");
    let score = m.game().score();
    let (_, lines) = told(&mut narrator, m, key('p'));
    assert_eq!(
        lines,
        [format!("Autoplay off after one move, score {score}")]
    );
}

#[test]
fn the_help_names_the_keys_by_words_and_the_letters_once() {
    let m = model(game(&ROWS, 0, 0, Status::Playing));
    let lines = help(&m, Labels::Numbers);
    assert_eq!(lines[0], "Keys:");
    assert_eq!(lines[1], "Left arrow, a, h: move left");
    assert!(lines.contains(
        &"Space: read the board, the score, the empty cells and the moves left".to_string()
    ));
    assert!(lines.contains(&"1 to 4: read a row".to_string()));
    assert!(lines.contains(&"Shift with 1 to 4: read a column".to_string()));
    assert!(lines.contains(&"q, Ctrl C: quit, the game is saved".to_string()));
    // No screen to hide, no colours.
    assert!(lines.contains(&"v: replay this game, each move graded".to_string()));
    for gone in ["b: ", "t: "] {
        assert!(
            !lines.iter().any(|l| l.starts_with(gone)),
            "{gone} in {lines:?}"
        );
    }
    assert!(!lines.iter().any(|l| l.contains("letters")));
    let letters = help(&m, Labels::Letters);
    assert_eq!(
        letters.last().map(String::as_str),
        Some(
            "Tiles are letters: A is 2, B is 4, C is 8, and on to K, 2048, then L. There is no W."
        )
    );
    let chinese = help(&m.in_language(Language::Chinese), Labels::Numbers);
    assert_eq!(chinese[1], "左方向键, a, h：向左移动");
}

/// A game of `moves` moves of a fixed cycle of directions from a seed.
fn recorded(seed: u64, moves: usize) -> Record {
    let state = GameState::new(Rules::default(), seed);
    let record = Record::starting(&state, Origin::Seed(seed));
    super::support::cycled(state, record, moves).0
}

/// The lines the replay says after `key`, and the replay it leaves.
fn replay_told_after(r: Replay, key: Key) -> (Replay, Vec<String>) {
    let before = ReplayGlance::of(&r);
    let (r, _) = update_replay(r, ReplayMsg::Key(key));
    let lines = replay_told(&before, &r, Labels::Numbers, ReplaySays::Nothing);
    (r, lines)
}

#[test]
fn the_replay_says_each_step_and_the_reviews_word_on_it() {
    let record = recorded(3, 6);
    let states = replay(&record).unwrap();
    let r = Replay::of(record.clone()).unwrap().at_end();
    let end = states[6].score();
    assert_eq!(
        replay_welcome(&r),
        [
            format!(
                "Replay of 6 moves, score {end}. Left and Right arrows step, Home and End go to \
                 the ends, p plays, Space reads the board, Enter plays on from the move shown, \
                 q leaves."
            ),
            format!("Move 6 of 6, score {end}"),
        ]
    );
    let (r, lines) = replay_told_after(r, Key::new(KeyCode::Home));
    assert_eq!(lines, ["Move 0 of 6, score 0"]);
    let (r, lines) = replay_told_after(r, Key::new(KeyCode::Right));
    let (_, motion) = states[0].apply(record.moves()[0]).unwrap();
    let (pos, value) = motion.spawn.unwrap();
    let dir = match record.moves()[0] {
        Dir::Up => "Up",
        Dir::Down => "Down",
        Dir::Left => "Left",
        Dir::Right => "Right",
    };
    let first = format!(
        "Move 1 of 6: {dir}, new {value} at row {} column {}, score {}",
        pos.row + 1,
        pos.col + 1,
        states[1].score()
    );
    assert_eq!(lines, std::slice::from_ref(&first));
    // Once the review is in, its word: a move as good as the solver's, and one that is
    // not.
    let other = Dir::ALL
        .into_iter()
        .find(|&d| d != record.moves()[0])
        .unwrap();
    let verdicts = |grade, best| Some(vec![Verdict { grade, best }; 6]);
    let back = |r: Replay| update_replay(r, ReplayMsg::Key(Key::new(KeyCode::Left))).0;
    let (reviewed, _) = update_replay(
        back(r.clone()),
        ReplayMsg::Reviewed(verdicts(Grade::Mistake, other)),
    );
    let (_, lines) = replay_told_after(reviewed, Key::new(KeyCode::Right));
    let other_name = match other {
        Dir::Up => "up",
        Dir::Down => "down",
        Dir::Left => "left",
        Dir::Right => "right",
    };
    assert_eq!(
        lines,
        [format!(
            "{first}. Review: mistake, the solver plays {other_name}"
        )]
    );
    let (reviewed, _) = update_replay(back(r), ReplayMsg::Reviewed(verdicts(Grade::Best, other)));
    let (_, lines) = replay_told_after(reviewed, Key::new(KeyCode::Right));
    assert_eq!(lines, [format!("{first}. Review: best")]);
}

#[test]
fn in_the_replay_space_reads_the_board_and_p_plays() {
    assert_eq!(replay_key(Key::char(' '), 4), Ok(Reading::Board));
    assert_eq!(replay_key(Key::char('p'), 4), Err(Key::char(' ')));
    assert_eq!(replay_key(Key::char('3'), 4), Ok(Reading::Row(2)));
    assert_eq!(replay_key(Key::char('#'), 4), Ok(Reading::Column(2)));
    // The replay's own keys stay its own.
    assert_eq!(replay_key(Key::char('h'), 4), Err(Key::char('h')));
    assert_eq!(
        replay_key(Key::new(KeyCode::End), 4),
        Err(Key::new(KeyCode::End))
    );
    let r = Replay::of(recorded(3, 6)).unwrap();
    let read = replay_read(&r, Labels::Numbers, Reading::Board);
    assert_eq!(read.len(), 6);
    assert_eq!(read[4], "Move 0 of 6, score 0");
    assert!(read[5].starts_with("14 empty cells, largest "), "{read:?}");
}

fn entry(action: &str, keys: &[&str]) -> KeyEntry {
    KeyEntry {
        line: 1,
        action: action.to_string(),
        keys: keys.iter().map(|k| k.to_string()).collect(),
    }
}

#[test]
fn the_players_keys_are_said_and_a_key_of_theirs_reads_nothing() {
    // The arrows left to a screen reader, and 1 given to the hint.
    let entries = [
        entry("left", &["x"]),
        entry("right", &["c"]),
        entry("up", &["f"]),
        entry("down", &["g"]),
        entry("hint", &["1"]),
    ];
    let (keymap, problems) = Keymap::of(&entries);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(reading_of(&keymap, Key::char('1'), 4), None);
    assert_eq!(
        reading_of(&keymap, Key::char('2'), 4),
        Some(Reading::Row(1))
    );
    let m = model(game(&ROWS, 0, 0, Status::Playing)).with_keys(keymap);
    let mut narrator = Narrator::new(Labels::Numbers);
    assert_eq!(
        narrator.welcome(&m)[0],
        "tui2048. x moves left, c right, f up, g down. Space reads the board, ? the keys, q quits."
    );
    let lines = help(&m, Labels::Numbers);
    assert_eq!(lines[1], "x: move left");
    assert!(lines.contains(&"1: a hint, the solver's move in one line".to_string()));
    let m = model(game(&ROWS, 0, 0, Status::Playing));
    assert_eq!(
        narrator.welcome(&m)[0],
        "tui2048. Arrows or a, d, w, s move. Space reads the board, ? the keys, q quits."
    );
}

#[test]
fn keeping_going_after_a_win_says_so_once() {
    let rows = [[2048, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2], [0, 0, 0, 0]];
    let mut narrator = Narrator::new(Labels::Numbers);
    let won = model(game(&rows, 20000, 900, Status::Won));
    let (m, lines) = told(&mut narrator, won, Msg::Key(Key::new(KeyCode::Enter)));
    assert_eq!(m.game().status(), Status::KeepPlaying);
    assert_eq!(lines, ["Keep going, how far can you get?"]);
}

/// The lines the replay says after `msg`, and the replay it leaves.
fn replay_told_msg(r: Replay, msg: ReplayMsg) -> (Replay, Vec<String>) {
    let before = ReplayGlance::of(&r);
    let (r, _) = update_replay(r, msg);
    let lines = replay_told(&before, &r, Labels::Numbers, ReplaySays::Nothing);
    (r, lines)
}

#[test]
fn the_replay_plays_unsaid_says_its_pace_and_sums_up_where_it_stops() {
    use std::time::{Duration, Instant};
    let record = recorded(3, 6);
    let states = replay(&record).unwrap();
    let r = Replay::of(record).unwrap();
    let (r, lines) = replay_told_msg(r, ReplayMsg::Key(Key::char(' ')));
    assert_eq!(lines, ["Playing, 4 moves a second"]);
    let (r, lines) = replay_told_msg(r, ReplayMsg::Key(Key::char('+')));
    assert_eq!(lines, ["Pace 8 moves a second"]);
    let start = Instant::now();
    let (r, lines) = replay_told_msg(r, ReplayMsg::Tick(start));
    assert!(lines.is_empty(), "{lines:?}");
    // Two moves played: nothing said of them.
    let (r, lines) = replay_told_msg(r, ReplayMsg::Tick(start + Duration::from_millis(260)));
    assert_eq!(r.at(), 2);
    assert!(lines.is_empty(), "{lines:?}");
    let (r, lines) = replay_told_msg(r, ReplayMsg::Key(Key::char(' ')));
    let largest = |at: usize| states[at].board().max_tile();
    assert_eq!(
        lines,
        [format!(
            "Paused at move 2 of 6, score {}, largest tile {}",
            states[2].score(),
            largest(2)
        )]
    );
    let (r, _) = replay_told_msg(r, ReplayMsg::Key(Key::char(' ')));
    let (r, _) = replay_told_msg(r, ReplayMsg::Tick(start));
    let (_, lines) = replay_told_msg(r, ReplayMsg::Tick(start + Duration::from_secs(5)));
    assert_eq!(
        lines,
        [format!(
            "End at move 6 of 6, score {}, largest tile {}",
            states[6].score(),
            largest(6)
        )]
    );
}

#[test]
fn played_on_after_a_win_the_line_to_share_follows_each_move_unsaid() {
    let rows = [[2048, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2], [0, 0, 0, 0]];
    let mut narrator = Narrator::new(Labels::Numbers);
    let won = model(game(&rows, 20000, 900, Status::Won));
    let at_the_win = tui2048_app::Shared::of(won.session());
    let won = won.with_shared(Some(at_the_win));
    let (m, _) = told(&mut narrator, won, Msg::Key(Key::new(KeyCode::Enter)));
    let (m, lines) = told(&mut narrator, m, Msg::Key(Key::new(KeyCode::Left)));
    assert_eq!(m.game().moves(), 901);
    assert_eq!(
        m.shared().as_deref(),
        Some("tui2048 4×4 to 2048 · 2048 · 20,000 points · 901 moves · 0 undos")
    );
    assert!(lines.iter().all(|l| !l.starts_with("tui2048")), "{lines:?}");
}
