//! tui2048: a full-screen 2048 for the terminal.

pub mod ai;
pub mod app;
pub mod cli;
pub mod clock;
pub mod game;
pub mod runtime;
pub mod settings;
pub mod store;
pub mod ui;
