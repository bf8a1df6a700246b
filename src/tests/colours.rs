//! Which colour mode is chosen, and what each mode sends: a whole game screen rendered
//! through the game's own backend into bytes, read back by a terminal emulator and
//! compared cell by cell with what was drawn.

use crate::tests::support;

use std::collections::BTreeSet;
use std::io::{self, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use clap::Parser;
use ratatui::backend::{Backend, ClearType};
use ratatui::buffer::{Buffer, Cell};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::{Terminal, TerminalOptions, Viewport};

use crate::cli::Cli;
use crate::runtime::LeanBackend;
use support::{Sink, game_seeded, theme_name};
use tui2048_app::keymap::Action;
use tui2048_app::settings::ColorMode;
use tui2048_app::{Model, Msg, update};
use tui2048_engine::game::{Dir, GameState, Status};
use tui2048_ui::ansi::ansi16_index;
use tui2048_ui::theme::{Palette, palettes};
use tui2048_ui::{Look, view};

const W: u16 = 100;
const H: u16 = 36;

#[test]
fn the_mode_follows_the_environment() {
    use ColorMode::{Ansi16, Ansi256, TrueColor};
    const OFF: ColorMode = ColorMode::None;
    // (NO_COLOR, COLORTERM, TERM, mode)
    let table = [
        (None, Some("truecolor"), Some("xterm-256color"), TrueColor),
        (None, Some("24bit"), Some("xterm-256color"), TrueColor),
        (None, Some("TrueColor"), None, TrueColor),
        (None, Some("truecolor"), Some("linux"), TrueColor),
        (None, None, Some("xterm-direct"), TrueColor),
        (None, None, Some("xterm-256color"), Ansi256),
        (None, None, Some("screen-256color"), Ansi256),
        (None, None, Some("tmux-256color"), Ansi256),
        (None, None, Some("rxvt-unicode-256color"), Ansi256),
        (None, Some("yes"), Some("xterm-256color"), Ansi256),
        (None, None, Some("xterm"), Ansi256),
        (None, None, Some("screen"), Ansi256),
        (None, None, Some("tmux"), Ansi256),
        (None, None, Some("xterm-kitty"), Ansi256),
        (None, None, None, Ansi256),
        (None, None, Some(""), Ansi256),
        (None, None, Some("linux"), Ansi16),
        (None, None, Some("linux-16color"), Ansi16),
        (None, None, Some("screen.linux"), Ansi16),
        (None, None, Some("xterm-16color"), Ansi16),
        (None, None, Some("xterm-8color"), Ansi16),
        (None, None, Some("rxvt-88color"), Ansi16),
        (None, None, Some("xterm-color"), Ansi16),
        (None, None, Some("vt100"), Ansi16),
        (None, None, Some("vt220"), Ansi16),
        (None, None, Some("ansi"), Ansi16),
        (None, None, Some("cons25"), Ansi16),
        (None, None, Some("dumb"), OFF),
        (Some("1"), Some("truecolor"), Some("xterm-256color"), OFF),
        (Some("1"), None, Some("linux"), OFF),
        // An empty NO_COLOR does not count.
        (Some(""), None, Some("linux"), Ansi16),
    ];
    for (no_color, colorterm, term, mode) in table {
        let env = [
            ("NO_COLOR", no_color),
            ("COLORTERM", colorterm),
            ("TERM", term),
        ];
        assert_eq!(
            tui2048_ui::mode::from_env(lookup(&env)),
            mode,
            "NO_COLOR={no_color:?} COLORTERM={colorterm:?} TERM={term:?}"
        );
    }
}

/// A lookup of environment variables in a table.
fn lookup<'a>(env: &'a [(&'a str, Option<&'a str>)]) -> impl Fn(&str) -> Option<String> + 'a {
    move |name| {
        env.iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, v)| v.map(str::to_string))
    }
}

