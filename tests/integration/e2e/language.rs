//! The screen's language, chosen as a player chooses it: the locale (`LC_ALL`, then
//! `LC_MESSAGES`, then `LANG`, empty ones skipped), `language` in `config.toml` over it,
//! `--lang` over both; every screen and the line printed on quitting in it, the replay
//! command's screen too.

use std::fs;

use super::harness::*;

fn config(home: &Home) -> std::path::PathBuf {
    home.state_dir().join("config.toml")
}

/// Starts a game with `env` and `args`, waits for its first screen and says whether it is
/// in Chinese (its panels say 分数) or English (SCORE); then quits, and returns that and
/// what was printed on the way out.
fn language_of(home: &Home, env: &[(&str, &str)], args: &[&str]) -> (&'static str, String) {
    let mut spawn = Spawn::new().args(args.iter().copied());
    for (key, value) in env {
        spawn = spawn.env(*key, *value);
    }
    let mut t = spawn.start(home);
    let screen = t.wait_until("the panels", |s| s.contains("分数") || s.contains("SCORE"));
    let language = if screen.contains("分数") {
        "zh"
    } else {
        "en"
    };
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    (language, t.output())
}

#[test]
fn the_locale_picks_the_language_in_the_order_posix_reads_it() {
    let home = Home::new();
    let cases: [(&[(&str, &str)], &str); 7] = [
        (&[("LANG", "zh_CN.UTF-8")], "zh"),
        (&[("LANG", "zh_TW.UTF-8")], "zh"),
        (&[("LANG", "en_US.UTF-8")], "en"),
        (&[], "en"),
        (&[("LC_ALL", "en_US.UTF-8"), ("LANG", "zh_CN.UTF-8")], "en"),
        (
            &[("LC_MESSAGES", "zh_CN.UTF-8"), ("LANG", "en_GB.UTF-8")],
            "zh",
        ),
        (
            &[("LC_ALL", ""), ("LC_MESSAGES", ""), ("LANG", "zh_CN.UTF-8")],
            "zh",
        ),
    ];
    for (env, want) in cases {
        assert_eq!(language_of(&home, env, &[]).0, want, "{env:?}");
    }
}

#[test]
fn the_flag_wins_over_the_file_and_the_file_over_the_locale() {
    let home = Home::new();
    fs::create_dir_all(home.state_dir()).unwrap();
    let zh = [("LANG", "zh_CN.UTF-8")];
    let en = [("LANG", "en_US.UTF-8")];
    assert_eq!(language_of(&home, &zh, &["--lang", "en"]).0, "en");
    assert_eq!(language_of(&home, &en, &["--lang", "zh"]).0, "zh");
    fs::write(config(&home), "language = \"zh\"\n").unwrap();
    assert_eq!(language_of(&home, &en, &[]).0, "zh");
    assert_eq!(language_of(&home, &en, &["--lang", "en"]).0, "en");
    fs::write(config(&home), "# mine\nlanguage = \"en\"\n").unwrap();
    assert_eq!(language_of(&home, &zh, &[]).0, "en");
    assert_eq!(language_of(&home, &zh, &["--lang", "zh"]).0, "zh");
}

#[test]
fn a_bad_language_in_the_file_is_told_in_the_locales_words_and_a_bad_flag_refused() {
    let home = Home::new();
    fs::create_dir_all(home.state_dir()).unwrap();
    fs::write(config(&home), "language = \"fr\"\n").unwrap();
    let mut t = Spawn::new().env("LANG", "zh_CN.UTF-8").start(&home);
    let screen = words_of(&t.wait_for("无效"));
    assert!(
        screen.contains("第 1 行：language = \"fr\" 无效，可选 en、zh"),
        "{screen}"
    );
    // The file's path and how many problems it has, next.
    t.send("x");
    let screen = words_of(&t.wait_for("其余设置已读取"));
    assert!(screen.contains("config.toml 有 1 处问题"), "{screen}");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    super::cli::refused(&["--lang", "fr"], &["--lang", "en", "zh"]);
}

#[test]
fn the_quit_line_and_the_keys_are_chinese_under_a_chinese_locale() {
    let home = Home::new();
    let mut t = Spawn::new().env("LANG", "zh_CN.UTF-8").start(&home);
    let screen = t.wait_for("方向键 移动");
    assert!(screen.contains("合并方块，冲向 2048！"), "{screen}");
    t.send_key(Key::Char('?'));
    let help = t.wait_for("按键");
    assert!(help.contains("撤销上一步"), "{help}");
    t.send_key(Key::Esc);
    t.wait_until("the help closed", |s| !s.contains("按键"));
    t.send_key(Key::Char('u'));
    t.wait_for("没有可撤销的步骤");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    let out = t.output();
    let path = home.state_path();
    assert!(
        out.contains(&format!(
            "tui2048：分数 0，4✕4 最高分 0；已保存到 {}",
            path.display()
        )),
        "{out}"
    );
}

