//! The table of texts: its files of messages (`messages.rs`: every language has every
//! message, with the same values, the Chinese in Chinese), none of its words lives in
//! the code beside it where only English would have it, no module of the program uses a
//! text from outside the table, and the values it fills in are said in each language's
//! words.

use std::path::Path;

use tui2048_app::keymap::{KEYMAP, Keymap, REPLAY_KEYMAP, replay_footer};
use tui2048_app::settings::Language;
use tui2048_app::text::Speaks;
use tui2048_app::text::{Chinese, English, Texts};
use tui2048_engine::game::{Dir, Grade};

mod messages;
mod store_words;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn source(path: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(path))
        .unwrap_or_else(|e| panic!("{path} is not readable: {e}"))
}

/// The source with its comments gone (line comments and doc comments).
fn without_comments(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) if !line[..at].contains('"') => &line[..at],
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_chinese(c: char) -> bool {
    matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ffef}')
}

#[test]
fn no_text_lives_beside_the_table_where_only_english_would_have_it() {
    // text.rs only declares the table's files and names what they give.
    let module = without_comments(&source("app/src/text.rs"));
    let stray: Vec<&str> = module
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .filter(|l| {
            !(l.starts_with("mod ")
                || l.starts_with("pub use ")
                || l.starts_with("pub(crate) use ")
                || l.starts_with("pub mod ")
                || *l == "#[cfg(test)]")
        })
        .collect();
    assert!(
        stray.is_empty(),
        "app/src/text.rs holds more than the table's modules: {stray:?}; a text is a message of \
         each app/i18n/<code>/tui2048_app.ftl, asked for by a method of Texts (app/src/text/)"
    );
    // Outside the table, no `const` or `fn` of text's files gives words of one language.
    for file in [
        "app/src/text/table.rs",
        "app/src/text/boxes.rs",
        "app/src/text/lines.rs",
        "app/src/text/files.rs",
        "app/src/text/keys.rs",
        "app/src/text/race.rs",
        "app/src/text/proof.rs",
        "app/src/text/language.rs",
        "store/src/shown.rs",
    ] {
        let code = without_comments(&source(file));
        assert!(
            !code.contains("const") || file.ends_with("language.rs"),
            "{file} holds a constant"
        );
        assert!(!code.contains("&str = \""), "{file} holds words");
    }
    // No module of the program reaches for a text by a path: a constant `text::NAME` or
    // a function `text::name(` would be one only English has.
    let mut uses = Vec::new();
    let mut each = |path: &Path, text: &str| {
        let code = without_comments(text);
        for (at, _) in code.match_indices("text::") {
            let rest = &code[at + "text::".len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            // `shown` writes control characters as signs (`\e`, `^G`): no words.
            let allowed = [
                "shown",
                "Texts",
                // The record's own `text` module (`game::record::text`), not the table.
                "RecordError",
                "Language",
                "English",
                "Chinese",
                "LOCALE_VARIABLES",
                "Speaks",
                "Line",
                "Span",
                "Text",
            ];
            let ratatui = code[..at].ends_with("ratatui::");
            if !ratatui
                && !name.is_empty()
                && !allowed.contains(&name.as_str())
                && !rest.starts_with('{')
            {
                uses.push(format!("{}: text::{name}", path.display()));
            }
        }
    };
    for folder in ["src", "app/src", "ui/src"] {
        visit(&Path::new(ROOT).join(folder), &mut each);
    }
    assert!(
        uses.is_empty(),
        "texts used from outside the table: {uses:?}"
    );
}

fn visit(dir: &Path, f: &mut dyn FnMut(&Path, &str)) {
    for entry in std::fs::read_dir(dir).expect("a folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            visit(&path, f);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("a source file");
            f(&path, &text);
        }
    }
}

