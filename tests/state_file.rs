//! The state file on disk: atomic writes, the undo limit through a save and a reload.

use std::fs;
use std::io::Read;
use std::os::unix::fs::MetadataExt;

use tui2048::app::{Model, Msg, update};
use tui2048::game::{Dir, GameState, Rules, Status};
use tui2048::runtime::saved_of;
use tui2048::store::{Opened, StateFile, write_atomically};

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
        model = update(model, Msg::Move(d)).0;
    }
    assert!(model.game.moves() > 0);
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
    let mut states = vec![model.game.clone()];
    let mut k = 0;
    while states.len() < 1_002 {
        assert_eq!(model.game.status(), Status::Playing);
        let before = model.game.moves();
        model = update(model, Msg::Move(Dir::ALL[k % 4])).0;
        k += 1;
        if model.game.moves() > before {
            states.push(model.game.clone());
        }
    }
    assert_eq!(model.game.moves(), 1_001);
    assert_eq!(model.undo.len(), 1_000);

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
    let mut model = Model::new(saved.game);
    model.undo = tui2048::app::UndoStack::from_states(saved.undo, 1_000);
    assert_eq!(model.game, states[1_001]);
    for expected in states[1..1_001].iter().rev() {
        model = update(model, Msg::Undo).0;
        assert_eq!(&model.game, expected);
    }
    let (model, cmds) = update(model, Msg::Undo);
    assert!(cmds.is_empty());
    assert_eq!(model.notice.as_deref(), Some("Nothing to undo"));
    assert_eq!(model.game, states[1]);
}
