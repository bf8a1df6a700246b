//! What a share line says, read in any of the game's languages by where its numbers stand
//! rather than by its words: `tui2048`, a word and a date for the daily game (`tui2048
//! daily 2026-11-30 · 4096 · 36,512 points · 1,841 moves · 2 undos · 1 try`, `tui2048
//! 每日挑战 2026-11-30：4096，36,512 分，…`), or the board at once for another game
//! (`tui2048 4×4 to 2048 · 4096 · …`), then the numbers in their order. The words are read
//! normalised ([`super::find::normalised`]). The player's name, which the record carries,
//! is taken out first where the game writes it, right after the day or the board and
//! target, a field of its own, so that its digits are not read as a number; anywhere else
//! it is read as it stands, and a number in it cannot pass for the score. A number in
//! digits of another script is read as no figure a game has. Words that are not a share
//! line (a race's line, a sentence) say nothing.

use crate::game::daily::Day;

/// The game a share line names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Game {
    /// The daily game of a day.
    Daily(Day),
    /// A game on a board of a size (written `N×M`: both are the size).
    Board(u64, u64),
}

/// What a share line says: its game, then its numbers in order (the daily game's: the
/// largest tile, the points, the moves, the undos, the tries; another game's: the target,
/// then the same but the tries).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Said {
    pub game: Game,
    pub numbers: Vec<u64>,
}

/// The most numbers read: those the line is checked by.
const NUMBERS: usize = 6;

/// The most characters of the word between `tui2048` and a daily game's date.
const WORD: usize = 12;

/// What `words` (from `tui2048 ` on) say, with the player's `name` taken out; `None` when
/// they are not a share line.
pub(super) fn read(words: &str, name: Option<&str>) -> Option<Said> {
    let rest = words.strip_prefix("tui2048 ")?;
    let first = rest.find(|c: char| c.is_ascii_digit())?;
    let word = rest[..first].trim();
    let (game, len) = if let Some(day) = date(&rest[first..]) {
        let one_word = !word.is_empty() && !word.contains(char::is_whitespace);
        if !one_word || word.chars().count() > WORD {
            return None;
        }
        (Game::Daily(day), 10)
    } else {
        // Another game's line starts with its board.
        if !word.is_empty() {
            return None;
        }
        board(&rest[first..])?
    };
    let mut after = rest[first + len..].to_string();
    if let Some(at) = name.and_then(|name| name_at(&after, name, game)) {
        after.replace_range(at.0..at.1, " ");
    }
    Some(Said {
        game,
        numbers: numbers(&after),
    })
}

/// Where `name` stands in `after` (the words after the day or the board) as the game
/// writes it: the first field after the day, or after the board's target and the words
/// beside it, set apart by `·` or the Chinese line's signs (`，玩家 …：`).
fn name_at(after: &str, name: &str, game: Game) -> Option<(usize, usize)> {
    if name.is_empty() {
        return None;
    }
    // Another game's target comes first: the name follows the number and its words.
    let from = match game {
        Game::Daily(_) => 0,
        Game::Board(..) => {
            let digit = after.find(|c: char| c.is_ascii_digit())?;
            digit + after[digit..].find(|c: char| !c.is_ascii_digit())?
        }
    };
    let mut search = from;
    while let Some(found) = after[search..].find(name) {
        let at = search + found;
        let end = at + name.len();
        let before = after[from..at].trim_end();
        let next = after[end..].trim_start();
        let opens = before.ends_with('·') || before.ends_with("玩家");
        let closes = next.is_empty() || next.starts_with(['·', ':']);
        // Between the target (or the day) and the name, words and signs, no number.
        let clear = !after[from..at].chars().any(|c| c.is_numeric());
        if opens && closes && clear {
            return Some((at, end));
        }
        search = at + name.chars().next().map_or(1, char::len_utf8);
    }
    None
}

/// The date `YYYY-MM-DD` that `text` starts with.
fn date(text: &str) -> Option<Day> {
    let head = text.get(..10)?;
    let shaped = head.bytes().enumerate().all(|(i, b)| match i {
        4 | 7 => b == b'-',
        _ => b.is_ascii_digit(),
    });
    let next = text[10..].chars().next();
    if !shaped || next.is_some_and(|c| c.is_ascii_digit()) {
        return None;
    }
    head.parse().ok()
}

/// The board `N×N` that `text` starts with (`×`, `✕` or `x` between, with or without
/// spaces), and its length.
fn board(text: &str) -> Option<(Game, usize)> {
    let digits = |s: &str| s.bytes().take_while(u8::is_ascii_digit).count();
    let n = digits(text);
    let spaced = |at: usize| at + text[at..].bytes().take_while(|&b| b == b' ').count();
    let at = spaced(n);
    let sign = text[at..].chars().next()?;
    if !matches!(sign, '×' | '✕' | 'x') {
        return None;
    }
    let from = spaced(at + sign.len_utf8());
    let m = digits(&text[from..]);
    if n == 0 || m == 0 || n > 3 || m > 3 {
        return None;
    }
    let number = |s: &str| s.parse::<u64>().ok();
    let game = Game::Board(number(&text[..n])?, number(&text[from..from + m])?);
    Some((game, from + m))
}

