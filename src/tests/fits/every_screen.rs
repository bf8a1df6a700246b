use super::*;
use tui2048_app::text::Speaks;

/// Box drawing and block elements: a terminal that draws them two cells wide breaks every
/// full-screen program's frames, and is not what the ambiguous mode stands for.
fn is_frame(c: char) -> bool {
    ('\u{2500}'..='\u{259f}').contains(&c)
}

/// The cells a terminal gives a symbol: two for the ambiguous ones (frames aside) when
/// `wide`.
fn drawn_width(symbol: &str, wide: bool) -> usize {
    if wide && !symbol.chars().all(is_frame) {
        symbol.width_cjk()
    } else {
        symbol.width()
    }
}

/// A row as a terminal draws it: each symbol's cell in the buffer, where it starts and
/// ends on the terminal, and the symbol.
fn drawn_row(buf: &Buffer, y: u16, wide: bool) -> Vec<(u16, usize, usize, String)> {
    let mut out = Vec::new();
    let (mut x, mut at) = (0u16, 0usize);
    while x < buf.area.width {
        let symbol = buf[(x, y)].symbol().to_string();
        let cells = drawn_width(&symbol, wide).max(1);
        out.push((x, at, at + cells, symbol.clone()));
        at += cells;
        x += symbol.width().max(1) as u16;
    }
    out
}

fn blank(symbol: &str) -> bool {
    symbol.trim().is_empty()
}

