//! tui2048 over ssh: the full game for anyone with an ssh client, each player's game kept
//! in the server's SQLite database, or in PostgreSQL shared by several servers
//! (`docs/serve.md`).

pub mod asked;
pub mod daily;
pub mod db;
pub mod host_key;
pub mod limits;
pub mod listen;
pub mod play;
pub mod served;
pub mod session;
pub mod ssh;
pub mod store;
