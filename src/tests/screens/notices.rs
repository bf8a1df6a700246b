//! The notices: a warning too long for the status line wraps under the board or is read
//! in a box, a notice on a narrow screen is cut where a thought ends.

use super::*;

/// The warnings of a start with a broken settings file (its problem, then its path) and a
/// damaged save, in `language`.
fn start_warnings(language: Language) -> Vec<String> {
    use crate::runtime::config_notice;
    use tui2048_app::settings::Theme;
    use tui2048_store::config::{KeyProblem, KeyWrong, Problem};
    let t = language.texts();
    let settings = config_notice(
        t,
        &Problem::Keys {
            path: "/home/player/a/rather/long/folder/of/settings/tui2048/config.toml".into(),
            problems: vec![KeyProblem {
                line: 3,
                key: "theme".into(),
                what: KeyWrong::NotOneOf {
                    value: "\"purple\"".into(),
                    names: <Theme as strum::VariantNames>::VARIANTS.to_vec(),
                },
            }],
        },
    );
    let save = t.unreadable(
        true,
        &[t.part_best(), t.part_stats()],
        &[t.part_game(), t.part_undo()],
        Some("state.json.corrupt-1796159227"),
        "",
    );
    let mut warnings = settings;
    warnings.push(save);
    warnings
}

/// The screen's words run together, its spaces and box lines gone.
fn run_together(screen: &str) -> String {
    screen
        .split(|c: char| c.is_whitespace() || "│╭╮╰╯─".contains(c))
        .collect()
}

#[rstest]
#[case::en(
    Language::English,
    "line3:theme=\"purple\"isnotoneofclassic,dark,high-contrast,stealth"
)]
#[case::zh(
    Language::Chinese,
    "第3行：theme=\"purple\"无效，可选classic、dark、high-contrast、stealth"
)]
fn a_long_warning_wraps_under_the_board(#[case] language: Language, #[case] said: &str) {
    let m = model_in(language, mid_game())
        .with_warnings(crate::tests::support::warnings(start_warnings(language)));
    let screen = text(&render(&m, 100, 36));
    let together: String = screen.split_whitespace().collect();
    assert!(together.contains(said), "{screen}");
    let title = language.texts().notice_title();
    assert!(!screen.contains(title), "no box where it fits:\n{screen}");
    snapshot_in!(language, screen);
}

#[rstest]
#[case::en(
    Language::English,
    ["Readme", "line3:theme=\"purple\"isnotoneof", "high-contrast", "stealth", "anykey:thenextof2notices"],
    ["Thesavedgamewascutshort:keptbestscoresandstats,lostgameandundo;itwaskeptasstate.json.corrupt-1796159227", "anykeycloses"],
)]
#[case::zh(
    Language::Chinese,
    ["注意", "第3行：theme=\"purple\"无效", "high-contrast", "stealth", "按任意键看下一条"],
    ["存档不完整：保留了最高分和统计，丢失了当前对局和撤销记录；原文件已另存为state.json.corrupt-1796159227", "按任意键关闭"],
)]
fn a_warning_too_long_for_the_smallest_screen_is_read_in_a_box(
    #[case] language: Language,
    #[case] first: [&str; 5],
    #[case] next: [&str; 2],
) {
    let m = model_in(language, mid_game())
        .with_warnings(crate::tests::support::warnings(start_warnings(language)));
    let screen = text(&render(&m, 34, 12));
    let said = run_together(&screen);
    for words in first {
        assert!(said.contains(words), "{words} in\n{screen}");
    }
    snapshot_in!(language, screen);
    // Closed, the settings file's path comes next, then the damaged save's warning,
    // whole, the kept file's name in it.
    let (m, _) = update(m, Msg::CloseNotice);
    let said = run_together(&text(&render(&m, 34, 12)));
    assert!(said.contains("/config.toml"), "{said}");
    let (m, _) = update(m, Msg::CloseNotice);
    let screen = text(&render(&m, 34, 12));
    let said = run_together(&screen);
    for words in next {
        assert!(said.contains(words), "{words} in\n{screen}");
    }
}

#[test]
fn a_long_notice_on_a_narrow_screen_is_shortened_where_a_thought_ends() {
    let cases = [
        ("Welcome back: your game is as you left it", "Welcome back"),
        (
            "Autoplay paused for the boss key — p plays on",
            "Autoplay paused for the boss key",
        ),
        (
            "The saved game could not be read; it was kept as state.json.corrupt-1 in /tmp",
            "The saved game could not be read",
        ),
        ("New game — u brings the last one back", "New game"),
        (
            "A notice with no place to stop at all, made of many words",
            "A notice with no place to stop at…",
        ),
    ];
    for (notice, shown) in cases {
        let mut m = numbers(4, 100, 100, 5, None);
        m = m.with_notice(Some(crate::tests::support::said(notice)));
        let screen = text(&render(&m, 34, 12));
        let status = screen.lines().nth(10).unwrap().trim();
        assert_eq!(status, shown, "{screen}");
        // Where there is room, the whole notice.
        let wide = text(&render(&m, 100, 36));
        assert!(words_of(&wide).contains(notice), "{wide}");
    }
    let m = numbers(4, 100, 100, 5, None).with_solver(Solver::playing(DEFAULT_PACE));
    // Autoplay's words in their short form, how to stop it kept.
    let screen = text(&render(&m, 34, 12));
    assert_eq!(
        screen.lines().nth(10).unwrap().trim(),
        "Autoplay 10/s · p stops"
    );
    let wide = text(&render(&m, 100, 36));
    assert!(
        words_of(&wide).contains("Autoplay: 10 moves/s · + - pace · p stops"),
        "{wide}"
    );
}

fn words_of(screen: &str) -> String {
    screen.split_whitespace().collect::<Vec<_>>().join(" ")
}
