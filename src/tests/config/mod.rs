//! The settings file: the order in which a flag, the file, the environment and the
//! defaults decide; the file read leniently with its problems told by line; a choice
//! written back with the player's comments, order and other keys kept; and a broken file
//! never written over.

use std::fs;
use std::path::{Path, PathBuf};

use crate::runtime::{config_notice, write_error};
use tui2048_app::settings::{
    Choices, ColorMode, Colors, Interface, Labels, Language, Name, ReplaySays, Settings, Strength,
    Theme, Tip, Verbosity,
};
use tui2048_app::text::English;
use tui2048_files::config::{config_path, read_config, tidy, write_setting};

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
    let config = read_config(path);
    // Each problem on a line of its own.
    let problem = config
        .problem
        .map(|p| config_notice(&English, &p).join("\n"));
    (config.choices, problem)
}

/// Keeps `key = value` in the file at `path`; why not, in the player's words.
fn keep(path: &Path, key: &str, value: &str) -> Result<(), String> {
    write_setting(path, key, value).map_err(|e| write_error(&English, &e))
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
        colors: Some(Colors::Ansi16),
        animation: Some(false),
        mouse: Some(false),
        strength: Some(Strength::Strong),
        language: Some(Language::Chinese),
        interface: Some(Interface::Full),
        labels: Some(Labels::Letters),
        verbosity: None,
        sounds: None,
        replay_says: None,
        truecolor_tip: None,
        name: Name::new("Ada"),
    };
    let flags = Choices {
        theme: Some(Theme::Stealth),
        colors: Some(Colors::TrueColor),
        animation: Some(true),
        mouse: Some(true),
        strength: Some(Strength::Fast),
        language: Some(Language::English),
        interface: Some(Interface::Plain),
        labels: Some(Labels::Numbers),
        verbosity: None,
        sounds: None,
        replay_says: None,
        truecolor_tip: None,
        name: Name::new("Bo"),
    };
    let none = Choices::default();
    let no_flags = Choices::default();
    let env = || ColorMode::None;
    // The locale says Chinese: only what neither a flag nor the file says takes it.
    let locale = || Language::Chinese;
    // The terminal asks for the plain interface (TERM=dumb): only where neither a flag
    // nor the file names one does it decide.
    let term = || Interface::Plain;
    let cases: [(&str, Choices, Choices, Settings); 4] = [
        (
            "flags over the file",
            flags,
            file.clone(),
            Settings {
                theme: Theme::Stealth,
                color: ColorMode::TrueColor,
                animate: false, // plain: nothing moves
                mouse: true,
                strength: Strength::Fast,
                language: Language::English,
                interface: Interface::Plain,
                labels: Labels::Numbers,
                verbosity: Verbosity::Verbose,
                sounds: false,
                replay_says: ReplaySays::Nothing,
                palette_tip: false,
                file: None,
                far: false,
                keys: Vec::new(),
                name: Name::new("Bo"),
            },
        ),
        (
            "the file over the environment",
            no_flags.clone(),
            file.clone(),
            Settings {
                theme: Theme::Dark,
                color: ColorMode::Ansi16,
                animate: false,
                mouse: false,
                strength: Strength::Strong,
                language: Language::Chinese,
                interface: Interface::Full,
                labels: Labels::Letters,
                verbosity: Verbosity::Verbose,
                sounds: false,
                replay_says: ReplaySays::Nothing,
                palette_tip: false,
                file: None,
                far: false,
                keys: Vec::new(),
                name: Name::new("Ada"),
            },
        ),
        (
            "the environment over the default",
            no_flags.clone(),
            none,
            Settings {
                theme: Theme::Classic,
                color: ColorMode::None,
                animate: false, // plain: nothing moves
                mouse: true,
                strength: Strength::Fast,
                language: Language::Chinese,
                interface: Interface::Plain,
                labels: Labels::Numbers,
                verbosity: Verbosity::Verbose,
                sounds: false,
                replay_says: ReplaySays::Nothing,
                palette_tip: false,
                file: None,
                far: false,
                keys: Vec::new(),
                name: None,
            },
        ),
        (
            "each flag alone",
            Choices {
                theme: Some(Theme::HighContrast),
                ..no_flags.clone()
            },
            file.clone(),
            Settings {
                theme: Theme::HighContrast,
                color: ColorMode::Ansi16,
                animate: false,
                mouse: false,
                strength: Strength::Strong,
                language: Language::Chinese,
                interface: Interface::Full,
                labels: Labels::Letters,
                verbosity: Verbosity::Verbose,
                sounds: false,
                replay_says: ReplaySays::Nothing,
                palette_tip: false,
                file: None,
                far: false,
                keys: Vec::new(),
                name: Name::new("Ada"),
            },
        ),
    ];
    for (what, flags, config, want) in cases {
        assert_eq!(
            Settings::of(flags, config, env, locale, term),
            want,
            "{what}"
        );
    }
    // `auto`, from a flag or the file, leaves the colours to the environment.
    let auto = Choices {
        colors: Some(Colors::Auto),
        ..no_flags.clone()
    };
    assert_eq!(
        Settings::of(auto, file.clone(), env, locale, term).color,
        ColorMode::None
    );
    let file_auto = Choices {
        colors: Some(Colors::Auto),
        ..Choices::default()
    };
    assert_eq!(
        Settings::of(
            no_flags.clone(),
            file_auto,
            || ColorMode::Ansi256,
            locale,
            term
        )
        .color,
        ColorMode::Ansi256
    );
    // A file or a flag that names the colours never asks the environment.
    let asked = std::cell::Cell::new(false);
    let ask = || {
        asked.set(true);
        ColorMode::None
    };
    assert_eq!(
        Settings::of(no_flags, file, ask, locale, term).color,
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
         animation = false\nmouse = true\nstrength = \"strong\"\nlanguage = \"zh\"\ninterface = \"plain\"\nlabels = \"letters\"\n\
         verbosity = \"brief\"\nsounds = true\nreplay_says = \"marks\"\ntruecolor_tip = \"seen\"\n",
    );
    let (config, problem) = read(&path);
    assert_eq!(problem, None);
    assert_eq!(
        config,
        Choices {
            theme: Some(Theme::HighContrast),
            colors: Some(Colors::Ansi256),
            animation: Some(false),
            mouse: Some(true),
            strength: Some(Strength::Strong),
            language: Some(Language::Chinese),
            interface: Some(Interface::Plain),
            labels: Some(Labels::Letters),
            verbosity: Some(Verbosity::Brief),
            sounds: Some(true),
            replay_says: Some(ReplaySays::Marks),
            truecolor_tip: Some(Tip::Seen),
            name: None,
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
                "line 4: animation = \"no\" is not true or false\nline 3: unknown key \"colour\" \
                 (the keys are theme, colors, animation, mouse, strength, language, interface, \
                 labels, verbosity, sounds, replay_says, name, [keys])\n2 problems in {}; the rest was read",
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
                "line 3: theme = \"blue\" is not one of classic, dark, high-contrast, stealth\n\
                 1 problem in {}; the rest was read",
                path.display()
            )
            .as_str()
        )
    );
}

