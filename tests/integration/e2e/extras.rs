//! The mouse, the boss key and the statistics, used through the real terminal.

use tui2048_ui::geometry;

use super::harness::*;

fn start_board() -> Vec<Vec<u64>> {
    vec![
        vec![0, 0, 2, 2],
        vec![0, 0, 0, 0],
        vec![0, 0, 0, 0],
        vec![0, 0, 0, 0],
    ]
}

/// SGR mouse reports of a left-button press at one cell and a release at another
/// (zero-based cells; the protocol counts from one).
fn drag(from: (u16, u16), to: (u16, u16)) -> String {
    format!(
        "\x1b[<0;{};{}M\x1b[<32;{};{}M\x1b[<0;{};{}m",
        from.0 + 1,
        from.1 + 1,
        (from.0 + to.0) / 2 + 1,
        (from.1 + to.1) / 2 + 1,
        to.0 + 1,
        to.1 + 1
    )
}

#[test]
fn a_mouse_drag_across_the_board_moves() {
    let home = Home::new();
    home.write_state(state_json(&start_board(), 0, 0).as_bytes());
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    let board = geometry(ratatui::layout::Rect::new(0, 0, 100, 36), 4)
        .unwrap()
        .board;
    let (cx, cy) = (board.x + board.width / 2, board.y + board.height / 2);
    t.send(&drag((cx + 10, cy), (cx - 10, cy + 1)));
    let state = home.wait_state("a move left by a drag", |s| s["game"]["moves"] == 1);
    assert_eq!(state["game"]["board"][0][0], 4, "{state}");
    assert_eq!(state["game"]["score"], 4);
    t.send("q");
    t.wait_exit(WAIT);
    t.assert_restored();
    assert!(
        t.output().contains("\x1b[?1000l") || t.output().contains("\x1b[?1006l"),
        "mouse reporting was turned off on the way out"
    );
}

#[test]
fn no_mouse_leaves_the_mouse_to_the_terminal() {
    let home = Home::new();
    home.write_state(state_json(&start_board(), 0, 0).as_bytes());
    let mut t = Spawn::new().arg("--no-mouse").start(&home);
    t.wait_for("Welcome back");
    assert!(
        !t.output().contains("\x1b[?1000h"),
        "mouse reporting was turned on"
    );
    t.send("q");
    t.wait_exit(WAIT);
}

#[test]
fn the_boss_key_hides_the_game_until_any_key() {
    let home = Home::new();
    home.write_state(state_json(&start_board(), 36, 90).as_bytes());
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    let before = home.state_bytes();
    t.send("b");
    let log = t.wait_for(" INFO ");
    for word in ["SCORE", "BEST", "MOVES", "undo", "2048"] {
        assert!(!log.contains(word), "{word} on the boss screen:\n{log}");
    }
    // The terminal's title plain meanwhile, its own kept on its stack of titles.
    let titled = "\x1b[22;0t\x1b]0;tail -f server.log\x07";
    assert_eq!(t.output().matches(titled).count(), 1, "{:?}", t.output());
    assert!(!t.output().contains("\x1b[23;0t"));
    // The log keeps scrolling.
    t.wait_change(&log);
    t.send("x");
    t.wait_for("SCORE");
    // The terminal's own title back.
    let out = t.output();
    assert!(out.find("\x1b[23;0t") > out.find(titled), "{out:?}");
    t.expect_board(&start_board());
    assert_eq!(t.header(), Some((36, 90, 0)), "{}", t.describe());
    let (now, then) = (
        home.state(),
        serde_json::from_slice::<serde_json::Value>(&before).unwrap(),
    );
    for field in ["board", "score", "moves", "status"] {
        assert_eq!(now["game"][field], then["game"][field], "{field}");
    }
    t.send("q");
    t.wait_exit(WAIT);
}

#[test]
fn statistics_open_with_i() {
    let home = Home::new();
    home.write_state(state_json(&start_board(), 36, 90).as_bytes());
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    t.send("i");
    let screen = t.wait_for("Statistics");
    // The file's 3 games counted the one in play.
    assert!(
        words_of(&screen).contains("Played 3, this one included"),
        "{screen}"
    );
    assert!(words_of(&screen).contains("Best score 4×4 90"), "{screen}");
    t.send("x");
    t.wait_until("the statistics closed", |s| !s.contains("Statistics"));
    t.send("q");
    t.wait_exit(WAIT);
}

