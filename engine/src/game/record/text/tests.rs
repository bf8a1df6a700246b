//! The line's own tests: each version written one way, and read back the same.

use super::*;

#[test]
fn version_4_is_a_named_game_in_base58_and_only_that() {
    use crate::game::{GameIds, GameState, Rules};
    let game = GameState::new(Rules::default(), 7);
    let mut record = Record::starting(&game, Origin::Seed(7));
    let name = GameIds::from_seed(7).draw();
    record.push(Dir::Left);
    let named = record.clone().with_id(Some(name));
    let line = named.encode();
    let body = line.strip_prefix("tui2048-4:").expect("version 4");
    assert!(body.bytes().all(is_base58), "{line}");
    assert_eq!(decode(&line), Ok(named.clone()));
    // Its bytes: size, target, flags, undos, hints, the parts byte with the name's bit,
    // the name, the seed.
    let bytes = from_base58(body).unwrap();
    assert_eq!(bytes[5], 8);
    assert_eq!(bytes[6..14], name.get().to_le_bytes());
    // The same record without its name is written as version 1 did, in base64url.
    assert_eq!(record.encode(), "tui2048-1:BAsAAAAHAAAAAAAAAAECfRZeBw");
    // Version 4's bytes without the name, or in the other letters, are refused.
    let mut unnamed = bytes[..bytes.len() - 4].to_vec();
    unnamed[5] = 0;
    unnamed.drain(6..14);
    let sum = crc32(&unnamed);
    unnamed.extend_from_slice(&sum.to_le_bytes());
    let line = format!("tui2048-4:{}", base58(&unnamed));
    assert_eq!(
        decode(&line),
        Err(RecordError::Invalid("unknown parts 0x00".into()))
    );
    let line = format!("tui2048-4:{}", base64url(&bytes));
    assert!(decode(&line).is_err(), "{line}");
    let line = format!("tui2048-3:{}", base64url(&bytes));
    assert!(decode(&line).is_err(), "{line}");
}

