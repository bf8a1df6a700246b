//! Unit tests of the search: depths, legality, the anchor and the mirroring.

use super::*;
use crate::game::Board;

fn bb(rows: [[u64; 4]; 4]) -> Bitboard {
    Bitboard::from_board(&Board::from_values(&rows).unwrap()).unwrap()
}

#[test]
fn no_move_on_a_dead_board() {
    let dead = bb([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]]);
    assert_eq!(Searcher::default().best_move(dead, Some(3)), None);
}

#[test]
fn the_only_legal_move_is_chosen() {
    // Only the bottom row can change, and only by merging its two 2s sideways.
    let b = bb([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [8, 16, 2, 2]]);
    let (dir, _) = Searcher::default().best_move(b, None).unwrap();
    assert!(matches!(dir, Dir::Left | Dir::Right));
}

#[test]
fn the_depth_grows_with_the_kinds_of_tiles_and_the_crowding() {
    // Eight kinds, eight empty cells: three moves.
    let open = bb([[2, 4, 8, 16], [32, 64, 128, 256], [0; 4], [0, 0, 0, 0]]);
    assert_eq!(DepthPolicy::DEFAULT.moves(open), 3);
    // Nine kinds (2 to 512), seven empty: four moves.
    let nine = bb([[2, 4, 8, 16], [32, 64, 128, 256], [512, 0, 0, 0], [0; 4]]);
    assert_eq!(DepthPolicy::DEFAULT.moves(nine), 4);
    // Ten kinds (2 to 1024), six empty: five moves.
    let ten = bb([[2, 4, 8, 16], [32, 64, 128, 256], [512, 1024, 0, 0], [0; 4]]);
    assert_eq!(DepthPolicy::DEFAULT.moves(ten), 5);
    // Eleven kinds, five empty: six moves.
    let eleven = bb([
        [2, 4, 8, 16],
        [32, 64, 128, 256],
        [512, 1024, 2048, 0],
        [0; 4],
    ]);
    assert_eq!(DepthPolicy::DEFAULT.moves(eleven), 6);
    // Twelve kinds, four empty: seven moves, and one for the crowding.
    let twelve = bb([
        [2, 4, 8, 16],
        [32, 64, 128, 256],
        [512, 1024, 2048, 4096],
        [0; 4],
    ]);
    assert_eq!(DepthPolicy::DEFAULT.moves(twelve), 8);
    // Thirteen kinds (2 to 8192) and three empty: no deeper than twelve.
    let full = bb([
        [2, 4, 8, 16],
        [32, 64, 128, 256],
        [512, 1024, 2048, 4096],
        [8192, 0, 0, 0],
    ]);
    assert_eq!(DepthPolicy::DEFAULT.moves(full), 8);
    // Few kinds but crowded: three moves and one more.
    let crowded = bb([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [8, 0, 0, 0]]);
    assert_eq!(DepthPolicy::DEFAULT.moves(crowded), 4);
}

#[test]
fn deeper_searches_stay_legal() {
    let b = bb([[0, 2, 4, 8], [0, 0, 2, 16], [0, 0, 0, 32], [2, 0, 0, 1024]]);
    let mut s = Searcher::default();
    for depth in 1..=4 {
        let (dir, _) = s.best_move(b, Some(depth)).unwrap();
        assert_ne!(b.slide(dir), b);
    }
}

#[test]
fn the_anchor_is_the_largest_tile_in_a_corner() {
    let b = bb([[2, 0, 0, 4], [0, 8, 0, 0], [0, 0, 0, 0], [16, 0, 0, 1024]]);
    // The 1024 in cell 15, its own mirror across the diagonal.
    assert_eq!(Anchor::of(b).map(|a| a.mins()), Some([10 << 60, 10 << 60]));
    let b = bb([[2, 0, 0, 4], [0, 1024, 0, 0], [0, 0, 0, 0], [16, 0, 0, 512]]);
    assert_eq!(Anchor::of(b), None);
}

#[test]
fn a_block_is_the_largest_tiles_in_a_staircase_falling_from_the_corner() {
    let b = bb([
        [2048, 512, 64, 2],
        [1024, 128, 8, 0],
        [256, 4, 0, 0],
        [32, 2, 0, 0],
    ]);
    // 2048, 1024, 512, 256: a staircase of rows 2, 1, 1; the 128 would make it 2, 2, 1.
    let cells = |a: Option<Anchor>| a.map(|a| a.mins()[0]);
    assert_eq!(cells(Anchor::block(b, 4)), Some(0x0000_0008_000A_009B));
    assert_eq!(cells(Anchor::block(b, 5)), Some(0x0000_0008_007A_009B));
    // The 64 is next: in row 0 after the 512, still a staircase (3, 2, 1).
    assert_eq!(cells(Anchor::block(b, 6)), Some(0x0000_0008_007A_069B));
    // The transposed form is kept too.
    let a = Anchor::block(b, 4).unwrap();
    assert!(a.kept(b) && a.kept(b.transpose()));
    assert!(a.kept(b.slide(Dir::Down)));
    assert!(!a.kept(b.slide(Dir::Right)));
    // One tile, or no staircase: the corner rule.
    assert_eq!(Anchor::block(b, 1), Anchor::of(b));
    let c = bb([[2048, 4, 0, 0], [2, 1024, 0, 0], [0; 4], [0; 4]]);
    assert_eq!(Anchor::block(c, 6), Anchor::of(c));
}

