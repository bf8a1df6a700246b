//! The plain interface played through bytes.
use super::*;
