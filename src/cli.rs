//! The command layer: the command line's definition (the flags of a game, and the
//! `bench`, `export`, `review`, `replay`, `race`, `verify`, `board`, `completions` and `man`
//! subcommands), and each
//! command's code, run by [`run`]. Every command fails with one [`Error`], which `main`
//! turns into a line and an exit code. The completion scripts and the manual page are
//! generated from this same definition, so they list what the program accepts.

mod bench;
mod board;
pub(crate) mod completions;
mod dispatch;
mod error;
mod launch;
pub(crate) mod manpage;
pub mod output;
mod paste;
mod race;
mod records;
mod replay;
mod review;
mod tables;
mod usage;
mod verify;

pub use board::{answer_text as board_text, served_text as served_board_text};
pub use dispatch::run;
pub use error::Error;
/// The endgame tables as `bench` makes them ready, for the lab's own benches.
pub use tables::endgame_tables;
pub use verify::{Answered, answer_text as verify_text};

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueHint};
use clap_complete::Shell;

use tui2048_engine::ai::Player;

use tui2048_app::settings::{
    Choices, Colors, Interface, Labels, Language, Name, ReplaySays, Strength, Theme, Verbosity,
    name_of,
};
use tui2048_engine::game::{
    Day, MAX_SIZE, MIN_SIZE, NAME_LIMIT, NameError, SpawnRule, is_valid_size, is_valid_target,
};

/// A full-screen 2048 for the terminal, with undo, a saved game and a built-in solver.
#[derive(Debug, Parser)]
#[command(name = "tui2048", version, about, long_about = None)]
#[command(
    after_help = "The game is saved after every move and resumes where you left it.\n\
State file: --state PATH, else $TUI2048_STATE, else the config folder \
($XDG_CONFIG_HOME/tui2048/state.json on Linux).\n\
Settings: config.toml in the state file's folder (theme, colors, animation, mouse, \
strength, language, interface, labels, verbosity, sounds, replay_says, name, with the flags' values, and a [keys] table of \
your own keys); a flag wins for its run, and t in the game keeps its theme there.\nPress ? \
in the game for every key."
)]
pub struct Cli {
    /// Board side, from 3 to 8 [default: 4, or the saved game's]
    #[arg(long, value_name = "N", value_parser = parse_size, value_hint = ValueHint::Other)]
    pub size: Option<usize>,

    /// Winning tile, a power of two of at least 8 [default: 2048, or the saved game's]
    #[arg(long, value_name = "T", value_parser = parse_target, value_hint = ValueHint::Other)]
    pub target: Option<u64>,

    // How new tiles are chosen.
    #[arg(long, value_name = "RULE", value_parser = named::<SpawnRule>(), help = format!("How new tiles are chosen: {}", one_of(SPAWNS)))]
    pub spawn: Option<SpawnRule>,

    /// Seed for the tiles: the same seed and keys give the same game
    #[arg(long, value_name = "S", value_hint = ValueHint::Other)]
    pub seed: Option<u64>,

    /// State file to use instead of the default (also $TUI2048_STATE)
    #[arg(long, value_name = "PATH", value_parser = state_path(), value_hint = ValueHint::FilePath)]
    pub state: Option<PathBuf>,

    // The colour theme.
    #[arg(long, value_name = "THEME", value_parser = named::<Theme>(), help = format!("Colours: {} {}", one_of(THEMES), from_config::<Theme>()))]
    pub theme: Option<Theme>,

    // How many colours.
    #[arg(long, value_name = "MODE", value_parser = named::<Colors>(), help = format!("How many colours to use: {} {}", one_of(COLORS), from_config::<Colors>()))]
    pub colors: Option<Colors>,

    /// Do not animate moves (config.toml: animation = false)
    #[arg(long)]
    pub no_anim: bool,

    /// Leave the mouse to the terminal (selection works; no drags or clicks in the game; config.toml: mouse = false)
    #[arg(long)]
    pub no_mouse: bool,

    /// Play today's game: the same tiles for everyone on a day (UTC), kept apart from your own game
    #[arg(long, conflicts_with_all = ["size", "target", "spawn", "seed"])]
    pub daily: bool,