/// Texts that fill in a value, in both languages: a value's words are the language's own.
#[test]
fn values_are_said_in_the_words_of_their_language() {
    let zh: &Texts = &Chinese;
    let en: &Texts = &English;
    assert_eq!(zh.cant_move(Dir::Left), "无法向左移动");
    assert_eq!(en.cant_move(Dir::Left), "Can't move left");
    assert_eq!(zh.hint(Dir::Up), "提示：向上");
    assert_eq!(en.hint(Dir::Up), "Hint: ↑ up");
    let grades: Vec<&str> = Grade::ALL.iter().map(|&g| zh.grade(g)).collect();
    assert_eq!(grades, ["妙手", "好棋", "缓手", "疑问手", "恶手"]);
    assert_eq!(
        zh.replay_move(12, Dir::Down) + &zh.replay_grade(Grade::Mistake, Some(Dir::Right)),
        "第 12 步：向下，疑问手（AI：向右）"
    );
    assert_eq!(
        zh.replay_move(3, Dir::Right) + &zh.replay_as_good(Grade::Best, Dir::Up),
        "第 3 步：向右，妙手（和 AI 的向上一样好）"
    );
    assert_eq!(
        en.replay_as_good(Grade::Best, Dir::Up),
        " · best, as good as the solver's ↑ up"
    );
    assert_eq!(
        zh.end_line(
            zh.game_over(),
            1200,
            &zh.largest_tile(64),
            &zh.best_is(3000)
        ),
        "游戏结束！分数 1200，最大方块 64，最高分 3000"
    );
    assert_eq!(zh.daily_streak(4, 2), "连续完成 4 天，连胜 2 天");
    assert_eq!(en.daily_streak(1, 0), "daily streak: 1 day finished, 0 won");
    assert_eq!(
        zh.streak_words(4, 2) + &zh.longest_streaks(9, 3),
        "完成 4 天，获胜 2 天，最长 9 天和 3 天"
    );
    assert_eq!(zh.assisted_best_under("301204"), "托管最高 301204");
    assert_eq!(
        zh.building_tables(128, Some("/home/p/.cache/tui2048")),
        "AI 正在生成残局库（只需一次）：128 MB，存放在 /home/p/.cache/tui2048"
    );
    let marks: Vec<&str> = Dir::ALL.iter().map(|&d| zh.hint_mark(d)).collect();
    assert_eq!(marks, ["^", "v", "<", ">"]);
    assert_eq!(zh.per_second(1), "每秒 1 步");
    assert_eq!(en.per_second(1), "1 move/s");
    assert_eq!(zh.undone(0), "已撤销，不能再撤销了");
    assert_eq!(zh.undone(3), "已撤销，还可撤销 3 步");
    assert_eq!(
        zh.too_small((34, 12), (20, 8)),
        ["终端窗口太小：", "需要 34✕12，当前 20✕8"]
    );
    assert_eq!(
        zh.unreadable(
            false,
            &["最高分", "统计"],
            &["当前对局"],
            Some("state.json.corrupt-1"),
            "oops"
        ),
        "存档无法读取：保留了最高分和统计，丢失了当前对局；原文件已另存为 state.json.corrupt-1（oops）"
    );
    let day = tui2048_engine::game::Day::new(2026, 1, 5).unwrap();
    assert_eq!(
        zh.daily_greeting(day),
        "2026年1月5日的每日挑战：今天大家的方块都一样"
    );
    assert_eq!(
        zh.share_line(
            (day, None),
            2048,
            ["36,512".into(), "1,234".into(), "3".into()],
            (1234, 3),
            1,
            Some(91.6),
            true,
            (0, 0)
        ),
        "tui2048 每日挑战 2026-01-05：2048，36,512 分，1,234 步，撤销 3 次，尝试 1 次，准确率 92%，有 AI 协助"
    );
    assert_eq!(
        zh.share_line(
            (day, None),
            512,
            ["6,120".into(), "480".into(), "0".into()],
            (480, 0),
            2,
            None,
            false,
            (12, 5)
        ),
        "tui2048 每日挑战 2026-01-05：512，6,120 分，480 步，撤销 0 次，尝试 2 次，连续完成 12 天，连胜 5 天"
    );
    assert_eq!(
        zh.quit_line(1200, 30000, 4, false, false, &zh.saved_in("/tmp/s.json")),
        "tui2048：分数 1200，4✕4 最高分 30000；已保存到 /tmp/s.json"
    );
}

/// The key table's words and its footers in both languages: every binding has them, and
/// the Chinese are not the English.
#[test]
fn the_key_tables_speak_both_languages() {
    for b in KEYMAP {
        assert_ne!((b.help)(&Chinese), (b.help)(&English));
    }
    for b in REPLAY_KEYMAP {
        assert_ne!((b.help)(&Chinese), (b.help)(&English));
        assert_ne!((b.footer)(&Chinese), (b.footer)(&English));
    }
    let words = |t: &Texts| -> Vec<&str> {
        Keymap::default()
            .footer_hints(t)
            .iter()
            .map(|h| h.1)
            .collect()
    };
    assert_eq!(
        words(&Chinese),
        [
            "移动", "撤销", "新局", "提示", "托管", "统计", "复盘", "主题", "帮助", "退出"
        ]
    );
    assert_eq!(replay_footer(&Chinese).len(), replay_footer(&English).len());
    assert_eq!(Language::Chinese.texts().score(), "分数");
    assert_eq!(Language::English.texts().score(), "SCORE");
}

