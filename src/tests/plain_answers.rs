//! The plain interface answers every key, every time: a key that does nothing again says
//! so again, a key the game does not use says what it is, an undo said whole, a game
//! resumed said as it stands.

use super::support::{self, game};
use tui2048_app::keymap::{Key, KeyCode};
use tui2048_app::leaving::plain_quit_line;
use tui2048_app::plain::{BELL, Glance, Narrator, help, look_only, statistics};
use tui2048_app::settings::{Labels, Language, Verbosity};
use tui2048_app::text::Speaks;
use tui2048_app::{Model, Msg, update};
use tui2048_engine::game::{Day, Rules, Status};

fn model(rows: &[[u64; 4]]) -> Model {
    Model::new(game(rows, 0, 1, Status::Playing)).animated(false)
}

/// The lines said for each key pressed in turn on `m`.
fn keys(mut m: Model, keys: &[Key]) -> Vec<Vec<String>> {
    let mut narrator = Narrator::new(Labels::Numbers);
    let mut said = Vec::new();
    for &key in keys {
        let before = Glance::of(&m);
        let (next, _) = update(m, Msg::Key(key));
        said.push(narrator.tell(&before, &next, Some(key)));
        m = next;
    }
    said
}

const LEFT_STUCK: [[u64; 4]; 4] = [[2, 0, 0, 0], [4, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];

#[test]
fn a_move_that_moves_nothing_says_so_every_time_shorter_after_the_first() {
    let said = keys(
        model(&LEFT_STUCK),
        &[
            Key::char('a'),
            Key::char('a'),
            Key::new(KeyCode::Left),
            Key::char('w'),
        ],
    );
    assert_eq!(
        said,
        [
            vec!["Left: no move"],
            vec!["No move"],
            vec!["No move"],
            vec!["Up: no move"],
        ]
    );
}

#[test]
fn a_key_the_game_does_not_use_says_what_it_is_and_where_the_keys_are() {
    let said = keys(
        model(&LEFT_STUCK),
        &[
            Key::char('x'),
            Key::char('5'),
            Key::new(KeyCode::F(9)),
            Key::char('x'),
        ],
    );
    assert_eq!(
        said,
        [
            vec!["x: not a key of the game. ? lists the keys."],
            vec!["5: not a key of the game. ? lists the keys."],
            vec!["F9: not a key of the game. ? lists the keys."],
            vec!["x: not a key of the game. ? lists the keys."],
        ]
    );
    let m = model(&LEFT_STUCK).in_language(Language::Chinese);
    assert_eq!(
        keys(m, &[Key::char('x')]),
        [vec!["x 不是游戏的键。按 ? 听所有按键。"]]
    );
}

#[test]
fn undo_with_nothing_left_a_second_esc_and_enter_outside_a_win_each_answer() {
    let said = keys(
        model(&LEFT_STUCK),
        &[
            Key::char('u'),
            Key::char('u'),
            Key::new(KeyCode::Esc),
            Key::new(KeyCode::Esc),
            Key::new(KeyCode::Enter),
            Key::new(KeyCode::Enter),
        ],
    );
    assert_eq!(
        said,
        [
            vec!["Nothing to undo"],
            vec!["Nothing to undo"],
            vec!["Nothing to close, q quits, the game is saved"],
            vec!["Nothing to close, q quits, the game is saved"],
            vec!["Enter: nothing to do now"],
            vec!["Enter: nothing to do now"],
        ]
    );
}

#[test]
fn quitting_says_nothing_here_it_is_said_on_the_way_out() {
    assert_eq!(
        keys(model(&LEFT_STUCK), &[Key::char('q')]),
        [Vec::<String>::new()]
    );
}

/// The last move of a game: `d` ends it.
const FULL: [[u64; 4]; 4] = [[2, 4, 2, 4], [4, 2, 4, 2], [8, 16, 8, 16], [32, 64, 32, 0]];

#[test]
fn the_line_to_share_is_said_once_a_game_not_at_each_undo() {
    let m = Model::new(game(&FULL, 500, 90, Status::Playing)).animated(false);
    let said = keys(m, &[Key::char('d'), Key::char('u'), Key::char('d')]);
    let share = "tui2048 4×4 to 2048 · 64 · 500 points · 91 moves · 0 undos";
    assert_eq!(said[0].len(), 3, "{said:?}");
    assert_eq!(said[0][2], share);
    // Undone, then over again: the end said, its line to share not again.
    assert!(
        said[1].iter().all(|l| !l.starts_with("tui2048 ")),
        "{said:?}"
    );
    assert!(
        said[2].iter().all(|l| !l.starts_with("tui2048 ")),
        "{said:?}"
    );
    assert_eq!(said[2][1], "Game over, score 500. r tries again, u undoes.");
}

#[test]
fn quitting_is_one_short_line_with_no_path_and_no_record() {
    let m = Model::new(game(&FULL, 500, 90, Status::Playing)).animated(false);
    assert_eq!(plain_quit_line(&m), "Saved. Score 500, best 500.");
    let m = m.in_language(Language::Chinese);
    assert_eq!(plain_quit_line(&m), "已保存。分数 500，最高分 500。");
}

#[test]
fn an_undo_says_the_move_it_took_back_and_the_tile_that_goes() {
    let rows = [[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];
    let m = Model::new(game(&rows, 8, 2, Status::Playing)).animated(false);
    let (played, _) = update(m.clone(), Msg::Key(Key::char('a')));
    let spawn = played.last_move().motion.as_ref().and_then(|m| m.spawn);
    let (pos, value) = spawn.expect("a tile came");
    let said = keys(m, &[Key::char('a'), Key::char('u'), Key::char('u')]);
    assert_eq!(
        said[1],
        [format!(
            "Undone: Left, {value} at row {} column {} goes, score 8. No undo left.",
            pos.row + 1,
            pos.col + 1
        )]
    );
    assert_eq!(said[2], ["Nothing to undo"]);
}

#[test]
fn a_game_resumed_says_it_is_over_won_or_assisted() {
    let mut narrator = Narrator::new(Labels::Numbers);
    let over = Model::new(game(&FULL, 500, 90, Status::Over)).animated(false);
    let lines = narrator.welcome(&over);
    assert_eq!(
        lines[6..],
        ["Game over, score 500. r tries again, u undoes."],
        "{lines:?}"
    );
    let rows = [[2048, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];
    let won = Model::new(game(&rows, 20000, 900, Status::Won)).animated(false);
    assert_eq!(
        narrator.welcome(&won)[6..],
        ["You win! Enter keeps going, r starts a new game, u brings this one back"]
    );
    let playing = Model::new(game(&rows, 20000, 900, Status::KeepPlaying)).animated(false);
    assert_eq!(narrator.welcome(&playing).len(), 6);
}

#[test]
fn the_statistics_say_the_daily_streaks_as_the_screen_shows_them() {
    let m = Model::new(game(&FULL, 500, 90, Status::Playing)).animated(false);
    // No daily game played: no streaks.
    assert!(statistics(&m).iter().all(|l| l != "The daily game"));
    let day = |d| Day::new(2026, 11, d).unwrap();
    let m = support::rescored(m, |s| {
        for d in 23..=25 {
            s.stats.daily.count_end(day(d), d == 25);
        }
    });
    let m = support::daily_played(m, day(26), Rules::default(), Status::Over);
    let lines = statistics(&m);
    let at = lines
        .iter()
        .position(|l| l == "The daily game")
        .expect("{lines:?}");
    assert_eq!(
        lines[at + 1..],
        ["Days in a row: 4 days finished, 1 won, longest 4 and 1"],
        "{lines:?}"
    );
}

/// Signs a screen reader set to read punctuation spells out.
const SIGNS: [char; 9] = ['—', '·', '…', '×', '✕', '←', '→', '↑', '↓'];

fn for_the_ear(lines: &[String]) {
    for line in lines {
        assert!(!line.contains(SIGNS), "a sign in {line:?}");
    }
}

#[test]
fn the_help_the_statistics_and_the_notices_have_no_sign_a_voice_spells_out() {
    for language in [Language::English, Language::Chinese] {
        let m = model(&LEFT_STUCK).in_language(language);
        for_the_ear(&help(&m, Labels::Numbers));
        for_the_ear(&statistics(&m));
        for_the_ear(&Narrator::new(Labels::Numbers).welcome(&m));
        let keys_pressed: Vec<Key> = "rutnpv+-iu?x"
            .chars()
            .map(Key::char)
            .chain([Key::new(KeyCode::Esc), Key::new(KeyCode::Enter)])
            .collect();
        for lines in keys(m, &keys_pressed) {
            for_the_ear(&lines);
        }
    }
    let m = model(&LEFT_STUCK);
    let lines = help(&m, Labels::Numbers);
    for line in [
        "Tab: a hint, the solver's move in one line",
        "p: autoplay on or off, a move key takes over",
        "?, F1: say every key",
        "Esc: say how to quit, never quits",
    ] {
        assert!(lines.contains(&line.to_string()), "{line} in {lines:?}");
    }
}

#[test]
fn the_pace_says_it_waits_for_autoplay_and_the_look_keys_say_they_change_only_the_look() {
    let said = keys(model(&LEFT_STUCK), &[Key::char('+'), Key::char('-')]);
    assert_eq!(
        said,
        [
            vec!["Autoplay pace 20 moves a second, for when p starts it"],
            vec!["Autoplay pace 10 moves a second, for when p starts it"],
        ]
    );
    let m = model(&LEFT_STUCK);
    assert_eq!(
        look_only(&m, Key::char('t')).as_deref(),
        Some("t changes only the look of the full screen: nothing here")
    );
    assert_eq!(look_only(&m, Key::char('a')), None);
    let m = m.in_language(Language::Chinese);
    assert_eq!(
        look_only(&m, Key::char('b')).as_deref(),
        Some("b 只改全屏界面的样子，这里没有变化")
    );
}

#[test]
fn every_warning_at_start_is_said_with_the_welcome_each_on_its_line_and_once() {
    let warnings = vec![
        "line 3: unknown action \"lft\" in [keys]".to_string(),
        "line 2: unknown key \"colour\"".to_string(),
        "2 problems in /cfg/config.toml; the rest was read".to_string(),
    ];
    let m = model(&LEFT_STUCK).with_warnings(crate::tests::support::warnings(warnings.clone()));
    let mut narrator = Narrator::new(Labels::Numbers);
    let lines = narrator.welcome(&m);
    assert_eq!(lines[6..], warnings, "{lines:?}");
    // As the status line comes to each, it is not said again.
    let mut m = m;
    for _ in 0..3 {
        let before = Glance::of(&m);
        let (next, _) = update(m, Msg::Key(Key::char('d')));
        let said = narrator.tell(&before, &next, Some(Key::char('d')));
        assert!(said.iter().all(|l| !warnings.contains(l)), "{said:?}");
        m = next;
    }
}

#[test]
fn an_undo_to_the_first_board_is_said_as_an_undo_and_a_new_game_as_a_new_game() {
    let rows = [[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];
    let m = Model::new(game(&rows, 0, 0, Status::Playing)).animated(false);
    let said = keys(m.clone(), &[Key::char('a'), Key::char('u')]);
    assert!(said[1][0].starts_with("Undone: Left, "), "{said:?}");
    assert!(said[1][0].ends_with(", score 0. No undo left."), "{said:?}");
    let said = keys(m, &[Key::char('a'), Key::char('r')]);
    assert!(
        said[1][0].starts_with("New game, u brings the last one back. "),
        "{said:?}"
    );
}

/// The lines said for each key in turn, by a narrator that speaks `verbosity` and rings
/// where `sounds`.
fn keys_with(m: Model, verbosity: Verbosity, sounds: bool, keys: &[Key]) -> Vec<Vec<String>> {
    let mut narrator = Narrator::new(Labels::Numbers).speaking(verbosity, sounds);
    let mut m = m;
    let mut said = Vec::new();
    for &key in keys {
        let before = Glance::of(&m);
        let (next, _) = update(m, Msg::Key(key));
        said.push(narrator.tell(&before, &next, Some(key)));
        m = next;
    }
    said
}

#[test]
fn brief_puts_the_new_tile_and_the_score_in_40_characters() {
    let rows = [[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];
    let m = Model::new(game(&rows, 8, 2, Status::Playing)).animated(false);
    let (played, _) = update(m.clone(), Msg::Key(Key::char('a')));
    let (pos, value) = played
        .last_move()
        .motion
        .as_ref()
        .and_then(|m| m.spawn)
        .unwrap();
    let said = keys_with(m, Verbosity::Brief, false, &[Key::char('a')]);
    let line = format!(
        "Left, {value} at {} {}, score 12, merged 4",
        pos.row + 1,
        pos.col + 1
    );
    assert_eq!(said, [vec![line.clone()]]);
    let head = line.split(", merged").next().unwrap();
    assert!(head.chars().count() <= 40, "{head}");
    // The largest tile at the last cell of the largest board and a score of eight digits
    // still fit.
    let t = Language::English.texts();
    let tile = t.plain_tile_at_brief("131072", 16, 16);
    let long = t.plain_move_brief(tui2048_engine::game::Dir::Right, None, &tile, 99_999_999);
    assert!(long.chars().count() <= 40, "{long}");
}

#[test]
fn sounds_ring_the_bell_at_a_key_that_does_nothing_and_at_the_end_and_only_when_on() {
    let said = keys_with(
        model(&LEFT_STUCK),
        Verbosity::Verbose,
        true,
        &[Key::char('a'), Key::char('x')],
    );
    assert_eq!(said[0], ["Left: no move", BELL]);
    assert_eq!(
        said[1],
        ["x: not a key of the game. ? lists the keys.", BELL]
    );
    let m = Model::new(game(&FULL, 500, 90, Status::Playing)).animated(false);
    let said = keys_with(m.clone(), Verbosity::Verbose, true, &[Key::char('d')]);
    assert_eq!(
        said[0][1..3],
        ["Game over, score 500. r tries again, u undoes.", BELL]
    );
    let said = keys_with(
        m,
        Verbosity::Verbose,
        false,
        &[Key::char('d'), Key::char('x')],
    );
    assert!(said.iter().flatten().all(|l| l != BELL), "{said:?}");
}

#[test]
fn three_blanks_or_more_are_said_as_their_count() {
    let t = Language::English.texts();
    let cells = |s: &str| -> Vec<Option<String>> {
        s.split(' ')
            .map(|c| (c != "_").then(|| c.to_string()))
            .collect()
    };
    assert_eq!(t.plain_cells(&cells("4 _ _ _ _ _ _ _")), "4, 7 blank");
    assert_eq!(
        t.plain_cells(&cells("_ _ 2 _ _ _ 8 _")),
        "blank, blank, 2, 3 blank, 8, blank"
    );
    assert_eq!(t.plain_cells(&cells("_ _ _ _")), "4 blank");
    let t = Language::Chinese.texts();
    assert_eq!(t.plain_cells(&cells("4 _ _ _")), "4、3 个空");
}

#[test]
fn saving_failing_then_turned_off_for_the_same_reason_is_said_once() {
    let fault = || tui2048_store::Fault::Write {
        path: "/save/state.json".into(),
        why: tui2048_store::Why::TooLarge,
    };
    let mut m = model(&LEFT_STUCK);
    let mut narrator = Narrator::new(Labels::Numbers);
    let mut said = Vec::new();
    for msg in [
        Msg::Saved(Err(tui2048_store::SaveError::Failed(fault()))),
        Msg::Saved(Err(tui2048_store::SaveError::Off(fault()))),
    ] {
        let before = Glance::of(&m);
        let (next, _) = update(m, msg);
        said.push(narrator.tell(&before, &next, None));
        m = next;
    }
    assert_eq!(
        said,
        [
            vec!["Saving is off: cannot write /save/state.json: File too large".to_string()],
            vec![],
        ]
    );
}