/// True colour where `COLORTERM` is lost but the terminal says so otherwise: a `TERM`
/// ending in `-direct` or `truecolor`, and, outside tmux and screen only (which pass on
/// the variables of whatever terminal started them), `TERM_PROGRAM=iTerm.app` and
/// `FORCE_COLOR=3`, as the `supports-color` crate reads them.
#[test]
fn true_colour_is_found_where_colorterm_is_lost() {
    use ColorMode::{Ansi16, Ansi256, TrueColor};
    type Env<'a> = &'a [(&'a str, Option<&'a str>)];
    let table: [(Env, ColorMode); 14] = [
        (&[("TERM", Some("xterm-direct"))], TrueColor),
        (&[("TERM", Some("alacritty-direct"))], TrueColor),
        (&[("TERM", Some("xterm-truecolor"))], TrueColor),
        (
            &[("TERM", Some("tmux-direct")), ("TMUX", Some("/tmp/t,1,0"))],
            TrueColor,
        ),
        (
            &[
                ("TERM", Some("xterm-256color")),
                ("TERM_PROGRAM", Some("iTerm.app")),
            ],
            TrueColor,
        ),
        (
            &[("TERM", Some("xterm-256color")), ("FORCE_COLOR", Some("3"))],
            TrueColor,
        ),
        (
            &[("TERM", Some("xterm-256color")), ("FORCE_COLOR", Some("1"))],
            Ansi256,
        ),
        (
            &[
                ("TERM", Some("xterm-256color")),
                ("TERM_PROGRAM", Some("Apple_Terminal")),
            ],
            Ansi256,
        ),
        // Inside tmux or screen, what the outer terminal set is no guide.
        (
            &[
                ("TERM", Some("tmux-256color")),
                ("TMUX", Some("/tmp/tmux-0/default,1,0")),
                ("TERM_PROGRAM", Some("iTerm.app")),
            ],
            Ansi256,
        ),
        (
            &[
                ("TERM", Some("screen-256color")),
                ("TERM_PROGRAM", Some("iTerm.app")),
            ],
            Ansi256,
        ),
        (
            &[
                ("TERM", Some("xterm-256color")),
                ("STY", Some("1.pts-0")),
                ("FORCE_COLOR", Some("3")),
            ],
            Ansi256,
        ),
        (
            &[("TERM", Some("screen")), ("FORCE_COLOR", Some("3"))],
            Ansi256,
        ),
        (
            &[("TERM", Some("linux")), ("TERM_PROGRAM", Some("WezTerm"))],
            Ansi16,
        ),
        (
            &[("NO_COLOR", Some("1")), ("TERM", Some("xterm-direct"))],
            ColorMode::None,
        ),
    ];
    for (env, mode) in table {
        assert_eq!(tui2048_ui::mode::from_env(lookup(env)), mode, "{env:?}");
    }
}

#[test]
fn the_colors_flag_names_a_mode_or_leaves_it_to_the_environment() {
    let mode = |args: &[&str]| {
        let mut argv = vec!["tui2048"];
        argv.extend(args);
        Cli::try_parse_from(argv).map(|cli| cli.colors.and_then(|c| c.mode()))
    };
    assert_eq!(mode(&[]).unwrap(), None);
    assert_eq!(
        Cli::try_parse_from(["tui2048", "--colors", "auto"])
            .unwrap()
            .colors
            .map(|c| c.mode()),
        Some(None),
        "auto, named, is a choice of its own: the environment's"
    );
    assert_eq!(mode(&["--colors", "auto"]).unwrap(), None);
    assert_eq!(
        mode(&["--colors", "truecolor"]).unwrap(),
        Some(ColorMode::TrueColor)
    );
    assert_eq!(
        mode(&["--colors", "256"]).unwrap(),
        Some(ColorMode::Ansi256)
    );
    assert_eq!(mode(&["--colors", "16"]).unwrap(), Some(ColorMode::Ansi16));
    assert_eq!(mode(&["--colors", "none"]).unwrap(), Some(ColorMode::None));
    assert!(mode(&["--colors", "88"]).is_err());
}

