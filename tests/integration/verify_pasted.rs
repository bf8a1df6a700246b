//! `tui2048 verify` on lines as chats and mails hand them on: a record in a chat's pieces
//! (IRC's, Matrix's, a mail's quoting, a space before each break) put back together and
//! true; one with a piece lost said to be in pieces, with the lines to join; a share line
//! that lies caught however it is written (spaces of other kinds, fullwidth digits, a line
//! between it and its record, far above it), each with its exact line and exit status.

use crate::verify_cli::{Home, daily_of, grouped, out, proves, shared};
use tui2048_engine::game::{Day, final_state};

fn day() -> Day {
    "2024-03-15".parse().unwrap()
}

/// How a chat writes the `n`th piece of a record on its line.
type Each = dyn Fn(usize, &str) -> String;

/// `record` in pieces of 25 letters, each on a line made by `each`.
fn pieces(record: &str, each: impl Fn(usize, &str) -> String) -> Vec<String> {
    record
        .as_bytes()
        .chunks(25)
        .enumerate()
        .map(|(n, c)| each(n, std::str::from_utf8(c).unwrap()))
        .collect()
}

#[test]
fn a_record_in_a_chats_pieces_is_true() {
    let home = Home::new();
    let record = daily_of(day(), 200, 4);
    let (line, claimed) = shared(&record, Some("Ada"));
    assert!(claimed.len() > 80, "{claimed}");
    let chats: [&Each; 5] = [
        &|n, p| format!("[18:{:02}] <ada> {p}", 40 + n / 2),
        &|_, p| format!("ada: {p}"),
        &|_, p| format!("> {p} "),
        &|_, p| format!("> > {p}"),
        &|_, p| format!("{p} "),
    ];
    for each in chats {
        let text = format!(
            "{}\n{}\n[18:45] <bob> wow\n",
            each(0, &line),
            pieces(&claimed, each).join("\n")
        );
        assert_eq!(
            out(&home.run(&["verify", &text], None), 0),
            proves(2, &record, Some("Ada")),
            "{text}"
        );
    }
}

#[test]
fn a_record_with_a_piece_lost_says_which_lines_to_join() {
    let home = Home::new();
    let record = daily_of(day(), 200, 4);
    let (line, claimed) = shared(&record, Some("Ada"));
    let mut lines = pieces(&claimed, |_, p| format!("> {p}"));
    lines.remove(1);
    let last = lines.len() + 1;
    let text = format!("> {line}\n{}\n\nbob: what?\n", lines.join("\n"));
    assert_eq!(
        // Not false: nothing here can be checked until a person joins the pieces.
        out(&home.run(&["verify", &text], None), 2),
        format!(
            "line 2: cannot be checked here: this record is in pieces: join lines 2–{last} \
             into one line and check again\n"
        )
    );
}

#[test]
fn a_line_that_lies_is_false_however_it_is_written() {
    let home = Home::new();
    let record = daily_of(day(), 200, 4);
    let score = final_state(&record).unwrap().score();
    let (line, claimed) = shared(&record, Some("Ada"));
    let lie = line.replace(&format!(" · {} points", grouped(score)), " · 65,536 points");
    assert_ne!(lie, line);
    let said = |at: usize| {
        format!(
            "line {at}: false: the line says 65,536 points; the replay makes {}\n",
            grouped(score)
        )
    };
    for (text, at) in [
        (format!("{}\n{claimed}", lie.replacen(' ', "\u{a0}", 1)), 2),
        (
            format!("{}\n{claimed}", lie.replace("65,536", "６５,５３６")),
            2,
        ),
        (format!("{lie}\ntui2048 ftw\n{claimed}"), 3),
        (format!("{lie}\n1\n2\n3\n4\n5\n{claimed}"), 7),
        (format!("{lie}\n{line}\n{claimed}"), 3),
    ] {
        assert_eq!(
            out(&home.run(&["verify", &text], None), 1),
            said(at),
            "{text}"
        );
    }
}
