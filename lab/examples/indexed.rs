//! Works out every theme's look in 256 colours with the lab's search and prints it as the
//! game's table (`TABLES` in `src/ui/indexed.rs`), to paste there when a palette changes.
//!
//! `cargo run -p tui2048-lab --release --example indexed`

use tui2048::ui::theme::palettes;
use tui2048_lab::indexed::work_out;

fn main() {
    println!("pub const TABLES: [Indexed; Theme::ALL.len()] = [");
    for theme in palettes() {
        println!("    // {:?}", theme.theme());
        println!("    {:?},", work_out(theme));
    }
    println!("];");
}