/// A board holding every tile from 2 to 32768.
fn every_tile() -> GameState {
    let rows = [
        [2, 4, 8, 16],
        [256, 128, 64, 32],
        [512, 1024, 2048, 4096],
        [0, 32768, 16384, 8192],
    ];
    game_seeded(&rows, 123_456, 4_321, Status::KeepPlaying, 5)
}

/// The bytes of a first frame and of the frame after a move, and the buffer each drew.
fn frames(palette: &'static Palette, mode: ColorMode) -> Vec<(Vec<u8>, Buffer)> {
    let mut model = Model::new(every_tile());
    model = model.animated(false);
    let options = TerminalOptions {
        viewport: Viewport::Fixed(Rect::new(0, 0, W, H)),
    };
    let sink = Sink::default();
    let mut terminal = Terminal::with_options(LeanBackend::new(sink.clone()), options).unwrap();
    let mut frames = Vec::new();
    for step in 0..2 {
        if step == 1 {
            model = update(model, Msg::Action(Action::Move(Dir::Left))).0;
        }
        let look = Look::themed(mode, palette);
        let completed = terminal.draw(|f| view(&model, look, f)).unwrap();
        let buffer = completed.buffer.clone();
        let bytes = std::mem::take(&mut *sink.0.lock().unwrap());
        frames.push((bytes, buffer));
    }
    frames
}

/// The parameters of every SGR sequence (`ESC [ … m`) in `bytes`, one list a sequence.
fn sgr_sequences(bytes: &[u8]) -> Vec<Vec<u16>> {
    let text = String::from_utf8_lossy(bytes);
    let mut found = Vec::new();
    for part in text.split("\x1b[").skip(1) {
        let Some(end) = part.find(|c: char| !(c.is_ascii_digit() || c == ';')) else {
            continue;
        };
        if part[end..].starts_with('m') {
            let params = part[..end]
                .split(';')
                .map(|p| p.parse().unwrap_or(0))
                .collect();
            found.push(params);
        }
    }
    found
}

fn contains(bytes: &[u8], needle: &str) -> bool {
    bytes.windows(needle.len()).any(|w| w == needle.as_bytes())
}

/// The SGR code a named colour is sent as: 30–37 or 90–97, plus 10 for a background.
fn code(color: Color, background: bool) -> u16 {
    let n = u16::from(ansi16_index(color).unwrap());
    let base = if n < 8 { 30 + n } else { 90 + n - 8 };
    base + if background { 10 } else { 0 }
}

#[test]
fn sixteen_colours_send_only_the_sixteen_colour_codes() {
    for theme in palettes() {
        for (step, (bytes, buffer)) in frames(theme, ColorMode::Ansi16).into_iter().enumerate() {
            for banned in ["38;5;", "48;5;", "38;2;", "48;2;"] {
                assert!(
                    !contains(&bytes, banned),
                    "{}: {banned:?}",
                    theme_name(theme)
                );
            }
            let mut codes = BTreeSet::new();
            for params in sgr_sequences(&bytes) {
                for p in params {
                    let colour_code = matches!(p, 30..=49 | 90..=97 | 100..=107);
                    if colour_code {
                        assert!(p != 38 && p != 48, "{}: {p}", theme_name(theme));
                        codes.insert(p);
                    }
                }
            }
            if step > 0 {
                // A later frame sends only what changed.
                continue;
            }
            // Every colour in the first frame's buffer went out as its code.
            for cell in buffer.content() {
                for (color, bg) in [(cell.fg, false), (cell.bg, true)] {
                    if color != Color::Reset {
                        let code = code(color, bg);
                        assert!(
                            codes.contains(&code),
                            "{}: {code} missing",
                            theme_name(theme)
                        );
                    }
                }
            }
            // And the tiles' backgrounds among them: bright ones as 100–107.
            let look = Look::themed(ColorMode::Ansi16, theme);
            for exp in 1..=15u8 {
                let bg = look.tile(exp).bg.unwrap();
                assert!(
                    codes.contains(&code(bg, true)),
                    "{} tile {exp}",
                    theme_name(theme)
                );
            }
        }
    }
    let tiles: BTreeSet<u16> = (1..=11u8)
        .map(|e| code(Look::new(ColorMode::Ansi16).tile(e).bg.unwrap(), true))
        .collect();
    assert!(tiles.iter().any(|c| (100..=107).contains(c)), "{tiles:?}");
    assert!(tiles.iter().any(|c| (40..=47).contains(c)), "{tiles:?}");
}

