//! The game on a channel: a session of the game's own app and view, fed the channel's
//! bytes, its screen written back at the client's size.

use russh::ChannelWriteHalf;
use russh::server::Msg;
use tokio::sync::mpsc;

use crate::play::{Asked, Event};
use crate::served::Served;

/// Plays the game on the channel until the player quits or the connection ends; the exit
/// status.
pub async fn play(
    _served: &Served,
    _asked: &Asked,
    _plain: bool,
    _write: ChannelWriteHalf<Msg>,
    _rx: mpsc::UnboundedReceiver<Event>,
) -> u32 {
    0
}
