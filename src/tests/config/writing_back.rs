use super::*;

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
    write_setting(&path, "mouse", false).unwrap();
    write_setting(&path, "theme", "dark").unwrap();
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "# mine\nmouse = false # for now\ntheme = \"dark\"\n"
    );
    // A switch over a string is another kind: the file is left.
    assert!(write_setting(&path, "theme", true).is_err());
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

/// A file the game reads whole, just under its limit, that a choice written would take
/// past it, is left as it is, and the player is told why: the next run still reads it.
#[test]
fn a_choice_that_would_take_the_file_past_what_the_game_reads_is_not_written() {
    let limit = tui2048_store::config::CONFIG_LIMIT as usize;
    let dir = folder();
    let head = "mouse = false\n";
    let padding = "# ".to_string() + &"x".repeat(limit - head.len() - 4) + "\n";
    let text = format!("{head}{padding}");
    assert_eq!(text.len(), limit - 1);
    let path = write(dir.path(), &text);
    assert_eq!(
        keep(&path, "theme", "dark"),
        Err(format!(
            "{} would grow past the 64 KiB a settings file may hold; the file was left as it is",
            path.display()
        ))
    );
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
    assert_eq!(names_in(dir.path()), ["config.toml"]);
    assert_eq!(read(&path).0.mouse, Some(false));
    // A choice that fits is written, up to the limit itself.
    let fits = "# ".to_string() + &"x".repeat(limit - head.len() - 4 - 15) + "\n";
    let path = write(dir.path(), &format!("{head}{fits}"));
    keep(&path, "theme", "dark").unwrap();
    let written = fs::read_to_string(&path).unwrap();
    assert!(written.len() <= limit && written.contains("theme = \"dark\"\n"));
    assert_eq!(read(&path).0.theme, Some(Theme::Dark));
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

/// Another user's file in a folder that no other user can write (or whose group may,
/// where the group is the user's own) was put there by someone trusted: it is read.
#[cfg(unix)]
#[test]
fn another_users_file_in_a_folder_only_trusted_users_write_is_read() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt, chown};
    if !is_root() {
        eprintln!("skipped: giving a file to another user needs root");
        return;
    }
    const OTHER: u32 = 54_321;
    let dir = folder();
    let root = fs::canonicalize(dir.path()).unwrap();
    let mine = fs::metadata(&root).unwrap().gid();
    // (the folder's mode, its group)
    for (mode, group) in [(0o755, mine), (0o755, OTHER), (0o775, mine)] {
        let home = root.join(format!("{mode:o}-{group}"));
        fs::create_dir(&home).unwrap();
        fs::set_permissions(&home, fs::Permissions::from_mode(mode)).unwrap();
        chown(&home, None, Some(group)).unwrap();
        let path = home.join("config.toml");
        fs::write(&path, "theme = \"dark\"\n").unwrap();
        chown(&path, Some(OTHER), None).unwrap();
        assert_eq!(
            read(&path),
            (
                Choices {
                    theme: Some(Theme::Dark),
                    ..Choices::default()
                },
                None
            ),
            "{mode:o} {group}"
        );
    }
}

/// The word on getting the true palette: only when the colours were guessed as 256 (no
/// flag or setting named them), until the settings file says it was seen.
#[test]
fn the_true_palette_is_suggested_only_for_a_guess_of_256_colours_not_yet_seen() {
    let none = Choices::default;
    let no_flags = Choices::default;
    let auto = || Choices {
        colors: Some(Colors::Auto),
        ..no_flags()
    };
    let named = || Choices {
        colors: Some(Colors::Ansi256),
        ..no_flags()
    };
    let file = |colors: Option<Colors>, tip: Option<Tip>| Choices {
        colors,
        truecolor_tip: tip,
        ..Choices::default()
    };
    let cases = [
        (no_flags(), none(), ColorMode::Ansi256, true),
        (auto(), none(), ColorMode::Ansi256, true),
        (
            no_flags(),
            file(Some(Colors::Auto), Some(Tip::Show)),
            ColorMode::Ansi256,
            true,
        ),
        (
            auto(),
            file(Some(Colors::Ansi256), None),
            ColorMode::Ansi256,
            true,
        ),
        (
            no_flags(),
            file(None, Some(Tip::Seen)),
            ColorMode::Ansi256,
            false,
        ),
        (named(), none(), ColorMode::Ansi256, false),
        (
            no_flags(),
            file(Some(Colors::Ansi256), None),
            ColorMode::Ansi256,
            false,
        ),
        (no_flags(), none(), ColorMode::TrueColor, false),
        (no_flags(), none(), ColorMode::Ansi16, false),
        (no_flags(), none(), ColorMode::None, false),
    ];
    for (i, (flags, config, color, want)) in cases.into_iter().enumerate() {
        let settings = Settings::of(
            flags,
            config,
            || color,
            || Language::English,
            || Interface::Full,
        );
        assert_eq!(settings.palette_tip, want, "case {i}");
    }
    // A value the key cannot take is told, as any other.
    let dir = folder();
    let path = write(dir.path(), "truecolor_tip = \"never\"\n");
    assert_eq!(
        read(&path).1.as_deref(),
        Some(
            format!(
                "line 1: truecolor_tip = \"never\" is not one of show, seen\n1 problem in {}; \
                 the rest was read",
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
    write_setting(&path, "theme", "dark").unwrap();
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "mouse = true\r\ntheme = \"dark\"\r\n\n[other]\nkey = 1\r\n"
    );
    // A new file's lines end with `\n`.
    let fresh = dir.path().join("new.toml");
    write_setting(&fresh, "mouse", false).unwrap();
    let text = fs::read_to_string(&fresh).unwrap();
    assert!(
        !text.contains('\r') && text.ends_with("mouse = false\n"),
        "{text:?}"
    );
}

/// The theme goes above the `[keys]` table, where it is a setting of the file's own (a line
/// after `[keys]` would be one of its keys), and the table stays as it was.
#[test]
fn the_theme_is_written_above_a_keys_table_which_stays_as_it_was() {
    let dir = folder();
    let text = "# mine\nmouse = false\n\n[keys]\nleft = [\"x\", \"Left\"] # reader\n";
    let path = write(dir.path(), text);
    keep(&path, "theme", "dark").unwrap();
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "# mine\nmouse = false\ntheme = \"dark\"\n\n[keys]\nleft = [\"x\", \"Left\"] # reader\n"
    );
    let config = read_config(&path);
    assert_eq!(config.choices.theme, Some(Theme::Dark));
    assert_eq!(config.keys[0].keys, ["x", "Left"]);
    assert_eq!(config.problem, None);
}