/// What stopped a save, in each language's words: the system's usual reasons too.
#[test]
fn a_save_that_failed_is_said_in_the_players_words() {
    use crate::runtime::fault;
    use std::path::PathBuf;
    use tui2048_store::{Fault, Why};
    let write = Fault::Write {
        path: PathBuf::from("/x/state.json"),
        why: Why::Denied,
    };
    assert_eq!(
        fault(&English, &write),
        "cannot write /x/state.json: Permission denied"
    );
    assert_eq!(fault(&Chinese, &write), "无法写入 /x/state.json：没有权限");
    let full = Fault::Write {
        path: PathBuf::from("/x/state.json"),
        why: Why::Full,
    };
    assert_eq!(
        fault(&Chinese, &full),
        "无法写入 /x/state.json：磁盘空间不足"
    );
    let read_only = Fault::Lock {
        path: PathBuf::from("/x/state.json.lock"),
        why: Why::ReadOnly,
    };
    assert_eq!(
        fault(&English, &read_only),
        "cannot take the lock file /x/state.json.lock: Read-only file system"
    );
    assert_eq!(
        fault(&Chinese, &read_only),
        "无法取得锁文件 /x/state.json.lock：只读文件系统"
    );
    assert_eq!(fault(&Chinese, &Fault::NotLocked), "存档没有上锁");
    let io = std::io::Error::from(std::io::ErrorKind::PermissionDenied);
    assert_eq!(Why::of(&io), Why::Denied);
}

/// Every limit on a save's room is told by its reason, as a full disk is: the system's
/// error for each, as a write gets it, is a reason of the player's words.
#[cfg(unix)]
#[test]
fn every_limit_on_a_saves_room_is_said_by_its_reason() {
    use crate::runtime::fault;
    use std::path::PathBuf;
    use tui2048_store::{Fault, Why};
    for (errno, why, english, chinese) in [
        (
            libc::ENOSPC,
            Why::Full,
            "No space left on device",
            "磁盘空间不足",
        ),
        (
            libc::EDQUOT,
            Why::Quota,
            "Disk quota exceeded",
            "超出磁盘配额",
        ),
        (libc::EFBIG, Why::TooLarge, "File too large", "文件过大"),
        (
            libc::EROFS,
            Why::ReadOnly,
            "Read-only file system",
            "只读文件系统",
        ),
    ] {
        let error = std::io::Error::from_raw_os_error(errno);
        assert_eq!(Why::of(&error), why, "{error}");
        let write = Fault::Write {
            path: PathBuf::from("/x/state.json"),
            why,
        };
        assert_eq!(
            fault(&English, &write),
            format!("cannot write /x/state.json: {english}")
        );
        assert_eq!(
            fault(&Chinese, &write),
            format!("无法写入 /x/state.json：{chinese}")
        );
    }
}