    // How hard the solver plays.
    #[arg(long, value_name = "LEVEL", value_parser = named::<Strength>(), help = format!("How hard the hint and autoplay think: {} {}", one_of(STRENGTHS), from_config::<Strength>()))]
    pub strength: Option<Strength>,

    // The screen's language.
    #[arg(long, value_name = "LANG", value_parser = named::<Language>(), help = format!("Language of the screen: {} [default: config.toml's, else the locale's (LC_ALL, LC_MESSAGES, LANG), else {}]", one_of(LANGUAGES), name_of(Language::default())))]
    pub lang: Option<Language>,

    /// Plain lines for a screen reader or a Braille display: no screen drawn, no colour, no escape sequence (the same as --interface plain)
    #[arg(long, conflicts_with = "interface")]
    pub plain: bool,

    // The interface.
    #[arg(long, value_name = "UI", value_parser = named::<Interface>(), help = format!("How the game is shown: {} [default: config.toml's, else plain where TERM is dumb, else {}]", one_of(INTERFACES), name_of(Interface::default())))]
    pub interface: Option<Interface>,

    // How tiles are named in words.
    #[arg(long, value_name = "NAMES", value_parser = named::<Labels>(), help = format!("How the plain interface names tiles: {} {}", one_of(LABELS), from_config::<Labels>()))]
    pub labels: Option<Labels>,

    // How much the plain interface says of a move.
    #[arg(long, value_name = "HOW", value_parser = named::<Verbosity>(), help = format!("How much the plain interface says of a move: {} {}", one_of(VERBOSITIES), from_config::<Verbosity>()))]
    pub verbosity: Option<Verbosity>,

    /// The plain interface rings the terminal's bell at a game over, a win and a key that does nothing [default: config.toml's sounds, else off]
    #[arg(long)]
    pub sounds: bool,

    // What the plain interface's replay says while it plays.
    #[arg(long, value_name = "WHAT", value_parser = named::<ReplaySays>(), help = format!("What the plain interface's replay says while it plays: {} {}", one_of(REPLAY_SAYS), from_config::<ReplaySays>()))]
    pub replay_says: Option<ReplaySays>,

    /// Your name in the lines you share, up to 24 printable characters [default: config.toml's name, else none]
    #[arg(long, value_name = "NAME", value_parser = parse_name, value_hint = ValueHint::Other)]
    pub name: Option<Name>,

    #[command(subcommand)]
    pub command: Option<Command>,
}

/// A subcommand.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play many games with the solver, headless, and report how far they got
    Bench(BenchArgs),
    /// Print a game's record as one line of text, to keep or share
    Export(ExportArgs),
    /// Print the solver's review of a game: every move graded, the accuracy, the costliest moves
    Review(ReviewArgs),
    /// Play a game again on the screen, a move at a time or at a pace, with the solver's word on each move (Enter plays on from there)
    Replay(ReplayArgs),
    /// Race the solver, or a kept game's ghost, on the same tiles: a move of theirs for each of yours
    #[command(
        long_about = "Race the solver, or a kept game's ghost, on the same tiles: a move of theirs for each of yours.\n\n\
Both boards start alike from the same seed, so the same moves bring the same tiles; the new tiles part as the moves differ. \
Scores are compared at equal moves. Your own saved game is left as it is: the race's game is kept with the finished games \
(tui2048 export last) and never sets your best; quitting ends the race."
    )]
    Race(RaceArgs),
    /// Check every record in a text (a chat pasted whole, a file): what each proves, or what is false about it
    #[command(
        long_about = "Check every record in a text (a chat's messages pasted whole, a file, standard input): each is replayed and held to what it and its share line claim.\n\n\
Each record found gets a line: what it proves (the game, the player, the points, the largest tile, the moves, what it declares of undos, hints and the solver), \
or the first thing that is false (a move that moves nothing, a score or a tile the replay does not make, a day that is not the record's, a damaged record). \
Exit status: 0 when every record found is true, 1 when one is false, 2 when there is none."
    )]
    Verify(VerifyArgs),
    /// Rank the records in a text: each day's daily games, then the other games by board and target, each player's best once
    Board(BoardArgs),
    /// Print a shell's completion script for tui2048, its subcommands, flags and values
    Completions(CompletionsArgs),
    /// Print the manual page, in roff (show it with: tui2048 man | man -l -)
    Man,
}

