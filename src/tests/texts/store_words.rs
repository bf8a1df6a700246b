//! The store's values in the player's words: a state file refused, a records file
//! unreadable, a saved game that could not be read, a finished game not kept; each line
//! exactly as English and Chinese say it, chosen once from the table.

use std::path::PathBuf;

use crate::runtime::{damage, fault, open_error, records_error};
use tui2048_app::settings::Language;
use tui2048_app::text::{Chinese, English, Texts};
use tui2048_app::{Fresh, GameOptions, initial_model};
use tui2048_engine::game::{BoardError, Dir, RecordError, ReplayError};
use tui2048_store::{
    Damage, Distrust, Fault, FileKind, GameWrong, KeptWrong, NotKept, OpenError, Opened, OwnKind,
    ParseError, Place, RecordsError, Why, parse,
};

fn path(p: &str) -> PathBuf {
    PathBuf::from(p)
}

/// Each of `lines` (a value and its English and Chinese words) said by `say`.
fn check<T>(say: fn(&Texts, &T) -> String, lines: &[(T, &str, &str)]) {
    for (value, en, zh) in lines {
        assert_eq!(say(&English, value), *en);
        assert_eq!(say(&Chinese, value), *zh);
    }
}

#[test]
fn a_state_file_refused_is_said_in_both_languages() {
    check(
        open_error,
        &[
            (
                OpenError::Busy(path("/x/state.json")),
                "/x/state.json is in use by another tui2048; quit it first, or play a separate game with --state <PATH>",
                "/x/state.json 正被另一个 tui2048 使用：请先退出它，或用 --state <PATH> 另玩一局",
            ),
            (
                OpenError::Newer {
                    path: path("/x/state.json"),
                    version: 7,
                },
                "/x/state.json was written by a newer tui2048 (state file version 7; this program reads version 1); it was left untouched. Upgrade tui2048, or play a separate game with --state <PATH>",
                "/x/state.json 是新版 tui2048 写的（存档第 7 版，本程序只读第 1 版），文件保持原样。请升级 tui2048，或用 --state <PATH> 另玩一局",
            ),
            (
                OpenError::NotAFile {
                    path: path("/x/fifo"),
                    kind: FileKind::NamedPipe,
                },
                "/x/fifo is a named pipe, not a regular file; it was left untouched. Give a file's path with --state <PATH>",
                "/x/fifo 是命名管道，不是普通文件，文件保持原样。请用 --state <PATH> 指定一个文件",
            ),
            (
                OpenError::Own {
                    path: path("/x/state.json.lock"),
                    kind: OwnKind::Lock,
                },
                "/x/state.json.lock is a lock file of tui2048, not a state file; it was left untouched. Give a state file's path with --state <PATH>",
                "/x/state.json.lock 是本程序的锁文件，不是存档，文件保持原样。请用 --state <PATH> 指定一个存档",
            ),
            (
                OpenError::Unreadable {
                    path: path("/x/state.json"),
                    why: Why::Denied,
                },
                "cannot read /x/state.json: Permission denied",
                "无法读取 /x/state.json：没有权限",
            ),
            (
                OpenError::Empty,
                "the state file's path is empty; give a file's path with --state <PATH>",
                "存档路径是空的，请用 --state <PATH> 指定一个文件",
            ),
            (
                OpenError::Untrusted(Distrust::Owner {
                    dir: path("/x"),
                    uid: 1001,
                }),
                "/x belongs to another user (uid 1001), so it is not trusted with a save; nothing was touched. Give a path of your own with --state <PATH>",
                "/x 属于另一个用户（uid 1001），所以不可信，什么都没动（可用 --state 换一个路径）",
            ),
        ],
    );
}

#[test]
fn a_records_file_unread_is_said_in_both_languages() {
    let records = || path("/x/state.records.json");
    check(
        records_error,
        &[
            (
                RecordsError::Newer {
                    path: records(),
                    version: 2,
                },
                "/x/state.records.json was written by a newer tui2048 (records file version 2; this program reads version 1)",
                "/x/state.records.json 是新版 tui2048 写的（记录文件第 2 版，本程序只读第 1 版）",
            ),
            (
                RecordsError::NotAFile {
                    path: records(),
                    kind: FileKind::Folder,
                },
                "/x/state.records.json is a folder, not a regular file",
                "/x/state.records.json 是文件夹，不是普通文件",
            ),
            (
                RecordsError::Damaged {
                    path: records(),
                    damage: Damage::Kept {
                        place: Place::Recent(1),
                        wrong: KeptWrong::Record(RecordError::Checksum),
                    },
                },
                "/x/state.records.json is damaged: recent game 1: the record is damaged or cut short: its checksum does not match",
                "/x/state.records.json 已损坏：最近第 1 局：记录已损坏或不完整：校验和不符",
            ),
            (
                RecordsError::Path(OpenError::Slash(path("/x/new/"))),
                "/x/new/ ends with a slash, so it names a folder, not a file; give a file's path with --state <PATH>",
                "/x/new/ 以斜杠结尾，指的是文件夹而不是文件，请用 --state <PATH> 指定一个文件",
            ),
        ],
    );
}