/// The first numbers of `text`, a number's thousands set apart by commas (`36,512`); one
/// too large for 64 bits is read as the largest there is, and so is one in digits of
/// another script (which normalising left as they were), which no game's figure is.
fn numbers(text: &str) -> Vec<u64> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() && out.len() < NUMBERS {
        if !bytes[i].is_ascii_digit() {
            let c = text[i..].chars().next().unwrap_or(' ');
            if !c.is_ascii() && c.is_numeric() {
                out.push(u64::MAX);
                let run = text[i..]
                    .chars()
                    .take_while(|&c| c.is_numeric() || c == ',')
                    .map(char::len_utf8)
                    .sum::<usize>();
                i += run;
            } else {
                i += c.len_utf8();
            }
            continue;
        }
        let mut value = 0u64;
        loop {
            while let Some(d) = bytes.get(i).filter(|b| b.is_ascii_digit()) {
                value = value.saturating_mul(10).saturating_add(u64::from(d - b'0'));
                i += 1;
            }
            // A comma and three digits, and no fourth, go on the number.
            let group = bytes.get(i) == Some(&b',')
                && bytes
                    .get(i + 1..i + 4)
                    .is_some_and(|g| g.iter().all(u8::is_ascii_digit))
                && !bytes.get(i + 4).is_some_and(u8::is_ascii_digit);
            if !group {
                break;
            }
            i += 1;
        }
        out.push(value);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day() -> Day {
        Day::new(2026, 11, 30).unwrap()
    }

    #[test]
    fn a_daily_line_in_each_language() {
        let en = "tui2048 daily 2026-11-30 · 4096 · 36,512 points · 1,841 moves · 2 undos · 1 try · accuracy 91 % · streak 3 days finished, 2 won";
        let zh = "tui2048 每日挑战 2026-11-30：4096，36,512 分，1,841 步，撤销 2 次，尝试 1 次，准确率 91%";
        for line in [en, zh] {
            assert_eq!(
                read(line, None),
                Some(Said {
                    game: Game::Daily(day()),
                    numbers: vec![4096, 36512, 1841, 2, 1, 91],
                }),
                "{line}"
            );
        }
    }

    #[test]
    fn another_games_line_starts_with_its_board() {
        let en = "tui2048 5×5 to 4096 · 512 · 5,120 points · 400 moves · 0 undos";
        let zh = "tui2048 5✕5（目标 4096）：512，5,120 分，400 步，撤销 0 次";
        for line in [en, zh] {
            let said = read(line, None).unwrap();
            assert_eq!(said.game, Game::Board(5, 5), "{line}");
            assert_eq!(said.numbers, vec![4096, 512, 5120, 400, 0], "{line}");
        }
        assert_eq!(
            read("tui2048 4x5 · 8", None).unwrap().game,
            Game::Board(4, 5)
        );
    }

    #[test]
    fn the_name_is_taken_out_before_the_numbers_are_read() {
        let line = "tui2048 daily 2026-11-30 · r2d2 1,000 · 4096 · 36,512 points";
        let said = read(line, Some("r2d2 1,000")).unwrap();
        assert_eq!(said.numbers, vec![4096, 36512]);
        // A name that is a number, or the date's own digits.
        let line = "tui2048 daily 2026-11-30 · 2026 · 4096 · 8 points";
        assert_eq!(read(line, Some("2026")).unwrap().numbers, vec![4096, 8]);
    }

    #[test]
    fn words_that_are_no_share_line_say_nothing() {
        for words in [
            "tui2048 race 4×4 seed 42 vs the solver · 12348 to 10236 at move 812",
            "tui2048 is great, I got 4096 · 50,000 points",
            "tui2048 2026-11-30 · 4096",
            "tui2048 the daily game 2026-11-30 · 4096",
            "tui2048 daily 2026-13-30 · 4096",
            "tui2048 daily 2026-11-300 · 4096",
            "tui2048 1234×5 · 8",
            "tui2048-5:abc",
        ] {
            assert_eq!(read(words, None), None, "{words}");
        }
    }

    #[test]
    fn numbers_and_their_thousands() {
        assert_eq!(
            numbers("1,234,567 and 12,34 and 1,2345 x9"),
            vec![1234567, 12, 34, 1, 2345, 9]
        );
        assert_eq!(numbers("99999999999999999999999"), vec![u64::MAX]);
        assert_eq!(numbers("a,b 3, 4"), vec![3, 4]);
    }
}
