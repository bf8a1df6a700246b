//! `tui2048 board [TEXT|FILE|-]… [--day DATE]`: the records of a text checked as `verify`
//! checks them, and the true ones ranked: the daily games of each day (of `--day` only),
//! then the other games by board and target; each game once however many times and under
//! however many names it was pasted (the names it was claimed by beside it), each
//! player's best once (a player is the first name their game was claimed by, names that
//! look the same one player, or anonymous), with the undos, hints and the solver's moves
//! each record declares. A daily game ranks each player's first try shared (the one that
//! cannot be chosen after seeing the day's tiles), its try said and their best try beside
//! it. The games that do not start from their first tiles (a board
//! given, moves kept from another game) are listed apart, unranked; so are the false
//! records, with why, and those that cannot be checked here. A line says what a replay
//! cannot prove. The exit code is `verify`'s.

use std::collections::{BTreeMap, HashMap, HashSet, btree_map};
use std::process::ExitCode;

use super::output::{self, warn};
use super::paste::{From, Source};
use super::verify::{
    Answered, Seen, day, declared, player, said, seen, served, verdict, verdict_code,
};
use super::{BoardArgs, Error, paste};
use tui2048_app::grouped;
use tui2048_app::settings::Language;
use tui2048_app::text::shown;
use tui2048_app::text::{Speaks, Texts};
use tui2048_engine::game::proof::Answer;
use tui2048_engine::game::{Day, Name, Record, SpawnRule};
use tui2048_ui::width::{cells, pad_left, pad_right};

/// The games ranked together: a day's daily game (the public one, or a server's by its
/// seed), or the games of a board, a target and a spawn rule. Daily games come first, the
/// newest day first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Group {
    Daily(std::cmp::Reverse<Day>, Option<u64>),
    Rules(usize, u64, bool),
}

/// A true record in the board.
#[derive(Clone, Copy)]
struct Entry<'a> {
    record: &'a Record,
    /// Where it was found: its source and its line there.
    found: (usize, usize),
    score: u64,
    tile: u64,
    moves: u64,
}

impl Entry<'_> {
    /// The better of two games first: more points, then fewer moves, then fewer undos,
    /// then the one found first.
    fn order(&self) -> (std::cmp::Reverse<u64>, u64, u64, (usize, usize)) {
        (
            std::cmp::Reverse(self.score),
            self.moves,
            self.record.undos(),
            self.found,
        )
    }
}

/// `tui2048 board`.
pub(crate) fn run(args: &BoardArgs, language: Language) -> Result<ExitCode, Error> {
    answer(args, language).map_err(Error::io)
}

/// What `tui2048 board -` answers of `text` in `language`, the daily games of `day` alone
/// when it is given.
pub fn answer_text(text: String, day: Option<Day>, language: Language) -> Answered {
    answer_of(text, day, language.texts(), Vouched::Records)
}

/// The board of the daily games of `day` a server saw played (`text`, their records), in
/// `language`: what it proves is the server's word on every move, not the records' own.
pub fn served_text(text: String, day: Day, language: Language) -> Answered {
    answer_of(text, Some(day), language.texts(), Vouched::Server)
}

/// Who vouches for what the records declare beyond their moves: their writers, or the
/// server that saw every move.
#[derive(Clone, Copy)]
enum Vouched {
    Records,
    Server,
}

fn answer_of(text: String, day: Option<Day>, texts: &Texts, by: Vouched) -> Answered {
    let sources = [Source {
        from: From::Stdin,
        text,
    }];
    let seen = seen(&sources, texts);
    if seen.is_empty() {
        return Answered {
            out: String::new(),
            err: format!("{}\n", texts.verify_none()),
            code: verdict_code(&seen),
        };
    }
    Answered {
        out: board(&seen, day, texts, by),
        err: String::new(),
        code: verdict_code(&seen),
    }
}

fn answer(args: &BoardArgs, language: Language) -> Result<ExitCode, Error> {
    output::check_open()?;
    let texts = language.texts();
    let sources = paste::read(&args.text)?;
    let seen = seen(&sources, texts);
    if seen.is_empty() {
        warn(&texts.verify_none());
        return Ok(verdict(&seen));
    }
    output::say_out(&board(&seen, args.day, texts, Vouched::Records))?;
    Ok(verdict(&seen))
}

