//! The settings file: the order in which a flag, the file, the environment and the
//! defaults decide; the file read leniently with its problems told by line; a choice
//! written back with the player's comments, order and other keys kept; and a broken file
//! never written over.

use std::fs;
use std::path::{Path, PathBuf};

use tui2048::app::text::English;
use tui2048::runtime::{config_notice, keep_error};
use tui2048::settings::{Choices, ColorMode, Colors, Language, Settings, Strength, Theme, Tip};
use tui2048::store::config::{config_path, keep_setting, read_config, tidy};

fn folder() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}

fn write(dir: &Path, text: &str) -> PathBuf {
    let path = dir.join("config.toml");
    fs::write(&path, text).expect("write config.toml");
    path
}

/// What the file at `path` says, and its problem.
fn read(path: &Path) -> (Choices, Option<String>) {
    let (choices, problem) = read_config(path);
    (choices, problem.map(|p| config_notice(&English, &p)))
}

/// Keeps `key = value` in the file at `path`; why not, in the player's words.
fn keep(path: &Path, key: &str, value: &str) -> Result<(), String> {
    keep_setting(path, key, value).map_err(|e| keep_error(&English, &e))
}

#[test]
fn the_settings_file_is_beside_the_state_file() {
    assert_eq!(
        config_path(Path::new("/home/u/.config/tui2048/state.json")),
        Path::new("/home/u/.config/tui2048/config.toml")
    );
    assert_eq!(
        config_path(Path::new("/tmp/games/mine.json")),
        Path::new("/tmp/games/config.toml")
    );
}

/// A flag, then the file, then the environment (for the colours), then the default.
#[test]
fn a_flag_wins_then_the_file_then_the_environment_then_the_default() {
    let file = Choices {
        theme: Some(Theme::Dark),
        colors: Some(Colors::Mode(ColorMode::Ansi16)),
        animation: Some(false),
        mouse: Some(false),
        strength: Some(Strength::Strong),
        language: Some(Language::Chinese),
        truecolor_tip: None,
    };
    let flags = Choices {
        theme: Some(Theme::Stealth),
        colors: Some(Colors::Mode(ColorMode::TrueColor)),
        animation: Some(true),
        mouse: Some(true),
        strength: Some(Strength::Fast),
        language: Some(Language::English),
        truecolor_tip: None,
    };
    let none = Choices::default();
    let no_flags = Choices::default();
    let env = || ColorMode::None;
    // The locale says Chinese: only what neither a flag nor the file says takes it.
    let locale = || Language::Chinese;
    let cases: [(&str, Choices, Choices, Settings); 4] = [
        (
            "flags over the file",
            flags,
            file,
            Settings {
                theme: Theme::Stealth,
                color: ColorMode::TrueColor,
                animate: true,
                mouse: true,
                strength: Strength::Fast,
                language: Language::English,
                palette_tip: false,
                file: None,
            },
        ),
        (
            "the file over the environment",
            no_flags,
            file,
            Settings {
                theme: Theme::Dark,
                color: ColorMode::Ansi16,
                animate: false,
                mouse: false,
                strength: Strength::Strong,
                language: Language::Chinese,
                palette_tip: false,
                file: None,
            },
        ),
        (
            "the environment over the default",
            no_flags,
            none,
            Settings {
                theme: Theme::Classic,
                color: ColorMode::None,
                animate: true,
                mouse: true,
                strength: Strength::Fast,
                language: Language::Chinese,
                palette_tip: false,
                file: None,
            },
        ),
        (
            "each flag alone",
            Choices {
                theme: Some(Theme::HighContrast),
                ..no_flags
            },
            file,
            Settings {
                theme: Theme::HighContrast,
                color: ColorMode::Ansi16,
                animate: false,
                mouse: false,
                strength: Strength::Strong,
                language: Language::Chinese,
                palette_tip: false,
                file: None,
            },
        ),
    ];
    for (what, flags, config, want) in cases {
        assert_eq!(Settings::of(flags, config, env, locale), want, "{what}");
    }
    // `auto`, from a flag or the file, leaves the colours to the environment.
    let auto = Choices {
        colors: Some(Colors::Auto),
        ..no_flags
    };
    assert_eq!(Settings::of(auto, file, env, locale).color, ColorMode::None);
    let file_auto = Choices {
        colors: Some(Colors::Auto),
        ..Choices::default()
    };
    assert_eq!(
        Settings::of(no_flags, file_auto, || ColorMode::Ansi256, locale).color,
        ColorMode::Ansi256
    );
    // A file or a flag that names the colours never asks the environment.
    let asked = std::cell::Cell::new(false);
    let ask = || {
        asked.set(true);
        ColorMode::None
    };
    assert_eq!(
        Settings::of(no_flags, file, ask, locale).color,
        ColorMode::Ansi16
    );
    assert!(!asked.get());
}