/// The problems of one rendered screen.
fn problems_of(buf: &Buffer, shown: &Shown, language: Language, wide: bool) -> Vec<String> {
    let mut problems = Vec::new();
    let area = buf.area;
    let rows: Vec<Vec<(u16, usize, usize, String)>> =
        (0..area.height).map(|y| drawn_row(buf, y, wide)).collect();
    let cell = |x: u16, y: u16| buf[(x, y)].symbol();
    // The boxes over the board: each line inside, margins kept, drawn before its border.
    let mut boxes = Vec::new();
    for y0 in 0..area.height {
        for x0 in 0..area.width {
            if cell(x0, y0) != "╭" {
                continue;
            }
            let Some(x1) = (x0 + 1..area.width).find(|&x| cell(x, y0) == "╮") else {
                problems.push(format!("a box at ({x0}, {y0}) has no right corner"));
                continue;
            };
            let Some(y1) = (y0 + 1..area.height).find(|&y| cell(x0, y) == "╰") else {
                problems.push(format!("a box at ({x0}, {y0}) has no bottom corner"));
                continue;
            };
            boxes.push(Rect::new(x0, y0, x1 - x0 + 1, y1 - y0 + 1));
            for y in y0 + 1..y1 {
                if cell(x0, y) != "│" || cell(x1, y) != "│" {
                    problems.push(format!("row {y} of the box at ({x0}, {y0}) lost a border"));
                }
                for (x, _, end, symbol) in &rows[usize::from(y)] {
                    if *x <= x0 || *x >= x1 || blank(symbol) {
                        continue;
                    }
                    // Before the border, a cell of margin kept (a terminal drawing the
                    // ambiguous symbols wide may use the margin, never the border).
                    let limit = if wide {
                        usize::from(x1)
                    } else {
                        usize::from(x1) - 1
                    };
                    if *end > limit {
                        let line: String =
                            rows[usize::from(y)].iter().map(|c| c.3.as_str()).collect();
                        problems.push(format!("row {y} overflows its box: {}", line.trim_end()));
                        break;
                    }
                }
            }
        }
    }
    // Where the game or the replay has its layout: the footer never reaches an edge.
    let (n, covered_footer) = match shown {
        Shown::Game { model, .. } => (
            model.game().board().size(),
            model.overlay() != Overlay::None,
        ),
        // A long warning may take the footer's row until it is read.
        Shown::Warning { model, .. } => (model.game().board().size(), true),
        Shown::Replay(r) => (r.shown().board().size(), false),
        Shown::Race { race, warning, .. } => (
            race.player().game().board().size(),
            *warning || race.player().overlay() != Overlay::None,
        ),
    };
    // Laid out around the box of the game's end while it is shown.
    let laid = match shown {
        Shown::Game { model, .. } | Shown::Warning { model, .. } => laid_out(model, area),
        Shown::Replay(_) => geometry(area, n),
        Shown::Race { race, .. } => race_laid_out(race, area).map(|at| at.you),
    };
    if let Some(at) = laid {
        let y = at.footer.y;
        let boxed = covered_footer || boxes.iter().any(|b| (b.top()..b.bottom()).contains(&y));
        let used: Vec<&(u16, usize, usize, String)> = rows[usize::from(y)]
            .iter()
            .filter(|c| !blank(&c.3))
            .collect();
        if !boxed && used.is_empty() {
            problems.push("the footer is empty".into());
        }
        // The buttons of the game's end may take the row from end to end, each whole.
        let said: String = used.iter().map(|c| c.3.as_str()).collect();
        let buttons = said.starts_with('[') && said.ends_with(']');
        if !boxed
            && !buttons
            && let (Some(first), Some(last)) = (used.first(), used.last())
            && (first.1 == 0 || last.2 >= usize::from(area.width))
        {
            problems.push("the footer reaches the screen's edge".into());
        }
        // The status line shows its notice whole, or its head where a thought ends.
        let said_now = match shown {
            Shown::Game {
                notice: Some(notice),
                model,
            } => Some((notice, model)),
            Shown::Race {
                race,
                notice: Some(notice),
                warning: false,
            } => Some((notice, race.player())),
            _ => None,
        };
        if let Some((notice, model)) = said_now
            && model.overlay() == Overlay::None
            && model.game().accepts_moves()
        {
            let said: String = (at.status.top()..at.status.bottom())
                .map(|y| {
                    rows[usize::from(y)]
                        .iter()
                        .map(|c| c.3.as_str())
                        .collect::<String>()
                })
                .collect();
            if let Err(why) = said_well(&squash(&said), notice, language.texts()) {
                problems.push(format!("the status line says {said:?}: {why}"));
            }
        }
        // A warning is read whole: in a box of its own over the board, or on the rows
        // from the status line down.
        let warned = match shown {
            Shown::Warning { notice, model } => Some((notice, model)),
            Shown::Race {
                race,
                notice: Some(notice),
                warning: true,
            } => Some((notice, race.player())),
            _ => None,
        };
        if let Some((notice, model)) = warned {
            let title = model.texts().notice_title();
            let titled = |b: &&Rect| {
                let top: String = rows[usize::from(b.y)]
                    .iter()
                    .map(|c| c.3.as_str())
                    .collect();
                top.contains(title)
            };
            let (region, rows_of) = match boxes.iter().find(titled) {
                Some(b) => (
                    Rect::new(b.x + 1, b.y + 1, b.width - 2, b.height - 2),
                    "its box",
                ),
                None => (
                    Rect::new(
                        at.status.x,
                        at.status.y,
                        at.status.width,
                        area.bottom() - at.status.y,
                    ),
                    "the rows under the board",
                ),
            };
            let said: Vec<String> = (region.top()..region.bottom())
                .map(|y| {
                    rows[usize::from(y)]
                        .iter()
                        .filter(|c| c.0 >= region.x && c.0 < region.right())
                        .map(|c| c.3.as_str())
                        .collect()
                })
                .collect();
            let said = said.join(" ");
            let mark = model.texts().cut_mark();
            if !read_as(&said, mark).contains(&read_as(notice, mark)) {
                problems.push(format!("{rows_of} do not show {notice:?} whole: {said:?}"));
            }
        }
    }
    // A Chinese screen uses no symbol of ambiguous width but frames and the arrow keys'
    // names, and none on the board (the hint is marked there in narrow signs).
    let bare = match shown {
        Shown::Game { model, .. } => model.overlay() == Overlay::None,
        Shown::Race { race, .. } => race.player().overlay() == Overlay::None,
        _ => false,
    };
    if language == Language::Chinese {
        for (y, row) in rows.iter().enumerate() {
            for (x, _, _, symbol) in row {
                let on_board = bare
                    && laid.is_some_and(|at| {
                        at.board
                            .contains(ratatui::layout::Position::new(*x, y as u16))
                    });
                let odd = symbol.width() != symbol.width_cjk()
                    && !symbol
                        .chars()
                        .all(|c| is_frame(c) || (!on_board && "←↑→↓".contains(c)));
                if odd {
                    problems.push(format!(
                        "a symbol of ambiguous width on a Chinese screen: {symbol:?}"
                    ));
                }
            }
        }
    }
    problems
}