#[test]
fn boards_are_searched_with_their_largest_tile_top_left() {
    let b = bb([[2, 0, 0, 4], [0, 8, 0, 0], [0, 0, 0, 0], [16, 0, 0, 1024]]);
    let top_left = bb([[1024, 0, 0, 16], [0, 0, 0, 0], [0, 0, 8, 0], [4, 0, 0, 2]]);
    assert_eq!(orient(b), (top_left, true, true));
    assert_eq!(orient(top_left), (top_left, false, false));
    // No corner holds the largest tile: the first one read decides.
    let b = bb([[2, 0, 0, 4], [0, 0, 64, 0], [0, 64, 0, 0], [16, 0, 0, 32]]);
    assert_eq!(orient(b), (b.flip_h(), true, false));
    // A board and its mirrors get mirrored moves of the same value.
    let b = bb([[0, 2, 4, 8], [0, 0, 2, 16], [0, 2, 0, 32], [2, 0, 4, 1024]]);
    let (dir, value) = Searcher::default().best_move(b, Some(3)).unwrap();
    let (h, hv) = Searcher::default().best_move(b.flip_h(), Some(3)).unwrap();
    let (v, vv) = Searcher::default().best_move(b.flip_v(), Some(3)).unwrap();
    assert_eq!(hv, value);
    assert_eq!(vv, value);
    // That value is the one of the board mirrored top left and searched as it is...
    let as_is = SearchConfig {
        oriented: false,
        ..SearchConfig::DEFAULT
    };
    let (top_left, _, _) = orient(b);
    assert_eq!(top_left.cell(0), 10);
    let (_, tv) = Searcher::with_config(tables(), as_is)
        .best_move(top_left, Some(3))
        .unwrap();
    assert_eq!(tv, value);
    // ... and not the one of the board searched where its 1024 is, bottom right.
    let (_, bv) = Searcher::with_config(tables(), as_is)
        .best_move(b, Some(3))
        .unwrap();
    assert!((bv - value).abs() > value.abs() * 1e-3, "{bv} {value}");
    let flip = |d: Dir, horizontal: bool| match d {
        Dir::Left | Dir::Right if horizontal => d.opposite(),
        Dir::Up | Dir::Down if !horizontal => d.opposite(),
        _ => d,
    };
    assert_eq!((h, v), (flip(dir, true), flip(dir, false)));
}

/// Settings that let the largest tile leave its corner, and search boards as they are.
pub(super) fn unanchored() -> SearchConfig {
    SearchConfig {
        anchored: false,
        oriented: false,
        ..SearchConfig::DEFAULT
    }
}

/// Tables whose heuristic lets lines fall either way (the generic search's), so
/// that only the anchor keeps the largest tile in its corner.
pub(super) fn symmetric_tables() -> &'static Tables {
    static TABLES: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| Tables::build(&crate::ai::generic::GENERIC_WEIGHTS))
}

#[test]
fn anchored_moves_keep_the_corner_unless_none_can() {
    // With a heuristic that does not mind where the big tiles are, the search slides
    // the 1024 down, out of its corner, unless the anchor keeps it there.
    let b = bb([[1024, 8, 16, 32], [0; 4], [0, 2, 0, 0], [0, 64, 0, 16]]);
    let mut s = Searcher::default();
    assert!(s.config().anchored);
    for depth in [1, 2, 3] {
        let mut free = Searcher::new(symmetric_tables());
        assert!(!free.config().oriented);
        free.set_config(SearchConfig {
            anchored: false,
            ..*free.config()
        });
        let (moved, _) = free.best_move(b, Some(depth)).unwrap();
        assert_ne!(b.slide(moved).cell(0), 10, "{moved:?}");
        free.set_config(SearchConfig {
            anchored: true,
            ..*free.config()
        });
        let (kept, _) = free.best_move(b, Some(depth)).unwrap();
        assert_eq!(b.slide(kept).cell(0), 10, "{kept:?}");
        let (dir, _) = s.best_move(b, Some(depth)).unwrap();
        assert_eq!(b.slide(dir).cell(0), 10, "{dir:?}");
    }
    // Only right is legal, and it moves the 1024: it is still played.
    let b = bb([[1024, 2, 0, 0], [4, 8, 0, 0], [2, 4, 0, 0], [8, 2, 0, 0]]);
    assert_eq!(s.best_move(b, Some(3)).map(|(d, _)| d), Some(Dir::Right));
}