/// A name is any text, its printable characters kept; one with none, or no text, is told.
#[test]
fn a_name_is_text_and_keeps_its_printable_characters() {
    let dir = folder();
    let path = write(dir.path(), "name = \"\\u001b[1mAda\\u0007  L.\"\n");
    let (config, problem) = read(&path);
    assert_eq!(problem, None);
    assert_eq!(config.name, Name::new("Ada L."));
    // A name needs a letter or a digit.
    for value in ["3", "\"\\u001B[0m\"", "[\"Ada\"]", "\"- * -\""] {
        let path = write(dir.path(), &format!("name = {value}\n"));
        let (config, problem) = read(&path);
        assert_eq!(config.name, None);
        assert_eq!(
            problem.as_deref(),
            Some(
                format!(
                    "line 1: name = {value} is not a name: give text in quotes, as name = \
                     \"Ada\"\n1 problem in {}; the rest was read",
                    path.display()
                )
                .as_str()
            ),
        );
    }
}

/// A name longer than a name may be is not cut without a word: it is not used, and the
/// warning says how long it is and the limit, in both languages.
#[test]
fn a_name_too_long_is_refused_with_the_limit_not_cut() {
    let dir = folder();
    let path = write(dir.path(), &format!("name = \"{}\"\n", "x".repeat(30)));
    let (config, problem) = read(&path);
    assert_eq!(config.name, None);
    assert_eq!(
        problem.as_deref(),
        Some(
            format!(
                "line 1: name has 30 characters: a name is at most 24\n1 problem in {}; the \
                 rest was read",
                path.display()
            )
            .as_str()
        )
    );
    let texts = tui2048_app::text::Chinese;
    assert_eq!(
        texts.config_name_too_long("name", 30, 24),
        "name 有 30 个字符：名字最多 24 个"
    );
    // Counted as shown: 24 characters dressed in escape sequences are a name.
    let path = write(
        dir.path(),
        &format!("name = \"\\u001b[1m{}\\u001b[0m\"\n", "x".repeat(24)),
    );
    let (config, problem) = read(&path);
    assert_eq!(problem, None);
    assert_eq!(config.name, Name::new(&"x".repeat(24)));
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
    assert!(write_setting(&path, "theme", "stealth").is_err());
    assert_eq!(fs::read_to_string(&path).unwrap(), big);
}

