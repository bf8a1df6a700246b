//! The lab's tests, one crate (each file a module): the packed network the lab keeps, and
//! the engine's search with a network as its evaluation.

mod network;
mod search;
