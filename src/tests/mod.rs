//! The tests of the code inside: the rules, the model and its update, the views, the store and
//! the solver, reached through the crate's own paths (tests/integration drives the binary and
//! the public seams). `support` holds the fixtures they share.

mod support;

mod bytes;
mod colours;
mod config;
mod end_box;
mod endgame_cache;
mod fits;
mod gain;
mod init;
mod keys;
mod notice_values;
mod notices;
mod overlays;
mod plain;
mod plain_answers;
mod plain_cursor;
mod plain_replay_marks;
mod properties;
mod race;
mod readable;
mod records_file;
mod records_one_game;
mod replay;
mod rules;
mod run_loop;
mod screens;
mod screenshots;
mod session;
mod shared;
mod state_file;
mod state_parse;
mod statistics;
mod texts;
mod themes;
mod update;
mod update_props;