#[test]
fn a_good_file_with_comments_reads_every_key() {
    let dir = folder();
    let path = write(
        dir.path(),
        "# mine\ntheme = \"high-contrast\"   # easier on the eyes\ncolors = 256\n\
         animation = false\nmouse = true\nstrength = \"strong\"\nlanguage = \"zh\"\ntruecolor_tip = \"seen\"\n",
    );
    let (config, problem) = read(&path);
    assert_eq!(problem, None);
    assert_eq!(
        config,
        Choices {
            theme: Some(Theme::HighContrast),
            colors: Some(Colors::Mode(ColorMode::Ansi256)),
            animation: Some(false),
            mouse: Some(true),
            strength: Some(Strength::Strong),
            language: Some(Language::Chinese),
            truecolor_tip: Some(Tip::Seen),
        }
    );
    // No file is no setting and no problem.
    assert_eq!(
        read(&dir.path().join("none.toml")),
        (Choices::default(), None)
    );
}

#[test]
fn a_bad_value_or_an_unknown_key_costs_only_itself_and_is_told_by_line() {
    let dir = folder();
    let path = write(
        dir.path(),
        "theme = \"dark\"\n# a comment\ncolour = \"none\"\nanimation = \"no\"\nstrength = \"fast\"\n",
    );
    let (config, problem) = read(&path);
    assert_eq!(
        config,
        Choices {
            theme: Some(Theme::Dark),
            strength: Some(Strength::Fast),
            ..Choices::default()
        }
    );
    assert_eq!(
        problem.as_deref(),
        Some(
            format!(
                "{} line 3: unknown key \"colour\" (the keys are theme, colors, animation, \
                 mouse, strength, language) (and 1 more problem); the rest was read",
                path.display()
            )
            .as_str()
        )
    );
    let path = write(dir.path(), "\n\ntheme = \"blue\"\n");
    assert_eq!(
        read(&path).1.as_deref(),
        Some(
            format!(
                "{} line 3: theme = \"blue\" is not one of classic, dark, high-contrast, \
                 stealth; the rest was read",
                path.display()
            )
            .as_str()
        )
    );
}

#[test]
fn a_file_that_does_not_parse_gives_the_defaults_and_its_line() {
    let dir = folder();
    let path = write(dir.path(), "theme = \"dark\"\nmouse = \n");
    let (config, problem) = read(&path);
    assert_eq!(config, Choices::default());
    let problem = problem.expect("a problem");
    let start = format!("{} line 2: ", path.display());
    assert!(problem.starts_with(&start), "{problem}");
    assert!(
        problem.ends_with("; the defaults are used and the file is left as it is"),
        "{problem}"
    );
}

#[test]
fn a_path_that_is_not_a_regular_file_is_refused_with_a_message() {
    let dir = folder();
    let path = dir.path().join("config.toml");
    fs::create_dir(&path).unwrap();
    let (config, problem) = read(&path);
    assert_eq!(config, Choices::default());
    assert_eq!(
        problem,
        Some(format!(
            "{} is a folder, not a regular file; the defaults are used",
            path.display()
        ))
    );
    assert_eq!(
        keep(&path, "theme", "dark"),
        Err(format!(
            "{} is a folder, not a regular file",
            path.display()
        ))
    );
    assert!(path.is_dir());
}

