//! The words and buttons of the box of the game's end, in each form it may take, the
//! roomiest first, and the footer's buttons where no box fits.

use super::super::super::digits::Glyphs;
use super::super::super::width::{cells, fold};
use tui2048_app::Model;
use tui2048_app::keymap::{Action, Keymap, key_name};
use tui2048_engine::game::Status;

/// The narrowest a daily game's line to share is folded to in a box of the roomier forms.
const SHARE_LEAST: u16 = 24;

/// The narrowest box whose words are folded to its width: room for `Score 20480` and
/// `[Keep going c]` inside it.
const NARROWEST: u16 = 18;

/// A piece of a row of the box: its text, whether it is strong, and the action of the
/// button it is, if it is one.
pub(in super::super) type Piece = (String, bool, Option<Action>);

/// A button's words and the name of its key (`key`, none where its action has no key),
/// framed: `[ Keep going  Enter ]`, or where room is short (`close`) `[Keep going Enter]`.
pub(in super::super) fn in_frame(words: &str, key: &str, close: bool) -> String {
    match (key.is_empty(), close) {
        (true, false) => format!("[ {words} ]"),
        (true, true) => format!("[{words}]"),
        (false, false) => format!("[ {words}  {key} ]"),
        (false, true) => format!("[{words} {key}]"),
    }
}

/// The shortest name of a key of an action, e.g. `c` (for a box where room is short).
fn shortest_key_of(keymap: &Keymap, action: Action) -> String {
    keymap
        .keys(action)
        .iter()
        .map(|&k| key_name(k))
        .min_by_key(|name| cells(name))
        .unwrap_or_default()
}

fn plain(text: impl Into<String>) -> Vec<Piece> {
    vec![(text.into(), false, None)]
}

fn strong(text: impl Into<String>) -> Vec<Piece> {
    vec![(text.into(), true, None)]
}

/// The width of a row in terminal cells.
pub(in super::super) fn width(row: &[Piece]) -> u16 {
    row.iter().map(|(t, _, _)| cells(t)).sum::<usize>() as u16
}

/// The words of a button: a new game after a game over is another try.
fn words(model: &Model, action: Action, status: Status) -> &'static str {
    tui2048_app::keymap::button_words(model.texts(), action, status == Status::Over)
}

/// A button: its words and its key.
fn button(model: &Model, action: Action, status: Status) -> String {
    let key = model.keymap().first_name(action);
    in_frame(words(model, action, status), &key, false)
}

/// A button where room is short.
fn button_close(model: &Model, action: Action, status: Status) -> String {
    let key = model.keymap().first_name(action);
    in_frame(words(model, action, status), &key, true)
}

/// A button where room is shortest: its shortest key.
fn button_tight(model: &Model, action: Action, status: Status) -> String {
    let key = shortest_key_of(model.keymap(), action);
    in_frame(words(model, action, status), &key, true)
}

/// What the box says of the best score (the app's [`Model::end_box`] says which fact).
pub(super) fn best_words(model: &Model) -> String {
    let best = model.end_box().map(|end| end.best);
    best.map(|best| model.texts().end_best(best))
        .unwrap_or_default()
}

/// The daily game's streaks as they stand on its day, for a daily game.
fn streak_words(model: &Model) -> Option<String> {
    let (finished, won) = model.end_box()?.streak?;
    Some(model.texts().daily_streak(finished, won))
}

/// The buttons side by side, `gap` apart.
pub(in super::super) fn in_a_row(buttons: &[(String, Action)], gap: usize) -> Vec<Piece> {
    buttons
        .iter()
        .enumerate()
        .flat_map(|(i, (b, a))| {
            let gap = (i > 0).then(|| (" ".repeat(gap), false, None));
            gap.into_iter().chain([(b.clone(), true, Some(*a))])
        })
        .collect()
}

/// Rows of plain words, `text` folded to `room` cells where its parts meet.
fn folded(text: &str, room: u16) -> Vec<Vec<Piece>> {
    fold(text, usize::from(room))
        .into_iter()
        .map(plain)
        .collect()
}

/// A form of the box: its rows, and whether a daily game's line to share is among them.
pub(super) type Form = (Vec<Vec<Piece>>, bool);

