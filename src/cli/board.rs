//! `tui2048 board [TEXT|FILE|-]… [--day DATE]`: the records of a text checked as `verify`
//! checks them, and the true ones ranked: the daily games of each day (of `--day` only),
//! then the other games by board and target; each player's best once (a player is their
//! name, or anonymous), the same record pasted again counted once, with the undos, hints
//! and the solver's moves each record declares. A daily game ranks each player's first
//! try shared (the one that cannot be chosen after seeing the day's tiles), its try said
//! and their best try beside it. The false records are listed apart, with
//! why, and a line says what a replay cannot prove. The exit code is `verify`'s.

use std::collections::{BTreeMap, HashSet};
use std::process::ExitCode;

use super::output::{self, warn};
use super::verify::{Seen, day, declared, player, said, seen, verdict};
use super::{BoardArgs, Error, paste};
use crate::app::grouped;
use crate::app::text::{Speaks, Texts};
use crate::settings::Language;
use crate::ui::width::{cells, pad_left, pad_right};
use tui2048_engine::game::{Day, Record, SpawnRule};

/// The games ranked together: a day's daily game, or the games of a board, a target and
/// a spawn rule. Daily games come first, the newest day first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Group {
    Daily(std::cmp::Reverse<Day>),
    Rules(usize, u64, bool),
}

/// A true record in the board.
struct Entry<'a> {
    record: &'a Record,
    line: usize,
    score: u64,
    tile: u64,
    moves: u64,
}

impl Entry<'_> {
    /// The better of two games first: more points, then fewer moves, then fewer undos,
    /// then the one found first.
    fn order(&self) -> (std::cmp::Reverse<u64>, u64, u64, usize) {
        (
            std::cmp::Reverse(self.score),
            self.moves,
            self.record.undos(),
            self.line,
        )
    }
}

/// A player's place in a group: the game ranked (their best; for a daily game, their
/// first try), and, for a daily game, their best try where it is another.
struct Standing<'a> {
    ranked: Entry<'a>,
    best: Option<Entry<'a>>,
}

impl<'a> Standing<'a> {
    /// `entry`, another game of the player, taken where it ranks before the one ranked
    /// (`daily`: an earlier try; else a better game), or as their best try.
    fn take(&mut self, entry: Entry<'a>, daily: bool) {
        if !daily {
            if entry.order() < self.ranked.order() {
                self.ranked = entry;
            }
            return;
        }
        let first = |e: &Entry<'_>| (e.record.tries(), e.order());
        // The later try of the two.
        let later = if first(&entry) < first(&self.ranked) {
            std::mem::replace(&mut self.ranked, entry)
        } else {
            entry
        };
        let best = match self.best.take() {
            Some(best) if best.order() < later.order() => best,
            _ => later,
        };
        self.best = (best.order() < self.ranked.order()).then_some(best);
    }
}

/// `tui2048 board`.
pub(crate) fn run(args: &BoardArgs, language: Language) -> Result<ExitCode, Error> {
    output::check_open()?;
    let texts = language.texts();
    let text = paste::read(&args.text)?;
    let seen = seen(&text, texts);
    if seen.is_empty() {
        warn(&texts.verify_none());
        return Ok(verdict(&seen));
    }
    output::say_out(&board(&seen, args.day, texts))?;
    Ok(verdict(&seen))
}

/// The board of the records `seen`, in `texts`' words: the daily games of `only` alone
/// when it is given.
fn board(seen: &[Seen<'_>], only: Option<Day>, texts: &Texts) -> String {
    let mut groups: BTreeMap<Group, BTreeMap<Option<String>, Standing<'_>>> = BTreeMap::new();
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
            Some(day) => Group::Daily(std::cmp::Reverse(day)),
            None => {
                let rules = record.rules();
                Group::Rules(rules.size, rules.target, rules.spawn == SpawnRule::Scaled)
            }
        };
        if only.is_some_and(|only| group != Group::Daily(std::cmp::Reverse(only))) {
            continue;
        }
        let entry = Entry {
            record,
            line: s.found.line,
            score: end.score(),
            tile: end.board().max_tile(),
            moves: end.moves(),
        };
        let players = groups.entry(group).or_default();
        let daily = matches!(group, Group::Daily(_));
        match players.entry(player(record)) {
            std::collections::btree_map::Entry::Vacant(v) => {
                v.insert(Standing {
                    ranked: entry,
                    best: None,
                });
            }
            std::collections::btree_map::Entry::Occupied(mut o) => o.get_mut().take(entry, daily),
        }
    }
    let mut parts: Vec<String> = Vec::new();
    if let Some(only) = only
        && groups.is_empty()
    {
        parts.push(format!("{}\n", texts.board_no_day(only)));
    }
    for (group, players) in groups {
        let mut entries: Vec<(Option<String>, Standing<'_>)> = players.into_iter().collect();
        entries.sort_by_key(|(_, s)| s.ranked.order());
        let heading = match group {
            Group::Daily(day) => texts.board_daily(day.0, entries.len()),
            Group::Rules(..) => texts.board_game(entries[0].1.ranked.record.rules(), entries.len()),
        };
        let daily = matches!(group, Group::Daily(_));
        parts.push(format!("{heading}\n{}", rows(&entries, daily, texts)));
    }
    let false_ones: Vec<&Seen<'_>> = seen.iter().filter(|s| !s.checked.is_true()).collect();
    if !false_ones.is_empty() {
        let mut part = format!("{}\n", texts.board_false(false_ones.len()));
        for s in false_ones {
            let by = s.checked.record.as_deref().and_then(player);
            let why = s.checked.outcome.as_ref().err().map(|w| said(w, texts));
            let row = texts.board_false_row(
                s.found.line,
                &texts.verify_by(by.as_deref()),
                &why.unwrap_or_default(),
            );
            part.push_str(&format!("  {row}\n"));
        }
        parts.push(part);
    }
    if again > 0 {
        parts.push(format!("{}\n", texts.board_again(again)));
    }
    parts.push(format!("{}\n", texts.board_limits()));
    parts.join("\n")
}

/// The players of a group, ranked (equal points, equal rank), their columns lined up.
fn rows(entries: &[(Option<String>, Standing<'_>)], daily: bool, texts: &Texts) -> String {
    let mut ranks = Vec::with_capacity(entries.len());
    for (i, (_, s)) in entries.iter().enumerate() {
        let rank = match i {
            0 => 1,
            _ if entries[i - 1].1.ranked.score == s.ranked.score => ranks[i - 1],
            _ => i + 1,
        };
        ranks.push(rank);
    }
    let names: Vec<&str> = entries
        .iter()
        .map(|(name, _)| name.as_deref().unwrap_or(texts.board_anonymous()))
        .collect();
    let points: Vec<String> = entries
        .iter()
        .map(|(_, s)| grouped(s.ranked.score))
        .collect();
    let widest = |words: &[String]| words.iter().map(|w| cells(w)).max().unwrap_or(0);
    let rank_words: Vec<String> = ranks.iter().map(usize::to_string).collect();
    let name_words: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let (rank_width, name_width, points_width) =
        (widest(&rank_words), widest(&name_words), widest(&points));
    let mut out = String::new();
    for (i, (_, s)) in entries.iter().enumerate() {
        let e = &s.ranked;
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
            if let Some(best) = &s.best {
                row.push_str(&texts.board_best_try(best.record.tries(), &grouped(best.score)));
            }
        }
        out.push_str(&format!("  {row}\n"));
    }
    out
}