#[test]
fn other_modes_send_their_own_codes() {
    let (bytes, _) = frames(&tui2048_ui::theme::CLASSIC, ColorMode::Ansi256).remove(0);
    assert!(contains(&bytes, "48;5;") && !contains(&bytes, "48;2;"));
    let (bytes, _) = frames(&tui2048_ui::theme::CLASSIC, ColorMode::TrueColor).remove(0);
    assert!(contains(&bytes, "48;2;") && !contains(&bytes, "48;5;"));
    let (bytes, _) = frames(&tui2048_ui::theme::CLASSIC, ColorMode::None).remove(0);
    let colour_codes: Vec<Vec<u16>> = sgr_sequences(&bytes)
        .into_iter()
        .filter(|ps| {
            ps.iter()
                .any(|&p| matches!(p, 30..=38 | 40..=48 | 90..=97 | 100..=107))
        })
        .collect();
    assert!(colour_codes.is_empty(), "{colour_codes:?}");
}

/// The emulator's idea of a buffer colour.
fn expected(color: Color) -> vt100::Color {
    match color {
        Color::Reset => vt100::Color::Default,
        Color::Rgb(r, g, b) => vt100::Color::Rgb(r, g, b),
        Color::Indexed(n) => vt100::Color::Idx(n),
        named => vt100::Color::Idx(ansi16_index(named).unwrap()),
    }
}

