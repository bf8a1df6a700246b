//! The settings file's text kept in its form, and lines counted.

use super::{Text, line_of};

#[test]
fn a_line_added_takes_the_end_of_the_line_before_it_not_the_files_last() {
    let text = Text::of("a = 1\r\nb = 2\n".to_string());
    assert_eq!(
        text.in_form("a = 1\nc = 3\nb = 2\n"),
        "a = 1\r\nc = 3\r\nb = 2\n"
    );
    // After the file's last line, which had no end, a line added takes its last end.
    let open = Text::of("a = 1\r\nb = 2".to_string());
    assert_eq!(
        open.in_form("a = 1\nb = 2\nc = 3\n"),
        "a = 1\r\nb = 2\r\nc = 3"
    );
}

#[test]
fn a_line_taken_from_a_run_of_like_lines_leaves_the_others_their_ends() {
    let text = Text::of("x\r\nx\n".to_string());
    assert_eq!(text.in_form("x\n"), "x\r\n");
    let text = Text::of("x\nx\r\ny\n".to_string());
    assert_eq!(text.in_form("x\ny\n"), "x\ny\n");
}

#[test]
fn lines_count_from_one() {
    assert_eq!(line_of("a\nb\nc", 0), 1);
    assert_eq!(line_of("a\nb\nc", 2), 2);
    assert_eq!(line_of("a\nb\nc", 99), 3);
}
