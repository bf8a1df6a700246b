//! The lab's tests, one crate (each file a module): the game's 256-colour tables against
//! the search that made them, the packed network the lab keeps, and the game's search
//! with a network as its evaluation.

mod indexed;
mod network;
mod search;
