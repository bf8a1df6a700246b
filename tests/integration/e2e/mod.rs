//! End-to-end tests: the real program in a pseudo-terminal (or, for the command line,
//! without one), checked by what the screen shows and what the state file holds.

pub mod harness;

mod cli;
mod colours;
mod corrupt;
mod edges;
mod extras;
mod family;
mod flags;
mod generated;
mod headless;
mod hostile;
mod keeps;
mod keys;
mod language;
mod limits;
mod lock;
mod notices;
mod plain;
mod play;
mod race;
mod records;
mod replay;
mod settings;
mod shared;
mod shown;
mod signals;
mod space;
mod terminal;
mod trust;
mod undone;