#[test]
fn a_file_too_large_is_not_read_whole_nor_written() {
    let dir = folder();
    let big = format!("theme = \"dark\"\n# {}\n", "x".repeat(70_000));
    let path = write(dir.path(), &big);
    let (config, problem) = read(&path);
    assert_eq!(config, Choices::default());
    assert!(
        problem
            .as_deref()
            .is_some_and(|p| p.contains("more than the 64 KiB a settings file may")),
        "{problem:?}"
    );
    assert!(keep_setting(&path, "theme", "stealth").is_err());
    assert_eq!(fs::read_to_string(&path).unwrap(), big);
}

#[test]
fn writing_back_keeps_comments_order_and_other_keys() {
    let dir = folder();
    let text = "# My settings\n\n# the look\ntheme = \"classic\" # was dark\n\
                mouse = false\n\n# for later\nfuture = { a = 1 }\n";
    let path = write(dir.path(), text);
    keep_setting(&path, "theme", "stealth").unwrap();
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "# My settings\n\n# the look\ntheme = \"stealth\" # was dark\n\
         mouse = false\n\n# for later\nfuture = { a = 1 }\n"
    );
    // A key the file does not have yet is added after the others.
    let path = write(dir.path(), "# only a comment\nanimation = false\n");
    keep_setting(&path, "theme", "dark").unwrap();
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "# only a comment\nanimation = false\ntheme = \"dark\"\n"
    );
    assert_eq!(read(&path).0.theme, Some(Theme::Dark));
    // No file yet: one is made, saying what it is for.
    let fresh = dir.path().join("new").join("config.toml");
    keep_setting(&fresh, "theme", "high-contrast").unwrap();
    let made = fs::read_to_string(&fresh).unwrap();
    assert!(made.starts_with("# tui2048's settings"), "{made}");
    assert!(made.ends_with("\ntheme = \"high-contrast\"\n"), "{made}");
    assert_eq!(
        read(&fresh),
        (
            Choices {
                theme: Some(Theme::HighContrast),
                ..Choices::default()
            },
            None
        )
    );
}

#[test]
fn a_broken_file_is_left_byte_for_byte() {
    let dir = folder();
    let broken = b"theme = \"dark\"\n[[[ not toml\n\xffmouse = false\n".to_vec();
    let path = dir.path().join("config.toml");
    fs::write(&path, &broken).unwrap();
    let error = keep(&path, "theme", "stealth").unwrap_err();
    assert_eq!(error, format!("{} is not UTF-8 text", path.display()));
    assert_eq!(fs::read(&path).unwrap(), broken);
    let broken = "theme = \"dark\"\n[[[ not toml\nmouse = false\n";
    let path = write(dir.path(), broken);
    let error = keep(&path, "theme", "stealth").unwrap_err();
    let start = format!("{} does not parse (line 2: ", path.display());
    assert!(error.starts_with(&start), "{error}");
    assert_eq!(fs::read_to_string(&path).unwrap(), broken);
    // Nothing was left beside it either.
    let names: Vec<_> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["config.toml"]);
}

#[cfg(unix)]
#[test]
fn a_link_is_followed_and_stays_a_link() {
    let dir = folder();
    let real = dir.path().join("dotfiles.toml");
    fs::write(&real, "mouse = false\n").unwrap();
    let link = dir.path().join("config.toml");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    assert_eq!(read(&link).0.mouse, Some(false));
    keep_setting(&link, "theme", "dark").unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        fs::read_to_string(&real).unwrap(),
        "mouse = false\ntheme = \"dark\"\n"
    );
}

