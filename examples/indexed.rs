//! Works out every theme's look in 256 colours with the search of `ui::indexed::search` and prints it as the
//! game's table (`TABLES` in `src/ui/indexed.rs`), to paste there when a palette changes.
//!
//! `cargo run --release --example indexed`

use tui2048_ui::indexed::search::work_out;
use tui2048_ui::theme::palettes;

fn main() {
    println!("pub const TABLES: [Indexed; <Theme as strum::VariantArray>::VARIANTS.len()] = [");
    for theme in palettes() {
        println!("    // {:?}", theme.theme());
        println!("    {:?},", work_out(theme));
    }
    println!("];");
}