#[test]
fn the_moves_a_record_declares_are_held_to_the_bytes_it_holds() {
    use crate::game::{GameState, Rules};
    let game = GameState::new(Rules::default(), 7);
    let mut record = Record::starting(&game, Origin::Seed(7));
    record.push(Dir::Left);
    let body = record.encode();
    let bytes = from_base64url(body.strip_prefix("tui2048-1:").unwrap()).unwrap();
    // Size, target, flags, undos, hints, the seed, then the count of moves (1).
    assert_eq!(bytes[13], 1);
    let declaring = |count: u64| {
        let mut out = bytes[..13].to_vec();
        put_varint(&mut out, count);
        out.extend_from_slice(&bytes[14..bytes.len() - 4]);
        let sum = crc32(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        decode(&format!("tui2048-1:{}", base64url(&out)))
    };
    assert_eq!(declaring(1), Ok(record));
    // A count the bytes do not hold is refused before any move is read or replayed.
    for count in [5, 4_999_990, u64::MAX] {
        assert_eq!(
            declaring(count),
            Err(RecordError::Invalid(format!(
                "{count} moves do not fit in 1 bytes"
            ))),
        );
    }
}

#[test]
fn version_5_carries_a_claim_and_a_clean_name_only() {
    use crate::game::{GameIds, GameState, Rules};
    let game = GameState::new(Rules::default(), 7);
    let mut record =
        Record::starting(&game, Origin::Seed(7)).with_id(Some(GameIds::from_seed(7).draw()));
    record.push(Dir::Left);
    let shared = record.claimed(Name::new("Ada")).unwrap();
    let claim = shared.claim().unwrap().clone();
    assert_eq!((claim.score, claim.tile), (0, 2));
    let line = shared.encode();
    let body = line.strip_prefix("tui2048-5:").expect("version 5");
    assert_eq!(decode(&line), Ok(shared.clone()));
    // After the game's name: the score, the tile's exponent, the name's length and
    // its bytes.
    let bytes = from_base58(body).unwrap();
    assert_eq!(bytes[5], 8 | 16);
    assert_eq!(bytes[14..20], [0, 1, 3, b'A', b'd', b'a']);
    // A name no one could have typed, one too long and one not UTF-8 are refused.
    let with_name = |name: &[u8]| {
        let mut out = bytes[..16].to_vec();
        out.push(name.len() as u8);
        out.extend_from_slice(name);
        out.extend_from_slice(&bytes[20..bytes.len() - 4]);
        let sum = crc32(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        decode(&format!("tui2048-5:{}", base58(&out)))
    };
    assert_eq!(with_name(b"Ada"), Ok(shared.clone()));
    assert!(with_name(b"").unwrap().claim().unwrap().name.is_none());
    // A name an older version wrote with a character that shows as nothing is read
    // without it: the same player as the name without.
    let joined = with_name("Ada\u{200d}".as_bytes()).unwrap();
    assert_eq!(joined.claim().unwrap().name, Name::new("Ada"));
    for bad in ["\u{2800}".as_bytes(), b"- * -"] {
        assert!(
            matches!(with_name(bad), Err(RecordError::Invalid(_))),
            "{bad:?}"
        );
    }
    for bad in [&b"A\x1b[31md"[..], b" Ada", b"\xff\xfe", &[b'a'; 97]] {
        assert!(
            matches!(with_name(bad), Err(RecordError::Invalid(_))),
            "{bad:?}"
        );
    }
    // A claim in version 4, or version 5 without one, is refused.
    let line = format!("tui2048-4:{body}");
    assert!(decode(&line).is_err(), "{line}");
    let named = record.encode();
    let line = named.replacen("tui2048-4:", "tui2048-5:", 1);
    assert!(decode(&line).is_err(), "{line}");
}

#[test]
fn version_6_is_a_servers_daily_game_and_only_that() {
    use crate::game::{GameIds, GameState, Rules};
    let day = Day::new(2026, 12, 7).unwrap();
    let seed = 0x0123_4567_89ab_cdef;
    let game = GameState::new(Rules::default(), seed);
    let mut record = Record::starting(&game, Origin::Served(day, seed))
        .with_id(Some(GameIds::from_seed(7).draw()));
    assert_eq!(record.origin(), &Origin::Served(day, seed));
    assert_eq!(record.start(), game);
    assert_eq!(record.origin().day(), Some(day));
    for dir in [Dir::Left, Dir::Up, Dir::Right] {
        record.push(dir);
    }
    let line = record.encode();
    let body = line.strip_prefix("tui2048-6:").expect("version 6");
    assert_eq!(decode(&line), Ok(record.clone()));
    let shared = record.claimed(Name::new("Ada")).unwrap();
    assert_eq!(decode(&shared.encode()), Ok(shared.clone()));
    assert!(shared.encode().starts_with("tui2048-6:"));
    // Its origin: the day (days since 1970) and the seed, after the parts.
    let bytes = from_base58(body).unwrap();
    assert_eq!(bytes[2] >> 4 & 3, ORIGIN_SERVED);
    let mut days = Vec::new();
    put_varint(&mut days, day.days());
    assert_eq!(bytes[14..14 + days.len()], days[..]);
    assert_eq!(bytes[14 + days.len()..22 + days.len()], seed.to_le_bytes());
    // The same bytes under another version, and another origin under version 6, are
    // refused: each record has one way of being written.
    for version in 4..=5 {
        let line = format!("tui2048-{version}:{body}");
        assert!(decode(&line).is_err(), "{line}");
    }
    let plain = Record::starting(&game, Origin::Seed(seed)).with_id(record.id());
    let other = plain.encode();
    let line = other.replacen("tui2048-4:", "tui2048-6:", 1);
    assert_eq!(
        decode(&line),
        Err(RecordError::Invalid(
            "origin 0 is not one of version 6".into()
        ))
    );
    // A game played on from it is an ordinary game of its seed.
    let (on, _) = record.played_on(2).unwrap();
    assert_eq!(on.origin(), &Origin::Seed(seed));
}
