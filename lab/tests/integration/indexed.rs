//! The game's 256-colour tables are the search's answers for today's palettes: a palette
//! changed without its table worked out again (`--example indexed`) fails here.

use tui2048::ui::indexed::{Indexed, TABLES};
use tui2048::ui::theme::palettes;
use tui2048_lab::indexed::work_out;

#[test]
fn the_game_keeps_what_the_search_finds_for_every_theme() {
    for (theme, table) in palettes().zip(TABLES) {
        assert_eq!(work_out(theme), table, "{:?}", theme.theme());
        assert_eq!(Indexed::of(theme), table, "{:?}", theme.theme());
    }
}
