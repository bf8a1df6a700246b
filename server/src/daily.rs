//! Today's game on a server: the same tiles for every player, dealt from a seed the server
//! draws for each day with a secret of its own (kept in its database, made on first start),
//! so that no one can search a day's tiles before the day has closed. The server sees every
//! move, undo, hint and autoplay of it; each game that ends is kept for the day's board,
//! whose records are given, with the day's seed, once the day has closed (midnight UTC):
//! `tui2048 verify` checks them then, offline.

use ring::hmac;
use tui2048::cli::served_board_text;
use tui2048_app::settings::Language;
use tui2048_app::text::Speaks;
use tui2048_engine::game::{Day, Name, Origin, Record};
use tui2048_store::clock::unix_now;

use crate::db::{Db, DbError};

/// The name the key the daily seeds are drawn with is kept under.
const SECRET: &str = "daily";

/// The seed of the server's game of `day`: the first 8 bytes of HMAC-SHA256 over the day
/// (`YYYY-MM-DD`), keyed with the server's secret.
pub fn seed_of(db: &Db, day: Day) -> Result<u64, DbError> {
    let made: [u8; 32] = rand::random();
    let secret = db.secret(SECRET, &made)?;
    let key = hmac::Key::new(hmac::HMAC_SHA256, &secret);
    let tag = hmac::sign(&key, format!("tui2048 daily {day}").as_bytes());
    let mut first = [0u8; 8];
    first.copy_from_slice(&tag.as_ref()[..8]);
    Ok(u64::from_le_bytes(first))
}

/// The lines of the server's daily games of `day` dealt from `seed`, each claimed by its
/// player's name, each game once.
fn lines_of(db: &Db, day: Day, seed: u64) -> Result<Vec<String>, DbError> {
    let mut lines = Vec::new();
    for (name, line) in db.daily(day.days())? {
        let Ok(record) = Record::decode(&line) else {
            continue;
        };
        if *record.origin() != Origin::Served(day, seed) {
            continue;
        }
        let claimed = record.clone().claimed(Name::new(&name)).unwrap_or(record);
        lines.push(claimed.encode());
    }
    Ok(lines)
}

/// The board of the server's daily game of `day` (today's when none is given): each
/// player's first try ranked, the undos, hints and the solver's moves beside each score;
/// then, once the day has closed, its seed and every game's record for `tui2048 verify`.
/// The answer's words, its warnings and its exit status.
pub fn board(db: &Db, day: Option<Day>, language: Language) -> (String, String, u32) {
    let texts = language.texts();
    let today = Day::from_unix(unix_now());
    let day = day.unwrap_or(today);
    if day > today {
        let later = texts.served_later(day, today);
        return (String::new(), format!("tui2048: {later}\n"), 2);
    }
    let found = seed_of(db, day).and_then(|seed| Ok((seed, lines_of(db, day, seed)?)));
    let (seed, lines) = match found {
        Ok(found) => found,
        Err(e) => return (String::new(), format!("tui2048: {e}\n"), 74),
    };
    if lines.is_empty() {
        return (format!("{}\n", texts.served_none(day)), String::new(), 0);
    }
    let answered = served_board_text(lines.join("\n"), day, language);
    let mut out = answered.out;
    if day < today {
        let closed = texts.served_closed(seed);
        out.push_str(&format!("\n{closed}\n\n{}\n", lines.join("\n\n")));
    } else {
        out.push_str(&format!("\n{}\n", texts.served_open()));
    }
    (out, answered.err, u32::from(answered.code))
}

/// The records of the server's daily games of `day`, as a board is made of them: for tests.
#[cfg(test)]
pub(crate) fn lines(db: &Db, day: Day) -> Vec<String> {
    lines_of(db, day, seed_of(db, day).unwrap()).unwrap()
}

#[cfg(test)]
mod tests {
    use tui2048_engine::game::{Dir, GameIds, GameState, Rules};

    use super::*;