/// The names in a folder, sorted.
fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_theme_in_a_form_the_game_does_not_read_is_left_as_it_is() {
    let dir = folder();
    for (text, line, form) in [
        (
            "# mine\n[theme]\nname = \"dark\" # the night one\n",
            2,
            "a table",
        ),
        (
            "mouse = false\n# mine\ntheme.name = \"dark\"\ntheme.tiles = 3\n",
            3,
            "dotted keys",
        ),
        (
            "\n\ntheme = 3 # three\n",
            3,
            "a value of another kind (integer)",
        ),
        ("theme = true\n", 1, "a value of another kind (boolean)"),
        ("theme = [\"dark\"]\n", 1, "a value of another kind (array)"),
        (
            "theme = { name = \"dark\" } # inline\n",
            1,
            "an inline table",
        ),
        (
            "animation = true\n\n[[theme]]\nname = \"a\"\n",
            3,
            "a table",
        ),
    ] {
        let path = write(dir.path(), text);
        assert_eq!(
            keep(&path, "theme", "stealth"),
            Err(format!(
                "{} line {line} holds theme as {form}, which the game does not read; the file was left as it is",
                path.display()
            )),
            "{text:?}"
        );
        assert_eq!(fs::read_to_string(&path).unwrap(), text);
        assert_eq!(names_in(dir.path()), ["config.toml"]);
    }
    // A string the game does not know is its own key, and is written over in place.
    let path = write(dir.path(), "theme = \"purple\" # mine\n");
    keep(&path, "theme", "dark").unwrap();
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "theme = \"dark\" # mine\n"
    );
}

#[test]
fn writing_back_keeps_a_byte_order_mark_crlf_and_a_last_line_without_its_end() {
    let dir = folder();
    for (before, after) in [
        (
            "\u{feff}# mine\r\nmouse = false\r\ntheme = \"dark\"",
            "\u{feff}# mine\r\nmouse = false\r\ntheme = \"stealth\"",
        ),
        (
            "\u{feff}# mine\r\nmouse = false\r\n",
            "\u{feff}# mine\r\nmouse = false\r\ntheme = \"stealth\"\r\n",
        ),
        (
            "# mine\r\nmouse = false",
            "# mine\r\nmouse = false\r\ntheme = \"stealth\"",
        ),
        ("mouse = false", "mouse = false\ntheme = \"stealth\""),
        (
            "\u{feff}theme = \"dark\"\n",
            "\u{feff}theme = \"stealth\"\n",
        ),
    ] {
        let path = write(dir.path(), before);
        assert_eq!(read(&path).1, None, "{before:?}");
        keep(&path, "theme", "stealth").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), after, "{before:?}");
        assert_eq!(read(&path).0.theme, Some(Theme::Stealth));
    }
}

#[test]
fn a_value_of_each_kind_is_written_back_through_one_path() {
    let dir = folder();
    let path = write(dir.path(), "# mine\nmouse = true # for now\n");
    keep_setting(&path, "mouse", false).unwrap();
    keep_setting(&path, "theme", "dark").unwrap();
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "# mine\nmouse = false # for now\ntheme = \"dark\"\n"
    );
    // A switch over a string is another kind: the file is left.
    assert!(keep_setting(&path, "theme", true).is_err());
    assert_eq!(read(&path).0.theme, Some(Theme::Dark));
}

#[cfg(unix)]
#[test]
fn a_file_with_other_hard_links_is_not_parted_from_them() {
    use std::os::unix::fs::MetadataExt;
    let dir = folder();
    let path = write(dir.path(), "mouse = false\n");
    let other = dir.path().join("dotfiles.toml");
    fs::hard_link(&path, &other).unwrap();
    let inode = fs::metadata(&path).unwrap().ino();
    assert_eq!(
        keep(&path, "theme", "dark"),
        Err(format!(
            "{} has 2 hard links, and writing it anew would part them; the file was left as it is",
            path.display()
        ))
    );
    assert_eq!(fs::metadata(&path).unwrap().ino(), inode);
    assert_eq!(fs::read_to_string(&other).unwrap(), "mouse = false\n");
    assert_eq!(names_in(dir.path()), ["config.toml", "dotfiles.toml"]);
    // Read, it is as good as any.
    assert_eq!(
        read(&path),
        (
            Choices {
                mouse: Some(false),
                ..Choices::default()
            },
            None
        )
    );
    fs::remove_file(&other).unwrap();
    keep(&path, "theme", "dark").unwrap();
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "mouse = false\ntheme = \"dark\"\n"
    );
}