/// Arguments of `tui2048 export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// current (the game in play, the default), daily (the daily game: the try in play, or the last finished one while the try in play has no move), daily-last (the last finished daily try), last (your last finished game, not a race's), best (the best 4×4 game), race-last (the last race's game), or N (the N-th most recent of your finished games)
    #[arg(value_name = "GAME", value_hint = ValueHint::Other)]
    pub game: Option<String>,

    /// Print the game's line to share and, under it, its record with its claim and your name, for anyone to check with tui2048 verify
    #[arg(long)]
    pub share: bool,

    /// With daily or daily-last: the N-th try of the last daily game played (1 the first), among the tries kept
    #[arg(long = "try", value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub try_number: Option<u32>,

    /// Your name in the line to share, up to 24 printable characters [default: as for the game: --name before the subcommand, else config.toml's]
    #[arg(long, value_name = "NAME", value_parser = parse_name, value_hint = ValueHint::Other)]
    pub name: Option<Name>,

    // The shared line's language.
    #[arg(long, value_name = "LANG", value_parser = named::<Language>(), help = format!("Language of the line to share: {} [default: as for the game]", one_of(LANGUAGES)))]
    pub lang: Option<Language>,
}

/// Arguments of `tui2048 verify`.
#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// Text holding records (a chat's messages pasted whole), or a file of it (- for standard input) [default: standard input]
    #[arg(value_name = "TEXT|FILE|-", value_hint = ValueHint::FilePath)]
    pub text: Vec<String>,

    /// Print one JSON object, each answer counted and an object a record, instead of lines
    #[arg(long)]
    pub json: bool,

    // The output's language.
    #[arg(long, value_name = "LANG", value_parser = named::<Language>(), help = format!("Language of the output: {} [default: as for the game]", one_of(LANGUAGES)))]
    pub lang: Option<Language>,
}

/// Arguments of `tui2048 board`.
#[derive(Debug, Args)]
pub struct BoardArgs {
    /// Text holding records (a chat's messages pasted whole), or a file of it (- for standard input) [default: standard input]
    #[arg(value_name = "TEXT|FILE|-", value_hint = ValueHint::FilePath)]
    pub text: Vec<String>,

    /// Rank only the daily games of this day (YYYY-MM-DD, UTC)
    #[arg(long, value_name = "DATE", value_parser = parse_day, value_hint = ValueHint::Other)]
    pub day: Option<Day>,

    // The output's language.
    #[arg(long, value_name = "LANG", value_parser = named::<Language>(), help = format!("Language of the output: {} [default: as for the game]", one_of(LANGUAGES)))]
    pub lang: Option<Language>,
}

/// Arguments of `tui2048 review`.
#[derive(Debug, Args)]
pub struct ReviewArgs {
    /// current (the default), daily, daily-last, last, best, race-last or N as for export, or a file holding a record's line (- for standard input)
    #[arg(value_name = "GAME|FILE", value_hint = ValueHint::FilePath)]
    pub game: Option<String>,

    /// Print one JSON object instead of a table
    #[arg(long)]
    pub json: bool,

    // How hard the solver plays as it grades.
    #[arg(long, value_name = "LEVEL", value_parser = named::<Strength>(), help = format!("How hard the solver thinks as it grades: {} {}", one_of(STRENGTHS), from_config::<Strength>()))]
    pub strength: Option<Strength>,
}

/// Arguments of `tui2048 replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// current (the default), daily, daily-last, last, best, race-last or N as for export, or a file holding a record's line (- for standard input)
    #[arg(value_name = "GAME|FILE", value_hint = ValueHint::FilePath)]
    pub game: Option<String>,
}

/// Arguments of `tui2048 race`.
#[derive(Debug, Args)]
pub struct RaceArgs {
    /// solver (the default), or a kept game to race as a ghost: current, daily, daily-last, last, best, race-last, N as for export, or a file holding a record's line (- for standard input)
    #[arg(value_name = "solver|GAME|FILE", value_hint = ValueHint::FilePath)]
    pub rival: Option<String>,