/// A network's search goes over to the heuristic on the first board with its tile and
/// back on a board before it (a new game); with 16, the levels' setting, it never does,
/// not even at 32768.
#[cfg(feature = "network")]
#[test]
fn the_hand_over_starts_at_its_tile_and_sixteen_never_hands_over() {
    use crate::ai::ntuple::{Network, patterns::Patterns};
    let patterns = Patterns::new(&[&[0, 1, 2, 3]]).unwrap();
    let weights = vec![0.0; patterns.size()];
    let network = Arc::new(Network::new(patterns, &weights));
    let with = |max: u64| {
        bb([
            [max, 4, 2, 0],
            [2, 0, 0, 0],
            [0, 0, 0, 0],
            [0, 0, 0, 0],
        ])
    };
    let handed = |handover: u8, boards: &[u64]| {
        let config = SearchConfig {
            handover,
            ..SearchConfig::DEFAULT
        };
        let mut searcher = Searcher::with_config(crate::ai::tables::tables(), config);
        searcher.set_network(Some(Arc::clone(&network)));
        searcher.set_heuristic(SearchConfig::DEFAULT, crate::ai::tables::tables());
        boards
            .iter()
            .map(|&max| {
                searcher.best_move(with(max), Some(1)).unwrap();
                searcher.network().is_none()
            })
            .collect::<Vec<_>>()
    };
    assert!(!SearchConfig::DEFAULT.hands_over());
    assert_eq!(
        handed(16, &[8192, 16384, 32768, 2]),
        [false, false, false, false]
    );
    assert_eq!(
        handed(14, &[8192, 16384, 32768, 2]),
        [false, true, true, false]
    );
    assert_eq!(handed(15, &[16384, 32768, 8]), [false, true, false]);
}

/// The move the review values each move around is the one `best_move` plays, and every
/// legal move is valued: with the anchored search (which leaves moves out of its corner
/// out) and with the largest tile free, on boards with their largest tile in every
/// corner.
#[test]
fn move_values_pick_the_move_best_move_plays_and_value_every_legal_move() {
    let boards = [
        bb([[2, 0, 0, 0], [0; 4], [0; 4], [0, 0, 0, 2]]),
        bb([[512, 256, 4, 2], [8, 32, 2, 0], [2, 4, 0, 0], [0; 4]]),
        bb([[0, 2, 4, 512], [0, 0, 8, 64], [0, 0, 2, 4], [0, 0, 0, 2]]),
        bb([[2, 0, 0, 0], [4, 2, 0, 0], [16, 8, 4, 0], [1024, 64, 16, 2]]),
        bb([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [8, 16, 2, 2]]),
        bb([[4, 8, 16, 4], [2, 64, 128, 2], [4, 256, 32, 4], [0, 2048, 0, 2]]),
    ];
    // The largest tile free to move, as the network's settings leave it.
    let free = SearchConfig {
        anchored: false,
        ..SearchConfig::DEFAULT
    };
    for config in [SearchConfig::DEFAULT, free] {
        for board in boards {
            let mut s = Searcher::with_config(tables(), config);
            s.new_game();
            let played = s.best_move(board, None).map(|(dir, _)| dir);
            s.new_game();
            let (pick, values) = s.move_values(board, None);
            assert_eq!(pick, played, "{board:?}");
            let legal: Vec<Dir> = Dir::ALL
                .into_iter()
                .filter(|&d| board.slide(d) != board)
                .collect();
            let valued: Vec<Dir> = values.iter().map(|&(d, _)| d).collect();
            assert_eq!(valued, legal, "{board:?}");
        }
    }
    // The anchored search leaves the moves out of the corner out; they are valued after
    // it. Here right and down are legal: right keeps the 512 top left, down takes it
    // out.
    let corner = bb([[512, 256, 4, 2], [8, 32, 2, 0], [2, 4, 0, 0], [0; 4]]);
    let mut s = Searcher::with_config(tables(), SearchConfig::DEFAULT);
    s.new_game();
    let (pick, values) = s.move_values(corner, None);
    assert_eq!(pick, Some(Dir::Right));
    let valued: Vec<Dir> = values.iter().map(|&(d, _)| d).collect();
    assert_eq!(valued, [Dir::Down, Dir::Right]);
}