/// The forms of the box, the roomiest first: big digits with the buttons side by side,
/// then stacked; the facts on a line with the buttons side by side; each fact and each
/// button on a line of its own; then, for a box no wider than `room` cells (the room
/// beside the board), each fact folded to that width and the buttons in their shortest
/// form. A game's line to share goes under the score, whole on one row where a box that
/// wide fits, else folded to the box's width (it says the largest tile and the streaks,
/// which the box then leaves out), so that it stays in sight until the player leaves the
/// game; the last forms go without it, for the status line to say where no box holds it.
/// Where the status line (`status` cells wide) holds the line whole and no box does, the
/// box goes without it before it is folded: a line to share is copied whole.
pub(super) fn forms(model: &Model, actions: &[Action], room: u16, status: u16) -> Vec<Form> {
    let mut forms = Vec::new();
    let shared = model.shared();
    if let Some(line) = shared.as_deref() {
        let whole = u16::try_from(cells(line)).unwrap_or(u16::MAX);
        forms.extend(forms_saying(
            model,
            actions,
            (room, whole),
            Some(line),
            true,
        ));
        if whole <= status {
            forms.extend(forms_saying(model, actions, (room, 0), None, true));
        }
    }
    forms.extend(forms_saying(
        model,
        actions,
        (room, 0),
        shared.as_deref(),
        true,
    ));
    if shared.is_some() {
        forms.extend(forms_saying(model, actions, (room, 0), None, false));
    }
    forms
}

/// The buttons of a box in each of their forms: side by side, stacked, and in their
/// shortest form (for a box folded to the room beside the board).
struct Buttons {
    side_by_side: Vec<Piece>,
    stacked: Vec<Vec<Piece>>,
    tight: Vec<Vec<Piece>>,
}

impl Buttons {
    fn of(model: &Model, actions: &[Action]) -> Buttons {
        let status = model.game().status();
        let buttons: Vec<(String, Action)> = actions
            .iter()
            .map(|&a| (button(model, a, status), a))
            .collect();
        Buttons {
            side_by_side: in_a_row(&buttons, 3),
            stacked: buttons
                .iter()
                .map(|(b, a)| vec![(b.clone(), true, Some(*a))])
                .collect(),
            tight: actions
                .iter()
                .map(|&a| vec![(button_tight(model, a, status), true, Some(a))])
                .collect(),
        }
    }
}

/// The facts apart from the score, each on a line, and the same with the first two on a
/// line: with a line to share (`shares`), only the best, as the line says the tile and
/// the streaks.
fn facts(model: &Model, shares: bool) -> (Vec<String>, Vec<String>) {
    let t = model.texts();
    let best = best_words(model);
    if shares {
        return (vec![best.clone()], vec![best]);
    }
    let largest = model.end_box().map_or(0, |end| end.largest);
    let tile = t.largest_tile(largest);
    let streak = streak_words(model);
    let line = std::iter::once(t.facts(&tile, &best)).chain(streak.clone());
    (
        [tile, best].into_iter().chain(streak).collect(),
        line.collect(),
    )
}

/// The rows above the facts in big digits: the word, the score's digits, a blank row.
fn big_head(model: &Model, big: Vec<String>) -> Vec<Vec<Piece>> {
    let mut head = vec![plain(model.texts().score_word())];
    head.extend(big.into_iter().map(strong));
    head.push(plain(""));
    head
}

/// The line to share (`share`) after a blank row, as wide as `rows` (or `least`, or the
/// line's own width, `whole`).
fn shared_rows(
    share: Option<&str>,
    rows: &[Vec<Piece>],
    least: u16,
    whole: u16,
) -> Vec<Vec<Piece>> {
    let Some(line) = share else {
        return Vec::new();
    };
    let room = rows.iter().map(|r| width(r)).max().unwrap_or(0);
    let room = room.max(least).max(whole);
    let mut out = vec![plain("")];
    out.extend(folded(line, room));
    out
}

/// The forms of the box, with `share` (a game's line) or without: four `roomy` ones (two
/// of them in big digits), then those folded to `room`; with `whole` (the line's width),
/// only the roomy ones, each as wide as the line.
fn forms_saying(
    model: &Model,
    actions: &[Action],
    (room, whole): (u16, u16),
    share: Option<&str>,
    roomy: bool,
) -> Vec<Form> {
    let score = model.end_box().map_or(0, |end| end.score);
    let buttons = Buttons::of(model, actions);
    let (facts, on_a_line) = facts(model, share.is_some());
    let big = Glyphs::Big.render(&score.to_string());
    let mut forms = Vec::new();
    if roomy {
        forms = roomy_forms(
            model,
            &buttons,
            (&facts, &on_a_line),
            big.clone(),
            (share, whole),
        );
    }
    // Folded to the room beside the board, where it is room enough for a box that reads.
    if room >= NARROWEST && whole == 0 {
        forms.extend(folded_forms(model, &buttons, &facts, big, (room, share)));
    }
    forms
        .into_iter()
        .map(|rows| (rows, share.is_some()))
        .collect()
}