    /// Seed of the tiles of a race against the solver [default: a new one]
    #[arg(long, value_name = "S", value_hint = ValueHint::Other)]
    pub seed: Option<u64>,

    /// Board side, from 3 to 8 [default: 4, or the kept game's]
    #[arg(long, value_name = "N", value_parser = parse_size, value_hint = ValueHint::Other)]
    pub size: Option<usize>,

    /// Winning tile, a power of two of at least 8 [default: 2048, or the kept game's]
    #[arg(long, value_name = "T", value_parser = parse_target, value_hint = ValueHint::Other)]
    pub target: Option<u64>,

    // How hard the solver plays in the race.
    #[arg(long, value_name = "LEVEL", value_parser = named::<Strength>(), help = format!("How hard the solver thinks, as rival and for the hint: {} {}", one_of::<Strength>(&[]), from_config::<Strength>()))]
    pub strength: Option<Strength>,

    // The race screen's language.
    #[arg(long, value_name = "LANG", value_parser = named::<Language>(), help = format!("Language of the screen: {} [default: as for the game]", one_of(LANGUAGES)))]
    pub lang: Option<Language>,
}

/// Arguments of `tui2048 completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete in [default: the one $SHELL names]
    #[arg(value_enum, value_name = "SHELL")]
    pub shell: Option<Shell>,
}

/// Flags of `tui2048 bench`.
#[derive(Debug, Args)]
pub struct BenchArgs {
    /// Number of games to play
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..=1_000_000_000), value_hint = ValueHint::Other)]
    pub games: u64,

    /// Seed of the first game; game i uses seed S+i
    #[arg(long, value_name = "S", default_value_t = 1, value_hint = ValueHint::Other)]
    pub seed: u64,

    /// Threads to play on [default: all cores]
    #[arg(long, value_name = "J", value_parser = clap::value_parser!(u64).range(1..=1024), value_hint = ValueHint::Other)]
    pub jobs: Option<u64>,

    /// Moves the expectimax player searches ahead, the move played included [default: 3 to 7, deeper as the board fills]
    #[arg(long, value_name = "D", value_parser = clap::value_parser!(u64).range(1..=12), value_hint = ValueHint::Other)]
    pub depth: Option<u64>,

    /// Who plays
    #[arg(long, value_parser = named::<Player>(), default_value_t = Player::Expectimax)]
    pub player: Player,

    // How hard the expectimax player plays.
    #[arg(long, value_name = "LEVEL", value_parser = named::<Strength>(), default_value_t = Strength::Fast, help = format!("How hard the expectimax player thinks: {}", one_of(STRENGTHS)))]
    pub strength: Strength,

    /// Print one JSON object instead of a table
    #[arg(long)]
    pub json: bool,
}

impl Cli {
    /// What the command line says of the settings.
    pub(crate) fn choices(&self) -> Choices {
        Choices {
            theme: self.theme,
            colors: self.colors,
            animation: self.no_anim.then_some(false),
            mouse: self.no_mouse.then_some(false),
            strength: self.strength,
            language: self.lang,
            interface: if self.plain {
                Some(Interface::Plain)
            } else {
                self.interface
            },
            labels: self.labels,
            verbosity: self.verbosity,
            sounds: self.sounds.then_some(true),
            replay_says: self.replay_says,
            truecolor_tip: None,
            name: self.name.clone(),
        }
    }
}

impl RaceArgs {
    /// What the race's own flags say of the settings, over the game's.
    pub(crate) fn choices(&self) -> Choices {
        Choices {
            strength: self.strength,
            language: self.lang,
            ..Choices::default()
        }
    }
}

impl Command {
    /// What a subcommand's own flags say of the settings, over the game's (its language,
    /// and for `export` the name).
    pub(crate) fn choices(&self) -> Choices {
        let language = match self {
            Command::Race(args) => return args.choices(),
            Command::Export(args) => {
                return Choices {
                    language: args.lang,
                    name: args.name.clone(),
                    ..Choices::default()
                };
            }
            Command::Verify(args) => args.lang,
            Command::Board(args) => args.lang,
            _ => None,
        };
        Choices {
            language,
            ..Choices::default()
        }
    }
}