#[test]
fn a_file_of_just_the_most_bytes_allowed_is_read_and_written_as_far_as_it_fits() {
    let dir = folder();
    let head = "theme = \"dark\"\n# ";
    let limit = tui2048_store::config::CONFIG_LIMIT as usize;
    let full = format!("{head}{}\n", "x".repeat(limit - head.len() - 1));
    assert_eq!(full.len(), limit);
    let path = write(dir.path(), &full);
    assert_eq!(
        read(&path),
        (
            Choices {
                theme: Some(Theme::Dark),
                ..Choices::default()
            },
            None
        )
    );
    // A theme of as many letters fits; a longer one would take the file past the limit.
    assert_eq!(keep(&path, "theme", "mint"), Ok(()));
    let kept = fs::read_to_string(&path).unwrap();
    assert_eq!(kept, full.replacen("dark", "mint", 1));
    assert!(keep(&path, "theme", "stealth").is_err());
    assert_eq!(fs::read_to_string(&path).unwrap(), kept);
}

#[test]
fn writing_back_keeps_comments_order_and_other_keys() {
    let dir = folder();
    let text = "# My settings\n\n# the look\ntheme = \"classic\" # was dark\n\
                mouse = false\n\n# for later\nfuture = { a = 1 }\n";
    let path = write(dir.path(), text);
    write_setting(&path, "theme", "stealth").unwrap();
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "# My settings\n\n# the look\ntheme = \"stealth\" # was dark\n\
         mouse = false\n\n# for later\nfuture = { a = 1 }\n"
    );
    // A key the file does not have yet is added after the others.
    let path = write(dir.path(), "# only a comment\nanimation = false\n");
    write_setting(&path, "theme", "dark").unwrap();
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "# only a comment\nanimation = false\ntheme = \"dark\"\n"
    );
    assert_eq!(read(&path).0.theme, Some(Theme::Dark));
    // No file yet: one is made, saying what it is for.
    let fresh = dir.path().join("new").join("config.toml");
    write_setting(&fresh, "theme", "high-contrast").unwrap();
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
    write_setting(&link, "theme", "dark").unwrap();
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

mod writing_back;