#[test]
fn q_and_esc_close_the_help_and_the_statistics_and_q_then_quits() {
    let home = Home::new();
    home.write_state(state_json(&start_board(), 36, 90).as_bytes());
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    for (open, title) in [(Key::Char('?'), " Keys "), (Key::Char('i'), "Statistics")] {
        for close in [Key::Char('q'), Key::Esc] {
            t.send_key(open);
            t.wait_for(title);
            t.send_key(close);
            t.wait_until("the box closed", |s| !s.contains(title));
            assert!(
                t.is_running(),
                "{close:?} over {title:?} quit:\n{}",
                t.describe()
            );
        }
    }
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn p_on_the_win_box_keeps_going_and_the_solver_plays_on() {
    let home = Home::new();
    let board = vec![
        vec![2048, 4, 0, 0],
        vec![0, 0, 0, 0],
        vec![0, 0, 0, 0],
        vec![0, 0, 2, 0],
    ];
    let mut state: serde_json::Value =
        serde_json::from_str(&state_json(&board, 20_000, 20_000)).unwrap();
    state["game"]["status"] = "won".into();
    state["game"]["moves"] = 900.into();
    home.write_state(state.to_string().as_bytes());
    let mut t = Spawn::new().start(&home);
    t.wait_for("You win!");
    t.send("p");
    let state = home.wait_state("the solver playing on past the win", |s| {
        s["game"]["status"] == "keep_playing" && s["game"]["moves"].as_u64() > Some(902)
    });
    assert_eq!(state["game"]["assisted"], true, "{state:#}");
    let screen = t.wait_until("the win box gone", |s| !s.contains("You win!"));
    assert!(!screen.contains("Autoplay needs"), "{screen}");
    t.send("p");
    t.wait_for("Autoplay off");
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn quitting_leaves_one_line_with_the_score_the_best_and_where_it_was_saved() {
    let home = Home::new();
    home.write_state(state_json(&start_board(), 36, 90).as_bytes());
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
    t.assert_restored();
    let path = home.state_path().canonicalize().unwrap();
    let line = format!(
        "tui2048: score 36, best 90 on 4×4; saved in {}",
        path.display()
    );
    let screen = t.wait_until("the line on the normal screen", |s| s.contains("tui2048:"));
    assert_eq!(
        screen.lines().filter(|l| l.contains("tui2048:")).count(),
        1,
        "{screen}"
    );
    assert!(
        words_of(&screen).contains(&words_of(&line)),
        "{line:?} on the normal screen:\n{screen}"
    );

    // Saving off (a folder where the lock file goes): the line says why.
    let home = Home::new();
    home.write_state(state_json(&start_board(), 36, 90).as_bytes());
    std::fs::create_dir(home.state_dir().join("state.json.lock")).unwrap();
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
    let screen = words_of(&t.wait_until("the line", |s| s.contains("tui2048:")));
    assert!(
        screen.contains("tui2048: score 36, best 90 on 4×4; not saved: cannot take the lock file"),
        "{screen}"
    );
}

/// On a narrow terminal the line on the way out breaks where its parts meet, never in
/// the middle of a word.
#[test]
fn the_line_on_the_way_out_breaks_where_its_parts_meet() {
    let home = Home::new();
    home.write_state(state_json(&start_board(), 36, 90).as_bytes());
    let mut t = Spawn::new().size(24, 40).start(&home);
    t.wait_for("Welcome back");
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
    let screen = t.wait_until("the line on the normal screen", |s| s.contains("saved in"));
    let lines: Vec<&str> = screen.lines().map(str::trim_end).collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("tui2048:"))
        .unwrap_or_else(|| panic!("{screen}"));
    assert_eq!(lines[at], "tui2048: score 36, best 90 on 4×4;", "{screen}");
    // The path, longer than the rest of a row, on a row of its own.
    let path = home.state_path().canonicalize().unwrap();
    assert_eq!(lines[at + 1], "saved in", "{screen}");
    assert_eq!(lines[at + 2], path.display().to_string(), "{screen}");
}

#[test]
fn a_click_on_a_button_of_the_win_box_does_what_it_says() {
    let home = Home::new();
    let board = vec![
        vec![2048, 4, 0, 0],
        vec![0, 0, 0, 0],
        vec![0, 0, 0, 0],
        vec![0, 0, 2, 0],
    ];
    let mut state: serde_json::Value =
        serde_json::from_str(&state_json(&board, 20_000, 20_000)).unwrap();
    state["game"]["status"] = "won".into();
    home.write_state(state.to_string().as_bytes());
    let mut t = Spawn::new().start(&home);
    t.wait_for("You win!");
    // The box's last row drawn: a busy machine may pause a frame's writes half-way.
    t.wait_for("[Keep going c]");
    let rows = t.rows();
    let (y, row) = rows
        .iter()
        .enumerate()
        .find(|(_, r)| r.contains("[Keep going c]"))
        .unwrap_or_else(|| panic!("the button on screen\n{}", t.describe()));
    let x = row[..row.find("[Keep going c]").unwrap()].chars().count() + 4;
    let (x, y) = (x as u16, y as u16);
    t.send(&format!(
        "\x1b[<0;{};{}M\x1b[<0;{};{}m",
        x + 1,
        y + 1,
        x + 1,
        y + 1
    ));
    home.wait_state("kept going by a click", |s| {
        s["game"]["status"] == "keep_playing"
    });
    t.wait_until("the box gone", |s| !s.contains("You win!"));
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn hint_and_autoplay_through_the_terminal() {
    let home = Home::new();
    home.write_state(state_json(&start_board(), 0, 0).as_bytes());
    let mut t = Spawn::new().start(&home);
    t.wait_for("Welcome back");
    t.send("\t");
    let screen = t.wait_until("a hint", |s| {
        [
            "Hint: ← left",
            "Hint: → right",
            "Hint: ↑ up",
            "Hint: ↓ down",
        ]
        .iter()
        .any(|h| s.contains(h))
    });
    // The same move marked on the board, on the edge the tiles slide to: three arrows
    // beside each row (or column) of tiles, on the board's frame.
    let arrow = ['←', '→', '↑', '↓']
        .into_iter()
        .find(|a| screen.contains(&format!("Hint: {a}")))
        .unwrap();
    let rows = t.rows();
    let marks: usize = rows
        .iter()
        .map(|l| l.chars().filter(|&c| c == arrow).count())
        .sum();
    // The footer's "←↑→↓" and the status line's arrow, and twelve on the board.
    assert_eq!(marks, 12 + 2, "{}", t.describe());
    let frame: Vec<&String> = rows.iter().filter(|l| l.contains(arrow)).collect();
    if matches!(arrow, '↑' | '↓') {
        let edge = if arrow == '↑' { '┌' } else { '└' };
        assert!(
            frame
                .iter()
                .any(|l| l.contains(edge) && l.matches(arrow).count() == 12),
            "{}",
            t.describe()
        );
    } else {
        let beside = frame.iter().filter(|l| l.contains('│')).count();
        assert_eq!(beside, 12, "{}", t.describe());
    }
    // Autoplay: the solver plays on its own, then an arrow takes control back.
    t.send("p");
    t.wait_for("Autoplay: 10 moves/s");
    home.wait_state("autoplay made moves", |s| {
        s["game"]["moves"].as_u64().is_some_and(|m| m >= 3)
    });
    t.send("+");
    // The pace shows in the status line while autoplay runs (a notice of it may be gone at
    // once, replaced by the next move).
    t.wait_for("Autoplay: 20 moves/s");
    t.send_key(Key::Left);
    t.wait_until("autoplay stopped", |s| !s.contains("Autoplay"));
    // The screen's count once the player's own move (if Left moved) is in.
    std::thread::sleep(std::time::Duration::from_millis(100));
    let moves = t.header().expect("the header").2;
    home.wait_state("the screen's moves saved", |s| s["game"]["moves"] == moves);
    std::thread::sleep(std::time::Duration::from_millis(400));
    assert_eq!(
        t.header().expect("the header").2,
        moves,
        "a move after the player took over"
    );
    assert_eq!(
        home.state()["game"]["moves"].as_u64().unwrap(),
        moves,
        "a move saved after the player took over"
    );
    t.send("q");
    assert!(t.wait_exit(WAIT).success());
}

#[test]
fn every_tile_reads_beside_the_win_box_and_a_click_on_its_button_keeps_going() {
    let board = vec![
        vec![2048, 4, 8, 16],
        vec![32, 64, 128, 256],
        vec![512, 1024, 2, 4],
        vec![8, 2, 0, 0],
    ];
    for (rows, cols) in [(36, 100), (24, 80), (12, 34)] {
        let home = Home::new();
        let mut state: serde_json::Value =
            serde_json::from_str(&state_json(&board, 20_000, 30_000)).unwrap();
        state["game"]["status"] = "won".into();
        home.write_state(state.to_string().as_bytes());
        let mut t = Spawn::new().size(rows, cols).start(&home);
        // At the smallest size the words of the box share the status line with the
        // notices; the buttons are on the footer.
        t.wait_for(if cols >= 80 { "You win!" } else { "Keep going" });
        // The whole board, every tile's number, in sight with the box.
        t.expect_board(&board);
        let screen = t.rows();
        let (y, line) = screen
            .iter()
            .enumerate()
            .find(|(_, l)| l.contains("Keep going"))
            .unwrap_or_else(|| panic!("{cols}×{rows}: no button\n{}", t.describe()));
        let x = line.chars().take_while(|&c| c != '[').count() as u16;
        t.send(&drag((x + 2, y as u16), (x + 2, y as u16)));
        home.wait_state("kept going by a click", |s| {
            s["game"]["status"] == "keep_playing"
        });
        t.send("q");
        t.wait_exit(WAIT);
    }
}
