//! The line any game won or over is shared by, with the player's name, and the record that
//! proves it: a game played through `update` to its end, its line and its record checked
//! as `tui2048 verify` checks them, in both languages.

use tui2048_app::keymap::Action;
use tui2048_app::settings::Language;
use tui2048_app::text::{Chinese, English};
use tui2048_app::{Model, Msg, Scores, Session, update};
use tui2048_engine::game::proof::{Checker, RECORDS_LIMIT, find};
use tui2048_engine::game::{Dir, GameIds, GameState, Name, Origin, Record, Rules, Status};

/// A game of seed 9 on a 3×3 board to 32, played through `update` until it is over.
fn played_out(name: Option<&str>, language: Language) -> Model {
    let rules = Rules {
        size: 3,
        target: 32,
        ..Rules::default()
    };
    let start = GameState::new(rules, 9);
    played_out_from(start, Origin::Seed(9), name, language)
}

/// A game of `origin` starting at `start`, played through `update` until it is over.
fn played_out_from(
    start: GameState,
    origin: Origin,
    name: Option<&str>,
    language: Language,
) -> Model {
    let mut m = Model::of(
        Session::starting(start, origin, GameIds::from_seed(3)),
        Scores::default(),
    )
    .animated(false)
    .in_language(language)
    .named(name.and_then(Name::new));
    while m.game().status() != Status::Over {
        if m.game().status() == Status::Won {
            m = update(m, Msg::Action(Action::KeepGoing)).0;
            continue;
        }
        let dir = Dir::ALL
            .into_iter()
            .find(|&d| m.game().apply(d).is_some())
            .unwrap();
        m = update(m, Msg::Action(Action::Move(dir))).0;
    }
    m
}

#[test]
fn a_game_over_is_shared_with_its_name_and_a_record_that_proves_it() {
    let m = played_out(Some("Ada \u{1b}[1mL."), Language::English);
    let end = m.game();
    let line = m.shared().expect("a line to share").to_string();
    assert_eq!(
        line,
        format!(
            "tui2048 3×3 to 32 · Ada L. · {} · {} points · {} moves · 0 undos",
            end.board().max_tile(),
            tui2048_app::grouped(end.score()),
            tui2048_app::grouped(end.moves())
        )
    );
    let record = m.shared_record().expect("its record");
    let back = Record::decode(&record).unwrap();
    let claim = back.claim().expect("a claim");
    assert_eq!(
        (claim.score, claim.tile),
        (end.score(), end.board().max_tile())
    );
    assert_eq!(claim.name.as_ref().map(Name::as_str), Some("Ada L."));
    // Pasted as the game prints them on leaving: true.
    let pasted = format!("{line}\n{record}\n");
    let (found, _) = find(&pasted, RECORDS_LIMIT);
    let checked = Checker::new(2_000_000_000).check(&found[0]);
    assert_eq!(checked.outcome.as_ref().ok(), Some(end));
    // And in Chinese, with no name.
    let zh = played_out(None, Language::Chinese);
    let line = zh.shared().unwrap().to_string();
    assert!(line.starts_with("tui2048 3✕3（目标 32）："), "{line}");
    let pasted = format!("{line}\n{}\n", zh.shared_record().unwrap());
    let (found, _) = find(&pasted, RECORDS_LIMIT);
    assert!(Checker::new(2_000_000_000).check(&found[0]).is_true());
}

#[test]
fn no_line_and_no_record_while_the_game_is_in_play() {
    let m = Model::new(GameState::new(Rules::default(), 1));
    assert_eq!((m.shared(), m.shared_record()), (None, None));
}