    fn db() -> (tempfile::TempDir, Db) {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("server.db")).unwrap();
        (dir, db)
    }

    #[test]
    fn a_days_seed_is_the_servers_own_and_the_same_across_starts() {
        let (dir, db) = db();
        let day = Day::new(2026, 12, 7).unwrap();
        let next = Day::new(2026, 12, 8).unwrap();
        let seed = seed_of(&db, day).unwrap();
        assert_eq!(seed_of(&db, day).unwrap(), seed);
        assert_ne!(seed_of(&db, next).unwrap(), seed);
        // Not the day's public seed, and another server's (another secret) is another.
        assert_ne!(seed, day.seed());
        let (_other_dir, other) = self::db();
        assert_ne!(seed_of(&other, day).unwrap(), seed);
        drop(db);
        let db = Db::open(&dir.path().join("server.db")).unwrap();
        assert_eq!(seed_of(&db, day).unwrap(), seed);
        // HMAC-SHA256 of the day under the kept secret, its first 8 bytes.
        let secret = db.secret(SECRET, b"unused").unwrap();
        let tag = hmac::sign(
            &hmac::Key::new(hmac::HMAC_SHA256, &secret),
            b"tui2048 daily 2026-12-07",
        );
        assert_eq!(seed.to_le_bytes(), tag.as_ref()[..8]);
    }

    /// A game of the server's day, `n` moves played and ended there.
    fn ended(db: &Db, day: Day, n: usize, id: u64) -> Record {
        let seed = seed_of(db, day).unwrap();
        let mut game = GameState::new(Rules::default(), seed);
        let mut record = Record::starting(&game, Origin::Served(day, seed))
            .with_id(Some(GameIds::from_seed(id).draw()));
        for dir in Dir::ALL.into_iter().cycle().take(4 * n) {
            if record.moves().len() == n {
                break;
            }
            if let Some((next, _)) = game.apply(dir) {
                game = next;
                record.push(dir);
            }
        }
        record
    }

    #[test]
    fn the_days_games_are_kept_claimed_by_their_players_and_only_the_servers() {
        let (_dir, db) = db();
        let day = Day::new(2026, 12, 7).unwrap();
        let ana = db.new_account("Ana", "ana", "SHA256:one", 1).unwrap();
        let record = ended(&db, day, 30, 1);
        db.put_daily(
            day.days(),
            ana.id,
            record.id().unwrap().get(),
            &record.encode(),
        )
        .unwrap();
        // A record of the public daily game is no game of the server's day.
        let public = Record::starting(
            &GameState::new(Rules::default(), day.seed()),
            Origin::Daily(day),
        )
        .with_id(Some(GameIds::from_seed(2).draw()));
        db.put_daily(day.days(), ana.id, 99, &public.encode())
            .unwrap();
        let lines = lines(&db, day);
        assert_eq!(lines.len(), 1);
        let read = Record::decode(&lines[0]).unwrap();
        assert_eq!(read.claim().unwrap().name, Name::new("Ana"));
        assert_eq!(read.moves(), record.moves());
        assert!(lines[0].starts_with("tui2048-6:"));
    }

    #[test]
    fn a_day_still_to_come_has_no_board() {
        let (_dir, db) = db();
        let tomorrow = Day::from_unix(unix_now() + 86_400);
        let (out, err, code) = board(&db, Some(tomorrow), Language::English);
        assert_eq!((out.as_str(), code), ("", 2));
        assert!(err.contains("has not come yet"), "{err}");
    }

    #[test]
    fn a_closed_days_board_gives_its_seed_and_records_and_todays_does_not() {
        let (_dir, db) = db();
        let today = Day::from_unix(unix_now());
        let yesterday = Day::from_unix(unix_now() - 86_400);
        let ana = db.new_account("Ana", "ana", "SHA256:one", 1).unwrap();
        for (day, id) in [(today, 1), (yesterday, 2)] {
            let record = ended(&db, day, 40, id);
            db.put_daily(
                day.days(),
                ana.id,
                record.id().unwrap().get(),
                &record.encode(),
            )
            .unwrap();
        }
        let (out, _, code) = board(&db, None, Language::English);
        assert_eq!(code, 0, "{out}");
        assert!(
            out.contains(&format!("Daily game of {today} on a server")),
            "{out}"
        );
        assert!(!out.contains("tui2048-6:"), "{out}");
        assert!(!out.contains(&format!("{:016x}", seed_of(&db, today).unwrap())));
        let (out, _, code) = board(&db, Some(yesterday), Language::English);
        assert_eq!(code, 0, "{out}");
        let seed = seed_of(&db, yesterday).unwrap();
        assert!(out.contains(&format!("its seed was {seed:016x}")), "{out}");
        assert!(out.contains(&lines(&db, yesterday)[0]), "{out}");
    }
}