/// The board of the records `seen`, in `texts`' words: the daily games of `only` alone
/// when it is given; what it proves, as `by` vouches.
fn board(seen: &[Seen<'_>], only: Option<Day>, texts: &Texts, by: Vouched) -> String {
    let (games, apart, again) = gather(seen, only);
    let groups = games.players();
    let mut parts: Vec<String> = Vec::new();
    if let Some(only) = only
        && groups.is_empty()
        && apart.is_empty()
    {
        parts.push(format!("{}\n", texts.board_no_day(only)));
    }
    for (group, mut entries) in groups {
        entries.sort_by_key(|game| game.best.order());
        let heading = match group {
            Group::Daily(day, None) => texts.board_daily(day.0, entries.len()),
            Group::Daily(day, Some(_)) => texts.board_served(day.0, entries.len()),
            Group::Rules(..) => texts.board_game(entries[0].best.record.rules(), entries.len()),
        };
        let daily = matches!(group, Group::Daily(..));
        parts.push(format!("{heading}\n{}", rows(&entries, daily, texts)));
    }
    if !apart.is_empty() {
        parts.push(apart_part(&apart, texts));
    }
    for answer in [Answer::False, Answer::Unchecked] {
        parts.extend(unproved_part(seen, answer, texts));
    }
    if again > 0 {
        parts.push(format!("{}\n", texts.board_again(again)));
    }
    let limits = match by {
        Vouched::Records => texts.board_limits(),
        Vouched::Server => texts.board_limits_served(),
    };
    parts.push(format!("{limits}\n"));
    parts.join("\n")
}

/// The true records of `seen` (of the daily games of `only` alone when it is given), each
/// pasted text once: those from their first tiles as games of their groups, the others
/// apart; and how many were pasted again.
fn gather<'a>(seen: &'a [Seen<'a>], only: Option<Day>) -> (Games<'a>, Vec<&'a Seen<'a>>, usize) {
    let mut games = Games::default();
    let mut apart: Vec<&Seen<'_>> = Vec::new();
    let mut pasted = HashSet::new();
    let mut again = 0;
    for s in seen {
        let (Some(record), Ok(end)) = (&s.checked.record, &s.checked.outcome) else {
            continue;
        };
        if !pasted.insert(s.found.text.as_ref()) {
            again += 1;
            continue;
        }
        let group = match day(record) {
            Some(day) => Group::Daily(std::cmp::Reverse(day), served(record)),
            None => {
                let rules = record.rules();
                Group::Rules(rules.size, rules.target, rules.spawn == SpawnRule::Scaled)
            }
        };
        if only.is_some_and(|only| !matches!(group, Group::Daily(day, _) if day.0 == only)) {
            continue;
        }
        if !record.from_first_tiles() {
            apart.push(s);
            continue;
        }
        let entry = Entry {
            record,
            found: (s.source, s.found.line),
            score: end.score(),
            tile: end.board().max_tile(),
            moves: end.moves(),
        };
        games.add(group, s.found.text.as_ref(), entry);
    }
    (games, apart, again)
}

/// The true games not from their first tiles, unranked, under their heading.
fn apart_part(apart: &[&Seen<'_>], texts: &Texts) -> String {
    let mut part = format!("{}\n", texts.board_apart(apart.len()));
    for s in apart {
        let (Some(record), Ok(end)) = (&s.checked.record, &s.checked.outcome) else {
            continue;
        };
        let by = texts.verify_by(player(record).as_deref());
        let from = record.began();
        let figures = [
            grouped(end.score()),
            end.board().max_tile().to_string(),
            grouped(end.moves()),
        ];
        let row = texts.board_apart_row((&s.at, &by, from), (figures, end.moves()));
        part.push_str(&format!("  {row}\n"));
    }
    part
}

/// The records of `seen` whose answer is `answer` (false, or not checked here), with why,
/// under their heading; none when there are none.
fn unproved_part(seen: &[Seen<'_>], answer: Answer, texts: &Texts) -> Option<String> {
    let listed: Vec<&Seen<'_>> = seen
        .iter()
        .filter(|s| s.checked.answer() == answer)
        .collect();
    if listed.is_empty() {
        return None;
    }
    let heading = match answer {
        Answer::False => texts.board_false(listed.len()),
        _ => texts.board_unknown(listed.len()),
    };
    let mut part = format!("{heading}\n");
    for s in listed {
        let by = s.checked.record.as_deref().and_then(player);
        let why = s.checked.outcome.as_ref().err().map(|w| said(w, texts));
        let row = texts.board_false_row(
            &s.at,
            &texts.verify_by(by.as_deref()),
            &why.unwrap_or_default(),
        );
        part.push_str(&format!("  {row}\n"));
    }
    Some(part)
}

/// One game, however often and under however many names it was pasted: its best record
/// and the names it was claimed by, in the order found (names that look the same once).
/// As a player's standing in a daily group: the try ranked (their first), and their best
/// try where it is another.
struct Game<'a> {
    best: Entry<'a>,
    names: Vec<Name>,
    better_try: Option<Entry<'a>>,
}

impl<'a> Game<'a> {
    /// `other`, another game of the same player, taken where it ranks before this one
    /// (`daily`: an earlier try; else a better game), or as their best try.
    fn take(&mut self, other: Game<'a>, daily: bool) {
        if !daily {
            if other.best.order() < self.best.order() {
                *self = other;
            }
            return;
        }
        let first = |e: &Entry<'_>| (e.record.tries(), e.order());
        let mut tries: Vec<Entry<'a>> = [Some(other.best), other.better_try, self.better_try]
            .into_iter()
            .flatten()
            .collect();
        if first(&other.best) < first(&self.best) {
            tries.retain(|e| e.found != other.best.found);
            tries.push(std::mem::replace(&mut self.best, other.best));
            self.names = other.names;
        }
        let best = tries.into_iter().min_by_key(Entry::order);
        self.better_try = best.filter(|b| b.order() < self.best.order());
    }
}

/// The true games of a text, one entry a game: records of one game (the same game's name)
/// are one game, a record without one (an older version's) a game of its own.
#[derive(Default)]
struct Games<'a> {
    games: Vec<(Group, Game<'a>)>,
    /// Where each game is in `games`, by its name or its record's line.
    at: HashMap<GameKey<'a>, usize>,
}

#[derive(PartialEq, Eq, Hash)]
enum GameKey<'a> {
    Named(u64),
    Line(&'a str),
}

impl<'a> Games<'a> {
    /// The record `entry`, found as `text`, of the games of `group`.
    fn add(&mut self, group: Group, text: &'a str, entry: Entry<'a>) {
        let key = match entry.record.id() {
            Some(id) => GameKey::Named(id.get()),
            None => GameKey::Line(text),
        };
        let name = entry.record.claim().and_then(|c| c.name.clone());
        let Some(&i) = self.at.get(&key) else {
            self.at.insert(key, self.games.len());
            let names = name.into_iter().collect();
            let game = Game {
                best: entry,
                names,
                better_try: None,
            };
            self.games.push((group, game));
            return;
        };
        let game = &mut self.games[i].1;
        if let Some(name) = name
            && !game.names.iter().any(|n| n.key() == name.key())
        {
            game.names.push(name);
        }
        if entry.order() < game.best.order() {
            game.best = entry;
        }
    }

    /// Each group's players, each with their best game: a player is the first name their
    /// game was claimed by, names that look the same one player, or anonymous.
    fn players(self) -> BTreeMap<Group, Vec<Game<'a>>> {
        let mut groups: BTreeMap<Group, BTreeMap<Option<String>, Game<'a>>> = BTreeMap::new();
        for (group, game) in self.games {
            let player = game.names.first().map(Name::key);
            let daily = matches!(group, Group::Daily(..));
            match groups.entry(group).or_default().entry(player) {
                btree_map::Entry::Vacant(v) => {
                    v.insert(game);
                }
                btree_map::Entry::Occupied(mut o) => o.get_mut().take(game, daily),
            }
        }
        groups
            .into_iter()
            .map(|(group, players)| (group, players.into_values().collect()))
            .collect()
    }
}

/// The players of a group, ranked (equal points, equal rank), their columns lined up.
fn rows(entries: &[Game<'_>], daily: bool, texts: &Texts) -> String {
    let mut ranks = Vec::with_capacity(entries.len());
    for (i, game) in entries.iter().enumerate() {
        let rank = match i {
            0 => 1,
            _ if entries[i - 1].best.score == game.best.score => ranks[i - 1],
            _ => i + 1,
        };
        ranks.push(rank);
    }
    let shown_name = |name: &Name| shown(name.as_str()).into_owned();
    let names: Vec<String> = entries
        .iter()
        .map(|game| match game.names.split_first() {
            None => texts.board_anonymous().to_string(),
            Some((name, [])) => shown_name(name),
            Some((name, others)) => {
                let others: Vec<String> = others.iter().map(shown_name).collect();
                texts.board_claimed(&shown_name(name), &others)
            }
        })
        .collect();
    let points: Vec<String> = entries
        .iter()
        .map(|game| grouped(game.best.score))
        .collect();
    let widest = |words: &[String]| words.iter().map(|w| cells(w)).max().unwrap_or(0);
    let rank_words: Vec<String> = ranks.iter().map(usize::to_string).collect();
    let name_words = names;
    let (rank_width, name_width, points_width) =
        (widest(&rank_words), widest(&name_words), widest(&points));
    let mut out = String::new();
    for (i, game) in entries.iter().enumerate() {
        let e = &game.best;
        let mut row = texts.board_row(
            (
                &pad_left(&rank_words[i], rank_width),
                &pad_right(&name_words[i], name_width),
            ),
            (
                [
                    pad_left(&points[i], points_width),
                    e.tile.to_string(),
                    grouped(e.moves),
                ],
                e.moves,
            ),
            &declared(e.record, texts),
        );
        if daily {
            row.push_str(&texts.board_try(e.record.tries()));
            if let Some(best) = &game.better_try {
                row.push_str(&texts.board_best_try(best.record.tries(), &grouped(best.score)));
            }
        }
        out.push_str(&format!("  {row}\n"));
    }
    out
}
