//! The state file on disk: atomic writes, the undo limit through a save and a reload.

use std::fs;
use std::io::{Read, Write};
use std::os::unix::fs::MetadataExt;

use crate::runtime::{damage, open_error};
use tui2048_app::keymap::Action;
use tui2048_app::saved_of;
use tui2048_app::text::{Chinese, English};
use tui2048_app::{Model, Msg, Scores, Session, update};
use tui2048_engine::game::{Dir, GameIds, GameState, Rules, Status};
use tui2048_files::{StateFile, write_atomically};
use tui2048_store::{OpenError, Opened, SIZE_LIMIT};

/// A reader that opened the file before a write keeps reading the old file, whole: the
/// new content arrives as a new file renamed over the old name, never written into it.
#[test]
fn a_write_replaces_the_file_and_never_writes_into_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    fs::write(&path, b"the old content").unwrap();
    let mut reader = fs::File::open(&path).unwrap();
    let old_inode = fs::metadata(&path).unwrap().ino();

    write_atomically(&path, b"the new content, longer than the old").unwrap();

    let mut seen = String::new();
    reader.read_to_string(&mut seen).unwrap();
    assert_eq!(seen, "the old content");
    assert_eq!(
        fs::read(&path).unwrap(),
        b"the new content, longer than the old"
    );
    assert_ne!(fs::metadata(&path).unwrap().ino(), old_inode);
    // No temporary file is left behind.
    let names: Vec<_> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["state.json"]);
}

/// The same for a save of the game, through the state file.
#[test]
fn a_save_replaces_the_state_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    let (mut file, opened) = StateFile::open(&path).unwrap();
    assert!(matches!(opened, Opened::Fresh));
    let mut model = Model::new(GameState::new(Rules::default(), 3));
    file.save(&saved_of(&model)).unwrap();
    let before = fs::read(&path).unwrap();
    let mut reader = fs::File::open(&path).unwrap();
    for d in Dir::ALL {
        model = update(model, Msg::Action(Action::Move(d))).0;
    }
    assert!(model.game().moves() > 0);
    file.save(&saved_of(&model)).unwrap();
    let mut seen = Vec::new();
    reader.read_to_end(&mut seen).unwrap();
    assert_eq!(seen, before, "the old file was written into");
    assert_ne!(fs::read(&path).unwrap(), before);
}

/// 1,001 moves, a save and a reload: undo takes back the last 1,000 of them, exactly, and
/// no more.
#[test]
fn undo_keeps_a_thousand_moves_through_a_save_and_a_reload() {
    let rules = Rules {
        size: 8,
        target: 1 << 40,
        ..Rules::default()
    };
    let mut model = Model::new(GameState::new(rules, 5));
    let mut states = vec![model.game().clone()];
    let mut k = 0;
    while states.len() < 1_002 {
        assert_eq!(model.game().status(), Status::Playing);
        let before = model.game().moves();
        model = update(model, Msg::Action(Action::Move(Dir::ALL[k % 4]))).0;
        k += 1;
        if model.game().moves() > before {
            states.push(model.game().clone());
        }
    }
    assert_eq!(model.game().moves(), 1_001);
    assert_eq!(model.session().undo_stack().len(), 1_000);

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    let (mut file, _) = StateFile::open(&path).unwrap();
    file.save(&saved_of(&model)).unwrap();
    drop(file);
    let (_file, opened) = StateFile::open(&path).unwrap();
    let Opened::Resumed { saved, .. } = opened else {
        panic!("the saved game does not load: {opened:?}");
    };
    assert_eq!(saved.undo.len(), 1_000);
    let mut model = Model::of(
        Session::resume(
            saved.game,
            saved.undo,
            saved.record,
            GameIds::from_seed(116),
        ),
        Scores::default(),
    );
    assert_eq!(*model.game(), states[1_001]);
    for expected in states[1..1_001].iter().rev() {
        model = update(model, Msg::Action(Action::Undo)).0;
        assert_eq!(model.game(), expected);
    }
    let (model, cmds) = update(model, Msg::Action(Action::Undo));
    assert!(cmds.is_empty());
    assert_eq!(model.notice_words().as_deref(), Some("Nothing to undo"));
    assert_eq!(*model.game(), states[1]);
}