/// What a reader takes from a warning: its words with the spaces gone, each path (a run
/// of narrow characters with a `/` in it) as the file's name it ends with (the path may be
/// shortened in its middle, never its name).
fn read_as(text: &str, mark: &str) -> String {
    let mut out = String::new();
    for token in text.split_whitespace() {
        let mut run = String::new();
        let flush = |run: &mut String, out: &mut String| {
            if run.contains('/') || run.contains(mark) {
                let name = run.rsplit('/').next().unwrap_or_default();
                out.push_str(&format!("<{name}>"));
            } else {
                out.push_str(run);
            }
            run.clear();
        };
        for c in token.chars() {
            if c.width_cjk().unwrap_or(0) == 2 && c.width().unwrap_or(0) == 2 {
                flush(&mut run, &mut out);
                out.push(c);
            } else {
                run.push(c);
            }
        }
        flush(&mut run, &mut out);
    }
    out
}

/// Text with its spaces gone (rows of a wrapped line joined).
fn squash(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The race's lines with a short form of their own, for the narrow status lines.
fn short_forms(t: &Texts) -> Vec<(String, String)> {
    use tui2048_engine::game::Rival;
    let mut forms: Vec<(String, String)> = [
        (t.race_not_now(), t.race_not_now_short()),
        (t.race_close_nothing(), t.race_close_nothing_short()),
        (t.race_waits_won(), t.race_waits_won_short()),
        (t.race_waits_over(), t.race_waits_over_short()),
    ]
    .map(|(long, short)| (long.to_string(), short.to_string()))
    .into();
    for rival in [Rival::Solver { strong: false }, Rival::Record { crc: 0 }] {
        forms.push((t.race_start(rival), t.race_start_short(rival).to_string()));
    }
    forms.push((t.autoplaying(1000), t.autoplaying_short(1000)));
    forms
}

/// Whether `said` (squashed) is `notice` whole (broken where its parts meet or not), or a
/// head of it that ends where a thought does (before a colon, a semicolon, a bracket, a
/// dash, a ` · ` or a full-width comma), or its
/// short form (the race's lines, autoplay's), or its first words and the language's cut
/// mark.
fn said_well(said: &str, notice: &str, t: &Texts) -> Result<(), String> {
    let full = squash(notice);
    // A line broken where its parts meet leaves out the ` · ` between them.
    let dotless = |text: &str| text.replace('·', "");
    if dotless(said) == dotless(&full) {
        return Ok(());
    }
    let ends = [":", ";", "(", "—", "·", "：", "；", "（", "，"];
    let head_of_a_thought = full
        .char_indices()
        .filter(|&(i, _)| i > 0 && ends.iter().any(|e| full[i..].starts_with(e)))
        .any(|(i, _)| dotless(&full[..i]) == dotless(said));
    if head_of_a_thought {
        return Ok(());
    }
    if short_forms(t)
        .iter()
        .any(|(long, short)| long == notice && squash(short) == said)
    {
        return Ok(());
    }
    if let Some(rest) = full.strip_prefix(said)
        && !said.is_empty()
    {
        return match ends.iter().any(|e| rest.starts_with(e)) {
            true => Ok(()),
            false => Err(format!("cut in the middle of a thought, before {rest:?}")),
        };
    }
    if let Some(head) = said.strip_suffix(&squash(t.cut_mark()))
        && full.starts_with(head)
        && !head.is_empty()
    {
        return Ok(());
    }
    Err(format!("not a head of {full:?}"))
}

fn render(shown: &Shown, colours: ColorMode, w: u16, h: u16) -> Buffer {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    let look = Look::new(colours);
    match shown {
        Shown::Game { model, .. } | Shown::Warning { model, .. } => {
            draw(model, look, area, &mut buf)
        }
        Shown::Replay(replay) => draw_replay(replay, look, area, &mut buf),
        Shown::Race { race, .. } => draw_race(race, look, area, &mut buf),
    }
    buf
}

fn check_every_screen(language: Language, wide: bool) {
    let mut problems = Vec::new();
    {
        for (name, shown) in screens(language) {
            for w in WIDTHS {
                for h in HEIGHTS {
                    // Laid out and read in the same mode as drawn.
                    let colours = colours_of(&name);
                    let found = if wide {
                        ambiguous_as_wide(|| {
                            problems_of(&render(&shown, colours, w, h), &shown, language, wide)
                        })
                    } else {
                        problems_of(&render(&shown, colours, w, h), &shown, language, wide)
                    };
                    for p in found {
                        problems.push(format!("{language:?}, {name}, {w}×{h}: {p}"));
                    }
                }
            }
        }
    }
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} problems, the first:\n{}",
        problems.len(),
        problems
            .iter()
            .take(30)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// Every screen in each language, as the terminal draws the symbols whose width it may
/// choose (arrows, dots, dashes): one cell wide, and two. One case each, so that the two
/// cores share the work.
#[rstest::rstest]
fn every_screen_fits_at_every_size(
    #[values(Language::English, Language::Chinese)] language: Language,
    #[values(false, true)] ambiguous_wide: bool,
) {
    check_every_screen(language, ambiguous_wide);
}

/// A language added is added to the cases above.
#[test]
fn every_language_is_checked() {
    assert_eq!(
        <Language as strum::VariantArray>::VARIANTS,
        [Language::English, Language::Chinese]
    );
}

/// The checks find what they are for: a notice cut in a thought's middle, a box's line
/// through its border.
#[test]
fn the_checks_see_a_cut_notice_and_a_line_through_a_border() {
    let t = Language::Chinese.texts();
    assert!(said_well("存档已停用", "存档已停用：无法写入", t).is_ok());
    assert!(said_well("存档已", "存档已停用：无法写入", t).is_err());
    assert!(said_well("存档已停用：无法写入", "存档已停用：无法写入", t).is_ok());
    let mut buf = Buffer::empty(Rect::new(0, 0, 10, 3));
    buf.set_string(0, 0, "╭────────╮", ratatui::style::Style::default());
    buf.set_string(0, 1, "│ 分数12 │", ratatui::style::Style::default());
    buf.set_string(0, 2, "╰────────╯", ratatui::style::Style::default());
    let shown = Shown::Game {
        model: Model::new(mid_game()),
        notice: None,
    };
    assert!(problems_of(&buf, &shown, Language::Chinese, false).is_empty());
    buf.set_string(0, 1, "│ 分数1234│", ratatui::style::Style::default());
    let found = problems_of(&buf, &shown, Language::Chinese, false);
    assert!(
        found.iter().any(|p| p.contains("overflows its box")),
        "{found:?}"
    );
    // A warning shown less than whole, or with its file's name cut, is seen.
    let t = Language::Chinese.texts();
    let warning = warnings(t)
        .into_iter()
        .find(|w| w.contains("config.toml"))
        .expect("a warning with a settings file's path");
    let model = base(mid_game(), Language::Chinese)
        .with_warnings(crate::tests::support::warnings([warning.clone()]));
    let boxed = render(
        &Shown::Warning {
            model: model.clone(),
            notice: warning.clone(),
        },
        ColorMode::None,
        34,
        12,
    );
    let screen = support::text(&boxed);
    assert!(screen.contains(t.notice_title()), "{screen}");
    assert!(screen.contains("config.toml"), "{screen}");
    let more = Shown::Warning {
        model,
        notice: format!("{warning}，另有一句"),
    };
    let found = problems_of(&boxed, &more, Language::Chinese, false);
    assert!(found.iter().any(|p| p.contains("whole")), "{found:?}");
    assert_eq!(
        read_as("无法写入 /a/b/c/state.json：没有权限", "..."),
        read_as("无法写入 /a...c/state.json：没有权限", "...")
    );
    assert_ne!(
        read_as("无法写入 /a/b/c/state.json：没有权限", "..."),
        read_as("无法写入 /a/b/c/sta...：没有权限", "...")
    );
    // Wide enough where the symbols take a cell each; not where they take two.
    buf.set_string(0, 1, "│a·b·c·d │", ratatui::style::Style::default());
    assert!(problems_of(&buf, &shown, Language::English, false).is_empty());
    let found = problems_of(&buf, &shown, Language::English, true);
    assert!(
        found.iter().any(|p| p.contains("overflows its box")),
        "{found:?}"
    );
}
