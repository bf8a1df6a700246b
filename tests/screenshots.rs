//! The pictures in the README, drawn from fixed boards. They are checked against what the
//! code draws now, so they never go stale; `UPDATE_SCREENSHOTS=1` writes them anew.

use std::path::PathBuf;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use tui2048::app::{Model, Msg, update};
use tui2048::game::{Board, Dir, GameRng, GameState, Rules, Status};
use tui2048::ui::svg::buffer_to_svg;
use tui2048::ui::theme::{CLASSIC, DARK, Palette, Rgb, STEALTH};
use tui2048::ui::{ColorMode, Look, draw};

/// The screen size of every picture: tiles of 11×5 cells, the boxed score panels.
const WIDTH: u16 = 80;
const HEIGHT: u16 = 32;
/// The terminal's own colours, for the text drawn without a colour.
const TERMINAL_FG: Rgb = Rgb(0xd4, 0xd4, 0xd4);
const TERMINAL_BG: Rgb = Rgb(0x12, 0x12, 0x12);

fn game(rows: &[[u64; 4]], score: u64, moves: u64, status: Status) -> GameState {
    GameState::from_parts(
        Rules::default(),
        Board::from_values(rows).unwrap(),
        score,
        moves,
        status,
        GameRng::from_seed(2048),
    )
}

fn model(game: GameState, palette: &'static Palette, best: u64) -> Model {
    model_in(ColorMode::TrueColor, game, palette, best)
}

fn model_in(mode: ColorMode, game: GameState, palette: &'static Palette, best: u64) -> Model {
    let mut model = Model::new(game, Look::themed(mode, palette));
    model.best.insert(4, best);
    model.animate = false;
    model
}

fn svg(model: &Model) -> String {
    let area = Rect::new(0, 0, WIDTH, HEIGHT);
    let mut buf = Buffer::empty(area);
    draw(model, area, &mut buf);
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
         rerun with UPDATE_SCREENSHOTS=1 cargo test --test screenshots to write it anew, \
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
    let (model, _) = update(model(before, &CLASSIC, 41_236), Msg::Move(Dir::Left));
    assert_eq!(model.gain, Some(128));
    check("mid-game.svg", &svg(&model));
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
    check("win.svg", &svg(&model(won, &CLASSIC, 20_764)));
}

#[test]
fn dark() {
    check("dark.svg", &svg(&model(every_tile(), &DARK, 52_180)));
}

#[test]
fn stealth() {
    check("stealth.svg", &svg(&model(every_tile(), &STEALTH, 52_180)));
}

#[test]
fn colours_256() {
    let model = model_in(ColorMode::Ansi256, every_tile(), &CLASSIC, 52_180);
    check("256-colours.svg", &svg(&model));
}

#[test]
fn colours_16() {
    let model = model_in(ColorMode::Ansi16, every_tile(), &CLASSIC, 52_180);
    check("16-colours.svg", &svg(&model));
}