#[test]
fn a_temporary_left_by_a_killed_writer_is_removed_and_no_other() {
    let dir = folder();
    let path = write(dir.path(), "mouse = false\n");
    let mut gone = std::process::Command::new("true").spawn().unwrap();
    let dead = gone.id();
    gone.wait().unwrap();
    let live = std::process::id();
    let left = format!(".config.toml.{dead}-abcdef.tmp");
    let kept = [
        format!(".config.toml.{live}-ghijkl.tmp"),
        format!(".state.json.{dead}-mnopqr.tmp"),
    ];
    for name in kept.iter().chain([&left]) {
        fs::write(dir.path().join(name), b"x").unwrap();
    }
    tidy(&path);
    let mut want: Vec<String> = kept.to_vec();
    want.push("config.toml".into());
    want.sort();
    assert_eq!(names_in(dir.path()), want);
    // Writing back tidies too.
    fs::write(dir.path().join(&left), b"x").unwrap();
    keep(&path, "theme", "dark").unwrap();
    assert_eq!(names_in(dir.path()), want);
}

fn is_root() -> bool {
    std::process::Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

#[cfg(unix)]
#[test]
fn a_file_or_link_another_user_made_in_a_shared_folder_is_neither_read_nor_written() {
    use std::os::unix::fs::{PermissionsExt, chown, lchown, symlink};
    if !is_root() {
        eprintln!("skipped: giving a file to another user needs root");
        return;
    }
    const OTHER: u32 = 54_321;
    let dir = folder();
    let root = fs::canonicalize(dir.path()).unwrap();
    let shared = root.join("shared");
    fs::create_dir(&shared).unwrap();
    fs::set_permissions(&shared, fs::Permissions::from_mode(0o1777)).unwrap();
    let path = shared.join("config.toml");
    fs::write(&path, "theme = \"dark\"\n").unwrap();
    chown(&path, Some(OTHER), None).unwrap();
    let unread = format!(
        "{} was made by another user (uid {OTHER}) in a folder others can write, so it was not read; the defaults are used",
        path.display()
    );
    assert_eq!(read(&path), (Choices::default(), Some(unread)));
    assert!(keep(&path, "theme", "stealth").is_err());
    assert_eq!(fs::read_to_string(&path).unwrap(), "theme = \"dark\"\n");
    // One of root's own there is read.
    chown(&path, Some(0), None).unwrap();
    assert_eq!(read(&path).0.theme, Some(Theme::Dark));
    fs::remove_file(&path).unwrap();

    // A link another user planted there is not followed: nothing of what it names is
    // used or shown.
    let secret = root.join("secret.toml");
    fs::write(&secret, "theme = \"dark\"\nhunter2 = 1\n").unwrap();
    symlink(&secret, &path).unwrap();
    lchown(&path, Some(OTHER), None).unwrap();
    let (config, problem) = read(&path);
    assert_eq!(config, Choices::default());
    assert_eq!(
        problem,
        Some(format!(
            "{} was not read: {} is a link made by another user (uid {OTHER}), so it was not followed; nothing was touched. Give another path with --state <PATH>; the defaults are used",
            path.display(),
            path.display()
        ))
    );
    assert!(keep(&path, "theme", "stealth").is_err());
    assert_eq!(
        fs::read_to_string(&secret).unwrap(),
        "theme = \"dark\"\nhunter2 = 1\n"
    );
    // The same link made by root is followed.
    lchown(&path, Some(0), None).unwrap();
    assert_eq!(read(&path).0.theme, Some(Theme::Dark));
}

/// The word on getting the true palette: only when the colours were guessed as 256 (no
/// flag or setting named them), until the settings file says it was seen.
#[test]
fn the_true_palette_is_suggested_only_for_a_guess_of_256_colours_not_yet_seen() {
    let none = Choices::default();
    let no_flags = Choices::default();
    let auto = Choices {
        colors: Some(Colors::Auto),
        ..no_flags
    };
    let named = Choices {
        colors: Some(Colors::Mode(ColorMode::Ansi256)),
        ..no_flags
    };
    let file = |colors: Option<Colors>, tip: Option<Tip>| Choices {
        colors,
        truecolor_tip: tip,
        ..Choices::default()
    };
    let cases = [
        (no_flags, none, ColorMode::Ansi256, true),
        (auto, none, ColorMode::Ansi256, true),
        (
            no_flags,
            file(Some(Colors::Auto), Some(Tip::Show)),
            ColorMode::Ansi256,
            true,
        ),
        (
            auto,
            file(Some(Colors::Mode(ColorMode::Ansi256)), None),
            ColorMode::Ansi256,
            true,
        ),
        (
            no_flags,
            file(None, Some(Tip::Seen)),
            ColorMode::Ansi256,
            false,
        ),
        (named, none, ColorMode::Ansi256, false),
        (
            no_flags,
            file(Some(Colors::Mode(ColorMode::Ansi256)), None),
            ColorMode::Ansi256,
            false,
        ),
        (no_flags, none, ColorMode::TrueColor, false),
        (no_flags, none, ColorMode::Ansi16, false),
        (no_flags, none, ColorMode::None, false),
    ];
    for (i, (flags, config, color, want)) in cases.into_iter().enumerate() {
        let settings = Settings::of(flags, config, || color, || Language::English);
        assert_eq!(settings.palette_tip, want, "case {i}");
    }
    // A value the key cannot take is told, as any other.
    let dir = folder();
    let path = write(dir.path(), "truecolor_tip = \"never\"\n");
    assert_eq!(
        read(&path).1.as_deref(),
        Some(
            format!(
                "{} line 1: truecolor_tip = \"never\" is not one of show, seen; the rest was read",
                path.display()
            )
            .as_str()
        )
    );
}

#[test]
fn writing_back_keeps_every_line_end_as_it_was_in_a_file_of_mixed_ends() {
    let dir = folder();
    let ends = ["\r\n", "\n"];
    let mut cases = 0;
    for mark in ["", "\u{feff}"] {
        for with_theme in [false, true] {
            let mut lines = vec!["# mine", "mouse = true", "colors = \"auto\""];
            if with_theme {
                lines.insert(2, "theme = \"dark\" # kept");
            }
            // Every line's end in every order, the last one also without any.
            let n = lines.len();
            for pick in 0..(2usize.pow(n as u32 - 1) * 3) {
                let mut chosen: Vec<&str> = (0..n - 1).map(|i| ends[(pick >> i) & 1]).collect();
                chosen.push(["\r\n", "\n", ""][pick / 2usize.pow(n as u32 - 1)]);
                let before: String = std::iter::once(mark.to_string())
                    .chain(lines.iter().zip(&chosen).map(|(l, e)| format!("{l}{e}")))
                    .collect();
                let expected = if with_theme {
                    // The changed line keeps its own end; every other line is as it was.
                    before.replace("\"dark\"", "\"stealth\"")
                } else {
                    match chosen[n - 1] {
                        // A line added after the last takes that line's end.
                        "" => format!("{before}{}theme = \"stealth\"", chosen[n - 2]),
                        end => format!("{before}theme = \"stealth\"{end}"),
                    }
                };
                let path = write(dir.path(), &before);
                keep(&path, "theme", "stealth").unwrap();
                assert_eq!(fs::read(&path).unwrap(), expected.as_bytes(), "{before:?}");
                assert_eq!(read(&path).0.theme, Some(Theme::Stealth), "{before:?}");
                cases += 1;
            }
        }
    }
    assert_eq!(cases, 2 * (12 + 24));
}

#[test]
fn a_line_added_takes_the_end_of_the_line_before_it() {
    let dir = folder();
    // The new key goes after the last key of the top table, before a table's header.
    let before = "mouse = true\r\n\n[other]\nkey = 1\r\n";
    let path = write(dir.path(), before);
    keep_setting(&path, "theme", "dark").unwrap();
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "mouse = true\r\ntheme = \"dark\"\r\n\n[other]\nkey = 1\r\n"
    );
    // A new file's lines end with `\n`.
    let fresh = dir.path().join("new.toml");
    keep_setting(&fresh, "mouse", false).unwrap();
    let text = fs::read_to_string(&fresh).unwrap();
    assert!(
        !text.contains('\r') && text.ends_with("mouse = false\n"),
        "{text:?}"
    );
}
