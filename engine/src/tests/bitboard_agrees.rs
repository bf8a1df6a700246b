//! The bitboard engine and `game::Board` must be the same game: for any 4×4 board and any
//! direction, the same resulting board and the same points; and a board with bigger tiles,
//! fitted to the bitboard, the same moves.

use proptest::prelude::*;

use crate::ai::Bitboard;
use crate::game::{Board, Dir};
use crate::strategies::board_of;

fn board_strategy() -> impl Strategy<Value = Board> {
    // Empty cells are common in play, so they get extra weight.
    let cell = prop_oneof![3 => Just(0u8), 5 => 1u8..=15];
    proptest::collection::vec(cell, 16).prop_map(|cells| board_of(4, &cells))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn slides_agree_with_the_game(board in board_strategy()) {
        let bits = Bitboard::from_board(&board).unwrap();
        prop_assert_eq!(bits.to_board(), board.clone());
        let mut overflow = false;
        for dir in Dir::ALL {
            let slid = board.slide(dir);
            // The game merges two 32768s into 65536, which a nibble cannot hold.
            if slid.as_ref().is_some_and(|s| s.board.max_exponent() > 15) {
                overflow = true;
                continue;
            }
            let moved = bits.slide(dir);
            match slid {
                Some(s) => {
                    prop_assert_eq!(moved.to_board(), s.board);
                    prop_assert_eq!(bits.gain(dir), s.gain);
                }
                None => {
                    prop_assert_eq!(moved, bits);
                    prop_assert_eq!(bits.gain(dir), 0);
                }
            }
        }
        if !overflow {
            prop_assert_eq!(bits.can_move(), board.can_move());
        }
        prop_assert_eq!(bits.count_empty() as usize, board.empty_cells().len());
    }
}

/// A 4×4 board with tiles up to 2^17, big tiles common.
fn big_board_strategy() -> impl Strategy<Value = Board> {
    let cell = prop_oneof![3 => Just(0u8), 3 => 1u8..=12, 3 => 13u8..=17];
    proptest::collection::vec(cell, 16).prop_map(|cells| board_of(4, &cells))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// A board fitted to the bitboard, big tiles shifted, moves as the game does: the same
    /// moves are legal, and after each the same cells are empty and the same tiles equal.
    #[test]
    fn fitted_boards_move_as_the_game(board in big_board_strategy()) {
        let Some(bits) = crate::ai::fit::fit(&board, 0) else {
            return Ok(());
        };
        for dir in Dir::ALL {
            let moved = bits.slide(dir);
            let Some(slid) = board.slide(dir) else {
                prop_assert_eq!(moved, bits);
                continue;
            };
            let real: Vec<u8> = slid.board.positions().map(|p| slid.board.exponent(p)).collect();
            for i in 0..16 {
                prop_assert_eq!(real[i] == 0, moved.cell(i) == 0);
                for j in 0..16 {
                    prop_assert_eq!(real[i] == real[j], moved.cell(i) == moved.cell(j));
                }
            }
        }
    }
}