/// A value of a settings enum read by the names its strum derive gives (the help, the
/// completions and the manual page list them, and a wrong name is told with them).
fn named<T>() -> impl clap::builder::TypedValueParser<Value = T>
where
    T: strum::VariantNames + std::str::FromStr + Clone + Send + Sync + 'static,
{
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(T::VARIANTS)
        .map(|name| T::from_str(&name).unwrap_or_else(|_| unreachable!("{name} is a name of it")))
}

/// A state file's path: any bytes but none.
fn state_path() -> impl clap::builder::TypedValueParser<Value = PathBuf> {
    use clap::builder::TypedValueParser;
    clap::builder::OsStringValueParser::new().try_map(|path| {
        if path.is_empty() {
            Err("the path is empty: give a file's path")
        } else {
            Ok(PathBuf::from(path))
        }
    })
}

/// What the help says of some values, beside their names.
const SPAWNS: &[(SpawnRule, &str)] = &[
    (SpawnRule::Classic, "2 or 4"),
    (SpawnRule::Scaled, "2 up to a quarter of the largest tile"),
];
const THEMES: &[(Theme, &str)] = &[
    (Theme::Classic, "the original game's"),
    (Theme::Stealth, "greys"),
];
const COLORS: &[(Colors, &str)] = &[(Colors::Auto, "from NO_COLOR, COLORTERM and TERM")];
const STRENGTHS: &[(Strength, &str)] = &[(Strength::Strong, "deeper, slower")];
const INTERFACES: &[(Interface, &str)] = &[
    (Interface::Full, "the board drawn"),
    (Interface::Plain, "lines for a screen reader"),
];
const VERBOSITIES: &[(Verbosity, &str)] = &[(
    Verbosity::Brief,
    "the new tile and the score first, in 40 characters",
)];
const REPLAY_SAYS: &[(ReplaySays, &str)] = &[(
    ReplaySays::Marks,
    "each new largest tile, and each mistake once the review is in",
)];
const LABELS: &[(Labels, &str)] = &[(Labels::Letters, "A is 2, B is 4, … K is 2048; no W")];
const LANGUAGES: &[(Language, &str)] = &[
    (Language::English, "English"),
    (Language::Chinese, "简体中文"),
];

/// Every value of `T` by its name, with its note where `notes` gives one: `classic (2 or
/// 4) or scaled (…)`. The names are the values' own, so the help lists what is accepted.
fn one_of<T>(notes: &[(T, &str)]) -> String
where
    T: strum::VariantArray + Copy + PartialEq + Into<&'static str>,
{
    let named: Vec<String> = T::VARIANTS
        .iter()
        .map(|&value| match notes.iter().find(|(v, _)| *v == value) {
            Some((_, note)) => format!("{} ({note})", name_of(value)),
            None => name_of(value).to_string(),
        })
        .collect();
    match named.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// `[default: config.toml's, else classic]`: a setting's default, after the settings file's.
fn from_config<T: Default + Into<&'static str>>() -> String {
    format!("[default: config.toml's, else {}]", name_of(T::default()))
}

fn parse_size(s: &str) -> Result<usize, String> {
    s.trim()
        .parse::<usize>()
        .ok()
        .filter(|&n| is_valid_size(n))
        .ok_or_else(|| format!("must be a whole number from {MIN_SIZE} to {MAX_SIZE}"))
}

fn parse_day(s: &str) -> Result<Day, String> {
    s.trim().parse::<Day>().map_err(|e| e.to_string())
}

/// A name as typed: refused, never cut, when it is longer than a name may be.
fn parse_name(s: &str) -> Result<Name, String> {
    Name::whole(s).map_err(|e| match e {
        NameError::Empty => "a name needs a printable character".to_string(),
        NameError::NoLetter => "a name needs a letter or a digit".to_string(),
        NameError::TooLong(n) => {
            format!("a name is at most {NAME_LIMIT} characters; this one has {n}")
        }
    })
}

fn parse_target(s: &str) -> Result<u64, String> {
    s.trim()
        .parse::<u64>()
        .ok()
        .filter(|&t| is_valid_target(t))
        .ok_or_else(|| "must be a power of two from 8 up, such as 2048".to_string())
}