/// The four roomy forms: big digits (`big`, where the score has them) with the buttons
/// side by side, then stacked; the score on a line with the buttons side by side, then
/// stacked.
fn roomy_forms(
    model: &Model,
    buttons: &Buttons,
    (facts, on_a_line): (&[String], &[String]),
    big: Option<Vec<String>>,
    (share, whole): (Option<&str>, u16),
) -> Vec<Vec<Vec<Piece>>> {
    let t = model.texts();
    let score = model.end_box().map_or(0, |end| end.score);
    let mut forms = Vec::new();
    if let Some(big) = big {
        let mut wide = big_head(model, big.clone());
        wide.extend(on_a_line.iter().map(plain));
        wide.extend(shared_rows(share, &wide, 0, whole));
        wide.push(plain(""));
        wide.push(buttons.side_by_side.clone());
        forms.push(wide);
        let mut tall = big_head(model, big);
        tall.extend(facts.iter().map(plain));
        tall.extend(shared_rows(share, &tall, SHARE_LEAST, whole));
        tall.push(plain(""));
        tall.extend(buttons.stacked.iter().cloned());
        forms.push(tall);
    }
    let mut on_one = vec![strong(t.score_is(score))];
    on_one.extend(on_a_line.iter().map(plain));
    on_one.extend(shared_rows(share, &on_one, 0, whole));
    on_one.push(buttons.side_by_side.clone());
    forms.push(on_one);
    let mut narrow = vec![strong(t.score_is(score))];
    narrow.extend(facts.iter().map(plain));
    narrow.extend(shared_rows(share, &narrow, SHARE_LEAST, whole));
    narrow.extend(buttons.stacked.iter().cloned());
    forms.push(narrow);
    forms
}

/// The forms folded to `room`, the room beside the board: big digits where they fit,
/// then the score in words; each fact folded, the line to share, the buttons in their
/// shortest form.
fn folded_forms(
    model: &Model,
    buttons: &Buttons,
    facts: &[String],
    big: Option<Vec<String>>,
    (room, share): (u16, Option<&str>),
) -> Vec<Vec<Vec<Piece>>> {
    let t = model.texts();
    let score = model.end_box().map_or(0, |end| end.score);
    let inner = room.saturating_sub(4);
    let heads = [
        big.filter(|rows| rows.iter().all(|r| cells(r) <= usize::from(inner)))
            .map(|big| big_head(model, big)),
        Some(folded(&t.score_is(score), inner)),
    ];
    let mut forms = Vec::new();
    for head in heads.into_iter().flatten() {
        let mut form = head;
        for fact in facts {
            form.extend(folded(fact, inner));
        }
        if let Some(line) = share {
            form.push(plain(""));
            form.extend(folded(line, inner));
        }
        form.push(plain(""));
        form.extend(buttons.tight.iter().cloned());
        forms.push(form);
    }
    forms
}

/// The size of the box that holds `rows` under `title`.
pub(super) fn size(title: &str, rows: &[Vec<Piece>]) -> (u16, u16) {
    let w = rows.iter().map(|r| width(r)).max().unwrap_or(0) + 4;
    (w.max(cells(title) as u16 + 6), rows.len() as u16 + 2)
}

/// The footer's buttons in the longest form that fits `room` cells with a cell free at
/// each end: framed words and keys, then closer, then (all of them rather than the free
/// cells) closer from end to end, then fewer (the last ones first: the status line and
/// the help say them).
pub(super) fn footer_buttons(model: &Model, buttons: &[(Action, Status)], room: u16) -> Vec<Piece> {
    let framed: Vec<(String, Action)> = buttons
        .iter()
        .map(|&(a, s)| (button(model, a, s), a))
        .collect();
    let close: Vec<(String, Action)> = buttons
        .iter()
        .map(|&(a, s)| (button_close(model, a, s), a))
        .collect();
    fit_buttons(&framed, &close, room)
}

/// The buttons, `framed` (`[ Undo  u ]`) or `close` (`[Undo u]`), in the longest form that
/// fits `room` cells with a cell free at each end, as [`footer_buttons`] says.
pub(in super::super) fn fit_buttons(
    framed: &[(String, Action)],
    close: &[(String, Action)],
    room: u16,
) -> Vec<Piece> {
    let inside = room.saturating_sub(2);
    let mut tries = vec![
        (in_a_row(framed, 3), inside),
        (in_a_row(close, 1), inside),
        (in_a_row(close, 1), room),
    ];
    for n in (1..close.len()).rev() {
        tries.push((in_a_row(&close[..n], 1), inside));
    }
    let last = tries.last().map(|t| t.0.clone()).unwrap_or_default();
    tries
        .into_iter()
        .find(|(row, room)| width(row) <= *room)
        .map_or(last, |t| t.0)
}