#[test]
fn the_words_of_verify_in_each_language() {
    use tui2048_engine::game::proof::{Claimant, Fact};
    let rules = Rules::default();
    let day = "2026-11-30".parse().unwrap();
    let daily = Origin::Daily(day);
    assert_eq!(
        English.verify_game(rules, &daily),
        "the daily game of 2026-11-30 (4×4 to 2048)"
    );
    assert_eq!(
        Chinese.verify_game(rules, &daily),
        "2026-11-30 的每日挑战（4✕4、目标 2048）"
    );
    let served = Origin::Served(day, 0xabc);
    assert_eq!(
        English.verify_game(rules, &served),
        "a server's daily game of 2026-11-30, seed 0000000000000abc (4×4 to 2048)"
    );
    assert_eq!(
        Chinese.verify_game(rules, &served),
        "服务器上 2026-11-30 的每日挑战，种子 0000000000000abc（4✕4、目标 2048）"
    );
    assert_eq!(
        English.verify_declared(1, 0, true),
        "1 undo, no hint, moves made by the solver"
    );
    assert_eq!(Chinese.verify_declared(0, 3, false), "没有撤销，提示 3 次");
    let by = (Claimant::Record, Fact::Score);
    assert_eq!(
        English.verify_differs(by, "65,536", "36,512"),
        "the record claims 65,536 points; the replay makes 36,512"
    );
    assert_eq!(
        Chinese.verify_differs(by, "65,536", "36,512"),
        "记录声称 65,536 分；重放得到 36,512 分"
    );
    assert_eq!(
        English.verify_false(&English.verify_where(7, None), &English.verify_future(day)),
        "line 7: false: its day, 2026-11-30, is still to come"
    );
    assert_eq!(
        Chinese.verify_false(&Chinese.verify_where(7, None), &Chinese.verify_future(day)),
        "第 7 行：不实：它的日期 2026-11-30 还没到"
    );
    // Undos and hints past what a float holds are written whole.
    let many = (1 << 53) + 1;
    assert_eq!(
        English.verify_declared(many, many, true),
        "9007199254740993 undos, 9007199254740993 hints, moves made by the solver"
    );
    assert_eq!(
        Chinese.verify_declared(many, 0, false),
        "撤销 9007199254740993 次，没有提示"
    );
    // Where a record was found, when there were several sources.
    let file = Some(("file", "chat.txt", 0));
    assert_eq!(English.verify_where(3, file), "chat.txt, line 3");
    let stdin = Some(("stdin", "", 0));
    assert_eq!(English.verify_where(3, stdin), "standard input, line 3");
    let text = Some(("text", "", 2));
    assert_eq!(English.verify_where(3, text), "argument 2, line 3");
    assert_eq!(Chinese.verify_where(3, file), "chat.txt 第 3 行");
    assert_eq!(Chinese.verify_where(3, text), "第 2 个参数第 3 行");
}

#[test]
fn a_servers_daily_game_keeps_its_record_and_seed_to_itself_until_its_day_has_closed() {
    use tui2048_app::Cmd;
    use tui2048_engine::game::Day;
    let day = Day::new(2026, 12, 7).unwrap();
    let noon = day.days() * 86_400 + 43_200;
    let start = GameState::new(Rules::default(), 77);
    let over = played_out_from(
        start,
        Origin::Served(day, 77),
        Some("Ada"),
        Language::English,
    )
    .at_clock(noon);
    let line = over.shared().expect("a line to share");
    assert!(
        line.starts_with("tui2048 daily 2026-12-07 · Ada · "),
        "{line}"
    );
    assert_eq!(over.shared_record(), None);
    // Copied, the line goes alone.
    let (over, cmds) = update(over, Msg::Action(Action::Copy));
    assert!(
        matches!(&cmds[..], [Cmd::Copy(text)] if *text == format!("{line}\n")),
        "{cmds:?}"
    );
    // The next day, the record and its seed are the player's to share.
    let over = over.at_clock(noon + 86_400);
    let record = Record::decode(&over.shared_record().expect("its record")).unwrap();
    assert_eq!(record.origin(), &Origin::Served(day, 77));
}

#[test]
fn copying_asks_the_terminal_for_the_line_and_its_record_and_says_how_it_went() {
    use tui2048_app::Cmd;
    let m = Model::new(GameState::new(Rules::default(), 1)).animated(false);
    let (m, cmds) = update(m, Msg::Action(Action::Copy));
    assert!(cmds.is_empty());
    assert_eq!(
        m.notice_words().as_deref(),
        Some("Nothing to copy yet: a game won or over has a line to share")
    );
    let over = played_out(Some("Ada"), Language::English);
    let (line, record) = (over.shared().unwrap(), over.shared_record().unwrap());
    let want = format!("{line}\n{record}\n");
    let (over, cmds) = update(over, Msg::Action(Action::Copy));
    assert!(
        matches!(&cmds[..], [Cmd::Copy(text)] if *text == want),
        "{cmds:?}"
    );
    let (over, _) = update(over, Msg::Copied(true));
    assert_eq!(
        over.notice_words().as_deref(),
        Some("Copied: paste it to a friend")
    );
    let (zh, _) = update(over.in_language(Language::Chinese), Msg::Copied(false));
    assert_eq!(
        zh.notice_words().as_deref(),
        Some("复制要在全屏界面里用；退出时会打印分享行和记录")
    );
}