/// A state file whose undo list and history are far past their limits, spread over many
/// reads, with strings in its entries that hold brackets, quotes and backslashes: read from
/// disk, only the newest entries are kept, the same as reading the whole file gives.
#[test]
fn a_long_file_read_from_disk_keeps_the_newest_entries() {
    use tui2048_engine::game::{HISTORY_LIMIT, UNDO_LIMIT};
    let mut text = String::from(
        r#"{"version":1,"note":"[{\"undo\":[1,2]}","game":{"board":[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,4]],"score":7,"rng":1},"undo":["#,
    );
    let undo = 3 * UNDO_LIMIT + 17;
    for i in 0..undo {
        if i > 0 {
            text.push_str(if i % 3 == 0 { ",\n  " } else { "," });
        }
        text.push_str(&format!(
            r#"{{"note":"]}}\\\"[{{{i}","board":[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,2]],"score":{i},"moves":{i},"rng":{i},"deep":[[{{"x":"]"}}]]}}"#
        ));
    }
    text.push_str(r#"], "history" : ["#);
    let history = 2 * HISTORY_LIMIT + 50;
    for i in 0..history {
        if i > 0 {
            text.push(',');
        }
        text.push_str(&format!(
            r#"{{"score":{i},"max_tile":4,"moves":1,"size":4,"date":0}}"#
        ));
    }
    text.push_str("]}");
    assert!(text.len() > 6 << 16, "{} bytes", text.len());

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    fs::write(&path, &text).unwrap();
    let (_file, opened) = StateFile::open(&path).unwrap();
    let Opened::Resumed {
        saved, new_game, ..
    } = opened
    else {
        panic!("the file does not load: {opened:?}");
    };
    assert!(!new_game);
    assert_eq!(saved.undo.len(), UNDO_LIMIT);
    assert_eq!(saved.undo[0].score(), (undo - UNDO_LIMIT) as u64);
    assert_eq!(saved.undo[UNDO_LIMIT - 1].score(), (undo - 1) as u64);
    assert_eq!(saved.history.len(), HISTORY_LIMIT);
    assert_eq!(saved.history[0].score, (history - HISTORY_LIMIT) as u64);
    assert_eq!(saved.game.score(), 7);
    let whole = tui2048_store::parse(text.as_bytes(), &mut || panic!("no fresh seed")).unwrap();
    assert_eq!(*saved, whole);
}

/// A file of the largest size a state file may have is read; one byte more is kept aside
/// unread, and says why. (Sparse files: the size without the disk.)
#[test]
fn a_file_of_the_size_limit_is_read_and_one_byte_more_is_not() {
    let dir = tempfile::tempdir().unwrap();
    for (len, read) in [(SIZE_LIMIT, true), (SIZE_LIMIT + 1, false)] {
        let path = dir.path().join(format!("state-{len}.json"));
        let mut file = fs::File::create(&path).unwrap();
        file.write_all(br#"{"version":1,"game":{"board":[["#)
            .unwrap();
        file.set_len(len).unwrap();
        drop(file);
        let (_file, opened) = StateFile::open(&path).unwrap();
        let Opened::Corrupt { reason, kept, .. } = opened else {
            panic!("{len} bytes: {opened:?}");
        };
        let kept = kept.expect("moved aside");
        assert_eq!(fs::metadata(&kept).unwrap().len(), len);
        if read {
            // Read: what is wrong with it is in its bytes, not its size.
            assert_eq!(
                damage(&English, &reason),
                "expected value at line 1 column 32"
            );
        } else {
            assert_eq!(
                damage(&English, &reason),
                "it holds 16 MiB, more than the 16 MiB a state file may"
            );
            assert_eq!(
                damage(&Chinese, &reason),
                "文件有 16 MiB，超过了存档的上限 16 MiB"
            );
        }
    }
}

/// Links in a circle are refused with their name, not followed for ever.
#[test]
fn links_in_a_circle_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a.json"), dir.path().join("b.json"));
    std::os::unix::fs::symlink(&b, &a).unwrap();
    std::os::unix::fs::symlink(&a, &b).unwrap();
    let error = StateFile::open(&a).unwrap_err();
    assert!(
        matches!(error, OpenError::Links(ref p) if *p == a),
        "{error:?}"
    );
    assert_eq!(
        open_error(&English, &error),
        format!("{}: too many links, or links in a circle", a.display())
    );
}

/// A path that cannot be opened for another reason than that nothing is there is an
/// error, not a first game: here a folder on the way with a name too long for the system.
#[test]
fn a_path_that_cannot_be_opened_is_an_error_not_a_fresh_start() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x".repeat(300)).join("state.json");
    let error = StateFile::open(&path).unwrap_err();
    assert!(matches!(error, OpenError::Unreadable { .. }), "{error:?}");
    assert!(
        open_error(&English, &error).ends_with(": File name too long"),
        "{}",
        open_error(&English, &error)
    );
}

/// A name too long to leave room for the names of the files kept beside it is refused
/// before anything is opened, saying how long a name may be.
#[test]
fn a_name_with_no_room_for_the_files_beside_it_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x".repeat(240));
    let error = StateFile::open(&path).unwrap_err();
    assert!(
        matches!(error, OpenError::NameTooLong { most: 213, .. }),
        "{error:?}"
    );
    assert_eq!(
        open_error(&English, &error),
        format!(
            "{}: the name is too long to leave room for the files kept beside it; give a name of at most 213 bytes with --state <PATH>",
            path.display()
        )
    );
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

/// A chain of 40 links is followed to the file it names (as the system does); one more
/// link is refused.
#[test]
fn forty_links_are_followed_and_no_more() {
    let dir = tempfile::tempdir().unwrap();
    let real = fs::canonicalize(dir.path()).unwrap().join("state.json");
    for links in [40, 41] {
        let mut target = real.clone();
        for i in 0..links {
            let link = dir.path().join(format!("link-{links}-{i}.json"));
            std::os::unix::fs::symlink(&target, &link).unwrap();
            target = link;
        }
        match StateFile::open(&target) {
            Ok((file, opened)) => {
                assert_eq!(links, 40);
                assert!(matches!(opened, Opened::Fresh), "{opened:?}");
                assert_eq!(file.path(), real);
            }
            Err(error) => {
                assert_eq!(links, 41);
                assert!(matches!(error, OpenError::Links(ref p) if *p == target));
            }
        }
    }
}

/// Every name of one file gives one path: folders behind links and `..` are resolved.
#[test]
fn the_state_path_is_made_free_of_links_and_dots() {
    let dir = tempfile::tempdir().unwrap();
    let root = fs::canonicalize(dir.path()).unwrap();
    fs::create_dir(root.join("real")).unwrap();
    fs::create_dir(root.join("other")).unwrap();
    std::os::unix::fs::symlink(root.join("real"), root.join("link")).unwrap();
    let real = root.join("real").join("state.json");
    for given in [
        dir.path().join("link").join("state.json"),
        dir.path()
            .join("other")
            .join("..")
            .join("real")
            .join("state.json"),
    ] {
        let (file, _) = StateFile::open(&given).unwrap();
        assert_eq!(file.path(), real, "{}", given.display());
    }
}