/// What was wrong with the settings file, why `t` could not keep the theme in it, and the
/// notice box, in each language's words: typed up to here, the words chosen once.
#[test]
fn the_settings_files_problems_and_the_notice_box_are_said_in_the_players_words() {
    use crate::runtime::{config_notice, fault, write_error};
    use std::path::PathBuf;
    use tui2048_store::config::{Form, Problem, Unread, Untrusted, WriteError};
    use tui2048_store::{Distrust, Fault, FileKind, Why};
    let path = || PathBuf::from("/x/config.toml");
    let planted = Problem::Unread {
        path: path(),
        why: Unread::NotYours(1001),
    };
    assert_eq!(
        config_notice(&English, &planted),
        [
            "/x/config.toml was made by another user (uid 1001) in a folder others can write, so it was not read; the defaults are used"
        ]
    );
    assert_eq!(
        config_notice(&Chinese, &planted),
        ["/x/config.toml 是另一个用户（uid 1001）放在公共文件夹里的，没有读取，已用默认设置"]
    );
    let denied = Problem::Unread {
        path: path(),
        why: Unread::Io(Why::Denied),
    };
    assert_eq!(
        config_notice(&English, &denied),
        ["/x/config.toml cannot be read (Permission denied); the defaults are used"]
    );
    assert_eq!(
        config_notice(&Chinese, &denied),
        ["/x/config.toml 无法读取（没有权限），已用默认设置"]
    );
    let large = Problem::Unread {
        path: path(),
        why: Unread::TooLarge(70_000),
    };
    assert_eq!(
        config_notice(&Chinese, &large),
        ["/x/config.toml 有 68 KiB，超过了设置文件的上限 64 KiB，已用默认设置"]
    );
    let planted_link = Problem::Unread {
        path: path(),
        why: Unread::Untrusted(Untrusted::Distrust(Distrust::LinkOwner {
            link: path(),
            uid: 1001,
        })),
    };
    assert_eq!(
        config_notice(&Chinese, &planted_link),
        [
            "/x/config.toml 没有读取：/x/config.toml 是另一个用户（uid 1001）建的链接，所以没有跟随，什么都没动（可用 --state 换一个路径），已用默认设置"
        ]
    );
    let circle = Problem::Unread {
        path: path(),
        why: Unread::Untrusted(Untrusted::Links),
    };
    assert_eq!(
        config_notice(&English, &circle),
        [
            "/x/config.toml was not read: /x/config.toml: too many links, or links in a circle; the defaults are used"
        ]
    );
    assert_eq!(
        config_notice(&Chinese, &circle),
        ["/x/config.toml 没有读取：/x/config.toml 的链接太多，或者绕成了圈，已用默认设置"]
    );
    let table = WriteError::Form {
        path: path(),
        key: "theme".into(),
        line: 4,
        form: Form::Table,
    };
    assert_eq!(
        write_error(&English, &table),
        "/x/config.toml line 4 holds theme as a table, which the game does not read; the file was left as it is"
    );
    assert_eq!(
        write_error(&Chinese, &table),
        "/x/config.toml 第 4 行把 theme 写成了表，游戏读不了，文件保持原样"
    );
    let other_kind = WriteError::Form {
        path: path(),
        key: "theme".into(),
        line: 1,
        form: Form::Kind("integer"),
    };
    assert_eq!(
        write_error(&Chinese, &other_kind),
        "/x/config.toml 第 1 行把 theme 写成了别的类型（integer），游戏读不了，文件保持原样"
    );
    let links = WriteError::Links {
        path: path(),
        links: 3,
    };
    assert_eq!(
        write_error(&Chinese, &links),
        "/x/config.toml 有 3 个硬链接，重写会把它们拆开，文件保持原样"
    );
    let full = WriteError::Write {
        path: path(),
        why: Why::Full,
    };
    assert_eq!(
        write_error(&English, &full),
        "cannot write /x/config.toml: No space left on device"
    );
    assert_eq!(
        write_error(&Chinese, &full),
        "无法写入 /x/config.toml：磁盘空间不足"
    );
    let unread = WriteError::Unread {
        path: path(),
        why: Unread::NotAFile(FileKind::Folder),
    };
    assert_eq!(
        write_error(&English, &unread),
        "/x/config.toml is a folder, not a regular file"
    );
    assert_eq!(
        write_error(&Chinese, &unread),
        "设置文件 /x/config.toml 不是普通文件"
    );
    let theirs = Fault::NotYours { uid: 1001 };
    assert_eq!(
        fault(&English, &theirs),
        "the save belongs to another user (uid 1001), whose lock it is"
    );
    assert_eq!(
        Chinese.saving_off(&fault(&Chinese, &theirs)),
        "存档已停用：存档属于另一个用户（uid 1001），锁归对方"
    );
    assert_eq!(Chinese.notice_title(), "注意");
    assert_eq!(English.notice_title(), "Read me");
    let closes: Vec<String> = (0..3).map(|n| Chinese.notice_closes(n)).collect();
    assert_eq!(
        closes,
        [
            "按任意键关闭",
            "按任意键看下一条",
            "按任意键看下一条（还有 2 条）"
        ]
    );
    assert_eq!(English.notice_closes(2), "any key: the next of 2 notices");
}

