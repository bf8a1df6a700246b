//! Random message storms thrown at `update`, checking the model's invariants after each
//! message and drawing every state at the size the storm asks for.

use proptest::prelude::*;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use tui2048_app::keymap::Action;
use tui2048_app::settings::ColorMode;
use tui2048_app::{Model, Msg, UNDO_LIMIT, update};
use tui2048_engine::game::{Dir, GameState, Rules, SpawnRule, Status};
use tui2048_ui::{Look, draw};

/// A message, or the terminal taking another size (for the drawing).
#[derive(Clone, Debug)]
enum Step {
    Msg(Msg),
    Resize(u16, u16),
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        8 => prop::sample::select(Dir::ALL.to_vec()).prop_map(|d| Step::Msg(Msg::Action(Action::Move(d)))),
        2 => Just(Step::Msg(Msg::Action(Action::Undo))),
        1 => Just(Step::Msg(Msg::Action(Action::Restart))),
        2 => Just(Step::Msg(Msg::Action(Action::KeepGoing))),
        1 => Just(Step::Msg(Msg::Action(Action::Help))),
        1 => Just(Step::Msg(Msg::Action(Action::Stats))),
        1 => Just(Step::Msg(Msg::NextPage)),
        1 => Just(Step::Msg(Msg::PreviousPage)),
        1 => Just(Step::Msg(Msg::Action(Action::Autoplay))),
        1 => prop::sample::select(Dir::ALL.to_vec())
            .prop_map(|d| Step::Msg(Msg::SolverAnswer { id: 1, dir: Some(d) })),
        2 => (1u16..=220, 1u16..=70).prop_map(|(w, h)| Step::Resize(w, h)),
        1 => prop_oneof![
            Just(Ok(())),
            Just(Err(tui2048_store::SaveError::Failed(tui2048_store::Fault::NotLocked)))
        ]
        .prop_map(|r| Step::Msg(Msg::Saved(r))),
    ]
}

fn start() -> impl Strategy<Value = (Model, Look)> {
    (
        3usize..=5,
        prop::sample::select(vec![8u64, 16, 32, 2048]),
        any::<bool>(),
        any::<u64>(),
        prop::sample::select(vec![
            ColorMode::TrueColor,
            ColorMode::Ansi256,
            ColorMode::Ansi16,
            ColorMode::None,
        ]),
    )
        .prop_map(|(size, target, scaled, seed, mode)| {
            let spawn = if scaled {
                SpawnRule::Scaled
            } else {
                SpawnRule::Classic
            };
            let rules = Rules {
                size,
                target,
                spawn,
            };
            (Model::new(GameState::new(rules, seed)), Look::new(mode))
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn invariants_hold_after_every_message(
        (mut model, look) in start(),
        steps in prop::collection::vec(step(), 1..300),
    ) {
        let mut best = model.best_score();
        let mut size = (80u16, 24u16);
        for step in steps {
            let msg = match step {
                Step::Resize(w, h) => {
                    size = (w, h);
                    continue;
                }
                Step::Msg(msg) => msg,
            };
            let before = model.clone();
            let (next, cmds) = update(model, msg.clone());
            model = next;

            prop_assert!(model.session().undo_stack().len() <= UNDO_LIMIT);
            // BEST goes down only when undo takes back what raised it, or when the
            // solver's move makes the game in play no longer the player's own.
            let assisted_now = model.game().assisted() && !before.game().assisted();
            if msg != Msg::Action(Action::Undo) && !assisted_now {
                prop_assert!(model.best_score() >= best, "best went down after {msg:?}");
            }
            // BEST is the player's own; an assisted game's score raises its own best.
            if model.game().assisted() {
                prop_assert!(model.assisted_best_score() >= model.game().score());
            } else {
                prop_assert!(model.best_score() >= model.game().score());
            }
            best = model.best_score();
            let board = model.game().board();
            prop_assert!(board.max_tile() >= 2, "a board always has a tile");
            match model.game().status() {
                Status::Playing | Status::KeepPlaying => prop_assert!(board.can_move()),
                Status::Over => prop_assert!(!board.can_move()),
                Status::Won => prop_assert!(board.max_tile() >= model.game().rules().target),
            }
            // Only real changes are saved, and every change is.
            let changed = model.game() != before.game();
            prop_assert_eq!(cmds.contains(&tui2048_app::Cmd::Save), changed, "{:?}", msg);

            let area = Rect::new(0, 0, size.0, size.1);
            let mut buf = Buffer::empty(area);
            draw(&model, look, area, &mut buf);
        }
    }
}