/// What a terminal shows after the bytes is what was drawn, cell by cell: symbol,
/// foreground, background and weight.
#[test]
fn a_terminal_shows_what_was_drawn() {
    for mode in [ColorMode::Ansi16, ColorMode::Ansi256, ColorMode::TrueColor] {
        for theme in palettes() {
            let mut parser = vt100::Parser::new(H, W, 0);
            for (step, (bytes, buffer)) in frames(theme, mode).into_iter().enumerate() {
                parser.process(&bytes);
                let screen = parser.screen();
                let mut backgrounds = BTreeSet::new();
                for y in 0..H {
                    for x in 0..W {
                        let want = &buffer[(x, y)];
                        let got = screen.cell(y, x).unwrap();
                        let at =
                            format!("{} {mode:?} frame {step} at ({x}, {y})", theme_name(theme));
                        let symbol = if got.contents().is_empty() {
                            " "
                        } else {
                            got.contents()
                        };
                        assert_eq!(symbol, want.symbol(), "{at}");
                        assert_eq!(got.fgcolor(), expected(want.fg), "{at}: foreground");
                        assert_eq!(got.bgcolor(), expected(want.bg), "{at}: background");
                        let bold = want.modifier.contains(Modifier::BOLD);
                        assert_eq!(got.bold(), bold, "{at}: bold");
                        backgrounds.insert(format!("{:?}", got.bgcolor()));
                    }
                }
                // Backgrounds did reach the terminal: every tile's (before the move, which
                // ends the game: the game-over box then covers some and washes the rest).
                if step > 0 {
                    continue;
                }
                let look = Look::themed(mode, theme);
                for exp in 1..=15u8 {
                    let bg = format!("{:?}", expected(look.tile(exp).bg.unwrap()));
                    assert!(
                        backgrounds.contains(&bg),
                        "{} {mode:?}: {bg}",
                        theme_name(theme)
                    );
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// The backend's own bytes

/// A writer that keeps what it is sent and counts its flushes.
#[derive(Clone, Default)]
struct Recorder {
    bytes: Arc<Mutex<Vec<u8>>>,
    flushes: Arc<AtomicUsize>,
}

impl Write for Recorder {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.bytes.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        self.flushes.fetch_add(1, Ordering::SeqCst);
        Ok(())
    }
}

impl Recorder {
    fn take(&self) -> String {
        String::from_utf8(std::mem::take(&mut *self.bytes.lock().unwrap())).unwrap()
    }
}

/// `cells` (x, y, symbol, style) drawn by the game's backend: the bytes it sent.
fn drawn(cells: &[(u16, u16, &'static str, Style)]) -> String {
    let out = Recorder::default();
    let mut backend = LeanBackend::new(out.clone());
    let cells: Vec<(u16, u16, Cell)> = cells
        .iter()
        .map(|&(x, y, symbol, style)| {
            let mut cell = Cell::new(symbol);
            cell.set_style(style);
            (x, y, cell)
        })
        .collect();
    backend
        .draw(cells.iter().map(|(x, y, cell)| (*x, *y, cell)))
        .unwrap();
    out.take()
}

/// The cursor moves only where the next cell is not where the last symbol left it: right
/// along the row, to an absolute place on another row or back along the row; a wide
/// symbol moves it two. One reset ends the frame; an empty frame sends nothing.
#[test]
fn the_backend_moves_the_cursor_only_where_it_must() {
    let plain = Style::new();
    let bytes = drawn(&[
        (0, 0, "a", plain),
        (1, 0, "b", plain),
        (4, 0, "c", plain),
        (6, 1, "d", plain),
        (0, 2, "中", plain),
        (2, 2, "e", plain),
        (1, 2, "f", plain),
    ]);
    assert_eq!(
        bytes,
        "\x1b[1;1Hab\x1b[2Cc\x1b[2;7Hd\x1b[3;1H中e\x1b[3;2Hf\x1b[0m"
    );
    assert_eq!(drawn(&[]), "");
}

/// Each colour goes out once, when it changes, by its own code: the 16 named colours as
/// 30–37, 90–97 (40–47, 100–107 behind), others as 38/48 with an index or RGB, and the
/// terminal's own as 39/49.
#[test]
fn the_backend_sends_each_colour_change_once() {
    let cells = [
        (0, 0, "a", Style::new().fg(Color::Red).bg(Color::Blue)),
        (1, 0, "b", Style::new().fg(Color::Red).bg(Color::Blue)),
        (2, 0, "c", Style::new().fg(Color::LightRed).bg(Color::Blue)),
        (
            3,
            0,
            "d",
            Style::new().fg(Color::LightRed).bg(Color::LightBlue),
        ),
        (
            4,
            0,
            "e",
            Style::new().fg(Color::Indexed(200)).bg(Color::Rgb(1, 2, 3)),
        ),
        (5, 0, "f", Style::new().fg(Color::Reset).bg(Color::Reset)),
        (
            6,
            0,
            "g",
            Style::new().fg(Color::Rgb(4, 5, 6)).bg(Color::Indexed(17)),
        ),
    ];
    assert_eq!(
        drawn(&cells),
        "\x1b[1;1H\x1b[31m\x1b[44ma\
         b\
         \x1b[91mc\
         \x1b[104md\
         \x1b[38;5;200m\x1b[48;2;1;2;3me\
         \x1b[39m\x1b[49mf\
         \x1b[38;2;4;5;6m\x1b[48;5;17mg\
         \x1b[0m"
    );
}

/// Every change of attributes, as codes and as a terminal shows it: one code ends bold
/// and dim alike, so the one that stays is sent again; each other attribute is turned on
/// and off by its own code.
#[test]
fn the_backend_sends_each_attribute_change() {
    let m = |modifier: Modifier| Style::new().add_modifier(modifier);
    let steps = [
        m(Modifier::BOLD),
        m(Modifier::BOLD | Modifier::DIM),
        m(Modifier::DIM),
        m(Modifier::ITALIC | Modifier::UNDERLINED),
        m(Modifier::REVERSED | Modifier::CROSSED_OUT | Modifier::HIDDEN),
        m(Modifier::SLOW_BLINK),
        m(Modifier::RAPID_BLINK),
        m(Modifier::BOLD),
        m(Modifier::DIM | Modifier::ITALIC),
        m(Modifier::BOLD | Modifier::ITALIC),
        Style::new(),
        m(Modifier::UNDERLINED),
    ];
    let cells: Vec<(u16, u16, &'static str, Style)> = steps
        .iter()
        .enumerate()
        .map(|(x, &style)| (x as u16, 0, "x", style))
        .collect();
    let bytes = drawn(&cells);
    assert_eq!(
        bytes,
        "\x1b[1;1H\
         \x1b[1mx\
         \x1b[2mx\
         \x1b[22m\x1b[2mx\
         \x1b[22m\x1b[3m\x1b[4mx\
         \x1b[23m\x1b[24m\x1b[7m\x1b[9m\x1b[8mx\
         \x1b[27m\x1b[29m\x1b[28m\x1b[5mx\
         \x1b[25m\x1b[6mx\
         \x1b[25m\x1b[1mx\
         \x1b[22m\x1b[2m\x1b[3mx\
         \x1b[22m\x1b[1mx\
         \x1b[22m\x1b[23mx\
         \x1b[4mx\
         \x1b[0m"
    );
    let mut parser = vt100::Parser::new(2, 20, 0);
    parser.process(bytes.as_bytes());
    for (x, style) in steps.iter().enumerate() {
        let cell = parser.screen().cell(0, x as u16).unwrap();
        let has = |modifier| style.add_modifier.contains(modifier);
        if has(Modifier::BOLD) && has(Modifier::DIM) {
            // The emulator keeps one intensity at a time, the last one set.
            assert!(cell.dim() && !cell.bold(), "cell {x}");
            continue;
        }
        let shown = (
            cell.bold(),
            cell.dim(),
            cell.italic(),
            cell.underline(),
            cell.inverse(),
        );
        let wanted = (
            has(Modifier::BOLD),
            has(Modifier::DIM),
            has(Modifier::ITALIC),
            has(Modifier::UNDERLINED),
            has(Modifier::REVERSED),
        );
        assert_eq!(shown, wanted, "cell {x}: {style:?}");
    }
}

/// What the backend leaves to crossterm's reaches the writer, flushed.
#[test]
fn the_backend_passes_on_the_cursor_and_clearing() {
    let out = Recorder::default();
    let mut backend = LeanBackend::new(out.clone());
    let flushes = || out.flushes.load(Ordering::SeqCst);
    backend.hide_cursor().unwrap();
    assert_eq!(out.take(), "\x1b[?25l");
    backend.show_cursor().unwrap();
    assert_eq!(out.take(), "\x1b[?25h");
    backend.set_cursor_position((3, 4)).unwrap();
    assert_eq!(out.take(), "\x1b[5;4H");
    backend.clear().unwrap();
    assert_eq!(out.take(), "\x1b[2J");
    backend.clear_region(ClearType::AfterCursor).unwrap();
    assert_eq!(out.take(), "\x1b[J");
    backend.clear_region(ClearType::CurrentLine).unwrap();
    assert_eq!(out.take(), "\x1b[2K");
    backend.append_lines(2).unwrap();
    assert_eq!(out.take(), "\n\n");
    let before = flushes();
    Backend::flush(&mut backend).unwrap();
    assert_eq!(flushes(), before + 1);
}