#[test]
fn why_a_file_could_not_be_used_is_said_in_both_languages() {
    check(
        damage,
        &[
            (
                Damage::CutShort { line: 12 },
                "it is cut short: it ends at line 12",
                "文件不完整，在第 12 行中断",
            ),
            (
                Damage::NoVersion,
                "no valid \"version\" field",
                "没有有效的 \"version\" 字段",
            ),
            (
                Damage::Game {
                    undo: Some(3),
                    wrong: GameWrong::Board(BoardError::Ragged {
                        row: 2,
                        len: 3,
                        size: 4,
                    }),
                },
                "undo entry 3: row 2 has 3 cells, expected 4",
                "撤销记录第 3 条：第 2 行有 3 格，应为 4 格",
            ),
            (
                Damage::Game {
                    undo: None,
                    wrong: GameWrong::Spawn("wild".into()),
                },
                "game: unknown spawn rule 'wild' (expected classic or scaled)",
                "当前对局：没有 'wild' 这种出块规则（可选 classic、scaled）",
            ),
            (
                Damage::Kept {
                    place: Place::Best(5),
                    wrong: KeptWrong::TooLong,
                },
                "the best game of size 5: its record is longer than a record may be",
                "5✕5 的最佳对局：记录超过了长度上限",
            ),
        ],
    );
}

/// The English of a game's error is the rules' own, word for word.
#[test]
fn the_rules_errors_are_said_in_english_as_the_game_says_them() {
    for e in [
        BoardError::Size(9),
        BoardError::Tile {
            row: 1,
            col: 2,
            value: 3,
        },
    ] {
        assert_eq!(English.board_error(&e), e.to_string());
        assert!(Chinese.board_error(&e).contains(['行', '范']), "{e:?}");
    }
    for e in [RecordError::NotARecord, RecordError::Newer(9)] {
        assert_eq!(English.record_error(&e), e.to_string());
    }
    let e = ReplayError::NotAMove {
        index: 4,
        dir: Dir::Left,
    };
    assert_eq!(
        English.record_not_replayed(&e),
        format!("the finished game's record does not replay: {e}")
    );
}

#[test]
fn a_finished_game_not_kept_is_said_in_both_languages() {
    let not_kept = |why| Fault::Records(Box::new(why));
    check(
        fault,
        &[
            (
                not_kept(NotKept::TooLong { moves: 100_000 }),
                "its record of 100000 moves is longer than a record may be",
                "记录有 100000 步，超过了记录的长度上限",
            ),
            (
                not_kept(NotKept::DoesNotReplay(ReplayError::NotAMove {
                    index: 4,
                    dir: Dir::Left,
                })),
                "the finished game's record does not replay: move 4 of the record (left) is not a move on its board",
                "记录无法复盘：第 4 步（向左）在当时的棋盘上走不通",
            ),
            (
                not_kept(NotKept::NotMovedAside {
                    path: path("/x/state.records.json"),
                    damage: Damage::Json("expected value at line 1 column 9".into()),
                    why: Why::TooManyKept,
                }),
                "/x/state.records.json is damaged (expected value at line 1 column 9) and could not be moved aside: too many kept corrupt files",
                "/x/state.records.json 已损坏（JSON 有误：expected value at line 1 column 9），也没能移到一边：另存的损坏文件太多",
            ),
            (
                Fault::NotMovedAside {
                    why: Why::NoLongerAFile,
                },
                "the unreadable file could not be moved aside (it is no longer a regular file)",
                "无法读取的存档没能移到一边（它已经不是普通文件）",
            ),
            (
                Fault::LockNotAFile {
                    path: path("/x/state.json.lock"),
                    kind: FileKind::Socket,
                },
                "cannot take the lock file /x/state.json.lock: it is a socket, not a regular file",
                "无法取得锁文件 /x/state.json.lock：那里不是普通文件",
            ),
        ],
    );
}

/// A saved game that could not be read: the notice the game starts with says why, in the
/// run's language.
#[test]
fn a_corrupt_files_reason_is_said_on_the_notice_in_the_runs_language() {
    let text = r#"{"version": 1, "game": {"board": [[2,0,0],[0,0,0],[0,0,0]], "target": 12}}"#;
    let Err(ParseError::Invalid { reason, salvage }) = parse(text.as_bytes(), &mut || 7) else {
        panic!("a target of 12 is no game");
    };
    let notice = |language| {
        let opened = Opened::Corrupt {
            reason: reason.clone(),
            kept: Some(path("/x/state.json.corrupt-1")),
            salvage: salvage.clone(),
        };
        let (model, _, _) = initial_model(
            opened,
            GameOptions::default(),
            language,
            Fresh::seeded(7),
            0,
        );
        model.notice_words().unwrap_or_default()
    };
    assert_eq!(
        notice(Language::English),
        "The saved game could not be read: kept best scores and stats, lost game; it was kept as state.json.corrupt-1 (game: target 12 is not a power of two of at least 8)"
    );
    assert_eq!(
        notice(Language::Chinese),
        "存档无法读取：保留了最高分和统计，丢失了当前对局；原文件已另存为 state.json.corrupt-1（当前对局：目标 12 不是不小于 8 的 2 的幂）"
    );
}
