//! The replay screen: the move shown and its grade, in each language.

use super::*;
use tui2048_app::text::Chinese;
use tui2048_app::{Replay, ReplayMsg, Verdict, update_replay};
use tui2048_engine::game::{Grade, Origin, Record};
use tui2048_ui::draw_replay;

/// A game of six moves from a seed, and its replay in `language`, graded.
fn graded_replay(language: Language) -> Replay {
    let state = GameState::new(Rules::default(), 7);
    let record = Record::starting(&state, Origin::Seed(7));
    let (record, _) = support::cycled(state, record, 6);
    let moves = record.moves().to_vec();
    let other = Dir::ALL.into_iter().find(|&d| d != moves[1]).unwrap();
    let verdicts = (0..6)
        .map(|i| Verdict {
            grade: if i == 1 { Grade::Mistake } else { Grade::Best },
            best: if i == 1 { other } else { moves[i] },
        })
        .collect();
    let r = Replay::of(record).unwrap().in_language(language);
    let (r, _) = update_replay(r, ReplayMsg::Reviewed(Some(verdicts)));
    let key = tui2048_app::keymap::Key::new(tui2048_app::keymap::KeyCode::Right);
    let (r, _) = update_replay(r, ReplayMsg::Key(key));
    update_replay(r, ReplayMsg::Key(key)).0
}

fn replay_screen(r: &Replay, w: u16, h: u16) -> String {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    draw_replay(r, Look::new(ColorMode::None), area, &mut buf);
    text(&buf)
}

/// The replay says the move shown and its grade, in a go or chess player's words in
/// Chinese.
#[rstest]
#[case::en(Language::English)]
#[case::zh(Language::Chinese)]
fn the_replay_says_the_move_and_its_grade(#[case] language: Language) {
    let r = graded_replay(language);
    let dir = r.record().moves()[1];
    let screen = replay_screen(&r, 100, 36);
    match language {
        Language::English => {
            let said = format!(
                "Move 2: {} {} · mistake (the solver:",
                dir.arrow(),
                dir.name()
            );
            shows(
                &screen,
                &[&said, "Replay of a 4×4 game", "MOVE 2 / 6", "step", "back"],
            );
        }
        Language::Chinese => {
            let said = format!("第 2 步：向{}，疑问手（AI：向", Chinese.direction(dir));
            shows(
                &screen,
                &[&said, "复盘：4✕4 对局", "步数 2 / 6", "步进", "返回"],
            );
        }
    }
    snapshot_in!(language, screen);
}
