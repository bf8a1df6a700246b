//! Races for the screens' tests: against a kept game, the player on the ghost's moves a
//! while then on their own; one played to its end; one won; one whose rival is behind.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use tui2048_app::keymap::Action;
use tui2048_app::settings::{Language, Strength};
use tui2048_app::{Msg, Race, RaceCmd, RaceMsg, update_race};
use tui2048_engine::game::{Dir, GameIds, GameState, Origin, Record, Rules, Status};
use tui2048_ui::{Look, draw_race};

fn play(race: Race, dir: Dir) -> Race {
    update_race(race, RaceMsg::Game(Msg::Action(Action::Move(dir)))).0
}

/// The player's move, and the solver's answers for the rival's board (its first move
/// that moves, up, down, left, right), as many as it is asked for.
fn play_answered(race: Race, dir: Dir) -> Race {
    let (mut race, mut cmds) = update_race(race, RaceMsg::Game(Msg::Action(Action::Move(dir))));
    while let Some(RaceCmd::Rival { id, .. }) = cmds.first().cloned() {
        let rival = race.rival_game().clone();
        let dir = Dir::ALL.into_iter().find(|&d| rival.apply(d).is_some());
        (race, cmds) = update_race(race, RaceMsg::Rival { id, dir });
    }
    race
}

/// A race on boards of side `size` against a kept game of seed 5, the player having
/// played its first `same` moves and then `own` moves of their own, in `language`.
pub(crate) fn race_after(size: usize, same: usize, own: usize, language: Language) -> Race {
    let rules = Rules {
        size,
        ..Rules::default()
    };
    let start = GameState::new(rules, 5);
    let (record, _) = super::cycled(start.clone(), Record::starting(&start, Origin::Seed(5)), 60);
    let mut race = Race::against_record(&record, GameIds::from_seed(123))
        .unwrap()
        .animated(false)
        .in_language(language);
    let mut played = 0;
    while played < same + own {
        let game = race.player().game().clone();
        let dirs = if played < same {
            vec![record.moves()[played]]
        } else {
            vec![Dir::Down, Dir::Left, Dir::Right, Dir::Up]
        };
        let Some(dir) = dirs.into_iter().find(|&d| game.apply(d).is_some()) else {
            break;
        };
        race = play(race, dir);
        played += 1;
    }
    race
}

/// A race on 3×3 boards the player plays alone to its end (the ghost's game is short).
pub(crate) fn race_over(language: Language) -> Race {
    let mut race = race_after(3, 0, 0, language);
    for k in 0..500 {
        let game = race.player().game().clone();
        let Some(dir) = Dir::ALL
            .into_iter()
            .cycle()
            .skip(k % 4)
            .take(4)
            .find(|&d| game.apply(d).is_some())
        else {
            break;
        };
        race = play(race, dir);
        if race.player().game().status() == Status::Won {
            race = update_race(race, RaceMsg::Game(Msg::Action(Action::KeepGoing))).0;
        }
    }
    assert!(race.over());
    race
}

/// A race against the solver to 16 that the player has won, the solver keeping up.
pub(crate) fn race_won(language: Language) -> Race {
    let rules = Rules {
        target: 16,
        ..Rules::default()
    };
    let mut race = Race::against_solver(rules, 3, Strength::Fast, GameIds::from_seed(122))
        .animated(false)
        .in_language(language);
    for k in 0..200 {
        if race.player().game().status() == Status::Won {
            return race;
        }
        let game = race.player().game().clone();
        let dir = Dir::ALL
            .into_iter()
            .cycle()
            .skip(k % 2)
            .take(4)
            .find(|&d| game.apply(d).is_some())
            .expect("a move");
        race = play_answered(race, dir);
    }
    panic!("no win")
}

/// A race against the solver whose player's game is over while the solver, asked for its
/// moves, has made none of them.
pub(crate) fn race_behind(language: Language) -> Race {
    let mut race = Race::against_solver(
        Rules {
            size: 3,
            ..Rules::default()
        },
        8,
        Strength::Fast,
        GameIds::from_seed(121),
    )
    .animated(false)
    .in_language(language);
    for k in 0..500 {
        let game = race.player().game().clone();
        let Some(dir) = Dir::ALL
            .into_iter()
            .cycle()
            .skip(k % 4)
            .take(4)
            .find(|&d| game.apply(d).is_some())
        else {
            break;
        };
        race = play(race, dir);
        if race.player().game().status() == Status::Won {
            race = update_race(race, RaceMsg::Game(Msg::Action(Action::KeepGoing))).0;
        }
    }
    assert!(race.rival_behind() && race.player().game().status() == Status::Over);
    race
}

/// The race screen of `race` at `w`×`h`.
pub(crate) fn render_race(race: &Race, look: Look, w: u16, h: u16) -> Buffer {
    let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
    draw_race(race, look, buf.area, &mut buf);
    buf
}

/// The text of `rect` on the screen, a row a line (a wide character once).
pub(crate) fn cut(buf: &Buffer, rect: Rect) -> Vec<String> {
    (rect.y..rect.bottom())
        .map(|y| {
            (rect.x..rect.right())
                .map(|x| buf[(x, y)].symbol())
                .collect()
        })
        .collect()
}

/// A game's tiles, row by row.
pub(crate) fn values(game: &GameState) -> Vec<Vec<u64>> {
    let b = game.board();
    let n = b.size();
    (0..n)
        .map(|row| {
            (0..n)
                .map(|col| b.value(tui2048_engine::game::Pos { row, col }))
                .collect()
        })
        .collect()
}

/// Whether every tile of both boards reads on the screen as the race has it, where the
/// race's layout (its box's room made) puts each board (the rival's where it has one).
pub(crate) fn boards_in_sight(buf: &Buffer, race: &Race) -> Result<(), String> {
    let at = tui2048_ui::race_laid_out(race, buf.area).ok_or("no layout")?;
    let mine = super::screen::board_of(&cut(buf, at.you.board));
    if mine.as_ref() != Some(&values(race.player().game())) {
        return Err(format!("the player's board reads {mine:?}"));
    }
    if let Some((rect, _, _)) = at.rival {
        let theirs = super::screen::board_of(&cut(buf, rect));
        if theirs.as_ref() != Some(&values(race.rival_game())) {
            return Err(format!("the rival's board reads {theirs:?}"));
        }
    }
    Ok(())
}