/// The race's words in both languages: who leads, who won and since when, the line to
/// share and the lines printed on leaving, each with its values in the language's order.
#[test]
fn the_race_is_said_in_the_players_words() {
    use tui2048_engine::game::Rival;
    let zh: &Texts = &Chinese;
    let en: &Texts = &English;
    let solver = Rival::Solver { strong: false };
    let ghost = Rival::Record { crc: 7 };
    assert_eq!(
        zh.race_lead_line(ghost, -40, 12),
        "第 12 步，影子领先 40 分"
    );
    assert_eq!(
        en.race_lead_line(ghost, -40, 12),
        "The ghost leads by 40 at move 12"
    );
    assert_eq!(zh.race_lead_line(solver, 8, 3), "第 3 步，你领先 8 分");
    assert_eq!(zh.race_lead_line(solver, 0, 3), "第 3 步，比分持平");
    assert_eq!(
        zh.race_winner(solver, -1).to_string()
            + &zh.race_scores(1200, 1500, 120)
            + "，"
            + &zh.race_margin(-300, Some(40)),
        "AI 赢了！第 120 步时 1200 比 1500，少 300 分，从第 40 步起一直落后"
    );
    assert_eq!(
        en.race_end_line(
            en.race_winner(ghost, 12),
            &[en.race_scores(104, 92, 24), en.race_margin(12, Some(23))]
        ),
        "You win the race! 104 to 92 at move 24, by 12 · ahead from move 23"
    );
    assert_eq!(
        zh.race_share_line(
            Rival::Solver { strong: true },
            (4, Some(42)),
            [12348, 10236],
            (812, Some(57)),
            false,
            true
        ),
        "tui2048 比赛 4✕4，种子 42，对阵强力 AI：第 812 步时 12348 比 10236，赢 2112 分，从第 57 步起领先，有 AI 协助"
    );
    assert_eq!(
        en.race_share_line(
            solver,
            (4, Some(42)),
            [12348, 10236],
            (812, Some(57)),
            false,
            false
        ),
        "tui2048 race 4×4 seed 42 vs the solver · 12348 to 10236 at move 812 · won by 2112, ahead from move 57"
    );
    assert_eq!(
        zh.race_share_line(ghost, (5, None), [64, 64], (9, None), false, false),
        "tui2048 比赛 5✕5，对阵影子：第 9 步时 64 比 64，平局"
    );
    assert_eq!(
        zh.race_left(
            zh.race_winner(ghost, 0),
            &zh.race_scores(64, 64, 9),
            &zh.race_margin(0, None)
        ),
        "tui2048：平局！第 9 步时 64 比 64，比分持平；你自己的那局保持原样"
    );
    assert_eq!(
        zh.rival_summary(ghost, 1234, 64, 12),
        "影子 1234 分，最大 64，第 12 步"
    );
    assert_eq!(zh.race_waiting(80, 120), "AI 正在追赶：第 80 步，共 120 步");
    assert_eq!(zh.played_on(19), "从第 19 步接着玩，按 u 可找回原来那局");
    assert_eq!(
        en.played_on(19),
        "Playing on from move 19 — u brings your game back"
    );
    // The race speaks of ending the race, never of a game saved.
    for t in [zh, en] {
        for words in [
            t.race_close_nothing(),
            t.race_waits_won(),
            t.race_waits_over(),
            t.race_help_quit(),
            t.race_not_now(),
        ] {
            assert!(
                !words.contains("saved") && !words.contains("保存"),
                "{words}"
            );
        }
    }
}

/// The race's new words in both languages: its short lines fit the narrowest status line
/// (32 cells), a race left early says so, a hint's help is named.
#[test]
fn the_race_says_left_races_assists_and_short_lines_in_both_languages() {
    use tui2048_engine::game::Rival;
    use tui2048_ui::width::cells;
    let (en, zh): (&Texts, &Texts) = (&English, &Chinese);
    let solver = Rival::Solver { strong: false };
    let ghost = Rival::Record { crc: 1 };
    for t in [en, zh] {
        for short in [
            t.race_start_short(solver),
            t.race_start_short(ghost),
            t.race_not_now_short(),
            t.race_close_nothing_short(),
            t.race_waits_won_short(),
            t.race_waits_over_short(),
        ] {
            assert!(cells(short) <= 32, "{short}");
        }
    }
    assert_eq!(
        en.race_left_early(2, 4, 0),
        "tui2048: You left the race at move 2, ahead 4 to 0; your own game is as you left it"
    );
    assert_eq!(
        zh.race_left_early(2, 0, 4),
        "tui2048：你在第 2 步离开了比赛，0 比 4，落后；你自己的那局保持原样"
    );
    assert_eq!(
        en.race_share_line(ghost, (4, Some(9)), [4, 0], (2, Some(1)), true, false),
        "tui2048 race 4×4 seed 9 vs the ghost · 4 to 0 at move 2 · left ahead by 4"
    );
    assert_eq!(
        zh.race_share_line(ghost, (4, Some(9)), [4, 4], (2, None), true, true),
        "tui2048 比赛 4✕4，种子 9，对阵影子：第 2 步时 4 比 4，中途离开，比分持平，有 AI 协助"
    );
    assert_eq!(en.race_assisted(), "Assisted: the solver helped");
    assert_eq!(zh.race_assisted(), "有 AI 协助");
    assert_eq!(en.ghost_moves_out(), " · the ghost's moves run out here");
    assert_eq!(zh.ghost_moves_out(), "，影子的步数到此为止");
}
