//! The pictures in the README, drawn from fixed boards. They are checked against what the
//! code draws now, so they never go stale; `UPDATE_SCREENSHOTS=1` writes them anew.

use crate::tests::support;

use std::path::PathBuf;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use support::svg::buffer_to_svg;
use tui2048_app::keymap::Action;
use tui2048_app::settings::ColorMode;
use tui2048_app::{Model, Msg, update};
use tui2048_engine::game::{Dir, GameState, Grade, Status};
use tui2048_ui::theme::{CLASSIC, DARK, Palette, Rgb, STEALTH};
use tui2048_ui::{Look, draw};

/// The screen size of every picture: tiles of 11×5 cells, the boxed score panels.
const WIDTH: u16 = 80;
const HEIGHT: u16 = 32;
/// The terminal's own colours, for the text drawn without a colour.
const TERMINAL_FG: Rgb = Rgb(0xd4, 0xd4, 0xd4);
const TERMINAL_BG: Rgb = Rgb(0x12, 0x12, 0x12);

fn game(rows: &[[u64; 4]], score: u64, moves: u64, status: Status) -> GameState {
    support::game_seeded(rows, score, moves, status, 2048)
}

fn model(game: GameState, best: u64) -> Model {
    let mut model = Model::new(game);
    model = support::rescored(model, |s| {
        s.best.insert(4, best);
    });
    model = model.animated(false);
    model
}

/// The picture of a screen in a theme and a colour mode.
fn svg(model: &Model, palette: &'static Palette, mode: ColorMode) -> String {
    let area = Rect::new(0, 0, WIDTH, HEIGHT);
    let mut buf = Buffer::empty(area);
    draw(model, Look::themed(mode, palette), area, &mut buf);
    buffer_to_svg(&buf, TERMINAL_FG, TERMINAL_BG)
}

/// Writes `assets/<name>` under `UPDATE_SCREENSHOTS=1`, else checks it is what is drawn.
fn check(name: &str, svg: &str) {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "assets", name]
        .iter()
        .collect();
    if std::env::var("UPDATE_SCREENSHOTS").is_ok_and(|v| v == "1") {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, svg).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == svg,
        "{} is not what the screen draws now (the view or the board changed); \
         rerun with UPDATE_SCREENSHOTS=1 cargo test screenshots:: to write it anew, \
         and look at the picture",
        path.display()
    );
}

/// Every tile colour from 2 to 4096, for showing a theme.
fn every_tile() -> GameState {
    game(
        &[
            [2, 4, 8, 16],
            [256, 128, 64, 32],
            [512, 1024, 2048, 4096],
            [0, 2, 0, 4],
        ],
        44_424,
        2_371,
        Status::KeepPlaying,
    )
}

#[test]
fn mid_game() {
    let before = game(
        &[
            [1024, 512, 256, 128],
            [16, 32, 64, 64],
            [8, 4, 2, 0],
            [2, 0, 0, 0],
        ],
        16_452,
        958,
        Status::Playing,
    );
    // A move that merges two 64s: the score shows its gain.
    let (model, _) = update(model(before, 41_236), Msg::Action(Action::Move(Dir::Left)));
    assert_eq!(model.last_move().gain, Some(128));
    check("mid-game.svg", &svg(&model, &CLASSIC, ColorMode::TrueColor));
}

#[test]
fn win() {
    let won = game(
        &[
            [2048, 256, 32, 4],
            [128, 64, 8, 2],
            [16, 8, 4, 0],
            [4, 2, 0, 0],
        ],
        20_764,
        1_032,
        Status::Won,
    );
    check(
        "win.svg",
        &svg(&model(won, 20_764), &CLASSIC, ColorMode::TrueColor),
    );
}

#[test]
fn dark() {
    let model = model(every_tile(), 52_180);
    check("dark.svg", &svg(&model, &DARK, ColorMode::TrueColor));
}

#[test]
fn stealth() {
    let model = model(every_tile(), 52_180);
    check("stealth.svg", &svg(&model, &STEALTH, ColorMode::TrueColor));
}

#[test]
fn colours_256() {
    let model = model(every_tile(), 52_180);
    check(
        "256-colours.svg",
        &svg(&model, &CLASSIC, ColorMode::Ansi256),
    );
}

#[test]
fn colours_16() {
    let model = model(every_tile(), 52_180);
    check("16-colours.svg", &svg(&model, &CLASSIC, ColorMode::Ansi16));
}

#[test]
fn replay() {
    use tui2048_app::keymap::{Key, KeyCode};
    use tui2048_app::{Replay, ReplayMsg, Verdict, update_replay};
    use tui2048_engine::game::{Origin, Record, Rules};
    use tui2048_ui::draw_replay;
    // A game of a fixed cycle of moves, shown at its tenth move with a verdict on it.
    let mut game = GameState::new(Rules::default(), 2048);
    let mut record = Record::starting(&game, Origin::Seed(2048));
    let mut k = 0;
    while record.moves().len() < 40 {
        if let Some((next, _)) = game.apply(Dir::ALL[k % 4]) {
            game = next;
            record.push(Dir::ALL[k % 4]);
        }
        k += 1;
    }
    let moves = record.moves().to_vec();
    let mut r = Replay::of(record).unwrap();
    let verdicts = moves
        .iter()
        .enumerate()
        .map(|(i, &d)| Verdict {
            grade: if i == 9 { Grade::Mistake } else { Grade::Best },
            best: if i == 9 { d.opposite() } else { d },
        })
        .collect();
    r = update_replay(r, ReplayMsg::Reviewed(Some(verdicts))).0;
    for _ in 0..10 {
        r = update_replay(r, ReplayMsg::Key(Key::new(KeyCode::Right))).0;
    }
    let area = Rect::new(0, 0, WIDTH, HEIGHT);
    let mut buf = Buffer::empty(area);
    draw_replay(
        &r,
        Look::themed(ColorMode::TrueColor, &CLASSIC),
        area,
        &mut buf,
    );
    check("replay.svg", &buffer_to_svg(&buf, TERMINAL_FG, TERMINAL_BG));
}