#[test]
fn the_replay_opened_from_the_game_speaks_the_games_language() {
    let home = Home::new();
    let mut t = Spawn::new().env("LANG", "zh_CN.UTF-8").start(&home);
    t.wait_for("方向键 移动");
    // A move or more: the game has a move to replay.
    for key in [Key::Left, Key::Up, Key::Right, Key::Down] {
        t.send_key(key);
    }
    home.wait_state("a move saved", |s| s["game"]["moves"].as_u64() >= Some(1));
    t.send_key(Key::Char('v'));
    let screen = t.wait_for("q 返回");
    assert!(screen.contains("复盘：4✕4 对局"), "{screen}");
    t.send_key(Key::Char('q'));
    t.wait_for("方向键 移动");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn the_replay_command_speaks_the_language_too() {
    let home = Home::new();
    let mut t = Spawn::new().start(&home);
    t.wait_for("SCORE");
    for key in [Key::Left, Key::Up, Key::Right, Key::Down] {
        t.play(&home, key);
    }
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    let mut r = Spawn::new()
        .env("LANG", "zh_CN.UTF-8")
        .arg("replay")
        .start(&home);
    let screen = r.wait_for("q 返回");
    for words in ["复盘：4✕4 对局", "步数 0 / ", "开局：还没走第一步", "步进"] {
        assert!(screen.contains(words), "{words} in\n{screen}");
    }
    r.send_key(Key::Char('q'));
    assert!(r.wait_exit(WAIT).success());
}

#[test]
fn saving_off_is_said_in_chinese_with_the_file_and_why() {
    let home = Home::new();
    let mut t = Spawn::new().start(&home);
    t.wait_for("SCORE");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    // A folder where the lock file goes: no lock, so nothing is saved this run.
    let lock = home.state_dir().join("state.json.lock");
    let _ = fs::remove_file(&lock);
    fs::create_dir(&lock).unwrap();
    let mut t = Spawn::new().env("LANG", "zh_CN.UTF-8").start(&home);
    t.wait_for("欢迎回来");
    // A move that moves ends the greeting; the status line then says why nothing is saved.
    for key in [Key::Left, Key::Up, Key::Right, Key::Down] {
        t.send_key(key);
    }
    let screen = words_of(&t.wait_for("存档已停用"));
    let said = format!(
        "存档已停用：无法取得锁文件 {}：那是一个文件夹",
        lock.display()
    );
    assert!(screen.contains(&said), "{said} in\n{screen}");
    t.send_key(Key::Char('q'));
    assert!(t.wait_exit(WAIT).success());
    // The line on the way out is broken where its parts meet, at the terminal's width.
    let out = t.output().replace("\r\n", "");
    assert!(
        out.contains(&format!(
            "；未保存：无法取得锁文件 {}：那是一个文件夹",
            lock.display()
        )),
        "{out}"
    );
}

#[test]
fn a_guess_of_256_colours_says_once_in_chinese_how_to_get_the_true_palette() {
    let tip = "检测到 256 色：要原版配色，请用 --colors truecolor（按 ? 看说明）";
    let home = Home::new();
    let spawn = || {
        Spawn::new()
            .unset("NO_COLOR")
            .env("TERM", "xterm-256color")
            .env("LANG", "zh_CN.UTF-8")
    };
    let mut t = spawn().start(&home);
    let screen = t.wait_until("the tip", |s| squashed(s).contains(&squashed(tip)));
    assert!(screen.contains("分数"), "{screen}");
    // The help says how, in Chinese, while the colours are 256.
    t.send("?");
    let help = squashed(&t.wait_for("按键"));
    for said in [
        "原版配色要用真彩色",
        "--colorstruecolor",
        "AcceptEnvCOLORTERM",
    ] {
        assert!(help.contains(said), "{said}: {help}");
    }
    t.send("q");
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
    let kept = fs::read_to_string(config(&home)).unwrap();
    assert!(kept.ends_with("truecolor_tip = \"seen\"\n"), "{kept}");
    // Seen once: the next run in the same colours says it no more.
    let mut t = spawn().start(&home);
    let screen = t.wait_for("欢迎回来");
    assert!(!screen.contains("256 色"), "{screen}");
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
}

/// A screen's text without its spaces and frames, as a reader takes a wrapped line.
fn squashed(screen: &str) -> String {
    screen
        .chars()
        .filter(|c| !c.is_whitespace() && !"│╭╮╰╯─".contains(*c))
        .collect()
}

/// A file the game or a command refuses is told in the run's language: the locale's,
/// `--lang` over it, the settings file's, a race's own `--lang`.
#[test]
fn a_refused_file_is_told_in_the_runs_language() {
    let home = Home::new();
    let slash = format!("{}/newdir/", home.path().display());
    let refused = |args: &[&str]| {
        let mut t = Spawn::new()
            .env("LANG", "zh_CN.UTF-8")
            .args(args.iter().copied())
            .arg("--state")
            .arg(&slash)
            .start(&home);
        assert_eq!(t.wait_exit(WAIT).exit_code(), 1);
        t.output().trim_end().to_string()
    };
    assert_eq!(
        refused(&[]),
        format!(
            "tui2048: {slash} 以斜杠结尾，指的是文件夹而不是文件，请用 --state <PATH> 指定一个文件"
        )
    );
    assert_eq!(
        refused(&["--lang", "en"]),
        format!(
            "tui2048: {slash} ends with a slash, so it names a folder, not a file; give a file's path with --state <PATH>"
        )
    );
    // A command reads the records of a newer program: said in the settings file's words.
    fs::create_dir_all(home.state_dir()).unwrap();
    fs::write(config(&home), "language = \"zh\"\n").unwrap();
    let records = home.state_dir().join("state.records.json");
    fs::write(&records, "{\"version\": 2, \"games\": []}").unwrap();
    let out = run_plain(&home, &["export", "last"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "tui2048: {} 是新版 tui2048 写的（记录文件第 2 版，本程序只读第 1 版）\n",
            records.display()
        )
    );
    let out = run_plain(&home, &["race", "--lang", "en", "last"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "tui2048: {} was written by a newer tui2048 (records file version 2; this program reads version 1)\n",
            records.display()
        )
    );
}
